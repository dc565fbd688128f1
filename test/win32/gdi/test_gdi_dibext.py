"""The DIB sizes and colour uses the DIB functions take (docs/compat.md, "DIB sizes and
colour uses"; Wine's bitmap.c test_dib_formats, test_dibsections): a negative or zero
width or a zero height is refused by SetDIBits, SetDIBitsToDevice, StretchDIBits and
GetDIBits (before this a negative width reached the guest as a Python ValueError from
SetDIBitsToDevice); DIB_PAL_INDICES is taken by SetDIBitsToDevice and StretchDIBits
only, anything past it by none; bit fields with any mask 0 are refused by
CreateDIBSection and SetDIBits; a DIB_PAL_COLORS section's table answers 2^bpp entries;
SetDIBitsToDevice draws only the scan lines it is given (those past the DIB's last are
not read, the rest of the rectangle is left as it was), a top-down DIB's buffer read top
row first but counted from the bottom like a bottom-up one; SetDIBits lines a DIB's top
row up with the bitmap's, a top-down DIB's band counted from its bottom too (all its lines
set and counted, even past its top).

test/exe/gdi_dibext.exe and test/exe64/gdi_dibext.exe (guests/tests/gdi_dibext.c) print
a line per check; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine gdi_dibext.exe``), one line apart (PAL_INDICES_WINE below).
"""

from paths import guest_exe

EXPECTED = [
    '2x2x32: SetDIBits=1 SetDIBitsToDevice=1 StretchDIBits=2 GetDIBits=2 GetDIBits(NULL)!=0:1 CreateDIBitmap=1 CreateDIBSection=1',
    'negative width: SetDIBits=0 SetDIBitsToDevice=0 StretchDIBits=0 GetDIBits=0 GetDIBits(NULL)!=0:0 CreateDIBitmap=0 CreateDIBSection=0',
    'zero width: SetDIBits=0 SetDIBitsToDevice=0 StretchDIBits=0 GetDIBits=0 GetDIBits(NULL)!=0:0 CreateDIBitmap=1 CreateDIBSection=0',
    'zero height: SetDIBits=0 SetDIBitsToDevice=0 StretchDIBits=0 GetDIBits=0 GetDIBits(NULL)!=0:0 CreateDIBitmap=1 CreateDIBSection=0',
    'top-down: SetDIBits=1 SetDIBitsToDevice=1 StretchDIBits=2 GetDIBits=2 GetDIBits(NULL)!=0:1 CreateDIBitmap=1 CreateDIBSection=1',
    'DIB_PAL_COLORS+1: SetDIBits=0 SetDIBitsToDevice=1 StretchDIBits=2 GetDIBits=0 GetDIBits(NULL)!=0:0 CreateDIBitmap=1 CreateDIBSection=0',
    'DIB_PAL_COLORS+2: SetDIBits=0 SetDIBitsToDevice=0 StretchDIBits=0 GetDIBits=0 GetDIBits(NULL)!=0:0 CreateDIBitmap=0 CreateDIBSection=0',
    'bitfields 3,0,7: SetDIBits=0 SetDIBitsToDevice=1 StretchDIBits=2 GetDIBits=2 GetDIBits(NULL)!=0:1 CreateDIBitmap=1 CreateDIBSection=0',
    'bitfields 55,44,33: SetDIBits=1 SetDIBitsToDevice=1 StretchDIBits=2 GetDIBits=2 GetDIBits(NULL)!=0:1 CreateDIBitmap=1 CreateDIBSection=1',
    'pal section: biClrUsed=256',
    'scan start=0 lines=4 sy=0: ret=4 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10',
    'scan start=2 lines=2 sy=0: ret=2 aa aa aa aa aa aa aa aa 01 02 03 04 05 06 07 08',
    'scan start=2 lines=5 sy=0: ret=2 aa aa aa aa aa aa aa aa 01 02 03 04 05 06 07 08',
    'scan start=3 lines=1 sy=0: ret=1 aa aa aa aa aa aa aa aa aa aa aa aa 01 02 03 04',
    'scan start=4 lines=1 sy=0: ret=0 aa aa aa aa aa aa aa aa aa aa aa aa aa aa aa aa',
    'scan start=1 lines=2 sy=1: ret=2 01 02 03 04 05 06 07 08 aa aa aa aa aa aa aa aa',
    'scan start=0 lines=8 sy=2: ret=4 09 0a 0b 0c 0d 0e 0f 10 aa aa aa aa aa aa aa aa',
    'top-down start=0 lines=2: ret=2 05 06 07 08 01 02 03 04 aa aa aa aa aa aa aa aa',
    'top-down start=1 lines=2: ret=2 aa aa aa aa 05 06 07 08 01 02 03 04 aa aa aa aa',
    'top-down start=2 lines=2: ret=2 aa aa aa aa aa aa aa aa 05 06 07 08 01 02 03 04',
    'SetDIBits height=4 start=1 lines=2: ret=2 aa aa aa aa 01 02 03 04 05 06 07 08 aa aa aa aa',
    'SetDIBits height=8 start=1 lines=6: ret=6 0d 0e 0f 10 11 12 13 14 15 16 17 18 aa aa aa aa',
    'SetDIBits height=3 start=1 lines=2: ret=2 aa aa aa aa aa aa aa aa 01 02 03 04 05 06 07 08',
    'SetDIBits height=-4 start=1 lines=2: ret=2 aa aa aa aa 05 06 07 08 01 02 03 04 aa aa aa aa',
    'SetDIBits height=-8 start=1 lines=6: ret=6 09 0a 0b 0c 05 06 07 08 01 02 03 04 aa aa aa aa',
    'SetDIBits height=-8 start=4 lines=6: ret=6 15 16 17 18 11 12 13 14 0d 0e 0f 10 09 0a 0b 0c',
    'SetDIBits height=-8 start=5 lines=6: ret=6 aa aa aa aa 15 16 17 18 11 12 13 14 0d 0e 0f 10',
    'SetDIBits height=-3 start=1 lines=2: ret=2 aa aa aa aa aa aa aa aa 05 06 07 08 01 02 03 04',
    'pal indices: ret=1 pixel=800000',
]

#: Wine 8 draws a DIB_PAL_INDICES pixel from the colour table it reads as RGBQUADs (its
#: FIXME in win32u/dib.c, bitmapinfo_from_user_bitmapinfo); Windows documents that such a
#: DIB has no colour table and its pixels are system palette indexes, so index 1 is the
#: system palette's entry 1, dark red.
PAL_INDICES_WINE = "pal indices: ret=1 pixel=404040"


def test_dib_sizes_and_colour_uses_answer_what_windows_answers(boot, width):
    d = boot(guest_exe("gdi_dibext", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == EXPECTED


def test_pal_indices_is_the_one_line_apart_from_wine():
    assert EXPECTED[-1] != PAL_INDICES_WINE
    assert EXPECTED[-1].startswith(PAL_INDICES_WINE[:len("pal indices: ret=1 ")])
