"""National language support: code page conversions and Windows' word sort.

``mb_to_wide`` / ``wide_to_mb`` are MultiByteToWideChar / WideCharToMultiByte: the code
pages Python has codecs for (CP_ACP is 1252 and CP_OEMCP 437, the guest's locale), their
flags, and output bounded by the caller's buffer (counted in UTF-16 units / bytes).
``compare`` is CompareString's (and lstrcmp's) *word sort*: letters compare without
regard to case and accents first, symbols sort before digits and digits before letters,
hyphens and apostrophes count only when everything else is equal, then accents, then
case (lower case first).
"""

import codecs
import struct
import unicodedata

from . import utf7
from .sortrules import MARK_ORDER
from ..core.winerror import (ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER, ERROR_NO_UNICODE_TRANSLATION)

__all__ = ["NlsError", "code_page", "mb_to_wide", "wide_to_mb", "fit_mb", "compare",
           "sort_key", "utf16_units", "PAGES", "lead_byte", "ansi_text", "ansi_bytes"]

CP_ACP, CP_OEMCP, CP_MACCP, CP_THREAD_ACP, CP_SYMBOL = 0, 1, 2, 3, 42
CP_UTF7, CP_UTF8 = 65000, 65001
MB_PRECOMPOSED, MB_COMPOSITE, MB_USEGLYPHCHARS, MB_ERR_INVALID_CHARS = 1, 2, 4, 8
WC_COMPOSITECHECK, WC_DISCARDNS, WC_SEPCHARS, WC_DEFAULTCHAR = 0x200, 0x10, 0x20, 0x40
WC_ERR_INVALID_CHARS, WC_NO_BEST_FIT_CHARS = 0x80, 0x400
NORM_IGNORECASE, NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS = 0x1, 0x2, 0x4
SORT_STRINGSORT, SORT_DIGITSASNUMBERS = 0x1000, 0x8
NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH = 0x10000, 0x20000


class NlsError(Exception):
    """A conversion Windows refuses; ``error`` is the code for GetLastError."""

    def __init__(self, error):
        super().__init__(error)
        self.error = error


def code_page(cp):
    """The Python codec for a Windows code page number; raises NlsError(87) if unknown."""
    cp = {CP_ACP: 1252, CP_THREAD_ACP: 1252, CP_OEMCP: 437, CP_MACCP: 10000}.get(cp, cp)
    name = {CP_UTF8: "utf-8", CP_UTF7: "utf-7", 20127: "ascii", 28591: "latin-1",
            10000: "mac-roman", 1200: None}.get(cp, "cp%d" % cp)
    try:
        return codecs.lookup(name).name if name else None
    except LookupError:
        raise NlsError(ERROR_INVALID_PARAMETER)


def _decode_1252_gaps(err):
    # Windows maps the five bytes cp1252 leaves undefined to the C1 controls of the same
    # value; Python's codec calls them errors.
    bad = err.object[err.start:err.end]
    return "".join(chr(b) for b in bad), err.end


codecs.register_error("wineagent-1252", _decode_1252_gaps)


def utf16_units(text):
    """UTF-16 code units of ``text`` (characters outside the BMP take two)."""
    return len(text.encode("utf-16-le")) // 2


#: What MB_USEGLYPHCHARS makes of the control bytes of the DOS (OEM) code pages: the
#: glyphs the PC's character ROM shows for them (smileys, card suits, arrows; 0x7F the
#: house). NUL stays NUL. Code pages without such a table (ANSI ones, UTF-8) ignore it.
OEM_GLYPHS = dict(zip(
    list(range(1, 0x20)) + [0x7F],
    "\u263a\u263b\u2665\u2666\u2663\u2660\u2022\u25d8\u25cb\u25d9\u2642\u2640\u266a"
    "\u266b\u263c\u25ba\u25c4\u2195\u203c\u00b6\u00a7\u25ac\u21a8\u2191\u2193\u2192"
    "\u2190\u221f\u2194\u25b2\u25bc\u2302"))
#: the DOS code pages whose control bytes have glyphs
_GLYPH_CODE_PAGES = {"cp437", "cp737", "cp775", "cp850", "cp852", "cp855", "cp857",
                     "cp860", "cp861", "cp862", "cp863", "cp864", "cp865", "cp866",
                     "cp869"}


def oem_glyphs(text):
    """``text`` decoded from a DOS code page with its control characters as glyphs."""
    return "".join(OEM_GLYPHS.get(ord(ch), ch) if ord(ch) < 0x80 else ch for ch in text)


