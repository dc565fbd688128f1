"""USER32: window regions — SetWindowRgn, GetWindowRgn, GetWindowRgnBox.

A top-level window's region (window coordinates) is kept in ``win.state["window_rgn"]``:
the screen shows the window's pixels only inside it (``gdi/screen.py``) and a point
outside it is not on the window (``wm.hit_window``: WindowFromPoint, the mouse). As on
Windows, SetWindowRgn takes the region: its handle is the system's afterwards (the
program's DeleteObject of it fails). Regions of child windows are not implemented and
stop the guest.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import RECT
from ..gdi32.regions import ERROR
from .regions import _rgn, _win
from ...core.dllnames import USER32



@api(USER32, "SetWindowRgn", "HWND hwnd, HRGN rgn, BOOL redraw", widths=BOTH)
def SetWindowRgn(c, hwnd, h, redraw):
    vm = c.vm
    win = _win(c, hwnd)
    if win is None:
        return 0
    if win.is_child:
        raise Unimplemented("USER32.dll!SetWindowRgn: a child window's region")
    if h:
        rgn = _rgn(c, h)
        if rgn is None:
            return 0
        win.state["window_rgn"] = rgn.copy()
        vm.gdi.objects.pop(h, None)     # the system owns it now
    else:
        win.state.pop("window_rgn", None)
    vm.gdi.touch()                      # the screen shows another shape
    if redraw:
        vm.wm.invalidate(win, None, True)
        vm.wm.redraw_nonclient(win)
    return 1


def _region_of(c, hwnd):
    win = _win(c, hwnd)
    return win.state.get("window_rgn") if win is not None else None


@api(USER32, "GetWindowRgn", "HWND hwnd, HRGN rgn", widths=BOTH)
def GetWindowRgn(c, hwnd, h):
    have, dst = _region_of(c, hwnd), _rgn(c, h)
    if have is None or dst is None:
        return ERROR
    dst.box, dst.mask = have.box, have.mask.copy() if have.mask is not None else None
    return dst.kind


@api(USER32, "GetWindowRgnBox", "HWND hwnd, LPVOID rect", widths=BOTH)
def GetWindowRgnBox(c, hwnd, rect):
    have = _region_of(c, hwnd)
    if have is None or not rect:
        return ERROR
    c.vm.mem.write(rect, RECT.pack_values(*have.box))
    return have.kind
