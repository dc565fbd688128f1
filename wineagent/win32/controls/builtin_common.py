"""Helpers shared by the built-in controls (BUTTON, EDIT, STATIC, LISTBOX).

Child controls draw their own non-client edge: the window manager only draws frames of
top-level windows, so a control with WS_BORDER or WS_EX_CLIENTEDGE paints its border
band itself, through a whole-window DC, every time it paints.
"""

from ..core.bits import xy_from_lparam as lparam_xy  # noqa: F401  (re-exported for controls)
from ..gdi.objects import SYS_COLORS, Font, rgb
from ..core.messages import WM_COMMAND
from ..core.structures import NMHDR
from ..gdi.edges import draw_3d_rect
from ..user.wm import (WS_BORDER, WS_EX_CLIENTEDGE, WS_EX_STATICEDGE, WS_GROUP, WS_HSCROLL,  # noqa: F401
                       WS_TABSTOP, WS_VSCROLL, is_wide)  # (re-exported for the controls)

__all__ = ["ctl_font", "user_font", "text_font", "is_wide", "read_text", "write_text",
           "notify_parent", "draw_child_frame", "lparam_xy", "in_dialog",
           "SCROLLBAR_W", "WS_TABSTOP", "WS_GROUP", "WS_VSCROLL", "WS_HSCROLL", "BLACK",
           "WHITE", "shift_down", "ctrl_down", "send_notify", "nmhdr_bytes", "WM_NOTIFY",
           "parent_static_colors"]

SCROLLBAR_W = 16
BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
WM_CTLCOLOREDIT, WM_CTLCOLORSTATIC = 0x0133, 0x0138
COLOR_BTNFACE = 15


#: Stock objects a control without a WM_SETFONT font draws in.
SYSTEM_FONT, DEFAULT_GUI_FONT = 13, 17


def ctl_font(wm, win, default=DEFAULT_GUI_FONT):
    """The gdi ``Font`` a control draws with: its WM_SETFONT font, else stock font
    ``default`` (comctl32's controls: DEFAULT_GUI_FONT, the 8-point face they pick)."""
    gdi = wm.vm.gdi
    h = win.state.get("font", 0)
    obj = gdi.get(h) if h else None
    if obj is None or not hasattr(obj, "pil"):
        obj = gdi.stock[default]
    return obj


def user_font(wm, win):
    """The gdi ``Font`` one of USER's controls (button, static, edit, list box, combo box)
    draws with: its WM_SETFONT font, else SYSTEM_FONT, the font a DC starts with, as on
    Windows, where a control created without WM_SETFONT (CreateWindow, or a dialog
    template without DS_SETFONT) shows the bold System font and WM_GETFONT answers NULL.
    A class that draws its text in a font of its own (RichEdit: its character format)
    keeps it as ``win.state["draw_font"]``."""
    own = win.state.get("draw_font")
    return own if own is not None else ctl_font(wm, win, SYSTEM_FONT)


def text_font(wm, win):
    """The Pillow font of ``user_font`` (for ImageDraw.text)."""
    return user_font(wm, win).pil


def read_text(wm, win, ptr):
    """A string parameter of a message sent to ``win``, in the window's encoding."""
    if not ptr:
        return None
    mem = wm.vm.mem
    return mem.wstr(ptr) if is_wide(win) else mem.cstr(ptr)


def write_text(wm, win, ptr, text, size):
    """Write ``text`` + NUL in the window's encoding (``size`` chars incl. the NUL)."""
    mem = wm.vm.mem
    return mem.write_wstr(ptr, text, size) if is_wide(win) else mem.write_cstr(ptr, text, size)


def notify_parent(wm, win, code):
    """Generator: WM_COMMAND(MAKEWPARAM(id, code), hwnd) to the control's parent."""
    if win.is_child and wm.get(win.parent) is not None:
        yield from wm.send(win.parent, WM_COMMAND, ((code & 0xFFFF) << 16) | (win.id & 0xFFFF),
                           win.hwnd)


WM_NOTIFY = 0x004E


def nmhdr_bytes(vm, win, code):
    """The NMHDR of a notification from control ``win`` (hwndFrom, idFrom, code), laid out
    for the program's width (12 bytes, or 24 in a 64-bit program)."""
    return NMHDR.pack(vm.ptr_size, hwndFrom=win.hwnd, idFrom=win.id, code=code)


