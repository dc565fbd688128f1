"""KERNEL32's named pipes, between the guest's own threads (``kernel/namedpipe.py`` has the
pipes and their rules): CreateNamedPipe, ConnectNamedPipe, DisconnectNamedPipe,
WaitNamedPipe, PeekNamedPipe (anonymous pipes too), TransactNamedPipe, CallNamedPipe,
SetNamedPipeHandleState, GetNamedPipeInfo; a client opens a pipe with CreateFile
(``open_client``, called from ``kernel32_files.py``).

An overlapped server end (FILE_FLAG_OVERLAPPED) waits for its client without blocking:
ConnectNamedPipe answers ERROR_IO_PENDING (the OVERLAPPED's event reset, Internal
STATUS_PENDING) and the client's CreateFile completes it; CancelIo / CancelIoEx
(``cancel_connect``) end it with STATUS_CANCELLED. An overlapped end's reads with an
OVERLAPPED complete at once when data waits, else stay pending (``named_read_overlapped``,
``kernel/overlapped.py``); writes complete at once. Every other wait is on the guest's threads: a
wait that only the waiting thread could end stops the guest with a deadlock report.
"""

from ....abi.api import BOTH, PARK, api
from ....abi.faults import GuestFault
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_PIPE, ERROR_FILE_NOT_FOUND,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_NAME,
                             ERROR_INVALID_PARAMETER, ERROR_MORE_DATA, ERROR_NO_DATA,
                             ERROR_PATH_NOT_FOUND, ERROR_PIPE_BUSY, ERROR_PIPE_CONNECTED,
                             ERROR_PIPE_LISTENING, ERROR_SEM_TIMEOUT)
from ...core.winerror import (ERROR_IO_PENDING, STATUS_BUFFER_OVERFLOW, STATUS_CANCELLED,
                             STATUS_SUCCESS)
from ...kernel.overlapped import complete, pend_read, service, start
from ...kernel.fileio import PipeEnd
from ...kernel.namedpipe import (CONNECTED, DISCONNECTED, LISTENING, PIPE_ACCESS_INBOUND,
                                PIPE_ACCESS_OUTBOUND, PIPE_NOWAIT, PIPE_READMODE_MESSAGE,
                                PIPE_TYPE_MESSAGE, NamedPipe, NamedPipeEnd, PipeInstance,
                                pipe_key, read)
from ...core.dllnames import KERNEL32

INVALID_HANDLE_VALUE = 0xFFFFFFFF
FILE_FLAG_OVERLAPPED, FILE_FLAG_FIRST_PIPE_INSTANCE = 0x40000000, 0x00080000
PIPE_UNLIMITED_INSTANCES = 255
NMPWAIT_USE_DEFAULT_WAIT, NMPWAIT_WAIT_FOREVER = 0, 0xFFFFFFFF
PIPE_SERVER_END = 0x1
GENERIC_READ, GENERIC_WRITE, GENERIC_ALL = 0x80000000, 0x40000000, 0x10000000
FILE_READ_DATA, FILE_WRITE_DATA = 0x1, 0x2


def _fail(vm, err, value=0):
    vm.last_error = err
    return value


def _end(c, h):
    end = c.vm.handles.get(h, NamedPipeEnd)
    if end is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return end


@api(KERNEL32, "CreateNamedPipe{AW}", "LPCTSTR name, DWORD open_mode, DWORD pipe_mode, "
     "DWORD max_instances, DWORD out_size, DWORD in_size, DWORD timeout, LPVOID sa", widths=BOTH)
