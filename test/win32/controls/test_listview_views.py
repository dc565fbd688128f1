"""SysListView32's list, small icon and icon views (wineagent/win32/controls/listview_views.py).

test/exe/lvviews.exe (guests/tests/lvviews.c) builds a list view of 30 items with 16x16
small and 32x32 normal image lists and prints, in each view, item rectangles, positions,
hit tests, directional LVM_GETNEXTITEM, the count per page and the icon spacing, then
LVM_GETSUBITEMRECT in report view (subitem in RECT.top, LVIR_ code in RECT.left). Its
geometry does not depend on the font (column width and icon spacing are set, label widths
are only compared). The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine lvviews.exe``). Its x86-64 build (test/exe64/) prints the same lines
under 64-bit Wine: its LVITEMs (pszText after 8-byte alignment at 64 bits) are read
through their declaration at the width, and RECT, POINT and LVHITTESTINFO hold no pointer.
"""

from paths import guest_exe

WINE = [
        'list setcolumnwidth: 1',
        'list columnwidth: 100',
        'list countperpage: 27',
        'list bounds 0: 0,0,100,17',
        'list bounds 1: 0,17,100,34',
        'list bounds 10: 100,17,200,34',
        'list bounds 11: 100,34,200,51',
        'list icon 11: 100,34,116,50',
        'list bounds 29: 300,34,400,51',
        'pos 0: 0,0',
        'pos 11: 100,34',
        'pos 29: 300,34',
        'item 11: label inside bounds 1, icon inside bounds 1, label width>0 1',
        'hit 5,5: 0 item 0 flags icon',
        'hit 105,25: 10 item 10 flags icon',
        'hit 295,175: -1 item -1 flags other',
        'next 0 below: 1',
        'next 0 toright: 9',
        'next 11 toleft: 2',
        'next 11 above: 10',
        'next 9 below: 10',
        'list origin: 0',
        'small bounds 0: 0,0,128,17',
        'small icon 0: 0,0,16,16',
        'small icon 1: 128,0,144,16',
        'item 1: label inside bounds 1, icon inside bounds 1, label width>0 1',
        'pos 0: 0,0',
        'icon setspacing: 004b004b',
        'icon spacing: 00460050',
        'pos 0: 24,4',
        'pos 1: 104,4',
        'pos 3: 24,74',
        'pos 4: 104,74',
        'icon icon 0: 24,4,56,36',
        'icon icon 1: 104,4,136,36',
        'icon icon 3: 24,74,56,106',
        'item 4: label inside bounds 1, icon inside bounds 1, label width>0 1',
        'hit 40,20: 0 item 0 flags icon',
        'hit 120,90: 4 item 4 flags icon',
        'next 0 toright: 1',
        'next 0 below: 3',
        'icon setpos: 1',
        'pos 2: 200,300',
        'list again bounds 11: 128,34,256,51',
        'report subitem 1 of 0: 1 50,120,17',
        'report subitem 1 label: 1 50,120',
        'done',
]


def test_list_small_icon_and_icon_views_lay_out_as_comctl32(boot, width):
    d = boot(guest_exe("lvviews", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == WINE