def send_notify(wm, win, code, extra=b"", to=None):
    """Generator: WM_NOTIFY(id, NMHDR + ``extra``) to the control's parent (or to window
    ``to``), the structure on the heap for the call; returns the answer (0 when there is
    no one to tell)."""
    target = win.parent if to is None else to
    if not target or (to is None and not win.is_child) or wm.get(target) is None:
        return 0
    vm = wm.vm
    data = nmhdr_bytes(vm, win, code) + extra
    p = vm.heap.alloc(len(data))
    vm.mem.write(p, data)
    try:
        return (yield from wm.send(target, WM_NOTIFY, win.id, p))
    finally:
        vm.heap.free(p)


def in_dialog(wm, win):
    """True when the control's parent is a dialog (class #32770 or created from a template)."""
    if not win.is_child:
        return False
    parent = wm.get(win.parent)
    if parent is None:
        return False
    name = parent.cls.name
    return parent.state.get("dialog", False) or (isinstance(name, str) and name == "#32770")


def shift_down(wm):
    """True while Shift is held."""
    return 0x10 in wm.keys_down


def ctrl_down(wm):
    """True while Ctrl is held."""
    return 0x11 in wm.keys_down


def draw_child_frame(wm, win):
    """Draw a child control's border band: a sunken client edge, a one-pixel static edge
    (WS_EX_STATICEDGE: shadow above and left, highlight below and right) and/or a
    1-pixel black line."""
    if not (win.exstyle & (WS_EX_CLIENTEDGE | WS_EX_STATICEDGE) or win.style & WS_BORDER):
        return
    dc = wm.surface_dc(win, client=False)
    w, h = win.w, win.h

    def fn(d, ox, oy):
        l, t, r, b = ox, oy, ox + w, oy + h
        if win.exstyle & WS_EX_CLIENTEDGE:
            draw_3d_rect(d, l, t, r, b, raised=False)
            l, t, r, b = l + 2, t + 2, r - 2, b - 2
        if win.exstyle & WS_EX_STATICEDGE and r > l and b > t:
            d.line([(l, b - 1), (l, t), (r - 1, t)], fill=SYS_COLORS[16])
            d.line([(l, b - 1), (r - 1, b - 1), (r - 1, t)], fill=SYS_COLORS[20])
            l, t, r, b = l + 1, t + 1, r - 1, b - 1
        if win.style & WS_BORDER and r > l and b > t:
            d.rectangle([l, t, r - 1, b - 1], outline=BLACK)
    dc.draw((0, 0, w, h), fn)



def face_fill(d, ox, oy, w, h, color=None):
    """Fill a control's client rectangle with ``color`` (default: the button face)."""
    d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=color or SYS_COLORS[15])


def line_height(font):
    """Line height in pixels of a gdi Font."""
    return font.line_height


__all__ += ["face_fill", "line_height", "Font"]


def parent_static_colors(wm, win, dc):
    """Generator: the (background, text) colours a static-like control (STATIC, SysLink,
    a transparent Animate) paints with: the parent is asked with WM_CTLCOLORSTATIC on
    ``dc``; a brush it answers gives the background and the DC's text colour as it left
    it, no answer (or no parent) the button face and black."""
    return (yield from parent_ctl_colors(wm, win, dc, WM_CTLCOLORSTATIC,
                                         SYS_COLORS[COLOR_BTNFACE], BLACK))


def parent_ctl_colors(wm, win, dc, msg, bg, fg, to=None):
    """Generator: the (background, text) colours a control paints with after asking its
    parent (or window ``to``) with WM_CTLCOLOR``msg`` on ``dc``: a brush it answers gives
    the background and the DC's text colour as it left it; no answer (or no parent)
    keeps ``bg`` and ``fg``."""
    gdi = wm.vm.gdi
    if to is None and win.is_child and wm.get(win.parent) is not None:
        to = win.parent
    if to is not None:
        hdc = gdi.add(dc)
        try:
            r = yield from wm.send(to, msg, hdc, win.hwnd)
        finally:
            gdi.objects.pop(hdc, None)
        brush = gdi.get(r) if r else None
        if brush is not None and hasattr(brush, "style"):
            color = dc.brush_color(brush)
            if color is not None:
                bg = color
            fg = rgb(dc.text_color)
    return bg, fg
