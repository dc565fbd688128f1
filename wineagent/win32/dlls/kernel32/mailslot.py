"""KERNEL32: mailslots (``kernel/mailslot.py``) — CreateMailslot, GetMailslotInfo,
SetMailslotInfo, and what CreateFile, ReadFile and WriteFile do with mailslot handles
(kernel32/files.py calls the helpers here).

A read takes the next whole message; none there waits up to the slot's read time-out
(guest time; 0 answers at once, MAILSLOT_WAIT_FOREVER waits for a message) and then fails
with ERROR_SEM_TIMEOUT. A message larger than the buffer stays queued and the read fails
with ERROR_INSUFFICIENT_BUFFER. The read handle cannot write, nor a client read
(ERROR_ACCESS_DENIED). Clients may open the name any number of times, with any sharing,
as since Windows Vista.
"""

from ....abi.api import BOTH, PARK, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS,
                              ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_NAME,
                              ERROR_PATH_NOT_FOUND, ERROR_SEM_TIMEOUT)
from ...kernel.mailslot import (MAILSLOT_WAIT_FOREVER, Mailslot, MailslotClient,
                                mailslot_key)
from ...core.dllnames import KERNEL32

INVALID_HANDLE_VALUE = 0xFFFFFFFF
_GENERIC_WRITE, _GENERIC_ALL, _FILE_WRITE_DATA = 0x40000000, 0x10000000, 0x2


def _fail(vm, error, value=0):
    vm.last_error = error
    return value


@api(KERNEL32, "CreateMailslot{AW}", "LPCTSTR name, DWORD max_size, DWORD timeout, "
     "LPVOID sa", widths=BOTH)
def CreateMailslot(c, name, max_size, timeout, sa):
    """Create the mailslot ``\\\\.\\mailslot\\name`` and return its read handle: messages
    up to ``max_size`` bytes (0: any), reads waiting ``timeout`` ms. Another form of name
    is ERROR_INVALID_NAME (NULL: ERROR_PATH_NOT_FOUND); a name in use,
    ERROR_ALREADY_EXISTS."""
    vm = c.vm
    if name is None:
        return _fail(vm, ERROR_PATH_NOT_FOUND, INVALID_HANDLE_VALUE)
    key = mailslot_key(name)
    if key is None:
        return _fail(vm, ERROR_INVALID_NAME, INVALID_HANDLE_VALUE)
    table = vm.kernel.mailslots
    if key in table:
        return _fail(vm, ERROR_ALREADY_EXISTS, INVALID_HANDLE_VALUE)
    slot = table[key] = Mailslot(table, key, max_size, timeout)
    vm.last_error = 0
    return vm.new_handle(slot)


def _slot(vm, h):
    return vm.handles.get(h, Mailslot)


@api(KERNEL32, "GetMailslotInfo", "HANDLE h, LPVOID max_size, LPVOID next_size, "
     "LPVOID count, LPVOID timeout", widths=BOTH)
def GetMailslotInfo(c, h, max_size, next_size, count, timeout):
    """The slot's largest message, the next message's size (MAILSLOT_NO_MESSAGE when
    none), the number queued and the read time-out; each pointer may be NULL."""
    vm = c.vm
    slot = _slot(vm, h)
    if slot is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    for ptr, value in ((max_size, slot.max_size), (next_size, slot.next_size()),
                       (count, len(slot.messages)), (timeout, slot.timeout)):
        if ptr:
            vm.mem.w32(ptr, value)
    return 1


@api(KERNEL32, "SetMailslotInfo", "HANDLE h, DWORD timeout", widths=BOTH)
def SetMailslotInfo(c, h, timeout):
    """Change the slot's read time-out."""
    vm = c.vm
    slot = _slot(vm, h)
    if slot is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    slot.timeout = timeout
    return 1


def open_client(vm, name, access):
    """(client, 0) for CreateFile of a mailslot's name, or (None, error)."""
    slot = vm.kernel.mailslots.get(mailslot_key(name))
    if slot is None:
        return None, ERROR_FILE_NOT_FOUND
    writable = bool(access & (_GENERIC_WRITE | _GENERIC_ALL | _FILE_WRITE_DATA))
    return MailslotClient(slot, writable), 0


def mailslot_read(c, slot, buf, n, nread):
    """ReadFile of the read handle: generator (it may wait for a message)."""
    vm = c.vm
    if not slot.messages and slot.timeout:
        deadline = None if slot.timeout == MAILSLOT_WAIT_FOREVER \
            else vm.clock.now_ms() + slot.timeout
        vm.sleep_deadline = deadline
        try:
            while not slot.messages and (deadline is None or vm.clock.now_ms() < deadline):
                yield PARK
        finally:
            vm.sleep_deadline = None
    if not slot.messages:
        return _fail(vm, ERROR_SEM_TIMEOUT)
    message = slot.messages[0]
    if len(message) > n:
        return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
    slot.messages.popleft()
    if message:
        vm.mem.write(buf, message)
    if nread:
        vm.mem.w32(nread, len(message))
    return 1


def mailslot_write(c, obj, buf, n, nwritten):
    """WriteFile of a mailslot handle: a client queues one message; the read handle
    cannot write."""
    vm = c.vm
    if not isinstance(obj, MailslotClient) or not obj.writable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    slot = obj.slot
    if slot.table.get(slot.key) is not slot:
        raise Unimplemented("KERNEL32.dll!WriteFile: a mailslot whose read handle is closed")
    if slot.max_size and n > slot.max_size:
        raise Unimplemented("KERNEL32.dll!WriteFile: a message over the mailslot's size")
    slot.messages.append(bytes(vm.mem.read(buf, n)) if n else b"")
    if nwritten:
        vm.mem.w32(nwritten, n)
    return 1
