"""LCMapString's mappings (``dlls/kernel32/strings.py``): case (upper, lower, title;
Turkish and Azerbaijani dotted and dotless i with LCMAP_LINGUISTIC_CASING), kana
(hiragana <-> katakana), width (full-width <-> half-width forms), NORM_IGNORENONSPACE /
NORM_IGNORESYMBOLS (the characters removed), LCMAP_BYTEREV, and LCMAP_SORTKEY.

The flags combine as Windows documents them: one case mapping, one kana mapping, one
width mapping; Chinese conversion alone; the NORM_* removals alone; a sort key with the
NORM_* / SORT_* comparison flags only. Anything else is ERROR_INVALID_FLAGS (NlsError).
When kana and width are both asked, full width is applied before the kana mapping and
half width after it (so half-width katakana become full-width hiragana, and hiragana
half-width katakana), case last.

A sort key is bytes whose memcmp order is CompareString's order for the same flags
(``nls.sort_key``'s levels): primary weights, 0x01, diacritic weights, 0x01, case
weights, 0x01, the ignorable characters' weights, 0x00 — Windows' layout of sections,
not Windows' weight values (a program may store and compare keys; it cannot read
letters back out of them on Windows either).
"""

import unicodedata

from ..core.winerror import ERROR_INVALID_FLAGS
from .nls import NlsError, sort_key

__all__ = ["LCMAP_LOWERCASE", "LCMAP_UPPERCASE", "LCMAP_TITLECASE", "LCMAP_SORTKEY",
           "LCMAP_BYTEREV", "LCMAP_HIRAGANA", "LCMAP_KATAKANA", "LCMAP_HALFWIDTH",
           "LCMAP_FULLWIDTH", "LCMAP_LINGUISTIC_CASING", "LCMAP_SIMPLIFIED_CHINESE",
           "LCMAP_TRADITIONAL_CHINESE", "LCMAP_HASH", "LCMAP_SORTHANDLE", "check_flags",
           "map_text", "sort_key_bytes", "SORTKEY_FLAGS"]

LCMAP_LOWERCASE, LCMAP_UPPERCASE, LCMAP_TITLECASE = 0x100, 0x200, 0x300
LCMAP_SORTKEY, LCMAP_BYTEREV = 0x400, 0x800
LCMAP_HIRAGANA, LCMAP_KATAKANA = 0x100000, 0x200000
LCMAP_HALFWIDTH, LCMAP_FULLWIDTH = 0x400000, 0x800000
LCMAP_LINGUISTIC_CASING = 0x1000000
LCMAP_SIMPLIFIED_CHINESE, LCMAP_TRADITIONAL_CHINESE = 0x2000000, 0x4000000
LCMAP_HASH, LCMAP_SORTHANDLE = 0x40000, 0x20000000
NORM_IGNORECASE, NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS = 0x1, 0x2, 0x4
SORT_DIGITSASNUMBERS, LINGUISTIC_IGNORECASE, LINGUISTIC_IGNOREDIACRITIC = 0x8, 0x10, 0x20
SORT_STRINGSORT, NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH = 0x1000, 0x10000, 0x20000
NORM_LINGUISTIC_CASING = 0x8000000
#: the flags a sort key may take besides LCMAP_SORTKEY: how its strings compare
SORTKEY_FLAGS = (NORM_IGNORECASE | NORM_IGNORENONSPACE | NORM_IGNORESYMBOLS
                 | SORT_DIGITSASNUMBERS | LINGUISTIC_IGNORECASE | LINGUISTIC_IGNOREDIACRITIC
                 | SORT_STRINGSORT | NORM_IGNOREKANATYPE | NORM_IGNOREWIDTH
                 | NORM_LINGUISTIC_CASING | LCMAP_BYTEREV)
