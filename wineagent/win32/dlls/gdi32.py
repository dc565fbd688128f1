"""GDI32: objects, drawing, text, bitmaps and blits over the Pillow engine in ``gdi.py``."""

import struct

from PIL import Image, ImageChops, ImageMath

from ...abi.api import api
from ..gdi.dib import dib_to_image
from ..gdi.objects import DC, Bitmap, Brush, Font, Pen, rgb, colorref
from ...abi.api import Unimplemented

G = "GDI32.dll"
CLR_INVALID = 0xFFFFFFFF
HGDI_ERROR = 0xFFFFFFFF


def _dc(c, hdc):
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        c.vm.last_error = 6  # ERROR_INVALID_HANDLE
    return dc


# -- objects ------------------------------------------------------------------------
@api(G, "GetStockObject", "INT index")
def GetStockObject(c, index):
    if index not in c.vm.gdi.stock:
        return 0
    return 0x00F00000 | index


@api(G, "CreateSolidBrush", "COLORREF color")
def CreateSolidBrush(c, color):
    return c.vm.gdi.add(Brush(0, color & 0xFFFFFF))


@api(G, "CreateBrushIndirect", "LPVOID lb")
def CreateBrushIndirect(c, lb):
    style, color, hatch = struct.unpack("<3I", c.vm.mem.read(lb, 12))
    return c.vm.gdi.add(Brush(1 if style == 1 else 0, color & 0xFFFFFF))


@api(G, "CreateHatchBrush", "INT hatch, COLORREF color")
def CreateHatchBrush(c, hatch, color):
    # Hatch patterns are drawn solid in the hatch colour (documented simplification).
    return c.vm.gdi.add(Brush(0, color & 0xFFFFFF))


@api(G, "CreatePen", "INT style, INT width, COLORREF color")
def CreatePen(c, style, width, color):
    return c.vm.gdi.add(Pen(style & 0xF, width, color & 0xFFFFFF))


@api(G, "CreateFont{AW}", "INT height, INT width, INT esc, INT orient, INT weight, DWORD italic, DWORD underline, DWORD strike, DWORD charset, DWORD outprec, DWORD clipprec, DWORD quality, DWORD pitch, LPCTSTR face")
def CreateFont(c, height, width, esc, orient, weight, italic, underline, strike, charset,
               outprec, clipprec, quality, pitch, face):
    return c.vm.gdi.add(Font(height, weight, face or "", pitch))


@api(G, "CreateFontIndirect{AW}", "LPVOID lf")
def CreateFontIndirect(c, lf):
    mem = c.vm.mem
    height, width, esc, orient, weight = struct.unpack("<5i", mem.read(lf, 20))
    pitch = mem.u8(lf + 27)
    face = mem.wstr(lf + 28) if c.wide else mem.cstr(lf + 28, 32)
    return c.vm.gdi.add(Font(height, weight, face or "", pitch))


@api(G, "SelectObject", "HDC hdc, HGDIOBJ obj")
def SelectObject(c, hdc, h):
    gdi = c.vm.gdi
    dc = _dc(c, hdc)
    obj = gdi.get(h)
    if dc is None or obj is None:
        return 0 if dc is None else HGDI_ERROR
    if isinstance(obj, Pen):
        old, dc.pen = dc.pen, obj
    elif isinstance(obj, Brush):
        old, dc.brush = dc.brush, obj
    elif isinstance(obj, Font):
        old, dc.font = dc.font, obj
    elif isinstance(obj, Bitmap):
        if not dc.memory:
            return HGDI_ERROR  # only memory DCs can select bitmaps
        old = dc.bitmap
        dc.bitmap = obj
        gdi.sync_from_guest(obj)
        dc.target = obj
        dc.clip = None
        return gdi.handle_of(old) if old is not None else gdi.default_bitmap_handle()
    else:
        return HGDI_ERROR
    return gdi.handle_of(old)


@api(G, "DeleteObject", "HGDIOBJ h")
def DeleteObject(c, h):
    return 1 if c.vm.gdi.delete(h) else 0


