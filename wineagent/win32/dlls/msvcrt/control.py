"""Non-local control flow of the C runtime: setjmp/longjmp and raise (in 64-bit programs
the x64 jump buffer and the unwinding longjmp of ``kernel/seh64.py``).

``_setjmp`` (the UCRT's ``__intrinsic_setjmp`` on x86) and ``_setjmp3`` fill Microsoft's
x86 _JUMP_BUFFER: the callee-saved registers, the caller's ESP and return address, the
SEH chain head (``fs:[0]``) and its try level, and for _setjmp3 the 'VC20' cookie.
``longjmp`` loads them back and returns from the _setjmp call a second time with the
value given (1 for 0). Jumping out of SEH frames the program registered after the
_setjmp (which Windows unwinds with RtlUnwind / _local_unwind2, running their
``__finally`` blocks) stops the guest as unimplemented rather than skipping them.

``raise`` runs the handler ``signal`` installed for a signal (reset to SIG_DFL first, as
documented, except for SIGFPE's, which gets _FPE_EXPLICITGEN), ignores it for SIG_IGN,
and for SIG_DFL ends the process with exit code 3 as the C runtime does.

``__pxcptinfoptrs`` answers the address of ``_pxcptinfoptrs``, the EXCEPTION_POINTERS of
the exception whose signal handler runs: _XcptFilter sets it for the handler it calls;
``raise`` of one of the exception signals (SIGSEGV, SIGILL, SIGFPE) sets it to NULL while
the handler runs, as no exception stands behind it, and puts the old value back after
(the other signals leave it alone).
"""

from ....abi.api import BOTH, WIDTH64, X86ONLY, GuestCall, Unimplemented, api
from ....abi.structs import struct as cstruct
from ...core.crt import EINVAL, cdecl, invalid_parameter
from ...core.dllnames import MSVCRT
from ...kernel.sehchain import chain_head
from ...kernel import seh64
from .exceptions import EH3_REGISTRATION
from .streambuf import flush_at_exit

JUMP_BUFFER = cstruct("CRT_JUMP_BUFFER_X86",
                      "DWORD Ebp; DWORD Ebx; DWORD Edi; DWORD Esi; DWORD Esp; DWORD Eip; "
                      "DWORD Registration; DWORD TryLevel; DWORD Cookie; DWORD UnwindFunc; "
                      "DWORD UnwindData[6]")
JMP_MAGIC = 0x56433230          # 'VC20': a _setjmp3 buffer
TRYLEVEL_END = 0xFFFFFFFF
SIGINT, SIGILL, SIGFPE, SIGSEGV, SIGTERM, SIGBREAK, SIGABRT, SIGABRT_COMPAT = \
    2, 4, 8, 11, 15, 21, 22, 6
SIGNALS = (SIGINT, SIGILL, SIGFPE, SIGSEGV, SIGTERM, SIGBREAK, SIGABRT, SIGABRT_COMPAT)
SIG_DFL, SIG_IGN = 0, 1
#: The signals raised by exceptions, whose handlers read _pxcptinfoptrs.
EXCEPTION_SIGNALS = (SIGILL, SIGFPE, SIGSEGV)
_FPE_EXPLICITGEN = 0x8C


def _save(vm, buf):
    """Fill the jump buffer from the registers at the _setjmp call (ESP on its return
    address); returns the view."""
    regs = vm.machine.context_regs()
    esp = regs["esp"]
    head = chain_head(vm)
    jb = JUMP_BUFFER.at(vm.mem, buf)
    jb.Ebp, jb.Ebx, jb.Edi, jb.Esi = regs["ebp"], regs["ebx"], regs["edi"], regs["esi"]
    jb.Esp, jb.Eip = esp, vm.mem.u32(esp)
    jb.Registration = head
    jb.TryLevel = TRYLEVEL_END if head == 0xFFFFFFFF else \
        EH3_REGISTRATION.at(vm.mem, head).TryLevel
    return jb


@cdecl("_setjmp", "LPVOID buf", widths=BOTH)
def _setjmp(c, buf):
    """Save the calling context in ``buf``: 0 now, longjmp's value when it comes back."""
    vm = c.vm
    if vm.ptr_size == 8:
        # x64: _setjmp(buf, frame); the frame is the second argument, in RDX (the
        # declaration reads only the buffer, the one argument of the x86 _setjmp).
        seh64.save_jump_buffer(vm, buf, vm.machine.regs()["rdx"], seh64.caller_context(vm))
        return 0
    _save(vm, buf)
    return 0