_CASE = LCMAP_LOWERCASE | LCMAP_UPPERCASE
_KANA = LCMAP_HIRAGANA | LCMAP_KATAKANA
_WIDTH = LCMAP_HALFWIDTH | LCMAP_FULLWIDTH
_CHINESE = LCMAP_SIMPLIFIED_CHINESE | LCMAP_TRADITIONAL_CHINESE
_REMOVE = NORM_IGNORENONSPACE | NORM_IGNORESYMBOLS


def check_flags(flags, titlecase=True):
    """Raise NlsError(ERROR_INVALID_FLAGS) unless ``flags`` (LOCALE_USE_CP_ACP removed) is
    a combination LCMapString accepts; ``titlecase``: LCMAP_TITLECASE (both case flags) is
    one (LCMapStringW / Ex; LCMapStringA refuses it)."""
    if flags & LCMAP_SORTKEY:
        # the mapping flags are ignored in a sort key (Wine 8 answers the key as without
        # them; src == dst is refused before, as Windows does)
        if flags & ~(LCMAP_SORTKEY | SORTKEY_FLAGS | _CASE | _KANA | _WIDTH
                     | LCMAP_LINGUISTIC_CASING):
            raise NlsError(ERROR_INVALID_FLAGS)
        return
    case = flags & _CASE
    if case == LCMAP_TITLECASE and not titlecase:
        raise NlsError(ERROR_INVALID_FLAGS)
    rest = flags & ~(_CASE | LCMAP_BYTEREV | LCMAP_LINGUISTIC_CASING)
    if rest & _REMOVE:
        if rest & ~_REMOVE or case:
            raise NlsError(ERROR_INVALID_FLAGS)
        return
    kana, width, chinese = rest & _KANA, rest & _WIDTH, rest & _CHINESE
    if rest & ~(_KANA | _WIDTH | _CHINESE) or kana == _KANA or width == _WIDTH \
            or chinese == _CHINESE or (chinese and (kana or width)):
        raise NlsError(ERROR_INVALID_FLAGS)
    if not (case or kana or width or chinese or flags & LCMAP_BYTEREV):
        raise NlsError(ERROR_INVALID_FLAGS)           # nothing to do
    if flags & LCMAP_LINGUISTIC_CASING and not case:
        raise NlsError(ERROR_INVALID_FLAGS)


# -- kana ------------------------------------------------------------------------------------
def _to_hiragana(ch):
    o = ord(ch)
    if 0x30A1 <= o <= 0x30F6 or o in (0x30FD, 0x30FE):   # katakana letters, iteration marks
        return chr(o - 0x60)
    return ch


def _to_katakana(ch):
    o = ord(ch)
    if 0x3041 <= o <= 0x3096 or o in (0x309D, 0x309E):
        return chr(o + 0x60)
    return ch


# -- width -----------------------------------------------------------------------------------
def _width_tables():
    """(wide form of a narrow character, narrow form of a wide one) from Unicode's
    <wide> and <narrow> compatibility mappings (ASCII <-> FF01..FF5E, the space <->
    U+3000, half-width katakana and punctuation <-> their full-width forms)."""
    to_full, to_half = {}, {}
    for o in list(range(0x3000, 0x3001)) + list(range(0xFF01, 0xFFEF)):
        ch = chr(o)
        d = unicodedata.decomposition(ch).split()
        if len(d) != 2:
            continue
        other = chr(int(d[1], 16))
        if d[0] == "<wide>":          # ch is the full-width form of ``other``
            to_full.setdefault(other, ch)
            to_half.setdefault(ch, other)
        elif d[0] == "<narrow>":      # ch is the half-width form of ``other``
            to_half.setdefault(other, ch)
            to_full.setdefault(ch, other)
    return to_full, to_half


_TO_FULL, _TO_HALF = _width_tables()
_SPACING_MARKS = {"\u3099": "\u309b", "\u309a": "\u309c"}


