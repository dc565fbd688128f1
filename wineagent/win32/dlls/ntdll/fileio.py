"""NTDLL: NtReadFile and NtWriteFile, the native calls under ReadFile and WriteFile that
some runtimes call directly (Rust's standard library reads and writes files, pipes and
consoles through them).

They do what KERNEL32's ReadFile/WriteFile do on the same handle
(``dlls/kernel32/files.py``), with the native conventions: an NTSTATUS result, the
outcome and the byte count in an IO_STATUS_BLOCK (Status, then a ULONG_PTR Information:
8 bytes at 32 bits, 16 at 64), an optional LARGE_INTEGER offset (absent, or
FILE_USE_FILE_POINTER_POSITION: the file pointer), and an event set on completion. All
handles here are synchronous, so every call completes before it returns. A read of a
file at or past its end is STATUS_END_OF_FILE (ReadFile turns that into success with 0
bytes). An APC routine would need an alertable wait to run in: it stops the guest
naming it.

NtLockFile and NtUnlockFile lock and unlock byte ranges as LockFileEx and UnlockFileEx do
(one implementation, kernel32/handles.py): a conflict NtLockFile may not wait for is
STATUS_LOCK_NOT_GRANTED, a range this handle did not lock STATUS_RANGE_NOT_LOCKED.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BROKEN_PIPE, ERROR_DISK_FULL,
                              ERROR_HANDLE_EOF, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                              ERROR_LOCK_VIOLATION, ERROR_NO_DATA, ERROR_NOT_LOCKED,
                              STATUS_END_OF_FILE,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_PARAMETER, STATUS_SUCCESS)
from ...core.structures import OVERLAPPED
from ...kernel.files import FileObject
from ..kernel32.files import ReadFile, WriteFile
from ..kernel32.handles import _lock, _unlock

#: The Win32 errors ReadFile/WriteFile set, as the NTSTATUS the native call returns.
_STATUS = {
    ERROR_INVALID_HANDLE: STATUS_INVALID_HANDLE,
    ERROR_INVALID_PARAMETER: STATUS_INVALID_PARAMETER,
    ERROR_ACCESS_DENIED: 0xC0000022,          # STATUS_ACCESS_DENIED
    ERROR_HANDLE_EOF: STATUS_END_OF_FILE,
    ERROR_BROKEN_PIPE: 0xC000014B,            # STATUS_PIPE_BROKEN
    ERROR_NO_DATA: 0xC00000B1,                # STATUS_PIPE_CLOSING
    ERROR_LOCK_VIOLATION: 0xC0000054,         # STATUS_FILE_LOCK_CONFLICT
    ERROR_DISK_FULL: 0xC000007F,              # STATUS_DISK_FULL
}
#: LARGE_INTEGER offsets that mean "at the file pointer".
_AT_FILE_POINTER = (0xFFFFFFFFFFFFFFFE, None)


def _finish(result):
    """A handler's result, whether it returned at once or is a generator."""
    if hasattr(result, "send"):
        return (yield from result)
    return result


def _transfer(c, fn, name, h, event, apc, io_status, buf, n, offset):
    vm = c.vm
    if apc:
        raise Unimplemented("%s!%s with an APC routine" % (NTDLL, name))
    if not io_status:
        return STATUS_INVALID_PARAMETER
    at = None
    if offset:
        at = struct.unpack("<Q", vm.mem.read(offset, 8))[0]
        if at in _AT_FILE_POINTER:
            at = None
    ptr = c.ptr_size
    cells = vm.heap.alloc(4 + OVERLAPPED.sizeof(ptr), zero=True)
    ov = 0
    if at is not None:
        ov = cells + 4
        vm.mem.write(ov, OVERLAPPED.pack(ptr, Offset=at & 0xFFFFFFFF, OffsetHigh=at >> 32))
    saved_error = vm.last_error
    try:
        ok = yield from _finish(fn(c, h, buf, n, cells, ov))
        done = vm.mem.u32(cells)
        error = vm.last_error
    finally:
        vm.heap.free(cells)
    vm.last_error = saved_error             # the native call leaves the last error alone
    if not ok & 0xFFFFFFFF:
        status = _STATUS.get(error)
        if status is None:
            raise Unimplemented("%s!%s: the status for Win32 error %d" % (NTDLL, name, error))
    elif name == "NtReadFile" and n and not done and \
            vm.handles.get(h, FileObject) is not None:
        status = STATUS_END_OF_FILE         # ReadFile's success with 0 bytes at the end
    else:
        status = STATUS_SUCCESS
    vm.mem.w32(io_status, status)
    vm.mem.wptr(io_status + ptr, done if status == STATUS_SUCCESS else 0)
    if event:
        ev = vm.handles.get(event, "event")
        if ev is None:
            return STATUS_INVALID_HANDLE
        ev.state = True
    return status


