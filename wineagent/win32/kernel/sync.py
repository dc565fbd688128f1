"""KERNEL32 synchronisation objects: semaphores, events, mutexes and the waits on them
(thread handles are waitable too: ``kernel/threads.py``). The functions are
``dlls/kernel32/sync.py``.

A wait that cannot be satisfied now parks the calling thread; the deterministic scheduler
(``kernel/threads.py``) runs the other threads and retries the wait on the thread's next
turn. With a single guest thread nothing but the guest itself (or a timeout) can ever
signal an object it waits for: a timed wait parks until the guest clock reaches it, and an
INFINITE wait on an unsignaled object can never end and stops the guest with a deadlock
report instead of hanging.
"""

from ...abi.faults import GuestFault
from ..core.structures import CRITICAL_SECTION
from ...abi.api import PARK
from ..core.winerror import (ERROR_ALREADY_EXISTS, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_NOT_OWNER, ERROR_TOO_MANY_POSTS,
                             WAIT_IO_COMPLETION)
from .handletable import handle_kind
from .overlapped import apcs_waiting, run_apcs
from .process import CURRENT_PROCESS_PSEUDO, CurrentProcess

__all__ = ["Semaphore", "Event", "Mutex", "waitable", "wait_for", "parked_wait", "wait_list",
           "cs_init", "cs_busy", "cs_take", "cs_leave", "CRITICAL_SECTION_SIZE", "named_object",
           "cs_owner", "cs_recursion", "critical_section_size"]

WAIT_OBJECT_0, WAIT_TIMEOUT, WAIT_FAILED = 0, 0x102, 0xFFFFFFFF
INFINITE = 0xFFFFFFFF
CURRENT_THREAD = 0xFFFFFFFE     # GetCurrentThread()'s pseudo handle
PROCESS_ALL_ACCESS = 0x1FFFFF
MAXIMUM_WAIT_OBJECTS = 64


@handle_kind("semaphore")
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


@handle_kind("event")
class Event:
    """Manual-reset events stay signaled; auto-reset ones reset when a wait succeeds."""

    def __init__(self, manual, state):
        self.manual, self.state = manual, state
        #: the threads parked waiting on this event now (their ids, oldest first)
        self.waiters = []
        #: the waiting threads a PulseEvent released, which see the event signaled once
        self.pulsed = []

    def signaled(self):
        """True when set."""
        return self.state

    def acquire(self):
        """Auto-reset events reset on a successful wait."""
        if not self.manual:
            self.state = False

    def pulse(self):
        """PulseEvent: release the waits parked on the event now (all of them for a
        manual-reset event, one for an auto-reset event), then leave it reset. With no
        wait parked nothing is released: the pulse is not remembered."""
        waiting = [t for t in self.waiters if t not in self.pulsed]
        self.pulsed.extend(waiting if self.manual else waiting[:1])
        self.state = False


@handle_kind("mutex")
class Mutex:
    """Owned by one thread with a recursion count; signaled when free or already ours.

    Thread ids are the session's (a child's threads have ids of their own), so a named
    or inherited mutex may be shared by processes: the caller is the running thread of
    whichever process is running (``_caller``)."""

    def __init__(self, owned, threads):
        self.threads = threads
        self.count = 1 if owned else 0
        self.owner = threads.current.tid if owned else None

    def _caller(self):
        """The id of the thread running now, in any process of the session."""
        procs = self.threads.vm.processes
        if procs is not None and procs.children:
            for vm in [procs.first] + procs.children:
                if getattr(vm.threads, "_running", False):
                    return vm.threads.current.tid
        return self.threads.current.tid

    def signaled(self):
        """Free, or owned by the calling thread (which may take it again)."""
        return self.count == 0 or self.owner == self._caller()

    def acquire(self):
        """Take one level of ownership."""
        self.count += 1
        self.owner = self._caller()


def _named(c, name, make):
    """Create a kernel object, or open the one already named ``name``: Windows then
    returns a new handle to the existing object, with ERROR_ALREADY_EXISTS. A name lives
    while any handle to its object is open."""
    table = c.vm.kernel.named_objects
    if name:
        obj = named_object(c.vm, name)
        if obj is not None:
            c.vm.last_error = ERROR_ALREADY_EXISTS
            return c.vm.new_handle(obj)
    c.vm.last_error = 0
    obj = make()
    h = c.vm.new_handle(obj)
    if name:
        table[name] = obj
    return h


