"""SysListView32, the list view, in report view (LVS_REPORT): a SysHeader32 child holds
the columns, rows below it show each item's small icon, its text and its subitems' texts,
drawn like comctl32 5.8 in the Windows 2000 classic scheme.

Items: LVM_INSERTITEM/GETITEM/SETITEM (A and W, with LPSTR_TEXTCALLBACK and
I_IMAGECALLBACK answered by LVN_GETDISPINFO from the parent), DELETEITEM,
DELETEALLITEMS, GETITEMCOUNT, SETITEMCOUNT, GET/SETITEMSTATE, GET/SETITEMTEXT,
GETNEXTITEM, FINDITEM, GETSELECTEDCOUNT, SORTITEMS(EX) (the guest's compare function),
GETITEMRECT, GETSUBITEMRECT, HITTEST, SUBITEMHITTEST, ENSUREVISIBLE, GETTOPINDEX,
GETCOUNTPERPAGE, REDRAWITEMS, UPDATE. Columns: LVM_INSERTCOLUMN/GETCOLUMN/SETCOLUMN (A and
W), DELETECOLUMN, GET/SETCOLUMNWIDTH, GETHEADER, GET/SETCOLUMNORDERARRAY. Colours,
image lists, extended styles (full-row select and grid lines are drawn).

Notifications (WM_NOTIFY to the parent): LVN_ITEMCHANGING/ITEMCHANGED for every state or
field change, LVN_INSERTITEM, LVN_DELETEITEM, LVN_DELETEALLITEMS, LVN_COLUMNCLICK (from
the header's HDN_ITEMCLICK), LVN_GETDISPINFO (A or W as the control was created),
LVN_KEYDOWN, NM_CLICK/NM_DBLCLK/NM_RCLICK, NM_RETURN, NM_SETFOCUS/NM_KILLFOCUS.
Clicking an item selects and focuses it (Ctrl toggles, unless LVS_SINGLESEL); Up/Down,
Home/End move the selection. The rows scroll with the standard vertical bar.

A virtual list (LVS_OWNERDATA) has LVM_SETITEMCOUNT items whose texts all come from
LVN_GETDISPINFO; the control keeps their states. Owner draw, check boxes and label
editing stop the guest as unimplemented when the program asks for them.

The class's window procedure is ``listview_views.listview_proc``: it answers what the
list, small icon and icon views lay out differently and passes the rest (and every
message in report view) to :func:`listview_proc` here, which keeps the items of every view.
"""

import struct

from ...abi.api import Unimplemented
from ..core.bits import s32
from ..core.messages import (WM_CREATE, WM_GETDLGCODE, WM_GETFONT, WM_KEYDOWN, WM_KILLFOCUS,
                             WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_PAINT, WM_RBUTTONDOWN,
                             WM_SETFOCUS, WM_SETFONT, WM_SIZE)
from ..gdi.colors import SYS_COLORS, rgb
from ..user.scrollbars import (SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, WM_MOUSEWHEEL, set_info,
                              wheel_lines)
from ..user.window import begin_paint, create_window, def_window_proc, end_paint, take_focus
from .comctl_shared import (CLR_DEFAULT, CLR_NONE, LPSTR_TEXTCALLBACK, focus_rect,
                            guest_sort, notify, read_item_text, scrolled_top,
                            write_item_text)
from .builtin_common import WHITE, ctl_font, ctrl_down, draw_child_frame, is_wide, lparam_xy
from . import header as hdr
from .imagelist import draw_image, image_list
from ..core.dllnames import COMCTL32

__all__ = ["listview_proc", "LISTVIEW_CLASS", "row_height", "item_at", "ListViewState",
           "LVItem"]

