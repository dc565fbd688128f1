"""Guest threads on the one emulated CPU, and the deterministic scheduler that runs them.

The scheduling rule (docs/threads.md) — every switch happens at a point fixed by the
guest's own execution, never by wall time, so a frozen run is byte-identical across runs:

- Threads take turns in creation order (round robin over the live, unsuspended ones).
- A turn runs at most ``QUANTUM`` translated blocks (fewer when the batch has less left). It
  ends early when the thread blocks (a wait, GetMessage with nothing to do, Sleep), yields
  (``yield_thread``: Sleep(0), SwitchToThread), or exits.
- Every turn costs the batch its whole slice, however early it ended: the budget never
  depends on anything but the sequence of turns.
- The batch ends when its budget is spent, when the process ends, or after a full round
  in which no thread made progress (every turn blocked again at once, having made no API
  call besides the retried one and run no callback): the VM is then *parked*, like a
  single-threaded guest in GetMessage, and the host may skip batches to the next timer.

With one thread the batch is one ``Machine.run(batch_size)`` exactly as before threads
existed; when that run creates the first other thread and then blocks, the turns begin at
once with a fresh budget (that one batch may run up to twice its size). A blocked call is retried on the thread's next turn (the PARK contract), so a
wait needs no wake-up list: the object's state is simply looked at again.

Per-thread state that other subsystems keep as plain attributes (the TLS slot array, a
Sleep deadline, the message queue's pending WM_QUIT) is swapped in and out with the CPU
context (the last error needs no swap: it is in each thread's TEB, as on Windows), so single-threaded code paths stay as they were. The kernel names
only its own; a higher layer registers its attributes (``keep_per_thread``) and what a
thread's end means to it (``on_thread_end``: USER destroys the thread's windows), so this
module never reaches up into the window manager.
"""

from ...abi.api import PARK, GuestCall
from ..core.structures import NT_TIB
from .handletable import handle_kind
from .statictls import thread_array

__all__ = ["Thread", "Scheduler", "default_stack_reserve", "stack_reserve", "lay_out_stack",
           "set_stack_limit", "STACK_COMMIT", "yield_thread", "fls_cleanup", "STILL_ACTIVE", "QUANTUM",
           "native_loop", "NATIVE_LOOPS"]

STILL_ACTIVE = 259
QUANTUM = 400                   # translated blocks per turn (~2,000-2,400 instructions)
MAIN_TID = 0x104                # the first thread's id (GetCurrentThreadId before threads)
#: The TEB fields past its NT_TIB head that a thread's creation fills, per width (their
#: offsets in the 32-bit and x64 TEB; winternl.h declares them only as reserved space),
#: and the pages a TEB takes (the x64 TEB is 0x1838 bytes).
TEB_LAYOUT = {
    4: {"size": 0x1000, "client_id": 0x20, "peb": 0x30, "tls_pointer": 0x2C,
        "last_error": 0x34, "tls_slots": 0xE10, "guaranteed_stack": 0xF78, "same_teb_flags": 0xFCA,
        "deallocation_stack": 0xE0C},
    8: {"size": 0x2000, "client_id": 0x40, "peb": 0x60, "tls_pointer": 0x58,
        "last_error": 0x68, "tls_slots": 0x1480, "guaranteed_stack": 0x1748, "same_teb_flags": 0x17EE,
        "deallocation_stack": 0x1478},
}
DEFAULT_STACK = 0x100000

#: Code objects of the native thread bodies (``Scheduler.create(native=...)``) that
#: :func:`native_loop` marks: a savestate restarts them from their arguments.
NATIVE_LOOPS = set()


def native_loop(fn):
    """Mark the generator function ``fn``, a native thread's body, as a loop that a
    savestate may start over from its arguments wherever it stands at one of its *own*
    yields: each ``yield PARK`` begins the same turn again when resumed, and after each
    ``yield GuestCall(...)`` the body drops the result and starts its next turn. A body
    suspended inside another generator (``yield from``) is not covered: the state then
    refuses, naming it (wineagent/state/coroutines.py)."""
    NATIVE_LOOPS.add(fn.__code__)
    return fn


def default_stack_reserve(vm):
    """The stack a thread or fiber gets when its creator names no size: the program's
    SizeOfStackReserve, as Windows gives it (mingw links 2 MB, Visual C++ 1 MB)."""
    return vm.image.stack_reserve or DEFAULT_STACK


