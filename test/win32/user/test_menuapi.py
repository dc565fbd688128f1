"""Menu functions as Windows does them (issue 23; Wine 8's user32 menu.c):
GetMenuBarInfo (errors, the whole bar's and an item's rectangles), GetMenuItemRect of a
bar item (SM_CYMENU - 1 tall) and of a popup never shown (empty, at the window's client
origin), menus a window or a parent item keeps after DestroyMenu (the handle is dead,
the menu still shows and tracks: the popup is driven from WM_ENTERIDLE by keys posted to
GetCapture()), the separators AppendMenu makes (a NULL string, MF_SEPARATOR: MFS_GRAYED),
InsertMenu / InsertMenuItem appending when the place is not found, MF_POPUP with a handle
that is no menu (a plain item, TRUE, ERROR_INVALID_MENU_HANDLE), ModifyMenu of the
SC_TASKLIST no menu has (TRUE, nothing changes) and what ModifyMenu keeps,
CheckMenuRadioItem's group (the menu of the first item found), HiliteMenuItem, the window
menu (MNS_CHECKORBMP, the HBMMENU_POPUP_* pictures, Close the default item), owner-drawn
columns (MF_MENUBREAK: 4 pixels apart; WM_MEASUREITEM's itemHeight starts at
HIWORD(GetDialogBaseUnits())), TrackPopupMenuEx's rcExclude (the menu moves beside
it; TPM_VERTICAL: above or below), and an empty popup (not shown: FALSE, no WM_ENTERIDLE).

test/exe/menuapi.exe (guests/tests/menuapi.c); EXPECTED is what the same binary prints
under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine menuapi.exe``) but for the four lines
commented, where Wine's own tests (todo_wine there) or TrackPopupMenuEx's documentation
say Windows does otherwise and wineagent does what Windows does. The x86-64 build prints the same under 64-bit Wine
but for the width of a NULL pointer printed with the p conversion.
"""

from paths import guest_exe

EXPECTED = [
    '-- GetMenuBarInfo',
    'no menu: 0 err=0xdeadbeef',
    'OBJID_CLIENT of a window that is no menu: 0 err=1401',
    'OBJID_CLIENT of NULL: 0 err=1400',
    'item past the end: 0 err=0xdeadbeef',
    'unknown object: 0 err=0xdeadbeef',
    'cbSize 1000: 0 err=87',
    # Wine 8 makes the bar one row taller than its items (0 here): Windows does not
    # (menu.c test_getmenubarinfo, todo_wine there)
    "whole bar: 1 menu=1 left,top,bottom as item 0: 1 1 1, right=window's less the frame: 1, focused 0 0",
    'item 2: 1 rect=GetMenuItemRect(1): 1 hwndMenu=00000000',
    'bar item height - SM_CYMENU: -1',
    '-- GetMenuItemRect of a popup never shown',
    'with the window: 1 empty at its client origin: 1',
    'without: 0',
    '-- menus kept by their holder after DestroyMenu',
    'DestroyMenu(bar)=1 IsMenu=0 GetMenu same=1 DrawMenuBar=1',
    'TrackPopupMenu=0x1234',
    'DestroyMenu(sub)=1 IsMenu=0',
    "item's submenu still it: 1 GetMenuInfo=0",
    '-- separators, inserts where the place is not found',
    "MF_STRING NULL: type=0x800 state=0x3 id=6 text='' bitmap=0 data=0 submenu=0",
    'MF_STRING "": type=0 state=0 id=7 text=\'\' bitmap=0 data=0 submenu=0',
    "MF_SEPARATOR: type=0x800 state=0x3 id=8 text='' bitmap=0 data=0 submenu=0",
    "InsertMenu by a command no item has=1 appended: type=0 state=0 id=20 text='end' bitmap=0 data=0 submenu=0",
    "InsertMenuItem by command=1 appended: type=0 state=0 id=21 text='item' bitmap=0 data=0 submenu=0",
    "MF_POPUP of no menu=1 err=1401 count=6 it: type=0 state=0 id=3735928559 text='bad popup' bitmap=0 data=0 submenu=0",
    'ModifyMenu SC_TASKLIST=1 count=6; SC_TASKLIST-1=0',
    '-- what ModifyMenu keeps',
    "owner-drawn over a string: type=0x100 state=0 id=1 text='wine' bitmap=0 data=787 submenu=0",
    'owner-drawn over a picture keeps it: 1',
    'a string clears it: 1',
    '-- CheckMenuRadioItem',
    'group of the first found, check in another menu: 0',
    "a100: type=0 state=0 id=100 text='a100' bitmap=0 data=0 submenu=0",
    "b202: type=0 state=0 id=202 text='b202' bitmap=0 data=0 submenu=0",
    'within one menu: 1',
    "b202: type=0x200 state=0x8 id=202 text='b202' bitmap=0 data=0 submenu=0",
    'check outside the range: 0',
    "b202 (keeps MFT_RADIOCHECK): type=0x200 state=0 id=202 text='b202' bitmap=0 data=0 submenu=0",
    'a separator: 0',
    '-- HiliteMenuItem',
    # Wine 8 accepts a NULL window; Windows fails with ERROR_INVALID_WINDOW_HANDLE
    # (menu.c test_menu_hilitemenuitem, todo_wine there)
    'NULL window: 0 err=1400',
    # Wine 8 does not set MF_HILITE on a popup's item; Windows does (todo_wine
    # there too)
    'by position: 1 state=0x80',
    'unhilite by command: 1 state=0',
    'bar title: 1 state=0x90',
    '-- the window menu',
    "style=0x4000000 default=0xf060 close's state=0x1000",
    'close picture=8 restore=9 maximize=10 minimize=11',
    '-- owner-drawn columns (MF_MENUBREAK)',
    'measure itemHeight = HIWORD(GetDialogBaseUnits()): 1',
    "gap between columns 4, item height 10, rows touch 1, column 2 under column 1's second row 1",
    'a break on the first item moves it right by 4',
    "-- TrackPopupMenuEx's rcExclude",
    "TPM_VERTICAL at the screen's bottom: clear of the rectangle 0, above it 0",
    # Wine 8 places the menu at the point, over rcExclude; Windows moves it beside the
    # rectangle, as TrackPopupMenuEx is documented
    'horizontal: right of it 1',
    '-- an empty popup',
    '  WM_ENTERMENULOOP',
    '  WM_INITMENU',
    '  WM_INITMENUPOPUP',
    '  WM_EXITMENULOOP',
    '  WM_UNINITMENUPOPUP',
    'TrackPopupMenu TPM_RETURNCMD=0',
    '  WM_ENTERMENULOOP',
    '  WM_INITMENU',
    '  WM_INITMENUPOPUP',
    '  WM_EXITMENULOOP',
    '  WM_UNINITMENUPOPUP',
    'TrackPopupMenu=0',
    'done',
]


def test_menu_functions_behave_as_windows(boot, tmp_path, width):
    d = boot(guest_exe("menuapi", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    expected = EXPECTED if width == 4 else [
        line.replace("hwndMenu=00000000", "hwndMenu=0000000000000000") for line in EXPECTED]
    assert d.vm.stdout_log == expected
