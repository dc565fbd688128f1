"""MSVCP140: the C API under std::mutex, std::recursive_mutex, std::timed_mutex and
std::condition_variable (``_Mtx_*``, ``_Cnd_*``), the ``_Thrd_*`` functions std::thread
and std::this_thread call (threads of kernel32's ``start_thread``, joined with its
waits), the at-thread-exit registrations of std::notify_all_at_thread_exit, and
``_Lockit``, the library's own global locks.

Layouts are the Visual C++ 2022 library's (``__msvc_threads_core.hpp``): a mutex is
``{int type; union {{void *unused; SRWLOCK lock}, 36 or 64 bytes}; long owner; int
count}``, a condition ``{void *unused; CONDITION_VARIABLE cv}`` in 40 or 72 bytes. Since
Visual C++ 2022 17.10 the headers construct both at compile time (all zero but the type),
so ``_Mtx_lock`` meets mutexes no ``_Mtx_init_in_situ`` ever saw: an owner of 0 is no
thread, as Windows gives no thread the id 0. The lock word is an SRW lock of
``kernel/locks.py``; recursion and ownership are the mutex's own fields, as the library
keeps them. A thread that must wait parks (kernel/locks.py).
"""

from ....abi.api import GuestCall, PARK, Ret64, WIDTH64, X86ONLY
from ....abi.structs import struct as cstruct
from ...core.dllnames import MSVCP140
from ...kernel.epoch import FILETIME_UNIX
from ...kernel.locks import cv_sleep, cv_wake, srw_acquire, srw_release, srw_try
from ...kernel.sync import critical_section_size, cs_busy, cs_init, cs_leave, cs_take
from ...kernel.sysinfo import PROCESSORS
from ...kernel.threads import stack_reserve, yield_thread
from ...core import data_imports
from ..kernel32.locks import InitOnceExecuteOnce
from ..kernel32.locks import WaitForSingleObjectEx
from ..kernel32.main import QPC_FREQUENCY, CloseHandle, guest_filetime
from ..kernel32.threads import GetExitCodeThread, start_thread
from . import cdecl, member64, thiscall

# (the unions' sizes, 36/64 and 40/72 bytes, in pointers and DWORDs of either width)
MTX = cstruct("_Mtx_internal_imp_t", "int type; LPVOID unused; LPVOID srw; LPVOID more[5];"
              " DWORD tail[2]; LONG thread_id; int count")
CND = cstruct("_Cnd_internal_imp_t", "LPVOID unused; LPVOID cv; LPVOID more[6]; DWORD tail[2]")
#: xtime / _timespec64: an absolute UTC time
TIMESPEC = cstruct("_timespec64", "LONGLONG tv_sec; LONG tv_nsec")

# mutex types (xthreads.h)
MTX_PLAIN, MTX_TRY, MTX_TIMED, MTX_RECURSIVE = 0x1, 0x2, 0x4, 0x100
# _Thrd_result
SUCCESS, NOMEM, TIMEDOUT, BUSY, ERROR = range(5)
_NO_OWNER = 0xFFFFFFFF                 # -1, what _Mtx_init_in_situ writes
INFINITE = 0xFFFFFFFF


def _fields(c, mtx):
    return MTX.at(c.vm.mem, mtx, c.ptr_size)


def _srw(c, mtx):
    return mtx + MTX.offsetof("srw", c.ptr_size)


def _me(c):
    return c.vm.threads.current.tid & 0xFFFFFFFF


def _now_ms(vm):
    """The guest's UTC time in milliseconds since 1970 (what the library's
    GetSystemTimePreciseAsFileTime reads)."""
    return (guest_filetime(vm) - FILETIME_UNIX) // 10000


def _ms_until(c, xt):
    """Milliseconds from now until the absolute time at ``xt`` (0 when it has passed)."""
    t = TIMESPEC.at(c.vm.mem, xt, c.ptr_size)
    target = t.tv_sec * 1000 + t.tv_nsec // 1000000
    return max(0, target - _now_ms(c.vm))


def init_mutex(c, mtx, kind):
    """_Mtx_init_in_situ's work: unlocked, no owner, of type ``kind``."""
    MTX.write(c.vm.mem, mtx, c.ptr_size, type=kind, unused=0, srw=0, thread_id=_NO_OWNER,
              count=0)


@cdecl("_Mtx_init_in_situ", "LPVOID mtx, int type")
def _Mtx_init_in_situ(c, mtx, type):
    """Make the mutex at ``mtx`` (a std::mutex's storage) unlocked, of ``type``."""
    init_mutex(c, mtx, type)


