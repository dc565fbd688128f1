"""LVM_GETITEM answers the item's lParam whatever iSubItem says (issue 23, "Programs in the
wild (stop 27)": wxWidgets' wxListCtrl::MSWGetItemData asks for LVIF_PARAM with iSubItem
left uninitialised; the listctrl sample got the caller's stale lParam back and crashed).

test/exe/lvsubparam.exe (guests/tests/lvsubparam.c) inserts an item with lParam 0x1234 into
a two-column report view and queries it with subitems 0, 1, 5 (past the last column),
0x28ff00 and -1: the lParam is the item's every time; a subitem's image and state read 0,
its indent is left alone, and a subitem past the columns has an empty text. Wine 8 prints
these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'insert: 0',
    'set sub: 1',
    'sub 0 param: r 1 lParam 0x1234 image 77 indent 66 state 0x55 text untouched',
    'sub 1 param: r 1 lParam 0x1234 image 77 indent 66 state 0x55 text untouched',
    'sub 1 all: r 1 lParam 0x1234 image 0 indent 66 state 0 text sub',
    'sub 5 param: r 1 lParam 0x1234 image 77 indent 66 state 0x55 text untouched',
    'sub 5 text: r 1 lParam 0x1b image 77 indent 66 state 0x55 text ',
    'sub 0x28ff00 param: r 1 lParam 0x1234 image 77 indent 66 state 0x55 text untouched',
    'sub -1 param: r 1 lParam 0x1234 image 77 indent 66 state 0x55 text untouched',
    'done',
]


def test_a_subitem_query_answers_the_items_lparam(boot, tmp_path, width):
    d = boot(guest_exe("lvsubparam", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
