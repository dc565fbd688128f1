"""The Windows-1252 characters 0x80-0x9F in the bundled raster fonts (issue 23, docs/runtimes.md
"Programs in the wild (session 32): GUI programs"): twinbird/win32api_tetris labels its
clock with Shift-JIS bytes that Windows-1252 reads as ``ƒvƒŒƒCŽžŠÔ``; the ISO 8859-1
strikes held nothing in those cells, so the label drew as ``vCÔ``.

test/exe/cp1252ink.exe (guests/tests/cp1252ink.c) draws each of the 27 characters with
TextOutA into a memory DC and prints those without a width or ink. The expected lines are
what the same binary prints under Wine 8 (``xvfb-run -a wine cp1252ink.exe``; the x86-64
build prints the same under 64-bit Wine). The test runs at both widths.
"""

from paths import guest_exe

from wineagent.win32.gdi.fontmap import load_pil, strikes

EXPECTED = [
    "SYSTEM_FONT: 27 of 27 drawn",
    "MS Sans Serif 8: 27 of 27 drawn",
    "ellipsis narrower than three stops: 1",
    "euro A width == W width: 1",
]

#: the characters Windows-1252 puts in 0x80-0x9F (five cells there are not characters)
CP1252_ONLY = [c for c in range(0x80, 0xA0) if c not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)]


def test_cp1252_characters_draw(boot, tmp_path, width):
    d = boot(guest_exe("cp1252ink", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_every_strike_has_the_cp1252_cells():
    """Every bundled Helvetica, Times and Courier strike has a glyph in each of the 27
    cells, none taller than the Latin-1 cell (which would move Pillow's baseline)."""
    for s in strikes():
        if s.family == "terminal":
            continue
        f = load_pil(s.file)
        cell = f.getbbox("ÁÇgjÅ_")
        for c in CP1252_ONLY:
            box = f.getbbox(chr(c))
            assert box[2] > box[0], (s.file, hex(c))
            assert f.getlength(chr(c)) > 0, (s.file, hex(c))
            assert box[3] <= cell[3], (s.file, hex(c))


def test_kept_widths_are_the_measured_ones():
    """A bundled font measures each string once: the kept width is Pillow's own, for
    every strike, asked twice, with characters beyond Latin-1 drawn as their cells."""
    from PIL import ImageFont
    texts = ["", "Game", "&Help", "x" * 40, "caf\u00e9 \u20ac \u201cq\u201d", "\u4e2d"]
    for s in strikes():
        f = load_pil(s.file)
        for _ in range(2):
            for t in texts:
                assert f.getlength(t) == ImageFont.ImageFont.getlength(
                    f, t.replace("\u4e2d", "?").replace("\u20ac", "\x80")
                    .replace("\u201c", "\x93").replace("\u201d", "\x94"))
