"""The C runtime's time functions, in msvcrt.dll and ucrtbase.dll: time/_time32/_time64,
gmtime/localtime (plain, 32, 64 and _s), mktime/_mktime32/_mktime64 and _mkgmtime*,
difftime, asctime/ctime (narrow and wide, plain and _s), strftime/wcsftime (and the _l
forms), _tzset with ``_timezone``/``_daylight``/``_dstbias``/``_tzname`` and their
accessors, _strdate/_strtime.

The time zone is the guest's (kernel/timezone.py: UTC+0 without daylight time). Where
the UCRT differs from msvcrt.dll the UCRT's own declaration comes first in its chain:
strftime's ``%c`` in the "C" locale is ``%a %b %e %T %Y`` there and it knows C99's
``%C %D %e %F %g %G %h %n %r %R %t %T %u %V %z``; asctime pads the day with a blank
("Jan  2") where msvcrt writes "Jan 02". msvcrt.dll's ``%z`` is the zone's name, as
``%Z``. Ranges and failures follow Wine's msvcrt (and Microsoft's documentation): times
before 1970 or after 3000 are EINVAL, a struct tm field out of its range makes strftime
an invalid parameter (the buffer emptied, 0), a result that does not fit is ERANGE.
"""

import calendar
import datetime
import struct

from ....abi.api import BOTH, WIDTH32, Ret64, Unimplemented, api
from ....abi.structs import struct as cstruct
from ...core.crt import EINVAL, ERANGE, by_width, cdecl, invalid_parameter, set_errno
from ...kernel.timezone import ZONE, in_daylight, local_to_utc, utc_to_local
from ...kernel.epoch import EPOCH_UNIX, UNIX_ZERO as _UNIX
from .crtlocale import TimeNames, time_names
from .env import read_env
from ...core.dllnames import MSVCRT, UCRTBASE

MAX_TIME64 = 32535215999          # _MAX__TIME64_T: 3000-12-31 23:59:59
_WDAY = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
_MON = ["January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"]
# The "C" locale's date and time pictures (short date, long date, time).
_SHORT_DATE, _LONG_DATE, _TIME = "MM/dd/yy", "dddd, MMMM dd, yyyy", "HH:mm:ss"


C_NAMES = TimeNames(_WDAY, [d[:3] for d in _WDAY], _MON, [m[:3] for m in _MON], "AM", "PM",
                    _SHORT_DATE, _LONG_DATE, _TIME)


def _ucrt(name, params="", widths=WIDTH32):
    return api(UCRTBASE, name, params, conv="cdecl", widths=widths)


def _both(name, params, factory, widths=WIDTH32):
    """Declare ``name`` in msvcrt's table and the UCRT's, each with its own behaviour."""
    cdecl(name, params, widths=widths)(factory(False))
    _ucrt(name, params, widths)(factory(True))


def _sized(factory, wide64, *rest):
    """``factory(wide64, *rest)``: the handler of a function whose time_t width is in its
    name (_gmtime64, _ctime32_s...). ``wide64`` None is a plain name (time, gmtime,
    mktime, ctime...): the 32-bit time_t in a 32-bit program, the 64-bit one in a 64-bit
    program, as msvcrt.dll's two builds define it (core/crt.py ``by_width``)."""
    if wide64 is None:
        return by_width(factory(False, *rest), factory(True, *rest))
    return factory(wide64, *rest)


# -- struct tm ---------------------------------------------------------------------------
TM = cstruct("tm", "int tm_sec; int tm_min; int tm_hour; int tm_mday; int tm_mon;"
                   " int tm_year; int tm_wday; int tm_yday; int tm_isdst")


def _read_tm(mem, p):
    return list(TM.values(mem, p))


def _pack_tm(fields):
    return TM.pack_values(*fields)


def _tm_of(t, isdst):
    """struct tm fields of a datetime."""
    return [t.second, t.minute, t.hour, t.day, t.month - 1, t.year - 1900,
            (t.weekday() + 1) % 7, t.timetuple().tm_yday - 1, int(isdst)]


def _time_now(vm):
    return EPOCH_UNIX + vm.clock.now_ms() // 1000


def _cell(vm, key, size):
    cells = vm.crt.time_cells
    if key not in cells:
        cells[key] = vm.heap.alloc(size, zero=True)
    return cells[key]


