"""VirtualAlloc's address space: reservations, committed pages, decommit and release.

A reservation (MEM_RESERVE) costs no host memory: it only takes its addresses
(``Memory.reserve``), and touching it faults as on Windows because nothing is mapped
there. Committing pages (MEM_COMMIT) maps them in Unicorn with the protection asked for
and zero contents; MEM_DECOMMIT unmaps them (contents gone, the addresses stay
reserved); MEM_RELEASE gives back the whole reservation. ``VirtualQuery`` reports the
state of each run of pages (MEM_RESERVE, MEM_COMMIT or MEM_FREE). Large pages
(MEM_LARGE_PAGES) need SeLockMemoryPrivilege, which the user does not hold:
ERROR_PRIVILEGE_NOT_HELD, as on Windows.

Where VirtualAlloc puts an allocation it places itself: the lowest free 64 KiB-aligned
range in 0x20000000-0x70000000; a 64-bit program's then goes above 4 GB, up to the top of
its user half (0x7FFFFFFF0000, Windows 8.1's 128 TB), where it also gets any free address
it names (Go's arena hints at 0xC000000000 and up).
"""

from ..core.winerror import (ERROR_INVALID_ADDRESS, ERROR_INVALID_PARAMETER,
                             ERROR_NOT_ENOUGH_MEMORY, ERROR_PRIVILEGE_NOT_HELD)
from ...machine.memory import TRAP_WATCH
from .sysinfo import MAX_APP_ADDRESS, MAX_APP_ADDRESS64, MIN_APP_ADDRESS

__all__ = ["VirtualSpace", "check_protect", "without_cfg_marks", "PAGE_TARGETS", "MEM_WRITE_WATCH", "MEM_COMMIT", "MEM_RESERVE", "MEM_DECOMMIT", "MEM_RELEASE",
           "MEM_FREE", "LARGE_PAGE_MINIMUM", "find_address", "windows"]

MEM_COMMIT, MEM_RESERVE, MEM_DECOMMIT, MEM_RELEASE = 0x1000, 0x2000, 0x4000, 0x8000
MEM_FREE, MEM_RESET, MEM_TOP_DOWN = 0x10000, 0x80000, 0x100000
MEM_LARGE_PAGES = 0x20000000
MEM_WRITE_WATCH = 0x200000
#: GetLargePageMinimum: the x86 and x64 processors' 2 MiB pages.
LARGE_PAGE_MINIMUM = 0x200000
PAGE = 0x1000
GRANULARITY = 0x10000
PAGE_NOACCESS = 0x01
PAGE_GUARD = 0x100
VALLOC_BASE, VALLOC_END = 0x20000000, 0x70000000
TAG = "virtual"                      # the Memory tag of committed pages


#: At 64 bits the range a handler's result cannot hold as it is (cpu64._widen delivers
#: 0x80000000..0xFFFFFFFF sign-extended): nothing is placed there, even when asked for.
WIDENED_BASE, WIDENED_END = 0x80000000, 0x100000000


def windows(mem):
    """The ranges [(lowest, end)], searched in order, that VirtualAlloc and MapViewOfFile
    choose addresses from for the program of ``mem``: 0x20000000-0x70000000 (where they
    have always been), and for a 64-bit program then from 4 GB to the top of the 47-bit
    user half."""
    if mem.ptr_size == 8:
        return [(VALLOC_BASE, VALLOC_END), (WIDENED_END, MAX_APP_ADDRESS64 + 1)]
    return [(VALLOC_BASE, VALLOC_END)]


def find_address(mem, length):
    """The lowest free 64 KiB-aligned address for ``length`` bytes in ``windows(mem)``
    (raises MemoryError when none has room)."""
    for lowest, end in windows(mem):
        try:
            return mem.find_free(length, lowest, end)
        except MemoryError:
            pass
    raise MemoryError("guest address space exhausted (%d bytes wanted)" % length)


def _runs(pages, start, end, want):
    """Maximal runs [(begin, end)] of the pages of [start, end) whose membership in
    ``pages`` is ``want``."""
    out = []
    run = None
    for page in range(start, end, PAGE):
        if (page in pages) == want:
            if run is None:
                run = page
        elif run is not None:
            out.append((run, page))
            run = None
    if run is not None:
        out.append((run, end))
    return out


#: the protections VirtualAlloc gives private pages (PAGE_WRITECOPY and
#: PAGE_EXECUTE_WRITECOPY are a section view's only); a combination of two is refused
PRIVATE_PROTECT = (0x01, 0x02, 0x04, 0x10, 0x20, 0x40)
#: PAGE_GUARD, PAGE_NOCACHE, PAGE_WRITECOMBINE: modifiers of one of them
PROTECT_MODIFIERS = 0x700


#: PAGE_TARGETS_INVALID (VirtualAlloc) and PAGE_TARGETS_NO_UPDATE (VirtualProtect): one bit
#: with two names, Control Flow Guard's marks for executable pages
PAGE_TARGETS = 0x40000000
#: the executable protections, which alone may carry PAGE_TARGETS (documented)
EXECUTE_PROTECT = (0x10, 0x20, 0x40, 0x80)


