"""WS2_32: the transport catalog (WSAEnumProtocols), what Windows' base provider, MSAFD
Tcpip, offers for the sockets this WS2_32 makes: TCP and UDP over IPv4 and IPv6.

Go's runtime (internal/poll) asks for TCP's entries at start-up and skips completion
ports on success only when every one has IFS handles (XP1_IFS_HANDLES), as Windows'
own provider does. The entries carry Windows' service flags, its provider GUID and
names; no layered provider is installed.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import WS2_32
from ...core.structures import WSAPROTOCOL_INFO
from ...core.winerror import WSAEFAULT, WSAENOBUFS, WSANOTINITIALISED
from .main import AF_INET, AF_INET6, SOCK_DGRAM, SOCK_STREAM, _fail, _ws

# XP1_* service flags (winsock2.h).
_CONNECTIONLESS, _GUARANTEED_DELIVERY, _GUARANTEED_ORDER, _MESSAGE_ORIENTED = 0x1, 0x2, 0x4, 0x8
_GRACEFUL_CLOSE, _EXPEDITED_DATA, _SUPPORT_BROADCAST, _SUPPORT_MULTIPOINT = 0x20, 0x40, 0x200, 0x400
_IFS_HANDLES = 0x20000
_TCP_FLAGS = (_GUARANTEED_DELIVERY | _GUARANTEED_ORDER | _GRACEFUL_CLOSE | _EXPEDITED_DATA
              | _IFS_HANDLES)
_UDP_FLAGS = (_CONNECTIONLESS | _MESSAGE_ORIENTED | _SUPPORT_BROADCAST | _SUPPORT_MULTIPOINT
              | _IFS_HANDLES)
PFL_MATCHES_PROTOCOL_ZERO = 0x8
IPPROTO_TCP, IPPROTO_UDP = 6, 17
BASE_PROTOCOL = 1              # a ProtocolChain's ChainLen for a base provider
# MSAFD's provider id, {E70F1AA0-AB8B-11CF-8CA3-00805F48A192}.
_MSAFD = {"Data1": 0xE70F1AA0, "Data2": 0xAB8B, "Data3": 0x11CF,
          "Data4": bytes((0x8C, 0xA3, 0x00, 0x80, 0x5F, 0x48, 0xA1, 0x92))}

# (name, family, socket type, protocol, service flags, sockaddr size, message size)
_CATALOG = (
    ("MSAFD Tcpip [TCP/IP]", AF_INET, SOCK_STREAM, IPPROTO_TCP, _TCP_FLAGS, 16, 0),
    ("MSAFD Tcpip [UDP/IP]", AF_INET, SOCK_DGRAM, IPPROTO_UDP, _UDP_FLAGS, 16, 65467),
    ("MSAFD Tcpip [TCP/IPv6]", AF_INET6, SOCK_STREAM, IPPROTO_TCP, _TCP_FLAGS, 28, 0),
    ("MSAFD Tcpip [UDP/IPv6]", AF_INET6, SOCK_DGRAM, IPPROTO_UDP, _UDP_FLAGS, 28, 65467),
)
_FIRST_CATALOG_ID = 1001


def _wanted(vm, protocols):
    """The catalog entries (with their ids) the zero-terminated ``protocols`` list names
    (all for NULL)."""
    entries = list(enumerate(_CATALOG, _FIRST_CATALOG_ID))
    if not protocols:
        return entries
    asked = set()
    while True:
        p = vm.mem.u32(protocols + 4 * len(asked))
        if not p or p in asked:
            break
        asked.add(p)
    return [(i, e) for i, e in entries if e[3] in asked]


@api(WS2_32, "WSAEnumProtocols{AW}", "LPVOID protocols, LPVOID buf, LPDWORD length",
     widths=BOTH)
def WSAEnumProtocols(c, protocols, buf, length):
    """The catalog entries for ``protocols`` into ``buf``: their count; a buffer too small
    (or none): SOCKET_ERROR with WSAENOBUFS and the size needed in ``*length``."""
    vm = c.vm
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED)
    if not length:
        return _fail(vm, WSAEFAULT)
    info = WSAPROTOCOL_INFO.variant(c.wide)
    size = info.sizeof(vm.ptr_size)
    entries = _wanted(vm, protocols)
    needed = size * len(entries)
    if not buf or vm.mem.u32(length) < needed:
        vm.mem.w32(length, needed)
        return _fail(vm, WSAENOBUFS)
    for k, (cat_id, (name, family, kind, proto, flags, addr_size, msg)) in enumerate(entries):
        info.write(vm.mem, buf + k * size, vm.ptr_size, dwServiceFlags1=flags,
                   dwProviderFlags=PFL_MATCHES_PROTOCOL_ZERO, ProviderId=_MSAFD,
                   dwCatalogEntryId=cat_id, ProtocolChain={"ChainLen": BASE_PROTOCOL},
                   iVersion=2, iAddressFamily=family, iMaxSockAddr=addr_size,
                   iMinSockAddr=addr_size, iSocketType=kind, iProtocol=proto,
                   dwMessageSize=msg, szProtocol=name)
    return len(entries)