def _broken_down(secs, local):
    """The struct tm fields of time ``secs``, or None when it is out of range."""
    if secs is None or not 0 <= secs <= MAX_TIME64:
        return None
    utc = _UNIX + datetime.timedelta(seconds=secs)
    if not local:
        return _tm_of(utc, False)
    return _tm_of(utc_to_local(ZONE, utc), in_daylight(ZONE, utc, False))


def _secs(mem, p, wide64):
    if not p:
        return None
    return struct.unpack("<q" if wide64 else "<i", bytes(mem.read(p, 8 if wide64 else 4)))[0]


def _to_static(c, fields, key):
    """Write ``fields`` to the thread's struct tm buffer; its address, or 0 (EINVAL)."""
    if fields is None:
        set_errno(c.vm, EINVAL)
        return 0
    p = _cell(c.vm, key, TM.sizeof())
    c.vm.mem.write(p, _pack_tm(fields))
    return p


def _time_func(wide64, local):
    def handler(c, ptr):
        if local:
            tzset_once(c.vm)
        return _to_static(c, _broken_down(_secs(c.vm.mem, ptr, wide64), local), "tm")
    return handler


def _time_s_func(wide64, local):
    def handler(c, out, ptr):
        if local:
            tzset_once(c.vm)
        fields = _broken_down(_secs(c.vm.mem, ptr, wide64), local)
        if out:
            c.vm.mem.write(out, _pack_tm(fields or [-1] * 9))
        if fields is None or not out:
            set_errno(c.vm, EINVAL)
            return EINVAL
        return 0
    return handler


for _name, _w, _l in (("gmtime", None, False), ("_gmtime32", False, False),
                      ("_gmtime64", True, False), ("localtime", None, True),
                      ("_localtime32", False, True), ("_localtime64", True, True)):
    cdecl(_name, "LPVOID secs", widths=BOTH)(_sized(_time_func, _w, _l))
    cdecl(_name + "_s", "LPVOID out, LPVOID secs", widths=BOTH)(_sized(_time_s_func, _w, _l))


def _make_time(fields, local):
    """mktime's arithmetic: normalise the fields (returned) and the time (None when
    before 1970 or beyond year 3000)."""
    sec, minute, hour, mday, mon, year = fields[:6]
    year += int(mon / 12)            # C's truncating division and remainder
    mon = int(mon - 12 * int(mon / 12))
    if mon < 0:
        mon += 12
        year -= 1
    if not 70 <= year <= 1100:
        return None, fields
    try:
        t = (datetime.datetime(year + 1900, mon + 1, 1)
             + datetime.timedelta(days=mday - 1, hours=hour, minutes=minute, seconds=sec))
    except OverflowError:
        return None, fields
    if local:
        isdst = in_daylight(ZONE, t, True)
        utc = local_to_utc(ZONE, t)
    else:
        isdst, utc = False, t
    secs = int((utc - _UNIX).total_seconds())
    if secs < 0:
        return None, fields
    return secs, _tm_of(t, isdst)


def _mktime_func(wide64, local):
    bits = 64 if wide64 else 32

    def handler(c, ptr):
        mem = c.vm.mem
        if local:
            tzset_once(c.vm)
        secs, fields = _make_time(_read_tm(mem, ptr), local)
        mem.write(ptr, _pack_tm(fields))
        if secs is None or (bits == 32 and secs > 0x7FFFFFFF):
            set_errno(c.vm, EINVAL)
            return Ret64(-1 & 0xFFFFFFFFFFFFFFFF) if bits == 64 else 0xFFFFFFFF
        return Ret64(secs) if bits == 64 else secs
    return handler


for _name, _w, _l in (("mktime", None, True), ("_mktime32", False, True),
                      ("_mktime64", True, True), ("_mkgmtime", None, False),
                      ("_mkgmtime32", False, False), ("_mkgmtime64", True, False)):
    cdecl(_name, "LPVOID tm", widths=BOTH)(_sized(_mktime_func, _w, _l))


@cdecl("_time32", "LPVOID out", widths=BOTH)
def _time32(c, out):
    """Seconds since 1970 (32-bit), also stored at ``out``."""
    t = _time_now(c.vm)
    if out:
        c.vm.mem.w32(out, t)
    return t


