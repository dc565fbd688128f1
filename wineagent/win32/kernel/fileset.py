"""Setting an open file's or folder's information: the one implementation under
KERNEL32's SetFileInformationByHandle and NTDLL's NtSetInformationFile (both in
``dlls/*/fileinfo.py``). Every function answers an NTSTATUS; the KERNEL32 surface turns it
into the Win32 error RtlNtStatusToDosError gives.

What each needs, as Windows checks it: the times and attributes FILE_WRITE_ATTRIBUTES,
the end of file and the allocation FILE_WRITE_DATA, a rename or a delete DELETE access
(STATUS_ACCESS_DENIED otherwise).

- Times: a zero time leaves that time as it is; -1 leaves it and stops the writes through
  this handle from changing it (Windows: "stop updating"); -2 lets them change it again.
  The times land on the host file at once and again when the handle closes (so the close
  does not stamp the guest clock's "now" over them, as for SetFileTime). The drive keeps
  no creation or change time of its own: both read as the last write (FileFacts).
- Attributes: zero leaves them; only FILE_ATTRIBUTE_READONLY has a host meaning (the
  write permission bits, as SetFileAttributes keeps it); FILE_ATTRIBUTE_NORMAL clears it.
- Delete: pending until the last handle of the file closes (new opens meanwhile fail
  with STATUS_DELETE_PENDING), or at once with FILE_DISPOSITION_FLAG_POSIX_SEMANTICS (the
  handles stay usable; the name is free). A read-only file cannot be deleted
  (STATUS_CANNOT_DELETE) unless FILE_DISPOSITION_FLAG_IGNORE_READONLY_ATTRIBUTE; a folder
  must be empty (STATUS_DIRECTORY_NOT_EMPTY).
- Rename: to a guest path; an existing target is replaced only with ReplaceIfExists /
  FILE_RENAME_FLAG_REPLACE_IF_EXISTS, never a folder, never one open elsewhere unless
  FILE_RENAME_FLAG_POSIX_SEMANTICS. The handles follow the file to its new name.
"""

import os
import stat as _stat

from ..core.structures import (FILE_ALLOCATION_INFO, FILE_BASIC_INFO, FILE_DISPOSITION_INFO,
                               FILE_DISPOSITION_INFO_EX, FILE_END_OF_FILE_INFO,
                               FILE_IO_PRIORITY_HINT_INFO, FILE_RENAME_INFO)
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND, ERROR_INVALID_NAME,
                             ERROR_PATH_NOT_FOUND, STATUS_ACCESS_DENIED, STATUS_CANNOT_DELETE,
                             STATUS_DELETE_PENDING, STATUS_DIRECTORY_NOT_EMPTY,
                             STATUS_DISK_FULL, STATUS_INFO_LENGTH_MISMATCH,
                             STATUS_INVALID_HANDLE, STATUS_INVALID_PARAMETER,
                             STATUS_OBJECT_NAME_COLLISION, STATUS_OBJECT_NAME_INVALID,
                             STATUS_OBJECT_NAME_NOT_FOUND, STATUS_OBJECT_PATH_NOT_FOUND,
                             STATUS_PRIVILEGE_NOT_HELD, STATUS_SUCCESS)
from .diskspace import TOTAL_BYTES
from .epoch import FILETIME_UNIX
from ...abi.structs import struct
from .files import DirectoryObject, FILE_ATTRIBUTE_READONLY, FILE_SHARE_DELETE, _open_files
from .security import PRIVILEGES, SE_PRIVILEGE_ENABLED
from .vfs import VfsError
from ...abi.api import Unimplemented

__all__ = ["set_basic", "set_end_of_file", "set_allocation", "set_disposition",
           "rename", "set_position", "set_io_priority", "guest_path_of", "status_of",
           "DISPOSITION_DELETE", "DISPOSITION_POSIX", "DISPOSITION_ON_CLOSE",
           "DISPOSITION_IGNORE_READONLY", "RENAME_REPLACE", "RENAME_POSIX",
           "RENAME_IGNORE_READONLY", "set_information", "set_mode", "set_valid_data", "NOT_DONE"]


# FILE_DISPOSITION_INFORMATION_EX's flags (FILE_DISPOSITION_FLAG_*).
DISPOSITION_DELETE, DISPOSITION_POSIX, DISPOSITION_ON_CLOSE = 0x1, 0x2, 0x8
DISPOSITION_IGNORE_READONLY = 0x10
# FILE_RENAME_INFORMATION_EX's flags (FILE_RENAME_FLAG_*).
RENAME_REPLACE, RENAME_POSIX, RENAME_IGNORE_READONLY = 0x1, 0x2, 0x40

