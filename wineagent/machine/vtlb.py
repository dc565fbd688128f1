"""The guest's page protections in Unicorn's TLB, so that guest stores take the fast path,
and the faults found where the TLB is filled.

Unicorn 2.1.4 sends every guest store down its slow path (``helper_le_stl_mmu`` ->
``notdirty_write``, ~400 host instructions a store) unless two things hold for the page
(bench/README.md, "Guest stores on the fast path"):

- its TLB entry does not allow execution (``notdirty_write`` leaves a page that may hold
  code marked "not dirty", so a store into it can drop translated code). A CPU without
  paging fills every entry readable, writable and executable;
- no memory hook covers the address (``uc_mem_hook_installed``): a global
  ``UC_HOOK_MEM_INVALID`` covers them all.

So the TLB is a virtual one (``UC_TLB_VIRTUAL``) filled by a hook of ours, and no hook
covers guest memory:

- **Fill.** A page the access may touch maps to itself with its own protection (the
  Unicorn region's: a data page is read/write only, its stores go to the host buffer
  directly; an executable page keeps "execute", so stores into it still drop the code
  translated from it, as self-modifying code and JITs need).
- **Fault.** An access the page does not allow (nothing mapped there, or a protection
  that refuses it: a read of PAGE_NOACCESS, a write into a read-only page, execution of a
  data page) is mapped instead to a *trap page*: a physical page above everything mapped
  (from :data:`TRAP_BASE` on), one per faulting guest page. Nothing is mapped there, so the
  access stops in Unicorn's unmapped-memory path, and the one invalid-memory hook, bounded
  to the trap range, is told the exact physical address: the guest address, its access
  (read, write, fetch) and whether the page is mapped (a protection fault) or not. The
  machine gets it as the old global hook gave it (``on_fault(access, address)`` with the
  same ``UC_MEM_*`` kinds), and ``emu_start`` fails as before (as an unmapped access).

Declining a fill instead would raise the fault too, but Unicorn reports it with no
address (``UC_ERR_EXCEPTION``), and the hook sees only the page.

The rule for everything that changes a mapping or a protection: Unicorn flushes the TLB
when a region is mapped or unmapped; a protection change must flush it too
(Memory.protect does), or a stale entry keeps the old protection.
"""

import bisect
import ctypes
import sys

from unicorn import (UC_HOOK_MEM_UNMAPPED, UC_HOOK_TLB_FILL, UC_MEM_FETCH,
                     UC_MEM_FETCH_PROT, UC_MEM_FETCH_UNMAPPED, UC_MEM_READ,
                     UC_MEM_READ_PROT, UC_MEM_READ_UNMAPPED, UC_MEM_WRITE,
                     UC_MEM_WRITE_PROT, UC_MEM_WRITE_UNMAPPED, UC_PROT_EXEC, UC_PROT_READ,
                     UC_PROT_WRITE, Uc, UcError)
from unicorn.unicorn_const import UC_CTL_IO_WRITE, UC_CTL_TLB_FLUSH, UC_TLB_VIRTUAL

__all__ = ["VirtualTlb", "TRAP_BASE", "flush"]

#: The first trap page: no guest address (47 bits at most) or Unicorn region reaches it.
TRAP_BASE = 1 << 62
_TRAP_END = (1 << 64) - 1
_PAGE_MASK = ~0xFFF

#: what an access needs of a page's protection
_NEEDS = {UC_MEM_READ: UC_PROT_READ, UC_MEM_WRITE: UC_PROT_WRITE,
          UC_MEM_FETCH: UC_PROT_EXEC}
#: the unmapped kind Unicorn reports at a trap page -> the protection fault it stands for
_PROT_KIND = {UC_MEM_READ_UNMAPPED: UC_MEM_READ_PROT,
              UC_MEM_WRITE_UNMAPPED: UC_MEM_WRITE_PROT,
              UC_MEM_FETCH_UNMAPPED: UC_MEM_FETCH_PROT}


class _Entry(ctypes.Structure):
    _fields_ = [("paddr", ctypes.c_uint64), ("perms", ctypes.c_uint32)]


_FILL = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_int,
                         ctypes.POINTER(_Entry), ctypes.c_void_p)


def flush(uc):
    """Drop every TLB entry of ``uc`` (after a protection change)."""
    uc.ctl(UC_CTL_TLB_FLUSH, UC_CTL_IO_WRITE)


