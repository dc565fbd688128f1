"""OLE Automation's value conversions: what VariantChangeType(Ex) and the Var*From*
functions compute, on Python values.

Rules (OLEAUT32's documented coercions, en-US formats):

- To an integer type the value is rounded half to even ("banker's rounding", 2.5 -> 2,
  3.5 -> 4) and must fit the type, else DISP_E_OVERFLOW. VT_BOOL is -1 (VARIANT_TRUE) for
  any nonzero value. VT_CY is a 64-bit count of ten-thousandths.
- From a string, a number is read as VarParseNumFromStr reads one with NUMPRS_STD:
  spaces around it, a sign in front (or parentheses), thousands separators, a decimal
  point, an exponent, ``&H`` hex and ``&O`` octal; "True"/"False" read as booleans where
  a boolean is wanted. Anything else is DISP_E_TYPEMISMATCH.
- To a string: integers in decimal; doubles with 15 significant digits and floats with 7
  (an exponent as ``E+20``), VT_BOOL as "-1"/"0" (or "True"/"False" with
  VARIANT_ALPHABOOL / VARIANT_LOCALBOOL), a currency with up to 4 decimals, a date as
  the en-US short date and long time ("1/2/2000 3:04:05 AM", the date alone at midnight,
  the time alone on day 0, midnight included); VT_DECIMAL in plain decimals.
- To VT_DECIMAL (96 bits of digits, up to 28 decimals): doubles with 16 significant
  digits, floats with 7, text and numbers exactly (trailing zeros dropped), currency with
  its four decimals; more decimals than 28 are rounded, a value past 2^96 overflows.
- VariantChangeType between the signed and unsigned integer of one size keeps the bits
  (``oleaut32_convert.py``).

- A date from text is read in its common en-US forms (``kernel/oadate.py``
  ``parse_date``); text with no date or time in it is DISP_E_TYPEMISMATCH.

What is not done raises ``Unimplemented`` in the caller: other arrangements of dates in
text, other locales' number formats, VT_ERROR and interfaces' default values.
"""

import decimal
import math
import re

from .automation import VT
from .oadate import DATE_MAX, DATE_MIN, NotADate, fields_from_date, parse_date

__all__ = ["Mismatch", "Overflow", "convert", "format_value", "parse_number",
           "INT_RANGES", "SCALARS", "to_decimal", "decimal_parts", "EXACT"]

#: Integer VARTYPEs: (minimum, maximum).
INT_RANGES = {VT.I1: (-0x80, 0x7F), VT.UI1: (0, 0xFF), VT.I2: (-0x8000, 0x7FFF),
              VT.UI2: (0, 0xFFFF), VT.I4: (-0x80000000, 0x7FFFFFFF), VT.UI4: (0, 0xFFFFFFFF),
              VT.INT: (-0x80000000, 0x7FFFFFFF), VT.UINT: (0, 0xFFFFFFFF),
              VT.I8: (-(1 << 63), (1 << 63) - 1), VT.UI8: (0, (1 << 64) - 1)}
#: The types converted here (besides VT_EMPTY as a source).
SCALARS = set(INT_RANGES) | {VT.BOOL, VT.R4, VT.R8, VT.DATE, VT.CY, VT.BSTR, VT.DECIMAL}
VARIANT_ALPHABOOL, VARIANT_LOCALBOOL = 0x2, 0x10
VAR_TIMEVALUEONLY, VAR_DATEVALUEONLY = 0x1, 0x2
_FLT_MAX = 3.4028234663852886e38
_CY_RANGE = (-(1 << 63), (1 << 63) - 1)


class Mismatch(Exception):
    """DISP_E_TYPEMISMATCH: the value cannot be read as the wanted type."""


class Overflow(Exception):
    """DISP_E_OVERFLOW: the value does not fit the wanted type."""


_NUMBER = re.compile(r"^([0-9][0-9,]*)?(\.[0-9]*)?([eEdD][+-]?[0-9]+)?$")