LISTVIEW_CLASS = "SysListView32"
WM_NOTIFY, WM_VSCROLL, WM_STYLECHANGED = 0x4E, 0x115, 0x7D
LVM_SETBKCOLOR, LVM_GETIMAGELIST, LVM_SETIMAGELIST = 0x1001, 0x1002, 0x1003
LVM_GETITEMCOUNT = 0x1004
LVM_GETITEMA, LVM_SETITEMA, LVM_INSERTITEMA, LVM_DELETEITEM = 0x1005, 0x1006, 0x1007, 0x1008
LVM_DELETEALLITEMS, LVM_GETNEXTITEM, LVM_FINDITEMA = 0x1009, 0x100C, 0x100D
LVM_GETITEMRECT, LVM_HITTEST, LVM_ENSUREVISIBLE = 0x100E, 0x1012, 0x1013
LVM_REDRAWITEMS, LVM_ARRANGE, LVM_GETCOLUMNA, LVM_SETCOLUMNA = 0x1015, 0x1016, 0x1019, 0x101A
LVM_INSERTCOLUMNA, LVM_DELETECOLUMN, LVM_GETCOLUMNWIDTH = 0x101B, 0x101C, 0x101D
LVM_SETCOLUMNWIDTH, LVM_GETHEADER = 0x101E, 0x101F
LVM_GETTEXTCOLOR, LVM_SETTEXTCOLOR = 0x1023, 0x1024
LVM_GETTEXTBKCOLOR, LVM_SETTEXTBKCOLOR, LVM_GETTOPINDEX = 0x1025, 0x1026, 0x1027
LVM_GETCOUNTPERPAGE, LVM_UPDATE, LVM_SETITEMSTATE, LVM_GETITEMSTATE = 0x1028, 0x102A, 0x102B, 0x102C
LVM_GETITEMTEXTA, LVM_SETITEMTEXTA, LVM_SETITEMCOUNT, LVM_SORTITEMS = 0x102D, 0x102E, 0x102F, 0x1030
LVM_GETSELECTEDCOUNT, LVM_SETEXTENDEDLISTVIEWSTYLE = 0x1032, 0x1036
LVM_GETEXTENDEDLISTVIEWSTYLE, LVM_GETSUBITEMRECT, LVM_SUBITEMHITTEST = 0x1037, 0x1038, 0x1039
LVM_SETCOLUMNORDERARRAY, LVM_GETCOLUMNORDERARRAY = 0x103A, 0x103B
LVM_GETBKCOLOR = 0x1000
LVM_GETITEMW, LVM_SETITEMW, LVM_INSERTITEMW = 0x104B, 0x104C, 0x104D
LVM_SORTITEMSEX, LVM_FINDITEMW = 0x1051, 0x1053
LVM_GETCOLUMNW, LVM_SETCOLUMNW, LVM_INSERTCOLUMNW = 0x105F, 0x1060, 0x1061
LVM_GETITEMTEXTW, LVM_SETITEMTEXTW = 0x1073, 0x1074
LVM_SETUNICODEFORMAT, LVM_GETUNICODEFORMAT = 0x2005, 0x2006
LVIF_TEXT, LVIF_IMAGE, LVIF_PARAM, LVIF_STATE, LVIF_INDENT = 0x1, 0x2, 0x4, 0x8, 0x10
LVIF_DI_SETITEM = 0x1000
LVIS_FOCUSED, LVIS_SELECTED = 0x1, 0x2
LVCF_FMT, LVCF_WIDTH, LVCF_TEXT, LVCF_SUBITEM, LVCF_IMAGE, LVCF_ORDER = 1, 2, 4, 8, 0x10, 0x20
LVNI_FOCUSED, LVNI_SELECTED, LVNI_ABOVE, LVNI_BELOW = 0x1, 0x2, 0x100, 0x200
LVNI_TOLEFT, LVNI_TORIGHT = 0x400, 0x800
LVFI_PARAM, LVFI_STRING, LVFI_PARTIAL, LVFI_WRAP = 0x1, 0x2, 0x8, 0x20
LVIR_BOUNDS, LVIR_ICON, LVIR_LABEL, LVIR_SELECTBOUNDS = 0, 1, 2, 3
LVHT_NOWHERE, LVHT_ONITEMICON, LVHT_ONITEMLABEL = 0x1, 0x2, 0x4
LVS_TYPEMASK, LVS_REPORT, LVS_SINGLESEL, LVS_SHOWSELALWAYS = 0x3, 0x1, 0x4, 0x8
LVS_SORTASCENDING, LVS_SORTDESCENDING, LVS_OWNERDRAWFIXED = 0x10, 0x20, 0x400
LVS_OWNERDATA, LVS_NOCOLUMNHEADER, LVS_EDITLABELS = 0x1000, 0x4000, 0x200
LVS_EX_GRIDLINES, LVS_EX_CHECKBOXES, LVS_EX_FULLROWSELECT = 0x1, 0x4, 0x20
LVSIL_NORMAL, LVSIL_SMALL, LVSIL_STATE = 0, 1, 2
I_IMAGECALLBACK = -1
LVN_ITEMCHANGING, LVN_ITEMCHANGED, LVN_INSERTITEM, LVN_DELETEITEM = -100, -101, -102, -103
LVN_DELETEALLITEMS, LVN_COLUMNCLICK, LVN_KEYDOWN = -104, -108, -155
LVN_GETDISPINFOA, LVN_GETDISPINFOW = -150, -177
NM_CLICK, NM_DBLCLK, NM_RETURN, NM_RCLICK, NM_SETFOCUS, NM_KILLFOCUS = -2, -3, -4, -5, -7, -8
HDN_ITEMCLICKA, HDN_ITEMCLICKW = -302, -322
HDN_ITEMCHANGEDA, HDN_ITEMCHANGEDW = -301, -321
VK_RETURN, VK_END, VK_HOME, VK_UP, VK_DOWN = 0xD, 0x23, 0x24, 0x26, 0x28
VK_PRIOR, VK_NEXT = 0x21, 0x22
CELL_PAD = 6          # text inset of a subitem cell
LABEL_PAD = 2         # text inset of the item's own label


