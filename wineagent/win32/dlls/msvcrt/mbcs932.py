"""The multibyte-character conversions of code page 932 (Japanese, Shift-JIS):
``_mbcjistojms``, ``_mbcjmstojis`` (JIS X 0208 row/cell codes and Shift-JIS),
``_mbctohira``, ``_mbctokata``, ``_ismbckata``, ``_mbbtombc``, ``_mbctombb`` (the
single-byte forms — ASCII and half-width katakana — and the double-byte ones); and
``_ismbclegal`` for every double-byte code page.

Each conversion works only while ``_setmbcp``'s code page is 932 and gives its argument
back otherwise (``_mbcjistojms`` then answers 0 for a code it cannot convert, as
documented). The single/double-byte pairs are Windows' code page 932 characters:
half-width katakana to their full-width forms (a voiced one back to its base character,
hiragana and the small ヵ/ヶ to the katakana's half-width form), ASCII to the
full-width forms (space to the ideographic space, "~" to the overline 0x8150).
"""

import unicodedata

from ....abi.api import BOTH
from ...core.crt import cdecl
from .mbcs import _is_trail, is_lead, mbcp

__all__ = []


def _jis_to_sjis(code):
    hi, lo = code >> 8 & 0xFF, code & 0xFF
    if code > 0xFFFF or not (0x21 <= hi <= 0x7E and 0x21 <= lo <= 0x7E):
        return 0
    s1 = ((hi + 1) >> 1) + (0x70 if hi <= 0x5E else 0xB0)
    if hi & 1:
        s2 = lo + (0x1F if lo <= 0x5F else 0x20)
    else:
        s2 = lo + 0x7E
    return s1 << 8 | s2


def _sjis_to_jis(code):
    s1, s2 = code >> 8 & 0xFF, code & 0xFF
    if not (0x81 <= s1 <= 0x9F or 0xE0 <= s1 <= 0xEF) or not 0x40 <= s2 <= 0xFC \
            or s2 == 0x7F or code > 0xFFFF:
        return 0
    j1 = (s1 - (0x70 if s1 <= 0x9F else 0xB0)) * 2
    if s2 >= 0x9F:
        j2 = s2 - 0x7E
    else:
        j1 -= 1
        j2 = s2 - 0x1F - (1 if s2 >= 0x80 else 0)
    return j1 << 8 | j2


@cdecl("_mbcjistojms", "UINT c", widths=BOTH)
def _mbcjistojms(c, code):
    """A JIS X 0208 code as Shift-JIS (0 when it is none); unchanged outside 932."""
    return _jis_to_sjis(code) if mbcp(c.vm) == 932 else code


@cdecl("_mbcjmstojis", "UINT c", widths=BOTH)
def _mbcjmstojis(c, code):
    """A Shift-JIS double-byte code as JIS X 0208 (0 when it is none); unchanged outside
    932."""
    return _sjis_to_jis(code) if mbcp(c.vm) == 932 else code


def _is_kata(code):
    return 0x8340 <= code <= 0x8396 and code != 0x837F


@cdecl("_mbctohira", "UINT c", widths=BOTH)
def _mbctohira(c, code):
    """A full-width katakana as its hiragana (code page 932); anything else unchanged."""
    if mbcp(c.vm) == 932 and 0x8340 <= code <= 0x8393 and code != 0x837F:
        return code - (0xA2 if code > 0x837F else 0xA1)
    return code


@cdecl("_mbctokata", "UINT c", widths=BOTH)
def _mbctokata(c, code):
    """A hiragana as its full-width katakana (code page 932); anything else unchanged."""
    if mbcp(c.vm) == 932 and 0x829F <= code <= 0x82F1:
        return code + (0xA2 if code >= 0x82DE else 0xA1)
    return code


@cdecl("_ismbckata", "UINT c", widths=BOTH)
def _ismbckata(c, code):
    """Whether ``c`` is a full-width katakana of code page 932 (never in another)."""
    return 1 if mbcp(c.vm) == 932 and _is_kata(code) else 0


def _full_width(byte):
    """The double-byte code page 932 character of a single-byte one, or None."""
    if byte == 0x20:
        return 0x8140
    if byte == 0x7E:
        return 0x8150
    if 0x21 <= byte <= 0x7D:
        text = chr(byte + 0xFEE0)
    elif 0xA1 <= byte <= 0xDF:
        text = unicodedata.normalize("NFKC", bytes((byte,)).decode("cp932"))
    else:
        return None
    try:
        data = text.encode("cp932")
    except UnicodeEncodeError:
        data = {0xDE: b"\x81\x4a", 0xDF: b"\x81\x4b"}.get(byte, b"")
    return data[0] << 8 | data[1] if len(data) == 2 else None


_TO_FULL = {b: _full_width(b) for b in range(256) if _full_width(b) is not None}
_TO_HALF = {full: b for b, full in sorted(_TO_FULL.items(), reverse=True)}


@cdecl("_mbbtombc", "UINT c", widths=BOTH)
def _mbbtombc(c, code):
    """A single-byte character's double-byte form in code page 932; unchanged when it
    has none or in another code page."""
    if mbcp(c.vm) != 932:
        return code
    return _TO_FULL.get(code, code)


@cdecl("_mbctombb", "UINT c", widths=BOTH)
def _mbctombb(c, code):
    """A double-byte character's single-byte form in code page 932 (hiragana and voiced
    kana by their katakana's base form); unchanged when it has none."""
    if mbcp(c.vm) != 932 or code > 0xFFFF:
        return code
    if code in _TO_HALF:
        return _TO_HALF[code]
    try:
        ch = bytes((code >> 8, code & 0xFF)).decode("cp932")
    except UnicodeDecodeError:
        return code
    o = ord(ch)
    if 0x3041 <= o <= 0x3096:
        ch = chr(o + 0x60)                                   # hiragana: its katakana
    ch = {"\u30f5": "\u30ab", "\u30f6": "\u30b1"}.get(ch, ch)  # small ka/ke
    base = unicodedata.normalize("NFD", ch)[0]                # a voiced kana: its base
    try:
        data = base.encode("cp932")
    except UnicodeEncodeError:
        return code
    if len(data) == 2:
        return _TO_HALF.get(data[0] << 8 | data[1], code)
    return code


@cdecl("_ismbclegal", "UINT c", widths=BOTH)
def _ismbclegal(c, code):
    """Whether ``c`` (lead byte << 8 | trail byte) is a valid double-byte character of
    the multibyte code page: 1 or 0."""
    vm = c.vm
    hi, lo = code >> 8 & 0xFF, code & 0xFF
    return 1 if is_lead(vm, hi) and _is_trail(vm, lo) else 0
