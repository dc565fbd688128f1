"""Structured exception handling on x86: the ``fs:[0]`` chain, as Windows walks it.

An exception — a CPU fault the machine reports (access violation, integer divide by
zero, int3, invalid instruction, an unmasked x87 exception: machine/x87.py) or a RaiseException call — gets an EXCEPTION_RECORD and a
CONTEXT in guest memory; then every EXCEPTION_REGISTRATION ``{next, handler}`` from
``fs:[0]`` on is called as ``handler(record, frame, context, dispatcher_context)``
(cdecl), newest first, after the vectored handlers (AddVectoredExceptionHandler):

- ExceptionContinueExecution (0): the guest resumes with the (possibly edited) CONTEXT;
- ExceptionContinueSearch (1): the next frame is asked;
- a handler that takes the exception (``_except_handler3/4``, a __try/__except, a C++
  catch) calls RtlUnwind, which calls the frames above its target once more with
  EXCEPTION_UNWINDING and pops them off ``fs:[0]``, then jumps into its own code and never
  returns to the dispatcher (the machine drops the abandoned dispatcher frame then).

An API that calls the guest inside a handler of its own (DispatchMessage's TimerProc:
kernel/callguard.py) takes what the callback's frames let out before the frames of its
caller see it.

When no frame takes it, the filter of SetUnhandledExceptionFilter decides: continue
execution resumes the guest; execute handler or continue search (or no filter) ends the
process as Windows does, with the exception code as its exit code — recorded as a fault
naming the exception (its code, what it is, the faulting address), so the session's
``fault`` event reports it.
"""

import struct

from . import callguard, guard
from .sehchain import chain_head, set_chain_head
from ...machine import x87
from ...abi.faults import GuestFault
from ...abi.api import GuestCall
from ..core.structures import EXCEPTION_POINTERS

__all__ = ["install", "dispatch", "unwind", "CONTEXT_SIZE", "RECORD_SIZE", "build_context",
           "write_context",
           "build_record", "EXCEPTION_NONCONTINUABLE", "unhandled", "unhandled_fault",
           "top_filter", "exception_name"]

CHAIN_END = 0xFFFFFFFF
EXCEPTION_NONCONTINUABLE, EXCEPTION_UNWINDING, EXCEPTION_EXIT_UNWIND = 1, 2, 4
CONTINUE_EXECUTION, CONTINUE_SEARCH = 0, 1
RECORD_SIZE, CONTEXT_SIZE = 0x50, 0x2CC
CONTEXT_FULL = 0x10007
CONTEXT_FLOATING_POINT, CONTEXT_EXTENDED_REGISTERS = 0x10008, 0x10020
_FLOAT_SAVE = 0x1C          # FloatSave: the FNSAVE image (machine/x87.py)
_EXTENDED = 0xCC            # ExtendedRegisters: the FXSAVE image (x87, MXCSR, XMM0-7)
_FX_MXCSR, _FX_XMM = 24, 160
_CTX_REGS = (("edi", 0x9C), ("esi", 0xA0), ("ebx", 0xA4), ("edx", 0xA8), ("ecx", 0xAC),
             ("eax", 0xB0), ("ebp", 0xB4), ("eip", 0xB8), ("eflags", 0xC0), ("esp", 0xC4))
_SEGMENTS = ((0x8C, 0), (0x90, 5 << 3), (0x94, 2 << 3), (0x98, 2 << 3), (0xBC, 1 << 3),
             (0xC8, 2 << 3))
_MAX_FRAMES = 4096     # a corrupt (cyclic) chain ends the walk
_NAMES = {0xC0000005: "access violation", 0xC0000094: "integer divide by zero",
          0x80000003: "breakpoint", 0xC000001D: "illegal instruction",
          0xC0000095: "integer overflow", 0xC000008C: "array bounds exceeded",
          0xC000008D: "floating-point denormal operand",
          0xC000008E: "floating-point divide by zero",
          0xC000008F: "floating-point inexact result",
          0xC0000090: "floating-point invalid operation",
          0xC0000091: "floating-point overflow", 0xC0000092: "floating-point stack check",
          0xC0000093: "floating-point underflow",
          0xE06D7363: "Visual C++ exception"}


def build_record(vm, code, flags, address, params=()):
    """An EXCEPTION_RECORD on the guest heap."""
    rec = vm.heap.alloc(RECORD_SIZE, zero=True)
    params = list(params)[:15]
    vm.mem.write(rec, struct.pack("<5I", code, flags, 0, address, len(params)))
    for i, p in enumerate(params):
        vm.mem.w32(rec + 0x14 + 4 * i, p)
    return rec


def build_context(vm, regs):
    """A CONTEXT (CONTEXT_FULL) on the guest heap from ``regs`` (machine.context_regs)."""
    ctx = vm.heap.alloc(CONTEXT_SIZE, zero=True)
    write_context(vm, ctx, regs)
    return ctx


