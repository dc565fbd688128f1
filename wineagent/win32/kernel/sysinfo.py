"""The machine a guest sees: one x86 processor, its pages and its address space.

One place for the facts GetSystemInfo and NtQuerySystemInformation both report, so the two
never disagree. They are fixed (not the host's), so frozen runs stay byte-identical.
"""

import struct

__all__ = ["PAGE_SIZE", "ALLOCATION_GRANULARITY", "MIN_APP_ADDRESS", "MAX_APP_ADDRESS",
           "PROCESSORS", "PHYSICAL_PAGES", "system_info", "system_basic_information"]

PAGE_SIZE = 0x1000
ALLOCATION_GRANULARITY = 0x10000
MIN_APP_ADDRESS = 0x10000
MAX_APP_ADDRESS = 0x7FFEFFFF
PROCESSORS = 1                       # the one emulated CPU
PHYSICAL_PAGES = 512 * 1024 * 1024 // PAGE_SIZE   # a 512 MB machine
_TIMER_RESOLUTION = 156250           # 15.625 ms in 100 ns units, the default clock tick
_PROCESSOR_INTEL_PENTIUM = 586


def system_info():
    """SYSTEM_INFO (36 bytes): x86, page size, address range, processors, granularity."""
    return struct.pack("<HHIIIIIIIHH", 0, 0, PAGE_SIZE, MIN_APP_ADDRESS, MAX_APP_ADDRESS,
                       (1 << PROCESSORS) - 1, PROCESSORS, _PROCESSOR_INTEL_PENTIUM,
                       ALLOCATION_GRANULARITY, 6, 0)


def system_basic_information():
    """SYSTEM_BASIC_INFORMATION, 32-bit layout (44 bytes)."""
    return struct.pack("<10IB3x", 0, _TIMER_RESOLUTION, PAGE_SIZE, PHYSICAL_PAGES, 1,
                       PHYSICAL_PAGES - 1, ALLOCATION_GRANULARITY, MIN_APP_ADDRESS,
                       MAX_APP_ADDRESS, (1 << PROCESSORS) - 1, PROCESSORS)
