"""The floating-point exception flags Unicorn keeps outside MXCSR and the x87 status word.

Unicorn 2.1 (QEMU 5.0) runs SSE and x87 arithmetic in softfloat and records the exceptions
an instruction raises (invalid, denormal, divide-by-zero, overflow, underflow, precision)
in softfloat's own sticky flags (``env->sse_status`` and ``env->fp_status``). Unlike a CPU
(and QEMU 6 and later) it never copies them into MXCSR's flag bits 0-5, and of the x87's it
sets only divide-by-zero in the status word: after ``divsd`` of 1/0 MXCSR reads 0x1F80, not
0x1F84, and after ``fdiv`` of 0/0 the status word has no invalid-operation bit. The C
runtime's ``_statusfp``, ``_clearfp``, ``_statusfp2`` and the UCRT's ``fetestexcept``
answer from those registers, so they would miss the exception.

Unicorn's saved CPU context (``uc_context_save``) is a copy of that state, softfloat's flags
included. Their places in it depend on how Unicorn was built, so they are found once per
process: the first emulator, before it runs guest code, divides 1 by 1 (no flag), 1 by 0
(divide-by-zero: 4) and 0 by 0 (and invalid: 5) with each unit on a scratch page, and the
one byte of the saved context that reads 0, 4 and 5 is that unit's flags. :class:`FpFlags` answers MXCSR and the status word with those
flags folded into bits 0-5 (the two registers lay them out alike: IE, DE, ZE, OE, UE, PE)
and moves them there (the register holds them from then on, softfloat's are cleared), so a
later clear — the runtime's or the guest's own ``ldmxcsr`` / ``fnclex`` — clears what was
read. Every batch ends with that move (:meth:`FpFlags.sync`). If no single byte is found
(another Unicorn), the unit works on the bare register: what wineagent did before.

The flags live in the CPU state: a thread switch's context save keeps them with the
thread, and a savestate records the registers with them folded in (:func:`peek`). What
this cannot give: guest code's own ``stmxcsr`` / ``fnstsw`` (mingw's inline fetestexcept)
reads the register as QEMU's translation does, without the flags raised in the same batch
since the runtime last looked; and a guest ``ldmxcsr`` / ``fnclex`` clears only what was
moved into the register.
"""

import ctypes
import struct

from unicorn.x86_const import (UC_X86_REG_FPSW, UC_X86_REG_MXCSR, UC_X86_REG_XMM0,
                               UC_X86_REG_XMM1)

__all__ = ["FpFlags", "peek", "flags_offsets"]

# softfloat's flag bits and the registers' (IE, DE, ZE, OE, UE, PE)
_FLAGS = ((0x01, 0x01), (0x40, 0x02), (0x04, 0x04), (0x08, 0x08), (0x10, 0x10), (0x20, 0x20))
_DIVSD = bytes.fromhex("F20F5EC1")          # divsd xmm0, xmm1
# fld a; fld b; fdivp: 1/1, 1/0, 0/0 (fld1 D9E8, fldz D9EE, fdivp st(1), st DEF9)
_X87 = (bytes.fromhex("D9E8D9E8DEF9"), bytes.fromhex("D9E8D9EEDEF9"),
        bytes.fromhex("D9EED9EEDEF9"))
_UNKNOWN = object()
_offsets = _UNKNOWN


