"""KERNEL32's drive queries: free space over ``kernel/diskspace.py`` (a fixed 64 GB C:) and
the list of drives (C: alone)."""

import struct

from ....abi.api import BOTH, api
from ...kernel.diskspace import BYTES_PER_SECTOR, SECTORS_PER_CLUSTER, disk_space
from ...kernel.vfs import VfsError
from ...core.dllnames import KERNEL32



def _space(c, path):
    try:
        return disk_space(c.vm.vfs, path)
    except VfsError as e:
        c.vm.last_error = e.code
        return None


@api(KERNEL32, "GetDiskFreeSpaceEx{AW}", "LPCTSTR path, LPVOID avail, LPVOID total, LPVOID free", widths=BOTH)
def GetDiskFreeSpaceEx(c, path, avail, total, free):
    got = _space(c, path)
    if got is None:
        return 0
    free_bytes, total_bytes = got
    mem = c.vm.mem
    for ptr, value in ((avail, free_bytes), (total, total_bytes), (free, free_bytes)):
        if ptr:
            mem.write(ptr, struct.pack("<Q", value))
    return 1


@api(KERNEL32, "GetDiskFreeSpace{AW}", "LPCTSTR root, LPVOID spc, LPVOID bps, LPVOID freec, LPVOID totalc", widths=BOTH)
def GetDiskFreeSpace(c, root, spc, bps, freec, totalc):
    got = _space(c, root)
    if got is None:
        return 0
    cluster = BYTES_PER_SECTOR * SECTORS_PER_CLUSTER
    mem = c.vm.mem
    # the 32-bit counts are capped, as Windows caps them for volumes over 2 GB clusters
    for ptr, value in ((spc, SECTORS_PER_CLUSTER), (bps, BYTES_PER_SECTOR),
                       (freec, min(got[0] // cluster, 0xFFFFFFFF)),
                       (totalc, min(got[1] // cluster, 0xFFFFFFFF))):
        if ptr:
            mem.w32(ptr, value)
    return 1


@api(KERNEL32, "GetLogicalDriveStrings{AW}", "DWORD size, LPVOID buf", widths=BOTH)
def GetLogicalDriveStrings(c, size, buf):
    # one drive, C:, as GetLogicalDrives says: "C:\\\0" and the list's final NUL
    text = "C:\\"
    if size < len(text) + 2 or not buf:
        return len(text) + 2                    # the size needed, with both NULs
    c.write_str(buf, text)
    c.write_str(buf + (len(text) + 1) * c.char_size, "")
    return len(text) + 1
