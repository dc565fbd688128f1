"""DWrite.dll: the text analyzer (IDWriteFactory::CreateTextAnalyzer).

The analyses read the program's IDWriteTextAnalysisSource and report to its
IDWriteTextAnalysisSink (calls back into the program): scripts (gdi/textanalysis.py's script_runs:
Latin and Common; a letter of another script stops the program naming it), line
breakpoints (its breakpoints, UAX #14) and bidi levels of left-to-right text (a
right-to-left paragraph or character stops). Shaping is the desktop's fonts' own: a
glyph per character (glyph n for Latin-1 character n, the missing glyph 0 for any other),
a cluster per character (a surrogate pair is one), advances of the design glyphs scaled
to the size, or in GDI-compatible placements those of the strike GDI draws the size
with; no offsets (bitmap fonts have no OpenType positioning).
"""

import locale as _pylocale
import struct
import unicodedata

from ....abi.api import GuestCall, Unimplemented
from ....abi.structs import array_bytes, read_array
from ...core.dllnames import DWRITE
from ...gdi import designfonts as fontset
from ...kernel.comobj import vtable_slot
from ...gdi import textanalysis as tp
from .main import DWRITE_MATRIX, face_desc
from .objects import (E_INVALIDARG, E_NOT_SUFFICIENT_BUFFER, S_OK, iid, interfaces,
                      method, new, obj_of, wptr)

__all__ = ["IID_TEXT_ANALYZER"]

IID_TEXT_ANALYZER = iid("B7E6163E-7F46-43B4-84B3-E4E6249C365D")
IID_NUMBER_SUBSTITUTION = iid("14885CC9-BAB0-4F90-B6ED-5C366A2CD03D")
interfaces({"IDWriteTextAnalyzer": (IID_TEXT_ANALYZER, (), (
    "AnalyzeScript", "AnalyzeBidi", "AnalyzeNumberSubstitution", "AnalyzeLineBreakpoints",
    "GetGlyphs", "GetGlyphPlacements", "GetGdiCompatibleGlyphPlacements")),
    # IDWriteNumberSubstitution has no methods of its own: it is handed to analyses
    "IDWriteNumberSubstitution": (IID_NUMBER_SUBSTITUTION, (), ())})

# IDWriteTextAnalysisSource / IDWriteTextAnalysisSink vtable slots (after IUnknown's)
_GET_TEXT_AT, _GET_READING_DIRECTION, _GET_NUMBER_SUBSTITUTION = 3, 5, 7
_SET_SCRIPT, _SET_BREAKPOINTS, _SET_BIDI, _SET_NUMBER_SUBSTITUTION = 3, 4, 5, 6
NUMBER_SUBSTITUTION_NONE, NUMBER_SUBSTITUTION_TRADITIONAL = 2, 4
#: The specific locale names Windows knows (lower case): Python's table of Windows'.
_LOCALES = frozenset(n.replace("_", "-").lower() for n in _pylocale.windows_locale.values())
# DWRITE_SCRIPT_JUSTIFICATION of a glyph: a letter's, and a blank's
_JUSTIFY_CHARACTER, _JUSTIFY_BLANK = 2, 4


class _Analyzer:
    """The text analyzer: no state of its own."""


@method("IDWriteFactory", "CreateTextAnalyzer", ", LPVOID out", "the text analyzer.")
def _create(c, f, out):
    return wptr(c, out, new(c.vm, "IDWriteTextAnalyzer", _Analyzer()))


def _call(c, obj, slot, *args):
    return GuestCall(vtable_slot(c.vm, obj, slot), (obj,) + args)


def _read_source(c, source, position, length):
    """The source's text over [position, position + length) (a generator: it asks
    GetTextAtPosition until it has it all or the source has no more)."""
    vm, mem = c.vm, c.vm.mem
    cell = vm.heap.alloc(16, zero=True)
    units = []
    try:
        while len(units) < length:
            hr = yield _call(c, source, _GET_TEXT_AT, position + len(units), cell, cell + 8)
            if hr & 0x80000000:
                return hr, units
            ptr, got = mem.uptr(cell), mem.u32(cell + 8)
            if not ptr or not got:
                break
            got = min(got, length - len(units))
            units.extend(struct.unpack("<%dH" % got, bytes(mem.read(ptr, 2 * got))))
    finally:
        vm.heap.free(cell)
    return S_OK, units


