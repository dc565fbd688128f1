"""``crt_widths.exe`` (guests/tests/crt_widths.c, built for i686 and x86-64) prints what
Wine 8 prints for the same build (test/expected/crt_widths.txt: ``TZ=UTC xvfb-run -a wine
test/exe/crt_widths.exe`` run in a folder of the prefix's C: drive; the 64-bit lines from
64-bit Wine, WINEPREFIX a win64 prefix): msvcrt.dll's functions whose meaning follows the
program's width — the plain time_t names (time, gmtime, mktime, _mkgmtime, ctime, _wctime,
difftime, _ftime, _stat, _fstat, _findfirst/_findnext, _utime), 32 bits in the x86 DLL and
64 in the x64 one — and the rest of msvcrt's table a 64-bit program reaches (64-bit
integers by value, float results, the wide printf family, tokenizers, multibyte strings,
start-up arguments). One line is not Wine's: ucrtbase's imaxabs/imaxdiv (C99's
<inttypes.h>, clang-tidy 23's start-up stopped at imaxabs) are stubs in Wine 8, whose
run of the guest stops there; that line is C's arithmetic.
"""

import os

from paths import TEST_DIR as HERE, guest_exe

#: Where the x64 build prints otherwise, by Wine 8's x64 msvcrt.dll: it exports
#: _nextafterf (the x86 DLL has no float forms) and no __p___argc / __p___argv.
X64_LINES = {
    "_nextafterf: not exported": "_nextafterf(1, 2) = 1.00000012",
    "__p___argc: 1, __argv[0] names the exe": None,
}


def _expected(width):
    with open(os.path.join(HERE, "expected", "crt_widths.txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    if width == 8:
        lines = [X64_LINES.get(line, line) for line in lines]
    return [line for line in lines if line is not None]


def test_the_width_guest_prints_what_wine_prints(boot, width):
    d = boot(guest_exe("crt_widths", width))
    vm = d.vm
    for _ in range(500):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == _expected(width)
    assert vm.machine.exited and vm.machine.exit_code == 0
