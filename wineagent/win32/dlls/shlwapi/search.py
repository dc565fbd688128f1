"""SHLWAPI's file search (PathFileExistsDefExt, PathFindOnPath, PathFindOnPathEx,
PathSearchAndQualify), its shared-memory blocks (SHAllocShared, SHLockShared,
SHUnlockShared, SHFreeShared) and the other functions a program imports from shlwapi by
ordinal (3 to 10, 23/24 SHStringFromGUID, 328/329 GetMIMETypeSubKey). Checked against
Wine 8 by guests/tests/shlwapi_search.c.

PathFindOnPath looks in the caller's folders, then in the system folder, ``SYSTEM``, the
Windows folder and the folders of PATH, trying the extensions PathFileExistsDefExt's
flags ask for. A shared block lives in the guest heap: this machine runs one program at
a time, so "another process" is this one, and a lock hands out the block itself.
"""

import os

from ....abi.api import BOTH, api
from ...kernel.comobj import guid_text
from ...kernel.environ import environment
from ...kernel.vfs import VfsError
from ..kernel32.files import GetFullPathName
from ..kernel32.paths import SearchPath
from .main import MAX_PATH, combine
from .paths import extension_index_of
from ...core.dllnames import SHLWAPI
from ...kernel.handletable import handle_kind

# PathFileExistsDefExt's extensions, one flag bit each, tried in this order.
EXTENSIONS = (".pif", ".com", ".exe", ".bat", ".lnk", ".cmd")
WHICH_ALWAYS = 0x40            # add the extensions even when the name has one
SYSTEM_FOLDERS = ("C:\\WINDOWS\\SYSTEM32", "C:\\WINDOWS\\SYSTEM", "C:\\WINDOWS")


def _exists(vm, path):
    try:
        return os.path.exists(vm.vfs.resolve(path)[1])
    except VfsError:
        return False


def exists_def_ext(vm, path, which):
    """PathFileExistsDefExt: the path found (with the extension added) or None. The
    extensions are tried while their flag bits are set, from the first: shlwapi stops at
    the first bit that is clear."""
    if which and (path[extension_index_of(path):] == "" or which & WHICH_ALWAYS):
        if len(path) > MAX_PATH - 5:
            return None
        for ext in EXTENSIONS:
            if not which & 1:
                break
            if _exists(vm, path + ext):
                return path + ext
            which >>= 1
        return None
    return path if _exists(vm, path) else None


def find_on_path(vm, name, dirs, which):
    """PathFindOnPathEx: the full path of ``name`` found in ``dirs``, then the system
    folders and PATH; None when it is nowhere."""
    if not name or "\\" in name or ":" in name:
        return None                         # only a bare file name is searched for
    path_var = environment(vm).get("PATH") or ""
    for folder in list(dirs) + list(SYSTEM_FOLDERS) + [p for p in path_var.split(";") if p]:
        found = exists_def_ext(vm, combine(folder, name), which)
        if found is not None:
            return found
    return None


def _other_dirs(c, array):
    """The folders of a NULL-terminated array of string pointers (stops at an empty one)."""
    out, mem = [], c.vm.mem
    while array:
        p = mem.uptr(array)            # LPCTSTR[]: pointers at the program's width
        if not p:
            break
        text = c.read_str(p)
        if not text:
            break
        out.append(text)
        array += c.ptr_size
    return out


@api(SHLWAPI, "PathFileExistsDefExt{AW}", "LPVOID path, DWORD which", widths=BOTH)
def PathFileExistsDefExt(c, path, which):
    if not path:
        return 0
    found = exists_def_ext(c.vm, c.read_str(path), which)
    if found is None:
        return 0
    c.write_str(path, found)
    return 1


@api(SHLWAPI, "PathFindOnPathEx{AW}", "LPVOID path, LPVOID dirs, DWORD which", widths=BOTH)
def PathFindOnPathEx(c, path, dirs, which):
    if not path:
        return 0
    found = find_on_path(c.vm, c.read_str(path), _other_dirs(c, dirs), which)
    if found is None:
        return 0
    c.write_str(path, found)
    return 1


@api(SHLWAPI, "PathFindOnPath{AW}", "LPVOID path, LPVOID dirs", widths=BOTH)
def PathFindOnPath(c, path, dirs):
    return PathFindOnPathEx(c, path, dirs, 0)


@api(SHLWAPI, "PathSearchAndQualify{AW}", "LPVOID path, LPVOID buf, UINT size", widths=BOTH)
def PathSearchAndQualify(c, path, buf, size):
    # SearchPath's answer (the default search order), else GetFullPathName's
    text = c.read_str(path) if path else None
    if SearchPath(c, None, text, None, size, buf, 0):
        return 1
    return int(bool(GetFullPathName(c, text, size, buf, 0)))


@handle_kind("shared memory block")
class SharedBlock:
    """A block SHAllocShared made: its guest address and size."""

    def __init__(self, addr, size):
        self.addr, self.size = addr, size

    def close(self):
        """Nothing to release here: SHFreeShared frees the memory."""


@api(SHLWAPI, "SHAllocShared", "LPVOID data, DWORD size, DWORD pid", widths=BOTH)
def SHAllocShared(c, data, size, pid):
    vm = c.vm
    addr = vm.heap.alloc(max(size, 1))
    if not addr:
        return 0
    vm.mem.write(addr, bytes(vm.mem.read(data, size)) if data and size else bytes(size))
    return vm.new_handle(SharedBlock(addr, size))


@api(SHLWAPI, "SHLockShared", "HANDLE h, DWORD pid", widths=BOTH)
def SHLockShared(c, h, pid):
    block = c.vm.handles.get(h, SharedBlock)
    return block.addr if block is not None else 0


@api(SHLWAPI, "SHUnlockShared", "LPVOID p", widths=BOTH)
def SHUnlockShared(c, p):
    return int(any(b.addr == p for _, b in c.vm.handles.of_kind(SharedBlock)))


@api(SHLWAPI, "SHFreeShared", "HANDLE:shared memory block h, DWORD pid", widths=BOTH,
     bad_handle=(0, None))
def SHFreeShared(c, h, pid):
    block = c.vm.handles.get(h)
    c.vm.heap.free(block.addr)
    c.vm.handles.pop(h)
    return 1


@api(SHLWAPI, "SHStringFromGUID{AW}", "LPVOID guid, LPVOID buf, int size", widths=BOTH)
def SHStringFromGUID(c, guid, buf, size):
    if not guid or not buf:
        return 0
    text = guid_text(bytes(c.vm.mem.read(guid, 16)))
    if len(text) + 1 > size:
        return 0                        # the whole "{...}" or nothing
    c.write_str(buf, text)
    return len(text) + 1


MIME_DATABASE = "MIME\\Database\\Content Type\\"


@api(SHLWAPI, "GetMIMETypeSubKey{AW}", "LPVOID mime, LPVOID buf, DWORD size", widths=BOTH)
def GetMIMETypeSubKey(c, mime, buf, size):
    if not mime or not buf or size <= len(MIME_DATABASE):
        return 0
    text = c.read_str(mime)
    if len(text) >= size - len(MIME_DATABASE):
        return 0
    c.write_str(buf, MIME_DATABASE + text)
    return 1
