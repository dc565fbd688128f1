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
import re

__all__ = ["DATE_MIN", "DATE_MAX", "date_from_fields", "fields_from_date", "days_in_month",
           "parse_date", "NotADate", "MONTHS", "WEEKDAYS"]

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


# -- text -----------------------------------------------------------------------------------
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_TOKEN = re.compile(r"\d+|[A-Za-z]+|[/\-.,:]|\s+")


class NotADate(ValueError):
    """The text is no date or time (DISP_E_TYPEMISMATCH)."""


def _month(word):
    w = word.lower()
    for i, name in enumerate(MONTHS):
        if len(w) >= 3 and name.lower().startswith(w):
            return i + 1
    return None


def parse_date(text, two_digit):
    """A DATE from en-US text, as VarDateFromStr reads the common forms: a date
    ("1/2/2000", "2000-01-02", "January 2, 2000", "2 Jan 2000"), a time ("3:04",
    "3:04:05 PM", "3 PM"), or both. Raises NotADate for text with no date or time in it,
    and NotImplementedError for other arrangements (which Windows may still read)."""
    tokens = [t for t in _TOKEN.findall(text) if not t.isspace()]
    if "".join(tokens) != re.sub(r"\s+", "", text):
        raise NotADate(text)               # characters no date has
    ampm = None
    words = [t for t in tokens if t.isalpha()]
    for w in words:
        if w.upper() in ("AM", "PM", "A", "P"):
            ampm = w.upper()[0]
        elif _month(w) is None and w.lower() not in [d.lower() for d in WEEKDAYS] \
                and w.lower() not in [d.lower()[:3] for d in WEEKDAYS]:
            raise NotADate(text)
    if not any(t.isdigit() for t in tokens):
        raise NotADate(text)
    # the time: numbers joined by ':' (and a lone number before AM/PM)
    time = None
    rest = list(tokens)
    for i, t in enumerate(tokens):
        if t == ":":
            j = i - 1
            k = i
            parts = [tokens[j]]
            while k < len(tokens) and tokens[k] == ":" and k + 1 < len(tokens) \
                    and tokens[k + 1].isdigit():
                parts.append(tokens[k + 1])
                k += 2
            time = [int(p) for p in parts]
            rest = tokens[:j] + tokens[k:]
            break
    if time is None and ampm is not None:
        nums = [i for i, t in enumerate(tokens) if t.isdigit()]
        if len(nums) == 1:
            time = [int(tokens[nums[0]])]
            rest = tokens[:nums[0]] + tokens[nums[0] + 1:]
    rest = [t for t in rest if t.upper() not in ("AM", "PM", "A", "P") and t != ","]
    rest = [t for t in rest if t.lower() not in [d.lower() for d in WEEKDAYS]
            and t.lower() not in [d.lower()[:3] for d in WEEKDAYS]]
    hour = minute = second = 0
    if time is not None:
        if len(time) > 3:
            raise NotADate(text)
        hour, minute, second = (time + [0, 0])[:3]
        if ampm is not None:
            if not 1 <= hour <= 12:
                raise NotADate(text)
            hour = hour % 12 + (12 if ampm == "P" else 0)
        if hour > 23 or minute > 59 or second > 59:
            raise NotADate(text)
    date = _parse_day(rest, two_digit, text)
    if date is None:
        year, month, day = 1899, 12, 30           # a time alone is on day 0
    else:
        year, month, day = date
        if not (1 <= month <= 12 and 1 <= day <= days_in_month(year, month)):
            raise NotImplementedError("the date %r (out of range fields)" % text)
    value = date_from_fields(year, month, day, hour, minute, second)
    if value is None:
        raise NotADate(text)
    return value


def _parse_day(rest, two_digit, text):
    """(year, month, day) from the date's tokens, None when there are none."""
    if not rest:
        return None
    seps = [t for t in rest if not t.isalnum()]
    items = [t for t in rest if t.isalnum()]
    if len(seps) > 2 or len(set(seps)) > 1:
        raise NotImplementedError("the date %r" % text)
    names = [i for i, t in enumerate(items) if t.isalpha()]
    if len(items) != 3:
        raise NotImplementedError("the date %r (a year is needed)" % text)
    if names:
        if len(names) != 1:
            raise NotADate(text)
        month = _month(items[names[0]])
        nums = [int(t) for t in items if t.isdigit()]
        if names[0] == 0:                          # January 2, 2000
            day, year = nums
        elif names[0] == 1:                        # 2 January 2000, 2-Jan-2000
            day, year = nums
        else:
            raise NotImplementedError("the date %r" % text)
        raw_year = items[2]
    else:
        a, b, c = items
        if len(a) == 4:                            # 2000-01-02, 2000/1/2
            year, month, day, raw_year = int(a), int(b), int(c), a
        else:                                      # 1/2/2000: month first in en-US
            month, day, year, raw_year = int(a), int(b), int(c), c
    if len(raw_year) <= 2:
        year = two_digit(year)
    return year, month, day
