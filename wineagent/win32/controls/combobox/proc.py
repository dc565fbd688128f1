"""The COMBOBOX window procedure: creation (the EDIT and list children, owner-drawn
heights), painting, the focus, the mouse and keys on the field, the window text, and
the CB_* messages handed to ``messages``."""

from ....abi.api import Unimplemented
from ...core.dllnames import USER32
from ...core.messages import (WM_CHAR, WM_COMMAND, WM_CREATE, WM_DESTROY, WM_ENABLE,
                              WM_ERASEBKGND, WM_GETDLGCODE, WM_GETFONT, WM_GETTEXT,
                              WM_GETTEXTLENGTH, WM_KEYDOWN, WM_KILLFOCUS, WM_LBUTTONDBLCLK,
                              WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEWHEEL, WM_NCCREATE,
                              WM_PAINT, WM_SETFOCUS, WM_SETFONT, WM_SETTEXT, WM_SIZE,
                              WM_SYSKEYDOWN)
from ...user.ownerdraw import ODT_COMBOBOX
from ...user.window import begin_paint, create_window, def_window_proc, end_paint
from ...user.wm import WS_BORDER, WS_CHILD, WS_DISABLED, WS_EX_CLIENTEDGE, WS_VISIBLE
from .. import odlist
from ..builtin_common import is_wide, lparam_xy, read_text, write_text
from ..itemlist import ItemList, signed
from .dropdown import LIST_BITS, _close, _drop, _toggle, make_list
from .editfield import _edit_notify
from .field import _display_text, _set_edit_text, _sync_title
from .geometry import _button_rect, _layout, _list_changed
from .keys import _dlgcode, _got_focus, _key_choose, _keydown, _lost_focus, _take_focus, _wheel
from .messages import _cb_message
from .paint import _paint_combo, _paint_owner_field
from .state import (CB_GETCUEBANNER, CB_GETMINVISIBLE, CB_SETMINVISIBLE, CBS_AUTOHSCROLL, CBS_DROPDOWN, CBS_DROPDOWNLIST,
                    CBS_LOWERCASE, CBS_SIMPLE, CBS_UPPERCASE, CB_ERR, CB_FIRST,
                    CB_LAST, DLGC_WANTARROWS, DLGC_WANTCHARS, EDIT_ID, EM_SETSEL,
                    ES_AUTOHSCROLL, ES_LOWERCASE, ES_UPPERCASE, LBOX_CLASS, LIST_ID, VK_DOWN,
                    VK_UP, WS_HSCROLL, WS_VSCROLL, _item_h, _kind, _owner_drawn, _st,
                    _variable)
from ..comctl_shared import common_controls_6, repaint_on_theme_change


