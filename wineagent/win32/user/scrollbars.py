"""Scroll bars below the controls: the standard (non-client) bars of WS_VSCROLL /
WS_HSCROLL windows, the geometry, drawing, state and tracking loop that the SCROLLBAR
control (``controls/scrollbar.py``, with the scroll APIs) shares with them, and
ScrollWindowEx's pixel work.

The model is Windows' own (and Wine's, which documents it in code):

- A window's standard bars live in its non-client area. ``Window.client_size`` takes
  SM_CXVSCROLL / SM_CYHSCROLL (16, or the iScrollWidth SPI_SETNONCLIENTMETRICS set) out of the client area while the style has WS_VSCROLL /
  WS_HSCROLL, so the style bit *is* the bar's visibility: ShowScrollBar sets and clears it,
  and SetScrollInfo hides a bar whose new range leaves nothing to scroll (unless
  SIF_DISABLENOSCROLL, which disables it instead) and shows one that has become
  scrollable. A standard bar starts with the range 0..100, a control with 0..0.
- Each bar keeps min, max, page, pos and the ESB_* arrow flags (``ScrollInfo``), in
  ``win.state["scrollbars"]`` keyed by SB_HORZ / SB_VERT / SB_CTL.
- A press on a bar runs a small modal tracking loop (``track``; DefWindowProc reaches it
  through WM_NCLBUTTONDOWN -> WM_SYSCOMMAND SC_VSCROLL/SC_HSCROLL, the control from its
  WM_LBUTTONDOWN): an arrow sends SB_LINEUP/SB_LINEDOWN, the track beside the thumb
  SB_PAGEUP/SB_PAGEDOWN, dragging the thumb SB_THUMBTRACK whenever the value under it
  changes and SB_THUMBPOSITION at the release; every press ends with SB_ENDSCROLL.
  Standard bars send WM_VSCROLL/WM_HSCROLL to their window with lParam 0, a control to its
  parent with lParam = its handle. The bar never moves its own position: the program
  answers with SetScrollInfo/SetScrollPos, as on Windows. Held buttons do not auto-repeat,
  and dragging the thumb far away from the bar does not snap it back (Windows does both).
- Drawing is the classic look: raised 16x16 arrow buttons with black triangles (grey and
  embossed when disabled, flat and shifted while pressed), a dithered white/button-face
  track, a raised thumb sized by the page (at least 8 pixels; none when disabled or when
  the bar is too short), a button-face square where two bars meet. Top-level windows draw
  their bars with the rest of the frame (``nonclient.draw``); child windows redraw theirs
  in BeginPaint, where Windows would send WM_NCPAINT.
"""

from ..gdi.objects import SYS_COLORS
from ..core.messages import (WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEHWHEEL,
                             WM_MOUSEMOVE, WM_MOUSEWHEEL, WM_MOVE, WM_SIZE)
from ..gdi.edges import draw_3d_rect
from ..core.styles import WS_DISABLED, WS_VISIBLE
from .msgloop import MSGF_SCROLLBAR, dispatch, msg_filter

__all__ = ["ScrollInfo", "info", "set_info", "get_info", "show_bar", "bar_rect",
           "draw_bars", "nc_hit_test", "track", "redraw", "scroll_window", "SB_HORZ",
           "SB_VERT", "SB_CTL", "SB_BOTH", "WM_HSCROLL", "WM_VSCROLL",
           "SIF_RANGE", "SIF_PAGE", "SIF_POS", "SIF_DISABLENOSCROLL", "SIF_TRACKPOS",
           "SIF_ALL", "draw_arrow_button", "WM_MOUSEWHEEL", "WM_MOUSEHWHEEL", "WHEEL_DELTA",
           "WHEEL_SCROLL_LINES", "WHEEL_SCROLL_CHARS", "wheel_lines", "wheel_scroll_bars"]

