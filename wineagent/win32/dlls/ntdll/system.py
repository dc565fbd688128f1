"""ntdll: what the guest asks about the machine (NtQuerySystemInformation), from the
fixed facts in ``kernel/sysinfo.py`` (KERNEL32's GetSystemInfo: kernel32/system.py)."""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_INVALID_PARAMETER, STATUS_INFO_LENGTH_MISMATCH,
                              STATUS_SUCCESS, status_to_win32)
from ...kernel import perfinfo
from ...kernel.sysinfo import system_basic_information
from ...core.dllnames import NTDLL

_SYSTEM_BASIC_INFORMATION = 0


@api(NTDLL, "NtQuerySystemInformation", "DWORD cls, LPVOID out, DWORD size, LPVOID ret", widths=BOTH)
def NtQuerySystemInformation(c, cls, out, size, ret):
    if cls in _MORE_CLASSES:
        return _more(c, cls, out, size, ret)
    if cls != _SYSTEM_BASIC_INFORMATION:
        raise Unimplemented("ntdll.dll!NtQuerySystemInformation (class %d)" % cls)
    data = system_basic_information(c.ptr_size)
    if ret:
        c.vm.mem.w32(ret, len(data))      # a ULONG
    if size != len(data):                 # the class has one fixed size, as on Windows
        return STATUS_INFO_LENGTH_MISMATCH
    c.vm.mem.write(out, data)
    return STATUS_SUCCESS


# -- the classes Task Manager asks for (kernel/perfinfo.py) --------------------------------
_SYSTEM_PERFORMANCE, _SYSTEM_TIMEOFDAY, _SYSTEM_PROCESS = 2, 3, 5
_SYSTEM_PROCESSOR_PERFORMANCE, _SYSTEM_HANDLE, _SYSTEM_CACHE = 8, 16, 21
#: class -> (builder, rule): "exact" one size, "atleast" a minimum (the data is copied),
#: "upto" a fixed structure of which the caller may take a prefix (as Wine answers)
_MORE_CLASSES = {
    _SYSTEM_TIMEOFDAY: (perfinfo.time_of_day, "upto"),
    _SYSTEM_PERFORMANCE: (perfinfo.performance, "atleast"),
    _SYSTEM_PROCESSOR_PERFORMANCE: (perfinfo.processor_performance, "atleast"),
    _SYSTEM_CACHE: (perfinfo.cache, "atleast"),
    _SYSTEM_HANDLE: (perfinfo.handles, "atleast"),
    _SYSTEM_PROCESS: (None, "atleast"),
}


def _more(c, cls, out, size, ret):
    vm = c.vm
    build, rule = _MORE_CLASSES[cls]
    if cls == _SYSTEM_PROCESS:
        tids = [t.tid for t in vm.threads.threads if t.alive]
        data = perfinfo.processes(vm, out, vm.module_name, tids)
    else:
        data = build(vm)
    if rule == "upto":
        if size > len(data):
            return STATUS_INFO_LENGTH_MISMATCH
        data = data[:size]
    elif size < len(data):
        if ret:
            vm.mem.w32(ret, len(data))
        return STATUS_INFO_LENGTH_MISMATCH
    if not out and data:
        return 0xC0000005           # STATUS_ACCESS_VIOLATION
    vm.mem.write(out, data)
    if ret:
        vm.mem.w32(ret, len(data))
    return STATUS_SUCCESS


# -- the clock (the one guest clock; KERNEL32's time functions read the same) ---------------
@api(NTDLL, "NtQuerySystemTime", "LPVOID out", widths=BOTH)
def NtQuerySystemTime(c, out):
    """The UTC time as a LARGE_INTEGER of 100 ns units since 1601, what
    GetSystemTimeAsFileTime answers; STATUS_ACCESS_VIOLATION for NULL."""
    if not out:
        return 0xC0000005
    c.vm.mem.write(out, struct.pack("<q", perfinfo.FILETIME_BOOT + c.vm.clock.now_ms() * 10000))
    return STATUS_SUCCESS


@api(NTDLL, "NtGetTickCount", widths=BOTH)
def NtGetTickCount(c):
    """Milliseconds since boot, as GetTickCount."""
    return c.vm.clock.now_ms() & 0xFFFFFFFF


@api(NTDLL, "RtlQueryUnbiasedInterruptTime", "LPVOID out", widths=BOTH)
def RtlQueryUnbiasedInterruptTime(c, out):
    """The interrupt time without time asleep (the guest never sleeps), 100 ns units;
    FALSE with ERROR_INVALID_PARAMETER for NULL, as QueryUnbiasedInterruptTime."""
    if not out:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(out, struct.pack("<Q", c.vm.clock.now_ms() * 10000))
    return 1


@api(NTDLL, "RtlNtStatusToDosError", "DWORD status", widths=BOTH)
def RtlNtStatusToDosError(c, status):
    """The Win32 error an NTSTATUS stands for (libuv reads each completed I/O packet's
    status through it); ERROR_MR_MID_NOT_FOUND for a status without one."""
    return status_to_win32(status)