# -- Windows' ANSI code pages ------------------------------------------------------------
#: The ANSI and OEM code pages of the locales the guest has (kernel/localedata.py), as
#: GetCPInfoEx describes them: code page -> (MaxCharSize, lead-byte ranges, Unicode
#: default character, CodePageName as Windows names it). Their text converts through
#: Python's codecs of the same number, corrected where Windows' tables differ
#: (``_SBCS_EXTRA``, ``_DBCS_SINGLE``).
PAGES = {
    437: (1, (), 0x3F, "437   (OEM - United States)"),
    874: (1, (), 0x3F, "874   (ANSI/OEM - Thai)"),
    932: (2, ((0x81, 0x9F), (0xE0, 0xFC)), 0x30FB, "932   (ANSI/OEM - Japanese Shift-JIS)"),
    936: (2, ((0x81, 0xFE),), 0x3F, "936   (ANSI/OEM - Simplified Chinese GBK)"),
    949: (2, ((0x81, 0xFE),), 0x3F, "949   (ANSI/OEM - Korean)"),
    950: (2, ((0x81, 0xFE),), 0x3F, "950   (ANSI/OEM - Traditional Chinese Big5)"),
    1250: (1, (), 0x3F, "1250  (ANSI - Central Europe)"),
    1251: (1, (), 0x3F, "1251  (ANSI - Cyrillic)"),
    1252: (1, (), 0x3F, "1252  (ANSI - Latin I)"),
    1253: (1, (), 0x3F, "1253  (ANSI - Greek)"),
    1254: (1, (), 0x3F, "1254  (ANSI - Turkish)"),
    1255: (1, (), 0x3F, "1255  (ANSI - Hebrew)"),
    1256: (1, (), 0x3F, "1256  (ANSI - Arabic)"),
    1257: (1, (), 0x3F, "1257  (ANSI - Baltic)"),
    1258: (1, (), 0x3F, "1258  (ANSI/OEM - Viet Nam)"),
    737: (1, (), 0x3F, "737   (OEM - Greek 437G)"),
    775: (1, (), 0x3F, "775   (OEM - Baltic)"),
    850: (1, (), 0x3F, "850   (OEM - Multilingual Latin I)"),
    852: (1, (), 0x3F, "852   (OEM - Latin II)"),
    857: (1, (), 0x3F, "857   (OEM - Turkish)"),
    862: (1, (), 0x3F, "862   (OEM - Hebrew)"),
    866: (1, (), 0x3F, "866   (OEM - Russian)"),
    65000: (5, (), 0xFFFD, "65000 (UTF-7)"),
    65001: (4, (), 0xFFFD, "65001 (UTF-8)"),
    20127: (1, (), 0x3F, "20127 (US-ASCII)"),
}
#: Bytes of single-byte pages that Python's codecs leave undefined and Windows maps: to a
#: character of the page (Hebrew's point QAMATS QATAN), or to a private-use character that
#: MB_ERR_INVALID_CHARS refuses (``_SBCS_INVALID``). Every other undefined byte decodes
#: to the C1 control of its value, as cp1252's five do.
_SBCS_EXTRA = {
    874: dict(zip([0xDB, 0xDC, 0xDD, 0xDE, 0xFC, 0xFD, 0xFE, 0xFF], range(0xF8C1, 0xF8C9))),
    1253: {0xAA: 0xF8F9, 0xD2: 0xF8FA, 0xFF: 0xF8FB},
    1255: dict([(0xCA, 0x05BA)] + list(zip([0xD9, 0xDA, 0xDB, 0xDC, 0xDD, 0xDE, 0xDF, 0xFB,
                                             0xFC, 0xFF], range(0xF88D, 0xF897)))),
    1257: {0xA1: 0xF8FC, 0xA5: 0xF8FD},
    857: {0xD5: 0xF8BB, 0xE7: 0xF8BC, 0xF2: 0xF8BD},
}
_SBCS_INVALID = {cp: {b for b, u in table.items() if u >= 0xE000}
                 for cp, table in _SBCS_EXTRA.items()}
#: Single bytes of the double-byte pages that are not lead bytes and that Python's codecs
#: refuse: 936's euro sign, 949's and 950's 0x80 (itself); 0xFF is private use
#: (refused by MB_ERR_INVALID_CHARS).
_DBCS_SINGLE = {936: {0x80: 0x20AC, 0xFF: 0xF8F5}, 949: {0x80: 0x80, 0xFF: 0xF8F7},
                950: {0x80: 0x80, 0xFF: 0xF8F8}, 932: {}}
