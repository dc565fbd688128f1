"""WS2_32: socket addresses as text and the data calls of the census, on the machine with no
network of ``ws2_32.py``.

- getsockname gives a bound socket's address (bind to port 0 takes the first free port of
  Windows' dynamic range, 49152 up); getpeername gives a connected datagram socket's
  destination and fails with WSAENOTCONN otherwise: no stream socket is ever connected.
- inet_ntop / inet_pton (InetNtopW / InetPtonW) and WSAAddressToString /
  WSAStringToAddress (A and W) convert IPv4 and IPv6 addresses the way Windows writes them
  (RFC 5952 for IPv6: the longest run of two or more zero groups as "::", the IPv4-mapped
  and -compatible forms dotted; "[addr%scope]:port").
- getnameinfo / GetNameInfoW answer numeric hosts and services: with no DNS to ask, a
  host name is never found (NI_NAMEREQD fails with WSAHOST_NOT_FOUND), and a service is
  named only when a program asks for the number, so both are numbers.
- send / recv, sendto / recvfrom and WSASend / WSARecv / WSASendTo / WSARecvFrom: a
  stream socket is never connected (WSAENOTCONN). A datagram leaving the machine has no
  route (WSAENETUNREACH); one to a loopback port is sent (the socket bound implicitly),
  and as nothing listens there, nothing comes back, as under Wine 8 (Windows would
  report the port-unreachable answer as the next receive's WSAECONNRESET); connect takes
  a datagram socket's loopback destination at once, send and recv then use it. Delivering between two guest sockets is not done and
  stops the guest if a guest socket is bound to the destination port. A datagram socket
  receives nothing (a blocking receive waits forever, a non-blocking one fails with
  WSAEWOULDBLOCK, an overlapped one stays pending with WSA_IO_PENDING).
"""

import struct

from ....abi.api import BOTH, PARK, Unimplemented, api
from ...core.winerror import (ERROR_INVALID_PARAMETER, WSA_IO_PENDING, WSAEAFNOSUPPORT,
                             WSAEFAULT, WSAEINVAL, WSAENETUNREACH, WSAENOTCONN,
                             WSAEWOULDBLOCK, WSAHOST_NOT_FOUND)
from .main import (AF_INET, AF_INET6, SOCK_DGRAM, Socket, _fail, implicit_bind,
                     _is_loopback, _sockaddr, _socket, sockaddr_bytes)
from ...core.dllnames import WS2_32
from ...core.structures import SOCKADDR_IN6, WSABUF

NI_NUMERICHOST, NI_NAMEREQD, NI_NUMERICSERV = 0x2, 0x4, 0x8


# -- text forms -------------------------------------------------------------------------------
def ntop(family, raw):
    """The text of an IPv4 (4 bytes) or IPv6 (16 bytes) address, as Windows writes it."""
    if family == AF_INET:
        return "%d.%d.%d.%d" % tuple(raw[:4])
    words = struct.unpack(">8H", raw)
    dotted = "%d.%d.%d.%d" % tuple(raw[12:16])
    if words[:5] == (0,) * 5 and words[5] == 0xFFFF:
        return "::ffff:" + dotted
    if words[:6] == (0,) * 6 and words[6]:
        return "::" + dotted
    best, best_len, i = -1, 1, 0
    while i < 8:                    # the longest run of zero groups (two or more)
        if words[i] == 0:
            j = i
            while j < 8 and words[j] == 0:
                j += 1
            if j - i > best_len:
                best, best_len = i, j - i
            i = j
        else:
            i += 1
    if best < 0:
        return ":".join("%x" % w for w in words)
    head = ":".join("%x" % w for w in words[:best])
    tail = ":".join("%x" % w for w in words[best + best_len:])
    return head + "::" + tail


def pton4(text):
    """Four bytes of a strict dotted-decimal IPv4 address ("a.b.c.d", no leading zeros),
    or None."""
    parts = text.split(".")
    if len(parts) != 4:
        return None
    out = []
    for p in parts:
        if not p.isdigit() or not p.isascii() or len(p) > 3 or (len(p) > 1 and p[0] == "0"):
            return None
        v = int(p)
        if v > 255:
            return None
        out.append(v)
    return bytes(out)


