"""SysTreeView32, the tree view, drawn like comctl32 5.8 in the Windows 2000 classic
scheme: each visible item on its own row, indented by its depth, with the +/- button
box (TVS_HASBUTTONS), dotted connecting lines (TVS_HASLINES, also to the roots with
TVS_LINESATROOT), the item's image from the normal image list, and its label
(highlighted when selected).

Messages: TVM_INSERTITEM/GETITEM/SETITEM (A and W; TVI_ROOT/FIRST/LAST/SORT; text, image,
children and parameter callbacks answered by TVN_GETDISPINFO), DELETEITEM (TVI_ROOT: all),
EXPAND (TVE_EXPAND/COLLAPSE/TOGGLE, TVE_COLLAPSERESET), GETNEXTITEM (every TVGN_*),
SELECTITEM (TVGN_CARET, TVGN_FIRSTVISIBLE, TVGN_DROPHILITE), HITTEST, GETITEMRECT,
GETCOUNT, GET/SETINDENT, GET/SETIMAGELIST, GETVISIBLECOUNT, ENSUREVISIBLE,
SORTCHILDREN(CB), GET/SETITEMHEIGHT, GET/SETBKCOLOR, GET/SETTEXTCOLOR, GETITEMSTATE,
SETUNICODEFORMAT.

Notifications (WM_NOTIFY to the parent, W codes when the control was created with a W
function): TVN_ITEMEXPANDING (a non-zero answer refuses) and TVN_ITEMEXPANDED — sent by
the user's expanding, and by TVM_EXPAND until the item has been expanded once, as
documented —, TVN_SELCHANGING (non-zero refuses) and TVN_SELCHANGED with the action
(TVC_BYMOUSE, TVC_BYKEYBOARD, TVC_UNKNOWN), TVN_GETDISPINFO, TVN_DELETEITEM, TVN_KEYDOWN,
NM_CLICK, NM_DBLCLK (a double click also toggles the item unless the parent answers
non-zero), NM_RCLICK, NM_RETURN, NM_SETFOCUS/NM_KILLFOCUS. Keys: Up/Down, Home/End,
Left (collapse, then the parent), Right (expand, then the first child), +/-/*. The rows
scroll with the standard vertical bar.

Label editing (TVS_EDITLABELS's edit box), check boxes (TVS_CHECKBOXES) and drag images
stop the guest as unimplemented when asked for.
"""

import struct

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.bits import s32
from ..core.messages import (WM_CHAR, WM_CREATE, WM_GETDLGCODE, WM_GETFONT, WM_KEYDOWN,
                             WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_PAINT,
                             WM_RBUTTONDOWN, WM_SETFOCUS, WM_SETFONT, WM_SIZE)
from ..gdi.colors import SYS_COLORS, rgb
from ..user.scrollbars import (SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, WM_MOUSEWHEEL, set_info,
                              wheel_lines)
from ..user.window import begin_paint, def_window_proc, end_paint, take_focus
from .comctl_shared import (LPSTR_TEXTCALLBACK, focus_rect, font_message, guest_sort,
                            notify, read_item_text, register, scrolled_top, write_item_text)
from .builtin_common import BLACK, WHITE, ctl_font, draw_child_frame, is_wide, lparam_xy
from .imagelist import draw_image, image_list
from ..core.dllnames import COMCTL32

__all__ = ["treeview_proc", "install", "TREEVIEW_CLASS", "visible_items", "item_height"]

