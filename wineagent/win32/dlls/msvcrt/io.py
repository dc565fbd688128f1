"""MSVCRT's low-level I/O (io.h): file descriptors over Win32 handles.

The C runtime keeps a table of descriptors, each naming a Win32 file handle and the
descriptor's translation mode. 0, 1 and 2 are the standard handles (GetStdHandle's);
_open, _wopen, _sopen, _wsopen, _open_osfhandle and every fopen take the lowest free
number (3 and up while 0-2 are open; 0-2 too once closed, in a console program becoming
its standard handles again). The handles are kernel32's, so _get_osfhandle's answer works with
ReadFile/WriteFile/CloseHandle, and _close closes it as CloseHandle does.

Text mode (``_O_TEXT``, the default unless ``_fmode`` is ``_O_BINARY``) translates as
msvcrt does: _write turns ``\\n`` into ``\\r\\n`` (and returns the bytes it was given),
_read turns ``\\r\\n`` into ``\\n`` in place and stops at Ctrl+Z (read_translated).
``_O_WTEXT``/``_O_U16TEXT`` and ``_O_U8TEXT`` are the wide modes: _read and _write count
UTF-16 bytes, a UTF-8 file is converted both ways, and _open decides the encoding by the
file's BOM or writes one (_unicode_open). A pipe's descriptor reads as _read_pipe says.
"""

import os

from ....abi.api import BOTH, Ret64
from ...core.crt import EINVAL, by_width, cdecl, get_errno, invalid_parameter, set_errno
from ....abi.structs import struct as cstruct
from ...kernel.files import (_WIN32_TO_ERRNO, CREATE_ALWAYS, ConsoleObject, FileObject,
                            NulDevice, OPEN_ALWAYS, OPEN_EXISTING, file_time, guest_unix_time,
                            open_file)
from ...kernel.fileio import Pipe, PipeEnd, pipe_read, pipe_write
from ...kernel.namedpipe import NamedPipeEnd
from ...kernel.vfs import VfsError
from ...kernel import procparams
from ...core import data_imports
from ...core.structures import FILE
from ...kernel.crtioinfo import NO_CONSOLE, WX_OPEN, mode_of, new_table, publish, read_back
from ...core.winerror import ERROR_ACCESS_DENIED

_GUI_APP = 2      # __set_app_type's _GUI_APP

EBADF, EEXIST, EACCES, ENOENT, EMFILE = 9, 17, 13, 2, 24
CREATE_NEW, TRUNCATE_EXISTING = 1, 5
FILE_SHARE_READ, FILE_SHARE_WRITE = 1, 2

# <fcntl.h>
_O_RDONLY, _O_WRONLY, _O_RDWR, _O_APPEND = 0x0, 0x1, 0x2, 0x8
_O_CREAT, _O_TRUNC, _O_EXCL, _O_TEMPORARY = 0x100, 0x200, 0x400, 0x40
_O_TEXT, _O_BINARY, _O_WTEXT, _O_U16TEXT, _O_U8TEXT = 0x4000, 0x8000, 0x10000, 0x20000, 0x40000
_O_NOINHERIT = 0x80
_O_SEQUENTIAL, _O_RANDOM = 0x20, 0x10
#: FileModeInformation's FILE_SEQUENTIAL_ONLY: what FILE_FLAG_SEQUENTIAL_SCAN gives a handle
FILE_SEQUENTIAL_ONLY = 0x4
MODES = (_O_TEXT, _O_BINARY, _O_WTEXT, _O_U16TEXT, _O_U8TEXT)
# <share.h>
_SH_DENYRW, _SH_DENYWR, _SH_DENYRD, _SH_DENYNO = 0x10, 0x20, 0x30, 0x40
_SHARE = {_SH_DENYRW: 0, _SH_DENYWR: FILE_SHARE_READ, _SH_DENYRD: FILE_SHARE_WRITE,
          _SH_DENYNO: FILE_SHARE_READ | FILE_SHARE_WRITE}
# <sys/stat.h>
_S_IFREG, _S_IFCHR, _S_IREAD, _S_IWRITE, _S_IEXEC = 0x8000, 0x2000, 0x100, 0x80, 0x40
_S_IFIFO = 0x1000
_STD = {0: 0xFFFFFFF6, 1: 0xFFFFFFF5, 2: 0xFFFFFFF4}   # STD_INPUT/OUTPUT/ERROR_HANDLE
_MAX_FDS = 2048     # msvcrt's _NHANDLE_ (32 blocks of 64)

# sys/utime.h: struct __utimbuf32 and __utimbuf64 (actime, modtime)
UTIMBUF32 = cstruct("__utimbuf32", "LONG actime; LONG modtime")
UTIMBUF64 = cstruct("__utimbuf64", "LONGLONG actime; LONGLONG modtime")
STAT32 = cstruct(
"CRT_STAT32", "DWORD st_dev; WORD st_ino; WORD st_mode; SHORT st_nlink; "
                 "SHORT st_uid; SHORT st_gid; DWORD st_rdev; LONG st_size; LONG st_atime; "
                 "LONG st_mtime; LONG st_ctime")
# struct _stat64: the same with a 64-bit size and times (x64 msvcrt's mingw callers reach
# it through their _stat64i32/_fstat64i32, which copy the fields down)
STAT64 = cstruct(
    "CRT_STAT64", "DWORD st_dev; WORD st_ino; WORD st_mode; SHORT st_nlink; "
                  "SHORT st_uid; SHORT st_gid; DWORD st_rdev; LONGLONG st_size; "
                  "LONGLONG st_atime; LONGLONG st_mtime; LONGLONG st_ctime")
# struct _stat64i32: 64-bit times and a 32-bit size, x64 msvcrt.dll's plain struct _stat
# (its time_t is 64 bits, its _off_t 32)
STAT64I32 = cstruct(
    "CRT_STAT64I32", "DWORD st_dev; WORD st_ino; WORD st_mode; SHORT st_nlink; "
                     "SHORT st_uid; SHORT st_gid; DWORD st_rdev; LONG st_size; "
                     "LONGLONG st_atime; LONGLONG st_mtime; LONGLONG st_ctime")

# struct _stat32i64 (what a 32-bit program's struct _stati64 is): a 64-bit size with 32-bit
# times. A 64-bit program's _stati64 has 64-bit times as well: struct _stat64.
STAT32I64 = cstruct(
    "CRT_STAT32I64", "DWORD st_dev; WORD st_ino; WORD st_mode; SHORT st_nlink; "
                     "SHORT st_uid; SHORT st_gid; DWORD st_rdev; LONGLONG st_size; "
                     "LONG st_atime; LONG st_mtime; LONG st_ctime")


