"""KERNEL32: handles to the running process (OpenProcess) and its priority class.

The process object is in ``kernel/process.py``. A VM runs one process, so OpenProcess of
any other id fails as for an id no process has: ERROR_INVALID_PARAMETER.
"""

from ...abi.api import api
from ..core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ..kernel.process import (CURRENT_PID, CurrentProcess, is_current_process,
                              NORMAL_PRIORITY_CLASS)

K = "KERNEL32.dll"
# The documented priority classes SetPriorityClass accepts.
_PRIORITY_CLASSES = {0x20, 0x40, 0x80, 0x100, 0x4000, 0x8000}


@api(K, "OpenProcess", "DWORD access, BOOL inherit, DWORD pid")
def OpenProcess(c, access, inherit, pid):
    vm = c.vm
    if pid != CURRENT_PID:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return vm.new_handle(CurrentProcess(access))


@api(K, "GetPriorityClass", "HANDLE h")
def GetPriorityClass(c, h):
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return vm.kernel.priority_class


@api(K, "SetPriorityClass", "HANDLE h, DWORD cls")
def SetPriorityClass(c, h, cls):
    # Recorded and reported back by GetPriorityClass; the one emulated CPU has no other
    # process to yield to, so the class changes no scheduling.
    vm = c.vm
    if not is_current_process(vm, h):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if cls not in _PRIORITY_CLASSES:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.kernel.priority_class = cls
    return 1