class LVItem:
    """One list view item: its texts (item, then subitems; None: LPSTR_TEXTCALLBACK)."""

    def __init__(self, virtual=False):
        self.texts = [None] if virtual else [""]
        self.image, self.param, self.state, self.indent = 0, 0, 0, 0
        self.virtual = virtual

    def text(self, sub):
        """The stored text of column ``sub`` ("" when never set; None: ask the parent,
        always for an item of an LVS_OWNERDATA list)."""
        if self.virtual:
            return None
        return self.texts[sub] if sub < len(self.texts) else ""


class ListViewState:
    """Items, image lists, colours, scroll position and the header window."""

    def __init__(self):
        self.items = []
        self.himl = {LVSIL_NORMAL: 0, LVSIL_SMALL: 0, LVSIL_STATE: 0}
        self.bk, self.text_color, self.text_bk = SYS_COLORS_WINDOW, CLR_DEFAULT, CLR_DEFAULT
        self.ex_style = 0
        self.top = 0
        self.header = 0
        self.callback_mask = 0
        self.scroll_key = None


SYS_COLORS_WINDOW = 0xFFFFFF


def _st(win):
    st = win.state.get("listview")
    if st is None:
        st = win.state["listview"] = ListViewState()
    return st


def _check_view(win):
    if win.style & LVS_OWNERDRAWFIXED:
        raise Unimplemented("%s class %s (LVS_OWNERDRAWFIXED)" % (COMCTL32, LISTVIEW_CLASS))


def _header(wm, st):
    return wm.get(st.header) if st.header else None


def _columns(wm, st):
    h = _header(wm, st)
    return hdr.header_items(h) if h is not None else None


def row_height(wm, win):
    """Height of a report row: max(font line height, small icon height) + 1."""
    st = _st(win)
    h = ctl_font(wm, win).line_height
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    if il is not None:
        h = max(h, il.cy)
    return h + 1


def _header_h(wm, win, st):
    h = _header(wm, st)
    return h.h if h is not None and h.style & 0x10000000 else 0


def _rows(wm, win, st):
    """Rows that fit below the header."""
    return max(1, (win.client_size()[1] - _header_h(wm, win, st)) // row_height(wm, win))


def _row_top(wm, win, st, i):
    return _header_h(wm, win, st) + (i - st.top) * row_height(wm, win)


def item_at(wm, win, x, y):
    """(item index, subitem) at client (x, y), or (-1, -1)."""
    st = _st(win)
    hh = _header_h(wm, win, st)
    if y < hh:
        return -1, -1
    i = st.top + (y - hh) // row_height(wm, win)
    if not 0 <= i < len(st.items):
        return -1, -1
    cols = _columns(wm, st)
    for sub, (l, r) in (hdr.item_rects(_header(wm, st)).items() if cols else ()):
        if l <= x < r:
            return i, sub
    return -1, -1


def _sync_scroll(wm, win, st):
    rows = _rows(wm, win, st)
    n = len(st.items)
    st.top = max(0, min(st.top, max(0, n - rows)))
    key = (n, rows, st.top)
    if key != st.scroll_key:
        st.scroll_key = key
        set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0, max(0, n - 1), rows,
                 st.top)


def _lvitem(wm, ptr):
    """LVITEM: mask, iItem, iSubItem, state, stateMask, pszText, cchTextMax, iImage,
    lParam, iIndent."""
    return list(struct.unpack("<IiiIIIiiIi", wm.vm.mem.read(ptr, 40)))


def _disp_text(wm, win, st, i, sub):
    """Generator: an item's text, asking the parent (LVN_GETDISPINFO) for callbacks."""
    item = st.items[i]
    text = item.text(sub)
    if text is not None:
        return text
    return (yield from _dispinfo(wm, win, st, i, sub, LVIF_TEXT))[0]


def _dispinfo(wm, win, st, i, sub, mask):
    """Generator: LVN_GETDISPINFO for ``mask`` fields of item ``i``; (text, image)."""
    vm = wm.vm
    wide = is_wide(win)
    item = st.items[i]
    buf = vm.heap.alloc(520)
    vm.mem.write(buf, b"\0\0")
    try:
        lv = struct.pack("<IiiIIIiiIi", mask, i, sub, item.state, 0, buf, 260, item.image,
                         item.param, item.indent)
        code = LVN_GETDISPINFOW if wide else LVN_GETDISPINFOA
        _, back = yield from notify(wm, win, code, lv, readback=40)
        f = struct.unpack("<IiiIIIiiIi", back)
        text = read_item_text(wm, f[5], wide) if mask & LVIF_TEXT else None
        if f[0] & LVIF_DI_SETITEM:
            if mask & LVIF_TEXT and text is not None:
                while len(item.texts) <= sub:
                    item.texts.append("")
                item.texts[sub] = text
            if mask & LVIF_IMAGE:
                item.image = f[7]
        return text or "", f[7]
    finally:
        vm.heap.free(buf)


def _nmlistview(i, sub, new=0, old=0, changed=0, param=0, pt=(0, 0)):
    return struct.pack("<iiIIIiiI", i, sub, new, old, changed, pt[0], pt[1], param)


