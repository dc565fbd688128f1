"""Structured exception handling on x64: table-based, as 64-bit Windows does it.

An x64 function registers nothing at run time: its image's exception directory (.pdata)
says, for each function, how to undo its prolog (UNWIND_INFO) and which language handler
to call (``machine/unwind64.py`` reads them). An exception — a CPU fault the machine
reports (access violation, integer divide by zero, int3, invalid instruction) or a
RaiseException call — gets an EXCEPTION_RECORD and a CONTEXT (the AMD64 layout), and:

- **dispatch** (RtlDispatchException): the vectored handlers first, then the frames from
  the faulting one outwards: each function with an exception handler is called as
  ``handler(record, establisher_frame, context, dispatcher_context)``.
  ExceptionContinueExecution resumes the guest with the (possibly edited) CONTEXT;
  ExceptionContinueSearch asks the next frame. A handler that takes the exception calls
  RtlUnwindEx, which never comes back here.
- **unwind** (RtlUnwindEx): the frames from the caller of RtlUnwindEx outwards are called
  again with EXCEPTION_UNWINDING (the target frame with EXCEPTION_TARGET_UNWIND too), each
  virtually unwound, until the target frame; the guest then resumes in it at TargetIp with
  RAX = ReturnValue.

Our dispatcher and unwinder are Python generators, not guest code: a guest frame walk that
reaches a return into our dispatcher (a handler's return address) crosses into the
operation that called that handler, as Windows' walk crosses RtlpExecuteHandlerForUnwind
and KiUserExceptionDispatcher: through an unwind in progress it continues with the frame
that unwind is at (a "collided unwind": the frames it already unwound are not unwound
twice), through a dispatch with the frame the exception was raised in. That is what
mingw-w64's g++ relies on: its ``_GCC_specific_handler`` raises a second exception from a
cleanup during the unwind and unwinds again to its own frame.

An exception being continued is shown to the vectored continue handlers. When no frame
takes an exception, the filter of SetUnhandledExceptionFilter decides; otherwise the process ends with the exception code as
its exit code, as for 32-bit programs (``kernel/seh.py``).
"""

import struct as struct_

from unicorn import UcError

from . import callguard, guard
from ...abi.api import GuestCall, Jump
from ...abi.faults import GuestFault
from ...abi.structs import struct
from ..core.structures import EXCEPTION_RECORD, NT_TIB   # winnt.h's, at either width
from ...machine import x87
from ...machine.cpu import THUNK_BASE, THUNK_SIZE
from ...machine.unwind64 import (UNW_FLAG_EHANDLER, UNW_FLAG_UHANDLER, UnwindError,
                                 lookup_dynamic_entry, lookup_function_entry,
                                 virtual_unwind)
from . import seh

__all__ = ["install", "dispatch", "unwind", "raise_exception", "images", "lookup",
           "consolidate", "end_operation",
           "read_context", "write_context", "CONTEXT64", "EXCEPTION_RECORD",
           "DISPATCHER_CONTEXT", "RUNTIME_FUNCTION", "caller_context", "unhandled",
           "CONTEXT_CAPTURED", "JUMP_BUFFER64", "save_jump_buffer", "jump_buffer_regs",
           "longjmp", "STATUS_LONGJUMP", "add_function_table", "delete_function_table"]

# The AMD64 CONTEXT (winnt.h under _AMD64_): declared with fixed-size fields, so one
# layout serves whatever width reads it; only 64-bit programs have one.
struct("M128A", "ULONGLONG Low; LONGLONG High")
XMM_SAVE_AREA32 = struct("XMM_SAVE_AREA32",
       "WORD ControlWord; WORD StatusWord; BYTE TagWord; BYTE Reserved1; WORD ErrorOpcode;"
       " DWORD ErrorOffset; WORD ErrorSelector; WORD Reserved2; DWORD DataOffset;"
       " WORD DataSelector; WORD Reserved3; DWORD MxCsr; DWORD MxCsr_Mask;"
       " M128A FloatRegisters[8]; M128A XmmRegisters[16]; BYTE Reserved4[96]")
