"""GDI32 font queries: GetTextMetrics, GetCharWidth(32), GetCharABCWidths (TrueType only:
our fonts are raster fonts), EnumFontFamilies(Ex) and EnumFonts over the font families
that exist (gdi/textmetrics.py)."""

import struct

from ....abi.api import BOTH, GuestCall, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.textmetrics import (FAMILIES, RASTER_FONTTYPE, char_width, face_sizes, family_font,
                               pack_textmetric)
from .main import _dc
from ...core.dllnames import GDI32



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
    c.vm.mem.write(out, struct.pack("<%di" % len(ws), *ws))
    return 1


@api(GDI32, "GetCharWidth{AW}", "HDC hdc, UINT first, UINT last, LPVOID out")
def GetCharWidth(c, hdc, first, last, out):
    return _widths(c, hdc, first, last, out)


@api(GDI32, "GetCharWidth32{AW}", "HDC hdc, UINT first, UINT last, LPVOID out")
def GetCharWidth32(c, hdc, first, last, out):
    return _widths(c, hdc, first, last, out)


@api(GDI32, "GetCharABCWidths{AW}", "HDC hdc, UINT first, UINT last, LPVOID out")
def GetCharABCWidths(c, hdc, first, last, out):
    # Documented to succeed only for TrueType fonts; every font here is a raster font.
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


def _logfont(c, font, face):
    """LOGFONTA (60 bytes) or LOGFONTW (92 bytes) for an enumerated family."""
    enc = face.encode("utf-16-le" if c.wide else "cp1252")
    size = 64 if c.wide else 32
    enc = enc[:size - (2 if c.wide else 1)]
    return struct.pack("<5i8B", font.height, 0, 0, 0, font.weight, 0, 0, 0, font.charset,
                       0, 0, 0, font.pitch | (0x30 if font.fixed else 0x20)) + \
        enc + bytes(size - len(enc))


def _text(c, s, chars):
    enc = s.encode("utf-16-le" if c.wide else "cp1252")
    n = chars * (2 if c.wide else 1)
    enc = enc[:n - (2 if c.wide else 1)]
    return enc + bytes(n - len(enc))


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
        lf = _logfont(c, font, face)
        elf = lf + _text(c, face, 64) + _text(c, "Bold" if weight >= 700 else "Regular", 32)
        if ex:
            elf += _text(c, "OEM/DOS" if charset == 255 else "Western", 32)
        tm = pack_textmetric(font, c.wide)
        ntm = tm + struct.pack("<4I", 0x40 if weight < 700 else 0x20, 0, font.line_height,
                               font.extent("x")[0])
        if ex:
            ntm += bytes(24)   # FONTSIGNATURE: no Unicode ranges for raster fonts
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
    charset = mem.u8(lf + 23) if lf else 1
    face = (mem.wstr(lf + 28) if c.wide else mem.cstr(lf + 28, 32)) if lf else ""
    return _enumerate(c, hdc, _matching(face, charset), proc, lparam, True)
