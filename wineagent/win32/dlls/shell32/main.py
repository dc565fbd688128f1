"""SHELL32's ShellExecute(Ex): starting other programs (KERNEL32's CreateProcess and
WinExec are in kernel32/process.py) and opening documents through their file
associations (kernel/fileassoc.py); and shell32's DllGetVersion.

See ``launch.py`` for what starting a program means in a one-process VM.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.fileassoc import (command_line, document_class, extension, find_program,
                                 split_program, verb_command)
from ...kernel.launch import start_program
from ...kernel.searchpath import SYSTEM32
from ...kernel.vfs import VfsError
from ...core.dllnames import SHELL32
from ...core.structures import SHELLEXECUTEINFO
from ...core.winerror import (ERROR_BAD_FORMAT, ERROR_FILE_NOT_FOUND, ERROR_NO_ASSOCIATION,
                              ERROR_PATH_NOT_FOUND)
from ...core.winver import write_dll_version
from ..advapi32.main import KeyHandle

SE_ERR_FNF, SE_ERR_PNF, SE_ERR_ACCESSDENIED, SE_ERR_NOASSOC = 2, 3, 5, 31
SEE_MASK_CLASSNAME, SEE_MASK_CLASSKEY, SEE_MASK_NOCLOSEPROCESS = 0x1, 0x3, 0x40
_EXECUTABLE = (".exe", ".com")
_BATCH = (".bat", ".cmd")
SEE_MASK_DOENVSUBST = 0x200
#: the SEE_MASK flags this ShellExecuteEx follows, or that change nothing here (HOTKEY,
#: CONNECTNETDRV, NOASYNC/FLAG_DDEWAIT, FLAG_NO_UI, UNICODE, NO_CONSOLE, ASYNCOK, HMONITOR,
#: NOZONECHECKS, NOQUERYCLASSSTORE, WAITFORINPUTIDLE, FLAG_LOG_USAGE)
_MASKS = (SEE_MASK_CLASSKEY | SEE_MASK_NOCLOSEPROCESS | SEE_MASK_DOENVSUBST | 0x20 | 0x80
          | 0x100 | 0x400 | 0x4000 | 0x8000 | 0x100000 | 0x200000 | 0x800000 | 0x1000000
          | 0x2000000 | 0x4000000)


def _run(vm, api_name, line, directory):
    """Start a verb's command line; a batch file runs in COMSPEC's ``/c``, as
    CreateProcess does. Returns (SE code, process or None)."""
    prog, rest = split_program(line)
    prog = find_program(vm, prog)
    if prog.lower().endswith(_BATCH):
        comspec = vm.kernel.environment.get("COMSPEC") or SYSTEM32 + "\\cmd.exe"
        cmd = '%s /c ""%s"%s"' % (comspec, prog, (" " + rest) if rest else "")
        proc = start_program(vm, api_name, comspec, cmd[len(comspec) + 1:], directory,
                             command_line=cmd)
    else:
        proc = start_program(vm, api_name, prog, rest, directory,
                             command_line='"%s"%s' % (prog, (" " + rest) if rest else ""))
    if proc is None:
        code = vm.last_error
        return (code if code < 32 else ERROR_BAD_FORMAT), None
    return 42, proc


def _document(vm, file, directory):
    """(full guest path, host path) of the document, relative to ``directory`` when it
    is given; (None, error) when there is no such file."""
    path = file.strip().strip('"')
    relative = not (path[1:2] == ":" or path.startswith("\\"))
    if relative and directory:
        path = directory.rstrip("\\/") + "\\" + path
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError as e:
        return None, e.code
    if not os.path.exists(host):
        return None, ERROR_FILE_NOT_FOUND if os.path.isdir(os.path.dirname(host)) \
            else ERROR_PATH_NOT_FOUND
    return vm.vfs.guest_path(parts), host


def shell_execute(vm, api_name, verb, file, params, directory, cls=None):
    """ShellExecute(Ex)'s work: (code > 32 and the process, or an SE_ERR_* code and
    None), ``vm.last_error`` set on failure. A program (.exe, .com) opened or run as
    administrator starts itself; anything else follows the class of ``cls`` (a class
    key, SEE_MASK_CLASSNAME/CLASSKEY) or the file's extension to its verb's command
    (kernel/fileassoc.py)."""
    target = (file or "").strip().strip('"')
    if not target and cls is None:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return SE_ERR_FNF, None
    scheme = target.split(":", 1)[0]
    if len(scheme) > 1 and ":" in target and scheme.isalpha() and cls is None:
        raise Unimplemented("%s of a URL (%s): protocol handlers" % (api_name, target))
    if cls is None and target.lower().endswith(_EXECUTABLE) and \
            (not verb or verb.lower() in ("open", "runas")):
        full, _host = _document(vm, target, directory)
        proc = start_program(vm, api_name, full or find_program(vm, target), params or "",
                             directory)
        if proc is None:
            return (SE_ERR_ACCESSDENIED if vm.last_error == 5 else SE_ERR_FNF), None
        return 42, proc
    full, host = _document(vm, target, directory)
    if full is None:
        vm.last_error = host
        return (SE_ERR_FNF if host == ERROR_FILE_NOT_FOUND else SE_ERR_PNF), None
    if cls is None and os.path.isdir(host):
        # a folder opens in Explorer (the Folder and Directory classes' verbs)
        raise Unimplemented("%s of a folder (%s): Explorer" % (api_name, target))
    if cls is None:
        ext = extension(target)
        cls = document_class(vm.registry, ext) if ext else None
    verb, command = verb_command(vm, cls, verb) if cls is not None else (verb, None)
    if command is None:
        vm.last_error = ERROR_NO_ASSOCIATION
        return SE_ERR_NOASSOC, None
    return _run(vm, api_name, command_line(command, full, params or ""), directory)


@api(SHELL32, "ShellExecute{AW}", "HWND hwnd, LPCTSTR verb, LPCTSTR file, LPCTSTR params, LPCTSTR dir, INT show", widths=BOTH)
def ShellExecute(c, hwnd, verb, file, params, dir, show):
    code, _proc = shell_execute(c.vm, c.spec.full_name, verb, file, params, dir)
    return code


@api(SHELL32, "ShellExecuteEx{AW}", "LPVOID info", widths=BOTH)
def ShellExecuteEx(c, info):
    """ShellExecute with SHELLEXECUTEINFO: SEE_MASK_CLASSNAME (lpClass: an extension or
    a ProgID) or SEE_MASK_CLASSKEY (hkeyClass) chooses the class; SEE_MASK_NOCLOSEPROCESS
    returns the process. Failure: FALSE, hInstApp the SE_ERR_* code and the last error
    (ERROR_NO_ASSOCIATION when there is no command for the verb)."""
    vm = c.vm
    sei = c.struct(SHELLEXECUTEINFO, info)
    size, mask = sei.cbSize, sei.fMask
    if mask & ~_MASKS:
        raise Unimplemented("%s (SEE_MASK %#x)" % (c.spec.full_name, mask & ~_MASKS))
    verb, file, params, dir_ = (c.read_str(p) if p else None
                                for p in (sei.lpVerb, sei.lpFile, sei.lpParameters,
                                          sei.lpDirectory))
    if mask & SEE_MASK_DOENVSUBST:
        file, dir_ = (vm.kernel.environment.expand(t) if t else t for t in (file, dir_))
    cls = None
    if mask & SEE_MASK_CLASSKEY == SEE_MASK_CLASSKEY:
        h = sei.hkeyClass & 0xFFFFFFFF
        handle = vm.handles.get(h, KeyHandle)
        cls = vm.registry.roots.get(h) or (handle.key if handle is not None else None)
    elif mask & SEE_MASK_CLASSNAME:
        name = c.read_str(sei.lpClass) if sei.lpClass else ""
        cls = document_class(vm.registry, name)
    if mask & SEE_MASK_CLASSNAME and cls is None:
        sei.hInstApp = SE_ERR_NOASSOC
        vm.last_error = ERROR_NO_ASSOCIATION
        return 0
    code, proc = shell_execute(vm, c.spec.full_name, verb, file, params, dir_, cls)
    sei.hInstApp = code
    if proc is None:
        return 0
    if mask & SEE_MASK_NOCLOSEPROCESS and size >= sei.size:
        sei.hProcess = vm.new_handle(proc)
    return 1


@api(SHELL32, "DllGetVersion", "LPVOID info", widths=BOTH)
def DllGetVersion(c, info):
    # shell32 reports 6.0 (programs check for 4.71/5.0 before using the newer shell),
    # with Windows 10's build (core/winver.py).
    return write_dll_version(c.vm.mem, info, 6, 0)
