"""The one process a VM runs, as a kernel object: what OpenProcess hands out.

GetCurrentProcess returns the documented pseudo-handle (-1); OpenProcess on the current
process id returns a real handle to a ``CurrentProcess``. Functions that take a process
handle accept either (``is_current_process``). No other process exists inside a VM, so
other ids name no process.
"""

from .handletable import handle_kind

__all__ = ["CURRENT_PID", "CURRENT_PROCESS_PSEUDO", "CurrentProcess", "is_current_process",
           "NORMAL_PRIORITY_CLASS"]

CURRENT_PID = 0x100                   # what GetCurrentProcessId reports
CURRENT_PROCESS_PSEUDO = 0xFFFFFFFF   # GetCurrentProcess's pseudo-handle
NORMAL_PRIORITY_CLASS = 0x20


@handle_kind("process")
class CurrentProcess:
    """A handle to the running process: never signaled while it runs (it is the waiter)."""

    def __init__(self, access):
        self.access = access

    def signaled(self):
        """The process is running, so it is not signaled."""
        return False

    def acquire(self):
        """Never reached: an unsignaled object is not acquired."""

    def close(self):
        """Closing a process handle leaves the process running."""


def is_current_process(vm, h):
    """True when ``h`` is the pseudo-handle or a handle OpenProcess gave for this process."""
    return h == CURRENT_PROCESS_PSEUDO or vm.handles.get(h, CurrentProcess) is not None
