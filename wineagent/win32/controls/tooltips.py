"""The tooltip control (``tooltips_class32``): a list of tools (a window, or a rectangle
of one, with an id) and a small pop-up window showing a tool's text.

What Windows documents ("About Tooltip Controls", the TTM_* and TTN_* pages) and Wine's
conformance tests (tooltips.c, written against Windows) check:

- A tooltip is a pop-up: its style loses WS_CHILD, WS_MAXIMIZE, WS_BORDER and
  WS_DLGFRAME and gains WS_POPUP (comctl32 6 draws its own border).
- A tool is keyed by (hwnd, uId); TTF_IDISHWND makes uId the tool's window. Its text is
  a string (copied), LPSTR_TEXTCALLBACK (asked with TTN_GETDISPINFO of the tool's window
  each time it is needed, kept when the answer sets TTF_DI_SETITEM), or a string
  resource id (a pointer below 0x10000, loaded from the tool's hinst; NULL hinst means
  the program's module). TTM_ADDTOOLA takes any cbSize; TTM_ADDTOOLW refuses one larger
  than TTTOOLINFOW_V3_SIZE.
- TTM_GETTOOLINFO copies the tool's string into the caller's lpszText buffer when there
  is one (LPSTR_TEXTCALLBACK and NULL come back as they were given); TTM_GETTEXT copies
  the text the tip would show.
- Delays: TTDT_AUTOMATIC sets the initial delay and derives the others (pop-up 10 times,
  reshow a fifth), a negative time restores the defaults (GetDoubleClickTime based).
- TTM_RELAYEVENT (and TTF_SUBCLASS, which relays the tool window's own mouse messages)
  starts the initial delay when the pointer rests on a tool; then the tip shows below
  the pointer with TTN_SHOW, and hides on a click, on leaving the tool, or after the
  pop-up delay with TTN_POP. TTF_TRACK tools show only through TTM_TRACKACTIVATE, at
  TTM_TRACKPOSITION.
"""

from ..core.bits import s32
from ..user.reparent import make_toplevel
from ..core.messages import (WM_DESTROY, WM_LBUTTONDOWN, WM_MOUSEMOVE, WM_NCCREATE,
                             WM_PAINT, WM_RBUTTONDOWN, WM_TIMER, WM_GETTEXTLENGTH,
                             WM_LBUTTONUP, WM_RBUTTONUP)
from ..kernel.resources import module_resources
from ..core.dllnames import COMCTL32
from ..core.structures import MSG, NMHDR, NMTTDISPINFO, RECT, TTGETTITLE, TTHITTESTINFO, TTTOOLINFO
from ..gdi.colors import SYS_COLORS
from ..gdi.objects import rgb
from ..user.pyproc import window_proc
from ..user.window import begin_paint, def_window_proc, end_paint, reposition, show_window
from .builtin_common import BLACK, ctl_font, is_wide
from .comctl_shared import notify_tail, register
from .builtin_common import send_notify

__all__ = ["TOOLTIPS_CLASS", "tooltips_proc", "install"]

TOOLTIPS_CLASS = "tooltips_class32"

TTF_IDISHWND, TTF_CENTERTIP, TTF_RTLREADING, TTF_SUBCLASS = 0x1, 0x2, 0x4, 0x10
TTF_TRACK, TTF_ABSOLUTE, TTF_TRANSPARENT, TTF_DI_SETITEM = 0x20, 0x80, 0x100, 0x8000
TTS_ALWAYSTIP, TTS_NOPREFIX = 0x1, 0x2
TTDT_AUTOMATIC, TTDT_RESHOW, TTDT_AUTOPOP, TTDT_INITIAL = 0, 1, 2, 3
TTN_GETDISPINFOA, TTN_GETDISPINFOW, TTN_SHOW, TTN_POP = -520, -530, -521, -522
LPSTR_TEXTCALLBACK = 0xFFFFFFFF
WS_POPUP, WS_CHILD, WS_MAXIMIZE, WS_BORDER, WS_DLGFRAME = (0x80000000, 0x40000000,
                                                           0x01000000, 0x00800000, 0x00400000)
