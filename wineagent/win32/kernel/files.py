"""Files over the VFS: the objects behind KERNEL32 CreateFile & co. and MSVCRT's fopen
family, whose handlers are ``dlls/kernel32/files.py`` and ``dlls/msvcrt/files.py``.

Every guest path is mapped by ``vm.vfs`` (see ``vfs.py``), which refuses anything that
could reach outside the run's folder. Handles are kernel objects in ``vm.handles``
(``CloseHandle`` in dlls/kernel32/main.py closes them).

File times: a file the guest writes gets its host modification time set, when the handle
is closed, to the guest clock's "now" (the guest calendar starts at kernel/epoch.py's EPOCH), so runs
stay repeatable; a file the guest creates is stamped so at once too (and so are the files
written for it: registry, .ini files, metafiles — :func:`stamp`). Files that came from the
host (``--vfs-include``) keep their host times; the program's own copy on C: has the guest
epoch. A folder's time is the guest time at which CreateDirectory made it (the guest epoch
for the folders the drive starts with), not the host's, which moves whenever an entry is
added — so no wall-clock value reaches the guest through file times (docs/replay.md).
FindFirstFile/GetFileAttributesEx report that time as creation, access and write time
alike. Share modes and security attributes are accepted and ignored: there
is only one process.
"""

import errno as _errno
import fnmatch
import os
import re
import struct

from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS,
                             ERROR_DIR_NOT_EMPTY, ERROR_FILE_EXISTS, ERROR_FILE_NOT_FOUND,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_NEGATIVE_SEEK, ERROR_NO_MORE_FILES, ERROR_PATH_NOT_FOUND,
                             ERROR_SHARING_VIOLATION, ERROR_WRITE_FAULT,
                             ERROR_UNABLE_TO_MOVE_REPLACEMENT,
                             ERROR_UNABLE_TO_MOVE_REPLACEMENT_2,
                             ERROR_UNABLE_TO_REMOVE_REPLACED)
from ...abi.api import Blocked, Unimplemented
from .fileio import PipeEnd
from .console import console_of, emit, own_console
from .consolecp import decode_output
from ..core.structures import FILE
from .epoch import FILETIME_UNIX
from .vfs import GUEST_EPOCH, VfsError
from .handletable import handle_kind
from .changenotify import notice
from ...machine.memory import CP1252_GAPS

__all__ = ["file_rights", "FileObject", "DirectoryObject", "open_directory", "FindObject", "ConsoleObject",
           "console_handle", "NulDevice", "open_device", "CrtStream", "filetime_from_unix",
           "guest_unix_time", "win32_error", "stamp", "file_time", "note_new_dir", "move_file",
           "replace_file", "find_names"]


INVALID_HANDLE_VALUE = 0xFFFFFFFF
INVALID_FILE_ATTRIBUTES = 0xFFFFFFFF
INVALID_SET_FILE_POINTER = 0xFFFFFFFF
MAX_PATH = 260


GENERIC_READ, GENERIC_WRITE, GENERIC_ALL = 0x80000000, 0x40000000, 0x10000000
FILE_READ_DATA, FILE_WRITE_DATA, FILE_APPEND_DATA = 0x1, 0x2, 0x4
DELETE = 0x10000
FILE_SHARE_READ, FILE_SHARE_WRITE, FILE_SHARE_DELETE = 0x1, 0x2, 0x4
FILE_FLAG_DELETE_ON_CLOSE = 0x04000000
CREATE_NEW, CREATE_ALWAYS, OPEN_EXISTING, OPEN_ALWAYS, TRUNCATE_EXISTING = 1, 2, 3, 4, 5
FILE_BEGIN, FILE_CURRENT, FILE_END = 0, 1, 2

FILE_ATTRIBUTE_READONLY = 0x01
FILE_ATTRIBUTE_DIRECTORY = 0x10
FILE_ATTRIBUTE_ARCHIVE = 0x20


_OS_TO_WIN32 = {_errno.EEXIST: ERROR_FILE_EXISTS, _errno.EACCES: ERROR_ACCESS_DENIED,
                _errno.EPERM: ERROR_ACCESS_DENIED, _errno.EISDIR: ERROR_ACCESS_DENIED,
                _errno.ENOTDIR: ERROR_PATH_NOT_FOUND, _errno.ENOTEMPTY: ERROR_DIR_NOT_EMPTY,
                _errno.ENOSPC: 112, _errno.ENAMETOOLONG: 206}


def guest_unix_time(vm):
    """The guest clock's "now" as Unix seconds (from the guest epoch, kernel/epoch.py)."""
    return GUEST_EPOCH + vm.clock.now_ms() / 1000.0


def stamp(vm, host, t=None):
    """Set a host file's modification time to guest time ``t`` (Unix seconds; default the
    guest clock's now): files the guest writes carry guest times, never the wall's."""
    t = guest_unix_time(vm) if t is None else t
    try:
        os.utime(host, (t, t))
    except OSError:
        return  # gone already: nothing to stamp
    real = os.path.realpath(host)
    vm.kernel.write_counts[real] = vm.kernel.write_counts.get(real, 0) + 1
    notice(vm)


def file_time(vm, host, st):
    """The modification time the guest sees for ``host`` (stat ``st``), Unix seconds: a
    file's (stamped) host time; a folder's creation time by the guest clock."""
    if os.path.isdir(host):
        return vm.kernel.dir_times.get(os.path.realpath(host), GUEST_EPOCH)
    return st.st_mtime


def note_new_dir(vm, host):
    """CreateDirectory made ``host``: its time is the guest clock's now."""
    vm.kernel.dir_times[os.path.realpath(host)] = guest_unix_time(vm)
    vm.kernel.removed_dirs.discard(os.stat(host).st_ino)   # an id used again
    notice(vm)


