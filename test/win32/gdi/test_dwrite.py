"""DirectWrite over the desktop's fonts (guests/tests/dwrite.c; docs/dlls.md "DWRITE"),
both widths: DWriteCreateFactory, the system font collection, a family's fonts and names,
a face's metrics and glyphs, LOGFONT both ways, rendering parameters and a bitmap render
target drawing a glyph run (pixels lit inside the black box it reports), and a glyph run
analysis's aliased alpha texture.

The expected lines are Wine 8's for the same binaries (64-bit prefix and 32-bit Wine print
the same), but for one difference on purpose (WINE_DIFFERENCES):

- the default rendering parameters: Windows' ClearType defaults (gamma 1.8, enhanced
  contrast 0.5, RGB stripes: docs "ClearType registry settings"); Wine 8 answers gamma 2.0,
  contrast 0 and a flat geometry.

The guest asks for "DejaVu Sans", a TrueType family Wine's prefix has from the host;
ours substitutes it (a sans-serif face) with MS Sans Serif, as GDI does, so the family's
name differs: the guest prints only facts that hold for both (lengths, comparisons).
"""

from paths import guest_exe

#: Wine 8's line -> ours.
WINE_DIFFERENCES = {
    'rendering params: 00000000 gamma 2.0 contrast 0.0 geometry 0 mode 0':
        'rendering params: 00000000 gamma 1.8 contrast 0.5 geometry 1 mode 0',
}

WINE_LINES = [
    'shared factory: 00000000 1',
    'shared again same: 1 isolated differs: 1',
    'bad type: 00000000 1',
    'IDWriteFactory2: 00000000 1',
    'collection: 00000000 families 1',
    'family past the last: 80004005 null 1',
    'no such family: 00000000 ffffffff 0',
    'gdi interop: 00000000',
    'from LOGFONT DejaVu Sans: 00000000 weight 400 stretch 5 style 0 symbol 0 sims 0',
    'bold weight 700, italic style slanted 1',
    'family names: count 1 len 1 same 1 locale en-us',
    '  find EN-US: 00000000 0 1',
    '  find xx-yy: 00000000 ffffffff 0',
    '  short buffer: 8007007a 0',
    'found in collection: 00000000 1 1',
    'family fonts: 1',
    'face names: count 1 len 1 same 1 locale en-us',
    '  find EN-US: 00000000 0 1',
    '  find xx-yy: 00000000 ffffffff 0',
    '  short buffer: 8007007a 0',
    'win32 family names: 00000000 1',
    'has A: 1 has U+E000: 0',
    'metrics: em 1 ascent 1 descent 1 cap<asc 1 x<cap 1 gap 1',
    'face: 00000000 index 0 glyphs 1',
    'face IUnknown same: 1',
    'glyph indices: 00000000 A 1 i 1 U+E000 0',
    'glyph metrics: 00000000 A adv 1 i<A 1 lsb 1 vorigin 1',
    'gdi metrics 16: 00000000 em same 1 ascent 1 cell 1',
    'gdi glyph metrics 16: 00000000 A adv 1',
    'gdi metrics 0: 80070057 em 0',
    'glyph 60000 metrics: 00000000',
    'to LOGFONT: 00000000 height 0 weight 700 italic 0 charset 1 out 8 quality 0 pitch 0 system 1 face=family 1',
    'face to LOGFONT: 00000000 weight 400 italic 0 face=family 1',
    'face from HDC: 00000000 weight 700 face=family 1',
    'IDWriteFontFace2: 00000000 1',
    'rendering params: 00000000 gamma 2.0 contrast 0.0 geometry 0 mode 0',
    'custom params: 00000000 gamma 2.2 contrast 1.0 cleartype 0.5 geometry 2 mode 1',
    'custom gamma 0: 80070057 null 1',
    'render target: 00000000 size 64x32 dc 1 bpp 32 height 32 bits 1 ppd 1.0',
    'lit before: 0',
    'draw: 00000000 lit 1 box in target 1 box not empty 1',
    'pixel in box: 1',
    'transform: 00000000 1.0 0.0 0.0 1.0 3.0 4.5',
    'analysis default mode: 80070057 null 1',
    'analysis aliased: 00000000 1x1 not empty 1 near origin 1 3x1 empty 1',
    'texture short: 8007007a',
    'texture: 00000000 full 1 other 0',
    'blend params: 00000000 2.2 1.0 0.5',
    'ppd 0: 80070057',
    'resized: 00000000 10x12',
    'release target: 0',
    'release factory: 1',
]
EXPECTED = [WINE_DIFFERENCES.get(line, line) for line in WINE_LINES]


def test_directwrite(boot, width):
    d = boot(guest_exe("dwrite", width), settle=False)
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