TREEVIEW_CLASS = "SysTreeView32"
WM_VSCROLL = 0x115
TVM_INSERTITEMA, TVM_DELETEITEM, TVM_EXPAND, TVM_GETITEMRECT = 0x1100, 0x1101, 0x1102, 0x1104
TVM_GETCOUNT, TVM_GETINDENT, TVM_SETINDENT = 0x1105, 0x1106, 0x1107
TVM_GETIMAGELIST, TVM_SETIMAGELIST, TVM_GETNEXTITEM = 0x1108, 0x1109, 0x110A
TVM_SELECTITEM, TVM_GETITEMA, TVM_SETITEMA, TVM_EDITLABELA = 0x110B, 0x110C, 0x110D, 0x110E
TVM_GETEDITCONTROL, TVM_GETVISIBLECOUNT, TVM_HITTEST = 0x110F, 0x1110, 0x1111
TVM_SORTCHILDREN, TVM_ENSUREVISIBLE, TVM_SORTCHILDRENCB = 0x1113, 0x1114, 0x1115
TVM_SETITEMHEIGHT, TVM_GETITEMHEIGHT, TVM_SETBKCOLOR = 0x111B, 0x111C, 0x111D
TVM_SETTEXTCOLOR, TVM_GETBKCOLOR, TVM_GETTEXTCOLOR = 0x111E, 0x111F, 0x1120
TVM_GETITEMSTATE = 0x1127
TVM_INSERTITEMW, TVM_GETITEMW, TVM_SETITEMW, TVM_EDITLABELW = 0x1132, 0x113E, 0x113F, 0x1141
TVM_SETUNICODEFORMAT, TVM_GETUNICODEFORMAT = 0x2005, 0x2006
TVIF_TEXT, TVIF_IMAGE, TVIF_PARAM, TVIF_STATE, TVIF_HANDLE = 0x1, 0x2, 0x4, 0x8, 0x10
TVIF_SELECTEDIMAGE, TVIF_CHILDREN, TVIF_DI_SETITEM = 0x20, 0x40, 0x1000
TVI_ROOT, TVI_FIRST, TVI_LAST, TVI_SORT = 0xFFFF0000, 0xFFFF0001, 0xFFFF0002, 0xFFFF0003
TVIS_SELECTED, TVIS_DROPHILITED, TVIS_BOLD = 0x2, 0x8, 0x10
TVIS_EXPANDED, TVIS_EXPANDEDONCE = 0x20, 0x40
TVE_COLLAPSE, TVE_EXPAND, TVE_TOGGLE, TVE_COLLAPSERESET = 0x1, 0x2, 0x3, 0x8000
TVGN_ROOT, TVGN_NEXT, TVGN_PREVIOUS, TVGN_PARENT, TVGN_CHILD = 0, 1, 2, 3, 4
TVGN_FIRSTVISIBLE, TVGN_NEXTVISIBLE, TVGN_PREVIOUSVISIBLE = 5, 6, 7
TVGN_DROPHILITE, TVGN_CARET, TVGN_LASTVISIBLE = 8, 9, 10
TVSIL_NORMAL, TVSIL_STATE = 0, 2
TVHT_NOWHERE, TVHT_ONITEMICON, TVHT_ONITEMLABEL, TVHT_ONITEMINDENT = 0x1, 0x2, 0x4, 0x8
TVHT_ONITEMBUTTON, TVHT_ONITEMRIGHT, TVHT_BELOW = 0x10, 0x20, 0x200
TVS_HASBUTTONS, TVS_HASLINES, TVS_LINESATROOT, TVS_EDITLABELS = 0x1, 0x2, 0x4, 0x8
TVS_SHOWSELALWAYS, TVS_CHECKBOXES, TVS_FULLROWSELECT = 0x20, 0x100, 0x1000
TVC_UNKNOWN, TVC_BYMOUSE, TVC_BYKEYBOARD = 0, 1, 2
I_CHILDRENCALLBACK = -1
I_IMAGECALLBACK = -1
# notification codes: (A, W)
TVN_SELCHANGING = (-401, -450)
TVN_SELCHANGED = (-402, -451)
TVN_GETDISPINFO = (-403, -452)
TVN_ITEMEXPANDING = (-405, -454)
TVN_ITEMEXPANDED = (-406, -455)
TVN_DELETEITEM = (-409, -458)
TVN_KEYDOWN = -412
NM_CLICK, NM_DBLCLK, NM_RETURN, NM_RCLICK, NM_SETFOCUS, NM_KILLFOCUS = -2, -3, -4, -5, -7, -8
VK_RETURN, VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x0D, 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28
VK_MULTIPLY, VK_ADD, VK_SUBTRACT = 0x6A, 0x6B, 0x6D
HANDLE_BASE, HANDLE_STEP = 0x00D00010, 0x10
BUTTON = 9          # the +/- box is 9x9 pixels
LINE = (128, 128, 128)


