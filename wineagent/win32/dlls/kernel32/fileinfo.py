"""KERNEL32: GetFileInformationByHandleEx — an open file's or folder's facts by
information class (what CMake, the C++ runtime's std::filesystem and .NET ask for
instead of GetFileInformationByHandle) — and SetFileInformationByHandle, which changes
them (Go's os package truncates with it, Rust's std::fs sets lengths, attributes,
renames and deletes through it), over ``kernel/fileset.py`` as NtSetInformationFile is.

The classes answered: FileBasicInfo (the four times and the attributes), FileStandardInfo
(sizes, links, delete pending, folder or not), FileNameInfo (the path after the drive),
FileAttributeTagInfo (no reparse points here), FileIdInfo (C:'s serial number and a
128-bit id made of the file index), FileAlignmentInfo (byte alignment, as a local disk
has), and FileIdBothDirectoryInfo, FileFullDirectoryInfo (what Go's os.ReadDir asks on
a volume without file ids) and their restart variants over a folder handle (the
folder's entries, as many as fit per call, "." and ".." first, ERROR_NO_MORE_FILES at the
end). The other classes (streams, compression, remote protocol, storage and the
extended directory forms) stop the guest naming the class.
"""

import os
import struct

from .files import FILE_FLAG_BACKUP_SEMANTICS, CreateFile, buffer_mapped
from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_BAD_LENGTH, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_HANDLE_EOF, ERROR_NOACCESS, ERROR_PATH_NOT_FOUND,
                             ERROR_MORE_DATA, ERROR_NO_MORE_FILES, status_to_win32)
from ...kernel import fileset
from ...kernel.files import (INVALID_HANDLE_VALUE, OPEN_EXISTING, DirectoryObject, FileObject,
                            FindObject, _attributes, _fail, file_time, filetime_from_unix)
from ...kernel.vfs import VfsError
from .handles import (VOLUME_SERIAL, allocation_size, file_facts, file_or_folder,
                      put_name_info)

# FILE_INFO_BY_HANDLE_CLASS values.
FILE_BASIC_INFO, FILE_STANDARD_INFO, FILE_NAME_INFO = 0, 1, 2
FILE_ATTRIBUTE_TAG_INFO, FILE_ID_BOTH_DIRECTORY_INFO = 9, 10
FILE_ID_BOTH_DIRECTORY_RESTART_INFO, FILE_ALIGNMENT_INFO, FILE_ID_INFO = 11, 17, 18
FILE_FULL_DIRECTORY_INFO, FILE_FULL_DIRECTORY_RESTART_INFO = 14, 15
# The directory classes: class -> (restart, FILE_FULL_DIR_INFO rather than ID_BOTH).
_DIRECTORY_CLASSES = {FILE_ID_BOTH_DIRECTORY_INFO: (False, False),
                      FILE_ID_BOTH_DIRECTORY_RESTART_INFO: (True, False),
                      FILE_FULL_DIRECTORY_INFO: (False, True),
                      FILE_FULL_DIRECTORY_RESTART_INFO: (True, True)}
# FILE_FULL_DIR_INFO is FILE_ID_BOTH_DIR_INFO's head up to EaSize, then the name.
_FULL_HEAD = 68
# Classes SetFileInformationByHandle alone takes (FileRenameInfo, FileDispositionInfo,
# FileAllocationInfo, FileEndOfFileInfo, FileIoPriorityHintInfo: 3-6, 12) are
# ERROR_INVALID_PARAMETER here, as on Windows.
_NAMES = {7: "FileStreamInfo", 8: "FileCompressionInfo", 13: "FileRemoteProtocolInfo",
          16: "FileStorageInfo", 19: "FileIdExtdDirectoryInfo",
          20: "FileIdExtdDirectoryRestartInfo"}
def _ft(unix):
    return filetime_from_unix(unix)


def _put(c, buf, size, data):
    if size < len(data):
        c.vm.last_error = ERROR_BAD_LENGTH
        return 0
    c.vm.mem.write(buf, data)
    return 1


@api(KERNEL32, "GetFileInformationByHandleEx", "HANDLE h, int cls, LPVOID buf, DWORD size",
     widths=BOTH)
