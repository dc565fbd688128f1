"""KERNEL32's overlapped I/O beyond ReadFile / WriteFile (``kernel/overlapped.py`` has the
rules): ReadFileEx / WriteFileEx, whose completion routines run as APCs when the thread
that started them waits alertably (:func:`alertable_wait`, used by SleepEx,
WaitForSingleObjectEx, WaitForMultipleObjectsEx, GetOverlappedResultEx,
GetQueuedCompletionStatusEx and MsgWaitForMultipleObjectsEx with MWMO_ALERTABLE),
SetFileCompletionNotificationModes, CancelSynchronousIo, and ReadFileScatter /
WriteFileGather."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_HANDLE_EOF, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_IO_PENDING, ERROR_NOT_FOUND,
                             STATUS_SUCCESS, WAIT_IO_COMPLETION)
from ...kernel.fileio import overlapped_offset
from ...kernel.vmem import PAGE
from ...kernel.files import FileObject
from ...kernel.mailslot import MailslotClient
from ...kernel.namedpipe import NamedPipeEnd
from ...kernel.overlapped import apcs_waiting, complete, queue_apc, start
from ...core.structures import OVERLAPPED
from .files import ReadFile, WriteFile
from .namedpipe import named_read_overlapped
from .threads import thread_of
from ...kernel.sync import wait_for
from ...core.dllnames import KERNEL32

FILE_SKIP_COMPLETION_PORT_ON_SUCCESS, FILE_SKIP_SET_EVENT_ON_HANDLE = 0x1, 0x2


def alertable_wait(c, objs, wait_all, ms, alertable, who, ready=None):
    """``wait_for`` that, when ``alertable``, also ends when the thread has completion
    routines queued: they run and the result is WAIT_IO_COMPLETION (kernel/sync.py runs
    them inside the one restartable wait, so a savestate carries the wait). ``ready``: a
    condition that also ends the wait (its result is then WAIT_OBJECT_0 + len(objs)).
    An int when decided at once, else a generator."""
    vm = c.vm
    if not alertable:
        return wait_for(vm, objs, wait_all, ms, ready, who=who)
    tid = vm.threads.current.tid

    def queue_ready():
        # what wakes the parked wait: a routine queued, or the caller's condition
        return apcs_waiting(vm, tid) or (ready is not None and ready())
    if ready is None and not vm.threads.multi and ms == 0xFFFFFFFF and \
            not apcs_waiting(vm, tid) and not any(o.signaled() for o in objs):
        # nothing but this thread could end the wait: wait_for's deadlock report
        return wait_for(vm, objs, wait_all, ms, who=who)
    return wait_for(vm, objs, wait_all, ms, queue_ready, who=who, alertable=True)


def _ex(c, h, buf, n, ov, routine, write):
    """ReadFileEx / WriteFileEx: the operation as ReadFile / WriteFile's on an overlapped
    handle, but its completion queues ``routine`` to this thread instead of setting the
    event or posting a packet."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not getattr(obj, "overlapped", False):
        vm.last_error = ERROR_INVALID_PARAMETER    # only for a handle opened overlapped
        return 0
    if isinstance(obj, NamedPipeEnd) and not write:
        r = named_read_overlapped(c, obj, buf, n, 0, ov, routine)
        if not r and vm.last_error == 997:     # ERROR_IO_PENDING: it is under way
            vm.last_error = 0
            return 1
        return r
    if isinstance(obj, (NamedPipeEnd, FileObject, MailslotClient)):
        # the operation completes at once (kernel/overlapped.py), without the event or a
        # port packet (ReadFileEx leaves hEvent to the caller): the routine is told.
        v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)
        event, port = v.hEvent, obj.completion
        v.hEvent, obj.completion = 0, None
        try:
            if isinstance(obj, FileObject) and not write:
                r = ReadFile(c, h, buf, n, 0, ov)
            else:
                r = WriteFile(c, h, buf, n, 0, ov)
        finally:
            obj.completion = port
            OVERLAPPED.at(vm.mem, ov, vm.ptr_size).hEvent = event
        if not isinstance(r, int):
            raise Unimplemented("KERNEL32.dll!%s: an operation that waits"
                                % ("WriteFileEx" if write else "ReadFileEx"))
        if r:
            v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)
            queue_apc(vm, vm.threads.current.tid, routine, 0, v.InternalHigh & 0xFFFFFFFF,
                      ov)
        return r
    raise Unimplemented("KERNEL32.dll!%s: a %s" % ("WriteFileEx" if write else "ReadFileEx",
                                                   type(obj).HANDLE_KIND))


@api(KERNEL32, "ReadFileEx", "HANDLE h, LPVOID buf, DWORD n, LPVOID ov, LPVOID routine",
     widths=BOTH)
def ReadFileEx(c, h, buf, n, ov, routine):
    """Start a read on an overlapped handle; when it completes, ``routine(error, bytes,
    ov)`` is queued to this thread and runs in its next alertable wait. TRUE when the
    read started (ERROR_HANDLE_EOF at the end of a file: FALSE)."""
    return _ex(c, h, buf, n, ov, routine, False)


