"""NTDLL: NtQueryVolumeInformationFile, what a handle's device is. Zig's standard library
asks FileFsDeviceInformation of its standard handles to tell a terminal from a pipe.

FileFsDeviceInformation is a FILE_FS_DEVICE_INFORMATION (a DEVICE_TYPE, then the device's
characteristics): a file or folder of drive C: is on a disk file system
(FILE_DEVICE_DISK_FILE_SYSTEM, FILE_DEVICE_IS_MOUNTED: what Wine 8 answers), a pipe's end on the named-pipe file system
(FILE_DEVICE_NAMED_PIPE), the NUL device is FILE_DEVICE_NULL, a console handle
FILE_DEVICE_CONSOLE (the console driver's, Windows 8 and later). The other information
classes, and the devices of other handles, stop the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (STATUS_INFO_LENGTH_MISMATCH, STATUS_INVALID_HANDLE,
                              STATUS_INVALID_PARAMETER, STATUS_SUCCESS)
from ...kernel.fileio import PipeEnd
from ...kernel.files import ConsoleObject, DirectoryObject, FileObject, NulDevice
from ...kernel.namedpipe import NamedPipeEnd

FileFsDeviceInformation = 4
FILE_DEVICE_DISK_FILE_SYSTEM, FILE_DEVICE_NAMED_PIPE, FILE_DEVICE_NULL, FILE_DEVICE_CONSOLE = \
    0x8, 0x11, 0x15, 0x50
FILE_DEVICE_IS_MOUNTED = 0x20

#: handle object class -> (DeviceType, Characteristics)
_DEVICES = ((FileObject, (FILE_DEVICE_DISK_FILE_SYSTEM, FILE_DEVICE_IS_MOUNTED)),
            (DirectoryObject, (FILE_DEVICE_DISK_FILE_SYSTEM, FILE_DEVICE_IS_MOUNTED)),
            (NulDevice, (FILE_DEVICE_NULL, 0)),
            (PipeEnd, (FILE_DEVICE_NAMED_PIPE, 0)),
            (NamedPipeEnd, (FILE_DEVICE_NAMED_PIPE, 0)),
            (ConsoleObject, (FILE_DEVICE_CONSOLE, 0)))


@api(NTDLL, "NtQueryVolumeInformationFile", "HANDLE h, LPVOID io_status, LPVOID buf, "
     "ULONG size, INT kind", widths=BOTH)
def NtQueryVolumeInformationFile(c, h, io_status, buf, size, kind):
    """Information class ``kind`` of the volume (device) of handle ``h`` (module
    docstring); STATUS_INFO_LENGTH_MISMATCH for a buffer too small."""
    vm = c.vm
    obj = vm.handles.get(h)
    if obj is None:
        return STATUS_INVALID_HANDLE
    if not io_status:
        return STATUS_INVALID_PARAMETER
    if kind != FileFsDeviceInformation:
        raise Unimplemented("%s!NtQueryVolumeInformationFile (information class %d)"
                            % (NTDLL, kind))
    device = next((d for cls, d in _DEVICES if isinstance(obj, cls)), None)
    if device is None:
        raise Unimplemented("%s!NtQueryVolumeInformationFile (the device of a %s handle)"
                            % (NTDLL, vm.handles.kind_of(h)))
    if size < 8:
        return STATUS_INFO_LENGTH_MISMATCH
    vm.mem.w32(buf, device[0])
    vm.mem.w32(buf + 4, device[1])
    vm.mem.w32(io_status, STATUS_SUCCESS)
    vm.mem.wptr(io_status + c.ptr_size, 8)
    return STATUS_SUCCESS
