"""DWrite.dll: text formats, text layouts, the ellipsis trimming sign and typography.

A text format (IDWriteFactory::CreateTextFormat) holds the paragraph properties
(alignments, wrapping, directions, tab stop, trimming, line spacing) and the font a
layout starts from (family, collection, weight, style, stretch, size, locale). A text
layout (CreateTextLayout, CreateGdiCompatibleTextLayout) is a format over a string of
its own, a maximum width and height, and ranges of font properties, underline,
strikethrough, drawing effects and typography over the text.

A layout is laid out on the desktop's fonts (gdi/designfonts.py): each family name is
looked up in the system collection, and a name it lacks is substituted as GDI
substitutes a face (the system font fallback of this desktop, which has no other
fonts). Every character is a cluster of its own (a surrogate pair, or a base and its
combining marks, one cluster), as wide as its glyph's advance (in natural mode the
design advance scaled to the size; in GDI-compatible modes the advance of the strike
GDI draws the size with, in whole pixels); a tab reaches the next incremental tab stop.
Lines wrap after the clusters UAX #14 lets a line end after (gdi/textanalysis.py), or after any
cluster with character wrapping; whitespace that overflows stays on its line. A line
is as tall as its tallest font (ascent and line gap above the baseline, descent below)
or as the line spacing says. Draw gives the program's renderer each run of glyphs of one
font and drawing effect with its baseline origin, then the underlines and
strikethroughs.

Trimming cuts a line wider than the layout after a character or a word and hands the
trimming sign to the renderer's DrawInlineObject after what is left (lines past the
layout's height are not trimmed). An inline object (SetInlineObject: ours or the
program's, asked for its metrics and break conditions when set) is one cluster in place
of its range, raises its line to its height, and is drawn by the renderer's
DrawInlineObject. Justified lines (all but a paragraph's last) share the room left among
their inner spaces. What stops the program, naming itself: laying out with right-to-left
or vertical reading and flow directions, or trimming with a
delimiter; a trimming sign, collection or typography the program made.
"""

import math
import struct
import unicodedata

from ....abi.api import F32, GuestCall, Unimplemented
from ....abi.structs import array_bytes, struct as declare
from ...core.dllnames import DWRITE
from ...gdi import designfonts as fontset
from ...gdi.objects import Font
from ...kernel.comobj import com_release, vtable_slot
from ...gdi import textanalysis as tp
from .main import DWRITE_GLYPH_RUN, DWRITE_MATRIX
from .objects import (E_INVALIDARG, E_NOT_SUFFICIENT_BUFFER, E_POINTER, S_OK, iid,
                      interfaces, method, new, obj_of, wptr)

__all__ = ["DWRITE_TEXT_METRICS", "DWRITE_LINE_METRICS", "DWRITE_CLUSTER_METRICS",
           "DWRITE_HIT_TEST_METRICS", "DWRITE_TRIMMING", "DWRITE_TEXT_RANGE",
           "DWRITE_INLINE_OBJECT_METRICS", "DWRITE_OVERHANG_METRICS",
           "DWRITE_GLYPH_RUN_DESCRIPTION", "DWRITE_UNDERLINE", "DWRITE_STRIKETHROUGH",
           "DWRITE_FONT_FEATURE", "resolve_font"]

DWRITE_TEXT_METRICS = declare(
    "DWRITE_TEXT_METRICS",
    "FLOAT left; FLOAT top; FLOAT width; FLOAT widthIncludingTrailingWhitespace;"
    " FLOAT height; FLOAT layoutWidth; FLOAT layoutHeight; UINT32 maxBidiReorderingDepth;"
    " UINT32 lineCount")
DWRITE_LINE_METRICS = declare(
    "DWRITE_LINE_METRICS",
    "UINT32 length; UINT32 trailingWhitespaceLength; UINT32 newlineLength; FLOAT height;"
    " FLOAT baseline; BOOL isTrimmed")
# width, length, then canWrapLineAfter:1 isWhitespace:1 isNewline:1 isSoftHyphen:1
# isRightToLeft:1 in one UINT16
DWRITE_CLUSTER_METRICS = declare("DWRITE_CLUSTER_METRICS",
                                 "FLOAT width; UINT16 length; UINT16 flags")
DWRITE_HIT_TEST_METRICS = declare(
    "DWRITE_HIT_TEST_METRICS",
    "UINT32 textPosition; UINT32 length; FLOAT left; FLOAT top; FLOAT width; FLOAT height;"
    " UINT32 bidiLevel; BOOL isText; BOOL isTrimmed")
DWRITE_TRIMMING = declare("DWRITE_TRIMMING",
                          "UINT32 granularity; UINT32 delimiter; UINT32 delimiterCount")
DWRITE_TEXT_RANGE = declare("DWRITE_TEXT_RANGE", "UINT32 startPosition; UINT32 length")
DWRITE_INLINE_OBJECT_METRICS = declare(
    "DWRITE_INLINE_OBJECT_METRICS",
    "FLOAT width; FLOAT height; FLOAT baseline; BOOL supportsSideways")
DWRITE_OVERHANG_METRICS = declare("DWRITE_OVERHANG_METRICS",
                                  "FLOAT left; FLOAT top; FLOAT right; FLOAT bottom")
DWRITE_GLYPH_RUN_DESCRIPTION = declare(
    "DWRITE_GLYPH_RUN_DESCRIPTION",
    "LPCWSTR localeName; LPCWSTR string; UINT32 stringLength; LPVOID clusterMap;"
    " UINT32 textPosition")
DWRITE_UNDERLINE = declare(
    "DWRITE_UNDERLINE",
    "FLOAT width; FLOAT thickness; FLOAT offset; FLOAT runHeight; UINT32 readingDirection;"
    " UINT32 flowDirection; LPCWSTR localeName; UINT32 measuringMode")
DWRITE_STRIKETHROUGH = declare(
    "DWRITE_STRIKETHROUGH",
    "FLOAT width; FLOAT thickness; FLOAT offset; UINT32 readingDirection;"
    " UINT32 flowDirection; LPCWSTR localeName; UINT32 measuringMode")
DWRITE_FONT_FEATURE = declare("DWRITE_FONT_FEATURE", "UINT32 nameTag; UINT32 parameter")

IID_TEXT_FORMAT = iid("9C906818-31D7-4FD3-A151-7C5E225DB55A")
IID_TEXT_LAYOUT = iid("53737037-6D14-410B-9BFE-0B182BB70961")
IID_INLINE_OBJECT = iid("8339FDE3-106F-47AB-8373-1C6295EB10B3")
IID_TYPOGRAPHY = iid("55F1112B-1DC2-4B3C-9541-F46894ED85B6")

_FORMAT_METHODS = (
    "SetTextAlignment", "SetParagraphAlignment", "SetWordWrapping", "SetReadingDirection",
    "SetFlowDirection", "SetIncrementalTabStop", "SetTrimming", "SetLineSpacing",
    "GetTextAlignment", "GetParagraphAlignment", "GetWordWrapping", "GetReadingDirection",
    "GetFlowDirection", "GetIncrementalTabStop", "GetTrimming", "GetLineSpacing",
    "GetFontCollection", "GetFontFamilyNameLength", "GetFontFamilyName", "GetFontWeight",
    "GetFontStyle", "GetFontStretch", "GetFontSize", "GetLocaleNameLength",
    "GetLocaleName")
_LAYOUT_METHODS = _FORMAT_METHODS + (
    "SetMaxWidth", "SetMaxHeight", "SetFontCollection", "SetFontFamilyName",
    "SetFontWeight", "SetFontStyle", "SetFontStretch", "SetFontSize", "SetUnderline",
    "SetStrikethrough", "SetDrawingEffect", "SetInlineObject", "SetTypography",
    "SetLocaleName", "GetMaxWidth", "GetMaxHeight", "RangeGetFontCollection",
    "RangeGetFontFamilyNameLength", "RangeGetFontFamilyName", "RangeGetFontWeight",
    "RangeGetFontStyle", "RangeGetFontStretch", "RangeGetFontSize", "GetUnderline",
    "GetStrikethrough", "GetDrawingEffect", "GetInlineObject", "GetTypography",
    "RangeGetLocaleNameLength", "RangeGetLocaleName", "Draw", "GetLineMetrics",
    "GetMetrics", "GetOverhangMetrics", "GetClusterMetrics", "DetermineMinWidth",
    "HitTestPoint", "HitTestTextPosition", "HitTestTextRange")
interfaces({
    "IDWriteTextFormat": (IID_TEXT_FORMAT, (), _FORMAT_METHODS),
    "IDWriteTextLayout": (IID_TEXT_LAYOUT, (IID_TEXT_FORMAT,), _LAYOUT_METHODS),
    "IDWriteInlineObject": (IID_INLINE_OBJECT, (), (
        "Draw", "GetMetrics", "GetOverhangMetrics", "GetBreakConditions")),
    "IDWriteTypography": (IID_TYPOGRAPHY, (), (
        "AddFontFeature", "GetFontFeatureCount", "GetFontFeature")),
})