SW_HIDE, SW_SHOWNOACTIVATE = 0, 4
DOUBLE_CLICK_MS = 500           # GetDoubleClickTime at the desktop's settings
CURSOR_H = 20                   # the tip shows this far below the pointer
PAD = 3                         # text to the window's edge, inside the border
SHOW_TIMER, POP_TIMER = 1, 2

(TTM_ACTIVATE, _TTM_UNUSED, TTM_SETDELAYTIME, TTM_ADDTOOLA, TTM_DELTOOLA, TTM_NEWTOOLRECTA,
 TTM_RELAYEVENT, TTM_GETTOOLINFOA, TTM_SETTOOLINFOA, TTM_HITTESTA, TTM_GETTEXTA,
 TTM_UPDATETIPTEXTA, TTM_GETTOOLCOUNT, TTM_ENUMTOOLSA, TTM_GETCURRENTTOOLA,
 TTM_WINDOWFROMPOINT, TTM_TRACKACTIVATE, TTM_TRACKPOSITION, TTM_SETTIPBKCOLOR,
 TTM_SETTIPTEXTCOLOR, TTM_GETDELAYTIME, TTM_GETTIPBKCOLOR, TTM_GETTIPTEXTCOLOR,
 TTM_SETMAXTIPWIDTH, TTM_GETMAXTIPWIDTH, TTM_SETMARGIN, TTM_GETMARGIN, TTM_POP, TTM_UPDATE,
 TTM_GETBUBBLESIZE, TTM_ADJUSTRECT, TTM_SETTITLEA, TTM_SETTITLEW, TTM_POPUP,
 TTM_GETTITLE) = range(0x401, 0x424)
(TTM_ADDTOOLW, TTM_DELTOOLW, TTM_NEWTOOLRECTW, TTM_GETTOOLINFOW, TTM_SETTOOLINFOW,
 TTM_HITTESTW, TTM_GETTEXTW, TTM_UPDATETIPTEXTW, TTM_ENUMTOOLSW,
 TTM_GETCURRENTTOOLW) = range(0x432, 0x43C)
TTM_SETWINDOWTHEME = 0x200B
_WIDE = {TTM_ADDTOOLW, TTM_DELTOOLW, TTM_NEWTOOLRECTW, TTM_GETTOOLINFOW, TTM_SETTOOLINFOW,
         TTM_HITTESTW, TTM_GETTEXTW, TTM_UPDATETIPTEXTW, TTM_ENUMTOOLSW, TTM_GETCURRENTTOOLW,
         TTM_SETTITLEW}
_A2W = {TTM_ADDTOOLA: TTM_ADDTOOLW, TTM_DELTOOLA: TTM_DELTOOLW,
        TTM_NEWTOOLRECTA: TTM_NEWTOOLRECTW, TTM_GETTOOLINFOA: TTM_GETTOOLINFOW,
        TTM_SETTOOLINFOA: TTM_SETTOOLINFOW, TTM_HITTESTA: TTM_HITTESTW,
        TTM_GETTEXTA: TTM_GETTEXTW, TTM_UPDATETIPTEXTA: TTM_UPDATETIPTEXTW,
        TTM_ENUMTOOLSA: TTM_ENUMTOOLSW, TTM_GETCURRENTTOOLA: TTM_GETCURRENTTOOLW,
        TTM_SETTITLEA: TTM_SETTITLEW}
SUBCLASS_PROC = "wineagent.TooltipToolProc"
WM_MBUTTONDOWN = 0x0207


class Tool:
    """One tool: its flags, window and id, rectangle, text source and application data."""

    def __init__(self, flags, hwnd, uid, rect, hinst, text, lparam):
        self.flags, self.hwnd, self.uid, self.rect = flags, hwnd, uid, rect
        self.hinst, self.text, self.lparam = hinst, text, lparam

    def key(self):
        """(hwnd, uId): how messages name the tool."""
        return (self.hwnd, self.uid)


class TooltipState:
    """The tools, timing, colours, sizes and what is shown of one tooltip control."""

    def __init__(self):
        self.tools = []
        self.active = True
        self.delays = {}            # TTDT_* set explicitly; the others are derived
        self.bk, self.fg = None, None
        self.max_width = -1
        self.margin = (0, 0, 0, 0)
        self.title, self.icon = "", 0
        self.current = None         # the tool the pointer rests on / shown
        self.shown = None           # the tool whose tip is showing
        self.tracking = None        # the TTF_TRACK tool activated
        self.track_pos = (0, 0)
        self.pointer = (0, 0)       # last relayed pointer position (screen)
        self.text = ""              # the text the window shows


