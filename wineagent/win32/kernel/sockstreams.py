"""Stream connections over loopback inside the guest (WS2_32's sockets, dlls/ws2_32/).

The machine has no network, but its loopback works as on any Windows: a stream socket
that connects to 127.x.x.x (or ::1) at a port where a guest socket listens is connected at
once — the connection waits in the listener's backlog until accept takes it, as the
handshake completes before accept on Windows — and the two ends then carry bytes both
ways. Programs build socket pairs this way (Lwt's and libuv's socketpair on Windows: bind
127.0.0.1:0, listen, connect, accept), so they need it before they reach anything else.

Each end is a ``Socket`` (dlls/ws2_32/main.py) with ``link`` (the other end's Socket), ``inbox`` (the
bytes sent to it, not yet received) and ``eof`` (the other end shut down its sending or
was closed: recv answers 0 once the inbox is empty). A connect where nothing listens is
refused (WSAECONNREFUSED), as before; one whose listener's backlog is full too.

Network events (WSAEventSelect / WSAAsyncSelect) follow Windows' list: FD_ACCEPT on the
listener per connection, FD_CONNECT (error 0) and FD_WRITE on the connecting end, FD_READ
on the end that bytes reach, FD_CLOSE when the other end shuts down or closes.
"""

from ...abi.api import PARK
from ..core.winerror import (WSAECONNREFUSED, WSAECONNRESET, WSAEISCONN, WSAENOTCONN,
                             WSAESHUTDOWN, WSAEWOULDBLOCK)

SOCKET_ERROR = 0xFFFFFFFF

FD_READ_BIT, FD_WRITE_BIT, FD_ACCEPT_BIT, FD_CONNECT_BIT, FD_CLOSE_BIT = 0, 1, 3, 4, 5
MSG_PEEK = 0x2
SD_RECEIVE, SD_SEND, SD_BOTH = 0, 1, 2


def _fail(vm, error, value=SOCKET_ERROR):
    """Set the thread's last error (WSAGetLastError's) and answer ``value``."""
    vm.last_error = error
    return value


def handle_of(vm, sock):
    """The handle of Socket ``sock`` (the wParam of its WSAAsyncSelect messages), or None
    once it is closed."""
    return next((h for h, o in vm.handles.of_kind(type(sock)) if o is sock), None)


def _event(vm, sock, bit, error=0):
    s = handle_of(vm, sock)
    if s is not None:
        sock.event(vm, s, bit, error)     # WS2_32 records it and tells who asked


def is_connected(sock):
    """True for a stream socket that a connect or an accept joined to another end."""
    return getattr(sock, "link", None) is not None or getattr(sock, "eof", False)


def _listener(vm, sock, family, host, port):
    """The guest's listening socket of ``sock``'s kind at ``host``:``port`` (bound there
    or to the wildcard address), or None."""
    for _, o in vm.handles.of_kind(type(sock)):
        if (o.listening and o.kind == sock.kind and o.family == family
                and o.bound is not None and o.bound[1] == port
                and (o.bound[0] == host or not any(o.bound[0]))):
            return o
    return None


def connect_loopback(vm, sock, family, host, port, here):
    """connect of stream socket ``sock`` to loopback ``host``:``port``: joined to a new
    end in the listener's backlog (0), WSAEWOULDBLOCK for a non-blocking socket (the
    connection is made all the same; select's writefds and FD_CONNECT tell it), or the
    error. ``here`` is its local port (its bound one, else a free ephemeral one)."""
    if is_connected(sock):
        return _fail(vm, WSAEISCONN)
    listener = _listener(vm, sock, family, host, port)
    if listener is None or len(listener.backlog) >= listener.backlog_max:
        error = WSAECONNREFUSED
        if sock.nonblocking:
            sock.connect_error = error
            _event(vm, sock, FD_CONNECT_BIT, error)
            return _fail(vm, WSAEWOULDBLOCK)
        return _fail(vm, error)
    if sock.bound is None or not any(sock.bound[0]):
        # the local address is the loopback one the connection uses
        sock.bound = (host, here)
    server = type(sock)(family, sock.kind, listener.protocol)
    server.bound = (host, port)
    server.peer = sock.bound
    sock.peer = (host, port)
    for end, other in ((sock, server), (server, sock)):
        end.link, end.inbox, end.eof = other, bytearray(), False
        end.send_shut = end.recv_shut = False
    listener.backlog.append(server)
    _event(vm, listener, FD_ACCEPT_BIT)
    _event(vm, sock, FD_CONNECT_BIT)
    _event(vm, sock, FD_WRITE_BIT)
    if sock.nonblocking:
        return _fail(vm, WSAEWOULDBLOCK)    # documented: the connect completes later
    return 0


