"""The pager control (``SysPager``): a window that shows part of one contained window
(PGM_SETCHILD) and scrolls it with two arrow buttons.

What Windows documents ("About Pager Controls", PGM_*, PGN_*):

- The contained window is a child of the pager. The pager asks its parent how large the
  contained window wants to be (PGN_CALCSIZE, NMPGCALCSIZE with PGF_CALCWIDTH for a
  PGS_HORZ pager, PGF_CALCHEIGHT for a vertical one, the current size filled in) when
  the child is set, on PGM_RECALCSIZE and when the pager is resized, then sizes the child
  to that (the other dimension the pager's) and places it at minus the scroll position
  from the end of the first visible button.
- When the child is longer than the pager, arrow buttons (PGM_SETBUTTONSIZE; by default
  three fourths of a scroll bar's width, 12; a smaller size is kept as given, as Wine 8
  keeps it) at the two ends scroll it: the button toward a direction where nothing is
  hidden is invisible. A click sends PGN_SCROLL (NMPGSCROLL: the direction, the
  position, the amount the parent may change; by default the length shown) and scrolls;
  a held button repeats.
- PGM_SETPOS/GETPOS (kept between 0 and what the child hides), SET/GETBORDER (the border
  size, answering the old one; the child's place does not depend on it, as in Wine 8),
  SET/GETBKCOLOR (COLOR_BTNFACE at first, answering the old colour), SET/GETBUTTONSIZE,
  GETBUTTONSTATE (PGF_INVISIBLE, PGF_NORMAL, PGF_GRAYED, PGF_DEPRESSED, PGF_HOT of
  PGB_TOPORLEFT or PGB_BOTTOMORRIGHT), FORWARDMOUSE (WM_MOUSEMOVE passed on to the child).
- The contained window's WM_NOTIFY and WM_COMMAND go on to the pager's parent. The pager
  asks its children for Unicode notifications (WM_NOTIFYFORMAT NF_QUERY answers
  NFR_UNICODE); NF_REQUERY asks its parent (whatever window wParam names) and answers what
  the parent says.

Not done, and stopping the guest by name: a Unicode notification from the child passed
to a parent that takes ANSI ones (comctl32 converts the text of each such notification),
PGS_DRAGNDROP's drop target (PGM_GETDROPTARGET).
"""

from ...abi.api import Unimplemented
from ..core.bits import s32
from ..core.dllnames import COMCTL32
from ..core.messages import (WM_COMMAND, WM_CREATE, WM_DESTROY, WM_LBUTTONDOWN,
                             WM_LBUTTONUP, WM_MOUSEMOVE, WM_PAINT, WM_SIZE, WM_TIMER)
from ..core.structures import NMHDR, NMPGCALCSIZE, NMPGSCROLL
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.pyproc import window_proc
from ..user.window import begin_paint, def_window_proc, end_paint, reposition
from .builtin_common import BLACK, is_wide, lparam_xy
from .comctl_shared import notify, notify_tail, register
from .comctl_shared import repaint_on_theme_change

__all__ = ["PAGER_CLASS", "pager_proc", "install"]

PAGER_CLASS = "SysPager"

