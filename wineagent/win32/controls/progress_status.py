"""The common controls COMCTL32 provides: the progress bar and the status bar.

Two common controls are implemented, as Python window procedures with thunks (like the
USER32 controls, so subclassing works): ``msctls_progress32`` and ``msctls_statusbar32``,
drawn like comctl32 5.8 in the Windows 2000 classic scheme.

Class registration. comctl32 5.8 registers all of its classes when the DLL loads, and
InitCommonControls exists so that a program imports the DLL at all. Here the classes are
registered by InitCommonControls/InitCommonControlsEx/CreateStatusWindow (``install``;
their declarations are in ``dlls/comctl32/main.py``), and lazily the first time a window of one
of them is created by a program that imports COMCTL32.dll (``missing_class``, a class
resolver the window core's create_window asks when a class name is unknown).

The tab control, tree view, list view, header, toolbar, rebar and ComboBoxEx are in
their own modules (``comctl_registry.py`` registers them). Every other common-control class
(UNIMPLEMENTED_CLASSES) is not implemented: creating one stops the guest with
``Unimplemented("COMCTL32.dll class NAME")`` rather than failing quietly with NULL.

Geometry differences from Windows (documented, deliberate): the progress bar's one-pixel
sunken edge is drawn inside its client area rather than in a non-client band, and the
status bar's height is its font's line height + 6 (21 pixels with the bundled font, where
Windows 2000 has 20 with 8pt Tahoma).
"""

import struct

from ..core.bits import s32
from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from .comctl_shared import common_controls_6
from . import syslink
from .builtin_common import (BLACK, WHITE, ctl_font, draw_child_frame, is_wide, lparam_xy,
                        send_notify)
from ..gdi.objects import SYS_COLORS, rgb
from ..core.messages import (WM_CREATE, WM_GETFONT, WM_GETTEXT, WM_GETTEXTLENGTH,
                             WM_LBUTTONDBLCLK, WM_LBUTTONUP, WM_NCCREATE, WM_PAINT,
                             WM_RBUTTONDBLCLK, WM_RBUTTONUP, WM_SETFONT, WM_SETTEXT, WM_SIZE,
                             WM_ENABLE)
from ..user.wm import WindowClass
from ..user.ownerdraw import ODA_DRAWENTIRE, draw_item
from ..user.window import (add_class_resolver, begin_paint, def_window_proc, end_paint,
                           update_window)
from ..core.dllnames import COMCTL32
from ..core.structures import NMHDR, NMMOUSE, PBRANGE, RECT
from .comctl_shared import repaint_on_theme_change

__all__ = ["install", "missing_class", "progress_proc", "status_proc",
           "PROGRESS_CLASS", "STATUS_CLASS", "UNIMPLEMENTED_CLASSES", "status_height"]

PROGRESS_CLASS = "msctls_progress32"
STATUS_CLASS = "msctls_statusbar32"

#: Common-control classes of comctl32 6 that are not implemented: asking for one while a
#: Common Controls 6 context is active stops the guest, naming the class (none now).
UNIMPLEMENTED_CLASSES = ()
_UNIMPL = {n.lower(): n for n in UNIMPLEMENTED_CLASSES}
#: Classes only comctl32 6 has: they exist while a Common Controls 6 context is active.
_V6_ONLY = {"syslink"}

WM_NOTIFY = 0x004E
CCM_SETBKCOLOR = 0x2001
CLR_DEFAULT = 0xFF000000
NM_CLICK, NM_DBLCLK, NM_RCLICK, NM_RDBLCLK = -2, -3, -5, -6


def _u32(v):
    return v & 0xFFFFFFFF


# -- msctls_progress32 -------------------------------------------------------------------
PBS_SMOOTH, PBS_VERTICAL = 0x01, 0x04
PBM_SETRANGE, PBM_SETPOS, PBM_DELTAPOS, PBM_SETSTEP = 0x401, 0x402, 0x403, 0x404
PBM_STEPIT, PBM_SETRANGE32, PBM_GETRANGE, PBM_GETPOS = 0x405, 0x406, 0x407, 0x408
PBM_SETBARCOLOR = 0x409
PBM_SETBKCOLOR = CCM_SETBKCOLOR
LED_GAP = 2


