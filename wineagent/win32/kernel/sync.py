"""KERNEL32 synchronisation objects for a single-threaded guest: semaphores, events,
mutexes and the waits on them.

There is one guest thread, so nothing but the guest itself (or a timeout) can ever signal
an object it waits for. A wait with a timeout parks until the guest clock reaches it; an
INFINITE wait on an unsignaled object can never end and stops the guest with a deadlock
report instead of hanging.
"""

from ...abi.faults import GuestFault
from ...abi.api import PARK, api

K = "KERNEL32.dll"
WAIT_OBJECT_0, WAIT_TIMEOUT, WAIT_FAILED = 0, 0x102, 0xFFFFFFFF
INFINITE = 0xFFFFFFFF
ERROR_INVALID_HANDLE, ERROR_TOO_MANY_POSTS, ERROR_NOT_OWNER = 6, 298, 288
ERROR_ALREADY_EXISTS = 183


class Semaphore:
    """Signaled while its count is above zero; a wait takes one."""

    def __init__(self, count, maximum):
        self.count, self.maximum = count, maximum

    def signaled(self):
        """True when a wait would succeed now."""
        return self.count > 0

    def acquire(self):
        """A successful wait's side effect."""
        self.count -= 1


class Event:
    """Manual-reset events stay signaled; auto-reset ones reset when a wait succeeds."""

    def __init__(self, manual, state):
        self.manual, self.state = manual, state

    def signaled(self):
        """True when set."""
        return self.state

    def acquire(self):
        """Auto-reset events reset on a successful wait."""
        if not self.manual:
            self.state = False


class Mutex:
    """Owned by the (only) thread with a recursion count."""

    def __init__(self, owned):
        self.count = 1 if owned else 0

    def signaled(self):
        """The one thread may always (re)acquire its own mutex."""
        return True

    def acquire(self):
        """Take one level of ownership."""
        self.count += 1


def _named(c, name, make):
    table = c.vm.__dict__.setdefault("named_objects", {})
    if name:
        h = table.get(name)
        if h is not None and h in c.vm.handles:
            c.vm.last_error = ERROR_ALREADY_EXISTS
            return h
    c.vm.last_error = 0
    h = c.vm.new_handle(make())
    if name:
        table[name] = h
    return h


@api(K, "CreateSemaphore{AW}", "LPVOID attrs, LONG initial, LONG maximum, LPCTSTR name")
def CreateSemaphore(c, attrs, initial, maximum, name):
    if maximum <= 0 or initial < 0 or initial > maximum:
        c.vm.last_error = 87
        return 0
    return _named(c, name, lambda: Semaphore(initial, maximum))


@api(K, "ReleaseSemaphore", "HANDLE h, LONG count, LPVOID previous")
def ReleaseSemaphore(c, h, count, previous):
    sem = c.vm.handles.get(h)
    if not isinstance(sem, Semaphore) or count <= 0:
        c.vm.last_error = ERROR_INVALID_HANDLE if not isinstance(sem, Semaphore) else 87
        return 0
    if sem.count + count > sem.maximum:
        c.vm.last_error = ERROR_TOO_MANY_POSTS
        return 0
    if previous:
        c.vm.mem.w32(previous, sem.count)
    sem.count += count
    return 1


@api(K, "CreateEvent{AW}", "LPVOID attrs, BOOL manual, BOOL initial, LPCTSTR name")
def CreateEvent(c, attrs, manual, initial, name):
    return _named(c, name, lambda: Event(bool(manual), bool(initial)))


def _event(c, h):
    ev = c.vm.handles.get(h)
    if not isinstance(ev, Event):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return ev


@api(K, "SetEvent", "HANDLE h")
def SetEvent(c, h):
    ev = _event(c, h)
    if ev is None:
        return 0
    ev.state = True
    return 1


@api(K, "ResetEvent", "HANDLE h")
def ResetEvent(c, h):
    ev = _event(c, h)
    if ev is None:
        return 0
    ev.state = False
    return 1


@api(K, "CreateMutex{AW}", "LPVOID attrs, BOOL owned, LPCTSTR name")
def CreateMutex(c, attrs, owned, name):
    return _named(c, name, lambda: Mutex(bool(owned)))


@api(K, "ReleaseMutex", "HANDLE h")
def ReleaseMutex(c, h):
    m = c.vm.handles.get(h)
    if not isinstance(m, Mutex):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if m.count <= 0:
        c.vm.last_error = ERROR_NOT_OWNER
        return 0
    m.count -= 1
    return 1


@api(K, "WaitForSingleObject", "HANDLE h, DWORD ms")
def WaitForSingleObject(c, h, ms):
    obj = c.vm.handles.get(h)
    if not hasattr(obj, "signaled"):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return WAIT_FAILED
    if obj.signaled():
        obj.acquire()
        return WAIT_OBJECT_0
    if ms == 0:
        return WAIT_TIMEOUT
    if ms == INFINITE:
        raise GuestFault("deadlock", "deadlock: WaitForSingleObject(INFINITE) on an unsignaled "
                         "%s, and the guest has only one thread to signal it"
                         % type(obj).__name__.lower())
    return _timed_wait(c.vm, obj, ms)


def _timed_wait(vm, obj, ms):
    deadline = vm.clock.now_ms() + ms
    vm.sleep_deadline = deadline   # wakes a parked host in time (wm.next_timer_ms)
    try:
        while vm.clock.now_ms() < deadline:
            if obj.signaled():
                obj.acquire()
                return WAIT_OBJECT_0
            yield PARK
    finally:
        vm.sleep_deadline = None
    return WAIT_TIMEOUT
