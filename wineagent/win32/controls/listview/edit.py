"""A list view's label editing (LVM_EDITLABEL), as comctl32 documents it.

LVM_EDITLABEL(A/W) on an item ends an edit under way first (keeping its text); -1 or an
index that is no item only ends it (and answers NULL), and so does a control that does not
have the focus (neither it nor its edit: Windows creates no edit then, as Wine's
listview.c test_editbox checks). Otherwise a Unicode EDIT child over the item's label,
with the label's text, the control's font and a limit of 259 characters, placed below the
header, and LVN_BEGINLABELEDIT (NMLVDISPINFO: the item's index, state, lParam and text);
LVM_GETEDITCONTROL answers the edit from then on, so the parent may subclass it or change
its text. A non-zero answer cancels: the edit is destroyed and NULL answered. Otherwise
the edit is shown, focused, its text selected, and its handle answered.

The edit ends when it loses the focus (its EN_KILLFOCUS, only from that edit, and not
passed to the parent), on Enter (kept) or Escape (cancelled) in it — the edit is
subclassed for those keys — and with LVM_CANCELEDITLABEL (cancelled). LVN_ENDLABELEDIT
(mask LVIF_TEXT | LVIF_STATE | LVIF_PARAM, as Wine 8's) carries the text (cchTextMax 260)
or pszText NULL when cancelled, while
LVM_GETEDITCONTROL still answers the edit; a non-zero answer stores the text pszText
points to on return, zero keeps the old label. The edit is destroyed either way.
"""

from ...core.dllnames import COMCTL32
from ...core.structures import LVITEM, NMLVDISPINFO
from ...user.window import create_window, take_focus
from ..comctl_shared import label_edit_message, open_label_edit, notify, notify_tail, read_item_text
from .items import _disp_text, _set_main
from .layout import _header
from .state import notify_wide
from .state import LVIF_PARAM, LVIF_STATE, LVIF_TEXT

__all__ = ["editing", "begin_edit", "end_edit", "edit_proc", "EDIT_PROC", "LVM_EDITLABELA",
           "LVM_EDITLABELW", "LVM_GETEDITCONTROL", "LVM_CANCELEDITLABEL", "EN_KILLFOCUS",
           "WM_COMMAND"]

LVM_EDITLABELA, LVM_GETEDITCONTROL, LVM_EDITLABELW = 0x1017, 0x1018, 0x1076
LVM_CANCELEDITLABEL = 0x10B3
LVN_BEGINLABELEDITA, LVN_BEGINLABELEDITW = -105, -175
LVN_ENDLABELEDITA, LVN_ENDLABELEDITW = -106, -176
MAX_PATH = 260
WS_CHILD, WS_BORDER, ES_AUTOHSCROLL = 0x40000000, 0x800000, 0x80
WM_SETTEXT, WM_SETFONT = 0xC, 0x30
EM_SETSEL, EM_SETLIMITTEXT = 0xB1, 0xC5
EN_KILLFOCUS, WM_COMMAND = 0x200, 0x111
EDIT_PROC = "wineagent.ListViewEditProc"


def editing(wm, st):
    """The edit window of the label edit under way (0: none)."""
    h = getattr(st, "edit", 0)
    return h if h and wm.get(h) is not None else 0


def _with_text(wm, win, text):
    """A guest buffer of MAX_PATH characters holding ``text`` in the control's character
    set (the caller frees it)."""
    vm = wm.vm
    buf = vm.heap.alloc(MAX_PATH * 2)
    text = text[:MAX_PATH - 1]
    vm.mem.write(buf, text.encode("utf-16-le") + b"\0\0" if notify_wide(win)
                 else text.encode("cp1252", "replace") + b"\0")
    return buf


def _dispinfo(wm, win, st, i, text_ptr, cch, mask):
    item = st.items[i]
    return notify_tail(NMLVDISPINFO.variant(notify_wide(win)), wm.vm.ptr_size, item=dict(
        mask=mask, iItem=i, state=item.state, stateMask=0xFFFF, pszText=text_ptr,
        cchTextMax=cch, iImage=item.image, lParam=item.param, iIndent=item.indent))


def _code(win, pair):
    return pair[1] if notify_wide(win) else pair[0]


