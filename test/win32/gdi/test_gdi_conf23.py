"""What Wine 8's gdi32 conformance tests showed wrong at stop 23 (docs/compat.md, "gdi32
conformance (stop 23)"): a PolyDraw that fails part-way into an open path keeps the
points before the bad one, leaves the current position and restarts the next figure
at the path's old position (path.c test_polydraw); DIBINDEX(n) puts index n itself
into a palettized DIB section, black when past its colour table (palette.c); the
glyph-index calls (GetCharWidthI, GetCharABCWidthsI, GetTextExtent(Ex)PointI) and
GetFontUnicodeRanges on a raster font (font.c); EnumEnhMetaFile's playback state: the
DC's attributes at their defaults from the header on, the records' objects real GDI
objects in the handle table, no playing onto a DC without a rectangle; blits recorded in
an enhanced metafile (EMR_BITBLT, EMR_STRETCHBLT, EMR_ALPHABLEND with the source's
transform, background and whole bitmap), a metafile DC refused as a blit's source, an
empty metafile's bounds; clipping records (EMR_EXTSELECTCLIPRGN with its RGNDATA, clip
rectangles, offsets, SELECTCLIPPATH), 16-bit point records when the points fit, PolyDraw,
AngleArc's bounds, GdiGradientFill, world transforms; a Rectangle into a path recorded
one in, and a path's shapes outside the bounds until it is drawn; pattern brushes
selected into a metafile DC (EMR_CREATEMONOBRUSH, EMR_CREATEDIBPATTERNBRUSHPT from the
brush's own copy of its DIB); a PolyPolyline with a polyline of fewer than two points
fails with ERROR_INVALID_PARAMETER, drawing nothing, yet is recorded with empty bounds;
MaskBlt (foreground and background ROPs picked by the mask) and its EMR_MASKBLT record;
PlgBlt (mirrored, through a mask) and its EMR_PLGBLT record; StretchDIBits and
SetDIBitsToDevice records (an OS/2 core header recorded as a BITMAPINFOHEADER) and a core
header drawn onto a DC; ArcTo and PolyDraw refused on a Windows metafile DC; pattern
brushes in Windows metafiles (META_DIBCREATEPATTERNBRUSH) (metafile.c).

test/exe/gdi_conf23.exe (guests/tests/gdi_conf23.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine gdi_conf23.exe``).
"""

from paths import guest_exe

