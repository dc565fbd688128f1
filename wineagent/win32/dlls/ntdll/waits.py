"""NTDLL: the native waits — NtWaitForSingleObject, NtWaitForMultipleObjects and
NtDelayExecution, what WaitForSingleObject(Ex), WaitForMultipleObjects(Ex) and SleepEx
are built on (Go's runtime calls them directly: its usleep waits on the current
process's pseudo-handle with a timeout).

A timeout is a LARGE_INTEGER: NULL waits for ever, a negative value is relative (100 ns
units, rounded up to the guest clock's milliseconds), any other an absolute system time
(a FILETIME; one already past polls). The answers are NTSTATUS values:
STATUS_WAIT_0 + the index of the object that ended the wait (0 for a wait-all),
STATUS_ABANDONED_WAIT_0 + index for an abandoned mutex, STATUS_TIMEOUT (0x102) — the
same numbers as the kernel32 waits — or STATUS_INVALID_HANDLE; a count of 0 or above 64
is STATUS_INVALID_PARAMETER_1, a wait type other than WaitAll (0) and WaitAny (1)
STATUS_INVALID_PARAMETER_3; NtWaitForMultipleObjects takes no pseudo-handle
(STATUS_INVALID_HANDLE), NtWaitForSingleObject does.
An alertable wait (or delay) also ends when APCs are queued to the thread and the objects
do not satisfy it at once: they run, and the answer is STATUS_USER_APC (0xC0, the
number WAIT_IO_COMPLETION has), as kernel32's alertable waits (``kernel32/locks.py``).
"""

import struct

from ....abi.api import BOTH, PARK, api
from ...core.dllnames import NTDLL
from ...core.winerror import STATUS_INVALID_HANDLE, STATUS_SUCCESS
from ...kernel import threadpool as tp
from ...kernel.sync import INFINITE, MAXIMUM_WAIT_OBJECTS, PSEUDO_HANDLES, waitable
from ...kernel.threads import yield_thread
from ..kernel32.overlapped import alertable_wait

STATUS_USER_APC = 0xC0

WAIT_ALL, WAIT_ANY = 0, 1
# the NTSTATUS of a bad first or third argument (winnt's STATUS_INVALID_PARAMETER_1/_3)
STATUS_INVALID_PARAMETER_1, STATUS_INVALID_PARAMETER_3 = 0xC00000EF, 0xC00000F1


def _timeout_ms(vm, timeout):
    """A LARGE_INTEGER* timeout as the milliseconds wait_for takes (INFINITE for NULL)."""
    if not timeout:
        return INFINITE
    (ft,) = struct.unpack("<q", vm.mem.read(timeout, 8))
    return max(0, tp.due_from_filetime(vm, ft) - vm.clock.now_ms())


@api(NTDLL, "NtWaitForSingleObject", "HANDLE h, BOOL alertable, LPVOID timeout", widths=BOTH)
def NtWaitForSingleObject(c, h, alertable, timeout):
    """Wait for one object (the module docstring)."""
    vm = c.vm
    obj = waitable(vm, h)
    if obj is None:
        return STATUS_INVALID_HANDLE
    return alertable_wait(c, [obj], False, _timeout_ms(vm, timeout), bool(alertable & 0xFF),
                          "NtWaitForSingleObject")


@api(NTDLL, "NtWaitForMultipleObjects",
     "ULONG count, LPVOID handles, INT wait_type, BOOL alertable, LPVOID timeout", widths=BOTH)
def NtWaitForMultipleObjects(c, count, handles, wait_type, alertable, timeout):
    """Wait for any (WaitAny, 1) or all (WaitAll, 0) of ``count`` objects."""
    vm = c.vm
    if not 0 < count <= MAXIMUM_WAIT_OBJECTS:
        return STATUS_INVALID_PARAMETER_1
    if wait_type not in (WAIT_ALL, WAIT_ANY):
        return STATUS_INVALID_PARAMETER_3
    objs = []
    for i in range(count):
        # a HANDLE cell is pointer-sized; its low 32 bits are the handle
        h = vm.mem.u32(handles + c.ptr_size * i)
        obj = None if h in PSEUDO_HANDLES else waitable(vm, h)   # no pseudo-handles here
        if obj is None:
            return STATUS_INVALID_HANDLE
        objs.append(obj)
    return alertable_wait(c, objs, wait_type == WAIT_ALL, _timeout_ms(vm, timeout),
                          bool(alertable & 0xFF), "NtWaitForMultipleObjects")


@api(NTDLL, "NtDelayExecution", "BOOL alertable, LPVOID timeout", widths=BOTH)
def NtDelayExecution(c, alertable, timeout):
    """Sleep for the timeout (relative or absolute); STATUS_SUCCESS, or STATUS_USER_APC
    when alertable and APCs queued to the thread ran."""
    vm = c.vm
    if alertable & 0xFF:
        r = alertable_wait(c, [], False, _timeout_ms(vm, timeout), True, "NtDelayExecution")
        if not isinstance(r, int):
            r = yield from r
        return STATUS_USER_APC if r == STATUS_USER_APC else STATUS_SUCCESS
    deadline = vm.clock.now_ms() + _timeout_ms(vm, timeout)
    if deadline <= vm.clock.now_ms():
        yield from yield_thread(vm)          # a zero timeout gives up the turn, as Sleep(0)
        return STATUS_SUCCESS
    vm.sleep_deadline = deadline
    try:
        while vm.clock.now_ms() < deadline:
            yield PARK
    finally:
        vm.sleep_deadline = None
    return STATUS_SUCCESS
