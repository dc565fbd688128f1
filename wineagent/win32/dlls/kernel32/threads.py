"""KERNEL32's thread calls over ``kernel/threads.py`` (msvcrt's: msvcrt/threads.py;
USER32's: user32/threads.py).

CreateThread starts a thread on the deterministic scheduler; a thread handle is waitable
(signaled when the thread ends) (docs/threads.md).
"""

import struct

from ....abi.api import BOTH, PARK, Unimplemented, api
from ...core.structures import FILETIME
from ...kernel.perfinfo import thread_cycles, thread_times
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.sync import CURRENT_THREAD
from ...kernel.threads import STILL_ACTIVE, TEB_LAYOUT, Thread, stack_reserve, yield_thread
from ...kernel.threadcontext import get_context, set_context
from ...core.dllnames import KERNEL32

CREATE_SUSPENDED, STACK_SIZE_PARAM_IS_A_RESERVATION = 0x4, 0x10000


def thread_of(c, h, other_process=False):
    """The Thread behind a thread handle (or GetCurrentThread's pseudo handle), or None
    with ERROR_INVALID_HANDLE. With ``other_process`` a thread of a child process
    counts too (what only needs its id, exit code or suspend count may take one)."""
    threads = c.vm.threads
    if h == CURRENT_THREAD:
        return threads.current
    t = c.vm.handles.get(h, Thread)
    # not a thread's handle, or its thread has ended
    # (a Thread of another scheduler in this table is a child's: CreateProcess put it)
    if t not in threads.threads and not (other_process and t is not None):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return t


def start_thread(c, start, param, stack_size, flags, tid_out):
    """What CreateThread and _beginthreadex share: the new thread's handle (0 on error).
    ``stack_size`` is the stack's initial commit, or its reserve with
    STACK_SIZE_PARAM_IS_A_RESERVATION (kernel/threads.py ``stack_reserve``)."""
    if flags & STACK_SIZE_PARAM_IS_A_RESERVATION:
        size = stack_reserve(c.vm, reserve=stack_size)
    else:
        size = stack_reserve(c.vm, commit=stack_size)
    t = c.vm.threads.create(start, param, size, suspended=bool(flags & CREATE_SUSPENDED))
    if tid_out:
        c.vm.mem.w32(tid_out, t.tid)
    return c.vm.new_handle(t)


@api(KERNEL32, "CreateThread", "LPVOID attrs, SIZE_T stack_size, LPVOID start, LPVOID param, "
     "DWORD flags, LPDWORD tid_out", widths=BOTH)
def CreateThread(c, attrs, stack_size, start, param, flags, tid_out):
    return start_thread(c, start, param, stack_size, flags, tid_out)


@api(KERNEL32, "ExitThread", "DWORD code", widths=BOTH)
def ExitThread(c, code):
    return c.vm.threads.exit_thread(code)


@api(KERNEL32, "GetExitCodeThread", "HANDLE h, LPDWORD out", widths=BOTH)
def GetExitCodeThread(c, h, out):
    t = thread_of(c, h, other_process=True)
    if t is None:
        return 0
    c.vm.mem.w32(out, STILL_ACTIVE if t.alive else t.exit_code)
    return 1


@api(KERNEL32, "SuspendThread", "HANDLE h", widths=BOTH)
def SuspendThread(c, h):
    t = thread_of(c, h, other_process=True)
    if t is None:
        return 0xFFFFFFFF
    previous = t.suspend_count
    t.suspend_count += 1
    if t is c.vm.threads.current:
        return _suspend_self(c, previous)
    return previous


def _suspend_self(c, previous):
    yield PARK      # our turn ends here; we run again once someone resumes us
    return previous


def _switched_out(c, h, what):
    """The thread behind ``h`` when it is not the running one (its registers are saved),
    None with ERROR_INVALID_HANDLE; the running thread's own context stops the guest
    (Windows documents no valid context for it)."""
    t = thread_of(c, h)
    if t is c.vm.threads.current:
        raise Unimplemented("kernel32.dll!%s (of the calling thread)" % what)
    return t