def filetime_from_unix(t):
    """A FILETIME value (100-ns units since 1601) for Unix time ``t``."""
    return FILETIME_UNIX + int(round(t * 10000000))


def win32_error(e, vfs=None, parts=None):
    """The Win32 error code for an OSError (or VfsError) raised by a file operation."""
    if isinstance(e, VfsError):
        return e.code
    if e.errno == _errno.ENOENT:
        return vfs.missing_error(parts) if vfs is not None and parts else ERROR_FILE_NOT_FOUND
    return _OS_TO_WIN32.get(e.errno, 31)  # ERROR_GEN_FAILURE


def _fail(vm, code, ret=0):
    vm.last_error = code
    return ret


# -- kernel objects ---------------------------------------------------------------------
@handle_kind("file")
class FileObject:
    """An open file: a host descriptor plus the access the guest asked for."""

    #: FILE_EXECUTE access, which shares as reading does (check_sharing).
    executes = False
    #: The specific access rights CreateFile granted (generic rights mapped:
    #: :func:`file_rights`); None when opened another way (no DuplicateHandle check).
    access = None

    #: FILE_FLAG_OVERLAPPED and its state (kernel/overlapped.py)
    overlapped = skip_on_success = skip_set_event = False
    completion = None
    io_signaled = True

    def signaled(self):
        """A file handle is signaled when its last operation completed."""
        return self.io_signaled

    def acquire(self):
        """A wait on the handle leaves it as it is."""

    def __init__(self, vm, host, fd, readable, writable, append=False):
        self.vm, self.host, self.fd = vm, host, fd
        self.readable, self.writable, self.append = readable, writable, append
        self.dirty = False

    def read(self, n):
        """Up to ``n`` bytes from the current position."""
        return os.read(self.fd, n) if n > 0 else b""

    def write(self, data):
        """Write at the current position (at the end in append mode); returns bytes written."""
        if self.append:
            os.lseek(self.fd, 0, os.SEEK_END)
        self.dirty = True
        n = os.write(self.fd, data)
        if self.vm.kernel.dir_watches:
            notice(self.vm)         # a size changed: ReadDirectoryChangesW's MODIFIED
        return n

    def seek(self, offset, whence=os.SEEK_SET):
        """Move the file pointer; returns the new position."""
        return os.lseek(self.fd, offset, whence)

    def tell(self):
        """The current position."""
        return os.lseek(self.fd, 0, os.SEEK_CUR)

    def size(self):
        """The current file size in bytes."""
        return os.fstat(self.fd).st_size

    def truncate(self):
        """Cut (or extend) the file at the current position (SetEndOfFile)."""
        os.ftruncate(self.fd, self.tell())
        self.dirty = True

    # What CreateFile's share checks and FILE_FLAG_DELETE_ON_CLOSE need (set by open_file).
    share = FILE_SHARE_READ | FILE_SHARE_WRITE
    wants_delete = False
    delete_on_close = False
    #: SetFileInformationByHandle's FileIoPriorityHintInfo (IoPriorityHintNormal at open):
    #: a hint this disk has no use for, kept as given.
    io_priority_hint = 2
    real = None
    #: (access, write) Unix times SetFileTime gave; the close stamps them instead of "now"
    set_times = None
    #: Opened with FILE_WRITE_ATTRIBUTES (or a right that holds it): SetFileTime may
    #: change its times without the right to write its data.
    write_attributes = False
    #: Marked for deletion (SetFileInformationByHandle's FileDispositionInfo; every
    #: handle of the file carries the mark): the last handle's close deletes it.
    delete_pending = False
    #: The name is gone (deleted with POSIX semantics, or replaced by a rename) while the
    #: handle stays open: the close leaves the drive alone.
    deleted = False
    #: FileIoPriorityHintInfo's hint (IoPriorityHintNormal until set).
    io_priority = 2
    #: FileModeInformation: synchronous (FILE_SYNCHRONOUS_IO_NONALERT) plus the
    #: write-through and sequential-only bits the guest set.
    mode = 0x20

    def close(self):
        """Close the descriptor, stamping a written file with the guest's clock; the last
        handle of a FILE_FLAG_DELETE_ON_CLOSE file, or of one marked for deletion,
        deletes it."""
        if self.fd is None:
            return
        os.close(self.fd)
        self.fd = None
        if self.deleted:
            return
        others = _open_files(self.vm).get(self.real, [])
        if self in others:
            others.remove(self)
        if self.delete_on_close or self.delete_pending or \
                any(o.delete_on_close for o in others):
            if not others:
                try:
                    os.unlink(self.host)
                except OSError:
                    pass  # already gone
                notice(self.vm)
                return
            if not self.delete_pending:
                others[0].delete_on_close = True   # the last handle deletes it
        if self.set_times:
            try:
                os.utime(self.host, self.set_times)    # SetFileTime's, applied at close
            except OSError:
                pass  # deleted or renamed while open: nothing to stamp
        elif self.dirty:
            stamp(self.vm, self.host)   # deleted or renamed while open: nothing stamped


