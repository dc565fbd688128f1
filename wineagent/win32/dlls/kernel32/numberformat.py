"""KERNEL32!GetNumberFormatA/W over the guest's one locale (en-US) or a NUMBERFMT
(``kernel/numformat.py`` lays the number out)."""

import struct

from ....abi.api import api
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER
from ...kernel.numformat import EN_US, NumberFormat, format_number
from .locale import _answer, _check_lcid

K = "KERNEL32.dll"
LOCALE_NOUSEROVERRIDE = 0x80000000


@api(K, "GetNumberFormat{AW}", "DWORD lcid, DWORD flags, LPVOID value, LPVOID fmt, LPVOID buf, int size")
def GetNumberFormat(c, lcid, flags, value, fmt, buf, size):
    _check_lcid(c.spec.name, lcid)
    vm = c.vm
    if fmt:
        if flags:                       # flags only go with the locale's own format
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        digits, lzero, grouping, dec, thou, neg = struct.unpack("<6I", vm.mem.read(fmt, 24))
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
    return _answer(c, text, buf, size)
