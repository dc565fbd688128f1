"""The IP address control (``SysIPAddress32``): four EDIT fields of up to three digits,
separated by drawn dots, that hold an IPv4 address.

What Windows documents ("About IP Address Controls", the IPM_* and IPN_FIELDCHANGED
pages):

- The control drops WS_BORDER and makes its four fields (EDIT children, ES_CENTER, no
  text limit of their own: the typing rules below keep them to three digits) across its
  client area; it paints its own background with a sunken edge and the dots between
  the fields. Its window text is the address, dotted, a blank field read as 0
  ("0.0.0.0" at first); it follows every field's EN_CHANGE, which it passes on to its
  parent as its own WM_COMMAND.
- IPM_SETADDRESS sets each field to its byte of the address, except a byte outside the
  field's range (the field is then left as it was); IPM_CLEARADDRESS blanks every field;
  both answer TRUE. IPM_GETADDRESS writes the address (blank fields count as 0) and
  answers the number of fields that are not blank; IPM_ISBLANK whether all are.
- IPM_SETRANGE(field, MAKEIPRANGE(low, high)) sets one field's range (FALSE for a field
  other than 0-3); a field's value is brought into its range when the field loses the
  focus, after IPN_FIELDCHANGED (NMIPADDRESS) has let the parent change it.
- IPM_SETFOCUS(field) gives the focus to a field and selects its text (a field other
  than 0-3: the first one); so does the control's own WM_SETFOCUS, to field 0.
- Typing: a field takes digits only (three at most: the third moves on to the next
  field, the value kept in range first); '.' or a space moves on to the next field with
  its text selected; Right at the end and Left at the start of a field move between
  fields, Backspace at the start of one removes the previous field's last digit.
"""

from ..core.bits import s32
from ..core.messages import (WM_COMMAND, WM_CHAR, WM_CREATE, WM_DESTROY, WM_ENABLE,
                             WM_GETTEXT, WM_KEYDOWN, WM_PAINT, WM_SETFOCUS, WM_SETFONT,
                             WM_GETFONT, WM_SETTEXT)
from ..core.dllnames import COMCTL32
from ..core.structures import NMIPADDRESS
from ..gdi.colors import SYS_COLORS
from ..user.pyproc import window_proc
from ..user.window import begin_paint, create_window, def_window_proc, end_paint, take_focus
from .builtin_common import is_wide, notify_parent
from .comctl_shared import notify, notify_tail, register
from .comctl_shared import repaint_on_theme_change

__all__ = ["IPADDRESS_CLASS", "ipaddress_proc", "install"]

IPADDRESS_CLASS = "SysIPAddress32"

IPM_CLEARADDRESS, IPM_SETADDRESS, IPM_GETADDRESS = 0x464, 0x465, 0x466
IPM_SETRANGE, IPM_SETFOCUS, IPM_ISBLANK = 0x467, 0x468, 0x469
IPN_FIELDCHANGED = -860
EN_SETFOCUS, EN_KILLFOCUS, EN_CHANGE = 0x100, 0x200, 0x300
EM_GETSEL, EM_SETSEL = 0xB0, 0xB1
WS_BORDER, WS_CHILD, WS_VISIBLE, ES_CENTER = 0x00800000, 0x40000000, 0x10000000, 0x1
WS_DISABLED = 0x08000000
WM_KILLFOCUS, WM_GETTEXTLENGTH = 0x0008, 0x000E
VK_BACK, VK_LEFT, VK_RIGHT = 0x08, 0x25, 0x27
COLOR_WINDOW, COLOR_WINDOWTEXT, COLOR_GRAYTEXT, COLOR_BTNFACE = 5, 8, 17, 15
FIELD_PROC = "wineagent.IPAddressFieldProc"


class IPAddressState:
    """The four fields (hwnds), their ranges and procedures, and the enabled flag."""

    def __init__(self):
        self.fields = [0, 0, 0, 0]
        self.ranges = [(0, 255)] * 4
        self.procs = [0, 0, 0, 0]        # the EDIT procedure each field had
        self.enabled = True
        self.font = 0


