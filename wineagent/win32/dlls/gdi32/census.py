"""GDI32 functions of the census (docs/dlls.md): GetObjectType, the colour table of a DIB
section (Get/SetDIBColorTable), ExtCreateRegion, GetRandomRgn, TranslateCharsetInfo,
GdiGetCharDimensions, GdiConvertToDevmodeW, SetWinMetaFileBits and small DC queries."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...gdi import palette as palette_mod
from ...gdi.metafile import EnhMetafile, Recorder
from ...gdi.objects import Bitmap, Brush, Font, Pen
from ...gdi.dc import DC
from ...gdi.regions import RGN_OR, WINDING, Region, combine
from ...gdi.textmetrics import pack_textmetric
from ...gdi import wmf_to_emf
from ...gdi.wmf import Wmf, WmfRecorder
from ...gdi.recording import queries, records
from ...kernel.heaps import PROCESS_HEAP
from ...kernel.nls import mb_to_wide
from .main import _dc, text_extent
from ...core.dllnames import GDI32
from ....abi.structs import array_bytes
from ...core.structures import (CHARSETINFO, DEVMODE, METAFILEPICT, POINT, RECT, RGBQUAD,
                                RGNDATAHEADER, XFORM)

OBJ_PEN, OBJ_BRUSH, OBJ_DC, OBJ_METADC, OBJ_PAL, OBJ_FONT, OBJ_BITMAP, OBJ_REGION = range(1, 9)
OBJ_METAFILE, OBJ_MEMDC, OBJ_EXTPEN, OBJ_ENHMETADC, OBJ_ENHMETAFILE = range(9, 14)


@api(GDI32, "GetObjectType", "HGDIOBJ h", widths=BOTH)
def GetObjectType(c, h):
    """The OBJ_* kind of a GDI handle; 0 with ERROR_INVALID_HANDLE for anything else."""
    gdi = c.vm.gdi
    obj = gdi.get(h)
    if isinstance(obj, DC):
        if isinstance(obj.recorder, Recorder):
            return OBJ_ENHMETADC
        if isinstance(obj.recorder, WmfRecorder):
            return OBJ_METADC
        return OBJ_MEMDC if obj.memory else OBJ_DC
    if isinstance(obj, Pen):
        return OBJ_EXTPEN if obj.extended else OBJ_PEN
    kinds = ((Brush, OBJ_BRUSH), (palette_mod.Palette, OBJ_PAL), (Font, OBJ_FONT),
             (Bitmap, OBJ_BITMAP), (Region, OBJ_REGION), (Wmf, OBJ_METAFILE),
             (EnhMetafile, OBJ_ENHMETAFILE))
    for kind, value in kinds:
        if isinstance(obj, kind):
            return value
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


# -- DIB section colour tables ----------------------------------------------------------------
def _section(c, hdc):
    """The DIB section of 1, 4 or 8 bits per pixel selected into ``hdc``, or None."""
    dc = _dc(c, hdc)
    if dc is None:
        return None
    bmp = dc.bitmap
    if bmp is None or not bmp.bits or bmp.bpp > 8:
        return None
    return bmp


def _table_size(bmp):
    # A DIB section's colour table always has 2**bpp entries: those biClrUsed left out
    # are black (read_bitmapinfo keeps only the ones the header gave).
    full = 1 << bmp.bpp
    if len(bmp.palette) < full:
        bmp.palette = list(bmp.palette) + [(0, 0, 0)] * (full - len(bmp.palette))
    return full


@api(GDI32, "GetDIBColorTable", "HDC hdc, UINT start, UINT count, LPVOID out", widths=BOTH)
def GetDIBColorTable(c, hdc, start, count, out):
    """Copy RGBQUADs of the colour table of the DIB section selected into ``hdc``: the
    number copied (0 when none is selected or it has more than 8 bits per pixel)."""
    bmp = _section(c, hdc)
    if bmp is None or start >= _table_size(bmp):
        return 0
    entries = bmp.palette[start:start + count]
    c.vm.mem.write(out, RGBQUAD.pack_array((b, g, r, 0) for r, g, b in entries))
    return len(entries)


@api(GDI32, "SetDIBColorTable", "HDC hdc, UINT start, UINT count, LPVOID colors", widths=BOTH)
def SetDIBColorTable(c, hdc, start, count, colors):
    """Replace entries of that colour table from RGBQUADs: the number set. The pixels keep
    their indexes, so the bitmap shows the new colours at once."""
    bmp = _section(c, hdc)
    if bmp is None or start >= _table_size(bmp):
        return 0
    n = min(count, _table_size(bmp) - start)
    raw = c.vm.mem.read(colors, 4 * n)
    for i in range(n):
        b, g, r, _ = raw[4 * i:4 * i + 4]
        bmp.palette[start + i] = (r, g, b)
    gdi = c.vm.gdi
    gdi.sync_from_guest(bmp)
    gdi.touch(bmp)
    return n


# -- regions ---------------------------------------------------------------------------------
@api(GDI32, "ExtCreateRegion", "LPVOID xform, DWORD size, LPVOID data", widths=BOTH)
def ExtCreateRegion(c, xform, size, data):
    """A region from RGNDATA (a header, then nCount rectangles), transformed by ``xform``
    (an XFORM) when given: scaled and moved rectangles stay rectangles; a rotation or shear
    makes each one a polygon."""
    mem = c.vm.mem
    if not data:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    head = RGNDATAHEADER.at(mem, data)
    hsize, count = head.dwSize, head.nCount
    # A bad header fails without an error code (Wine's clipping tests). Past the header
    # nCount rectangles are read whatever ``size`` says, as Wine 8 does (Wine's tests
    # mark refusing a short buffer as Windows' behaviour Wine lacks; we follow Wine).
    if hsize < RGNDATAHEADER.sizeof() or size < RGNDATAHEADER.sizeof():
        return 0
    rects = RECT.values_array(mem, data + hsize, count)
    m11 = m12 = m21 = m22 = dx = dy = None
    if xform:
        m11, m12, m21, m22, dx, dy = XFORM.values(mem, xform)
    rgn = Region()
    for l, t, r, b in rects:
        if r <= l or b <= t:
            continue
        if xform is None or not xform:
            part = Region.rect(l, t, r, b)
        elif m12 == 0 and m21 == 0:
            x0, x1 = l * m11 + dx, r * m11 + dx
            y0, y1 = t * m22 + dy, b * m22 + dy
            part = Region.rect(_round(x0), _round(y0), _round(x1), _round(y1))
        else:
            corners = [(x * m11 + y * m21 + dx, x * m12 + y * m22 + dy)
                       for x, y in ((l, t), (r, t), (r, b), (l, b))]
            part = Region.polygons([[(_round(x), _round(y)) for x, y in corners]], WINDING)
        rgn = combine(rgn, part, RGN_OR)
    return c.vm.gdi.add(rgn)


def _round(v):
    return int(v + 0.5) if v >= 0 else -int(-v + 0.5)


CLIPRGN, METARGN, APIRGN, SYSRGN = 1, 2, 3, 4


@api(GDI32, "GetRandomRgn", "HDC hdc, HRGN rgn, INT which", widths=BOTH)
def GetRandomRgn(c, hdc, h, which):
    """Copy one of the DC's regions into ``rgn``: CLIPRGN (the clip region the program
    selected, device coordinates), METARGN (SetMetaRgn's), APIRGN (their intersection:
    what drawing is clipped to), SYSRGN (the visible region, in screen coordinates for a
    window's DC). 1 when copied, 0 when the DC has no such region (checked before the
    target, so a NULL target then answers 0), -1 on an error."""
    dc = _dc(c, hdc)
    if dc is None:
        return -1
    if which == CLIPRGN:
        src = dc.own_clip
    elif which == METARGN:
        src = None if dc.meta_is_vis else dc.meta_rgn
    elif which == APIRGN:
        src = dc.clip_rgn
    elif which == SYSRGN:
        src = _system_region(c.vm, dc)
    else:
        return -1
    if src is None:
        return 0
    rgn = c.vm.gdi.get(h, Region)
    if rgn is None:
        return -1
    rgn.box, rgn.mask = src.box, src.mask
    return 1


def _system_region(vm, dc):
    """The pixels the DC may reach (its visible box) in screen coordinates; a memory DC's
    is its bitmap. Other windows covering a window are not taken out: each top-level window
    draws on a surface of its own here, so none of its pixels are ever lost."""
    if dc.memory:
        bmp = dc.bitmap
        w, h = (bmp.width, bmp.height) if bmp is not None else (1, 1)
        return Region.rect(0, 0, w, h)
    img = dc.target.image
    box = dc.clip or (0, 0, img.width, img.height)
    sx, sy = 0, 0
    win = vm.wm.get(dc.hwnd) if dc.hwnd else None
    if win is not None:
        sx, sy = vm.wm.screen_origin(vm.wm.toplevel(win))
    l, t, r, b = box
    return Region.rect(l + sx, t + sy, r + sx, b + sy)


# -- character sets -----------------------------------------------------------------------------
#: fsCsb[0] bit -> (charset, ANSI code page), as TranslateCharsetInfo documents them
_CHARSETS = {0: (0, 1252), 1: (238, 1250), 2: (204, 1251), 3: (161, 1253), 4: (162, 1254),
             5: (177, 1255), 6: (178, 1256), 7: (186, 1257), 8: (163, 1258), 16: (222, 874),
             17: (128, 932), 18: (134, 936), 19: (129, 949), 20: (136, 950),
             21: (130, 1361), 31: (2, 42)}
TCI_SRCCHARSET, TCI_SRCCODEPAGE, TCI_SRCFONTSIG, TCI_SRCLOCALE = 1, 2, 3, 0x1000


@api(GDI32, "TranslateCharsetInfo", "LPVOID src, LPVOID out, DWORD flags", widths=BOTH)
def TranslateCharsetInfo(c, src, out, flags):
    """Fill a CHARSETINFO (charset, ANSI code page, FONTSIGNATURE with the one fsCsb bit)
    from a charset (TCI_SRCCHARSET: ``src`` is the value), a code page (TCI_SRCCODEPAGE:
    the value too) or a font signature (TCI_SRCFONTSIG: ``src`` points to fsCsb, its lowest
    set bit counts). FALSE when nothing matches."""
    if flags == TCI_SRCFONTSIG:
        bits = c.vm.mem.u32(src)
        low = next((i for i in range(32) if bits >> i & 1), None)
        bit = low if low in _CHARSETS else None
    elif flags == TCI_SRCCHARSET:
        bit = next((b for b, (cs, _) in _CHARSETS.items() if cs == src), None)
    elif flags == TCI_SRCCODEPAGE:
        bit = next((b for b, (_, cp) in _CHARSETS.items() if cp == src), None)
    elif flags == TCI_SRCLOCALE:
        raise Unimplemented("GDI32.dll!TranslateCharsetInfo(TCI_SRCLOCALE)")
    else:
        return 0
    if bit is None:
        return 0
    charset, cp = _CHARSETS[bit]
    # fs: no Unicode subranges; the code page's bit in fsCsb[0]
    c.vm.mem.write(out, CHARSETINFO.pack(ciCharset=charset, ciACP=cp,
                                         fs={"fsCsb": (1 << bit, 0)}))
    return 1


_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


@api(GDI32, "GdiGetCharDimensions", "HDC hdc, LPVOID tm, LPVOID height", widths=BOTH)
def GdiGetCharDimensions(c, hdc, tm, height):
    """The DC's average character width (dialog base units): the extent of a-z and A-Z,
    (cx / 26 + 1) / 2; the TEXTMETRICW and the extent's height when asked. 0 on a bad DC."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if tm:
        c.vm.mem.write(tm, pack_textmetric(dc.text_font, True, dc))
    cx, cy = text_extent(dc, _ALPHABET)
    if height:
        c.vm.mem.w32(height, cy)
    return (cx // 26 + 1) // 2


# -- DEVMODE conversion -------------------------------------------------------------------------
CCHDEVICENAME = CCHFORMNAME = 32
_A_FORMNAME, _A_LOGPIXELS, _A_FIELDS = (DEVMODE.A.offsetof(f) for f in
                                        ("dmFormName", "dmLogPixels", "dmFields"))


def _widen(raw):
    """A CP_ACP name of a DEVMODEA (up to its NUL) as 32 UTF-16 characters, NUL-padded."""
    text = mb_to_wide(0, 0, raw.split(b"\0", 1)[0])
    return (text.encode("utf-16-le") + bytes(64))[:64]


@api(GDI32, "GdiConvertToDevmodeW", "LPVOID dm", widths=BOTH)
def GdiConvertToDevmodeW(c, dm):
    """A DEVMODEW made from a DEVMODEA, in a block of the process heap the caller frees
    (HeapFree): the names widened, the fields between and after them copied as far as
    the DEVMODEA's dmSize reaches, dmSize grown by the wider names, the driver's private
    bytes after it. NULL for a DEVMODEA too short to hold dmFields."""
    vm = c.vm
    mem = vm.mem
    if not dm:
        return 0
    head = DEVMODE.A.at(mem, dm)
    size, extra = head.dmSize, head.dmDriverExtra
    if size < _A_FIELDS + 4:
        return 0
    src = mem.read(dm, size + extra)
    has_form = size >= _A_FORMNAME + CCHFORMNAME
    wsize = size + CCHDEVICENAME + (CCHFORMNAME if has_form else 0)
    out = bytearray(wsize + extra)
    out[0:64] = _widen(src[0:32])
    middle_end = _A_FORMNAME if has_form else size
    out[64:64 + middle_end - 32] = src[32:middle_end]
    if has_form:
        # DEVMODEW's dmFormName is 32 bytes later (the wider device name), the fields
        # after it 64 bytes later
        w_form = _A_FORMNAME + CCHDEVICENAME
        out[w_form:w_form + 64] = _widen(src[_A_FORMNAME:_A_FORMNAME + CCHFORMNAME])
        if size > _A_LOGPIXELS:
            w_log = _A_LOGPIXELS + CCHDEVICENAME + CCHFORMNAME
            out[w_log:w_log + size - _A_LOGPIXELS] = src[_A_LOGPIXELS:size]
    out[wsize:wsize + extra] = src[size:size + extra]
    at = DEVMODE.W.offsetof("dmSize")
    out[at:at + 2] = array_bytes("WORD", [wsize])
    ptr = vm.heaps.get(PROCESS_HEAP).alloc(len(out))
    if not ptr:
        return 0
    mem.write(ptr, bytes(out))
    return ptr


# -- small DC and pen queries ---------------------------------------------------------------------
@api(GDI32, "GetDCOrgEx", "HDC hdc, LPVOID out", widths=BOTH)
def GetDCOrgEx(c, hdc, out):
    """Where the DC's device (0, 0) is on the screen: a window DC's corner in screen
    coordinates, (0, 0) for memory and screen DCs."""
    vm = c.vm
    dc = _dc(c, hdc)
    if dc is None or not out:
        return 0
    x = y = 0
    win = vm.wm.get(dc.hwnd) if dc.hwnd and not dc.memory else None
    if win is not None:
        sx, sy = vm.wm.screen_origin(vm.wm.toplevel(win))
        x, y = sx + dc.origin[0], sy + dc.origin[1]
    vm.mem.write(out, POINT.pack_values(x, y))
    return 1


LAYOUT_RTL, LAYOUT_BITMAPORIENTATIONPRESERVED = 0x1, 0x8
GDI_ERROR = 0xFFFFFFFF


@api(GDI32, "GetLayout", "HDC hdc", widths=BOTH)
@queries
def GetLayout(c, hdc):
    """The DC's layout flags (GDI_ERROR for a bad DC)."""
    dc = _dc(c, hdc)
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return GDI_ERROR
    return dc.layout


@api(GDI32, "SetLayout", "HDC hdc, DWORD layout", widths=BOTH)
@records
def SetLayout(c, hdc, layout):
    """Set the layout flags; the previous ones. LAYOUT_RTL mirrors the DC: x runs from
    the right edge of its device area (coordinates, shapes and clip regions; blits and
    text on a mirrored DC stop the guest)."""
    dc = _dc(c, hdc)
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return GDI_ERROR
    old = dc.layout
    dc.set_layout(layout)
    return old


OEM_CHARSET, DEFAULT_CHARSET, CP_ACP_VALUE, CP_OEM_VALUE = 255, 1, 1252, 437


@api(GDI32, "GdiGetCodePage", "HDC hdc", widths=BOTH)
def GdiGetCodePage(c, hdc):
    """The code page of the DC's font's character set (TranslateCharsetInfo's), the OEM
    code page for OEM_CHARSET, the ANSI one for DEFAULT_CHARSET or an unknown set."""
    dc = _dc(c, hdc)
    charset = dc.font.charset if dc is not None else DEFAULT_CHARSET
    if charset == OEM_CHARSET:
        return CP_OEM_VALUE
    cp = next((cp for cs, cp in _CHARSETS.values() if cs == charset), None)
    return cp if cp is not None else CP_ACP_VALUE


@api(GDI32, "SetWinMetaFileBits", "UINT size, LPVOID data, HDC ref, LPVOID mfp", widths=BOTH)
def SetWinMetaFileBits(c, size, data, ref, mfp):
    """An enhanced metafile made from a Windows metafile's bytes (``gdi/wmf_to_emf.py``),
    scaled as the METAFILEPICT says (NULL: to fill the reference device). NULL for bytes
    that are not a Windows metafile."""
    vm = c.vm
    try:
        wmf = Wmf(vm.mem.read(data, size))
    except ValueError:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    pict = METAFILEPICT.values(vm.mem, mfp)[:3] if mfp else None
    emf = wmf_to_emf.convert(wmf, (vm.gdi.width, vm.gdi.height), vm.gdi.stock[13], pict)
    return vm.gdi.add(emf)
