"""WS2_32 (and WSOCK32, which forwards to it): Windows Sockets on a machine with no network.

The guest is a Windows whose network is unplugged, so a network program reaches its user
interface and reports "no connection" the way it does on such a machine:

- WSAStartup / WSACleanup succeed (WSADATA filled: version up to 2.2); every other call
  before WSAStartup fails with WSANOTINITIALISED.
- socket() gives a socket (AF_INET / AF_INET6, stream / datagram); bind (local addresses
  only), listen, setsockopt / getsockopt, ioctlsocket (FIONBIO, FIONREAD, SIOCATMARK) and
  closesocket work on it.
- Name resolution (resolve.py) finds only numeric addresses, which Windows parses
  without asking DNS: gethostbyname, getaddrinfo and GetAddrInfoW fail with
  WSAHOST_NOT_FOUND (11001) for every other name.
- connect of a stream socket fails at once with WSAENETUNREACH (10051) for any address
  but loopback (127.x.x.x, ::1). On loopback it reaches the guest's own listening
  sockets: connected, accepted, and bytes carried both ways (kernel/sockstreams.py); where nothing
  listens, WSAECONNREFUSED (10061). A datagram socket's connect
  takes a loopback destination at once (WSAENETUNREACH outside; addresses.py). A non-blocking socket's connect answers
  WSAEWOULDBLOCK and that failure comes as its FD_CONNECT network event (events.py).
- select reports a non-blocking connect that failed in exceptfds at once (its error is
  then SO_ERROR's answer), a loopback connection's ends as readable (bytes, their end, a
  connection to accept) and writable; else it waits for one on the guest clock until its
  timeout (forever without one) and returns 0. accept and recv on a blocking socket wait
  for a connection or bytes; on a non-blocking one they fail with WSAEWOULDBLOCK.
- gethostname answers the computer name; htons / ntohs / htonl / ntohl, inet_addr /
  inet_ntoa, WSAGetLastError / WSASetLastError (the thread's last error, as on Windows NT).

Ordinals are Windows' (``abi/apisets.py`` ORDINALS): MSVC's import library binds WS2_32
and WSOCK32 by ordinal.
"""

import struct

from ....abi.api import BOTH, PARK, api
from ...core.winerror import (WSAEAFNOSUPPORT, WSAEADDRINUSE, WSAEADDRNOTAVAIL,
                             WSAEFAULT, WSAEINVAL, WSAENETUNREACH,
                             WSAENOPROTOOPT, WSAENOTSOCK, WSAEOPNOTSUPP,
                             WSAESOCKTNOSUPPORT, WSAEWOULDBLOCK,
                             WSANOTINITIALISED, WSAVERNOTSUPPORTED)
from ..kernel32.computername import COMPUTER_NAME
from ...core.dllnames import WS2_32
from ....abi.structs import scalar_size
from ...core.structures import FD_SET, SOCKADDR_IN, SOCKADDR_IN6, TIMEVAL, WSADATA
from ...kernel.handletable import handle_kind
from ...kernel import sockstreams as streams
from ...kernel.sockstreams import SOCKET_ERROR, _fail
from ...kernel.sync import Event


INVALID_SOCKET = 0xFFFFFFFF
INADDR_NONE = 0xFFFFFFFF
AF_INET, AF_INET6 = 2, 23
SOCK_STREAM, SOCK_DGRAM = 1, 2
SOL_SOCKET, IPPROTO_IP, IPPROTO_TCP, IPPROTO_UDP = 0xFFFF, 0, 6, 17
SO_ACCEPTCONN, SO_KEEPALIVE, SO_ERROR, SO_TYPE = 0x0002, 0x0008, 0x1007, 0x1008
FIONBIO, FIONREAD, SIOCATMARK = 0x8004667E, 0x4004667F, 0x40047307
FD_SETSIZE = 64
EPHEMERAL_FIRST = 49152
FD_CONNECT_BIT = 4


