"""A list view's columns, kept as the header's items: the LVM_*COLUMN messages
(insert, get, set, delete, widths, order) and LVCOLUMN."""

import struct

from ....abi.api import Unimplemented
from ...core.bits import s16, s32
from ...core.dllnames import COMCTL32
from ...core.structures import HDITEM, LVCOLUMN
from .. import header as hdr
from ..builtin_common import ctl_font
from ..comctl_shared import read_item_text, write_item_text
from ..imagelist import image_list
from .items import _disp_text
from .layout import _columns, _header, _refresh
from .state import LVS_EX_CHECKBOXES

SM_CXSMICON = 16
from .state import (LVCF_FMT, LVCF_IMAGE, LVCF_ORDER, LVCF_SUBITEM, LVCF_TEXT, LVCF_WIDTH,
                    LVM_DELETECOLUMN, LVM_GETCOLUMNA, LVM_GETCOLUMNORDERARRAY,
                    LVM_GETCOLUMNW, LVM_GETCOLUMNWIDTH, LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW,
                    LVM_SETCOLUMNORDERARRAY, LVM_SETCOLUMNW, LVSIL_SMALL)


def _column(wm, win, st, msg, wparam, lparam):
    """The LVM_*COLUMN messages, over the header's items."""
    vm = wm.vm
    wide = msg in (LVM_GETCOLUMNW, LVM_SETCOLUMNW, LVM_INSERTCOLUMNW)
    cols = _columns(wm, st)
    if cols is None:
        return 0
    n = len(cols.items)
    if msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW):
        lvc = LVCOLUMN.variant(wide).at(vm.mem, lparam, vm.ptr_size)
        mask, fmt, cx, text = lvc.mask, lvc.fmt, lvc.cx, lvc.pszText
        index = hdr.insert_item(cols, s32(wparam))
        col = cols.items[index]
        if mask & LVCF_FMT:
            col.fmt = (col.fmt & hdr.HDF_STRING) | (fmt & 0x3 if index else 0)  # column 0: left
        if mask & LVCF_WIDTH:
            col.width = max(0, cx)
        elif msg in (LVM_INSERTCOLUMNA, LVM_INSERTCOLUMNW):
            col.width = 10      # a column inserted without a width (Windows' 10 pixels)
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
        return index
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


def set_column(wm, win, st, wide, wparam, lparam):
    """Generator: LVM_SETCOLUMN(A/W), as HDM_SETITEMW to the header (which announces the
    change with HDN_ITEMCHANGING / ITEMCHANGED to the list view, as comctl32's header
    does; Wine's test_header_notification sees both)."""
    vm = wm.vm
    cols = _columns(wm, st)
    if cols is None or not 0 <= s32(wparam) < len(cols.items):
        return 0
    index = s32(wparam)
    col = cols.items[index]
    lvc = LVCOLUMN.variant(wide).at(vm.mem, lparam, vm.ptr_size)
    mask = lvc.mask
    if mask & LVCF_IMAGE:
        raise Unimplemented("%s!LVM_SETCOLUMN (column images)" % COMCTL32)
    fields = {"mask": 0}
    fmt = col.fmt
    if mask & LVCF_FMT:
        fmt = (fmt & hdr.HDF_STRING) | (lvc.fmt & 0x3 if index else 0)   # column 0: left
    text = read_item_text(wm, lvc.pszText, wide) if mask & LVCF_TEXT else None
    if mask & LVCF_TEXT:
        fmt |= hdr.HDF_STRING       # the header item has a string (HDM_GETITEM)
        fields["mask"] |= hdr.HDI_TEXT
    if fmt != col.fmt or mask & LVCF_FMT:
        fields["mask"] |= hdr.HDI_FORMAT
        fields["fmt"] = fmt
    if mask & LVCF_WIDTH:
        fields["mask"] |= hdr.HDI_WIDTH
        fields["cxy"] = max(0, lvc.cx)
    if mask & LVCF_ORDER:
        fields["mask"] |= hdr.HDI_ORDER
        fields["iOrder"] = lvc.iOrder
    yield from send_header_item(wm, st, index, fields, text or "")
    _refresh(wm, win, st)
    return 1


