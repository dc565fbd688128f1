"""USER32: the scroll functions (Get/SetScrollInfo, positions, ranges, ShowScrollBar,
ScrollWindowEx, ScrollDC). The SCROLLBAR control is in ``controls/scrollbar.py``, the bars of a
window (geometry, drawing, tracking) in ``user/scrollbars.py``."""

from ....abi.api import BOTH, api, Unimplemented
from ...controls.scrollbar import (_enable, _read_si, _rect_at, _win, _write_si, SBM_GETPOS,
                                  SBM_GETRANGE, SBM_GETSCROLLINFO, SBM_SETPOS, SBM_SETRANGE,
                                  SBM_SETRANGEREDRAW, SBM_SETSCROLLINFO, SBM_GETSCROLLBARINFO,
                                  write_bar_info)
from ...core.messages import WM_ENABLE
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...user.scrollbars import (ESB_DISABLE_BOTH, ESB_ENABLE_BOTH, get_info, info, NULLREGION,
                               SB_BOTH, SB_CTL, SB_HORZ, SB_VERT, scroll_window, send_size,
                               set_info, show_bar, SIF_POS, SIF_RANGE, SIMPLEREGION, SW_ERASE,
                               SW_INVALIDATE, SW_SCROLLCHILDREN)
from ...gdi.regions import RGN_AND, RGN_DIFF, RGN_OR, Region, combine
from ...user.window import show_window
from ...user.wm import WS_DISABLED
from ...core.dllnames import USER32
from ...core.structures import RECT



@api(USER32, "SetScrollInfo", "HWND hwnd, INT bar, LPVOID si, BOOL redraw", widths=BOTH)
def SetScrollInfo(c, hwnd, bar, si, redraw_flag):
    win = _win(c, hwnd)
    if win is None:
        return 0
    wm = c.vm.wm
    if bar == SB_CTL:   # the control answers for itself, so subclasses see it
        return (yield from wm.send(hwnd, SBM_SETSCROLLINFO, redraw_flag, si))
    got = _read_si(c.vm.mem, si)
    if got is None or bar not in (SB_HORZ, SB_VERT):
        return 0
    mask, nmin, nmax, page, pos = got
    pos, changed = set_info(wm, win, bar, mask, nmin, nmax, page, pos, bool(redraw_flag))
    if changed:
        yield from send_size(wm, win)
    return pos & 0xFFFFFFFF


@api(USER32, "GetScrollInfo", "HWND hwnd, INT bar, LPVOID si", widths=BOTH)
def GetScrollInfo(c, hwnd, bar, si):
    win = _win(c, hwnd)
    if win is None:
        return 0
    if bar == SB_CTL:
        yield from c.vm.wm.send(hwnd, SBM_GETSCROLLINFO, 0, si)
        return 1
    if bar not in (SB_HORZ, SB_VERT):
        return 0
    return _write_si(c.vm.mem, si, get_info(win, bar, 0))


@api(USER32, "SetScrollPos", "HWND hwnd, INT bar, INT pos, BOOL redraw", widths=BOTH)
def SetScrollPos(c, hwnd, bar, pos, redraw_flag):
    win = _win(c, hwnd)
    if win is None:
        return 0
    if bar == SB_CTL:
        return (yield from c.vm.wm.send(hwnd, SBM_SETPOS, pos, redraw_flag))
    si = info(win, bar, create=False) if bar in (SB_HORZ, SB_VERT) else None
    if si is None:
        return 0
    old = si.pos
    set_info(c.vm.wm, win, bar, SIF_POS, pos=pos, redraw_now=bool(redraw_flag))
    return old & 0xFFFFFFFF


@api(USER32, "GetScrollPos", "HWND hwnd, INT bar", widths=BOTH)
def GetScrollPos(c, hwnd, bar):
    win = _win(c, hwnd)
    if win is None:
        return 0
    if bar == SB_CTL:
        return (yield from c.vm.wm.send(hwnd, SBM_GETPOS, 0, 0))
    si = info(win, bar, create=False) if bar in (SB_HORZ, SB_VERT) else None
    return si.pos & 0xFFFFFFFF if si is not None else 0


