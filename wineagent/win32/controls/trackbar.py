"""The trackbar (``msctls_trackbar32``): a slider moved along a channel with tick marks.

What Windows documents ("About Trackbar Controls", the TBM_* pages) and Wine's
conformance tests (trackbar.c, written against Windows) check:

- The range defaults to 0..100, the position to 0, the line size to 1. The page size is
  a fifth of the range (at least 1) until TBM_SETPAGESIZE sets one; -1 goes back to that default.
  TBM_SETRANGE takes MAKELONG(min, max) as shorts; a range change keeps the position in
  it (clamped to the maximum first, then to the minimum, so an inverted range leaves it
  at the minimum).
- Ticks: the first and last positions always have one (TBM_GETNUMTICS counts them,
  TBS_NOTICKS answers 0); TBM_SETTIC adds one inside the range; with TBS_AUTOTICKS the
  range and TBM_SETTICFREQ make one every ``freq`` positions between the ends.
  TBM_GETPTICS answers a pointer to the program-visible DWORD array of the inner ticks.
- Selection (TBS_ENABLESELRANGE only, else ignored): TBM_SETSEL clamps both ends to the
  range, TBM_SETSELSTART only its lower end, TBM_SETSELEND only its upper end.
- TBM_SETTHUMBLENGTH is honoured with TBS_FIXEDLENGTH only. The thumb's rectangle is
  computed when the control is drawn, when a position is set with redraw, by the keys
  and the mouse, and by TBM_SETTICFREQ; TBM_SETPOS without redraw leaves it where it was
  drawn (what TBM_GETTHUMBRECT answers).
- Keys and the mouse send WM_HSCROLL (WM_VSCROLL with TBS_VERT) to the parent with a TB_*
  code; the position travels in the HIWORD for TB_THUMBTRACK and TB_THUMBPOSITION; the
  key's release or the button's sends TB_ENDTRACK.
- TBS_TOOLTIPS at creation makes a tooltip control of its own (TBM_GETTOOLTIPS).
"""

from ..core.bits import s32
from ..core.messages import (WM_CREATE, WM_DESTROY, WM_ENABLE, WM_KEYDOWN, WM_KEYUP,
                             WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEMOVE, WM_PAINT, WM_SIZE,
                             WM_SETFOCUS, WM_KILLFOCUS, WM_GETDLGCODE, WM_TIMER,
                             WM_CAPTURECHANGED)
from ..core.dllnames import COMCTL32
from ..core.structures import RECT
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.pyproc import window_proc
from ..user.window import begin_paint, create_window, def_window_proc, end_paint
from .builtin_common import BLACK, draw_child_frame, is_wide, lparam_xy
from .comctl_shared import focus_rect, register
from .comctl_shared import repaint_on_theme_change

__all__ = ["TRACKBAR_CLASS", "trackbar_proc", "install", "thumb_rect", "channel_rect"]

TRACKBAR_CLASS = "msctls_trackbar32"

TBS_AUTOTICKS, TBS_VERT, TBS_TOP, TBS_BOTH = 0x1, 0x2, 0x4, 0x8
TBS_NOTICKS, TBS_ENABLESELRANGE, TBS_FIXEDLENGTH, TBS_NOTHUMB = 0x10, 0x20, 0x40, 0x80
TBS_TOOLTIPS, TBS_REVERSED = 0x100, 0x200

(TBM_GETPOS, TBM_GETRANGEMIN, TBM_GETRANGEMAX, TBM_GETTIC, TBM_SETTIC, TBM_SETPOS,
 TBM_SETRANGE, TBM_SETRANGEMIN, TBM_SETRANGEMAX, TBM_CLEARTICS, TBM_SETSEL, TBM_SETSELSTART,
 TBM_SETSELEND) = range(0x400, 0x40D)
