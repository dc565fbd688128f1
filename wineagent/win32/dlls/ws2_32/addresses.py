"""WS2_32: socket addresses as text and the data calls of the census, on the machine with no
network of ``ws2_32.py``.

- getsockname gives a bound socket's address (bind to port 0 takes the first free port of
  Windows' dynamic range, 49152 up); getpeername gives a connected socket's other
  end (a datagram socket's destination, a loopback connection's other end) and fails
  with WSAENOTCONN otherwise.
- inet_ntop / inet_pton (InetNtopW / InetPtonW) and WSAAddressToString /
  WSAStringToAddress (A and W) convert IPv4 and IPv6 addresses the way Windows writes them
  (RFC 5952 for IPv6: the longest run of two or more zero groups as "::", the IPv4-mapped
  and -compatible forms dotted; "[addr%scope]:port").
- getnameinfo / GetNameInfoW answer numeric hosts and services: with no DNS to ask, a
  host name is never found (NI_NAMEREQD fails with WSAHOST_NOT_FOUND), and a service is
  named only when a program asks for the number, so both are numbers.
- send / recv, sendto / recvfrom and WSASend / WSARecv / WSASendTo / WSARecvFrom: a
  stream socket carries bytes over its loopback connection (kernel/sockstreams.py; WSAENOTCONN
  when it has none; the overlapped forms on one stop the guest, not done). A datagram leaving the machine has no
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
from .main import (AF_INET, AF_INET6, SOCK_DGRAM, SOCKET_ERROR, Socket, _fail, implicit_bind,
                   _is_loopback, _sockaddr, _socket, sockaddr_bytes)
from ...kernel import sockstreams as streams
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
    """A connected datagram socket's destination, a loopback connection's other end;
    WSAENOTCONN for a socket with neither."""
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
def _send_to(c, s, to, tolen, data):
    """What a send of ``data`` (bytes) to ``to`` does: the count sent, or SOCKET_ERROR."""
    vm = c.vm
    nbytes = len(data)
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.kind != SOCK_DGRAM:
        # a stream socket sends to its connection's other end (sendto's address is
        # ignored on a connected stream socket, as documented)
        return streams.send_bytes(vm, sock, data)
    if not (to or sock.peer):
        return _fail(vm, WSAENOTCONN)
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


def _receive(c, s, from_addr, overlapped, size=0, flags=0, deliver=None):
    """What a receive does: on a stream socket, the bytes its connection brought
    (``deliver(data)`` stores them; a generator for a blocking socket that waits);
    on a datagram socket, which nothing reaches, a wait for ever or a failure."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.kind != SOCK_DGRAM:
        if overlapped and streams.is_connected(sock):
            raise Unimplemented("WS2_32.dll!WSARecv: an overlapped receive on a loopback "
                                "stream connection")
        return streams.receive(vm, sock, size, flags, deliver or (lambda data: None))
    if sock.bound is None:
        return _fail(vm, WSAEINVAL)
    if sock.nonblocking:
        return _fail(vm, WSAEWOULDBLOCK)
    if overlapped:
        return _fail(vm, WSA_IO_PENDING)    # and it never completes: nothing arrives
    return PARK                             # blocks for ever, as on Windows


@api(WS2_32, "send", "DWORD s, LPVOID buf, INT size, INT flags", widths=BOTH)
def send(c, s, buf, size, flags):
    """A connected datagram socket sends to its peer, a stream socket to its connection's
    other end."""
    return _send_to(c, s, 0, 0, _bytes_at(c.vm, buf, size))


@api(WS2_32, "recv", "DWORD s, LPVOID buf, INT size, INT flags", widths=BOTH)
def recv(c, s, buf, size, flags):
    """A stream connection's bytes (kernel/sockstreams.py); nothing reaches a datagram socket."""
    return _receive(c, s, 0, False, size, flags, _writer(c.vm, buf))


@api(WS2_32, "sendto", "DWORD s, LPVOID buf, INT size, INT flags, LPVOID to, INT tolen",
     widths=BOTH)
def sendto(c, s, buf, size, flags, to, tolen):
    """A datagram has no route out (WSAENETUNREACH); a stream socket sends to its
    connection."""
    return _send_to(c, s, to, tolen, _bytes_at(c.vm, buf, size))


@api(WS2_32, "recvfrom", "DWORD s, LPVOID buf, INT size, INT flags, LPVOID frm, LPVOID frmlen",
     widths=BOTH)
