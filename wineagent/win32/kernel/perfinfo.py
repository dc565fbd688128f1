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

from .process import CURRENT_PID
from .sysinfo import PAGE_SIZE, PHYSICAL_PAGES, PROCESSORS

__all__ = ["time_of_day", "performance", "processor_performance", "cache", "handles",
           "processes", "FILETIME_BOOT"]

#: boot time of the guest (FILETIME): 2000-01-01 00:00, the guest clock's epoch
FILETIME_BOOT = 125911584000000000
#: pages the program counts as committed / its working set (a fixed 16 MB)
_PROCESS_PAGES = 16 * 1024 * 1024 // PAGE_SIZE


def _uptime(vm):
    """Guest time since boot, in 100 ns units."""
    return vm.clock.now_ms() * 10000


def time_of_day(vm):
    """SYSTEM_TIMEOFDAY_INFORMATION (48 bytes): boot time, now, zone bias (UTC), zone id."""
    return struct.pack("<qqqII16x", FILETIME_BOOT, FILETIME_BOOT + _uptime(vm), 0, 0, 0)


def performance(vm):
    """SYSTEM_PERFORMANCE_INFORMATION (32-bit, 312 bytes): idle time, transfer counts
    (none), available and committed pages."""
    head = struct.pack("<qqqqIII", _uptime(vm), 0, 0, 0, 0, 0, 0)
    pages = struct.pack("<IIII", PHYSICAL_PAGES - _PROCESS_PAGES, _PROCESS_PAGES,
                        PHYSICAL_PAGES, _PROCESS_PAGES)
    data = head + pages
    return data + bytes(312 - len(data))


def processor_performance(vm):
    """SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION per processor (48 bytes each): idle,
    kernel (which includes idle, as documented) and user time."""
    t = _uptime(vm)
    return struct.pack("<qqqqqI4x", t, t, 0, 0, 0, 0) * PROCESSORS


def cache(vm):
    """SYSTEM_CACHE_INFORMATION (36 bytes): no file cache."""
    return bytes(36)


def handles(vm):
    """SYSTEM_HANDLE_INFORMATION with no entries (a count of 0): the handles of the one
    process are its own business."""
    return struct.pack("<I", 0)


def _process_entry(name_ptr, name_len, pid, parent, threads, handles_count, pages):
    """One SYSTEM_PROCESS_INFORMATION (32-bit, 184 bytes) without its thread array."""
    vm_counters = struct.pack("<12I", pages * PAGE_SIZE, pages * PAGE_SIZE, 0,
                              pages * PAGE_SIZE, pages * PAGE_SIZE, 0, 0, 0, 0,
                              pages * PAGE_SIZE, pages * PAGE_SIZE, pages * PAGE_SIZE)
    return (struct.pack("<II24xqqq", 0, threads, FILETIME_BOOT, 0, 0) +
            struct.pack("<HHI", name_len, name_len + 2 if name_ptr else 0, name_ptr) +
            struct.pack("<iIIIII", 8 if pid else 0, pid, parent, handles_count, 0, 0) +
            vm_counters + bytes(48))


_THREAD = 64       # SYSTEM_THREAD_INFORMATION (32-bit)


def _thread_entry(tid):
    """One SYSTEM_THREAD_INFORMATION (64 bytes): times, start address, client id,
    priorities, context switches, state (5: waiting) and wait reason."""
    return struct.pack("<qqqIIIIiiIII4x", 0, 0, FILETIME_BOOT, 0, 0, CURRENT_PID, tid, 8, 8,
                       0, 5, 0)


def processes(vm, base, name, tids):
    """SYSTEM_PROCESS_INFORMATION list to be written at guest address ``base``: the idle
    process, then the program (``name``) with threads ``tids``. The program's name is
    stored after the entries (its UNICODE_STRING points at it)."""
    idle = _process_entry(0, 0, 0, 0, PROCESSORS, 0, 0)
    idle_size = len(idle) + _THREAD * PROCESSORS
    idle = struct.pack("<I", idle_size) + idle[4:] + bytes(_THREAD * PROCESSORS)
    prog_size = 184 + _THREAD * len(tids)
    encoded = name.encode("utf-16-le")
    prog = _process_entry(base + idle_size + prog_size, len(encoded), CURRENT_PID, 0,
                          len(tids), 0, _PROCESS_PAGES)
    prog += b"".join(_thread_entry(t) for t in tids)
    return idle + prog + encoded + b"\0\0"