def parse_number(text):
    """A number (Decimal) from a string, as VarParseNumFromStr(NUMPRS_STD) reads it in
    en-US; raises Mismatch."""
    t = text.strip(" \t\r\n")
    negative = False
    if t.startswith("(") and t.endswith(")"):
        t, negative = t[1:-1].strip(), True
    if t[:1] in "+-" and t:
        negative, t = negative ^ (t[0] == "-"), t[1:].lstrip()
    elif t[-1:] in ("+", "-") and t:
        negative, t = negative ^ (t[-1] == "-"), t[:-1].rstrip()
    if t[:1] == "$":
        t = t[1:]
    up = t.upper()
    if up.startswith("&H") and len(t) > 2 and all(ch in "0123456789ABCDEF" for ch in up[2:]):
        value = decimal.Decimal(int(up[2:], 16))
    elif up.startswith("&O") and len(t) > 2 and all(ch in "01234567" for ch in up[2:]):
        value = decimal.Decimal(int(up[2:], 8))
    else:
        m = _NUMBER.match(t)
        if not t or m is None or not (m.group(1) or (m.group(2) or ".")[1:]):
            raise Mismatch(text)
        body = (m.group(1) or "0").replace(",", "") + (m.group(2) or "")
        exp = (m.group(3) or "").upper().replace("D", "E")
        value = decimal.Decimal(body.rstrip(".") + exp if body.endswith(".") else body + exp)
    return value.copy_negate() if negative else value


def _two_digit(year):
    """Windows' default window for a two-digit year in text (the locale's "two digit year
    max", 2049): 0..49 are 2000..2049, 50..99 1950..1999."""
    return year + 2000 if year < 50 else year + 1900


def _to_int(value, vt):
    lo, hi = INT_RANGES[vt]
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise Overflow(value)
        value = decimal.Decimal(value)
    v = int(decimal.Decimal(value).to_integral_value(rounding=decimal.ROUND_HALF_EVEN))
    if not lo <= v <= hi:
        raise Overflow(v)
    return v


def _number(value, vt, flags):
    """The value as a number for a numeric target (str parsed, bool as -1/0)."""
    if isinstance(value, str):
        if vt == VT.BOOL and value.strip().lower() in ("true", "false", "#true#", "#false#"):
            return -1 if "true" in value.lower() else 0
        if vt == VT.DATE:
            try:
                return parse_date(value, _two_digit)
            except NotADate:
                raise Mismatch(value)
        return parse_number(value)
    return value


def convert(value, src_vt, vt, flags=0):
    """``value`` (a Python int, float, Decimal for VT_CY, or str) of type ``src_vt`` as
    type ``vt``; raises Mismatch, Overflow, or NotImplementedError naming what is not
    done."""
    if vt == VT.BSTR:
        return format_value(value, src_vt, flags)
    value = _number(value, vt, flags)
    if vt == VT.BOOL:
        return -1 if value else 0
    if vt in INT_RANGES:
        return _to_int(value, vt)
    if vt == VT.R8:
        return float(value)
    if vt == VT.R4:
        f = float(value)
        if abs(f) > _FLT_MAX and not math.isinf(f):
            raise Overflow(f)
        return f
    if vt == VT.DATE:
        f = float(value)
        if not DATE_MIN <= f <= DATE_MAX:
            raise Overflow(f)
        return f
    if vt == VT.DECIMAL:
        return to_decimal(value, src_vt)
    if vt == VT.CY:
        d = decimal.Decimal(value) if not isinstance(value, float) else decimal.Decimal(repr(value))
        units = int((d * 10000).to_integral_value(rounding=decimal.ROUND_HALF_EVEN))
        if not _CY_RANGE[0] <= units <= _CY_RANGE[1]:
            raise Overflow(units)
        return decimal.Decimal(units) / 10000
    raise NotImplementedError("to VARTYPE %d" % vt)