def _st(win):
    st = win.state.get("ipaddress")
    if st is None:
        st = win.state["ipaddress"] = IPAddressState()
    return st


def _field_text(wm, hwnd):
    """Generator: a field's text (read with WM_GETTEXT, as a subclass may answer it)."""
    vm = wm.vm
    buf = vm.heap.alloc(16)
    try:
        n = yield from wm.send(hwnd, WM_GETTEXT, 8, buf)
        return vm.mem.wstr(buf) if n else ""
    finally:
        vm.heap.free(buf)


def _set_field_text(wm, hwnd, text):
    """Generator: WM_SETTEXT (UTF-16: the fields are Unicode EDITs) to a field."""
    vm = wm.vm
    data = text.encode("utf-16-le") + b"\0\0"
    buf = vm.heap.alloc(len(data))
    vm.mem.write(buf, data)
    try:
        yield from wm.send(hwnd, WM_SETTEXT, 0, buf)
    finally:
        vm.heap.free(buf)


def _selection(wm, hwnd):
    """Generator: a field's (start, end) selection through EM_GETSEL's answer."""
    r = yield from wm.send(hwnd, EM_GETSEL, 0, 0)
    return r & 0xFFFF, (r >> 16) & 0xFFFF


def _update_text(wm, win, st):
    """Generator: the control's window text becomes the dotted address (blank: 0)."""
    parts = []
    for h in st.fields:
        t = yield from _field_text(wm, h)
        parts.append(t or "0")
    win.title = ".".join(parts)


def _value(text):
    """A field's number as C's wcstol reads it (leading digits; none: 0)."""
    digits = ""
    for ch in text.strip():
        if not ch.isdigit():
            break
        digits += ch
    return int(digits) if digits else 0


def _constrain(wm, win, st, index):
    """Generator: IPN_FIELDCHANGED for a non-blank field, then its value (as the parent
    left it) kept in the field's range; True when the field's text changed."""
    if not 0 <= index < 4:
        return False
    text = yield from _field_text(wm, st.fields[index])
    if not text:
        return False
    cur = _value(text)
    ptr = wm.vm.ptr_size
    _, back = yield from notify(wm, win, IPN_FIELDCHANGED,
                                notify_tail(NMIPADDRESS, ptr, iField=index, iValue=cur),
                                readback=8)
    new = s32(int.from_bytes(back[4:8], "little")) if len(back) == 8 else cur
    low, high = st.ranges[index]
    new = max(low, min(high, new))
    if new == cur:
        return False
    yield from _set_field_text(wm, st.fields[index], str(new))
    return True


def _goto(wm, win, st, index, caret):
    """Generator: keep field ``index`` in range, then focus the next field with the caret
    at its start ("left"), its end ("right"), its text selected ("all") or where it was
    (None). ``index`` -1 goes to field 0 without a field to constrain."""
    yield from _constrain(wm, win, st, index)
    if index >= 3:
        return False
    nxt = st.fields[index + 1]
    yield from take_focus(wm, wm.get(nxt))
    if caret == "right":
        n = yield from wm.send(nxt, WM_GETTEXTLENGTH, 0, 0)
        yield from wm.send(nxt, EM_SETSEL, n, n)
    elif caret == "left":
        yield from wm.send(nxt, EM_SETSEL, 0, 0)
    elif caret == "all":
        yield from wm.send(nxt, EM_SETSEL, 0, 0xFFFFFFFF)
    return True


def _focus_field(wm, st, index):
    """Generator: IPM_SETFOCUS's work: select field ``index``'s text and focus it."""
    if not 0 <= index < 4:
        index = 0
    yield from wm.send(st.fields[index], EM_SETSEL, 0, 0xFFFFFFFF)
    yield from take_focus(wm, wm.get(st.fields[index]))
    return 1


