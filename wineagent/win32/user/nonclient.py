"""Non-client drawing: the Windows 2000 classic frame, caption bar and close button."""


from ..gdi.edges import draw_3d_rect
from ..gdi.objects import SYS_COLORS, ui_font
from .scrollbars import draw_bars
from . import flash
from ..gdi.pildraw import Draw

__all__ = ["draw", "draw_child", "frame_font", "draw_button", "close_button_rect", "caption_buttons", "WS_MINIMIZE",
           "WS_MAXIMIZE", "WS_MINIMIZEBOX", "WS_MAXIMIZEBOX", "SM_CXSIZE", "SM_CYSIZE"]

WS_MINIMIZE, WS_MAXIMIZE = 0x20000000, 0x01000000
WS_MINIMIZEBOX, WS_MAXIMIZEBOX, WS_SYSMENU = 0x00020000, 0x00010000, 0x00080000
WS_EX_TOOLWINDOW = 0x80

#: SM_CXSIZE / SM_CYSIZE of Windows 2000 at 96 dpi (NONCLIENTMETRICS' iCaptionWidth and
#: iCaptionHeight): the caption bar's height without the line under it (SM_CYCAPTION is
#: one more); a caption button is 2 narrower and 4 shorter
SM_CXSIZE = SM_CYSIZE = 18


def frame_font(win, kind):
    """The font ``win``'s frame draws ``kind`` ("caption", "menu") with: the one
    SPI_SETNONCLIENTMETRICS set, else the default UI font."""
    fonts = win.nc.fonts
    return ui_font(kind) if fonts is None else fonts[kind]


def close_button_rect(win):
    """Close box (l, t, r, b) relative to the window's top-left (a tool window's is the
    small caption's)."""
    b = win.frame()
    # Windows 2000: SM_CXSIZE - 2 = 16 wide, SM_CYSIZE - 4 = 14 tall, 2 pixels inside
    # the caption bar's top and right
    right = win.w - b - 2
    top = b + 2
    nc = win.nc     # the session's SM_CXSIZE / SM_CYSIZE (18 unless a program set them)
    if win.exstyle & WS_EX_TOOLWINDOW:    # the small caption's: SM_CXSMSIZE / SM_CYSMSIZE
        return (right - (nc.sm_w - 2), top, right, top + nc.sm_h - 4)
    return (right - (nc.cx_size - 2), top, right, top + nc.cy_size - 4)


def caption_buttons(win):
    """The caption buttons of ``win`` as (name, (l, t, r, b) window-relative, enabled):
    "close", and, when the window has a minimize or maximize box, "max" (or "restore"
    when maximized) and "min" (or "restore" when minimized) left of it, 2 pixels apart
    from the close box, as Windows 2000 lays them out. A box the style lacks is drawn
    disabled, as on Windows."""
    if not win.style & WS_SYSMENU or not win.caption():
        return []
    close = close_button_rect(win)
    out = [("close", close, True)]
    if win.style & (WS_MINIMIZEBOX | WS_MAXIMIZEBOX) and not win.exstyle & WS_EX_TOOLWINDOW:
        l, t, r, b = close
        size = r - l
        mx = (l - 2 - size, t, l - 2, b)
        mn = (mx[0] - size, t, mx[0], b)
        out.append(("restore" if win.style & WS_MAXIMIZE else "max", mx,
                    bool(win.style & WS_MAXIMIZEBOX)))
        out.append(("restore" if win.style & WS_MINIMIZE else "min", mn,
                    bool(win.style & WS_MINIMIZEBOX)))
    return out


