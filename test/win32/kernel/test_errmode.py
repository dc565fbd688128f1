"""The process's and each thread's error mode (dlls/kernel32/system.py): SetErrorMode /
GetErrorMode, SetThreadErrorMode / GetThreadErrorMode. Node.js 22 stopped at
SetThreadErrorMode when it loaded an addon (docs/runtimes.md "Programs in the wild
(session 38, branch `wildbin`)").

test/exe/errmode.exe (guests/tests/errmode.c) prints a line per step; EXPECTED is what
both builds print under Wine 8 (``wine errmode.exe``, line ends stripped).
"""

from gdiguest import run_guest

EXPECTED = [
    "process: 0",
    "thread: 0",
    "SetErrorMode: 0, now 32769, thread 0",
    "SetThreadErrorMode: 1 old=0 now=2 process=32769",
    "bad flag: 0 error=87 old=77 now=2",
    "all three, no old: 1 now=32771",
    "new thread: 0",
    "set there: 1 old=0 now=1",
    "still: 32771",
    "clear: 1 old=32771 now=0",
    "process at the end: 0",
]


def test_thread_error_mode_is_the_threads_own(width):
    # run to its exit, no fault, exit code 0
    assert run_guest("errmode", 50, width) == EXPECTED
