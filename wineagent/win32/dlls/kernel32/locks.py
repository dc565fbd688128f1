"""KERNEL32: slim reader/writer locks, condition variables, one-time initialisation, the
*Ex creation functions of events, semaphores and mutexes, and the alertable waits.

The primitives are in ``kernel/locks.py`` (SRW, condition variables) and
``kernel/sync.py`` (events, semaphores, mutexes, waits). User APCs (QueueUserAPC, and
ntdll's NtQueueApcThread) join the completion routines of ReadFileEx/WriteFileEx in the
thread's queue (``kernel/overlapped.py``): an alertable wait runs them, in order, and
returns WAIT_IO_COMPLETION.
"""

from ....abi.api import BOTH, GuestCall, PARK, api
from ....abi.faults import GuestFault
from ...core.winerror import (ERROR_GEN_FAILURE, ERROR_INVALID_PARAMETER, ERROR_NOT_OWNER,
                              ERROR_TIMEOUT, ERROR_TOO_MANY_POSTS)
from ...kernel.locks import cv_sleep, cv_wake, srw_acquire, srw_release, srw_try
from ...kernel.sync import (_named, cs_busy, cs_leave, cs_take, CURRENT_THREAD, Event, Mutex,
                           Semaphore, WAIT_FAILED, wait_for, wait_list, waitable)
from ...core.winerror import ERROR_INVALID_HANDLE
from . import main as kernel32
from .overlapped import WAIT_IO_COMPLETION, alertable_wait
from ...kernel.overlapped import queue_apc
from ...kernel.threads import Thread
from ...core.dllnames import KERNEL32

CONDITION_VARIABLE_LOCKMODE_SHARED = 0x1


# -- SRW locks --------------------------------------------------------------------------------
@api(KERNEL32, "InitializeSRWLock", "LPVOID lock", widths=BOTH)
def InitializeSRWLock(c, lock):
    """SRWLOCK_INIT: free."""
    c.vm.mem.wptr(lock, 0)


@api(KERNEL32, "AcquireSRWLockExclusive", "LPVOID lock", widths=BOTH)
def AcquireSRWLockExclusive(c, lock):
    """Take the lock for writing, waiting while anyone holds it. SRW locks are not
    recursive: a thread taking one it holds waits for itself (a deadlock)."""
    return srw_acquire(c.vm, lock, False, "AcquireSRWLockExclusive")


@api(KERNEL32, "AcquireSRWLockShared", "LPVOID lock", widths=BOTH)
def AcquireSRWLockShared(c, lock):
    """Take the lock for reading, waiting while a writer holds it."""
    return srw_acquire(c.vm, lock, True, "AcquireSRWLockShared")


@api(KERNEL32, "TryAcquireSRWLockExclusive", "LPVOID lock", widths=BOTH)
def TryAcquireSRWLockExclusive(c, lock):
    """Take the lock for writing if it is free now (BOOLEAN)."""
    return int(srw_try(c.vm.mem, lock, False))


@api(KERNEL32, "TryAcquireSRWLockShared", "LPVOID lock", widths=BOTH)
def TryAcquireSRWLockShared(c, lock):
    """Take the lock for reading if no writer holds it now (BOOLEAN)."""
    return int(srw_try(c.vm.mem, lock, True))


@api(KERNEL32, "ReleaseSRWLockExclusive", "LPVOID lock", widths=BOTH)
def ReleaseSRWLockExclusive(c, lock):
    """Let a write hold go."""
    srw_release(c.vm.mem, lock, False)


@api(KERNEL32, "ReleaseSRWLockShared", "LPVOID lock", widths=BOTH)
def ReleaseSRWLockShared(c, lock):
    """Let one read hold go."""
    srw_release(c.vm.mem, lock, True)


# -- condition variables ---------------------------------------------------------------------
@api(KERNEL32, "InitializeConditionVariable", "LPVOID cv", widths=BOTH)
def InitializeConditionVariable(c, cv):
    """CONDITION_VARIABLE_INIT: zero, nobody sleeping."""
    c.vm.mem.wptr(cv, 0)


def _cv_result(c, woken):
    if not woken:
        c.vm.last_error = ERROR_TIMEOUT
    return int(woken)


@api(KERNEL32, "SleepConditionVariableCS", "LPVOID cv, LPVOID cs, DWORD ms", widths=BOTH)
def SleepConditionVariableCS(c, cv, cs, ms):
    """Leave the critical section, sleep until woken or ``ms`` pass, enter it again.
    FALSE with ERROR_TIMEOUT when the time ran out."""
    vm = c.vm

    def reacquire():
        while cs_busy(vm, cs):
            yield PARK
        cs_take(vm, cs)
    woken = yield from cv_sleep(vm, cv, ms, lambda: cs_leave(vm, cs), reacquire,
                                "SleepConditionVariableCS")
    return _cv_result(c, woken)


