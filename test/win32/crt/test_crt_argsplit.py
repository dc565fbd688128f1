"""The C runtime's argv from a raw command line (core/cmdline.py): msvcrt.dll's
__getmainargs split it as a POSIX shell would, taking ' for a quote and, at an
unbalanced quote, splitting at blanks only, so distlib's script launcher (pip's t32.exe,
docs/runtimes.md "Programs in the wild (session 38, branch `wildbin`)") handed its
interpreter "b and c" for the argument "b c"; and CreateProcess took a name followed by
a tab for one long name (ERROR_INVALID_NAME).

test/exe/crt_argsplit.exe (guests/tests/crt_argsplit.c) starts itself with ten raw
command lines, the program's name plain and quoted, and prints what each child's argv
holds. The expected lines (test/expected/crt_argsplit.txt) are what the same binary
prints under Wine 8 (``wine crt_argsplit.exe``, line ends stripped); its x86-64 build
and the UCRT build (crt_argsplit_ucrt.exe) print the same there.
"""

import os

from paths import TEST_DIR, guest_exe
from wineagent.vm import VM


def _expected():
    with open(os.path.join(TEST_DIR, "expected", "crt_argsplit.txt"), encoding="utf-8") as f:
        return f.read().splitlines()


def _run(path):
    vm = VM(path)
    for _ in range(400):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.ended and vm.machine.fault is None, vm.machine.fault
    return vm


def test_msvcrt_splits_command_lines_as_windows(width):
    vm = _run(guest_exe("crt_argsplit", width))
    assert vm.stdout_log == _expected()
    vm.close()


def test_the_ucrt_splits_them_alike():
    vm = _run(guest_exe("crt_argsplit_ucrt"))
    assert vm.stdout_log == _expected()
    vm.close()