#: the single bytes of the double-byte pages that stand for private-use characters
#: (932's 0xA0 and 0xFD..0xFF too, which Python's codec decodes)
_DBCS_SINGLE_INVALID = {932: {0xA0, 0xFD, 0xFE, 0xFF}, 936: {0xFF}, 949: {0xFF}, 950: {0xFF}}


def lead_byte(cp, byte):
    """True if ``byte`` begins a two-byte character of code page ``cp`` (IsDBCSLeadByteEx)."""
    page = PAGES.get(cp)
    return bool(page) and any(lo <= byte <= hi for lo, hi in page[1])


def _decode_sbcs(cp, codec, data, strict):
    try:
        return bytes(data).decode(codec)     # the usual case: every byte defined
    except UnicodeDecodeError:
        pass
    out = []
    extra = _SBCS_EXTRA.get(cp, {})
    for b in data:
        try:
            out.append(bytes((b,)).decode(codec))
        except UnicodeDecodeError:
            if strict and b in _SBCS_INVALID.get(cp, ()):
                raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
            out.append(chr(extra.get(b, b)))
    return "".join(out)


def _decode_dbcs(cp, codec, data, strict):
    """A double-byte page's text: a lead byte takes the next byte with it (a pair the table
    lacks, or a lead byte at the end, is the page's default character)."""
    invalid = _DBCS_SINGLE_INVALID.get(cp, ())
    if not strict or not any(b in invalid for b in data):
        try:
            return bytes(data).decode(codec)     # every pair and single byte defined
        except UnicodeDecodeError:
            pass
    default = chr(PAGES[cp][2])
    single = _DBCS_SINGLE.get(cp, {})
    out, i, n = [], 0, len(data)
    while i < n:
        b = data[i]
        if lead_byte(cp, b):
            pair = bytes(data[i:i + 2])
            try:
                if len(pair) < 2 or pair[1] == 0:    # a NUL stays itself: not a trail byte
                    raise UnicodeDecodeError(codec, pair, 0, 1, "lone lead byte")
                out.append(pair.decode(codec))
            except UnicodeDecodeError:
                if strict:
                    raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
                out.append(default)
            i += 2 if len(pair) == 2 and pair[1] else 1
            continue
        if strict and b in invalid:
            raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
        try:
            out.append(bytes((b,)).decode(codec))
        except UnicodeDecodeError:
            if strict and b not in single:
                raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
            out.append(chr(single.get(b, PAGES[cp][2])))
        i += 1
    return "".join(out)


_ENCODE_EXTRA = {cp: {chr(u): bytes((b,)) for b, u in table.items()}
                 for cp, table in list(_SBCS_EXTRA.items()) + list(_DBCS_SINGLE.items())}


def _encode_char(cp, codec, ch):
    """One character in code page ``cp``'s bytes; UnicodeEncodeError if it has none."""
    got = _ENCODE_EXTRA.get(cp, {}).get(ch)
    if got is not None:
        return got
    try:
        return ch.encode(codec)
    except UnicodeEncodeError:
        o = ord(ch)
        if 0x80 <= o < 0xA0 and PAGES.get(cp, (2,))[0] == 1:   # a C1 control: its byte
            if _decode_sbcs(cp, codec, bytes((o,)), False) == ch:
                return bytes((o,))
        raise


def ansi_text(cp, data):
    """Bytes of code page ``cp`` (a number, not CP_ACP) as Windows decodes them."""
    return mb_to_wide(cp, 0, bytes(data))


def ansi_bytes(cp, text):
    """``text`` in code page ``cp``'s bytes ("?" for what it lacks)."""
    return wide_to_mb(cp, 0, text)[0]


