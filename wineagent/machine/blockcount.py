"""Counting the guest's translated blocks, so that a batch can end at a point the guest's
own execution fixes without Unicorn counting every instruction.

Unicorn's ``emu_start(count=N)`` instruments every instruction and stops translated
blocks from chaining: guest code runs ~20x slower than uncounted. A batch only needs a
boundary that is a function of the guest's execution, and the number of translated
blocks the guest has entered is one: a block starts at a jump target, a page boundary or
after a block's maximum length, all fixed by the code and the path taken through it. A
``UC_HOOK_BLOCK`` runs at the start of every block; counting there and calling
``uc_emu_stop`` at the limit stops the guest *before* that block runs (the next
``emu_start`` from EIP enters it again and counts it again), at the same place in every
process.

The hook must cost next to nothing, so it is not Python (a Python callback per block is
slower than counting instructions): on an x86-64 host it is 9 bytes of machine code in
an executable page, called by Unicorn with the counter as its user data. It counts
*down* the blocks a batch has left: 3 instructions where counting up and comparing with
the limit took 6; with Unicorn's call around it a block costs ~9 host instructions,
against ~110 for the guest code of an average block of bench_tcg.py's program
(bench/README.md, session 39)::

    dec qword [rcx]       ; blocks left
    jle stop              ; none left (or fewer: each further block stops again)
    ret
  stop:
    jmp [rcx+8]           ; tail call uc_emu_stop(uc): rdi still holds the engine

Elsewhere (another host architecture, or no executable mapping allowed) the same count
is kept by a Python hook: the same boundaries, only slower. The rule is the same either
way, so sessions, recordings and states do not depend on the host.
"""

import ctypes
import sys

from unicorn import UC_HOOK_BLOCK, Uc
from .nativecode import executable

__all__ = ["BlockCounter", "NATIVE"]

_CODE = bytes.fromhex("48FF09" "7E01" "C3" "FF6108")


class _Counter(ctypes.Structure):
    _fields_ = [("left", ctypes.c_int64),         # blocks until the stop (signed)
                ("stop", ctypes.c_void_p)]


_LIB = getattr(sys.modules.get(Uc.__module__), "uclib", None)
_HOOK = executable(_CODE) if _LIB is not None else None
#: True when blocks are counted by the machine-code hook (else by a Python hook).
NATIVE = _HOOK is not None
#: No limit: the count still runs (a boundary is only asked for when a batch has one).
UNLIMITED = (1 << 63) - 1


class BlockCounter:
    """Counts the blocks ``uc`` enters; ``arm(limit)`` starts a count that stops the
    emulator when it reaches ``limit``. Installed once, before any code is translated
    (Unicorn does not add a hook to blocks it translated already)."""

    def __init__(self):
        self._c = _Counter(UNLIMITED, 0)
        # the count is _base - left: blocks since arm (the limit it set, or after a
        # disarm what left would be had the count started at UNLIMITED)
        self._base = UNLIMITED
        self._limit = UNLIMITED
        self._handle = None
        self._uc = None

    def __reduce__(self):
        # ctypes state is per process: a savestate rebuilds an uninstalled counter, which
        # Machine.add_hooks installs on the new emulator.
        return (BlockCounter, ())

    def install(self, uc):
        """Add the block hook to ``uc``."""
        self._uc = uc
        if NATIVE:
            self._c.stop = ctypes.cast(_LIB.uc_emu_stop, ctypes.c_void_p).value
            handle = ctypes.c_size_t()
            err = _LIB.uc_hook_add(uc._uch, ctypes.byref(handle), UC_HOOK_BLOCK,
                                   ctypes.c_void_p(_HOOK), ctypes.byref(self._c),
                                   ctypes.c_uint64(1), ctypes.c_uint64(0))
            if err:
                raise RuntimeError("uc_hook_add(UC_HOOK_BLOCK) failed: %d" % err)
            self._handle = handle
        else:
            self._handle = uc.hook_add(UC_HOOK_BLOCK, self._on_block)

    def _on_block(self, uc, address, size, _):
        c = self._c
        c.left -= 1
        if c.left <= 0:
            uc.emu_stop()

    def arm(self, limit):
        """Start counting from 0; the emulator stops at the start of block ``limit``."""
        self._base = self._limit = self._c.left = max(1, int(limit))

    def disarm(self):
        """Keep counting but stop nothing (an ``emu_start`` outside a batch runs free)."""
        self._c.left = UNLIMITED - self.count
        self._base = self._limit = UNLIMITED

    @property
    def count(self):
        """Blocks entered since ``arm`` (the one it stopped at included)."""
        return self._base - self._c.left

    @property
    def reached(self):
        """Whether the last run stopped because the limit was reached."""
        return self.count >= self._limit
