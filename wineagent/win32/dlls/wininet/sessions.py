"""WININET's sessions on a machine with no network: InternetOpen, InternetConnect,
HttpOpenRequest, HttpSendRequest(Ex), InternetOpenUrl, InternetCloseHandle, options, the
connected state; the time strings (InternetTimeFrom/ToSystemTime) and the empty URL
cache. Checked against Wine 8 run in a network namespace holding only ``lo``
(guests/tests/wininet_session.c).

Nothing ever connects. A request fails where Windows with its network unplugged fails:
a host name cannot be resolved (ERROR_INTERNET_NAME_NOT_RESOLVED), a numeric address or
``localhost`` resolves but nothing answers (ERROR_INTERNET_CANNOT_CONNECT: no guest
server is reached through WININET). An HTTP InternetConnect makes no connection (it
succeeds, as on Windows); an FTP one connects at once and fails the same way.

HINTERNET handles are this process's (``vm.kernel.internet_handles``): a session, its
connections, their requests. Closing one closes its children; a closed or unknown
handle is ERROR_INVALID_HANDLE. A child takes its parent's timeouts and context.
Status callbacks are called on these synchronous handles as Windows does (handle
created and closing, the name resolving; :func:`notify`). INTERNET_FLAG_ASYNC, a named
proxy (INTERNET_OPEN_TYPE_PROXY), the offline/cache flags and options not listed in
:data:`OPTIONS` stop the guest naming them.
"""

import datetime
import re
import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.dllnames import WININET
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INTERNET_BAD_OPTION_LENGTH,
                              ERROR_INTERNET_CANNOT_CONNECT,
                              ERROR_INTERNET_INCORRECT_HANDLE_TYPE,
                              ERROR_INTERNET_NAME_NOT_RESOLVED,
                              ERROR_INTERNET_UNRECOGNIZED_SCHEME, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_NO_MORE_ITEMS,
                              ERROR_NOT_CONNECTED, ERROR_SUCCESS)
from .urls import FILE, SCHEMES, crack

# INTERNET_HANDLE_TYPE_*
SESSION, CONNECT_FTP, CONNECT_HTTP, HTTP_REQUEST = 1, 2, 4, 13
INTERNET_SERVICE_FTP, INTERNET_SERVICE_HTTP = 1, 3
INTERNET_FLAG_ASYNC = 0x10000000
INTERNET_OPEN_TYPE_PROXY = 3
INTERNET_OPEN_TYPES = (0, 1, 4)                  # preconfig, direct, no autoproxy
FLAG_ICC_FORCE_CONNECTION = 1
#: InternetGetConnectedState: offline, with RAS installed (every Windows has it) — what
#: Windows with its network unplugged and Wine 8 in an empty namespace answer
INTERNET_CONNECTION_OFFLINE, INTERNET_RAS_INSTALLED = 0x20, 0x10
CONNECTED_STATE_FLAGS = INTERNET_CONNECTION_OFFLINE | INTERNET_RAS_INSTALLED

OPTION_CONNECT_TIMEOUT, OPTION_SEND_TIMEOUT, OPTION_RECEIVE_TIMEOUT = 2, 5, 6
OPTION_HANDLE_TYPE, OPTION_USER_AGENT, OPTION_CONTEXT_VALUE = 9, 41, 45
OPTION_PROXY, OPTION_CONNECTED_STATE = 38, 50
#: INTERNET_OPTION_CONNECTED_STATE: the global "work offline" mode, not the network —
#: never chosen here, so INTERNET_STATE_CONNECTED, as Windows and Wine 8 answer offline
INTERNET_STATE_CONNECTED = 1
INTERNET_OPEN_TYPE_DIRECT = 1
#: the options that need no handle (the process's settings)
_GLOBAL = (OPTION_PROXY, OPTION_CONNECTED_STATE)
_QUERIED = (OPTION_CONNECT_TIMEOUT, OPTION_SEND_TIMEOUT, OPTION_RECEIVE_TIMEOUT,
            OPTION_HANDLE_TYPE, OPTION_USER_AGENT, OPTION_CONTEXT_VALUE) + _GLOBAL
