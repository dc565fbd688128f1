"""Common Controls 6's own functions are not found without a v6 manifest
(kernel/actctx.py ``hidden_without_assembly``): a program without one loads the system's
comctl32.dll 5.82 on Windows, which has no TaskDialogIndirect, so GetProcAddress answers
NULL with ERROR_PROC_NOT_FOUND; once a context naming Common Controls 6 is active it is
found. SDL2 calls TaskDialogIndirect when it is found and shows its own dialog
otherwise (its testmessage stopped at the task dialog).

test/exe/cc5probe.exe and test/exe64/cc5probe.exe (guests/tests/cc5probe.c). The lines
are Wine 8's but one: Wine's system comctl32 exports TaskDialogIndirect whatever the
manifest ("no manifest: TaskDialogIndirect 1 error 0"), where Microsoft documents that
the function needs "comctl32.dll version 6 in the manifest"; we follow Windows.
"""

from paths import guest_exe

EXPECTED = [
    "comctl32 loaded 1",
    "no manifest: TaskDialogIndirect 0 error 127",   # Wine 8: 1 error 0 (see above)
    "no manifest: InitCommonControlsEx 1",
    "context made 1",
    "v6 context: TaskDialogIndirect 1",
    "done",
]


def test_version6_functions_need_a_version6_context(boot, tmp_path, width):
    d = boot(guest_exe("cc5probe", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
