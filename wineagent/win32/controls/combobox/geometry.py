"""Where a combo box's parts are: the field and the drop-down button, the EDIT and
CBS_SIMPLE list children, the list's rows (fixed or owner-measured heights) and its
scrolling, kept in step with the list's scroll bar."""

from ...user.scrollbars import SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, set_info
from ..itemlist import top_showing
from .state import BUTTON_W, CBS_SIMPLE, EDGE, _combo_of, _item_h, _st, _variable


def _heights(wm, st, lbox):
    """Each item's height when the list's combo box is CBS_OWNERDRAWVARIABLE, else None."""
    combo = _combo_of(wm, lbox)
    return st.heights if combo is not None and _variable(combo) else None


def _fit(heights, top, ch):
    """How many items from ``top`` fit whole in ``ch`` pixels (at least one)."""
    n, used = 0, 0
    for h in heights[top:]:
        if n and used + h > ch:
            break
        used += h
        n += 1
    return max(1, n)


def _item_at(wm, st, lbox, y):
    """The index of the item at client y of list ``lbox`` (may be past the end)."""
    heights = _heights(wm, st, lbox)
    if heights is None:
        return st.top + y // _list_geom(wm, st, lbox)[0]
    i, top = st.top, 0
    while i < len(heights) and top + heights[i] <= y:
        top += heights[i]
        i += 1
    return i if y >= 0 else -1


# -- geometry ----------------------------------------------------------------------------------
def _layout(wm, win, st):
    """Fit the window to the field (drop-down kinds) and place the edit and list children."""
    lh = _item_h(wm, win)
    if st.od_field_h:
        # The owner's height is the item's; the field adds 3 pixels above and below
        # (as comctl32/user32 do) inside the 2-pixel edge.
        st.field_h = st.od_field_h + 6 + 2 * EDGE
    elif st.field_text_h:
        st.field_h = st.field_text_h + 6       # as Windows sizes it (Wine's tests)
    else:
        st.field_h = lh + 4 + 2 * EDGE
    w = win.w
    if st.kind != CBS_SIMPLE and win.h != st.field_h:
        wm.move_window(win, win.x, win.y, w, st.field_h)
    bw = 0 if st.kind == CBS_SIMPLE else BUTTON_W
    edit = wm.get(st.edit)
    if edit is not None:
        x = EDGE + 1 if st.ex_edit_x is None else st.ex_edit_x
        wm.move_window(edit, x, EDGE + 1, max(0, w - bw - EDGE - 1 - x),
                       max(0, st.field_h - 2 * EDGE - 2))
    lbox = wm.get(st.lbox)
    if lbox is not None:
        wm.move_window(lbox, 0, st.field_h, w, max(0, win.h - st.field_h))


def _button_rect(win, st):
    """Client rect of the drop-down button."""
    return (win.w - EDGE - BUTTON_W, EDGE, win.w - EDGE, st.field_h - EDGE)


def click_point(wm, win):
    """Screen point where a click acts on a combo box: its button (the field's centre for
    CBS_SIMPLE). Used by dialogs.dialog_control_center (``dlg-click``)."""
    st = _st(win)
    x, y = wm.client_origin(win)
    if st.kind == CBS_SIMPLE:
        return x + win.w // 2, y + st.field_h // 2
    l, t, r, b = _button_rect(win, st)
    return x + (l + r) // 2, y + (t + b) // 2


def _list_geom(wm, st, lbox):
    """(item height, visible rows) of a list window."""
    combo = _combo_of(wm, lbox)
    ih = _item_h(wm, combo if combo is not None else lbox)
    _, ch = lbox.client_size()
    heights = _heights(wm, st, lbox)
    if heights:
        return ih, _fit(heights, min(st.top, len(heights) - 1), ch)
    return ih, max(1, ch // ih)


def _ensure_visible(wm, st, lbox, index):
    """Scroll list ``lbox`` (only as far as needed) so item ``index`` shows whole."""
    heights = _heights(wm, st, lbox)
    if heights is None:
        st.top = top_showing(st.top, index, _list_geom(wm, st, lbox)[1], len(st.items))
    elif 0 <= index < len(heights):
        ch = lbox.client_size()[1]
        st.top = min(st.top, index)
        while st.top < index and sum(heights[st.top:index + 1]) > ch:
            st.top += 1


def _list_win(wm, st):
    return wm.get(st.popup) if st.dropped else wm.get(st.lbox)


def _show_index(wm, st, index):
    """Scroll the visible list (dropped or simple) so ``index`` shows; repaint it."""
    lw = _list_win(wm, st)
    if lw is None:
        return
    _ensure_visible(wm, st, lw, index)
    _list_changed(wm, st, lw)


def _list_changed(wm, st, lw):
    """Repaint a list window and bring its scroll bar (if it may have one) up to date."""
    wm.invalidate(lw, None, False)
    if not lw.state.get("vscroll"):
        return
    _, rows = _list_geom(wm, st, lw)
    set_info(wm, lw, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0, max(0, len(st.items) - 1),
             rows, st.top)


def _scroll_to(wm, st, lw, top):
    """Set the list's first visible item (clamped) and repaint."""
    heights = _heights(wm, st, lw)
    if heights is not None:
        # The last top is the first item from which the rest fits.
        ch, last = lw.client_size()[1], len(heights)
        while last > 0 and sum(heights[last - 1:]) <= ch:
            last -= 1
        st.top = max(0, min(last, top))
        _list_changed(wm, st, lw)
        return
    _, rows = _list_geom(wm, st, lw)
    st.top = max(0, min(max(0, len(st.items) - rows), top))
    _list_changed(wm, st, lw)


def _repaint_lists(wm, win, st):
    lw = _list_win(wm, st)
    if lw is not None:
        _list_changed(wm, st, lw)
    wm.invalidate(win, None, False)


def set_field_image(wm, win, image, edit_x):
    """A ComboBoxEx's picture in the field of its combo box ``win``: ``image`` is
    (HIMAGELIST, index, x) or None, and the edit (or a drop-down list's selection text)
    starts at ``edit_x`` (None: where the combo box puts it); the field is laid out and
    redrawn."""
    st = _st(win)
    if (st.ex_image, st.ex_edit_x) == (image, edit_x):
        return
    st.ex_image, st.ex_edit_x = image, edit_x
    _layout(wm, win, st)
    wm.invalidate(win, None, False)
