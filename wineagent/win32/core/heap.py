"""The guest heap: a Python-side allocator handing out blocks of guest memory.

Used by HeapAlloc, LocalAlloc/GlobalAlloc and msvcrt's malloc family. Blocks are 16-byte
aligned. Freed blocks are reused by size class; the arena grows by mapping more pages.
A heap given a ``grow`` function (a growable heap, as HeapCreate's with no maximum) goes on
in a new **segment** when its arena is full, as Windows' heaps do, until the address space
is used up. ``compact`` coalesces free blocks (HeapCompact), ``entries`` lists regions and
blocks in address order (HeapWalk), ``validate`` checks a block or the whole heap.
"""

__all__ = ["Heap", "HeapEntry"]

_ALIGN = 16


def _rounded(size):
    """The size class of a ``size``-byte block: a multiple of the alignment, at least one."""
    return max(_ALIGN, (size + _ALIGN - 1) & ~(_ALIGN - 1))


class HeapEntry:
    """One HeapWalk step: a segment (``region``) or a block (``busy`` or free).

    ``data``/``size`` are the block's address and size (a region: the segment's base and
    size), ``overhead`` the bytes a block takes past its size, ``index`` the segment, and a
    region's ``committed``/``uncommitted`` byte counts."""

    __slots__ = ("data", "size", "overhead", "index", "region", "busy", "committed",
                 "uncommitted")

    def __init__(self, data, size, index, region=False, busy=False, overhead=0,
                 committed=0, uncommitted=0):
        self.data, self.size, self.index, self.region = data, size, index, region
        self.busy, self.overhead = busy, overhead
        self.committed, self.uncommitted = committed, uncommitted


