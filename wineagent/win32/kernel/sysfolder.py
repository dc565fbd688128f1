"""The programs of the guest's system folder: ``C:\\WINDOWS\\SYSTEM32\\cmd.exe``.

Windows keeps its command interpreter in the system folder, and programs start it
there: the C runtime's ``system()`` and ``_popen`` through COMSPEC (which names
``C:\\Windows\\System32\\cmd.exe``, kernel/environ.py), installers and build tools through
CreateProcess of ``cmd.exe /c ...`` (found by the search path's system folder). Ours is a
console program of our own (guests/cmd.c, built by guests/Makefile into ``system32/`` next
to this module and shipped as package data).

The drive gets the files the first time one of them, or the system folder itself (a
listing, a search of it), is looked up: the Windows folders are created on demand too
(files-registry.md), and a program that never looks there (a DLL search passes by the
folder, asking for other names) keeps a drive holding only what it wrote. A file already at that name — a
drive the operator gave that has its own ``cmd.exe``, or a program placed there — is
left alone.
"""

import os
import shutil

__all__ = ["SYSTEM_FILES", "install_system_files", "wants_system_files"]

#: The host folder of the files (package data).
HOST_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "system32")
#: The files put into C:\WINDOWS\SYSTEM32, by name.
SYSTEM_FILES = ("cmd.exe",)


_NAMES = frozenset(n.upper() for n in SYSTEM_FILES)


def wants_system_files(parts):
    """Whether the guest path ``parts`` (components below C:\\) is the system folder, a
    file of it this module provides, or a pattern there (``*``, ``cmd.*``, ``CMD``
    without its extension: what PATHEXT searches try first)."""
    if parts[0].upper() != "WINDOWS" or parts[1].upper() != "SYSTEM32" or len(parts) > 3:
        return False
    if len(parts) == 2:
        return True
    name = parts[2].upper()
    return name in _NAMES or "*" in name or "?" in name or \
        any(n.startswith(name + ".") for n in _NAMES)


def install_system_files(root, find_ci, epoch):
    """Copy the system folder's files onto the drive whose host folder is ``root`` where
    no file of that name is (names compared ignoring case through ``find_ci(folder,
    name)``); their times are ``epoch`` (Unix seconds), as the drive's other first files.
    Folders are made as needed; a name that is a folder on the drive is skipped."""
    folder = root
    for comp in ("WINDOWS", "SYSTEM32"):
        match = find_ci(folder, comp)
        folder = os.path.join(folder, match or comp)
        if match is None:
            try:
                os.mkdir(folder)
            except OSError:
                return
    real = os.path.realpath(folder)
    if not os.path.isdir(folder) or not real.startswith(os.path.realpath(root) + os.sep):
        return      # a file squats on the name, or a link leads off the drive
    for name in SYSTEM_FILES:
        src = os.path.join(HOST_DIR, name)
        if find_ci(folder, name) is not None or not os.path.isfile(src):
            continue
        dst = os.path.join(folder, name)
        shutil.copyfile(src, dst)
        os.utime(dst, (epoch, epoch))
