"""The up-down control (``msctls_updown32``): a pair of arrow buttons that step a position,
optionally shown in a buddy window.

What Windows documents ("About Up-Down Controls", the UDM_* and UDN_DELTAPOS pages):

- The range defaults to 100 (minimum) .. 0 (maximum), the position to 0, the base to 10.
  The maximum may be below the
  minimum; the up arrow always moves toward the maximum. No acceleration is set at first
  (UDM_GETACCEL answers 0, as Wine's comctl32 does): every step is 1 until UDM_SETACCEL. UDM_SETRANGE takes the maximum
  in the LOWORD and the minimum in the HIWORD (shorts), UDM_GETRANGE answers the same.
- Positions set out of range are clamped; UDS_WRAP wraps a step that passes an end.
- UDS_SETBUDDYINT given at creation makes the control write its position into the
  buddy's text (in its base: decimal with thousands separators unless UDS_NOTHOUSANDS,
  or 0x-prefixed hexadecimal) and read it back for UDM_GETPOS, whose HIWORD is nonzero
  when the buddy's text is not a number in range (the position is then unchanged).
  Windows fixes this at creation: changing the style later changes nothing (Wine's
  conformance tests check both directions).
- UDM_SETBUDDY with UDS_ALIGNLEFT/RIGHT places the control at that side of the buddy,
  as high as it, and narrows the buddy by the control's width; UDS_ARROWKEYS makes the
  buddy's Up and Down keys step the control (the buddy is subclassed).
- A click on an arrow sends UDN_DELTAPOS (NMUPDOWN; a nonzero answer cancels the step),
  then WM_VSCROLL (WM_HSCROLL with UDS_HORZ) with SB_THUMBPOSITION and the new position
  to the parent; holding the button repeats with the acceleration; the release sends
  SB_ENDSCROLL. A vertical control is always SM_CXVSCROLL wide; a horizontal one at most
  SM_CYHSCROLL high.
"""

from ..core.bits import s32
from ..core.messages import (WM_CREATE, WM_DESTROY, WM_ENABLE, WM_KEYDOWN, WM_LBUTTONDOWN,
                             WM_LBUTTONUP, WM_PAINT, WM_TIMER, WM_CAPTURECHANGED,
                             WM_GETTEXT, WM_SETTEXT)
from ..core.dllnames import COMCTL32
from ..core.structures import NMUPDOWN, UDACCEL
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.pyproc import window_proc
from ..user.window import begin_paint, create_window, def_window_proc, end_paint, reposition
from .builtin_common import BLACK, draw_child_frame, is_wide, lparam_xy
from .comctl_shared import notify, notify_tail, register
from .comctl_shared import repaint_on_theme_change

__all__ = ["UPDOWN_CLASS", "updown_proc", "install", "create_updown_control",
           "UDM_SETRANGE", "UDM_SETPOS", "UDM_SETBUDDY"]

UPDOWN_CLASS = "msctls_updown32"

UDS_WRAP, UDS_SETBUDDYINT, UDS_ALIGNRIGHT, UDS_ALIGNLEFT = 0x1, 0x2, 0x4, 0x8
UDS_AUTOBUDDY, UDS_ARROWKEYS, UDS_HORZ, UDS_NOTHOUSANDS = 0x10, 0x20, 0x40, 0x80

UDM_SETRANGE, UDM_GETRANGE, UDM_SETPOS, UDM_GETPOS = 0x465, 0x466, 0x467, 0x468
UDM_SETBUDDY, UDM_GETBUDDY, UDM_SETACCEL, UDM_GETACCEL = 0x469, 0x46A, 0x46B, 0x46C
UDM_SETBASE, UDM_GETBASE, UDM_SETRANGE32, UDM_GETRANGE32 = 0x46D, 0x46E, 0x46F, 0x470
UDM_SETPOS32, UDM_GETPOS32 = 0x471, 0x472
UDM_SETUNICODEFORMAT, UDM_GETUNICODEFORMAT = 0x2005, 0x2006
UDN_DELTAPOS = -722
UD_MAXVAL, UD_MINVAL = 0x7FFF, -0x7FFF

WM_VSCROLL, WM_HSCROLL = 0x0115, 0x0114
SB_THUMBPOSITION, SB_ENDSCROLL = 4, 8
VK_PRIOR, VK_NEXT, VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x21, 0x22, 0x25, 0x26, 0x27, 0x28
LB_GETCARETINDEX, LB_SETCURSEL = 0x019F, 0x0186
SM_CXVSCROLL, SM_CYHSCROLL = 16, 16     # GetSystemMetrics at the desktop's settings
TIMER_ID, INITIAL_DELAY, REPEAT_DELAY = 1, 500, 50
BUDDY_PROC = "wineagent.UpDownBuddyProc"

