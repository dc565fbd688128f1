"""The rows GetDIBits and SetDIBits copy (docs/gdi.md "DIB scan lines"; Wine's bitmap.c
test_GetDIBits_top_down, test_GetDIBits_scanlines, test_SetDIBits, test_SetDIBits_RLE8):
GetDIBits lays its rows out by the caller's DIB -- its width and height kept in the header,
scan lines counted from its bottom whatever its orientation, its top row the bitmap's top
row, its rows below the bitmap written as zeros and not counted (before, the header took the
bitmap's size and a top-down DIB's band was counted from its top); SetDIBits leaves the rest
of a 32-bit section whole, fourth bytes included (they came back 0); a run-length DIB with no
lines asked draws nothing, and the pixels its runs skip keep every byte.

test/exe/gdi_dibrows.exe and test/exe64/gdi_dibrows.exe (guests/tests/gdi_dibrows.c) print a
line per check; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine gdi_dibrows.exe``), the same at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'GetDIBits 4x4 start=0 lines=4 (4x4, 64): ret=4 10101 20202 30303 40404 50505 60606 70707 80808 90909 a0a0a b0b0b c0c0c d0d0d e0e0e f0f0f 101010 cccccccc cccccccc',
    'GetDIBits 4x4 start=1 lines=2 (4x4, 64): ret=2 50505 60606 70707 80808 90909 a0a0a b0b0b c0c0c cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x4 start=1 lines=9 (4x4, 64): ret=3 50505 60606 70707 80808 90909 a0a0a b0b0b c0c0c d0d0d e0e0e f0f0f 101010 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x4 start=5 lines=2 (4x4, 64): ret=1 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x8 start=1 lines=6 (4x8, 128): ret=3 0 0 0 0 0 0 0 0 0 0 0 0 10101 20202 30303 40404 50505 60606',
    'GetDIBits 4x8 start=3 lines=4 (4x8, 128): ret=3 0 0 0 0 10101 20202 30303 40404 50505 60606 70707 80808 90909 a0a0a b0b0b c0c0c cccccccc cccccccc',
    'GetDIBits 4x-4 start=0 lines=4 (4x-4, 64): ret=4 d0d0d e0e0e f0f0f 101010 90909 a0a0a b0b0b c0c0c 50505 60606 70707 80808 10101 20202 30303 40404 cccccccc cccccccc',
    'GetDIBits 4x-4 start=1 lines=2 (4x-4, 64): ret=2 90909 a0a0a b0b0b c0c0c 50505 60606 70707 80808 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x-8 start=0 lines=8 (4x-8, 128): ret=4 d0d0d e0e0e f0f0f 101010 90909 a0a0a b0b0b c0c0c 50505 60606 70707 80808 10101 20202 30303 40404 0 0',
    'GetDIBits 4x-8 start=2 lines=5 (4x-8, 128): ret=3 90909 a0a0a b0b0b c0c0c 50505 60606 70707 80808 10101 20202 30303 40404 0 0 0 0 0 0',
    'GetDIBits 4x-8 start=5 lines=6 (4x-8, 128): ret=3 d0d0d e0e0e f0f0f 101010 90909 a0a0a b0b0b c0c0c 50505 60606 70707 80808 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x-3 start=1 lines=2 (4x-3, 48): ret=2 d0d0d e0e0e f0f0f 101010 90909 a0a0a b0b0b c0c0c cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 2x4 start=0 lines=2 (2x4, 32): ret=2 10101 20202 50505 60606 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 2x-4 start=1 lines=2 (2x-4, 32): ret=2 90909 a0a0a 50505 60606 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'GetDIBits 4x2 start=0 lines=2 (4x2, 32): ret=2 90909 a0a0a b0b0b c0c0c d0d0d e0e0e f0f0f 101010 cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc cccccccc',
    'SetDIBits start=1 lines=2: ret=2 aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa 101010 202020 303030 404040 505050 606060 707070 808080 aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa',
    'SetDIBits RLE8 lines=0: ret=0 aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa',
    'SetDIBits RLE8 lines=4: ret=4 112233 112233 aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa 224466 aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa',
]


def test_dib_rows_are_copied_as_windows_copies_them(boot, width):
    d = boot(guest_exe("gdi_dibrows", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == EXPECTED
