"""KERNEL32's heaps: the process heap, HeapCreate/HeapDestroy, HeapAlloc/ReAlloc/Free/
Size, HeapCompact, HeapValidate, HeapWalk, and the Local*/Global* allocations over the
process heap (the heaps themselves: kernel/heaps.py; ntdll's Rtl*Heap names:
ntdll/main.py)."""

from ....abi.api import BOTH, api
from ....abi.structs import struct as declare
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_NOT_ENOUGH_MEMORY, ERROR_NOT_LOCKED, ERROR_SUCCESS,
                              ERROR_NO_MORE_ITEMS)
from ...kernel.globalmem import global_alloc, global_locks
from ...kernel.heaps import PROCESS_HEAP
from ...core.dllnames import KERNEL32


HEAP_ZERO_MEMORY = 0x8
HEAP_REALLOC_IN_PLACE_ONLY = 0x10


@api(KERNEL32, "GetProcessHeap", widths=BOTH)
def GetProcessHeap(c):
    return PROCESS_HEAP


@api(KERNEL32, "HeapCreate", "DWORD options, SIZE_T initial, SIZE_T maximum", widths=BOTH)
def HeapCreate(c, options, initial, maximum):
    h = c.vm.heaps.create(initial, maximum)
    if not h:
        c.vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return h


@api(KERNEL32, "HeapDestroy", "HANDLE heap", widths=BOTH)
def HeapDestroy(c, heap):
    if not c.vm.heaps.destroy(heap):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return 1


def _heap(c, h):
    heap = c.vm.heaps.get(h)
    if heap is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
    return heap


@api(KERNEL32, "HeapAlloc", "HANDLE heap, DWORD flags, SIZE_T size", widths=BOTH)
def HeapAlloc(c, heap, flags, size):
    h = _heap(c, heap)
    return h.alloc(size, zero=bool(flags & HEAP_ZERO_MEMORY)) if h is not None else 0


@api(KERNEL32, "HeapFree", "HANDLE heap, DWORD flags, LPVOID p", widths=BOTH)
def HeapFree(c, heap, flags, p):
    h = _heap(c, heap)
    return 1 if h is not None and (not p or h.free(p)) else 0


@api(KERNEL32, "HeapReAlloc", "HANDLE heap, DWORD flags, LPVOID p, SIZE_T size", widths=BOTH)
def HeapReAlloc(c, heap, flags, p, size):
    h = _heap(c, heap)
    if h is None:
        return 0
    # HEAP_REALLOC_IN_PLACE_ONLY: the block never moves; when it cannot grow where it is
    # the call fails (STATUS_NO_MEMORY, ERROR_NOT_ENOUGH_MEMORY) and the block is intact.
    # HEAP_ZERO_MEMORY zeroes what the block gains, moved or grown in place.
    new = h.realloc(p, size, in_place_only=bool(flags & HEAP_REALLOC_IN_PLACE_ONLY),
                    zero=bool(flags & HEAP_ZERO_MEMORY))
    if not new:
        c.vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return new


@api(KERNEL32, "HeapSize", "HANDLE heap, DWORD flags, LPVOID p", widths=BOTH)
def HeapSize(c, heap, flags, p):
    h = _heap(c, heap)
    s = h.size(p) if h is not None else None
    return -1 if s is None else s         # (SIZE_T)-1 at the program's width


@api(KERNEL32, "HeapCompact", "HANDLE heap, DWORD flags", widths=BOTH)
def HeapCompact(c, heap, flags):
    h = _heap(c, heap)
    if h is None:
        return 0
    largest = h.compact()
    if not largest:
        c.vm.last_error = ERROR_SUCCESS       # 0 is then an answer, not a failure
    return largest


@api(KERNEL32, "HeapValidate", "HANDLE heap, DWORD flags, LPVOID p", widths=BOTH)
def HeapValidate(c, heap, flags, p):
    h = c.vm.heaps.get(heap)        # no last error on Windows: FALSE says it all
    return int(h is not None and h.validate(p or None))


PROCESS_HEAP_REGION, PROCESS_HEAP_UNCOMMITTED_RANGE, PROCESS_HEAP_ENTRY_BUSY = 0x1, 0x2, 0x4
# winbase.h's PROCESS_HEAP_ENTRY ends in a union of Block {HANDLE hMem; DWORD dwReserved[3]}
# and Region {...}, of one size and alignment at each width (16 bytes at 32 bits, 24 at 64):
# declared here with the Region members in place of the union (a busy or free block leaves
# them zero). 28 bytes in a 32-bit program, 40 in a 64-bit one.
PROCESS_HEAP_ENTRY = declare("PROCESS_HEAP_ENTRY", "LPVOID lpData; DWORD cbData; BYTE cbOverhead;"
                             " BYTE iRegionIndex; WORD wFlags; DWORD dwCommittedSize;"
                             " DWORD dwUnCommittedSize; LPVOID lpFirstBlock; LPVOID lpLastBlock")