def errno_of(code):
    """The errno value msvcrt gives a Win32 error of an open (a sharing violation is
    EACCES, an existing file of CREATE_NEW EEXIST)."""
    return {32: EACCES, 33: EACCES, 80: EEXIST}.get(code) or _WIN32_TO_ERRNO.get(code, EINVAL)


# -- the descriptor table --------------------------------------------------------------------
def default_mode(vm):
    """The translation mode of a descriptor opened without _O_TEXT/_O_BINARY: _fmode's."""
    return _O_BINARY if vm.mem.u32(vm.data_var("msvcrt.dll", "_fmode")) == _O_BINARY else _O_TEXT


#: The objects a descriptor's handle can do I/O through.
_IO_KINDS = (FileObject, ConsoleObject, NulDevice, PipeEnd, NamedPipeEnd)


def std_handle(vm, fd):
    """The standard handle behind descriptor 0, 1 or 2 (made as GetStdHandle makes it);
    NO_CONSOLE (as wide as a pointer) when it names nothing I/O can go through, as
    msvcrt's start-up decides by GetFileType."""
    h = procparams.std_handle(vm, _STD[fd])
    if vm.handles.get(h, _IO_KINDS) is None:
        return NO_CONSOLE & ((1 << 8 * vm.ptr_size) - 1)
    return h


def fd_entry(vm, fd):
    """[handle, mode] of an open descriptor, or None. 0-2 exist until _close'd. Once the
    program has msvcrt's ``__pioinfo`` table (kernel/crtioinfo.py), what it wrote into the
    descriptor's entry counts: its handle, and whether it is open."""
    fds = vm.crt.fds
    if vm.crt.pioinfo:
        seen = read_back(vm, fd)
        if seen is not None:
            handle, wxflag, exflag = seen
            entry = fds.get(fd)
            if not wxflag & WX_OPEN:
                if entry is not None:
                    fds.pop(fd)
                if fd in _STD:
                    vm.crt.closed_std.add(fd)
                return None
            if entry is None:
                entry = fds[fd] = [handle, mode_of(wxflag, exflag)]
                vm.crt.closed_std.discard(fd)
            entry[0] = handle
            return entry
    if fd in fds:
        return fds[fd]
    if fd in _STD and fd not in vm.crt.closed_std:
        fds[fd] = [std_handle(vm, fd), _O_TEXT]
        publish(vm, fd)
        return fds[fd]
    return None


def _make_pioinfo(vm):
    """data_imports' factory for ``__pioinfo``: the array of block pointers, with the
    descriptors open now (0-2 among them) written in."""
    for fd in (0, 1, 2):
        fd_entry(vm, fd)        # the standard descriptors, before the table has a say
    new_table(vm)
    for fd in sorted(vm.crt.fds):
        publish(vm, fd)
    return vm.crt.pioinfo


data_imports.DATA[("msvcrt.dll", "__pioinfo")] = _make_pioinfo


def mark_unusable_std_streams(vm):
    """msvcrt's start-up (__getmainargs here): a standard stream whose standard handle
    was given and names nothing I/O can go through (a registry key, a stale value) has
    ``_file`` -2, and its descriptor's handle is NO_CONSOLE. A standard handle not given
    yet (a console made at first use) is left alone."""
    given = vm.kernel.std_handles
    size = FILE.sizeof(vm.ptr_size)
    for fd in (0, 1, 2):
        if _STD[fd] not in given or fd in vm.crt.fds or vm.handles.get(
                given[_STD[fd]], _IO_KINDS) is not None:
            continue        # usable standard handles stay bound at first use
        entry = fd_entry(vm, fd)
        if entry is not None and entry[0] == NO_CONSOLE & (1 << 8 * vm.ptr_size) - 1:
            FILE.write(vm.mem, vm.data_var("msvcrt.dll", "_iob") + fd * size, vm.ptr_size,
                       _file=-2)


def inheritable_fds(vm):
    """(fd, handle, mode) of the descriptors a child process inherits: those whose
    handle is inheritable, lowest first (what msvcrt passes in STARTUPINFO's
    lpReserved2; the standard descriptors of a console are not among them)."""
    for fd in _STD:
        fd_entry(vm, fd)
    flags = vm.kernel.handle_flags
    return [(fd, h, mode) for fd, (h, mode) in sorted(vm.crt.fds.items())
            if flags.get(h, 0) & 1 and h in vm.handles]


def fd_object(vm, fd):
    """The kernel object (FileObject / ConsoleObject) behind ``fd``, or None."""
    entry = fd_entry(vm, fd)
    return None if entry is None else vm.handles.get(entry[0])


def new_fd(vm, handle, mode):
    """Give ``handle`` the lowest free descriptor (-1 when the table is full): from 3 on
    while 0, 1 and 2 are open, one of them once the program has closed it. A console
    program's descriptor 0, 1 or 2 is its standard handle too (msvcrt's _set_osfhnd
    calls SetStdHandle), so a child started next gets the new file."""
    fd = 0
    # fd_entry: what the program wrote into __pioinfo counts (a standard descriptor it
    # put back is open again)
    while fd < _MAX_FDS and (fd in vm.crt.fds or fd_entry(vm, fd) is not None):
        fd += 1
    if fd >= _MAX_FDS:
        return -1
    vm.crt.fds[fd] = [handle, mode]
    vm.crt.ctrlz_fds.discard(fd)
    if fd in _STD:
        vm.crt.closed_std.discard(fd)
        if vm.crt.app_type != _GUI_APP:
            procparams.set_std_handle(vm, _STD[fd], handle)
    publish(vm, fd)
    return fd


def close_fd(vm, fd):
    """Forget ``fd`` and close its handle (the object goes with its last handle)."""
    entry = vm.crt.fds.pop(fd)
    vm.crt.noinherit_fds.discard(fd)
    vm.crt.ctrlz_fds.discard(fd)
    if fd in _STD:
        vm.crt.closed_std.add(fd)
        if vm.crt.app_type != _GUI_APP:
            # a console program's standard handle goes with it (msvcrt's _free_osfhnd
            # calls SetStdHandle(..., NULL))
            procparams.set_std_handle(vm, _STD[fd], 0)
    publish(vm, fd)
    if fd in (1, 2):
        # Windows' msvcrt: stdout and stderr on one handle, closing one leaves the
        # handle to the other
        other = fd_entry(vm, 3 - fd)
        if other is not None and other[0] == entry[0]:
            return
    vm.handles.close(entry[0])


def _bad_fd(c):
    """Generator: EBADF through the invalid-parameter path; returns -1."""
    yield from invalid_parameter(c, EBADF)
    set_errno(c.vm, EBADF)
    return -1