def mb_to_wide(cp, flags, data):
    """MultiByteToWideChar's conversion of ``data`` (the NUL included if counted);
    returns the text. Raises NlsError."""
    codec = code_page(cp)
    number = {CP_ACP: 1252, CP_THREAD_ACP: 1252, CP_OEMCP: 437}.get(cp, cp)
    if codec in ("utf-8", "utf-7") and flags & ~MB_ERR_INVALID_CHARS:
        raise NlsError(ERROR_INVALID_FLAGS)
    if flags & ~(MB_PRECOMPOSED | MB_COMPOSITE | MB_USEGLYPHCHARS | MB_ERR_INVALID_CHARS) \
            or flags & MB_PRECOMPOSED and flags & MB_COMPOSITE:
        raise NlsError(ERROR_INVALID_FLAGS)
    if codec == "utf-7":
        return utf7.decode(data)     # Windows' UTF-7 (every byte string decodes)
    strict = bool(flags & MB_ERR_INVALID_CHARS)
    if number in PAGES and PAGES[number][1]:
        text = _decode_dbcs(number, codec, data, strict)
    elif number in PAGES and number != 1252 and PAGES[number][0] == 1 and codec != "ascii":
        text = _decode_sbcs(number, codec, data, strict)
    else:
        errors = "strict" if strict else "replace"
        if codec == "cp1252":
            errors = "wineagent-1252"
        try:
            text = data.decode(codec, errors)
        except UnicodeDecodeError:
            raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
    if flags & MB_COMPOSITE:
        text = unicodedata.normalize("NFD", text)
    if flags & MB_USEGLYPHCHARS and codec in _GLYPH_CODE_PAGES:
        text = oem_glyphs(text)
    return text


def wide_to_mb(cp, flags, text, default_char=None):
    """WideCharToMultiByte's conversion; returns (bytes, used_default). ``default_char``
    (bytes) replaces characters the code page lacks ("?" when None). Raises NlsError."""
    codec = code_page(cp)
    if codec in ("utf-8", "utf-7"):
        if flags & ~WC_ERR_INVALID_CHARS or default_char is not None:
            raise NlsError(ERROR_INVALID_PARAMETER if default_char is not None
                           else ERROR_INVALID_FLAGS)
        if codec == "utf-7":
            return utf7.encode(text), False     # Windows' UTF-7, not Python's
        try:
            return text.encode(codec, "strict"), False
        except UnicodeEncodeError:
            if flags & WC_ERR_INVALID_CHARS:
                raise NlsError(ERROR_NO_UNICODE_TRANSLATION)
            return text.encode(codec, "replace").replace(b"?", b"\xef\xbf\xbd"), False
    if flags & ~(WC_COMPOSITECHECK | WC_DISCARDNS | WC_SEPCHARS | WC_DEFAULTCHAR
                 | WC_ERR_INVALID_CHARS | WC_NO_BEST_FIT_CHARS):
        raise NlsError(ERROR_INVALID_FLAGS)
    if flags & WC_COMPOSITECHECK:
        text = unicodedata.normalize("NFC", text)
    default = default_char if default_char is not None else b"?"
    number = {CP_ACP: 1252, CP_THREAD_ACP: 1252, CP_OEMCP: 437}.get(cp, cp)
    out, used = bytearray(), False
    for ch in text:
        try:
            out += _encode_char(number, codec, ch)
            continue
        except UnicodeEncodeError:
            pass
        fit = None if flags & WC_NO_BEST_FIT_CHARS else _best_fit(number, codec, ch)
        if fit is not None:
            out += fit
        else:
            out += default
            used = True
    return bytes(out), used


#: Best fits of Windows' 1252 table that are no letter's base: a lone combining mark is
#: the page's spacing accent (FoldStringA's MAP_COMPOSITE writes "A" + 0x60 for "À"),
#: the Greek mu the micro sign, the fraction slash "/".
_BEST_FIT_1252 = {"\u0300": b"`", "\u0301": b"\xb4", "\u0302": b"^", "\u0303": b"~",
                  "\u0304": b"\xaf", "\u0308": b"\xa8", "\u030a": b"\xb0",
                  "\u0327": b"\xb8", "\u03bc": b"\xb5", "\u2044": b"/"}


def _best_fit(cp, codec, ch):
    """The bytes Windows' best fit writes for a character code page ``cp`` lacks: the
    letter it is built on when the page has that (ä -> a in 1251, full-width Ａ -> A:
    its compatibility decomposition without marks), else None. Windows' own tables map
    a few characters more (Greek letters to Latin ones in 1252, say): those stay the
    default character here, but for 1252's accents, mu and fraction slash."""
    if cp == 1252 and ch in _BEST_FIT_1252:
        return _BEST_FIT_1252[ch]
    base = "".join(d for d in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(d))
    if len(base) != 1 or base == ch:
        return None
    try:
        return _encode_char(cp, codec, base)
    except UnicodeEncodeError:
        return None


