"""SysHeader32, the header control above a list view's report columns, drawn like comctl32
5.8 in the Windows 2000 classic scheme: a row of raised buttons, one per item, with the
item's text (left, centred or right per HDF_*) and optional image, and the sort arrow of
HDF_SORTUP / HDF_SORTDOWN at the item's right.

Messages: HDM_INSERTITEM/GETITEM/SETITEM (A and W), DELETEITEM, GETITEMCOUNT, LAYOUT,
GETITEMRECT, HITTEST, SET/GETIMAGELIST, ORDERTOINDEX, GET/SETORDERARRAY. A click on an
item sends HDN_ITEMCLICK (W or A, as the control was created). Dragging a divider sends
HDN_BEGINTRACK, HDN_ITEMCHANGING/ITEMCHANGED as the width changes, and HDN_ENDTRACK.

The list view keeps its columns in its header (``header_items`` gives it the state),
as comctl32's list view does through HDM_* messages.
"""

import struct

from ..user.pyproc import window_proc
from ..core.bits import s16, s32
from ..core.messages import (WM_CREATE, WM_GETFONT, WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEMOVE,
                             WM_PAINT, WM_SETFONT)
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.window import begin_paint, def_window_proc, end_paint
from .comctl_shared import font_message, notify, read_item_text, register, write_item_text
from .builtin_common import BLACK, ctl_font, is_wide, lparam_xy
from .imagelist import draw_image, image_list
from ..core.dllnames import COMCTL32
from ..core.structures import (HDHITTESTINFO, HDITEM, HDLAYOUT, NMCUSTOMDRAW, NMHDR,
                               NMHEADER, RECT, WINDOWPOS)
from ..user.ownerdraw import ODA_DRAWENTIRE, draw_item
from ...abi.api import Unimplemented
from .comctl_shared import repaint_on_theme_change

__all__ = ["header_proc", "install", "HEADER_CLASS", "header_items", "header_height",
           "item_rects", "HeaderItem"]

HEADER_CLASS = "SysHeader32"
HDM_GETITEMCOUNT, HDM_INSERTITEMA, HDM_DELETEITEM = 0x1200, 0x1201, 0x1202
HDM_GETITEMA, HDM_SETITEMA, HDM_LAYOUT, HDM_HITTEST = 0x1203, 0x1204, 0x1205, 0x1206
HDM_GETITEMRECT, HDM_SETIMAGELIST, HDM_GETIMAGELIST = 0x1207, 0x1208, 0x1209
HDM_INSERTITEMW, HDM_GETITEMW, HDM_SETITEMW = 0x120A, 0x120B, 0x120C
HDM_ORDERTOINDEX, HDM_GETORDERARRAY, HDM_SETORDERARRAY = 0x120F, 0x1211, 0x1212
HDM_SETHOTDIVIDER = 0x1213
HDM_SETUNICODEFORMAT, HDM_GETUNICODEFORMAT = 0x2005, 0x2006
HDI_WIDTH, HDI_TEXT, HDI_FORMAT, HDI_LPARAM = 0x1, 0x2, 0x4, 0x8
HDI_BITMAP, HDI_IMAGE, HDI_ORDER = 0x10, 0x20, 0x80
HDF_LEFT, HDF_RIGHT, HDF_CENTER, HDF_JUSTIFYMASK = 0, 1, 2, 3
HDF_IMAGE, HDF_BITMAP_ON_RIGHT, HDF_BITMAP, HDF_STRING = 0x800, 0x1000, 0x2000, 0x4000
HDF_SORTDOWN, HDF_SORTUP = 0x200, 0x400
#: the sort arrow (HDF_SORTUP / HDF_SORTDOWN): a triangle this wide at the item's right
SORT_ARROW_W = 9
HDI_KNOWN = 0x3FF           # HDI_WIDTH .. HDI_STATE
HDI_V4 = HDI_WIDTH | HDI_TEXT | HDI_FORMAT | HDI_LPARAM | HDI_BITMAP
HDN_ITEMCHANGINGA, HDN_ITEMCHANGEDA, HDN_ITEMCLICKA = -300, -301, -302
HDN_ITEMDBLCLICKA, HDN_DIVIDERDBLCLICKA = -303, -305
HDN_BEGINTRACKA, HDN_ENDTRACKA, HDN_TRACKA = -306, -307, -308
HDN_GETDISPINFOA = -309
HDN_BEGINDRAG, HDN_ENDDRAG, HDN_FILTERCHANGE = -310, -311, -312
HDN_BEGINFILTEREDIT, HDN_ENDFILTEREDIT = -314, -315
HDN_ITEMSTATEICONCLICK, HDN_ITEMKEYDOWN = -316, -317
HDN_FIRST_A, HDN_LAST_A = -300, -319    # the codes with A and W forms: -300 ..
W_OFFSET = -20              # HDN_xxxW = HDN_xxxA - 20
WM_NOTIFYFORMAT, NF_QUERY, NF_REQUERY, NFR_UNICODE = 0x55, 3, 4, 2
LPSTR_TEXTCALLBACK = -1
HHT_NOWHERE, HHT_ONHEADER, HHT_ONDIVIDER = 0x1, 0x2, 0x4
DIVIDER = 3                 # pixels either side of a divider that grab it
TEXT_PAD = 6


