"""The GDI32 families of the conformance round (docs/gdi.md, "GDI32 conformance (this
round)"): ICM profiles and mode, meta regions, brush styles and DIB pattern brushes, pen
rules and pattern-brush pens, WidenPath, the miter limit, AngleArc, PolyDraw, LineDDA,
mirrored (LAYOUT_RTL) DCs, GetTransform, SetVirtualResolution, MWT_SET, the stock palette,
bounds accumulation, GdiAlphaBlend / GdiTransparentBlt / GdiGradientFill, run-length
StretchDIBits, SetRelAbs, DIBINDEX colours and GDI drawing reaching the bits of 1-, 4- and
8-bit DIB sections, shapes recorded in paths (Béziers, as Windows records them).

test/exe/gdi_conf.exe (guests/tests/gdi_conf.c) prints a line per step; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine gdi_conf.exe``). The test
runs the i686 and the x86-64 build (the `width` fixture); 64-bit Wine prints the same lines
but for the size of the hatched pen's EXTLOGPEN (its elpHatch is a ULONG_PTR).
"""

from paths import guest_exe

EXPECTED = [
    'icm: GetICMProfileA(no buffer)=0 size>0=1 err=3735928559',
    'icm: GetICMProfileA=1 file=sRGB Color Space Profile.icm',
    'icm: SetICMMode(query)=1 bad=0',
    'icm: SetICMProfileA(NULL,NULL)=0 err=87',
    'icm: EnumICMProfilesA(no callback)=-1',
    'meta: SetMetaRgn=2 GetClipRgn=0',
    'meta: GetRandomRgn(METARGN)=1',
    'meta: metargn: 2 (2,2,12,12)',
    'meta: cliprgn: 2 (5,0,20,20)',
    'meta: apirgn: 2 (5,2,12,12)',
    'meta: black pixels=70',
    'brush: hatch 7 style=0 color=030201 hatch=0',
    'brush: hatch 12=0 err=deadbeef',
    'brush: BS_NULL is stock=1',
    'brush: PATTERN8X8 style=3 color=0 same bitmap=1',
    'brush: MONOPATTERN=0',
    'brush: DIB pattern style=5 color=0 same pointer=1',
    'brush: DIB_PAL_COLORS pixels 4080c0 306090 204060 102030',
    'brush: BS_DIBPATTERN8X8=0',
    'pen: CreatePen(PS_NULL) is stock=1',
    'pen: style 11 -> n=16 style=0 width=7 color=030201',
    'pen: GetObject(4 bytes)=0 GetObject(64 bytes)=16',
    'pen: hatched n=%d style=12201 width=5 brush=2 color=070809 hatch=4',
    'pen: GetObject(16 bytes)=0',
    'pen: cosmetic hatched=0 err=87',
    'pen: PS_ALTERNATE cosmetic=1',
    'pen: style 9=0 err=87',
    'pen: BS_NULL geometric is stock=1',
    'pen: pattern line (10,10)=ff0000 (10,2)=ffffff',
    'path: WidenPath=1 points>3=1',
    'path: widened region has (30,13)=1 (30,20)=0 (53,30)=1 (60,30)=0',
    'path: WidenPath(open)=0',
    'path: SetMiterLimit=1 old=10 now=4',
    'path: AngleArc end=(50,30)',
    'path: PolyDraw(bad)=0 pos=(5,5) PolyDraw(good)=1 pos=(50,50)',
    'path: LineDDA(10,20,20,43): (10,20) (10,21) (11,22) (11,23) (12,24) (12,25) count=23',
    'rtl: layout=1 mapmode=8',
    'rtl: LPtoDP(1000,1000)=(-901,1000)',
    'rtl: world->device -1 1 99',
    'rtl: clip (mirrored): 2 (10,10,20,20)',
    'rtl: clip (device): 2 (80,10,90,20)',
    'rtl: pixels (85,15)=000000 (80,15)=000000 (90,15)=ffffff (15,15)=ffffff',
    'virtual: LPtoDP=(1000,-500) partial=0 reset=1',
    'world: MWT_SET=1 MWT_LEFTMULTIPLY(NULL)=0 compatible=2 mode=1 LPtoDP(10,10)=(21,30)',
    'bounds: SetBoundsRect=9 GetBoundsRect=3 (5,6,15,17) then=3 (5,2,31,17) reset=1',
    'palette: SetPaletteEntries(stock)=0',
    'relabs: GetRelAbs=1 SetRelAbs(RELATIVE)=1 GetRelAbs=2 bad=0',
    'blend: constant=1 pixel=8899aa per-pixel=1 pixel=ff7f7f key pixel=113355 outside=0 err=3735928559',
    'transparent: 1 pixels 800000 ffffff',
    'gradient: 1 pixels 0000ff 7f407f fb7e03',
    'rle: StretchDIBits=4 bottom 280011 280011 500011 500011 row2 280011 ffffff 500011 top ffffff',
    'packed 8bpp: row0 00 02 02 00 row1 00 02 02 00 pixel=ff0000',
    'packed 4bpp: row0 02 20 00 00 row1 02 20 03 00 pixel=ff0000',
    'packed 1bpp: row0 60 00 00 00 row1 64 00 00 00 pixel=0000ff',
    # Wine 8 closes this ellipse at (39,29); Windows at (39,30), the point Wine's own
    # path tests record for the same Ellipse(20,20,40,40) (ellipse_path #12): ours.
    'pathshape: rect+ellipse: 17 29,10/6 10,10/2 10,19/2 29,19/3 39,30/6 39,24/4 35,20/4 30,20/4 24,20/4 20,24/4 20,30/4 20,35/4 24,39/4 30,39/4 35,39/4 39,35/4 39,30/5',
    'pathshape: roundrect: 16 39,14/6 39,12/4 37,10/4 34,10/4 15,10/2 12,10/4 10,12/4 10,14/4 10,25/2 10,27/4 12,29/4 15,29/4 34,29/2 37,29/4 39,27/4 39,25/5',
    'pathshape: arcto+bezier: 16 0,0/6 29,24/2 34,22/4 42,20/4 50,20/4 66,20/4 79,26/4 79,35/4 79,38/4 76,42/4 70,45/4 20,0/4 30,20/4 40,10/5 40,10/6 5,5/2',
]


def test_conformance_round_families_print_what_wine_prints(boot, width):
    d = boot(guest_exe("gdi_conf", width), settle=False)
    d.run_to_end(400)
    # GetObject of the hatched pen: its EXTLOGPEN up to elpStyleEntry (no style entries),
    # 24 bytes at 32 bits and 28 at 64, where elpHatch is an 8-byte ULONG_PTR (as 64-bit
    # Wine answers)
    expected = [line % (24 if width == 4 else 28) if line.startswith("pen: hatched") else line
                for line in EXPECTED]
    assert d.vm.stdout_log == expected
