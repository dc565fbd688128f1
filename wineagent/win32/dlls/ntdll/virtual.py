"""NTDLL: NtAllocateVirtualMemory, NtFreeVirtualMemory and NtProtectVirtualMemory, the
native calls under VirtualAlloc(Ex), VirtualFree(Ex) and VirtualProtect, over the same
address space (``kernel/vmem.py``) of this process or of a child process it started
(``kernel32/main.process_vspace``).

Both take the base and size by reference and write back what they did: the base of the
pages (a new reservation's is rounded down to 64 KiB) and the size in whole pages from
there. Refusals are the NTSTATUS of VirtualAlloc's errors: a range not free or not
reserved is STATUS_CONFLICTING_ADDRESSES when allocating; freeing, an address in no
reservation is STATUS_INVALID_PARAMETER and a release that does not start at the
reservation's base STATUS_FREE_VM_NOT_AT_BASE (Wine 8's answers).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_ADDRESS,
                              ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY,
                              STATUS_ACCESS_DENIED, STATUS_ACCESS_VIOLATION,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_PAGE_PROTECTION,
                              STATUS_INVALID_PARAMETER, STATUS_NO_MEMORY,
                              STATUS_NOT_COMMITTED, STATUS_SUCCESS)
from ...kernel.process import is_current_process
from ...kernel.vmem import VirtualError
from ..kernel32.main import process_vspace, protect_memory

STATUS_CONFLICTING_ADDRESSES = 0xC0000018
STATUS_FREE_VM_NOT_AT_BASE = 0xC000009F
MEM_RELEASE = 0x8000
PAGE = 0x1000


def _status(error, bad_address):
    if error == ERROR_INVALID_ADDRESS:
        return bad_address
    if error == ERROR_NOT_ENOUGH_MEMORY:
        return STATUS_NO_MEMORY
    return STATUS_INVALID_PARAMETER


@api(NTDLL, "NtAllocateVirtualMemory", "HANDLE process, LPVOID base, ULONG_PTR zero_bits, "
     "LPVOID size, DWORD type, DWORD protect", widths=BOTH)
def NtAllocateVirtualMemory(c, process, base, zero_bits, size, type, protect):
    """Reserve and/or commit pages at ``*base`` (NULL: where there is room) for
    ``*size`` bytes; ``*base`` and ``*size`` receive the pages' base and extent."""
    vm, mem = c.vm, c.vm.mem
    vspace = process_vspace(vm, process)
    if vspace is None:
        return STATUS_INVALID_HANDLE
    if not base or not size:
        return STATUS_INVALID_PARAMETER
    addr, length = mem.uptr(base), mem.uptr(size)
    try:
        start = vspace.alloc(addr, length, type, protect)
    except VirtualError as e:
        return _status(e.error, STATUS_CONFLICTING_ADDRESSES)
    end = ((addr or start) + length + PAGE - 1) & ~(PAGE - 1)
    mem.wptr(base, start)
    mem.wptr(size, end - start)
    return STATUS_SUCCESS


@api(NTDLL, "NtFreeVirtualMemory", "HANDLE process, LPVOID base, LPVOID size, DWORD type",
     widths=BOTH)
def NtFreeVirtualMemory(c, process, base, size, type):
    """Decommit pages or release the reservation at ``*base`` (``*size`` 0: the whole
    of it from there); ``*base`` and ``*size`` receive what was freed."""
    vm, mem = c.vm, c.vm.mem
    vspace = process_vspace(vm, process)
    if vspace is None:
        return STATUS_INVALID_HANDLE
    if not base or not size:
        return STATUS_INVALID_PARAMETER
    addr, length = mem.uptr(base), mem.uptr(size)
    r = vspace.find(addr)
    if r is None:
        return STATUS_INVALID_PARAMETER
    if type == MEM_RELEASE and addr & ~(PAGE - 1) != r.base:
        return STATUS_FREE_VM_NOT_AT_BASE
    start = addr & ~(PAGE - 1)
    end = r.base + r.size if not length else (addr + length + PAGE - 1) & ~(PAGE - 1)
    if type == MEM_RELEASE and length and (start, end) == (r.base, r.base + r.size):
        length = 0                    # the whole reservation named by its extent
    try:
        vspace.free(addr, length, type)
    except VirtualError as e:
        return _status(e.error, STATUS_INVALID_PARAMETER)
    mem.wptr(base, start)
    mem.wptr(size, end - start)
    return STATUS_SUCCESS


@api(NTDLL, "NtProtectVirtualMemory", "HANDLE process, LPVOID base, LPVOID size, "
     "DWORD protect, LPVOID old", widths=BOTH)
def NtProtectVirtualMemory(c, process, base, size, protect, old):
    """VirtualProtect of ``*size`` bytes at ``*base``: ``*base`` and ``*size`` receive
    the pages changed, ``*old`` the first one's old protection (a NULL ``old``:
    STATUS_ACCESS_VIOLATION). A protection the pages may not have:
    STATUS_INVALID_PAGE_PROTECTION; pages not committed: STATUS_NOT_COMMITTED."""
    vm, mem = c.vm, c.vm.mem
    if not is_current_process(vm, process):
        raise Unimplemented("%s!NtProtectVirtualMemory in another process" % NTDLL)
    if not old:
        return STATUS_ACCESS_VIOLATION
    if not base or not size:
        return STATUS_INVALID_PARAMETER
    addr, length = mem.uptr(base), mem.uptr(size)
    try:
        prev = protect_memory(vm, addr, length, protect)
    except VirtualError as e:
        return {ERROR_INVALID_PARAMETER: STATUS_INVALID_PAGE_PROTECTION,
                ERROR_ACCESS_DENIED: STATUS_ACCESS_DENIED,
                ERROR_INVALID_ADDRESS: STATUS_NOT_COMMITTED}.get(e.error,
                                                                 STATUS_INVALID_PARAMETER)
    start = addr & ~(PAGE - 1)
    mem.wptr(base, start)
    mem.wptr(size, ((addr + max(length, 1) + PAGE - 1) & ~(PAGE - 1)) - start)
    mem.w32(old, prev)
    return STATUS_SUCCESS