CONTEXT64 = struct(
    "CONTEXT_AMD64",
    "DWORD64 P1Home; DWORD64 P2Home; DWORD64 P3Home; DWORD64 P4Home; DWORD64 P5Home;"
    " DWORD64 P6Home; DWORD ContextFlags; DWORD MxCsr; WORD SegCs; WORD SegDs; WORD SegEs;"
    " WORD SegFs; WORD SegGs; WORD SegSs; DWORD EFlags; DWORD64 Dr0; DWORD64 Dr1;"
    " DWORD64 Dr2; DWORD64 Dr3; DWORD64 Dr6; DWORD64 Dr7; DWORD64 Rax; DWORD64 Rcx;"
    " DWORD64 Rdx; DWORD64 Rbx; DWORD64 Rsp; DWORD64 Rbp; DWORD64 Rsi; DWORD64 Rdi;"
    " DWORD64 R8; DWORD64 R9; DWORD64 R10; DWORD64 R11; DWORD64 R12; DWORD64 R13;"
    " DWORD64 R14; DWORD64 R15; DWORD64 Rip; XMM_SAVE_AREA32 FltSave;"
    " M128A VectorRegister[26]; DWORD64 VectorControl; DWORD64 DebugControl;"
    " DWORD64 LastBranchToRip; DWORD64 LastBranchFromRip; DWORD64 LastExceptionToRip;"
    " DWORD64 LastExceptionFromRip")
RUNTIME_FUNCTION = struct("RUNTIME_FUNCTION",
                          "DWORD BeginAddress; DWORD EndAddress; DWORD UnwindData")
DISPATCHER_CONTEXT = struct(
    "DISPATCHER_CONTEXT",
    "ULONG_PTR ControlPc; ULONG_PTR ImageBase; LPVOID FunctionEntry;"
    " ULONG_PTR EstablisherFrame; ULONG_PTR TargetIp; LPVOID ContextRecord;"
    " LPVOID LanguageHandler; LPVOID HandlerData; LPVOID HistoryTable; DWORD ScopeIndex;"
    " DWORD Fill0")

_FLTSAVE = CONTEXT64.offsetof("FltSave", 8)
_FLT_MXCSR = XMM_SAVE_AREA32.offsetof("MxCsr", 8)
_FLT_XMM = XMM_SAVE_AREA32.offsetof("XmmRegisters", 8)

CONTEXT_AMD64 = 0x100000
CONTEXT_FULL = CONTEXT_AMD64 | 0xB          # control, integer, floating point
CONTEXT_ALL = CONTEXT_AMD64 | 0x1F
#: What RtlCaptureContext records: control, integer, segments, floating point.
CONTEXT_CAPTURED = CONTEXT_AMD64 | 0xF
EXCEPTION_NONCONTINUABLE, EXCEPTION_UNWINDING, EXCEPTION_EXIT_UNWIND = 1, 2, 4
EXCEPTION_TARGET_UNWIND, EXCEPTION_COLLIDED_UNWIND = 0x20, 0x40
CONTINUE_EXECUTION, CONTINUE_SEARCH = 0, 1
STATUS_UNWIND = 0xC0000027
STATUS_INVALID_UNWIND_TARGET = 0xC0000029
STATUS_BAD_FUNCTION_TABLE = 0xC00000FF
_GPRS = ("Rax", "Rcx", "Rdx", "Rbx", "Rsp", "Rbp", "Rsi", "Rdi", "R8", "R9", "R10", "R11",
         "R12", "R13", "R14", "R15", "Rip")
_MAX_FRAMES = 4096
_MASK128 = (1 << 128) - 1
_MASK64 = (1 << 64) - 1
_GPR_KEYS = tuple(n.lower() for n in _GPRS)


def _run(first, names, fmt):
    """The offset of a run of consecutive CONTEXT fields and a Struct packing it: checked
    against the declaration, so the one write is the same as field by field."""
    offset = CONTEXT64.offsetof(first, 8)
    packer = struct_.Struct("<" + fmt)
    at = offset
    for name, code in zip(names, fmt):
        assert CONTEXT64.offsetof(name, 8) == at, name
        at += struct_.calcsize(code)
    return offset, packer


