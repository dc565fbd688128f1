"""Named pipes between the guest's own threads (``dlls/kernel32/namedpipe.py`` declares the
functions; ReadFile / WriteFile / CloseHandle reach them through ``NamedPipeEnd``).

A pipe is a name under ``\\\\.\\pipe\\`` with up to ``max_instances`` instances. An
instance starts *listening* (a client's CreateFile may connect to it even before the
server calls ConnectNamedPipe), is *connected* to one client, and becomes *disconnected*
when the client closes its handle (the server reads ERROR_BROKEN_PIPE and ConnectNamedPipe
answers ERROR_NO_DATA until DisconnectNamedPipe) or when the server disconnects it
(the client's reads and writes then fail with ERROR_PIPE_NOT_CONNECTED). DisconnectNamedPipe
leaves the instance unavailable until ConnectNamedPipe makes it listen again.

Each direction is a queue of messages. A byte-mode read takes bytes across them; a
message-mode read (a message-type pipe whose handle reads in message mode) takes one
message, and a buffer too small for it gets the first part and ERROR_MORE_DATA, the rest
staying for the next read. A write never blocks (the buffer sizes are advisory, as
Windows lets a write exceed them). Pipes of no other machine exist: a name with a server
other than '.' is not found.

An overlapped server end's ConnectNamedPipe leaves the wait pending in the instance: a
client's CreateFile completes it, CancelIo / CancelIoEx cancel it.
"""

from collections import deque

from ...abi.faults import GuestFault
from ..core.winerror import (ERROR_BROKEN_PIPE, ERROR_MORE_DATA, ERROR_NO_DATA,
                             ERROR_OPERATION_ABORTED,
                             ERROR_PIPE_LISTENING, ERROR_PIPE_NOT_CONNECTED)
from .handletable import handle_kind
from .overlapped import service
from .fileio import sync_wait

__all__ = ["NamedPipe", "PipeInstance", "NamedPipeEnd", "pipe_key", "PREFIX"]

PREFIX = "\\\\.\\pipe\\"
PIPE_ACCESS_INBOUND, PIPE_ACCESS_OUTBOUND = 0x1, 0x2
PIPE_NOWAIT, PIPE_READMODE_MESSAGE, PIPE_TYPE_MESSAGE = 0x1, 0x2, 0x4
LISTENING, CONNECTED, DISCONNECTED, IDLE = "listening", "connected", "disconnected", "idle"


def pipe_key(name):
    """The pipe name's key in ``vm.kernel.named_pipes`` (names ignore case), or None when ``name``
    is not ``\\\\.\\pipe\\something``."""
    if name is None or len(name) <= len(PREFIX) or name[:len(PREFIX)].lower() != PREFIX:
        return None
    return name[len(PREFIX):].lower()


class NamedPipe:
    """A pipe name: its type, limits and live instances."""

    def __init__(self, key, access, message, max_instances, out_size, in_size, timeout):
        self.key, self.access, self.message = key, access, message
        self.max_instances = max_instances
        self.out_size, self.in_size, self.timeout = out_size, in_size, timeout
        self.instances = []

    def listening(self):
        """The first instance a client may connect to now, or None."""
        return next((i for i in self.instances if i.state == LISTENING), None)


class PipeInstance:
    """One server end and (while connected) one client, with a message queue each way."""

    def __init__(self, pipe):
        self.pipe = pipe
        self.state = LISTENING
        self.to_server, self.to_client = deque(), deque()
        self.client = None
        #: overlapped reads pending on either end (kernel/overlapped.PendingRead)
        self.pending = []
        #: an overlapped ConnectNamedPipe waiting for a client: its OVERLAPPED's address,
        #: the thread that started it and the server end (None: none waits)
        self.pending_connect = None


