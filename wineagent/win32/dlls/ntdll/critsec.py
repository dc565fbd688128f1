"""NTDLL's critical sections: the Rtl*CriticalSection functions kernel32's forward to on
Windows, one implementation with kernel32's (``kernel/sync.py`` keeps the section in the
guest's CRITICAL_SECTION). They answer an NTSTATUS where kernel32's return nothing, and
RtlTryEnterCriticalSection a BOOLEAN.

The spin count: this desktop has one processor, where Windows documents that the spin
count is ignored and kept at 0 (InitializeCriticalSectionAndSpinCount), so every
section's SpinCount stays 0 and RtlSetCriticalSectionSpinCount answers the previous one,
0.
"""

from ....abi.api import BOTH, PARK, api
from ...core.dllnames import NTDLL
from ...core.winerror import STATUS_SUCCESS
from ...kernel.sync import cs_busy, cs_delete, cs_init, cs_leave, cs_owner, cs_recursion, cs_take


@api(NTDLL, "RtlInitializeCriticalSection", "LPVOID cs", widths=BOTH)
def RtlInitializeCriticalSection(c, cs):
    cs_init(c.vm.mem, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlInitializeCriticalSectionAndSpinCount", "LPVOID cs, DWORD spin", widths=BOTH)
def RtlInitializeCriticalSectionAndSpinCount(c, cs, spin):
    cs_init(c.vm.mem, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlInitializeCriticalSectionEx", "LPVOID cs, DWORD spin, DWORD flags",
     widths=BOTH)
def RtlInitializeCriticalSectionEx(c, cs, spin, flags):
    # The flags (no debug information, dynamic spin, static init) change nothing kept
    # here: no debug information is ever allocated (DebugInfo is all ones, Windows 8's
    # mark for none).
    cs_init(c.vm.mem, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlDeleteCriticalSection", "LPVOID cs", widths=BOTH)
def RtlDeleteCriticalSection(c, cs):
    # Nothing outside the structure belongs to a section (no semaphore, no debug info);
    # the structure is left unowned with DebugInfo NULL, as Windows leaves it.
    cs_delete(c.vm.mem, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlEnterCriticalSection", "LPVOID cs", widths=BOTH)
def RtlEnterCriticalSection(c, cs):
    if cs_busy(c.vm, cs):
        return PARK    # retried on this thread's next turn (kernel/threads.py)
    cs_take(c.vm, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlTryEnterCriticalSection", "LPVOID cs", widths=BOTH)
def RtlTryEnterCriticalSection(c, cs):
    if cs_busy(c.vm, cs):
        return 0
    cs_take(c.vm, cs)
    return 1


@api(NTDLL, "RtlLeaveCriticalSection", "LPVOID cs", widths=BOTH)
def RtlLeaveCriticalSection(c, cs):
    cs_leave(c.vm, cs)
    return STATUS_SUCCESS


@api(NTDLL, "RtlSetCriticalSectionSpinCount", "LPVOID cs, DWORD spin", widths=BOTH)
def RtlSetCriticalSectionSpinCount(c, cs, spin):
    return 0       # the previous spin count, always 0 on one processor (see above)


@api(NTDLL, "RtlIsCriticalSectionLocked", "LPVOID cs", widths=BOTH)
def RtlIsCriticalSectionLocked(c, cs):
    # Held by any thread: its recursion count is the number of unmatched enters.
    return 1 if cs_recursion(c.vm, cs) > 0 else 0


@api(NTDLL, "RtlIsCriticalSectionLockedByThread", "LPVOID cs", widths=BOTH)
def RtlIsCriticalSectionLockedByThread(c, cs):
    return 1 if cs_recursion(c.vm, cs) > 0 and \
        cs_owner(c.vm, cs) == c.vm.threads.current.tid else 0
