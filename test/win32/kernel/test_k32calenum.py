"""EnumCalendarInfo (A, W), EnumCalendarInfoEx (A, W) and EnumCalendarInfoExEx
(dlls/kernel32/calendar.py, kernel/calendars.py; docs/runtimes.md "Locale-specific
sorting (session 36)"): each locale's calendars with ENUM_ALL_CALENDARS, its own first
(Saudi Arabia's Um Al-Qura then the Gregorian, Thailand's Thai Buddhist, Japan's and
Korea's eras after the Gregorian, Hebrew's lunar calendar), the neutral, default and
sort-order LCIDs as their locales, CAL_ICALINTVALUE as a number (CAL_RETURN_NUMBER: the
callback gets a pointer to it) and as a string (A and W), one calendar by its id, the
callback's FALSE ending it, ExEx's parameter and NULL reserved pointer; errors: a NULL
callback, a calendar id past CAL_UMALQURA, an unknown LCID or name (FALSE,
ERROR_INVALID_PARAMETER), a calendar the locale lacks or 0 (TRUE, nothing enumerated,
ERROR_INVALID_PARAMETER).

test/exe/k32calenum.exe (guests/tests/k32calenum.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8, at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'W 00400: 1 -> 1',
    'ExA 00400: 1=1 -> 1',
    'W 00409: 1 -> 1',
    'ExA 00409: 1=1 -> 1',
    'W 00401: 23 1 -> 1',
    'ExA 00401: 23=23 1=1 -> 1',
    'W 00c01: 1 -> 1',
    'ExA 00c01: 1=1 -> 1',
    'W 01001: 1 -> 1',
    'ExA 01001: 1=1 -> 1',
    'W 00404: 1 4 -> 1',
    'ExA 00404: 1=1 4=4 -> 1',
    'W 00411: 1 3 -> 1',
    'ExA 00411: 1=1 3=3 -> 1',
    'W 00412: 1 5 -> 1',
    'ExA 00412: 1=1 5=5 -> 1',
    'W 0041e: 7 1 -> 1',
    'ExA 0041e: 7=7 1=1 -> 1',
    'W 0040d: 1 8 -> 1',
    'ExA 0040d: 1=1 8=8 -> 1',
    'W 00420: 1 -> 1',
    'ExA 00420: 1=1 -> 1',
    'W 00465: 1 23 -> 1',
    'ExA 00465: 1=1 23=23 -> 1',
    'W 00407: 1 -> 1',
    'ExA 00407: 1=1 -> 1',
    'W 10407: 1 -> 1',
    'ExA 10407: 1=1 -> 1',
    'W 00009: 1 -> 1',
    'ExA 00009: 1=1 -> 1',
    'ExEx en-US: 1=1/0/1234 -> 1',
    'ExEx ar-SA: 23=23/0/1234 1=1/0/1234 -> 1',
    'ExEx th-TH: 7=7/0/1234 1=1/0/1234 -> 1',
    'ExEx ja-JP: 1=1/0/1234 3=3/0/1234 -> 1',
    'ExEx he: 1=1/0/1234 8=8/0/1234 -> 1',
    'ExEx : 1=1/0/1234 -> 1',
    'ExEx NULL: 1=1/0/7 -> 1',
    'A strings: [1] -> 1',
    'W strings 0401: [23] [1] -> 1',
    'ExW one calendar 23 of 0401: 23=[23] -> 1',
    'ExW one calendar 1 of 0411: 1=[1] -> 1',
    'ExW calendar 6 of 0401 (not its own): -> 1 error 87',
    'stop after 1 of 0401: 23 -> 1',
    'NULL proc: 0 error 87',
    'calendar 24: 0 error 87',
    'calendar 0: 1 error 87',
    'lcid 12345: 0 error 87',
    'xx-XX: 0 error 87',
]


def test_enum_calendar_info(boot, width):
    d = boot(guest_exe("k32calenum", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
