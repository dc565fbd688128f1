"""C++ exceptions thrown on a stack that is not the first thread's, in a 64-bit program
(docs/threads.md, "Fibers"): g++'s SEH-based unwinding walks the frames within the stack
the running thread's TEB bounds — a fiber's own stack, a second thread's — as Windows'
dispatcher reads its limits from the TEB (kernel/seh64.py).

test/exe/x64_fibercxx.exe (guests/tests/x64_fibercxx.cpp) prints one line per catch; the
expected lines are what it prints under 64-bit Wine 8."""

import os

from paths import EXE_DIR

WINE_LINES = [
    "fiber: no throw",
    "main: caught 0",
    "fiber: caught first",
    "main: caught 1",
    "fiber: caught second",
    "main: caught 2",
    "thread: caught 7",
    "done",
]


def test_exceptions_unwind_within_a_fibers_and_a_threads_own_stack(boot, tmp_path):
    d = boot(os.path.join(EXE_DIR, "x64_fibercxx.exe"), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == WINE_LINES
    assert d.vm.machine.exit_code == 0
