"""The date and time picker (SysDateTimePick32): its state, geometry and drawing, and
what the user does to it: keyboard editing of the selected field, typed digits, clicks
on the check box, the up-down arrows or a field, and dropping and closing the calendar
(DTN_DROPDOWN, DTN_DATETIMECHANGE, DTN_CLOSEUP)."""

import datetime

from ...core.structures import NMDATETIMECHANGE
from ...gdi.edges import draw_3d_rect
from ...gdi.objects import SYS_COLORS
from ...kernel.locale import expand_token, guest_now
from ...user.scrollbars import draw_arrow_button
from ...user.window import create_window, show_window, take_focus
from ...user.wm import WS_BORDER, WS_POPUP
from ..builtin_common import BLACK, WHITE, ctl_font, draw_child_frame, is_wide
from ..comctl_shared import notify_tail
from .dates import (BUTTON_W, CHECK, DTN_CLOSEUP, DTN_DATETIMECHANGE, DTN_DROPDOWN,
                    DTS_RIGHTALIGN, DTS_SHOWNONE, DTS_UPDOWN, GDT_NONE, GDT_VALID, MARGIN,
                    MAX_DATE, MIN_DATE, MONTHCAL_CLASS, VK_DOWN, VK_END, VK_ESCAPE, VK_F4,
                    VK_HOME, VK_LEFT, VK_NEXT, VK_PRIOR, VK_RIGHT, VK_SPACE, VK_UP,
                    WS_EX_TOOLWINDOW, WS_EX_TOPMOST, _notify, systemtime)
from .monthcal import _calendar_key, _cs, calendar_size
from .picture import (_literal, _max_digits, default_picture, parse_picture, step_field,
                      type_digits)


# -- the picker ---------------------------------------------------------------------------
class PickerState:
    """Date, format, selected field and drop-down state of one SysDateTimePick32."""

    def __init__(self, now, style):
        self.date = now.replace(microsecond=0)
        self.valid = True                 # DTS_SHOWNONE: the check box
        self.picture = default_picture(style)
        self.fields = parse_picture(self.picture)
        self.sel = self.first_field()     # index into fields of the highlighted one
        self.typed = ""                   # digits typed into the selected field
        self.focused = False
        self.range = [None, None]         # DTM_SETRANGE's limits
        self.popup = 0                    # the dropped SysMonthCal32
        self.mc_colors = {}               # DTM_SETMCCOLOR
        self.mc_font = 0
        self.mc_style = 0                 # DTM_SETMCSTYLE: the dropped calendar's MCS_*

    def editable(self):
        """Indexes of the fields the keyboard can select."""
        return [i for i, (_, kind) in enumerate(self.fields) if kind]

    def first_field(self):
        """The first editable field (0 when the picture has none)."""
        ed = self.editable()
        return ed[0] if ed else 0

    def set_picture(self, picture):
        """DTM_SETFORMAT: a new picture; the selection goes back to the first field."""
        self.fields = parse_picture(picture)
        self.picture = picture
        self.sel = self.first_field()
        self.typed = ""

    def in_range(self, dt):
        """True when ``dt`` lies within the picker's limits (and Windows')."""
        lo, hi = self.range
        return MIN_DATE <= dt <= MAX_DATE and (lo is None or dt >= lo) and \
            (hi is None or dt <= hi)

    def clamp(self, dt):
        """``dt`` moved into the range, as the picker keeps its date."""
        lo, hi = self.range
        if lo is not None and dt < lo:
            return lo
        if hi is not None and dt > hi:
            return hi
        return dt

    def texts(self):
        """[(text, kind)] of every field for the current date."""
        return [(expand_token(tok, self.date) if tok[0] in "dMyhHmstg" else _literal(tok),
                 kind) for tok, kind in self.fields]

    def display(self):
        """The text the picker shows."""
        return "".join(t for t, _ in self.texts())


def _ps(wm, win):
    st = win.state.get("dtp")
    if st is None:
        st = win.state["dtp"] = PickerState(guest_now(wm.vm), win.style)
    return st


def picker_layout(wm, win, st):
    """Geometry in client coordinates: {'check': rect or None, 'button': rect or None,
    'up'/'down': rects or None, 'fields': [rect per field], 'text_y': y}."""
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    lh = font.line_height
    x = MARGIN
    geo = {"check": None, "button": None, "up": None, "down": None}
    if win.style & DTS_SHOWNONE:
        cy = (ch - CHECK) // 2
        geo["check"] = (MARGIN, cy, MARGIN + CHECK, cy + CHECK)
        x += CHECK + 2
    if win.style & DTS_UPDOWN:
        half = ch // 2
        geo["up"] = (cw - BUTTON_W, 0, cw, half)
        geo["down"] = (cw - BUTTON_W, half, cw, ch)
    else:
        geo["button"] = (cw - BUTTON_W, 0, cw, ch)
    ty = (ch - lh) // 2
    rects = []
    for text, _ in st.texts():
        w = int(font.pil.getlength(text))
        rects.append((x, ty, x + w, ty + lh))
        x += w
    geo["fields"] = rects
    geo["text_y"] = ty
    return geo


