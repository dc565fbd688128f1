"""LVM_SCROLL and LVM_SET/GETHOVERTIME in a report-view list view ("Programs in the
wild (stop 28): Free Pascal", docs/runtimes.md): Lazarus' TListView sends both when its
handle is made, and the guest stopped at each.

test/exe/lvscroll.exe (guests/tests/lvscroll.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine lvscroll.exe``);
its x86-64 build prints the same under 64-bit Wine. The test runs at both widths.
"""

from paths import guest_exe

#: Wine's lines, exactly.
EXPECTED = [
    'row>0=1 page>0=1 top=0',
    'scroll 3 rows and a bit=1 top=4',
    'scroll less than a row=1 top=5',
    'scroll back 2 rows=1 top=3',
    'scroll back 10 rows=1 top=0',
    'scroll past the end: top=last page 1',
    'sideways, columns narrower than the window=1 top=last page 1',
    'hover time=-1',
    'set hover time 250: previous=-1',
    'hover time=250',
    'done',
]


def test_report_view_scrolls_by_whole_rows_and_keeps_its_hover_time(boot, tmp_path, width):
    d = boot(guest_exe("lvscroll", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(6000)
    assert d.vm.stdout_log == EXPECTED
