"""dwmapi.dll (issue 23, "Programs in the wild (stop 29): Qt": Qt 5's Designer stopped at
dwmapi.dll!DwmIsCompositionEnabled, which its platform plugin asks while it paints).

test/exe/dwmattr.exe (guests/tests/dwmattr.c) asks whether composition is on and reads a
window's DWM attributes. The lines are Windows 10's, not Wine 8's: since Windows 8
composition is always on (DwmIsCompositionEnabled: "always returns TRUE"), and
DwmGetWindowAttribute answers the extended frame bounds (here the window's rectangle),
non-client rendering (on) and cloaking (not cloaked), E_INVALIDARG for a size that is not
the attribute's, E_HANDLE for a window that does not exist. Wine 8 says composition is
off (0) and answers E_NOTIMPL (0x80004001) to every DwmGetWindowAttribute.
"""

from paths import guest_exe

EXPECTED = [
    'DwmIsCompositionEnabled: 0x00000000 1',                  # Wine: 0
    'NULL: 0x80070057',
    'frame bounds: 0x00000000 same as the window rect 1',     # Wine: 0x80004001 0
    'frame bounds, size 8: 0x80070057',                       # Wine: 0x80004001
    'non-client rendering: 0x00000000 1',                     # Wine: 0x80004001 0
    'cloaked: 0x00000000 0',                                  # Wine: 0x80004001 7
    'no window: 0x80070006',                                  # Wine: 0x80004001
]


def test_dwm_composition_and_window_attributes(boot, tmp_path, width):
    d = boot(guest_exe("dwmattr", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
