"""The size of drive C: and how much of it is free.

The drive is a fixed 64 GB volume (4 KB clusters of 8 sectors of 512 bytes), not the
host's disk, so frozen runs stay byte-identical; what the guest's files use (their
sizes, rounded up to whole clusters) is taken from it, so writing files lowers the free
space as on Windows.
"""

import os

from .epoch import EPOCH_FILETIME
from .vfs import VfsError

__all__ = ["BYTES_PER_SECTOR", "SECTORS_PER_CLUSTER", "TOTAL_BYTES", "disk_space",
           "VOLUME_SERIAL", "FS_NAME", "FS_FLAGS", "MAX_COMPONENT", "VOLUME_CREATED"]

BYTES_PER_SECTOR = 512
SECTORS_PER_CLUSTER = 8
CLUSTER = BYTES_PER_SECTOR * SECTORS_PER_CLUSTER
TOTAL_BYTES = 64 * 1024 ** 3

# What the volume says of itself (GetVolumeInformation, NtQueryVolumeInformationFile):
#: its serial number ("WINE" in ASCII)
VOLUME_SERIAL = 0x57494E45
#: its file system, as Windows' system drive has it
FS_NAME = "NTFS"
#: FILE_CASE_PRESERVED_NAMES | FILE_UNICODE_ON_DISK | FILE_SUPPORTS_HARD_LINKS: names keep
#: their case but compare without it, and hard links work (CreateHardLink)
FS_FLAGS = 0x2 | 0x4 | 0x400000
#: the longest name of one path component, in characters
MAX_COMPONENT = 255
#: when the volume was formatted: the guest's epoch (kernel/epoch.py) as a FILETIME,
#: so every run answers the same
VOLUME_CREATED = EPOCH_FILETIME


def _used(root):
    used = 0
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in files:
            try:
                size = os.lstat(os.path.join(folder, name)).st_size
            except OSError:
                continue
            used += -(-size // CLUSTER) * CLUSTER
    return used


def disk_space(vfs, path):
    """(free bytes, total bytes) of the volume holding guest ``path`` (None: the current
    drive). Raises VfsError: the path must name an existing folder, as Windows wants."""
    if path == "/":
        # A lone slash is the current drive's root, as a lone backslash is (the VFS refuses
        # a path starting with '/' as a host path; this one names no host file).
        path = "\\"
    if path is not None:
        parts, host = vfs.resolve(path)
        if not os.path.isdir(host):
            # 2 when only the last folder is missing, 3 when its parent is too (Wine's too)
            raise VfsError(vfs.missing_error(parts), "not a folder: %r" % path)
    return max(0, TOTAL_BYTES - _used(vfs.root)), TOTAL_BYTES