@cdecl("_Mtx_destroy_in_situ", "LPVOID mtx")
def _Mtx_destroy_in_situ(c, mtx):
    """Nothing to release: the lock lives in the mutex's own storage."""


@cdecl("_Mtx_init", "LPVOID out, int type")
def _Mtx_init(c, out, type):
    """A new mutex of ``type`` on the heap into ``*out``; _Thrd_nomem (NULL in ``*out``)
    when memory is short."""
    mem = c.vm.mem
    mem.wptr(out, 0)
    mtx = c.vm.heap.alloc(MTX.sizeof(c.ptr_size), zero=True)
    if not mtx:
        return NOMEM
    init_mutex(c, mtx, type)
    mem.wptr(out, mtx)
    return SUCCESS


@cdecl("_Mtx_destroy", "LPVOID mtx")
def _Mtx_destroy(c, mtx):
    """Free a mutex _Mtx_init made (NULL: nothing)."""
    if mtx:
        c.vm.heap.free(mtx)


def lock_mutex(c, mtx, wait_ms):
    """Generator: lock ``mtx`` for the running thread, waiting ``wait_ms`` (None: as long
    as it takes; 0: not at all). A plain mutex the thread holds is taken again (its count
    goes up, as the library's does); a non-recursive timed or try mutex the thread holds
    answers _Thrd_busy. Returns the _Thrd_result."""
    vm, me = c.vm, _me(c)
    m = _fields(c, mtx)
    if m.type & ~MTX_RECURSIVE == MTX_PLAIN:
        if m.thread_id != me:
            yield from srw_acquire(vm, _srw(c, mtx), False, "_Mtx_lock")
            m.thread_id = me
        m.count += 1
        return SUCCESS
    got = m.thread_id == me
    if not got:
        if wait_ms is None:
            yield from srw_acquire(vm, _srw(c, mtx), False, "_Mtx_lock")
            got = True
        else:
            deadline = vm.clock.now_ms() + wait_ms
            got = srw_try(vm.mem, _srw(c, mtx), False)
            while not got and vm.clock.now_ms() < deadline:
                vm.sleep_deadline = deadline
                try:
                    yield PARK
                finally:
                    vm.sleep_deadline = None
                got = srw_try(vm.mem, _srw(c, mtx), False)
    if got:
        if m.count >= 1 and not m.type & MTX_RECURSIVE:
            return BUSY if not wait_ms else TIMEDOUT      # already ours, not recursive
        m.count += 1
        m.thread_id = me
        return SUCCESS
    return BUSY if not wait_ms else TIMEDOUT


@cdecl("_Mtx_lock", "LPVOID mtx")
def _Mtx_lock(c, mtx):
    """Lock, waiting while another thread holds it."""
    return (yield from lock_mutex(c, mtx, None))


@cdecl("_Mtx_trylock", "LPVOID mtx")
def _Mtx_trylock(c, mtx):
    """Lock if free now: _Thrd_success or _Thrd_busy."""
    return (yield from lock_mutex(c, mtx, 0))


@cdecl("_Mtx_timedlock", "LPVOID mtx, LPVOID xt")
def _Mtx_timedlock(c, mtx, xt):
    """Lock, waiting until the absolute UTC time at ``xt``: _Thrd_success or
    _Thrd_timedout."""
    res = yield from lock_mutex(c, mtx, _ms_until(c, xt))
    return TIMEDOUT if res == BUSY else res


@cdecl("_Mtx_unlock", "LPVOID mtx")
def _Mtx_unlock(c, mtx):
    """One level off; at the last the mutex has no owner and the lock is let go."""
    m = _fields(c, mtx)
    m.count -= 1
    if m.count == 0:
        m.thread_id = _NO_OWNER
        srw_release(c.vm.mem, _srw(c, mtx), False)
    return SUCCESS


@cdecl("_Mtx_current_owns", "LPVOID mtx")
def _Mtx_current_owns(c, mtx):
    """Whether the running thread holds the mutex."""
    m = _fields(c, mtx)
    return int(m.count != 0 and m.thread_id == _me(c))


@cdecl("_Mtx_getconcrtcs", "LPVOID mtx")
def _Mtx_getconcrtcs(c, mtx):
    """The address of the mutex's lock part."""
    return mtx + MTX.offsetof("unused", c.ptr_size)