def pton6(text):
    """Sixteen bytes of an IPv6 address (hex groups, one "::", a dotted IPv4 tail), or
    None."""
    if text.count("::") > 1 or ":::" in text:
        return None
    tail = b""
    if "." in text:
        cut = text.rfind(":")
        tail = pton4(text[cut + 1:])
        if tail is None:
            return None
        text = text[:cut + 1] + ("" if text[:cut + 1].endswith("::") else "0")
        if not text.endswith("::"):
            text = text[:-1]
            if text.endswith(":"):
                text = text[:-1]
    need = 8 - len(tail) // 2

    def groups(s):
        if not s:
            return []
        out = []
        for g in s.split(":"):
            if not 1 <= len(g) <= 4 or any(ch not in "0123456789abcdefABCDEF" for ch in g):
                return None
            out.append(int(g, 16))
        return out
    if "::" in text:
        left, right = text.split("::")
        lg, rg = groups(left), groups(right)
        if lg is None or rg is None or len(lg) + len(rg) >= need:
            return None
        words = lg + [0] * (need - len(lg) - len(rg)) + rg
    else:
        words = groups(text)
        if words is None or len(words) != need:
            return None
    return struct.pack(">%dH" % need, *words) + tail


def _port_of(text):
    """(host text, port) of "host:port" / "[v6]:port" / plain host, or None."""
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if not rest:
            return host, 0
        if not rest.startswith(":") or not rest[1:].isdigit():
            return None
        return host, int(rest[1:])
    if text.count(":") == 1:
        host, port = text.split(":")
        if not port.isdigit():
            return None
        return host, int(port)
    return text, 0


def _sockaddr_text(vm, ptr, size):
    """The text WSAAddressToString writes for a SOCKADDR, or None when it is not one."""
    addr = _sockaddr(vm, ptr, size)
    if addr is None:
        return None
    family, raw, port = addr
    if family == AF_INET:
        text = ntop(AF_INET, raw)
        return "%s:%d" % (text, port) if port else text
    if family == AF_INET6 and size >= SOCKADDR_IN6.sizeof():
        text = ntop(AF_INET6, raw)
        scope = SOCKADDR_IN6.at(vm.mem, ptr).sin6_scope_id
        if scope:
            text += "%%%d" % scope
        return "[%s]:%d" % (text, port) if port else text
    return None


@api(WS2_32, "WSAAddressToString{AW}", "LPVOID addr, DWORD size, LPVOID info, LPVOID out, "
                                   "LPVOID out_len", widths=BOTH)
def WSAAddressToString(c, addr, size, info, out, out_len):
    """A SOCKADDR_IN / SOCKADDR_IN6 as text ("a.b.c.d:port", "[v6%scope]:port", the port
    left out when 0): 0 with ``*out_len`` the characters written with the NUL; too small a
    buffer (or length) fails with WSAEFAULT and the size needed."""
    vm = c.vm
    if not addr or not out_len or size < 16:
        return _fail(vm, WSAEFAULT)
    family = vm.mem.u16(addr)
    if family not in (AF_INET, AF_INET6):
        return _fail(vm, WSAEINVAL)
    text = _sockaddr_text(vm, addr, size)
    if text is None:
        return _fail(vm, WSAEFAULT)
    need = len(text) + 1
    room = vm.mem.u32(out_len)
    vm.mem.w32(out_len, need)
    if not out or room < need:
        return _fail(vm, WSAEFAULT)
    c.write_str(out, text)
    return 0


@api(WS2_32, "WSAStringToAddress{AW}", "LPCTSTR text, INT family, LPVOID info, LPVOID addr, "
                                   "LPVOID size", widths=BOTH)
