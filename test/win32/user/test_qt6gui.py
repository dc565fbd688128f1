"""What Qt 6's GUI plugins ask past the monitor and the theme colours
(guests/tests/qt6gui.c), both widths: Direct3D 9 on an adapter without 3D (the GPU
probe: Direct3DCreate9 NULL, Direct3DCreate9Ex D3DERR_NOTAVAILABLE) and a theme's
properties with no visual style active (E_HANDLE; GetThemeSysFont(NULL) the fonts of
NONCLIENTMETRICS).

The expected lines are Wine 8's with its theme turned off (ThemeManager's ThemeActive
"0", as test_uxthemename.py) under Xvfb, where its Direct3D 9 also fails to start
(Direct3DCreate9 NULL) in most runs; Wine 8's Direct3DCreate9Ex leaves the pointer it
is given as it was, as ours."""

from paths import guest_exe

EXPECTED = [
    "d3d9 loaded 1 functions 1 1",
    "Direct3DCreate9: NULL",
    "Direct3DCreate9Ex: 8876086a an object",
    "theme active: 0",
    "OpenThemeData: NULL",
    "GetThemeColor: 80070006 12345678",
    "GetThemeInt: 80070006 7",
    "IsThemeBackgroundPartiallyTransparent: 0",
    "GetThemeSysFont(menu): 00000000 same 1",
    "GetThemeSysFont(caption): 00000000 weight 700 same 1",
    "GetThemeSysFont(42): 80030057",
]


def test_no_direct3d_and_no_theme(boot, width):
    d = boot(guest_exe("qt6gui", width), settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
