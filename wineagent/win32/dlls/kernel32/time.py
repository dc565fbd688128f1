"""KERNEL32's calendar and time-zone functions: SystemTimeToFileTime,
FileTimeToSystemTime, FileTimeToLocalFileTime, LocalFileTimeToFileTime,
GetTimeZoneInformation, SystemTimeToTzSpecificLocalTime and
TzSpecificLocalTimeToSystemTime.

The guest's zone and the transition rules live in ``kernel/timezone.py``; a NULL zone
argument means the guest's own zone, as documented.
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from .main import guest_filetime
from ...kernel.timezone import (ZONE, TimeZone, TZI_SIZE, TIME_ZONE_ID_UNKNOWN,
                               TIME_ZONE_ID_STANDARD, TIME_ZONE_ID_DAYLIGHT,
                               filetime_to_systemtime, from_datetime, in_daylight,
                               local_to_utc, pack_systemtime, systemtime_to_filetime,
                               to_datetime, unpack_systemtime, utc_to_local)
from ...core.dllnames import KERNEL32



def _fail(c):
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


@api(KERNEL32, "SystemTimeToFileTime", "LPVOID st, LPVOID ft", widths=BOTH)
def SystemTimeToFileTime(c, st, ft):
    """The FILETIME of a SYSTEMTIME; FALSE (ERROR_INVALID_PARAMETER) for an invalid date."""
    mem = c.vm.mem
    value = systemtime_to_filetime(unpack_systemtime(mem.read(st, 16)))
    if value is None:
        return _fail(c)
    mem.write(ft, struct.pack("<Q", value))
    return 1


@api(KERNEL32, "FileTimeToSystemTime", "LPVOID ft, LPVOID st", widths=BOTH)
def FileTimeToSystemTime(c, ft, st):
    """The SYSTEMTIME of a FILETIME; FALSE for one with the sign bit set."""
    mem = c.vm.mem
    fields = filetime_to_systemtime(struct.unpack("<Q", mem.read(ft, 8))[0])
    if fields is None:
        return _fail(c)
    mem.write(st, pack_systemtime(fields))
    return 1


def _shift_filetime(c, src, dst, to_local):
    mem = c.vm.mem
    value = struct.unpack("<Q", mem.read(src, 8))[0]
    fields = filetime_to_systemtime(value)
    if fields is None:
        return _fail(c)
    t = to_datetime(fields)
    moved = utc_to_local(ZONE, t) if to_local else local_to_utc(ZONE, t)
    mem.write(dst, struct.pack("<Q", value + int((moved - t).total_seconds()) * 10000000))
    return 1


@api(KERNEL32, "FileTimeToLocalFileTime", "LPVOID utc, LPVOID local", widths=BOTH)
def FileTimeToLocalFileTime(c, utc, local):
    """A UTC FILETIME in the guest's zone."""
    return _shift_filetime(c, utc, local, True)


@api(KERNEL32, "LocalFileTimeToFileTime", "LPVOID local, LPVOID utc", widths=BOTH)
def LocalFileTimeToFileTime(c, local, utc):
    """A FILETIME of the guest's zone in UTC."""
    return _shift_filetime(c, local, utc, False)


@api(KERNEL32, "GetTimeZoneInformation", "LPVOID tzi", widths=BOTH)
def GetTimeZoneInformation(c, tzi):
    """The guest's zone; TIME_ZONE_ID_UNKNOWN as it has no daylight time."""
    c.vm.mem.write(tzi, ZONE.pack())
    return zone_id(c.vm)


def zone_id(vm):
    """TIME_ZONE_ID_* of the guest's zone now (UNKNOWN: the zone has no daylight time)."""
    if not ZONE.has_daylight:
        return TIME_ZONE_ID_UNKNOWN
    now = to_datetime(filetime_to_systemtime(guest_filetime(vm)))
    return TIME_ZONE_ID_DAYLIGHT if in_daylight(ZONE, now, False) else TIME_ZONE_ID_STANDARD


def _zone(c, tzi):
    return ZONE if not tzi else TimeZone.unpack(bytes(c.vm.mem.read(tzi, TZI_SIZE)))


def _convert(c, tzi, src, dst, to_local):
    mem = c.vm.mem
    fields = unpack_systemtime(mem.read(src, 16))
    if systemtime_to_filetime(fields) is None:
        return _fail(c)
    zone = _zone(c, tzi)
    t = to_datetime(fields)
    out = utc_to_local(zone, t) if to_local else local_to_utc(zone, t)
    mem.write(dst, pack_systemtime(from_datetime(out)))
    return 1


@api(KERNEL32, "SystemTimeToTzSpecificLocalTime", "LPVOID tzi, LPVOID utc, LPVOID local", widths=BOTH)
def SystemTimeToTzSpecificLocalTime(c, tzi, utc, local):
    """UTC to the local time of ``tzi`` (NULL: the guest's zone)."""
    return _convert(c, tzi, utc, local, True)


@api(KERNEL32, "TzSpecificLocalTimeToSystemTime", "LPVOID tzi, LPVOID local, LPVOID utc", widths=BOTH)
def TzSpecificLocalTimeToSystemTime(c, tzi, local, utc):
    """The local time of ``tzi`` (NULL: the guest's zone) to UTC."""
    return _convert(c, tzi, local, utc, False)