class HeaderItem:
    """One header item (a list view column)."""

    def __init__(self):
        self.width, self.text, self.fmt, self.lparam = 50, "", 0, 0
        self.image, self.order = -1, 0
        self.bitmap = 0           # HDI_BITMAP: the HBITMAP shown with HDF_BITMAP


class HeaderState:
    """Items (in index order), display order, image list and a divider being dragged."""

    def __init__(self):
        self.items = []
        self.order = []           # display position -> item index
        self.himl = 0
        self.track = None         # (item index, x where the drag started, width then)
        self.hot_divider = -1     # HDM_SETHOTDIVIDER's divider (-1: none)


def header_items(win):
    """The HeaderState of a header window (the list view reads and writes its columns)."""
    st = win.state.get("header")
    if st is None:
        st = win.state["header"] = HeaderState()
    return st


def header_height(wm, win):
    """Height of the header: its font's line height + 4 (17 pixels with 8pt fonts)."""
    return ctl_font(wm, win).line_height + 4


def item_rects(win):
    """{item index: (l, r)} in display order, from x = 0."""
    st = header_items(win)
    x, out = 0, {}
    for i in st.order:
        out[i] = (x, x + st.items[i].width)
        x += st.items[i].width
    return out


def _item(wm, ptr, wide):
    """A view of the caller's HDITEM (A or W, the program's width)."""
    return HDITEM.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)


def set_item(wm, st, index, ptr, wide):
    """HDM_SETITEM's work from an HDITEM in guest memory; returns the changed mask."""
    hdi = _item(wm, ptr, wide)
    mask, fmt = hdi.mask, hdi.fmt
    item = st.items[index]
    if mask & HDI_BITMAP:
        item.bitmap = hdi.hbm
    if mask & HDI_WIDTH:
        item.width = max(0, hdi.cxy)
    if mask & HDI_TEXT:
        item.text = read_item_text(wm, hdi.pszText, wide) or ""
    if mask & HDI_FORMAT:
        item.fmt = fmt
    if mask & HDI_LPARAM:
        item.lparam = hdi.lParam
    if mask & HDI_IMAGE:
        item.image = hdi.iImage
    order = hdi.iOrder
    if mask & HDI_ORDER and 0 <= order < len(st.items):
        st.order.remove(index)
        st.order.insert(order, index)
    return mask


def _insert_fields(wm, item, ptr, wide):
    """HDM_INSERTITEM keeps the comctl32 4.0 fields cxy, fmt and lParam whatever the
    mask says (the text, bitmap and image only by the mask)."""
    hdi = _item(wm, ptr, wide)
    item.width, item.fmt, item.lparam = max(0, hdi.cxy), hdi.fmt, hdi.lParam


def _auto_format(wm, item, ptr, wide):
    """The format bits HDM_INSERTITEM sets itself: HDF_STRING exactly when the mask has
    HDI_TEXT, HDF_BITMAP exactly when it has HDI_BITMAP with a bitmap, HDF_IMAGE added
    (never taken away) when it has HDI_IMAGE."""
    hdi = _item(wm, ptr, wide)
    mask, fmt = hdi.mask, item.fmt
    fmt = (fmt | HDF_STRING) if mask & HDI_TEXT else (fmt & ~HDF_STRING)
    fmt = (fmt | HDF_BITMAP) if mask & HDI_BITMAP and hdi.hbm else (fmt & ~HDF_BITMAP)
    if mask & HDI_IMAGE:
        fmt |= HDF_IMAGE
    item.fmt = fmt