def named_object(vm, name):
    """The kernel object named ``name`` while a handle to it is open (in any process of
    the session), else None."""
    table = vm.kernel.named_objects
    obj = table.get(name)
    if obj is None:
        return None
    if isinstance(obj, int):            # a state saved when the table held handles
        obj = vm.handles.get(obj)
    # The namespace is the session's: a child process shares its parent's table, and a
    # name lives while a handle of any running process names its object.
    processes = [vm] if vm.processes is None else [vm.processes.first] + vm.processes.children
    if obj is None or not any(p.handles.refers_to(obj) for p in processes):
        table.pop(name, None)
        return None
    return obj


def _event(c, h):
    ev = c.vm.handles.get(h, Event)
    if ev is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return ev


def waitable(vm, h):
    """The object behind handle ``h`` that a wait can wait on (the pseudo handles of the
    current thread and of the current process included), or None."""
    if h == CURRENT_THREAD:
        return vm.threads.current
    if h == CURRENT_PROCESS_PSEUDO:
        return CurrentProcess(PROCESS_ALL_ACCESS)     # never signaled: it is the waiter
    obj = vm.handles.get(h)
    return obj if getattr(obj, "signaled", None) is not None else None


def _signaled(o, token):
    """True when ``o`` satisfies the wait ``token``: signaled, or pulsed for it."""
    return o.signaled() or (token is not None and token in getattr(o, "pulsed", ()))


def _acquire(o, token):
    """Take ``o`` for the wait ``token``: a pulse it received is used up instead."""
    pulsed = getattr(o, "pulsed", None)
    if token is not None and pulsed and token in pulsed:
        pulsed.remove(token)
    else:
        o.acquire()


def _ready(objs, wait_all, queue_ready, token=None):
    """The wait's result if it is satisfied now (acquiring the objects), else None."""
    if wait_all:
        if objs and all(_signaled(o, token) for o in objs):
            for o in objs:
                _acquire(o, token)
            return WAIT_OBJECT_0
    else:
        for i, o in enumerate(objs):
            if _signaled(o, token):
                _acquire(o, token)
                return WAIT_OBJECT_0 + i
    if queue_ready is not None and queue_ready():
        return WAIT_OBJECT_0 + len(objs)
    return None


#: The console host's turn during a wait (controls/console.py registers it): a generator
#: function (vm, obj) handling what the console window of console input handle ``obj``
#: has waiting -- the keys typed into it become input records. On Windows conhost runs
#: beside the program; here a wait on a console input handle gives it its turns.
_console_host = []


def set_console_host(pump):
    """Register the console host's turn (controls/console.py)."""
    _console_host[:] = [pump]


def wait_for(vm, objs, wait_all, ms, queue_ready=None, who="WaitForSingleObject",
             alertable=False):
    """Wait for one (or all) of ``objs``, or for ``queue_ready()`` (the message queue of
    MsgWaitForMultipleObjects), at most ``ms`` guest milliseconds.

    Returns the result at once when the wait is decided now, else a generator for the
    handler to return, which parks until it is. The result is WAIT_OBJECT_0 + index (the
    first signaled object; 0 when all were), WAIT_OBJECT_0 + len(objs) when the queue is
    ready, or WAIT_TIMEOUT. Satisfying the wait acquires the objects (auto-reset events
    reset, semaphores count down, mutexes are taken). ``alertable``: the APCs queued to
    the thread (completion routines of ReadFileEx..., QueueUserAPC) end a wait that the
    objects do not satisfy at once: they run, and the result is WAIT_IO_COMPLETION.
    """
    if alertable and apcs_waiting(vm, vm.threads.current.tid):
        # an object already signaled satisfies the wait before the APCs run (Windows
        # tests the objects first; the APCs wait for the next alertable wait)
        r = _ready(objs, wait_all, None)
        return r if r is not None else _apcs_then(vm, vm.threads.current.tid)
    hosted = [o for o in objs if getattr(o, "console_input", False)]
    if hosted and _console_host:
        # the console host takes its turn before each look (parked_wait's ``hosted``)
        deadline = None if ms == INFINITE else vm.clock.now_ms() + ms
        return parked_wait(vm, objs, wait_all, deadline, queue_ready, hosted, alertable)
    r = _ready(objs, wait_all, queue_ready)
    if r is not None:
        return r
    if ms == 0:
        return WAIT_TIMEOUT
    # An object something will signal on guest time (a wave device's event: its
    # ``pending`` count) can end an INFINITE wait even with one thread.
    if ms == INFINITE and queue_ready is None and vm.alone \
            and not any(getattr(o, "pending", 0) for o in objs):
        raise GuestFault("deadlock", "deadlock: %s(INFINITE) on an unsignaled %s, and the "
                         "guest has only one thread to signal it"
                         % (who, " and ".join(sorted({type(o).__name__.lower()
                                                       for o in objs}))))
    deadline = None if ms == INFINITE else vm.clock.now_ms() + ms
    return parked_wait(vm, objs, wait_all, deadline, queue_ready, (), alertable)


