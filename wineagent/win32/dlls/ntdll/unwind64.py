"""x64 table-based exception handling as ntdll exports it (kernel32's imports of these
names resolve here through the DLL chain): RtlLookupFunctionEntry, RtlVirtualUnwind,
RtlUnwindEx, RtlRestoreContext and ``__C_specific_handler`` (msvcrt exports it too:
``msvcrt/scopes64.py``), the
language handler of C's __try/__except/__finally on x64. They exist in 64-bit Windows
only (``widths=WIDTH64``). The frame walk is ``kernel/seh64.py``'s; the unwind data
reader ``machine/unwind64.py``.
"""

from ....abi.api import WIDTH64, GuestCall, Jump, Unimplemented, api
from ....abi.structs import struct
from ....machine.unwind64 import GPR_NAMES, UnwindError, virtual_unwind
from ...core.dllnames import NTDLL
from ...kernel import seh64

# Where RtlVirtualUnwind found each nonvolatile register (winnt.h, x64: the XMM and
# integer register arrays of its unions).
KNONVOLATILE_CONTEXT_POINTERS = struct("KNONVOLATILE_CONTEXT_POINTERS",
                                       "LPVOID FloatingContext[16]; LPVOID IntegerContext[16]")
STATUS_LONGJUMP = seh64.STATUS_LONGJUMP
STATUS_UNWIND_CONSOLIDATE = 0x80000029
STATUS_INVALID_PARAMETER = 0xC000000D
EXCEPTION_EXECUTE_HANDLER = 1


@api(NTDLL, "RtlLookupFunctionEntry", "ULONG_PTR pc, LPVOID base, LPVOID history",
     widths=WIDTH64)
def RtlLookupFunctionEntry(c, pc, base, history):
    # The RUNTIME_FUNCTION of the function holding pc (a binary search of its image's
    # .pdata) and the image base through ``base``; NULL for a leaf function or code
    # outside every image. The history table is only a cache: not needed for the answer.
    vm = c.vm
    entry, image = seh64.lookup(vm, pc)
    if base:
        vm.mem.w64(base, image)
    return entry


@api(NTDLL, "RtlAddFunctionTable", "LPVOID table, DWORD count, ULONG_PTR base",
     widths=WIDTH64)
def RtlAddFunctionTable(c, table, count, base):
    # Code made at run time (a JIT's) says how to unwind it: RtlLookupFunctionEntry and
    # the exception walk search these tables for addresses outside every image.
    if not table or not count:
        return 0
    seh64.add_function_table(c.vm, table, count, base)
    return 1


@api(NTDLL, "RtlDeleteFunctionTable", "LPVOID table", widths=WIDTH64)
def RtlDeleteFunctionTable(c, table):
    return 1 if seh64.delete_function_table(c.vm, table) else 0


@api(NTDLL, "RtlAddGrowableFunctionTable", "LPVOID handle, LPVOID table, DWORD count,"
     " DWORD maximum, ULONG_PTR low, ULONG_PTR high", widths=WIDTH64)
def RtlAddGrowableFunctionTable(c, handle, table, count, maximum, low, high):
    # A JIT's table (V8's, Node.js's): sorted RUNTIME_FUNCTIONs with RVAs from ``low``
    # for code in [low, high), of which the first ``count`` are valid now; the program
    # appends more (up to ``maximum``) and says so with RtlGrowFunctionTable. Answers an
    # NTSTATUS; the opaque handle it writes is what the other two take.
    if not handle or not table or count > maximum or not low < high:
        return STATUS_INVALID_PARAMETER
    seh64.add_growable_table(c.vm, table, count, low, high)
    c.vm.mem.w64(handle, table)
    return 0


