"""GDIPLUS: the GDI+ flat API (gdiplusflat.h), which the C++ classes of gdiplus.h call:
startup and shutdown, Graphics on an HDC or a window, pens, solid brushes, paths, and
drawing and filling lines, rectangles, ellipses, arcs, pies, polygons, Bézier curves
and paths. The objects and their drawing are GDI's (win32/gdi/plus.py); this module
reads the arguments and answers GpStatus codes as documented: InvalidParameter for a
NULL or wrong object, OutOfMemory for a NULL HDC (what GDI+ answers), and
UnsupportedGdiplusVersion for a GdiplusStartup version other than 1 or 2."""

import math
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import GDIPLUS
from ...core.structures import (GdiplusStartupInput, GpPoint, GpPointF, GpRectF)
from ...gdi.plus import (FILL_WINDING, PT_BEZIER, PT_LINE, GpPath, Graphics,
                         InvalidParameter, Ok, OutOfMemory, Pen, SolidBrush,
                         UnsupportedGdiplusVersion, arc_beziers, ellipse_beziers)
from ..user32.main import GetDC, ReleaseDC

# Unit: the pen widths understood (world units, or device pixels)
UNIT_WORLD, UNIT_PIXEL = 0, 2
MATRIX_ORDER_APPEND = 1


def _plus(c):
    return c.vm.gdi.plus


def _obj(c, handle, kind):
    return _plus(c).get(handle, kind)


def _out(c, ptr, value):
    c.vm.mem.wptr(ptr, value)


def _put_float(c, ptr, value):
    c.vm.mem.write(ptr, struct.pack("<f", value))


def _new(c, out, obj):
    if not out:
        return InvalidParameter
    _out(c, out, _plus(c).add(obj))
    return Ok


# -- startup --------------------------------------------------------------------------
@api(GDIPLUS, "GdiplusStartup", "LPVOID token, LPVOID input, LPVOID output", widths=BOTH)
def GdiplusStartup(c, token, input, output):
    """Start GDI+: a token for GdiplusShutdown. Version 1 (or 2, GDI+ 1.1) only. The
    background thread is GDI+'s own business unless the program suppresses it, when it
    must run GDI+'s notification hooks itself: that stops the guest (not implemented)."""
    if not token or not input:
        return InvalidParameter
    view = c.struct(GdiplusStartupInput, input)
    if view.GdiplusVersion not in (1, 2):
        return UnsupportedGdiplusVersion
    if view.SuppressBackgroundThread:
        if not output:
            return InvalidParameter
        raise Unimplemented("gdiplus.dll!GdiplusStartup: SuppressBackgroundThread "
                            "(the notification hooks)")
    _out(c, token, _plus(c).startup())
    return Ok


@api(GDIPLUS, "GdiplusShutdown", "ULONG_PTR token", widths=BOTH)
def GdiplusShutdown(c, token):
    """End the startup ``token`` named (no return value)."""
    _plus(c).shutdown(token)
    return 0


@api(GDIPLUS, "GdipAlloc", "SIZE_T size", widths=BOTH)
def GdipAlloc(c, size):
    """Memory from the process heap (the C++ classes' operator new); NULL when none."""
    return c.vm.heap.alloc(max(1, size)) or 0


@api(GDIPLUS, "GdipFree", "LPVOID ptr", widths=BOTH)
def GdipFree(c, ptr):
    """Free GdipAlloc's memory (no return value)."""
    if ptr:
        c.vm.heap.free(ptr)
    return 0


# -- graphics -------------------------------------------------------------------------
@api(GDIPLUS, "GdipCreateFromHDC", "HDC hdc, LPVOID out", widths=BOTH)
def GdipCreateFromHDC(c, hdc, out):
    """A Graphics drawing into the DC (OutOfMemory for a NULL or unknown HDC, as GDI+
    answers)."""
    if not out:
        return InvalidParameter
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        return OutOfMemory
    return _new(c, out, Graphics(dc, hdc))


@api(GDIPLUS, "GdipCreateFromHDC2", "HDC hdc, HANDLE device, LPVOID out", widths=BOTH)
def GdipCreateFromHDC2(c, hdc, device, out):
    """GdipCreateFromHDC; a device handle other than NULL stops the guest."""
    if device:
        raise Unimplemented("gdiplus.dll!GdipCreateFromHDC2: a device handle")
    return GdipCreateFromHDC(c, hdc, out)


@api(GDIPLUS, "GdipCreateFromHWND", "HWND hwnd, LPVOID out", widths=BOTH)
def GdipCreateFromHWND(c, hwnd, out):
    """A Graphics on the window's client area (a DC of its own, released with it)."""
    if not out:
        return InvalidParameter
    hdc = GetDC(c, hwnd)
    if not hdc:
        return OutOfMemory
    g = Graphics(c.vm.gdi.dc(hdc), hdc)
    g.window = (hwnd,)
    return _new(c, out, g)


@api(GDIPLUS, "GdipDeleteGraphics", "LPVOID graphics", widths=BOTH)
def GdipDeleteGraphics(c, graphics):
    """Forget the Graphics (and give back the DC GdipCreateFromHWND took)."""
    g = _obj(c, graphics, Graphics)
    if g is None:
        return InvalidParameter
    if g.window is not None:
        ReleaseDC(c, g.window[0], g.hdc)
    _plus(c).remove(graphics)
    return Ok


@api(GDIPLUS, "GdipGetDC", "LPVOID graphics, LPVOID out", widths=BOTH)
def GdipGetDC(c, graphics, out):
    """The DC the Graphics draws on (ObjectBusy until GdipReleaseDC when asked twice)."""
    g = _obj(c, graphics, Graphics)
    if g is None or not out:
        return InvalidParameter
    if g.dc_out:
        return 4     # ObjectBusy
    g.dc_out = True
    _out(c, out, g.hdc)
    return Ok


@api(GDIPLUS, "GdipReleaseDC", "LPVOID graphics, HDC hdc", widths=BOTH)
def GdipReleaseDC(c, graphics, hdc):
    """Give back GdipGetDC's DC (InvalidParameter for any other, or none out)."""
    g = _obj(c, graphics, Graphics)
    if g is None or not g.dc_out or hdc != g.hdc:
        return InvalidParameter
    g.dc_out = False
    return Ok


def _modes(name, attr):
    """Declare GdipSet<name>/GdipGet<name> over Graphics attribute ``attr``. The value
    is kept as given, Default and Invalid included, and answered back (what GDI+ does,
    as Wine 8 shows); drawing reads Default as the mode it stands for."""

    @api(GDIPLUS, "GdipSet" + name, "LPVOID graphics, INT mode", widths=BOTH)
    def setter(c, graphics, mode):
        g = _obj(c, graphics, Graphics)
        if g is None:
            return InvalidParameter
        setattr(g, attr, mode)
        return Ok

    @api(GDIPLUS, "GdipGet" + name, "LPVOID graphics, LPVOID out", widths=BOTH)
    def getter(c, graphics, out):
        g = _obj(c, graphics, Graphics)
        if g is None or not out:
            return InvalidParameter
        c.vm.mem.w32(out, getattr(g, attr) & 0xFFFFFFFF)
        return Ok

    setter.__doc__ = "Set the Graphics' %s." % name
    getter.__doc__ = "The Graphics' %s (Default, 0, until set)." % name
    return setter, getter


GdipSetSmoothingMode, GdipGetSmoothingMode = _modes("SmoothingMode", "smoothing")
GdipSetPixelOffsetMode, GdipGetPixelOffsetMode = _modes("PixelOffsetMode", "pixel_offset")
GdipSetCompositingMode, GdipGetCompositingMode = _modes("CompositingMode", "compositing_mode")
GdipSetCompositingQuality, GdipGetCompositingQuality = _modes("CompositingQuality",
                                                              "compositing_quality")
GdipSetInterpolationMode, GdipGetInterpolationMode = _modes("InterpolationMode",
                                                            "interpolation")
GdipSetTextRenderingHint, GdipGetTextRenderingHint = _modes("TextRenderingHint",
                                                            "text_rendering")


@api(GDIPLUS, "GdipTranslateWorldTransform", "LPVOID graphics, REAL dx, REAL dy, INT order",
     widths=BOTH)
def GdipTranslateWorldTransform(c, graphics, dx, dy, order):
    """Translate the world transform (before it unless MatrixOrderAppend)."""
    return _combine(c, graphics, (1.0, 0.0, 0.0, 1.0, dx, dy), order)


@api(GDIPLUS, "GdipScaleWorldTransform", "LPVOID graphics, REAL sx, REAL sy, INT order",
     widths=BOTH)
def GdipScaleWorldTransform(c, graphics, sx, sy, order):
    """Scale the world transform (before it unless MatrixOrderAppend)."""
    return _combine(c, graphics, (sx, 0.0, 0.0, sy, 0.0, 0.0), order)


@api(GDIPLUS, "GdipRotateWorldTransform", "LPVOID graphics, REAL angle, INT order",
     widths=BOTH)
def GdipRotateWorldTransform(c, graphics, angle, order):
    """Rotate the world transform by ``angle`` degrees, clockwise on the screen."""
    a = math.radians(angle)
    co, si = math.cos(a), math.sin(a)
    return _combine(c, graphics, (co, si, -si, co, 0.0, 0.0), order)


def _combine(c, graphics, m, order):
    g = _obj(c, graphics, Graphics)
    if g is None or order not in (0, MATRIX_ORDER_APPEND):
        return InvalidParameter
    g.combine(m, order == MATRIX_ORDER_APPEND)
    return Ok


@api(GDIPLUS, "GdipResetWorldTransform", "LPVOID graphics", widths=BOTH)
def GdipResetWorldTransform(c, graphics):
    """The identity world transform."""
    g = _obj(c, graphics, Graphics)
    if g is None:
        return InvalidParameter
    g.matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    return Ok


@api(GDIPLUS, "GdipSetClipRect", "LPVOID graphics, REAL x, REAL y, REAL w, REAL h, INT mode",
     widths=BOTH)
def GdipSetClipRect(c, graphics, x, y, w, h, mode):
    """Clip to a world rectangle: Replace or Intersect (the other combine modes stop
    the guest)."""
    g = _obj(c, graphics, Graphics)
    if g is None:
        return InvalidParameter
    if not 0 <= mode <= 5:
        return InvalidParameter
    if not g.set_clip_polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], mode):
        raise Unimplemented("gdiplus.dll!GdipSetClipRect: CombineMode %d" % mode)
    return Ok


@api(GDIPLUS, "GdipSetClipRectI", "LPVOID graphics, INT x, INT y, INT w, INT h, INT mode",
     widths=BOTH)
def GdipSetClipRectI(c, graphics, x, y, w, h, mode):
    """GdipSetClipRect with integers."""
    return GdipSetClipRect(c, graphics, float(x), float(y), float(w), float(h), mode)


@api(GDIPLUS, "GdipResetClip", "LPVOID graphics", widths=BOTH)
def GdipResetClip(c, graphics):
    """No clip (infinite)."""
    g = _obj(c, graphics, Graphics)
    if g is None:
        return InvalidParameter
    g.clip = []
    return Ok


@api(GDIPLUS, "GdipGetClipBounds", "LPVOID graphics, LPVOID rect", widths=BOTH)
def GdipGetClipBounds(c, graphics, rect):
    """The clip's bounding rectangle in world units; GDI+'s infinite region's
    (-4194304, -4194304, 8388608, 8388608) when there is none."""
    g = _obj(c, graphics, Graphics)
    if g is None or not rect:
        return InvalidParameter
    box = g.clip_bounds()
    if box is None:
        box = (-4194304.0, -4194304.0, 8388608.0, 8388608.0)
    c.vm.mem.write(rect, GpRectF.pack_values(*box))
    return Ok


@api(GDIPLUS, "GdipFlush", "LPVOID graphics, INT intention", widths=BOTH)
def GdipFlush(c, graphics, intention):
    """Ok: every drawing call has already reached the DC."""
    return Ok if _obj(c, graphics, Graphics) is not None else InvalidParameter


@api(GDIPLUS, "GdipGraphicsClear", "LPVOID graphics, DWORD argb", widths=BOTH)
def GdipGraphicsClear(c, graphics, argb):
    """Fill the clip with the colour, written as it is."""
    g = _obj(c, graphics, Graphics)
    if g is None:
        return InvalidParameter
    g.clear(argb)
    return Ok


# -- pens -----------------------------------------------------------------------------
@api(GDIPLUS, "GdipCreatePen1", "DWORD argb, REAL width, INT unit, LPVOID out", widths=BOTH)
def GdipCreatePen1(c, argb, width, unit, out):
    """A solid pen of an ARGB colour, ``width`` world units (or pixels) wide."""
    if not out:
        return InvalidParameter
    if unit not in (UNIT_WORLD, UNIT_PIXEL):
        raise Unimplemented("gdiplus.dll!GdipCreatePen1: Unit %d" % unit)
    return _new(c, out, Pen(argb, width, unit))


@api(GDIPLUS, "GdipClonePen", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipClonePen(c, pen, out):
    """A copy of the pen."""
    p = _obj(c, pen, Pen)
    if p is None:
        return InvalidParameter
    return _new(c, out, p.clone())


@api(GDIPLUS, "GdipDeletePen", "LPVOID pen", widths=BOTH)
def GdipDeletePen(c, pen):
    """Forget the pen."""
    if _obj(c, pen, Pen) is None:
        return InvalidParameter
    _plus(c).remove(pen)
    return Ok


def _pen_set(c, pen, **values):
    p = _obj(c, pen, Pen)
    if p is None:
        return InvalidParameter
    for k, v in values.items():
        setattr(p, k, v)
    return Ok


@api(GDIPLUS, "GdipSetPenWidth", "LPVOID pen, REAL width", widths=BOTH)
def GdipSetPenWidth(c, pen, width):
    """Set the pen's width."""
    return _pen_set(c, pen, width=width)


@api(GDIPLUS, "GdipGetPenWidth", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenWidth(c, pen, out):
    """The pen's width."""
    p = _obj(c, pen, Pen)
    if p is None or not out:
        return InvalidParameter
    _put_float(c, out, p.width)
    return Ok


@api(GDIPLUS, "GdipSetPenColor", "LPVOID pen, DWORD argb", widths=BOTH)
def GdipSetPenColor(c, pen, argb):
    """Set the pen's ARGB colour."""
    return _pen_set(c, pen, argb=argb)


@api(GDIPLUS, "GdipGetPenColor", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenColor(c, pen, out):
    """The pen's ARGB colour."""
    p = _obj(c, pen, Pen)
    if p is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, p.argb)
    return Ok


_CAPS = (0, 1, 2, 3, 0x10, 0x11, 0x12, 0x13, 0x14)


@api(GDIPLUS, "GdipSetPenStartCap", "LPVOID pen, INT cap", widths=BOTH)
def GdipSetPenStartCap(c, pen, cap):
    """Set the cap at the start of every line (Flat, Square, Round, Triangle; the
    anchor caps drawn as the plain ones)."""
    if cap not in _CAPS:
        raise Unimplemented("gdiplus.dll!GdipSetPenStartCap: LineCap %#x" % cap)
    return _pen_set(c, pen, start_cap=cap)


@api(GDIPLUS, "GdipSetPenEndCap", "LPVOID pen, INT cap", widths=BOTH)
def GdipSetPenEndCap(c, pen, cap):
    """Set the cap at the end of every line."""
    if cap not in _CAPS:
        raise Unimplemented("gdiplus.dll!GdipSetPenEndCap: LineCap %#x" % cap)
    return _pen_set(c, pen, end_cap=cap)


@api(GDIPLUS, "GdipSetPenDashCap197819", "LPVOID pen, INT cap", widths=BOTH)
def GdipSetPenDashCap197819(c, pen, cap):
    """Set the cap of the dashes (DashCapFlat 0, Round 2, Triangle 3)."""
    if cap not in (0, 2, 3):
        return InvalidParameter
    return _pen_set(c, pen, dash_cap=cap)


@api(GDIPLUS, "GdipSetPenLineCap197819", "LPVOID pen, INT start, INT end, INT dash",
     widths=BOTH)
def GdipSetPenLineCap197819(c, pen, start, end, dash):
    """Set the start, end and dash caps at once."""
    if start not in _CAPS or end not in _CAPS:
        raise Unimplemented("gdiplus.dll!GdipSetPenLineCap197819: LineCap %#x/%#x"
                            % (start, end))
    return _pen_set(c, pen, start_cap=start, end_cap=end, dash_cap=dash if dash in (0, 2, 3)
                    else 0)


@api(GDIPLUS, "GdipGetPenStartCap", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenStartCap(c, pen, out):
    """The pen's start cap."""
    return _pen_get(c, pen, out, "start_cap")


@api(GDIPLUS, "GdipGetPenEndCap", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenEndCap(c, pen, out):
    """The pen's end cap."""
    return _pen_get(c, pen, out, "end_cap")


def _pen_get(c, pen, out, attr):
    p = _obj(c, pen, Pen)
    if p is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, getattr(p, attr))
    return Ok


@api(GDIPLUS, "GdipSetPenLineJoin", "LPVOID pen, INT join", widths=BOTH)
def GdipSetPenLineJoin(c, pen, join):
    """Set how lines join (Miter, Bevel, Round, MiterClipped)."""
    if join not in (0, 1, 2, 3):
        return InvalidParameter
    return _pen_set(c, pen, join=join)


@api(GDIPLUS, "GdipGetPenLineJoin", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenLineJoin(c, pen, out):
    """The pen's line join."""
    return _pen_get(c, pen, out, "join")


@api(GDIPLUS, "GdipSetPenMiterLimit", "LPVOID pen, REAL limit", widths=BOTH)
def GdipSetPenMiterLimit(c, pen, limit):
    """Set the miter limit (at least 1)."""
    return _pen_set(c, pen, miter_limit=max(1.0, limit))


@api(GDIPLUS, "GdipSetPenDashStyle", "LPVOID pen, INT style", widths=BOTH)
def GdipSetPenDashStyle(c, pen, style):
    """Set the dash style (Solid, Dash, Dot, DashDot, DashDotDot, Custom)."""
    if style not in range(6):
        return InvalidParameter
    return _pen_set(c, pen, dash_style=style)


@api(GDIPLUS, "GdipGetPenDashStyle", "LPVOID pen, LPVOID out", widths=BOTH)
def GdipGetPenDashStyle(c, pen, out):
    """The pen's dash style."""
    return _pen_get(c, pen, out, "dash_style")


@api(GDIPLUS, "GdipSetPenDashOffset", "LPVOID pen, REAL offset", widths=BOTH)
def GdipSetPenDashOffset(c, pen, offset):
    """Where the dash pattern starts, in pen widths."""
    return _pen_set(c, pen, dash_offset=offset)


@api(GDIPLUS, "GdipSetPenDashArray", "LPVOID pen, LPVOID dashes, INT count", widths=BOTH)
def GdipSetPenDashArray(c, pen, dashes, count):
    """A custom dash pattern (lengths in pen widths, each above 0); the style becomes
    DashStyleCustom."""
    p = _obj(c, pen, Pen)
    if p is None or not dashes or count <= 0:
        return InvalidParameter
    vals = struct.unpack("<%df" % count, bytes(c.vm.mem.read(dashes, 4 * count)))
    if any(v <= 0 for v in vals):
        return InvalidParameter
    p.dash_array, p.dash_style = tuple(vals), 5
    return Ok


# -- brushes --------------------------------------------------------------------------
@api(GDIPLUS, "GdipCreateSolidFill", "DWORD argb, LPVOID out", widths=BOTH)
def GdipCreateSolidFill(c, argb, out):
    """A solid brush of an ARGB colour."""
    return _new(c, out, SolidBrush(argb))


@api(GDIPLUS, "GdipSetSolidFillColor", "LPVOID brush, DWORD argb", widths=BOTH)
def GdipSetSolidFillColor(c, brush, argb):
    """Set the solid brush's colour."""
    b = _obj(c, brush, SolidBrush)
    if b is None:
        return InvalidParameter
    b.argb = argb & 0xFFFFFFFF
    return Ok


@api(GDIPLUS, "GdipGetSolidFillColor", "LPVOID brush, LPVOID out", widths=BOTH)
def GdipGetSolidFillColor(c, brush, out):
    """The solid brush's colour."""
    b = _obj(c, brush, SolidBrush)
    if b is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, b.argb)
    return Ok


@api(GDIPLUS, "GdipCloneBrush", "LPVOID brush, LPVOID out", widths=BOTH)
def GdipCloneBrush(c, brush, out):
    """A copy of the brush."""
    b = _obj(c, brush, SolidBrush)
    if b is None:
        return InvalidParameter
    return _new(c, out, b.clone())


@api(GDIPLUS, "GdipGetBrushType", "LPVOID brush, LPVOID out", widths=BOTH)
def GdipGetBrushType(c, brush, out):
    """The brush's BrushType (BrushTypeSolidColor: the only kind made here)."""
    b = _obj(c, brush, SolidBrush)
    if b is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, b.kind)
    return Ok


@api(GDIPLUS, "GdipDeleteBrush", "LPVOID brush", widths=BOTH)
def GdipDeleteBrush(c, brush):
    """Forget the brush."""
    if _obj(c, brush, SolidBrush) is None:
        return InvalidParameter
    _plus(c).remove(brush)
    return Ok


# -- paths ----------------------------------------------------------------------------
@api(GDIPLUS, "GdipCreatePath", "INT mode, LPVOID out", widths=BOTH)
def GdipCreatePath(c, mode, out):
    """An empty path with a fill mode (FillModeAlternate, FillModeWinding)."""
    if mode not in (0, 1):
        return InvalidParameter
    return _new(c, out, GpPath(mode))


@api(GDIPLUS, "GdipClonePath", "LPVOID path, LPVOID out", widths=BOTH)
def GdipClonePath(c, path, out):
    """A copy of the path."""
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    return _new(c, out, p.clone())


@api(GDIPLUS, "GdipDeletePath", "LPVOID path", widths=BOTH)
def GdipDeletePath(c, path):
    """Forget the path."""
    if _obj(c, path, GpPath) is None:
        return InvalidParameter
    _plus(c).remove(path)
    return Ok


def _path_do(c, path, method, *args):
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    getattr(p, method)(*args)
    return Ok


@api(GDIPLUS, "GdipResetPath", "LPVOID path", widths=BOTH)
def GdipResetPath(c, path):
    """Empty the path (its fill mode back to Alternate)."""
    return _path_do(c, path, "reset")


@api(GDIPLUS, "GdipStartPathFigure", "LPVOID path", widths=BOTH)
def GdipStartPathFigure(c, path):
    """Start a new figure without closing the current one."""
    return _path_do(c, path, "start_figure")


@api(GDIPLUS, "GdipClosePathFigure", "LPVOID path", widths=BOTH)
def GdipClosePathFigure(c, path):
    """Close the current figure."""
    return _path_do(c, path, "close_figure")


@api(GDIPLUS, "GdipClosePathFigures", "LPVOID path", widths=BOTH)
def GdipClosePathFigures(c, path):
    """Close every figure."""
    return _path_do(c, path, "close_all")


@api(GDIPLUS, "GdipGetPointCount", "LPVOID path, LPVOID out", widths=BOTH)
def GdipGetPointCount(c, path, out):
    """How many points the path holds."""
    p = _obj(c, path, GpPath)
    if p is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, len(p.points))
    return Ok


@api(GDIPLUS, "GdipGetPathPoints", "LPVOID path, LPVOID out, INT count", widths=BOTH)
def GdipGetPathPoints(c, path, out, count):
    """The path's points (``count`` must be the point count)."""
    p = _obj(c, path, GpPath)
    if p is None or not out or count <= 0:
        return InvalidParameter
    if count < len(p.points):
        return 5     # InsufficientBuffer
    c.vm.mem.write(out, GpPointF.pack_array(p.points))
    return Ok


@api(GDIPLUS, "GdipGetPathTypes", "LPVOID path, LPVOID out, INT count", widths=BOTH)
def GdipGetPathTypes(c, path, out, count):
    """The path's point types (PathPointType bytes)."""
    p = _obj(c, path, GpPath)
    if p is None or not out or count <= 0:
        return InvalidParameter
    if count < len(p.types):
        return 5     # InsufficientBuffer
    c.vm.mem.write(out, bytes(p.types))
    return Ok


@api(GDIPLUS, "GdipGetPathFillMode", "LPVOID path, LPVOID out", widths=BOTH)
def GdipGetPathFillMode(c, path, out):
    """The path's fill mode."""
    p = _obj(c, path, GpPath)
    if p is None or not out:
        return InvalidParameter
    c.vm.mem.w32(out, p.fill_mode)
    return Ok


@api(GDIPLUS, "GdipSetPathFillMode", "LPVOID path, INT mode", widths=BOTH)
def GdipSetPathFillMode(c, path, mode):
    """Set the path's fill mode."""
    p = _obj(c, path, GpPath)
    if p is None or mode not in (0, 1):
        return InvalidParameter
    p.fill_mode = mode
    return Ok


def _pointsf(c, pts, count):
    return [(float(x), float(y)) for x, y in GpPointF.values_array(c.vm.mem, pts, count)]


def _pointsi(c, pts, count):
    return [(float(x), float(y)) for x, y in GpPoint.values_array(c.vm.mem, pts, count)]


def _add_lines(c, path, pts):
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    p.add_lines(pts)
    return Ok


@api(GDIPLUS, "GdipAddPathLine", "LPVOID path, REAL x1, REAL y1, REAL x2, REAL y2",
     widths=BOTH)
def GdipAddPathLine(c, path, x1, y1, x2, y2):
    """A line, continuing the current figure."""
    return _add_lines(c, path, [(x1, y1), (x2, y2)])


@api(GDIPLUS, "GdipAddPathLineI", "LPVOID path, INT x1, INT y1, INT x2, INT y2",
     widths=BOTH)
def GdipAddPathLineI(c, path, x1, y1, x2, y2):
    """GdipAddPathLine with integers."""
    return _add_lines(c, path, [(float(x1), float(y1)), (float(x2), float(y2))])


@api(GDIPLUS, "GdipAddPathLine2", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathLine2(c, path, pts, count):
    """A polyline of ``count`` PointF, continuing the current figure."""
    if not pts or count < 1:
        return InvalidParameter
    return _add_lines(c, path, _pointsf(c, pts, count))


@api(GDIPLUS, "GdipAddPathLine2I", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathLine2I(c, path, pts, count):
    """A polyline of ``count`` Point, continuing the current figure."""
    if not pts or count < 1:
        return InvalidParameter
    return _add_lines(c, path, _pointsi(c, pts, count))


def _add_beziers(c, path, pts):
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    p.add_beziers(pts)
    return Ok


@api(GDIPLUS, "GdipAddPathArc", "LPVOID path, REAL x, REAL y, REAL w, REAL h, REAL start,"
                                " REAL sweep", widths=BOTH)
def GdipAddPathArc(c, path, x, y, w, h, start, sweep):
    """An elliptical arc (as Bézier curves), continuing the current figure."""
    if w <= 0 or h <= 0:
        return InvalidParameter
    return _add_beziers(c, path, arc_beziers(x, y, w, h, start, sweep))


@api(GDIPLUS, "GdipAddPathArcI", "LPVOID path, INT x, INT y, INT w, INT h, REAL start,"
                                 " REAL sweep", widths=BOTH)
def GdipAddPathArcI(c, path, x, y, w, h, start, sweep):
    """GdipAddPathArc with an integer rectangle."""
    return GdipAddPathArc(c, path, float(x), float(y), float(w), float(h), start, sweep)


@api(GDIPLUS, "GdipAddPathBezier", "LPVOID path, REAL x1, REAL y1, REAL x2, REAL y2,"
                                   " REAL x3, REAL y3, REAL x4, REAL y4", widths=BOTH)
def GdipAddPathBezier(c, path, x1, y1, x2, y2, x3, y3, x4, y4):
    """A cubic Bézier curve, continuing the current figure."""
    return _add_beziers(c, path, [(x1, y1), (x2, y2), (x3, y3), (x4, y4)])


@api(GDIPLUS, "GdipAddPathBezierI", "LPVOID path, INT x1, INT y1, INT x2, INT y2,"
                                    " INT x3, INT y3, INT x4, INT y4", widths=BOTH)
def GdipAddPathBezierI(c, path, x1, y1, x2, y2, x3, y3, x4, y4):
    """GdipAddPathBezier with integers."""
    return _add_beziers(c, path, [(float(x1), float(y1)), (float(x2), float(y2)),
                                  (float(x3), float(y3)), (float(x4), float(y4))])


@api(GDIPLUS, "GdipAddPathBeziers", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathBeziers(c, path, pts, count):
    """Bézier curves through 1 + 3n PointF."""
    if not pts or count < 4 or (count - 1) % 3:
        return InvalidParameter
    return _add_beziers(c, path, _pointsf(c, pts, count))


@api(GDIPLUS, "GdipAddPathBeziersI", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathBeziersI(c, path, pts, count):
    """Bézier curves through 1 + 3n Point."""
    if not pts or count < 4 or (count - 1) % 3:
        return InvalidParameter
    return _add_beziers(c, path, _pointsi(c, pts, count))


def _add_closed(c, path, pts, kinds):
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    p.add_closed(pts, kinds)
    return Ok


def _rect_figure(x, y, w, h):
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], [PT_LINE] * 3


@api(GDIPLUS, "GdipAddPathRectangle", "LPVOID path, REAL x, REAL y, REAL w, REAL h",
     widths=BOTH)
def GdipAddPathRectangle(c, path, x, y, w, h):
    """A closed rectangle figure of its own."""
    return _add_closed(c, path, *_rect_figure(x, y, w, h))


@api(GDIPLUS, "GdipAddPathRectangleI", "LPVOID path, INT x, INT y, INT w, INT h",
     widths=BOTH)
def GdipAddPathRectangleI(c, path, x, y, w, h):
    """GdipAddPathRectangle with integers."""
    return _add_closed(c, path, *_rect_figure(float(x), float(y), float(w), float(h)))


def _ellipse_figure(x, y, w, h):
    pts = ellipse_beziers(x, y, w, h)
    return pts, [PT_BEZIER] * (len(pts) - 1)


@api(GDIPLUS, "GdipAddPathEllipse", "LPVOID path, REAL x, REAL y, REAL w, REAL h",
     widths=BOTH)
def GdipAddPathEllipse(c, path, x, y, w, h):
    """A closed ellipse figure (four Bézier curves)."""
    return _add_closed(c, path, *_ellipse_figure(x, y, w, h))


@api(GDIPLUS, "GdipAddPathEllipseI", "LPVOID path, INT x, INT y, INT w, INT h",
     widths=BOTH)
def GdipAddPathEllipseI(c, path, x, y, w, h):
    """GdipAddPathEllipse with integers."""
    return _add_closed(c, path, *_ellipse_figure(float(x), float(y), float(w), float(h)))


def _pie_figure(x, y, w, h, start, sweep):
    arc = arc_beziers(x, y, w, h, start, sweep)
    return [(x + w / 2.0, y + h / 2.0)] + arc, [PT_LINE] + [PT_BEZIER] * (len(arc) - 1)


@api(GDIPLUS, "GdipAddPathPie", "LPVOID path, REAL x, REAL y, REAL w, REAL h, REAL start,"
                                " REAL sweep", widths=BOTH)
def GdipAddPathPie(c, path, x, y, w, h, start, sweep):
    """A closed pie figure: the centre, then the arc."""
    return _add_closed(c, path, *_pie_figure(x, y, w, h, start, sweep))


@api(GDIPLUS, "GdipAddPathPieI", "LPVOID path, INT x, INT y, INT w, INT h, REAL start,"
                                 " REAL sweep", widths=BOTH)
def GdipAddPathPieI(c, path, x, y, w, h, start, sweep):
    """GdipAddPathPie with an integer rectangle."""
    return GdipAddPathPie(c, path, float(x), float(y), float(w), float(h), start, sweep)


@api(GDIPLUS, "GdipAddPathPolygon", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathPolygon(c, path, pts, count):
    """A closed polygon figure of ``count`` PointF (at least 3)."""
    if not pts or count < 3:
        return InvalidParameter
    pts = _pointsf(c, pts, count)
    return _add_closed(c, path, pts, [PT_LINE] * (count - 1))


@api(GDIPLUS, "GdipAddPathPolygonI", "LPVOID path, LPVOID pts, INT count", widths=BOTH)
def GdipAddPathPolygonI(c, path, pts, count):
    """A closed polygon figure of ``count`` Point."""
    if not pts or count < 3:
        return InvalidParameter
    pts = _pointsi(c, pts, count)
    return _add_closed(c, path, pts, [PT_LINE] * (count - 1))


# -- drawing --------------------------------------------------------------------------
def _draw(c, graphics, pen, figures):
    g, p = _obj(c, graphics, Graphics), _obj(c, pen, Pen)
    if g is None or p is None:
        return InvalidParameter
    g.stroke(figures, p)
    return Ok


def _fill(c, graphics, brush, figures, winding=False):
    g, b = _obj(c, graphics, Graphics), _obj(c, brush, SolidBrush)
    if g is None or b is None:
        return InvalidParameter
    g.fill(figures, winding, b.argb)
    return Ok


def _figures(pts, kinds, closed):
    """The figures of one shape: a closed figure of points of ``kinds``, or an open run
    of Bézier curves (``kinds`` [PT_BEZIER]) or lines."""
    path = GpPath()
    if closed:
        path.add_closed(pts, kinds)
    elif kinds and kinds[0] == PT_BEZIER:
        path.add_beziers(pts)
    else:
        path.add_lines(pts)
    return path.figures()


@api(GDIPLUS, "GdipDrawLine", "LPVOID graphics, LPVOID pen, REAL x1, REAL y1, REAL x2,"
                              " REAL y2", widths=BOTH)
def GdipDrawLine(c, graphics, pen, x1, y1, x2, y2):
    """A line with the pen."""
    return _draw(c, graphics, pen, [([(x1, y1), (x2, y2)], False)])


@api(GDIPLUS, "GdipDrawLineI", "LPVOID graphics, LPVOID pen, INT x1, INT y1, INT x2,"
                               " INT y2", widths=BOTH)
def GdipDrawLineI(c, graphics, pen, x1, y1, x2, y2):
    """GdipDrawLine with integers."""
    return _draw(c, graphics, pen, [([(float(x1), float(y1)), (float(x2), float(y2))],
                                     False)])


@api(GDIPLUS, "GdipDrawLines", "LPVOID graphics, LPVOID pen, LPVOID pts, INT count",
     widths=BOTH)
def GdipDrawLines(c, graphics, pen, pts, count):
    """A polyline of ``count`` PointF (at least 2)."""
    if not pts or count < 2:
        return InvalidParameter
    return _draw(c, graphics, pen, [(_pointsf(c, pts, count), False)])


@api(GDIPLUS, "GdipDrawLinesI", "LPVOID graphics, LPVOID pen, LPVOID pts, INT count",
     widths=BOTH)
def GdipDrawLinesI(c, graphics, pen, pts, count):
    """A polyline of ``count`` Point (at least 2)."""
    if not pts or count < 2:
        return InvalidParameter
    return _draw(c, graphics, pen, [(_pointsi(c, pts, count), False)])


@api(GDIPLUS, "GdipDrawRectangle", "LPVOID graphics, LPVOID pen, REAL x, REAL y, REAL w,"
                                   " REAL h", widths=BOTH)
def GdipDrawRectangle(c, graphics, pen, x, y, w, h):
    """A rectangle's outline."""
    return _draw(c, graphics, pen, _figures(*_rect_figure(x, y, w, h), True))


@api(GDIPLUS, "GdipDrawRectangleI", "LPVOID graphics, LPVOID pen, INT x, INT y, INT w,"
                                    " INT h", widths=BOTH)
def GdipDrawRectangleI(c, graphics, pen, x, y, w, h):
    """GdipDrawRectangle with integers."""
    return GdipDrawRectangle(c, graphics, pen, float(x), float(y), float(w), float(h))


@api(GDIPLUS, "GdipDrawEllipse", "LPVOID graphics, LPVOID pen, REAL x, REAL y, REAL w,"
                                 " REAL h", widths=BOTH)
def GdipDrawEllipse(c, graphics, pen, x, y, w, h):
    """An ellipse's outline."""
    return _draw(c, graphics, pen, _figures(*_ellipse_figure(x, y, w, h), True))


@api(GDIPLUS, "GdipDrawEllipseI", "LPVOID graphics, LPVOID pen, INT x, INT y, INT w,"
                                  " INT h", widths=BOTH)
def GdipDrawEllipseI(c, graphics, pen, x, y, w, h):
    """GdipDrawEllipse with integers."""
    return GdipDrawEllipse(c, graphics, pen, float(x), float(y), float(w), float(h))


@api(GDIPLUS, "GdipDrawArc", "LPVOID graphics, LPVOID pen, REAL x, REAL y, REAL w, REAL h,"
                             " REAL start, REAL sweep", widths=BOTH)
def GdipDrawArc(c, graphics, pen, x, y, w, h, start, sweep):
    """An elliptical arc from ``start`` through ``sweep`` degrees."""
    if w <= 0 or h <= 0:
        return InvalidParameter
    return _draw(c, graphics, pen, _figures(arc_beziers(x, y, w, h, start, sweep),
                                            [PT_BEZIER], False))


@api(GDIPLUS, "GdipDrawArcI", "LPVOID graphics, LPVOID pen, INT x, INT y, INT w, INT h,"
                              " REAL start, REAL sweep", widths=BOTH)
def GdipDrawArcI(c, graphics, pen, x, y, w, h, start, sweep):
    """GdipDrawArc with an integer rectangle."""
    return GdipDrawArc(c, graphics, pen, float(x), float(y), float(w), float(h), start, sweep)


@api(GDIPLUS, "GdipDrawPie", "LPVOID graphics, LPVOID pen, REAL x, REAL y, REAL w, REAL h,"
                             " REAL start, REAL sweep", widths=BOTH)
def GdipDrawPie(c, graphics, pen, x, y, w, h, start, sweep):
    """A pie's outline."""
    return _draw(c, graphics, pen, _figures(*_pie_figure(x, y, w, h, start, sweep), True))


@api(GDIPLUS, "GdipDrawPieI", "LPVOID graphics, LPVOID pen, INT x, INT y, INT w, INT h,"
                              " REAL start, REAL sweep", widths=BOTH)
def GdipDrawPieI(c, graphics, pen, x, y, w, h, start, sweep):
    """GdipDrawPie with an integer rectangle."""
    return GdipDrawPie(c, graphics, pen, float(x), float(y), float(w), float(h), start, sweep)


@api(GDIPLUS, "GdipDrawBezier", "LPVOID graphics, LPVOID pen, REAL x1, REAL y1, REAL x2,"
                                " REAL y2, REAL x3, REAL y3, REAL x4, REAL y4", widths=BOTH)
def GdipDrawBezier(c, graphics, pen, x1, y1, x2, y2, x3, y3, x4, y4):
    """A cubic Bézier curve."""
    return _draw(c, graphics, pen, _figures([(x1, y1), (x2, y2), (x3, y3), (x4, y4)],
                                            [PT_BEZIER], False))


@api(GDIPLUS, "GdipDrawBezierI", "LPVOID graphics, LPVOID pen, INT x1, INT y1, INT x2,"
                                 " INT y2, INT x3, INT y3, INT x4, INT y4", widths=BOTH)
def GdipDrawBezierI(c, graphics, pen, x1, y1, x2, y2, x3, y3, x4, y4):
    """GdipDrawBezier with integers."""
    return GdipDrawBezier(c, graphics, pen, *(float(v) for v in
                                              (x1, y1, x2, y2, x3, y3, x4, y4)))


@api(GDIPLUS, "GdipDrawPolygon", "LPVOID graphics, LPVOID pen, LPVOID pts, INT count",
     widths=BOTH)
def GdipDrawPolygon(c, graphics, pen, pts, count):
    """A closed polygon's outline (at least 2 PointF)."""
    if not pts or count < 2:
        return InvalidParameter
    return _draw(c, graphics, pen, [(_pointsf(c, pts, count), True)])


@api(GDIPLUS, "GdipDrawPolygonI", "LPVOID graphics, LPVOID pen, LPVOID pts, INT count",
     widths=BOTH)
def GdipDrawPolygonI(c, graphics, pen, pts, count):
    """GdipDrawPolygon with Point."""
    if not pts or count < 2:
        return InvalidParameter
    return _draw(c, graphics, pen, [(_pointsi(c, pts, count), True)])


@api(GDIPLUS, "GdipDrawPath", "LPVOID graphics, LPVOID pen, LPVOID path", widths=BOTH)
def GdipDrawPath(c, graphics, pen, path):
    """The path's figures, with the pen."""
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    return _draw(c, graphics, pen, p.figures())


# -- filling --------------------------------------------------------------------------
@api(GDIPLUS, "GdipFillRectangle", "LPVOID graphics, LPVOID brush, REAL x, REAL y, REAL w,"
                                   " REAL h", widths=BOTH)
def GdipFillRectangle(c, graphics, brush, x, y, w, h):
    """Fill a rectangle with the brush."""
    return _fill(c, graphics, brush, _figures(*_rect_figure(x, y, w, h), True))


@api(GDIPLUS, "GdipFillRectangleI", "LPVOID graphics, LPVOID brush, INT x, INT y, INT w,"
                                    " INT h", widths=BOTH)
def GdipFillRectangleI(c, graphics, brush, x, y, w, h):
    """GdipFillRectangle with integers."""
    return GdipFillRectangle(c, graphics, brush, float(x), float(y), float(w), float(h))


@api(GDIPLUS, "GdipFillEllipse", "LPVOID graphics, LPVOID brush, REAL x, REAL y, REAL w,"
                                 " REAL h", widths=BOTH)
def GdipFillEllipse(c, graphics, brush, x, y, w, h):
    """Fill an ellipse with the brush."""
    return _fill(c, graphics, brush, _figures(*_ellipse_figure(x, y, w, h), True))


@api(GDIPLUS, "GdipFillEllipseI", "LPVOID graphics, LPVOID brush, INT x, INT y, INT w,"
                                  " INT h", widths=BOTH)
def GdipFillEllipseI(c, graphics, brush, x, y, w, h):
    """GdipFillEllipse with integers."""
    return GdipFillEllipse(c, graphics, brush, float(x), float(y), float(w), float(h))


@api(GDIPLUS, "GdipFillPie", "LPVOID graphics, LPVOID brush, REAL x, REAL y, REAL w, REAL h,"
                             " REAL start, REAL sweep", widths=BOTH)
def GdipFillPie(c, graphics, brush, x, y, w, h, start, sweep):
    """Fill a pie with the brush."""
    return _fill(c, graphics, brush, _figures(*_pie_figure(x, y, w, h, start, sweep), True))


@api(GDIPLUS, "GdipFillPieI", "LPVOID graphics, LPVOID brush, INT x, INT y, INT w, INT h,"
                              " REAL start, REAL sweep", widths=BOTH)
def GdipFillPieI(c, graphics, brush, x, y, w, h, start, sweep):
    """GdipFillPie with an integer rectangle."""
    return GdipFillPie(c, graphics, brush, float(x), float(y), float(w), float(h), start,
                       sweep)


@api(GDIPLUS, "GdipFillPolygon", "LPVOID graphics, LPVOID brush, LPVOID pts, INT count,"
                                 " INT mode", widths=BOTH)
def GdipFillPolygon(c, graphics, brush, pts, count, mode):
    """Fill a polygon of ``count`` PointF with the fill mode."""
    if not pts or count <= 0:
        return InvalidParameter
    return _fill(c, graphics, brush, [(_pointsf(c, pts, count), True)], mode == FILL_WINDING)


@api(GDIPLUS, "GdipFillPolygonI", "LPVOID graphics, LPVOID brush, LPVOID pts, INT count,"
                                  " INT mode", widths=BOTH)
def GdipFillPolygonI(c, graphics, brush, pts, count, mode):
    """GdipFillPolygon with Point."""
    if not pts or count <= 0:
        return InvalidParameter
    return _fill(c, graphics, brush, [(_pointsi(c, pts, count), True)], mode == FILL_WINDING)


@api(GDIPLUS, "GdipFillPolygon2", "LPVOID graphics, LPVOID brush, LPVOID pts, INT count",
     widths=BOTH)
def GdipFillPolygon2(c, graphics, brush, pts, count):
    """GdipFillPolygon in FillModeAlternate."""
    return GdipFillPolygon(c, graphics, brush, pts, count, 0)


@api(GDIPLUS, "GdipFillPolygon2I", "LPVOID graphics, LPVOID brush, LPVOID pts, INT count",
     widths=BOTH)
def GdipFillPolygon2I(c, graphics, brush, pts, count):
    """GdipFillPolygonI in FillModeAlternate."""
    return GdipFillPolygonI(c, graphics, brush, pts, count, 0)


@api(GDIPLUS, "GdipFillPath", "LPVOID graphics, LPVOID brush, LPVOID path", widths=BOTH)
def GdipFillPath(c, graphics, brush, path):
    """Fill the path's figures with the brush, in the path's fill mode."""
    p = _obj(c, path, GpPath)
    if p is None:
        return InvalidParameter
    return _fill(c, graphics, brush, p.figures(), p.fill_mode == FILL_WINDING)
