"""KERNEL32: the rest of the process-status functions it exports for psapi.dll
(K32GetProcessMemoryInfo, K32GetPerformanceInfo, K32GetMappedFileName, K32QueryWorkingSet(Ex),
K32EnumDeviceDrivers, K32GetDeviceDriverBaseName/FileName, K32EnumPageFiles) and
QueryFullProcessImageName; the module and process lists are toolhelp.py's.

The figures come from the guest's own memory (kernel/perfinfo.py ``process_memory``): every
page mapped is committed and resident, as nothing is ever paged out, and the same guest
gives the same figures at every run. The machine's paging file is C:\\pagefile.sys, as
large as its memory, and empty. No kernel-mode drivers are loaded on this machine: the
driver list is empty and no address is a driver's. EmptyWorkingSet,
InitializeProcessForWsWatch and GetWsChanges are not provided: pages never leave the
working set or fault in here, so nothing could answer them truthfully (docs/dlls.md).
"""

import os

from ....abi.api import BOTH, GuestCall, api
from ....abi.structs import array_bytes, struct
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_BAD_LENGTH, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_UNEXP_NET_ERR)
from ...kernel.mapping import view_at
from ...kernel.perfinfo import PAGE_FILE_PAGES, available_physical, process_memory
from ...kernel.sysinfo import PAGE_SIZE, PHYSICAL_PAGES, PROCESSORS
from .toolhelp import C_DEVICE, _process_ok, modules

PROCESS_MEMORY_COUNTERS_EX = struct(
    "PROCESS_MEMORY_COUNTERS_EX",
    "DWORD cb; DWORD PageFaultCount; SIZE_T PeakWorkingSetSize; SIZE_T WorkingSetSize;"
    " SIZE_T QuotaPeakPagedPoolUsage; SIZE_T QuotaPagedPoolUsage;"
    " SIZE_T QuotaPeakNonPagedPoolUsage; SIZE_T QuotaNonPagedPoolUsage;"
    " SIZE_T PagefileUsage; SIZE_T PeakPagefileUsage; SIZE_T PrivateUsage")
PERFORMANCE_INFORMATION = struct(
    "PERFORMANCE_INFORMATION",
    "DWORD cb; SIZE_T CommitTotal; SIZE_T CommitLimit; SIZE_T CommitPeak;"
    " SIZE_T PhysicalTotal; SIZE_T PhysicalAvailable; SIZE_T SystemCache;"
    " SIZE_T KernelTotal; SIZE_T KernelPaged; SIZE_T KernelNonpaged; SIZE_T PageSize;"
    " DWORD HandleCount; DWORD ProcessCount; DWORD ThreadCount")
ENUM_PAGE_FILE_INFORMATION = struct(
    "ENUM_PAGE_FILE_INFORMATION",
    "DWORD cb; DWORD Reserved; SIZE_T TotalSize; SIZE_T TotalInUse; SIZE_T PeakUsage")

#: the paging file's path (EnumPageFiles)
PAGE_FILE = "C:\\pagefile.sys"
PROCESS_NAME_NATIVE = 1
_UC_READ, _UC_WRITE, _UC_EXEC = 1, 2, 4
# Unicorn's page permissions -> (working-set entry protection: the memory manager's
# code, PAGE_* protection): read-only 1, execute 2, execute-read 3, read-write 4,
# execute-read-write 6.
_PROTECTION = {_UC_READ: (1, 0x02), _UC_EXEC: (2, 0x10), _UC_READ | _UC_EXEC: (3, 0x20),
               _UC_READ | _UC_WRITE: (4, 0x04), _UC_READ | _UC_WRITE | _UC_EXEC: (6, 0x40),
               _UC_WRITE: (4, 0x04), _UC_WRITE | _UC_EXEC: (6, 0x40)}


def _pages(vm):
    """(page address, permissions) of every resident page, ascending; a page no access
    reaches (PAGE_NOACCESS, a guard) is not in the working set."""
    for begin, end, perms in sorted(vm.mem.uc.mem_regions()):
        if perms & 7:
            for page in range(begin, end + 1, PAGE_SIZE):
                yield page, perms & 7


@api(KERNEL32, "K32GetProcessMemoryInfo", "HANDLE process, LPVOID counters, DWORD cb",
     widths=BOTH)
