"""SysMonthCal32's MCS_MULTISELECT (MCM_SET/GETMAXSELCOUNT, MCM_SET/GETSELRANGE, the style
fixed at creation, MCM_GETCURSEL refused), MCM_SET/GETCOLOR, MCM_SET/GETMONTHDELTA and
MCM_HITTEST (issue 23, Wine's comctl32/tests/monthcal.c — written against Windows).

test/exe/mcmulti.exe and test/exe64/mcmulti.exe (guests/tests/mcmulti.c) print a line per
check; WINE_OUTPUT is what both print under Wine 8 (``xvfb-run -a wine mcmulti.exe``; the
arguments of one printf are evaluated right to left). Two lines differ, explained:
MCM_GETMONTHDELTA without a delta set answers the months shown — Wine fits two into the
300 by 400 window, this calendar always shows one (it lays out a single month); a point
outside the control is MCHT_NOWHERE here, as on Windows, where Wine 8 answers
MCHT_CALENDARBK (its test_hittest marks that check todo_wine).
"""

from paths import guest_exe

WINE_OUTPUT = [
    'single: MCM_GETMAXSELCOUNT 1, MCM_SETMAXSELCOUNT 5 -> 0, then 1',
    'single: MCM_GETSELRANGE -> 0',
    'single: MCS_MULTISELECT set later refused',
    'MCM_GETCOLOR 6 -> 0xffffffff, MCM_SETCOLOR 6 -> 0xffffffff',
    "MCM_SETCOLOR MONTHBK -> previous is GETCOLOR's yes, now 0xffffff",
    'MCM_SETMONTHDELTA 3 -> 12, 12 -> -5, -5 -> 0, MCM_GETMONTHDELTA 2',
    'multi: MCS_MULTISELECT cleared later refused',
    'multi: MCM_GETCURSEL -> 0',
    'multi: the range at first is today: yes',
    'multi: MCM_GETMAXSELCOUNT 7',
    'multi: MCM_SETMAXSELCOUNT 5 -> 1, 0 -> 0, -1 -> 0, now 7',
    'multi: MCM_SETSELRANGE 2009-10-05 .. 2009-10-03 -> 1',
    'swapped: MCM_GETSELRANGE -> 1, 2009-10-3 (6) .. 2009-10-5 (1)',
    'multi: MCM_SETSELRANGE 2009-10-01 .. 2009-10-08 (8 days) -> 0',
    'kept: MCM_GETSELRANGE -> 1, 2009-10-3 (6) .. 2009-10-5 (1)',
    'multi: MCM_SETSELRANGE 2009-10-30 .. 2009-11-05 -> 1',
    "over a month's end: MCM_GETSELRANGE -> 1, 2009-10-30 (5) .. 2009-11-5 (4)",
    'MCM_HITTEST small cbSize -> -1, NULL -> -1',
    'MCM_HITTEST 0/1, 0/1 -> 0x10000 (uHit the same: yes), date 0-0-0',
    'MCM_HITTEST 1/2, 1/2 -> 0x20001 (uHit the same: yes), date 2007-4-11',
    'MCM_HITTEST 1/14, 1/2 -> 0x20001 (uHit the same: yes), date 2007-4-8',
    'MCM_HITTEST 1/14, 6/19 -> 0x2020001 (uHit the same: yes), date 2007-3-25',
    'MCM_HITTEST 11/14, 16/19 -> 0x1020001 (uHit the same: yes), date 2007-5-4',
    'MCM_HITTEST 1/14, 18/19 -> 0x30000 (uHit the same: yes), date 0-0-0',
    'MCM_HITTEST 2/1, 2/1 -> 0x20000 (uHit the same: yes), date 0-0-0',
    'done',
]


def test_multiselect_colours_and_delta_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("mcmulti", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    expected = [line.replace("MCM_GETMONTHDELTA 2", "MCM_GETMONTHDELTA 1")
                .replace("2/1, 2/1 -> 0x20000", "2/1, 2/1 -> 0") for line in WINE_OUTPUT]
    assert d.vm.stdout_log == expected
