"""What Wine 8's gdi32 metafile.c showed wrong at stop 27 (docs/compat.md, "gdi32
conformance (stop 27)"): on a Windows metafile DC, SelectPalette answers TRUE and records
the palette anew each time (META_CREATEPALETTE, META_SELECTPALETTE), RealizePalette
records META_REALIZEPALETTE; the path calls fail and the drawing between them is
recorded as drawing; ExtTextOut with a spacing array is META_EXTTEXTOUT; SelectClipRgn
records the region as an object (META_CREATEREGION in Windows' y-x bands, then
META_SELECTOBJECT and META_DELETEOBJECT), answers NULLREGION, and another mode than
RGN_COPY fails; GetCurrentObject answers nothing; SelectObject of a palette fails (with
ERROR_INVALID_FUNCTION there; NULL on a memory DC too). PlayMetaFile plays the palette,
region and text records.

test/exe/gdi_conf27.exe (guests/tests/gdi_conf27.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine gdi_conf27.exe``), every line the same.
"""

from paths import guest_exe

EXPECTED = [
    'palette: SelectPalette=00000001',
    'palette: RealizePalette=1',
    'palette: SelectPalette(default)=00000001',
    'palette: SelectPalette(again)=00000001',
    'palette: size=232 objects=4 maxrec=45',
    'palette: rec 00f7 size=13 0300 0004 2010 0080 2120 0480 2230 0080 2340 0080',
    'palette: rec 0234 size=4 0000',
    'palette: rec 0035 size=3',
    'palette: rec 00f7 size=45 0300 0014 0000 0000 0080 0000 8000 0000 8080 0000 0000 0080 0080 0080 8000 0080 c0c0 00c0 dcc0 00c0 caa6 00f0 fbff 00f0 ...',
    'palette: rec 0234 size=4 0001',
    'palette: rec 00f7 size=13 0300 0004 2010 0080 2120 0480 2230 0080 2340 0080',
    'palette: rec 0234 size=4 0002',
    'palette: rec 02fc size=7 0000 0000 0000 0000',
    'palette: rec 012d size=4 0003',
    'palette: rec 041b size=7 0005 0008 0002 0001',
    'palette: rec 0000 size=3',
    'palette: PlayMetaFile=1',
    'palette: pixel (4,3)=000000 (9,3)=ffffff',
    "palette: current palette is the DC's own=1",
    'path: BeginPath=0',
    'path: ExtTextOutA=1',
    'path: EndPath=0',
    'path: CloseFigure=0 StrokePath=0 FillPath=0',
    'path: GetPath=-1',
    'path: size=70 objects=0 maxrec=13',
    'path: rec 0a32 size=13 0016 000b 0004 0000 6554 7473 0003 0005 0008 000c',
    'path: rec 0214 size=5 0006 0005',
    'path: rec 0213 size=5 0008 0007',
    'path: rec 0000 size=3',
    'clip: ExtSelectClipRgn(RGN_AND)=0',
    'clip: SelectClipRgn(NULL)=1',
    'clip: SelectClipRgn=1',
    'clip: size=144 objects=1 maxrec=34',
    'clip: rec 06ff size=34 0000 0006 02f6 0000 0040 0003 0004 0002 0001 000c 0006 0002 0001 0002 000a 000c 0002 0004 0002 0003 0002 0006 000a 000c ...',
    'clip: rec 012d size=4 0000',
    'clip: rec 01f0 size=4 0000',
    'clip: rec 02fc size=7 0000 0000 0000 0000',
    'clip: rec 012d size=4 0000',
    'clip: rec 041b size=7 0010 0010 0000 0000',
    'clip: rec 0000 size=3',
    'clip: PlayMetaFile=1',
    'clip: pixels (1,1)=ffffff (3,3)=000000 (10,1)=000000 (10,4)=ffffff',
    'select: GetCurrentObject(pen)=00000000 (brush)=00000000 (font)=00000000',
    'select: SelectObject(metafile, palette)=00000000 error=1',
    'select: SelectObject(memory dc, palette)=00000000',
    'select: size=46 objects=1 maxrec=7',
    'select: rec 02fc size=7 0000 ffff 00ff 0000',
    'select: rec 012d size=4 0000',
    'select: rec 0000 size=3',
]


def test_stop27_wmf_checks_print_what_wine_prints(boot):
    d = boot(guest_exe("gdi_conf27", 4), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == EXPECTED