@api(KERNEL32, "SleepConditionVariableSRW", "LPVOID cv, LPVOID lock, DWORD ms, DWORD flags",
     widths=BOTH)
def SleepConditionVariableSRW(c, cv, lock, ms, flags):
    """Release the SRW lock (held shared with CONDITION_VARIABLE_LOCKMODE_SHARED, else
    exclusively), sleep until woken or ``ms`` pass, take it back the same way."""
    vm = c.vm
    shared = bool(flags & CONDITION_VARIABLE_LOCKMODE_SHARED)
    woken = yield from cv_sleep(
        vm, cv, ms, lambda: srw_release(vm.mem, lock, shared),
        lambda: srw_acquire(vm, lock, shared, "SleepConditionVariableSRW"),
        "SleepConditionVariableSRW")
    return _cv_result(c, woken)


@api(KERNEL32, "WakeConditionVariable", "LPVOID cv", widths=BOTH)
def WakeConditionVariable(c, cv):
    """Wake the thread that has slept longest on ``cv`` (none sleeping: nothing)."""
    cv_wake(c.vm, cv, False)


@api(KERNEL32, "WakeAllConditionVariable", "LPVOID cv", widths=BOTH)
def WakeAllConditionVariable(c, cv):
    """Wake every thread sleeping on ``cv``."""
    cv_wake(c.vm, cv, True)


# -- one-time initialisation -----------------------------------------------------------------
INIT_ONCE_CHECK_ONLY, INIT_ONCE_ASYNC, INIT_ONCE_INIT_FAILED = 0x1, 0x2, 0x4


@api(KERNEL32, "InitOnceInitialize", "LPVOID once", widths=BOTH)
def InitOnceInitialize(c, once):
    """INIT_ONCE_STATIC_INIT: not started."""
    c.vm.mem.wptr(once, 0)


def _begin(c, once, flags):
    """Generator: RtlRunOnceBeginInitialize. Returns (ok, pending, context) and sets the
    last error on failure (Wine's codes: ERROR_GEN_FAILURE for STATUS_UNSUCCESSFUL)."""
    mem = c.vm.mem
    if flags & ~(INIT_ONCE_CHECK_ONLY | INIT_ONCE_ASYNC) or \
            (flags & INIT_ONCE_CHECK_ONLY and flags & INIT_ONCE_ASYNC):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return False, False, 0
    while True:
        v = mem.uptr(once)         # INIT_ONCE is pointer-sized: the context above 2 bits
        state = v & 3
        if state == 2:
            return True, False, v & ~3
        if flags & INIT_ONCE_CHECK_ONLY:
            c.vm.last_error = ERROR_GEN_FAILURE
            return False, False, 0
        if flags & INIT_ONCE_ASYNC:
            if state in (0, 3):
                mem.wptr(once, 3)
                return True, True, 0
            c.vm.last_error = ERROR_INVALID_PARAMETER     # a synchronous one is running
            return False, False, 0
        if state == 0:
            mem.wptr(once, 1)
            return True, True, 0
        if state == 3:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return False, False, 0
        # Another thread's synchronous initialisation is running: wait for its end.
        if not c.vm.threads.multi:     # our own initialisation, recursively: forever
            raise GuestFault("deadlock", "deadlock: InitOnce on an INIT_ONCE whose "
                             "initialisation this only thread is running")
        yield PARK


def _complete(c, once, flags, context):
    """RtlRunOnceComplete: True when done, else False with the last error set."""
    mem = c.vm.mem
    if context & 3 or flags & ~(INIT_ONCE_ASYNC | INIT_ONCE_INIT_FAILED) or \
            (flags & INIT_ONCE_INIT_FAILED and (flags & INIT_ONCE_ASYNC or context)):
        c.vm.last_error = ERROR_INVALID_PARAMETER    # a failure carries no context
        return False
    state = mem.uptr(once) & 3
    if state != (3 if flags & INIT_ONCE_ASYNC else 1):
        # an initialisation begun the other way (asynchronous / synchronous) is a bad
        # parameter; none begun, or one done, ERROR_GEN_FAILURE (Windows' answers in
        # Wine's sync.c)
        c.vm.last_error = ERROR_INVALID_PARAMETER if state in (1, 3) else ERROR_GEN_FAILURE
        return False
    mem.wptr(once, 0 if flags & INIT_ONCE_INIT_FAILED else context | 2)
    return True


