"""Timer queues (issue 23, "Programs in the wild (stop 26)", docs/runtimes.md): every
GHC-built program — ShellCheck 0.11 and pandoc among the PyPI wheels — starts its RTS
ticker with CreateTimerQueue and CreateTimerQueueTimer and stopped there.

test/exe/timer_queue.exe (guests/tests/timer_queue.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
timer_queue.exe``; its x86-64 build prints the same under 64-bit Wine), except where
noted. The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine 8's lines but four, which follow Windows Vista and later where Wine keeps
#: Windows XP's answer (Wine's own kernel32 tests accept both: ``ret /* vista */ ||
#: GetLastError() == ERROR_IO_PENDING``): a deletion with a NULL completion event, or a
#: queue's with an event, succeeds when no callback of it is running. Wine answers
#: FALSE with ERROR_IO_PENDING (997) for each of them, whatever runs.
EXPECTED = [
    'CreateTimerQueue: 1',
    'one-shot: ok=1 handle=1 count now=0',
    'one-shot after 300 ms: count=1 fired-flag=1 other thread=1',
    'delete idle one-shot (NULL event): 1 err=0',            # Wine: 0 err=997
    'periodic: ok=1 wait=0',
    'periodic: at least 3=1 deleted=1 stopped=1',
    'far timer: ok=1 count=0',
    'changed to 10 ms: ok=1 count=1',
    'change an expired one-shot: ok=1 count=1',
    'change an expired one-shot to periodic: ok=1 count=1',
    'delete: 1',
    'periodic changed to a far one-shot: ok=1 stopped=1',
    'delete: 1',
    'delete a timer not yet due (NULL event): 1 err=0',      # Wine: 0 err=997
    'WT_EXECUTEINTIMERTHREAD: ok=1 count=1 other thread=1',
    'delete while running (NULL): 0 err=997',
    'delete while running (event): 0 err=997 event set=0',
    'event set after the callback: 0',
    'delete idle (event): 1 err=0 event set=0',
    'callback deletes its own timer: wait=0 ret=0 err=997',
    'DeleteTimerQueueEx(wait): 1',
    'DeleteTimerQueueEx(event): 1 err=0 event=0',            # Wine: 0 err=997 event=0
    'DeleteTimerQueueEx(NULL) while running: 0 err=997',
    'DeleteTimerQueueEx(default queue): 0 err=6',
    'DeleteTimerQueue: 1 err=0',                             # Wine: 0 err=997
    'count 7 (never due): 0',
    'done',
]


def test_timer_queues(boot, tmp_path, width):
    d = boot(guest_exe("timer_queue", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
