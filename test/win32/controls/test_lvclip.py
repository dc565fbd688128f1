"""A report list view's rows stay inside its client area (issue 23, "Programs in the wild
(stop 27)": wxWidgets' listctrl sample showed its right-aligned third column painted across
the list's vertical scroll bar).

test/exe/lvclip.exe (guests/tests/lvclip.c) fills a list whose two columns are wider than
the control, with a vertical scroll bar, selects four full-row-selected rows and counts the
selection colour's pixels on the scroll bar beside them through the window DC: none. Before
the fix a row was drawn as wide as its columns, 448 pixels of it on the scroll bar. Wine 8
prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'scroll bar: 1',
    'selected row painted: 1',
    'selection pixels on the scroll bar: 0',
    'done',
]


def test_rows_wider_than_the_client_stay_off_the_scroll_bar(boot, tmp_path, width):
    d = boot(guest_exe("lvclip", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