#: the timeouts' defaults (ms), Windows': connect 60 s, send and receive 30 s
TIMEOUTS = {OPTION_CONNECT_TIMEOUT: 60000, OPTION_SEND_TIMEOUT: 30000,
            OPTION_RECEIVE_TIMEOUT: 30000}
OPTIONS = ("INTERNET_OPTION_CONNECT_TIMEOUT", "SEND_TIMEOUT", "RECEIVE_TIMEOUT",
           "HANDLE_TYPE", "USER_AGENT", "CONTEXT_VALUE", "PROXY (query: direct, no proxy)",
           "CONNECTED_STATE (query)")

_DAYS = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
           "Dec")


def _fail(vm, error, value=0):
    vm.last_error = error
    return value


def _new(vm, kind, parent, **fields):
    k = vm.kernel
    h = k.internet_next
    k.internet_next += 4
    base = k.internet_handles[parent] if parent else None
    entry = {"type": kind, "parent": parent,
             "timeouts": dict(base["timeouts"]) if base else dict(TIMEOUTS),
             "context": fields.pop("context", base["context"] if base else 0),
             "callback": base["callback"] if base else 0,
             "callback_wide": base["callback_wide"] if base else False}
    entry.update(fields)
    k.internet_handles[h] = entry
    return h


def _handle(vm, h, *kinds):
    """The handle's entry, or None with the last error set."""
    entry = vm.kernel.internet_handles.get(h)
    if entry is None:
        return _fail(vm, ERROR_INVALID_HANDLE, None)
    if kinds and entry["type"] not in kinds:
        return _fail(vm, ERROR_INTERNET_INCORRECT_HANDLE_TYPE, None)
    return entry


def unreachable(host):
    """The error a connection to ``host`` fails with on this machine: a name resolves
    only when it is numeric or ``localhost`` (and then nothing answers)."""
    name = host.strip("[]").lower()
    numeric = re.fullmatch(r"[0-9.]+", name) or (":" in name and
                                                  re.fullmatch(r"[0-9a-f:.]+", name))
    if numeric or name == "localhost":
        return ERROR_INTERNET_CANNOT_CONNECT
    return ERROR_INTERNET_NAME_NOT_RESOLVED


# INTERNET_STATUS_*
STATUS_RESOLVING_NAME, STATUS_NAME_RESOLVED, STATUS_CONNECTING_TO_SERVER = 10, 11, 20
STATUS_HANDLE_CREATED, STATUS_HANDLE_CLOSING = 60, 70


def notify(c, h, status, info):
    """Calls the handle's status callback (a generator: ``yield from``), when it has one
    and a context value that is not 0 — Windows calls back on synchronous handles too.
    ``info`` is a handle (HANDLE_CREATED: the new one, told to its parent's handle;
    HANDLE_CLOSING: the one closing) or a
    string (the name or address; its length with the NUL, as Wine 8 passes it)."""
    vm = c.vm
    entry = vm.kernel.internet_handles.get(h)
    if entry is None or not entry["callback"] or not entry["context"]:
        return
    # HANDLE_CREATED is told through the parent: the callback gets the parent's handle
    # and the new one's context, with the new handle as its information
    via = entry["parent"] if status == STATUS_HANDLE_CREATED else h
    if isinstance(info, str):
        data = (info + "\0").encode("utf-16-le" if entry["callback_wide"] else "latin-1")
        length = len(info) + 1
    else:
        data = info.to_bytes(vm.ptr_size, "little")
        length = vm.ptr_size
    p = vm.heap.alloc(len(data))
    try:
        vm.mem.write(p, data)
        yield GuestCall(entry["callback"], (via, entry["context"], status, p, length))
    finally:
        vm.heap.free(p)


def _resolving(c, h, host):
    """The callbacks of a connection attempt to ``host``: the name resolving, and for a
    name that resolves (a number, ``localhost``) resolved and connecting; then the
    error it fails with."""
    error = unreachable(host)
    yield from notify(c, h, STATUS_RESOLVING_NAME, host)
    if error == ERROR_INTERNET_CANNOT_CONNECT:
        address = "127.0.0.1" if host.lower() == "localhost" else host.strip("[]")
        yield from notify(c, h, STATUS_NAME_RESOLVED, address)
        yield from notify(c, h, STATUS_CONNECTING_TO_SERVER, address)
    return error