def insert_item(st, index, shown_at=None):
    """Insert a blank item at ``index`` (clamped); returns the index. It is shown last,
    or with ``shown_at`` at that display position (HDM_INSERTITEM: its index, as
    Windows places an item inserted without HDI_ORDER)."""
    index = max(0, min(index, len(st.items)))
    st.items.insert(index, HeaderItem())
    st.order = [i + 1 if i >= index else i for i in st.order]
    if shown_at is None:
        st.order.append(index)
    else:
        st.order.insert(max(0, min(shown_at, len(st.order))), index)
    return index


def delete_item(st, index):
    """Delete item ``index``."""
    del st.items[index]
    st.order = [i - 1 if i > index else i for i in st.order if i != index]


def _get_item(wm, st, index, ptr, wide):
    hdi = _item(wm, ptr, wide)
    mask = hdi.mask
    if mask & ~HDI_KNOWN:
        mask &= HDI_V4          # an unknown bit: only comctl32 4.0's fields are filled
    item = st.items[index]
    if mask & HDI_WIDTH:
        hdi.cxy = item.width
    if mask & HDI_TEXT:
        write_item_text(wm, hdi.pszText, item.text, hdi.cchTextMax, wide)
    if mask & HDI_FORMAT:
        hdi.fmt = item.fmt
    if mask & HDI_LPARAM:
        hdi.lParam = item.lparam
    if mask & HDI_IMAGE:
        hdi.iImage = item.image
    if mask & HDI_BITMAP:
        hdi.hbm = item.bitmap
    if mask & HDI_ORDER:
        hdi.iOrder = st.order.index(index)


def _hit(win, x):
    """(item index, HHT_*) at client x: a divider wins within DIVIDER pixels."""
    rects = item_rects(win)
    for i, (l, r) in rects.items():
        if r - DIVIDER <= x < r + DIVIDER:
            return i, HHT_ONDIVIDER
    for i, (l, r) in rects.items():
        if l <= x < r:
            return i, HHT_ONHEADER
    return -1, HHT_NOWHERE


def _nmheader(wm, win, index, pitem=0):
    """NMHEADER after its NMHDR (which ``notify`` writes): iItem, iButton 0 and
    ``pitem`` (NULL where the notification describes no item)."""
    ptr = wm.vm.ptr_size
    return NMHEADER.variant(_notify_wide(win)).pack(ptr, iItem=index, pitem=pitem)[
        NMHDR.sizeof(ptr):]


def copy_item(wm, src, src_wide, wide):
    """A new HDITEM (``wide``: its character set) on the heap holding the fields the
    HDITEM at ``src`` (``src_wide``) sets by its mask, the text converted; returns the
    pointers to free (the item first). What HDN_ITEMCHANGING / ITEMCHANGED point at: the
    changes asked for, in the notifications' character set, whatever the message's."""
    vm = wm.vm
    ptr = vm.ptr_size
    hdi = _item(wm, src, src_wide)
    mask = hdi.mask
    fields = {"mask": mask}
    allocs = []
    if mask & HDI_WIDTH:
        fields["cxy"] = hdi.cxy
    if mask & HDI_TEXT:
        text = read_item_text(wm, hdi.pszText, src_wide)
        if text is None:
            fields["pszText"] = hdi.pszText     # NULL or LPSTR_TEXTCALLBACK as it is
        else:
            buf = vm.heap.alloc(2 * len(text) + 2)
            (vm.mem.write_wstr if wide else vm.mem.write_cstr)(buf, text)
            allocs.append(buf)
            fields["pszText"] = buf
        fields["cchTextMax"] = hdi.cchTextMax
    if mask & HDI_BITMAP:
        fields["hbm"] = hdi.hbm
    if mask & HDI_FORMAT:
        fields["fmt"] = hdi.fmt
    if mask & HDI_LPARAM:
        fields["lParam"] = hdi.lParam
    if mask & HDI_IMAGE:
        fields["iImage"] = hdi.iImage
    if mask & HDI_ORDER:
        fields["iOrder"] = hdi.iOrder
    stype = HDITEM.variant(wide)
    p = vm.heap.alloc(stype.sizeof(ptr))
    vm.mem.write(p, stype.pack(ptr, **fields))
    return [p] + allocs


