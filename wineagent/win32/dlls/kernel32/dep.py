"""KERNEL32: the process's data execution prevention policy — SetProcessDEPPolicy,
GetProcessDEPPolicy and GetSystemDEPPolicy, over the process's ProcessExecuteFlags
(kernel/dep.py; docs/emulator.md, "Data execution prevention"). A 64-bit process always
has DEP on and neither reads nor changes it here (ERROR_NOT_SUPPORTED, as documented)."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER,
                              ERROR_NOT_SUPPORTED, STATUS_ACCESS_DENIED)
from ...core.dllnames import KERNEL32
from ...kernel.dep import (MEM_EXECUTE_OPTION_DISABLE, MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION,
                           MEM_EXECUTE_OPTION_ENABLE, MEM_EXECUTE_OPTION_PERMANENT, SYSTEM_POLICY,
                           execute_flags, set_execute_flags)
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
    cannot change its policy: ERROR_NOT_SUPPORTED, as documented (Wine 8 answers
    ERROR_INVALID_PARAMETER)."""
    if c.ptr_size == 8:
        return _fail(c, ERROR_NOT_SUPPORTED)
    if flags & ~(PROCESS_DEP_ENABLE | PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION) or \
            flags == PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags & PROCESS_DEP_ENABLE:
        value = MEM_EXECUTE_OPTION_DISABLE | MEM_EXECUTE_OPTION_PERMANENT
        if flags & PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION:
            value |= MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION
    else:
        value = MEM_EXECUTE_OPTION_ENABLE
    status = set_execute_flags(c.vm, value)
    if status == STATUS_ACCESS_DENIED:
        return _fail(c, ERROR_ACCESS_DENIED)
    return 1


@api(KERNEL32, "GetProcessDEPPolicy", "HANDLE h, LPDWORD flags, LPDWORD permanent", widths=BOTH)
def GetProcessDEPPolicy(c, h, flags, permanent):
    """The running process's policy: its PROCESS_DEP_* flags and whether it is permanent.
    A 64-bit process fails with ERROR_NOT_SUPPORTED, as documented (its DEP is on for
    good; Wine 8 answers ENABLE | DISABLE_ATL_THUNK_EMULATION, permanent)."""
    vm = c.vm
    if c.ptr_size == 8:
        return _fail(c, ERROR_NOT_SUPPORTED)
    if not is_current_process(vm, h):
        return _fail(c, ERROR_INVALID_PARAMETER)
    value = execute_flags(vm)
    if flags:
        vm.mem.w32(flags, (PROCESS_DEP_ENABLE if value & MEM_EXECUTE_OPTION_DISABLE else 0)
                   | (PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION
                      if value & MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION else 0))
    if permanent:
        vm.mem.w32(permanent, int(bool(value & MEM_EXECUTE_OPTION_PERMANENT)))
    return 1


@api(KERNEL32, "GetSystemDEPPolicy", widths=BOTH)
def GetSystemDEPPolicy(c):
    """The system's DEP policy: OptIn (2), client Windows' default (kernel/dep.py)."""
    return SYSTEM_POLICY
