"""KERNELBASE: WaitOnAddress, WakeByAddressSingle and WakeByAddressAll (Windows 8's
futex-like waits, api-ms-win-core-synch-l1-2-0): Rust's standard library builds its
Mutex, Condvar, Once and thread parking on them.

A thread whose watched value still equals the compare value sleeps until another thread
wakes that address or its time runs out — on the same deterministic scheduler as
condition variables (``kernel/locks.py`` cv_sleep: guest-time deadlines, a waiter queue
per address). A value that already differs returns at once, as Windows allows. Waking
an address no one waits on does nothing.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNELBASE
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_TIMEOUT
from ...kernel.locks import cv_sleep, cv_wake


def _queue(address):
    # waiters on an address share condition variables' waiter table, under a key no
    # CONDITION_VARIABLE address can take
    return ("address", address)


def _nothing():
    return
    yield


@api(KERNELBASE, "WaitOnAddress", "LPVOID address, LPVOID compare, SIZE_T size, DWORD ms",
     widths=BOTH)
def WaitOnAddress(c, address, compare, size, ms):
    """Sleep while the ``size``-byte value at ``address`` equals the one at ``compare``,
    until woken (TRUE) or ``ms`` pass (FALSE, ERROR_TIMEOUT). Sizes 1, 2, 4 and 8 only."""
    vm = c.vm
    if size not in (1, 2, 4, 8):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if vm.mem.read(address, size) != vm.mem.read(compare, size):
        return 1
    woken = yield from cv_sleep(vm, _queue(address), ms, lambda: None, _nothing,
                                "WaitOnAddress")
    if not woken:
        vm.last_error = ERROR_TIMEOUT
    return int(woken)


@api(KERNELBASE, "WakeByAddressSingle", "LPVOID address", widths=BOTH)
def WakeByAddressSingle(c, address):
    """Wake the thread that has waited longest on ``address``."""
    cv_wake(c.vm, _queue(address), False)


@api(KERNELBASE, "WakeByAddressAll", "LPVOID address", widths=BOTH)
def WakeByAddressAll(c, address):
    """Wake every thread waiting on ``address``."""
    cv_wake(c.vm, _queue(address), True)
