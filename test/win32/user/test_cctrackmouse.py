"""comctl32's _TrackMouseEvent, which calls user32's TrackMouseEvent as documented (issue
23, "Programs in the wild (stop 27)": wxWidgets' grid asks for WM_MOUSELEAVE through it,
and clicking a cell stopped there). test/exe/cctrackmouse.exe
(guests/tests/cctrackmouse.c): a wrong cbSize fails with ERROR_INVALID_PARAMETER, TME_LEAVE
on a window succeeds. Wine 8 prints these lines exactly, 32- and 64-bit. (What tracking
TME_QUERY reports then depends on where the pointer is: Wine's X pointer was outside the
window, so it was left out; test_mousetrack.py covers the tracking itself.)
"""

from paths import guest_exe

EXPECTED = ['bad size: 0 87', 'leave: 1', 'done']


def test_comctl32_track_mouse_event_is_user32s(boot, tmp_path, width):
    d = boot(guest_exe("cctrackmouse", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