_HEAD, _HEAD_RUN = _run("ContextFlags", ("ContextFlags", "MxCsr", "SegCs", "SegDs", "SegEs",
                                         "SegFs", "SegGs", "SegSs", "EFlags"), "IIHHHHHHI")
_INTEGER, _INTEGER_RUN = _run("Rax", _GPRS, "Q" * len(_GPRS))


# -- CONTEXT ---------------------------------------------------------------------------
def write_context(vm, addr, ctx, flags=CONTEXT_FULL):
    """Fill the AMD64 CONTEXT at ``addr`` from ``ctx`` (a register dict: rax..r15, rip,
    eflags, mxcsr, xmm0..xmm15 where known); the segment selectors are the ones 64-bit
    Windows runs user code with. Written in three runs (the control words, the integer
    registers, the XMM registers), each packed from the declaration's fields."""
    mem = vm.mem
    mxcsr = ctx.get("mxcsr", 0x1F80)
    mem.write(addr + _HEAD, _HEAD_RUN.pack(flags, mxcsr, 0x33, 0x2B, 0x2B, 0x53, 0x2B, 0x2B,
                                           ctx.get("eflags", 0x202) & 0xFFFFFFFF))
    mem.write(addr + _INTEGER, _INTEGER_RUN.pack(*(ctx[n] & _MASK64 for n in _GPR_KEYS)))
    fltsave = addr + _FLTSAVE
    if "x87" in ctx:      # a CPU exception's: the FPU's state too (machine/x87.py)
        head, regs = x87.pack_fxsave_x87(ctx["x87"])
        mem.write(fltsave, head)
        mem.write(fltsave + x87.FXSAVE_REGISTERS, regs)
    mem.w32(fltsave + _FLT_MXCSR, mxcsr)
    xmm = [ctx.get("xmm%d" % i) for i in range(16)]
    if all(v is not None for v in xmm):
        mem.write(fltsave + _FLT_XMM, b"".join((v & _MASK128).to_bytes(16, "little")
                                               for v in xmm))
    else:
        for i, v in enumerate(xmm):
            if v is not None:
                mem.write(fltsave + _FLT_XMM + 16 * i, (v & _MASK128).to_bytes(16, "little"))


def read_context(vm, addr):
    """The registers of the AMD64 CONTEXT at ``addr`` as a dict (xmm0..xmm15 and mxcsr
    included)."""
    mem = vm.mem
    ctx = dict(zip(_GPR_KEYS, _INTEGER_RUN.unpack(mem.read(addr + _INTEGER,
                                                           _INTEGER_RUN.size))))
    head = _HEAD_RUN.unpack(mem.read(addr + _HEAD, _HEAD_RUN.size))
    ctx["mxcsr"], ctx["eflags"] = head[1], head[-1]
    raw = vm.mem.read(addr + _FLTSAVE + _FLT_XMM, 256)
    for i in range(16):
        ctx["xmm%d" % i] = int.from_bytes(raw[16 * i:16 * i + 16], "little")
    return ctx


def machine_context(vm):
    """The CPU's registers now, as a context dict."""
    ctx = vm.machine.context_regs()
    ctx.update(vm.machine.xmm_regs())
    return ctx


def caller_context(vm):
    """The context of the function that called the API running now: its return address as
    RIP, RSP just above it; the nonvolatile registers are as the caller left them."""
    ctx = machine_context(vm)
    rsp = ctx["rsp"]
    ctx["rip"] = vm.mem.u64(rsp)
    ctx["rsp"] = rsp + 8
    return ctx


def new_record(vm, code, flags, address, params=(), nested=0):
    """An EXCEPTION_RECORD (64-bit layout) on the guest heap."""
    rec = vm.heap.alloc(EXCEPTION_RECORD.sizeof(8), zero=True)
    params = list(params)[:15]
    EXCEPTION_RECORD.write(vm.mem, rec, 8, ExceptionCode=code, ExceptionFlags=flags,
                           ExceptionRecord=nested, ExceptionAddress=address,
                           NumberParameters=len(params),
                           ExceptionInformation=tuple(params + [0] * (15 - len(params))))
    return rec


