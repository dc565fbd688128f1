"""KERNEL32's GetComputerName(A/W): the machine's NetBIOS name, one fixed name so that
runs stay the same everywhere (regedit shows it as the root of its tree)."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_BUFFER_OVERFLOW, ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32
from ...kernel.sysinfo import COMPUTER_NAME


@api(KERNEL32, "GetComputerName{AW}", "LPVOID buf, LPVOID size", widths=BOTH)
def GetComputerName(c, buf, size):
    vm = c.vm
    if not size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    room = vm.mem.u32(size)
    if room <= len(COMPUTER_NAME) or not buf:
        # documented: the size needed, NUL included, and ERROR_BUFFER_OVERFLOW
        vm.mem.w32(size, len(COMPUTER_NAME) + 1)
        vm.last_error = ERROR_BUFFER_OVERFLOW
        return 0
    c.write_str(buf, COMPUTER_NAME)
    vm.mem.w32(size, len(COMPUTER_NAME))     # on success: the length without the NUL
    return 1