class TVNode:
    """One tree item (``text`` None: LPSTR_TEXTCALLBACK)."""

    def __init__(self, handle, parent):
        self.handle, self.parent = handle, parent
        self.children = []
        self.text = ""
        self.image = self.selimage = 0
        self.state = 0
        self.cchildren = 0      # TVITEM.cChildren as set (I_CHILDRENCALLBACK = -1)
        self.param = 0


class TreeState:
    """Items by handle, the roots, selection, scroll position, sizes and colours."""

    def __init__(self):
        self.nodes = {}
        self.root = TVNode(TVI_ROOT, None)
        self.root.state = TVIS_EXPANDED
        self.next_handle = HANDLE_BASE
        self.sel = 0
        self.drop = 0
        self.top = 0            # index of the first visible row
        self.indent = 19
        self.height = 0         # TVM_SETITEMHEIGHT (0: natural)
        self.himl = {TVSIL_NORMAL: 0, TVSIL_STATE: 0}
        self.bk, self.fg = 0xFFFFFFFF, 0xFFFFFFFF
        self.scroll_key = None


def _st(win):
    st = win.state.get("tree")
    if st is None:
        st = win.state["tree"] = TreeState()
    return st


def _code(win, pair):
    return pair[1] if is_wide(win) else pair[0]


def item_height(wm, win):
    """Row height: max(text line, image) + 2, made even (comctl32 without
    TVS_NONEVENHEIGHT), or what TVM_SETITEMHEIGHT set."""
    st = _st(win)
    if st.height:
        return st.height
    h = ctl_font(wm, win).line_height
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
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


def _node(st, handle):
    return st.nodes.get(handle)


