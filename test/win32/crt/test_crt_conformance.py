"""``crt_conformance.exe`` (guests/tests/crt_conformance.c) prints what Wine 8 prints
(test/expected/crt_conformance.txt: ``xvfb-run -a wine test/exe/crt_conformance.exe`` in
an empty folder, line ends stripped): the msvcrt behaviours this round of Wine's
conformance tests (bench/conformance.py) asked for and that need guest code — qsort's
comparisons, _lfind/_lsearch, _beginthread's handle, raise with __pxcptinfoptrs — and a
line or two of each other family (test_msvcrt_conformance.py checks them in detail).
"""

import os

from paths import TEST_DIR as HERE, guest_exe

#: Where Windows and Wine 8 differ, the expected line is Windows':
#: - qsort_s: the comparisons of Microsoft's runtime (its published qsort: the scan for
#:   elements above the partition element starts again after it, comparing 5,4 once
#:   more); Wine's qsort says itself it "still behaves differently" from native in
#:   cases, this being one (both sort the same way);
#: - "%.30f" of 1/3: msvcrt.dll prints 17 significant digits and zeros (Windows' output
#:   in Wine's printf.c, marked todo_wine there); Wine prints the exact binary value.
WINE_DIFFERS = {
    "qsort_s compares: 0,4 0,8 4,8 1,4 7,4 2,4 6,4 3,4 5,4 3,4 2,4 1,0 2,1 1,0 6,5 7,6 8,7 "
    "6,5 7,6 6,5":
    "qsort_s compares: 0,4 0,8 4,8 1,4 7,4 2,4 6,4 3,4 5,4 5,4 3,4 2,4 1,0 2,1 1,0 6,5 7,6 "
    "8,7 6,5 7,6 6,5",
    "qsort_s calls=20 result: 8000 7001 6002 5003 1003 4004 3005 2006 1007":
    "qsort_s calls=21 result: 8000 7001 6002 5003 1003 4004 3005 2006 1007",
    "sprintf = 78 [  0X00000039|0foo|2345|          3|-000001.#J|"
    "0.333333333333333314829616256247]":
    "sprintf = 78 [  0X00000039|0foo|2345|          3|-000001.#J|"
    "0.333333333333333310000000000000]",
}


#: The x86-64 build prints the same lines but for its pointers, which %p prints with 16
#: digits in a 64-bit program ("%#012p" of 57 is then 18 characters, wider than 12). 64-bit
#: Wine 8 prints these lines, and the rest alike, up to the _searchenv line, where it ends
#: the program (its _tzset of a TZ variable); the later lines are the 32-bit ones.
X64_POINTERS = {
    "__pxcptinfoptrs: at start 00000000": "__pxcptinfoptrs: at start 0000000000000000",
    "  handler(11): *__pxcptinfoptrs=00000000": "  handler(11): *__pxcptinfoptrs=0000000000000000",
    "  handler(22): *__pxcptinfoptrs=deadbeef": "  handler(22): *__pxcptinfoptrs=00000000deadbeef",
    "after: deadbeef, handlers run=2": "after: 00000000deadbeef, handlers run=2",
    "sprintf = 78 [  0X00000039|0foo|2345|          3|-000001.#J|"
    "0.333333333333333310000000000000]":
    "sprintf = 84 [0X0000000000000039|0foo|2345|          3|-000001.#J|"
    "0.333333333333333310000000000000]",
}


def _expected(width=4):
    with open(os.path.join(HERE, "expected", "crt_conformance.txt"), encoding="utf-8") as f:
        lines = [WINE_DIFFERS.get(line, line) for line in f.read().splitlines()]
    return [X64_POINTERS.get(line, line) for line in lines] if width == 8 else lines


def test_the_conformance_guest_prints_what_wine_prints(boot, width):
    d = boot(guest_exe("crt_conformance", width))
    vm = d.vm
    for _ in range(3000):          # its threads and Sleep park it between batches
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == _expected(width)
    assert vm.machine.exited and vm.machine.exit_code == 0
