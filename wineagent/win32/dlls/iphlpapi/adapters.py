"""The machine's one interface and its network settings: GetAdaptersAddresses,
GetAdaptersInfo, GetInterfaceInfo, GetNumberOfInterfaces, GetNetworkParams.

WS2_32 here is Windows with its network unplugged (dlls/ws2_32/main.py): names do not
resolve, connects outside the guest fail with WSAENETUNREACH. The IP Helper answers the
same machine: the only interface is the one Windows always has, "Loopback Pseudo-Interface
1" (interface index 1, IF_TYPE_SOFTWARE_LOOPBACK, NDIS name ``loopback_0``), up, with
127.0.0.1/8 and ::1/128; there is no adapter, no gateway, no DNS server, no DNS domain.
Its values are Windows 10's for its loopback interface (``netsh interface ipv4 show
interfaces``: index 1, metric 75, MTU 4294967295), and nothing here depends on the host
(Wine answers the host's own interfaces): a run is the same on every machine. The
interface's GUID, which Windows makes when it installs the interface, is a constant of
this machine (LOOPBACK_GUID). names.py and routes.py use the interface declared here.

- GetAdaptersAddresses lists the loopback interface (Windows always does): ::1 and
  127.0.0.1 as its unicast addresses (AF_UNSPEC; one of them for AF_INET or AF_INET6),
  its on-link prefixes with GAA_FLAG_INCLUDE_PREFIX, no anycast, multicast, DNS server,
  WINS server or gateway address. Everything lands in the caller's buffer (the
  structures, then their socket addresses and strings), so one free releases it;
  too small a buffer: ERROR_BUFFER_OVERFLOW and the size needed.
- GetAdaptersInfo and GetInterfaceInfo leave the loopback interface out (MSDN: they
  describe network adapters), so there is nothing to list: ERROR_NO_DATA, and
  ERROR_INSUFFICIENT_BUFFER with the size of an empty table for GetInterfaceInfo (its
  count alone), as Windows' and Wine's do.
- GetNumberOfInterfaces counts every interface, loopback too: 1.
- GetNetworkParams: the DNS host name, no DNS domain, no DNS server (an empty
  DnsServerList, CurrentDnsServer pointing at it), hybrid NetBIOS node type, no scope
  id, no routing, proxy or DNS resolution over NetBIOS.
"""

import struct as _struct
import uuid

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.dllnames import IPHLPAPI
from ...kernel.sysinfo import DNS_HOST_NAME
from ...core.winerror import (ERROR_BUFFER_OVERFLOW, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_PARAMETER, ERROR_NO_DATA, ERROR_SUCCESS)

AF_UNSPEC, AF_INET, AF_INET6 = 0, 2, 23

# -- the loopback interface ------------------------------------------------------------------
IF_TYPE_SOFTWARE_LOOPBACK = 24
IF_OPER_STATUS_UP = 1                  # IfOperStatusUp (IF_OPER_STATUS)
NET_IF_CONNECTION_DEDICATED = 1
NET_IF_COMPARTMENT_ID_PRIMARY = 1
TUNNEL_TYPE_NONE = 0

LOOPBACK_INDEX = 1
LOOPBACK_NET_LUID_INDEX = 0
#: NET_LUID: the interface type in bits 48-63, the NetLuidIndex in bits 24-47.
LOOPBACK_LUID = (IF_TYPE_SOFTWARE_LOOPBACK << 48) | (LOOPBACK_NET_LUID_INDEX << 24)
LOOPBACK_ALIAS = "Loopback Pseudo-Interface 1"          # FriendlyName
LOOPBACK_DESCRIPTION = "Software Loopback Interface 1"
LOOPBACK_GUID = uuid.UUID("5f3c1a2e-9b7d-4e61-8c0a-2d4b6e8f1a3c")
LOOPBACK_MTU = 0xFFFFFFFF
LOOPBACK_METRIC = 75
LOOPBACK_SPEED = 1073741824            # bits/s, both directions

