"""KERNEL32: SetFileInformationByHandle — change an open file by information class.
Rust's File::create truncates an existing file with FileAllocationInfo (falling back to
FileEndOfFileInfo, which Wine takes); taplo fmt stops at it.

The classes, as Windows documents them: FileBasicInfo (the times a non-zero member gives,
kept for the close as SetFileTime's are, and the attributes when non-zero: only
read-only has a host meaning, as for SetFileAttributes), FileEndOfFileInfo (the file cut
or extended with zeros, the file pointer unchanged), FileAllocationInfo (the space
reserved: a size below the end of file cuts the file there, a larger one changes nothing
a program can see; Wine 8 answers ERROR_CALL_NOT_IMPLEMENTED), FileDispositionInfo
(delete at the last close, or not; the handle needs DELETE access), FileRenameInfo (the
file renamed while open: its handles follow it; a RootDirectory stops the guest naming
it) and FileIoPriorityHintInfo (a hint this disk has no use for, kept on the handle).
Classes that cannot be set, and Windows 10's Ex classes (this desktop's Windows has
none: ERROR_INVALID_PARAMETER, as Wine 8 answers), fail with ERROR_INVALID_PARAMETER,
and so does a buffer too small for its class.
"""

import os
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER)
from ...kernel.files import (FILE_ATTRIBUTE_READONLY, DirectoryObject, FileObject,
                             _attributes, _fail, rename_open_file)
from ...kernel.vfs import VfsError
from .filetime import _read_ft

# FILE_INFO_BY_HANDLE_CLASS values a program may set.
FILE_BASIC_INFO, FILE_RENAME_INFO, FILE_DISPOSITION_INFO = 0, 3, 4
FILE_ALLOCATION_INFO, FILE_END_OF_FILE_INFO, FILE_IO_PRIORITY_HINT_INFO = 5, 6, 12
#: PRIORITY_HINT: IoPriorityHintVeryLow, Low, Normal (MaximumIoPriorityHintType is 3)
MAXIMUM_IO_PRIORITY_HINT_TYPE = 3


def _rename_layout(ptr):
    """FILE_RENAME_INFO's offsets: (RootDirectory, FileNameLength, FileName)."""
    return (8, 16, 20) if ptr == 8 else (4, 8, 12)


def _min_size(cls, ptr):
    return {FILE_BASIC_INFO: 40, FILE_DISPOSITION_INFO: 1, FILE_ALLOCATION_INFO: 8,
            FILE_END_OF_FILE_INFO: 8, FILE_IO_PRIORITY_HINT_INFO: 4,
            FILE_RENAME_INFO: _rename_layout(ptr)[2]}[cls]


@api(KERNEL32, "SetFileInformationByHandle", "HANDLE h, int cls, LPVOID info, DWORD size",
     widths=BOTH)
def SetFileInformationByHandle(c, h, cls, info, size):
    vm = c.vm
    if cls not in (FILE_BASIC_INFO, FILE_RENAME_INFO, FILE_DISPOSITION_INFO,
                   FILE_ALLOCATION_INFO, FILE_END_OF_FILE_INFO, FILE_IO_PRIORITY_HINT_INFO):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    f = vm.handles.get(h, (FileObject, DirectoryObject))
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if not info or size < _min_size(cls, vm.ptr_size):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if isinstance(f, DirectoryObject) and cls != FILE_BASIC_INFO:
        raise Unimplemented("KERNEL32.dll!SetFileInformationByHandle: class %d of a folder"
                            % cls)
    mem = vm.mem
    if cls == FILE_BASIC_INFO:
        return _basic(c, f, info)
    if cls == FILE_IO_PRIORITY_HINT_INFO:
        hint = mem.u32(info)
        if hint >= MAXIMUM_IO_PRIORITY_HINT_TYPE:
            return _fail(vm, ERROR_INVALID_PARAMETER)
        f.io_priority_hint = hint
        return 1
    if cls == FILE_DISPOSITION_INFO:
        if not f.wants_delete or _attributes(f.host)[0] & FILE_ATTRIBUTE_READONLY:
            return _fail(vm, ERROR_ACCESS_DENIED)      # no DELETE access, or read-only
        f.delete_on_close = bool(mem.read(info, 1)[0])
        return 1
    if cls == FILE_RENAME_INFO:
        return _rename(c, f, info, size)
    # FileEndOfFileInfo, FileAllocationInfo: the right to write the file's data
    if not f.writable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    (n,) = struct.unpack("<q", mem.read(info, 8))
    if n < 0:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if cls == FILE_END_OF_FILE_INFO or n < f.size():
        os.ftruncate(f.fd, n)
        f.dirty = True
    return 1


def _basic(c, f, info):
    """FILE_BASIC_INFO: CreationTime, LastAccessTime, LastWriteTime, ChangeTime, then
    FileAttributes; a zero member (or -1, "stop updating it") leaves that one as it is."""
    vm = c.vm
    if not (getattr(f, "writable", False) or f.write_attributes):
        return _fail(vm, ERROR_ACCESS_DENIED)       # needs FILE_WRITE_ATTRIBUTES
    mem = vm.mem
    access, write = _read_ft(mem, info + 8), _read_ft(mem, info + 16)
    if isinstance(f, DirectoryObject):
        if write is not None:
            vm.kernel.dir_times[os.path.realpath(f.host)] = write
    elif access is not None or write is not None:
        st = os.fstat(f.fd)
        old_a, old_w = f.set_times or (st.st_atime, st.st_mtime)
        f.set_times = (old_a if access is None else access, old_w if write is None else write)
    attrs = mem.u32(info + 32)
    if attrs and not os.path.isdir(f.host):
        mode = os.stat(f.host).st_mode
        os.chmod(f.host, (mode & ~0o222) if attrs & FILE_ATTRIBUTE_READONLY else (mode | 0o200))
    return 1


def _rename(c, f, info, size):
    """FILE_RENAME_INFO: ReplaceIfExists, RootDirectory, FileNameLength, FileName (a path
    as CreateFile takes one, relative to the current folder)."""
    vm = c.vm
    mem = vm.mem
    root_at, length_at, name_at = _rename_layout(vm.ptr_size)
    if mem.uptr(info + root_at):
        raise Unimplemented("KERNEL32.dll!SetFileInformationByHandle: FileRenameInfo "
                            "relative to a RootDirectory handle")
    length = mem.u32(info + length_at)
    if length % 2 or name_at + length > size:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if not f.wants_delete:
        return _fail(vm, ERROR_ACCESS_DENIED)           # a rename needs DELETE access
    name = mem.read(info + name_at, length).decode("utf-16-le", "replace")
    try:
        rename_open_file(vm, f, name, replace=bool(mem.read(info, 1)[0]))
    except VfsError as e:
        return _fail(vm, e.code)
    return 1