@handle_kind("directory")
class DirectoryObject:
    """A folder CreateFile opened with FILE_FLAG_BACKUP_SEMANTICS: a handle that tells the
    folder's attributes, times, identity and security (GetFileInformationByHandle,
    GetFileTime, GetSecurityInfo); it reads and writes nothing, and holds no host
    descriptor."""

    #: Opened with FILE_WRITE_ATTRIBUTES (or GENERIC_WRITE/GENERIC_ALL): SetFileTime may
    #: set the folder's time.
    write_attributes = False
    #: Opened with DELETE access: it may be renamed or deleted through the handle.
    delete_access = False
    #: Marked for deletion: removed when the handle closes. ``deleted``: removed already.
    delete_pending = deleted = False
    #: The folder's stat when a POSIX delete removed it (what its handle still reports).
    removed_stat = None
    #: FileIoPriorityHintInfo's hint (IoPriorityHintNormal until set).
    io_priority = 2
    #: FileModeInformation: synchronous (FILE_SYNCHRONOUS_IO_NONALERT) plus the
    #: write-through and sequential-only bits the guest set.
    mode = 0x20
    #: (name, host path) entries GetFileInformationByHandleEx's directory classes have yet
    #: to return (None: not listed yet).
    listing = None
    #: NtQueryDirectoryFile's name pattern, fixed by its first call on the handle (None:
    #: every name).
    search_pattern = None

    def __init__(self, vm, host):
        self.vm, self.host = vm, host

    #: ReadDirectoryChangesW's watch on the folder (kernel/changenotify.py), from the
    #: handle's first call.
    watch = None

    def close(self):
        """Remove the folder when it is marked for deletion (still empty); end the
        watch's pending requests."""
        if self.watch is not None:
            self.watch.close()
        if self.delete_pending and not self.deleted:
            self.deleted = True
            try:
                os.rmdir(self.host)
            except OSError:
                pass  # no longer empty or gone: Windows leaves it too
            notice(self.vm)


def open_directory(vm, path, disposition):
    """CreateFile of a folder with FILE_FLAG_BACKUP_SEMANTICS: (DirectoryObject,
    last_error), None when ``path`` is no folder (a file is opened as usual); raises
    VfsError for a disposition that would create (ERROR_FILE_EXISTS) or truncate
    (ERROR_ACCESS_DENIED, as for a folder opened without the flag)."""
    if vm.vfs.device(path) is not None:
        return None                     # a device: open_file opens it
    parts, host = vm.vfs.resolve(path)
    if not os.path.isdir(host):
        return None
    if disposition == OPEN_EXISTING:
        return DirectoryObject(vm, host), 0
    if disposition == OPEN_ALWAYS:
        return DirectoryObject(vm, host), ERROR_ALREADY_EXISTS
    if disposition in (CREATE_NEW, CREATE_ALWAYS):
        raise VfsError(ERROR_FILE_EXISTS, "a folder")      # what Wine 8 answers
    raise VfsError(ERROR_ACCESS_DENIED, "a folder")


@handle_kind("console")
class ConsoleObject:
    """A console handle: a standard handle (GetStdHandle), CONIN$ / CONOUT$, or a screen
    buffer CreateConsoleScreenBuffer made. Output goes to ``vm.stdout_log``, and also to
    the screen buffer of the console it belongs to when AllocConsole made that one
    (``console``: a kernel/consolebuf.Console; None for the start-up console, whose input
    is always at end of file). ``screen`` is the screen buffer an output handle names when
    it is not the console's first (CONOUT$ opened while another was active, or
    CreateConsoleScreenBuffer's): what is written to such a buffer shows there only, it is
    no standard output of the program's."""

    def __init__(self, vm, which, console=None, screen=None):
        self.vm, self.which = vm, which
        self.readable = which == "in"
        self.writable = which != "in"
        self.console = console
        self.screen = screen
        # an input handle is waitable: signaled while its console's input buffer holds
        # records (a wait gives the console host its turns: kernel/sync.py)
        self.console_input = self.readable
        self.signaled = self._input_waiting if self.readable else None

    def _input_waiting(self):
        """An input handle's wait state: records are waiting in the input buffer of the
        console it names, when that console has a window to type into, or the rest of
        what a shorter read left (a line's, a key's VT sequence's)."""
        k = self.vm.kernel
        con = self.console
        if con is None and k.console is not None and k.console is k.startup_screen:
            con = k.console
        return bool(con is not None and self.attached() and (con.input or con.pending))

    def acquire(self):
        """A satisfied wait takes nothing from the input buffer (the records stay for
        ReadConsoleInput), as on Windows."""

    def attached(self):
        """True while the process is attached to this handle's console (FreeConsole, or
        a new console, leaves the handle pointing at none)."""
        k = self.vm.kernel
        if k.console_detached:
            return False
        if self.console is None:      # the start-up console's, shown in a window or not
            return k.console is None or k.console is k.startup_screen
        return self.console is k.console

    def read(self, n):
        """Console input: always end of file."""
        return b""

    def write(self, data):
        """Append bytes, characters of the console's output code page
        (kernel/consolecp.py), to the VM's output log."""
        self.write_text(decode_output(self.vm, data))
        return len(data)

    def write_text(self, text):
        """Append text (WriteConsoleW) to the VM's output log (and the screen buffer). On
        a console CR LF is one line end (FormatMessage's line breaks are CR LF): the log
        holds the line without its CR, as a console shows it."""
        if self.screen is not None:
            self.screen.write(text)
            return
        if self.console is not None and self.console is not self.vm.kernel.startup_screen:
            self.console.write(text)          # (emit feeds the start-up console's)
        emit(self.vm, 1 if self.which == "out" else 2, text.replace("\r\n", "\n"))

    def close(self):
        """Closing a standard handle just makes it invalid."""


def console_handle(vm, which):
    """A new handle to the process's console: its input (``which`` "in") or its active
    screen buffer ("out": CONOUT$, CON opened for writing)."""
    obj = ConsoleObject(vm, which, own_console(vm))
    if which == "out":
        con = console_of(vm, obj)
        if con.active is not con.screen:
            obj.screen = con.active
    return obj