def send_header_item(wm, st, index, fields, text=""):
    """Generator: HDM_SETITEMW(index) to the list view's header with an HDITEMW of
    ``fields`` (and ``text`` when the mask has HDI_TEXT), made on the heap for the call;
    returns the header's answer."""
    vm = wm.vm
    stype = HDITEM.W
    blocks = [vm.heap.alloc(stype.sizeof(vm.ptr_size))]
    try:
        if fields["mask"] & hdr.HDI_TEXT:
            blocks.append(vm.heap.alloc(2 * len(text) + 2))
            vm.mem.write_wstr(blocks[1], text)
            fields = dict(fields, pszText=blocks[1])
        vm.mem.write(blocks[0], stype.pack(vm.ptr_size, **fields))
        return (yield from wm.send(st.header, hdr.HDM_SETITEMW, index, blocks[0]))
    finally:
        for p in blocks:
            vm.heap.free(p)


LVSCW_AUTOSIZE, LVSCW_AUTOSIZE_USEHEADER = -1, -2
TRAILING_LABEL_PADDING, TRAILING_HEADER_PADDING = 12, 11


def set_column_width(wm, win, st, col, lparam):
    """Generator: LVM_SETCOLUMNWIDTH in report view. The width is LOWORD(lParam) as a
    signed short (ListView_SetColumnWidth packs it with MAKELPARAM): LVSCW_AUTOSIZE fits
    the column to its items' texts (and the small icon in column 0), 12 pixels of
    trailing padding; LVSCW_AUTOSIZE_USEHEADER makes the last column fill the rest of
    the control, and any other column fit the wider of its header text (11 pixels of
    padding) and its items, as comctl32 does (Wine 8 documents the same measures). A
    width under -2 fails."""
    cols = _columns(wm, st)
    if cols is None or not 0 <= s32(col) < len(cols.items):
        return 0
    i = s32(col)
    cx = s16(lparam & 0xFFFF)
    last = i == len(cols.items) - 1
    if cx < LVSCW_AUTOSIZE_USEHEADER:
        return 0
    if cx == LVSCW_AUTOSIZE or (cx == LVSCW_AUTOSIZE_USEHEADER and not last):
        pil = ctl_font(wm, win).pil
        widest = 0
        for k in range(len(st.items)):
            text = yield from _disp_text(wm, win, st, k, i)
            widest = max(widest, int(pil.getlength(text or "")))
        il = image_list(wm.vm, st.himl[LVSIL_SMALL])
        if il is not None and i == 0:
            widest += il.cx
        if i == 0 and st.ex_style & LVS_EX_CHECKBOXES:
            widest += SM_CXSMICON              # room for the check box (Wine 8's measure)
        widest += TRAILING_LABEL_PADDING
        if cx == LVSCW_AUTOSIZE:
            cx = widest
        else:
            h = _header(wm, st)
            hfont = ctl_font(wm, h).pil if h is not None else pil
            cx = max(int(hfont.getlength(cols.items[i].text.replace("&", "")))
                     + TRAILING_HEADER_PADDING, widest)
    elif cx == LVSCW_AUTOSIZE_USEHEADER:
        # the last column reaches the list's right edge
        left = sum(c.width for c in cols.items[:i])
        cx = max(0, win.client_size()[0] - left)
    # through the header, which announces the new width (HDN_ITEMCHANGING / CHANGED,
    # passed on to the parent: Wine's test_header_notification2, HDN_DIVIDERDBLCLICK)
    yield from send_header_item(wm, st, i, {"mask": hdr.HDI_WIDTH, "cxy": cx})
    _refresh(wm, win, st)
    return 1
