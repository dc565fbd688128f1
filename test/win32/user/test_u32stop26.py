"""USER32 conformance, stop 26 (issue 23 item 6; docs/compat.md "user32 conformance (stop
26)"): multiple- and extended-selection list boxes (LB_SETSEL, LB_GETSELCOUNT,
LB_GETSELITEMS, LB_SELITEMRANGE(EX), caret and anchor, Shift and Ctrl clicks, keys), LB_DIR /
LB_ADDFILE and DlgDirList / DlgDirSelectEx, LB_ITEMFROMPOINT, LB_GETITEMRECT of an item out
of view, LB_INITSTORAGE, LB_SETCOUNT's error, GetListBoxInfo, LB_SETITEMHEIGHT's limit, the
horizontal extent and its bar, LBS_OWNERDRAWFIXED over LBS_OWNERDRAWVARIABLE; GetComboBoxInfo
and the combo box's list kept while closed, CB_SETDROPPEDWIDTH, CB_SETITEMHEIGHT of the field;
the clipboard's delayed rendering (WM_RENDERFORMAT, WM_RENDERALLFORMATS), WM_DESTROYCLIPBOARD,
the thread that has it open, CF_LOCALE and the formats offered at CloseClipboard; LoadStringW
with no buffer; SS_BITMAP statics named by their title.

test/exe/u32stop26.exe and test/exe64/u32stop26.exe (guests/tests/u32stop26.c) print one
line per check. The expected lines are what the same exes print under Wine 8 (32- and
64-bit alike), except where a comment says why not. The test runs at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'multiple at first: cursel=0 anchor=-1 caret=0 selcount=0',
    'multiple click 1: cursel=1 anchor=1 caret=1 selcount=1',
    'multiple down: cursel=2 anchor=1 caret=2 selcount=1',
    'multiple space: 2 [1 2]',
    'multiple click 1 again: 1 [2]',
    'selitemrange 3..0: 4 [0 1 2 3]',
    'selitemrange result: 0',
    'selitemrangeex 2,1 (deselect): 2 [0 3]',
    'getselitems max 2: 2 first=0 second=3',
    'getsel 0: 1, getsel 9: -1',
    'setsel off all: 0 []',
    'setsel off all result: 0',
    'setsel on 2: cursel=2 anchor=2 caret=2 selcount=1',
    'setsel on 2 result: 0, past end: -1',
    'setcursel: -1',
    'setsel on all: cursel=2 anchor=-1 caret=2 selcount=4',
    'after deleting item 1: 3 [0 1 2]',
    'after inserting at 0: 3 [1 2 3]',
    'extended at first: cursel=0 anchor=-1 caret=0 selcount=0',
    'extended click 0, shift+click 2: cursel=2 anchor=0 caret=2 selcount=3',
    'extended range: 3 [0 1 2]',
    'extended ctrl+click 1: cursel=1 anchor=1 caret=1 selcount=2',
    'extended after ctrl: 2 [0 2]',
    'extended plain click 3: 1 [3]',
    'extended up: cursel=2 anchor=2 caret=2 selcount=1',
    'extended up sel: 1 [2]',
    # Wine answers the item its keyboard handler last selected (2); Windows documents
    # LB_GETCURSEL of a multiple-selection list as the item with the focus rectangle.
    'extended setsel on 0: cursel=0 anchor=0 caret=0 selcount=2',
    'extended setsel off 0: cursel=0 anchor=0 caret=0 selcount=1',
    'multiple with nosel: cursel=-1 anchor=-1 caret=0 selcount=-1',
    'style dropped: selcount=2 setcursel=-1',
    'single: getselitems=-1 selitemrange=-1 selitemrangeex=-1 setsel=0',
    'itemfrompoint 5,30: 0x1',
    'itemfrompoint 500,30: 0x10001',
    'itemfrompoint 5,99: 0x4',
    'itemrect 0: 1 0,0-120,20',
    'itemrect 7 (out of view): 0 0,140-120,160',
    'listboxinfo: 5',
    'setitemheight 256: -1 then 20',
    'setcount of a string list: -1 err=1433',
    'empty itemfrompoint: 0x1ffff',
    'initstorage 100: at least 100=1, 0 again same=1, 42 same=1',
    'empty variable list height like a plain one: 1',
    'hextent at first: 0 bar=0 max=100',
    'hextent 64: 64 bar=0 max=63',
    'hextent 300: 300 bar=1 max=299',
    'hextent 0: bar=0 max=0',
    'fixed and variable: height of 0 after setting 1: 42',
    'combo 0: bad size=1 info=1 combo=1 item is edit=1 item none=0 list=1 list shown=0 button=none state=0x8000',
    'combo 0 list: count=2 cursel=1 text len=3 height same=1',
    'combo 0 destroyed: list gone=1',
    'combo 1: bad size=1 info=1 combo=1 item is edit=1 item none=0 list=1 list shown=0 button=some state=0',
    'combo 1 list: count=2 cursel=1 text len=3 height same=1',
    'combo 1 dropped width: -1 -> 100 0 -> 100 300 -> 300 0 -> 300 1 -> 100',
    'combo 1 field height 20: client 26',
    'combo 1 dropped: list shown=1 same list=1',
    'combo 1 closed: list shown=0 still there=1',
    'combo 1 destroyed: list gone=1',
    'combo 2: bad size=1 info=1 combo=1 item is edit=0 item none=1 list=1 list shown=0 button=some state=0',
    'combo 2 list: count=2 cursel=1 text len=3 height same=1',
    'combo 2 dropped width: -1 -> 100 0 -> 100 300 -> 300 0 -> 300 1 -> 100',
    'combo 2 field height 20: client 26',
    'combo 2 dropped: list shown=1 same list=1',
    'combo 2 closed: list shown=0 still there=1',
    'combo 2 destroyed: list gone=1',
    'lb_dir files: last=count-1 [a.c b.txt Make]',
    'lb_dir with folders: last=count-1 [a.c b.txt Make [..] [sub]]',
    'lb_dir folders only: last=count-1 [[..] [sub]]',
    'lb_dir drives: last=count-1 [[-c-]]',
    'lb_dir nothing: last=count-1 []',
    'lb_dir missing folder: -1',
    'addfile: 1',
    'after addfile: last=count-1 [b.txt c.txt]',
    'dlgdirlist *.c: 1 spec=*.C label ends=\\u32s26',
    'dlgdirlist items: last=count-1 [a.c]',
    'dlgdirlist sub\\*.txt: 1 spec=*.TXT label ends=\\sub',
    'in sub: last=count-1 [in.txt [..]]',
    'dlgdirlist ..: 1 spec=*',
    'back up: last=count-1 [a.c b.txt Make [..] [sub]]',
    'dlgdirlist no wildcard: 0 err=1417 spec=nosuchdir',
    'dlgdirselectex a.c: 0 a.c err=0xdeadbeef',
    'dlgdirselectex b.txt: 0 b.txt err=0xdeadbeef',
    'dlgdirselectex Make: 0 Make. err=0xdeadbeef',
    'dlgdirselectex [..]: 1 ..\\ err=0xdeadbeef',
    'dlgdirselectex [sub]: 1 sub\\ err=0xdeadbeef',
    'dlgdirselectex no selection: 0',
    'dlgdirselectex cut to 3: 0 a.',
    'delayed set: 0 count while open=1 available=1 renders=0',
    'format 0: 0 err=1418',
    'other thread: empty=0 err=1418 getdata=0 err=1418 open other window=0',
    'after close: count=4 [ 1 16 7 13 ]',
    'locale offered=1 renders=0',
    'get unrendered: 0 renders=1',
    'get again: 0 renders=2',
    'get unicode, owner renders: ok=1 text=rendered renders=3',
    'get text now: rendered renders=3',
    'emptied by another: destroyclipboard=1 owner=1',
    'two offered: count=5 [ 1 12 16 7 13 ]',
    'owner destroyed: renderall=1 owner=1 wave=0 text=1 locale=1',
    'text left: at the end',
    'register #1234: 1234, #0: 0',
    'loadstringw pointer: 15 set=1',
    'loadstringw NULL buffer: 0 and 0',
    'static bitmap by ordinal (W): 1 2x2',
    'static bitmap by ordinal (A): 1',
    'static bitmap by name: 1',
    'static bitmap by a missing name: made=1 image=0',
    'done',
]


def test_list_boxes_and_the_clipboard_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("u32stop26", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED
