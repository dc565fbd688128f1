"""GDI32's remaining path functions and the float ABC widths: SelectClipPath, FlattenPath,
GetPath, GetCharABCWidthsFloat (docs/gdi.md).

A path here keeps its figures as device points with curves already flattened into lines
(``gdi/shapes.py`` ``Path``), so FlattenPath has nothing left to change and GetPath
reports every figure as a move and lines (PT_BEZIERTO never appears)."""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_CAN_NOT_COMPLETE, ERROR_INVALID_PARAMETER
from ...gdi import shapes, widen
from ...gdi.regions import RGN_AND, RGN_COPY, combine
from ...gdi.textmetrics import char_width
from ...gdi.recording import records
from .main import _dc
from .regions import _dc_area, _set_clip
from ...core.dllnames import GDI32
from ...core.structures import ABCFLOAT, POINT
from ....abi.structs import array_bytes

PT_CLOSEFIGURE, PT_LINETO, PT_MOVETO = 0x1, 0x2, 0x6


def _closed(c, hdc):
    """(dc, path) when the DC holds a closed path, else (dc or None, None) with
    ERROR_CAN_NOT_COMPLETE."""
    dc = _dc(c, hdc)
    if dc is None:
        return None, None
    if dc.path is None or dc.path.open:
        c.vm.last_error = ERROR_CAN_NOT_COMPLETE
        return dc, None
    return dc, dc.path


@api(GDI32, "SelectClipPath", "HDC hdc, INT mode", widths=BOTH)
@records
def SelectClipPath(c, hdc, mode):
    """Combine the closed path's interior (filled by the polygon fill mode) with the clip
    region by ``mode`` (RGN_AND, RGN_OR, RGN_XOR, RGN_DIFF, RGN_COPY); the path is used up.
    Without a clip region the DC's whole area stands for it."""
    dc, path = _closed(c, hdc)
    if path is None:
        return 0
    dc.path = None          # made into a region first: a bad mode has used it up too
    if not path.figures:
        return 0            # an empty path selects nothing (no error code)
    rgn = shapes.path_region(path, dc.poly_fill_mode)
    if not RGN_AND <= mode <= RGN_COPY:
        return 0            # as ExtSelectClipRgn: no error code for a bad mode
    if mode == RGN_COPY:
        _set_clip(dc, rgn)
    else:
        _set_clip(dc, combine(dc.own_clip or _dc_area(dc), rgn, mode))
    return 1


@api(GDI32, "FlattenPath", "HDC hdc", widths=BOTH)
def FlattenPath(c, hdc):
    """Turn the closed path's curves into lines: they already are (see the module
    docstring). FALSE with ERROR_CAN_NOT_COMPLETE without a closed path."""
    dc, path = _closed(c, hdc)
    if path is not None and dc.recorder is not None:
        raise Unimplemented("GDI32.dll!FlattenPath (on a metafile DC: not recorded)")
    if path is None:
        return 0
    path.flatten()
    return 1


def _path_points(dc, path):
    """[(logical x, y, PT_* type)] of the path."""
    out = []
    for fig in path.figures:
        raw, closed = shapes.raw_of(fig), fig[1]
        for i, (x, y, kind) in enumerate(raw):
            kind = PT_MOVETO if i == 0 else kind
            if closed and i == len(raw) - 1 and i:
                kind |= PT_CLOSEFIGURE
            lx, ly = dc.coords.dp(x, y)
            out.append((lx, ly, kind))
    return out


@api(GDI32, "WidenPath", "HDC hdc", widths=BOTH)
def WidenPath(c, hdc):
    """Redefine the closed path as the area the selected pen paints along it: outlines
    with the pen's width (one pixel at least), end caps and joins (round unless an
    ExtCreatePen style says otherwise), miters within the DC's miter limit. FALSE with
    ERROR_CAN_NOT_COMPLETE without a closed path."""
    dc, path = _closed(c, hdc)
    if path is None:
        return 0
    if dc.recorder is not None:
        raise Unimplemented("GDI32.dll!WidenPath (on a metafile DC: not recorded)")
    pen = dc.pen
    if pen is not None and pen.style & 0xF not in (shapes.PS_SOLID, shapes.PS_INSIDEFRAME,
                                                   shapes.PS_NULL) and pen.width > 1:
        raise Unimplemented("GDI32.dll!WidenPath (a styled pen wider than one pixel)")
    flags = pen.flags if pen is not None else 0
    path.figures = [[pts, closed] for pts, closed in widen.widen_figures(
        [(f[0], f[1]) for f in path.figures], dc.pen_width(),
        flags & 0xF00, flags & 0xF000, dc.miter_limit)]
    return 1


@api(GDI32, "SetMiterLimit", "HDC hdc, FLOAT limit, LPVOID old", widths=BOTH)
def SetMiterLimit(c, hdc, limit, old):
    """Set the longest miter (as a multiple of half the pen width) a miter join may have
    before it is beveled; the old limit goes to ``old`` (a FLOAT) when given."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if old:
        c.vm.mem.write(old, array_bytes("FLOAT", [dc.miter_limit]))
    dc.miter_limit = limit               # a FLOAT argument arrives as a Python float
    return 1


@api(GDI32, "GetMiterLimit", "HDC hdc, LPVOID out", widths=BOTH)
def GetMiterLimit(c, hdc, out):
    """The DC's miter limit, written as a FLOAT."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if out:
        c.vm.mem.write(out, array_bytes("FLOAT", [dc.miter_limit]))
    return 1


@api(GDI32, "GetPath", "HDC hdc, LPVOID pts, LPVOID types, INT n", widths=BOTH)
def GetPath(c, hdc, pts, types, n):
    """The closed path's points (logical units) and PT_* types: the count; with ``n`` 0
    only the count; -1 with ERROR_INVALID_PARAMETER when ``n`` is too small, or
    ERROR_CAN_NOT_COMPLETE without a closed path."""
    dc, path = _closed(c, hdc)
    if path is None:
        return -1
    items = _path_points(dc, path)
    if n == 0:
        return len(items)
    if n < len(items):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return -1
    mem = c.vm.mem
    mem.write(pts, POINT.pack_array((x, y) for x, y, _ in items))
    mem.write(types, bytes(k for _, _, k in items))
    return len(items)


@api(GDI32, "GetCharABCWidthsFloat{AW}", "HDC hdc, UINT first, UINT last, LPVOID out", widths=BOTH)
def GetCharABCWidthsFloat(c, hdc, first, last, out):
    """ABCFLOAT widths (logical units) for every font, as documented: the fonts here are
    bitmaps drawn within their advance, so A and C are 0 and B the advance width."""
    dc = _dc(c, hdc)
    if dc is None or last < first or not out:
        if dc is not None:
            c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    font = dc.text_font
    sx = dc.coords.unit_scale()[0]
    data = ABCFLOAT.pack_array((0.0, char_width(font, chr(i)) / sx, 0.0)
                               for i in range(first, last + 1))
    c.vm.mem.write(out, data)
    return 1
