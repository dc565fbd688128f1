"""KERNEL32: DiscardVirtualMemory (Windows 8.1) — the program tells the system that the
contents of committed pages are no longer needed (V8 discards the freed pages of its
heap). The pages stay committed with their protection; their contents become undefined,
and keeping them, as this desktop does (it has no paging file to spare), is one of the
contents Windows allows. The range must be page-aligned, a whole number of pages, and
committed private memory (VirtualAlloc's): otherwise ERROR_INVALID_PARAMETER (alignment,
size) or ERROR_INVALID_ADDRESS (pages not committed). Wine 8 has no DiscardVirtualMemory.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import ERROR_INVALID_ADDRESS, ERROR_INVALID_PARAMETER, ERROR_SUCCESS
from ...kernel.vmem import MEM_COMMIT, PAGE


@api(KERNEL32, "DiscardVirtualMemory", "LPVOID addr, SIZE_T size", widths=BOTH)
def DiscardVirtualMemory(c, addr, size):
    """Discard the contents of ``size`` bytes of committed pages at ``addr``:
    ERROR_SUCCESS, or the error of the module docstring."""
    if not size or addr % PAGE or size % PAGE:
        return ERROR_INVALID_PARAMETER
    vspace = c.vm.vspace
    page = addr
    while page < addr + size:
        run = vspace.query(page)
        if run is None or run[2] != MEM_COMMIT:
            return ERROR_INVALID_ADDRESS
        page = run[0] + run[1]
    return ERROR_SUCCESS