def _set_state(wm, win, st, i, state, mask):
    """Generator: change item ``i``'s state bits under ``mask`` with ITEMCHANGING/ED."""
    item = st.items[i]
    new = (item.state & ~mask) | (state & mask)
    if new == item.state:
        return True
    refused, _ = yield from notify(wm, win, LVN_ITEMCHANGING,
                                   _nmlistview(i, 0, new, item.state, LVIF_STATE, item.param))
    if refused:
        return False
    old, item.state = item.state, new
    if new & LVIS_FOCUSED and not old & LVIS_FOCUSED:
        for j, other in enumerate(st.items):
            if j != i and other.state & LVIS_FOCUSED:
                yield from _set_state(wm, win, st, j, 0, LVIS_FOCUSED)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, LVN_ITEMCHANGED,
                      _nmlistview(i, 0, new, old, LVIF_STATE, item.param))
    return True


def _set_all_states(wm, win, st, state, mask):
    """Generator: LVM_SETITEMSTATE with index -1: every item."""
    for i in range(len(st.items)):
        yield from _set_state(wm, win, st, i, state, mask)


def _set_item(wm, win, st, f, wide, notify_changes=True):
    """Generator: LVM_SETITEM's work from an unpacked LVITEM; False when refused."""
    mask, i, sub, state, smask, text, _, image, param, indent = f
    item = st.items[i]
    if sub:
        if mask & ~LVIF_TEXT & 0xFF:
            return False
        if mask & LVIF_TEXT:
            while len(item.texts) <= sub:
                item.texts.append("")
            item.texts[sub] = read_item_text(wm, text, wide) if text != LPSTR_TEXTCALLBACK else None
            item.texts[sub] = "" if item.texts[sub] is None and text == 0 else item.texts[sub]
            wm.invalidate(win, None, True)
        return True
    changed = 0
    if mask & LVIF_TEXT:
        new = None if text == LPSTR_TEXTCALLBACK else (read_item_text(wm, text, wide) or "")
        if new != item.texts[0]:
            item.texts[0], changed = new, changed | LVIF_TEXT
    if mask & LVIF_IMAGE and image != item.image:
        item.image, changed = image, changed | LVIF_IMAGE
    if mask & LVIF_PARAM and param != item.param:
        item.param, changed = param, changed | LVIF_PARAM
    if mask & LVIF_INDENT:
        item.indent = indent
    if changed and notify_changes:
        yield from notify(wm, win, LVN_ITEMCHANGED,
                          _nmlistview(i, 0, item.state, item.state, changed, item.param))
    if mask & LVIF_STATE:
        yield from _set_state(wm, win, st, i, state, smask)
    wm.invalidate(win, None, True)
    return True


def _get_item(wm, win, st, ptr, wide):
    """Generator: LVM_GETITEM's work into the caller's LVITEM."""
    mem = wm.vm.mem
    mask, i, sub, _, smask, text, cch, _, _, _ = _lvitem(wm, ptr)
    if not 0 <= i < len(st.items):
        return 0
    item = st.items[i]
    if mask & LVIF_TEXT:
        t = item.text(sub)
        if t is None:
            t = (yield from _dispinfo(wm, win, st, i, sub, LVIF_TEXT))[0]
        write_item_text(wm, text, t, cch, wide)
    if sub == 0:
        if mask & LVIF_IMAGE:
            mem.w32(ptr + 28, item.image & 0xFFFFFFFF)
        if mask & LVIF_PARAM:
            mem.w32(ptr + 32, item.param)
        if mask & LVIF_STATE:
            mem.w32(ptr + 12, item.state & smask)
        if mask & LVIF_INDENT:
            mem.w32(ptr + 36, item.indent & 0xFFFFFFFF)
    return 1


def _insert_item(wm, win, st, ptr, wide):
    """Generator: LVM_INSERTITEM; returns the index or -1."""
    f = _lvitem(wm, ptr)
    if f[2] != 0:
        return -1
    item = LVItem()
    mask, index = f[0], f[1]
    if mask & LVIF_TEXT:
        item.texts[0] = None if f[5] == LPSTR_TEXTCALLBACK else \
            (read_item_text(wm, f[5], wide) or "")
    if mask & LVIF_IMAGE:
        item.image = f[7]
    if mask & LVIF_PARAM:
        item.param = f[8]
    if mask & LVIF_INDENT:
        item.indent = f[9]
    n = len(st.items)
    index = max(0, min(index, n))
    if win.style & (LVS_SORTASCENDING | LVS_SORTDESCENDING) and item.texts[0] is not None:
        key = item.texts[0].lower()
        desc = bool(win.style & LVS_SORTDESCENDING)
        index = next((k for k, it in enumerate(st.items) if it.texts[0] is not None and
                      ((it.texts[0].lower() < key) if desc else (it.texts[0].lower() > key))), n)
    st.items.insert(index, item)
    yield from notify(wm, win, LVN_INSERTITEM, _nmlistview(index, 0, param=item.param))
    if mask & LVIF_STATE and f[3] & f[4]:
        yield from _set_state(wm, win, st, index, f[3], f[4])
    wm.invalidate(win, None, True)
    return index