@handle_kind("named pipe")
class NamedPipeEnd:
    """A handle's object for the server or the client end of a pipe instance."""

    #: FILE_FLAG_OVERLAPPED's state (kernel/overlapped.py)
    skip_on_success = skip_set_event = False
    completion = None
    io_signaled = True
    #: the processes holding this end (a child's inherited handle is this object too)
    refs = 1

    def signaled(self):
        """The handle is signaled when its last operation completed."""
        return self.io_signaled

    def acquire(self):
        """A wait on the handle leaves it as it is."""

    def __init__(self, instance, server, readable, writable, read_message, nowait=False,
                 overlapped=False):
        self.instance, self.server = instance, server
        self.readable, self.writable = readable, writable
        self.read_message, self.nowait = read_message, nowait
        #: the end was made (or opened) with FILE_FLAG_OVERLAPPED
        self.overlapped = overlapped
        self.open = True

    @property
    def inbox(self):
        """The messages this end reads."""
        i = self.instance
        return i.to_server if self.server else i.to_client

    @property
    def outbox(self):
        """The messages this end writes."""
        i = self.instance
        return i.to_client if self.server else i.to_server

    def connected(self):
        """True while this end has a peer to talk to."""
        i = self.instance
        return i.state == CONNECTED and (self.server or i.client is self)

    def close(self):
        """The last handle closed: a server end takes its instance away (its client is
        cut off); a client end leaves its server disconnected."""
        if not self.open:
            return
        self.refs -= 1
        if self.refs > 0:
            return          # another process still holds it
        self.open = False
        i = self.instance
        try:
            self._cut()
        finally:
            service(i)      # the reads pending on the instance end

    def _cut(self):
        """What this end's going does to its instance."""
        i = self.instance
        if self.server:
            if i in i.pipe.instances:
                i.pipe.instances.remove(i)
            i.state = IDLE
            i.to_server.clear()
            i.to_client.clear()
        elif i.client is self and i.state == CONNECTED:
            i.state = DISCONNECTED
            i.to_client.clear()

    def error(self):
        """Why this end can neither read nor write now (0: it can)."""
        i = self.instance
        if self.server:
            if i.state == LISTENING:
                return ERROR_PIPE_LISTENING
            if i.state == DISCONNECTED:
                return ERROR_BROKEN_PIPE if i.client is not None else ERROR_PIPE_NOT_CONNECTED
            if i.state == IDLE:
                return ERROR_PIPE_NOT_CONNECTED
            return 0
        if i.state == IDLE:
            return ERROR_BROKEN_PIPE          # the server closed its end
        if i.client is not self or i.state != CONNECTED:
            return ERROR_PIPE_NOT_CONNECTED   # the server disconnected this client
        return 0

    def available(self):
        """(bytes waiting, bytes left of the first message)."""
        box = self.inbox
        total = sum(len(m) for m in box)
        return total, (len(box[0]) if box and self.instance.pipe.message else 0)

    def take(self, n):
        """(data, error) of one read of up to ``n`` bytes from a non-empty inbox."""
        box = self.inbox
        if self.read_message:
            msg = box[0]
            if len(msg) > n:
                box[0] = msg[n:]
                return bytes(msg[:n]), ERROR_MORE_DATA
            box.popleft()
            return bytes(msg), 0
        out = bytearray()
        while box and len(out) < n:
            msg = box[0]
            need = n - len(out)
            out += msg[:need]
            if len(msg) > need:
                box[0] = msg[need:]
            else:
                box.popleft()
        return bytes(out), 0

    def put(self, data):
        """(bytes written, error) of one write."""
        err = self.error()
        if err == ERROR_BROKEN_PIPE or (not self.server and err):
            return 0, ERROR_NO_DATA if err == ERROR_BROKEN_PIPE else err
        if err:
            return 0, err
        if data or self.instance.pipe.message:
            self.outbox.append(bytearray(data))
            service(self.instance)      # a read pending on the other end completes
        return len(data), 0


def read(vm, end, n, who="ReadFile"):
    """Generator: (data, error) of a read, waiting while the pipe is connected and empty
    (a PIPE_NOWAIT handle fails with ERROR_NO_DATA instead)."""
    while True:
        if end.inbox:
            return end.take(n)
        err = end.error()
        if err:
            return b"", err
        if end.nowait:
            return b"", ERROR_NO_DATA
        if not vm.threads.multi:
            raise GuestFault("deadlock", "deadlock: %s on an empty named pipe that only "
                             "this thread could write" % who)
        if (yield from sync_wait(vm)):
            return b"", ERROR_OPERATION_ABORTED     # CancelSynchronousIo
