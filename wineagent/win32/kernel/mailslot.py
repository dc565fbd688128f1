"""Mailslots: one-way message queues named ``\\\\.\\mailslot\\name``.

The process that creates a mailslot (CreateMailslot) holds its one read handle; clients
open the name with CreateFile and write messages to it, each WriteFile one message,
which the reader takes whole, in order, one per ReadFile. The slot lives until its read
handle is closed. Only local mailslots exist (this machine is alone: no ``\\\\*\\`` or
``\\\\domain\\`` broadcast).
"""

from collections import deque
from .handletable import handle_kind

__all__ = ["Mailslot", "MailslotClient", "mailslot_key", "MAILSLOT_NO_MESSAGE",
           "MAILSLOT_WAIT_FOREVER"]

PREFIX = "\\\\.\\mailslot\\"
MAILSLOT_NO_MESSAGE = 0xFFFFFFFF
MAILSLOT_WAIT_FOREVER = 0xFFFFFFFF


def mailslot_key(name):
    """The name's key in ``vm.kernel.mailslots`` (names ignore case), or None when
    ``name`` is not ``\\\\.\\mailslot\\something``."""
    if name is None or len(name) <= len(PREFIX) or name[:len(PREFIX)].lower() != PREFIX:
        return None
    return name[len(PREFIX):].lower()


@handle_kind("mailslot")
class Mailslot:
    """The read end: the queued messages, the largest message allowed (0: any size) and
    the read time-out in milliseconds."""

    readable, writable = True, False

    def __init__(self, table, key, max_size, timeout):
        self.table, self.key = table, key
        self.max_size, self.timeout = max_size, timeout
        self.messages = deque()

    def next_size(self):
        """The size of the next message, or MAILSLOT_NO_MESSAGE."""
        return len(self.messages[0]) if self.messages else MAILSLOT_NO_MESSAGE

    def close(self):
        """Closing the read handle deletes the mailslot (clients' writes then fail)."""
        if self.table.get(self.key) is self:
            del self.table[self.key]
        self.table = {}


@handle_kind("mailslot client")
class MailslotClient:
    """A client handle: it writes messages to the slot it opened."""

    readable = False
    #: FILE_FLAG_OVERLAPPED's state (kernel/overlapped.py): a write completes at once
    overlapped = skip_on_success = skip_set_event = False
    completion = None
    io_signaled = True

    def __init__(self, slot, writable):
        self.slot, self.writable = slot, writable

    def close(self):
        """Nothing to release."""
