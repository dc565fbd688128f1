"""KERNEL32!GetNumberFormatA/W and GetCurrencyFormatA/W over the guest's one locale (en-US) or a NUMBERFMT
(``kernel/numformat.py`` lays the number out)."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER
from ...kernel.numformat import (EN_US, EN_US_CURRENCY, NumberFormat, format_currency,
                               format_number)
from .locale import answer_text, check_lcid
from ...core.dllnames import KERNEL32
from ...core.structures import CURRENCYFMT, NUMBERFMT

LOCALE_NOUSEROVERRIDE = 0x80000000


@api(KERNEL32, "GetNumberFormat{AW}", "DWORD lcid, DWORD flags, LPVOID value, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetNumberFormat(c, lcid, flags, value, fmt, buf, size):
    check_lcid(c.spec.name, lcid)
    vm = c.vm
    if fmt:
        if flags:                       # flags only go with the locale's own format
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        digits, lzero, grouping, dec, thou, neg = NUMBERFMT.variant(c.wide).values(
            vm.mem, fmt, c.ptr_size)
        if not dec or not thou:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        nf = NumberFormat(digits, lzero, grouping, c.read_str(dec), c.read_str(thou), neg)
    else:
        if flags & ~LOCALE_NOUSEROVERRIDE:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        nf = EN_US
    if not value or (size and not buf) or size < 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = format_number(c.read_str(value), nf)
    if text is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return answer_text(c, text, buf, size)


@api(KERNEL32, "GetCurrencyFormat{AW}", "DWORD lcid, DWORD flags, LPVOID value, LPVOID fmt, "
     "LPVOID buf, int size", widths=BOTH)
def GetCurrencyFormat(c, lcid, flags, value, fmt, buf, size):
    """A number string as money, in the guest's locale (en-US: "$1,234.50", negative
    "($1,234.50)") or a CURRENCYFMT's layout; the characters written with the NUL (the
    size needed when ``size`` is 0)."""
    check_lcid(c.spec.name, lcid)
    vm = c.vm
    if fmt:
        if flags:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        digits, lzero, grouping, dec, thou, neg, pos, sym = \
            CURRENCYFMT.variant(c.wide).values(vm.mem, fmt, c.ptr_size)
        if not dec or not thou or not sym:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        nf = NumberFormat(digits, lzero, grouping, c.read_str(dec), c.read_str(thou), 1)
        symbol = c.read_str(sym)
    else:
        if flags & ~LOCALE_NOUSEROVERRIDE:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        nf, neg, pos, symbol = EN_US_CURRENCY
    if not value or (size and not buf) or size < 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = format_currency(c.read_str(value), nf, neg, pos, symbol)
    if text is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return answer_text(c, text, buf, size)
