"""A stream left open when the process ends has its buffer written (docs/runtimes.md
"msvcrt stream buffers (session 34)"): main returning (exit), ExitProcess, _exit and
abort all leave q.txt holding "kept" and CR LF, as the same binaries do under Wine 8 at
both widths (guests/tests/crtbuf_exit.c; msvcrt.dll's DLL_PROCESS_DETACH writes the
buffers, and _exit and abort end through ExitProcess)."""

import pytest

from paths import guest_exe


@pytest.mark.parametrize("how", ["", "e", "p", "a"],
                         ids=["return", "_exit", "ExitProcess", "abort"])
def test_the_buffer_reaches_the_file_however_the_process_ends(boot, tmp_path, width, how):
    d = boot(guest_exe("crtbuf_exit", width), args=how, settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exited
    # the path taken: abort says so, _exit and ExitProcess end with code 0 before main
    # returns, abort with 3
    assert ("abnormal program termination" in d.vm.stdout_log) == (how == "a")
    assert d.vm.machine.exit_code == (3 if how == "a" else 0)
    files = [p for p in (tmp_path / "vfs").rglob("q.txt")]
    assert [p.read_bytes() for p in files] == [b"kept\r\n"]
