"""The machine a guest sees: one x86 processor, its pages and its address space.

One place for the facts GetSystemInfo and NtQuerySystemInformation both report, so the two
never disagree. They are fixed (not the host's), so frozen runs stay byte-identical.
"""

import struct

from ..core.structures import SYSTEM_INFO

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
_PROCESSOR_AMD_X8664 = 8664
_PROCESSOR_ARCHITECTURE_AMD64 = 9
MAX_APP_ADDRESS64 = 0x7FFFFFFEFFFF   # the top of a 64-bit process's user half


def system_info(ptr=4):
    """SYSTEM_INFO as a program of pointer size ``ptr`` sees it: a 32-bit one an x86
    (PROCESSOR_ARCHITECTURE_INTEL, a Pentium) with the 2 GB user half, a 64-bit one an
    x64 (PROCESSOR_ARCHITECTURE_AMD64, PROCESSOR_AMD_X8664) with the 47-bit user half,
    where its image may lie above 4 GB."""
    wide = ptr == 8
    return SYSTEM_INFO.pack(
        ptr, wProcessorArchitecture=_PROCESSOR_ARCHITECTURE_AMD64 if wide else 0,
        dwPageSize=PAGE_SIZE, lpMinimumApplicationAddress=MIN_APP_ADDRESS,
        lpMaximumApplicationAddress=MAX_APP_ADDRESS64 if wide else MAX_APP_ADDRESS,
        dwActiveProcessorMask=(1 << PROCESSORS) - 1, dwNumberOfProcessors=PROCESSORS,
        dwProcessorType=_PROCESSOR_AMD_X8664 if wide else _PROCESSOR_INTEL_PENTIUM,
        dwAllocationGranularity=ALLOCATION_GRANULARITY, wProcessorLevel=6)


def system_basic_information():
    """SYSTEM_BASIC_INFORMATION, 32-bit layout (44 bytes)."""
    return struct.pack("<10IB3x", 0, _TIMER_RESOLUTION, PAGE_SIZE, PHYSICAL_PAGES, 1,
                       PHYSICAL_PAGES - 1, ALLOCATION_GRANULARITY, MIN_APP_ADDRESS,
                       MAX_APP_ADDRESS, (1 << PROCESSORS) - 1, PROCESSORS)