def without_cfg_marks(protect):
    """``protect`` without PAGE_TARGETS_INVALID / PAGE_TARGETS_NO_UPDATE. Windows takes the
    bit with an execute protection only (ERROR_INVALID_PARAMETER otherwise, as with any
    protection it does not know). It decides which addresses of the pages Control Flow
    Guard lets indirect calls reach; no program here runs with CFG enforced (indirect
    calls are not checked), so past that check it changes nothing. JIT compilers set it
    on the code pages they commit (V8: Node.js's node.exe)."""
    if protect & PAGE_TARGETS:
        if protect & 0xFF not in EXECUTE_PROTECT:
            raise VirtualError(ERROR_INVALID_PARAMETER)
        return protect & ~PAGE_TARGETS
    return protect


def check_protect(protect):
    """Raise VirtualError(ERROR_INVALID_PARAMETER) unless ``protect`` is a protection
    private pages may have: one of PRIVATE_PROTECT, with modifiers."""
    if protect & 0xFF not in PRIVATE_PROTECT or protect & ~(0xFF | PROTECT_MODIFIERS):
        raise VirtualError(ERROR_INVALID_PARAMETER)


class VirtualError(Exception):
    """A VirtualAlloc/VirtualFree request Windows refuses; ``error`` is the code."""

    def __init__(self, error):
        super().__init__(error)
        self.error = error


class _Reservation:
    __slots__ = ("base", "size", "protect", "committed", "watch")

    def __init__(self, base, size, protect, watch=False):
        self.base, self.size, self.protect = base, size, protect
        self.committed = {}          # page address -> PAGE_* protection
        #: MEM_WRITE_WATCH: its committed pages record their first write (GetWriteWatch)
        self.watch = watch


