"""KERNEL32: timer queues — CreateTimerQueue, CreateTimerQueueTimer, ChangeTimerQueueTimer,
DeleteTimerQueueTimer, DeleteTimerQueueEx, DeleteTimerQueue (the legacy thread pool's
timers; every GHC-built program starts its RTS ticker with them). The queues and their
timers are ``kernel/threadpool.py``'s; the callbacks run on the default pool's worker.

A deletion's completion argument follows Windows (Vista and later): NULL returns at once
— FALSE with ERROR_IO_PENDING when a callback is still running, TRUE otherwise;
INVALID_HANDLE_VALUE waits for the running callbacks; an event is set once they have
returned (at once when none runs), the call failing with ERROR_IO_PENDING when one
does. Wine 8 answers ERROR_IO_PENDING for every NULL or event deletion of a queue and
for every NULL deletion of a timer, as Windows XP did.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import KERNEL32
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_IO_PENDING
from ...kernel import threadpool as tp

#: The completion "event" that asks a deletion to wait (a HANDLE: 32 bits significant).
INVALID_HANDLE_VALUE = 0xFFFFFFFF


def _queue(c, handle, fn):
    q = tp.timer_queue(c.vm, handle)
    if q is None:
        raise Unimplemented("KERNEL32.dll!%s: %#x is not a live timer queue" % (fn, handle))
    return q


def _timer(c, timer, fn):
    it = tp.item(c.vm, timer, tp.KIND_QTIMER)
    if it is None or it.closed:
        raise Unimplemented("KERNEL32.dll!%s: %#x is not a live timer-queue timer"
                            % (fn, timer))
    return it


@api(KERNEL32, "CreateTimerQueue", "", widths=BOTH)
def CreateTimerQueue(c):
    """A new, empty timer queue's handle."""
    return tp.new_timer_queue(c.vm).addr


@api(KERNEL32, "CreateTimerQueueTimer",
     "LPVOID out, LPVOID queue, LPVOID callback, LPVOID parameter, DWORD due, DWORD period, "
     "DWORD flags", widths=BOTH)
def CreateTimerQueueTimer(c, out, queue, callback, parameter, due, period, flags):
    """A timer of ``queue`` (NULL: the default queue) calling callback(parameter, TRUE)
    ``due`` ms from now and then every ``period`` ms (0: once); its handle into
    ``*out``. The WT_EXECUTE* flags choose among threads of the pool: here one worker
    runs every callback, a thread other than the caller's as each flag allows."""
    if not out or not callback:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    q = _queue(c, queue, "CreateTimerQueueTimer")
    it = tp.new_queue_timer(c.vm, q, callback, parameter, due, period)
    c.vm.mem.wptr(out, it.addr)
    return 1


@api(KERNEL32, "ChangeTimerQueueTimer", "LPVOID queue, LPVOID timer, DWORD due, DWORD period",
     widths=BOTH)
def ChangeTimerQueueTimer(c, queue, timer, due, period):
    """Arm the timer anew: due in ``due`` ms, then every ``period``. A one-shot timer
    that has already fired is not updated (TRUE all the same, as under Windows)."""
    _queue(c, queue, "ChangeTimerQueueTimer")
    tp.set_queue_timer(c.vm, _timer(c, timer, "ChangeTimerQueueTimer"), due, period)
    return 1


def _complete(c, done, event):
    """The answer of a deletion whose running callbacks are ``done`` or not."""
    if done:
        return 1
    if event == INVALID_HANDLE_VALUE:
        return 1
    c.vm.last_error = ERROR_IO_PENDING
    return 0


@api(KERNEL32, "DeleteTimerQueueTimer", "LPVOID queue, LPVOID timer, HANDLE event",
     widths=BOTH)
