"""KERNELBASE: PrefetchVirtualMemory (Windows 8) asks for address ranges to be brought into
memory ahead of their use. Every page of the guest is in host memory already (there is no
paging file to read back from), so each range is as prefetched as it can be once the
arguments are checked: a process handle of this process or a child's, at least one entry
(else ERROR_INVALID_PARAMETER), flags 0. Ranges need not be mapped: Windows skips the
pages that are not, and so there is nothing to do for them either.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNELBASE
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ..kernel32.main import process_vm


@api(KERNELBASE, "PrefetchVirtualMemory", "HANDLE process, ULONG_PTR count, LPVOID entries, "
     "ULONG flags", widths=BOTH)
def PrefetchVirtualMemory(c, process, count, entries, flags):
    """TRUE once the ``count`` WIN32_MEMORY_RANGE_ENTRY ranges at ``entries`` are in
    memory (they always are: the module docstring); no entries or flags other than 0:
    ERROR_INVALID_PARAMETER; a handle to no process: ERROR_INVALID_HANDLE."""
    vm = c.vm
    if process_vm(vm, process) is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not count or not entries or flags:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1
