"""KERNEL32: the file functions (CreateFile & co., directories, find, attributes,
times). The file and find objects and the VFS mapping are in ``kernel/files.py`` and
``kernel/vfs.py``."""

import os
import re
import shutil
import struct

from ...kernel.children import inheritable, running_image
from ...controls import console as console_window
from ....abi.api import BOTH, api, Unimplemented
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS, ERROR_DIRECTORY,
                             ERROR_DIR_NOT_EMPTY, ERROR_FILE_EXISTS, ERROR_FILE_NOT_FOUND,
                             ERROR_HANDLE_EOF, ERROR_INVALID_FUNCTION, ERROR_INVALID_HANDLE,
                             ERROR_LOCK_VIOLATION,
                             ERROR_INVALID_PARAMETER, ERROR_NO_MORE_FILES,
                             ERROR_PATH_NOT_FOUND, ERROR_SHARING_VIOLATION)
from ...kernel.files import (console_handle, _attributes, _fail, _find_entries, _handle, _io_object, _move,
                            _put_path, _resolve, _seek, _system_dir, _write_find_data,
                            check_sharing, ConsoleObject, CREATE_NEW, DELETE, DirectoryObject,
                            FILE_APPEND_DATA, FILE_ATTRIBUTE_ARCHIVE, FILE_ATTRIBUTE_DIRECTORY,
                            FILE_ATTRIBUTE_READONLY, FILE_FLAG_DELETE_ON_CLOSE,
                            FILE_READ_DATA, FILE_SHARE_DELETE, FILE_SHARE_READ,
                            FILE_SHARE_WRITE, FILE_WRITE_DATA, FileObject, file_time,
                            filetime_from_unix, FindObject, GENERIC_ALL, GENERIC_READ,
                            GENERIC_WRITE, INVALID_FILE_ATTRIBUTES, INVALID_HANDLE_VALUE,
                              INVALID_SET_FILE_POINTER, MAX_PATH, note_new_dir, NulDevice,
                              open_directory, open_file, replace_file,
                            win32_error)
from ...core.winerror import (ERROR_INVALID_USER_BUFFER, ERROR_NOACCESS, ERROR_USER_MAPPED_FILE,
                             STATUS_END_OF_FILE,
                             STATUS_SUCCESS)
from ...kernel.fileio import (lock_conflict, overlapped_done, overlapped_offset, pipe_read,
                             pipe_write, PipeEnd)
from ...kernel.namedpipe import NamedPipeEnd, pipe_key
from ...kernel.vfs import VfsError
from ...kernel.environ import TEMP_DIR, environment
from ...kernel.procparams import (STD_ERROR, STD_INPUT, STD_OUTPUT, change_directory,
                                  full_path_name, std_handle)
from ...kernel.mailslot import Mailslot, MailslotClient, mailslot_key
from .mailslot import mailslot_read, mailslot_write, open_client as open_mailslot_client
from .namedpipe import named_read, named_read_overlapped, named_write, open_client
from ...kernel.overlapped import complete, error_status
from .consolein import read_console, reads_typed_input
from ...kernel import iocounters
from ...kernel.changenotify import notice
from ...kernel.files import file_rights
from ...kernel.mapping import file_mapped, image_in_use
from ...core.dllnames import KERNEL32



FILE_FLAG_BACKUP_SEMANTICS = 0x02000000
FILE_FLAG_OVERLAPPED = 0x40000000
# FILE_WRITE_ATTRIBUTES and the generic rights that include it (FILE_GENERIC_WRITE does).
_WRITE_ATTRIBUTES_RIGHTS = 0x100 | GENERIC_WRITE | GENERIC_ALL

#: a serial port's name: COM1 ... COM255, alone or in the device namespace (\\.\COM1)
_SERIAL_PORT = re.compile(r"(?i)(\\\\\.\\)?com[1-9][0-9]{0,2}:?")


def _read_only_file(vm, name):
    """True when ``name`` is an existing file with FILE_ATTRIBUTE_READONLY."""
    try:
        _parts, host = vm.vfs.resolve(name)
    except VfsError:
        return False
    return os.path.isfile(host) and not os.stat(host).st_mode & 0o200


#: FILE_EXECUTE and GENERIC_EXECUTE: rights that share as reading does.
FILE_EXECUTE, GENERIC_EXECUTE = 0x20, 0x20000000

@api(KERNEL32, "CreateFile{AW}", "LPCTSTR name, DWORD access, DWORD share, LPVOID sa, "
     "DWORD disposition, DWORD flags, HANDLE template", file_names=True, widths=BOTH)