def WSAStringToAddress(c, text, family, info, addr, size):
    """Parse "a.b.c.d[:port]" (AF_INET) or "v6" / "[v6[%scope]]:port" (AF_INET6) into a
    SOCKADDR: 0 with ``*size`` its length; WSAEINVAL for text that is not an address,
    WSAEFAULT (and the length needed) for too small a buffer."""
    vm = c.vm
    if family not in (AF_INET, AF_INET6):
        return _fail(vm, WSAEINVAL)
    need = 16 if family == AF_INET else 28
    split = _port_of(text or "")
    if split is None or split[1] > 0xFFFF:
        return _fail(vm, WSAEINVAL)
    host, port = split
    scope = 0
    if family == AF_INET6 and "%" in host:
        host, _, sid = host.partition("%")
        if not sid.isdigit():
            return _fail(vm, WSAEINVAL)
        scope = int(sid)
    raw = pton4(host) if family == AF_INET else pton6(host)
    if raw is None:
        return _fail(vm, WSAEINVAL)
    if not size or vm.mem.u32(size) < need:
        if size:
            vm.mem.w32(size, need)
        return _fail(vm, WSAEFAULT)
    vm.mem.write(addr, sockaddr_bytes(family, raw, port, scope))
    vm.mem.w32(size, need)
    return 0


def _ntop(c, family, src, out, size, wide):
    vm = c.vm
    if family not in (AF_INET, AF_INET6):
        vm.last_error = WSAEAFNOSUPPORT
        return 0
    text = ntop(family, vm.mem.read(src, 4 if family == AF_INET else 16))
    if not out or size < len(text) + 1:
        # Windows' ERROR_INVALID_PARAMETER (Wine reports the NTSTATUS instead)
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    (vm.mem.write_wstr if wide else vm.mem.write_cstr)(out, text)
    return out


@api(WS2_32, "inet_ntop", "INT family, LPVOID src, LPVOID out, SIZE_T size", widths=BOTH)
def inet_ntop(c, family, src, out, size):
    """An IPv4 or IPv6 address (network order) as text in ``out``: ``out``, or NULL."""
    return _ntop(c, family, src, out, size, False)


@api(WS2_32, "InetNtopW", "INT family, LPVOID src, LPVOID out, SIZE_T size", widths=BOTH)
def InetNtopW(c, family, src, out, size):
    """inet_ntop writing UTF-16."""
    return _ntop(c, family, src, out, size, True)


def _pton(c, family, text, out):
    vm = c.vm
    if family not in (AF_INET, AF_INET6):
        vm.last_error = WSAEAFNOSUPPORT
        return -1
    if text is None or not out:
        vm.last_error = WSAEFAULT
        return -1
    raw = pton4(text) if family == AF_INET else pton6(text)
    if raw is None:
        return 0
    vm.mem.write(out, raw)
    return 1


@api(WS2_32, "inet_pton", "INT family, LPCSTR text, LPVOID out", widths=BOTH)
def inet_pton(c, family, text, out):
    """Text to an address: 1, 0 for text that is not one, -1 (WSAEAFNOSUPPORT) for another
    family."""
    return _pton(c, family, text, out)


@api(WS2_32, "InetPtonW", "INT family, LPCWSTR text, LPVOID out", widths=BOTH)
def InetPtonW(c, family, text, out):
    """inet_pton of UTF-16 text."""
    return _pton(c, family, text, out)


def _nameinfo(c, sa, salen, host, hostlen, serv, servlen, flags, wide):
    vm = c.vm
    addr = _sockaddr(vm, sa, salen) if sa else None
    if addr is None or (addr[0] == AF_INET6 and salen < 28):
        # the documented WSAEFAULT for a SOCKADDR shorter than its family's (Wine: EAI_FAMILY)
        vm.last_error = WSAEFAULT
        return WSAEFAULT
    family, raw, port = addr
    if family not in (AF_INET, AF_INET6):
        vm.last_error = WSAEAFNOSUPPORT
        return WSAEAFNOSUPPORT
    write = vm.mem.write_wstr if wide else vm.mem.write_cstr
    if host and hostlen:
        if flags & NI_NAMEREQD and not flags & NI_NUMERICHOST:
            vm.last_error = WSAHOST_NOT_FOUND       # no DNS: no name for any address
            return WSAHOST_NOT_FOUND
        text = ntop(family, raw)
        scope = SOCKADDR_IN6.at(vm.mem, sa).sin6_scope_id if family == AF_INET6 else 0
        if scope:
            text += "%%%d" % scope
        if hostlen < len(text) + 1:
            vm.last_error = WSAEFAULT           # Windows' code (Wine passes on EAI_OVERFLOW)
            return WSAEFAULT
        write(host, text)
    if serv and servlen:
        text = str(port)
        if servlen < len(text) + 1:
            vm.last_error = WSAEFAULT
            return WSAEFAULT
        write(serv, text)
    return 0