#: The NDIS name prefix of each interface type ConvertInterfaceNameToLuid knows
#: (ifdef.h's IF_TYPE_*; the names Windows' NDIS gives its interfaces).
NAME_PREFIXES = {"other": 1, "ethernet": 6, "tokenring": 9, "ppp": 23, "loopback": 24,
                 "atm": 37, "wireless": 71, "tunnel": 131, "ieee1394": 144}

#: The interface's addresses, as GetAdaptersAddresses lists them (IPv6 first, as
#: Windows does): (family, address bytes, on-link prefix length).
ADDRESSES = ((AF_INET6, bytes(15) + b"\x01", 128),
             (AF_INET, bytes((127, 0, 0, 1)), 8))
#: The prefixes GAA_FLAG_INCLUDE_PREFIX lists: Windows' on-link routes of the
#: interface (``route print``): 127.0.0.0/8, the address itself, the broadcast address.
PREFIXES = ((AF_INET6, bytes(15) + b"\x01", 128),
            (AF_INET, bytes((127, 0, 0, 0)), 8),
            (AF_INET, bytes((127, 0, 0, 1)), 32),
            (AF_INET, bytes((127, 255, 255, 255)), 32))


def guid_bytes():
    """The interface GUID as a GUID structure's 16 bytes."""
    return LOOPBACK_GUID.bytes_le


def guid_string():
    """The interface GUID as Windows spells it in AdapterName: ``{XXXXXXXX-...}``."""
    return "{%s}" % str(LOOPBACK_GUID).upper()


def is_loopback_v4(addr):
    """Whether a 4-byte IPv4 address (network order) is in 127.0.0.0/8."""
    return addr[0] == 127


def is_loopback_v6(addr):
    """Whether a 16-byte IPv6 address is ::1 or an IPv4-mapped loopback address."""
    return addr == ADDRESSES[0][1] or (addr[:12] == bytes(10) + b"\xff\xff" and addr[12] == 127)


# -- structures (iptypes.h, ifdef.h, ws2def.h) -----------------------------------------------
# As mingw-w64 lays them out at both widths (test/win32/test_structs.py checks each). The
# SDK opens IP_ADAPTER_ADDRESSES, its unicast-address and prefix lists with a union of
# ``ULONGLONG Alignment`` and ``{ULONG Length; DWORD IfIndex-or-Flags}``: declared here as
# the two ULONG fields, which the 8-byte members after them (or the size) keep at the
# same offsets and alignment at both widths.
SOCKET_ADDRESS = struct("SOCKET_ADDRESS", "LPVOID lpSockaddr; INT iSockaddrLength")

IP_ADAPTER_UNICAST_ADDRESS_LH = struct(
    "IP_ADAPTER_UNICAST_ADDRESS_LH",
    "ULONG Length; DWORD Flags; LPVOID Next; SOCKET_ADDRESS Address; DWORD PrefixOrigin;"
    " DWORD SuffixOrigin; DWORD DadState; ULONG ValidLifetime; ULONG PreferredLifetime;"
    " ULONG LeaseLifetime; UINT8 OnLinkPrefixLength")

IP_ADAPTER_PREFIX_XP = struct(
    "IP_ADAPTER_PREFIX_XP",
    "ULONG Length; DWORD Flags; LPVOID Next; SOCKET_ADDRESS Address; ULONG PrefixLength")

IP_ADAPTER_ADDRESSES_LH = struct(
    "IP_ADAPTER_ADDRESSES_LH",
    "ULONG Length; DWORD IfIndex; LPVOID Next; LPVOID AdapterName;"
    " LPVOID FirstUnicastAddress; LPVOID FirstAnycastAddress;"
    " LPVOID FirstMulticastAddress; LPVOID FirstDnsServerAddress; LPVOID DnsSuffix;"
    " LPVOID Description; LPVOID FriendlyName; BYTE PhysicalAddress[8];"
    " ULONG PhysicalAddressLength; ULONG Flags; ULONG Mtu; DWORD IfType; DWORD OperStatus;"
    " DWORD Ipv6IfIndex; ULONG ZoneIndices[16]; LPVOID FirstPrefix;"
    " ULONG64 TransmitLinkSpeed; ULONG64 ReceiveLinkSpeed; LPVOID FirstWinsServerAddress;"
    " LPVOID FirstGatewayAddress; ULONG Ipv4Metric; ULONG Ipv6Metric; ULONG64 Luid;"
    " SOCKET_ADDRESS Dhcpv4Server; DWORD CompartmentId; GUID NetworkGuid;"
    " DWORD ConnectionType; DWORD TunnelType; SOCKET_ADDRESS Dhcpv6Server;"
    " BYTE Dhcpv6ClientDuid[130]; ULONG Dhcpv6ClientDuidLength; ULONG Dhcpv6Iaid;"
    " LPVOID FirstDnsSuffix")