@cdecl("_setjmp3", "LPVOID buf, int nargs, ...", widths=X86ONLY)
def _setjmp3(c, buf, nargs, va):
    """_setjmp with Visual C++'s extra arguments: an unwind function and a try level
    (none from mingw's setjmp macro)."""
    vm = c.vm
    jb = _save(vm, buf)
    jb.Cookie = JMP_MAGIC
    jb.UnwindFunc = vm.mem.u32(va) if nargs > 0 else 0
    if nargs > 1:
        jb.TryLevel = vm.mem.u32(va + 4)
    extra = min(max(nargs - 2, 0), 6)   # the DWORD arguments after those two: UnwindData
    if extra:
        vm.mem.write(jb.ptr("UnwindData"), vm.mem.read(va + 8, 4 * extra))
    return 0


@cdecl("longjmp", "LPVOID buf, int value", widths=BOTH)
def longjmp(c, buf, value):
    """Return from the _setjmp that filled ``buf`` again, with ``value`` (1 for 0)."""
    vm = c.vm
    if vm.ptr_size == 8:
        return seh64.longjmp(vm, buf, value or 1)
    jb = JUMP_BUFFER.at(vm.mem, buf)
    reg = jb.Registration
    if reg != chain_head(vm):
        raise Unimplemented("msvcrt.dll!longjmp out of SEH frames registered after "
                            "_setjmp (their unwind is not run here)")
    if reg != 0xFFFFFFFF and jb.UnwindFunc:
        raise Unimplemented("msvcrt.dll!longjmp with a _setjmp3 unwind function")
    esp = jb.Esp
    vm.mem.w32(esp, jb.Eip)       # the thunk's `ret` takes it and leaves ESP = Esp + 4
    vm.machine.set_context_regs({"ebp": jb.Ebp, "ebx": jb.Ebx, "edi": jb.Edi,
                                 "esi": jb.Esi, "esp": esp})
    return value if value else 1


# -- raise -----------------------------------------------------------------------------------
@cdecl("raise", "int sig", widths=BOTH)
def raise_(c, sig):
    """Send ``sig`` to the program: its handler runs (SIG_IGN: nothing happens; SIG_DFL:
    the process ends with exit code 3); 0, or non-zero with EINVAL for a bad signal."""
    vm = c.vm
    if sig not in SIGNALS:
        yield from invalid_parameter(c, EINVAL)
        return 0xFFFFFFFF
    key = SIGABRT if sig == SIGABRT_COMPAT else sig
    handler = vm.crt.signals.get(key, SIG_DFL)
    if handler == SIG_IGN:
        return 0
    if handler == SIG_DFL:
        if key == SIGABRT:
            vm.stdout_log.append("abnormal program termination")
        flush_at_exit(vm)               # _exit(3)'s ExitProcess: msvcrt.dll's detach
        vm.machine.exit(3)
        return 0
    cell = xcptinfo_cell(vm)
    saved = vm.mem.uptr(cell)             # an EXCEPTION_POINTERS *: the program's width
    if key in EXCEPTION_SIGNALS:
        vm.mem.wptr(cell, 0)              # raised, not caused by an exception
    if key == SIGFPE:
        yield GuestCall(handler, (key, _FPE_EXPLICITGEN), "cdecl")
    else:
        vm.crt.signals[key] = SIG_DFL     # documented: reset before the handler runs
        yield GuestCall(handler, (key,), "cdecl")
    vm.mem.wptr(cell, saved)
    return 0


def xcptinfo_cell(vm):
    """The address of _pxcptinfoptrs (one thread: one cell)."""
    return vm.data_var(MSVCRT, "_pxcptinfoptrs")


@cdecl("__pxcptinfoptrs", widths=BOTH)
def __pxcptinfoptrs(c):
    """&_pxcptinfoptrs: the EXCEPTION_POINTERS a signal handler's exception has (NULL
    outside one, and for a raise'd signal)."""
    return xcptinfo_cell(c.vm)


__all__ = ["JUMP_BUFFER", "longjmp", "raise_", "xcptinfo_cell"]


api("ucrtbase.dll", "__intrinsic_setjmp", "LPVOID buf", conv="cdecl", widths=BOTH)(_setjmp)
# The x64 UCRT's setjmp (mingw's setjmp macro with the UCRT): (buf, frame) as msvcrt's x64
# _setjmp takes them; x86's UCRT has no such export.
api("ucrtbase.dll", "__intrinsic_setjmpex", "LPVOID buf", conv="cdecl", widths=WIDTH64)(_setjmp)
