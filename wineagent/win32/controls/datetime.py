"""COMCTL32's date and time picker (SysDateTimePick32) and month calendar (SysMonthCal32),
drawn like comctl32 5.8 in the Windows 2000 classic scheme (docs/dialogs-controls.md).

The picker shows its date as fields of a format picture (``M/d/yyyy``, ``dddd, MMMM d,
yyyy``, ``h:mm:ss tt`` or the program's own DTM_SETFORMAT); the focused control
highlights one field, which the keyboard edits: Left/Right/Home/End choose the field,
Up/Down step it (wrapping), digits type a number, A/P choose the half of the day. Every
change the user makes sends DTN_DATETIMECHANGE. Without DTS_UPDOWN a drop-down button
opens a month calendar as a popup (Alt+Down, F4 or a click); choosing a day there sets
the date (DTN_DATETIMECHANGE, then DTN_CLOSEUP). With DTS_SHOWNONE a check box says
whether there is a date at all. A new picker shows GetLocalTime's time — the guest clock,
so a frozen run shows the same date in every process.

The window text of the picker is the text it shows (WM_GETTEXT; the snapshot's title).

Both classes are registered on first use by a program that imports COMCTL32.dll (a class
resolver, like the progress and status bars in ``progress_status.py``).
"""

import calendar
import datetime
import struct

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.messages import (WM_CHAR, WM_CREATE, WM_DESTROY, WM_ENABLE, WM_GETDLGCODE,
                             WM_GETFONT, WM_GETTEXT, WM_GETTEXTLENGTH, WM_KEYDOWN,
                             WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_MOUSEACTIVATE,
                             WM_NCCREATE, WM_PAINT, WM_SETFOCUS, WM_SETFONT, WM_SIZE,
                             WM_SYSKEYDOWN, WM_ERASEBKGND)
from ..core.styles import DLGC_WANTARROWS
from ..gdi.objects import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..kernel.locale import (expand_token, from_systemtime, guest_now, locale_info,
                             picture_tokens)
from ..user.scrollbars import draw_arrow_button
from ..user.wm import (WS_BORDER, WS_EX_CLIENTEDGE, WS_POPUP, WindowClass)
from ..user.window import (add_class_resolver, begin_paint, create_window, def_window_proc,
                           end_paint, show_window, take_focus)
from .builtin_common import (BLACK, WHITE, WM_NOTIFY, ctl_font, draw_child_frame, is_wide,
                        lparam_xy, send_notify, write_text)
from ..core.dllnames import COMCTL32

__all__ = ["DATETIME_CLASS", "MONTHCAL_CLASS", "datetime_proc", "monthcal_proc", "install",
           "resolve_class", "PickerState", "CalendarState", "calendar_layout"]

DATETIME_CLASS = "SysDateTimePick32"
MONTHCAL_CLASS = "SysMonthCal32"

WS_EX_TOPMOST, WS_EX_TOOLWINDOW = 0x8, 0x80
DLGC_WANTCHARS = 0x80

DTS_UPDOWN, DTS_SHOWNONE, DTS_LONGDATEFORMAT, DTS_TIMEFORMAT = 0x1, 0x2, 0x4, 0x9
DTS_SHORTDATECENTURYFORMAT, DTS_APPCANPARSE, DTS_RIGHTALIGN = 0xC, 0x10, 0x20
DTM_GETSYSTEMTIME, DTM_SETSYSTEMTIME, DTM_GETRANGE, DTM_SETRANGE = 0x1001, 0x1002, 0x1003, 0x1004
DTM_SETFORMATA, DTM_SETFORMATW = 0x1005, 0x1032
DTM_SETMCCOLOR, DTM_GETMCCOLOR, DTM_GETMONTHCAL = 0x1006, 0x1007, 0x1008
DTM_SETMCFONT, DTM_GETMCFONT = 0x1009, 0x100A
GDT_ERROR, GDT_VALID, GDT_NONE = 0xFFFFFFFF, 0, 1
GDTR_MIN, GDTR_MAX = 1, 2
DTN_DATETIMECHANGE, DTN_DROPDOWN, DTN_CLOSEUP = -759, -754, -753