@handle_kind("file")
class NulDevice:
    """The NUL device (CreateFile or fopen of ``nul``, ``C:\\dir\\nul.txt``...): every
    write succeeds and is discarded, every read is at end of file; GetFileType calls it a
    character device. Its size is 0 and its position is what SetFilePointer last made it,
    as Wine 8 answers."""

    host = real = fd = None
    append = dirty = delete_on_close = wants_delete = write_attributes = False
    share = FILE_SHARE_READ | FILE_SHARE_WRITE
    set_times = None

    def __init__(self, vm, readable, writable):
        self.vm, self.readable, self.writable = vm, readable, writable
        self.pos = 0

    def read(self, n):
        """End of file."""
        return b""

    def write(self, data):
        """Discard ``data``; all of it counts as written."""
        return len(data)

    def seek(self, offset, whence=os.SEEK_SET):
        """Move the position (which nothing reads): from the start or from itself; the
        end is 0."""
        self.pos = offset + (self.pos if whence == os.SEEK_CUR else 0)
        return self.pos

    def tell(self):
        """The position SetFilePointer gave."""
        return self.pos

    def size(self):
        """Always 0."""
        return 0

    def truncate(self):
        """Nothing to cut."""

    def close(self):
        """Nothing to release."""


def open_device(vm, device, read, write):
    """CreateFile/fopen of a DOS device name (vfs.dos_device): a NulDevice for NUL; the
    console's input or output for CON opened for reading or for writing only (either
    other access is ERROR_FILE_NOT_FOUND, as Windows' CreateFile answers); AUX, PRN, COMn
    and LPTn name devices this machine does not have: ERROR_FILE_NOT_FOUND, what Windows
    answers for a port that is not there. Raises VfsError."""
    if device == "NUL":
        return NulDevice(vm, read, write)
    if device == "CON" and read != write:
        if vm.kernel.console_detached:
            raise VfsError(ERROR_INVALID_HANDLE, "no console")
        return console_handle(vm, "in" if read else "out")
    raise VfsError(ERROR_FILE_NOT_FOUND, "no %s device" % device)


@handle_kind("file search")
class FindObject:
    """A FindFirstFile search: the matching entries, handed out one by one."""

    def __init__(self, entries):
        self.entries = list(entries)

    def close(self):
        """Nothing to release."""


def _handle(vm, h, kind):
    return vm.handles.get(h, kind)


# -- CreateFile and I/O -------------------------------------------------------------------
def _open_files(vm):
    """The open FileObjects by real host path (for share modes and delete-on-close)."""
    return vm.kernel.open_files


_SHARE_ALL = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE


#: The file object's generic mapping: FILE_GENERIC_READ, _WRITE, _EXECUTE, FILE_ALL_ACCESS.
_GENERIC_FILE = ((0x80000000, 0x120089), (0x40000000, 0x120116), (0x20000000, 0x1200A0),
                 (0x10000000, 0x1F01FF))


def file_rights(access):
    """An access mask with its generic rights mapped to a file's specific ones."""
    for generic, specific in _GENERIC_FILE:
        if access & generic:
            access |= specific
    return access & ~0xF0000000


def check_sharing(vm, real, read, write, delete, share):
    """Raise VfsError(ERROR_SHARING_VIOLATION) when opening ``real`` with this access and
    share mode conflicts with a handle already open on it (both sides must allow what
    the other does, as Windows checks). ``read`` counts FILE_EXECUTE too; a handle with
    none of read, write or delete access (attributes only, or no access) takes no part:
    it shares everything, as on Windows."""
    if not (read or write or delete):
        share = _SHARE_ALL
    for o in _open_files(vm).get(real, ()):
        if o.delete_pending:
            raise VfsError(ERROR_ACCESS_DENIED, "delete pending")   # STATUS_DELETE_PENDING
        o_read = o.readable or o.executes
        o_share = o.share if o_read or o.writable or o.wants_delete else _SHARE_ALL
        if (read and not o_share & FILE_SHARE_READ) or \
                (write and not o_share & FILE_SHARE_WRITE) or \
                (delete and not o_share & FILE_SHARE_DELETE) or \
                (o_read and not share & FILE_SHARE_READ) or \
                (o.writable and not share & FILE_SHARE_WRITE) or \
                (o.wants_delete and not share & FILE_SHARE_DELETE):
            raise VfsError(ERROR_SHARING_VIOLATION)