@api(KERNEL32, "InitOnceBeginInitialize", "LPVOID once, DWORD flags, LPVOID pending, LPVOID context",
     widths=BOTH)
def InitOnceBeginInitialize(c, once, flags, pending, context):
    """Start a one-time initialisation: *pending TRUE when the caller must do it (then
    InitOnceComplete), FALSE when it is done (*context receives its context). A second
    thread waits while a synchronous one runs; INIT_ONCE_CHECK_ONLY fails with
    ERROR_GEN_FAILURE instead when it is not done."""
    ok, is_pending, ctx = yield from _begin(c, once, flags)
    if ok:
        c.vm.mem.w32(pending, int(is_pending))       # a BOOL
        if not is_pending and context:
            c.vm.mem.wptr(context, ctx)               # an LPVOID
    return int(ok)


@api(KERNEL32, "InitOnceComplete", "LPVOID once, DWORD flags, LPVOID context", widths=BOTH)
def InitOnceComplete(c, once, flags, context):
    """End the initialisation begun by InitOnceBeginInitialize: done with ``context``,
    or (INIT_ONCE_INIT_FAILED) back to not started so another caller tries again."""
    return int(_complete(c, once, flags, context))


@api(KERNEL32, "InitOnceExecuteOnce", "LPVOID once, LPVOID func, LPVOID param, LPVOID context",
     widths=BOTH)
def InitOnceExecuteOnce(c, once, func, param, context):
    """Run ``func(once, param, context)`` the first time only; later (and concurrent)
    callers get TRUE and the context it stored. A callback answering FALSE leaves the
    INIT_ONCE not started and the call returns FALSE (Wine sets no error then)."""
    ok, is_pending, ctx = yield from _begin(c, once, 0)
    if not ok:
        return 0
    mem = c.vm.mem
    if is_pending:
        r = yield GuestCall(func, (once, param, context))
        if not r & 0xFFFFFFFF:                   # a BOOL: EAX's 32 bits
            _complete(c, once, INIT_ONCE_INIT_FAILED, 0)
            return 0
        ctx = mem.uptr(context) if context else 0
        if not _complete(c, once, 0, ctx):
            return 0
    elif context:
        mem.wptr(context, ctx)
    return 1


# -- the Ex creation functions ---------------------------------------------------------------
CREATE_EVENT_MANUAL_RESET, CREATE_EVENT_INITIAL_SET = 0x1, 0x2
CREATE_MUTEX_INITIAL_OWNER = 0x1


@api(KERNEL32, "CreateEventEx{AW}", "LPVOID attrs, LPCTSTR name, DWORD flags, DWORD access",
     widths=BOTH)
def CreateEventEx(c, attrs, name, flags, access):
    """CreateEvent with its two BOOLs as flag bits (the access mask is not checked:
    handles here carry no rights)."""
    return _named(c, name, lambda: Event(bool(flags & CREATE_EVENT_MANUAL_RESET),
                                         bool(flags & CREATE_EVENT_INITIAL_SET)))


@api(KERNEL32, "CreateSemaphoreEx{AW}",
     "LPVOID attrs, LONG initial, LONG maximum, LPCTSTR name, DWORD flags, DWORD access",
     widths=BOTH)
def CreateSemaphoreEx(c, attrs, initial, maximum, name, flags, access):
    """CreateSemaphore; ``flags`` is reserved (Wine 8 ignores it, so do we)."""
    if flags or maximum <= 0 or initial < 0 or initial > maximum:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _named(c, name, lambda: Semaphore(initial, maximum))


@api(KERNEL32, "CreateMutexEx{AW}", "LPVOID attrs, LPCTSTR name, DWORD flags, DWORD access",
     widths=BOTH)
def CreateMutexEx(c, attrs, name, flags, access):
    """CreateMutex with CREATE_MUTEX_INITIAL_OWNER as a flag bit."""
    return _named(c, name, lambda: Mutex(bool(flags & CREATE_MUTEX_INITIAL_OWNER),
                                         c.vm.threads))


# -- user APCs ------------------------------------------------------------------------------
STATUS_UNSUCCESSFUL = 0xC0000001
STATUS_INVALID_HANDLE = 0xC0000008