@cdecl("_time64", "LPVOID out", widths=BOTH)
def _time64(c, out):
    """Seconds since 1970 (64-bit), also stored at ``out``."""
    t = _time_now(c.vm)
    if out:
        c.vm.mem.write(out, struct.pack("<q", t))
    return Ret64(t)


cdecl("time", "LPVOID out", widths=BOTH)(by_width(_time32, _time64))


def _signed(v):
    return v - (1 << 32) if v & 0x80000000 else v


@cdecl("_difftime32", "DWORD a, DWORD b", widths=BOTH)
def _difftime32(c, a, b):
    """a - b in seconds, as a double (32-bit times)."""
    return float(_signed(a) - _signed(b))


@cdecl("_difftime64", "__time64_t a, __time64_t b", widths=BOTH)
def _difftime64(c, a, b):
    """a - b in seconds, as a double (64-bit times)."""
    return float(a - b)


# the program's time_t: its values arrive signed at its width (abi/api.py)
cdecl("difftime", "time_t a, time_t b", widths=BOTH)(_difftime64)


# -- the zone variables ------------------------------------------------------------------
def _zone_values():
    daylight = ZONE.has_daylight
    timezone = 60 * (ZONE.bias + (ZONE.std_bias if ZONE.std_date[1] else 0))
    dstbias = 60 * (ZONE.dst_bias - ZONE.std_bias) if daylight else 0
    return timezone, int(daylight), dstbias, ZONE.std_name, ZONE.dst_name


def _parse_tz(text):
    """The TZ variable's documented form ``tzn[+|-]hh[:mm[:ss]][dzn]``: (standard name,
    seconds west of UTC, daylight name or "")."""
    std, rest = text[:3], text[3:]
    sign = 1
    if rest[:1] in "+-" and rest:
        sign, rest = (-1 if rest[0] == "-" else 1), rest[1:]
    secs = 0
    for i, scale in enumerate((3600, 60, 1)):
        if i and rest[:1] != ":":
            break
        if i:
            rest = rest[1:]
        digits = len(rest) - len(rest.lstrip("0123456789"))
        secs += scale * int(rest[:digits] or 0)
        rest = rest[digits:]
    return std, sign * secs, rest[:3]


def tzset(vm):
    """_tzset's work: from the TZ variable when the program set one, else from the
    guest's zone."""
    mem = vm.mem
    tz = read_env(vm, "TZ")
    names = vm.data_var(MSVCRT, "_tzname")
    if tz:
        std, timezone, dst = _parse_tz(tz)
        mem.w32(vm.data_var(MSVCRT, "_timezone"), timezone & 0xFFFFFFFF)
        # msvcrt.dll stores the daylight zone's first character as _daylight (non-zero
        # exactly when there is one: "xxx+1yyy" gives 121, as Windows does); _dstbias
        # keeps what it had.
        mem.w32(vm.data_var(MSVCRT, "_daylight"), ord(dst[:1] or "\0") & 0xFF)
    else:
        timezone, daylight, dstbias, std, dst = _zone_values()
        mem.w32(vm.data_var(MSVCRT, "_timezone"), timezone & 0xFFFFFFFF)
        mem.w32(vm.data_var(MSVCRT, "_daylight"), daylight)
        mem.w32(vm.data_var(MSVCRT, "_dstbias"), dstbias & 0xFFFFFFFF)
    for i, text in enumerate((std, dst)):     # char *_tzname[2]: the program's pointers
        mem.write_cstr(mem.uptr(names + vm.ptr_size * i), text[:63])
    vm.crt.tz_ready = True


def tzset_once(vm):
    """The first local-time conversion sets the zone variables, as the runtime's own
    start of localtime/mktime does (until then they hold PST8PDT: data_imports)."""
    if not vm.crt.tz_ready:
        tzset(vm)


@cdecl("_tzset", widths=BOTH)
def _tzset(c):
    """Set _timezone, _daylight, _dstbias and _tzname from the TZ variable
    (``tzn[+|-]hh[:mm[:ss]][dzn]``, documented) or, without one, the guest's zone."""
    tzset(c.vm)


for _var in ("timezone", "daylight", "dstbias", "tzname"):
    def _pointer(c, _v="_" + _var):
        return c.vm.data_var(MSVCRT, _v)
    _pointer.__doc__ = "The address of msvcrt's _%s variable." % _var
    cdecl("__p__" + _var, widths=BOTH)(_pointer)