def _einval(c):
    """Generator: EINVAL through the invalid-parameter path; returns -1."""
    yield from invalid_parameter(c, EINVAL)
    return -1


# -- opening -------------------------------------------------------------------------------
def open_fd(c, path, oflag, shflag, pmode):
    """Generator: _sopen's work for a path already decoded; the descriptor or -1."""
    vm = c.vm
    if path is None or shflag not in _SHARE:
        return (yield from _einval(c))
    access = oflag & 3
    if access == 3:
        return (yield from _einval(c))
    read, write = access in (_O_RDONLY, _O_RDWR), access in (_O_WRONLY, _O_RDWR)
    if oflag & _O_CREAT:
        disposition = (CREATE_NEW if oflag & _O_EXCL else
                       CREATE_ALWAYS if oflag & _O_TRUNC else OPEN_ALWAYS)
    else:
        disposition = TRUNCATE_EXISTING if oflag & _O_TRUNC else OPEN_EXISTING
    if disposition == TRUNCATE_EXISTING and not write:
        write = True            # msvcrt asks for GENERIC_WRITE to truncate, as CreateFile needs
    try:
        f, err = open_file(vm, path, read, write, disposition, share=_SHARE[shflag],
                           delete=bool(oflag & _O_TEMPORARY))
    except VfsError as e:
        set_errno(vm, errno_of(e.code))
        return -1
    created = disposition in (CREATE_NEW, CREATE_ALWAYS, OPEN_ALWAYS) and not err
    pmode &= ~vm.crt.umask
    if created and not pmode & _S_IWRITE and isinstance(f, FileObject):
        # Documented: a new file without _S_IWRITE is read-only (once this handle closes).
        os.chmod(f.host, os.stat(f.host).st_mode & ~0o222)
    if oflag & _O_TEMPORARY:
        f.delete_on_close = True
    f.append = bool(oflag & _O_APPEND)
    if oflag & _O_SEQUENTIAL and isinstance(f, FileObject):
        # msvcrt opens with FILE_FLAG_SEQUENTIAL_SCAN (it wins over _O_RANDOM's
        # FILE_FLAG_RANDOM_ACCESS, a hint with no state to keep)
        f.mode |= FILE_SEQUENTIAL_ONLY
    mode = next((m for m in (_O_U8TEXT, _O_U16TEXT, _O_WTEXT, _O_BINARY, _O_TEXT)
                 if oflag & m), default_mode(vm))
    if mode in (_O_U8TEXT, _O_U16TEXT, _O_WTEXT) and isinstance(f, FileObject):
        mode = _unicode_open(f, mode, read, write)
    handle = vm.new_handle(f)
    if not oflag & _O_NOINHERIT:
        # msvcrt opens with bInheritHandle = !(oflag & _O_NOINHERIT): a child process
        # started later gets the descriptor (spawn.py, lpReserved2)
        vm.kernel.handle_flags[handle] = 1
    fd = new_fd(vm, handle, mode)
    if fd < 0:
        f.close()
        set_errno(vm, EMFILE)
    elif oflag & _O_NOINHERIT:
        vm.crt.noinherit_fds.add(fd)
        publish(vm, fd)
    return fd


def _unicode_open(f, mode, read, write):
    """The encoding a descriptor opened with _O_WTEXT, _O_U16TEXT or _O_U8TEXT uses,
    as msvcrt decides at the open: a file opened for reading that starts with a BOM
    takes its encoding (UTF-8 or UTF-16LE) and is read after it; without one _O_WTEXT
    reads ANSI (_O_TEXT), the other two their own encoding. An empty file opened for
    writing gets the mode's BOM (UTF-16LE's for _O_WTEXT)."""
    if read and f.size():
        head = f.read(3)
        if head.startswith(b"\xef\xbb\xbf"):
            return _O_U8TEXT
        if head.startswith(b"\xff\xfe"):
            f.seek(2)
            return _O_U16TEXT if mode != _O_WTEXT else _O_WTEXT
        f.seek(0)
        return _O_TEXT if mode == _O_WTEXT else mode
    if write and not f.size():
        f.write(b"\xef\xbb\xbf" if mode == _O_U8TEXT else b"\xff\xfe")
    return mode


def _open_args(wide, share):
    params = ("LPCWSTR" if wide else "LPCSTR") + " path, int oflag"
    params += ", int shflag, int pmode" if share else ", int pmode"

    if share:
        def handler(c, path, oflag, shflag, pmode):
            return (yield from open_fd(c, path, oflag, shflag, pmode))
    else:
        def handler(c, path, oflag, pmode):
            # pmode is read only with _O_CREAT (a variadic argument otherwise)
            return (yield from open_fd(c, path, oflag, _SH_DENYNO,
                                       pmode if oflag & _O_CREAT else _S_IWRITE))
    handler.__doc__ = ("Open a file and give it a descriptor (%s); -1 with errno on "
                       "failure." % ("share mode given" if share else "no sharing denied"))
    return params, handler


for _name, _wide, _share in (("_open", False, False), ("_wopen", True, False),
                             ("_sopen", False, True), ("_wsopen", True, True)):
    _params, _handler = _open_args(_wide, _share)
    cdecl(_name, _params, widths=BOTH)(_handler)


def _sopen_s(wide):
    def handler(c, out, path, oflag, shflag, pmode):
        if not out:
            return (yield from invalid_parameter(c, EINVAL))
        c.vm.mem.w32(out, 0xFFFFFFFF)
        fd = yield from open_fd(c, path, oflag, shflag, pmode)
        if fd < 0:
            return c.vm.mem.u32(c.vm.data_var("msvcrt.dll", "errno_cell"))
        c.vm.mem.w32(out, fd)
        return 0
    handler.__doc__ = "_sopen with the descriptor stored at ``out``: 0 or the errno value."
    return handler


cdecl("_sopen_s", "LPVOID out, LPCSTR path, int oflag, int shflag, int pmode", widths=BOTH)(_sopen_s(False))
cdecl("_wsopen_s", "LPVOID out, LPCWSTR path, int oflag, int shflag, int pmode", widths=BOTH)(_sopen_s(True))


@cdecl("_creat", "LPCSTR path, int pmode", widths=BOTH)
def _creat(c, path, pmode):
    """_open(path, _O_CREAT | _O_TRUNC | _O_RDWR, pmode) (documented)."""
    return (yield from open_fd(c, path, _O_CREAT | _O_TRUNC | _O_RDWR, _SH_DENYNO, pmode))


@cdecl("_wcreat", "LPCWSTR path, int pmode", widths=BOTH)
def _wcreat(c, path, pmode):
    """The wide _creat."""
    return (yield from open_fd(c, path, _O_CREAT | _O_TRUNC | _O_RDWR, _SH_DENYNO, pmode))


