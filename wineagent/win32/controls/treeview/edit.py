"""A tree view's label editing (TVM_EDITLABEL), as comctl32 documents it.

TVM_EDITLABEL(A/W) on an item (ending an edit already under way first) makes a Unicode
EDIT child over the item's label, with the label's text, the control's font and a limit
of MAX_PATH - 1 characters, and sends TVN_BEGINLABELEDIT (NMTVDISPINFO: the item's
handle, state, lParam and text, mask TVIF_HANDLE | STATE | PARAM | TEXT); TVM_GETEDITCONTROL answers the edit from then on, so the
parent may change its text. A non-zero answer cancels: the edit is destroyed and 0
answered. Otherwise the edit is shown, focused, its text selected, and its handle
answered; the item's selection is not changed.

The edit ends when it loses the focus (its EN_KILLFOCUS, only from that edit), on Enter
(kept) or Escape (cancelled) in it — the edit is subclassed for those two keys — and
with TVM_ENDEDITLABELNOW (wParam TRUE: cancelled). TVN_ENDLABELEDIT then carries the
text (mask TVIF_TEXT) in a MAX_PATH buffer (cchTextMax MAX_PATH; trimmed to MAX_PATH - 1 characters),
or pszText NULL (mask 0) when cancelled; a non-zero answer stores the text pszText points to on
return (the parent may overwrite the buffer or point elsewhere), zero keeps the old
label. The edit is destroyed either way.
"""

from ...core.structures import NMTVDISPINFO, TVITEM
from ...core.dllnames import COMCTL32
from ...user.window import create_window
from ..builtin_common import is_wide
from ..comctl_shared import label_edit_message, open_label_edit, notify, notify_tail, read_item_text
from .display import _text
from .layout import _label_rect, visible_items
from .state import (TVIF_HANDLE, TVIF_PARAM, TVIF_STATE, TVIF_TEXT, _code)

TVN_BEGINLABELEDIT = (-410, -459)
TVN_ENDLABELEDIT = (-411, -460)
MAX_PATH = 260
WS_CHILD, WS_VISIBLE, WS_BORDER, ES_AUTOHSCROLL = 0x40000000, 0x10000000, 0x800000, 0x80
WM_SETTEXT, WM_GETTEXT, WM_SETFONT = 0xC, 0xD, 0x30
EM_SETSEL, EM_SETLIMITTEXT = 0xB1, 0xC5
EN_KILLFOCUS, WM_COMMAND, TVM_ENDEDITLABELNOW = 0x200, 0x111, 0x1116
EDIT_PROC = "wineagent.TreeViewEditProc"


def editing(wm, st):
    """The edit window of the label edit under way (0: none)."""
    h = getattr(st, "edit", 0)
    return h if h and wm.get(h) is not None else 0


def _find_row(st, node):
    for k, (n, depth) in enumerate(visible_items(st)):
        if n is node:
            return k, depth
    return None


def _dispinfo(wm, win, node, text_ptr, cch, mask):
    return notify_tail(NMTVDISPINFO.variant(is_wide(win)), wm.vm.ptr_size, item=dict(
        mask=mask, hItem=node.handle, state=node.state, stateMask=0xFFFF, pszText=text_ptr,
        cchTextMax=cch, iImage=node.image, iSelectedImage=node.selimage,
        cChildren=max(0, node.cchildren), lParam=node.param))


def _with_text(wm, win, text):
    """A guest buffer of MAX_PATH characters holding ``text`` in the tree's character
    set (the caller frees it)."""
    vm = wm.vm
    wide = is_wide(win)
    buf = vm.heap.alloc(MAX_PATH * 2)
    text = text[:MAX_PATH - 1]
    vm.mem.write(buf, text.encode("utf-16-le") + b"\0\0" if wide
                 else text.encode("cp1252", "replace") + b"\0")
    return buf


