"""A list view's items: reading and writing LVITEM (LVM_INSERTITEM, GETITEM, SETITEM),
texts and images the parent supplies (LVN_GETDISPINFO), state changes with
LVN_ITEMCHANGING / LVN_ITEMCHANGED, searching (GETNEXTITEM, FINDITEM), selection and
sorting through the guest's compare function."""

from ...core.structures import (LVFINDINFO, LVITEM, NMITEMACTIVATE, NMLISTVIEW, NMLVDISPINFO,
                                NMLVODSTATECHANGE)
from ..comctl_shared import (LPSTR_TEXTCALLBACK, text_pointer, guest_sort, notify, notify_tail,
                             read_item_text, write_item_text)
from .layout import _columns, _ensure_visible
from .state import (notify_wide, LVFI_PARAM, LVFI_PARTIAL, LVFI_STRING, LVFI_WRAP, LVIF_DI_SETITEM,
                    LVIF_IMAGE, LVIF_INDENT, LVIF_PARAM, LVIF_STATE, LVIF_TEXT, LVIS_FOCUSED,
                    LVIS_SELECTED, LVItem, LVNI_ABOVE, LVNI_BELOW, LVNI_FOCUSED,
                    LVNI_SELECTED, LVNI_TOLEFT, LVNI_TORIGHT, LVN_GETDISPINFOA,
                    LVN_GETDISPINFOW, LVN_INSERTITEM, LVN_ITEMCHANGED, LVN_ITEMCHANGING,
                    LVS_EX_CHECKBOXES, LVS_EX_SUBITEMIMAGES, LVS_SORTASCENDING,
                    LVS_SORTDESCENDING, LVIS_STATEIMAGEMASK, LVS_OWNERDATA, LVS_SINGLESEL, STATE_UNCHECKED,
                    LVIS_ACTIVATING, LVKF_ALT, LVKF_CONTROL, LVKF_SHIFT, LVN_ITEMACTIVATE,
                    LVN_ODSTATECHANGED)


#: LVM_GETITEM: answer LPSTR_TEXTCALLBACK for a callback text instead of asking the parent.
LVIF_NORECOMPUTE = 0x800

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
    wide = notify_wide(win)
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


def _set_state(wm, win, st, i, state, mask, always=False):
    """Generator: change item ``i``'s state bits under ``mask`` with ITEMCHANGING/ED;
    False when the parent refused. ``always``: LVM_SETITEMSTATE's rule, the parent is
    asked (LVN_ITEMCHANGING) even when nothing would change."""
    return (yield from _set_main(wm, win, st, i, LVIF_STATE, state=state, smask=mask,
                                 always=always))