def _paint_picker(wm, win, st, dc):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    enabled = win.own_enabled
    geo = picker_layout(wm, win, st)
    texts = st.texts()
    face = SYS_COLORS[15]
    gray = SYS_COLORS[17]

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=WHITE if enabled else face)
        if geo["check"]:
            l, t, r, b = geo["check"]
            l, t, r, b = ox + l, oy + t, ox + r, oy + b
            d.rectangle([l, t, r - 1, b - 1], fill=WHITE if enabled else face)
            draw_3d_rect(d, l, t, r, b, raised=False)
            if st.valid:                   # the classic 7x7 check mark
                for dx, dy in ((0, 2), (1, 3), (2, 4), (3, 3), (4, 2), (5, 1), (6, 0)):
                    x0, y0 = l + 3 + dx, t + 3 + dy + 1
                    d.line([(x0, y0), (x0, y0 + 2)], fill=BLACK if enabled else gray)
        for i, ((text, kind), (l, t, r, b)) in enumerate(zip(texts, geo["fields"])):
            fg = BLACK if enabled and st.valid else gray
            if st.focused and i == st.sel and kind and st.valid and not st.popup:
                d.rectangle([ox + l, oy + t, ox + r - 1, oy + b - 1], fill=SYS_COLORS[13])
                fg = SYS_COLORS[14]
            if text:
                d.text((ox + l, oy + t), text, font=font.pil, fill=fg)
        if geo["button"]:
            l, t, r, b = geo["button"]
            draw_arrow_button(d, ox + l, oy + t, ox + r, oy + b, "down", bool(st.popup),
                              not enabled)
        if geo["up"]:
            for part, direction in (("up", "up"), ("down", "down")):
                l, t, r, b = geo[part]
                draw_arrow_button(d, ox + l, oy + t, ox + r, oy + b, direction, False,
                                  not enabled)
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


def _changed(wm, win, st):
    """Repaint and keep the window text the displayed text ("" without a date)."""
    win.title = st.display() if st.valid else ""
    wm.invalidate(win, None, False)


def _user_set(wm, win, st, dt):
    """Generator: the user changed the date: keep it in range, then DTN_DATETIMECHANGE."""
    dt = st.clamp(dt)
    if dt == st.date and st.valid:
        return
    st.date = dt
    st.valid = True
    _changed(wm, win, st)
    yield from _notify_change(wm, win, st)


def _notify_change(wm, win, st):
    """Generator: DTN_DATETIMECHANGE with NMDATETIMECHANGE {dwFlags, st}."""
    flags = GDT_VALID if st.valid else GDT_NONE
    yield from _notify(wm, win, DTN_DATETIMECHANGE,
                       notify_tail(NMDATETIMECHANGE, wm.vm.ptr_size, dwFlags=flags,
                                   st=systemtime(st.date)))


def _keydown(wm, win, st, vk):
    """Generator: keyboard editing of the selected field."""
    if st.popup:
        cal = wm.get(st.popup)
        if cal is not None:
            if vk in (VK_ESCAPE, VK_F4):
                yield from _close(wm, win, st)
            else:
                yield from _calendar_key(wm, cal, vk)
        return
    if vk == VK_F4 and not win.style & DTS_UPDOWN:
        yield from _drop(wm, win, st)
        return
    if vk == VK_SPACE and win.style & DTS_SHOWNONE:
        st.valid = not st.valid
        _changed(wm, win, st)
        yield from _notify_change(wm, win, st)
        return
    ed = st.editable()
    if not ed or not st.valid:
        return
    pos = ed.index(st.sel) if st.sel in ed else 0
    if vk in (VK_LEFT, VK_RIGHT, VK_HOME, VK_END):
        pos = {VK_LEFT: max(0, pos - 1), VK_RIGHT: min(len(ed) - 1, pos + 1),
               VK_HOME: 0, VK_END: len(ed) - 1}[vk]
        st.sel, st.typed = ed[pos], ""
        wm.invalidate(win, None, False)
        return
    if vk in (VK_UP, VK_DOWN, VK_PRIOR, VK_NEXT):
        st.typed = ""
        kind = st.fields[st.sel][1]
        delta = 1 if vk in (VK_UP, VK_PRIOR) else -1
        yield from _user_set(wm, win, st, step_field(st.date, kind, delta))


