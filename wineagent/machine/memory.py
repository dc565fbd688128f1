"""Guest address space: typed reads/writes and region bookkeeping over Unicorn memory.

The guest sees a flat 32-bit space. We keep our own list of mapped regions (base, size,
protection, tag) because Unicorn's own list does not remember *why* a region exists, and
VirtualQuery must answer with the allocation base and state the mingw CRT expects.

Guest memory lives in host buffers this module owns (``map_host``: an anonymous private
mapping per allocation, given to Unicorn with ``uc_mem_map_ptr``), so reads and writes
from Python are slices of a memoryview, not calls into the emulator (bench/README.md,
"Guest memory in host buffers"). What such a write does not do, ``uc_mem_write`` did not
do either in unicorn 2.1: neither invalidates code Unicorn already translated from the
page (a writer of code flushes, as fpflags.py does), and both write through a page's
protection. A read or write that leaves its buffer (it crosses into the next allocation,
or into nothing) goes through Unicorn's C functions, which raise as before.
"""

import codecs
import ctypes
import itertools
import mmap
import struct
import sys
import types

from unicorn import Uc, UcError
from unicorn import UC_PROT_ALL, UC_PROT_EXEC, UC_PROT_NONE, UC_PROT_READ, UC_PROT_WRITE

from .vtlb import flush as flush_tlb

#: the codec error handler for code page 1252 as Windows converts it: the five bytes the
#: code page leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) decode to the C1 controls of
#: the same value and those controls encode back to them, so a byte string (UTF-8 text
#: printed by a C program, say) keeps every byte on its way through a str; any other
#: character cp1252 lacks still encodes as "?"
CP1252_GAPS = "wineagent-cp1252-gaps"
_GAP_BYTES = frozenset(b"\x81\x8d\x8f\x90\x9d")


def _cp1252_gaps(err):
    bad = err.object[err.start:err.end]
    if isinstance(err, UnicodeDecodeError):
        return "".join(chr(b) for b in bad), err.end
    if isinstance(err, UnicodeEncodeError):
        return bytes(ord(ch) if ord(ch) in _GAP_BYTES else 0x3F for ch in bad), err.end
    raise err


codecs.register_error(CP1252_GAPS, _cp1252_gaps)

__all__ = ["Memory", "PAGE", "align_up", "bare_c_function", "PAGE_PROTECT_TO_UC",
           "UC_TO_PAGE_PROTECT", "MAX_GUEST_MEMORY", "GuestMemoryExhausted", "SharedPages",
           "TRAP_WATCH", "TRAP_COPY"]

PAGE = 0x1000

#: reads up to this many bytes go through one reused buffer (Memory.read)
SMALL_READ = 512

# Guest memory mapped at once, all kinds together (image, heap, VirtualAlloc, stack...).
# Unicorn commits pages lazily, but each mapping costs host address space: the cap keeps
# a program that asks for everything within a predictable bound (docs/emulator.md).
MAX_GUEST_MEMORY = 1 << 30

# Windows PAGE_* protection constants -> Unicorn protection bits.
PAGE_PROTECT_TO_UC = {
    0x01: UC_PROT_NONE,                                  # PAGE_NOACCESS
    0x02: UC_PROT_READ,                                  # PAGE_READONLY
    0x04: UC_PROT_READ | UC_PROT_WRITE,                  # PAGE_READWRITE
    0x08: UC_PROT_READ | UC_PROT_WRITE,                  # PAGE_WRITECOPY
    0x10: UC_PROT_EXEC,                                  # PAGE_EXECUTE
    0x20: UC_PROT_READ | UC_PROT_EXEC,                   # PAGE_EXECUTE_READ
    0x40: UC_PROT_ALL,                                   # PAGE_EXECUTE_READWRITE
    0x80: UC_PROT_ALL,                                   # PAGE_EXECUTE_WRITECOPY
}
#: PAGE_EXECUTE, _READ, _READWRITE, _WRITECOPY: the protections whose pages run code
PAGE_EXECUTE_ANY = 0xF0
#: the two that are also writable (PAGE_EXECUTE_READWRITE, PAGE_EXECUTE_WRITECOPY)
PAGE_EXECUTE_WRITABLE = (0x40, 0x80)
UC_TO_PAGE_PROTECT = {
    UC_PROT_NONE: 0x01, UC_PROT_READ: 0x02, UC_PROT_READ | UC_PROT_WRITE: 0x04,
    UC_PROT_EXEC: 0x10, UC_PROT_READ | UC_PROT_EXEC: 0x20, UC_PROT_ALL: 0x40,
    UC_PROT_WRITE | UC_PROT_EXEC: 0x40, UC_PROT_WRITE: 0x04,
}

_U32 = struct.Struct("<I")
_I32 = struct.Struct("<i")
_U16 = struct.Struct("<H")
_U64 = struct.Struct("<Q")


def map_host(uc, pages, base, runs):
    """Map one allocation at ``base`` over a new zeroed host buffer: ``runs`` is
    [(offset, size, Unicorn protection), ...] covering it in order, page-aligned, each
    mapped as a Unicorn region of its own over its slice of the buffer. Enters the
    allocation's pages in ``pages``: {page number: (memoryview, first address, end
    address, mmap, the mmap's first address)}. On failure nothing stays mapped.

    The buffer is a private anonymous mapping: committed by the host as it is touched
    (as Unicorn's own memory is), and copied on write by ``os.fork`` (state/forking.py)
    instead of shared with the child. It lives as long as an entry of ``pages`` names
    it: its owner unmaps it from Unicorn before dropping the entries."""
    size = sum(n for _, n, _ in runs)
    mm = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
    done = 0
    try:
        for off, n, perms in runs:
            view = ctypes.c_char.from_buffer(mm, off)
            try:
                uc.mem_map_ptr(base + off, n, perms, ctypes.addressof(view))
            finally:
                del view                # (an export of the mmap while it lives)
            done = off + n
    except Exception:
        if done:
            uc.mem_unmap(base, done)
        raise
    entry = (memoryview(mm), base, base + size, mm, base)
    first = base >> 12
    for page in range(first, first + (size >> 12)):
        pages[page] = entry
    return mm