def new_context(vm, ctx):
    """A CONTEXT on the guest heap (16-byte aligned, as the structure requires: the heap's
    blocks are)."""
    addr = vm.heap.alloc(CONTEXT64.sizeof(8), zero=True)
    write_context(vm, addr, ctx)
    return addr


# -- images and the frame walk -------------------------------------------------------
def images(vm):
    """(base, size, exception directory RVA, its size) of each loaded 64-bit image."""
    out = []
    img = vm.image
    if img is not None and img.parsed is not None:
        rva, size = img.parsed.directory(3)        # IMAGE_DIRECTORY_ENTRY_EXCEPTION
        out.append((img.base, img.size, rva, size))
    return out


def lookup(vm, pc):
    """(RUNTIME_FUNCTION address, image base) holding ``pc``, or (0, 0): from the image
    holding it, else from the tables RtlAddFunctionTable gave (as Windows looks: an
    address inside an image is the image's alone)."""
    found = None
    mapped = images(vm)
    if any(base <= pc < base + size for base, size, _, _ in mapped):
        found = lookup_function_entry(vm.mem, pc, mapped)
    elif vm.kernel.function_tables:
        found = lookup_dynamic_entry(vm.mem, pc, vm.kernel.function_tables)
    return found if found else (0, 0)


def add_function_table(vm, table, count, base):
    """RtlAddFunctionTable: ``count`` RUNTIME_FUNCTIONs at ``table`` for code at ``base``
    (the range they cover is computed once, as Windows does)."""
    rf = [RUNTIME_FUNCTION.at(vm.mem, table + i * RUNTIME_FUNCTION.sizeof(8), 8)
          for i in range(count)]
    low = base + min(r.BeginAddress for r in rf)
    high = base + max(r.EndAddress for r in rf)
    vm.kernel.function_tables.append([table, count, base, low, high])


def add_growable_table(vm, table, count, low, high):
    """RtlAddGrowableFunctionTable: a table whose entries the program appends itself (a
    JIT's, sorted), covering [low, high) with RVAs from ``low``; its entry in the list
    is the handle's key (the table's address, as for RtlAddFunctionTable)."""
    vm.kernel.function_tables.append([table, count, low, low, high])


def grow_function_table(vm, table, count):
    """RtlGrowFunctionTable: the growable table at ``table`` now holds ``count``
    entries; False when no such table was added."""
    for entry in vm.kernel.function_tables:
        if entry[0] == table:
            entry[1] = count
            return True
    return False


def delete_function_table(vm, table):
    """RtlDeleteFunctionTable: True when ``table`` was added (and now is not)."""
    tables = vm.kernel.function_tables
    for i, entry in enumerate(tables):
        if entry[0] == table:
            del tables[i]
            return True
    return False


class _Operation:
    """A dispatch or an unwind in progress: where a frame walk that crosses into it goes
    on (``resume``: a context in a guest function, before that function is unwound)."""

    __slots__ = ("kind", "esp", "resume")

    def __init__(self, kind, esp, resume):
        self.kind, self.esp, self.resume = kind, esp, resume


def _begin(vm, kind, resume):
    """Register a new operation; drop those the guest has left (their generators were
    abandoned by an unwind that jumped past them: they lie below the stack pointer)."""
    rsp = vm.machine.context_regs()["rsp"]
    ops = [op for op in vm.kernel.seh64_operations if op.esp > rsp]
    frames = vm.machine.frames
    # Generator frames below the stack pointer were abandoned by an earlier unwind (the
    # machine drops them lazily): the walk must not take them for live API callers.
    frames[1:] = [f for f in frames[1:] if f.esp >= rsp]
    op = _Operation(kind, frames[-1].esp if frames else rsp, dict(resume))
    ops.append(op)
    vm.kernel.seh64_operations = ops
    return op


def _end(vm, op):
    ops = vm.kernel.seh64_operations
    if op in ops:
        ops.remove(op)


def _on_stack(vm, rsp):
    # The running thread's stack as its TEB bounds it (a thread's own, or the fiber's it
    # runs), as Windows' walk reads its limits.
    tib = NT_TIB.at(vm.mem, vm.threads.current.teb, 8)
    return tib.StackLimit <= rsp <= tib.StackBase