PGM_SETCHILD, PGM_RECALCSIZE, PGM_FORWARDMOUSE = 0x1401, 0x1402, 0x1403
PGM_SETBKCOLOR, PGM_GETBKCOLOR, PGM_SETBORDER, PGM_GETBORDER = 0x1404, 0x1405, 0x1406, 0x1407
PGM_SETPOS, PGM_GETPOS, PGM_SETBUTTONSIZE, PGM_GETBUTTONSIZE = 0x1408, 0x1409, 0x140A, 0x140B
PGM_GETBUTTONSTATE, PGM_SETSCROLLINFO, PGM_GETDROPTARGET = 0x140C, 0x140D, 0x2004
PGS_HORZ, PGS_AUTOSCROLL, PGS_DRAGNDROP = 0x1, 0x2, 0x4
PGN_SCROLL, PGN_CALCSIZE = -901, -902
PGF_CALCWIDTH, PGF_CALCHEIGHT = 1, 2
PGF_SCROLLUP, PGF_SCROLLDOWN, PGF_SCROLLLEFT, PGF_SCROLLRIGHT = 1, 2, 4, 8
PGF_INVISIBLE, PGF_NORMAL, PGF_GRAYED, PGF_DEPRESSED, PGF_HOT = 0, 1, 2, 4, 8
PGB_TOPORLEFT, PGB_BOTTOMORRIGHT = 0, 1
WM_NOTIFY, WM_NOTIFYFORMAT = 0x004E, 0x0055
NF_QUERY, NF_REQUERY, NFR_UNICODE = 3, 4, 2
MIN_BUTTON = 12                       # 3/4 of SM_CXVSCROLL (16)
TIMER_ID, INITIAL_DELAY, REPEAT_DELAY = 1, 300, 50
COLOR_BTNFACE, COLOR_GRAYTEXT = 15, 17
CLR_DEFAULT = 0xFF000000
MK_SHIFT, MK_CONTROL = 0x4, 0x8

#: the Unicode notifications (values from mingw's commctrl.h) whose text a pager
#: converts for an ANSI parent (comctl32 does it; see the module's docstring)
_WIDE_CODES = {-530: "TTN_GETDISPINFOW", -806: "CBEN_ENDEDITW", -809: "CBEN_DRAGBEGINW",
               -807: "CBEN_GETDISPINFOW", -745: "DTN_USERSTRINGW", -744: "DTN_WMKEYDOWNW",
               -743: "DTN_FORMATW", -742: "DTN_FORMATQUERYW", -320: "HDN_ITEMCHANGINGW",
               -321: "HDN_ITEMCHANGEDW", -322: "HDN_ITEMCLICKW", -323: "HDN_ITEMDBLCLICKW",
               -325: "HDN_DIVIDERDBLCLICKW", -326: "HDN_BEGINTRACKW",
               -327: "HDN_ENDTRACKW", -328: "HDN_TRACKW", -329: "HDN_GETDISPINFOW",
               -177: "LVN_GETDISPINFOW", -178: "LVN_SETDISPINFOW",
               -175: "LVN_BEGINLABELEDITW", -176: "LVN_ENDLABELEDITW",
               -179: "LVN_ODFINDITEMW", -158: "LVN_GETINFOTIPW",
               -163: "LVN_INCREMENTALSEARCHW", -452: "TVN_GETDISPINFOW",
               -453: "TVN_SETDISPINFOW", -459: "TVN_BEGINLABELEDITW",
               -460: "TVN_ENDLABELEDITW", -414: "TVN_GETINFOTIPW",
               -450: "TVN_SELCHANGINGW", -451: "TVN_SELCHANGEDW",
               -454: "TVN_ITEMEXPANDINGW", -455: "TVN_ITEMEXPANDEDW",
               -456: "TVN_BEGINDRAGW", -457: "TVN_BEGINRDRAGW", -458: "TVN_DELETEITEMW",
               -720: "TBN_GETBUTTONINFOW", -719: "TBN_GETINFOTIPW",
               -717: "TBN_GETDISPINFOW"}


class PagerState:
    """The child, the scroll position and size, the border, colour and buttons."""

    def __init__(self):
        self.child = 0
        self.pos = 0
        self.length = 0                # the child's length in the scrolling direction
        self.border = 0
        self.bk = None                 # None: COLOR_BTNFACE
        self.button = MIN_BUTTON
        self.forward = False
        self.pressed = 0               # PGB_TOPORLEFT + 1, PGB_BOTTOMORRIGHT + 1, or 0
        self.parent_format = 0


def _st(win):
    st = win.state.get("pager")
    if st is None:
        st = win.state["pager"] = PagerState()
    return st


