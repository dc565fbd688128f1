"""A parent's painting and its children (user/window.py ``begin_paint``; docs/user.md,
"A parent's paint and its children"; user32's win.c test_csparentdc): u32parentdc.exe
(guests/tests/u32parentdc.c) invalidates parts of a window with two CS_PARENTDC children
and prints each child's paint rectangle and clip box. Only the part of a child under
the parent's update rectangle is repainted; the clip box is the update rectangle as the
parent passed it on (not cut at the child's edges), or the parent's whole client area
when all of the child is to be painted.

EXPECTED is what Windows answers (win.c's expectations, which Windows passes); Wine 8
prints the same paint rectangles but cuts the clip boxes at the child's edges (win.c
marks those checks todo_wine).
"""

from paths import guest_exe

EXPECTED = [
    '  child1: paint 0,0,40,40 clip -20,-20,130,130',
    '  child2: paint 0,0,40,40 clip -40,-40,110,110',
    'parent all (0,0,150,150):',
    '  child1: paint 0,0,40,40 clip -20,-20,130,130',
    '  child2: paint 0,0,40,40 clip -40,-40,110,110',
    'parent (0,0,50,50):',
    '  child1: paint 0,0,30,30 clip -20,-20,30,30',
    '  child2: paint 0,0,10,10 clip -40,-40,10,10',
    'parent corner (0,0,10,10):',
    'parent (40,40,50,50):',
    '  child1: paint 20,20,30,30 clip 20,20,30,30',
    '  child2: paint 0,0,10,10 clip 0,0,10,10',
    'parent (20,20,60,60):',
    '  child1: paint 0,0,40,40 clip -20,-20,130,130',
    '  child2: paint 0,0,20,20 clip -20,-20,20,20',
    'child1 (0,0,10,10):',
    '  child1: paint 0,0,10,10 clip 0,0,10,10',
    'child1 beyond (-5,-5,65,65):',
    '  child1: paint 0,0,40,40 clip -20,-20,130,130',
    'done',
]


def test_children_repainted_under_the_parent_update(boot, tmp_path, width):
    d = boot(guest_exe("u32parentdc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