def field_proc(wm, win, msg, wparam, lparam):
    """The fields' procedure (each EDIT subclassed): digits only, moving between fields
    on '.', space, a third digit, the arrows at the ends and Backspace at the start."""
    ctl = wm.get(win.state.get("ipaddress_owner", 0))
    st = ctl.state.get("ipaddress") if ctl is not None else None
    if st is None or win.hwnd not in st.fields:
        return 0
    index = st.fields.index(win.hwnd)
    orig = st.procs[index]
    if msg in (WM_CHAR, WM_KEYDOWN):
        length = yield from wm.send(win.hwnd, WM_GETTEXTLENGTH, 0, 0)
        start, end = yield from _selection(wm, win.hwnd)
        at_end = start == end == length
        ch = wparam & 0xFF
        if msg == WM_CHAR:
            if 0x30 <= ch <= 0x39:
                if length == 2 and at_end:
                    r = yield from wm.call_proc(orig, win, msg, wparam, lparam)
                    if not (yield from _constrain(wm, ctl, st, index)):
                        yield from _goto(wm, ctl, st, index, None)
                    return r
                if length == 3 and at_end:
                    yield from _goto(wm, ctl, st, index, "all")
                elif length < 3 or start != end:
                    return (yield from wm.call_proc(orig, win, msg, wparam, lparam))
                return 0
            if ch in (0x2E, 0x20):
                if length and start == end and start:
                    yield from _goto(wm, ctl, st, index, "all")
                return 0
            if ch == VK_BACK:
                return (yield from wm.call_proc(orig, win, msg, wparam, lparam))
            return 0
        if ch == VK_RIGHT and at_end:
            yield from _goto(wm, ctl, st, index, "left")
            return 0
        if ch == VK_LEFT and start == end == 0 and index > 0:
            yield from _goto(wm, ctl, st, index - 2, "right")
            return 0
        if ch == VK_BACK and start == end == 0 and index > 0:
            prev = st.fields[index - 1]
            text = yield from _field_text(wm, prev)
            if text:
                yield from _set_field_text(wm, prev, text[:-1])
            yield from _goto(wm, ctl, st, index - 2, "right")
            return 0
    elif msg in (WM_SETFOCUS, WM_KILLFOCUS) and wparam not in st.fields:
        # the focus enters or leaves the control as a whole: its parent hears of it
        yield from notify_parent(wm, ctl, EN_SETFOCUS if msg == WM_SETFOCUS else EN_KILLFOCUS)
    return (yield from wm.call_proc(orig, win, msg, wparam, lparam))


def _create(wm, win, st):
    """Generator: WM_CREATE: no border, four fields across the client area."""
    vm = wm.vm
    win.style &= ~WS_BORDER
    cw, ch = win.client_size()
    size = cw // 4
    addr = vm.proc_address(COMCTL32, FIELD_PROC)
    for i in range(4):
        left, right = i * size + 6, (i + 1) * size - 2
        h = yield from create_window(vm, 0, "Edit", "", WS_CHILD | WS_VISIBLE | ES_CENTER,
                                     left, 2, right - left, ch - 4, win.hwnd, 1,
                                     win.instance, 0, True)
        if not h:
            return 0xFFFFFFFF
        field = wm.get(h)
        st.fields[i] = h
        st.procs[i] = field.wndproc
        field.state["ipaddress_owner"] = win.hwnd
        field.wndproc = addr
    yield from _update_text(wm, win, st)
    return 0


def _colorref(rgb):
    r, g, b = rgb
    return r | g << 8 | b << 16


def _paint(wm, win, st):
    """The background (the window colour, grey when disabled) in a sunken edge, and a
    dot centred at the bottom of each gap between two fields."""
    vm = wm.vm
    dc = begin_paint(vm, win)
    cw, ch = win.client_size()
    back = SYS_COLORS[COLOR_WINDOW if st.enabled else COLOR_BTNFACE]
    dc.fill_rect((0, 0, cw, ch), back)
    vm.gdi.draw_edge(dc, (0, 0, cw, ch), 0xA, 0xF)       # EDGE_SUNKEN, BF_RECT
    dc.text_color = _colorref(SYS_COLORS[COLOR_WINDOWTEXT if st.enabled else COLOR_GRAYTEXT])
    dc.bk_color = _colorref(back)
    for i in range(3):
        a, b = wm.get(st.fields[i]), wm.get(st.fields[i + 1])
        if a is None or b is None:
            continue
        vm.gdi.draw_text(dc, ".", (a.x + a.w, 2, b.x, ch - 2), 0x20 | 0x1 | 0x8)
    end_paint(vm, win, dc)


