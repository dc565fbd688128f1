"""KERNELBASE's own readers of the thread- and fiber-local slots (Windows 11 24H2):
TlsGetValue2 and FlsGetValue2 answer as TlsGetValue and FlsGetValue do but never touch
the last error, so a caller can read a slot between a failing call and its
GetLastError. Microsoft's static C runtime looks FlsGetValue2 up and prefers it."""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNELBASE

_TLS_SLOTS = 64


@api(KERNELBASE, "TlsGetValue2", "DWORD index", widths=BOTH)
def TlsGetValue2(c, index):
    """The thread's value in TLS slot ``index`` (0 past the slots)."""
    if index >= _TLS_SLOTS:
        return 0
    return c.vm.mem.uptr(c.vm.tls_slots_addr + c.ptr_size * index)


@api(KERNELBASE, "FlsGetValue2", "DWORD index", widths=BOTH)
def FlsGetValue2(c, index):
    """The value in FLS slot ``index`` (0 for an index FlsAlloc did not hand out)."""
    slot = c.vm.kernel.fls.get(index)
    return 0 if slot is None else slot[1]
