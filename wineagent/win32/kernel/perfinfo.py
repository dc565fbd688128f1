"""What NtQuerySystemInformation reports beyond the basic facts (``sysinfo.py``): time of
day, processor and performance counters, cache and handle counts, and the process list —
what Task Manager's performance and process pages show.

The machine has one processor. The program's CPU time is its threads' share of the guest
time the batches charged, from the blocks each ran (kernel/threads.py ``cpu_time``); the
rest of the guest time is the idle process's. Its memory is the guest memory it has mapped
(``process_memory``). The process list holds the idle process (id 0, no name, as on
Windows) and the program itself. Everything is derived from the guest clock and fixed
facts, so frozen runs stay byte-identical.
"""

import struct

from ...abi.structs import struct as _struct
from ..core.structures import (SYSTEM_PERFORMANCE_INFORMATION,
                               SYSTEM_PROCESS_INFORMATION,
                               SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION,
                               SYSTEM_THREAD_INFORMATION, SYSTEM_TIMEOFDAY_INFORMATION)
from .epoch import EPOCH_FILETIME
from .process import CURRENT_PID
from .sysinfo import PAGE_SIZE, PHYSICAL_PAGES, PROCESSORS

__all__ = ["time_of_day", "performance", "processor_performance", "cache", "handles",
           "processes", "available_physical", "FILETIME_BOOT", "process_memory", "mapped_memory",
           "thread_times", "thread_cycles", "busy_time", "idle_time", "PAGE_FILE_PAGES"]

#: boot time of the guest (FILETIME): the guest clock's epoch (kernel/epoch.py)
FILETIME_BOOT = EPOCH_FILETIME
#: the paging file's size in pages: as large as the physical memory, so the commit limit
#: (GlobalMemoryStatusEx's total page file) is twice that
PAGE_FILE_PAGES = PHYSICAL_PAGES


def mapped_memory(vm):
    """(bytes mapped now, the most ever mapped at once, bytes reserved) of the guest's
    address space: what every memory figure here is made from."""
    mem = vm.mem
    now = mem.mapped
    peak = max(getattr(mem, "peak_mapped", 0), now)
    return now, peak, sum(size for _base, size, _tag in mem.reserved)


def process_memory(vm):
    """The program's memory figures in bytes, from its guest memory: every page mapped is
    committed, private and resident (nothing is paged out, each page was faulted in once),
    and the peaks are the most ever mapped at once. A dict of VM_COUNTERS' fields plus
    PrivateUsage; the same at every run of the same guest."""
    now, peak, reserved = mapped_memory(vm)
    return {"PeakVirtualSize": max(peak, now + reserved), "VirtualSize": now + reserved,
            "PageFaultCount": peak // PAGE_SIZE, "PeakWorkingSetSize": peak,
            "WorkingSetSize": now, "PagefileUsage": now, "PeakPagefileUsage": peak,
            "PrivateUsage": now}


def available_physical(vm):
    """Free physical memory in bytes: the machine's less the program's working set (what
    GlobalMemoryStatusEx and the NUMA node report)."""
    return max(0, PHYSICAL_PAGES * PAGE_SIZE - mapped_memory(vm)[0])


def _uptime(vm):
    """Guest time since boot, in 100 ns units."""
    return vm.clock.now_ms() * 10000


def thread_times(vm, t):
    """(creation, exit, kernel, user) of thread ``t`` as FILETIME values: created and ended
    at guest times, its CPU time all user time (the system's work is not charged to it;
    kernel/threads.py ``cpu_time``), exit 0 while it runs."""
    created = FILETIME_BOOT + t.created_ms * 10000
    ended = 0 if t.exited_ms is None else FILETIME_BOOT + t.exited_ms * 10000
    return created, ended, 0, vm.threads.cpu_time(t)


#: the processor's nominal clock in cycles per 100 ns (1 GHz): what QueryThreadCycleTime
#: counts a thread's CPU time in
CYCLES_PER_TICK = 100


