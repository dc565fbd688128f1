"""OLE Automation dates: the DATE type of VARIANTs (VT_DATE) and its calendar.

A DATE is a double: whole days since 30 December 1899 (day 0), plus the time of day as
a fraction. Before day 0 the fraction still counts forward from midnight, so -1.25 is
29 December 1899 06:00 (the sign covers the days only). The valid range is 1 January
100 (-657434) to 31 December 9999 (2958465) — what OLEAUT32's conversions accept.

A "UDATE" broken-down time (VarDateFromUdate, SystemTimeToVariantTime,
DosDateTimeToVariantTime) may carry fields out of range: OLEAUT32 rolls them over into
the next larger field (month 13 is January of the next year, day 0 the last day of the
previous month, minute 60 the next hour), as documented for VarDateFromUdate.
Pure functions, no guest memory.
"""

import datetime
import math

__all__ = ["DATE_MIN", "DATE_MAX", "date_from_fields", "fields_from_date", "days_in_month"]

DATE_MIN, DATE_MAX = -657434.0, 2958465.0
_EPOCH = datetime.date(1899, 12, 30).toordinal()


def days_in_month(year, month):
    """Days in ``month`` (1..12) of ``year`` (Gregorian)."""
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def _roll(year, month, day, hour, minute, second):
    """Carry out-of-range fields into the larger ones (seconds up to years)."""
    minute += second // 60
    second %= 60
    hour += minute // 60
    minute %= 60
    day += hour // 24
    hour %= 24
    # months first, so that a day is counted in the month it is meant for
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    while day < 1:
        month -= 1
        if month < 1:
            month, year = 12, year - 1
        day += days_in_month(year, month)
    while day > days_in_month(year, month):
        day -= days_in_month(year, month)
        month += 1
        if month > 12:
            month, year = 1, year + 1
    return year, month, day, hour, minute, second


def date_from_fields(year, month, day, hour=0, minute=0, second=0):
    """The DATE of a broken-down time (fields rolled over as VarDateFromUdate does), or
    None when it falls outside 1 January 100 .. 31 December 9999."""
    year, month, day, hour, minute, second = _roll(year, month, day, hour, minute, second)
    if not 100 <= year <= 9999:
        return None
    days = datetime.date(year, month, day).toordinal() - _EPOCH
    frac = (hour * 3600 + minute * 60 + second) / 86400.0
    # before day 0 the time of day still counts forward: subtract it from the day
    return days - frac if days < 0 else days + frac


def fields_from_date(value):
    """(year, month, day, hour, minute, second, day_of_week) of a DATE, the time rounded
    to the nearest second, or None outside the valid range. day_of_week: 0 = Sunday."""
    if not (DATE_MIN - 1.0 < value < DATE_MAX + 1.0) or math.isnan(value):
        return None
    days = math.ceil(value) if value < 0 else math.floor(value)
    secs = int(round(abs(value - days) * 86400.0))
    if secs >= 86400:             # rounded up to the next midnight: the next day
        secs -= 86400
        days += 1
    d = datetime.date.fromordinal(days + _EPOCH)
    if not 100 <= d.year <= 9999:
        return None
    return (d.year, d.month, d.day, secs // 3600, secs // 60 % 60, secs % 60,
            (d.weekday() + 1) % 7)
