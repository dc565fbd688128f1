"""SHELL32's Shell_NotifyIcon: the desktop has no taskbar, so there is no notification
area to put an icon in. The call fails as it does on Windows when no shell (Explorer)
runs — FALSE, and nothing is shown; programs such as Task Manager carry on without their
tray icon, as they do there."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_TIMEOUT

NIM_ADD, NIM_MODIFY, NIM_DELETE, NIM_SETFOCUS, NIM_SETVERSION = 0, 1, 2, 3, 4


@api("SHELL32.dll", "Shell_NotifyIcon{AW}", "DWORD message, LPVOID data", widths=BOTH)
def Shell_NotifyIcon(c, message, data):
    if message > NIM_SETVERSION or not data:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.last_error = ERROR_TIMEOUT
    return 0