def _cross(vm, ctx, current):
    """``ctx`` with its RIP back in guest code: a frame returning into our dispatcher (a
    handler's return address) continues where the operation that called it stands; one
    returning into an API that called the guest back (qsort's comparator, a window
    procedure) continues in that API's caller, as Windows' walk goes through the DLL's own
    frames — the guest's nonvolatile registers are as the API's caller left them, since
    our handler keeps none of its own. None at the end of the stack (the program's entry
    point returns into the boot code)."""
    for _ in range(64):
        if not THUNK_BASE <= ctx["rip"] < THUNK_BASE + THUNK_SIZE:
            return ctx
        rsp = ctx["rsp"]
        owners = [op for op in vm.kernel.seh64_operations
                  if op is not current and op.esp >= rsp]
        op = min(owners, key=lambda op: op.esp) if owners else None
        callers = [f for f in vm.machine.frames if f.spec is not None and f.esp >= rsp]
        api = min(callers, key=lambda f: f.esp) if callers else None
        if op is not None and (api is None or op.esp <= api.esp):
            ctx = dict(op.resume)
        elif api is not None:
            ctx = dict(ctx, rip=vm.mem.u64(api.esp), rsp=api.esp + 8)
        else:
            return None
    return None


def _frames(vm, ctx, handler_type, current):
    """Generator over the frames from ``ctx`` outwards: (context in the frame, function
    entry, image base, handler, handler data, establisher frame, context after unwinding
    it). A leaf function (no entry) is stepped over by its return address."""
    for _ in range(_MAX_FRAMES):
        ctx = _cross(vm, ctx, current)
        if ctx is None or not ctx["rip"] or not _on_stack(vm, ctx["rsp"]):
            return
        after = dict(ctx)
        try:
            entry, base = lookup(vm, ctx["rip"])
            if not entry:
                after["rip"] = vm.mem.u64(ctx["rsp"])
                after["rsp"] = ctx["rsp"] + 8
                found = (0, 0, 0, 0, ctx["rsp"])
            else:
                handler, data, frame = virtual_unwind(vm.mem, base, ctx["rip"], entry, after,
                                                      handler_type)
                found = (entry, base, handler, data, frame)
        except UnwindError as e:
            raise GuestFault("cpu", "guest fault: bad unwind data: %s" % e, ctx["rip"],
                             code=STATUS_BAD_FUNCTION_TABLE)
        except UcError as e:
            # A corrupt stack or table: Windows' walk faults too.
            raise GuestFault("cpu", "guest fault: the exception's stack walk read unmapped "
                             "memory (%s) in the frame at %#x" % (e, ctx["rip"]), ctx["rip"])
        yield (ctx,) + found + (after,)
        ctx = after


def frames(vm, ctx):
    """The frames from ``ctx`` outwards without asking for handlers (RtlCaptureStackBackTrace's
    walk): as ``_frames`` yields them."""
    return _frames(vm, ctx, 0, None)


def _dispatcher_context(vm, disp, pc, base, entry, frame, ctx_addr, handler, data,
                        target=0):
    DISPATCHER_CONTEXT.write(vm.mem, disp, 8, ControlPc=pc, ImageBase=base,
                             FunctionEntry=entry, EstablisherFrame=frame, TargetIp=target,
                             ContextRecord=ctx_addr, LanguageHandler=handler,
                             HandlerData=data, HistoryTable=0, ScopeIndex=0, Fill0=0)