def _full_width(text):
    out = []
    for ch in text:
        o = ord(ch)
        if ch in _TO_FULL:
            out.append(_TO_FULL[ch])
        elif 0x1D400 <= o <= 0x1D7FF or 0x1EE00 <= o <= 0x1EEFF:
            # mathematical letters and digits (Latin, Greek, Arabic): their plain forms
            d = unicodedata.decomposition(ch).split()
            out.append(chr(int(d[1], 16)) if len(d) == 2 and d[0] == "<font>" else ch)
        elif 0x2F800 <= o <= 0x2FA1F or 0xF900 <= o <= 0xFAFF:
            out.append(unicodedata.normalize("NFC", ch))   # CJK compatibility ideographs
        else:
            out.append(ch)
    # a half-width voiced mark joins the kana before it ("ｶﾞ" -> "ガ"); one left alone
    # becomes the spacing mark
    text = unicodedata.normalize("NFC", "".join(out))
    return "".join(_SPACING_MARKS.get(ch, ch) for ch in text)


def _half_width(text):
    out = []
    for ch in text:
        if ch in _TO_HALF:
            out.append(_TO_HALF[ch])
            continue
        d = unicodedata.normalize("NFD", ch)
        if len(d) == 2 and d[1] in "\u3099\u309a" and d[0] in _TO_HALF:
            out.append(_TO_HALF[d[0]] + _TO_HALF[d[1]])   # "ガ" -> "ｶﾞ": two characters
        else:
            out.append(ch)
    return "".join(out)


# -- case ------------------------------------------------------------------------------------
#: simple case mappings Python's str methods give as several characters
_SIMPLE_LOWER = {"\u0130": "i"}


def _upper(ch, turkic, linguistic=True):
    """``ch`` in upper case: Unicode's simple mapping with LCMAP_LINGUISTIC_CASING (and
    Turkish i's in a Turkic locale); without it Windows' default table, which maps a
    character only when the mapping goes back to it (ı, ſ, ς and title-case letters
    stay as they are)."""
    if turkic and ch in "i\u0131":
        return "\u0130" if ch == "i" else "I"
    u = ch.upper()
    if len(u) != 1 and len(ch.title()) == 1:
        # Python's upper() is Unicode's full mapping; where that is several characters the
        # simple one, which Windows uses, is the title case: Greek letters with
        # ypogegrammeni, U+1F80 -> U+1F88 (not U+1F08 U+0399)
        u = ch.title()
    if len(u) != 1 or (not linguistic and _lower(u, False, True) != ch):
        return ch
    return u


def _lower(ch, turkic, linguistic=True):
    """``ch`` in lower case, as _upper (İ is i with LCMAP_LINGUISTIC_CASING, itself
    without)."""
    if turkic and ch in "I\u0130":
        return "\u0131" if ch == "I" else "i"
    lo = _SIMPLE_LOWER.get(ch) or ch.lower()
    if len(lo) != 1 or (not linguistic and _upper(lo, False, True) != ch):
        return ch
    return lo


def _title(text, turkic, linguistic):
    out, start = [], True
    for ch in text:
        out.append(_upper(ch, turkic, linguistic) if start else _lower(ch, turkic, linguistic))
        start = not ch.isalpha() and ch not in "'\u2019"
    return "".join(out)