@api(WS2_32, "getnameinfo", "LPVOID sa, INT salen, LPVOID host, DWORD hostlen, LPVOID serv, "
                       "DWORD servlen, INT flags", widths=BOTH)
def getnameinfo(c, sa, salen, host, hostlen, serv, servlen, flags):
    """The host and service of a SOCKADDR as text: numeric (no DNS, no service names);
    NI_NAMEREQD without NI_NUMERICHOST fails with WSAHOST_NOT_FOUND. 0, or the error."""
    return _nameinfo(c, sa, salen, host, hostlen, serv, servlen, flags, False)


@api(WS2_32, "GetNameInfoW", "LPVOID sa, INT salen, LPVOID host, DWORD hostlen, LPVOID serv, "
                        "DWORD servlen, INT flags", widths=BOTH)
def GetNameInfoW(c, sa, salen, host, hostlen, serv, servlen, flags):
    """getnameinfo writing UTF-16."""
    return _nameinfo(c, sa, salen, host, hostlen, serv, servlen, flags, True)


# -- socket addresses ------------------------------------------------------------------------
@api(WS2_32, "getsockname", "DWORD s, LPVOID name, LPVOID size", widths=BOTH)
def getsockname(c, s, name, size):
    """The bound address of a socket: WSAEINVAL before bind, WSAEFAULT for too small a
    buffer."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.bound is None:
        return _fail(vm, WSAEINVAL)
    raw, port = sock.bound
    data = sockaddr_bytes(sock.family, raw, port)
    if not name or not size or vm.mem.i32(size) < len(data):
        return _fail(vm, WSAEFAULT)
    vm.mem.write(name, data)
    vm.mem.w32(size, len(data))
    return 0


@api(WS2_32, "getpeername", "DWORD s, LPVOID name, LPVOID size", widths=BOTH)
def getpeername(c, s, name, size):
    """A connected datagram socket's destination; no stream socket is ever connected:
    WSAENOTCONN."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.peer is None:
        return _fail(vm, WSAENOTCONN)
    data = sockaddr_bytes(sock.family, *sock.peer)
    if not name or not size or vm.mem.i32(size) < len(data):
        return _fail(vm, WSAEFAULT)
    vm.mem.write(name, data)
    vm.mem.w32(size, len(data))
    return 0


# -- data ----------------------------------------------------------------------------------------
def _send_to(c, s, to, tolen, nbytes):
    """What a send of ``nbytes`` to ``to`` does: the count sent, or SOCKET_ERROR."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.kind != SOCK_DGRAM or not (to or sock.peer):
        return _fail(vm, WSAENOTCONN)       # stream sockets: never connected
    if to:
        addr = _sockaddr(vm, to, tolen)
        if addr is None:
            return _fail(vm, WSAEFAULT)
        family, raw, port = addr
    else:
        family, (raw, port) = sock.family, sock.peer
    if not _is_loopback(family, raw):
        return _fail(vm, WSAENETUNREACH)
    if any(o.kind == SOCK_DGRAM and o.bound is not None and o.bound[1] == port
           for _, o in vm.handles.of_kind(Socket)):
        raise Unimplemented("WS2_32.dll!sendto: a datagram to a guest socket over loopback "
                            "(delivery between guest sockets is not done)")
    # Sent, to a port nothing listens on; the socket hears nothing back, as under Wine 8
    # (Windows would report the port-unreachable answer as the next receive's
    # WSAECONNRESET).
    implicit_bind(vm, sock)
    return nbytes


def _receive(c, s, from_addr, overlapped):
    """What a receive does on a socket nothing reaches (a generator for a blocking one)."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.kind != SOCK_DGRAM:
        return _fail(vm, WSAENOTCONN)
    if sock.bound is None:
        return _fail(vm, WSAEINVAL)
    if sock.nonblocking:
        return _fail(vm, WSAEWOULDBLOCK)
    if overlapped:
        return _fail(vm, WSA_IO_PENDING)    # and it never completes: nothing arrives
    return PARK                             # blocks for ever, as on Windows


