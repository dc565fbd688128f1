"""NTDLL: NtQueryInformationFile — the native query under GetFileInformationByHandle(Ex)
and GetFileType that runtimes call directly (libuv, in CMake and Node, asks a handle's
mode, access and pipe state before it picks how to read and write it).

Files and folders answer the basic, standard, internal (the file index), EA, access,
name, position, mode, alignment and network-open classes, and the all class (those from
basic to name in one FILE_ALL_INFORMATION, the name last, cut short with
STATUS_BUFFER_OVERFLOW when it does not fit; a buffer smaller than the structure's 104
bytes is STATUS_INFO_LENGTH_MISMATCH); an anonymous pipe's ends
(CreatePipe: the read end is the server end of an inbound pipe, the write end its client
end, as Windows makes them) answer the pipe-local class — a byte-stream pipe of one
instance with CreatePipe's default 4,096-byte quota, the bytes waiting, the room left,
connected or closing — besides access and mode. Every handle here is synchronous
(FILE_SYNCHRONOUS_IO_NONALERT). Other classes, and other kinds of handle, stop the guest
naming them.

NtSetInformationFile sets what SetFileInformationByHandle sets (kernel/fileset.py, one
implementation for both), plus the file pointer and the mode; a class that cannot be set
is STATUS_INVALID_INFO_CLASS, one Windows sets that is not done here stops the guest.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (STATUS_BUFFER_OVERFLOW, STATUS_INFO_LENGTH_MISMATCH,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_INFO_CLASS,
                              STATUS_INVALID_PARAMETER, STATUS_SUCCESS)
from ...kernel import fileset
from ...kernel.fileio import PipeEnd
from ...kernel.files import DirectoryObject, FileObject, filetime_from_unix
from ..kernel32.handles import allocation_size, file_facts, put_name_info

# FILE_INFORMATION_CLASS values.
BASIC, STANDARD, INTERNAL, EA, ACCESS, NAME, POSITION, MODE, ALIGNMENT = \
    4, 5, 6, 7, 8, 9, 14, 16, 17
ALL, PIPE_LOCAL, NETWORK_OPEN, IO_PRIORITY_HINT = 18, 24, 34, 43
#: The classes FILE_ALL_INFORMATION holds before its FILE_NAME_INFORMATION, in order.
_ALL_PARTS = (BASIC, STANDARD, INTERNAL, EA, ACCESS, POSITION, MODE, ALIGNMENT)
FILE_SYNCHRONOUS_IO_NONALERT = 0x20
FILE_GENERIC_READ, FILE_GENERIC_WRITE = 0x120089, 0x120116
PIPE_QUOTA = 4096                     # CreatePipe's default buffer size
FILE_PIPE_CONNECTED_STATE, FILE_PIPE_CLOSING_STATE = 3, 4
_FILE_READ_ATTRIBUTES, _FILE_WRITE_ATTRIBUTES = 0x80, 0x100


def _access(obj):
    return (FILE_GENERIC_READ if obj.readable else 0) | \
        (FILE_GENERIC_WRITE if obj.writable else 0)


def _file_class(vm, f, cls):
    """The bytes of class ``cls`` for file or folder ``f`` (None: a name, done apart)."""
    ft = filetime_from_unix
    facts = file_facts(vm, f)
    folder = isinstance(f, DirectoryObject)
    if cls == BASIC:
        return facts.basic_info()
    if cls == STANDARD:
        return facts.standard_info(getattr(f, "delete_on_close", False) or f.delete_pending)
    if cls == INTERNAL:
        return struct.pack("<Q", facts.index)
    if cls == EA:
        return struct.pack("<I", 0)
    if cls == ACCESS:
        return struct.pack("<I", FILE_GENERIC_READ if folder else _access(f))
    if cls == POSITION:
        return struct.pack("<Q", 0 if folder else f.tell())
    if cls == MODE:
        return struct.pack("<I", f.mode)
    if cls == IO_PRIORITY_HINT:
        return struct.pack("<I", f.io_priority)
    if cls == ALIGNMENT:
        return struct.pack("<I", 0)
    if cls == NETWORK_OPEN:
        return struct.pack("<6QI4x", ft(facts.ctime), ft(facts.atime), ft(facts.mtime),
                           ft(facts.mtime), allocation_size(facts.size), facts.size,
                           facts.attrs)
    return None


def _pipe_class(end, cls):
    pipe = end.pipe
    if cls == ACCESS:
        # As CreatePipe documents: the read end may also write the attributes, the write
        # end read them.
        return struct.pack("<I", _access(end) | (_FILE_READ_ATTRIBUTES if end.writer
                                                 else _FILE_WRITE_ATTRIBUTES))
    if cls == MODE:
        return struct.pack("<I", FILE_SYNCHRONOUS_IO_NONALERT)
    if cls == PIPE_LOCAL:
        waiting = len(pipe.data)
        closing = not (pipe.readers and pipe.writers)
        return struct.pack("<10I", 0, 0, 1, 1, PIPE_QUOTA, waiting, PIPE_QUOTA,
                           max(0, PIPE_QUOTA - waiting),
                           FILE_PIPE_CLOSING_STATE if closing else FILE_PIPE_CONNECTED_STATE,
                           0 if end.writer else 1)
    return None


@api(NTDLL, "NtQueryInformationFile", "HANDLE h, LPVOID io_status, LPVOID buf, ULONG size, "
     "int cls", widths=BOTH)
def NtQueryInformationFile(c, h, io_status, buf, size, cls):
    """Class ``cls`` of handle ``h`` into ``buf``: STATUS_SUCCESS with the byte count in
    the IO_STATUS_BLOCK, STATUS_INFO_LENGTH_MISMATCH when the structure does not fit
    (STATUS_BUFFER_OVERFLOW for a name cut short)."""
    vm = c.vm
    obj = vm.handles.get(h, (FileObject, DirectoryObject, PipeEnd))
    if obj is None:
        if h in vm.handles:
            raise Unimplemented("%s!NtQueryInformationFile (class %d of a %s handle)"
                                % (NTDLL, cls, vm.handles.kind_of(h)))
        return STATUS_INVALID_HANDLE
    if isinstance(obj, PipeEnd):
        data = _pipe_class(obj, cls)
    elif cls == NAME:
        return _name(c, obj, io_status, buf, size)
    elif cls == ALL:
        head = b"".join(_file_class(vm, obj, part) for part in _ALL_PARTS)
        if size < len(head) + 8:        # sizeof(FILE_ALL_INFORMATION): 104 bytes
            return STATUS_INFO_LENGTH_MISMATCH
        vm.mem.write(buf, head)
        count, fits = put_name_info(vm, obj, buf + len(head), size - len(head))
        status = STATUS_SUCCESS if fits else STATUS_BUFFER_OVERFLOW
        _status(c, io_status, status, len(head) + count)
        return status
    else:
        data = _file_class(vm, obj, cls)
    if data is None:
        if cls == PIPE_LOCAL:
            return STATUS_INVALID_PARAMETER       # not a pipe
        raise Unimplemented("%s!NtQueryInformationFile (class %d)" % (NTDLL, cls))
    if size < len(data):
        return STATUS_INFO_LENGTH_MISMATCH
    vm.mem.write(buf, data)
    _status(c, io_status, STATUS_SUCCESS, len(data))
    return STATUS_SUCCESS


def _status(c, io_status, status, count):
    c.vm.mem.w32(io_status, status)
    c.vm.mem.wptr(io_status + c.ptr_size, count)


def _name(c, f, io_status, buf, size):
    """FILE_NAME_INFORMATION: the byte length, then the path after the drive."""
    vm = c.vm
    if size < 4:
        return STATUS_INFO_LENGTH_MISMATCH
    count, fits = put_name_info(vm, f, buf, size)
    status = STATUS_SUCCESS if fits else STATUS_BUFFER_OVERFLOW
    _status(c, io_status, status, count)
    return status


@api(NTDLL, "NtSetInformationFile", "HANDLE h, LPVOID io_status, LPVOID buf, ULONG size, "
     "int cls", widths=BOTH)
def NtSetInformationFile(c, h, io_status, buf, size, cls):
    """Set class ``cls`` of the file or folder ``h`` from ``buf``: STATUS_SUCCESS (the
    IO_STATUS_BLOCK says 0 bytes), or the status refusing it."""
    vm = c.vm
    obj = vm.handles.get(h, (FileObject, DirectoryObject))
    if obj is None:
        if h in vm.handles:
            raise Unimplemented("%s!NtSetInformationFile (class %d of a %s handle)"
                                % (NTDLL, cls, vm.handles.kind_of(h)))
        return STATUS_INVALID_HANDLE
    if cls in fileset.NOT_DONE:
        raise Unimplemented("%s!NtSetInformationFile (%s)" % (NTDLL, fileset.NOT_DONE[cls]))
    status = fileset.set_information(vm, obj, cls, buf, size, dos_names=False)
    if status is None:
        return STATUS_INVALID_INFO_CLASS
    if status == STATUS_SUCCESS:
        _status(c, io_status, status, 0)
    return status