def begin_edit(wm, win, st, node):
    """Generator: TVM_EDITLABEL on ``node`` (None: no item); the edit's handle or 0."""
    vm = wm.vm
    if node is None:
        return 0
    if editing(wm, st):
        yield from end_edit(wm, win, st, False)
    text = yield from _text(wm, win, st, node)
    place = _find_row(st, node)
    l, t, r, b = _label_rect(wm, win, st, node, place[1], place[0], text)[1] if place else \
        (0, 0, 0, 0)
    h = yield from create_window(vm, 0, "Edit", "", WS_CHILD | WS_BORDER | ES_AUTOHSCROLL,
                                 l - 3, t - 1, max(r - l + 6, 20), b - t + 2, win.hwnd, 0,
                                 win.instance, 0, True)
    if not h:
        return 0
    ed = wm.get(h)
    st.edit, st.edit_item = h, node
    ed.state["treeview_owner"] = win.hwnd
    ed.state["treeview_edit_proc"] = ed.wndproc
    ed.wndproc = vm.proc_address(COMCTL32, EDIT_PROC)
    yield from wm.send(h, WM_SETFONT, ctl_font_handle(win), 0)
    data = text.encode("utf-16-le") + b"\0\0"
    buf = vm.heap.alloc(len(data))
    vm.mem.write(buf, data)
    try:
        yield from wm.send(h, WM_SETTEXT, 0, buf)
    finally:
        vm.heap.free(buf)
    yield from wm.send(h, EM_SETLIMITTEXT, MAX_PATH - 1, 0)
    ptr = _with_text(wm, win, text)
    try:
        cancel, _ = yield from notify(
            wm, win, _code(win, TVN_BEGINLABELEDIT),
            _dispinfo(wm, win, node, ptr, MAX_PATH,
                      TVIF_HANDLE | TVIF_STATE | TVIF_PARAM | TVIF_TEXT))
    finally:
        vm.heap.free(ptr)
    return (yield from open_label_edit(wm, st, h, cancel))


def ctl_font_handle(win):
    return win.state.get("font", 0)


def end_edit(wm, win, st, cancel):
    """Generator: end the label edit (TVN_ENDLABELEDIT as the module docstring says);
    False when none is under way."""
    vm = wm.vm
    h = editing(wm, st)
    node = getattr(st, "edit_item", None)
    if not h:
        return False
    st.edit, st.edit_item = 0, None
    ptr = 0
    if not cancel:
        got = vm.heap.alloc(1026 * 2)
        try:
            n = yield from wm.send(h, WM_GETTEXT, 1025, got)
            text = vm.mem.wstr(got) if n else ""
        finally:
            vm.heap.free(got)
        ptr = _with_text(wm, win, text)
    try:
        if node is not None and node.handle in st.nodes:
            keep, back = yield from notify(
                wm, win, _code(win, TVN_ENDLABELEDIT),
                _dispinfo(wm, win, node, ptr, MAX_PATH if ptr else 0,
                          TVIF_TEXT if ptr else 0),
                readback=TVITEM.A.sizeof(vm.ptr_size))
            if keep and ptr:
                f = TVITEM.A.unpack(bytes(back), vm.ptr_size)
                if f["pszText"]:
                    node.text = (read_item_text(wm, f["pszText"], is_wide(win)) or "")
                    node.text = node.text[:MAX_PATH - 1]
                    wm.invalidate(win, None, True)
    finally:
        if ptr:
            vm.heap.free(ptr)
        if wm.get(h) is not None:
            yield from wm.destroy(h)
    return True


def edit_proc(wm, win, msg, wparam, lparam):
    """The label edit's procedure (the EDIT subclassed): Enter ends the edit keeping the
    text, Escape cancels it; it wants every key; the rest is the EDIT's."""
    return (yield from label_edit_message(wm, win, msg, wparam, lparam, "treeview_owner",
                                          "treeview_edit_proc", "tree", end_edit))
