"""GDI32: objects, drawing, text, bitmaps and blits over the Pillow engine in ``gdi.py``."""

import copy

from PIL import Image, ImageChops

from ....abi.api import BOTH, absent, api
from ....abi.structs import array_bytes, read_array
from ...core.structures import (BITMAP, BITMAPCOREHEADER, BITMAPINFOHEADER, DIBSECTION,
                                LOGBRUSH, LOGFONT,
                                POINT, RECT, SIZE)
from ...gdi import bitmaps, shapes
from ...gdi.shapes import points
from ...gdi import palette as palette_mod
from ...gdi.dib import dib_to_image, rle_decode
from ...gdi.pildraw import point_table
from ...gdi.devcaps import SCREEN_BPP
from ...gdi.objects import Bitmap, Brush, Font, Pen, rgb, colorref
from ...gdi.dc import DC
from ...gdi.drawtext import text_ink
from ...gdi.regions import Region
from ...gdi.rop import rop3, rop3_index, uses_dest, uses_pattern, uses_source
from ...gdi.recording import forgets, queries, records
from ...gdi.wmf import WmfRecorder
from ....abi.api import Unimplemented
from ...core.winerror import (ERROR_INVALID_FUNCTION, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY)
from ...core.dllnames import GDI32
from ...kernel.mapping import (PAGE_READWRITE, FILE_MAP_COPY, FILE_MAP_WRITE, SECTION_PROTECT, Section,
                               map_view, unmap_view)
from ...kernel.vmem import GRANULARITY, MEM_COMMIT, MEM_RELEASE, MEM_RESERVE, VirtualError

# Absent by design (docs/dlls.md): Uniscribe is usp10.dll's in Windows (MS docs: "DLL
# Usp10.dll"); Wine 8 builds it into its gdi32 and makes usp10 forward there, so Wine's own
# DLLs import these from GDI32. A program finds them in usp10, as on Windows.
absent(GDI32, "Uniscribe lives in usp10.dll on Windows; only Wine's gdi32 exports it "
       "(Wine's usp10 forwards there)",
       *("Script" + n for n in (
           "ApplyDigitSubstitution ApplyLogicalWidth Break CPtoX CacheGetHeight FreeCache "
           "GetCMap GetFontAlternateGlyphs GetFontFeatureTags GetFontLanguageTags "
           "GetFontProperties GetFontScriptTags GetGlyphABCWidth GetLogicalWidths "
           "GetProperties IsComplex Itemize ItemizeOpenType Justify Layout Place "
           "PlaceOpenType RecordDigitSubstitution Shape ShapeOpenType StringAnalyse "
           "StringCPtoX StringFree StringGetLogicalWidths StringGetOrder StringOut "
           "StringValidate StringXtoCP String_pLogAttr String_pSize String_pcOutChars "
           "TextOut XtoCP").split()))

CLR_INVALID = 0xFFFFFFFF
HGDI_ERROR = -1   # (HGDIOBJ)-1, at either width


def _dc(c, hdc):
    """The DC of ``hdc`` (Gdi.dc inline: a frame less for every GDI32 call on a DC), or
    None with ERROR_INVALID_HANDLE."""
    dc = c.vm.gdi.objects.get(hdc)
    if type(dc) is DC or isinstance(dc, DC):
        if dc.follow is not None:
            dc.follow(dc)     # a window DC takes its window's current place first
        return dc
    c.vm.last_error = ERROR_INVALID_HANDLE
    return None


# -- objects ------------------------------------------------------------------------
@api(GDI32, "GetStockObject", "INT index", widths=BOTH)
def GetStockObject(c, index):
    if index not in c.vm.gdi.stock:
        return 0
    return 0x00F00000 | index


@api(GDI32, "CreateSolidBrush", "COLORREF color", widths=BOTH)
def CreateSolidBrush(c, color):
    return c.vm.gdi.add(Brush(0, colorref_arg(color)))


def colorref_arg(color):
    """A COLORREF argument kept with its PALETTEINDEX/PALETTERGB flag byte (resolved
    against the DC's palette when drawn); other high bits dropped."""
    return color & (0x03FFFFFF if (color >> 24) in (1, 2) else 0xFFFFFF)


@api(GDI32, "CreateFont{AW}", "INT height, INT width, INT esc, INT orient, INT weight, DWORD italic, DWORD underline, DWORD strike, DWORD charset, DWORD outprec, DWORD clipprec, DWORD quality, DWORD pitch, LPCTSTR face", widths=BOTH)
def CreateFont(c, height, width, esc, orient, weight, italic, underline, strike, charset,
               outprec, clipprec, quality, pitch, face):
    return c.vm.gdi.add(Font(height, weight, face or "", pitch, width, esc, orient,
                             italic & 0xFF, underline & 0xFF, strike & 0xFF, charset & 0xFF))


@api(GDI32, "CreateFontIndirect{AW}", "LPVOID lf", widths=BOTH)
def CreateFontIndirect(c, lf):
    f = c.struct(LOGFONT, lf).as_dict()
    # lfFaceName as the program wrote it: up to its NUL, or all 32 characters without one.
    mem, at = c.vm.mem, lf + LOGFONT.variant(c.wide).offsetof("lfFaceName", c.ptr_size)
    face = mem.wstr(at) if c.wide else mem.cstr(at, 32)
    return c.vm.gdi.add(Font(f["lfHeight"], f["lfWeight"], face or "", f["lfPitchAndFamily"],
                             f["lfWidth"], f["lfEscapement"], f["lfOrientation"],
                             f["lfItalic"], f["lfUnderline"], f["lfStrikeOut"],
                             f["lfCharSet"]))


