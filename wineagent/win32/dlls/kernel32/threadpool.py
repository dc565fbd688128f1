"""KERNEL32: the thread pool — work (CreateThreadpoolWork, SubmitThreadpoolWork,
WaitForThreadpoolWorkCallbacks, CloseThreadpoolWork), timers, waits, simple callbacks
(TrySubmitThreadpoolCallback), the legacy QueueUserWorkItem, private pools
(CreateThreadpool), the *WhenCallbackReturns functions and BindIoCompletionCallback. The pool and its worker
threads are ``kernel/threadpool.py``."""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct as declare
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel import threadpool as tp
from ...core.dllnames import KERNEL32

# The head of winnt.h's TP_CALLBACK_ENVIRON (V1 and V3 begin alike): the pool and the
# cleanup group are pointers, at 8 and 16 in a 64-bit program. What follows them
# (RaceDll, ActivationContext, FinalizationCallback, the flags) is not read.
TP_CALLBACK_ENVIRON_HEAD = declare("TP_CALLBACK_ENVIRON_HEAD",
                                   "DWORD Version; PVOID Pool; PVOID CleanupGroup")

def _pool(c, env):
    """The pool a TP_CALLBACK_ENVIRON names (NULL or no pool: the default one). A
    cleanup group is not supported and stops the guest naming it."""
    if not env:
        return tp.pool_for(c.vm, 0)
    view = c.struct(TP_CALLBACK_ENVIRON_HEAD, env)
    pool_addr, group = view.Pool, view.CleanupGroup
    if group:
        raise Unimplemented("KERNEL32.dll: thread-pool cleanup groups (TP_CALLBACK_ENVIRON."
                            "CleanupGroup)")
    p = tp.pool_for(c.vm, pool_addr)
    if p is None:
        raise Unimplemented("KERNEL32.dll: TP_CALLBACK_ENVIRON names pool %#x, which "
                            "CreateThreadpool did not make" % pool_addr)
    return p


def _item(c, addr, kind, fn):
    it = tp.item(c.vm, addr, kind)
    if it is None:
        raise Unimplemented("KERNEL32.dll!%s: %#x is not a live %s object" % (fn, addr, kind))
    return it


# -- pools -------------------------------------------------------------------------------------
@api(KERNEL32, "CreateThreadpool", "LPVOID reserved", widths=BOTH)
def CreateThreadpool(c, reserved):
    """A private pool (its own worker thread)."""
    vm = c.vm
    addr = vm.heap.alloc(16, zero=True)
    tp.pools(vm)[addr] = tp.Pool(addr)
    return addr


@api(KERNEL32, "CloseThreadpool", "LPVOID pool", widths=BOTH)
def CloseThreadpool(c, pool):
    """Close a private pool: it goes once its objects are closed and idle."""
    p = tp.pools(c.vm).get(pool)
    if p is not None:
        p.closed = True


@api(KERNEL32, "SetThreadpoolThreadMaximum", "LPVOID pool, DWORD n", widths=BOTH)
def SetThreadpoolThreadMaximum(c, pool, n):
    """Record the pool's maximum: its one worker is always within it."""
    p = tp.pools(c.vm).get(pool)
    if p is not None:
        p.max_threads = n


@api(KERNEL32, "SetThreadpoolThreadMinimum", "LPVOID pool, DWORD n", widths=BOTH)
def SetThreadpoolThreadMinimum(c, pool, n):
    """Record the pool's minimum; its worker is started now when one is asked for."""
    p = tp.pools(c.vm).get(pool)
    if p is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    p.min_threads = n
    if n:
        tp.ensure_worker(c.vm, p)
    return 1


# -- work --------------------------------------------------------------------------------------
@api(KERNEL32, "CreateThreadpoolWork", "LPVOID callback, LPVOID context, LPVOID env", widths=BOTH)
def CreateThreadpoolWork(c, callback, context, env):
    """A work object: each SubmitThreadpoolWork runs callback(instance, context, work)."""
    return tp.new_item(c.vm, tp.KIND_WORK, callback, context, _pool(c, env)).addr


@api(KERNEL32, "SubmitThreadpoolWork", "LPVOID work", widths=BOTH)
def SubmitThreadpoolWork(c, work):
    """Queue one run of the work's callback."""
    it = _item(c, work, tp.KIND_WORK, "SubmitThreadpoolWork")
    tp.submit(c.vm, it.pool, it)


@api(KERNEL32, "WaitForThreadpoolWorkCallbacks", "LPVOID work, BOOL cancel", widths=BOTH)
def WaitForThreadpoolWorkCallbacks(c, work, cancel):
    """Wait until the work's queued and running callbacks are done (``cancel``: the
    queued ones that have not started are dropped first)."""
    it = _item(c, work, tp.KIND_WORK, "WaitForThreadpoolWorkCallbacks")
    if cancel:
        _cancel_queued(it)
    yield from tp.wait_idle(c.vm, it, "work")