def CreateFile(c, name, access, share, sa, disposition, flags, template):
    vm = c.vm
    if name is None:
        return _fail(vm, ERROR_PATH_NOT_FOUND, INVALID_HANDLE_VALUE)
    if _SERIAL_PORT.fullmatch(name):
        # The machine has no serial port: ERROR_FILE_NOT_FOUND, what Windows answers for
        # a port that is not there (as for AUX, PRN and LPTn: kernel/files.open_device),
        # whatever the flags, before FILE_FLAG_OVERLAPPED (which ports are opened with)
        # is looked at.
        return _fail(vm, ERROR_FILE_NOT_FOUND, INVALID_HANDLE_VALUE)
    console = _CONSOLE_NAMES.get(name.upper()[4 if name.startswith("\\\\.\\") else 0:])
    if console is not None:
        return open_console(vm, console)
    overlapped = bool(flags & FILE_FLAG_OVERLAPPED)     # kernel/overlapped.py
    if mailslot_key(name) is not None:      # \\.\mailslot\name: a mailslot's client
        client, err = open_mailslot_client(vm, name, access)
        if client is None:
            return _fail(vm, err, INVALID_HANDLE_VALUE)
        client.overlapped = overlapped
        vm.last_error = 0
        return vm.new_handle(client)
    if pipe_key(name) is not None:          # \\.\pipe\name: a client of a named pipe
        end, err = open_client(vm, name, access)
        if end is None:
            return _fail(vm, err, INVALID_HANDLE_VALUE)
        end.overlapped = overlapped
        vm.last_error = 0
        return inheritable(vm, vm.new_handle(end), sa)
    if flags & FILE_FLAG_BACKUP_SEMANTICS:       # a folder may be opened, as a folder
        try:
            opened = open_directory(vm, name, disposition)
        except VfsError as e:
            return _fail(vm, e.code, INVALID_HANDLE_VALUE)
        if opened is not None:
            opened[0].write_attributes = bool(access & _WRITE_ATTRIBUTES_RIGHTS)
            opened[0].delete_access = bool(access & (DELETE | GENERIC_ALL)) or \
                bool(flags & FILE_FLAG_DELETE_ON_CLOSE)
            opened[0].delete_pending = bool(flags & FILE_FLAG_DELETE_ON_CLOSE)
            opened[0].overlapped = overlapped
            vm.last_error = opened[1]
            return vm.new_handle(opened[0])
    read = bool(access & (GENERIC_READ | GENERIC_ALL | FILE_READ_DATA))
    write = bool(access & (GENERIC_WRITE | GENERIC_ALL | FILE_WRITE_DATA | FILE_APPEND_DATA))
    # FILE_APPEND_DATA without the right to write anywhere: every write lands at the end.
    append = bool(access & FILE_APPEND_DATA) and not access & (
        GENERIC_WRITE | GENERIC_ALL | FILE_WRITE_DATA)
    delete_on_close = bool(flags & FILE_FLAG_DELETE_ON_CLOSE)
    delete = delete_on_close or bool(access & (DELETE | GENERIC_ALL))
    if delete_on_close and _read_only_file(vm, name):
        # a read-only file cannot be deleted, so neither opened to delete on close
        return _fail(vm, ERROR_ACCESS_DENIED, INVALID_HANDLE_VALUE)
    try:
        f, err = open_file(vm, name, read, write, disposition, share, delete, append,
                           read_only=bool(flags & FILE_ATTRIBUTE_READONLY),
                           execute=bool(access & (FILE_EXECUTE | GENERIC_EXECUTE)))
    except VfsError as e:
        return _fail(vm, e.code, INVALID_HANDLE_VALUE)
    f.delete_on_close = delete_on_close
    f.access = file_rights(access)
    f.write_attributes = bool(access & _WRITE_ATTRIBUTES_RIGHTS)
    f.overlapped = overlapped
    vm.last_error = err
    return inheritable(vm, vm.new_handle(f), sa)


@api(KERNEL32, "CreateFile2", "LPCWSTR name, DWORD access, DWORD share, DWORD disposition, "
     "LPVOID params", file_names=True, widths=BOTH)
def CreateFile2(c, name, access, share, disposition, params):
    """CreateFileW with the attributes, flags, security and template in one
    CREATEFILE2_EXTENDED_PARAMETERS (CMake 4.4's libuv opens files with it); no
    parameters is no attributes or flags."""
    attrs = flags = qos = sa = template = 0
    if params:
        mem, ps = c.vm.mem, c.ptr_size
        # dwSize, dwFileAttributes, dwFileFlags, dwSecurityQosFlags, then two pointers
        attrs, flags, qos = mem.u32(params + 4), mem.u32(params + 8), mem.u32(params + 12)
        sa, template = mem.uptr(params + 16), mem.uptr(params + 16 + ps)
    return CreateFile(c, name, access, share, sa, disposition, attrs | flags | qos, template)


# CreateFile's names of the console's input buffer and active screen buffer.
_CONSOLE_NAMES = {"CONIN$": "in", "CONOUT$": "out"}


def open_console(vm, which):
    """CreateFile("CONIN$" / "CONOUT$"): a new handle to the process's console's input or
    screen buffer; without a console (after FreeConsole) ERROR_INVALID_HANDLE, as
    Windows answers when there is no console to open."""
    if vm.kernel.console_detached:
        return _fail(vm, ERROR_INVALID_HANDLE, INVALID_HANDLE_VALUE)
    vm.last_error = 0
    return vm.new_handle(console_handle(vm, which))


def buffer_mapped(vm, addr, n):
    """True when guest memory [addr, addr + n) is mapped (a file read or write checks its
    buffer before it moves the file pointer)."""
    mem = vm.mem
    return all(mem.region_at(p) is not None
               for p in range(addr & ~0xFFF, addr + n, 0x1000)) if addr else False


