"""GDI32 font queries: GetTextMetrics, GetCharWidth(32), GetCharABCWidths (TrueType only:
our fonts are raster fonts), EnumFontFamilies(Ex) and EnumFonts over the font families
that exist (gdi/textmetrics.py)."""

from ....abi.structs import array_bytes
from ....abi.api import BOTH, GuestCall, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.textmetrics import (FAMILIES, RASTER_FONTTYPE, char_width, face_sizes, family_font,
                               pack_textmetric)
from .main import _dc
from ...core.dllnames import GDI32
from ...core.structures import (ENUMLOGFONT, ENUMLOGFONTEX, LOGFONT, NEWTEXTMETRIC,
                                NEWTEXTMETRICEX, TEXTMETRIC)



@api(GDI32, "GetTextMetrics{AW}", "HDC hdc, LPVOID tm", widths=BOTH)
def GetTextMetrics(c, hdc, tm):
    dc = _dc(c, hdc)
    if dc is None or not tm:
        return 0
    c.vm.mem.write(tm, pack_textmetric(dc.text_font, c.wide, dc))
    return 1


def _widths(c, hdc, first, last, out):
    dc = _dc(c, hdc)
    if dc is None or last < first or not out:
        return 0
    ws = [dc.logical_size(char_width(dc.text_font, chr(i)), 0)[0]
          for i in range(first, last + 1)]
    c.vm.mem.write(out, array_bytes("INT", ws))
    return 1


@api(GDI32, "GetCharWidth{AW}", "HDC hdc, UINT first, UINT last, LPVOID out", widths=BOTH)
def GetCharWidth(c, hdc, first, last, out):
    return _widths(c, hdc, first, last, out)


@api(GDI32, "GetCharWidth32{AW}", "HDC hdc, UINT first, UINT last, LPVOID out", widths=BOTH)
def GetCharWidth32(c, hdc, first, last, out):
    return _widths(c, hdc, first, last, out)


@api(GDI32, "GetCharABCWidths{AW}", "HDC hdc, UINT first, UINT last, LPVOID out", widths=BOTH)
def GetCharABCWidths(c, hdc, first, last, out):
    # Documented to succeed only for TrueType fonts; every font here is a raster font.
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


def _logfont(font, face):
    """The LOGFONT fields of an enumerated family."""
    return dict(lfHeight=font.height, lfWeight=font.weight, lfCharSet=font.charset,
                lfPitchAndFamily=font.pitch | (0x30 if font.fixed else 0x20),
                lfFaceName=face)


def _enumerate(c, hdc, families, proc, lparam, ex, sizes=False):
    """Call ``proc(ENUMLOGFONT(EX)*, NEWTEXTMETRIC(EX)*, FontType, lParam)`` per family,
    or with ``sizes`` per size of each family: EnumFonts and EnumFontFamilies given a face
    list every font of that face, and a raster face is one font per size."""
    vm = c.vm
    if vm.gdi.dc(hdc) is None or not proc:
        return 0
    fonts = [(face, fixed, weight, charset, -em if sizes else None)
             for face, fixed, weight, charset in families
             for em in (face_sizes(face, weight) if sizes else [0])]
    ret = 1
    for face, fixed, weight, charset, height in fonts:
        font = family_font(face, fixed, weight, charset, height)
        names = dict(elfLogFont=_logfont(font, face), elfFullName=face,
                     elfStyle="Bold" if weight >= 700 else "Regular")
        if ex:
            names["elfScript"] = "OEM/DOS" if charset == 255 else "Western"
        elf = (ENUMLOGFONTEX if ex else ENUMLOGFONT).variant(c.wide).pack(c.ptr_size, **names)
        tm = TEXTMETRIC.variant(c.wide).unpack(pack_textmetric(font, c.wide), c.ptr_size)
        tm.update(ntmFlags=0x40 if weight < 700 else 0x20, ntmSizeEM=0,
                  ntmCellHeight=font.line_height, ntmAvgWidth=font.extent("x")[0])
        if ex:
            # FONTSIGNATURE left zero: no Unicode ranges for raster fonts
            ntm = NEWTEXTMETRICEX.variant(c.wide).pack(c.ptr_size, ntmTm=tm)
        else:
            ntm = NEWTEXTMETRIC.variant(c.wide).pack(c.ptr_size, **tm)
        buf = vm.heap.alloc(len(elf) + len(ntm))
        vm.mem.write(buf, elf + ntm)
        try:
            # an int result: a 64-bit callback leaves RAX's upper half undefined
            ret = (yield GuestCall(proc, (buf, buf + len(elf), RASTER_FONTTYPE, lparam))) \
                & 0xFFFFFFFF
        finally:
            vm.heap.free(buf)
        if not ret:
            break
    return ret


def _matching(face, charset=1):
    face = (face or "").lower()
    return [f for f in FAMILIES if (not face or f[0].lower() == face) and
            charset in (1, f[3])]       # DEFAULT_CHARSET (1) lists every charset


@api(GDI32, "EnumFontFamilies{AW}", "HDC hdc, LPCTSTR family, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumFontFamilies(c, hdc, family, proc, lparam):
    return _enumerate(c, hdc, _matching(family), proc, lparam, False, sizes=bool(family))


@api(GDI32, "EnumFonts{AW}", "HDC hdc, LPCTSTR face, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumFonts(c, hdc, face, proc, lparam):
    return _enumerate(c, hdc, _matching(face), proc, lparam, False, sizes=bool(face))


@api(GDI32, "EnumFontFamiliesEx{AW}", "HDC hdc, LPVOID lf, LPVOID proc, LPARAM lparam, DWORD flags", widths=BOTH)
def EnumFontFamiliesEx(c, hdc, lf, proc, lparam, flags):
    mem = c.vm.mem
    charset, face = 1, ""
    if lf:
        logfont = c.struct(LOGFONT, lf)
        charset = logfont.lfCharSet
        at = logfont.ptr("lfFaceName")     # up to its NUL, or 32 characters without one
        face = mem.wstr(at) if c.wide else mem.cstr(at, 32)
    return _enumerate(c, hdc, _matching(face, charset), proc, lparam, True)