@api(G, "GetObject{AW}", "HGDIOBJ h, INT size, LPVOID out")
def GetObject(c, h, size, out):
    obj = c.vm.gdi.get(h)
    mem = c.vm.mem
    if isinstance(obj, Bitmap):
        # BITMAP: bmType, bmWidth, bmHeight, bmWidthBytes, bmPlanes, bmBitsPixel, bmBits
        data = struct.pack("<iiiiHHI", 0, obj.width, obj.height,
                           (obj.width * obj.bpp // 8 + 3) & ~3, 1, obj.bpp, obj.bits or 0)
    elif isinstance(obj, Pen):
        data = struct.pack("<IiiI", obj.style, obj.width, 0, obj.color)
    elif isinstance(obj, Brush):
        data = struct.pack("<III", obj.style, obj.color, 0)
    elif isinstance(obj, Font):
        data = struct.pack("<5i", obj.height, 0, 0, 0, obj.weight) + bytes(40)
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
    setattr(dc, attr, color & 0xFFFFFF)
    return old


@api(G, "SetDCBrushColor", "HDC hdc, COLORREF color")
def SetDCBrushColor(c, hdc, color):
    return _set_color(c, hdc, "dc_brush_color", color)


@api(G, "SetDCPenColor", "HDC hdc, COLORREF color")
def SetDCPenColor(c, hdc, color):
    return _set_color(c, hdc, "dc_pen_color", color)


# -- DC state ------------------------------------------------------------------------
@api(G, "SetTextColor", "HDC hdc, COLORREF color")
def SetTextColor(c, hdc, color):
    return _set_color(c, hdc, "text_color", color)


@api(G, "SetBkColor", "HDC hdc, COLORREF color")
def SetBkColor(c, hdc, color):
    return _set_color(c, hdc, "bk_color", color)


@api(G, "SetBkMode", "HDC hdc, INT mode")
def SetBkMode(c, hdc, mode):
    dc = _dc(c, hdc)
    if dc is None or mode not in (1, 2):
        return 0
    old, dc.bk_mode = dc.bk_mode, mode
    return old


@api(G, "SetTextAlign", "HDC hdc, UINT align")
def SetTextAlign(c, hdc, align):
    dc = _dc(c, hdc)
    if dc is None:
        return 0xFFFFFFFF  # GDI_ERROR
    old, dc.text_align = dc.text_align, align
    return old


@api(G, "GetDeviceCaps", "HDC hdc, INT index")
def GetDeviceCaps(c, hdc, index):
    gdi = c.vm.gdi
    return {8: gdi.width, 10: gdi.height, 12: 24, 14: 1, 88: 96, 90: 96, 4: 320, 6: 240,
            24: -1, 104: 24}.get(index, 0)


@api(G, "SaveDC", "HDC hdc")
def SaveDC(c, hdc):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    stack = dc.__dict__.setdefault("saved", [])
    stack.append({k: getattr(dc, k) for k in ("pen", "brush", "font", "text_color",
                                              "bk_color", "bk_mode", "pos", "text_align",
                                              "clip")})
    return len(stack)


@api(G, "RestoreDC", "HDC hdc, INT level")
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


# -- shapes ----------------------------------------------------------------------------
def _outline_fill(dc):
    pen = dc.pen_color()
    return pen, dc.brush_color(), (dc.pen.width if pen is not None else 0)


@api(G, "Rectangle", "HDC hdc, INT l, INT t, INT r, INT b")
def Rectangle(c, hdc, l, t, r, b):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    l, r = min(l, r), max(l, r)
    t, b = min(t, b), max(t, b)
    if r - l < 1 or b - t < 1:
        return 1
    pen, fill, width = _outline_fill(dc)
    dc.draw((l, t, r, b), lambda d, ox, oy: d.rectangle(
        [l + ox, t + oy, r - 1 + ox, b - 1 + oy], fill=fill, outline=pen, width=width))
    return 1


@api(G, "RoundRect", "HDC hdc, INT l, INT t, INT r, INT b, INT w, INT h")
def RoundRect(c, hdc, l, t, r, b, w, h):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    pen, fill, width = _outline_fill(dc)
    radius = max(0, min(w, h) // 2)
    dc.draw((l, t, r, b), lambda d, ox, oy: d.rounded_rectangle(
        [l + ox, t + oy, r - 1 + ox, b - 1 + oy], radius=radius, fill=fill, outline=pen,
        width=width))
    return 1


@api(G, "Ellipse", "HDC hdc, INT l, INT t, INT r, INT b")
def Ellipse(c, hdc, l, t, r, b):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    l, r = min(l, r), max(l, r)
    t, b = min(t, b), max(t, b)
    if r - l < 1 or b - t < 1:
        return 1
    pen, fill, width = _outline_fill(dc)
    dc.draw((l, t, r, b), lambda d, ox, oy: d.ellipse(
        [l + ox, t + oy, r - 1 + ox, b - 1 + oy], fill=fill, outline=pen, width=width))
    return 1


def _points(mem, p, n):
    return [tuple(struct.unpack("<2i", mem.read(p + 8 * i, 8))) for i in range(n)]


def _bbox(pts, pad=1):
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad + 1, max(ys) + pad + 1)


@api(G, "Polygon", "HDC hdc, LPVOID pts, INT n")
def Polygon(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 2:
        return 0
    points = _points(c.vm.mem, pts, n)
    pen, fill, width = _outline_fill(dc)
    dc.draw(_bbox(points, width), lambda d, ox, oy: d.polygon(
        [(x + ox, y + oy) for x, y in points], fill=fill, outline=pen, width=max(1, width)))
    return 1


@api(G, "Polyline", "HDC hdc, LPVOID pts, INT n")
def Polyline(c, hdc, pts, n):
    dc = _dc(c, hdc)
    if dc is None or n < 2:
        return 0
    points = _points(c.vm.mem, pts, n)
    pen = dc.pen_color()
    if pen is not None:
        w = dc.pen.width
        dc.draw(_bbox(points, w), lambda d, ox, oy: d.line(
            [(x + ox, y + oy) for x, y in points], fill=pen, width=w))
    return 1


@api(G, "MoveToEx", "HDC hdc, INT x, INT y, LPVOID old")
def MoveToEx(c, hdc, x, y, old):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if old:
        c.vm.mem.write(old, struct.pack("<2i", *dc.pos))
    dc.pos = (x, y)
    return 1


@api(G, "LineTo", "HDC hdc, INT x, INT y")
def LineTo(c, hdc, x, y):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    x0, y0 = dc.pos
    dc.pos = (x, y)
    pen = dc.pen_color()
    if pen is None or (x0, y0) == (x, y):
        return 1
    w = dc.pen.width
    # GDI does not draw a line's last pixel: stop one step short along the major axis.
    dx, dy = x - x0, y - y0
    if w == 1:
        if abs(dx) >= abs(dy):
            ex = x - (1 if dx > 0 else -1)
            ey = y0 + round(dy * (ex - x0) / dx) if dx else y
        else:
            ey = y - (1 if dy > 0 else -1)
            ex = x0 + round(dx * (ey - y0) / dy) if dy else x
    else:
        ex, ey = x, y
    pts = [(x0, y0), (ex, ey)]
    dc.draw(_bbox(pts, w), lambda d, ox, oy: d.line(
        [(px + ox, py + oy) for px, py in pts], fill=pen, width=w))
    return 1


@api(G, "SetPixel", "HDC hdc, INT x, INT y, COLORREF color")
def SetPixel(c, hdc, x, y, color):
    dc = _dc(c, hdc)
    if dc is None:
        return CLR_INVALID
    dc.draw((x, y, x + 1, y + 1), lambda d, ox, oy: d.point((x + ox, y + oy), fill=rgb(color)))
    return color & 0xFFFFFF


@api(G, "SetPixelV", "HDC hdc, INT x, INT y, COLORREF color")
def SetPixelV(c, hdc, x, y, color):
    return 1 if SetPixel(c, hdc, x, y, color) != CLR_INVALID else 0


@api(G, "GetPixel", "HDC hdc, INT x, INT y")
def GetPixel(c, hdc, x, y):
    dc = _dc(c, hdc)
    if dc is None:
        return CLR_INVALID
    ox, oy = dc.origin
    cl, ct, cr, cb = dc._clip_box()
    px, py = x + ox, y + oy
    if not (cl <= px < cr and ct <= py < cb):
        return CLR_INVALID
    return colorref(*dc.target.image.getpixel((px, py))[:3])


# -- text --------------------------------------------------------------------------------
@api(G, "TextOut{AW}", "HDC hdc, INT x, INT y, LPVOID text, INT n")
def TextOut(c, hdc, x, y, text, n):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    mem = c.vm.mem
    s = mem.read(text, n * c.char_size).decode("utf-16-le" if c.wide else "cp1252", "replace") \
        if n > 0 else ""
    w, _ = dc.text(x, y, s)
    if dc.text_align & 1:  # TA_UPDATECP
        dc.pos = (dc.pos[0] + w, dc.pos[1])
    return 1


@api(G, "ExtTextOut{AW}", "HDC hdc, INT x, INT y, UINT options, LPVOID rect, LPVOID text, UINT n, LPVOID dx")
def ExtTextOut(c, hdc, x, y, options, rect, text, n, dx):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    mem = c.vm.mem
    if rect and options & 0x2:  # ETO_OPAQUE
        r = struct.unpack("<4i", mem.read(rect, 16))
        dc.fill_rect(r, rgb(dc.bk_color))
    s = mem.read(text, n * c.char_size).decode("utf-16-le" if c.wide else "cp1252", "replace") \
        if n else ""
    dc.text(x, y, s)
    return 1


@api(G, "GetTextExtentPoint32{AW}", "HDC hdc, LPVOID text, INT n, LPVOID size")
def GetTextExtentPoint32(c, hdc, text, n, size):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    s = c.vm.mem.read(text, n * c.char_size).decode(
        "utf-16-le" if c.wide else "cp1252", "replace") if n > 0 else ""
    c.vm.mem.write(size, struct.pack("<2i", *dc.font.extent(s)))
    return 1


@api(G, "GetTextExtentPoint{AW}", "HDC hdc, LPVOID text, INT n, LPVOID size")
def GetTextExtentPoint(c, hdc, text, n, size):
    return GetTextExtentPoint32(c, hdc, text, n, size)


@api(G, "GetTextMetrics{AW}", "HDC hdc, LPVOID tm")
def GetTextMetrics(c, hdc, tm):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    font = dc.font
    h = font.line_height
    avg = max(1, font.extent("x")[0])
    maxw = font.extent("W")[0]
    ascent = h - 3
    data = struct.pack("<7i", h, ascent, h - ascent, 0, 0, avg, maxw) + \
        struct.pack("<4i", font.weight, 0, 96, 96)
    if c.wide:
        data += struct.pack("<4H", 32, 255, 32, 32) + bytes(5) + bytes((0x06 if font.pil is not Font.load("fixed") else 0x00,)) + bytes(2)
    else:
        data += bytes((32, 255, 32, 32)) + bytes(3) + bytes((0x06 if font.pil is not Font.load("fixed") else 0x00,)) + bytes(2)
    c.vm.mem.write(tm, data)
    return 1


# -- bitmaps and blits ----------------------------------------------------------------------
@api(G, "CreateCompatibleDC", "HDC hdc")
def CreateCompatibleDC(c, hdc):
    gdi = c.vm.gdi
    dc = DC(gdi, gdi.default_bitmap(), (0, 0), None, 0)
    dc.memory = True
    return gdi.add(dc)


@api(G, "DeleteDC", "HDC hdc")
def DeleteDC(c, hdc):
    return 1 if c.vm.gdi.objects.pop(hdc, None) is not None else 0


@api(G, "CreateCompatibleBitmap", "HDC hdc, INT w, INT h")
def CreateCompatibleBitmap(c, hdc, w, h):
    if w <= 0 or h <= 0:
        return c.vm.gdi.add(Bitmap(1, 1))
    return c.vm.gdi.add(Bitmap(w, h))


@api(G, "CreateBitmap", "INT w, INT h, UINT planes, UINT bpp, LPVOID bits")
def CreateBitmap(c, w, h, planes, bpp, bits):
    bmp = Bitmap(w, h)
    if bits and bpp in (24, 32):
        stride = (w * bpp // 8 + 1) & ~1  # DDB scanlines are WORD aligned
        raw = c.vm.mem.read(bits, stride * h)
        bmp.image = Image.frombytes("RGB", (w, h), raw, "raw", "BGR" if bpp == 24 else "BGRX",
                                    stride)
    elif bits and bpp == 1:
        stride = ((w + 15) // 16) * 2
        raw = c.vm.mem.read(bits, stride * h)
        bmp.image = Image.frombytes("1", (w, h), raw, "raw", "1", stride).convert("RGB")
    return c.vm.gdi.add(bmp)


ROPS = {0x00CC0020: "SRCCOPY", 0x00F00021: "PATCOPY", 0x00000042: "BLACKNESS",
        0x00FF0062: "WHITENESS", 0x00550009: "DSTINVERT", 0x008800C6: "SRCAND",
        0x00EE0086: "SRCPAINT", 0x00660046: "SRCINVERT", 0x00330008: "NOTSRCCOPY",
        0x005A0049: "PATINVERT"}


def blit(c, dst, x, y, w, h, src_img, rop):
    """Combine ``src_img`` (already cropped/scaled to w x h, or None) into ``dst`` at (x, y)."""
    gdi = c.vm.gdi
    name = ROPS.get(rop)
    if name is None:
        raise Unimplemented("%s!BitBlt raster operation %#x" % (G, rop))
    ox, oy = dst.origin
    cl, ct, cr, cb = dst._clip_box()
    dl, dt = x + ox, y + oy
    box = (max(dl, cl), max(dt, ct), min(dl + w, cr), min(dt + h, cb))
    if box[0] >= box[2] or box[1] >= box[3]:
        return
    img = dst.target.image
    region = (box[0] - dl, box[1] - dt, box[2] - dl, box[3] - dt)
    size = (box[2] - box[0], box[3] - box[1])
    if name == "SRCCOPY":
        img.paste(src_img.crop(region), box[:2])
    elif name in ("PATCOPY", "BLACKNESS", "WHITENESS"):
        color = {"BLACKNESS": (0, 0, 0), "WHITENESS": (255, 255, 255)}.get(name) or \
            dst.brush_color() or (0, 0, 0)
        img.paste(color, box)
    elif name == "DSTINVERT":
        img.paste(ImageChops.invert(img.crop(box)), box[:2])
    elif name == "PATINVERT":
        pat = Image.new("RGB", size, dst.brush_color() or (0, 0, 0))
        img.paste(_xor(img.crop(box), pat), box[:2])
    else:
        s = src_img.crop(region)
        d = img.crop(box)
        if name == "SRCAND":
            out = _and(d, s)
        elif name == "SRCPAINT":
            out = _or(d, s)
        elif name == "SRCINVERT":
            out = _xor(d, s)
        else:  # NOTSRCCOPY
            out = ImageChops.invert(s)
        img.paste(out, box[:2])
    gdi.touch(dst.target)
    gdi.sync_to_guest(dst.target)


def _bitwise(a, b, op):
    """Per-channel bitwise raster operation on two RGB images of the same size."""
    bands = [ImageMath.lambda_eval(lambda args: op(args["x"], args["y"]), x=x, y=y).convert("L")
             for x, y in zip(a.split(), b.split())]
    return Image.merge("RGB", bands)


def _and(a, b):
    return _bitwise(a, b, lambda x, y: x & y)


def _or(a, b):
    return _bitwise(a, b, lambda x, y: x | y)


def _xor(a, b):
    return _bitwise(a, b, lambda x, y: x ^ y)


def _source_image(c, src, sx, sy, w, h):
    gdi = c.vm.gdi
    gdi.sync_from_guest(src.target)
    ox, oy = src.origin
    img = src.target.image
    l, t = sx + ox, sy + oy
    region = img.crop((l, t, l + w, t + h))  # out-of-range areas come back black
    return region


@api(G, "BitBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, DWORD rop")
def BitBlt(c, hdst, x, y, w, h, hsrc, sx, sy, rop):
    dst = _dc(c, hdst)
    if dst is None or w <= 0 or h <= 0:
        return 0 if dst is None else 1
    src_img = None
    if ROPS.get(rop) not in ("PATCOPY", "BLACKNESS", "WHITENESS", "DSTINVERT", "PATINVERT"):
        src = _dc(c, hsrc)
        if src is None:
            return 0
        src_img = _source_image(c, src, sx, sy, w, h)
    blit(c, dst, x, y, w, h, src_img, rop)
    return 1


@api(G, "PatBlt", "HDC dst, INT x, INT y, INT w, INT h, DWORD rop")
def PatBlt(c, hdst, x, y, w, h, rop):
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    blit(c, dst, x, y, w, h, None, rop)
    return 1


@api(G, "StretchBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, INT sw, INT sh, DWORD rop")
def StretchBlt(c, hdst, x, y, w, h, hsrc, sx, sy, sw, sh, rop):
    dst, src = _dc(c, hdst), _dc(c, hsrc)
    if dst is None or src is None:
        return 0
    if w == 0 or h == 0 or sw == 0 or sh == 0:
        return 1
    img = _source_image(c, src, min(sx, sx + sw), min(sy, sy + sh), abs(sw), abs(sh))
    if (sw < 0) != (w < 0):
        img = img.transpose(Image.FLIP_LEFT_RIGHT)
    if (sh < 0) != (h < 0):
        img = img.transpose(Image.FLIP_TOP_BOTTOM)
    img = img.resize((abs(w), abs(h)), Image.NEAREST)
    blit(c, dst, min(x, x + w), min(y, y + h), abs(w), abs(h), img, rop)
    return 1


# -- DIBs ---------------------------------------------------------------------------------
def read_bitmapinfo(mem, bmi):
    """(width, height, bpp, palette list of (r,g,b), header size incl. palette)."""
    size, width, height, planes, bpp, compression, _, _, _, used, _ = \
        struct.unpack("<IiiHHIIiiII", mem.read(bmi, 40))
    if compression not in (0, 3):  # BI_RGB, BI_BITFIELDS
        raise Unimplemented("%s!DIB compression %d" % (G, compression))
    palette = []
    colors = used or (1 << bpp if bpp <= 8 else 0)
    off = bmi + size + (12 if compression == 3 else 0)
    for i in range(colors):
        b, g, r, _ = mem.read(off + 4 * i, 4)
        palette.append((r, g, b))
    return width, height, bpp, palette


@api(G, "CreateDIBSection", "HDC hdc, LPVOID bmi, UINT usage, LPVOID ppbits, HANDLE section, DWORD offset")
def CreateDIBSection(c, hdc, bmi, usage, ppbits, section, offset):
    vm = c.vm
    width, height, bpp, palette = read_bitmapinfo(vm.mem, bmi)
    if width <= 0 or height == 0:
        return 0
    stride = ((width * bpp + 31) // 32) * 4
    bits = vm.heap.alloc(stride * abs(height), zero=True)
    bmp = Bitmap(width, abs(height))
    bmp.bits, bmp.bpp, bmp.dib_height, bmp.palette, bmp.stride = bits, bpp, height, palette, stride
    if ppbits:
        vm.mem.w32(ppbits, bits)
    return vm.gdi.add(bmp)


@api(G, "SetDIBitsToDevice", "HDC hdc, INT x, INT y, DWORD w, DWORD h, INT sx, INT sy, UINT start, UINT lines, LPVOID bits, LPVOID bmi, UINT usage")
def SetDIBitsToDevice(c, hdc, x, y, w, h, sx, sy, start, lines, bits, bmi, usage):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    mem = c.vm.mem
    width, height, bpp, palette = read_bitmapinfo(mem, bmi)
    stride = ((width * bpp + 31) // 32) * 4
    img = dib_to_image(mem.read(bits, stride * lines), width,
                       lines if height > 0 else -lines, bpp, palette)
    # Scan lines [start, start+lines) of a bottom-up DIB; sy counts from the bottom.
    if height > 0:
        top = abs(height) - (sy + h)
        full = Image.new("RGB", (width, abs(height)))
        full.paste(img, (0, abs(height) - start - lines))
        region = full.crop((sx, top, sx + w, top + h))
    else:
        full = Image.new("RGB", (width, abs(height)))
        full.paste(img, (0, start))
        region = full.crop((sx, sy, sx + w, sy + h))
    blit(c, dc, x, y, w, h, region, 0x00CC0020)
    return lines


@api(G, "StretchDIBits", "HDC hdc, INT x, INT y, INT w, INT h, INT sx, INT sy, INT sw, INT sh, LPVOID bits, LPVOID bmi, UINT usage, DWORD rop")
def StretchDIBits(c, hdc, x, y, w, h, sx, sy, sw, sh, bits, bmi, usage, rop):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    mem = c.vm.mem
    width, height, bpp, palette = read_bitmapinfo(mem, bmi)
    stride = ((width * bpp + 31) // 32) * 4
    img = dib_to_image(mem.read(bits, stride * abs(height)), width, height, bpp, palette)
    top = abs(height) - (sy + sh) if height > 0 else sy
    region = img.crop((sx, top, sx + sw, top + sh)).resize((abs(w), abs(h)), Image.NEAREST)
    blit(c, dc, x, y, abs(w), abs(h), region, rop)
    return abs(height)
