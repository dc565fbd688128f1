"""NTDLL: NtCreateFile, NtOpenFile, NtQueryAttributesFile and NtClose, the native calls under CreateFile and
CloseHandle, which Zig's standard library calls directly for every file and folder it
opens (its current folder is the process parameters' CurrentDirectory.Handle:
kernel/procparams.py).

The name is an OBJECT_ATTRIBUTES' ObjectName: an NT path (``\\??\\C:\\dir\\file``; a
``\\??\\`` name that is no drive path is in the device namespace, ``\\??\\NUL`` is
``\\\\.\\NUL``) or, with a RootDirectory (a folder handle), a name relative to that
folder. The create disposition (FILE_SUPERSEDE ... FILE_OVERWRITE_IF) and the options
FILE_DIRECTORY_FILE (a folder, made by FILE_CREATE / FILE_OPEN_IF), FILE_NON_DIRECTORY_FILE
(a folder is STATUS_FILE_IS_A_DIRECTORY) and FILE_DELETE_ON_CLOSE do what CreateFile's
equivalents do (one implementation: kernel32/files.py's CreateFile); the IO_STATUS_BLOCK's
Information says what happened (FILE_SUPERSEDED, FILE_OPENED, FILE_CREATED,
FILE_OVERWRITTEN), and a failure is the NTSTATUS of CreateFile's error. Every handle
completes its I/O before the call returns (as Windows' fast I/O path may), so a handle
opened without FILE_SYNCHRONOUS_IO_* is one too. Any other object namespace
(``\\Device\\...``, ``\\BaseNamedObjects\\...``) stops the guest naming the call.

``\\??\\MountPointManager`` and ``\\Device\\CNG`` open the devices of kernel/devices.py (the
mount manager, the random number generator), which NtDeviceIoControlFile sends their
I/O controls.
"""

import os
import re

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.structures import UNICODE_STRING
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_ALREADY_EXISTS, ERROR_BAD_PATHNAME,
                              ERROR_DIRECTORY, ERROR_FILE_EXISTS, ERROR_FILE_NOT_FOUND,
                              ERROR_INVALID_HANDLE, ERROR_INVALID_NAME,
                              ERROR_INVALID_PARAMETER, ERROR_PATH_NOT_FOUND,
                              ERROR_SHARING_VIOLATION, STATUS_ACCESS_DENIED,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_PARAMETER,
                              STATUS_NOT_A_DIRECTORY, STATUS_OBJECT_NAME_COLLISION,
                              STATUS_OBJECT_NAME_INVALID, STATUS_OBJECT_NAME_NOT_FOUND,
                              STATUS_OBJECT_PATH_NOT_FOUND, STATUS_SUCCESS)
from ...kernel.devices import NAMED_DEVICES, device_control
from ...kernel.files import INVALID_HANDLE_VALUE, DirectoryObject
from ...kernel.changenotify import notice
from ..kernel32.files import CreateFile
from ..kernel32.handles import file_facts
from ..kernel32.main import CloseHandle

STATUS_SHARING_VIOLATION = 0xC0000043
STATUS_FILE_IS_A_DIRECTORY = 0xC00000BA
STATUS_OBJECT_PATH_SYNTAX_BAD = 0xC000003B
STATUS_CANNOT_DELETE = 0xC0000121
#: access rights that write the file's data (GENERIC_WRITE, GENERIC_ALL, FILE_WRITE_DATA,
#: FILE_APPEND_DATA)
_WRITE_RIGHTS = 0x40000000 | 0x10000000 | 0x2 | 0x4

#: CreateFile's errors as the NTSTATUS NtCreateFile answers.
_STATUS = {ERROR_FILE_NOT_FOUND: STATUS_OBJECT_NAME_NOT_FOUND,
           ERROR_PATH_NOT_FOUND: STATUS_OBJECT_PATH_NOT_FOUND,
           ERROR_FILE_EXISTS: STATUS_OBJECT_NAME_COLLISION,
           ERROR_ALREADY_EXISTS: STATUS_OBJECT_NAME_COLLISION,
           ERROR_ACCESS_DENIED: STATUS_ACCESS_DENIED,
           ERROR_SHARING_VIOLATION: STATUS_SHARING_VIOLATION,
           ERROR_INVALID_NAME: STATUS_OBJECT_NAME_INVALID,
           ERROR_BAD_PATHNAME: STATUS_OBJECT_PATH_SYNTAX_BAD,
           ERROR_DIRECTORY: STATUS_NOT_A_DIRECTORY,
           ERROR_INVALID_PARAMETER: STATUS_INVALID_PARAMETER,
           ERROR_INVALID_HANDLE: STATUS_INVALID_HANDLE}

