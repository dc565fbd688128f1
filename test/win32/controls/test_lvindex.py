"""A list view's comctl32 6 item messages (issue 23 item 6: comctl32's listview.c stopped
at LVM_MAPINDEXTOID, then at LVM_GETSELECTEDCOLUMN; with them and LVM_GETNEXTITEMINDEX it
runs to its end).

test/exe/lvindex.exe (guests/tests/lvindex.c) asks item IDs in a virtual list and in a
list whose items come and go, sets odd selected columns and reads whether the selected
column's cells are shaded, and walks the items with LVM_GETNEXTITEMINDEX. WINE is what the
same binary prints under Wine 8 (``xvfb-run -a wine lvindex.exe``), the same at both
widths.
"""

from paths import guest_exe

WINE = [
    'virtual: id of 0 -1, index of id 0 -1',
    'empty: id of 0 -1',
    'ids: 2 0 1, past the end -1, -1 -1',
    'after a delete and an insert: 2 1 3',
    'indexes of ids 0..3: -1 1 0 2, of -1: -1',
    'selected column: -1',
    'set -100: 1, now -100',
    'column 1 shaded: 0, column 0 plain: 1',
    'next index, no structure: 0',
    'next index: 1, item 0',
    'next index: 1, item 1',
    'next index: 1, item 2',
    'next index: 0, item -1',
    'done',
]

#: Wine 8 keeps the selected column but draws nothing for it; Windows draws the selected
#: column's cells on a shaded background (what LVM_SETSELECTEDCOLUMN is for: Explorer's
#: sorted column), and so do we.
EXPECTED = [line.replace("column 1 shaded: 0", "column 1 shaded: 1") for line in WINE]


def test_list_view_item_ids_selected_column_and_next_index(boot, tmp_path, width):
    d = boot(guest_exe("lvindex", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == EXPECTED
