"""USER32!SetWindowPlacement: a window's normal rectangle and its show state at once (the
reading side, GetWindowPlacement, is in ``user32/sysmenu.py``)."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...user.placement import NORMAL, command_state, is_mdi_child, state_of
from ...user.window import reposition, show_window
from .sysmenu import _top
from ...core.dllnames import USER32
from ...core.structures import WINDOWPLACEMENT

_SHOW_MAXIMIZED_OR_MINIMIZED = (2, 3, 6, 7, 11)


@api(USER32, "SetWindowPlacement", "HWND hwnd, LPVOID wp", widths=BOTH)
def SetWindowPlacement(c, hwnd, wp):
    win = _top(c, hwnd)
    if win is None:
        return 0
    if not wp:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    # Like Wine, the WINDOWPLACEMENT's length is not checked.
    p = WINDOWPLACEMENT.read(c.vm.mem, wp)
    show, normal = p["showCmd"], p["rcNormalPosition"]
    l, t, r, b = normal["left"], normal["top"], normal["right"], normal["bottom"]
    # Of child windows only MDI children have minimized and maximized states (docs/user.md).
    plain_child = win.is_child and not is_mdi_child(win)
    if plain_child and show in _SHOW_MAXIMIZED_OR_MINIMIZED:
        raise Unimplemented("USER32.dll!SetWindowPlacement (minimizing or maximizing a child "
                            "window that is not an MDI child)")
    rect = (l, t, r - l, b - t)
    if plain_child or state_of(win) == NORMAL:
        yield from reposition(c.vm, win, *rect)
    else:
        win.state["normal_rect"] = rect    # where SW_RESTORE will bring it back
    if command_state(show) is not None or show in (0, 4, 5, 8):
        yield from show_window(c.vm, win, show)
    return 1
