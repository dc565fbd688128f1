"""comctl32's view and history toolbar bitmaps (TB_ADDBITMAP with HINST_COMMCTRL), as
Wine's explorer adds them to its navigation toolbar, checked against Wine.

test/exe/tb_stdsets.exe (guests/tests/tb_stdsets.c) adds IDB_HIST_LARGE_COLOR,
IDB_VIEW_LARGE_COLOR, IDB_STD_LARGE_COLOR, IDB_HIST_SMALL_COLOR and IDB_VIEW_SMALL_COLOR
and prints where each set's images start (5 history, 12 view, 15 standard images). The
expected lines are what the same binary prints under Wine 8.
"""

import os

from paths import TEST_DIR

STDSETS_EXE = os.path.join(TEST_DIR, "exe", "tb_stdsets.exe")

WINE_OUTPUT = [
    'bitmap 9 first=0',
    'bitmap 5 first=5',
    'bitmap 1 first=17',
    'bitmap 8 first=32',
    'bitmap 4 first=37',
    'done',
]


def test_the_view_and_history_sets_take_their_places_as_on_wine(boot):
    d = boot(STDSETS_EXE)
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
