"""Multi-column list boxes (LBS_MULTICOLUMN; docs/dialogs-controls.md "Multi-column list
boxes"): item rectangles and LB_ITEMFROMPOINT in columns, the default and set column width,
LB_SETTOPINDEX rounded to a column and kept so the last column shows, WM_HSCROLL by
columns, the horizontal bar's range, page and position in columns, Left/Right/PageUp/
PageDown/Home/End, a click in a column, an ignored horizontal extent and an owner-drawn
list whose items get their column's rectangle; and pixels of a list drawn by itself (the
selected item's row highlighted over its column's width only); Left and Right as Up and
Down in a list of one column, and a column at a time in an extended-selection one, where a
click in the column cut at the right edge does not scroll.

test/exe/lbcolumns.exe and test/exe64/lbcolumns.exe (guests/tests/lbcolumns.c) print one
line per check. The expected lines are what the same exes print under Wine 8 (32- and
64-bit print the same), except the one a comment names. The bar's lines add SM_CYHSCROLL
back to the client height, so they hold whatever height this desktop's scroll bars have
(Wine's are 17 pixels).

test/exe(64)/lbv6.exe (guests/tests/lbv6.c, a Common Controls 6 manifest): the list box
sends itself LB_RESETCONTENT when its last item is deleted, and comctl32 6's LB_SETCOUNT
leaves the last error; Wine 8's lines too. Both tests run at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'itemrect 0: 1 0,0-150,20',
    'itemrect 6: 1 150,20-300,40',
    'setcolumnwidth 60: 0',
    'itemrect 0: 1 0,0-60,20',
    'itemrect 4: 1 0,80-60,100',
    'itemrect 5: 1 60,0-120,20',
    'itemrect 12: 1 120,40-180,60',
    'itemrect 17: 1 180,40-240,60',
    'itemrect 22: 0 240,40-300,60',
    'itemrect 23: -1 0,0-0,0',
    'itemfrompoint 5,5: 0',
    'itemfrompoint 65,25: 0x6',
    'itemfrompoint 130,90: 0xe',
    'itemfrompoint 190,5: 0xf',
    'itemfrompoint 190,70: 0x12',
    'itemfrompoint 250,30: 0x10010',
    'itemfrompoint 30,150: 0x10004',
    'listboxinfo: 5',
    'settopindex 7: 0',
    'after settopindex 7: top=5 cursel=-1 caret=0',
    'itemrect 0: 0 -60,0-0,20',
    'itemrect 12: 1 60,40-120,60',
    'itemfrompoint 5,5: 0x5',
    'settopindex 22: 0',
    'after settopindex 22: top=10 cursel=-1 caret=0',
    'itemrect 22: 1 120,40-180,60',
    'sethorizontalextent 500: 0, extent 0',
    'setcursel 0: top=0 cursel=0 caret=0',
    'key right: top=0 cursel=5 caret=5',
    'key right: top=0 cursel=10 caret=10',
    'key right: top=5 cursel=15 caret=15',
    'key left: top=5 cursel=10 caret=10',
    'key down: top=5 cursel=11 caret=11',
    'key up: top=5 cursel=10 caret=10',
    'key next: top=10 cursel=22 caret=22',
    'key prior: top=5 cursel=8 caret=8',
    'key end: top=10 cursel=22 caret=22',
    'key right at end: top=10 cursel=22 caret=22',
    'key home: top=0 cursel=0 caret=0',
    'key left at home: top=0 cursel=0 caret=0',
    'click 130,30: top=0 cursel=11 caret=11',
    'setcursel 21: top=10 cursel=21 caret=21',
    'setcursel 1: top=0 cursel=1 caret=1',
    'hscroll lineright: top=5 cursel=1 caret=1',
    'hscroll pageright: top=10 cursel=1 caret=1',
    'hscroll lineleft: top=5 cursel=1 caret=1',
    'hscroll left: top=0 cursel=1 caret=1',
    'hscroll thumbposition 1: top=5 cursel=1 caret=1',
    'hscroll right: top=10 cursel=1 caret=1',
    'hscroll pageleft: top=0 cursel=1 caret=1',
    'empty: horz 0..0 page=1 pos=0 client=200x117',
    'one item: horz 0..0 page=1 pos=0 client=200x117',
    '23 items: horz 0..4 page=3 pos=0 client=200x117+bar',
    'listboxinfo: 5',
    'settopindex 12: horz 0..4 page=3 pos=2 client=200x117+bar',
    'settopindex 12: top=10 cursel=-1 caret=0',
    'lineleft: horz 0..4 page=3 pos=1 client=200x117+bar',
    'columnwidth 100: horz 0..4 page=2 pos=1 client=200x117+bar',
    'columnwidth 100: top=5 cursel=-1 caret=0',
    'pixel in item 6 (column 2, selected): highlight=1',
    'pixel in item 1 (column 1): window=1',
    'pixel under item 7: window=1',
    'pixel in item 5 (above item 6): highlight=0',
    'ownerdraw itemheight: 20',
    'itemrect 6: 1 60,20-120,40',
    'paint:',
    'drawitem 0: 0,0-60,20 state=0',
    'drawitem 1: 0,20-60,40 state=0',
    'drawitem 2: 0,40-60,60 state=0',
    'drawitem 3: 0,60-60,80 state=0',
    'drawitem 4: 0,80-60,100 state=0',
    'drawitem 5: 60,0-120,20 state=0',
    'drawitem 6: 60,20-120,40 state=0x1',
    'drawitem 7: 60,40-120,60 state=0',
    'key one column right: top=0 cursel=4 caret=4',
    'key one column left: top=0 cursel=3 caret=3',
    'key one column left: top=0 cursel=2 caret=2',
    'key extended right: top=0 cursel=6 caret=6',
    'key extended right: top=0 cursel=11 caret=11',
    'key extended right: top=5 cursel=16 caret=16',
    'extended selcount=1',
    'key extended left: top=5 cursel=11 caret=11',
    'key extended next: top=10 cursel=22 caret=22',
    'key extended home: top=0 cursel=0 caret=0',
    # Wine answers the item its keyboard handler last selected (0); Windows documents
    # LB_GETCURSEL of a multiple-selection list as the item with the focus rectangle
    # (as test_u32stop26 names).
    'extended click 190,30: top=0 cursel=16 caret=16',
    'key extended down there: top=5 cursel=17 caret=17',
    'done',
]


def test_multicolumn_list_boxes_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("lbcolumns", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


EXPECTED_V6 = [
    'delete 1 of 2:',
    '  seen 0x182 1',
    '  answer 1',
    'delete the last:',
    '  seen 0x182 0',
    '  seen 0x184 0',
    '  seen 0x18b 0',
    '  answer 0, count 0',
    'setcount of a string list: -1 err=0xdeadbeef',
]


def test_the_last_item_deleted_resets_the_list_and_v6_setcount_keeps_the_error(boot, tmp_path,
                                                                                width):
    d = boot(guest_exe("lbv6", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED_V6
