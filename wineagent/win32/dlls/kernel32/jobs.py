"""KERNEL32: job objects (``kernel/jobs.py``): CreateJobObject, OpenJobObject,
AssignProcessToJobObject, IsProcessInJob, QueryInformationJobObject,
SetInformationJobObject, TerminateJobObject. The one process the machine runs is the
only one a job can hold."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS, ERROR_BAD_LENGTH,
                             ERROR_FILE_NOT_FOUND, ERROR_INVALID_HANDLE)
from ...kernel import jobs
from ...kernel.process import is_current_process
from ...kernel.sync import named_object
from ...core.dllnames import KERNEL32

# JOBOBJECTINFOCLASS
_BASIC_ACCOUNTING = 1
_BASIC_LIMIT = 2
_PROCESS_ID_LIST = 3
_BASIC_AND_IO_ACCOUNTING = 8
_EXTENDED_LIMIT = 9
_CPU_RATE = 15
_CPU_RATE_ENABLE = 0x1


@api(KERNEL32, "CreateJobObject{AW}", "LPVOID attrs, LPCTSTR name", widths=BOTH)
def CreateJobObject(c, attrs, name):
    """A new job, or (ERROR_ALREADY_EXISTS) a handle to the job already named ``name``;
    NULL with ERROR_INVALID_HANDLE when the name belongs to another kind of object."""
    vm = c.vm
    if name:
        obj = named_object(vm, name)
        if obj is not None:
            if not isinstance(obj, jobs.Job):
                vm.last_error = ERROR_INVALID_HANDLE
                return 0
            vm.last_error = ERROR_ALREADY_EXISTS
            return vm.new_handle(obj)
    vm.last_error = 0
    job = jobs.Job()
    if name:
        vm.kernel.named_objects[name] = job
    return vm.new_handle(job)


@api(KERNEL32, "OpenJobObject{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenJobObject(c, access, inherit, name):
    """A new handle to the job named ``name``; ERROR_FILE_NOT_FOUND when none is,
    ERROR_INVALID_HANDLE when the name is another kind of object's."""
    obj = named_object(c.vm, name) if name else None
    if obj is None:
        c.vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    if not isinstance(obj, jobs.Job):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return c.vm.new_handle(obj)


def _job(c, h):
    job = c.vm.handles.get(h, jobs.Job)
    if job is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
    return job


@api(KERNEL32, "AssignProcessToJobObject", "HANDLE job, HANDLE process", widths=BOTH)
def AssignProcessToJobObject(c, job, process):
    """Put this process in the job. A process already in another job cannot move
    (ERROR_ACCESS_DENIED; nested jobs are not kept); assigning it again to its own job
    succeeds."""
    vm = c.vm
    j = _job(c, job)
    if j is None:
        return 0
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    current = jobs.process_job(vm)
    if current is not None and current is not j:
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if current is None:
        vm.kernel.job = j
        j.has_process = True
        j.total_processes += 1
    return 1


@api(KERNEL32, "IsProcessInJob", "HANDLE process, HANDLE job, LPVOID result", widths=BOTH)
def IsProcessInJob(c, process, job, result):
    """*result: whether the process is in ``job`` (NULL: in any job)."""
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    current = jobs.process_job(vm)
    if job:
        j = _job(c, job)
        if j is None:
            return 0
        inside = current is j
    else:
        inside = current is not None
    vm.mem.w32(result, int(inside))
    return 1


def _job_or_own(c, h):
    """The job ``h`` names, or with NULL the job this process is in (none:
    ERROR_ACCESS_DENIED)."""
    if h:
        return _job(c, h)
    job = jobs.process_job(c.vm)
    if job is None:
        c.vm.last_error = ERROR_ACCESS_DENIED
    return job


@api(KERNEL32, "QueryInformationJobObject",
     "HANDLE job, DWORD cls, LPVOID info, DWORD size, LPVOID returned", widths=BOTH)
def QueryInformationJobObject(c, job, cls, info, size, returned):
    """One class of the job's information: its basic or extended limits, accounting
    (with the I/O counters for JobObjectBasicAndIoAccountingInformation), the process
    ids, the CPU rate control (none is set). A buffer too small: ERROR_BAD_LENGTH (the
    id list: as many ids as fit). Other classes stop the program, naming them."""
    vm = c.vm
    ptr = c.ptr_size
    j = _job_or_own(c, job)
    if j is None:
        return 0
    if cls == _BASIC_LIMIT:
        data = jobs.basic_limits(j, ptr)
    elif cls == _EXTENDED_LIMIT:
        data = jobs.extended_limits(vm, j, ptr)
    elif cls == _BASIC_ACCOUNTING:
        data = jobs.accounting(vm, j)
    elif cls == _BASIC_AND_IO_ACCOUNTING:
        data = jobs.accounting(vm, j, with_io=True)
    elif cls == _PROCESS_ID_LIST:
        if size < 8 + ptr:
            vm.last_error = ERROR_BAD_LENGTH
            return 0
        data = jobs.pid_list(j, ptr, size)
    elif cls == _CPU_RATE:
        data = bytes(8)                # ControlFlags 0: no rate control
    else:
        raise Unimplemented("QueryInformationJobObject: class %d" % cls)
    if size < len(data):
        vm.last_error = ERROR_BAD_LENGTH
        return 0
    vm.mem.write(info, data)
    if returned:
        vm.mem.w32(returned, len(data))
    return 1


@api(KERNEL32, "SetInformationJobObject", "HANDLE job, DWORD cls, LPVOID info, DWORD size",
     widths=BOTH)
def SetInformationJobObject(c, job, cls, info, size):
    """Set the job's basic or extended limits (the time and memory limits, which this
    machine does not enforce, stop the program, naming them), or its CPU rate control
    (only "none": a rate stops the program). A size other than the structure's:
    ERROR_BAD_LENGTH. Other classes stop the program, naming them."""
    vm = c.vm
    ptr = c.ptr_size
    j = _job(c, job)
    if j is None:
        return 0
    if cls in (_BASIC_LIMIT, _EXTENDED_LIMIT):
        need = jobs.basic_size(ptr) if cls == _BASIC_LIMIT else jobs.extended_size(ptr)
        if size != need:
            vm.last_error = ERROR_BAD_LENGTH
            return 0
        data = vm.mem.read(info, need)
        limits = jobs.read_basic_limits(data, ptr)
        if limits["flags"] & jobs.UNENFORCED_LIMITS:
            raise Unimplemented("SetInformationJobObject: limit flags 0x%x (time and memory "
                                "limits)" % (limits["flags"] & jobs.UNENFORCED_LIMITS))
        j.limits = limits
        return 1
    if cls == _CPU_RATE:
        if size != 8:
            vm.last_error = ERROR_BAD_LENGTH
            return 0
        if vm.mem.u32(info) & _CPU_RATE_ENABLE:
            raise Unimplemented("SetInformationJobObject: a CPU rate")
        return 1
    raise Unimplemented("SetInformationJobObject: class %d" % cls)


@api(KERNEL32, "TerminateJobObject", "HANDLE job, UINT code", widths=BOTH)
def TerminateJobObject(c, job, code):
    """End every process in the job with ``code``: this process, when it is in it."""
    j = _job(c, job)
    if j is None:
        return 0
    if j.has_process:
        c.vm.machine.exit(code)
    return 1