def _char(wm, win, st, ch):
    """Generator: a typed character: digits into a numeric field, A/P into AM/PM."""
    if st.popup or not st.valid or not st.editable():
        return
    tok, kind = st.fields[st.sel]
    if kind == "ampm":
        c = ch.lower()
        if c in "ap":
            pm = c == "p"
            if (st.date.hour >= 12) != pm:
                yield from _user_set(wm, win, st, step_field(st.date, "ampm", 1))
        return
    if not ch.isdigit() or kind in ("weekday", None):
        return
    if kind == "month" and len(tok) >= 3:
        return                          # a month name field takes no digits
    digits = st.typed + ch
    new = type_digits(st.date, kind, tok, digits)
    if new is None:
        digits = ch
        new = type_digits(st.date, kind, tok, digits)
    st.typed = "" if new is None or len(digits) >= _max_digits(kind, tok) else digits
    if new is not None:
        yield from _user_set(wm, win, st, new)


def _field_at(geo, x):
    for i, (l, _, r, _) in enumerate(geo["fields"]):
        if l <= x < r:
            return i
    return None


def _lbutton(wm, win, st, x, y):
    """Generator: a click: check box, drop-down button, up-down arrows or a field."""
    if wm.focus != win.hwnd:
        yield from take_focus(wm, win)
        if wm.get(win.hwnd) is None:
            return
    if st.popup:
        yield from _close(wm, win, st)
        return
    geo = picker_layout(wm, win, st)

    def inside(rect):
        return rect is not None and rect[0] <= x < rect[2] and rect[1] <= y < rect[3]
    if inside(geo["check"]):
        st.valid = not st.valid
        _changed(wm, win, st)
        yield from _notify_change(wm, win, st)
        return
    if inside(geo["button"]):
        yield from _drop(wm, win, st)
        return
    for part, delta in (("up", 1), ("down", -1)):
        if inside(geo[part]) and st.valid and st.editable():
            yield from _user_set(wm, win, st, step_field(st.date, st.fields[st.sel][1], delta))
            return
    i = _field_at(geo, x)
    if i is not None and st.fields[i][1]:
        st.sel, st.typed = i, ""
        wm.invalidate(win, None, False)


def _drop(wm, win, st):
    """Generator: open the month calendar under the picker (DTN_DROPDOWN first)."""
    if st.popup or win.style & DTS_UPDOWN:
        return
    vm = wm.vm
    sx, sy = wm.screen_origin(win)
    font = st.mc_font or win.state.get("font", 0)
    w, h = calendar_size(wm, font)
    w, h = w + 2, h + 2                               # WS_BORDER
    x = sx + win.w - w if win.style & DTS_RIGHTALIGN else sx
    y = sy + win.h
    if y + h > wm.height and sy - h >= 0:
        y = sy - h                                    # no room below: above, as Windows
    hwnd = yield from create_window(vm, WS_EX_TOPMOST | WS_EX_TOOLWINDOW, MONTHCAL_CLASS, "",
                                    WS_POPUP | WS_BORDER | (st.mc_style & 0xFFFF), x, y, w, h,
                                    win.hwnd, 0, 0, 0,
                                    is_wide(win))
    cal = wm.get(hwnd) if hwnd else None
    if cal is None or wm.get(win.hwnd) is None:
        return
    cs = _cs(wm, cal)
    cs.owner = win.hwnd
    cs.font = font
    cs.colors.update(st.mc_colors)
    cs.range = list(st.range)
    cs.sel = cs.shown = st.date.date() if st.valid else cs.today
    st.popup = hwnd
    yield from _notify(wm, win, DTN_DROPDOWN)
    if wm.get(hwnd) is None:
        st.popup = 0
        return
    yield from show_window(vm, cal, 4)          # SW_SHOWNOACTIVATE: the dialog stays active
    wm.capture = hwnd                           # a click elsewhere closes it
    wm.invalidate(win, None, False)


def _close(wm, win, st, chosen=None):
    """Generator: close the calendar; ``chosen`` (a date) becomes the picker's date first
    (DTN_DATETIMECHANGE, then DTN_CLOSEUP, as comctl32 sends them)."""
    popup, st.popup = st.popup, 0
    if not popup:
        return
    if wm.capture == popup:
        wm.capture = 0
    if wm.get(popup) is not None:
        yield from wm.destroy(popup)
    wm.invalidate(win, None, False)
    if chosen is not None:
        yield from _user_set(wm, win, st, datetime.datetime.combine(chosen, st.date.time()))
    if wm.get(win.hwnd) is not None:
        yield from _notify(wm, win, DTN_CLOSEUP)