@handle_kind("socket")
class Socket:
    """One guest socket: its kind, and what bind / listen / ioctlsocket made of it."""

    completion = None   # (class default for sockets saved before completion ports)
    connect_error = 0   # (class default for sockets saved before select reported it)
    peer = None         # (class default for sockets saved before datagram sockets connected)
    # a loopback stream connection's end (kernel/sockstreams.py): the other end's Socket, the bytes
    # sent here not yet received, the other end's end of data, this end's shutdowns
    link, inbox, eof, send_shut, recv_shut = None, b"", False, False, False
    backlog, backlog_max = (), 0    # a listener's connections not yet accepted (a list)

    def __init__(self, family, kind, protocol):
        self.family, self.kind, self.protocol = family, kind, protocol
        self.bound = None           # (address bytes, port) once bound
        self.listening = False
        self.nonblocking = False
        #: (level, name) -> bytes set by setsockopt; ("ioctl", code) -> a transport
        #: setting WSAIoctl set (events.py)
        self.options = {}
        self.completion = None      # (CompletionPort, key) once associated with one
        #: how its non-blocking connect ended (WSAENETUNREACH, WSAECONNREFUSED; 0: none
        #: tried): select reports it in exceptfds, SO_ERROR answers it
        self.connect_error = 0
        #: a datagram socket's connect: (address bytes, port) its sends go to
        self.peer = None
        #: WSAAsyncSelect's ("message", hwnd, msg, mask) or WSAEventSelect's ("event",
        #: event handle, None, mask); None when neither asked
        self.notify = None
        #: network events that happened and WSAEnumNetworkEvents has not yet reported:
        #: FD_* bit number -> its error code
        self.happened = {}
        #: the bits already posted as a WSAAsyncSelect message (each is posted once)
        self.posted = set()

    def event(self, vm, s, bit, error):
        """Network event FD_* ``bit`` happened on this socket (handle ``s``): recorded and
        told (network_event); kernel/sockstreams.py's connections call it."""
        network_event(vm, s, self, bit, error)


class Winsock:
    """``vm.kernel.winsock``: WSAStartup's count, the inet_ntoa buffer and each thread's
    gethostbyname answer."""

    def __init__(self):
        self.started = 0
        self.ntoa_buf = 0
        self.hostents = {}          # thread id -> its gethostbyname HOSTENT block


def _ws(vm):
    ws = vm.kernel.winsock
    if ws is None:     # made at the first call: WS2_32 is not loaded before
        ws = vm.kernel.winsock = Winsock()
    return ws


def _socket(vm, s):
    """(socket, error): the Socket behind handle ``s`` (error 0), or an error to fail with."""
    if not _ws(vm).started:
        return None, WSANOTINITIALISED
    sock = vm.handles.get(s, Socket)
    if sock is None:
        return None, WSAENOTSOCK
    return sock, 0


def _sockaddr(vm, ptr, size):
    """(family, address bytes, port) of a SOCKADDR_IN / SOCKADDR_IN6, or None."""
    if not ptr or size < SOCKADDR_IN.sizeof():
        return None
    sin = SOCKADDR_IN.at(vm.mem, ptr)
    family, port = sin.sin_family & 0xFFFF, _swap16(sin.sin_port)
    if family == AF_INET:
        return family, bytes(sin.sin_addr), port
    if family == AF_INET6 and size >= SOCKADDR_IN6.sizeof():
        return family, bytes(SOCKADDR_IN6.at(vm.mem, ptr).sin6_addr), port
    return family, b"", port


def sockaddr_bytes(family, raw, port, scope=0):
    """The SOCKADDR_IN (AF_INET) or SOCKADDR_IN6 of address bytes ``raw`` (zeros when
    empty) and ``port``, which the structure holds in network byte order."""
    if family == AF_INET:
        return SOCKADDR_IN.pack(sin_family=AF_INET, sin_port=_swap16(port),
                                sin_addr=tuple(raw or bytes(4)))
    return SOCKADDR_IN6.pack(sin6_family=AF_INET6, sin6_port=_swap16(port),
                             sin6_addr=tuple(raw or bytes(16)), sin6_scope_id=scope)


def _is_loopback(family, addr):
    return addr[:1] == b"\x7f" if family == AF_INET else addr == bytes(15) + b"\x01"