@method("IDWriteTextAnalyzer", "AnalyzeScript",
        ", LPVOID source, UINT position, UINT length, LPVOID sink",
        "report the text's script runs to the sink's SetScriptAnalysis.")
def _script(c, a, source, position, length, sink):
    if not source or not sink:
        return E_INVALIDARG
    hr, units = yield from _read_source(c, source, position, length)
    if hr:
        return hr
    cell = c.vm.heap.alloc(8, zero=True)
    try:
        for pos, n, script, shapes in tp.script_runs(units):
            c.vm.mem.write(cell, struct.pack("<HxxI", script, shapes))
            hr = yield _call(c, sink, _SET_SCRIPT, position + pos, n, cell)
            if hr & 0x80000000:
                return hr
    finally:
        c.vm.heap.free(cell)
    return S_OK


@method("IDWriteTextAnalyzer", "AnalyzeLineBreakpoints",
        ", LPVOID source, UINT position, UINT length, LPVOID sink",
        "report a DWRITE_LINE_BREAKPOINT for each code unit to SetLineBreakpoints.")
def _breaks(c, a, source, position, length, sink):
    if not source or not sink:
        return E_INVALIDARG
    hr, units = yield from _read_source(c, source, position, length)
    if hr or not units:
        return hr
    data = bytes(before | after << 2 | int(white) << 4 | int(soft) << 5
                 for before, after, white, soft in tp.breakpoints(units))
    buf = c.vm.heap.alloc(len(data))
    try:
        c.vm.mem.write(buf, data)
        hr = yield _call(c, sink, _SET_BREAKPOINTS, position, len(units), buf)
    finally:
        c.vm.heap.free(buf)
    return hr


def _rtl(cp):
    return cp < 0x110000 and unicodedata.bidirectional(chr(cp)) in ("R", "AL", "RLE",
                                                                      "RLO", "RLI")


@method("IDWriteTextAnalyzer", "AnalyzeBidi",
        ", LPVOID source, UINT position, UINT length, LPVOID sink",
        "report the bidi levels of left-to-right text (0, explicit and resolved) to"
        " SetBidiLevel; a right-to-left paragraph or character stops the program.")
def _bidi(c, a, source, position, length, sink):
    if not source or not sink:
        return E_INVALIDARG
    direction = yield _call(c, source, _GET_READING_DIRECTION)
    if direction & 0xFFFFFFFF:
        raise Unimplemented("%s IDWriteTextAnalyzer::AnalyzeBidi of a paragraph read in"
                            " direction %d (right to left)" % (DWRITE, direction))
    hr, units = yield from _read_source(c, source, position, length)
    if hr or not units:
        return hr
    for _p, _n, cp in tp.code_points(units):
        if _rtl(cp):
            raise Unimplemented("%s IDWriteTextAnalyzer::AnalyzeBidi of right-to-left"
                                " text (U+%04X)" % (DWRITE, cp))
    return (yield _call(c, sink, _SET_BIDI, position, len(units), 0, 0))


class _NumberSubstitution:
    """A number substitution: its method, locale and whether user overrides count."""

    def __init__(self, kind, locale, ignore_user):
        self.kind, self.locale, self.ignore_user = kind, locale, ignore_user


def _valid_locale(name):
    if name is None:
        return False
    low = name.lower()
    return low in _LOCALES or any(n.split("-")[0] == low for n in _LOCALES)


@method("IDWriteFactory", "CreateNumberSubstitution",
        ", UINT kind, LPVOID locale, BOOL ignore_user, LPVOID out",
        "a number substitution of the method and locale (E_INVALIDARG for a method past"
        " TRADITIONAL, or a locale Windows does not know unless the method is NONE).")
