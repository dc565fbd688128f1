"""Device-dependent bitmaps of every depth and the display's DCs (docs/gdi.md "Bitmap
depths", docs/compat.md session 36 `bitmapc`; Wine's bitmap.c test_select_object,
test_CreateBitmap, test_mono_bitmap, user32's monitor.c test_display_dc): CreateBitmap
rounds a depth up to 1, 4, 8, 16, 24 or 32 bits (15 makes 16, 0 makes 4, past 32 fails
with ERROR_INVALID_PARAMETER; before this 15 stopped the guest as unimplemented), an
empty size gives the stock 1x1 bitmap (which DeleteObject keeps), GetBitmapBits and
SetBitmapBits move WORD-aligned rows of the bitmap's own depth and each depth keeps only
the colours it holds (the default 16- and 256-colour tables, 5 bits a channel);
SelectObject refuses a bitmap in a DC that is not a memory DC, one another DC selects,
and a DDB of neither 1 nor 32 bits (a DIB section of any depth goes); the display is 32
bits (GetDeviceCaps, EnumDisplaySettings, CreateCompatibleBitmap) and a display DC has a
surface bitmap; a 32-bit DDB keeps the fourth bytes it is given (AlphaBlend's
AC_SRC_ALPHA blends with them; GDI's drawing writes 0 there; a source of another depth is
refused with ERROR_INVALID_PARAMETER); CreateDIBSection takes a header of 12 bytes or of 40 and more (before this one of
39 bytes stopped the guest); SetDIBits and SetDIBitsToDevice refuse a top-down run-length DIB with ERROR_INVALID_PARAMETER (it
stopped the guest); GetDIBits fails without a DC (leaving the header) and answers 1 without
bits; drawing on a monochrome bitmap makes a pen's colour black or white
against the DC's background colour, takes a colour source's background colour (as a
palettized source holds it) as white, and copies a monochrome pattern's bits as they are
(on colour: 0 bits the text colour, 1 bits the background colour).

test/exe/gdi_ddb.exe and test/exe64/gdi_ddb.exe (guests/tests/gdi_ddb.c) print a line per
check; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine gdi_ddb.exe``), but the lines in WINE_DIFFERS.
"""

from paths import guest_exe

EXPECTED = [
    'CreateBitmap bpp=0: bits=4 widthbytes=2 planes=1 size=4',
    'CreateBitmap bpp=1: bits=1 widthbytes=2 planes=1 size=4',
    'CreateBitmap bpp=2: bits=4 widthbytes=2 planes=1 size=4',
    'CreateBitmap bpp=4: bits=4 widthbytes=2 planes=1 size=4',
    'CreateBitmap bpp=5: bits=8 widthbytes=4 planes=1 size=8',
    'CreateBitmap bpp=8: bits=8 widthbytes=4 planes=1 size=8',
    'CreateBitmap bpp=15: bits=16 widthbytes=6 planes=1 size=12',
    'CreateBitmap bpp=16: bits=16 widthbytes=6 planes=1 size=12',
    'CreateBitmap bpp=17: bits=24 widthbytes=10 planes=1 size=20',
    'CreateBitmap bpp=24: bits=24 widthbytes=10 planes=1 size=20',
    'CreateBitmap bpp=25: bits=32 widthbytes=12 planes=1 size=24',
    'CreateBitmap bpp=32: bits=32 widthbytes=12 planes=1 size=24',
    'CreateBitmap bpp=33: NULL error=87',
    'CreateBitmap too wide: 0 error=87',
    'CreateBitmap -3x-2: 1 3x2',
    'CreateBitmapIndirect bmType=1: 0 error=87',
    'CreateBitmapIndirect widthbytes=28: widthbytes=2',
    'stock: CreateBitmap(0,1)=1 CreateCompatibleBitmap(0,0)=1 CreateDiscardableBitmap(0,0)=1 CreateCompatibleBitmap(screen,0,5)=1',
    'DeleteObject(stock)=1 still=24',
    'CreateCompatibleBitmap(screen): bits=32',
    'CreateDiscardableBitmap(memdc): bits=1',
    'rows bpp=1: set=4 got=4 80 00 00 00',
    'rows bpp=4: set=4 got=4 a5 00 3c 00',
    'rows bpp=8: set=4 got=4 a5 5a 3c c3',
    'rows bpp=16: set=8 got=8 a5 5a 3c c3 12 34 56 78',
    'rows bpp=24: set=12 got=12 a5 5a 3c c3 12 34 56 78 9a bc de f0',
    'rows bpp=32: set=16 got=16 a5 5a 3c c3 12 34 56 78 9a bc de f0 0f ed cb a9',
    'colours bpp=1: ffffff 000000',
    'colours bpp=4: 808000 808000',
    'colours bpp=8: e08000 40a040',
    'colours bpp=16: f78410 429c31',
    'colours bpp=24: f08010 449933',
    'colours bpp=32: f08010 449933',
    'table bpp=4: 7=808080 8=c0c0c0 9=ff0000 10=00ff00',
    'table bpp=8: 7=c0c0c0 8=c0dcc0 9=a6caf0 10=402000 100=808040 246=fffbf0',
    'GetDIBits(hdc 0): 0 error=87 sizeimage=0',
    'GetDIBits(no bits): 1 1',
    'alpha from a 32-bit DDB: bfbfbf',
    'after SetPixel: bits=00404040 blend=3f3f3f',
    'alpha from a 1-bit DDB: 0 error=87',
    'header sizes: 11=0 12=1 13=0 16=0 39=0 40=1 41=1 44=1 108=1 124=1',
    'SetDIBits top-down RLE8: 0 error=87',
    'SetDIBitsToDevice top-down RLE8: 0 error=87',
    'select into GetDC(0): 0',
    'select into memdc: 1',
    'select into a second DC: 0',
    'after DeleteDC of the first: 1',
    'select DDB bpp=1: 1',
    'select DDB bpp=4: 0',
    'select DDB bpp=8: 0',
    'select DDB bpp=16: 0',
    'select DDB bpp=24: 0',
    'select DDB bpp=32: 1',
    'select DIB bpp=1: 1 BITSPIXEL=32',
    'select DIB bpp=4: 1 BITSPIXEL=32',
    'select DIB bpp=8: 1 BITSPIXEL=32',
    'select DIB bpp=16: 1 BITSPIXEL=32',
    'select DIB bpp=24: 1 BITSPIXEL=32',
    'select DIB bpp=32: 1 BITSPIXEL=32',
    'memdc: BITSPIXEL=32 NUMCOLORS=-1',
    'GetDC(0): BITSPIXEL=32 bitmap=1 size=0 0x0 bits=0 widthbytes-ok=1',
    'CreateDC(DISPLAY1): BITSPIXEL=32 bitmap=1 size=0 0x0 bits=0 widthbytes-ok=1',
    'select into CreateDC: 0',
    'EnumDisplaySettings: dmBitsPerPel=32',
    'mono pen 0000ff fg 000000 bg ffffff: pixel=000000 bits=0000 setpixel=000000 nearest=000000',
    'mono pen f0f0f0 fg 000000 bg ffffff: pixel=000000 bits=0000 setpixel=ffffff nearest=ffffff',
    'mono pen ffffff fg 000000 bg ffffff: pixel=ffffff bits=ffff setpixel=ffffff nearest=ffffff',
    'mono pen 808080 fg 000000 bg 808080: pixel=ffffff bits=ffff setpixel=ffffff nearest=ffffff',
    'mono pen 202020 fg 000000 bg 808080: pixel=000000 bits=0000 setpixel=000000 nearest=000000',
    'mono pen 202020 fg ffffff bg 000000: pixel=ffffff bits=ffff setpixel=000000 nearest=000000',
    'mono pen 607080 fg 304050 bg 607080: pixel=000000 bits=0000 setpixel=000000 nearest=000000',
    'mono pen c0c0c0 fg 304050 bg 607080: pixel=ffffff bits=ffff setpixel=ffffff nearest=ffffff',
    'mono pen 000000 fg a0a0a0 bg 203010: pixel=000000 bits=0000 setpixel=000000 nearest=000000',
    'mono pattern on mono: bits=5555',
    'mono DDB to mono: bits=5555',
    'mono from DIB f0ffff/000020 fg ffffff bg 000000: bits=5555',
    'mono from DIB 100000/fff0ff fg ffffff bg 000000: bits=aaaa',
    'mono from DIB 100000/fff0ff fg 001400 bg f0f0f0: bits=5555',
    'mono from DIB 100000/fff0ff fg fafafa bg 0a0a0a: bits=aaaa',
    'colour to mono: ffffff 000000 000000 ffffff',
    'mono to colour: 00ff00 0000ff 0000ff 00ff00',
    'mono pattern on colour: 0000ff 00ff00',
]