# -- start-up ----------------------------------------------------------------------------
@api(WS2_32, "WSAStartup", "WORD version, LPVOID data", widths=BOTH)
def WSAStartup(c, version, data):
    vm = c.vm
    major, minor = version & 0xFF, (version >> 8) & 0xFF
    if major < 1:
        return WSAVERNOTSUPPORTED
    if not data:
        return WSAEFAULT
    granted = (2, 2) if (major, minor) > (2, 2) else (major, minor)
    # WSADATA's field order depends on the width (core/structures.py); the fields not named
    # here (iMaxSockets, iMaxUdpDg, lpVendorInfo: unused from version 2 on) are zero.
    vm.mem.write(data, WSADATA.pack(vm.ptr_size, wVersion=granted[0] | granted[1] << 8,
                                    wHighVersion=0x0202, szDescription="WinSock 2.0",
                                    szSystemStatus="Running"))
    _ws(vm).started += 1
    return 0


@api(WS2_32, "WSACleanup", widths=BOTH)
def WSACleanup(c):
    ws = _ws(c.vm)
    if not ws.started:
        return _fail(c.vm, WSANOTINITIALISED)
    ws.started -= 1
    return 0


@api(WS2_32, "WSAGetLastError", widths=BOTH)
def WSAGetLastError(c):
    return c.vm.last_error


@api(WS2_32, "WSASetLastError", "INT error", widths=BOTH)
def WSASetLastError(c, error):
    c.vm.last_error = error & 0xFFFFFFFF


# -- sockets -----------------------------------------------------------------------------
@api(WS2_32, "socket", "INT af, INT kind, INT protocol", widths=BOTH)
def socket(c, af, kind, protocol):
    vm = c.vm
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED, INVALID_SOCKET)
    if af not in (AF_INET, AF_INET6):
        return _fail(vm, WSAEAFNOSUPPORT, INVALID_SOCKET)
    if kind not in (SOCK_STREAM, SOCK_DGRAM):
        return _fail(vm, WSAESOCKTNOSUPPORT, INVALID_SOCKET)
    return vm.new_handle(Socket(af, kind, protocol))


@api(WS2_32, "closesocket", "DWORD s", widths=BOTH)
def closesocket(c, s):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    vm.handles.pop(s)
    streams.closed(vm, sock)
    return 0


@api(WS2_32, "connect", "DWORD s, LPVOID name, INT size", widths=BOTH)
def connect(c, s, name, size):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.listening:
        return _fail(vm, WSAEINVAL)
    addr = _sockaddr(vm, name, size)
    if addr is None:
        return _fail(vm, WSAEFAULT)
    family, host, _port = addr
    if family != sock.family:
        return _fail(vm, WSAEAFNOSUPPORT)
    if not any(host):
        return _fail(vm, WSAEADDRNOTAVAIL)          # INADDR_ANY: not a destination
    if sock.kind == SOCK_DGRAM:
        # A datagram socket only takes its default destination, at once (no handshake):
        # any loopback address; outside, no route (WSAENETUNREACH).
        if not _is_loopback(family, host):
            return _fail(vm, WSAENETUNREACH)
        implicit_bind(vm, sock)
        sock.peer = (host, _port)
        return 0
    if _is_loopback(family, host):
        here = sock.bound[1] if sock.bound else _ephemeral(_ports_used(vm, sock))
        return streams.connect_loopback(vm, sock, family, host, _port, here)
    error = WSAENETUNREACH                  # no route leaves the machine
    if sock.nonblocking:
        # documented: a non-blocking connect is under way (WSAEWOULDBLOCK) and its end
        # is the FD_CONNECT network event, with the error, for the select asked
        sock.connect_error = error
        network_event(vm, s, sock, FD_CONNECT_BIT, error)
        return _fail(vm, WSAEWOULDBLOCK)
    return _fail(vm, error)


def network_event(vm, s, sock, bit, error):
    """Record that network event FD_* ``bit`` happened on socket ``s`` with ``error``
    and tell whoever asked (deliver_events)."""
    sock.happened[bit] = error
    sock.posted.discard(bit)
    deliver_events(vm, s, sock)


