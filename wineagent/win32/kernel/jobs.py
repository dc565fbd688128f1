"""Job objects: a group of processes managed as one (CreateJobObject & co.,
``dlls/kernel32/jobs.py``; docs/runtimes.md "Job objects").

A job holds processes of the session: the program itself and the child processes it
starts (kernel/children.py). What a job keeps is what Windows keeps: its limits
(JOBOBJECT_BASIC_LIMIT / EXTENDED_LIMIT_INFORMATION) and UI restrictions as set, and its
accounting: the processes ever assigned, those still running, the CPU time of them all
(a process that ended keeps counting, as Windows' TotalUserTime does). A process a member
starts is a member too, unless the job allows breaking away (SILENT_BREAKAWAY_OK, or
BREAKAWAY_OK with CREATE_BREAKAWAY_FROM_JOB). Limits take effect where they can here:
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE ends the member processes when the job's last handle
closes, TerminateJobObject ends them with the code given. DIE_ON_UNHANDLED_EXCEPTION
changes nothing here (an unhandled exception never shows a dialog); the limits on time,
memory, working sets, priority, affinity and process counts would need enforcing and are
refused by name.
"""

from ...abi.structs import struct as _struct
from ...abi.api import Unimplemented
from ..core.structures import IO_COUNTERS  # noqa: F401 - named by the declarations below
from .children import FirstProcessState, finish
from .handletable import handle_kind
from .perfinfo import busy_time

__all__ = ["Job", "current_job", "process_state", "joins_parent_job", "JOBOBJECT_BASIC_ACCOUNTING_INFORMATION",
           "JOBOBJECT_BASIC_LIMIT_INFORMATION", "JOBOBJECT_EXTENDED_LIMIT_INFORMATION",
           "ACCEPTED_LIMITS",
           "JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE"]

JOBOBJECT_BASIC_ACCOUNTING_INFORMATION = _struct(
    "JOBOBJECT_BASIC_ACCOUNTING_INFORMATION",
    "LONGLONG TotalUserTime; LONGLONG TotalKernelTime; LONGLONG ThisPeriodTotalUserTime;"
    " LONGLONG ThisPeriodTotalKernelTime; DWORD TotalPageFaultCount; DWORD TotalProcesses;"
    " DWORD ActiveProcesses; DWORD TotalTerminatedProcesses")
JOBOBJECT_BASIC_LIMIT_INFORMATION = _struct(
    "JOBOBJECT_BASIC_LIMIT_INFORMATION",
    "LONGLONG PerProcessUserTimeLimit; LONGLONG PerJobUserTimeLimit; DWORD LimitFlags;"
    " SIZE_T MinimumWorkingSetSize; SIZE_T MaximumWorkingSetSize; DWORD ActiveProcessLimit;"
    " ULONG_PTR Affinity; DWORD PriorityClass; DWORD SchedulingClass")
JOBOBJECT_EXTENDED_LIMIT_INFORMATION = _struct(
    "JOBOBJECT_EXTENDED_LIMIT_INFORMATION",
    "JOBOBJECT_BASIC_LIMIT_INFORMATION BasicLimitInformation; IO_COUNTERS IoInfo;"
    " SIZE_T ProcessMemoryLimit; SIZE_T JobMemoryLimit; SIZE_T PeakProcessMemoryUsed;"
    " SIZE_T PeakJobMemoryUsed")

JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
JOB_OBJECT_LIMIT_BREAKAWAY_OK, JOB_OBJECT_LIMIT_SILENT_BREAKAWAY_OK = 0x800, 0x1000
#: Limit flags that hold here as Windows means them (see the module's docstring):
#: BREAKAWAY_OK, SILENT_BREAKAWAY_OK, DIE_ON_UNHANDLED_EXCEPTION, KILL_ON_JOB_CLOSE.
ACCEPTED_LIMITS = 0x800 | 0x1000 | 0x400 | JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE


@handle_kind("job")
class Job:
    """One job object: its processes (by id, each with the state its handles see), limits
    and accounting."""

    def __init__(self, vm):
        self.vm = vm
        self.processes = {}            # pid -> state (.vm, .done), every one ever assigned
        self.terminated = 0            # of those, ended by the job
        self.limit_flags = 0
        self.ui_restrictions = 0
        self.end_code = None           # TerminateJobObject's exit code, once terminated

    @property
    def total(self):
        """Processes ever assigned."""
        return len(self.processes)

    @property
    def members(self):
        """Ids of the processes in the job still running, in the order they joined."""
        return [pid for pid, state in self.processes.items() if not state.done]

    def assign(self, state):
        """Put the running process ``state`` stands for in the job."""
        self.processes[state.pid] = state
        state.vm.kernel.job = self

    def cpu_time(self):
        """The user time of every process ever in the job (100 ns units)."""
        return sum(busy_time(s.vm) if not s.done else s.cpu_time
                   for s in self.processes.values())

    def end(self, caller, code):
        """End every running member with ``code`` (the caller's own process last); counts
        them as terminated by the job."""
        running = [s for s in self.processes.values() if not s.done]
        self.terminated += len(running)
        mine = [s for s in running if s.vm is caller]
        for state in running:
            if state.vm is caller:
                continue
            if isinstance(state, FirstProcessState):
                raise Unimplemented("KERNEL32.dll!TerminateJobObject: the session's first "
                                    "process from a child process")
            child = state.vm
            child.kernel.job = None
            child.machine.exit(code)
            finish(child)
        if mine:
            caller.kernel.job = None
            caller.machine.exit(code)

    def close(self):
        """The last handle closed: with KILL_ON_JOB_CLOSE its processes end (code 0)."""
        if self.limit_flags & JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE and self.members:
            self.end(self.vm, 0)


def process_state(vm):
    """The state a job keeps for process ``vm`` (its id, whether it has ended)."""
    return vm.child_state if vm.child_state is not None else FirstProcessState(vm)


def joins_parent_job(job, breakaway):
    """Whether a process started by a member of ``job`` is in it too: unless the job lets
    its processes break away silently, or the start asked to (CREATE_BREAKAWAY_FROM_JOB)
    and the job allows it."""
    if job.limit_flags & JOB_OBJECT_LIMIT_SILENT_BREAKAWAY_OK:
        return False
    return not (breakaway and job.limit_flags & JOB_OBJECT_LIMIT_BREAKAWAY_OK)


def current_job(vm):
    """The job the program is in, or None (it stays in it when the job's handles close,
    as a process stays in its job on Windows)."""
    return vm.kernel.job
