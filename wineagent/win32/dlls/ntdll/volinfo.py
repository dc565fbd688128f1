"""NTDLL: NtQueryVolumeInformationFile, what a handle's volume and device are. Zig's standard
library asks FileFsDeviceInformation of its standard handles to tell a terminal from a
pipe; libuv (Node.js) asks the volume's serial number and size classes of a file it
stats (fs.stat's `dev`, statfs).

FileFsDeviceInformation is a FILE_FS_DEVICE_INFORMATION (a DEVICE_TYPE, then the device's
characteristics): a file or folder of drive C: is on a disk file system
(FILE_DEVICE_DISK_FILE_SYSTEM, FILE_DEVICE_IS_MOUNTED: what Wine 8 answers), a pipe's end on the named-pipe file system
(FILE_DEVICE_NAMED_PIPE), the NUL device is FILE_DEVICE_NULL, a console handle
FILE_DEVICE_CONSOLE (the console driver's, Windows 8 and later).

The volume classes answer for a file or folder of drive C: (kernel/diskspace.py has the
volume's facts, which GetVolumeInformation and GetDiskFreeSpace(Ex) give too):
FileFsVolumeInformation (creation time, serial number, label), FileFsSizeInformation and
FileFsFullSizeInformation (clusters in all and free, sectors per cluster, bytes per
sector), FileFsAttributeInformation (flags, longest name, "NTFS"). A buffer too small
for the fixed part is STATUS_INFO_LENGTH_MISMATCH; one too small for the label or file
system name gets what fits and STATUS_BUFFER_OVERFLOW (the I/O manager's and the file
systems' rules: Windows' FastFat sample has them; Wine 8 answers STATUS_BUFFER_TOO_SMALL
for a short FILE_FS_SIZE_INFORMATION and STATUS_SUCCESS for a cut name). The other
information classes, and the devices of other handles, stop the guest naming them.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import NTDLL
from ...core.winerror import (STATUS_BUFFER_OVERFLOW, STATUS_INFO_LENGTH_MISMATCH,
                              STATUS_INVALID_HANDLE, STATUS_INVALID_PARAMETER, STATUS_SUCCESS)
from ...kernel.diskspace import (BYTES_PER_SECTOR, FS_FLAGS, FS_NAME, MAX_COMPONENT,
                                 SECTORS_PER_CLUSTER, VOLUME_CREATED, VOLUME_SERIAL, disk_space)
from ...kernel.fileio import PipeEnd
from ...kernel.files import ConsoleObject, DirectoryObject, FileObject, NulDevice
from ...kernel.namedpipe import NamedPipeEnd

FileFsVolumeInformation, FileFsSizeInformation, FileFsDeviceInformation = 1, 3, 4
FileFsAttributeInformation, FileFsFullSizeInformation = 5, 7
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
    if kind in _VOLUME_CLASSES:
        if not isinstance(obj, (FileObject, DirectoryObject)):
            raise Unimplemented("%s!NtQueryVolumeInformationFile (information class %d of a "
                                "%s handle)" % (NTDLL, kind, vm.handles.kind_of(h)))
        make, least, copied_at = _VOLUME_CLASSES[kind]
        if size < least:
            return STATUS_INFO_LENGTH_MISMATCH
        fixed, variable = make(vm)
        tail = variable[:size - len(fixed)]
        status = STATUS_SUCCESS if len(tail) == len(variable) else STATUS_BUFFER_OVERFLOW
        if copied_at is not None:
            fixed = fixed[:copied_at] + struct.pack("<I", len(tail)) + fixed[copied_at + 4:]
        data = fixed + tail
        vm.mem.write(buf, data)
        vm.mem.w32(io_status, status)
        vm.mem.wptr(io_status + c.ptr_size, len(data))
        return status
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


def _volume(vm):
    """FILE_FS_VOLUME_INFORMATION: creation time, serial number, the label's length in
    bytes, SupportsObjects (NTFS has object ids); then the label (18 bytes of header)."""
    label = vm.vfs.label.encode("utf-16-le")
    return struct.pack("<QII?x", VOLUME_CREATED, VOLUME_SERIAL, len(label), True), label


def _clusters(vm):
    """(all, free) clusters of drive C:."""
    free, total = disk_space(vm.vfs, "C:\\")
    cluster = BYTES_PER_SECTOR * SECTORS_PER_CLUSTER
    return total // cluster, free // cluster


def _size(vm):
    """FILE_FS_SIZE_INFORMATION: clusters in all and free, sectors per cluster, bytes per
    sector."""
    total, free = _clusters(vm)
    return struct.pack("<qqII", total, free, SECTORS_PER_CLUSTER, BYTES_PER_SECTOR), b""


def _full_size(vm):
    """FILE_FS_FULL_SIZE_INFORMATION: as FILE_FS_SIZE_INFORMATION with the free clusters
    twice (the caller's share, no quotas here, and the volume's)."""
    total, free = _clusters(vm)
    return struct.pack("<qqqII", total, free, free, SECTORS_PER_CLUSTER, BYTES_PER_SECTOR), b""


def _attributes(vm):
    """FILE_FS_ATTRIBUTE_INFORMATION: the file system's flags, its longest name, its
    name's length in bytes; then the name (12 bytes of header)."""
    name = FS_NAME.encode("utf-16-le")
    return struct.pack("<IiI", FS_FLAGS, MAX_COMPONENT, len(name)), name


#: information class -> (function(vm) giving the fixed part and the trailing string, the
#: least buffer: the structure's size with its one-character array, as the I/O manager
#: checks it, the offset of a length field that tells the bytes copied rather than the
#: whole string's, as the file systems write FileSystemNameLength, or None)
_VOLUME_CLASSES = {FileFsVolumeInformation: (_volume, 24, None),
                   FileFsSizeInformation: (_size, 24, None),
                   FileFsFullSizeInformation: (_full_size, 32, None),
                   FileFsAttributeInformation: (_attributes, 16, 8)}
