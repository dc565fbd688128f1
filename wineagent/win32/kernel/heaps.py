"""HeapCreate's private heaps: each its own range of guest memory, freed by HeapDestroy.

The process heap (GetProcessHeap) is the VM's main heap and cannot be destroyed. A
private heap reserves ``maximum`` bytes (rounded up to 64 KiB), or 16 MiB when growable
(``maximum`` 0), and maps the range at once, so nothing else lands inside it; HeapDestroy
unmaps it and its handle stops working (ERROR_INVALID_HANDLE).
"""

from ..core.heap import Heap

__all__ = ["Heaps", "PROCESS_HEAP", "GROWABLE_RESERVE"]

PROCESS_HEAP = 0x00050000
GROWABLE_RESERVE = 16 << 20
_BASE, _END = 0x20000000, 0x70000000


class Heaps:
    """The heaps of one VM by handle (``vm.heaps``)."""

    def __init__(self, vm):
        self.vm = vm
        self.private = {}            # handle -> Heap

    def get(self, h):
        """The heap behind handle ``h``, or None."""
        if h == PROCESS_HEAP:
            return self.vm.heap
        return self.private.get(h)

    def create(self, initial, maximum):
        """A new private heap; returns its handle (0 when the address space is full)."""
        mem = self.vm.mem
        size = max(maximum, initial, 0x10000) if maximum else max(GROWABLE_RESERVE, initial)
        size = (size + 0xFFFF) & ~0xFFFF
        try:
            base = mem.find_free(size, _BASE, _END)
        except MemoryError:
            return 0
        mem.map(base, size, 0x04, "heap")
        heap = Heap(mem, base, size)
        heap.mapped = base + size     # mapped whole: see the module docstring
        self.private[base] = heap     # the handle is the base, as on Windows
        return base

    def destroy(self, h):
        """Free every block of a private heap at once; False for the process heap or a
        handle that is not a heap."""
        heap = self.private.pop(h, None)
        if heap is None:
            return False
        self.vm.mem.unmap(heap.base)
        return True
