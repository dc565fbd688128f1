"""A list view's items: reading and writing LVITEM (LVM_INSERTITEM, GETITEM, SETITEM),
texts and images the parent supplies (LVN_GETDISPINFO), state changes with
LVN_ITEMCHANGING / LVN_ITEMCHANGED, searching (GETNEXTITEM, FINDITEM), selection and
sorting through the guest's compare function."""

from ...core.structures import LVFINDINFO, LVITEM, NMITEMACTIVATE, NMLISTVIEW, NMLVDISPINFO
from ..builtin_common import is_wide
from ..comctl_shared import (LPSTR_TEXTCALLBACK, text_pointer, guest_sort, notify, notify_tail,
                             read_item_text, write_item_text)
from .layout import _columns, _ensure_visible
from .state import (LVFI_PARAM, LVFI_PARTIAL, LVFI_STRING, LVFI_WRAP, LVIF_DI_SETITEM,
                    LVIF_IMAGE, LVIF_INDENT, LVIF_PARAM, LVIF_STATE, LVIF_TEXT, LVIS_FOCUSED,
                    LVIS_SELECTED, LVItem, LVNI_ABOVE, LVNI_BELOW, LVNI_FOCUSED,
                    LVNI_SELECTED, LVNI_TOLEFT, LVNI_TORIGHT, LVN_GETDISPINFOA,
                    LVN_GETDISPINFOW, LVN_INSERTITEM, LVN_ITEMCHANGED, LVN_ITEMCHANGING,
                    LVS_EX_CHECKBOXES, LVS_EX_SUBITEMIMAGES, LVS_SORTASCENDING,
                    LVS_SORTDESCENDING, LVIS_STATEIMAGEMASK, STATE_UNCHECKED,
                    LVIS_ACTIVATING, LVKF_ALT, LVKF_CONTROL, LVKF_SHIFT, LVN_ITEMACTIVATE)


#: The LVITEM fields of comctl32 5.8 (LVITEM_V1 and iIndent), all a program built for
#: older headers passes; the later ones (iGroupId ...) are never read.
_LVITEM_FIELDS = ("mask", "iItem", "iSubItem", "state", "stateMask", "pszText",
                  "cchTextMax", "iImage", "lParam", "iIndent")


def _lv_view(wm, ptr):
    """A view of the caller's LVITEM (the A and W variants share the layout: only the
    characters pszText points to differ)."""
    return LVITEM.A.at(wm.vm.mem, ptr, wm.vm.ptr_size)


def _v1_size(ptr):
    """The bytes of LVITEM through iIndent: what LVN_GETDISPINFO carries."""
    return LVITEM.A.offsetof("iGroupId", ptr)


def _lvitem(wm, ptr):
    """LVITEM: mask, iItem, iSubItem, state, stateMask, pszText, cchTextMax, iImage,
    lParam, iIndent (lParam unsigned, as the control keeps it)."""
    v = _lv_view(wm, ptr)
    f = [getattr(v, name) for name in _LVITEM_FIELDS]
    f[8] &= (1 << 8 * wm.vm.ptr_size) - 1
    f[5] = text_pointer(f[5], wm.vm.ptr_size)
    return f


def _disp_text(wm, win, st, i, sub):
    """Generator: an item's text, asking the parent (LVN_GETDISPINFO) for callbacks."""
    item = st.items[i]
    text = item.text(sub)
    if text is not None:
        return text
    return (yield from _dispinfo(wm, win, st, i, sub, LVIF_TEXT))[0]


