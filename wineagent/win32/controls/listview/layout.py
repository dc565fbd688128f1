"""Where a report view's parts are: the header child along the top (and its columns),
the rows below it, the item and subitem rectangles, hit testing, and the scroll
position kept in step with the bars: rows with the vertical one, pixels with the
horizontal one, which shows while the columns are wider than the client area (the header
and the rows then move left by its position)."""

from ...user.scrollbars import SB_HORZ, SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, set_info
from .. import header as hdr
from ..builtin_common import ctl_font
from ..imagelist import image_list
from .ownerdraw import owner_drawn
from .state import (LVHT_NOWHERE, LVHT_ONITEMLABEL, LVHT_ONITEMSTATEICON, LVIR_BOUNDS, LVIR_ICON,
                    LVIR_LABEL, LVIR_SELECTBOUNDS, LVSIL_SMALL, LVSIL_STATE,
                    LVS_NOCOLUMNHEADER, LVS_EX_FULLROWSELECT, _st)


def state_list(wm, st):
    """The ImageList of the state images (LVSIL_STATE), or None."""
    return image_list(wm.vm, st.himl[LVSIL_STATE])


def state_width(wm, st):
    """Width every view keeps before an item's icon for its state image (0 without a
    state image list)."""
    il = state_list(wm, st)
    return il.cx if il is not None else 0


def _header(wm, st):
    return wm.get(st.header) if st.header else None


def _columns(wm, st):
    h = _header(wm, st)
    return hdr.header_items(h) if h is not None else None


def row_height(wm, win):
    """Height of a report row: max(font line height, small icon height) + 1, or what
    the parent answered WM_MEASUREITEM for an owner-drawn list (``ownerdraw``)."""
    st = _st(win)
    if st.owner_height and owner_drawn(win):
        return st.owner_height
    h = ctl_font(wm, win).line_height
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    if il is not None:
        h = max(h, il.cy)
    sil = state_list(wm, st)
    if sil is not None:
        h = max(h, sil.cy)
    return h + 1


def _header_h(wm, win, st):
    h = _header(wm, st)
    return h.h if h is not None and h.style & 0x10000000 else 0


def _rows(wm, win, st):
    """Rows that fit below the header."""
    return max(1, (win.client_size()[1] - _header_h(wm, win, st)) // row_height(wm, win))


def _row_top(wm, win, st, i):
    return _header_h(wm, win, st) + (i - st.top) * row_height(wm, win)


def column_rects(wm, st):
    """{column: (left, right)} in the list's client coordinates (the header's, moved by
    the horizontal scroll position)."""
    h = _header(wm, st)
    if h is None:
        return {}
    return {sub: (l - st.left, r - st.left) for sub, (l, r) in hdr.item_rects(h).items()}


def columns_width(wm, st):
    """The columns' total width (the right edge of the last one)."""
    h = _header(wm, st)
    return max([r for _, r in hdr.item_rects(h).values()] or [0]) if h is not None else 0


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
    for sub, (l, r) in (column_rects(wm, st).items() if cols else ()):
        if l <= x < r:
            return i, sub
    return -1, -1


def _sync_scroll(wm, win, st):
    """Set both bars for the rows and the columns (a bar that appears or goes changes the
    client area, so the layout is computed again)."""
    for _ in range(3):
        rows = _rows(wm, win, st)
        n = len(st.items)
        cw = win.client_size()[0]
        wide = columns_width(wm, st)
        st.top = max(0, min(st.top, max(0, n - rows)))
        left = max(0, min(st.left, max(0, wide - cw)))
        moved, st.left = left != st.left, left
        key = (n, rows, st.top, wide, cw, st.left)
        if key == st.scroll_key:
            return moved
        st.scroll_key = key
        # the range is the columns' width even when they fit: the page hides the bar then
        _, a = set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS, 0, max(0, wide - 1),
                        cw, st.left)
        _, b = set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0, max(0, n - 1),
                        rows, st.top)
        if not (a or b):
            return moved
        st.scroll_key = None
    return True


#: Report view: what an item's first column keeps before its images (comctl32's
#: REPORT_MARGINX; Wine's test_getitemrect finds it on Windows).
REPORT_MARGIN = 2


def _item_rect(wm, win, st, i, code, sub=0):
    """Item ``i``'s LVIR_* rectangle ``code`` in report view (of subitem ``sub``: its
    column). The item's parts in its first column, as Windows measures them: a 2-pixel
    margin, the indentation (iIndent small icons), the state image, the small icon
    (empty without a small image list), the label to the column's right edge;
    LVIR_SELECTBOUNDS from the state image on, LVIR_BOUNDS the whole row."""
    rh = row_height(wm, win)
    top = _row_top(wm, win, st, i)
    rects = column_rects(wm, st)
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    l, r = rects.get(sub, (0, 0))
    if sub == 0 and code == LVIR_BOUNDS:
        # the whole row, whatever the columns' order (the first column may be shown
        # elsewhere: LVM_SETCOLUMNORDERARRAY)
        l = min([ll for ll, _ in rects.values()] or [0])
        r = max([rr for _, rr in rects.values()] or [0])
    elif sub == 0:
        indent = st.items[i].indent if 0 <= i < len(st.items) else 0
        base = l + REPORT_MARGIN + indent * (il.cx if il else 16)
        icon = base + state_width(wm, st)
        label = icon + (il.cx if il else 0)
        if code == LVIR_ICON:
            l, r = icon, label
        elif code == LVIR_LABEL:
            l = label
        elif code == LVIR_SELECTBOUNDS and st.ex_style & LVS_EX_FULLROWSELECT:
            l = min([ll for ll, _ in rects.values()] or [0])     # the whole row
            r = max([rr for _, rr in rects.values()] or [0])
        elif code == LVIR_SELECTBOUNDS:
            l = icon
    return (l, top, r, top + rh)


