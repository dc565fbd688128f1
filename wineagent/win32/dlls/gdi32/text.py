"""GDI32's further text calls over the raster fonts (gdi/textmetrics.py): partial extents
(GetTextExtentExPoint), PolyTextOut, SetTextJustification, GetCharacterPlacement for
left-to-right text, glyph indices (a raster font's glyphs are indexed by character code),
float widths, the font's charset and language flags, and the TrueType-only queries
(outline metrics, glyph outlines, font data, kerning pairs, the rasterizer) answering as
Windows documents they do for a font that is not TrueType. See docs/gdi.md "More text
calls"."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.textmetrics import OEM_CHARSET, char_width, metrics
from .main import _dc, ExtTextOut, _string, text_extent
from ...core.dllnames import GDI32
from ...core.structures import (ABC, GCP_RESULTS, GLYPHSET, POLYTEXT, RASTERIZER_STATUS, SIZE,
                                WCRANGE)
from ....abi.structs import array_bytes, read_array

GDI_ERROR = 0xFFFFFFFF
DEFAULT_CHARSET = 1


def _positions(dc, s):
    """The running extents of ``s``: entry i is the width of its first i+1 characters as
    TextOut draws them (character extra and justification included), in logical units."""
    adv = dc.advances(s)
    if adv is None:
        font = dc.text_font
        adv = [char_width(font, ch) for ch in s]
    out, x = [], 0
    for a in adv:
        x += a
        out.append(dc.logical_size(x, 0)[0])
    return out


# -- extents and drawing -----------------------------------------------------------------
@api(GDI32, "GetTextExtentExPoint{AW}", "HDC hdc, LPVOID text, INT n, INT max_extent, LPVOID fit, LPVOID dx, LPVOID size", widths=BOTH)
def GetTextExtentExPoint(c, hdc, text, n, max_extent, fit, dx, size):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if n < 0 or max_extent < -1:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _extent_ex(c, dc, _string(c, text, n), max_extent, fit, dx, size)


def _extent_ex(c, dc, s, max_extent, fit, dx, size):
    """GetTextExtentExPoint(I)'s answer for the text ``s``."""
    mem = c.vm.mem
    pos = _positions(dc, s)
    count = len(pos)
    if fit:
        # nMaxExtent counts only when lpnFit asks; -1 is "no limit" (an unsigned compare)
        limit = max_extent & 0xFFFFFFFF
        count = 0
        while count < len(pos) and pos[count] <= limit:
            count += 1
        mem.w32(fit, count)
    if dx and count:
        # alpDx holds the partial extents of the characters that fit
        mem.write(dx, array_bytes("INT", pos[:count]))
    if size:
        mem.write(size, SIZE.pack_values(*text_extent(dc, s)))
    return 1


# -- glyph indices (a raster font's glyph index is its character code) ---------------------
def _glyph_text(c, dc, glyphs, first, n):
    """The characters of ``n`` glyph indices (the WORD array at ``glyphs``, or ``first``,
    ``first`` + 1, ... without one): in a raster font glyph g is the character of code g
    in its code page (GetGlyphIndices' mapping), an index outside tmFirstChar..tmLastChar
    its default character."""
    n = max(0, n)
    idx = list(read_array(c.vm.mem, glyphs, "WORD", n)) if glyphs else \
        [(first + i) & 0xFFFF for i in range(n)]
    m = metrics(dc.text_font)
    cp = _codepage(dc.text_font)
    return "".join(bytes((g if m["first"] <= g <= m["last"] else m["default"],)).decode(
        cp, "replace") for g in idx)


@api(GDI32, "GetTextExtentPointI", "HDC hdc, LPVOID glyphs, INT n, LPVOID size", widths=BOTH)
def GetTextExtentPointI(c, hdc, glyphs, n, size):
    """The extent of an array of glyph indices, as GetTextExtentPoint32 of the text."""
    dc = _dc(c, hdc)
    if dc is None or n < 0 or not size:
        return 0
    c.vm.mem.write(size, SIZE.pack_values(*text_extent(dc, _glyph_text(c, dc, glyphs, 0, n))))
    return 1


