"""SysListView32's other views: list (LVS_LIST), small icon (LVS_SMALLICON) and icon
(LVS_ICON), around the report view of the rest of this package.

This module's ``listview_proc`` is the class's window procedure. Messages whose meaning
depends on the view (painting, item rectangles, hit testing, scrolling, keyboard and mouse
selection, directional LVM_GETNEXTITEM, the count per page) are answered here when the
control is not in report view; everything else (items, texts, states, notifications,
colours, image lists, sorting) goes to the report view's procedure, which keeps the items
for every view. Messages of the icon views (item positions, icon spacing, arrange, view
origin and rectangle, LVM_SETVIEW) are answered here in every view, as comctl32 does.

The geometry follows comctl32 6 as Wine 8 lays it out (checked by
``guests/tests/lvviews.c`` against Wine's output):

- **Item size.** Icon view: the icon spacing (LVM_SETICONSPACING, by default
  the system icon spacing less the system icon size plus the normal image list's icon size: 75 x 75 with 32-pixel icons, 43 x 43 without a list). List and small icon views: the height is
  the font's line height, or the small icons' when taller, plus one pixel when there is a
  small image list; the width is the widest label plus the small icon plus 12, at least
  128 — in list view LVM_SETCOLUMNWIDTH sets it instead, until the view or style changes.
- **List view** lays items out in columns, top to bottom, as many rows as fit the client
  height; a horizontal scroll bar (by columns) appears when the columns do not fit, which
  takes its height from the rows — so the layout depends on when the bar appeared, as in
  comctl32, which updates it on every insertion.
- **Icon views** keep a position per item: the views arrange items in rows left to right
  (LVA_ALIGNTOP; LVA_ALIGNLEFT in columns) on a grid of the item size when the view is
  entered and on LVM_ARRANGE; a new item takes the next grid slot; LVM_SETITEMPOSITION(32)
  moves one. An icon view item's position is its icon's top-left corner: the icon is
  centred in the item's width, 4 pixels below its top, and the label is centred 4 pixels
  below the icon. They scroll vertically, by rows of the grid.

Not here (it stops the guest naming what is missing): tile view (LV_VIEW_TILE).
LVS_OWNERDRAWFIXED counts in report view only (``ownerdraw``): these views draw their
items themselves whatever the style says. Label editing (``edit``) puts its edit over the
item's label rectangle here. State images (LVS_EX_CHECKBOXES'
check boxes, ``checks``) come before the small icon in list and small icon views, which
widens the item, and at the icon's lower left in icon view. Labels are one line
in icon view (comctl32 wraps the focused item's label over several lines).
"""

import struct

from .dragimage import LVM_CREATEDRAGIMAGE, drag_image
from .edit import LVM_EDITLABELA, LVM_EDITLABELW, begin_edit
from ....abi.api import Unimplemented
from ...core.bits import s32
from ...core.structures import LVITEMINDEX, STYLESTRUCT
from ...core.dllnames import COMCTL32
from ...core.messages import (WM_CREATE, WM_KEYDOWN, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN,
                             WM_PAINT, WM_RBUTTONDOWN, WM_SETFONT, WM_SIZE)
from ...gdi.colors import SYS_COLORS
from ...user.scrollbars import (SB_HORZ, SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE,
                               WM_MOUSEWHEEL, set_info, wheel_lines)
from ...user.icons import ICON_SIZE
from ...user.sysparams import setting
from ...user.window import begin_paint, end_paint, take_focus
from ..builtin_common import WHITE, ctl_font, ctrl_down, draw_child_frame, lparam_xy
from ..comctl_shared import focus_rect, notify, read_item_text, scrolled_top
from ..imagelist import draw_image, image_list
from .items import _disp_text, _next_item, _nmlistview, _set_state, item_activate
from .checks import toggle
from .bkimage import paint_bk_image
from .layout import (REPORT_MARGIN, _header, _item_rect, _place_header, column_rects, columns_width,
                     row_height, state_list,
                     state_width)
from .paint import _color
from .state import (LVM_GETNEXTITEMINDEX, LVM_APPROXIMATEVIEWRECT, LVS_EX_ONECLICKACTIVATE, LABEL_PAD, LVHT_NOWHERE, LVHT_ONITEMICON,
                    LVHT_ONITEMLABEL, LVIR_BOUNDS, LVIR_ICON, LVIR_LABEL, LVIR_SELECTBOUNDS,
                    LVIS_FOCUSED, LVIS_SELECTED, LVM_ENSUREVISIBLE, LVM_GETCOLUMNWIDTH,
                    LVM_GETCOUNTPERPAGE, LVM_GETITEMRECT, LVM_GETNEXTITEM,
                    LVM_GETSUBITEMRECT, LVM_GETTOPINDEX, LVM_HITTEST, LVM_SETCOLUMNWIDTH,
                    LVM_SETIMAGELIST, LVM_SETITEMA, LVM_SETITEMTEXTA, LVM_SETITEMTEXTW,
                    LVM_SETITEMW, LVM_SUBITEMHITTEST, LVNI_ABOVE, LVNI_BELOW, LVNI_FOCUSED,
                    LVNI_SELECTED, LVNI_TOLEFT, LVNI_TORIGHT, LVN_KEYDOWN, LVSIL_NORMAL,
                    LVSIL_SMALL, LVS_REPORT, LVS_SHOWSELALWAYS, LVS_SINGLESEL, LVS_TYPEMASK,
                    NM_CLICK, NM_DBLCLK, NM_RCLICK, VK_DOWN, VK_END, VK_HOME,
                    VK_RETURN, VK_UP, _st, LVHT_ONITEMSTATEICON,
                    LVIS_STATEIMAGEMASK, VK_SPACE)
