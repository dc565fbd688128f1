"""Vectored exception handlers in a 32-bit program (kernel/seh.py): asked before the
fs:[0] frames, in list order, FirstHandler at the front; one that continues the search
hands the exception on; removed ones are not called.

test/exe/seh_vectored.exe (guests/tests/seh_vectored.c) prints one line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
seh_vectored.exe``)."""

import os

from paths import EXE_DIR

EXE = os.path.join(EXE_DIR, "seh_vectored.exe")

WINE_OUTPUT = [
    "handles: 1 1",
    "access violation taken by the first: 1 result=42",
    "int3 searched by both, then the frame: 1 2 5 result=0",
    "remove: 1",
    "after removing the first: 2 5 result=0",
    "remove again: 0",
    "none left: 5 result=0",
]


def test_vectored_handlers_come_before_the_frames_in_list_order_as_on_wine(boot):
    d = boot(EXE)
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
