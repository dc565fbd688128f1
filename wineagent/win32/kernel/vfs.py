"""The virtual file system: one host folder per run, seen by the guest as drive ``C:``.

Every guest path goes through :meth:`Vfs.resolve`, which is the only place a guest string
becomes a host path. It is deliberately strict, because the guest is untrusted code:

- accepted: ``C:\\dir\\file``, ``\\dir\\file`` and ``/dir/file`` (rooted on the current
  drive, which is C:, as Windows reads a path that starts with one separator), relative
  paths (against the guest current directory, initially ``C:\\``), forward slashes as
  separators, trailing dots/spaces on a component (Win32 strips them, so ``file.txt.`` is
  ``file.txt``);
- also accepted: C:'s volume GUID path (``C_VOLUME_NAME``, what
  GetVolumeNameForVolumeMountPoint names it), which stands for ``C:\\``;
- also accepted: the Win32 file namespace form ``\\\\?\\C:\\x`` (what
  GetFinalPathNameByHandle returns), taken literally as Windows takes it: only ``\\``
  separates, nothing is stripped, and a ``.`` or ``..`` component (or a ``/`` in one) is
  an invalid name (ERROR_INVALID_NAME, as Windows and Wine answer);
- ``..`` goes up one component and stops at the root (``C:\\..\\x`` is ``C:\\x``);
- refused with ERROR_ACCESS_DENIED (5): other drive letters, UNC and device-namespace
  paths (``\\\\server\\x``, ``\\\\?\\D:\\x``, ``\\\\.\\x``), DOS device names (CON, PRN,
  AUX, NUL, COM1-9, LPT1-9, CONIN$, CONOUT$, with or without an extension, in any
  component: they name no file; :meth:`Vfs.device` tells the callers that open them which
  device a path names), NUL bytes, and anything that the host's ``realpath`` places
  outside the root (symlinks planted in the folder);
- refused with ERROR_INVALID_NAME (123): the characters ``< > : " | ? *`` and control
  characters inside a component.

Lookup is case-insensitive, as on NTFS: each component matches an existing host entry
whose name is equal ignoring case; a component that does not exist yet keeps the guest's
spelling (so a created file gets the name the guest gave it).
"""

import glob
import os
import re
import shutil
import tempfile
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND, ERROR_INVALID_NAME,
                             ERROR_PATH_NOT_FOUND)
from .epoch import EPOCH_UNIX
from .sysfolder import install_system_files, wants_system_files

#: The temporary folder (TEMP and TMP in the environment, kernel/environ.py, and so
#: GetTempPath's answer), and its name below C:\\.
TEMP_DIR = "C:\\TEMP"
_TEMP_NAME = TEMP_DIR[3:].upper()

__all__ = ["Vfs", "VfsError", "TEMP_DIR", "DEVICE_NAMES", "C_VOLUME_NAME", "C_DEVICE", "climbs",
           "host_absolute", "dos_device"]

#: The volume GUID path of drive C: (GetVolumeNameForVolumeMountPoint): a fixed GUID, so
#: runs stay repeatable. A path that starts with it names C:'s root.
C_VOLUME_NAME = "\\\\?\\Volume{2d1a3c9e-4b57-11e9-8d9c-806e6f6e6963}\\"
#: Drive C:'s NT device name (the machine has one disk): the volume a file's NT name is on.
C_DEVICE = "\\Device\\HarddiskVolume1"

#: The prefix of the Win32 file namespace (``\\\\?\\C:\\x``): paths passed on as they are.
WIN32_NAMESPACE = "\\\\?\\"

#: The guest calendar's epoch as Unix seconds (kernel/epoch.py): guest time 0, the file
#: time of what the drive starts with.
GUEST_EPOCH = EPOCH_UNIX

#: Names that Win32 maps to devices in every directory, with or without an extension.
DEVICE_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$"]
    + ["COM%d" % i for i in range(1, 10)] + ["LPT%d" % i for i in range(1, 10)])

_BAD_CHARS = re.compile(r'[<>:"|?*\x01-\x1f]')


class VfsError(Exception):
    """A guest path that cannot be used; ``code`` is the Win32 error for GetLastError."""

    def __init__(self, code, message=""):
        super().__init__(message or "win32 error %d" % code)
        self.code = code


