"""SHELL32's ShellExecute(Ex): starting other programs (KERNEL32's CreateProcess and
WinExec are in kernel32/process.py); and shell32's DllGetVersion.

See ``launch.py`` for what starting a program means in a one-process VM.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.launch import start_program
from ...core.dllnames import SHELL32
from ...core.structures import SHELLEXECUTEINFO
from ...core.winver import write_dll_version

SE_ERR_FNF, SE_ERR_ACCESSDENIED = 2, 5
SEE_MASK_NOCLOSEPROCESS = 0x40
_EXECUTABLE = (".exe", ".com")


def _check_verb(api_name, verb, target):
    if verb and verb.lower() not in ("open", "runas"):
        raise Unimplemented("%s!%s: verb %r (only \"open\" starts programs here)" % (
            SHELL32, api_name, verb))
    name = (target or "").strip().strip('"').lower()
    if not name.endswith(_EXECUTABLE):
        # Opening a document means following a file association to another program.
        raise Unimplemented("%s!%s of a document (%s): file associations" % (
            SHELL32, api_name, target))


@api(SHELL32, "ShellExecute{AW}", "HWND hwnd, LPCTSTR verb, LPCTSTR file, LPCTSTR params, LPCTSTR dir, INT show", widths=BOTH)
def ShellExecute(c, hwnd, verb, file, params, dir, show):
    _check_verb(c.spec.name, verb, file)
    proc = start_program(c.vm, c.spec.full_name, file, params or "", dir)
    if proc is None:
        return SE_ERR_ACCESSDENIED if c.vm.last_error == 5 else SE_ERR_FNF
    return 42  # > 32: success, as documented


@api(SHELL32, "ShellExecuteEx{AW}", "LPVOID info", widths=BOTH)
def ShellExecuteEx(c, info):
    sei = c.struct(SHELLEXECUTEINFO, info)
    size, mask = sei.cbSize, sei.fMask
    verb, file, params, dir_ = (c.read_str(p) if p else None
                                for p in (sei.lpVerb, sei.lpFile, sei.lpParameters,
                                          sei.lpDirectory))
    _check_verb(c.spec.name, verb, file)
    proc = start_program(c.vm, c.spec.full_name, file, params or "", dir_)
    if proc is None:
        sei.hInstApp = SE_ERR_ACCESSDENIED if c.vm.last_error == 5 else SE_ERR_FNF
        return 0
    sei.hInstApp = 42
    if mask & SEE_MASK_NOCLOSEPROCESS and size >= sei.size:
        sei.hProcess = c.vm.new_handle(proc)
    return 1




@api(SHELL32, "DllGetVersion", "LPVOID info", widths=BOTH)
def DllGetVersion(c, info):
    # shell32 reports 6.0 (programs check for 4.71/5.0 before using the newer shell),
    # with Windows 10's build (core/winver.py).
    return write_dll_version(c.vm.mem, info, 6, 0)
