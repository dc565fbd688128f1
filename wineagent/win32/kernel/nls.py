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
from ..core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER, ERROR_NO_UNICODE_TRANSLATION)

__all__ = ["NlsError", "code_page", "mb_to_wide", "wide_to_mb", "fit_mb", "compare",
           "sort_key", "utf16_units"]

CP_ACP, CP_OEMCP, CP_MACCP, CP_THREAD_ACP, CP_SYMBOL = 0, 1, 2, 3, 42
CP_UTF7, CP_UTF8 = 65000, 65001
MB_PRECOMPOSED, MB_COMPOSITE, MB_USEGLYPHCHARS, MB_ERR_INVALID_CHARS = 1, 2, 4, 8
WC_COMPOSITECHECK, WC_DISCARDNS, WC_SEPCHARS, WC_DEFAULTCHAR = 0x200, 0x10, 0x20, 0x40
WC_ERR_INVALID_CHARS, WC_NO_BEST_FIT_CHARS = 0x80, 0x400
NORM_IGNORECASE, NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS = 0x1, 0x2, 0x4
SORT_STRINGSORT = 0x1000


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


def mb_to_wide(cp, flags, data):
    """MultiByteToWideChar's conversion of ``data`` (the NUL included if counted);
    returns the text. Raises NlsError."""
    codec = code_page(cp)
    if codec in ("utf-8", "utf-7") and flags & ~MB_ERR_INVALID_CHARS:
        raise NlsError(ERROR_INVALID_FLAGS)
    if flags & MB_PRECOMPOSED and flags & MB_COMPOSITE:
        raise NlsError(ERROR_INVALID_FLAGS)
    if codec == "utf-7":
        return utf7.decode(data)     # Windows' UTF-7 (every byte string decodes)
    strict = bool(flags & MB_ERR_INVALID_CHARS)
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
    if flags & WC_COMPOSITECHECK:
        text = unicodedata.normalize("NFC", text)
    default = default_char if default_char is not None else b"?"
    out, used = bytearray(), False
    for ch in text:
        try:
            out += ch.encode(codec)
        except UnicodeEncodeError:
            out += default
            used = True
    return bytes(out), used


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
    if ch.isalpha():
        return 3
    if ch.isdigit():
        return 2
    return 1


def sort_key(text, flags=0):
    """The word-sort key of ``text`` (see the module docstring); NORM_IGNORECASE,
    NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS and SORT_STRINGSORT as CompareString."""
    primary, accents, cases, special = [], [], [], []
    for i, ch in enumerate(text):
        if ch in _IGNORED_IN_WORD_SORT and not flags & SORT_STRINGSORT:
            special.append((i, ch))
            continue
        cls = _char_class(ch)
        if cls == 1 and flags & NORM_IGNORESYMBOLS:
            continue
        base = unicodedata.normalize("NFD", ch)
        letter = base[0]
        primary.append((cls, letter.lower() if cls == 3 else letter))
        accents.append(base[1:] if not flags & NORM_IGNORENONSPACE else "")
        cases.append(ch != ch.lower() if not flags & NORM_IGNORECASE else False)
    return (primary, accents, cases, special)


def compare(a, b, flags=0):
    """-1, 0 or 1 as CompareString orders ``a`` and ``b`` (minus 2)."""
    ka, kb = sort_key(a, flags), sort_key(b, flags)
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