def _next_item(st, start, flags):
    n = len(st.items)
    want = flags & (LVNI_FOCUSED | LVNI_SELECTED)
    if flags & LVNI_ABOVE:
        rng = range(start - 1, -1, -1)
    elif flags & LVNI_BELOW or not flags & (LVNI_TOLEFT | LVNI_TORIGHT):
        rng = range(start + 1, n)
    else:
        return -1
    for i in rng:
        if st.items[i].state & want == want:
            return i
    return -1


def _find_item(wm, win, st, start, ptr, wide):
    """LVM_FINDITEM: LVFINDINFO {flags, psz, lParam, pt, vkDirection}."""
    flags, psz, lp = struct.unpack("<III", wm.vm.mem.read(ptr, 12))
    text = read_item_text(wm, psz, wide) if flags & (LVFI_STRING | LVFI_PARTIAL) else None
    n = len(st.items)
    order = list(range(start + 1, n)) + (list(range(0, start + 1)) if flags & LVFI_WRAP else [])
    for i in order:
        item = st.items[i]
        if flags & LVFI_PARAM and item.param != lp:
            continue
        if text is not None:
            t = (item.texts[0] or "").lower()
            if flags & LVFI_PARTIAL:
                if not t.startswith(text.lower()):
                    continue
            elif t != text.lower():
                continue
        return i
    return -1


def _item_rect(wm, win, st, i, code, sub=0):
    rh = row_height(wm, win)
    top = _row_top(wm, win, st, i)
    h = _header(wm, st)
    rects = hdr.item_rects(h) if h is not None else {}
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    l, r = rects.get(sub, (0, 0))
    if sub == 0 and code == LVIR_BOUNDS:
        r = max([rr for _, rr in rects.values()] or [0])
    if sub == 0 and code == LVIR_ICON:
        r = l + (il.cx if il else 0)
    if sub == 0 and code in (LVIR_LABEL, LVIR_SELECTBOUNDS):
        l += il.cx if il and code == LVIR_LABEL else 0
    return (l, top, r, top + rh)


def _ensure_visible(wm, win, st, i):
    rows = _rows(wm, win, st)
    if i < st.top:
        st.top = i
    elif i >= st.top + rows:
        st.top = i - rows + 1
    _sync_scroll(wm, win, st)
    wm.invalidate(win, None, True)


def _select_only(wm, win, st, i):
    """Generator: the user picks item ``i``: it alone is selected, and focused."""
    for j, item in enumerate(st.items):
        if j != i and item.state & LVIS_SELECTED:
            yield from _set_state(wm, win, st, j, 0, LVIS_SELECTED)
    if i >= 0:
        yield from _set_state(wm, win, st, i, LVIS_SELECTED | LVIS_FOCUSED,
                              LVIS_SELECTED | LVIS_FOCUSED)
        _ensure_visible(wm, win, st, i)


def _sort(wm, win, st, lparam, fn, by_index):
    """Generator: LVM_SORTITEMS(EX): a merge sort calling the guest's compare function
    with two items' lParams (or indexes, for SORTITEMSEX) and ``lparam``."""
    index = {id(it): k for k, it in enumerate(st.items)}

    def key(it):
        return index[id(it)] if by_index else it.param
    st.items = yield from guest_sort(st.items, fn, key, lparam)
    wm.invalidate(win, None, True)
    return 1