@api(KERNEL32, "ReadFile", "HANDLE h, LPVOID buf, DWORD n, LPVOID nread, LPVOID overlapped", widths=BOTH)
def ReadFile(c, h, buf, n, nread, overlapped):
    """Read from a file, console or pipe. With an OVERLAPPED (handles here are all
    synchronous) the read starts at its offset and completes before returning; its
    Internal/InternalHigh and event say so (``kernel/fileio.py``). Reading past the end
    of a file is success with 0 bytes — or, overlapped, FALSE with ERROR_HANDLE_EOF."""
    vm = c.vm
    obj = vm.handles.get(h)
    if nread:
        vm.mem.w32(nread, 0)
    if isinstance(obj, PipeEnd):
        return _pipe_read(c, obj, buf, n, nread, overlapped)
    if isinstance(obj, Mailslot):
        if overlapped:      # the read handle is synchronous: the read completes first
            return _sync_read(c, obj, overlapped, nread, mailslot_read(c, obj, buf, n, nread))
        return mailslot_read(c, obj, buf, n, nread)
    if isinstance(obj, MailslotClient):
        return _fail(vm, ERROR_ACCESS_DENIED)     # a client only writes
    if isinstance(obj, NamedPipeEnd):
        if overlapped and obj.overlapped:
            return named_read_overlapped(c, obj, buf, n, nread, overlapped)
        if overlapped:
            return _sync_read(c, obj, overlapped, nread, named_read(c, obj, buf, n, nread))
        return named_read(c, obj, buf, n, nread)
    f = _io_object(vm, h)
    if f is None:
        # A folder's handle reads nothing: the request is not one a folder takes.
        return _fail(vm, ERROR_INVALID_FUNCTION if vm.handles.get(h, DirectoryObject)
                     else ERROR_INVALID_HANDLE)
    if not f.readable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    if isinstance(f, ConsoleObject) and reads_typed_input(vm, f):
        # the input of a console AllocConsole or CREATE_NEW_CONSOLE made, or read as VT
        # sequences: what ReadConsoleA reads (a line, or the keys typed)
        if not f.attached():
            return _fail(vm, ERROR_INVALID_HANDLE)
        return read_console(c, f, buf, n, nread, False)
    keep = None
    if isinstance(f, FileObject):
        if overlapped:
            if f.overlapped:
                keep = f.tell()     # an overlapped handle has no file pointer to move
            f.seek(overlapped_offset(vm.mem, overlapped))
        if lock_conflict(vm, f, f.tell(), n, False):
            return _fail(vm, ERROR_LOCK_VIOLATION)
        if n and not buffer_mapped(vm, buf, n):
            return _fail(vm, ERROR_NOACCESS)        # the buffer is no memory of the program
    data = f.read(n)
    if keep is not None:
        f.seek(keep)
    if data:
        vm.mem.write(buf, data)
    iocounters.count(vm, "read", len(data))
    if nread:
        vm.mem.w32(nread, len(data))
    if overlapped:
        if not data and n and isinstance(f, FileObject):
            _done(vm, f, overlapped, STATUS_END_OF_FILE, 0)
            return _fail(vm, ERROR_HANDLE_EOF)
        _done(vm, f, overlapped, STATUS_SUCCESS, len(data))
    return 1  # end of file is success with zero bytes read


def _done(vm, obj, ov, status, count):
    """An operation on ``obj`` done before its call returns: on an overlapped handle it
    completes as overlapped ones do (port packet, the handle signaled)."""
    if getattr(obj, "overlapped", False):
        complete(vm, obj, ov, status, count, at_once=True)
    else:
        overlapped_done(vm, ov, status, count)


def _sync_read(c, obj, ov, count_ptr, reading):
    """Generator: a synchronous handle's read (generator ``reading``) with an OVERLAPPED,
    which says how it ended."""
    ok = yield from reading
    vm = c.vm
    count = vm.mem.u32(count_ptr) if count_ptr else 0
    status = STATUS_SUCCESS if ok else error_status(vm.last_error)
    if status is not None:
        _done(vm, obj, ov, status, count)
    return ok


def _pipe_read(c, end, buf, n, nread, overlapped):
    vm = c.vm
    if not end.readable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    data, err = yield from pipe_read(vm, end, n)
    if err:
        return _fail(vm, err)
    vm.mem.write(buf, data)
    if nread:
        vm.mem.w32(nread, len(data))
    if overlapped:
        overlapped_done(vm, overlapped, STATUS_SUCCESS, len(data))
    return 1