def _cancel_queued(it):
    it.pool.queue = [q for q in it.pool.queue if q is not it]
    it.pending = 0


@api(KERNEL32, "CloseThreadpoolWork", "LPVOID work", widths=BOTH)
def CloseThreadpoolWork(c, work):
    """Release the work object (after its outstanding callbacks)."""
    it = _item(c, work, tp.KIND_WORK, "CloseThreadpoolWork")
    it.closed = True
    tp.forget(c.vm, it)


@api(KERNEL32, "TrySubmitThreadpoolCallback", "LPVOID callback, LPVOID context, LPVOID env", widths=BOTH)
def TrySubmitThreadpoolCallback(c, callback, context, env):
    """Run callback(instance, context) once on the pool; TRUE."""
    pool = _pool(c, env)
    it = tp.new_item(c.vm, tp.KIND_SIMPLE, callback, context, pool)
    tp.submit(c.vm, pool, it)
    return 1


@api(KERNEL32, "QueueUserWorkItem", "LPVOID function, LPVOID context, DWORD flags", widths=BOTH)
def QueueUserWorkItem(c, function, context, flags):
    """The pre-Vista call: run function(context) on the default pool (the WT_* flags
    only hint at how long it runs or which thread it needs; one worker serves them
    all); TRUE."""
    pool = tp.pool_for(c.vm, 0)
    it = tp.new_item(c.vm, tp.KIND_LEGACY, function, context, pool)
    tp.submit(c.vm, pool, it)
    return 1


@api(KERNEL32, "BindIoCompletionCallback", "HANDLE h, LPVOID function, ULONG flags",
     widths=BOTH)
def BindIoCompletionCallback(c, h, function, flags):
    """Have the default pool call function(error, bytes, overlapped) when an overlapped
    operation on handle ``h`` completes (its completion port is the pool's). FALSE with
    ERROR_INVALID_HANDLE for no handle, ERROR_INVALID_PARAMETER for a handle not opened
    for overlapped I/O or already bound to a completion port. ``flags`` is reserved
    (Windows after 2003 takes any value)."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not getattr(obj, "overlapped", False) or getattr(obj, "completion", None) is not None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    tp.bind_io_callback(vm, obj, function)
    return 1


# -- timers ------------------------------------------------------------------------------------
@api(KERNEL32, "CreateThreadpoolTimer", "LPVOID callback, LPVOID context, LPVOID env", widths=BOTH)
def CreateThreadpoolTimer(c, callback, context, env):
    """A timer object: callback(instance, context, timer) when it is due."""
    return tp.new_item(c.vm, tp.KIND_TIMER, callback, context, _pool(c, env)).addr


@api(KERNEL32, "SetThreadpoolTimer", "LPVOID timer, LPVOID due, DWORD period, DWORD window", widths=BOTH)
def SetThreadpoolTimer(c, timer, due, period, window):
    """Arm the timer at a FILETIME (negative: relative, 100 ns units) repeating every
    ``period`` ms (0: once); a NULL due time disarms it. The window (how late it may be
    coalesced) changes nothing: timers fire on the guest clock exactly."""
    vm = c.vm
    it = _item(c, timer, tp.KIND_TIMER, "SetThreadpoolTimer")
    if not due:
        it.due = None
        return
    (ft,) = struct.unpack("<q", vm.mem.read(due, 8))
    it.due = tp.due_from_filetime(vm, ft)
    it.period = period
    tp.ensure_worker(vm, it.pool)


@api(KERNEL32, "IsThreadpoolTimerSet", "LPVOID timer", widths=BOTH)
def IsThreadpoolTimerSet(c, timer):
    """TRUE while the timer is armed."""
    return int(_item(c, timer, tp.KIND_TIMER, "IsThreadpoolTimerSet").due is not None)


@api(KERNEL32, "WaitForThreadpoolTimerCallbacks", "LPVOID timer, BOOL cancel", widths=BOTH)
def WaitForThreadpoolTimerCallbacks(c, timer, cancel):
    """Wait for the timer's running callback (``cancel``: disarm it first)."""
    it = _item(c, timer, tp.KIND_TIMER, "WaitForThreadpoolTimerCallbacks")
    if cancel:
        it.due = None
    yield from tp.wait_idle(c.vm, it, "timer")


@api(KERNEL32, "CloseThreadpoolTimer", "LPVOID timer", widths=BOTH)
def CloseThreadpoolTimer(c, timer):
    """Disarm and release the timer."""
    it = _item(c, timer, tp.KIND_TIMER, "CloseThreadpoolTimer")
    it.due = None
    it.closed = True
    tp.forget(c.vm, it)


