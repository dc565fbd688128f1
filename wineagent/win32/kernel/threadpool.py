"""The Vista thread pool (CreateThreadpoolWork/Timer/Wait, TrySubmitThreadpoolCallback,
QueueUserWorkItem), the legacy timer queues (CreateTimerQueue, CreateTimerQueueTimer) and
registered waits (RegisterWaitForSingleObject: items of kind "rwait" in the default pool,
waiting again after each callback unless WT_EXECUTEONLYONCE) on the deterministic
scheduler (``kernel/threads.py``).

Each pool — the process's default one, or one CreateThreadpool made — has one worker: a
guest thread of the scheduler whose body is Python (``Scheduler.create(native=...)``).
It runs the pool's callbacks one at a time, in a fixed order: submitted work first (in
submission order), then timers that are due (earliest first), then waits whose object is
signaled or whose timeout passed. With nothing to do the worker parks until a timer or
wait timeout is due (``vm.sleep_deadline``, so a parked host wakes in time) or another
thread submits something. Windows may run callbacks of one pool on several threads at
once; one worker is one of the executions Windows allows, and the one that keeps runs
reproducible.

A pool object (PTP_WORK, PTP_TIMER, PTP_WAIT, PTP_POOL) is a small block of guest memory
whose address is its identity; the state is here, in ``vm.threadpool`` keyed by it.
Each callback gets a PTP_CALLBACK_INSTANCE of its own, where the *WhenCallbackReturns
functions record what to do once the callback returns.

A timer queue (``TimerQueue``) is a set of timer-queue timers, items of kind "qtimer" in
the default pool whose callback is WAITORTIMERCALLBACK(Parameter, TRUE); the queue's
handle and each timer's are small guest blocks too. Whatever WT_EXECUTE* flag a timer
has, its callback runs on that pool's worker: a thread other than the caller's, as each
flag promises. Deleting a timer or a queue whose callback is running completes when the
callback returns (``finish_deletion``), setting the completion event the caller gave.

BindIoCompletionCallback binds a handle opened for overlapped I/O to the default pool's
completion port (``IoPort``, made on first use) with the callback as the packet's key,
as Windows does: the worker takes the packets after the submitted work and calls
LPOVERLAPPED_COMPLETION_ROUTINE(error, bytes, overlapped) for each (items of kind "io").
"""

from collections import deque

from ...abi.api import PARK, GuestCall
from .perfinfo import FILETIME_BOOT
from .sync import Mutex, Semaphore, cs_leave
from .threads import native_loop

__all__ = ["TpItem", "Pool", "pools", "item", "pool_for", "submit", "new_item", "wait_idle",
           "due_from_filetime", "Instance", "TimerQueue", "timer_queues", "timer_queue",
           "new_timer_queue", "new_queue_timer", "set_queue_timer", "delete_queue_timer",
           "delete_timer_queue", "finish_deletion", "register_wait", "unregister_wait",
           "IoPort", "bind_io_callback", "call_on_pool"]

KIND_WORK, KIND_TIMER, KIND_WAIT, KIND_SIMPLE, KIND_LEGACY, KIND_QTIMER, KIND_RWAIT = (
    "work", "timer", "wait", "simple", "legacy", "qtimer", "rwait")
KIND_IO = "io"
#: A system callback the pool runs once with arguments of its own (``context`` is the
#: argument tuple): the IP Helper's change notifications (dlls/iphlpapi/notify.py).
KIND_CALL = "call"
_WAITS = (KIND_WAIT, KIND_RWAIT)
_TIMERS = (KIND_TIMER, KIND_QTIMER)
WAIT_OBJECT_0, WAIT_TIMEOUT = 0, 0x102


class TpItem:
    """One work, timer or wait object (or a one-shot simple callback)."""

    def __init__(self, kind, addr, callback, context, pool):
        self.kind, self.addr, self.callback, self.context = kind, addr, callback, context
        self.pool = pool
        self.pending = 0            # work: submissions not yet run
        self.running = 0            # callbacks of it running now
        self.closed = False
        self.due = None             # timer/wait: guest ms when it fires (None: not set)
        self.period = 0             # timer: ms between firings (0: once)
        self.handle = 0             # wait: the object's handle
        self.queue = None           # qtimer: its TimerQueue
        self.expired = False        # qtimer: a one-shot timer that has fired
        self.done_event = 0         # qtimer, rwait: the event to set once deleted and idle
        self.timeout = None         # rwait: ms each wait lasts (None: INFINITE)
        self.once = False           # rwait: WT_EXECUTEONLYONCE


