"""A report view scrolled sideways (issue 23, "Programs in the wild (session 31)": 7-Zip's
File Manager's columns run past its list, and ours had no horizontal bar to reach them).

test/exe/lvhscroll.exe (guests/tests/lvhscroll.c) reads the horizontal bar, an item's
bounds, the header's place and sub-item hit tests of a 200-pixel report with one column
(its range set, no bar: the page is larger), then three of 120, scrolled by LVM_SCROLL and
WM_HSCROLL's page and line codes. Wine 8's lines, 32- and 64-bit, but for the client height
under the bar: SM_CYHSCROLL is 16 here, 17 under Wine 8.
"""

from paths import guest_exe

EXPECTED = [
    'one column: bar 1 min 0 max 119 page 120 pos 0 client 200x150',
    '  item 0 bounds 0..120 header 0..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 0',
    '  x 155: item -1',
    'three columns: bar 1 min 0 max 359 page 200 pos 0 client 200x134',
    '  item 0 bounds 0..360 header 0..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 0',
    '  x 155: item 0 sub 1',
    'LVM_SCROLL 50: bar 1 min 0 max 359 page 200 pos 50 client 200x134',
    '  item 0 bounds -50..310 header -50..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 1',
    '  x 155: item 0 sub 1',
    'SB_PAGERIGHT: bar 1 min 0 max 359 page 200 pos 160 client 200x134',
    '  item 0 bounds -160..200 header -160..200',
    '  x 15: item 0 sub 1',
    '  x 85: item 0 sub 2',
    '  x 155: item 0 sub 2',
    'SB_PAGELEFT: bar 1 min 0 max 359 page 200 pos 0 client 200x134',
    '  item 0 bounds 0..360 header 0..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 0',
    '  x 155: item 0 sub 1',
    'SB_LINERIGHT: bar 1 min 0 max 359 page 200 pos 1 client 200x134',
    '  item 0 bounds -1..359 header -1..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 0',
    '  x 155: item 0 sub 1',
    'LVM_SCROLL -20: bar 1 min 0 max 359 page 200 pos 0 client 200x134',
    '  item 0 bounds 0..360 header 0..200',
    '  x 15: item 0 sub 0',
    '  x 85: item 0 sub 0',
    '  x 155: item 0 sub 1',
    'done',
]


def test_report_view_scrolls_sideways(boot, tmp_path, width):
    d = boot(guest_exe("lvhscroll", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(600)
    assert d.vm.stdout_log == EXPECTED