def write_context(vm, ctx, regs):
    """Fill the CONTEXT at ``ctx`` (CONTEXT_FULL: control, integer and segment registers)
    from ``regs``; the rest of it is left as it is."""
    vm.mem.w32(ctx, CONTEXT_FULL)
    for name, off in _CTX_REGS:
        vm.mem.w32(ctx + off, regs[name])
    for off, sel in _SEGMENTS:
        vm.mem.w32(ctx + off, sel)


def read_context(vm, ctx):
    """The registers a CONTEXT holds (to resume the guest with them)."""
    return {name: vm.mem.u32(ctx + off) for name, off in _CTX_REGS}


def _frames(vm, stop=None):
    """The registration records from fs:[0] to the chain's end (or ``stop``, excluded).

    As on Windows, a record outside the thread's stack (TEB StackLimit..StackBase) or
    misaligned ends the walk: the exception is then unhandled."""
    frame, n = chain_head(vm), 0
    base, limit = vm.mem.u32(vm.teb_base + 4), vm.mem.u32(vm.teb_base + 8)
    while frame not in (CHAIN_END, 0) and frame != stop and n < _MAX_FRAMES:
        if not limit <= frame < base - 8 or frame & 3:
            return
        yield frame
        frame = vm.mem.u32(frame)
        n += 1


def dispatch(vm, record, context):
    """Generator: walk the chain for ``record``; returns True when a handler answered
    ExceptionContinueExecution (the caller then resumes with ``context``) and False when
    no handler took the exception. Handlers that unwind never come back here."""
    if (yield from vectored(vm, record, context)):
        yield from vectored(vm, record, context, vm.kernel.vectored_continue_handlers)
        return True
    disp = vm.heap.alloc(4, zero=True)
    for frame in list(_frames(vm)):
        catcher = callguard.escaped(vm, frame)
        if catcher is not None:
            # the record is the guarded callback's caller's: the API's handler, which
            # stands between them, takes the exception (kernel/callguard.py)
            yield from callguard.take(vm, catcher, record, unwind(vm, frame, record))
        handler = vm.mem.u32(frame + 4)
        result = yield GuestCall(handler, (record, frame, context, disp), "cdecl")
        if result == CONTINUE_EXECUTION:
            if vm.mem.u32(record + 4) & EXCEPTION_NONCONTINUABLE:
                raise GuestFault("cpu", "guest fault: handler continued a noncontinuable "
                                 "exception 0x%08x" % vm.mem.u32(record), vm.machine.eip)
            # An exception being continued is shown to the vectored continue handlers.
            yield from vectored(vm, record, context, vm.kernel.vectored_continue_handlers)
            return True
        # CONTINUE_SEARCH, and a nested exception or collided unwind (2, 3): the next frame
    catcher = callguard.innermost(vm)
    if catcher is not None:       # the chain ended inside a guarded callback
        yield from callguard.take(vm, catcher, record,
                                  unwind(vm, catcher.chain or CHAIN_END, record))
    return False


def vectored(vm, record, context, handlers=None):
    """Generator: AddVectoredExceptionHandler's handlers (or ``handlers``: the continue
    handlers), before any frame, each called with an EXCEPTION_POINTERS; True when one
    answered EXCEPTION_CONTINUE_EXECUTION (-1)."""
    if handlers is None:
        handlers = vm.kernel.vectored_handlers
    if not handlers:
        return False
    ptr = vm.ptr_size                  # the 64-bit dispatcher (seh64.py) comes here too
    pointers = vm.heap.alloc(EXCEPTION_POINTERS.sizeof(ptr))
    vm.mem.write(pointers, EXCEPTION_POINTERS.pack(ptr, ExceptionRecord=record,
                                                   ContextRecord=context))
    try:
        for _, handler in list(handlers):
            verdict = yield GuestCall(handler, (pointers,))
            if verdict & 0xFFFFFFFF == 0xFFFFFFFF:
                return True
    finally:
        vm.heap.free(pointers)
    return False


def unwind(vm, target, record):
    """Generator: RtlUnwind's walk — call every frame above ``target`` (all of them when
    ``target`` is 0) with EXCEPTION_UNWINDING and pop each from ``fs:[0]``."""
    own = not record
    if own:
        record = build_record(vm, 0xC0000027, 0, 0)    # STATUS_UNWIND
    flags = vm.mem.u32(record + 4) | EXCEPTION_UNWINDING | (0 if target else EXCEPTION_EXIT_UNWIND)
    vm.mem.w32(record + 4, flags)
    context = build_context(vm, vm.machine.context_regs())
    disp = vm.heap.alloc(4, zero=True)
    for frame in list(_frames(vm, stop=target or None)):
        handler = vm.mem.u32(frame + 4)
        yield GuestCall(handler, (record, frame, context, disp), "cdecl")
        set_chain_head(vm, vm.mem.u32(frame))
    vm.heap.free(context)
    vm.heap.free(disp)


