"""NTDLL: NtQueryDirectoryFile, a folder handle's entries (Zig's standard library lists
folders with it; FindFirstFile works over it on Windows).

The listing is the folder handle's, shared with GetFileInformationByHandleEx's directory
classes (dlls/kernel32/fileinfo.py): "." and ".." first (not at the drive's root), then the
entries by name; the FileName pattern of the handle's first call chooses the names for
good (DOS wildcards, as FindFirstFile's; a RestartScan starts over with it, whatever name
it gives, as Wine 8 does), later calls go on where the last stopped. The
classes are parts of one FILE_ID_BOTH_DIR_INFORMATION: FileDirectoryInformation,
FileFullDirectoryInformation, FileBothDirectoryInformation, FileNamesInformation,
FileIdBothDirectoryInformation and FileIdFullDirectoryInformation, each entry 8-byte
aligned and chained by NextEntryOffset, as many as fit (one with ReturnSingleEntry).
A first call that matches nothing is STATUS_NO_SUCH_FILE, the end of the listing
STATUS_NO_MORE_FILES, a buffer too small for an entry's fixed part
STATUS_INFO_LENGTH_MISMATCH, one too small for the first entry's name
STATUS_BUFFER_OVERFLOW (as documented: the name cut; the entry stays for the next call;
Wine 8 answers STATUS_INFO_LENGTH_MISMATCH). An APC routine stops the guest naming it.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.structures import UNICODE_STRING
from ...core.winerror import (STATUS_BUFFER_OVERFLOW, STATUS_INFO_LENGTH_MISMATCH,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_INFO_CLASS,
                              STATUS_INVALID_PARAMETER, STATUS_SUCCESS)
from ...kernel.files import DirectoryObject, _pattern_regex
from ..kernel32.fileinfo import entry_bytes, list_folder

STATUS_NO_MORE_FILES = 0x80000006
STATUS_NO_SUCH_FILE = 0xC000000F

# FILE_INFORMATION_CLASS -> the fixed part's length (the name follows it) and how it is
# cut from a FILE_ID_BOTH_DIR_INFORMATION (None: FileNamesInformation, packed apart).
_FIXED = {1: 64, 2: 68, 3: 94, 12: 12, 37: 104, 38: 80}


def _entry(vm, cls, name, host):
    """One entry of class ``cls`` (NextEntryOffset 0): (fixed part, name bytes)."""
    raw = name.encode("utf-16-le", "surrogatepass")
    if cls == 12:                                   # FileNamesInformation
        return struct.pack("<III", 0, 0, len(raw)), raw
    both = entry_bytes(vm, name, host, 0)
    if cls == 38:                                   # FileIdFullDirectoryInformation
        return both[:68] + bytes(4) + both[96:104], raw
    return both[:_FIXED[cls]], raw


@api(NTDLL, "NtQueryDirectoryFile", "HANDLE h, HANDLE event, LPVOID apc, LPVOID apc_context, "
     "LPVOID io_status, LPVOID buf, ULONG size, INT cls, BOOLEAN single, LPVOID pattern, "
     "BOOLEAN restart", widths=BOTH)
def NtQueryDirectoryFile(c, h, event, apc, apc_context, io_status, buf, size, cls, single,
                         pattern, restart):
    """The next entries of folder ``h`` in class ``cls`` (module docstring)."""
    vm = c.vm
    if apc:
        raise Unimplemented("%s!NtQueryDirectoryFile with an APC routine" % NTDLL)
    f = vm.handles.get(h, DirectoryObject)
    if f is None:
        return STATUS_INVALID_PARAMETER if h in vm.handles else STATUS_INVALID_HANDLE
    if cls not in _FIXED:
        return STATUS_INVALID_INFO_CLASS
    if size < _FIXED[cls]:
        return STATUS_INFO_LENGTH_MISMATCH
    first = f.listing is None
    if first and pattern:
        us = UNICODE_STRING.at(vm.mem, pattern, c.ptr_size)
        if us.Length:
            f.search_pattern = vm.mem.read(us.Buffer, us.Length).decode("utf-16-le",
                                                                       "replace")
    if first or restart & 0xFF:
        list_folder(vm, f, _pattern_regex(f.search_pattern) if f.search_pattern else None)
        if not f.listing:
            return _done(c, io_status, event, STATUS_NO_SUCH_FILE, 0)
    if not f.listing:
        return _done(c, io_status, event, STATUS_NO_MORE_FILES, 0)
    out = bytearray()
    last = None
    status = STATUS_SUCCESS
    while f.listing:
        name, host = f.listing[0]
        try:
            fixed, raw = _entry(vm, cls, name, host)
        except OSError:                 # gone since the listing was taken
            f.listing.pop(0)
            continue
        start = (len(out) + 7) & ~7
        if start + len(fixed) + len(raw) > size:
            if last is None:            # the first entry: its name cut short, kept
                room = (size - len(fixed)) // 2 * 2
                out += fixed + raw[:room]
                status = STATUS_BUFFER_OVERFLOW
            break
        out += bytes(start - len(out))
        if last is not None:
            struct.pack_into("<I", out, last, start - last)
        last = start
        out += fixed + raw
        f.listing.pop(0)
        if single & 0xFF:
            break
    vm.mem.write(buf, bytes(out))
    return _done(c, io_status, event, status, len(out))


def _done(c, io_status, event, status, count):
    vm = c.vm
    vm.mem.w32(io_status, status)
    vm.mem.wptr(io_status + c.ptr_size, count)
    if event:
        ev = vm.handles.get(event, "event")
        if ev is not None:
            ev.state = True
    return status
