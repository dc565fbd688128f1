"""An interface's identities and the conversions between them: index, LUID, NDIS name
(``loopback_0``), alias (the friendly name), GUID; if_nametoindex / if_indextoname
(RFC 3493's, which Windows exports from IPHLPAPI).

A LUID's name is its type's NDIS prefix and its NetLuidIndex, whether or not such an
interface exists (Windows and Wine spell it from the LUID alone; a type without a
prefix is ``iftype<N>``), and a name converts back to a LUID the same way. The other
conversions look the interface up: the only one here is adapters.py's; for any other
index, LUID, GUID or alias they fail as Windows does (ERROR_FILE_NOT_FOUND for an
index, LUID or GUID no interface has; ERROR_INVALID_PARAMETER for an unknown alias or
GUID), leaving the output zeroed.
"""

import re

from ....abi.api import BOTH, api
from ...core.dllnames import IPHLPAPI
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_NAME, ERROR_INVALID_PARAMETER,
                              ERROR_NOT_ENOUGH_MEMORY, ERROR_SUCCESS)
from . import adapters as lo

IF_MAX_STRING_SIZE = 256
IF_NAMESIZE = 257       # if_indextoname's buffer: NDIS_IF_MAX_STRING_SIZE + 1


def luid_name(luid):
    """The NDIS name ConvertInterfaceLuidToName gives a LUID value."""
    if_type, index = luid >> 48, (luid >> 24) & 0xFFFFFF
    for prefix, kind in lo.NAME_PREFIXES.items():
        if kind == if_type:
            return "%s_%d" % (prefix, index)
    return "iftype%d_%d" % (if_type, index)


def name_luid(name):
    """The LUID value a name converts to, or None when it is not ``<prefix>_<n>``."""
    m = re.fullmatch(r"([A-Za-z0-9]+)_(\d*)", name) if name else None
    if m is None:
        return None
    prefix, digits = m.group(1), m.group(2)
    if prefix.startswith("iftype") and prefix[6:].isdigit():
        if_type = int(prefix[6:])
    elif prefix in lo.NAME_PREFIXES:
        if_type = lo.NAME_PREFIXES[prefix]
    else:
        return None
    return ((if_type & 0xFFFF) << 48) | ((int(digits or 0) & 0xFFFFFF) << 24)


def _write_luid(c, out, value):
    c.vm.mem.w64(out, value)


@api(IPHLPAPI, "ConvertInterfaceIndexToLuid", "DWORD index, LPVOID luid", widths=BOTH)
def ConvertInterfaceIndexToLuid(c, index, luid):
    """The LUID of interface ``index``."""
    if not luid:
        return ERROR_INVALID_PARAMETER
    if index != lo.LOOPBACK_INDEX:
        _write_luid(c, luid, 0)
        return ERROR_FILE_NOT_FOUND
    _write_luid(c, luid, lo.LOOPBACK_LUID)
    return ERROR_SUCCESS


@api(IPHLPAPI, "ConvertInterfaceLuidToIndex", "LPVOID luid, LPVOID index", widths=BOTH)
def ConvertInterfaceLuidToIndex(c, luid, index):
    """The index of the interface with LUID ``*luid``."""
    if not luid or not index:
        return ERROR_INVALID_PARAMETER
    if c.vm.mem.u64(luid) != lo.LOOPBACK_LUID:
        c.vm.mem.w32(index, 0)
        return ERROR_FILE_NOT_FOUND
    c.vm.mem.w32(index, lo.LOOPBACK_INDEX)
    return ERROR_SUCCESS


def _luid_to_name(c, luid, name, length, wide):
    text = luid_name(c.vm.mem.u64(luid))
    if len(text) >= length:
        return ERROR_NOT_ENOUGH_MEMORY if wide else ERROR_INSUFFICIENT_BUFFER
    if wide:
        c.vm.mem.write_wstr(name, text)
    else:
        c.vm.mem.write_cstr(name, text)
    return ERROR_SUCCESS


@api(IPHLPAPI, "ConvertInterfaceLuidToNameW", "LPVOID luid, LPVOID name, SIZE_T length",
     widths=BOTH)
def ConvertInterfaceLuidToNameW(c, luid, name, length):
    """The NDIS name of a LUID; ``length`` in characters, the NUL included."""
    if not luid or not name:
        return ERROR_INVALID_PARAMETER
    return _luid_to_name(c, luid, name, length, True)


@api(IPHLPAPI, "ConvertInterfaceLuidToNameA", "LPVOID luid, LPVOID name, SIZE_T length",
     widths=BOTH)
