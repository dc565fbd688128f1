"""The SysListView32 window procedure: creation of the header, painting, the LVM_*
messages (handing items to ``items`` and columns to ``columns``), the header's
notifications, scrolling, the mouse and the keyboard."""

import struct

from ....abi.api import Unimplemented
from ...core.bits import s32
from ...core.dllnames import COMCTL32
from ...core.messages import (WM_DESTROY, WM_NCDESTROY, WM_CREATE, WM_GETDLGCODE, WM_GETFONT, WM_KEYDOWN, WM_KILLFOCUS,
                              WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_PAINT, WM_RBUTTONDOWN,
                              WM_SETFOCUS, WM_SETFONT, WM_SIZE)
from ...core.structures import (LVHITTESTINFO, NMHDR, NMITEMACTIVATE, NMLVKEYDOWN, POINT,
                                RECT)
from ...user.scrollbars import WM_HSCROLL, WM_MOUSEWHEEL, wheel_lines
from ...user.window import begin_paint, create_window, def_window_proc, end_paint, take_focus
from .. import header as hdr
from ..header import HDM_GETITEMRECT, HDM_GETORDERARRAY, HDM_SETORDERARRAY
from ...gdi.colors import SYS_COLORS
from ..builtin_common import ctl_font, ctrl_down, is_wide, lparam_xy
from ..imagelist import image_list
from ..comctl_shared import CLR_NONE, common_controls_6, notify, notify_tail, scrolled_top, write_item_text
from .columns import _column, set_column, set_column_width
from .headernotify import header_notification
from .ownerdraw import draw_focus, measure_rows, owner_drawn
from .items import (_disp_text, _dispinfo, _find_item, _get_item, _insert_item, _lvitem, _next_item,
                    _nmlistview, _select_only, _set_all_states, key_select, _set_item, _set_state, _sort,
                    mark_deleted, selection_mark)
from .layout import (_columns, _ensure_visible, _header, _header_h, _item_rect, _place_header,
                     _rows,
                     _sync_scroll, hit_test, item_at, on_state_icon)
from .layout import columns_width, row_height
from .checks import checkboxes_changed, toggle
from .bkimage import free_bk_image, get_bk_image, set_bk_image
from .dragimage import LVM_CREATEDRAGIMAGE, drag_image
from .edit import (EN_KILLFOCUS, LVM_CANCELEDITLABEL, LVM_EDITLABELA, LVM_EDITLABELW,
                   LVM_GETEDITCONTROL, WM_COMMAND, begin_edit, editing, end_edit)
from .paint import _color, _paint
from .state import notify_wide
from .state import (LVM_GETSELECTEDCOLUMN, LVM_SETSELECTEDCOLUMN, LVM_MAPIDTOINDEX, LVM_MAPINDEXTOID, LVM_SETBKIMAGEA, LVM_SETBKIMAGEW, LVM_GETBKIMAGEA, LVM_GETBKIMAGEW,
                    LVM_GETSELECTIONMARK, LVM_SETSELECTIONMARK,
                    LVS_EX_FULLROWSELECT, LVS_EX_SUBITEMIMAGES, LVIF_STATE, LVIF_TEXT, LVIR_BOUNDS, LVIS_FOCUSED,
                    LVM_GETCALLBACKMASK, LVM_SETCALLBACKMASK, LVIR_LABEL, LVIR_ICON,
                    LVSIL_SMALL,
                    LVIS_SELECTED, LVM_APPROXIMATEVIEWRECT, LVM_FIRST, LVM_LAST,
                    LVItem, LVM_ARRANGE, LVM_DELETEALLITEMS, LVM_DELETECOLUMN,
                    LVM_DELETEITEM, LVM_ENSUREVISIBLE, LVM_FINDITEMA, LVM_FINDITEMW,
                    LVM_GETBKCOLOR, LVM_GETCOLUMNA, LVM_GETCOLUMNORDERARRAY, LVM_GETCOLUMNW,
                    LVM_GETCOLUMNWIDTH, LVM_GETCOUNTPERPAGE, LVM_GETEXTENDEDLISTVIEWSTYLE,
                    LVM_GETHEADER, LVM_GETIMAGELIST, LVM_GETITEMA, LVM_GETITEMCOUNT,
                    LVM_GETITEMRECT, LVM_GETITEMSTATE, LVM_GETITEMTEXTA, LVM_GETITEMTEXTW,
                    LVM_GETITEMW, LVM_GETNEXTITEM, LVM_GETSELECTEDCOUNT, LVM_GETSUBITEMRECT,
                    LVM_GETTEXTBKCOLOR, LVM_GETTEXTCOLOR, LVM_GETTOPINDEX, LVM_SCROLL,
                    LVM_GETUNICODEFORMAT, LVM_HITTEST, LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW,
                    LVM_INSERTITEMA, LVM_INSERTITEMW, LVM_REDRAWITEMS, LVM_SETBKCOLOR,
                    LVM_SETCOLUMNA, LVM_SETCOLUMNORDERARRAY, LVM_SETCOLUMNW,
                    LVM_SETCOLUMNWIDTH, LVM_SETEXTENDEDLISTVIEWSTYLE, LVM_SETIMAGELIST,
                    LVM_SETITEMA, LVM_SETITEMCOUNT, LVM_SETITEMSTATE, LVM_SETITEMTEXTA,
                    LVM_SETITEMTEXTW, LVM_SETITEMW, LVM_SETTEXTBKCOLOR, LVM_SETTEXTCOLOR,
                    LVM_SETUNICODEFORMAT, LVM_SORTITEMS, LVM_SORTITEMSEX, LVM_SUBITEMHITTEST,
                    LVM_UPDATE, LVNI_FOCUSED, LVN_DELETEALLITEMS,
                    LVN_DELETEITEM, LVN_KEYDOWN, LVS_EX_CHECKBOXES, LVS_OWNERDATA,
                    LVS_SINGLESEL, NM_CLICK, NM_DBLCLK, NM_KILLFOCUS, NM_RCLICK, NM_RETURN,
                    NM_SETFOCUS, VK_DOWN, VK_END, VK_HOME, VK_NEXT, VK_PRIOR, VK_RETURN,
                    VK_UP, WM_NOTIFY, WM_STYLECHANGED, WM_VSCROLL, _st,
                    LVS_REPORT, LVS_TYPEMASK, LVM_SETHOVERTIME, LVM_GETHOVERTIME,
                    HOVER_DEFAULT, LVS_EX_ONECLICKACTIVATE, VK_SPACE)