def thread_cycles(vm, t):
    """Thread ``t``'s cycle count: its CPU time at the nominal clock."""
    return vm.threads.cpu_time(t) * CYCLES_PER_TICK


def busy_time(vm):
    """The program's CPU time, its threads' together (100 ns units)."""
    return sum(vm.threads.cpu_time(t) for t in vm.threads.threads)


def idle_time(vm):
    """The processors' idle time: guest time since boot less the program's CPU time (the
    idle process runs whenever the program does not)."""
    return max(0, _uptime(vm) * PROCESSORS - busy_time(vm))


def time_of_day(vm):
    """SYSTEM_TIMEOFDAY_INFORMATION (48 bytes): boot time, now, zone bias (UTC), zone id."""
    return SYSTEM_TIMEOFDAY_INFORMATION.pack(vm.ptr_size, BootTime=FILETIME_BOOT,
                                             CurrentTime=FILETIME_BOOT + _uptime(vm))


def performance(vm):
    """SYSTEM_PERFORMANCE_INFORMATION (32-bit, 312 bytes): idle time, transfer counts
    (none), available and committed pages."""
    figures = process_memory(vm)
    return SYSTEM_PERFORMANCE_INFORMATION.pack(
        vm.ptr_size, IdleTime=idle_time(vm), AvailablePages=available_physical(vm) // PAGE_SIZE,
        TotalCommittedPages=figures["PagefileUsage"] // PAGE_SIZE,
        TotalCommitLimit=PHYSICAL_PAGES + PAGE_FILE_PAGES,
        PeakCommitment=figures["PeakPagefileUsage"] // PAGE_SIZE)


def processor_performance(vm):
    """SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION per processor (48 bytes each): idle,
    kernel (which includes idle, as documented) and user time."""
    idle, busy = idle_time(vm), busy_time(vm)
    return SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION.pack(vm.ptr_size, IdleTime=idle,
                                                         KernelTime=idle, UserTime=busy)


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
                   handles_count, memory, user=0):
    """One SYSTEM_PROCESS_INFORMATION (184 bytes in a 32-bit program) without its thread
    array: its memory counters (``process_memory``'s, or none), its user time, no I/O."""
    counters = {k: v for k, v in (memory or {}).items() if k != "PrivateUsage"}
    return SYSTEM_PROCESS_INFORMATION.pack(
        ptr, NextEntryOffset=next_offset, NumberOfThreads=threads, CreateTime=FILETIME_BOOT,
        UserTime=user,
        ImageName={"Length": name_len, "MaximumLength": name_len + 2 if name_ptr else 0,
                   "Buffer": name_ptr},
        BasePriority=8 if pid else 0, UniqueProcessId=pid, InheritedFromUniqueProcessId=parent,
        HandleCount=handles_count, VirtualMemoryCounters=counters,
        PrivatePageCount=(memory or {}).get("PrivateUsage", 0))


def _thread_entry(vm, ptr, tid):
    """One SYSTEM_THREAD_INFORMATION (64 bytes in a 32-bit program): times (kernel, user,
    creation), start address, client id, priorities, context switches, state (5:
    waiting) and wait reason."""
    t = vm.threads.by_tid(tid)
    created, _ended, kernel, user = thread_times(vm, t) if t else (FILETIME_BOOT, 0, 0, 0)
    return SYSTEM_THREAD_INFORMATION.pack(
        ptr, Reserved1=(kernel, user, created), ClientId={"UniqueProcess": CURRENT_PID,
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
    idle = _process_entry(ptr, idle_size, 0, 0, 0, 0, PROCESSORS, 0, None) + \
        bytes(thread * PROCESSORS)
    prog_size = entry + thread * len(tids)
    encoded = name.encode("utf-16-le")
    prog = _process_entry(ptr, 0, base + idle_size + prog_size, len(encoded), CURRENT_PID, 0,
                          len(tids), 0, process_memory(vm), busy_time(vm))
    prog += b"".join(_thread_entry(vm, ptr, t) for t in tids)
    return idle + prog + encoded + b"\0\0"