def _tvitem(node, mask=TVIF_HANDLE | TVIF_STATE | TVIF_PARAM):
    """A TVITEM for a notification (no text: the parent asks with TVM_GETITEM)."""
    if node is None:
        return struct.pack("<10I", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    return struct.pack("<IIIIIiiiiI", mask, node.handle, node.state, 0xFFFF, 0, 0,
                       node.image, node.selimage, 1 if node.children else max(0, node.cchildren),
                       node.param)


def _nmtreeview(action, old, new, pt=(0, 0)):
    return struct.pack("<I", action) + _tvitem(old) + _tvitem(new) + struct.pack("<ii", *pt)


def _has_children(wm, win, st, node):
    """Generator: True when the item has (or says it has) children."""
    if node.children:
        return True
    if node.cchildren == I_CHILDRENCALLBACK:
        info = yield from _dispinfo(wm, win, st, node, TVIF_CHILDREN)
        return info["children"] > 0
    return node.cchildren > 0


def _dispinfo(wm, win, st, node, mask):
    """Generator: TVN_GETDISPINFO for ``mask`` fields; returns what the parent gave."""
    vm = wm.vm
    wide = is_wide(win)
    buf = vm.heap.alloc(520)
    vm.mem.write(buf, b"\0\0")
    try:
        item = struct.pack("<IIIIIiiiiI", mask, node.handle, node.state, 0xFFFF, buf, 260,
                           node.image, node.selimage, node.cchildren, node.param)
        _, back = yield from notify(wm, win, _code(win, TVN_GETDISPINFO), item, readback=40)
        f = struct.unpack("<IIIIIiiiiI", back)
        out = {"text": (read_item_text(wm, f[4], wide) or "") if mask & TVIF_TEXT else None,
               "image": f[6], "selimage": f[7], "children": f[8]}
        if f[0] & TVIF_DI_SETITEM:
            if mask & TVIF_TEXT:
                node.text = out["text"]
            if mask & TVIF_IMAGE:
                node.image = f[6]
            if mask & TVIF_SELECTEDIMAGE:
                node.selimage = f[7]
            if mask & TVIF_CHILDREN:
                node.cchildren = f[8]
        return out
    finally:
        vm.heap.free(buf)


def _text(wm, win, st, node):
    """Generator: the label as shown (asking the parent for a callback text)."""
    if node.text is not None:
        return node.text
    return (yield from _dispinfo(wm, win, st, node, TVIF_TEXT))["text"]


def _image(wm, win, st, node, selected):
    """Generator: the image index shown (asking the parent for I_IMAGECALLBACK)."""
    value = node.selimage if selected else node.image
    if value != I_IMAGECALLBACK:
        return value
    mask = TVIF_SELECTEDIMAGE if selected else TVIF_IMAGE
    info = yield from _dispinfo(wm, win, st, node, mask)
    return info["selimage" if selected else "image"]


def _lines_at_root(win):
    return bool(win.style & TVS_LINESATROOT and win.style & (TVS_HASLINES | TVS_HASBUTTONS))


def _item_x(win, st, depth):
    """Client x where an item's image (or label) starts."""
    return (depth + (1 if _lines_at_root(win) else 0)) * st.indent


def _label_rect(wm, win, st, node, depth, row, text):
    """(image x, label l, t, r, b) of an item on ``row`` (client coordinates)."""
    h = item_height(wm, win)
    x = _item_x(win, st, depth)
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
    label = x + (il.cx + 3 if il is not None else 0)
    w = int(ctl_font(wm, win).pil.getlength(text)) + 4
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


def _apply(wm, node, mask, text, image, selimage, cchildren, param, wide):
    """Set the TVITEM fields ``mask`` names (all but the state) on ``node``."""
    if mask & TVIF_TEXT:
        node.text = None if text == LPSTR_TEXTCALLBACK else (read_item_text(wm, text, wide) or "")
    if mask & TVIF_IMAGE:
        node.image = image
    if mask & TVIF_SELECTEDIMAGE:
        node.selimage = selimage
    if mask & TVIF_CHILDREN:
        node.cchildren = cchildren
    if mask & TVIF_PARAM:
        node.param = param


def _insert(wm, win, st, ptr, wide):
    """TVM_INSERTITEM: TVINSERTSTRUCT {hParent, hInsertAfter, TVITEM}; the new handle."""
    mem = wm.vm.mem
    parent_h, after = struct.unpack("<II", mem.read(ptr, 8))
    mask, _, state, smask, text, _, image, selimage, cchildren, param = \
        struct.unpack("<IIIIIiiiiI", mem.read(ptr + 8, 40))
    parent = st.root if parent_h in (0, TVI_ROOT) else _node(st, parent_h)
    if parent is None:
        return 0
    node = TVNode(st.next_handle, parent)
    st.next_handle += HANDLE_STEP
    _apply(wm, node, mask, text, image, selimage, cchildren, param, wide)
    if mask & TVIF_STATE:
        node.state = state & smask & ~TVIS_SELECTED
    sibs = parent.children
    if after == TVI_FIRST:
        index = 0
    elif after == TVI_SORT:
        key = (node.text or "").lower()
        index = next((k for k, s in enumerate(sibs) if s.text is not None and
                      s.text.lower() > key), len(sibs))
    elif after == TVI_LAST or after == TVI_ROOT:
        index = len(sibs)
    else:
        prev = _node(st, after)
        index = sibs.index(prev) + 1 if prev is not None and prev in sibs else len(sibs)
    sibs.insert(index, node)
    st.nodes[node.handle] = node
    wm.invalidate(win, None, True)
    return node.handle


def _delete(wm, win, st, node):
    """Generator: delete an item and its subtree (children first), TVN_DELETEITEM each."""
    for child in list(node.children):
        yield from _delete(wm, win, st, child)
    if node is st.root:
        return
    yield from notify(wm, win, _code(win, TVN_DELETEITEM), _nmtreeview(0, node, None))
    if node.parent is not None and node in node.parent.children:
        node.parent.children.remove(node)
    st.nodes.pop(node.handle, None)
    if st.sel == node.handle:
        st.sel = 0
    if st.drop == node.handle:
        st.drop = 0
    wm.invalidate(win, None, True)


def _expand(wm, win, st, node, action, user):
    """Generator: TVE_EXPAND/COLLAPSE/TOGGLE of ``node``; True when done."""
    reset = action & TVE_COLLAPSERESET
    action &= 0x3
    if action == TVE_TOGGLE:
        action = TVE_COLLAPSE if node.state & TVIS_EXPANDED else TVE_EXPAND
    if action == TVE_EXPAND:
        if node.state & TVIS_EXPANDED:
            return True
        if not (yield from _has_children(wm, win, st, node)):
            return False
        tell = user or not node.state & TVIS_EXPANDEDONCE
        if tell:
            refused, _ = yield from notify(wm, win, _code(win, TVN_ITEMEXPANDING),
                                           _nmtreeview(TVE_EXPAND, None, node))
            if refused:
                return False
        node.state |= TVIS_EXPANDED | TVIS_EXPANDEDONCE
        wm.invalidate(win, None, True)
        if tell:
            yield from notify(wm, win, _code(win, TVN_ITEMEXPANDED),
                              _nmtreeview(TVE_EXPAND, None, node))
        return True
    if action != TVE_COLLAPSE:
        return False
    if not node.state & TVIS_EXPANDED and not reset:
        return False
    if node.state & TVIS_EXPANDED:
        if user:
            refused, _ = yield from notify(wm, win, _code(win, TVN_ITEMEXPANDING),
                                           _nmtreeview(TVE_COLLAPSE, None, node))
            if refused:
                return False
        node.state &= ~TVIS_EXPANDED
        if user:
            yield from notify(wm, win, _code(win, TVN_ITEMEXPANDED),
                              _nmtreeview(TVE_COLLAPSE, None, node))
    if reset:
        node.state &= ~TVIS_EXPANDEDONCE
        for child in list(node.children):
            yield from _delete(wm, win, st, child)
    # The selection moves out of a collapsed subtree to the collapsed item.
    sel = _node(st, st.sel)
    while sel is not None and sel is not st.root:
        sel = sel.parent
        if sel is node:
            yield from _select(wm, win, st, node, TVC_UNKNOWN)
            break
    wm.invalidate(win, None, True)
    return True


def _select(wm, win, st, node, action):
    """Generator: make ``node`` (None: nothing) the selection, with TVN_SELCHANGING and
    TVN_SELCHANGED; parents are expanded so that it shows. False when refused."""
    old = _node(st, st.sel)
    if node is old:
        return True
    refused, _ = yield from notify(wm, win, _code(win, TVN_SELCHANGING),
                                   _nmtreeview(action, old, node))
    if refused:
        return False
    if old is not None:
        old.state &= ~TVIS_SELECTED
    st.sel = node.handle if node is not None else 0
    if node is not None:
        node.state |= TVIS_SELECTED
        p = node.parent
        while p is not None and p is not st.root:
            if not p.state & TVIS_EXPANDED:
                yield from _expand(wm, win, st, p, TVE_EXPAND, False)
            p = p.parent
        _ensure_visible(wm, win, st, node)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, _code(win, TVN_SELCHANGED), _nmtreeview(action, old, node))
    return True