@cdecl("_Mtx_clear_owner", "LPVOID mtx")
def _Mtx_clear_owner(c, mtx):
    """No owner, one level off (what a condition wait does before sleeping)."""
    m = _fields(c, mtx)
    m.thread_id = _NO_OWNER
    m.count -= 1


@cdecl("_Mtx_reset_owner", "LPVOID mtx")
def _Mtx_reset_owner(c, mtx):
    """The running thread owns it, one level more (a condition wait, woken)."""
    m = _fields(c, mtx)
    m.thread_id = _me(c)
    m.count += 1


# -- condition variables ---------------------------------------------------------------------
def _cv(c, cnd):
    return cnd + CND.offsetof("cv", c.ptr_size)


@cdecl("_Cnd_init_in_situ", "LPVOID cnd")
def _Cnd_init_in_situ(c, cnd):
    """A condition with no waiter at ``cnd``."""
    CND.write(c.vm.mem, cnd, c.ptr_size, unused=0, cv=0)


@cdecl("_Cnd_destroy_in_situ", "LPVOID cnd")
def _Cnd_destroy_in_situ(c, cnd):
    """Nothing to release: waiters are kept by address."""


@cdecl("_Cnd_init", "LPVOID out")
def _Cnd_init(c, out):
    """A new condition on the heap into ``*out`` (_Thrd_nomem: NULL)."""
    c.vm.mem.wptr(out, 0)
    cnd = c.vm.heap.alloc(CND.sizeof(c.ptr_size), zero=True)
    if not cnd:
        return NOMEM
    c.vm.mem.wptr(out, cnd)
    return SUCCESS


@cdecl("_Cnd_destroy", "LPVOID cnd")
def _Cnd_destroy(c, cnd):
    """Free a condition _Cnd_init made (NULL: nothing)."""
    if cnd:
        c.vm.heap.free(cnd)


def _wait(c, cnd, mtx, ms, who):
    """Generator: release ``mtx`` (held once by this thread), sleep on ``cnd`` until woken
    or ``ms`` pass, take ``mtx`` back; True when woken."""
    vm = c.vm
    _Mtx_clear_owner(c, mtx)
    woken = yield from cv_sleep(vm, _cv(c, cnd), ms,
                                lambda: srw_release(vm.mem, _srw(c, mtx), False),
                                lambda: srw_acquire(vm, _srw(c, mtx), False, who), who)
    _Mtx_reset_owner(c, mtx)
    return woken


@cdecl("_Cnd_wait", "LPVOID cnd, LPVOID mtx")
def _Cnd_wait(c, cnd, mtx):
    """Wait until signalled, the mutex released meanwhile."""
    yield from _wait(c, cnd, mtx, INFINITE, "_Cnd_wait")
    return SUCCESS


@cdecl("_Cnd_timedwait", "LPVOID cnd, LPVOID mtx, LPVOID xt")
def _Cnd_timedwait(c, cnd, mtx, xt):
    """Wait until signalled or the absolute time at ``xt`` (NULL: no limit):
    _Thrd_timedout when the time ran out."""
    if not xt:
        yield from _wait(c, cnd, mtx, INFINITE, "_Cnd_timedwait")
        return SUCCESS
    woken = yield from _wait(c, cnd, mtx, _ms_until(c, xt), "_Cnd_timedwait")
    return SUCCESS if woken or _ms_until(c, xt) else TIMEDOUT


@cdecl("_Cnd_signal", "LPVOID cnd")
def _Cnd_signal(c, cnd):
    """Wake one waiter."""
    cv_wake(c.vm, _cv(c, cnd), False)
    return SUCCESS


@cdecl("_Cnd_broadcast", "LPVOID cnd")
def _Cnd_broadcast(c, cnd):
    """Wake every waiter."""
    cv_wake(c.vm, _cv(c, cnd), True)
    return SUCCESS


# -- threads ------------------------------------------------------------------------------------
@cdecl("_Thrd_id")
def _Thrd_id(c):
    """The running thread's id (std::this_thread::get_id)."""
    return _me(c)


@cdecl("_Thrd_yield")
def _Thrd_yield(c):
    """Give the rest of the turn to another ready thread (std::this_thread::yield)."""
    yield from yield_thread(c.vm)


@cdecl("_Thrd_hardware_concurrency")
def _Thrd_hardware_concurrency(c):
    """The processors the program sees (std::thread::hardware_concurrency)."""
    return PROCESSORS