def _give_back(run):
    """Let the host take back the pages of ``run`` ([mmap, offset, end]; None: nothing)
    of a buffer whose other pages stay mapped: they read as zero if touched again."""
    if run is not None and hasattr(run[0], "madvise"):
        run[0].madvise(mmap.MADV_DONTNEED, run[1], run[2] - run[1])


def bare_c_function(uc, name):
    """Unicorn's C function ``name`` as a ctypes pointer with no declared argument types,
    or None where the binding hides its library or the engine (a closed machine).

    The binding declares ``argtypes``, so each call converts every argument through its
    type's ``from_param``: about half of a small ``uc_mem_read``/``uc_reg_read`` call,
    and every API call makes two or three of them (bench/bench_gdi.py). Callers of this
    pointer pass arguments already typed — a ``c_void_p`` engine handle, ``c_uint64``
    addresses, ``c_size_t`` sizes, ``byref`` buffers, a register id as a C int — which
    ctypes hands over without conversion. The result is the C ``int`` error code."""
    lib = getattr(sys.modules.get(Uc.__module__), "uclib", None)
    if lib is None or getattr(uc, "_uch", None) is None:
        return None
    return lib._FuncPtr((name, lib))


def align_up(value, alignment=PAGE):
    """Round ``value`` up to a multiple of ``alignment`` (a power of two)."""
    return (value + alignment - 1) & ~(alignment - 1)


#: Memory.trap_writes kinds: a write-watched page (its first write is recorded in
#: ``Memory.written``) and a copy-on-write page (its first write gives it a private copy)
TRAP_WATCH, TRAP_COPY = "watch", "copy"


