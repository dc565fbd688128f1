"""KERNEL32's Unicode normalisation: NormalizeString and IsNormalizedString (ntdll's
RtlNormalizeString and RtlIsNormalizedString answer from the same code, ntdll/locale.py).

The forms are Unicode's: NormalizationC (1), D (2), KC (5), KD (6), Python's unicodedata
doing the work, and 13, the IDN mapping (IdnToNameprepUnicode's character mapping,
idn.py, unassigned characters allowed and no label rules). A lone surrogate or a
noncharacter (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF) cannot be normalised: NormalizeString
answers the negative of where it found it (a high surrogate is found wrong at the unit
after it) with ERROR_NO_UNICODE_TRANSLATION. A size of 0 asks for Windows' estimate of
the size needed, which is the source's length times 3 (C, D, IDN) or 18 (KC, KD), but
no more than 64 or the source's length and an eighth, whichever is larger, as Windows
answers; a buffer too small: the negative of the size needed, with
ERROR_INSUFFICIENT_BUFFER. Success sets the last error to ERROR_SUCCESS.
"""

import unicodedata

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER,
                             ERROR_NO_UNICODE_TRANSLATION, ERROR_SUCCESS)
from .idn import IDN_ALLOW_UNASSIGNED, IdnError, _map_char

NORMALIZATION_IDNA = 13
#: form -> unicodedata's name of it (13, the IDN mapping, is not unicodedata's)
FORMS = {1: "NFC", 2: "NFD", 5: "NFKC", 6: "NFKD", NORMALIZATION_IDNA: None}


class NormalizeError(Exception):
    """A string that cannot be normalised; ``position`` is where it went wrong."""

    def __init__(self, position):
        super().__init__(position)
        self.position = position


def estimate(form, srclen):
    """Windows' estimate of the size a normalisation of ``srclen`` units needs."""
    need = srclen * (18 if form in (5, 6) else 3)
    return max(64, srclen + srclen // 8) if need > 64 else need


def check(units):
    """NormalizeError at the first lone surrogate or noncharacter of ``units`` (a str
    of UTF-16 code units)."""
    i = 0
    while i < len(units):
        o = ord(units[i])
        if 0xD800 <= o <= 0xDBFF:
            if i + 1 >= len(units) or not 0xDC00 <= ord(units[i + 1]) <= 0xDFFF:
                raise NormalizeError(i + 1)
            o = 0x10000 + ((o - 0xD800) << 10) + (ord(units[i + 1]) - 0xDC00)
            if o & 0xFFFE == 0xFFFE:
                raise NormalizeError(i)
            i += 2
            continue
        if 0xDC00 <= o <= 0xDFFF or 0xFDD0 <= o <= 0xFDEF or o >= 0xFFFE:
            raise NormalizeError(i)
        i += 1


def normalize(form, units):
    """``units`` (a str of UTF-16 code units) in normalisation form ``form`` (FORMS), as
    UTF-16 code units; NormalizeError."""
    check(units)
    text = units.encode("utf-16-le", "surrogatepass").decode("utf-16-le")
    if form == NORMALIZATION_IDNA:
        if "\0" in text[:-1]:
            raise NormalizeError(text.index("\0"))
        try:
            out = "".join(_map_char(ch, IDN_ALLOW_UNASSIGNED) for ch in text)
        except IdnError:
            raise NormalizeError(0)
        text = unicodedata.normalize("NFC", out)
    else:
        text = unicodedata.normalize(FORMS[form], text)
    return _units(text)


def _units(text):
    """``text`` as a str of UTF-16 code units (supplementary characters as pairs)."""
    data = text.encode("utf-16-le")
    return "".join(chr(int.from_bytes(data[i:i + 2], "little")) for i in range(0, len(data), 2))


def read_units(c, src, srclen):
    """The source's UTF-16 code units as a str (srclen -1: to its NUL, included)."""
    mem = c.vm.mem
    if srclen < 0:
        n = 0
        while mem.u16(src + 2 * n):
            n += 1
        srclen = n + 1
    data = bytes(mem.read(src, 2 * srclen))
    return "".join(chr(int.from_bytes(data[i:i + 2], "little")) for i in range(0, len(data), 2))


def write_units(c, dst, units):
    """Write a str of UTF-16 code units."""
    c.vm.mem.write(dst, b"".join(ord(u).to_bytes(2, "little") for u in units))


@api(KERNEL32, "NormalizeString", "DWORD form, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def NormalizeString(c, form, src, srclen, dst, dstlen):
    """``srclen`` units of ``src`` (-1: to its NUL, included) in normalisation form
    ``form`` into ``dst``: the units written, or the estimate when ``dstlen`` is 0 (see
    the module's docstring for the failures). An unknown form, a NULL source or a length
    below -1: 0 with ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if form not in FORMS or not src or srclen < -1 or dstlen < 0 or (dstlen and not dst):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    units = read_units(c, src, srclen) if srclen else ""
    vm.last_error = ERROR_SUCCESS
    if not units:
        return 0
    if not dstlen:
        return estimate(form, len(units))
    try:
        out = normalize(form, units)
    except NormalizeError as e:
        vm.last_error = ERROR_NO_UNICODE_TRANSLATION
        return -e.position
    if len(out) > dstlen:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return -len(out)
    write_units(c, dst, out)
    return len(out)


@api(KERNEL32, "IsNormalizedString", "DWORD form, LPVOID src, INT srclen", widths=BOTH)
def IsNormalizedString(c, form, src, srclen):
    """TRUE when the string is in form ``form`` already (normalising it changes
    nothing), FALSE otherwise, the last error untouched; FALSE with
    ERROR_NO_UNICODE_TRANSLATION when it cannot be normalised, ERROR_INVALID_PARAMETER
    for an unknown form or a NULL string."""
    vm = c.vm
    if form not in FORMS or not src or srclen < -1:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    units = read_units(c, src, srclen) if srclen else ""
    try:
        same = normalize(form, units) == units
    except NormalizeError:
        vm.last_error = ERROR_NO_UNICODE_TRANSLATION
        return 0
    return int(same)
