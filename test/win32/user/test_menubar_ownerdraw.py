"""Owner-drawn items in a menu bar ("Programs in the wild (stop 28): Free Pascal",
docs/runtimes.md): every Lazarus (LCL) main menu item is MFT_OWNERDRAW, bar items
included, and SetMenu stopped the guest naming them.

test/exe/menubar_ownerdraw.exe (guests/tests/menubar_ownerdraw.c) logs the window's
WM_MEASUREITEM and WM_DRAWITEM around SetMenu, a frame redraw and DrawMenuBar; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine menubar_ownerdraw.exe``); its x86-64 build prints the same under
64-bit Wine. The test runs at both widths.
"""

from paths import guest_exe

#: Wine's lines, but for the two "width" lines, where Wine prints 2. An owner-drawn bar
#: item is WM_MEASUREITEM's width plus twice the menu font's average width as USER
#: measures it (GdiGetCharDimensions: "A".."z" over 52, what Wine's own menu.c
#: test_menu_ownerdraw checks on Windows); the guest subtracts twice tmAveCharWidth.
#: Wine's Tahoma has a tmAveCharWidth one below that average, our MS Sans Serif the same
#: value (6) for both, so the rule that gives Wine 2 gives 0 here.
EXPECTED = [
    'WM_MEASUREITEM wParam=0 type=1 id=101 data=1',
    'WM_MEASUREITEM wParam=0 type=1 id=103 data=2',
    'WM_DRAWITEM wParam=0 type=1 id=101 action=1 state=0x0 menu=1 data=1 rect=GetMenuItemRect:1 1 1 1',
    'WM_DRAWITEM wParam=0 type=1 id=103 action=1 state=0x0 menu=1 data=2 rect=GetMenuItemRect:1 1 1 1',
    'SetMenu=1',
    'after SetMenu: measured=2 drawn=1',
    'WM_DRAWITEM wParam=0 type=1 id=101 action=1 state=0x0 menu=1 data=1 rect=GetMenuItemRect:1 1 1 1',
    'WM_DRAWITEM wParam=0 type=1 id=103 action=1 state=0x0 menu=1 data=2 rect=GetMenuItemRect:1 1 1 1',
    'after a frame redraw: drawn=2',
    'WM_MEASUREITEM wParam=0 type=1 id=101 data=1',
    'WM_MEASUREITEM wParam=0 type=1 id=103 data=2',
    'WM_DRAWITEM wParam=0 type=1 id=101 action=1 state=0x0 menu=1 data=1 rect=GetMenuItemRect:1 1 1 1',
    'WM_DRAWITEM wParam=0 type=1 id=103 action=1 state=0x0 menu=1 data=2 rect=GetMenuItemRect:1 1 1 1',
    'after DrawMenuBar: drawn=2 measured=4',
    'item 0: width-measured-2*avgchar=0',
    'item 2: width-measured-2*avgchar=0',
    'done',
]


def test_menu_bar_items_are_measured_and_drawn_by_the_window(boot, tmp_path, width):
    d = boot(guest_exe("menubar_ownerdraw", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(6000)
    assert d.vm.stdout_log == EXPECTED
