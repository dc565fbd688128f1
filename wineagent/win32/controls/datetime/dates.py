"""The picker's and the calendar's numbers (styles, DTM_*, MCM_*, notifications, keys),
Windows' date limits, and the dates they exchange with the program: SYSTEMTIME in guest
memory, and WM_NOTIFY to the parent."""

import calendar
import datetime

from ...core.structures import SYSTEMTIME
from ...kernel.locale import from_systemtime
from ..builtin_common import send_notify

DATETIME_CLASS = "SysDateTimePick32"
MONTHCAL_CLASS = "SysMonthCal32"
WS_EX_TOPMOST, WS_EX_TOOLWINDOW = 0x8, 0x80
DLGC_WANTCHARS = 0x80
DTS_UPDOWN, DTS_SHOWNONE, DTS_LONGDATEFORMAT, DTS_TIMEFORMAT = 0x1, 0x2, 0x4, 0x9
DTS_SHORTDATECENTURYFORMAT, DTS_APPCANPARSE, DTS_RIGHTALIGN = 0xC, 0x10, 0x20
DTM_GETSYSTEMTIME, DTM_SETSYSTEMTIME, DTM_GETRANGE, DTM_SETRANGE = 0x1001, 0x1002, 0x1003, 0x1004
DTM_SETFORMATA, DTM_SETFORMATW = 0x1005, 0x1032
DTM_SETMCCOLOR, DTM_GETMCCOLOR, DTM_GETMONTHCAL = 0x1006, 0x1007, 0x1008
DTM_SETMCFONT, DTM_GETMCFONT = 0x1009, 0x100A
GDT_ERROR, GDT_VALID, GDT_NONE = 0xFFFFFFFF, 0, 1
GDTR_MIN, GDTR_MAX = 1, 2
DTN_DATETIMECHANGE, DTN_DROPDOWN, DTN_CLOSEUP = -759, -754, -753
MCM_GETCURSEL, MCM_SETCURSEL, MCM_GETMONTHRANGE, MCM_GETMINREQRECT = 0x1001, 0x1002, 0x1007, 0x1009
MCM_SETFIRSTDAYOFWEEK, MCM_GETFIRSTDAYOFWEEK = 0x100F, 0x1010
GMR_VISIBLE, GMR_DAYSTATE = 0, 1
MCM_SETTODAY, MCM_GETTODAY, MCM_GETRANGE, MCM_SETRANGE = 0x100C, 0x100D, 0x1011, 0x1012
MCN_SELCHANGE, MCN_SELECT, MCN_GETDAYSTATE = -749, -746, -743   # MCN_FIRST+3 (mingw, Wine)
MCM_SETDAYSTATE = 0x1008
MCS_DAYSTATE, MCS_MULTISELECT, MCS_NOTODAYCIRCLE, MCS_NOTODAY = 0x1, 0x2, 0x8, 0x10
VK_BACK, VK_RETURN, VK_ESCAPE, VK_SPACE = 0x08, 0x0D, 0x1B, 0x20
VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN, VK_F4 = 0x25, 0x26, 0x27, 0x28, 0x73

#: Windows' date limits for the picker: 1 Jan 1601 .. 31 Dec 9999 (SYSTEMTIME's own).
MIN_DATE = datetime.datetime(1601, 1, 1)
MAX_DATE = datetime.datetime(9999, 12, 31, 23, 59, 59)
BUTTON_W = 16          # SM_CXVSCROLL: the drop-down button and the up-down arrows
CHECK = 13             # the DTS_SHOWNONE check box
MARGIN = 2             # text starts this far in from the client edge
RED = (255, 0, 0)

# -- the month calendar -------------------------------------------------------------------
MCSC_BACKGROUND, MCSC_TEXT, MCSC_TITLEBK, MCSC_TITLETEXT = 0, 1, 2, 3

MCSC_MONTHBK, MCSC_TRAILINGTEXT = 4, 5


def _u32(v):
    return v & 0xFFFFFFFF


def systemtime(dt):
    """SYSTEMTIME's fields, in order, for a datetime (wDayOfWeek: Sunday = 0)."""
    return (dt.year, dt.month, (dt.weekday() + 1) % 7, dt.day, dt.hour, dt.minute, dt.second,
            dt.microsecond // 1000)


def systemtime_bytes(dt):
    """SYSTEMTIME for a datetime (wDayOfWeek: Sunday = 0)."""
    return SYSTEMTIME.pack_values(*systemtime(dt))


def _read_systemtime(mem, addr):
    """A datetime from a guest SYSTEMTIME, or None when it names no moment."""
    try:
        return from_systemtime(SYSTEMTIME.values(mem, addr))
    except ValueError:
        return None


def _notify(wm, win, code, extra=b"", to=None):
    """Generator: WM_NOTIFY to the parent (or ``to``): builtin_common.send_notify."""
    return (yield from send_notify(wm, win, code, extra, to))


def _days_in(year, month):
    return calendar.monthrange(year, month)[1]