@api(USER32, "SetScrollRange", "HWND hwnd, INT bar, INT lo, INT hi, BOOL redraw", widths=BOTH)
def SetScrollRange(c, hwnd, bar, lo, hi, redraw_flag):
    win = _win(c, hwnd)
    if win is None:
        return 0
    wm = c.vm.wm
    if bar == SB_CTL:
        yield from wm.send(hwnd, SBM_SETRANGEREDRAW if redraw_flag else SBM_SETRANGE,
                           lo & 0xFFFFFFFF, hi & 0xFFFFFFFF)
        return 1
    if bar not in (SB_HORZ, SB_VERT):
        return 0
    # Documented: equal minimum and maximum hide a standard bar.
    _, changed = set_info(wm, win, bar, SIF_RANGE, lo, hi, redraw_now=bool(redraw_flag))
    if changed:
        yield from send_size(wm, win)
    return 1


@api(USER32, "GetScrollRange", "HWND hwnd, INT bar, LPVOID lo, LPVOID hi", widths=BOTH)
def GetScrollRange(c, hwnd, bar, lo, hi):
    win = _win(c, hwnd)
    if win is None:
        return 0
    if bar == SB_CTL:
        yield from c.vm.wm.send(hwnd, SBM_GETRANGE, lo, hi)
        return 1
    si = info(win, bar, create=False) if bar in (SB_HORZ, SB_VERT) else None
    mem = c.vm.mem
    if lo:
        mem.w32(lo, (si.min if si else 0) & 0xFFFFFFFF)
    if hi:
        mem.w32(hi, (si.max if si else 0) & 0xFFFFFFFF)
    return 1


OBJID_CLIENT, OBJID_VSCROLL, OBJID_HSCROLL = -4, -5, -6


@api(USER32, "GetScrollBarInfo", "HWND hwnd, LONG obj, LPVOID sbi", widths=BOTH)
def GetScrollBarInfo(c, hwnd, obj, sbi):
    """A bar's screen rectangle, arrow size, thumb ends and its parts' states: the
    window's horizontal or vertical bar (OBJID_HSCROLL / OBJID_VSCROLL), or for
    OBJID_CLIENT the SCROLLBAR control itself, which answers SBM_GETSCROLLBARINFO (any
    other window is asked the same and answers 0)."""
    win = _win(c, hwnd)
    if win is None:
        return 0
    if obj == OBJID_CLIENT:
        return (yield from c.vm.wm.send(hwnd, SBM_GETSCROLLBARINFO, 0, sbi))
    if obj not in (OBJID_HSCROLL, OBJID_VSCROLL):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return write_bar_info(c.vm.wm, win, SB_VERT if obj == OBJID_VSCROLL else SB_HORZ, sbi)


@api(USER32, "ShowScrollBar", "HWND hwnd, INT bar, BOOL show", widths=BOTH)
def ShowScrollBar(c, hwnd, bar, show):
    win = _win(c, hwnd)
    if win is None:
        return 0
    if bar == SB_CTL:
        yield from show_window(c.vm, win, 5 if show else 0)
        return 1
    if bar not in (SB_HORZ, SB_VERT, SB_BOTH):
        return 0
    if show_bar(c.vm.wm, win, bar, bool(show)):
        yield from send_size(c.vm.wm, win)
    return 1


@api(USER32, "EnableScrollBar", "HWND hwnd, UINT bar, UINT arrows", widths=BOTH)
def EnableScrollBar(c, hwnd, bar, arrows):
    win = _win(c, hwnd)
    if win is None or bar not in (SB_HORZ, SB_VERT, SB_CTL, SB_BOTH):
        return 0
    changed = _enable(c.vm.wm, win, bar, arrows)
    if bar == SB_CTL and arrows & 3 in (ESB_ENABLE_BOTH, ESB_DISABLE_BOTH):
        # As Windows: enabling/disabling both arrows of a control enables/disables it.
        enable = (arrows & 3) == ESB_ENABLE_BOTH
        if (not win.style & WS_DISABLED) != enable:
            win.style = (win.style & ~WS_DISABLED) if enable else (win.style | WS_DISABLED)
            yield from c.vm.wm.send(win.hwnd, WM_ENABLE, 1 if enable else 0, 0)
    return changed