def _column(wm, win, st, msg, wparam, lparam):
    """The LVM_*COLUMN messages, over the header's items."""
    vm = wm.vm
    wide = msg in (LVM_GETCOLUMNW, LVM_SETCOLUMNW, LVM_INSERTCOLUMNW)
    cols = _columns(wm, st)
    if cols is None:
        return 0
    n = len(cols.items)
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW, LVM_SETCOLUMNA, LVM_SETCOLUMNW):
        mask, fmt, cx, text, _, _ = struct.unpack("<IiiIii", vm.mem.read(lparam, 24))
        if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW):
            index = hdr.insert_item(cols, s32(wparam))
        else:
            if not 0 <= s32(wparam) < n:
                return 0
            index = s32(wparam)
        col = cols.items[index]
        if mask & LVCF_FMT:
            col.fmt = fmt & 0x3 if index else 0   # the first column is always left-aligned
        if mask & LVCF_WIDTH:
            col.width = max(0, cx)
        if mask & LVCF_TEXT:
            col.text = read_item_text(wm, text, wide) or ""
        if mask & LVCF_IMAGE:
            raise Unimplemented("%s!LVM_SETCOLUMN (column images)" % COMCTL32)
        if mask & LVCF_ORDER:
            order = struct.unpack("<i", vm.mem.read(lparam + 28, 4))[0]
            if 0 <= order < len(cols.items):
                cols.order.remove(index)
                cols.order.insert(order, index)
        _refresh(wm, win, st)
        return index if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW) else 1
    if msg in (LVM_GETCOLUMNA, LVM_GETCOLUMNW):
        if not 0 <= s32(wparam) < n:
            return 0
        col = cols.items[s32(wparam)]
        mask, _, _, text, cch, _ = struct.unpack("<IiiIii", vm.mem.read(lparam, 24))
        if mask & LVCF_FMT:
            vm.mem.w32(lparam + 4, col.fmt)
        if mask & LVCF_WIDTH:
            vm.mem.w32(lparam + 8, col.width)
        if mask & LVCF_TEXT:
            write_item_text(wm, text, col.text, cch, wide)
        if mask & LVCF_SUBITEM:
            vm.mem.w32(lparam + 20, s32(wparam))
        if mask & LVCF_ORDER:
            vm.mem.w32(lparam + 28, cols.order.index(s32(wparam)))
        return 1
    if msg == LVM_DELETECOLUMN:
        if not 0 <= s32(wparam) < n:
            return 0
        hdr.delete_item(cols, s32(wparam))
        for item in st.items:
            if s32(wparam) < len(item.texts):
                del item.texts[s32(wparam)]
        _refresh(wm, win, st)
        return 1
    if msg == LVM_GETCOLUMNWIDTH:
        return cols.items[s32(wparam)].width if 0 <= s32(wparam) < n else 0
    if msg == LVM_SETCOLUMNWIDTH:
        if not 0 <= s32(wparam) < n:
            return 0
        w = s32(lparam)
        if w < 0:
            raise Unimplemented("%s!LVM_SETCOLUMNWIDTH (LVSCW_AUTOSIZE)" % COMCTL32)
        cols.items[s32(wparam)].width = w
        _refresh(wm, win, st)
        return 1
    if msg == LVM_GETCOLUMNORDERARRAY:
        if wparam != n or not lparam:
            return 0
        vm.mem.write(lparam, struct.pack("<%di" % n, *cols.order))
        return 1
    if msg == LVM_SETCOLUMNORDERARRAY:
        if wparam != n or not lparam:
            return 0
        cols.order = list(struct.unpack("<%di" % n, vm.mem.read(lparam, 4 * n)))
        _refresh(wm, win, st)
        return 1
    return 0


def _refresh(wm, win, st):
    h = _header(wm, st)
    if h is not None:
        wm.invalidate(h, None, True)
    wm.invalidate(win, None, True)


def _place_header(wm, win, st):
    """Generator: the header along the top of the client area (hidden with
    LVS_NOCOLUMNHEADER)."""
    h = _header(wm, st)
    if h is None:
        return
    cw, _ = win.client_size()
    height = hdr.header_height(wm, h)
    if (h.x, h.y, h.w, h.h) != (0, 0, cw, height):
        wm.move_window(h, 0, 0, cw, height)
        wm.invalidate(h, None, True)
    show = not win.style & LVS_NOCOLUMNHEADER
    if bool(h.style & 0x10000000) != show:
        h.style = (h.style | 0x10000000) if show else (h.style & ~0x10000000)
        wm.invalidate(win, None, True)
    yield from ()


