"""RaiseException and RtlUnwind: the two calls structured exception handling needs; and
how a process ends on an exception nobody handles: UnhandledExceptionFilter, and the
TerminateProcess a runtime calls after it.

The chain walk is ``kernel/seh.py``'s; a 64-bit program's exceptions go through its
.pdata instead (``kernel/seh64.py``). RtlUnwind is ntdll's export (kernel32 imports of it
resolve there through the DLL chain of ``abi/apisets.py``). The vectored handlers
(AddVectoredExceptionHandler) are asked before any frame at both widths.
"""

from ....abi.api import BOTH, Jump, api
from ...kernel import seh, seh64
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE
from ...kernel.launch import Process
from ...kernel.children import ChildProcess
from ...kernel.process import is_current_process
from ...core.dllnames import KERNEL32
from ...core.structures import EXCEPTION_POINTERS, EXCEPTION_RECORD



@api(KERNEL32, "RaiseException", "DWORD code, DWORD flags, DWORD nargs, LPVOID args",
     widths=BOTH)
def RaiseException(c, code, flags, nargs, args):
    vm = c.vm
    if vm.ptr_size == 8:
        # ULONG_PTR arguments; the CONTEXT is the caller's after the call, so continuing
        # (ExceptionContinueExecution, a filter's CONTINUE_EXECUTION) returns to it.
        params = [vm.mem.u64(args + 8 * i) for i in range(min(nargs, 15))] if args else []
        ctx = seh64.caller_context(vm)
        jump = yield from seh64.raise_exception(vm, code, flags, params, ctx)
        if jump is None:
            raise seh.unhandled_fault(code, ctx["rip"])
        return jump
    params = [vm.mem.u32(args + 4 * i) for i in range(min(nargs, 15))] if args else []
    return (yield from raise_from_api(vm, code, flags, params, 16))


def raise_from_api(vm, code, flags, params, argbytes):
    """Generator: raise ``code`` from inside an API handler whose caller pops
    ``argbytes`` of arguments (0 for cdecl): dispatch through fs:[0], then the unhandled
    filter. A continued exception resumes the CONTEXT the handlers leave (NtContinue):
    None when they left it as built (the API returns to its caller as usual), else the
    ``Jump`` to the registers they set, which the API returns (a vectored handler that
    points EIP/ESP elsewhere and answers EXCEPTION_CONTINUE_EXECUTION resumes there)."""
    regs = vm.machine.context_regs()
    esp = regs["esp"]
    ret = vm.mem.u32(esp)
    # The CONTEXT is the caller's state after the call: continuing resumes after it.
    regs.update(eip=ret, esp=esp + 4 + argbytes)
    record = seh.build_record(vm, code, flags & seh.EXCEPTION_NONCONTINUABLE, ret, params)
    context = seh.build_context(vm, regs)
    resumed = yield from seh.dispatch(vm, record, context)
    if not resumed:
        verdict = yield from seh.unhandled(vm, code, ret, record, context)
        if verdict == "fatal":
            raise seh.unhandled_fault(code, ret)
    final = seh.read_context(vm, context)
    vm.heap.free(record)
    vm.heap.free(context)
    if all(final[name] == regs[name] & 0xFFFFFFFF for name in final):
        return None
    return Jump(final)


def RtlUnwind(c, target, target_ip, record, retval):
    """ntdll's RtlUnwind (declared in ntdll/main.py): unwind the SEH chain to ``target``."""
    vm = c.vm
    if vm.ptr_size == 8:
        # x64: RtlUnwindEx to ``target`` with a context of its own (kernel/seh64.py).
        return (yield from seh64.unwind(vm, target, target_ip, record, retval,
                                        seh64.caller_context(vm)))
    esp = vm.machine.context_regs()["esp"]     # the return address, until we return
    yield from seh.unwind(vm, target, record)
    if target_ip:
        vm.mem.w32(esp, target_ip)             # continue at TargetIp, as documented
    return retval


@api(KERNEL32, "UnhandledExceptionFilter", "LPVOID pointers", widths=BOTH)
def UnhandledExceptionFilter(c, pointers):
    # The program's top-level filter decides first; when it has none, or it continues the
    # search, Windows reports the fault and the process ends with the exception's code.
    vm = c.vm
    verdict = yield from seh.top_filter(vm, pointers)
    if verdict in (seh.EXECUTE_HANDLER, seh.CONTINUE_EXECUTION_FILTER):
        return verdict & 0xFFFFFFFF
    # EXCEPTION_POINTERS and EXCEPTION_RECORD at the program's width (the record's
    # ExceptionAddress is at 16 in a 64-bit one); no record: the caller's return address
    ptr = vm.ptr_size
    record = EXCEPTION_POINTERS.at(vm.mem, pointers, ptr).ExceptionRecord if pointers else 0
    if record:
        view = EXCEPTION_RECORD.at(vm.mem, record, ptr)
        code, address = view.ExceptionCode, view.ExceptionAddress
    else:
        code = 0
        address = seh64.caller_context(vm)["rip"] if ptr == 8 else \
            vm.mem.u32(vm.machine.context_regs()["esp"])
    vm.machine.exit_code = code
    raise seh.unhandled_fault(code, address)


