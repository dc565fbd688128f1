"""GlobalAlloc's blocks: movable and fixed blocks are both plain heap pointers (GlobalLock
returns the pointer), but a movable block keeps a lock count, which GlobalUnlock reports.
Shared by KERNEL32's Global* functions and the DLLs that hand a program movable memory
(COMDLG32's hDevMode / hDevNames)."""

__all__ = ["GMEM_MOVEABLE", "GMEM_ZEROINIT", "global_alloc", "global_locks"]

GMEM_MOVEABLE, GMEM_ZEROINIT = 0x2, 0x40


def global_locks(vm):
    """Lock counts of the movable GlobalAlloc blocks (handle -> count)."""
    return vm.kernel.global_locks


def global_alloc(vm, flags, size):
    """GlobalAlloc: the block's handle (its address), 0 when the heap is full."""
    h = vm.heap.alloc(size, zero=bool(flags & GMEM_ZEROINIT))
    if h and flags & GMEM_MOVEABLE:
        global_locks(vm)[h] = 0
    return h
