"""USER32 over the window list: EnumWindows and EnumChildWindows (call the guest's
callback for each window until it returns FALSE; taskmgr's Applications page lists the
top-level windows so) and BringWindowToTop (taskmgr raises the page of the chosen tab).

Siblings' Z order is the order of their parent's ``children`` list, last on top (hit
testing looks from the end, painting goes from the start)."""

from ...abi.api import GuestCall, api

U = "USER32.dll"


def _enumerate(c, hwnds, proc, lparam):
    """Generator: proc(hwnd, lparam) for each hwnd still alive, until one returns 0."""
    wm = c.vm.wm
    for h in hwnds:
        win = wm.get(h)
        if win is None or win.destroyed:
            continue
        if not (yield GuestCall(proc, (h, lparam))):
            break
    return 1


@api(U, "EnumWindows", "LPVOID proc, LPARAM lparam")
def EnumWindows(c, proc, lparam):
    # Top-level windows from the top of the Z order down, as Windows enumerates them; the
    # list is taken first, so windows the callback creates are not visited.
    return (yield from _enumerate(c, list(reversed(c.vm.wm.zorder)), proc, lparam))


@api(U, "EnumChildWindows", "HWND parent, LPVOID proc, LPARAM lparam")
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


@api(U, "BringWindowToTop", "HWND hwnd")
def BringWindowToTop(c, hwnd):
    wm = c.vm.wm
    win = wm.get(hwnd)
    if win is None:
        c.vm.last_error = 1400   # ERROR_INVALID_WINDOW_HANDLE
        return 0
    if win.is_child:
        parent = wm.get(win.parent)
        if parent is not None and hwnd in parent.children:
            parent.children.remove(hwnd)
            parent.children.append(hwnd)
            wm.invalidate(win, None, True)
            c.vm.gdi.touch()
        return 1
    # A top-level window goes to the top and is activated (documented).
    wm.place(win, 0)
    if wm.active != hwnd:
        yield from wm.activate(hwnd)
    return 1