def CreateNamedPipe(c, name, open_mode, pipe_mode, max_instances, out_size, in_size,
                    timeout, sa):
    """The server end of a new instance of pipe ``name`` (``\\\\.\\pipe\\...``), listening.
    A name in use must match the first instance's type and access and have an instance to
    spare (else ERROR_PIPE_BUSY); FILE_FLAG_FIRST_PIPE_INSTANCE refuses a name in use."""
    vm = c.vm
    key = pipe_key(name)
    if key is None:
        # a name outside \\.\pipe\ is a path no pipe can have
        return _fail(vm, ERROR_PATH_NOT_FOUND, INVALID_HANDLE_VALUE)
    access = open_mode & 3
    message = bool(pipe_mode & PIPE_TYPE_MESSAGE)
    if not access or not 1 <= max_instances <= PIPE_UNLIMITED_INSTANCES or (
            pipe_mode & PIPE_READMODE_MESSAGE and not message):
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    pipe = vm.kernel.named_pipes.get(key)
    if pipe is not None and not pipe.instances:
        pipe = None                     # every instance closed: the name is free again
    if pipe is None:
        pipe = NamedPipe(key, access, message, max_instances, out_size, in_size,
                         timeout or 50)
        vm.kernel.named_pipes[key] = pipe
    else:
        if open_mode & FILE_FLAG_FIRST_PIPE_INSTANCE or pipe.access != access:
            return _fail(vm, ERROR_ACCESS_DENIED, INVALID_HANDLE_VALUE)
        if len(pipe.instances) >= pipe.max_instances:
            return _fail(vm, ERROR_PIPE_BUSY, INVALID_HANDLE_VALUE)
    inst = PipeInstance(pipe)
    pipe.instances.append(inst)
    end = NamedPipeEnd(inst, True, bool(access & PIPE_ACCESS_INBOUND),
                       bool(access & PIPE_ACCESS_OUTBOUND),
                       bool(pipe_mode & PIPE_READMODE_MESSAGE), bool(pipe_mode & PIPE_NOWAIT),
                       bool(open_mode & FILE_FLAG_OVERLAPPED))
    vm.last_error = 0
    return vm.new_handle(end)


def open_client(vm, name, access):
    """CreateFile of ``\\\\.\\pipe\\name``: (handle object, 0), or (None, error):
    ERROR_FILE_NOT_FOUND without such a pipe, ERROR_PIPE_BUSY when no instance listens.
    The client reads in byte mode until SetNamedPipeHandleState."""
    pipe = vm.kernel.named_pipes.get(pipe_key(name))
    if pipe is None or not pipe.instances:
        return None, ERROR_FILE_NOT_FOUND
    inst = pipe.listening()
    if inst is None:
        return None, ERROR_PIPE_BUSY
    read = bool(access & (GENERIC_READ | GENERIC_ALL | FILE_READ_DATA))
    write = bool(access & (GENERIC_WRITE | GENERIC_ALL | FILE_WRITE_DATA))
    # the client may only use the directions the server opened
    if (read and not pipe.access & PIPE_ACCESS_OUTBOUND) or \
            (write and not pipe.access & PIPE_ACCESS_INBOUND):
        return None, ERROR_ACCESS_DENIED
    end = NamedPipeEnd(inst, False, read, write, False)
    inst.client = end
    inst.state = CONNECTED
    if inst.pending_connect is not None:        # an overlapped ConnectNamedPipe ends
        ov, _tid, server = inst.pending_connect
        inst.pending_connect = None
        complete(vm, server, ov, STATUS_SUCCESS, 0)
    return end, 0


def cancel_connect(vm, end, ov=None, tid=None):
    """CancelIo / CancelIoEx of an overlapped ConnectNamedPipe pending on ``end``
    (only the one of OVERLAPPED ``ov``, or of thread ``tid``, when given): it ends with
    STATUS_CANCELLED and its event is set. True when one was cancelled."""
    pending = end.instance.pending_connect if end.server else None
    if pending is None or (ov is not None and pending[0] != ov) or \
            (tid is not None and pending[1] != tid):
        return False
    end.instance.pending_connect = None
    complete(vm, end, pending[0], STATUS_CANCELLED, 0)
    return True