class Vfs:
    """The guest's drive C: backed by the host folder ``root``.

    With ``root=None`` the VFS creates a fresh temporary folder that it owns and removes in
    :meth:`close` (and, failing that, when it is garbage-collected or Python exits).
    """

    #: (class default for VFS objects saved before the label existed)
    label = ""
    #: Whether the system folder's programs were put on the drive (kernel/sysfolder.py:
    #: the first lookup below C:\WINDOWS does it).
    system_ready = False
    #: Whether the temporary folder (TEMP and TMP, C:\\TEMP) was made: the first lookup of
    #: it does it, as Windows' temporary folder always exists (GNU make warns about a TEMP
    #: folder that does not; a drive keeps holding only what was asked for).
    temp_ready = False

    def __init__(self, root=None):
        self._tmp = None
        if root is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="wineagent-vfs-")
            root = self._tmp.name
        os.makedirs(root, exist_ok=True)
        #: the host folder, fully resolved (symlinks too): every host path must stay under it
        self.root = os.path.realpath(root)
        #: the guest current directory as components below C:\ (empty = the root)
        self.cwd = ()
        #: drive C:'s volume label (SetVolumeLabel; none at first)
        self.label = ""

    # -- lifetime ----------------------------------------------------------------------
    @property
    def owns_root(self):
        """True when the root is a temporary folder this VFS created (and will delete)."""
        return self._tmp is not None

    def close(self):
        """Remove the root folder if this VFS created it; a given folder is left alone."""
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    # -- path mapping --------------------------------------------------------------------
    def split(self, path, allow_wildcards=False):
        """The guest path as a tuple of components below ``C:\\``; raises VfsError.

        ``allow_wildcards`` lets ``*`` and ``?`` through in the last component (for
        FindFirstFile patterns).
        """
        if path is None or path == "":
            raise VfsError(ERROR_PATH_NOT_FOUND if path == "" else ERROR_INVALID_NAME,
                           "empty path")
        if "\0" in path:
            raise VfsError(ERROR_ACCESS_DENIED, "NUL in path")
        p = path.replace("/", "\\")
        head, rest = p[:len(C_VOLUME_NAME) - 1], p[len(C_VOLUME_NAME) - 1:]
        if head.lower() == C_VOLUME_NAME[:-1].lower() and rest[:1] in ("", "\\"):
            p = "C:\\" + rest             # the volume's own name for C:
        literal = False
        if path.startswith(WIN32_NAMESPACE) and path[4:6].lower() == "c:" \
                and path[6:7] in ("", "\\"):
            # \\?\C:\x: the file namespace, passed on without normalisation ('/' too).
            p, literal = path[4:], True
        if p.startswith("\\\\"):
            raise VfsError(ERROR_ACCESS_DENIED, "a UNC or device path")
        if len(p) >= 2 and p[1] == ":":
            if p[0] not in "cC":
                raise VfsError(ERROR_ACCESS_DENIED, "drive %s: does not exist" % p[0])
            p = p[2:]
            # "C:foo" is relative to the current directory of drive C:, which is ours.
            base = () if p.startswith("\\") or literal else self.cwd
        else:
            base = () if p.startswith("\\") else self.cwd
        parts = list(base)
        raw = p.split("\\")
        for i, comp in enumerate(raw):
            if literal and (comp in (".", "..") or "/" in comp):
                # Not normalised: '.' and '..' are names here, and names Windows refuses.
                raise VfsError(ERROR_INVALID_NAME, "component %r of a \\\\?\\ path" % comp)
            if comp in ("", "."):
                continue
            if comp == "..":
                # As Windows normalises a path: the previous component goes, and at the
                # root there is none to go (C:\..\x is C:\x). Purely on the guest's
                # components, so no path can climb out of the root this way.
                if parts:
                    parts.pop()
                continue
            last = i == len(raw) - 1
            # Win32 strips trailing dots and spaces from each component (a \\?\ path's
            # are kept).
            name = comp if literal else comp.rstrip(". ")
            if not name:
                raise VfsError(ERROR_ACCESS_DENIED, "component %r" % comp)
            check = re.sub(r"[*?]", "", name) if (allow_wildcards and last) else name
            if _BAD_CHARS.search(check):
                raise VfsError(ERROR_INVALID_NAME, "a character Windows forbids in names")
            if is_device_name(name):
                raise VfsError(ERROR_ACCESS_DENIED, "device name %r" % comp)
            parts.append(name)
        return tuple(parts)

    def device(self, path):
        """The DOS device ``path`` names (``"NUL"``, ``"CON"``, ``"COM1"``...; see
        :func:`dos_device`), or None for a path that names a file. As Wine 8 answers, the
        device is found in any folder that exists (``C:\\dir\\nul`` is NUL) and a folder
        that does not is ERROR_PATH_NOT_FOUND (a VfsError)."""
        name = dos_device(path) if path else None
        if name is None or path.startswith("\\\\"):
            return name
        cut = max(path.rfind("\\"), path.rfind("/"))
        folder = path[:cut + 1] if cut >= 0 else path[:2] if path[1:2] == ":" else ""
        if folder and folder[1:] != ":":
            if not os.path.isdir(self.host_path(self.split(folder))):
                raise VfsError(ERROR_PATH_NOT_FOUND, "no folder %r" % folder)
        return name

    def guest_path(self, parts):
        """``C:\\A\\B`` for components ("A", "B"); ``C:\\`` for the root."""
        return "C:\\" + "\\".join(parts)

    def full_path(self, path):
        """The absolute guest path for ``path`` (as GetFullPathName returns it). A
        ``\\\\?\\C:\\`` path keeps its prefix and is normalised all the same (as Windows
        and Wine answer: ``\\\\?\\C:\\a\\..\\x`` is ``\\\\?\\C:\\x``)."""
        if path.startswith(WIN32_NAMESPACE) and path[4:6].lower() == "c:" \
                and path[6:7] in ("", "\\", "/"):
            return WIN32_NAMESPACE + self.guest_path(self.split(path[4:], allow_wildcards=True))
        return self.guest_path(self.split(path, allow_wildcards=True))

    def host_path(self, parts):
        """The host path for guest components, matching existing names case-insensitively.

        Raises VfsError(ERROR_ACCESS_DENIED) when the result would lie outside the root
        (a symlink pointing out of it).
        """
        if not self.system_ready and len(parts) >= 2 and wants_system_files(parts):
            self.system_ready = True
            install_system_files(self.root, _find_ci, GUEST_EPOCH)
        if not self.temp_ready and parts and parts[0].upper() == _TEMP_NAME:
            self.temp_ready = True
            if _find_ci(self.root, parts[0]) is None:
                os.mkdir(os.path.join(self.root, _TEMP_NAME))
        host = self.root
        exists = True
        for comp in parts:
            if exists:
                match = _find_ci(host, comp)
                if match is None:
                    exists = False
                else:
                    comp = match
            host = os.path.join(host, comp)
        self.check_inside(host)
        return host

    def check_inside(self, host):
        """Raise VfsError(ERROR_ACCESS_DENIED) unless ``host`` resolves under the root."""
        real = os.path.realpath(host)
        if real != self.root and not real.startswith(self.root + os.sep):
            raise VfsError(ERROR_ACCESS_DENIED, "path leaves the VFS root")

    def resolve(self, path, allow_wildcards=False):
        """(components, host path) for a guest path; raises VfsError."""
        parts = self.split(path, allow_wildcards)
        return parts, self.host_path(parts)

    def missing_error(self, parts):
        """The Win32 error for a path that does not exist: 2 if only the leaf is missing."""
        parent = self.host_path(parts[:-1]) if parts else self.root
        return ERROR_FILE_NOT_FOUND if os.path.isdir(parent) else ERROR_PATH_NOT_FOUND

    def ensure_dir(self, guest):
        """Create a guest directory (and its parents) if missing; returns its host path.

        A file squatting on the name is left alone: later opens below it fail normally.
        """
        host = self.host_path(self.split(guest))
        try:
            os.makedirs(host, exist_ok=True)
        except OSError:
            pass
        self.check_inside(host)
        return host

    # -- host-side helpers ---------------------------------------------------------------
    def install_file(self, host_src, name):
        """Copy a host file to guest path ``name`` (the guest's own exe, so
        GetModuleFileName names a file that exists), replacing what was there unless it
        is that very file; missing folders are made."""
        dst = self.host_path(self.split(name))
        if os.path.exists(dst) and os.path.samefile(host_src, dst):
            return dst
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        self.check_inside(dst)
        shutil.copyfile(host_src, dst)
        # The guest epoch, not the wall time of the copy: runs stay repeatable.
        os.utime(dst, (GUEST_EPOCH, GUEST_EPOCH))
        return dst

    def include(self, globs, base_dir=None):
        """``--vfs-include=GLOB``: copy host files matching each glob (relative to
        ``base_dir``, default the current directory) into the VFS, keeping their paths
        relative to ``base_dir``. ``**`` matches any depth. Returns the guest paths copied.

        Files outside ``base_dir`` (a glob such as ``../x``) are refused with ValueError,
        since they have no relative path to keep.
        """
        if isinstance(globs, str):
            globs = [globs]
        base = os.path.realpath(base_dir or os.getcwd())
        copied = []
        for pattern in globs:
            matches = sorted(glob.glob(os.path.join(base, pattern), recursive=True))
            for src in matches:
                if not os.path.isfile(src):
                    continue
                rel = os.path.relpath(os.path.realpath(src), base)
                if rel == os.pardir or rel.startswith(os.pardir + os.sep) or os.path.isabs(rel):
                    raise ValueError("--vfs-include: %s is outside %s" % (src, base))
                guest = "C:\\" + rel.replace(os.sep, "\\")
                parts = self.split(guest)
                dst = self.host_path(parts)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copy2(src, dst)
                copied.append(self.guest_path(parts))
        return copied


