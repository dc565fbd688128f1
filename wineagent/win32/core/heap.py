"""The guest heap: a Python-side allocator handing out blocks of guest memory.

Used by HeapAlloc, LocalAlloc/GlobalAlloc and msvcrt's malloc family. Blocks are 16-byte
aligned. Freed blocks are reused by size class; the arena grows by mapping more pages.
"""

__all__ = ["Heap"]

_ALIGN = 16


class Heap:
    """A growable arena of guest memory with exact-size-class reuse."""

    def __init__(self, mem, base, reserve, chunk=0x100000):
        self.mem, self.base, self.end = mem, base, base + reserve
        self.chunk = chunk
        self.top = base          # next unallocated byte
        self.mapped = base       # end of mapped pages
        self.live = {}           # addr -> size
        self.free_lists = {}     # rounded size -> [addr]

    def alloc(self, size, zero=False):
        """Allocate ``size`` bytes; returns the guest address (0 when exhausted)."""
        rounded = _rounded(size)
        bucket = self.free_lists.get(rounded)
        if bucket:
            addr = bucket.pop()
            zero = True  # reused memory: callers of calloc/HEAP_ZERO_MEMORY need zeros
        else:
            addr = self.top
            if not self._extend_top(addr + rounded):
                return 0
        self.live[addr] = size
        if zero and size:
            self.mem.write(addr, bytes(rounded))
        return addr

    def free(self, addr):
        """Release a block; returns False for an address that is not a live block."""
        size = self.live.pop(addr, None)
        if size is None:
            return False
        rounded = _rounded(size)
        self.free_lists.setdefault(rounded, []).append(addr)
        return True

    def size(self, addr):
        """The requested size of a live block, or None."""
        return self.live.get(addr)

    def realloc(self, addr, size, in_place_only=False, zero=False):
        """Resize a block; returns its address (0 when it cannot be resized).

        A block grows where it is when its size class still holds ``size`` or when it is
        the last block of the arena; otherwise it moves -- unless ``in_place_only``
        (HEAP_REALLOC_IN_PLACE_ONLY), which then fails and leaves the block as it was.
        With ``zero`` (HEAP_ZERO_MEMORY) the bytes past the old size read 0.
        """
        if not addr:
            return 0 if in_place_only else self.alloc(size, zero=zero)
        old = self.live.get(addr)
        if old is None:
            return 0
        rounded_old = _rounded(old)
        if size <= rounded_old or (addr + rounded_old == self.top
                                   and self._extend_top(addr + _rounded(size))):
            self.live[addr] = size
            if zero and size > old:
                self.mem.write(addr + old, bytes(size - old))
            return addr
        if in_place_only:
            return 0
        new = self.alloc(size, zero=zero)
        if new:
            self.mem.write(new, self.mem.read(addr, old))
            self.free(addr)
        return new

    def _extend_top(self, new_top):
        """Move the arena's top to ``new_top`` (mapping pages as needed); False when the
        reservation or the guest memory cap is in the way."""
        if new_top > self.end:
            return False
        while new_top > self.mapped:
            grow = min(self.chunk, self.end - self.mapped)
            try:
                self.mem.map(self.mapped, grow, 0x04, "heap")
            except MemoryError:  # past the guest memory cap (machine/memory.py)
                return False
            self.mapped += grow
        self.top = max(self.top, new_top)
        return True


def _rounded(size):
    """The size class of a ``size``-byte block: a multiple of the alignment, at least one."""
    return max(_ALIGN, (size + _ALIGN - 1) & ~(_ALIGN - 1))
