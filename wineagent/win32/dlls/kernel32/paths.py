"""KERNEL32: path functions of the issue 23 census — SearchPath, GetShortPathName,
GetLongPathName, CreateHardLink, CreateSymbolicLink — and the MS-DOS date and time
conversions (DosDateTimeToFileTime, FileTimeToDosDateTime). Paths are on the VFS
(``kernel/vfs.py``), drive C:."""

import datetime
import os
import re
import struct

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS, ERROR_BAD_PATHNAME,
                             ERROR_FILE_NOT_FOUND,
                             ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_NAME,
                             ERROR_INVALID_PARAMETER,
                             ERROR_PATH_NOT_FOUND)
from ...kernel.environ import environment
from ...kernel.epoch import FILETIME_ZERO
from ...kernel.searchpath import SYSTEM, SYSTEM32, WINDOWS, app_dir
from ...kernel.files import _fail, _put_path
from ...kernel.vfs import VfsError
from ...core.dllnames import KERNEL32



def _exists(vm, path):
    """(full guest path, host path) when ``path`` names an existing file or folder."""
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError:
        return None
    if not os.path.lexists(host):
        return None
    return vm.vfs.guest_path(parts), host


@api(KERNEL32, "SearchPath{AW}", "LPCTSTR path, LPCTSTR name, LPCTSTR ext, DWORD n, LPVOID buf, "
     "LPVOID filepart", file_names=True, widths=BOTH)
def SearchPath(c, path, name, ext, n, buf, filepart):
    """Find a file: in the folders of ``path`` (';'-separated), or, with NULL, in the
    program's folder, the current folder, the system folders, the Windows folder and the
    PATH variable's folders, in that order; SetSearchPathMode's safe mode puts the
    current folder after the Windows folder. ``ext`` is added when the name has none. A
    name with a folder in it is looked up as it is."""
    vm = c.vm
    if not name:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    leaf = name.replace("/", "\\").rsplit("\\", 1)[-1]
    if ext and "." not in leaf:
        name += ext
    if "\\" in name.replace("/", "\\") or name[1:2] == ":":
        candidates = [name]
    else:
        if path is not None:
            folders = [p for p in path.split(";") if p]
        else:
            system = [SYSTEM32, SYSTEM, WINDOWS]
            if vm.kernel.search.safe_search:
                folders = [app_dir(vm) + "\\"] + system + ["."]
            else:
                folders = [app_dir(vm) + "\\", "."] + system
            folders += [p for p in (environment(vm).get("PATH") or "").split(";") if p]
        candidates = [f.rstrip("\\/") + "\\" + name for f in folders]
    for cand in candidates:
        found = _exists(vm, cand)
        if found is None or os.path.isdir(found[1]):
            continue
        full = found[0]
        r = _put_path(c, buf, n, full)
        if filepart and r == len(full):
            vm.mem.wptr(filepart, buf + c.char_size * (full.rindex("\\") + 1))
        return r
    return _fail(vm, ERROR_FILE_NOT_FOUND)


def _missing(vm, path):
    """What GetShortPathName/GetLongPathName say of a path that does not exist:
    ERROR_FILE_NOT_FOUND, also when a folder on the way is missing (as Wine 8; Windows
    says ERROR_PATH_NOT_FOUND there, which Wine's path.c marks todo_wine), and
    ERROR_PATH_NOT_FOUND for an empty path."""
    return ERROR_PATH_NOT_FOUND if path == "" else ERROR_FILE_NOT_FOUND


def _bad_name(vm, path):
    """GetShortPathName/GetLongPathName take no wildcards: ERROR_INVALID_NAME."""
    name = path[4:] if path.startswith("\\\\?\\") else path   # the \\?\ prefix is no wildcard
    if "*" in name or "?" in name:
        vm.last_error = ERROR_INVALID_NAME
        return True
    return False


def _is_8dot3(name):
    """True when ``name`` could be an 8.3 name (a base of up to 8, an extension of up to
    3 characters)."""
    base, dot, ext = name.partition(".")
    return 0 < len(base) <= 8 and len(ext) <= 3 and "." not in ext and " " not in name


@api(KERNEL32, "GetShortPathName{AW}", "LPCTSTR path, LPVOID buf, DWORD n", file_names=True, widths=BOTH)
def GetShortPathName(c, path, buf, n):
    """The 8.3 form of an existing path. Drive C: keeps no 8.3 aliases (an NTFS volume
    with short names turned off, Windows' default for new volumes since 8.1), and
    Windows then answers with the path as given."""
    vm = c.vm
    if path is None:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if path == "":
        return _fail(vm, ERROR_BAD_PATHNAME)   # GetLongPathName says PATH_NOT_FOUND
    if _bad_name(vm, path):
        return 0
    if _exists(vm, path) is None:
        return _fail(vm, _missing(vm, path))
    return _put_path(c, buf, n, path)