IP_ADDR_STRING = struct("IP_ADDR_STRING", "LPVOID Next; CHAR IpAddress[16]; CHAR IpMask[16];"
                                          " DWORD Context")

FIXED_INFO = struct("FIXED_INFO", "CHAR HostName[132]; CHAR DomainName[132];"
                                  " LPVOID CurrentDnsServer; IP_ADDR_STRING DnsServerList;"
                                  " UINT NodeType; CHAR ScopeId[260]; UINT EnableRouting;"
                                  " UINT EnableProxy; UINT EnableDns")

#: Every structure here, for the compiler check.
STRUCTURES = (SOCKET_ADDRESS, IP_ADAPTER_UNICAST_ADDRESS_LH, IP_ADAPTER_PREFIX_XP,
              IP_ADAPTER_ADDRESSES_LH, IP_ADDR_STRING, FIXED_INFO)


# GetAdaptersAddresses flags (iptypes.h)
GAA_FLAG_SKIP_UNICAST = 0x0001
GAA_FLAG_SKIP_ANYCAST = 0x0002
GAA_FLAG_SKIP_MULTICAST = 0x0004
GAA_FLAG_SKIP_DNS_SERVER = 0x0008
GAA_FLAG_INCLUDE_PREFIX = 0x0010
GAA_FLAG_SKIP_FRIENDLY_NAME = 0x0020
GAA_FLAG_INCLUDE_WINS_INFO = 0x0040
GAA_FLAG_INCLUDE_GATEWAYS = 0x0080
GAA_FLAG_INCLUDE_ALL_INTERFACES = 0x0100
GAA_FLAG_INCLUDE_ALL_COMPARTMENTS = 0x0200
GAA_FLAG_INCLUDE_TUNNEL_BINDINGORDER = 0x0400
#: The flags whose whole meaning is known here: the SKIP_* ones leave out lists that
#: are empty or present; WINS servers, gateways, disabled interfaces and other
#: compartments are lists this machine has none of; the tunnel binding order is an
#: order of nothing. A flag outside them stops naming it.
_KNOWN_FLAGS = 0x07FF

# IP_ADAPTER_ADDRESSES Flags
IP_ADAPTER_IPV4_ENABLED = 0x0080
IP_ADAPTER_IPV6_ENABLED = 0x0100

# The unicast address's origin and state (nldef.h): a well-known address, always valid.
IP_PREFIX_ORIGIN_WELL_KNOWN = 2
IP_SUFFIX_ORIGIN_WELL_KNOWN = 2
IP_DAD_STATE_PREFERRED = 4
INFINITE_LIFETIME = 0xFFFFFFFF

#: The Flags' IPv4 / IPv6 bits: the families the call asked for that the interface has
#: (Wine 8 sets them the same way, as it walks the addresses of each family asked).
_FAMILY_FLAGS = {AF_UNSPEC: IP_ADAPTER_IPV4_ENABLED | IP_ADAPTER_IPV6_ENABLED,
                 AF_INET: IP_ADAPTER_IPV4_ENABLED, AF_INET6: IP_ADAPTER_IPV6_ENABLED}

HYBRID_NODETYPE = 8
#: ZoneIndices' scope levels that name the interface itself (SCOPE_LEVEL: interface,
#: link): a program composing a scoped IPv6 address for this interface reads them.
_ZONE_LEVELS_OF_THE_INTERFACE = (1, 2)


def _sockaddr(family, addr):
    """A SOCKADDR_IN or SOCKADDR_IN6 (port 0, scope 0) holding ``addr``."""
    if family == AF_INET:
        return _struct.pack("<hH4s8x", AF_INET, 0, addr)
    return _struct.pack("<hHI16sI", AF_INET6, 0, 0, addr, 0)


