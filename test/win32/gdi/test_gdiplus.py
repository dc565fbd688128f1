"""GDI+'s flat API (gdiplus.dll; issue 23: FLTK 1.4 draws with GDI+ by default) drawing
into a DIB section: startup and its version check, a Graphics on a memory DC and its
modes, solid fills, pens (widths, dashes), rectangles, ellipses, polygons, paths (their
points and types as GDI+ stores them), world transforms, clipping, a translucent fill,
pies and arcs, and a Graphics on a window's client area.

test/exe/gdiplus.exe (guests/tests/gdiplus.c) prints statuses and pixels; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine gdiplus.exe``),
and its x86-64 build prints the same under 64-bit Wine. The pixels checked lie well
inside or outside the shapes, or on the rows a pen covers wholly, where antialiasing
(4x4 supersampling here, Wine's own rasterizer there) cannot differ. The test runs at
both widths (the ``width`` fixture): the x64 build passes REAL arguments in XMM
registers and on the stack as the x64 calling convention does.
"""

from paths import guest_exe

#: Wine's lines.
EXPECTED = [
    'GdiplusStartup(version 3)=17',
    'GdiplusStartup(version 0)=17',
    'GdiplusStartup(version 1)=0 token=1',
    'GdiplusStartup(NULL input)=2',
    'GdipCreateFromHDC(NULL)=3',
    'GdipCreateFromHDC=0',
    'GdipDeleteGraphics(NULL)=2',
    'smoothing=0 pixel offset=0 compositing=0 quality=0',
    'GdipSetSmoothingMode(4)=0 now 4; (-1)=0 now -1; (0)=0 now 0',
    'GdipSetPixelOffsetMode(4)=0',
    'GdipGetDC=0 same=1, again=4',
    'GdipReleaseDC=0',
    'clear white=0',
    '  white (0,0)=ffffff',
    '  white (159,119)=ffffff',
    'GdipCreateSolidFill=0',
    'colour=ffff0000',
    'GdipFillRectangleI(NULL brush)=2',
    'GdipFillRectangleI=0',
    '  inside (10,10)=ff0000',
    '  inside (29,29)=ff0000',
    '  inside (20,15)=ff0000',
    '  outside (30,30)=ffffff',
    '  outside (9,20)=ffffff',
    '  outside (20,31)=ffffff',
    'GdipFillEllipse=0',
    '  centre (55,25)=00ff00',
    '  near edge inside (44,25)=00ff00',
    '  corner (41,11)=ffffff',
    '  corner (68,38)=ffffff',
    'GdipCreatePen1=0',
    'width=30/10',
    'width now=45/10',
    'pen colour=ff0000ff',
    'GdipDrawLineI=0',
    '  on (100,15)=0000ff',
    '  on (100,14)=0000ff',
    '  on (100,16)=0000ff',
    '  off (100,11)=ffffff',
    '  off (100,19)=ffffff',
    '  beyond end (153,15)=ffffff',
    'GdipDrawLine(float)=0',
    '  on (120,25)=0000ff',
    '  off (120,21)=ffffff',
    'GdipSetPenDashStyle(1)=0',
    '  dash on (82,35)=0000ff',
    '  dash gap (87,35)=ffffff',
    '  dash on (91,35)=0000ff',
    'GdipDrawRectangleI=0',
    '  top edge (20,45)=000000',
    '  left edge (10,55)=000000',
    '  inside (20,55)=ffffff',
    '  outside (20,42)=ffffff',
    'GdipFillPolygonI=0',
    '  inside (70,55)=ffff00',
    '  outside (52,70)=ffffff',
    'GdipDrawPolygonI=0',
    '  top edge (70,45)=800080',
    'GdipCreatePath=0',
    'rectangle points=4 00 01 01 81',
    'ellipse points=13 00 03 03 03 03 03 03 03 03 03 03 03 83 first=20,5',
    'arc points=4 first=20,10 last=10,20',
    'lines points=11 00 01 01 01 81 00 01 00 03 03 03',
    'GdipFillPath=0',
    '  filled (105,50)=008000',
    '  hole (alternate) (120,65)=ffffff',
    'GdipDrawPath=0',
    '  outline (120,45)=ff0000',
    '  inner outline (120,55)=ff0000',
    'GdipTranslateWorldTransform=0',
    'GdipScaleWorldTransform=0',
    '  scaled inside (11,81)=0000ff',
    '  scaled inside (18,88)=0000ff',
    '  scaled outside (22,85)=ffffff',
    'GdipSetClipRectI=0',
    'clip bounds=30,85 10x10',
    '  clipped in (35,90)=00ffff',
    '  clipped out (27,90)=ffffff',
    '  clipped out (45,90)=ffffff',
    '  half red (65,90)=ff7f7f',
    'GdipFillPieI=0',
    '  in pie (100,105)=000080',
    '  out of pie (90,95)=ffffff',
    'GdipDrawArc=0',
    '  arc top (135,85)=000000',
    '  below arc (135,110)=ffffff',
    'GdipDeletePath=0',
    'GdipDeletePen=0',
    'GdipDeleteBrush=0',
    'GdipDeleteGraphics=0',
    'GdipCreateFromHWND=0 non-null=1',
    'fill=0',
    'GdipDeleteGraphics=0',
    '  window (20,20)=ff0000 (35,5) filled=0',
    'done',
]


def test_gdiplus_draws_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("gdiplus", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