@api(WININET, "InternetOpen{AW}",
     "LPVOID agent, DWORD access, LPVOID proxy, LPVOID bypass, DWORD flags", widths=BOTH)
def InternetOpen(c, agent, access, proxy, bypass, flags):
    """A session handle (INTERNET_HANDLE_TYPE_INTERNET) keeping the user agent."""
    name = c.spec.full_name
    if flags & INTERNET_FLAG_ASYNC:
        raise Unimplemented("%s INTERNET_FLAG_ASYNC" % name)
    if flags:
        raise Unimplemented("%s flags 0x%x" % (name, flags))
    if access == INTERNET_OPEN_TYPE_PROXY:
        raise Unimplemented("%s INTERNET_OPEN_TYPE_PROXY (a named proxy)" % name)
    if access not in INTERNET_OPEN_TYPES:
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    return _new(c.vm, SESSION, 0, agent=c.read_str(agent) if agent else "")


@api(WININET, "InternetConnect{AW}",
     "HANDLE session, LPVOID server, WORD port, LPVOID user, LPVOID password, "
     "DWORD service, DWORD flags, DWORD_PTR context", widths=BOTH)
def InternetConnect(c, session, server, port, user, password, service, flags, context):
    """HTTP: a connection handle, no connection yet. FTP: connects now, and fails as
    nothing can be reached (:func:`unreachable`)."""
    vm = c.vm
    if _handle(vm, session, SESSION) is None:
        return 0
    if not server:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    host = c.read_str(server)
    if service == INTERNET_SERVICE_FTP:
        if vm.kernel.internet_handles[session]["callback"] and context:
            raise Unimplemented("%s FTP with a status callback" % c.spec.full_name)
        return _fail(vm, unreachable(host))
    if service != INTERNET_SERVICE_HTTP:
        raise Unimplemented("%s service %d" % (c.spec.full_name, service))
    h = _new(vm, CONNECT_HTTP, session, context=context, host=host,
             port=port or 80, flags=flags)
    yield from notify(c, h, STATUS_HANDLE_CREATED, h)
    return h


@api(WININET, "HttpOpenRequest{AW}",
     "HANDLE connect, LPVOID verb, LPVOID obj, LPVOID version, LPVOID referrer, "
     "LPVOID accept, DWORD flags, DWORD_PTR context", widths=BOTH)
def HttpOpenRequest(c, connect, verb, obj, version, referrer, accept, flags, context):
    """A request handle of an HTTP connection (nothing is sent yet)."""
    vm = c.vm
    entry = _handle(vm, connect, CONNECT_HTTP)
    if entry is None:
        return 0
    h = _new(vm, HTTP_REQUEST, connect, context=context,
             verb=c.read_str(verb) if verb else "GET",
             object=c.read_str(obj) if obj else "/", flags=flags)
    yield from notify(c, h, STATUS_HANDLE_CREATED, h)
    return h


def _send(c, request):
    vm = c.vm
    entry = _handle(vm, request, HTTP_REQUEST)
    if entry is None:
        return 0
    host = vm.kernel.internet_handles[entry["parent"]]["host"]
    error = yield from _resolving(c, request, host)
    return _fail(vm, error)


@api(WININET, "HttpSendRequest{AW}",
     "HANDLE request, LPVOID headers, DWORD headers_len, LPVOID optional, DWORD optional_len",
     widths=BOTH)
def HttpSendRequest(c, request, headers, headers_len, optional, optional_len):
    """Sends the request: fails as the server cannot be reached (:func:`unreachable`)."""
    return (yield from _send(c, request))


@api(WININET, "HttpSendRequestEx{AW}",
     "HANDLE request, LPVOID buffers_in, LPVOID buffers_out, DWORD flags, DWORD_PTR context",
     widths=BOTH)
def HttpSendRequestEx(c, request, buffers_in, buffers_out, flags, context):
    """HttpSendRequest's failure, for a request whose body would follow."""
    return (yield from _send(c, request))