class Heap:
    """A growable arena of guest memory with exact-size-class reuse."""

    def __init__(self, mem, base, reserve, chunk=0x100000, grow=None):
        self.mem, self.base, self.end = mem, base, base + reserve
        self.chunk = chunk
        self.top = base          # next unallocated byte
        self.mapped = base       # end of mapped pages
        self.live = {}           # addr -> size
        self.reserved = {}       # addr -> size class, for blocks allocated with room to grow
        self.free_lists = {}     # rounded size -> [addr]
        # grow(size) -> (base, size) of a new mapped segment that holds ``size`` bytes, or
        # None when the address space is used up; None: the heap never grows past ``end``.
        self.grow = grow
        self.segments = [[base, reserve, base]]   # [base, size, top] each; the last is current
        self.tails = []          # (addr, size): the unused ends of earlier segments

    def _class(self, addr, size):
        """The size class a live block occupies (its reserve, if it has one)."""
        return max(_rounded(size), self.reserved.get(addr, 0))

    def alloc(self, size, zero=False, reserve=0):
        """Allocate ``size`` bytes; returns the guest address (0 when exhausted). With
        ``reserve`` the block takes that many bytes, so it grows in place up to them
        (GlobalSize and HeapSize still answer ``size``)."""
        rounded = _rounded(max(size, reserve))
        bucket = self.free_lists.get(rounded)
        if bucket:
            addr = bucket.pop()
            zero = True  # reused memory: callers of calloc/HEAP_ZERO_MEMORY need zeros
        else:
            addr = self.top
            if addr + rounded > self.end:
                if self.grow is None or not self._new_segment(rounded):
                    return 0
                addr = self.top
            if not self._extend_top(addr + rounded):
                return 0
        self.live[addr] = size
        if rounded > _rounded(size):
            self.reserved[addr] = rounded
        if zero and size:
            self.mem.write(addr, bytes(rounded))
        return addr

    def free(self, addr):
        """Release a block; returns False for an address that is not a live block."""
        size = self.live.get(addr)
        if size is None:
            return False
        rounded = self._class(addr, size)
        del self.live[addr]
        self.reserved.pop(addr, None)
        self.free_lists.setdefault(rounded, []).append(addr)
        return True

    def size(self, addr):
        """The requested size of a live block, or None."""
        return self.live.get(addr)

    def realloc(self, addr, size, in_place_only=False, zero=False):
        """Resize a block; returns its address (0 when it cannot be resized).

        A block grows where it is when its size class still holds ``size`` or when it is
        the last block of the current segment; otherwise it moves -- unless
        ``in_place_only`` (HEAP_REALLOC_IN_PLACE_ONLY), which then fails and leaves the
        block as it was. With ``zero`` (HEAP_ZERO_MEMORY) the bytes past the old size
        read 0.
        """
        if not addr:
            return 0 if in_place_only else self.alloc(size, zero=zero)
        old = self.live.get(addr)
        if old is None:
            return 0
        rounded_old = self._class(addr, old)
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
        """Move the current segment's top to ``new_top`` (mapping pages as needed); False
        when the segment's end or the guest memory cap is in the way."""
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
        self.segments[-1][2] = self.top
        return True

    # -- growth, compaction, walking --------------------------------------------------
    def _new_segment(self, rounded):
        got = self.grow(rounded)
        if got is None:
            return False
        base, size = got
        if self.end > self.top:
            self.tails.append((self.top, self.end - self.top))
        self.top, self.mapped, self.end = base, base + size, base + size
        self.segments.append([base, size, base])
        return True

    def _free_blocks(self):
        """(addr, size) of every free block: the free lists and earlier segments' tails."""
        out = [(a, r) for r, addrs in self.free_lists.items() for a in addrs]
        return sorted(out + self.tails)

    def compact(self):
        """HeapCompact: coalesce adjacent free blocks (a free run that ends at the current
        segment's top gives its bytes back to the top); returns the size of the largest
        free committed block."""
        merged = []
        bases = {seg[0] for seg in self.segments}
        for addr, size in self._free_blocks():
            if merged and merged[-1][0] + merged[-1][1] == addr and addr not in bases:
                merged[-1][1] += size
            else:
                merged.append([addr, size])
        if merged and merged[-1][0] + merged[-1][1] == self.top and \
                self.segments[-1][0] <= merged[-1][0]:
            self.top = merged.pop()[0]
            self.segments[-1][2] = self.top
        self.free_lists, self.tails = {}, []
        ends = {seg[0] + seg[1] for seg in self.segments[:-1]}
        for addr, size in merged:
            if addr + size in ends:
                self.tails.append((addr, size))       # stays an earlier segment's tail
            else:
                self.free_lists.setdefault(size, []).append(addr)
        return max([size for _a, size in merged] + [self.mapped - self.top])

    def entries(self):
        """HeapWalk's sequence: per segment a region entry, then its blocks (busy and
        free) in address order, the unallocated rest of the segment last."""
        out = []
        free = self._free_blocks()
        for i, (base, size, top) in enumerate(self.segments):
            end = base + size
            current = i == len(self.segments) - 1
            committed = (self.mapped if current else end) - base
            out.append(HeapEntry(base, size, i, region=True, committed=committed,
                                 uncommitted=size - committed))
            blocks = [HeapEntry(a, n, i, busy=True, overhead=self._class(a, n) - n)
                      for a, n in self.live.items() if base <= a < end]
            blocks += [HeapEntry(a, n, i) for a, n in free if base <= a < end]
            blocks.sort(key=lambda e: e.data)
            out += blocks
            if current and self.end > self.top:
                out.append(HeapEntry(self.top, self.end - self.top, i))
        return out

    def validate(self, addr=None):
        """HeapValidate: ``addr`` a live block (None: every block lies in a segment and
        none overlaps another)."""
        if addr is not None:
            return addr in self.live
        last_end = 0
        for a, n in sorted([(a, self._class(a, n)) for a, n in self.live.items()] +
                           [(a, r) for a, r in self._free_blocks()]):
            if a < last_end or not any(b <= a and a + n <= b + s for b, s, _t in self.segments):
                return False
            last_end = a + _rounded(n)
        return True