# -- dispatch --------------------------------------------------------------------------
def dispatch(vm, record, context):
    """Generator: RtlDispatchException for ``record`` raised with the CONTEXT at
    ``context``: vectored handlers, then each frame's handler. Returns True when a handler
    answered ExceptionContinueExecution (the caller resumes with ``context``), False when
    no frame took the exception. A handler that unwinds never comes back."""
    start = read_context(vm, context)
    # Registered first: a vectored handler that unwinds (longjmp) crosses into the
    # frame the exception was raised in, as on Windows.
    op = _begin(vm, "dispatch", start)
    disp = vm.heap.alloc(DISPATCHER_CONTEXT.sizeof(8), zero=True)
    work = vm.heap.alloc(CONTEXT64.sizeof(8), zero=True)     # the heap aligns to 16
    try:
        if (yield from seh.vectored(vm, record, context)):
            return True
        first = True
        for here, entry, base, handler, data, frame, after in _frames(vm, start, UNW_FLAG_EHANDLER, op):
            if first:
                # An unwind that crosses this dispatch (a handler calling RtlUnwindEx)
                # goes on from where the exception was raised.
                op.resume, first = here, False
            catcher = callguard.escaped(vm, here["rsp"])
            if catcher is not None:
                # the walk left the guarded callback: the API's handler, which stands
                # between it and its caller, takes the exception (kernel/callguard.py)
                yield from callguard.take(vm, catcher, record, unwind(
                    vm, 0, None, record, 0, start, limit=catcher.esp))
            if not handler:
                continue
            # The handler sees the frame's caller state in DispatcherContext.ContextRecord
            # (what RtlVirtualUnwind left) and the exception's own CONTEXT as its third
            # argument.
            write_context(vm, work, after)
            _dispatcher_context(vm, disp, here["rip"], base, entry, frame, work, handler, data)
            result = yield GuestCall(handler, (record, frame, context, disp), "cdecl")
            result &= 0xFFFFFFFF
            if result == CONTINUE_EXECUTION:
                if EXCEPTION_RECORD.at(vm.mem, record, 8).ExceptionFlags & EXCEPTION_NONCONTINUABLE:
                    raise GuestFault("cpu", "guest fault: handler continued a noncontinuable "
                                     "exception 0x%08x" % vm.mem.u32(record), here["rip"])
                return True
            # ContinueSearch, and a nested exception (2): the next frame.
        catcher = callguard.innermost(vm)
        if catcher is not None:     # the walk ended inside a guarded callback
            yield from callguard.take(vm, catcher, record, unwind(
                vm, 0, None, record, 0, start, limit=catcher.esp))
    finally:
        _end(vm, op)
        vm.heap.free(disp)
        vm.heap.free(work)
    return False


# -- unwind ----------------------------------------------------------------------------
def unwind(vm, target_frame, target_ip, record, retval, start, limit=None):
    """Generator: RtlUnwindEx from the context ``start`` (RtlUnwindEx's caller) to the
    frame whose establisher frame is ``target_frame`` (none: to the end of the stack, an
    exit unwind); returns the Jump that resumes the guest there at ``target_ip`` (None:
    where that frame stands, for a caller that continues it itself) with RAX = ``retval``.
    ``limit`` (with no target frame): unwind the frames below that stack address only —
    a guarded callback's, up to the API that called it (kernel/callguard.py); returns
    None."""
    own = not record
    if own:
        record = new_record(vm, STATUS_UNWIND, 0, start["rip"])
    rec = EXCEPTION_RECORD.at(vm.mem, record, 8)
    code = rec.ExceptionCode
    base_flags = rec.ExceptionFlags | EXCEPTION_UNWINDING
    if not target_frame and limit is None:
        base_flags |= EXCEPTION_EXIT_UNWIND
    op = _begin(vm, "unwind", start)
    disp = vm.heap.alloc(DISPATCHER_CONTEXT.sizeof(8), zero=True)
    work = vm.heap.alloc(CONTEXT64.sizeof(8), zero=True)     # the heap aligns to 16
    final = None
    try:
        for here, entry, base, handler, data, frame, after in _frames(vm, start, UNW_FLAG_UHANDLER, op):
            op.resume = here
            if limit is not None and here["rsp"] > limit:
                return None                     # the API's frame: the callback is undone
            if target_frame and frame > target_frame:
                raise _invalid_target(vm, target_frame, here)
            at_target = target_frame and frame == target_frame
            if handler:
                rec.ExceptionFlags = base_flags | (EXCEPTION_TARGET_UNWIND if at_target else 0)
                write_context(vm, work, here)
                _dispatcher_context(vm, disp, here["rip"], base, entry, frame, work, handler,
                                    data, target_ip or 0)
                yield GuestCall(handler, (record, frame, work, disp), "cdecl")
                # The handler may edit the frame's context (g++'s sets RDX for its landing
                # pad): the target frame resumes with it.
                here = read_context(vm, work)
            if at_target:
                final = here
                break
    finally:
        _end(vm, op)
        vm.heap.free(disp)
        vm.heap.free(work)
        if own:
            vm.heap.free(record)
    if final is None:
        if limit is not None:
            return None                         # the stack ended inside the callback
        if target_frame:
            raise _invalid_target(vm, target_frame, start)
        # An exit unwind ran every handler to the end of the stack: the thread ends.
        vm.machine.exit(code)
        return 0
    final["rax"] = retval
    if target_ip is not None:         # None: where the target frame stands (its call site)
        final["rip"] = target_ip
    return Jump(final)