@api(GDI32, "SelectObject", "HDC hdc, HGDIOBJ obj", widths=BOTH)
@records
def SelectObject(c, hdc, h):
    gdi = c.vm.gdi
    dc = _dc(c, hdc)
    obj = gdi.get(h)
    if dc is None or obj is None:
        return 0 if dc is None else HGDI_ERROR
    if isinstance(dc.recorder, WmfRecorder) and not isinstance(obj, (Pen, Brush, Font,
                                                                      Region)):
        # a Windows metafile selects only what it has records for (no bitmaps; palettes
        # go through SelectPalette)
        c.vm.last_error = ERROR_INVALID_FUNCTION
        return 0
    if not isinstance(obj, (Pen, Brush, Font)):
        # a region or a bitmap moves the DC's clip or target: the thunk stub's fills
        # (kept across SelectObject of a pen, brush or font: user32's FAST_FILL_KEEPS)
        # wait for FillRect to arm them again (machine/fastfill.py)
        c.vm.machine.fast_fill.disarm()
    if isinstance(obj, Pen):
        old, dc.pen = dc.pen, obj
    elif isinstance(obj, Brush):
        old, dc.brush = dc.brush, obj
    elif isinstance(obj, Font):
        c.vm.machine.fast_fill.text_off()   # (the stub's text runs are the old font's)
        old, dc.font = dc.font, obj
    elif isinstance(obj, Region):
        dc.select_clip(dc.logical_region(obj).copy())   # = SelectClipRgn
        return dc.clip_rgn.kind
    elif isinstance(obj, Bitmap):
        return select_bitmap(gdi, dc, obj)
    else:
        return 0    # a palette (SelectPalette's): NULL, as for any failure but a region's
    return gdi.handle_of(old)


def select_bitmap(gdi, dc, bmp):
    """SelectObject of a bitmap: the previous one's handle, or 0 when refused -- by a DC
    that is not a memory DC, for a bitmap another DC selects (or a DC of the system's
    holds), and for a DDB of neither 1 bit nor the device's depth (32 bits goes
    everywhere on the display, whose other depths Windows emulates over 32; a DIB section
    of any depth goes anywhere)."""
    old = dc.bitmap if dc.bitmap is not None else gdi.default_bitmap()
    if not dc.memory:
        return 0
    if bmp is old:
        return gdi.handle_of(old)
    if (bmp.held or bmp.selected) and bmp is not gdi.default_bitmap():
        return 0
    if not bmp.bits and bmp.bpp not in (1, 32, dc_depth(dc)):
        return 0
    dc.bitmap = bmp
    bmp.selected += 1
    if old.selected:
        old.selected -= 1
    gdi.sync_from_guest(bmp)
    dc.target = bmp
    dc.clip = None
    if dc.mirrored:
        dc.set_layout(dc.layout)   # mirrored over the new bitmap's width
    return gdi.handle_of(old)


def unselect_bitmap(dc):
    """A memory DC going away lets its bitmap be selected elsewhere (DeleteDC)."""
    bmp = dc.bitmap
    if bmp is not None and bmp.selected:
        bmp.selected -= 1
    dc.bitmap = None


@api(GDI32, "DeleteObject", "HGDIOBJ h", widths=BOTH)
@forgets
def DeleteObject(c, h):
    return 1 if c.vm.gdi.delete(h) else 0