def GetFileInformationByHandleEx(c, h, cls, buf, size):
    """The ``cls`` structure of the file or folder ``h`` into ``buf`` (``size`` bytes);
    too small a buffer is ERROR_BAD_LENGTH (ERROR_MORE_DATA for a name, filled as far
    as it goes)."""
    vm = c.vm
    if cls in _NAMES:
        raise Unimplemented("KERNEL32.dll!GetFileInformationByHandleEx (%s)" % _NAMES[cls])
    if cls not in (FILE_BASIC_INFO, FILE_STANDARD_INFO, FILE_NAME_INFO,
                   FILE_ATTRIBUTE_TAG_INFO, FILE_ALIGNMENT_INFO, FILE_ID_INFO) \
            and cls not in _DIRECTORY_CLASSES:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    f = file_or_folder(c, h)
    if f is None:
        return 0
    if size and not buffer_mapped(vm, buf, size):
        vm.last_error = ERROR_NOACCESS      # the buffer is no memory of the program
        return 0
    if cls in _DIRECTORY_CLASSES:
        return _directory(c, f, *_DIRECTORY_CLASSES[cls], buf, size)
    facts = file_facts(vm, f)
    if cls == FILE_BASIC_INFO:
        data = facts.basic_info()
    elif cls == FILE_STANDARD_INFO:
        data = facts.standard_info(getattr(f, "delete_on_close", False) or f.delete_pending)
    elif cls == FILE_ATTRIBUTE_TAG_INFO:
        data = struct.pack("<II", facts.attrs, 0)
    elif cls == FILE_ALIGNMENT_INFO:
        data = struct.pack("<I", 0)                    # FILE_BYTE_ALIGNMENT
    elif cls == FILE_ID_INFO:
        data = struct.pack("<QQQ", VOLUME_SERIAL, facts.index, 0)
    else:                                              # FILE_NAME_INFO
        return _name(c, f, buf, size)
    return _put(c, buf, size, data)


def _name(c, f, buf, size):
    """FILE_NAME_INFO: the byte length, then the path after the drive ("\\dir\\file"),
    as much as fits (ERROR_MORE_DATA when it does not all fit)."""
    vm = c.vm
    if size < 4:
        vm.last_error = ERROR_BAD_LENGTH
        return 0
    if not put_name_info(vm, f, buf, size)[1]:
        vm.last_error = ERROR_MORE_DATA
        return 0
    return 1


def entry_bytes(vm, name, host, index, full=False):
    """One FILE_ID_BOTH_DIR_INFO, or FILE_FULL_DIR_INFO when ``full`` (its
    NextEntryOffset 0, set by the caller). NtQueryDirectoryFile's classes are parts of
    it (dlls/ntdll/dirquery.py)."""
    attrs, st = _attributes(host)
    mtime = file_time(vm, host, st)
    folder = os.path.isdir(host)
    size = 0 if folder else st.st_size
    raw = name.encode("utf-16-le")
    head = struct.pack("<II6QIIIB1x24s2xQ", 0, index, _ft(min(st.st_ctime, mtime)),
                       _ft(st.st_atime), _ft(mtime), _ft(mtime), size, allocation_size(size),
                       attrs, len(raw), 0, 0, b"", st.st_ino & 0xFFFFFFFFFFFFFFFF)
    return (head[:_FULL_HEAD] if full else head) + raw


def list_folder(vm, f, match=None):
    """Start the listing of folder handle ``f`` (``f.listing``: (name, host path) pairs
    still to return): "." and ".." first (not at the drive's root, as on NTFS), then the
    entries by name, case ignored; only names ``match`` accepts when given."""
    parent = os.path.dirname(f.host) if f.host != vm.vfs.root else f.host
    names = [(".", f.host), ("..", parent)] if f.host != vm.vfs.root else []
    names += [(n, os.path.join(f.host, n))
              for n in sorted(os.listdir(f.host), key=str.lower)]
    f.listing = [(n, h) for n, h in names if match is None or match(n)]


