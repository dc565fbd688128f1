"""KERNEL32: the process error mode, the version and the DLL search folders an
installer asks for.

What NSIS's stub calls before its first page (SetErrorMode, GetVersionEx,
SetDefaultDllDirectories). The version agrees with GetVersion: Windows XP, 5.1 build
2600, no service pack.
"""

import struct

from ...abi.api import api
from ..core.winerror import ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER

K = "KERNEL32.dll"
VERSION = (5, 1, 2600)         # what GetVersion reports (kernel32.py)
VER_PLATFORM_WIN32_NT, VER_NT_WORKSTATION = 2, 1


@api(K, "SetErrorMode", "UINT mode")
def SetErrorMode(c, mode):
    # Which errors Windows shows a dialog for; nothing here shows one, but the mode is
    # the process's and GetErrorMode reads it back.
    old = c.vm.kernel.error_mode
    c.vm.kernel.error_mode = mode
    return old


@api(K, "GetErrorMode")
def GetErrorMode(c):
    return c.vm.kernel.error_mode


@api(K, "GetVersionEx{AW}", "LPVOID info")
def GetVersionEx(c, info):
    mem = c.vm.mem
    size = mem.u32(info)
    chars = 128 * (2 if c.wide else 1)
    base, ex = 20 + chars, 20 + chars + 8
    if size not in (base, ex):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    major, minor, build = VERSION
    mem.write(info + 4, struct.pack("<4I", major, minor, build, VER_PLATFORM_WIN32_NT))
    mem.write(info + 20, bytes(chars))               # szCSDVersion: no service pack
    if size == ex:
        # wServicePackMajor/Minor, wSuiteMask, wProductType, wReserved
        mem.write(info + base, struct.pack("<HHHBB", 0, 0, 0, VER_NT_WORKSTATION, 0))
    return 1


@api(K, "SetDefaultDllDirectories", "DWORD flags")
def SetDefaultDllDirectories(c, flags):
    # The DLL search order of later loads (kernel/dllload.py, docs/dlls.md).
    if not c.vm.dlls.set_default_directories(flags):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1