def _create_substitution(c, f, kind, locale, ignore_user, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    name = c.vm.mem.wstr(locale) if locale else None
    if kind > NUMBER_SUBSTITUTION_TRADITIONAL or \
            (kind != NUMBER_SUBSTITUTION_NONE and not _valid_locale(name)):
        return E_INVALIDARG
    return wptr(c, out, new(c.vm, "IDWriteNumberSubstitution",
                            _NumberSubstitution(kind, name, ignore_user)))


@method("IDWriteTextAnalyzer", "AnalyzeNumberSubstitution",
        ", LPVOID source, UINT position, UINT length, LPVOID sink",
        "report each span the source gives a number substitution for to the sink's"
        " SetNumberSubstitution (spans without one are not reported).")
def _numbers(c, a, source, position, length, sink):
    if not source or not sink:
        return E_INVALIDARG
    vm, mem = c.vm, c.vm.mem
    cell = vm.heap.alloc(16, zero=True)
    pos, end = position, position + length
    try:
        while pos < end:
            mem.wptr(cell + 8, 0)
            mem.w32(cell, 0)
            hr = yield _call(c, source, _GET_NUMBER_SUBSTITUTION, pos, cell, cell + 8)
            if hr & 0x80000000:
                return hr
            span, sub = min(mem.u32(cell), end - pos), mem.uptr(cell + 8)
            if not span:
                break
            if sub:
                hr = yield _call(c, sink, _SET_NUMBER_SUBSTITUTION, pos, span, sub)
                if hr & 0x80000000:
                    return hr
            pos += span
    finally:
        vm.heap.free(cell)
    return S_OK


def _desc(c, face):
    desc = face_desc(c, face)
    if desc is None:
        raise Unimplemented("%s IDWriteTextAnalyzer over a font face the program made"
                            % DWRITE)
    return desc


@method("IDWriteTextAnalyzer", "GetGlyphs",
        ", LPVOID text, UINT length, LPVOID face, BOOL sideways, BOOL rtl, LPVOID analysis,"
        " LPVOID locale, LPVOID numbers, LPVOID features, LPVOID feature_lengths,"
        " UINT feature_ranges, UINT max_glyphs, LPVOID cluster_map, LPVOID text_props,"
        " LPVOID glyphs, LPVOID glyph_props, LPVOID count",
        "a glyph per character (a surrogate pair's one), the cluster map, and the text and"
        " glyph shaping properties; E_NOT_SUFFICIENT_BUFFER when ``max_glyphs`` is short.")
def _glyphs(c, a, text, length, face, sideways, rtl, analysis, locale, numbers, features,
            feature_lengths, feature_ranges, max_glyphs, cluster_map, text_props, glyphs,
            glyph_props, count):
    mem = c.vm.mem
    if not text or not face or not length:
        return E_INVALIDARG
    _desc(c, face)
    if sideways or rtl:
        raise Unimplemented("%s IDWriteTextAnalyzer::GetGlyphs sideways or right to left"
                            % DWRITE)
    sub = obj_of(c.vm, numbers, "IDWriteNumberSubstitution")
    if numbers and (sub is None or sub.state.kind != NUMBER_SUBSTITUTION_NONE):
        raise Unimplemented("%s IDWriteTextAnalyzer::GetGlyphs substituting digits"
                            % DWRITE)
    units = read_array(mem, text, "WORD", length)
    cps = tp.code_points(units)
    if len(cps) > max_glyphs:
        return E_NOT_SUFFICIENT_BUFFER
    cmap, gl, gprops = [], [], []
    for k, (_pos, n, cp) in enumerate(cps):
        cmap.extend([k] * n)
        gl.append(fontset.glyph_index(cp))
        justify = _JUSTIFY_BLANK if tp.is_whitespace(cp) else _JUSTIFY_CHARACTER
        zero_width = cp in (0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF)
        mark = cp < 0x110000 and unicodedata.category(chr(cp)) in ("Mn", "Me")
        gprops.append(justify | 1 << 4 | int(mark) << 5 | int(zero_width) << 6)
    mem.write(cluster_map, array_bytes("WORD", cmap))
    # canBreakShapingAfter (bit 2) after every character: each is shaped on its own
    mem.write(text_props, array_bytes("WORD", [1 << 2] * length))
    mem.write(glyphs, array_bytes("WORD", gl))
    mem.write(glyph_props, array_bytes("WORD", gprops))
    mem.w32(count, len(gl))
    return S_OK


def _placements(c, face, size, pixels, glyphs, count, sideways, rtl, advances, offsets):
    mem = c.vm.mem
    if sideways or rtl:
        raise Unimplemented("%s IDWriteTextAnalyzer glyph placements sideways or right to"
                            " left" % DWRITE)
    desc = _desc(c, face)
    out = []
    for g in read_array(mem, glyphs, "WORD", count):
        adv, _box = desc.glyph(g if g < fontset.GLYPH_COUNT else 0, pixels)
        out.append(adv * size / (desc.strike.em if pixels is None else pixels))
    mem.write(advances, array_bytes("FLOAT", out))
    mem.write(offsets, bytes(8 * count))
    return S_OK


@method("IDWriteTextAnalyzer", "GetGlyphPlacements",
        ", LPVOID text, LPVOID cluster_map, LPVOID text_props, UINT length, LPVOID glyphs,"
        " LPVOID glyph_props, UINT count, LPVOID face, FLOAT size, BOOL sideways, BOOL rtl,"
        " LPVOID analysis, LPVOID locale, LPVOID features, LPVOID feature_lengths,"
        " UINT feature_ranges, LPVOID advances, LPVOID offsets",
        "each glyph's design advance scaled to the size; no offsets.")
def _place(c, a, text, cluster_map, text_props, length, glyphs, glyph_props, count, face,
           size, sideways, rtl, analysis, locale, features, feature_lengths,
           feature_ranges, advances, offsets):
    if not face:
        return E_INVALIDARG
    return _placements(c, face, size, None, glyphs, count, sideways, rtl, advances, offsets)


@method("IDWriteTextAnalyzer", "GetGdiCompatibleGlyphPlacements",
        ", LPVOID text, LPVOID cluster_map, LPVOID text_props, UINT length, LPVOID glyphs,"
        " LPVOID glyph_props, UINT count, LPVOID face, FLOAT size, FLOAT ppd,"
        " LPVOID transform, BOOL natural, BOOL sideways, BOOL rtl, LPVOID analysis,"
        " LPVOID locale, LPVOID features, LPVOID feature_lengths, UINT feature_ranges,"
        " LPVOID advances, LPVOID offsets",
        "each glyph's advance in the strike GDI draws the size with (whole pixels, in"
        " DIPs); no offsets.")
def _gdi_place(c, a, text, cluster_map, text_props, length, glyphs, glyph_props, count,
               face, size, ppd, transform, natural, sideways, rtl, analysis, locale,
               features, feature_lengths, feature_ranges, advances, offsets):
    if not face:
        return E_INVALIDARG
    scale = ppd
    if transform:
        m11, m12, m21, m22, _dx, _dy = DWRITE_MATRIX.values(c.vm.mem, transform)
        if (m12, m21) != (0.0, 0.0) or m11 != m22 or m11 <= 0:
            raise Unimplemented("%s GetGdiCompatibleGlyphPlacements under a turned or"
                                " stretched transform" % DWRITE)
        scale *= m11
    pixels = size * scale
    if pixels <= 0:
        return E_INVALIDARG
    hr = _placements(c, face, size * scale, pixels, glyphs, count, sideways, rtl,
                     advances, offsets)
    # the advances are in pixels of the strike: back to DIPs
    if hr == S_OK and scale != 1:
        vals = read_array(c.vm.mem, advances, "FLOAT", count)
        c.vm.mem.write(advances, array_bytes("FLOAT", [v / scale for v in vals]))
    return hr
