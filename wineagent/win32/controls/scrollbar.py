"""The SCROLLBAR control class. The scroll APIs (SetScrollInfo ... ScrollWindowEx) are
``dlls/user32/scroll.py``.

The bars themselves — geometry, drawing, state, the tracking loop — are shared with the
standard bars of any window and live below, in ``user/scrollbars.py``.
"""

WM_CTLCOLORSCROLLBAR = 0x0137

from ..user.pyproc import window_proc
from ..core.bits import s16, s32
from ..core.messages import (WM_CREATE, WM_ENABLE, WM_ERASEBKGND, WM_GETDLGCODE, WM_KEYDOWN,
                             WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_PAINT)
from ..user.scrollbars import (bar_info, shaft_parts, ESB_DISABLE_BOTH, ESB_ENABLE_BOTH, SBS_BOTTOMALIGN, SBS_LEFTALIGN,
                               SBS_RIGHTALIGN, SBS_SIZEBOX, SBS_SIZEGRIP, SBS_TOPALIGN, SBS_VERT,
                               SB_BOTH, SB_BOTTOM, SB_CTL, SB_ENDSCROLL, SB_HORZ, SB_LINEDOWN,
                               SB_LINEUP, SB_PAGEDOWN, SB_PAGEUP, SB_TOP, SB_VERT, SIF_ALL,
                               SIF_DISABLENOSCROLL, SIF_PAGE, SIF_POS, SIF_RANGE, SIF_TRACKPOS,
                               SIZE, WM_HSCROLL, WM_VSCROLL, bar_enabled, get_info, info,
                               is_vertical, paint_bar, redraw, set_info, track)
from ..core.styles import DLGC_WANTARROWS
from ..core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ..user.wm import WS_DISABLED, WindowClass, is_wide
from ..user.window import begin_paint, def_window_proc, end_paint, reposition
from ..core.structures import RECT, SCROLLBARINFO, SCROLLINFO
from ..user.framectl import size_grip_ridges
from ..core.dllnames import USER32
from .comctl_shared import repaint_on_theme_change

__all__ = ["scrollbar_proc", "install"]

SBM_SETPOS, SBM_GETPOS, SBM_SETRANGE, SBM_GETRANGE = 0xE0, 0xE1, 0xE2, 0xE3
SBM_ENABLE_ARROWS, SBM_SETRANGEREDRAW = 0xE4, 0xE6
SBM_SETSCROLLINFO, SBM_GETSCROLLINFO, SBM_GETSCROLLBARINFO = 0xE9, 0xEA, 0xEB


def _rect_at(mem, ptr):
    return RECT.values(mem, ptr) if ptr else None


