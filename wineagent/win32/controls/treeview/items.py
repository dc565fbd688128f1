"""A tree view's items as the program and the user change them: inserting (from
TVINSERTSTRUCT), deleting (TVN_DELETEITEM), expanding and collapsing
(TVN_ITEMEXPANDING / ITEMEXPANDED), selecting (TVN_SELCHANGING / SELCHANGED), the
TVGN_* walks, TVM_GETITEM / SETITEM and sorting children."""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import TVINSERTSTRUCT, TVITEM
from ..comctl_shared import (LPSTR_TEXTCALLBACK, guest_sort, notify, read_item_text,
                             text_pointer, write_item_text)
from .display import EXPAND_MASK, _dispinfo, _has_children, _nmtreeview, _text, callback_mask
from .layout import _rows, visible_items
from .memory import free_block, new_block, relink_children
from .checks import insert_state
from .state import (TVC_UNKNOWN, TVE_COLLAPSE, TVE_COLLAPSERESET, TVE_EXPAND,
                    TVE_TOGGLE, TVGN_CARET, TVGN_CHILD, TVGN_DROPHILITE, TVGN_FIRSTVISIBLE,
                    TVGN_LASTVISIBLE, TVGN_NEXT, TVGN_NEXTVISIBLE, TVGN_PARENT,
                    TVGN_PREVIOUS, TVGN_PREVIOUSVISIBLE, TVGN_ROOT, TVIF_CHILDREN,
                    TVIF_HANDLE, TVIF_IMAGE, TVIF_PARAM, TVIF_SELECTEDIMAGE, TVIF_STATE, TVIF_TEXT,
                    TVIS_EXPANDED, TVIS_EXPANDEDONCE, TVIS_SELECTED, TVI_FIRST, TVI_LAST,
                    TVI_ROOT, TVI_SORT, TVN_DELETEITEM, TVN_ITEMEXPANDED, TVN_ITEMEXPANDING,
                    TVN_SELCHANGED, TVN_SELCHANGING, TVNode, _code, _node)


def _apply(wm, node, mask, text, image, selimage, cchildren, param, wide):
    """Set the TVITEM fields ``mask`` names (all but the state) on ``node``."""
    if mask & TVIF_TEXT:
        # a NULL pszText is a callback text as well (undocumented; Wine's test_callback
        # finds it on Windows)
        node.text = None if text in (LPSTR_TEXTCALLBACK, 0) else \
            (read_item_text(wm, text, wide) or "")
    if mask & TVIF_IMAGE:
        node.image = image
    if mask & TVIF_SELECTEDIMAGE:
        node.selimage = selimage
    if mask & TVIF_CHILDREN:
        node.cchildren = cchildren
    if mask & TVIF_PARAM:
        node.param = param


def _handle(h):
    """An HTREEITEM read from a structure, at its 32 significant bits: a 64-bit program's
    TVI_ROOT, TVI_FIRST, TVI_LAST and TVI_SORT are the 32-bit constants sign-extended
    ((HTREEITEM)(ULONG_PTR)-0x10000...), and the control's own handles are small."""
    return h & 0xFFFFFFFF


def _tvitem_fields(wm, ptr):
    """TVITEM at ``ptr``: mask, hItem, state, stateMask, pszText, cchTextMax, iImage,
    iSelectedImage, cChildren, lParam (unsigned, as the control keeps it). The A and W
    variants share the layout."""
    v = TVITEM.A.at(wm.vm.mem, ptr, wm.vm.ptr_size)
    return (v.mask, _handle(v.hItem), v.state, v.stateMask,
            text_pointer(v.pszText, wm.vm.ptr_size), v.cchTextMax, v.iImage,
            v.iSelectedImage, v.cChildren, v.lParam & ((1 << 8 * wm.vm.ptr_size) - 1))


def _insert(wm, win, st, ptr, wide):
    """TVM_INSERTITEM: TVINSERTSTRUCT {hParent, hInsertAfter, TVITEM}; the new handle."""
    ins = TVINSERTSTRUCT.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)
    parent_h, after = _handle(ins.hParent), _handle(ins.hInsertAfter)
    mask, _, state, smask, text, _, image, selimage, cchildren, param = \
        _tvitem_fields(wm, ins.ptr("itemex"))
    parent = st.root if parent_h in (0, TVI_ROOT) else _node(st, parent_h)
    if parent is None:
        return 0
    node = TVNode(new_block(wm.vm, st), parent)
    if not node.handle:
        return 0
    _apply(wm, node, mask, text, image, selimage, cchildren, param, wide)
    if mask & TVIF_STATE:
        node.state = state & smask & ~TVIS_SELECTED
    insert_state(win, node)         # state image 1 in a tree with check boxes
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
    relink_children(wm.vm, st, parent, index)
    wm.invalidate(win, None, True)
    return node.handle