(TBM_GETPTICS, TBM_GETTICPOS, TBM_GETNUMTICS, TBM_GETSELSTART, TBM_GETSELEND, TBM_CLEARSEL,
 TBM_SETTICFREQ, TBM_SETPAGESIZE, TBM_GETPAGESIZE, TBM_SETLINESIZE, TBM_GETLINESIZE,
 TBM_GETTHUMBRECT, TBM_GETCHANNELRECT, TBM_SETTHUMBLENGTH, TBM_GETTHUMBLENGTH,
 TBM_SETTOOLTIPS, TBM_GETTOOLTIPS, TBM_SETTIPSIDE, TBM_SETBUDDY, TBM_GETBUDDY,
 TBM_SETPOSNOTIFY) = range(0x40E, 0x423)
TBM_SETUNICODEFORMAT, TBM_GETUNICODEFORMAT = 0x2005, 0x2006

(TB_LINEUP, TB_LINEDOWN, TB_PAGEUP, TB_PAGEDOWN, TB_THUMBPOSITION, TB_THUMBTRACK, TB_TOP,
 TB_BOTTOM, TB_ENDTRACK) = range(9)
WM_HSCROLL, WM_VSCROLL = 0x0114, 0x0115
VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28
DLGC_WANTARROWS = 0x1
TOOLTIPS_CLASS = "tooltips_class32"
WS_POPUP, WS_EX_TOPMOST = 0x80000000, 0x8
TIMER_ID, REPEAT_MS = 1, 100
THUMB_WIDTH = 11        # the thumb across the channel's direction, as Windows draws it
MARGIN = 8              # from the client edge to the channel's ends


class TrackbarState:
    """Range, position, ticks, selection, sizes and partners of one trackbar."""

    def __init__(self, style, wide):
        self.low, self.high, self.pos = 0, 100, 0
        self.line, self.page, self.page_set = 1, 20, False
        self.freq = 1
        self.tics = []              # the inner tick positions, ascending
        self.tics_ptr = 0           # the guest copy TBM_GETPTICS hands out
        self.sel = (0, 0)
        self.thumb_len = 23 if style & TBS_ENABLESELRANGE else 21
        self.thumb = None           # the thumb rectangle as last computed
        self.tooltips = 0
        self.tip_side = 0           # TBTS_TOP
        self.buddies = {True: 0, False: 0}
        self.unicode = wide
        self.drag = None            # offset of the pointer in the thumb while dragging
        self.paging = 0             # TB_PAGEUP / TB_PAGEDOWN + 1 while the channel is held


def _st(win):
    st = win.state.get("trackbar")
    if st is None:
        st = win.state["trackbar"] = TrackbarState(win.style, is_wide(win))
    return st


def _s16(v):
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _default_page(st):
    # a fifth of the range, and at least 1 (a range of 6..10 pages by 1, as Wine's does)
    if not st.page_set:
        st.page = (st.high - st.low) // 5 or 1


def _keep_in_range(st):
    # the maximum first, then the minimum: an inverted range leaves the minimum
    if st.pos > st.high:
        st.pos = st.high
    if st.pos < st.low:
        st.pos = st.low


def _auto_tics(win, st):
    if win.style & TBS_AUTOTICKS:
        step = max(1, st.freq)
        st.tics = list(range(st.low + step, st.high, step))


def _range_changed(wm, win, st, redraw):
    _keep_in_range(st)
    _default_page(st)
    _auto_tics(win, st)
    if redraw:
        wm.invalidate(win, None, False)