class Instance:
    """What a running callback asked to happen when it returns."""

    def __init__(self, addr):
        self.addr = addr
        self.free_library = None
        self.set_event = None
        self.release_semaphore = None
        self.release_mutex = None
        self.leave_cs = None


class Pool:
    """One pool: its items and its worker thread."""

    def __init__(self, addr):
        self.addr = addr
        self.items = []             # in creation order
        self.queue = []             # work submissions and simple callbacks, FIFO
        self.worker = None
        self.max_threads = 500
        self.min_threads = 0
        self.closed = False
        self.io = None              # the IoPort of BindIoCompletionCallback's handles


class IoPort:
    """The pool's completion port: (bytes, key, overlapped, error) packets, as a
    CompletionPort's (kernel/overlapped.py posts them), the key being the callback."""

    def __init__(self):
        self.packets = deque()


class TimerQueue:
    """One timer queue: its timers, and the event to set when its deletion completes."""

    def __init__(self, addr):
        self.addr = addr
        self.timers = []
        self.deleted = False
        self.done_event = 0


def _state(vm):
    return vm.kernel.threadpool


def timer_queues(vm):
    """The timer queues by handle (0: the process's default queue)."""
    return _state(vm)["timer_queues"]


def timer_queue(vm, handle):
    """The live TimerQueue ``handle`` names (NULL: the default queue, made on first use),
    or None."""
    table = timer_queues(vm)
    q = table.get(handle)
    if q is None and not handle:
        q = table[0] = TimerQueue(0)
    return q


def new_timer_queue(vm):
    """A new timer queue with a guest handle of its own."""
    addr = vm.heap.alloc(16, zero=True)
    q = timer_queues(vm)[addr] = TimerQueue(addr)
    return q


def new_queue_timer(vm, queue, callback, parameter, due_ms, period):
    """A timer-queue timer of ``queue`` due in ``due_ms`` guest ms, then every ``period``
    ms (0: once)."""
    pool = pool_for(vm, 0)
    it = new_item(vm, KIND_QTIMER, callback, parameter, pool)
    it.queue = queue
    queue.timers.append(it)
    set_queue_timer(vm, it, due_ms, period)
    return it


def set_queue_timer(vm, it, due_ms, period):
    """Arm ``it`` anew (ChangeTimerQueueTimer): a one-shot timer that has fired stays
    as it is, as Windows documents."""
    if it.expired:
        return
    it.due = vm.clock.now_ms() + due_ms
    it.period = period
    ensure_worker(vm, it.pool)


def delete_queue_timer(vm, it, event):
    """Disarm and release timer ``it``; True when no callback of it is running. Otherwise
    the timer goes when the callback returns and ``event`` (a handle, or 0) is set then."""
    it.due = None
    it.closed = True
    if it in it.queue.timers:
        it.queue.timers.remove(it)
    if it.running:
        it.done_event = event
        return False
    _set_event(vm, event)
    forget(vm, it)
    return True


def delete_timer_queue(vm, q, event):
    """Delete queue ``q`` and its timers; True when no callback of them is running.
    Otherwise ``event`` is set once the last running one returns."""
    running = [it for it in q.timers if it.running]
    for it in list(q.timers):
        delete_queue_timer(vm, it, 0)
    q.deleted = True
    q.timers = running
    timer_queues(vm).pop(q.addr, None)
    vm.heap.free(q.addr)
    if running:
        q.done_event = event
        return False
    _set_event(vm, event)
    return True


def _set_event(vm, h):
    if h:
        ev = vm.handles.get(h, "event|waitable timer")
        if ev is not None:
            ev.state = True


def finish_deletion(vm, it):
    """After a callback of qtimer ``it`` returned: complete a deletion waiting for it."""
    if not it.closed or it.running:
        return
    _set_event(vm, it.done_event)
    q = it.queue
    if q.deleted and it in q.timers:
        q.timers.remove(it)
        if not any(t.running for t in q.timers):
            _set_event(vm, q.done_event)


def pools(vm):
    """The pools by address (None: the default pool)."""
    return _state(vm)["pools"]


def item(vm, addr, kind):
    """The live TpItem of that kind at guest address ``addr``, or None."""
    it = _state(vm)["items"].get(addr)
    return it if it is not None and it.kind == kind else None


