"""WS2_32: WSASocket, WSAIoctl, WSAEventSelect / WSAAsyncSelect and gethostbyaddr, on the
machine with no network of ``ws2_32.py``.

- WSASocketA/W make the same sockets as socket() (WSA_FLAG_OVERLAPPED changes nothing:
  every call completes or fails at once); a WSAPROTOCOL_INFO is not read (it stops the
  guest).
- WSAIoctl answers FIONBIO, FIONREAD and SIOCATMARK as ioctlsocket does, and
  SIO_ADDRESS_LIST_QUERY with an empty list (no network card has an address). A stream
  socket keeps its TCP transport settings: SIO_KEEPALIVE_VALS (a tcp_keepalive: its
  on/off is SO_KEEPALIVE's value), SIO_TCP_INITIAL_RTO and SIO_LOOPBACK_FAST_PATH (both
  Windows 8's, so a Windows 10 answers them; Wine 8 fails them with WSAEOPNOTSUPP); a
  datagram socket has none (WSAEINVAL for keep-alives, WSAEOPNOTSUPP otherwise, as Wine
  8), and a short or missing input is WSAEFAULT, as documented. SIO_IDEAL_SEND_BACKLOG_QUERY needs a
  connected socket, which nothing here ever is (WSAENOTCONN). Any other code stops the
  guest naming it.
- WSAEventSelect and WSAAsyncSelect make the socket non-blocking, as documented, and
  remember the request (events 0 cancels). The one network event that happens here is
  the end of a non-blocking connect (FD_CONNECT, with WSAECONNREFUSED for loopback and
  WSAENETUNREACH otherwise): the window is posted its message (the error in lParam's
  high word) or the event is set, and WSAEnumNetworkEvents reports it once.
- gethostbyaddr finds no name (WSAHOST_NOT_FOUND): there is no DNS to ask.
- WSACreateEvent / WSACloseEvent / WSASetEvent / WSAResetEvent /
  WSAWaitForMultipleEvents are the kernel's manual-reset events and waits.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (WSAEAFNOSUPPORT, WSAEFAULT, WSAEINVAL, WSAENOTCONN, WSAEOPNOTSUPP, WSAHOST_NOT_FOUND,
                             WSANOTINITIALISED)
from ...kernel.sync import WAIT_FAILED, Event, wait_for, wait_list
from .main import (AF_INET, AF_INET6, FIONBIO, FIONREAD, SIOCATMARK, SO_KEEPALIVE,
                     SOCK_STREAM, SOL_SOCKET,
                     _fail, _socket, _ws, deliver_events, socket)
from ...core.dllnames import WS2_32

SIO_ADDRESS_LIST_QUERY = 0x48000016
SIO_KEEPALIVE_VALS = 0x98000004             # _WSAIOW(IOC_VENDOR, 4)
SIO_LOOPBACK_FAST_PATH = 0x98000010         # _WSAIOW(IOC_VENDOR, 16)
SIO_TCP_INITIAL_RTO = 0x98000011            # _WSAIOW(IOC_VENDOR, 17)
SIO_IDEAL_SEND_BACKLOG_QUERY = 0x4800007B   # _WSAIOR(IOC_WS2, 123)
# each transport setting's input size: tcp_keepalive (3 ULONGs), TCP_INITIAL_RTO_PARAMETERS
# (USHORT Rtt, UCHAR MaxSynRetransmissions, padded), a BOOL
_TRANSPORT_SETTINGS = {SIO_KEEPALIVE_VALS: 12, SIO_TCP_INITIAL_RTO: 4,
                       SIO_LOOPBACK_FAST_PATH: 4}
WSA_INVALID_HANDLE, WSA_INVALID_PARAMETER = 6, 87     # Winsock's names for the Win32 codes
WSA_MAXIMUM_WAIT_EVENTS = 64


@api(WS2_32, "WSASocket{AW}", "INT af, INT kind, INT protocol, LPVOID info, DWORD group, "
                         "DWORD flags", widths=BOTH)
def WSASocket(c, af, kind, protocol, info, group, flags):
    """socket() with Winsock 2's extras: a WSAPROTOCOL_INFO is not read (it stops the
    guest); the group and flags (WSA_FLAG_OVERLAPPED...) change nothing here."""
    if info:
        raise Unimplemented("WS2_32.dll!WSASocket (a WSAPROTOCOL_INFO)")
    return socket(c, af, kind, protocol)


@api(WS2_32, "WSAIoctl", "DWORD s, DWORD code, LPVOID inbuf, DWORD inlen, LPVOID outbuf, "
                    "DWORD outlen, LPVOID returned, LPVOID ov, LPVOID routine", widths=BOTH)
def WSAIoctl(c, s, code, inbuf, inlen, outbuf, outlen, returned, ov, routine):
    """The socket controls of the module docstring: 0 with ``*returned`` the output
    size, or SOCKET_ERROR (WSAEFAULT for a buffer too small)."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    mem = vm.mem
    if code == FIONBIO:
        if not inbuf or inlen < 4:
            return _fail(vm, WSAEFAULT)
        sock.nonblocking = bool(mem.u32(inbuf))
        out = b""
    elif code in (FIONREAD, SIOCATMARK):
        # nothing ever arrives; SIOCATMARK: TRUE, no out-of-band data waiting
        out = struct.pack("<I", 0 if code == FIONREAD else 1)
    elif code in _TRANSPORT_SETTINGS:
        if sock.kind != SOCK_STREAM:
            return _fail(vm, WSAEINVAL if code == SIO_KEEPALIVE_VALS else WSAEOPNOTSUPP)
        if not inbuf or inlen < _TRANSPORT_SETTINGS[code]:
            return _fail(vm, WSAEFAULT)         # documented: cbInBuffer too small
        data = mem.read(inbuf, _TRANSPORT_SETTINGS[code])
        sock.options[("ioctl", code)] = data
        if code == SIO_KEEPALIVE_VALS:
            sock.options[(SOL_SOCKET, SO_KEEPALIVE)] = struct.pack("<I", int(any(data[:4])))
        out = b""
    elif code == SIO_IDEAL_SEND_BACKLOG_QUERY:
        return _fail(vm, WSAENOTCONN)            # never connected: no backlog to ask
    elif code == SIO_ADDRESS_LIST_QUERY:
        # SOCKET_ADDRESS_LIST with no address: iAddressCount 0, up to where Address[]
        # would start (its SOCKET_ADDRESS holds a pointer: at 8 in 64-bit programs)
        out = bytes(vm.ptr_size)
    else:
        raise Unimplemented("WS2_32.dll!WSAIoctl (control code %#x)" % code)
    if out:
        if not outbuf or outlen < len(out):
            if returned:
                mem.w32(returned, len(out))
            return _fail(vm, WSAEFAULT)
        mem.write(outbuf, out)
    if returned:
        mem.w32(returned, len(out))
    return 0


