"""The C runtime's remaining string functions and conversions: 64-bit string-to-integer
(_strtoi64, _strtoui64, _wcstoi64, _wcstoui64, _atoi64, _wtoi64), integer-to-string
(_itoa, _ltoa, _ultoa, _i64toa, _ui64toa and the wide forms), bounded lengths (strnlen,
wcsnlen), tokenizers (strtok, strtok_s, wcstok, wcstok_s), in-place edits (_strrev,
_wcsrev, _strset, _strnset, _wcsset, _wcsnset and the ``_s`` forms, _strlwr, _strupr),
_memicmp, the "C" locale's multibyte conversions (mbtowc, wctomb, wctomb_s, mblen,
mbstowcs, mbstowcs_s, wcstombs, wcstombs_s), byte-class tests (isgraph, iscntrl,
__isascii, __toascii) and the byte-swap / rotate helpers.

The "C" locale is single-byte: a byte converts to the wide character of the same value
and back; a wide character above 0xFF has no multibyte form (EILSEQ, -1).
"""

import decimal
import math
import struct

from ....abi.api import BOTH, F32, Ret64, api
from ...core.fmt import crt_float, half_up, special_text
from ...core.crt import (C_STRING, EINVAL, ERANGE, STRUNCATE, TRUNCATE, cdecl, invalid_parameter,
                        set_errno)
from .math import _parse_float
from .crtlocale import ___lc_codepage_func, narrow_units, wide_units
from .string import _text, _write_units, wunits
from ...core.dllnames import UCRTBASE
from ....abi.structs import array_bytes


EILSEQ = 42
_LIMIT = C_STRING      # core/crt.py


def _bytes(mem, p, limit=_LIMIT):
    return mem.cbytes(p, limit)


# -- string to 64-bit integer --------------------------------------------------------------
def parse_integer(text, base):
    """strtol's grammar: (value, characters used, overflowed-free magnitude) -> returns
    (sign, magnitude, used); used 0 when there is no number."""
    i, n = 0, len(text)
    while i < n and text[i] in " \t\n\r\v\f":
        i += 1
    sign = 1
    if i < n and text[i] in "+-":
        sign = -1 if text[i] == "-" else 1
        i += 1
    if base in (0, 16) and text[i:i + 2].lower() == "0x" and \
            text[i + 2:i + 3].lower() in tuple("0123456789abcdef") and text[i + 2:i + 3]:
        i += 2
        base = 16
    elif base == 0:
        base = 8 if text[i:i + 1] == "0" else 10
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    start, v = i, 0
    while i < n and text[i].lower() in digits:
        v = v * base + digits.index(text[i].lower())
        i += 1
    if i == start:
        return 1, 0, 0
    return sign, v, i


def _to_int64(c, text, base, signed, negate_limit=True):
    """(value as unsigned 64-bit, used); ERANGE and the limit on overflow, which
    msvcrt's unsigned functions then negate after a "-" (``negate_limit``; C99's
    strtoull answers ULLONG_MAX)."""
    if base not in (0,) and not 2 <= base <= 36:
        return None, 0
    sign, mag, used = parse_integer(text, base)
    if signed:
        v = sign * mag
        if v > 2**63 - 1:
            set_errno(c.vm, ERANGE)
            v = 2**63 - 1
        elif v < -2**63:
            set_errno(c.vm, ERANGE)
            v = -2**63
    else:
        if mag > 2**64 - 1:                # the limit, negated too ("-99...9" gives 1)
            set_errno(c.vm, ERANGE)
            mag = 2**64 - 1
            if not negate_limit:
                sign = 1
        v = -mag if sign < 0 else mag
    return v & 0xFFFFFFFFFFFFFFFF, used


def _strto64(wide, signed, negate_limit=True):
    def handler(c, s, end, base):
        mem = c.vm.mem
        if not s or (base and not 2 <= base <= 36):
            yield from invalid_parameter(c, EINVAL)
            return Ret64(0)
        text = _text(wunits(mem, s)) if wide else _bytes(mem, s).decode("latin-1")
        v, used = _to_int64(c, text, base, signed, negate_limit)
        if end:
            mem.wptr(end, s + (2 if wide else 1) * used)
        return Ret64(v)
    handler.__doc__ = ("Convert a %s string to a %s 64-bit integer (strtol's rules); ERANGE "
                       "and the limit on overflow." % ("wide" if wide else "byte",
                                                       "signed" if signed else "unsigned"))
    return handler