def pool_for(vm, pool_addr):
    """The Pool at ``pool_addr`` (0: the default pool, made on first use)."""
    table = pools(vm)
    key = pool_addr or None
    p = table.get(key)
    if p is None and key is None:
        p = table[None] = Pool(0)
    return p


def new_item(vm, kind, callback, context, pool):
    """A new pool object with a guest address of its own."""
    addr = vm.heap.alloc(16, zero=True)
    it = TpItem(kind, addr, callback, context, pool)
    _state(vm)["items"][addr] = it
    pool.items.append(it)
    return it


def forget(vm, it):
    """Drop a closed item once no callback of it is running or queued."""
    state = _state(vm)
    if it.closed and not it.running and not it.pending and it in it.pool.items:
        it.pool.items.remove(it)
        state["items"].pop(it.addr, None)
        vm.heap.free(it.addr)


def submit(vm, pool, it):
    """Queue one run of work item ``it`` (or a simple callback) and make sure the pool's
    worker exists."""
    it.pending += 1
    pool.queue.append(it)
    ensure_worker(vm, pool)


def call_on_pool(vm, callback, args):
    """Run guest ``callback(*args)`` once on a worker of the default pool, as Windows
    runs a system component's callback (a registered change notification)."""
    pool = pool_for(vm, 0)
    submit(vm, pool, new_item(vm, KIND_CALL, callback, tuple(args), pool))


def ensure_worker(vm, pool):
    """Start the pool's worker thread if it has none yet."""
    if pool.worker is None or not pool.worker.alive:
        pool.worker = vm.threads.create(0, 0, native=lambda: _worker(vm, pool))


def bind_io_callback(vm, obj, callback):
    """Post the completions of overlapped handle object ``obj`` to the default pool,
    whose worker calls callback(error, bytes, overlapped) for each."""
    pool = pool_for(vm, 0)
    if pool.io is None:
        pool.io = IoPort()
    obj.completion = (pool.io, callback)
    ensure_worker(vm, pool)