def _remove(text, flags):
    """NORM_IGNORENONSPACE: the text without its nonspacing marks ("é" -> "e");
    NORM_IGNORESYMBOLS: without punctuation, symbols, spaces and control characters."""
    if flags & NORM_IGNORENONSPACE:
        text = unicodedata.normalize("NFC", "".join(
            ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn"))
    if flags & NORM_IGNORESYMBOLS:
        text = "".join(ch for ch in text if unicodedata.category(ch)[0] not in "PSZ"
                       and unicodedata.category(ch) != "Cc")
    return text


def map_text(flags, text, turkic=False):
    """The text LCMapString makes of ``text`` (flags checked: check_flags); ``turkic``:
    the locale is Turkish or Azerbaijani, whose linguistic casing maps i <-> İ and
    ı <-> I. Raises NotImplementedError for Chinese conversion (no tables here)."""
    if flags & _CHINESE:
        raise NotImplementedError("LCMAP_SIMPLIFIED_CHINESE / LCMAP_TRADITIONAL_CHINESE")
    if flags & _REMOVE:
        text = _remove(text, flags)
    if flags & LCMAP_FULLWIDTH:
        text = _full_width(text)
    if flags & LCMAP_HIRAGANA:
        text = "".join(_to_hiragana(ch) for ch in text)
    elif flags & LCMAP_KATAKANA:
        text = "".join(_to_katakana(ch) for ch in text)
    if flags & LCMAP_HALFWIDTH:
        text = _half_width(text)
    linguistic = bool(flags & LCMAP_LINGUISTIC_CASING)
    turkic = turkic and linguistic
    case = flags & _CASE
    if case == LCMAP_TITLECASE:
        text = _title(text, turkic, linguistic)
    elif case == LCMAP_UPPERCASE:
        text = "".join(_upper(ch, turkic, linguistic) for ch in text)
    elif case == LCMAP_LOWERCASE:
        text = "".join(_lower(ch, turkic, linguistic) for ch in text)
    return text


# -- sort keys -------------------------------------------------------------------------------
def _digits(value, n=3):
    """``value`` as ``n`` base-253 digits 3..255 (never a separator byte 0x00..0x02)."""
    out = []
    for _ in range(n):
        value, d = divmod(value, 253)
        out.append(d + 3)
    return bytes(reversed(out))


def sort_key_bytes(flags, text, tailoring=None, french=False):
    """LCMAP_SORTKEY: the key of ``text`` for CompareString's ``flags`` (NUL characters
    weigh nothing); its memcmp order is CompareString's (SORT_DIGITSASNUMBERS: a run of
    digits is one weight, its number's). ``tailoring`` and ``french``: the locale's own
    sort (nls.sort_key)."""
    text = text.replace("\0", "")
    if flags & NORM_IGNOREWIDTH:         # as CompareString folds: full-width ASCII, space
        text = "".join(_TO_HALF[ch] if 0xFF01 <= ord(ch) <= 0xFF5E or ch == "\u3000"
                       else ch for ch in text)
    if flags & NORM_IGNOREKANATYPE:
        text = "".join(_to_hiragana(ch) for ch in text)
    nf = flags & (NORM_IGNORESYMBOLS | SORT_STRINGSORT | SORT_DIGITSASNUMBERS
                  | NORM_IGNOREKANATYPE | NORM_IGNOREWIDTH)
    if flags & (NORM_IGNORECASE | LINGUISTIC_IGNORECASE):
        nf |= NORM_IGNORECASE
    if flags & (NORM_IGNORENONSPACE | LINGUISTIC_IGNOREDIACRITIC):
        nf |= NORM_IGNORENONSPACE
    primary, accents, cases, special = sort_key(text, nf, tailoring, french)
    out = bytearray()
    for cls, letter in primary:         # a letter, or a digit run's weight (several)
        # a weight's further characters (a digit run's, a locale's letter put after
        # another: "c" then 0x80000 for Czech "č") each start 0xFF, above any class byte:
        # the weight is above every weight it extends, whatever follows
        out += bytes((cls + 3,)) + _digits(ord(letter[0])) + b"".join(
            b"\xff" + _digits(ord(w)) for w in letter[1:])
    out.append(1)
    # as Windows' keys, a section leaves out its trailing default weights (no mark, lower
    # case): they are the smallest, so the order stays
    while accents and not accents[-1]:
        accents.pop()
    for marks in accents:
        out += b"".join(_digits(ord(m)) for m in marks) + b"\x02"
    out.append(1)
    while cases and not cases[-1]:
        cases.pop()
    # case: 3 lower, 4 upper; then (kana, half-width Hangul) 5 and the extra weights
    out += bytes(3 + int(v) for v in cases)
    out.append(1)
    for index, ch in special:
        out += _digits(index) + _digits(ord(ch))
    out.append(0)
    return bytes(out)
