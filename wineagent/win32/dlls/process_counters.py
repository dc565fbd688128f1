"""GetProcessIoCounters (KERNEL32) and GetGuiResources (USER32): what Task Manager's
process page shows of a process besides its memory — I/O operations
(``kernel/iocounters.py``) and its GDI and USER object counts."""

from ...abi.api import Unimplemented, api
from ..core.winerror import ERROR_INVALID_HANDLE
from ..kernel.iocounters import io_counters
from ..kernel.process import is_current_process

GR_GDIOBJECTS, GR_USEROBJECTS = 0, 1


@api("KERNEL32.dll", "GetProcessIoCounters", "HANDLE process, LPVOID out")
def GetProcessIoCounters(c, process, out):
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.mem.write(out, io_counters(vm))
    return 1


@api("USER32.dll", "GetGuiResources", "HANDLE process, DWORD flags")
def GetGuiResources(c, process, flags):
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if flags == GR_GDIOBJECTS:
        # objects the program made: every handle but the stock objects (DCs included)
        return sum(1 for h in vm.gdi.objects if h < 0x00F00000)
    if flags == GR_USEROBJECTS:
        windows = sum(1 for w in vm.wm.windows.values() if not w.destroyed)
        return windows + len(vm.menus.objects)
    raise Unimplemented("USER32.dll!GetGuiResources (flags %d: peak counts)" % flags)