@cdecl("_Thrd_sleep", "LPVOID xt")
def _Thrd_sleep(c, xt):
    """Sleep until the absolute UTC time at ``xt`` (std::this_thread::sleep_until)."""
    vm = c.vm
    deadline = vm.clock.now_ms() + _ms_until(c, xt)
    vm.sleep_deadline = deadline
    try:
        while vm.clock.now_ms() < deadline:
            yield PARK
    finally:
        vm.sleep_deadline = None


# -- std::thread: _Thrd_t is {HANDLE _Hnd; _Thrd_id_t _Id} (8 or 16 bytes) -----------------------
#: the _Thrd_t a function answers or is given by value at x64 (a copy's address)
THRD = cstruct("_Thrd_t", "LPVOID hnd; DWORD id")
WAIT_FAILED = 0xFFFFFFFF


def _wait_result(result):
    """Generator: a kernel32 answer that may be a generator (a wait that parks)."""
    if isinstance(result, int):
        return result
    return (yield from result)


@cdecl("_Thrd_start", "LPVOID thr, LPVOID func, LPVOID arg")
def _Thrd_start(c, thr, func, arg):
    """Start ``func(arg)`` (``unsigned __stdcall (void *)``) on a new thread as
    _beginthreadex does; its handle and id into ``*thr``; _Thrd_error when no thread
    could be made."""
    p = c.ptr_size
    h = start_thread(c, func, arg, 0, 0, thr + THRD.offsetof("id", p))
    c.vm.mem.wptr(thr, h)
    return SUCCESS if h else ERROR


@cdecl("_Thrd_create", "LPVOID thr, LPVOID func, LPVOID arg")
def _Thrd_create(c, thr, func, arg):
    """Run ``func(arg)`` (``int (*)(void *)``, cdecl) on a new thread, the handle and id
    into ``*thr``; the library's runner calls _Cnd_do_broadcast_at_thread_exit after it
    and exits with its answer. Returns once the new thread has started, as the
    library's handshake (a mutex and a condition) makes it."""
    vm = c.vm
    started = []

    def runner():
        started.append(True)
        res = yield GuestCall(func, (arg,), "cdecl")
        broadcast_at_thread_exit(c)
        return res & 0xFFFFFFFF
    t = vm.threads.create(func, arg, stack_reserve(vm), native=runner)
    h = vm.new_handle(t)
    THRD.write(vm.mem, thr, c.ptr_size, hnd=h, id=t.tid)
    while not started and t.alive:
        yield PARK
    return SUCCESS


def _join(c, h, code):
    """Generator: _Thrd_join's work: wait for the thread, its exit code into ``*code``
    (when not NULL), close its handle."""
    if (yield from _wait_result(WaitForSingleObjectEx(c, h, INFINITE, 0))) == WAIT_FAILED:
        return ERROR
    if code and not GetExitCodeThread(c, h, code):
        return ERROR
    return SUCCESS if CloseHandle(c, h) else ERROR


def _thrd(c, first, second):
    """A _Thrd_t passed by value: at x86 its two fields are the first two arguments; at
    x64 the first is a copy's address. Its (handle, id)."""
    if c.ptr_size == 4:
        return first, second & 0xFFFFFFFF
    t = THRD.at(c.vm.mem, first, 8)
    return t.hnd, t.id


# One declaration serves both widths: the arguments after the _Thrd_t are one further on at
# x86 (the struct's two words) than at x64 (its address).
@cdecl("_Thrd_join", "LPVOID a, LPVOID b, LPVOID c")
def _Thrd_join(c, a, b, c3):
    """std::thread::join: wait until the thread (its _Thrd_t by value) ends; its exit
    code into ``*code`` when not NULL; the handle closed. _Thrd_error for a handle that
    is none."""
    hnd, _ = _thrd(c, a, b)
    return (yield from _join(c, hnd, c3 if c.ptr_size == 4 else b))


@cdecl("_Thrd_detach", "LPVOID a, LPVOID b")
def _Thrd_detach(c, a, b):
    """std::thread::detach: close the thread's handle (it runs on); _Thrd_error when
    the handle is none."""
    hnd, _ = _thrd(c, a, b)
    return SUCCESS if CloseHandle(c, hnd) else ERROR


@cdecl("_Thrd_equal", "LPVOID a, LPVOID b, LPVOID c, LPVOID d")
def _Thrd_equal(c, a, b, c3, d):
    """1 when the two _Thrd_t (by value) name the same thread: the same id."""
    if c.ptr_size == 4:
        return int(_thrd(c, a, b)[1] == _thrd(c, c3, d)[1])
    return int(_thrd(c, a, 0)[1] == _thrd(c, b, 0)[1])


