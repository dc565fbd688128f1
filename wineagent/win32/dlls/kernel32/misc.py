"""KERNEL32: small system and thread functions of the issue 23 census — DebugBreak,
thread priorities and descriptions, OpenThread, the processor number, memory status,
GetNativeSystemInfo, ReadProcessMemory/VirtualQueryEx on this process,
GetSystemWow64Directory and GetComputerNameEx."""

import struct

from ....abi.api import BOTH, absent, api
from ...core.winerror import (ERROR_CALL_NOT_IMPLEMENTED, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_MORE_DATA,
                             ERROR_NOACCESS, ERROR_PARTIAL_COPY)
from ...kernel.perfinfo import available_physical
from ...kernel.playsound import speaker_beep
from ...kernel.process import is_current_process
from ...kernel.sync import CURRENT_THREAD
from ...kernel.threads import Thread
from ...core.structures import MEMORYSTATUS
from ...kernel.vmem import TAG as VIRTUAL_TAG
from ...kernel.sysinfo import MAX_APP_ADDRESS, MAX_APP_ADDRESS64, MIN_APP_ADDRESS, \
    PAGE_SIZE, PHYSICAL_PAGES, system_info
from . import main as kernel32
from .computername import COMPUTER_NAME
from ...kernel.sysinfo import DNS_HOST_NAME
from .seh import raise_from_api
from ...core.dllnames import KERNEL32

EXCEPTION_BREAKPOINT = 0x80000003

# Absent by design (docs/dlls.md): Wine's own exports, which Windows has not; Wine's
# programs check for them with GetProcAddress and take the Windows path when they are NULL.
absent(KERNEL32, "Wine's own path translation between DOS and Unix names (not in Windows)",
       "wine_get_unix_file_name", "wine_get_dos_file_name")


@api(KERNEL32, "DebugBreak")
def DebugBreak(c):
    """An int 3: EXCEPTION_BREAKPOINT raised in the caller. No debugger is attached, so
    the program's own handlers see it; unhandled, it ends the process as on Windows. The
    context of a breakpoint points at the int 3 itself, so a handler that continues
    execution meets it again (Windows and Wine loop the same way)."""
    while True:
        yield from raise_from_api(c.vm, EXCEPTION_BREAKPOINT, 0, [], 0)


@api(KERNEL32, "Beep", "DWORD freq, DWORD duration", widths=BOTH)
def Beep(c, freq, duration):
    """A tone on the speaker (kernel/playsound.py ``speaker_beep``): captured as a sound
    event, and the call returns when it has played, on the guest clock, as Windows' Beep
    is synchronous. A frequency outside 37..32767 Hz fails with ERROR_INVALID_PARAMETER."""
    r = speaker_beep(c.vm, freq, duration)
    if r is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return r


# -- threads -------------------------------------------------------------------------------------
THREAD_PRIORITIES = {-15, -2, -1, 0, 1, 2, 15}
THREAD_MODE_BACKGROUND_BEGIN, THREAD_MODE_BACKGROUND_END = 0x10000, 0x20000
THREAD_PRIORITY_ERROR_RETURN = 0x7FFFFFFF


def _thread(c, h):
    threads = c.vm.threads
    if h == CURRENT_THREAD:
        return threads.current
    t = c.vm.handles.get(h, Thread)
    if t not in threads.threads:        # not a thread's handle, or its thread has ended
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return t


@api(KERNEL32, "SetThreadPriority", "HANDLE h, INT priority", widths=BOTH)
def SetThreadPriority(c, h, priority):
    """Record a thread's priority (GetThreadPriority reports it). The deterministic
    scheduler gives every thread the same turns whatever its priority — on one CPU a
    program cannot rely on priorities for correctness, and runs stay reproducible."""
    t = _thread(c, h)
    if t is None:
        return 0
    if priority in (THREAD_MODE_BACKGROUND_BEGIN, THREAD_MODE_BACKGROUND_END):
        if t is not c.vm.threads.current:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        t.background = priority == THREAD_MODE_BACKGROUND_BEGIN
        return 1
    if priority not in THREAD_PRIORITIES:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    t.priority = priority
    return 1


@api(KERNEL32, "GetThreadPriority", "HANDLE h", widths=BOTH)
def GetThreadPriority(c, h):
    """The priority SetThreadPriority gave (THREAD_PRIORITY_NORMAL, 0, at first)."""
    t = _thread(c, h)
    if t is None:
        return THREAD_PRIORITY_ERROR_RETURN
    return getattr(t, "priority", 0) & 0xFFFFFFFF