def _adapter_addresses(base, ptr, family, flags):
    """The bytes GetAdaptersAddresses stores at guest address ``base``: the loopback
    interface's IP_ADAPTER_ADDRESSES, its lists, then their socket addresses and
    strings (every pointer into the same block)."""
    aa_size = IP_ADAPTER_ADDRESSES_LH.layout(ptr).size
    uni_size = IP_ADAPTER_UNICAST_ADDRESS_LH.layout(ptr).size
    pre_size = IP_ADAPTER_PREFIX_XP.layout(ptr).size
    wanted = [a for a in ADDRESSES if family in (AF_UNSPEC, a[0])]
    unicast = [] if flags & GAA_FLAG_SKIP_UNICAST else wanted
    prefixes = ([p for p in PREFIXES if family in (AF_UNSPEC, p[0])]
                if flags & GAA_FLAG_INCLUDE_PREFIX else [])
    # Layout: the structures (8-aligned), then the socket addresses, then the strings.
    at = aa_size
    uni_at = []
    for _ in unicast:
        uni_at.append(at)
        at += uni_size
    pre_at = []
    for _ in prefixes:
        pre_at.append(at)
        at += pre_size
    tail = bytearray()
    placed = {}

    def place(key, data):
        nonlocal tail
        placed[key] = at + len(tail)
        tail += data
        tail += bytes(-len(tail) % 8)
        return placed[key]

    sock = {}
    for i, (fam, addr, _n) in enumerate(unicast):
        sock[("u", i)] = (place(("u", i), _sockaddr(fam, addr)), 16 if fam == AF_INET else 28)
    for i, (fam, addr, _n) in enumerate(prefixes):
        sock[("p", i)] = (place(("p", i), _sockaddr(fam, addr)), 16 if fam == AF_INET else 28)
    name = place("name", guid_string().encode("ascii") + b"\0")
    suffix = place("suffix", b"\0\0")
    descr = place("descr", (LOOPBACK_DESCRIPTION + "\0").encode("utf-16-le"))
    friendly = place("friendly", (LOOPBACK_ALIAS + "\0").encode("utf-16-le"))
    buf = bytearray(at) + tail
    zones = [0] * 16
    for level in _ZONE_LEVELS_OF_THE_INTERFACE:
        zones[level] = LOOPBACK_INDEX
    header = IP_ADAPTER_ADDRESSES_LH.pack(
        ptr, Length=aa_size, IfIndex=LOOPBACK_INDEX, Next=0, AdapterName=base + name,
        FirstUnicastAddress=base + uni_at[0] if uni_at else 0,
        DnsSuffix=base + suffix, Description=base + descr, FriendlyName=base + friendly,
        Flags=_FAMILY_FLAGS[family], Mtu=LOOPBACK_MTU,
        IfType=IF_TYPE_SOFTWARE_LOOPBACK, OperStatus=IF_OPER_STATUS_UP,
        Ipv6IfIndex=LOOPBACK_INDEX, ZoneIndices=tuple(zones),
        FirstPrefix=base + pre_at[0] if pre_at else 0,
        TransmitLinkSpeed=LOOPBACK_SPEED, ReceiveLinkSpeed=LOOPBACK_SPEED,
        Ipv4Metric=LOOPBACK_METRIC, Ipv6Metric=LOOPBACK_METRIC, Luid=LOOPBACK_LUID,
        CompartmentId=NET_IF_COMPARTMENT_ID_PRIMARY,
        ConnectionType=NET_IF_CONNECTION_DEDICATED, TunnelType=TUNNEL_TYPE_NONE)
    buf[0:aa_size] = header
    for i, (fam, addr, plen) in enumerate(unicast):
        nxt = base + uni_at[i + 1] if i + 1 < len(uni_at) else 0
        s_at, s_len = sock[("u", i)]
        buf[uni_at[i]:uni_at[i] + uni_size] = IP_ADAPTER_UNICAST_ADDRESS_LH.pack(
            ptr, Length=uni_size, Flags=0, Next=nxt, Address=(base + s_at, s_len),
            PrefixOrigin=IP_PREFIX_ORIGIN_WELL_KNOWN, SuffixOrigin=IP_SUFFIX_ORIGIN_WELL_KNOWN,
            DadState=IP_DAD_STATE_PREFERRED, ValidLifetime=INFINITE_LIFETIME,
            PreferredLifetime=INFINITE_LIFETIME, LeaseLifetime=INFINITE_LIFETIME,
            OnLinkPrefixLength=plen)
    for i, (fam, addr, plen) in enumerate(prefixes):
        nxt = base + pre_at[i + 1] if i + 1 < len(pre_at) else 0
        s_at, s_len = sock[("p", i)]
        buf[pre_at[i]:pre_at[i] + pre_size] = IP_ADAPTER_PREFIX_XP.pack(
            ptr, Length=pre_size, Flags=0, Next=nxt, Address=(base + s_at, s_len),
            PrefixLength=plen)
    return bytes(buf)