def open_file(vm, path, read, write, disposition, share=None, delete=False,
              append=False, read_only=False, execute=False):
    """CreateFile's core: (FileObject, last_error) or raises VfsError with the code. A
    DOS device name opens the device instead (:func:`open_device`).

    ``share`` (FILE_SHARE_*; None: read and write, what the C runtime asks) is checked
    against the handles already open on the file; ``delete``: DELETE access or
    FILE_FLAG_DELETE_ON_CLOSE; ``append``: writes go to the end (FILE_APPEND_DATA alone).
    ``execute``: FILE_EXECUTE access, which shares as reading does.
    ``read_only``: FILE_ATTRIBUTE_READONLY for a file this call creates or overwrites
    (the handle itself keeps its write access). An existing read-only file cannot be
    opened for writing (ERROR_ACCESS_DENIED), as Windows answers; the host's permission
    bits are the attribute, which a process running as root would otherwise ignore.
    """
    vfs = vm.vfs
    device = vfs.device(path)
    if device is not None:
        return open_device(vm, device, read, write), 0
    parts, host = vfs.resolve(path)
    if not parts:
        raise VfsError(ERROR_ACCESS_DENIED, "the root is a directory")
    if os.path.isdir(host):
        # CREATE_NEW finds the name taken, whatever holds it (GetTempFileName goes on to
        # the next name on this error); opening a directory needs
        # FILE_FLAG_BACKUP_SEMANTICS (open_directory).
        if disposition == CREATE_NEW:
            raise VfsError(ERROR_FILE_EXISTS, "a directory has the name")
        raise VfsError(ERROR_ACCESS_DENIED, "is a directory")
    if share is None:
        share = FILE_SHARE_READ | FILE_SHARE_WRITE
    exists = os.path.exists(host)
    if exists:    # before any O_TRUNC: a refused open must not have touched the file
        check_sharing(vm, os.path.realpath(host), read or execute, write, delete, share)
        if (write or disposition in (CREATE_ALWAYS, TRUNCATE_EXISTING)) and \
                not os.stat(host).st_mode & 0o200:
            raise VfsError(ERROR_ACCESS_DENIED, "the file is read-only")
    flags = os.O_RDWR if (read and write) else os.O_WRONLY if write else os.O_RDONLY
    flags |= getattr(os, "O_BINARY", 0)
    err = 0
    if disposition == CREATE_NEW:
        if exists:
            raise VfsError(ERROR_FILE_EXISTS)
        flags |= os.O_CREAT | os.O_EXCL
    elif disposition == CREATE_ALWAYS:
        flags |= os.O_CREAT | os.O_TRUNC
        err = ERROR_ALREADY_EXISTS if exists else 0
    elif disposition == OPEN_EXISTING:
        if not exists:
            raise VfsError(vfs.missing_error(parts))
    elif disposition == OPEN_ALWAYS:
        flags |= os.O_CREAT
        err = ERROR_ALREADY_EXISTS if exists else 0
    elif disposition == TRUNCATE_EXISTING:
        if not exists:
            raise VfsError(vfs.missing_error(parts))
        if not write:
            raise VfsError(ERROR_INVALID_PARAMETER, "TRUNCATE_EXISTING needs GENERIC_WRITE")
        flags |= os.O_TRUNC
    else:
        raise VfsError(ERROR_INVALID_PARAMETER, "bad creation disposition")
    if not exists and not os.path.isdir(os.path.dirname(host)):
        raise VfsError(ERROR_PATH_NOT_FOUND)
    try:
        fd = os.open(host, flags, 0o666)
    except OSError as e:
        raise VfsError(win32_error(e, vfs, parts))
    if not exists:
        stamp(vm, host)               # a new file has a guest time from its first moment
    if read_only and (not exists or disposition == CREATE_ALWAYS):
        os.chmod(host, os.stat(host).st_mode & ~0o222)
    f = FileObject(vm, host, fd, read, write, append)
    f.dirty = not exists or bool(flags & os.O_TRUNC)
    f.share, f.wants_delete, f.real = share, delete, os.path.realpath(host)
    f.executes = execute
    _open_files(vm).setdefault(f.real, []).append(f)
    return f, err


def _io_object(vm, h):
    return vm.handles.get(h, (FileObject, ConsoleObject, NulDevice))


def _seek(vm, f, distance, method):
    if method not in (FILE_BEGIN, FILE_CURRENT, FILE_END):
        raise VfsError(ERROR_INVALID_PARAMETER)
    base = {FILE_BEGIN: 0, FILE_CURRENT: f.tell(), FILE_END: f.size()}[method]
    if base + distance < 0:
        raise VfsError(ERROR_NEGATIVE_SEEK)
    return f.seek(base + distance)


# -- names: delete, directories, attributes, move, copy --------------------------------------
def _resolve(vm, path):
    """(parts, host) or raises VfsError; NULL paths are ERROR_PATH_NOT_FOUND."""
    if path is None:
        raise VfsError(ERROR_PATH_NOT_FOUND)
    return vm.vfs.resolve(path)


def _attributes(host):
    st = os.stat(host)
    if os.path.isdir(host):
        attrs = FILE_ATTRIBUTE_DIRECTORY
    else:
        attrs = FILE_ATTRIBUTE_ARCHIVE
    if not st.st_mode & 0o200:
        # The owner's write bit, which SetFileAttributes clears and sets (os.access
        # would say "writable" to a root user whatever the bits).
        attrs |= FILE_ATTRIBUTE_READONLY
    return attrs, st


def _move(vm, src, dst, replace):
    s_parts, s_host = _resolve(vm, src)
    d_parts, d_host = _resolve(vm, dst)
    if not s_parts or not d_parts:
        raise VfsError(ERROR_ACCESS_DENIED)
    if not os.path.lexists(s_host):
        raise VfsError(vm.vfs.missing_error(s_parts))
    if not os.path.isdir(os.path.dirname(d_host)):
        raise VfsError(ERROR_PATH_NOT_FOUND)
    same = os.path.normcase(s_host) == os.path.normcase(d_host) or (
        os.path.exists(d_host) and os.path.samefile(s_host, d_host))
    if os.path.lexists(d_host) and not same:
        if not replace or os.path.isdir(d_host) or os.path.isdir(s_host):
            raise VfsError(ERROR_ALREADY_EXISTS)
    if os.path.isdir(s_host) and d_parts[:len(s_parts)] == s_parts and not same:
        raise VfsError(ERROR_ACCESS_DENIED)  # a directory into itself
    if same:
        # Only the case changes ("a.txt" -> "A.TXT"): rename to the guest's spelling.
        d_host = os.path.join(os.path.dirname(s_host), d_parts[-1])
        if d_host == s_host:
            return
    # Everything is one volume, so MOVEFILE_COPY_ALLOWED never needs to copy.
    os.replace(s_host, d_host)
    notice(vm)


def move_file(vm, src, dst, replace=False):
    """MoveFile(Ex)'s rename of a guest file or folder; raises VfsError with the code."""
    _move(vm, src, dst, replace)


