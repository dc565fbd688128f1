"""KERNEL32!GetNumberFormat and GetCurrencyFormat (A, W, Ex) in a locale with data
(``kernel/locale.py``) or a NUMBERFMT / CURRENCYFMT (``kernel/numformat.py`` lays the
number out)."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER
from ...kernel.numformat import (NumberFormat, format_currency, format_number,
                               locale_currency_format, locale_number_format)
from .locale import (answer_text, data_locale, lcid_locale, locale_code_page, read_ansi,
                     user_overridden)
from ...core.dllnames import KERNEL32
from ...core.structures import CURRENCYFMT, NUMBERFMT

LOCALE_NOUSEROVERRIDE = 0x80000000


@api(KERNEL32, "GetNumberFormat{AW}", "DWORD lcid, DWORD flags, LPVOID value, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetNumberFormat(c, lcid, flags, value, fmt, buf, size):
    """A number string in locale ``lcid``'s layout or a NUMBERFMT's."""
    return _number(c, lcid_locale(c.spec.name, lcid), flags, value, fmt, buf, size)


@api(KERNEL32, "GetNumberFormatEx", "LPVOID name, DWORD flags, LPVOID value, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetNumberFormatEx(c, name, flags, value, fmt, buf, size):
    """GetNumberFormat for a locale name (0 with ERROR_INVALID_PARAMETER for one Windows
    does not know)."""
    c.wide = True
    locale = data_locale(c, name)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _number(c, locale, flags, value, fmt, buf, size)


def _check_overrides(c, locale, flags):
    """Stop the guest when the user's locale has SetLocaleInfo values: its number and
    currency layout here are the locale's own."""
    if user_overridden(c, locale, flags):
        raise Unimplemented("KERNEL32.dll!%s (the user's locale after SetLocaleInfo: its "
                            "layout is the locale's own here)" % c.spec.name)


def _number(c, locale, flags, value, fmt, buf, size):
    vm = c.vm
    cp = locale_code_page(locale)       # the A function's strings are the locale's page's
    if fmt:
        if flags:                       # flags only go with the locale's own format
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        digits, lzero, grouping, dec, thou, neg = NUMBERFMT.variant(c.wide).values(
            vm.mem, fmt, c.ptr_size)
        if not dec or not thou:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        nf = NumberFormat(digits, lzero, grouping, read_ansi(c, dec, cp), read_ansi(c, thou, cp),
                          neg)
    else:
        if flags & ~LOCALE_NOUSEROVERRIDE:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        _check_overrides(c, locale, flags)
        nf = locale_number_format(locale)
    if not value or (size and not buf) or size < 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = format_number(read_ansi(c, value, cp), nf)
    if text is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return answer_text(c, text, buf, size, cp)


@api(KERNEL32, "GetCurrencyFormat{AW}", "DWORD lcid, DWORD flags, LPVOID value, LPVOID fmt, "
     "LPVOID buf, int size", widths=BOTH)
def GetCurrencyFormat(c, lcid, flags, value, fmt, buf, size):
    """A number string as money, in the guest's locale (en-US: "$1,234.50", negative
    "($1,234.50)"), another locale with data, or a CURRENCYFMT's layout; the characters
    written with the NUL (the size needed when ``size`` is 0)."""
    return _currency(c, lcid_locale(c.spec.name, lcid), flags, value, fmt, buf, size)


@api(KERNEL32, "GetCurrencyFormatEx", "LPVOID name, DWORD flags, LPVOID value, LPVOID fmt, "
     "LPVOID buf, int size", widths=BOTH)
def GetCurrencyFormatEx(c, name, flags, value, fmt, buf, size):
    """GetCurrencyFormat for a locale name (0 with ERROR_INVALID_PARAMETER for one Windows
    does not know)."""
    c.wide = True
    locale = data_locale(c, name)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _currency(c, locale, flags, value, fmt, buf, size)


def _currency(c, locale, flags, value, fmt, buf, size):
    vm = c.vm
    cp = locale_code_page(locale)
    if fmt:
        if flags:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        digits, lzero, grouping, dec, thou, neg, pos, sym = \
            CURRENCYFMT.variant(c.wide).values(vm.mem, fmt, c.ptr_size)
        if not dec or not thou or not sym:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        nf = NumberFormat(digits, lzero, grouping, read_ansi(c, dec, cp), read_ansi(c, thou, cp),
                          1)
        symbol = read_ansi(c, sym, cp)
    else:
        if flags & ~LOCALE_NOUSEROVERRIDE:
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        _check_overrides(c, locale, flags)
        nf, neg, pos, symbol = locale_currency_format(locale)
    if not value or (size and not buf) or size < 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    text = format_currency(read_ansi(c, value, cp), nf, neg, pos, symbol)
    if text is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return answer_text(c, text, buf, size, cp)