UP, DOWN = 1, -1


class UpDownState:
    """Range, position, base, acceleration, buddy and button tracking of one control."""

    def __init__(self, style):
        self.low, self.high, self.pos, self.base = 100, 0, 0, 10
        self.accel = []             # none set: every step is 1
        self.buddy = 0
        self.buddy_int = bool(style & UDS_SETBUDDYINT)   # fixed at creation
        self.unicode = False
        self.pressed = 0            # UP, DOWN or 0 while no button is held
        self.held_ms = 0            # how long the button has been held (acceleration)
        self.subclassed = 0         # the buddy whose procedure we replaced


def _st(win):
    st = win.state.get("updown")
    if st is None:
        st = win.state["updown"] = UpDownState(win.style)
    return st


def _in_range(st, v):
    lo, hi = min(st.low, st.high), max(st.low, st.high)
    return lo <= v <= hi


def _clamp(st, v):
    lo, hi = min(st.low, st.high), max(st.low, st.high)
    return max(lo, min(hi, v))


def _thousands(text):
    """Group a decimal number's digits by three with ',' (the locale's separator at the
    default US settings every guest starts with)."""
    sign, digits = ("-", text[1:]) if text.startswith("-") else ("", text)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return sign + ",".join(groups)


def format_pos(style, base, pos):
    """The text UDS_SETBUDDYINT writes: hexadecimal as 0x%04X, decimal with separators."""
    if base == 16:
        return "0x%04X" % (pos & 0xFFFFFFFF)
    text = "%d" % pos
    return text if style & UDS_NOTHOUSANDS else _thousands(text)


def parse_pos(text, base):
    """The number in a buddy's text (separators dropped), or None when it is not one."""
    text = text.replace(",", "").strip()
    if text == "":
        return 0
    try:
        return int(text, base if base == 16 else 10)
    except ValueError:
        return None


def _buddy_class(wm, st):
    buddy = wm.get(st.buddy)
    if buddy is None:
        return None, ""
    name = buddy.cls.name
    return buddy, name.lower() if isinstance(name, str) else ""


def _get_buddy_text(wm, buddy):
    """Generator: the buddy's text, read with WM_GETTEXT in its character set."""
    vm = wm.vm
    wide = is_wide(buddy)
    p = vm.heap.alloc(128)
    try:
        n = yield from wm.send(buddy.hwnd, WM_GETTEXT, 64 if wide else 128, p)
        return (vm.mem.wstr(p) if wide else vm.mem.cstr(p)) if n else ""
    finally:
        vm.heap.free(p)


def _set_buddy_text(wm, buddy, text):
    """Generator: WM_SETTEXT to the buddy, in its character set."""
    vm = wm.vm
    p = vm.heap.alloc(2 * len(text) + 2)
    (vm.mem.write_wstr if is_wide(buddy) else vm.mem.write_cstr)(p, text)
    try:
        yield from wm.send(buddy.hwnd, WM_SETTEXT, 0, p)
    finally:
        vm.heap.free(p)


def _read_buddy(wm, win, st):
    """Generator: take the position from the buddy (UDS_SETBUDDYINT); True on success."""
    buddy, cls = _buddy_class(wm, st)
    if not st.buddy_int or buddy is None:
        return False
    if cls == "listbox":
        v = s32((yield from wm.send(buddy.hwnd, LB_GETCARETINDEX, 0, 0)))
        if v < 0:
            return False
    else:
        v = parse_pos((yield from _get_buddy_text(wm, buddy)), st.base)
        if v is None or not _in_range(st, v):
            return False
    st.pos = v
    return True


def _write_buddy(wm, win, st):
    """Generator: show the position in the buddy (UDS_SETBUDDYINT); the text is sent only
    when it differs from what the buddy shows."""
    buddy, cls = _buddy_class(wm, st)
    if not st.buddy_int or buddy is None:
        return
    if cls == "listbox":
        yield from wm.send(buddy.hwnd, LB_SETCURSEL, st.pos & 0xFFFFFFFF, 0)
        return
    text = format_pos(win.style, st.base, st.pos)
    if (yield from _get_buddy_text(wm, buddy)) != text:
        yield from _set_buddy_text(wm, buddy, text)


def _set_pos(wm, win, st, value):
    """Generator: clamp and store a position, show it in the buddy; the old position."""
    old = st.pos
    st.pos = _clamp(st, value)
    yield from _write_buddy(wm, win, st)
    return old


