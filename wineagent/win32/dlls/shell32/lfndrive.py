"""SHELL32's IsLFNDriveA (#41) and IsLFNDriveW (#42): TRUE when the volume of the path given keeps long file names, that is when
GetVolumeInformation answers a maximum component length over 12 (8.3's twelve
characters); FALSE when GetVolumeInformation fails for the path, with its last error.

The path is GetVolumeInformation's root: NULL is the current directory's drive, and a
root must end in a backslash ("C:" or "C:\\Windows" fail with GetVolumeInformation's
ERROR_INVALID_NAME / ERROR_PATH_NOT_FOUND, as on Windows and in Wine 8). Drive C:, the
only one, is NTFS with 255-character names, so it answers TRUE. Windows' shell32 exports
the A and W forms by name and ordinal; its nameless #119 (the TCHAR form) is not
exported here.

IsNetDrive (#66, by ordinal only, as Windows exports it; winfile's New Window asks it
for each drive): 1 for a connected network drive (GetDriveType DRIVE_REMOTE), 2 for a
disconnected one, 0 for any other drive number (0 is A:, 25 Z:). This machine has no
network drive, so every drive answers 0; there is no disconnected one to answer 2.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import SHELL32
from ..kernel32.files import GetDriveType
from ..kernel32.handles import GetVolumeInformation

#: The longest name an 8.3 volume keeps: eight characters, a dot, three.
SHORT_NAME_LENGTH = 12


def _is_lfn_drive(c, path):
    """GetVolumeInformation(path)'s maximum component length > 12, or FALSE when it
    fails (its last error stays)."""
    vm = c.vm
    cell = vm.heap.alloc(4, zero=True)
    try:
        if not GetVolumeInformation(c, path, 0, 0, 0, cell, 0, 0, 0):
            return 0
        return int(vm.mem.u32(cell) > SHORT_NAME_LENGTH)
    finally:
        vm.heap.free(cell)


@api(SHELL32, "IsLFNDrive{AW}", "LPCTSTR path", widths=BOTH)
def IsLFNDrive(c, path):
    """TRUE when the volume at ``path`` (a root, or NULL for the current drive) keeps
    names longer than 8.3."""
    return _is_lfn_drive(c, path)



DRIVE_REMOTE = 4


@api(SHELL32, "IsNetDrive", "INT drive", widths=BOTH)
def IsNetDrive(c, drive):
    """1 when drive number ``drive`` (0 = A:) is a connected network drive, else 0."""
    if not 0 <= drive < 26:
        return 0
    return 1 if GetDriveType(c, "%s:\\" % chr(ord("A") + drive)) == DRIVE_REMOTE else 0