def stack_reserve(vm, commit=0, reserve=0):
    """The stack a new thread or fiber reserves, by Microsoft's rule ("Thread Stack
    Size"): the reserve its creator asked for (CreateThread's dwStackSize with
    STACK_SIZE_PARAM_IS_A_RESERVATION, CreateFiberEx's dwStackReserveSize), else the
    program's SizeOfStackReserve — unless the initial commit asked for (dwStackSize
    without that flag, CreateFiber's) is at least that, which is then rounded up to a
    whole MB. (A small dwStackSize is a commit, not the stack's size: a thread made with
    4096 still has its megabyte.) A thread's stack is committed a page at a time as it
    grows (``lay_out_stack``, kernel/guard.py); a fiber's is committed whole."""
    if reserve:
        return reserve
    default = default_stack_reserve(vm)
    if commit >= default:
        return (commit + 0xFFFFF) & ~0xFFFFF
    return default
#: a page, for the stack layout below (kernel/guard.py grows it)
STACK_PAGE = 0x1000
#: what a stack the system makes has committed at its top when its thread starts: the
#: SizeOfStackCommit mingw and Visual C++ both link (one page); the thread's own
#: accesses commit the rest through the guard page
STACK_COMMIT = STACK_PAGE


def set_stack_limit(vm, teb, limit):
    """Set the TEB's NT_TIB.StackLimit: the low end of the stack's committed part."""
    vm.mem.wptr(teb + 2 * vm.ptr_size, limit)


def lay_out_stack(vm, low, top, commit, teb):
    """Lay out a system stack [low, top), mapped whole, as Windows does: ``commit``
    bytes committed at the top, one guard page below them, the rest reserved (hidden);
    the TEB's StackLimit is the committed part's low end."""
    commit = max(STACK_PAGE, (commit + STACK_PAGE - 1) & ~(STACK_PAGE - 1))
    limit = max(top - commit, low + 2 * STACK_PAGE)
    vm.mem.hide(low, limit - STACK_PAGE - low)
    vm.mem.guard(limit - STACK_PAGE, STACK_PAGE)
    set_stack_limit(vm, teb, limit)


DLL_THREAD_ATTACH, DLL_THREAD_DETACH = 2, 3



@handle_kind("thread")
class Thread:
    """One guest thread: its id, TEB, stack, saved CPU context and what it is doing."""

    #: SetThreadExecutionState's lasting requirements (ES_* flags): a thread starts with
    #: none, ES_CONTINUOUS alone (a class default, so a state saved before it loads).
    execution_state = 0x80000000
    #: in a synchronous read that waits (a pipe's), and CancelSynchronousIo's request
    #: to end it with ERROR_OPERATION_ABORTED (kernel/fileio.sync_wait)
    sync_io = cancel_io = False
    #: SetThreadLocale's LCID: a thread starts with the user's locale (en-US), not its
    #: creator's (a class default, so a state saved before it loads)
    locale = 0x0409
    #: SetThreadErrorMode's SEM_* flags: a thread starts with none (a class default, so a
    #: state saved before it loads)
    error_mode = 0

    def __init__(self, tid, teb, fs, context):
        self.tid, self.teb, self.fs = tid, teb, fs
        self.context = context          # None while it is the running thread
        self.exit_code = None           # set when it ends
        self.suspend_count = 0
        self.saved = {}                 # the _PER_THREAD attributes while switched out
        self.stack = None               # (base, size) of a stack we mapped
        self.impersonating = None       # the impersonation token it acts with (a TokenState)
        self.boost_disabled = False     # SetThreadPriorityBoost's flag (the process's at start)
        self.fls = {}                   # FlsSetValue's values (its fiber's: kernel/fibers.py)
        self.created_ms = 0             # guest time of its creation (GetThreadTimes)
        self.exited_ms = None           # guest time of its end
        self.blocks = 0                 # translated blocks it has run (its CPU time)
        self.ui_languages = []          # its own UI languages (LANGIDs: kernel/uilanguages.py)

    @property
    def alive(self):
        """True until the thread has exited."""
        return self.exit_code is None

    # A thread handle is a waitable object: signaled once the thread has ended.
    def signaled(self):
        """True once the thread has exited (what a wait on its handle waits for)."""
        return self.exit_code is not None

    def acquire(self):
        """Waiting on a thread changes nothing about it."""