def ConvertInterfaceLuidToNameA(c, luid, name, length):
    """The NDIS name of a LUID in the ANSI code page; too short a buffer fails as
    WideCharToMultiByte does (ERROR_INSUFFICIENT_BUFFER)."""
    if not luid:
        return ERROR_INVALID_PARAMETER
    if not name or not length:
        return ERROR_NOT_ENOUGH_MEMORY
    return _luid_to_name(c, luid, name, length, False)


def _name_to_luid(c, text, luid):
    if not luid:
        return ERROR_INVALID_PARAMETER
    value = name_luid(text)
    _write_luid(c, luid, value or 0)
    return ERROR_INVALID_NAME if value is None else ERROR_SUCCESS


@api(IPHLPAPI, "ConvertInterfaceNameToLuidW", "LPCWSTR name, LPVOID luid", widths=BOTH)
def ConvertInterfaceNameToLuidW(c, name, luid):
    """The LUID an NDIS name spells."""
    return _name_to_luid(c, name, luid)


@api(IPHLPAPI, "ConvertInterfaceNameToLuidA", "LPCSTR name, LPVOID luid", widths=BOTH)
def ConvertInterfaceNameToLuidA(c, name, luid):
    """The LUID an ANSI NDIS name spells (NULL: ERROR_INVALID_NAME)."""
    if name is None:
        return ERROR_INVALID_NAME
    return _name_to_luid(c, name, luid)


@api(IPHLPAPI, "ConvertInterfaceLuidToGuid", "LPVOID luid, LPVOID guid", widths=BOTH)
def ConvertInterfaceLuidToGuid(c, luid, guid):
    """The GUID of the interface with LUID ``*luid``."""
    if not luid or not guid:
        return ERROR_INVALID_PARAMETER
    if c.vm.mem.u64(luid) != lo.LOOPBACK_LUID:
        c.vm.mem.write(guid, bytes(16))
        return ERROR_FILE_NOT_FOUND
    c.vm.mem.write(guid, lo.guid_bytes())
    return ERROR_SUCCESS


@api(IPHLPAPI, "ConvertInterfaceGuidToLuid", "LPVOID guid, LPVOID luid", widths=BOTH)
def ConvertInterfaceGuidToLuid(c, guid, luid):
    """The LUID of the interface with GUID ``*guid``."""
    if not guid or not luid:
        return ERROR_INVALID_PARAMETER
    found = c.vm.mem.read(guid, 16) == lo.guid_bytes()
    _write_luid(c, luid, lo.LOOPBACK_LUID if found else 0)
    return ERROR_SUCCESS if found else ERROR_INVALID_PARAMETER


@api(IPHLPAPI, "ConvertInterfaceLuidToAlias", "LPVOID luid, LPVOID alias, SIZE_T length",
     widths=BOTH)
def ConvertInterfaceLuidToAlias(c, luid, alias, length):
    """The friendly name of the interface with LUID ``*luid``; ``length`` in
    characters, the NUL included."""
    if not luid or not alias:
        return ERROR_INVALID_PARAMETER
    if c.vm.mem.u64(luid) != lo.LOOPBACK_LUID:
        return ERROR_FILE_NOT_FOUND
    if length <= len(lo.LOOPBACK_ALIAS):
        return ERROR_NOT_ENOUGH_MEMORY
    c.vm.mem.write_wstr(alias, lo.LOOPBACK_ALIAS)
    return ERROR_SUCCESS


@api(IPHLPAPI, "ConvertInterfaceAliasToLuid", "LPCWSTR alias, LPVOID luid", widths=BOTH)
def ConvertInterfaceAliasToLuid(c, alias, luid):
    """The LUID of the interface whose friendly name is ``alias`` (case matters)."""
    if not alias or not luid:
        return ERROR_INVALID_PARAMETER
    found = alias == lo.LOOPBACK_ALIAS
    _write_luid(c, luid, lo.LOOPBACK_LUID if found else 0)
    return ERROR_SUCCESS if found else ERROR_INVALID_PARAMETER


@api(IPHLPAPI, "if_nametoindex", "LPCSTR name", widths=BOTH)
def if_nametoindex(c, name):
    """The index of the interface an NDIS name names; 0 when there is none."""
    value = name_luid(name) if name is not None else None
    return lo.LOOPBACK_INDEX if value == lo.LOOPBACK_LUID else 0


@api(IPHLPAPI, "if_indextoname", "DWORD index, LPVOID name", widths=BOTH)
def if_indextoname(c, index, name):
    """The NDIS name of interface ``index`` in ``name`` (IF_NAMESIZE bytes), and
    ``name``; NULL when there is no such interface."""
    if index != lo.LOOPBACK_INDEX or not name:
        return 0
    c.vm.mem.write_cstr(name, luid_name(lo.LOOPBACK_LUID))
    return name


