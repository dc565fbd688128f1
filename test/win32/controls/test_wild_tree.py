"""A tree view expanding near its bottom edge, as PuTTY 0.83's configuration dialog's
category tree does when "SSH" is opened (issue 23, "Programs in the wild",
docs/runtimes.md): the rows it adds are scrolled into view as far as the expanded item
allows, and a row cut by the control's bottom edge is clipped to it (the tree painted
its cut last row over the dialog's buttons before).

test/exe/wild_tree.exe (guests/tests/wild_tree.c) prints a line per step; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine wild_tree.exe``;
its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe

EXPECTED = [
    'client 150x84, item height 16',
    'start: first visible A, visible count 5',
    'C expanded: first visible B, visible count 5',
    'C collapsed: first visible B, visible count 5',
    'B at the top: first visible B, visible count 5',
    'E expanded: first visible E, visible count 5',
    'A at the top: first visible A, visible count 5',
    'A expanded: first visible A, visible count 5',
    'B expanded: first visible A, visible count 5',
    'pixels below the tree not white: 0',
    'done',
]


def test_expanding_scrolls_the_new_rows_into_view_and_a_cut_row_is_clipped(boot, width):
    d = boot(guest_exe("wild_tree", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == EXPECTED