def fit_mb(cp, text, data, room):
    """The part of WideCharToMultiByte's output ``data`` (of ``text``) that a buffer of
    ``room`` bytes receives before the call fails: UTF-7 writes whole units
    (``utf7.fit``), other code pages byte by byte."""
    if code_page(cp) == "utf-7":
        return utf7.fit(text, room)
    return data[:room]


# -- word sort ---------------------------------------------------------------------------
_IGNORED_IN_WORD_SORT = "-'\u2019"


def _char_class(ch):
    """3 for a letter (and a private-use character or a lone surrogate, which Windows
    weighs after the letters), 2 for a digit, 1 for a symbol."""
    if ch.isalpha() or unicodedata.category(ch) in ("Co", "Cs"):
        return 3
    if ch.isdigit():
        return 2
    return 1


def _digit_run(text, i):
    """(the primary weight of the run of decimal digits of one script starting at
    ``text[i]``, its length) for SORT_DIGITSASNUMBERS, or None when ``text[i]`` is no
    decimal digit. Runs compare by their value, whatever the script (Telugu 964 is more
    than 98): the count of significant digits first, then those digits; of two equal
    values the one with more leading zeros is the smaller. Windows reads at most 19
    digits as one number."""
    ch = text[i]
    if unicodedata.decimal(ch, None) is None:
        return None
    zero = ord(ch) - unicodedata.decimal(ch)
    n = 1
    while n < 19 and i + n < len(text) and 0 <= ord(text[i + n]) - zero <= 9:
        n += 1
    values = "".join(str(ord(c) - zero) for c in text[i:i + n])
    significant = values.lstrip("0")
    weight = chr(0x100 + len(significant)) + significant + chr(0x1FF - (n - len(significant)))
    return weight, n


#: Hangul's letters (a syllable weighs as its jamo) sort after kana and before the
#: ideographs, as in Windows' default table: their weights are this prefix + the jamo.
HANGUL_PRIMARY = "\u33ff"


def _hangul(o):
    return 0x1100 <= o <= 0x11FF or 0x3131 <= o <= 0x318E or 0xA960 <= o <= 0xA97F \
        or 0xD7B0 <= o <= 0xD7FF


def _mark_ranks():
    return {m: chr(0xE0000 + rank) for rank, group in enumerate(MARK_ORDER) for m in group}


#: A combining mark's weight: its rank in the Unicode Collation Algorithm's secondary
#: order (acute before grave, then breve, circumflex, caron, ring, diaeresis...; the
#: marks of one weight equal), from plane 14 up, so that a locale's own marks
#: (kernel/collation.py, from plane 8) come before them; another (a Hangul vowel, a
#: spacing mark) weighs as itself, before them.
MARK_RANK = _mark_ranks()


#: Windows' default table puts the ASCII arithmetic signs after the other ASCII symbols
#: (' - then space ! " # ... | } ~ then + < = >, then the digits): they weigh as 0x7F +
#: themselves, the apostrophe and the hyphen as 0x1F + themselves.
_AFTER_ASCII_SYMBOLS = "+<=>"


#: The mark every kana of full size carries: a small kana (ぁ, ヶ, ㇻ, ｧ) is its full-size
#: kana without it (a diacritic-level difference: NORM_IGNORENONSPACE drops it).
_KANA_FULL_SIZE = "\U0007FFFE"


def _kana(ch):
    """(the hiragana ``ch`` sounds as, small, katakana, half width) for a kana (katakana,
    hiragana, their small and half-width forms), else None."""
    o = ord(ch)
    if not (0x3041 <= o <= 0x30FA or 0x31F0 <= o <= 0x31FF or 0xFF66 <= o <= 0xFF9D
            or 0x32D0 <= o <= 0x32FE):
        return None
    half = o >= 0xFF66
    if half or o >= 0x32D0:             # half-width and circled kana: the kana itself
        ch = unicodedata.normalize("NFKC", ch)
    name = unicodedata.name(ch, "")
    if " LETTER " not in name:          # the voicing and iteration marks are no kana
        return None
    small = " SMALL " in name
    katakana = name.startswith("KATAKANA")
    if small:
        name = name.replace(" SMALL ", " ")
    if katakana:
        name = name.replace("KATAKANA", "HIRAGANA", 1)
    try:
        base = unicodedata.lookup(name)
    except KeyError:
        base = ch if not small else unicodedata.lookup(name.replace("HIRAGANA", "KATAKANA", 1))
    return base, small, katakana, half


