"""WS2_32: name resolution on the machine with no network of ``main.py``.

Windows parses a numeric address itself, without asking a DNS server, and answers
"localhost" and the computer's own name itself too (its loopback addresses, ::1 and
127.0.0.1, on a machine with no other address); that is all that resolves here (every
other name fails with WSAHOST_NOT_FOUND, as on a machine whose DNS server cannot be
reached):

- getaddrinfo / GetAddrInfoW: a dotted IPv4 or an IPv6 address of the family asked
  (AF_UNSPEC: either), or no node at all: the wildcard address with AI_PASSIVE, loopback
  without; a local name (``localhost``, the computer's NetBIOS or DNS name, any case):
  ::1 then 127.0.0.1 for AF_UNSPEC (Windows lists IPv6 first), the one of the family
  asked otherwise, never with AI_NUMERICHOST. One entry per address, whose socket type
  and protocol are the hints' (zero without hints: Windows does not make an entry per
  socket type); the canonical name, with AI_CANONNAME, is the node as given, on the
  first entry. The service is a port number (a service name
  would need the services file: WSATYPE_NOT_FOUND). The list is made in the guest's heap;
  freeaddrinfo / FreeAddrInfoW release it.
- gethostbyname: a dotted IPv4 address gives a HOSTENT of that one address, named by the
  text, in a block of the calling thread's that its next call reuses; a local name
  gives 127.0.0.1 the same way (gethostbyname is IPv4 only).
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import (WSAHOST_NOT_FOUND, WSANOTINITIALISED, WSATYPE_NOT_FOUND,
                             WSAEAFNOSUPPORT, WSA_NOT_ENOUGH_MEMORY)
from ...core.dllnames import WS2_32
from ...kernel.sysinfo import COMPUTER_NAME, DNS_HOST_NAME
from .addresses import pton4, pton6
from .main import AF_INET, AF_INET6, _fail, _ws, sockaddr_bytes

AF_UNSPEC = 0
AI_PASSIVE, AI_CANONNAME, AI_NUMERICHOST = 0x1, 0x2, 0x4
ADDRINFO = struct("ADDRINFO", "int ai_flags; int ai_family; int ai_socktype; "
                  "int ai_protocol; SIZE_T ai_addrlen; LPVOID ai_canonname; "
                  "LPVOID ai_addr; LPVOID ai_next")
HOSTENT = struct("HOSTENT", "LPVOID h_name; LPVOID h_aliases; short h_addrtype; "
                 "short h_length; LPVOID h_addr_list")


def _numeric(text, family):
    """(family, address bytes) of a numeric address of ``family`` (AF_UNSPEC: either), or
    None."""
    if family in (AF_UNSPEC, AF_INET):
        raw = pton4(text)
        if raw is not None:
            return AF_INET, raw
    if family in (AF_UNSPEC, AF_INET6):
        raw = pton6(text)
        if raw is not None:
            return AF_INET6, raw
    return None


LOOPBACK4, LOOPBACK6 = b"\x7f\x00\x00\x01", bytes(15) + b"\x01"
#: The names Windows resolves itself, without DNS: its loopback name and its own names
#: (compared without case).
LOCAL_NAMES = frozenset({"localhost", DNS_HOST_NAME.lower(), COMPUTER_NAME.lower()})


def _local(text, family):
    """[(family, address bytes), ...] a local name resolves to (IPv6 first for
    AF_UNSPEC), or None when ``text`` is not one."""
    if text is None or text.lower() not in LOCAL_NAMES:
        return None
    return [(f, a) for f, a in ((AF_INET6, LOOPBACK6), (AF_INET, LOOPBACK4))
            if family in (AF_UNSPEC, f)]


def _port(service):
    """The port a service string names (a number up to 65535), None when it is not one."""
    if service is None:
        return 0
    if service.isdigit() and service.isascii() and int(service) <= 0xFFFF:
        return int(service)
    return None


def _resolve(c, node, service, hints, result, wide):
    """getaddrinfo's work for both character sets; returns the error code it answers."""
    vm = c.vm
    mem, ptr = vm.mem, vm.ptr_size
    if result:
        mem.wptr(result, 0)                 # the ADDRINFO * cell, pointer-sized
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED, WSANOTINITIALISED)
    flags = family = socktype = protocol = 0
    if hints:
        h = ADDRINFO.at(mem, hints, ptr)
        flags, family, socktype, protocol = h.ai_flags, h.ai_family, h.ai_socktype, \
            h.ai_protocol
    if family not in (AF_UNSPEC, AF_INET, AF_INET6):
        return _fail(vm, WSAEAFNOSUPPORT, WSAEAFNOSUPPORT)
    if node is None and service is None:
        return _fail(vm, WSAHOST_NOT_FOUND, WSAHOST_NOT_FOUND)
    port = _port(service)
    if port is None:
        return _fail(vm, WSATYPE_NOT_FOUND, WSATYPE_NOT_FOUND)
    if node is None:
        fam = AF_INET6 if family == AF_INET6 else AF_INET
        loop = LOOPBACK4 if fam == AF_INET else LOOPBACK6
        found = [(fam, bytes(4 if fam == AF_INET else 16) if flags & AI_PASSIVE else loop)]
    else:
        numeric = _numeric(node, family)
        found = [numeric] if numeric is not None else \
            None if flags & AI_NUMERICHOST else _local(node, family)
    if not found:                           # a name: no DNS server answers
        return _fail(vm, WSAHOST_NOT_FOUND, WSAHOST_NOT_FOUND)
    canon = node if flags & AI_CANONNAME and node is not None else None
    size = ADDRINFO.sizeof(ptr)
    nxt = 0
    for i in range(len(found) - 1, -1, -1):   # each entry one block, made last first
        fam, raw = found[i]
        addr = sockaddr_bytes(fam, raw, port)
        canon_bytes = b"" if canon is None or i else \
            (canon.encode("utf-16-le") + b"\0\0" if wide else canon.encode("latin-1") + b"\0")
        block = vm.heap.alloc(size + len(addr) + len(canon_bytes))
        if not block:
            _free_list(c, nxt)
            return _fail(vm, WSA_NOT_ENOUGH_MEMORY, WSA_NOT_ENOUGH_MEMORY)
        mem.write(block + size, addr)
        if canon_bytes:
            mem.write(block + size + len(addr), canon_bytes)
        mem.write(block, ADDRINFO.pack(
            ptr, ai_flags=flags, ai_family=fam, ai_socktype=socktype, ai_protocol=protocol,
            ai_addrlen=len(addr), ai_canonname=block + size + len(addr) if canon_bytes else 0,
            ai_addr=block + size, ai_next=nxt))
        nxt = block
    mem.wptr(result, nxt)
    return 0


