"""Job objects: a group of processes managed as one (CreateJobObject & co.,
``dlls/kernel32/jobs.py``; docs/runtimes.md "Job objects").

This desktop runs one process, the program (the programs it starts are captured and
have ended: docs/emulator.md "Starting other programs"), so a job holds the program or
nothing. What a job keeps is what Windows keeps: its limits (JOBOBJECT_BASIC_LIMIT /
EXTENDED_LIMIT_INFORMATION) and UI restrictions as set, and its
accounting (processes assigned, active, terminated). Limits take effect where they can
here: JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE ends the program when the job's last handle
closes, TerminateJobObject ends it with the code given. The breakaway flags and
DIE_ON_UNHANDLED_EXCEPTION change nothing here (no process starts inside the job, and an
unhandled exception never shows a dialog); the limits on time, memory, working sets,
priority, affinity and process counts would need enforcing and are refused by name.
"""

from ...abi.structs import struct as _struct
from ..core.structures import IO_COUNTERS  # noqa: F401 - named by the declarations below
from .handletable import handle_kind

__all__ = ["Job", "current_job", "JOBOBJECT_BASIC_ACCOUNTING_INFORMATION",
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
#: Limit flags that hold here as Windows means them (see the module's docstring):
#: BREAKAWAY_OK, SILENT_BREAKAWAY_OK, DIE_ON_UNHANDLED_EXCEPTION, KILL_ON_JOB_CLOSE.
ACCEPTED_LIMITS = 0x800 | 0x1000 | 0x400 | JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE


@handle_kind("job")
class Job:
    """One job object: its members (the program's pid or none), limits and accounting."""

    def __init__(self, vm):
        self.vm = vm
        self.members = set()           # pids of the processes in the job
        self.total = 0                 # processes ever assigned
        self.terminated = 0            # of those, ended by the job
        self.limit_flags = 0
        self.ui_restrictions = 0
        self.end_code = None           # TerminateJobObject's exit code, once terminated

    def close(self):
        """The last handle closed: with KILL_ON_JOB_CLOSE its processes end (code 0)."""
        if self.limit_flags & JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE and self.members:
            self.terminated += len(self.members)
            self.members.clear()
            self.vm.kernel.job = None
            self.vm.machine.exit(0)


def current_job(vm):
    """The job the program is in, or None (it stays in it when the job's handles close,
    as a process stays in its job on Windows)."""
    return vm.kernel.job
