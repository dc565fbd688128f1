"""VirtualAlloc's address space: reservations, committed pages, decommit and release.

A reservation (MEM_RESERVE) is mapped in Unicorn with no access, so touching it faults
as on Windows; committing pages (MEM_COMMIT) gives them the protection asked for and
zero contents the first time; MEM_DECOMMIT takes them back (no access, contents gone);
MEM_RELEASE unmaps the whole reservation. ``VirtualQuery`` reports the state of each
run of pages (MEM_RESERVE, MEM_COMMIT or MEM_FREE).
"""

from ..core.winerror import (ERROR_INVALID_ADDRESS, ERROR_INVALID_PARAMETER,
                             ERROR_NOT_ENOUGH_MEMORY)

__all__ = ["VirtualSpace", "MEM_COMMIT", "MEM_RESERVE", "MEM_DECOMMIT", "MEM_RELEASE",
           "MEM_FREE"]

MEM_COMMIT, MEM_RESERVE, MEM_DECOMMIT, MEM_RELEASE = 0x1000, 0x2000, 0x4000, 0x8000
MEM_FREE, MEM_RESET, MEM_TOP_DOWN = 0x10000, 0x80000, 0x100000
PAGE = 0x1000
GRANULARITY = 0x10000
PAGE_NOACCESS = 0x01
VALLOC_BASE, VALLOC_END = 0x20000000, 0x70000000


class VirtualError(Exception):
    """A VirtualAlloc/VirtualFree request Windows refuses; ``error`` is the code."""

    def __init__(self, error):
        super().__init__(error)
        self.error = error


class _Reservation:
    __slots__ = ("base", "size", "protect", "committed")

    def __init__(self, base, size, protect):
        self.base, self.size, self.protect = base, size, protect
        self.committed = {}          # page address -> PAGE_* protection


class VirtualSpace:
    """The VirtualAlloc reservations of one VM (``vm.vspace``)."""

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
        if kind & MEM_RESET:
            r = self.find(addr)
            if r is None:
                raise VirtualError(ERROR_INVALID_ADDRESS)
            return addr & ~(PAGE - 1)     # contents may be discarded: keeping them is allowed
        if kind & MEM_RESERVE or not addr:
            length = (size + (addr & (GRANULARITY - 1)) + PAGE - 1) & ~(PAGE - 1) if addr \
                else (size + PAGE - 1) & ~(PAGE - 1)
            if addr:
                base = addr & ~(GRANULARITY - 1)
                if not self.mem.is_free(base, length):   # any page of it already in use
                    raise VirtualError(ERROR_INVALID_ADDRESS)
            else:
                try:
                    base = self.mem.find_free(length, VALLOC_BASE, VALLOC_END)
                except MemoryError:
                    raise VirtualError(ERROR_NOT_ENOUGH_MEMORY)
            try:
                self.mem.map(base, length, PAGE_NOACCESS, "virtual")
            except MemoryError:          # past the guest memory cap (machine/memory.py)
                raise VirtualError(ERROR_NOT_ENOUGH_MEMORY) from None
            self.reservations[base] = _Reservation(base, length, protect)
            if not kind & MEM_COMMIT:
                return base
            addr = addr or base
        r = self.find(addr)
        if r is None:
            raise VirtualError(ERROR_INVALID_ADDRESS)
        start = addr & ~(PAGE - 1)
        end = (addr + size + PAGE - 1) & ~(PAGE - 1)
        if end > r.base + r.size:
            raise VirtualError(ERROR_INVALID_ADDRESS)
        for page in range(start, end, PAGE):   # fresh or decommitted pages hold zeros
            r.committed[page] = protect
        self.mem.protect(start, end - start, protect)
        return start

    def free(self, addr, size, kind):
        """VirtualFree: MEM_DECOMMIT pages or MEM_RELEASE a whole reservation."""
        r = self.find(addr)
        if kind == MEM_RELEASE:
            if r is None or r.base != addr or size != 0:
                raise VirtualError(ERROR_INVALID_PARAMETER)
            del self.reservations[r.base]
            self.mem.unmap(r.base)
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
        for page in range(start, end, PAGE):
            if r.committed.pop(page, None) is not None:
                self.mem.write(page, bytes(PAGE))   # decommitted contents are gone
        self.mem.protect(start, end - start, PAGE_NOACCESS)

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
