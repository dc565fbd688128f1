"""What file handles share beyond open/read/write (``kernel/files.py``): anonymous pipes
(CreatePipe), byte-range locks (LockFile/LockFileEx) and the OVERLAPPED bookkeeping of
I/O on handles opened without FILE_FLAG_OVERLAPPED.

- **Pipes** live inside the process: what the write end writes the read end reads, in
  order. A read waits (parks on the deterministic scheduler) while the pipe is empty and
  a write end is open, and then reports ERROR_BROKEN_PIPE once every write end is
  closed; a write to a pipe whose read end is closed fails with ERROR_NO_DATA; a read
  end set to PIPE_NOWAIT (SetNamedPipeHandleState) answers an empty pipe with
  ERROR_NO_DATA instead of waiting. The buffer
  grows as needed, so a write never waits for a reader (Windows blocks a writer once its
  buffer is full; a guest cannot tell the difference except by a deadlock it avoids).
- **Locks** are Windows' mandatory byte-range locks, per file (all handles on it): an
  exclusive lock lets only the handle that holds it read and write the range; a shared
  lock lets everyone read it and nobody write it. Closing a handle drops its locks.
- **OVERLAPPED** on a synchronous handle: the I/O happens at the structure's offset and
  completes before the call returns; Internal gets the NTSTATUS and InternalHigh the
  byte count, and the event (if any) is set — what GetOverlappedResult reads.
"""


from ...abi.api import PARK
from ...abi.faults import GuestFault
from ..core.structures import OVERLAPPED
from ..core.winerror import ERROR_BROKEN_PIPE, ERROR_NO_DATA, ERROR_OPERATION_ABORTED
from .handletable import handle_kind

__all__ = ["Pipe", "PipeEnd", "pipe_read", "pipe_write", "sync_wait", "lock_conflict", "file_locks",
           "overlapped_offset", "overlapped_done"]



class Pipe:
    """The buffer between a pipe's ends and how many of each are open."""

    def __init__(self):
        self.data = bytearray()
        self.readers = self.writers = 0


@handle_kind("pipe")
class PipeEnd:
    """A handle's object for one end of an anonymous pipe."""

    def __init__(self, pipe, writer):
        self.pipe, self.writer = pipe, writer
        self.readable, self.writable = not writer, writer
        self.open = True
        self.nowait = False     # PIPE_NOWAIT: a read of an empty pipe does not wait
        if writer:
            pipe.writers += 1
        else:
            pipe.readers += 1

    def close(self):
        """The last handle to this end closed: the other side sees it."""
        if not self.open:
            return
        self.open = False
        if self.writer:
            self.pipe.writers -= 1
        else:
            self.pipe.readers -= 1


def pipe_read(vm, end, n):
    """Generator: up to ``n`` bytes once some are there, or raise OSError-like
    (returns (data, error)): ERROR_BROKEN_PIPE when empty with no writer left,
    ERROR_NO_DATA when empty and the end does not wait (PIPE_NOWAIT)."""
    pipe = end.pipe
    if not pipe.data and pipe.writers and end.nowait:
        return b"", ERROR_NO_DATA
    if not pipe.data and pipe.writers and vm.alone:
        raise GuestFault("deadlock", "deadlock: ReadFile on an empty pipe whose write end "
                         "only this thread could write")
    while not pipe.data:
        if not pipe.writers:
            return b"", ERROR_BROKEN_PIPE
        if (yield from sync_wait(vm)):
            return b"", ERROR_OPERATION_ABORTED
    data = bytes(pipe.data[:n])
    del pipe.data[:n]
    return data, 0


def sync_wait(vm):
    """Generator: one turn of a synchronous read's wait (PARK), during which
    CancelSynchronousIo may end it: True when it did (the read then fails with
    ERROR_OPERATION_ABORTED)."""
    t = vm.threads.current
    t.sync_io = True
    try:
        yield PARK
    finally:
        t.sync_io = False
    if t.cancel_io:
        t.cancel_io = False
        return True
    return False


def pipe_write(end, data):
    """(bytes written, error): ERROR_NO_DATA when no read end is open."""
    if not end.pipe.readers:
        return 0, ERROR_NO_DATA
    end.pipe.data += data
    return len(data), 0


# -- byte-range locks ---------------------------------------------------------------------------
class Lock:
    """One locked range of a file, held through one handle's object."""

    def __init__(self, owner, start, length, exclusive):
        self.owner, self.start, self.length, self.exclusive = owner, start, length, exclusive

    def overlaps(self, start, length):
        """True when [start, start + length) meets this range (empty ranges never do)."""
        return length > 0 and self.length > 0 and \
            start < self.start + self.length and self.start < start + length


def file_locks(vm, f):
    """The live locks on file object ``f``'s file (locks of closed handles dropped)."""
    table = vm.kernel.file_locks
    locks = [lk for lk in table.get(f.real, []) if lk.owner.fd is not None]
    table[f.real] = locks
    return locks


def lock_conflict(vm, f, start, length, write):
    """True when reading (or writing) [start, start + length) through ``f`` meets
    another handle's exclusive lock or (for a write) any shared lock."""
    for lk in file_locks(vm, f):
        if not lk.overlaps(start, length):
            continue
        if lk.exclusive and lk.owner is not f:
            return True
        if write and not lk.exclusive:
            return True
    return False


# -- OVERLAPPED on synchronous handles -------------------------------------------------------
def overlapped_offset(mem, ov):
    """The 64-bit file offset an OVERLAPPED names."""
    v = OVERLAPPED.at(mem, ov, mem.ptr_size)
    return (v.OffsetHigh << 32) | v.Offset


def overlapped_done(vm, ov, status, count):
    """Record a completed operation in the OVERLAPPED and set its event."""
    v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)
    v.Internal, v.InternalHigh = status, count
    ev = vm.handles.get(v.hEvent, "event|waitable timer")
    if ev is not None:
        ev.state = True
