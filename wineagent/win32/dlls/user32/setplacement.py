"""USER32!SetWindowPlacement: a window's normal rectangle, its minimized and maximized
positions and its show state at once (the reading side, GetWindowPlacement, is in
``user32/sysmenu.py``)."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...user import winpos
from ...user.placement import MAXIMIZED, MINIMIZED, NORMAL, command_state, state_of
from ...user.window import reposition, show_window
from .sysmenu import _top
from ...core.dllnames import USER32
from ...core.structures import WINDOWPLACEMENT

WPF_SETMINPOSITION = 0x1
_MOVE_ONLY = winpos.SWP_NOSIZE | winpos.SWP_NOZORDER | winpos.SWP_NOACTIVATE


@api(USER32, "SetWindowPlacement", "HWND hwnd, LPVOID wp", widths=BOTH)
def SetWindowPlacement(c, hwnd, wp):
    win = _top(c, hwnd)
    if win is None:
        return 0
    # documented: the call fails unless length is sizeof(WINDOWPLACEMENT) (the same
    # 44 bytes at both widths); GetWindowPlacement does not check it
    if not wp or c.vm.mem.u32(wp) != WINDOWPLACEMENT.sizeof(c.vm.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    p = WINDOWPLACEMENT.read(c.vm.mem, wp)
    show, normal = p["showCmd"], p["rcNormalPosition"]
    l, t, r, b = normal["left"], normal["top"], normal["right"], normal["bottom"]
    minpos = (p["ptMinPosition"]["x"], p["ptMinPosition"]["y"])
    maxpos = (p["ptMaxPosition"]["x"], p["ptMaxPosition"]["y"])
    set_min = bool(p["flags"] & WPF_SETMINPOSITION)
    # the positions are remembered for the states the window is not in (the next
    # minimize starts from the minimized position; user/placement.py)
    if set_min:
        win.state["min_pos"] = minpos
    win.state["max_pos"] = maxpos
    rect = (l, t, r - l, b - t)
    state = state_of(win)
    if state == MINIMIZED:
        win.state["normal_rect"] = rect    # where SW_RESTORE will bring it back
        if set_min:
            yield from reposition(c.vm, win, *minpos, 0, 0, _MOVE_ONLY)
    elif state == MAXIMIZED:
        win.state["normal_rect"] = rect
        if maxpos != (-1, -1):
            yield from reposition(c.vm, win, *maxpos, 0, 0, _MOVE_ONLY)
    else:
        yield from reposition(c.vm, win, *rect)
    if c.vm.wm.get(hwnd) is not win:
        return 1
    if command_state(show) is not None or show in (0, 4, 5, 8):
        yield from show_window(c.vm, win, show)
    return 1