from .items import item_activate


def return_key(wm, win, st):
    """Generator: Enter sends NM_RETURN (whose answer the control ignores), then
    LVN_ITEMACTIVATE for the focused item when there is one."""
    yield from notify(wm, win, NM_RETURN)
    focused = _next_item(st, -1, LVNI_FOCUSED)
    if focused >= 0:
        yield from item_activate(wm, win, st, focused)


def listview_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysListView32."""
    st = _st(win)
    vm = wm.vm
    n = len(st.items)
    if msg == WM_CREATE:
        yield from _query_format(wm, win)
        if owner_drawn(win):
            yield from measure_rows(wm, win, st, row_height(wm, win))
        # comctl32 5 makes the header of a report view when it is created visible, and
        # otherwise when it is first needed (ensure_header); comctl32 6 makes it with
        # any report view (Wine's test_create finds both on Windows)
        if win.style & LVS_TYPEMASK == LVS_REPORT and (
                win.style & WS_VISIBLE or common_controls_6(vm)):
            yield from ensure_header(wm, win, st)
        return 0
    if msg == WM_SHOWWINDOW:
        if wparam and win.style & LVS_TYPEMASK == LVS_REPORT:
            yield from ensure_header(wm, win, st)
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_ERASEBKGND:
        # With a CLR_NONE background the parent erases (WM_ERASEBKGND sent on with the
        # same DC); otherwise the list's background colour. TRUE either way (Wine's
        # test_redraw, written against Windows).
        if st.bk == CLR_NONE:
            if win.is_child and wm.get(win.parent) is not None:
                yield from wm.send(win.parent, WM_ERASEBKGND, wparam, 0)
            return 1
        dc = vm.gdi.get(wparam)
        if dc is not None:
            cw, ch = win.client_size()
            dc.fill_rect((0, 0, cw, ch), _color(st.bk, SYS_COLORS[5]))
        return 1
    if msg == WM_SIZE or msg == WM_STYLECHANGED:
        if msg == WM_STYLECHANGED and win.style & LVS_TYPEMASK == LVS_REPORT:
            yield from ensure_header(wm, win, st)
        yield from _place_header(wm, win, st)
        st.scroll_key = None
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_PAINT:
        _sync_scroll(wm, win, st)
        texts = []
        first = st.top
        last = min(n, st.top + _rows(wm, win, st) + 1)
        ncols = len(_columns(wm, st).items) if _columns(wm, st) else 1
        for i in range(first, last):
            row = []
            for sub in range(ncols):
                row.append((yield from _disp_text(wm, win, st, i, sub)))
            texts.append(row)
        dc = begin_paint(vm, win)
        try:
            yield from _paint(wm, win, st, dc, texts)
        finally:
            end_paint(vm, win, dc)
        return 0
    if msg in (LVM_INSERTITEMA, LVM_INSERTITEMW):
        if win.style & LVS_OWNERDATA:
            # a virtual list only counts one more item, silently (Wine's
            # test_norecompute, of Windows): the index is the old count
            st.items.append(LVItem(virtual=True))
            wm.invalidate(win, None, True)
            return n
        if not lparam:
            return 0xFFFFFFFF
        return (yield from _insert_item(wm, win, st, lparam, msg == LVM_INSERTITEMW)) & 0xFFFFFFFF
    if msg in (LVM_SETITEMA, LVM_SETITEMW):
        f = _lvitem(wm, lparam)
        if not 0 <= f[1] < n or win.style & LVS_OWNERDATA:
            return 0      # a virtual list's items are set by LVM_SETITEMSTATE only
        return 1 if (yield from _set_item(wm, win, st, f, msg == LVM_SETITEMW)) else 0
    if msg in (LVM_GETITEMA, LVM_GETITEMW):
        return (yield from _get_item(wm, win, st, lparam, msg == LVM_GETITEMW))
    if msg in (LVM_SETITEMTEXTA, LVM_SETITEMTEXTW):
        i = s32(wparam)
        if not 0 <= i < n or not lparam or win.style & LVS_OWNERDATA:
            return 0              # no LVITEM: FALSE (Wine's listview.c, of Windows)
        f = _lvitem(wm, lparam)
        f[0], f[1] = LVIF_TEXT, i
        return 1 if (yield from _set_item(wm, win, st, f, msg == LVM_SETITEMTEXTW)) else 0
    if msg in (LVM_GETITEMTEXTA, LVM_GETITEMTEXTW):
        i = s32(wparam)
        if not 0 <= i < n:
            return 0
        f = _lvitem(wm, lparam)
        t = yield from _disp_text(wm, win, st, i, f[2])
        write_item_text(wm, f[5], t, f[6], msg == LVM_GETITEMTEXTW)
        return len(t[:max(0, f[6] - 1)])
    if msg == LVM_SETITEMSTATE:
        if not lparam:
            return 0              # no LVITEM: FALSE (comctl32 checks the pointer)
        f = _lvitem(wm, lparam)
        if s32(wparam) == -1:
            return 1 if (yield from _set_all_states(wm, win, st, f[3], f[4])) else 0
        if not 0 <= s32(wparam) < n:
            return 0
        return 1 if (yield from _set_state(wm, win, st, s32(wparam), f[3], f[4], always=True)) else 0
    if msg == LVM_GETITEMSTATE:
        i = s32(wparam)
        if not 0 <= i < n:
            return 0
        asked = lparam & st.callback_mask
        state = st.items[i].state & lparam & ~asked
        if asked:               # the callback mask's bits: the parent's (LVN_GETDISPINFO)
            state |= (yield from _dispinfo(wm, win, st, i, 0, LVIF_STATE, asked))[2]
        return state
    if msg == LVM_CREATEDRAGIMAGE:
        i = s32(wparam)
        if not lparam or not 0 <= i < n:
            return 0
        text = yield from _disp_text(wm, win, st, i, 0)
        icon = _item_rect(wm, win, st, i, LVIR_ICON)
        label = _item_rect(wm, win, st, i, LVIR_LABEL)
        bounds = (icon[0], icon[1], max(icon[2], label[2]), icon[3])
        return drag_image(wm, lparam, (bounds, icon, label),
                          image_list(wm.vm, st.himl[LVSIL_SMALL]), st.items[i].image, text,
                          ctl_font(wm, win), _color(st.text_color, SYS_COLORS[8]),
                          _color(st.bk, SYS_COLORS[5]), False)
    if msg in (LVM_EDITLABELA, LVM_EDITLABELW):
        i = s32(wparam)
        label = _item_rect(wm, win, st, i, LVIR_LABEL) if 0 <= i < n else (0, 0, 0, 0)
        return (yield from begin_edit(wm, win, st, i, label))
    if msg == LVM_GETEDITCONTROL:
        return editing(wm, st)
    if msg == LVM_CANCELEDITLABEL:
        yield from end_edit(wm, win, st, True)
        return 0
    if msg == WM_COMMAND:
        # the label edit's EN_KILLFOCUS (from that edit only) ends the edit, keeping its
        # text; an edit's notifications are not passed to the parent
        if wparam >> 16 == EN_KILLFOCUS and lparam and lparam == editing(wm, st):
            yield from end_edit(wm, win, st, False)
        return 0
    if msg == LVM_SETCALLBACKMASK:
        st.callback_mask = wparam & 0xFFFFFFFF
        return 1
    if msg == LVM_GETCALLBACKMASK:
        return st.callback_mask
    if msg == LVM_GETITEMCOUNT:
        return n
    if msg == LVM_SETITEMCOUNT:
        if not win.style & LVS_OWNERDATA:
            return 1      # a capacity hint for a list view that is not LVS_OWNERDATA
        # A virtual list: the count is the list; texts come from LVN_GETDISPINFO, the
        # control keeps the items' states (selection, focus), as comctl32 does.
        count = max(0, s32(wparam))
        del st.items[count:]
        while len(st.items) < count:
            st.items.append(LVItem(virtual=True))
        for item in st.items:
            item.param = 0
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_DELETEITEM:
        i = s32(wparam)
        if not 0 <= i < n:
            return 0
        # the item loses its selection and focus first (announced as state changes), so
        # the parent sees it unfocused at LVN_DELETEITEM; the focus then passes, without
        # a word, to the item that takes its place (the new last one at the end), as
        # Wine's test_deleteitem finds on Windows
        focused = st.items[i].state & LVIS_FOCUSED
        yield from _set_state(wm, win, st, i, 0, LVIS_SELECTED | LVIS_FOCUSED)
        yield from notify(wm, win, LVN_DELETEITEM, _nmlistview(wm.vm.ptr_size, i, 0, param=st.items[i].param))
        del st.items[i]
        mark_deleted(st, i)
        if focused and st.items and not any(it.state & LVIS_FOCUSED for it in st.items):
            st.items[min(i, len(st.items) - 1)].state |= LVIS_FOCUSED
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_DELETEALLITEMS:
        yield from _delete_all(wm, win, st, False)
        return 1
    if msg == LVM_GETNEXTITEM:
        return _next_item(st, s32(wparam), lparam) & 0xFFFFFFFF
    if msg in (LVM_FINDITEMA, LVM_FINDITEMW):
        return _find_item(wm, win, st, s32(wparam), lparam, msg == LVM_FINDITEMW) & 0xFFFFFFFF
    if msg == LVM_GETSELECTEDCOUNT:
        return sum(1 for it in st.items if it.state & LVIS_SELECTED)
    if msg in (LVM_SORTITEMS, LVM_SORTITEMSEX):
        return (yield from _sort(wm, win, st, wparam, lparam, msg == LVM_SORTITEMSEX))
    if msg == LVM_GETITEMRECT:
        i = s32(wparam)
        if not 0 <= i < n or not lparam:
            return 0
        code = RECT.at(vm.mem, lparam).left       # LVIR_*, in the rectangle's left
        vm.mem.write(lparam, RECT.pack_values(*_item_rect(wm, win, st, i, code)))
        return 1
    if msg == LVM_GETSUBITEMRECT:
        if not lparam:
            return 0
        # RECT.top names the subitem and RECT.left the LVIR_* code (as Windows documents)
        i = s32(wparam)
        code, sub = struct.unpack("<ii", vm.mem.read(lparam, 8))
        if sub == 0:
            if not 0 <= i < n:
                return 0        # the item itself must exist
            vm.mem.write(lparam, RECT.pack_values(*_item_rect(wm, win, st, i, code, sub)))
            return 1
        # a subitem's rectangle is the column's, asked of the header (HDM_GETITEMRECT,
        # which a program may watch), on the row of any index, even none (-1, past the
        # last): Windows answers TRUE whatever the index (Wine's test_subitem_rect)
        l = r = 0
        if st.header:
            buf = vm.heap.alloc(16)
            try:
                vm.mem.write(buf, bytes(16))
                if (yield from wm.send(st.header, HDM_GETITEMRECT, sub, buf)):
                    l, _, r, _ = RECT.values(vm.mem, buf)
            finally:
                vm.heap.free(buf)
        l, r = l - st.left, r - st.left
        top = _item_rect(wm, win, st, i, LVIR_BOUNDS)[1]
        if code == LVIR_ICON:
            il = image_list(vm, st.himl[LVSIL_SMALL])
            r = l + (il.cx if il is not None and st.ex_style & LVS_EX_SUBITEMIMAGES else 0)
        vm.mem.write(lparam, RECT.pack_values(l, top, r, top + row_height(wm, win)))
        return 1
    if msg in (LVM_HITTEST, LVM_SUBITEMHITTEST):
        ht = LVHITTESTINFO.at(vm.mem, lparam, vm.ptr_size)
        x, y = POINT.values(vm.mem, ht.ptr("pt"))
        i, sub, ht.flags = hit_test(wm, win, st, s32(x), s32(y), msg == LVM_SUBITEMHITTEST,
                                    bool(st.ex_style & LVS_EX_FULLROWSELECT))
        ht.iItem = i
        if msg == LVM_SUBITEMHITTEST:
            ht.iSubItem = sub
        return i & 0xFFFFFFFF
    if msg == LVM_ENSUREVISIBLE:
        if not 0 <= s32(wparam) < n:
            return 0
        _ensure_visible(wm, win, st, s32(wparam))
        return 1
    if msg == LVM_GETTOPINDEX:
        return st.top
    if msg == LVM_SCROLL:
        return (yield from _scroll(wm, win, st, s32(wparam), s32(lparam)))
    if msg == LVM_SETHOVERTIME:
        # the new delay (ms; HOVER_DEFAULT: the system's); answers the previous one
        old = getattr(st, "hover_time", HOVER_DEFAULT)   # (a state saved before it)
        st.hover_time = lparam & 0xFFFFFFFF
        return old
    if msg == LVM_GETSELECTIONMARK:
        return selection_mark(st) & 0xFFFFFFFF
    if msg == LVM_SETSELECTIONMARK:
        # the old mark answered; an index past the items is not taken (comctl32's)
        old, i = selection_mark(st), s32(lparam)
        if -1 <= i < n:
            st.sel_mark = i
        return old & 0xFFFFFFFF
    if msg == LVM_GETHOVERTIME:
        return getattr(st, "hover_time", HOVER_DEFAULT)
    if msg == LVM_GETCOUNTPERPAGE:
        return _rows(wm, win, st)
    if msg in (LVM_REDRAWITEMS, LVM_UPDATE, LVM_ARRANGE):
        wm.invalidate(win, None, True)
        return 1
    if msg in (LVM_GETCOLUMNORDERARRAY, LVM_SETCOLUMNORDERARRAY):
        # the header's own HDM_GET/SETORDERARRAY, sent to it (a program may watch it);
        # without a header (not made yet) there are no columns: FALSE
        if not st.header:
            return 0
        code = HDM_GETORDERARRAY if msg == LVM_GETCOLUMNORDERARRAY else HDM_SETORDERARRAY
        r = yield from wm.send(st.header, code, wparam, lparam)
        if msg == LVM_SETCOLUMNORDERARRAY and r:
            wm.invalidate(win, None, True)
        return r
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW):
        yield from ensure_header(wm, win, st)
    if msg in (LVM_SETCOLUMNA, LVM_SETCOLUMNW):
        return (yield from set_column(wm, win, st, msg == LVM_SETCOLUMNW, wparam, lparam))
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW,
               LVM_GETCOLUMNA, LVM_GETCOLUMNW, LVM_DELETECOLUMN, LVM_GETCOLUMNWIDTH):
        r = _column(wm, win, st, msg, wparam, lparam)
        return r & 0xFFFFFFFF
    if msg == LVM_SETCOLUMNWIDTH:
        return (yield from set_column_width(wm, win, st, wparam, lparam))
    if msg == LVM_GETHEADER:
        return st.header
    if msg == LVM_SETIMAGELIST:
        if wparam not in st.himl:
            return 0
        old, st.himl[wparam] = st.himl[wparam], lparam
        wm.invalidate(win, None, True)
        return old
    if msg == LVM_GETIMAGELIST:
        return st.himl.get(wparam, 0)
    if msg in (LVM_SETBKCOLOR, LVM_SETTEXTCOLOR, LVM_SETTEXTBKCOLOR):
        attr = {LVM_SETBKCOLOR: "bk", LVM_SETTEXTCOLOR: "text_color",
                LVM_SETTEXTBKCOLOR: "text_bk"}[msg]
        # nothing is repainted: the program invalidates when it wants the new colours
        # shown (Windows leaves no update region: Wine's test_color)
        setattr(st, attr, lparam & 0xFFFFFFFF)    # a COLORREF (CLR_NONE may come as -1)
        return 1
    if msg == LVM_SETSELECTEDCOLUMN:
        # any number is kept (Windows answers it back: Wine's test_selected_column)
        st.selected_column = s32(wparam)
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_GETSELECTEDCOLUMN:
        return st.selected_column & 0xFFFFFFFF
    if msg == LVM_MAPINDEXTOID:
        # an item's unique ID, kept while items come and go (none in a virtual list)
        i = s32(wparam)
        if win.style & LVS_OWNERDATA or not 0 <= i < n:
            return 0xFFFFFFFF
        return st.items[i].id & 0xFFFFFFFF
    if msg == LVM_MAPIDTOINDEX:
        want = s32(wparam)
        if win.style & LVS_OWNERDATA or want < 0:
            return 0xFFFFFFFF
        return next((k for k, it in enumerate(st.items) if it.id == want), -1) & 0xFFFFFFFF
    if msg in (LVM_SETBKIMAGEA, LVM_SETBKIMAGEW):
        return set_bk_image(wm, win, st, lparam, msg == LVM_SETBKIMAGEW)
    if msg in (LVM_GETBKIMAGEA, LVM_GETBKIMAGEW):
        return get_bk_image(wm, st, lparam, msg == LVM_GETBKIMAGEW)
    if msg == WM_DESTROY:
        yield from _delete_all(wm, win, st, True)
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_NCDESTROY:
        free_bk_image(vm, st)       # the bitmap the control owns goes with it
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg in (LVM_GETBKCOLOR, LVM_GETTEXTCOLOR, LVM_GETTEXTBKCOLOR):
        return {LVM_GETBKCOLOR: st.bk, LVM_GETTEXTCOLOR: st.text_color,
                LVM_GETTEXTBKCOLOR: st.text_bk}[msg]
    if msg == LVM_SETEXTENDEDLISTVIEWSTYLE:
        mask = wparam or 0xFFFFFFFF
        old = st.ex_style
        st.ex_style = (old & ~mask) | (lparam & mask)
        if (old ^ st.ex_style) & st.ex_style & _HEADER_EX_STYLES:
            yield from ensure_header(wm, win, st)     # these need the columns
        yield from checkboxes_changed(wm, win, st, old)
        wm.invalidate(win, None, True)
        return old
    if msg == LVM_GETEXTENDEDLISTVIEWSTYLE:
        return st.ex_style
    if msg in (LVM_SETUNICODEFORMAT, LVM_GETUNICODEFORMAT):
        old = 1 if notify_wide(win) else 0
        if msg == LVM_SETUNICODEFORMAT:
            win.state["notify_wide"] = bool(wparam)
        return old
    if msg == WM_NOTIFYFORMAT:
        if lparam == NF_REQUERY:
            return (yield from _query_format(wm, win))
        return NFR_UNICODE if lparam == NF_QUERY else 0   # the header asks: Unicode
    if msg == WM_NOTIFY:
        nm = NMHDR.at(vm.mem, lparam, vm.ptr_size)
        if st.header and nm.hwndFrom == st.header:
            return (yield from header_notification(wm, win, st, wparam, lparam))
        return 0
    if msg == WM_MOUSEWHEEL:
        # Wine's list view: SPI_GETWHEELSCROLLLINES rows a notch.
        rows = _rows(wm, win, st)
        top = max(0, min(max(0, n - rows), st.top + wheel_lines(win, msg, wparam)))
        if top != st.top:
            st.top = top
            _sync_scroll(wm, win, st)
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_HSCROLL:
        yield from _hscroll(wm, win, st, wparam)
        return 0
    if msg == WM_VSCROLL:
        top = scrolled_top(wparam, st.top, _rows(wm, win, st), n)
        if top != st.top:
            st.top = top
            _sync_scroll(wm, win, st)
            wm.invalidate(win, None, True)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK, WM_RBUTTONDOWN):
        x, y = lparam_xy(lparam)
        yield from take_focus(wm, win)
        i, sub = item_at(wm, win, x, y)
        if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and i >= 0 and \
                st.ex_style & LVS_EX_CHECKBOXES and on_state_icon(wm, win, st, i, x):
            # a click on the check box toggles it and leaves the selection alone
            yield from toggle(wm, win, st, i)
        elif msg == WM_LBUTTONDOWN and i >= 0 and ctrl_down(wm) and \
                not win.style & LVS_SINGLESEL:
            sel = st.items[i].state & LVIS_SELECTED
            yield from _set_state(wm, win, st, i, (0 if sel else LVIS_SELECTED) | LVIS_FOCUSED,
                                  LVIS_SELECTED | LVIS_FOCUSED)
            st.sel_mark = i
        elif msg != WM_LBUTTONDBLCLK:
            yield from _select_only(wm, win, st, i)     # a click on nothing deselects all
        if i >= 0 and msg == WM_LBUTTONDOWN and st.ex_style & LVS_EX_ONECLICKACTIVATE:
            yield from item_activate(wm, win, st, i, max(0, sub), (x, y))   # before NM_CLICK
        code = {WM_LBUTTONDOWN: NM_CLICK, WM_LBUTTONDBLCLK: NM_DBLCLK,
                WM_RBUTTONDOWN: NM_RCLICK}[msg]
        yield from notify(wm, win, code, notify_tail(NMITEMACTIVATE, wm.vm.ptr_size, iItem=i,
                                                     iSubItem=max(0, sub), ptAction=(x, y)))
        if i >= 0 and msg == WM_LBUTTONDBLCLK:
            yield from item_activate(wm, win, st, i, max(0, sub), (x, y))
        return 0
    if msg == WM_KEYDOWN:
        yield from notify(wm, win, LVN_KEYDOWN,
                          notify_tail(NMLVKEYDOWN, wm.vm.ptr_size, wVKey=wparam & 0xFFFF, flags=0))
        if wparam == VK_RETURN:
            yield from return_key(wm, win, st)
            return 0
        if wparam == VK_SPACE:
            # the focused item's check box toggles, then the item alone is selected
            cur = _next_item(st, -1, LVNI_FOCUSED)
            yield from toggle(wm, win, st, cur)
            if cur >= 0:
                yield from _select_only(wm, win, st, cur)
            return 0
        if n and wparam in (VK_UP, VK_DOWN, VK_HOME, VK_END, VK_PRIOR, VK_NEXT):
            cur = _next_item(st, -1, LVNI_FOCUSED)
            rows = _rows(wm, win, st)
            new = {VK_UP: cur - 1, VK_DOWN: cur + 1, VK_HOME: 0, VK_END: n - 1,
                   VK_PRIOR: cur - rows + 1, VK_NEXT: cur + rows - 1}[wparam]
            if cur < 0:
                new = 0
            yield from key_select(wm, win, st, max(0, min(n - 1, new)))
        return 0
    if msg in (WM_SETFOCUS, WM_KILLFOCUS):
        if owner_drawn(win):
            yield from draw_focus(wm, win, st, msg == WM_SETFOCUS,
                                  lambda i: _item_rect(wm, win, st, i, LVIR_BOUNDS))
        wm.invalidate(win, None, True)
        yield from notify(wm, win, NM_SETFOCUS if msg == WM_SETFOCUS else NM_KILLFOCUS)
        return 0
    if msg == WM_GETDLGCODE:
        return 0x1 | 0x4     # DLGC_WANTARROWS | DLGC_WANTCHARS
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        h = _header(wm, st)
        if h is not None:
            h.state["font"] = wparam
            yield from _place_header(wm, win, st)
        if lparam:
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == LVM_APPROXIMATEVIEWRECT:
        return _approximate_view_rect(wm, win, st, wparam, lparam)
    if LVM_FIRST <= msg <= LVM_LAST:
        # a list view message this control does not answer stops the guest naming it
        # (DefWindowProc's quiet 0 would be a wrong answer)
        raise Unimplemented("%s!SysListView32 message %#x" % (COMCTL32, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


#: Extended styles that make the header when set (Wine's test_create, of comctl32 5).
_HEADER_EX_STYLES = 0x10 | 0x1 | 0x20 | 0x2000000   # HEADERDRAGDROP, GRIDLINES,
#: FULLROWSELECT, HEADERINALLVIEWS
WS_VISIBLE = 0x10000000
WM_SHOWWINDOW, WM_ERASEBKGND = 0x18, 0x14
#: The header's styles: WS_CHILD, HDS_HORZ, HDS_FULLDRAG and HDS_DRAGDROP, and
#: HDS_BUTTONS unless the list view has LVS_NOSORTHEADER (fixed at creation: a later
#: change of that style leaves the header as it is, Wine's test_nosortheader).
HDS_BUTTONS, HDS_DRAGDROP, HDS_FULLDRAG = 0x2, 0x40, 0x80
LVS_NOSORTHEADER = 0x8000


WM_NOTIFYFORMAT, NF_QUERY, NF_REQUERY, NFR_ANSI, NFR_UNICODE = 0x55, 3, 4, 1, 2


def _query_format(wm, win):
    """Generator: ask the parent WM_NOTIFYFORMAT(NF_QUERY) which character set the
    notifications take (at creation and on NF_REQUERY): NFR_UNICODE, or ANSI for
    NFR_ANSI and for any other answer (a parent that answers 0 gets ANSI, Wine's
    test_notifyformat); the answer is returned."""
    parent = win.state.get("notify_to") or (win.parent if win.is_child else 0)
    r = 0
    if parent and wm.get(parent) is not None:
        r = (yield from wm.send(parent, WM_NOTIFYFORMAT, win.hwnd, NF_QUERY)) & 0xFFFFFFFF
    win.state["notify_wide"] = r == NFR_UNICODE
    return r


def ensure_header(wm, win, st):
    """Generator: make the SysHeader32 child that holds the columns, when it is not
    there yet (its handle: LVM_GETHEADER, and GetDlgItem(list, 0))."""
    if st.header:
        return
    style = 0x40000000 | HDS_FULLDRAG | HDS_DRAGDROP
    if not win.style & LVS_NOSORTHEADER:
        style |= HDS_BUTTONS
    st.header = yield from create_window(wm.vm, 0, hdr.HEADER_CLASS, "", style,
                                         0, 0, 0, 0, win.hwnd, 0, 0, 0, True)
    h = wm.get(st.header)
    if h is not None:
        h.state["font"] = win.state.get("font", 0)
    yield from _place_header(wm, win, st)
    if win.style & LVS_TYPEMASK != LVS_REPORT and h is not None:
        h.style &= ~WS_VISIBLE         # shown in report view only


def _delete_all(wm, win, st, destroying):
    """Generator: LVM_DELETEALLITEMS, and the control's own at WM_DESTROY: the
    selection, focus and mark go without notifications; LVN_DELETEALLITEMS is sent even
    for an empty list (not by a virtual list being destroyed), then, unless the parent
    answered TRUE to it, LVN_DELETEITEM for each item from the last to the first (a
    virtual list has no items to announce) — Wine's test_destroynotify."""
    owner = win.style & LVS_OWNERDATA
    suppress = 0
    if not (owner and destroying):
        suppress, _ = yield from notify(wm, win, LVN_DELETEALLITEMS, _nmlistview(wm.vm.ptr_size, -1, 0))
    for item in st.items:
        item.state &= ~(LVIS_SELECTED | LVIS_FOCUSED)
    st.sel_mark = -1
    for i in range(len(st.items) - 1, -1, -1):
        if not owner and not suppress:
            yield from notify(wm, win, LVN_DELETEITEM,
                              _nmlistview(wm.vm.ptr_size, i, 0, param=st.items[i].param))
        del st.items[i]
    st.top = 0
    if not destroying:
        wm.invalidate(win, None, True)