@api(KERNEL32, "WriteFile", "HANDLE h, LPVOID buf, DWORD n, LPVOID nwritten, LPVOID overlapped", widths=BOTH)
def WriteFile(c, h, buf, n, nwritten, overlapped):
    """Write to a file, console or pipe; an OVERLAPPED gives the offset and is completed
    at once, as for ReadFile."""
    vm = c.vm
    obj = vm.handles.get(h)
    if nwritten:
        vm.mem.w32(nwritten, 0)
    if isinstance(obj, (Mailslot, MailslotClient)):
        ok = mailslot_write(c, obj, buf, n, nwritten)
        if overlapped and ok:
            _done(vm, obj, overlapped, STATUS_SUCCESS, n)
        return ok
    if isinstance(obj, NamedPipeEnd):
        # a write never waits: it completes at once, overlapped or not
        ok = named_write(c, obj, buf, n, nwritten)
        if overlapped and ok:
            _done(vm, obj, overlapped, STATUS_SUCCESS, n)
        return ok
    if isinstance(obj, PipeEnd):
        if not obj.writable:
            return _fail(vm, ERROR_ACCESS_DENIED)
        done, err = pipe_write(obj, vm.mem.read(buf, n))
        if err:
            return _fail(vm, err)
    else:
        f = _io_object(vm, h)
        if vm.handles.get(h, DirectoryObject) is not None:
            return _fail(vm, ERROR_INVALID_FUNCTION)     # a folder's handle writes nothing
        if f is None or isinstance(f, ConsoleObject) and not f.attached():
            return _fail(vm, ERROR_INVALID_HANDLE)
        if not f.writable:
            return _fail(vm, ERROR_ACCESS_DENIED)
        keep = None
        if isinstance(f, FileObject):
            if overlapped:
                if f.overlapped:
                    keep = f.tell()     # an overlapped handle has no file pointer to move
                f.seek(overlapped_offset(vm.mem, overlapped))
            if lock_conflict(vm, f, f.size() if f.append else f.tell(), n, True):
                return _fail(vm, ERROR_LOCK_VIOLATION)
            if n and not buffer_mapped(vm, buf, n):
                return _fail(vm, ERROR_INVALID_USER_BUFFER)   # no memory of the program
        try:
            done = f.write(vm.mem.read(buf, n)) if n else 0
        except OSError as e:
            return _fail(vm, win32_error(e))
        finally:
            if keep is not None:
                f.seek(keep)
        iocounters.count(vm, "write", done)
        if isinstance(f, ConsoleObject):
            console_window.refresh(vm)      # the console window shows what was written
    if nwritten:
        vm.mem.w32(nwritten, done)
    if overlapped:
        _done(vm, obj, overlapped, STATUS_SUCCESS, done)
    return 1


@api(KERNEL32, "GetStdHandle", "DWORD which", widths=BOTH)
def GetStdHandle(c, which):
    vm = c.vm
    if which not in (STD_INPUT, STD_OUTPUT, STD_ERROR):
        return _fail(vm, ERROR_INVALID_HANDLE, INVALID_HANDLE_VALUE)
    return std_handle(vm, which)


@api(KERNEL32, "GetFileSize", "HANDLE h, LPVOID high", widths=BOTH)
def GetFileSize(c, h, high):
    vm = c.vm
    f = _handle(vm, h, (FileObject, NulDevice))
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE, 0xFFFFFFFF)
    size = f.size()
    if high:
        vm.mem.w32(high, size >> 32)
    vm.last_error = 0  # documented: callers tell 0xFFFFFFFF apart by GetLastError
    return size & 0xFFFFFFFF


@api(KERNEL32, "GetFileSizeEx", "HANDLE h, LPVOID out", widths=BOTH)
def GetFileSizeEx(c, h, out):
    vm = c.vm
    f = _handle(vm, h, (FileObject, NulDevice))
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.mem.write(out, struct.pack("<q", f.size()))
    return 1


@api(KERNEL32, "SetFilePointer", "HANDLE h, LONG distance, LPVOID high, DWORD method", widths=BOTH)
def SetFilePointer(c, h, distance, high, method):
    vm = c.vm
    f = _handle(vm, h, (FileObject, NulDevice))
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE, INVALID_SET_FILE_POINTER)
    if high:
        # With a high part the distance is one signed 64-bit value.
        distance = (vm.mem.i32(high) << 32) | (distance & 0xFFFFFFFF)
    try:
        pos = _seek(vm, f, distance, method)
    except VfsError as e:
        return _fail(vm, e.code, INVALID_SET_FILE_POINTER)
    if high:
        vm.mem.w32(high, pos >> 32)
    vm.last_error = 0
    return pos & 0xFFFFFFFF


@api(KERNEL32, "SetFilePointerEx", "HANDLE h, LARGE_INTEGER distance, LPVOID newpos, DWORD method", widths=BOTH)
def SetFilePointerEx(c, h, distance, newpos, method):
    vm = c.vm
    f = _handle(vm, h, (FileObject, NulDevice))
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    try:
        pos = _seek(vm, f, distance, method)
    except VfsError as e:
        return _fail(vm, e.code)
    if newpos:
        vm.mem.write(newpos, struct.pack("<q", pos))
    return 1


@api(KERNEL32, "SetEndOfFile", "HANDLE h", widths=BOTH)
def SetEndOfFile(c, h):
    vm = c.vm
    f = _handle(vm, h, FileObject)
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if not f.writable:
        return _fail(vm, ERROR_ACCESS_DENIED)
    if f.tell() < f.size() and file_mapped(vm, os.path.realpath(f.host)):
        return _fail(vm, ERROR_USER_MAPPED_FILE)   # a mapped view keeps its file's size
    f.truncate()
    return 1


@api(KERNEL32, "FlushFileBuffers", "HANDLE h", widths=BOTH)
def FlushFileBuffers(c, h):
    vm = c.vm
    f = _io_object(vm, h)
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if isinstance(f, FileObject):
        if not f.writable:
            return _fail(vm, ERROR_ACCESS_DENIED)  # documented: needs GENERIC_WRITE
        os.fsync(f.fd)
    return 1