def _ensure_visible(wm, win, st, node):
    rows = visible_items(st)
    idx = next((k for k, (n, _) in enumerate(rows) if n is node), None)
    if idx is None:
        return
    page = _rows(wm, win)
    if idx < st.top:
        st.top = idx
    elif idx >= st.top + page:
        st.top = idx - page + 1
    wm.invalidate(win, None, True)


def _next(st, node, code):
    """TVM_GETNEXTITEM's answer (a node or None)."""
    if code == TVGN_ROOT:
        return st.root.children[0] if st.root.children else None
    if code == TVGN_CARET:
        return _node(st, st.sel)
    if code == TVGN_DROPHILITE:
        return _node(st, st.drop)
    rows = [n for n, _ in visible_items(st)]
    if code == TVGN_FIRSTVISIBLE:
        return rows[st.top] if st.top < len(rows) else None
    if code == TVGN_LASTVISIBLE:
        return rows[-1] if rows else None
    if node is None:
        return None
    if code == TVGN_CHILD:
        return node.children[0] if node.children else None
    if code == TVGN_PARENT:
        return node.parent if node.parent is not st.root else None
    if code in (TVGN_NEXT, TVGN_PREVIOUS):
        sibs = node.parent.children
        k = sibs.index(node) + (1 if code == TVGN_NEXT else -1)
        return sibs[k] if 0 <= k < len(sibs) else None
    if code in (TVGN_NEXTVISIBLE, TVGN_PREVIOUSVISIBLE):
        if node not in rows:
            return None
        k = rows.index(node) + (1 if code == TVGN_NEXTVISIBLE else -1)
        return rows[k] if 0 <= k < len(rows) else None
    raise Unimplemented("%s!TVM_GETNEXTITEM (code %d)" % (COMCTL32, code))


