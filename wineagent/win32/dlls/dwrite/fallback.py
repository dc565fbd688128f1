"""DWrite.dll: font fallback (IDWriteFactory2::GetSystemFontFallback) and the color glyph
runs of IDWriteFactory2 (TranslateColorGlyphRun).

The desktop's fonts all draw the same characters (the printable Latin-1 ones), so the
system font fallback maps text onto the base family (found in the system collection,
or substituted as GDI substitutes a face) for as long as its characters have glyphs
or need none (controls and format characters); a run of characters no font has maps
to no font, as documented (mappedFont NULL over its length, scale 1).
"""

import struct
import unicodedata

from ....abi.api import GuestCall, Unimplemented
from ....abi.structs import array_bytes
from ...core.dllnames import DWRITE
from ...gdi import designfonts as fontset
from ...gdi import textanalysis as tp
from ...kernel.comobj import vtable_slot
from .main import font_object
from .objects import E_INVALIDARG, S_OK, iid, interfaces, method, new, obj_of, wptr
from .text import resolve_font

__all__ = ["IID_FONT_FALLBACK", "DWRITE_E_NOCOLOR"]

IID_FONT_FALLBACK = iid("EFA008F9-F7A1-48BF-B05C-F224713CC0FF")
DWRITE_E_NOCOLOR = 0x8898500C
interfaces({"IDWriteFontFallback": (IID_FONT_FALLBACK, (), ("MapCharacters",))})
_GET_TEXT_AT = 3


class _Fallback:
    """The system font fallback: no state of its own."""


@method("IDWriteFactory", "GetSystemFontFallback", ", LPVOID out",
        "the system font fallback (IDWriteFactory2).")
def _system_fallback(c, f, out):
    return wptr(c, out, new(c.vm, "IDWriteFontFallback", _Fallback()))


@method("IDWriteFactory", "TranslateColorGlyphRun",
        ", FLOAT x, FLOAT y, LPVOID run, LPVOID desc, UINT measuring, LPVOID transform,"
        " UINT palette, LPVOID out",
        "DWRITE_E_NOCOLOR (NULL): the desktop's bitmap fonts have no color glyphs.")
def _color_run(c, f, x, y, run, desc, measuring, transform, palette, out):
    if out:
        c.vm.mem.wptr(out, 0)
    return DWRITE_E_NOCOLOR


def _covered(cp):
    if fontset.glyph_index(cp):
        return True
    return cp < 0x110000 and unicodedata.category(chr(cp)) in ("Cc", "Cf", "Zl", "Zp")


@method("IDWriteFontFallback", "MapCharacters",
        ", LPVOID source, UINT position, UINT length, LPVOID collection, LPVOID family,"
        " UINT weight, UINT style, UINT stretch, LPVOID mapped_length, LPVOID mapped_font,"
        " LPVOID scale",
        "the font for the text from ``position``: the base family's nearest font over the"
        " characters it has (or needs no glyph for), none over a run of characters no"
        " font has; E_INVALIDARG without a source.")
def _map(c, fb, source, position, length, collection, family, weight, style, stretch,
         mapped_length, mapped_font, scale):
    vm, mem = c.vm, c.vm.mem
    mem.w32(mapped_length, 0)
    mem.wptr(mapped_font, 0)
    mem.write(scale, array_bytes("FLOAT", [1.0]))
    if not source:
        return E_INVALIDARG
    if not length:
        return S_OK
    if collection and obj_of(vm, collection, "IDWriteFontCollection") is None:
        raise Unimplemented("%s IDWriteFontFallback::MapCharacters over a collection the"
                            " program made" % DWRITE)
    cell = vm.heap.alloc(16, zero=True)
    units = []
    try:
        while len(units) < length:
            hr = yield GuestCall(vtable_slot(vm, source, _GET_TEXT_AT),
                                 (source, position + len(units), cell, cell + 8))
            if hr & 0x80000000:
                return hr
            ptr, got = mem.uptr(cell), mem.u32(cell + 8)
            if not ptr or not got:
                break
            got = min(got, length - len(units))
            units.extend(struct.unpack("<%dH" % got, bytes(mem.read(ptr, 2 * got))))
    finally:
        vm.heap.free(cell)
    cps = tp.code_points(units)
    if not cps:
        return S_OK
    first = _covered(cps[0][2])
    n = 0
    for _pos, size, cp in cps:
        if _covered(cp) != first:
            break
        n += size
    mem.w32(mapped_length, n)
    if first:
        name = mem.wstr(family) if family else ""
        mem.wptr(mapped_font, font_object(vm, resolve_font(name, weight, style)))
    return S_OK