@api(KERNEL32, "HeapWalk", "HANDLE heap, LPVOID entry", widths=BOTH)
def HeapWalk(c, heap, entry):
    """Enumerate a heap: lpData NULL starts; each call fills the next PROCESS_HEAP_ENTRY
    (a region per segment, then its busy and free blocks); ERROR_NO_MORE_ITEMS ends."""
    vm = c.vm
    h = _heap(c, heap)
    if h is None:
        return 0
    mem = vm.mem
    entries = h.entries()
    view = c.struct(PROCESS_HEAP_ENTRY, entry)
    data, flags = view.lpData, view.wFlags
    if data == 0:
        i = 0
    else:
        region = bool(flags & PROCESS_HEAP_REGION)
        i = next((k + 1 for k, e in enumerate(entries)
                  if e.data == data and e.region == region), None)
        if i is None:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    if i >= len(entries):
        vm.last_error = ERROR_NO_MORE_ITEMS
        return 0
    e = entries[i]
    flags = PROCESS_HEAP_REGION if e.region else PROCESS_HEAP_ENTRY_BUSY if e.busy else 0
    region = (dict(dwCommittedSize=e.committed, dwUnCommittedSize=e.uncommitted,
                   lpFirstBlock=e.data, lpLastBlock=e.data + e.size) if e.region else {})
    mem.write(entry, PROCESS_HEAP_ENTRY.pack(c.ptr_size, lpData=e.data, cbData=e.size,
                                             cbOverhead=e.overhead, iRegionIndex=e.index,
                                             wFlags=flags, **region))
    return 1


@api(KERNEL32, "LocalAlloc", "UINT flags, SIZE_T size", widths=BOTH)
def LocalAlloc(c, flags, size):
    # LMEM_MOVEABLE and LMEM_ZEROINIT have GlobalAlloc's values: the same blocks
    return global_alloc(c.vm, flags, size)


@api(KERNEL32, "GlobalAlloc", "UINT flags, SIZE_T size", widths=BOTH)
def GlobalAlloc(c, flags, size):
    return global_alloc(c.vm, flags, size)     # kernel/globalmem.py


@api(KERNEL32, "LocalFree", "HLOCAL h", widths=BOTH)
def LocalFree(c, h):
    global_locks(c.vm).pop(h, None)
    return 0 if (not h or c.vm.heap.free(h)) else h


@api(KERNEL32, "GlobalFree", "HGLOBAL h", widths=BOTH)
def GlobalFree(c, h):
    global_locks(c.vm).pop(h, None)
    return 0 if (not h or c.vm.heap.free(h)) else h


@api(KERNEL32, "GlobalLock", "HGLOBAL h", widths=BOTH)
def GlobalLock(c, h):
    # Every GlobalAlloc block is a heap block whose handle is its address: a fixed
    # block's handle is its pointer, a movable one's lock count goes up. Anything else is
    # no memory object: NULL and ERROR_INVALID_HANDLE.
    if c.vm.heap.size(h) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    locks = global_locks(c.vm)
    if h in locks:
        locks[h] += 1
    return h


@api(KERNEL32, "GlobalUnlock", "HGLOBAL h", widths=BOTH)
def GlobalUnlock(c, h):
    # Documented: nonzero while the block stays locked; 0 with NO_ERROR once unlocked;
    # 0 with ERROR_NOT_LOCKED for a movable block that was not locked. A fixed block
    # (its handle is its pointer) answers TRUE and leaves the last error alone: Wine's
    # heap.c checks it on Windows (GMEM_DDESHARE blocks), and DDE's dde.c unlocks the
    # fixed blocks PackDDElParam makes.
    locks = global_locks(c.vm)
    if h not in locks:
        return 1
    if not locks[h]:
        c.vm.last_error = ERROR_NOT_LOCKED
        return 0
    locks[h] -= 1
    c.vm.last_error = 0
    return locks[h]


@api(KERNEL32, "GlobalSize", "HGLOBAL h", widths=BOTH)
def GlobalSize(c, h):
    return c.vm.heap.size(h) or 0