def recvfrom(c, s, buf, size, flags, frm, frmlen):
    """A stream connection's bytes (the sender's address is not filled for a stream
    socket, as documented); nothing reaches a datagram socket."""
    return _receive(c, s, frm, False, size, flags, _writer(c.vm, buf))


def _bytes_at(vm, buf, size):
    return bytes(vm.mem.read(buf, size)) if buf and size > 0 else b""


def _writer(vm, buf):
    """deliver() for a receive into one buffer."""
    def deliver(data):
        if data:
            vm.mem.write(buf, data)
    return deliver


def _wsabufs(vm, bufs, count):
    """(address, length) of each of ``count`` WSABUFs (8 bytes each, 16 in 64-bit programs)."""
    step = WSABUF.sizeof(vm.ptr_size)
    out = []
    for i in range(count):
        view = WSABUF.at(vm.mem, bufs + step * i, vm.ptr_size)
        out.append((view.buf, view.len))
    return out


def _gathered(vm, bufs, count):
    return b"".join(_bytes_at(vm, p, n) for p, n in _wsabufs(vm, bufs, count))


def _scatter(vm, bufs, count, received):
    """deliver() for a receive into WSABUFs, in order; the count goes to ``received``."""
    def deliver(data):
        at = 0
        for p, n in _wsabufs(vm, bufs, count):
            piece = data[at:at + n]
            if piece:
                vm.mem.write(p, piece)
            at += len(piece)
        if received:
            vm.mem.w32(received, len(data))
    return deliver


def _counted(result, out, vm):
    """A WSASend/WSARecv answer: 0 with the count at ``out``, or SOCKET_ERROR."""
    if result == SOCKET_ERROR:
        return result
    if out:
        vm.mem.w32(out, result)
    return 0


@api(WS2_32, "WSASend", "DWORD s, LPVOID bufs, DWORD count, LPVOID sent, DWORD flags, "
                   "LPVOID ov, LPVOID routine", widths=BOTH)
def WSASend(c, s, bufs, count, sent, flags, ov, routine):
    """send over WSABUFs, gathered in order; the count at ``sent``."""
    if ov:
        sock = c.vm.handles.get(s, Socket)
        if sock is not None and streams.is_connected(sock):
            raise Unimplemented("WS2_32.dll!WSASend: an overlapped send on a loopback "
                                "stream connection")
    return _counted(_send_to(c, s, 0, 0, _gathered(c.vm, bufs, count)), sent, c.vm)


@api(WS2_32, "WSASendTo", "DWORD s, LPVOID bufs, DWORD count, LPVOID sent, DWORD flags, "
                     "LPVOID to, INT tolen, LPVOID ov, LPVOID routine", widths=BOTH)
def WSASendTo(c, s, bufs, count, sent, flags, to, tolen, ov, routine):
    """sendto over WSABUFs."""
    return _counted(_send_to(c, s, to, tolen, _gathered(c.vm, bufs, count)), sent, c.vm)


@api(WS2_32, "WSARecv", "DWORD s, LPVOID bufs, DWORD count, LPVOID received, LPVOID flags, "
                   "LPVOID ov, LPVOID routine", widths=BOTH)
def WSARecv(c, s, bufs, count, received, flags, ov, routine):
    """recv into WSABUFs, filled in order; the count at ``received``."""
    return _wsa_receive(c, s, 0, bufs, count, received, flags, ov)


@api(WS2_32, "WSARecvFrom", "DWORD s, LPVOID bufs, DWORD count, LPVOID received, LPVOID flags, "
                       "LPVOID frm, LPVOID frmlen, LPVOID ov, LPVOID routine", widths=BOTH)
def WSARecvFrom(c, s, bufs, count, received, flags, frm, frmlen, ov, routine):
    """recvfrom into WSABUFs."""
    return _wsa_receive(c, s, frm, bufs, count, received, flags, ov)


def _wsa_receive(c, s, frm, bufs, count, received, flags, ov):
    vm = c.vm
    size = sum(n for _, n in _wsabufs(vm, bufs, count))
    how = vm.mem.u32(flags) if flags else 0
    result = _receive(c, s, frm, ov, size, how, _scatter(vm, bufs, count, received))
    if hasattr(result, "send"):             # a blocking receive that waits
        def finish():
            n = yield from result
            if flags:
                vm.mem.w32(flags, 0)
            return 0 if n != SOCKET_ERROR else n
        return finish()
    if result == SOCKET_ERROR:
        return result
    if flags:
        vm.mem.w32(flags, 0)                # no MSG_PARTIAL: stream bytes are not messages
    return 0