EXPECTED = [
    'polydraw: closefigure, no moveto ret=1 pos=(10,15)',
    'polydraw: closefigure after moveto ret=1 pos=(10,15)',
    'polydraw: short bezier after a line ret=0 pos=(10,15)',
    'polydraw: short bezier after a move ret=0 pos=(10,15)',
    'polydraw: good bezier ret=1 pos=(35,40)',
    'polydraw: bad type after a move ret=0 pos=(35,40)',
    'polydraw: bad type after a line ret=0 pos=(35,40)',
    'polydraw: bad type after two lines ret=0 pos=(35,40)',
    'polydraw: moveto|lineto ret=1 pos=(65,65)',
    'polydraw: consecutive moves ret=1 pos=(80,80)',
    'polydraw: path n=31 -20,-20:6 10,10:2 10,15:3 -20,-20:6 -10,-10:2 100,100:6 95,95:2 10,10:2 10,15:3 100,100:6 15,15:2 25,25:6 25,30:2 100,100:6 30,30:4 30,35:4 35,35:4 35,40:2 40,40:6 40,45:2 35,40:6 45,50:2 35,40:6 50,55:2 45,50:2 35,40:6 60,60:2 60,65:6 65,65:2 75,75:6 80,80:3',
    'polydraw: no path, bad type ret=0 pos=(5,5)',
    'polydraw: no path pixel (40,42)=ffffff',
    'dibindex: bits 2 12 5 2',
    'dibindex: pixels 302030 000000 302030 302030',
    'glyphs: GetGlyphIndicesW=3',
    'glyphs: GetCharWidthI=1 same=1',
    'glyphs: GetCharWidthI(first)=1 same=1',
    'glyphs: GetCharABCWidthsI(no dc)=0 (no buffer)=0',
    'glyphs: GetCharABCWidthsI=1 B>0=1',
    # Wine 8 prints 1: Windows fails GetCharABCWidths on a raster font (documented
    # TrueType-only; Wine's own font.c:1189 expects the failure and Wine fails that check)
    'glyphs: GetCharABCWidthsW=0',
    'glyphs: GetTextExtentPointI=1 same=1',
    'glyphs: GetTextExtentExPointI=1 fit=2 last=1 all=1',
    'glyphs: GetFontUnicodeRanges(no dc)=0',
    'glyphs: GetFontUnicodeRanges same=1 cbThis=1 ranges>0=1 size ok=1',
    "glyphs: first range starts 0020 has 'a'=1",
    'emf: header align=0 bk=ffffff text=000000 rop2=13 arc=1 fill=1 stretch=1 bkmode=1',
    'emf: font record, n=2 table has it=1',
    'emf: text record GetObject=60 height=7 weight=700 face=Arial',
    'emf: EnumEnhMetaFile=1',
    'emf: after align=31 bk=0000ff rop2=6 stretch=4 bkmode=1',
    'emf: EnumEnhMetaFile(no rect)=0',
    'emf: no dc record 1',
    'emf: no dc record 82',
    'emf: no dc record 37',
    'emf: no dc record 84',
    'emf: no dc record 37',
    'emf: no dc record 40',
    'emf: no dc record 14',
    'emf: EnumEnhMetaFile(no dc, no rect)=1',
    'blit: metafile source BitBlt=0 StretchBlt=0 GdiAlphaBlend=0',
    'blit: bounds (0,0,-1,-1) records=2 bytes=128/128',
    'blit: 1 bpp BitBlt=1 PatBlt=1 StretchBlt=1',
    'blit: bounds (0,0,14,15) records=5 bytes=564/564',
    'blit: type=76 size=164 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 48@100 bits 16@148 header 4x4 bpp=1 comp=0 image=16 used=0 first=00ffffff',
    'blit: type=76 size=100 bounds (10,10,14,15) dest 10,10,5,6 rop=ff0062 src 0,0 xform 1,0,0,1,0,0 bk=000000 usage=0 bmi 0@0 bits 0@0',
    'blit: type=77 size=172 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 48@108 bits 16@156 srcsize 3,3 header 4x4 bpp=1 comp=0 image=16 used=0 first=00ffffff',
    'blit: 8 bpp BitBlt=1 PatBlt=1 StretchBlt=1',
    'blit: bounds (0,0,14,15) records=5 bytes=2596/2596',
    'blit: type=76 size=1180 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 1064@100 bits 16@1164 header 4x4 bpp=8 comp=0 image=16 used=0 first=00ffffff',
    'blit: type=76 size=100 bounds (10,10,14,15) dest 10,10,5,6 rop=ff0062 src 0,0 xform 1,0,0,1,0,0 bk=000000 usage=0 bmi 0@0 bits 0@0',
    'blit: type=77 size=1188 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 1064@108 bits 16@1172 srcsize 3,3 header 4x4 bpp=8 comp=0 image=16 used=0 first=00ffffff',
    'blit: 24 bpp BitBlt=1 PatBlt=1 StretchBlt=1',
    'blit: bounds (0,0,14,15) records=5 bytes=612/612',
    'blit: type=76 size=188 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 40@100 bits 48@140 header 4x4 bpp=24 comp=0 image=48 used=0 first=00000000',
    'blit: type=76 size=100 bounds (10,10,14,15) dest 10,10,5,6 rop=ff0062 src 0,0 xform 1,0,0,1,0,0 bk=000000 usage=0 bmi 0@0 bits 0@0',
    'blit: type=77 size=196 bounds (0,0,3,3) dest 0,0,4,4 rop=cc0020 src 0,0 xform 0.5,0,0,1,0,0 bk=563412 usage=0 bmi 40@108 bits 48@148 srcsize 3,3 header 4x4 bpp=24 comp=0 image=48 used=0 first=00000000',
    'blit: GdiAlphaBlend=1',
    'blit: bounds (0,0,3,3) records=3 bytes=352/352',
    'blit: alphablend size=224 dest 0,0,4,4 blend=00800000 src 0,0,400,400 xform 0.01,0.01 bmi 52 bits 64',
    'records clip: bounds (0,0,1,1) records 54/16 75/64(mode 5 cb 48 n 1 box 100,100,300,200) 30/24(0,0,250,250) 29/24(10,10,20,20) 26/16 75/16(mode 5 cb 0) 59/8 43/24(100,100,1023,1023) 60/8 67/12(1) 14/20',
    'records poly: bounds (0,0,40000,60) records 88/40 85/44(10,10,25,25) 87/36(10,10,20,20) 4/44(20,10,40000,20) 92/48(10,10,25,25) 27/16 41/28 14/20',
    'records gradient: bounds (1,10,29,39) records 118/92(1,10,29,39) 35/32 36/36(1) 14/20',
    'brushrec: type=93 size=108 ih=1 usage=2 bmi 40@36 bits 32@76 8x8 bpp=1 image=32 rows 00000008 00000007',
    'brushrec: record 37',
    'brushrec: type=94 size=212 ih=2 usage=0 bmi 48@36 bits 128@84 32x32 bpp=1 image=128 rows 00000002 00000003',
    'brushrec: record 37',
    'brushrec: record 37',
    'brushrec: record 14',
    'polypolyline: none=0',
    'polypolyline: short=0 gle=87',
    'polypolyline: good=1',
    'polypolyline: bounds (10,20,36864,500) records 90/32(0,0,-1,-1) 7/64(0,0,-1,-1) 7/72(10,20,36864,500) 14/20',
    'maskblt: ret=1',
    'maskblt: row 0 000000 000000 000000 000000 ff0000 ff0000 ff0000 ff0000',
    'maskblt: row 1 000000 0000ff ff0000 ff0000 000000 000000 ff0000 ff0000',
    'maskblt: row 2 000000 ff0000 000000 ff0000 000000 ff0000 000000 ff0000',
    'maskblt: row 3 ff0000 ff0000 ff0000 ff0000 000000 000000 000000 000000',
    'maskblt: no mask ret=1 (0,0)=ffffff',
    # Wine 8 prints 1: MaskBlt's documentation says a mask that is not monochrome is an
    # error ("If the mask bitmap is not a monochrome bitmap, an error occurs")
    'maskblt: colour mask ret=0',
    'maskblt: record size=320 bounds (0,0,2,3) rop=cc0020 src bmi 40@128 bits 96@168 mask 0,0 usage=2 bmi 40@264 bits 16@304',
    'maskblt: record size=264 bounds (0,0,2,3) rop=cc0020 src bmi 40@128 bits 96@168 mask 0,0 usage=2 bmi 0@0 bits 0@0',
    'plgblt: mirror ret=1',
    'plgblt: with mask ret=1',
    'plgblt: row 0 ffffff ffffff ffffff ffffff 004040 004030 004020 004010',
    'plgblt: row 1 ffffff ffffff ffffff ffffff 008040 008030 008020 008010',
    'plgblt: row 2 ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    'plgblt: row 3 ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    # Wine 8 paints black where the mask is 0; PlgBlt's documentation: "A value of 0 in
    # the mask indicates that the destination pixel color is not to be changed"
    'plgblt: row 4 004010 ffffff 004030 ffffff ffffff ffffff ffffff ffffff',
    'plgblt: row 5 ffffff 008020 ffffff 008040 ffffff ffffff ffffff ffffff',
    'plgblt: row 6 ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    'plgblt: record size=420 points (7,0) (3,0) (7,2) src 0,0,4,2 bmi 40@140 bits 192@180 mask usage=2 bmi 40@372 bits 8@412',
    'dibits: StretchDIBits=4 SetDIBitsToDevice=3 core=4',
    'dibits: stretch size=144 bounds (0,0,7,7) src 0,0,3,3 dst 8,8 bmi 48@80 bits 16@128 rop=cc0020 header 40 4x4 bpp=1 used=2 color1=00ff0000',
    'dibits: setdibits size=136 bounds (0,0,2,2) src 0,0,3,3 bmi 48@76 bits 12@124 start=0 scans=3',
    'dibits: stretch size=168 bounds (0,0,3,3) src 0,0,4,4 dst 4,4 bmi 40@80 bits 48@120 rop=cc0020 header 40 4x4 bpp=24 used=0 color1=00000000',
    'dibits: core header onto a DC=4 (0,3)=102030 (0,2)=405060 (3,0)=708090',
    # Wine 8 sets ERROR_INVALID_HANDLE: Windows leaves the last error (Wine's
    # metafile.c test_mf_Graphics checks 0xdeadbeef under todo_wine)
    'dibits: wmf ArcTo=0 PolyDraw=0 gle=deadbeef',
    'dibits: wmf size=24',
    'wmfbrush: size=45 style=3 usage=0 8x8 bpp=1 image=32 colors 00000000 00ffffff row0 00000008',
    'wmfbrush: record 0x12d size=4',
    'wmfbrush: size=93 style=5 usage=0 32x32 bpp=1 image=128 colors 00000000 00000001 row0 00000002',
    'wmfbrush: record 0x12d size=4',
    'wmfbrush: record 0 size=3',
]


def test_stop23_gdi_checks_print_what_wine_prints(boot):
    d = boot(guest_exe("gdi_conf23", 4), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == EXPECTED