@api(USER32, "ScrollWindowEx", "HWND hwnd, INT dx, INT dy, LPVOID scroll, LPVOID clip, "
     "HANDLE rgn, LPVOID update, UINT flags", widths=BOTH)
def ScrollWindowEx(c, hwnd, dx, dy, scroll, clip, rgn, update, flags):
    win = _win(c, hwnd)
    if win is None:
        return 0   # ERROR
    mem = c.vm.mem
    scroll_r, clip_r = _rect_at(mem, scroll), _rect_at(mem, clip)
    out = None
    if rgn:
        out = c.vm.gdi.get(rgn, Region)
        if out is None:
            return 0
        # worked out before the scroll moves the update region
        got, box = _window_update_region(c.vm.wm, win, dx, dy, scroll_r, clip_r)
    exposed = yield from scroll_window(c.vm.wm, win, dx, dy, scroll_r, clip_r, flags)
    if out is not None:
        out.box, out.mask = got.box, got.mask
        exposed = box if box[0] < box[2] else None
    if update:
        mem.write(update, RECT.pack_values(*(exposed or (0, 0, 0, 0))))
    return SIMPLEREGION if exposed else NULLREGION


def _window_update_region(wm, win, dx, dy, scroll_r, clip_r):
    """ScrollWindowEx's hrgnUpdate and update rectangle (client coordinates), worked out
    before the scroll: what ScrollDC on the window's DC would uncover (scroll and clip
    rectangles cut to the client area), and, when the window has an update region, that
    region both where it was and moved (inside the clip rectangle). A move longer than
    the scroll rectangle also names where its pixels went (Windows does; Wine's tests
    check it)."""
    cw, ch = win.client_size()
    client = (0, 0, cw, ch)
    rc = _isect(client, scroll_r) if scroll_r else client
    cliprc = _isect(client, clip_r) if clip_r else client
    if not (dx or dy) or cliprc[0] >= cliprc[2]:
        return Region(), (0, 0, 0, 0)
    dc = wm.surface_dc(win)
    got = _scroll_dc(dc, dx, dy, rc, cliprc, move=False)
    l, t, r, b = got.box
    old = win.update_rgn if getattr(win, "update_rgn", None) is not None else (
        Region(win.invalid) if win.invalid else Region())
    if not old.empty:
        clip_rgn = Region(cliprc)
        moved = old.copy()
        moved.offset(dx, dy)
        moved = combine(moved, clip_rgn, RGN_AND)
        got = combine(combine(got, old, RGN_OR), moved, RGN_OR)
        if abs(dx) > rc[2] - rc[0] or abs(dy) > rc[3] - rc[1]:
            far = combine(Region.rect(rc[0] + dx, rc[1] + dy, rc[2] + dx, rc[3] + dy),
                          clip_rgn, RGN_AND)
            got = combine(got, far, RGN_OR)
            if not far.empty:
                fl, ft, fr, fb = far.box
                l, t, r, b = ((fl, ft, fr, fb) if l >= r else
                              (min(l, fl), min(t, ft), max(r, fr), max(b, fb)))
    return got, (l, t, r, b)


def _isect(a, b):
    """Two (l, t, r, b) rectangles' intersection, (0, 0, 0, 0) when they do not meet."""
    l, t, r, b = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    return (l, t, r, b) if l < r and t < b else (0, 0, 0, 0)


def _device_region(dc, rect):
    """A logical rectangle of ``dc`` as a device region (empty when the rectangle is)."""
    if rect[0] >= rect[2] or rect[1] >= rect[3]:
        return Region()
    return Region.rect(*dc.lp_rect(rect))


def _logical_rect(dc, box):
    """A device rectangle of ``dc`` in its logical coordinates (DPtoLP of both corners)."""
    if dc.coords.identity or dc.coords.inverse is None:
        return tuple(box)
    return dc.coords.dp_rect(*box)


