"""A list view subitem's image (issue 23, "Programs in the wild (stop 27)": wxWidgets'
listctrl sample sets images in its second and third columns, and LVM_SETITEM refused any
subitem field but the text: "ListView_SetItem() failed").

test/exe/lvsubimage.exe (guests/tests/lvsubimage.c): LVM_SETITEM on a subitem takes
LVIF_IMAGE, LVIF_TEXT and LVIF_STATE (a subitem keeps no state: it reads 0) and refuses
LVIF_PARAM and a subitem past the last column; LVM_GETITEM answers a subitem's image only
while the list has LVS_EX_SUBITEMIMAGES (0 before), and the report view draws it in the
cell then (a red image counted in the cell's pixels), not before. The lParam is the
item's. Wine 8 prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'fresh sub: r 1 image 0 param 0x55 state 0 text ',
    'set sub image: 1',
    'after image: r 1 image 0 param 0x55 state 0 text ',
    'set sub text+image: 1',
    'after text: r 1 image 0 param 0x55 state 0 text set',
    'set sub param: 0',
    'after param: r 1 image 0 param 0x55 state 0 text set',
    'item: r 1 image 0 param 0x55 state 0 text item',
    'set past columns: 0',
    'red without SUBITEMIMAGES: 0',
    'with SUBITEMIMAGES: r 1 image 1 param 0x55 state 0 text set',
    'set sub state: 1',
    'red with SUBITEMIMAGES: 1',
    'set sub image 0: 1',
    'image 0: r 1 image 0 param 0x55 state 0 text set',
    'red after image 0: 0',
    'done',
]


def test_a_subitem_keeps_and_draws_its_image(boot, tmp_path, width):
    d = boot(guest_exe("lvsubimage", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
