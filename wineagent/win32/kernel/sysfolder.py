"""The programs of the guest's Windows folders: ``C:\\WINDOWS\\SYSTEM32\\cmd.exe``, Notepad
(``C:\\WINDOWS\\SYSTEM32\\notepad.exe``, ``C:\\WINDOWS\\notepad.exe``) and the console
utilities (``where.exe``, ``findstr.exe``, ...).

Windows keeps its command interpreter in the system folder, and programs start it
there: the C runtime's ``system()`` and ``_popen`` through COMSPEC (which names
``C:\\Windows\\System32\\cmd.exe``, kernel/environ.py), installers and build tools through
CreateProcess of ``cmd.exe /c ...`` (found by the search path's system folder). Ours is a
console program of our own (guests/cmd.c, built by guests/Makefile into ``system32/`` next
to this module and shipped as package data). Notepad is what the registry's text file
classes run (``%SystemRoot%\\system32\\NOTEPAD.EXE %1``, kernel/regdefaults.py): an
installer's "Show Readme", ``start readme.txt``; Windows has it in both folders. Ours is
the bundled app (guests/notepad.c, ``wineagent/apps/exe/notepad.exe``), which takes
Windows Notepad's command line ``notepad [/p] PATH``. The console utilities scripts run
(``where``, ``findstr``, ``find``, ``sort``, ``more``, ``hostname``, ``whoami``) are copies
of one program of our own (guests/sysutils.c, ``system32/sysutils.exe``), which is each
of them by its file name.

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

_HERE = os.path.dirname(os.path.abspath(__file__))
#: The host folder of the system folder's own files (package data).
HOST_DIR = os.path.join(_HERE, "system32")
#: The bundled programs' folder (package data: wineagent/apps/exe).
_APPS_DIR = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "apps", "exe")
#: The files put on the drive: guest folder (components below C:\) -> {name: host file}.
#: The console utilities: one program (guests/sysutils.c) that is each of them by the
#: name it runs under.
UTILITIES = ("where", "findstr", "find", "sort", "more", "hostname", "whoami", "timeout",
             "choice", "attrib", "xcopy")
SYSTEM_FILES = {
    ("WINDOWS", "SYSTEM32"): dict(
        [("cmd.exe", os.path.join(HOST_DIR, "cmd.exe")),
         ("notepad.exe", os.path.join(_APPS_DIR, "notepad.exe"))] +
        [(name + ".exe", os.path.join(HOST_DIR, "sysutils.exe")) for name in UTILITIES]),
    ("WINDOWS",): {
        "notepad.exe": os.path.join(_APPS_DIR, "notepad.exe"),
    },
}


_NAMES = {folder: frozenset(n.upper() for n in files) for folder, files in SYSTEM_FILES.items()}


def wants_system_files(parts):
    """Whether the guest path ``parts`` (components below C:\\) is the system folder, a
    file this module provides, or a pattern in one of its folders (``*``, ``cmd.*``,
    ``CMD`` without its extension: what PATHEXT searches try first)."""
    upper = [p.upper() for p in parts]
    if upper[:2] == ["WINDOWS", "SYSTEM32"] and len(upper) == 2:
        return True
    for folder, names in _NAMES.items():
        if len(upper) != len(folder) + 1 or tuple(upper[:-1]) != folder:
            continue
        name = upper[-1]
        if name in names or "*" in name or "?" in name or \
                any(n.startswith(name + ".") for n in names):
            return True
    return False


def install_system_files(root, find_ci, epoch):
    """Copy the files of SYSTEM_FILES onto the drive whose host folder is ``root`` where
    no file of that name is (names compared ignoring case through ``find_ci(folder,
    name)``); their times are ``epoch`` (Unix seconds), as the drive's other first files.
    Folders are made as needed; a name that is a folder on the drive is skipped."""
    for parts, files in SYSTEM_FILES.items():
        folder = _make_folder(root, parts, find_ci)
        if folder is None:
            continue
        for name, src in files.items():
            if find_ci(folder, name) is not None or not os.path.isfile(src):
                continue
            dst = os.path.join(folder, name)
            shutil.copyfile(src, dst)
            os.utime(dst, (epoch, epoch))


def _make_folder(root, parts, find_ci):
    """The host folder of the guest folder ``parts`` on the drive at ``root``, made as
    needed; None where a file squats on a name or a link leads off the drive."""
    folder = root
    for comp in parts:
        match = find_ci(folder, comp)
        folder = os.path.join(folder, match or comp)
        if match is None:
            try:
                os.mkdir(folder)
            except OSError:
                return None
    real = os.path.realpath(folder)
    if not os.path.isdir(folder) or not real.startswith(os.path.realpath(root) + os.sep):
        return None
    return folder