CURRENT_PROCESS = 0xFFFFFFFF


@api(KERNEL32, "TerminateProcess", "HANDLE process, UINT code", widths=BOTH)
def TerminateProcess(c, process, code):
    # The program itself: it ends at once with ``code`` (no DLL_PROCESS_DETACH, unlike
    # ExitProcess). A child process ends now with ``code`` (kernel/children.py: its
    # handles close, waits on it end). A captured child, or a child that has ended,
    # has already ended: Windows refuses then.
    vm = c.vm
    if process == CURRENT_PROCESS or is_current_process(vm, process):
        vm.machine.exit(code)
        return 1
    child = vm.handles.get(process, ChildProcess)
    if child is not None and not child.state.done:
        child.terminate(code)
        return 1
    if vm.handles.get(process, (Process, ChildProcess)) is not None:
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    vm.last_error = ERROR_INVALID_HANDLE
    return 0


def capture_context(c, ctx):
    """RtlCaptureContext. In a 32-bit program as the x86 one works: the control registers come from the
    caller's EBP frame (EBP the saved one, EIP the caller's return address, ESP just above
    it: where the caller's caller stands), the others as they are; CONTEXT_FULL."""
    vm = c.vm
    if vm.ptr_size == 8:
        # x64: the caller's registers as they are at the call, RIP its return address and
        # RSP above it; control, integer, segments and floating point (the AMD64 layout).
        seh64.write_context(vm, ctx, seh64.caller_context(vm), seh64.CONTEXT_CAPTURED)
        return 0
    regs = vm.machine.context_regs()
    frame = regs["ebp"]
    regs.update(ebp=vm.mem.u32(frame), eip=vm.mem.u32(frame + 4), esp=frame + 8)
    seh.write_context(vm, ctx, regs)
    return 0


api(KERNEL32, "RtlCaptureContext", "LPVOID ctx", widths=BOTH)(capture_context)   # ntdll's: ntdll/main.py


# -- vectored exception handlers ---------------------------------------------------------
def _add_vectored(c, first, handler, table):
    # The handle is a small block of our own (Windows answers a pointer to its list
    # entry); FirstHandler != 0 puts the handler before those already there.
    vm = c.vm
    if not handler:
        return 0
    entry = vm.heap.alloc(2 * vm.ptr_size, zero=True)
    vm.mem.wptr(entry, handler)
    if first:
        table.insert(0, (entry, handler))
    else:
        table.append((entry, handler))
    return entry


def _remove_vectored(c, handle, table):
    for i, (entry, _) in enumerate(table):
        if entry == handle:
            del table[i]
            c.vm.heap.free(entry)
            return 1
    return 0


@api(KERNEL32, "AddVectoredExceptionHandler", "ULONG first, LPVOID handler", widths=BOTH)
def AddVectoredExceptionHandler(c, first, handler):
    return _add_vectored(c, first, handler, c.vm.kernel.vectored_handlers)


@api(KERNEL32, "RemoveVectoredExceptionHandler", "LPVOID handle", widths=BOTH)
def RemoveVectoredExceptionHandler(c, handle):
    return _remove_vectored(c, handle, c.vm.kernel.vectored_handlers)


@api(KERNEL32, "AddVectoredContinueHandler", "ULONG first, LPVOID handler", widths=BOTH)
def AddVectoredContinueHandler(c, first, handler):
    return _add_vectored(c, first, handler, c.vm.kernel.vectored_continue_handlers)


@api(KERNEL32, "RemoveVectoredContinueHandler", "LPVOID handle", widths=BOTH)
def RemoveVectoredContinueHandler(c, handle):
    return _remove_vectored(c, handle, c.vm.kernel.vectored_continue_handlers)


VECTORED_FUNCTIONS = (("RtlAddVectoredExceptionHandler", "ULONG first, LPVOID handler",
                       AddVectoredExceptionHandler),
                      ("RtlRemoveVectoredExceptionHandler", "LPVOID handle",
                       RemoveVectoredExceptionHandler),
                      ("RtlAddVectoredContinueHandler", "ULONG first, LPVOID handler",
                       AddVectoredContinueHandler),
                      ("RtlRemoveVectoredContinueHandler", "LPVOID handle",
                       RemoveVectoredContinueHandler))
