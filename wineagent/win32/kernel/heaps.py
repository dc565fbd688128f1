"""HeapCreate's private heaps: each its own ranges of guest memory, freed by HeapDestroy.

The process heap (GetProcessHeap) is the VM's main heap and cannot be destroyed. A
private heap with a maximum reserves ``maximum`` bytes (rounded up to 64 KiB) and never
grows past them. A **growable** heap (``maximum`` 0) starts with a 16 MiB segment (or the
initial size, when larger) and, as on Windows, goes on in a new segment whenever a block
does not fit — at least 16 MiB, or the block's size — until the address space is used up
(a VC++ runtime's 65 MB request, a program's 100 MB buffer). The process heap grows the
same way past its own range. Each segment is mapped at once, so nothing else lands inside
it; HeapDestroy unmaps every segment and the handle stops working (ERROR_INVALID_HANDLE).
"""

from ..core.heap import Heap

__all__ = ["Heaps", "PROCESS_HEAP", "GROWABLE_RESERVE"]

PROCESS_HEAP = 0x00050000
GROWABLE_RESERVE = 16 << 20
_BASE, _END = 0x20000000, 0x70000000
_GRAIN = 0x10000


class Heaps:
    """The heaps of one VM by handle (``vm.heaps``)."""

    def __init__(self, vm):
        self.vm = vm
        self.private = {}            # handle -> Heap
        vm.heap.grow = self._segment

    def get(self, h):
        """The heap behind handle ``h``, or None."""
        if h == PROCESS_HEAP:
            return self.vm.heap
        return self.private.get(h)

    def _segment(self, need):
        """A new mapped segment for a growable heap that holds ``need`` bytes: (base,
        size), or None when no free range of guest address space is large enough."""
        size = (max(GROWABLE_RESERVE, need + _GRAIN) + _GRAIN - 1) & ~(_GRAIN - 1)
        mem = self.vm.mem
        try:
            base = mem.find_free(size, _BASE, _END)
            mem.map(base, size, 0x04, "heap")
        except MemoryError:          # no such range, or past the guest memory cap
            return None
        return base, size

    def create(self, initial, maximum):
        """A new private heap; returns its handle (0 when the address space is full)."""
        mem = self.vm.mem
        size = max(maximum, initial, 0x10000) if maximum else max(GROWABLE_RESERVE, initial)
        size = (size + _GRAIN - 1) & ~(_GRAIN - 1)
        try:
            base = mem.find_free(size, _BASE, _END)
            mem.map(base, size, 0x04, "heap")
        except MemoryError:
            return 0
        heap = Heap(mem, base, size, grow=None if maximum else self._segment)
        heap.mapped = base + size     # mapped whole: see the module docstring
        self.private[base] = heap     # the handle is the base, as on Windows
        return base

    def destroy(self, h):
        """Free every block of a private heap at once; False for the process heap or a
        handle that is not a heap."""
        heap = self.private.pop(h, None)
        if heap is None:
            return False
        for base, _size, _top in heap.segments:
            self.vm.mem.unmap(base)
        return True