def _weightless(ch):
    """True for the characters the sort ignores: format characters (but the zero-width
    space, a symbol), unassigned ones and the replacement character."""
    category = unicodedata.category(ch)
    return (category == "Cf" and ch != "\u200b") or category == "Cn" or ch == "\ufffd"


#: The C0 controls but tab to carriage return, and DEL: in the word sort they weigh as
#: apostrophes do, after the letters, and less than an apostrophe (the weight here);
#: in the string sort as symbols.
_CONTROLS = {chr(o): chr(o if o < 0x20 else 0x20)
             for o in list(range(0x01, 0x09)) + list(range(0x0E, 0x20)) + [0x7F]}


#: The half-width voiced and semi-voiced marks and the combining marks they stand for.
_HALF_VOICED = {"\uff9e": "\u3099", "\uff9f": "\u309a"}


def extra_weights(ch):
    """Windows' extra weights of a character, compared after the case weights: (its
    kana type: 0 katakana, 1 any other; its width: 0 half-width kana and Hangul, 1
    normal), or None for a character with neither (every string without kana or
    half-width Hangul). Katakana sort before hiragana, half width before full."""
    o = ord(ch)
    kana = _kana(ch)
    if kana is not None:                # a circled kana (U+32D0...) is wider than full
        return (0 if kana[2] else 1, 0 if kana[3] else 2 if o >= 0x32D0 else 1)
    if 0xFFA0 <= o <= 0xFFDC:                  # half-width Hangul
        return (1, 0)
    if _hangul(o) or 0xAC00 <= o <= 0xD7A3:    # Hangul of full width: the same
        return (1, 1)                          # weights, so that the two compare
    return None


#: The spacing voiced and semi-voiced marks weigh as the combining ones.
_SPACING_VOICED = {"\u309b": "\u3099", "\u309c": "\u309a"}

#: Characters Windows' default table expands into two letters: the ligatures Æ and Œ
#: (Æ equals "AE"), and Yiddish's double letters.
EXPANSIONS = {"\u00c6": "AE", "\u00e6": "ae", "\u0152": "OE", "\u0153": "oe",
              "\u05f0": "\u05d5\u05d5", "\u05f1": "\u05d5\u05d9", "\u05f2": "\u05d9\u05d9"}


def default_entry(ch):
    """The word sort's entry of one character by the default table: (class, its letter
    or symbol, its marks, upper case); the class is 3 for a letter, 2 for a digit, 1 for
    a symbol."""
    ch = _SPACING_VOICED.get(ch, ch)
    cls = _char_class(ch)
    kana = _kana(ch)
    if kana is not None:                # the hiragana it sounds as, its voicing a mark
        base = unicodedata.normalize("NFD", kana[0])
        marks = "" if kana[1] else _KANA_FULL_SIZE
        marks += "".join(MARK_RANK.get(m, m) for m in base[1:])
        return (3, base[0], marks, False)
    if 0xFFA0 <= ord(ch) <= 0xFFDC or 0x3131 <= ord(ch) <= 0x318E:
        ch = unicodedata.normalize("NFKC", ch)   # half-width and compatibility Hangul:
                                                 # the jamo they stand for
    base = unicodedata.normalize("NFD", ch)
    letter = base[0]
    if _hangul(ord(letter)):
        letter = HANGUL_PRIMARY + letter
    elif 0x3400 <= ord(letter) <= 0x4DBF:   # CJK Extension A after the Unified Ideographs
        letter = "\u9fff" + letter
    if ch == "\u0131":          # dotless i: i with a mark before every other (Windows)
        return (3, "i", "\U0007FFFF", False)
    if ch in _AFTER_ASCII_SYMBOLS:
        letter = "\x7f" + ch
    elif ch in _IGNORED_IN_WORD_SORT[:2]:    # ' and - come first (SORT_STRINGSORT)
        letter = "\x1f" + ch
    marks = "".join(MARK_RANK.get(m, m) for m in base[1:])
    return (cls, letter.lower() if cls == 3 else letter, marks, ch != ch.lower())


