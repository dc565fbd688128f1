"""Two things PuTTY 0.83's configuration dialog showed (issue 23, "Programs in the wild",
docs/runtimes.md): under its modal About box the dialog's labels were painted greyed (a
control looks disabled by its own WS_DISABLED bit only, as IsWindowEnabled answers: the
static, combo box, trackbar, pager, up-down and date picker now paint so), and its
colour list box painted its cut last row below itself, over the dialog (a list box's and
a drop-down list's rows are clipped to the control).

test/exe/wild_paint.exe (guests/tests/wild_paint.c) prints a line per step; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine wild_paint.exe``;
its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe

EXPECTED = [
    'enabled: black text pixels some, grey text pixels none',
    'parent disabled: IsWindowEnabled(label)=1',
    'parent disabled: black text pixels some, grey text pixels none',
    'label disabled: black text pixels none, grey text pixels some',
    'list box: 3 rows and a half',
    'parent pixels below the list box not white: 0',
    'done',
]


def test_controls_paint_by_their_own_enabled_state_and_a_list_clips_its_cut_row(boot, width):
    d = boot(guest_exe("wild_paint", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
