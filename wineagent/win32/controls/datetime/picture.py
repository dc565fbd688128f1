"""The date and time picker's format picture: the locale's picture for a style, its
fields (day, month, year, hour, ...), and what stepping a field or typing digits into it
does to a date."""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...kernel.locale import locale_info, picture_tokens
from .dates import (DATETIME_CLASS, DTS_LONGDATEFORMAT, DTS_SHORTDATECENTURYFORMAT,
                    DTS_TIMEFORMAT, MAX_DATE, MIN_DATE, _days_in)

# -- the format picture -----------------------------------------------------------------------
#: Field letter -> what Up/Down steps (weekday and day both step the day).
_FIELD = {"d": "day", "M": "month", "y": "year", "h": "hour", "H": "hour", "m": "minute",
          "s": "second", "t": "ampm"}


def default_picture(style):
    """The locale's picture for the style: short date, century short date, long date, time."""
    # The bits overlap: 0x4 long date, 0x4|0x8 short date with the century, 0x8|0x1 time
    # (DTS_TIMEFORMAT includes DTS_UPDOWN).
    if style & DTS_SHORTDATECENTURYFORMAT == DTS_SHORTDATECENTURYFORMAT:
        pic = locale_info(0x001F)
        return pic if "yyyy" in pic else pic.replace("yy", "yyyy")
    if style & DTS_TIMEFORMAT == DTS_TIMEFORMAT:
        return locale_info(0x1003)                 # LOCALE_STIMEFORMAT
    if style & DTS_LONGDATEFORMAT:
        return locale_info(0x0020)                 # LOCALE_SLONGDATE
    return locale_info(0x001F)                     # LOCALE_SSHORTDATE


def parse_picture(picture):
    """[(token, field kind or None for literal text)] of a picture. Callback fields (X)
    ask the program for their text (DTN_FORMAT), which is not implemented."""
    out = []
    for tok in picture_tokens(picture):
        if tok[0] == "X":
            raise Unimplemented("%s class %s (callback field %r: DTN_FORMAT)"
                                % (COMCTL32, DATETIME_CLASS, tok))
        kind = _FIELD.get(tok[0]) if tok[0] != "'" else None
        if tok[0] == "d" and len(tok) >= 3:
            kind = "weekday"
        out.append((tok, kind))
    return out


def _with(dt, **kw):
    """``dt`` with fields replaced, the day clamped to the month's length."""
    year, month = kw.get("year", dt.year), kw.get("month", dt.month)
    day = min(kw.get("day", dt.day), _days_in(year, month))
    return dt.replace(year=year, month=month, day=day, hour=kw.get("hour", dt.hour),
                      minute=kw.get("minute", dt.minute), second=kw.get("second", dt.second))


def _wrap(v, lo, hi):
    return lo + (v - lo) % (hi - lo + 1)


def step_field(dt, kind, delta):
    """``dt`` with one field stepped by ``delta``, wrapping within the field as the picker
    does (the day within its month, the hour within the day ...); the year does not wrap."""
    if kind in ("day", "weekday"):
        return dt.replace(day=_wrap(dt.day + delta, 1, _days_in(dt.year, dt.month)))
    if kind == "month":
        return _with(dt, month=_wrap(dt.month + delta, 1, 12))
    if kind == "year":
        return _with(dt, year=max(MIN_DATE.year, min(MAX_DATE.year, dt.year + delta)))
    if kind == "hour":
        return dt.replace(hour=_wrap(dt.hour + delta, 0, 23))
    if kind == "minute":
        return dt.replace(minute=_wrap(dt.minute + delta, 0, 59))
    if kind == "second":
        return dt.replace(second=_wrap(dt.second + delta, 0, 59))
    if kind == "ampm":
        return dt.replace(hour=(dt.hour + 12) % 24)
    return dt


def type_digits(dt, kind, token, digits):
    """``dt`` with a numeric field set to the typed ``digits`` (a string), or None when the
    number is not a value of the field (the caller then starts again from the last digit)."""
    n = int(digits)
    if kind == "day":
        return dt.replace(day=n) if 1 <= n <= _days_in(dt.year, dt.month) else None
    if kind == "month":
        return _with(dt, month=n) if 1 <= n <= 12 else None
    if kind == "year":
        if len(token) <= 2:                     # two-digit years: 1930..2029, as Windows
            n = n + (2000 if n < 30 else 1900) if len(digits) <= 2 else n
        return _with(dt, year=n) if MIN_DATE.year <= n <= MAX_DATE.year else None
    if kind == "hour":
        if token[0] == "h":                     # 12-hour field: keep the half of the day
            if not 1 <= n <= 12:
                return None
            return dt.replace(hour=n % 12 + (12 if dt.hour >= 12 else 0))
        return dt.replace(hour=n) if n <= 23 else None
    if kind in ("minute", "second"):
        return dt.replace(**{kind: n}) if n <= 59 else None
    return None


def _max_digits(kind, token):
    return 4 if kind == "year" and len(token) > 2 else 2


def _literal(tok):
    if tok.startswith("'"):
        body = tok[1:-1] if tok.endswith("'") and len(tok) > 1 else tok[1:]
        return "'" if tok == "''" else body
    return tok