class VirtualSpace:
    """The VirtualAlloc reservations of one VM (``vm.vspace``)."""

    #: VirtualLock's locked pages (page addresses; kernel32/memory.py): a class default,
    #: so a state saved before it loads
    locked = frozenset()

    def __init__(self, mem):
        self.mem = mem
        self.reservations = {}       # base -> _Reservation

    def find(self, addr):
        """The reservation containing ``addr``, or None."""
        for r in self.reservations.values():
            if r.base <= addr < r.base + r.size:
                return r
        return None

    def alloc(self, addr, size, kind, protect):
        """VirtualAlloc; returns the base of the pages (raises VirtualError)."""
        if size == 0 or not kind & (MEM_COMMIT | MEM_RESERVE | MEM_RESET):
            raise VirtualError(ERROR_INVALID_PARAMETER)
        if kind & MEM_LARGE_PAGES:     # needs SeLockMemoryPrivilege, which the user lacks
            raise VirtualError(ERROR_PRIVILEGE_NOT_HELD)
        if kind & MEM_WRITE_WATCH and not (kind & MEM_RESERVE or not addr and kind & MEM_COMMIT):
            # only a new reservation (MEM_COMMIT at no address makes one: Wine 8 agrees)
            raise VirtualError(ERROR_INVALID_PARAMETER)
        if not kind & MEM_RESET:
            protect = without_cfg_marks(protect)
            check_protect(protect)
        if kind & MEM_RESET:
            r = self.find(addr)
            if r is None:
                raise VirtualError(ERROR_INVALID_ADDRESS)
            return addr & ~(PAGE - 1)     # contents may be discarded: keeping them is allowed
        if kind & MEM_RESERVE or not addr:
            length = (size + (addr & (GRANULARITY - 1)) + PAGE - 1) & ~(PAGE - 1) if addr \
                else (size + PAGE - 1) & ~(PAGE - 1)
            top = MAX_APP_ADDRESS64 + 1 if self.mem.ptr_size == 8 else MAX_APP_ADDRESS + 1
            if addr:
                base = addr & ~(GRANULARITY - 1)
                if base < MIN_APP_ADDRESS or base + length > top:
                    raise VirtualError(ERROR_INVALID_PARAMETER)   # outside the user half
                if not self.mem.is_free(base, length) or (   # any page of it in use
                        self.mem.ptr_size == 8 and base < WIDENED_END
                        and base + length > WIDENED_BASE):
                    raise VirtualError(ERROR_INVALID_ADDRESS)
            else:
                try:
                    base = find_address(self.mem, length)
                except MemoryError:
                    raise VirtualError(ERROR_NOT_ENOUGH_MEMORY)
            self.mem.reserve(base, length, TAG)
            self.reservations[base] = _Reservation(base, length, protect,
                                                   bool(kind & MEM_WRITE_WATCH))
            if not kind & MEM_COMMIT:
                return base
            addr = addr or base
            try:
                return self._commit(self.reservations[base], addr, size, protect)
            except VirtualError:
                del self.reservations[base]
                self.mem.unreserve(base)
                raise
        r = self.find(addr)
        if r is None:
            raise VirtualError(ERROR_INVALID_ADDRESS)
        return self._commit(r, addr, size, protect)

    def _commit(self, r, addr, size, protect):
        """Commit the pages of [addr, addr + size) in reservation ``r``: map the ones not
        committed yet (zeros), give the others ``protect``."""
        start = addr & ~(PAGE - 1)
        end = (addr + size + PAGE - 1) & ~(PAGE - 1)
        if end > r.base + r.size:
            raise VirtualError(ERROR_INVALID_ADDRESS)
        fresh = _runs(r.committed, start, end, False)
        if self.mem.mapped + sum(e - b for b, e in fresh) > self.mem.limit:
            raise VirtualError(ERROR_NOT_ENOUGH_MEMORY)   # past the guest memory cap
        for b, e in _runs(r.committed, start, end, True):
            if any(r.committed[p] != protect for p in range(b, e, PAGE)):
                self.mem.protect(b, e - b, protect)
        for b, e in fresh:
            self.mem.map(b, e - b, protect, TAG)
            if getattr(r, "watch", False):
                # pages not written since their watch was reset trap their first write
                written = self.mem.written
                for page in range(b, e, PAGE):
                    if page >> 12 not in written:
                        self.mem.trap_writes(page, PAGE, TRAP_WATCH)
        for page in range(start, end, PAGE):
            r.committed[page] = protect
        if protect & PAGE_GUARD:
            # its first access traps once (kernel/guard.py)
            self.mem.guard(start, end - start)
        else:
            self.mem.unguard(start, end - start)
        return start

    def free(self, addr, size, kind):
        """VirtualFree: MEM_DECOMMIT pages or MEM_RELEASE a whole reservation."""
        r = self.find(addr)
        if kind == MEM_RELEASE:
            if r is None or r.base != addr or size != 0:
                raise VirtualError(ERROR_INVALID_PARAMETER)
            del self.reservations[r.base]
            locked = self.__dict__.get("locked")
            if locked:      # VirtualLock's pages (kernel32/memory.py) go with it
                locked.difference_update(range(r.base, r.base + r.size, PAGE))
            self.mem.unmap_range(r.base, r.size)
            self.mem.unreserve(r.base)
            self.mem.forget_written(r.base, r.size)
            return
        if kind != MEM_DECOMMIT or r is None:
            raise VirtualError(ERROR_INVALID_PARAMETER if r is not None or kind != MEM_DECOMMIT
                               else ERROR_INVALID_ADDRESS)
        start = addr & ~(PAGE - 1)
        end = r.base + r.size if size == 0 else (addr + size + PAGE - 1) & ~(PAGE - 1)
        if size == 0 and addr != r.base:
            raise VirtualError(ERROR_INVALID_PARAMETER)
        if end > r.base + r.size:
            raise VirtualError(ERROR_INVALID_PARAMETER)
        locked = self.__dict__.get("locked")
        if locked:          # a decommitted page is locked no more
            locked.difference_update(range(start, end, PAGE))
        for b, e in _runs(r.committed, start, end, True):
            self.mem.unmap_range(b, e - b)      # decommitted contents are gone
            for page in range(b, e, PAGE):
                del r.committed[page]

    def protect(self, addr, size):
        """For VirtualProtect: raise VirtualError unless every page of the range is
        committed (reserved pages cannot be given access); then remember the change
        through ``set_protect``."""
        r = self.find(addr)
        if r is None:
            return
        start = addr & ~(PAGE - 1)
        end = (addr + max(size, 1) + PAGE - 1) & ~(PAGE - 1)
        if any(p not in r.committed for p in range(start, end, PAGE)):
            raise VirtualError(ERROR_INVALID_ADDRESS)

    def set_protect(self, addr, size, protect):
        """Record a VirtualProtect of committed pages."""
        r = self.find(addr)
        if r is None:
            return
        start = addr & ~(PAGE - 1)
        for page in range(start, (addr + max(size, 1) + PAGE - 1) & ~(PAGE - 1), PAGE):
            r.committed[page] = protect

    def watched(self, addr, size):
        """The MEM_WRITE_WATCH reservation holding all of [addr, addr + size), or None."""
        r = self.find(addr)
        if r is None or not getattr(r, "watch", False) or addr + size > r.base + r.size:
            return None
        return r

    def query(self, addr):
        """(base of the run, size of the run, state, protect, allocation protect) for the
        run of pages at ``addr`` with the same state and protection, or None when
        ``addr`` is not in a reservation."""
        r = self.find(addr)
        if r is None:
            return None
        page = addr & ~(PAGE - 1)
        key = r.committed.get(page)
        end = page + PAGE
        while end < r.base + r.size and r.committed.get(end) == key:
            end += PAGE
        state = MEM_COMMIT if key is not None else MEM_RESERVE
        return page, end - page, state, key or 0, r.protect