# Create dispositions (winternl.h) -> (CreateFile's disposition, Information when the file
# existed, when it did not).
FILE_SUPERSEDE, FILE_OPEN, FILE_CREATE, FILE_OPEN_IF, FILE_OVERWRITE, FILE_OVERWRITE_IF = \
    range(6)
FILE_SUPERSEDED, FILE_OPENED, FILE_CREATED, FILE_OVERWRITTEN = range(4)
_CREATE_NEW, _CREATE_ALWAYS, _OPEN_EXISTING, _OPEN_ALWAYS, _TRUNCATE_EXISTING = range(1, 6)
_DISPOSITIONS = {
    FILE_SUPERSEDE: (_CREATE_ALWAYS, FILE_SUPERSEDED, FILE_CREATED),
    FILE_OPEN: (_OPEN_EXISTING, FILE_OPENED, None),
    FILE_CREATE: (_CREATE_NEW, None, FILE_CREATED),
    FILE_OPEN_IF: (_OPEN_ALWAYS, FILE_OPENED, FILE_CREATED),
    FILE_OVERWRITE: (_TRUNCATE_EXISTING, FILE_OVERWRITTEN, None),
    FILE_OVERWRITE_IF: (_CREATE_ALWAYS, FILE_OVERWRITTEN, FILE_CREATED),
}
# Create options.
FILE_DIRECTORY_FILE = 0x1
FILE_NON_DIRECTORY_FILE = 0x40
FILE_DELETE_ON_CLOSE = 0x1000
FILE_OPEN_BY_FILE_ID = 0x2000
DELETE, GENERIC_ALL = 0x10000, 0x10000000
FILE_FLAG_BACKUP_SEMANTICS = 0x02000000
FILE_FLAG_DELETE_ON_CLOSE = 0x04000000

#: A DOS drive path after ``\??\``.
_DRIVE = re.compile(r"[A-Za-z]:(\\|$)")
#: The NT prefixes of the DOS device namespace.
_DOS_PREFIXES = ("\\??\\", "\\DosDevices\\", "\\GLOBAL??\\")


class _Refused(Exception):
    def __init__(self, status):
        super().__init__(status)
        self.status = status


def _folder_path(vm, folder):
    """The guest path of an open folder handle's folder."""
    rel = os.path.relpath(folder.host, vm.vfs.root)
    return vm.vfs.guest_path(() if rel == "." else tuple(rel.split(os.sep)))


def _dos_name(vm, root, name):
    """The DOS path CreateFile takes for NT object name ``name`` (below folder handle
    ``root`` when given)."""
    if root:
        folder = vm.handles.get(root, DirectoryObject)
        if folder is None:
            raise _Refused(STATUS_INVALID_HANDLE)
        if name.startswith("\\"):
            raise _Refused(STATUS_INVALID_PARAMETER)
        base = _folder_path(vm, folder)
        return base.rstrip("\\") + "\\" + name if name else base
    for prefix in _DOS_PREFIXES:
        if name[:len(prefix)].upper() == prefix.upper():
            rest = name[len(prefix):]
            return rest if _DRIVE.match(rest) else "\\\\.\\" + rest
    if not name.startswith("\\"):
        raise _Refused(STATUS_OBJECT_PATH_SYNTAX_BAD)
    raise Unimplemented("%s!NtCreateFile of %s (an object outside \\??\\)" % (NTDLL, name))