@api(KERNEL32, "GetThreadContext", "HANDLE h, LPVOID context", widths=BOTH)
def GetThreadContext(c, h, context):
    """The registers of the groups ContextFlags names, from another thread's saved state
    (kernel/threadcontext.py)."""
    t = _switched_out(c, h, "GetThreadContext")
    if t is None:
        return 0
    get_context(c.vm, t, context)
    return 1


@api(KERNEL32, "SetThreadContext", "HANDLE h, LPVOID context", widths=BOTH)
def SetThreadContext(c, h, context):
    """Another thread goes on with the registers of the groups ContextFlags names."""
    t = _switched_out(c, h, "SetThreadContext")
    if t is None:
        return 0
    set_context(c.vm, t, context)
    return 1


@api(KERNEL32, "ResumeThread", "HANDLE h", widths=BOTH)
def ResumeThread(c, h):
    t = thread_of(c, h, other_process=True)
    if t is None:
        return 0xFFFFFFFF
    previous = t.suspend_count
    if previous:
        t.suspend_count -= 1
    return previous


@api(KERNEL32, "GetThreadId", "HANDLE h", widths=BOTH)
def GetThreadId(c, h):
    t = thread_of(c, h, other_process=True)
    return t.tid if t is not None else 0




@api(KERNEL32, "GetCurrentThreadStackLimits", "LPVOID low, LPVOID high", widths=BOTH)
def GetCurrentThreadStackLimits(c, low, high):
    """Windows 8's: the calling thread's whole stack — the low end of its reserved
    allocation (the TEB's DeallocationStack, not the committed StackLimit) and its top
    (StackBase); a fiber's own stack while one runs (the fiber switch moves both
    fields). Returns nothing. Runtimes ask it to size their stack-overflow checks (the
    Dart VM at start-up)."""
    vm = c.vm
    teb = vm.threads.current.teb
    vm.mem.wptr(low, vm.mem.uptr(teb + TEB_LAYOUT[c.ptr_size]["deallocation_stack"]))
    vm.mem.wptr(high, vm.mem.uptr(teb + c.ptr_size))       # NT_TIB.StackBase


@api(KERNEL32, "SetThreadStackGuarantee", "LPVOID size_cell", widths=BOTH)
def SetThreadStackGuarantee(c, size_cell):
    """The stack the calling thread keeps for its stack-overflow handler, in its TEB's
    GuaranteedStackBytes as Windows keeps it: a larger request raises it, a smaller one
    (0: just asking) leaves it; the cell receives the previous guarantee. NULL:
    ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if not size_cell:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    field = vm.threads.current.teb + TEB_LAYOUT[c.ptr_size]["guaranteed_stack"]
    previous, wanted = vm.mem.u32(field), vm.mem.u32(size_cell)
    if wanted > previous:
        vm.mem.w32(field, wanted)
    vm.mem.w32(size_cell, previous)
    return 1


@api(KERNEL32, "GetThreadTimes", "HANDLE h, LPVOID creation, LPVOID exit_time, LPVOID kernel, "
     "LPVOID user", widths=BOTH)
def GetThreadTimes(c, h, creation, exit_time, kernel, user):
    """A thread's times as FILETIMEs: its creation and end at guest times (exit 0 while
    it runs), its CPU time from the blocks it ran (kernel/threads.py ``cpu_time``), all
    user time."""
    t = thread_of(c, h)
    if t is None:
        return 0
    for ptr, value in zip((creation, exit_time, kernel, user), thread_times(c.vm, t)):
        FILETIME.write(c.vm.mem, ptr, dwLowDateTime=value & 0xFFFFFFFF,
                       dwHighDateTime=value >> 32)
    return 1


@api(KERNEL32, "QueryThreadCycleTime", "HANDLE h, LPVOID cycles", widths=BOTH)
def QueryThreadCycleTime(c, h, cycles):
    """The cycles a thread has run: its CPU time at the processor's nominal clock."""
    t = thread_of(c, h)
    if t is None:
        return 0
    c.vm.mem.write(cycles, struct.pack("<Q", thread_cycles(c.vm, t)))
    return 1


@api(KERNEL32, "SwitchToThread", widths=BOTH)
def SwitchToThread(c):
    """Give the rest of this turn to another ready thread: nonzero when one ran, 0 when
    there was none (kernel/threads.py yield_thread)."""
    return yield_thread(c.vm)
