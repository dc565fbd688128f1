"""A list view's notifications and item answers as Windows gives them (issue 23: Wine's
listview.c run on Windows is the reference; session 34 took its failures from 791 to
under 200).

test/exe/lvnotify.exe (guests/tests/lvnotify.c) logs the parent's notifications around
LVM_INSERTITEM with a state (stateMask ignored, the state announced before
LVN_INSERTITEM), LVM_SETITEMSTATE (LVN_ITEMCHANGING even when nothing changes; -1 on a
virtual list: one iItem -1 notification), Shift+Down in a virtual list
(LVN_ODSTATECHANGED), LVM_DELETEITEM (the focus passes on) and DestroyWindow
(LVN_DELETEALLITEMS, items last to first); it prints LVM_HITTEST / SUBITEMHITTEST
answers, item and subitem rectangles, the icon spacing, when the header is made, and the
notification format the parent answers. WINE is what the same binary prints under Wine 8
(``xvfb-run -a wine lvnotify.exe``), the same at both widths; wineagent prints the same.
"""

from paths import guest_exe

WINE = [
    'insert focused, mask 0: changing(0,0>1) changed(0,0>1) insert(0)',
    '  index 0, state 1',
    'insert focused+selected at 1: changing(1,0>3) changing(0,1>0) changed(0,1>0) changed(1,0>3) insert(1)',
    'insert cut: insert(2)',
    '  state 4',
    'insert plain: insert(3)',
    'select the selected: changing(1,3>3)',
    'deselect all: changing(0,0>0) changing(1,3>1) changed(1,3>1) changing(2,4>4) changing(3,0>0)',
    'deselect all again: -',
    'focus all: 0',
    'delete the focused 1: changing(1,1>0) changed(1,1>0) delete(1)',
    '  focused now 1',
    'destroy: deleteall delete(2) delete(1) delete(0)',
    'virtual: select 0: changed(0,0>3)',
    'virtual: shift+down twice: changed(-1,2>0) odstate(0-1,2) changed(0,3>2) changed(1,2>3) changed(-1,2>0) odstate(0-2,2) changed(1,3>2) changed(2,2>3)',
    '  selected 3',
    'virtual: down: changed(-1,2>0) changed(2,1>0) changed(3,0>3)',
    'virtual: cut all: changed(-1,0>4)',
    'virtual: insert 10, count 11',
    'virtual: destroy: -',
    'setup: insert(0)',
    'hittest left of the client: -1 flags 40; subitem -1/-1 flags 1',
    'hittest label: 0 flags 4; subitem 0/0 flags 4',
    'hittest second column: -1 flags 1; subitem 0/1 flags 4',
    'hittest past the columns: -1 flags 20; subitem -1/-1 flags 1',
    'hittest below the client: -1 flags 10; subitem -1/0 flags 10',
    'hittest full row, second column: 0 flags e; subitem 0/1 flags 4',
    'rect 0/0 code 0: 1, 0..200',
    'rect 0/0 code 1: 1, 2..2',
    'rect 0/0 code 2: 1, 2..100',
    'rect 0/0 code 3: 1, 0..200',
    'rect 0/1 code 1: 1, 100..100',
    'rect -1/1 code 0: 1, 100..200',
    'rect 5/0 code 0: 0, 0..0',
    'destroy: deleteall delete(0)',
    'spacing without a list: 43 x 43',
    'spacing with 40-pixel icons: 83 x 83',
    'spacing set 100 x 0: 100 x 83',
    'spacing reset: 83 x 83',
    'icon view header: 0',
    'after a column: 1',
    'destroy: deleteall',
    'hidden report header: 0',
    'shown: 1',
    'destroy: deleteall',
    'no-sort header buttons: 0',
    'destroy: deleteall',
    'unicode format: 1',
    'callback item: insert(0)',
    'get callback text: dispinfoW',
    'no recompute: -',
    '  text is the callback: 1',
    'requery: 1, format 0',
    'destroy: deleteall delete(0)',
    'done',
]


def test_list_view_notifications_and_item_answers(boot, tmp_path, width):
    d = boot(guest_exe("lvnotify", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    assert d.vm.stdout_log == WINE