#: FileIoPriorityHintInfo's hints: IoPriorityHintVeryLow, Low, Normal.
_IO_PRIORITY_HINTS = 3
_ATTRIBUTE_NORMAL = 0x80
#: BasicInfo's time values that change no time: leave it; leave it and stop updating
#: it; leave it and update it again.
_LEAVE, _STOP, _RESUME = 0, -1, -2

#: Win32 errors of the VFS (VfsError codes) as the statuses the native calls answer.
_VFS_STATUS = {ERROR_PATH_NOT_FOUND: STATUS_OBJECT_PATH_NOT_FOUND,
               ERROR_FILE_NOT_FOUND: STATUS_OBJECT_NAME_NOT_FOUND,
               ERROR_ACCESS_DENIED: STATUS_ACCESS_DENIED,
               ERROR_INVALID_NAME: STATUS_OBJECT_NAME_INVALID}


def status_of(code):
    """The NTSTATUS for a VFS error's Win32 code (a code of its own travels in the Win32
    facility, which RtlNtStatusToDosError turns back into the same code)."""
    return _VFS_STATUS.get(code, 0xC0070000 | code)


def _files_of(vm, f):
    """Every open handle on the same file as ``f`` (``f`` first)."""
    return [f] + [o for o in _open_files(vm).get(f.real, []) if o is not f]


def _unix(ft):
    return (ft - FILETIME_UNIX) / 10000000.0


def set_basic(vm, f, times, attrs):
    """FileBasicInformation: ``times`` the four signed FILETIME values (creation, access,
    write, change), ``attrs`` the attributes."""
    if not f.write_attributes:
        return STATUS_ACCESS_DENIED
    _creation, access, write, _change = times
    if isinstance(f, DirectoryObject):
        # A folder's time is the guest's record of it (kernel/files.py file_time).
        if write > 0:
            vm.kernel.dir_times[os.path.realpath(f.host)] = _unix(write)
        return STATUS_SUCCESS
    st = os.fstat(f.fd)
    old_a, old_w = f.set_times or (st.st_atime, st.st_mtime)
    new_a = _unix(access) if access > 0 else old_a
    new_w = _unix(write) if write > 0 else old_w
    if access > 0 or write > 0 or _STOP in (access, write):
        # Kept for the close, which would otherwise stamp "now" after the writes.
        f.set_times = (new_a, new_w)
        os.utime(f.fd, (new_a, new_w))
    elif _RESUME in (access, write) and f.set_times:
        f.set_times = None
    if attrs:
        mode = st.st_mode
        if attrs & FILE_ATTRIBUTE_READONLY and not attrs & _ATTRIBUTE_NORMAL:
            mode &= ~0o222
        else:
            mode |= 0o200
        os.fchmod(f.fd, _stat.S_IMODE(mode))
    return STATUS_SUCCESS


def _size_refused(f, size):
    """The status that refuses setting ``f``'s size (end of file or allocation) to
    ``size``, or None: a folder has none, a handle without write access may not, and a
    negative size or one past the whole drive (kernel/diskspace.py) cannot be."""
    if isinstance(f, DirectoryObject):
        return STATUS_INVALID_PARAMETER
    if not f.writable:
        return STATUS_ACCESS_DENIED
    if size < 0:
        return STATUS_INVALID_PARAMETER
    if size > TOTAL_BYTES:
        return STATUS_DISK_FULL
    return None


def set_end_of_file(vm, f, size):
    """FileEndOfFileInformation: cut or extend (with zeros) the file to ``size`` bytes;
    the file pointer stays where it was."""
    refused = _size_refused(f, size)
    if refused is not None:
        return refused
    os.ftruncate(f.fd, size)
    f.dirty = True
    return STATUS_SUCCESS


def set_allocation(vm, f, size):
    """FileAllocationInformation: the space set aside for the file; below its end of
    file it cuts the file there (as documented); above, the drive has room already (the
    size reported stays the file's, rounded up to whole clusters)."""
    refused = _size_refused(f, size)
    if refused is not None:
        return refused
    if size < f.size():
        os.ftruncate(f.fd, size)
        f.dirty = True
    return STATUS_SUCCESS