# -- waits -------------------------------------------------------------------------------------
@api(KERNEL32, "CreateThreadpoolWait", "LPVOID callback, LPVOID context, LPVOID env", widths=BOTH)
def CreateThreadpoolWait(c, callback, context, env):
    """A wait object: callback(instance, context, wait, WAIT_OBJECT_0 or WAIT_TIMEOUT)."""
    return tp.new_item(c.vm, tp.KIND_WAIT, callback, context, _pool(c, env)).addr


@api(KERNEL32, "SetThreadpoolWait", "LPVOID wait, HANDLE h, LPVOID timeout", widths=BOTH)
def SetThreadpoolWait(c, wait, h, timeout):
    """Wait once for object ``h`` (a NULL timeout: forever; a FILETIME as for timers); a
    NULL handle cancels the wait. Satisfying it acquires the object, as a wait does."""
    vm = c.vm
    it = _item(c, wait, tp.KIND_WAIT, "SetThreadpoolWait")
    it.handle = h
    it.due = None
    if h and timeout:
        (ft,) = struct.unpack("<q", vm.mem.read(timeout, 8))
        it.due = tp.due_from_filetime(vm, ft)
    if h:
        tp.ensure_worker(vm, it.pool)


@api(KERNEL32, "WaitForThreadpoolWaitCallbacks", "LPVOID wait, BOOL cancel", widths=BOTH)
def WaitForThreadpoolWaitCallbacks(c, wait, cancel):
    """Wait for the wait's running callback (``cancel``: stop waiting first)."""
    it = _item(c, wait, tp.KIND_WAIT, "WaitForThreadpoolWaitCallbacks")
    if cancel:
        it.handle, it.due = 0, None
    yield from tp.wait_idle(c.vm, it, "wait")


@api(KERNEL32, "CloseThreadpoolWait", "LPVOID wait", widths=BOTH)
def CloseThreadpoolWait(c, wait):
    """Stop waiting and release the wait object."""
    it = _item(c, wait, tp.KIND_WAIT, "CloseThreadpoolWait")
    it.handle, it.due = 0, None
    it.closed = True
    tp.forget(c.vm, it)


# -- what happens when a callback returns -------------------------------------------------------
def _instance(c, inst, fn):
    got = tp.instance(c.vm, inst)
    if got is None:
        raise Unimplemented("KERNEL32.dll!%s: %#x is not a running callback's instance"
                            % (fn, inst))
    return got


@api(KERNEL32, "FreeLibraryWhenCallbackReturns", "LPVOID inst, HMODULE module", widths=BOTH)
def FreeLibraryWhenCallbackReturns(c, inst, module):
    """FreeLibrary(module) once the callback has returned."""
    _instance(c, inst, "FreeLibraryWhenCallbackReturns").free_library = module


@api(KERNEL32, "SetEventWhenCallbackReturns", "LPVOID inst, HANDLE event", widths=BOTH)
def SetEventWhenCallbackReturns(c, inst, event):
    """SetEvent(event) once the callback has returned."""
    _instance(c, inst, "SetEventWhenCallbackReturns").set_event = event


@api(KERNEL32, "ReleaseSemaphoreWhenCallbackReturns", "LPVOID inst, HANDLE sem, DWORD count", widths=BOTH)
def ReleaseSemaphoreWhenCallbackReturns(c, inst, sem, count):
    """ReleaseSemaphore(sem, count) once the callback has returned."""
    _instance(c, inst, "ReleaseSemaphoreWhenCallbackReturns").release_semaphore = (sem, count)


@api(KERNEL32, "ReleaseMutexWhenCallbackReturns", "LPVOID inst, HANDLE mutex", widths=BOTH)
def ReleaseMutexWhenCallbackReturns(c, inst, mutex):
    """ReleaseMutex(mutex) once the callback has returned."""
    _instance(c, inst, "ReleaseMutexWhenCallbackReturns").release_mutex = mutex


@api(KERNEL32, "LeaveCriticalSectionWhenCallbackReturns", "LPVOID inst, LPVOID cs", widths=BOTH)
def LeaveCriticalSectionWhenCallbackReturns(c, inst, cs):
    """LeaveCriticalSection(cs) once the callback has returned."""
    _instance(c, inst, "LeaveCriticalSectionWhenCallbackReturns").leave_cs = cs


@api(KERNEL32, "CallbackMayRunLong", "LPVOID inst", widths=BOTH)
def CallbackMayRunLong(c, inst):
    """Whether another thread could take the pool's next callbacks: this pool's one
    worker is busy with this callback, so FALSE."""
    _instance(c, inst, "CallbackMayRunLong")
    return 0