def deliver_events(vm, s, sock):
    """Tell the socket's WSAAsyncSelect window (a message per event, wParam the socket,
    lParam the FD_* flag and the error in its high word, each event once) or set its
    WSAEventSelect event, for the events that happened and that it asked for."""
    if sock.notify is None:
        return
    kind, target, msg, mask = sock.notify
    due = [b for b in sorted(sock.happened) if mask & (1 << b)]
    if kind == "message":
        for b in due:
            if b not in sock.posted:
                sock.posted.add(b)
                vm.wm.post(target, msg, s, ((sock.happened[b] & 0xFFFF) << 16) | (1 << b))
    elif due:
        ev = vm.handles.get(target, Event)
        if ev is not None:
            ev.state = True


@api(WS2_32, "bind", "DWORD s, LPVOID name, INT size", widths=BOTH)
def bind(c, s, name, size):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    addr = _sockaddr(vm, name, size)
    if addr is None:
        return _fail(vm, WSAEFAULT)
    family, host, port = addr
    if family != sock.family:
        return _fail(vm, WSAEAFNOSUPPORT)
    if sock.bound is not None:
        return _fail(vm, WSAEINVAL)
    if any(host) and not _is_loopback(family, host):
        return _fail(vm, WSAEADDRNOTAVAIL)          # no network card: no other address
    used = _ports_used(vm, sock)
    if port in used:
        return _fail(vm, WSAEADDRINUSE)
    if not port:
        port = _ephemeral(used)
    sock.bound = (host, port)
    return 0


def _ports_used(vm, sock):
    return {o.bound[1] for _, o in vm.handles.of_kind(Socket)
            if o.bound is not None and o.kind == sock.kind}


def _ephemeral(used):
    # the first free port of Windows' dynamic range
    return next(p for p in range(EPHEMERAL_FIRST, 0x10000) if p not in used)


def implicit_bind(vm, sock):
    """Bind an unbound socket to the wildcard address and an ephemeral port, as connect
    and a first sendto do (documented: "an implicit bind")."""
    if sock.bound is None:
        sock.bound = (bytes(4 if sock.family == AF_INET else 16), _ephemeral(_ports_used(vm, sock)))


@api(WS2_32, "listen", "DWORD s, INT backlog", widths=BOTH)
def listen(c, s, backlog):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if sock.kind != SOCK_STREAM:
        return _fail(vm, WSAEOPNOTSUPP)
    if sock.bound is None:
        return _fail(vm, WSAEINVAL)
    if not sock.listening:
        sock.listening = True
        sock.backlog = []
    # SOMAXCONN (0x7FFFFFFF) and any other value: as many connections may wait
    sock.backlog_max = max(1, backlog & 0x7FFFFFFF)
    return 0


@api(WS2_32, "accept", "DWORD s, LPVOID addr, LPVOID size", widths=BOTH)
def accept(c, s, addr, size):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err, INVALID_SOCKET)
    if not sock.listening:
        return _fail(vm, WSAEINVAL, INVALID_SOCKET)
    h = streams.take_connection(vm, sock)
    if h is None and sock.nonblocking:
        return _fail(vm, WSAEWOULDBLOCK, INVALID_SOCKET)
    if h is None:
        return PARK        # blocks until a connection comes (the call is made again)
    if addr and size:
        peer = vm.handles.get(h, Socket).peer
        data = sockaddr_bytes(sock.family, *peer)
        if vm.mem.i32(size) < len(data):
            vm.handles.pop(h)
            return _fail(vm, WSAEFAULT, INVALID_SOCKET)
        vm.mem.write(addr, data)
        vm.mem.w32(size, len(data))
    return h


