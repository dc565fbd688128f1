"""TVM_GETNEXTITEM(TVGN_CHILD) of TVI_ROOT or NULL is the first top-level item
(``controls/treeview/proc.py``); the other codes answer nothing for the root.
wxWidgets' wxTreebook (its widgets sample) finds its last page so and asserted "Can't
insert sub page when there are no pages".

test/exe/tvroot.exe (guests/tests/tvroot.c) and its x86-64 build; the lines are what both
print under Wine 8 (``xvfb-run -a wine tvroot.exe``, and 64-bit Wine), exactly.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'empty child of root=null',
    'child of root=first',
    'child of null=first',
    'child of first=child',
    'next of root=null',
    'parent of root=null',
    'parent of first=null',
    'root=first',
    'done',
]


def test_the_roots_child_is_the_first_top_level_item(boot, tmp_path, width):
    d = boot(guest_exe("tvroot", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
