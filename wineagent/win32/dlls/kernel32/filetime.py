"""KERNEL32's file times: SetFileTime, GetFileTime, CompareFileTime.

A file's times are its host file's (access and last write; the VFS keeps no separate
creation time, so creation reads as the last write). SetFileTime on a handle is applied
when the handle closes — after the writes, which otherwise stamp the guest clock's
"now" — as installers restore the times they packed (NSIS's File command).
"""

import os
import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE
from ...kernel.epoch import FILETIME_UNIX
from ...kernel.files import DirectoryObject, FileObject, file_time, filetime_from_unix
from ...core.dllnames import KERNEL32


def _file(c, h):
    f = c.vm.handles.get(h, FileObject)
    if f is None or f.fd is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return f


def _read_ft(mem, p):
    """Unix seconds of the FILETIME at ``p``; None for NULL or a zero FILETIME (which
    leaves that time unchanged), as documented."""
    if not p:
        return None
    v = struct.unpack("<Q", mem.read(p, 8))[0]
    if v == 0 or v == 0xFFFFFFFFFFFFFFFF:
        return None
    return (v - FILETIME_UNIX) / 10000000.0


@api(KERNEL32, "SetFileTime", "HANDLE h, LPVOID creation, LPVOID access, LPVOID write", widths=BOTH)
def SetFileTime(c, h, creation, access, write):
    folder = c.vm.handles.get(h, DirectoryObject)
    if folder is not None:
        # A folder's time is the guest's record of it (kernel/files.py file_time).
        if not folder.write_attributes:
            c.vm.last_error = ERROR_ACCESS_DENIED
            return 0
        w = _read_ft(c.vm.mem, write)
        if w is not None:
            c.vm.kernel.dir_times[os.path.realpath(folder.host)] = w
        return 1
    f = _file(c, h)
    if f is None:
        return 0
    if not (f.writable or f.write_attributes):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    mem = c.vm.mem
    st = os.fstat(f.fd)
    old_a, old_w = f.set_times or (st.st_atime, st.st_mtime)
    a, w = _read_ft(mem, access), _read_ft(mem, write)
    f.set_times = (old_a if a is None else a, old_w if w is None else w)
    return 1


@api(KERNEL32, "GetFileTime", "HANDLE h, LPVOID creation, LPVOID access, LPVOID write", widths=BOTH)
def GetFileTime(c, h, creation, access, write):
    folder = c.vm.handles.get(h, DirectoryObject)
    if folder is not None:          # a folder's times are the guest clock's (file_time)
        st = os.stat(folder.host)
        a = w = file_time(c.vm, folder.host, st)
    else:
        f = _file(c, h)
        if f is None:
            return 0
        st = os.fstat(f.fd)
        a, w = f.set_times or (st.st_atime, st.st_mtime)
    mem = c.vm.mem
    for p, t in ((creation, w), (access, a), (write, w)):
        if p:
            mem.write(p, struct.pack("<Q", filetime_from_unix(t)))
    return 1


@api(KERNEL32, "CompareFileTime", "LPVOID a, LPVOID b", widths=BOTH)
def CompareFileTime(c, a, b):
    mem = c.vm.mem
    x = struct.unpack("<Q", mem.read(a, 8))[0]
    y = struct.unpack("<Q", mem.read(b, 8))[0]
    return -1 if x < y else (1 if x > y else 0)
