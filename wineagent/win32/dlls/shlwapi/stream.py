"""SHLWAPI's file streams: SHCreateStreamOnFile(A/W/Ex), an IStream over a file of the C:
drive (``kernel/comobj.py`` object, ``kernel/files.py`` file), as shlwapi's stream
behaves (checked against Wine 8 by guests/tests/shlwapi_stream.c).

Read, Write, Seek, SetSize, Commit (the file is always written through) and Stat work on
the file; Revert, LockRegion, UnlockRegion and Clone answer E_NOTIMPL, as shlwapi's file
stream does. CopyTo copies into another stream implemented here (an ole32 compound-file
stream or another file stream); into a stream of the program's own it stops the guest.
The last Release closes the file.
"""

import os
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import GUID, STATSTG
from ...core.winerror import ERROR_NEGATIVE_SEEK, E_FAIL, E_INVALIDARG, E_NOTIMPL, E_POINTER, S_OK
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release
from ...kernel.files import file_time, filetime_from_unix, open_file
from ...kernel.vfs import VfsError
from ...core.dllnames import SHLWAPI

IFACE = "SHFileStream"
METHODS = ("QueryInterface", "AddRef", "Release", "Read", "Write", "Seek", "SetSize",
           "CopyTo", "Commit", "Revert", "LockRegion", "UnlockRegion", "Stat", "Clone")
IID_ISTREAM = bytes.fromhex("0c00000000000000c000000000000046")
IID_ISEQUENTIALSTREAM = bytes.fromhex("303a730c1c2ace11ade500aa0044773d")
E_NOINTERFACE = 0x80004002
STG_E_INVALIDFUNCTION, STG_E_ACCESSDENIED = 0x80030001, 0x80030005
STG_E_INVALIDPOINTER, STG_E_MEDIUMFULL = 0x80030009, 0x80030070
S_FALSE = 1

STGM_READ, STGM_WRITE, STGM_READWRITE = 0, 1, 2
STGM_SHARE_DENY_NONE, STGM_SHARE_DENY_READ = 0x40, 0x30
STGM_SHARE_DENY_WRITE, STGM_SHARE_EXCLUSIVE = 0x20, 0x10
STGM_CREATE = 0x1000
STGM_CONVERT, STGM_DELETEONRELEASE = 0x20000, 0x4000000
CREATE_NEW, OPEN_ALWAYS, OPEN_EXISTING, CREATE_ALWAYS = 1, 4, 3, 2
STATFLAG_NONAME = 1
STGTY_STREAM = 2



class FileStream:
    """The state of one stream: the open file, the path it was opened by, the mode."""

    def __init__(self, f, path, mode):
        self.file, self.path, self.mode = f, path, mode


def _hresult_from_win32(code):
    return 0x80070000 | (code & 0xFFFF) if code else S_OK


def create_stream(c, path, mode, create):
    """SHCreateStreamOnFileEx's core: (HRESULT, interface pointer)."""
    access = mode & 0xF
    # STGM_CONVERT has nothing to convert in a plain file, and shlwapi's file streams do
    # not act on STGM_DELETEONRELEASE (the file is still there to delete after the last
    # Release: Wine's istream.c checks it under every flag); both are accepted. A
    # transacted stream (changes held until Commit) is not done: E_INVALIDARG, Windows'
    # answer since Vista for a read-only one.
    if mode & ~(0x10FF | STGM_CONVERT | STGM_DELETEONRELEASE):
        return E_INVALIDARG, 0
    if access not in (STGM_READ, STGM_WRITE, STGM_READWRITE):
        return E_INVALIDARG, 0
    share = {0: 3, STGM_SHARE_DENY_NONE: 3, STGM_SHARE_DENY_READ: 2,
             STGM_SHARE_DENY_WRITE: 1, STGM_SHARE_EXCLUSIVE: 0}.get(mode & 0xF0)
    if share is None:
        return E_INVALIDARG, 0
    if mode & 0xF000 == 0:
        # STGM_FAILIFTHERE (0) with fCreate: a new file, ERROR_FILE_EXISTS when there is
        # one (MS docs; Wine's istream.c records it)
        disposition = CREATE_NEW if create else OPEN_EXISTING
    elif mode & 0xF000 == STGM_CREATE:
        disposition = CREATE_ALWAYS
    else:
        return E_INVALIDARG, 0
    try:
        # a write-only stream can read too: shlwapi opens it GENERIC_READ | GENERIC_WRITE
        f, _ = open_file(c.vm, path, True, access != STGM_READ, disposition, share=share)
    except VfsError as e:
        return _hresult_from_win32(e.code), 0
    return S_OK, com_new(c.vm, SHLWAPI, IFACE, METHODS, FileStream(f, path, mode))


