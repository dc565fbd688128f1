"""LVS_OWNERDRAWFIXED: a report view whose rows its parent draws.

As Windows documents the style, it counts in report view only (the other views draw
their items themselves), and the control sends one WM_DRAWITEM per row, never one per
subitem; DRAWITEMSTRUCT's itemData is the item's lParam. Checked against Wine 8 by
``guests/tests/lvowner.c``:

- At creation (WM_CREATE, after the notification format is asked) the parent is asked
  the rows' height: WM_MEASUREITEM with CtlType ODT_LISTVIEW, itemID -1, itemWidth 0 and
  the control's own row height as the default; every row is then that high.
- A paint sends NM_CUSTOMDRAW's CDDS_PREPAINT (and CDDS_POSTPAINT when asked) as for
  any list, and between them WM_DRAWITEM (ODA_DRAWENTIRE) for each row shown:
  ODS_SELECTED for a selected item, ODS_FOCUS for the focused one while the control has
  the focus, rcItem the row's bounds moved right by the item margin (2 pixels, as Wine
  8 gives them), the DC clipped to the client area. No item-stage custom draw is sent.
- Gaining and losing the focus redraws the focused row at once with ODA_FOCUS
  (ODS_FOCUS, then 0), before the repaint.
"""

from ...user.ownerdraw import (ODA_DRAWENTIRE, ODA_FOCUS, ODS_FOCUS, ODS_SELECTED, draw_item,
                               measure_item)
from .state import LVIS_FOCUSED, LVIS_SELECTED, LVS_OWNERDRAWFIXED, LVS_REPORT, LVS_TYPEMASK

__all__ = ["owner_drawn", "measure_rows", "draw_rows", "draw_focus", "ODT_LISTVIEW"]

ODT_LISTVIEW = 102
#: the row's left margin, by which rcItem sits right of the row's bounds
ITEM_MARGIN = 2


def owner_drawn(win):
    """Whether the parent draws the rows: LVS_OWNERDRAWFIXED in report view."""
    return bool(win.style & LVS_OWNERDRAWFIXED) and win.style & LVS_TYPEMASK == LVS_REPORT


def _owner(win):
    return win.parent if win.is_child else win.owner


def measure_rows(wm, win, st, default):
    """Generator: WM_MEASUREITEM to the parent for the rows' height (``default``: the
    control's own); kept in ``st.owner_height`` (None when the parent leaves 0)."""
    owner = _owner(win)
    if not owner or wm.get(owner) is None:
        return
    _, h = yield from measure_item(wm, owner, ODT_LISTVIEW, win.id, 0xFFFFFFFF, 0, default, 0)
    st.owner_height = h or None


def _state(wm, win, item):
    focused = wm.focus == win.hwnd
    return (ODS_SELECTED if item.state & LVIS_SELECTED else 0) | \
        (ODS_FOCUS if item.state & LVIS_FOCUSED and focused else 0)


def draw_rows(wm, win, st, rows, row_rect):
    """Generator: WM_DRAWITEM (ODA_DRAWENTIRE) for the items ``rows``, each at
    ``row_rect(i)`` (its bounds in client coordinates)."""
    owner = _owner(win)
    if not owner or wm.get(owner) is None:
        return
    cw, ch = win.client_size()
    for i in rows:
        item = st.items[i]
        yield from _draw(wm, win, owner, i, item, ODA_DRAWENTIRE, _state(wm, win, item),
                         row_rect(i), (0, 0, cw, ch))


def draw_focus(wm, win, st, gaining, row_rect):
    """Generator: the focused row redrawn with ODA_FOCUS as the control gains
    (``gaining``) or loses the focus."""
    owner = _owner(win)
    focused = [i for i, item in enumerate(st.items) if item.state & LVIS_FOCUSED]
    if not owner or wm.get(owner) is None or not focused:
        return
    i = focused[0]
    cw, ch = win.client_size()
    yield from _draw(wm, win, owner, i, st.items[i], ODA_FOCUS, ODS_FOCUS if gaining else 0,
                     row_rect(i), (0, 0, cw, ch))


def _draw(wm, win, owner, i, item, action, state, rect, clip):
    left, top, right, bottom = rect
    dc = wm.surface_dc(win, clip=clip)
    try:
        yield from draw_item(wm, owner, ODT_LISTVIEW, win.id, i, action, state, win.hwnd, dc,
                             (left + ITEM_MARGIN, top, right + ITEM_MARGIN, bottom), item.param)
    finally:
        wm.vm.gdi.release_dc(dc)