# -- the SCROLLBAR control -----------------------------------------------------------------
@repaint_on_theme_change()
def scrollbar_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in SCROLLBAR class (SBS_HORZ / SBS_VERT)."""
    mem = wm.vm.mem
    if msg == WM_CREATE:
        if win.style & (SBS_SIZEBOX | SBS_SIZEGRIP):
            # A size box: the standard bar thickness square, at the top-left or
            # bottom-right corner of the rectangle it was created with when asked.
            x, y, w, h = win.x, win.y, win.w, win.h
            if win.style & SBS_LEFTALIGN:       # SBS_SIZEBOXTOPLEFTALIGN
                yield from reposition(wm.vm, win, x, y, SIZE, SIZE)
            elif win.style & SBS_RIGHTALIGN:    # SBS_SIZEBOXBOTTOMRIGHTALIGN
                yield from reposition(wm.vm, win, x + w - SIZE, y + h - SIZE, SIZE, SIZE)
            return 0
        si = info(win, SB_CTL)
        if win.style & WS_DISABLED:
            si.flags = ESB_DISABLE_BOTH
        # SBS_LEFTALIGN/RIGHTALIGN (vertical), TOP/BOTTOMALIGN (horizontal): the bar takes
        # the standard thickness + 1 at that edge of the rectangle it was created with.
        x, y, w, h = win.x, win.y, win.w, win.h
        if win.style & SBS_VERT and win.style & SBS_LEFTALIGN:
            yield from reposition(wm.vm, win, x, y, SIZE + 1, h)
        elif win.style & SBS_VERT and win.style & SBS_RIGHTALIGN:
            yield from reposition(wm.vm, win, x + w - SIZE - 1, y, SIZE + 1, h)
        elif not win.style & SBS_VERT and win.style & SBS_TOPALIGN:
            yield from reposition(wm.vm, win, x, y, w, SIZE + 1)
        elif not win.style & SBS_VERT and win.style & SBS_BOTTOMALIGN:
            yield from reposition(wm.vm, win, x, y + h - SIZE - 1, w, SIZE + 1)
        return 0
    if msg == WM_PAINT and win.style & (SBS_SIZEBOX | SBS_SIZEGRIP):
        # The box in the button face colour (the system brush, so SetSysColors shows);
        # a size grip adds its ridges.
        dc = begin_paint(wm.vm, win)
        cw, ch = win.client_size()
        dc.paint_brush((0, 0, cw, ch), wm.vm.gdi.sys_brush(COLOR_BTNFACE))
        if win.style & SBS_SIZEGRIP:
            dc.draw((0, 0, cw, ch), lambda d, ox, oy: size_grip_ridges(
                d, (ox, oy, ox + cw, oy + ch)))
        end_paint(wm.vm, win, dc)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and win.style & (SBS_SIZEBOX | SBS_SIZEGRIP):
        # Dragging a size box sizes the top-level window from its bottom-right corner.
        top = win
        while top.is_child and wm.get(top.parent) is not None:
            top = wm.get(top.parent)
        yield from wm.send(top.hwnd, WM_SYSCOMMAND, SC_SIZE | WMSZ_BOTTOMRIGHT, lparam)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        cw, ch = win.client_size()
        si = info(win, SB_CTL)
        enabled = bar_enabled(wm, win)
        vertical = is_vertical(win, SB_CTL)
        brush = None
        if win.is_child and wm.get(win.parent) is not None:
            # WM_CTLCOLORSCROLLBAR: the parent's brush paints the shaft (the track between
            # the arrows, around the thumb); 0 (DefWindowProc here) keeps the classic
            # dither of white and the button face.
            gdi = wm.vm.gdi
            hdc = gdi.add(dc)
            try:
                r = yield from wm.send(win.parent, WM_CTLCOLORSCROLLBAR, hdc, win.hwnd)
            finally:
                gdi.objects.pop(hdc, None)
            brush = gdi.get(r) if r else None
            if brush is not None and not hasattr(brush, "style"):
                brush = None
        dc.draw((0, 0, cw, ch), lambda d, ox, oy: paint_bar(
            d, ox, oy, ox + cw, oy + ch, vertical, si, enabled))
        if brush is not None:
            for part in shaft_parts(si, cw, ch, vertical, enabled):
                dc.paint_brush(part, brush)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_ENABLE:
        info(win, SB_CTL).flags = ESB_ENABLE_BOTH if wparam else ESB_DISABLE_BOTH
        wm.invalidate(win, None, False)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        if win.style & 0x00010000 and wm.focus != win.hwnd:   # WS_TABSTOP: takes focus
            yield from wm.set_focus(win.hwnd)
        ox, oy = wm.client_origin(win)
        x, y = s16(lparam), s16(lparam >> 16)
        yield from track(wm, win, SB_CTL, ox + x, oy + y)
        return 0
    if msg == WM_KEYDOWN:
        code = {0x26: SB_LINEUP, 0x25: SB_LINEUP, 0x28: SB_LINEDOWN, 0x27: SB_LINEDOWN,
                0x21: SB_PAGEUP, 0x22: SB_PAGEDOWN, 0x24: SB_TOP, 0x23: SB_BOTTOM}.get(wparam)
        if code is not None and win.parent:
            m = WM_VSCROLL if is_vertical(win, SB_CTL) else WM_HSCROLL
            yield from wm.send(win.parent, m, code, win.hwnd)
            yield from wm.send(win.parent, m, SB_ENDSCROLL, win.hwnd)
        return 0
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS
    if msg == SBM_SETPOS:
        old = info(win, SB_CTL).pos
        set_info(wm, win, SB_CTL, SIF_POS, pos=s32(wparam), redraw_now=bool(lparam))
        return old & 0xFFFFFFFF
    if msg == SBM_GETPOS:
        return info(win, SB_CTL).pos & 0xFFFFFFFF
    if msg in (SBM_SETRANGE, SBM_SETRANGEREDRAW):
        old = info(win, SB_CTL).pos
        set_info(wm, win, SB_CTL, SIF_RANGE, s32(wparam), s32(lparam),
                 redraw_now=msg == SBM_SETRANGEREDRAW)
        new = info(win, SB_CTL).pos
        return old & 0xFFFFFFFF if new != old else 0
    if msg == SBM_GETRANGE:
        si = info(win, SB_CTL)
        if wparam:
            mem.w32(wparam, si.min & 0xFFFFFFFF)
        if lparam:
            mem.w32(lparam, si.max & 0xFFFFFFFF)
        return 1
    if msg == SBM_ENABLE_ARROWS:
        return _enable(wm, win, SB_CTL, wparam)
    if msg == SBM_SETSCROLLINFO:
        got = _read_si(mem, lparam)
        if got is None:
            return 0
        mask, nmin, nmax, page, pos = got
        return set_info(wm, win, SB_CTL, mask, nmin, nmax, page, pos, bool(wparam))[0] \
            & 0xFFFFFFFF
    if msg == SBM_GETSCROLLINFO:
        return _write_si(mem, lparam, get_info(win, SB_CTL, 0))
    if msg == SBM_GETSCROLLBARINFO:
        return write_bar_info(wm, win, SB_CTL, lparam)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


COLOR_BTNFACE = 15
WM_SYSCOMMAND, SC_SIZE, WMSZ_BOTTOMRIGHT = 0x112, 0xF000, 8


def write_bar_info(wm, win, bar, ptr):
    """Fill the SCROLLBARINFO at ``ptr`` for a bar of ``win``; TRUE. A cbSize other than
    the structure's: FALSE, the last error left alone (as Wine 8 answers)."""
    mem = wm.vm.mem
    if not ptr or mem.u32(ptr) != SCROLLBARINFO.sizeof(4):
        return 0
    screen, arrow, top, bottom, states = bar_info(wm, win, bar)
    SCROLLBARINFO.write(mem, ptr, 4, rcScrollBar=dict(zip(("left", "top", "right", "bottom"),
                                                          screen)),
                        dxyLineButton=arrow, xyThumbTop=top, xyThumbBottom=bottom,
                        rgstate=states)
    return 1


