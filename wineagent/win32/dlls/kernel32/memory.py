"""KERNEL32: the rest of the Global*/Local* memory functions — GlobalReAlloc,
LocalReAlloc, LocalSize, LocalLock/LocalUnlock, Global/LocalFlags, Global/LocalHandle —
the write watch of VirtualAlloc's MEM_WRITE_WATCH memory: GetWriteWatch,
ResetWriteWatch — and VirtualLock/VirtualUnlock.

Local and global blocks are the same (Win32 has one heap for both): a block's handle is
its address, and a movable block keeps a lock count (``kernel/globalmem.py``).

A write-watched page's first write after its watch was reset traps once (its write
permission is off in the virtual TLB only: ``Memory.trap_writes``), which records it;
a write by an API (ReadFile into the buffer) counts as well, as on Windows. Which pages
are written is a function of the guest's execution only (docs/emulator.md, "Write
traps: write watch and copy-on-write").
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_NOACCESS,
                              ERROR_NOT_ENOUGH_MEMORY, ERROR_NOT_LOCKED,
                              ERROR_WORKING_SET_QUOTA)
from ...kernel.guard import STATUS_GUARD_PAGE_VIOLATION, guard_page_access
from ...kernel.mapping import view_at, view_query
from ...kernel.vmem import MEM_COMMIT, PAGE_NOACCESS
from ...kernel.globalmem import GMEM_MOVEABLE, GMEM_ZEROINIT, global_locks
from ...core.dllnames import KERNEL32

GMEM_MODIFY = 0x80


def _realloc(c, h, size, flags, fn):
    vm = c.vm
    old = vm.heap.size(h)
    if old is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    locks = global_locks(vm)
    if flags & GMEM_MODIFY:
        # Only the block's kind changes: a fixed block becomes movable, or the reverse.
        if flags & GMEM_MOVEABLE:
            locks.setdefault(h, 0)
        return h
    movable = h in locks
    new = vm.heap.realloc(h, size, in_place_only=True, zero=bool(flags & GMEM_ZEROINIT))
    if new:
        return new
    if movable:
        # Windows keeps a movable block's handle when its memory moves; here the handle is
        # the address, so a block that cannot grow in place cannot keep it.
        raise Unimplemented("KERNEL32.dll!%s: moving a movable block (its handle is its "
                            "address here)" % fn)
    if not flags & GMEM_MOVEABLE:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY     # a fixed block may not move unasked
        return 0
    new = vm.heap.realloc(h, size, zero=bool(flags & GMEM_ZEROINIT))
    if not new:
        vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return new


@api(KERNEL32, "GlobalReAlloc", "HGLOBAL h, SIZE_T size, UINT flags", widths=BOTH)
def GlobalReAlloc(c, h, size, flags):
    """Resize a block (GMEM_ZEROINIT: the new bytes read 0). A fixed block moves only
    with GMEM_MOVEABLE (the result is then its new address); GMEM_MODIFY changes whether
    it is movable instead."""
    return _realloc(c, h, size, flags, "GlobalReAlloc")


@api(KERNEL32, "LocalReAlloc", "HLOCAL h, SIZE_T size, UINT flags", widths=BOTH)
def LocalReAlloc(c, h, size, flags):
    """GlobalReAlloc (LMEM_* are GMEM_*'s values)."""
    return _realloc(c, h, size, flags, "LocalReAlloc")


@api(KERNEL32, "LocalSize", "HLOCAL h", widths=BOTH)
def LocalSize(c, h):
    """The block's size, 0 (ERROR_INVALID_HANDLE) for a handle that is no block."""
    size = c.vm.heap.size(h)
    if size is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return size


@api(KERNEL32, "LocalLock", "HLOCAL h", widths=BOTH)
def LocalLock(c, h):
    """The block's address; a movable block counts one more lock."""
    if c.vm.heap.size(h) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    locks = global_locks(c.vm)
    if h in locks:
        locks[h] += 1
    return h


@api(KERNEL32, "LocalUnlock", "HLOCAL h", widths=BOTH)
def LocalUnlock(c, h):
    """One lock off a movable block: nonzero while still locked, 0 with NO_ERROR at the
    last one, 0 with ERROR_NOT_LOCKED for an unlocked or fixed block."""
    locks = global_locks(c.vm)
    if not locks.get(h):
        c.vm.last_error = ERROR_NOT_LOCKED
        return 0
    locks[h] -= 1
    c.vm.last_error = 0
    return locks[h]


def _flags(c, h):
    if c.vm.heap.size(h) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0x8000                      # GMEM_INVALID_HANDLE
    return global_locks(c.vm).get(h, 0) & 0xFF


@api(KERNEL32, "GlobalFlags", "HGLOBAL h", widths=BOTH)
def GlobalFlags(c, h):
    """The block's lock count in the low byte (nothing is discardable here);
    GMEM_INVALID_HANDLE for a handle that is no block."""
    return _flags(c, h)


@api(KERNEL32, "LocalFlags", "HLOCAL h", widths=BOTH)
def LocalFlags(c, h):
    """GlobalFlags for a local block."""
    return _flags(c, h)


@api(KERNEL32, "GlobalHandle", "LPVOID p", widths=BOTH)
def GlobalHandle(c, p):
    """The handle of the block at ``p``: the address itself."""
    if c.vm.heap.size(p) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return p


@api(KERNEL32, "LocalHandle", "LPVOID p", widths=BOTH)
def LocalHandle(c, p):
    """GlobalHandle for a local block."""
    return GlobalHandle(c, p)


WRITE_WATCH_FLAG_RESET = 1
_FAILED = 0xFFFFFFFF


@api(KERNEL32, "GetWriteWatch", "DWORD flags, LPVOID base, SIZE_T size, LPVOID addresses, "
     "LPVOID count, LPVOID granularity", widths=BOTH)
def GetWriteWatch(c, flags, base, size, addresses, count, granularity):
    """The pages of [base, base + size) written since their watch was reset, at most
    ``*count`` of them in address order into ``addresses`` (``*count`` receives how many,
    ``*granularity`` the page size); WRITE_WATCH_FLAG_RESET resets the watch of the pages
    returned. 0 on success; (UINT)-1 with ERROR_INVALID_PARAMETER for a range not inside
    one MEM_WRITE_WATCH allocation, a size or ``*count`` of 0 or an unknown flag, and
    ERROR_NOACCESS for a NULL ``count``, ``granularity`` or ``addresses``."""
    vm, mem = c.vm, c.vm.mem
    if flags & ~WRITE_WATCH_FLAG_RESET or not size or vm.vspace.watched(base, size) is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return _FAILED
    if not count:
        vm.last_error = ERROR_NOACCESS
        return _FAILED
    room = mem.uptr(count)
    if room == 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return _FAILED
    if not granularity or not addresses:
        vm.last_error = ERROR_NOACCESS
        return _FAILED
    hits = mem.watched_written(base, size)[:room]
    if flags & WRITE_WATCH_FLAG_RESET:
        mem.watched_written(base, size, reset=len(hits))
    for i, page in enumerate(hits):
        mem.wptr(addresses + i * c.ptr_size, page)
    mem.wptr(count, len(hits))
    mem.w32(granularity, 0x1000)
    return 0


@api(KERNEL32, "ResetWriteWatch", "LPVOID base, SIZE_T size", widths=BOTH)
def ResetWriteWatch(c, base, size):
    """Start the watch of the pages of [base, base + size) again (none of them counts
    as written); 0, or (UINT)-1 with ERROR_INVALID_PARAMETER for a size of 0 or a range
    not inside one MEM_WRITE_WATCH allocation."""
    vm = c.vm
    if not size or vm.vspace.watched(base, size) is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return _FAILED
    vm.mem.watched_written(base, size, reset=True)
    return 0


# -- VirtualLock / VirtualUnlock ---------------------------------------------------------
#: The pages a process may lock: its minimum working set, 200 KB by default (MSDN,
#: "VirtualLock": "the number of pages in its minimum working set minus a small
#: overhead"; the overhead is not counted here, and the process cannot change its
#: working set: SetProcessWorkingSetSize is not implemented)
LOCK_QUOTA_PAGES = 204800 // 0x1000


def _lock_range(addr, size):
    start = addr & ~0xFFF
    return range(start, (addr + max(size, 1) + 0xFFF) & ~0xFFF, 0x1000)


def _committed(vm, page):
    """True when the page at ``page`` is committed and accessible (what a lock needs)."""
    mem = vm.mem
    if mem.region_at(page) is None or page >> 12 in mem.hidden_pages:
        return False
    r = vm.vspace.find(page)
    if r is not None:
        return page in r.committed and r.committed[page] & 0xFF != PAGE_NOACCESS
    view = view_at(vm, page)
    if view is not None:
        _end, state, prot, _alloc = view_query(vm, view, page)
        return state == MEM_COMMIT and prot & 0xFF != PAGE_NOACCESS
    return mem._uc_perms(page) != 0


@api(KERNEL32, "VirtualLock", "LPVOID addr, SIZE_T size", widths=BOTH)
def VirtualLock(c, addr, size):
    """Lock the pages of [addr, addr + size) in the working set (here every page is
    resident: the lock is bookkeeping VirtualUnlock checks). Every page must be committed
    and accessible (ERROR_NOACCESS); locking probes each page as an access does, so a
    guard page loses its guard and the call fails with STATUS_GUARD_PAGE_VIOLATION as its
    error (no Win32 code maps it), nothing locked — a thread stack's guard page grows the
    stack instead (kernel/guard.py). More than the minimum working set locked at once:
    ERROR_WORKING_SET_QUOTA. Locking a locked page again is no second lock."""
    vm, mem = c.vm, c.vm.mem
    pages = _lock_range(addr, size)
    for page in pages:
        if mem.guard_pages and mem.guard_hit(page):
            raised = guard_page_access(vm, page, 0, True)
            if raised is not None:
                vm.last_error = STATUS_GUARD_PAGE_VIOLATION
                return 0
        if not _committed(vm, page):
            vm.last_error = ERROR_NOACCESS
            return 0
    locked = _locked(vm)
    if len(locked | set(pages)) > LOCK_QUOTA_PAGES:
        vm.last_error = ERROR_WORKING_SET_QUOTA
        return 0
    locked.update(pages)
    return 1


@api(KERNEL32, "VirtualUnlock", "LPVOID addr, SIZE_T size", widths=BOTH)
def VirtualUnlock(c, addr, size):
    """Unlock the pages of [addr, addr + size): every one must be locked, else
    ERROR_NOT_LOCKED and none is unlocked (one VirtualUnlock undoes any number of
    VirtualLock calls)."""
    vm = c.vm
    pages = set(_lock_range(addr, size))
    locked = _locked(vm)
    if not pages <= locked:
        vm.last_error = ERROR_NOT_LOCKED
        return 0
    locked.difference_update(pages)
    return 1


def _locked(vm):
    """The process's locked pages (page addresses), kept with its address space and
    forgotten when their memory is released (kernel/vmem.py)."""
    vspace = vm.vspace
    if not vspace.__dict__.get("locked"):
        vspace.locked = set()
    return vspace.locked