def _approximate_view_rect(wm, win, st, count, size):
    """LVM_APPROXIMATEVIEWRECT in report view: the width and height ``count`` items
    (-1: as many as it has) would take, as MAKELONG(cx, cy). With items, an item's box
    times the count; with none, the size asked for (LOWORD/HIWORD of lParam), each -1
    (0xFFFF) standing for the list area's current one — as comctl32 6 measures it
    (Wine 8 agrees). AutoHotkey sizes its "r5" list views with it."""
    if win.style & 3 != 1:      # LVS_TYPEMASK: not LVS_REPORT
        raise Unimplemented("%s!LVM_APPROXIMATEVIEWRECT in the small icon and list views"
                            % COMCTL32)
    n = len(st.items)
    count = n if s32(count) == -1 else s32(count)
    cx, cy = size & 0xFFFF, (size >> 16) & 0xFFFF
    if n:
        l, t, r, b = _item_rect(wm, win, st, 0, LVIR_BOUNDS)
        cx, cy = r - l, (b - t) * count
    else:
        cw, ch = win.client_size()
        if cy == 0xFFFF:
            cy = ch - _header_h(wm, win, st)
        if cx == 0xFFFF:
            cx = cw
    return ((cy & 0xFFFF) << 16) | (cx & 0xFFFF)