def queue_user_apc(c, h, routine, args):
    """Queue ``routine(*args)`` to the thread of handle ``h`` (GetCurrentThread's pseudo
    handle too): an NTSTATUS. A thread that has ended takes none (STATUS_UNSUCCESSFUL);
    a NULL routine is accepted and queues nothing (Windows: an alertable wait after it
    still sleeps its time)."""
    vm = c.vm
    t = vm.threads.current if h == CURRENT_THREAD else vm.handles.get(h, Thread)
    if t is None:
        return STATUS_INVALID_HANDLE
    if not t.alive or t not in vm.threads.threads:
        return STATUS_UNSUCCESSFUL
    if routine:
        queue_apc(vm, t.tid, routine, *args)
    return 0


@api(KERNEL32, "QueueUserAPC", "LPVOID routine, HANDLE h, ULONG_PTR data", widths=BOTH)
def QueueUserAPC(c, routine, h, data):
    """Queue ``routine(data)`` to thread ``h``: it runs when that thread next waits
    alertably (SleepEx, Wait*Ex, MsgWaitForMultipleObjectsEx with MWMO_ALERTABLE) or
    calls NtTestAlert. 0 with ERROR_INVALID_HANDLE for no thread handle, with
    ERROR_GEN_FAILURE for a thread that has ended."""
    status = queue_user_apc(c, h, routine, (data,))
    if status == STATUS_INVALID_HANDLE:
        c.vm.last_error = ERROR_INVALID_HANDLE
    elif status:
        c.vm.last_error = ERROR_GEN_FAILURE
    return int(status == 0)


# -- alertable waits ---------------------------------------------------------------------------
@api(KERNEL32, "SleepEx", "DWORD ms, BOOL alertable", widths=BOTH)
def SleepEx(c, ms, alertable):
    """Sleep; alertable, the sleep ends early with WAIT_IO_COMPLETION once the completion
    routines queued to the thread (ReadFileEx / WriteFileEx) ran, else 0 after the full
    time."""
    if alertable:
        r = alertable_wait(c, [], False, ms, True, "SleepEx")
        if not isinstance(r, int):
            r = yield from r
        return WAIT_IO_COMPLETION if r == WAIT_IO_COMPLETION else 0
    r = kernel32.Sleep(c, ms)
    if r is not None:
        yield from r
    return 0


@api(KERNEL32, "SignalObjectAndWait", "HANDLE signal, HANDLE wait, DWORD ms, BOOL alertable",
     widths=BOTH)
def SignalObjectAndWait(c, signal, wait, ms, alertable):
    """Signal one object (an event is set, a semaphore released by one, a mutex the
    thread owns released once), then wait for another as WaitForSingleObjectEx does.
    WAIT_FAILED with ERROR_INVALID_HANDLE when either handle is not such an object,
    with ERROR_TOO_MANY_POSTS or ERROR_NOT_OWNER when the signal cannot be given (then
    nothing is waited for)."""
    vm = c.vm
    obj = vm.handles.get(signal, (Event, Semaphore, Mutex))
    target = waitable(vm, wait)
    if obj is None or target is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return WAIT_FAILED
    if isinstance(obj, Event):
        obj.state = True
    elif isinstance(obj, Semaphore):
        if obj.count >= obj.maximum:
            vm.last_error = ERROR_TOO_MANY_POSTS
            return WAIT_FAILED
        obj.count += 1
    else:
        if obj.count <= 0 or obj.owner != vm.threads.current.tid:
            vm.last_error = ERROR_NOT_OWNER
            return WAIT_FAILED
        obj.count -= 1
        if obj.count == 0:
            obj.owner = None
    return alertable_wait(c, [target], False, ms, bool(alertable), "SignalObjectAndWait")


@api(KERNEL32, "WaitForSingleObjectEx", "HANDLE h, DWORD ms, BOOL alertable", widths=BOTH)
def WaitForSingleObjectEx(c, h, ms, alertable):
    """WaitForSingleObject; alertable, completion routines queued to the thread end it
    (they run; WAIT_IO_COMPLETION)."""
    obj = waitable(c.vm, h)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return WAIT_FAILED
    return alertable_wait(c, [obj], False, ms, bool(alertable), "WaitForSingleObjectEx")


@api(KERNEL32, "WaitForMultipleObjectsEx",
     "DWORD count, LPVOID handles, BOOL wait_all, DWORD ms, BOOL alertable", widths=BOTH)
def WaitForMultipleObjectsEx(c, count, handles, wait_all, ms, alertable):
    """WaitForMultipleObjects; alertable, as WaitForSingleObjectEx."""
    objs = wait_list(c, count, handles, pseudo=False)
    if objs is None:
        return WAIT_FAILED
    return alertable_wait(c, objs, bool(wait_all), ms, bool(alertable),
                          "WaitForMultipleObjectsEx")
