"""The folders a program's searches look in: SearchPath's for files (SetSearchPathMode
moves the current folder), and the DLL search path (SetDllDirectory, AddDllDirectory,
what RtlGetSearchPath, RtlGetExePath and LdrGetDllPath answer).

The classic DLL search path is the program's folder, the DLL directory if one is set
(else, outside safe mode, the current folder), the system folder, the 16-bit system
folder, the Windows folder, the current folder in safe DLL search mode (Windows'
default) and the PATH variable's folders, joined with ";".
"""

import os
from dataclasses import dataclass, field

from .vfs import VfsError

__all__ = ["SearchState", "SYSTEM32", "SYSTEM", "WINDOWS", "search_path", "app_dir",
           "first_file"]

SYSTEM32, SYSTEM, WINDOWS = "C:\\WINDOWS\\SYSTEM32", "C:\\WINDOWS\\SYSTEM", "C:\\WINDOWS"


@dataclass
class SearchState:
    """Per process: SetSearchPathMode's state and the DLL folders the program added."""

    #: SearchPath looks in the current folder after the system ones (safe mode)
    safe_search: bool = False
    #: BASE_SEARCH_PATH_PERMANENT was given: safe mode stays on
    locked: bool = False
    #: SetDllDirectory's folder; "" removes the current folder; None: not set
    dll_directory: str = None
    #: AddDllDirectory's folders by cookie, in the order they were added
    user_dirs: dict = field(default_factory=dict)
    next_cookie: int = 1


def app_dir(vm):
    """The program's folder as GetModuleFileName's path gives it ("C:" for C:\\x.exe)."""
    return vm.image_path.rsplit("\\", 1)[0]


def search_path(first, dll_dir, safe, path_var):
    """The classic search path: ``first`` (the program's or the module's folder), then
    the folders above; ``dll_dir`` None when no DLL directory is set."""
    parts = [first]
    if dll_dir is not None:
        if dll_dir:
            parts.append(dll_dir)
    elif not safe:
        parts.append(".")
    parts += [SYSTEM32, SYSTEM, WINDOWS]
    if dll_dir is None and safe:
        parts.append(".")
    return ";".join(parts) + ";" + (path_var or "")


def first_file(vm, paths):
    """(guest path, host path) of the first of the guest ``paths`` that names a file on
    the guest's drive; None when none does (a path the drive refuses is passed over)."""
    for path in paths:
        try:
            _, host = vm.vfs.resolve(path)
        except VfsError:
            continue
        if os.path.isfile(host):
            return path, host
    return None
