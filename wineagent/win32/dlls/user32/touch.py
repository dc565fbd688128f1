"""USER32: a window's registration for touch input (RegisterTouchWindow, IsTouchWindow,
UnregisterTouchWindow), as Windows 7 and later keep it for every window. The desktop has
no touch digitizer (GetSystemMetrics' SM_DIGITIZER and SM_MAXIMUMTOUCHES are 0), so a
registered window never receives WM_TOUCH; the registration is kept and reported all the
same, as on a Windows machine without a touch screen (Qt 6 registers each top-level
window it creates). Touch input itself (GetTouchInputInfo, CloseTouchInputHandle) stays
absent: no WM_TOUCH, so no touch input handle, can ever exist here."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE


def _window(c, hwnd):
    w = c.vm.wm.get(hwnd)
    if w is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return w


@api(USER32, "RegisterTouchWindow", "HWND hwnd, ULONG flags", widths=BOTH)
def RegisterTouchWindow(c, hwnd, flags):
    """Register ``hwnd`` for WM_TOUCH with ``flags`` (TWF_FINETOUCH, TWF_WANTPALM)."""
    w = _window(c, hwnd)
    if w is None:
        return 0
    w.touch_flags = flags
    return 1


@api(USER32, "UnregisterTouchWindow", "HWND hwnd", widths=BOTH)
def UnregisterTouchWindow(c, hwnd):
    """Take ``hwnd``'s touch registration away (TRUE also when it had none)."""
    w = _window(c, hwnd)
    if w is None:
        return 0
    w.touch_flags = None
    return 1


@api(USER32, "IsTouchWindow", "HWND hwnd, LPVOID flags", widths=BOTH)
def IsTouchWindow(c, hwnd, flags):
    """Whether ``hwnd`` is registered for touch; its registration flags through ``flags``
    (optional) when it is."""
    w = _window(c, hwnd)
    if w is None or w.touch_flags is None:
        return 0
    if flags:
        c.vm.mem.w32(flags, w.touch_flags)
    return 1