_BOTH = ("IDWriteTextFormat", "IDWriteTextLayout")
ALIGN_LEADING, ALIGN_TRAILING, ALIGN_CENTER, ALIGN_JUSTIFIED = 0, 1, 2, 3
PARA_NEAR, PARA_FAR, PARA_CENTER = 0, 1, 2
WRAP, NO_WRAP, WRAP_EMERGENCY, WRAP_WHOLE_WORD, WRAP_CHARACTER = 0, 1, 2, 3, 4
READ_LTR, FLOW_TTB = 0, 0
SPACING_DEFAULT, SPACING_UNIFORM, SPACING_PROPORTIONAL = 0, 1, 2
TRIM_NONE, TRIM_CHARACTER, TRIM_WORD = 0, 1, 2
NATURAL, GDI_CLASSIC, GDI_NATURAL = 0, 1, 2
_WHOLE = 0xFFFFFFFF     # a layout's ranges cover positions 0 .. 2**32 - 2


def _f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def _wstring_out(c, text, out, size):
    """Copy ``text`` and its NUL into ``out`` of ``size`` WCHARs."""
    if size < len(text) + 1:
        if out and size:
            c.vm.mem.write(out, b"\0\0")
        return E_NOT_SUFFICIENT_BUFFER
    c.vm.mem.write_wstr(out, text)
    return S_OK


def resolve_font(family, weight, style):
    """The FontDesc a family name, weight and style draw with: the system collection's
    family nearest the weight and style, or the face GDI substitutes for a name it lacks."""
    fonts = fontset.family_fonts(family)
    if fonts:
        return fontset.match(fonts, weight, style)[0]
    return fontset.desc_for_gdi_font(Font(0, weight, family, italic=1 if style else 0))


# -- text formats -------------------------------------------------------------------------
class _Format:
    """A text format's properties (the part of a layout that is not its text)."""

    def __init__(self, family, collection, weight, style, stretch, size, locale):
        self.family, self.collection = family, collection
        self.weight, self.style, self.stretch, self.size = weight, style, stretch, size
        self.locale = locale
        self.align = self.para = self.wrap = self.reading = self.flow = 0
        self.tabstop = 4.0 * size     # four em, as documented
        self.trimming = (TRIM_NONE, 0, 0)
        self.sign, self.sign_state = 0, None
        self.spacing = (SPACING_DEFAULT, 0.0, 0.0)

    def copy_format(self, other):
        """Take ``other``'s paragraph properties (a layout made over a format)."""
        for name in ("align", "para", "wrap", "reading", "flow", "tabstop", "trimming",
                     "sign", "sign_state", "spacing"):
            setattr(self, name, getattr(other, name))

    def changed(self):
        """Called when a property that moves text changes (a layout recomputes)."""

    @property
    def sign_width(self):
        """The trimming sign's width (0 without one)."""
        return self.sign_state.width if self.sign_state is not None else 0.0

    def release(self, vm):
        """Drop the references the format holds (the last Release)."""
        for ptr in (self.collection, self.sign):
            _release(vm, ptr)


def _release(vm, ptr):
    obj = obj_of(vm, ptr, None)
    if obj is None:
        return
    obj.refs -= 1
    if obj.refs <= 0:
        free = getattr(obj.state, "release", None)
        if free is not None:
            free(vm)
        com_release(vm, ptr)


def _addref(vm, ptr):
    obj = obj_of(vm, ptr, None)
    if obj is not None:
        obj.refs += 1


def _collection(c, ptr):
    """The collection a format uses: ours (the system collection) or, for NULL, a new
    system collection object; a collection the program made stops."""
    if not ptr:
        return new(c.vm, "IDWriteFontCollection", None)
    if obj_of(c.vm, ptr, "IDWriteFontCollection") is None:
        raise Unimplemented("%s a text format over a font collection the program made"
                            % DWRITE)
    _addref(c.vm, ptr)
    return ptr


@method("IDWriteFactory", "CreateTextFormat",
        ", LPVOID family, LPVOID collection, UINT weight, UINT style, UINT stretch,"
        " FLOAT size, LPVOID locale, LPVOID out",
        "a text format of that font (NULL collection: the system one); E_INVALIDARG for"
        " a size of none or less or a weight, style or stretch out of range.")
def _create_format(c, f, family, collection, weight, style, stretch, size, locale, out):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    if size <= 0 or weight > 999 or not 1 <= stretch <= 9 or style > 2 or not family \
            or not locale:
        return E_INVALIDARG
    fmt = _Format(c.vm.mem.wstr(family), _collection(c, collection), weight, style,
                  stretch, _f32(size), c.vm.mem.wstr(locale).lower())
    return wptr(c, out, new(c.vm, "IDWriteTextFormat", fmt))


def _setter(name, attr, top, doc):
    @method(_BOTH, name, ", UINT value", doc + " (E_INVALIDARG past %d)." % top)
    def setter(c, fmt, value):
        if value > top:
            return E_INVALIDARG
        setattr(fmt, attr, value)
        fmt.changed()
        return S_OK

    method(_BOTH, "G" + name[1:], "", "the %s." % doc.split(" ", 1)[1])(
        lambda c, fmt: getattr(fmt, attr))


_setter("SetTextAlignment", "align", ALIGN_JUSTIFIED, "set the text alignment")
_setter("SetParagraphAlignment", "para", PARA_CENTER, "set the paragraph alignment")
_setter("SetWordWrapping", "wrap", WRAP_CHARACTER, "set the word wrapping")
_setter("SetReadingDirection", "reading", 3, "set the reading direction")
_setter("SetFlowDirection", "flow", 3, "set the flow direction")


@method(_BOTH, "SetIncrementalTabStop", ", FLOAT tabstop",
        "set the distance between tab stops (E_INVALIDARG for none or less).")
def _set_tabstop(c, fmt, tabstop):
    if tabstop <= 0:
        return E_INVALIDARG
    fmt.tabstop = _f32(tabstop)
    fmt.changed()
    return S_OK


method(_BOTH, "GetIncrementalTabStop", "", "the distance between tab stops.")(
    lambda c, fmt: F32(fmt.tabstop))


@method(_BOTH, "SetTrimming", ", LPVOID trimming, LPVOID sign",
        "set the trimming (granularity, delimiter and its count) and the trimming sign"
        " (E_INVALIDARG for a granularity past WORD).")
def _set_trimming(c, fmt, trimming, sign):
    if not trimming:
        return E_INVALIDARG
    t = tuple(DWRITE_TRIMMING.values(c.vm.mem, trimming))
    if t[0] > TRIM_WORD:
        return E_INVALIDARG
    sign_obj = obj_of(c.vm, sign, "IDWriteInlineObject")
    if sign and sign_obj is None:
        raise Unimplemented("%s IDWriteTextFormat::SetTrimming with a trimming sign the"
                            " program made" % DWRITE)
    _addref(c.vm, sign)
    _release(c.vm, fmt.sign)
    fmt.trimming, fmt.sign = t, sign
    fmt.sign_state = sign_obj.state if sign_obj is not None else None
    fmt.changed()
    return S_OK


@method(_BOTH, "GetTrimming", ", LPVOID trimming, LPVOID sign",
        "the trimming and its sign (a reference; NULL for none).")
def _get_trimming(c, fmt, trimming, sign):
    c.vm.mem.write(trimming, DWRITE_TRIMMING.pack_values(*fmt.trimming))
    _addref(c.vm, fmt.sign)
    c.vm.mem.wptr(sign, fmt.sign)
    return S_OK


@method(_BOTH, "SetLineSpacing", ", UINT kind, FLOAT spacing, FLOAT baseline",
        "set the line spacing method, height and baseline (E_INVALIDARG for a negative"
        " height or an unknown method).")
def _set_spacing(c, fmt, kind, spacing, baseline):
    if spacing < 0 or kind > SPACING_PROPORTIONAL:
        return E_INVALIDARG
    fmt.spacing = (kind, _f32(spacing), _f32(baseline))
    fmt.changed()
    return S_OK


@method(_BOTH, "GetLineSpacing", ", LPVOID kind, LPVOID spacing, LPVOID baseline",
        "the line spacing method, height and baseline.")
def _get_spacing(c, fmt, kind, spacing, baseline):
    mem = c.vm.mem
    mem.w32(kind, fmt.spacing[0])
    mem.write(spacing, array_bytes("FLOAT", [fmt.spacing[1]]))
    mem.write(baseline, array_bytes("FLOAT", [fmt.spacing[2]]))
    return S_OK


@method(_BOTH, "GetFontCollection", ", LPVOID out", "the font collection (a reference).")
def _get_collection(c, fmt, out):
    _addref(c.vm, fmt.collection)
    return wptr(c, out, fmt.collection)