for _name, _wide, _signed in (("_strtoi64", False, True), ("_strtoui64", False, False),
                              ("_wcstoi64", True, True), ("_wcstoui64", True, False)):
    cdecl(_name, "LPVOID s, LPVOID end, int base", widths=BOTH)(_strto64(_wide, _signed))
# C99's strtoll/strtoull/wcstoll/wcstoull: the UCRT's names for the same functions
for _name, _wide, _signed in (("strtoll", False, True), ("strtoull", False, False),
                              ("wcstoll", True, True), ("wcstoull", True, False)):
    api(UCRTBASE, _name, "LPVOID s, LPVOID end, int base", conv="cdecl", widths=BOTH)(
        _strto64(_wide, _signed, negate_limit=False))


def _ato64(wide):
    def handler(c, s):
        mem = c.vm.mem
        if not s:
            yield from invalid_parameter(c, EINVAL)
            return Ret64(0)
        text = _text(wunits(mem, s)) if wide else _bytes(mem, s).decode("latin-1")
        sign, mag, _used = parse_integer(text, 10)
        return Ret64((sign * mag) & 0xFFFFFFFFFFFFFFFF)
    handler.__doc__ = "A decimal string's value as a 64-bit integer (no overflow check)."
    return handler


cdecl("_atoi64", "LPVOID s", widths=BOTH)(_ato64(False))
cdecl("_wtoi64", "LPVOID s", widths=BOTH)(_ato64(True))


# -- integer to string ---------------------------------------------------------------------
def int_text(value, radix, bits, signed):
    """_itoa's text: a minus sign only for a negative value in base 10."""
    value &= (1 << bits) - 1
    neg = signed and radix == 10 and value >> (bits - 1)
    if neg:
        value = (1 << bits) - value
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        out = digits[value % radix] + out
        value //= radix
        if not value:
            break
    return "-" + out if neg else out


def _itoa(bits, signed, wide):
    def body(c, value, buf, radix):
        mem = c.vm.mem
        if not buf or not 2 <= radix <= 36:
            yield from invalid_parameter(c, EINVAL)
            if buf:
                mem.write(buf, b"\0\0" if wide else b"\0")
            return buf
        text = int_text(value, radix, bits, signed)
        (mem.write_wstr if wide else mem.write_cstr)(buf, text)
        return buf

    def handler(c, value, buf, radix):
        return (yield from body(c, value, buf, radix))
    # an __int64 takes two stack slots in a 32-bit program, one register in a 64-bit one
    params = "%s value, LPVOID buf, int radix" % ("UINT64" if bits == 64 else "DWORD")
    handler.__doc__ = "Write a %d-bit integer in base ``radix``: ``buf``." % bits
    return params, handler


for _a, _w, _bits, _signed in (("_itoa", "_itow", 32, True), ("_ltoa", "_ltow", 32, True),
                               ("_ultoa", "_ultow", 32, False),
                               ("_i64toa", "_i64tow", 64, True),
                               ("_ui64toa", "_ui64tow", 64, False)):
    for _name, _wide in ((_a, False), (_w, True)):
        _params, _handler = _itoa(_bits, _signed, _wide)
        cdecl(_name, _params, widths=BOTH)(_handler)


# -- lengths -------------------------------------------------------------------------------
@cdecl("strnlen", "LPVOID s, SIZE_T n", widths=BOTH)
def strnlen(c, s, n):
    """The length of ``s``, at most ``n``."""
    return len(c.vm.mem.cbytes(s, min(n, _LIMIT))) if n else 0


@cdecl("wcsnlen", "LPVOID s, SIZE_T n", widths=BOTH)
def wcsnlen(c, s, n):
    """The length of a wide string in characters, at most ``n``."""
    return len(wunits(c.vm.mem, s, min(n, _LIMIT))) if n else 0


# -- tokenizers ----------------------------------------------------------------------------
def _token(mem, start, delims, wide):
    """(token address or 0, the next scan position or 0) for a scan from ``start``."""
    cs = 2 if wide else 1
    read = (lambda p: mem.u16(p)) if wide else (lambda p: mem.read(p, 1)[0])
    p = start
    while True:
        ch = read(p)
        if not ch:
            return 0, p
        if ch not in delims:
            break
        p += cs
    token = p
    while True:
        ch = read(p)
        if not ch:
            return token, p
        if ch in delims:
            mem.write(p, b"\0" * cs)
            return token, p + cs
        p += cs


def _delims(mem, d, wide):
    return set(wunits(mem, d)) if wide else set(mem.cbytes(d))