@api(KERNEL32, "WriteFileEx", "HANDLE h, LPVOID buf, DWORD n, LPVOID ov, LPVOID routine",
     widths=BOTH)
def WriteFileEx(c, h, buf, n, ov, routine):
    """Start a write on an overlapped handle, its completion routine queued as
    ReadFileEx's."""
    return _ex(c, h, buf, n, ov, routine, True)


@api(KERNEL32, "SetFileCompletionNotificationModes", "HANDLE h, UCHAR flags", widths=BOTH)
def SetFileCompletionNotificationModes(c, h, flags):
    """FILE_SKIP_COMPLETION_PORT_ON_SUCCESS: an operation that succeeds at once posts no
    packet to the port; FILE_SKIP_SET_EVENT_ON_HANDLE: a completion does not signal the
    handle itself."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if flags & ~(FILE_SKIP_COMPLETION_PORT_ON_SUCCESS | FILE_SKIP_SET_EVENT_ON_HANDLE) or \
            not isinstance(obj, (FileObject, NamedPipeEnd, MailslotClient)):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    obj.skip_on_success = bool(flags & FILE_SKIP_COMPLETION_PORT_ON_SUCCESS)
    obj.skip_set_event = bool(flags & FILE_SKIP_SET_EVENT_ON_HANDLE)
    return 1


@api(KERNEL32, "CancelSynchronousIo", "HANDLE thread", widths=BOTH)
def CancelSynchronousIo(c, thread):
    """End the synchronous read thread ``thread`` is waiting in (a pipe's, anonymous or
    named): it fails with ERROR_OPERATION_ABORTED. FALSE with ERROR_NOT_FOUND when the
    thread waits in no such read."""
    vm = c.vm
    t = thread_of(c, thread)
    if t is None:
        return 0
    if not t.sync_io:
        vm.last_error = ERROR_NOT_FOUND
        return 0
    t.cancel_io = True
    return 1


def _segments(vm, fse, n):
    """The page buffers of a FILE_SEGMENT_ELEMENT array for ``n`` bytes (each element
    8 bytes wide, a PVOID64, at both widths)."""
    count = (n + PAGE - 1) // PAGE
    return [vm.mem.u64(fse + 8 * i) & ((1 << 8 * vm.ptr_size) - 1) for i in range(count)]


def _scatter_gather(c, h, fse, n, reserved, ov, write):
    """ReadFileScatter / WriteFileGather: the transfer at the OVERLAPPED's offset
    between the file and whole pages, done at once and reported as unbuffered I/O is,
    pending (FALSE with ERROR_IO_PENDING; its completion sets the event and posts to the
    port). A read starting at or past the end fails at once with ERROR_HANDLE_EOF."""
    vm = c.vm
    f = vm.handles.get(h, FileObject)
    if f is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not f.overlapped or not ov or reserved or not fse:
        vm.last_error = ERROR_INVALID_PARAMETER   # unbuffered, overlapped handles only
        return 0
    if not (f.writable if write else f.readable):
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    pages = _segments(vm, fse, n)
    offset = overlapped_offset(vm.mem, ov)
    keep = f.tell()
    try:
        if write:
            data = b"".join(vm.mem.read(p, PAGE) for p in pages)[:n]
            f.seek(offset)
            done = f.write(data)
        else:
            if offset >= f.size():
                vm.last_error = ERROR_HANDLE_EOF
                return 0
            f.seek(offset)
            data = f.read(n)
            for i, p in enumerate(pages):
                chunk = data[i * PAGE:(i + 1) * PAGE]
                if chunk:
                    vm.mem.write(p, chunk)
            done = len(data)
    finally:
        f.seek(keep)
    start(vm, f, ov)
    complete(vm, f, ov, STATUS_SUCCESS, done)
    vm.last_error = ERROR_IO_PENDING
    return 0


@api(KERNEL32, "ReadFileScatter", "HANDLE h, LPVOID segments, DWORD n, LPVOID reserved, "
     "LPVOID ov", widths=BOTH)
def ReadFileScatter(c, h, segments, n, reserved, ov):
    """Read ``n`` bytes at the OVERLAPPED's offset into the pages a FILE_SEGMENT_ELEMENT
    array names (a handle opened with FILE_FLAG_OVERLAPPED; pages past the end of the
    file are left as they were)."""
    return _scatter_gather(c, h, segments, n, reserved, ov, False)


@api(KERNEL32, "WriteFileGather", "HANDLE h, LPVOID segments, DWORD n, LPVOID reserved, "
     "LPVOID ov", widths=BOTH)
def WriteFileGather(c, h, segments, n, reserved, ov):
    """Write ``n`` bytes at the OVERLAPPED's offset from the pages a FILE_SEGMENT_ELEMENT
    array names (a handle opened with FILE_FLAG_OVERLAPPED)."""
    return _scatter_gather(c, h, segments, n, reserved, ov, True)
