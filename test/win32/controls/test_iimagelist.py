"""An image list as a COM object (issue 23 item 6: comctl32's imagelist.c stopped at
HIMAGELIST_QueryInterface, then at ILD_PRESERVEALPHA and ImageList_WriteEx).

test/exe/iimagelist.exe (guests/tests/iimagelist.c) casts an HIMAGELIST to IImageList and
counts references with ImageList_Destroy, asks HIMAGELIST_QueryInterface and
ImageList_CoCreateInstance (IImageList2::Initialize), calls the IImageList methods on a
list of a plain and an alpha image, reads the pixels (alpha byte included) that
ImageList_DrawIndirect leaves on a 32-bit DIB section, writes and reads a list with
ImageList_WriteEx / ReadEx, and gets shell32's SHGetImageList by ordinal 727. WINE is what
the same binary prints under Wine 8 (``xvfb-run -a wine iimagelist.exe``), the same at both
widths.
"""

from paths import guest_exe

WINE = [
    'exports: 1 1 1 0',
    'addref: 2',
    'destroy: 1',
    'destroy again: 1',
    'destroy a third time: 0',
    'query: 0, same 1',
    'query IImageList2: 0, same 1',
    'release: 2',
    'release: 1',
    'query IStream: 0x80004002, null 1',
    'destroy: 1',
    'cocreate: 0',
    'initialize: 0x80004001, size 0x0',
    'release: 0',
    'cocreate another class: 0x80004002',
    'remove from empty: 0x80070057',
    'remove all from empty: 0',
    'add: 0, 0',
    'add alpha: 0, 1',
    'count: 2',
    'flags past the end: 0x80070057',
    'flags plain: 0',
    'flags alpha: 0x1',
    'icon size, no pointers: 0x80070057',
    'icon size: 0, 2x2',
    'image rect: 0, 2,0,4,2',
    'image rect past the end: 0x80004005',
    'set bk: 0, old 0xffffffff',
    'bk: 0x30201',
    'set overlay: 0',
    'overlay 2: 0x80004005, -1',
    'overlay 3: 0x80004005',
    'draw nothing: 0x80070057',
    'clone: 0, count 2, release 0',
    'merge: 0, size 3x3',
    'set count: 0',
    'count: 5',
    'remove 4: 0, remove 9: 0x80070057',
    'release: 0',
    'plain normal: 00ABCDEF',
    'plain preserve alpha: 00ABCDEF',
    'alpha normal: FFD1E4F6',
    'alpha preserve alpha: 895B6E80',
    'alpha preserve alpha, saturate: FFAEAEAE',
    'plain rop srccopy: 00ABCDEF',
    'plain rop srcinvert: FF543210',
    'plain alpha 127: FFD5E6F7',
    'alpha on black: alpha byte 89',
    'write ex normal: 0',
    'write ex downlevel: 0',
    'read back: 3 images',
    'read ex: none',
    'shell32 #727: found 1, 0, images 1',
    'done',
]

#: Wine's line -> ours. Wine 8 has no ImageList_ReadEx (Windows Vista and later export
#: it) and stubs IImageList2::Initialize (E_NOTIMPL); its GetOverlayImage looks up
#: overlays the other way round (Windows documents: the overlay's one-based number in,
#: the image index out); two blends round a unit apart (the Windows values Wine's
#: imagelist.c expects, 0xFFD3E5F7 and 0xFFAFAFAF within 8, are met by both).
OURS = {
    "exports: 1 1 1 0": "exports: 1 1 1 1",
    "initialize: 0x80004001, size 0x0": "initialize: 0, size 24x20",
    "overlay 2: 0x80004005, -1": "overlay 2: 0, 1",
    "alpha normal: FFD1E4F6": "alpha normal: FFD2E4F6",
    "alpha preserve alpha, saturate: FFAEAEAE": "alpha preserve alpha, saturate: FFAFAFAF",
    "read ex: none": "read ex: 0, 3 images",
}

EXPECTED = [OURS.get(line, line) for line in WINE]


def test_image_lists_are_com_objects(boot, tmp_path, width):
    d = boot(guest_exe("iimagelist", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == EXPECTED