MCM_GETCURSEL, MCM_SETCURSEL, MCM_GETMINREQRECT = 0x1001, 0x1002, 0x1009
MCM_SETTODAY, MCM_GETTODAY, MCM_GETRANGE, MCM_SETRANGE = 0x100C, 0x100D, 0x1011, 0x1012
MCN_SELCHANGE, MCN_SELECT = -749, -746
MCS_MULTISELECT, MCS_NOTODAYCIRCLE, MCS_NOTODAY = 0x2, 0x8, 0x10

VK_BACK, VK_RETURN, VK_ESCAPE, VK_SPACE = 0x08, 0x0D, 0x1B, 0x20
VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN, VK_F4 = 0x25, 0x26, 0x27, 0x28, 0x73

#: Windows' date limits for the picker: 1 Jan 1601 .. 31 Dec 9999 (SYSTEMTIME's own).
MIN_DATE = datetime.datetime(1601, 1, 1)
MAX_DATE = datetime.datetime(9999, 12, 31, 23, 59, 59)
BUTTON_W = 16          # SM_CXVSCROLL: the drop-down button and the up-down arrows
CHECK = 13             # the DTS_SHOWNONE check box
MARGIN = 2             # text starts this far in from the client edge
RED = (255, 0, 0)


def _u32(v):
    return v & 0xFFFFFFFF


