"""A 64-bit program's pointer-sized window data, 64-bit values by value and structures
holding pointers (guests/tests/x64_winlongs.c built with x86_64-w64-mingw32-gcc): what
Wine's 64-bit programs needed (docs/emulator.md, "Wine's 64-bit programs (second half)").

Expected lines: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine test/exe/x64_winlongs.exe``
under Wine 8 (Debian's wine64)."""

import os

from wineagent.vm import VM

from conftest import Driver
from paths import EXE_DIR

EXE = os.path.join(EXE_DIR, "x64_winlongs.exe")

WINE_LINES = [
    "window 1",
    "userdata old=0 new=123456789abcdef0",
    "extra old=0 new=1122334455667788 first=0",
    "past extra 0 err=1413",
    "wndproc 1 hinstance 1",
    "long wndproc 0 err=1413",
    "long style 1",
    "long userdata 9abcdef0",
    "monitor in 1 out 1",
    "number 10 -1,234.50",
    "wcstod 2.5 used=3",
    "sscanf 2 12 ab",
    "global lock 1 size 40 unlock 0",
    "global free 1",
]


def test_window_longs_points_by_value_and_format_structures_answer_as_64_bit_wine():
    d = Driver(VM(EXE))
    try:
        d.settle()
        assert d.vm.ptr_size == 8
        assert d.vm.machine.fault is None, d.vm.machine.fault
        assert d.vm.stdout_log == WINE_LINES
        assert d.vm.machine.exit_code == 0
    finally:
        d.vm.close()
