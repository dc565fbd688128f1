"""The programs of the guest's system folder: ``C:\\WINDOWS\\SYSTEM32\\cmd.exe``.

Windows keeps its command interpreter in the system folder, and programs start it
there: the C runtime's ``system()`` and ``_popen`` through COMSPEC (which names
``C:\\Windows\\System32\\cmd.exe``, kernel/environ.py), installers and build tools through
CreateProcess of ``cmd.exe /c ...`` (found by the search path's system folder). Ours is a
console program of our own (guests/cmd.c, built by guests/Makefile into ``system32/`` next
to this module and shipped as package data).

The drive gets the file the first time a path into ``C:\\WINDOWS`` is looked up (the
Windows folders are created on demand too, files-registry.md), so a program that never
looks there keeps a drive holding only what it wrote. A file already at that name — a
drive the operator gave that has its own ``cmd.exe``, or a program placed there — is
left alone.
"""

import os
import shutil

__all__ = ["SYSTEM_FILES", "install_system_files"]

#: The host folder of the files (package data).
HOST_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "system32")
#: The files put into C:\WINDOWS\SYSTEM32, by name.
SYSTEM_FILES = ("cmd.exe",)


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
