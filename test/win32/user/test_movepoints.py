"""GetMouseMovePointsEx (issue 23; user32's input.c, test_GetMouseMovePointsEx): the
pointer's last 64 positions, newest first, with their time stamps and extra info, from
SetCursorPos, mouse_event and SendInput; the parameter checks and which wins; a point
found by its coordinates or by its time stamp too; the history as another process sees
it from another desktop of the window station, and from a non-interactive station.

test/exe/movepoints.exe (guests/tests/movepoints.c) prints a line per check; EXPECTED
is what the same binary prints under Wine 8 (``xvfb-run -a wine movepoints.exe``, the
same at both widths but for sizeof(MOUSEMOVEPOINT)), except the lines in WINDOWS.
"""

from paths import guest_exe

EXPECTED = [
    'sizeof(MOUSEMOVEPOINT)=16',
    'size 0=-1 err=87',
    'size-1=-1 err=87',
    'size+1=-1 err=87',
    'no point=-1 err=998',
    'no buffer=-1 err=998',
    'neither=-1 err=998',
    'no buffer, count 0=0 err=57005',
    'count -1=-1 err=87',
    'count 0=0 err=57005',
    'count 65=-1 err=87',
    'size-1, no point=-1 err=87',
    'size-1, no buffer=-1 err=87',
    'count 65, no point=-1 err=87',
    'count 65, no buffer=-1 err=87',
    'count 1=1 err=57005',
    'newest 20x30',
    'after 67 moves=64 err=57005',
    'newer first: 1',
    'from an older point, 64 asked=1 err=57005',
    'first 3x6 last 63x126',
    'a point that went=-1 err=1171',
    'a point never there=-1 err=1171',
    'twice the same=64 err=57005',
    '6x6 6x6 66x132',
    'by point: 64 150x75 150x150 150x75 later=1',
    'by point and time: 62 150x75 30x30',
    'by point and a time not there=-1 err=1171',
    'mouse_event moved the pointer: 1',
    'after mouse_event: 64 extra=cafecafe then 150x75 extra=0',
    'SendInput moved the pointer: 1',
    'after SendInput: 64 extra=deadbeef',
    'after a click: 2 extra=deadbeef',
    'high resolution=-1 err=1171',
    'high resolution: newest 90x135 extra=deadbeef',
    'high resolution, display point=1 err=57005',
    'child: 64 points, newest the pointer=1 extra=0',
    'child: desktops 1 1',
    'child: SetThreadDesktop=1 SwitchDesktop=1',
    'child: other desktop 64 points, same=1',
    'child: after SetCursorPos there 64 points, newest 38x27',
    'child: back 1 1',
    'child: first desktop 64 points, same=1',
    'child: station 1',
    'child: SetProcessWindowStation=1',
    'child: SetThreadDesktop=1',
    'child: non-interactive station=64 err=57005',
    'child exit 0',
    "the child's move seen here: 64",
]

#: Where wineagent answers as Windows does and Wine 8 does not (both are ``todo_wine``
#: checks of input.c). Wine answers only GMMP_USE_DISPLAY_POINTS and fails the
#: high-resolution points with ERROR_POINT_NOT_FOUND (its FIXME), leaving the buffer as
#: it was (the previous call's point); Windows answers the same 64 points on the 0..65535
#: scale, the screen's middle at 32768. A process in a non-interactive window station
#: sees no pointer: ERROR_ACCESS_DENIED on Windows, the history in Wine.
WINDOWS = {
    'high resolution=-1 err=1171': 'high resolution=64 err=57005',
    'high resolution: newest 90x135 extra=deadbeef': 'high resolution: newest 32768x32768 extra=0',
    'child: non-interactive station=64 err=57005': 'child: non-interactive station=-1 err=5',
}


def test_the_pointer_history(boot, tmp_path, width):
    d = boot(guest_exe("movepoints", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = [WINDOWS.get(line, line) for line in EXPECTED]
    if width == 8:
        expected[0] = 'sizeof(MOUSEMOVEPOINT)=24'
    assert d.vm.stdout_log == expected
