"""GetNumberFormat's work: a number string laid out with a NUMBERFMT (digits after the
decimal separator, leading zero, digit grouping, separators, negative order), rounding half
away from zero on the decimal digits as Windows does, without going through a float."""

import re

from .locale import locale_info

__all__ = ["NumberFormat", "EN_US", "format_number", "format_currency", "EN_US_CURRENCY",
           "locale_number_format", "locale_currency_format"]

_NUMBER = re.compile(r"^(-?)(\d*)(?:\.(\d*))?$")
#: NegativeOrder 0..4: "(1.1)", "-1.1", "- 1.1", "1.1-", "1.1 -".
_NEGATIVE = ("(%s)", "-%s", "- %s", "%s-", "%s -")


class NumberFormat:
    """The fields of a NUMBERFMT."""

    __slots__ = ("digits", "leading_zero", "grouping", "decimal", "thousand", "negative")

    def __init__(self, digits, leading_zero, grouping, decimal, thousand, negative):
        self.digits, self.leading_zero, self.grouping = digits, leading_zero, grouping
        self.decimal, self.thousand, self.negative = decimal, thousand, negative


#: The en-US locale's number format (LOCALE_IDIGITS, ILZERO, SGROUPING "3;0", SDECIMAL,
#: STHOUSAND, INEGNUMBER).
EN_US = NumberFormat(2, 1, 3, ".", ",", 1)


def _groups(grouping):
    """Group sizes from the right, the last repeating (0: no more grouping): the decimal
    digits of the NUMBERFMT.Grouping value, as Windows reads it (3: threes; 32: 3 then
    twos; 312: 3, 1, then twos; 310: 3, 1, then no more); None for a negative one."""
    if grouping < 0:
        return None
    return [int(d) for d in str(grouping)]


def format_number(text, fmt):
    """``text`` (an optional '-', digits, an optional '.' and digits) in ``fmt``; None when
    the text is no such number or a field is out of range (ERROR_INVALID_PARAMETER)."""
    m = _NUMBER.match(text)
    groups = _groups(fmt.grouping)
    if m is None or not (m.group(2) or m.group(3)) or groups is None or \
            not 0 <= fmt.negative <= 4 or fmt.digits > 9:
        return None
    sign, whole, frac = m.group(1), m.group(2) or "", m.group(3) or ""
    frac = frac.ljust(fmt.digits + 1, "0")
    kept, rest = whole + frac[:fmt.digits], frac[fmt.digits]
    if rest >= "5":                     # round half away from zero, digit by digit
        kept = str(int(kept or "0") + 1).rjust(len(kept), "0")
    whole = kept[:len(kept) - fmt.digits] if fmt.digits else kept
    frac = kept[len(kept) - fmt.digits:] if fmt.digits else ""
    whole = whole.lstrip("0")
    if not whole and fmt.leading_zero:
        whole = "0"
    parts, sizes = [], list(groups)
    while whole:
        size = sizes[0]
        if size == 0 or len(whole) <= size:
            parts.insert(0, whole)
            break
        parts.insert(0, whole[-size:])
        whole = whole[:-size]
        if len(sizes) > 1:
            sizes.pop(0)
    out = fmt.thousand.join(parts)
    if fmt.digits:
        out += fmt.decimal + frac
    if sign and set(kept) - {"0"}:      # a value that rounds to zero has no sign
        out = _NEGATIVE[fmt.negative] % out
    return out


#: NegativeOrder 0..15 of a CURRENCYFMT ($ is the symbol, 1.1 the number).
_NEG_CURRENCY = ("($1)", "-$1", "$-1", "$1-", "(1$)", "-1$", "1-$", "1$-", "-1 $", "-$ 1",
                 "1 $-", "$ 1-", "$ -1", "1- $", "($ 1)", "(1 $)")
#: PositiveOrder 0..3.
_POS_CURRENCY = ("$1", "1$", "$ 1", "1 $")


def format_currency(text, fmt, negative, positive, symbol):
    """``text`` as money: the number in ``fmt`` (its own negative order unused) placed with
    ``symbol`` by the positive (0-3) or negative (0-15) order; None when the number or an
    order is out of range."""
    if not 0 <= negative <= 15 or not 0 <= positive <= 3:
        return None
    neg = text.startswith("-")
    body = format_number(text[1:] if neg else text,
                         NumberFormat(fmt.digits, fmt.leading_zero, fmt.grouping,
                                      fmt.decimal, fmt.thousand, 1))
    if body is None:
        return None
    # negative by its sign even when it rounds to zero ("($0.00)", as Wine answers)
    if neg and any(ch.isdigit() and ch != "0" for ch in text):
        pattern = _NEG_CURRENCY[negative]
    else:
        pattern = _POS_CURRENCY[positive]
    return pattern.replace("$", "\0").replace("1", body, 1).replace("\0", symbol)


#: The en-US locale's currency format: (NUMBERFMT fields: ICURRDIGITS, ILZERO, SMONGROUPING
#: "3;0", SMONDECIMALSEP, SMONTHOUSANDSEP), INEGCURR, ICURRENCY, SCURRENCY.
EN_US_CURRENCY = (NumberFormat(2, 1, 3, ".", ",", 1), 0, 0, "$")


def _grouping(text):
    """NUMBERFMT.Grouping for a LOCALE_SGROUPING string: "3;0" is 3, "3;2;0" 32, "0;0" 0."""
    sizes = [int(p) for p in text.split(";") if p.isdigit()]
    if sizes and sizes[-1] == 0:
        sizes.pop()
    return int("".join(str(n) for n in sizes) or "0")


def locale_number_format(name):
    """The NumberFormat of locale ``name`` (LOCALE_IDIGITS, ILZERO, SGROUPING, SDECIMAL,
    STHOUSAND, INEGNUMBER)."""
    def info(lctype):
        return locale_info(lctype, name)
    return NumberFormat(int(info(0x0011)), int(info(0x0012)), _grouping(info(0x0010)),
                        info(0x000E), info(0x000F), int(info(0x1010)))


def locale_currency_format(name):
    """(NumberFormat, negative order, positive order, symbol) of locale ``name``'s money
    (LOCALE_ICURRDIGITS, ILZERO, SMONGROUPING, SMONDECIMALSEP, SMONTHOUSANDSEP, INEGCURR,
    ICURRENCY, SCURRENCY)."""
    def info(lctype):
        return locale_info(lctype, name)
    nf = NumberFormat(int(info(0x0019)), int(info(0x0012)), _grouping(info(0x0018)),
                      info(0x0016), info(0x0017), 1)
    return nf, int(info(0x001C)), int(info(0x001B)), info(0x0014)