def _tok(wide, field):
    def handler(c, s, delim):
        vm = c.vm
        if not delim:
            yield from invalid_parameter(c, EINVAL)
            return 0
        start = s or getattr(vm.crt, field)
        if not start:
            return 0
        token, nxt = _token(vm.mem, start, _delims(vm.mem, delim, wide), wide)
        setattr(vm.crt, field, nxt)
        return token
    handler.__doc__ = ("The next token of a %s string (NULL: go on with the last one): its "
                       "address, or NULL." % ("wide" if wide else "byte"))
    return handler


cdecl("strtok", "LPVOID s, LPVOID delim", widths=BOTH)(_tok(False, "strtok_next"))


def _tok_s(wide):
    def handler(c, s, delim, context):
        mem = c.vm.mem
        # ``context`` is a char ** (wchar_t **): a pointer cell of the program's width
        if not context or not delim or (not s and not mem.uptr(context)):
            yield from invalid_parameter(c, EINVAL)
            return 0
        start = s or mem.uptr(context)
        token, nxt = _token(mem, start, _delims(mem, delim, wide), wide)
        mem.wptr(context, nxt)
        return token
    handler.__doc__ = ("strtok with the position kept at ``context`` (re-entrant): the "
                       "token's address, or NULL.")
    return handler


cdecl("strtok_s", "LPVOID s, LPVOID delim, LPVOID context", widths=BOTH)(_tok_s(False))
cdecl("wcstok_s", "LPVOID s, LPVOID delim, LPVOID context", widths=BOTH)(_tok_s(True))


cdecl("wcstok", "LPVOID s, LPVOID delim", widths=BOTH)(_tok(True, "wcstok_next"))


@api(UCRTBASE, "wcstok", "LPVOID s, LPVOID delim, LPVOID context", conv="cdecl", widths=BOTH)
def wcstok_ucrt(c, s, delim, context):
    """The UCRT's wcstok is C's, with a third argument keeping the position (NULL: the
    runtime keeps it, as msvcrt's two-argument wcstok)."""
    if not context:
        return (yield from _tok(True, "wcstok_next")(c, s, delim))
    return (yield from _tok_s(True)(c, s, delim, context))


# -- in-place edits -----------------------------------------------------------------------
def _edit(wide, fn):
    def handler(c, s):
        mem = c.vm.mem
        if not s:
            yield from invalid_parameter(c, EINVAL)
            return 0
        if wide:
            _write_units(mem, s, fn(wunits(mem, s)))
        else:
            data = bytes(fn(list(mem.cbytes(s))))
            mem.write(s, data + b"\0")
        return s
    return handler


def _ascii_lower(units):
    return [b + 32 if 65 <= b <= 90 else b for b in units]


def _ascii_upper(units):
    return [b - 32 if 97 <= b <= 122 else b for b in units]


for _name, _wide, _fn, _doc in (
        ("_strrev", False, lambda u: u[::-1], "Reverse a string in place."),
        ("_wcsrev", True, lambda u: u[::-1], "Reverse a wide string in place."),
        ("_strlwr", False, _ascii_lower, "Lower-case A-Z in place (the \"C\" locale)."),
        ("_strupr", False, _ascii_upper, "Upper-case a-z in place (the \"C\" locale).")):
    _h = _edit(_wide, _fn)
    _h.__doc__ = _doc + " Returns the string."
    cdecl(_name, "LPVOID s", widths=BOTH)(_h)


def _set(wide, counted):
    def body(c, s, ch, n):
        mem = c.vm.mem
        if not s:
            yield from invalid_parameter(c, EINVAL)
            return 0
        if wide:
            units = wunits(mem, s)
            k = len(units) if n is None else min(n, len(units))
            mem.write(s, array_bytes("WCHAR", [ch & 0xFFFF] * k))
        else:
            k = len(mem.cbytes(s)) if n is None else len(mem.cbytes(s, n))
            mem.write(s, bytes((ch & 0xFF,)) * k)
        return s
    if counted:
        def handler(c, s, ch, n):
            return (yield from body(c, s, ch, n))
        handler.__doc__ = "Set the first ``n`` characters (at most the length) to ``ch``."
    else:
        def handler(c, s, ch):
            return (yield from body(c, s, ch, None))
        handler.__doc__ = "Set every character of the string to ``ch``."
    return handler


