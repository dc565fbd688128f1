"""DirectWrite's font model past IDWriteFont (guests/tests/dwfont.c; docs/dlls.md
"DirectWrite's font model"), both widths: IDWriteFont1/2 and IDWriteFontFace1/2 (metrics
with the glyph box and sub/superscripts, PANOSE, Unicode ranges, monospacing, caret,
advances, kerning, vertical variants, colour palettes, rendering modes), a face's font
file (GetFiles, the reference key, the loader, Analyze, the stream's fragments), font
tables (TryGetFontTable of ``head``, ``OS/2``, ``hhea`` and of a table the font lacks),
a face made from the file (CreateFontFace), local font files (CreateFontFileReference,
IDWriteLocalFontFileLoader's path, write time and stream; Analyze of an sfnt and of a
text file) and IDWriteFactory2's CreateGlyphRunAnalysis (ClearType 3x1 or grayscale
1x1 textures).

The expected lines are Wine 8's for the same binaries (its 64-bit and 32-bit prefixes
print the same lines), but for these differences on purpose (WINE_DIFFERENCES):

- IDWriteFontFace3: ours are Windows 8.1's interfaces (the factory is IDWriteFactory2),
  Wine 8's faces answer later ones; its fonts, like ours, do not answer IDWriteFont3;
- sideways design advances: ours are the glyphs' advance heights as documented; Wine 8
  does not implement sideways advances (a FIXME) and answers the widths;
- the face's file: Wine's fonts are files on the disk (the local font file loader, a
  stream with the file's write time); ours are the fonts' OpenType files made in memory
  (gdi/sfnt.py: there is no font file in the guest's view), read by a loader of
  fonts in memory that is not the local loader, whose stream has no write time
  (E_NOTIMPL, the value untouched, as Windows' in-memory streams answer).

The guest asks GDI interop for "DejaVu Sans" and "DejaVu Sans Mono" (host fonts Wine's
prefix sees); ours substitutes MS Sans Serif and Courier as GDI does, so the lines are
comparisons that hold for any font.
"""

from paths import guest_exe

#: Wine 8's line -> ours.
WINE_DIFFERENCES = {
    'IDWriteFontFace3: 00000000 1': 'IDWriteFontFace3: 80004002 0',
    'sideways advances: 00000000 height 0': 'sideways advances: 00000000 height 1',
    'local loader: 00000000 1': 'local loader: 80004002 0',
    'stream write time: 00000000 set 1': 'stream write time: 80004001 set 0',
}

WINE_LINES = [
    'fonts: 1 1',
    'IDWriteFont1: 00000000 1',
    'IDWriteFont2: 00000000 1',
    'IDWriteFont3: 80004002 0',
    'metrics1: em 1 ascent 1 descent 1 cap 1 box top>0 1 bottom<=0 1 right>left 1',
    '  subscript size>0 1 below 1 superscript above 1 typographic 0',
    'panose family kind 2',
    'ranges short: 8007007a count>0 1',
    'ranges: 1 has A 1',
    'monospaced: sans 0 mono 1',
    'color font: 0',
    'face type: 1',
    'IDWriteFontFace1: 00000000 1',
    'IDWriteFontFace2: 00000000 1',
    'IDWriteFontFace3: 00000000 1',
    "face metrics1 same as font's: 1",
    'gdi metrics1 16: 00000000 em 1 ascent>0 1',
    'gdi metrics1 0: 80070057 em 0',
    'caret: rise>0 1 run 0 offset 0',
    'design advances: 00000000 same 1',
    'sideways advances: 00000000 height 0',
    'gdi advances 16: 00000000 A>0 1',
    'kerning A i: 00000000 0 0',
    'rendering mode1: 00000000',
    'vertical variants: 00000000 same 1 has 0',
    'face2 color 0 palettes 0 entries 0',
    'palette entries: 8898500c',
    'rendering mode2: 00000000',
    'files count: 00000000 1',
    'files of none: 80070057 untouched 1',
    'files: 00000000 1',
    'key: 00000000 size>0 1',
    'loader: 00000000 1',
    'local loader: 00000000 1',
    'analyze: 00000000 supported 1 file 2 face 1 faces 1',
    'stream: 00000000 1',
    'file size: 00000000 >100 1',
    'fragment: 00000000 version 00010000 ctx 1',
    'fragment past the end: 80004005 null 1 ctx 1',
    'stream write time: 00000000 set 1',
    'second stream: 1',
    'head: 00000000 exists 1 size 54 magic 1 em 1',
    'OS/2: 00000000 exists 1 weight 1',
    'hhea: 00000000 exists 1 size 36 ascender 1',
    'zzzz: 00000000 exists 0 null 1 size 0 ctx 1',
    'face from file: 00000000 1',
    '  same metrics 1 glyphs 1',
    'face 3 of the file: 80070057 null 1',
    'sfnt reference: 00000000 1',
    '  local loader: 00000000 1',
    '  path length: 00000000 same 1',
    '  path: 00000000 same 1',
    "  write time: 00000000 file's 1",
    '  analyze: 00000000 supported 1 file 2 face 1 faces 1',
    '  stream: 00000000 1',
    '  size 16 first 00000000 00010000 ctx 1',
    "  stream write time: 00000000 file's 1",
    '  given write time kept: 1',
    'text reference: 00000000 1',
    '  local loader: 00000000 1',
    '  path length: 00000000 same 1',
    '  path: 00000000 same 1',
    "  write time: 00000000 file's 1",
    '  analyze: 00000000 supported 0 file 0 face 6 faces 0',
    '  stream: 00000000 1',
    '  size 16 first 00000000 6e6f7420 ctx 1',
    "  stream write time: 00000000 file's 1",
    '  given write time kept: 1',
    'analysis2 default: 80070057',
    'analysis2 cleartype: 00000000 1',
    '  3x1 not empty 1 1x1 empty 1',
    'analysis2 grayscale: 00000000 1',
    '  1x1 not empty 1 3x1 empty 1',
    'analysis2 antialias 7: 80070057 null 1',
    'release factory: 1',
]
EXPECTED = [WINE_DIFFERENCES.get(line, line) for line in WINE_LINES]


def test_font_model(boot, width):
    d = boot(guest_exe("dwfont", width), settle=False)
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
