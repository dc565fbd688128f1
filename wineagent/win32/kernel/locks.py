"""Slim reader/writer locks, condition variables and one-time initialisation
(INIT_ONCE): the Vista synchronisation primitives that live in a pointer-sized guest
variable rather than behind a handle. The functions are ``dlls/kernel32/locks.py``.

Like the critical sections of ``kernel/sync.py``, a thread that cannot go on parks
(PARK) and the deterministic scheduler (``kernel/threads.py``) retries it on its next
turn, so nothing here depends on wall time. A wait that nothing could ever end (a single
guest thread, no timeout) stops the guest with a deadlock report, as ``wait_for`` does.

The guest variable holds the state, so a program that inspects it or copies an
initialised lock (SRWLOCK_INIT, CONDITION_VARIABLE_INIT and INIT_ONCE_STATIC_INIT are all
zero) sees what Windows would:

- SRWLOCK (pointer-sized, as each of these): 0 free; bit 0 set when held; bits 4.. the number of shared owners (0 when one
  thread holds it exclusively). Windows does not record an owner, so neither do we.
- CONDITION_VARIABLE: the guest word is not used; the sleeping threads are a FIFO per
  address (``vm.kernel.cv_waiters``), woken by WakeConditionVariable (the first) or
  WakeAllConditionVariable (all of them).
- INIT_ONCE: the low two bits are the state — 0 not started, 1 a synchronous
  initialisation is running, 3 asynchronous ones are running, 2 done with the context (a
  pointer whose low two bits are clear) in the rest.
"""

from ...abi.api import PARK
from ...abi.faults import GuestFault

__all__ = ["srw_try", "srw_release", "srw_acquire", "cv_sleep", "cv_wake", "Waiter",
           "SRW_SHARED_ONE"]

SRW_HELD = 0x1
SRW_SHARED_ONE = 0x10
INFINITE = 0xFFFFFFFF


def srw_try(mem, lock, shared):
    """Take the SRW lock at ``lock`` now if it is free (or, shared, held shared only);
    True when taken."""
    v = mem.uptr(lock)
    if shared:
        if v == 0 or (v & SRW_HELD and v >> 4):
            mem.wptr(lock, (v + SRW_SHARED_ONE) | SRW_HELD)
            return True
        return False
    if v == 0:
        mem.wptr(lock, SRW_HELD)
        return True
    return False


def srw_release(mem, lock, shared):
    """Release one hold of the SRW lock (an exclusive one, or one shared owner)."""
    v = mem.uptr(lock)
    if shared:
        v -= SRW_SHARED_ONE
        mem.wptr(lock, v if v >> 4 else 0)
    else:
        mem.wptr(lock, 0)


def _deadlock(vm, what):
    if not vm.threads.multi:
        raise GuestFault("deadlock", "deadlock: %s, and the guest has only one thread "
                         "to release it" % what)


def srw_acquire(vm, lock, shared, who):
    """Generator: take the SRW lock, parking until it is free. Each turn tries first and
    a failed try changes nothing, so starting it over from its arguments is the same as
    resuming it: a savestate carries a thread parked here as this call
    (state/coroutines.RESTARTABLE)."""
    if srw_try(vm.mem, lock, shared):
        return
    _deadlock(vm, "%s on an SRW lock that is held" % who)
    while True:
        yield PARK
        if srw_try(vm.mem, lock, shared):
            return


class Waiter:
    """One thread sleeping on a condition variable until woken."""

    def __init__(self, tid):
        self.tid, self.woken = tid, False


def cv_sleep(vm, cv, ms, release, reacquire, who):
    """Generator: SleepConditionVariableCS/SRW. ``release()`` lets the lock go,
    ``reacquire`` is a generator function taking it back (parking as needed). Returns
    True when woken, False when ``ms`` guest milliseconds passed first (the lock is
    taken back either way, as on Windows)."""
    waiters = vm.kernel.cv_waiters
    if ms == INFINITE and not vm.threads.multi:
        _deadlock(vm, "%s(INFINITE) with no other thread to wake it" % who)
    me = Waiter(vm.threads.current.tid)
    waiters.setdefault(cv, []).append(me)
    release()
    deadline = None if ms == INFINITE else vm.clock.now_ms() + ms
    vm.sleep_deadline = deadline
    try:
        while not me.woken and (deadline is None or vm.clock.now_ms() < deadline):
            yield PARK
    finally:
        vm.sleep_deadline = None
        queue = waiters.get(cv, [])
        if me in queue:
            queue.remove(me)
        if not queue:
            waiters.pop(cv, None)
    yield from reacquire()
    return me.woken


def cv_wake(vm, cv, everyone):
    """Wake the first sleeper on condition variable ``cv`` (or all of them)."""
    queue = vm.kernel.cv_waiters.get(cv, [])
    for w in list(queue) if everyone else queue[:1]:
        w.woken = True
        queue.remove(w)
