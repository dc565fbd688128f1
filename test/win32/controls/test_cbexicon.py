"""A ComboBoxEx's picture in its field (7-Zip's File Manager shows its folder's icon in
its address box; before, the images of a ComboBoxEx were kept but never drawn).

test/exe/cbexicon.exe (guests/tests/cbexicon.c) reads where the edit sits in the combo
box before and after CBEM_SETIMAGELIST and with CBES_EX_NOEDITIMAGEINDENT, and which
columns of the field's middle row are the red picture before and after CBEM_SETITEM of
item -1 with image 0. The expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine cbexicon.exe``; 64-bit prefix for test/exe64), the same at both
widths, but for the edit's top and width, and its place without an image list.
"""

from paths import guest_exe

WINE = [
    'no list: edit at 7,5 width 171',
    'added at 0',
    'with a list: edit at 27,5 width 151',
    'no item -1 image: red from -1 to -1',
    'set item -1: 1',
    'item -1 image 0: red from 6 to 21',
    'no edit indent: edit at 7,5 width 171',
    'done',
]

# The edit keeps the combo box's own top (3, inside the 2-pixel edge and a pixel) and
# right edge (the drop-down button's left, 3 pixels further right than Wine 8's); without
# an image list it keeps the combo box's own place too, where Wine 8's ComboBoxEx moves it
# 4 pixels right. The picture's place and the edit's left with a list are Wine's.
EXPECTED = [
    {'no list: edit at 7,5 width 171': 'no list: edit at 3,3 width 178',
     'with a list: edit at 27,5 width 151': 'with a list: edit at 27,3 width 154',
     'no edit indent: edit at 7,5 width 171': 'no edit indent: edit at 7,3 width 174',
     }.get(line, line) for line in WINE]


def test_comboboxex_draws_its_picture_left_of_the_edit(boot, tmp_path, width):
    d = boot(guest_exe("cbexicon", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
