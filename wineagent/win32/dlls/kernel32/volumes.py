"""KERNEL32: volume GUID paths — GetVolumeNameForVolumeMountPoint,
GetVolumePathNamesForVolumeName, GetVolumePathName and the volume search
(FindFirstVolume, FindNextVolume, FindVolumeClose); QueryDosDevice.

The machine has one volume, drive C:, whose GUID path is ``kernel/vfs.py``'s
``C_VOLUME_NAME`` (every file function accepts it for ``C:\\``). Its only mount point is
the drive letter: no folder of the drive is a mounted folder.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_FILENAME_EXCED_RANGE,
                              ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_NAME, ERROR_INVALID_PARAMETER,
                              ERROR_MORE_DATA,
                              ERROR_NO_MORE_FILES, ERROR_NOT_A_REPARSE_POINT)
from ...kernel.vfs import C_DEVICE, C_VOLUME_NAME, VfsError
from ...core.dllnames import KERNEL32
from ...kernel.handletable import handle_kind

INVALID_HANDLE_VALUE = 0xFFFFFFFF


@handle_kind("volume search")
class VolumeSearch:
    """A FindFirstVolume search: the volume names still to hand out."""

    def __init__(self, names):
        self.names = list(names)

    def close(self):
        """Nothing to release."""


def _fail(c, error, value=0):
    c.vm.last_error = error
    return value


def _put(c, buf, size, text, error):
    """Write ``text`` and its NUL when ``size`` characters hold them, else fail with
    ``error``."""
    if size < len(text) + 1:
        return _fail(c, error)
    c.write_str(buf, text)
    return 1


@api(KERNEL32, "GetVolumeNameForVolumeMountPoint{AW}", "LPCTSTR mount, LPVOID buf, "
     "DWORD size", widths=BOTH)
def GetVolumeNameForVolumeMountPoint(c, mount, buf, size):
    """The GUID path ("\\\\?\\Volume{...}\\") of the volume mounted at ``mount``, a drive
    root or mounted folder that must end with a backslash (else ERROR_INVALID_NAME).
    A drive that does not exist: ERROR_FILE_NOT_FOUND; a folder that is not a mount point:
    ERROR_NOT_A_REPARSE_POINT; a buffer too small: ERROR_FILENAME_EXCED_RANGE."""
    if not mount or not mount.endswith("\\"):
        return _fail(c, ERROR_INVALID_NAME)
    if mount.lower() == C_VOLUME_NAME.lower():
        # the volume's own name is not one of its mount points (Wine 8 answers so)
        return _fail(c, ERROR_NOT_A_REPARSE_POINT)
    if len(mount) >= 2 and mount[1] == ":" and mount[0].upper() != "C":
        return _fail(c, ERROR_FILE_NOT_FOUND)
    try:
        parts, host = c.vm.vfs.resolve(mount)
    except VfsError as e:
        return _fail(c, e.code)
    if parts:
        if not os.path.exists(host):
            return _fail(c, c.vm.vfs.missing_error(parts))
        return _fail(c, ERROR_NOT_A_REPARSE_POINT)
    return _put(c, buf, size, C_VOLUME_NAME, ERROR_FILENAME_EXCED_RANGE)


@api(KERNEL32, "GetVolumePathNamesForVolumeName{AW}", "LPCTSTR volume, LPVOID buf, "
     "DWORD size, LPVOID needed", widths=BOTH)
def GetVolumePathNamesForVolumeName(c, volume, buf, size, needed):
    """The mount points of a volume as a double-NUL-ended list ("C:\\" for drive C:).
    ``needed`` receives the characters the list takes; a buffer too small fails with
    ERROR_MORE_DATA. A name that is not a volume GUID path: ERROR_INVALID_NAME; an
    unknown volume: ERROR_FILE_NOT_FOUND."""
    if not volume or not volume.lower().startswith("\\\\?\\volume{"):
        return _fail(c, ERROR_INVALID_NAME)
    if volume.lower() != C_VOLUME_NAME.lower():
        return _fail(c, ERROR_FILE_NOT_FOUND)
    text = "C:\\"
    count = len(text) + 2
    if needed:
        c.vm.mem.w32(needed, count)
    if size < count:
        return _fail(c, ERROR_MORE_DATA)
    c.write_str(buf, text)
    c.write_str(buf + (len(text) + 1) * c.char_size, "")
    return 1


@api(KERNEL32, "FindFirstVolume{AW}", "LPVOID buf, DWORD size", widths=BOTH)
def FindFirstVolume(c, buf, size):
    """Start a search of the volumes: the first one's GUID path into ``buf`` and a search
    handle; ERROR_FILENAME_EXCED_RANGE when the name does not fit."""
    if not _put(c, buf, size, C_VOLUME_NAME, ERROR_FILENAME_EXCED_RANGE):
        return INVALID_HANDLE_VALUE
    return c.vm.new_handle(VolumeSearch([]))


@api(KERNEL32, "FindNextVolume{AW}", "HANDLE:volume search h, LPVOID buf, DWORD size",
     widths=BOTH)
def FindNextVolume(c, h, buf, size):
    """The next volume of the search; FALSE with ERROR_NO_MORE_FILES after the last."""
    search = c.vm.handles.get(h, VolumeSearch)
    if not search.names:
        return _fail(c, ERROR_NO_MORE_FILES)
    if not _put(c, buf, size, search.names[0], ERROR_FILENAME_EXCED_RANGE):
        return 0
    search.names.pop(0)
    return 1


@api(KERNEL32, "FindVolumeClose", "HANDLE:volume search h", widths=BOTH)
def FindVolumeClose(c, h):
    """End a volume search."""
    c.vm.handles.pop(h)
    return 1


@api(KERNEL32, "GetVolumePathName{AW}", "LPCTSTR path, LPVOID buf, DWORD size", widths=BOTH)
def GetVolumePathName(c, path, buf, size):
    """The mount point the volume holding ``path`` is reached through: "C:\\" for every
    path of the drive (a relative or rooted one through the current folder; the path
    need not exist). An empty path is ERROR_INVALID_PARAMETER, a buffer without room
    for the name and its NUL ERROR_FILENAME_EXCED_RANGE. Another drive letter or a UNC
    path (a machine with no other volumes, no network) stops the guest naming it."""
    if not path:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if path.startswith(("\\\\", "//")) and not path.lower().startswith(("\\\\?\\c:", "\\\\.\\c:")):
        raise Unimplemented("KERNEL32.dll!GetVolumePathName of %r (a UNC or device path)" % path)
    if len(path) >= 2 and path[1] == ":" and path[0].upper() != "C":
        raise Unimplemented("KERNEL32.dll!GetVolumePathName on drive %s:" % path[0].upper())
    return _put(c, buf, size, "C:\\", ERROR_FILENAME_EXCED_RANGE)


#: The MS-DOS device names the machine defines and the NT device each names: drive C:
#: (its volume) and NUL; no COM, LPT or other drive exists.
DOS_DEVICES = {"C:": C_DEVICE, "NUL": "\\Device\\Null"}


@api(KERNEL32, "QueryDosDevice{AW}", "LPCTSTR name, LPVOID buf, DWORD size", widths=BOTH)
def QueryDosDevice(c, name, buf, size):
    """The NT device an MS-DOS device name stands for ("C:" is
    ``\\Device\\HarddiskVolume1``), as a NUL-ended list ended by a second NUL, or with no
    name the list of every MS-DOS device name; the characters stored. An unknown name:
    ERROR_FILE_NOT_FOUND; a buffer too small: ERROR_INSUFFICIENT_BUFFER."""
    if name is None:
        items = list(DOS_DEVICES)
    else:
        key = next((k for k in DOS_DEVICES if k.lower() == name.lower()), None)
        if key is None:
            return _fail(c, ERROR_FILE_NOT_FOUND)
        items = [DOS_DEVICES[key]]
    count = sum(len(t) + 1 for t in items) + 1
    if size < count:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    at = buf
    for text in items + [""]:
        c.write_str(at, text)
        at += (len(text) + 1) * c.char_size
    return count
