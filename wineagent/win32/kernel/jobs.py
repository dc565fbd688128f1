"""Job objects: a named kernel object holding the limits set on it and the processes
assigned to it. The machine runs one process, so a job holds this process or nothing;
the process is in at most one job (nested jobs are not kept).

The limits kept are those the one-process machine honours by their nature (the
priority, scheduling class and affinity of its one processor, the working set, the
breakaway and unhandled-exception flags, the active-process count) and
JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, which ends the process when the job's last handle is
closed. The time and memory limits, which would need enforcing, are refused by
``unenforced``.
"""

import struct

from .handletable import handle_kind
from .iocounters import io_counters
from .process import CURRENT_PID

__all__ = ["Job", "process_job", "LIMIT_KILL_ON_JOB_CLOSE", "UNENFORCED_LIMITS",
           "basic_limits", "extended_limits", "accounting", "pid_list"]

LIMIT_KILL_ON_JOB_CLOSE = 0x2000
#: PROCESS_TIME, JOB_TIME, PROCESS_MEMORY, JOB_MEMORY (and JOB_MEMORY_LOW, 0x8000)
UNENFORCED_LIMITS = 0x2 | 0x4 | 0x100 | 0x200 | 0x8000

# JOBOBJECT_BASIC_LIMIT_INFORMATION: two LARGE_INTEGER time limits, LimitFlags, the
# SIZE_T working-set sizes, ActiveProcessLimit, the ULONG_PTR affinity, PriorityClass,
# SchedulingClass; 48 bytes at 32 bits, 64 at 64 (8-byte aligned).
_BASIC = {4: "<qqIIIIIII4x", 8: "<qqI4xQQI4xQII"}
_BASIC_FIELDS = ("process_time", "job_time", "flags", "min_ws", "max_ws", "active",
                 "affinity", "priority", "scheduling")


@handle_kind("job")
class Job:
    """One job object: its limits (by field name), the extended limits' memory sizes,
    whether this process is in it, how many processes were ever assigned."""

    def __init__(self):
        self.limits = dict.fromkeys(_BASIC_FIELDS, 0)
        self.memory = [0, 0]            # ProcessMemoryLimit, JobMemoryLimit
        self.has_process = False
        self.total_processes = 0

    def may_close(self, vm, h):
        """CloseHandle asks before closing ``h``: when it is the job's last handle and
        the job has JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, the processes in it end (exit
        code 0). The handle closes either way."""
        last = not any(o is self for other, o in vm.handles.items() if other != h)
        if last and self.has_process and self.limits["flags"] & LIMIT_KILL_ON_JOB_CLOSE:
            vm.machine.exit(0)
        return True


def process_job(vm):
    """The job this process is in, or None."""
    return vm.kernel.job


def basic_limits(job, ptr):
    """The job's JOBOBJECT_BASIC_LIMIT_INFORMATION for a program of pointer size ``ptr``."""
    return struct.pack(_BASIC[ptr], *(job.limits[f] for f in _BASIC_FIELDS))


def read_basic_limits(data, ptr):
    """The fields of a JOBOBJECT_BASIC_LIMIT_INFORMATION the program passed."""
    return dict(zip(_BASIC_FIELDS, struct.unpack_from(_BASIC[ptr], data)))


def extended_limits(vm, job, ptr):
    """JOBOBJECT_EXTENDED_LIMIT_INFORMATION: the basic limits, the process's IO_COUNTERS,
    the two memory limits and the peak memory used (no peak is measured: 0)."""
    size = "<II" if ptr == 4 else "<QQ"
    counters = io_counters(vm) if job.has_process else bytes(48)
    return (basic_limits(job, ptr) + counters + struct.pack(size, *job.memory)
            + struct.pack(size, 0, 0))


def extended_size(ptr):
    """sizeof(JOBOBJECT_EXTENDED_LIMIT_INFORMATION): 112 bytes at 32 bits, 144 at 64."""
    return struct.calcsize(_BASIC[ptr]) + 48 + 4 * ptr


def basic_size(ptr):
    """sizeof(JOBOBJECT_BASIC_LIMIT_INFORMATION)."""
    return struct.calcsize(_BASIC[ptr])


def accounting(vm, job, with_io=False):
    """JOBOBJECT_BASIC_ACCOUNTING_INFORMATION (48 bytes): the four times (the machine's
    processor reports no busy time, so none), page faults, the process counts; with
    ``with_io`` followed by the IO_COUNTERS (JobObjectBasicAndIoAccountingInformation)."""
    active = 1 if job.has_process else 0
    data = struct.pack("<4q4I", 0, 0, 0, 0, 0, job.total_processes, active,
                       job.total_processes - active)
    if with_io:
        data += io_counters(vm) if job.has_process else bytes(48)
    return data


def pid_list(job, ptr, room):
    """JOBOBJECT_BASIC_PROCESS_ID_LIST: the assigned count, the count listed (as many as
    ``room`` bytes hold), the ULONG_PTR ids."""
    ids = [CURRENT_PID] if job.has_process else []
    fits = max(0, (room - 8) // ptr)
    listed = ids[:fits]
    return struct.pack("<II", len(ids), len(listed)) + b"".join(
        struct.pack("<I" if ptr == 4 else "<Q", i) for i in listed)
