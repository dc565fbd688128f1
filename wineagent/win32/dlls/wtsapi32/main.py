"""WTSAPI32.dll: a window's registration for the session's change notifications
(WM_WTSSESSION_CHANGE), which Delphi's VCL makes for its TApplication window.

The desktop is one console session that is never locked, switched, connected to or
logged off, so a registered window is recorded (``vm.user.session_notifications``)
and no notification ever comes; unregistering forgets it."""

from ....abi.api import BOTH, api
from ...core.dllnames import WTSAPI32
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE

NOTIFY_FOR_THIS_SESSION, NOTIFY_FOR_ALL_SESSIONS = 0, 1
WTS_CURRENT_SERVER_HANDLE = 0


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _register(c, hwnd, flags):
    if flags not in (NOTIFY_FOR_THIS_SESSION, NOTIFY_FOR_ALL_SESSIONS):
        return _fail(c, ERROR_INVALID_PARAMETER)
    if c.vm.wm.get(hwnd) is None:
        return _fail(c, ERROR_INVALID_WINDOW_HANDLE)
    c.vm.user.session_notifications[hwnd] = flags
    return 1


@api(WTSAPI32, "WTSRegisterSessionNotification", "HWND hwnd, DWORD flags", widths=BOTH)
def WTSRegisterSessionNotification(c, hwnd, flags):
    """Register window ``hwnd`` of this process for the notifications of this session
    (NOTIFY_FOR_THIS_SESSION) or of all (NOTIFY_FOR_ALL_SESSIONS)."""
    return _register(c, hwnd, flags)


@api(WTSAPI32, "WTSRegisterSessionNotificationEx", "HANDLE server, HWND hwnd, DWORD flags",
     widths=BOTH)
def WTSRegisterSessionNotificationEx(c, server, hwnd, flags):
    """WTSRegisterSessionNotification on a server: only this machine's
    (WTS_CURRENT_SERVER_HANDLE) exists."""
    if server != WTS_CURRENT_SERVER_HANDLE:
        return _fail(c, ERROR_INVALID_PARAMETER)
    return _register(c, hwnd, flags)


def _unregister(c, hwnd):
    c.vm.user.session_notifications.pop(hwnd, None)
    return 1


@api(WTSAPI32, "WTSUnRegisterSessionNotification", "HWND hwnd", widths=BOTH)
def WTSUnRegisterSessionNotification(c, hwnd):
    """Forget ``hwnd``'s registration (TRUE whether or not it had one)."""
    return _unregister(c, hwnd)


@api(WTSAPI32, "WTSUnRegisterSessionNotificationEx", "HANDLE server, HWND hwnd", widths=BOTH)
def WTSUnRegisterSessionNotificationEx(c, server, hwnd):
    """WTSUnRegisterSessionNotification on this machine's server."""
    if server != WTS_CURRENT_SERVER_HANDLE:
        return _fail(c, ERROR_INVALID_PARAMETER)
    return _unregister(c, hwnd)
