"""USER32: the window menu and placement questions — GetSystemMenu, IsIconic, IsZoomed,
GetWindowPlacement, CloseWindow, OpenIcon. The behaviour is in ``user/sysmenu.py`` and ``user/placement.py``."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user import sysmenu
from ...user.placement import (MAXIMIZED, MINIMIZED, max_position, min_position, normal_rect,
                               restores_maximized, state_of)
from ...user.window import show_window
from ...core.dllnames import USER32
from ...user.procwindows import window_anywhere
from ...core.structures import WINDOWPLACEMENT



def _top(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return win


@api(USER32, "GetSystemMenu", "HWND hwnd, BOOL revert", widths=BOTH)
def GetSystemMenu(c, hwnd, revert):
    win = _top(c, hwnd)
    if win is None:
        return 0
    if revert:
        sysmenu.revert(c.vm, win)
        return 0
    if not win.style & 0x00080000:   # no WS_SYSMENU: no window menu
        return 0
    return sysmenu.system_menu(c.vm, win).handle


@api(USER32, "IsIconic", "HWND hwnd", widths=BOTH)
def IsIconic(c, hwnd):
    _, win = window_anywhere(c.vm, hwnd)     # (any process's window)
    return 1 if win is not None and state_of(win) == MINIMIZED else 0


@api(USER32, "IsZoomed", "HWND hwnd", widths=BOTH)
def IsZoomed(c, hwnd):
    _, win = window_anywhere(c.vm, hwnd)     # (any process's window)
    return 1 if win is not None and state_of(win) == MAXIMIZED else 0


WPF_RESTORETOMAXIMIZED = 0x2


@api(USER32, "GetWindowPlacement", "HWND hwnd, LPVOID wp", widths=BOTH)
def GetWindowPlacement(c, hwnd, wp):
    owner, win = window_anywhere(c.vm, hwnd)     # (any process's window, as Windows)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    state = state_of(win)
    # SW_SHOWMINIMIZED / MAXIMIZED / NORMAL by the state, hidden or not (msg.c's
    # test_ShowWindow: SW_SHOWNORMAL after SW_HIDE)
    show = {MINIMIZED: 2, MAXIMIZED: 3}.get(state, 1)
    flags = WPF_RESTORETOMAXIMIZED if restores_maximized(win) else 0
    x, y, w, h = normal_rect(win)
    # the WINDOWPLACEMENT's length is the caller's and is left as it is
    WINDOWPLACEMENT.write(c.vm.mem, wp, flags=flags, showCmd=show,
                          ptMinPosition=min_position(win),
                          ptMaxPosition=max_position(owner.wm, win),
                          rcNormalPosition=(x, y, x + w, y + h))
    return 1


@api(USER32, "CloseWindow", "HWND hwnd", widths=BOTH)
def CloseWindow(c, hwnd):
    """Minimize (not destroy) a top-level window; a child window cannot be."""
    win = _top(c, hwnd)
    if win is None or win.is_child:
        return 0
    yield from show_window(c.vm, win, 6)        # SW_MINIMIZE
    return 1


@api(USER32, "OpenIcon", "HWND hwnd", widths=BOTH)
def OpenIcon(c, hwnd):
    """Restore a minimized window and activate it; FALSE for one that is not minimized."""
    win = _top(c, hwnd)
    if win is None or state_of(win) != MINIMIZED:
        return 0
    yield from show_window(c.vm, win, 1)        # SW_SHOWNORMAL
    return 1



@api(USER32, "SwitchToThisWindow", "HWND hwnd, BOOL alt_tab", widths=BOTH)
def SwitchToThisWindow(c, hwnd, alt_tab):
    """Bring a window to the foreground as Alt+Tab does: a minimized one is restored (as
    Wine does whatever ``alt_tab`` says), then it is activated."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return
    top = c.vm.wm.toplevel(win) or win
    if state_of(top) == MINIMIZED:
        yield from show_window(c.vm, top, 9)        # SW_RESTORE
    yield from c.vm.wm.activate(top.hwnd)