#: GetObject's BITMAP size after DeleteObject of the stock bitmap: sizeof(BITMAP), 32
#: bytes in a 64-bit program
EXPECTED64 = {"DeleteObject(stock)=1 still=24": "DeleteObject(stock)=1 still=32"}

#: Lines where we answer otherwise than Wine 8, and why:
#: - a display DC's surface bitmap: Windows 8 on answers GetObject with the virtual
#:   screen's size at 32 bits (monitor.c test_display_dc checks it, todo_wine); Wine 8's
#:   GetObject of it fails (size 0), as Windows 7 did.
#: - a 16-bit DDB keeps 5 bits a channel (the top bit of each pixel is not kept here:
#:   Wine's DDBs are DIBs that keep every bit; docs/gdi.md "Bitmap depths").
WINE_DIFFERS = {
    "rows bpp=16: set=8 got=8 a5 5a 3c c3 12 34 56 78":
        "rows bpp=16: set=8 got=8 a5 5a 3c 43 12 34 56 78",
    "GetDC(0): BITSPIXEL=32 bitmap=1 size=0 0x0 bits=0 widthbytes-ok=1":
        "GetDC(0): BITSPIXEL=32 bitmap=1 size={size} 640x480 bits=32 widthbytes-ok=1",
    "CreateDC(DISPLAY1): BITSPIXEL=32 bitmap=1 size=0 0x0 bits=0 widthbytes-ok=1":
        "CreateDC(DISPLAY1): BITSPIXEL=32 bitmap=1 size={size} 640x480 bits=32 "
        "widthbytes-ok=1",
}


def expected(width):
    """The lines for a guest of pointer size ``width`` (4 or 8): Wine's, with ours where
    WINE_DIFFERS names why."""
    size = "24" if width == 4 else "32"
    out = []
    for line in EXPECTED:
        if width == 8:
            line = EXPECTED64.get(line, line)
        out.append(WINE_DIFFERS.get(line, line).format(size=size))
    return out


def test_ddb_depths_selection_and_mono_colours_answer_as_windows(boot, width):
    d = boot(guest_exe("gdi_ddb", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == expected(width)


def test_the_lines_apart_from_wine_are_few_and_named():
    assert len(WINE_DIFFERS) == 3
    assert all(line in EXPECTED for line in WINE_DIFFERS)