def _dispinfo(wm, win, st, i, sub, mask, state_mask=0):
    """Generator: LVN_GETDISPINFO for ``mask`` fields of item ``i`` (with LVIF_STATE, the
    ``state_mask`` bits, the callback mask's); (text, image, state)."""
    vm = wm.vm
    wide = is_wide(win)
    item = st.items[i]
    buf = vm.heap.alloc(520)
    vm.mem.write(buf, b"\0\0")
    try:
        ptr = vm.ptr_size
        size = _v1_size(ptr)
        lv = notify_tail(NMLVDISPINFO.variant(wide), ptr, item=dict(
            mask=mask, iItem=i, iSubItem=sub, state=0 if mask & LVIF_STATE else item.state,
            stateMask=state_mask, pszText=buf, cchTextMax=260,
            iImage=item.image, lParam=item.param, iIndent=item.indent))[:size]
        code = LVN_GETDISPINFOW if wide else LVN_GETDISPINFOA
        _, back = yield from notify(wm, win, code, lv, readback=size)
        back = LVITEM.A.unpack(bytes(back) + bytes(LVITEM.A.sizeof(ptr) - size), ptr)
        f = [back[name] for name in _LVITEM_FIELDS]
        text = read_item_text(wm, f[5], wide) if mask & LVIF_TEXT else None
        if f[0] & LVIF_DI_SETITEM:
            if mask & LVIF_TEXT and text is not None:
                while len(item.texts) <= sub:
                    item.texts.append(None)    # subitems never set: callbacks
                item.texts[sub] = text
            if mask & LVIF_IMAGE:
                item.image = f[7]
        return text or "", f[7], f[3] & state_mask
    finally:
        vm.heap.free(buf)


def _nmlistview(ptr, i, sub, new=0, old=0, changed=0, param=0, pt=(0, 0)):
    """NMLISTVIEW after its NMHDR, for a program of pointer size ``ptr``."""
    return notify_tail(NMLISTVIEW, ptr, iItem=i, iSubItem=sub, uNewState=new, uOldState=old,
                       uChanged=changed, ptAction=pt, lParam=param)


def item_activate(wm, win, st, i, sub=0, pt=(0, 0)):
    """Generator: LVN_ITEMACTIVATE for item ``i`` (a double click on it, a click with
    LVS_EX_ONECLICKACTIVATE, Enter on the focused item): NMITEMACTIVATE with the item's
    lParam, its state as old and with LVIS_ACTIVATING as new, and the modifier keys held."""
    keys = wm.keys_down
    flags = ((LVKF_SHIFT if 0x10 in keys else 0) | (LVKF_CONTROL if 0x11 in keys else 0)
             | (LVKF_ALT if 0x12 in keys else 0))
    fields = {}
    if 0 <= i < len(st.items):
        item = st.items[i]
        fields = dict(lParam=item.param, uOldState=item.state,
                      uNewState=item.state | LVIS_ACTIVATING, uChanged=LVIF_STATE)
    yield from notify(wm, win, LVN_ITEMACTIVATE,
                      notify_tail(NMITEMACTIVATE, wm.vm.ptr_size, iItem=i, iSubItem=sub,
                                  ptAction=pt, uKeyFlags=flags, **fields))


def _set_state(wm, win, st, i, state, mask):
    """Generator: change item ``i``'s state bits under ``mask`` with ITEMCHANGING/ED."""
    item = st.items[i]
    new = (item.state & ~mask) | (state & mask)
    if new == item.state:
        return True
    refused, _ = yield from notify(wm, win, LVN_ITEMCHANGING,
                                   _nmlistview(wm.vm.ptr_size, i, 0, new, item.state, LVIF_STATE, item.param))
    if refused:
        return False
    old, item.state = item.state, new
    if new & LVIS_FOCUSED and not old & LVIS_FOCUSED and selection_mark(st) == -1 and \
            not any(it.state & LVIS_FOCUSED for j, it in enumerate(st.items) if j != i):
        st.sel_mark = i          # the first item focused starts the selection, as comctl32
    if new & LVIS_FOCUSED and not old & LVIS_FOCUSED:
        for j, other in enumerate(st.items):
            if j != i and other.state & LVIS_FOCUSED:
                yield from _set_state(wm, win, st, j, 0, LVIS_FOCUSED)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, LVN_ITEMCHANGED,
                      _nmlistview(wm.vm.ptr_size, i, 0, new, old, LVIF_STATE, item.param))
    return True


def _set_all_states(wm, win, st, state, mask):
    """Generator: LVM_SETITEMSTATE with index -1: every item."""
    for i in range(len(st.items)):
        yield from _set_state(wm, win, st, i, state, mask)


