"""USER32 update regions: InvalidateRgn, ValidateRgn, GetUpdateRgn, on the GDI's
``Region`` (gdi/regions.py). The window keeps an exact region only while nothing but
regions invalidated it (``win.update_rgn``); BeginPaint selects it as the paint DC's clip
region (user/window.begin_paint), and any rectangle invalidation falls back to the
bounding rectangle, which always covers it."""


from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...gdi.regions import RGN_AND, RGN_DIFF, RGN_OR, Region, combine
from ...core.dllnames import USER32



def _win(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return win


def _rgn(c, h):
    return c.vm.gdi.get(h, Region)


def _current(win):
    """The window's update region as it stands (exact, or its rectangle)."""
    rgn = getattr(win, "update_rgn", None)
    if rgn is not None:
        return rgn
    return Region(win.invalid) if win.invalid else Region()


@api(USER32, "InvalidateRgn", "HWND hwnd, HRGN rgn, BOOL erase", widths=BOTH)
def InvalidateRgn(c, hwnd, h, erase):
    win = _win(c, hwnd)
    if win is None:
        return 0
    rgn = _rgn(c, h) if h else None
    if rgn is None:
        c.vm.wm.invalidate(win, None, bool(erase))
        return 1
    invalidate_region(c.vm.wm, win, rgn, bool(erase))
    return 1


def invalidate_region(wm, win, rgn, erase):
    """Add ``rgn`` (client coordinates, cut to the client area) to the window's update
    region, exactly while only regions made it (InvalidateRgn, RedrawWindow)."""
    cw, ch = win.client_size()
    add = combine(rgn, Region((0, 0, cw, ch)), RGN_AND)
    if add.empty:
        return
    new = combine(_current(win), add, RGN_OR)
    wm.invalidate(win, add.box, erase)
    win.update_rgn = new if new.box == win.invalid else None


def validate_region(win, rgn):
    """Take ``rgn`` (client coordinates) out of the window's update region (ValidateRgn,
    RedrawWindow with RDW_VALIDATE)."""
    left = combine(_current(win), rgn, RGN_DIFF)
    win.invalid = left.box if not left.empty else None
    win.update_rgn = left if not left.empty and left.mask is not None else None


@api(USER32, "ValidateRgn", "HWND hwnd, HRGN rgn", widths=BOTH)
def ValidateRgn(c, hwnd, h):
    win = _win(c, hwnd)
    if win is None:
        return 0
    rgn = _rgn(c, h) if h else None
    if rgn is None:
        win.invalid, win.update_rgn = None, None
        return 1
    validate_region(win, rgn)
    return 1


@api(USER32, "GetUpdateRgn", "HWND hwnd, HRGN rgn, BOOL erase", widths=BOTH)
def GetUpdateRgn(c, hwnd, h, erase):
    win, out = _win(c, hwnd), _rgn(c, h)
    if win is None or out is None:
        return 0   # ERROR
    cur = _current(win)
    out.box, out.mask = cur.box, cur.mask
    return cur.kind


