"""SHELL32: SHCreateDirectoryEx / SHCreateDirectory, SHPathPrepareForWrite, ExtractIconEx,
FindExecutable.

SHCreateDirectoryEx makes a directory and every missing one above it, answering a Win32
error code (and setting it as the last error) as documented: ERROR_SUCCESS,
ERROR_BAD_PATHNAME for a relative path, ERROR_FILENAME_EXCED_RANGE for one of MAX_PATH
characters or more, ERROR_ALREADY_EXISTS when the directory (or a file of that name) is there, ERROR_PATH_NOT_FOUND when a file stands in the way above it.
ExtractIconEx hands out the running program's icon groups (as ExtractIcon in
``shell32_more.py``) at the large (32x32) and small (16x16) sizes.
"""

import os
from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import scalar_size
from ...core.winerror import (E_INVALIDARG, ERROR_ALREADY_EXISTS, ERROR_BAD_PATHNAME,
                             ERROR_DIRECTORY, ERROR_FILENAME_EXCED_RANGE,
                             ERROR_PATH_NOT_FOUND, S_OK, hresult_from_win32)
from ...kernel.fileassoc import (command_line, document_class, extension, find_program,
                                 split_program, verb_command)
from ...kernel.files import note_new_dir, win32_error
from ...kernel.vfs import VfsError
from ...user.resources import load_icon
from .more import _group_icon_names
from .stockicons import SHELL32_ICONS, is_shell32, shell32_icon
from ...core.dllnames import SHELL32

MAX_PATH = 260


def _create_tree(vm, path):
    if not path or not (len(path) >= 3 and path[1] == ":" and path[2] in "\\/"
                        or path.startswith("\\\\")):
        return ERROR_BAD_PATHNAME
    if len(path) >= MAX_PATH:
        return ERROR_FILENAME_EXCED_RANGE
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError as e:
        return e.code
    if os.path.exists(host):
        # A directory or a file of that name: both are "already exists" (MSDN lists
        # ERROR_FILE_EXISTS and ERROR_ALREADY_EXISTS alike; Windows and Wine give the latter).
        return ERROR_ALREADY_EXISTS
    missing = []
    cur = host
    while not os.path.exists(cur):
        missing.append(cur)
        parent = os.path.dirname(cur)
        if parent == cur:
            return ERROR_PATH_NOT_FOUND
        cur = parent
    if not os.path.isdir(cur):
        return ERROR_PATH_NOT_FOUND      # a file where a directory should be
    try:
        for d in reversed(missing):
            os.mkdir(d)
            note_new_dir(vm, d)
    except OSError as e:
        return win32_error(e, vm.vfs, parts)
    return 0


@api(SHELL32, "SHCreateDirectoryEx{AW}", "HWND hwnd, LPCTSTR path, LPVOID sa", widths=BOTH)
def SHCreateDirectoryEx(c, hwnd, path, sa):
    code = _create_tree(c.vm, path)
    c.vm.last_error = code
    return code


@api(SHELL32, "SHCreateDirectory", "HWND hwnd, LPCWSTR path", widths=BOTH)
def SHCreateDirectory(c, hwnd, path):
    code = _create_tree(c.vm, path)
    c.vm.last_error = code
    return code


SHPPFW_DIRCREATE, SHPPFW_ASKDIRCREATE, SHPPFW_IGNOREFILENAME, SHPPFW_MEDIACHECKONLY = \
    0x1, 0x2, 0x4, 0x10


def _folder_state(vm, path):
    """0 when ``path`` is a folder there; else the Win32 error saying why not (a missing
    folder is a missing path, whether or not its parent is there)."""
    try:
        _, host = vm.vfs.resolve(path)
    except VfsError as e:
        return e.code
    if os.path.isdir(host):
        return 0
    return ERROR_DIRECTORY if os.path.exists(host) else ERROR_PATH_NOT_FOUND


@api(SHELL32, "SHPathPrepareForWrite{AW}", "HWND hwnd, LPVOID modless, LPCTSTR path, DWORD flags",
     widths=BOTH)
