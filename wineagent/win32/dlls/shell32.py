"""SHELL32's ShellExecute and KERNEL32's CreateProcess/WinExec: starting other programs.

See ``launch.py`` for what starting a program means in a one-process VM.
"""

import struct

from ...abi.api import Unimplemented, api
from ..core.winerror import ERROR_INVALID_HANDLE
from ..kernel.launch import Process, start_program
from ..kernel.process import is_current_process

S = "SHELL32.dll"
K = "KERNEL32.dll"
SE_ERR_FNF, SE_ERR_ACCESSDENIED = 2, 5
SEE_MASK_NOCLOSEPROCESS = 0x40
STILL_ACTIVE = 259
_EXECUTABLE = (".exe", ".com")


def _check_verb(api_name, verb, target):
    if verb and verb.lower() not in ("open", "runas"):
        raise Unimplemented("%s!%s: verb %r (only \"open\" starts programs here)" % (
            S, api_name, verb))
    name = (target or "").strip().strip('"').lower()
    if not name.endswith(_EXECUTABLE):
        # Opening a document means following a file association to another program.
        raise Unimplemented("%s!%s of a document (%s): file associations" % (
            S, api_name, target))


@api(S, "ShellExecute{AW}", "HWND hwnd, LPCTSTR verb, LPCTSTR file, LPCTSTR params, LPCTSTR dir, INT show")
def ShellExecute(c, hwnd, verb, file, params, dir, show):
    _check_verb(c.spec.name, verb, file)
    proc = start_program(c.vm, c.spec.full_name, file, params or "", dir)
    if proc is None:
        return SE_ERR_ACCESSDENIED if c.vm.last_error == 5 else SE_ERR_FNF
    return 42  # > 32: success, as documented


@api(S, "ShellExecuteEx{AW}", "LPVOID info")
def ShellExecuteEx(c, info):
    mem = c.vm.mem
    size, mask, hwnd, verb, file, params, dir_, show = struct.unpack("<8I", mem.read(info, 32))
    verb, file, params, dir_ = (c.read_str(p) if p else None for p in (verb, file, params, dir_))
    _check_verb(c.spec.name, verb, file)
    proc = start_program(c.vm, c.spec.full_name, file, params or "", dir_)
    if proc is None:
        mem.w32(info + 32, SE_ERR_ACCESSDENIED if c.vm.last_error == 5 else SE_ERR_FNF)
        return 0
    mem.w32(info + 32, 42)
    if mask & SEE_MASK_NOCLOSEPROCESS and size >= 60:
        mem.w32(info + 56, c.vm.new_handle(proc))
    return 1


def _program_key(path):
    """A program path compared loosely: case-insensitive, with or without ".exe"."""
    p = path.strip().strip('"').lower()
    return p[:-4] if p.endswith(".exe") else p


def _split_command(cmdline):
    """First token (quoted or not) and the rest of a command line."""
    cmdline = (cmdline or "").strip()
    if cmdline.startswith('"'):
        exe, _, rest = cmdline[1:].partition('"')
    else:
        exe, _, rest = cmdline.partition(" ")
    return exe, rest.strip()


@api(K, "CreateProcess{AW}", "LPCTSTR app, LPCTSTR cmdline, LPVOID pattr, LPVOID tattr, BOOL inherit, DWORD flags, LPVOID env, LPCTSTR cwd, LPVOID si, LPVOID pi")
def CreateProcess(c, app, cmdline, pattr, tattr, inherit, flags, env, cwd, si, pi):
    exe, args = _split_command(cmdline)
    if app:
        exe, args = app, (cmdline or "")
        first, rest = _split_command(args)
        if _program_key(first) == _program_key(app):
            args = rest  # lpCommandLine conventionally repeats the program as argv[0]
    if not exe.lower().endswith(_EXECUTABLE):
        exe += ".exe"  # as documented: the .exe extension is assumed
    proc = start_program(c.vm, c.spec.full_name, exe, args, cwd)
    if proc is None:
        return 0
    if pi:
        c.vm.mem.write(pi, struct.pack("<4I", c.vm.new_handle(proc), c.vm.new_handle(Process()),
                                       0x200, 0x204))
    return 1


@api(K, "WinExec", "LPCSTR cmdline, UINT show")
def WinExec(c, cmdline, show):
    exe, args = _split_command(cmdline)
    if not exe.lower().endswith(_EXECUTABLE):
        exe += ".exe"
    proc = start_program(c.vm, c.spec.full_name, exe, args, None)
    if proc is None:
        return 2 if c.vm.last_error != 3 else 3  # ERROR_FILE_NOT_FOUND / PATH_NOT_FOUND
    return 33  # > 31: success


@api(K, "GetExitCodeProcess", "HANDLE h, LPVOID code")
def GetExitCodeProcess(c, h, code):
    if is_current_process(c.vm, h):  # the current process is still running
        c.vm.mem.w32(code, STILL_ACTIVE)
        return 1
    proc = c.vm.handles.get(h)
    if not isinstance(proc, Process):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    c.vm.mem.w32(code, proc.exit_code)
    return 1