@api(KERNEL32, "GetFileType", "HANDLE h", widths=BOTH)
def GetFileType(c, h):
    obj = c.vm.handles.get(h)
    if isinstance(obj, (FileObject, DirectoryObject)):
        return 1  # FILE_TYPE_DISK
    if isinstance(obj, (ConsoleObject, NulDevice)):
        return 2  # FILE_TYPE_CHAR
    if isinstance(obj, (PipeEnd, NamedPipeEnd)):
        return 3  # FILE_TYPE_PIPE
    return _fail(c.vm, ERROR_INVALID_HANDLE)


@api(KERNEL32, "DeleteFile{AW}", "LPCTSTR name", file_names=True, widths=BOTH)
def DeleteFile(c, name):
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not parts or os.path.isdir(host):
            raise VfsError(ERROR_ACCESS_DENIED)
        if not os.path.lexists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        if running_image(vm, parts) or image_in_use(vm, os.path.realpath(host)):
            raise VfsError(ERROR_ACCESS_DENIED)   # a mapped image's file is kept
        if not os.path.islink(host) and not os.stat(host).st_mode & 0o200:
            raise VfsError(ERROR_ACCESS_DENIED)    # documented: a read-only file is kept
        # DeleteFile opens for DELETE: every open handle must share delete.
        check_sharing(vm, os.path.realpath(host), False, False, True,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)
        os.unlink(host)
        notice(vm)
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e, vm.vfs, parts))
    return 1


@api(KERNEL32, "CreateDirectory{AW}", "LPCTSTR name, LPVOID sa", file_names=True, widths=BOTH)
def CreateDirectory(c, name, sa):
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not parts or os.path.exists(host):
            raise VfsError(ERROR_ALREADY_EXISTS)
        if not os.path.isdir(os.path.dirname(host)):
            raise VfsError(ERROR_PATH_NOT_FOUND)
        os.mkdir(host)
        note_new_dir(vm, host)
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e, vm.vfs, parts))
    return 1


@api(KERNEL32, "RemoveDirectory{AW}", "LPCTSTR name", file_names=True, widths=BOTH)
def RemoveDirectory(c, name):
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not parts:
            raise VfsError(ERROR_ACCESS_DENIED)  # the root of C: cannot be removed
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        if not os.path.isdir(host) or os.path.islink(host):
            raise VfsError(ERROR_DIRECTORY)
        if os.listdir(host):
            raise VfsError(ERROR_DIR_NOT_EMPTY)
        if parts == vm.vfs.cwd[:len(parts)] and len(vm.vfs.cwd) >= len(parts):
            # Windows refuses to remove a process's current directory (it is in use).
            raise VfsError(ERROR_SHARING_VIOLATION)
        folder_id = os.stat(host).st_ino
        os.rmdir(host)
        vm.kernel.removed_dirs.add(folder_id)
        notice(vm)
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e, vm.vfs, parts))
    return 1


@api(KERNEL32, "GetFileAttributes{AW}", "LPCTSTR name", file_names=True, widths=BOTH)
def GetFileAttributes(c, name):
    vm = c.vm
    try:
        if vm.vfs.device(name) is not None:
            return FILE_ATTRIBUTE_ARCHIVE      # what Wine 8 answers for nul, AUX, LPT1...
        parts, host = _resolve(vm, name)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        return _attributes(host)[0]
    except VfsError as e:
        return _fail(vm, e.code, INVALID_FILE_ATTRIBUTES)


@api(KERNEL32, "GetFileAttributesEx{AW}", "LPCTSTR name, DWORD level, LPVOID out", file_names=True, widths=BOTH)
def GetFileAttributesEx(c, name, level, out):
    vm = c.vm
    if level != 0:  # GetFileExInfoStandard is the only level there is
        return _fail(vm, ERROR_INVALID_PARAMETER)
    try:
        parts, host = _resolve(vm, name)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        attrs, st = _attributes(host)
    except VfsError as e:
        return _fail(vm, e.code)
    size = 0 if attrs & FILE_ATTRIBUTE_DIRECTORY else st.st_size
    ft = filetime_from_unix(file_time(vm, host, st))
    vm.mem.write(out, struct.pack("<I3QII", attrs, ft, ft, ft, size >> 32, size & 0xFFFFFFFF))
    return 1


@api(KERNEL32, "GetCompressedFileSize{AW}", "LPCTSTR name, LPVOID high", file_names=True, widths=BOTH)
def GetCompressedFileSize(c, name, high):
    """The bytes a file takes on the disk: no file on the drive is compressed or sparse,
    so its size, as documented for such files (a folder's: 0). INVALID_FILE_SIZE with the
    path's error when it does not exist; the last error is ERROR_SUCCESS otherwise, as a
    size of 0xFFFFFFFF is told apart by it."""
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        attrs, st = _attributes(host)
    except VfsError as e:
        return _fail(vm, e.code, 0xFFFFFFFF)
    size = 0 if attrs & FILE_ATTRIBUTE_DIRECTORY else st.st_size
    if high:
        vm.mem.w32(high, size >> 32)
    vm.last_error = 0
    return size & 0xFFFFFFFF


