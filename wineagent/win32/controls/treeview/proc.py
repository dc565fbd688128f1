"""The SysTreeView32 window procedure: the TVM_* messages, painting, scrolling, the
mouse (clicks on buttons and labels, NM_CLICK) and the keyboard (TVN_KEYDOWN, moving,
expanding and collapsing)."""

from ...core.bits import s32
from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.messages import (WM_CHAR, WM_CREATE, WM_DESTROY, WM_GETDLGCODE, WM_GETFONT, WM_KEYDOWN,
                              WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_PAINT,
                              WM_NCDESTROY, WM_RBUTTONDOWN, WM_SETFOCUS, WM_SETFONT, WM_SIZE)
from ...core.structures import NMTVKEYDOWN, POINT, RECT, STYLESTRUCT, TVHITTESTINFO, TVSORTCB
from ...user.scrollbars import WM_MOUSEWHEEL, wheel_lines
from ...user.window import begin_paint, def_window_proc, end_paint, take_focus
from ..builtin_common import is_wide, lparam_xy
from ..comctl_shared import font_message, notify, notify_tail, scrolled_top
from .display import _has_children, _image, _text
from .tips import (TVM_GETSCROLLTIME, TVM_GETTOOLTIPS, TVM_SETSCROLLTIME, TVM_SETTOOLTIPS,
                   TVS_NOTOOLTIPS, drop_tooltip, make_tooltip, tooltips_style)
from .items import (_delete, _ensure_visible, _expand, _get_item, _insert, _next, _select,
                    _set_item, _sort_children, single_expand)
from .layout import _hit, _label_rect, _rows, _sync_scroll, item_height, visible_items
from .edit import EN_KILLFOCUS, TVM_ENDEDITLABELNOW, WM_COMMAND, begin_edit, editing, end_edit
from .paint import _paint
from .rclick import right_click
from .memory import free_all, set_layout
from .checks import checkboxes_on, free_checks, paint_checkboxes, toggle_check
from .state import (TVHT_ONITEMSTATEICON, NM_CLICK, NM_DBLCLK, NM_KILLFOCUS, NM_RETURN, NM_SETFOCUS,
                    TVC_BYKEYBOARD, TVC_BYMOUSE, TVC_UNKNOWN, TVE_COLLAPSE,
                    TVE_EXPAND, TVE_TOGGLE, TVGN_CARET, TVGN_CHILD, TVGN_DROPHILITE, TVGN_FIRSTVISIBLE,
                    TVHT_ONITEMBUTTON, TVHT_ONITEMICON, TVHT_ONITEMLABEL, TVIS_DROPHILITED,
                    TVIS_EXPANDED, TVIS_SELECTED, TVI_ROOT, TVM_DELETEITEM, TVM_EDITLABELA,
                    TVM_EDITLABELW, TVM_ENSUREVISIBLE, TVM_EXPAND, TVM_GETBKCOLOR,
                    TVM_GETCOUNT, TVM_GETEDITCONTROL, TVM_GETIMAGELIST, TVM_GETINDENT,
                    TVM_GETITEMA, TVM_GETITEMHEIGHT, TVM_GETITEMRECT, TVM_GETITEMSTATE,
                    TVM_GETITEMW, TVM_GETNEXTITEM, TVM_GETTEXTCOLOR, TVM_GETUNICODEFORMAT,
                    TVM_GETVISIBLECOUNT, TVM_HITTEST, TVM_INSERTITEMA, TVM_INSERTITEMW,
                    TVM_SELECTITEM, TVM_SETBKCOLOR, TVM_SETIMAGELIST, TVM_SETINDENT,
                    TVM_SETITEMA, TVM_SETITEMHEIGHT, TVM_SETITEMW, TVM_SETTEXTCOLOR,
                    TVM_SETUNICODEFORMAT, TVM_SORTCHILDREN, TVM_SORTCHILDRENCB, TVN_KEYDOWN,
                    TVS_FULLROWSELECT, VK_ADD, VK_DOWN, VK_END, VK_HOME,
                    VK_LEFT, VK_MULTIPLY, VK_NEXT, VK_PRIOR, VK_RETURN, VK_RIGHT,
                    VK_SUBTRACT, VK_UP, WM_VSCROLL, _node, _st)
