"""KERNEL32 functions whose 64-bit forms differ from their 32-bit ones in layout or
calling convention (guests/tests/x64_kernel.c): SetFilePointerEx's LARGE_INTEGER by value,
the pointers GetFullPathName, SearchPath and GetModuleHandleEx store, the interlocked
SList's 16-byte header, Fls, EncodePointer, heaps, and LoadLibrary of a DLL of the other
width (docs/emulator.md, "64-bit programs").

Expected lines: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine test/exe/x64_kernel.exe
Z:\\...\\dllfun.dll`` under Wine 8 (Debian's wine64). The same source built for i686
prints the same lines here but two: the 32-bit DLL is then of its own width (it loads),
and 32-bit USER32 exports no GetWindowLongPtrA (as Wine's 32-bit build shows)."""

import os
import shutil
import subprocess

import pytest

from wineagent.vm import VM

from paths import EXE_DIR, ROOT

EXE64 = os.path.join(EXE_DIR, "x64_kernel.exe")
SOURCE = os.path.join(ROOT, "guests", "tests", "x64_kernel.c")
#: A 32-bit DLL and the one it imports (guests/tests/dllfun.c, dllbase.c).
DLLS32 = [os.path.join(EXE_DIR, n) for n in ("dllfun.dll", "dllbase.dll")]

WINE_LINES = [
    "SetFilePointerEx begin+3: 1 pos=3",
    "SetFilePointerEx end-2: 1 pos=8",
    "SetFilePointerEx begin+4GiB: 1 pos/4GiB=1",
    "GetFullPathName: 15 C:\\dir\\name.txt part=name.txt",
    "GetFullPathName dir: 7 C:\\dir\\ part=(null)",
    "SearchPath the program: found part=x64_kernel.exe",
    "GetModuleHandleEx NULL: 1 same=1",
    "GetModuleHandleEx kernel32: 1 same=1",
    "GetModuleHandleEx bad flags: 0 out=NULL err=87",
    "SList depth after init: 0",
    "SList depth after 3 pushes: 3",
    "SList pop: 30 depth 2",
    "SList flush: first 20 next 10 depth 0",
    "SList pop empty: NULL",
    "Fls round trip: 1",
    "EncodePointer round trip: 1",
    "HeapSize: 100",
    "HeapSize of a freed block is (SIZE_T)-1: 1",
    "HeapDestroy: 1",
    "GetWindowLongPtrA exported: yes err=0",
    "LoadLibrary of the other width's DLL: NULL err=193",
]


def _run(exe, vfs):
    for dll in DLLS32:
        shutil.copy(dll, vfs)
    vm = VM(exe, args="C:\\dllfun.dll", vfs_root=vfs)
    try:
        for _ in range(500):
            if vm.ended:
                break
            vm.run_batch()
        assert vm.machine.fault is None, vm.machine.fault
        assert vm.ended
        return list(vm.stdout_log)
    finally:
        vm.close()


def test_the_64_bit_build_prints_what_64_bit_wine_prints(tmp_path):
    vfs = tmp_path / "c"
    vfs.mkdir()
    assert _run(EXE64, str(vfs)) == WINE_LINES


def test_the_32_bit_build_prints_the_same_but_loads_its_own_width(tmp_path):
    exe32 = str(tmp_path / "x64_kernel.exe")       # the name SearchPath looks for
    subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-o", exe32, SOURCE], check=True,
                   capture_output=True, timeout=120)
    vfs = tmp_path / "c"
    vfs.mkdir()
    lines = _run(exe32, str(vfs))
    # 32-bit USER32 has no *Ptr exports: Wine's 32-bit build prints the same
    assert lines[len(WINE_LINES) - 2] == "GetWindowLongPtrA exported: no err=127"
    assert lines[:len(WINE_LINES) - 2] == WINE_LINES[:-2]
    # (a successful LoadLibrary leaves the last error as its search left it; the DLL
    # says goodbye from its DllMain at exit)
    assert lines[len(WINE_LINES) - 1].startswith("LoadLibrary of the other width's DLL: "
                                                 "loaded err=")
    assert lines[len(WINE_LINES):] == ["dllfun_detach=1"]