def set_position(f, position):
    """FilePositionInformation: the file pointer (a folder has none to move)."""
    if isinstance(f, DirectoryObject) or position < 0:
        return STATUS_INVALID_PARAMETER
    f.seek(position)
    return STATUS_SUCCESS


def set_io_priority(f, hint):
    """FileIoPriorityHintInformation: a hint this drive has no use for, checked and
    kept on the handle (NtQueryInformationFile reads it back)."""
    if not 0 <= hint < _IO_PRIORITY_HINTS:
        return STATUS_INVALID_PARAMETER
    f.io_priority = hint
    return STATUS_SUCCESS


def _read_only(host):
    return not os.path.isdir(host) and not os.stat(host).st_mode & 0o200


def set_disposition(vm, f, flags):
    """FileDispositionInformation(Ex): mark the file or folder for deletion
    (DISPOSITION_DELETE) or clear the mark; POSIX semantics delete it now."""
    if not _delete_access(f):
        return STATUS_ACCESS_DENIED
    folder = isinstance(f, DirectoryObject)
    delete = bool(flags & DISPOSITION_DELETE)
    if flags & DISPOSITION_ON_CLOSE:
        # The handle's own delete-on-close (FILE_FLAG_DELETE_ON_CLOSE), set or cleared.
        if folder:
            f.delete_pending = delete
        else:
            f.delete_on_close = delete
        return STATUS_SUCCESS
    if delete:
        if folder and os.listdir(f.host):
            return STATUS_DIRECTORY_NOT_EMPTY
        if _read_only(f.host) and not flags & DISPOSITION_IGNORE_READONLY:
            return STATUS_CANNOT_DELETE
    if folder:
        if delete and flags & DISPOSITION_POSIX:
            f.removed_stat = os.stat(f.host)
            os.rmdir(f.host)
            f.deleted = True
        else:
            f.delete_pending = delete
        return STATUS_SUCCESS
    handles = _files_of(vm, f)
    if delete and flags & DISPOSITION_POSIX:
        os.unlink(f.host)
        # The handles stay open on the unlinked file; the name may be used again.
        _open_files(vm).pop(f.real, None)
        for o in handles:
            o.deleted = True
        return STATUS_SUCCESS
    for o in handles:
        o.delete_pending = delete
    return STATUS_SUCCESS


def _delete_access(f):
    return f.delete_access if isinstance(f, DirectoryObject) else f.wants_delete


def guest_path_of(vm, host):
    """The guest path (C:\\...) of a host path under the drive's root."""
    rel = os.path.relpath(host, vm.vfs.root)
    return vm.vfs.guest_path(() if rel == "." else tuple(rel.split(os.sep)))


def rename(vm, f, target, flags):
    """FileRenameInformation(Ex): give the file or folder ``f`` the guest path
    ``target``."""
    if not _delete_access(f):
        return STATUS_ACCESS_DENIED
    if getattr(f, "deleted", False):
        return STATUS_OBJECT_NAME_NOT_FOUND
    try:
        parts, host = vm.vfs.resolve(target)
    except VfsError as e:
        return status_of(e.code)
    if not parts:
        return STATUS_ACCESS_DENIED
    if not os.path.isdir(os.path.dirname(host)):
        return STATUS_OBJECT_PATH_NOT_FOUND
    src = f.host
    same = os.path.lexists(host) and os.path.samefile(src, host)
    if same:
        # Only the case changes ("a.txt" -> "A.TXT"): rename to the guest's spelling.
        host = os.path.join(os.path.dirname(src), parts[-1])
        if host == src:
            return STATUS_SUCCESS
    elif os.path.lexists(host):
        if not flags & RENAME_REPLACE:
            return STATUS_OBJECT_NAME_COLLISION
        if os.path.isdir(host):
            return STATUS_ACCESS_DENIED
        if _read_only(host) and not flags & RENAME_IGNORE_READONLY:
            return STATUS_ACCESS_DENIED
        real = os.path.realpath(host)
        users = _open_files(vm).get(real, [])
        if users and not flags & RENAME_POSIX or \
                any(not o.share & FILE_SHARE_DELETE for o in users):
            return STATUS_ACCESS_DENIED       # POSIX: its handles must share delete
    if os.path.isdir(src) and (host + os.sep).startswith(src + os.sep) and not same:
        return STATUS_INVALID_PARAMETER          # a folder into itself
    old_real = os.path.realpath(src)
    replaced = None if same or not os.path.lexists(host) else os.path.realpath(host)
    os.replace(src, host)
    _follow(vm, src, old_real, host, replaced)
    if isinstance(f, DirectoryObject):
        f.host = host
    return STATUS_SUCCESS