from ..comctl_shared import repaint_on_theme_change


VK_SPACE, GWL_STYLE, WM_STYLECHANGED = 0x20, 0xFFFFFFF0, 0x7D
TV_FIRST = 0x1100
TVM_SETINSERTMARKCOLOR, TVM_GETINSERTMARKCOLOR = 0x1125, 0x1126
TVM_SETLINECOLOR, TVM_GETLINECOLOR = 0x1128, 0x1129
TVS_NONEVENHEIGHT = 0x4000


def _key(wm, win, st, vk):
    """Generator: keyboard navigation."""
    rows = [n for n, _ in visible_items(st)]
    if not rows:
        return
    cur = _node(st, st.sel)
    k = rows.index(cur) if cur in rows else -1
    page = _rows(wm, win)
    target = None
    if vk in (VK_UP, VK_DOWN, VK_HOME, VK_END, VK_PRIOR, VK_NEXT):
        k2 = {VK_UP: k - 1, VK_DOWN: k + 1, VK_HOME: 0, VK_END: len(rows) - 1,
              VK_PRIOR: k - page + 1, VK_NEXT: k + page - 1}[vk]
        target = rows[max(0, min(len(rows) - 1, k2 if k >= 0 else 0))]
    elif cur is not None and vk == VK_LEFT:
        if cur.state & TVIS_EXPANDED:
            yield from _expand(wm, win, st, cur, TVE_COLLAPSE, True)
        elif cur.parent is not st.root:
            target = cur.parent
    elif cur is not None and vk == VK_RIGHT:
        if not cur.state & TVIS_EXPANDED:
            yield from _expand(wm, win, st, cur, TVE_EXPAND, True)
        elif cur.children:
            target = cur.children[0]
    elif cur is not None and vk in (VK_ADD, VK_SUBTRACT):
        yield from _expand(wm, win, st, cur, TVE_EXPAND if vk == VK_ADD else TVE_COLLAPSE,
                           True)
    elif cur is not None and vk == VK_MULTIPLY:
        def expand_all(n):
            yield from _expand(wm, win, st, n, TVE_EXPAND, True)
            for ch in list(n.children):
                yield from expand_all(ch)
        yield from expand_all(cur)
    if target is not None:
        yield from _select(wm, win, st, target, TVC_BYKEYBOARD)


