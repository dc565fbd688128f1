"""ntdll and KERNEL32: what the guest asks about the machine (NtQuerySystemInformation,
GetSystemInfo), from the fixed facts in ``kernel/sysinfo.py``."""

from ...abi.api import api, Unimplemented
from ..kernel.sysinfo import system_basic_information, system_info

N = "ntdll.dll"
STATUS_SUCCESS, STATUS_INFO_LENGTH_MISMATCH = 0, 0xC0000004
_SYSTEM_BASIC_INFORMATION = 0


@api(N, "NtQuerySystemInformation", "DWORD cls, LPVOID out, DWORD size, LPVOID ret")
def NtQuerySystemInformation(c, cls, out, size, ret):
    if cls != _SYSTEM_BASIC_INFORMATION:
        raise Unimplemented("ntdll.dll!NtQuerySystemInformation (class %d)" % cls)
    data = system_basic_information()
    if ret:
        c.vm.mem.w32(ret, len(data))
    if size != len(data):                 # the class has one fixed size, as on Windows
        return STATUS_INFO_LENGTH_MISMATCH
    c.vm.mem.write(out, data)
    return STATUS_SUCCESS


@api("KERNEL32.dll", "GetSystemInfo", "LPVOID info")
def GetSystemInfo(c, info):
    c.vm.mem.write(info, system_info())
