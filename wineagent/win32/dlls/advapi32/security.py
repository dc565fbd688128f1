"""ADVAPI32: the process's access token and its privileges (OpenProcessToken,
LookupPrivilegeValue, AdjustTokenPrivileges) over ``kernel/security.py``."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE,
                             ERROR_NOT_ALL_ASSIGNED, ERROR_NO_SUCH_PRIVILEGE)
from ...kernel.process import is_current_process
from ...kernel.security import PRIVILEGES, SE_PRIVILEGE_REMOVED, Token
from ...core.dllnames import ADVAPI32

TOKEN_ADJUST_PRIVILEGES = 0x20


def _fail(vm, code):
    vm.last_error = code
    return 0


@api(ADVAPI32, "OpenProcessToken", "HANDLE process, DWORD access, LPVOID token", widths=BOTH)
def OpenProcessToken(c, process, access, token):
    vm = c.vm
    if not is_current_process(vm, process):
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.mem.wptr(token, vm.new_handle(Token(access)))     # a PHANDLE
    return 1


@api(ADVAPI32, "LookupPrivilegeValue{AW}", "LPCTSTR system, LPCTSTR name, LPVOID luid", widths=BOTH)
def LookupPrivilegeValue(c, system, name, luid):
    if system:
        raise Unimplemented("%s: a remote system name" % c.spec.full_name)
    value = PRIVILEGES.get((name or "").lower())
    if value is None:
        return _fail(c.vm, ERROR_NO_SUCH_PRIVILEGE)
    c.vm.mem.w32(luid, value)
    c.vm.mem.w32(luid + 4, 0)
    return 1


@api(ADVAPI32, "AdjustTokenPrivileges", "HANDLE token, BOOL disable_all, LPVOID state, "
     "DWORD size, LPVOID previous, LPVOID needed", widths=BOTH)
def AdjustTokenPrivileges(c, token, disable_all, state, size, previous, needed):
    vm = c.vm
    tok = vm.handles.get(token, Token)
    if tok is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if not tok.access & TOKEN_ADJUST_PRIVILEGES:
        return _fail(vm, ERROR_ACCESS_DENIED)
    if disable_all or previous:
        raise Unimplemented("ADVAPI32.dll!AdjustTokenPrivileges: %s" % (
            "DisableAllPrivileges" if disable_all else "the previous state"))
    all_assigned = True
    for i in range(vm.mem.u32(state)):           # TOKEN_PRIVILEGES: count, LUID_AND_ATTRIBUTES[]
        entry = state + 4 + 12 * i
        low, high, attributes = vm.mem.u32(entry), vm.mem.u32(entry + 4), vm.mem.u32(entry + 8)
        if attributes & SE_PRIVILEGE_REMOVED:
            raise Unimplemented("ADVAPI32.dll!AdjustTokenPrivileges: SE_PRIVILEGE_REMOVED")
        if high or not tok.adjust(low, attributes):
            all_assigned = False
    # Success either way; the last error tells whether every privilege was adjusted.
    vm.last_error = 0 if all_assigned else ERROR_NOT_ALL_ASSIGNED
    return 1
