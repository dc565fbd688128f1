"""Where a tree view's rows are: the item height, the visible (expanded) items in
order, indentation and label rectangles, hit testing and the scroll position."""

from ...user.scrollbars import SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, set_info
from ..builtin_common import ctl_font
from ..imagelist import image_list
from .display import _has_children, _text
from .memory import write_width
from .state import (BUTTON, TVHT_BELOW, TVHT_NOWHERE, TVHT_ONITEMBUTTON, TVHT_ONITEMICON,
                    TVHT_ONITEMINDENT, TVHT_ONITEMLABEL, TVHT_ONITEMRIGHT,
                    TVHT_ONITEMSTATEICON, TVIS_EXPANDED, TVIS_STATEIMAGEMASK, TVSIL_NORMAL,
                    TVSIL_STATE, TVS_HASBUTTONS, TVS_HASLINES, TVS_LINESATROOT, _st)


def item_height(wm, win):
    """Row height: max(text line, image) + 2, made even (comctl32 without
    TVS_NONEVENHEIGHT), or what TVM_SETITEMHEIGHT set."""
    st = _st(win)
    if st.height:
        return st.height
    h = ctl_font(wm, win).line_height
    for which in (TVSIL_NORMAL, TVSIL_STATE):
        il = image_list(wm.vm, st.himl[which])
        if il is not None:
            h = max(h, il.cy)
    h += 2
    return h + (h & 1)


def visible_items(st):
    """(node, depth) of the items on rows, top to bottom: roots and the children of
    expanded items."""
    out = []

    def walk(node, depth):
        for child in node.children:
            out.append((child, depth))
            if child.state & TVIS_EXPANDED:
                walk(child, depth + 1)
    walk(st.root, 0)
    return out


def _rows(wm, win):
    return max(1, win.client_size()[1] // item_height(wm, win))


def _lines_at_root(win):
    return bool(win.style & TVS_LINESATROOT and win.style & (TVS_HASLINES | TVS_HASBUTTONS))


def _item_x(win, st, depth):
    """Client x where an item's image (or label) starts."""
    return (depth + (1 if _lines_at_root(win) else 0)) * st.indent


def state_image(wm, st, node):
    """(state image list, index) of an item with a state image, or (None, 0): the index
    is the item's TVIS_STATEIMAGEMASK bits (0: none), an image of the TVSIL_STATE list."""
    index = (node.state & TVIS_STATEIMAGEMASK) >> 12
    il = image_list(wm.vm, st.himl[TVSIL_STATE]) if index else None
    return (il, index) if il is not None else (None, 0)


def _state_width(wm, st, node):
    """Width of an item's state image column: the state list's image width when the item
    shows a state image (documented: to the left of the item's image and label)."""
    il, _ = state_image(wm, st, node)
    return il.cx if il is not None else 0


def _label_rect(wm, win, st, node, depth, row, text):
    """(image x, label l, t, r, b) of an item on ``row`` (client coordinates); a state
    image, when the item has one, is before the image x."""
    h = item_height(wm, win)
    x = _item_x(win, st, depth) + _state_width(wm, st, node)
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
    label = x + (il.cx + 3 if il is not None else 0)
    w = int(ctl_font(wm, win).pil.getlength(text)) + 4
    write_width(wm.vm, st, node, w)     # the item block's width field (``memory``)
    top = (row - st.top) * h
    return x, (label, top, label + w, top + h)


def _sync_scroll(wm, win, st, rows_total):
    rows = _rows(wm, win)
    st.top = max(0, min(st.top, max(0, rows_total - rows)))
    key = (rows_total, rows, st.top)
    if key != st.scroll_key:
        st.scroll_key = key
        set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0, max(0, rows_total - 1),
                 rows, st.top)


def _hit(wm, win, st, x, y):
    """Generator: (node or None, TVHT_* flags) at client (x, y)."""
    rows = visible_items(st)
    h = item_height(wm, win)
    if y < 0:
        return None, 0x100
    idx = st.top + y // h
    if idx >= len(rows):
        return None, TVHT_NOWHERE | (TVHT_BELOW if y >= win.client_size()[1] else 0)
    node, depth = rows[idx]
    text = yield from _text(wm, win, st, node)
    x0, (l, _, r, _) = _label_rect(wm, win, st, node, depth, idx, text)
    if x0 - _state_width(wm, st, node) <= x < x0:
        return node, TVHT_ONITEMSTATEICON
    x0 -= _state_width(wm, st, node)
    if x < x0:
        bx = x0 - st.indent // 2
        has = win.style & TVS_HASBUTTONS and (depth > 0 or _lines_at_root(win))
        if has and abs(x - bx) <= BUTTON // 2 + 1 and (yield from _has_children(wm, win, st, node)):
            return node, TVHT_ONITEMBUTTON
        return node, TVHT_ONITEMINDENT
    if x < l:
        return node, TVHT_ONITEMICON
    if x < r:
        return node, TVHT_ONITEMLABEL
    return node, TVHT_ONITEMRIGHT
