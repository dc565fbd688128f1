"""DirectWrite text (guests/tests/dwtext.c; docs/dlls.md "DWRITE"), both widths: text
formats (defaults, getters, setters and their E_INVALIDARG ranges, line spacing, tab
stop, trimming with the ellipsis sign), typography, text layouts (clusters, line and text
metrics, wrapping, justified lines, newlines, an empty text, alignments, ranges of font size and
underline, a line trimmed with the ellipsis sign drawn through DrawInlineObject, a drawing
effect (the program's object) splitting runs, the program's inline object in place of
two characters (one cluster, the line raised to it, DrawInlineObject at its baseline), a layout drawn
into a bitmap render target by a renderer forwarding its glyph runs (ink on the line), a GDI-compatible layout, DetermineMinWidth, Draw through the program's
renderer with the baseline origins the line metrics give, hit tests) and the text
analyzer (scripts, line breakpoints, number substitutions, bidi levels, glyphs and
placements), and
IDWriteFactory2's system font fallback (MapCharacters) and TranslateColorGlyphRun.

The guest lays text out in the family GDI draws "DejaVu Sans" with (Wine's prefix has
DejaVu Sans from the host; ours substitutes MS Sans Serif), and prints only what holds
for any font: metrics against the face the renderer is handed, widths against cluster
widths. The expected lines are Wine 8's for the same binaries (32-bit and 64-bit print
the same), but for the differences on purpose (WINE_DIFFERENCES):

- hit testing: Wine 8 answers E_NOTIMPL for HitTestPoint, HitTestTextPosition and
  HitTestTextRange; ours follows the documentation (the lines are ours);
- the ellipsis sign's metrics: Wine 8 reports height and baseline 0; ours the sign's
  font's line height and baseline, as the sign's own layout has on Windows;
- justified alignment: Wine 8 lays justified text out as leading ("not implemented");
  ours fills a wrapped line to the layout's width over its inner spaces, as documented.
"""

from paths import guest_exe

#: Wine 8's line -> ours.
WINE_DIFFERENCES = {
    'sign metrics: 00000000 width>0 1 height>baseline 0 sideways 0':
        'sign metrics: 00000000 width>0 1 height>baseline 1 sideways 0',
    'hit position 1: 80004001': 'hit position 1: 00000000 x 1 y 0.0 pos 1 len 1',
    'hit point: 80004001': 'hit point: 00000000 trailing 1 inside 1 pos 1',
    'hit left: 80004001': 'hit left: 00000000 trailing 0 inside 0 pos 0',
    'hit right: 80004001': 'hit right: 00000000 trailing 1 inside 0 pos 27',
    'hit range: 80004001': 'hit range: 00000000 1 width 1',
    'justified: 00000000 lines 3 first fills 0':
        'justified: 00000000 lines 3 first fills 1',
}

WINE_LINES = [
    'format: 00000000',
    'size 0: 80070057 null 1',
    'style 3: 80070057 null 1',
    'defaults: align 0 para 0 wrap 0 read 0 flow 0 tab 80.0',
    'font: weight 700 style 0 stretch 5 size 20.0 family len 1 locale len 5',
    'family: 00000000 same 1',
    'family short: 8007007a',
    'locale: 00000000 en-us',
    'collection: 00000000 1',
    'set align 1: 00000000, 4: 80070057, now 0',
    'set para 3: 80070057 wrap 5: 80070057 read 4: 80070057 flow 4: 80070057',
    'tab 0: 80070057 tab 30: 00000000 now 80.0',
    'spacing -1: 80070057',
    'spacing: 00000000 1 30.0 24.0',
    'sign: 00000000',
    'sign of none: 80070057 null 1',
    'sign metrics: 00000000 width>0 1 height>baseline 0 sideways 0',
    'trimming: 00000000, granularity 5: 80070057',
    'get trimming: 00000000 1 same sign 1',
    'typography: 00000000 count 0',
    'feature: 00000000 count 1 same 1 past 80070057',
    'layout width -1: 80070057',
    'layout no text: 80070057',
    'layout: 00000000 max 10000.0 500.0',
    'clusters short: 8007007a 28',
    'clusters: 00000000 28 space 10 wrap after space 1 after H 0',
    'one line: 00000000 lines 1 width=sum 1 left 0.0 top 0.0 layout 10000.0 500.0',
    'line: 00000000 1 length 28 trailing 0 newline 0 height=metrics 1',
    'draw: 00000000 runs 1 glyphs 28 snapping asked 1 x 1 baseline 1',
    'face: size 20.0 baseline=ascent 1 height=asc+desc+gap 1 advance 1',
    'wrapped: lines 4 first 6 trailing 1 total 1 height 1',
    'min width: <= max 1 >0 1',
    'hit position 1: 80004001',
    'hit point: 80004001',
    'hit left: 80004001',
    'hit right: 80004001',
    'hit range: 80004001',
    'size range: 00000000 40.0 0 5',
    'size after: 20.0 5 4294967290',
    'size 0: 80070057',
    'underline: 00000000 1 0 3',
    'two sizes: runs 3 underlines 1 same baseline 1',
    'range family: 00000000 same 1 0 5',
    'newline: 00000000 lines 2 3/1/1 2/0/0',
    'newline cluster: 5 newline 1 white 1 wrap 1 width 0.0',
    'empty: 00000000 lines 1 width 0.0 height>0 1',
    'centered: left 1 top 1',
    'gdi layout: 00000000 whole pixels 1',
    'trimmed: 00000000 lines 1 trimmed 1 fits 1 length 28 inline 1 runs 2',
    'effect: 00000000 got 1 range 1 1 runs 3 effects 010',
    'justified: 00000000 lines 3 first fills 0',
    'inline: 00000000 got 1 range 2 2 clusters 4 middle 2 wide 30.0 height>=40 1 baseline>=30 1',
    'inline drawn: runs 2 inline calls 1 drawn 1 x 1 y 1',
    'rendered: 00000000 runs 1 lit 1 ink within the line 1 ink above baseline 1',
    'analyzer: 00000000',
    'scripts: 00000000 2 (0 7 49 0) (7 1 1 1)',
    'common: 1 (0 5 1 0)',
    'breaks 00000000 16',
    '  : 22. 21. 12. 21w 12. 21s 12. 22w 21. 12. 22. 22. 22. 22w 23w 31. ',
    'number substitution method 5: 80070057 null 1',
    'number substitution xx-yy: 80070057',
    'number substitution none: 00000000 1',
    'number substitution en-US: 00000000 1',
    'analyze numbers: 00000000',
    'bidi: 00000000 calls 1 level 0',
    'glyphs short: 8007007a',
    'glyphs: 00000000 3 map 012 same 11 start 11',
    'placements: 00000000 advance 1 offset 0.0',
    'gdi placements: 00000000 whole 1',
    'factory2: 00000000',
    'fallback: 00000000 1',
    'map: 00000000 length 4 font 1 scale 1.0',
    'map no source: 80070057 length 0 font 0',
    'map nothing: 00000000 length 0 font 0',
    'color run: 8898500c null 1',
    'release format: 0',
]
EXPECTED = [WINE_DIFFERENCES.get(line, line) for line in WINE_LINES]


def test_directwrite_text(boot, width):
    d = boot(guest_exe("dwtext", width), settle=False)
    for _ in range(400):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
