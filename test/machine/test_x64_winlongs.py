"""A 64-bit program's pointer-sized window data, 64-bit values by value and structures
holding pointers (guests/tests/x64_winlongs.c built with x86_64-w64-mingw32-gcc): what
Wine's 64-bit programs needed (docs/emulator.md, "Wine's 64-bit programs (second half)").

Expected lines: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine test/exe/x64_winlongs.exe``
under Wine 8 (Debian's wine64)."""

import os
import subprocess

from wineagent.vm import VM

from conftest import Driver
from paths import EXE_DIR, ROOT

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


DLL_WINE_LINES = ["load 1 proc 1", "twice 8589934634", "load32 0 err=193", "free 1"]


def test_a_64_bit_program_loads_a_64_bit_dll_and_is_refused_a_32_bit_one(tmp_path):
    # built here, as on 64-bit Wine 8 (`wine x64_dllwidth.exe` in a folder with both DLLs)
    src = os.path.join(ROOT, "guests", "tests")
    vfs = tmp_path / "vfs"
    vfs.mkdir()
    for cc, out, args in (
            ("x86_64-w64-mingw32-gcc", "d64.dll", ["-shared", "x64_dllwidth_lib.c"]),
            ("i686-w64-mingw32-gcc", "d32.dll", ["-shared", "x64_dllwidth_lib.c"]),
            ("x86_64-w64-mingw32-gcc", "x64_dllwidth.exe", ["x64_dllwidth.c"])):
        subprocess.run([cc, "-O2", "-o", str(vfs / out)] + [os.path.join(src, a) for a in args
                                                           if a.endswith(".c")]
                       + [a for a in args if not a.endswith(".c")],
                       check=True, capture_output=True, timeout=120)
    d = Driver(VM(str(vfs / "x64_dllwidth.exe"), vfs_root=str(vfs)))
    try:
        d.settle()
        assert d.vm.machine.fault is None, d.vm.machine.fault
        assert d.vm.stdout_log == DLL_WINE_LINES
    finally:
        d.vm.close()
