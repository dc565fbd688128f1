"""KERNEL32: handle and I/O functions beyond CreateFile/ReadFile (``kernel32/files.py``):
DuplicateHandle, CreatePipe, GetOverlappedResult, CancelIo(Ex), GetFileInformationByHandle,
LockFile/UnlockFile (and Ex), DeviceIoControl, GetVolumeInformation. Pipes, locks and the
OVERLAPPED bookkeeping are ``kernel/fileio.py``."""

import os
import struct

from ....abi.api import BOTH, PARK, Unimplemented, api
from ....abi.faults import GuestFault
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INSUFFICIENT_BUFFER, ERROR_FILE_NOT_FOUND, ERROR_INVALID_FUNCTION,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_NAME, ERROR_INVALID_PARAMETER,
                             ERROR_IO_INCOMPLETE, ERROR_LOCK_VIOLATION, ERROR_NOT_FOUND,
                             ERROR_NOT_LOCKED, ERROR_NOT_SUPPORTED,
                             ERROR_PATH_NOT_FOUND)
from ...core.winerror import STATUS_PENDING, STATUS_SUCCESS, WAIT_TIMEOUT
from ...kernel.namedpipe import NamedPipeEnd
from ...kernel.children import inheritable
from .namedpipe import cancel_connect
from .overlapped import WAIT_IO_COMPLETION, alertable_wait
from ...kernel.overlapped import cancel, status_error
from ...core.structures import OVERLAPPED
from ...kernel.fileio import file_locks, Lock, Pipe, PipeEnd, overlapped_offset
from ...kernel.files import (_attributes, ConsoleObject, DirectoryObject, file_time, FileObject,
                            file_rights, filetime_from_unix)
from ...kernel.process import CURRENT_PROCESS_PSEUDO, CurrentProcess, is_current_process
from ...kernel.sync import CURRENT_THREAD, Event
from ...kernel.devices import device_control
from ...kernel.diskspace import FS_FLAGS, FS_NAME, MAX_COMPONENT, VOLUME_SERIAL
from ...kernel.vfs import C_DEVICE, C_VOLUME_NAME, GUEST_EPOCH
from ...core.winerror import status_to_win32
from ...core.dllnames import KERNEL32

DUPLICATE_CLOSE_SOURCE, DUPLICATE_SAME_ACCESS = 0x1, 0x2
HANDLE_FLAG_INHERIT, HANDLE_FLAG_PROTECT_FROM_CLOSE = 0x1, 0x2
LOCKFILE_FAIL_IMMEDIATELY, LOCKFILE_EXCLUSIVE_LOCK = 0x1, 0x2


def _close(vm, h):
    vm.handles.close(h)


def _handle_known(vm, h):
    """A handle of this process (an open one, or the current process/thread pseudo)."""
    return h in vm.handles or h in (CURRENT_PROCESS_PSEUDO, CURRENT_THREAD)


@api(KERNEL32, "GetHandleInformation", "HANDLE h, LPVOID flags", widths=BOTH)
def GetHandleInformation(c, h, flags):
    """The handle's HANDLE_FLAG_INHERIT / HANDLE_FLAG_PROTECT_FROM_CLOSE bits."""
    vm = c.vm
    if h not in vm.handles:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if flags:
        vm.mem.w32(flags, vm.kernel.handle_flags.get(h, 0))
    return 1


@api(KERNEL32, "SetHandleInformation", "HANDLE h, DWORD mask, DWORD flags", widths=BOTH)
def SetHandleInformation(c, h, mask, flags):
    """Change the bits of ``mask`` to those of ``flags``. A handle protected from close
    makes CloseHandle fail (ERROR_INVALID_HANDLE) until the bit is cleared."""
    vm = c.vm
    if h not in vm.handles:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    mask &= HANDLE_FLAG_INHERIT | HANDLE_FLAG_PROTECT_FROM_CLOSE
    value = (vm.kernel.handle_flags.get(h, 0) & ~mask) | (flags & mask)
    if value:
        vm.kernel.handle_flags[h] = value
    else:
        vm.kernel.handle_flags.pop(h, None)
    return 1


@api(KERNEL32, "DuplicateHandle", "HANDLE src_process, HANDLE h, HANDLE dst_process, LPVOID out, "
     "DWORD access, BOOL inherit, DWORD options", widths=BOTH)