def _directory(c, f, restart, full, buf, size):
    """FileIdBothDirectoryInfo or FileFullDirectoryInfo (``full``): the folder's entries
    from where the last call stopped (or from the start), packed 8-byte aligned with
    NextEntryOffset chaining them."""
    vm = c.vm
    if not isinstance(f, DirectoryObject):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if restart or f.listing is None:
        list_folder(vm, f)
    if not f.listing:
        vm.last_error = ERROR_NO_MORE_FILES
        return 0
    out = bytearray()
    last = None
    while f.listing:
        name, host = f.listing[0]
        if not os.path.lexists(host):
            f.listing.pop(0)
            continue
        entry = entry_bytes(vm, name, host, 0, full)
        start = (len(out) + 7) & ~7
        if start + len(entry) > size:
            break
        out += bytes(start - len(out))
        if last is not None:
            struct.pack_into("<I", out, last, start - last)
        last = start
        out += entry
        f.listing.pop(0)
    if last is None:
        vm.last_error = ERROR_MORE_DATA
        return 0
    vm.mem.write(buf, bytes(out))
    return 1


#: SetFileInformationByHandle's classes and the native classes they are.
_SET_CLASSES = {0: fileset.BASIC, 3: fileset.RENAME, 4: fileset.DISPOSITION,
                5: fileset.ALLOCATION, 6: fileset.END_OF_FILE, 12: fileset.IO_PRIORITY_HINT,
                21: fileset.DISPOSITION_EX, 22: fileset.RENAME_EX}
_FILE_CASE_SENSITIVE_INFO = 23


@api(KERNEL32, "SetFileInformationByHandle", "HANDLE h, int cls, LPVOID buf, DWORD size",
     widths=BOTH)
def SetFileInformationByHandle(c, h, cls, buf, size):
    """Change the ``cls`` information of the file or folder ``h`` to the structure at
    ``buf`` (``size`` bytes): its times and attributes, its name, its deletion, its
    allocation or end of file, its I/O priority hint. A class that cannot be set is
    ERROR_INVALID_PARAMETER; too small a structure ERROR_BAD_LENGTH; a right the handle
    lacks ERROR_ACCESS_DENIED."""
    vm = c.vm
    if cls == _FILE_CASE_SENSITIVE_INFO:
        raise Unimplemented("KERNEL32.dll!SetFileInformationByHandle (FileCaseSensitiveInfo)")
    nt_class = _SET_CLASSES.get(cls)
    if nt_class is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    f = file_or_folder(c, h)
    if f is None:
        return 0
    status = fileset.set_information(vm, f, nt_class, buf, size, dos_names=True)
    if status:
        vm.last_error = status_to_win32(status)
        return 0
    return 1


@api(KERNEL32, "SetFileValidData", "HANDLE h, LONGLONG length", widths=BOTH)
def SetFileValidData(c, h, length):
    """Declare the file's first ``length`` bytes valid without writing them: what the
    NtSetInformationFile class answers (kernel/fileset.py set_valid_data) — the
    privilege it needs is not held by this user, ERROR_PRIVILEGE_NOT_HELD."""
    vm = c.vm
    f = vm.handles.get(h, (FileObject, DirectoryObject))
    if f is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    status = fileset.set_valid_data(vm, f, length)
    if status:
        vm.last_error = status_to_win32(status)
        return 0
    return 1


#: FILE_ID_DESCRIPTOR's types: a 64-bit file id, an object id (a GUID), a 128-bit id.
FILE_ID_TYPE, OBJECT_ID_TYPE, EXTENDED_FILE_ID_TYPE = 0, 1, 2


def _by_file_id(vm, index):
    """The host path of the file or folder on the drive whose file id is ``index``."""
    root = vm.vfs.root
    if os.stat(root).st_ino == index:
        return root
    for top, dirs, files in os.walk(root):
        for name in dirs + files:
            path = os.path.join(top, name)
            try:
                if os.lstat(path).st_ino == index:
                    return path
            except OSError:
                continue
    return None


@api(KERNEL32, "OpenFileById", "HANDLE hint, LPVOID descriptor, DWORD access, DWORD share, "
     "LPVOID sa, DWORD flags", widths=BOTH)
