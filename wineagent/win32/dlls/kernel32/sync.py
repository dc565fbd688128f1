"""KERNEL32: the synchronisation objects' functions (events, mutexes, semaphores, waits). The
objects and the waiting are in ``kernel/sync.py``."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_NOT_OWNER, ERROR_TOO_MANY_POSTS)
from ...kernel.sync import (_event, _named, Event, Mutex, Semaphore, WAIT_FAILED, wait_for,
                           wait_list, waitable, named_object)
from ...core.dllnames import KERNEL32



@api(KERNEL32, "CreateSemaphore{AW}", "LPVOID attrs, LONG initial, LONG maximum, LPCTSTR name",
     widths=BOTH)
def CreateSemaphore(c, attrs, initial, maximum, name):
    if maximum <= 0 or initial < 0 or initial > maximum:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _named(c, name, lambda: Semaphore(initial, maximum))


@api(KERNEL32, "ReleaseSemaphore", "HANDLE:semaphore h, LONG count, LPLONG previous",
     widths=BOTH)
def ReleaseSemaphore(c, h, count, previous):
    sem = c.vm.handles.get(h, Semaphore)
    if count <= 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if sem.count + count > sem.maximum:
        c.vm.last_error = ERROR_TOO_MANY_POSTS
        return 0
    if previous:
        c.vm.mem.w32(previous, sem.count)
    sem.count += count
    return 1


@api(KERNEL32, "CreateEvent{AW}", "LPVOID attrs, BOOL manual, BOOL initial, LPCTSTR name", widths=BOTH)
def CreateEvent(c, attrs, manual, initial, name):
    return _named(c, name, lambda: Event(bool(manual), bool(initial)))


@api(KERNEL32, "SetEvent", "HANDLE h", widths=BOTH)
def SetEvent(c, h):
    ev = _event(c, h)
    if ev is None:
        return 0
    ev.state = True
    return 1


@api(KERNEL32, "ResetEvent", "HANDLE h", widths=BOTH)
def ResetEvent(c, h):
    ev = _event(c, h)
    if ev is None:
        return 0
    ev.state = False
    return 1


@api(KERNEL32, "PulseEvent", "HANDLE h", widths=BOTH)
def PulseEvent(c, h):
    """Set the event, release the threads waiting on it (every one for a manual-reset
    event, one for an auto-reset event) and reset it, as MS documents."""
    ev = _event(c, h)
    if ev is None:
        return 0
    ev.pulse()
    return 1


@api(KERNEL32, "CreateMutex{AW}", "LPVOID attrs, BOOL owned, LPCTSTR name", widths=BOTH)
def CreateMutex(c, attrs, owned, name):
    return _named(c, name, lambda: Mutex(bool(owned), c.vm.threads))


@api(KERNEL32, "ReleaseMutex", "HANDLE:mutex h", widths=BOTH)
def ReleaseMutex(c, h):
    m = c.vm.handles.get(h, Mutex)
    if m.count <= 0 or m.owner != c.vm.threads.current.tid:
        c.vm.last_error = ERROR_NOT_OWNER
        return 0
    m.count -= 1
    if m.count == 0:
        m.owner = None
    return 1


@api(KERNEL32, "WaitForSingleObject", "HANDLE h, DWORD ms", widths=BOTH)
def WaitForSingleObject(c, h, ms):
    obj = waitable(c.vm, h)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return WAIT_FAILED
    return wait_for(c.vm, [obj], False, ms)


@api(KERNEL32, "WaitForMultipleObjects", "DWORD count, LPVOID handles, BOOL wait_all, DWORD ms",
     widths=BOTH)
def WaitForMultipleObjects(c, count, handles, wait_all, ms):
    objs = wait_list(c, count, handles, pseudo=False)
    if objs is None:
        return WAIT_FAILED
    return wait_for(c.vm, objs, bool(wait_all), ms, who="WaitForMultipleObjects")


def _open_named(c, kind, inherit, name):
    """A new handle to the object of ``kind`` named ``name`` (in any process of the
    session): ERROR_FILE_NOT_FOUND when no object has the name, ERROR_INVALID_HANDLE
    when it names an object of another kind, ERROR_INVALID_PARAMETER for no name."""
    vm = c.vm
    if not name:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    obj = named_object(vm, name)
    if obj is None or not isinstance(obj, kind):
        vm.last_error = ERROR_FILE_NOT_FOUND if obj is None else ERROR_INVALID_HANDLE
        return 0
    h = vm.new_handle(obj)
    if inherit:
        vm.kernel.handle_flags[h] = 1
    return h


@api(KERNEL32, "OpenEvent{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenEvent(c, access, inherit, name):
    """A handle to the named event (one a child process's parent made, too)."""
    return _open_named(c, Event, inherit, name)


@api(KERNEL32, "OpenSemaphore{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenSemaphore(c, access, inherit, name):
    """A handle to the named semaphore."""
    return _open_named(c, Semaphore, inherit, name)


@api(KERNEL32, "OpenMutex{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenMutex(c, access, inherit, name):
    """A handle to the named mutex (of this process: another's stops the guest)."""
    return _open_named(c, Mutex, inherit, name)