@api(WININET, "InternetOpenUrl{AW}",
     "HANDLE session, LPVOID url, LPVOID headers, DWORD headers_len, DWORD flags, "
     "DWORD_PTR context", widths=BOTH)
def InternetOpenUrl(c, session, url, headers, headers_len, flags, context):
    """Opens an http, https or ftp URL: fails as its host cannot be reached; another
    scheme fails with ERROR_INTERNET_UNRECOGNIZED_SCHEME; ``file:`` stops the guest."""
    vm = c.vm
    if _handle(vm, session, SESSION) is None:
        return 0
    if not url:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    text = c.read_str(url)
    found = crack(text)
    if isinstance(found, int):
        return _fail(vm, found)
    parts, number, _ = found
    if number == FILE:
        raise Unimplemented("%s of a file: URL" % c.spec.full_name)
    if number not in (SCHEMES["http"], SCHEMES["https"], SCHEMES["ftp"]):
        return _fail(vm, ERROR_INTERNET_UNRECOGNIZED_SCHEME)
    start, end = parts["host"]
    # the URL's handle is made, tried, and closed again
    h = _new(vm, HTTP_REQUEST, session, context=context, host=text[start:end])
    yield from notify(c, h, STATUS_HANDLE_CREATED, h)
    error = yield from _resolving(c, h, text[start:end])
    yield from notify(c, h, STATUS_HANDLE_CLOSING, h)
    vm.kernel.internet_handles.pop(h, None)
    return _fail(vm, error)


@api(WININET, "InternetCloseHandle", "HANDLE h", widths=BOTH)
def InternetCloseHandle(c, h):
    """Closes a handle and its children."""
    vm = c.vm
    handles = vm.kernel.internet_handles
    if h not in handles:
        return _fail(vm, ERROR_INVALID_HANDLE)
    doomed = [h]
    for k in doomed:
        doomed.extend(child for child, e in handles.items() if e["parent"] == k)
    for k in reversed(doomed):                    # the children first, as Windows
        yield from notify(c, k, STATUS_HANDLE_CLOSING, k)
        handles.pop(k, None)
    return 1


def _connected(c, pflags):
    if pflags:
        c.vm.mem.w32(pflags, CONNECTED_STATE_FLAGS)
    return 0


@api(WININET, "InternetSetStatusCallback{AW}", "HANDLE h, LPVOID callback", widths=BOTH)
def InternetSetStatusCallback(c, h, callback):
    """The handle's status callback (its children made later take it); answers the one
    before (NULL: none), or INTERNET_INVALID_STATUS_CALLBACK for a handle that is not
    open. Called as :func:`notify` says."""
    vm = c.vm
    entry = vm.kernel.internet_handles.get(h)
    if entry is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return (1 << (8 * vm.ptr_size)) - 1
    before = entry["callback"]
    entry["callback"], entry["callback_wide"] = callback, c.wide
    return before


@api(WININET, "InternetGetConnectedState", "LPVOID pflags, DWORD reserved", widths=BOTH)
def InternetGetConnectedState(c, pflags, reserved):
    """FALSE: offline (flags INTERNET_CONNECTION_OFFLINE | INTERNET_RAS_INSTALLED)."""
    return _connected(c, pflags)


@api(WININET, "InternetGetConnectedStateEx{AW}",
     "LPVOID pflags, LPVOID name, DWORD name_len, DWORD reserved", widths=BOTH)
def InternetGetConnectedStateEx(c, pflags, name, name_len, reserved):
    """InternetGetConnectedState, and the connection's name: none (an empty string)."""
    if name and name_len:
        c.write_str(name, "")
    return _connected(c, pflags)


@api(WININET, "InternetCheckConnection{AW}", "LPVOID url, DWORD flags, DWORD reserved",
     widths=BOTH)
def InternetCheckConnection(c, url, flags, reserved):
    """FALSE with ERROR_NOT_CONNECTED: nothing can be reached."""
    if flags & ~FLAG_ICC_FORCE_CONNECTION:
        raise Unimplemented("%s flags 0x%x" % (c.spec.full_name, flags))
    return _fail(c.vm, ERROR_NOT_CONNECTED)