def systemtime_bytes(dt):
    """SYSTEMTIME for a datetime (wDayOfWeek: Sunday = 0)."""
    return struct.pack("<8H", dt.year, dt.month, (dt.weekday() + 1) % 7, dt.day, dt.hour,
                       dt.minute, dt.second, dt.microsecond // 1000)


def _read_systemtime(mem, addr):
    """A datetime from a guest SYSTEMTIME, or None when it names no moment."""
    try:
        return from_systemtime(struct.unpack("<8H", bytes(mem.read(addr, 16))))
    except ValueError:
        return None


def _notify(wm, win, code, extra=b"", to=None):
    """Generator: WM_NOTIFY to the parent (or ``to``): builtin_common.send_notify."""
    return (yield from send_notify(wm, win, code, extra, to))


# -- the format picture -----------------------------------------------------------------------
#: Field letter -> what Up/Down steps (weekday and day both step the day).
_FIELD = {"d": "day", "M": "month", "y": "year", "h": "hour", "H": "hour", "m": "minute",
          "s": "second", "t": "ampm"}


def default_picture(style):
    """The locale's picture for the style: short date, century short date, long date, time."""
    # The bits overlap: 0x4 long date, 0x4|0x8 short date with the century, 0x8|0x1 time
    # (DTS_TIMEFORMAT includes DTS_UPDOWN).
    if style & DTS_SHORTDATECENTURYFORMAT == DTS_SHORTDATECENTURYFORMAT:
        pic = locale_info(0x001F)
        return pic if "yyyy" in pic else pic.replace("yy", "yyyy")
    if style & DTS_TIMEFORMAT == DTS_TIMEFORMAT:
        return locale_info(0x1003)                 # LOCALE_STIMEFORMAT
    if style & DTS_LONGDATEFORMAT:
        return locale_info(0x0020)                 # LOCALE_SLONGDATE
    return locale_info(0x001F)                     # LOCALE_SSHORTDATE


def parse_picture(picture):
    """[(token, field kind or None for literal text)] of a picture. Callback fields (X)
    ask the program for their text (DTN_FORMAT), which is not implemented."""
    out = []
    for tok in picture_tokens(picture):
        if tok[0] == "X":
            raise Unimplemented("%s class %s (callback field %r: DTN_FORMAT)"
                                % (COMCTL32, DATETIME_CLASS, tok))
        kind = _FIELD.get(tok[0]) if tok[0] != "'" else None
        if tok[0] == "d" and len(tok) >= 3:
            kind = "weekday"
        out.append((tok, kind))
    return out


def _days_in(year, month):
    return calendar.monthrange(year, month)[1]


def _with(dt, **kw):
    """``dt`` with fields replaced, the day clamped to the month's length."""
    year, month = kw.get("year", dt.year), kw.get("month", dt.month)
    day = min(kw.get("day", dt.day), _days_in(year, month))
    return dt.replace(year=year, month=month, day=day, hour=kw.get("hour", dt.hour),
                      minute=kw.get("minute", dt.minute), second=kw.get("second", dt.second))


def _wrap(v, lo, hi):
    return lo + (v - lo) % (hi - lo + 1)


def step_field(dt, kind, delta):
    """``dt`` with one field stepped by ``delta``, wrapping within the field as the picker
    does (the day within its month, the hour within the day ...); the year does not wrap."""
    if kind in ("day", "weekday"):
        return dt.replace(day=_wrap(dt.day + delta, 1, _days_in(dt.year, dt.month)))
    if kind == "month":
        return _with(dt, month=_wrap(dt.month + delta, 1, 12))
    if kind == "year":
        return _with(dt, year=max(MIN_DATE.year, min(MAX_DATE.year, dt.year + delta)))
    if kind == "hour":
        return dt.replace(hour=_wrap(dt.hour + delta, 0, 23))
    if kind == "minute":
        return dt.replace(minute=_wrap(dt.minute + delta, 0, 59))
    if kind == "second":
        return dt.replace(second=_wrap(dt.second + delta, 0, 59))
    if kind == "ampm":
        return dt.replace(hour=(dt.hour + 12) % 24)
    return dt


def type_digits(dt, kind, token, digits):
    """``dt`` with a numeric field set to the typed ``digits`` (a string), or None when the
    number is not a value of the field (the caller then starts again from the last digit)."""
    n = int(digits)
    if kind == "day":
        return dt.replace(day=n) if 1 <= n <= _days_in(dt.year, dt.month) else None
    if kind == "month":
        return _with(dt, month=n) if 1 <= n <= 12 else None
    if kind == "year":
        if len(token) <= 2:                     # two-digit years: 1930..2029, as Windows
            n = n + (2000 if n < 30 else 1900) if len(digits) <= 2 else n
        return _with(dt, year=n) if MIN_DATE.year <= n <= MAX_DATE.year else None
    if kind == "hour":
        if token[0] == "h":                     # 12-hour field: keep the half of the day
            if not 1 <= n <= 12:
                return None
            return dt.replace(hour=n % 12 + (12 if dt.hour >= 12 else 0))
        return dt.replace(hour=n) if n <= 23 else None
    if kind in ("minute", "second"):
        return dt.replace(**{kind: n}) if n <= 59 else None
    return None


def _max_digits(kind, token):
    return 4 if kind == "year" and len(token) > 2 else 2


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


def _literal(tok):
    if tok.startswith("'"):
        body = tok[1:-1] if tok.endswith("'") and len(tok) > 1 else tok[1:]
        return "'" if tok == "''" else body
    return tok


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
    enabled = wm.is_enabled(win)
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
                       struct.pack("<I", flags) + systemtime_bytes(st.date))


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
                                    WS_POPUP | WS_BORDER, x, y, w, h, win.hwnd, 0, 0, 0,
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