method(_BOTH, "GetFontFamilyNameLength", "", "the family name's length (no NUL).")(
    lambda c, fmt: len(fmt.family))
method(_BOTH, "GetFontFamilyName", ", LPVOID out, UINT size",
       "the family name (E_NOT_SUFFICIENT_BUFFER when short).")(
    lambda c, fmt, out, size: _wstring_out(c, fmt.family, out, size))
method(_BOTH, "GetFontWeight", "", "the weight.")(lambda c, fmt: fmt.weight)
method(_BOTH, "GetFontStyle", "", "the style.")(lambda c, fmt: fmt.style)
method(_BOTH, "GetFontStretch", "", "the stretch.")(lambda c, fmt: fmt.stretch)
method(_BOTH, "GetFontSize", "", "the size in DIPs.")(lambda c, fmt: F32(fmt.size))
method(_BOTH, "GetLocaleNameLength", "", "the locale name's length (no NUL).")(
    lambda c, fmt: len(fmt.locale))
method(_BOTH, "GetLocaleName", ", LPVOID out, UINT size",
       "the locale name (E_NOT_SUFFICIENT_BUFFER when short).")(
    lambda c, fmt, out, size: _wstring_out(c, fmt.locale, out, size))


# -- ranges of a layout -------------------------------------------------------------------
class _Ranges:
    """Values over text positions 0 .. 2**32-2 as [start, end, value] segments that
    cover them all; equal neighbours merge, so a segment is the range a getter reports."""

    def __init__(self, value):
        self.segs = [[0, _WHOLE, value]]

    def at(self, pos):
        """(value, start, length) of the segment holding ``pos``."""
        for s, e, v in self.segs:
            if s <= pos < e:
                return v, s, e - s
        s, e, v = self.segs[-1]
        return v, s, e - s

    def set(self, start, length, value):
        """Give [start, start + length) ``value``."""
        end = start + length
        out = []
        for s, e, v in self.segs:
            if e <= start or s >= end:
                out.append([s, e, v])
                continue
            if s < start:
                out.append([s, start, v])
            out.append([max(s, start), min(e, end), value])
            if e > end:
                out.append([end, e, v])
        merged = []
        for seg in out:
            if merged and merged[-1][2] == seg[2] and merged[-1][1] == seg[0]:
                merged[-1][1] = seg[1]
            else:
                merged.append(seg)
        self.segs = merged


def _text_range(value):
    """(start, length) of a DWRITE_TEXT_RANGE passed by value (declared ULONGLONG: its
    8 bytes are two stack slots at 32 bits, one at 64, start in the low half)."""
    return value & 0xFFFFFFFF, value >> 32


# -- layout computation -----------------------------------------------------------------------
class _Cluster:
    __slots__ = ("start", "length", "width", "wrap", "white", "newline", "soft", "cps",
                 "font", "x", "line", "tab", "inline")

    def __init__(self, start, length, cps, font):
        self.start, self.length, self.cps, self.font = start, length, cps, font
        self.width, self.x, self.line, self.tab = 0.0, 0.0, 0, False
        self.inline = None      # an inline object's _Inline standing for the text


class _Line:
    __slots__ = ("first", "end", "length", "trailing", "newline", "height", "baseline",
                 "top", "left", "width", "full_width", "trimmed", "shown")


class _RunFont:
    """One font at one size in a layout: its desc and its metrics in DIPs."""

    def __init__(self, desc, size, pixels):
        self.desc, self.size, self.pixels = desc, size, pixels
        m = desc.metrics(pixels)
        k = size / m["designUnitsPerEm"]
        self.metrics = m
        self.ascent, self.descent = m["ascent"] * k, m["descent"] * k
        self.gap = m["lineGap"] * k
        self.scale = k

    def advance(self, glyph):
        """A glyph's advance in DIPs (whole pixels of the strike in GDI modes)."""
        adv, _box = self.desc.glyph(glyph if glyph < fontset.GLYPH_COUNT else 0, self.pixels)
        if self.pixels is None:
            return adv * self.size / self.desc.strike.em
        return adv * self.size / self.pixels

    def scaled(self, key):
        """Font metric ``key`` in DIPs."""
        return self.metrics[key] * self.scale