def DeleteTimerQueueTimer(c, queue, timer, event):
    """Cancel and release the timer; see the module docstring for ``event``."""
    vm = c.vm
    _queue(c, queue, "DeleteTimerQueueTimer")
    it = _timer(c, timer, "DeleteTimerQueueTimer")
    wait = event == INVALID_HANDLE_VALUE
    done = tp.delete_queue_timer(vm, it, 0 if wait else event)
    if not done and wait:
        yield from tp.wait_idle(vm, it, "timer-queue timer")
        tp.finish_deletion(vm, it)
    return _complete(c, done, event)


@api(KERNEL32, "DeleteTimerQueueEx", "LPVOID queue, HANDLE event", widths=BOTH)
def DeleteTimerQueueEx(c, queue, event):
    """Delete the queue and all its timers; see the module docstring for ``event``. The
    default queue cannot be deleted: ERROR_INVALID_HANDLE."""
    vm = c.vm
    if not queue:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    q = _queue(c, queue, "DeleteTimerQueueEx")
    wait = event == INVALID_HANDLE_VALUE
    running = [it for it in q.timers if it.running]
    done = tp.delete_timer_queue(vm, q, 0 if wait else event)
    if not done and wait:
        for it in running:
            yield from tp.wait_idle(vm, it, "timer-queue timer")
            tp.finish_deletion(vm, it)
    return _complete(c, done, event)


@api(KERNEL32, "DeleteTimerQueue", "LPVOID queue", widths=BOTH)
def DeleteTimerQueue(c, queue):
    """DeleteTimerQueueEx(queue, NULL)."""
    return (yield from DeleteTimerQueueEx(c, queue, 0))


# -- registered waits ---------------------------------------------------------------------------
WT_EXECUTEONLYONCE = 0x8
INFINITE = 0xFFFFFFFF


def _registered(c, h, fn):
    it = tp.item(c.vm, h, tp.KIND_RWAIT)
    if it is None or it.closed:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return it


@api(KERNEL32, "RegisterWaitForSingleObject", "LPVOID out, HANDLE h, LPVOID callback, "
     "LPVOID context, DWORD ms, DWORD flags", widths=BOTH)
def RegisterWaitForSingleObject(c, out, h, callback, context, ms, flags):
    """Have the default pool's worker wait for object ``h``: callback(context, FALSE)
    when it is signaled (the wait acquires it), callback(context, TRUE) when ``ms``
    passed first (INFINITE: never); then it waits again, unless WT_EXECUTEONLYONCE. The
    wait's handle into ``*out``. The other WT_* flags choose threads: one worker runs
    every callback here, a thread other than the caller's."""
    vm = c.vm
    obj = vm.handles.get(h)
    if not out or obj is None or getattr(obj, "signaled", None) is None:
        vm.last_error = ERROR_INVALID_HANDLE if out else ERROR_INVALID_PARAMETER
        return 0
    it = tp.register_wait(vm, h, callback, context, None if ms == INFINITE else ms,
                          bool(flags & WT_EXECUTEONLYONCE))
    vm.mem.wptr(out, it.addr)
    return 1


@api(KERNEL32, "UnregisterWaitEx", "LPVOID wait, HANDLE event", widths=BOTH)
def UnregisterWaitEx(c, wait, event):
    """Stop a registered wait; ``event`` as for DeleteTimerQueueTimer (the module
    docstring)."""
    vm = c.vm
    it = _registered(c, wait, "UnregisterWaitEx")
    if it is None:
        return 0
    block = event == INVALID_HANDLE_VALUE
    done = tp.unregister_wait(vm, it, 0 if block else event)
    if not done and block:
        yield from tp.wait_idle(vm, it, "registered wait")
        tp.forget(vm, it)
    return _complete(c, done, event)


@api(KERNEL32, "UnregisterWait", "LPVOID wait", widths=BOTH)
def UnregisterWait(c, wait):
    """UnregisterWaitEx(wait, NULL)."""
    return UnregisterWaitEx(c, wait, 0)
