"""KERNEL32: GetCalendarInfo (A, W, Ex) for the guest's locale, en-US, whose one
calendar is the Gregorian (CAL_GREGORIAN); EnumCalendarInfo (A, W, Ex A/W, ExEx) for
every locale Windows knows, over its calendars (``kernel/calendars.py``).

The day and month names and the date pictures are the locale's (``kernel/locale.py``),
as Windows answers them for the locale's own calendar. CAL_RETURN_NUMBER asks for a
number (the calendar id, the two-digit-year limit) in ``value`` instead of a string.
A calendar's id (CAL_ICALINTVALUE) is known for every calendar; its other values are
the Gregorian calendar's of a locale with data here: another stops the guest, naming
the calendar and the value.
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                              ERROR_INVALID_PARAMETER)
from ...kernel import nls
from ...kernel.calendars import CALENDARS
from ...kernel.locale import LOCALES, locale_info
from .compare import sort_name_of, sort_name_of_lcid
from .locale import check_lcid, check_locale_name, locale_code_page
from ...core.dllnames import KERNEL32

CAL_GREGORIAN = 1
CAL_NOUSEROVERRIDE, CAL_USE_CP_ACP, CAL_RETURN_NUMBER = 0x80000000, 0x40000000, 0x20000000
CAL_ICALINTVALUE, CAL_SCALNAME, CAL_ITWODIGITYEARMAX = 0x01, 0x02, 0x30
#: the latest year a two-digit year stands for: Windows 10's default for the Gregorian
#: calendar (49 is 2049, 50 is 1950)
TWO_DIGIT_YEAR_MAX = 2049
_SHORTEST_DAYS = ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su")


def _string(caltype):
    """The string answer for CALTYPE ``caltype`` (flags removed), or None if unknown."""
    if caltype == CAL_ICALINTVALUE:
        return str(CAL_GREGORIAN)
    if caltype == CAL_SCALNAME:
        return "Gregorian Calendar"
    if caltype == 0x05:                          # CAL_SSHORTDATE
        return locale_info(0x001F)
    if caltype == 0x06:                          # CAL_SLONGDATE
        return locale_info(0x0020)
    if 0x07 <= caltype <= 0x0D:                  # CAL_SDAYNAME1..7 (Monday first)
        return locale_info(0x002A + caltype - 0x07)
    if 0x0E <= caltype <= 0x14:                  # CAL_SABBREVDAYNAME1..7
        return locale_info(0x0031 + caltype - 0x0E)
    if 0x15 <= caltype <= 0x20:                  # CAL_SMONTHNAME1..12
        return locale_info(0x0038 + caltype - 0x15)
    if caltype in (0x21, 0x2E):                  # the 13th month's names: none here
        return ""
    if 0x22 <= caltype <= 0x2D:                  # CAL_SABBREVMONTHNAME1..12
        return locale_info(0x0044 + caltype - 0x22)
    if caltype == 0x2F:                          # CAL_SYEARMONTH
        return "MMMM yyyy"
    if caltype == CAL_ITWODIGITYEARMAX:
        return str(TWO_DIGIT_YEAR_MAX)
    if 0x31 <= caltype <= 0x37:                  # CAL_SSHORTESTDAYNAME1..7
        return _SHORTEST_DAYS[caltype - 0x31]
    if caltype == 0x38:                          # CAL_SMONTHDAY
        return "MMMM d"
    return None


def _calendar_info(c, calendar, caltype, buf, size, value):
    vm = c.vm
    if calendar != CAL_GREGORIAN:
        raise Unimplemented("KERNEL32.dll!%s (calendar %d; en-US has the Gregorian only)"
                            % (c.spec.name, calendar))
    kind = caltype & ~(CAL_NOUSEROVERRIDE | CAL_USE_CP_ACP | CAL_RETURN_NUMBER)
    text = _string(kind)
    if text is None:
        raise Unimplemented("KERNEL32.dll!%s (CALTYPE 0x%x)" % (c.spec.name, kind))
    if caltype & CAL_RETURN_NUMBER:
        # the number goes to ``value``; the answer is a DWORD's size in characters
        if not text.isdigit():
            vm.last_error = ERROR_INVALID_FLAGS
            return 0
        if not value:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        vm.mem.w32(value, int(text))
        return 4 // c.char_size
    need = len(text) + 1
    if size == 0:
        return need
    if size < need or not buf:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, text, size)
    return need


@api(KERNEL32, "GetCalendarInfo{AW}", "DWORD lcid, DWORD calendar, DWORD caltype, "
     "LPVOID buf, int size, LPVOID value", widths=BOTH)
def GetCalendarInfo(c, lcid, calendar, caltype, buf, size, value):
    """A calendar's name, date pictures, day and month names or limits (module
    docstring): the characters written with the NUL (size 0: the characters needed),
    or with CAL_RETURN_NUMBER the number in ``value``."""
    check_lcid(c.spec.name, lcid)
    return _calendar_info(c, calendar, caltype, buf, size, value)


@api(KERNEL32, "GetCalendarInfoEx", "LPVOID name, DWORD calendar, LPVOID reserved, "
     "DWORD caltype, LPVOID buf, int size, LPVOID value", widths=BOTH)
def GetCalendarInfoEx(c, name, calendar, reserved, caltype, buf, size, value):
    """GetCalendarInfoW for a locale named by its name."""
    c.wide = True
    check_locale_name(c, name)
    return _calendar_info(c, calendar, caltype, buf, size, value)


ENUM_ALL_CALENDARS = 0xFFFFFFFF
#: The highest calendar id Windows has: CAL_UMALQURA.
CAL_UMALQURA = 23


def locale_calendars(name):
    """The calendars of locale ``name`` (a Windows name, a sort suffix ignored), its own
    first (kernel/calendars.py; the Gregorian alone if it is not listed)."""
    return CALENDARS.get(name.split("_")[0], (CAL_GREGORIAN,))


def _enum_value(c, name, calendar, kind):
    """The text EnumCalendarInfo hands over for CALTYPE ``kind`` of ``calendar`` in
    locale ``name``: the calendar's id for CAL_ICALINTVALUE, else the Gregorian
    calendar's value in en-US (GetCalendarInfo's; another stops the guest)."""
    if kind == CAL_ICALINTVALUE:
        return str(calendar)
    if calendar != CAL_GREGORIAN or name != "en-US":
        raise Unimplemented("KERNEL32.dll!%s (CALTYPE 0x%x of calendar %d in locale %r)"
                            % (c.spec.name, kind, calendar, name))
    text = _string(kind)
    if text is None:
        raise Unimplemented("KERNEL32.dll!%s (CALTYPE 0x%x)" % (c.spec.name, kind))
    return text


def _enum_calendars(c, proc, name, calendar, caltype, form, param=0):
    """EnumCalendarInfo's work: call ``proc`` for each calendar (all of the locale's
    with ENUM_ALL_CALENDARS, or the one named) with its value of ``caltype``: a
    string (A: in the locale's ANSI code page, or the system's with CAL_USE_CP_ACP), or
    with CAL_RETURN_NUMBER a pointer to the number. ``form``: "plain" calls proc(info),
    "ex" proc(info, calendar), "exex" proc(info, calendar, NULL, param). Stops when proc
    answers FALSE; TRUE. NULL proc, an unknown locale or a calendar id past
    CAL_UMALQURA: FALSE, ERROR_INVALID_PARAMETER; a calendar the locale lacks (0 too):
    TRUE with nothing enumerated and ERROR_INVALID_PARAMETER, as Wine 8 answers."""
    vm = c.vm
    if not proc or name is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if calendar == ENUM_ALL_CALENDARS:
        calendars = locale_calendars(name)
    elif calendar <= CAL_UMALQURA:
        if calendar != CAL_GREGORIAN and calendar not in locale_calendars(name):
            # a calendar the locale does not have has no values: nothing to enumerate
            # (the Gregorian is every locale's)
            vm.last_error = ERROR_INVALID_PARAMETER
            return 1
        calendars = (calendar,)
    else:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    kind = caltype & ~(CAL_NOUSEROVERRIDE | CAL_USE_CP_ACP | CAL_RETURN_NUMBER)
    for cal in calendars:
        text = _enum_value(c, name, cal, kind)
        if caltype & CAL_RETURN_NUMBER:
            if not text.isdigit():
                vm.last_error = ERROR_INVALID_FLAGS
                return 0
            data = int(text).to_bytes(4, "little")
        elif c.wide:
            data = (text + "\0").encode("utf-16-le")
        else:
            cp = locale_code_page(name if name in LOCALES else "en-US", caltype & CAL_USE_CP_ACP)
            data = nls.ansi_bytes(cp, text) + b"\0"
        p = vm.heap.alloc(len(data) + 2)
        vm.mem.write(p, data)
        args = (p,) if form == "plain" else (p, cal) if form == "ex" else (p, cal, 0, param)
        try:
            r = yield GuestCall(proc, args)
        finally:
            vm.heap.free(p)
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1


def _lcid_name(lcid):
    """The locale name of ``lcid`` for the enumerations (None: Windows does not know it)."""
    return sort_name_of_lcid(lcid)


@api(KERNEL32, "EnumCalendarInfo{AW}", "LPVOID proc, DWORD lcid, DWORD calendar, DWORD caltype",
     widths=BOTH)
def EnumCalendarInfo(c, proc, lcid, calendar, caltype):
    """Call ``proc(info)`` with CALTYPE ``caltype`` of each calendar of locale ``lcid``
    (ENUM_ALL_CALENDARS: all the locale's, its own first) or of the one calendar named;
    see _enum_calendars."""
    return (yield from _enum_calendars(c, proc, _lcid_name(lcid), calendar, caltype, "plain"))


@api(KERNEL32, "EnumCalendarInfoEx{AW}", "LPVOID proc, DWORD lcid, DWORD calendar, DWORD caltype",
     widths=BOTH)
def EnumCalendarInfoEx(c, proc, lcid, calendar, caltype):
    """EnumCalendarInfo whose ``proc(info, calendar)`` also gets the calendar's id."""
    return (yield from _enum_calendars(c, proc, _lcid_name(lcid), calendar, caltype, "ex"))


@api(KERNEL32, "EnumCalendarInfoExEx", "LPVOID proc, LPVOID name, DWORD calendar, LPVOID reserved, "
     "DWORD caltype, LPARAM param", widths=BOTH)
def EnumCalendarInfoExEx(c, proc, name, calendar, reserved, caltype, param):
    """EnumCalendarInfoExW for a locale name (NULL: the user's), whose
    ``proc(info, calendar, NULL, param)`` also gets ``param``."""
    c.wide = True
    return (yield from _enum_calendars(c, proc, sort_name_of(c, name), calendar, caltype,
                                       "exex", param))