def OpenFileById(c, hint, descriptor, access, share, sa, flags):
    """Open the file or folder whose file id (GetFileInformationByHandle's index,
    FILE_ID_BOTH_DIR_INFO's FileId, FILE_ID_INFO's) a FILE_ID_DESCRIPTOR gives, on the
    volume of ``hint`` (any file or folder handle of it: the drive has one volume), as
    CreateFileW opens an existing one (a folder as with FILE_FLAG_BACKUP_SEMANTICS).
    ERROR_INVALID_PARAMETER for no descriptor or an id no file has; an object id (a GUID
    NTFS can keep per file) stops the guest: the drive keeps none."""
    vm = c.vm
    if not descriptor:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    if file_or_folder(c, hint) is None:
        return INVALID_HANDLE_VALUE
    kind = vm.mem.u32(descriptor + 4)
    if kind == OBJECT_ID_TYPE:
        raise Unimplemented("KERNEL32.dll!OpenFileById: an object id (ObjectIdType)")
    if kind not in (FILE_ID_TYPE, EXTENDED_FILE_ID_TYPE):
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    index = vm.mem.u64(descriptor + 8)
    if kind == EXTENDED_FILE_ID_TYPE and vm.mem.u64(descriptor + 16):
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    host = _by_file_id(vm, index)
    if host is None:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    rel = os.path.relpath(host, vm.vfs.root)
    path = vm.vfs.guest_path([] if rel == "." else rel.split(os.sep))
    if os.path.isdir(host):
        flags |= FILE_FLAG_BACKUP_SEMANTICS
    return CreateFile(c, path, access, share, sa, OPEN_EXISTING, flags, 0)


#: FindFirstStreamW's only information level.
FIND_STREAM_INFO_STANDARD = 0


def _put_stream(c, data, name, size):
    """A WIN32_FIND_STREAM_DATA: the stream's size, then its name (MAX_PATH + 36)."""
    c.vm.mem.write(data, struct.pack("<Q", size) + (name + "\0").encode("utf-16-le"))


@api(KERNEL32, "FindFirstStreamW", "LPCWSTR path, int level, LPVOID data, DWORD flags",
     widths=BOTH)
def FindFirstStreamW(c, path, level, data, flags):
    """The first of a file's streams: the drive keeps one, the unnamed data stream
    ``::$DATA`` with the file's size; a folder has none (ERROR_HANDLE_EOF). Another level
    or any flag: ERROR_INVALID_PARAMETER; a missing path: its error."""
    vm = c.vm
    if level != FIND_STREAM_INFO_STANDARD or flags:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    try:
        if path is None:
            raise VfsError(ERROR_PATH_NOT_FOUND)
        parts, host = vm.vfs.resolve(path)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
    except VfsError as e:
        return _fail(vm, e.code, INVALID_HANDLE_VALUE)
    if os.path.isdir(host):
        return _fail(vm, ERROR_HANDLE_EOF, INVALID_HANDLE_VALUE)
    _put_stream(c, data, "::$DATA", os.path.getsize(host))
    return vm.new_handle(FindObject([]))


@api(KERNEL32, "FindNextStreamW", "HANDLE:file search h, LPVOID data", widths=BOTH)
def FindNextStreamW(c, h, data):
    """The next stream of a FindFirstStreamW search: a file has only its data stream, so
    ERROR_HANDLE_EOF."""
    return _fail(c.vm, ERROR_HANDLE_EOF)


#: ReOpenFile's flags: FILE_FLAG_* only (no FILE_ATTRIBUTE_* bit, the low 16 bits).
_REOPEN_FLAGS = 0xFFFF0000


@api(KERNEL32, "ReOpenFile", "HANDLE h, DWORD access, DWORD share, DWORD flags",
     widths=BOTH)
def ReOpenFile(c, h, access, share, flags):
    """A new handle to the file ``h`` is open on, with other access, share mode and
    FILE_FLAG_* flags, as CreateFileW opens the file again (the sharing check counts
    ``h`` too). A FILE_ATTRIBUTE_* bit in ``flags``: ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if flags & ~_REOPEN_FLAGS:
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    f = file_or_folder(c, h)
    if f is None:
        return INVALID_HANDLE_VALUE
    rel = os.path.relpath(f.host, vm.vfs.root)
    path = vm.vfs.guest_path([] if rel == "." else rel.split(os.sep))
    if isinstance(f, DirectoryObject):
        flags |= FILE_FLAG_BACKUP_SEMANTICS
    return CreateFile(c, path, access, share, 0, OPEN_EXISTING, flags, 0)
