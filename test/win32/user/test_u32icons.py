"""A window's icons (user/windowicons.py; docs/user.md, "win.c's families, session 36";
user32's win.c test_icons): u32icons.exe (guests/tests/u32icons.c) registers a class with
a big and a small icon (RegisterClassEx's hIconSm, kept and answered by GetClassInfoEx
and GetClassLongPtr(GCLP_HICONSM)), sets and reads a window's icons with WM_SETICON /
WM_GETICON (the small icon the system makes from the big one for ICON_SMALL2) and asks
InternalGetWindowIcon for copies of each kind. EXPECTED is what the same binary prints
under Wine 8 at both widths, line for line.
"""

from paths import guest_exe

EXPECTED = [
    'GetClassInfoEx: hIconSm-is-it=1 GCLP_HICONSM-is-it=1',
    "class's: WM_GETICON big=0 small=0",
    "class's big: width=40 fresh-copies=1 destroyed=1",
    "class's small: width=50 fresh-copies=1 destroyed=1",
    "class's small2: width=50 fresh-copies=1 destroyed=1",
    'WM_SETICON big: previous=0 now-is-it=1',
    'WM_SETICON big again: previous-is-first=1',
    "window's big: width=20 fresh-copies=1 destroyed=1",
    'ICON_SMALL2 made: 1 width=16 small=0',
    "window's small (made): width=16 fresh-copies=1 destroyed=1",
    'WM_SETICON small: previous=0 small2-is-it=1',
    "window's small: width=10 fresh-copies=1 destroyed=1",
    "window's small2: width=10 fresh-copies=1 destroyed=1",
    'InternalGetWindowIcon(NULL)=0 err=1400',
    'InternalGetWindowIcon(kind 3)=0 err=87',
    'done',
]


def test_a_window_s_icons(boot, tmp_path, width):
    d = boot(guest_exe("u32icons", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
