"""ImageList_DrawIndirect (issue 23 item 6: comctl32's imagelist.c stopped at it).

test/exe/ildrawind.exe (guests/tests/ildrawind.c) checks the IMAGELISTDRAWPARAMS
refusals (no structure, cbSize 0, no DC, no list, an index past the images) and draws a
list without a mask into a memory DC: a whole image, two pixels from xBitmap 1, ILD_SCALE
to 8 x 8, ILD_IMAGE at x 2, ILD_TRANSPARENT with IMAGELISTDRAWPARAMS_V3_SIZE, printing a
row of pixels after each. The expected lines are what the same binary prints under
Wine 8 (``xvfb-run -a wine ildrawind.exe``), the same at both widths, but for ILD_SCALE.
"""

from paths import guest_exe

WINE = [
    'added at 0',
    'no structure: 0',
    'cbSize 0: 0',
    'no DC: 0',
    'no list: 0',
    'index 2: 0',
    'whole: 1',
    'whole: 0000ff 0000ff 00ff00 00ff00 ffffff ffffff ffffff ffffff ffffff',
    'from x 1, 2 wide: 1',
    'part: 0000ff 00ff00 ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    'scaled to 8: 1',
    'scaled: 0000ff 0000ff 00ff00 00ff00 ff0000 ff0000 ff0000 ff0000 ffffff',
    'scaled bottom: 000000',
    'image 1 at 2 (ILD_IMAGE): 1',
    'image: ffffff ffffff ff0000 ff0000 ff0000 ff0000 ffffff ffffff ffffff',
    'transparent, V3 size: 1',
    'transparent: 0000ff 0000ff 00ff00 00ff00 ffffff ffffff ffffff ffffff ffffff',
    'done',
]

# ILD_SCALE: Windows documents "scale the image to cx, cy instead of clipping it"; Wine 8
# ignores the flag and draws 8 x 8 pixels of its image strip from the image's corner (the
# next image beside it, black below). We stretch the 4 x 4 image to 8 x 8.
EXPECTED = [
    {"scaled: 0000ff 0000ff 00ff00 00ff00 ff0000 ff0000 ff0000 ff0000 ffffff":
     "scaled: 0000ff 0000ff 0000ff 0000ff 00ff00 00ff00 00ff00 00ff00 ffffff",
     "scaled bottom: 000000": "scaled bottom: 00ff00"}.get(line, line) for line in WINE]


def test_image_list_draw_indirect(boot, tmp_path, width):
    d = boot(guest_exe("ildrawind", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