def _write_teb(vm, teb, stack, tid, main_teb):
    """A new thread's TEB, at the program's width: NT_TIB (an empty SEH chain, the stack
    top and limit, Self), ClientId, the PEB and, when a module has implicit TLS, its
    own ThreadLocalStoragePointer array (x86 offsets 0x0-0x30, x64 0x0-0x60)."""
    mem = vm.mem
    if vm.ptr_size == 8:
        mem.w64(teb + 0x00, 0xFFFFFFFFFFFFFFFF)      # ExceptionList: unused on x64
        mem.w64(teb + 0x08, teb)                     # StackBase (top)
        mem.w64(teb + 0x10, stack)                   # StackLimit
        mem.w64(teb + 0x30, teb)                     # NT_TIB.Self
        mem.w64(teb + 0x40, mem.u64(main_teb + 0x40))    # ClientId.UniqueProcess
        mem.w64(teb + 0x48, tid)                     # ClientId.UniqueThread
        mem.w64(teb + 0x60, mem.u64(main_teb + 0x60))    # PEB
        mem.w64(teb + 0x58, thread_array(vm))       # implicit TLS: statictls.py
        return
    mem.w32(teb + 0x00, 0xFFFFFFFF)             # SEH chain: empty
    mem.w32(teb + 0x04, teb)                    # StackBase (top)
    mem.w32(teb + 0x08, stack)                  # StackLimit
    mem.w32(teb + 0x18, teb)                    # NT_TIB.Self
    mem.w32(teb + 0x20, mem.u32(main_teb + 0x20))   # ClientId.UniqueProcess
    mem.w32(teb + 0x24, tid)                    # ClientId.UniqueThread
    mem.w32(teb + 0x30, mem.u32(main_teb + 0x30))   # PEB
    mem.w32(teb + 0x2C, thread_array(vm))       # implicit TLS: statictls.py


