"""NTDLL: NtQueueApcThread and NtTestAlert (user APCs, beside kernel32's QueueUserAPC:
``kernel32/locks.py``), and NtWaitForAlertByThreadId and NtAlertThreadByThreadId, Windows 8's thread
parking (what WaitOnAddress and the SRW locks are built on); Zig's standard library parks
its threads with them directly.

A thread waits until another alerts it by its id or its time runs out (STATUS_ALERTED or
STATUS_TIMEOUT), on the deterministic scheduler's guest-time deadlines, as condition
variables wait (kernel/locks.py). An alert sent to a thread that is not waiting is kept:
its next wait returns at once and uses it up, as on Windows. The address argument is only
a hint to debuggers and is not looked at. Alerting an id that is no thread of the process
is STATUS_INVALID_CID.
"""

import struct

from ....abi.api import BOTH, api
from ...core.dllnames import NTDLL
from ...kernel.locks import INFINITE, cv_sleep, cv_wake
from ...kernel.overlapped import run_apcs
from ...kernel.threadpool import due_from_filetime
from ..kernel32.locks import queue_user_apc

STATUS_ALERTED = 0x101
STATUS_TIMEOUT = 0x102
STATUS_INVALID_CID = 0xC000000B


def _queue(tid):
    # the waiter table condition variables use, under a key no address can take
    return ("thread alert", tid)


def _nothing():
    return
    yield


@api(NTDLL, "NtWaitForAlertByThreadId", "LPVOID address, LPVOID timeout", widths=BOTH)
def NtWaitForAlertByThreadId(c, address, timeout):
    """Wait for an alert to this thread (STATUS_ALERTED), at most the LARGE_INTEGER
    ``timeout`` (NULL: no limit; negative: relative, 100 ns units; else an absolute
    FILETIME), else STATUS_TIMEOUT."""
    vm = c.vm
    tid = vm.threads.current.tid
    if tid in vm.kernel.thread_alerts:
        vm.kernel.thread_alerts = vm.kernel.thread_alerts - {tid}
        return STATUS_ALERTED
    ms = INFINITE
    if timeout:
        due = due_from_filetime(vm, struct.unpack("<q", vm.mem.read(timeout, 8))[0])
        ms = min(due - vm.clock.now_ms(), INFINITE - 1)
        if ms <= 0:
            return STATUS_TIMEOUT
    woken = yield from cv_sleep(vm, _queue(tid), ms, lambda: None, _nothing,
                                "NtWaitForAlertByThreadId")
    return STATUS_ALERTED if woken else STATUS_TIMEOUT


@api(NTDLL, "NtAlertThreadByThreadId", "DWORD tid", widths=BOTH)
def NtAlertThreadByThreadId(c, tid):
    """Alert thread ``tid``: it wakes from NtWaitForAlertByThreadId, or its next wait
    returns at once."""
    vm = c.vm
    t = vm.threads.by_tid(tid)
    if t is None or not t.alive:
        return STATUS_INVALID_CID
    if vm.kernel.cv_waiters.get(_queue(tid)):
        cv_wake(vm, _queue(tid), True)
    else:
        vm.kernel.thread_alerts = vm.kernel.thread_alerts | {tid}
    return 0


@api(NTDLL, "NtQueueApcThread", "HANDLE h, LPVOID routine, ULONG_PTR a1, ULONG_PTR a2, "
     "ULONG_PTR a3", widths=BOTH)
def NtQueueApcThread(c, h, routine, a1, a2, a3):
    """Queue ``routine(a1, a2, a3)`` to thread ``h``, run as QueueUserAPC's are:
    STATUS_SUCCESS, STATUS_INVALID_HANDLE, or STATUS_UNSUCCESSFUL for a thread that has
    ended."""
    return queue_user_apc(c, h, routine, (a1, a2, a3))


@api(NTDLL, "NtTestAlert", "", widths=BOTH)
def NtTestAlert(c):
    """Run the APCs queued to the calling thread now, as an alertable wait would;
    STATUS_SUCCESS."""
    yield from run_apcs(c.vm, c.vm.threads.current.tid)
    return 0
