"""KERNEL32's waitable timers and I/O completion ports, on guest time and the guest's own
threads (``kernel/sync.py`` does the waiting).

A waitable timer is signaled when the guest clock reaches its due time; a periodic one is
due again every period after that (periods it missed are not counted: it is simply
signaled). A manual-reset (notification) timer stays signaled until it is set again; a
synchronization timer resets when a wait takes it. A timer's completion routine (an APC)
is not done: it stops the guest naming it.

A completion port is a queue of packets (bytes, key, OVERLAPPED, status) that
PostQueuedCompletionStatus adds to and GetQueuedCompletionStatus(Ex) takes from in order,
parking the caller while it is empty. A handle opened for overlapped I/O can be
associated with a port: its completions post packets (``kernel/overlapped.py``); a
socket's operations never complete later on a machine with no network, so it posts
nothing.
"""

import struct
from collections import deque

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ABANDONED_WAIT_0,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, WAIT_TIMEOUT)
from ...kernel.sync import _named, wait_for
from .main import guest_filetime
from .sync import _open_named
from .overlapped import WAIT_IO_COMPLETION, alertable_wait
from ...kernel.overlapped import error_status
from ..ws2_32.main import Socket
from ...core.dllnames import KERNEL32
from ...core.structures import OVERLAPPED_ENTRY
from ...kernel.handletable import handle_kind

CREATE_WAITABLE_TIMER_MANUAL_RESET = 0x1
CREATE_WAITABLE_TIMER_HIGH_RESOLUTION = 0x2
INVALID_HANDLE_VALUE = 0xFFFFFFFF
INFINITE = 0xFFFFFFFF