@cdecl("_open_osfhandle", "HANDLE h, int flags", widths=BOTH)
def _open_osfhandle(c, h, flags):
    """Give an existing Win32 handle a descriptor (_O_APPEND and the translation modes
    honoured; without _O_TEXT it is binary, whatever _fmode says, as the UCRT does); the
    handle then belongs to the descriptor."""
    vm = c.vm
    obj = vm.handles.get(h, (FileObject, ConsoleObject, NulDevice, PipeEnd, NamedPipeEnd))
    if obj is None:
        set_errno(vm, EBADF)
        return -1
    mode = next((m for m in (_O_U8TEXT, _O_U16TEXT, _O_WTEXT, _O_TEXT) if flags & m), _O_BINARY)
    if isinstance(obj, FileObject) and flags & _O_APPEND:
        obj.append = True
    fd = new_fd(vm, h, mode)
    if fd < 0:
        set_errno(vm, EMFILE)
    elif flags & _O_NOINHERIT:
        vm.crt.noinherit_fds.add(fd)
        publish(vm, fd)
    return fd


@cdecl("_get_osfhandle", "int fd", widths=BOTH)
def _get_osfhandle(c, fd):
    """The Win32 handle behind ``fd``; INVALID_HANDLE_VALUE with EBADF for a bad one."""
    entry = fd_entry(c.vm, fd)
    if entry is None:
        yield from invalid_parameter(c, EBADF)
        return 0xFFFFFFFF
    return entry[0]


@cdecl("_close", "int fd", widths=BOTH)
def _close(c, fd):
    """Close a descriptor and its handle: 0, or -1 with EBADF."""
    vm = c.vm
    if fd_entry(vm, fd) is None:
        return (yield from _bad_fd(c))
    for fp, s in list(vm.crt.streams.items()):
        if s.fd == fd:      # a FILE* on it is dead too: its calls fail, fclose gives EOF
            del vm.crt.streams[fp]
    gone = vm.handles.get(fd_entry(vm, fd)[0]) is None
    close_fd(vm, fd)
    if gone:                # its handle was closed already (CloseHandle fails): EBADF
        set_errno(vm, EBADF)
        return -1
    return 0


@cdecl("_dup", "int fd", widths=BOTH)
def _dup(c, fd):
    """A second descriptor for the same file (its own handle, as DuplicateHandle)."""
    vm = c.vm
    entry = fd_entry(vm, fd)
    if entry is None:
        return (yield from _bad_fd(c))
    obj = vm.handles.get(entry[0])
    handle = vm.new_handle(obj)
    vm.kernel.handle_flags[handle] = 1   # DuplicateHandle(bInheritHandle=TRUE), as _dup2
    new = new_fd(vm, handle, entry[1])
    if new < 0:
        set_errno(vm, EMFILE)
    return new


@cdecl("_dup2", "int fd, int fd2", widths=BOTH)
def _dup2(c, fd, fd2):
    """Make ``fd2`` name ``fd``'s file (closing what it named): 0 or -1."""
    vm = c.vm
    entry = fd_entry(vm, fd)
    if entry is None or not 0 <= fd2 < _MAX_FDS:
        return (yield from _bad_fd(c))
    if fd2 == fd:
        return 0
    if fd_entry(vm, fd2) is not None:
        close_fd(vm, fd2)
    vm.crt.closed_std.discard(fd2)
    h = vm.new_handle(vm.handles.get(entry[0]))
    vm.kernel.handle_flags[h] = 1      # an inheritable duplicate, as msvcrt's _dup2 makes
    vm.crt.fds[fd2] = [h, entry[1]]
    vm.crt.noinherit_fds.discard(fd2)
    publish(vm, fd2)
    if fd2 in _STD and vm.crt.app_type != _GUI_APP:
        # a console program's descriptors 0-2 are its standard handles (the runtime's
        # _set_osfhnd calls SetStdHandle): a child started next (system(), CreateProcess)
        # gets the new file as its standard handle
        procparams.set_std_handle(vm, _STD[fd2], h)
    return 0


# -- _fmode ------------------------------------------------------------------------------------
def set_fmode(c, mode, allowed):
    """Generator: _set_fmode's work: 0, or EINVAL through the invalid-parameter path for
    a mode not in ``allowed``."""
    if mode not in allowed:
        yield from invalid_parameter(c, EINVAL)
        return EINVAL
    c.vm.mem.w32(c.vm.data_var("msvcrt.dll", "_fmode"), mode)
    return 0


@cdecl("_set_fmode", "int mode", widths=BOTH)
def _set_fmode(c, mode):
    """Set ``_fmode``, the translation of descriptors opened without _O_TEXT or
    _O_BINARY: 0, or EINVAL for any other mode (msvcrt.dll takes those two only)."""
    return (yield from set_fmode(c, mode, (_O_TEXT, _O_BINARY)))


@cdecl("_get_fmode", "LPVOID out", widths=BOTH)
def _get_fmode(c, out):
    """Store ``_fmode`` at ``out``: 0, or EINVAL for NULL (the invalid-parameter path)."""
    if not out:
        yield from invalid_parameter(c, EINVAL)
        return EINVAL
    c.vm.mem.w32(out, c.vm.mem.u32(c.vm.data_var("msvcrt.dll", "_fmode")))
    return 0


# -- reading and writing ---------------------------------------------------------------------
@cdecl("_write", "int fd, LPVOID buf, UINT n", widths=BOTH)
def _write(c, fd, buf, n):
    """Write ``n`` bytes (text mode: ``\\n`` as ``\\r\\n``): the count given, or -1."""
    vm = c.vm
    entry = fd_entry(vm, fd)
    if entry is None:
        return (yield from _bad_fd(c))
    obj = vm.handles.get(entry[0])
    if obj is None or not obj.writable:     # None: a standard descriptor's NO_CONSOLE
        _denied(vm, obj)
        return -1
    data = vm.mem.read(buf, n) if n else b""
    if entry[1] in (_O_WTEXT, _O_U16TEXT, _O_U8TEXT) and n % 2:
        return (yield from _einval(c))      # the wide modes write UTF-16 units
    data = translate_for_write(data, entry[1])
    if isinstance(obj, ConsoleObject):
        obj.write_text(data.decode("utf-16-le" if entry[1] in (_O_WTEXT, _O_U16TEXT)
                                   else "cp1252", "replace").replace("\r\n", "\n"))
    elif isinstance(obj, PipeEnd):
        _written, error = pipe_write(obj, data)
        if error:                       # no read end left open: ERROR_NO_DATA's errno
            set_errno(vm, errno_of(error))
            return -1
    else:
        obj.write(data)
    return n


