"""The machine a guest sees: one x86 processor, its pages and its address space.

One place for the facts GetSystemInfo and NtQuerySystemInformation both report, so the two
never disagree. They are fixed (not the host's), so frozen runs stay byte-identical.
"""

from ...abi.structs import struct as _struct
from ..core.structures import SYSTEM_INFO

__all__ = ["PAGE_SIZE", "ALLOCATION_GRANULARITY", "MIN_APP_ADDRESS", "MAX_APP_ADDRESS",
           "MAX_APP_ADDRESS64",
           "PROCESSORS", "PHYSICAL_PAGES", "COMPUTER_NAME", "USER_NAME", "system_info",
           "CPU_VENDOR", "CPU_BRAND", "CPU_FAMILY", "CPU_MODEL", "CPU_STEPPING",
           "cpu_identifier", "processor_revision",
           "system_basic_information"]

PAGE_SIZE = 0x1000
ALLOCATION_GRANULARITY = 0x10000
MIN_APP_ADDRESS = 0x10000
MAX_APP_ADDRESS = 0x7FFEFFFF
PROCESSORS = 1                       # the one emulated CPU
#: The processor as CPUID describes it: Unicorn's default x86 model (QEMU's Haswell), the
#: same for both widths. The registry's CentralProcessor key, PROCESSOR_IDENTIFIER and
#: SYSTEM_INFO's level and revision are derived from these, so none disagrees with CPUID.
CPU_VENDOR = "GenuineIntel"
CPU_BRAND = "Intel Core Processor (Haswell)"
CPU_FAMILY, CPU_MODEL, CPU_STEPPING = 6, 60, 4
#: The machine's NetBIOS name and the signed-in user's name: fixed, so that runs are the
#: same everywhere (GetComputerName, GetUserName, the environment's COMPUTERNAME/USERNAME).
COMPUTER_NAME = "WINEAGENT"
#: Its DNS host name (GetComputerNameEx's DNS formats, GetNetworkParams): the same name as
#: the host name was set, in no DNS domain.
DNS_HOST_NAME = COMPUTER_NAME.lower()
USER_NAME = "Player"
PHYSICAL_PAGES = 512 * 1024 * 1024 // PAGE_SIZE   # a 512 MB machine
_TIMER_RESOLUTION = 156250           # 15.625 ms in 100 ns units, the default clock tick
_PROCESSOR_INTEL_PENTIUM = 586
_PROCESSOR_AMD_X8664 = 8664
_PROCESSOR_ARCHITECTURE_AMD64 = 9
MAX_APP_ADDRESS64 = 0x7FFFFFFEFFFF   # the top of a 64-bit process's user half


def cpu_identifier(ptr=4):
    """The processor's name as Windows words it for the registry and PROCESSOR_IDENTIFIER:
    "x86 Family 6 Model 60 Stepping 4" on a 32-bit Windows, "Intel64 Family ..." on x64."""
    return "%s Family %d Model %d Stepping %d" % ("Intel64" if ptr == 8 else "x86",
                                                  CPU_FAMILY, CPU_MODEL, CPU_STEPPING)


def processor_revision():
    """SYSTEM_INFO's wProcessorRevision for a family-6 processor: the model in the high
    byte, the stepping in the low one."""
    return (CPU_MODEL << 8) | CPU_STEPPING


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
        dwAllocationGranularity=ALLOCATION_GRANULARITY, wProcessorLevel=CPU_FAMILY,
        wProcessorRevision=processor_revision())


# NtQuerySystemInformation(SystemBasicInformation): winternl.h shows it as BYTE
# Reserved1[24]; PVOID Reserved2[4]; CCHAR NumberOfProcessors -- six ULONGs, then the
# granularity, the user-mode range and the processor mask pointer-sized (44 bytes for a
# 32-bit caller, 64 for a 64-bit one).
SYSTEM_BASIC_INFORMATION = _struct(
    "SYSTEM_BASIC_INFORMATION",
    "ULONG Reserved; ULONG TimerResolution; ULONG PageSize; ULONG NumberOfPhysicalPages;"
    " ULONG LowestPhysicalPageNumber; ULONG HighestPhysicalPageNumber;"
    " ULONG_PTR AllocationGranularity; ULONG_PTR MinimumUserModeAddress;"
    " ULONG_PTR MaximumUserModeAddress; ULONG_PTR ActiveProcessorsAffinityMask;"
    " CHAR NumberOfProcessors")


def system_basic_information(ptr=4):
    """SYSTEM_BASIC_INFORMATION for a program of pointer size ``ptr``."""
    return SYSTEM_BASIC_INFORMATION.pack(
        ptr, TimerResolution=_TIMER_RESOLUTION, PageSize=PAGE_SIZE,
        NumberOfPhysicalPages=PHYSICAL_PAGES, LowestPhysicalPageNumber=1,
        HighestPhysicalPageNumber=PHYSICAL_PAGES - 1,
        AllocationGranularity=ALLOCATION_GRANULARITY, MinimumUserModeAddress=MIN_APP_ADDRESS,
        MaximumUserModeAddress=MAX_APP_ADDRESS64 if ptr == 8 else MAX_APP_ADDRESS,
        ActiveProcessorsAffinityMask=(1 << PROCESSORS) - 1, NumberOfProcessors=PROCESSORS)