def _follow(vm, old, old_real, new, replaced):
    """Move the handles (and folder times) under host path ``old`` (real path
    ``old_real``) to ``new``; the handles of a file the rename replaced keep it open,
    nameless."""
    table = _open_files(vm)
    for o in table.pop(replaced, []) if replaced else []:
        o.deleted = True
    new_real = os.path.realpath(new)
    for real in list(table):
        if real == old_real or real.startswith(old_real + os.sep):
            moved = new_real + real[len(old_real):]
            handles = table.pop(real)
            for o in handles:
                o.real = moved
                o.host = new + o.host[len(old):] if o.host.startswith(old) else moved
            table.setdefault(moved, []).extend(handles)
    times = vm.kernel.dir_times
    for real in list(times):
        if real == old_real or real.startswith(old_real + os.sep):
            times[new_real + real[len(old_real):]] = times.pop(real)


# -- the native classes, read from guest memory -------------------------------------------
#: FILE_INFORMATION_CLASS values that can be set here.
BASIC, RENAME, DISPOSITION, POSITION, MODE, ALLOCATION, END_OF_FILE = 4, 10, 13, 14, 16, 19, 20
IO_PRIORITY_HINT, DISPOSITION_EX, RENAME_EX, VALID_DATA_LENGTH = 43, 64, 65, 39
#: FILE_INFORMATION_CLASS values Windows lets a caller set that are not done here.
NOT_DONE = {11: "FileLinkInformation", 23: "FilePipeInformation",
            27: "FileMailslotSetInformation", 29: "FileObjectIdInformation",
            30: "FileCompletionInformation", 31: "FileMoveClusterInformation",
            36: "FileTrackingInformation", 40: "FileShortNameInformation",
            41: "FileIoCompletionNotificationInformation",
            42: "FileIoStatusBlockRangeInformation", 44: "FileSfioReserveInformation",
            61: "FileReplaceCompletionInformation", 67: "FileDesiredStorageClassInformation",
            69: "FileMemoryPartitionInformation", 71: "FileCaseSensitiveInformation",
            72: "FileLinkInformationEx", 74: "FileStorageReserveIdInformation",
            75: "FileCaseSensitiveInformationForceAccessCheck"}
# wdm.h's two that have no Win32 twin.
FILE_POSITION_INFORMATION = struct("FILE_POSITION_INFORMATION", "LONGLONG CurrentByteOffset")
FILE_MODE_INFORMATION = struct("FILE_MODE_INFORMATION", "ULONG Mode")
_WRITE_THROUGH, _SEQUENTIAL_ONLY, _SYNC_ALERT, _SYNC_NONALERT = 0x2, 0x4, 0x10, 0x20
_SIZES = {BASIC: FILE_BASIC_INFO, RENAME: FILE_RENAME_INFO, RENAME_EX: FILE_RENAME_INFO,
          DISPOSITION: FILE_DISPOSITION_INFO, DISPOSITION_EX: FILE_DISPOSITION_INFO_EX,
          POSITION: FILE_POSITION_INFORMATION, MODE: FILE_MODE_INFORMATION,
          ALLOCATION: FILE_ALLOCATION_INFO, END_OF_FILE: FILE_END_OF_FILE_INFO,
          IO_PRIORITY_HINT: FILE_IO_PRIORITY_HINT_INFO,
          VALID_DATA_LENGTH: FILE_POSITION_INFORMATION}


