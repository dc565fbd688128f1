"""KERNEL32: the process's and each thread's error mode, the version, the machine (GetSystemInfo) and the DLL
search folders an installer asks for.

What NSIS's stub calls before its first page (SetErrorMode, GetVersionEx,
SetDefaultDllDirectories). The version is the desktop's one (core/winver.py) as Windows
10 reports it to this program: shaded by its manifest's supportedOS list
(kernel/actctx.program_version).
"""

from ....abi.api import BOTH, Ret64, api
from ...core.structures import OSVERSIONINFOEX
from ...core.winerror import (ERROR_BAD_ARGUMENTS, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_PARAMETER, ERROR_OLD_WIN_VERSION)
from ...kernel.actctx import program_version
from ...kernel.sysinfo import system_info
from ...kernel.vmem import LARGE_PAGE_MINIMUM
from ...core.winver import set_condition, verify_version, write_version_info
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


#: the flags SetThreadErrorMode takes (documented): SEM_FAILCRITICALERRORS,
#: SEM_NOGPFAULTERRORBOX, SEM_NOOPENFILEERRORBOX
THREAD_ERROR_MODES = 0x0001 | 0x0002 | 0x8000


@api(KERNEL32, "SetThreadErrorMode", "DWORD mode, LPVOID old", widths=BOTH)
def SetThreadErrorMode(c, mode, old):
    """The calling thread's own error mode (the process's stays): the previous one at
    ``old`` (may be NULL); another flag fails with ERROR_INVALID_PARAMETER."""
    if mode & ~THREAD_ERROR_MODES:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    thread = c.vm.threads.current
    if old:
        c.vm.mem.w32(old, thread.error_mode)
    thread.error_mode = mode
    return 1


@api(KERNEL32, "GetThreadErrorMode", widths=BOTH)
def GetThreadErrorMode(c):
    """The calling thread's error mode (SetThreadErrorMode's; 0 for a new thread)."""
    return c.vm.threads.current.error_mode


@api(KERNEL32, "GetVersionEx{AW}", "LPVOID info", widths=BOTH)
def GetVersionEx(c, info):
    # dwOSVersionInfoSize must be that of OSVERSIONINFO or OSVERSIONINFOEX.
    # The version the program's manifest lets it see (6.2.9200 without a Windows 8.1/10 one).
    if not write_version_info(c.vm.mem, info, c.wide, program_version(c.vm)):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return 1


@api(KERNEL32, "VerSetConditionMask", "ULONGLONG mask, DWORD type_bit, BYTE condition",
     widths=BOTH)
def VerSetConditionMask(c, mask, type_bit, condition):
    """The condition mask VerifyVersionInfo reads, with one more type's condition."""
    return Ret64(set_condition(mask, type_bit, condition & 0xFF))


@api(KERNEL32, "VerifyVersionInfo{AW}", "LPVOID info, DWORD type_mask, ULONGLONG mask",
     widths=BOTH)
def VerifyVersionInfo(c, info, type_mask, mask):
    """Whether this Windows (core/winver.py), as the program's manifest lets it see it
    (as GetVersionEx), meets the OSVERSIONINFOEX's requirements:
    TRUE, or FALSE with ERROR_OLD_WIN_VERSION; no type or a condition that cannot apply:
    ERROR_BAD_ARGUMENTS."""
    vm = c.vm
    if not type_mask or not mask:
        vm.last_error = ERROR_BAD_ARGUMENTS
        return 0
    ex = OSVERSIONINFOEX.variant(c.wide)
    ok = verify_version(ex.unpack(vm.mem.read(info, ex.sizeof())), type_mask, mask,
                        program_version(vm))
    if ok is None:
        vm.last_error = ERROR_BAD_ARGUMENTS
        return 0
    if not ok:
        vm.last_error = ERROR_OLD_WIN_VERSION
        return 0
    return 1


@api(KERNEL32, "SetDefaultDllDirectories", "DWORD flags", widths=BOTH)
def SetDefaultDllDirectories(c, flags):
    # The DLL search order of later loads (kernel/dllload.py, docs/dlls.md).
    if not c.vm.dlls.set_default_directories(flags):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1


@api(KERNEL32, "GetLargePageMinimum", widths=BOTH)
def GetLargePageMinimum(c):
    """The size of a large page (2 MiB); VirtualAlloc's MEM_LARGE_PAGES needs
    SeLockMemoryPrivilege, which the user does not hold (kernel/vmem.py)."""
    return LARGE_PAGE_MINIMUM


@api(KERNEL32, "GetSystemInfo", "LPVOID info", widths=BOTH)
def GetSystemInfo(c, info):
    c.vm.mem.write(info, system_info(c.ptr_size))