@api(NTDLL, "RtlGrowFunctionTable", "LPVOID handle, DWORD count", widths=WIDTH64)
def RtlGrowFunctionTable(c, handle, count):
    # The table now holds ``count`` entries (it only grows: a smaller count is the
    # caller's error, which Windows does not check either). Returns nothing.
    if not seh64.grow_function_table(c.vm, handle, count):
        raise Unimplemented("RtlGrowFunctionTable of a handle RtlAddGrowableFunctionTable "
                            "did not give (%#x)" % handle)
    return 0


@api(NTDLL, "RtlDeleteGrowableFunctionTable", "LPVOID handle", widths=WIDTH64)
def RtlDeleteGrowableFunctionTable(c, handle):
    # The table is no longer searched (returns nothing).
    seh64.delete_function_table(c.vm, handle)
    return 0


@api(NTDLL, "RtlVirtualUnwind", "DWORD handler_type, ULONG_PTR base, ULONG_PTR pc,"
     " LPVOID entry, LPVOID context, LPVOID handler_data, LPVOID establisher,"
     " LPVOID pointers", widths=WIDTH64)
def RtlVirtualUnwind(c, handler_type, base, pc, entry, context, handler_data, establisher,
                     pointers):
    # Undo the function's effect on CONTEXT (its caller's state results); answer its
    # language handler of the kinds asked for (none in a prolog or an epilogue).
    # With KNONVOLATILE_CONTEXT_POINTERS, each register restored from the stack gets the
    # address it came from; the other entries are left as they are.
    vm = c.vm
    ctx = seh64.read_context(vm, context)
    where = {}
    try:
        handler, data, frame = virtual_unwind(vm.mem, base, pc, entry, ctx, handler_type,
                                              where)
    except UnwindError as e:
        raise Unimplemented("RtlVirtualUnwind of unwind data it cannot read: %s" % e)
    seh64.write_context(vm, context, ctx)
    if pointers:
        view = KNONVOLATILE_CONTEXT_POINTERS.at(vm.mem, pointers, 8)
        ints, floats = list(view.IntegerContext), list(view.FloatingContext)
        for name, at in where.items():
            if name.startswith("xmm"):
                floats[int(name[3:])] = at
            else:
                ints[GPR_NAMES.index(name)] = at
        view.IntegerContext, view.FloatingContext = tuple(ints), tuple(floats)
    if handler_data:
        vm.mem.w64(handler_data, data)
    if establisher:
        vm.mem.w64(establisher, frame)
    return handler


@api(NTDLL, "RtlUnwindEx", "LPVOID frame, LPVOID target_ip, LPVOID record, LPVOID retval,"
     " LPVOID context, LPVOID history", widths=WIDTH64)
def RtlUnwindEx(c, frame, target_ip, record, retval, context, history):
    # Unwind from the caller to the frame whose establisher frame is ``frame``, calling
    # every termination handler on the way, and resume there at target_ip with RAX =
    # retval. The CONTEXT given is scratch space on Windows: it ends up holding the
    # target's context.
    vm = c.vm
    start = seh64.caller_context(vm)
    jump = yield from seh64.unwind(vm, frame, target_ip, record, retval, start)
    if context and isinstance(jump, Jump):
        seh64.write_context(vm, context, jump.regs)
    return jump


def unwind64(c, frame, target_ip, record, retval):
    """RtlUnwind in a 64-bit program: RtlUnwindEx with a context of its own."""
    vm = c.vm
    start = seh64.caller_context(vm)
    return (yield from seh64.unwind(vm, frame, target_ip, record, retval, start))