def climbs(path):
    """Whether a guest path holds a '..' component: the program's calls normalise it as
    Windows does, and the readers of names from outside the guest (an agent's file
    actions, a recording's included files) refuse it."""
    return ".." in path.replace("/", "\\").split("\\")


def host_absolute(path):
    """Whether a guest path starts with '/': the program's calls take it as Windows does
    (rooted on drive C:), and the readers of names from outside the guest refuse it, as
    what a person or agent writing one means is a host path."""
    return path.startswith("/")


#: The devices Windows finds in a path's last component (RtlIsDosDeviceName_U): CONIN$ and
#: CONOUT$ are names CreateFile knows only on their own.
_DOS_DEVICES = frozenset(["AUX", "CON", "NUL", "PRN"] + ["COM%d" % i for i in range(1, 10)]
                         + ["LPT%d" % i for i in range(1, 10)])


def dos_device(path):
    """The DOS device a path names, upper case, or None. Windows reads it from the last
    component, whatever the folder before it: a trailing ':' goes, then an extension
    (``nul.txt``, ``NUL:.txt``), or trailing spaces when there is none (``"NUL "``);
    the device namespace names one directly (``\\\\.\\NUL``). A ``\\\\?\\`` path is
    taken literally and names none."""
    if path.startswith("\\\\.\\") or path.startswith("//./"):
        name = path[4:].upper()
        return name if name in _DOS_DEVICES else None
    if path[:2] in ("\\\\", "//", "\\/", "/\\"):
        return None
    end = len(path)
    if path.endswith(":"):
        end -= 1
    start = end
    while start > 0:
        ch = path[start - 1]
        if ch in "\\/" or (ch == ":" and path[start:start + 1] != "."):
            break
        start -= 1
    leaf = path[start:end]
    dot = leaf.find(".")
    if dot >= 0:
        stem = leaf[:dot]
        if stem.endswith(":"):
            stem = stem[:-1]
    else:
        stem = leaf.rstrip(" ")
    stem = stem.upper()
    return stem if stem in _DOS_DEVICES else None


def is_device_name(name):
    """True for CON, nul.txt, COM1.log...: names Win32 maps to devices."""
    stem = name.split(".", 1)[0].rstrip(" ").upper()
    return stem in DEVICE_NAMES


def _find_ci(folder, name):
    """The entry of ``folder`` equal to ``name`` ignoring case (exact match first)."""
    if os.path.lexists(os.path.join(folder, name)):
        return name
    try:
        entries = os.listdir(folder)
    except OSError:
        return None
    low = name.casefold()
    for entry in sorted(entries):
        if entry.casefold() == low:
            return entry
    return None
