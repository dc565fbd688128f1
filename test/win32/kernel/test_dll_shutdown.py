"""ntdll's RtlDllShutdownInProgress (dlls/ntdll/loaderstate.py): FALSE in main, in a DLL's
attach and in the detach of its FreeLibrary; TRUE in the detach at the process's end.
Bun 1.4.5's exit path (docs/runtimes.md "Programs in the wild (session 38, branch
`wildbin`)") stopped at it.

test/exe/dllshutdown.exe (guests/tests/dllshutdown.c) loads dllshutdown_dll.dll
(guests/tests/dllshutdown_dll.c), frees it, loads it again and returns; the DLL prints its
detach lines. EXPECTED is what both builds print under Wine 8 (``wine dllshutdown.exe``
in test/exe and test/exe64, line ends stripped).
"""

from gdiguest import run_guest

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
    # run to its exit, no fault, exit code 0
    assert run_guest("dllshutdown", 50, width) == EXPECTED
