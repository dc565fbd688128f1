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
  Unicorn region's: a data page is read/write only, so its stores go to the host buffer
  directly; an executable page keeps "execute", so stores into it still drop the code
  translated from it, as self-modifying code and JITs need). The protections are kept
  in a page table of ours (:class:`PageTable`, one byte a page), which Memory updates
  with every map, unmap and protection change; on an x86-64 host the fill is 20 machine
  instructions reading it (a Python fill costs ~2 us, and a program whose working set
  outgrows the TLB's 256 entries misses on every access), with Python only for what
  follows.
- **Fault.** An access the page does not allow (nothing mapped there, or a protection
  that refuses it: a read of PAGE_NOACCESS, a write into a read-only page, execution of a
  data page) is mapped instead to a *trap page*: a physical page above everything mapped
  (from :data:`TRAP_BASE` on), one per faulting guest page. Nothing is mapped there, so the
  access stops in Unicorn's unmapped-memory path, and the one invalid-memory hook, bounded
  to the trap range, is told the exact physical address: the guest address, its access
  (read, write, fetch) and whether the page is mapped (a protection fault) or not. The
  machine gets it as the old global hook gave it (``on_fault(kind, address)`` with the
  same ``UC_MEM_*`` kinds), and ``emu_start`` fails as before (as an unmapped access).
- **The top page**, where emu_start's end address lies (nothing is mapped there), is left
  to Unicorn's own fill (the page itself with just the access's permission): every
  emu_start looks up the code at its end address as it returns, and Unicorn keeps no TLB
  entry of an unmapped page, so our fill there would run once a batch. An access there is
  unmapped and reported, at its address, by a hook bounded to that page.

Declining a fill instead would raise the fault too, but Unicorn reports it with no
address (``UC_ERR_EXCEPTION``), and the hook sees only the page.