@api(GDI32, "GetObject{AW}", "HGDIOBJ h, INT size, LPVOID out", widths=BOTH)
def GetObject(c, h, size, out):
    obj = c.vm.gdi.get(h)
    mem = c.vm.mem
    if isinstance(obj, Bitmap):
        # BITMAP: bmType, bmWidth, bmHeight, bmWidthBytes, bmPlanes, bmBitsPixel, bmBits;
        # a DDB's rows are WORD aligned, a DIB section's DWORD aligned. A buffer too
        # small for a whole BITMAP gets nothing.
        if out and size < BITMAP.sizeof(c.ptr_size):
            return 0
        stride = obj.stride if obj.bits else ((obj.width * obj.bpp + 15) // 16) * 2
        if obj.from_memory:
            stride = ((obj.width * obj.bpp + 31) // 32) * 4
        data = BITMAP.pack_values(0, obj.width, obj.height, stride, 1, obj.bpp, obj.bits or 0,
                                  ptr=c.ptr_size)
        if obj.bits and size >= DIBSECTION.sizeof(c.ptr_size):
            # DIBSECTION: the BITMAP, its BITMAPINFOHEADER, bitfields, the file mapping
            colours = len(obj.palette) if obj.bpp <= 8 else 0
            data = DIBSECTION.pack(
                c.ptr_size, dsBm=BITMAP.unpack(data, c.ptr_size),
                dsBmih=(40, obj.width, abs(obj.dib_height), 1, obj.bpp, 3 if obj.masks else 0,
                        0 if obj.from_memory else obj.stride * obj.height, 0, 0,
                        colours, colours if obj.from_memory else 0),
                dsBitfields=obj.masks or (0, 0, 0),
                dshSection=obj.section, dsOffset=obj.section_offset)
    elif isinstance(obj, Pen):
        data = obj.object_data(size if out else 0, obj is c.vm.gdi.stock[8], c.ptr_size)
        if data is None:
            return 0        # a buffer too small for the whole LOGPEN / EXTLOGPEN
    elif isinstance(obj, Brush):
        data = LOGBRUSH.pack_values(obj.style, obj.color, obj.hatch, ptr=c.ptr_size)
    elif isinstance(obj, palette_mod.Palette):
        data = array_bytes("WORD", [len(obj.entries)])   # a palette answers its entry count
    elif isinstance(obj, Font):
        data = LOGFONT.variant(c.wide).pack(
            c.ptr_size, lfHeight=obj.height, lfWidth=obj.width, lfEscapement=obj.escapement,
            lfOrientation=obj.orientation, lfWeight=obj.weight, lfItalic=obj.italic,
            lfUnderline=obj.underline, lfStrikeOut=obj.strikeout, lfCharSet=obj.charset,
            lfPitchAndFamily=obj.pitch, lfFaceName=obj.face)
    else:
        return 0
    if not out:
        return len(data)
    mem.write(out, data[:size])
    return min(size, len(data))


def _set_color(c, hdc, attr, color):
    """Set one of a DC's colours; returns the previous one (CLR_INVALID on a bad DC)."""
    dc = _dc(c, hdc)
    if dc is None:
        return CLR_INVALID
    old = getattr(dc, attr)
    setattr(dc, attr, colorref_arg(color))
    return old


@api(GDI32, "SetDCBrushColor", "HDC hdc, COLORREF color", widths=BOTH)
@records
def SetDCBrushColor(c, hdc, color):
    return _set_color(c, hdc, "dc_brush_color", color)


@api(GDI32, "SetDCPenColor", "HDC hdc, COLORREF color", widths=BOTH)
@records
def SetDCPenColor(c, hdc, color):
    return _set_color(c, hdc, "dc_pen_color", color)


# -- DC state ------------------------------------------------------------------------
@api(GDI32, "SetTextColor", "HDC hdc, COLORREF color", widths=BOTH)
@records
def SetTextColor(c, hdc, color):
    old = _set_color(c, hdc, "text_color", color)
    # the thunk stub's kept text runs for this DC draw in the new colour (or stop where
    # it is a palette colour: machine/fastfill.py)
    c.vm.machine.fast_fill.text_color(hdc, colorref_arg(color), c.vm.gdi, text_ink)
    return old


@api(GDI32, "SetBkColor", "HDC hdc, COLORREF color", widths=BOTH)
@records
def SetBkColor(c, hdc, color):
    return _set_color(c, hdc, "bk_color", color)


@api(GDI32, "SetBkMode", "HDC hdc, INT mode", widths=BOTH)
@records
def SetBkMode(c, hdc, mode):
    dc = _dc(c, hdc)
    if dc is None or mode not in (1, 2):
        return 0
    if mode != 1:
        c.vm.machine.fast_fill.text_off()   # (the stub's text runs are transparent ones)
    old, dc.bk_mode = dc.bk_mode, mode
    return old


@api(GDI32, "SetTextAlign", "HDC hdc, UINT align", widths=BOTH)
@records
def SetTextAlign(c, hdc, align):
    dc = _dc(c, hdc)
    if dc is None:
        return 0xFFFFFFFF  # GDI_ERROR
    old, dc.text_align = dc.text_align, align
    return old


#: DC attributes SaveDC keeps (besides the coordinate state and the clip region)
SAVED_STATE = ("pen", "brush", "font", "text_color", "bk_color", "bk_mode", "pos",
               "text_align", "clip", "rop2", "poly_fill_mode", "stretch_mode", "brush_org",
               "arc_direction", "palette", "char_extra", "dc_brush_color", "dc_pen_color",
               "break_extra", "break_rem", "mapper_flags", "miter_limit", "icm_mode",
               "meta_is_vis")


@api(GDI32, "SaveDC", "HDC hdc", widths=BOTH)
@records
def SaveDC(c, hdc):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    stack = dc.__dict__.setdefault("saved", [])
    state = {k: getattr(dc, k) for k in SAVED_STATE}
    state["coords"] = dc.coords.copy()
    for k in ("clip_rgn", "meta_rgn", "api_clip_rgn"):
        rgn = getattr(dc, k)
        state[k] = rgn.copy() if rgn is not None else None
    # the path too: RestoreDC brings back the path (open or closed) as it was saved
    state["path"] = copy.deepcopy(dc.path)
    stack.append(state)
    return len(stack)


@api(GDI32, "RestoreDC", "HDC hdc, INT level", widths=BOTH)
@records
def RestoreDC(c, hdc, level):
    dc = _dc(c, hdc)
    stack = getattr(dc, "saved", None) if dc is not None else None
    if not stack:
        return 0
    idx = level - 1 if level > 0 else len(stack) + level
    if not 0 <= idx < len(stack):
        return 0
    state = stack[idx]
    del stack[idx:]
    for k, v in state.items():
        setattr(dc, k, v)
    return 1


# -- shapes (drawn by gdi/shapes.py through the DC's coordinate transform) ------------------
@api(GDI32, "Rectangle", "HDC hdc, INT l, INT t, INT r, INT b", widths=BOTH)
@records
def Rectangle(c, hdc, l, t, r, b):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    shapes.box_shape(dc, "rect", l, t, r, b)
    return 1


@api(GDI32, "RoundRect", "HDC hdc, INT l, INT t, INT r, INT b, INT w, INT h", widths=BOTH)
@records
def RoundRect(c, hdc, l, t, r, b, w, h):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    shapes.box_shape(dc, "round", l, t, r, b, w, h)
    return 1


@api(GDI32, "Ellipse", "HDC hdc, INT l, INT t, INT r, INT b", widths=BOTH)
@records
def Ellipse(c, hdc, l, t, r, b):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    shapes.box_shape(dc, "ellipse", l, t, r, b)
    return 1


@api(GDI32, "Polygon", "HDC hdc, LPVOID pts, INT n", widths=BOTH)
@records
def Polygon(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 2:
        return 0
    shapes.polygons(dc, [points(c.vm.mem, pts, n)])
    return 1


@api(GDI32, "Polyline", "HDC hdc, LPVOID pts, INT n", widths=BOTH)
@records
def Polyline(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 2:
        return 0
    shapes.polyline(dc, points(c.vm.mem, pts, n))
    return 1


@api(GDI32, "MoveToEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def MoveToEx(c, hdc, x, y, old):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if old:
        c.vm.mem.write(old, POINT.pack_values(*dc.pos))
    dc.pos = (x, y)
    if dc.path is not None and dc.path.open:
        dc.path.move_to(dc.lp(x, y))
    return 1


@api(GDI32, "LineTo", "HDC hdc, INT x, INT y", widths=BOTH)
@records
def LineTo(c, hdc, x, y):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    shapes.line_to(dc, x, y)
    return 1


@api(GDI32, "SetPixel", "HDC hdc, INT x, INT y, COLORREF color", widths=BOTH)
@records
def SetPixel(c, hdc, x, y, color):
    dc = _dc(c, hdc)
    if dc is None:
        return CLR_INVALID
    x, y = dc.lp(x, y)
    ox, oy = dc.origin
    box = dc.visible((x + ox, y + oy, x + ox + 1, y + oy + 1))
    if box is None:
        return CLR_INVALID
    col = dc.matched(dc.color(color))
    if dc.clip_rgn is None:
        dc.target.image.putpixel(box[:2], col)     # the hot path: one pixel, no mask
        dc._drew(box)
    else:
        dc.put(box, col, rop2=False)               # SetPixel ignores the ROP2 mode
    target = dc.target
    if color >> 16 == 0x10FF and isinstance(target, Bitmap) and target.bits and \
            target.bpp in (1, 4, 8) and \
            (dc.clip_rgn is None or dc.clip_rgn.contains(x, y)):
        # DIBINDEX(n): the pixel holds index n itself, not the nearest colour's index
        c.vm.gdi.put_index(target, box[0], box[1], color & 0xFFFF)
    return colorref(*col)


@api(GDI32, "SetPixelV", "HDC hdc, INT x, INT y, COLORREF color", widths=BOTH)
@records
def SetPixelV(c, hdc, x, y, color):
    # SetPixel's own body: SetPixelV has recorded itself already on a metafile DC
    return 1 if SetPixel.__bare__(c, hdc, x, y, color) != CLR_INVALID else 0


@api(GDI32, "GetPixel", "HDC hdc, INT x, INT y", widths=BOTH)
@queries
def GetPixel(c, hdc, x, y):
    dc = _dc(c, hdc)
    if dc is None:
        return CLR_INVALID
    x, y = dc.lp(x, y)
    ox, oy = dc.origin
    if dc.visible((x + ox, y + oy, x + ox + 1, y + oy + 1)) is None:
        return CLR_INVALID
    if dc.clip_rgn is not None and not dc.clip_rgn.contains(x, y):
        return CLR_INVALID
    target = dc.target
    if isinstance(target, Bitmap) and target.bits:
        # a DIB section: its bits are the truth (the program may have written them since
        # GDI last drew), so the pixel is read from them -- one row, not the whole image
        row = (target.height - 1 - (y + oy)) if target.dib_height > 0 else y + oy
        raw = c.vm.mem.read(target.bits + row * target.stride, target.stride)
        line = dib_to_image(raw, target.width, -1, target.bpp, target.palette, target.masks)
        return colorref(*line.getpixel((x + ox, 0))[:3])
    return colorref(*target.image.getpixel((x + ox, y + oy))[:3])


# -- text --------------------------------------------------------------------------------
def _string(c, text, n):
    return c.vm.mem.read(text, n * c.char_size).decode(
        "utf-16-le" if c.wide else "cp1252", "replace") if n > 0 else ""


def _text_out(dc, x, y, s, spacing=None, opaque=None):
    """TextOut/ExtTextOut's common part: TA_UPDATECP draws at and advances the current
    position (logical units)."""
    if dc.text_align & 1:  # TA_UPDATECP
        x, y = dc.pos
    w, _ = dc.text(x, y, s, opaque=opaque, spacing=spacing)
    if dc.text_align & 1:
        m = dc.coords.inverse
        adv = w * m[0] if m else w
        dc.pos = (dc.pos[0] + int(round(adv)), dc.pos[1])


@api(GDI32, "TextOut{AW}", "HDC hdc, INT x, INT y, LPVOID text, INT n", widths=BOTH)
def TextOut(c, hdc, x, y, text, n):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    _text_out(dc, x, y, _string(c, text, n))
    return 1


@api(GDI32, "ExtTextOut{AW}", "HDC hdc, INT x, INT y, UINT options, LPVOID rect, LPVOID text, UINT n, LPVOID dx", widths=BOTH)
def ExtTextOut(c, hdc, x, y, options, rect, text, n, dx):
    dc = _dc(c, hdc)
    if dc is None or n & 0x80000000:
        # a count of -1 (or any other negative INT) draws and records nothing and fails,
        # as Windows does (Wine's metafile tests)
        return 0
    mem = c.vm.mem
    if options & 0x10:  # ETO_GLYPH_INDEX: we have no glyph tables
        raise Unimplemented("%s!ExtTextOut (ETO_GLYPH_INDEX)" % GDI32)
    r = RECT.values(mem, rect) if rect else None
    if r and options & 0x2:  # ETO_OPAQUE
        dc.fill_rect(r, rgb(dc.bk_color))
    s = _string(c, text, n)
    spacing = None
    if dx and n:
        adv = read_array(mem, dx, "INT", n)
        spacing = [dc.coords.dist_x(v) if not dc.coords.identity else v for v in adv]
    saved = dc.clip
    if r and options & 0x4:  # ETO_CLIPPED: the text is clipped to the rectangle
        ox, oy = dc.origin
        l, t, rr, b = dc.lp_rect(r)
        box = (l + ox, t + oy, rr + ox, b + oy)
        if dc.clip:
            cl, ct, cr, cb = dc.clip
            box = (max(box[0], cl), max(box[1], ct), min(box[2], cr), min(box[3], cb))
        dc.clip = box
    try:
        _text_out(dc, x, y, s, spacing, opaque=False if r and options & 0x2 else None)
    finally:
        dc.clip = saved
    return 1


@api(GDI32, "GetTextExtentPoint32{AW}", "HDC hdc, LPVOID text, INT n, LPVOID size", widths=BOTH)
def GetTextExtentPoint32(c, hdc, text, n, size):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    s = _string(c, text, n)
    c.vm.mem.write(size, SIZE.pack_values(*text_extent(dc, s)))
    return 1


def text_extent(dc, s):
    """(width, height) of ``s`` as TextOut would draw it on ``dc``: the glyph widths plus
    the SetTextCharacterExtra and SetTextJustification spacing, in the DC's logical units
    (as GetTextExtentPoint32 reports them under a mapping mode)."""
    w, h = dc.text_font.extent(s)
    adv = dc.advances(s)
    return dc.logical_size(sum(adv) if adv is not None else w, h)


@api(GDI32, "GetTextExtentPoint{AW}", "HDC hdc, LPVOID text, INT n, LPVOID size", widths=BOTH)
def GetTextExtentPoint(c, hdc, text, n, size):
    return GetTextExtentPoint32(c, hdc, text, n, size)


# -- bitmaps and blits ----------------------------------------------------------------------
@api(GDI32, "CreateCompatibleDC", "HDC hdc", widths=BOTH)
def CreateCompatibleDC(c, hdc):
    gdi = c.vm.gdi
    dc = DC(gdi, gdi.default_bitmap(), (0, 0), None, 0)
    dc.memory = True
    src = gdi.dc(hdc)
    if hasattr(src, "make_compatible"):     # a printer DC (gdi/printer.py)
        src.make_compatible(dc)
    return gdi.add(dc)


@api(GDI32, "DeleteDC", "HDC hdc", widths=BOTH)
def DeleteDC(c, hdc):
    dc = c.vm.gdi.dc(hdc)
    if getattr(dc, "doc", None) is not None:
        dc.abort_doc()      # a printer DC deleted mid-document drops the job, as Windows
    if dc is None or not c.vm.gdi.delete(hdc):
        return 0
    unselect_bitmap(dc)
    return 1


@api(GDI32, "CreateCompatibleBitmap", "HDC hdc, INT w, INT h", widths=BOTH)
def CreateCompatibleBitmap(c, hdc, w, h):
    """A bitmap of ``hdc``'s format: a memory DC's selected bitmap's (its depth, or a DIB
    section like the one selected), the display's depth for any other DC; a side of 0
    gives the stock 1x1 monochrome bitmap itself."""
    gdi = c.vm.gdi
    if not w or not h:
        return gdi.default_bitmap_handle()
    dc = gdi.dc(hdc)
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    own = dc.target if dc.memory else None
    if isinstance(own, Bitmap) and own.bits:
        # a DIB section selected: a new one of its format (depth, colour table, masks)
        if abs(w) > bitmaps.MAX_SIDE or abs(h) > bitmaps.MAX_SIDE or w < 0:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        bmp = own_section(c, w, h, own.bpp, list(own.palette), own.masks)
        return c.vm.gdi.add(bmp) if bmp is not None else 0
    bpp = own.bpp if isinstance(own, Bitmap) else dc_depth(dc)
    return _add_bitmap(c, bitmaps.create_bitmap(c.vm.mem, w, h, 1, bpp, 0))


@api(GDI32, "CreateDiscardableBitmap", "HDC hdc, INT w, INT h", widths=BOTH)
def CreateDiscardableBitmap(c, hdc, w, h):
    """CreateCompatibleBitmap's bitmap: Win32 never discards bitmaps (documented)."""
    return CreateCompatibleBitmap(c, hdc, w, h)


def dc_depth(dc):
    """BITSPIXEL of ``dc``'s device: the printer's on a printer DC, else the display's."""
    caps = getattr(dc, "caps", None)
    return caps(12) if caps else SCREEN_BPP


def _add_bitmap(c, made):
    """The handle of the Bitmap ``made``, or 0 with its error code (create_bitmap's)."""
    if isinstance(made, int):
        c.vm.last_error = made
        return 0
    return c.vm.gdi.add(made)


@api(GDI32, "CreateBitmap", "INT w, INT h, UINT planes, UINT bpp, LPVOID bits", widths=BOTH)
def CreateBitmap(c, w, h, planes, bpp, bits):
    """A device-dependent bitmap of ``bpp`` rounded up to 1, 4, 8, 16, 24 or 32 bits; a
    side of 0 gives the stock 1x1 monochrome bitmap itself."""
    if not w or not h:
        return c.vm.gdi.default_bitmap_handle()
    return _add_bitmap(c, bitmaps.create_bitmap(c.vm.mem, w, h, planes, bpp, bits))


def blit(c, dst, x, y, w, h, src_img, rop, src_dc=None):
    """Combine ``src_img`` (already cropped/scaled to w x h logical units, or None) into
    ``dst`` at logical (x, y) with any of the 256 ternary raster operations.

    ``src_dc`` tells the colour conversions: a monochrome source's black pixels become the
    destination's text colour and its white ones the background colour; a colour source
    on a monochrome destination is white where it equals the source DC's background
    colour, black elsewhere (the rules the classic transparent-sprite masks rely on)."""
    index = rop3_index(rop)
    if src_dc is not None and src_dc.mirrored:
        raise Unimplemented("GDI32.dll!BitBlt (from a LAYOUT_RTL DC)")
    if dst.mirrored and src_img is not None and not dst.layout & 0x8:
        # A mirrored DC reflects the bitmaps blitted into it unless the layout has
        # LAYOUT_BITMAPORIENTATIONPRESERVED, as documented.
        src_img = src_img.transpose(Image.FLIP_LEFT_RIGHT)
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    ox, oy = dst.origin
    dl, dt = l + ox, t + oy
    box = dst.visible((dl, dt, r + ox, b + oy))
    if box is None:
        return
    size = (box[2] - box[0], box[3] - box[1])
    region = (box[0] - dl, box[1] - dt, box[2] - dl, box[3] - dt)
    dst_mono = getattr(dst.target, "mono", False)
    src = None
    if uses_source(index):
        if src_img is None:
            return
        if src_img.size != (r - l, b - t):
            src_img = src_img.resize((r - l, b - t), Image.NEAREST)
        src = src_img.crop(region)
        src_mono = src_dc is not None and getattr(src_dc.target, "mono", False)
        if src_mono and not dst_mono:
            bits = src.convert("L")
            src = Image.composite(Image.new("RGB", size, rgb(dst.bk_color)),
                                  Image.new("RGB", size, rgb(dst.text_color)), bits)
        elif dst_mono and not src_mono and src_dc is not None:
            # the background colour as the source holds it (a palettized DIB section's
            # nearest entry) is white, every other pixel black
            bk = src_dc.matched(src_dc.color(src_dc.bk_color))
            key = Image.new("RGB", size, bk)
            diff = ImageChops.difference(src, key).convert("L")
            diff = point_table(diff, bitmaps.IS_ZERO)
            src = Image.merge("RGB", (diff, diff, diff))
    pat = None
    if uses_pattern(index):
        pat, _ = dst.brush_source(dst.brush, box)
        if pat is None:
            pat = (0, 0, 0)
        if dst_mono and isinstance(pat, tuple):
            pat = bitmaps.mono_pen_color(pat, dst.color(dst.bk_color))
    if index == 0xCC:       # SRCCOPY
        out = src
    elif index == 0xF0 and isinstance(pat, tuple):
        out = pat           # PATCOPY with a solid brush
    elif index in (0x00, 0xFF):
        out = (0, 0, 0) if index == 0 else (255, 255, 255)
    else:
        dest = dst.target.image.crop(box) if uses_dest(index) else None
        out = rop3(index, size, pat, src, dest)
    dst.put(box, out, rop2=False)
    if index == 0xFF and isinstance(dst.target, Bitmap) and dst.target.bits and \
            dst.target.bpp in (16, 32) and dst.clip_mask(box) is None:
        # WHITENESS sets every bit of a DIB's pixels (Windows' and Wine's DIB engines):
        # a 32-bit pixel's fourth byte and a 1-5-5-5 pixel's top bit too, which the RGB
        # image drawn on holds no place for (under a clip region: white only)
        dst.gdi.fill_ones(dst.target, box)


def source_image(src, sx, sy, w, h):
    """The source DC's pixels under logical (sx, sy, w, h), in device size (out-of-range
    areas come back black)."""
    src.gdi.sync_from_guest(src.target)
    l, t, r, b = src.lp_rect((sx, sy, sx + w, sy + h))
    ox, oy = src.origin
    return src.target.image.crop((l + ox, t + oy, r + ox, b + oy))


@api(GDI32, "BitBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, DWORD rop", widths=BOTH)
@records
def BitBlt(c, hdst, x, y, w, h, hsrc, sx, sy, rop):
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    if w == 0 or h == 0:
        return 1
    src, src_img = None, None
    if uses_source(rop3_index(rop)):
        src = _dc(c, hsrc)
        if src is None or src.recorder is not None:     # a metafile DC has no pixels
            return 0
        src_img = source_image(src, sx, sy, w, h)
    blit(c, dst, x, y, w, h, src_img, rop, src)
    return 1


@api(GDI32, "PatBlt", "HDC dst, INT x, INT y, INT w, INT h, DWORD rop", widths=BOTH)
@records
def PatBlt(c, hdst, x, y, w, h, rop):
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    if uses_source(rop3_index(rop)):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    blit(c, dst, x, y, w, h, None, rop)
    return 1


@api(GDI32, "StretchBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, INT sw, INT sh, DWORD rop", widths=BOTH)
@records
def StretchBlt(c, hdst, x, y, w, h, hsrc, sx, sy, sw, sh, rop):
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    if w == 0 or h == 0:
        return 1
    src, img = None, None
    if uses_source(rop3_index(rop)):
        src = _dc(c, hsrc)
        if src is None or src.recorder is not None:     # a metafile DC has no pixels
            return 0
        if sw == 0 or sh == 0:
            return 1
        img = source_image(src, min(sx, sx + sw), min(sy, sy + sh), abs(sw), abs(sh))
        if (sw < 0) != (w < 0):
            img = img.transpose(Image.FLIP_LEFT_RIGHT)
        if (sh < 0) != (h < 0):
            img = img.transpose(Image.FLIP_TOP_BOTTOM)
        l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
        img = bitmaps.stretch(img, r - l, b - t, dst.stretch_mode)
    blit(c, dst, min(x, x + w), min(y, y + h), abs(w), abs(h), img, rop, src)
    return 1


# -- DIBs ---------------------------------------------------------------------------------
def dib_format_ok(mem, bmi, rle=False, masks=True):
    """Whether a BITMAPINFO describes a DIB Windows draws (Wine's bitmap.c
    test_dib_formats): some planes; 1, 4, 8 or 24 bits uncompressed, 16 or 32 bits
    uncompressed or BI_BITFIELDS (with ``masks``, not all three masks 0); with ``rle``,
    BI_RLE8 at 8 bits and BI_RLE4 at 4 that give their size, whatever their planes. Anything else (0 or odd
    bits per pixel, JPEG or PNG, another compression) is refused. An OS/2 core header
    is read as it comes; a header of another size than it (12 bytes) or less than a
    BITMAPINFOHEADER's 40 bytes is refused (bitmap.c test_bitmapinfoheadersize)."""
    size = BITMAPCOREHEADER.values(mem, bmi)[0]
    if size == BITMAPCOREHEADER.sizeof():
        return True
    if size < BITMAPINFOHEADER.sizeof():
        return False
    # (one read of the header: this runs on every DIB call)
    _, _, _, planes, bpp, comp, size_image = BITMAPINFOHEADER.values(mem, bmi)[:7]
    if comp in (1, 2):                  # run-length: the planes are not looked at
        return rle and size_image != 0 and bpp == (8 if comp == 1 else 4)
    if planes == 0:
        return False
    if comp == 0:
        return bpp in (1, 4, 8, 16, 24, 32)
    if comp == 3:
        # every one of the three masks must have a bit (Windows refuses 3, 0, 7 as it
        # refuses 0, 0, 0; garbage masks are taken)
        return bpp in (16, 32) and not (masks and 0 in read_array(
            mem, bmi + BITMAPINFOHEADER.sizeof(), "DWORD", 3))
    return False


def dib_extent_ok(mem, bmi, usage, indices=True):
    """Whether a BITMAPINFO's size and colour use are ones Windows draws from (Wine's
    bitmap.c test_dib_formats): a width above 0, a height other than 0 (negative: a
    top-down DIB), and ``usage`` DIB_RGB_COLORS, DIB_PAL_COLORS or -- with ``indices``,
    as SetDIBitsToDevice and StretchDIBits take it -- DIB_PAL_INDICES. Anything else
    is refused, never drawn: a negative width has no rows to read."""
    if usage > (2 if indices else 1):
        return False
    core = BITMAPCOREHEADER.values(mem, bmi)
    if core[0] == BITMAPCOREHEADER.sizeof():
        _, width, height, _, _ = core
    else:
        width, height = BITMAPINFOHEADER.values(mem, bmi)[1:3]
    return width > 0 and height != 0


def read_bitmapinfo(mem, bmi, usage=0, dc=None, allow_rle=False):
    """(width, height, bpp, palette list of (r, g, b), masks or None) of a BITMAPINFO.

    ``usage`` DIB_PAL_COLORS (1): the colour table holds WORD indexes into the DC's
    selected logical palette. BI_BITFIELDS (3): three DWORD masks follow the header."""
    if BITMAPCOREHEADER.values(mem, bmi)[0] == BITMAPCOREHEADER.sizeof():
        # an OS/2 BITMAPCOREHEADER: WORD sizes, 2^bpp RGBTRIPLE colours, no compression
        _, width, height, _, bpp = BITMAPCOREHEADER.values(mem, bmi)
        colors = 1 << bpp if bpp <= 8 else 0
        raw = mem.read(bmi + BITMAPCOREHEADER.sizeof(), 3 * colors)
        return width, height, bpp, [(raw[3 * i + 2], raw[3 * i + 1], raw[3 * i])
                                    for i in range(colors)], None
    size, width, height, planes, bpp, compression, _, _, _, used, _ = \
        BITMAPINFOHEADER.values(mem, bmi)
    if size < 40:
        raise Unimplemented("%s!DIB with a %d-byte (OS/2) header" % (GDI32, size))
    if compression not in (0, 3) and not (allow_rle and compression in (1, 2)):
        raise Unimplemented("%s!DIB compression %d" % (GDI32, compression))
    masks = None
    if compression == 3:
        # after a 40-byte header too
        masks = read_array(mem, bmi + BITMAPINFOHEADER.sizeof(), "DWORD", 3)
    palette = []
    colors = used or (1 << bpp if bpp <= 8 else 0)
    off = bmi + size + (12 if compression == 3 and size == 40 else 0)
    if usage == 2 and bpp <= 8:
        # DIB_PAL_INDICES: no colour table; the pixels index the system palette, which
        # here (no palette device) holds the default palette's static colours at 0..9
        # and 246..255, black between, as GetSystemPaletteEntries answers
        static = palette_mod.default_palette().entries
        for i in range(1 << bpp):
            r, g, b, _ = static[i] if i < 10 else static[i - 236] if i >= 246 else \
                (0, 0, 0, 0)
            palette.append((r, g, b))
        return width, height, bpp, palette, masks
    if usage == 1 and colors:
        entries = ((dc.palette if dc is not None else None) or
                   palette_mod.default_palette()).entries
        for i in read_array(mem, off, "WORD", colors):
            # an index past the palette's end wraps round (Wine's palette tests,
            # written against Windows)
            r, g, b, _ = entries[i % len(entries)]
            palette.append((r, g, b))
        return width, height, bpp, palette, masks
    for i in range(colors):
        b, g, r, _ = mem.read(off + 4 * i, 4)
        palette.append((r, g, b))
    return width, height, bpp, palette, masks


def _section_bits(c, section, offset, size):
    """Where a DIB section's bits live in file mapping ``section`` (a view mapped from
    the 64 KB boundary below ``offset``); 0 with the last error set when the handle is
    no file mapping, the offset no multiple of 4 or the view cannot be made."""
    vm = c.vm
    sec = vm.handles.get(section, Section)
    if sec is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if offset % 4:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    start = offset - offset % GRANULARITY
    try:
        # PAGE_READWRITE sections are mapped for writing, PAGE_WRITECOPY ones copy on
        # write (the two kinds the documentation allows; a read-only one fails)
        access = FILE_MAP_WRITE if SECTION_PROTECT.get(sec.protect, (False,))[0] else FILE_MAP_COPY
        base = map_view(vm, sec, access, start, offset - start + size)
    except VirtualError as e:
        vm.last_error = e.error
        return 0
    return base + offset - start


def _section_format_ok(mem, bmi, usage):
    """dib_format_ok for a DIB section, which also refuses several planes unless they add
    up to at most 16 bits, and bit fields with DIB_PAL_COLORS."""
    if not dib_format_ok(mem, bmi):
        return False
    if BITMAPCOREHEADER.values(mem, bmi)[0] == BITMAPCOREHEADER.sizeof():
        return True
    _, _, _, planes, bpp, compression = BITMAPINFOHEADER.values(mem, bmi)[:6]
    if planes != 1 and planes * bpp > 16:
        return False
    return not (compression == 3 and usage == 1)


@api(GDI32, "CreateDIBSection", "HDC hdc, LPVOID bmi, UINT usage, LPVOID ppbits, HANDLE section, DWORD offset", widths=BOTH)
def CreateDIBSection(c, hdc, bmi, usage, ppbits, section, offset):
    """A DIB whose pixels the program reads and writes at ``*ppbits``: in memory of its
    own, or, with ``section``, in a file mapping at ``offset`` (a multiple of 4, as
    documented), mapped for the bitmap's life -- DeleteObject unmaps it, writing a file
    mapping's changed bytes back, as Windows does."""
    vm = c.vm
    if not bmi or usage > 1 or not _section_format_ok(vm.mem, bmi, usage):
        # no BITMAPINFO, or a format a DIB section cannot have (compressed, no planes,
        # 0 or odd bits per pixel, null bit fields): no DIB section, no bits, and the
        # last error untouched
        if ppbits:
            vm.mem.wptr(ppbits, 0)
        return 0
    width, height, bpp, palette, masks = read_bitmapinfo(vm.mem, bmi, usage, vm.gdi.dc(hdc))
    if width <= 0 or height == 0:
        return 0
    stride = ((width * bpp + 31) // 32) * 4
    if section:
        bits = _section_bits(c, section, offset, stride * abs(height))
        if not bits:
            if ppbits:
                vm.mem.wptr(ppbits, 0)
            return 0
    if usage == 1 and bpp <= 8:
        # DIB_PAL_COLORS: the section's table has all 2^bpp entries, those the header
        # left out black (GetObject's biClrUsed answers 2^bpp, as Windows does)
        palette = palette + [(0, 0, 0)] * ((1 << bpp) - len(palette))
    if section:
        bmp = section_bitmap(bits, width, height, bpp, palette, masks)
        bmp.section, bmp.section_offset = section, offset
        bmp.release = lambda: unmap_view(vm, bits)
    else:
        bmp = own_section(c, width, height, bpp, palette, masks)
        if bmp is None:
            if ppbits:
                vm.mem.wptr(ppbits, 0)
            return 0
    if ppbits:
        vm.mem.wptr(ppbits, bmp.bits)    # a void ** : 8 bytes for a 64-bit program
    return vm.gdi.add(bmp)


def section_bitmap(bits, width, height, bpp, palette, masks):
    """The Bitmap of a DIB section whose pixels are at guest ``bits`` (bottom-up rows
    when ``height`` > 0)."""
    bmp = Bitmap(width, abs(height))
    bmp.bits, bmp.bpp, bmp.dib_height, bmp.palette = bits, bpp, height, palette
    bmp.stride = ((width * bpp + 31) // 32) * 4
    bmp.masks = masks
    return bmp


def own_section(c, width, height, bpp, palette, masks):
    """A DIB section in pages of its own (VirtualAlloc'd, as Windows does: VirtualQuery
    sees them), freed by DeleteObject; None with ERROR_NOT_ENOUGH_MEMORY when the
    address space has no room."""
    vm = c.vm
    stride = ((width * bpp + 31) // 32) * 4
    try:
        bits = vm.vspace.alloc(0, stride * abs(height), MEM_COMMIT | MEM_RESERVE,
                               PAGE_READWRITE)
    except VirtualError:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY
        return None
    bmp = section_bitmap(bits, width, height, bpp, palette, masks)
    bmp.release = lambda: vm.vspace.free(bits, 0, MEM_RELEASE)
    return bmp


@api(GDI32, "SetDIBitsToDevice", "HDC hdc, INT x, INT y, DWORD w, DWORD h, INT sx, INT sy, UINT start, UINT lines, LPVOID bits, LPVOID bmi, UINT usage", widths=BOTH)
@records
def SetDIBitsToDevice(c, hdc, x, y, w, h, sx, sy, start, lines, bits, bmi, usage):
    dc = _dc(c, hdc)
    if dc is None or not bmi or not dib_format_ok(c.vm.mem, bmi, rle=True, masks=False) \
            or not dib_extent_ok(c.vm.mem, bmi, usage):
        return 0
    mem = c.vm.mem
    if BITMAPCOREHEADER.values(mem, bmi)[0] >= 40 and \
            BITMAPINFOHEADER.values(mem, bmi)[5] in (1, 2):
        # a run-length DIB: its runs hold every scan line, all drawn and counted
        # whatever ``start`` and ``lines`` ask (as Wine 8 answers); the rectangle drawn
        # unstretched, skipped pixels left as they were
        width, height, bpp, palette, _ = read_bitmapinfo(mem, bmi, usage, dc, True)
        return _stretch_rle(c, dc, x, y, w, h, sx, sy, w, h, bits, bmi, width, height,
                            bpp, palette, 0x00CC0020)
    width, height, bpp, palette, masks = read_bitmapinfo(mem, bmi, usage, dc)
    stride = ((width * bpp + 31) // 32) * 4
    # the buffer holds ``lines`` scan lines from ``start``; those past the DIB's last
    # are not read (the DIB has none there)
    lines = min(lines, abs(height) - start) if start < abs(height) else 0
    if lines <= 0:
        return 0
    # The buffer holds scan lines [start, start+lines) counted from the DIB's bottom,
    # and sy counts from the bottom too, whatever the sign of the height: a top-down
    # DIB only orders the buffer's rows top first (Windows' quirk, Wine's bitmap.c
    # test_SetDIBitsToDevice).
    img = dib_to_image(mem.read(bits, stride * lines), width,
                       lines if height > 0 else -lines, bpp, palette, masks)
    total = abs(height)
    band = total - start - lines            # the band's top row
    top = total - (sy + h)                  # the source rectangle's top row
    # only the source rectangle's pixels inside the band and the DIB are drawn: the
    # rest of the destination rectangle is left as it was
    r0, r1 = max(band, top), min(band + lines, top + h)
    c0, c1 = max(0, sx), min(width, sx + w)
    if r0 < r1 and c0 < c1:
        part = img.crop((c0, r0 - band, c1, r1 - band))
        blit(c, dc, x + c0 - sx, y + r0 - top, c1 - c0, r1 - r0, part, 0x00CC0020)
    if dc.recorder is not None:
        # on a metafile DC: the scan lines recorded, those the rectangle uses
        return max(0, min(start + lines, sy + h) - start)
    return lines


@api(GDI32, "StretchDIBits", "HDC hdc, INT x, INT y, INT w, INT h, INT sx, INT sy, INT sw, INT sh, LPVOID bits, LPVOID bmi, UINT usage, DWORD rop", widths=BOTH)
@records
def StretchDIBits(c, hdc, x, y, w, h, sx, sy, sw, sh, bits, bmi, usage, rop):
    dc = _dc(c, hdc)
    if dc is None or not bmi or not dib_format_ok(c.vm.mem, bmi, rle=True, masks=False) \
            or not dib_extent_ok(c.vm.mem, bmi, usage):
        return 0
    mem = c.vm.mem
    width, height, bpp, palette, masks = read_bitmapinfo(mem, bmi, usage, dc, True)
    compression = 0 if BITMAPCOREHEADER.values(mem, bmi)[0] == BITMAPCOREHEADER.sizeof() \
        else BITMAPINFOHEADER.at(mem, bmi).biCompression
    if compression in (1, 2):
        return _stretch_rle(c, dc, x, y, w, h, sx, sy, sw, sh, bits, bmi, width, height,
                            bpp, palette, rop)
    stride = ((width * bpp + 31) // 32) * 4
    img = dib_to_image(mem.read(bits, stride * abs(height)), width, height, bpp, palette,
                       masks)
    if w == 0 or h == 0 or sw == 0 or sh == 0:
        return abs(height)
    # Negative extents count from the other edge; opposite signs mirror, as StretchBlt.
    flip_x, flip_y = (sw < 0) != (w < 0), (sh < 0) != (h < 0)
    if sw < 0:
        sx, sw = sx + sw, -sw
    if sh < 0:
        sy, sh = sy + sh, -sh
    top = abs(height) - (sy + sh) if height > 0 else sy
    img = img.crop((sx, top, sx + sw, top + sh))
    if flip_x:
        img = img.transpose(Image.FLIP_LEFT_RIGHT)
    if flip_y:
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    region = bitmaps.stretch(img, abs(w), abs(h), dc.stretch_mode)
    blit(c, dc, min(x, x + w), min(y, y + h), abs(w), abs(h), region, rop)
    return abs(height)


def _stretch_rle(c, dc, x, y, w, h, sx, sy, sw, sh, bits, bmi, width, height, bpp,
                 palette, rop):
    """StretchDIBits of a BI_RLE8 / BI_RLE4 bitmap: the pixels its runs skip leave the
    destination as it was, as Windows draws run-length bitmaps."""
    hdr = BITMAPINFOHEADER.at(c.vm.mem, bmi)
    if height < 0:
        # a top-down compressed DIB does not exist (Wine's bitmap.c
        # test_SetDIBitsToDevice_RLE8, written against Windows)
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if bpp != (8 if hdr.biCompression == 1 else 4):   # BI_RLE8, BI_RLE4
        raise Unimplemented("GDI32.dll!StretchDIBits (a run-length DIB of %d bits per "
                            "pixel)" % bpp)
    size = hdr.biSizeImage
    idx, mask = rle_decode(c.vm.mem.read(bits, size), width, height, bpp)
    flat = [v for col in palette[:256] for v in col]
    pimg = idx.convert("P")
    pimg.putpalette(flat + [0] * (768 - len(flat)))
    img = pimg.convert("RGB")
    top = abs(height) - (sy + sh)
    crop = (sx, top, sx + sw, top + sh)
    img = bitmaps.stretch(img.crop(crop), abs(w), abs(h), dc.stretch_mode)
    mask = mask.crop(crop).resize((abs(w), abs(h)), Image.NEAREST)
    l, t, r, b = dc.lp_rect((x, y, x + abs(w), y + abs(h)))
    ox, oy = dc.origin
    box = (l + ox, t + oy, r + ox, b + oy)
    target = dc.target.image
    before = target.crop(box)
    blit(c, dc, x, y, abs(w), abs(h), img, rop)
    seen = dc.visible(box)
    if mask.size == before.size and seen is not None:
        # the skipped pixels get their old values back, whatever the raster operation
        target.paste(Image.composite(target.crop(box), before, mask), box[:2])
        dc._drew(seen)
    return abs(height)