def sort_key(text, flags=0, tailoring=None, french=False):
    """The word-sort key of ``text`` (see the module docstring); NORM_IGNORECASE,
    NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS, SORT_STRINGSORT and SORT_DIGITSASNUMBERS
    (a run of digits weighs as its number: "1230" after "321") as CompareString.
    ``tailoring``: a locale's own sort (kernel/collation.py: its letters and
    contractions); ``french``: marks compare from the word's end."""
    primary, accents, cases, special = [], [], [], []
    kana_types, widths = [], []
    extras = any(extra_weights(ch) for ch in text)
    if tailoring is not None:
        text = unicodedata.normalize("NFC", text)
    skip = 0
    for i, ch in enumerate(text):
        if skip:
            skip -= 1
            continue
        run = _digit_run(text, i) if flags & SORT_DIGITSASNUMBERS else None
        if run is not None:             # one primary weight, one mark and case weight
            primary.append((2, run[0]))
            accents.append("")
            cases.append(False)
            if extras:
                kana_types.append(1)
                widths.append(1)
            skip = run[1] - 1
            continue
        if _weightless(ch):              # format characters, unassigned ones, U+FFFD
            continue
        if ch in _CONTROLS and not flags & (SORT_STRINGSORT | NORM_IGNORESYMBOLS):
            # as apostrophes, lighter (NORM_IGNORESYMBOLS drops them: symbols)
            special.append((0xFFFF - i, _CONTROLS[ch]))
            continue
        decomposed = unicodedata.normalize("NFD", _SPACING_VOICED.get(ch, ch))
        if unicodedata.category(decomposed[0]) in ("Mn", "Me"):
            # a combining mark (or marks: U+0F75): the previous character's marks
            # ("A\u0301" is "\u00c1"); at the start marks with no letter, alone
            if not flags & NORM_IGNORENONSPACE:
                mark = "".join(MARK_RANK.get(m, m) for m in decomposed)
                if accents:
                    accents[-1] += mark
                else:
                    accents.append(mark)
                    cases.append(False)
                    if extras:
                        kana_types.append(1)
                        widths.append(1)
            continue
        if ch in _HALF_VOICED and primary:   # a half-width kana's voicing: a mark after
            if not flags & NORM_IGNORENONSPACE:  # the full-width one's (locale.c)
                accents[-1] += MARK_RANK.get(_HALF_VOICED[ch], "") + "\U0007FFFD"
            continue
        hit = tailoring.match(text, i) if tailoring is not None else None
        if hit is not None:             # a letter or contraction of the locale's own
            skip = hit[1] - 1
            entries = hit[0]
        else:
            if flags & NORM_IGNORESYMBOLS and _char_class(ch) == 1:
                continue               # hyphens and apostrophes are symbols too
            if ch in _IGNORED_IN_WORD_SORT and not flags & SORT_STRINGSORT:
                # of two such, the one nearer the start weighs more ("'ab" after "a'b")
                special.append((0xFFFF - i, ch))
                continue
            entries = tuple(default_entry(c) for c in EXPANSIONS.get(ch, ch))
        extra = extra_weights(ch) or (1, 1)
        for cls, letter, marks, upper in entries:
            if cls == 1 and flags & NORM_IGNORESYMBOLS:
                continue
            primary.append((cls, letter))
            accents.append(marks if not flags & NORM_IGNORENONSPACE else "")
            cases.append(upper if not flags & NORM_IGNORECASE else False)
            if extras:
                kana_types.append(0 if flags & NORM_IGNOREKANATYPE else extra[0])
                widths.append(0 if flags & NORM_IGNOREWIDTH else extra[1])
    if french:
        accents.reverse()
    # the extra weights follow the cases: each string's kana types, then its widths
    return (primary, accents, cases + [2] + kana_types + [2] + widths if extras else cases,
            special)


def compare(a, b, flags=0, tailoring=None, french=False):
    """-1, 0 or 1 as CompareString orders ``a`` and ``b`` (minus 2)."""
    ka = sort_key(a, flags, tailoring, french)
    kb = sort_key(b, flags, tailoring, french)
    return (ka > kb) - (ka < kb)


# IsTextUnicode's tests (IS_TEXT_UNICODE_*, winnt.h) and the masks that group them.
IS_TEXT_UNICODE_ASCII16, IS_TEXT_UNICODE_STATISTICS = 0x1, 0x2
IS_TEXT_UNICODE_CONTROLS, IS_TEXT_UNICODE_SIGNATURE = 0x4, 0x8
IS_TEXT_UNICODE_REVERSE_ASCII16, IS_TEXT_UNICODE_REVERSE_STATISTICS = 0x10, 0x20
IS_TEXT_UNICODE_REVERSE_CONTROLS, IS_TEXT_UNICODE_REVERSE_SIGNATURE = 0x40, 0x80
IS_TEXT_UNICODE_ILLEGAL_CHARS, IS_TEXT_UNICODE_ODD_LENGTH = 0x100, 0x200
IS_TEXT_UNICODE_NULL_BYTES = 0x1000
IS_TEXT_UNICODE_UNICODE_MASK, IS_TEXT_UNICODE_REVERSE_MASK = 0xF, 0xF0
IS_TEXT_UNICODE_NOT_UNICODE_MASK, IS_TEXT_UNICODE_NOT_ASCII_MASK = 0xF00, 0xF000