_DEC_MAX = (1 << 96) - 1
#: Arithmetic on DECIMAL values: enough digits that only the rounding to 28 decimals asked
#: for ever rounds (Python's default context keeps 28 significant digits, not decimals).
EXACT = decimal.Context(prec=80, rounding=decimal.ROUND_HALF_EVEN)


def _stripped(d):
    """``d`` without trailing fractional zeros (and no exponent above 0)."""
    if d == 0:
        return decimal.Decimal(0)
    d = d.normalize(EXACT)
    return d.quantize(decimal.Decimal(1), context=EXACT) if d.as_tuple().exponent > 0 else d


def to_decimal(value, src_vt):
    """A VT_DECIMAL value (a Decimal whose exponent is -scale, 0..28, and whose digits fit
    in 96 bits) of a ``src_vt`` value: doubles with 16 significant digits and floats with
    7, trailing zeros dropped; currency keeps its four decimals; raises Overflow."""
    if isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise Overflow(value)
        value = _stripped(decimal.Decimal("%.*g" % (7 if src_vt == VT.R4 else 16, value)))
    elif src_vt == VT.CY:
        value = decimal.Decimal(value).quantize(decimal.Decimal("0.0001"))
    elif src_vt == VT.BSTR:
        value = _stripped(value)
    elif src_vt != VT.DECIMAL:
        value = decimal.Decimal(value)
    if -value.as_tuple().exponent > 28:
        value = value.quantize(decimal.Decimal(1).scaleb(-28, EXACT), context=EXACT)
    while value.copy_abs().scaleb(-value.as_tuple().exponent, EXACT) > _DEC_MAX:
        exp = value.as_tuple().exponent
        if exp >= 0:
            raise Overflow(value)
        value = value.quantize(decimal.Decimal(1).scaleb(exp + 1, EXACT), context=EXACT)
    return value


def decimal_parts(value):
    """(scale, negative, 96-bit mantissa) of a VT_DECIMAL value."""
    t = value.as_tuple()
    scale = max(0, -t.exponent)
    mantissa = int(value.copy_abs().scaleb(scale, EXACT))
    return scale, bool(t.sign) and mantissa != 0, mantissa


def _format_float(value, digits):
    if math.isnan(value) or math.isinf(value):
        raise Overflow(value)
    text = "%.*G" % (digits, value)
    if "E" in text:
        mant, exp = text.split("E")
        text = "%sE%s%02d" % (mant, exp[0], int(exp[1:]))
    return text


def format_date(value, flags=0):
    """A DATE as en-US text (M/D/YYYY h:mm:ss AM)."""
    f = fields_from_date(value)
    if f is None:
        raise Overflow(value)
    year, month, day, hour, minute, second, _dow = f
    date = "%d/%d/%d" % (month, day, year)
    time = "%d:%02d:%02d %s" % ((hour + 11) % 12 + 1, minute, second, "AM" if hour < 12 else "PM")
    if flags & VAR_DATEVALUEONLY:
        return date
    if flags & VAR_TIMEVALUEONLY:
        return time
    whole = math.ceil(value) if value < 0 else math.floor(value)
    if whole == 0:               # day 0 (30 December 1899) is "no date": the time alone
        return time
    if (hour, minute, second) == (0, 0, 0):
        return date
    return date + " " + time


def format_value(value, src_vt, flags=0):
    """The text VarBstrFrom* gives a ``src_vt`` value."""
    if src_vt == VT.BSTR:
        return value
    if src_vt == VT.EMPTY:
        return ""
    if src_vt == VT.BOOL:
        if flags & (VARIANT_ALPHABOOL | VARIANT_LOCALBOOL):
            return "True" if value else "False"
        return "-1" if value else "0"
    if src_vt == VT.R8:
        return _format_float(value, 15)
    if src_vt == VT.R4:
        return _format_float(value, 7)
    if src_vt == VT.DATE:
        return format_date(value, flags)
    if src_vt in (VT.CY, VT.DECIMAL):
        text = "{:f}".format(value)
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        return "0" if text in ("-0", "") else text
    return str(int(value))
