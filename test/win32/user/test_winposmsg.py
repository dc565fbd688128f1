"""WM_WINDOWPOSCHANGING and WM_WINDOWPOSCHANGED around ShowWindow, MoveWindow and
SetWindowPos (user/winpos.py; docs/runtimes.md, "Programs in the wild (stop 28): Tcl/Tk":
Tk's wish maps and lays out its widgets when its frame hears WM_WINDOWPOSCHANGED).

test/exe/winposmsg.exe (guests/tests/winposmsg.c) prints each of those two messages with
its WINDOWPOS, WM_SHOWWINDOW, WM_SIZE and WM_MOVE; one WM_WINDOWPOSCHANGING answer
narrows the window and the change made is the one it asked. The expected lines are what
the same binary prints under Wine 8 (SetMenu changes the frame as
SetWindowPos(SWP_FRAMECHANGED) does, the same messages around it) (``xvfb-run -a wine winposmsg.exe``; its x86-64 build
prints the same under 64-bit Wine), with nothing left out.
"""

from paths import guest_exe

#: Wine 8's lines exactly (both widths).
EXPECTED = [
    '-- ShowWindow(top, SW_SHOWNORMAL)',
    'top SHOWWINDOW 1',
    'top CHANGING 0,0 0x0 flags=0x43',
    'top CHANGED 10,10 200x100 flags=0x1847 visible=1',
    'top SIZE 0 192x73',
    'top MOVE 14,33',
    '-- MoveWindow(top, 20, 30, 220, 120)',
    'top CHANGING 20,30 220x120 flags=0x14',
    'top CHANGED 20,30 220x120 flags=0x14 visible=1',
    'top MOVE 24,53',
    'top SIZE 0 212x93',
    'top rect 20,30 220x120',
    '-- SetMenu(top, a bar)',
    'top CHANGING 0,0 0x0 flags=0x37',
    'top CHANGED 20,30 220x120 flags=0x37 visible=1',
    'top MOVE 24,72',
    'top SIZE 0 212x74',
    'top rect 20,30 220x120',
    '-- SetWindowPos(top, 250x130, NOMOVE|NOZORDER|NOACTIVATE), narrowed to 240',
    'top CHANGING 0,0 250x130 flags=0x16',
    'top CHANGED 20,30 240x130 flags=0x1016 visible=1',
    'top SIZE 0 232x84',
    'top rect 20,30 240x130',
    '-- SetWindowPos(top, 40,50, NOSIZE|NOZORDER|NOACTIVATE|NOSENDCHANGING)',
    'top CHANGED 40,50 240x130 flags=0xc15 visible=1',
    'top MOVE 44,92',
    'top rect 40,50 240x130',
    '-- ShowWindow(child, SW_SHOWNORMAL)',
    'child SHOWWINDOW 1',
    'child CHANGING 0,0 0x0 flags=0x57',
    'child CHANGED 5,5 50x40 flags=0x1857 visible=1',
    '-- MoveWindow(child, 7, 8, 60, 30)',
    'child CHANGING 7,8 60x30 flags=0x14',
    'child CHANGED 7,8 60x30 flags=0x14 visible=1',
    'child MOVE 7,8',
    'child SIZE 0 60x30',
    '-- MoveWindow(child, 7, 9, 60, 30, FALSE)',
    'child CHANGING 7,9 60x30 flags=0x1c',
    'child CHANGED 7,9 60x30 flags=0x81d visible=1',
    'child MOVE 7,9',
    '-- SetWindowPos(child, HIDEWINDOW|NOMOVE|NOSIZE|NOZORDER|NOACTIVATE)',
    'child CHANGING 0,0 0x0 flags=0x97',
    'child CHANGED 7,9 60x30 flags=0x1897 visible=0',
    '-- ShowWindow(top, SW_HIDE)',
    'top SHOWWINDOW 0',
    'top CHANGING 0,0 0x0 flags=0x83',
    'top CHANGED 40,50 240x130 flags=0x1887 visible=0',
    'done',
]


def test_window_position_messages_as_under_wine(boot, tmp_path, width):
    d = boot(guest_exe("winposmsg", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