# -- SCROLLINFO ------------------------------------------------------------------------------
# The sizes USER32 accepts in cbSize: the whole structure, or without its last field
# nTrackPos (what programs written before it existed pass).
_SI_SIZES = (SCROLLINFO.offsetof("nTrackPos"), SCROLLINFO.sizeof())


def _read_si(mem, ptr):
    """(mask, min, max, page, pos) from a guest SCROLLINFO, None if it is invalid."""
    if not ptr:
        return None
    si = SCROLLINFO.at(mem, ptr)             # no pointer-sized field: one layout
    size, mask = si.cbSize, si.fMask
    if size not in _SI_SIZES or mask & ~(SIF_ALL | SIF_DISABLENOSCROLL):
        return None
    return mask, si.nMin, si.nMax, si.nPage, si.nPos


def _write_si(mem, ptr, values):
    """Fill the fields a guest SCROLLINFO's fMask asks for; returns the BOOL result."""
    if not ptr or values is None:
        return 0
    si = SCROLLINFO.at(mem, ptr)
    size, mask = si.cbSize, si.fMask
    if size not in _SI_SIZES or mask & ~(SIF_ALL | SIF_DISABLENOSCROLL):
        return 0
    nmin, nmax, page, pos, trackpos = values
    if mask & SIF_RANGE:
        si.nMin, si.nMax = nmin, nmax
    if mask & SIF_PAGE:
        si.nPage = page
    if mask & SIF_POS:
        si.nPos = pos
    if mask & SIF_TRACKPOS and size == SCROLLINFO.sizeof():
        si.nTrackPos = trackpos
    return 1 if mask & SIF_ALL else 0


def _win(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return win


def _enable(wm, win, bar, flags):
    flags &= ESB_DISABLE_BOTH
    bars = (SB_VERT, SB_HORZ) if bar == SB_BOTH else (bar,)
    changed = False
    for b in bars:
        si = info(win, b)
        if si.flags != flags:
            si.flags, changed = flags, True
            redraw(wm, win, b)
    return 1 if changed else 0


window_proc(USER32, "wineagent.ScrollBarProc", scrollbar_proc)


def install(vm):
    """Register the SCROLLBAR class (CS_DBLCLKS | CS_VREDRAW | CS_HREDRAW | CS_PARENTDC)."""
    addr = vm.proc_address(USER32, "wineagent.ScrollBarProc")
    vm.wm.register_python_proc(addr, scrollbar_proc)
    vm.wm.register_class(WindowClass("SCROLLBAR", 0x8 | 0x1 | 0x2 | 0x80, addr, 0, 0, 0, 0,
                                     0, 0, builtin=True))
