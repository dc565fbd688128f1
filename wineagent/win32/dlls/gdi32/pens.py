"""GDI32 pens: CreatePen, CreatePenIndirect (cosmetic LOGPEN pens) and ExtCreatePen
(cosmetic or geometric, PS_USERSTYLE dashes, end caps and joins kept, and geometric pens
painted with any brush ExtCreatePen takes: solid, hatched, pattern, DIB pattern)."""

from ....abi.structs import read_array
from ....abi.api import BOTH, api
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.objects import Pen
from .brushes import BS_DIBPATTERN, BS_DIBPATTERNPT, BS_HATCHED, BS_NULL, BS_SOLID, make_brush
from .main import colorref_arg
from ...core.structures import LOGBRUSH, LOGPEN

PS_SOLID, PS_NULL, PS_INSIDEFRAME, PS_USERSTYLE, PS_ALTERNATE = 0, 5, 6, 7, 8
PS_STYLE_MASK, PS_ENDCAP_MASK, PS_JOIN_MASK, PS_TYPE_MASK = 0xF, 0xF00, 0xF000, 0xF0000
PS_GEOMETRIC = 0x10000
#: the stock NULL_PEN: every pen of style PS_NULL is this one object
NULL_PEN = 0x00F00000 | 8


def _signed(v):
    return v - (1 << 32) if v & 0x80000000 else v


def _cosmetic(c, style, width, color):
    """CreatePen's rules: PS_NULL is the stock NULL_PEN, a style past PS_INSIDEFRAME
    (PS_USERSTYLE, PS_ALTERNATE, undefined ones) draws solid, a negative width counts
    as its size."""
    kind = style & PS_STYLE_MASK
    if kind == PS_NULL:
        return NULL_PEN
    if kind > PS_INSIDEFRAME:
        kind = PS_SOLID
    return c.vm.gdi.add(Pen(kind, _signed(width & 0xFFFFFFFF), colorref_arg(color)))


@api(GDI32, "CreatePen", "INT style, INT width, COLORREF color", widths=BOTH)
def CreatePen(c, style, width, color):
    """A cosmetic pen (styled pens wider than one pixel draw solid, as documented)."""
    return _cosmetic(c, style, width, color)


@api(GDI32, "CreatePenIndirect", "LPVOID lp", widths=BOTH)
def CreatePenIndirect(c, lp):
    """CreatePen from a LOGPEN (style, width in its POINT's x, colour)."""
    if not lp:
        return 0
    p = LOGPEN.at(c.vm.mem, lp)
    style, width, color = p.lopnStyle, p.lopnWidth.x, p.lopnColor
    return _cosmetic(c, style, width, color)


def _user_style(c, n, styles):
    """PS_USERSTYLE's dash and gap lengths, or None (the error code set) when Windows
    refuses them: none, more than 16, all zero, or a negative one; a negative count fails
    without an error code."""
    if _signed(n) < 0:
        return None
    if not 0 < n <= 16 or not styles:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    dashes = read_array(c.vm.mem, styles, "DWORD", n)
    if not any(dashes) or any(d & 0x80000000 for d in dashes):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    return dashes


def _refuse(c):
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


@api(GDI32, "ExtCreatePen", "DWORD style, DWORD width, LPVOID lb, DWORD n, LPVOID styles", widths=BOTH)
def ExtCreatePen(c, style, width, lb, n, styles):
    """A cosmetic pen (one pixel, a solid brush, PS_ALTERNATE allowed) or a geometric one
    (any width and brush, end caps and joins). A PS_NULL pen, or a geometric pen with a
    BS_NULL brush, is the stock NULL_PEN."""
    bstyle, color, hatch = LOGBRUSH.values(c.vm.mem, lb, c.ptr_size) if lb else (0, 0, 0)
    kind = style & PS_STYLE_MASK
    geometric = style & PS_TYPE_MASK == PS_GEOMETRIC
    dashes = None
    if kind == PS_USERSTYLE:
        dashes = _user_style(c, n, styles)
        if dashes is None:
            return 0
    elif n:
        return _refuse(c)           # a style array only goes with PS_USERSTYLE
    if kind > PS_ALTERNATE or (style & PS_TYPE_MASK) not in (0, PS_GEOMETRIC):
        return _refuse(c)
    if (geometric and kind == PS_ALTERNATE) or (not geometric and kind == PS_INSIDEFRAME):
        return _refuse(c)           # PS_ALTERNATE is cosmetic only, INSIDEFRAME geometric
    if kind == PS_NULL or (geometric and bstyle == BS_NULL):
        return NULL_PEN
    if not geometric and (width != 1 or bstyle != BS_SOLID):
        return _refuse(c)           # cosmetic pens are one pixel wide and solid
    brush = make_brush(c, bstyle, color, hatch, for_pen=True)
    if brush is None:
        return _refuse(c)
    solid = bstyle in (BS_SOLID, BS_HATCHED)
    pen = Pen(kind, _signed(width), colorref_arg(color) if solid else 0, geometric, dashes,
              extended=True)
    pen.flags = style & (PS_ENDCAP_MASK | PS_JOIN_MASK)
    # EXTLOGPEN reports the brush as given: its hatch field even for a solid brush, a
    # DIB pattern (either kind) as BS_DIBPATTERNPT with the address or handle given.
    pen.brush_style = BS_DIBPATTERNPT if bstyle == BS_DIBPATTERN else bstyle
    pen.hatch = hatch
    if bstyle != BS_SOLID:
        pen.brush = brush
    return c.vm.gdi.add(pen)
