"""Secur32.dll: GetUserNameEx, the signed-in user's name in a given format (Go's
os/user.Current asks NameSamCompatible; Hugo's certificate code calls it at start-up).

This machine is in no domain (NetGetJoinInformation: a workgroup), and then, as
documented, only NameSamCompatible is supported: "COMPUTER\\user" (kernel/sysinfo.py's
names). Any other format fails with ERROR_NONE_MAPPED ("the user name is not available in
the specified format"). A buffer too small fails with ERROR_MORE_DATA and the size needed,
terminator included; on success the size is the name's length without it.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import SECUR32
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_MORE_DATA, ERROR_NONE_MAPPED
from ...kernel.sysinfo import COMPUTER_NAME, USER_NAME

NAME_SAM_COMPATIBLE = 2


@api(SECUR32, "GetUserNameEx{AW}", "DWORD format, LPVOID buf, LPVOID size", widths=BOTH)
def GetUserNameEx(c, format, buf, size):
    vm = c.vm
    if not size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if format != NAME_SAM_COMPATIBLE:
        vm.last_error = ERROR_NONE_MAPPED
        return 0
    text = "%s\\%s" % (COMPUTER_NAME, USER_NAME)
    if not buf or vm.mem.u32(size) <= len(text):
        vm.mem.w32(size, len(text) + 1)
        vm.last_error = ERROR_MORE_DATA
        return 0
    c.write_str(buf, text)
    vm.mem.w32(size, len(text))
    return 1
