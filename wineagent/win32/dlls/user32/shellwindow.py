"""USER32!GetShellWindow / SetShellWindow: the desktop's shell window (Explorer's
Program Manager window on Windows, which the desktop's icons live in). Each desktop
has its own (``user/winsta.py``'s Desktop); wineagent's desktop has none until a
program sets one."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user import winsta
from ...user.winsta import Desktop
from .main import set_window_pos

WS_EX_TOPMOST = 0x8
HWND_BOTTOM = 1
_TO_BOTTOM = 0x1 | 0x2 | 0x10        # SWP_NOSIZE | SWP_NOMOVE | SWP_NOACTIVATE


def _desktop(vm):
    """The calling thread's Desktop."""
    return vm.handles.get(winsta.thread_desktop(vm), Desktop)


@api(USER32, "GetShellWindow", widths=BOTH)
def GetShellWindow(c):
    """The shell window of the calling thread's desktop, or NULL (none set, or it was
    destroyed)."""
    d = _desktop(c.vm)
    if d is None or c.vm.wm.get(d.shell_window) is None:
        return 0
    return d.shell_window


@api(USER32, "SetShellWindow", "HWND hwnd", widths=BOTH)
def SetShellWindow(c, hwnd):
    """Make ``hwnd`` its desktop's shell window, as Windows does (win.c's
    test_shell_window): refused (FALSE, no error) while the desktop has a live one and
    for a WS_EX_TOPMOST window; the window goes to the bottom of the Z order. No window:
    ERROR_INVALID_WINDOW_HANDLE (Windows XP's answer to NULL)."""
    vm = c.vm
    win = vm.wm.get(hwnd)
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    d = _desktop(vm)
    if d is None or vm.wm.get(d.shell_window) is not None or win.exstyle & WS_EX_TOPMOST:
        return 0
    yield from set_window_pos(vm, win, HWND_BOTTOM, 0, 0, 0, 0, _TO_BOTTOM)
    d.shell_window = hwnd
    return 1
