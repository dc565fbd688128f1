"""ArrangeIconicWindows (and MDI's WM_MDIICONARRANGE): the minimized children of a
window, or the minimized top-level windows, put in MINIMIZEDMETRICS' slots one after
another in Z order from the top (``user/iconic.py``'s icon_slots), whatever slots they
held, each moved as SetWindowPos(SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE) moves it."""

from . import winpos
from .iconic import icon_slots
from .nonclient import WS_MINIMIZE
from .placement import icon_area
from .window import reposition

__all__ = ["arrange_iconic"]

_ARRANGE_FLAGS = winpos.SWP_NOSIZE | winpos.SWP_NOZORDER | winpos.SWP_NOACTIVATE


def arrange_iconic(vm, parent):
    """Generator: arrange the minimized children of window ``parent`` (None: this
    process's minimized top-level windows, in the work area); answers how many were
    arranged (0 when none is minimized: ArrangeIconicWindows' FALSE, no error set)."""
    wm = vm.wm
    if parent is None:
        order = [h for h in reversed(wm.zorder)]        # (wm.zorder is from the bottom)
    else:
        order = list(parent.children)                   # (from the top)
    icons = [w for w in (wm.get(h) for h in order)
             if w is not None and not w.destroyed and w.style & WS_MINIMIZE]
    for win, (x, y) in zip(icons, icon_slots(vm, icon_area(wm, parent))):
        if wm.get(win.hwnd) is win:
            yield from reposition(vm, win, x, y, 0, 0, _ARRANGE_FLAGS)
    return len(icons)