class _Layout(_Format):
    """A text layout: the format's properties, its text, its box, its ranges."""

    def __init__(self, fmt, text, width, height, mode, ppd, transform):
        super().__init__(fmt.family, fmt.collection, fmt.weight, fmt.style, fmt.stretch,
                         fmt.size, fmt.locale)
        self.copy_format(fmt)
        self.text, self.max_width, self.max_height = text, width, height
        self.mode, self.ppd, self.transform = mode, ppd, transform
        self.font = _Ranges((fmt.family, fmt.collection, fmt.weight, fmt.style,
                             fmt.stretch, fmt.size, fmt.locale.lower()))
        self.underline, self.strike = _Ranges(0), _Ranges(0)
        self.effect, self.typography = _Ranges(0), _Ranges(0)
        self.inline = _Ranges(None)
        self.refs = []          # interface pointers the ranges hold a reference to
        self.faces = {}         # FontDesc -> face pointer handed to the renderer
        self._laid = None

    def changed(self):
        self._laid = None

    def release(self, vm):
        """Drop the references the layout holds: ours at once, the program's (drawing
        effects) through the GuestCalls returned."""
        super().release(vm)
        calls = []
        for ptr in self.refs + list(self.faces.values()):
            if isinstance(ptr, tuple):
                calls.append(GuestCall(vtable_slot(vm, ptr[1], 2), (ptr[1],)))
            else:
                _release(vm, ptr)
        return calls

    def _pixels(self, size):
        if self.mode == NATURAL:
            return None
        m11 = self.transform[0] if self.transform else 1.0
        return size * self.ppd * m11

    def run_font(self, pos, cache):
        family, _coll, weight, style, _stretch, size, _loc = self.font.at(pos)[0]
        key = (family.lower(), weight, style, size)
        rf = cache.get(key)
        if rf is None:
            rf = cache[key] = _RunFont(resolve_font(family, weight, style), size,
                                       self._pixels(size))
        return rf

    def laid(self):
        """The clusters, lines and text metrics, computed when first asked for."""
        if self._laid is None:
            self._laid = self._lay_out()
        return self._laid

    def _check(self):
        if self.reading != READ_LTR or self.flow != FLOW_TTB:
            raise Unimplemented("%s IDWriteTextLayout with reading direction %d and flow"
                                " direction %d (right-to-left or vertical text)"
                                % (DWRITE, self.reading, self.flow))
        if self.trimming[0] != TRIM_NONE and self.trimming[1]:
            raise Unimplemented("%s IDWriteTextLayout trimming with a delimiter (U+%04X)"
                                % (DWRITE, self.trimming[1]))
        if self.transform and (self.transform[1], self.transform[2]) != (0.0, 0.0) or \
                self.transform and self.transform[0] != self.transform[3]:
            raise Unimplemented("%s a GDI-compatible text layout under a turned or"
                                " stretched transform" % DWRITE)

    def _clusters(self, cache):
        units = self.text
        bps = tp.breakpoints(units)
        clusters = []
        for pos, length, cp in tp.code_points(units):
            obj = self.inline.at(pos)[0]
            if obj is not None:
                # an inline object is one cluster over its whole range (the part inside
                # the text), as wide as its metrics, breaking as it says
                if clusters and clusters[-1].inline is obj:
                    cl = clusters[-1]
                    cl.length += length
                else:
                    cl = _Cluster(pos, length, [], self.run_font(pos, cache))
                    cl.inline, cl.width = obj, obj.width
                    clusters.append(cl)
                after = obj.after if obj.after != tp.NEUTRAL else bps[pos + length - 1][1]
                cl.wrap = after in (tp.CAN_BREAK, tp.MUST_BREAK)
                cl.white = cl.newline = cl.soft = False
                continue
            if clusters and _is_mark(cp) and not clusters[-1].newline and \
                    clusters[-1].inline is None:
                cl = clusters[-1]
                cl.length += length
                cl.cps.append(cp)
            else:
                cl = _Cluster(pos, length, [cp], self.run_font(pos, cache))
                clusters.append(cl)
            after = bps[pos + length - 1][1]
            cl.wrap = after in (tp.CAN_BREAK, tp.MUST_BREAK)
            cl.white = all(tp.is_whitespace(p) for p in cl.cps)
            cl.newline = after == tp.MUST_BREAK and tp.is_newline(cl.cps[-1])
            cl.soft = cl.cps[0] == 0xAD
            cl.tab = cl.cps == [9]
            if not cl.tab:
                cl.width = sum(cl.font.advance(_glyph(p)) for p in cl.cps
                               if not (tp.is_newline(p) or p == 0xAD))
        return clusters

    def _tab_width(self, x):
        stop = self.tabstop
        return (math.floor(x / stop + 1e-6) + 1) * stop - x

    def _lay_out(self):
        self._check()
        cache = {}
        clusters = self._clusters(cache)
        lines = []
        wrap = self.wrap != NO_WRAP
        limit = self.max_width + 1e-4

        def can_wrap(k):
            return self.wrap == WRAP_CHARACTER or clusters[k].wrap

        i, n = 0, len(clusters)
        while i < n:
            start, x, last_break, end = i, 0.0, None, None
            while i < n:
                cl = clusters[i]
                if cl.tab:
                    cl.width = self._tab_width(x)
                if cl.newline:
                    end = i + 1
                    break
                # whitespace never overflows: it hangs past the layout's edge
                if wrap and i > start and not cl.white and x + cl.width > limit:
                    if last_break is not None:
                        end = last_break + 1
                    elif self.wrap == WRAP_WHOLE_WORD:
                        # a word wider than the layout stays whole, to its next break
                        j = i
                        while j < n - 1 and not (can_wrap(j) or clusters[j].newline):
                            j += 1
                        end = j + 1
                    else:
                        end = i    # emergency wrapping: the word breaks where it overflows
                    break
                x += cl.width
                if can_wrap(i):
                    last_break = i
                i += 1
            end = n if end is None else end
            lines.append(self._line(clusters, start, end))
            i = end
        if self.align == ALIGN_JUSTIFIED:
            for ln in lines[:-1]:
                if not clusters[ln.end - 1].newline:
                    self._justify(clusters, ln)
        if not clusters or clusters[-1].newline:
            rf = clusters[-1].font if clusters else self.run_font(0, cache)
            lines.append(self._line(clusters, n, n, rf))
        self._place(clusters, lines)
        return clusters, lines

    def _line(self, clusters, first, end, empty_font=None):
        ln = _Line()
        ln.first, ln.end = first, end
        cls = clusters[first:end]
        ln.length = sum(c.length for c in cls)
        ln.trailing = ln.newline = 0
        trail_width = 0.0
        for cl in reversed(cls):
            if not cl.white:
                break
            ln.trailing += cl.length
            trail_width += cl.width
            if cl.length == 1 and tp.is_newline(cl.cps[0]):
                ln.newline += 1
        x = 0.0
        for cl in cls:
            cl.x = x
            if cl.tab:
                cl.width = self._tab_width(x)
            x += cl.width
        ln.full_width = x
        ln.width = x - sum(c.width for c in cls[len(cls) - _trailing_count(cls):])
        fonts = [cl.font for cl in cls if cl.inline is None] or [
            cls[0].font if cls else empty_font]
        asc = max(f.ascent + f.gap for f in fonts)
        desc = max(f.descent for f in fonts)
        for cl in cls:
            if cl.inline is not None:
                asc = max(asc, cl.inline.baseline)
                desc = max(desc, cl.inline.height - cl.inline.baseline)
        kind, spacing, baseline = self.spacing
        if kind == SPACING_UNIFORM:
            ln.height, ln.baseline = spacing, baseline
        elif kind == SPACING_PROPORTIONAL:
            ln.height, ln.baseline = (asc + desc) * spacing, asc * baseline
        else:
            ln.height, ln.baseline = asc + desc, asc
        if self.mode != NATURAL:
            # GDI-compatible lines are whole pixels tall
            unit = 1.0 / (self.ppd * (self.transform[0] if self.transform else 1.0))
            ln.height = round(ln.height / unit) * unit
            ln.baseline = round(ln.baseline / unit) * unit
        ln.trimmed, ln.shown = False, end
        if self.trimming[0] != TRIM_NONE and ln.width > self.max_width + 1e-4:
            self._trim(clusters, ln)
        return ln

    def _justify(self, clusters, ln):
        """Fill a line that wrapped to the layout's width: the room left is shared by
        the spaces inside it (not its trailing ones); a line without any stays leading."""
        cls = clusters[ln.first:ln.shown]
        body = cls[:len(cls) - _trailing_count(cls)]
        spaces = [cl for cl in body if cl.white and not cl.tab]
        extra = self.max_width - ln.width
        if extra <= 0 or not spaces:
            return
        for cl in spaces:
            cl.width += extra / len(spaces)
        x = 0.0
        for cl in cls:
            cl.x = x
            x += cl.width
        ln.width, ln.full_width = self.max_width, x

    def _trim(self, clusters, ln):
        """Cut a line wider than the layout at the trimming's granularity (a character,
        or back to where a word ends) until it fits with the trimming sign after it."""
        room = self.max_width - self.sign_width

        def kept(k):
            last = k
            while last > ln.first and clusters[last - 1].white:
                last -= 1
            return clusters[last - 1].x + clusters[last - 1].width if last > ln.first else 0.0

        k = ln.end
        while k > ln.first and kept(k) > room + 1e-4:
            k -= 1
            if self.trimming[0] == TRIM_WORD:
                while k > ln.first and not clusters[k - 1].wrap:
                    k -= 1
        ln.shown, ln.trimmed = k, True
        ln.width = kept(k) + (self.sign_width if self.sign else 0.0)

    def _place(self, clusters, lines):
        width = max((ln.width for ln in lines), default=0.0)
        full = max((ln.full_width for ln in lines), default=0.0)
        height = sum(ln.height for ln in lines)
        top = 0.0
        if self.para == PARA_FAR:
            top = self.max_height - height
        elif self.para == PARA_CENTER:
            top = (self.max_height - height) / 2
        y = top
        for k, ln in enumerate(lines):
            ln.top = y
            y += ln.height
            if self.align == ALIGN_TRAILING:
                ln.left = self.max_width - ln.width
            elif self.align == ALIGN_CENTER:
                ln.left = (self.max_width - ln.width) / 2
            else:
                ln.left = 0.0
            for cl in clusters[ln.first:ln.end]:
                cl.line = k
        left = 0.0
        if self.align == ALIGN_TRAILING:
            left = self.max_width - width
        elif self.align == ALIGN_CENTER:
            left = (self.max_width - width) / 2
        self.metrics = (left, top, width, full, height, self.max_width, self.max_height,
                        1, len(lines))


def _trailing_count(cls):
    k = 0
    for cl in reversed(cls):
        if not cl.white:
            break
        k += 1
    return k


def _is_mark(cp):
    return cp < 0x110000 and unicodedata.category(chr(cp)) in ("Mn", "Me")


def _glyph(cp):
    return fontset.glyph_index(cp)


# -- creating layouts ------------------------------------------------------------------------
def _read_text(c, ptr, length):
    data = bytes(c.vm.mem.read(ptr, 2 * length)) if length else b""
    return list(struct.unpack("<%dH" % length, data))


def _create_layout(c, text, length, fmt_ptr, width, height, out, mode, ppd, transform):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    fmt = obj_of(c.vm, fmt_ptr, "IDWriteTextFormat") or obj_of(c.vm, fmt_ptr,
                                                                  "IDWriteTextLayout")
    if width < 0 or height < 0 or not fmt_ptr or not text:
        return E_INVALIDARG
    if fmt is None:
        raise Unimplemented("%s a text layout over a text format the program made" % DWRITE)
    f = fmt.state
    _addref(c.vm, f.collection)
    _addref(c.vm, f.sign)
    lay = _Layout(f, _read_text(c, text, length), _f32(width), _f32(height), mode,
                  ppd, transform)
    return wptr(c, out, new(c.vm, "IDWriteTextLayout", lay))


@method("IDWriteFactory", "CreateTextLayout",
        ", LPVOID text, UINT length, LPVOID format, FLOAT width, FLOAT height, LPVOID out",
        "a layout of the text in the format's properties and a box of the size, measured"
        " in natural mode (E_INVALIDARG for no text or format, or a negative size).")
def _layout(c, f, text, length, fmt, width, height, out):
    return _create_layout(c, text, length, fmt, width, height, out, NATURAL, 1.0, None)


@method("IDWriteFactory", "CreateGdiCompatibleTextLayout",
        ", LPVOID text, UINT length, LPVOID format, FLOAT width, FLOAT height, FLOAT ppd,"
        " LPVOID transform, BOOL natural, LPVOID out",
        "a layout measured as GDI draws (whole pixels at ``ppd`` pixels per DIP under the"
        " transform's scale; GDI natural when ``natural``).")
def _gdi_layout(c, f, text, length, fmt, width, height, ppd, transform, natural, out):
    matrix = tuple(DWRITE_MATRIX.values(c.vm.mem, transform)) if transform else None
    return _create_layout(c, text, length, fmt, width, height, out,
                          GDI_NATURAL if natural else GDI_CLASSIC, _f32(ppd) or 1.0, matrix)


# -- a layout's own properties ----------------------------------------------------------------
@method("IDWriteTextLayout", "SetMaxWidth", ", FLOAT width",
        "set the layout's width (E_INVALIDARG when negative).")
def _set_max_width(c, lay, width):
    if width < 0:
        return E_INVALIDARG
    lay.max_width = _f32(width)
    lay.changed()
    return S_OK