@api(IPHLPAPI, "GetAdaptersAddresses", "ULONG family, ULONG flags, LPVOID reserved, "
     "LPVOID addresses, LPVOID size", widths=BOTH)
def GetAdaptersAddresses(c, family, flags, reserved, addresses, size):
    """The loopback interface's IP_ADAPTER_ADDRESSES list in the caller's buffer."""
    if family not in (AF_UNSPEC, AF_INET, AF_INET6) or reserved or not size:
        return ERROR_INVALID_PARAMETER
    if flags & ~_KNOWN_FLAGS:
        raise Unimplemented("GetAdaptersAddresses flags 0x%x" % (flags & ~_KNOWN_FLAGS))
    mem = c.vm.mem
    needed = len(_adapter_addresses(0, c.ptr_size, family, flags))
    if not addresses or mem.u32(size) < needed:
        mem.w32(size, needed)
        return ERROR_BUFFER_OVERFLOW
    mem.write(addresses, _adapter_addresses(addresses, c.ptr_size, family, flags))
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetAdaptersInfo", "LPVOID info, LPVOID size", widths=BOTH)
def GetAdaptersInfo(c, info, size):
    """IPv4 network adapters: none (loopback is not one)."""
    if not size:
        return ERROR_INVALID_PARAMETER
    return ERROR_NO_DATA


@api(IPHLPAPI, "GetInterfaceInfo", "LPVOID table, LPVOID size", widths=BOTH)
def GetInterfaceInfo(c, table, size):
    """The IPv4 network adapters' names and indexes: none (loopback is left out). An
    IP_INTERFACE_INFO with no adapter is its LONG count alone."""
    if not size:
        return ERROR_INVALID_PARAMETER
    mem = c.vm.mem
    needed = 4
    if not table or mem.u32(size) < needed:
        mem.w32(size, needed)
        return ERROR_INSUFFICIENT_BUFFER
    mem.w32(table, 0)
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetNumberOfInterfaces", "LPVOID count", widths=BOTH)
def GetNumberOfInterfaces(c, count):
    """Every interface, loopback included: 1."""
    if not count:
        return ERROR_INVALID_PARAMETER
    c.vm.mem.w32(count, 1)
    return ERROR_SUCCESS


@api(IPHLPAPI, "GetNetworkParams", "LPVOID info, LPVOID size", widths=BOTH)
def GetNetworkParams(c, info, size):
    """FIXED_INFO: the DNS host name, no domain, an empty DNS server list."""
    if not size:
        return ERROR_INVALID_PARAMETER
    mem, ptr = c.vm.mem, c.ptr_size
    lay = FIXED_INFO.layout(ptr)
    if not info or mem.u32(size) < lay.size:
        mem.w32(size, lay.size)
        return ERROR_BUFFER_OVERFLOW
    mem.w32(size, lay.size)
    mem.write(info, FIXED_INFO.pack(
        ptr, HostName=DNS_HOST_NAME, DomainName="",
        CurrentDnsServer=info + lay.by_name["DnsServerList"].offset,
        NodeType=HYBRID_NODETYPE))
    return ERROR_SUCCESS