SB_HORZ, SB_VERT, SB_CTL, SB_BOTH = 0, 1, 2, 3
SB_LINEUP, SB_LINEDOWN, SB_PAGEUP, SB_PAGEDOWN = 0, 1, 2, 3
SB_THUMBPOSITION, SB_THUMBTRACK, SB_TOP, SB_BOTTOM, SB_ENDSCROLL = 4, 5, 6, 7, 8
SIF_RANGE, SIF_PAGE, SIF_POS, SIF_DISABLENOSCROLL, SIF_TRACKPOS = 0x1, 0x2, 0x4, 0x8, 0x10
SIF_ALL = SIF_RANGE | SIF_PAGE | SIF_POS | SIF_TRACKPOS
ESB_ENABLE_BOTH, ESB_DISABLE_LTUP, ESB_DISABLE_RTDN, ESB_DISABLE_BOTH = 0, 1, 2, 3
WM_HSCROLL, WM_VSCROLL = 0x114, 0x115
WS_VSCROLL, WS_HSCROLL = 0x00200000, 0x00100000
SC_VSCROLL, SC_HSCROLL = 0xF070, 0xF080
HTSIZE, HTHSCROLL, HTVSCROLL = 4, 6, 7
SBS_HORZ, SBS_VERT = 0, 1
SBS_TOPALIGN = SBS_LEFTALIGN = 0x2
SBS_BOTTOMALIGN = SBS_RIGHTALIGN = 0x4
SBS_SIZEBOX, SBS_SIZEGRIP = 0x8, 0x10
SW_SCROLLCHILDREN, SW_INVALIDATE, SW_ERASE, SW_SMOOTHSCROLL = 0x1, 0x2, 0x4, 0x10
NULLREGION, SIMPLEREGION = 1, 2

#: One wheel notch (WHEEL_DELTA); finer wheels and touchpads send parts of it.
WHEEL_DELTA = 120
#: What SPI_GETWHEELSCROLLLINES / SPI_GETWHEELSCROLLCHARS answer (sysparams.py reads these):
#: Windows' default of three lines (characters, tilted) per notch.
WHEEL_SCROLL_LINES = WHEEL_SCROLL_CHARS = 3
MK_SHIFT, MK_CONTROL = 0x4, 0x8

SIZE = 16              # SM_CXVSCROLL = SM_CYHSCROLL = SM_CYVSCROLL = SM_CXHSCROLL
MIN_THUMB = 8          # smallest thumb drawn, in pixels
MIN_RECT = 4           # below 2 arrows + this, the arrows share the length and no thumb
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


class ScrollInfo:
    """One scroll bar's state: range, page, position, ESB_* flags and tracking state."""

    __slots__ = ("min", "max", "page", "pos", "flags", "track", "drag_px", "pressed")

    def __init__(self, maximum=100):
        self.min, self.max, self.page, self.pos = 0, maximum, 0, 0
        self.flags = ESB_ENABLE_BOTH
        self.track = None        # the value under the dragged thumb (SIF_TRACKPOS)
        self.drag_px = None      # pixel offset of the dragged thumb along the bar
        self.pressed = None      # the part held down: "up", "down", "pageup", "pagedown"

    def top_pos(self):
        """The largest position: max - (page - 1), as Windows clamps it."""
        return self.max - max(self.page - 1, 0)

    def scrollable(self):
        """True when the range leaves something to scroll."""
        return self.min < self.top_pos()


