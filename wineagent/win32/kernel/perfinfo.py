"""What NtQuerySystemInformation reports beyond the basic facts (``sysinfo.py``): time of
day, processor and performance counters, cache and handle counts, and the process list —
what Task Manager's performance and process pages show.

The machine has one processor, and the emulated CPU's time is accounted as idle time
(the guest's instructions cost no guest time of their own; the clock moves per batch), so
CPU usage reads 0 %. The process list holds the idle process (id 0, no name, as on
Windows) and the program itself. Everything is derived from the guest clock and fixed
facts, so frozen runs stay byte-identical.
"""

import struct

from ...abi.structs import struct as _struct
from ..core.structures import (SYSTEM_PERFORMANCE_INFORMATION,
                               SYSTEM_PROCESS_INFORMATION,
                               SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION,
                               SYSTEM_THREAD_INFORMATION, SYSTEM_TIMEOFDAY_INFORMATION)
from .process import CURRENT_PID
from .sysinfo import PAGE_SIZE, PHYSICAL_PAGES, PROCESSORS

__all__ = ["time_of_day", "performance", "processor_performance", "cache", "handles",
           "processes", "available_physical", "FILETIME_BOOT"]

#: boot time of the guest (FILETIME): 2000-01-01 00:00, the guest clock's epoch
FILETIME_BOOT = 125911584000000000
#: pages the program counts as committed / its working set (a fixed 16 MB)
_PROCESS_PAGES = 16 * 1024 * 1024 // PAGE_SIZE


def available_physical():
    """Free physical memory in bytes: the machine's less the program's working set (what
    GlobalMemoryStatusEx and the NUMA node report)."""
    return (PHYSICAL_PAGES - _PROCESS_PAGES) * PAGE_SIZE


def _uptime(vm):
    """Guest time since boot, in 100 ns units."""
    return vm.clock.now_ms() * 10000


def time_of_day(vm):
    """SYSTEM_TIMEOFDAY_INFORMATION (48 bytes): boot time, now, zone bias (UTC), zone id."""
    return SYSTEM_TIMEOFDAY_INFORMATION.pack(vm.ptr_size, BootTime=FILETIME_BOOT,
                                             CurrentTime=FILETIME_BOOT + _uptime(vm))


def performance(vm):
    """SYSTEM_PERFORMANCE_INFORMATION (32-bit, 312 bytes): idle time, transfer counts
    (none), available and committed pages."""
    return SYSTEM_PERFORMANCE_INFORMATION.pack(
        vm.ptr_size, IdleTime=_uptime(vm), AvailablePages=PHYSICAL_PAGES - _PROCESS_PAGES,
        TotalCommittedPages=_PROCESS_PAGES, TotalCommitLimit=PHYSICAL_PAGES,
        PeakCommitment=_PROCESS_PAGES)


def processor_performance(vm):
    """SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION per processor (48 bytes each): idle,
    kernel (which includes idle, as documented) and user time."""
    t = _uptime(vm)
    return SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION.pack(vm.ptr_size, IdleTime=t,
                                                         KernelTime=t) * PROCESSORS


# SystemFileCacheInformation: its sizes are SIZE_T (36 bytes at 32 bits, 64 at 64 bits).
SYSTEM_CACHE_INFORMATION = _struct(
    "SYSTEM_CACHE_INFORMATION",
    "SIZE_T CurrentSize; SIZE_T PeakSize; ULONG PageFaultCount; SIZE_T MinimumWorkingSet;"
    " SIZE_T MaximumWorkingSet; SIZE_T CurrentSizeIncludingTransitionInPages;"
    " SIZE_T PeakSizeIncludingTransitionInPages; ULONG TransitionRePurposeCount;"
    " ULONG Flags")


def cache(vm):
    """SYSTEM_CACHE_INFORMATION: no file cache (every field 0)."""
    return bytes(SYSTEM_CACHE_INFORMATION.sizeof(vm.ptr_size))


def handles(vm):
    """SYSTEM_HANDLE_INFORMATION with no entries (a count of 0): the handles of the one
    process are its own business."""
    return struct.pack("<I", 0)


def _process_entry(ptr, next_offset, name_ptr, name_len, pid, parent, threads,
                   handles_count, pages):
    """One SYSTEM_PROCESS_INFORMATION (184 bytes in a 32-bit program) without its thread
    array: its memory counters all the program's ``pages``, no I/O."""
    size = pages * PAGE_SIZE
    counters = {"PeakVirtualSize": size, "VirtualSize": size, "PeakWorkingSetSize": size,
                "WorkingSetSize": size, "PagefileUsage": size, "PeakPagefileUsage": size}
    return SYSTEM_PROCESS_INFORMATION.pack(
        ptr, NextEntryOffset=next_offset, NumberOfThreads=threads, CreateTime=FILETIME_BOOT,
        ImageName={"Length": name_len, "MaximumLength": name_len + 2 if name_ptr else 0,
                   "Buffer": name_ptr},
        BasePriority=8 if pid else 0, UniqueProcessId=pid, InheritedFromUniqueProcessId=parent,
        HandleCount=handles_count, VirtualMemoryCounters=counters, PrivatePageCount=size)


def _thread_entry(ptr, tid):
    """One SYSTEM_THREAD_INFORMATION (64 bytes in a 32-bit program): times (the third
    reserved one is the creation time), start address, client id, priorities, context
    switches, state (5: waiting) and wait reason."""
    return SYSTEM_THREAD_INFORMATION.pack(
        ptr, Reserved1=(0, 0, FILETIME_BOOT), ClientId={"UniqueProcess": CURRENT_PID,
                                                        "UniqueThread": tid},
        Priority=8, BasePriority=8, ThreadState=5)


def processes(vm, base, name, tids):
    """SYSTEM_PROCESS_INFORMATION list to be written at guest address ``base``: the idle
    process, then the program (``name``) with threads ``tids``. The program's name is
    stored after the entries (its UNICODE_STRING points at it)."""
    ptr = vm.ptr_size
    entry, thread = SYSTEM_PROCESS_INFORMATION.sizeof(ptr), SYSTEM_THREAD_INFORMATION.sizeof(ptr)
    # The idle process's threads are listed as zeros, as its entry says how many there are.
    idle_size = entry + thread * PROCESSORS
    idle = _process_entry(ptr, idle_size, 0, 0, 0, 0, PROCESSORS, 0, 0) + \
        bytes(thread * PROCESSORS)
    prog_size = entry + thread * len(tids)
    encoded = name.encode("utf-16-le")
    prog = _process_entry(ptr, 0, base + idle_size + prog_size, len(encoded), CURRENT_PID, 0,
                          len(tids), 0, _PROCESS_PAGES)
    prog += b"".join(_thread_entry(ptr, t) for t in tids)
    return idle + prog + encoded + b"\0\0"