@api(KERNEL32, "SetFileAttributes{AW}", "LPCTSTR name, DWORD attrs", file_names=True, widths=BOTH)
def SetFileAttributes(c, name, attrs):
    vm = c.vm
    try:
        parts, host = _resolve(vm, name)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
    except VfsError as e:
        return _fail(vm, e.code)
    if attrs != _attributes(host)[0]:
        real = os.path.realpath(host)
        vm.kernel.attribute_sets[real] = vm.kernel.attribute_sets.get(real, 0) + 1
    if not os.path.isdir(host):
        # Only FILE_ATTRIBUTE_READONLY has a host meaning (the write permission bits);
        # hidden/system/archive are not kept.
        mode = os.stat(host).st_mode
        mode = (mode & ~0o222) if attrs & FILE_ATTRIBUTE_READONLY else (mode | 0o200)
        os.chmod(host, mode)
    notice(vm)
    return 1


@api(KERNEL32, "MoveFile{AW}", "LPCTSTR src, LPCTSTR dst", file_names=True, widths=BOTH)
def MoveFile(c, src, dst):
    try:
        _move(c.vm, src, dst, replace=False)
    except VfsError as e:
        return _fail(c.vm, e.code)
    except OSError as e:
        return _fail(c.vm, win32_error(e))
    return 1


MOVEFILE_DELAY_UNTIL_REBOOT = 0x4


@api(KERNEL32, "MoveFileEx{AW}", "LPCTSTR src, LPCTSTR dst, DWORD flags", file_names=True, widths=BOTH)
def MoveFileEx(c, src, dst, flags):
    if flags & MOVEFILE_DELAY_UNTIL_REBOOT and not flags & ~0xF:
        # Documented: the move (or, with a NULL target, the deletion) waiting for the next
        # boot is for administrators and LocalSystem only; the guest's user is a standard
        # one (kernel/security.py), so Windows refuses it (Wine 8 runs as an elevated
        # administrator and accepts it). NSIS's uninstaller asks this for its %TEMP% copy.
        return _fail(c.vm, ERROR_ACCESS_DENIED)
    if dst is None or flags & ~0xB:
        # NULL destination means delete-on-reboot; there is no reboot here.
        raise Unimplemented("KERNEL32.dll!MoveFileEx: flags 0x%x / NULL target" % flags)
    try:
        _move(c.vm, src, dst, replace=bool(flags & 1))
    except VfsError as e:
        return _fail(c.vm, e.code)
    except OSError as e:
        return _fail(c.vm, win32_error(e))
    return 1


@api(KERNEL32, "MoveFileWithProgress{AW}", "LPCTSTR src, LPCTSTR dst, LPVOID progress, "
     "LPVOID data, DWORD flags", file_names=True, widths=BOTH)
def MoveFileWithProgress(c, src, dst, progress, data, flags):
    """MoveFileEx with a progress routine, which Windows calls only while a move copies
    the file to another volume: everything here is one volume, so a move is a rename and
    the routine is never called (as on Windows within a volume)."""
    return MoveFileEx(c, src, dst, flags)


@api(KERNEL32, "ReplaceFile{AW}", "LPCTSTR replaced, LPCTSTR replacement, LPCTSTR backup, "
     "DWORD flags, LPVOID exclude, LPVOID reserved", file_names=True, widths=BOTH)
def ReplaceFile(c, replaced, replacement, backup, flags, exclude, reserved):
    """Put ``replacement`` in the place of ``replaced`` (saving it as ``backup`` when
    given), as editors save a file: kernel/files.py replace_file. The documented flags
    only loosen checks this drive does not make (merge and ACL errors) or ask for the
    writes to be on the disk (they are); no flag changes the outcome (Wine 8 ignores
    them all alike). The reserved pointers must be NULL (ERROR_INVALID_PARAMETER)."""
    vm = c.vm
    if exclude or reserved:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if replaced is None or replacement is None:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    try:
        replace_file(vm, replaced, replacement, backup)
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e))
    return 1


@api(KERNEL32, "CopyFile{AW}", "LPCTSTR src, LPCTSTR dst, BOOL fail_if_exists", file_names=True, widths=BOTH)
def CopyFile(c, src, dst, fail_if_exists):
    vm = c.vm
    try:
        s_parts, s_host = _resolve(vm, src)
        d_parts, d_host = _resolve(vm, dst)
        if not s_parts or os.path.isdir(s_host) or not d_parts or os.path.isdir(d_host):
            raise VfsError(ERROR_ACCESS_DENIED)
        if not os.path.exists(s_host):
            raise VfsError(vm.vfs.missing_error(s_parts))
        if not os.path.isdir(os.path.dirname(d_host)):
            raise VfsError(ERROR_PATH_NOT_FOUND)
        if os.path.exists(d_host):
            if fail_if_exists:
                raise VfsError(ERROR_FILE_EXISTS)
            if os.path.samefile(s_host, d_host):
                raise VfsError(ERROR_SHARING_VIOLATION)   # as Windows reports it
        # CopyFile opens the source to read, sharing everything, then the destination
        # to write, sharing reading and writing: handles open on either must allow it
        check_sharing(vm, os.path.realpath(s_host), True, False, False,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)
        if os.path.exists(d_host):
            check_sharing(vm, os.path.realpath(d_host), False, True, False,
                          FILE_SHARE_READ | FILE_SHARE_WRITE)
            if file_mapped(vm, os.path.realpath(d_host)):
                raise VfsError(ERROR_USER_MAPPED_FILE)    # it cannot be truncated
        shutil.copy2(s_host, d_host)  # CopyFile keeps the source's attributes and times
    except VfsError as e:
        return _fail(vm, e.code)
    except OSError as e:
        return _fail(vm, win32_error(e))
    return 1


