"""PSAPI: the process status functions. Since Windows 7, kernel32 implements them as
K32EnumProcesses & co. and psapi.dll forwards its old names to those; here likewise, one
implementation behind both names (dlls/kernel32/toolhelp.py, dlls/kernel32/psapi.py).

EmptyWorkingSet, InitializeProcessForWsWatch and GetWsChanges(Ex) are not provided (a
program that calls one stops naming it): no page ever leaves the working set or faults
in on this machine, so none of them could do what it says (docs/dlls.md).
"""

from ....abi.api import also
from ...core.dllnames import KERNEL32, PSAPI

also(PSAPI, KERNEL32, *"""
EnumDeviceDrivers EnumPageFilesA EnumPageFilesW EnumProcessModules EnumProcessModulesEx
EnumProcesses GetDeviceDriverBaseNameA GetDeviceDriverBaseNameW GetDeviceDriverFileNameA
GetDeviceDriverFileNameW GetMappedFileNameA GetMappedFileNameW GetModuleBaseNameA
GetModuleBaseNameW GetModuleFileNameExA GetModuleFileNameExW GetModuleInformation
GetPerformanceInfo GetProcessImageFileNameA GetProcessImageFileNameW GetProcessMemoryInfo
QueryWorkingSet QueryWorkingSetEx
""".split(), source_prefix="K32")
