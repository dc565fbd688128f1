"""Devices a program opens by their NT names (dlls/ntdll/createfile.py) and sends I/O
controls (NtDeviceIoControlFile, DeviceIoControl):

- the mount manager, ``\\??\\MountPointManager``: IOCTL_MOUNTMGR_QUERY_POINTS answers the
  mount points of the one volume, drive C: (``\\Device\\HarddiskVolume1``): its drive
  letter ``\\DosDevices\\C:`` and its volume name ``\\??\\Volume{...}``
  (GetVolumeNameForVolumeMountPoint's), each with the volume's unique id (a GPT volume's:
  ``DMIO:ID:`` and its GUID). Zig turns a file handle's NT name (NtQueryObject) into a
  DOS path with it;
- the kernel's random number generator, ``\\Device\\CNG`` (what bcryptprimitives'
  ProcessPrng reads): IOCTL_KSEC_GEN_RANDOM fills the output buffer with random bytes,
  drawn as CryptGenRandom's are (kernel/crypto.py: from the guest's own state, so a frozen
  run draws the same bytes). Zig's standard library reads it directly.
"""

import uuid

from ...abi.structs import struct
from ..core.winerror import (STATUS_INVALID_PARAMETER, STATUS_OBJECT_NAME_NOT_FOUND,
                             STATUS_SUCCESS)
from .crypto import gen_random
from .handletable import handle_kind
from .vfs import C_DEVICE, C_VOLUME_NAME

__all__ = ["MountManager", "CngDevice", "NAMED_DEVICES", "device_control",
           "MOUNTMGR_MOUNT_POINT", "IOCTL_MOUNTMGR_QUERY_POINTS", "IOCTL_KSEC_GEN_RANDOM"]

MOUNTMGR_MOUNT_POINT = struct(
    "MOUNTMGR_MOUNT_POINT", "ULONG SymbolicLinkNameOffset; USHORT SymbolicLinkNameLength;"
    " USHORT Reserved1; ULONG UniqueIdOffset; USHORT UniqueIdLength; USHORT Reserved2;"
    " ULONG DeviceNameOffset; USHORT DeviceNameLength; USHORT Reserved3")
IOCTL_MOUNTMGR_QUERY_POINTS = 0x6D0008
STATUS_BUFFER_OVERFLOW = 0x80000005
#: The volume's unique id, a GPT volume's: "DMIO:ID:" and the GUID of its volume name.
_GUID = C_VOLUME_NAME[C_VOLUME_NAME.index("{") + 1:C_VOLUME_NAME.index("}")]
_UNIQUE_ID = b"DMIO:ID:" + uuid.UUID(_GUID).bytes_le
#: (symbolic link name, unique id, device name) of each mount point.
_MOUNT_POINTS = (("\\DosDevices\\C:", _UNIQUE_ID, C_DEVICE),
                 ("\\??\\" + C_VOLUME_NAME[4:].rstrip("\\"), _UNIQUE_ID, C_DEVICE))


@handle_kind("mount manager")
class MountManager:
    """A handle to the mount manager (``\\??\\MountPointManager``)."""


@handle_kind("device")
class CngDevice:
    """A handle to the kernel's random number generator (``\\Device\\CNG``)."""


IOCTL_KSEC_GEN_RANDOM = 0x390008
#: NT names of the devices opened by name: the object each handle is to.
NAMED_DEVICES = {"\\??\\mountpointmanager": MountManager, "\\device\\cng": CngDevice}


def _query_points(mem, in_buf, in_size, out_buf, out_size):
    """IOCTL_MOUNTMGR_QUERY_POINTS: (status, bytes written). The input MOUNTMGR_MOUNT_POINT
    names what to match (a symbolic link name, a unique id, a device name: the ones given,
    none for all); the output is a MOUNTMGR_MOUNT_POINTS (Size, NumberOfMountPoints, the
    points) followed by their names and ids, the offsets counted from its start. A buffer
    smaller than a MOUNTMGR_MOUNT_POINTS is STATUS_INVALID_PARAMETER; one too small for
    the whole gets the Size needed and STATUS_BUFFER_OVERFLOW."""
    head = MOUNTMGR_MOUNT_POINT.sizeof(4)
    if in_size < head or out_size < 8 + head:   # less than a MOUNTMGR_MOUNT_POINTS
        return STATUS_INVALID_PARAMETER, 0
    want = MOUNTMGR_MOUNT_POINT.read(mem, in_buf, 4)

    def field(off, length):
        if not length:
            return None
        return mem.read(in_buf + off, length) if off + length <= in_size else False

    link = field(want["SymbolicLinkNameOffset"], want["SymbolicLinkNameLength"])
    uid = field(want["UniqueIdOffset"], want["UniqueIdLength"])
    device = field(want["DeviceNameOffset"], want["DeviceNameLength"])
    if False in (link, uid, device):        # a name that lies outside the input
        return STATUS_INVALID_PARAMETER, 0
    points = []
    for p_link, p_uid, p_device in _MOUNT_POINTS:
        p_link_b, p_device_b = p_link.encode("utf-16-le"), p_device.encode("utf-16-le")
        if link is not None and link.decode("utf-16-le", "replace").lower() != p_link.lower():
            continue
        if uid is not None and uid != p_uid:
            continue
        if device is not None and \
                device.decode("utf-16-le", "replace").lower() != p_device.lower():
            continue
        points.append((p_link_b, p_uid, p_device_b))
    if not points:
        return STATUS_OBJECT_NAME_NOT_FOUND, 0
    cursor = 8 + head * len(points)
    records, blobs = [], b""
    for p_link_b, p_uid, p_device_b in points:
        offsets = []
        for blob in (p_link_b, p_uid, p_device_b):
            offsets.append(cursor + len(blobs))
            blobs += blob
        records.append(MOUNTMGR_MOUNT_POINT.pack(
            4, SymbolicLinkNameOffset=offsets[0], SymbolicLinkNameLength=len(p_link_b),
            UniqueIdOffset=offsets[1], UniqueIdLength=len(p_uid),
            DeviceNameOffset=offsets[2], DeviceNameLength=len(p_device_b)))
    size = cursor + len(blobs)
    if out_size < size:
        mem.w32(out_buf, size)          # the size needed (only: as Wine 8's mountmgr)
        return STATUS_BUFFER_OVERFLOW, 4
    mem.write(out_buf, size.to_bytes(4, "little") + len(points).to_bytes(4, "little")
              + b"".join(records) + blobs)
    return STATUS_SUCCESS, size


def device_control(vm, obj, code, in_buf, in_size, out_buf, out_size):
    """I/O control ``code`` sent to device ``obj``: (NTSTATUS, bytes written to the
    output), or None when the object is no device here or the device has no such
    control."""
    if isinstance(obj, MountManager) and code == IOCTL_MOUNTMGR_QUERY_POINTS:
        return _query_points(vm.mem, in_buf, in_size, out_buf, out_size)
    if isinstance(obj, CngDevice) and code == IOCTL_KSEC_GEN_RANDOM:
        vm.mem.write(out_buf, gen_random(vm, out_size, b"\\Device\\CNG"))
        return STATUS_SUCCESS, out_size
    return None