@api(KERNEL32, "ConnectNamedPipe", "HANDLE h, LPVOID ov", widths=BOTH)
def ConnectNamedPipe(c, h, ov):
    """Wait for a client on this server end: TRUE when one connects; FALSE with
    ERROR_PIPE_CONNECTED when one already has, ERROR_NO_DATA when the last one left
    without a DisconnectNamedPipe, ERROR_PIPE_LISTENING at once for a PIPE_NOWAIT pipe."""
    vm = c.vm
    end = _end(c, h)
    if end is None:
        return 0
    if not end.server:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    inst = end.instance
    if inst.state == CONNECTED:
        return _fail(vm, ERROR_PIPE_CONNECTED)
    if inst.state == DISCONNECTED:
        if inst.client is not None:
            return _fail(vm, ERROR_NO_DATA)
        inst.state = LISTENING
    if end.nowait:
        return _fail(vm, ERROR_PIPE_LISTENING)
    if end.overlapped and ov:
        # documented: the wait goes on while the call returns; the I/O starts by
        # resetting the OVERLAPPED's event
        start(vm, end, ov)
        inst.pending_connect = (ov, vm.threads.current.tid, end)
        return _fail(vm, ERROR_IO_PENDING)
    return _wait_client(vm, inst)


def _wait_client(vm, inst):
    if not vm.threads.multi:
        raise GuestFault("deadlock", "deadlock: ConnectNamedPipe with no other thread to "
                         "connect a client")
    while inst.state == LISTENING:
        yield PARK
    return 1


@api(KERNEL32, "DisconnectNamedPipe", "HANDLE h", widths=BOTH)
def DisconnectNamedPipe(c, h):
    """Cut the client off (its handle then fails with ERROR_PIPE_NOT_CONNECTED) and throw
    away unread data; ConnectNamedPipe listens again."""
    vm = c.vm
    end = _end(c, h)
    if end is None:
        return 0
    if not end.server:
        return _fail(vm, ERROR_INVALID_HANDLE)
    inst = end.instance
    if inst.state == LISTENING:
        return _fail(vm, ERROR_PIPE_LISTENING)
    inst.state = DISCONNECTED
    inst.client = None
    inst.to_server.clear()
    inst.to_client.clear()
    service(inst)           # the reads pending on it end
    return 1


@api(KERNEL32, "WaitNamedPipe{AW}", "LPCTSTR name, DWORD timeout", widths=BOTH)
def WaitNamedPipe(c, name, timeout):
    """Wait until an instance of the pipe listens: TRUE; ERROR_FILE_NOT_FOUND without such a
    pipe, ERROR_SEM_TIMEOUT after ``timeout`` ms (NMPWAIT_USE_DEFAULT_WAIT: the pipe's
    own; NMPWAIT_WAIT_FOREVER)."""
    vm = c.vm
    key = pipe_key(name)
    pipe = vm.kernel.named_pipes.get(key) if key is not None else None
    if pipe is None or not pipe.instances:
        return _fail(vm, ERROR_FILE_NOT_FOUND if key is not None else ERROR_INVALID_NAME)
    if pipe.listening() is not None:
        return 1
    ms = pipe.timeout if timeout == NMPWAIT_USE_DEFAULT_WAIT else timeout
    return _wait_listening(vm, pipe, ms)


def _wait_listening(vm, pipe, ms):
    forever = ms == NMPWAIT_WAIT_FOREVER
    if forever and not vm.threads.multi:
        raise GuestFault("deadlock", "deadlock: WaitNamedPipe(NMPWAIT_WAIT_FOREVER) with no "
                         "other thread to make an instance listen")
    deadline = None if forever else vm.clock.now_ms() + ms
    vm.sleep_deadline = deadline
    try:
        while True:
            yield PARK
            if pipe.listening() is not None:
                return 1
            if not pipe.instances:
                return _fail(vm, ERROR_FILE_NOT_FOUND)
            if deadline is not None and vm.clock.now_ms() >= deadline:
                return _fail(vm, ERROR_SEM_TIMEOUT)
    finally:
        vm.sleep_deadline = None


@api(KERNEL32, "PeekNamedPipe", "HANDLE h, LPVOID buf, DWORD size, LPVOID nread, LPVOID avail, "
                         "LPVOID left", widths=BOTH)