@repaint_on_theme_change()
def treeview_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysTreeView32."""
    st = _st(win)
    vm = wm.vm
    if msg == WM_CREATE:
        set_layout(vm, st)          # the item blocks of the version that made the control
        if not win.style & TVS_NOTOOLTIPS:
            yield from make_tooltip(wm, win, st)
        return 0
    if msg == WM_STYLECHANGED:
        if wparam & 0xFFFFFFFF == GWL_STYLE and lparam:
            ss = STYLESTRUCT.at(vm.mem, lparam, vm.ptr_size)
            old, new = ss.styleOld, ss.styleNew
            checkboxes_on(wm, win, st, old, new)
            yield from tooltips_style(wm, win, st, old, new)
        return 0
    if msg == TVM_SETTOOLTIPS:
        old, st.tooltips = st.tooltips, wparam
        return old
    if msg == TVM_GETTOOLTIPS:
        return st.tooltips
    if msg == TVM_SETSCROLLTIME:
        old, st.scroll_time = st.scroll_time, wparam & 0xFFFFFFFF
        return old
    if msg == TVM_GETSCROLLTIME:
        return st.scroll_time
    if msg == WM_DESTROY:
        # the items go with the control, each announced (TVN_DELETEITEM, children
        # first), as TVM_DELETEITEM(TVI_ROOT) would (Windows, Wine's treeview.c)
        for child in list(st.root.children):
            yield from _delete(wm, win, st, child)
        yield from drop_tooltip(wm, st)
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_NCDESTROY:
        free_checks(vm, st)         # the check box list the control made
        free_all(vm, st)            # the items' blocks go with the control
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_PAINT:
        paint_checkboxes(wm, win, st)       # TVS_CHECKBOXES' list, made late (``checks``)
        rows = visible_items(st)
        _sync_scroll(wm, win, st, len(rows))
        shown = []
        for k in range(st.top, min(len(rows), st.top + _rows(wm, win) + 1)):
            node, depth = rows[k]
            selected = bool(node.state & TVIS_SELECTED)
            text = yield from _text(wm, win, st, node)
            image = yield from _image(wm, win, st, node, selected)
            has = yield from _has_children(wm, win, st, node)
            shown.append((k, node, depth, text, image, has))
        dc = begin_paint(vm, win)
        try:
            yield from _paint(wm, win, st, dc, rows, shown)
        finally:
            end_paint(vm, win, dc)
        return 0
    if msg in (TVM_INSERTITEMA, TVM_INSERTITEMW):
        return _insert(wm, win, st, lparam, msg == TVM_INSERTITEMW) if lparam else 0
    if msg == TVM_DELETEITEM:
        # TVI_ROOT at its 32 significant bits (SendMessage's lParam is signed, and a
        # 64-bit program's TVI_ROOT is sign-extended)
        node = st.root if lparam & 0xFFFFFFFF in (0, TVI_ROOT) else _node(st, lparam)
        if node is None:
            return 0
        yield from _delete(wm, win, st, node)
        return 1
    if msg == TVM_EXPAND:
        node = _node(st, lparam)
        if node is None:
            return 0
        return 1 if (yield from _expand(wm, win, st, node, wparam, False)) else 0
    if msg == TVM_GETNEXTITEM:
        # TVGN_CHILD of TVI_ROOT (or NULL) is the first top-level item, as Windows and
        # Wine answer (wxWidgets' hidden-root trees walk their items from it)
        code = wparam & 0xFF
        start = st.root if code == TVGN_CHILD and lparam & 0xFFFFFFFF in (0, TVI_ROOT) \
            else _node(st, lparam)
        node = _next(st, start, code)
        return node.handle if node is not None else 0
    if msg == TVM_SELECTITEM:
        node = _node(st, lparam)
        code = wparam & 0xFF
        if lparam and node is None:
            return 0
        if code == TVGN_CARET:
            old = _node(st, st.sel)
            if not (yield from _select(wm, win, st, node, TVC_UNKNOWN)):
                return 0
            if node is not old:
                yield from single_expand(wm, win, st, old, node)
            return 1
        if code == TVGN_FIRSTVISIBLE:
            rows = [n for n, _ in visible_items(st)]
            if node in rows:
                st.top = rows.index(node)
                wm.invalidate(win, None, True)
            return 1
        if code == TVGN_DROPHILITE:
            old = _node(st, st.drop)
            if old is not None:
                old.state &= ~TVIS_DROPHILITED
            st.drop = lparam if node is not None else 0
            if node is not None:
                node.state |= TVIS_DROPHILITED
            wm.invalidate(win, None, True)
            return 1
        return 0
    if msg in (TVM_GETITEMA, TVM_GETITEMW):
        return (yield from _get_item(wm, win, st, lparam, msg == TVM_GETITEMW)) if lparam else 0
    if msg in (TVM_SETITEMA, TVM_SETITEMW):
        return _set_item(wm, win, st, lparam, msg == TVM_SETITEMW) if lparam else 0
    if msg == TVM_GETITEMSTATE:
        node = _node(st, wparam)
        return node.state & lparam if node is not None else 0
    if msg == TVM_HITTEST:
        ht = TVHITTESTINFO.at(vm.mem, lparam, vm.ptr_size)
        x, y = POINT.values(vm.mem, ht.ptr("pt"))
        node, flags = yield from _hit(wm, win, st, x, y)
        ht.flags = flags
        ht.hItem = node.handle if node is not None else 0
        return node.handle if node is not None else 0
    if msg == TVM_GETITEMRECT:
        h = vm.mem.u32(lparam)     # the item's handle, where the RECT is to go
        rows = visible_items(st)
        idx = next((k for k, (n, _) in enumerate(rows) if n.handle == h), None)
        if idx is None:
            return 0
        node, depth = rows[idx]
        text = yield from _text(wm, win, st, node)
        _, rect = _label_rect(wm, win, st, node, depth, idx, text)
        if not wparam:       # the whole row
            rect = (0, rect[1], win.client_size()[0], rect[3])
        vm.mem.write(lparam, RECT.pack_values(*rect))
        return 1
    if msg == TVM_GETCOUNT:
        return len(st.nodes)
    if msg == TVM_GETINDENT:
        return st.indent
    if msg == TVM_SETINDENT:
        st.indent = max(s32(wparam), 5)
        wm.invalidate(win, None, True)
        return 0
    if msg == TVM_GETIMAGELIST:
        return st.himl.get(wparam, 0)
    if msg == TVM_SETIMAGELIST:
        if wparam not in st.himl:
            return 0
        old, st.himl[wparam] = st.himl[wparam], lparam
        wm.invalidate(win, None, True)
        return old
    if msg == TVM_GETVISIBLECOUNT:
        return _rows(wm, win)
    if msg == TVM_ENSUREVISIBLE:
        node = _node(st, lparam)
        if node is None:
            return 0
        p = node.parent
        while p is not None and p is not st.root:
            if not p.state & TVIS_EXPANDED:
                yield from _expand(wm, win, st, p, TVE_EXPAND, False)
            p = p.parent
        _ensure_visible(wm, win, st, node)
        return 1
    if msg == TVM_SORTCHILDREN:
        # Windows' answers (Wine's test_TVM_SORTCHILDREN, written against Windows): NULL or
        # TVI_ROOT sorts the top-level items, an item without children answers FALSE, and
        # fRecurse (wParam) changes nothing: one level is sorted either way
        top = lparam & 0xFFFFFFFF in (0, TVI_ROOT)
        node = st.root if top else _node(st, lparam)
        if node is None or not node.children:
            return 0
        return (yield from _sort_children(wm, win, st, node))
    if msg == TVM_SORTCHILDRENCB:
        cb = TVSORTCB.at(vm.mem, lparam, vm.ptr_size)
        parent_h, fn = cb.hParent, cb.lpfnCompare
        lp = cb.lParam & ((1 << 8 * vm.ptr_size) - 1)
        node = st.root if parent_h in (0, TVI_ROOT) else _node(st, parent_h)
        if node is None:
            return 0
        return (yield from _sort_children(wm, win, st, node, (fn, lp)))
    if msg == TVM_SETITEMHEIGHT:
        old = item_height(wm, win)
        st.height = 0 if s32(wparam) == -1 else max(1, s32(wparam))
        if st.height > 1 and not win.style & TVS_NONEVENHEIGHT:
            st.height &= ~1     # an odd height is rounded down (Windows documents it)
        wm.invalidate(win, None, True)
        return old
    if msg == TVM_GETITEMHEIGHT:
        return item_height(wm, win)
    if msg in (TVM_SETBKCOLOR, TVM_SETTEXTCOLOR):
        attr = "bk" if msg == TVM_SETBKCOLOR else "fg"
        old = getattr(st, attr)
        setattr(st, attr, lparam)
        wm.invalidate(win, None, True)
        return old
    if msg in (TVM_GETBKCOLOR, TVM_GETTEXTCOLOR):
        return st.bk if msg == TVM_GETBKCOLOR else st.fg
    if msg in (TVM_SETUNICODEFORMAT, TVM_GETUNICODEFORMAT):
        old = 1 if is_wide(win) else 0
        if msg == TVM_SETUNICODEFORMAT:
            win.unicode = bool(wparam)
        return old
    if msg in (TVM_EDITLABELA, TVM_EDITLABELW):
        return (yield from begin_edit(wm, win, st, _node(st, lparam) if lparam else None))
    if msg == TVM_GETEDITCONTROL:
        return editing(wm, st)      # 0: no label is being edited
    if msg == TVM_ENDEDITLABELNOW:
        return 1 if (yield from end_edit(wm, win, st, bool(wparam))) else 0
    if msg == WM_COMMAND:
        # the label edit's EN_KILLFOCUS (from that edit only) ends the edit, keeping it
        if wparam >> 16 == EN_KILLFOCUS and lparam and lparam == editing(wm, st):
            yield from end_edit(wm, win, st, False)
        return 0
    if msg == WM_MOUSEWHEEL:
        # Wine's tree view: SPI_GETWHEELSCROLLLINES items a notch.
        rows, count = _rows(wm, win), len(visible_items(st))
        top = max(0, min(max(0, count - rows), st.top + wheel_lines(win, msg, wparam)))
        if top != st.top:
            st.top = top
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_VSCROLL:
        top = scrolled_top(wparam, st.top, _rows(wm, win), len(visible_items(st)))
        if top != st.top:
            st.top = top
            wm.invalidate(win, None, True)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK, WM_RBUTTONDOWN):
        x, y = lparam_xy(lparam)
        yield from take_focus(wm, win)
        node, flags = yield from _hit(wm, win, st, x, y)
        if msg == WM_RBUTTONDOWN:
            ox, oy = wm.client_origin(win)
            yield from right_click(wm, win, (ox + x, oy + y))
            return 0
        if msg == WM_LBUTTONDOWN:
            if node is not None and flags == TVHT_ONITEMBUTTON:
                yield from _expand(wm, win, st, node, TVE_TOGGLE, True)
            elif node is not None and flags == TVHT_ONITEMSTATEICON:
                toggle_check(wm, win, st, node)     # a check box clicked
            elif node is not None and flags & (TVHT_ONITEMICON | TVHT_ONITEMLABEL) or \
                    node is not None and win.style & TVS_FULLROWSELECT:
                old = _node(st, st.sel)
                if (yield from _select(wm, win, st, node, TVC_BYMOUSE)) and node is not old:
                    yield from single_expand(wm, win, st, old, node)
            yield from notify(wm, win, NM_CLICK)
            return 0
        handled, _ = yield from notify(wm, win, NM_DBLCLK)
        if not handled and node is not None and flags & (TVHT_ONITEMICON | TVHT_ONITEMLABEL):
            yield from _expand(wm, win, st, node, TVE_TOGGLE, True)
        return 0
    if msg == WM_KEYDOWN:
        yield from notify(wm, win, TVN_KEYDOWN,
                          notify_tail(NMTVKEYDOWN, vm.ptr_size, wVKey=wparam & 0xFFFF, flags=0))
        if wparam == VK_RETURN:
            yield from notify(wm, win, NM_RETURN)
            return 0
        if wparam == VK_SPACE and _node(st, st.sel) is not None:
            toggle_check(wm, win, st, _node(st, st.sel))    # the selected item's box
            return 0
        yield from _key(wm, win, st, wparam)
        return 0
    if msg == WM_CHAR:
        return 0        # incremental search is not kept; characters are consumed
    if msg in (WM_SETFOCUS, WM_KILLFOCUS):
        wm.invalidate(win, None, True)
        yield from notify(wm, win, NM_SETFOCUS if msg == WM_SETFOCUS else NM_KILLFOCUS)
        return 0
    if msg == WM_GETDLGCODE:
        return 0x1 | 0x4     # DLGC_WANTARROWS | DLGC_WANTCHARS
    if msg in (WM_SETFONT, WM_GETFONT):
        return font_message(wm, win, msg, wparam, lparam)
    if msg == WM_SIZE:
        st.scroll_key = None
        wm.invalidate(win, None, True)
        return 0
    if msg in (TVM_SETLINECOLOR, TVM_SETINSERTMARKCOLOR):
        # CLR_DEFAULT at first; the previous colour answered
        attr = "line_color" if msg == TVM_SETLINECOLOR else "mark_color"
        old = getattr(st, attr)
        setattr(st, attr, lparam & 0xFFFFFFFF)
        wm.invalidate(win, None, True)
        return old
    if msg in (TVM_GETLINECOLOR, TVM_GETINSERTMARKCOLOR):
        return st.line_color if msg == TVM_GETLINECOLOR else st.mark_color
    if TV_FIRST <= msg < TV_FIRST + 0x100:
        # a tree view message this control does not answer stops the guest naming it
        # (DefWindowProc's quiet 0 would be a wrong answer)
        raise Unimplemented("%s!SysTreeView32 message %#x" % (COMCTL32, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
