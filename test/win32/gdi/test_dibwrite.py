"""A DIB section the program writes itself, then draws on through a DC that selected it
before (issue 23, "Programs in the wild (stop 29): Qt": Qt 5 fills each glyph image
white with its own code, then draws the glyph with ExtTextOut in TRANSPARENT mode and
reads the bits back; GDI drew on the picture it had at SelectObject, black, and every
glyph came out a black box in Designer's windows).

test/exe/dibwrite.exe (guests/tests/dibwrite.c): GetPixel reads a pixel the program
wrote, DSTINVERT inverts the white the program wrote (it inverted the black GDI had
seen), transparent text leaves that white around its ink. Wine 8's lines, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'GetPixel of a written pixel: 0x563412',
    'DSTINVERT over written white: 0x000000, outside: 0xffffff',
    'transparent text on written white: some ink 1, less than its cell 1',
    'FillRect on written black: inside 0xffffff, then DSTINVERT outside 0xffffff',
]


def test_gdi_draws_on_what_the_program_wrote_to_a_dib_section(boot, tmp_path, width):
    d = boot(guest_exe("dibwrite", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
