"""GDI32 curves, poly-shapes, paths and the drawing modes they use (ROP2, poly-fill
mode, brush origin, arc direction, current position); drawing is gdi/shapes.py's."""

import struct

from PIL import ImageChops, ImageDraw

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import ERROR_CAN_NOT_COMPLETE, ERROR_INVALID_PARAMETER
from ...gdi import shapes
from ...gdi.objects import Pen
from ...gdi.regions import ALTERNATE, WINDING
from ...gdi.shapes import points
from ...gdi.recording import queries, records
from .main import _dc
from ...core.dllnames import GDI32
from ...core.structures import POINT
from ....abi.structs import read_array


def _arc(kind):
    def handler(c, hdc, l, t, r, b, xs, ys, xe, ye):
        dc = _dc(c, hdc)
        if dc is None:
            return 0
        shapes.arc_shape(dc, kind, l, t, r, b, xs, ys, xe, ye)
        return 1
    return handler


_ARC_SIG = "HDC hdc, INT l, INT t, INT r, INT b, INT xs, INT ys, INT xe, INT ye"
Arc = api(GDI32, "Arc", _ARC_SIG, widths=BOTH)(records(_arc("arc")))
ArcTo = api(GDI32, "ArcTo", _ARC_SIG, widths=BOTH)(records(_arc("arcto")))
Chord = api(GDI32, "Chord", _ARC_SIG, widths=BOTH)(records(_arc("chord")))
Pie = api(GDI32, "Pie", _ARC_SIG, widths=BOTH)(records(_arc("pie")))


@api(GDI32, "SetArcDirection", "HDC hdc, INT dir", widths=BOTH)
@records
def SetArcDirection(c, hdc, direction):
    dc = _dc(c, hdc)
    if dc is None or direction not in (1, 2):
        return 0
    old, dc.arc_direction = dc.arc_direction, direction
    return old


@api(GDI32, "GetArcDirection", "HDC hdc", widths=BOTH)
def GetArcDirection(c, hdc):
    dc = _dc(c, hdc)
    return dc.arc_direction if dc else 0