def consolidate(vm, ctx):
    """Register what Windows' unwind consolidation (STATUS_UNWIND_CONSOLIDATE) makes of
    the stack while a callback runs after an unwind: the frames the unwind removed are
    gone, so a walk from the callback (a C++ catch funclet) continues with ``ctx``, the
    target frame's context, as RcConsolidateFrames' unwind data makes Windows' walk do.
    Returns the operation, for :func:`end_operation`."""
    return _begin(vm, "consolidate", ctx)


def end_operation(vm, op):
    """The operation :func:`consolidate` registered has ended."""
    _end(vm, op)


def _invalid_target(vm, target, ctx):
    return GuestFault("cpu", "guest fault: RtlUnwindEx target frame %#x is not on the stack "
                      "(STATUS_INVALID_UNWIND_TARGET)" % target, ctx["rip"],
                      code=STATUS_INVALID_UNWIND_TARGET)


# -- raising ---------------------------------------------------------------------------
def raise_exception(vm, code, flags, params, ctx):
    """Generator: raise ``code`` with the context ``ctx`` (a dict: where the exception
    happened) through dispatch, then the unhandled path; returns the Jump that resumes the
    guest with the handlers' CONTEXT, or None when the exception ends the process (the
    caller reports it)."""
    record = new_record(vm, code, flags & EXCEPTION_NONCONTINUABLE, ctx["rip"], params)
    context = new_context(vm, ctx)
    resumed = yield from dispatch(vm, record, context)
    if not resumed:
        # The filter runs as if from a handler at the stack's base (Windows calls it from
        # the thread's outermost __except): an unwind out of it (a signal handler's
        # longjmp) crosses into the faulting frame.
        op = _begin(vm, "dispatch", ctx)
        try:
            verdict = yield from unhandled(vm, code, record, context)
        finally:
            _end(vm, op)
        if verdict != "resume":
            return None
    else:
        # The vectored continue handlers see an exception that is being continued.
        yield from seh.vectored(vm, record, context, vm.kernel.vectored_continue_handlers)
    final = read_context(vm, context)
    if "x87" in ctx:
        # what the handlers left in FltSave's x87 part is the FPU the guest resumes with
        fltsave = context + _FLTSAVE
        final["x87"] = x87.unpack_fxsave_x87(
            vm.mem.read(fltsave, x87.FXSAVE_X87_SIZE),
            vm.mem.read(fltsave + x87.FXSAVE_REGISTERS, x87.FXSAVE_REGISTERS_SIZE),
            ctx["x87"])
    vm.heap.free(record)
    vm.heap.free(context)
    return Jump(final)


def unhandled(vm, code, record, context):
    """Generator: the top-level filter of SetUnhandledExceptionFilter, with a 64-bit
    EXCEPTION_POINTERS: "resume" (EXCEPTION_CONTINUE_EXECUTION) or "fatal" (the process
    ends with the exception code as its exit code, as for 32-bit programs)."""
    pointers = vm.heap.alloc(16)
    vm.mem.w64(pointers, record)
    vm.mem.w64(pointers + 8, context)
    verdict = yield from seh.top_filter(vm, pointers)
    vm.heap.free(pointers)
    if verdict == seh.CONTINUE_EXECUTION_FILTER:
        return "resume"
    vm.machine.exit_code = code & 0xFFFFFFFF
    return "fatal"


