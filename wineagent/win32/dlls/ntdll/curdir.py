"""NTDLL's current folder: RtlGetCurrentDirectory_U and RtlSetCurrentDirectory_U, which
read and change the process parameters' CurrentDirectory (kernel/procparams.py), the same
one kernel32's GetCurrentDirectory and SetCurrentDirectory use; RtlGetFullPathName_U,
GetFullPathNameW's path counted in bytes.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import NTDLL
from ...core.structures import UNICODE_STRING
from ...core.winerror import (ERROR_DIRECTORY, ERROR_FILE_NOT_FOUND, ERROR_INVALID_NAME,
                              ERROR_PATH_NOT_FOUND, STATUS_NOT_A_DIRECTORY,
                              STATUS_OBJECT_NAME_INVALID, STATUS_OBJECT_NAME_NOT_FOUND,
                              STATUS_OBJECT_PATH_NOT_FOUND, STATUS_SUCCESS)
from ...kernel.procparams import change_directory, current_directory, full_path_name
from ...kernel.vfs import VfsError

#: The statuses RtlSetCurrentDirectory_U answers for the Win32 errors the folder's
#: lookup gives (RtlNtStatusToDosError maps them back to these errors).
_STATUS = {ERROR_FILE_NOT_FOUND: STATUS_OBJECT_NAME_NOT_FOUND,
           ERROR_PATH_NOT_FOUND: STATUS_OBJECT_PATH_NOT_FOUND,
           ERROR_DIRECTORY: STATUS_NOT_A_DIRECTORY,
           ERROR_INVALID_NAME: STATUS_OBJECT_NAME_INVALID}


@api(NTDLL, "RtlGetCurrentDirectory_U", "ULONG size, LPVOID buf", widths=BOTH)
def RtlGetCurrentDirectory_U(c, size, buf):
    """The current folder in ``buf`` (``size`` bytes): without its final backslash
    unless it is a drive's root (``C:\\``); returns the path's length in bytes, or, when
    it does not fit with its NUL, the bytes it needs (NUL included) and writes nothing."""
    path = current_directory(c.vm)
    if len(path) > 3 and path.endswith("\\"):
        path = path[:-1]
    if size // 2 > len(path):
        c.vm.mem.write_wstr(buf, path)
        return 2 * len(path)
    return 2 * (len(path) + 1)


@api(NTDLL, "RtlSetCurrentDirectory_U", "LPVOID dir", widths=BOTH)
def RtlSetCurrentDirectory_U(c, dir):
    """Make the folder UNICODE_STRING ``dir`` names current (SetCurrentDirectory's
    change); an NTSTATUS: STATUS_OBJECT_NAME_NOT_FOUND / STATUS_OBJECT_PATH_NOT_FOUND when
    it does not exist, STATUS_NOT_A_DIRECTORY for a file."""
    mem = c.vm.mem
    us = UNICODE_STRING.at(mem, dir, c.ptr_size)
    path = mem.read(us.Buffer, us.Length).decode("utf-16-le", "replace") if us.Length else ""
    try:
        change_directory(c.vm, path)
    except VfsError as e:
        return _STATUS.get(e.code, STATUS_OBJECT_PATH_NOT_FOUND)
    return STATUS_SUCCESS


@api(NTDLL, "RtlGetFullPathName_U", "LPCWSTR name, ULONG size, LPVOID buf, LPVOID filepart",
     widths=BOTH)
def RtlGetFullPathName_U(c, name, size, buf, filepart):
    """The full path of ``name`` in ``buf`` (``size`` bytes), as GetFullPathNameW makes
    it: returns its length in bytes, or, when it does not fit with its NUL, the bytes it
    needs (NUL included) and writes nothing; 0 for no name or one that is no path.
    ``*filepart`` is the last component's address in ``buf`` (NULL when the path ends
    with a backslash or did not fit)."""
    vm = c.vm
    if filepart:
        vm.mem.wptr(filepart, 0)
    if not name:
        return 0
    try:
        full = full_path_name(vm, name)
    except VfsError:
        return 0
    if size < 2 * len(full) + 2:
        return 2 * len(full) + 2
    vm.mem.write_wstr(buf, full)
    if filepart and not full.endswith("\\"):
        vm.mem.wptr(filepart, buf + 2 * (full.rindex("\\") + 1))
    return 2 * len(full)
