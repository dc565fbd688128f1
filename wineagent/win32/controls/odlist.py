"""Owner-drawn lists: what LISTBOX (LBS_OWNERDRAWFIXED) and COMBOBOX (CBS_OWNERDRAWFIXED)
do differently when their owner draws the items.

- On creation the owner is asked the item height once (WM_MEASUREITEM with itemID -1,
  itemWidth 0 and the font's height as the default), as Wine's user32 does for
  fixed-height owner-drawn lists.
- Without LBS_HASSTRINGS / CBS_HASSTRINGS an item is only its 32-bit item data: the
  "string" of LB_ADDSTRING is the data, LB_GETTEXT copies those four bytes and
  LB_FINDSTRING looks for equal data. A sorted one (LBS_SORT / CBS_SORT) places each item
  LB_ADDSTRING adds by asking its owner WM_COMPAREITEM (COMPAREITEMSTRUCT: an item of the
  list against the new one), halving the range each time from the first and last item,
  as Windows asks; LB_INSERTSTRING puts it where it is told.
- Painting fills the background with the window colour, then sends one WM_DRAWITEM per
  visible item (ODA_DRAWENTIRE; ODS_SELECTED, ODS_FOCUS, ODS_DISABLED) with a DC clipped
  to the item's rectangle.
- Removing items (delete, reset, destroy) sends WM_DELETEITEM for each.
"""

from ..core.bits import s32
from ..gdi.colors import SYS_COLORS
from ..user.ownerdraw import (ODA_DRAWENTIRE, ODS_DISABLED, ODS_FOCUS, ODS_SELECTED,
                              compare_item, delete_item, draw_item, measure_item)
from .builtin_common import user_font

__all__ = ["owner_of", "has_strings", "measure_fixed", "add_data_item", "sorted_position",
           "find_data_item", "get_data_text", "paint_items", "delete_items"]

LBS_HASSTRINGS, CBS_HASSTRINGS = 0x40, 0x200
WS_DISABLED = 0x08000000


def owner_of(wm, win):
    """The window that draws a control's items: its parent (a pop-up's owner)."""
    return win.parent if win.is_child else win.owner


def has_strings(win, flag=LBS_HASSTRINGS):
    """True when the owner-drawn list keeps strings (``flag``: LBS_HASSTRINGS, or
    CBS_HASSTRINGS for a combo box)."""
    return bool(win.style & flag)


def measure_fixed(wm, win, ctl_type, item_id=-1, width=0, default=None, data=0):
    """Generator: the owner's item height for an owner-drawn list: a fixed-height list
    asks once (a combo box twice: itemID -1 for its field, 0 for its items), a
    variable-height one for each item as it is added (its index and data)."""
    if default is None:
        default = user_font(wm, win).line_height
    _, h = yield from measure_item(wm, owner_of(wm, win), ctl_type, win.id, item_id, width,
                                   default, data)
    return max(1, min(255, h)) if h else default


def sorted_position(wm, win, ctl_type, items, data):
    """Generator: where LB/CB_ADDSTRING puts a data item in a sorted list: a binary
    search of the items, each step one WM_COMPAREITEM to the owner."""
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        r = yield from compare_item(wm, owner_of(wm, win), ctl_type, win.id, win.hwnd, mid,
                                    items[mid][1], data)
        if r == 0:
            return mid
        if r < 0:
            lo = mid + 1
        else:
            hi = mid - 1
    return lo


def add_data_item(items, wparam, lparam, append, at=None):
    """LB/CB_ADDSTRING or _INSERTSTRING of a data-only item: where it went, or -1
    (``at``: the place a sorted list found for an added one)."""
    i = items.add("", at if at is not None else -1 if append else wparam)
    if i >= 0:
        items[i][1] = lparam
    return i


def find_data_item(items, start, data):
    """LB/CB_FINDSTRING(EXACT) of a data-only list: the first item after ``start``
    (wrapping) whose data equals ``data``, or -1."""
    n = len(items)
    start = s32(start)
    first = 0 if start < 0 or start >= n else start + 1
    for k in range(n):
        i = (first + k) % n
        if items[i][1] == data:
            return i
    return -1


def get_data_text(wm, items, index, buf):
    """LB_GETTEXT / CB_GETLBTEXT of a data-only item: its data (a ULONG_PTR, 4 or 8
    bytes as the program's pointers); returns that size."""
    wm.vm.mem.wptr(buf, items[index][1])
    return wm.vm.ptr_size


def paint_items(wm, win, ctl_type, items, top, ih, rows, sel, focus_index, paint_dc,
                width, control=None, heights=None, clip_to_item=True, place=None):
    """Generator: fill ``win``'s background and have the owner draw its visible items.
    ``control`` is the window the items belong to when that is not ``win`` (a combo
    box's list: the owner hears of the combo box, its id and handle). ``heights`` gives
    each item's height in a variable-height list (else every item is ``ih`` high). ``sel``
    is the selected item, or the set of them (a multiple-selection list). A LISTBOX
    (``clip_to_item`` False) hands each item a DC clipped to its client area, as Windows'
    does (the owner's GetClipBox is the client rectangle). ``place(i)`` gives item ``i``'s
    rectangle where items are not one below the other (a multi-column list), None once
    the items are past what shows."""
    sels = sel if isinstance(sel, (set, frozenset)) else (sel,)
    cw, ch = win.client_size()
    paint_dc.fill_rect((0, 0, cw, ch), SYS_COLORS[5])
    focused = wm.focus == win.hwnd
    control = control or win
    disabled = ODS_DISABLED if control.style & WS_DISABLED else 0
    owner = owner_of(wm, control)
    y = 0
    for i in range(top, len(items)):
        if y >= ch:
            break
        h = heights[i] if heights is not None else ih
        rect = (0, y, width, y + h)
        y += h
        if place is not None:
            rect = place(i)
            if rect is None:
                break
            y = 0
        state = disabled | (ODS_SELECTED if i in sels else 0) | \
            (ODS_FOCUS if focused and i == focus_index else 0)
        dc = wm.surface_dc(win, clip=rect if clip_to_item else (0, 0, cw, ch))
        try:
            yield from draw_item(wm, owner, ctl_type, control.id, i, ODA_DRAWENTIRE, state,
                                 control.hwnd, dc, rect, items[i][1])
        finally:
            wm.vm.gdi.release_dc(dc)


def delete_items(wm, win, ctl_type, items, indices):
    """Generator: WM_DELETEITEM for each of ``indices`` (highest first, as removed)."""
    owner = owner_of(wm, win)
    for i in sorted(indices, reverse=True):
        yield from delete_item(wm, owner, ctl_type, win.id, i, win.hwnd, items[i][1])
