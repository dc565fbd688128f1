"""KERNEL32: the process's data execution prevention policy — SetProcessDEPPolicy and
GetProcessDEPPolicy (32-bit processes; a 64-bit process always has DEP on, permanently,
without ATL thunk emulation, and cannot change it).

The policy is the process's record (``KernelState.dep_flags``/``dep_permanent``); the
emulator's memory keeps its own protections whatever the record says."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER
from ...core.dllnames import KERNEL32
from ...kernel.process import is_current_process

PROCESS_DEP_ENABLE = 0x1
PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION = 0x2


def _fail(c, code):
    c.vm.last_error = code
    return 0


@api(KERNEL32, "SetProcessDEPPolicy", "DWORD flags", widths=BOTH)
def SetProcessDEPPolicy(c, flags):
    """PROCESS_DEP_ENABLE turns DEP on for good (later calls fail with
    ERROR_ACCESS_DENIED); 0 turns it off while it is not permanent, as documented for the
    OptIn system policy (Wine 8 refuses 0 with ERROR_INVALID_PARAMETER);
    PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION goes only with ENABLE. A 64-bit process
    cannot change its policy (ERROR_INVALID_PARAMETER, as Wine 8 answers)."""
    k = c.vm.kernel
    if c.ptr_size == 8:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags & ~(PROCESS_DEP_ENABLE | PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION) or \
            flags == PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if k.dep_permanent:
        return _fail(c, ERROR_ACCESS_DENIED)
    k.dep_flags = flags
    k.dep_permanent = bool(flags & PROCESS_DEP_ENABLE)
    return 1


@api(KERNEL32, "GetProcessDEPPolicy", "HANDLE h, LPDWORD flags, LPDWORD permanent", widths=BOTH)
def GetProcessDEPPolicy(c, h, flags, permanent):
    """The running process's policy: its PROCESS_DEP_* flags and whether it is permanent
    (a 64-bit process: ENABLE and DISABLE_ATL_THUNK_EMULATION, permanently)."""
    vm = c.vm
    if not is_current_process(vm, h):
        return _fail(c, ERROR_INVALID_PARAMETER)
    if c.ptr_size == 8:
        value, fixed = PROCESS_DEP_ENABLE | PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION, True
    else:
        value, fixed = vm.kernel.dep_flags, vm.kernel.dep_permanent
    if flags:
        vm.mem.w32(flags, value)
    if permanent:
        vm.mem.w32(permanent, int(fixed))
    return 1