def replace_file(vm, replaced, replacement, backup):
    """ReplaceFile's work: the file ``replacement`` takes the name ``replaced`` (whose
    old contents go to ``backup`` when one is named), keeping the replaced file's
    read-only attribute. Raises VfsError with ReplaceFile's errors, the replaced file
    checked first: either file missing (ERROR_FILE_NOT_FOUND), the replaced one
    read-only (ERROR_ACCESS_DENIED), either open without FILE_SHARE_DELETE
    (ERROR_SHARING_VIOLATION), the backup not made (ERROR_UNABLE_TO_REMOVE_REPLACED: both
    files as they were), the replacement not moved (ERROR_UNABLE_TO_MOVE_REPLACEMENT, or
    ERROR_UNABLE_TO_MOVE_REPLACEMENT_2 when the replaced file is under the backup name
    by then)."""
    hosts = []
    for path in (replaced, replacement):
        parts, host = _resolve(vm, path)
        if not parts or os.path.isdir(host):
            raise VfsError(ERROR_ACCESS_DENIED)
        if not os.path.exists(host):
            raise VfsError(vm.vfs.missing_error(parts))
        if not hosts and not os.stat(host).st_mode & 0o200:
            raise VfsError(ERROR_ACCESS_DENIED)   # the replaced file cannot be written
        check_sharing(vm, os.path.realpath(host), False, False, True,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)
        hosts.append(host)
    mode = os.stat(hosts[0]).st_mode
    if backup is not None:
        try:
            _move(vm, replaced, backup, True)
        except (VfsError, OSError):
            raise VfsError(ERROR_UNABLE_TO_REMOVE_REPLACED)
    try:
        _move(vm, replacement, replaced, True)
    except (VfsError, OSError):
        raise VfsError(ERROR_UNABLE_TO_MOVE_REPLACEMENT_2 if backup is not None
                       else ERROR_UNABLE_TO_MOVE_REPLACEMENT)
    os.chmod(hosts[0], mode & 0o7777)
    notice(vm)


# -- FindFirstFile ----------------------------------------------------------------------------
def _pattern_regex(pattern, case_sensitive=False):
    """A matcher for a Win32 wildcard pattern (case-insensitive unless asked)."""
    if pattern in ("*.*", "*"):
        # "*.*" matches names without a dot too (an MS-DOS legacy kept by Win32).
        return lambda name: True
    rx = re.compile(fnmatch.translate(pattern),
                    re.DOTALL if case_sensitive else re.IGNORECASE | re.DOTALL)
    return lambda name: rx.match(name) is not None


def _find_entries(vm, pattern, case_sensitive=False):
    """(name, host path) of what ``pattern`` finds, or raises VfsError. With
    ``case_sensitive`` (FindFirstFileEx's FIND_FIRST_EX_CASE_SENSITIVE) the folder's
    components and the names must match in case too: a folder typed in another case is
    ERROR_PATH_NOT_FOUND."""
    vfs = vm.vfs
    text = pattern.replace("/", "\\")
    if text.endswith("\\"):
        # "C:\dir\" names no file: Windows answers ERROR_FILE_NOT_FOUND.
        vfs.split(text)
        raise VfsError(ERROR_FILE_NOT_FOUND)
    parts = vfs.split(pattern, allow_wildcards=True)
    if not parts:
        raise VfsError(ERROR_FILE_NOT_FOUND)  # "C:\" itself is not a findable entry
    folder = vfs.host_path(parts[:-1])
    if not os.path.isdir(folder):
        raise VfsError(ERROR_PATH_NOT_FOUND)
    if case_sensitive and parts[:-1]:
        on_disk = os.path.relpath(folder, vfs.root).split(os.sep)
        if on_disk != list(parts[:-1]):
            raise VfsError(ERROR_PATH_NOT_FOUND)
    leaf = parts[-1]
    entries = []
    if "*" in leaf or "?" in leaf:
        match = _pattern_regex(leaf, case_sensitive)
        names = ([".", ".."] if parts[:-1] else []) + sorted(os.listdir(folder), key=str.lower)
        for name in names:
            if match(name):
                entries.append((name, os.path.join(folder, name)))
    else:
        host = vfs.host_path(parts)
        if os.path.exists(host) and (not case_sensitive or os.path.basename(host) == leaf):
            entries.append((os.path.basename(host), host))
    out = []
    for name, host in entries:
        try:
            vfs.check_inside(host if name not in (".", "..") else folder)
            out.append((name, host if name not in (".", "..") else folder))
        except VfsError:
            continue  # a symlink that leaves the root does not exist for the guest
    if not out:
        raise VfsError(ERROR_FILE_NOT_FOUND)
    return out


def find_names(vm, pattern):
    """What FindFirstFile / FindNextFile enumerate for ``pattern``, as (name, attributes)
    pairs in their order ("." and ".." first below the root); raises VfsError with
    FindFirstFile's error (ERROR_FILE_NOT_FOUND when nothing matches)."""
    return [(name, _attributes(host)[0]) for name, host in _find_entries(vm, pattern)]


def _write_find_data(c, addr, name, host):
    attrs, st = _attributes(host)
    size = 0 if attrs & FILE_ATTRIBUTE_DIRECTORY else st.st_size
    ft = filetime_from_unix(file_time(c.vm, host, st))
    head = struct.pack("<I3QIIII", attrs, ft, ft, ft, size >> 32, size & 0xFFFFFFFF, 0, 0)
    mem = c.vm.mem
    mem.write(addr, head)
    if c.wide:
        mem.write(addr + len(head), bytes(2 * (MAX_PATH + 14)))
        mem.write_wstr(addr + len(head), name, MAX_PATH)
    else:
        mem.write(addr + len(head), bytes(MAX_PATH + 14))
        mem.write_cstr(addr + len(head), file_name_bytes(c.vm, name), MAX_PATH)
    # cAlternateFileName stays empty: there are no 8.3 short names on this volume.