def _object_name(c, attr):
    """(RootDirectory, ObjectName text) of an OBJECT_ATTRIBUTES: Length, then the
    pointer-aligned RootDirectory and ObjectName."""
    mem, ptr = c.vm.mem, c.ptr_size
    root, us_addr = mem.uptr(attr + ptr), mem.uptr(attr + 2 * ptr)
    if not us_addr:
        return root, ""
    us = UNICODE_STRING.at(mem, us_addr, ptr)
    text = mem.read(us.Buffer, us.Length).decode("utf-16-le", "surrogatepass") \
        if us.Length else ""
    return root, text


def create_file(c, out, access, attr, io_status, share, disposition, options):
    """NtCreateFile's work (NtOpenFile is its FILE_OPEN)."""
    vm = c.vm
    if not out or not attr or not io_status or disposition not in _DISPOSITIONS:
        return STATUS_INVALID_PARAMETER
    if options & FILE_OPEN_BY_FILE_ID:
        raise Unimplemented("%s!NtCreateFile with FILE_OPEN_BY_FILE_ID" % NTDLL)
    if options & FILE_DIRECTORY_FILE and options & FILE_NON_DIRECTORY_FILE:
        return STATUS_INVALID_PARAMETER
    if options & FILE_DELETE_ON_CLOSE and not access & (DELETE | GENERIC_ALL):
        return STATUS_INVALID_PARAMETER         # deleting on close needs DELETE access
    root, name = _object_name(c, attr)
    if not root and name.lower() in NAMED_DEVICES:
        vm.mem.wptr(out, vm.new_handle(NAMED_DEVICES[name.lower()]()))
        vm.mem.w32(io_status, STATUS_SUCCESS)
        vm.mem.wptr(io_status + c.ptr_size, FILE_OPENED)
        return STATUS_SUCCESS
    try:
        path = _dos_name(vm, root, name)
    except _Refused as e:
        return e.status
    how, if_existed, if_new = _DISPOSITIONS[disposition]
    try:
        parts, host = vm.vfs.resolve(path)
    except Exception:           # VfsError: the name is no path of the drive (a device)
        parts = host = None
    # A device (\\.\NUL) is no path of the drive, and always there.
    existed = host is None or os.path.exists(host)
    is_dir = host is not None and os.path.isdir(host)
    if options & FILE_NON_DIRECTORY_FILE and is_dir:
        return STATUS_FILE_IS_A_DIRECTORY
    flags = FILE_FLAG_BACKUP_SEMANTICS      # a folder opens as one unless refused above
    if options & FILE_DELETE_ON_CLOSE:
        flags |= FILE_FLAG_DELETE_ON_CLOSE
        if existed and host is not None and not is_dir and not access & _WRITE_RIGHTS \
                and not options & FILE_DIRECTORY_FILE and not os.stat(host).st_mode & 0o200:
            # a read-only file cannot be deleted (asked for writing as well, the access
            # check comes first: STATUS_ACCESS_DENIED, through CreateFile below)
            vm.mem.w32(io_status, STATUS_CANNOT_DELETE)
            return STATUS_CANNOT_DELETE
    if options & FILE_DIRECTORY_FILE:
        if existed and not is_dir:
            return STATUS_NOT_A_DIRECTORY
        if existed and disposition == FILE_CREATE:
            return STATUS_OBJECT_NAME_COLLISION
        if not existed:
            if disposition not in (FILE_CREATE, FILE_OPEN_IF):
                return _STATUS[vm.vfs.missing_error(parts)] if parts is not None \
                    else STATUS_OBJECT_PATH_NOT_FOUND
            if parts is None or not os.path.isdir(os.path.dirname(host)):
                return STATUS_OBJECT_PATH_NOT_FOUND
            os.mkdir(host)
            notice(vm)
        how = _OPEN_EXISTING
    saved = vm.last_error
    h = CreateFile(c, path, access, share, 0, how, flags, 0)
    error = vm.last_error
    vm.last_error = saved                   # the native call leaves the last error alone
    if h == INVALID_HANDLE_VALUE:
        status = _STATUS.get(error)
        if status is None:
            raise Unimplemented("%s!NtCreateFile: the status for Win32 error %d"
                                % (NTDLL, error))
        vm.mem.w32(io_status, status)
        return status
    info = if_existed if existed else if_new
    if options & FILE_DIRECTORY_FILE and not existed:
        info = FILE_CREATED
    vm.mem.wptr(out, h)
    vm.mem.w32(io_status, STATUS_SUCCESS)
    vm.mem.wptr(io_status + c.ptr_size, info)
    return STATUS_SUCCESS