@api(WININET, "InternetAttemptConnect", "DWORD reserved", widths=BOTH)
def InternetAttemptConnect(c, reserved):
    """ERROR_SUCCESS: a LAN machine has nothing to dial (Windows and Wine 8 answer so
    with the network down too)."""
    return ERROR_SUCCESS


def _entry_for_option(c, h, option, setting):
    vm = c.vm
    if not h and option in _GLOBAL:
        return {}
    if not h:
        raise Unimplemented("%s option %d on the NULL handle (global options)"
                            % (c.spec.full_name, option))
    return _handle(vm, h)


@api(WININET, "InternetQueryOption{AW}", "HANDLE h, DWORD option, LPVOID buf, LPVOID plen",
     widths=BOTH)
def InternetQueryOption(c, h, option, buf, plen):
    """The options of :data:`OPTIONS`: a DWORD (the context: pointer-sized), the proxy
    settings (INTERNET_PROXY_INFO, also of the NULL handle), or the user agent string (a short buffer: ERROR_INSUFFICIENT_BUFFER and its size with the NUL;
    filled: its characters)."""
    vm = c.vm
    mem = vm.mem
    if option not in _QUERIED:
        raise Unimplemented("%s option %d" % (c.spec.full_name, option))
    entry = _entry_for_option(c, h, option, False)
    if entry is None:
        return 0
    if not plen:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if option == OPTION_USER_AGENT:
        if entry["type"] != SESSION:
            return _fail(vm, ERROR_INTERNET_INCORRECT_HANDLE_TYPE)
        text = entry["agent"]
        if not buf or (len(text) + 1) * c.char_size > mem.u32(plen):
            mem.w32(plen, (len(text) + 1) * c.char_size)
            return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
        c.write_str(buf, text)
        mem.w32(plen, len(text))
        return 1
    if option == OPTION_PROXY:
        # INTERNET_PROXY_INFO: direct, no proxy and no bypass list (NULL strings)
        size = 3 * vm.ptr_size
        if not buf or mem.u32(plen) < size:
            mem.w32(plen, size)
            return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
        mem.write(buf, INTERNET_OPEN_TYPE_DIRECT.to_bytes(vm.ptr_size, "little") +
                  bytes(2 * vm.ptr_size))
        mem.w32(plen, size)
        return 1
    if option == OPTION_CONNECTED_STATE:
        value, size = INTERNET_STATE_CONNECTED, 4
    elif option == OPTION_HANDLE_TYPE:
        value, size = entry["type"], 4
    elif option == OPTION_CONTEXT_VALUE:
        value, size = entry["context"], vm.ptr_size
    else:
        value, size = entry["timeouts"][option], 4
    if not buf or mem.u32(plen) < size:
        mem.w32(plen, size)
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    mem.write(buf, value.to_bytes(size, "little"))
    mem.w32(plen, size)
    return 1


@api(WININET, "InternetSetOption{AW}", "HANDLE h, DWORD option, LPVOID buf, DWORD length",
     widths=BOTH)
def InternetSetOption(c, h, option, buf, length):
    """Sets a timeout (a DWORD, ms) or the context value (pointer-sized) of a handle, or
    a session's user agent; a wrong length: ERROR_INTERNET_BAD_OPTION_LENGTH."""
    vm = c.vm
    mem = vm.mem
    if option not in (OPTION_CONNECT_TIMEOUT, OPTION_SEND_TIMEOUT, OPTION_RECEIVE_TIMEOUT,
                      OPTION_USER_AGENT, OPTION_CONTEXT_VALUE):
        raise Unimplemented("%s option %d" % (c.spec.full_name, option))
    entry = _entry_for_option(c, h, option, True)
    if entry is None:
        return 0
    if not buf:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if option == OPTION_USER_AGENT:
        if entry["type"] != SESSION:
            return _fail(vm, ERROR_INTERNET_INCORRECT_HANDLE_TYPE)
        entry["agent"] = c.read_str(buf)
        return 1
    size = vm.ptr_size if option == OPTION_CONTEXT_VALUE else 4
    if length != size:
        return _fail(vm, ERROR_INTERNET_BAD_OPTION_LENGTH)
    value = int.from_bytes(mem.read(buf, size), "little")
    if option == OPTION_CONTEXT_VALUE:
        entry["context"] = value
    else:
        entry["timeouts"][option] = value
    return 1


