"""The CB_* messages a combo box answers: its items (add, insert, delete, find, item
data, owner-drawn data-only items), the selection, the drop-down state, the edit
selection and limit, item heights, the top index, widths and the locale."""

from ....abi.api import Unimplemented
from ...core.bits import s16
from ...core.structures import COMBOBOXINFO, RECT
from ...user.dirlist import directory_names, file_position
from ...user.ownerdraw import ODT_COMBOBOX
from ..builtin_common import read_text
from .. import odlist
from ..itemlist import (COUNT, GETDATA, ItemList, SETDATA, TEXT, TEXTLEN, add_item, find_item,
                        index_after_delete, index_after_insert, item_message, signed)
from .dropdown import _close, _drop
from .field import _sel_text, _set_edit_text, _sync_title
from .geometry import _button_rect, _layout, _list_win, _repaint_lists, _scroll_to, _show_index
from .state import (CBS_SIMPLE, CBS_SORT, CB_ADDSTRING, CB_DELETESTRING, CB_DIR, CB_ERR, CB_FINDSTRING,
                    CB_FINDSTRINGEXACT, CB_GETCOUNT, CB_GETCURSEL, CB_GETDROPPEDCONTROLRECT,
                    CB_GETDROPPEDSTATE, CB_GETDROPPEDWIDTH, CB_GETEDITSEL, CB_GETEXTENDEDUI,
                    CB_GETITEMDATA, CB_GETITEMHEIGHT, CB_GETLBTEXT, CB_GETLBTEXTLEN,
                    CB_GETLOCALE, CB_GETTOPINDEX, CB_INITSTORAGE, CB_INSERTSTRING,
                    CB_LIMITTEXT, CB_RESETCONTENT, CB_SELECTSTRING, CB_SETCURSEL,
                    CB_SETDROPPEDWIDTH, CB_SETEDITSEL, CB_SETEXTENDEDUI, CB_SETITEMDATA,
                    CB_SETITEMHEIGHT, CB_SETLOCALE, CB_SETTOPINDEX, CB_SHOWDROPDOWN, EDGE,
                    EM_GETSEL, EM_LIMITTEXT, EM_SETSEL, _data_only, _item_h, _owner_drawn,
                    _variable)

CB_GETCOMBOBOXINFO = 0x164

_ITEM_OPS = {CB_GETCOUNT: COUNT, CB_GETLBTEXT: TEXT, CB_GETLBTEXTLEN: TEXTLEN,
             CB_GETITEMDATA: GETDATA, CB_SETITEMDATA: SETDATA}