def on_state_icon(wm, win, st, i, x):
    """Whether client x is over item ``i``'s state image (report view)."""
    if state_list(wm, st) is None:
        return False
    rects = hdr.item_rects(_header(wm, st)) if _header(wm, st) is not None else {}
    l, _ = rects.get(0, (0, 0))
    return l <= x < l + state_width(wm, st)


#: LVHT_* outside the client area (LVHT_ABOVE shares ONITEMSTATEICON's bit, as in Windows)
LVHT_ABOVE, LVHT_BELOW, LVHT_TORIGHT, LVHT_TOLEFT = 0x8, 0x10, 0x20, 0x40
LVHT_ONITEM = 0x2 | 0x4 | 0x8


def _item_part(wm, win, st, i, x):
    """LVHT_* of client x over column 0 of item ``i``: the state image, the small icon
    (when there is a small image list) or the label."""
    if on_state_icon(wm, win, st, i, x):
        return LVHT_ONITEMSTATEICON
    l, _, r, _ = _item_rect(wm, win, st, i, LVIR_ICON)
    if image_list(wm.vm, st.himl[LVSIL_SMALL]) is not None and l <= x < r:
        return 0x2      # LVHT_ONITEMICON
    return LVHT_ONITEMLABEL


def hit_test(wm, win, st, x, y, subitem, full_row=False):
    """LVM_HITTEST (``subitem`` False) or LVM_SUBITEMHITTEST in report view at client
    (x, y): (item, subitem, LVHT_* flags), as Windows answers (Wine's test_hittest).

    LVM_HITTEST outside the client area answers -1 with LVHT_TOLEFT / TORIGHT / ABOVE /
    BELOW; inside, an item is hit over its first column only (with LVS_EX_FULLROWSELECT
    anywhere along its row, LVHT_ONITEM past the first column). LVM_SUBITEMHITTEST looks
    only at the columns: outside them -1 / -1 / LVHT_NOWHERE; within one, the row is
    the distance from the first row's top divided by the row height with C's truncation
    toward zero (a point over the header still counts as row 0; below the client area:
    -1 with LVHT_BELOW, as Wine 8 answers), row -1 answers
    LVHT_NOWHERE (with the column) and rows further up answer their negative index with
    LVHT_ONITEMLABEL (Windows' arithmetic underflows there)."""
    rh = row_height(wm, win)
    hh = _header_h(wm, win, st)
    n = len(st.items)
    sub = next((c for c, (l, r) in column_rects(wm, st).items() if l <= x < r), -1)
    if subitem:
        if sub < 0:
            return -1, -1, LVHT_NOWHERE
        if y >= win.client_size()[1]:
            return -1, sub, LVHT_BELOW      # below the client area (Wine 8's answer)
        d = y - hh
        row = st.top + (abs(d) // rh) * (1 if d >= 0 else -1)
        if row == -1 or row >= n:
            return -1, sub, LVHT_NOWHERE
        if row < -1:
            return row, sub, LVHT_ONITEMLABEL
        return row, sub, _item_part(wm, win, st, row, x) if sub == 0 else LVHT_ONITEMLABEL
    cw, ch = win.client_size()
    flags = ((LVHT_TOLEFT if x < 0 else LVHT_TORIGHT if x >= cw else 0)
             | (LVHT_ABOVE if y < 0 else LVHT_BELOW if y >= ch else 0))
    if flags:
        return -1, sub, flags
    row = st.top + (y - hh) // rh if y >= hh else -1
    if not 0 <= row < n:
        return -1, sub, LVHT_NOWHERE
    if sub == 0:
        return row, sub, _item_part(wm, win, st, row, x)
    if full_row and sub > 0:
        return row, sub, LVHT_ONITEM
    return -1, sub, LVHT_NOWHERE


def _ensure_visible(wm, win, st, i):
    rows = _rows(wm, win, st)
    if i < st.top:
        st.top = i
    elif i >= st.top + rows:
        st.top = i - rows + 1
    _sync_scroll(wm, win, st)
    wm.invalidate(win, None, True)


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
    place = (-st.left, 0, cw + st.left, height)     # scrolled sideways with the rows
    if (h.x, h.y, h.w, h.h) != place:
        wm.move_window(h, *place)
        wm.invalidate(h, None, True)
    show = not win.style & LVS_NOCOLUMNHEADER
    # LVS_NOCOLUMNHEADER hides the header and gives it HDS_HIDDEN (8), as Windows does
    h.style = (h.style & ~0x8) | (0 if show else 0x8)
    if bool(h.style & 0x10000000) != show:
        h.style = (h.style | 0x10000000) if show else (h.style & ~0x10000000)
        wm.invalidate(win, None, True)
    yield from ()