@api(GDI32, "GetTextExtentExPointI", "HDC hdc, LPVOID glyphs, INT n, INT max_extent, LPVOID fit, LPVOID dx, LPVOID size", widths=BOTH)
def GetTextExtentExPointI(c, hdc, glyphs, n, max_extent, fit, dx, size):
    """GetTextExtentExPoint over glyph indices."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    if n < 0 or max_extent < -1:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _extent_ex(c, dc, _glyph_text(c, dc, glyphs, 0, n), max_extent, fit, dx, size)


@api(GDI32, "GetCharWidthI", "HDC hdc, UINT first, UINT n, LPVOID glyphs, LPVOID out", widths=BOTH)
def GetCharWidthI(c, hdc, first, n, glyphs, out):
    """The advance widths (logical units) of ``n`` glyph indices: the array ``glyphs``,
    or ``first`` onwards when it is NULL."""
    dc = _dc(c, hdc)
    if dc is None or not out:
        return 0
    font = dc.text_font
    ws = [dc.logical_size(char_width(font, ch), 0)[0]
          for ch in _glyph_text(c, dc, glyphs, first, n)]
    if ws:
        c.vm.mem.write(out, array_bytes("INT", ws))
    return 1


@api(GDI32, "GetCharABCWidthsI", "HDC hdc, UINT first, UINT n, LPVOID glyphs, LPVOID out", widths=BOTH)
def GetCharABCWidthsI(c, hdc, first, n, glyphs, out):
    """ABC widths (logical units) of ``n`` glyph indices. Unlike GetCharABCWidths, Windows
    answers it for a raster font too (Wine's font tests: the System font): its glyphs
    are bitmaps drawn within their advance, so A and C are 0 and B the advance."""
    dc = _dc(c, hdc)
    if dc is None or not out:
        return 0
    font = dc.text_font
    rows = [(0, dc.logical_size(char_width(font, ch), 0)[0], 0)
            for ch in _glyph_text(c, dc, glyphs, first, n)]
    if rows:
        c.vm.mem.write(out, ABC.pack_array(rows))
    return 1


GS_8BIT_INDICES = 1


def _unicode_ranges(font):
    """The runs (first character, count) of the Unicode characters a raster font has:
    the characters of its codes tmFirstChar..tmLastChar in its code page (a code the
    code page leaves undefined is the control character of that number, as Windows'
    cp1252 table maps 0x81, 0x8D, 0x8F, 0x90, 0x9D)."""
    m = metrics(font)
    cp = _codepage(font)
    chars = set()
    for code in range(m["first"], m["last"] + 1):
        try:
            chars.add(ord(bytes((code,)).decode(cp)))
        except UnicodeDecodeError:
            chars.add(code)
    runs = []
    for u in sorted(chars):
        if runs and runs[-1][0] + runs[-1][1] == u:
            runs[-1][1] += 1
        else:
            runs.append([u, 1])
    return [tuple(r) for r in runs]


@api(GDI32, "GetFontUnicodeRanges", "HDC hdc, LPVOID out", widths=BOTH)
def GetFontUnicodeRanges(c, hdc, out):
    """The GLYPHSET of the DC's font: the Unicode ranges it has glyphs for; the size
    the GLYPHSET needs (written when ``out`` is given), 0 without a DC."""
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    runs = _unicode_ranges(dc.text_font)
    at = GLYPHSET.offsetof("ranges")
    size = at + len(runs) * WCRANGE.sizeof()
    if out:
        # a raster font's glyph indices are its 8-bit character codes
        c.vm.mem.write(out, GLYPHSET.pack(cbThis=size, flAccel=GS_8BIT_INDICES,
                                          cGlyphsSupported=sum(n for _, n in runs),
                                          cRanges=len(runs))[:at])
        c.vm.mem.write(out + at, WCRANGE.pack_array(runs))
    return size


@api(GDI32, "PolyTextOut{AW}", "HDC hdc, LPVOID texts, INT n", widths=BOTH)
def PolyTextOut(c, hdc, texts, n):
    if _dc(c, hdc) is None:
        return 0
    step = POLYTEXT.variant(c.wide).sizeof(c.ptr_size)
    for i in range(max(0, n)):
        # each POLYTEXT is an ExtTextOut; rcl counts for ETO_OPAQUE/ETO_CLIPPED
        pt = c.struct(POLYTEXT, texts + step * i)
        flags = pt.uiFlags
        rect = pt.ptr("rcl") if flags & 0x6 else 0
        if not ExtTextOut(c, hdc, pt.x, pt.y, flags, rect, pt.lpstr, pt.n, pt.pdx):
            return 0
    return 1


@api(GDI32, "SetTextJustification", "HDC hdc, INT extra, INT count", widths=BOTH)
def SetTextJustification(c, hdc, extra, count):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    # nBreakExtra is logical units, kept in device pixels (rounded); like Wine, its size
    # counts, not its sign.
    if not dc.coords.identity:
        extra = dc.coords.dist_x(extra)
    extra = abs(int(round(extra)))
    if extra and count > 0:
        dc.break_extra, dc.break_rem = divmod(extra, count)
    else:
        dc.break_extra = dc.break_rem = 0
    return 1


# -- per-character queries -----------------------------------------------------------------
@api(GDI32, "GetCharWidthFloat{AW}", "HDC hdc, UINT first, UINT last, LPVOID out", widths=BOTH)
def GetCharWidthFloat(c, hdc, first, last, out):
    dc = _dc(c, hdc)
    if dc is None or last < first or not out:
        if dc is not None:
            c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    font = dc.text_font
    sx = dc.coords.unit_scale()[0]
    ws = [char_width(font, chr(i)) / sx for i in range(first, last + 1)]
    c.vm.mem.write(out, array_bytes("FLOAT", ws))
    return 1


def _codepage(font):
    return "cp437" if metrics(font)["charset"] == OEM_CHARSET else "cp1252"


def _glyph_codes(c, dc, text, n):
    """(index or None when missing) per character: a raster font's glyphs are its code
    page's character codes, tmFirstChar..tmLastChar."""
    font = dc.text_font
    m = metrics(font)
    if c.wide:
        cp = _codepage(font)
        codes = []
        for ch in _string(c, text, n):
            try:
                b = ch.encode(cp)
            except UnicodeEncodeError:
                codes.append(None)
                continue
            codes.append(b[0] if len(b) == 1 else None)
    else:
        codes = list(c.vm.mem.read(text, n)) if n > 0 else []
    return [code if code is not None and m["first"] <= code <= m["last"] else None
            for code in codes], m["default"]


@api(GDI32, "GetGlyphIndices{AW}", "HDC hdc, LPVOID text, INT n, LPVOID out, DWORD flags", widths=BOTH)
def GetGlyphIndices(c, hdc, text, n, out, flags):
    dc = _dc(c, hdc)
    if dc is None or n < 0:
        return GDI_ERROR
    codes, default = _glyph_codes(c, dc, text, n)
    # GGI_MARK_NONEXISTING_GLYPHS marks a missing glyph 0xFFFF (documented; Windows XP
    # used 0x001F); without it a missing character is the font's default character.
    missing = 0xFFFF if flags & 1 else default
    idx = [missing if code is None else code for code in codes]
    if out and idx:
        c.vm.mem.write(out, array_bytes("WORD", idx))
    return len(idx)


#: GetCharacterPlacement flags that only change text in scripts these fonts do not have
#: (right-to-left reordering, shaping, ligatures, kashidas, diacritics, digit shapes):
#: on text below U+0590 (Latin, Greek, Cyrillic, ...) they change nothing.
_COMPLEX_FLAGS = {0x2: "GCP_REORDER", 0x10: "GCP_GLYPHSHAPE", 0x20: "GCP_LIGATE",
                  0x100: "GCP_DIACRITIC", 0x400: "GCP_KASHIDA",
                  0x400000: "GCP_DISPLAYZWG", 0x800000: "GCP_SYMSWAPOFF",
                  0x1000000: "GCP_NUMERICOVERRIDE", 0x2000000: "GCP_NEUTRALOVERRIDE",
                  0x4000000: "GCP_NUMERICSLATIN", 0x8000000: "GCP_NUMERICSLOCAL"}
#: flags that need work we do not do
_UNSUPPORTED_FLAGS = {0x10000: "GCP_JUSTIFY", 0x200000: "GCP_JUSTIFYIN",
                      0x80000: "GCP_CLASSIN"}
GCP_MAXEXTENT = 0x100000


@api(GDI32, "GetCharacterPlacement{AW}", "HDC hdc, LPVOID text, INT n, INT max_extent, LPVOID results, DWORD flags", widths=BOTH)
def GetCharacterPlacement(c, hdc, text, n, max_extent, results, flags):
    dc = _dc(c, hdc)
    if dc is None or n < 0:
        return 0
    mem = c.vm.mem
    s = _string(c, text, n)
    for bit, name in _UNSUPPORTED_FLAGS.items():
        if flags & bit:
            raise Unimplemented("%s!GetCharacterPlacement (%s)" % (GDI32, name))
    if any(ord(ch) >= 0x590 for ch in s):
        for bit, name in _COMPLEX_FLAGS.items():
            if flags & bit:
                raise Unimplemented("%s!GetCharacterPlacement (%s on complex-script text)"
                                    % (GDI32, name))
    # GCP_USEKERNING: raster fonts have no kerning pairs; GCP_DBCS: no DBCS code page.
    font = dc.text_font
    widths = [dc.logical_size(char_width(font, ch), 0)[0] for ch in s]
    fit = len(s)
    if flags & GCP_MAXEXTENT:
        x, fit = 0, 0
        while fit < len(s) and x + widths[fit] <= max_extent:
            x += widths[fit]
            fit += 1
    if not results:
        w, h = text_extent(dc, s[:fit])
        return ((h & 0xFFFF) << 16) | (w & 0xFFFF)
    res = c.struct(GCP_RESULTS, results)
    r = res.as_dict()
    out_str, order, dx, caret, cls, glyphs, nglyphs = (
        r["lpOutString"], r["lpOrder"], r["lpDx"], r["lpCaretPos"], r["lpClass"],
        r["lpGlyphs"], r["nGlyphs"])
    if cls:
        raise Unimplemented("%s!GetCharacterPlacement (lpClass character classes)" % GDI32)
    count = min(fit, nglyphs)
    if out_str and count:
        if c.wide:
            mem.write(out_str, s[:count].encode("utf-16-le"))
        else:
            mem.write(out_str, mem.read(text, count))
    if order and count:       # left-to-right text: the identity order
        mem.write(order, array_bytes("UINT", range(count)))
    if dx and count:
        mem.write(dx, array_bytes("INT", widths[:count]))
    if caret and count:
        pos, x = [], 0
        for w in widths[:count]:
            pos.append(x)
            x += w
        mem.write(caret, array_bytes("INT", pos))
    if glyphs and count:
        codes, default = _glyph_codes(c, dc, text, count)
        mem.write(glyphs, array_bytes("WORD", [default if g is None else g for g in codes]))
    res.nGlyphs = count     # how many entries were filled
    res.nMaxFit = fit       # characters within nMaxExtent (or all)
    w, h = text_extent(dc, s[:fit])
    return ((h & 0xFFFF) << 16) | (w & 0xFFFF)


# -- the font as a whole ----------------------------------------------------------------------
@api(GDI32, "GetTextCharset", "HDC hdc", widths=BOTH)
def GetTextCharset(c, hdc):
    dc = _dc(c, hdc)
    return metrics(dc.text_font)["charset"] if dc is not None else DEFAULT_CHARSET


@api(GDI32, "GetTextCharsetInfo", "HDC hdc, LPVOID sig, DWORD flags", widths=BOTH)
def GetTextCharsetInfo(c, hdc, sig, flags):
    dc = _dc(c, hdc)
    if dc is None:
        return DEFAULT_CHARSET
    if sig:
        # FONTSIGNATURE: Unicode and code-page coverage bits come from a TrueType font's
        # OS/2 table; a raster font has none, so every bit is clear.
        c.vm.mem.write(sig, bytes(24))
    return metrics(dc.text_font)["charset"]


@api(GDI32, "GetFontLanguageInfo", "HDC hdc", widths=BOTH)
def GetFontLanguageInfo(c, hdc):
    dc = _dc(c, hdc)
    if dc is None:
        return 0x8000   # GCP_ERROR
    # Western raster fonts: no DBCS, no diacritics or glyph shaping, no kerning pairs,
    # no reordering, no glyph array (FLI_GLYPHS) - nothing GetCharacterPlacement needs.
    return 0


@api(GDI32, "GetKerningPairs{AW}", "HDC hdc, DWORD n, LPVOID pairs", widths=BOTH)
def GetKerningPairs(c, hdc, n, pairs):
    # A raster font has no kerning pairs: the count is 0 whether asked with a buffer or
    # without one (which asks for the count); 0 is also the failure value.
    _dc(c, hdc)
    return 0


@api(GDI32, "GetOutlineTextMetrics{AW}", "HDC hdc, UINT size, LPVOID otm", widths=BOTH)
def GetOutlineTextMetrics(c, hdc, size, otm):
    # Documented for TrueType fonts only: fails (0) for our raster fonts.
    _dc(c, hdc)
    return 0


@api(GDI32, "GetGlyphOutline{AW}", "HDC hdc, UINT ch, UINT fmt, LPVOID gm, DWORD size, LPVOID buf, LPVOID mat", widths=BOTH)
def GetGlyphOutline(c, hdc, ch, fmt, gm, size, buf, mat):
    # Outlines (and GGO_METRICS) exist for TrueType fonts only: GDI_ERROR for raster fonts.
    _dc(c, hdc)
    return GDI_ERROR


@api(GDI32, "GetFontData", "HDC hdc, DWORD table, DWORD offset, LPVOID buf, DWORD size", widths=BOTH)
def GetFontData(c, hdc, table, offset, buf, size):
    # The tables of a TrueType font file: a raster font has none (GDI_ERROR).
    _dc(c, hdc)
    return GDI_ERROR


@api(GDI32, "GetRasterizerCaps", "LPVOID status, UINT size", widths=BOTH)
def GetRasterizerCaps(c, status, size):
    # RASTERIZER_STATUS {nSize, wFlags, nLanguageID}: no TrueType rasterizer here, so
    # neither TT_AVAILABLE nor TT_ENABLED.
    if status and size:
        data = RASTERIZER_STATUS.pack(nSize=RASTERIZER_STATUS.sizeof(), wFlags=0,
                                      nLanguageID=0)
        c.vm.mem.write(status, data[:min(size, len(data))])
    return 1


@api(GDI32, "SetMapperFlags", "HDC hdc, DWORD flags", widths=BOTH)
def SetMapperFlags(c, hdc, flags):
    dc = _dc(c, hdc)
    if dc is None:
        return GDI_ERROR
    # ASPECT_FILTERING picks only fonts whose aspect matches the device's: every strike
    # here is digitized at 96 x 96, the screen's aspect, so the choice is the same.
    old, dc.mapper_flags = dc.mapper_flags, flags
    return old