# -- directories and well-known paths ------------------------------------------------------------
def file_name_bytes(vm, text):
    """A file name as the A file functions return it: in the OEM code page after
    SetFileApisToOEM, else the ANSI one (what cannot be converted becomes "?")."""
    return text.encode("cp437" if vm.kernel.file_apis_oem else "cp1252", "replace")


def _put_path(c, buf, n, text):
    """The common "copy a path into (buf, n chars)" protocol: on success the length without
    the NUL; when the buffer is too small, the size needed including the NUL."""
    if not c.wide:
        text = file_name_bytes(c.vm, text)   # counted in bytes of the file code page
    if n > len(text) and buf:
        c.write_str(buf, text)
        return len(text)
    return len(text) + 1


def _system_dir(c, n, buf, path):
    c.vm.vfs.ensure_dir(path)
    return _put_path(c, buf, n, path)


# -- MSVCRT streams ----------------------------------------------------------------------------
EOF = -1
FILE_SIZE = FILE.sizeof(4)  # sizeof(FILE) in msvcrt, 32-bit (file_size: the program's)
_IOREAD, _IOWRT, _IORW = 0x1, 0x2, 0x80
ENOENT, EACCES, EEXIST, EINVAL = 2, 13, 17, 22
_WIN32_TO_ERRNO = {ERROR_FILE_NOT_FOUND: ENOENT, ERROR_PATH_NOT_FOUND: ENOENT,
                   ERROR_ACCESS_DENIED: EACCES, ERROR_FILE_EXISTS: EEXIST,
                   ERROR_ALREADY_EXISTS: EEXIST, 123: EINVAL, ERROR_DIR_NOT_EMPTY: 41}


def _set_errno(vm, value):
    vm.mem.w32(vm.data_var("msvcrt.dll", "errno_cell"), value)


class CrtStream:
    """A ``FILE*`` opened by fopen: a FileObject plus the C runtime's text mode and flags.

    Text mode (no ``b`` in the mode) translates as msvcrt does: ``\\n`` is written as
    ``\\r\\n``; on reading ``\\r\\n`` becomes ``\\n`` and Ctrl+Z (0x1A) ends the file.
    ``ftell`` reports the position in the file itself.
    """

    #: The stream's descriptor (dlls/msvcrt/io.py).
    fd = None
    #: Called once, before the stream's first read or write (msvcrt gives a stream its
    #: buffer then: dlls/msvcrt/files.py ``attach_stream``).
    on_first_io = None

    def __init__(self, f, text):
        self.file, self.text = f, text
        self.eof = False
        self.error = False
        self.pushed = bytearray()   # ungetc's pushed-back characters, last pushed first
        self.pushed_raw = []        # the file bytes each stands for (2: a text "\r\n")
        self.last_read = None       # (byte, file bytes) of the last character read
        self.consumed = 0           # bytes read from the file since the last seek

    def unget(self, byte):
        """ungetc: push ``byte`` back to be read next and clear end-of-file; False when
        there is no room. msvcrt pushes back into its buffer, in front of what was read
        from it: one character always fits, more only as far as characters were read
        since the buffer was filled (a seek) — so two pushes after one read fail."""
        if len(self.pushed) >= max(1, self.consumed):
            return False
        # the file bytes it stands for: a text stream's "\n" read from "\r\n" is two, so
        # ftell stays the file position, as msvcrt counts it
        last = self.last_read
        raw = last[1] if last and last[0] == byte and not self.pushed else 1
        self.pushed.insert(0, byte)
        self.pushed_raw.insert(0, raw)
        self.eof = False
        return True

    def forget_pushed(self):
        """fseek, fsetpos and rewind discard pushed-back characters (documented)."""
        self.pushed.clear()
        self.pushed_raw.clear()
        self.last_read = None
        self.consumed = 0

    def position(self):
        """ftell's answer: the file position less the file bytes of the characters
        pushed back and not read again."""
        return max(0, self.file.tell() - sum(self.pushed_raw))

    @property
    def readable(self):
        """Opened for reading."""
        return self.file.readable

    def first_io(self):
        """Run ``on_first_io`` the first time the stream reads or writes."""
        if self.on_first_io is not None:
            call, self.on_first_io = self.on_first_io, None
            call()

    def write_bytes(self, data):
        """Write raw bytes (translated in text mode); False on error."""
        self.first_io()
        if not self.file.writable:
            self.error = True
            return False
        if self.text:
            data = data.replace(b"\n", b"\r\n")
        try:
            self.file.write(data)
        except OSError:
            self.error = True
            return False
        return True

    def write_text(self, text):
        """Write a str as cp1252 (what fprintf/fputs produce; the C1 controls that stand
        for cp1252's undefined bytes as those bytes); False on error."""
        return self.write_bytes(text.encode("cp1252", CP1252_GAPS))

    def read(self, n, stop_at_newline=False):
        """Up to ``n`` bytes (after text-mode translation); sets ``eof`` when short."""
        self.first_io()
        if not self.file.readable:
            self.error = True
            return b""
        out = bytearray()
        while self.pushed and len(out) < n:
            out.append(self.pushed.pop(0))
            if self.pushed_raw:
                self.pushed_raw.pop(0)
            if stop_at_newline and out[-1] == 0x0A:
                return bytes(out)
        start = len(out)
        try:
            self._read_more(out, n, stop_at_newline)
        except Blocked:
            if out:      # ungetc's bytes are taken already: no retry from scratch
                raise Unimplemented("msvcrt.dll: a FILE * read that has taken pushed-back "
                                    "characters and must wait for a pipe") from None
            raise
        self.consumed += len(out) - start
        return bytes(out)

    def _read_more(self, out, n, stop_at_newline):
        """read's loop over the file (``out`` grows in place)."""
        while len(out) < n:
            if stop_at_newline or self.text:
                raw = 1
                b = self.file.read(1)
                if not b:
                    self.eof = True
                    break
                if self.text:
                    if b == b"\x1a":
                        self.file.seek(-1, os.SEEK_CUR)
                        self.eof = True
                        break
                    if b == b"\r":
                        nxt = self.file.read(1)
                        if nxt == b"\n":
                            b = b"\n"
                            raw = 2
                        elif nxt:
                            self.file.seek(-1, os.SEEK_CUR)
                out += b
                self.last_read = (b[0], raw)
                if stop_at_newline and b == b"\n":
                    break
            else:
                chunk = self.file.read(n - len(out))
                if not chunk:
                    self.eof = True
                    break
                out += chunk
                self.last_read = (chunk[-1], 1)

    def close(self):
        """Close the underlying file."""
        self.file.close()


