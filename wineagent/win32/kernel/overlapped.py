"""Overlapped I/O on handles opened with FILE_FLAG_OVERLAPPED (docs/files-registry.md
"Overlapped I/O"): how an operation is started, left pending, completed and cancelled.

- A handle's object carries ``overlapped`` (opened so), ``completion`` ((port, key) once
  CreateIoCompletionPort associated it), ``skip_on_success`` / ``skip_set_event``
  (SetFileCompletionNotificationModes) and ``io_signaled`` (the handle's own signaled
  state, which a completion sets: what a wait on the handle, or GetOverlappedResult of an
  OVERLAPPED without an event, waits for).
- **Completing** an operation writes the NTSTATUS and byte count into the OVERLAPPED's
  Internal / InternalHigh, sets its event (or the handle when it has none), queues a
  packet to the handle's completion port (not when the event handle's low bit is set,
  nor for an operation that completed at once on a handle that skips those, nor for one
  with a completion routine) and queues the completion routine (ReadFileEx / WriteFileEx)
  as an APC to the thread that started it.
- A **pending** operation (a read of an empty named pipe) is in its pipe instance's
  ``pending`` list; :func:`service` completes those that can complete, and runs after
  what can make them: a write to the pipe, an end closed (the last handle, in whichever
  process: a child's inherited end too), a disconnection. Completion thus happens at
  points the guest's own calls decide, deterministically.
- **APCs**: ``vm.kernel.apcs`` (thread id -> [(routine, args)]: a completion routine's
  (error, bytes, OVERLAPPED), QueueUserAPC's argument, NtQueueApcThread's three) run
  when their thread waits alertably (``dlls/kernel32/locks.py``) or calls NtTestAlert.
"""

from ...abi.api import GuestCall
from ..core.structures import OVERLAPPED
from ..core.winerror import (ERROR_BROKEN_PIPE, ERROR_HANDLE_EOF, ERROR_MORE_DATA,
                             ERROR_OPERATION_ABORTED, ERROR_PIPE_NOT_CONNECTED,
                             STATUS_BUFFER_OVERFLOW, STATUS_CANCELLED, STATUS_END_OF_FILE,
                             STATUS_PENDING, STATUS_PIPE_BROKEN, STATUS_PIPE_DISCONNECTED,
                             STATUS_SUCCESS)

__all__ = ["PendingRead", "start", "complete", "service", "cancel",
           "status_error", "error_status", "pend_read", "queue_apc", "apcs_waiting", "take_apcs"]


_ERRORS = {STATUS_SUCCESS: 0, STATUS_END_OF_FILE: ERROR_HANDLE_EOF,
           STATUS_CANCELLED: ERROR_OPERATION_ABORTED, STATUS_PIPE_BROKEN: ERROR_BROKEN_PIPE,
           STATUS_BUFFER_OVERFLOW: ERROR_MORE_DATA,
           STATUS_PIPE_DISCONNECTED: ERROR_PIPE_NOT_CONNECTED}
_STATUSES = {err: status for status, err in _ERRORS.items()}


def status_error(status):
    """The Win32 error of an NTSTATUS an operation ended with (None: not one of these)."""
    return _ERRORS.get(status)


def error_status(err):
    """The NTSTATUS of a Win32 error an operation ended with (None: not one of these)."""
    return _STATUSES.get(err)


class PendingRead:
    """A read of a named pipe end left pending: the process (``vm``) whose memory gets
    its data, and who is told."""

    __slots__ = ("vm", "end", "ov", "buf", "n", "tid", "routine")

    def __init__(self, vm, end, ov, buf, n, tid, routine):
        self.vm, self.end, self.ov, self.buf, self.n = vm, end, ov, buf, n
        self.tid, self.routine = tid, routine


def _event(vm, ov):
    h = OVERLAPPED.at(vm.mem, ov, vm.ptr_size).hEvent
    return vm.handles.get(h & ~1 & 0xFFFFFFFF, "event|waitable timer"), bool(h & 1)