def take_connection(vm, listener):
    """accept: a new handle for the oldest connection in the backlog; None when empty."""
    if not listener.backlog:
        return None
    server = listener.backlog.pop(0)
    # accept re-enables FD_ACCEPT: recorded again while connections still wait
    listener.happened.pop(FD_ACCEPT_BIT, None)
    if listener.backlog:
        _event(vm, listener, FD_ACCEPT_BIT)
    server.nonblocking = listener.nonblocking   # an accepted socket inherits the mode
    h = vm.new_handle(server)
    _event(vm, server, FD_WRITE_BIT)
    return h


def send_bytes(vm, sock, data):
    """send on a connected stream socket: the count sent, or SOCKET_ERROR."""
    if not is_connected(sock):
        return _fail(vm, WSAENOTCONN)
    if sock.send_shut:
        return _fail(vm, WSAESHUTDOWN)
    if sock.link is None:
        return _fail(vm, WSAECONNRESET)     # the other end is closed
    sock.link.inbox += data
    _event(vm, sock.link, FD_READ_BIT)
    return len(data)


def readable(sock):
    """select's readfds: bytes waiting, the other end's end of data, or (a listener) a
    connection to accept."""
    if sock.listening:
        return bool(sock.backlog)
    return is_connected(sock) and (bool(sock.inbox) or sock.eof)


def writable(sock):
    """select's writefds: a connected stream socket that may still send."""
    return is_connected(sock) and not sock.send_shut and sock.link is not None


def receive(vm, sock, size, flags, deliver):
    """recv on a connected stream socket: ``deliver(data)`` stores what is taken (up to
    ``size`` bytes; with MSG_PEEK they stay) and the count is returned; 0 at the end of
    the data; a blocking socket waits for bytes (a generator)."""
    if not is_connected(sock):
        return _fail(vm, WSAENOTCONN)
    if sock.recv_shut:
        return _fail(vm, WSAESHUTDOWN)

    def take():
        data = bytes(sock.inbox[:size])
        if not flags & MSG_PEEK:
            del sock.inbox[:len(data)]
        # recv re-enables FD_READ (documented): it is recorded again only while bytes
        # remain, so a later WSAEventSelect does not hear of bytes already taken
        sock.happened.pop(FD_READ_BIT, None)
        if sock.inbox:
            _event(vm, sock, FD_READ_BIT)
        deliver(data)
        return len(data)

    if sock.inbox or sock.eof:
        return take()
    if sock.nonblocking:
        return _fail(vm, WSAEWOULDBLOCK)

    def wait():
        while not (sock.inbox or sock.eof):
            yield PARK
        return take()
    return wait()


def shut(vm, sock, how):
    """shutdown: SD_SEND ends this end's sending (the other end reads 0 once its bytes
    are taken, and hears FD_CLOSE); SD_RECEIVE makes later receives fail."""
    if not is_connected(sock):
        return _fail(vm, WSAENOTCONN)
    if how in (SD_RECEIVE, SD_BOTH):
        sock.recv_shut = True
    if how in (SD_SEND, SD_BOTH) and not sock.send_shut:
        sock.send_shut = True
        if sock.link is not None:
            sock.link.eof = True
            _event(vm, sock.link, FD_CLOSE_BIT)
    return 0


def closed(vm, sock):
    """closesocket of a stream socket: its other end reads the end of the data and hears
    FD_CLOSE; a listener's connections not yet accepted are dropped the same way."""
    if getattr(sock, "link", None) is not None:
        other = sock.link
        other.link, other.eof = None, True
        sock.link = None
        _event(vm, other, FD_CLOSE_BIT)
    for pending in getattr(sock, "backlog", ()):
        closed(vm, pending)