def _streams(vm):
    return vm.crt.streams


def _stream(vm, fp):
    s = _streams(vm).get(fp)
    if s is None and fp and fp == vm.data_var("msvcrt.dll", "_iob"):
        return _stdin_stream(vm)
    return s


class PipeReader:
    """What a ``FILE*`` reads from the read end of a pipe (stdin when descriptor 0 is
    one): the bytes there, or the end once no writer is left. A read that would have to
    wait for a writer stops the guest naming it (stdio reads here cannot wait yet)."""

    readable, writable = True, False

    def __init__(self, vm, end):
        self.vm, self.end = vm, end
        self.count = 0
        self.call = None              # the API call of the last bytes taken

    def read(self, n):
        """Up to ``n`` bytes now in the pipe (b"" at its end). An empty pipe with a
        writer left makes the call wait (Blocked: it is retried on the next turn) when
        it has taken nothing yet; one that has taken bytes already cannot be retried and
        stops the guest naming it."""
        pipe = self.end.pipe
        call = self.vm.machine.api_calls
        if not pipe.data and pipe.writers:
            if self.call == call:
                raise Unimplemented("msvcrt.dll: a stdin (FILE *) read that has taken part of "
                                    "a pipe's data and must wait for the rest")
            raise Blocked("msvcrt.dll: stdin (FILE *) waits on an empty pipe")
        if n > 0 and pipe.data:
            self.call = call
        data = bytes(pipe.data[:n])
        del pipe.data[:n]
        self.count += len(data)
        self.last = data[-1:] or getattr(self, "last", b"")
        return data

    def seek(self, offset, whence=os.SEEK_SET):
        """Only what text mode does: put back the byte just read (-1 from here)."""
        if offset != -1 or whence != os.SEEK_CUR or not getattr(self, "last", b""):
            raise Unimplemented("msvcrt.dll: seeking stdin, a pipe")
        self.end.pipe.data[:0] = self.last
        self.count -= 1
        self.last = b""
        return self.count

    def tell(self):
        """Bytes read so far."""
        return self.count

    def close(self):
        """The descriptor owns the pipe end: nothing to close here."""


def _stdin_stream(vm):
    """stdin's stream when descriptor 0 names a pipe or a file (a child process's
    redirected standard input): a CrtStream over it, kept while fd 0 names the same
    handle; None for the console (at its end here)."""
    entry = vm.crt.fds.get(0)
    if entry is None and 0 not in vm.crt.closed_std:
        h = vm.kernel.std_handles.get(0xFFFFFFF6)      # STD_INPUT_HANDLE
        entry = None if h is None else [h, 0x4000]
    obj = vm.handles.get(entry[0]) if entry else None
    if obj is None or isinstance(obj, ConsoleObject):
        return None
    kept = getattr(vm.crt, "stdin_stream", None)
    if kept is not None and kept[0] == entry[0]:
        return kept[1]
    if isinstance(obj, PipeEnd):
        source = PipeReader(vm, obj)
    elif isinstance(obj, FileObject):
        source = obj
    else:
        raise Unimplemented("msvcrt.dll: stdin (FILE *) reading a %s" % obj.HANDLE_KIND)
    stream = CrtStream(source, not entry[1] & 0x8000)     # text unless _O_BINARY
    vm.crt.stdin_stream = (entry[0], stream)
    return stream


def _is_console(vm, fp):
    iob = vm.data_var("msvcrt.dll", "_iob")
    return iob <= fp < iob + 3 * file_size(vm)


def file_size(vm):
    """sizeof(FILE) in the running program (msvcrt's, at its pointer size)."""
    return FILE.sizeof(vm.ptr_size)


def file_view(vm, fp):
    """The FILE at ``fp`` as the running program lays it out (its pointer size: _flag
    is at +12 in a 32-bit FILE, +24 in a 64-bit one)."""
    return FILE.at(vm.mem, fp, vm.ptr_size)


def _crt_call(vm, fn):
    """Run a kernel32-style operation for a CRT function: 0, or -1 with errno set."""
    saved = vm.last_error
    ok = fn()
    code = vm.last_error
    vm.last_error = saved
    if ok:
        return 0
    _set_errno(vm, _WIN32_TO_ERRNO.get(code, EINVAL))
    return -1


class _AnsiCall:
    """Enough of ``Call`` for reusing the kernel32 handlers from msvcrt functions."""

    wide = False
    char_size = 1

    def __init__(self, vm):
        self.vm = vm