def _set_main(wm, win, st, i, mask, state=0, smask=0, text=None, image=0, param=0,
              indent=0, always=True):
    """Generator: set the fields of item ``i`` that ``mask`` names, as comctl32 does one
    item's change: LVN_ITEMCHANGING first (not in a virtual list, which has no item data
    to offer), with ``uChanged`` the fields that change (the mask when none does), then
    the change, then LVN_ITEMCHANGED when something changed. A focus moving from another
    item is announced nested inside (that item's CHANGING / CHANGED before this one's
    CHANGED), as Windows orders them (Wine's test_insertitem). False when refused."""
    item = st.items[i]
    owner = win.style & LVS_OWNERDATA
    new = item.state
    changed = 0
    if mask & LVIF_STATE:
        new = (item.state & ~smask) | (state & smask)
        if (new ^ item.state) & ~st.callback_mask:
            changed |= LVIF_STATE
    if mask & LVIF_TEXT and text != item.texts[0]:
        changed |= LVIF_TEXT
    if mask & LVIF_IMAGE and image != item.image:
        changed |= LVIF_IMAGE
    if mask & LVIF_PARAM and param != item.param:
        changed |= LVIF_PARAM
    if mask & LVIF_INDENT and indent != item.indent:
        changed |= LVIF_INDENT
    if not changed and not always:
        return True
    ptr = wm.vm.ptr_size
    states = (new, item.state) if mask & LVIF_STATE else (0, 0)
    if not owner:
        refused, _ = yield from notify(wm, win, LVN_ITEMCHANGING,
                                       _nmlistview(ptr, i, 0, states[0], states[1],
                                                   changed or mask, item.param))
        if refused:
            return False
    if not changed:
        return True
    if changed & LVIF_TEXT:
        item.texts[0] = text
    if changed & LVIF_IMAGE:
        item.image = image
    if changed & LVIF_PARAM:
        item.param = param
    if changed & LVIF_INDENT:
        item.indent = indent
    old = item.state
    if changed & LVIF_STATE:
        item.state = new
        if state & smask & LVIS_SELECTED and win.style & LVS_SINGLESEL:
            for j, other in enumerate(st.items):    # a single selection moves
                if j != i and other.state & LVIS_SELECTED:
                    yield from _set_state(wm, win, st, j, 0, LVIS_SELECTED)
        if new & ~old & LVIS_FOCUSED:
            focus = _next_item(st, -1, LVNI_FOCUSED)
            if focus == i:
                focus = _next_item(st, i, LVNI_FOCUSED)
            if focus < 0 and selection_mark(st) == -1:
                st.sel_mark = i      # the first item focused starts the selection
            for j, other in enumerate(st.items):
                if j != i and other.state & LVIS_FOCUSED:
                    yield from _set_state(wm, win, st, j, 0, LVIS_FOCUSED)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, LVN_ITEMCHANGED,
                      _nmlistview(ptr, i, 0, states[0], states[1], changed, item.param))
    return True


def _set_all_states(wm, win, st, state, mask):
    """Generator: LVM_SETITEMSTATE with index -1: every item; False where Windows
    refuses (focusing every item, selecting every item of an LVS_SINGLESEL list).
    Deselecting all when none is selected says nothing. A virtual list (LVS_OWNERDATA)
    changes its items without a word and then sends one LVN_ITEMCHANGED for iItem -1:
    the new bits, and as old the selection / focus it had when they are cleared."""
    sel = any(it.state & LVIS_SELECTED for it in st.items)
    if state == 0 and mask == LVIS_SELECTED and not sel:
        return True
    if state & mask & LVIS_SELECTED and win.style & LVS_SINGLESEL:
        return False
    if state & mask & LVIS_FOCUSED:
        return False
    ok = True
    if not win.style & LVS_OWNERDATA:
        for i in range(len(st.items)):
            if not (yield from _set_state(wm, win, st, i, state, mask, always=True)):
                ok = False
        return ok
    old = (LVIS_SELECTED if not state & LVIS_SELECTED and sel else 0) | \
        (LVIS_FOCUSED if any(it.state & LVIS_FOCUSED for it in st.items) else 0)
    for item in st.items:
        item.state = (item.state & ~mask) | (state & mask)
    wm.invalidate(win, None, True)
    yield from notify(wm, win, LVN_ITEMCHANGED,
                      _nmlistview(wm.vm.ptr_size, -1, 0, state & mask, old & mask, LVIF_STATE))
    return ok


def _set_item(wm, win, st, f, wide):
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
    if mask & LVIF_TEXT:
        text = None if text == LPSTR_TEXTCALLBACK else (read_item_text(wm, text, wide) or "")
    mask &= LVIF_TEXT | LVIF_IMAGE | LVIF_PARAM | LVIF_STATE | LVIF_INDENT
    if not mask:
        return True
    return (yield from _set_main(wm, win, st, i, mask, state, smask, text, image, param, indent))