def _glyph(d, name, l, t, r, b, color):
    """A caption button's glyph (Windows 2000's Marlett shapes at this size)."""
    if name == "close":
        cx, cy = (l + r) // 2 - 1, (t + b) // 2 - 1
        for off in (0, 1):
            d.line([(cx - 3 + off, cy - 3), (cx + 3 + off, cy + 3)], fill=color)
            d.line([(cx - 3 + off, cy + 3), (cx + 3 + off, cy - 3)], fill=color)
    elif name == "min":
        d.rectangle([l + 4, b - 5, l + 9, b - 4], fill=color)
    elif name == "max":
        d.rectangle([l + 3, t + 2, l + 11, t + 10], outline=color)
        d.line([(l + 3, t + 3), (l + 11, t + 3)], fill=color)
    else:  # restore: two windows, the front one lower left
        d.rectangle([l + 5, t + 2, l + 11, t + 7], outline=color)
        d.line([(l + 5, t + 3), (l + 11, t + 3)], fill=color)
        d.rectangle([l + 3, t + 5, l + 9, t + 10], fill=SYS_COLORS[15], outline=color)
        d.line([(l + 3, t + 6), (l + 9, t + 6)], fill=color)


def draw_glyph(d, name, l, t, r, b, color):
    """A caption button's glyph alone in [l, r) x [t, b) (the window menu's
    HBMMENU_POPUP_* pictures are these shapes)."""
    _glyph(d, name, l, t, r, b, color)