@api(KERNEL32, "SetThreadPriorityBoost", "HANDLE h, BOOL disable", widths=BOTH)
def SetThreadPriorityBoost(c, h, disable):
    """Disable (or allow again) one thread's dynamic priority boosts; kept and read back
    (the scheduler here never boosts)."""
    t = _thread(c, h)
    if t is None:
        return 0
    t.boost_disabled = bool(disable)
    return 1


@api(KERNEL32, "GetThreadPriorityBoost", "HANDLE h, LPDWORD disabled", widths=BOTH)
def GetThreadPriorityBoost(c, h, disabled):
    """The thread's flag (TRUE: boosts disabled) into ``*disabled``."""
    t = _thread(c, h)
    if t is None:
        return 0
    c.vm.mem.w32(disabled, int(t.boost_disabled))
    return 1


@api(KERNEL32, "SetThreadDescription", "HANDLE h, LPCWSTR text", widths=BOTH)
def SetThreadDescription(c, h, text):
    """Name a thread. The HRESULT is HRESULT_FROM_NT of the NTSTATUS, so success is
    0x10000000, not S_OK (Windows' and Wine 8's documented quirk; SUCCEEDED holds), and a
    bad handle 0xD0000008 (STATUS_INVALID_HANDLE)."""
    t = _thread(c, h)
    if t is None:
        return 0xD0000008
    t.description = text or ""
    return 0x10000000


@api(KERNEL32, "OpenThread", "DWORD access, BOOL inherit, DWORD tid", widths=BOTH)
def OpenThread(c, access, inherit, tid):
    """A handle to the thread with id ``tid`` (also one that has ended, while the VM keeps
    it); ERROR_INVALID_PARAMETER for an id no thread has, as Windows answers."""
    t = c.vm.threads.by_tid(tid)
    if t is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return c.vm.new_handle(t)


@api(KERNEL32, "GetCurrentProcessorNumber", widths=BOTH)
def GetCurrentProcessorNumber(c):
    """Processor 0: the machine has one."""
    return 0


@api(KERNEL32, "FlushProcessWriteBuffers", widths=BOTH)
def FlushProcessWriteBuffers(c):
    """A barrier across the process's processors: one CPU has no other's buffers to
    flush, so there is nothing to wait for."""


@api(KERNEL32, "GetNativeSystemInfo", "LPVOID info", widths=BOTH)
def GetNativeSystemInfo(c, info):
    """GetSystemInfo's answer: a 32-bit system has no other native view."""
    c.vm.mem.write(info, system_info(c.ptr_size))


# -- memory ----------------------------------------------------------------------------------------
TOTAL_PAGE_FILE = 2 * PHYSICAL_PAGES * PAGE_SIZE


def _memory_figures(vm):
    total = PHYSICAL_PAGES * PAGE_SIZE
    used = total - available_physical(vm)
    # the user address space: 2 GB for a 32-bit program, the 47-bit half for a 64-bit one
    top = MAX_APP_ADDRESS64 if vm.ptr_size == 8 else MAX_APP_ADDRESS
    virtual = top + 1 - MIN_APP_ADDRESS
    # taken: what is mapped, and VirtualAlloc's reservations whole (committed or not)
    mapped = sum(r.size for r in vm.mem.regions if r.tag != VIRTUAL_TAG) + \
        sum(r.size for r in vm.vspace.reservations.values())
    return (used * 100 // total, total, total - used, TOTAL_PAGE_FILE,
            TOTAL_PAGE_FILE - used, virtual, max(0, virtual - mapped))


@api(KERNEL32, "GlobalMemoryStatusEx", "LPVOID status", widths=BOTH)
def GlobalMemoryStatusEx(c, status):
    """MEMORYSTATUSEX of the 512 MB machine (``kernel/sysinfo.py``): the program's fixed
    working set as the load (what Task Manager shows too), the 2 GB user address space
    less what the guest has mapped. dwLength must be 64 (else ERROR_INVALID_PARAMETER)."""
    vm = c.vm
    if vm.mem.u32(status) != 64:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    load, *sizes = _memory_figures(vm)
    vm.mem.write(status + 4, struct.pack("<I7Q", load, *sizes, 0))
    return 1


