"""A switched-out thread's registers as a CONTEXT: GetThreadContext and SetThreadContext.

Go's scheduler preempts a goroutine by suspending its thread, reading its CONTEXT and,
when the thread stopped at a safe point of Go code, writing it back with a call to its
preemption routine pushed; profilers and debuggers read contexts the same way. Here every
thread but the running one is switched out (kernel/threads.py), its registers saved, so
its context is exact and the same at every run: the thread goes on with what
SetThreadContext wrote at its next turn.

Only the groups ContextFlags names are read or written, as Windows does: control,
integer and segment registers, and the debug registers (none are ever set here: they
read as zero, and enabling a hardware breakpoint stops the guest naming it). The
floating-point and extended (SSE) state are not done: asking for them stops the guest.
A thread stopped inside a system call (its program counter in the thunks, where a call
into a Windows DLL waits) reads as it is, but changing its registers would have to wait
for the call's return, which is not done either.
"""

from ...abi.api import Unimplemented
from ...abi.structs import struct
from ...machine.cpu import THUNK_BASE, THUNK_SIZE
from .seh64 import CONTEXT64

__all__ = ["CONTEXT_X86", "get_context", "set_context"]

# winnt.h's i386 CONTEXT (FLOATING_SAVE_AREA kept as its 112 bytes).
CONTEXT_X86 = struct(
    "CONTEXT_X86",
    "DWORD ContextFlags; DWORD Dr0; DWORD Dr1; DWORD Dr2; DWORD Dr3; DWORD Dr6; DWORD Dr7;"
    " BYTE FloatSave[112]; DWORD SegGs; DWORD SegFs; DWORD SegEs; DWORD SegDs;"
    " DWORD Edi; DWORD Esi; DWORD Ebx; DWORD Edx; DWORD Ecx; DWORD Eax;"
    " DWORD Ebp; DWORD Eip; DWORD SegCs; DWORD EFlags; DWORD Esp; DWORD SegSs;"
    " BYTE ExtendedRegisters[512]")

CONTROL, INTEGER, SEGMENTS, FLOATING_POINT, DEBUG_REGISTERS, EXTENDED = (
    0x1, 0x2, 0x4, 0x8, 0x10, 0x20)

# (layout, ContextFlags' architecture bit, pointer size, group -> ((field, register name
# or a constant selector), ...)).
# The selectors are the ones this machine runs user code with (machine/cpu.py's GDT at
# 32 bits; 64-bit Windows' own at 64), as exceptions' CONTEXTs report them.
_X86 = (CONTEXT_X86, 0x10000, 4, {
    CONTROL: (("Ebp", "ebp"), ("Eip", "eip"), ("SegCs", 1 << 3), ("EFlags", "eflags"),
              ("Esp", "esp"), ("SegSs", 2 << 3)),
    INTEGER: (("Edi", "edi"), ("Esi", "esi"), ("Ebx", "ebx"), ("Edx", "edx"),
              ("Ecx", "ecx"), ("Eax", "eax")),
    SEGMENTS: (("SegGs", 0), ("SegFs", 5 << 3), ("SegEs", 2 << 3), ("SegDs", 2 << 3)),
})
_X64 = (CONTEXT64, 0x100000, 8, {
    CONTROL: (("SegSs", 0x2B), ("Rsp", "rsp"), ("SegCs", 0x33), ("Rip", "rip"),
              ("EFlags", "eflags")),
    INTEGER: tuple((n, n.lower()) for n in ("Rax", "Rcx", "Rdx", "Rbx", "Rbp", "Rsi", "Rdi",
                                            "R8", "R9", "R10", "R11", "R12", "R13", "R14",
                                            "R15")),
    SEGMENTS: (("SegDs", 0x2B), ("SegEs", 0x2B), ("SegFs", 0x53), ("SegGs", 0x2B)),
})
_DEBUG = ("Dr0", "Dr1", "Dr2", "Dr3", "Dr6", "Dr7")


def _arch(vm):
    return _X64 if vm.ptr_size == 8 else _X86


def _groups(flags, what):
    """The register groups ``flags`` asks for; the ones not done stop the guest."""
    if flags & (FLOATING_POINT | EXTENDED):
        raise Unimplemented("kernel32.dll!%s (floating-point state, ContextFlags 0x%x)"
                            % (what, flags))
    return flags & (CONTROL | INTEGER | SEGMENTS | DEBUG_REGISTERS)


def _size(name, ptr):
    """The field's size: every i386 one is a DWORD; AMD64's selectors are WORDs, its
    ContextFlags and EFlags DWORDs, the rest DWORD64s."""
    if ptr == 4 or name in ("ContextFlags", "EFlags"):
        return 4
    return 2 if name.startswith("Seg") else 8


def _field(vm, addr, name, value=None):
    """Read the CONTEXT field ``name`` at ``addr`` (``value`` None) or write it."""
    layout, _, ptr, _ = _arch(vm)
    at, size, mem = addr + layout.offsetof(name, ptr), _size(name, ptr), vm.mem
    if value is None:
        return {2: mem.u16, 4: mem.u32, 8: mem.u64}[size](at)
    {2: mem.w16, 4: mem.w32, 8: mem.w64}[size](at, value & ((1 << 8 * size) - 1))
    return None


def get_context(vm, thread, addr):
    """Fill the CONTEXT at ``addr`` with the groups its ContextFlags names, from the
    switched-out ``thread``'s registers."""
    groups = _arch(vm)[3]
    flags = _field(vm, addr, "ContextFlags")
    wanted = _groups(flags, "GetThreadContext")
    regs = vm.machine.saved_context_regs(thread.context)
    for group, fields in groups.items():
        if wanted & group:
            for name, source in fields:
                _field(vm, addr, name, regs[source] if isinstance(source, str) else source)
    if wanted & DEBUG_REGISTERS:
        for name in _DEBUG:             # no hardware breakpoint is ever set
            _field(vm, addr, name, 0)


def set_context(vm, thread, addr):
    """The switched-out ``thread`` takes the registers of the groups the CONTEXT at
    ``addr`` names; it runs on with them at its next turn."""
    _, _, ptr, groups = _arch(vm)
    flags = _field(vm, addr, "ContextFlags")
    wanted = _groups(flags, "SetThreadContext")
    machine = vm.machine
    regs = machine.saved_context_regs(thread.context)
    new = {}
    for group, fields in groups.items():
        if wanted & group:
            for name, source in fields:
                if isinstance(source, str):
                    new[source] = _field(vm, addr, name)
    if wanted & DEBUG_REGISTERS and _field(vm, addr, "Dr7") & 0xFF:
        raise Unimplemented("kernel32.dll!SetThreadContext (hardware breakpoints)")
    changed = {k: v for k, v in new.items() if v != regs[k]}
    pc = regs["rip" if ptr == 8 else "eip"]
    if changed and THUNK_BASE <= pc < THUNK_BASE + THUNK_SIZE:
        raise Unimplemented("kernel32.dll!SetThreadContext (a thread inside a system call)")
    if changed:
        machine.set_saved_context_regs(thread.context, changed)