@api(WS2_32, "getaddrinfo", "LPCSTR node, LPCSTR service, LPVOID hints, LPVOID result", widths=BOTH)
def getaddrinfo(c, node, service, hints, result):
    """The addresses of a numeric host and port (see the module); 0 or a WSA error."""
    return _resolve(c, node, service, hints, result, False)


@api(WS2_32, "GetAddrInfoW", "LPCWSTR node, LPCWSTR service, LPVOID hints, LPVOID result", widths=BOTH)
def GetAddrInfoW(c, node, service, hints, result):
    """getaddrinfo with UTF-16 names (the canonical name too)."""
    return _resolve(c, node, service, hints, result, True)


def _free_list(c, info):
    # each entry is one heap block (the structure, its address and its name)
    mem, ptr = c.vm.mem, c.vm.ptr_size
    while info:
        nxt = ADDRINFO.at(mem, info, ptr).ai_next
        c.vm.heap.free(info)
        info = nxt


@api(WS2_32, "freeaddrinfo", "LPVOID info", widths=BOTH)
def freeaddrinfo(c, info):
    """Release a list getaddrinfo made."""
    _free_list(c, info)


@api(WS2_32, "FreeAddrInfoW", "LPVOID info", widths=BOTH)
def FreeAddrInfoW(c, info):
    """Release a list GetAddrInfoW made."""
    _free_list(c, info)


@api(WS2_32, "gethostbyname", "LPCSTR name", widths=BOTH)
def gethostbyname(c, name):
    """A HOSTENT for a dotted IPv4 address or a local name (the thread's block, reused
    by its next call); NULL with WSAHOST_NOT_FOUND for any other name."""
    vm = c.vm
    ws = _ws(vm)
    if not ws.started:
        return _fail(vm, WSANOTINITIALISED, 0)
    raw = pton4(name) if name is not None else None
    if raw is None and _local(name, AF_INET):
        raw = LOOPBACK4
    if raw is None:
        return _fail(vm, WSAHOST_NOT_FOUND, 0)       # no DNS server to ask
    mem, ptr = vm.mem, vm.ptr_size
    tid = vm.threads.current.tid
    size = HOSTENT.sizeof(ptr)
    # HOSTENT, aliases {NULL}, address list {addr, NULL}, the address, the name (<= 15)
    need = size + ptr + 2 * ptr + 4 + 16
    block = ws.hostents.get(tid)
    if block is None:
        block = vm.heap.alloc(need)
        if not block:
            return _fail(vm, WSA_NOT_ENOUGH_MEMORY, 0)
        ws.hostents[tid] = block
    aliases, addrs = block + size, block + size + ptr
    addr, text = addrs + 2 * ptr, addrs + 2 * ptr + 4
    mem.wptr(aliases, 0)
    mem.wptr(addrs, addr)
    mem.wptr(addrs + ptr, 0)
    mem.write(addr, raw)
    mem.write_cstr(text, name)
    mem.write(block, HOSTENT.pack(ptr, h_name=text, h_aliases=aliases, h_addrtype=AF_INET,
                                  h_length=4, h_addr_list=addrs))
    return block
