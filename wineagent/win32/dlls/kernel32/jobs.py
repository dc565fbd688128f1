"""KERNEL32: job objects — CreateJobObject, OpenJobObject, AssignProcessToJobObject,
IsProcessInJob, QueryInformationJobObject, SetInformationJobObject, TerminateJobObject.
Build tools ask whether they run in a job and what CPU rate it allows (ninja sizes its
parallelism so); sandboxes and process managers put themselves in one. The object and
the rules for its limits: ``kernel/jobs.py``."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS, ERROR_BAD_LENGTH,
                             ERROR_FILE_NOT_FOUND, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_MORE_DATA)
from ...kernel.children import ChildProcess
from ...kernel.jobs import (ACCEPTED_LIMITS, JOBOBJECT_BASIC_ACCOUNTING_INFORMATION,
                            JOBOBJECT_BASIC_LIMIT_INFORMATION,
                            JOBOBJECT_EXTENDED_LIMIT_INFORMATION, Job, current_job,
                            process_state)
from ...kernel.launch import Process
from ...kernel.process import is_current_process
from ...kernel.sync import named_object

# JOBOBJECTINFOCLASS values. CPU rate control (15) came with Windows 8, so the Windows
# this desktop is (10, core/winver.py) answers it: no job here has a rate set (ControlFlags
# 0, the whole machine); setting one stops the guest naming it (not enforced here).
BASIC_ACCOUNTING, BASIC_LIMIT, BASIC_PROCESS_ID_LIST, BASIC_UI_RESTRICTIONS = 1, 2, 3, 4
EXTENDED_LIMIT, CPU_RATE_CONTROL = 9, 15


def _fail(c, error, value=0):
    c.vm.last_error = error
    return value


def _job(c, h):
    """The job a handle names; NULL means the program's own job. Outside any job that is
    ERROR_ACCESS_DENIED (a decision: Windows documents no code for it; NT's job calls
    answer STATUS_ACCESS_DENIED for a job the caller cannot reach), a handle that names
    no job ERROR_INVALID_HANDLE."""
    if not h:
        job = current_job(c.vm)
        if job is None:
            c.vm.last_error = ERROR_ACCESS_DENIED
        return job
    job = c.vm.handles.get(h, Job)
    if job is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
    return job


@api(KERNEL32, "CreateJobObject{AW}", "LPVOID attrs, LPCTSTR name", widths=BOTH)
def CreateJobObject(c, attrs, name):
    """A new job (or a new handle to the job already named so: ERROR_ALREADY_EXISTS; a
    name taken by another kind of object: NULL with ERROR_INVALID_HANDLE)."""
    vm = c.vm
    if name:
        existing = named_object(vm, name)
        if existing is not None:
            if not isinstance(existing, Job):
                return _fail(c, ERROR_INVALID_HANDLE)
            vm.last_error = ERROR_ALREADY_EXISTS
            return vm.new_handle(existing)
    job = Job(vm)
    vm.last_error = 0
    h = vm.new_handle(job)
    if name:
        vm.kernel.named_objects[name] = job
    return h


@api(KERNEL32, "OpenJobObject{AW}", "DWORD access, BOOL inherit, LPCTSTR name", widths=BOTH)
def OpenJobObject(c, access, inherit, name):
    """A new handle to the job named ``name`` (none: ERROR_FILE_NOT_FOUND)."""
    vm = c.vm
    job = named_object(vm, name) if name else None
    if job is None:
        return _fail(c, ERROR_FILE_NOT_FOUND if name else ERROR_INVALID_PARAMETER)
    if not isinstance(job, Job):
        return _fail(c, ERROR_INVALID_HANDLE)
    return vm.new_handle(job)


def _process(c, process):
    """The state of the process a handle names (this one or a child it started), or None
    with the error set: a captured program has ended (ERROR_ACCESS_DENIED), a handle to
    no process is ERROR_INVALID_HANDLE."""
    vm = c.vm
    if is_current_process(vm, process):
        return process_state(vm)
    child = vm.handles.get(process, ChildProcess)
    if child is not None:
        return child.state
    if vm.handles.get(process, Process) is not None:
        return _fail(c, ERROR_ACCESS_DENIED, None)
    return _fail(c, ERROR_INVALID_HANDLE, None)


@api(KERNEL32, "AssignProcessToJobObject", "HANDLE:job h, HANDLE process", widths=BOTH)
def AssignProcessToJobObject(c, h, process):
    """Put a running process (this one or a child it started) in the job. A process
    already in another job cannot move (Windows 8's nested jobs are not made here); a
    process that has ended, or a job already terminated: ERROR_ACCESS_DENIED."""
    vm = c.vm
    job = vm.handles.get(h, Job)
    state = _process(c, process)
    if state is None:
        return 0
    if job.end_code is not None or state.done:
        return _fail(c, ERROR_ACCESS_DENIED)
    mine = current_job(state.vm)
    if mine is job:
        return 1
    if mine is not None:
        raise Unimplemented("KERNEL32.dll!AssignProcessToJobObject: a second job (nested "
                            "jobs)")
    job.assign(state)
    return 1


@api(KERNEL32, "IsProcessInJob", "HANDLE process, HANDLE job, LPVOID result", widths=BOTH)
def IsProcessInJob(c, process, h, result):
    """Whether the process is in the job (``job`` NULL: in any job). A process that has
    ended stays in the job it was in."""
    vm = c.vm
    state = _process(c, process)
    if state is None and vm.last_error == ERROR_ACCESS_DENIED:
        state, vm.last_error = False, 0      # a captured program ran outside any job
    elif state is None:
        return 0
    if h:
        job = vm.handles.get(h, Job)
        if job is None:
            return _fail(c, ERROR_INVALID_HANDLE)
        inside = bool(state) and job.processes.get(state.pid) is not None
    else:
        inside = bool(state) and (current_job(state.vm) is not None if not state.done
                                  else _ever_in_job(vm, state.pid))
    vm.mem.w32(result, int(inside))
    return 1


def _ever_in_job(vm, pid):
    """Whether an ended process ``pid`` was in a job this process holds a handle to."""
    return any(pid in job.processes for _h, job in vm.handles.of_kind(Job))


def _basic_limits(job, ptr):
    return JOBOBJECT_BASIC_LIMIT_INFORMATION.pack(ptr, LimitFlags=job.limit_flags)


@api(KERNEL32, "QueryInformationJobObject",
     "HANDLE job, DWORD cls, LPVOID buf, DWORD size, LPDWORD returned", widths=BOTH)
def QueryInformationJobObject(c, h, cls, buf, size, returned):
    """The job's accounting, limits, process ids, UI restrictions or CPU rate control."""
    vm = c.vm
    job = _job(c, h)
    if job is None:
        return 0
    ptr = c.ptr_size
    if cls == BASIC_ACCOUNTING:
        cpu = job.cpu_time()
        data = JOBOBJECT_BASIC_ACCOUNTING_INFORMATION.pack(
            ptr, TotalUserTime=cpu, ThisPeriodTotalUserTime=cpu, TotalProcesses=job.total, ActiveProcesses=len(job.members),
            TotalTerminatedProcesses=job.terminated)
    elif cls == BASIC_LIMIT:
        data = _basic_limits(job, ptr)
    elif cls == EXTENDED_LIMIT:
        data = JOBOBJECT_EXTENDED_LIMIT_INFORMATION.pack(
            ptr, BasicLimitInformation={"LimitFlags": job.limit_flags})
    elif cls == BASIC_UI_RESTRICTIONS:
        data = job.ui_restrictions.to_bytes(4, "little")
    elif cls == CPU_RATE_CONTROL:
        # JOBOBJECT_CPU_RATE_CONTROL_INFORMATION: ControlFlags 0, and its rate union 0
        data = bytes(8)
    elif cls == BASIC_PROCESS_ID_LIST:
        return _process_ids(c, job, buf, size, returned)
    else:
        raise Unimplemented("KERNEL32.dll!QueryInformationJobObject: class %d" % cls)
    if size < len(data):
        return _fail(c, ERROR_BAD_LENGTH)
    vm.mem.write(buf, data)
    if returned:
        vm.mem.w32(returned, len(data))
    return 1


def _process_ids(c, job, buf, size, returned):
    """JOBOBJECT_BASIC_PROCESS_ID_LIST: the counts, then as many ids as fit."""
    vm, ptr = c.vm, c.ptr_size
    head = 8                      # two DWORDs; the ULONG_PTR array follows at 8 both widths
    if size < head + ptr:
        return _fail(c, ERROR_BAD_LENGTH)
    ids = job.members
    fit = min(len(ids), (size - head) // ptr)
    vm.mem.w32(buf, len(ids))
    vm.mem.w32(buf + 4, fit)
    for i, pid in enumerate(ids[:fit]):
        vm.mem.wptr(buf + head + i * ptr, pid)
    if returned:
        vm.mem.w32(returned, head + fit * ptr)
    if fit < len(ids):
        return _fail(c, ERROR_MORE_DATA)
    return 1


@api(KERNEL32, "SetInformationJobObject", "HANDLE:job h, DWORD cls, LPVOID buf, DWORD size",
     widths=BOTH)
def SetInformationJobObject(c, h, cls, buf, size):
    """Set the job's limits, UI restrictions or CPU rate control (kernel/jobs.py says
    which limits hold here; the others stop the guest naming them)."""
    vm = c.vm
    job = vm.handles.get(h, Job)
    ptr = c.ptr_size
    if cls in (BASIC_LIMIT, EXTENDED_LIMIT):
        decl = JOBOBJECT_BASIC_LIMIT_INFORMATION if cls == BASIC_LIMIT \
            else JOBOBJECT_EXTENDED_LIMIT_INFORMATION
        if size != decl.sizeof(ptr):
            return _fail(c, ERROR_BAD_LENGTH)
        flags = vm.mem.u32(buf + 16)          # BasicLimitInformation.LimitFlags, both widths
        if flags & ~ACCEPTED_LIMITS:
            raise Unimplemented("KERNEL32.dll!SetInformationJobObject: limit flags %#x "
                                "(not enforced here)" % (flags & ~ACCEPTED_LIMITS))
        job.limit_flags = flags
        return 1
    if cls == BASIC_UI_RESTRICTIONS:
        if size != 4:
            return _fail(c, ERROR_BAD_LENGTH)
        value = vm.mem.u32(buf)
        if value:
            raise Unimplemented("KERNEL32.dll!SetInformationJobObject: UI restrictions %#x "
                                "(not enforced here)" % value)
        job.ui_restrictions = 0
        return 1
    if cls == CPU_RATE_CONTROL:
        if size != 8:
            return _fail(c, ERROR_BAD_LENGTH)
        if vm.mem.u32(buf):
            raise Unimplemented("KERNEL32.dll!SetInformationJobObject: a CPU rate control "
                                "%#x (not enforced here)" % vm.mem.u32(buf))
        return 1        # no rate control: what every job here has
    raise Unimplemented("KERNEL32.dll!SetInformationJobObject: class %d" % cls)


@api(KERNEL32, "TerminateJobObject", "HANDLE:job h, UINT code", widths=BOTH)
def TerminateJobObject(c, h, code):
    """End every process in the job with ``code``: the child processes in it, then the
    caller itself when it is in it."""
    vm = c.vm
    job = vm.handles.get(h, Job)
    job.end_code = code
    job.end(vm, code)
    return 1
