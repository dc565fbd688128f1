"""The x87 unit's state as an exception's CONTEXT carries it, and its unmasked exceptions.

An x87 instruction whose exception is unmasked in the control word (Delphi's and Free
Pascal's run-time libraries unmask divide-by-zero, invalid operation and overflow) does
not trap itself: it sets the exception and ES in the status word, and the *next* waiting
x87 instruction (FWAIT, FSTP, ...) faults with #MF, interrupt 16. Unicorn does this as a
CPU does once CR0.NE is set (without NE it would signal an external interrupt nobody
hears): :meth:`machine.cpu.Machine.add_hooks` sets it. The exception's code is the
highest-priority unmasked pending flag (:func:`exception_code`).

Windows hands the handler the FPU's state in the CONTEXT — FloatSave, the FNSAVE image,
in a 32-bit CONTEXT; FltSave, the FXSAVE image, in a 64-bit one — and a handler that
answers EXCEPTION_CONTINUE_EXECUTION resumes with the state it leaves there, so clearing
the status word's flags in the context is how it dismisses the exception (Free Pascal's
handler does exactly that). Checked against Wine 8 (guest x87exc, both widths): the
32-bit ExceptionAddress is the faulting instruction's (the error offset), the 64-bit one
the waiting instruction's (RIP); the live FPU keeps its flags while the handler runs.

What Unicorn cannot give: the x87 leaves the destination of an instruction with an
unmasked exception unchanged; Unicorn has already written the masked result (+Inf for
1/0). And of the x87's exceptions Unicorn raises only divide-by-zero in the status word
(machine/fpflags.py), so only it reaches #MF; SSE exceptions never trap (#XM).
"""

import struct

from unicorn.x86_const import (UC_X86_REG_FCS, UC_X86_REG_FDP, UC_X86_REG_FDS,
                               UC_X86_REG_FIP, UC_X86_REG_FOP, UC_X86_REG_FP0,
                               UC_X86_REG_FPCW, UC_X86_REG_FPTAG)

__all__ = ["MF_INTERRUPT", "CR0_NE", "ES", "exception_code", "read", "write", "pack_fnsave",
           "unpack_fnsave", "FNSAVE_SIZE", "pack_fxsave_x87", "unpack_fxsave_x87",
           "FXSAVE_X87_SIZE", "FXSAVE_REGISTERS", "FXSAVE_REGISTERS_SIZE"]

MF_INTERRUPT = 16          # #MF, x87 floating-point error
CR0_NE = 0x20              # numeric error: report x87 errors as #MF
ES = 0x80                  # the status word's error summary: an unmasked one is pending

# (status/control bit, exception code) by priority: invalid operation first (a stack
# fault is its own code), then denormal, divide-by-zero, overflow, underflow, precision.
_CODES = ((0x01, 0xC0000090), (0x02, 0xC000008D), (0x04, 0xC000008E), (0x08, 0xC0000091),
          (0x10, 0xC0000093), (0x20, 0xC000008F))
STATUS_FLOAT_STACK_CHECK = 0xC0000092
_SF = 0x40


def exception_code(status, control):
    """The Windows exception code of the x87's pending unmasked exception (status word
    ``status``, control word ``control``); STATUS_FLOAT_INVALID_OPERATION when no flag
    explains the fault."""
    pending = status & ~control & 0x3F
    for bit, code in _CODES:
        if pending & bit:
            if bit == 0x01 and status & _SF:
                return STATUS_FLOAT_STACK_CHECK
            return code
    return 0xC0000090


def read(uc, status):
    """The x87 state of ``uc`` as a dict (``status``: the status word with the flags
    fpflags keeps apart): control, status and full tag words, the last instruction and
    operand pointers and opcode, and ``st``: ST(0)..ST(7) as (mantissa, exponent)."""
    r = uc.reg_read
    top = (status >> 11) & 7
    return {"cw": r(UC_X86_REG_FPCW), "sw": status, "tag": r(UC_X86_REG_FPTAG),
            "fip": r(UC_X86_REG_FIP), "fcs": r(UC_X86_REG_FCS),
            "fdp": r(UC_X86_REG_FDP), "fds": r(UC_X86_REG_FDS), "fop": r(UC_X86_REG_FOP),
            "st": [r(UC_X86_REG_FP0 + ((top + i) & 7)) for i in range(8)]}


