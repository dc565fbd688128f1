"""The machine a guest sees: one x86 processor, its pages and its address space.

One place for the facts GetSystemInfo and NtQuerySystemInformation both report, so the two
never disagree. They are fixed (not the host's), so frozen runs stay byte-identical.
"""

import struct

from ..core.structures import SYSTEM_INFO

__all__ = ["PAGE_SIZE", "ALLOCATION_GRANULARITY", "MIN_APP_ADDRESS", "MAX_APP_ADDRESS",
           "MAX_APP_ADDRESS_64",
           "PROCESSORS", "PHYSICAL_PAGES", "system_info", "system_basic_information"]

PAGE_SIZE = 0x1000
ALLOCATION_GRANULARITY = 0x10000
MIN_APP_ADDRESS = 0x10000
MAX_APP_ADDRESS = 0x7FFEFFFF
PROCESSORS = 1                       # the one emulated CPU
PHYSICAL_PAGES = 512 * 1024 * 1024 // PAGE_SIZE   # a 512 MB machine
_TIMER_RESOLUTION = 156250           # 15.625 ms in 100 ns units, the default clock tick
_PROCESSOR_INTEL_PENTIUM = 586
#: What a 64-bit program is told: an x64 processor and the 47-bit user half.
_PROCESSOR_ARCHITECTURE_AMD64, _PROCESSOR_AMD_X8664 = 9, 8664
MAX_APP_ADDRESS_64 = 0x7FFFFFFEFFFF


def system_info(ptr_size=4):
    """SYSTEM_INFO at the program's width: x86 (36 bytes) for a 32-bit program; for a
    64-bit one (48 bytes) x64 (PROCESSOR_ARCHITECTURE_AMD64, PROCESSOR_AMD_X8664) and
    the 47-bit user address space, as 64-bit Windows answers it. Page size, processors,
    granularity and level are the same machine's."""
    if ptr_size == 8:
        return SYSTEM_INFO.pack(8, wProcessorArchitecture=_PROCESSOR_ARCHITECTURE_AMD64,
                                dwPageSize=PAGE_SIZE,
                                lpMinimumApplicationAddress=MIN_APP_ADDRESS,
                                lpMaximumApplicationAddress=MAX_APP_ADDRESS_64,
                                dwActiveProcessorMask=(1 << PROCESSORS) - 1,
                                dwNumberOfProcessors=PROCESSORS,
                                dwProcessorType=_PROCESSOR_AMD_X8664,
                                dwAllocationGranularity=ALLOCATION_GRANULARITY,
                                wProcessorLevel=6)
    return struct.pack("<HHIIIIIIIHH", 0, 0, PAGE_SIZE, MIN_APP_ADDRESS, MAX_APP_ADDRESS,
                       (1 << PROCESSORS) - 1, PROCESSORS, _PROCESSOR_INTEL_PENTIUM,
                       ALLOCATION_GRANULARITY, 6, 0)


def system_basic_information():
    """SYSTEM_BASIC_INFORMATION, 32-bit layout (44 bytes)."""
    return struct.pack("<10IB3x", 0, _TIMER_RESOLUTION, PAGE_SIZE, PHYSICAL_PAGES, 1,
                       PHYSICAL_PAGES - 1, ALLOCATION_GRANULARITY, MIN_APP_ADDRESS,
                       MAX_APP_ADDRESS, (1 << PROCESSORS) - 1, PROCESSORS)