cdecl("_strset", "LPVOID s, int ch", widths=BOTH)(_set(False, False))
cdecl("_strnset", "LPVOID s, int ch, SIZE_T n", widths=BOTH)(_set(False, True))
cdecl("_wcsset", "LPVOID s, UINT ch", widths=BOTH)(_set(True, False))
cdecl("_wcsnset", "LPVOID s, UINT ch, SIZE_T n", widths=BOTH)(_set(True, True))


def _set_s(wide, counted):
    def body(c, s, size, ch, n):
        mem = c.vm.mem
        cs = 2 if wide else 1
        if not s or not size:
            return (yield from invalid_parameter(c, EINVAL))
        units = wunits(mem, s, size) if wide else list(mem.cbytes(s, size))
        if len(units) >= size:          # not NUL-ended within the buffer
            mem.write(s, b"\0" * cs)
            return (yield from invalid_parameter(c, EINVAL))
        k = len(units) if n is None else min(n, len(units))
        fill = array_bytes("WCHAR", [ch & 0xFFFF] * k) if wide else bytes((ch & 0xFF,)) * k
        mem.write(s, fill)
        return 0
    if counted:
        def handler(c, s, size, ch, n):
            return (yield from body(c, s, size, ch, n))
        handler.__doc__ = "_strnset with the buffer's size: 0 or EINVAL."
    else:
        def handler(c, s, size, ch):
            return (yield from body(c, s, size, ch, None))
        handler.__doc__ = "_strset with the buffer's size: 0 or EINVAL."
    return handler


cdecl("_strset_s", "LPVOID s, SIZE_T size, int ch", widths=BOTH)(_set_s(False, False))
cdecl("_strnset_s", "LPVOID s, SIZE_T size, int ch, SIZE_T n", widths=BOTH)(_set_s(False, True))
cdecl("_wcsset_s", "LPVOID s, SIZE_T size, UINT ch", widths=BOTH)(_set_s(True, False))
cdecl("_wcsnset_s", "LPVOID s, SIZE_T size, UINT ch, SIZE_T n", widths=BOTH)(_set_s(True, True))


