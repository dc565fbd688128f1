"""An image list's own bitmaps and ImageList_DrawIndirect's styles (issue 23 item 6: Wine's
comctl32 imagelist.c stopped at ImageList_GetImageInfo).

test/exe/ilbits.exe (guests/tests/ilbits.c) adds six 4 x 4 images whose top-left pixel is
masked out to an ILC_COLOR24 | ILC_MASK list and reads image 5's place in the list's
bitmaps (GetImageInfo, GetImageRect: four images a row), the bitmaps' sizes and depths,
their pixels (GetDIBits: the image black where the mask is white), that SelectObject
of either into a program's DC fails (the list's own DCs hold them), then writes two rows
of image 1 through the section's bits (GetObject's bmBits) and draws it: the list draws
what the program wrote. Then DrawIndirect with ILD_MASK, ILD_IMAGE, ILD_ROP (SRCINVERT),
ILS_SATURATE and ILS_ALPHA, transparent and over a background, on a masked list and a
list without a mask, the depths of ILC_COLOR4 to ILC_COLOR32 lists' bitmaps, and
ImageList_Duplicate (the program's rows come along; room for the images and one);
ImageList_Write's ILHEAD and first .bmp header and ImageList_Read of it, for the list
above and an ILC_COLOR8 | ILC_MASK list through adds, SetImageCount and Remove(-1) (the
room and growth step Windows keeps); ImageList_SetColorTable (ordinal 390) and the
section's table after it; ImageList_GetFlags (ILC_COLOR as ILC_COLOR4). The
expected lines are what the same binaries print under Wine 8 (``xvfb-run -a wine
ilbits.exe``; a win64 prefix for test/exe64); the 64-bit one differs only in
GetObject's size of a DIBSECTION (104 bytes there).
"""

from paths import guest_exe

EXPECTED = [
    'add 0: 0',
    'add 1: 1',
    'add 2: 2',
    'add 3: 3',
    'add 4: 4',
    'add 5: 5',
    'info 5: 1 image 1 mask 1 rc 4,4,8,8',
    'info 6: 0, NULL: 0',
    'hbmImage: 16x8, depth 24',
    'hbmMask: 16x8, 1 bit(s)',
    'rect 2: 1 8,0,12,4',
    'rect 6: 0',
    'GetDIBits image: 8',
    'image tile 5: 000000 2080c0 2080c0 2080c0',
    'image tile 0: 000000 ff0000 ff0000 ff0000',
    'GetDIBits mask: 8',
    'mask tile 5: ffffff 000000 000000 000000',
    'mask tile 5, row 2: 000000 000000 000000 000000',
    'select hbmImage: 0, hbmMask: 0',
    'GetObject: 84, bits 1, 24 bits a pixel',
    'draw 1: 1',
    '  row 0: ffffff 00ff00 00ff00 00ff00',
    '  row 1: 102030 102030 102030 102030',
    '  row 2: 102030 102030 102030 102030',
    '  row 3: 00ff00 00ff00 00ff00 00ff00',
    'ILD_NORMAL 1:: ffffff 2080c0 2080c0 2080c0',
    'ILD_MASK 1:: ffffff 000000 000000 000000',
    'ILD_IMAGE 1:: ffffff 2080c0 2080c0 2080c0',
    'ILD_ROP SRCINVERT 1:: ffffff 2080c0 2080c0 2080c0',
    'ILS_SATURATE 1:: ffffff 6b6b6b 6b6b6b 6b6b6b',
    'ILS_ALPHA 128 1:: ffffff 8fbfdf 8fbfdf 8fbfdf',
    'ILD_MASK over blue 1:: ffffff 000000 000000 000000',
    'ILD_NORMAL over blue 1:: 0000ff 2080c0 2080c0 2080c0',
    'ILD_ROP SRCINVERT over blue 1:: ffff00 df7f3f df7f3f df7f3f',
    'ILC_COLOR4: depth 4',
    'ILC_COLOR8: depth 8',
    'ILC_COLOR16: depth 16',
    'ILC_COLOR24: depth 24',
    'ILC_COLOR32: depth 32',
    'no mask ILD_ROP SRCINVERT 1:: 00ffff 00ffff 00ffff 00ffff',
    'no mask ILD_MASK 1:: ff0000 ff0000 ff0000 ff0000',
    'no mask: hbmMask 0, rc 0,0,4,4',
    'duplicate: 1, 6 images, 4x4: 102030 102030 102030 102030',
    'duplicate bitmap: 16x8, mask 1',
    'stream: write 1, 560 bytes, magic 4c49 version 101 cur 6 max 7 grow 4 4x4 bk ffffffff flags 19 ovl -1',
    '  image bmp: 16x8, 24 bits, off 54',
    '  read: 1, 6 images: ffffff 00ff00 00ff00 00ff00',
    'destroy: 1',
    'new 8-bit: write 1, 1248 bytes, magic 4c49 version 101 cur 0 max 3 grow 8 4x4 bk ffffffff flags 9 ovl -1',
    '  image bmp: 16x4, 8 bits, off 1078',
    '  read: 1, 0 images',
    'add 3: 0',
    '3 images: write 1, 1408 bytes, magic 4c49 version 101 cur 3 max 12 grow 8 4x4 bk ffffffff flags 9 ovl -1',
    '  image bmp: 16x12, 8 bits, off 1078',
    '  read: 1, 3 images: 0000ff 0000ff 0000ff 0000ff',
    'add 3 more: 3',
    '6 images: write 1, 1408 bytes, magic 4c49 version 101 cur 6 max 12 grow 8 4x4 bk ffffffff flags 9 ovl -1',
    '  image bmp: 16x12, 8 bits, off 1078',
    '  read: 1, 6 images: 0000ff 0000ff 0000ff 0000ff',
    'set count 2: 1',
    'count 2: write 1, 1248 bytes, magic 4c49 version 101 cur 2 max 3 grow 8 4x4 bk ffffffff flags 9 ovl -1',
    '  image bmp: 16x4, 8 bits, off 1078',
    '  read: 1, 2 images: 0000ff 0000ff 0000ff 0000ff',
    'remove all: 1',
    'empty: write 1, 1328 bytes, magic 4c49 version 101 cur 0 max 8 grow 8 4x4 bk ffffffff flags 9 ovl -1',
    '  image bmp: 16x8, 8 bits, off 1078',
    '  read: 1, 0 images',
    'set table: 2',
    'table: 8 bits, cc2010 0000cc 008000',
    'flags: 9 5',
    'done',
]


def test_image_list_bitmaps_and_draw_styles(boot, tmp_path, width):
    d = boot(guest_exe("ilbits", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    expected = list(EXPECTED)
    if width == 8:
        expected[expected.index('GetObject: 84, bits 1, 24 bits a pixel')] = \
            'GetObject: 104, bits 1, 24 bits a pixel'
    assert d.vm.stdout_log == expected