@api(KERNEL32, "GetPhysicallyInstalledSystemMemory", "LPVOID kilobytes", widths=BOTH)
def GetPhysicallyInstalledSystemMemory(c, kilobytes):
    """The machine's installed memory in KB: the 512 MB GlobalMemoryStatusEx reports as
    total (no memory set aside for firmware or devices here). NULL: ERROR_INVALID_PARAMETER."""
    if not kilobytes:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(kilobytes, struct.pack("<Q", PHYSICAL_PAGES * PAGE_SIZE // 1024))
    return 1


@api(KERNEL32, "GlobalMemoryStatus", "LPVOID status", widths=BOTH)
def GlobalMemoryStatus(c, status):
    """MEMORYSTATUS: GlobalMemoryStatusEx's figures in 32-bit fields."""
    load, *sizes = _memory_figures(c.vm)
    if c.ptr_size == 8:                 # SIZE_T fields: whole figures in a 64-bit program
        names = ("dwTotalPhys", "dwAvailPhys", "dwTotalPageFile", "dwAvailPageFile",
                 "dwTotalVirtual", "dwAvailVirtual")
        c.vm.mem.write(status, MEMORYSTATUS.pack(8, dwLength=MEMORYSTATUS.sizeof(8),
                                                 dwMemoryLoad=load, **dict(zip(names, sizes))))
        return
    c.vm.mem.write(status, struct.pack("<8I", 32, load,
                                       *[min(s, 0xFFFFFFFF) for s in sizes]))


@api(KERNEL32, "ReadProcessMemory", "HANDLE process, LPVOID addr, LPVOID buf, SIZE_T size, "
     "LPVOID done", widths=BOTH)
def ReadProcessMemory(c, process, addr, buf, size, done):
    """Copy memory of a process — this one, the only one. Unreadable source pages fail
    with ERROR_PARTIAL_COPY (nothing copied, as Windows reports for a range that starts
    unreadable: ERROR_NOACCESS)."""
    vm = c.vm
    if done:
        vm.mem.wptr(done, 0)            # a SIZE_T *: the program's width
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    n = 0
    while n < size:
        r = vm.mem.region_at(addr + n)
        if r is None or r.protect == 0x01:
            break
        chunk = min(size - n, r.base + r.size - (addr + n))
        vm.mem.write(buf + n, vm.mem.read(addr + n, chunk))
        n += chunk
    if done:
        vm.mem.wptr(done, n)
    if n < size:
        vm.last_error = ERROR_PARTIAL_COPY if n else ERROR_NOACCESS
        return 0
    return 1


@api(KERNEL32, "VirtualQueryEx", "HANDLE process, LPVOID addr, LPVOID info, SIZE_T size", widths=BOTH)
def VirtualQueryEx(c, process, addr, info, size):
    """VirtualQuery in the address space of ``process`` (this one or a child process of
    it); ERROR_INVALID_HANDLE for another handle."""
    target = kernel32.process_vm(c.vm, process)
    if target is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return kernel32.query_memory(c, target, addr, info, size)


@api(KERNEL32, "GetSystemWow64Directory{AW}", "LPVOID buf, UINT size")
def GetSystemWow64Directory(c, buf, size):
    """Fails as on 32-bit Windows: there is no WOW64 (ERROR_CALL_NOT_IMPLEMENTED)."""
    c.vm.last_error = ERROR_CALL_NOT_IMPLEMENTED
    return 0


# -- GetComputerNameEx ------------------------------------------------------------------------
#: COMPUTER_NAME_FORMAT -> the name: NetBIOS names upper case, DNS ones as the host
#: name was set; the machine is in no DNS domain.
_NAME_FORMATS = {0: COMPUTER_NAME, 1: DNS_HOST_NAME, 2: "", 3: DNS_HOST_NAME,
                 4: COMPUTER_NAME, 5: DNS_HOST_NAME, 6: "", 7: DNS_HOST_NAME}


@api(KERNEL32, "GetComputerNameEx{AW}", "DWORD fmt, LPVOID buf, LPVOID size", widths=BOTH)
def GetComputerNameEx(c, fmt, buf, size):
    """The computer's NetBIOS or DNS name; too small a buffer: ERROR_MORE_DATA and the
    size needed (with the NUL); success: the length without it."""
    vm = c.vm
    if fmt not in _NAME_FORMATS or not size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    name = _NAME_FORMATS[fmt]
    if vm.mem.u32(size) <= len(name) or not buf:
        vm.mem.w32(size, len(name) + 1)
        vm.last_error = ERROR_MORE_DATA
        return 0
    c.write_str(buf, name)
    vm.mem.w32(size, len(name))
    return 1