# -- the COMBOBOX window procedure ------------------------------------------------------------
@repaint_on_theme_change()
def combo_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in COMBOBOX class."""
    st = _st(win)
    n = len(st.items)
    if msg == WM_NCCREATE:
        st.kind = _kind(win.style)
        st.total_h = win.h
        # The combo box draws its own edge; its scroll bar styles belong to the list.
        win.state["list_style"] = win.style & (WS_VSCROLL | WS_HSCROLL)
        win.style &= ~(WS_BORDER | WS_VSCROLL | WS_HSCROLL)
        win.exstyle &= ~WS_EX_CLIENTEDGE
        return 1
    if msg == WM_CREATE:
        if _owner_drawn(win):
            # Two questions, as Windows asks them: the field (itemID -1), then the items.
            text_h = _item_h(wm, win) + 4        # the text area: the cell + 4
            w = win.client_size()[0]
            st.od_field_h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, -1, w,
                                                            text_h - 6)
            if _variable(win):
                st.od_item_h = text_h      # each item is measured as it is added
            else:
                st.od_item_h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, 0, w,
                                                               text_h)
        yield from _create_children(wm, win, st)
        _layout(wm, win, st)
        _sync_title(wm, win, st)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint_combo(wm, win, st, dc)
        if _owner_drawn(win) and st.kind == CBS_DROPDOWNLIST:
            yield from _paint_owner_field(wm, win, st)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_GETDLGCODE:
        return _dlgcode(wm, st, lparam, DLGC_WANTARROWS | DLGC_WANTCHARS)
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        edit = wm.get(st.edit)
        if edit is not None:
            yield from wm.send(edit.hwnd, WM_SETFONT, wparam, lparam)
        _layout(wm, win, st)
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_SIZE:
        if st.kind != CBS_SIMPLE and win.h != st.field_h:
            # Resizing a drop-down combo sets the dropped height, as on Windows.
            st.total_h = win.h
        _layout(wm, win, st)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_ENABLE:
        wm.invalidate_tree(win, False)
        if not wparam and st.dropped:
            yield from _close(wm, win, st, False)
        return 0
    if msg == WM_SETFOCUS:
        edit = wm.get(st.edit)
        if edit is not None:
            # The edit takes the focus with its text selected; EN_SETFOCUS tells us.
            yield from wm.send(edit.hwnd, EM_SETSEL, 0, 0x7FFFFFFF)   # INT_MAX, as Windows
            yield from wm.set_focus(edit.hwnd)
            return 0
        yield from _got_focus(wm, win, st)
        return 0
    if msg == WM_KILLFOCUS:
        yield from _lost_focus(wm, win, st, wparam)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        # TRUE: the press was handled (Windows' combo box answers so)
        yield from _take_focus(wm, win)
        if wm.get(win.hwnd) is None or st.kind == CBS_SIMPLE:
            return 1
        x, y = lparam_xy(lparam)
        l, t, r, b = _button_rect(win, st)
        if st.kind == CBS_DROPDOWNLIST or (l <= x < r and t <= y < b):
            if st.dropped:
                yield from _close(wm, win, st, False)
            else:
                st.pressed = True
                yield from _drop(wm, win, st)
                if not st.dropped:
                    st.pressed = False
            wm.invalidate(win, None, False)
        return 1
    if msg == WM_LBUTTONUP:
        if st.pressed:
            st.pressed = False
            wm.invalidate(win, None, False)
        return 1
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF, False)
        return 0
    if msg == WM_SYSKEYDOWN and (wparam & 0xFF) in (VK_UP, VK_DOWN) and \
            st.kind != CBS_SIMPLE:
        yield from _toggle(wm, win, st)       # Alt+Down / Alt+Up
        return 0
    if msg == WM_CHAR:
        ch = wparam & 0xFFFF
        if st.kind == CBS_DROPDOWNLIST and ch >= 0x20 and n:
            c = chr(ch) if is_wide(win) else bytes([ch & 0xFF]).decode("cp1252", "replace")
            i = st.items.find((st.hot if st.dropped else st.sel) & 0xFFFFFFFF, c, False)
            if i >= 0:
                yield from _key_choose(wm, win, st, i)
        return 0
    if msg == WM_MOUSEWHEEL:
        yield from _wheel(wm, win, st, wparam)
        return 0
    if msg == WM_COMMAND and lparam == st.edit and st.edit:
        yield from _edit_notify(wm, win, st, (wparam >> 16) & 0xFFFF)
        return 0
    if msg == WM_DESTROY:
        if _owner_drawn(win) and st.items:
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, range(n))
            st.items = ItemList()
        st.dropped = False
        if wm.capture == st.popup:
            wm.capture = 0
        if wm.get(st.popup) is not None:
            yield from wm.destroy(st.popup)
        st.popup = 0
        return 0
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, _display_text(wm, win, st), wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(_display_text(wm, win, st))
    if msg == WM_SETTEXT:
        text = read_text(wm, win, lparam) or ""
        if st.kind == CBS_DROPDOWNLIST:
            # A drop-down list can only show one of its items.
            i = st.items.find(CB_ERR, text, True)
            if i < 0:
                return CB_ERR
            st.sel = st.hot = i
            _sync_title(wm, win, st)
            wm.invalidate(win, None, False)
            return 1
        yield from _set_edit_text(wm, win, st, text, select_all=False)
        return 1
    if CB_FIRST <= msg <= CB_LAST:
        return (yield from _cb_message(wm, win, st, msg, wparam, lparam))
    if CB_SETMINVISIBLE <= msg <= CB_GETCUEBANNER and common_controls_6(wm.vm):
        # Common Controls 6's own messages; user32's combo box (no manifest) leaves them
        # to DefWindowProc, which answers 0, as Windows' does.
        return _v6_message(win, st, msg, wparam)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _v6_message(win, st, msg, wparam):
    """CB_SETMINVISIBLE / CB_GETMINVISIBLE: how many items the dropped list shows before
    it scrolls (30 by default). Wine 8 takes 0 (the list then drops empty); a negative
    count, which would give the list a negative height, is refused with FALSE."""
    if msg == CB_SETMINVISIBLE:
        if signed(wparam) < 0:
            return 0
        st.min_visible = wparam
        return 1
    if msg == CB_GETMINVISIBLE:
        return st.min_visible
    raise Unimplemented("USER32.dll!SendMessage: COMBOBOX message %#x (the cue banner)" % msg)


def _create_children(wm, win, st):
    """Generator: the EDIT field (simple, drop-down) and a CBS_SIMPLE box's list."""
    vm = wm.vm
    wide = is_wide(win)
    disabled = win.style & WS_DISABLED
    if st.kind in (CBS_SIMPLE, CBS_DROPDOWN):
        es = WS_CHILD | WS_VISIBLE | disabled
        if win.style & CBS_AUTOHSCROLL:
            es |= ES_AUTOHSCROLL
        if win.style & CBS_UPPERCASE:
            es |= ES_UPPERCASE
        elif win.style & CBS_LOWERCASE:
            es |= ES_LOWERCASE
        h = yield from create_window(vm, 0, "EDIT", win.title, es, 0, 0, 0, 0, win.hwnd,
                                     EDIT_ID, win.instance, 0, wide)
        edit = wm.get(h) if h else None
        if edit is not None:
            # Subclass the EDIT as Windows does: remember the class's procedure and hand
            # it every message the combo box does not take (combo_edit_proc).
            edit.state["combo_owner"] = win.hwnd
            edit.state["edit_proc"] = edit.wndproc
            edit.wndproc = vm.proc_address(USER32, "wineagent.ComboEditProc")
            st.edit = h
    if st.kind != CBS_SIMPLE:
        yield from make_list(wm, win, st)
    if st.kind == CBS_SIMPLE:
        h = yield from create_window(vm, WS_EX_CLIENTEDGE, LBOX_CLASS, "",
                                     WS_CHILD | WS_VISIBLE | LIST_BITS |
                                     win.state.get("list_style", 0),
                                     0, 0, 0, 0, win.hwnd, LIST_ID, win.instance, 0, wide)
        lbox = wm.get(h) if h else None
        if lbox is not None:
            lbox.state["combo_owner"] = win.hwnd
            lbox.state["vscroll"] = bool(win.state.get("list_style", 0) & WS_VSCROLL)
            st.lbox = h
            _list_changed(wm, st, lbox)
