"""KERNEL32: the process error mode, the version, the machine (GetSystemInfo) and the DLL
search folders an installer asks for.

What NSIS's stub calls before its first page (SetErrorMode, GetVersionEx,
SetDefaultDllDirectories). The version is the desktop's one (core/winver.py).
"""

from ....abi.api import BOTH, Ret64, api
from ...core.structures import OSVERSIONINFOEX
from ...core.winerror import (ERROR_BAD_ARGUMENTS, ERROR_INSUFFICIENT_BUFFER,
                             ERROR_INVALID_PARAMETER, ERROR_OLD_WIN_VERSION)
from ...kernel.sysinfo import system_info
from ...core.winver import VerifyResult, set_condition, verify_version, write_version_info
from ...core.dllnames import KERNEL32



@api(KERNEL32, "SetErrorMode", "UINT mode", widths=BOTH)
def SetErrorMode(c, mode):
    # Which errors Windows shows a dialog for; nothing here shows one, but the mode is
    # the process's and GetErrorMode reads it back.
    old = c.vm.kernel.error_mode
    c.vm.kernel.error_mode = mode
    return old


@api(KERNEL32, "GetErrorMode", widths=BOTH)
def GetErrorMode(c):
    return c.vm.kernel.error_mode


@api(KERNEL32, "GetVersionEx{AW}", "LPVOID info", widths=BOTH)
def GetVersionEx(c, info):
    # dwOSVersionInfoSize must be that of OSVERSIONINFO or OSVERSIONINFOEX.
    if not write_version_info(c.vm.mem, info, c.wide):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return 1


def condition_mask(c, mask, type_mask, condition):
    """VerSetConditionMask (kernel32's and ntdll's): the 64-bit mask with ``condition``
    set in the field of ``type_mask``'s highest VER_* bit (core/winver.py)."""
    return Ret64(set_condition(mask, type_mask, condition))


api(KERNEL32, "VerSetConditionMask", "ULONGLONG mask, DWORD type_mask, BYTE condition",
    widths=BOTH)(condition_mask)


@api(KERNEL32, "VerifyVersionInfo{AW}", "LPVOID info, DWORD type_mask, ULONGLONG mask",
     widths=BOTH)
def VerifyVersionInfo(c, info, type_mask, mask):
    """Whether this Windows (core/winver.py: XP, 5.1.2600) meets the OSVERSIONINFOEX's
    fields that ``type_mask`` names under ``mask``'s conditions: FALSE with
    ERROR_OLD_WIN_VERSION when not, ERROR_BAD_ARGUMENTS for an empty type or
    condition mask."""
    wanted = OSVERSIONINFOEX.variant(c.wide).read(c.vm.mem, info)
    result = verify_version(wanted, type_mask, mask)
    if result == VerifyResult.OK:
        return 1
    c.vm.last_error = ERROR_BAD_ARGUMENTS if result == VerifyResult.BAD_ARGUMENTS \
        else ERROR_OLD_WIN_VERSION
    return 0


@api(KERNEL32, "SetDefaultDllDirectories", "DWORD flags", widths=BOTH)
def SetDefaultDllDirectories(c, flags):
    # The DLL search order of later loads (kernel/dllload.py, docs/dlls.md).
    if not c.vm.dlls.set_default_directories(flags):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1


@api(KERNEL32, "GetSystemInfo", "LPVOID info", widths=BOTH)
def GetSystemInfo(c, info):
    c.vm.mem.write(info, system_info(c.ptr_size))
