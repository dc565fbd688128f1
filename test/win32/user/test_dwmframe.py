"""dwmapi.dll's frame extension (issue 23: Qt 6.8's Qt6Gui imports
DwmExtendFrameIntoClientArea and DwmDefWindowProc).

test/exe/dwmframe.exe (guests/tests/dwmframe.c): zero margins are the frame every window
has (S_OK); DwmDefWindowProc handles no message of a window whose frame is not extended
(FALSE, the result untouched). Wine 8's lines at both widths.
"""

from paths import guest_exe

EXPECTED = [
    "DwmExtendFrameIntoClientArea zero: 0x00000000",
    "DwmDefWindowProc WM_NCHITTEST: 0 result 77",
    "DwmDefWindowProc WM_NCMOUSEMOVE: 0 result 77",
]


def test_frame_not_extended(boot, tmp_path, width):
    d = boot(guest_exe("dwmframe", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