def SHPathPrepareForWrite(c, hwnd, modless, path, flags):
    """Make sure a folder is there to write into. Windows would remount a network drive
    or ask for removable media first; the guest's drives are always there. With
    SHPPFW_DIRCREATE the folder (and any missing above it) is created; with
    SHPPFW_IGNOREFILENAME the path's last part is a file name and not looked at;
    SHPPFW_MEDIACHECKONLY checks the drive alone (SHPPFW_NOWRITECHECK is documented as
    not implemented). S_OK when the folder is there, else HRESULT_FROM_WIN32 of why:
    ERROR_DIRECTORY for a file of that name, ERROR_PATH_NOT_FOUND for a missing one (as
    Wine 8 answers; Wine 8 ignores SHPPFW_MEDIACHECKONLY and checks the path)."""
    vm = c.vm
    if path is None:
        return E_INVALIDARG
    if flags & SHPPFW_IGNOREFILENAME:
        cut = path.rfind("\\")
        path = path[:cut + 1] if cut == 2 and path[1:2] == ":" else path[:max(cut, 0)]
    if flags & SHPPFW_MEDIACHECKONLY:
        root = path[:3] if len(path) >= 3 and path[1] == ":" else path
        return hresult_from_win32(_folder_state(vm, root))
    state = _folder_state(vm, path)
    if state and flags & SHPPFW_ASKDIRCREATE and not flags & SHPPFW_DIRCREATE:
        # Windows asks the user whether to create it; that question is not built here.
        raise Unimplemented("SHELL32.dll!SHPathPrepareForWrite(SHPPFW_ASKDIRCREATE) asking "
                            "to create %s" % path)
    if state and flags & (SHPPFW_DIRCREATE | SHPPFW_ASKDIRCREATE):
        _create_tree(vm, path)
        state = _folder_state(vm, path)
    return S_OK if not state else hresult_from_win32(state)


@api(SHELL32, "ExtractIconEx{AW}", "LPCTSTR file, INT index, LPVOID large, LPVOID small, UINT count", widths=BOTH)
def ExtractIconEx(c, file, index, large, small, count):
    vm = c.vm
    if is_shell32(vm, file):             # shell32's own icons (stockicons.py)
        if index == -1 and not large and not small:
            return len(SHELL32_ICONS)
        wanted = range(index, min(index + count, len(SHELL32_ICONS))) if index >= 0 else [index]
        step = scalar_size("HICON", vm.ptr_size)
        for i, which in enumerate(wanted):
            for arr, size in ((large, 32), (small, 16)):
                if arr:
                    vm.mem.write(arr + step * i,
                                 shell32_icon(vm, which, size).to_bytes(step, "little"))
        return len(wanted)
    # A file that is not there: UINT_MAX (as PrivateExtractIcons, which it calls).
    try:
        parts, host = vm.vfs.resolve(file or "")
    except VfsError:
        return 0xFFFFFFFF
    if not os.path.isfile(host):
        return 0xFFFFFFFF
    if not vm.is_image(parts):
        raise Unimplemented("%s!%s (icons of another file: %s)" % (SHELL32, c.spec.name, file))
    names = _group_icon_names(vm)
    if index == -1 and not large and not small:
        return len(names)                # the number of icons in the file
    if index < 0:
        wanted = [(-index) & 0xFFFFFFFF]  # -id: the group with that resource id
        wanted = [n for n in names if n == wanted[0]][:1]
    else:
        wanted = names[index:index + count]
    done, step = 0, scalar_size("HICON", vm.ptr_size)      # arrays of HICONs
    for i, name in enumerate(wanted):
        for arr, size in ((large, (32, 32)), (small, (16, 16))):
            if arr:
                icon = load_icon(vm, name, False, size)
                h = vm.gdi.add(icon) if icon is not None else 0
                vm.mem.write(arr + step * i, h.to_bytes(step, "little"))
        done += 1
    return done


SE_ERR_FNF, SE_ERR_NOASSOC = 2, 31
_PROGRAMS = (".exe", ".com", ".bat", ".cmd", ".pif")


@api(SHELL32, "FindExecutable{AW}", "LPCTSTR file, LPCTSTR dir, LPVOID result", widths=BOTH)
def FindExecutable(c, file, directory, result):
    """The program that opens ``file``: a program is its own (its full path); a
    document's is the program of its class's default verb (kernel/fileassoc.py), as
    CreateProcess would find it, SE_ERR_NOASSOC when there is none; a missing file is
    SE_ERR_FNF with an empty result."""
    vm = c.vm
    if result:
        c.write_str(result, "", 1)
    if not file:
        return SE_ERR_FNF
    path = file
    relative = not (len(file) >= 2 and file[1] == ":" or file.startswith("\\"))
    if relative and directory:
        path = directory.rstrip("\\/") + "\\" + file
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError:
        return SE_ERR_FNF
    if not os.path.isfile(host):
        return SE_ERR_FNF
    full = vm.vfs.guest_path(parts)
    if os.path.splitext(host)[1].lower() not in _PROGRAMS:
        ext = extension(file)
        cls = document_class(vm.registry, ext) if ext else None
        command = verb_command(vm, cls)[1] if cls is not None else None
        if command is None:
            return SE_ERR_NOASSOC
        full = find_program(vm, split_program(command_line(command, full, ""))[0])
    if result:
        c.write_str(result, full, MAX_PATH)
    return 42           # > 32: success, as documented