def write(uc, state, write_status):
    """Load ``state`` (as :func:`read` gives it) into ``uc``: the registers by their
    stack position, the emptiness of each from the tag word (Unicorn derives the rest
    from the value), the control word, and the status word through ``write_status``
    (fpflags' writer, so a cleared flag is cleared everywhere)."""
    top = (state["sw"] >> 11) & 7
    for i, value in enumerate(state["st"]):
        uc.reg_write(UC_X86_REG_FP0 + ((top + i) & 7), value)
    uc.reg_write(UC_X86_REG_FPTAG, state["tag"])
    uc.reg_write(UC_X86_REG_FPCW, state["cw"])
    write_status(state["sw"])


def _reg_bytes(value):
    mantissa, exponent = value
    return struct.pack("<QH", mantissa & 0xFFFFFFFFFFFFFFFF, exponent & 0xFFFF)


def _reg_value(raw):
    mantissa, exponent = struct.unpack("<QH", raw[:10])
    return (mantissa, exponent)


# FLOATING_SAVE_AREA (winnt.h, i386): seven DWORDs, RegisterArea[80], Cr0NpxState.
_FNSAVE_HEAD = struct.Struct("<7I")
FNSAVE_SIZE = _FNSAVE_HEAD.size + 80


def pack_fnsave(state):
    """FloatSave's first 108 bytes (the FNSAVE image) of ``state``; the 16-bit words sit
    in DWORDs whose high halves read 0xFFFF, as FNSAVE leaves them."""
    head = _FNSAVE_HEAD.pack(0xFFFF0000 | state["cw"], 0xFFFF0000 | state["sw"],
                             0xFFFF0000 | state["tag"], state["fip"] & 0xFFFFFFFF,
                             (state["fop"] & 0x7FF) << 16 | state["fcs"] & 0xFFFF,
                             state["fdp"] & 0xFFFFFFFF, 0xFFFF0000 | state["fds"] & 0xFFFF)
    return head + b"".join(_reg_bytes(v) for v in state["st"])


def unpack_fnsave(raw, state):
    """``state`` with the control, status and tag words and the registers of the FNSAVE
    image ``raw`` (what a handler may have changed)."""
    cw, sw, tag = (v & 0xFFFF for v in _FNSAVE_HEAD.unpack(raw[:_FNSAVE_HEAD.size])[:3])
    regs = raw[_FNSAVE_HEAD.size:]
    return dict(state, cw=cw, sw=sw, tag=tag,
                st=[_reg_value(regs[10 * i:10 * i + 10]) for i in range(8)])


# XMM_SAVE_AREA32 (FXSAVE): ControlWord, StatusWord, TagWord (abridged: a bit per
# register, set when it is not empty), Reserved1, ErrorOpcode, ErrorOffset, ErrorSelector,
# Reserved2, DataOffset, DataSelector, Reserved3 — then MxCsr and its mask (not the x87's)
# and FloatRegisters[8] at offset 32, 16 bytes each.
_FXSAVE_HEAD = struct.Struct("<HHBBHIHHIHH")
FXSAVE_X87_SIZE = _FXSAVE_HEAD.size
FXSAVE_REGISTERS, FXSAVE_REGISTERS_SIZE = 32, 128


def _physical_tags(state):
    """The tag word's two-bit tags by physical register."""
    return [(state["tag"] >> (2 * i)) & 3 for i in range(8)]


def pack_fxsave_x87(state):
    """(the first 24 bytes of FltSave, its 128 bytes of FloatRegisters) for ``state``."""
    tags = _physical_tags(state)
    abridged = sum(1 << i for i in range(8) if tags[i] != 3)
    head = _FXSAVE_HEAD.pack(state["cw"], state["sw"], abridged, 0, state["fop"] & 0x7FF,
                             state["fip"] & 0xFFFFFFFF, state["fcs"] & 0xFFFF, 0,
                             state["fdp"] & 0xFFFFFFFF, state["fds"] & 0xFFFF, 0)
    regs = b"".join(_reg_bytes(v) + bytes(6) for v in state["st"])
    return head, regs


def unpack_fxsave_x87(head, regs, state):
    """``state`` with the control and status words, the registers and their emptiness of
    an FXSAVE image (``head``: its first 24 bytes, ``regs``: FloatRegisters)."""
    cw, sw, abridged = _FXSAVE_HEAD.unpack(head[:_FXSAVE_HEAD.size])[:3]
    # only emptiness matters to the writer: Unicorn works out the rest from the values
    tag = sum((0 if abridged >> i & 1 else 3) << (2 * i) for i in range(8))
    return dict(state, cw=cw, sw=sw, tag=tag,
                st=[_reg_value(regs[16 * i:16 * i + 10]) for i in range(8)])