class Scheduler:
    """The threads of one VM and the turn-taking that runs them within a batch."""

    def __init__(self, vm, main_teb, main_fs):
        self.vm = vm
        main = Thread(MAIN_TID, main_teb, main_fs, None)
        self.threads = [main]
        self.current = main
        self._next_tid = MAIN_TID + 4
        self._turn = 0
        self.yielding = False
        self._running = False           # inside _run_as (cpu_time counts the run so far)
        #: [object, attribute, initial value] swapped per thread (see the module
        #: docstring); higher layers add theirs with keep_per_thread.
        #: (The last error is not one of them: it lives in each thread's TEB, vm.py.)
        self.per_thread = [[vm, "sleep_deadline", None]]
        #: Generator functions ``f(tid)`` run on a thread's way out (on_thread_end).
        self.end_hooks = []

    def keep_per_thread(self, obj, attr, initial):
        """Swap ``obj.attr`` with the CPU context: each thread sees its own value, a new
        thread starts with ``initial``. Attribute names are unique across objects."""
        self.per_thread.append([obj, attr, initial])
        for t in self.threads:
            t.saved.setdefault(attr, initial)

    def on_thread_end(self, hook):
        """Run generator function ``hook(tid)`` on each thread's way out, after the guest
        DLLs' DLL_THREAD_DETACH (USER: the thread's windows are destroyed)."""
        self.end_hooks.append(hook)

    def saved_values(self, attr):
        """The values of per-thread attribute ``attr`` of the live threads switched out."""
        return [t.saved.get(attr) for t in self.threads
                if t is not self.current and t.alive]

    # -- queries -----------------------------------------------------------------------
    @property
    def multi(self):
        """True once a second thread has ever been created (the scheduler is in use)."""
        return len(self.threads) > 1

    def by_tid(self, tid):
        """The live-or-ended thread with id ``tid``, or None."""
        for t in self.threads:
            if t.tid == tid:
                return t
        return None

    def next_wake_ms(self):
        """The earliest Sleep or timed-wait deadline of the threads switched out."""
        dues = [d for d in self.saved_values("sleep_deadline") if d is not None]
        return min(dues) if dues else None

    # -- creating and ending -----------------------------------------------------------
    def create(self, start, param, stack_size=0, suspended=False, cdecl_void=False,
               native=None):
        """A new thread that calls ``start(param)`` (stdcall) and exits with its result
        (``cdecl_void``: _beginthread's ``void start(void *)``, exit code 0). With
        ``native`` (a generator function) the thread runs that instead of guest code: a
        thread of the system's own, such as a thread-pool worker (``kernel/threadpool.py``),
        whose generator makes its guest calls.

        On the new thread, the guest DLLs' DllMain see DLL_THREAD_ATTACH first; when the
        start routine has returned, ``end_of_thread`` runs.
        """
        vm = self.vm
        mem = vm.mem
        width = vm.ptr_size
        layout = TEB_LAYOUT[width]
        size = max(stack_size or default_stack_reserve(vm), 0x10000)
        size = (size + 0xFFFF) & ~0xFFFF
        stack = mem.find_free(size + layout["size"], 0x00400000, 0x70000000)
        mem.map(stack, size, 0x04, "thread stack")
        teb = stack + size
        mem.map(teb, layout["size"], 0x04, "teb")
        tid = self._next_tid
        self._next_tid += 4
        # A 32-bit thread's TEB is behind its own FS descriptor; a 64-bit one's is GS's
        # base, switched with the thread's registers (machine/cpu64.py).
        fs = vm.machine.set_fs_entry(5 + len(self.threads), teb)
        main_teb = self.threads[0].teb
        NT_TIB.write(mem, teb, width, ExceptionList=-1,   # no SEH frame
                     StackBase=teb, StackLimit=stack, Self=teb)
        client = layout["client_id"]
        mem.wptr(teb + client, mem.uptr(main_teb + client))     # ClientId.UniqueProcess
        mem.wptr(teb + client + width, tid)                      # ClientId.UniqueThread
        mem.wptr(teb + layout["peb"], mem.uptr(main_teb + layout["peb"]))
        mem.wptr(teb + layout["deallocation_stack"], stack)     # the stack's allocation
        # Its own copy of every module's implicit TLS (statictls.py), or none.
        mem.wptr(teb + layout["tls_pointer"], thread_array(vm))
        # committed at the top, a guard page below, the rest reserved (kernel/guard.py)
        lay_out_stack(vm, stack, teb, STACK_COMMIT, teb)
        thread = Thread(tid, teb, fs, None)
        thread.stack = (stack, size)
        thread.boost_disabled = vm.kernel.boost_disabled
        thread.created_ms = vm.clock.now_ms()

        def body():
            yield from vm.dlls.notify_threads(DLL_THREAD_ATTACH)
            if native is not None:
                code = yield from native()
            else:
                code = yield GuestCall(start, (param,), "cdecl" if cdecl_void else "stdcall")
            return (yield from self.thread_tail(code, cdecl_void))
        thread.context = vm.machine.start_context(
            body(), lambda code: self.exit_current(code), teb - 0x100, fs)
        thread.suspend_count = 1 if suspended else 0
        thread.saved = {attr: init for _, attr, init in self.per_thread}
        self.threads.append(thread)
        return thread

    def thread_tail(self, code, cdecl_void):
        """Generator: what a thread does once its start routine returned ``code`` (also
        how a savestate resumes a thread waiting for its start routine: wineagent/state)."""
        yield from self.end_of_thread()
        return 0 if cdecl_void else code

    def exit_thread(self, code):
        """Generator for ExitThread/_endthreadex: the thread's clean-up, then the end."""
        yield from self.end_of_thread()
        self.exit_current(code)
        yield PARK          # never resumed: the thread is gone

    def end_of_thread(self):
        """Generator: what happens on a thread's way out, on that thread: its fiber-local
        storage values go to their FlsAlloc callbacks, the guest DLLs see
        DLL_THREAD_DETACH (the order of Windows' LdrShutdownThread), then each
        ``on_thread_end`` hook runs (USER destroys the windows the thread created and
        drops the messages posted to it)."""
        yield from fls_cleanup(self.vm, self.current.fls)
        yield from self.vm.dlls.notify_threads(DLL_THREAD_DETACH)
        tid = self.current.tid
        for hook in list(self.end_hooks):
            yield from hook(tid)

    def terminate_others(self, code):
        """Every thread but the running one ends now with ``code`` (ExitProcess)."""
        for t in self.threads:
            if t is not self.current and t.alive:
                t.exit_code = code & 0xFFFFFFFF
                t.exited_ms = self.vm.clock.now_ms()
                t.context = None

    def exit_current(self, code):
        """The running thread ends with ``code``; the last one to end ends the process."""
        t = self.current
        t.exit_code = code & 0xFFFFFFFF
        t.exited_ms = self.vm.clock.now_ms()
        if not any(x.alive for x in self.threads):
            self.vm.machine.exit(t.exit_code)
        else:
            self.vm.machine.stop()

    # -- switching -----------------------------------------------------------------------
    def _switch_to(self, t):
        cur = self.current
        if t is cur:
            return
        vm, machine = self.vm, self.vm.machine
        if cur.alive:
            cur.context = machine.save_context()
        for obj, attr, _ in self.per_thread:
            cur.saved[attr] = getattr(obj, attr)
        for obj, attr, _ in self.per_thread:
            setattr(obj, attr, t.saved.get(attr))
        machine.restore_context(t.context)
        t.context = None
        vm.tls_slots_addr = t.teb + TEB_LAYOUT[vm.ptr_size]["tls_slots"]
        self.current = t

    # -- running -----------------------------------------------------------------------
    def run(self, budget):
        """Run the threads for ``budget`` blocks of turns (see the module rule).

        Returns True when the whole budget ran (the batch may go on with its next slice;
        see VM.run_batch), False when the guest parked, exited or faulted first."""
        machine = self.vm.machine
        if not self.multi:
            ran_all = self._run_as(self.current, budget)
            if not self.multi or not machine.parked:
                return ran_all
            # The first thread was created during this run and its creator then
            # blocked: the new threads take their turns now, with a budget of their own.
        remaining = budget
        idle_turns = 0
        while remaining > 0 and not (machine.exited or machine.fault):
            runnable = [t for t in self.threads if t.alive and t.suspend_count == 0]
            if not runnable:            # every live thread is suspended: nothing can run
                machine.parked = True
                return False
            t = self._pick(runnable)
            self._switch_to(t)
            before = machine.api_calls + machine.callbacks
            self.yielding = False
            step = min(QUANTUM, remaining)
            self._run_as(t, step)
            remaining -= step
            progressed = machine.api_calls + machine.callbacks - before > 1
            blocked = machine.parked and not self.yielding
            if blocked and not progressed:
                idle_turns += 1
                if idle_turns >= len(runnable):
                    machine.parked = True
                    return False
            else:
                idle_turns = 0
        if machine.exited or machine.fault:
            return False
        # The budget ran out while some thread still made progress: not parked.
        machine.parked = False
        return True

    def _run_as(self, t, count):
        """``Machine.run(count)`` as thread ``t``, whose blocks the run adds to its count
        (the block it stopped at, which runs next time, is not one of them)."""
        machine = self.vm.machine
        self._running = True
        try:
            return machine.run(count)
        finally:
            self._running = False
            counter = machine.blocks
            t.blocks += max(0, counter.count - (1 if counter.reached else 0))

    def cpu_time(self, t):
        """Thread ``t``'s CPU time in 100 ns units, from its own execution: a batch of
        ``batch_size`` blocks is worth the ``tick_ms`` the clock charges per batch, so a
        thread's time is its share of the blocks run (docs/threads.md). The same in every
        run of the same guest."""
        vm = self.vm
        blocks = t.blocks
        if t is self.current and getattr(self, "_running", False):
            # the run in progress (a handler asking about its own thread): the blocks
            # entered so far, this one included
            blocks += vm.machine.blocks.count
        return int(blocks * vm.clock.tick_ms * 10000) // max(1, vm.batch_size)

    def _pick(self, runnable):
        """The next thread in creation order after the one that had the last turn."""
        order = self.threads
        n = len(order)
        for k in range(1, n + 1):
            t = order[(self._turn + k) % n]
            if t in runnable:
                self._turn = order.index(t)
                return t
        return runnable[0]


def fls_cleanup(vm, values):
    """Generator: each FlsAlloc callback gets its slot's non-NULL value from ``values``
    (a thread's or a fiber's FLS values), in slot order; the values are dropped."""
    callbacks = vm.kernel.fls
    for index in sorted(values):
        value = values[index]
        callback = callbacks.get(index)
        if callback and value:
            yield GuestCall(callback, (value,))
    values.clear()


def yield_thread(vm):
    """Generator for a handler to return: give the rest of this turn to the next thread
    (Sleep(0), SwitchToThread). Returns 1 when another thread got the CPU, 0 when there
    was none to give it to (SwitchToThread's documented result)."""
    sched = vm.threads
    others = [t for t in sched.threads
              if t is not sched.current and t.alive and t.suspend_count == 0]
    if not others:
        return 0
    sched.yielding = True
    yield PARK
    return 1