@api(KERNEL32, "FindFirstFile{AW}", "LPCTSTR pattern, LPVOID data", file_names=True, widths=BOTH)
def FindFirstFile(c, pattern, data):
    return find_first(c, pattern, data)


def find_first(c, pattern, data, case_sensitive=False):
    """FindFirstFile's work (case-sensitive for FindFirstFileEx's flag)."""
    vm = c.vm
    try:
        if pattern is None:
            raise VfsError(ERROR_PATH_NOT_FOUND)
        entries = _find_entries(vm, pattern, case_sensitive)
    except VfsError as e:
        return _fail(vm, e.code, INVALID_HANDLE_VALUE)
    name, host = entries.pop(0)
    _write_find_data(c, data, name, host)
    return vm.new_handle(FindObject(entries))


FIND_EX_INFO_STANDARD, FIND_EX_INFO_BASIC = 0, 1
FIND_EX_SEARCH_NAME_MATCH, FIND_EX_SEARCH_LIMIT_TO_DIRECTORIES = 0, 1
FIND_FIRST_EX_CASE_SENSITIVE, FIND_FIRST_EX_LARGE_FETCH = 0x1, 0x2
FIND_FIRST_EX_ON_DISK_ENTRIES_ONLY = 0x4


@api(KERNEL32, "FindFirstFileEx{AW}", "LPCTSTR pattern, int level, LPVOID data, int op, "
     "LPVOID filter, DWORD flags", file_names=True, widths=BOTH)