def K32GetProcessMemoryInfo(c, process, counters, cb):
    """PROCESS_MEMORY_COUNTERS of this process — or PROCESS_MEMORY_COUNTERS_EX, with its
    PrivateUsage, when ``cb`` has room for it (``cb`` then says which was written). No
    kernel pool is charged to the process here: the quota fields are 0. Too small a
    ``cb``: ERROR_INSUFFICIENT_BUFFER."""
    vm, ptr = c.vm, c.ptr_size
    if not _process_ok(c, process):
        return 0
    full = PROCESS_MEMORY_COUNTERS_EX.sizeof(ptr)
    basic = full - ptr
    if cb < basic:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    figures = process_memory(vm)
    fields = {k: figures[k] for k in ("PageFaultCount", "PeakWorkingSetSize",
                                      "WorkingSetSize", "PagefileUsage", "PeakPagefileUsage",
                                      "PrivateUsage")}
    data = PROCESS_MEMORY_COUNTERS_EX.pack(ptr, cb=full if cb >= full else basic, **fields)
    vm.mem.write(counters, data if cb >= full else data[:basic])
    return 1


@api(KERNEL32, "K32GetPerformanceInfo", "LPVOID info, DWORD cb", widths=BOTH)
def K32GetPerformanceInfo(c, info, cb):
    """PERFORMANCE_INFORMATION in pages: the program's commit (its mapped memory) against
    the limit of memory and paging file together, GlobalMemoryStatusEx's physical
    figures, no file cache and no kernel pools; the handles, processes (the idle process
    and the program, as EnumProcesses lists them) and their threads. Too small a ``cb``:
    ERROR_BAD_LENGTH."""
    vm, ptr = c.vm, c.ptr_size
    size = PERFORMANCE_INFORMATION.sizeof(ptr)
    if cb < size:
        vm.last_error = ERROR_BAD_LENGTH
        return 0
    figures = process_memory(vm)
    threads = sum(1 for t in vm.threads.threads if t.alive)
    PERFORMANCE_INFORMATION.write(
        vm.mem, info, ptr, cb=size, CommitTotal=figures["PagefileUsage"] // PAGE_SIZE,
        CommitLimit=PHYSICAL_PAGES + PAGE_FILE_PAGES,
        CommitPeak=figures["PeakPagefileUsage"] // PAGE_SIZE, PhysicalTotal=PHYSICAL_PAGES,
        PhysicalAvailable=available_physical(vm) // PAGE_SIZE, PageSize=PAGE_SIZE,
        HandleCount=len(vm.handles), ProcessCount=2, ThreadCount=threads + PROCESSORS)
    return 1


@api(KERNEL32, "K32EnumPageFiles{AW}", "LPVOID callback, LPVOID context", widths=BOTH)
def K32EnumPageFiles(c, callback, context):
    """Call ``callback(context, info, name)`` for the one paging file (its size in
    pages; nothing in it); a FALSE answer would stop the list."""
    vm, ptr = c.vm, c.ptr_size
    size = ENUM_PAGE_FILE_INFORMATION.sizeof(ptr)
    name_bytes = (len(PAGE_FILE) + 1) * c.char_size
    block = vm.heap.alloc(size + name_bytes, zero=True)
    try:
        ENUM_PAGE_FILE_INFORMATION.write(vm.mem, block, ptr, cb=size,
                                         TotalSize=PAGE_FILE_PAGES)
        c.write_str(block + size, PAGE_FILE)
        yield GuestCall(callback, (context, block, block + size))
    finally:
        vm.heap.free(block)
    return 1


@api(KERNEL32, "K32GetMappedFileName{AW}", "HANDLE process, LPVOID addr, LPVOID buf, DWORD size",
     widths=BOTH)
def K32GetMappedFileName(c, process, addr, buf, size):
    """The file mapped at ``addr`` — a view of a file's section, the program's image or a
    DLL's — in NT device form (``\\Device\\HarddiskVolume1\\...``), cut to fit ``size``;
    the characters written. Memory no file backs: 0 with ERROR_UNEXP_NET_ERR, as
    Windows answers."""
    vm = c.vm
    if not _process_ok(c, process):
        return 0
    path = None
    view = view_at(vm, addr)
    if view is not None and view.section.host is not None:
        rel = os.path.relpath(view.section.host, vm.vfs.root)
        path = "C:\\" + rel.replace(os.sep, "\\")
    else:
        for base, length, _name, guest, _entry in modules(vm):
            if base <= addr < base + length and vm.mem.region_at(addr) is not None:
                path = guest
                break
    if path is None:
        vm.last_error = ERROR_UNEXP_NET_ERR
        return 0
    if not size:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    text = (C_DEVICE + path[2:] if path[1:2] == ":" else path)[:size - 1]
    c.write_str(buf, text)
    return len(text)


