"""NTDLL: NtSuspendProcess and NtResumeProcess, a whole process's threads suspended or
resumed at once. Process managers and benchmark tools start a program suspended, put it
in a job (kernel/jobs.py) and then resume it all (hyperfine measures each command so).
Each of the process's threads has its suspend count raised or lowered by one, as
SuspendThread and ResumeThread do (a count already 0 stays 0); the process is this one or
a child it started (kernel/children.py)."""

from ....abi.api import BOTH, PARK, api
from ...core.dllnames import NTDLL
from ...core.winerror import (STATUS_INVALID_HANDLE, STATUS_OBJECT_TYPE_MISMATCH,
                              STATUS_PROCESS_IS_TERMINATING, STATUS_SUCCESS)
from ...kernel.children import ChildProcess
from ...kernel.process import is_current_process


def _process_vm(c, process):
    """(vm, status): the running process a handle names, or None and the NTSTATUS: an
    ended process is STATUS_PROCESS_IS_TERMINATING, a handle to something else
    STATUS_OBJECT_TYPE_MISMATCH, no handle STATUS_INVALID_HANDLE."""
    vm = c.vm
    if is_current_process(vm, process):
        return vm, STATUS_SUCCESS
    child = vm.handles.get(process, ChildProcess)
    if child is not None:
        target = child.state.vm
        return target, STATUS_SUCCESS if target is not None else STATUS_PROCESS_IS_TERMINATING
    if vm.handles.get(process) is not None:
        return None, STATUS_OBJECT_TYPE_MISMATCH
    return None, STATUS_INVALID_HANDLE


@api(NTDLL, "NtSuspendProcess", "HANDLE process", widths=BOTH)
def NtSuspendProcess(c, process):
    """Raise the suspend count of every thread of the process; the calling thread, when
    it is one of them, stops until another process resumes it."""
    target, status = _process_vm(c, process)
    if target is None:
        return status
    for t in target.threads.threads:
        if t.alive:
            t.suspend_count += 1
    if target is c.vm:
        return _park()
    return STATUS_SUCCESS


def _park():
    yield PARK      # our turn ends here; we run again once someone resumes us
    return STATUS_SUCCESS


@api(NTDLL, "NtResumeProcess", "HANDLE process", widths=BOTH)
def NtResumeProcess(c, process):
    """Lower the suspend count of every thread of the process that has one; a process
    that has ended has no thread to resume (STATUS_SUCCESS, as Wine 8 answers)."""
    target, status = _process_vm(c, process)
    if status == STATUS_PROCESS_IS_TERMINATING:
        return STATUS_SUCCESS
    if target is None:
        return status
    for t in target.threads.threads:
        if t.alive and t.suspend_count:
            t.suspend_count -= 1
    return STATUS_SUCCESS