def datetime_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysDateTimePick32."""
    vm = wm.vm
    if msg == WM_NCCREATE:
        win.exstyle |= WS_EX_CLIENTEDGE          # comctl32 forces the client edge
        r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        st = _ps(wm, win)
        win.title = st.display()
        return r
    st = _ps(wm, win)
    if msg == WM_CREATE:
        if win.style & DTS_APPCANPARSE:
            raise Unimplemented("%s class %s (DTS_APPCANPARSE)" % (COMCTL32, DATETIME_CLASS))
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint_picker(wm, win, st, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS | DLGC_WANTCHARS
    if msg == WM_SETFOCUS:
        st.focused, st.typed = True, ""
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_KILLFOCUS:
        st.focused, st.typed = False, ""
        wm.invalidate(win, None, False)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        yield from _lbutton(wm, win, st, x, y)
        return 0
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF)
        return 0
    if msg == WM_SYSKEYDOWN and (wparam & 0xFF) == VK_DOWN and not win.style & DTS_UPDOWN:
        if st.popup:
            yield from _close(wm, win, st)
        else:
            yield from _drop(wm, win, st)
        return 0
    if msg == WM_CHAR:
        code = wparam & 0xFFFF
        ch = chr(code) if is_wide(win) else bytes([code & 0xFF]).decode("cp1252", "replace")
        yield from _char(wm, win, st, ch)
        return 0
    if msg == WM_NOTIFY and st.popup and lparam:
        code = struct.unpack("<i", bytes(vm.mem.read(lparam + 8, 4)))[0]
        if code == MCN_SELECT and vm.mem.u32(lparam) == st.popup:
            chosen = _read_systemtime(vm.mem, lparam + 12)
            yield from _close(wm, win, st, chosen.date() if chosen else None)
        return 0
    if msg == DTM_GETSYSTEMTIME:
        if not lparam:
            return GDT_ERROR
        if not st.valid:
            return GDT_NONE
        vm.mem.write(lparam, systemtime_bytes(st.date))
        return GDT_VALID
    if msg == DTM_SETSYSTEMTIME:
        if wparam == GDT_NONE:
            if not win.style & DTS_SHOWNONE:
                return 0
            st.valid = False
        elif wparam == GDT_VALID and lparam:
            dt = _read_systemtime(vm.mem, lparam)
            if dt is None or not st.in_range(dt.replace(microsecond=0)):
                return 0
            st.date, st.valid = dt.replace(microsecond=0), True
        else:
            return 0
        _changed(wm, win, st)
        return 1
    if msg == DTM_GETRANGE:
        flags = 0
        data = b""
        for bit, limit in ((GDTR_MIN, st.range[0]), (GDTR_MAX, st.range[1])):
            data += systemtime_bytes(limit) if limit is not None else b"\0" * 16
            flags |= bit if limit is not None else 0
        if lparam:
            vm.mem.write(lparam, data)
        return flags
    if msg == DTM_SETRANGE:
        for bit, i in ((GDTR_MIN, 0), (GDTR_MAX, 1)):
            if wparam & bit:
                dt = _read_systemtime(vm.mem, lparam + 16 * i) if lparam else None
                if dt is None:
                    return 0
                st.range[i] = dt.replace(microsecond=0)
            else:
                st.range[i] = None
        if st.valid:
            st.date = st.clamp(st.date)
            _changed(wm, win, st)
        return 1
    if msg in (DTM_SETFORMATA, DTM_SETFORMATW):
        if lparam:
            mem = vm.mem
            picture = mem.wstr(lparam) if msg == DTM_SETFORMATW else mem.cstr(lparam)
        else:
            picture = default_picture(win.style)
        st.set_picture(picture)
        _changed(wm, win, st)
        return 1
    if msg == DTM_GETMONTHCAL:
        return st.popup
    if msg == DTM_SETMCCOLOR:
        old = st.mc_colors.get(wparam, _default_color(wparam))
        st.mc_colors[wparam] = lparam
        return _u32(old)
    if msg == DTM_GETMCCOLOR:
        return _u32(st.mc_colors.get(wparam, _default_color(wparam)))
    if msg == DTM_SETMCFONT:
        st.mc_font = wparam
        return 0
    if msg == DTM_GETMCFONT:
        return st.mc_font
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, st.display() if st.valid else "", wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(st.display()) if st.valid else 0
    if msg in (WM_SIZE, WM_ENABLE):
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_DESTROY:
        if st.popup:
            if wm.capture == st.popup:
                wm.capture = 0
            popup, st.popup = st.popup, 0
            if wm.get(popup) is not None:
                yield from wm.destroy(popup)
        return 0
    if 0x1000 <= msg < 0x1100:
        raise Unimplemented("%s class %s (message %#x)" % (COMCTL32, DATETIME_CLASS, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


# -- the month calendar -------------------------------------------------------------------
MCSC_BACKGROUND, MCSC_TEXT, MCSC_TITLEBK, MCSC_TITLETEXT = 0, 1, 2, 3
MCSC_MONTHBK, MCSC_TRAILINGTEXT = 4, 5


def _default_color(index):
    """comctl32's default colours (COLORREF): window, window text, active caption,
    caption text, window, gray text."""
    sys_index = {MCSC_BACKGROUND: 5, MCSC_TEXT: 8, MCSC_TITLEBK: 2, MCSC_TITLETEXT: 9,
                 MCSC_MONTHBK: 5, MCSC_TRAILINGTEXT: 17}.get(index, 5)
    r, g, b = SYS_COLORS[sys_index]
    return r | g << 8 | b << 16


def _color(cs, index):
    v = cs.colors.get(index, _default_color(index))
    return (v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF)


class CalendarState:
    """Selection, shown month, today and colours of one SysMonthCal32."""

    def __init__(self, today):
        self.today = today                # a date
        self.sel = today
        self.shown = today                # any day of the month shown
        self.owner = 0                    # the date picker that dropped it (0: a control)
        self.font = 0
        self.colors = {}
        self.range = [None, None]


def _cs(wm, win):
    cs = win.state.get("monthcal")
    if cs is None:
        cs = win.state["monthcal"] = CalendarState(guest_now(wm.vm).date())
    return cs


def _font_obj(wm, h):
    gdi = wm.vm.gdi
    obj = gdi.get(h) if h else None
    return obj if obj is not None and hasattr(obj, "pil") else gdi.stock[17]


def calendar_layout(wm, font_handle):
    """The month calendar's geometry for a font: cell width and height, the margin, the
    title band's height, where the day grid starts, the today line's top, total size.
    The sizes follow comctl32's: a day cell is two digits wide plus padding and one
    line plus 2 high; the title band is one line plus 10."""
    font = _font_obj(wm, font_handle)
    lh = font.line_height
    cell_w = int(font.pil.getlength("00")) + 8
    cell_h = lh + 2
    margin = 6
    title_h = lh + 10
    days_top = title_h + 2 + cell_h + 1
    today_top = days_top + 6 * cell_h
    total = (7 * cell_w + 2 * margin, today_top + cell_h + 4)
    return {"font": font, "cell_w": cell_w, "cell_h": cell_h, "margin": margin,
            "title_h": title_h, "head_top": title_h + 2, "days_top": days_top,
            "today_top": today_top, "size": total}


def calendar_size(wm, font_handle):
    """MCM_GETMINREQRECT's size: (width, height) of the client area."""
    return calendar_layout(wm, font_handle)["size"]


