"""KUSER_SHARED_DATA: the read-only page Windows maps at 0x7FFE0000 in every process
(both widths), from which programs read the time without a system call.

Go's runtime reads its clocks there — nanotime from InterruptTime, walltime from
SystemTime — as does any program using the documented ``SharedUserData`` fields. The
page holds the version, the system root and the clocks; the clocks are written from
the guest clock at every batch boundary (guest time does not move within a batch,
docs/replay.md), so a run stays deterministic. Windows' kernel writes each KSYSTEM_TIME
High2Time, then LowPart, then High1Time, and a reader loops until the two high parts
agree; here no guest code runs while the clocks change, so the page's clock fields are
written at once (one write: a write into a read-only page makes Unicorn lift and restore
the protection, each a rebuild of its address map and a flush of its TLB — ten separate
writes a batch were 6% of a winmine click's instructions).
"""

import struct

from ..core import winver
from .perfinfo import FILETIME_BOOT
from .timezone import ZONE

__all__ = ["SHARED_DATA", "map_shared_data", "refresh_shared_data", "write_peb_version"]

#: Where Windows maps the page (MM_SHARED_USER_DATA_VA), at both widths.
SHARED_DATA = 0x7FFE0000
PAGE_READONLY = 0x02

# Field offsets (ntddk.h's KUSER_SHARED_DATA, the same at both widths).
_TICK_COUNT_LOW = 0x000        # TickCountLowDeprecated
_TICK_COUNT_MULTIPLIER = 0x004
_INTERRUPT_TIME = 0x008        # KSYSTEM_TIME: 100 ns units since boot
_SYSTEM_TIME = 0x014           # KSYSTEM_TIME: FILETIME, UTC
_TIME_ZONE_BIAS = 0x020        # KSYSTEM_TIME: UTC - local, 100 ns units
_IMAGE_NUMBER_LOW = 0x02C
_IMAGE_NUMBER_HIGH = 0x02E
_NT_SYSTEM_ROOT = 0x030        # WCHAR[260]
_NT_PRODUCT_TYPE = 0x264
_PRODUCT_TYPE_IS_VALID = 0x268
_NT_MAJOR_VERSION = 0x26C
_NT_MINOR_VERSION = 0x270
_NT_BUILD_NUMBER = 0x260       # Windows 10's NtBuildNumber (a reserved field before)
_TICK_COUNT = 0x320            # KSYSTEM_TIME: ticks since boot (one per ms here)

# TickCount * TickCountMultiplier >> 24 gives milliseconds: one tick is one ms.
_ONE_MS_MULTIPLIER = 1 << 24


#: The PEB's OSMajorVersion, OSMinorVersion, OSBuildNumber (a USHORT) and OSPlatformId,
#: by pointer size: the true version, whatever the program's manifest says.
_PEB_OS_VERSION = {4: 0xA4, 8: 0x118}


def write_peb_version(vm, peb):
    """Fill the PEB's OS version fields (core/winver.py's true version)."""
    at = peb + _PEB_OS_VERSION[vm.ptr_size]
    vm.mem.w32(at, winver.MAJOR)
    vm.mem.w32(at + 4, winver.MINOR)
    vm.mem.w16(at + 8, winver.BUILD)
    vm.mem.w32(at + 12, winver.PLATFORM_ID)


def map_shared_data(vm):
    """Map the page read-only and fill its constant fields and clocks."""
    mem = vm.mem
    mem.map(SHARED_DATA, 0x1000, PAGE_READONLY, "shared user data")
    mem.w32(SHARED_DATA + _TICK_COUNT_MULTIPLIER, _ONE_MS_MULTIPLIER)
    mem.w16(SHARED_DATA + _IMAGE_NUMBER_LOW, 0x014C)      # IMAGE_FILE_MACHINE_I386
    mem.w16(SHARED_DATA + _IMAGE_NUMBER_HIGH,
            0x8664 if vm.ptr_size == 8 else 0x014C)        # ... AMD64 on a 64-bit Windows
    mem.write_wstr(SHARED_DATA + _NT_SYSTEM_ROOT, "C:\\WINDOWS")
    mem.w32(SHARED_DATA + _NT_PRODUCT_TYPE, winver.PRODUCT_TYPE)
    mem.w8(SHARED_DATA + _PRODUCT_TYPE_IS_VALID, 1)
    mem.w32(SHARED_DATA + _NT_MAJOR_VERSION, winver.MAJOR)
    mem.w32(SHARED_DATA + _NT_MINOR_VERSION, winver.MINOR)
    mem.w32(SHARED_DATA + _NT_BUILD_NUMBER, winver.BUILD)
    _write_time(mem, _TIME_ZONE_BIAS, ZONE.bias * 600000000)
    refresh_shared_data(vm)


#: The page's bytes from its first field to the end of TickCount: every clock field
_CLOCKS_END = _TICK_COUNT + 12


def refresh_shared_data(vm):
    """The clocks from the guest clock's current reading (one write of the page's
    first _CLOCKS_END bytes, the fields between the clocks as they are)."""
    mem = vm.mem
    ms = vm.clock.now_ms()
    uptime = ms * 10000
    page = bytearray(mem.read(SHARED_DATA, _CLOCKS_END))
    struct.pack_into("<I", page, _TICK_COUNT_LOW, ms & 0xFFFFFFFF)
    _put_time(page, _INTERRUPT_TIME, uptime)
    _put_time(page, _SYSTEM_TIME, FILETIME_BOOT + uptime)
    _put_time(page, _TICK_COUNT, ms)
    mem.write(SHARED_DATA, page)


def _put_time(page, offset, value):
    """One KSYSTEM_TIME (LowPart, High1Time, High2Time) holding ``value``, into the
    page's bytes."""
    value &= 0xFFFFFFFFFFFFFFFF
    struct.pack_into("<III", page, offset, value & 0xFFFFFFFF, value >> 32, value >> 32)


def _write_time(mem, offset, value):
    """One KSYSTEM_TIME (LowPart, High1Time, High2Time) holding ``value``."""
    value &= 0xFFFFFFFFFFFFFFFF
    addr = SHARED_DATA + offset
    mem.w32(addr + 8, value >> 32)
    mem.w32(addr, value & 0xFFFFFFFF)
    mem.w32(addr + 4, value >> 32)