def top_filter(vm, pointers):
    """Generator: call the program's top-level filter (SetUnhandledExceptionFilter) with
    an EXCEPTION_POINTERS; returns its verdict as a signed int (0, continue search, when
    there is none)."""
    flt = vm.kernel.unhandled_filter
    if not flt:
        return CONTINUE_SEARCH_FILTER
    verdict = yield GuestCall(flt, (pointers,))
    return verdict - (1 << 32) if verdict & 0x80000000 else verdict


CONTINUE_SEARCH_FILTER, EXECUTE_HANDLER, CONTINUE_EXECUTION_FILTER = 0, 1, -1


def unhandled(vm, code, address, record, context):
    """Generator: what becomes of an exception no frame took: "resume" (the top-level
    filter answered EXCEPTION_CONTINUE_EXECUTION) or "fatal" — the process ends with the
    exception code as its exit code (the caller records the fault naming it)."""
    pointers = vm.heap.alloc(8)
    vm.mem.w32(pointers, record)
    vm.mem.w32(pointers + 4, context)
    verdict = yield from top_filter(vm, pointers)
    vm.heap.free(pointers)
    if verdict == CONTINUE_EXECUTION_FILTER:
        return "resume"
    vm.machine.exit_code = code & 0xFFFFFFFF
    return "fatal"


def exception_name(code):
    """What an exception code is ("access violation"), for reports."""
    return _NAMES.get(code, "raised by the program")


def unhandled_fault(code, address):
    """The GuestFault of an exception nobody handled, raised at ``address``."""
    return GuestFault("cpu", "guest fault: unhandled exception 0x%08x (%s) at 0x%08x" % (
        code, exception_name(code), address), address, address, code=code)


def _cpu_exception(vm, code, address, info, regs):
    """Generator the machine runs for a CPU fault (``Machine.exception_hook``); ``regs``
    are the registers at the fault (the generator starts later, from the dispatcher)."""
    record = build_record(vm, code, 0, address, info)
    context = build_context(vm, regs)
    # The FPU's state too (CONTEXT_FLOATING_POINT), as Windows gives every exception: a
    # handler of an x87 exception clears the status word's flags there to dismiss it.
    state, sse = regs["x87"], regs["sse"]
    vm.mem.w32(context, CONTEXT_FULL | CONTEXT_FLOATING_POINT | CONTEXT_EXTENDED_REGISTERS)
    vm.mem.write(context + _FLOAT_SAVE, x87.pack_fnsave(state))
    _write_extended(vm, context + _EXTENDED, state, sse)
    resumed = yield from dispatch(vm, record, context)
    if not resumed:
        verdict = yield from unhandled(vm, code, address, record, context)
        if verdict != "resume":
            return None      # the machine reports the fault (or the process has ended)
    final = read_context(vm, context)
    flags = vm.mem.u32(context)
    if flags & CONTEXT_FLOATING_POINT == CONTEXT_FLOATING_POINT:
        final["x87"] = x87.unpack_fnsave(
            vm.mem.read(context + _FLOAT_SAVE, x87.FNSAVE_SIZE), state)
    if flags & CONTEXT_EXTENDED_REGISTERS == CONTEXT_EXTENDED_REGISTERS:
        final["sse"] = _read_extended(vm, context + _EXTENDED)
    vm.heap.free(record)
    vm.heap.free(context)
    vm.machine.set_context_regs(final)
    return final["eax"]


def _write_extended(vm, at, state, sse):
    """ExtendedRegisters: the FXSAVE image of the x87 ``state`` and ``sse`` (MXCSR with
    its flags, XMM0..XMM7)."""
    head, regs = x87.pack_fxsave_x87(state)
    vm.mem.write(at, head)
    vm.mem.write(at + _FX_MXCSR, struct.pack("<II", sse["mxcsr"], 0xFFFF))
    vm.mem.write(at + x87.FXSAVE_REGISTERS, regs)
    vm.mem.write(at + _FX_XMM, b"".join(v.to_bytes(16, "little") for v in sse["xmm"]))


def _read_extended(vm, at):
    """MXCSR and XMM0..XMM7 of the FXSAVE image at ``at`` (what a handler left there)."""
    raw = vm.mem.read(at + _FX_XMM, 128)
    return {"mxcsr": vm.mem.u32(at + _FX_MXCSR) & 0xFFFF,
            "xmm": [int.from_bytes(raw[16 * i:16 * i + 16], "little") for i in range(8)]}


def install(vm, teb_base):
    """Make ``vm``'s CPU faults go through the guest's SEH chain (the first thread's TEB
    at ``vm.teb_base``)."""

    def hook(code, address, info):
        regs = vm.machine.context_regs()
        regs["x87"] = vm.machine.x87_state()
        regs["sse"] = vm.machine.sse_state()
        return _cpu_exception(vm, code, address, info, regs)
    vm.machine.exception_hook = hook
    guard.install(vm)           # guard pages and stack growth (kernel/guard.py)