@api(WS2_32, "shutdown", "DWORD s, INT how", widths=BOTH)
def shutdown(c, s, how):
    """End a loopback connection's sending (SD_SEND), receiving (SD_RECEIVE) or both;
    WSAENOTCONN for a socket that is not connected."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if how not in (0, 1, 2):
        return _fail(vm, WSAEINVAL)
    return streams.shut(vm, sock, how)


@api(WS2_32, "setsockopt", "DWORD s, INT level, INT name, LPVOID value, INT size", widths=BOTH)
def setsockopt(c, s, level, name, value, size):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if level not in (SOL_SOCKET, IPPROTO_IP, IPPROTO_TCP, IPPROTO_UDP):
        return _fail(vm, WSAEINVAL)
    if not value or size < 0:
        return _fail(vm, WSAEFAULT)
    sock.options[(level, name)] = vm.mem.read(value, size)
    return 0


@api(WS2_32, "getsockopt", "DWORD s, INT level, INT name, LPVOID value, LPVOID size", widths=BOTH)
def getsockopt(c, s, level, name, value, size):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if not value or not size:
        return _fail(vm, WSAEFAULT)
    if (level, name) == (SOL_SOCKET, SO_TYPE):
        data = struct.pack("<I", sock.kind)
    elif (level, name) == (SOL_SOCKET, SO_ERROR):
        data = struct.pack("<I", sock.connect_error)
    elif (level, name) == (SOL_SOCKET, SO_ACCEPTCONN):
        data = struct.pack("<I", int(sock.listening))
    elif (level, name) in sock.options:
        data = sock.options[(level, name)]
    else:
        return _fail(vm, WSAENOPROTOOPT)
    room = vm.mem.u32(size)
    if room < len(data) and not (room and len(data) == 4 and level == SOL_SOCKET):
        return _fail(vm, WSAEFAULT)
    data = data[:room]
    vm.mem.write(value, data)
    vm.mem.w32(size, len(data))
    return 0


@api(WS2_32, "ioctlsocket", "DWORD s, DWORD cmd, LPVOID arg", widths=BOTH)
def ioctlsocket(c, s, cmd, arg):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if not arg:
        return _fail(vm, WSAEFAULT)
    if cmd == FIONBIO:
        sock.nonblocking = bool(vm.mem.u32(arg))
    elif cmd == FIONREAD:
        vm.mem.w32(arg, len(sock.inbox))    # what a loopback connection brought
    elif cmd == SIOCATMARK:
        vm.mem.w32(arg, 1)                  # TRUE: no out-of-band data waiting
    else:
        return _fail(vm, WSAEINVAL)
    return 0


def _fd_set(vm, ptr):
    """The sockets of the fd_set at ``ptr`` (its first fd_count; SOCKETs are pointer-sized)."""
    if not ptr:
        return []
    view = FD_SET.at(vm.mem, ptr, vm.ptr_size)
    n = min(view.fd_count, FD_SETSIZE)
    step, first = scalar_size("SOCKET", vm.ptr_size), view.ptr("fd_array")
    return [int.from_bytes(vm.mem.read(first + step * i, step), "little") for i in range(n)]


def _write_fd_set(vm, ptr, sockets):
    view = FD_SET.at(vm.mem, ptr, vm.ptr_size)
    step, first = scalar_size("SOCKET", vm.ptr_size), view.ptr("fd_array")
    for i, s in enumerate(sockets):
        vm.mem.write(first + step * i, s.to_bytes(step, "little"))
    view.fd_count = len(sockets)


@api(WS2_32, "select", "INT nfds, LPVOID readfds, LPVOID writefds, LPVOID exceptfds, LPVOID timeout", widths=BOTH)
def select(c, nfds, readfds, writefds, exceptfds, timeout):
    vm = c.vm
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED)
    sockets = [s for p in (readfds, writefds, exceptfds) for s in _fd_set(vm, p)]
    if not sockets:
        return _fail(vm, WSAEINVAL)
    if any(vm.handles.get(s, Socket) is None for s in sockets):
        return _fail(vm, WSAENOTSOCK)
    sets = [(p, _fd_set(vm, p)) for p in (readfds, writefds, exceptfds)]
    tests = (streams.readable, streams.writable,
             # a non-blocking connect that failed: "connection attempt failed", documented
             lambda sock: bool(sock.connect_error))

    def answer(found):
        for (p, _), these in zip(sets, found):
            if p:
                _write_fd_set(vm, p, these)
        return sum(len(f) for f in found)

    ms = None
    if timeout:
        sec, usec = TIMEVAL.values(vm.mem, timeout)
        ms = max(0, sec) * 1000 + max(0, usec) // 1000
    found = _ready(vm, sets, tests)
    if any(found) or ms == 0:
        return answer(found)
    # Nothing is ready: wait on the guest clock for a socket to become so (a connection
    # inside the guest) or for the timeout.
    deadline = None if ms is None else vm.clock.now_ms() + ms

    def wait():
        vm.sleep_deadline = deadline
        try:
            while deadline is None or vm.clock.now_ms() < deadline:
                found = _ready(vm, sets, tests)
                if any(found):
                    return answer(found)
                yield PARK
        finally:
            vm.sleep_deadline = None
        return answer(_ready(vm, sets, tests))
    return wait()


def _ready(vm, sets, tests):
    """Per fd_set, its sockets that pass its test (a socket closed meanwhile: none)."""
    found = []
    for (_, socks), test in zip(sets, tests):
        these = []
        for s in socks:
            sock = vm.handles.get(s, Socket)
            if sock is not None and test(sock):
                these.append(s)
        found.append(these)
    return found


@api(WS2_32, "__WSAFDIsSet", "DWORD s, LPVOID set", widths=BOTH)
def WSAFDIsSet(c, s, fdset):
    return int(s in _fd_set(c.vm, fdset))


# -- names -------------------------------------------------------------------------------
@api(WS2_32, "gethostname", "LPVOID buf, INT size", widths=BOTH)
def gethostname(c, buf, size):
    vm = c.vm
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED)
    if not buf or size <= len(COMPUTER_NAME):
        return _fail(vm, WSAEFAULT)
    vm.mem.write_cstr(buf, COMPUTER_NAME)
    return 0


# -- byte order and dotted addresses -----------------------------------------------------
def _swap16(v):
    """A USHORT between host and network byte order (htons / ntohs)."""
    return ((v & 0xFF) << 8) | ((v >> 8) & 0xFF)


def _swap32(v):
    return struct.unpack("<I", struct.pack(">I", v & 0xFFFFFFFF))[0]


@api(WS2_32, "htons", "DWORD v", widths=BOTH)
def htons(c, v):
    return _swap16(v)


@api(WS2_32, "ntohs", "DWORD v", widths=BOTH)
def ntohs(c, v):
    return _swap16(v)


@api(WS2_32, "htonl", "DWORD v", widths=BOTH)
def htonl(c, v):
    return _swap32(v)


@api(WS2_32, "ntohl", "DWORD v", widths=BOTH)
def ntohl(c, v):
    return _swap32(v)


def parse_dotted(text):
    """inet_addr's parse of ``text`` ("a.b.c.d", "a.b.c", "a.b", "a"; each part decimal,
    0x-hex or 0-octal): the address as a host-order int, or None."""
    parts = text.split(".")
    if not 1 <= len(parts) <= 4:
        return None
    values = []
    for p in parts:
        try:
            if p[:2].lower() == "0x":
                v = int(p[2:], 16)
            elif len(p) > 1 and p[0] == "0":
                v = int(p[1:], 8)
            else:
                v = int(p, 10) if p.isdigit() else None
        except ValueError:
            return None
        if v is None:
            return None
        values.append(v)
    last_bits = 8 * (5 - len(values))
    if any(v > 255 for v in values[:-1]) or values[-1] >= 1 << last_bits:
        return None
    addr = 0
    for v in values[:-1]:
        addr = addr << 8 | v
    return addr << last_bits | values[-1]


@api(WS2_32, "inet_addr", "LPCSTR text", widths=BOTH)
def inet_addr(c, text):
    value = parse_dotted(text) if text else None
    return INADDR_NONE if value is None else _swap32(value)   # network byte order


@api(WS2_32, "inet_ntoa", "DWORD addr", widths=BOTH)
def inet_ntoa(c, addr):
    vm = c.vm
    ws = _ws(vm)
    if not ws.ntoa_buf:
        ws.ntoa_buf = vm.alloc_data(16)
    vm.mem.write_cstr(ws.ntoa_buf, ".".join(str(b) for b in struct.pack("<I", addr)))
    return ws.ntoa_buf