def _get_item(wm, win, st, ptr, wide):
    """Generator: TVM_GETITEM into the caller's TVITEM."""
    mem = wm.vm.mem
    mask, h, _, smask, text, cch = struct.unpack("<IIIIIi", mem.read(ptr, 24))
    node = _node(st, h)
    if node is None:
        return 0
    if mask & TVIF_TEXT:
        t = yield from _text(wm, win, st, node)
        write_item_text(wm, text, t, cch, wide)
    if mask & TVIF_IMAGE:
        mem.w32(ptr + 24, node.image & 0xFFFFFFFF)
    if mask & TVIF_SELECTEDIMAGE:
        mem.w32(ptr + 28, node.selimage & 0xFFFFFFFF)
    if mask & TVIF_CHILDREN:
        n = len(node.children) if node.children else node.cchildren
        mem.w32(ptr + 32, (1 if node.children else n) & 0xFFFFFFFF)
    if mask & TVIF_PARAM:
        mem.w32(ptr + 36, node.param)
    if mask & TVIF_STATE:
        mem.w32(ptr + 8, node.state & (smask or 0xFFFF))
    return 1


def _set_item(wm, win, st, ptr, wide):
    mem = wm.vm.mem
    mask, h, state, smask, text, _, image, selimage, cchildren, param = \
        struct.unpack("<IIIIIiiiiI", mem.read(ptr, 40))
    node = _node(st, h)
    if node is None:
        return 0
    _apply(wm, node, mask, text, image, selimage, cchildren, param, wide)
    if mask & TVIF_STATE:
        keep = smask & ~(TVIS_SELECTED)
        node.state = (node.state & ~keep) | (state & keep)
    wm.invalidate(win, None, True)
    return 1


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


def _sort_children(wm, win, st, node, cb=None):
    """Generator: sort one level of children by text, or with the guest's compare
    function (TVSORTCB {hParent, lpfnCompare, lParam})."""
    items = list(node.children)
    if cb is None:
        keys = []
        for it in items:
            keys.append(((yield from _text(wm, win, st, it)).lower(), len(keys)))
        node.children = [items[k] for _, k in sorted(keys)]
    else:
        fn, lp = cb
        node.children = yield from guest_sort(items, fn, lambda n: n.param, lp)
    wm.invalidate(win, None, True)
    return 1


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


