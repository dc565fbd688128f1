"""A month calendar larger than its month draws the month centred (issue 23, "Programs
in the wild (stop 29)": Win32++'s DateTime sample, at both widths, drew the month at the
left, its title band across the whole control and the right arrow over the title, where
comctl32 centres it).

test/exe/mccentre.exe (guests/tests/mccentre.c) makes a calendar 8/5 of its minimum width
and 3/2 of its height (still one month), then clicks its centre and a column to the left:
with the month centred, these are the Wednesday and Tuesday of its third week. The
expected lines are what the same binary prints under Wine 8, at both widths
(``xvfb-run -a wine mccentre.exe``); before the fix the centre click picked May 31.
"""

from paths import guest_exe

EXPECTED = [
    'client is wider and taller than the minimum: 1 1',
    'set: 2024-05-02',
    'centre clicked: 2024-05-15',
    'a column to the left: 2024-05-14',
    'done',
]


def test_month_calendar_centred(boot, tmp_path, width):
    d = boot(guest_exe("mccentre", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