def PeekNamedPipe(c, h, buf, size, nread, avail, left):
    """Copy what is waiting without taking it; the bytes waiting and (message pipes) those
    left of the first message. A broken pipe with nothing waiting fails with its error."""
    vm = c.vm
    mem = vm.mem
    obj = vm.handles.get(h)
    if isinstance(obj, PipeEnd):
        data = bytes(obj.pipe.data)
        if not data and not obj.pipe.writers:
            return _fail(vm, 109)       # ERROR_BROKEN_PIPE
        total, first = len(data), 0
    elif isinstance(obj, NamedPipeEnd):
        total, first = obj.available()
        if not total:
            err = obj.error()
            if err:
                return _fail(vm, err)
        msgs = list(obj.inbox)
        data = bytes(msgs[0]) if obj.instance.pipe.message and obj.read_message and msgs \
            else b"".join(bytes(m) for m in msgs)
    else:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if buf and size:
        part = data[:size]
        mem.write(buf, part)
        if nread:
            mem.w32(nread, len(part))
        if left and first:
            first = max(0, first - len(part))
    elif nread:
        mem.w32(nread, 0)
    if avail:
        mem.w32(avail, total)
    if left:
        mem.w32(left, first)
    return 1


def named_read(c, end, buf, n, nread):
    """ReadFile on a named pipe end (a generator: it may wait)."""
    vm = c.vm
    if not end.readable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    data, err = yield from read(vm, end, n)
    if data:
        vm.mem.write(buf, data)
    if nread:
        vm.mem.w32(nread, len(data))
    if err:
        return _fail(vm, err)
    return 1


def named_read_overlapped(c, end, buf, n, nread, ov, routine=0):
    """ReadFile (ReadFileEx: with completion ``routine``) of an overlapped end with an
    OVERLAPPED: data waiting is read at once (the operation completes: event, port
    packet, routine); else the read stays pending until a write or the other end's close
    (``kernel/overlapped.py``) and the call answers ERROR_IO_PENDING."""
    vm = c.vm
    if not end.readable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    if end.inbox:
        data, err = end.take(n)
        if data:
            vm.mem.write(buf, data)
        if nread:
            vm.mem.w32(nread, len(data))
        complete(vm, end, ov, STATUS_BUFFER_OVERFLOW if err else STATUS_SUCCESS, len(data),
                 routine, vm.threads.current.tid, at_once=True)
        return _fail(vm, err) if err else 1
    err = end.error()
    if err:
        return _fail(vm, err)
    if end.nowait:
        return _fail(vm, ERROR_NO_DATA)
    pend_read(vm, end, ov, buf, n, routine)
    return _fail(vm, ERROR_IO_PENDING)


def named_write(c, end, buf, n, nwritten):
    """WriteFile on a named pipe end."""
    vm = c.vm
    if not end.writable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    done, err = end.put(vm.mem.read(buf, n))
    if err:
        return _fail(vm, err)
    if nwritten:
        vm.mem.w32(nwritten, done)
    return 1


@api(KERNEL32, "SetNamedPipeHandleState", "HANDLE h, LPVOID mode, LPVOID max_collect, "
                                   "LPVOID timeout", widths=BOTH)
def SetNamedPipeHandleState(c, h, mode, max_collect, timeout):
    """Set the handle's read mode (PIPE_READMODE_MESSAGE only on a message-type pipe) and
    wait mode; the collection limits belong to pipes of other machines and must be NULL.
    An anonymous pipe's end (CreatePipe) is one of a byte-type pipe: byte reads, and
    waits or not (libuv sets PIPE_READMODE_BYTE | PIPE_WAIT on the handles it opens)."""
    vm = c.vm
    anon = vm.handles.get(h, PipeEnd)
    if anon is not None:
        if max_collect or timeout:
            return _fail(vm, ERROR_INVALID_PARAMETER)
        if mode:
            m = vm.mem.u32(mode)
            if m & ~PIPE_NOWAIT:       # message reads of a byte pipe, or unknown bits
                return _fail(vm, ERROR_INVALID_PARAMETER)
            anon.nowait = bool(m & PIPE_NOWAIT)
        return 1
    end = _end(c, h)
    if end is None:
        return 0
    if max_collect or timeout:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if mode:
        m = vm.mem.u32(mode)
        if m & ~(PIPE_READMODE_MESSAGE | PIPE_NOWAIT) or (
                m & PIPE_READMODE_MESSAGE and not end.instance.pipe.message):
            return _fail(vm, ERROR_INVALID_PARAMETER)
        end.read_message = bool(m & PIPE_READMODE_MESSAGE)
        end.nowait = bool(m & PIPE_NOWAIT)
    return 1


