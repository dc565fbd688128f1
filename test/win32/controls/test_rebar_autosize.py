"""A rebar's notifications when a band changes its height, checked against Wine:
RBN_HEIGHTCHANGE, then RBN_AUTOSIZE with the bar's new rectangle, also without
RBS_AUTOSIZE (Wine's explorer places its browser under the bar from it).

test/exe/rb_autosize.exe (guests/tests/rb_autosize.c); the expected lines are what the
same binary prints under Wine 8.
"""

import os

from paths import TEST_DIR

AUTOSIZE_EXE = os.path.join(TEST_DIR, "exe", "rb_autosize.exe")

WINE_OUTPUT = [
    'rebar made',
    'RBN_HEIGHTCHANGE',
    'RBN_AUTOSIZE target-height=34 top=0',
    'band inserted',
    'rebar height=34',
    'done',
]


def test_a_rebar_reports_its_new_height_with_rbn_autosize_as_on_wine(boot):
    d = boot(AUTOSIZE_EXE)
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