def _muldiv(a, b, c):
    """MulDiv: a*b/c rounded to nearest (half away from zero)."""
    if c == 0:
        return -1
    n = a * b
    q = (abs(n) + abs(c) // 2) // abs(c)
    return q if (n >= 0) == (c > 0) else -q


def info(win, bar, create=True):
    """The ScrollInfo of ``bar`` (SB_HORZ/SB_VERT/SB_CTL) of ``win``; None if it has none.

    The standard bars exist once DefWindowProc's WM_NCCREATE saw either style bit or a
    SetScrollInfo set either bar; they are made together with the documented default
    range 0..100 (a SCROLLBAR control's is 0..0).
    """
    bars = win.state.setdefault("scrollbars", {})
    si = bars.get(bar)
    if si is None:
        if bar == SB_CTL:
            si = bars[bar] = ScrollInfo(0)
            return si
        # Windows keeps a window's two standard bars in one structure: DefWindowProc's
        # WM_NCCREATE makes it for a window with either style bit, a SetScrollInfo on
        # either bar makes it later; then both bars exist (the other with the default
        # range). A style bit added afterwards makes none.
        if not create:
            return None
        for b in (SB_HORZ, SB_VERT):
            if b not in bars:
                bars[b] = ScrollInfo(100)
        si = bars[bar]
    return si


# -- geometry ------------------------------------------------------------------------------
def is_vertical(win, bar):
    return bar == SB_VERT or (bar == SB_CTL and bool(win.style & SBS_VERT))


def bar_rect(win, bar):
    """The bar's (l, t, r, b): window coordinates for SB_VERT/SB_HORZ (None while hidden),
    client coordinates for SB_CTL (the whole client area)."""
    cw, ch = win.client_size()
    if bar == SB_CTL:
        return (0, 0, cw, ch)
    cx, cy = win.client_offset()
    if bar == SB_VERT:
        if not _shown(win, WS_VSCROLL):
            return None
        return (cx + cw, cy, cx + cw + win.nc.scroll_w, cy + ch)
    if not _shown(win, WS_HSCROLL):
        return None
    return (cx, cy + ch, cx + cw, cy + ch + win.nc.scroll_w)


def _shown(win, bit):
    """The style has the bar and the window is big enough for client_size to have taken it."""
    if not win.style & bit:
        return False
    b = win.border()
    cx, cy = win.client_offset()
    if bit == WS_VSCROLL:
        return win.w - cx - b >= win.nc.scroll_w
    return win.h - cy - b >= win.nc.scroll_w


def arrow_size(win, bar):
    """The length of a bar's arrow buttons: a window's standard bars follow the session's
    SM_CYVSCROLL / SM_CXHSCROLL (NONCLIENTMETRICS' iScrollHeight), a control's the
    default."""
    return SIZE if bar == SB_CTL else win.nc.scroll_h


def layout(si, length, arrow=SIZE):
    """(arrow, thumb_pos, thumb_size) along a bar ``length`` pixels long (0 size: no
    thumb) whose arrow buttons are ``arrow`` long."""
    if length <= 2 * arrow + MIN_RECT:
        return (max(0, (length - MIN_RECT) // 2), 0, 0)
    pixels = length - 2 * arrow
    if si.page:
        size = max(MIN_THUMB, _muldiv(pixels, si.page, si.max - si.min + 1))
    else:
        size = arrow
    pixels -= size
    if pixels < 0 or si.flags & ESB_DISABLE_BOTH == ESB_DISABLE_BOTH:
        return (arrow, 0, 0)
    top = si.top_pos()
    if si.min >= top:
        return (arrow, arrow, size)
    return (arrow, arrow + _muldiv(pixels, si.pos - si.min, top - si.min), size)


def thumb_value(si, length, px, arrow=SIZE):
    """The position whose thumb starts ``px`` pixels from the bar's start (a drag)."""
    pixels = length - 2 * arrow
    if pixels <= 0:
        return si.min
    size = max(MIN_THUMB, _muldiv(pixels, si.page, si.max - si.min + 1)) if si.page else arrow
    pixels -= size
    if pixels <= 0:
        return si.min
    px = max(0, min(px - arrow, pixels))
    span = (si.max - si.min - si.page + 1) if si.page else (si.max - si.min)
    return si.min + (px * span + pixels // 2) // pixels


def bar_part(si, length, along, arrow=SIZE):
    """Which part of a bar is at ``along`` pixels from its start."""
    arrow, tpos, tsize = layout(si, length, arrow)
    if along < arrow:
        return "up"
    if along >= length - arrow:
        return "down"
    if not tsize:
        return "pageup" if along < length // 2 else "pagedown"
    if along < tpos:
        return "pageup"
    if along >= tpos + tsize:
        return "pagedown"
    return "thumb"


def nc_hit_test(win, wx, wy):
    """HTVSCROLL / HTHSCROLL / HTSIZE for window point (wx, wy) on a standard bar, else 0."""
    v, h = bar_rect(win, SB_VERT), bar_rect(win, SB_HORZ)
    if v and h and v[0] <= wx < v[2] and h[1] <= wy < h[3]:
        return HTSIZE
    if v and v[0] <= wx < v[2] and v[1] <= wy < v[3]:
        return HTVSCROLL
    if h and h[0] <= wx < h[2] and h[1] <= wy < h[3]:
        return HTHSCROLL
    return 0


# -- drawing -------------------------------------------------------------------------------
def _arrow_glyph(d, l, t, r, b, direction, color):
    """The 7x4 classic arrow triangle centred in [l, r) x [t, b)."""
    cx, cy = (l + r) // 2 - 1, (t + b) // 2 - 1
    for i in range(4):
        if direction in ("up", "down"):
            yy = cy - 1 + i if direction == "up" else cy + 2 - i
            d.line([(cx - i, yy), (cx + i, yy)], fill=color)
        else:
            xx = cx - 1 + i if direction == "left" else cx + 2 - i
            d.line([(xx, cy - i), (xx, cy + i)], fill=color)


def _button(d, l, t, r, b, direction, pressed, disabled):
    face = SYS_COLORS[15]
    d.rectangle([l, t, r - 1, b - 1], fill=face)
    if r - l < 2 or b - t < 2:
        return
    if pressed:
        # DFCS_PUSHED | DFCS_FLAT: a one-pixel shadow frame, the glyph one pixel down-right.
        d.rectangle([l, t, r - 1, b - 1], outline=SYS_COLORS[16])
        _arrow_glyph(d, l + 1, t + 1, r + 1, b + 1, direction, BLACK)
        return
    draw_3d_rect(d, l, t, r, b, raised=True)
    if disabled:
        _arrow_glyph(d, l + 1, t + 1, r + 1, b + 1, direction, WHITE)
        _arrow_glyph(d, l, t, r, b, direction, SYS_COLORS[16])
    else:
        _arrow_glyph(d, l, t, r, b, direction, BLACK)


#: A scroll arrow button (DrawFrameControl DFC_SCROLL) for controls that show one: the
#: date picker's drop-down button, the month calendar's month arrows.
draw_arrow_button = _button


def _track(d, l, t, r, b):
    """The classic track: a 50% dither of white and the button face."""
    if r <= l or b <= t:
        return
    d.rectangle([l, t, r - 1, b - 1], fill=SYS_COLORS[15])
    d.point([(x, y) for y in range(t, b) for x in range(l + ((l + y) & 1), r, 2)], fill=WHITE)


def paint_bar(d, l, t, r, b, vertical, si, enabled=True, arrow=SIZE):
    """Draw one bar into [l, r) x [t, b) of ImageDraw ``d``."""
    length = (b - t) if vertical else (r - l)
    arrow, tpos, tsize = layout(si, length, arrow)
    flags = si.flags if enabled else ESB_DISABLE_BOTH
    if not enabled:
        tsize = 0
    if tsize and si.drag_px is not None:
        tpos = max(arrow, min(si.drag_px, length - arrow - tsize))
    if vertical:
        parts = ((l, t, r, t + arrow), (l, b - arrow, r, b))
        dirs = ("up", "down")
    else:
        parts = ((l, t, l + arrow, b), (r - arrow, t, r, b))
        dirs = ("left", "right")
    for (pl, pt, pr, pb), direction, bit, name in zip(parts, dirs,
                                                       (ESB_DISABLE_LTUP, ESB_DISABLE_RTDN),
                                                       ("up", "down")):
        if arrow:
            _button(d, pl, pt, pr, pb, direction, si.pressed == name, bool(flags & bit))
    if vertical:
        _track(d, l, t + arrow, r, b - arrow)
        if tsize:
            y = t + tpos
            d.rectangle([l, y, r - 1, y + tsize - 1], fill=SYS_COLORS[15])
            draw_3d_rect(d, l, y, r, y + tsize, raised=True)
    else:
        _track(d, l + arrow, t, r - arrow, b)
        if tsize:
            x = l + tpos
            d.rectangle([x, t, x + tsize - 1, b - 1], fill=SYS_COLORS[15])
            draw_3d_rect(d, x, t, x + tsize, b, raised=True)


def shaft_parts(si, w, h, vertical, enabled=True):
    """The shaft of a bar ``w`` x ``h`` at (0, 0): the rectangles between the arrows not
    under the thumb (one or two), where WM_CTLCOLORSCROLLBAR's brush paints."""
    length = h if vertical else w
    arrow, tpos, tsize = layout(si, length)
    if not enabled:
        tsize = 0
    if tsize and si.drag_px is not None:
        tpos = max(arrow, min(si.drag_px, length - arrow - tsize))
    spans = [(arrow, tpos), (tpos + tsize, length - arrow)] if tsize else \
        [(arrow, length - arrow)]
    return [(0, a, w, b) if vertical else (a, 0, b, h) for a, b in spans if b > a]


def bar_enabled(wm, win):
    return not win.style & WS_DISABLED


def draw_bars(wm, win, clip=None):
    """Draw the standard bars of ``win`` (and the size box where they meet); ``clip``: a
    region in window coordinates the painting stays inside (WM_NCPAINT's)."""
    if not win.style & (WS_VSCROLL | WS_HSCROLL):
        return
    if win.is_child and not wm.is_visible(win):
        return      # a hidden child has no pixels of its own on the parent's surface
    v, h = bar_rect(win, SB_VERT), bar_rect(win, SB_HORZ)
    if not v and not h:
        return
    dc = wm.surface_dc(win, client=False)
    if clip is not None:
        dc.clip_rgn = clip
    enabled = bar_enabled(wm, win)

    def fn(d, ox, oy):
        for bar, r in ((SB_VERT, v), (SB_HORZ, h)):
            if r:
                # Painting makes no scroll bar structure: a window whose procedure kept
                # WM_NCCREATE from DefWindowProc has none (GetScrollInfo fails) and its
                # bars draw with the default range.
                paint_bar(d, ox + r[0], oy + r[1], ox + r[2], oy + r[3], bar == SB_VERT,
                          info(win, bar, create=False) or ScrollInfo(100), enabled,
                          win.nc.scroll_h)
        if v and h:
            d.rectangle([ox + v[0], oy + h[1], ox + v[2] - 1, oy + h[3] - 1],
                        fill=SYS_COLORS[15])
    dc.draw((0, 0, win.w, win.h), fn)


def draw_ctl(wm, win):
    if not wm.is_visible(win):
        return
    dc = wm.surface_dc(win)
    cw, ch = win.client_size()
    si = info(win, SB_CTL)
    enabled = bar_enabled(wm, win)
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: paint_bar(d, ox, oy, ox + cw, oy + ch,
                                                        is_vertical(win, SB_CTL), si, enabled))


def redraw(wm, win, bar):
    """Redraw one bar now (SetScrollInfo with bRedraw, tracking feedback)."""
    if bar == SB_CTL:
        draw_ctl(wm, win)
    elif win.is_child:
        draw_bars(wm, win)
    else:
        wm.redraw_nonclient(win)


# -- state changes -------------------------------------------------------------------------
def set_info(wm, win, bar, mask, nmin=0, nmax=0, page=0, pos=0, redraw_now=True):
    """SetScrollInfo's work without messages; returns (position, frame_changed).

    ``frame_changed`` is True when a standard bar appeared or disappeared (the client area
    changed: the caller may owe the window a WM_SIZE).
    """
    si = info(win, bar)
    refresh = False
    if mask & SIF_PAGE and si.page != (page & 0xFFFFFFFF):
        si.page, refresh = page & 0xFFFFFFFF, True
    if mask & SIF_POS and si.pos != pos:
        si.pos, refresh = pos, True
    if mask & SIF_RANGE:
        if nmin > nmax or nmax - nmin >= 0x80000000:
            si.min, si.max, refresh = 0, 0, True    # documented-by-Wine: invalid -> 0..0
        elif (si.min, si.max) != (nmin, nmax):
            si.min, si.max, refresh = nmin, nmax, True
    si.page = max(0, min(si.page, si.max - si.min + 1))
    si.pos = max(si.min, min(si.pos, si.top_pos()))
    action = None
    repaint_arrows = False
    if mask & SIF_ALL and mask & (SIF_RANGE | SIF_PAGE | SIF_DISABLENOSCROLL):
        flags = si.flags
        if not si.scrollable():
            if mask & SIF_DISABLENOSCROLL:
                flags, refresh = ESB_DISABLE_BOTH, True
            elif bar != SB_CTL and refresh:
                action = "hide"
        elif mask != SIF_PAGE:
            flags = ESB_ENABLE_BOTH
            if bar != SB_CTL and refresh:
                action = "show"
        if flags != si.flags:
            si.flags, repaint_arrows = flags, True
    changed = False
    if action is not None:
        changed = show_bar(wm, win, bar, action == "show")
    if not changed and (redraw_now or repaint_arrows):
        redraw(wm, win, bar)
    return si.pos, changed


def get_info(win, bar, mask):
    """(min, max, page, pos, trackpos) of a bar, or None if the window has no such bar."""
    si = info(win, bar, create=False)
    if si is None:
        return None
    return (si.min, si.max, si.page, si.pos, si.pos if si.track is None else si.track)


def show_bar(wm, win, bar, show):
    """ShowScrollBar for SB_HORZ/SB_VERT/SB_BOTH: set or clear the style bits; returns True
    when the frame changed (then the window is invalidated and its frame redrawn)."""
    bits = {SB_HORZ: WS_HSCROLL, SB_VERT: WS_VSCROLL, SB_BOTH: WS_HSCROLL | WS_VSCROLL}[bar]
    old = win.style
    win.style = (old | bits) if show else (old & ~bits)
    if win.style == old:
        return False
    for b, bit in ((SB_HORZ, WS_HSCROLL), (SB_VERT, WS_VSCROLL)):
        if bits & bit:
            info(win, b)
    # SWP_FRAMECHANGED: the client area moved its edge; everything repaints.
    wm.invalidate(win, None, True)
    if win.is_child:
        draw_bars(wm, win)
    else:
        wm.redraw_nonclient(win)
    wm.vm.gdi.touch()
    return True


def send_size(wm, win):
    """Generator: WM_SIZE after the client area changed with the frame."""
    cw, ch = win.client_size()
    yield from wm.send(win.hwnd, WM_SIZE, 0, (ch << 16) | cw)


# -- tracking ------------------------------------------------------------------------------
def screen_bar(wm, win, bar):
    """Screen (l, t, r, b) of a bar."""
    r = bar_rect(win, bar)
    if r is None:
        return None
    ox, oy = wm.client_origin(win) if bar == SB_CTL else wm.screen_origin(win)
    return (r[0] + ox, r[1] + oy, r[2] + ox, r[3] + oy)


STATE_SYSTEM_UNAVAILABLE, STATE_SYSTEM_PRESSED = 0x1, 0x8
STATE_SYSTEM_INVISIBLE, STATE_SYSTEM_OFFSCREEN = 0x8000, 0x10000
#: the parts SCROLLBARINFO's rgstate[1..5] describe, in order
_PARTS = ("up", "pageup", "thumb", "pagedown", "down")


def bar_info(wm, win, bar):
    """What GetScrollBarInfo reports of a bar: (screen rect, arrow size, thumb top, thumb
    bottom, [state of the bar, of the up arrow, page-up area, thumb, page-down area,
    down arrow]). The thumb's ends are measured from the bar's start. A bar the window's
    style lacks is invisible (its rectangle where it would be); one with no room is
    offscreen; a disabled window's or bar's parts are unavailable, as are the arrows
    EnableScrollBar turned off."""
    si = info(win, bar, create=False) or ScrollInfo(0 if bar == SB_CTL else 100)
    vertical = is_vertical(win, bar)
    r = bar_rect(win, bar)
    states = [0] * 6
    if r is None:
        cx, cy = win.client_offset()
        cw, ch = win.client_size()
        r = (cx + cw, cy, cx + cw + win.nc.scroll_w, cy + ch) if bar == SB_VERT else \
            (cx, cy + ch, cx + cw, cy + ch + win.nc.scroll_w)
        states[0] |= STATE_SYSTEM_INVISIBLE
    ox, oy = wm.client_origin(win) if bar == SB_CTL else wm.screen_origin(win)
    screen = (r[0] + ox, r[1] + oy, r[2] + ox, r[3] + oy)
    length = (r[3] - r[1]) if vertical else (r[2] - r[0])
    if length <= 0 or r[2] <= r[0] or r[3] <= r[1]:
        states[0] |= STATE_SYSTEM_OFFSCREEN
    arrow, tpos, tsize = layout(si, max(length, 0), arrow_size(win, bar))
    disabled = bool(win.style & WS_DISABLED) or \
        si.flags & ESB_DISABLE_BOTH == ESB_DISABLE_BOTH
    if disabled:
        states = [s | STATE_SYSTEM_UNAVAILABLE for s in states]
    if si.flags & 0x1:                   # ESB_DISABLE_LTUP
        states[1] |= STATE_SYSTEM_UNAVAILABLE
    if si.flags & 0x2:                   # ESB_DISABLE_RTDN
        states[5] |= STATE_SYSTEM_UNAVAILABLE
    if not tsize:
        states[3] |= STATE_SYSTEM_INVISIBLE
    if si.pressed in _PARTS:
        states[1 + _PARTS.index(si.pressed)] |= STATE_SYSTEM_PRESSED
    return screen, arrow, tpos, tpos + tsize, states


def track(wm, win, bar, sx, sy):
    """Generator: the modal loop of a press at screen (sx, sy) on a bar of ``win``."""
    rect = screen_bar(wm, win, bar)
    si = info(win, bar)
    if rect is None or not bar_enabled(wm, win) or si.flags == ESB_DISABLE_BOTH:
        return 0
    vertical = is_vertical(win, bar)
    start = rect[1] if vertical else rect[0]
    length = (rect[3] - rect[1]) if vertical else (rect[2] - rect[0])
    along = (sy if vertical else sx) - start
    arrow = arrow_size(win, bar)
    part = bar_part(si, length, along, arrow)
    if part == "up" and si.flags & ESB_DISABLE_LTUP or \
            part == "down" and si.flags & ESB_DISABLE_RTDN:
        return 0
    msg = WM_VSCROLL if vertical else WM_HSCROLL
    target, lparam = (win.parent, win.hwnd) if bar == SB_CTL else (win.hwnd, 0)

    def notify(code, value=0):
        return wm.send(target, msg, ((value & 0xFFFF) << 16) | code, lparam)

    grab = 0
    if part == "thumb":
        _, tpos, _ = layout(si, length, arrow)
        grab = along - tpos
        si.track, si.drag_px = si.pos, tpos
    else:
        si.pressed = part if part in ("up", "down") else None
        redraw(wm, win, bar)
        yield from notify({"up": SB_LINEUP, "down": SB_LINEDOWN, "pageup": SB_PAGEUP,
                           "pagedown": SB_PAGEDOWN}[part])
    old_capture = wm.capture
    wm.capture = win.hwnd
    try:
        while wm.get(win.hwnd) is not None and wm.capture == win.hwnd:
            m = yield from wm.modal_message()
            if m is None:
                break
            if (yield from msg_filter(wm.vm, m, MSGF_SCROLLBAR)):
                continue            # a WH_MSGFILTER hook took the message
            if m.msg == WM_LBUTTONUP:
                break
            if m.msg == WM_MOUSEMOVE:
                if part == "thumb":
                    px = (m.pt[1] if vertical else m.pt[0]) - start - grab
                    si.drag_px = px
                    value = thumb_value(si, length, px, arrow)
                    redraw(wm, win, bar)
                    if value != si.track:
                        si.track = value
                        yield from notify(SB_THUMBTRACK, value)
                continue
            if m.msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
                continue
            yield from dispatch(wm.vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    finally:
        if wm.capture == win.hwnd:
            wm.capture = old_capture if wm.get(old_capture) is not None else 0
    if wm.get(win.hwnd) is None:
        return 0
    if part == "thumb":
        value = si.track
        si.drag_px = None
        yield from notify(SB_THUMBPOSITION, value)
        si.track = None
    si.pressed = None
    redraw(wm, win, bar)
    yield from notify(SB_ENDSCROLL)
    return 0


def _intersect(a, b):
    r = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return r if r[0] < r[2] and r[1] < r[3] else None


def _bounds_of_difference(area, hole):
    """Bounding box of ``area`` minus ``hole`` (rectangles; None when nothing is left)."""
    if area is None:
        return None
    inner = _intersect(area, hole) if hole else None
    if inner is None:
        return area
    l, t, r, b = area
    pieces = []
    if inner[1] > t:
        pieces.append((l, t, r, inner[1]))
    if inner[3] < b:
        pieces.append((l, inner[3], r, b))
    if inner[0] > l:
        pieces.append((l, inner[1], inner[0], inner[3]))
    if inner[2] < r:
        pieces.append((inner[2], inner[1], r, inner[3]))
    if not pieces:
        return None
    return (min(p[0] for p in pieces), min(p[1] for p in pieces),
            max(p[2] for p in pieces), max(p[3] for p in pieces))


def scroll_window(wm, win, dx, dy, scroll=None, clip=None, flags=0):
    """Generator: ScrollWindowEx's work; returns the exposed rectangle (client coordinates,
    None if nothing was uncovered).

    The client pixels inside both ``scroll`` (default: the client area) and ``clip``
    move by (dx, dy), limited to ``clip``; the part of the area they leave is the update
    rectangle
    (invalidated with SW_INVALIDATE, erased with SW_ERASE). A pending update rectangle
    moves with the pixels. SW_SCROLLCHILDREN moves the child windows too (all of them when
    ``scroll`` is None, else those it touches), with WM_MOVE.
    """
    cw, ch = win.client_size()
    client = (0, 0, cw, ch)
    area = _intersect(scroll, client) if scroll else client
    limit = _intersect(clip, client) if clip else client
    area_c = _intersect(area, limit) if area and limit else None
    # only the pixels inside the clip rectangle move (Windows: what the clip leaves out
    # is not scrolled in), so a clip smaller than the area exposes a strip inside it
    src = area_c
    dst = _intersect((src[0] + dx, src[1] + dy, src[2] + dx, src[3] + dy), limit) \
        if src and limit else None
    top = wm.toplevel(win)
    if dst is not None and top.surface is not None and wm.is_visible(win) and (dx or dy):
        # the destination, clipped to the visible part of the client area (ScrollDC's
        # pixel move too)
        wm.surface_dc(win).scroll_pixels(dst, dx, dy)
    exposed = _bounds_of_difference(area_c, dst) if (dx or dy) else None
    if win.invalid is not None and (dx or dy):
        l, t, r, b = win.invalid
        moved = _intersect((l + dx, t + dy, r + dx, b + dy), client)
        if moved:
            wm.invalidate(win, moved, win.erase)
    if flags & SW_SCROLLCHILDREN:
        for h in list(win.children):
            ch_win = wm.get(h)
            if ch_win is None:
                continue
            r = (ch_win.x, ch_win.y, ch_win.x + ch_win.w, ch_win.y + ch_win.h)
            if scroll is None or _intersect(r, scroll):
                ch_win.x += dx
                ch_win.y += dy
                yield from wm.send(h, WM_MOVE, 0, wm.move_lparam(ch_win))
    if (dx or dy) and area_c:
        # Children over the scrolled pixels had theirs moved away (or moved with them,
        # partially clipped): they repaint whole. A child that stays where it is also
        # left a copy of its pixels where the scroll carried them: the parent repaints
        # there (as Windows' ScrollWindowEx leaves no image of an unmoved child behind).
        for h in win.children:
            ch_win = wm.get(h)
            if ch_win is not None and ch_win.style & WS_VISIBLE:
                wm.invalidate_tree(ch_win, True)
                if not flags & SW_SCROLLCHILDREN:
                    copy = _intersect((ch_win.x + dx, ch_win.y + dy, ch_win.x + ch_win.w + dx,
                                       ch_win.y + ch_win.h + dy), area_c)
                    if copy:
                        wm.invalidate(win, copy, True)
    if exposed is not None and flags & SW_INVALIDATE:
        wm.invalidate(win, exposed, bool(flags & SW_ERASE))
    return exposed


# -- the mouse wheel ---------------------------------------------------------------------------
def _cdiv(a, b):
    """C's integer division (toward zero): the arithmetic below is Wine's, in C."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def wheel_lines(win, msg, wparam, most=None):
    """How far a WM_MOUSEWHEEL / WM_MOUSEHWHEEL scrolls ``win``: a signed count of lines
    (characters for the tilt wheel), positive toward the end (down, right); 0 while the
    turns so far add up to less than a line.

    Wine's edit, list box and tree view do this arithmetic, and it is the documented
    contract (WM_MOUSEWHEEL: "the delta ... should be accumulated"): SPI_GETWHEELSCROLLLINES
    lines per WHEEL_DELTA, the remainder kept in the window for the next message, and
    dropped when the wheel turns the other way. ``most`` caps the lines per notch (Wine's
    edit caps them at its line count, its list box at a page). Positive deltas turn the
    wheel away from the user: up for WM_MOUSEWHEEL, right for WM_MOUSEHWHEEL.
    """
    delta = (wparam >> 16) & 0xFFFF
    if delta & 0x8000:
        delta -= 0x10000
    key = "wheel_rest_h" if msg == WM_MOUSEHWHEEL else "wheel_rest"
    rest = win.state.get(key, 0)
    rest = rest + delta if rest * delta > 0 else delta
    per = WHEEL_SCROLL_CHARS if msg == WM_MOUSEHWHEEL else WHEEL_SCROLL_LINES
    if most is not None:
        per = min(per, max(0, most))
    if not per:
        win.state[key] = 0
        return 0
    n = _cdiv(per * rest, WHEEL_DELTA)
    win.state[key] = rest - _cdiv(WHEEL_DELTA * n, per)
    return n if msg == WM_MOUSEHWHEEL else -n


def wheel_scroll_bars(wm, win, msg, wparam):
    """Generator: scroll a window by its standard scroll bar for a wheel message nobody
    handled: ``lines`` WM_VSCROLL SB_LINEDOWN/SB_LINEUP (WM_HSCROLL SB_LINERIGHT/LEFT for
    the tilt wheel), lParam 0, as a press on the bar's arrow sends them. Returns True when
    the window has that bar (enabled) and so took the message.

    Windows' own DefWindowProc only passes the wheel to the parent; a program with a
    WS_VSCROLL window that handles WM_VSCROLL but not the wheel (most of those written
    before it existed) gets nothing there unless a mouse driver's "universal scrolling"
    translates it. We translate, so the wheel scrolls every window that shows a bar."""
    vertical = msg != WM_MOUSEHWHEEL
    if not win.style & (WS_VSCROLL if vertical else WS_HSCROLL):
        return False
    si = info(win, SB_VERT if vertical else SB_HORZ, create=False)
    if si is not None and (si.flags & ESB_DISABLE_BOTH) == ESB_DISABLE_BOTH:
        return False
    n = wheel_lines(win, msg, wparam)
    code = SB_LINEDOWN if n > 0 else SB_LINEUP
    for _ in range(abs(n)):
        yield from wm.send(win.hwnd, WM_VSCROLL if vertical else WM_HSCROLL, code, 0)
        if wm.get(win.hwnd) is None:
            break
    return True
