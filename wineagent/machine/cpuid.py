"""CPUID as the guest reads it: Unicorn's processor, less the one feature it gets wrong.

Unicorn 2.1 (QEMU 5's TCG) answers CPUID as QEMU's Haswell model does, SSE4.2 included
(leaf 1, ECX bit 20). But its PCMPESTRI/PCMPISTRI (and -M) with the "equal ordered"
aggregation (imm8 bits 2-3 = 11, the substring search) misses a match that runs past the
end of the 16-byte block: Intel's definition compares needle[i] with block[j + i] only
while j + i < 16, so a needle prefix at the block's end is a match (CF=1, ECX=j); QEMU
compares the whole needle and finds none. Visual C++'s library relies on the partial
match: its ``__std_search_1`` (vector_algorithms.cpp, linked into the program itself,
behind std::string::find of a needle longer than one character) steps 16 bytes on when
the block has no candidate, so with SSE4.2 advertised a needle that straddles two blocks
is never found. cppcheck 2.22 formats every finding with
``findAndReplace(result, "{inconclusive:...}", "")`` in a loop that only ends once the
replacement is made, and looped for ever (docs/runtimes.md).

So CPUID leaf 1 answers without SSE4.2, as a Core 2 (Penryn) did, and programs take
their SSE2/SSE4.1 paths, which Unicorn runs right; IsProcessorFeaturePresent already
says no to PF_SSE4_2_INSTRUCTIONS_AVAILABLE. POPCNT (bit 23) stays: Unicorn's is right.
Every other leaf and register is Unicorn's own answer, read once per (EAX, ECX) from a
scratch engine of the same mode and kept.
"""

from unicorn import UC_ARCH_X86, UC_HOOK_INSN, UC_MODE_64, Uc
from unicorn.x86_const import (UC_X86_INS_CPUID, UC_X86_REG_EAX, UC_X86_REG_EBX,
                               UC_X86_REG_ECX, UC_X86_REG_EDX, UC_X86_REG_RAX,
                               UC_X86_REG_RBX, UC_X86_REG_RCX, UC_X86_REG_RDX)

__all__ = ["install", "answer", "SSE42"]

SSE42 = 1 << 20                # CPUID.1:ECX.SSE4_2
_CODE = 0x1000
_REGS = (UC_X86_REG_EAX, UC_X86_REG_EBX, UC_X86_REG_ECX, UC_X86_REG_EDX)
# x64's CPUID zero-extends into the whole registers
_REGS64 = (UC_X86_REG_RAX, UC_X86_REG_RBX, UC_X86_REG_RCX, UC_X86_REG_RDX)
_scratch = {}                  # mode -> a 4 KB engine that runs one CPUID
_answers = {}                  # (mode, eax, ecx) -> (eax, ebx, ecx, edx)


def _unicorn(mode, eax, ecx):
    """Unicorn's own CPUID answer for leaf ``eax``, subleaf ``ecx``."""
    uc = _scratch.get(mode)
    if uc is None:
        uc = _scratch[mode] = Uc(UC_ARCH_X86, mode)
        uc.mem_map(_CODE, 0x1000)
        uc.mem_write(_CODE, b"\x0f\xa2")
    uc.reg_write(UC_X86_REG_EAX, eax)
    uc.reg_write(UC_X86_REG_ECX, ecx)
    uc.emu_start(_CODE, _CODE + 2)
    return tuple(uc.reg_read(r) for r in _REGS)


def answer(mode, eax, ecx):
    """(EAX, EBX, ECX, EDX) that CPUID gives the guest for leaf ``eax``/subleaf ``ecx``
    on an engine of ``mode``."""
    key = (mode, eax, ecx)
    regs = _answers.get(key)
    if regs is None:
        regs = list(_unicorn(mode, eax, ecx))
        if eax == 1:
            regs[2] &= ~SSE42
        regs = _answers[key] = tuple(regs)
    return regs


def install(uc, mode):
    """Answer the CPUID instructions of ``uc`` (an engine of ``mode``) with :func:`answer`."""
    regs = _REGS64 if mode == UC_MODE_64 else _REGS

    def on_cpuid(uc, _):
        eax = uc.reg_read(UC_X86_REG_EAX) & 0xFFFFFFFF
        ecx = uc.reg_read(UC_X86_REG_ECX) & 0xFFFFFFFF
        for reg, value in zip(regs, answer(mode, eax, ecx)):
            uc.reg_write(reg, value)
        return 1               # handled: Unicorn does not run its own
    uc.hook_add(UC_HOOK_INSN, on_cpuid, None, 1, 0, UC_X86_INS_CPUID)