def set_information(vm, f, cls, buf, size, dos_names):
    """NtSetInformationFile's work for file or folder ``f``: class ``cls`` from the
    ``size`` bytes at ``buf``. ``dos_names``: a rename's target is a Win32 path
    (SetFileInformationByHandle), not a native one. None for a class not settable."""
    decl = _SIZES.get(cls)
    if decl is None:
        return None
    ptr = vm.ptr_size
    if size < decl.sizeof(ptr) - (2 if decl is FILE_RENAME_INFO else 0) or not buf:
        return STATUS_INFO_LENGTH_MISMATCH
    if getattr(f, "deleted", False) and cls in (RENAME, RENAME_EX, DISPOSITION,
                                                DISPOSITION_EX):
        return STATUS_DELETE_PENDING          # the name is gone
    mem = vm.mem
    v = decl.at(mem, buf, ptr)
    if cls == BASIC:
        return set_basic(vm, f, (v.CreationTime, v.LastAccessTime, v.LastWriteTime,
                                 v.ChangeTime), v.FileAttributes)
    if cls == END_OF_FILE:
        return set_end_of_file(vm, f, v.EndOfFile)
    if cls == ALLOCATION:
        return set_allocation(vm, f, v.AllocationSize)
    if cls == POSITION:
        return set_position(f, v.CurrentByteOffset)
    if cls == IO_PRIORITY_HINT:
        return set_io_priority(f, v.PriorityHint)
    if cls == VALID_DATA_LENGTH:               # one LARGE_INTEGER, as the position
        return set_valid_data(vm, f, v.CurrentByteOffset)
    if cls == DISPOSITION:
        return set_disposition(vm, f, DISPOSITION_DELETE if v.DeleteFile else 0)
    if cls == DISPOSITION_EX:
        return set_disposition(vm, f, v.Flags)
    if cls == MODE:
        return set_mode(f, v.Mode)
    # RENAME, RENAME_EX: Flags (Ex) or the BOOLEAN ReplaceIfExists, the root folder, the name.
    flags = mem.u32(buf) if cls == RENAME_EX else (RENAME_REPLACE if v.ReplaceIfExists
                                                   else 0)
    length = v.FileNameLength
    at = FILE_RENAME_INFO.offsetof("FileName", ptr)
    if length % 2 or at + length > size:
        return STATUS_INFO_LENGTH_MISMATCH if at + length > size else STATUS_INVALID_PARAMETER
    name = mem.read(buf + at, length).decode("utf-16-le", "replace")
    target = _target(vm, f, name, v.RootDirectory, dos_names)
    if isinstance(target, int):
        return target
    return rename(vm, f, target, flags)


def _target(vm, f, name, root, dos_names):
    """The guest path a rename names, or the status refusing it. A Win32 caller gives a
    path (relative ones to the current folder, as RtlDosPathNameToNtPathName takes
    them); a native caller an NT path (\\??\\C:\\...), a name relative to the folder
    ``root`` is open on, or a bare name (the file's own folder)."""
    if not name:
        return STATUS_INVALID_PARAMETER
    if root:
        folder = vm.handles.get(root, DirectoryObject)
        if folder is None:
            return STATUS_INVALID_HANDLE
        return guest_path_of(vm, folder.host) + "\\" + name
    if dos_names:
        return name
    if name.startswith("\\??\\"):
        return name[4:]
    if "\\" not in name:
        return guest_path_of(vm, os.path.dirname(f.host)) + "\\" + name
    return STATUS_OBJECT_PATH_NOT_FOUND       # another NT namespace: no such object here


def set_valid_data(vm, f, length):
    """FileValidDataLengthInformation (SetFileValidData): it needs FILE_WRITE_DATA, then
    SeManageVolumePrivilege enabled in the process's token (the I/O manager checks
    both before the file system sees the call). The guest's user is a standard one
    (kernel/security.py), whose token does not hold the privilege at all, so this is
    STATUS_PRIVILEGE_NOT_HELD, as Windows answers a program that is not elevated."""
    if isinstance(f, DirectoryObject):
        return STATUS_INVALID_PARAMETER
    if not f.writable:
        return STATUS_ACCESS_DENIED
    held = vm.kernel.process_token.privileges.get(PRIVILEGES["semanagevolumeprivilege"], 0)
    if not held & SE_PRIVILEGE_ENABLED:
        return STATUS_PRIVILEGE_NOT_HELD
    # Unreachable for the standard user: nothing grants the privilege.
    raise Unimplemented("SetFileValidData with SeManageVolumePrivilege held (length %d)"
                        % length)


def set_mode(f, mode):
    """FileModeInformation: FILE_WRITE_THROUGH and FILE_SEQUENTIAL_ONLY are kept (the
    drive writes through anyway); the synchronous bits must stay as the handle was
    opened (synchronous: every handle here is)."""
    if mode & ~(_WRITE_THROUGH | _SEQUENTIAL_ONLY | _SYNC_ALERT | _SYNC_NONALERT) or \
            not mode & (_SYNC_ALERT | _SYNC_NONALERT) or \
            mode & _SYNC_ALERT and mode & _SYNC_NONALERT:
        return STATUS_INVALID_PARAMETER
    f.mode = mode
    return STATUS_SUCCESS