@method("IDWriteTextLayout", "SetMaxHeight", ", FLOAT height",
        "set the layout's height (E_INVALIDARG when negative).")
def _set_max_height(c, lay, height):
    if height < 0:
        return E_INVALIDARG
    lay.max_height = _f32(height)
    lay.changed()
    return S_OK


method("IDWriteTextLayout", "GetMaxWidth", "", "the layout's width.")(
    lambda c, lay: F32(lay.max_width))
method("IDWriteTextLayout", "GetMaxHeight", "", "the layout's height.")(
    lambda c, lay: F32(lay.max_height))

# the font properties' places in a font range's value
_FAMILY, _COLL, _WEIGHT, _STYLE, _STRETCH, _SIZE, _LOCALE = range(7)


def _set_font_attr(c, lay, rng, index, value):
    start, length = _text_range(rng)
    if length == 0:
        return S_OK
    if _WHOLE - start < length:
        return E_INVALIDARG
    # each segment of the range keeps its other properties
    end = start + length
    pieces = []
    for s, e, v in lay.font.segs:
        lo, hi = max(s, start), min(e, end)
        if lo < hi:
            nv = list(v)
            nv[index] = value
            pieces.append((lo, hi, tuple(nv)))
    for lo, hi, v in pieces:
        lay.font.set(lo, hi - lo, v)
    lay.changed()
    return S_OK


def _ranged(c, rng, ranges, value, lay):
    start, length = _text_range(rng)
    if length == 0:
        return S_OK
    if _WHOLE - start < length:
        return E_INVALIDARG
    ranges.set(start, length, value)
    lay.changed()
    return S_OK


@method("IDWriteTextLayout", "SetFontCollection", ", LPVOID coll, ULONGLONG range",
        "use a collection over a range of the text.")
def _set_coll(c, lay, coll, rng):
    if coll and obj_of(c.vm, coll, "IDWriteFontCollection") is None:
        raise Unimplemented("%s IDWriteTextLayout::SetFontCollection of a collection the"
                            " program made" % DWRITE)
    if coll:
        _addref(c.vm, coll)
        lay.refs.append(coll)
    return _set_font_attr(c, lay, rng, _COLL, coll)


@method("IDWriteTextLayout", "SetFontFamilyName", ", LPVOID name, ULONGLONG range",
        "set the family over a range (E_INVALIDARG for no name).")
def _set_family(c, lay, name, rng):
    if not name:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _FAMILY, c.vm.mem.wstr(name))


@method("IDWriteTextLayout", "SetFontWeight", ", UINT weight, ULONGLONG range",
        "set the weight over a range (E_INVALIDARG past 999).")
def _set_weight(c, lay, weight, rng):
    if weight > 999:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _WEIGHT, weight)


@method("IDWriteTextLayout", "SetFontStyle", ", UINT style, ULONGLONG range",
        "set the style over a range (E_INVALIDARG past italic).")
def _set_style(c, lay, style, rng):
    if style > 2:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _STYLE, style)


@method("IDWriteTextLayout", "SetFontStretch", ", UINT stretch, ULONGLONG range",
        "set the stretch over a range (E_INVALIDARG outside 1..9).")
def _set_stretch(c, lay, stretch, rng):
    if not 1 <= stretch <= 9:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _STRETCH, stretch)


@method("IDWriteTextLayout", "SetFontSize", ", FLOAT size, ULONGLONG range",
        "set the size over a range (E_INVALIDARG for none or less).")
def _set_size(c, lay, size, rng):
    if size <= 0:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _SIZE, _f32(size))


@method("IDWriteTextLayout", "SetLocaleName", ", LPVOID name, ULONGLONG range",
        "set the locale over a range (E_INVALIDARG for none).")
def _set_locale(c, lay, name, rng):
    if not name:
        return E_INVALIDARG
    return _set_font_attr(c, lay, rng, _LOCALE, c.vm.mem.wstr(name).lower())


@method("IDWriteTextLayout", "SetUnderline", ", BOOL on, ULONGLONG range",
        "underline a range or not.")
def _set_underline(c, lay, on, rng):
    return _ranged(c, rng, lay.underline, 1 if on else 0, lay)


@method("IDWriteTextLayout", "SetStrikethrough", ", BOOL on, ULONGLONG range",
        "strike a range through or not.")
def _set_strike(c, lay, on, rng):
    return _ranged(c, rng, lay.strike, 1 if on else 0, lay)


@method("IDWriteTextLayout", "SetDrawingEffect", ", LPVOID effect, ULONGLONG range",
        "give a range a drawing effect (any IUnknown, handed to the renderer).")
def _set_effect(c, lay, effect, rng):
    if effect:
        yield GuestCall(vtable_slot(c.vm, effect, 1), (effect,))    # AddRef
        lay.refs.append(("guest", effect))
    return _ranged(c, rng, lay.effect, effect, lay)


@method("IDWriteTextLayout", "SetTypography", ", LPVOID typography, ULONGLONG range",
        "give a range a typography (IDWriteTypography of ours).")
def _set_typography(c, lay, typo, rng):
    if typo and obj_of(c.vm, typo, "IDWriteTypography") is None:
        raise Unimplemented("%s IDWriteTextLayout::SetTypography of a typography the"
                            " program made" % DWRITE)
    if typo:
        _addref(c.vm, typo)
        lay.refs.append(typo)
    return _ranged(c, rng, lay.typography, typo, lay)


def _out_range(c, out, start, length):
    if out:
        c.vm.mem.write(out, DWRITE_TEXT_RANGE.pack_values(start, length))


def _font_getter(name, index, doc, write):
    @method("IDWriteTextLayout", "Range" + name, ", UINT pos, LPVOID out, LPVOID range",
            doc + " at a position, and the range that has the same font properties.")
    def getter(c, lay, pos, out, rng):
        value, start, length = lay.font.at(pos)
        write(c, out, value[index])
        _out_range(c, rng, start, length)
        return S_OK


def _w32(c, out, v):
    c.vm.mem.w32(out, v)


def _wcoll(c, out, v):
    _addref(c.vm, v)
    c.vm.mem.wptr(out, v)


_font_getter("GetFontCollection", _COLL, "the collection (a reference)", _wcoll)
_font_getter("GetFontWeight", _WEIGHT, "the weight", _w32)
_font_getter("GetFontStyle", _STYLE, "the style", _w32)
_font_getter("GetFontStretch", _STRETCH, "the stretch", _w32)
_font_getter("GetFontSize", _SIZE, "the size",
             lambda c, out, v: c.vm.mem.write(out, array_bytes("FLOAT", [v])))
_font_getter("GetFontFamilyNameLength", _FAMILY, "the family name's length",
             lambda c, out, v: c.vm.mem.w32(out, len(v)))
_font_getter("GetLocaleNameLength", _LOCALE, "the locale name's length",
             lambda c, out, v: c.vm.mem.w32(out, len(v)))


def _string_getter(name, index, doc):
    @method("IDWriteTextLayout", "Range" + name, ", UINT pos, LPVOID out, UINT size,"
            " LPVOID range", doc + " at a position (E_NOT_SUFFICIENT_BUFFER when short),"
            " and its range.")
    def getter(c, lay, pos, out, size, rng):
        if not size:
            return E_INVALIDARG
        value, start, length = lay.font.at(pos)
        hr = _wstring_out(c, value[index], out, size)
        if hr == S_OK:
            _out_range(c, rng, start, length)
        return hr


_string_getter("GetFontFamilyName", _FAMILY, "the family name")
_string_getter("GetLocaleName", _LOCALE, "the locale name")


def _plain_getter(name, attr, doc, iface_ref):
    @method("IDWriteTextLayout", name, ", UINT pos, LPVOID out, LPVOID range",
            doc + " at a position and its range.")
    def getter(c, lay, pos, out, rng):
        value, start, length = getattr(lay, attr).at(pos)
        if iface_ref:
            if value:
                if obj_of(c.vm, value, None) is not None:
                    _addref(c.vm, value)
                else:
                    yield GuestCall(vtable_slot(c.vm, value, 1), (value,))
            c.vm.mem.wptr(out, value)
        else:
            c.vm.mem.w32(out, value)
        _out_range(c, rng, start, length)
        return S_OK


_plain_getter("GetUnderline", "underline", "whether underlined", False)
_plain_getter("GetStrikethrough", "strike", "whether struck through", False)
_plain_getter("GetDrawingEffect", "effect", "the drawing effect (a reference)", True)
_plain_getter("GetTypography", "typography", "the typography (a reference)", True)


class _Inline:
    """An inline object of a layout: its pointer and the metrics and break conditions it
    gave when it was set (DWRITE_INLINE_OBJECT_METRICS, DWRITE_BREAK_CONDITION after)."""

    def __init__(self, ptr, width, height, baseline, before, after):
        self.ptr, self.width, self.height, self.baseline = ptr, width, height, baseline
        self.before, self.after = before, after


_INLINE_GET_METRICS, _INLINE_GET_BREAKS = 4, 6


