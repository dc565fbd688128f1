"""The CPU's registers as plain numbers, for a state file.

Not Unicorn's context blob (``context_save``): that is a copy of QEMU's CPU structure,
host pointers included, which may not be written into another emulator, let alone in
another process (and its bytes differ between two saves of one state). The registers are
read one by one instead — everything a 32-bit guest can set: general registers, EIP,
EFLAGS, the segment selectors (their descriptors are reloaded from the guest's GDT, which
is in guest memory), the x87 stack and its control, status and tag words and last
instruction/operand pointers, the SSE registers and MXCSR.

A 64-bit program's CPU (``Machine64``, long mode) is read as its own set: the sixteen
64-bit general registers, RIP, RFLAGS, the FS and GS bases (GS's is the running thread's
TEB; long mode has no descriptors to reload, so no selectors), the x87 state, the sixteen
XMM registers and MXCSR. ``REGISTERS_BY_WIDTH`` names both sets; a state says its width.
"""

from unicorn.x86_const import (
    UC_X86_REG_DS, UC_X86_REG_EAX, UC_X86_REG_EBP, UC_X86_REG_EBX, UC_X86_REG_ECX,
    UC_X86_REG_EDI, UC_X86_REG_EDX, UC_X86_REG_EFLAGS, UC_X86_REG_EIP, UC_X86_REG_ES,
    UC_X86_REG_ESI, UC_X86_REG_ESP, UC_X86_REG_FCS, UC_X86_REG_FDP, UC_X86_REG_FDS,
    UC_X86_REG_FIP, UC_X86_REG_FOP, UC_X86_REG_FP0, UC_X86_REG_FPCW, UC_X86_REG_FPSW,
    UC_X86_REG_FPTAG, UC_X86_REG_FS, UC_X86_REG_GDTR, UC_X86_REG_GS, UC_X86_REG_MXCSR,
    UC_X86_REG_SS, UC_X86_REG_XMM0, UC_X86_REG_FS_BASE, UC_X86_REG_GS_BASE,
    UC_X86_REG_R8, UC_X86_REG_R9, UC_X86_REG_R10, UC_X86_REG_R11, UC_X86_REG_R12,
    UC_X86_REG_R13, UC_X86_REG_R14, UC_X86_REG_R15, UC_X86_REG_RAX, UC_X86_REG_RBP,
    UC_X86_REG_RBX, UC_X86_REG_RCX, UC_X86_REG_RDI, UC_X86_REG_RDX, UC_X86_REG_RIP,
    UC_X86_REG_RSI, UC_X86_REG_RSP, UC_X86_REG_XMM8)

from ..machine.fpflags import peek

__all__ = ["REGISTERS", "REGISTERS64", "REGISTERS_BY_WIDTH", "read", "write",
           "context_registers"]

#: In write order: the GDT before the selectors that load descriptors from it.
REGISTERS = (
    (UC_X86_REG_GDTR,)
    + (UC_X86_REG_EAX, UC_X86_REG_EBX, UC_X86_REG_ECX, UC_X86_REG_EDX, UC_X86_REG_ESI,
       UC_X86_REG_EDI, UC_X86_REG_EBP, UC_X86_REG_ESP, UC_X86_REG_EIP, UC_X86_REG_EFLAGS)
    + (UC_X86_REG_DS, UC_X86_REG_ES, UC_X86_REG_SS, UC_X86_REG_FS, UC_X86_REG_GS)
    + (UC_X86_REG_FPCW, UC_X86_REG_FPSW, UC_X86_REG_FPTAG)
    + tuple(UC_X86_REG_FP0 + i for i in range(8))
    + (UC_X86_REG_FIP, UC_X86_REG_FCS, UC_X86_REG_FDP, UC_X86_REG_FDS, UC_X86_REG_FOP)
    + tuple(UC_X86_REG_XMM0 + i for i in range(8))
    + (UC_X86_REG_MXCSR,))

_X87 = ((UC_X86_REG_FPCW, UC_X86_REG_FPSW, UC_X86_REG_FPTAG)
        + tuple(UC_X86_REG_FP0 + i for i in range(8))
        + (UC_X86_REG_FIP, UC_X86_REG_FCS, UC_X86_REG_FDP, UC_X86_REG_FDS, UC_X86_REG_FOP))

#: A 64-bit program's registers (Machine64): no selector among them (long mode's flat
#: segments are Unicorn's own; writing one would reload a descriptor there is no GDT for).
REGISTERS64 = (
    (UC_X86_REG_RAX, UC_X86_REG_RBX, UC_X86_REG_RCX, UC_X86_REG_RDX, UC_X86_REG_RSI,
     UC_X86_REG_RDI, UC_X86_REG_RBP, UC_X86_REG_RSP, UC_X86_REG_R8, UC_X86_REG_R9,
     UC_X86_REG_R10, UC_X86_REG_R11, UC_X86_REG_R12, UC_X86_REG_R13, UC_X86_REG_R14,
     UC_X86_REG_R15, UC_X86_REG_RIP, UC_X86_REG_EFLAGS, UC_X86_REG_FS_BASE,
     UC_X86_REG_GS_BASE)
    + _X87
    + tuple(UC_X86_REG_XMM0 + i for i in range(8))
    + tuple(UC_X86_REG_XMM8 + i for i in range(8))
    + (UC_X86_REG_MXCSR,))

#: The registers a state of each width holds, by the program's pointer size.
REGISTERS_BY_WIDTH = {4: REGISTERS, 8: REGISTERS64}


def read(uc, width=4):
    """{register id: value} of the running CPU of a ``width``-byte program, in write
    order. MXCSR and the x87 status word are read with the exception flags Unicorn keeps
    outside them (machine/fpflags.py), so a state loaded later answers _statusfp as this
    one would."""
    regs = {r: uc.reg_read(r) for r in REGISTERS_BY_WIDTH[width]}
    for r in (UC_X86_REG_MXCSR, UC_X86_REG_FPSW):
        regs[r] = peek(uc, r)
    return regs


def write(uc, regs):
    """Load registers read by :func:`read` (in their order)."""
    for r, value in regs.items():
        uc.reg_write(r, value)


def context_registers(uc, contexts, width=4):
    """{id(context): registers} of saved Unicorn contexts (switched-out threads). Each is
    loaded into ``uc`` to be read (a context's own reg_read truncates the x87 and SSE
    registers); the running CPU is put back as it was."""
    if not contexts:
        return {}
    running = uc.context_save()
    out = {}
    try:
        for ctx in contexts:
            uc.context_restore(ctx)
            out[id(ctx)] = read(uc, width)
    finally:
        uc.context_restore(running)
    return out
