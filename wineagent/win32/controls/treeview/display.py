"""What a tree view's items show and tell the parent: TVITEM and NMTREEVIEW for its
notifications, and the texts, images and child counts the parent supplies
(TVN_GETDISPINFO, I_CHILDRENCALLBACK)."""

from ...core.bits import s32
from ...core.structures import NMHDR, NMTREEVIEW, NMTVDISPINFO, TVITEM
from ..builtin_common import is_wide, nmhdr_bytes
from ..comctl_shared import notify_tail, read_item_text
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


WM_NOTIFY = 0x4E

#: itemNew's fields in TVN_ITEMEXPANDING / ITEMEXPANDED: the images too (Windows' mask,
#: which Wine's treeview.c, written against Windows, checks)
EXPAND_MASK = TVIF_HANDLE | TVIF_STATE | TVIF_PARAM | TVIF_IMAGE | TVIF_SELECTEDIMAGE


I_CHILDRENAUTO = -2


def _has_children(wm, win, st, node):
    """Generator: True when the item has (or says it has) children."""
    if node.children:
        return True
    # any count but 0 says "has children" (Windows takes 0x80000000 as well: Wine's
    # test_expandnotify); I_CHILDRENAUTO (-2): only real children count
    if node.cchildren == I_CHILDRENCALLBACK:
        info = yield from _dispinfo(wm, win, st, node, TVIF_CHILDREN)
        return info["children"] != 0
    return node.cchildren != 0 and node.cchildren != I_CHILDRENAUTO


def _dispinfo(wm, win, st, node, mask):
    """Generator: TVN_GETDISPINFO for ``mask`` fields; returns what the parent gave.

    The item carries its state and lParam. The parent may answer a text in the other
    character set by changing the notification's code (TVN_GETDISPINFOA to W: Wine's
    test_callback, of Windows); it may set state bits by adding TVIF_STATE to the mask
    with a stateMask, and keep what it gave with TVIF_DI_SETITEM."""
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
        code, back = yield from _notify_code(wm, win, _code(win, TVN_GETDISPINFO), item,
                                             TVITEM.A.sizeof(ptr))
        f = TVITEM.A.unpack(bytes(back), ptr)
        text_wide = wide or s32(code) == TVN_GETDISPINFO[1]
        out = {"text": (read_item_text(wm, f["pszText"], text_wide) or "")
               if mask & TVIF_TEXT else None,
               "image": f["iImage"], "selimage": f["iSelectedImage"], "children": f["cChildren"]}
        if f["mask"] & TVIF_STATE:
            keep = f["stateMask"] & 0xFFFF
            node.state = (node.state & ~keep) | (f["state"] & keep)
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


def _notify_code(wm, win, code, extra, readback):
    """Generator: ``notify``, also reading back the NMHDR's code as the parent left it;
    (code, the first ``readback`` bytes after the NMHDR)."""
    target = win.state.get("notify_to") or (win.parent if win.is_child else 0)
    if not target or wm.get(target) is None:
        return code, extra[:readback]
    vm = wm.vm
    hdr = nmhdr_bytes(vm, win, code)
    p = vm.heap.alloc(len(hdr) + len(extra) + 4)
    vm.mem.write(p, hdr + extra)
    try:
        yield from wm.send(target, WM_NOTIFY, win.id, p)
        back_code = NMHDR.at(vm.mem, p, vm.ptr_size).code
        return back_code, vm.mem.read(p + len(hdr), readback)
    finally:
        vm.heap.free(p)


def callback_mask(node):
    """The TVIF_* fields item ``node`` leaves to the parent (LPSTR_TEXTCALLBACK,
    I_IMAGECALLBACK, I_CHILDRENCALLBACK)."""
    return ((TVIF_TEXT if node.text is None else 0)
            | (TVIF_IMAGE if node.image == I_IMAGECALLBACK else 0)
            | (TVIF_SELECTEDIMAGE if node.selimage == I_IMAGECALLBACK else 0)
            | (TVIF_CHILDREN if node.cchildren == I_CHILDRENCALLBACK else 0))


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