def _increment(st):
    """The step for how long the button has been held (UDACCEL: seconds, increment)."""
    inc = 1
    for sec, step in st.accel:
        if st.held_ms >= sec * 1000:
            inc = step
    return inc


def _step(wm, win, st, direction):
    """Generator: one step toward the maximum (UP) or the minimum (DOWN): UDN_DELTAPOS,
    then the new position and the parent's scroll message. False when nothing moved."""
    yield from _read_buddy(wm, win, st)
    inc = _increment(st)
    delta = inc * direction * (1 if st.high >= st.low else -1)
    new = st.pos + delta
    if not _in_range(st, new):
        lo, hi = min(st.low, st.high), max(st.low, st.high)
        if win.style & UDS_WRAP:
            new = lo if new > hi else hi
        else:
            new = _clamp(st, new)
        delta = new - st.pos
    ptr = wm.vm.ptr_size
    refused, _ = yield from notify(wm, win, UDN_DELTAPOS,
                                   notify_tail(NMUPDOWN, ptr, iPos=st.pos, iDelta=delta))
    if refused or new == st.pos:
        return False
    yield from _set_pos(wm, win, st, new)
    yield from _scroll_parent(wm, win, st, SB_THUMBPOSITION)
    wm.invalidate(win, None, False)
    return True


def _scroll_parent(wm, win, st, code):
    if win.is_child and wm.get(win.parent) is not None:
        msg = WM_HSCROLL if win.style & UDS_HORZ else WM_VSCROLL
        yield from wm.send(win.parent, msg, ((st.pos & 0xFFFF) << 16) | code, win.hwnd)


def _hit(win, x, y):
    """UP or DOWN for a point in the control (UP is the top, or the right when UDS_HORZ)."""
    cw, ch = win.client_size()
    if win.style & UDS_HORZ:
        return UP if x >= cw // 2 else DOWN
    return UP if y < ch // 2 else DOWN


def _set_buddy(wm, win, st, hwnd):
    """Generator: UDM_SETBUDDY: the old buddy; place the control beside the new one."""
    old = st.buddy
    _unsubclass(wm, st)
    buddy = wm.get(hwnd)
    st.buddy = hwnd if buddy is not None else 0
    if buddy is None:
        return old
    if win.style & UDS_ARROWKEYS:
        _subclass(wm, win, st, buddy)
    if win.style & (UDS_ALIGNLEFT | UDS_ALIGNRIGHT) and buddy.parent == win.parent:
        width = win.w
        # Over an EDIT the control covers the edit's border (2 pixels), as comctl32
        # places it (Wine's, measured: the edit loses the control's width and the control
        # starts 2 pixels inside the edit's old extent). Any edit: a flat WS_BORDER is
        # drawn inside the edit's client area, its style no longer says it has one.
        name = buddy.cls.name.lower() if isinstance(buddy.cls.name, str) else ""
        overlap = 2 if name == "edit" else 0
        if win.style & UDS_ALIGNLEFT:
            yield from reposition(wm.vm, buddy, buddy.x + width, buddy.y,
                                  max(0, buddy.w - width), buddy.h)
            x = buddy.x - width + overlap
        else:
            yield from reposition(wm.vm, buddy, buddy.x, buddy.y, max(0, buddy.w - width),
                                  buddy.h)
            x = buddy.x + buddy.w - overlap
        yield from reposition(wm.vm, win, x, buddy.y, width, buddy.h)
    return old


def _subclass(wm, win, st, buddy):
    """Replace the buddy's procedure with one that sends its arrow keys to us."""
    addr = wm.vm.proc_address(COMCTL32, BUDDY_PROC)
    if buddy.wndproc == addr:
        return
    buddy.state["updown_buddy"] = (buddy.wndproc, win.hwnd)
    buddy.wndproc = addr
    st.subclassed = buddy.hwnd


def _unsubclass(wm, st):
    buddy = wm.get(st.subclassed)
    st.subclassed = 0
    if buddy is None or "updown_buddy" not in buddy.state:
        return
    proc, _ = buddy.state.pop("updown_buddy")
    if buddy.wndproc == wm.vm.proc_address(COMCTL32, BUDDY_PROC):
        buddy.wndproc = proc


def buddy_proc(wm, win, msg, wparam, lparam):
    """The buddy's procedure while UDS_ARROWKEYS subclasses it: Up and Down (Left and
    Right for a horizontal control) step the up-down control; the rest goes on."""
    proc, owner = win.state.get("updown_buddy", (0, 0))
    ud = wm.get(owner)
    if msg == WM_KEYDOWN and ud is not None and _arrow(ud, wparam):
        yield from updown_proc(wm, ud, WM_KEYDOWN, wparam, lparam)
        return 0
    return (yield from wm.call_proc(proc, win, msg, wparam, lparam))