def _get_var(name):
    def handler(c, out):
        if not out:
            return (yield from invalid_parameter(c, EINVAL))
        c.vm.mem.w32(out, c.vm.mem.u32(c.vm.data_var(MSVCRT, name)))
        return 0
    handler.__doc__ = "Copy msvcrt's %s to ``out``." % name
    return handler


cdecl("_get_timezone", "LPVOID out", widths=BOTH)(_get_var("_timezone"))
cdecl("_get_daylight", "LPVOID out", widths=BOTH)(_get_var("_daylight"))
cdecl("_get_dstbias", "LPVOID out", widths=BOTH)(_get_var("_dstbias"))


@cdecl("_get_tzname", "LPVOID out_len, LPVOID buf, SIZE_T size, int index", widths=BOTH)
def _get_tzname(c, out_len, buf, size, index):
    """Copy _tzname[index] to ``buf``; its size with the NUL goes to ``*out_len``."""
    vm, mem = c.vm, c.vm.mem
    if not out_len or index not in (0, 1) or (not buf and size):
        return (yield from invalid_parameter(c, EINVAL))
    name = mem.cbytes(mem.uptr(vm.data_var(MSVCRT, "_tzname") + vm.ptr_size * index))
    mem.wptr(out_len, len(name) + 1)          # size_t *
    if not buf:
        return 0
    if size <= len(name):
        return ERANGE
    mem.write(buf, name + b"\0")
    return 0


# -- strftime ----------------------------------------------------------------------------
class _Invalid(Exception):
    """A struct tm field out of range, or an unknown conversion: an invalid parameter."""


def _num(value, width, lo, hi):
    if not lo <= value <= hi:
        raise _Invalid()
    return "%0*d" % (width, value)


def _picture(tm, pic, names=C_NAMES):
    """Expand a locale date/time picture (MM/dd/yy ..., h/hh 12-hour, t/tt the AM/PM
    designator, 'quoted' text) for struct tm ``tm`` with ``names``."""
    sec, minute, hour, mday, mon, year, wday = tm[:7]
    out, i = [], 0
    while i < len(pic):
        ch = pic[i]
        if ch == "'":
            end = pic.find("'", i + 1)
            end = len(pic) if end < 0 else end
            out.append(pic[i + 1:end])
            i = end + 1
            continue
        n = 1
        while i + n < len(pic) and pic[i + n] == ch:
            n += 1
        if ch == "d":
            if n <= 2:
                out.append(_num(mday, 0 if n == 1 else 2, 1, 31))
            else:
                if not 0 <= wday <= 6:
                    raise _Invalid()
                out.append(names.abbrev_days[wday] if n == 3 else names.days[wday])
        elif ch == "M":
            if n <= 2:
                out.append(_num(mon + 1, 0 if n == 1 else 2, 1, 12))
            else:
                if not 0 <= mon <= 11:
                    raise _Invalid()
                out.append(names.abbrev_months[mon] if n == 3 else names.months[mon])
        elif ch == "y":
            if year < 0:
                raise _Invalid()
            out.append(_num((year + 1900) % 100, 2, 0, 99) if n < 4
                       else _num(year + 1900, 4, 0, 9999))
        elif ch == "H":
            out.append(_num(hour, 0 if n == 1 else 2, 0, 23))
        elif ch == "h":
            if not 0 <= hour <= 23:
                raise _Invalid()
            out.append(_num((hour + 11) % 12 + 1, 0 if n == 1 else 2, 1, 12))
        elif ch == "t":
            if not 0 <= hour <= 23:
                raise _Invalid()
            mark = names.am if hour < 12 else names.pm
            out.append(mark[:1] if n == 1 else mark)
        elif ch == "m":
            out.append(_num(minute, 0 if n == 1 else 2, 0, 59))
        elif ch == "s":
            out.append(_num(sec, 0 if n == 1 else 2, 0, 59))
        else:
            out.append(ch * n)
        i += n
    return "".join(out)


def _iso_week(tm):
    year = tm[5] + 1900
    iso_year = year
    days = tm[7] - (tm[6] or 7) + 4

    def leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    if days < 0:
        iso_year -= 1
        days += 365 + leap(iso_year)
    elif days >= 365 + leap(iso_year):
        days -= 365 + leap(iso_year)
        iso_year += 1
    return iso_year, days // 7 + 1


