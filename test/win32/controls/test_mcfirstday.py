"""A month calendar's first day of the week and its month range (issue 23, "Programs in
the wild (stop 27)": wxWidgets' calendar sample sets the first day with
MCM_SETFIRSTDAYOFWEEK and stopped there).

test/exe/mcfirstday.exe (guests/tests/mcfirstday.c): MCM_GETFIRSTDAYOFWEEK answers the
day in its LOWORD (0 Monday .. 6 Sunday; en-US's LOCALE_IFIRSTDAYOFWEEK is 6) and in its
HIWORD whether one was set; MCM_SETFIRSTDAYOFWEEK answers the same of the previous day,
-1 goes back to the locale's and a day past 6 is Sunday, set. MCM_GETMONTHRANGE's
GMR_DAYSTATE range starts on the week's first day before the 1st (a whole week before
when the 1st is that day) and spans six weeks; GMR_VISIBLE is the shown month. Wine 8
prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'locale first day: 6',
    'get: 6 differs 0',
    'set monday: previous 6 differed 0',
    'get: 0 differs 1',
    'set wednesday: previous 0 differed 1',
    'set locale: previous 2 differed 1',
    'get: 6 differs 0',
    'set 7: previous 6 differed 0',
    'get: 6 differs 1',
    'monday first: 3 months, 2024-04-29 (weekday 1) to 2024-06-09',
    'monday first visible: 1 months, 2024-05-01 to 2024-05-31',
    'sunday first: 3 months, 2024-04-28 (weekday 0) to 2024-06-08',
    'sunday first visible: 1 months, 2024-05-01 to 2024-05-31',
    'september: 3 months, 2024-08-25 (weekday 0) to 2024-10-05',
    'september visible: 1 months, 2024-09-01 to 2024-09-30',
    'done',
]


def test_the_week_starts_where_the_calendar_is_told(boot, tmp_path, width):
    d = boot(guest_exe("mcfirstday", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