def _horz(win):
    return bool(win.style & PGS_HORZ)


def _extent(win):
    """The pager's client length in the scrolling direction."""
    cw, ch = win.client_size()
    return cw if _horz(win) else ch


def _range(win, st):
    """How far the child can be scrolled: what of it the pager cannot show. Scrolled to
    the end, only the button back toward the start is there, so the child shows in the
    pager's length less one button."""
    extent = _extent(win)
    if st.length <= extent:
        return 0
    return max(0, st.length - (extent - st.button))


def _viewport(win, st):
    """(start, end) of the part of the pager that shows the child: between the visible
    buttons (Windows keeps the buttons in the non-client area; here they are in the
    client area, and the child is placed as far in)."""
    top, bottom = _button_states(win, st)
    return (st.button if top else 0), _extent(win) - (st.button if bottom else 0)


def _button_states(win, st):
    """(top or left, bottom or right) PGF_* states: invisible toward a hidden-less end."""
    top = PGF_INVISIBLE if st.pos <= 0 else PGF_NORMAL
    bottom = PGF_INVISIBLE if st.pos >= _range(win, st) else PGF_NORMAL
    if st.pressed == 1 and top:
        top |= PGF_DEPRESSED
    if st.pressed == 2 and bottom:
        bottom |= PGF_DEPRESSED
    return top, bottom


def _calc_size(wm, win, st):
    """Generator: PGN_CALCSIZE; the child's length the parent answers (at least the
    pager's)."""
    child = wm.get(st.child)
    horz = _horz(win)
    w = child.w if child is not None else 0
    h = child.h if child is not None else 0
    ptr = wm.vm.ptr_size
    flag = PGF_CALCWIDTH if horz else PGF_CALCHEIGHT
    _, back = yield from notify(wm, win, PGN_CALCSIZE,
                                notify_tail(NMPGCALCSIZE, ptr, dwFlag=flag, iWidth=w, iHeight=h),
                                readback=12)
    if len(back) == 12:
        w = s32(int.from_bytes(back[4:8], "little"))
        h = s32(int.from_bytes(back[8:12], "little"))
    return max(w if horz else h, 0)


def _layout(wm, win, st, ask=True):
    """Generator: the child's length (asked with PGN_CALCSIZE), the position kept in
    range, the child sized and placed at minus the position inside the border."""
    child = wm.get(st.child)
    if child is None:
        return
    if ask:
        st.length = yield from _calc_size(wm, win, st)
    st.pos = max(0, min(st.pos, _range(win, st)))
    cw, ch = win.client_size()
    start = _viewport(win, st)[0]
    if _horz(win):
        x, y, w, h = start - st.pos, 0, max(st.length, cw), ch
    else:
        x, y, w, h = 0, start - st.pos, cw, max(st.length, ch)
    yield from reposition(wm.vm, child, x, y, w, h)
    wm.invalidate(win, None, True)


def _button_at(win, st, x, y):
    """PGB_TOPORLEFT + 1 or PGB_BOTTOMORRIGHT + 1 for a visible button under (x, y)."""
    top, bottom = _button_states(win, st)
    v = x if _horz(win) else y
    if top and v < st.button:
        return 1
    if bottom and v >= _extent(win) - st.button:
        return 2
    return 0


def _scroll(wm, win, st, which, keys=0):
    """Generator: PGN_SCROLL for a button, then the new position."""
    horz = _horz(win)
    if horz:
        direction = PGF_SCROLLLEFT if which == 1 else PGF_SCROLLRIGHT
    else:
        direction = PGF_SCROLLUP if which == 1 else PGF_SCROLLDOWN
    cw, ch = win.client_size()
    ptr = wm.vm.ptr_size
    amount = _extent(win)
    extra = notify_tail(NMPGSCROLL, ptr, fwKeys=keys, rcParent=(0, 0, cw, ch), iDir=direction,
                        iXpos=st.pos if horz else 0, iYpos=0 if horz else st.pos,
                        iScroll=amount)
    _, back = yield from notify(wm, win, PGN_SCROLL, extra, readback=len(extra))
    if len(back) == len(extra):
        amount = s32(int.from_bytes(back[-4:], "little"))
    st.pos += -amount if which == 1 else amount
    yield from _layout(wm, win, st, ask=False)


