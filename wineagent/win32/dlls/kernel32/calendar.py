"""KERNEL32: GetCalendarInfo (A, W, Ex) for the guest's one locale, en-US, whose one
calendar is the Gregorian (CAL_GREGORIAN).

The day and month names and the date pictures are the locale's (``kernel/locale.py``),
as Windows answers them for the locale's own calendar. CAL_RETURN_NUMBER asks for a
number (the calendar id, the two-digit-year limit) in ``value`` instead of a string.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                              ERROR_INVALID_PARAMETER)
from ...kernel.locale import locale_info
from .locale import check_lcid, check_locale_name
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