@api(KERNEL32, "K32QueryWorkingSet", "HANDLE process, LPVOID out, DWORD cb", widths=BOTH)
def K32QueryWorkingSet(c, process, out, cb):
    """PSAPI_WORKING_SET_INFORMATION: the count, then an entry per resident page (its
    page number and protection; private, not shared). Too small a buffer: FALSE with
    ERROR_BAD_LENGTH and the count written, when the count itself fits."""
    vm, ptr = c.vm, c.ptr_size
    if not _process_ok(c, process):
        return 0
    entries = [page | _PROTECTION[perms][0] for page, perms in _pages(vm)]
    if cb >= ptr:
        vm.mem.wptr(out, len(entries))
    if cb < ptr * (1 + len(entries)):
        vm.last_error = ERROR_BAD_LENGTH
        return 0
    if entries:
        vm.mem.write(out + ptr, array_bytes("ULONG_PTR", entries, ptr))
    return 1


@api(KERNEL32, "K32QueryWorkingSetEx", "HANDLE process, LPVOID out, DWORD cb", widths=BOTH)
def K32QueryWorkingSetEx(c, process, out, cb):
    """Each PSAPI_WORKING_SET_EX_INFORMATION's VirtualAttributes for its VirtualAddress:
    a resident page is Valid with its PAGE_* protection (ShareCount 0, node 0, not
    locked, no large page); any other address reads 0 (not valid)."""
    vm, ptr = c.vm, c.ptr_size
    if not _process_ok(c, process):
        return 0
    if cb < 2 * ptr:
        vm.last_error = ERROR_BAD_LENGTH
        return 0
    perms = {}
    for begin, end, p in vm.mem.uc.mem_regions():
        perms[(begin, end)] = p & 7
    for i in range(cb // (2 * ptr)):
        entry = out + 2 * ptr * i
        addr = vm.mem.uptr(entry)
        value = 0
        for (begin, end), p in perms.items():
            if begin <= addr <= end and p:
                value = 1 | _PROTECTION[p][1] << 4
                break
        vm.mem.wptr(entry + ptr, value)
    return 1


@api(KERNEL32, "K32EnumDeviceDrivers", "LPVOID bases, DWORD cb, LPDWORD needed", widths=BOTH)
def K32EnumDeviceDrivers(c, bases, cb, needed):
    """The load addresses of the kernel-mode drivers: this machine loads none, so the
    list is empty (*needed 0), as Wine answers too."""
    if needed:
        c.vm.mem.w32(needed, 0)
    return 1


@api(KERNEL32, "K32GetDeviceDriverBaseName{AW}", "LPVOID base, LPVOID buf, DWORD size",
     widths=BOTH)
def K32GetDeviceDriverBaseName(c, base, buf, size):
    """The file name of the driver loaded at ``base``: no driver is loaded anywhere, so
    0 with ERROR_INVALID_HANDLE."""
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(KERNEL32, "K32GetDeviceDriverFileName{AW}", "LPVOID base, LPVOID buf, DWORD size",
     widths=BOTH)
def K32GetDeviceDriverFileName(c, base, buf, size):
    """The path of the driver loaded at ``base``: none is, as for its base name."""
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(KERNEL32, "QueryFullProcessImageName{AW}", "HANDLE process, DWORD flags, LPVOID buf, "
     "LPDWORD size", widths=BOTH)
def QueryFullProcessImageName(c, process, flags, buf, size):
    """The program's path — its Win32 form, or NT device form with PROCESS_NAME_NATIVE —
    and its length without the NUL in ``*size``; a buffer of ``*size`` characters that
    is too small fails with ERROR_INSUFFICIENT_BUFFER."""
    vm = c.vm
    if flags & ~PROCESS_NAME_NATIVE:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not _process_ok(c, process):
        return 0
    path = modules(vm)[0][3]
    if flags & PROCESS_NAME_NATIVE and path[1:2] == ":":
        path = C_DEVICE + path[2:]
    if vm.mem.u32(size) < len(path) + 1:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, path)
    vm.mem.w32(size, len(path))
    return 1