def _width_item(wm, win, width):
    """A new HDITEM (freed by the caller) with HDI_WIDTH and ``width``: what a divider's
    drag says in HDN_ITEMCHANGING / ITEMCHANGED."""
    vm = wm.vm
    stype = HDITEM.variant(_notify_wide(win))
    p = vm.heap.alloc(stype.sizeof(vm.ptr_size))
    vm.mem.write(p, stype.pack(vm.ptr_size, mask=HDI_WIDTH, cxy=width))
    return p


def query_format(wm, win):
    """Generator: WM_NOTIFYFORMAT(NF_QUERY) to the parent, at creation and on NF_REQUERY:
    the notifications are Unicode when it answers NFR_UNICODE, else ANSI (comctl32's
    rule for every control that notifies). Returns the answer."""
    parent = win.parent if win.is_child else 0
    if not parent or wm.get(parent) is None:
        return 0
    r = (yield from wm.send(parent, WM_NOTIFYFORMAT, win.hwnd, NF_QUERY)) & 0xFFFFFFFF
    win.state["notify_wide"] = r == NFR_UNICODE
    return r


def _code(win, code):
    return code + W_OFFSET if _notify_wide(win) else code


def _notify_wide(win):
    """Whether the header's notifications are Unicode (HDM_SETUNICODEFORMAT; by default
    as the window was created)."""
    return win.state.get("notify_wide", is_wide(win))