def is_text_unicode(data, tests=0xFFFFFFFF):
    """IsTextUnicode (RtlIsTextUnicode): (verdict, passed tests & ``tests``) for a buffer.

    The tests are Windows': a byte-order mark (SIGNATURE) or a reversed one; text whose
    high bytes never change and whose low bytes stay close (ASCII16) or the reverse;
    STATISTICS when the low bytes vary much more than the high ones (weighted 3:1, as
    for a single-byte code page); CONTROLS when a UTF-16 CR, LF, tab, space or
    ideographic space (or the terminating NUL) appears, REVERSE_CONTROLS for byte-swapped
    ones; NULL_BYTES when a character has a zero byte; ILLEGAL_CHARS for U+FFFF, U+FFFE,
    U+0000 and the two bytes "\\r\\n" read as one character; ODD_LENGTH for an odd size.
    A trailing NUL byte is not counted, and only the first 256 characters are examined.
    The verdict is False on any REVERSE or NOT_UNICODE test, True on a NOT_ASCII or
    UNICODE one, False otherwise. The system code page here (1252) has no lead bytes,
    so IS_TEXT_UNICODE_DBCS_LEADBYTE never applies."""
    n = len(data)
    if n < 2:
        return False, 0
    passed = IS_TEXT_UNICODE_ODD_LENGTH if n & 1 else 0
    if data[n - 1] == 0:
        n -= 1
    count = min(n // 2, 256)
    chars = struct.unpack("<%dH" % count, bytes(data[:2 * count]))
    if chars and chars[0] == 0xFEFF:
        passed |= IS_TEXT_UNICODE_SIGNATURE
    if chars and chars[0] == 0xFFFE:
        passed |= IS_TEXT_UNICODE_REVERSE_SIGNATURE
    lo_diff = hi_diff = last_lo = last_hi = 0
    for ch in chars:
        lo, hi = ch & 0xFF, ch >> 8
        lo_diff += abs(lo - last_lo)
        hi_diff += abs(hi - last_hi)
        last_lo, last_hi = lo, hi
        if ch in (0xFFFE, 0, 0x0A0D, 0xFFFF):
            passed |= IS_TEXT_UNICODE_ILLEGAL_CHARS
    weight = 3
    if lo_diff < 127 and not hi_diff:
        passed |= IS_TEXT_UNICODE_ASCII16
    if hi_diff and not lo_diff:
        passed |= IS_TEXT_UNICODE_REVERSE_ASCII16
    if weight * lo_diff < hi_diff:
        passed |= IS_TEXT_UNICODE_REVERSE_STATISTICS
    if tests & IS_TEXT_UNICODE_STATISTICS and weight * hi_diff < lo_diff:
        passed |= IS_TEXT_UNICODE_STATISTICS
    if tests & IS_TEXT_UNICODE_NULL_BYTES and any(not ch & 0xFF or not ch >> 8 for ch in chars):
        passed |= IS_TEXT_UNICODE_NULL_BYTES
    # The control-character sets end in a NUL that counts as a match (a NUL character).
    if tests & IS_TEXT_UNICODE_CONTROLS and any(ch in (0x0D, 0x0A, 0x09, 0x20, 0x3000, 0)
                                                for ch in chars):
        passed |= IS_TEXT_UNICODE_CONTROLS
    if tests & IS_TEXT_UNICODE_REVERSE_CONTROLS and any(
            ch in (0x0D00, 0x0A00, 0x0900, 0x2000, 0) for ch in chars):
        passed |= IS_TEXT_UNICODE_REVERSE_CONTROLS
    passed &= tests
    if passed & (IS_TEXT_UNICODE_REVERSE_MASK | IS_TEXT_UNICODE_NOT_UNICODE_MASK):
        return False, passed
    if passed & (IS_TEXT_UNICODE_NOT_ASCII_MASK | IS_TEXT_UNICODE_UNICODE_MASK):
        return True, passed
    return False, passed
