"""A list view's selection mark (issue 23, "Programs in the wild (stop 29)": Win32++'s
ListView sample sends LVM_GETSELECTIONMARK when it sorts a column, and stopped there at
both widths: "SysListView32 message 0x1042").

test/exe/lvselmark.exe (guests/tests/lvselmark.c) reads the mark at first, after a
selection, after the first focus (which sets it), after LVM_SETSELECTIONMARK (the old
mark answered; an index past the items not taken), after deleting and inserting items
(the mark moves with its item; on a deleted item it stays on the one that took its
place), after a click, after LVM_SORTITEMSEX (it follows its item), and after LVM_DELETEALLITEMS. The expected lines are what the
same binary prints under Wine 8, at both widths (``xvfb-run -a wine lvselmark.exe``).
"""

from paths import guest_exe

EXPECTED = [
    'at first: -1',
    'item 2 selected: -1',
    'item 3 focused first: 3',
    'item 4 focused and selected: 3',
    'set 1: old=3 now=1',
    'item 0 deleted: 0',
    'item inserted at 0: 1',
    'the marked item deleted: 1',
    'item 3 clicked: 3',
    'mark on item 1 of 4, order reversed: 2',
    'set 99: old=2 now=2',
    'set -1: old=2 now=-1',
    'all deleted: -1',
    'done',
]


def test_list_view_selection_mark(boot, tmp_path, width):
    d = boot(guest_exe("lvselmark", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
