"""A rebar's band sizing messages (issue 23, "Programs in the wild": Win32++'s frames
send RB_MAXIMIZEBAND to the last band of each row to left-justify their bands; its
Scribble and Notepad samples stopped there).

test/exe/rbsizeband.exe (guests/tests/rbsizeband.c) puts three bands (cxHeader 10,
cxMinChild 30, cx 100) in one row of a 400-pixel rebar and prints every band's
rectangle and cx after RB_MAXIMIZEBAND (as large as the row allows, then with fIdeal:
cxIdeal 60 after the header and its 4-pixel gap), RB_MINIMIZEBAND and RB_MOVEBAND.
A band's least width is its header, the gap and cxMinChild (44); a maximized band
takes what the bands after it can give, the row's last first, then those before it;
a minimized band's room goes to the next band; every band of the row then reports its
width as cx. Wine 8 prints these lines (32- and 64-bit) but for "moved": its
RB_GETRECT still answers the rectangles from before the move (2: 44-88, 3: 88-400,
1: 0-44) until the next layout; here the move lays the row out at once, as the band
order says.
"""

from paths import guest_exe

EXPECTED = [
    'client width 400',
    'insert 1: 1',
    'insert 2: 1',
    'insert 3: 1',
    'start: [id 1: 0-100 cx 100] [id 2: 100-200 cx 100] [id 3: 200-400 cx 100]',
    'maximize 0: [id 1: 0-312 cx 312] [id 2: 312-356 cx 44] [id 3: 356-400 cx 44]',
    'maximize 1: [id 1: 0-44 cx 44] [id 2: 44-356 cx 312] [id 3: 356-400 cx 44]',
    'maximize 0 ideal: [id 1: 0-74 cx 74] [id 2: 74-356 cx 282] [id 3: 356-400 cx 44]',
    'minimize 0: [id 1: 0-44 cx 44] [id 2: 44-356 cx 312] [id 3: 356-400 cx 44]',
    'minimize 2: [id 1: 0-44 cx 44] [id 2: 44-356 cx 312] [id 3: 356-400 cx 44]',
    'maximize 2: [id 1: 0-44 cx 44] [id 2: 44-88 cx 44] [id 3: 88-400 cx 312]',
    'move 0 to 2: 1',
    'moved: [id 2: 0-44 cx 44] [id 3: 44-356 cx 312] [id 1: 356-400 cx 44]',
    'move 2 to 0: 1',
    'moved back: [id 1: 0-44 cx 44] [id 2: 44-88 cx 44] [id 3: 88-400 cx 312]',
    'move 0 to 3: 0',
    'move 5 to 0: 0',
    'end: [id 1: 0-44 cx 44] [id 2: 44-88 cx 44] [id 3: 88-400 cx 312]',
    'done',
]


def test_rebar_maximizes_minimizes_and_moves_bands(boot, tmp_path, width):
    d = boot(guest_exe("rbsizeband", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