def _st(win):
    st = win.state.get("tooltips")
    if st is None:
        st = win.state["tooltips"] = TooltipState()
    return st


def delay(st, which):
    """A delay in ms: set with TTM_SETDELAYTIME, else derived from the initial one."""
    if which in st.delays:
        return st.delays[which]
    # the defaults come from the double-click time, not from a TTDT_INITIAL set alone
    return {TTDT_INITIAL: DOUBLE_CLICK_MS, TTDT_AUTOPOP: 10 * DOUBLE_CLICK_MS,
            TTDT_RESHOW: DOUBLE_CLICK_MS // 5}.get(which, DOUBLE_CLICK_MS)


def _text_source(wm, ptr, wide):
    """A tool's text as given: None, LPSTR_TEXTCALLBACK, ('res', id) or a string."""
    if ptr == 0:
        return None
    if ptr == LPSTR_TEXTCALLBACK or (ptr & 0xFFFFFFFF) == LPSTR_TEXTCALLBACK:
        return LPSTR_TEXTCALLBACK
    if ptr < 0x10000:
        return ("res", ptr)
    mem = wm.vm.mem
    return mem.wstr(ptr) if wide else mem.cstr(ptr)


def _load_string(wm, hinst, sid):
    """A string resource of module ``hinst`` (0: the program), '' when there is none."""
    res = module_resources(wm.vm, hinst)
    return (res.string(sid & 0xFFFF) if res is not None else None) or ""


def _read_tool(wm, p, wide):
    """A Tool from a caller's TTTOOLINFO; lParam only when its cbSize reaches it (a
    TTTOOLINFO_V1_SIZE structure's tool has lParam 0)."""
    ptr = wm.vm.ptr_size
    stype = TTTOOLINFO.variant(wide)
    ti = stype.at(wm.vm.mem, p, ptr)
    r = ti.rect
    lparam = ti.lParam if ti.cbSize >= stype.offsetof("lpReserved", ptr) else 0
    return Tool(ti.uFlags, ti.hwnd, ti.uId, (r.left, r.top, r.right, r.bottom), ti.hinst,
                _text_source(wm, ti.lpszText, wide), lparam)


def _key(wm, p, wide):
    ti = TTTOOLINFO.variant(wide).at(wm.vm.mem, p, wm.vm.ptr_size)
    return (ti.hwnd, ti.uId)


def _find(st, key):
    for i, tool in enumerate(st.tools):
        if tool.key() == key:
            return i
    return -1


def _write_tool(wm, tool, p, wide, copy_text=True):
    """Fill a caller's TTTOOLINFO (as far as its cbSize reaches) from ``tool``."""
    ptr = wm.vm.ptr_size
    stype = TTTOOLINFO.variant(wide)
    ti = stype.at(wm.vm.mem, p, ptr)
    size = ti.cbSize
    ti.uFlags, ti.hwnd, ti.uId = tool.flags, tool.hwnd, tool.uid
    l, t, r, b = tool.rect
    wm.vm.mem.write(ti.ptr("rect"), RECT.pack_values(l, t, r, b))
    ti.hinst = tool.hinst
    if tool.text is None:
        ti.lpszText = 0
    elif tool.text == LPSTR_TEXTCALLBACK:
        ti.lpszText = LPSTR_TEXTCALLBACK if ptr == 4 else 0xFFFFFFFFFFFFFFFF
    elif isinstance(tool.text, tuple):
        ti.lpszText = tool.text[1]
    elif copy_text and ti.lpszText:
        _put_text(wm, ti.lpszText, wide, tool.text)
    if size >= stype.offsetof("lpReserved", ptr):
        ti.lParam = tool.lparam


def _tool_text(wm, win, tool):
    """Generator: the text a tool shows now (asking its window for a callback's)."""
    if tool.text is None:
        return ""
    if isinstance(tool.text, str):
        return tool.text
    if isinstance(tool.text, tuple):
        return _load_string(wm, tool.hinst, tool.text[1])
    return (yield from _callback_text(wm, win, tool))


def _callback_text(wm, win, tool):
    """Generator: TTN_GETDISPINFO to the tool's window, in its character set."""
    target = wm.get(tool.hwnd)
    if target is None:
        return ""
    vm = wm.vm
    ptr = vm.ptr_size
    wide = is_wide(target)
    stype = NMTTDISPINFO.variant(wide)
    code = TTN_GETDISPINFOW if wide else TTN_GETDISPINFOA
    extra = notify_tail(stype, ptr, hinst=0, uFlags=tool.flags, lParam=tool.lparam)
    size = stype.sizeof(ptr)
    p = vm.heap.alloc(size)
    try:
        # the NMHDR names the tooltip as the sender and the tool's id (TTF_IDISHWND: the
        # window handle) as idFrom
        vm.mem.write(p, NMHDR.pack(ptr, hwndFrom=win.hwnd, idFrom=tool.uid, code=code) + extra)
        # lpszText starts out pointing at the structure's own szText buffer, which the
        # window may fill in place (or it points lpszText elsewhere)
        di = stype.at(vm.mem, p, ptr)
        di.lpszText = di.ptr("szText")
        yield from wm.send(tool.hwnd, 0x004E, tool.uid, p)
        di = stype.at(vm.mem, p, ptr)
        text_ptr, hinst = di.lpszText, di.hinst
        if text_ptr == di.ptr("szText"):
            text = vm.mem.wstr(text_ptr) if wide else vm.mem.cstr(text_ptr)
        elif text_ptr and text_ptr < 0x10000:
            text = _load_string(wm, hinst, text_ptr)
        elif text_ptr and text_ptr != LPSTR_TEXTCALLBACK:
            text = vm.mem.wstr(text_ptr) if wide else vm.mem.cstr(text_ptr)
        else:
            text = ""
        if di.uFlags & TTF_DI_SETITEM:
            tool.text = text
        return text
    finally:
        vm.heap.free(p)


def _to_screen(wm, win, x, y):
    ox, oy = wm.client_origin(win)
    return x + ox, y + oy


def _screen_rect(wm, tool):
    """The tool's area in screen coordinates."""
    target = wm.get(tool.hwnd)
    if target is None:
        return None
    if tool.flags & TTF_IDISHWND:
        owner = wm.get(tool.uid) or target
        w, h = owner.client_size()
        x, y = _to_screen(wm, owner, 0, 0)
        return (x, y, x + w, y + h)
    x, y = _to_screen(wm, target, 0, 0)
    l, t, r, b = tool.rect
    return (x + l, y + t, x + r, y + b)


def _hit_tool(wm, st, hwnd, sx, sy):
    for tool in st.tools:
        if tool.flags & TTF_TRACK:
            continue
        if tool.flags & TTF_IDISHWND and tool.uid != hwnd:
            continue
        if not tool.flags & TTF_IDISHWND and tool.hwnd != hwnd:
            continue
        rect = _screen_rect(wm, tool)
        if rect and rect[0] <= sx < rect[2] and rect[1] <= sy < rect[3]:
            return tool
    return None


def bubble_size(wm, win, st, text):
    """(width, height) of the tip window for ``text``: the text, padding, margins and the
    one-pixel border, each line wrapped at TTM_SETMAXTIPWIDTH when one is set."""
    font = ctl_font(wm, win)
    lines = text.split("\n") if text else [""]
    width = max(font.extent(line)[0] for line in lines)
    if st.max_width > 0:
        width = min(width, st.max_width)
    ml, mt, mr, mb = st.margin
    return (width + 2 * PAD + 2 + ml + mr,
            font.line_height * len(lines) + 2 * PAD + 2 + mt + mb)


def _show(wm, win, st, tool, x, y):
    """Generator: show ``tool``'s tip at screen (x, y), TTN_SHOW first."""
    st.text = yield from _tool_text(wm, win, tool)
    st.shown = tool
    w, h = bubble_size(wm, win, st, st.text)
    target = tool.hwnd if wm.get(tool.hwnd) is not None else 0
    if target:
        yield from send_notify(wm, win, TTN_SHOW, to=target)
    yield from reposition(wm.vm, win, x, y, w, h)
    yield from show_window(wm.vm, win, SW_SHOWNOACTIVATE)
    wm.invalidate(win, None, False)
    if not tool.flags & TTF_TRACK:
        wm.set_timer(win.hwnd, POP_TIMER, max(10, delay(st, TTDT_AUTOPOP)), 0)


def _hide(wm, win, st):
    """Generator: hide the tip (TTN_POP to the tool's window) if one shows."""
    wm.kill_timer(win.hwnd, SHOW_TIMER)
    wm.kill_timer(win.hwnd, POP_TIMER)
    tool, st.shown = st.shown, None
    if tool is None:
        return
    if wm.get(tool.hwnd) is not None:
        yield from send_notify(wm, win, TTN_POP, to=tool.hwnd)
    yield from show_window(wm.vm, win, SW_HIDE)


def _relay(wm, win, st, hwnd, msg, sx, sy):
    """Generator: a mouse message of a tool window (TTM_RELAYEVENT or TTF_SUBCLASS)."""
    if msg in (WM_LBUTTONDOWN, WM_RBUTTONDOWN, WM_MBUTTONDOWN, WM_LBUTTONUP, WM_RBUTTONUP):
        st.current = None
        yield from _hide(wm, win, st)
        return
    if msg != WM_MOUSEMOVE:
        return
    st.pointer = (sx, sy)
    tool = _hit_tool(wm, st, hwnd, sx, sy) if st.active else None
    if tool is st.current:
        return
    st.current = tool
    if st.shown is not None:
        yield from _hide(wm, win, st)
    if tool is not None:
        wm.set_timer(win.hwnd, SHOW_TIMER, max(10, delay(st, TTDT_INITIAL)), 0)


def tool_proc(wm, win, msg, wparam, lparam):
    """A TTF_SUBCLASS tool window's procedure: its mouse messages are relayed to the
    tooltip, then go on to the procedure it had."""
    proc, tip = win.state.get("tooltip_sub", (0, 0))
    tw = wm.get(tip)
    if tw is not None and msg in (WM_MOUSEMOVE, WM_LBUTTONDOWN, WM_RBUTTONDOWN,
                                  WM_MBUTTONDOWN, WM_LBUTTONUP, WM_RBUTTONUP):
        x, y = s16(lparam), s16(lparam >> 16)
        sx, sy = _to_screen(wm, win, x, y)
        yield from _relay(wm, tw, _st(tw), win.hwnd, msg, sx, sy)
    return (yield from wm.call_proc(proc, win, msg, wparam, lparam))


def s16(v):
    """A WORD as a signed short."""
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def _subclass(wm, win, tool):
    hwnd = tool.uid if tool.flags & TTF_IDISHWND else tool.hwnd
    target = wm.get(hwnd)
    addr = wm.vm.proc_address(COMCTL32, SUBCLASS_PROC)
    if target is None or target.wndproc == addr:
        return
    target.state["tooltip_sub"] = (target.wndproc, win.hwnd)
    target.wndproc = addr


def _unsubclass(wm, win, tool):
    hwnd = tool.uid if tool.flags & TTF_IDISHWND else tool.hwnd
    target = wm.get(hwnd)
    if target is None or target.state.get("tooltip_sub", (0, 0))[1] != win.hwnd:
        return
    proc, _ = target.state.pop("tooltip_sub")
    if target.wndproc == wm.vm.proc_address(COMCTL32, SUBCLASS_PROC):
        target.wndproc = proc


def _tool_message(wm, win, st, msg, wparam, lparam):
    """Generator: the messages naming a tool through a TTTOOLINFO (A and W forms)."""
    wide = msg in _WIDE
    msg = _A2W.get(msg, msg)
    mem = wm.vm.mem
    ptr = wm.vm.ptr_size
    if wide and lparam and \
            TTTOOLINFO.W.at(mem, lparam, ptr).cbSize > TTTOOLINFO.W.offsetof("lpReserved", ptr):
        # The W forms refuse a TTTOOLINFOW larger than TTTOOLINFOW_V2_SIZE (comctl32 5.8,
        # what a program without a version 6 manifest gets); the A forms take any cbSize.
        return 0
    if msg == TTM_ADDTOOLW:
        if not lparam:
            return 0
        tool = _read_tool(wm, lparam, wide)
        i = _find(st, tool.key())
        if i >= 0:
            st.tools[i] = tool
        else:
            st.tools.append(tool)
        if tool.flags & TTF_SUBCLASS:
            _subclass(wm, win, tool)
        return 1
    if not lparam and msg != TTM_GETCURRENTTOOLW:
        return 0
    if msg == TTM_ENUMTOOLSW:
        if wparam >= len(st.tools):
            return 0
        _write_tool(wm, st.tools[wparam], lparam, wide)
        return 1
    if msg == TTM_GETCURRENTTOOLW:
        tool = st.shown or st.current
        if tool is None:
            return 0
        if lparam:
            _write_tool(wm, tool, lparam, wide)
        return 1
    if msg == TTM_HITTESTW:
        stype = TTHITTESTINFO.variant(wide)
        ht = stype.at(mem, lparam, ptr)
        target = wm.get(ht.hwnd)
        if target is None:
            return 0
        sx, sy = _to_screen(wm, target, ht.pt.x, ht.pt.y)
        tool = _hit_tool(wm, st, ht.hwnd, sx, sy)
        if tool is None:
            return 0
        _write_tool(wm, tool, ht.ptr("ti"), wide)
        return 1
    i = _find(st, _key(wm, lparam, wide))
    if i < 0:
        if msg == TTM_GETTEXTW:
            _copy_text(wm, lparam, wide, wparam, "")
        return 0
    tool = st.tools[i]
    if msg == TTM_DELTOOLW:
        if st.shown is tool:
            yield from _hide(wm, win, st)
        st.current = None if st.current is tool else st.current
        _unsubclass(wm, win, tool)
        del st.tools[i]
        return 0
    if msg == TTM_NEWTOOLRECTW:
        r = TTTOOLINFO.variant(wide).at(mem, lparam, ptr).rect
        tool.rect = (r.left, r.top, r.right, r.bottom)
        return 0
    if msg == TTM_GETTOOLINFOW:
        # comctl32 5.8 fills a TTTOOLINFO_V3 (one with lpReserved) as far as it knows it
        # but answers FALSE for it, as Wine's tests record of Windows
        _write_tool(wm, tool, lparam, wide)
        size = TTTOOLINFO.variant(wide).at(mem, lparam, ptr).cbSize
        return 0 if size > TTTOOLINFO.A.offsetof("lpReserved", ptr) else 1
    if msg == TTM_SETTOOLINFOW:
        new = _read_tool(wm, lparam, wide)
        st.tools[i] = new
        if st.shown is tool:
            st.shown = new
            st.text = yield from _tool_text(wm, win, new)
            wm.invalidate(win, None, False)
        return 0
    if msg == TTM_UPDATETIPTEXTW:
        tool.text = _text_source(wm, TTTOOLINFO.variant(wide).at(mem, lparam, ptr).lpszText,
                                 wide)
        if st.shown is tool:
            st.text = yield from _tool_text(wm, win, tool)
            wm.invalidate(win, None, False)
        return 0
    if msg == TTM_GETTEXTW:
        text = yield from _tool_text(wm, win, tool)
        if not win.style & TTS_NOPREFIX:
            text = text.split("\t")[0]     # without TTS_NOPREFIX a tab ends the tip's text
        _copy_text(wm, lparam, wide, wparam, text)
        return 0
    return 0


def _put_text(wm, buf, wide, text, size=0):
    """Copy a tool's text into a caller's buffer. The A forms copy at most 80 characters
    and, when they cut, no terminating NUL (the documented 80-character TOOLINFO buffer;
    Wine's tests show the cut text unterminated); the W forms copy the whole text."""
    mem = wm.vm.mem
    if wide:
        mem.write_wstr(buf, text, size or len(text) + 1)
        return
    data = text.encode("cp1252", "replace")
    if len(data) >= 80:
        mem.write(buf, data[:80])
    else:
        mem.write_cstr(buf, text, size or len(text) + 1)


def _copy_text(wm, p, wide, size, text):
    """TTM_GETTEXT: the text into the TTTOOLINFO's lpszText buffer (``size`` characters
    when given, as comctl32 6 takes it; else the whole text)."""
    buf = TTTOOLINFO.variant(wide).at(wm.vm.mem, p, wm.vm.ptr_size).lpszText
    if not buf:
        return
    _put_text(wm, buf, wide, text, size)


def tooltips_proc(wm, win, msg, wparam, lparam):
    """Window procedure of tooltips_class32."""
    st = _st(win)
    mem = wm.vm.mem
    if msg == WM_NCCREATE:
        win.style = (win.style & ~(WS_CHILD | WS_MAXIMIZE | WS_BORDER | WS_DLGFRAME)) | WS_POPUP
        if win.parent is not None:
            # made as a child: it becomes a pop-up its parent owns, with a surface of its
            # own (it would have none to paint into)
            owner = make_toplevel(wm, win)
            win.owner = owner or 0
    elif msg == WM_DESTROY:
        for tool in st.tools:
            _unsubclass(wm, win, tool)
        wm.kill_timer(win.hwnd, SHOW_TIMER)
        wm.kill_timer(win.hwnd, POP_TIMER)
        return 0
    if msg in _A2W or msg in _WIDE:
        if msg in (TTM_SETTITLEA, TTM_SETTITLEW):
            wide = msg == TTM_SETTITLEW
            st.icon = wparam
            st.title = (mem.wstr(lparam) if wide else mem.cstr(lparam)) if lparam else ""
            return 1
        return (yield from _tool_message(wm, win, st, msg, wparam, lparam))
    if msg == TTM_GETTITLE:
        if lparam:
            gt = TTGETTITLE.at(mem, lparam, wm.vm.ptr_size)
            gt.uTitleBitmap = st.icon
            if gt.pszTitle and gt.cch:
                mem.write_wstr(gt.pszTitle, st.title, gt.cch)
        return 0
    if msg == TTM_ACTIVATE:
        st.active = bool(wparam)
        if not st.active:
            yield from _hide(wm, win, st)
        return 0
    if msg == TTM_SETDELAYTIME:
        t = s32(lparam)
        if wparam == TTDT_AUTOMATIC:
            st.delays = {} if t < 0 else {TTDT_INITIAL: t, TTDT_AUTOPOP: 10 * t,
                                          TTDT_RESHOW: t // 5}
        elif wparam in (TTDT_RESHOW, TTDT_AUTOPOP, TTDT_INITIAL):
            if t < 0:
                st.delays.pop(wparam, None)
            else:
                st.delays[wparam] = t
        return 0
    if msg == TTM_GETDELAYTIME:
        return delay(st, wparam) & 0xFFFFFFFF
    if msg == TTM_GETTOOLCOUNT:
        return len(st.tools)
    if msg == TTM_RELAYEVENT:
        if lparam:
            m = MSG.read(mem, lparam, wm.vm.ptr_size)
            target = wm.get(m["hwnd"])
            if target is not None:
                x, y = s16(m["lParam"]), s16(m["lParam"] >> 16)
                sx, sy = _to_screen(wm, target, x, y)
                yield from _relay(wm, win, st, m["hwnd"], m["message"], sx, sy)
        return 0
    if msg == WM_TIMER and wparam == SHOW_TIMER:
        wm.kill_timer(win.hwnd, SHOW_TIMER)
        if st.current is not None and st.active:
            x, y = st.pointer
            yield from _show(wm, win, st, st.current, x, y + CURSOR_H)
        return 0
    if msg == WM_TIMER and wparam == POP_TIMER:
        yield from _hide(wm, win, st)
        return 0
    if msg == TTM_TRACKACTIVATE:
        if wparam and lparam:
            i = _find(st, _key(wm, lparam, is_wide(win)))
            if i >= 0:
                st.tracking = st.tools[i]
                yield from _show(wm, win, st, st.tracking, *st.track_pos)
        else:
            st.tracking = None
            yield from _hide(wm, win, st)
        return 0
    if msg == TTM_TRACKPOSITION:
        st.track_pos = (s16(lparam), s16(lparam >> 16))
        if st.tracking is not None and st.shown is st.tracking:
            yield from reposition(wm.vm, win, st.track_pos[0], st.track_pos[1], win.w, win.h)
        return 0
    if msg in (TTM_SETTIPBKCOLOR, TTM_SETTIPTEXTCOLOR):
        if msg == TTM_SETTIPBKCOLOR:
            st.bk = wparam & 0xFFFFFF
        else:
            st.fg = wparam & 0xFFFFFF
        wm.invalidate(win, None, False)
        return 0
    if msg == TTM_GETTIPBKCOLOR:
        return st.bk if st.bk is not None else _colorref(SYS_COLORS[24])
    if msg == TTM_GETTIPTEXTCOLOR:
        return st.fg if st.fg is not None else _colorref(SYS_COLORS[23])
    if msg == TTM_SETMAXTIPWIDTH:
        old, st.max_width = st.max_width, s32(lparam)
        return old & 0xFFFFFFFF
    if msg == TTM_GETMAXTIPWIDTH:
        return st.max_width & 0xFFFFFFFF
    if msg == TTM_SETMARGIN:
        if lparam:
            st.margin = tuple(RECT.values(mem, lparam))
        return 0
    if msg == TTM_GETMARGIN:
        if lparam:
            mem.write(lparam, RECT.pack_values(*st.margin))
        return 0
    if msg == TTM_POP:
        yield from _hide(wm, win, st)
        return 0
    if msg == TTM_POPUP:
        tool = st.current or (st.tools[0] if st.tools else None)
        if tool is not None:
            x, y = st.pointer
            yield from _show(wm, win, st, tool, x, y + CURSOR_H)
        return 0
    if msg == TTM_UPDATE:
        if st.shown is not None:
            st.text = yield from _tool_text(wm, win, st.shown)
            wm.invalidate(win, None, False)
        return 0
    if msg == TTM_GETBUBBLESIZE:
        if not lparam:
            return 0
        i = _find(st, _key(wm, lparam, is_wide(win)))
        if i < 0:
            return 0
        text = yield from _tool_text(wm, win, st.tools[i])
        w, h = bubble_size(wm, win, st, text)
        return ((h & 0xFFFF) << 16) | (w & 0xFFFF)
    if msg == TTM_ADJUSTRECT:
        if not lparam:
            return 0
        l, t, r, b = RECT.values(mem, lparam)
        ml, mt, mr, mb = st.margin
        dl, dt, dr, db = PAD + 1 + ml, PAD + 1 + mt, PAD + 1 + mr, PAD + 1 + mb
        if wparam:      # text rectangle -> window rectangle
            mem.write(lparam, RECT.pack_values(l - dl, t - dt, r + dr, b + db))
        else:
            mem.write(lparam, RECT.pack_values(l + dl, t + dt, r - dr, b - db))
        return 1
    if msg == TTM_WINDOWFROMPOINT:
        if not lparam:
            return 0
        x, y = s32(mem.u32(lparam)), s32(mem.u32(lparam + 4))
        hit = wm.hit_window(x, y)
        return hit.hwnd if hit is not None else 0
    if msg == TTM_SETWINDOWTHEME:
        return 0
    if msg == WM_GETTEXTLENGTH:
        return 0        # the tip's text is not the window's text
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint(wm, win, st, dc)
        end_paint(wm.vm, win, dc)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _colorref(rgb_tuple):
    r, g, b = rgb_tuple[:3]
    return r | (g << 8) | (b << 16)


def _paint(wm, win, st, dc):
    """The info-colour background, a one-pixel frame and the text."""
    w, h = win.client_size()
    bk = rgb(st.bk) if st.bk is not None else SYS_COLORS[24]
    fg = rgb(st.fg) if st.fg is not None else SYS_COLORS[23]
    font = ctl_font(wm, win)
    ml, mt, _, _ = st.margin
    lines = st.text.split("\n") if st.text else []

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=bk, outline=BLACK)
        y = oy + 1 + PAD + mt
        for line in lines:
            d.text((ox + 1 + PAD + ml, y), line, fill=fg, font=font.pil)
            y += font.line_height
    dc.draw((0, 0, w, h), fn)


window_proc(COMCTL32, "wineagent.TooltipsProc", tooltips_proc)
window_proc(COMCTL32, SUBCLASS_PROC, tool_proc)


def install(vm):
    """Register tooltips_class32 (CS_DBLCLKS | CS_SAVEBITS | CS_GLOBALCLASS)."""
    register(vm, TOOLTIPS_CLASS, tooltips_proc, "wineagent.TooltipsProc", 0x8 | 0x800 | 0x4000)
    vm.wm.register_python_proc(vm.proc_address(COMCTL32, SUBCLASS_PROC), tool_proc)