def _set_item(wm, win, st, f, wide, notify_changes=True):
    """Generator: LVM_SETITEM's work from an unpacked LVITEM; False when refused."""
    mask, i, sub, state, smask, text, _, image, param, indent = f
    item = st.items[i]
    if sub:
        # a subitem takes a text and an image; it has no lParam or indent of its own, and
        # a state is accepted and kept by the item alone (as comctl32)
        cols = _columns(wm, st)
        if mask & ~(LVIF_TEXT | LVIF_IMAGE | LVIF_STATE) & 0xFF or \
                cols is None or not 0 < sub < len(cols.items):
            return False
        if mask & LVIF_IMAGE:
            item.sub_images[sub] = image
            wm.invalidate(win, None, True)
        if mask & LVIF_TEXT:
            while len(item.texts) <= sub:
                item.texts.append(None)    # subitems never set: callbacks
            item.texts[sub] = read_item_text(wm, text, wide) if text != LPSTR_TEXTCALLBACK else None
            item.texts[sub] = "" if item.texts[sub] is None and text == 0 else item.texts[sub]
            wm.invalidate(win, None, True)
        return True
    changed = 0
    if mask & LVIF_TEXT:
        new = None if text == LPSTR_TEXTCALLBACK else (read_item_text(wm, text, wide) or "")
        if new != item.texts[0]:
            item.texts[0], changed = new, changed | LVIF_TEXT
    if mask & LVIF_IMAGE and image != item.image:
        item.image, changed = image, changed | LVIF_IMAGE
    if mask & LVIF_PARAM and param != item.param:
        item.param, changed = param, changed | LVIF_PARAM
    if mask & LVIF_INDENT:
        item.indent = indent
    if changed and notify_changes:
        yield from notify(wm, win, LVN_ITEMCHANGED,
                          _nmlistview(wm.vm.ptr_size, i, 0, item.state, item.state, changed, item.param))
    if mask & LVIF_STATE:
        yield from _set_state(wm, win, st, i, state, smask)
    wm.invalidate(win, None, True)
    return True


def _get_item(wm, win, st, ptr, wide):
    """Generator: LVM_GETITEM's work into the caller's LVITEM."""
    mask, i, sub, _, smask, text, cch, _, _, _ = _lvitem(wm, ptr)
    if not 0 <= i < len(st.items):
        return 0
    item = st.items[i]
    if mask & LVIF_TEXT:
        t = item.text(sub)
        if t is None:
            t = (yield from _dispinfo(wm, win, st, i, sub, LVIF_TEXT))[0]
        write_item_text(wm, text, t, cch, wide)
    v = _lv_view(wm, ptr)
    # The lParam is the item's whatever iSubItem says, even past the last column (as
    # comctl32: wxWidgets asks for it with iSubItem uninitialised). A subitem has no
    # state of its own (it reads 0); indentation belongs to items only.
    if mask & LVIF_PARAM:
        v.lParam = item.param
    if mask & LVIF_IMAGE:       # a subitem's image shows with LVS_EX_SUBITEMIMAGES only
        v.iImage = item.image if sub == 0 else \
            item.sub_images.get(sub, 0) if st.ex_style & LVS_EX_SUBITEMIMAGES else 0
    if mask & LVIF_STATE:
        # the callback mask's bits (LVM_SETCALLBACKMASK) are the parent's to say
        # (LVN_GETDISPINFO with those bits of stateMask; Windows asks for a subitem too,
        # as Wine's listview.c test_callback_mask checks), the others the item's; a
        # subitem's state reads 0 whatever the parent says (Wine 8's answer)
        asked = smask & st.callback_mask
        state = item.state & smask & ~asked
        if asked:
            state |= (yield from _dispinfo(wm, win, st, i, sub, LVIF_STATE, asked))[2]
        if sub:
            state = 0
        v = _lv_view(wm, ptr)
        v.state = state
    if mask & LVIF_INDENT and sub == 0:
        v.iIndent = item.indent
    return 1