@method("IDWriteTextLayout", "SetInlineObject", ", LPVOID obj, ULONGLONG range",
        "put an inline object (ours or the program's) in place of a range of the text:"
        " asks it for its metrics and break conditions, and holds a reference.")
def _set_inline(c, lay, obj, rng):
    vm, mem = c.vm, c.vm.mem
    value = None
    if obj:
        ours = obj_of(vm, obj, "IDWriteInlineObject")
        if ours is not None:
            f = ours.state.font
            value = _Inline(obj, ours.state.width, f.ascent + f.descent + f.gap,
                            f.ascent + f.gap, tp.NEUTRAL, tp.NEUTRAL)
            _addref(vm, obj)
            lay.refs.append(obj)
        else:
            cell = vm.heap.alloc(32, zero=True)
            try:
                hr = yield GuestCall(vtable_slot(vm, obj, _INLINE_GET_METRICS), (obj, cell))
                if hr & 0x80000000:
                    return hr
                width, height, baseline, _side = DWRITE_INLINE_OBJECT_METRICS.values(mem, cell)
                hr = yield GuestCall(vtable_slot(vm, obj, _INLINE_GET_BREAKS),
                                     (obj, cell + 16, cell + 20))
                before, after = (mem.u32(cell + 16), mem.u32(cell + 20)) \
                    if not hr & 0x80000000 else (tp.NEUTRAL, tp.NEUTRAL)
            finally:
                vm.heap.free(cell)
            yield GuestCall(vtable_slot(vm, obj, 1), (obj,))     # AddRef
            lay.refs.append(("guest", obj))
            value = _Inline(obj, width, height, baseline, before, after)
    return _ranged(c, rng, lay.inline, value, lay)


@method("IDWriteTextLayout", "GetInlineObject", ", UINT pos, LPVOID out, LPVOID range",
        "the inline object at a position (a reference; NULL for none) and its range.")
def _get_inline(c, lay, pos, out, rng):
    value, start, length = lay.inline.at(pos)
    ptr = value.ptr if value is not None else 0
    if ptr:
        if obj_of(c.vm, ptr, None) is not None:
            _addref(c.vm, ptr)
        else:
            yield GuestCall(vtable_slot(c.vm, ptr, 1), (ptr,))
    c.vm.mem.wptr(out, ptr)
    _out_range(c, rng, start, length)
    return S_OK


# -- metrics -----------------------------------------------------------------------------------
@method("IDWriteTextLayout", "GetMetrics", ", LPVOID out",
        "DWRITE_TEXT_METRICS: the text's box (left and top as the alignments place it),"
        " widths without and with trailing whitespace, the layout box, line count.")
def _get_metrics(c, lay, out):
    lay.laid()
    c.vm.mem.write(out, DWRITE_TEXT_METRICS.pack_values(*lay.metrics))
    return S_OK


@method("IDWriteTextLayout", "GetLineMetrics", ", LPVOID out, UINT max, LPVOID count",
        "DWRITE_LINE_METRICS of each line (E_NOT_SUFFICIENT_BUFFER when ``max`` is short;"
        " ``count`` is the line count either way).")
def _line_metrics(c, lay, out, most, count):
    _clusters, lines = lay.laid()
    return _records(c, out, most, count, DWRITE_LINE_METRICS, [
        (ln.length, ln.trailing, ln.newline, ln.height, ln.baseline, int(ln.trimmed))
        for ln in lines])


def _records(c, out, most, count, record, rows):
    """Write ``rows`` as an array of ``record`` at ``out`` the way the layout's metric
    getters do: ``*count`` is the row count either way, E_NOT_SUFFICIENT_BUFFER (nothing
    written) when ``most`` is short."""
    if count:
        c.vm.mem.w32(count, len(rows))
    if len(rows) > most:
        return E_NOT_SUFFICIENT_BUFFER
    size = record.sizeof()
    for k, row in enumerate(rows):
        c.vm.mem.write(out + k * size, record.pack_values(*row))
    return S_OK


@method("IDWriteTextLayout", "GetClusterMetrics", ", LPVOID out, UINT max, LPVOID count",
        "DWRITE_CLUSTER_METRICS of each cluster (E_NOT_SUFFICIENT_BUFFER when ``max`` is"
        " short; ``count`` is the cluster count either way).")
def _cluster_metrics(c, lay, out, most, count):
    clusters, _lines = lay.laid()
    return _records(c, out, most, count, DWRITE_CLUSTER_METRICS, [
        (cl.width, cl.length,
         int(cl.wrap or lay.wrap == WRAP_CHARACTER) | int(cl.white) << 1 |
         int(cl.newline) << 2 | int(cl.soft) << 3)
        for cl in clusters])


@method("IDWriteTextLayout", "DetermineMinWidth", ", LPVOID out",
        "the width of the widest run of text between break opportunities (no trailing"
        " whitespace): the narrowest the layout can be without breaking a word.")
def _min_width(c, lay, out):
    if not out:
        return E_INVALIDARG
    clusters, _lines = lay.laid()
    best = word = 0.0
    for cl in clusters:
        if not cl.white:
            word += cl.width
            best = max(best, word)
        if cl.wrap or cl.newline:
            word = 0.0
    c.vm.mem.write(out, array_bytes("FLOAT", [best]))
    return S_OK


@method("IDWriteTextLayout", "GetOverhangMetrics", ", LPVOID out",
        "how far the text's ink reaches past the layout box on each side: the lines'"
        " cells (bitmap glyphs draw inside their cells).")
def _overhang(c, lay, out):
    lay.laid()
    left, top, width, _full, height = lay.metrics[:5]
    c.vm.mem.write(out, DWRITE_OVERHANG_METRICS.pack_values(
        -left, -top, left + width - lay.max_width, top + height - lay.max_height))
    return S_OK


# -- hit testing ---------------------------------------------------------------------------
def _hit_metrics(lay, cl, ln):
    return (cl.start, cl.length, ln.left + cl.x, ln.top, cl.width, ln.height, 0,
            int(cl.inline is None), int(ln.trimmed))


def _write_hit(c, out, values):
    if out:
        c.vm.mem.write(out, DWRITE_HIT_TEST_METRICS.pack_values(*values))


@method("IDWriteTextLayout", "HitTestPoint",
        ", FLOAT x, FLOAT y, LPVOID trailing, LPVOID inside, LPVOID out",
        "the cluster under a point: its line by height (the first or last when above or"
        " below the text), its cluster by width (the line's first or last when left or"
        " right of it); trailing when the point is on the cluster's right half; inside"
        " when the point is over text.")
def _hit_point(c, lay, x, y, trailing, inside, out):
    clusters, lines = lay.laid()
    mem = c.vm.mem
    k = len(lines) - 1
    for i, ln in enumerate(lines):
        if y < ln.top + ln.height:
            k = i
            break
    ln = lines[k]
    y_in = lines[0].top <= y < lines[-1].top + lines[-1].height
    cls = [cl for cl in clusters[ln.first:ln.end]]
    if not cls:
        mem.w32(trailing, 0)
        mem.w32(inside, 0)
        pos = sum(l2.length for l2 in lines[:k])
        _write_hit(c, out, (pos, 0, ln.left, ln.top, 0.0, ln.height, 0, 0, 0))
        return S_OK
    rel = x - ln.left
    hit, is_in, trail = None, False, False
    if rel < 0:
        hit = cls[0]
    else:
        for cl in cls:
            if rel < cl.x + cl.width:
                hit, is_in = cl, True
                trail = rel >= cl.x + cl.width / 2
                break
        if hit is None:
            hit, trail = cls[-1], True
            if hit.newline and len(cls) > 1:
                hit = cls[-2]
            elif hit.newline:
                trail = False
    mem.w32(trailing, int(trail))
    mem.w32(inside, int(is_in and y_in))
    _write_hit(c, out, _hit_metrics(lay, hit, ln))
    return S_OK


@method("IDWriteTextLayout", "HitTestTextPosition",
        ", UINT pos, BOOL trailing, LPVOID px, LPVOID py, LPVOID out",
        "the point at a text position's leading (or trailing) edge and its cluster's"
        " metrics; a position past the text is the end of the last line.")
def _hit_position(c, lay, pos, trailing, px, py, out):
    clusters, lines = lay.laid()
    mem = c.vm.mem
    hit = next((cl for cl in clusters if cl.start <= pos < cl.start + cl.length), None)
    if hit is None:
        ln = lines[-1]
        last = clusters[ln.end - 1] if ln.end > ln.first else None
        x = ln.left + (last.x + last.width if last else 0.0)
        vals = (len(lay.text), 0, x, ln.top, 0.0, ln.height, 0, 0, 0)
        if last is not None and not last.newline:
            vals = _hit_metrics(lay, last, ln)
            x = vals[2] + (vals[4] if trailing else 0.0)
    else:
        ln = lines[hit.line]
        vals = _hit_metrics(lay, hit, ln)
        x = vals[2] + (vals[4] if trailing else 0.0)
    mem.write(px, array_bytes("FLOAT", [x]))
    mem.write(py, array_bytes("FLOAT", [ln.top]))
    _write_hit(c, out, vals)
    return S_OK