def _double(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _find(saved):
    found = [i for i in range(min(map(len, saved)))
             if (saved[0][i], saved[1][i], saved[2][i]) == (0, 4, 5)]
    return found[0] if len(found) == 1 else None


def _free_page(uc):
    """A page-aligned address no region of ``uc`` covers (below 2 GB: either mode)."""
    regions = sorted((begin, end) for begin, end, _perms in uc.mem_regions())
    at = 0x10000
    for begin, end in regions:
        if at + 0x1000 <= begin:
            break
        at = max(at, (end + 0x1000) & ~0xFFF)
    return at if at + 0x1000 <= 0x80000000 else None


def _calibrate(uc):
    """Run the three divisions of each unit on ``uc`` and put it back as it was: a scratch
    page mapped for the code, then unmapped, its translations flushed, and the CPU state
    restored (a second emulator would cost another translation buffer, which a memory-
    limited run may not have)."""
    page = _free_page(uc)
    if page is None:
        return {UC_X86_REG_MXCSR: None, UC_X86_REG_FPSW: None}
    before = uc.context_save()
    uc.mem_map(page, 0x1000)
    try:
        sse, x87 = [], []
        for a, b in ((1.0, 1.0), (1.0, 0.0), (0.0, 0.0)):
            uc.mem_write(page, _DIVSD)
            uc.reg_write(UC_X86_REG_XMM0, _double(a))
            uc.reg_write(UC_X86_REG_XMM1, _double(b))
            uc.emu_start(page, page + len(_DIVSD))
            sse.append(bytes(uc.context_save()))
        for code in _X87:
            uc.mem_write(page, code)
            uc.emu_start(page, page + len(code))
            x87.append(bytes(uc.context_save()))
    finally:
        uc.mem_unmap(page, 0x1000)
        uc.ctl_flush_tb()
        uc.context_restore(before)
    sse_at, x87_at = _find(sse), _find(x87)
    return {UC_X86_REG_MXCSR: sse_at, UC_X86_REG_FPSW: x87_at if x87_at != sse_at else None}


def flags_offsets(uc):
    """{register: offset of its unit's softfloat flags in a saved context} (MXCSR for SSE,
    FPSW for the x87), None for a unit whose byte was not found. Found once per process,
    on the first emulator asked about (before it runs guest code: Machine.add_hooks); the
    context's layout is the same for every emulator of the library, in either mode. The
    flags are sticky, so 1/1, 1/0 and 0/0 in turn leave 0 (exact), 4 (divide-by-zero) and
    5 (and invalid)."""
    global _offsets
    if _offsets is _UNKNOWN:
        _offsets = _calibrate(uc)
    return _offsets


def _context_address(ctx):
    return ctypes.cast(ctx.context, ctypes.c_void_p).value


def _merged(value, soft):
    for soft_bit, reg_bit in _FLAGS:
        if soft & soft_bit:
            value |= reg_bit
    return value


def peek(uc, reg):
    """Register ``reg`` (MXCSR or FPSW) with softfloat's flags folded into bits 0-5,
    changing nothing (what a savestate records)."""
    value = uc.reg_read(reg)
    offset = flags_offsets(uc).get(reg)
    return value if offset is None else _merged(value, bytes(uc.context_save())[offset])


class FpFlags:
    """One emulator's MXCSR and x87 status word as the runtime sees them. A context is kept
    to read softfloat's flags through (``context_update`` refreshes it in place: a few
    microseconds)."""

    __slots__ = ("uc", "offsets", "_ctx")

    def __init__(self, uc):
        self.uc = uc
        self.offsets = [(reg, at) for reg, at in flags_offsets(uc).items() if at is not None]
        self._ctx = None

    def __reduce__(self):
        # the kept context is per process: a savestate rebuilds this around the emulator
        return (FpFlags, (self.uc,))

    def _cell(self, offset):
        return ctypes.c_ubyte.from_address(_context_address(self._ctx) + offset)

    def _move(self):
        """Fold softfloat's flags into the registers and clear them."""
        if not self.offsets:
            return
        uc = self.uc
        if self._ctx is None:
            self._ctx = uc.context_save()
        else:
            uc.context_update(self._ctx)
        moved = []
        for reg, offset in self.offsets:
            cell = self._cell(offset)
            if cell.value:
                moved.append((reg, cell.value))
                cell.value = 0
        if moved:
            uc.context_restore(self._ctx)
            for reg, soft in moved:
                uc.reg_write(reg, _merged(uc.reg_read(reg), soft))

    def read(self, reg):
        """MXCSR or FPSW with the exceptions raised since they were last cleared."""
        self._move()
        return self.uc.reg_read(reg)

    def write(self, reg, value):
        """Set MXCSR or FPSW to ``value`` (its flag bits included): softfloat's flags are
        folded in first, so the flags ``value`` clears are cleared everywhere."""
        self._move()
        self.uc.reg_write(reg, value & 0xFFFF)

    def read_mxcsr(self):
        """MXCSR with its exception flags."""
        return self.read(UC_X86_REG_MXCSR)

    def write_mxcsr(self, value):
        """Set MXCSR, its exception flags included."""
        self.write(UC_X86_REG_MXCSR, value)

    def read_fpsw(self):
        """The x87 status word with its exception flags."""
        return self.read(UC_X86_REG_FPSW)

    def write_fpsw(self, value):
        """Set the x87 status word, its exception flags included."""
        self.write(UC_X86_REG_FPSW, value)

    def sync(self):
        """Move softfloat's flags into the registers (at the end of each batch: guest
        code's own ``stmxcsr`` / ``fnstsw`` then sees the exceptions of earlier batches,
        and a savestate, made between batches, holds them in the registers)."""
        self._move()
