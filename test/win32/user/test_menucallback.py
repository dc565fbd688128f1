"""HBMMENU_CALLBACK menu pictures and EndMenu (issue 23, "Programs in the wild (stop 27)":
wxWidgets gives every menu item with a bitmap hbmpItem HBMMENU_CALLBACK, and opening a wx
menu stopped at "predefined menu bitmap HBMMENU -1").

test/exe/menucallback.exe (guests/tests/menucallback.c) opens a popup whose first item has
HBMMENU_CALLBACK and item data 0xABC: the owner gets WM_MEASUREITEM (ODT_MENU, CtlID 0,
the item's id and data) and answers 20 x 24, then WM_DRAWITEM (ODA_DRAWENTIRE, hwndItem
the menu, rcItem the 20 x 24 picture box); the item is the picture's height and 2. A timer
ends the menu with EndMenu. Wine 8 prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'insert: 1',
    'insert plain: 1',
    'hbmpItem: -1',
    ' measure: wp 0 type 1 ctl 0 id 101 data 0xabc',
    ' draw: wp 0 type 1 ctl 0 id 101 action 1 state 0 menu 1 size 20x24 data 0xabc',
    ' item 0 height 26',
    ' item 1 height 17',
    'track: 0',
    'done',
]


def test_the_owner_measures_and_draws_a_callback_picture(boot, tmp_path, width):
    d = boot(guest_exe("menucallback", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