def _apcs_then(vm, tid):
    yield from run_apcs(vm, tid)
    return WAIT_IO_COMPLETION


def _wake_ms(objs, deadline):
    """When a parked wait must look again: its deadline, or sooner the guest time at which
    one of its objects signals by itself (a waitable timer's ``due_ms``)."""
    dues = [o.due_ms for o in objs if getattr(o, "due_ms", None) is not None]
    if deadline is not None:
        dues.append(deadline)
    return min(dues) if dues else None


def parked_wait(vm, objs, wait_all, deadline, queue_ready, hosted=(), alertable=False):
    """Generator: the wait of ``wait_for`` that could not be decided at once, until guest
    time ``deadline`` (None: INFINITE). Each turn looks first and parks only when the wait
    is still undecided, so starting it over from its arguments is the same as resuming it
    where it parked: a savestate carries a thread parked here as this call
    (state/coroutines.RESTARTABLE). Its arguments are never rebound for that reason.
    ``hosted``: console input handles among ``objs``, whose console host handles its
    window's messages before each look (the keys typed become records, which signal the
    handle). ``alertable``: each look first runs the completion routines queued to the
    thread, if any, and the wait ends with WAIT_IO_COMPLETION — inside this one
    restartable call, so a savestate carries an alertable wait (a Qt event loop's
    MsgWaitForMultipleObjectsEx with MWMO_ALERTABLE) as it carries any other."""
    # The wait's token is its thread's id (a thread parks in one wait at a time; an int
    # also saves with the state): PulseEvent releases the waits registered on an event.
    token = vm.threads.current.tid
    events = [o for o in objs if isinstance(o, Event)]
    for ev in events:
        if token not in ev.waiters:
            ev.waiters.append(token)
    try:
        while True:
            for o in hosted:
                yield from _console_host[0](vm, o)
            if alertable and apcs_waiting(vm, token):
                r = _ready(objs, wait_all, None, token)    # the objects first, as above
                if r is not None:
                    return r
                yield from run_apcs(vm, token)
                return WAIT_IO_COMPLETION
            r = _ready(objs, wait_all, queue_ready, token)
            if r is not None:
                return r
            if deadline is not None and vm.clock.now_ms() >= deadline:
                return WAIT_TIMEOUT
            # wakes a parked host in time (VM.next_wake_ms)
            vm.sleep_deadline = _wake_ms(objs, deadline)
            yield PARK
            # the wake-up time is the wait's own, no timer of the queue's: left set, a
            # MsgWait's queue_ready would take it for a due timer at the deadline
            vm.sleep_deadline = None
    finally:
        vm.sleep_deadline = None
        for ev in events:
            if token in ev.waiters:
                ev.waiters.remove(token)
            if token in ev.pulsed:
                ev.pulsed.remove(token)


#: GetCurrentProcess()'s and GetCurrentThread()'s pseudo-handles
PSEUDO_HANDLES = (0xFFFFFFFF, 0xFFFFFFFE)


