"""GDI32 brushes beyond CreateSolidBrush: CreateBrushIndirect (every LOGBRUSH style),
CreateHatchBrush, CreatePatternBrush, CreateDIBPatternBrush(Pt) — and the LOGBRUSH
reading ExtCreatePen shares."""

import struct

from PIL import Image

from ....abi.structs import read_array

from ....abi.api import BOTH, api
from ...core.dllnames import GDI32
from ...gdi import bitmaps
from ...gdi.dib import dib_to_image
from ...gdi.objects import Bitmap, Brush
from .main import colorref_arg
from ...core.structures import BITMAPINFOHEADER, LOGBRUSH

BS_SOLID, BS_NULL, BS_HATCHED, BS_PATTERN, BS_INDEXED = 0, 1, 2, 3, 4
BS_DIBPATTERN, BS_DIBPATTERNPT, BS_PATTERN8X8 = 5, 6, 7
DIB_RGB_COLORS, DIB_PAL_COLORS, DIB_PAL_INDICES = 0, 1, 2
#: HS_API_MAX: hatch styles 6..11 exist (Windows' internal solid-looking ones) and make
#: a solid brush; from 12 on CreateHatchBrush fails
HS_API_MAX = 12


def dib_pattern(c, packed, usage, reported):
    """A BS_DIBPATTERN brush from the packed DIB (BITMAPINFO, colour table, bits) at guest
    address ``packed``, or None when Windows refuses it (a compressed DIB, an unknown
    ``usage``). ``reported`` is the address GetObject gives back as lbHatch."""
    if usage not in (DIB_RGB_COLORS, DIB_PAL_COLORS, DIB_PAL_INDICES):
        return None
    mem = c.vm.mem
    size, width, height, _, bpp, comp, _, _, _, used, _ = \
        BITMAPINFOHEADER.values(mem, packed)
    if size < 40 or comp not in (0, 3) or width <= 0 or height == 0 or \
            bpp not in (1, 4, 8, 16, 24, 32):
        return None
    # BI_BITFIELDS: three DWORD masks after the 40-byte header
    masks = read_array(mem, packed + BITMAPINFOHEADER.sizeof(), "DWORD", 3) \
        if comp == 3 else None
    off = packed + size + (12 if comp == 3 and size == 40 else 0)
    colors = (used or 1 << bpp) if bpp <= 8 else 0
    stride = ((width * bpp + 31) // 32) * 4
    brush = Brush(BS_DIBPATTERN, 0, reported)
    # the brush keeps its own copy of the packed DIB (Windows copies it: the program may
    # free its memory), with biSizeImage filled in
    table_size = colors * (2 if usage == DIB_PAL_COLORS else 0 if usage == DIB_PAL_INDICES
                           else 4)
    head = bytearray(mem.read(packed, off - packed + table_size))
    struct.pack_into("<I", head, BITMAPINFOHEADER.offsetof("biSizeImage"),
                     stride * abs(height))
    brush.packed = (usage, bytes(head), bytes(mem.read(off + table_size,
                                                       stride * abs(height))))
    if colors and usage != DIB_RGB_COLORS:
        # Palette indexes: the pixels pick table entries that index the DC's palette.
        if usage == DIB_PAL_COLORS:
            table = read_array(mem, off, "WORD", colors)
            off += 2 * colors
        else:
            table = tuple(range(colors))    # DIB_PAL_INDICES: no table, the pixels index
        raw = mem.read(off, stride * abs(height))
        mode = {1: "1", 4: "P;4", 8: "P"}[bpp]
        idx = Image.frombytes("P", (width, abs(height)), raw, "raw",
                              mode if bpp != 1 else "P;1", stride)
        if height > 0:
            idx = idx.transpose(Image.FLIP_TOP_BOTTOM)
        brush.indexes = _p_to_l(idx)
        brush.pal_table = table + (0,) * (256 - len(table))
        return brush
    palette = []
    for i in range(colors):
        b, g, r, _ = mem.read(off + 4 * i, 4)
        palette.append((r, g, b))
    off += 4 * colors
    brush.pattern = dib_to_image(mem.read(off, stride * abs(height)), width, height, bpp,
                                 palette, masks)
    return brush


def _p_to_l(img):
    """A "P" image's raw indexes as an "L" image (convert("L") would map the colours)."""
    return Image.frombytes("L", img.size, img.tobytes())


def make_brush(c, style, color, hatch, for_pen=False):
    """A Brush from LOGBRUSH fields, or None when Windows refuses them. ``hatch`` is the
    HS_* style, the bitmap handle (BS_PATTERN), the HGLOBAL of a packed DIB
    (BS_DIBPATTERN) or its address (BS_DIBPATTERNPT; ``color`` is then the DIB_* usage).
    A pen (``for_pen``) takes no BS_PATTERN8X8."""
    gdi = c.vm.gdi
    if style == BS_SOLID:
        return Brush(BS_SOLID, colorref_arg(color))
    if style == BS_NULL:
        return Brush(BS_NULL, 0)
    if style == BS_HATCHED:
        if not 0 <= hatch < HS_API_MAX:
            return None
        pat = bitmaps.hatch_pattern(hatch)
        if pat is None:
            return Brush(BS_SOLID, colorref_arg(color))
        return Brush(BS_HATCHED, colorref_arg(color), hatch, pat)
    if style == BS_PATTERN or (style == BS_PATTERN8X8 and not for_pen):
        bmp = gdi.get(hatch, Bitmap)
        if bmp is None:
            return None
        gdi.sync_from_guest(bmp)
        # The pattern is a copy: deleting the bitmap later leaves the brush painting it.
        return Brush(BS_PATTERN, 0, hatch, bmp.image.copy(), bmp.mono)
    if style in (BS_DIBPATTERN, BS_DIBPATTERNPT):
        # BS_DIBPATTERN's lbHatch is an HGLOBAL; a block's handle is its address here
        # (kernel32/heaps.py), which GetObject reports as Windows reports the locked one.
        if not hatch or (style == BS_DIBPATTERN and c.vm.heap.size(hatch) is None):
            return None
        return dib_pattern(c, hatch, color & 0xFFFF, hatch)
    return None     # BS_INDEXED, BS_DIBPATTERN8X8, BS_MONOPATTERN and beyond


@api(GDI32, "CreateBrushIndirect", "LPVOID lb", widths=BOTH)
def CreateBrushIndirect(c, lb):
    """A brush of any LOGBRUSH style; BS_NULL gives the stock NULL_BRUSH itself."""
    style, color, hatch = LOGBRUSH.values(c.vm.mem, lb, c.ptr_size)
    if style == BS_NULL:
        return 0x00F00000 | 5
    brush = make_brush(c, style, color, hatch)
    return c.vm.gdi.add(brush) if brush is not None else 0


@api(GDI32, "CreateHatchBrush", "INT hatch, COLORREF color", widths=BOTH)
def CreateHatchBrush(c, hatch, color):
    """A hatched brush (HS_HORIZONTAL..HS_DIAGCROSS); styles 6-11 make a solid brush of
    the colour, later ones fail (without an error code)."""
    brush = make_brush(c, BS_HATCHED, color, hatch)
    return c.vm.gdi.add(brush) if brush is not None else 0


@api(GDI32, "CreatePatternBrush", "HBITMAP bmp", widths=BOTH)
def CreatePatternBrush(c, bmp):
    """A brush painting a copy of the bitmap (a DIB section too)."""
    brush = make_brush(c, BS_PATTERN, 0, bmp)
    return c.vm.gdi.add(brush) if brush is not None else 0


@api(GDI32, "CreateDIBPatternBrush", "HGLOBAL packed, UINT usage", widths=BOTH)
def CreateDIBPatternBrush(c, packed, usage):
    """A brush painting the packed DIB in the global block ``packed``."""
    brush = make_brush(c, BS_DIBPATTERN, usage, packed)
    return c.vm.gdi.add(brush) if brush is not None else 0


@api(GDI32, "CreateDIBPatternBrushPt", "LPVOID packed, UINT usage", widths=BOTH)
def CreateDIBPatternBrushPt(c, packed, usage):
    """A brush painting the packed DIB at ``packed`` (read now: the memory may go)."""
    brush = make_brush(c, BS_DIBPATTERNPT, usage, packed)
    return c.vm.gdi.add(brush) if brush is not None else 0