@api(WININET, "InternetTimeFromSystemTime{AW}",
     "LPVOID st, DWORD rfc, LPVOID out, DWORD size", widths=BOTH)
def InternetTimeFromSystemTime(c, st, rfc, out, size):
    """A SYSTEMTIME as an RFC 1123 date (``Thu, 29 Feb 2024 13:05:09 GMT``); the buffer
    must hold INTERNET_RFC1123_BUFSIZE (30) characters (its size in bytes)."""
    vm = c.vm
    if not st or not out or rfc != 0:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if size < 30 * c.char_size:
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    year, month, wday, day, hour, minute, second, _ = struct.unpack(
        "<8H", vm.mem.read(st, 16))
    if not 1 <= month <= 12 or wday > 6:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    c.write_str(out, "%s, %02d %s %04d %02d:%02d:%02d GMT" % (
        _DAYS[wday], day, _MONTHS[month - 1], year, hour, minute, second))
    return 1


@api(WININET, "InternetTimeToSystemTime{AW}", "LPVOID text, LPVOID st, DWORD reserved",
     widths=BOTH)
def InternetTimeToSystemTime(c, text, st, reserved):
    """An HTTP date (RFC 1123, RFC 850 or asctime's order) as a SYSTEMTIME: the day and
    month names, the day, the year as written (``94`` stays 94, as Wine 8 reads it), the
    time; the weekday from its name, else computed."""
    vm = c.vm
    if not text or not st:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    s = c.read_str(text)
    hms = [0, 0, 0]
    m = re.search(r"(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?", s)
    if m:
        hms = [int(g or 0) for g in m.groups()]
        s = s[:m.start()] + " " + s[m.end():]
    words = [w for w in re.split(r"[\s,\-/]+", s) if w]
    month = wday = None
    numbers = []
    for w in words:
        low = w[:3].lower()
        if month is None and low in [x.lower() for x in _MONTHS] and w.isalpha():
            month = [x.lower() for x in _MONTHS].index(low) + 1
        elif wday is None and low in [x.lower() for x in _DAYS] and w.isalpha():
            wday = [x.lower() for x in _DAYS].index(low)
        elif w.isdigit():
            numbers.append(int(w))
    if month is None or len(numbers) < 2:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    day, year = (numbers[0], numbers[1]) if numbers[0] <= 31 else (numbers[1], numbers[0])
    if wday is None:
        try:
            wday = (datetime.date(year, month, day).weekday() + 1) % 7
        except ValueError:
            wday = 0
    vm.mem.write(st, struct.pack("<8H", year & 0xFFFF, month, wday, day & 0xFFFF,
                                 hms[0], hms[1], hms[2], 0))
    return 1


@api(WININET, "GetUrlCacheEntryInfo{AW}", "LPVOID url, LPVOID info, LPVOID psize",
     widths=BOTH)
def GetUrlCacheEntryInfo(c, url, info, psize):
    """The URL cache is empty: ERROR_FILE_NOT_FOUND."""
    return _fail(c.vm, ERROR_FILE_NOT_FOUND if url else ERROR_INVALID_PARAMETER)


@api(WININET, "FindFirstUrlCacheEntry{AW}", "LPVOID pattern, LPVOID info, LPVOID psize",
     widths=BOTH)
def FindFirstUrlCacheEntry(c, pattern, info, psize):
    """The URL cache is empty: NULL and ERROR_NO_MORE_ITEMS, as documented (Wine 8 leaves
    the last error untouched)."""
    return _fail(c.vm, ERROR_NO_MORE_ITEMS)


@api(WININET, "DeleteUrlCacheEntry{AW}", "LPVOID url", widths=BOTH)
def DeleteUrlCacheEntry(c, url):
    """The URL cache is empty: ERROR_FILE_NOT_FOUND."""
    return _fail(c.vm, ERROR_FILE_NOT_FOUND if url else ERROR_INVALID_PARAMETER)