@api(GDI32, "PolyBezier", "HDC hdc, LPVOID pts, DWORD n", widths=BOTH)
@records
def PolyBezier(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 4 or (n - 1) % 3:
        return 0
    p = points(c.vm.mem, pts, n)
    if not shapes.bezier_path(dc, p):
        shapes.polyline(dc, shapes.bezier_points(p))
    return 1


@api(GDI32, "PolyBezierTo", "HDC hdc, LPVOID pts, DWORD n", widths=BOTH)
@records
def PolyBezierTo(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 3 or n % 3:
        return 0
    p = points(c.vm.mem, pts, n)
    if not shapes.bezier_path(dc, [dc.pos] + p, continues=True):
        shapes.polyline(dc, shapes.bezier_points([dc.pos] + p), continues=True)
    dc.pos = p[-1]
    return 1


@api(GDI32, "PolylineTo", "HDC hdc, LPVOID pts, DWORD n", widths=BOTH)
@records
def PolylineTo(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 1:
        return 0
    p = points(c.vm.mem, pts, n)
    shapes.polyline(dc, [dc.pos] + p, continues=True)
    dc.pos = p[-1]
    return 1


def _counts(mem, p, n):
    return list(read_array(mem, p, "DWORD", n))


@api(GDI32, "PolyPolygon", "HDC hdc, LPVOID pts, LPVOID counts, INT n", widths=BOTH)
@records
def PolyPolygon(c, hdc, pts, counts, n):
    dc = _dc(c, hdc)
    if dc is None or n <= 0:
        return 0
    mem = c.vm.mem
    polys, off = [], pts
    for k in _counts(mem, counts, n):
        if k < 2:
            return 0
        polys.append(points(mem, off, k))
        off += 8 * k
    shapes.polygons(dc, polys)
    return 1


@api(GDI32, "PolyPolyline", "HDC hdc, LPVOID pts, LPVOID counts, DWORD n", widths=BOTH)
@records
def PolyPolyline(c, hdc, pts, counts, n):
    dc = _dc(c, hdc)
    if dc is None or n <= 0:
        return 0
    mem = c.vm.mem
    ks = _counts(mem, counts, n)
    if any(k < 2 for k in ks):
        # every polyline needs two points: checked before any is drawn (or recorded), as
        # Windows does (Wine's metafile tests)
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    off = pts
    for k in ks:
        shapes.polyline(dc, points(mem, off, k))
        off += 8 * k
    return 1


@api(GDI32, "SetPolyFillMode", "HDC hdc, INT mode", widths=BOTH)
@records
def SetPolyFillMode(c, hdc, mode):
    dc = _dc(c, hdc)
    if dc is None or mode not in (ALTERNATE, WINDING):
        return 0
    old, dc.poly_fill_mode = dc.poly_fill_mode, mode
    return old


@api(GDI32, "GetPolyFillMode", "HDC hdc", widths=BOTH)
@queries
def GetPolyFillMode(c, hdc):
    dc = _dc(c, hdc)
    return dc.poly_fill_mode if dc else 0


@api(GDI32, "SetROP2", "HDC hdc, INT rop", widths=BOTH)
@records
def SetROP2(c, hdc, rop):
    dc = _dc(c, hdc)
    if dc is None or not 1 <= rop <= 16:
        return 0
    old, dc.rop2 = dc.rop2, rop
    return old


@api(GDI32, "GetROP2", "HDC hdc", widths=BOTH)
def GetROP2(c, hdc):
    dc = _dc(c, hdc)
    return dc.rop2 if dc else 0


@api(GDI32, "SetBrushOrgEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def SetBrushOrgEx(c, hdc, x, y, old):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if old:
        c.vm.mem.write(old, POINT.pack_values(*dc.brush_org))
    dc.brush_org = (x, y)
    return 1


@api(GDI32, "GetBrushOrgEx", "HDC hdc, LPVOID out", widths=BOTH)
def GetBrushOrgEx(c, hdc, out):
    dc = _dc(c, hdc)
    if dc is None or not out:
        return 0
    c.vm.mem.write(out, POINT.pack_values(*dc.brush_org))
    return 1


@api(GDI32, "GetCurrentPositionEx", "HDC hdc, LPVOID out", widths=BOTH)
@queries
def GetCurrentPositionEx(c, hdc, out):
    dc = _dc(c, hdc)
    if dc is None or not out:
        return 0
    c.vm.mem.write(out, POINT.pack_values(*dc.pos))
    return 1


# -- paths --------------------------------------------------------------------------------
@api(GDI32, "BeginPath", "HDC hdc", widths=BOTH)
@records
def BeginPath(c, hdc):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    dc.path = shapes.Path()
    dc.path.move_to(dc.lp(*dc.pos))
    return 1


@api(GDI32, "EndPath", "HDC hdc", widths=BOTH)
@records
def EndPath(c, hdc):
    dc = _dc(c, hdc)
    if dc is None or dc.path is None or not dc.path.open:
        return 0
    dc.path.open = False
    dc.path.figures = [f for f in dc.path.figures if len(f[0]) > 1]
    return 1


@api(GDI32, "AbortPath", "HDC hdc", widths=BOTH)
@records
def AbortPath(c, hdc):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    dc.path = None
    return 1


@api(GDI32, "CloseFigure", "HDC hdc", widths=BOTH)
@records
def CloseFigure(c, hdc):
    dc = _dc(c, hdc)
    if dc is None or dc.path is None or not dc.path.open:
        return 0
    dc.path.close_figure()
    return 1


def _closed_path(c, hdc):
    dc = _dc(c, hdc)
    if dc is None or dc.path is None or dc.path.open:
        if dc is not None:
            c.vm.last_error = ERROR_CAN_NOT_COMPLETE   # no closed path in the DC (as Wine)
        return None, None
    path, dc.path = dc.path, None   # drawing or converting a path consumes it
    return dc, path


@api(GDI32, "StrokePath", "HDC hdc", widths=BOTH)
@records
def StrokePath(c, hdc):
    dc, path = _closed_path(c, hdc)
    if dc is None:
        return 0
    shapes.stroke_path(dc, path)
    return 1


@api(GDI32, "FillPath", "HDC hdc", widths=BOTH)
@records
def FillPath(c, hdc):
    dc, path = _closed_path(c, hdc)
    if dc is None:
        return 0
    shapes.fill_path(dc, path)
    return 1


@api(GDI32, "StrokeAndFillPath", "HDC hdc", widths=BOTH)
@records
def StrokeAndFillPath(c, hdc):
    dc, path = _closed_path(c, hdc)
    if dc is None:
        return 0
    shapes.fill_path(dc, path)
    shapes.stroke_figures(dc, [(f[0], True) for f in path.figures])
    return 1


@api(GDI32, "PathToRegion", "HDC hdc", widths=BOTH)
def PathToRegion(c, hdc):
    dc, path = _closed_path(c, hdc)
    if dc is None or not path.figures:
        return 0            # an empty path makes no region (and is used up; no error)
    return c.vm.gdi.add(shapes.path_region(path, dc.poly_fill_mode))


# -- pens and flood fills -------------------------------------------------------------------------
def _flood(c, hdc, x, y, color, surface):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    dx, dy = dc.lp(x, y)
    ox, oy = dc.origin
    box = dc.visible((0, 0) + dc.target.image.size)
    if box is None or not (box[0] <= dx + ox < box[2] and box[1] <= dy + oy < box[3]):
        return 0
    want = dc.color(color)
    img = dc.target.image
    seed = img.getpixel((dx + ox, dy + oy))[:3]
    if (seed != want) if surface else (seed == want):
        return 0
    crop = img.crop(box).convert("RGBA")
    sx, sy = dx + ox - box[0], dy + oy - box[1]
    if surface:
        ImageDraw.floodfill(crop, (sx, sy), (0, 0, 0, 0), thresh=0)
    else:
        ImageDraw.floodfill(crop, (sx, sy), (0, 0, 0, 0), border=want + (255,), thresh=0)
    mask = crop.getchannel("A").point(lambda v: 255 if v == 0 else 0)
    src, extra = dc.brush_source(dc.brush, box)
    if src is None:
        return 1
    if extra is not None:
        mask = ImageChops.multiply(mask, extra)
    dc.put(box, src, mask, rop2=False)
    return 1


@api(GDI32, "ExtFloodFill", "HDC hdc, INT x, INT y, COLORREF color, UINT type", widths=BOTH)
@records
def ExtFloodFill(c, hdc, x, y, color, kind):
    if kind not in (0, 1):
        return 0
    return _flood(c, hdc, x, y, color, kind == 1)   # FLOODFILLSURFACE = 1


@api(GDI32, "FloodFill", "HDC hdc, INT x, INT y, COLORREF color", widths=BOTH)
@records
def FloodFill(c, hdc, x, y, color):
    return _flood(c, hdc, x, y, color, False)       # fill up to the border colour


@api(GDI32, "AngleArc", "HDC hdc, INT x, INT y, DWORD radius, FLOAT start, FLOAT sweep", widths=BOTH)
@records
def AngleArc(c, hdc, x, y, radius, start, sweep):
    """A line from the current position to a circular arc and the arc (angles in
    degrees, counter-clockwise); a radius past 2^31 fails."""
    dc = _dc(c, hdc)
    if dc is None or radius & 0x80000000:
        return 0
    shapes.angle_arc(dc, x, y, radius, start, sweep)
    return 1


@api(GDI32, "PolyDraw", "HDC hdc, LPVOID pts, LPVOID types, INT n", widths=BOTH)
@records
def PolyDraw(c, hdc, pts, types, n):
    """Lines and Béziers by point type (PT_MOVETO, PT_LINETO, PT_BEZIERTO, with
    PT_CLOSEFIGURE): FALSE when a type is not one of those (or a Bézier lacks points),
    drawing nothing; into an open path the points before the bad one are kept, as
    Windows does (gdi/shapes.py poly_draw_partial)."""
    dc = _dc(c, hdc)
    if dc is None or n <= 0:
        return 0
    mem = c.vm.mem
    kinds = list(mem.read(types, n))
    good = shapes.poly_draw_prefix(kinds)
    if good < n:
        if dc.path is not None and dc.path.open:
            shapes.poly_draw_partial(dc, points(mem, pts, good), kinds[:good], good)
        return 0
    shapes.poly_draw(dc, points(mem, pts, n), kinds)
    return 1


@api(GDI32, "LineDDA", "INT x1, INT y1, INT x2, INT y2, LPVOID proc, LPARAM lparam", widths=BOTH)
def LineDDA(c, x1, y1, x2, y2, proc, lparam):
    """Call ``proc(x, y, lparam)`` for each point of the line from (x1, y1) to (x2, y2),
    the end point excluded."""
    for x, y in shapes.line_dda(x1, y1, x2, y2):
        yield GuestCall(proc, (x & 0xFFFFFFFF, y & 0xFFFFFFFF, lparam))
    return 1
