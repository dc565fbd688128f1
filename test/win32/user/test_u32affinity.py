"""Display affinity (dlls/user32/affinity.py; docs/user.md, "Display affinity"; user32's
win.c test_display_affinity): u32affinity.exe (guests/tests/u32affinity.c) sets and reads
a window's affinity, with and without WS_EX_LAYERED, and the failures (no window:
ERROR_INVALID_WINDOW_HANDLE; no place for the answer: ERROR_NOACCESS).

EXPECTED is what the same binary prints under Wine 8 at both widths but for the
successful SetWindowDisplayAffinity calls: Wine 8 refuses every one with
ERROR_NOT_ENOUGH_MEMORY, what Windows 7 answers when its desktop is not composed (win.c
accepts either); Windows since 8 composes always and keeps the affinity, as here. An
affinity other than WDA_NONE, WDA_MONITOR and WDA_EXCLUDEFROMCAPTURE is
ERROR_INVALID_PARAMETER here.
"""

from paths import guest_exe

EXPECTED = [
    'NULL, NULL: 0 err=1400',
    'no window: Get=0 err=1400 affinity=deadbeef',
    'no out: 0 err=998',
    'fresh: Get=1 err=0 affinity=0',
    'Set(1)=1 err=0',
    'monitor: Get=1 err=0 affinity=1',
    'Set(0)=1 err=0',
    'none: Get=1 err=0 affinity=0',
    'Set(2)=0 err=87',
    'after 2: Get=1 err=0 affinity=0',
    'layered: Get=1 err=0 affinity=0',
    'Set(1)=1 err=0',
    'layered monitor: Get=1 err=0 affinity=1',
    'Set(1)=0 err=1400',
    'done',
]


def test_display_affinity(boot, tmp_path, width):
    d = boot(guest_exe("u32affinity", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
