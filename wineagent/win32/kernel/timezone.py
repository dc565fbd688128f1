"""The guest's time zone and the calendar arithmetic of SYSTEMTIME and FILETIME.

The guest's zone is fixed: Windows' "Greenwich Standard Time" (UTC+0, no daylight saving
time), which is what Wine reports for a host on UTC, so GetLocalTime equals GetSystemTime
and the C runtime's ``_timezone``/``_daylight`` are 0. Its TIME_ZONE_INFORMATION is
``ZONE``; GetTimeZoneInformation, the CRT's ``_tzset`` and the local/UTC conversions all
read it from here.

``in_daylight`` decides, for any TIME_ZONE_INFORMATION (a program may pass its own to
SystemTimeToTzSpecificLocalTime), whether a moment falls in daylight time, with the
documented transition rules: ``wYear == 0`` means "the wDay-th wDayOfWeek of the month"
(5 = the last), otherwise an absolute date.
"""

import calendar
import datetime

from ..core.structures import SYSTEMTIME, TIME_ZONE_INFORMATION
from .epoch import FILETIME_ZERO

__all__ = ["ZONE", "TimeZone", "FILETIME_1601", "systemtime_to_filetime",
           "filetime_to_systemtime", "pack_systemtime", "unpack_systemtime", "in_daylight",
           "utc_to_local", "local_to_utc", "TIME_ZONE_ID_UNKNOWN", "TIME_ZONE_ID_STANDARD",
           "TIME_ZONE_ID_DAYLIGHT", "TZI_SIZE"]

TIME_ZONE_ID_UNKNOWN, TIME_ZONE_ID_STANDARD, TIME_ZONE_ID_DAYLIGHT = 0, 1, 2
TZI_SIZE = 172            # sizeof(TIME_ZONE_INFORMATION)
_TICKS = 10000000         # FILETIME units per second
#: The largest FILETIME FileTimeToSystemTime accepts (the sign bit must be clear).
FILETIME_MAX = 0x7FFFFFFFFFFFFFFF
FILETIME_1601 = 0


class TimeZone:
    """A TIME_ZONE_INFORMATION: biases in minutes (UTC = local + bias), the names, and
    the two transition dates as SYSTEMTIME tuples (wMonth 0: no transition)."""

    def __init__(self, bias, std_name, std_date, std_bias, dst_name, dst_date, dst_bias):
        self.bias, self.std_name, self.std_date, self.std_bias = bias, std_name, std_date, std_bias
        self.dst_name, self.dst_date, self.dst_bias = dst_name, dst_date, dst_bias

    @property
    def has_daylight(self):
        """True when the zone switches to daylight time at all."""
        return bool(self.std_date[1] and self.dst_date[1])

    def pack(self):
        """The 172-byte TIME_ZONE_INFORMATION (the names cut to 31 characters)."""
        return TIME_ZONE_INFORMATION.pack(
            Bias=self.bias, StandardName=self.std_name, StandardDate=self.std_date,
            StandardBias=self.std_bias, DaylightName=self.dst_name,
            DaylightDate=self.dst_date, DaylightBias=self.dst_bias)

    @classmethod
    def unpack(cls, data):
        """A TimeZone from the bytes of a TIME_ZONE_INFORMATION."""
        tzi = TIME_ZONE_INFORMATION.unpack(bytes(data[:TIME_ZONE_INFORMATION.sizeof()]))
        return cls(tzi["Bias"], tzi["StandardName"], tuple(tzi["StandardDate"].values()),
                   tzi["StandardBias"], tzi["DaylightName"],
                   tuple(tzi["DaylightDate"].values()), tzi["DaylightBias"])


_NO_DATE = (0,) * 8
#: The guest's zone (what Wine reports on a UTC host: Windows' zone of the same name).
ZONE = TimeZone(0, "Greenwich Standard Time", _NO_DATE, 0,
                "Greenwich Daylight Time", _NO_DATE, -60)


def pack_systemtime(st):
    """SYSTEMTIME bytes of (year, month, weekday, day, hour, minute, second, ms)."""
    return SYSTEMTIME.pack_values(*st)


def unpack_systemtime(data):
    """The 8 fields of the SYSTEMTIME in ``data``."""
    return tuple(SYSTEMTIME.unpack(bytes(data[:SYSTEMTIME.sizeof()])).values())


