"""Guest callbacks an API calls inside an exception handler of its own that takes every
exception: Windows' DispatchMessage encloses its call of a TimerProc in one
(UOI_TIMERPROC_EXCEPTION_SUPPRESSION, on by default since Windows 2000: docs/user.md).

On Windows that handler is a __try/__except in user32's own frame. Here the API is a
Python generator, so its handler is a *guard* registered for the generator's frame while
the guest callback runs, and the exception dispatchers consult it (``kernel/seh.py`` for
the ``fs:[0]`` chain, ``kernel/seh64.py`` for the table-based walk): a walk that leaves
the callback — an x86 registration record, or an x64 frame's stack pointer, above the
API's frame — or ends inside it is taken by the guard, exactly where the API's __except
would stand. The guard then unwinds the callback's frames (their __finally blocks and
destructors run, as under the real handler), puts back the chain head the API had at
the call, and resumes the API's generator as if the callback had returned; its frames
and those of the dispatch (the RaiseException call, the CPU fault) are left, and the
machine drops them.

Vectored handlers still come first, as on Windows; the unhandled-exception filter is
never reached for an exception the guard takes.
"""

from ...abi.api import GuestCall
from ...machine.cpu import RESUME_ADDRESS
from .sehchain import chain_head, set_chain_head

__all__ = ["guarded_call", "escaped", "innermost", "take"]


#: The registers a function keeps for its caller (the x86 and x64 calling conventions):
#: the API's caller finds them as it left them, as an __except block's frame restores them.
_NONVOLATILE32 = ("ebx", "esi", "edi", "ebp")
_NONVOLATILE64 = ("rbx", "rbp", "rsi", "rdi", "r12", "r13", "r14", "r15")


class Guard:
    """An API's exception handler around one guest call: the API's generator ``frame``
    (its stack pointer ``esp``), the x86 chain head and the caller's nonvolatile
    registers at the call, and the code of the exception it took (None while none
    did)."""

    __slots__ = ("frame", "esp", "chain", "kept", "raised")

    def __init__(self, vm, frame):
        machine = vm.machine
        regs = machine.context_regs()
        if vm.ptr_size == 4:
            self.chain = chain_head(vm)
            self.kept = {name: regs[name] for name in _NONVOLATILE32}
        else:
            self.chain = None
            self.kept = {name: regs[name] for name in _NONVOLATILE64}
            xmm = machine.xmm_regs()
            self.kept.update(("xmm%d" % i, xmm["xmm%d" % i]) for i in range(6, 16))
        self.frame, self.esp, self.raised = frame, frame.esp, None


def guarded_call(vm, addr, args):
    """Generator: call the guest function at ``addr`` with ``args`` inside a handler that
    takes every exception it lets out; returns (its result, None), or (0, the code of
    the exception the handler took)."""
    frame = vm.machine.frames[-1]              # the calling API's (it is running)
    guard = Guard(vm, frame)
    guards = vm.kernel.callback_guards
    guards.append(guard)
    try:
        result = yield GuestCall(addr, args)
    finally:
        if guard in guards:
            guards.remove(guard)
    if guard.raised is not None:
        return 0, guard.raised
    return result, None


def innermost(vm):
    """The running thread's innermost guard whose API is still waiting on its callback
    (its frame on the machine's stack of generator frames, which is the thread's own),
    or None."""
    frames = vm.machine.frames
    live = [g for g in vm.kernel.callback_guards if any(f is g.frame for f in frames)]
    return min(live, key=lambda g: g.esp) if live else None


def escaped(vm, sp):
    """The guard an exception's walk leaves on reaching stack address ``sp`` (an x86
    registration record, an x64 frame's stack pointer): the innermost guard when ``sp``
    lies above its API's frame, else None (``sp`` is inside the guarded callback)."""
    guard = innermost(vm)
    return guard if guard is not None and sp > guard.esp else None


def take(vm, guard, record, unwind):
    """Generator: ``guard`` takes the exception ``record``: ``unwind`` (a generator: the
    width's unwind of the frames inside the callback) runs, then the guest resumes the
    guard's API with its stack as at the call. Never returns."""
    guard.raised = vm.mem.u32(record)
    yield from unwind
    regs = dict(guard.kept)
    if vm.ptr_size == 4:
        set_chain_head(vm, guard.chain)
        regs.update(esp=guard.esp, eax=0)
    else:
        regs.update(rsp=guard.esp, rax=0)
    # The guest "returns" into the dispatcher at the API's stack pointer: the machine
    # drops every generator frame below it (the dispatch's, the RaiseException call's)
    # and resumes the API's generator, which finds ``guard.raised`` set.
    yield GuestCall(RESUME_ADDRESS, (), regs=regs)
    raise AssertionError("an exception guard's resume came back")   # pragma: no cover