def _hscroll(wm, win, st, wparam):
    """Generator: WM_HSCROLL moves the report sideways: a line is a pixel (as Wine 8's
    report view scrolls), a page the client width, a thumb its position."""
    cw = win.client_size()[0]
    wide = columns_width(wm, st)
    code = wparam & 0xFFFF
    left = {0: st.left - 1, 1: st.left + 1, 2: st.left - cw, 3: st.left + cw,
            4: wparam >> 16, 5: wparam >> 16, 6: 0, 7: wide}.get(code, st.left)
    yield from _scroll_to(wm, win, st, left)


def _scroll_to(wm, win, st, left):
    """Generator: put the report's horizontal position at ``left`` (kept within the
    columns): the rows, the header and the bar follow."""
    left = max(0, min(max(0, columns_width(wm, st) - win.client_size()[0]), left))
    if left != st.left:
        st.left = left
        _sync_scroll(wm, win, st)
        yield from _place_header(wm, win, st)
        wm.invalidate(win, None, True)


def _scroll(wm, win, st, dx, dy):
    """Generator: LVM_SCROLL in report view: ``dy`` pixels, rounded to whole rows away
    from zero (a part of a row scrolls a row, as under Wine 8), moves the top row within
    the items; ``dx`` pixels sideways, within the columns (a report whose columns fit the
    client area stays at 0, as comctl32 clamps it). The other views stop the guest naming
    them. TRUE."""
    if win.style & LVS_TYPEMASK != LVS_REPORT:
        raise Unimplemented("%s!LVM_SCROLL outside report view" % COMCTL32)
    if dx:
        yield from _scroll_to(wm, win, st, st.left + dx)
    h = row_height(wm, win)
    rows = (dy + h - 1) // h if dy > 0 else -((-dy + h - 1) // h)
    if rows:
        top = max(0, min(max(0, len(st.items) - _rows(wm, win, st)), st.top + rows))
        if top != st.top:
            st.top = top
            _sync_scroll(wm, win, st)
            wm.invalidate(win, None, True)
    return 1