@api(NTDLL, "NtCreateFile", "LPVOID out, DWORD access, LPVOID attr, LPVOID io_status, "
     "LPVOID alloc_size, ULONG attributes, ULONG share, ULONG disposition, ULONG options, "
     "LPVOID ea, ULONG ea_length", widths=BOTH)
def NtCreateFile(c, out, access, attr, io_status, alloc_size, attributes, share,
                 disposition, options, ea, ea_length):
    """Open or create the file or folder OBJECT_ATTRIBUTES ``attr`` names (module
    docstring); its handle at ``out``, what happened in ``io_status``."""
    if ea and ea_length:
        raise Unimplemented("%s!NtCreateFile with extended attributes" % NTDLL)
    return create_file(c, out, access, attr, io_status, share, disposition, options)


@api(NTDLL, "NtOpenFile", "LPVOID out, DWORD access, LPVOID attr, LPVOID io_status, "
     "ULONG share, ULONG options", widths=BOTH)
def NtOpenFile(c, out, access, attr, io_status, share, options):
    """NtCreateFile of an existing file or folder (FILE_OPEN)."""
    return create_file(c, out, access, attr, io_status, share, FILE_OPEN, options)


@api(NTDLL, "NtQueryAttributesFile", "LPVOID attr, LPVOID info", widths=BOTH)
def NtQueryAttributesFile(c, attr, info):
    """The FILE_BASIC_INFORMATION (times and attributes) of the file or folder ``attr``
    names, as NtQueryInformationFile gives it of a handle opened to read its attributes;
    NtCreateFile's status when it cannot be opened."""
    vm = c.vm
    cells = vm.heap.alloc(8 + 2 * c.ptr_size, zero=True)
    try:
        status = create_file(c, cells, 0x80, attr, cells + 8, 7, FILE_OPEN, 0)
        if status != STATUS_SUCCESS:
            return status
        h = vm.mem.uptr(cells)
        vm.mem.write(info, file_facts(vm, vm.handles.get(h)).basic_info())
        NtClose(c, h)
        return STATUS_SUCCESS
    finally:
        vm.heap.free(cells)


@api(NTDLL, "NtClose", "HANDLE h", widths=BOTH)
def NtClose(c, h):
    """Close a handle (CloseHandle's work): STATUS_INVALID_HANDLE when it is none."""
    saved = c.vm.last_error
    ok = CloseHandle(c, h)
    c.vm.last_error = saved
    return STATUS_SUCCESS if ok else STATUS_INVALID_HANDLE


@api(NTDLL, "NtDeviceIoControlFile", "HANDLE h, HANDLE event, LPVOID apc, LPVOID apc_context, "
     "LPVOID io_status, ULONG code, LPVOID in_buf, ULONG in_size, LPVOID out_buf, "
     "ULONG out_size", widths=BOTH)
def NtDeviceIoControlFile(c, h, event, apc, apc_context, io_status, code, in_buf, in_size,
                          out_buf, out_size):
    """Send a device an I/O control (kernel/devices.py: the mount manager's
    IOCTL_MOUNTMGR_QUERY_POINTS, the CNG device's IOCTL_KSEC_GEN_RANDOM); a handle that
    is none (the process parameters' ConsoleHandle is NULL: there is no console driver)
    is STATUS_INVALID_HANDLE; any other control stops the guest naming it."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        return STATUS_INVALID_HANDLE
    if apc:
        raise Unimplemented("%s!NtDeviceIoControlFile with an APC routine" % NTDLL)
    answer = device_control(vm, obj, code, in_buf, in_size, out_buf, out_size)
    if answer is None:
        raise Unimplemented("%s!NtDeviceIoControlFile (code %#x on a %s handle)"
                            % (NTDLL, code, vm.handles.kind_of(h)))
    status, info = answer
    vm.mem.w32(io_status, status)
    vm.mem.wptr(io_status + c.ptr_size, info)
    if event and not status & 0x80000000:
        ev = vm.handles.get(event, "event")
        if ev is not None:
            ev.state = True
    return status
