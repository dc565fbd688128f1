"""COMCTL32's date and time picker (SysDateTimePick32) and month calendar (SysMonthCal32),
drawn like comctl32 5.8 in the Windows 2000 classic scheme (docs/dialogs-controls.md).

The picker shows its date as fields of a format picture (``M/d/yyyy``, ``dddd, MMMM d,
yyyy``, ``h:mm:ss tt`` or the program's own DTM_SETFORMAT); the focused control
highlights one field, which the keyboard edits: Left/Right/Home/End choose the field,
Up/Down step it (wrapping), digits type a number, A/P choose the half of the day. Every
change the user makes sends DTN_DATETIMECHANGE. Without DTS_UPDOWN a drop-down button
opens a month calendar as a popup (Alt+Down, F4 or a click); choosing a day there sets
the date (DTN_DATETIMECHANGE, then DTN_CLOSEUP). With DTS_SHOWNONE a check box says
whether there is a date at all. A new picker shows GetLocalTime's time — the guest clock,
so a frozen run shows the same date in every process.

The window text of the picker is the text it shows (WM_GETTEXT; the snapshot's title).

Both classes are registered on first use by a program that imports COMCTL32.dll (a class
resolver, like the progress and status bars in ``progress_status.py``).

The classes are a package, one module per part (docs/win32-layers.md, "Common controls
by part"): ``dates`` (numbers, SYSTEMTIME, notifications), ``picture`` (the format
picture and its fields), ``monthcal`` (the month calendar), ``picker`` (the date and
time picker) and ``procs`` (both window procedures); this module registers the classes.
"""

from ...core.dllnames import COMCTL32
from ...user.pyproc import window_proc
from ...user.window import add_class_resolver
from ...user.wm import WindowClass
from .dates import DATETIME_CLASS, MONTHCAL_CLASS
from .monthcal import CalendarState, calendar_layout
from .picker import PickerState, picker_layout
from .picture import step_field, type_digits
from .procs import datetime_proc, monthcal_proc

__all__ = ["DATETIME_CLASS", "MONTHCAL_CLASS", "datetime_proc", "monthcal_proc", "install",
           "resolve_class", "PickerState", "CalendarState", "calendar_layout",
           "picker_layout", "step_field", "type_digits"]


# -- registration ---------------------------------------------------------------------------
window_proc(COMCTL32, "wineagent.DateTimeProc", datetime_proc)
window_proc(COMCTL32, "wineagent.MonthCalProc", monthcal_proc)


def install(vm):
    """Register SysDateTimePick32 and SysMonthCal32 (idempotent)."""
    wm = vm.wm
    for name, proc, thunk in ((DATETIME_CLASS, datetime_proc, "wineagent.DateTimeProc"),
                              (MONTHCAL_CLASS, monthcal_proc, "wineagent.MonthCalProc")):
        if wm.find_class(name) is not None:
            continue
        addr = vm.proc_address(COMCTL32, thunk)
        wm.register_python_proc(addr, proc)
        # CS_GLOBALCLASS only, as Windows registers both (Wine's misc.c checks it)
        wm.register_class(WindowClass(name, 0x4000, addr, 0, 0, 0, 0, 0, 0, builtin=True))


@add_class_resolver
def resolve_class(vm, name):
    """The picker's or the calendar's class on first use (comctl_registry.py: user32
    loads comctl32 for its classes)."""
    if not isinstance(name, str) or name.lower() not in (DATETIME_CLASS.lower(),
                                                          MONTHCAL_CLASS.lower()):
        return None
    install(vm)
    return vm.wm.find_class(name)