def _scroll_dc(dc, dx, dy, scroll_r, clip_r, move=True):
    """ScrollDC's work on ``dc`` (rectangles logical, None when NULL): move the pixels
    (unless ``move`` is False) and answer the uncovered area as a device region."""
    # the visible area and the clip region, in device pixels (GetRandomRgn's SYSRGN and
    # APIRGN, both relative to the DC)
    ox, oy = dc.origin
    l, t, r, b = dc._clip_box()
    vis = Region.rect(l - ox, t - oy, r - ox, b - oy) if l < r and t < b else Region()
    if dc.clip_rgn is not None:
        vis = combine(vis, dc.clip_rgn, RGN_AND)
    app_box = _logical_rect(dc, vis.box) if not vis.empty else (0, 0, 0, 0)
    # the pixels that move: those of the scroll rectangle whose destination stays inside
    # the clip rectangle ("bits scrolled from inside the rectangle to the outside are not
    # painted")
    limit = clip_r or app_box
    src = _isect(limit, (limit[0] - dx, limit[1] - dy, limit[2] - dx, limit[3] - dy))
    if scroll_r:
        src = _isect(src, scroll_r)
    x0, y0 = dc.lp(0, 0)
    x1, y1 = dc.lp(dx, dy)
    ddx, ddy = x1 - x0, y1 - y0
    moved = combine(_device_region(dc, src), vis, RGN_AND)
    moved.offset(ddx, ddy)
    if move:
        dc.scroll_pixels(moved, ddx, ddy)
    if scroll_r:
        area = _isect(clip_r, scroll_r) if clip_r else scroll_r
    else:
        area = clip_r or app_box
    return combine(combine(_device_region(dc, area), vis, RGN_AND), moved, RGN_DIFF)


@api(USER32, "ScrollDC", "HDC hdc, INT dx, INT dy, LPVOID scroll, LPVOID clip, HANDLE rgn, "
     "LPVOID update", widths=BOTH)
def ScrollDC(c, hdc, dx, dy, scroll, clip, rgn, update):
    """Scroll a rectangle of a DC's pixels by (dx, dy) logical units: the pixels of
    ``scroll`` (NULL: all) that stay inside ``clip`` (NULL: the DC's clip box) move, and
    only where the DC's visible area and clip region allow, both where they are read and
    where they are written. The update region (HRGN ``rgn``, device coordinates of the
    DC) is what the move left uncovered: scroll ∩ clip ∩ visible, minus the moved
    pixels; ``update`` gets its bounding box, also in device ("client") coordinates,
    whatever the mapping mode, as documented. dx and dy are logical units, mapped as
    Wine maps them. FALSE (no last error) for a handle that is not a DC, or an update
    region that is not a region."""
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return 0        # no last error, as Wine 8 answers
    if dc.recorder is not None:
        raise Unimplemented("%s!ScrollDC on a metafile DC" % USER32)
    out = None
    if rgn:
        out = vm.gdi.get(rgn, Region)
        if out is None:
            return 0
    mem = vm.mem
    uncovered = _scroll_dc(dc, dx, dy, _rect_at(mem, scroll), _rect_at(mem, clip))
    if out is not None:
        out.box, out.mask = uncovered.box, uncovered.mask
    if update:
        # "in client coordinates, regardless of the mapping mode": the region's box
        mem.write(update, RECT.pack_values(*uncovered.box))
    return 1


@api(USER32, "ScrollWindow", "HWND hwnd, INT dx, INT dy, LPVOID scroll, LPVOID clip", widths=BOTH)
def ScrollWindow(c, hwnd, dx, dy, scroll, clip):
    win = _win(c, hwnd)
    if win is None:
        return 0
    mem = c.vm.mem
    # Documented: with a NULL lpRect the child windows move too.
    flags = SW_INVALIDATE | SW_ERASE | (0 if scroll else SW_SCROLLCHILDREN)
    yield from scroll_window(c.vm.wm, win, dx, dy, _rect_at(mem, scroll),
                             _rect_at(mem, clip), flags)
    return 1