@method("IDWriteTextLayout", "HitTestTextRange",
        ", UINT pos, UINT length, FLOAT ox, FLOAT oy, LPVOID out, UINT max, LPVOID count",
        "a box for each line the range covers (its clusters' span on that line), offset"
        " by the origin; E_NOT_SUFFICIENT_BUFFER when ``max`` is short.")
def _hit_range(c, lay, pos, length, ox, oy, out, most, count):
    clusters, lines = lay.laid()
    end = pos + length
    boxes = []
    for ln in lines:
        inside = [cl for cl in clusters[ln.first:ln.end]
                  if cl.start < end and cl.start + cl.length > pos]
        if not inside:
            continue
        a, b = inside[0], inside[-1]
        boxes.append((a.start, b.start + b.length - a.start, ox + ln.left + a.x, oy + ln.top,
                      b.x + b.width - a.x, ln.height, 0, 1, int(ln.trimmed)))
    if not boxes and length == 0:
        hit = next((cl for cl in clusters if cl.start <= pos < cl.start + cl.length), None)
        ln = lines[hit.line] if hit else lines[-1]
        x = ln.left + (hit.x if hit else ln.full_width)
        boxes.append((pos, 0, ox + x, oy + ln.top, 0.0, ln.height, 0, 1, 0))
    if count:
        c.vm.mem.w32(count, len(boxes))
    if len(boxes) > most:
        return E_NOT_SUFFICIENT_BUFFER
    size = DWRITE_HIT_TEST_METRICS.sizeof()
    for k, b in enumerate(boxes):
        c.vm.mem.write(out + k * size, DWRITE_HIT_TEST_METRICS.pack_values(*b))
    return S_OK


# -- drawing ------------------------------------------------------------------------------------
_IS_SNAPPING_DISABLED, _GET_TRANSFORM, _GET_PPD = 3, 4, 5
_DRAW_GLYPH_RUN, _DRAW_UNDERLINE, _DRAW_STRIKETHROUGH, _DRAW_INLINE_OBJECT = 6, 7, 8, 9


def _float_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def _renderer_call(c, renderer, slot, args, floats=()):
    """A call of the renderer's method ``slot``: float arguments at positions
    ``floats`` (counting ``this`` as 0) travel as their bits on the stack at 32 bits, in
    XMM registers (by position) at 64 bits."""
    args = list(args)
    regs = None
    for k in floats:
        bits = _float_bits(args[k - 1])
        args[k - 1] = bits
        if c.ptr_size == 8:
            regs = regs or {}
            regs["xmm%d" % k] = bits
    return GuestCall(vtable_slot(c.vm, renderer, slot), [renderer] + args, regs=regs)


class _Snap:
    """Pixel snapping of baseline origins: through the renderer's transform and pixels
    per DIP to whole device pixels and back (none when the renderer disables it)."""

    def __init__(self, matrix, ppd):
        self.m, self.ppd = matrix, ppd

    def __call__(self, x, y):
        if self.m is None:
            return x, y
        m11, m12, m21, m22, dx, dy = self.m
        k = self.ppd
        px = (x * m11 + y * m21 + dx) * k
        py = (x * m12 + y * m22 + dy) * k
        px, py = math.floor(px + 0.5) / k - dx, math.floor(py + 0.5) / k - dy
        det = m11 * m22 - m12 * m21
        if not det:
            return x, y
        return (px * m22 - py * m21) / det, (py * m11 - px * m12) / det


def _face_for(c, lay, desc):
    ptr = lay.faces.get(desc)
    if ptr is None:
        ptr = lay.faces[desc] = new(c.vm, "IDWriteFontFace", desc)
    return ptr


def _runs(lay, clusters, lines):
    """[(line, [clusters], effect)] of the glyph runs Draw hands over: clusters of one
    line, font, drawing effect, underline, strikethrough and typography (a run ends
    where any of the text's ranges does), newlines left out."""
    out = []
    for ln in lines:
        cur = None
        for cl in clusters[ln.first:ln.shown]:
            if cl.newline or cl.inline is not None:
                cur = None
                continue
            effect = lay.effect.at(cl.start)[0]
            key = (cl.font, effect, lay.underline.at(cl.start)[0],
                   lay.strike.at(cl.start)[0], lay.typography.at(cl.start)[0])
            if cur is not None and cur[3] == key:
                cur[1].append(cl)
            else:
                cur = (ln, [cl], effect, key)
                out.append(cur)
    return [run[:3] for run in out]


def _decoration_runs(lay, runs, ranges):
    """[(line, [clusters], effect)] of the underlined or struck-through parts of runs."""
    out = []
    for ln, cls, effect in runs:
        cur = None
        for cl in cls:
            if ranges.at(cl.start)[0]:
                if cur is None:
                    cur = (ln, [], effect)
                    out.append(cur)
                cur[1].append(cl)
            else:
                cur = None
    return out


@method("IDWriteTextLayout", "Draw",
        ", LPVOID ctx, LPVOID renderer, FLOAT x, FLOAT y",
        "draw the text through the program's IDWriteTextRenderer from origin (x, y): a"
        " DrawGlyphRun for each run of one line, font and effect at its baseline origin"
        " (snapped to whole pixels unless the renderer disables snapping), then"
        " DrawUnderline and DrawStrikethrough for the decorated parts.")
def _draw(c, lay, ctx, renderer, x, y):
    vm, mem, ptr = c.vm, c.vm.mem, c.ptr_size
    clusters, lines = lay.laid()
    scratch = vm.heap.alloc(64, zero=True)
    try:
        hr = yield _renderer_call(c, renderer, _IS_SNAPPING_DISABLED, (ctx, scratch))
        if hr & 0x80000000:
            return hr
        snap = _Snap(None, 1.0)
        if not mem.u32(scratch):
            hr = yield _renderer_call(c, renderer, _GET_TRANSFORM, (ctx, scratch))
            if hr & 0x80000000:
                return hr
            matrix = tuple(DWRITE_MATRIX.values(mem, scratch))
            hr = yield _renderer_call(c, renderer, _GET_PPD, (ctx, scratch + 32))
            if hr & 0x80000000:
                return hr
            ppd = struct.unpack("<f", bytes(mem.read(scratch + 32, 4)))[0]
            snap = _Snap(matrix, ppd if ppd > 0 else 1.0)
    finally:
        vm.heap.free(scratch)
    runs = _runs(lay, clusters, lines)
    text = array_bytes("WORD", lay.text) + b"\0\0"
    for ln, cls, effect in runs:
        glyphs, advances, cmap = [], [], []
        for cl in cls:
            for k, cp in enumerate(cl.cps):
                cmap.extend([len(glyphs)] * (2 if cp > 0xFFFF else 1))
                glyphs.append(_glyph(cp))
                advances.append(cl.width if k == 0 else 0.0)
        n = len(glyphs)
        rf = cls[0].font
        run_size = DWRITE_GLYPH_RUN.sizeof(ptr)
        desc_size = DWRITE_GLYPH_RUN_DESCRIPTION.sizeof(ptr)
        locale = lay.font.at(cls[0].start)[0][_LOCALE]
        blob = [bytes(run_size + desc_size), array_bytes("WORD", glyphs),
                array_bytes("FLOAT", advances), bytes(8 * n), array_bytes("WORD", cmap),
                (locale + "\0").encode("utf-16-le"), text]
        offs, at = [], 0
        for part in blob:
            offs.append(at)
            at += (len(part) + 7) & ~7
        block = vm.heap.alloc(at, zero=True)
        try:
            for o, part in zip(offs, blob):
                mem.write(block + o, part)
            run, desc = block, block + run_size
            mem.write(run, DWRITE_GLYPH_RUN.pack(
                ptr, fontFace=_face_for(c, lay, rf.desc), fontEmSize=rf.size, glyphCount=n,
                glyphIndices=block + offs[1], glyphAdvances=block + offs[2],
                glyphOffsets=block + offs[3], isSideways=0, bidiLevel=0))
            mem.write(desc, DWRITE_GLYPH_RUN_DESCRIPTION.pack(
                ptr, localeName=block + offs[5], string=block + offs[6] + 2 * cls[0].start,
                stringLength=sum(cl.length for cl in cls), clusterMap=block + offs[4],
                textPosition=cls[0].start))
            ox, oy = snap(x + ln.left + cls[0].x, y + ln.top + ln.baseline)
            hr = yield _renderer_call(c, renderer, _DRAW_GLYPH_RUN,
                                      (ctx, ox, oy, lay.mode, run, desc, effect), (2, 3))
        finally:
            vm.heap.free(block)
        if hr & 0x80000000:
            return hr
    for ln in lines:
        for cl in clusters[ln.first:ln.shown]:
            if cl.inline is None:
                continue
            # its box's top left: its baseline on the line's
            ox, oy = snap(x + ln.left + cl.x, y + ln.top + ln.baseline - cl.inline.baseline)
            hr = yield _renderer_call(c, renderer, _DRAW_INLINE_OBJECT,
                                      (ctx, ox, oy, cl.inline.ptr, 0, 0,
                                       lay.effect.at(cl.start)[0]), (2, 3))
            if hr & 0x80000000:
                return hr
    for ln in lines:
        if not (ln.trimmed and lay.sign):
            continue
        # the trimming sign after the text left on the line, its baseline on the line's
        shown = clusters[ln.first:ln.shown]
        end = shown[-1].x + shown[-1].width if shown else 0.0
        f = lay.sign_state.font
        effect = lay.effect.at(shown[-1].start)[0] if shown else 0
        ox, oy = snap(x + ln.left + end, y + ln.top + ln.baseline - (f.ascent + f.gap))
        hr = yield _renderer_call(c, renderer, _DRAW_INLINE_OBJECT,
                                  (ctx, ox, oy, lay.sign, 0, 0, effect), (2, 3))
        if hr & 0x80000000:
            return hr
    for ranges, slot, decl in ((lay.underline, _DRAW_UNDERLINE, DWRITE_UNDERLINE),
                               (lay.strike, _DRAW_STRIKETHROUGH, DWRITE_STRIKETHROUGH)):
        for ln, cls, effect in _decoration_runs(lay, runs, ranges):
            rf = cls[0].font
            locale = lay.font.at(cls[0].start)[0][_LOCALE]
            size = decl.sizeof(ptr)
            block = vm.heap.alloc(size + 2 * len(locale) + 2, zero=True)
            try:
                mem.write_wstr(block + size, locale)
                width = sum(cl.width for cl in cls)
                if slot == _DRAW_UNDERLINE:
                    data = decl.pack(ptr, width=width, thickness=rf.scaled("underlineThickness"),
                                     offset=-rf.scaled("underlinePosition"),
                                     runHeight=rf.scaled("capHeight"), readingDirection=0,
                                     flowDirection=0, localeName=block + size,
                                     measuringMode=lay.mode)
                else:
                    data = decl.pack(ptr, width=width,
                                     thickness=rf.scaled("strikethroughThickness"),
                                     offset=-rf.scaled("strikethroughPosition"),
                                     readingDirection=0, flowDirection=0,
                                     localeName=block + size, measuringMode=lay.mode)
                mem.write(block, data)
                ox, oy = snap(x + ln.left + cls[0].x, y + ln.top + ln.baseline)
                hr = yield _renderer_call(c, renderer, slot, (ctx, ox, oy, block, effect),
                                          (2, 3))
            finally:
                vm.heap.free(block)
            if hr & 0x80000000:
                return hr
    return S_OK