def _cb_message(wm, win, st, msg, wparam, lparam):
    """Generator: the CB_* messages."""
    n = len(st.items)
    mem = wm.vm.mem
    if msg in (CB_ADDSTRING, CB_INSERTSTRING) and _data_only(win):
        at = None
        if msg == CB_ADDSTRING and win.style & CBS_SORT:    # placed by WM_COMPAREITEM
            at = yield from odlist.sorted_position(wm, win, ODT_COMBOBOX, st.items, lparam)
        i = odlist.add_data_item(st.items, wparam, lparam, msg == CB_ADDSTRING, at)
        if i < 0:
            return CB_ERR
        yield from _measure_new(wm, win, st, i)
        st.sel = index_after_insert(st.sel, i)
        st.hot = index_after_insert(st.hot, i)
        _repaint_lists(wm, win, st)
        return i
    if msg in (CB_ADDSTRING, CB_INSERTSTRING):
        i = add_item(wm, win, st.items, wparam, lparam, msg == CB_ADDSTRING,
                     bool(win.style & CBS_SORT))
        if i < 0:
            return CB_ERR
        yield from _measure_new(wm, win, st, i)
        st.sel = index_after_insert(st.sel, i)
        st.hot = index_after_insert(st.hot, i)
        _repaint_lists(wm, win, st)
        return i
    if msg == CB_DELETESTRING:
        if wparam >= n:
            return CB_ERR
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, [wparam])
        del st.items[wparam]
        if _variable(win):
            del st.heights[wparam]
        st.sel = index_after_delete(st.sel, wparam)
        st.hot = index_after_delete(st.hot, wparam)
        st.top = max(0, min(st.top, len(st.items) - 1))
        _sync_title(wm, win, st)
        _repaint_lists(wm, win, st)
        return len(st.items)
    if msg == CB_RESETCONTENT:
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, range(n))
        st.items, st.sel, st.hot, st.top = ItemList(), -1, -1, 0
        st.heights = []
        if st.edit:
            yield from _set_edit_text(wm, win, st, "", select_all=False)
        _sync_title(wm, win, st)
        _repaint_lists(wm, win, st)
        return 1
    if msg in (CB_GETLBTEXT, CB_GETLBTEXTLEN) and _data_only(win):
        if wparam >= n:
            return CB_ERR
        # the length of a data-only item is its data's size, sizeof(ULONG_PTR)
        return odlist.get_data_text(wm, st.items, wparam, lparam) if msg == CB_GETLBTEXT else \
            wm.vm.ptr_size
    if msg in (CB_FINDSTRING, CB_FINDSTRINGEXACT, CB_SELECTSTRING) and _data_only(win):
        i = odlist.find_data_item(st.items, wparam, lparam)
        if i >= 0 and msg == CB_SELECTSTRING:
            st.sel = st.hot = i
            _show_index(wm, st, i)
            wm.invalidate(win, None, False)
        return i if i >= 0 else CB_ERR
    if msg == CB_DIR:
        return (yield from _directory(wm, win, st, wparam, lparam))
    if msg in _ITEM_OPS:
        return item_message(wm, win, st.items, _ITEM_OPS[msg], wparam, lparam, CB_ERR)
    if msg == CB_GETCURSEL:
        return st.sel if st.sel >= 0 else CB_ERR
    if msg == CB_SETCURSEL:
        i = signed(wparam)
        ok = 0 <= i < n
        st.sel = st.hot = i if ok else -1
        if ok:
            _show_index(wm, st, i)
        _repaint_lists(wm, win, st)
        # No CBN_SELCHANGE for a programmatic selection (documented).
        if st.edit:
            yield from _set_edit_text(wm, win, st, _sel_text(st), select_all=False)
        _sync_title(wm, win, st)
        wm.invalidate(win, None, False)
        return i if ok else CB_ERR
    if msg in (CB_FINDSTRING, CB_FINDSTRINGEXACT, CB_SELECTSTRING):
        i = find_item(wm, win, st.items, wparam, lparam, msg == CB_FINDSTRINGEXACT)
        if i < 0:
            return CB_ERR    # CB_SELECTSTRING leaves the selection alone on failure
        if msg == CB_SELECTSTRING:
            st.sel = st.hot = i
            _show_index(wm, st, i)
            if st.edit:
                yield from _set_edit_text(wm, win, st, st.items[i][0], select_all=False)
            _sync_title(wm, win, st)
            wm.invalidate(win, None, False)
        return i
    if msg == CB_SHOWDROPDOWN:
        if wparam:
            yield from _drop(wm, win, st)
        else:
            yield from _close(wm, win, st, False)
        return 1
    if msg == CB_GETDROPPEDSTATE:
        return 1 if st.dropped else 0
    if msg == CB_LIMITTEXT:
        if st.edit:
            yield from wm.send(st.edit, EM_LIMITTEXT, wparam, 0)
        return 1
    if msg in (CB_SETEDITSEL, CB_GETEDITSEL):
        if not st.edit:
            return CB_ERR
        if msg == CB_SETEDITSEL:
            s, e = s16(lparam & 0xFFFF), s16(lparam >> 16)
            yield from wm.send(st.edit, EM_SETSEL, s & 0xFFFFFFFF, e & 0xFFFFFFFF)
            return 1
        r = yield from wm.send(st.edit, EM_GETSEL, wparam, lparam)
        return r
    if msg == CB_GETDROPPEDCONTROLRECT:
        x, y = wm.screen_origin(win)
        h = max(st.total_h, st.field_h)
        mem.write(lparam, RECT.pack_values(x, y, x + max(win.w, st.dropped_w), y + h))
        return 1
    if msg == CB_GETITEMHEIGHT:
        if signed(wparam) == -1:
            return st.field_h - 2 * EDGE
        if _variable(win):
            return st.heights[wparam] if wparam < n else CB_ERR
        return _item_h(wm, win)
    if msg == CB_SETITEMHEIGHT and _owner_drawn(win):
        h = max(1, min(255, lparam & 0xFFFF))
        if signed(wparam) == -1:
            st.od_field_h = max(1, h - 6)
        elif _variable(win):
            if wparam >= n:
                return CB_ERR
            st.heights[wparam] = h
        else:
            st.od_item_h = h
        _layout(wm, win, st)
        _repaint_lists(wm, win, st)
        return 0
    if msg == CB_SETITEMHEIGHT:
        # A list whose owner does not draw it: -1 sets the field's text height (the
        # field is that plus 6), another index the items' height. Past 32767: CB_ERR.
        h = signed(lparam)
        if h > 0x7FFF or h < 0:
            return CB_ERR
        h = max(1, h)
        if signed(wparam) == -1:
            st.field_text_h = h
        else:
            st.od_item_h = h
        _layout(wm, win, st)
        _repaint_lists(wm, win, st)
        return 0
    if msg == CB_SETEXTENDEDUI:
        st.extended_ui = bool(wparam)
        return 0
    if msg == CB_GETEXTENDEDUI:
        return 1 if st.extended_ui else 0
    if msg == CB_GETTOPINDEX:
        return st.top
    if msg == CB_SETTOPINDEX:
        if wparam >= max(1, n):
            return CB_ERR
        st.top = wparam
        lw = _list_win(wm, st)
        if lw is not None:
            _scroll_to(wm, st, lw, wparam)
        return 0
    if msg == CB_GETDROPPEDWIDTH:
        return max(win.w, st.dropped_w)
    if msg == CB_SETDROPPEDWIDTH:
        # 0 and -1 leave the width as it is; a width under the combo box's is its width
        if signed(wparam) > 0:
            st.dropped_w = wparam
        return max(win.w, st.dropped_w)
    if msg == CB_SETLOCALE:
        old, st.locale = st.locale, wparam
        return old
    if msg == CB_GETLOCALE:
        return st.locale
    if msg == CB_GETCOMBOBOXINFO:
        return combo_info(wm, win, st, lparam)
    if msg == CB_INITSTORAGE:
        return n + wparam   # storage is a Python list: any count fits
    raise Unimplemented("USER32.dll!SendMessage: COMBOBOX message %#x" % msg)