def channel_rect(win, st):
    """The channel's (l, t, r, b) in client coordinates."""
    cw, ch = win.client_size()
    vert = bool(win.style & TBS_VERT)
    across = ch if not vert else cw
    thick = 6 if win.style & TBS_ENABLESELRANGE else 4
    if win.style & TBS_BOTH:
        c = across // 2
    elif win.style & TBS_TOP:
        c = across - MARGIN - st.thumb_len // 2
    else:
        c = MARGIN + st.thumb_len // 2
    c = max(thick // 2, min(across - thick // 2, c))
    along = cw if not vert else ch
    a0, a1 = MARGIN, max(MARGIN + 1, along - MARGIN)
    if vert:
        return (c - thick // 2, a0, c - thick // 2 + thick, a1)
    return (a0, c - thick // 2, a1, c - thick // 2 + thick)


def _pos_to_coord(win, st, pos):
    l, t, r, b = channel_rect(win, st)
    vert = bool(win.style & TBS_VERT)
    a0, a1 = (t, b) if vert else (l, r)
    span = st.high - st.low
    frac = (pos - st.low) / span if span else 0.0
    if win.style & TBS_REVERSED:
        frac = 1.0 - frac
    return a0 + int(round(frac * (a1 - a0 - 1)))


def _coord_to_pos(win, st, coord):
    l, t, r, b = channel_rect(win, st)
    vert = bool(win.style & TBS_VERT)
    a0, a1 = (t, b) if vert else (l, r)
    width = max(1, a1 - a0 - 1)
    frac = max(0.0, min(1.0, (coord - a0) / width))
    if win.style & TBS_REVERSED:
        frac = 1.0 - frac
    return st.low + int(round(frac * (st.high - st.low)))


def thumb_rect(win, st):
    """The thumb's (l, t, r, b) for the current position and size."""
    l, t, r, b = channel_rect(win, st)
    at = _pos_to_coord(win, st, st.pos)
    if win.style & TBS_VERT:
        c = (l + r) // 2
        return (c - st.thumb_len // 2, at - THUMB_WIDTH // 2,
                c - st.thumb_len // 2 + st.thumb_len, at - THUMB_WIDTH // 2 + THUMB_WIDTH)
    c = (t + b) // 2
    return (at - THUMB_WIDTH // 2, c - st.thumb_len // 2,
            at - THUMB_WIDTH // 2 + THUMB_WIDTH, c - st.thumb_len // 2 + st.thumb_len)


def _update_thumb(wm, win, st):
    st.thumb = thumb_rect(win, st)
    wm.invalidate(win, None, False)


def _sync_tics(wm, st):
    """Copy the inner ticks where TBM_GETPTICS's pointer points (a fresh block each time
    the count changes; the old one is freed)."""
    vm = wm.vm
    data = b"".join((t & 0xFFFFFFFF).to_bytes(4, "little") for t in st.tics)
    if st.tics_ptr:
        vm.heap.free(st.tics_ptr)
        st.tics_ptr = 0
    if data:
        st.tics_ptr = vm.heap.alloc(len(data))
        vm.mem.write(st.tics_ptr, data)
    return st.tics_ptr


def _scroll_parent(wm, win, st, code):
    """Generator: WM_HSCROLL / WM_VSCROLL with ``code`` to the parent (the position in the
    HIWORD for TB_THUMBTRACK and TB_THUMBPOSITION)."""
    if not win.is_child or wm.get(win.parent) is None:
        return
    msg = WM_VSCROLL if win.style & TBS_VERT else WM_HSCROLL
    hi = (st.pos & 0xFFFF) if code in (TB_THUMBPOSITION, TB_THUMBTRACK) else 0
    yield from wm.send(win.parent, msg, (hi << 16) | code, win.hwnd)


def _move(wm, win, st, new, code):
    """Generator: a move by the user: clamp, redraw, tell the parent."""
    new = max(min(st.low, st.high), min(max(st.low, st.high), new))
    if new != st.pos:
        st.pos = new
        _update_thumb(wm, win, st)
    yield from _scroll_parent(wm, win, st, code)


_KEYS = {VK_HOME: TB_TOP, VK_END: TB_BOTTOM, VK_PRIOR: TB_PAGEUP, VK_NEXT: TB_PAGEDOWN,
         VK_LEFT: TB_LINEUP, VK_UP: TB_LINEUP, VK_RIGHT: TB_LINEDOWN, VK_DOWN: TB_LINEDOWN}


def _key_target(st, code):
    return {TB_TOP: st.low, TB_BOTTOM: st.high, TB_PAGEUP: st.pos - st.page,
            TB_PAGEDOWN: st.pos + st.page, TB_LINEUP: st.pos - st.line,
            TB_LINEDOWN: st.pos + st.line}[code]


def _inside(rect, x, y):
    l, t, r, b = rect
    return l <= x < r and t <= y < b


def _make_tooltip(wm, win, st):
    """Generator: the tooltip control TBS_TOOLTIPS asks for (when the class exists)."""
    if wm.find_class(TOOLTIPS_CLASS) is None:
        return
    st.tooltips = yield from create_window(wm.vm, WS_EX_TOPMOST, TOOLTIPS_CLASS, "", WS_POPUP,
                                           0, 0, 0, 0, win.hwnd, 0, 0, 0, False)


@repaint_on_theme_change(erase=False)
def trackbar_proc(wm, win, msg, wparam, lparam):
    """Window procedure of msctls_trackbar32."""
    st = _st(win)
    mem = wm.vm.mem
    if msg == WM_CREATE:
        st.thumb = thumb_rect(win, st)
        if win.style & TBS_TOOLTIPS:
            yield from _make_tooltip(wm, win, st)
        return 0
    if msg == WM_DESTROY:
        wm.kill_timer(win.hwnd, TIMER_ID)
        if st.tics_ptr:
            wm.vm.heap.free(st.tics_ptr)
            st.tics_ptr = 0
        if st.tooltips and wm.get(st.tooltips) is not None:
            yield from wm.destroy(st.tooltips)
        return 0
    if msg == TBM_GETPOS:
        return st.pos & 0xFFFFFFFF
    if msg == TBM_SETPOS:
        new = s32(lparam)
        new = max(st.low, min(st.high, new)) if st.low <= st.high else st.low
        if new != st.pos:
            st.pos = new
            if wparam:
                _update_thumb(wm, win, st)
        return 0
    if msg in (TBM_GETRANGEMIN, TBM_GETRANGEMAX):
        return (st.low if msg == TBM_GETRANGEMIN else st.high) & 0xFFFFFFFF
    if msg == TBM_SETRANGE:
        st.low, st.high = _s16(lparam), _s16(lparam >> 16)
        _range_changed(wm, win, st, wparam)
        return 0
    if msg in (TBM_SETRANGEMIN, TBM_SETRANGEMAX):
        if msg == TBM_SETRANGEMIN:
            st.low = s32(lparam)
        else:
            st.high = s32(lparam)
        _range_changed(wm, win, st, wparam)
        return 0
    if msg == TBM_SETTIC:
        v = s32(lparam)
        if v < st.low or v > st.high:
            return 0
        st.tics = sorted(st.tics + [v])
        wm.invalidate(win, None, False)
        return 1
    if msg == TBM_CLEARTICS:
        st.tics = []
        if wparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == TBM_GETTIC:
        return st.tics[wparam] & 0xFFFFFFFF if wparam < len(st.tics) else 0xFFFFFFFF
    if msg == TBM_GETPTICS:
        return _sync_tics(wm, st)
    if msg == TBM_GETTICPOS:
        if wparam >= len(st.tics):
            return 0xFFFFFFFF
        return _pos_to_coord(win, st, st.tics[wparam]) & 0xFFFFFFFF
    if msg == TBM_GETNUMTICS:
        return 0 if win.style & TBS_NOTICKS else len(st.tics) + 2
    if msg == TBM_SETTICFREQ:
        # the ticks follow only with TBS_AUTOTICKS, but the thumb is placed anew either way
        if win.style & TBS_AUTOTICKS:
            st.freq = wparam
            _auto_tics(win, st)
        _update_thumb(wm, win, st)
        return 0
    if msg in (TBM_SETSEL, TBM_SETSELSTART, TBM_SETSELEND):
        if not win.style & TBS_ENABLESELRANGE:
            return 0
        start, end = st.sel
        if msg == TBM_SETSEL:
            start, end = max(st.low, _s16(lparam)), min(st.high, _s16(lparam >> 16))
        elif msg == TBM_SETSELSTART:
            start = max(st.low, s32(lparam))
        else:
            end = min(st.high, s32(lparam))
        st.sel = (start, end)
        if wparam:
            wm.invalidate(win, None, False)
        return 0
    if msg in (TBM_GETSELSTART, TBM_GETSELEND):
        return st.sel[0 if msg == TBM_GETSELSTART else 1] & 0xFFFFFFFF
    if msg == TBM_CLEARSEL:
        st.sel = (0, 0)
        if wparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == TBM_SETPAGESIZE:
        old = st.page
        if s32(lparam) == -1:
            st.page_set = False
            _default_page(st)
        else:
            st.page, st.page_set = s32(lparam), True
        return old & 0xFFFFFFFF
    if msg == TBM_GETPAGESIZE:
        return st.page & 0xFFFFFFFF
    if msg == TBM_SETLINESIZE:
        old, st.line = st.line, s32(lparam)
        return old & 0xFFFFFFFF
    if msg == TBM_GETLINESIZE:
        return st.line & 0xFFFFFFFF
    if msg in (TBM_GETTHUMBRECT, TBM_GETCHANNELRECT):
        if lparam:
            rect = st.thumb or thumb_rect(win, st)
            if msg == TBM_GETCHANNELRECT:
                rect = channel_rect(win, st)
            mem.write(lparam, RECT.pack_values(*rect))
        return 0
    if msg == TBM_SETTHUMBLENGTH:
        if win.style & TBS_FIXEDLENGTH:
            st.thumb_len = wparam
            _update_thumb(wm, win, st)
        return 0
    if msg == TBM_GETTHUMBLENGTH:
        return st.thumb_len
    if msg == TBM_SETTOOLTIPS:
        st.tooltips = wparam
        return 0
    if msg == TBM_GETTOOLTIPS:
        return st.tooltips
    if msg == TBM_SETTIPSIDE:
        old, st.tip_side = st.tip_side, wparam
        return old
    if msg == TBM_SETBUDDY:
        left = bool(wparam)
        old, st.buddies[left] = st.buddies[left], lparam
        return old
    if msg == TBM_GETBUDDY:
        return st.buddies[bool(wparam)]
    if msg == TBM_SETUNICODEFORMAT:
        old, st.unicode = st.unicode, bool(wparam)
        return int(old)
    if msg == TBM_GETUNICODEFORMAT:
        return int(st.unicode)
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS
    if msg == WM_KEYDOWN and (wparam & 0xFF) in _KEYS:
        code = _KEYS[wparam & 0xFF]
        yield from _move(wm, win, st, _key_target(st, code), code)
        return 0
    if msg == WM_KEYUP and (wparam & 0xFF) in _KEYS:
        yield from _scroll_parent(wm, win, st, TB_ENDTRACK)
        return 0
    if msg == WM_LBUTTONDOWN:
        x, y = lparam_xy(lparam)
        yield from wm.set_focus(win.hwnd)
        wm.capture = win.hwnd
        thumb = st.thumb or thumb_rect(win, st)
        if _inside(thumb, x, y):
            vert = bool(win.style & TBS_VERT)
            st.drag = (y - (thumb[1] + thumb[3]) // 2) if vert else \
                (x - (thumb[0] + thumb[2]) // 2)
            return 0
        at = _pos_to_coord(win, st, st.pos)
        before = (y if win.style & TBS_VERT else x) < at
        if win.style & TBS_REVERSED:
            before = not before
        code = TB_PAGEUP if before else TB_PAGEDOWN
        st.paging = code + 1
        yield from _move(wm, win, st, _key_target(st, code), code)
        wm.set_timer(win.hwnd, TIMER_ID, REPEAT_MS, 0)
        return 0
    if msg == WM_MOUSEMOVE and st.drag is not None:
        x, y = lparam_xy(lparam)
        coord = (y if win.style & TBS_VERT else x) - st.drag
        new = _coord_to_pos(win, st, coord)
        if new != st.pos:
            yield from _move(wm, win, st, new, TB_THUMBTRACK)
        return 0
    if msg == WM_TIMER and wparam == TIMER_ID:
        if st.paging:
            code = st.paging - 1
            yield from _move(wm, win, st, _key_target(st, code), code)
        else:
            wm.kill_timer(win.hwnd, TIMER_ID)
        return 0
    if msg in (WM_LBUTTONUP, WM_CAPTURECHANGED):
        if st.drag is None and not st.paging:
            return 0
        dragged = st.drag is not None
        st.drag, st.paging = None, 0
        wm.kill_timer(win.hwnd, TIMER_ID)
        if msg == WM_LBUTTONUP and wm.capture == win.hwnd:
            wm.capture = 0
        if dragged:
            yield from _scroll_parent(wm, win, st, TB_THUMBPOSITION)
        yield from _scroll_parent(wm, win, st, TB_ENDTRACK)
        return 0
    if msg in (WM_SIZE, WM_ENABLE, WM_SETFOCUS, WM_KILLFOCUS):
        if msg == WM_SIZE:
            st.thumb = thumb_rect(win, st)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        st.thumb = thumb_rect(win, st)
        _paint(wm, win, st, dc)
        end_paint(wm.vm, win, dc)
        draw_child_frame(wm, win)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _paint(wm, win, st, dc):
    """The channel (sunken), the selection, the ticks, the thumb (raised), the focus."""
    cw, ch = win.client_size()
    vert = bool(win.style & TBS_VERT)
    cl, ct, cr, cb = channel_rect(win, st)
    tl, tt, tr, tb = st.thumb
    focused = wm.focus == win.hwnd
    enabled = win.own_enabled
    ticks = [] if win.style & TBS_NOTICKS else [st.low, st.high] + st.tics

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=SYS_COLORS[15])
        draw_3d_rect(d, ox + cl, oy + ct, ox + cr, oy + cb, raised=False)
        if win.style & TBS_ENABLESELRANGE and st.sel[1] > st.sel[0]:
            a, b = _pos_to_coord(win, st, st.sel[0]), _pos_to_coord(win, st, st.sel[1])
            if vert:
                d.rectangle([ox + cl + 2, oy + min(a, b), ox + cr - 3, oy + max(a, b)],
                            fill=SYS_COLORS[13])
            else:
                d.rectangle([ox + min(a, b), oy + ct + 2, ox + max(a, b), oy + cb - 3],
                            fill=SYS_COLORS[13])
        for v in ticks:
            at = _pos_to_coord(win, st, v)
            sides = ("a", "b") if win.style & TBS_BOTH else \
                (("a",) if win.style & TBS_TOP else ("b",))
            for side in sides:
                if vert:
                    x = tl - 4 if side == "a" else tr + 1
                    d.line([(ox + x, oy + at), (ox + x + 2, oy + at)], fill=BLACK)
                else:
                    y = tt - 4 if side == "a" else tb + 1
                    d.line([(ox + at, oy + y), (ox + at, oy + y + 2)], fill=BLACK)
        if not win.style & TBS_NOTHUMB:
            face = SYS_COLORS[15] if enabled else SYS_COLORS[16]
            d.rectangle([ox + tl, oy + tt, ox + tr - 1, oy + tb - 1], fill=face)
            draw_3d_rect(d, ox + tl, oy + tt, ox + tr, oy + tb, raised=True)
        if focused:
            focus_rect(d, ox, oy, ox + cw, oy + ch)
    dc.draw((0, 0, cw, ch), fn)


window_proc(COMCTL32, "wineagent.TrackbarProc", trackbar_proc)


def install(vm):
    """Register msctls_trackbar32 (CS_GLOBALCLASS only: Wine's misc.c checks Windows' class
    styles)."""
    register(vm, TRACKBAR_CLASS, trackbar_proc, "wineagent.TrackbarProc", 0x4000)