@api(KERNEL32, "GetLongPathName{AW}", "LPCTSTR path, LPVOID buf, DWORD n", file_names=True, widths=BOTH)
def GetLongPathName(c, path, buf, n):
    """The path with each component that could be an 8.3 alias replaced by the name the
    folder lists (its long name, stored case); longer components stay as typed, as do
    the form of the path (relative or absolute) and its prefix — Wine 8's result."""
    vm = c.vm
    if path is None:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if _bad_name(vm, path):
        return 0
    if _exists(vm, path) is None:
        return _fail(vm, _missing(vm, path))
    # The separators stay as typed ("dir/file" comes back with its '/'). A "\\?\"
    # prefix stays as it is: its "?" names no folder.
    lead = "\\\\?\\" if path.startswith("\\\\?\\") else ""
    tokens = re.split(r"([\\/])", path[len(lead):])
    out, prefix = [lead], lead
    for i, tok in enumerate(tokens):
        prefix += tok
        if i % 2 or not tok or tok in (".", "..") or (i == 0 and tok.endswith(":")) \
                or not _is_8dot3(tok):
            out.append(tok)
            continue
        found = _exists(vm, prefix)
        out.append(os.path.basename(found[1]) if found is not None else tok)
    return _put_path(c, buf, n, "".join(out))


@api(KERNEL32, "CreateHardLink{AW}", "LPCTSTR link, LPCTSTR existing, LPVOID sa", file_names=True, widths=BOTH)
def CreateHardLink(c, link, existing, sa):
    """A second name for an existing file (not a folder: ERROR_ACCESS_DENIED); a name
    already taken fails with ERROR_ALREADY_EXISTS."""
    vm = c.vm
    src = _exists(vm, existing or "")
    if src is None:
        return _fail(vm, _missing(vm, existing or ""))
    if os.path.isdir(src[1]):
        return _fail(vm, ERROR_ACCESS_DENIED)
    try:
        parts, host = vm.vfs.resolve(link or "")
    except VfsError as e:
        return _fail(vm, e.code)
    if os.path.lexists(host):
        return _fail(vm, ERROR_ALREADY_EXISTS)
    if not os.path.isdir(os.path.dirname(host)):
        return _fail(vm, ERROR_PATH_NOT_FOUND)
    os.link(src[1], host)
    return 1


SYMBOLIC_LINK_FLAG_DIRECTORY = 0x1
SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE = 0x2


@api(KERNEL32, "CreateSymbolicLink{AW}", "LPCTSTR link, LPCTSTR target, DWORD flags", file_names=True, widths=BOTH)
def CreateSymbolicLink(c, link, target, flags):
    """A symbolic link on drive C: to a file or (SYMBOLIC_LINK_FLAG_DIRECTORY) a folder
    of the drive, absolute or relative to the link's folder; the target need not exist.
    A target on another drive or outside the drive's root fails (ERROR_PATH_NOT_FOUND):
    links stay within the drive. The guest runs elevated, so no privilege is missing."""
    vm = c.vm
    if flags & ~3 or not link or not target:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    try:
        parts, host = vm.vfs.resolve(link)
    except VfsError as e:
        return _fail(vm, e.code)
    if os.path.lexists(host):
        return _fail(vm, ERROR_ALREADY_EXISTS)
    folder = os.path.dirname(host)
    if not os.path.isdir(folder):
        return _fail(vm, ERROR_PATH_NOT_FOUND)
    t = target.replace("/", "\\")
    if t[1:2] == ":" or t.startswith("\\"):
        try:
            tparts, thost = vm.vfs.resolve(t)
        except VfsError:
            return _fail(vm, ERROR_PATH_NOT_FOUND)
    else:
        guest_dir = vm.vfs.guest_path(parts[:-1])
        try:
            tparts, thost = vm.vfs.resolve(guest_dir.rstrip("\\") + "\\" + t)
        except VfsError:
            return _fail(vm, ERROR_PATH_NOT_FOUND)
    os.symlink(os.path.relpath(thost, folder), host,
               target_is_directory=bool(flags & SYMBOLIC_LINK_FLAG_DIRECTORY))
    return 1