# -- the C runtime's jump buffer --------------------------------------------------------
# ntdll knows msvcrt's x64 _JUMP_BUFFER (setjmp.h under _WIN64): RtlRestoreContext given
# a STATUS_LONGJUMP record, whose one parameter is the buffer, loads the registers from it
# — how longjmp ends after unwinding to the setjmp frame.
JUMP_BUFFER64 = struct(
    "CRT_JUMP_BUFFER_X64",
    "ULONGLONG Frame; ULONGLONG Rbx; ULONGLONG Rsp; ULONGLONG Rbp; ULONGLONG Rsi;"
    " ULONGLONG Rdi; ULONGLONG R12; ULONGLONG R13; ULONGLONG R14; ULONGLONG R15;"
    " ULONGLONG Rip; DWORD MxCsr; WORD FpCsr; WORD Spare; ULONGLONG Xmm[20]")
# Xmm: XMM6..XMM15 as the SDK's SETJMP_FLOAT128 {Part[2]}, low half first.
STATUS_LONGJUMP = 0x80000026
_NONVOLATILE = ("Rbx", "Rbp", "Rsi", "Rdi", "R12", "R13", "R14", "R15")
_MASK64 = (1 << 64) - 1


def save_jump_buffer(vm, buf, frame, ctx):
    """Fill the x64 jump buffer at ``buf`` from ``ctx`` (the context of setjmp's caller)
    and the ``frame`` the caller names (mingw's setjmp: ``__builtin_frame_address(0)``)."""
    jb = JUMP_BUFFER64.at(vm.mem, buf, 8)
    jb.Frame = frame
    for name in _NONVOLATILE:
        setattr(jb, name, ctx[name.lower()])
    jb.Rsp, jb.Rip = ctx["rsp"], ctx["rip"]
    jb.MxCsr, jb.FpCsr = ctx.get("mxcsr", 0x1F80), 0x27F
    jb.Xmm = tuple(half for i in range(6, 16)
                   for half in (ctx["xmm%d" % i] & _MASK64, ctx["xmm%d" % i] >> 64))


def jump_buffer_regs(vm, buf, value):
    """The registers a longjmp to the buffer at ``buf`` resumes with (RAX = ``value``)."""
    jb = JUMP_BUFFER64.at(vm.mem, buf, 8)
    regs = {name.lower(): getattr(jb, name) for name in _NONVOLATILE}
    regs.update(rsp=jb.Rsp, rip=jb.Rip, rax=value, mxcsr=jb.MxCsr)
    xmm = jb.Xmm
    for i in range(10):
        regs["xmm%d" % (i + 6)] = xmm[2 * i] | (xmm[2 * i + 1] << 64)
    return regs


def longjmp(vm, buf, value):
    """Generator: msvcrt's longjmp in a 64-bit program: with a frame in the buffer,
    unwind to it first (RtlUnwind with a STATUS_LONGJUMP record: the termination handlers
    of the frames between run), then resume from the buffer; returns the Jump."""
    frame = JUMP_BUFFER64.at(vm.mem, buf, 8).Frame
    if frame:
        record = new_record(vm, STATUS_LONGJUMP, 0, 0, [buf])
        try:
            yield from unwind(vm, frame, JUMP_BUFFER64.at(vm.mem, buf, 8).Rip, record, value,
                              caller_context(vm))
        finally:
            vm.heap.free(record)
    return Jump(jump_buffer_regs(vm, buf, value))


def install(vm):
    """Make a 64-bit program's CPU faults go through its .pdata handlers."""

    def hook(code, address, info):
        ctx = machine_context(vm)
        ctx["x87"] = vm.machine.x87_state()
        ctx["mxcsr"] = vm.machine.fp.read_mxcsr()      # with the flags Unicorn keeps apart
        return _cpu_exception(vm, code, info, ctx)
    vm.machine.exception_hook = hook
    guard.install(vm)           # guard pages and stack growth (kernel/guard.py)


def _cpu_exception(vm, code, info, ctx):
    jump = yield from raise_exception(vm, code, 0, list(info), ctx)
    return jump        # None: the machine reports the fault as it happened