The rule for everything that changes a mapping or a protection: tell the page table
(Memory does), and flush the TLB after a protection change (Unicorn flushes it itself
when a region is mapped or unmapped, and when a page's writability changes, not when
"execute" or "read" alone does), or a stale entry keeps the old protection.
"""

import bisect
import ctypes
import mmap
import sys

from unicorn import (UC_HOOK_MEM_UNMAPPED, UC_HOOK_TLB_FILL, UC_MEM_FETCH,
                     UC_MEM_FETCH_PROT, UC_MEM_FETCH_UNMAPPED, UC_MEM_READ,
                     UC_MEM_READ_PROT, UC_MEM_READ_UNMAPPED, UC_MEM_WRITE,
                     UC_MEM_WRITE_PROT, UC_MEM_WRITE_UNMAPPED, UC_PROT_EXEC, UC_PROT_READ,
                     UC_PROT_WRITE, Uc, UcError)
from unicorn.unicorn_const import UC_CTL_IO_WRITE, UC_CTL_TLB_FLUSH, UC_TLB_VIRTUAL
from .nativecode import executable

__all__ = ["VirtualTlb", "PageTable", "TRAP_BASE", "NATIVE", "flush"]

#: The first trap page: no guest address (47 bits at most) or Unicorn region reaches it.
TRAP_BASE = 1 << 62
_TRAP_END = (1 << 64) - 1
_PAGE_MASK = ~0xFFF
_CHUNK_BITS = 32                # one table of 2**20 bytes per 4 GB of guest addresses
_CHUNK_PAGES = 1 << (_CHUNK_BITS - 12)
#: a page table byte: the Unicorn protection (bits 0-2) of a mapped page, with this bit
#: so that a mapped PAGE_NOACCESS page is not 0 (nothing mapped)
_MAPPED = 0x08

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


class _Context(ctypes.Structure):
    """What the machine-code fill reads (its user data)."""
    _fields_ = [("top", ctypes.c_void_p),           # chunk table addresses, or 0
                ("count", ctypes.c_uint64),         # how many chunks the top table has
                ("fallback", ctypes.c_void_p),      # the Python fill (a ctypes callback)
                ("fills", ctypes.c_uint64)]         # fills so far


# The fill hook (uc, vaddr, type, entry, context) in x86-64 System V machine code:
#
#     inc qword [r8+0x18]            ; context.fills
#     mov rax, rsi ; shr rax, 32     ; the 4 GB chunk of the (page-aligned) address
#     cmp rax, [r8+8] ; jae python   ; past the top table
#     mov r9, [r8] ; mov r9, [r9+rax*8] ; test r9, r9 ; jz python   ; no chunk table
#     mov eax, esi ; shr eax, 12 ; movzx eax, byte [r9+rax] ; and eax, 7  ; protection
#     lea r10d, [rdx-16] ; bt eax, r10d ; jnc python   ; UC_MEM_READ/WRITE/FETCH = 16/17/18
#     mov [rcx], rsi ; mov [rcx+8], eax ; mov eax, 1 ; ret    ; the page, its protection
#   python:
#     jmp [r8+0x10]                  ; the Python fill, with the same arguments
_CODE = bytes.fromhex(
    "49ff4018" "4889f0" "48c1e820" "493b4008" "732f" "4d8b08" "4d8b0cc1" "4d85c9" "7423"
    "89f0" "c1e80c" "410fb60401" "83e007" "448d52f0" "440fa3d0" "730c" "488931" "894108"
    "b801000000" "c3" "41ff6010")


_LIB = getattr(sys.modules.get(Uc.__module__), "uclib", None)
_NATIVE_FILL = executable(_CODE) if _LIB is not None else None
#: True when the TLB is filled by the machine-code hook (else by the Python one).
NATIVE = _NATIVE_FILL is not None


def flush(uc):
    """Drop every TLB entry of ``uc`` (after a protection change)."""
    uc.ctl(UC_CTL_TLB_FLUSH, UC_CTL_IO_WRITE)


class PageTable:
    """The Unicorn protection of every mapped guest page, one byte a page (0: nothing
    mapped), in one table of 2**20 bytes per 4 GB of addresses that holds a mapping:
    private anonymous mappings, committed by the host as they are written and copied on
    write by ``os.fork``. ``chunks`` is how many 4 GB chunks the address space has (1
    for a 32-bit program, 2**15 for the 47-bit user half of a 64-bit one)."""

    def __init__(self, chunks):
        self.context = _Context(0, chunks, 0, 0)
        self._top = mmap.mmap(-1, 8 * chunks, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        self._top_view = (ctypes.c_uint64 * chunks).from_buffer(self._top)
        self.context.top = ctypes.addressof(self._top_view)
        self._chunks = {}           # chunk number -> its mmap

    def set(self, base, size, perms):
        """Pages [base, base + size) (page-aligned) now have Unicorn protection
        ``perms``; None: nothing is mapped there any more."""
        value = 0 if perms is None else _MAPPED | (perms & 7)
        page, end = base >> 12, (base + size) >> 12
        while page < end:
            chunk = page // _CHUNK_PAGES
            stop = min(end, (chunk + 1) * _CHUNK_PAGES)
            table = self._chunks.get(chunk)
            if table is None:
                if value == 0 or chunk >= self.context.count:
                    page = stop
                    continue
                table = self._chunks[chunk] = mmap.mmap(
                    -1, _CHUNK_PAGES, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
                self._top_view[chunk] = ctypes.addressof(ctypes.c_char.from_buffer(table))
            lo = page - chunk * _CHUNK_PAGES
            table[lo:lo + stop - page] = bytes((value,)) * (stop - page)
            page = stop

    def get(self, page):
        """The Unicorn protection of the page at ``page`` (page-aligned), None when
        nothing is mapped there."""
        table = self._chunks.get(page >> _CHUNK_BITS)
        if table is None:
            return None
        value = table[(page >> 12) % _CHUNK_PAGES]
        return value & 7 if value else None


class VirtualTlb:
    """The TLB fill hook and the fault hooks of one emulator.

    ``on_fault(kind, address)`` receives each fault as a ``UC_MEM_*_UNMAPPED`` or
    ``UC_MEM_*_PROT`` kind and the guest address; the access fails (emu_start raises).
    ``top`` is emu_start's end address; ``wide``: a 64-bit program."""

    def __init__(self, uc, on_fault, top, wide=False):
        self.uc, self.on_fault = uc, on_fault
        #: the page of emu_start's end address (the top of the address space)
        self.top = top & _PAGE_MASK
        self.table = PageTable(1 << 15 if wide else 1)
        #: guest page -> trap page, and the trap pages' guest pages in order
        self._trap_of, self._traps = {}, []
        #: Unicorn's regions, sorted, for pages the table does not know (None: stale)
        self._regions = None
        #: fills made in Python (all of them where there is no machine-code fill)
        self.python_fills = 0

    @property
    def fills(self):
        """TLB fills so far (our hook's: the top page's are Unicorn's own)."""
        return self.table.context.fills

    def install(self):
        """Switch ``uc`` to the virtual TLB, enter its regions in the page table and add
        the hooks (before it runs code)."""
        uc = self.uc
        for begin, end, perms in uc.mem_regions():
            self.table.set(begin, end + 1 - begin, perms)
        uc.ctl_set_tlb_mode(UC_TLB_VIRTUAL)
        below = self.top - 1
        handle = getattr(uc, "_uch", None)
        if _LIB is None or handle is None:
            uc.hook_add(UC_HOOK_TLB_FILL, self._fill_binding, None, 0, below)
        else:
            cb = _FILL(self._fill_c)
            context = self.table.context
            context.fallback = ctypes.cast(cb, ctypes.c_void_p).value
            hook = _NATIVE_FILL if NATIVE else context.fallback
            hh = ctypes.c_size_t()
            err = _LIB.uc_hook_add(handle, ctypes.byref(hh), UC_HOOK_TLB_FILL,
                                   ctypes.c_void_p(hook), ctypes.byref(context),
                                   ctypes.c_uint64(0), ctypes.c_uint64(below))
            if err:
                raise UcError(err)
            # the emulator's lifetime is the callback's and the table's: keep them
            uc.__dict__.setdefault("_wineagent_callbacks", []).extend((cb, self.table))
        traps_end = below if self.top > TRAP_BASE else _TRAP_END
        uc.hook_add(UC_HOOK_MEM_UNMAPPED, self._on_trap, None, TRAP_BASE, traps_end)
        uc.hook_add(UC_HOOK_MEM_UNMAPPED, self._on_top, None, self.top, self.top | 0xFFF)

    # -- what Memory tells it ----------------------------------------------------------
    def mapped(self, base, size, perms):
        """[base, base + size) was mapped with Unicorn protection ``perms`` (Unicorn
        flushes the TLB itself)."""
        self._regions = None
        self.table.set(base, size, perms)

    def unmapped(self, base, size):
        """[base, base + size) was unmapped (Unicorn drops its pages' entries)."""
        self._regions = None
        self.table.set(base, size, None)

    def protected(self, base, size, perms):
        """[base, base + size) now has Unicorn protection ``perms``: every TLB entry is
        dropped, as one may hold the old protection."""
        self._regions = None
        self.table.set(base, size, perms)
        flush(self.uc)

    # -- lookups -----------------------------------------------------------------------
    def perms(self, page):
        """The Unicorn protection of the page at ``page`` (page-aligned), None when
        nothing is mapped there."""
        perms = self.table.get(page)
        if perms is not None:
            return perms
        # not in the table: a region mapped behind Memory's back (none should be)
        regions = self._regions
        if regions is None:
            regions = self._regions = sorted(self.uc.mem_regions())
            self._begins = [r[0] for r in regions]
        i = bisect.bisect_right(self._begins, page) - 1
        if i >= 0 and page <= regions[i][1]:
            return regions[i][2]
        return None

    # -- hooks -----------------------------------------------------------------------
    def _fill(self, vaddr, access, entry):
        self.python_fills += 1
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
            if not NATIVE:
                self.table.context.fills += 1
            self._fill(vaddr, access, entry[0])
            return True
        except BaseException as e:  # noqa: BLE001 - handed to emu_start, as the binding does
            uc = self.uc
            if getattr(uc, "_hook_exception", None) is None:
                uc._hook_exception = e
            uc.emu_stop()
            return False

    def _fill_binding(self, _uc, vaddr, access, entry, _data):
        self.table.context.fills += 1
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
