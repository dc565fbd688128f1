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
        rounded = max(_ALIGN, (size + _ALIGN - 1) & ~(_ALIGN - 1))
        bucket = self.free_lists.get(rounded)
        if bucket:
            addr = bucket.pop()
            zero = True  # reused memory: callers of calloc/HEAP_ZERO_MEMORY need zeros
        else:
            addr = self.top
            if addr + rounded > self.end:
                return 0
            while addr + rounded > self.mapped:
                grow = min(self.chunk, self.end - self.mapped)
                try:
                    self.mem.map(self.mapped, grow, 0x04, "heap")
                except MemoryError:  # past the guest memory cap (machine/memory.py)
                    return 0
                self.mapped += grow
            self.top = addr + rounded
        self.live[addr] = size
        if zero and size:
            self.mem.write(addr, bytes(rounded))
        return addr

    def free(self, addr):
        """Release a block; returns False for an address that is not a live block."""
        size = self.live.pop(addr, None)
        if size is None:
            return False
        rounded = max(_ALIGN, (size + _ALIGN - 1) & ~(_ALIGN - 1))
        self.free_lists.setdefault(rounded, []).append(addr)
        return True

    def size(self, addr):
        """The requested size of a live block, or None."""
        return self.live.get(addr)

    def realloc(self, addr, size):
        """Resize a block, moving it when it grows past its size class."""
        if not addr:
            return self.alloc(size)
        old = self.live.get(addr)
        if old is None:
            return 0
        rounded_old = max(_ALIGN, (old + _ALIGN - 1) & ~(_ALIGN - 1))
        if size <= rounded_old:
            self.live[addr] = size
            return addr
        new = self.alloc(size)
        if new:
            self.mem.write(new, self.mem.read(addr, old))
            self.free(addr)
        return new
