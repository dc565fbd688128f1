"""KERNEL32's code page queries: the ANSI page is 1252, the OEM page 437.

These are the pages the guest's text conversions use (MultiByteToWideChar, the clipboard's
CF_TEXT/CF_OEMTEXT); UTF-8 (65001) and US-ASCII (20127) are valid too, and the ANSI and
OEM pages of the other locales the guest has (``kernel/nls.py`` PAGES), through which
the A functions of those locales convert: the double-byte ones (932, 936, 949, 950)
report their lead-byte ranges.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32
from ...kernel.nls import PAGES
from .locale import thread_code_page

CP_ACP, CP_OEMCP, CP_MACCP, CP_THREAD_ACP = 0, 1, 2, 3


def _page(c, cp):
    if cp == CP_THREAD_ACP:
        return thread_code_page(c, cp)
    if cp == CP_ACP:
        return 1252
    if cp == CP_OEMCP:
        return 437
    return cp


@api(KERNEL32, "GetOEMCP", widths=BOTH)
def GetOEMCP(c):
    return 437


@api(KERNEL32, "IsValidCodePage", "UINT cp", widths=BOTH)
def IsValidCodePage(c, cp):
    return int(cp in PAGES)


@api(KERNEL32, "GetCPInfo", "UINT cp, LPVOID info", widths=BOTH)
def GetCPInfo(c, cp, info):
    page = PAGES.get(_page(c, cp))
    if page is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(info, _cpinfo(page))
    return 1


def _cpinfo(page):
    """CPINFO: MaxCharSize, DefaultChar[2] ("?"), LeadByte[12] (the lead-byte ranges as
    pairs of first and last byte, ended by a pair of zeros)."""
    leads = bytes(b for lo_hi in page[1] for b in lo_hi)
    return struct.pack("<I2s12s", page[0], b"?\0", leads.ljust(12, b"\0"))


@api(KERNEL32, "GetCPInfoEx{AW}", "UINT cp, DWORD flags, LPVOID info", widths=BOTH)
def GetCPInfoEx(c, cp, flags, info):
    number = _page(c, cp)
    page = PAGES.get(number)
    if page is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    mem.write(info, _cpinfo(page))
    mem.w16(info + 18, page[2])                  # UnicodeDefaultChar
    mem.w32(info + 20, number)                   # CodePage
    c.write_str(info + 24, page[3], 260)         # CodePageName[MAX_PATH]
    return 1