def _get_item(wm, win, st, ptr, wide):
    """Generator: LVM_GETITEM's work into the caller's LVITEM."""
    mask, i, sub, _, smask, text, cch, _, _, _ = _lvitem(wm, ptr)
    if not 0 <= i < len(st.items):
        return 0
    item = st.items[i]
    v = _lv_view(wm, ptr)
    if mask & LVIF_TEXT:
        t = item.text(sub)
        if t is None and mask & LVIF_NORECOMPUTE:
            # the parent is not asked: pszText says LPSTR_TEXTCALLBACK
            v.pszText = (1 << 8 * wm.vm.ptr_size) - 1
        else:
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
    # LVM_INSERTITEM ignores stateMask: with LVIF_STATE the new item takes ``state``
    # whole (Wine's test_LVM_INSERTITEM, run on Windows); the callback mask's bits stay
    # the parent's, not the item's (cleared later, the mask leaves them unset)
    smask = 0xFFFFFFFF & ~st.callback_mask if mask & LVIF_STATE else 0
    if st.ex_style & LVS_EX_CHECKBOXES:
        # the item starts unchecked whatever state it was given (no notification)
        item.state = STATE_UNCHECKED
        smask &= ~LVIS_STATEIMAGEMASK
    st.items.insert(index, item)
    if selection_mark(st) >= index:
        st.sel_mark += 1
    state = f[3] & smask
    if state & (LVIS_FOCUSED | LVIS_SELECTED):
        # a new item focused or selected is announced as a state change
        # (LVN_ITEMCHANGING / ITEMCHANGED, the focus leaving another item nested in
        # them) before LVN_INSERTITEM; refused, the item is not inserted
        if not (yield from _set_state(wm, win, st, index, state, smask)):
            del st.items[index]
            if selection_mark(st) > index:
                st.sel_mark -= 1
            return -1
    else:
        item.state |= state       # cut, drop-highlighted ...: kept without a word
    yield from notify(wm, win, LVN_INSERTITEM, _nmlistview(wm.vm.ptr_size, index, 0, param=item.param))
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


def key_select(wm, win, st, i):
    """Generator: a navigation key moved to item ``i``, with the modifiers held as
    GetKeyState reports them (the program may set them with SetKeyboardState). Alone, the
    item becomes the only one selected, focused and the selection mark; with Ctrl, only
    the focus moves; with Shift (and Ctrl too) the items from the selection mark to ``i``
    are selected, the rest not, and the focus moves (the mark stays). LVS_SINGLESEL
    ignores the modifiers.

    A virtual list (LVS_OWNERDATA) reports it as Windows does (Wine's
    test_ownerdata_multiselect): the selection cleared by one LVN_ITEMCHANGED for
    iItem -1, a range of items selected by LVN_ODSTATECHANGED (one item: its own
    LVN_ITEMCHANGED), then the focus leaving the old item and reaching the new one."""
    shift = wm.key_state[0x10] & 0x80
    ctrl = wm.key_state[0x11] & 0x80
    if win.style & LVS_SINGLESEL:
        shift = ctrl = 0
    if ctrl and not shift:
        yield from _set_state(wm, win, st, i, LVIS_FOCUSED, LVIS_FOCUSED)
        _ensure_visible(wm, win, st, i)
        return
    if not shift:
        if win.style & LVS_OWNERDATA:
            yield from _set_all_states(wm, win, st, 0, LVIS_SELECTED)
        yield from _select_only(wm, win, st, i)
        return
    mark = selection_mark(st)
    if mark < 0:
        mark = st.sel_mark = i
    lo, hi = min(mark, i), max(mark, i)
    if win.style & LVS_OWNERDATA:
        yield from _set_all_states(wm, win, st, 0, LVIS_SELECTED)
        if lo == hi:
            yield from _set_state(wm, win, st, lo, LVIS_SELECTED, LVIS_SELECTED)
        else:
            for item in st.items[lo:hi + 1]:
                item.state |= LVIS_SELECTED
            wm.invalidate(win, None, True)
            yield from notify(wm, win, LVN_ODSTATECHANGED,
                              notify_tail(NMLVODSTATECHANGE, wm.vm.ptr_size, iFrom=lo, iTo=hi,
                                          uNewState=LVIS_SELECTED, uOldState=0))
    else:
        for j, item in enumerate(st.items):
            inside = lo <= j <= hi
            if bool(item.state & LVIS_SELECTED) != inside:
                yield from _set_state(wm, win, st, j, LVIS_SELECTED if inside else 0,
                                      LVIS_SELECTED)
    yield from _set_state(wm, win, st, i, LVIS_FOCUSED, LVIS_FOCUSED)
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