@cdecl("_Thrd_current", "LPVOID ret")
def _Thrd_current(c, ret):
    """The running thread as a _Thrd_t: no handle, its id; at x86 in EDX:EAX, at x64
    (16 bytes) into the caller's ``ret``, which is answered."""
    if c.ptr_size == 4:
        return Ret64(_me(c) << 32)
    THRD.write(c.vm.mem, ret, 8, hnd=0, id=_me(c))
    return ret


@cdecl("_Thrd_exit", "int res")
def _Thrd_exit(c, res):
    """End the running thread with exit code ``res`` (_endthreadex)."""
    return c.vm.threads.exit_thread(res & 0xFFFFFFFF)


# -- notify_all_at_thread_exit / promise::set_value_at_thread_exit ----------------------------
#: the library's registrations, in blocks: {next; num_used; 20 x {id; mtx; cnd; res}}
_NITEMS = 20


def _block_size(p):
    return 2 * p + _NITEMS * 4 * p


def _exit_blocks(vm):
    """The registrations' first block (guest data, all zero: empty)."""
    return vm.alloc_data(_block_size(vm.ptr_size))


data_imports.DATA[(MSVCP140.lower(), "at_thread_exit")] = _exit_blocks


def _entries(vm):
    """Every slot of every block: (block, slot address)."""
    mem, p = vm.mem, vm.ptr_size
    block = vm.data_var(MSVCP140, "at_thread_exit")
    while block:
        for i in range(_NITEMS):
            yield block, block + 2 * p + i * 4 * p
        block = mem.uptr(block)


def _used(vm, block, delta):
    p = vm.ptr_size
    vm.mem.wptr(block + p, vm.mem.uptr(block + p) + delta)


@cdecl("_Cnd_register_at_thread_exit", "LPVOID cnd, LPVOID mtx, LPVOID res")
def _Cnd_register_at_thread_exit(c, cnd, mtx, res):
    """Remember that when the running thread ends, ``mtx`` is unlocked, ``cnd``
    broadcast and ``*res`` set to 1 (std::notify_all_at_thread_exit): in the first free
    slot, a new block when all are taken."""
    vm, mem, p = c.vm, c.vm.mem, c.ptr_size
    last = None
    for block, slot in _entries(vm):
        last = block
        if not mem.uptr(slot + p):
            mem.wptr(slot, _me(c))
            mem.wptr(slot + p, mtx)
            mem.wptr(slot + 2 * p, cnd)
            mem.wptr(slot + 3 * p, res)
            _used(vm, block, 1)
            return
    block = vm.heap.alloc(_block_size(p), zero=True)
    mem.wptr(last, block)
    slot = block + 2 * p
    for i, value in enumerate((_me(c), mtx, cnd, res)):
        mem.wptr(slot + i * p, value)
    _used(vm, block, 1)


@cdecl("_Cnd_unregister_at_thread_exit", "LPVOID mtx")
def _Cnd_unregister_at_thread_exit(c, mtx):
    """Forget every registration of ``mtx`` (its owner was destroyed first)."""
    vm, p = c.vm, c.ptr_size
    for block, slot in list(_entries(vm)):
        if vm.mem.uptr(slot + p) == mtx:
            vm.mem.wptr(slot + p, 0)
            _used(vm, block, -1)


def broadcast_at_thread_exit(c):
    """The running thread's registrations: ``*res`` = 1, the mutex unlocked, the
    condition broadcast, the slot freed."""
    vm, mem, p, me = c.vm, c.vm.mem, c.ptr_size, _me(c)
    for block, slot in list(_entries(vm)):
        mtx = mem.uptr(slot + p)
        if mtx and mem.uptr(slot) == me:
            res = mem.uptr(slot + 3 * p)
            if res:
                mem.w32(res, 1)
            _Mtx_unlock(c, mtx)
            _Cnd_broadcast(c, mem.uptr(slot + 2 * p))
            mem.wptr(slot + p, 0)
            _used(vm, block, -1)


@cdecl("_Cnd_do_broadcast_at_thread_exit")
def _Cnd_do_broadcast_at_thread_exit(c):
    """What a std::thread's body calls last: wake those waiting for this thread's end
    (the registrations of _Cnd_register_at_thread_exit)."""
    broadcast_at_thread_exit(c)