@cdecl("_memicmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _memicmp(c, a, b, n):
    """Compare ``n`` bytes ignoring the case of A-Z: <0, 0 or >0."""
    if not n:
        return 0
    if not a or not b:
        yield from invalid_parameter(c, EINVAL)
        return 0x7FFFFFFF       # _NLSCMPERROR
    mem = c.vm.mem
    x = bytes(_ascii_lower(mem.read(a, n)))
    y = bytes(_ascii_lower(mem.read(b, n)))
    for p, q in zip(x, y):
        if p != q:
            return (p - q) & 0xFFFFFFFF
    return 0


# -- multibyte conversions in the "C" locale ------------------------------------------------
@cdecl("mbtowc", "LPVOID out, LPVOID s, SIZE_T n", widths=BOTH)
def mbtowc(c, out, s, n):
    """One multibyte character to wide: 1 (0 for the NUL), -1 when ``n`` is 0; NULL ``s``
    asks whether the encoding has shift states (0)."""
    mem = c.vm.mem
    if not s:
        return 0
    if not n:
        return 0xFFFFFFFF
    b = mem.read(s, 1)[0]
    if out:
        mem.w16(out, wide_units(c.vm, bytes((b,)))[0])     # LC_CTYPE's code page
    return 1 if b else 0


@cdecl("mblen", "LPVOID s, SIZE_T n", widths=BOTH)
def mblen(c, s, n):
    """The bytes of the next multibyte character: 1, 0 for the NUL, -1 for n = 0."""
    if not s:
        return 0
    if not n:
        return 0xFFFFFFFF
    return 1 if c.vm.mem.read(s, 1)[0] else 0


@cdecl("wctomb", "LPVOID out, UINT ch", widths=BOTH)
def wctomb(c, out, ch):
    """A wide character as multibyte: 1, or -1 with EILSEQ above 0xFF; NULL ``out``: 0."""
    if not out:
        return 0
    ch = narrow_units(c.vm, [ch & 0xFFFF])[0]           # LC_CTYPE's code page
    if ch > 0xFF:
        if ___lc_codepage_func(c):
            # a code page's conversion leaves its default character behind (Wine 8)
            c.vm.mem.write(out, b"?")
        set_errno(c.vm, EILSEQ)
        return 0xFFFFFFFF
    c.vm.mem.write(out, bytes((ch,)))
    return 1


@cdecl("wctomb_s", "LPVOID result, LPVOID out, SIZE_T size, UINT ch", widths=BOTH)
def wctomb_s(c, result, out, size, ch):
    """wctomb with the buffer's size and the length at ``result``: 0, EILSEQ, ERANGE or
    EINVAL."""
    mem = c.vm.mem
    ch = narrow_units(c.vm, [ch & 0xFFFF])[0]           # LC_CTYPE's code page
    if not out and size:
        return (yield from invalid_parameter(c, EINVAL))
    if not out:
        if result:
            mem.w32(result, 0)
        return 0
    if ch > 0xFF:
        if result:
            mem.w32(result, 0xFFFFFFFF)
        set_errno(c.vm, EILSEQ)
        return EILSEQ
    if size < 1:
        return (yield from invalid_parameter(c, ERANGE))
    mem.write(out, bytes((ch,)))
    if result:
        mem.w32(result, 1)
    return 0


@cdecl("mbstowcs", "LPVOID out, LPVOID s, SIZE_T n", widths=BOTH)
def mbstowcs(c, out, s, n):
    """Convert a multibyte string: the wide characters written (no NUL counted; NULL
    ``out`` gives the length needed)."""
    mem = c.vm.mem
    if not s:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    data = mem.cbytes(s)
    if not out:
        return len(data)
    k = min(n, len(data))
    units = wide_units(c.vm, data[:k]) + ([0] if k < n else [])
    if units:
        mem.write(out, array_bytes("WCHAR", units))
    return k


@cdecl("wcstombs", "LPVOID out, LPVOID s, SIZE_T n", widths=BOTH)
def wcstombs(c, out, s, n):
    """Convert a wide string: the bytes written (no NUL counted), or -1 with EILSEQ for a
    character above 0xFF; NULL ``out`` gives the length needed."""
    mem = c.vm.mem
    if not s:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    units = narrow_units(c.vm, wunits(mem, s))        # LC_CTYPE's code page
    if not out:
        if any(u > 0xFF for u in units):
            set_errno(c.vm, EILSEQ)
            return 0xFFFFFFFF
        return len(units)
    written = bytearray()
    for u in units:
        if len(written) >= n:
            break
        if u > 0xFF:
            set_errno(c.vm, EILSEQ)
            return 0xFFFFFFFF
        written.append(u)
    mem.write(out, bytes(written) + (b"\0" if len(written) < n else b""))
    return len(written)


def _convert_s(c, result, out, size, src_units, count, wide_out):
    """mbstowcs_s / wcstombs_s: convert at most ``count`` characters (_TRUNCATE: as many as
    fit) with a NUL; the characters written, NUL included, at ``result``."""
    mem = c.vm.mem
    cs = 2 if wide_out else 1
    # the program's _TRUNCATE is its (size_t)-1: 8 bytes of ones at 64 bits
    if count == (1 << (8 * c.ptr_size)) - 1:
        count = TRUNCATE
    if (not out and size) or (out and not size):
        if result:
            mem.wptr(result, 0)
        return (yield from invalid_parameter(c, EINVAL))
    if any(u > 0xFF for u in src_units) and not wide_out:
        bad = next(i for i, u in enumerate(src_units) if u > 0xFF)
        if count == TRUNCATE or bad < count:
            if out:
                mem.write(out, b"\0")
            if result:
                mem.wptr(result, (1 << (8 * c.ptr_size)) - 1)   # (size_t)-1
            set_errno(c.vm, EILSEQ)
            return EILSEQ
    # NULL ``out`` asks for the size of the whole conversion: ``count`` is ignored
    units = src_units if count == TRUNCATE or not out else src_units[:count]
    if not out:
        if result:
            mem.wptr(result, len(units) + 1)
        return 0
    ret = 0
    if len(units) + 1 > size:
        if count != TRUNCATE:
            mem.write(out, b"\0" * cs)
            if result:
                mem.wptr(result, 0)
            return (yield from invalid_parameter(c, ERANGE))
        units = units[:size - 1]
        ret = STRUNCATE
    data = array_bytes("WCHAR", units) if wide_out else bytes(units)
    mem.write(out, data + b"\0" * cs)
    if result:
        mem.wptr(result, len(units) + 1)
    return ret


@cdecl("mbstowcs_s", "LPVOID result, LPVOID out, SIZE_T size, LPVOID s, SIZE_T count", widths=BOTH)
def mbstowcs_s(c, result, out, size, s, count):
    """The secure mbstowcs: 0, STRUNCATE, EINVAL, ERANGE or EILSEQ; ``result`` gets the
    wide characters written, the NUL included."""
    if not s:
        if result:
            c.vm.mem.wptr(result, 0)
        if out and size:
            c.vm.mem.write(out, b"\0\0")
        return (yield from invalid_parameter(c, EINVAL))
    units = wide_units(c.vm, c.vm.mem.cbytes(s))
    return (yield from _convert_s(c, result, out, size, units, count, True))


@cdecl("wcstombs_s", "LPVOID result, LPVOID out, SIZE_T size, LPVOID s, SIZE_T count", widths=BOTH)
def wcstombs_s(c, result, out, size, s, count):
    """The secure wcstombs: 0, STRUNCATE, EINVAL, ERANGE or EILSEQ; ``result`` gets the
    bytes written, the NUL included."""
    if not s:
        if result:
            c.vm.mem.wptr(result, 0)        # a size_t
        if out and size:
            c.vm.mem.write(out, b"\0")
        return (yield from invalid_parameter(c, EINVAL))
    units = narrow_units(c.vm, wunits(c.vm.mem, s))
    return (yield from _convert_s(c, result, out, size, units, count, False))


# -- byte classes --------------------------------------------------------------------------
@cdecl("isgraph", "int ch", widths=BOTH)
def isgraph(c, ch):
    """Printable and not a space (0x21-0x7E in the "C" locale)."""
    return 1 if 0x21 <= ch <= 0x7E else 0


@cdecl("iscntrl", "int ch", widths=BOTH)
def iscntrl(c, ch):
    """A control character (0x00-0x1F, 0x7F)."""
    return 0x20 if 0 <= ch < 0x20 or ch == 0x7F else 0


@cdecl("__isascii", "int ch", widths=BOTH)
def __isascii(c, ch):
    """Below 0x80."""
    return 1 if 0 <= ch < 0x80 else 0


@cdecl("__toascii", "int ch", widths=BOTH)
def __toascii(c, ch):
    """The low seven bits."""
    return ch & 0x7F


# -- bytes and bits ------------------------------------------------------------------------
@cdecl("_byteswap_ulong", "DWORD v", widths=BOTH)
def _byteswap_ulong(c, v):
    """The four bytes of ``v`` reversed."""
    return struct.unpack("<I", struct.pack(">I", v))[0]


@cdecl("_byteswap_ushort", "DWORD v", widths=BOTH)
def _byteswap_ushort(c, v):
    """The two low bytes of ``v`` swapped."""
    return ((v & 0xFF) << 8) | ((v >> 8) & 0xFF)


@cdecl("_byteswap_uint64", "UINT64 v", widths=BOTH)
def _byteswap_uint64(c, v):
    """The eight bytes reversed."""
    return Ret64(struct.unpack("<Q", struct.pack(">Q", v))[0])


@cdecl("_rotl", "DWORD v, int n", widths=BOTH)
def _rotl(c, v, n):
    """``v`` rotated left by ``n`` bits (modulo 32)."""
    n &= 31
    return ((v << n) | (v >> (32 - n))) & 0xFFFFFFFF


@cdecl("_rotr", "DWORD v, int n", widths=BOTH)
def _rotr(c, v, n):
    """``v`` rotated right by ``n`` bits (modulo 32)."""
    n &= 31
    return ((v >> n) | (v << (32 - n))) & 0xFFFFFFFF


# unsigned long is 32 bits at both widths (LLP64): _lrotl/_lrotr are _rotl/_rotr
cdecl("_lrotl", "DWORD v, int n", widths=BOTH)(_rotl)
cdecl("_lrotr", "DWORD v, int n", widths=BOTH)(_rotr)


@cdecl("_rotl64", "__int64 v, int n", widths=BOTH)
def _rotl64(c, v, n):
    """A 64-bit ``v`` rotated left by ``n`` bits (modulo 64), in EDX:EAX or RAX."""
    v &= _U64
    n &= 63
    return Ret64(((v << n) | (v >> (64 - n))) & _U64)


@cdecl("_rotr64", "__int64 v, int n", widths=BOTH)
def _rotr64(c, v, n):
    """A 64-bit ``v`` rotated right by ``n`` bits (modulo 64), in EDX:EAX or RAX."""
    v &= _U64
    n &= 63
    return Ret64(((v >> n) | (v << (64 - n))) & _U64)


_U64 = 0xFFFFFFFFFFFFFFFF

__all__ = ["parse_integer", "int_text"]


# -- _ecvt, _fcvt: a double's digits ------------------------------------------------------------
def ecvt_digits(value, ndigits):
    """(digits, decimal point position, negative) of ``value`` rounded (halves away from
    zero, on the exact value) to ``ndigits`` significant digits, as _ecvt gives them."""
    neg = math.copysign(1.0, value) < 0
    if value == 0:
        return "0" * max(ndigits, 0), 0, neg
    d = decimal.Decimal(abs(value))
    exp = d.adjusted()
    if ndigits <= 0:
        # no digit kept: the point moves up only when the value rounds up to a power of 10
        rounded = half_up(d, exp + 1)
        return "", exp + 1 + (1 if rounded else 0), neg
    mant = half_up(d.scaleb(-exp), -(ndigits - 1))
    if mant >= 10:
        exp += 1
        mant = half_up(d.scaleb(-exp), -(ndigits - 1))
    return "{:.{}f}".format(mant, ndigits - 1).replace(".", ""), exp + 1, neg


def fcvt_digits(value, ndigits):
    """(digits, decimal point position, negative) of ``value`` rounded (halves away from
    zero) to ``ndigits`` digits after the point, as _fcvt gives them (checked against
    Wine: a positive value that rounds to all zeros gives no digits and its own point
    position; zero and negative ones give the zeros)."""
    neg = math.copysign(1.0, value) < 0
    n = max(ndigits, 0)
    d = decimal.Decimal(abs(value))
    if ndigits < 0:
        # Rounded to a multiple of 10**-ndigits: the digits before those places, with
        # the point where the value's own digits put it ("12" and 3 for 123.0001, -1).
        if value == 0:
            return "", 0, neg
        whole = "{:.0f}".format(half_up(d, -ndigits))
        if whole == "0":
            return "", d.adjusted() + 1, neg
        return whole[:len(whole) + ndigits], max(d.adjusted() + 1, len(whole)), neg
    whole, _, frac = "{:.{}f}".format(half_up(d, -n), n).partition(".")
    if whole != "0":
        return whole + frac, len(whole), neg
    digits = frac.lstrip("0")
    if digits:
        return digits, -(len(frac) - len(digits)), neg
    if value > 0:
        return "", d.adjusted() + 1, neg
    return frac, 0, neg


def _special_digits(fn, value, ndigits):
    """_ecvt/_fcvt of an infinity or a NaN: msvcrt takes the characters of its spelling
    ("1#INF", "1#QNAN", "1#IND" for the x87's indefinite NaN, "1#SNAN") as the digits,
    padded with zeros and rounded by character code like any digits ("1#QNB" is NaN to 5
    digits, "1$" to 2), with the point after the first: (digits, 1, negative)."""
    sign, text = special_text(value)
    chars = "1" + text[2:]
    n = ndigits if fn is ecvt_digits else 1 + ndigits
    if n <= 0:
        return "", 1, bool(sign)
    padded = chars + "0" * max(0, n + 1 - len(chars))
    kept = list(padded[:n])
    if padded[n] >= "5":
        kept[-1] = chr(ord(kept[-1]) + 1)
    return "".join(kept), 1, bool(sign)


def _digits(fn, value, ndigits):
    """``fn``'s (digits, point, negative), infinities and NaNs included."""
    if not math.isfinite(value):
        return _special_digits(fn, value, ndigits)
    return fn(value, ndigits)


def _cvt(fn, key):
    def handler(c, value, ndigits, decpt, sign):
        vm = c.vm
        digits, point, neg = _digits(fn, value, ndigits)
        cells = vm.crt.time_cells
        if key not in cells:
            cells[key] = vm.alloc_data(350)
        vm.mem.write_cstr(cells[key], digits[:348])
        if decpt:
            vm.mem.w32(decpt, point & 0xFFFFFFFF)
        if sign:
            vm.mem.w32(sign, 1 if neg else 0)
        return cells[key]
    handler.__doc__ = ("A double's digits in the runtime's static buffer, with the decimal "
                       "point's position at ``decpt`` and the sign at ``sign``.")
    return handler


cdecl("_ecvt", "double value, int ndigits, LPVOID decpt, LPVOID sign", widths=BOTH)(_cvt(ecvt_digits, "ecvt"))
cdecl("_fcvt", "double value, int ndigits, LPVOID decpt, LPVOID sign", widths=BOTH)(_cvt(fcvt_digits, "fcvt"))


def _gcvt_factory(ucrt):
    def handler(c, value, ndigits, buf):
        mem = c.vm.mem
        if not buf or ndigits < 0:
            yield from invalid_parameter(c, ERANGE if ndigits < 0 else EINVAL)
            return 0
        mem.write_cstr(buf, crt_float(value, "", None, ndigits, "g", ucrt))
        return buf
    handler.__doc__ = ("A double as %%.<ndigits>g prints it in %s into ``buf``: ``buf``."
                       % ("the UCRT" if ucrt else "msvcrt (three-digit exponents)"))
    return handler


def _gcvt_s_factory(ucrt):
    def handler(c, buf, size, value, ndigits):
        mem = c.vm.mem
        if not buf or not size:
            return (yield from invalid_parameter(c, EINVAL))
        text = crt_float(value, "", None, ndigits, "g", ucrt)
        if len(text) >= size:
            mem.write(buf, b"\0")
            return (yield from invalid_parameter(c, ERANGE))
        mem.write_cstr(buf, text)
        return 0
    handler.__doc__ = "_gcvt into a buffer of ``size``: 0, EINVAL or ERANGE (it does not fit)."
    return handler


_GCVT_S = "LPVOID buf, SIZE_T size, double value, int ndigits"
cdecl("_gcvt", "double value, int ndigits, LPVOID buf", widths=BOTH)(_gcvt_factory(False))
api(UCRTBASE, "_gcvt", "double value, int ndigits, LPVOID buf", conv="cdecl",
    widths=BOTH)(_gcvt_factory(True))
cdecl("_gcvt_s", _GCVT_S, widths=BOTH)(_gcvt_s_factory(False))
api(UCRTBASE, "_gcvt_s", _GCVT_S, conv="cdecl", widths=BOTH)(_gcvt_s_factory(True))


def _cvt_s(fn):
    def handler(c, buf, size, value, ndigits, decpt, sign):
        mem = c.vm.mem
        if not buf or not size or not decpt or not sign:
            if buf and size:
                mem.write(buf, b"\0")
            return (yield from invalid_parameter(c, EINVAL))
        digits, point, neg = _digits(fn, value, ndigits)
        if len(digits) >= size:
            mem.write(buf, b"\0")
            return (yield from invalid_parameter(c, ERANGE))
        mem.write_cstr(buf, digits)
        mem.w32(decpt, point & 0xFFFFFFFF)
        mem.w32(sign, 1 if neg else 0)
        return 0
    handler.__doc__ = ("The secure form: the digits into ``buf`` of ``size``; 0, EINVAL or "
                       "ERANGE.")
    return handler


_CVT_S = "LPVOID buf, SIZE_T size, double value, int ndigits, LPVOID decpt, LPVOID sign"
cdecl("_ecvt_s", _CVT_S, widths=BOTH)(_cvt_s(ecvt_digits))
cdecl("_fcvt_s", _CVT_S, widths=BOTH)(_cvt_s(fcvt_digits))


# -- C99's names for the 64-bit conversions, and the float ones -----------------------------------
cdecl("atoll", "LPVOID s", widths=BOTH)(_ato64(False))
cdecl("_atoll", "LPVOID s", widths=BOTH)(_ato64(False))
cdecl("_wtoll", "LPVOID s", widths=BOTH)(_ato64(True))
for _name, _wide, _signed in (("strtoimax", False, True), ("strtoumax", False, False),
                              ("wcstoimax", True, True), ("wcstoumax", True, False)):
    api(UCRTBASE, _name, "LPVOID s, LPVOID end, int base", conv="cdecl", widths=BOTH)(
        _strto64(_wide, _signed, negate_limit=False))


def _float_text(c, s, wide):
    mem = c.vm.mem
    return _text(wunits(mem, s)) if wide else _bytes(mem, s).decode("cp1252", "replace")


@cdecl("_wtof", "LPVOID s", widths=BOTH)
def _wtof(c, s):
    """A wide string's number as a double (atof's rules)."""
    return _parse_float(_float_text(c, s, True))[0]


@cdecl("strtof", "LPVOID s, LPVOID end", widths=BOTH)
def strtof(c, s, end):
    """A string's number as a float (an F32 result: ST0, or XMM0's low 32 bits); ERANGE with ±HUGE_VALF when it overflows one."""
    value, used = _parse_float(_float_text(c, s, False))
    if end:
        c.vm.mem.wptr(end, s + used)
    try:
        return F32(struct.unpack("<f", struct.pack("<f", value))[0])   # XMM0's single at x64
    except OverflowError:
        set_errno(c.vm, ERANGE)
        return F32(math.copysign(math.inf, value))