STATE_SYSTEM_PRESSED, STATE_SYSTEM_INVISIBLE = 0x8, 0x8000


def combo_info(wm, win, st, ptr):
    """CB_GETCOMBOBOXINFO / GetComboBoxInfo: the field and button rectangles (client
    coordinates), the button's state (pressed; a CBS_SIMPLE box has none: invisible),
    the combo box, its edit (none for a drop-down list) and its list. cbSize is not
    checked (Wine 8 answers any)."""
    mem = wm.vm.mem
    if not ptr:
        return 0
    size = mem.u32(ptr)
    w = win.client_size()[0]
    if st.kind == CBS_SIMPLE:
        button, state = (0, 0, 0, 0), STATE_SYSTEM_INVISIBLE
        item = (EDGE, EDGE, w - EDGE, st.field_h - EDGE)
    else:
        button = _button_rect(win, st)
        state = STATE_SYSTEM_PRESSED if st.pressed else 0
        item = (EDGE, EDGE, button[0], st.field_h - EDGE)
    corners = ("left", "top", "right", "bottom")
    COMBOBOXINFO.write(mem, ptr, wm.vm.ptr_size, cbSize=size,
                       rcItem=dict(zip(corners, item)), rcButton=dict(zip(corners, button)),
                       stateButton=state, hwndCombo=win.hwnd, hwndItem=st.edit,
                       hwndList=st.lbox if st.kind == CBS_SIMPLE else st.popup)
    return 1


def _directory(wm, win, st, attrib, lparam):
    """Generator: CB_DIR, the list's LB_DIR (user/dirlist.py): a folder's names at their
    place among files, folders and drives; the highest index filled, CB_ERR when none."""
    if _data_only(win):
        raise Unimplemented("USER32.dll!SendMessage: CB_DIR to a combo box without strings")
    listing = directory_names(wm.vm, attrib, read_text(wm, win, lparam) or "")
    if listing is None:
        return CB_ERR
    names, drives = listing
    last = -1
    for k, name in enumerate(names + drives):
        at = len(st.items) if k >= len(names) else \
            file_position([t for t, _ in st.items], name)
        i = st.items.add(name, at)
        yield from _measure_new(wm, win, st, i)
        st.sel = index_after_insert(st.sel, i)
        st.hot = index_after_insert(st.hot, i)
        last = i if k >= len(names) or i > last else last + 1
    _repaint_lists(wm, win, st)
    return last if last >= 0 else CB_ERR


def _measure_new(wm, win, st, i):
    """Generator: a CBS_OWNERDRAWVARIABLE box asks the owner the height of item ``i`` just
    added (itemID = its index, itemWidth 0, its data), as its list box does on Windows."""
    if _variable(win):
        h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, i, 0, st.od_item_h,
                                            st.items[i][1])
        st.heights.insert(i, h)
