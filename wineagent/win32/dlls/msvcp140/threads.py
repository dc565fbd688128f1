"""MSVCP140: the C API under std::mutex, std::recursive_mutex, std::timed_mutex and
std::condition_variable (``_Mtx_*``, ``_Cnd_*``), the few ``_Thrd_*`` helpers std::thread
and std::this_thread call, and ``_Lockit``, the library's own global locks.

Layouts are the Visual C++ 2022 library's (``__msvc_threads_core.hpp``): a mutex is
``{int type; union {{void *unused; SRWLOCK lock}, 36 or 64 bytes}; long owner; int
count}``, a condition ``{void *unused; CONDITION_VARIABLE cv}`` in 40 or 72 bytes. Since
Visual C++ 2022 17.10 the headers construct both at compile time (all zero but the type),
so ``_Mtx_lock`` meets mutexes no ``_Mtx_init_in_situ`` ever saw: an owner of 0 is no
thread, as Windows gives no thread the id 0. The lock word is an SRW lock of
``kernel/locks.py``; recursion and ownership are the mutex's own fields, as the library
keeps them. A thread that must wait parks (kernel/locks.py).
"""

from ....abi.api import PARK, Ret64, WIDTH64, X86ONLY
from ....abi.structs import struct as cstruct
from ...core.dllnames import MSVCP140
from ...kernel.locks import cv_sleep, cv_wake, srw_acquire, srw_release, srw_try
from ...kernel.sync import critical_section_size, cs_busy, cs_init, cs_leave, cs_take
from ...kernel.sysinfo import PROCESSORS
from ...kernel.threads import yield_thread
from ...core import data_imports
from ..kernel32.locks import InitOnceExecuteOnce
from ..kernel32.main import QPC_FREQUENCY, guest_filetime
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
_FILETIME_UNIX = 116444736000000000    # 1970-01-01 as a FILETIME


def _fields(c, mtx):
    return MTX.at(c.vm.mem, mtx, c.ptr_size)


def _srw(c, mtx):
    return mtx + MTX.offsetof("srw", c.ptr_size)


def _me(c):
    return c.vm.threads.current.tid & 0xFFFFFFFF


def _now_ms(vm):
    """The guest's UTC time in milliseconds since 1970 (what the library's
    GetSystemTimePreciseAsFileTime reads)."""
    return (guest_filetime(vm) - _FILETIME_UNIX) // 10000


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
    return Ret64(guest_filetime(c.vm) - _FILETIME_UNIX)


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