@api(WS2_32, "send", "DWORD s, LPVOID buf, INT size, INT flags", widths=BOTH)
def send(c, s, buf, size, flags):
    """A connected datagram socket sends to its peer; a stream socket is never connected."""
    return _send_to(c, s, 0, 0, size)


@api(WS2_32, "recv", "DWORD s, LPVOID buf, INT size, INT flags", widths=BOTH)
def recv(c, s, buf, size, flags):
    """Nothing ever arrives (see the module docstring)."""
    return _receive(c, s, 0, False)


@api(WS2_32, "sendto", "DWORD s, LPVOID buf, INT size, INT flags, LPVOID to, INT tolen",
     widths=BOTH)
def sendto(c, s, buf, size, flags, to, tolen):
    """A datagram has no route out (WSAENETUNREACH); a stream socket is not connected."""
    return _send_to(c, s, to, tolen, size)


@api(WS2_32, "recvfrom", "DWORD s, LPVOID buf, INT size, INT flags, LPVOID frm, LPVOID frmlen",
     widths=BOTH)
def recvfrom(c, s, buf, size, flags, frm, frmlen):
    """Nothing ever arrives (see the module docstring)."""
    return _receive(c, s, frm, False)


def _wsabuf_total(vm, bufs, count):
    """The bytes in an array of ``count`` WSABUFs (8 bytes each, 16 in 64-bit programs)."""
    step = WSABUF.sizeof(vm.ptr_size)
    return sum(WSABUF.at(vm.mem, bufs + step * i, vm.ptr_size).len for i in range(count))


@api(WS2_32, "WSASend", "DWORD s, LPVOID bufs, DWORD count, LPVOID sent, DWORD flags, "
                   "LPVOID ov, LPVOID routine", widths=BOTH)
def WSASend(c, s, bufs, count, sent, flags, ov, routine):
    """send over WSABUFs: no socket is connected (WSAENOTCONN)."""
    return _send_to(c, s, 0, 0, _wsabuf_total(c.vm, bufs, count))


@api(WS2_32, "WSASendTo", "DWORD s, LPVOID bufs, DWORD count, LPVOID sent, DWORD flags, "
                     "LPVOID to, INT tolen, LPVOID ov, LPVOID routine", widths=BOTH)
def WSASendTo(c, s, bufs, count, sent, flags, to, tolen, ov, routine):
    """sendto over WSABUFs."""
    return _send_to(c, s, to, tolen, _wsabuf_total(c.vm, bufs, count))


@api(WS2_32, "WSARecv", "DWORD s, LPVOID bufs, DWORD count, LPVOID received, LPVOID flags, "
                   "LPVOID ov, LPVOID routine", widths=BOTH)
def WSARecv(c, s, bufs, count, received, flags, ov, routine):
    """recv into WSABUFs: nothing arrives."""
    return _receive(c, s, 0, ov)


@api(WS2_32, "WSARecvFrom", "DWORD s, LPVOID bufs, DWORD count, LPVOID received, LPVOID flags, "
                       "LPVOID frm, LPVOID frmlen, LPVOID ov, LPVOID routine", widths=BOTH)
def WSARecvFrom(c, s, bufs, count, received, flags, frm, frmlen, ov, routine):
    """recvfrom into WSABUFs: nothing arrives."""
    return _receive(c, s, frm, ov)
