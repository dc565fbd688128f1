"""KERNEL32's code page queries: the ANSI page is 1252, the OEM page 437.

These are the pages the guest's text conversions use (MultiByteToWideChar, the clipboard's
CF_TEXT/CF_OEMTEXT); UTF-8 (65001) and US-ASCII (20127) are valid too. Every page here is
single-byte except UTF-8, so no page has DBCS lead bytes.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32

CP_ACP, CP_OEMCP, CP_MACCP, CP_THREAD_ACP = 0, 1, 2, 3
#: code page -> (max bytes per character, name as GetCPInfoEx gives it)
PAGES = {
    1252: (1, "1252  (ANSI - Latin I)"),
    437: (1, "437   (OEM - United States)"),
    65001: (4, "65001 (UTF-8)"),
    20127: (1, "20127 (US-ASCII)"),
}


def _page(cp):
    if cp in (CP_ACP, CP_THREAD_ACP):
        return 1252
    if cp == CP_OEMCP:
        return 437
    return cp


@api(KERNEL32, "GetOEMCP", widths=BOTH)
def GetOEMCP(c):
    return 437


@api(KERNEL32, "IsValidCodePage", "UINT cp")
def IsValidCodePage(c, cp):
    return int(cp in PAGES)


@api(KERNEL32, "GetCPInfo", "UINT cp, LPVOID info")
def GetCPInfo(c, cp, info):
    page = PAGES.get(_page(cp))
    if page is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    # CPINFO: MaxCharSize, DefaultChar[2] ("?"), LeadByte[12] (none)
    c.vm.mem.write(info, struct.pack("<I2s12s", page[0], b"?\0", bytes(12)))
    return 1


@api(KERNEL32, "GetCPInfoEx{AW}", "UINT cp, DWORD flags, LPVOID info", widths=BOTH)
def GetCPInfoEx(c, cp, flags, info):
    number = _page(cp)
    page = PAGES.get(number)
    if page is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    mem.write(info, struct.pack("<I2s12s", page[0], b"?\0", bytes(12)))
    mem.w16(info + 18, ord("?"))                 # UnicodeDefaultChar
    mem.w32(info + 20, number)                   # CodePage
    c.write_str(info + 24, page[1], 260)         # CodePageName[MAX_PATH]
    return 1
