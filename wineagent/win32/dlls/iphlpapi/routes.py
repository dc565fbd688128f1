"""Where a packet would go: GetBestInterface, GetBestInterfaceEx; and IPv4 masks as
prefix lengths (ConvertLengthToIpv4Mask, ConvertIpv4MaskToLength).

The machine's only routes are the loopback interface's (adapters.py): a loopback
destination (127.0.0.0/8, ::1) goes out of interface 1; any other has no route — no
default gateway — and fails as Wine does with no default route, ERROR_HOST_UNREACHABLE.
"""

import struct as _struct

from ....abi.api import BOTH, api
from ...core.dllnames import IPHLPAPI
from ...core.winerror import ERROR_HOST_UNREACHABLE, ERROR_INVALID_PARAMETER, ERROR_SUCCESS
from . import adapters as lo

INADDR_NONE = 0xFFFFFFFF


def _route(c, family, addr, out):
    if not lo.is_loopback_v4(addr) if family == lo.AF_INET else not lo.is_loopback_v6(addr):
        return ERROR_HOST_UNREACHABLE
    c.vm.mem.w32(out, lo.LOOPBACK_INDEX)
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetBestInterface", "DWORD dest, LPVOID index", widths=BOTH)
def GetBestInterface(c, dest, index):
    """The interface an IPv4 destination (network byte order) leaves from."""
    if not index:
        return ERROR_INVALID_PARAMETER
    return _route(c, lo.AF_INET, _struct.pack("<I", dest), index)


@api(IPHLPAPI, "GetBestInterfaceEx", "LPVOID dest, LPVOID index", widths=BOTH)
def GetBestInterfaceEx(c, dest, index):
    """The interface a SOCKADDR_IN or SOCKADDR_IN6 destination leaves from."""
    if not dest or not index:
        return ERROR_INVALID_PARAMETER
    mem = c.vm.mem
    family = mem.u16(dest)
    if family == lo.AF_INET:
        return _route(c, family, mem.read(dest + 4, 4), index)
    if family == lo.AF_INET6:
        return _route(c, family, mem.read(dest + 8, 16), index)
    return ERROR_INVALID_PARAMETER


@api(IPHLPAPI, "ConvertLengthToIpv4Mask", "ULONG length, LPVOID mask", widths=BOTH)
def ConvertLengthToIpv4Mask(c, length, mask):
    """The IPv4 mask (network byte order) of a prefix length; past 32: INADDR_NONE and
    ERROR_INVALID_PARAMETER."""
    if length > 32:
        c.vm.mem.w32(mask, INADDR_NONE)
        return ERROR_INVALID_PARAMETER
    bits = (0xFFFFFFFF << (32 - length)) & 0xFFFFFFFF
    c.vm.mem.w32(mask, int.from_bytes(bits.to_bytes(4, "big"), "little"))
    return ERROR_SUCCESS


@api(IPHLPAPI, "ConvertIpv4MaskToLength", "ULONG mask, LPVOID length", widths=BOTH)
def ConvertIpv4MaskToLength(c, mask, length):
    """The prefix length of an IPv4 mask (network byte order); a mask whose ones are not
    contiguous from the top: ERROR_INVALID_PARAMETER."""
    bits = int.from_bytes(mask.to_bytes(4, "little"), "big")
    n = 32 - ((~bits & 0xFFFFFFFF).bit_length())
    if ((0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF if n else 0) != bits:
        return ERROR_INVALID_PARAMETER
    c.vm.mem.w8(length, n)
    return ERROR_SUCCESS