def listview_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysListView32."""
    st = _st(win)
    vm = wm.vm
    n = len(st.items)
    if msg == WM_CREATE:
        # The header is a child of the list view, as in comctl32 (ListView_GetHeader).
        st.header = yield from create_window(vm, 0, hdr.HEADER_CLASS, "", 0x40000000 | 0x2,
                                             0, 0, 0, 0, win.hwnd, 0, 0, 0, True)
        h = wm.get(st.header)
        if h is not None:
            h.state["font"] = win.state.get("font", 0)
        yield from _place_header(wm, win, st)
        return 0
    if msg == WM_SIZE or msg == WM_STYLECHANGED:
        yield from _place_header(wm, win, st)
        st.scroll_key = None
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_PAINT:
        _check_view(win)
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
        _paint(wm, win, st, dc, texts)
        end_paint(vm, win, dc)
        return 0
    if msg in (LVM_INSERTITEMA, LVM_INSERTITEMW):
        if not lparam or win.style & LVS_OWNERDATA:     # a virtual list has no items
            return 0xFFFFFFFF
        return (yield from _insert_item(wm, win, st, lparam, msg == LVM_INSERTITEMW)) & 0xFFFFFFFF
    if msg in (LVM_SETITEMA, LVM_SETITEMW):
        f = _lvitem(wm, lparam)
        if not 0 <= f[1] < n:
            return 0
        return 1 if (yield from _set_item(wm, win, st, f, msg == LVM_SETITEMW)) else 0
    if msg in (LVM_GETITEMA, LVM_GETITEMW):
        return (yield from _get_item(wm, win, st, lparam, msg == LVM_GETITEMW))
    if msg in (LVM_SETITEMTEXTA, LVM_SETITEMTEXTW):
        i = s32(wparam)
        if not 0 <= i < n:
            return 0
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
        f = _lvitem(wm, lparam)
        if s32(wparam) == -1:
            yield from _set_all_states(wm, win, st, f[3], f[4])
            return 1
        if not 0 <= s32(wparam) < n:
            return 0
        return 1 if (yield from _set_state(wm, win, st, s32(wparam), f[3], f[4])) else 0
    if msg == LVM_GETITEMSTATE:
        i = s32(wparam)
        return st.items[i].state & lparam if 0 <= i < n else 0
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
        yield from notify(wm, win, LVN_DELETEITEM, _nmlistview(i, 0, param=st.items[i].param))
        del st.items[i]
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_DELETEALLITEMS:
        if n:
            suppress, _ = yield from notify(wm, win, LVN_DELETEALLITEMS, _nmlistview(-1, 0))
            if not suppress:
                for i in range(n):
                    yield from notify(wm, win, LVN_DELETEITEM,
                                      _nmlistview(0, 0, param=st.items[i].param))
        st.items, st.top = [], 0
        wm.invalidate(win, None, True)
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
        code = struct.unpack("<i", vm.mem.read(lparam, 4))[0]
        vm.mem.write(lparam, struct.pack("<4i", *_item_rect(wm, win, st, i, code)))
        return 1
    if msg == LVM_GETSUBITEMRECT:
        i = s32(wparam)
        if not 0 <= i < n or not lparam:
            return 0
        sub, code = struct.unpack("<ii", vm.mem.read(lparam, 8))
        vm.mem.write(lparam, struct.pack("<4i", *_item_rect(wm, win, st, i, code, sub)))
        return 1
    if msg in (LVM_HITTEST, LVM_SUBITEMHITTEST):
        x, y = struct.unpack("<ii", vm.mem.read(lparam, 8))
        i, sub = item_at(wm, win, x, y)
        vm.mem.w32(lparam + 8, LVHT_ONITEMLABEL if i >= 0 else LVHT_NOWHERE)
        vm.mem.w32(lparam + 12, i & 0xFFFFFFFF)
        if msg == LVM_SUBITEMHITTEST:
            vm.mem.w32(lparam + 16, max(0, sub))
        return i & 0xFFFFFFFF
    if msg == LVM_ENSUREVISIBLE:
        if not 0 <= s32(wparam) < n:
            return 0
        _ensure_visible(wm, win, st, s32(wparam))
        return 1
    if msg == LVM_GETTOPINDEX:
        return st.top
    if msg == LVM_GETCOUNTPERPAGE:
        return _rows(wm, win, st)
    if msg in (LVM_REDRAWITEMS, LVM_UPDATE, LVM_ARRANGE):
        wm.invalidate(win, None, True)
        return 1
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW, LVM_SETCOLUMNA, LVM_SETCOLUMNW,
               LVM_GETCOLUMNA, LVM_GETCOLUMNW, LVM_DELETECOLUMN, LVM_GETCOLUMNWIDTH,
               LVM_SETCOLUMNWIDTH, LVM_GETCOLUMNORDERARRAY, LVM_SETCOLUMNORDERARRAY):
        r = _column(wm, win, st, msg, wparam, lparam)
        return r & 0xFFFFFFFF
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
        setattr(st, attr, lparam)
        wm.invalidate(win, None, True)
        return 1
    if msg in (LVM_GETBKCOLOR, LVM_GETTEXTCOLOR, LVM_GETTEXTBKCOLOR):
        return {LVM_GETBKCOLOR: st.bk, LVM_GETTEXTCOLOR: st.text_color,
                LVM_GETTEXTBKCOLOR: st.text_bk}[msg]
    if msg == LVM_SETEXTENDEDLISTVIEWSTYLE:
        mask = wparam or 0xFFFFFFFF
        old = st.ex_style
        st.ex_style = (old & ~mask) | (lparam & mask)
        if st.ex_style & LVS_EX_CHECKBOXES:
            raise Unimplemented("%s!LVM_SETEXTENDEDLISTVIEWSTYLE (LVS_EX_CHECKBOXES)" % COMCTL32)
        wm.invalidate(win, None, True)
        return old
    if msg == LVM_GETEXTENDEDLISTVIEWSTYLE:
        return st.ex_style
    if msg in (LVM_SETUNICODEFORMAT, LVM_GETUNICODEFORMAT):
        old = 1 if is_wide(win) else 0
        if msg == LVM_SETUNICODEFORMAT:
            win.unicode = bool(wparam)
        return old
    if msg == WM_NOTIFY:
        code = struct.unpack("<i", vm.mem.read(lparam + 8, 4))[0]
        if code in (HDN_ITEMCLICKA, HDN_ITEMCLICKW):
            col = struct.unpack("<i", vm.mem.read(lparam + 12, 4))[0]
            yield from notify(wm, win, LVN_COLUMNCLICK, _nmlistview(-1, col))
        elif code in (HDN_ITEMCHANGEDA, HDN_ITEMCHANGEDW):
            wm.invalidate(win, None, True)
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
        if msg == WM_LBUTTONDOWN and i >= 0 and ctrl_down(wm) and \
                not win.style & LVS_SINGLESEL:
            sel = st.items[i].state & LVIS_SELECTED
            yield from _set_state(wm, win, st, i, (0 if sel else LVIS_SELECTED) | LVIS_FOCUSED,
                                  LVIS_SELECTED | LVIS_FOCUSED)
        elif msg != WM_LBUTTONDBLCLK:
            yield from _select_only(wm, win, st, i)     # a click on nothing deselects all
        code = {WM_LBUTTONDOWN: NM_CLICK, WM_LBUTTONDBLCLK: NM_DBLCLK,
                WM_RBUTTONDOWN: NM_RCLICK}[msg]
        # NMITEMACTIVATE: NMHDR, iItem, iSubItem, uNewState, uOldState, uChanged, ptAction,
        # lParam, uKeyFlags
        yield from notify(wm, win, code, _nmlistview(i, max(0, sub), pt=(x, y)) +
                          struct.pack("<I", 0))
        return 0
    if msg == WM_KEYDOWN:
        yield from notify(wm, win, LVN_KEYDOWN, struct.pack("<HI", wparam & 0xFFFF, 0))
        if wparam == VK_RETURN:
            yield from notify(wm, win, NM_RETURN)
            return 0
        if n and wparam in (VK_UP, VK_DOWN, VK_HOME, VK_END, VK_PRIOR, VK_NEXT):
            cur = _next_item(st, -1, LVNI_FOCUSED)
            rows = _rows(wm, win, st)
            new = {VK_UP: cur - 1, VK_DOWN: cur + 1, VK_HOME: 0, VK_END: n - 1,
                   VK_PRIOR: cur - rows + 1, VK_NEXT: cur + rows - 1}[wparam]
            if cur < 0:
                new = 0
            yield from _select_only(wm, win, st, max(0, min(n - 1, new)))
        return 0
    if msg in (WM_SETFOCUS, WM_KILLFOCUS):
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
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _color(value, default):
    return default if value in (CLR_DEFAULT, CLR_NONE) else rgb(value)


def _paint(wm, win, st, dc, texts):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    rh = row_height(wm, win)
    hh = _header_h(wm, win, st)
    h = _header(wm, st)
    cols = hdr.item_rects(h) if h is not None else {0: (0, cw)}
    order = hdr.header_items(h).order if h is not None else [0]
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.text_color, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    full = bool(st.ex_style & LVS_EX_FULLROWSELECT)
    images = []
    right = max([r for _, r in cols.values()] or [0])

    def fn(d, ox, oy):
        d.rectangle([ox, oy + hh, ox + cw - 1, oy + ch - 1], fill=bk)
        for k, row in enumerate(texts):
            i = st.top + k
            item = st.items[i]
            top = hh + k * rh
            selected = item.state & LVIS_SELECTED and (focused or win.style & LVS_SHOWSELALWAYS)
            sel_fill = SYS_COLORS[13] if focused else SYS_COLORS[15]
            sel_text = WHITE if focused else fg
            if selected and full:
                d.rectangle([ox, oy + top, ox + right - 1, oy + top + rh - 1], fill=sel_fill)
            for sub in order:
                if sub >= len(row):
                    continue
                l, r = cols[sub]
                if r <= l:
                    continue
                x = l
                if sub == 0:
                    x += item.indent * (il.cx if il else 16)
                    if il is not None:
                        images.append((item.image, x, top + (rh - il.cy) // 2))
                        x += il.cx
                    x += LABEL_PAD
                else:
                    x += CELL_PAD
                text = row[sub]
                limit = r - (LABEL_PAD if sub == 0 else CELL_PAD)
                while text and x + pil.getlength(text) > limit:
                    text = text[:-1]
                w = int(pil.getlength(text))
                if sub and cols and h is not None:
                    just = hdr.header_items(h).items[sub].fmt & 3
                    if just == 1:
                        x = limit - w
                    elif just == 2:
                        x = (l + r - w) // 2
                paint_sel = selected and (sub == 0 or full)
                if paint_sel and not full:
                    d.rectangle([ox + x - LABEL_PAD, oy + top, ox + min(r, x + w + LABEL_PAD) - 1,
                                 oy + top + rh - 1], fill=sel_fill)
                if text:
                    d.text((ox + x, oy + top + (rh - lh) // 2), text, font=pil,
                           fill=sel_text if paint_sel else fg)
                if sub == 0 and item.state & LVIS_FOCUSED and focused:
                    fl = 0 if full else x - LABEL_PAD
                    fr = right if full else min(r, x + w + LABEL_PAD)
                    focus_rect(d, ox + fl, oy + top, ox + fr - 1, oy + top + rh - 1)
            if st.ex_style & LVS_EX_GRIDLINES:
                d.line([(ox, oy + top + rh - 1), (ox + right - 1, oy + top + rh - 1)],
                       fill=SYS_COLORS[15])
        if st.ex_style & LVS_EX_GRIDLINES:
            for _, r in cols.values():
                d.line([(ox + r - 1, oy + hh), (ox + r - 1, oy + ch - 1)], fill=SYS_COLORS[15])

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    draw_child_frame(wm, win)

