"""KERNEL32: the 16-bit-era file functions kept in Win32 — OpenFile and _lopen, _lcreat,
_lread/_hread, _lwrite/_hwrite, _llseek, _lclose — over CreateFile's files
(``kernel/files.py``). An HFILE is a file handle; HFILE_ERROR is -1."""

import os
import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE
from ...kernel.files import (FILE_SHARE_READ, FILE_SHARE_WRITE, FileObject, _seek,
                            CREATE_ALWAYS, OPEN_EXISTING, open_file)
from ...kernel.vfs import VfsError
from ...core.dllnames import KERNEL32

HFILE_ERROR = 0xFFFFFFFF
OF_READ, OF_WRITE, OF_READWRITE = 0, 1, 2
OF_SHARE_EXCLUSIVE, OF_SHARE_DENY_WRITE, OF_SHARE_DENY_READ, OF_SHARE_DENY_NONE = \
    0x10, 0x20, 0x30, 0x40
OF_PARSE, OF_DELETE, OF_VERIFY, OF_CANCEL, OF_CREATE, OF_PROMPT, OF_EXIST, OF_REOPEN = \
    0x100, 0x200, 0x400, 0x800, 0x1000, 0x2000, 0x4000, 0x8000
_SHARE = {0: FILE_SHARE_READ | FILE_SHARE_WRITE, OF_SHARE_EXCLUSIVE: 0,
          OF_SHARE_DENY_WRITE: FILE_SHARE_READ, OF_SHARE_DENY_READ: FILE_SHARE_WRITE,
          OF_SHARE_DENY_NONE: FILE_SHARE_READ | FILE_SHARE_WRITE}


def _open(vm, path, mode, disposition, read_only=False):
    """(FileObject, 0) or (None, error) for an OF_* access and share mode."""
    access = mode & 3
    read, write = access in (OF_READ, OF_READWRITE), access in (OF_WRITE, OF_READWRITE)
    try:
        f, _ = open_file(vm, path, read, write, disposition, _SHARE.get(mode & 0x70, 3),
                         read_only=read_only)
    except VfsError as e:
        return None, e.code
    return f, 0


def _file(c, h):
    f = c.vm.handles.get(h, FileObject)
    if f is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return f


@api(KERNEL32, "_lopen", "LPCSTR path, INT mode", widths=BOTH)
def _lopen(c, path, mode):
    """Open an existing file (OF_READ/OF_WRITE/OF_READWRITE with an OF_SHARE_* mode)."""
    f, err = _open(c.vm, path or "", mode, OPEN_EXISTING)
    if f is None:
        c.vm.last_error = err
        return HFILE_ERROR
    return c.vm.new_handle(f)


@api(KERNEL32, "_lcreat", "LPCSTR path, INT attrs", widths=BOTH)
def _lcreat(c, path, attrs):
    """Create (or empty) a file for reading and writing; ``attrs`` 1 makes it read-only
    (the handle still writes), 2 hidden and 4 system (not kept by the drive)."""
    f, err = _open(c.vm, path or "", OF_READWRITE, CREATE_ALWAYS, read_only=bool(attrs & 1))
    if f is None:
        c.vm.last_error = err
        return HFILE_ERROR
    return c.vm.new_handle(f)


@api(KERNEL32, "_lclose", "HANDLE h", widths=BOTH)
def _lclose(c, h):
    """Close the file: 0, or HFILE_ERROR for a bad handle."""
    if c.vm.handles.close(h) is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return HFILE_ERROR
    return 0


def _read(c, h, buf, n):
    f = _file(c, h)
    if f is None:
        return HFILE_ERROR
    if not f.readable:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return HFILE_ERROR
    data = f.read(n)
    c.vm.mem.write(buf, data)
    return len(data)


@api(KERNEL32, "_lread", "HANDLE h, LPVOID buf, UINT n", widths=BOTH)
def _lread(c, h, buf, n):
    """Read up to ``n`` bytes: the count read (0 at the end), HFILE_ERROR on failure."""
    return _read(c, h, buf, n)


@api(KERNEL32, "_hread", "HANDLE h, LPVOID buf, LONG n", widths=BOTH)
def _hread(c, h, buf, n):
    """_lread with a LONG count."""
    return _read(c, h, buf, n)


def _write(c, h, buf, n):
    f = _file(c, h)
    if f is None:
        return HFILE_ERROR
    if not f.writable:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return HFILE_ERROR
    if n == 0:              # documented: a zero count cuts the file at the position
        f.truncate()
        return 0
    return f.write(c.vm.mem.read(buf, n))


@api(KERNEL32, "_lwrite", "HANDLE h, LPVOID buf, UINT n", widths=BOTH)
def _lwrite(c, h, buf, n):
    """Write ``n`` bytes (0: set the end of the file here): the count, or HFILE_ERROR."""
    return _write(c, h, buf, n)


@api(KERNEL32, "_hwrite", "HANDLE h, LPVOID buf, LONG n", widths=BOTH)
def _hwrite(c, h, buf, n):
    """_lwrite with a LONG count."""
    return _write(c, h, buf, n)


@api(KERNEL32, "_llseek", "HANDLE h, LONG offset, INT origin", widths=BOTH)
def _llseek(c, h, offset, origin):
    """Move the file pointer (origin 0 begin, 1 current, 2 end): the new position, or
    HFILE_ERROR."""
    f = _file(c, h)
    if f is None:
        return HFILE_ERROR
    try:
        return _seek(c.vm, f, offset, origin)
    except VfsError as e:
        c.vm.last_error = e.code
        return HFILE_ERROR


@api(KERNEL32, "OpenFile", "LPCSTR path, LPVOID of, UINT style", widths=BOTH)
def OpenFile(c, path, of, style):
    """Open, create, test for (OF_EXIST), delete (OF_DELETE) or just parse (OF_PARSE) a
    file, filling the OFSTRUCT with the full path and the error code. OF_EXIST closes
    the file again and answers 1 (TRUE); OF_DELETE answers 1 too. Asking the user
    (OF_PROMPT) is not possible without a disk to insert, so it is ignored."""
    vm = c.vm
    mem = vm.mem
    name = mem.read(of + 8, 128).split(b"\0", 1)[0].decode("cp1252") \
        if style & OF_REOPEN else (path or "")
    try:
        full = vm.vfs.full_path(name)
    except VfsError as e:
        return _of_fail(vm, of, e.code, name)
    _of_fill(mem, of, 0, full)
    if style & OF_PARSE:
        return 0
    if style & OF_DELETE:
        try:
            parts, host = vm.vfs.resolve(full)
            if not os.path.isfile(host):
                raise VfsError(vm.vfs.missing_error(parts))
            os.unlink(host)
        except VfsError as e:
            return _of_fail(vm, of, e.code, full)
        return 1
    # OF_CREATE opens for reading and writing whatever the access bits say (a program
    # writes to the file it created with OpenFile(name, &of, OF_CREATE) alone).
    mode = (style & ~3) | OF_READWRITE if style & OF_CREATE else style
    f, err = _open(vm, full, mode, CREATE_ALWAYS if style & OF_CREATE else OPEN_EXISTING)
    if f is None:
        return _of_fail(vm, of, err, full)
    if style & OF_EXIST:
        f.close()
        return 1
    return vm.new_handle(f)


def _of_fill(mem, of, err, full):
    data = full.encode("cp1252", "replace")[:127]
    mem.write(of, struct.pack("<BBHHH", 136, 1, err, 0, 0) + data + b"\0")


def _of_fail(vm, of, err, full):
    _of_fill(vm.mem, of, err, full)
    vm.last_error = err
    return HFILE_ERROR