def due_from_filetime(vm, ft):
    """Guest ms at which a FILETIME due time falls: negative values are relative (100 ns
    units from now), others absolute (as GetSystemTimeAsFileTime counts)."""
    now = vm.clock.now_ms()
    if ft < 0:
        return now + (-ft + 9999) // 10000
    return max(now, (ft - FILETIME_BOOT + 9999) // 10000)


def _next(vm, pool):
    """The next (item, extra argument) to run now, or None."""
    if pool.queue:
        it = pool.queue.pop(0)
        it.pending -= 1
        return it, None
    if pool.io is not None and pool.io.packets:
        count, key, ov, err = pool.io.packets.popleft()
        it = new_item(vm, KIND_IO, key, 0, pool)
        return it, (err, count, ov)
    now = vm.clock.now_ms()
    timers = [it for it in pool.items if it.kind in _TIMERS and it.due is not None
              and it.due <= now]
    if timers:
        it = min(timers, key=lambda t: t.due)
        it.due = it.due + it.period if it.period else None
        it.expired = it.due is None
        if it.due is not None and it.due <= now:
            it.due = now + it.period          # a worker that fell behind does not catch up
        return it, None
    for it in pool.items:
        if it.kind not in _WAITS or not it.handle:
            continue
        obj = vm.handles.get(it.handle)
        if obj is not None and getattr(obj, "signaled", None) is not None and obj.signaled():
            obj.acquire()
            _waited(vm, it)
            return it, WAIT_OBJECT_0
        if it.due is not None and it.due <= now:
            _waited(vm, it)
            return it, WAIT_TIMEOUT
    return None


def _waited(vm, it):
    """A wait fired: a thread-pool wait is done; a registered wait (RegisterWait-
    ForSingleObject) waits again unless it was to run once."""
    if it.kind == KIND_RWAIT and not it.once:
        it.due = None if it.timeout is None else vm.clock.now_ms() + it.timeout
    else:
        it.handle, it.due = 0, None


def register_wait(vm, h, callback, context, timeout, once):
    """RegisterWaitForSingleObject: a wait of the default pool on handle ``h`` calling
    callback(context, TimerOrWaitFired) when it is signaled or ``timeout`` ms passed
    (None: never), again and again unless ``once``."""
    it = new_item(vm, KIND_RWAIT, callback, context, pool_for(vm, 0))
    it.handle, it.timeout, it.once = h, timeout, once
    it.due = None if timeout is None else vm.clock.now_ms() + timeout
    ensure_worker(vm, it.pool)
    return it


def unregister_wait(vm, it, event):
    """Stop registered wait ``it``; True when no callback of it is running, else
    ``event`` (a handle, or 0) is set once it returns."""
    it.handle, it.due = 0, None
    it.closed = True
    if it.running:
        it.done_event = event
        return False
    _set_event(vm, event)
    forget(vm, it)
    return True


def _wake_at(pool):
    dues = [it.due for it in pool.items if it.kind in (KIND_TIMER, KIND_QTIMER, KIND_WAIT,
                                                       KIND_RWAIT) and it.due is not None]
    return min(dues) if dues else None


@native_loop
def _worker(vm, pool):
    """Generator: the body of a pool's worker thread (never returns while the process
    runs; the process's end ends it)."""
    while True:
        nxt = _next(vm, pool)
        if nxt is None:
            vm.sleep_deadline = _wake_at(pool)
            yield PARK
            vm.sleep_deadline = None
            continue
        it, extra = nxt
        yield from _run(vm, it, extra)


def _run(vm, it, extra):
    """Generator: one callback of ``it`` with its instance, then the instance's
    when-the-callback-returns actions."""
    inst_addr = vm.heap.alloc(16, zero=True)
    inst = Instance(inst_addr)
    _state(vm)["instances"][inst_addr] = inst
    it.running += 1
    try:
        if it.kind == KIND_LEGACY:
            yield GuestCall(it.callback, (it.context,))
        elif it.kind == KIND_SIMPLE:
            yield GuestCall(it.callback, (inst_addr, it.context))
        elif it.kind == KIND_WAIT:
            yield GuestCall(it.callback, (inst_addr, it.context, it.addr, extra))
        elif it.kind == KIND_QTIMER:
            yield GuestCall(it.callback, (it.context, 1))     # TimerOrWaitFired: TRUE
        elif it.kind == KIND_IO:          # (error, bytes, overlapped)
            yield GuestCall(it.callback, extra)
        elif it.kind == KIND_CALL:        # the arguments it was queued with
            yield GuestCall(it.callback, tuple(it.context))
        elif it.kind == KIND_RWAIT:       # TimerOrWaitFired: TRUE for a timeout
            yield GuestCall(it.callback, (it.context, int(extra == WAIT_TIMEOUT)))
        else:
            yield GuestCall(it.callback, (inst_addr, it.context, it.addr))
    finally:
        it.running -= 1
        _state(vm)["instances"].pop(inst_addr, None)
        vm.heap.free(inst_addr)
    yield from _after(vm, inst)
    if it.kind == KIND_QTIMER:
        finish_deletion(vm, it)
    if it.kind == KIND_RWAIT and it.closed and not it.running:
        _set_event(vm, it.done_event)
    if it.kind in (KIND_SIMPLE, KIND_LEGACY, KIND_IO, KIND_CALL):
        it.closed = True
    forget(vm, it)


def _after(vm, inst):
    """The *WhenCallbackReturns actions, in Windows' order."""
    if inst.set_event is not None:
        # SetEvent's objects: an event (a waitable timer's state is set the same way)
        ev = vm.handles.get(inst.set_event, "event|waitable timer")
        if ev is not None:
            ev.state = True
    if inst.release_semaphore is not None:
        h, n = inst.release_semaphore
        sem = vm.handles.get(h, Semaphore)
        if sem is not None:
            sem.count = min(sem.maximum, sem.count + n)
    if inst.release_mutex is not None:
        m = vm.handles.get(inst.release_mutex, Mutex)
        if m is not None and m.count > 0:
            m.count -= 1
            if m.count == 0:
                m.owner = None
    if inst.leave_cs is not None:
        cs_leave(vm, inst.leave_cs)
    if inst.free_library is not None:
        module = vm.dlls.by_handle(inst.free_library)
        if module is not None:
            yield from vm.dlls.free(module)


def instance(vm, addr):
    """The Instance of a running callback, or None."""
    return _state(vm)["instances"].get(addr)


def wait_idle(vm, it, what):
    """Generator: park until no callback of ``it`` is queued or running."""
    while it.pending or it.running:
        if it.running and it.pool.worker is vm.threads.current:
            return        # the item's own callback waits for itself: Windows returns too
        yield PARK
