"""KERNEL32: setting the clock (SetSystemTime, SetLocalTime, the time adjustment), the
processors' accumulated times (GetSystemTimes), the precise and the unbiased interrupt
time, and the dynamic time-zone calls (GetDynamicTimeZoneInformation,
GetTimeZoneInformationForYear).

The guest runs as a standard user (``kernel/security.py``) whose token does not hold
SeSystemtimePrivilege, so setting the time fails with ERROR_PRIVILEGE_NOT_HELD after the
argument is checked, as Windows answers such a user; the guest clock is the emulator's,
never moved by the guest. Every reading comes from the one guest clock.
"""

import struct

from ....abi.api import BOTH, api
from ...core.structures import FILETIME, SYSTEMTIME
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INVALID_PARAMETER,
                              ERROR_PRIVILEGE_NOT_HELD, ERROR_NOACCESS)
from ...kernel import perfinfo
from ...kernel.sysinfo import PROCESSORS
from ...kernel.timezone import ZONE, systemtime_to_filetime, unpack_systemtime
from .main import guest_filetime
from .time import zone_id
from ...core.dllnames import KERNEL32

#: the clock interrupt's period in 100 ns units (15.625 ms, the PC default), what
#: GetSystemTimeAdjustment reports as both increment and adjustment
_CLOCK_INCREMENT = 156250
#: DYNAMIC_TIME_ZONE_INFORMATION: a TIME_ZONE_INFORMATION, then TimeZoneKeyName[128]
#: and DynamicDaylightTimeDisabled (a BOOLEAN, padded to 4)
_TZI_SIZE = 172
_DTZI_SIZE = 432


def _set_time(c, st):
    # The date is checked first (an invalid one is ERROR_INVALID_PARAMETER whoever asks);
    # then the privilege, which this user does not hold.
    if systemtime_to_filetime(unpack_systemtime(c.vm.mem.read(st, SYSTEMTIME.sizeof()))) is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.last_error = ERROR_PRIVILEGE_NOT_HELD
    return 0


@api(KERNEL32, "SetSystemTime", "LPVOID st", widths=BOTH)
def SetSystemTime(c, st):
    """Set the UTC time: needs SeSystemtimePrivilege, which the guest's user lacks, so
    FALSE with ERROR_PRIVILEGE_NOT_HELD (ERROR_INVALID_PARAMETER for an invalid date)."""
    return _set_time(c, st)


@api(KERNEL32, "SetLocalTime", "LPVOID st", widths=BOTH)
def SetLocalTime(c, st):
    """Set the local time: refused as SetSystemTime is."""
    return _set_time(c, st)


@api(KERNEL32, "GetSystemTimeAdjustment", "LPVOID adjustment, LPVOID increment, "
     "LPVOID disabled", widths=BOTH)
def GetSystemTimeAdjustment(c, adjustment, increment, disabled):
    """The clock's period added at each interrupt (no adjustment is in force, so
    ``disabled`` is TRUE and the adjustment equals the increment)."""
    mem = c.vm.mem
    mem.w32(adjustment, _CLOCK_INCREMENT)
    mem.w32(increment, _CLOCK_INCREMENT)
    mem.w32(disabled, 1)
    return 1


@api(KERNEL32, "SetSystemTimeAdjustment", "DWORD adjustment, BOOL disabled", widths=BOTH)
def SetSystemTimeAdjustment(c, adjustment, disabled):
    """Needs SeSystemtimePrivilege: FALSE with ERROR_PRIVILEGE_NOT_HELD."""
    c.vm.last_error = ERROR_PRIVILEGE_NOT_HELD
    return 0


@api(KERNEL32, "GetSystemTimes", "LPVOID idle, LPVOID kernel, LPVOID user", widths=BOTH)
def GetSystemTimes(c, idle, kernel, user):
    """The idle, kernel (idle included, as documented) and user time summed over the
    processors: what NtQuerySystemInformation's per-processor counters hold. Each
    pointer may be NULL."""
    data = perfinfo.processor_performance(c.vm)
    totals = [0, 0, 0]
    for i in range(PROCESSORS):
        for j, v in enumerate(struct.unpack_from("<qqq", data, i * 48)):
            totals[j] += v
    mem = c.vm.mem
    for ptr, value in zip((idle, kernel, user), totals):
        if ptr:
            FILETIME.write(mem, ptr, dwLowDateTime=value & 0xFFFFFFFF,
                           dwHighDateTime=value >> 32)
    return 1


@api(KERNEL32, "GetSystemTimePreciseAsFileTime", "LPVOID out", widths=BOTH)
def GetSystemTimePreciseAsFileTime(c, out):
    """The UTC time as a FILETIME, as GetSystemTimeAsFileTime: the guest clock has one
    resolution for both."""
    value = guest_filetime(c.vm)
    FILETIME.write(c.vm.mem, out, dwLowDateTime=value & 0xFFFFFFFF, dwHighDateTime=value >> 32)


@api(KERNEL32, "QueryUnbiasedInterruptTime", "LPVOID out", widths=BOTH)
def QueryUnbiasedInterruptTime(c, out):
    """The interrupt time (100 ns units since boot) without time spent asleep: the guest
    machine never sleeps, so all of it. FALSE with ERROR_INVALID_PARAMETER for NULL."""
    if not out:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(out, struct.pack("<Q", c.vm.clock.now_ms() * 10000))
    return 1


def _write_dynamic(mem, dtzi, zone):
    mem.write(dtzi, zone.pack())
    key = zone.std_name.encode("utf-16-le")[:254].ljust(256, b"\0")
    mem.write(dtzi + _TZI_SIZE, key + struct.pack("<I", 0))


@api(KERNEL32, "GetDynamicTimeZoneInformation", "LPVOID dtzi", widths=BOTH)
def GetDynamicTimeZoneInformation(c, dtzi):
    """The guest's zone with its registry key name (the zone database's key is the
    standard name); the same TIME_ZONE_ID_* answer as GetTimeZoneInformation."""
    _write_dynamic(c.vm.mem, dtzi, ZONE)
    return zone_id(c.vm)


@api(KERNEL32, "GetTimeZoneInformationForYear", "WORD year, LPVOID dtzi, LPVOID tzi", widths=BOTH)
def GetTimeZoneInformationForYear(c, year, dtzi, tzi):
    """The rules of a zone in ``year``: the guest's zone when ``dtzi`` is NULL, else the
    zone its TimeZoneKeyName names in the zone database, which holds the guest's zone
    only (another name: FALSE with ERROR_FILE_NOT_FOUND, as for a key the registry
    lacks). The guest's zone has no dynamic rules, so every year reads the same."""
    mem = c.vm.mem
    if dtzi:
        raw = bytes(mem.read(dtzi + _TZI_SIZE, 256))
        name = raw.decode("utf-16-le", "replace").split("\0", 1)[0]
        if name.lower() != ZONE.std_name.lower():
            c.vm.last_error = ERROR_FILE_NOT_FOUND
            return 0
    if not tzi:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    mem.write(tzi, ZONE.pack())
    return 1