def _forward(wm, win, msg, wparam, lparam):
    """Generator: a child's WM_NOTIFY or WM_COMMAND passed on to the pager's parent."""
    if not win.is_child or wm.get(win.parent) is None:
        return 0
    if msg == WM_NOTIFY and lparam:
        code = s32(NMHDR.at(wm.vm.mem, lparam, wm.vm.ptr_size).code)
        if code in _WIDE_CODES:
            fmt = yield from wm.send(win.parent, WM_NOTIFYFORMAT, win.hwnd, NF_QUERY)
            if fmt != NFR_UNICODE:
                raise Unimplemented("%s class %s (%s converted for an ANSI parent)"
                                    % (COMCTL32, PAGER_CLASS, _WIDE_CODES[code]))
    return (yield from wm.send(win.parent, msg, wparam, lparam))


def _paint(wm, win, st):
    """The background colour, and the visible buttons with their arrows."""
    vm = wm.vm
    dc = begin_paint(vm, win)
    cw, ch = win.client_size()
    bk = st.bk
    dc.fill_rect((0, 0, cw, ch), SYS_COLORS[COLOR_BTNFACE] if bk is None else
                 (bk & 0xFF, (bk >> 8) & 0xFF, (bk >> 16) & 0xFF))
    horz = _horz(win)
    top, bottom = _button_states(win, st)
    glyph = BLACK if win.own_enabled else SYS_COLORS[COLOR_GRAYTEXT]
    rects = []
    if top:
        rects.append((1, top, (0, 0, st.button, ch) if horz else (0, 0, cw, st.button)))
    if bottom:
        rects.append((2, bottom, (cw - st.button, 0, cw, ch) if horz
                      else (0, ch - st.button, cw, ch)))

    def fn(d, ox, oy):
        for which, state, (l, t, r, b) in rects:
            d.rectangle([ox + l, oy + t, ox + r - 1, oy + b - 1], fill=SYS_COLORS[COLOR_BTNFACE])
            draw_3d_rect(d, ox + l, oy + t, ox + r, oy + b, raised=not state & PGF_DEPRESSED)
            cx, cy = ox + (l + r) // 2, oy + (t + b) // 2
            k = max(1, min(r - l, b - t) // 4)
            s = -1 if which == 1 else 1
            if horz:
                d.polygon([(cx - s * k // 2, cy - k), (cx - s * k // 2, cy + k),
                           (cx + s * (k - k // 2), cy)], fill=glyph)
            else:
                d.polygon([(cx - k, cy - s * k // 2), (cx + k, cy - s * k // 2),
                           (cx, cy + s * (k - k // 2))], fill=glyph)
    if rects:
        dc.draw((0, 0, cw, ch), fn)
    end_paint(vm, win, dc)


@repaint_on_theme_change()
def pager_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysPager."""
    st = _st(win)
    if msg == WM_CREATE:
        return 0
    if msg == PGM_SETCHILD:
        st.child, st.pos = lparam, 0
        yield from _layout(wm, win, st)
        return 0
    if msg == PGM_RECALCSIZE:
        yield from _layout(wm, win, st)
        return 0
    if msg == PGM_FORWARDMOUSE:
        st.forward = bool(wparam)
        return 0
    if msg == PGM_SETBKCOLOR:
        old = SYS_COLORS[COLOR_BTNFACE] if st.bk is None else None
        old = (old[0] | old[1] << 8 | old[2] << 16) if old else st.bk
        st.bk = None if lparam & 0xFFFFFFFF == CLR_DEFAULT else lparam & 0xFFFFFFFF
        wm.invalidate(win, None, True)
        return old
    if msg == PGM_GETBKCOLOR:
        if st.bk is None:
            r, g, b = SYS_COLORS[COLOR_BTNFACE]
            return r | g << 8 | b << 16
        return st.bk
    if msg == PGM_SETBORDER:
        # the size is asked again; the child moves only if it changed (as in Wine 8)
        old, st.border = st.border, max(0, s32(lparam))
        length = yield from _calc_size(wm, win, st)
        if length != st.length:
            st.length = length
            yield from _layout(wm, win, st, ask=False)
        wm.invalidate(win, None, True)
        return old
    if msg == PGM_GETBORDER:
        return st.border
    if msg == PGM_SETPOS:
        pos = max(0, min(s32(lparam), _range(win, st)))
        if pos != st.pos:
            st.pos = pos
            yield from _layout(wm, win, st)
        return 0
    if msg == PGM_GETPOS:
        return st.pos
    if msg == PGM_SETBUTTONSIZE:
        old, st.button = st.button, s32(lparam)
        wm.invalidate(win, None, True)
        return old
    if msg == PGM_GETBUTTONSIZE:
        return st.button
    if msg == PGM_GETBUTTONSTATE:
        top, bottom = _button_states(win, st)
        return top if lparam == PGB_TOPORLEFT else bottom if lparam == PGB_BOTTOMORRIGHT else 0
    if msg == PGM_GETDROPTARGET:
        raise Unimplemented("%s!PGM_GETDROPTARGET (the pager's drop target)" % COMCTL32)
    if msg in (WM_NOTIFY, WM_COMMAND):
        return (yield from _forward(wm, win, msg, wparam, lparam))
    if msg == WM_NOTIFYFORMAT:
        if lparam == NF_REQUERY:
            if not win.is_child or wm.get(win.parent) is None:
                return 0
            st.parent_format = yield from wm.send(win.parent, WM_NOTIFYFORMAT, win.hwnd,
                                                  NF_QUERY)
            return st.parent_format
        if lparam == NF_QUERY:
            return NFR_UNICODE
        return 0
    if msg == WM_SIZE:
        yield from _layout(wm, win, st)
        return 0
    if msg == WM_LBUTTONDOWN:
        which = _button_at(win, st, *lparam_xy(lparam))
        if which:
            st.pressed = which
            wm.capture = win.hwnd
            keys = (1 if wparam & MK_SHIFT else 0) | (2 if wparam & MK_CONTROL else 0)
            yield from _scroll(wm, win, st, which, keys)
            wm.set_timer(win.hwnd, TIMER_ID, INITIAL_DELAY, 0)
        return 0
    if msg == WM_TIMER and wparam == TIMER_ID:
        if st.pressed and _button_states(win, st)[st.pressed - 1]:
            wm.set_timer(win.hwnd, TIMER_ID, REPEAT_DELAY, 0)
            yield from _scroll(wm, win, st, st.pressed)
        else:
            wm.kill_timer(win.hwnd, TIMER_ID)
        return 0
    if msg == WM_LBUTTONUP:
        if st.pressed:
            st.pressed = 0
            wm.kill_timer(win.hwnd, TIMER_ID)
            if wm.capture == win.hwnd:
                wm.capture = 0
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_MOUSEMOVE:
        if st.forward and wm.get(st.child) is not None:
            yield from wm.send(st.child, msg, wparam, lparam)
        return 0
    if msg == WM_DESTROY:
        wm.kill_timer(win.hwnd, TIMER_ID)
        return 0
    if msg == WM_PAINT:
        _paint(wm, win, st)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


window_proc(COMCTL32, "wineagent.PagerProc", pager_proc)


def install(vm):
    """Register SysPager (CS_GLOBALCLASS)."""
    register(vm, PAGER_CLASS, pager_proc, "wineagent.PagerProc", 0x4000)