# -- the ellipsis trimming sign ---------------------------------------------------------------
class _Sign:
    """The ellipsis trimming sign of a format's font: three full stops (the desktop's
    Latin-1 fonts have no U+2026), measured at the format's size."""

    def __init__(self, desc, size, locale):
        self.font, self.locale = _RunFont(desc, size, None), locale
        self.width = 3 * self.font.advance(0x2E)


@method("IDWriteFactory", "CreateEllipsisTrimmingSign", ", LPVOID format, LPVOID out",
        "an inline object drawing an ellipsis in the format's font (E_INVALIDARG without"
        " a format).")
def _create_sign(c, f, fmt_ptr, out):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    fmt = obj_of(c.vm, fmt_ptr, "IDWriteTextFormat") or obj_of(c.vm, fmt_ptr,
                                                                  "IDWriteTextLayout")
    if not fmt_ptr:
        return E_INVALIDARG
    if fmt is None:
        raise Unimplemented("%s CreateEllipsisTrimmingSign of a text format the program"
                            " made" % DWRITE)
    s = fmt.state
    return wptr(c, out, new(c.vm, "IDWriteInlineObject",
                            _Sign(resolve_font(s.family, s.weight, s.style), s.size,
                                  s.locale)))


@method("IDWriteInlineObject", "GetMetrics", ", LPVOID out",
        "DWRITE_INLINE_OBJECT_METRICS: the ellipsis' width, its font's line height and"
        " baseline; not sideways.")
def _sign_metrics(c, s, out):
    f = s.font
    c.vm.mem.write(out, DWRITE_INLINE_OBJECT_METRICS.pack_values(
        s.width, f.ascent + f.descent + f.gap, f.ascent + f.gap, 0))
    return S_OK


@method("IDWriteInlineObject", "GetOverhangMetrics", ", LPVOID out",
        "no overhang: bitmap glyphs stay inside their cells.")
def _sign_overhang(c, s, out):
    c.vm.mem.write(out, DWRITE_OVERHANG_METRICS.pack_values(0.0, 0.0, 0.0, 0.0))
    return S_OK


@method("IDWriteInlineObject", "GetBreakConditions", ", LPVOID before, LPVOID after",
        "DWRITE_BREAK_CONDITION_NEUTRAL on both sides.")
def _sign_breaks(c, s, before, after):
    c.vm.mem.w32(before, tp.NEUTRAL)
    c.vm.mem.w32(after, tp.NEUTRAL)
    return S_OK


@method("IDWriteInlineObject", "Draw",
        ", LPVOID ctx, LPVOID renderer, FLOAT x, FLOAT y, BOOL sideways, BOOL rtl,"
        " LPVOID effect",
        "draw the ellipsis through the renderer's DrawGlyphRun, its cell's top left at"
        " (x, y) (the baseline one ascent below).")
def _sign_draw(c, s, ctx, renderer, x, y, sideways, rtl, effect):
    vm, mem, ptr = c.vm, c.vm.mem, c.ptr_size
    if sideways or rtl:
        raise Unimplemented("%s IDWriteInlineObject::Draw sideways or right to left"
                            % DWRITE)
    f = s.font
    run_size = DWRITE_GLYPH_RUN.sizeof(ptr)
    desc_size = DWRITE_GLYPH_RUN_DESCRIPTION.sizeof(ptr)
    adv = f.advance(0x2E)
    # the run, its description, glyphs, advances, cluster map, the text, the locale
    parts = [bytes(run_size + desc_size), array_bytes("WORD", [0x2E] * 3),
             array_bytes("FLOAT", [adv] * 3), array_bytes("WORD", [0, 1, 2]),
             "...\0".encode("utf-16-le"), (s.locale + "\0").encode("utf-16-le")]
    offs, at = [], 0
    for part in parts:
        offs.append(at)
        at += (len(part) + 7) & ~7
    block = vm.heap.alloc(at, zero=True)
    face = new(vm, "IDWriteFontFace", f.desc)
    try:
        for o, part in zip(offs, parts):
            mem.write(block + o, part)
        mem.write(block, DWRITE_GLYPH_RUN.pack(
            ptr, fontFace=face, fontEmSize=f.size, glyphCount=3,
            glyphIndices=block + offs[1], glyphAdvances=block + offs[2],
            glyphOffsets=0, isSideways=0, bidiLevel=0))
        mem.write(block + run_size, DWRITE_GLYPH_RUN_DESCRIPTION.pack(
            ptr, localeName=block + offs[5], string=block + offs[4], stringLength=3,
            clusterMap=block + offs[3], textPosition=0))
        hr = yield _renderer_call(c, renderer, _DRAW_GLYPH_RUN,
                                  (ctx, x, y + f.ascent + f.gap, NATURAL, block,
                                   block + run_size, effect), (2, 3))
    finally:
        vm.heap.free(block)
        _release(vm, face)
    return hr


# -- typography ---------------------------------------------------------------------------------
class _Typography:
    """A typography: OpenType features in the order added (the desktop's bitmap fonts
    have no OpenType tables, so a layout draws the same with or without them)."""

    def __init__(self):
        self.features = []


@method("IDWriteFactory", "CreateTypography", ", LPVOID out", "an empty typography.")
def _create_typography(c, f, out):
    return wptr(c, out, new(c.vm, "IDWriteTypography", _Typography()))


@method("IDWriteTypography", "AddFontFeature", ", ULONGLONG feature",
        "add a DWRITE_FONT_FEATURE (passed by value: tag, parameter).")
def _add_feature(c, t, feature):
    t.features.append((feature & 0xFFFFFFFF, feature >> 32))
    return S_OK


method("IDWriteTypography", "GetFontFeatureCount", "", "how many features.")(
    lambda c, t: len(t.features))


@method("IDWriteTypography", "GetFontFeature", ", UINT index, LPVOID out",
        "feature ``index`` (E_INVALIDARG past the last).")
def _get_feature(c, t, index, out):
    if index >= len(t.features):
        return E_INVALIDARG
    c.vm.mem.write(out, DWRITE_FONT_FEATURE.pack_values(*t.features[index]))
    return S_OK