@repaint_on_theme_change()
def header_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysHeader32."""
    st = header_items(win)
    vm = wm.vm
    wide = msg in (HDM_INSERTITEMW, HDM_GETITEMW, HDM_SETITEMW)
    n = len(st.items)
    if msg in (HDM_SETUNICODEFORMAT, HDM_GETUNICODEFORMAT):
        # the notifications' character set (CCM_SET/GETUNICODEFORMAT); SET returns the
        # previous one
        old = 1 if _notify_wide(win) else 0
        if msg == HDM_SETUNICODEFORMAT:
            win.state["notify_wide"] = bool(wparam)
        return old
    if msg == WM_CREATE:
        yield from query_format(wm, win)
        return 0
    if msg == WM_NOTIFYFORMAT and lparam == NF_REQUERY:
        return (yield from query_format(wm, win))
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        hdc = vm.gdi.add(dc)
        try:
            yield from _paint_notified(wm, win, st, dc, hdc)
        finally:
            vm.gdi.objects.pop(hdc, None)
            end_paint(vm, win, dc)
        return 0
    if msg == HDM_GETITEMCOUNT:
        return n
    if msg == HDM_SETHOTDIVIDER:
        # the drop place of an outside drag shown on a divider: numbered from 0 at the
        # first shown item's left edge to the item count at the last one's right edge.
        # wParam TRUE: lParam is a client point, whose nearer edge of the item under it
        # is the divider; else lParam is the divider (-1: none). Answers the divider.
        if wparam:
            x = s16(lparam & 0xFFFF)
            div = 0
            for pos, i in enumerate(st.order):
                l, r = item_rects(win)[i]
                if x >= l:
                    div = pos if x < (l + r) // 2 else pos + 1
        else:
            div = s32(lparam)
        if div != st.hot_divider:
            st.hot_divider = div
            wm.invalidate(win, None, True)
        return div & 0xFFFFFFFF
    if msg in (HDM_INSERTITEMA, HDM_INSERTITEMW):
        if not lparam or not _item(wm, lparam, wide).mask:
            return 0xFFFFFFFF       # an item with an empty mask is not made
        index = insert_item(st, s32(wparam), max(0, s32(wparam)))
        _insert_fields(wm, st.items[index], lparam, wide)
        set_item(wm, st, index, lparam, wide)
        _auto_format(wm, st.items[index], lparam, wide)
        wm.invalidate(win, None, True)
        return index
    if msg == HDM_DELETEITEM:
        if not 0 <= s32(wparam) < n:
            return 0
        delete_item(st, s32(wparam))
        wm.invalidate(win, None, True)
        return 1
    if msg in (HDM_GETITEMA, HDM_GETITEMW, HDM_SETITEMA, HDM_SETITEMW):
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        if msg in (HDM_SETITEMA, HDM_SETITEMW):
            # HDN_ITEMCHANGING first (a non-zero answer refuses the change: FALSE), then
            # HDN_ITEMCHANGED, each pointing at the changes asked for (header.c's setItem)
            i = s32(wparam)
            blocks = copy_item(wm, lparam, wide, _notify_wide(win))
            try:
                refused, _ = yield from notify(wm, win, _code(win, HDN_ITEMCHANGINGA),
                                               _nmheader(wm, win, i, blocks[0]))
                if refused:
                    return 0
                set_item(wm, st, i, lparam, wide)
                wm.invalidate(win, None, True)
                yield from notify(wm, win, _code(win, HDN_ITEMCHANGEDA),
                                  _nmheader(wm, win, i, blocks[0]))
            finally:
                for p in blocks:
                    vm.heap.free(p)
        else:
            _get_item(wm, st, s32(wparam), lparam, wide)
        return 1
    if msg == HDM_LAYOUT:
        # HDLAYOUT {RECT *prc; WINDOWPOS *pwpos}: where the header goes, and what is left.
        lay = HDLAYOUT.at(vm.mem, lparam, vm.ptr_size)
        prc, pwpos = lay.prc, lay.pwpos
        l, t, r, b = RECT.values(vm.mem, prc)
        h = header_height(wm, win)
        vm.mem.write(pwpos, WINDOWPOS.pack(vm.ptr_size, hwnd=win.hwnd, hwndInsertAfter=0, x=l,
                                           y=t, cx=r - l, cy=h, flags=0))
        vm.mem.write(prc, RECT.pack_values(l, t + h, r, b))
        return 1
    if msg == HDM_GETITEMRECT:
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        l, r = item_rects(win)[s32(wparam)]
        vm.mem.write(lparam, RECT.pack_values(l, 0, r, win.client_size()[1]))
        return 1
    if msg == HDM_HITTEST:
        hti = HDHITTESTINFO.at(vm.mem, lparam, vm.ptr_size)
        i, flags = _hit(win, hti.pt.x)
        hti.flags, hti.iItem = flags, i
        return i & 0xFFFFFFFF
    if msg == HDM_SETIMAGELIST:
        old, st.himl = st.himl, lparam
        wm.invalidate(win, None, True)
        return old
    if msg == HDM_GETIMAGELIST:
        return st.himl
    if msg == HDM_ORDERTOINDEX:
        k = s32(wparam)
        return st.order[k] if 0 <= k < n else k & 0xFFFFFFFF
    if msg == HDM_GETORDERARRAY:
        if wparam != n or not lparam:
            return 0
        vm.mem.write(lparam, struct.pack("<%di" % n, *st.order))
        return 1
    if msg == HDM_SETORDERARRAY:
        if wparam != n or not lparam:
            return 0
        # Each position in turn takes the item the array names there (moved from where
        # it is, as HDI_ORDER moves one); an index that is no item leaves the position
        # alone. A permutation is set as it is; Windows' answer to any other array
        # follows from the same steps (Wine's header.c checks them).
        for pos, index in enumerate(struct.unpack("<%di" % n, vm.mem.read(lparam, 4 * n))):
            if 0 <= index < n:
                st.order.remove(index)
                st.order.insert(pos, index)
        wm.invalidate(win, None, True)
        return 1
    if msg == WM_LBUTTONDOWN:
        x, _ = lparam_xy(lparam)
        i, where = _hit(win, x)
        if where == HHT_ONDIVIDER:
            refused, _ = yield from notify(wm, win, _code(win, HDN_BEGINTRACKA),
                                           _nmheader(wm, win, i))
            if not refused:
                st.track = (i, x, st.items[i].width)
                wm.capture = win.hwnd
        elif i >= 0:
            st.track = ("click", i)
        return 0
    if msg == WM_MOUSEMOVE and st.track and st.track[0] != "click":
        i, x0, w0 = st.track
        x, _ = lparam_xy(lparam)
        width = max(0, w0 + x - x0)
        if width != st.items[i].width:
            pitem = _width_item(wm, win, width)
            try:
                refused, _ = yield from notify(wm, win, _code(win, HDN_ITEMCHANGINGA),
                                               _nmheader(wm, win, i, pitem))
                if not refused:
                    st.items[i].width = width
                    wm.invalidate(win, None, True)
                    yield from notify(wm, win, _code(win, HDN_ITEMCHANGEDA),
                                      _nmheader(wm, win, i, pitem))
            finally:
                vm.heap.free(pitem)
        return 0
    if msg == WM_LBUTTONUP and st.track:
        track, st.track = st.track, None
        if track[0] == "click":
            x, _ = lparam_xy(lparam)
            i, where = _hit(win, x)
            if i == track[1] and where == HHT_ONHEADER:
                yield from notify(wm, win, _code(win, HDN_ITEMCLICKA), _nmheader(wm, win, i))
        else:
            if wm.capture == win.hwnd:
                wm.capture = 0
            yield from notify(wm, win, _code(win, HDN_ENDTRACKA), _nmheader(wm, win, track[0]))
        return 0
    if msg in (WM_SETFONT, WM_GETFONT):
        return font_message(wm, win, msg, wparam, lparam)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _sort_arrow(d, x, y, up):
    """HDF_SORTUP's triangle (point up) or HDF_SORTDOWN's (point down), SORT_ARROW_W wide
    and 5 high from (x, y), in the button shadow colour."""
    for i in range(5):
        row = i if up else 4 - i
        d.line([(x + 4 - row, y + i), (x + 4 + row, y + i)], fill=SYS_COLORS[16])


def _paint(wm, win, st, dc, only=None, background=True):
    """Draw the header's items (those in ``only`` when given) and, with ``background``,
    the face behind them and the empty button past the last."""
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    il = image_list(wm.vm, st.himl)
    gdi = wm.vm.gdi
    images, bitmaps = [], []

    def fn(d, ox, oy):
        if background:
            d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=SYS_COLORS[15])
        for i, (l, r) in item_rects(win).items():
            item = st.items[i]
            if r <= l or (only is not None and i not in only):
                continue
            draw_3d_rect(d, ox + l, oy, ox + r, oy + ch, raised=True, outer=False)
            inner_l, inner_r = l + TEXT_PAD, r - TEXT_PAD
            if il is not None and item.fmt & HDF_IMAGE and item.image >= 0:
                images.append((item.image, inner_l, (ch - il.cy) // 2))
                inner_l += il.cx + 2
            if item.fmt & (HDF_SORTUP | HDF_SORTDOWN) and inner_r - inner_l > SORT_ARROW_W:
                inner_r -= SORT_ARROW_W
                _sort_arrow(d, ox + inner_r, oy + (ch - 5) // 2, item.fmt & HDF_SORTUP)
                inner_r -= 4
            bmp = gdi.get(item.bitmap) if item.fmt & HDF_BITMAP and item.bitmap else None
            if bmp is not None and hasattr(bmp, "image"):
                bw = min(bmp.width, max(0, inner_r - inner_l))
                if item.fmt & HDF_BITMAP_ON_RIGHT:
                    bitmaps.append((bmp, inner_r - bw, (ch - bmp.height) // 2, bw))
                    inner_r -= bw + 2
                else:
                    bitmaps.append((bmp, inner_l, (ch - bmp.height) // 2, bw))
                    inner_l += bw + 2
            text = item.text
            while text and pil.getlength(text) > inner_r - inner_l:
                text = text[:-1]
            w = int(pil.getlength(text))
            just = item.fmt & HDF_JUSTIFYMASK
            x = inner_l if just == HDF_LEFT else \
                inner_r - w if just == HDF_RIGHT else (inner_l + inner_r - w) // 2
            if text:
                d.text((ox + x, oy + (ch - lh) // 2), text, font=pil, fill=BLACK)
        # the empty part past the last item is one more button (as comctl32 5.8 draws it)
        last = max([r for _, r in item_rects(win).values()] or [0])
        if last < cw and background:
            draw_3d_rect(d, ox + last, oy, ox + cw, oy + ch, raised=True, outer=False)

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    for bmp, x, y, w in bitmaps:      # HDF_BITMAP: the item's bitmap, cut to the item
        if w > 0:
            dc.paste_rgba(bmp.image.crop((0, 0, w, bmp.height)).convert("RGBA"), x, y)

HDF_OWNERDRAW = 0x8000
ODT_HEADER = 100
CDDS_PREPAINT, CDDS_POSTPAINT, CDDS_ITEM = 0x1, 0x2, 0x10000
CDRF_SKIPDEFAULT, CDRF_NOTIFYPOSTPAINT, CDRF_NOTIFYITEMDRAW = 0x4, 0x10, 0x20
CDRF_NOTIFYPOSTERASE = 0x40
NM_CUSTOMDRAW = -12


def _custom_draw(wm, win, hdc, stage, rect, spec=0, param=0):
    """Generator: NM_CUSTOMDRAW (a plain NMCUSTOMDRAW: the header has no colours to
    offer) at ``stage``; returns the answer."""
    ptr = wm.vm.ptr_size
    data = NMCUSTOMDRAW.pack(ptr, dwDrawStage=stage, hdc=hdc, dwItemSpec=spec,
                             lItemlParam=param & ((1 << 8 * ptr) - 1))
    roff = NMCUSTOMDRAW.offsetof("rc", ptr)
    data = data[:roff] + RECT.pack_values(*rect) + data[roff + 16:]
    r, _ = yield from notify(wm, win, NM_CUSTOMDRAW, data[NMHDR.sizeof(ptr):])
    return r & 0xFFFFFFFF


def _paint_notified(wm, win, st, dc, hdc):
    """Generator: a paint with the parent's part in it (Wine's header.c test_customdraw,
    written against Windows): NM_CUSTOMDRAW's CDDS_PREPAINT over the client area; with
    CDRF_NOTIFYITEMDRAW a CDDS_ITEMPREPAINT for each item (dwItemSpec its index,
    lItemlParam its lParam, rc the item; CDRF_SKIPDEFAULT leaves it undrawn,
    CDRF_NOTIFYPOSTPAINT asks its CDDS_ITEMPOSTPAINT), even when the prepaint answer
    has CDRF_SKIPDEFAULT (which leaves the default drawing out); an HDF_OWNERDRAW item
    is drawn by the parent instead (WM_DRAWITEM, ODT_HEADER) and has no item
    notification; CDDS_POSTPAINT last when asked."""
    cw, ch = win.client_size()
    answer = yield from _custom_draw(wm, win, hdc, CDDS_PREPAINT, (0, 0, cw, ch))
    known = CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT | CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTERASE
    if answer & ~known:
        raise Unimplemented("%s!header NM_CUSTOMDRAW paint answer %#x" % (COMCTL32, answer))
    default = not answer & CDRF_SKIPDEFAULT
    if default:
        _paint(wm, win, st, dc, only=set())
    owner = win.parent if win.is_child else win.owner
    for i, (l, r) in item_rects(win).items():
        item = st.items[i]
        rect = (l, 0, r, ch)
        if item.fmt & HDF_OWNERDRAW:
            if owner and wm.get(owner) is not None:
                yield from draw_item(wm, owner, ODT_HEADER, win.id, i, ODA_DRAWENTIRE, 0,
                                     win.hwnd, dc, rect, item.lparam)
            continue
        item_answer = 0
        if answer & CDRF_NOTIFYITEMDRAW:
            item_answer = yield from _custom_draw(wm, win, hdc, CDDS_ITEM | CDDS_PREPAINT, rect,
                                                  i, item.lparam)
            if item_answer & ~(CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT):
                raise Unimplemented("%s!header NM_CUSTOMDRAW item answer %#x"
                                    % (COMCTL32, item_answer))
        if default and not item_answer & CDRF_SKIPDEFAULT:
            _paint(wm, win, st, dc, only={i}, background=False)
        if item_answer & CDRF_NOTIFYPOSTPAINT:
            yield from _custom_draw(wm, win, hdc, CDDS_ITEM | CDDS_POSTPAINT, rect, i,
                                    item.lparam)
    if default and 0 <= st.hot_divider <= len(st.order):
        _paint_hot_divider(win, st, dc)
    if answer & CDRF_NOTIFYPOSTPAINT:
        yield from _custom_draw(wm, win, hdc, CDDS_POSTPAINT, (0, 0, cw, ch))


def _paint_hot_divider(win, st, dc):
    """HDM_SETHOTDIVIDER's mark: a 2-pixel bar in the highlight colour on the divider."""
    rects = item_rects(win)
    edges = [rects[i][0] for i in st.order] + [max([r for _, r in rects.values()] or [0])]
    x = edges[st.hot_divider]
    ch = win.client_size()[1]
    dc.fill_rect((max(0, x - 1), 0, x + 1, ch), SYS_COLORS[13])


window_proc(COMCTL32, "wineagent.HeaderProc", header_proc)


def install(vm):
    """Register SysHeader32 (CS_DBLCLKS | CS_GLOBALCLASS)."""
    register(vm, HEADER_CLASS, header_proc, "wineagent.HeaderProc", 0x8 | 0x4000)
