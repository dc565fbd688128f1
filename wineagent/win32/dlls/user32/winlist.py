"""USER32 over the window list: EnumWindows and EnumChildWindows (call the guest's
callback for each window until it returns FALSE; taskmgr's Applications page lists the
top-level windows so), BringWindowToTop (taskmgr raises the page of the chosen tab) and
the deferred positions of Begin/Defer/EndDeferWindowPos (regedit lays out its panes so).

GetWindow and GetTopWindow walk the Z order as Windows reports it (user/wm.get_window):
children in their parent's ``children`` list order, the first created on top, as
Windows links them and EnumChildWindows lists them. Hit testing still looks from the
end of that list (docs/user.md)."""

from ....abi.api import BOTH, GuestCall, api
from ...core.bits import s32
from ...core.winerror import (ERROR_INVALID_GW_COMMAND, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE)
from .main import SetWindowPos, elsewhere
from ...user.procwindows import in_owner, session_toplevels
from ...core.dllnames import USER32



def _enumerate(c, hwnds, proc, lparam):
    """Generator: proc(hwnd, lparam) for each hwnd still alive, until one returns 0."""
    wm = c.vm.wm
    for h in hwnds:
        win = wm.owner_wm(h).get(h)      # (EnumWindows: any process's)
        if win is None or win.destroyed:
            continue
        if not (yield GuestCall(proc, (h, lparam))):
            break
    return 1


@api(USER32, "EnumWindows", "LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumWindows(c, proc, lparam):
    # Top-level windows from the top of the Z order down, as Windows enumerates them,
    # every process's (user/procwindows.py); the list is taken first, so windows the
    # callback creates are not visited.
    return (yield from _enumerate(c, session_toplevels(c.vm), proc, lparam))


@api(USER32, "EnumChildWindows", "HWND parent, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumChildWindows(c, parent, proc, lparam):
    wm = c.vm.wm
    if not parent:       # documented: a NULL parent enumerates the top-level windows
        return (yield from _enumerate(c, list(reversed(wm.zorder)), proc, lparam))
    win = wm.get(parent)
    if win is None:
        return 0
    # Every descendant, depth first, children in Z order (first child first).
    out = []

    def walk(w):
        for h in w.children:
            out.append(h)
            child = wm.get(h)
            if child is not None:
                walk(child)
    walk(win)
    return (yield from _enumerate(c, out, proc, lparam))


@api(USER32, "GetWindow", "HWND hwnd, UINT cmd", widths=BOTH)
def GetWindow(c, hwnd, cmd):
    """A window related to ``hwnd`` (GW_HWNDFIRST ... GW_ENABLEDPOPUP, user/wm.get_window);
    an unknown relation fails with ERROR_INVALID_GW_COMMAND. ``hwnd`` may be another
    process's window (its own relations); the top-level windows' first, last, next and
    previous are those of the session's Z order (EnumWindows' order)."""
    wm = c.vm.wm.owner_wm(hwnd)
    win = wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if not win.is_child and cmd in (0, 1, 2, 3) and not c.vm.alone_on_desktop:
        order = [h for h in session_toplevels(c.vm) if c.vm.wm.owner_wm(h).get(h)
                 is not None]
        if hwnd not in order:
            return 0
        i = order.index(hwnd)
        return [order[0], order[-1], order[i + 1] if i + 1 < len(order) else 0,
                order[i - 1] if i > 0 else 0][cmd]
    r = wm.get_window(win, cmd)
    if r is None:
        c.vm.last_error = ERROR_INVALID_GW_COMMAND
        return 0
    return r


@api(USER32, "GetTopWindow", "HWND hwnd", widths=BOTH)
def GetTopWindow(c, hwnd):
    """The top child of ``hwnd`` (GetWindow GW_CHILD), or with NULL the top-level window
    at the top of the Z order."""
    wm = c.vm.wm
    if not hwnd:
        live = [h for h in reversed(wm.zorder) if h in wm.windows]
        return live[0] if live else 0
    win = wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return wm.get_window(win, 5)


@api(USER32, "BringWindowToTop", "HWND hwnd", widths=BOTH)
def BringWindowToTop(c, hwnd):
    found = elsewhere(c, hwnd)      # another process's window: raised by its thread
    if found is not None:
        return (yield from in_owner(c.vm, *found, _bring_to_top))
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return (yield from _bring_to_top(c.vm, win))


def _bring_to_top(vm, win):
    """Generator: BringWindowToTop on ``vm``'s window ``win``."""
    wm, hwnd = vm.wm, win.hwnd
    if win.is_child:
        wm.raise_child(win)
        return 1
    # A top-level window goes to the top and is activated (documented).
    wm.place(win, 0)
    if not wm.is_active(hwnd):
        yield from wm.activate(hwnd)
    return 1


# -- BeginDeferWindowPos / DeferWindowPos / EndDeferWindowPos ---------------------------
DEFER_BASE = 0x00DE0000


def _defers(vm):
    """The open multiple-window-position structures of a VM: handle -> [positions]."""
    table = getattr(vm.wm, "defer_pos", None)
    if table is None:
        table = vm.wm.defer_pos = {}
    return table


@api(USER32, "BeginDeferWindowPos", "INT count", widths=BOTH)
def BeginDeferWindowPos(c, count):
    if s32(count) < 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    table = _defers(c.vm)
    h = DEFER_BASE + 4 * (len(table) + 1)
    while h in table:
        h += 4
    table[h] = []
    return h


@api(USER32, "DeferWindowPos",
     "HANDLE hdwp, HWND hwnd, HWND after, INT x, INT y, INT cx, INT cy, UINT flags",
     widths=BOTH)
def DeferWindowPos(c, hdwp, hwnd, after, x, y, cx, cy, flags):
    table = _defers(c.vm)
    if hdwp not in table:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if c.vm.wm.get(hwnd) is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    table[hdwp].append((hwnd, after, x, y, cx, cy, flags))
    return hdwp


@api(USER32, "EndDeferWindowPos", "HANDLE hdwp", widths=BOTH)
def EndDeferWindowPos(c, hdwp):
    # The positions are applied in the order they were deferred, each as SetWindowPos.
    positions = _defers(c.vm).pop(hdwp, None)
    if positions is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    for hwnd, after, x, y, cx, cy, flags in positions:
        if c.vm.wm.get(hwnd) is not None:
            yield from SetWindowPos(c, hwnd, after, x, y, cx, cy, flags)
    return 1


@api(USER32, "IsHungAppWindow", "HWND hwnd", widths=BOTH)
def IsHungAppWindow(c, hwnd):
    """Whether the window's thread has stopped answering (Windows: no message retrieved
    for 5 seconds). Here every thread's windows are served while a sender waits (a sent
    message is answered within SendMessageTimeout), so no window is hung: FALSE, and
    FALSE with ERROR_INVALID_WINDOW_HANDLE for a window that does not exist (as Wine's
    server answers)."""
    if c.vm.wm.get(hwnd) is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return 0


@api(USER32, "DisableProcessWindowsGhosting", widths=BOTH)
def DisableProcessWindowsGhosting(c):
    """Turn off, for the rest of the process's life, Windows' replacing of a hung
    window with a ghost window it can move and close. No window is hung here
    (IsHungAppWindow), so none is ever ghosted; the choice is recorded
    (``vm.user.ghosting_disabled``). Returns nothing."""
    c.vm.user.ghosting_disabled = True
    return 0