# -- std::call_once ---------------------------------------------------------------------------------
@cdecl("?_Execute_once@std@@YAHAEAUonce_flag@1@P6AHPEAX1PEAPEAX@Z1@Z",
       "LPVOID flag, LPVOID callback, LPVOID pv", widths=WIDTH64)
@cdecl("?_Execute_once@std@@YAHAAUonce_flag@1@P6GHPAX1PAPAX@Z1@Z",
       "LPVOID flag, LPVOID callback, LPVOID pv", widths=X86ONLY)
def _Execute_once(c, flag, callback, pv):
    """std::call_once's work: the once_flag is an INIT_ONCE, run as InitOnceExecuteOnce
    runs it (``callback(flag, pv, NULL)`` the first time; a FALSE answer leaves the flag
    not done and gives 0)."""
    return (yield from InitOnceExecuteOnce(c, flag, callback, pv, 0))


# -- clocks ----------------------------------------------------------------------------------------
@cdecl("_Xtime_get_ticks")
def _Xtime_get_ticks(c):
    """The UTC time in 100-ns ticks since 1970 (std::chrono::system_clock::now: the
    system time as a FILETIME, less 1970's)."""
    return Ret64(guest_filetime(c.vm) - FILETIME_UNIX)


@cdecl("_Query_perf_counter")
def _Query_perf_counter(c):
    """QueryPerformanceCounter's count (std::chrono::steady_clock::now)."""
    return Ret64(c.vm.clock.now_ms() * (QPC_FREQUENCY // 1000))


@cdecl("_Query_perf_frequency")
def _Query_perf_frequency(c):
    """QueryPerformanceFrequency's counts a second."""
    return Ret64(QPC_FREQUENCY)


# -- _Lockit: the library's global locks --------------------------------------------------------
#: _Lockit's lock kinds (_LOCK_LOCALE, _LOCK_MALLOC, _LOCK_STREAM, _LOCK_DEBUG, _LOCK_AT_THREAD_EXIT)
#: and the ones beyond them the library keeps: eight critical sections in all.
_LOCKS = 8


def _lockit_block(vm):
    size = critical_section_size(vm)
    block = vm.alloc_data(size * _LOCKS)
    for i in range(_LOCKS):
        cs_init(vm.mem, block + i * size)
    return block


data_imports.DATA[(MSVCP140.lower(), "lockit_cs")] = _lockit_block


def lockit_cs(vm, kind):
    """The critical section of lock kind ``kind`` (an unknown kind is the first's, as the
    library maps it)."""
    if not 0 <= kind < _LOCKS:
        kind = 0
    return vm.data_var(MSVCP140, "lockit_cs") + kind * critical_section_size(vm)


def lockit_enter(vm, kind):
    """Generator: enter lock ``kind`` (recursively, as the critical section allows)."""
    cs = lockit_cs(vm, kind)
    while cs_busy(vm, cs):
        yield PARK
    cs_take(vm, cs)


def lockit_leave(vm, kind):
    """Leave lock ``kind``."""
    cs_leave(vm, lockit_cs(vm, kind))


@member64("??0_Lockit@std@@QEAA@H@Z", "int kind")
@thiscall("??0_Lockit@std@@QAE@H@Z", "int kind")
def lockit_ctor(c, this, kind):
    """_Lockit(kind): enter lock ``kind``; the object remembers it."""
    c.vm.mem.w32(this, kind & 0xFFFFFFFF)
    yield from lockit_enter(c.vm, kind)
    return this


@member64("??0_Lockit@std@@QEAA@XZ")
@thiscall("??0_Lockit@std@@QAE@XZ")
def lockit_default_ctor(c, this):
    """_Lockit(): the locale lock (kind 0)."""
    c.vm.mem.w32(this, 0)
    yield from lockit_enter(c.vm, 0)
    return this


@member64("??1_Lockit@std@@QEAA@XZ")
@thiscall("??1_Lockit@std@@QAE@XZ")
def lockit_dtor(c, this):
    """~_Lockit: leave the lock the object took."""
    lockit_leave(c.vm, c.vm.mem.i32(this))


@cdecl("?_Lockit_ctor@_Lockit@std@@SAXH@Z", "int kind")
def _Lockit_ctor_static(c, kind):
    """The static form: enter lock ``kind`` with no object."""
    yield from lockit_enter(c.vm, kind)


@cdecl("?_Lockit_dtor@_Lockit@std@@SAXH@Z", "int kind")
def _Lockit_dtor_static(c, kind):
    """The static form: leave lock ``kind``."""
    lockit_leave(c.vm, kind)