class ProgressState:
    """Range, position, step and colours of one progress bar (defaults 0..100, step 10)."""

    def __init__(self):
        self.low, self.high, self.pos, self.step = 0, 100, 0, 10
        self.bar = CLR_DEFAULT
        self.bk = CLR_DEFAULT


def _ps(win):
    st = win.state.get("progress")
    if st is None:
        st = win.state["progress"] = ProgressState()
    return st


def _clamp(st, v):
    return max(st.low, min(st.high, v)) if st.high >= st.low else st.low


@repaint_on_theme_change()
def progress_proc(wm, win, msg, wparam, lparam):
    """Window procedure of msctls_progress32."""
    st = _ps(win)
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint_progress(wm, win, st, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg in (PBM_SETRANGE, PBM_SETRANGE32):
        # The previous range comes back as MAKELONG(low, high), 16 bits each, for both.
        old = ((st.high & 0xFFFF) << 16) | (st.low & 0xFFFF)
        if msg == PBM_SETRANGE:
            low, high = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
        else:
            low, high = s32(wparam), s32(lparam)
        if (low, high) != (st.low, st.high):
            st.low, st.high = low, high
            st.pos = _clamp(st, st.pos)
            wm.invalidate(win, None, False)
        return old
    if msg in (PBM_SETPOS, PBM_DELTAPOS, PBM_STEPIT):
        old = st.pos
        if msg == PBM_SETPOS:
            new = _clamp(st, s32(wparam))
        elif msg == PBM_DELTAPOS:
            new = _clamp(st, st.pos + s32(wparam))
        else:
            # Documented: past the maximum the position starts over from the beginning.
            # Windows wraps with C's remainder (its sign follows the dividend), below the
            # minimum from the maximum, and does not clamp the result: an inverted range
            # keeps what the wrap gives; an empty one stays at its minimum (Wine's
            # progress.c records these of Windows).
            new = st.pos + st.step
            span = st.high - st.low
            if span:
                if new > st.high:
                    new = _c_rem(new - st.low, span) + st.low
                if new < st.low:
                    new = _c_rem(new - st.low, span) + st.high
            else:
                new = st.low
        if new != st.pos:
            # Drawn at once (the bar is never left invalid: Wine's progress.c checks
            # GetUpdateRect after each of these); the background is erased only when the
            # bar shrinks.
            shrinks = new < st.pos
            st.pos = new
            wm.invalidate(win, None, shrinks)
            if wm.is_visible(win):
                yield from update_window(wm.vm, win)
        return _u32(old)
    if msg == PBM_SETSTEP:
        old, st.step = st.step, s32(wparam)
        return _u32(old)
    if msg == PBM_GETPOS:
        return _u32(st.pos)
    if msg == PBM_GETRANGE:
        if lparam:
            wm.vm.mem.write(lparam, PBRANGE.pack_values(st.low, st.high))
        return _u32(st.low if wparam else st.high)
    if msg in (PBM_SETBARCOLOR, PBM_SETBKCOLOR):
        attr = "bar" if msg == PBM_SETBARCOLOR else "bk"
        old = getattr(st, attr)
        setattr(st, attr, lparam)
        wm.invalidate(win, None, False)
        return old
    if msg in (WM_SIZE, WM_ENABLE):
        wm.invalidate(win, None, False)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _c_rem(a, b):
    """C's ``a % b``: truncating division, the remainder takes the dividend's sign."""
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def _color(value, default):
    return default if value == CLR_DEFAULT else rgb(value)


def progress_filled(win, st):
    """(inner rect l, t, r, b, filled pixels) of a progress bar: the geometry it draws."""
    cw, ch = win.client_size()
    l, t, r, b = 2, 2, cw - 2, ch - 2
    span = st.high - st.low
    total = (b - t) if win.style & PBS_VERTICAL else (r - l)
    filled = max(0, total * (st.pos - st.low) // span) if span > 0 else 0
    return (l, t, r, b), filled


def _paint_progress(wm, win, st, dc):
    cw, ch = win.client_size()
    (l, t, r, b), filled = progress_filled(win, st)
    bar = _color(st.bar, SYS_COLORS[13])
    bk = _color(st.bk, SYS_COLORS[15])
    vertical = bool(win.style & PBS_VERTICAL)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bk)
        # A one-pixel sunken edge (BDR_SUNKENOUTER): shadow top-left, highlight bottom-right.
        d.line([(ox, oy + ch - 1), (ox, oy), (ox + cw - 1, oy)], fill=SYS_COLORS[16])
        d.line([(ox, oy + ch - 1), (ox + cw - 1, oy + ch - 1), (ox + cw - 1, oy)],
               fill=SYS_COLORS[20])
        if filled <= 0 or r <= l or b <= t:
            return
        if win.style & PBS_SMOOTH:
            if vertical:
                d.rectangle([ox + l, oy + b - filled, ox + r - 1, oy + b - 1], fill=bar)
            else:
                d.rectangle([ox + l, oy + t, ox + l + filled - 1, oy + b - 1], fill=bar)
            return
        # Blocks ("LEDs") two thirds as wide as the bar is high, two pixels apart.
        if vertical:
            led = max(1, (r - l) * 2 // 3)
            y = b
            while y > b - filled:
                top = max(b - filled, y - led)
                d.rectangle([ox + l, oy + top, ox + r - 1, oy + y - 1], fill=bar)
                y -= led + LED_GAP
        else:
            led = max(1, (b - t) * 2 // 3)
            x = l
            while x < l + filled:
                right = min(l + filled, x + led)
                d.rectangle([ox + x, oy + t, ox + right - 1, oy + b - 1], fill=bar)
                x += led + LED_GAP
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


# -- msctls_statusbar32 ------------------------------------------------------------------
SBARS_SIZEGRIP, SBARS_TOOLTIPS = 0x100, 0x800
WM_NCHITTEST, HTBOTTOMLEFT, HTBOTTOMRIGHT = 0x0084, 16, 17
WS_MAXIMIZE, WS_EX_LAYOUTRTL, SM_CXVSCROLL = 0x01000000, 0x00400000, 16
CCS_TOP, CCS_NOMOVEY, CCS_BOTTOM, CCS_NORESIZE, CCS_NOPARENTALIGN = 0x1, 0x2, 0x3, 0x4, 0x8
SB_SETTEXTA, SB_GETTEXTA, SB_GETTEXTLENGTHA, SB_SETPARTS = 0x401, 0x402, 0x403, 0x404
SB_GETPARTS, SB_GETBORDERS, SB_SETMINHEIGHT, SB_SIMPLE = 0x406, 0x407, 0x408, 0x409
SB_GETRECT, SB_SETTEXTW, SB_GETTEXTLENGTHW, SB_GETTEXTW = 0x40A, 0x40B, 0x40C, 0x40D
SB_ISSIMPLE = 0x40E
SB_SETBKCOLOR = CCM_SETBKCOLOR
SB_SIMPLEID = 0xFF
SBT_OWNERDRAW, SBT_NOBORDERS, SBT_POPOUT = 0x1000, 0x100, 0x200
SBT_RTLREADING, SBT_NOTABPARSING = 0x400, 0x800
SBN_SIMPLEMODECHANGE = -880
HORZ_GAP, VERT_BORDER, TEXT_MARGIN = 2, 2, 3
GRIP = 13  # size of the size grip square


class StatusState:
    """Parts (right edges, texts, SBT_* types), simple mode and its text."""

    def __init__(self):
        self.edges = [-1]
        self.texts = [""]
        self.types = [0]
        self.simple = False
        self.simple_text = ""
        self.simple_type = 0
        self.min_height = 0
        self.bk = CLR_DEFAULT
        self.data = {}              # SBT_OWNERDRAW parts: part -> the program's 32-bit value


def _ss(win):
    st = win.state.get("status")
    if st is None:
        st = win.state["status"] = StatusState()
    return st


def status_height(wm, win):
    """Height a status bar docks at: its font's line height + 6 (or SB_SETMINHEIGHT's)."""
    st = _ss(win)
    return max(ctl_font(wm, win).line_height + 6, st.min_height + 2 * VERT_BORDER)


def _part_rects(wm, win, st):
    """Client rectangles (l, t, r, b) of the visible panes (one in simple mode)."""
    cw, ch = win.client_size()
    if st.simple:
        return [(0, VERT_BORDER, cw, ch)]
    rects = []
    left = 0
    for edge in st.edges:
        right = cw if edge == -1 else min(edge, cw)
        rects.append((left, VERT_BORDER, max(left, right), ch))
        left = right + HORZ_GAP
    return rects


def _dock(wm, win):
    """Generator: place the status bar along its parent's bottom (or top) edge."""
    if not win.is_child or win.style & CCS_NORESIZE:
        return
    parent = wm.get(win.parent)
    if parent is None:
        return
    pw, ph = parent.client_size()
    h = status_height(wm, win)
    if win.style & CCS_NOPARENTALIGN:
        y = win.y
    elif win.style & 0x3 == CCS_TOP:
        y = 0
    else:
        y = ph - h
    if (win.x, win.y, win.w, win.h) != (0, y, pw, h):
        _, resized = wm.move_window(win, 0, y, pw, h)
        wm.invalidate(win, None, True)
        if resized:
            # MoveWindow would send WM_SIZE; it lands here again and finds nothing to do.
            cw, ch = win.client_size()
            yield from wm.send(win.hwnd, WM_SIZE, 0, (ch << 16) | cw)


def _read_msg_text(wm, win, ptr, wide):
    if not ptr:
        return ""
    mem = wm.vm.mem
    return (mem.wstr(ptr) if wide else mem.cstr(ptr)) or ""


def _notify(wm, win, code, extra=b""):
    """Generator: WM_NOTIFY(id, NMHDR + extra) to the parent (builtin_common.send_notify)."""
    return (yield from send_notify(wm, win, code, extra))


def _grip_hit(wm, win, lparam):
    """WM_NCHITTEST's answer for a bar with SBARS_SIZEGRIP: HTBOTTOMRIGHT for a point at or
    right of the grip's left edge (the last SM_CXVSCROLL pixels of the client area, at any
    height), HTBOTTOMLEFT at or left of its right edge under WS_EX_LAYOUTRTL, where the
    grip is at the left; 0 elsewhere and while the parent is maximized (the grip then
    sizes nothing: DefWindowProc answers)."""
    parent = wm.get(win.parent) if win.is_child else None
    if parent is not None and parent.style & WS_MAXIMIZE:
        return 0
    x = (lparam & 0xFFFF) - (0x10000 if lparam & 0x8000 else 0)     # GET_X_LPARAM
    ox, _ = wm.client_origin(win)
    cw, _ = win.client_size()
    if win.exstyle & WS_EX_LAYOUTRTL:
        return HTBOTTOMLEFT if x <= ox + SM_CXVSCROLL else 0
    return HTBOTTOMRIGHT if x >= ox + cw - SM_CXVSCROLL else 0


@repaint_on_theme_change()
def status_proc(wm, win, msg, wparam, lparam):
    """Window procedure of msctls_statusbar32."""
    st = _ss(win)
    vm = wm.vm
    if msg == WM_NCCREATE:
        r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        st.texts[0] = win.title   # the window text is part 0's text
        return r
    if msg == WM_CREATE:
        yield from _dock(wm, win)
        return 0
    if msg == WM_SIZE:
        # Windows programs forward their WM_SIZE here: the bar re-docks (lParam ignored).
        yield from _dock(wm, win)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint_status(wm, win, st, dc)
        yield from _draw_owner_parts(wm, win, st, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_NCHITTEST and win.style & SBARS_SIZEGRIP:
        r = _grip_hit(wm, win, lparam)
        if r:
            return r
    if msg in (SB_SETTEXTA, SB_SETTEXTW):
        part, kind = wparam & 0xFF, wparam & 0xFF00
        # SBT_OWNERDRAW: lParam is the program's value for WM_DRAWITEM, not text; the
        # part is drawn by the parent at once (one WM_DRAWITEM per SB_SETTEXT while the
        # bar shows, as Wine's status.c records of Windows).
        owner = bool(kind & SBT_OWNERDRAW)
        text = "" if owner else _read_msg_text(wm, win, lparam, msg == SB_SETTEXTW)
        # A control character other than the tab (the parts' separator) is kept as a
        # space, as Windows does (Wine's status.c checks each of 0x01-0x1F).
        text = "".join(" " if ch < " " and ch != "\t" else ch for ch in text)
        if owner and (part == SB_SIMPLEID or part < len(st.edges)):
            st.data[part] = lparam
        else:
            st.data.pop(part, None)
        if part == SB_SIMPLEID:
            st.simple_text, st.simple_type = text, kind
        elif part < len(st.edges):
            st.texts[part], st.types[part] = text, kind
            if part == 0:
                win.title = text
        else:
            return 0
        wm.invalidate(win, None, True)
        if owner and wm.is_visible(win):
            yield from update_window(vm, win)
        return 1
    if msg in (SB_GETTEXTA, SB_GETTEXTW, SB_GETTEXTLENGTHA, SB_GETTEXTLENGTHW):
        part = wparam & 0xFF
        # In simple mode part 0 is the simple part (MenuHelp's help line): a program asks
        # SB_GETTEXT 0, as Wine 8 answers; 255 names it in either mode.
        if part == SB_SIMPLEID or (part == 0 and st.simple):
            part = SB_SIMPLEID
            text, kind = st.simple_text, st.simple_type
        elif part < len(st.edges):
            text, kind = st.texts[part], st.types[part]
        else:
            return 0
        if msg in (SB_GETTEXTA, SB_GETTEXTW) and kind & SBT_OWNERDRAW:
            return st.data.get(part, 0)     # documented: the value, not length and type
        if msg in (SB_GETTEXTA, SB_GETTEXTW) and lparam:
            wide = msg == SB_GETTEXTW
            # No size is passed: the caller's buffer must hold the text (as documented).
            (vm.mem.write_wstr if wide else vm.mem.write_cstr)(lparam, text, len(text) + 1)
        n = len(text) if msg in (SB_GETTEXTW, SB_GETTEXTLENGTHW) else \
            len(text.encode("cp1252", "replace"))
        return ((kind & 0xFFFF) << 16) | (n & 0xFFFF)
    if msg == SB_SETPARTS:
        n = wparam
        if n == 0 or n > 256 or not lparam:
            return 0
        edges = list(struct.unpack("<%di" % n, vm.mem.read(lparam, 4 * n)))
        old_t, old_k = st.texts, st.types
        st.edges = edges
        st.texts = [old_t[i] if i < len(old_t) else "" for i in range(n)]
        st.types = [old_k[i] if i < len(old_k) else 0 for i in range(n)]
        wm.invalidate(win, None, True)
        return 1
    if msg == SB_GETPARTS:
        if lparam:
            k = min(wparam, len(st.edges))
            vm.mem.write(lparam, struct.pack("<%di" % k, *st.edges[:k]))
        return len(st.edges)
    if msg == SB_GETBORDERS:
        if not lparam:
            return 0
        vm.mem.write(lparam, struct.pack("<3i", 0, VERT_BORDER, HORZ_GAP))
        return 1
    if msg == SB_SETMINHEIGHT:
        st.min_height = wparam
        return 0
    if msg == SB_SIMPLE:
        simple = bool(wparam)
        if simple != st.simple:
            st.simple = simple
            wm.invalidate(win, None, True)
            yield from _notify(wm, win, SBN_SIMPLEMODECHANGE)
        return 0
    if msg == SB_ISSIMPLE:
        return 1 if st.simple else 0
    if msg == SB_GETRECT:
        rects = _part_rects(wm, win, st)
        part = 0 if st.simple else wparam
        if part >= len(rects) or not lparam:
            return 0
        vm.mem.write(lparam, RECT.pack_values(*rects[part]))
        return 1
    if msg == SB_SETBKCOLOR:
        old, st.bk = st.bk, lparam
        wm.invalidate(win, None, True)
        return old
    if msg == WM_SETTEXT:
        # WM_SETTEXT is SB_SETTEXT for part 0 (documented).
        st.texts[0] = _read_msg_text(wm, win, lparam, is_wide(win))
        win.title = st.texts[0]
        wm.invalidate(win, None, True)
        return 1
    if msg in (WM_GETTEXT, WM_GETTEXTLENGTH):
        win.title = st.texts[0]
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg in (WM_LBUTTONUP, WM_LBUTTONDBLCLK, WM_RBUTTONUP, WM_RBUTTONDBLCLK):
        code = {WM_LBUTTONUP: NM_CLICK, WM_LBUTTONDBLCLK: NM_DBLCLK,
                WM_RBUTTONUP: NM_RCLICK, WM_RBUTTONDBLCLK: NM_RDBLCLK}[msg]
        x, y = lparam_xy(lparam)
        part = -1
        for i, (l, t, r, b) in enumerate(_part_rects(wm, win, st)):
            if l <= x < r:
                part = SB_SIMPLEID if st.simple else i
                break
        # NMMOUSE after its NMHDR (which send_notify writes): dwItemSpec (the part),
        # dwItemData 0, the POINT, dwHitInfo 0.
        ptr = vm.ptr_size
        nm = NMMOUSE.pack(ptr, dwItemSpec=part, pt={"x": x, "y": y})
        yield from _notify(wm, win, code, nm[NMHDR.sizeof(ptr):])
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _draw_owner_parts(wm, win, st, dc):
    """Generator: WM_DRAWITEM to the parent for each SBT_OWNERDRAW part shown (itemID the
    part, itemData the value SB_SETTEXT gave, rcItem the part inside its borders)."""
    if not win.is_child or wm.get(win.parent) is None:
        return
    rects = _part_rects(wm, win, st)
    shown = [(SB_SIMPLEID, rects[0])] if st.simple else list(enumerate(rects))
    for part, (l, t, r, b) in shown:
        if part not in st.data or r <= l:
            continue
        yield from draw_item(wm, win.parent, 0, win.id, part, ODA_DRAWENTIRE, 0, win.hwnd, dc,
                             (l + 1, t + 1, r - 1, b - 1), st.data[part])


def _paint_status(wm, win, st, dc):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil = font.pil
    lh = font.line_height
    face = _color(st.bk, SYS_COLORS[15])
    grip = bool(win.style & SBARS_SIZEGRIP)
    if st.simple:
        panes = [(_part_rects(wm, win, st)[0], st.simple_text, st.simple_type)]
    else:
        panes = [(r, st.texts[i], st.types[i])
                 for i, r in enumerate(_part_rects(wm, win, st))]

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=face)
        for (l, t, r, b), text, kind in panes:
            if r <= l:
                continue
            if not kind & SBT_NOBORDERS:
                raised = bool(kind & SBT_POPOUT)
                hi, lo = (SYS_COLORS[20], SYS_COLORS[16]) if raised else \
                    (SYS_COLORS[16], SYS_COLORS[20])
                d.line([(ox + l, oy + b - 1), (ox + l, oy + t), (ox + r - 1, oy + t)], fill=hi)
                d.line([(ox + l, oy + b - 1), (ox + r - 1, oy + b - 1), (ox + r - 1, oy + t)],
                       fill=lo)
            # Tabs split the text: left, then centred, then right-aligned (documented).
            pieces = [text] if kind & SBT_NOTABPARSING else text.split("\t")[:3]
            ty = oy + t + max(0, (b - t - lh) // 2)
            inner_l, inner_r = l + TEXT_MARGIN, r - TEXT_MARGIN
            for k, piece in enumerate(pieces):
                if not piece:
                    continue
                w = int(pil.getlength(piece))
                if k == 0:
                    x = inner_l
                elif k == 1:
                    x = (l + r - w) // 2
                else:
                    x = inner_r - w
                _clipped_text(d, ox + x, ty, piece, pil, ox + inner_l, ox + inner_r)
        if grip:
            _draw_grip(d, ox + cw, oy + ch)
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


def _clipped_text(d, x, y, text, pil, left, right):
    """Draw text on ImageDraw ``d`` keeping only the characters that fit in [left, right)."""
    if x < left:
        x = left
    while text and x + int(pil.getlength(text)) > right:
        text = text[:-1]
    if text:
        d.text((x, y), text, font=pil, fill=BLACK)


def _draw_grip(d, r, b):
    """The classic size grip (DFCS_SCROLLSIZEGRIP): three diagonal ridges at bottom right."""
    face = SYS_COLORS[15]
    d.rectangle([r - GRIP, b - GRIP, r - 1, b - 1], fill=face)
    for k in (0, 4, 8):
        # One white line above two shadow lines, from the right edge to the bottom edge.
        for j, color in ((k + 1, WHITE), (k + 2, SYS_COLORS[16]), (k + 3, SYS_COLORS[16])):
            d.line([(r - 1, b - 1 - j), (r - 1 - j, b - 1)], fill=color)


# -- registration --------------------------------------------------------------------------
def install(vm):
    """Register the implemented common-control classes (idempotent)."""
    wm = vm.wm
    for name, proc, thunk, style in (
            # as Windows registers them (Wine's misc.c checks the styles)
            (PROGRESS_CLASS, progress_proc, "wineagent.ProgressProc", 0x4003),
            (STATUS_CLASS, status_proc, "wineagent.StatusProc", 0x4009)):
        if wm.find_class(name) is not None:
            continue
        addr = vm.proc_address(COMCTL32, thunk)
        wm.register_python_proc(addr, proc)
        wm.register_class(WindowClass(name, style, addr, 0, 0, 0, 0, 0, 0, builtin=True))


@add_class_resolver
def missing_class(vm, name):
    """The class for an unknown class name that belongs to COMCTL32, or None.

    Asked by the window core's create_window (this is a class resolver). A class
    implemented here is registered on first use, whether or not the program loaded
    COMCTL32.dll (user32 loads it for its classes: comctl_registry.py); any other
    common-control class stops the guest with Unimplemented naming it.
    """
    if not isinstance(name, str):
        return None
    low = name.lower()
    if low in _V6_ONLY:
        if not common_controls_6(vm):
            return None     # comctl32 5.8 has no SysLink: the class does not exist
        syslink.install(vm)
        return vm.wm.find_class(name)
    if low in _UNIMPL:
        if not common_controls_6(vm):
            return None     # comctl32 5.8 has no SysLink: the class does not exist
        raise Unimplemented("%s class %s" % (COMCTL32, _UNIMPL[low]))
    if low in (PROGRESS_CLASS, STATUS_CLASS):
        install(vm)
        return vm.wm.find_class(name)
    return None


# Procedures reachable by address: declared like APIs so they get thunks.
window_proc(COMCTL32, "wineagent.ProgressProc", progress_proc)
window_proc(COMCTL32, "wineagent.StatusProc", status_proc)