@handle_kind("waitable timer")
class WaitableTimer:
    """A timer on the guest clock: ``due_ms`` is the guest time it next signals at (None:
    not running)."""

    def __init__(self, clock, manual):
        self.clock, self.manual = clock, manual
        self.state = False
        self.due_ms = None
        self.period = 0

    def _update(self):
        due = self.due_ms
        if due is None:
            return
        now = self.clock.now_ms()
        if now >= due:
            self.state = True
            if self.period:
                self.due_ms = due + ((now - due) // self.period + 1) * self.period
            else:
                self.due_ms = None

    def signaled(self):
        """True once the due time has come (and, for a synchronization timer, no wait has
        taken it since)."""
        self._update()
        return self.state

    def acquire(self):
        """A synchronization timer resets when a wait is satisfied by it."""
        if not self.manual:
            self.state = False

    @property
    def pending(self):
        """True while running: guest time alone will signal it (so an INFINITE wait on it
        by the only thread is no deadlock)."""
        return self.due_ms is not None


def _timer(c, h):
    t = c.vm.handles.get(h, WaitableTimer)
    if t is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return t


@api(KERNEL32, "CreateWaitableTimer{AW}", "LPVOID attrs, BOOL manual, LPCTSTR name", widths=BOTH)
def CreateWaitableTimer(c, attrs, manual, name):
    """A new timer, not running and not signaled; a name already used by a timer opens
    that one (ERROR_ALREADY_EXISTS)."""
    return _named(c, name, lambda: WaitableTimer(c.vm.clock, bool(manual)))


@api(KERNEL32, "CreateWaitableTimerEx{AW}", "LPVOID attrs, LPCTSTR name, DWORD flags, DWORD access", widths=BOTH)
def CreateWaitableTimerEx(c, attrs, name, flags, access):
    """CreateWaitableTimer with CREATE_WAITABLE_TIMER_MANUAL_RESET in ``flags``; a
    high-resolution timer is one here (guest time is counted in milliseconds either
    way)."""
    if flags & ~(CREATE_WAITABLE_TIMER_MANUAL_RESET | CREATE_WAITABLE_TIMER_HIGH_RESOLUTION):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    manual = bool(flags & CREATE_WAITABLE_TIMER_MANUAL_RESET)
    return _named(c, name, lambda: WaitableTimer(c.vm.clock, manual))


@api(KERNEL32, "OpenWaitableTimer{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenWaitableTimer(c, access, inherit, name):
    """A new handle to the timer called ``name``: ERROR_FILE_NOT_FOUND when there is none,
    ERROR_INVALID_HANDLE when the name is another kind of object's, ERROR_INVALID_PARAMETER
    for no name (as OpenEvent and the others: ``sync._open_named``)."""
    return _open_named(c, WaitableTimer, inherit, name)


def _set(c, h, due, period, routine, arg, resume):
    t = _timer(c, h)
    if t is None:
        return 0
    if period < 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if routine:
        raise Unimplemented("KERNEL32.dll!SetWaitableTimer: a completion routine (an APC; "
                            "none can be queued to a guest thread)")
    value = struct.unpack("<q", c.vm.mem.read(due, 8))[0]
    now = c.vm.clock.now_ms()
    if value < 0:           # relative, in 100 ns units
        ms = (-value + 9999) // 10000
    else:                   # absolute, a FILETIME (UTC) on the guest's calendar
        ms = max(0, (value - guest_filetime(c.vm) + 9999) // 10000)
    t.state = False         # setting a timer makes it non-signaled
    t.due_ms = now + ms
    t.period = period
    c.vm.last_error = 0
    return 1


@api(KERNEL32, "SetWaitableTimer", "HANDLE h, LPVOID due, LONG period, LPVOID routine, "
                            "LPVOID arg, BOOL resume", widths=BOTH)
def SetWaitableTimer(c, h, due, period, routine, arg, resume):
    """Start the timer: ``*due`` negative is relative (100 ns units), positive an absolute
    FILETIME; ``period`` ms re-arms it (0: once). Resetting it makes it non-signaled."""
    return _set(c, h, due, period, routine, arg, resume)


@api(KERNEL32, "SetWaitableTimerEx", "HANDLE h, LPVOID due, LONG period, LPVOID routine, "
                              "LPVOID arg, LPVOID wake_context, ULONG tolerable_delay", widths=BOTH)
def SetWaitableTimerEx(c, h, due, period, routine, arg, wake_context, tolerable_delay):
    """SetWaitableTimer with a wake context and coalescing delay, which change nothing on a
    machine that never sleeps."""
    return _set(c, h, due, period, routine, arg, 0)


@api(KERNEL32, "CancelWaitableTimer", "HANDLE h", widths=BOTH)
def CancelWaitableTimer(c, h):
    """Stop the timer; its signaled state stays as it is."""
    t = _timer(c, h)
    if t is None:
        return 0
    t._update()             # a due time already reached has signaled
    t.due_ms = None
    t.period = 0
    return 1


# -- completion ports ---------------------------------------------------------------------
@handle_kind("I/O completion port")
class CompletionPort:
    """A port's queue of (bytes, key, overlapped, error) packets."""

    def __init__(self, concurrency):
        self.concurrency = concurrency
        self.packets = deque()
        self.closed = False

    def close(self):
        """The last handle closed: threads waiting on it give up (ERROR_ABANDONED_WAIT_0)."""
        self.closed = True


class CompletionQueue:
    """What a thread in GetQueuedCompletionStatus waits for: a packet in the port (or the
    port closed)."""

    def __init__(self, port):
        self.port = port

    def signaled(self):
        """A packet is there, or the port is gone."""
        return bool(self.port.packets) or self.port.closed

    def acquire(self):
        """The caller takes the packet itself."""


@api(KERNEL32, "CreateIoCompletionPort", "HANDLE file, HANDLE port, ULONG_PTR key, DWORD threads", widths=BOTH)
def CreateIoCompletionPort(c, file, port, key, threads):
    """With INVALID_HANDLE_VALUE and no port: a new completion port (``threads`` 0 means as
    many as processors). With a handle opened overlapped (a file, named pipe or mailslot
    client with FILE_FLAG_OVERLAPPED, or a socket): associate it with ``port`` (or a new
    one) under ``key``: its operations' completions post packets there (a socket's never
    complete later here: a receive stays pending, a send fails at once). Synchronous
    handles: ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if file == INVALID_HANDLE_VALUE:
        if port:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        vm.last_error = 0
        return vm.new_handle(CompletionPort(threads))
    obj = vm.handles.get(file)
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    # A handle opened for overlapped I/O can be associated, once: a socket, or a file,
    # named pipe or mailslot client opened with FILE_FLAG_OVERLAPPED (kernel/overlapped.py
    # posts its completions).
    if not (isinstance(obj, Socket) or getattr(obj, "overlapped", False)) or \
            getattr(obj, "completion", None) is not None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if port:
        target = vm.handles.get(port, CompletionPort)
        if target is None:
            vm.last_error = ERROR_INVALID_HANDLE
            return 0
        h = port
    else:
        target = CompletionPort(threads)
        h = vm.new_handle(target)
    obj.completion = (target, key)
    vm.last_error = 0
    return h


def _port(c, h):
    p = c.vm.handles.get(h, CompletionPort)
    if p is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return p


@api(KERNEL32, "PostQueuedCompletionStatus", "HANDLE port, DWORD bytes, ULONG_PTR key, LPVOID ov", widths=BOTH)
def PostQueuedCompletionStatus(c, port, bytes_, key, ov):
    """Queue a packet with these values for GetQueuedCompletionStatus."""
    p = _port(c, port)
    if p is None:
        return 0
    p.packets.append((bytes_, key, ov, 0))
    return 1


def _dequeue(c, p, ms, who, take, alertable=False):
    """Wait up to ``ms`` for a packet, then ``take(p)``'s result; a timeout, a closed port
    or (``alertable``) the thread's completion routines run end with ``take(None)`` and
    the error (WAIT_IO_COMPLETION for the routines)."""
    if alertable:
        r = alertable_wait(c, [CompletionQueue(p)], False, ms, True, who)
    else:
        r = wait_for(c.vm, [CompletionQueue(p)], False, ms, who=who)
    if not isinstance(r, int):
        r = yield from r
    if r == 0 and p.packets:
        return take(p)
    c.vm.last_error = WAIT_IO_COMPLETION if r == WAIT_IO_COMPLETION else \
        ERROR_ABANDONED_WAIT_0 if p.closed else WAIT_TIMEOUT
    return take(None)


def _run(gen):
    """A generator's return value when it finished without parking, else the generator (for
    the handler to return)."""
    try:
        step = next(gen)
    except StopIteration as e:
        return e.value

    def rest():
        yield step
        return (yield from gen)
    return rest()


@api(KERNEL32, "GetQueuedCompletionStatus", "HANDLE port, LPVOID bytes, LPVOID key, LPVOID ov, "
                                     "DWORD ms", widths=BOTH)
def GetQueuedCompletionStatus(c, port, bytes_out, key_out, ov_out, ms):
    """Take the oldest packet, waiting up to ``ms``: TRUE with its byte count, key and
    OVERLAPPED; on a timeout FALSE with WAIT_TIMEOUT (258) and ``*ov`` NULL."""
    p = _port(c, port)
    if p is None:
        return 0
    mem = c.vm.mem

    def take(port_):
        # the key (ULONG_PTR) and the OVERLAPPED pointer are stored at the program's width
        if port_ is None:
            mem.wptr(ov_out, 0)
            return 0
        n, key, ov, err = port_.packets.popleft()
        mem.w32(bytes_out, n)
        mem.wptr(key_out, key)
        mem.wptr(ov_out, ov)
        if err:
            c.vm.last_error = err
            return 0
        return 1
    return _run(_dequeue(c, p, ms, "GetQueuedCompletionStatus", take))


@api(KERNEL32, "GetQueuedCompletionStatusEx", "HANDLE port, LPVOID entries, ULONG count, "
                                       "LPVOID removed, DWORD ms, BOOL alertable", widths=BOTH)
def GetQueuedCompletionStatusEx(c, port, entries, count, removed, ms, alertable):
    """Take up to ``count`` packets into OVERLAPPED_ENTRY records (key, OVERLAPPED,
    Internal, bytes), waiting up to ``ms`` for the first: TRUE with ``*removed``; FALSE
    with WAIT_TIMEOUT when none came. ``alertable``: the thread's completion routines
    (ReadFileEx) end the wait too, after running (FALSE, WAIT_IO_COMPLETION)."""
    p = _port(c, port)
    if p is None:
        return 0
    if not count:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    size = OVERLAPPED_ENTRY.sizeof(c.ptr_size)

    def take(port_):
        if port_ is None:
            mem.w32(removed, 0)
            return 0
        n = 0
        while port_.packets and n < count:
            nbytes, key, ov, err = port_.packets.popleft()
            # Internal: the operation's NTSTATUS (a packet keeps its Win32 error)
            status = error_status(err) if err else 0
            mem.write(entries + size * n, OVERLAPPED_ENTRY.pack_values(
                key, ov, err if status is None else status, nbytes, ptr=c.ptr_size))
            n += 1
        mem.w32(removed, n)
        return 1
    return _run(_dequeue(c, p, ms, "GetQueuedCompletionStatusEx", take, bool(alertable)))
