"""A tree view's check boxes and TVM_SORTCHILDREN's answers (issue 23 item 6: comctl32's
treeview.c stopped at TVS_CHECKBOXES, then at a recursive TVM_SORTCHILDREN; with them it
runs to its end).

test/exe/tvchecks.exe (guests/tests/tvchecks.c) reads TVN_ITEMEXPANDING / ITEMEXPANDED's
item masks (itemNew with the images: TVIF_HANDLE | STATE | PARAM | IMAGE | SELECTEDIMAGE),
sets TVS_CHECKBOXES with SetWindowLong
(the state list made at once, every item at state image 1, one list per tree), clicks an
item's box and presses Space, removes the list and paints (made again, the items reset),
creates a tree with the style (no list until the first paint, which resets the items),
sorts NULL, TVI_ROOT, a leaf and an item with and without fRecurse, and deletes an item
with children (TVN_DELETEITEM's itemOld holds the handle and lParam: TVIF_HANDLE |
TVIF_PARAM). The expected lines
are what the same binary prints under Wine 8 at both widths (``xvfb-run -a wine
tvchecks.exe``): the same.
"""

from paths import guest_exe

EXPECTED = [
    'expanding: itemNew mask 0x3e (without TVIF_CHILDREN), itemOld mask 0',
    'expanded: itemNew mask 0x3e (without TVIF_CHILDREN), itemOld mask 0',
    'no style: list 0, root 0, child 4',
    'style set: list 1, images 3, root 1, child 1',
    "another tree's list: 1",
    'clicked box: child 2',
    'space: child 1',
    'space again: child 2',
    'removed: handed back 1, list now 0',
    'child set to 2',
    'after a paint: list 1, child 1',
    'created with the style: list 0, root 1, child 1',
    'child set to 2',
    'after a paint: list 1, child 1',
    'sort empty: NULL 0, TVI_ROOT 0',
    'sort a leaf: 0, recursive 0',
    'sort NULL: 1, TVI_ROOT: 1, recursive TVI_ROOT: 1',
    'order: r wasp vacuum Ocelot Caribou newspaper Litter ',
    'sort recursive: 1',
    'order: r Caribou newspaper Litter wasp vacuum Ocelot ',
    'delete an item with two children: 3 notifications, itemOld mask 0x14, itemNew mask 0',
    'done',
]


def test_tree_view_check_boxes_and_sorting(boot, tmp_path, width):
    d = boot(guest_exe("tvchecks", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == EXPECTED