@api(NTDLL, "NtReadFile", "HANDLE h, HANDLE event, LPVOID apc, LPVOID apc_context, "
     "LPVOID io_status, LPVOID buf, ULONG n, LPVOID offset, LPVOID key", widths=BOTH)
def NtReadFile(c, h, event, apc, apc_context, io_status, buf, n, offset, key):
    """Read up to ``n`` bytes into ``buf`` (at ``offset`` when given)."""
    return (yield from _transfer(c, ReadFile, "NtReadFile", h, event, apc, io_status, buf,
                                 n, offset))


@api(NTDLL, "NtWriteFile", "HANDLE h, HANDLE event, LPVOID apc, LPVOID apc_context, "
     "LPVOID io_status, LPVOID buf, ULONG n, LPVOID offset, LPVOID key", widths=BOTH)
def NtWriteFile(c, h, event, apc, apc_context, io_status, buf, n, offset, key):
    """Write ``n`` bytes from ``buf`` (at ``offset`` when given)."""
    return (yield from _transfer(c, WriteFile, "NtWriteFile", h, event, apc, io_status,
                                 buf, n, offset))


# -- byte-range locks (LockFileEx / UnlockFileEx's, kernel32/handles.py) ---------------------
STATUS_LOCK_NOT_GRANTED = 0xC0000055
STATUS_RANGE_NOT_LOCKED = 0xC000007E
_LOCK_STATUS = {ERROR_INVALID_HANDLE: STATUS_INVALID_HANDLE,
                ERROR_INVALID_PARAMETER: STATUS_INVALID_PARAMETER,
                ERROR_LOCK_VIOLATION: STATUS_LOCK_NOT_GRANTED,
                ERROR_NOT_LOCKED: STATUS_RANGE_NOT_LOCKED}


def _range(mem, offset, length):
    return struct.unpack("<Q", mem.read(offset, 8))[0], struct.unpack("<Q", mem.read(length, 8))[0]


def _lock_status(c, io_status, ok, error):
    status = STATUS_SUCCESS if ok else _LOCK_STATUS[error]
    if io_status:
        c.vm.mem.w32(io_status, status)
        c.vm.mem.wptr(io_status + c.ptr_size, 0)
    return status


@api(NTDLL, "NtLockFile", "HANDLE h, HANDLE event, LPVOID apc, LPVOID apc_context, "
     "LPVOID io_status, LPVOID offset, LPVOID length, ULONG key, BOOLEAN fail_now, "
     "BOOLEAN exclusive", widths=BOTH)
def NtLockFile(c, h, event, apc, apc_context, io_status, offset, length, key, fail_now,
               exclusive):
    """Lock a byte range of a file, shared or exclusive, as LockFileEx does (one
    implementation); a conflict with ``fail_now`` is STATUS_LOCK_NOT_GRANTED, without it
    the call waits for the conflicting locks to go."""
    vm = c.vm
    if apc:
        raise Unimplemented("%s!NtLockFile with an APC routine" % NTDLL)
    if not offset or not length:
        return STATUS_INVALID_PARAMETER
    start, n = _range(vm.mem, offset, length)
    saved = vm.last_error
    ok = yield from _finish(_lock(c, h, start, n, bool(exclusive & 0xFF),
                                  bool(fail_now & 0xFF)))
    error, vm.last_error = vm.last_error, saved
    status = _lock_status(c, io_status, ok, error)
    if event and ok:
        ev = vm.handles.get(event, "event")
        if ev is not None:
            ev.state = True
    return status


@api(NTDLL, "NtUnlockFile", "HANDLE h, LPVOID io_status, LPVOID offset, LPVOID length, "
     "ULONG key", widths=BOTH)
def NtUnlockFile(c, h, io_status, offset, length, key):
    """Unlock exactly a range this handle locked (UnlockFileEx's work); another is
    STATUS_RANGE_NOT_LOCKED."""
    vm = c.vm
    if not offset or not length:
        return STATUS_INVALID_PARAMETER
    start, n = _range(vm.mem, offset, length)
    saved = vm.last_error
    ok = _unlock(c, h, start, n)
    error, vm.last_error = vm.last_error, saved
    return _lock_status(c, io_status, ok, error)