def _insert_item(wm, win, st, ptr, wide):
    """Generator: LVM_INSERTITEM; returns the index or -1."""
    f = _lvitem(wm, ptr)
    if f[2] != 0:
        return -1
    item = LVItem()
    item.id, st.next_id = st.next_id, st.next_id + 1
    mask, index = f[0], f[1]
    if mask & LVIF_TEXT:
        item.texts[0] = None if f[5] == LPSTR_TEXTCALLBACK else \
            (read_item_text(wm, f[5], wide) or "")
    if mask & LVIF_IMAGE:
        item.image = f[7]
    if mask & LVIF_PARAM:
        item.param = f[8]
    if mask & LVIF_INDENT:
        item.indent = f[9]
    n = len(st.items)
    index = max(0, min(index, n))
    if win.style & (LVS_SORTASCENDING | LVS_SORTDESCENDING) and item.texts[0] is not None:
        key = item.texts[0].lower()
        desc = bool(win.style & LVS_SORTDESCENDING)
        index = next((k for k, it in enumerate(st.items) if it.texts[0] is not None and
                      ((it.texts[0].lower() < key) if desc else (it.texts[0].lower() > key))), n)
    # the callback mask's bits are the parent's to keep, not the new item's (as Wine 8's
    # control: cleared later, the mask leaves them unset)
    smask = f[4] & ~st.callback_mask
    if st.ex_style & LVS_EX_CHECKBOXES:
        # the item starts unchecked whatever state it was given (no notification)
        item.state = STATE_UNCHECKED
        smask &= ~LVIS_STATEIMAGEMASK
    st.items.insert(index, item)
    if selection_mark(st) >= index:
        st.sel_mark += 1
    yield from notify(wm, win, LVN_INSERTITEM, _nmlistview(wm.vm.ptr_size, index, 0, param=item.param))
    if mask & LVIF_STATE and f[3] & smask:
        yield from _set_state(wm, win, st, index, f[3], smask)
    wm.invalidate(win, None, True)
    return index


def _next_item(st, start, flags):
    n = len(st.items)
    want = flags & (LVNI_FOCUSED | LVNI_SELECTED)
    if flags & LVNI_ABOVE:
        rng = range(start - 1, -1, -1)
    elif flags & LVNI_BELOW or not flags & (LVNI_TOLEFT | LVNI_TORIGHT):
        rng = range(start + 1, n)
    else:
        return -1
    for i in rng:
        if st.items[i].state & want == want:
            return i
    return -1


def _find_item(wm, win, st, start, ptr, wide):
    """LVM_FINDITEM: LVFINDINFO {flags, psz, lParam, pt, vkDirection}."""
    fi = LVFINDINFO.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)
    flags, psz, lp = fi.flags, fi.psz, fi.lParam & ((1 << 8 * wm.vm.ptr_size) - 1)
    text = read_item_text(wm, psz, wide) if flags & (LVFI_STRING | LVFI_PARTIAL) else None
    n = len(st.items)
    order = list(range(start + 1, n)) + (list(range(0, start + 1)) if flags & LVFI_WRAP else [])
    for i in order:
        item = st.items[i]
        if flags & LVFI_PARAM and item.param != lp:
            continue
        if text is not None:
            t = (item.texts[0] or "").lower()
            if flags & LVFI_PARTIAL:
                if not t.startswith(text.lower()):
                    continue
            elif t != text.lower():
                continue
        return i
    return -1


def selection_mark(st):
    """The item LVM_GETSELECTIONMARK answers (-1: none; a state saved before it: none)."""
    return getattr(st, "sel_mark", -1)


def mark_deleted(st, i):
    """Item ``i`` was deleted: a mark past it moves up; a mark on it stays where it is
    while an item is there (the one that took its place), as comctl32's."""
    mark = selection_mark(st)
    if mark > i or mark >= len(st.items):
        st.sel_mark = mark - 1


def _select_only(wm, win, st, i):
    """Generator: the user picks item ``i``: it alone is selected, and focused."""
    for j, item in enumerate(st.items):
        if j != i and item.state & LVIS_SELECTED:
            yield from _set_state(wm, win, st, j, 0, LVIS_SELECTED)
    if i >= 0:
        yield from _set_state(wm, win, st, i, LVIS_SELECTED | LVIS_FOCUSED,
                              LVIS_SELECTED | LVIS_FOCUSED)
        st.sel_mark = i
        _ensure_visible(wm, win, st, i)


def _sort(wm, win, st, lparam, fn, by_index):
    """Generator: LVM_SORTITEMS(EX): a merge sort calling the guest's compare function
    with two items' lParams (or indexes, for SORTITEMSEX) and ``lparam``."""
    index = {id(it): k for k, it in enumerate(st.items)}

    def key(it):
        return index[id(it)] if by_index else it.param
    mark = selection_mark(st)
    marked = st.items[mark] if 0 <= mark < len(st.items) else None
    st.items = yield from guest_sort(st.items, fn, key, lparam)
    if marked is not None:
        st.sel_mark = st.items.index(marked)     # the mark stays on its item, as comctl32's
    wm.invalidate(win, None, True)
    return 1
