"""``$I10_OUTPUT``: the decimal digits of an 80-bit long double, which msvcrt.dll's own
number formatting (and old Visual C++ code compiled against it) uses.

``$I10_OUTPUT(value, ndigits, flags, &data)`` fills ``data``, laid out as
``{short pos; char sign; BYTE len; char str[100];}``: the digits (trailing zeros
dropped, at least one) with the decimal point after ``pos`` of them, the sign (' ' or
'-'), their count, and 1 as the answer; an infinity or NaN gives its msvcrt spelling
("1#INF", "1#QNAN", "1#SNAN", "1#IND") with ``pos`` 1 and answers 0. ``ndigits`` counts
the significant digits, or with flag 1 (I10_OUTPUT_DIGITS_AFTER_POINT) the digits after
the point; at most 21 are made, and none (the text "0", ``pos`` 0) when the count is not
positive or the value is zero. As msvcrt.dll does, ``str`` receives the rounded digits
followed by the next digit of the value, and the NUL is then written after the kept
ones (so the digits dropped as trailing zeros stay after it).
"""

import decimal

from ....abi.api import BOTH
from ...core.crt import cdecl

__all__ = []

_MAX_DIGITS = 21
_FLAG_FRACTION = 1


def _exact(mantissa, exponent):
    """The exact Decimal of an 80-bit value with this 64-bit mantissa and biased exponent."""
    with decimal.localcontext() as ctx:
        ctx.prec = 6000
        power = exponent - 16383 - 63
        d = decimal.Decimal(mantissa)
        return d * (decimal.Decimal(2) ** power) if power >= 0 else \
            d / (decimal.Decimal(2) ** -power)


def _special(mantissa, negative):
    """msvcrt's spelling of an 80-bit infinity or NaN (exponent all ones)."""
    frac = mantissa & ((1 << 63) - 1)
    if not frac:
        return "1#INF"
    if negative and mantissa == 0xC000000000000000:
        return "1#IND"
    if mantissa >> 63 and not (mantissa >> 62) & 1:
        return "1#SNAN"
    return "1#QNAN"


def i10_digits(mantissa, exponent_word, ndigits, flags):
    """(answer, pos, sign, kept digits, the bytes written to str) for one value."""
    negative = bool(exponent_word & 0x8000)
    exponent = exponent_word & 0x7FFF
    sign = "-" if negative else " "
    if exponent == 0x7FFF:
        text = _special(mantissa, negative)
        return 0, 1, sign, text, text.encode() + b"\0"
    d = _exact(mantissa, exponent)
    if not d:
        return 1, 0, sign, "0", b"0\0"
    pos = d.adjusted() + 1
    n = min(pos + ndigits if flags & _FLAG_FRACTION else ndigits, _MAX_DIGITS)
    if n <= 0:
        return 1, 0, sign, "0", b"0\0"
    with decimal.localcontext() as ctx:
        ctx.prec = 6000
        digits = str(int(d.scaleb(n - pos)))               # the first n+1 digits, cut
        digits = digits + "0" * (n + 1 - len(digits))
        extra = str(int(d.scaleb(n + 1 - pos)) % 10)
    kept = digits[:n]
    if extra >= "5":                                       # round half up
        rounded = str(int(kept) + 1)
        if len(rounded) > n:                               # 9.99 -> 10.0: one more place
            pos += 1
            rounded = rounded[:n]
        kept = rounded
    text = kept.rstrip("0") or "0"
    written = (kept + extra).encode()
    written = written[:len(text)] + b"\0" + written[len(text) + 1:]
    return 1, pos, sign, text, written


# The 10-byte _LDOUBLE is passed by value: on the 32-bit stack as three slots (mantissa
# low, high, then sign and exponent); by x64's rule for an aggregate of that size, as the
# address of a copy (RCX), the other arguments following in RDX, R8, R9. One declaration
# reads both: its slots are named for the 32-bit layout and re-read at 64 bits.
@cdecl("$I10_OUTPUT", "LPVOID lo, DWORD hi, DWORD exponent, LPVOID ndigits, int flags, "
       "LPVOID data", widths=BOTH)
def I10_OUTPUT(c, lo, hi, exponent, ndigits, flags, data):
    """The digits of an 80-bit long double (passed by value: 8 bytes of mantissa, then
    the sign and exponent) into an _I10_OUTPUT_DATA: 1, or 0 for an infinity or NaN."""
    mem = c.vm.mem
    if c.ptr_size == 8:
        ld80 = bytes(mem.read(lo, 10))
        ndigits, flags, data = hi, exponent, ndigits
        lo, hi = int.from_bytes(ld80[:4], "little"), int.from_bytes(ld80[4:8], "little")
        exponent = int.from_bytes(ld80[8:], "little")
    ndigits &= 0xFFFFFFFF
    ndigits = ndigits - (1 << 32) if ndigits & 0x80000000 else ndigits
    answer, pos, sign, text, written = i10_digits(hi << 32 | lo, exponent & 0xFFFF,
                                                  ndigits, flags)
    mem.w16(data, pos & 0xFFFF)
    mem.write(data + 2, bytes((ord(sign), len(text))))
    mem.write(data + 4, written)
    return answer