def systemtime_to_filetime(st):
    """The FILETIME of a SYSTEMTIME tuple, or None when a field is out of range (as
    SystemTimeToFileTime fails; wDayOfWeek is ignored)."""
    year, month, _wday, day, hour, minute, second, ms = st
    if not (1601 <= year <= 30827 and 1 <= month <= 12 and hour < 24 and minute < 60
            and second < 60 and ms < 1000):
        return None
    if not 1 <= day <= calendar.monthrange(year, month)[1]:
        return None
    days = (datetime.date(year, month, day) - FILETIME_ZERO.date()).days
    return ((days * 86400 + hour * 3600 + minute * 60 + second) * 1000 + ms) * 10000


def filetime_to_systemtime(ft):
    """The SYSTEMTIME tuple of a FILETIME, or None for one with the sign bit set."""
    if not 0 <= ft <= FILETIME_MAX:
        return None
    ms_total = ft // 10000
    days, ms_day = divmod(ms_total, 86400000)
    if days > (datetime.date.max - FILETIME_ZERO.date()).days:
        return None        # beyond year 9999: Python's calendar ends there
    d = FILETIME_ZERO.date() + datetime.timedelta(days=days)
    secs, ms = divmod(ms_day, 1000)
    return (d.year, d.month, (d.weekday() + 1) % 7, d.day, secs // 3600, secs // 60 % 60,
            secs % 60, ms)


def _transition(date, year):
    """The local datetime of a transition date (a SYSTEMTIME tuple) in ``year``."""
    tyear, month, wday, day, hour, minute, second, ms = date
    if tyear:                                       # an absolute date
        return datetime.datetime(year, month, min(day, calendar.monthrange(year, month)[1]),
                                 hour, minute, second, ms * 1000)
    first = datetime.date(year, month, 1)
    offset = (wday - (first.weekday() + 1) % 7) % 7
    mday = 1 + offset + 7 * (day - 1)
    last = calendar.monthrange(year, month)[1]
    while mday > last:                              # wDay 5: the last such weekday
        mday -= 7
    return datetime.datetime(year, month, mday, hour, minute, second, ms * 1000)


def in_daylight(zone, when, is_local):
    """Whether ``when`` (a datetime: local time when ``is_local``, else UTC) falls in the
    zone's daylight period."""
    if not zone.has_daylight:
        return False
    std = datetime.timedelta(minutes=zone.bias + zone.std_bias)
    dst = datetime.timedelta(minutes=zone.bias + zone.dst_bias)
    if is_local:
        local_std = local_dst = when
    else:
        local_std, local_dst = when - std, when - dst
    year = local_std.year
    dst_start = _transition(zone.dst_date, year)    # in standard local time
    std_start = _transition(zone.std_date, year)    # in daylight local time
    if dst_start < std_start:                       # northern hemisphere
        return local_std >= dst_start and local_dst < std_start
    return local_std >= dst_start or local_dst < std_start


def _bias(zone, when, is_local):
    # A zone without transition dates is in neither period (TIME_ZONE_ID_UNKNOWN): only
    # its Bias applies, StandardBias too is ignored, as Windows converts.
    if not zone.has_daylight:
        return zone.bias
    return zone.bias + (zone.dst_bias if in_daylight(zone, when, is_local) else zone.std_bias)


def utc_to_local(zone, utc):
    """The zone's local datetime for a UTC datetime."""
    return utc - datetime.timedelta(minutes=_bias(zone, utc, False))


def local_to_utc(zone, local):
    """The UTC datetime for one of the zone's local datetimes."""
    return local + datetime.timedelta(minutes=_bias(zone, local, True))


def to_datetime(st):
    """A datetime of a SYSTEMTIME tuple (fields assumed valid)."""
    year, month, _wday, day, hour, minute, second, ms = st
    return datetime.datetime(year, month, day, hour, minute, second, ms * 1000)


def from_datetime(t):
    """The SYSTEMTIME tuple of a datetime."""
    return (t.year, t.month, (t.weekday() + 1) % 7, t.day, t.hour, t.minute, t.second,
            t.microsecond // 1000)


__all__ += ["to_datetime", "from_datetime", "FILETIME_MAX"]