def _select_events(c, s, notify):
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if notify[-1]:
        sock.nonblocking = True     # documented: the socket becomes non-blocking
        sock.notify = notify
        sock.posted.clear()         # a new request hears what is still true again
        deliver_events(vm, s, sock)
    else:
        sock.notify = None          # events 0 cancels
    return 0


@api(WS2_32, "WSAEventSelect", "DWORD s, HANDLE event, LONG events", widths=BOTH)
def WSAEventSelect(c, s, event, events):
    """Ask for ``event`` to be set when one of ``events`` happens (and at once when one
    already did); the only one that happens here is a non-blocking connect's end."""
    return _select_events(c, s, ("event", event, None, events & 0xFFFFFFFF))


@api(WS2_32, "WSAAsyncSelect", "DWORD s, HWND hwnd, UINT msg, LONG events", widths=BOTH)
def WSAAsyncSelect(c, s, hwnd, msg, events):
    """Ask for ``msg`` to be posted to ``hwnd`` when one of ``events`` happens (the
    only one here: a non-blocking connect's end, FD_CONNECT with its error)."""
    return _select_events(c, s, ("message", hwnd, msg, events & 0xFFFFFFFF))


@api(WS2_32, "WSAEnumNetworkEvents", "DWORD s, HANDLE event, LPVOID out", widths=BOTH)
def WSAEnumNetworkEvents(c, s, event, out):
    """The network events that happened since the last call (WSANETWORKEVENTS: their
    FD_* flags and each one's error code), which it forgets; resets ``event`` if given."""
    vm = c.vm
    sock, err = _socket(vm, s)
    if sock is None:
        return _fail(vm, err)
    if not out:
        return _fail(vm, WSAEFAULT)
    if event:
        ev = vm.handles.get(event, Event)
        if ev is None:
            return _fail(vm, WSAEINVAL)
        ev.state = False
    codes = [0] * 10
    flags = 0
    for bit, error in sock.happened.items():
        flags |= 1 << bit
        codes[bit] = error
    sock.happened.clear()
    vm.mem.write(out, struct.pack("<l10i", flags, *codes))
    return 0