@api(SHLWAPI, "SHCreateStreamOnFile{AW}", "LPVOID path, DWORD mode, LPVOID out", widths=BOTH)
def SHCreateStreamOnFile(c, path, mode, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)             # the IStream * cell, pointer-sized
    if not path or mode & (STGM_CONVERT | STGM_DELETEONRELEASE):
        return E_INVALIDARG           # only the Ex form takes these (Wine's istream.c)
    hr, obj = create_stream(c, c.read_str(path), mode, False)
    c.vm.mem.wptr(out, obj)
    return hr


@api(SHLWAPI, "SHCreateStreamOnFileEx", "LPCWSTR path, DWORD mode, DWORD attrs, BOOL create, "
     "LPVOID template, LPVOID out", widths=BOTH)
def SHCreateStreamOnFileEx(c, path, mode, attrs, create, template, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    if template:
        return E_INVALIDARG           # documented: reserved, must be NULL
    if path is None:
        return E_INVALIDARG
    hr, obj = create_stream(c, path, mode, bool(create))
    c.vm.mem.wptr(out, obj)
    return hr


def _self(c, this):
    impl = com_impl(c.vm, this, IFACE)
    if impl is None:
        raise Unimplemented("%s IStream method on an object that is not one (0x%08X)"
                            % (SHLWAPI, this))
    return impl


@api(SHLWAPI, "wineagent.SHFileStream_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _query(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_ISTREAM, IID_ISEQUENTIALSTREAM):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(SHLWAPI, "wineagent.SHFileStream_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    return com_addref(c.vm, this)


@api(SHLWAPI, "wineagent.SHFileStream_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    impl = com_impl(c.vm, this, IFACE)
    n = com_release(c.vm, this)
    if n == 0 and impl is not None and impl.file is not None:
        impl.file.close()             # the last reference closes the file
        impl.file = None
    return n


@api(SHLWAPI, "wineagent.SHFileStream_Read", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _read(c, this, buf, size, done):
    s = _self(c, this)
    if not buf and size:                  # nothing to move needs no buffer (Wine's istream.c)
        return STG_E_INVALIDPOINTER
    data = s.file.read(size)
    if data:
        c.vm.mem.write(buf, data)
    if done:
        c.vm.mem.w32(done, len(data))
    return S_OK if len(data) == size else S_FALSE     # S_FALSE: fewer bytes than asked


@api(SHLWAPI, "wineagent.SHFileStream_Write", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _write(c, this, buf, size, done):
    s = _self(c, this)
    if s.mode & 0xF not in (STGM_WRITE, STGM_READWRITE):
        return STG_E_ACCESSDENIED
    if not buf and size:                  # nothing to move needs no buffer (Wine's istream.c)
        return STG_E_INVALIDPOINTER
    n = s.file.write(bytes(c.vm.mem.read(buf, size)) if size else b"")
    if done:
        c.vm.mem.w32(done, n)
    return S_OK


# LARGE_INTEGER and ULARGE_INTEGER travel by value: two stack slots in a 32-bit program,
# one register in a 64-bit one (abi/api.py's INT64 / UINT64).
@api(SHLWAPI, "wineagent.SHFileStream_Seek", "LPVOID this, INT64 move, DWORD origin, LPVOID out", widths=BOTH)
def _seek(c, this, move, origin, out):
    s = _self(c, this)
    if origin > 2:
        return E_INVALIDARG                   # SetFilePointer's ERROR_INVALID_PARAMETER
    base = (0, s.file.tell(), s.file.size())[origin]
    if base + move < 0:
        return _hresult_from_win32(ERROR_NEGATIVE_SEEK)
    pos = s.file.seek(base + move)
    if out:
        c.vm.mem.write(out, struct.pack("<Q", pos))
    return S_OK


@api(SHLWAPI, "wineagent.SHFileStream_SetSize", "LPVOID this, UINT64 size", widths=BOTH)
def _set_size(c, this, size):
    s = _self(c, this)
    if s.mode & 0xF not in (STGM_WRITE, STGM_READWRITE):
        return E_FAIL               # SetEndOfFile fails on a file opened for reading
    pos = s.file.tell()
    s.file.seek(size)
    s.file.truncate()
    s.file.seek(pos)                # the position stays, past the end or not
    return S_OK


@api(SHLWAPI, "wineagent.SHFileStream_CopyTo", "LPVOID this, LPVOID dest, UINT64 count, "
     "LPVOID read, LPVOID written", widths=BOTH)
def _copy_to(c, this, dest, count, read, written):
    s = _self(c, this)
    if not count:                          # nothing to copy: S_OK, even without a target
        for p in (read, written):
            if p:
                c.vm.mem.write(p, bytes(8))
        return S_OK
    if not dest:
        return STG_E_INVALIDPOINTER
    target = com_impl(c.vm, dest)
    writable = (STGM_WRITE, STGM_READWRITE)
    if s.mode & 0xF == STGM_WRITE or (isinstance(target, FileStream)
                                      and target.mode & 0xF not in writable):
        return STG_E_ACCESSDENIED        # a source opened write-only, a read-only target
    data = s.file.read(count)
    if isinstance(target, FileStream):
        try:
            n = target.file.write(data)
        except OSError:
            return STG_E_MEDIUMFULL       # the drive is full (docs/protocol.md, full disk)
    elif target is not None and hasattr(target, "data") and hasattr(target, "pos"):
        if target.pos > len(target.data):
            target.data.extend(bytes(target.pos - len(target.data)))
        target.data[target.pos:target.pos + len(data)] = data
        target.pos += len(data)
        n = len(data)
    else:
        raise Unimplemented("%s IStream::CopyTo into a stream of the program's own" % SHLWAPI)
    if read:
        c.vm.mem.write(read, struct.pack("<Q", len(data)))
    if written:
        c.vm.mem.write(written, struct.pack("<Q", n))
    return S_OK


@api(SHLWAPI, "wineagent.SHFileStream_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _commit(c, this, flags):
    _self(c, this)
    return S_OK                    # writes go straight to the file


@api(SHLWAPI, "wineagent.SHFileStream_Revert", "LPVOID this", widths=BOTH)
def _revert(c, this):
    _self(c, this)
    return E_NOTIMPL               # nothing is transacted: there is nothing to revert


def _no_locks(c, this, offset, length, kind):
    _self(c, this)
    return E_NOTIMPL


api(SHLWAPI, "wineagent.SHFileStream_LockRegion",
    "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)
api(SHLWAPI, "wineagent.SHFileStream_UnlockRegion",
    "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)


@api(SHLWAPI, "wineagent.SHFileStream_Stat", "LPVOID this, LPVOID stat, DWORD flags", widths=BOTH)
def _stat(c, this, stat, flags):
    s = _self(c, this)
    if not stat:
        return STG_E_INVALIDPOINTER
    vm = c.vm
    st = os.fstat(s.file.fd)
    ft = filetime_from_unix(file_time(vm, s.file.host, st))
    name = 0
    if not flags & STATFLAG_NONAME:
        name = vm.heap.alloc(2 * len(s.path) + 2)      # freed with CoTaskMemFree
        vm.mem.write_wstr(name, s.path)
    vm.mem.write(stat, bytes(STATSTG.sizeof(c.ptr_size)))
    when = {"dwLowDateTime": ft & 0xFFFFFFFF, "dwHighDateTime": ft >> 32}
    STATSTG.write(vm.mem, stat, c.ptr_size, pwcsName=name, type=STGTY_STREAM,
                  cbSize=st.st_size, mtime=when, ctime=when, atime=when, grfMode=s.mode,
                  clsid=GUID.unpack(IID_ISTREAM))
    return S_OK


@api(SHLWAPI, "wineagent.SHFileStream_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _clone(c, this, out):
    _self(c, this)
    if out:
        c.vm.mem.wptr(out, 0)
    return E_NOTIMPL