# -- MS-DOS dates ------------------------------------------------------------------------------
def _filetime(year, month, day, hour, minute, second):
    """FILETIME ticks of a calendar moment (raises ValueError for an impossible one)."""
    delta = datetime.datetime(year, month, day, hour, minute, second) - FILETIME_ZERO
    return (delta.days * 86400 + delta.seconds) * 10000000


@api(KERNEL32, "DosDateTimeToFileTime", "WORD date, WORD time, LPVOID out", widths=BOTH)
def DosDateTimeToFileTime(c, date, time, out):
    """A FAT date and time (2-second steps, years from 1980) as a FILETIME (in the same,
    local, time). An impossible date or time fails (FALSE; Wine 8 sets no error)."""
    date &= 0xFFFF
    time &= 0xFFFF
    year, month, day = 1980 + (date >> 9), (date >> 5) & 15, date & 31
    hour, minute, second = time >> 11, (time >> 5) & 63, (time & 31) * 2
    try:
        ft = _filetime(year, month, day, hour, minute, second)
    except ValueError:
        return 0
    c.vm.mem.write(out, struct.pack("<Q", ft))
    return 1


@api(KERNEL32, "FileTimeToDosDateTime", "LPVOID ft, LPVOID date_out, LPVOID time_out", widths=BOTH)
def FileTimeToDosDateTime(c, ft, date_out, time_out):
    """A FILETIME as a FAT date and time (seconds rounded down to even); years outside
    1980-2107 fail with ERROR_INVALID_PARAMETER."""
    (value,) = struct.unpack("<Q", c.vm.mem.read(ft, 8))
    try:
        t = FILETIME_ZERO + datetime.timedelta(microseconds=value // 10)
    except OverflowError:
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    if not 1980 <= t.year <= 2107:
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    date = ((t.year - 1980) << 9) | (t.month << 5) | t.day
    time = (t.hour << 11) | (t.minute << 5) | (t.second // 2)
    if date_out:
        c.vm.mem.w16(date_out, date)
    if time_out:
        c.vm.mem.w16(time_out, time)
    return 1


@api(KERNEL32, "NeedCurrentDirectoryForExePath{AW}", "LPCTSTR name", file_names=True, widths=BOTH)
def NeedCurrentDirectoryForExePath(c, name):
    """Whether searching for the executable ``name`` should look in the current folder:
    always for a name with a backslash (it is a path), otherwise unless the variable
    NoDefaultCurrentDirectoryInExePath is set (to any value), as documented."""
    if "\\" in (name or ""):
        return 1
    return int(environment(c.vm).get("NoDefaultCurrentDirectoryInExePath") is None)


#: characters no 8.3 name may hold (besides control characters), as FAT's rules say
_NOT_IN_8DOT3 = set('"*+,/:;<=>?[\\]|')


def _legal_8dot3(name):
    """(legal, has a space) of a name under the 8.3 rules: "." and "..", else a base of 1
    to 8 and an extension of up to 3 characters, one dot, no forbidden character. The
    empty name counts as legal, as Windows answers."""
    if name in ("", ".", ".."):
        return True, False
    base, dot, ext = name.partition(".")
    if not 0 < len(base) <= 8 or len(ext) > 3 or "." in ext or (dot and not ext):
        return False, False
    if any(ch in _NOT_IN_8DOT3 or ord(ch) < 0x20 for ch in name):
        return False, False
    return True, " " in name


@api(KERNEL32, "CheckNameLegalDOS8Dot3{AW}", "LPCTSTR name, LPVOID oem, DWORD oem_size, "
     "LPVOID has_spaces, LPVOID is_legal", file_names=True, widths=BOTH)
def CheckNameLegalDOS8Dot3(c, name, oem, oem_size, has_spaces, is_legal):
    """Whether a file name (no folder in it) is a legal 8.3 name, into ``*is_legal``
    (and whether it has spaces into ``*has_spaces``). ``oem`` receives the name's
    upper-case OEM form, counted and without a NUL (an OEM_STRING's buffer, as Wine 8
    writes it); FALSE with ERROR_INSUFFICIENT_BUFFER when it does not fit. FALSE without a
    name or ``is_legal`` (the last error untouched, as Wine 8)."""
    vm = c.vm
    if name is None or not is_legal:
        return 0
    legal, spaces = _legal_8dot3(name)
    if oem:
        data = name.upper().encode("cp437", "replace")
        if oem_size < len(data):
            return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
        vm.mem.write(oem, data)
    vm.mem.w32(is_legal, int(legal))
    if has_spaces:
        vm.mem.w32(has_spaces, int(spaces))
    return 1