def _draw_caption(d, ox, oy, win, active):
    """The caption bar at window offset (ox, oy): colour, title and buttons."""
    b, w, cap = win.frame(), win.w, win.caption()
    face = SYS_COLORS[15]
    color = SYS_COLORS[2] if active else SYS_COLORS[3]
    text_color = SYS_COLORS[9] if active else SYS_COLORS[19]
    d.rectangle([ox + b, oy + b, ox + w - b - 1, oy + b + cap - 2], fill=color)
    d.line([(ox + b, oy + b + cap - 1), (ox + w - b - 1, oy + b + cap - 1)], fill=face)
    font = frame_font(win, "caption")
    # the title is centred in the bar (less its one-pixel bottom line), as Windows does
    d.text((ox + b + 4, oy + b + (cap - 1 - font.line_height) // 2), win.title, font=font.pil,
           fill=text_color)
    for name, (l, t, r, bt), enabled in caption_buttons(win):
        draw_button(d, name, l + ox, t + oy, r + ox, bt + oy, enabled)


def draw_button(d, name, l, t, r, bt, enabled=True):
    """One caption button ("close", "min", "max", "restore") in [l, r) x [t, bt): raised
    face and glyph, embossed when disabled. A maximized MDI child's buttons in its
    frame's menu bar are drawn with it too."""
    d.rectangle([l, t, r - 1, bt - 1], fill=SYS_COLORS[15])
    draw_3d_rect(d, l, t, r, bt, raised=True)
    if enabled:
        _glyph(d, name, l, t, r, bt, (0, 0, 0))
    else:   # embossed: highlight one pixel down-right, shadow on top
        _glyph(d, name, l + 1, t + 1, r + 1, bt + 1, SYS_COLORS[20])
        _glyph(d, name, l, t, r, bt, SYS_COLORS[16])


def _draw_client_edge(d, ox, oy, win):
    """The sunken edge WS_EX_CLIENTEDGE / WS_EX_STATICEDGE puts around the client area
    and its standard scroll bars, below the caption and the menu bar (window offset
    (ox, oy)): Windows draws it inside them, so the caption spans the whole frame."""
    e = win.border() - win.frame()
    if not e or win.style & WS_MINIMIZE:
        return
    f = win.frame()
    t = win.client_offset()[1] - e
    l, r, bt = f, win.w - f, win.h - f
    if r - l < 2 or bt - t < 2:
        return
    if e >= 2:                  # the client edge: shadow and dark shadow outside in
        draw_3d_rect(d, ox + l, oy + t, ox + r, oy + bt, raised=False)
        if e == 2:
            return
        l, t, r, bt = l + 2, t + 2, r - 2, bt - 2
    # the static edge: one pixel, shadow top and left, highlight bottom and right
    d.line([(ox + l, oy + t), (ox + r - 2, oy + t)], fill=SYS_COLORS[16])
    d.line([(ox + l, oy + t), (ox + l, oy + bt - 2)], fill=SYS_COLORS[16])
    d.line([(ox + l, oy + bt - 1), (ox + r - 1, oy + bt - 1)], fill=SYS_COLORS[20])
    d.line([(ox + r - 1, oy + t), (ox + r - 1, oy + bt - 1)], fill=SYS_COLORS[20])


def draw(wm, win):
    """Paint the frame and caption of top-level ``win`` onto its surface."""
    img = win.surface.image
    d = Draw(img)
    w, h = win.w, win.h
    b = win.frame()
    face = SYS_COLORS[15]
    if b:
        # Frame: fill the border band with the button face, then the 3D edge.
        d.rectangle([0, 0, w - 1, b - 1], fill=face)
        d.rectangle([0, h - b, w - 1, h - 1], fill=face)
        d.rectangle([0, 0, b - 1, h - 1], fill=face)
        d.rectangle([w - b, 0, w - 1, h - 1], fill=face)
        if b >= 2:
            draw_3d_rect(d, 0, 0, w, h, raised=True)
        else:
            d.rectangle([0, 0, w - 1, h - 1], outline=(0, 0, 0))
    _draw_client_edge(d, 0, 0, win)
    if win.caption():
        _draw_caption(d, 0, 0, win, flash.drawn_active(wm, win))   # (FlashWindow)
    if win.menu and not win.style & WS_MINIMIZE:
        wm.vm.menus.draw_bar(win, d)
    if win.style & 0x00300000 and not win.style & WS_MINIMIZE:   # WS_VSCROLL | WS_HSCROLL
        draw_bars(wm, win)
    # Only this window's surface changed: the compositor recomposes its screen rectangle
    # (a box-less touch recomposed and compared the whole screen; a click that moves the
    # activation redraws two captions).
    wm.vm.gdi.touch(win.surface, (0, 0) + img.size)


def draw_menu_bar(wm, win):
    """Repaint only the menu bar of top-level ``win`` (an item opened or closed in menu
    mode): Windows redraws the bar, not the frame and caption around it, each time the
    open item changes."""
    if not win.menu or win.style & WS_MINIMIZE:
        return
    img = win.surface.image
    wm.vm.menus.draw_bar(win, Draw(img))
    b = win.frame()
    top = b + win.caption()
    wm.vm.gdi.touch(win.surface, (b, top, win.w - b, top + win.nc.menu))


def draw_child(wm, win, clip=None):
    """Paint the frame band of a child window of a program's own class (the built-in
    controls draw theirs): WS_BORDER is a 1-pixel line in COLOR_WINDOWFRAME (black),
    WS_EX_CLIENTEDGE the sunken 2-pixel edge inside it, WS_DLGFRAME / WS_THICKFRAME the
    raised frame in the button face. ``clip``: a region in window coordinates the
    painting stays inside (WM_NCPAINT's update region)."""
    b = win.border()
    if not b:
        return
    dc = wm.surface_dc(win, client=False)
    if clip is not None:
        dc.clip_rgn = clip
    w, h = win.w, win.h

    def fn(d, ox, oy):
        l, t, r, bt = ox, oy, ox + w, oy + h
        outer = win.frame()     # the frame outside the client edge
        if outer >= 2:
            for k in range(outer):
                d.rectangle([l + k, t + k, r - 1 - k, bt - 1 - k], outline=SYS_COLORS[15])
            draw_3d_rect(d, l, t, r, bt, raised=True)
        elif outer == 1:
            d.rectangle([l, t, r - 1, bt - 1], outline=SYS_COLORS[6])
        _draw_client_edge(d, ox, oy, win)
        if win.caption():   # an MDI child: its caption looks active as its client says
            _draw_caption(d, ox, oy, win, bool(win.state.get("nc_active")))
    dc.draw((0, 0, w, h), fn)