def FindFirstFileEx(c, pattern, level, data, op, filter_, flags):
    """FindFirstFile with its options: FindExInfoBasic leaves cAlternateFileName empty
    (it always is here: no 8.3 names), FindExSearchLimitToDirectories is advisory and,
    as on a file system without directory filtering, ignored; LARGE_FETCH and
    ON_DISK_ENTRIES_ONLY are hints that change no answer; flags it does not know and the
    search filter (documented as reserved) are ignored, as Wine 8 does.
    FIND_FIRST_EX_CASE_SENSITIVE is honoured: names and the folder's components match
    in case too (a folder typed in another case is ERROR_PATH_NOT_FOUND, a name
    ERROR_FILE_NOT_FOUND), what Windows does where case-sensitive searches are on (Wine's
    file.c accepts both). Device searches or another level: ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if level not in (FIND_EX_INFO_STANDARD, FIND_EX_INFO_BASIC) or \
            op not in (FIND_EX_SEARCH_NAME_MATCH, FIND_EX_SEARCH_LIMIT_TO_DIRECTORIES):
        return _fail(vm, ERROR_INVALID_PARAMETER, INVALID_HANDLE_VALUE)
    return find_first(c, pattern, data, bool(flags & FIND_FIRST_EX_CASE_SENSITIVE))


@api(KERNEL32, "FindNextFile{AW}", "HANDLE h, LPVOID data", widths=BOTH)
def FindNextFile(c, h, data):
    vm = c.vm
    f = _handle(vm, h, FindObject)
    if f is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    while f.entries:
        name, host = f.entries.pop(0)
        if os.path.exists(host):  # deleted since FindFirstFile: skip it
            _write_find_data(c, data, name, host)
            return 1
    return _fail(vm, ERROR_NO_MORE_FILES)


@api(KERNEL32, "FindClose", "HANDLE:file search h", widths=BOTH)
def FindClose(c, h):
    vm = c.vm
    vm.handles.pop(h)
    return 1


@api(KERNEL32, "GetCurrentDirectory{AW}", "DWORD n, LPVOID buf", widths=BOTH)
def GetCurrentDirectory(c, n, buf):
    vfs = c.vm.vfs
    return _put_path(c, buf, n, vfs.guest_path(vfs.cwd))


@api(KERNEL32, "SetCurrentDirectory{AW}", "LPCTSTR name", file_names=True, widths=BOTH)
def SetCurrentDirectory(c, name):
    vm = c.vm
    try:
        change_directory(vm, name)      # the process parameters' CurrentDirectory too
    except VfsError as e:
        return _fail(vm, e.code)
    return 1


@api(KERNEL32, "GetTempPath{AW}", "DWORD n, LPVOID buf", widths=BOTH)
@api(KERNEL32, "GetTempPath2{AW}", "DWORD n, LPVOID buf", widths=BOTH)
def GetTempPath(c, n, buf):
    """GetTempPath, and GetTempPath2 (Windows 11's; Go's os.TempDir prefers it), which
    answers the same in a process not running as SYSTEM, as documented.
    The temporary folder: the first of the variables TMP, TEMP and USERPROFILE that is
    set, else the Windows folder (as documented; the path is not checked), made full as
    GetFullPathName makes it, with a final backslash. The default, C:\\TEMP, is made on first use. The wide variant also clears
    the rest of the buffer, up to 32767 characters (the whole buffer when the path does
    not fit), as Windows 8 and later do."""
    env = environment(c.vm)
    folder = next((v for v in (env.get("TMP"), env.get("TEMP"), env.get("USERPROFILE")) if v),
                  None) or "C:\\WINDOWS"
    if folder.upper() == TEMP_DIR:
        c.vm.vfs.ensure_dir(TEMP_DIR)   # created on demand so that the path can be used
    # The variable's value is taken as GetFullPathName takes a path: "C:" is drive C:'s
    # current folder, a relative value is below the current folder.
    try:
        folder = c.vm.vfs.full_path(folder)
    except VfsError:
        pass                            # a value the drive cannot spell stays as it is
    text = folder if folder.endswith("\\") else folder + "\\"
    r = _put_path(c, buf, n, text)
    if c.wide and buf:
        start = len(text) + 1 if r == len(text) else 0
        end = min(n, 32767)
        if end > start:
            c.vm.mem.write(buf + 2 * start, bytes(2 * (end - start)))
    return r


@api(KERNEL32, "GetTempFileName{AW}", "LPCTSTR folder, LPCTSTR prefix, UINT unique, LPVOID buf", file_names=True, widths=BOTH)
def GetTempFileName(c, folder, prefix, unique, buf):
    vm = c.vm
    try:
        parts, host = _resolve(vm, folder)
        if not os.path.isdir(host):
            raise VfsError(ERROR_DIRECTORY)
    except VfsError as e:
        return _fail(vm, e.code)
    stem = vm.vfs.guest_path(parts).rstrip("\\") + "\\" + (prefix or "")[:3]
    if unique & 0xFFFF:
        # With a caller-chosen number the name is only formed, never created or checked.
        name = "%s%X.TMP" % (stem, unique & 0xFFFF)
        c.write_str(buf, name, MAX_PATH)
        return unique & 0xFFFF
    counter = vm.kernel.temp_counter
    for _ in range(0xFFFF):
        counter = counter % 0xFFFF + 1
        name = "%s%X.TMP" % (stem, counter)
        try:
            f, _err = open_file(vm, name, False, True, CREATE_NEW)
        except VfsError as e:
            if e.code == ERROR_FILE_EXISTS:
                continue
            return _fail(vm, e.code)
        f.close()
        vm.kernel.temp_counter = counter
        c.write_str(buf, name, MAX_PATH)
        return counter
    return _fail(vm, ERROR_FILE_EXISTS)


@api(KERNEL32, "GetFullPathName{AW}", "LPCTSTR name, DWORD n, LPVOID buf, LPVOID filepart", file_names=True, widths=BOTH)
def GetFullPathName(c, name, n, buf, filepart):
    vm = c.vm
    if not name:
        # No name (NULL or ""): 0, buffer and file part untouched, and no error set (as
        # Windows XP and Wine 8; Windows 7 sets ERROR_INVALID_NAME).
        return 0
    try:
        full = full_path_name(vm, name)
    except VfsError as e:
        return _fail(vm, e.code)
    r = _put_path(c, buf, n, full)
    if filepart and r == len(full):
        # lpFilePart is an LPTSTR*: a pointer-sized cell
        if full.endswith("\\"):
            c.vm.mem.wptr(filepart, 0)        # LPTSTR *: a pointer cell at the program's width
        else:
            c.vm.mem.wptr(filepart, buf + c.char_size * (full.rindex("\\") + 1))
    return r


@api(KERNEL32, "GetWindowsDirectory{AW}", "LPVOID buf, UINT n", widths=BOTH)
def GetWindowsDirectory(c, buf, n):
    return _system_dir(c, n, buf, "C:\\WINDOWS")


@api(KERNEL32, "GetSystemWindowsDirectory{AW}", "LPVOID buf, UINT n", widths=BOTH)
def GetSystemWindowsDirectory(c, buf, n):
    return _system_dir(c, n, buf, "C:\\WINDOWS")


@api(KERNEL32, "GetSystemDirectory{AW}", "LPVOID buf, UINT n", widths=BOTH)
def GetSystemDirectory(c, buf, n):
    return _system_dir(c, n, buf, "C:\\WINDOWS\\SYSTEM32")


@api(KERNEL32, "GetDriveType{AW}", "LPCTSTR root", file_names=True, widths=BOTH)
def GetDriveType(c, root):
    if root is None:
        return 3  # the current directory's drive: C:, a fixed disk
    r = root.replace("/", "\\")
    if r in ("C:", "C:\\", "c:", "c:\\", "\\"):
        return 3  # DRIVE_FIXED
    return 1  # DRIVE_NO_ROOT_DIR


@api(KERNEL32, "GetLogicalDrives", widths=BOTH)
def GetLogicalDrives(c):
    return 1 << 2  # only C:


@api(KERNEL32, "SetFileApisToOEM", "", widths=BOTH)
def SetFileApisToOEM(c):
    """From now on the A file functions (CreateFileA, FindFirstFileA, GetCurrentDirectoryA
    ...) read and return names in the OEM code page: what a console program does so that
    names it prints in the console's code page are the ones it opens."""
    c.vm.kernel.file_apis_oem = True
    return 0


@api(KERNEL32, "SetFileApisToANSI", "", widths=BOTH)
def SetFileApisToANSI(c):
    """Back to the default: A file names are in the ANSI code page."""
    c.vm.kernel.file_apis_oem = False
    return 0


@api(KERNEL32, "AreFileApisANSI", "", widths=BOTH)
def AreFileApisANSI(c):
    """TRUE unless SetFileApisToOEM was called last."""
    return 0 if c.vm.kernel.file_apis_oem else 1
