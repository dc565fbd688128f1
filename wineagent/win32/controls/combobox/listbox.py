"""The combo box's list window, class "ComboLBox": the dropped popup (which holds the
mouse capture while it is down) and a CBS_SIMPLE box's always-visible child."""

from ...core.messages import (WM_CAPTURECHANGED, WM_ERASEBKGND, WM_LBUTTONDBLCLK,
                              WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEACTIVATE, WM_MOUSEMOVE,
                              WM_MOUSEWHEEL, WM_PAINT)
from ...user.ownerdraw import ODT_COMBOBOX
from ...user.scrollbars import SB_VERT, track
from ...user.window import begin_paint, def_window_proc, end_paint
from .. import odlist
from ....abi.api import Unimplemented
from ..builtin_common import draw_child_frame, is_wide, lparam_xy, notify_parent, write_text
from .dropdown import _close, _select
from .geometry import _heights, _item_at, _list_geom, _scroll_to
from .keys import _take_focus, _wheel
from .paint import _paint_list
from .state import (BUTTON_W, CBN_DBLCLK, SB_BOTTOM, SB_LINEDOWN, SB_LINEUP, SB_PAGEDOWN,
                    SB_PAGEUP, SB_THUMBPOSITION, SB_THUMBTRACK, SB_TOP, WM_VSCROLL,
                    WS_VSCROLL, _combo_of, _owner_drawn, _st)


# -- the list window ("ComboLBox") ---------------------------------------------------------
def combo_lbox_proc(wm, win, msg, wparam, lparam):
    """Window procedure of a combo box's list: the dropped popup or a CBS_SIMPLE child."""
    combo = _combo_of(wm, win)
    st = _st(combo) if combo is not None else None
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        if st is not None and _owner_drawn(combo):
            ih, rows = _list_geom(wm, st, win)
            mark = st.hot if st.dropped else st.sel
            yield from odlist.paint_items(wm, win, ODT_COMBOBOX, st.items, st.top, ih, rows,
                                          mark, -1, dc, win.client_size()[0], control=combo,
                                          heights=_heights(wm, st, win))
            draw_child_frame(wm, win)
        elif st is not None:
            _paint_list(wm, win, combo, st, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_MOUSEACTIVATE:
        return 3   # MA_NOACTIVATE: the list never takes activation from the dialog
    if st is None:
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if 0x180 <= msg <= 0x1B3:
        return _list_query(wm, win, combo, st, msg, wparam, lparam)
    if msg == WM_VSCROLL:
        _, rows = _list_geom(wm, st, win)
        code, value = wparam & 0xFFFF, (wparam >> 16) & 0xFFFF
        top = {SB_LINEUP: st.top - 1, SB_LINEDOWN: st.top + 1, SB_PAGEUP: st.top - rows,
               SB_PAGEDOWN: st.top + rows, SB_THUMBPOSITION: value, SB_THUMBTRACK: value,
               SB_TOP: 0, SB_BOTTOM: len(st.items)}.get(code)
        if top is not None:
            _scroll_to(wm, st, win, top)
        return 0
    if win.is_child:
        return (yield from _simple_list_input(wm, win, combo, st, msg, wparam, lparam))
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK, WM_MOUSEMOVE, WM_LBUTTONUP):
        x, y = lparam_xy(lparam)
        cw, ch = win.client_size()
        inside = 0 <= x < cw and 0 <= y < ch
        if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and win.style & WS_VSCROLL and \
                cw <= x < cw + BUTTON_W and 0 <= y < ch:
            # A press on the list's own scroll bar (we hold the capture, so it arrives
            # here in client coordinates): the scroll bar's tracking loop runs it.
            ox, oy = wm.client_origin(win)
            yield from track(wm, win, SB_VERT, ox + x, oy + y)
            return 0
        i = _item_at(wm, st, win, y) if inside else -1
        if i >= len(st.items):
            i = -1
        if msg == WM_MOUSEMOVE:
            if i >= 0 and i != st.hot:
                st.hot = i
                wm.invalidate(win, None, False)
            return 0
        if msg == WM_LBUTTONUP:
            if st.pressed:
                st.pressed = False
                wm.invalidate(combo, None, False)
            if i >= 0:
                st.hot = i
                yield from _close(wm, combo, st, True)
            return 0
        # A button press: on an item it highlights (chosen on release); anywhere outside
        # the list it closes the list and is used up, as on Windows.
        if inside:
            if i >= 0:
                st.hot = i
                wm.invalidate(win, None, False)
            return 0
        yield from _close(wm, combo, st, False)
        return 0
    if msg == WM_CAPTURECHANGED:
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


LB_GETCURSEL, LB_GETTEXT, LB_GETTEXTLEN, LB_GETCOUNT, LB_GETTOPINDEX = 0x188, 0x189, 0x18A, 0x18B, 0x18E
LB_GETITEMDATA, LB_GETITEMHEIGHT = 0x199, 0x1A1
LB_ERR = 0xFFFFFFFF


def _list_query(wm, win, combo, st, msg, wparam, lparam):
    """The LB_* questions a program asks a combo box's list (which GetComboBoxInfo hands
    out), answered from the combo box's items: the list's selection is the highlighted
    item while it is dropped. What else a list box does stops the guest, naming it."""
    n = len(st.items)
    if msg == LB_GETITEMHEIGHT:
        heights = _heights(wm, st, win)
        if heights and n:
            return heights[wparam] if wparam < n else LB_ERR
        return _list_geom(wm, st, win)[0]
    if msg == LB_GETCOUNT:
        return n
    if msg == LB_GETCURSEL:
        i = st.hot if st.dropped else st.sel
        return i if 0 <= i < n else LB_ERR
    if msg == LB_GETTOPINDEX:
        return st.top
    if msg in (LB_GETTEXT, LB_GETTEXTLEN, LB_GETITEMDATA):
        if wparam >= n:
            return LB_ERR
        if msg == LB_GETITEMDATA:
            return st.items[wparam][1]
        text = st.items[wparam][0]
        if msg == LB_GETTEXT:
            write_text(wm, win, lparam, text, len(text) + 1)
        return len(text)
    raise Unimplemented("USER32.dll!SendMessage: ComboLBox message %#x" % msg)


def _simple_list_input(wm, win, combo, st, msg, wparam, lparam):
    """Generator: the mouse on a CBS_SIMPLE box's list: click selects, double click too."""
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        yield from _take_focus(wm, combo)
        if wm.get(combo.hwnd) is None:
            return 0
        _, y = lparam_xy(lparam)
        i = _item_at(wm, st, win, y)
        if 0 <= i < len(st.items):
            yield from _select(wm, combo, st, i)
            if msg == WM_LBUTTONDBLCLK and wm.get(combo.hwnd) is not None:
                yield from notify_parent(wm, combo, CBN_DBLCLK)
        return 0
    if msg == WM_MOUSEWHEEL:
        yield from _wheel(wm, combo, st, wparam)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