class SharedPages:
    """A zeroed host buffer of whole pages that several mappings name: a section's pages,
    which each of its views maps (Memory.map_shared). A state saves it as its bytes (no
    ``__setstate__``: the state loader sets attributes only), and a loaded one makes its
    buffer from them when first asked (``mm``); ``Memory.attach_host_pages`` then maps the
    loaded memory's shared pages over it again, so views saved sharing share again."""

    def __init__(self, size):
        self._mm = mmap.mmap(-1, max(PAGE, align_up(size)),
                             flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)

    @property
    def mm(self):
        """The host buffer (an mmap)."""
        mm = self.__dict__.get("_mm")
        if mm is None:
            size, data = self.__dict__.pop("size", 0), self.__dict__.pop("data", b"")
            if type(size) is not int or not 0 < size <= MAX_GUEST_MEMORY or \
                    size % PAGE or type(data) is not bytes or len(data) > size:
                raise ValueError("shared pages of a bad size in a state")
            mm = self._mm = mmap.mmap(-1, size, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
            mm[:len(data)] = data
        return mm

    def __len__(self):
        return len(self.mm)

    def __getitem__(self, key):
        return self.mm[key]

    def __setitem__(self, key, value):
        self.mm[key] = value

    def __getstate__(self):
        return {"size": len(self.mm), "data": self.mm[:].rstrip(b"\0")}


class GuestMemoryExhausted(MemoryError):
    """A mapping would take the guest past MAX_GUEST_MEMORY."""


class Region:
    """One mapped allocation: what VirtualQuery reports as an allocation."""

    __slots__ = ("base", "size", "protect", "tag")

    def __init__(self, base, size, protect, tag):
        self.base, self.size, self.protect, self.tag = base, size, protect, tag

    def __repr__(self):
        return "Region(%#x, %#x, %#x, %r)" % (self.base, self.size, self.protect, self.tag)


class Memory:
    """Typed access to guest memory plus a region table and a simple free-range allocator."""

    #: The program's pointer size (8 for a PE32+ program: cpu64.Machine64 sets it):
    #: what ``uptr``/``wptr`` read and write. A class default, so states saved before it
    #: existed load as 32-bit.
    ptr_size = 4

    def __init__(self, uc, limit=MAX_GUEST_MEMORY):
        self.uc = uc
        self.regions = []   # sorted by base
        self.reserved = []  # (base, size, tag): ranges kept for a lazily mapped owner
        self.limit = limit
        self.mapped = 0     # bytes mapped now
        self.peak_mapped = 0    # the most bytes ever mapped at once
        #: page number -> (memoryview, first address, end, mmap, mmap's first address)
        #: of the host buffer behind it (map_host); never saved with a state
        self._pages = {}
        self.code_writable = []     # [start, end) ranges both writable and executable

    # -- mapping -------------------------------------------------------------
    def map(self, base, size, protect=0x04, tag=""):
        """Map ``size`` bytes at ``base`` with a Windows PAGE_* protection; returns base.

        Raises GuestMemoryExhausted past the cap (nothing is mapped then).
        """
        return self.map_runs(base, [(0, align_up(size), protect)], protect, tag)

    def map_runs(self, base, runs, protect=0x04, tag=""):
        """Map one allocation made of consecutive page runs, each with its own PAGE_*
        protection: ``runs`` is [(offset, size, protect), ...] covering it in order.

        The loader maps an image this way instead of protecting pages of one mapping
        afterwards (each partial mem_protect makes Unicorn split and map again). The
        allocation is one host buffer; each run is a Unicorn region over its slice.
        """
        size = sum(n for _, n, _ in runs)
        if size % PAGE or any(off % PAGE for off, _, _ in runs):
            raise ValueError("page runs must be page-aligned")
        if self.mapped + size > self.limit:
            raise GuestMemoryExhausted("guest memory cap of %d MiB reached (%d MiB wanted)"
                                       % (self.limit >> 20, size >> 20))
        if "_pages" not in self.__dict__:
            self._pages = {}
        uc_runs = [(off, n, PAGE_PROTECT_TO_UC.get(prot & 0xFF, UC_PROT_ALL)) for off, n, prot in runs]
        map_host(self.uc, self._pages, base, uc_runs)
        if self.tlb is not None:
            for off, n, perms in uc_runs:
                self.tlb.mapped(base + off, n, perms)
        self.mapped += size
        self.peak_mapped = max(getattr(self, "peak_mapped", 0), self.mapped)
        for off, n, prot in runs:
            self._mark_code_writable(base + off, base + off + n, prot)
        self.regions.append(Region(base, size, protect, tag))
        self.regions.sort(key=lambda r: r.base)
        return base

    def map_shared(self, base, size, protect, tag, shared, offset):
        """Map ``size`` bytes at ``base`` over bytes [offset, offset + size) of ``shared``
        (SharedPages), a host buffer that other mappings (of this machine or another
        process's) name too: a section's views share its pages, so a write through one is
        seen by all. The buffer is its owner's: unmapping gives none of it back to the
        host. The pages are remembered (``shared_pages``) so that a state maps them over
        the buffer again when it is loaded."""
        size = align_up(size)
        mm = shared.mm
        if self.mapped + size > self.limit:
            raise GuestMemoryExhausted("guest memory cap of %d MiB reached (%d MiB wanted)"
                                       % (self.limit >> 20, size >> 20))
        if "_pages" not in self.__dict__:
            self._pages = {}
        perms = PAGE_PROTECT_TO_UC.get(protect & 0xFF, UC_PROT_ALL)   # PAGE_GUARD & co. aside
        view = ctypes.c_char.from_buffer(mm, offset)
        try:
            self.uc.mem_map_ptr(base, size, perms, ctypes.addressof(view))
        finally:
            del view                    # (an export of the mmap while it lives)
        entry = (memoryview(mm)[offset:offset + size], base, base + size, mm, base - offset)
        for page in range(base >> 12, (base + size) >> 12):
            self._pages[page] = entry
        self.__dict__.setdefault("_shared", set()).add(id(mm))
        if not self.__dict__.get("shared_pages"):
            self.shared_pages = {}
        for i in range(size >> 12):
            self.shared_pages[(base >> 12) + i] = (shared, offset + (i << 12))
        if self.tlb is not None:
            self.tlb.mapped(base, size, perms)
        self.mapped += size
        self.peak_mapped = max(getattr(self, "peak_mapped", 0), self.mapped)
        self._mark_code_writable(base, base + size, protect)
        self.regions.append(Region(base, size, protect, tag))
        self.regions.sort(key=lambda r: r.base)
        return base

    def reserve(self, base, size, tag=""):
        """Keep [base, base + size) for an owner that maps it later (the heap grows into
        its range): find_free and is_free treat it as taken; map() inside it works."""
        self.reserved.append((base, align_up(size), tag))
        self.reserved.sort()

    def unreserve(self, base):
        """Give back the kept range that starts at ``base`` (pages mapped inside it stay
        mapped); returns False if there is none."""
        for i, (b, _s, _t) in enumerate(self.reserved):
            if b == base:
                del self.reserved[i]
                return True
        return False

    def _taken(self):
        """(base, size) of mapped regions and reservations, sorted by base."""
        return sorted([(r.base, r.size) for r in self.regions] +
                      [(b, s) for b, s, _ in self.reserved])

    def is_free(self, base, size):
        """True when no byte of [base, base + size) is mapped or reserved."""
        end = base + align_up(size)
        return all(b + s <= base or b >= end for b, s in self._taken())

    def unmap(self, base):
        """Unmap the region that starts at ``base``; returns False if there is none."""
        for i, r in enumerate(self.regions):
            if r.base == base:
                self.uc.mem_unmap(r.base, r.size)
                if self.tlb is not None:
                    self.tlb.unmapped(r.base, r.size)
                self._forget(r.base, r.size)
                self._mark_code_writable(r.base, r.base + r.size, 0)
                self.mapped -= r.size
                del self.regions[i]
                return True
        return False

    def unmap_range(self, base, size):
        """Unmap every mapped page of [base, base + size) (page-aligned), splitting the
        regions it cuts: what is left of a region keeps its protection and tag."""
        end = base + size
        kept = []
        for r in self.regions:
            lo, hi = max(r.base, base), min(r.base + r.size, end)
            if lo >= hi:
                kept.append(r)
                continue
            self.uc.mem_unmap(lo, hi - lo)
            if self.tlb is not None:
                self.tlb.unmapped(lo, hi - lo)
            self._forget(lo, hi - lo)
            self._mark_code_writable(lo, hi, 0)
            self.mapped -= hi - lo
            if r.base < lo:
                kept.append(Region(r.base, lo - r.base, r.protect, r.tag))
                self._narrow(r.base, lo - r.base)
            if hi < r.base + r.size:
                kept.append(Region(hi, r.base + r.size - hi, r.protect, r.tag))
                self._narrow(hi, r.base + r.size - hi)
        self.regions = sorted(kept, key=lambda r: r.base)

    def host_generation(self):
        """A C counter (``ctypes.c_uint64``, made once and kept) that changes whenever a
        host page is dropped or narrowed, or the table replaced: machine code that kept
        a host address of guest memory (cpu.py's thunk hook: the stack it reads a call's
        arguments from) compares it with the value it saw, and asks again when it
        differs."""
        gen = self.__dict__.get("_host_gen")
        if gen is None:
            gen = self._host_gen = ctypes.c_uint64(0)
        return gen

    def _host_pages_changed(self):
        gen = self.__dict__.get("_host_gen")
        if gen is not None:
            gen.value += 1

    def _forget(self, base, size):
        """Drop the host pages of [base, base + size), just unmapped from Unicorn, and
        give their memory back to the host (the rest of their buffer stays)."""
        self._host_pages_changed()
        first, end = base >> 12, (base + size) >> 12
        for name in ("shared_pages", "write_traps", "guard_pages", "hidden_pages",
                     "execute_lent"):
            table = self.__dict__.get(name)
            if table:
                # whichever is shorter: the range's pages, or the table's
                pages = range(first, end) if end - first < len(table) else \
                    [p for p in table if first <= p < end]
                for page in pages:
                    if isinstance(table, set):      # guard_pages, hidden_pages
                        table.discard(page)
                    else:
                        table.pop(page, None)
        pages = self.__dict__.get("_pages")
        if not pages:
            return
        first = base >> 12
        run = None                      # [mmap, offset, end] of pages to give back
        shared = self.__dict__.get("_shared", ())
        for page in range(first, first + (size >> 12)):
            entry = pages.pop(page, None)
            if entry is None or id(entry[3]) in shared:    # a section's: it keeps them
                continue
            mm, at = entry[3], (page << 12) - entry[4]
            if run is not None and run[0] is mm and run[2] == at:
                run[2] = at + PAGE
                continue
            _give_back(run)
            run = [mm, at, at + PAGE]
        _give_back(run)

    def _narrow(self, base, size):
        """Make the host pages of [base, base + size) name only that range of their
        buffer, so that an access past it goes to Unicorn (and fails there as an
        access to unmapped memory does)."""
        self._host_pages_changed()
        pages = self.__dict__.get("_pages")
        if not pages:
            return
        first = base >> 12
        made = {}
        for page in range(first, first + (size >> 12)):
            entry = pages.get(page)
            if entry is None:
                continue
            new = made.get(id(entry))
            if new is None:
                view, start, end, mm, mbase = entry
                lo, hi = max(start, base), min(end, base + size)
                new = made[id(entry)] = (view[lo - start:hi - start], lo, hi, mm, mbase)
            pages[page] = new

    def attach_host_pages(self, pages):
        """Take ``pages`` (map_host's table) as the host buffers behind this memory: a
        savestate maps the loaded memory over new buffers before the Memory object is
        rebuilt (state/session.py). Pages a section's views shared when the state was
        saved (``shared_pages``) are mapped over its loaded buffer again."""
        self._host_pages_changed()
        self._pages = pages
        shared = self.__dict__.get("shared_pages")
        if not shared:
            return
        regions = sorted(self.uc.mem_regions())
        run = None                  # [first page, end page, SharedPages, offset, perms]
        for page in sorted(shared) + [None]:
            if page is not None:
                buf, off = shared[page]
                addr = page << 12
                perms = next((p for b, e, p in regions if b <= addr <= e), None)
                if perms is None:
                    raise ValueError("a shared page at %#x is not mapped" % addr)
                if run is not None and run[1] == page and run[2] is buf and \
                        run[3] + ((page - run[0]) << 12) == off and run[4] == perms:
                    run[1] = page + 1
                    continue
            if run is not None:
                self._share_again(*run)
            if page is not None:
                run = [page, page + 1, buf, off, perms]

    def _share_again(self, first, end, shared, offset, perms):
        """attach_host_pages: map pages [first, end) over ``shared`` from ``offset``
        instead of the private copy a loaded state gave them."""
        base, size, mm = first << 12, (end - first) << 12, shared.mm
        self.uc.mem_unmap(base, size)
        view = ctypes.c_char.from_buffer(mm, offset)
        try:
            self.uc.mem_map_ptr(base, size, perms, ctypes.addressof(view))
        finally:
            del view
        entry = (memoryview(mm)[offset:offset + size], base, base + size, mm, base - offset)
        for page in range(first, end):
            self._pages[page] = entry
        self.__dict__.setdefault("_shared", set()).add(id(mm))

    def release(self):
        """Drop the host buffers: the engine that mapped them is closed (Machine.close),
        so nothing reads them again; accesses from now on go to the closed engine."""
        self._host_pages_changed()
        self.__dict__.pop("_pages", None)

    def region_at(self, addr):
        """The region containing ``addr``, or None."""
        for r in self.regions:
            if r.base <= addr < r.base + r.size:
                return r
        return None

    def find_free(self, size, start, end):
        """Lowest 64 KiB-aligned address in [start, end) where ``size`` bytes are neither
        mapped nor reserved."""
        size = align_up(size)
        addr = start
        for base, length in self._taken():
            if base + length <= addr:
                continue
            if base >= addr + size:
                break
            addr = align_up(base + length, 0x10000)
        if addr + size > end:
            raise MemoryError("guest address space exhausted (%d bytes wanted)" % size)
        return addr

    def protect(self, addr, size, protect):
        """Change protection of pages; returns the previous PAGE_* value of the first page."""
        r = self.region_at(addr)
        old = r.protect if r else 0x01
        start = addr & ~(PAGE - 1)
        end = align_up(addr + size)
        perms = PAGE_PROTECT_TO_UC.get(protect & 0xFF, UC_PROT_ALL)   # PAGE_GUARD & co. aside
        if self.execute_lent:
            # the program's own protection now: no "execute" lent by a disabled DEP
            self.execute_lent.difference_update(range(start >> 12, end >> 12))
        self.uc.mem_protect(start, end - start, perms)
        if self.tlb is not None:
            self.tlb.protected(start, end - start, perms)
            if self.write_traps or self.guard_pages or self.hidden_pages:
                self._arm(start, end)
        if r and start == r.base and end >= r.base + r.size:
            r.protect = protect
        self._mark_code_writable(start, end, protect)
        if protect & PAGE_EXECUTE_ANY:
            # code written while the pages were writable runs now (a W^X JIT's
            # VirtualProtect to PAGE_EXECUTE_READ): no translation of older code may stay
            self.forget_code(start, end - start)
        return old

    #: the machine's VirtualTlb (vtlb.py): told of every map, unmap and protection
    #: change, so that guest accesses see them; None until the machine installs it (a
    #: class default: never saved with a state)
    tlb = None

    # -- write traps ---------------------------------------------------------------
    #: page number -> TRAP_WATCH or TRAP_COPY: pages whose next write traps (a class
    #: default: states saved before traps existed load with none)
    write_traps = types.MappingProxyType({})
    #: page numbers of write-watched pages written since their watch was last reset
    written = frozenset()
    #: page number -> (SharedPages, offset): pages mapped over a section's buffer
    shared_pages = types.MappingProxyType({})

    def trap_writes(self, addr, size, kind):
        """Make the next write to each page of [addr, addr + size) trap (``kind``:
        TRAP_WATCH or TRAP_COPY). Only the virtual TLB's page table loses the page's
        write permission: Unicorn's regions, and so VirtualQuery, keep their protection,
        and guest stores to pages without a trap keep the fast path. A trapped write
        stops the CPU at the store; :meth:`write_trapped` does what the trap is for and
        the machine runs the store again (cpu.Machine.run), so when it happens depends
        on the guest's own execution only."""
        if not self.__dict__.get("write_traps"):
            self.write_traps = {}
        first = addr >> 12
        for page in range(first, (align_up(addr + size)) >> 12):
            self.write_traps[page] = kind
        self._arm(first << 12, align_up(addr + size))

    def untrap_writes(self, addr, size):
        """Take the traps off the pages of [addr, addr + size) (their protection as
        Unicorn's regions give it again)."""
        traps = self.__dict__.get("write_traps")
        if not traps:
            return
        for page in range(addr >> 12, align_up(addr + size) >> 12):
            if traps.pop(page, None) is not None:
                self._restore_perms(page << 12)

    def watched_written(self, addr, size, reset=False):
        """The addresses of the write-watched pages of [addr, addr + size) written since
        their watch was reset, in order; ``reset``: a number of them (True: all) whose
        watch starts again (they trap their next write once more)."""
        first, end = addr >> 12, align_up(addr + size) >> 12
        hits = sorted(p for p in self.written if first <= p < end)
        if reset is not False:
            for page in hits if reset is True else hits[:reset]:
                self.written.discard(page)
                self.trap_writes(page << 12, PAGE, TRAP_WATCH)
        return [p << 12 for p in hits]

    def forget_written(self, addr, size):
        """Forget that write-watched pages of [addr, addr + size) were written (their
        reservation is released; a decommit keeps it, as Windows does)."""
        written = self.__dict__.get("written")
        if written:
            written.difference_update(range(addr >> 12, align_up(addr + size) >> 12))

    def write_trapped(self, address):
        """A write to ``address`` found its page trapped (the CPU stopped there, or an
        API writes it): record a watched page as written, give a copy-on-write page its
        private copy, and let the page be written. False when no trap explains the
        refusal (the page is not writable at all: a real fault)."""
        page = address >> 12
        kind = self.write_traps.get(page)
        if kind is None or not self._uc_perms(page << 12) & UC_PROT_WRITE:
            return False
        del self.write_traps[page]
        if kind == TRAP_COPY:
            self._private_page(page << 12)
        else:
            if not self.__dict__.get("written"):
                self.written = set()
            self.written.add(page)
            self._restore_perms(page << 12)
        return True

    def traps_installed(self):
        """The machine installed a new virtual TLB (at start, or a loaded state's): arm
        the traps and guard pages again in its page table."""
        if self.write_traps or self.guard_pages or self.hidden_pages:
            self._arm(0, 1 << 64)

    # -- guard pages ---------------------------------------------------------------
    #: page numbers of PAGE_GUARD pages (a class default: states saved before guard
    #: pages existed load with none)
    guard_pages = frozenset()

    def guard(self, addr, size):
        """Make the pages of [addr, addr + size) guard pages: their next access of any
        kind (read, write, execute) traps once. As a write trap, only the virtual TLB's
        page table loses the page's permissions (all of them here): Unicorn's regions
        keep the page's own protection, which the page has again once the guard is
        gone (:meth:`guard_hit`)."""
        if not self.__dict__.get("guard_pages"):
            self.guard_pages = set()
        first = addr >> 12
        self.guard_pages.update(range(first, align_up(addr + size) >> 12))
        self._arm(first << 12, align_up(addr + size))

    def unguard(self, addr, size):
        """Take the guard off the pages of [addr, addr + size) (VirtualProtect without
        PAGE_GUARD)."""
        guards = self.__dict__.get("guard_pages")
        if not guards:
            return
        for page in range(addr >> 12, align_up(addr + size) >> 12):
            if page in guards:
                guards.discard(page)
                self._restore_perms(page << 12)

    def guarded(self, addr):
        """True when the page of ``addr`` is a guard page."""
        return addr >> 12 in self.guard_pages

    #: page numbers of a thread stack's reserved pages: mapped in Unicorn (so the
    #: system's own writes below a stack pointer land), but no access for the guest in
    #: the virtual TLB's page table, as pages that are only reserved on Windows (a class
    #: default, as ``guard_pages``)
    hidden_pages = frozenset()

    def hide(self, addr, size):
        """Make the mapped pages of [addr, addr + size) reserved-only for the guest: any
        access of its is an access violation, until :meth:`reveal`."""
        if not self.__dict__.get("hidden_pages"):
            self.hidden_pages = set()
        first = addr >> 12
        self.hidden_pages.update(range(first, align_up(addr + size) >> 12))
        self._arm(first << 12, align_up(addr + size))

    def reveal(self, addr, size):
        """The hidden pages of [addr, addr + size) are committed for the guest again."""
        hidden = self.__dict__.get("hidden_pages")
        if not hidden:
            return
        for page in range(addr >> 12, align_up(addr + size) >> 12):
            if page in hidden:
                hidden.discard(page)
                self._restore_perms(page << 12)

    def guard_hit(self, address):
        """An access to ``address`` found its page guarded (the CPU stopped there): the
        guard is a one-shot, gone before anything handles it, so the access runs when
        tried again. False when the page is no guard page."""
        page = address >> 12
        if page not in self.guard_pages:
            return False
        self.guard_pages.discard(page)
        self._restore_perms(page << 12)
        return True

    def _uc_perms(self, addr):
        for b, e, p in self.uc.mem_regions():
            if b <= addr <= e:
                return p
        return 0

    def _arm(self, start, end):
        """Take write permission off the trapped pages of [start, end) in the virtual
        TLB's page table, and drop the TLB's entries."""
        tlb = self.tlb
        if tlb is None:
            return
        armed = False
        for page in self.write_traps:
            if start <= page << 12 < end:
                perms = tlb.table.get(page << 12)
                if perms is not None and perms & UC_PROT_WRITE:
                    tlb.table.set(page << 12, PAGE, perms & ~UC_PROT_WRITE)
                    armed = True
        lo, hi = start >> 12, min(end, 1 << 64) >> 12
        guards, hidden = self.guard_pages, self.hidden_pages
        pages = range(lo, hi) if hi - lo < len(guards) + len(hidden) else \
            itertools.chain(guards, hidden)
        for page in pages:
            # a guard page or a hidden one: no access at all (a write trap under it
            # waits its turn)
            if (page in guards or page in hidden) and start <= page << 12 < end:
                perms = tlb.table.get(page << 12)
                if perms:
                    tlb.table.set(page << 12, PAGE, 0)
                    armed = True
        if armed:
            flush_tlb(self.uc)

    # -- data execution prevention off ---------------------------------------------
    #: the process's DEP is off (ProcessExecuteFlags MEM_EXECUTE_OPTION_ENABLE,
    #: win32/kernel/dep.py): code runs from any readable page, as on a CPU without NX (a
    #: class default: states saved before it load with DEP on)
    execute_readable = False
    #: page numbers lent "execute" while DEP is off (lend_execute)
    execute_lent = frozenset()

    def lend_execute(self, address):
        """DEP is off and the CPU fetched code from ``address``, whose page refused it:
        when the page is readable, let it run code and answer True (the fetch runs
        again). Unicorn checks "execute" on its region when it translates code, so the
        page's region gains it; the page is noted in ``execute_lent``, so that the
        protection the program reads (``windows_perms``) stays its own — VirtualQuery
        still answers PAGE_READWRITE. False: the page is not readable (the fault
        stands) or DEP is on."""
        page = address >> 12
        if not self.execute_readable or page in self.guard_pages \
                or page in self.hidden_pages:
            return False
        perms = self._uc_perms(page << 12)
        if not perms & UC_PROT_READ or perms & UC_PROT_EXEC:
            return False
        if not self.__dict__.get("execute_lent"):
            self.execute_lent = set()
        self.execute_lent.add(page)
        self.uc.mem_protect(page << 12, PAGE, perms | UC_PROT_EXEC)
        if self.tlb is not None:
            self.tlb.protected(page << 12, PAGE, perms | UC_PROT_EXEC)
            if self.write_traps:
                self._arm(page << 12, (page + 1) << 12)
        # code written while the page did not run code (its stores took the fast path,
        # dropping nothing): no translation of what it held at an earlier loan may stay
        self.forget_code(page << 12, PAGE)
        return True

    def windows_perms(self, begin, perms):
        """The Unicorn protection ``perms`` of the region at ``begin`` as the program
        set it: less the "execute" a disabled DEP lent it (lend_execute)."""
        if begin >> 12 in self.execute_lent:
            return perms & ~UC_PROT_EXEC
        return perms

    def _take_back_execute(self, start, end):
        """The lent pages of [start, end) lose "execute" (DEP on again) and are no
        longer lent."""
        for page in [p for p in self.execute_lent if start <= p << 12 < end]:
            self.execute_lent.discard(page)
            addr = page << 12
            perms = self._uc_perms(addr) & ~UC_PROT_EXEC
            self.uc.mem_protect(addr, PAGE, perms)
            if self.tlb is not None:
                self.tlb.protected(addr, PAGE, perms)
                if self.write_traps or self.guard_pages or self.hidden_pages:
                    self._arm(addr, addr + PAGE)

    def set_execute_readable(self, on):
        """Turn DEP off (``on`` True: readable pages run code from their first fetch) or
        on again (the pages lent "execute" lose it: their next fetch faults)."""
        self.execute_readable = bool(on)
        if not on and self.execute_lent:
            self._take_back_execute(0, 1 << 64)

    def _restore_perms(self, addr):
        """The page at ``addr``'s permissions in the virtual TLB as its region gives
        them, less what a guard (all) or a write trap (writing) still takes."""
        if self.tlb is not None:
            perms = self._uc_perms(addr)
            if addr >> 12 in self.guard_pages or addr >> 12 in self.hidden_pages:
                perms = 0
            elif addr >> 12 in self.write_traps and perms:
                perms &= ~UC_PROT_WRITE
            self.tlb.protected(addr, PAGE, perms)

    def _private_page(self, addr):
        """Give the shared page at ``addr`` a private copy of its bytes (a
        copy-on-write view's page at its first write), mapped in its place."""
        page = addr >> 12
        data = self.read(addr, PAGE)
        perms = self._uc_perms(addr)
        entry = self._pages.get(page)
        if entry is not None:
            # the pages on either side keep their buffer, but no access may run from
            # them into this page's old bytes
            if entry[1] < addr:
                self._narrow(entry[1], addr - entry[1])
            if entry[2] > addr + PAGE:
                self._narrow(addr + PAGE, entry[2] - addr - PAGE)
        self.uc.mem_unmap(addr, PAGE)
        self._host_pages_changed()
        self.__dict__["_pages"].pop(page, None)
        self.shared_pages.pop(page, None)
        mm = map_host(self.uc, self._pages, addr, [(0, PAGE, perms)])
        mm[:] = data
        if self.tlb is not None:
            self.tlb.mapped(addr, PAGE, perms)
            if page in self.guard_pages:        # still a guard page (Memory.guard)
                self._arm(addr, addr + PAGE)
            flush_tlb(self.uc)

    # -- translated code ---------------------------------------------------------
    def _mark_code_writable(self, start, end, protect):
        """Record whether [start, end) is both writable and executable (PAGE_* value
        ``protect``; 0 for unmapped): the ranges :meth:`write` keeps coherent."""
        kept = []
        for b, e in getattr(self, "code_writable", []):
            if e <= start or b >= end:
                kept.append((b, e))
                continue
            if b < start:
                kept.append((b, start))
            if e > end:
                kept.append((end, e))
        if protect & 0xFF in PAGE_EXECUTE_WRITABLE:     # PAGE_GUARD & co. aside
            kept.append((start, end))
        self.code_writable = sorted(kept)

    def forget_code(self, addr, size):
        """Drop the engine's translations of guest code in [addr, addr + size).

        Unicorn keeps translated blocks until the guest itself stores to their pages; a
        uc_mem_write made from a hook while the guest runs (every API handler's writes)
        does not drop them, so code copied by an API — a JIT's instructions through the
        C runtime's memcpy (PCRE2's, in Qt5Core) — would run as the old bytes were.
        Windows' own rule is FlushInstructionCache; x86 JITs skip it (the processor's
        caches are coherent there), so writes into executable, writable memory forget
        on their own (:meth:`write`)."""
        if size > 0:
            self.uc.ctl_remove_cache(addr, addr + size)


    # -- typed access --------------------------------------------------------
    def __getstate__(self):
        # the small-read buffer is ctypes state of this process: rebuilt on first use
        state = dict(self.__dict__)
        for key in ("_small", "_writer", "_pages", "tlb", "_host_gen", "_shared"):
            state.pop(key, None)
        return state

    #: the host pages of a Memory loaded from a state until attach_host_pages gives it
    #: its own (a class default: every access goes to the engine then); read-only, so
    #: no instance can add pages to it
    _pages = types.MappingProxyType({})

    #: (engine, uc_mem_read without argument conversion, handle, buffer, address,
    #: size) for reads of up to SMALL_READ bytes, or (engine, False) where the binding
    #: hides it; None until the first read (a class default: never saved with a state)
    _small = None
    #: (engine, uc_mem_write without argument conversion, handle, address, size), or
    #: (engine, False); None until the first write
    _writer = None
    #: the [start, end) ranges mapped or protected PAGE_EXECUTE_READWRITE/WRITECOPY (a
    #: class default: states saved before it load with none)
    code_writable = ()

    def _small_reader(self):
        """:attr:`_small` for the current engine."""
        uc = self.uc
        fn = bare_c_function(uc, "uc_mem_read")
        small = (uc, False)
        if fn is not None:
            small = (uc, fn, uc._uch, ctypes.create_string_buffer(SMALL_READ),
                     ctypes.c_uint64(0), ctypes.c_size_t(0))
        self._small = small
        return small

    def read(self, addr, size):
        """Raw bytes."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + size <= hit[2] and size > 0:
            at = addr - hit[1]
            return hit[0][at:at + size].tobytes()
        # Outside one host buffer (or none behind it): through Unicorn's C function.
        # The hot path of every API's arguments and structs (a RECT, a POINT): the
        # binding allocates a ctypes buffer, converts each argument and copies twice per
        # call; a small read reuses one buffer and typed arguments and copies once
        # (bench/bench_gdi.py, the click cycle).
        small = self._small
        if small is None or small[0] is not self.uc:
            # The engine can change under us (Machine.close puts a stand-in there): a
            # handle kept from the old one would read freed memory.
            small = self._small_reader()
        if small[1] and 0 < size <= SMALL_READ:
            _, fn, handle, buf, at, n = small
            at.value = addr
            n.value = size
            err = fn(handle, at, buf, n)
            if err:
                raise UcError(err, addr, size)
            return buf[:size]
        return bytes(self.uc.mem_read(addr, size))

    def try_write(self, addr, data):
        """Write raw bytes where the guest's pointer may be bad: False when ``addr`` is
        not mapped (nothing written, or what fitted before the unmapped page), as an API
        that guards its write (Windows' __TRY around a caller's buffer) fails quietly."""
        try:
            self.write(addr, data)
        except UcError:
            return False
        return True

    def write(self, addr, data):
        """Raw bytes."""
        if type(data) is not bytes:
            data = bytes(data)
        if self.write_traps and data:
            # an API's write counts as the program's own (ReadFile into a watched buffer)
            for page in range(addr >> 12, (addr + len(data) - 1 >> 12) + 1):
                if page in self.write_traps:
                    self.write_trapped(page << 12)
        code = self.code_writable
        if code and data:
            # code a program writes through an API (a JIT's memcpy): Unicorn keeps its
            # translation of the old bytes, whichever way they are written
            end = addr + len(data)
            if any(b < end and addr < e for b, e in code):
                self.forget_code(addr, len(data))
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + len(data) <= hit[2]:
            at = addr - hit[1]
            hit[0][at:at + len(data)] = data
            return
        # As read(): results and out-structures of API calls, through typed arguments.
        fast = self._writer
        if fast is None or fast[0] is not self.uc:
            fast = self._fast_writer()
        if fast[1] and data:
            _, fn, handle, at, n = fast
            at.value = addr
            n.value = len(data)
            err = fn(handle, at, data, n)
            if err:
                raise UcError(err, addr, len(data))
            return
        self.uc.mem_write(addr, data)

    def _fast_writer(self):
        """:attr:`_writer` for the current engine (Memory.write)."""
        uc = self.uc
        fn = bare_c_function(uc, "uc_mem_write")
        fast = (uc, False) if fn is None else (uc, fn, uc._uch, ctypes.c_uint64(0),
                                               ctypes.c_size_t(0))
        self._writer = fast
        return fast

    def unpack(self, st, addr):
        """``st.unpack`` (a ``struct.Struct``) of the ``st.size`` bytes at ``addr``: a
        structure's fields decoded in place from its host buffer (Struct.values)."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + st.size <= hit[2]:
            return st.unpack_from(hit[0], addr - hit[1])
        return st.unpack(self.read(addr, st.size))

    def u32(self, addr):
        """Unsigned 32-bit little-endian value at ``addr``."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + 4 <= hit[2]:
            return _U32.unpack_from(hit[0], addr - hit[1])[0]
        return _U32.unpack(self.read(addr, 4))[0]

    def i32(self, addr):
        """Signed 32-bit value at ``addr``."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + 4 <= hit[2]:
            return _I32.unpack_from(hit[0], addr - hit[1])[0]
        return _I32.unpack(self.read(addr, 4))[0]

    def u16(self, addr):
        """Unsigned 16-bit value at ``addr``."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + 2 <= hit[2]:
            return _U16.unpack_from(hit[0], addr - hit[1])[0]
        return _U16.unpack(self.read(addr, 2))[0]

    def u8(self, addr):
        """One byte."""
        hit = self._pages.get(addr >> 12)
        if hit is not None:
            return hit[0][addr - hit[1]]
        return self.read(addr, 1)[0]

    def w32(self, addr, value):
        """Store a 32-bit value (any sign) at ``addr``."""
        self.write(addr, _U32.pack(value & 0xFFFFFFFF))

    def u64(self, addr):
        """Unsigned 64-bit little-endian value at ``addr``."""
        hit = self._pages.get(addr >> 12)
        if hit is not None and addr + 8 <= hit[2]:
            return _U64.unpack_from(hit[0], addr - hit[1])[0]
        return _U64.unpack(self.read(addr, 8))[0]

    def w64(self, addr, value):
        """Store a 64-bit value (any sign) at ``addr``."""
        self.write(addr, _U64.pack(value & 0xFFFFFFFFFFFFFFFF))

    def uptr(self, addr):
        """A pointer-sized value at ``addr`` (4 or 8 bytes: the program's width)."""
        return self.u64(addr) if self.ptr_size == 8 else self.u32(addr)

    def wptr(self, addr, value):
        """Store a pointer-sized value (the program's width) at ``addr``."""
        if self.ptr_size == 8:
            self.w64(addr, value)
        else:
            self.w32(addr, value)

    def w16(self, addr, value):
        """Store a 16-bit value."""
        self.write(addr, _U16.pack(value & 0xFFFF))

    def w8(self, addr, value):
        """Store a byte."""
        self.write(addr, bytes((value & 0xFF,)))

    def cstr(self, addr, limit=1 << 16):
        """A NUL-terminated byte string decoded as cp1252 (the ANSI code page we emulate),
        its five undefined bytes as the C1 controls of the same value (``CP1252_GAPS``)."""
        if not addr:
            return None
        return self.cbytes(addr, limit).decode("cp1252", CP1252_GAPS)

    def cbytes(self, addr, limit=1 << 16):
        """A NUL-terminated byte string, without the NUL."""
        hit = self._pages.get(addr >> 12)
        if hit is not None:
            # the NUL looked for in the host buffer itself, within the limit
            mm, mbase = hit[3], hit[4]
            stop = min(hit[2], addr + limit)
            nul = mm.find(b"\0", addr - mbase, stop - mbase)
            if nul >= 0:
                return mm[addr - mbase:nul]
            if stop == addr + limit:
                return mm[addr - mbase:stop - mbase]
        out = bytearray()
        while len(out) < limit:
            chunk = self.read(addr + len(out), min(256, PAGE - ((addr + len(out)) & (PAGE - 1))))
            nul = chunk.find(0)
            if nul >= 0:
                out += chunk[:nul]
                return bytes(out[:limit])     # the NUL may lie beyond the limit
            out += chunk
        return bytes(out[:limit])

    def wstr(self, addr, limit=1 << 15):
        """A NUL-terminated UTF-16LE string."""
        if not addr:
            return None
        hit = self._pages.get(addr >> 12)
        if hit is not None:
            # the NUL pair looked for in the host buffer itself, at even offsets only
            mm, mbase = hit[3], hit[4]
            lo = addr - mbase
            stop = min(hit[2], addr + 2 * limit) - mbase
            i = mm.find(b"\0\0", lo, stop)
            while i >= 0 and (i - lo) & 1:
                i = mm.find(b"\0\0", i + 1, stop)
            if i >= 0:
                return mm[lo:i].decode("utf-16-le", "replace")
            if stop == addr + 2 * limit - mbase:
                return mm[lo:stop].decode("utf-16-le", "replace")
        # Read up to each page end at a time (never past the page holding the NUL, as
        # reading one character at a time would not), and look for the NUL only at even
        # offsets: a 32K-character string used to cost 32K reads.
        out = bytearray()
        start = 0                   # where the next search for the NUL begins (even)
        while len(out) < limit * 2:
            at = addr + len(out)
            chunk = self.read(at, min(512, PAGE - (at & (PAGE - 1))))
            out += chunk
            i = out.find(b"\0\0", start)
            while i >= 0 and i & 1:
                i = out.find(b"\0\0", i + 1)
            if i >= 0:
                return out[:min(i, limit * 2)].decode("utf-16-le", "replace")
            start = max(start, (len(out) - 1) & ~1)
        return out[:limit * 2].decode("utf-16-le", "replace")

    def write_cstr(self, addr, text, size=None):
        """Write ``text`` as cp1252 + NUL, truncated to ``size`` bytes including the NUL.

        Returns the number of characters written, not counting the NUL.
        """
        data = text.encode("cp1252", "replace") if isinstance(text, str) else bytes(text)
        if size is not None:
            if size <= 0:
                return 0
            data = data[: size - 1]
        self.write(addr, data + b"\0")
        return len(data)

    def write_wstr(self, addr, text, size=None):
        """Write ``text`` as UTF-16LE + NUL, truncated to ``size`` wide chars incl. the NUL."""
        if size is not None:
            if size <= 0:
                return 0
            text = text[: size - 1]
        self.write(addr, text.encode("utf-16-le") + b"\0\0")
        return len(text)