def start(vm, obj, ov):
    """An operation starts: Internal STATUS_PENDING, the event (or the handle) reset."""
    v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)
    v.Internal, v.InternalHigh = STATUS_PENDING, 0
    ev, _ = _event(vm, ov)
    if ev is not None:
        ev.state = False
    else:
        obj.io_signaled = False


def complete(vm, obj, ov, status, count, routine=0, tid=None, at_once=False):
    """The operation of OVERLAPPED ``ov`` on handle object ``obj`` ends with NTSTATUS
    ``status`` and ``count`` bytes (``at_once``: before the call that started it
    returned)."""
    v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)
    v.Internal, v.InternalHigh = status, count
    ev, no_port = _event(vm, ov)
    if ev is not None:
        ev.state = True
    if ev is None or not getattr(obj, "skip_set_event", False):
        obj.io_signaled = True
    err = status_error(status)
    if err is None:
        err = status & 0xFFFF
    if routine:
        queue_apc(vm, tid, routine, err, count, ov)
        return
    port = getattr(obj, "completion", None)
    if port is not None and not no_port and not (
            at_once and status == STATUS_SUCCESS and getattr(obj, "skip_on_success", False)):
        target, key = port
        target.packets.append((count, key, ov, err))


def pend_read(vm, end, ov, buf, n, routine=0):
    """Leave a read of named pipe end ``end`` pending until data or an error comes (its
    instance's ``pending`` list: a write or close of either end, in whichever process,
    completes it)."""
    start(vm, end, ov)
    end.instance.pending.append(PendingRead(vm, end, ov, buf, n, vm.threads.current.tid,
                                            routine))


def service(instance):
    """Complete the reads pending on a named pipe instance that can complete now, oldest
    first (after a write to it, a close of one of its ends, a disconnection)."""
    still = []
    for p in instance.pending:
        end, vm = p.end, p.vm
        if end.open and end.inbox:
            data, err = end.take(p.n)
            if data:
                vm.mem.write(p.buf, data)
            complete(vm, end, p.ov, STATUS_BUFFER_OVERFLOW if err == ERROR_MORE_DATA
                     else STATUS_SUCCESS, len(data), p.routine, p.tid)
            continue
        err = end.error() if end.open else ERROR_BROKEN_PIPE
        if err:
            complete(vm, end, p.ov, error_status(err) or STATUS_PIPE_BROKEN, 0,
                     p.routine, p.tid)
            continue
        still.append(p)
    instance.pending[:] = still


def cancel(vm, obj, ov=None, tid=None):
    """CancelIo / CancelIoEx: end the pending operations on handle object ``obj`` (only
    OVERLAPPED ``ov``'s, or thread ``tid``'s, when given) with STATUS_CANCELLED. The
    number cancelled."""
    instance = getattr(obj, "instance", None)
    if instance is None:
        return 0
    still, done = [], 0
    for p in instance.pending:
        if p.end is obj and (ov is None or p.ov == ov) and (tid is None or p.tid == tid):
            complete(p.vm, obj, p.ov, STATUS_CANCELLED, 0, p.routine, p.tid)
            done += 1
        else:
            still.append(p)
    instance.pending[:] = still
    return done


def queue_apc(vm, tid, routine, *args):
    """Queue ``routine(*args)`` (stdcall) to thread ``tid``: a completion routine's
    ``(err, count, ov)``, QueueUserAPC's one ULONG_PTR, NtQueueApcThread's three."""
    vm.kernel.apcs.setdefault(tid, []).append((routine, tuple(args)))


def apcs_waiting(vm, tid):
    """True when thread ``tid`` has completion routines queued."""
    return bool(vm.kernel.apcs.get(tid))


def take_apcs(vm, tid):
    """The completion routines queued to thread ``tid``, taken off its queue."""
    return vm.kernel.apcs.pop(tid, [])


def run_apcs(vm, tid):
    """Generator: run the APCs queued to thread ``tid`` (the current one), in order,
    those they queue in turn too."""
    while apcs_waiting(vm, tid):
        for routine, args in take_apcs(vm, tid):
            yield GuestCall(routine, args)