def treeview_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysTreeView32."""
    st = _st(win)
    vm = wm.vm
    if msg == WM_CREATE:
        if win.style & TVS_CHECKBOXES:
            raise Unimplemented("%s class %s (TVS_CHECKBOXES)" % (COMCTL32, TREEVIEW_CLASS))
        return 0
    if msg == WM_PAINT:
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
        _paint(wm, win, st, dc, rows, shown)
        end_paint(vm, win, dc)
        return 0
    if msg in (TVM_INSERTITEMA, TVM_INSERTITEMW):
        return _insert(wm, win, st, lparam, msg == TVM_INSERTITEMW) if lparam else 0
    if msg == TVM_DELETEITEM:
        node = st.root if lparam in (0, TVI_ROOT) else _node(st, lparam)
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
        node = _next(st, _node(st, lparam), wparam & 0xFF)
        return node.handle if node is not None else 0
    if msg == TVM_SELECTITEM:
        node = _node(st, lparam)
        code = wparam & 0xFF
        if lparam and node is None:
            return 0
        if code == TVGN_CARET:
            return 1 if (yield from _select(wm, win, st, node, TVC_UNKNOWN)) else 0
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
        x, y = struct.unpack("<ii", vm.mem.read(lparam, 8))
        node, flags = yield from _hit(wm, win, st, x, y)
        vm.mem.w32(lparam + 8, flags)
        vm.mem.w32(lparam + 12, node.handle if node is not None else 0)
        return node.handle if node is not None else 0
    if msg == TVM_GETITEMRECT:
        h = vm.mem.u32(lparam)
        rows = visible_items(st)
        idx = next((k for k, (n, _) in enumerate(rows) if n.handle == h), None)
        if idx is None:
            return 0
        node, depth = rows[idx]
        text = yield from _text(wm, win, st, node)
        _, rect = _label_rect(wm, win, st, node, depth, idx, text)
        if not wparam:       # the whole row
            rect = (0, rect[1], win.client_size()[0], rect[3])
        vm.mem.write(lparam, struct.pack("<4i", *rect))
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
        node = st.root if lparam in (0, TVI_ROOT) else _node(st, lparam)
        if node is None:
            return 0
        if wparam:
            raise Unimplemented("%s!TVM_SORTCHILDREN (recursive)" % COMCTL32)
        return (yield from _sort_children(wm, win, st, node))
    if msg == TVM_SORTCHILDRENCB:
        parent_h, fn, lp = struct.unpack("<III", vm.mem.read(lparam, 12))
        node = st.root if parent_h in (0, TVI_ROOT) else _node(st, parent_h)
        if node is None:
            return 0
        return (yield from _sort_children(wm, win, st, node, (fn, lp)))
    if msg == TVM_SETITEMHEIGHT:
        old = item_height(wm, win)
        st.height = 0 if s32(wparam) == -1 else max(1, s32(wparam))
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
        raise Unimplemented("%s!TVM_EDITLABEL (label editing)" % COMCTL32)
    if msg == TVM_GETEDITCONTROL:
        return 0        # no label is being edited
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
            yield from notify(wm, win, NM_RCLICK)
            return 0
        if msg == WM_LBUTTONDOWN:
            if node is not None and flags == TVHT_ONITEMBUTTON:
                yield from _expand(wm, win, st, node, TVE_TOGGLE, True)
            elif node is not None and flags & (TVHT_ONITEMICON | TVHT_ONITEMLABEL) or \
                    node is not None and win.style & TVS_FULLROWSELECT:
                yield from _select(wm, win, st, node, TVC_BYMOUSE)
            yield from notify(wm, win, NM_CLICK)
            return 0
        handled, _ = yield from notify(wm, win, NM_DBLCLK)
        if not handled and node is not None and flags & (TVHT_ONITEMICON | TVHT_ONITEMLABEL):
            yield from _expand(wm, win, st, node, TVE_TOGGLE, True)
        return 0
    if msg == WM_KEYDOWN:
        yield from notify(wm, win, TVN_KEYDOWN, struct.pack("<HI", wparam & 0xFFFF, 0))
        if wparam == VK_RETURN:
            yield from notify(wm, win, NM_RETURN)
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
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _color(value, default):
    return default if value in (0xFFFFFFFF, 0xFF000000) else rgb(value)


def _paint(wm, win, st, dc, rows, shown):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    h = item_height(wm, win)
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.fg, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    lines = bool(win.style & TVS_HASLINES)
    buttons = bool(win.style & TVS_HASBUTTONS)
    at_root = _lines_at_root(win)
    images = []

    def dotted_v(d, x, y0, y1):
        for y in range(y0 + ((y0 + x) & 1), y1 + 1, 2):
            d.point((x, y), fill=LINE)

    def dotted_h(d, x0, x1, y):
        for x in range(x0 + ((x0 + y) & 1), x1 + 1, 2):
            d.point((x, y), fill=LINE)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bk)
        for k, node, depth, text, image, has in shown:
            top = (k - st.top) * h
            mid = top + h // 2
            x0 = _item_x(win, st, depth)
            cx = x0 - st.indent // 2          # centre of the item's indent column
            show_own = depth > 0 or at_root
            if lines and show_own:
                # horizontal to the item; vertical from the row above (or the middle of a
                # first root) down to the next sibling
                dotted_h(d, ox + cx, ox + x0 - 1, oy + mid)
                sibs = node.parent.children
                first_root = node.parent is st.root and sibs[0] is node
                y0 = mid if first_root else top
                y1 = top + h - 1 if sibs[-1] is not node else mid
                dotted_v(d, ox + cx, oy + y0, oy + y1)
            if lines:
                # the vertical lines of ancestors that still have siblings below
                p, pd = node.parent, depth - 1
                while p is not None and p is not st.root:
                    if (pd > 0 or at_root) and p.parent.children[-1] is not p:
                        px = _item_x(win, st, pd) - st.indent // 2
                        dotted_v(d, ox + px, oy + top, oy + top + h - 1)
                    p, pd = p.parent, pd - 1
            if buttons and show_own and has:
                l, t = cx - BUTTON // 2, mid - BUTTON // 2
                d.rectangle([ox + l, oy + t, ox + l + BUTTON - 1, oy + t + BUTTON - 1],
                            fill=WHITE, outline=LINE)
                d.line([(ox + l + 2, oy + mid), (ox + l + BUTTON - 3, oy + mid)], fill=BLACK)
                if not node.state & TVIS_EXPANDED:
                    d.line([(ox + cx, oy + t + 2), (ox + cx, oy + t + BUTTON - 3)], fill=BLACK)
            x = x0
            if il is not None:
                images.append((image, x, top + (h - il.cy) // 2))
                x += il.cx + 3
            w = int(pil.getlength(text)) + 4
            selected = node.state & TVIS_SELECTED and (focused or win.style & TVS_SHOWSELALWAYS)
            hot = node.state & TVIS_DROPHILITED
            color = fg
            if (selected and focused) or hot:
                d.rectangle([ox + x, oy + top, ox + x + w - 1, oy + top + h - 1],
                            fill=SYS_COLORS[13])
                color = WHITE
            elif selected:
                d.rectangle([ox + x, oy + top, ox + x + w - 1, oy + top + h - 1],
                            fill=SYS_COLORS[15])
            d.text((ox + x + 2, oy + top + (h - lh) // 2), text, font=pil, fill=color)
            if node.state & TVIS_SELECTED and focused:
                focus_rect(d, ox + x, oy + top, ox + x + w - 1, oy + top + h - 1)

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    draw_child_frame(wm, win)


window_proc(COMCTL32, "wineagent.TreeViewProc", treeview_proc)


def install(vm):
    """Register SysTreeView32 (CS_DBLCLKS | CS_HREDRAW | CS_VREDRAW | CS_GLOBALCLASS)."""
    register(vm, TREEVIEW_CLASS, treeview_proc, "wineagent.TreeViewProc", 0x8 | 0x3 | 0x4000)