def translate_for_write(data, mode):
    """The file bytes _write makes of ``data`` in translation ``mode``: text turns
    ``\n`` into ``\r\n``; the wide modes take UTF-16 units (an even count), turn
    ``\n`` into ``\r\n`` and store UTF-16 or, for _O_U8TEXT, UTF-8; binary keeps them."""
    if mode == _O_BINARY:
        return data
    if mode in (_O_WTEXT, _O_U16TEXT, _O_U8TEXT):
        text = data.decode("utf-16-le", "surrogatepass").replace("\n", "\r\n")
        return text.encode("utf-8" if mode == _O_U8TEXT else "utf-16-le", "surrogatepass")
    return data.replace(b"\n", b"\r\n")


def read_fd_file(vm, fd, obj, n, mode):
    """_read's work on a descriptor that names a file or device: (the bytes it stores,
    its count). A text read that stops at a Ctrl+Z leaves the file pointer after what
    it read and marks the descriptor (msvcrt's FEOFLAG): it reads nothing more until
    a seek (_lseek clears the mark)."""
    if fd in vm.crt.ctrlz_fds or n == 0:
        return b"", 0
    stored, count, ctrlz = read_translated(obj, n, mode)
    if ctrlz:
        vm.crt.ctrlz_fds.add(fd)
    return stored, count


