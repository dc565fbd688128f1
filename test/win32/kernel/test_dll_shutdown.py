"""ntdll's RtlDllShutdownInProgress (dlls/ntdll/loaderstate.py): FALSE in main, in a DLL's
attach and in the detach of its FreeLibrary; TRUE in the detach at the process's end.
Bun 1.4.5's exit path (docs/runtimes.md "Programs in the wild (session 38, branch
`wildbin`)") stopped at it.

test/exe/dllshutdown.exe (guests/tests/dllshutdown.c) loads dllshutdown_dll.dll
(guests/tests/dllshutdown_dll.c), frees it, loads it again and returns; the DLL prints its
detach lines. EXPECTED is what both builds print under Wine 8 (``wine dllshutdown.exe``
in test/exe and test/exe64, line ends stripped).
"""

from paths import guest_exe
from wineagent.vm import VM

EXPECTED = [
    "found: 1",
    "main: 0",
    "attach: 0",
    "detach: reserved=0 shutdown=0",
    "loaded again: 1",
    "exiting",
    "detach: reserved=1 shutdown=1",
]


def test_shutdown_in_progress_only_at_the_process_end(width):
    vm = VM(guest_exe("dllshutdown", width))
    for _ in range(50):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.ended and vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == EXPECTED
    assert vm.machine.exit_code == 0
    vm.close()
