"""What a tree view's items show and tell the parent: TVITEM and NMTREEVIEW for its
notifications, and the texts, images and child counts the parent supplies
(TVN_GETDISPINFO, I_CHILDRENCALLBACK)."""

from ...core.structures import NMTREEVIEW, NMTVDISPINFO, TVITEM
from ..builtin_common import is_wide
from ..comctl_shared import notify, notify_tail, read_item_text
from .state import (I_CHILDRENCALLBACK, I_IMAGECALLBACK, TVIF_CHILDREN, TVIF_DI_SETITEM,
                    TVIF_HANDLE, TVIF_IMAGE, TVIF_PARAM, TVIF_SELECTEDIMAGE, TVIF_STATE,
                    TVIF_TEXT, TVN_GETDISPINFO, _code)


def _tvitem(node, mask=TVIF_HANDLE | TVIF_STATE | TVIF_PARAM):
    """A TVITEM's fields for a notification (no text: the parent asks with TVM_GETITEM);
    none for no item (all zero)."""
    if node is None:
        return {}
    return dict(mask=mask, hItem=node.handle, state=node.state, stateMask=0xFFFF,
                iImage=node.image, iSelectedImage=node.selimage,
                cChildren=1 if node.children else max(0, node.cchildren), lParam=node.param)


def _nmtreeview(ptr, action, old, new, pt=(0, 0), old_mask=TVIF_HANDLE | TVIF_STATE | TVIF_PARAM,
                new_mask=TVIF_HANDLE | TVIF_STATE | TVIF_PARAM):
    """NMTREEVIEW after its NMHDR, for a program of pointer size ``ptr`` (the A and W
    variants share the layout); ``old_mask`` / ``new_mask``: the fields itemOld / itemNew
    say they have."""
    return notify_tail(NMTREEVIEW.A, ptr, action=action, itemOld=_tvitem(old, old_mask),
                       itemNew=_tvitem(new, new_mask), ptDrag=pt)


#: itemNew's fields in TVN_ITEMEXPANDING / ITEMEXPANDED: the images too (Windows' mask,
#: which Wine's treeview.c, written against Windows, checks)
EXPAND_MASK = TVIF_HANDLE | TVIF_STATE | TVIF_PARAM | TVIF_IMAGE | TVIF_SELECTEDIMAGE


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
        ptr = vm.ptr_size
        item = notify_tail(NMTVDISPINFO.variant(wide), ptr, item=dict(
            mask=mask, hItem=node.handle, state=node.state, stateMask=0xFFFF, pszText=buf,
            cchTextMax=260, iImage=node.image, iSelectedImage=node.selimage,
            cChildren=node.cchildren, lParam=node.param))
        _, back = yield from notify(wm, win, _code(win, TVN_GETDISPINFO), item,
                                    readback=TVITEM.A.sizeof(ptr))
        f = TVITEM.A.unpack(bytes(back), ptr)
        out = {"text": (read_item_text(wm, f["pszText"], wide) or "")
               if mask & TVIF_TEXT else None,
               "image": f["iImage"], "selimage": f["iSelectedImage"], "children": f["cChildren"]}
        if f["mask"] & TVIF_DI_SETITEM:
            if mask & TVIF_TEXT:
                node.text = out["text"]
            if mask & TVIF_IMAGE:
                node.image = f["iImage"]
            if mask & TVIF_SELECTEDIMAGE:
                node.selimage = f["iSelectedImage"]
            if mask & TVIF_CHILDREN:
                node.cchildren = f["cChildren"]
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
