"""Which visual style is current on this desktop: none, the classic look (issue 23,
"Programs in the wild": Win32++'s frames ask GetCurrentThemeName before they choose
their colours; its Scribble and Notepad samples stopped there).

test/exe/uxthemename.exe (guests/tests/uxthemename.c) asks IsThemeActive, IsAppThemed,
GetCurrentThemeName (all three buffers, then the colour only, as Win32++ asks) and
OpenThemeData. Wine 8 with its theme turned off (ThemeManager's ThemeActive "0", what
winecfg's "(No Theme)" sets) prints these lines exactly, 32- and 64-bit:
E_PROP_ID_UNSUPPORTED and the buffers left alone. With its default light theme active
it answers the theme's file, "Blue" and "NormalSize" instead.
"""

from paths import guest_exe

EXPECTED = [
    'IsThemeActive: 0',
    'IsAppThemed: 0',
    'GetCurrentThemeName: hr=80070490 name=X color=X size=X',
    'GetCurrentThemeName(color only): hr=80070490 color=X',
    'OpenThemeData: NULL, last error 80070490',
    'done',
]


def test_no_visual_style_is_current(boot, tmp_path, width):
    d = boot(guest_exe("uxthemename", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