def _grid_start(shown):
    """The first day in the grid: the Sunday before the 1st (a whole week before when the
    1st is a Sunday, so the previous month always shows), as comctl32 lays it out."""
    first = shown.replace(day=1)
    back = (first.weekday() + 1) % 7 or 7
    return first - datetime.timedelta(days=back)


def _arrow_rects(lay):
    t = (lay["title_h"] - 14) // 2
    w = lay["size"][0]
    return (4, t, 4 + BUTTON_W, t + 14), (w - 4 - BUTTON_W, t, w - 4, t + 14)


def _paint_calendar(wm, win, cs, dc):
    lay = calendar_layout(wm, cs.font)
    font = lay["font"]
    cw, ch = win.client_size()
    cell_w, cell_h, m = lay["cell_w"], lay["cell_h"], lay["margin"]
    bk, text = _color(cs, MCSC_MONTHBK), _color(cs, MCSC_TEXT)
    title_bk, title_fg = _color(cs, MCSC_TITLEBK), _color(cs, MCSC_TITLETEXT)
    trailing = _color(cs, MCSC_TRAILINGTEXT)
    start = _grid_start(cs.shown)
    title = expand_token("MMMM", cs.shown) + " " + expand_token("yyyy", cs.shown)
    names = [locale_info(0x0031 + (i + 6) % 7)[0] for i in range(7)]   # S M T W T F S
    left, right = _arrow_rects(lay)
    no_today = win.style & MCS_NOTODAY
    no_circle = win.style & MCS_NOTODAYCIRCLE

    def centred(d, l, t, r, b, s, fg):
        w = int(font.pil.getlength(s))
        d.text((l + (r - l - w) // 2, t + (b - t - font.line_height) // 2), s,
               font=font.pil, fill=fg)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bk)
        d.rectangle([ox, oy, ox + cw - 1, oy + lay["title_h"] - 1], fill=title_bk)
        centred(d, ox, oy, ox + cw, oy + lay["title_h"], title, title_fg)
        for rect, direction in ((left, "left"), (right, "right")):
            draw_arrow_button(d, ox + rect[0], oy + rect[1], ox + rect[2], oy + rect[3],
                              direction, False, False)
        ht = oy + lay["head_top"]
        for i, name in enumerate(names):
            x = ox + m + i * cell_w
            centred(d, x, ht, x + cell_w, ht + cell_h, name, title_bk)
        d.line([(ox + m, ht + cell_h), (ox + cw - m - 1, ht + cell_h)], fill=SYS_COLORS[16])
        for k in range(42):
            day = start + datetime.timedelta(days=k)
            x = ox + m + (k % 7) * cell_w
            y = oy + lay["days_top"] + (k // 7) * cell_h
            fg = text if day.month == cs.shown.month else trailing
            if day == cs.sel:
                d.rectangle([x, y, x + cell_w - 1, y + cell_h - 1], fill=title_bk)
                fg = title_fg
            centred(d, x, y, x + cell_w, y + cell_h, str(day.day), fg)
            if day == cs.today and not no_circle and day.month == cs.shown.month:
                d.ellipse([x, y, x + cell_w - 1, y + cell_h - 1], outline=RED)
        if not no_today:
            ty = oy + lay["today_top"] + 2
            x = ox + m
            if not no_circle:
                d.ellipse([x, ty, x + cell_w - 1, ty + cell_h - 1], outline=RED)
                x += cell_w + 4
            label = "Today: " + "".join(expand_token(t, cs.today)
                                        for t in picture_tokens(locale_info(0x001F)))
            d.text((x, ty + 1), label, font=font.pil, fill=text)
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


def _calendar_notify_target(wm, win, cs):
    return cs.owner if cs.owner else win.parent


def _select_day(wm, win, cs, day, final):
    """Generator: the user chose ``day``: MCN_SELCHANGE, and MCN_SELECT when ``final``
    (a click or Enter), each with NMSELCHANGE {start, end}."""
    lo, hi = cs.range
    if (lo is not None and day < lo.date()) or (hi is not None and day > hi.date()):
        return
    cs.sel = day
    if day.month != cs.shown.month or day.year != cs.shown.year:
        cs.shown = day
    wm.invalidate(win, None, False)
    moment = datetime.datetime.combine(day, datetime.time())
    extra = systemtime_bytes(moment) * 2
    target = _calendar_notify_target(wm, win, cs)
    yield from _notify(wm, win, MCN_SELCHANGE, extra, to=target)
    if final and wm.get(win.hwnd) is not None:
        yield from _notify(wm, win, MCN_SELECT, extra, to=target)


def _shift_month(cs, delta):
    y, mth = divmod(cs.shown.year * 12 + cs.shown.month - 1 + delta, 12)
    if MIN_DATE.year <= y <= MAX_DATE.year:
        cs.shown = cs.shown.replace(year=y, month=mth + 1, day=1)


def _calendar_key(wm, win, vk):
    """Generator: keys for the calendar (forwarded by the picker while it is dropped)."""
    cs = _cs(wm, win)
    step = {VK_LEFT: -1, VK_RIGHT: 1, VK_UP: -7, VK_DOWN: 7}.get(vk)
    if step is not None:
        yield from _select_day(wm, win, cs, cs.sel + datetime.timedelta(days=step), False)
    elif vk in (VK_PRIOR, VK_NEXT):
        y, mth = divmod(cs.sel.year * 12 + cs.sel.month - 1 + (-1 if vk == VK_PRIOR else 1), 12)
        day = min(cs.sel.day, _days_in(y, mth + 1))
        yield from _select_day(wm, win, cs, datetime.date(y, mth + 1, day), False)
    elif vk == VK_RETURN:
        yield from _select_day(wm, win, cs, cs.sel, True)


def monthcal_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysMonthCal32 (a control, or the picker's drop-down)."""
    vm = wm.vm
    cs = _cs(wm, win)
    if msg == WM_CREATE:
        if win.style & MCS_MULTISELECT:
            raise Unimplemented("%s class %s (MCS_MULTISELECT)" % (COMCTL32, MONTHCAL_CLASS))
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint_calendar(wm, win, cs, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_MOUSEACTIVATE and cs.owner:
        return 3                       # MA_NOACTIVATE: the picker's dialog stays active
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        cw, ch = win.client_size()
        if cs.owner and not (0 <= x < cw and 0 <= y < ch):
            owner = wm.get(cs.owner)       # a click outside the drop-down closes it
            if owner is not None:
                yield from _close(wm, owner, _ps(wm, owner))
            return 0
        if not cs.owner and wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        lay = calendar_layout(wm, cs.font)
        left, right = _arrow_rects(lay)
        for rect, delta in ((left, -1), (right, 1)):
            if rect[0] <= x < rect[2] and rect[1] <= y < rect[3]:
                _shift_month(cs, delta)
                wm.invalidate(win, None, False)
                return 0
        top = lay["days_top"]
        col, row = (x - lay["margin"]) // lay["cell_w"], (y - top) // lay["cell_h"]
        if y >= top and 0 <= col < 7 and 0 <= row < 6 and x >= lay["margin"]:
            day = _grid_start(cs.shown) + datetime.timedelta(days=row * 7 + col)
            yield from _select_day(wm, win, cs, day, True)
        return 0
    if msg == WM_KEYDOWN:
        yield from _calendar_key(wm, win, wparam & 0xFF)
        return 0
    if msg == MCM_GETCURSEL:
        if not lparam:
            return 0
        vm.mem.write(lparam, systemtime_bytes(datetime.datetime.combine(cs.sel,
                                                                        datetime.time())))
        return 1
    if msg == MCM_SETCURSEL:
        dt = _read_systemtime(vm.mem, lparam) if lparam else None
        if dt is None:
            return 0
        cs.sel = cs.shown = dt.date()
        wm.invalidate(win, None, False)
        return 1
    if msg == MCM_GETTODAY:
        if lparam:
            vm.mem.write(lparam, systemtime_bytes(datetime.datetime.combine(cs.today,
                                                                            datetime.time())))
        return 1 if lparam else 0
    if msg == MCM_SETTODAY:
        dt = _read_systemtime(vm.mem, lparam) if lparam else None
        cs.today = dt.date() if dt else guest_now(vm).date()
        wm.invalidate(win, None, False)
        return 0
    if msg == MCM_GETMINREQRECT:
        if not lparam:
            return 0
        w, h = calendar_size(wm, cs.font or win.state.get("font", 0))
        vm.mem.write(lparam, struct.pack("<4i", 0, 0, w, h))
        return 1
    if msg == WM_SETFONT:
        cs.font = wparam
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return cs.font
    if 0x1000 <= msg < 0x1100:
        raise Unimplemented("%s class %s (message %#x)" % (COMCTL32, MONTHCAL_CLASS, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


# -- registration ---------------------------------------------------------------------------
window_proc(COMCTL32, "wineagent.DateTimeProc", datetime_proc)
window_proc(COMCTL32, "wineagent.MonthCalProc", monthcal_proc)


def install(vm):
    """Register SysDateTimePick32 and SysMonthCal32 (idempotent)."""
    wm = vm.wm
    for name, proc, thunk in ((DATETIME_CLASS, datetime_proc, "wineagent.DateTimeProc"),
                              (MONTHCAL_CLASS, monthcal_proc, "wineagent.MonthCalProc")):
        if wm.find_class(name) is not None:
            continue
        addr = vm.proc_address(COMCTL32, thunk)
        wm.register_python_proc(addr, proc)
        wm.register_class(WindowClass(name, 0x8 | 0x1 | 0x2, addr, 0, 0, 0, 0, 0, 0,
                                      builtin=True))    # CS_DBLCLKS|CS_VREDRAW|CS_HREDRAW


@add_class_resolver
def resolve_class(vm, name):
    """The picker's or the calendar's class on first use by a program importing COMCTL32."""
    if not isinstance(name, str) or name.lower() not in (DATETIME_CLASS.lower(),
                                                          MONTHCAL_CLASS.lower()):
        return None
    if not any(dll.lower() == "comctl32.dll" for dll, _, _ in vm.image.imports):
        return None
    install(vm)
    return vm.wm.find_class(name)