from .proc import listview_proc as report_proc, return_key
from ..comctl_shared import repaint_on_theme_change

__all__ = ["listview_proc", "LVS_ICON", "LVS_SMALLICON", "LVS_LIST", "ViewState", "item_rects"]

LVS_ICON, LVS_SMALLICON, LVS_LIST = 0x0, 0x2, 0x3
LV_VIEW_ICON, LV_VIEW_DETAILS, LV_VIEW_SMALLICON, LV_VIEW_LIST, LV_VIEW_TILE = 0, 1, 2, 3, 4
WM_HSCROLL, WM_VSCROLL, WM_STYLECHANGED = 0x114, 0x115, 0x7D
GWL_STYLE = 0xFFFFFFF0
LVM_SETITEMPOSITION, LVM_GETITEMPOSITION, LVM_GETSTRINGWIDTHA = 0x100F, 0x1010, 0x1011
LVM_ARRANGE, LVM_GETVIEWRECT, LVM_GETORIGIN = 0x1016, 0x1022, 0x1029
LVM_SETITEMPOSITION32, LVM_GETITEMSPACING, LVM_SETICONSPACING = 0x1031, 0x1033, 0x1035
LVM_GETSTRINGWIDTHW, LVM_SETVIEW, LVM_GETVIEW = 0x1057, 0x108E, 0x108F
LVA_DEFAULT, LVA_ALIGNLEFT, LVA_ALIGNTOP, LVA_SNAPTOGRID = 0x0, 0x1, 0x2, 0x5
LVHT_ABOVE, LVHT_BELOW, LVHT_TORIGHT, LVHT_TOLEFT = 0x8, 0x10, 0x20, 0x40
VK_LEFT, VK_RIGHT = 0x25, 0x27
#: Pixels above an icon view item's icon, and between the icon and its label (comctl32:
#: 2 that hit tests ignore + 2 that they count; 4 below the icon).
ICON_TOP_PADDING, ICON_BOTTOM_PADDING = 4, 4
#: What a list or small icon view item adds to its label and icon: 12 pixels, and the
#: narrowest item is 128 pixels (comctl32's DEFAULT_COLUMN_WIDTH).
WIDTH_PADDING, DEFAULT_ITEM_WIDTH = 12, 128
#: Messages answered here whatever the view.
_ANY_VIEW = {LVM_SETITEMPOSITION, LVM_GETITEMPOSITION, LVM_GETSTRINGWIDTHA,
             LVM_GETSTRINGWIDTHW, LVM_ARRANGE, LVM_GETVIEWRECT, LVM_GETORIGIN,
             LVM_SETITEMPOSITION32, LVM_GETITEMSPACING, LVM_SETICONSPACING, LVM_SETVIEW,
             LVM_GETVIEW}


class ViewState:
    """What the list and icon views keep beside the items (``listview.ListViewState``)."""

    def __init__(self):
        #: LVM_SETCOLUMNWIDTH's item width in list view (None: computed from the labels).
        self.list_width = None
        #: LVM_SETICONSPACING's (cx, cy) (None: the system's icon spacing).
        self.spacing = None
        #: Icon views: item -> the top-left corner of its box in view coordinates.
        self.positions = {}
        #: The next free grid slot for an item inserted in an icon view.
        self.next_slot = 0
        #: List view: the first visible column; icon views: grid rows scrolled.
        self.hcol = 0
        self.vrow = 0
        #: What the scroll bars were last set from (they are set again when it changes).
        self.scroll_key = None


def _vs(win):
    vs = win.state.get("lvviews")
    if vs is None:
        vs = win.state["lvviews"] = ViewState()
    return vs


def view_of(win):
    """The view in the control's style: LVS_ICON, LVS_REPORT, LVS_SMALLICON or LVS_LIST."""
    return win.style & LVS_TYPEMASK


# -- geometry -----------------------------------------------------------------------------
def _spacing(wm, st, vs):
    """The icon view's item size: LVM_SETICONSPACING's, or by default the system's icon
    spacing less the system icon size plus the normal image list's icon size (none: 0),
    as Windows computes it (Wine's test_getitemspacing) — 75 x 75 with 32-pixel icons."""
    if vs.spacing is not None:
        return vs.spacing
    il = _normal(wm, st)
    cx, cy = (il.cx, il.cy) if il is not None else (0, 0)
    return (setting(wm.vm, "ICONHORIZONTALSPACING") - ICON_SIZE + cx,
            setting(wm.vm, "ICONVERTICALSPACING") - ICON_SIZE + cy)


def _small(wm, st):
    return image_list(wm.vm, st.himl[LVSIL_SMALL])


def _normal(wm, st):
    return image_list(wm.vm, st.himl[LVSIL_NORMAL])


def _label_width(font, item, text=None):
    """The width of an item's label text: its stored text, or ``text`` when the caller
    has it (a callback's answer: LPSTR_TEXTCALLBACK, every item of an LVS_OWNERDATA
    list)."""
    text = item.text(0) if text is None else text
    return int(font.pil.getlength(text)) if text else 0


