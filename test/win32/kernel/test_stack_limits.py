"""GetCurrentThreadStackLimits (Windows 8; the Dart VM's 64-bit start-up stopped at it) and
the stack each thread gets: the main thread's is the image's SizeOfStackReserve (it was a
fixed 1 MB), and a new thread's or fiber's follows Microsoft's "Thread Stack Size" rule
(kernel/threads.py ``stack_reserve``): a dwStackSize without
STACK_SIZE_PARAM_IS_A_RESERVATION is the initial commit, so 4 KB still gets the image's
reserve (it got a 64 KB stack here before).

test/exe/stacklimits.exe (guests/tests/stacklimits.c) prints a line per stack; the
expected lines are Wine 8's at both widths but for the sizes named beside them.
"""

from paths import guest_exe

_FINE = "high is StackBase=1, low is the allocation=1, low below StackLimit=1, local inside=1"
EXPECTED = [
    "found=1",
    "main: %s, size=2048K" % _FINE,              # mingw's 2 MB SizeOfStackReserve
    "thread: %s, size=256K" % _FINE,             # the reserve asked for (Wine: 1024K)
    "thread: %s, size=2048K" % _FINE,            # a 4 KB commit: the image's reserve
    "thread: %s, size=3072K" % _FINE,            # a 2.5 MB commit rounded up to whole MB,
                                                 # as documented (Wine: 2560K)
    "fiber: %s, size=512K" % _FINE,              # CreateFiberEx's reserve (Wine: 1024K)
    "main again: %s, size=2048K" % _FINE,
]


def test_stack_limits_and_sizes(boot, tmp_path, width):
    d = boot(guest_exe("stacklimits", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