@repaint_on_theme_change()
def ipaddress_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysIPAddress32."""
    st = _st(win)
    mem = wm.vm.mem
    if msg == WM_CREATE:
        return (yield from _create(wm, win, st))
    if msg == WM_DESTROY:
        for h, proc in zip(st.fields, st.procs):
            field = wm.get(h)
            if field is not None and proc:
                field.wndproc = proc
        return 0
    if msg == WM_COMMAND and lparam in st.fields:
        code = (wparam >> 16) & 0xFFFF
        if code == EN_CHANGE:
            yield from _update_text(wm, win, st)
            yield from notify_parent(wm, win, EN_CHANGE)
        elif code == EN_KILLFOCUS:
            yield from _constrain(wm, win, st, st.fields.index(lparam))
        return 0
    if msg == IPM_CLEARADDRESS:
        for h in st.fields:
            yield from _set_field_text(wm, h, "")
        return 1
    if msg == IPM_SETADDRESS:
        # the last field first, as the byte order of the DWORD gives them
        for i in range(3, -1, -1):
            value = (lparam >> (8 * (3 - i))) & 0xFF
            low, high = st.ranges[i]
            if low <= value <= high:
                yield from _set_field_text(wm, st.fields[i], str(value))
                yield from notify_parent(wm, win, EN_CHANGE)
        return 1
    if msg == IPM_GETADDRESS:
        address, filled = 0, 0
        for h in st.fields:
            text = yield from _field_text(wm, h)
            address = address * 256 + (_value(text) if text else 0)
            filled += bool(text)
        if lparam:
            mem.w32(lparam, address & 0xFFFFFFFF)
        return filled
    if msg == IPM_SETRANGE:
        index = s32(wparam)
        if not 0 <= index < 4:
            return 0
        st.ranges[index] = (lparam & 0xFF, (lparam >> 8) & 0xFF)
        return 1
    if msg == IPM_SETFOCUS:
        return (yield from _focus_field(wm, st, s32(wparam)))
    if msg == IPM_ISBLANK:
        for h in st.fields:
            if (yield from wm.send(h, WM_GETTEXTLENGTH, 0, 0)):
                return 0
        return 1
    if msg == WM_SETFOCUS:
        yield from _focus_field(wm, st, 0)
        return 0
    if msg == WM_ENABLE:
        st.enabled = bool(wparam)
        for h in st.fields:
            field = wm.get(h)
            if field is None or bool(field.style & WS_DISABLED) != st.enabled:
                continue
            # EnableWindow's work on each field: its style bit, its WM_ENABLE, a repaint
            field.style ^= WS_DISABLED
            yield from wm.send(h, WM_ENABLE, wparam, 0)
            wm.invalidate(field, None, True)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_SETFONT:
        st.font = wparam
        return 0
    if msg == WM_GETFONT:
        return st.font
    if msg == WM_PAINT:
        _paint(wm, win, st)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


window_proc(COMCTL32, "wineagent.IPAddressProc", ipaddress_proc)
window_proc(COMCTL32, FIELD_PROC, field_proc)


def install(vm):
    """Register SysIPAddress32 (CS_DBLCLKS | CS_HREDRAW | CS_VREDRAW | CS_GLOBALCLASS)."""
    register(vm, IPADDRESS_CLASS, ipaddress_proc, "wineagent.IPAddressProc",
             0x8 | 0x2 | 0x1 | 0x4000)
    vm.wm.register_python_proc(vm.proc_address(COMCTL32, FIELD_PROC), field_proc)