def _delete(wm, win, st, node):
    """Generator: delete an item and its subtree (children first), TVN_DELETEITEM each."""
    for child in list(node.children):
        yield from _delete(wm, win, st, child)
    if node is st.root:
        return
    # itemOld has the handle and lParam only (Windows' mask: Wine's treeview.c, written
    # against Windows, checks it at each TVN_DELETEITEM)
    yield from notify(wm, win, _code(win, TVN_DELETEITEM),
                      _nmtreeview(wm.vm.ptr_size, 0, node, None,
                                  old_mask=TVIF_HANDLE | TVIF_PARAM))
    if node.parent is not None and node in node.parent.children:
        k = node.parent.children.index(node)
        node.parent.children.remove(node)
        relink_children(wm.vm, st, node.parent, k)
    if st.nodes.pop(node.handle, None) is not None:
        free_block(wm.vm, node.handle)
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
        # The user's expansion is announced even when the item is already expanded;
        # TVM_EXPAND's only until the item has been expanded once. TVIS_EXPANDEDONCE is
        # set after TVN_ITEMEXPANDED (its handler still sees it clear), as Windows does
        # (Wine's test_expandnotify).
        if not (yield from _has_children(wm, win, st, node)):
            return False
        tell = user or not node.state & TVIS_EXPANDEDONCE
        if tell:
            refused, _ = yield from notify(wm, win, _code(win, TVN_ITEMEXPANDING),
                                           _nmtreeview(wm.vm.ptr_size, TVE_EXPAND, None,
                                                       node, new_mask=EXPAND_MASK))
            if refused:
                return False
        if not node.children:
            return False        # children the parent only says it has
        was = node.state & TVIS_EXPANDED
        node.state |= TVIS_EXPANDED
        if not was:
            _show_children(wm, win, st, node)
        wm.invalidate(win, None, True)
        if tell:
            yield from notify(wm, win, _code(win, TVN_ITEMEXPANDED),
                              _nmtreeview(wm.vm.ptr_size, TVE_EXPAND, None, node,
                                          new_mask=EXPAND_MASK))
        node.state |= TVIS_EXPANDEDONCE
        return True
    if action != TVE_COLLAPSE:
        return False
    # The user's collapse asks the parent (TVN_ITEMEXPANDING) even when the item is
    # collapsed already, and then says no more; TVN_ITEMEXPANDED follows only a real
    # collapse (Wine's test_expandnotify, of Windows).
    if not (yield from _has_children(wm, win, st, node)):
        return False
    if user:
        refused, _ = yield from notify(wm, win, _code(win, TVN_ITEMEXPANDING),
                                       _nmtreeview(wm.vm.ptr_size, TVE_COLLAPSE, None,
                                                   node, new_mask=EXPAND_MASK))
        if refused:
            return False
    if not node.children:
        return False
    was = node.state & TVIS_EXPANDED
    node.state &= ~TVIS_EXPANDED
    if was and user:
        yield from notify(wm, win, _code(win, TVN_ITEMEXPANDED),
                          _nmtreeview(wm.vm.ptr_size, TVE_COLLAPSE, None, node,
                                      new_mask=EXPAND_MASK))
    if reset:
        node.state &= ~TVIS_EXPANDEDONCE
        for child in list(node.children):
            yield from _delete(wm, win, st, child)
    if not was:
        wm.invalidate(win, None, True)
        return False
    # The selection moves out of a collapsed subtree to the collapsed item.
    sel = _node(st, st.sel)
    while sel is not None and sel is not st.root:
        sel = sel.parent
        if sel is node:
            yield from _select(wm, win, st, node, TVC_UNKNOWN)
            break
    wm.invalidate(win, None, True)
    return True


def _show_children(wm, win, st, node):
    """After ``node`` expanded: scroll down so that as many of the rows it added show as
    can without scrolling ``node`` itself off the top (what comctl32 does on every
    expansion, the user's or TVM_EXPAND's; an item at the top stays there)."""
    rows = visible_items(st)
    at = next((k for k, (n, _) in enumerate(rows) if n is node), None)
    if at is None:
        return
    depth = rows[at][1]
    added = 0
    for _n, d in rows[at + 1:]:
        if d <= depth:
            break
        added += 1
    pos = at - st.top
    below = _rows(wm, win) - pos - 1
    if pos > 0 and added > below:
        st.top += min(added - below, pos)