class VirtualTlb:
    """The TLB fill hook and the trap-page fault hook of one emulator.

    ``mem`` is the machine's Memory: its host page table (``_pages``, memory.map_host)
    names each mapped page's protection; a page it does not know is looked up in
    Unicorn's own regions. ``on_fault(kind, address)`` receives each fault as a
    ``UC_MEM_*_UNMAPPED`` or ``UC_MEM_*_PROT`` kind and the guest address; it returns
    nothing, and the access fails (emu_start raises)."""

    def __init__(self, uc, mem, on_fault, top):
        self.uc, self.mem, self.on_fault = uc, mem, on_fault
        #: the page of emu_start's end address (the top of the address space), where
        #: nothing is ever mapped: left to Unicorn's own fill (see install)
        self.top = top & _PAGE_MASK
        #: guest page -> trap page, and the trap pages' guest pages in order
        self._trap_of, self._traps = {}, []
        #: Unicorn's regions, sorted, for pages outside the host page table (None: stale)
        self._regions = None
        self.fills = 0

    def install(self):
        """Switch ``uc`` to the virtual TLB and add the two hooks (before it runs code)."""
        uc = self.uc
        uc.ctl_set_tlb_mode(UC_TLB_VIRTUAL)
        # Every emu_start looks up the code at its end address once it returns (to drop
        # a translation there), and Unicorn keeps no entry of an unmapped page: the top
        # page is left to Unicorn's own fill (the page itself, with just the access's
        # permission), which makes no Python call per batch; an access there is unmapped
        # and reported by a hook of its own, at its address.
        below = self.top - 1
        lib = getattr(sys.modules.get(Uc.__module__), "uclib", None)
        if lib is None or getattr(uc, "_uch", None) is None:
            uc.hook_add(UC_HOOK_TLB_FILL, self._fill_binding, None, 0, below)
        else:
            cb = _FILL(self._fill_c)
            handle = ctypes.c_size_t()
            err = lib.uc_hook_add(uc._uch, ctypes.byref(handle), UC_HOOK_TLB_FILL,
                                  ctypes.cast(cb, ctypes.c_void_p), None,
                                  ctypes.c_uint64(0), ctypes.c_uint64(below))
            if err:
                raise UcError(err)
            # the emulator's lifetime is the callback's: keep it from being collected
            uc.__dict__.setdefault("_wineagent_callbacks", []).append(cb)
        traps_end = below if self.top > TRAP_BASE else _TRAP_END
        uc.hook_add(UC_HOOK_MEM_UNMAPPED, self._on_trap, None, TRAP_BASE, traps_end)
        uc.hook_add(UC_HOOK_MEM_UNMAPPED, self._on_top, None, self.top, self.top | 0xFFF)

    # -- the page table ------------------------------------------------------------
    def perms(self, page):
        """The Unicorn protection of the page at ``page`` (page-aligned), None when
        nothing is mapped there."""
        hit = self.mem._pages.get(page >> 12)
        if hit is not None:
            return hit[5]
        regions = self._regions
        if regions is None:
            regions = self._regions = sorted(self.uc.mem_regions())
            self._begins = [r[0] for r in regions]
        i = bisect.bisect_right(self._begins, page) - 1
        if i >= 0 and page <= regions[i][1]:
            return regions[i][2]
        return None

    def flush(self):
        """Drop every TLB entry (a protection changed: the entries hold the old one)."""
        flush(self.uc)

    def changed(self):
        """The mapping changed (a region mapped, unmapped or protected): forget the copy
        of Unicorn's region list."""
        self._regions = None

    # -- hooks -----------------------------------------------------------------------
    def _fill(self, vaddr, access, entry):
        self.fills += 1
        perms = self.perms(vaddr)
        need = _NEEDS.get(access, UC_PROT_READ)
        if perms is not None and perms & need:
            entry.paddr, entry.perms = vaddr, perms
            return
        trap = self._trap_of.get(vaddr)
        if trap is None:
            trap = self._trap_of[vaddr] = TRAP_BASE + (len(self._traps) << 12)
            self._traps.append(vaddr)
        entry.paddr, entry.perms = trap, need

    def _fill_c(self, _h, vaddr, access, entry, _key):
        try:
            self._fill(vaddr, access, entry[0])
            return True
        except BaseException as e:  # noqa: BLE001 - handed to emu_start, as the binding does
            uc = self.uc
            if getattr(uc, "_hook_exception", None) is None:
                uc._hook_exception = e
            uc.emu_stop()
            return False

    def _fill_binding(self, _uc, vaddr, access, entry, _data):
        self._fill(vaddr, access, entry)
        return True

    def _on_top(self, _uc, kind, address, _size, _value, _data):
        self.on_fault(kind, address)
        return False

    def _on_trap(self, _uc, kind, paddr, _size, _value, _data):
        index = (paddr - TRAP_BASE) >> 12
        if index >= len(self._traps):
            return False
        address = self._traps[index] + (paddr & 0xFFF)
        if self.perms(address & _PAGE_MASK) is not None:
            kind = _PROT_KIND.get(kind, kind)
        self.on_fault(kind, address)
        return False
