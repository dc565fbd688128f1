"""USER32's RedrawWindow: invalidate, validate and repaint in one call; LockWindowUpdate.

Built on the window manager's update regions (``wm.invalidate``) and the window core's
``update_window``; a region argument (HRGN) invalidates or validates that region of the
window, as InvalidateRgn and ValidateRgn do (user32/regions.py).
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...gdi.regions import Region
from ...user.window import frame_to_paint, update_window
from .regions import invalidate_region, validate_region
from ...core.dllnames import USER32
from ...core.structures import RECT

RDW_INVALIDATE, RDW_INTERNALPAINT, RDW_ERASE = 0x1, 0x2, 0x4
RDW_VALIDATE, RDW_NOINTERNALPAINT, RDW_NOERASE = 0x8, 0x10, 0x20
RDW_NOCHILDREN, RDW_ALLCHILDREN, RDW_UPDATENOW, RDW_ERASENOW = 0x40, 0x80, 0x100, 0x200
RDW_FRAME, RDW_NOFRAME = 0x400, 0x800


def _targets(wm, win, flags):
    """The window and, with RDW_ALLCHILDREN, its descendants (pre-order)."""
    yield win
    if flags & RDW_ALLCHILDREN:
        for h in list(win.children):
            ch = wm.get(h)
            if ch is not None:
                yield from _targets(wm, ch, flags)


@api(USER32, "RedrawWindow", "HWND hwnd, LPVOID rect, HANDLE rgn, UINT flags", widths=BOTH)
def RedrawWindow(c, hwnd, rect, rgn, flags):
    vm = c.vm
    wm = vm.wm
    # an update region (client coordinates of ``hwnd``) is used when no rectangle is
    # given (MSDN: "if both are given, the rectangle is used")
    region = vm.gdi.get(rgn, Region) if rgn and not rect else None
    if hwnd == 0:
        # the desktop: its own background is GDI's and needs nothing; the top-level
        # windows are its children, reached only with RDW_ALLCHILDREN, and the
        # rectangle or region (screen coordinates) reaches each where it covers it
        if not flags & RDW_ALLCHILDREN:
            return 1
        wins = [wm.get(h) for h in wm.zorder]
    else:
        w = wm.get(hwnd)
        if w is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        wins = [w]
    screen_box = RECT.values(vm.mem, rect) if rect else None
    box, base_region = screen_box, region
    for top in wins:
        if top is None:
            continue
        if hwnd == 0:
            # the desktop's coordinates (the screen's) in this window's client area
            cx, cy = wm.client_origin(top)
            if screen_box is not None:
                box = (screen_box[0] - cx, screen_box[1] - cy, screen_box[2] - cx,
                       screen_box[3] - cy)
            if base_region is not None:
                region = base_region.copy()
                region.offset(-cx, -cy)
        for i, w in enumerate(_targets(wm, top, flags)):
            if flags & RDW_INVALIDATE:
                if region is not None and i == 0:
                    invalidate_region(wm, w, region, bool(flags & RDW_ERASE))
                else:
                    wm.invalidate(w, box if i == 0 else None, bool(flags & RDW_ERASE))
            elif flags & RDW_VALIDATE and region is not None and i == 0:
                validate_region(w, region)
            elif flags & RDW_VALIDATE and (box is None or i > 0):
                w.invalid = None
                w.erase = False
            if flags & RDW_FRAME and flags & RDW_INVALIDATE:
                wm.redraw_nonclient(w)
                if frame_to_paint(w):
                    w.state["frame_invalid"] = True     # WM_NCPAINT before its paint
        if flags & RDW_UPDATENOW:
            yield from update_window(vm, top)
    return 1


@api(USER32, "LockWindowUpdate", "HWND hwnd", widths=BOTH)
def LockWindowUpdate(c, hwnd):
    """Lock drawing in one window, or unlock it with NULL (user/wm.lock_update)."""
    if hwnd and c.vm.wm.get(hwnd) is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return 1 if c.vm.wm.lock_update(hwnd) else 0