@api(NTDLL, "RtlRestoreContext", "LPVOID context, LPVOID record", widths=WIDTH64)
def RtlRestoreContext(c, context, record):
    # Resume the guest with the CONTEXT's registers. With a record, Windows first handles
    # a longjmp (STATUS_LONGJUMP) or an unwind consolidation callback.
    vm = c.vm
    if record:
        rec = seh64.EXCEPTION_RECORD.at(vm.mem, record, 8)
        if rec.ExceptionCode == STATUS_LONGJUMP and rec.NumberParameters >= 1:
            # The registers come from the jump buffer; RAX (longjmp's value) from the
            # CONTEXT, where RtlUnwindEx put the ReturnValue.
            rax = seh64.read_context(vm, context)["rax"]
            return Jump(seh64.jump_buffer_regs(vm, rec.ExceptionInformation[0], rax))
        if rec.ExceptionCode == STATUS_UNWIND_CONSOLIDATE:
            raise Unimplemented("RtlRestoreContext with STATUS_UNWIND_CONSOLIDATE")
    return Jump(seh64.read_context(vm, context))


# -- __C_specific_handler --------------------------------------------------------------
# Its HandlerData is a SCOPE_TABLE: Count, then Count records {BeginAddress, EndAddress,
# HandlerAddress, JumpTarget} (RVAs). JumpTarget 0: a __finally block (HandlerAddress is
# the termination handler); otherwise a __try/__except whose HandlerAddress is the filter
# (or EXCEPTION_EXECUTE_HANDLER itself, 1) and JumpTarget the __except block.
_SCOPE = 16


def _scopes(vm, data):
    count = vm.mem.u32(data)
    for i in range(min(count, 4096)):
        yield (i,) + tuple(vm.mem.u32(data + 4 + _SCOPE * i + 4 * k) for k in range(4))


@api(NTDLL, "__C_specific_handler", "LPVOID record, LPVOID frame, LPVOID context,"
     " LPVOID disp", conv="cdecl", widths=WIDTH64)
def C_specific_handler(c, record, frame, context, disp):
    vm = c.vm
    rec = seh64.EXCEPTION_RECORD.at(vm.mem, record, 8)
    dc = seh64.DISPATCHER_CONTEXT.at(vm.mem, disp, 8)
    base, pc = dc.ImageBase, dc.ControlPc - dc.ImageBase
    data = dc.HandlerData
    if rec.ExceptionFlags & (seh64.EXCEPTION_UNWINDING | seh64.EXCEPTION_EXIT_UNWIND):
        # Unwinding: run the __finally blocks around pc, innermost first, from where a
        # collided unwind left off (ScopeIndex); stop at the scope holding the target.
        target = dc.TargetIp - base
        for i, begin, end, handler, jump in _scopes(vm, data):
            if i < dc.ScopeIndex or not begin <= pc < end:
                continue
            if rec.ExceptionFlags & seh64.EXCEPTION_TARGET_UNWIND and \
                    begin <= target < end and (jump == 0 or target == jump):
                break
            if jump:
                if rec.ExceptionFlags & seh64.EXCEPTION_TARGET_UNWIND and target == jump:
                    break
                continue
            dc.ScopeIndex = i + 1
            yield GuestCall(base + handler, (1, frame), "cdecl")   # AbnormalTermination
        return seh64.CONTINUE_SEARCH
    pointers = vm.heap.alloc(16)
    vm.mem.w64(pointers, record)
    vm.mem.w64(pointers + 8, context)
    try:
        for i, begin, end, handler, jump in _scopes(vm, data):
            if i < dc.ScopeIndex or not begin <= pc < end or not jump:
                continue
            if handler == EXCEPTION_EXECUTE_HANDLER:
                verdict = 1
            else:
                verdict = yield GuestCall(base + handler, (pointers, frame), "cdecl")
                verdict = verdict - (1 << 32) if verdict & 0x80000000 else verdict & 0xFFFFFFFF
            if verdict < 0:
                return seh64.CONTINUE_EXECUTION
            if verdict > 0:
                # The __except block runs in this frame: unwind to it, the exception code
                # in RAX (what GetExceptionCode() reads there).
                jump_to = yield from seh64.unwind(vm, frame, base + jump, record,
                                                  rec.ExceptionCode,
                                                  seh64.caller_context(vm))
                return jump_to
    finally:
        vm.heap.free(pointers)
    return seh64.CONTINUE_SEARCH