def _select(wm, win, st, node, action):
    """Generator: make ``node`` (None: nothing) the selection, with TVN_SELCHANGING and
    TVN_SELCHANGED; parents are expanded so that it shows. False when refused."""
    old = _node(st, st.sel)
    if node is old:
        return True
    refused, _ = yield from notify(wm, win, _code(win, TVN_SELCHANGING),
                                   _nmtreeview(wm.vm.ptr_size, action, old, node))
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
                # announced every time, not only the first (Wine's TVS_SINGLEEXPAND
                # sequences, of Windows: a parent expanded before is expanded again)
                yield from _expand(wm, win, st, p, TVE_EXPAND, True)
            p = p.parent
        _ensure_visible(wm, win, st, node)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, _code(win, TVN_SELCHANGED), _nmtreeview(wm.vm.ptr_size, action, old, node))
    return True


#: TVN_SINGLEEXPAND, and what the parent may answer it (Windows documents both).
TVN_SINGLEEXPAND = -415
TVNRET_SKIPOLD, TVNRET_SKIPNEW = 1, 2
TVS_SINGLEEXPAND = 0x400


def single_expand(wm, win, st, old, node):
    """Generator: TVS_SINGLEEXPAND after the selection moved from ``old`` to ``node`` (by
    TVM_SELECTITEM or a click): TVN_SINGLEEXPAND (itemNew: the new selection's handle and
    lParam), then, unless the parent answered TVNRET_SKIPNEW, the new selection expands,
    and unless it answered TVNRET_SKIPOLD, the old one and its parents collapse up to the
    first that is also a parent of the new one — each with TVN_ITEMEXPANDING / EXPANDED
    (Wine's test_TVS_SINGLEEXPAND: the new item expands, then the old ones collapse).
    Not while a label is being edited."""
    if not win.style & TVS_SINGLEEXPAND or node is None or getattr(st, "edit", 0):
        return
    answer, _ = yield from notify(wm, win, TVN_SINGLEEXPAND,
                                  _nmtreeview(wm.vm.ptr_size, 0, None, node,
                                              new_mask=TVIF_HANDLE | TVIF_PARAM))
    if not answer & TVNRET_SKIPNEW and node.handle in st.nodes:
        yield from _expand(wm, win, st, node, TVE_EXPAND, True)
    if answer & TVNRET_SKIPOLD:
        return
    keep = set()
    p = node
    while p is not None:
        keep.add(id(p))
        p = p.parent
    p = old
    while p is not None and p is not st.root and id(p) not in keep:
        if p.handle in st.nodes:
            yield from _expand(wm, win, st, p, TVE_COLLAPSE, True)
        p = p.parent


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
    v = TVITEM.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)
    mask, h, text, cch = v.mask, _handle(v.hItem), v.pszText, v.cchTextMax
    node = _node(st, h)
    if node is None:
        return 0
    # the fields the item leaves to the parent are asked for together (one
    # TVN_GETDISPINFO); its answer may change the item's state too
    asked = mask & callback_mask(node)
    info = (yield from _dispinfo(wm, win, st, node, asked)) if asked else {}
    v = TVITEM.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)
    if mask & TVIF_TEXT:
        t = info["text"] if asked & TVIF_TEXT else node.text
        write_item_text(wm, text, t, cch, wide)
    if mask & TVIF_IMAGE:
        v.iImage = info["image"] if asked & TVIF_IMAGE else node.image
    if mask & TVIF_SELECTEDIMAGE:
        v.iSelectedImage = info["selimage"] if asked & TVIF_SELECTEDIMAGE else node.selimage
    if mask & TVIF_CHILDREN:
        n = info["children"] if asked & TVIF_CHILDREN else node.cchildren
        v.cChildren = 1 if node.children else n
    # lParam and the state are written whatever the mask and stateMask say (Windows:
    # Wine's test_callback / test_get_set_item read them so)
    v.lParam = node.param
    v.state = node.state
    return 1


def _set_item(wm, win, st, ptr, wide):
    mask, h, state, smask, text, _, image, selimage, cchildren, param = \
        _tvitem_fields(wm, ptr)
    node = _node(st, h)
    if node is None:
        return 0
    _apply(wm, node, mask, text, image, selimage, cchildren, param, wide)
    if mask & TVIF_STATE:
        keep = smask & ~(TVIS_SELECTED)
        node.state = (node.state & ~keep) | (state & keep)
    wm.invalidate(win, None, True)
    return 1


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
    relink_children(wm.vm, st, node)
    wm.invalidate(win, None, True)
    return 1