def _arrow(win, vk):
    if win.style & UDS_HORZ:
        return {VK_RIGHT: UP, VK_LEFT: DOWN, VK_UP: UP, VK_DOWN: DOWN}.get(vk & 0xFF, 0)
    return {VK_UP: UP, VK_DOWN: DOWN}.get(vk & 0xFF, 0)


def _fix_size(wm, win):
    """Generator: a vertical control is SM_CXVSCROLL wide (with its border), a horizontal
    one at most SM_CYHSCROLL high, whatever size it was created with."""
    if win.style & UDS_HORZ:
        h = min(win.h, SM_CYHSCROLL)
        w = win.w
    else:
        border = win.w - win.client_size()[0]
        w, h = SM_CXVSCROLL + border, win.h
    if (w, h) != (win.w, win.h):
        yield from reposition(wm.vm, win, win.x, win.y, w, h)


@repaint_on_theme_change()
def updown_proc(wm, win, msg, wparam, lparam):
    """Window procedure of msctls_updown32."""
    st = _st(win)
    mem = wm.vm.mem
    if msg == WM_CREATE:
        yield from _fix_size(wm, win)
        if win.style & UDS_AUTOBUDDY:
            prev = wm.get(wm.get_window(win, 3))      # GW_HWNDPREV: created just before
            if prev is not None:
                yield from _set_buddy(wm, win, st, prev.hwnd)
        return 0
    if msg == WM_DESTROY:
        _unsubclass(wm, st)
        wm.kill_timer(win.hwnd, TIMER_ID)
        return 0
    if msg == UDM_SETRANGE:
        st.high, st.low = s16(lparam & 0xFFFF), s16((lparam >> 16) & 0xFFFF)
        st.pos = _clamp(st, st.pos)
        return 0
    if msg == UDM_GETRANGE:
        return ((st.low & 0xFFFF) << 16) | (st.high & 0xFFFF)
    if msg == UDM_SETRANGE32:
        st.low, st.high = s32(wparam), s32(lparam)
        st.pos = _clamp(st, st.pos)
        return 0
    if msg == UDM_GETRANGE32:
        if wparam:
            mem.w32(wparam, st.low & 0xFFFFFFFF)
        if lparam:
            mem.w32(lparam, st.high & 0xFFFFFFFF)
        return 0
    if msg in (UDM_SETPOS, UDM_SETPOS32):
        value = s16(lparam & 0xFFFF) if msg == UDM_SETPOS else s32(lparam)
        old = yield from _set_pos(wm, win, st, value)
        wm.invalidate(win, None, False)
        return (old & 0xFFFF) if msg == UDM_SETPOS else (old & 0xFFFFFFFF)
    if msg == UDM_GETPOS:
        ok = yield from _read_buddy(wm, win, st)
        return (0 if ok else 0x10000) | (st.pos & 0xFFFF)
    if msg == UDM_GETPOS32:
        ok = yield from _read_buddy(wm, win, st)
        if lparam:
            mem.w32(lparam, 0 if ok else 1)
        return st.pos & 0xFFFFFFFF
    if msg == UDM_SETBUDDY:
        return (yield from _set_buddy(wm, win, st, wparam))
    if msg == UDM_GETBUDDY:
        return st.buddy
    if msg == UDM_SETACCEL:
        if not lparam or not wparam:
            return 0
        size = UDACCEL.sizeof(wm.vm.ptr_size)
        st.accel = [tuple(UDACCEL.values(mem, lparam + i * size)) for i in range(wparam)]
        return 1
    if msg == UDM_GETACCEL:
        size = UDACCEL.sizeof(wm.vm.ptr_size)
        if not lparam:
            return len(st.accel)
        # the entries copied: at most wParam (Wine's comctl32 answers that count)
        copied = st.accel[:wparam]
        for i, (sec, inc) in enumerate(copied):
            mem.write(lparam + i * size, UDACCEL.pack_values(sec, inc))
        return len(copied)
    if msg == UDM_SETBASE:
        if wparam not in (10, 16):
            return 0
        old, st.base = st.base, wparam
        yield from _write_buddy(wm, win, st)
        return old
    if msg == UDM_GETBASE:
        return st.base
    if msg == UDM_SETUNICODEFORMAT:
        old, st.unicode = st.unicode, bool(wparam)
        return int(old)
    if msg == UDM_GETUNICODEFORMAT:
        return int(st.unicode)
    if msg == WM_LBUTTONDOWN:
        if not wm.is_enabled(win):
            return 0
        buddy = wm.get(st.buddy)
        if buddy is not None and st.buddy_int:
            yield from wm.set_focus(buddy.hwnd)
        x, y = lparam_xy(lparam)
        st.pressed, st.held_ms = _hit(win, x, y), 0
        wm.capture = win.hwnd
        yield from _step(wm, win, st, st.pressed)
        wm.set_timer(win.hwnd, TIMER_ID, INITIAL_DELAY, 0)
        return 0
    if msg == WM_TIMER and wparam == TIMER_ID:
        if not st.pressed:
            wm.kill_timer(win.hwnd, TIMER_ID)
            return 0
        st.held_ms += INITIAL_DELAY if st.held_ms == 0 else REPEAT_DELAY
        wm.set_timer(win.hwnd, TIMER_ID, REPEAT_DELAY, 0)
        yield from _step(wm, win, st, st.pressed)
        return 0
    if msg in (WM_LBUTTONUP, WM_CAPTURECHANGED):
        if not st.pressed:
            return 0
        st.pressed = 0
        wm.kill_timer(win.hwnd, TIMER_ID)
        if msg == WM_LBUTTONUP and wm.capture == win.hwnd:
            wm.capture = 0
        yield from _scroll_parent(wm, win, st, SB_ENDSCROLL)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_KEYDOWN and win.style & UDS_ARROWKEYS and _arrow(win, wparam):
        yield from _step(wm, win, st, _arrow(win, wparam))
        return 0
    if msg == WM_ENABLE:
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint(wm, win, st, dc)
        end_paint(wm.vm, win, dc)
        draw_child_frame(wm, win)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def s16(v):
    """A WORD as a signed short."""
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _paint(wm, win, st, dc):
    """Two raised arrow buttons (sunken while held), the arrows grey when disabled."""
    cw, ch = win.client_size()
    horz = bool(win.style & UDS_HORZ)
    if horz:
        halves = ((DOWN, 0, 0, cw // 2, ch), (UP, cw // 2, 0, cw, ch))
    else:
        halves = ((UP, 0, 0, cw, ch // 2), (DOWN, 0, ch // 2, cw, ch))
    glyph = BLACK if win.own_enabled else SYS_COLORS[17]

    def fn(d, ox, oy):
        for which, l, t, r, b in halves:
            if r <= l or b <= t:
                continue
            d.rectangle([ox + l, oy + t, ox + r - 1, oy + b - 1], fill=SYS_COLORS[15])
            draw_3d_rect(d, ox + l, oy + t, ox + r, oy + b, raised=st.pressed != which)
            cx, cy = ox + (l + r) // 2, oy + (t + b) // 2
            k = max(1, min(r - l, b - t) // 4)
            if horz:
                s = 1 if which == UP else -1
                d.polygon([(cx - s * k // 2, cy - k), (cx - s * k // 2, cy + k),
                           (cx + s * (k - k // 2), cy)], fill=glyph)
            else:
                s = -1 if which == UP else 1
                d.polygon([(cx - k, cy - s * k // 2), (cx + k, cy - s * k // 2),
                           (cx, cy + s * (k - k // 2))], fill=glyph)
    dc.draw((0, 0, cw, ch), fn)


def create_updown_control(vm, style, x, y, cx, cy, parent, wid, inst, buddy, upper, lower,
                          pos):
    """Generator: CreateUpDownControl: the window, then its buddy, range and position."""
    install(vm)
    hwnd = yield from create_window(vm, 0, UPDOWN_CLASS, "", style & 0xFFFFFFFF, x, y, cx, cy,
                                    parent, wid, inst, 0, False)
    if not hwnd:
        return 0
    yield from vm.wm.send(hwnd, UDM_SETBUDDY, buddy, 0)
    yield from vm.wm.send(hwnd, UDM_SETRANGE, 0, ((lower & 0xFFFF) << 16) | (upper & 0xFFFF))
    yield from vm.wm.send(hwnd, UDM_SETPOS, 0, pos & 0xFFFF)
    return hwnd


window_proc(COMCTL32, "wineagent.UpDownProc", updown_proc)
window_proc(COMCTL32, BUDDY_PROC, buddy_proc)


def install(vm):
    """Register msctls_updown32 (CS_HREDRAW | CS_VREDRAW | CS_GLOBALCLASS)."""
    register(vm, UPDOWN_CLASS, updown_proc, "wineagent.UpDownProc", 0x3 | 0x4000)
    vm.wm.register_python_proc(vm.proc_address(COMCTL32, BUDDY_PROC), buddy_proc)