def begin_edit(wm, win, st, i, label):
    """Generator: LVM_EDITLABEL on item ``i`` whose label is the client rectangle
    ``label``; the edit's handle or 0."""
    vm = wm.vm
    if editing(wm, st):
        yield from end_edit(wm, win, st, False)
    focus = wm.focus
    if not 0 <= i < len(st.items) or focus != win.hwnd:
        return 0
    text = yield from _disp_text(wm, win, st, i, 0)
    l, t, r, b = label
    h = yield from create_window(vm, 0, "Edit", "", WS_CHILD | WS_BORDER | ES_AUTOHSCROLL,
                                 l, t - 1, max(r - l + 4, 20), b - t + 2, win.hwnd, 0,
                                 win.instance, 0, True)
    if not h:
        return 0
    ed = wm.get(h)
    header = _header(wm, st)
    if header is not None and header.hwnd in win.children and h in win.children:
        # below the header (Windows keeps the header on top of its children)
        win.children.remove(h)
        win.children.insert(win.children.index(header.hwnd) + 1, h)
    st.edit, st.edit_item = h, st.items[i]
    ed.state["listview_owner"] = win.hwnd
    ed.state["listview_edit_proc"] = ed.wndproc
    ed.wndproc = vm.proc_address(COMCTL32, EDIT_PROC)
    yield from wm.send(h, WM_SETFONT, win.state.get("font", 0), 0)
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
            wm, win, _code(win, (LVN_BEGINLABELEDITA, LVN_BEGINLABELEDITW)),
            _dispinfo(wm, win, st, i, ptr, MAX_PATH, LVIF_STATE | LVIF_PARAM | LVIF_TEXT))
    finally:
        vm.heap.free(ptr)
    return (yield from open_label_edit(wm, st, h, cancel))


def end_edit(wm, win, st, cancel):
    """Generator: end the label edit (LVN_ENDLABELEDIT as the module docstring says);
    False when none is under way or it is already ending."""
    vm = wm.vm
    h = editing(wm, st)
    item = getattr(st, "edit_item", None)
    if not h or getattr(st, "edit_ending", False):
        return False
    st.edit_ending = True
    ptr = 0
    try:
        if not cancel:
            # the EDIT's own text (read from the control: a program's subclass of the edit
            # may be an ANSI procedure, and its WM_GETTEXT is not ours to convert here)
            ed = wm.get(h)
            edit_state = ed.state.get("edit")
            text = edit_state.text if edit_state is not None else ed.title
            ptr = _with_text(wm, win, text)
        if item is not None and item in st.items:
            i = st.items.index(item)
            keep, back = yield from notify(
                wm, win, _code(win, (LVN_ENDLABELEDITA, LVN_ENDLABELEDITW)),
                _dispinfo(wm, win, st, i, ptr, MAX_PATH if ptr else 0,
                          LVIF_TEXT | LVIF_STATE | LVIF_PARAM),
                readback=LVITEM.A.sizeof(vm.ptr_size))
            if keep and ptr:
                f = LVITEM.A.unpack(bytes(back), vm.ptr_size)
                if f["pszText"] and item in st.items:
                    new = (read_item_text(wm, f["pszText"], notify_wide(win)) or "")
                    # set as LVM_SETITEMTEXT sets it: LVN_ITEMCHANGING / ITEMCHANGED
                    # (Wine's test_LVN_ENDLABELEDIT, of Windows)
                    yield from _set_main(wm, win, st, st.items.index(item), LVIF_TEXT,
                                         text=new[:MAX_PATH - 1])
    finally:
        st.edit, st.edit_item, st.edit_ending = 0, None, False
        if ptr:
            vm.heap.free(ptr)
        if wm.get(h) is not None:
            refocus = wm.focus == h
            yield from wm.destroy(h)
            if refocus and wm.get(win.hwnd) is not None:
                yield from take_focus(wm, win)
    return True


def edit_proc(wm, win, msg, wparam, lparam):
    """The label edit's procedure (the EDIT subclassed): Enter ends the edit keeping the
    text, Escape cancels it; it wants every key; the rest is the EDIT's."""
    return (yield from label_edit_message(wm, win, msg, wparam, lparam, "listview_owner",
                                          "listview_edit_proc", "listview", end_edit))