@api(WS2_32, "gethostbyaddr", "LPVOID addr, INT size, INT kind", widths=BOTH)
def gethostbyaddr(c, addr, size, kind):
    """No DNS to ask: NULL with WSAHOST_NOT_FOUND (WSAEAFNOSUPPORT for another family,
    WSAEFAULT for an address of the wrong size)."""
    vm = c.vm
    if not _ws(vm).started:
        return _fail(vm, WSANOTINITIALISED, 0)
    if kind not in (AF_INET, AF_INET6):
        return _fail(vm, WSAEAFNOSUPPORT, 0)
    if not addr or size != (4 if kind == AF_INET else 16):
        return _fail(vm, WSAEFAULT, 0)
    return _fail(vm, WSAHOST_NOT_FOUND, 0)


# -- event objects (Winsock's names for manual-reset events) --------------------------------
@api(WS2_32, "WSACreateEvent", widths=BOTH)
def WSACreateEvent(c):
    """A manual-reset event, not set (CreateEvent(NULL, TRUE, FALSE, NULL))."""
    return c.vm.new_handle(Event(True, False))


def _wsa_event(c, h):
    ev = c.vm.handles.get(h, Event)
    if ev is None:
        c.vm.last_error = WSA_INVALID_HANDLE
        return None
    return ev


@api(WS2_32, "WSACloseEvent", "HANDLE h", widths=BOTH)
def WSACloseEvent(c, h):
    """Close the event's handle."""
    if _wsa_event(c, h) is None:
        return 0
    c.vm.handles.pop(h)
    return 1


@api(WS2_32, "WSASetEvent", "HANDLE h", widths=BOTH)
def WSASetEvent(c, h):
    """Set the event."""
    ev = _wsa_event(c, h)
    if ev is None:
        return 0
    ev.state = True
    return 1


@api(WS2_32, "WSAResetEvent", "HANDLE h", widths=BOTH)
def WSAResetEvent(c, h):
    """Reset the event."""
    ev = _wsa_event(c, h)
    if ev is None:
        return 0
    ev.state = False
    return 1


@api(WS2_32, "WSAWaitForMultipleEvents", "DWORD count, LPVOID events, BOOL wait_all, DWORD ms, "
                                    "BOOL alertable", widths=BOTH)
def WSAWaitForMultipleEvents(c, count, events, wait_all, ms, alertable):
    """WaitForMultipleObjects on event handles: WSA_WAIT_EVENT_0 + index, WSA_WAIT_TIMEOUT;
    no APC can end it (``alertable``)."""
    if not count or count > WSA_MAXIMUM_WAIT_EVENTS:
        c.vm.last_error = WSA_INVALID_PARAMETER
        return WAIT_FAILED
    objs = wait_list(c, count, events)
    if objs is None:
        c.vm.last_error = WSA_INVALID_HANDLE
        return WAIT_FAILED
    return wait_for(c.vm, objs, bool(wait_all), ms, who="WSAWaitForMultipleEvents")
