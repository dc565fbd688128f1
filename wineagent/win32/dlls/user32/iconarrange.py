"""USER32!ArrangeIconicWindows: a window's minimized children (or the desktop's minimized
windows) put in MINIMIZEDMETRICS' slots (``user/iconarrange.py``)."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user.iconarrange import arrange_iconic
from ...user.nonclient import WS_MINIMIZE
from ...user.procwindows import session_toplevels, window_anywhere
from ...user.sysparams import DESKTOP_HWND


@api(USER32, "ArrangeIconicWindows", "HWND hwnd", widths=BOTH)
def ArrangeIconicWindows(c, hwnd):
    """The number of windows arranged: Windows answers that (win.c checks 1 and 10),
    not the row height its documentation names; 0 without an error when none is
    minimized."""
    vm = c.vm
    if hwnd == DESKTOP_HWND:
        for h in session_toplevels(vm):
            owner, win = window_anywhere(vm, h)
            if owner is not vm and win is not None and win.style & WS_MINIMIZE:
                raise Unimplemented("USER32.dll!ArrangeIconicWindows of the desktop with "
                                    "another process's minimized window")
        return (yield from arrange_iconic(vm, None))
    parent = vm.wm.get(hwnd)
    if parent is None:
        if window_anywhere(vm, hwnd)[1] is not None:
            raise Unimplemented("USER32.dll!ArrangeIconicWindows of another process's window")
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return (yield from arrange_iconic(vm, parent))