def wait_list(c, count, handles, pseudo=True):
    """The objects of a guest HANDLE array, or None (last error set) when one is not
    waitable or the count is out of range (MAXIMUM_WAIT_OBJECTS is 64). ``pseudo``
    False: the current process's and thread's pseudo-handles are no handles there
    (WaitForMultipleObjects refuses them, unlike WaitForSingleObject)."""
    if count > MAXIMUM_WAIT_OBJECTS:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    objs = []
    for i in range(count):
        # HANDLE cells are pointer-sized; a handle is 32-bit significant (its
        # low half, sign-extended on x64), so the low 4 bytes are the handle.
        h = c.vm.mem.u32(handles + c.ptr_size * i)
        obj = None if not pseudo and h in PSEUDO_HANDLES else waitable(c.vm, h)
        if obj is None:
            c.vm.last_error = ERROR_INVALID_HANDLE
            return None
        objs.append(obj)
    return objs


# -- critical sections ---------------------------------------------------------------------
# A CRITICAL_SECTION lives in guest memory, laid out as Windows': DebugInfo, LockCount,
# RecursionCount, OwningThread, LockSemaphore, SpinCount. A thread that finds it owned by
# another parks (PARK) and retries on its next turn; the owner may enter it again
# (recursion) and must leave it as many times. Its layout is the declared one
# (core/structures.py) at the program's width; these run on every lock of the CRT, so the
# three fields' offsets are taken from the declaration once per width.
CRITICAL_SECTION_SIZE = CRITICAL_SECTION.sizeof(4)
_CS_FIELDS = {ptr: tuple(CRITICAL_SECTION.offsetof(f, ptr) for f in (
    "LockCount", "RecursionCount", "OwningThread")) for ptr in (4, 8)}


def critical_section_size(vm):
    """sizeof(CRITICAL_SECTION) in the running program."""
    return CRITICAL_SECTION.sizeof(vm.ptr_size)


#: DebugInfo of a critical section with none (Windows 8 and later keep no debug
#: information unless asked to: the pointer is all ones)
NO_DEBUG_INFO = {4: 0xFFFFFFFF, 8: 0xFFFFFFFFFFFFFFFF}


def cs_init(mem, cs):
    """InitializeCriticalSection: unowned, LockCount -1, no debug information."""
    mem.write(cs, CRITICAL_SECTION.pack(mem.ptr_size, DebugInfo=NO_DEBUG_INFO[mem.ptr_size],
                                        LockCount=-1, RecursionCount=0, OwningThread=0,
                                        LockSemaphore=0, SpinCount=0))


def cs_delete(mem, cs):
    """DeleteCriticalSection: unowned, and DebugInfo NULL (the spin count is kept)."""
    view = CRITICAL_SECTION.at(mem, cs, mem.ptr_size)
    view.DebugInfo, view.LockCount, view.RecursionCount = 0, -1, 0
    view.OwningThread, view.LockSemaphore = 0, 0


def cs_owner(vm, cs):
    """The thread id owning critical section ``cs`` (0: none)."""
    return vm.mem.uptr(cs + _CS_FIELDS[vm.mem.ptr_size][2])


def cs_recursion(vm, cs):
    """How many times the owner of ``cs`` entered it without leaving (0: unowned)."""
    return vm.mem.i32(cs + _CS_FIELDS[vm.mem.ptr_size][1])


def cs_busy(vm, cs):
    """True when a thread other than the running one owns critical section ``cs``."""
    mem = vm.mem
    _, recursion, owner = _CS_FIELDS[mem.ptr_size]
    return mem.i32(cs + recursion) > 0 and \
        mem.uptr(cs + owner) not in (0, vm.threads.current.tid)


def cs_take(vm, cs):
    """Enter ``cs`` on the running thread (the caller checked :func:`cs_busy`)."""
    mem = vm.mem
    lock, recursion, owner = _CS_FIELDS[mem.ptr_size]
    mem.w32(cs + lock, mem.i32(cs + lock) + 1)
    mem.w32(cs + recursion, mem.i32(cs + recursion) + 1)
    mem.wptr(cs + owner, vm.threads.current.tid)


def cs_leave(vm, cs):
    """LeaveCriticalSection: one level of recursion off; unowned at the last."""
    mem = vm.mem
    lock, recursion, owner = _CS_FIELDS[mem.ptr_size]
    mem.w32(cs + lock, mem.i32(cs + lock) - 1)
    rec = mem.i32(cs + recursion) - 1
    mem.w32(cs + recursion, rec)
    if rec <= 0:
        mem.wptr(cs + owner, 0)