def item_size(wm, win, st, vs):
    """(width, height) of one item's box in the current (non-report) view."""
    view = view_of(win)
    if view == LVS_ICON:
        return _spacing(wm, st, vs)
    font = ctl_font(wm, win)
    il = _small(wm, st)
    h = max(font.line_height, il.cy if il else 0) + (1 if il else 0)
    if view == LVS_LIST and vs.list_width is not None:
        return vs.list_width, h
    # Texts a callback supplies (LPSTR_TEXTCALLBACK) are not asked for here: they count
    # as empty until painted.
    widest = max([_label_width(font, it) for it in st.items] or [0])
    return max(DEFAULT_ITEM_WIDTH, widest + (il.cx if il else 0) + state_width(wm, st)
               + WIDTH_PADDING), h


def _client(win):
    return win.client_size()


def _rows_per_column(win, ih):
    return max(1, _client(win)[1] // ih)


def _grid_columns(win, iw):
    return max(1, _client(win)[0] // iw)


def _slot(win, vs, k, iw, ih, by_columns=False):
    if by_columns:
        rows = _rows_per_column(win, ih)
        return (k // rows) * iw, (k % rows) * ih
    cols = _grid_columns(win, iw)
    return (k % cols) * iw, (k // cols) * ih


def arrange(wm, win, st, vs, how=LVA_DEFAULT):
    """Put every item on the grid in index order: rows left to right (LVA_DEFAULT,
    LVA_ALIGNTOP), columns top to bottom (LVA_ALIGNLEFT), or each onto its nearest grid
    point (LVA_SNAPTOGRID)."""
    iw, ih = item_size(wm, win, st, vs)
    if how == LVA_SNAPTOGRID:
        for item, (x, y) in list(vs.positions.items()):
            vs.positions[item] = (round(x / iw) * iw, round(y / ih) * ih)
        return
    vs.positions = {item: _slot(win, vs, k, iw, ih, how == LVA_ALIGNLEFT)
                    for k, item in enumerate(st.items)}
    vs.next_slot = len(st.items)


def _origin(wm, win, st, vs, i, size=None):
    """Item ``i``'s box origin in client coordinates."""
    iw, ih = size or item_size(wm, win, st, vs)
    view = view_of(win)
    if view == LVS_LIST:
        rows = _rows_per_column(win, ih)
        return (i // rows - vs.hcol) * iw, (i % rows) * ih
    item = st.items[i]
    pos = vs.positions.get(item)
    if pos is None:             # never placed (items added in another view): its slot
        pos = vs.positions[item] = _slot(win, vs, i, iw, ih)
    return pos[0], pos[1] - vs.vrow * ih


def item_rects(wm, win, st, vs, i, size=None, text=None):
    """(bounds, icon, label) client rectangles of item ``i`` in the current view
    (``size``: the item size when the caller has it; ``text``: the label's text when the
    caller asked the parent for it, so a callback's label is as wide as its text)."""
    iw, ih = size = size or item_size(wm, win, st, vs)
    ox, oy = _origin(wm, win, st, vs, i, size)
    font = ctl_font(wm, win)
    tw = _label_width(font, st.items[i], text)
    if view_of(win) == LVS_ICON:
        il = _normal(wm, st)
        icx, icy = (il.cx, il.cy) if il else (0, 0)
        icon = (ox + (iw - icx) // 2, oy + ICON_TOP_PADDING,
                ox + (iw - icx) // 2 + icx, oy + ICON_TOP_PADDING + icy)
        w = min(iw - 2, tw + 2 * LABEL_PAD)
        top = icon[3] + ICON_BOTTOM_PADDING
        label = (ox + (iw - w) // 2, top, ox + (iw - w) // 2 + w, top + font.line_height)
        bounds = (min(icon[0], label[0]), oy, max(icon[2], label[2]), label[3])
        return bounds, icon, label
    il = _small(wm, st)
    icx, icy = (il.cx, il.cy) if il else (0, 0)
    sx = ox + state_width(wm, st)      # the state image comes first
    icon = (sx, oy, sx + icx, oy + icy)
    label = (sx + icx, oy, min(ox + iw, sx + icx + tw + 2 * LABEL_PAD), oy + ih)
    return (ox, oy, ox + iw, oy + ih), icon, label


def state_rect(wm, win, st, icon):
    """Where the state image of an item whose icon is at ``icon`` goes (None without a
    state image list): before the icon, at its top in list and small icon views, at its
    bottom in icon view."""
    sil = state_list(wm, st)
    if sil is None:
        return None
    if view_of(win) == LVS_ICON:
        return (icon[0] - sil.cx, icon[3] - sil.cy, icon[0], icon[3])
    return (icon[0] - sil.cx, icon[1], icon[0], icon[1] + sil.cy)


def _inside(r, x, y):
    return r[0] <= x < r[2] and r[1] <= y < r[3]


def hit_test(wm, win, st, vs, x, y):
    """(item, LVHT_* flags) at client (x, y)."""
    cw, ch = _client(win)
    outside = ((LVHT_TOLEFT if x < 0 else LVHT_TORIGHT if x >= cw else 0)
               | (LVHT_ABOVE if y < 0 else LVHT_BELOW if y >= ch else 0))
    if outside:
        return -1, outside
    size = item_size(wm, win, st, vs)
    for i in range(len(st.items)):
        _, icon, label = item_rects(wm, win, st, vs, i, size)
        srect = state_rect(wm, win, st, icon)
        if srect is not None and _inside(srect, x, y):
            return i, LVHT_ONITEMSTATEICON
        if _inside(icon, x, y):
            return i, LVHT_ONITEMICON
        if _inside(label, x, y):
            return i, LVHT_ONITEMLABEL
    return -1, LVHT_NOWHERE


def _directional(wm, win, st, vs, start, flags):
    """LVM_GETNEXTITEM's LVNI_ABOVE/BELOW/TOLEFT/TORIGHT outside report view: the items
    in that direction, nearest first (None: no direction asked)."""
    n = len(st.items)
    if not 0 <= start < n:
        return None
    if view_of(win) == LVS_LIST:
        rows = _rows_per_column(win, item_size(wm, win, st, vs)[1])
        col, row = divmod(start, rows)
        if flags & LVNI_ABOVE:
            return range(start - 1, col * rows - 1, -1)
        if flags & LVNI_BELOW:
            return range(start + 1, min(n, (col + 1) * rows))
        if flags & LVNI_TOLEFT:
            return range(start - rows, -1, -rows)
        if flags & LVNI_TORIGHT:
            return range(start + rows, n, rows)
        return None
    size = item_size(wm, win, st, vs)
    pos = [_origin(wm, win, st, vs, i, size) for i in range(n)]
    x0, y0 = pos[start]
    if flags & LVNI_ABOVE:
        cand = [(y0 - y, i) for i, (x, y) in enumerate(pos) if x == x0 and y < y0]
    elif flags & LVNI_BELOW:
        cand = [(y - y0, i) for i, (x, y) in enumerate(pos) if x == x0 and y > y0]
    elif flags & LVNI_TOLEFT:
        cand = [(x0 - x, i) for i, (x, y) in enumerate(pos) if y == y0 and x < x0]
    elif flags & LVNI_TORIGHT:
        cand = [(x - x0, i) for i, (x, y) in enumerate(pos) if y == y0 and x > x0]
    else:
        return None
    return [i for _, i in sorted(cand)]


def next_item(wm, win, st, vs, start, flags):
    """LVM_GETNEXTITEM in a list or icon view."""
    order = _directional(wm, win, st, vs, start, flags)
    if order is None:
        return _next_item(st, start, flags)
    want = flags & (LVNI_FOCUSED | LVNI_SELECTED)
    for i in order:
        if st.items[i].state & want == want:
            return i
    return -1


def count_per_page(wm, win, st, vs):
    """Items that fit the client area: rows x whole columns in list view; every item in
    the icon views (comctl32's answer there)."""
    if view_of(win) != LVS_LIST:
        return len(st.items)
    iw, ih = item_size(wm, win, st, vs)
    return _rows_per_column(win, ih) * _grid_columns(win, iw)


def sync_scroll(wm, win, st, vs):
    """Show, hide and set the scroll bars for the view (a bar that appears changes the
    client area, so the layout is computed again)."""
    for _ in range(3):
        iw, ih = item_size(wm, win, st, vs)
        n = len(st.items)
        key = (view_of(win), n, iw, ih, _client(win), vs.hcol, vs.vrow,
               tuple(vs.positions.get(it, (0, 0))[1] for it in st.items)
               if view_of(win) != LVS_LIST else None)
        if key == vs.scroll_key:
            return
        vs.scroll_key = key
        if view_of(win) == LVS_LIST:
            rows = _rows_per_column(win, ih)
            cols = -(-n // rows) if n else 0
            page = _grid_columns(win, iw)
            vs.hcol = max(0, min(vs.hcol, max(0, cols - page)))
            _, a = set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0, 0, 0, 0)
            _, b = set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS, 0,
                            max(0, cols - 1), page, vs.hcol)
        else:
            bottom = max([vs.positions.get(it, (0, 0))[1] + ih for it in st.items] or [0])
            rows = -(-bottom // ih) if bottom else 0
            page = max(1, _client(win)[1] // ih)
            vs.vrow = max(0, min(vs.vrow, max(0, rows - page)))
            _, a = set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS, 0, 0, 0, 0)
            _, b = set_info(wm, win, SB_VERT, SIF_RANGE | SIF_PAGE | SIF_POS, 0,
                            max(0, rows - 1), page, vs.vrow)
        if a or b:
            vs.scroll_key = None        # the client area changed: lay out again
        else:
            return


def ensure_visible(wm, win, st, vs, i):
    """Scroll so that item ``i`` is in view."""
    iw, ih = item_size(wm, win, st, vs)
    if view_of(win) == LVS_LIST:
        col, page = i // _rows_per_column(win, ih), _grid_columns(win, iw)
        if col < vs.hcol:
            vs.hcol = col
        elif col >= vs.hcol + page:
            vs.hcol = col - page + 1
    else:
        row = vs.positions.get(st.items[i], (0, 0))[1] // ih
        page = max(1, _client(win)[1] // ih)
        if row < vs.vrow:
            vs.vrow = row
        elif row >= vs.vrow + page:
            vs.vrow = row - page + 1
    sync_scroll(wm, win, st, vs)
    wm.invalidate(win, None, True)


def _hide_header(wm, st):
    h = _header(wm, st)
    if h is not None and h.style & 0x10000000:
        h.style &= ~0x10000000
        wm.invalidate(h, None, True)


# -- painting -----------------------------------------------------------------------------
def _paint(wm, win, st, vs, dc, texts):
    cw, ch = _client(win)
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    icon_view = view_of(win) == LVS_ICON
    il = _normal(wm, st) if icon_view else _small(wm, st)
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.text_color, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    images, states = [], []
    sil = state_list(wm, st)
    size = item_size(wm, win, st, vs)

    dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1],
                                                            fill=bk))
    paint_bk_image(st, dc, cw, ch)      # LVM_SETBKIMAGE's picture, under the items

    def fn(d, ox, oy):
        for i, text in texts:
            item = st.items[i]
            _, icon, label = item_rects(wm, win, st, vs, i, size, text)
            if il is not None:
                images.append((item.image, icon[0], icon[1]))
            k = (item.state & LVIS_STATEIMAGEMASK) >> 12
            if sil is not None and k:
                srect = state_rect(wm, win, st, icon)
                states.append((k - 1, srect[0], srect[1]))
            while text and pil.getlength(text) > label[2] - label[0] - 2 * LABEL_PAD:
                text = text[:-1]
            w = int(pil.getlength(text))
            x = (label[0] + label[2] - w) // 2 if icon_view else label[0] + LABEL_PAD
            y = label[1] + (label[3] - label[1] - lh) // 2
            selected = item.state & LVIS_SELECTED and \
                (focused or win.style & LVS_SHOWSELALWAYS)
            if selected:
                d.rectangle([ox + label[0], oy + label[1], ox + label[2] - 1,
                             oy + label[3] - 1],
                            fill=SYS_COLORS[13] if focused else SYS_COLORS[15])
            if text:
                d.text((ox + x, oy + y), text, font=pil,
                       fill=(WHITE if focused else fg) if selected else fg)
            if item.state & LVIS_FOCUSED and focused:
                focus_rect(d, ox + label[0], oy + label[1], ox + label[2] - 1,
                           oy + label[3] - 1)

    # spill: the last row the client cuts is drawn whole and its overflow dropped, so a
    # label does not show below the list
    dc.draw((0, 0, cw, ch), fn, spill=True)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    for image, x, y in states:
        draw_image(dc, sil, image, x, y)
    draw_child_frame(wm, win)


def _visible(wm, win, st, vs):
    cw, ch = _client(win)
    out = []
    size = item_size(wm, win, st, vs)
    for i in range(len(st.items)):
        b, _, _ = item_rects(wm, win, st, vs, i, size)
        if b[2] > 0 and b[3] > 0 and b[0] < cw and b[1] < ch:
            out.append(i)
    return out


# -- the window procedure -----------------------------------------------------------------
def _pick(wm, win, st, vs, i):
    """Generator: the user picks item ``i`` (-1: none): it alone is selected, and focused."""
    for j, item in enumerate(st.items):
        if j != i and item.state & LVIS_SELECTED:
            yield from _set_state(wm, win, st, j, 0, LVIS_SELECTED)
    if i >= 0:
        yield from _set_state(wm, win, st, i, LVIS_SELECTED | LVIS_FOCUSED,
                                 LVIS_SELECTED | LVIS_FOCUSED)
        ensure_visible(wm, win, st, vs, i)


def _any_view(wm, win, st, vs, msg, wparam, lparam):
    """Generator: the icon views' messages, whatever the current view."""
    mem = wm.vm.mem
    view = view_of(win)
    n = len(st.items)
    if msg == LVM_GETVIEW:
        return view
    if msg == LVM_SETVIEW:
        if wparam == LV_VIEW_TILE:
            raise Unimplemented("%s class SysListView32 (tile view)" % COMCTL32)
        if wparam not in (LV_VIEW_ICON, LV_VIEW_DETAILS, LV_VIEW_SMALLICON, LV_VIEW_LIST):
            return 0xFFFFFFFF        # -1: not a view
        if wparam != view:
            old = win.style
            win.style = (win.style & ~LVS_TYPEMASK) | wparam
            yield from _style_changed(wm, win, st, vs, old)
        return 1
    if msg == LVM_GETITEMSPACING:
        if wparam and view == LVS_REPORT:
            # the small spacing is the current view's item size: in report view a row
            # (the columns' width, the row height), as an item's rectangle measures it
            cx, cy = columns_width(wm, st), row_height(wm, win)
        elif wparam and view == LVS_ICON:
            # icon view has no small items: the small icon view's default column and
            # a small icon's height (SM_CYSMICON 16) and the 1-pixel padding
            cx, cy = DEFAULT_ITEM_WIDTH, 16 + 1
        elif wparam:
            cx, cy = item_size(wm, win, st, vs)
        else:
            cx, cy = _spacing(wm, st, vs)
        return (cy & 0xFFFF) << 16 | (cx & 0xFFFF)
    if msg == LVM_SETICONSPACING:
        # lParam -1 returns to the default spacing; otherwise a 0 keeps that side,
        # anything else is taken as it is, 0xFFFF too (Wine's test_getitemspacing, of
        # Windows). A 64-bit Windows takes only the whole LPARAM -1, not (DWORD)-1; the
        # window manager hands procedures a sign-extended -1 as its 32 bits
        # (wm_queue.message_param), so here both return to the default.
        old = _spacing(wm, st, vs)
        if lparam & 0xFFFFFFFF == 0xFFFFFFFF:
            vs.spacing = None
        else:
            cx, cy = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
            vs.spacing = (cx or old[0], cy or old[1])
        wm.invalidate(win, None, True)
        return (old[1] & 0xFFFF) << 16 | (old[0] & 0xFFFF)
    if msg in (LVM_GETSTRINGWIDTHA, LVM_GETSTRINGWIDTHW):
        text = read_item_text(wm, lparam, msg == LVM_GETSTRINGWIDTHW) if lparam else None
        return int(ctl_font(wm, win).pil.getlength(text)) if text else 0
    if msg == LVM_ARRANGE:
        if view not in (LVS_ICON, LVS_SMALLICON):
            return 0
        arrange(wm, win, st, vs, wparam)
        sync_scroll(wm, win, st, vs)
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_GETITEMPOSITION:
        i = s32(wparam)
        if not 0 <= i < n or not lparam:
            return 0
        if view == LVS_REPORT:
            # the first column's left edge and margin (wherever the column is shown)
            x = column_rects(wm, st).get(0, (0, 0))[0] + REPORT_MARGIN
            y = _item_rect(wm, win, st, i, LVIR_BOUNDS)[1]
        else:
            x, y = _origin(wm, win, st, vs, i)
            if view == LVS_ICON:
                il = _normal(wm, st)
                x += (item_size(wm, win, st, vs)[0] - (il.cx if il else 0)) // 2
                y += ICON_TOP_PADDING
        mem.write(lparam, struct.pack("<ii", x, y))
        return 1
    if msg in (LVM_SETITEMPOSITION, LVM_SETITEMPOSITION32):
        i = s32(wparam)
        if not 0 <= i < n or view not in (LVS_ICON, LVS_SMALLICON):
            return 0
        if msg == LVM_SETITEMPOSITION:       # POINTS packed in lParam
            x, y = struct.unpack("<hh", struct.pack("<I", lparam & 0xFFFFFFFF))
        elif not lparam:
            return 0
        else:
            x, y = struct.unpack("<ii", mem.read(lparam, 8))
        iw, ih = item_size(wm, win, st, vs)
        if view == LVS_ICON:
            il = _normal(wm, st)
            x -= (iw - (il.cx if il else 0)) // 2
            y -= ICON_TOP_PADDING
        vs.positions[st.items[i]] = (x, y + vs.vrow * ih)
        sync_scroll(wm, win, st, vs)
        wm.invalidate(win, None, True)
        return 1
    if msg == LVM_GETORIGIN:
        if view not in (LVS_ICON, LVS_SMALLICON) or not lparam:
            return 0
        mem.write(lparam, struct.pack("<ii", 0, vs.vrow * item_size(wm, win, st, vs)[1]))
        return 1
    if msg == LVM_GETVIEWRECT:
        if view not in (LVS_ICON, LVS_SMALLICON) or not lparam:
            return 0
        size = item_size(wm, win, st, vs)
        rects = [item_rects(wm, win, st, vs, i, size)[0] for i in range(n)]
        r = (min(x[0] for x in rects), min(x[1] for x in rects),
             max(x[2] for x in rects), max(x[3] for x in rects)) if rects else (0, 0, 0, 0)
        mem.write(lparam, struct.pack("<4i", *r))
        return 1
    return 0


def _style_changed(wm, win, st, vs, old_style):
    """Generator: the view changed: the list view's width goes back to computed, the icon
    views arrange their items, the header shows only in report view."""
    vs.list_width = None
    vs.hcol = vs.vrow = 0
    st.scroll_key = vs.scroll_key = None
    yield from _place_header(wm, win, st)
    view = view_of(win)
    if view != LVS_REPORT:
        _hide_header(wm, st)
        if view in (LVS_ICON, LVS_SMALLICON) and \
                (old_style & LVS_TYPEMASK) != view:
            arrange(wm, win, st, vs)
        sync_scroll(wm, win, st, vs)
    else:
        set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS, 0, 0, 0, 0)
    wm.invalidate(win, None, True)


def approximate_icon_rect(wm, win, st, vs, n, count, size):
    """LVM_APPROXIMATEVIEWRECT in icon view: MAKELONG(cx, cy) of ``count`` items (-1: the
    list's ``n``) laid in the grid of the icon spacing within the width asked (LOWORD of
    ``size``; 0xFFFF: the client's): as many columns as fit (at least one, at most the
    count), the rows they need, and 2 pixels more each way — Windows' answers in Wine's
    listview.c test_approximate_viewrect (77 x 827 for 11 items 75 apart in 100 pixels)."""
    count = n if s32(count) == -1 else max(0, s32(count))
    sx, sy = _spacing(wm, st, vs)
    cx = size & 0xFFFF
    if cx == 0xFFFF:
        cx = win.client_size()[0]
    fit = max(1, cx // max(1, sx))
    cols = max(1, min(fit, count))
    rows = -(-count // fit)
    return (((rows * sy + 2) & 0xFFFF) << 16) | ((cols * sx + 2) & 0xFFFF)


def _views_message(wm, win, st, vs, msg, wparam, lparam):
    """Generator: a message whose answer depends on the list or icon view, or None when
    the report view's procedure answers it for every view."""
    mem = wm.vm.mem
    n = len(st.items)
    view = view_of(win)
    if msg == WM_PAINT:
        sync_scroll(wm, win, st, vs)
        texts = []
        for i in _visible(wm, win, st, vs):
            texts.append((i, (yield from _disp_text(wm, win, st, i, 0))))
        dc = begin_paint(wm.vm, win)
        _paint(wm, win, st, vs, dc, texts)
        end_paint(wm.vm, win, dc)
        return 0
    if msg in (LVM_GETITEMRECT, LVM_GETSUBITEMRECT):
        i = s32(wparam)
        if not 0 <= i < n or not lparam:
            return 0
        # LVM_GETSUBITEMRECT: RECT.top names the subitem, RECT.left the LVIR_* code
        code, sub = (s32(mem.u32(lparam)), 0) if msg == LVM_GETITEMRECT else \
            struct.unpack("<ii", mem.read(lparam, 8))
        if sub:
            return 0                    # subitems exist in report view only
        # a callback's label is as wide as the text the parent gives (LVN_GETDISPINFO)
        text = None
        if code != LVIR_ICON and st.items[i].text(0) is None:
            text = yield from _disp_text(wm, win, st, i, 0)
        bounds, icon, label = item_rects(wm, win, st, vs, i, text=text)
        r = {LVIR_ICON: icon, LVIR_LABEL: label}.get(code, bounds)
        if code == LVIR_SELECTBOUNDS:
            r = (min(icon[0], label[0]), min(icon[1], label[1]), max(icon[2], label[2]),
                 max(icon[3], label[3]))
        mem.write(lparam, struct.pack("<4i", *r))
        return 1
    if msg == LVM_CREATEDRAGIMAGE:
        i = s32(wparam)
        if not lparam or not 0 <= i < n:
            return 0
        text = yield from _disp_text(wm, win, st, i, 0)
        il = _normal(wm, st) if view == LVS_ICON else _small(wm, st)
        return drag_image(wm, lparam, item_rects(wm, win, st, vs, i), il,
                          st.items[i].image, text, ctl_font(wm, win),
                          _color(st.text_color, SYS_COLORS[8]), _color(st.bk, SYS_COLORS[5]),
                          view == LVS_ICON)
    if msg == LVM_APPROXIMATEVIEWRECT and view == LVS_ICON:
        return approximate_icon_rect(wm, win, st, vs, n, wparam, lparam)
    if msg in (LVM_EDITLABELA, LVM_EDITLABELW):
        i = s32(wparam)
        label = item_rects(wm, win, st, vs, i)[2] if 0 <= i < n else (0, 0, 0, 0)
        return (yield from begin_edit(wm, win, st, i, label))
    if msg in (LVM_HITTEST, LVM_SUBITEMHITTEST):
        x, y = struct.unpack("<ii", mem.read(lparam, 8))
        i, flags = hit_test(wm, win, st, vs, x, y)
        mem.w32(lparam + 8, flags)
        mem.w32(lparam + 12, i & 0xFFFFFFFF)
        if msg == LVM_SUBITEMHITTEST:
            mem.w32(lparam + 16, 0)
        return i & 0xFFFFFFFF
    if msg == LVM_ENSUREVISIBLE:
        if not 0 <= s32(wparam) < n:
            return 0
        ensure_visible(wm, win, st, vs, s32(wparam))
        return 1
    if msg == LVM_GETCOUNTPERPAGE:
        return count_per_page(wm, win, st, vs)
    if msg == LVM_GETTOPINDEX:
        if view == LVS_LIST:
            return vs.hcol * _rows_per_column(win, item_size(wm, win, st, vs)[1])
        return 0
    if msg == LVM_GETNEXTITEM:
        return next_item(wm, win, st, vs, s32(wparam), lparam) & 0xFFFFFFFF
    if msg in (LVM_SETCOLUMNWIDTH, LVM_GETCOLUMNWIDTH) and view == LVS_LIST:
        if msg == LVM_GETCOLUMNWIDTH:
            return item_size(wm, win, st, vs)[0]
        if s32(wparam) != 0:
            return 0                    # a list view has one column
        if s32(lparam) < 0:
            raise Unimplemented("%s!LVM_SETCOLUMNWIDTH (LVSCW_AUTOSIZE in list view)"
                                % COMCTL32)
        vs.list_width = max(1, s32(lparam))
        sync_scroll(wm, win, st, vs)
        wm.invalidate(win, None, True)
        return 1
    if msg in (WM_HSCROLL, WM_VSCROLL, WM_MOUSEWHEEL):
        iw, ih = item_size(wm, win, st, vs)
        if view == LVS_LIST:
            rows = _rows_per_column(win, ih)
            cols, page = -(-n // rows) if n else 0, _grid_columns(win, iw)
            if msg == WM_VSCROLL:
                return 0
            new = scrolled_top(wparam, vs.hcol, page, cols) if msg == WM_HSCROLL else \
                max(0, min(max(0, cols - page), vs.hcol + wheel_lines(win, msg, wparam)))
            changed, vs.hcol = new != vs.hcol, new
        else:
            bottom = max([vs.positions.get(it, (0, 0))[1] + ih for it in st.items] or [0])
            rows, page = -(-bottom // ih) if bottom else 0, max(1, _client(win)[1] // ih)
            if msg == WM_HSCROLL:
                return 0
            new = scrolled_top(wparam, vs.vrow, page, rows) if msg == WM_VSCROLL else \
                max(0, min(max(0, rows - page), vs.vrow + wheel_lines(win, msg, wparam)))
            changed, vs.vrow = new != vs.vrow, new
        if changed:
            sync_scroll(wm, win, st, vs)
            wm.invalidate(win, None, True)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK, WM_RBUTTONDOWN):
        x, y = lparam_xy(lparam)
        yield from take_focus(wm, win)
        i, part = hit_test(wm, win, st, vs, x, y)
        if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and part == LVHT_ONITEMSTATEICON:
            yield from toggle(wm, win, st, i)      # the check box; the selection stays
        elif msg == WM_LBUTTONDOWN and i >= 0 and ctrl_down(wm) and \
                not win.style & LVS_SINGLESEL:
            sel = st.items[i].state & LVIS_SELECTED
            yield from _set_state(wm, win, st, i,
                                     (0 if sel else LVIS_SELECTED) | LVIS_FOCUSED,
                                     LVIS_SELECTED | LVIS_FOCUSED)
        elif msg != WM_LBUTTONDBLCLK:
            yield from _pick(wm, win, st, vs, i)
        if i >= 0 and msg == WM_LBUTTONDOWN and st.ex_style & LVS_EX_ONECLICKACTIVATE:
            yield from item_activate(wm, win, st, i, 0, (x, y))   # before NM_CLICK
        code = {WM_LBUTTONDOWN: NM_CLICK, WM_LBUTTONDBLCLK: NM_DBLCLK,
                WM_RBUTTONDOWN: NM_RCLICK}[msg]
        yield from notify(wm, win, code, _nmlistview(wm.vm.ptr_size, i, 0, pt=(x, y)) +
                          struct.pack("<I", 0))
        if i >= 0 and msg == WM_LBUTTONDBLCLK:
            yield from item_activate(wm, win, st, i, 0, (x, y))
        return 0
    if msg == WM_KEYDOWN:
        yield from notify(wm, win, LVN_KEYDOWN, struct.pack("<HI", wparam & 0xFFFF, 0))
        if wparam == VK_RETURN:
            yield from return_key(wm, win, st)
            return 0
        if wparam == VK_SPACE:
            # the focused item's check box toggles, then the item alone is selected
            cur = _next_item(st, -1, LVNI_FOCUSED)
            yield from toggle(wm, win, st, cur)
            if cur >= 0:
                yield from _pick(wm, win, st, vs, cur)
            return 0
        step = {VK_UP: LVNI_ABOVE, VK_DOWN: LVNI_BELOW, VK_LEFT: LVNI_TOLEFT,
                VK_RIGHT: LVNI_TORIGHT}
        if n and (wparam in step or wparam in (VK_HOME, VK_END)):
            cur = _next_item(st, -1, LVNI_FOCUSED)
            if wparam == VK_HOME or cur < 0:
                new = 0
            elif wparam == VK_END:
                new = n - 1
            else:
                order = _directional(wm, win, st, vs, cur, step[wparam])
                new = order[0] if order else cur
            yield from _pick(wm, win, st, vs, new)
        return 0
    return None


@repaint_on_theme_change()
def listview_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysListView32 in every view (report view: ``listview.py``)."""
    st = _st(win)
    vs = _vs(win)
    if msg == LVM_GETNEXTITEMINDEX:
        # LVITEMINDEX {iItem, iGroup}: LVM_GETNEXTITEM from iItem, the answer written back
        # (-1: none, and FALSE); groups are not kept, so iGroup stays as it is
        if not wparam:
            return 0
        index = LVITEMINDEX.at(wm.vm.mem, wparam, wm.vm.ptr_size)
        found = yield from listview_proc(wm, win, LVM_GETNEXTITEM, index.iItem & 0xFFFFFFFF,
                                         lparam)
        index.iItem = s32(found)
        return 0 if found & 0xFFFFFFFF == 0xFFFFFFFF else 1
    if msg in _ANY_VIEW:
        return (yield from _any_view(wm, win, st, vs, msg, wparam, lparam))
    if msg == WM_STYLECHANGED and wparam == GWL_STYLE and lparam:
        old, new = STYLESTRUCT.values(wm.vm.mem, lparam, wm.vm.ptr_size)
        if old != new:
            # the style it had set again changes nothing: no layout, no repaint (Wine's
            # test_redraw, against Windows)
            yield from _style_changed(wm, win, st, vs, old)
        return 0
    if view_of(win) == LVS_REPORT:
        return (yield from report_proc(wm, win, msg, wparam, lparam))
    answer = yield from _views_message(wm, win, st, vs, msg, wparam, lparam)
    if answer is not None:
        return answer
    before = list(st.items)
    result = yield from report_proc(wm, win, msg, wparam, lparam)
    if msg in (WM_CREATE, WM_SIZE, WM_SETFONT):
        _hide_header(wm, st)
    if st.items != before:
        # Items came or went: a new item takes the next grid slot of an icon view (the
        # others keep their places); the scroll bars follow, as comctl32 updates them on
        # every insertion.
        kept = set(map(id, st.items))
        vs.positions = {it: p for it, p in vs.positions.items() if id(it) in kept}
        if view_of(win) in (LVS_ICON, LVS_SMALLICON):
            iw, ih = item_size(wm, win, st, vs)
            for it in st.items:
                if it not in vs.positions:
                    vs.positions[it] = _slot(win, vs, vs.next_slot, iw, ih)
                    vs.next_slot += 1
        sync_scroll(wm, win, st, vs)
    elif msg in (WM_SIZE, WM_SETFONT) or msg in (LVM_SETITEMA, LVM_SETITEMW,
                                                   LVM_SETITEMTEXTA, LVM_SETITEMTEXTW,
                                                   LVM_SETIMAGELIST):
        sync_scroll(wm, win, st, vs)
    return result

