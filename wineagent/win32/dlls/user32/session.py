"""USER32: the session's end — ExitWindowsEx, and the reasons a window gives for
blocking a shutdown (ShutdownBlockReasonCreate/Destroy) (SetSysColors, the session's colours, is in
``syscolors.py``).

ExitWindowsEx: the desktop is the whole session, and ending it (logging off, shutting
down, restarting) is the agent's decision, never a program's. So the desktop cannot log
off: after checking its arguments as Windows does, ExitWindowsEx reports the request to
the session (a ``log`` event, stream ``user32``) and fails with ERROR_NOT_SUPPORTED,
sending nothing — a program then goes on as on a Windows whose logoff or shutdown was
refused, with nothing closed behind its back.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER, ERROR_NOT_SUPPORTED
from ...core.dllnames import USER32

EWX_LOGOFF, EWX_SHUTDOWN, EWX_REBOOT, EWX_FORCE, EWX_POWEROFF = 0, 1, 2, 4, 8
EWX_FORCEIFHUNG, EWX_QUICKRESOLVE, EWX_RESTARTAPPS = 0x10, 0x20, 0x40
EWX_HYBRID_SHUTDOWN, EWX_BOOTOPTIONS = 0x400000, 0x1000000
_EWX_ACTIONS = {EWX_LOGOFF: "log off", EWX_SHUTDOWN: "shut down", EWX_REBOOT: "restart",
                EWX_POWEROFF: "power off",
                EWX_SHUTDOWN | EWX_POWEROFF: "power off", EWX_REBOOT | EWX_POWEROFF: "restart"}
_EWX_MODIFIERS = (EWX_FORCE | EWX_FORCEIFHUNG | EWX_QUICKRESOLVE | EWX_RESTARTAPPS
                  | EWX_HYBRID_SHUTDOWN | EWX_BOOTOPTIONS)


@api(USER32, "ExitWindowsEx", "UINT flags, DWORD reason", widths=BOTH)
def ExitWindowsEx(c, flags, reason):
    """Refused: the desktop cannot log off or shut down (module docstring). An unknown
    action or modifier fails with ERROR_INVALID_PARAMETER first."""
    vm = c.vm
    action = _EWX_ACTIONS.get(flags & 0xF)
    if action is None or flags & ~(0xF | _EWX_MODIFIERS):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.events.emit("log", stream="user32",
                   text="ExitWindowsEx(%#x, reason %#x): the program asked to %s; the "
                        "desktop cannot end its session, so it goes on" % (flags, reason,
                                                                           action))
    vm.last_error = ERROR_NOT_SUPPORTED
    return 0


def _own_window(c, win):
    """Whether the calling thread made ``win`` (a shutdown-block reason is its
    thread's to set: another thread gets ERROR_ACCESS_DENIED)."""
    tid = getattr(win, "tid", None) or c.vm.threads.threads[0].tid
    if tid != c.vm.threads.current.tid:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return False
    return True


@api(USER32, "ShutdownBlockReasonCreate", "HWND:window hwnd, LPCWSTR reason", widths=BOTH)
def ShutdownBlockReasonCreate(c, hwnd, reason):
    """Record why window ``hwnd`` blocks a shutdown (Inno Setup's wizard while it
    installs): the reason Windows would show is kept (``vm.user.shutdown_reasons``).
    No shutdown ever comes here (ExitWindowsEx above), so nothing shows it."""
    win = c.vm.wm.get(hwnd)
    if not _own_window(c, win):
        return 0
    c.vm.user.shutdown_reasons[hwnd] = reason or ""
    return 1


@api(USER32, "ShutdownBlockReasonDestroy", "HWND:window hwnd", widths=BOTH)
def ShutdownBlockReasonDestroy(c, hwnd):
    """Forget window ``hwnd``'s reason: it no longer blocks a shutdown."""
    win = c.vm.wm.get(hwnd)
    if not _own_window(c, win):
        return 0
    c.vm.user.shutdown_reasons.pop(hwnd, None)
    return 1
