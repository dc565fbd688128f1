"""Choosing an item and the list that drops down: committing a selection
(CBN_SELCHANGE, then the field's text), dropping the ComboLBox popup (CBN_DROPDOWN first)
and rolling it up (CBN_SELENDOK or CBN_SELENDCANCEL, then CBN_CLOSEUP)."""

from ...user.window import create_window, reposition, show_window
from ...user.wm import WS_BORDER, WS_POPUP
from ..builtin_common import is_wide, notify_parent
from ..comctl_shared import common_controls_6
from .field import _sel_text, _set_edit_text, _sync_title
from .geometry import _ensure_visible, _list_changed, _show_index
from .state import (CBN_CLOSEUP, CBN_DROPDOWN, CBN_SELCHANGE, CBN_SELENDCANCEL, CBN_SELENDOK,
                    CBS_NOINTEGRALHEIGHT, CBS_SIMPLE, CB_ERR, LBOX_CLASS, WS_EX_TOOLWINDOW,
                    WS_EX_TOPMOST, WS_VSCROLL, _item_h, _variable)


# -- selection, drop and close ------------------------------------------------------------------
def _select(wm, win, st, index, notify=True):
    """Generator: commit selection ``index`` (user action): CBN_SELCHANGE, then the text."""
    if index == st.sel:
        return
    st.sel = st.hot = index
    _show_index(wm, st, index)
    if not st.edit:
        _sync_title(wm, win, st)
    wm.invalidate(win, None, False)
    if notify:
        if st.kind == CBS_SIMPLE:
            yield from notify_parent(wm, win, CBN_SELENDOK)
        yield from notify_parent(wm, win, CBN_SELCHANGE)
    if wm.get(win.hwnd) is not None and st.edit:
        # Windows updates the edit only after CBN_SELCHANGE (a documented pitfall).
        yield from _set_edit_text(wm, win, st, _sel_text(st))


def _drop(wm, win, st):
    """Generator: drop the list down (CBN_DROPDOWN first, so the parent can fill it)."""
    if st.dropped or st.kind == CBS_SIMPLE:
        return
    yield from notify_parent(wm, win, CBN_DROPDOWN)
    if wm.get(win.hwnd) is None or st.dropped:
        return
    edit = wm.get(st.edit)
    if edit is not None:
        # An edit combo highlights the item its text names (exact, else prefix match).
        text = edit.title
        idx = st.items.find(CB_ERR, text, True) if text else -1
        if idx < 0 and text:
            idx = st.items.find(CB_ERR, text, False)
        st.hot = idx
    else:
        st.hot = st.sel
    ih = _item_h(wm, win)
    n = len(st.items)
    room = max(ih + 2, st.total_h - st.field_h)
    if _variable(win):
        # Variable heights have no integral height (as Wine's list box): all the items
        # if they fit, else the room.
        h = min(room, (sum(st.heights) if n else ih) + 2)
    elif win.style & CBS_NOINTEGRALHEIGHT:
        h = min(room, max(1, n) * ih + 2)
    elif n and common_controls_6(wm.vm):
        # Common Controls 6 fits the list to its items, up to CB_SETMINVISIBLE's count
        # (30), whatever height the box was made with (Wine's comctl32 tests, written
        # against Windows: a box 50 pixels tall with 33 items drops 30 rows).
        h = min(n, st.min_visible) * ih + 2
    else:
        rows = max(1, min(n, (room - 2) // ih))
        h = rows * ih + 2
    w = max(win.w, st.dropped_w)
    x, y = wm.screen_origin(win)
    y += win.h
    if y + h > wm.height and y - win.h - h >= 0:
        y = y - win.h - h          # no room below: drop up, as Windows does
    popup = wm.get(st.popup)
    if popup is None:
        yield from make_list(wm, win, st)
        popup = wm.get(st.popup)
        if popup is None or wm.get(win.hwnd) is None:
            return
    hwnd = popup.hwnd
    # the list is kept hidden while closed; dropped, it is topmost (as Windows')
    popup.exstyle |= WS_EX_TOPMOST
    yield from reposition(wm.vm, popup, x, y, w, h)
    st.dropped = True
    st.top = 0
    _ensure_visible(wm, st, popup, st.hot)
    _list_changed(wm, st, popup)
    yield from show_window(wm.vm, popup, 4)    # SW_SHOWNOACTIVATE: the dialog stays active
    # The list owns the mouse while it is down: a click anywhere else closes it.
    wm.capture = hwnd
    wm.invalidate(win, None, False)


def _close(wm, win, st, ok):
    """Generator: roll the list up, choosing the highlighted item when ``ok``."""
    if not st.dropped:
        return
    st.dropped = False
    st.pressed = False
    popup = wm.get(st.popup)
    if popup is not None:
        if wm.capture == popup.hwnd:
            wm.capture = 0
        yield from show_window(wm.vm, popup, 0)      # SW_HIDE: kept for the next drop
        popup.exstyle &= ~WS_EX_TOPMOST
    wm.invalidate(win, None, False)
    if ok:
        yield from notify_parent(wm, win, CBN_SELENDOK)
        if wm.get(win.hwnd) is None:
            return
        if st.hot >= 0 and st.hot != st.sel:
            yield from _select(wm, win, st, st.hot)
        elif st.edit and 0 <= st.sel < len(st.items):
            yield from _set_edit_text(wm, win, st, _sel_text(st))
    else:
        st.hot = st.sel
        yield from notify_parent(wm, win, CBN_SELENDCANCEL)
    if wm.get(win.hwnd) is not None:
        yield from notify_parent(wm, win, CBN_CLOSEUP)


#: the styles Windows gives a combo box's list besides its scroll bar: WS_CLIPSIBLINGS,
#: LBS_COMBOBOX, LBS_HASSTRINGS, LBS_NOTIFY (the drop-down one is a pop-up here, where
#: Windows makes it a child of the desktop)
LIST_BITS = 0x04000000 | 0x8000 | 0x40 | 0x1


def make_list(wm, win, st):
    """Generator: the drop-down kinds' ComboLBox, made with the combo box and kept (hidden
    while closed) until it goes, as Windows keeps it (GetComboBoxInfo names it)."""
    style = WS_POPUP | WS_BORDER | LIST_BITS | (win.state.get("list_style", 0) & WS_VSCROLL)
    x, y = wm.screen_origin(win)
    # placed and sized again each time it drops
    hwnd = yield from create_window(wm.vm, WS_EX_TOOLWINDOW, LBOX_CLASS, "", style, x,
                                    y + win.h, max(win.w, st.dropped_w, 16),
                                    max(st.total_h, 16), win.hwnd, 0, 0, 0, is_wide(win))
    popup = wm.get(hwnd) if hwnd else None
    if popup is None:
        return
    popup.state["combo_owner"] = win.hwnd
    popup.state["vscroll"] = bool(style & WS_VSCROLL)
    st.popup = hwnd


def _toggle(wm, win, st):
    if st.dropped:
        yield from _close(wm, win, st, True)
    else:
        yield from _drop(wm, win, st)