def read_translated(obj, n, mode):
    """What _read answers from a file (or device) object: (the bytes it stores, its
    count, whether a Ctrl+Z ended the text), as msvcrt reads: ``n`` bytes of the file at most, then translated in place
    (the buffer past the count keeps bytes as read).

    Text (_O_TEXT): ``\r\n`` becomes ``\n``; Ctrl+Z ends the data (the file pointer stays
    after what was read: read_fd_file marks the descriptor); a
    ``\r`` that ends what was read looks at the byte after it: a ``\n`` makes it ``\n``
    when nothing came before it, else the ``\r`` is dropped and the ``\n`` left to be
    read next (the file pointer on it); anything else leaves the ``\r`` and is unread.
    UTF-16 (_O_WTEXT, _O_U16TEXT) does the same by 16-bit units (an odd byte at the end
    is left unread). UTF-8 (_O_U8TEXT) reads at most ``n / 2`` bytes (each makes at most
    one UTF-16 unit), leaves an incomplete last character unread, translates as text,
    and stores UTF-16 (an invalid byte as U+FFFD, as MultiByteToWideChar does)."""
    if mode == _O_BINARY or isinstance(obj, ConsoleObject):
        data = obj.read(n)
        return data, len(data), False
    if mode == _O_U8TEXT:
        raw = obj.read(n // 2)
        cut = _utf8_complete(raw)
        if cut == 0 and raw:
            # a count too small for the first character's bytes: read the rest of that
            # one character (it still makes a single UTF-16 unit unless it is above
            # U+FFFF), so a small read does not look like the end of the file
            lead = raw[0]
            size = 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
            raw += obj.read(size - len(raw))
            cut = len(raw) if size <= 3 or n >= 4 else 0
        if cut < len(raw):
            obj.seek(cut - len(raw), os.SEEK_CUR)
            raw = raw[:cut]
        out, ctrlz = _translate_file(obj, raw, 1)
        text = out.decode("utf-8", "replace").encode("utf-16-le", "surrogatepass")
        return text, len(text), ctrlz
    unit = 2 if mode in (_O_WTEXT, _O_U16TEXT) else 1
    raw = obj.read(n)
    if len(raw) % unit:
        obj.seek(-1, os.SEEK_CUR)
    out, ctrlz = _translate_file(obj, raw[:len(raw) - len(raw) % unit], unit)
    return bytes(out) + raw[len(out):], len(out), ctrlz


def _utf8_complete(raw):
    """How many bytes of ``raw`` end on a whole UTF-8 character (an incomplete last
    sequence left out)."""
    for back in range(1, min(4, len(raw)) + 1):
        lead = raw[-back]
        if lead & 0xC0 == 0x80:
            continue                      # a continuation byte: look further back
        size = 1 if lead < 0xC0 else 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
        return len(raw) - back if back < size and lead >= 0xC0 else len(raw)
    return len(raw)


def _translate_file(obj, raw, unit):
    """Text mode's translation of ``raw`` read from file ``obj`` (read_translated), by
    units of 1 or 2 bytes: (the bytes that result, whether a Ctrl+Z ended them); a
    final CR's look-ahead byte is put back when it is not taken."""
    cr, lf, eof = (b"\r\0", b"\n\0", b"\x1a\0") if unit == 2 else (b"\r", b"\n", b"\x1a")
    units = [raw[i:i + unit] for i in range(0, len(raw), unit)]
    out = bytearray()
    for i, u in enumerate(units):
        if u == eof:                      # Ctrl+Z: the end of the data (FEOFLAG)
            return out, True
        if u == cr and i + 1 < len(units):
            if units[i + 1] != lf:
                out += u
            continue
        if u == cr:                       # last: the byte (unit) after it decides
            nxt = obj.read(unit)
            if nxt == lf and not out:
                out += lf
            elif nxt == lf:
                obj.seek(-unit, os.SEEK_CUR)
            else:
                out += cr
                if nxt:
                    obj.seek(-len(nxt), os.SEEK_CUR)
            break
        out += u
    return out, False


def doserrno_cell(vm):
    """The address of msvcrt's _doserrno (what __doserrno answers), made on first use."""
    cells = vm.crt.time_cells
    if "doserrno" not in cells:
        cells["doserrno"] = vm.alloc_data(4)
    return cells["doserrno"]


def _denied(vm, obj):
    """EBADF for a read or write the descriptor's handle was not opened for; the file's
    ReadFile / WriteFile fails with ERROR_ACCESS_DENIED, which _doserrno keeps."""
    set_errno(vm, EBADF)
    if obj is not None:
        vm.mem.w32(doserrno_cell(vm), ERROR_ACCESS_DENIED)


def _read_pipe(vm, end, n, mode):
    """Generator: what _read takes from a pipe, as (the bytes it stores, its count).

    What is there is taken at once (waiting while the pipe is empty and a writer is
    left; nothing at its end). Text mode turns ``\r\n`` into ``\n`` in place, as msvcrt
    does, so the buffer past the count keeps bytes as read; a ``\r`` that ends what was
    read waits for the byte after it: ``\n`` reads as ``\n``, anything else is left in
    the pipe (msvcrt's look-ahead byte) and the ``\r`` stays. Ctrl+Z ends a text
    stream's data. A wide mode reads UTF-16 units: an odd byte at the end is stored but
    not counted, and is gone (msvcrt.dll ignores it; its test checks so)."""
    raw, _error = yield from pipe_read(vm, end, n)
    if mode == _O_BINARY or not raw:
        return raw, len(raw)
    wide = mode in (_O_WTEXT, _O_U16TEXT)
    unit = 2 if wide else 1
    cr, lf, eof = (b"\r\0", b"\n\0", b"\x1a\0") if wide else (b"\r", b"\n", b"\x1a")
    whole = raw[:len(raw) - len(raw) % unit]
    if whole.endswith(cr):
        nxt, _error = yield from pipe_read(vm, end, unit)
        if nxt == lf:
            whole = whole[:-unit] + lf
        elif nxt:
            end.pipe.data[:0] = nxt     # the look-ahead: read first next time
    units = [whole[i:i + unit] for i in range(0, len(whole), unit)]
    out = bytearray()
    for i, u in enumerate(units):
        if u == eof:                    # Ctrl+Z: the end of a text stream's data
            end.pipe.data[:0] = b"".join(units[i:])
            break
        if u == cr and i + 1 < len(units) and units[i + 1] == lf:
            continue
        out += u
    return bytes(out) + raw[len(out):], len(out)


@cdecl("_pipe", "LPVOID fds, UINT size, int mode", widths=BOTH)
def _pipe(c, fds, size, mode):
    """An anonymous pipe as two descriptors, ``fds[0]`` to read and ``fds[1]`` to write,
    in ``mode``'s translation (_O_BINARY or _O_TEXT; neither: _fmode's); 0, or -1 with
    EMFILE when the table has no two free descriptors. ``size`` is the pipe's buffer,
    which grows here as data comes. Both handles are inheritable unless ``mode`` has
    _O_NOINHERIT (a child process started later gets the descriptors: spawn.py)."""
    vm = c.vm
    if not fds:
        return (yield from _einval(c))
    translation = next((m for m in (_O_BINARY, _O_TEXT) if mode & m), default_mode(vm))
    pipe = Pipe()
    read_h = vm.new_handle(PipeEnd(pipe, False))
    write_h = vm.new_handle(PipeEnd(pipe, True))
    if not mode & _O_NOINHERIT:        # a child process started later gets both ends
        vm.kernel.handle_flags[read_h] = vm.kernel.handle_flags[write_h] = 1
    first = new_fd(vm, read_h, translation)
    second = new_fd(vm, write_h, translation) if first >= 0 else -1
    if second < 0:
        if first >= 0:
            vm.crt.fds.pop(first)
            publish(vm, first)
        vm.handles.close(read_h)
        vm.handles.close(write_h)
        set_errno(vm, EMFILE)
        return -1
    vm.mem.w32(fds, first)
    vm.mem.w32(fds + 4, second)
    return 0


@cdecl("_read", "int fd, LPVOID buf, UINT n", widths=BOTH)
def _read(c, fd, buf, n):
    """Read up to ``n`` bytes (after text translation): the count, 0 at end, or -1."""
    vm = c.vm
    entry = fd_entry(vm, fd)
    if entry is None:
        return (yield from _bad_fd(c))
    obj = vm.handles.get(entry[0])
    if obj is None or not obj.readable:     # None: a standard descriptor's NO_CONSOLE
        _denied(vm, obj)
        return -1
    if entry[1] in (_O_WTEXT, _O_U16TEXT, _O_U8TEXT) and n % 2:
        return (yield from _einval(c))      # a wide mode reads whole UTF-16 units
    if isinstance(obj, PipeEnd):
        stored, count = yield from _read_pipe(vm, obj, n, entry[1])
    else:
        stored, count = read_fd_file(vm, fd, obj, n, entry[1])
    if stored:
        vm.mem.write(buf, stored)
    return count


def _not_a_file(vm):
    """-1 with EINVAL: what a file operation (a seek, a size) on a pipe's descriptor
    answers, the file pointer functions failing on a pipe (Wine 8 answers so)."""
    set_errno(vm, EINVAL)
    return -1


def _seek_fd(c, fd, offset, whence):
    vm = c.vm
    entry = fd_entry(vm, fd)
    if entry is None:
        return (yield from _bad_fd(c))
    obj = vm.handles.get(entry[0])
    if obj is None:              # a standard handle that is no open handle
        return (yield from _bad_fd(c))
    if whence not in (0, 1, 2):
        return (yield from _einval(c))
    if isinstance(obj, ConsoleObject):
        set_errno(vm, EBADF)     # a console is not seekable (ESPIPE on Windows: EBADF here)
        return -1
    if isinstance(obj, PipeEnd):
        return _not_a_file(vm)
    base = {0: 0, 1: obj.tell(), 2: obj.size()}[whence]
    if base + offset < 0:
        set_errno(vm, EINVAL)
        return -1
    vm.crt.ctrlz_fds.discard(fd)     # a seek clears the Ctrl+Z mark (FEOFLAG)
    return obj.seek(base + offset)


@cdecl("_lseek", "int fd, LONG offset, int origin", widths=BOTH)
def _lseek(c, fd, offset, origin):
    """Move a descriptor's file pointer: the new position, or -1."""
    return (yield from _seek_fd(c, fd, offset, origin))


# an __int64 takes two stack slots in a 32-bit program, one register in a 64-bit one
@cdecl("_lseeki64", "int fd, __int64 offset, int origin", widths=BOTH)
def _lseeki64(c, fd, offset, origin):
    """_lseek with a 64-bit offset and result."""
    r = yield from _seek_fd(c, fd, offset, origin)
    return Ret64(r & 0xFFFFFFFFFFFFFFFF)


@cdecl("_tell", "int fd", widths=BOTH)
def _tell(c, fd):
    """The descriptor's position (_lseek(fd, 0, SEEK_CUR))."""
    return (yield from _seek_fd(c, fd, 0, 1))


@cdecl("_telli64", "int fd", widths=BOTH)
def _telli64(c, fd):
    """The 64-bit _tell."""
    r = yield from _seek_fd(c, fd, 0, 1)
    return Ret64(r & 0xFFFFFFFFFFFFFFFF)


@cdecl("_eof", "int fd", widths=BOTH)
def _eof(c, fd):
    """1 at the end of the file (and always for a pipe), 0 before it, -1 for a bad
    descriptor."""
    obj = fd_object(c.vm, fd)
    if obj is None:
        return (yield from _bad_fd(c))
    if isinstance(obj, ConsoleObject):
        return 1 if obj.readable else 0
    if isinstance(obj, PipeEnd):
        # msvcrt compares _lseek's position with the end's. Windows documents a seek on
        # a device that cannot seek as undefined; Wine 8 (the oracle) finds the two
        # failed seeks equal and answers 1, errno untouched, and so does this.
        return 1
    return 1 if obj.tell() >= obj.size() else 0


@cdecl("_filelength", "int fd", widths=BOTH)
def _filelength(c, fd):
    """The file's size in bytes, or -1."""
    obj = fd_object(c.vm, fd)
    if obj is None or isinstance(obj, ConsoleObject):
        return (yield from _bad_fd(c))
    if isinstance(obj, PipeEnd):
        return _not_a_file(c.vm)
    return obj.size()


@cdecl("_filelengthi64", "int fd", widths=BOTH)
def _filelengthi64(c, fd):
    """The 64-bit _filelength (mingw's _fseeki64 calls it)."""
    obj = fd_object(c.vm, fd)
    if obj is None or isinstance(obj, ConsoleObject):
        r = yield from _bad_fd(c)
        return Ret64(r & 0xFFFFFFFFFFFFFFFF)
    if isinstance(obj, PipeEnd):
        return Ret64(_not_a_file(c.vm) & 0xFFFFFFFFFFFFFFFF)
    return Ret64(obj.size())


@cdecl("_chsize", "int fd, LONG size", widths=BOTH)
def _chsize(c, fd, size):
    """Cut or extend (with zeros) the file to ``size`` bytes: 0 or -1 (a descriptor not
    open for writing: EACCES, as _chsize's documentation says)."""
    return (yield from _change_size(c, fd, size, EACCES))


# an __int64 takes two stack slots in a 32-bit program, one register in a 64-bit one
@cdecl("_chsize_s", "int fd, __int64 size", widths=BOTH)
def _chsize_s(c, fd, size):
    """_chsize with a 64-bit size: 0, or the errno value it also sets (a descriptor not
    open for writing: EBADF, as _chsize_s's documentation says)."""
    r = yield from _change_size(c, fd, size, EBADF)
    return 0 if r == 0 else get_errno(c.vm)


def _change_size(c, fd, size, read_only_errno):
    """Generator: _chsize's work: 0, or -1 with errno set."""
    vm = c.vm
    obj = fd_object(vm, fd)
    if obj is None or isinstance(obj, ConsoleObject):
        return (yield from _bad_fd(c))
    if size < 0:
        return (yield from _einval(c))
    if isinstance(obj, PipeEnd):
        return _not_a_file(vm)
    if not obj.writable:
        set_errno(vm, read_only_errno)
        return -1
    os.ftruncate(obj.fd, size)
    obj.dirty = True
    return 0


@cdecl("_commit", "int fd", widths=BOTH)
def _commit(c, fd):
    """Flush the file to disk (FlushFileBuffers): the VFS writes through, so 0."""
    if fd_object(c.vm, fd) is None:
        return (yield from _bad_fd(c))
    return 0


@cdecl("_isatty", "int fd", widths=BOTH)
def _isatty(c, fd):
    """Non-zero for a character device: the console's descriptors, and NUL (which
    Windows counts as one too)."""
    return 0x40 if isinstance(fd_object(c.vm, fd), (ConsoleObject, NulDevice)) else 0


@cdecl("_setmode", "int fd, int mode", widths=BOTH)
def _setmode(c, fd, mode):
    """Set a descriptor's translation mode; the previous one (_O_TEXT, _O_BINARY or, for
    the wide modes, _O_WTEXT), or -1 with EINVAL / EBADF."""
    vm = c.vm
    if mode not in MODES:               # the mode is checked before the descriptor
        return (yield from _einval(c))
    entry = fd_entry(vm, fd)
    if entry is None:
        return (yield from _bad_fd(c))
    old = entry[1]
    entry[1] = mode
    publish(vm, fd)
    for s in vm.crt.streams.values():
        if s.fd == fd:
            s.text = mode != _O_BINARY
    return _O_WTEXT if old in (_O_WTEXT, _O_U16TEXT, _O_U8TEXT) else old


# -- _stat / _fstat ----------------------------------------------------------------------
def _stat_fields(vm, host, obj=None):
    st = os.fstat(obj.fd) if obj is not None else os.stat(host)
    mode = (0x4000 | _S_IEXEC) if os.path.isdir(host) else _S_IFREG
    mode |= _S_IREAD | (_S_IWRITE if st.st_mode & 0o200 else 0)
    mode |= (mode & 0x1C0) >> 3 | (mode & 0x1C0) >> 6     # group and other copy the owner
    t = int(file_time(vm, host, st))
    return dict(st_dev=0, st_ino=0, st_mode=mode, st_nlink=1, st_uid=0, st_gid=0,
                st_rdev=0, st_size=st.st_size, st_atime=t, st_mtime=t, st_ctime=t)


@cdecl("_fstat32", "int fd, LPVOID buf", widths=BOTH)
def _fstat32(c, fd, buf):
    """A descriptor's file's size, mode and times (struct _stat32): 0 or -1."""
    return (yield from _fstat_body(c, fd, buf, STAT32))


@cdecl("_fstat64", "int fd, LPVOID buf", widths=BOTH)
def _fstat64(c, fd, buf):
    """_fstat32 with a 64-bit size and times (struct _stat64)."""
    return (yield from _fstat_body(c, fd, buf, STAT64))


def _fstat_body(c, fd, buf, stype):
    vm = c.vm
    obj = fd_object(vm, fd)
    if obj is None:
        return (yield from _bad_fd(c))
    if not buf:
        return (yield from _einval(c))
    if isinstance(obj, (ConsoleObject, NulDevice)):
        # a character device: _S_IFCHR alone, st_dev and st_rdev the descriptor
        stype.write(vm.mem, buf, st_dev=fd, st_ino=0, st_mode=_S_IFCHR, st_nlink=1,
                    st_uid=0, st_gid=0, st_rdev=fd, st_size=0, st_atime=0, st_mtime=0,
                    st_ctime=0)
        return 0
    if isinstance(obj, PipeEnd):        # a pipe: _S_IFIFO alone, no size (as Wine 8)
        stype.write(vm.mem, buf, st_dev=fd, st_ino=0, st_mode=_S_IFIFO, st_nlink=1, st_uid=0,
                    st_gid=0, st_rdev=fd, st_size=0, st_atime=0,
                    st_mtime=0, st_ctime=0)
        return 0
    # a disk file: st_dev and st_rdev 0 ("if a device, fd; otherwise 0", documented)
    stype.write(vm.mem, buf, **_stat_fields(vm, obj.host, obj))
    return 0


def _stat_refused(path):
    """True for a name msvcrt's stat finds nothing for before looking: wildcards, a
    drive letter alone ("c:"), and a name ending in a separator (after the trailing
    spaces Windows drops) that is not a drive's root or the root: stat looks a name up
    with FindFirstFile, which finds no file or folder by such a name."""
    if "?" in path or "*" in path:
        return True
    name = path.rstrip(" ")
    if len(name) == 2 and name[1] == ":":
        return True
    if name.endswith(("\\", "/")):
        return name not in ("\\", "/") and not (len(name) == 3 and name[1] == ":")
    return False


def _stat32(wide, stype=STAT32):
    def handler(c, path, buf):
        vm = c.vm
        if path is None or not buf:
            return (yield from _einval(c))
        if _stat_refused(path):
            set_errno(vm, ENOENT)
            return -1
        try:
            parts, host = vm.vfs.resolve(path)
            fields = _stat_fields(vm, host)
        except (VfsError, OSError):
            set_errno(vm, ENOENT)
            return -1
        drive = ord(path[0].upper()) - 65 if path[1:2] == ":" else 2
        fields["st_dev"] = fields["st_rdev"] = drive
        stype.write(vm.mem, buf, **fields)
        return 0
    handler.__doc__ = "A file's size, mode and times by name (struct %s): 0 or -1." % (
        "_" + stype.name[4:].lower())
    return handler


def _fstat64i32(c, fd, buf):
    """_fstat with x64 msvcrt's struct _stat (64-bit times, 32-bit size)."""
    return (yield from _fstat_body(c, fd, buf, STAT64I32))


# The plain names take the program's struct _stat: x86 msvcrt's _stat32, x64's _stat64i32
# (core/crt.py ``by_width``); the sized forms are the same at both widths.
for _wide, _w in ((False, ""), (True, "w")):
    _params = ("LPCWSTR" if _wide else "LPCSTR") + " path, LPVOID buf"
    cdecl("_%sstat32" % _w, _params, widths=BOTH)(_stat32(_wide))
    cdecl("_%sstat" % _w, _params, widths=BOTH)(
        by_width(_stat32(_wide), _stat32(_wide, STAT64I32)))
    cdecl("_%sstat64" % _w, _params, widths=BOTH)(_stat32(_wide, STAT64))
cdecl("_fstat", "int fd, LPVOID buf", widths=BOTH)(by_width(_fstat32, _fstat64i32))



# The _stati64 family fills the program's struct _stati64: struct _stat32i64 at 32 bits
# (time_t is 32 bits there), struct _stat64 at 64 (core/crt.py ``by_width``).
cdecl("_stati64", "LPCSTR path, LPVOID buf", widths=BOTH)(
    by_width(_stat32(False, STAT32I64), _stat32(False, STAT64)))
cdecl("_wstati64", "LPCWSTR path, LPVOID buf", widths=BOTH)(
    by_width(_stat32(True, STAT32I64), _stat32(True, STAT64)))


def _fstat32i64(c, fd, buf):
    """_fstat32 with a 64-bit size (struct _stati64 of a 32-bit program)."""
    return (yield from _fstat_body(c, fd, buf, STAT32I64))


cdecl("_fstati64", "int fd, LPVOID buf", widths=BOTH)(by_width(_fstat32i64, _fstat64))

# The sized forms the UCRT names (and msvcrt exports): struct _stat32i64 (32-bit times,
# 64-bit size) and struct _stat64i32 (64-bit times, 32-bit size), at both widths.
for _wide, _w in ((False, ""), (True, "w")):
    _params = ("LPCWSTR" if _wide else "LPCSTR") + " path, LPVOID buf"
    cdecl("_%sstat32i64" % _w, _params, widths=BOTH)(_stat32(_wide, STAT32I64))
    cdecl("_%sstat64i32" % _w, _params, widths=BOTH)(_stat32(_wide, STAT64I32))
cdecl("_fstat32i64", "int fd, LPVOID buf", widths=BOTH)(_fstat32i64)
cdecl("_fstat64i32", "int fd, LPVOID buf", widths=BOTH)(_fstat64i32)


__all__ = ["fd_entry", "fd_object", "new_fd", "close_fd", "open_fd", "default_mode",
           "read_translated", "read_fd_file", "std_handle", "errno_of", "FILE_SEQUENTIAL_ONLY",
           "set_fmode"]


# -- _utime / _futime ------------------------------------------------------------------------
def _times(vm, buf, bits):
    """(access, modification) Unix times from a struct _utimbuf32/64, or the guest's now
    for NULL."""
    if not buf:
        now = int(guest_unix_time(vm))
        return now, now
    return (UTIMBUF64 if bits == 64 else UTIMBUF32).values(vm.mem, buf)


def _utime(bits):
    def handler(c, path, buf):
        vm = c.vm
        if path is None:
            return (yield from _einval(c))
        try:
            parts, host = vm.vfs.resolve(path)
        except VfsError:
            set_errno(vm, ENOENT)
            return -1
        if not parts or not os.path.exists(host):
            set_errno(vm, ENOENT)
            return -1
        if os.path.isfile(host) and not os.stat(host).st_mode & 0o200:
            set_errno(vm, EACCES)      # a read-only file cannot be opened for writing
            return -1
        times = _times(vm, buf, bits)
        for f in vm.kernel.open_files.get(os.path.realpath(host), ()):
            f.set_times = times        # an open handle's close keeps them
        os.utime(host, times)
        return 0
    handler.__doc__ = ("Set a file's access and modification times (NULL: now): 0, or -1 "
                       "with ENOENT / EACCES.")
    return handler


for _wide, _w in ((False, ""), (True, "w")):
    # x64 msvcrt's plain _utime/_wutime take the 64-bit-time structure (``by_width``)
    _params = ("LPCWSTR" if _wide else "LPCSTR") + " path, LPVOID buf"
    cdecl("_%sutime" % _w, _params, widths=BOTH)(by_width(_utime(32), _utime(64)))
    cdecl("_%sutime32" % _w, _params, widths=BOTH)(_utime(32))
    cdecl("_%sutime64" % _w, _params, widths=BOTH)(_utime(64))


def _futime(bits):
    def handler(c, fd, buf):
        vm = c.vm
        obj = fd_object(vm, fd)
        if obj is None or isinstance(obj, ConsoleObject):
            return (yield from _bad_fd(c))
        if isinstance(obj, PipeEnd):
            return _not_a_file(vm)
        a, m = _times(vm, buf, bits)
        obj.set_times = (a, m)        # applied when the file closes, as SetFileTime's
        os.utime(obj.host, (a, m))
        return 0
    handler.__doc__ = "_utime on an open descriptor's file: 0, or -1 with EBADF."
    return handler


cdecl("_futime", "int fd, LPVOID buf", widths=BOTH)(by_width(_futime(32), _futime(64)))
cdecl("_futime32", "int fd, LPVOID buf", widths=BOTH)(_futime(32))
cdecl("_futime64", "int fd, LPVOID buf", widths=BOTH)(_futime(64))