def strftime_text(fmt, tm, ucrt, tzname, names=C_NAMES):
    """The text of ``fmt`` for struct tm ``tm`` (its nine fields) with the names of
    ``names`` (the "C" locale's unless told); raises _Invalid for an invalid parameter.
    ``tzname`` is (standard, daylight)."""
    sec, minute, hour, mday, mon, year, wday, yday, isdst = tm
    out, i = [], 0
    while i < len(fmt):
        ch = fmt[i]
        i += 1
        if ch != "%":
            out.append(ch)
            continue
        alt = i < len(fmt) and fmt[i] == "#"
        if alt:
            i += 1
        if i >= len(fmt):
            raise _Invalid()
        spec = fmt[i]
        i += 1
        w2, w3, w4 = (0, 0, 0) if alt else (2, 3, 4)
        full_year = year + 1900
        if spec == "c":
            if ucrt and not alt:
                out.append(strftime_text("%a %b %e %T %Y", tm, ucrt, tzname, names))
            else:
                out.append(_picture(tm, names.long_date if alt else names.short_date, names)
                           + " " + _picture(tm, names.time, names))
        elif spec == "x":
            out.append(_picture(tm, names.long_date if alt else names.short_date, names))
        elif spec == "X":
            out.append(_picture(tm, names.time, names))
        elif spec in "aA":
            if not 0 <= wday <= 6:
                raise _Invalid()
            out.append(names.abbrev_days[wday] if spec == "a" else names.days[wday])
        elif spec == "b" or (spec == "h" and ucrt):
            if not 0 <= mon <= 11:
                raise _Invalid()
            out.append(names.abbrev_months[mon])
        elif spec == "B":
            if not 0 <= mon <= 11:
                raise _Invalid()
            out.append(names.months[mon])
        elif spec == "d":
            out.append(_num(mday, w2, 1, 31))
        elif spec == "H":
            out.append(_num(hour, w2, 0, 23))
        elif spec == "I":
            if not 0 <= hour <= 23:
                raise _Invalid()
            out.append(_num((hour + 11) % 12 + 1, w2, 1, 12))
        elif spec == "j":
            out.append(_num(yday + 1, w3, 1, 366))
        elif spec == "m":
            out.append(_num(mon + 1, w2, 1, 12))
        elif spec == "M":
            out.append(_num(minute, w2, 0, 59))
        elif spec == "p":
            if not 0 <= hour <= 23:
                raise _Invalid()
            out.append(names.am if hour < 12 else names.pm)
        elif spec == "S":
            out.append(_num(sec, w2, 0, 60 if ucrt else 59))
        elif spec == "w":
            out.append(_num(wday, 0, 0, 6))
        elif spec == "y":
            if not (0 <= full_year <= 9999 if ucrt else full_year >= 1900):
                raise _Invalid()
            out.append(_num(full_year % 100, w2, 0, 99))
        elif spec == "Y":
            out.append(_num(full_year, w4, 0, 9999))
        elif spec in "UW":
            if not (0 <= wday <= 6 and 0 <= yday <= 365):
                raise _Invalid()
            first = wday if spec == "U" else (6 if not wday else wday - 1)
            out.append(_num(yday // 7 + (first <= yday % 7), w2, 0, 53))
        elif spec == "%":
            out.append("%")
        elif spec == "Z" or (spec == "z" and not ucrt):
            out.append(tzname[1 if isdst else 0])
        elif not ucrt:
            raise _Invalid()
        elif spec == "C":
            if not 0 <= full_year <= 9999:
                raise _Invalid()
            out.append(_num(full_year // 100, w2, 0, 99))
        elif spec == "D":
            if not 0 <= full_year <= 9999:
                raise _Invalid()
            out.append("%s/%s/%s" % (_num(mon + 1, w2, 1, 12), _num(mday, w2, 1, 31),
                                     _num(full_year % 100, w2, 0, 99)))
        elif spec == "e":
            text = _num(mday, w2, 1, 31)
            out.append(text if alt or text[0] != "0" else " " + text[1:])
        elif spec == "F":
            out.append("%s-%s-%s" % (_num(full_year, w4, 0, 9999), _num(mon + 1, w2, 1, 12),
                                     _num(mday, w2, 1, 31)))
        elif spec in "gGV":
            if spec != "V" and not 0 <= full_year <= 9999:
                raise _Invalid()
            iso_year, week = _iso_week(tm)
            out.append(_num(iso_year, 4, 0, 9999) if spec == "G" else
                       _num(iso_year % 100, 2, 0, 99) if spec == "g" else
                       _num(week, w2, 0, 53))
        elif spec == "n":
            out.append("\n")
        elif spec == "t":
            out.append("\t")
        elif spec == "r":
            if not 0 <= hour <= 23:
                raise _Invalid()
            out.append("%s:%s:%s %s" % (_num((hour + 11) % 12 + 1, w2, 1, 12),
                                        _num(minute, w2, 0, 59), _num(sec, w2, 0, 60),
                                        "AM" if hour < 12 else "PM"))
        elif spec == "R":
            out.append("%s:%s" % (_num(hour, w2, 0, 23), _num(minute, w2, 0, 59)))
        elif spec == "T":
            out.append("%s:%s:%s" % (_num(hour, w2, 0, 23), _num(minute, w2, 0, 59),
                                     _num(sec, w2, 0, 60)))
        elif spec == "u":
            if not 0 <= wday <= 6:
                raise _Invalid()
            out.append(str(wday or 7))
        elif spec == "z":
            timezone, _d, dstbias, _s, _t = _zone_values()
            tz = timezone + (dstbias if isdst else 0)
            sign = "+" if tz < 0 else "-"
            tz = abs(tz)
            out.append("%s%02d%02d" % (sign, tz // 3600, tz // 60 % 60))
        else:
            raise _Invalid()
    return "".join(out)


def _tznames(vm):
    mem = vm.mem
    names = vm.data_var(MSVCRT, "_tzname")
    return tuple(mem.cstr(mem.uptr(names + vm.ptr_size * i)) for i in (0, 1))


def _strftime_factory(wide):
    def factory(ucrt):
        def handler(c, buf, size, fmt, tm, *_locale):
            vm, mem = c.vm, c.vm.mem
            cs = 2 if wide else 1
            if not buf or not fmt or (ucrt and not size):
                if buf and size:
                    mem.write(buf, b"\0" * cs)
                return (yield from _einval0(c))
            fmt_text = mem.wstr(fmt) if wide else mem.cstr(fmt)
            try:
                if not tm and "%" in fmt_text:
                    raise _Invalid()
                # a _locale_t (_strftime_l's) is "C"'s, the only one made here
                names = None if _locale and _locale[0] else time_names(vm)
                if names and ucrt:
                    raise Unimplemented("ucrtbase.dll!strftime in a named LC_TIME locale")
                text = strftime_text(fmt_text, _read_tm(mem, tm) if tm else [0] * 9, ucrt,
                                     _tznames(vm), names or C_NAMES)
            except _Invalid:
                if size:
                    mem.write(buf, b"\0" * cs)
                return (yield from _einval0(c))
            cp = names.codepage if names else 1252
            if wide and names:
                # msvcrt's wcsftime formats narrow and converts back (mbstowcs): what the
                # code page lacks reads '?' in the wide result too
                text = text.encode("cp%d" % cp, "replace").decode("cp%d" % cp)
            data = text.encode("utf-16-le") if wide else text.encode("cp%d" % cp, "replace")
            count = len(data) // cs
            if count >= size:
                if wide and not ucrt:     # msvcrt's wcsftime: mbstowcs of the result
                    mem.write(buf, data[:size * cs])
                    return size
                if size:
                    mem.write(buf, b"\0" * cs)
                set_errno(vm, ERANGE)
                return 0
            mem.write(buf, data + b"\0" * cs)
            return count
        handler.__doc__ = ("Format a struct tm (%s) in the \"C\" locale; the characters "
                           "written without the NUL, 0 on failure." % ("wide" if wide else "narrow"))
        return handler
    return factory


def _einval0(c):
    yield from invalid_parameter(c, EINVAL)
    return 0


_both("strftime", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm", _strftime_factory(False),
      BOTH)
_both("wcsftime", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm", _strftime_factory(True),
      BOTH)
_both("_strftime_l", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm, LPVOID locale",
      _strftime_factory(False), BOTH)
_both("_wcsftime_l", "LPVOID buf, SIZE_T size, LPVOID fmt, LPVOID tm, LPVOID locale",
      _strftime_factory(True), BOTH)


# -- asctime and ctime -------------------------------------------------------------------
def _asctime_text(tm, ucrt):
    """asctime's 25 characters and newline, or None when a field is out of range."""
    sec, minute, hour, mday, mon, year, wday = tm[:7]
    if not (0 <= sec <= 59 and 0 <= minute <= 59 and 0 <= hour <= 23 and 0 <= mon <= 11
            and 0 <= wday <= 6 and year >= 0 and mday >= 0):
        return None
    if mday > calendar.monthrange(1900 + year if year < 8100 else 2000, mon + 1)[1]:
        return None
    return "%s %s %*s %02d:%02d:%02d %c%03d\n" % (
        _WDAY[wday][:3], _MON[mon][:3], 2, ("%d" if ucrt else "%02d") % mday, hour, minute,
        sec, chr((ord("1") + (year + 900) // 1000) & 0xFF), (900 + year) % 1000)


def _encode(text, wide):
    """asctime's text and its NUL: a year past 9999 gives its thousands digit as the
    character after '9' (msvcrt computes '0' + year / 1000 in a char: ':' for 10000)."""
    if wide:
        return text.encode("utf-16-le") + b"\0\0"
    return bytes(ord(ch) & 0xFF for ch in text) + b"\0"


def _static_text(c, text, wide, key):
    cs = 2 if wide else 1
    p = _cell(c.vm, key + ("w" if wide else "a"), 26 * cs)
    c.vm.mem.write(p, _encode(text, wide))
    return p


def _asctime_factory(wide):
    def factory(ucrt):
        def handler(c, tm):
            text = _asctime_text(_read_tm(c.vm.mem, tm), ucrt) if tm else None
            if text is None:
                set_errno(c.vm, EINVAL)
                return 0
            return _static_text(c, text, wide, "asctime")
        handler.__doc__ = "The date and time of a struct tm as asctime's 26 characters."
        return handler
    return factory


def _asctime_s_body(c, buf, size, tm, wide, ucrt):
    mem = c.vm.mem
    cs = 2 if wide else 1
    if not buf:
        return (yield from invalid_parameter(c, EINVAL))
    if size:
        mem.write(buf, b"\0" * cs)
    if size < 26 or not tm:
        return (yield from invalid_parameter(c, EINVAL))
    text = _asctime_text(_read_tm(mem, tm), ucrt)
    if text is None:
        return (yield from invalid_parameter(c, EINVAL))
    mem.write(buf, _encode(text, wide))
    return 0


def _asctime_s_factory(wide):
    def factory(ucrt):
        def handler(c, buf, size, tm):
            return (yield from _asctime_s_body(c, buf, size, tm, wide, ucrt))
        handler.__doc__ = "asctime into ``buf`` (at least 26 characters): 0 or EINVAL."
        return handler
    return factory


_both("asctime", "LPVOID tm", _asctime_factory(False), BOTH)
_both("_wasctime", "LPVOID tm", _asctime_factory(True), BOTH)
_both("asctime_s", "LPVOID buf, SIZE_T size, LPVOID tm", _asctime_s_factory(False), BOTH)
_both("_wasctime_s", "LPVOID buf, SIZE_T size, LPVOID tm", _asctime_s_factory(True), BOTH)


def _ctime_factory(wide, wide64):
    def factory(ucrt):
        def handler(c, ptr):
            fields = _broken_down(_secs(c.vm.mem, ptr, wide64), True)
            text = _asctime_text(fields, ucrt) if fields else None
            if text is None:
                set_errno(c.vm, EINVAL)
                return 0
            return _static_text(c, text, wide, "asctime")
        handler.__doc__ = "asctime of localtime(*ptr)."
        return handler
    return factory


def _ctime_s_factory(wide, wide64):
    def factory(ucrt):
        def handler(c, buf, size, ptr):
            mem = c.vm.mem
            if not buf or size < 26:
                if buf and size:
                    mem.write(buf, b"\0" * (2 if wide else 1))
                return (yield from invalid_parameter(c, EINVAL))
            mem.write(buf, b"\0" * (2 if wide else 1))
            secs = _secs(mem, ptr, wide64)
            if secs is None or secs <= 0 or secs > MAX_TIME64:
                return (yield from invalid_parameter(c, EINVAL))
            fields = _broken_down(secs, True)
            tmp = _cell(c.vm, "ctime_s_tm", TM.sizeof())
            mem.write(tmp, _pack_tm(fields))
            return (yield from _asctime_s_body(c, buf, size, tmp, wide, ucrt))
        handler.__doc__ = "ctime into ``buf`` (at least 26 characters): 0 or EINVAL."
        return handler
    return factory


def _ctime_sized(wide, wide64):
    if wide64 is None:           # ctime, _wctime: the program's time_t (``_sized``)
        return lambda ucrt: by_width(_ctime_factory(wide, False)(ucrt),
                                     _ctime_factory(wide, True)(ucrt))
    return _ctime_factory(wide, wide64)


for _name, _w, _w64 in (("ctime", False, None), ("_ctime32", False, False),
                        ("_ctime64", False, True), ("_wctime", True, None),
                        ("_wctime32", True, False), ("_wctime64", True, True)):
    _both(_name, "LPVOID secs", _ctime_sized(_w, _w64), BOTH)
for _name, _w, _w64 in (("_ctime32_s", False, False), ("_ctime64_s", False, True),
                        ("_wctime32_s", True, False), ("_wctime64_s", True, True)):
    _both(_name, "LPVOID buf, SIZE_T size, LPVOID secs", _ctime_s_factory(_w, _w64), BOTH)


# -- _strdate, _strtime ------------------------------------------------------------------
def _now_local(vm):
    return utc_to_local(ZONE, _UNIX + datetime.timedelta(seconds=_time_now(vm)))


@cdecl("_strdate", "LPVOID buf", widths=BOTH)
def _strdate(c, buf):
    """Today's date as MM/dd/yy (9 characters with the NUL)."""
    c.vm.mem.write_cstr(buf, _now_local(c.vm).strftime("%m/%d/%y"))
    return buf


@cdecl("_strtime", "LPVOID buf", widths=BOTH)
def _strtime(c, buf):
    """The time now as HH:mm:ss (9 characters with the NUL)."""
    c.vm.mem.write_cstr(buf, _now_local(c.vm).strftime("%H:%M:%S"))
    return buf


def _strdate_s_factory(fmt, wide):
    def handler(c, buf, size):
        mem = c.vm.mem
        if not buf or not size:
            return (yield from invalid_parameter(c, EINVAL))
        if size < 9:                          # "MM/dd/yy" and its NUL do not fit
            mem.write(buf, b"\0" * (2 if wide else 1))
            return (yield from invalid_parameter(c, ERANGE))
        text = _now_local(c.vm).strftime(fmt)
        if wide:
            mem.write_wstr(buf, text)
        else:
            mem.write_cstr(buf, text)
        return 0
    return handler


for _name, _fmt, _w in (("_strdate_s", "%m/%d/%y", False), ("_wstrdate_s", "%m/%d/%y", True),
                        ("_strtime_s", "%H:%M:%S", False), ("_wstrtime_s", "%H:%M:%S", True)):
    _h = _strdate_s_factory(_fmt, _w)
    _h.__name__ = _h.__qualname__ = _name
    _h.__doc__ = ("%s into a buffer of ``size`` characters: 0; EINVAL for no buffer, "
                  "ERANGE (and an empty string) for fewer than 9." %
                  ("the date as MM/dd/yy" if "d" in _fmt else "the time as HH:mm:ss"))
    cdecl(_name, "LPVOID buf, SIZE_T size", widths=BOTH)(_h)


# __daylight, __timezone, __dstbias, __tzname: the addresses of the time-zone variables
# (_tzset sets them from the guest's zone), exported by msvcrt.dll and, through its chain,
# by the UCRT.
def _tz_variable(name):
    def getter(c):
        return c.vm.data_var("msvcrt.dll", name)
    getter.__name__ = getter.__qualname__ = "_" + name
    getter.__doc__ = "The address of msvcrt's %s variable." % name
    return getter


for _func, _var in (("__daylight", "_daylight"), ("__timezone", "_timezone"),
                    ("__dstbias", "_dstbias"), ("__tzname", "_tzname")):
    cdecl(_func, widths=BOTH)(_tz_variable(_var))