def DuplicateHandle(c, src_process, h, dst_process, out, access, inherit, options):
    """A second handle to the object of ``h`` (both processes must be this one: no other
    runs in the VM). The pseudo handles of GetCurrentProcess/GetCurrentThread give real
    handles to the process and thread. DUPLICATE_CLOSE_SOURCE closes ``h`` (even when the
    duplication fails, as Windows does). A file's duplicate asking for rights the file
    was not opened with (without DUPLICATE_SAME_ACCESS) is ERROR_ACCESS_DENIED."""
    vm = c.vm
    if not is_current_process(vm, src_process) or not is_current_process(vm, dst_process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if h == CURRENT_PROCESS_PSEUDO:
        obj = CurrentProcess(access)
    elif h == CURRENT_THREAD:
        obj = vm.threads.current
    else:
        obj = vm.handles.get(h)
    if obj is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    granted = obj.access if isinstance(obj, FileObject) else None
    if granted is not None and not options & DUPLICATE_SAME_ACCESS and \
            file_rights(access) & ~granted:
        # a duplicate cannot have rights the handle's file was not opened with
        vm.last_error = ERROR_ACCESS_DENIED
        if options & DUPLICATE_CLOSE_SOURCE:
            _close(vm, h)
        return 0
    new = vm.new_handle(obj)
    if inherit:
        vm.kernel.handle_flags[new] = HANDLE_FLAG_INHERIT
    if out:
        vm.mem.wptr(out, new)              # an LPHANDLE: a pointer-sized cell
    if options & DUPLICATE_CLOSE_SOURCE and h not in (CURRENT_PROCESS_PSEUDO, CURRENT_THREAD):
        _close(vm, h)
    return 1


@api(KERNEL32, "CreatePipe", "LPVOID read_out, LPVOID write_out, LPVOID attrs, DWORD size", widths=BOTH)
def CreatePipe(c, read_out, write_out, attrs, size):
    """An anonymous pipe: a read handle and a write handle (both inheritable when
    ``attrs`` says so: a child process gets its own ends, kernel/children.py)."""
    vm = c.vm
    pipe = Pipe()
    vm.mem.wptr(read_out, inheritable(vm, vm.new_handle(PipeEnd(pipe, False)), attrs))
    vm.mem.wptr(write_out, inheritable(vm, vm.new_handle(PipeEnd(pipe, True)), attrs))
    return 1


@api(KERNEL32, "GetOverlappedResult", "HANDLE h, LPVOID ov, LPVOID count, BOOL wait", widths=BOTH)
def GetOverlappedResult(c, h, ov, count, wait):
    """The outcome of an operation recorded in an OVERLAPPED: TRUE with the byte count,
    or FALSE with the operation's error. Still pending: ERROR_IO_INCOMPLETE, or with
    ``wait`` a wait on the structure's event (without one, on the handle:
    kernel/overlapped.py)."""
    return _overlapped_result(c, h, ov, count, 0xFFFFFFFF if wait else 0, False)


@api(KERNEL32, "GetOverlappedResultEx", "HANDLE h, LPVOID ov, LPVOID count, DWORD ms, "
     "BOOL alertable", widths=BOTH)
def GetOverlappedResultEx(c, h, ov, count, ms, alertable):
    """GetOverlappedResult waiting at most ``ms``: WAIT_TIMEOUT (258) when the operation
    is still pending then (ERROR_IO_INCOMPLETE for ``ms`` 0); an alertable wait ends
    with WAIT_IO_COMPLETION once the thread's completion routines ran."""
    return _overlapped_result(c, h, ov, count, ms, bool(alertable))


def _overlapped_result(c, h, ov, count, ms, alertable):
    vm = c.vm
    v = OVERLAPPED.at(vm.mem, ov, vm.ptr_size)     # Internal: the NTSTATUS (low 32 bits)
    status = v.Internal & 0xFFFFFFFF
    if status == STATUS_PENDING:
        if not ms:
            vm.last_error = ERROR_IO_INCOMPLETE
            return 0
        target = vm.handles.get(v.hEvent & ~1 & 0xFFFFFFFF, Event)
        if target is None:
            target = vm.handles.get(h)
            if getattr(target, "io_signaled", None) is None:
                raise Unimplemented("KERNEL32.dll!GetOverlappedResult: a wait for a "
                                    "pending operation that has no event")
        return _wait_pending(c, ov, count, target, ms, alertable)
    return _result(c, ov, count)


def _result(c, ov, count):
    mem = c.vm.mem
    v = OVERLAPPED.at(mem, ov, c.vm.ptr_size)
    status = v.Internal & 0xFFFFFFFF
    if count:
        mem.w32(count, v.InternalHigh & 0xFFFFFFFF)
    if status == STATUS_SUCCESS:
        return 1
    err = status_error(status)
    c.vm.last_error = err if err is not None else ERROR_INVALID_FUNCTION \
        if status == 0xC0000010 else ERROR_ACCESS_DENIED \
        if status == 0xC0000022 else ERROR_INVALID_PARAMETER
    return 0


def _pending(c, ov):
    return OVERLAPPED.at(c.vm.mem, ov, c.vm.ptr_size).Internal & 0xFFFFFFFF == STATUS_PENDING


def _wait_pending(c, ov, count, target, ms, alertable):
    vm = c.vm
    r = alertable_wait(c, [target], False, ms, alertable, "GetOverlappedResult",
                       lambda: not _pending(c, ov))
    if not isinstance(r, int):
        r = yield from r
    if r == WAIT_IO_COMPLETION or r == WAIT_TIMEOUT and _pending(c, ov):
        vm.last_error = r
        return 0
    return _result(c, ov, count)


@api(KERNEL32, "CancelIoEx", "HANDLE h, LPVOID ov", widths=BOTH)
def CancelIoEx(c, h, ov):
    """Cancel pending I/O on ``h`` (only ``ov``'s when given): a read of a named pipe
    (kernel/overlapped.py) or an overlapped ConnectNamedPipe; each ends with
    ERROR_OPERATION_ABORTED. FALSE with ERROR_NOT_FOUND when none was."""
    vm = c.vm
    if h not in vm.handles:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    obj = vm.handles.get(h)
    done = cancel(vm, obj, ov or None)
    end = vm.handles.get(h, NamedPipeEnd)
    if end is not None and cancel_connect(vm, end, ov or None):
        done += 1
    if done:
        return 1
    vm.last_error = ERROR_NOT_FOUND
    return 0


@api(KERNEL32, "CancelIo", "HANDLE h", widths=BOTH)
def CancelIo(c, h):
    """Cancel this thread's pending I/O on ``h`` (pipe reads, an overlapped
    ConnectNamedPipe); TRUE, whether there was any or not."""
    vm = c.vm
    if h not in vm.handles:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    cancel(vm, vm.handles.get(h), tid=vm.threads.current.tid)
    end = vm.handles.get(h, NamedPipeEnd)
    if end is not None:
        cancel_connect(vm, end, tid=vm.threads.current.tid)
    return 1


def _filetime(unix):
    return struct.pack("<Q", filetime_from_unix(unix))


@api(KERNEL32, "GetFileInformationByHandle", "HANDLE h, LPVOID info", widths=BOTH)
def GetFileInformationByHandle(c, h, info):
    """BY_HANDLE_FILE_INFORMATION of an open file: attributes, the three times, C:'s
    serial number, size, link count and a file index that identifies the file (two
    handles on one file, or hard links to it, get the same)."""
    vm = c.vm
    f = file_or_folder(c, h)
    if f is None:
        return 0
    facts = file_facts(vm, f)
    index = facts.index
    vm.mem.write(info, struct.pack("<I", facts.attrs) + _filetime(facts.ctime)
                 + _filetime(facts.atime) + _filetime(facts.mtime)
                 + struct.pack("<IIIIII", VOLUME_SERIAL, facts.size >> 32,
                               facts.size & 0xFFFFFFFF, facts.links, index >> 32,
                               index & 0xFFFFFFFF))
    return 1


def file_or_folder(c, h):
    """The file or folder an information call's handle names; None with the error a
    console or pipe (ERROR_INVALID_FUNCTION) or anything else (ERROR_INVALID_HANDLE)
    gives."""
    vm = c.vm
    f = vm.handles.get(h, (FileObject, DirectoryObject))
    if f is None:
        vm.last_error = ERROR_INVALID_FUNCTION if vm.handles.get(h, (ConsoleObject, PipeEnd)) \
            is not None else ERROR_INVALID_HANDLE
    return f


class FileFacts:
    """What the information calls report of an open file or folder: attributes, times
    (Unix seconds), size, link count and the index that identifies it."""

    __slots__ = ("attrs", "ctime", "atime", "mtime", "size", "links", "index", "folder")

    def __init__(self, vm, f):
        folder = isinstance(f, DirectoryObject)
        if getattr(f, "deleted", False):
            # Open without a name (a POSIX delete, a rename over it): the descriptor's
            # facts, or what a removed folder was.
            st = f.removed_stat if folder else os.fstat(f.fd)
            self.attrs = 0x10 if folder else 0x20 | (0 if st.st_mode & 0o200 else 0x1)
            self.mtime = vm.kernel.dir_times.get(os.path.realpath(f.host), GUEST_EPOCH) \
                if folder else st.st_mtime
        else:
            self.attrs, st = _attributes(f.host)
            self.mtime = file_time(vm, f.host, st)
        self.ctime = min(st.st_ctime, self.mtime)
        self.atime = st.st_atime
        self.folder = isinstance(f, DirectoryObject)
        self.size = 0 if self.folder else os.fstat(f.fd).st_size   # a folder has none
        # A folder has one link on NTFS (the host counts its subfolders' '..' too).
        self.links = 1 if self.folder else st.st_nlink
        self.index = st.st_ino & 0xFFFFFFFFFFFFFFFF


    def basic_info(self):
        """FILE_BASIC_INFO / FILE_BASIC_INFORMATION: the four times (the change time is
        the last write's) and the attributes."""
        ft = filetime_from_unix
        return struct.pack("<4QI4x", ft(self.ctime), ft(self.atime), ft(self.mtime),
                           ft(self.mtime), self.attrs)

    def standard_info(self, delete_pending):
        """FILE_STANDARD_INFO / FILE_STANDARD_INFORMATION: sizes, links, delete pending,
        folder or not."""
        return struct.pack("<QQIBB2x", allocation_size(self.size), self.size, self.links,
                           int(bool(delete_pending)), int(self.folder))


def file_facts(vm, f):
    """The FileFacts of open file or folder ``f``."""
    return FileFacts(vm, f)


#: The allocation unit the information calls round sizes up to.
CLUSTER = 4096


def allocation_size(size):
    """The space ``size`` bytes take on the drive (whole clusters)."""
    return (size + CLUSTER - 1) // CLUSTER * CLUSTER


def put_name_info(vm, f, buf, size):
    """FILE_NAME_INFO / FILE_NAME_INFORMATION at ``buf`` (``size`` bytes, at least 4):
    the name's byte length, then the path after the drive ("\\dir\\file") as far as it
    fits. Returns (bytes written, whether all of it fitted)."""
    rel = os.path.relpath(os.path.realpath(f.host), vm.vfs.root)
    raw = ("\\" + ("" if rel == "." else rel.replace(os.sep, "\\"))).encode("utf-16-le")
    vm.mem.w32(buf, len(raw))
    room = (size - 4) // 2 * 2
    vm.mem.write(buf + 4, raw[:room])
    return 4 + min(room, len(raw)), room >= len(raw)


def _lock(c, h, start, length, exclusive, fail_now):
    vm = c.vm
    f = vm.handles.get(h, FileObject)
    if f is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if length == 0:
        vm.last_error = ERROR_INVALID_PARAMETER    # Wine 8 refuses empty ranges
        return 0

    def conflict():
        for lk in file_locks(vm, f):
            if lk.overlaps(start, length) and (exclusive or lk.exclusive):
                return True
        return False
    if conflict():
        if fail_now:
            vm.last_error = ERROR_LOCK_VIOLATION
            return 0
        return _lock_wait(c, f, start, length, exclusive, conflict)
    file_locks(vm, f).append(Lock(f, start, length, exclusive))
    return 1


def _lock_wait(c, f, start, length, exclusive, conflict):
    vm = c.vm
    if not vm.threads.multi:
        raise GuestFault("deadlock", "deadlock: LockFileEx waits for a range this only "
                         "thread has locked")
    while conflict():
        yield PARK
    file_locks(vm, f).append(Lock(f, start, length, exclusive))
    return 1


def _unlock(c, h, start, length):
    vm = c.vm
    f = vm.handles.get(h, FileObject)
    if f is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    locks = file_locks(vm, f)
    for lk in locks:
        if lk.owner is f and lk.start == start and lk.length == length:
            locks.remove(lk)
            return 1
    vm.last_error = ERROR_NOT_LOCKED
    return 0


@api(KERNEL32, "LockFile", "HANDLE h, DWORD off_low, DWORD off_high, DWORD n_low, DWORD n_high", widths=BOTH)
def LockFile(c, h, off_low, off_high, n_low, n_high):
    """Lock a byte range exclusively, failing at once (ERROR_LOCK_VIOLATION) when any
    lock meets it — also one this handle holds. The range may lie past the end."""
    return _lock(c, h, (off_high << 32) | off_low, (n_high << 32) | n_low, True, True)


@api(KERNEL32, "UnlockFile", "HANDLE h, DWORD off_low, DWORD off_high, DWORD n_low, DWORD n_high", widths=BOTH)
def UnlockFile(c, h, off_low, off_high, n_low, n_high):
    """Unlock exactly a range this handle locked (else ERROR_NOT_LOCKED)."""
    return _unlock(c, h, (off_high << 32) | off_low, (n_high << 32) | n_low)


@api(KERNEL32, "LockFileEx", "HANDLE h, DWORD flags, DWORD reserved, DWORD n_low, DWORD n_high, "
     "LPVOID ov", widths=BOTH)
def LockFileEx(c, h, flags, reserved, n_low, n_high, ov):
    """Lock the range at the OVERLAPPED's offset, shared or (LOCKFILE_EXCLUSIVE_LOCK)
    exclusive; without LOCKFILE_FAIL_IMMEDIATELY wait for conflicting locks to go."""
    if reserved or not ov:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _lock(c, h, overlapped_offset(c.vm.mem, ov), (n_high << 32) | n_low,
                 bool(flags & LOCKFILE_EXCLUSIVE_LOCK), bool(flags & LOCKFILE_FAIL_IMMEDIATELY))


@api(KERNEL32, "UnlockFileEx", "HANDLE h, DWORD reserved, DWORD n_low, DWORD n_high, LPVOID ov", widths=BOTH)
def UnlockFileEx(c, h, reserved, n_low, n_high, ov):
    """UnlockFile with the offset in an OVERLAPPED."""
    if reserved or not ov:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _unlock(c, h, overlapped_offset(c.vm.mem, ov), (n_high << 32) | n_low)


@api(KERNEL32, "DeviceIoControl", "HANDLE h, DWORD code, LPVOID inbuf, DWORD insize, LPVOID outbuf, "
     "DWORD outsize, LPVOID returned, LPVOID ov", widths=BOTH)
def DeviceIoControl(c, h, code, inbuf, insize, outbuf, outsize, returned, ov):
    """A device opened by its NT name (NtCreateFile: the mount manager, the CNG device)
    answers its controls (kernel/devices.py; the status's Win32 error on failure, the
    bytes written at ``returned``); a file, console or pipe handle answers none:
    ERROR_NOT_SUPPORTED, as Wine 8's file system answers a request it does not know
    (Windows' NTFS says ERROR_INVALID_FUNCTION to some)."""
    vm = c.vm
    if h not in vm.handles:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if returned:
        vm.mem.w32(returned, 0)
    answer = device_control(vm, vm.handles.get(h), code, inbuf, insize, outbuf, outsize)
    if answer is not None:
        status, done = answer
        if returned:
            vm.mem.w32(returned, done)
        if status:
            vm.last_error = status_to_win32(status)
            return 0
        return 1
    vm.last_error = ERROR_NOT_SUPPORTED
    return 0


@api(KERNEL32, "GetVolumeInformation{AW}", "LPCTSTR root, LPVOID name, DWORD name_size, "
     "LPVOID serial, LPVOID max_component, LPVOID fs_flags, LPVOID fs_name, DWORD fs_size",
     widths=BOTH)
def GetVolumeInformation(c, root, name, name_size, serial, max_component, fs_flags,
                         fs_name, fs_size):
    """Drive C:, the only one: its label (SetVolumeLabel), NTFS, case-preserving, 255-character names.
    The root must end in a backslash (ERROR_INVALID_NAME otherwise; a slash is one, as
    in every Win32 path: busybox's df asks for "C:/"); NULL means the current
    directory's drive."""
    vm = c.vm
    if root is not None:
        r = root.upper().replace("/", "\\")
        if not r.endswith("\\"):
            vm.last_error = ERROR_INVALID_NAME
            return 0
        if r[:2] != "C:" or len(r) != 3:
            vm.last_error = ERROR_PATH_NOT_FOUND if r[:2] == "C:" else ERROR_FILE_NOT_FOUND
            return 0
    return _volume_information(c.vm, c.wide, name, name_size, serial, max_component,
                               fs_flags, fs_name, fs_size)


@api(KERNEL32, "GetVolumeInformationByHandleW", "HANDLE h, LPVOID name, DWORD name_size, "
     "LPVOID serial, LPVOID max_component, LPVOID fs_flags, LPVOID fs_name, DWORD fs_size",
     widths=BOTH)
def GetVolumeInformationByHandleW(c, h, name, name_size, serial, max_component, fs_flags,
                                  fs_name, fs_size):
    """GetVolumeInformation of the volume an open file or folder is on: drive C:, the
    only one; a handle that is not a file's fails as GetFileInformationByHandle does."""
    if file_or_folder(c, h) is None:
        return 0
    return _volume_information(c.vm, True, name, name_size, serial, max_component, fs_flags,
                               fs_name, fs_size)


def _volume_information(vm, wide, name, name_size, serial, max_component, fs_flags, fs_name,
                        fs_size):
    """Drive C:'s label, serial number, name length, flags and file system into the
    buffers given (each optional; the strings wide or ANSI); TRUE, or FALSE with
    ERROR_INSUFFICIENT_BUFFER."""
    write_str = vm.mem.write_wstr if wide else vm.mem.write_cstr
    label, fs = vm.vfs.label, FS_NAME
    if name and name_size:
        if name_size < len(label) + 1:
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        write_str(name, label, name_size)
    if fs_name and fs_size:
        if fs_size < len(fs) + 1:
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        write_str(fs_name, fs, fs_size)
    mem = vm.mem
    for p, v in ((serial, VOLUME_SERIAL), (max_component, MAX_COMPONENT), (fs_flags, FS_FLAGS)):
        if p:
            mem.w32(p, v)
    return 1


# GetFinalPathNameByHandle's flags: the volume's form (VOLUME_NAME_*) and FILE_NAME_OPENED.
_VOLUME_NAME_DOS, _VOLUME_NAME_GUID, _VOLUME_NAME_NT, _VOLUME_NAME_NONE = 0, 1, 2, 4
_FILE_NAME_OPENED = 0x8


@api(KERNEL32, "GetFinalPathNameByHandle{AW}", "HANDLE h, LPVOID buf, DWORD size, DWORD flags",
     widths=BOTH)
def GetFinalPathNameByHandle(c, h, buf, size, flags):
    """The path of an open file or folder, links resolved, its names as they are on the
    drive, after the volume in the form ``flags`` asks: \\\\?\\C:\\ (VOLUME_NAME_DOS),
    the volume's GUID path, \\Device\\HarddiskVolume1\\ (VOLUME_NAME_NT) or \\ alone
    (VOLUME_NAME_NONE); FILE_NAME_OPENED names the same file (there are no short names
    to differ). The characters written without the NUL; when ``size`` is too small, the
    size needed (with the NUL in the W variant)."""
    vm = c.vm
    f = vm.handles.get(h, (FileObject, DirectoryObject))
    if f is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    volume = {_VOLUME_NAME_DOS: "\\\\?\\C:\\", _VOLUME_NAME_GUID: C_VOLUME_NAME,
              _VOLUME_NAME_NT: C_DEVICE + "\\", _VOLUME_NAME_NONE: "\\"}.get(
                  flags & ~_FILE_NAME_OPENED)
    if volume is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    rel = os.path.relpath(os.path.realpath(f.host), vm.vfs.root)
    text = volume + ("" if rel == "." else rel.replace(os.sep, "\\"))
    if size < len(text) + 1:
        # The documented size with the NUL; the A variant answers it without (what Wine 8
        # answers, after Windows).
        return len(text) + 1 if c.spec.wide else len(text)
    c.write_str(buf, text)
    vm.last_error = 0
    return len(text)