@api(KERNEL32, "GetNamedPipeInfo", "HANDLE h, LPVOID flags, LPVOID out_size, LPVOID in_size, "
                            "LPVOID max_instances", widths=BOTH)
def GetNamedPipeInfo(c, h, flags, out_size, in_size, max_instances):
    """The end (PIPE_SERVER_END), type (PIPE_TYPE_MESSAGE), buffer sizes and instance
    limit of a pipe."""
    vm = c.vm
    end = _end(c, h)
    if end is None:
        return 0
    pipe = end.instance.pipe
    mem = vm.mem
    for ptr, value in ((flags, (PIPE_SERVER_END if end.server else 0) |
                        (PIPE_TYPE_MESSAGE if pipe.message else 0)),
                       (out_size, pipe.out_size), (in_size, pipe.in_size),
                       (max_instances, pipe.max_instances)):
        if ptr:
            mem.w32(ptr, value)
    return 1


def _transact(c, end, inbuf, inlen, outbuf, outlen, nread):
    vm = c.vm
    if not (end.instance.pipe.message and end.read_message):
        return _fail(vm, ERROR_BAD_PIPE)
    if end.inbox:
        return _fail(vm, ERROR_BAD_PIPE)    # unread data: not a transaction
    done, err = end.put(vm.mem.read(inbuf, inlen))
    if err:
        return _fail(vm, err)
    data, err = yield from read(vm, end, outlen, "TransactNamedPipe")
    if data:
        vm.mem.write(outbuf, data)
    if nread:
        vm.mem.w32(nread, len(data))
    if err and err != ERROR_MORE_DATA:
        return _fail(vm, err)
    if err:
        return _fail(vm, err)
    return 1


@api(KERNEL32, "TransactNamedPipe", "HANDLE h, LPVOID inbuf, DWORD inlen, LPVOID outbuf, "
                             "DWORD outlen, LPVOID nread, LPVOID ov", widths=BOTH)
def TransactNamedPipe(c, h, inbuf, inlen, outbuf, outlen, nread, ov):
    """Write one message and read the reply (a message pipe read in message mode, with
    nothing unread: else ERROR_BAD_PIPE); a reply too long gives its first part and
    ERROR_MORE_DATA."""
    end = _end(c, h)
    if end is None:
        return 0
    return _transact(c, end, inbuf, inlen, outbuf, outlen, nread)


@api(KERNEL32, "CallNamedPipe{AW}", "LPCTSTR name, LPVOID inbuf, DWORD inlen, LPVOID outbuf, "
                             "DWORD outlen, LPVOID nread, DWORD timeout", widths=BOTH)
def CallNamedPipe(c, name, inbuf, inlen, outbuf, outlen, nread, timeout):
    """Connect to a message pipe (waiting up to ``timeout`` for an instance), exchange one
    message each way and close."""
    vm = c.vm
    key = pipe_key(name)
    pipe = vm.kernel.named_pipes.get(key) if key is not None else None
    if pipe is None or not pipe.instances:
        return _fail(vm, ERROR_FILE_NOT_FOUND)
    if pipe.listening() is None:
        ok = yield from _wait_listening(vm, pipe, pipe.timeout
                                        if timeout == NMPWAIT_USE_DEFAULT_WAIT else timeout)
        if not ok:
            return 0
    end, err = open_client(vm, name, GENERIC_READ | GENERIC_WRITE)
    if end is None:
        return _fail(vm, err)
    if not pipe.message:
        end.close()
        return _fail(vm, ERROR_INVALID_PARAMETER)   # a byte pipe cannot read messages
    end.read_message = True
    try:
        return (yield from _transact(c, end, inbuf, inlen, outbuf, outlen, nread))
    finally:
        end.close()
