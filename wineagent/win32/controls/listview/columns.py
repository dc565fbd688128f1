"""A list view's columns, kept as the header's items: the LVM_*COLUMN messages
(insert, get, set, delete, widths, order) and LVCOLUMN."""

import struct

from ....abi.api import Unimplemented
from ...core.bits import s16, s32
from ...core.dllnames import COMCTL32
from ...core.structures import LVCOLUMN
from .. import header as hdr
from ..builtin_common import ctl_font
from ..imagelist import image_list
from ..comctl_shared import read_item_text, write_item_text
from .layout import _columns, _refresh
from .state import (LVCF_FMT, LVCF_IMAGE, LVCF_ORDER, LVCF_SUBITEM, LVCF_TEXT, LVCF_WIDTH,
                    LVM_DELETECOLUMN, LVM_GETCOLUMNA, LVM_GETCOLUMNORDERARRAY,
                    LVM_GETCOLUMNW, LVM_GETCOLUMNWIDTH, LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW,
                    LVM_SETCOLUMNA, LVM_SETCOLUMNORDERARRAY, LVM_SETCOLUMNW,
                    LVM_SETCOLUMNWIDTH, LVSIL_SMALL)

LVSCW_AUTOSIZE, LVSCW_AUTOSIZE_USEHEADER = -1, -2
#: what LVSCW_AUTOSIZE adds to the widest text, and _USEHEADER to the header's text
AUTOSIZE_PAD, HEADER_AUTOSIZE_PAD = 12, 11


def _autosize(wm, win, st, cols, index, use_header):
    """LVSCW_AUTOSIZE: the column's widest text and 12 pixels (the label's trailing
    padding), with column 0 also its small image; LVSCW_AUTOSIZE_USEHEADER: at least
    the header's text and 11 pixels, and the last column fills the rest of the client
    width (documented; comctl32's paddings as Wine 8 measures them)."""
    font = ctl_font(wm, win).pil
    if use_header and index == len(cols.items) - 1:
        cw, _ = win.client_size()
        left = sum(cols.items[i].width for i in range(len(cols.items)) if i != index)
        if cw > left:
            return cw - left
    texts = [item.text(index) for item in st.items]
    if any(t is None for t in texts):
        raise Unimplemented("%s!LVM_SETCOLUMNWIDTH (LVSCW_AUTOSIZE over callback texts)"
                            % COMCTL32)
    w = max([int(font.getlength(t)) for t in texts if t] or [0]) + AUTOSIZE_PAD
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    if index == 0 and il is not None:
        w += il.cx
    if use_header:
        head = cols.items[index].text or ""
        w = max(w, (int(font.getlength(head)) if head else 0) + HEADER_AUTOSIZE_PAD)
    return w


def _column(wm, win, st, msg, wparam, lparam):
    """The LVM_*COLUMN messages, over the header's items."""
    vm = wm.vm
    wide = msg in (LVM_GETCOLUMNW, LVM_SETCOLUMNW, LVM_INSERTCOLUMNW)
    cols = _columns(wm, st)
    if cols is None:
        return 0
    n = len(cols.items)
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW, LVM_SETCOLUMNA, LVM_SETCOLUMNW):
        lvc = LVCOLUMN.variant(wide).at(vm.mem, lparam, vm.ptr_size)
        mask, fmt, cx, text = lvc.mask, lvc.fmt, lvc.cx, lvc.pszText
        if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW):
            index = hdr.insert_item(cols, s32(wparam))
        else:
            if not 0 <= s32(wparam) < n:
                return 0
            index = s32(wparam)
        col = cols.items[index]
        if mask & LVCF_FMT:
            col.fmt = (col.fmt & hdr.HDF_STRING) | (fmt & 0x3 if index else 0)  # column 0: left
        if mask & LVCF_WIDTH:
            col.width = max(0, cx)
        if mask & LVCF_TEXT:
            col.text = read_item_text(wm, text, wide) or ""
            col.fmt |= hdr.HDF_STRING       # the header item has a string (HDM_GETITEM)
        if mask & LVCF_IMAGE:
            raise Unimplemented("%s!LVM_SETCOLUMN (column images)" % COMCTL32)
        if mask & LVCF_ORDER:
            order = lvc.iOrder
            if 0 <= order < len(cols.items):
                cols.order.remove(index)
                cols.order.insert(order, index)
        _refresh(wm, win, st)
        return index if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW) else 1
    if msg in (LVM_GETCOLUMNA, LVM_GETCOLUMNW):
        if not 0 <= s32(wparam) < n:
            return 0
        col = cols.items[s32(wparam)]
        lvc = LVCOLUMN.variant(wide).at(vm.mem, lparam, vm.ptr_size)
        mask, text, cch = lvc.mask, lvc.pszText, lvc.cchTextMax
        if mask & LVCF_FMT:
            lvc.fmt = col.fmt & ~hdr.HDF_STRING     # a header format bit, not an LVCFMT_
        if mask & LVCF_WIDTH:
            lvc.cx = col.width
        if mask & LVCF_TEXT:
            write_item_text(wm, text, col.text, cch, wide)
        if mask & LVCF_SUBITEM:
            lvc.iSubItem = s32(wparam)
        if mask & LVCF_ORDER:
            lvc.iOrder = cols.order.index(s32(wparam))
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
        # ListView_SetColumnWidth sends MAKELPARAM(cx, 0): the width is the low word,
        # signed (LVSCW_AUTOSIZE -1 arrives as 0xFFFF)
        w = s16(lparam & 0xFFFF)
        if w in (LVSCW_AUTOSIZE, LVSCW_AUTOSIZE_USEHEADER):
            w = _autosize(wm, win, st, cols, s32(wparam), w == LVSCW_AUTOSIZE_USEHEADER)
        elif w < 0:
            raise Unimplemented("%s!LVM_SETCOLUMNWIDTH (width %d)" % (COMCTL32, w))
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
