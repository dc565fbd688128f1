"""The built-in STATIC and LISTBOX classes, drawn like Windows 2000 classic.

STATIC draws its text (SS_LEFT/SS_CENTER/SS_RIGHT word-wrapped, SS_LEFTNOWORDWRAP,
SS_SIMPLE), rectangles and frames (SS_BLACK/GRAY/WHITE RECT and FRAME), etched lines and
frames, and the bitmaps and icons of SS_BITMAP and SS_ICON controls. Before drawing it
asks its parent for colours with WM_CTLCOLORSTATIC, as Windows does (a zero answer means
the button face). As documented, an image static takes its image's size when the image
is set (unless SS_CENTERIMAGE or SS_REALSIZECONTROL), SS_CENTERIMAGE centres the image
(a bitmap's unused area takes the colour of its top-left pixel) and SS_REALSIZECONTROL
alone stretches it over the control.

LISTBOX is the list of strings with item data, optional LBS_SORT,
selection by click, drag and the Up/Down/Home/End/PageUp/PageDown keys, type-ahead by
first letter, LBN_SELCHANGE / LBN_DBLCLK / LBN_SETFOCUS / LBN_KILLFOCUS with LBS_NOTIFY,
and a standard vertical scroll bar (WS_VSCROLL, non-client, see scrollbar.py) shown only
when the items do not fit (always, disabled when they do, with LBS_DISABLENOSCROLL).
Multiple-selection lists (LBS_MULTIPLESEL, LBS_EXTENDEDSEL: ``lbmulti.py``) keep a
selected state per item (LB_SETSEL, LB_GETSELCOUNT, LB_GETSELITEMS, LB_SELITEMRANGE(EX),
Shift and Ctrl with clicks and keys). Multi-column lists (LBS_MULTICOLUMN) place their
items top to bottom, then left to right in columns of LB_SETCOLUMNWIDTH pixels, and scroll
by columns (docs/dialogs-controls.md "Multi-column list boxes"). Owner-drawn lists
(LBS_OWNERDRAWFIXED, LBS_OWNERDRAWVARIABLE: each item measured when added) leave their
items to the owner (``odlist.py``).
"""

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from .itemlist import (COUNT, GETDATA, SETDATA, TEXT, TEXTLEN, ItemList, add_item, find_item,
                       draw_rows, index_after_delete, index_after_insert, item_message, signed,
                       top_showing)
from .builtin_common import (BLACK, WHITE, parent_static_colors, WS_HSCROLL, WS_VSCROLL, user_font, draw_child_frame, in_dialog,
                        is_wide, lparam_xy, notify_parent, read_text)
from ..gdi.objects import SYS_COLORS, Bitmap
from ..core.messages import (WM_CHAR, WM_CREATE, WM_ENABLE, WM_GETDLGCODE, WM_KEYDOWN,
                             WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP,
                             WM_MOUSEMOVE, WM_NCCREATE, WM_PAINT, WM_SETFOCUS, WM_SETFONT,
                             WM_SETTEXT, WM_SIZE, WM_CAPTURECHANGED, WM_DESTROY, WM_SETREDRAW)
from ..user.wm import WS_BORDER, WS_EX_CLIENTEDGE, WS_EX_STATICEDGE, WindowClass
from ..gdi.drawtext import DT_HIDEPREFIX
from ..gdi.objects import colorref
from ..gdi.regions import RGN_AND, Region, combine
from ..user.uistate import hides_accel
from ..user.dialogs import child_got_focus
from ..user.ownerdraw import ODA_DRAWENTIRE, ODS_DISABLED, ODT_LISTBOX, ODT_STATIC, draw_item
from . import odlist
from .lbmulti import MultiSel
from ..user.dirlist import directory_names, file_position
from ..user.window import (begin_paint, def_window_proc, end_paint, reposition, take_focus,
                           update_window)
from ..gdi.metafile import EnhMetafile, Player
from ..user.scrollbars import (WM_MOUSEWHEEL, wheel_lines, SB_HORZ, SB_VERT, SIF_DISABLENOSCROLL,
                              SIF_PAGE, SIF_POS, SIF_RANGE, set_info, show_bar)
from ..core.dllnames import USER32
from ..core.structures import RECT
from ..core.winerror import ERROR_INVALID_PARAMETER, ERROR_SETCOUNT_ON_BAD_LB
from .comctl_shared import common_controls_6, repaint_on_theme_change
from ..kernel.resources import module_resources
from ..user.resources import load_bitmap, load_icon
from ..user.icons import icon_image
from PIL import Image

__all__ = ["static_proc", "listbox_proc", "install", "items_per_column", "is_list_box"]

LB_ERR = 0xFFFFFFFF

SS_LEFT, SS_CENTER, SS_RIGHT, SS_ICON = 0, 1, 2, 3
SS_BLACKRECT, SS_GRAYRECT, SS_WHITERECT = 4, 5, 6
SS_BLACKFRAME, SS_GRAYFRAME, SS_WHITEFRAME = 7, 8, 9
SS_USERITEM, SS_SIMPLE, SS_LEFTNOWORDWRAP, SS_OWNERDRAW = 0xA, 0xB, 0xC, 0xD
SS_BITMAP, SS_ENHMETAFILE = 0xE, 0xF
SS_ETCHEDHORZ, SS_ETCHEDVERT, SS_ETCHEDFRAME = 0x10, 0x11, 0x12
SS_TYPEMASK = 0x1F
SS_REALSIZECONTROL, SS_NOPREFIX, SS_NOTIFY, SS_CENTERIMAGE = 0x40, 0x80, 0x100, 0x200
SS_SUNKEN = 0x1000
STM_SETICON, STM_GETICON, STM_SETIMAGE, STM_GETIMAGE = 0x170, 0x171, 0x172, 0x173
IMAGE_BITMAP, IMAGE_ICON, IMAGE_CURSOR, IMAGE_ENHMETAFILE = 0, 1, 2, 3
STN_CLICKED, STN_DBLCLK = 0, 1
#: the static style that holds each image type
_IMAGE_KIND = {IMAGE_BITMAP: SS_BITMAP, IMAGE_ICON: SS_ICON, IMAGE_CURSOR: SS_ICON,
               IMAGE_ENHMETAFILE: SS_ENHMETAFILE}
DLGC_STATIC, DLGC_WANTARROWS, DLGC_WANTCHARS = 0x100, 0x1, 0x80


# -- STATIC -----------------------------------------------------------------------------
@repaint_on_theme_change()
def static_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in STATIC class."""
    kind = win.style & SS_TYPEMASK
    if msg == WM_NCCREATE:
        # As Windows: sunken and etched-line statics get the one-pixel static edge.
        if win.style & SS_SUNKEN or kind in (SS_ETCHEDHORZ, SS_ETCHEDVERT):
            win.exstyle |= WS_EX_STATICEDGE
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_CREATE and kind in (SS_BITMAP, SS_ICON) and win.title:
        # documented: the window name of an image static names its resource (an ordinal
        # as 0xFFFF and the number, as in a dialog template), loaded from its instance
        _load_named_image(wm, win, kind)
        yield from _fit_to_image(wm, win)
        return 0
    if msg == WM_CREATE and kind in (SS_ETCHEDHORZ, SS_ETCHEDVERT):
        # An etched line is its edge alone: the window shrinks to an empty client area
        # (no height for a horizontal line, no width for a vertical one).
        edge = 2 * win.border()
        w, h = (win.w, edge) if kind == SS_ETCHEDHORZ else (edge, win.h)
        yield from reposition(wm.vm, win, win.x, win.y, w, h)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        yield from _paint_static(wm, win, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_GETDLGCODE:
        return DLGC_STATIC
    if msg == 0x0084:       # WM_NCHITTEST: clicks go through a static without SS_NOTIFY
        return 1 if win.style & SS_NOTIFY else -1 & 0xFFFFFFFF  # HTCLIENT / HTTRANSPARENT
    if msg in (WM_SETTEXT, WM_ENABLE, WM_SIZE):
        r = 0
        if msg == WM_SETTEXT:
            r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        wm.invalidate(win, None, False)
        return r
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg in (STM_SETICON, STM_SETIMAGE):
        # One image slot, and only an image of the control's own kind goes in it (an
        # icon or cursor for SS_ICON, a bitmap for SS_BITMAP, an enhanced metafile for
        # SS_ENHMETAFILE); anything else is refused with 0. A visible control repaints at
        # once, as Windows' does (its parent sees WM_CTLCOLORSTATIC before the call ends).
        itype = IMAGE_ICON if msg == STM_SETICON else wparam
        handle = wparam if msg == STM_SETICON else lparam
        if _IMAGE_KIND.get(itype) != kind:
            return 0
        old = win.state.get("image", 0)
        win.state["image"] = handle
        yield from _fit_to_image(wm, win)
        if wm.is_visible(win):
            wm.invalidate(win, None, True)
            yield from update_window(wm.vm, win)
        return old
    if msg in (STM_GETICON, STM_GETIMAGE):
        itype = IMAGE_ICON if msg == STM_GETICON else wparam
        return win.state.get("image", 0) if _IMAGE_KIND.get(itype) == kind else 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        if win.style & SS_NOTIFY:
            yield from notify_parent(wm, win, STN_DBLCLK if msg == WM_LBUTTONDBLCLK
                                     else STN_CLICKED)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _image_name(win):
    """The resource a static's title names: an ordinal ("\uffff" and the number in a
    Unicode title, the bytes 0xFF, low, high in an ANSI one) or the title itself."""
    t = win.title
    if t[:1] == "\uffff" and len(t) >= 2:
        return ord(t[1])
    if t[:1] == "\xff" and not is_wide(win) and len(t) >= 2:
        return (ord(t[1]) & 0xFF) | ((ord(t[2]) & 0xFF) << 8 if len(t) > 2 else 0)
    return t


def _load_named_image(wm, win, kind):
    """SS_BITMAP / SS_ICON made with a resource name: the bitmap, or the icon (a cursor
    of that name if there is no icon), from the module the window was made by; a name
    the module lacks leaves the control empty."""
    res = module_resources(wm.vm, win.instance)
    if res is None:
        return
    name = _image_name(win)
    if kind == SS_BITMAP:
        image = load_bitmap(wm.vm, name, res=res)
    else:
        image = load_icon(wm.vm, name, False, res=res) or load_icon(wm.vm, name, True, res=res)
    if image is not None:
        win.state["image"] = wm.vm.gdi.add(image)


def _image_size(wm, win):
    """(width, height) of an image static's bitmap or icon, or None when it has none."""
    handle = win.state.get("image", 0)
    if not handle:
        return None
    if win.style & SS_TYPEMASK == SS_BITMAP:
        bmp = wm.vm.gdi.get(handle, Bitmap)
        return bmp.image.size if bmp is not None else None
    img = icon_image(wm.vm, handle)
    return img.size if img is not None else None


def _fit_to_image(wm, win):
    """Documented: an SS_BITMAP or SS_ICON control takes the size of the image it is
    given, unless SS_CENTERIMAGE or SS_REALSIZECONTROL keeps the control's own size."""
    if win.style & (SS_CENTERIMAGE | SS_REALSIZECONTROL):
        return
    size = _image_size(wm, win)
    if size is None:
        return
    # the window rectangle grows by the control's border (WS_EX_CLIENTEDGE and the like)
    cw, ch = win.client_size()
    w, h = size[0] + win.w - cw, size[1] + win.h - ch
    if (w, h) != (win.w, win.h):
        yield from reposition(wm.vm, win, win.x, win.y, w, h)


def _image_box(win, size, w, h):
    """(x, y, width, height) an image of ``size`` is drawn at in a w x h client area."""
    iw, ih = size
    if win.style & SS_CENTERIMAGE:
        return (w - iw) // 2, (h - ih) // 2, iw, ih
    if win.style & SS_REALSIZECONTROL:
        return 0, 0, w, h
    return 0, 0, iw, ih


def _paint_static(wm, win, dc):
    kind = win.style & SS_TYPEMASK
    w, h = win.client_size()
    # As Windows, the control clips its painting to its client area with a clip region
    # of the DC's own, which the parent sees during WM_CTLCOLORSTATIC (GetClipRgn 1).
    area = Region.rect(0, 0, w, h)
    dc.clip_rgn = area if dc.clip_rgn is None else combine(dc.clip_rgn, area, RGN_AND)
    if kind in (SS_BLACKRECT, SS_GRAYRECT, SS_WHITERECT, SS_BLACKFRAME, SS_GRAYFRAME,
                SS_WHITEFRAME, SS_ETCHEDHORZ, SS_ETCHEDVERT, SS_ETCHEDFRAME, SS_USERITEM):
        # These draw in system colours whatever the parent answers, but the parent is
        # asked all the same (Windows sends WM_CTLCOLORSTATIC before every paint).
        yield from parent_static_colors(wm, win, dc)
    if kind == SS_USERITEM:
        return                  # a user item: nothing of the control's own to draw
    if kind == SS_OWNERDRAW:
        # The owner draws it all: WM_CTLCOLORSTATIC sets up the DC, then WM_DRAWITEM
        # (ODT_STATIC, item 0, ODA_DRAWENTIRE, the client rectangle), as Windows sends.
        if win.is_child and wm.get(win.parent) is not None:
            yield from parent_static_colors(wm, win, dc)
            state = ODS_DISABLED if win.style & 0x08000000 else 0   # WS_DISABLED
            yield from draw_item(wm, win.parent, ODT_STATIC, win.id, 0, ODA_DRAWENTIRE, state,
                                 win.hwnd, dc, (0, 0, w, h), 0)
        return
    if kind in (SS_BLACKRECT, SS_GRAYRECT, SS_WHITERECT):
        color = {SS_BLACKRECT: SYS_COLORS[21], SS_GRAYRECT: SYS_COLORS[16],
                 SS_WHITERECT: SYS_COLORS[20]}[kind]
        dc.fill_rect((0, 0, w, h), color)
    elif kind in (SS_BLACKFRAME, SS_GRAYFRAME, SS_WHITEFRAME):
        color = {SS_BLACKFRAME: SYS_COLORS[21], SS_GRAYFRAME: SYS_COLORS[16],
                 SS_WHITEFRAME: SYS_COLORS[20]}[kind]
        dc.draw((0, 0, w, h), lambda d, ox, oy: d.rectangle(
            [ox, oy, ox + w - 1, oy + h - 1], outline=color))
    elif kind == SS_ETCHEDFRAME:
        def etched(d, ox, oy):
            sh, hi = SYS_COLORS[16], SYS_COLORS[20]
            d.rectangle([ox, oy, ox + w - 2, oy + h - 2], outline=sh)
            d.rectangle([ox + 1, oy + 1, ox + w - 1, oy + h - 1], outline=hi)
            d.line([(ox + 1, oy + 1), (ox + 1, oy + h - 3)], fill=hi)
            d.line([(ox + 1, oy + 1), (ox + w - 3, oy + 1)], fill=hi)
        dc.draw((0, 0, w, h), etched)
    # SS_ETCHEDHORZ / SS_ETCHEDVERT: the static edge is the line (draw_child_frame)
    elif kind == SS_ENHMETAFILE:
        bg, _ = yield from parent_static_colors(wm, win, dc)
        dc.fill_rect((0, 0, w, h), bg)
        emf = wm.vm.gdi.get(win.state.get("image", 0), EnhMetafile)
        if emf is not None:
            # the picture stretched over the client area, as PlayEnhMetaFile draws it
            player = Player(dc, emf, (0, 0, w, h))
            try:
                player.play()
            finally:
                player.finish()
    elif kind in (SS_ICON, SS_BITMAP):
        bg, _ = yield from parent_static_colors(wm, win, dc)
        handle = win.state.get("image", 0)
        bmp = wm.vm.gdi.get(handle, Bitmap) if kind == SS_BITMAP else None
        if kind == SS_ICON or bmp is not None:
            # a bitmap static with no bitmap leaves its area as it was, as Windows'
            dc.fill_rect((0, 0, w, h), bg)
        if bmp is not None:
            img = bmp.image.convert("RGB")
            x, y, iw, ih = _image_box(win, img.size, w, h)
            if win.style & SS_CENTERIMAGE:
                # documented: the area the centred bitmap leaves takes its top-left pixel
                dc.fill_rect((0, 0, w, h), img.getpixel((0, 0)))
            if (iw, ih) != img.size:
                img = img.resize((max(iw, 1), max(ih, 1)), Image.NEAREST)
            dc.draw((x, y, x + img.width, y + img.height),
                    lambda d, ox, oy: d._image.paste(img, (ox, oy)))
        elif kind == SS_ICON and handle:
            img = icon_image(wm.vm, handle)
            if img is not None:
                x, y, iw, ih = _image_box(win, img.size, w, h)
                if (iw, ih) != img.size:
                    img = img.resize((max(iw, 1), max(ih, 1)), Image.NEAREST)
                dc.paste_rgba(img, x, y)
    else:
        bg, fg = yield from parent_static_colors(wm, win, dc)
        dc.fill_rect((0, 0, w, h), bg)
        fmt = 0x40  # DT_EXPANDTABS
        if kind == SS_CENTER:
            fmt |= 0x1 | 0x10
        elif kind == SS_RIGHT:
            fmt |= 0x2 | 0x10
        elif kind == SS_LEFT:
            fmt |= 0x10
        elif kind == SS_SIMPLE:
            fmt |= 0x20
        if win.style & SS_NOPREFIX:
            fmt |= 0x800
        elif hides_accel(wm, win):
            fmt |= DT_HIDEPREFIX   # keyboard cues hidden (user/uistate.py)
        if win.style & SS_CENTERIMAGE:
            fmt |= 0x20 | 0x4
        dc.font = user_font(wm, win)
        dc.bk_mode = 1
        if not win.own_enabled:
            dc.text_color = colorref(*SYS_COLORS[20])
            wm.vm.gdi.draw_text(dc, win.title, (1, 1, w + 1, h + 1), fmt)
            fg = SYS_COLORS[16]
        dc.text_color = colorref(*fg)
        wm.vm.gdi.draw_text(dc, win.title, (0, 0, w, h), fmt)
    draw_child_frame(wm, win)


# -- LISTBOX ----------------------------------------------------------------------------
LBS_NOTIFY, LBS_SORT, LBS_MULTIPLESEL = 0x1, 0x2, 0x8
LBS_OWNERDRAWFIXED, LBS_OWNERDRAWVARIABLE, LBS_MULTICOLUMN = 0x10, 0x20, 0x200
LBS_EXTENDEDSEL, LBS_DISABLENOSCROLL, LBS_NODATA, LBS_NOSEL = 0x800, 0x1000, 0x2000, 0x4000
LB_ADDSTRING, LB_INSERTSTRING, LB_DELETESTRING = 0x180, 0x181, 0x182
LB_RESETCONTENT, LB_SETSEL, LB_SETCURSEL, LB_GETSEL = 0x184, 0x185, 0x186, 0x187
LB_GETCURSEL, LB_GETTEXT, LB_GETTEXTLEN, LB_GETCOUNT = 0x188, 0x189, 0x18A, 0x18B
LB_SELECTSTRING, LB_GETTOPINDEX, LB_FINDSTRING, LB_GETSELCOUNT = 0x18C, 0x18E, 0x18F, 0x190
LB_SETTOPINDEX, LB_GETITEMRECT, LB_GETITEMDATA, LB_SETITEMDATA = 0x197, 0x198, 0x199, 0x19A
LB_SETANCHORINDEX, LB_GETANCHORINDEX = 0x19C, 0x19D
LB_SETCARETINDEX, LB_GETCARETINDEX = 0x19E, 0x19F
LB_SETITEMHEIGHT, LB_GETITEMHEIGHT, LB_FINDSTRINGEXACT = 0x1A0, 0x1A1, 0x1A2
LB_SETCOUNT, LB_SETCOLUMNWIDTH = 0x1A7, 0x195
LB_SELITEMRANGEEX, LB_GETSELITEMS, LB_SELITEMRANGE = 0x183, 0x191, 0x19B
LB_DIR, LB_ADDFILE, LB_ITEMFROMPOINT = 0x18D, 0x196, 0x1A9
LB_INITSTORAGE, LB_GETLISTBOXINFO = 0x1A8, 0x1B2
LB_GETHORIZONTALEXTENT, LB_SETHORIZONTALEXTENT = 0x193, 0x194
WM_HSCROLL = 0x114
LBS_HASSTRINGS = 0x40
MK_SHIFT, MK_CONTROL = 0x4, 0x8
VK_SHIFT, VK_CONTROL, VK_SPACE = 0x10, 0x11, 0x20
LBN_SELCHANGE, LBN_DBLCLK, LBN_SETFOCUS, LBN_KILLFOCUS = 1, 2, 4, 5
WM_VSCROLL = 0x115
VK_PRIOR, VK_NEXT, VK_END, VK_HOME, VK_UP, VK_DOWN = 0x21, 0x22, 0x23, 0x24, 0x26, 0x28
VK_LEFT, VK_RIGHT = 0x25, 0x27
_MOVE_KEYS = (VK_UP, VK_DOWN, VK_HOME, VK_END, VK_PRIOR, VK_NEXT, VK_LEFT, VK_RIGHT)


class ListState(MultiSel):
    """Items, selection and scroll position of one LISTBOX (the caret, the anchor and a
    multiple-selection list's selected items: lbmulti.MultiSel)."""

    #: (class defaults for lists saved before these existed)
    reserved, noredraw, changed = 0, False, False
    #: an LBS_NODATA list's count when LB_SETCOUNT gave a negative one (None: its items')
    negative_count = None
    hextent, hpos, hscroll, hscroll_key = 0, 0, False, None
    multicol, colw = False, 150
    v6 = False

    def __init__(self):
        super().__init__()
        self.items = ItemList()  # [text, data]
        self.sel = -1            # a single-selection list's selected item
        self.reserved = 0        # LB_INITSTORAGE's count of items storage is kept for
        self.noredraw = False    # WM_SETREDRAW FALSE: nothing is drawn
        self.hextent = 0         # LB_SETHORIZONTALEXTENT: the width the items scroll over
        self.hpos = 0            # how far they are scrolled left
        self.hscroll = False     # created with WS_HSCROLL: the bar follows the extent
        self.hscroll_key = None
        self.changed = False     # ... and something changed meanwhile
        self.nodata = False      # LBS_NODATA in force: items without data (_nodata_message)
        self.top = 0
        self.tracking = False
        self.item_h = None
        self.heights = []        # LBS_OWNERDRAWVARIABLE: each item's height, as measured
        self.vscroll = False     # created with WS_VSCROLL: the bar comes and goes
        self.scroll_key = None   # what the bar was last set to
        self.multicol = False    # made with LBS_MULTICOLUMN: items in columns
        self.colw = 150          # LB_SETCOLUMNWIDTH's width of a column (Windows' 150 first)


def _ls(win):
    st = win.state.get("list")
    if st is None:
        st = win.state["list"] = ListState()
    return st


def _geom(wm, win, st):
    """(item height, visible rows, client w, client h). In a variable-height list the
    height is the top item's and the rows are the items that fit from the top one."""
    ih = st.item_h or user_font(wm, win).line_height
    cw, ch = win.client_size()
    if _variable(win) and st.heights:
        return st.heights[min(st.top, len(st.heights) - 1)], _fit(st, st.top, ch), cw, ch
    rows = max(1, ch // ih)
    return ih, rows, cw, ch


def _variable(win):
    # LBS_OWNERDRAWFIXED overrides LBS_OWNERDRAWVARIABLE (Wine's tests, run on Windows);
    # a multi-column list's items are all as high (its columns are rows of one height)
    return (win.style & (LBS_OWNERDRAWVARIABLE | LBS_OWNERDRAWFIXED) == LBS_OWNERDRAWVARIABLE
            and not _ls(win).multicol)


def _columns(wm, win, st):
    """A multi-column list's (rows a column holds, column width, whole columns the client
    area shows: at least one)."""
    _, rows, cw, _ = _geom(wm, win, st)
    colw = max(1, st.colw)
    return rows, colw, max(1, cw // colw)


def _set_top(wm, win, st, index):
    """A multi-column list's top item becomes ``index``, kept so that the last column
    stays at the right edge at most, and rounded down to the first item of its column (as
    Windows' LB_SETTOPINDEX, scrolling and WM_SIZE do)."""
    rows, _, page = _columns(wm, win, st)
    last = max(0, ((len(st.items) + rows - 1) // rows - page) * rows)
    index = max(0, min(index, last))
    index -= index % rows
    if index != st.top:
        st.top = index
        _dirty(wm, win)


def _item_rect(wm, win, st, i):
    """(left, top, right, bottom) of item ``i`` in client coordinates: in a multi-column
    list, column (i - top) / rows from the left, row i % rows from the top."""
    if st.multicol:
        rows, colw, _ = _columns(wm, win, st)
        ih = _geom(wm, win, st)[0]
        left = (i // rows - st.top // rows) * st.colw
        top = (i % rows) * ih
        return left, top, left + st.colw, top + ih
    y, ih = _item_y(wm, win, st, i)
    return 0, y, win.client_size()[0], y + ih


def _dirty(wm, win):
    """The list must be drawn again: invalidated, or with redrawing off (WM_SETREDRAW
    FALSE) noted for when it is turned on."""
    st = _ls(win)
    if st.noredraw:
        st.changed = True
    else:
        wm.invalidate(win, None, False)


def _fit(st, start, ch):
    """How many items from ``start`` fit in ``ch`` pixels (at least one)."""
    y = n = 0
    for h in st.heights[start:]:
        if y + h > ch:
            break
        y += h
        n += 1
    return max(1, n)


def _item_y(wm, win, st, i):
    """(top, height) of item ``i`` in client coordinates (the top item at y 0)."""
    if _variable(win):
        if i >= st.top:
            top = sum(st.heights[st.top:i])
        else:
            top = -sum(st.heights[i:st.top])
        return top, st.heights[i]
    ih = _geom(wm, win, st)[0]
    return (i - st.top) * ih, ih


def _index_at(wm, win, st, y, x=0):
    """The item index at client (x, y) (may be past the end; below the top when y < 0; in
    a multi-column list, past the end below the last whole row)."""
    if st.multicol:
        rows, colw, _ = _columns(wm, win, st)
        ih = _geom(wm, win, st)[0]
        if y >= rows * ih:
            return len(st.items)
        return st.top + max(0, y) // ih + (x // colw) * rows
    if _variable(win):
        i, top = st.top, 0
        while i < len(st.heights) and top + st.heights[i] <= y:
            top += st.heights[i]
            i += 1
        return i
    return st.top + y // _geom(wm, win, st)[0]


def _ensure_visible(wm, win, st, index, fully=True):
    """Scroll the least that shows item ``index``. In a multi-column list its column is
    shown whole; with ``fully`` False (the mouse's item) a column cut at the right edge
    counts as shown, as Windows' list box does for clicks and drags."""
    if st.multicol:
        if index < 0:
            return
        rows, colw, page = _columns(wm, win, st)
        if not fully:
            page = max(1, (win.client_size()[0] + colw - 1) // colw)
        top = st.top
        if index <= top:
            top = index
        elif index >= top + rows * page:
            top = index - rows * (page - 1)
        _set_top(wm, win, st, top)
        return
    if _variable(win) and st.heights:
        if 0 <= index < st.top:
            st.top = index
        elif index >= 0:
            _, ch = win.client_size()
            while st.top < index and sum(st.heights[st.top:index + 1]) > ch:
                st.top += 1
        return
    ih, rows, _, _ = _geom(wm, win, st)
    st.top = top_showing(st.top, index, rows, len(st.items))


def _sync_scroll(wm, win, st):
    """Keep the standard bar in step: range 0..count-1, page = visible rows, pos = top
    (as Windows' list box: hidden when all items fit unless LBS_DISABLENOSCROLL)."""
    if st.multicol:
        _sync_columns_bar(wm, win, st)
        return
    if not st.vscroll:
        return
    _, rows, _, _ = _geom(wm, win, st)
    key = (len(st.items), rows, st.top, win.w, win.h, win.style & (WS_VSCROLL | 0x08000000))
    if key == st.scroll_key:
        return
    st.scroll_key = key
    mask = SIF_RANGE | SIF_PAGE | SIF_POS
    if win.style & LBS_DISABLENOSCROLL:
        mask |= SIF_DISABLENOSCROLL
    set_info(wm, win, SB_VERT, mask, 0, max(0, len(st.items) - 1), rows, st.top)
    if win.style & WS_VSCROLL != key[5] & WS_VSCROLL:
        st.scroll_key = None     # the bar came or went: the rows may differ now


def _sync_columns_bar(wm, win, st):
    """A multi-column list's bars: the horizontal one (WS_HSCROLL) counts columns, range
    0..last column, a page of the whole columns in view, at the top item's column; a
    vertical one (WS_VSCROLL) is given an empty range. A bar that comes or goes changes
    the rows a column holds, so the top is rounded again and the bar set once more."""
    for _ in range(2):
        rows, _, page = _columns(wm, win, st)
        n = len(st.items)
        key = (n, rows, page, st.top, win.w, win.h, win.style & (WS_HSCROLL | WS_VSCROLL))
        if key == st.scroll_key:
            return
        st.scroll_key = key
        keep = SIF_DISABLENOSCROLL if win.style & LBS_DISABLENOSCROLL else 0
        if st.hscroll:
            set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS | keep, 0,
                     max(0, n - 1) // rows, page, st.top // rows)
        if st.vscroll:
            set_info(wm, win, SB_VERT, SIF_RANGE, 0, 0)
        if win.style & (WS_HSCROLL | WS_VSCROLL) == key[6]:
            return
        _set_top(wm, win, st, st.top)


_ITEM_OPS = {LB_GETCOUNT: COUNT, LB_GETTEXT: TEXT, LB_GETTEXTLEN: TEXTLEN,
             LB_GETITEMDATA: GETDATA, LB_SETITEMDATA: SETDATA}


@repaint_on_theme_change()
def listbox_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in LISTBOX class."""
    result = yield from _listbox_proc(wm, win, msg, wparam, lparam)
    if msg != WM_PAINT and not win.destroyed:
        _sync_scroll(wm, win, _ls(win))
        _sync_hscroll(wm, win, _ls(win))
    return result


def _sync_hscroll(wm, win, st):
    """A list made with WS_HSCROLL keeps the horizontal bar in step with its extent:
    range 0..extent-1, a page of the client width (shown only when the extent is wider,
    unless LBS_DISABLENOSCROLL keeps it, disabled); no extent, no bar. (A multi-column
    list's bar counts columns: _sync_columns_bar.)"""
    if not st.hscroll or st.multicol:
        return
    cw = win.client_size()[0]
    key = (st.hextent, st.hpos, cw)
    if key == st.hscroll_key:
        return
    st.hscroll_key = key
    keep = SIF_DISABLENOSCROLL if win.style & LBS_DISABLENOSCROLL else 0
    if st.hextent:
        set_info(wm, win, SB_HORZ, SIF_RANGE | SIF_PAGE | SIF_POS | keep, 0, st.hextent - 1,
                 cw, st.hpos)
    elif keep:
        set_info(wm, win, SB_HORZ, SIF_RANGE | keep, 0, 0)
    else:
        show_bar(wm, win, SB_HORZ, False)


def _horizontal(wm, win, st, msg, wparam):
    """LB_GET/SETHORIZONTALEXTENT and WM_HSCROLL: the width the items may be scrolled
    over (a multi-column list has none) and how far they are."""
    if msg == LB_GETHORIZONTALEXTENT:
        return st.hextent
    if st.multicol:
        if msg == LB_SETHORIZONTALEXTENT:
            return 0        # documented: a multi-column list ignores the extent
        # WM_HSCROLL: a line is a column, a page the whole columns in view
        rows, _, page = _columns(wm, win, st)
        code = wparam & 0xFFFF
        top = {0: st.top - rows, 1: st.top + rows, 2: st.top - page * rows,
               3: st.top + page * rows, 4: (wparam >> 16) * rows, 5: (wparam >> 16) * rows,
               6: 0, 7: len(st.items)}.get(code, st.top)
        _set_top(wm, win, st, top)
        return 0
    cw = win.client_size()[0]
    if msg == LB_SETHORIZONTALEXTENT:
        st.hextent = wparam & 0xFFFF
        if st.hscroll:
            keep = SIF_DISABLENOSCROLL if win.style & LBS_DISABLENOSCROLL else 0
            set_info(wm, win, SB_HORZ, SIF_RANGE | keep, 0, max(0, st.hextent - 1))
            st.hscroll_key = None
        pos = st.hpos
    else:
        code = wparam & 0xFFFF
        pos = {0: st.hpos - 1, 1: st.hpos + 1, 2: st.hpos - cw, 3: st.hpos + cw,
               4: wparam >> 16, 5: wparam >> 16, 6: 0, 7: st.hextent}.get(code, st.hpos)
    pos = max(0, min(pos, st.hextent - cw))
    if pos != st.hpos:
        st.hpos = pos
        _dirty(wm, win)
    return 0


def _listbox_proc(wm, win, msg, wparam, lparam):
    st = _ls(win)
    n = len(st.items)
    notify = win.style & LBS_NOTIFY
    if msg == WM_NCCREATE:
        # kept as the list was created, like the selection kind below
        st.multicol = bool(win.style & LBS_MULTICOLUMN)
        # comctl32 6's LISTBOX under a v6 manifest, else user32's (as the button's)
        st.v6 = common_controls_6(wm.vm)
        # The selection is kept as the list was created (a later style change does not
        # change it); LBS_NOSEL makes a multiple-selection list a single-selection one.
        st.multi = bool(win.style & (LBS_MULTIPLESEL | LBS_EXTENDEDSEL)
                        and not win.style & LBS_NOSEL)
        st.extended = st.multi and bool(win.style & LBS_EXTENDEDSEL)
        # LBS_NODATA holds only with LBS_OWNERDRAWFIXED and neither sorting nor strings;
        # in another combination the list is made and the style does nothing.
        st.nodata = (win.style & (LBS_NODATA | LBS_OWNERDRAWFIXED | LBS_OWNERDRAWVARIABLE |
                                  LBS_SORT | LBS_HASSTRINGS)
                     == LBS_NODATA | LBS_OWNERDRAWFIXED)
        if win.style & WS_BORDER:
            win.style &= ~WS_BORDER
            win.exstyle |= WS_EX_CLIENTEDGE
        st.vscroll = bool(win.style & WS_VSCROLL)
        st.hscroll = bool(win.style & WS_HSCROLL)
        return 1
    if msg == WM_CREATE:
        if win.style & LBS_OWNERDRAWFIXED:
            st.item_h = yield from odlist.measure_fixed(wm, win, ODT_LISTBOX)
        return 0
    if msg == WM_MOUSEWHEEL and st.multicol:
        # columns instead of items: SPI_GETWHEELSCROLLLINES a notch, at most a page
        rows, _, page = _columns(wm, win, st)
        _set_top(wm, win, st, st.top + rows * wheel_lines(win, msg, wparam, page))
        return 0
    if msg == WM_MOUSEWHEEL:
        # Wine's list box: SPI_GETWHEELSCROLLLINES items a notch, at most a page.
        _, rows, _, _ = _geom(wm, win, st)
        top = max(0, min(max(0, n - rows), st.top + wheel_lines(win, msg, wparam, rows)))
        if top != st.top:
            st.top = top
            _dirty(wm, win)
        return 0
    if msg in (LB_GETHORIZONTALEXTENT, LB_SETHORIZONTALEXTENT, WM_HSCROLL):
        return _horizontal(wm, win, st, msg, wparam)
    if msg == WM_VSCROLL and st.multicol:
        return 0        # a multi-column list scrolls only sideways
    if msg == LB_SETCOLUMNWIDTH:
        # kept by any list; a multi-column one lays its columns out anew (its top item
        # stays, as Windows')
        st.colw = signed(wparam)
        st.scroll_key = None
        _dirty(wm, win)
        return 0
    if msg == WM_VSCROLL:
        code = wparam & 0xFFFF
        _, rows, _, _ = _geom(wm, win, st)
        top = {0: st.top - 1, 1: st.top + 1, 2: st.top - rows, 3: st.top + rows,
               4: wparam >> 16, 5: wparam >> 16, 6: 0, 7: n}.get(code, st.top)
        top = max(0, min(max(0, n - rows), top))
        if top != st.top:
            st.top = top
            _dirty(wm, win)
        return 0
    if msg == WM_SETREDRAW:
        # The list's own switch: with redrawing off it paints nothing (WM_PAINT only
        # validates); turned on again, it is drawn anew if anything changed meanwhile.
        st.noredraw = not wparam
        if wparam and st.changed:
            st.changed = False
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_PAINT and st.noredraw:
        end_paint(wm.vm, win, begin_paint(wm.vm, win))
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        if _owner_drawn(win):
            ih, rows, cw, _ = _geom(wm, win, st)
            def column_place(i):
                # each item its column's rectangle, until a column starts past the right
                r = _item_rect(wm, win, st, i)
                return r if r[0] < cw else None
            place = column_place if st.multicol else None
            yield from odlist.paint_items(wm, win, ODT_LISTBOX, st.items, st.top, ih, rows,
                                          _shown_sel(win, st), _focus_item(st), dc, cw,
                                          heights=st.heights if _variable(win) else None,
                                          clip_to_item=False, place=place)
            draw_child_frame(wm, win)
        else:
            _paint_list(wm, win, st, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS | DLGC_WANTCHARS
    if st.nodata and msg in _NODATA_MESSAGES:
        return _nodata_message(wm, win, st, msg, wparam, lparam)
    if msg == LB_SETCOUNT:
        # documented: only an LBS_NODATA list takes a count; user32's list says why in
        # the last error, comctl32 6's leaves it (Wine's tests of each, run on Windows)
        if not st.v6:
            wm.vm.last_error = ERROR_SETCOUNT_ON_BAD_LB
        return LB_ERR
    if msg == LB_INITSTORAGE:
        # Storage is a Python list, so any count fits; the answer is what Windows
        # reports: the items there are plus the ones reserved (in steps of 16), a
        # reservation kept until items fill it.
        st.reserved = max(st.reserved, n)
        if n + wparam > st.reserved:
            st.reserved = (n + wparam + 15) & ~15
        return st.reserved
    if msg == LB_GETLISTBOXINFO:
        return items_per_column(wm, win)
    if msg in (LB_ADDSTRING, LB_INSERTSTRING) and _data_only(win):
        # a sorted list of data items places each added one by WM_COMPAREITEM
        at = None
        if msg == LB_ADDSTRING and win.style & LBS_SORT:
            at = yield from odlist.sorted_position(wm, win, ODT_LISTBOX, st.items, lparam)
        i = odlist.add_data_item(st.items, wparam, lparam, msg == LB_ADDSTRING, at)
        if i < 0:
            return LB_ERR
        yield from _measure_new(wm, win, st, i, lparam)
        st.sel = index_after_insert(st.sel, i)
        st.inserted(i)
        _dirty(wm, win)
        return i
    if msg in (LB_ADDSTRING, LB_INSERTSTRING):
        i = add_item(wm, win, st.items, wparam, lparam, msg == LB_ADDSTRING,
                     bool(win.style & LBS_SORT))
        if i < 0:
            return LB_ERR
        yield from _measure_new(wm, win, st, i, lparam)
        st.sel = index_after_insert(st.sel, i)
        st.inserted(i)
        _dirty(wm, win)
        return i
    if msg == LB_DELETESTRING:
        if wparam >= n:
            return LB_ERR
        if n == 1:
            # the last item: the list sends itself LB_RESETCONTENT (a subclass sees it;
            # Wine's comctl32 tests check the sequence), which empties it
            yield from wm.send(win.hwnd, LB_RESETCONTENT, 0, 0)
            return 0
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_LISTBOX, st.items, [wparam])
        del st.items[wparam]
        if _variable(win):
            del st.heights[wparam]
        st.sel = index_after_delete(st.sel, wparam)
        if st.multi:
            st.deleted(wparam, len(st.items))
        else:
            st.anchor = index_after_delete(st.anchor, wparam)
        st.top = max(0, min(st.top, len(st.items) - 1))
        if st.multicol:
            _set_top(wm, win, st, st.top)
        _dirty(wm, win)
        return len(st.items)
    if msg == LB_RESETCONTENT:
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_LISTBOX, st.items, range(n))
        st.items, st.sel, st.top = ItemList(), -1, 0
        st.reset()
        st.heights = []
        _dirty(wm, win)
        return 0
    if msg in (LB_GETTEXT, LB_GETTEXTLEN) and _data_only(win):
        if wparam >= n:
            return LB_ERR
        # the length of a data-only item is its data's size, sizeof(ULONG_PTR)
        return odlist.get_data_text(wm, st.items, wparam, lparam) if msg == LB_GETTEXT else \
            wm.vm.ptr_size
    if msg in (LB_FINDSTRING, LB_FINDSTRINGEXACT, LB_SELECTSTRING) and _data_only(win) and \
            not (st.multi and msg == LB_SELECTSTRING):
        i = odlist.find_data_item(st.items, wparam, lparam)
        if i >= 0 and msg == LB_SELECTSTRING:
            st.sel = st.caret = i
            _ensure_visible(wm, win, st, i)
            _dirty(wm, win)
        return i if i >= 0 else LB_ERR
    if msg == WM_DESTROY and _owner_drawn(win):
        yield from odlist.delete_items(wm, win, ODT_LISTBOX, st.items, range(n))
        st.items = ItemList()
        return 0
    if msg in (LB_DIR, LB_ADDFILE):
        return (yield from _directory(wm, win, st, msg, wparam, lparam))
    if msg == LB_ITEMFROMPOINT:
        return _item_from_point(wm, win, st, lparam)
    if msg in _ITEM_OPS:
        return item_message(wm, win, st.items, _ITEM_OPS[msg], wparam, lparam, LB_ERR)
    if st.multi and msg in _MULTI_MESSAGES:
        return (yield from _multi_message(wm, win, st, msg, wparam, lparam))
    if msg in (LB_GETSELITEMS, LB_SELITEMRANGE, LB_SELITEMRANGEEX):
        return LB_ERR   # documented: single-selection list boxes refuse these
    if msg == LB_GETCURSEL:
        return st.sel if st.sel >= 0 else LB_ERR
    if msg == LB_SETCURSEL:
        i = signed(wparam)
        if i < 0 or i >= n:
            st.sel = -1
            _dirty(wm, win)
            return LB_ERR
        st.sel = st.caret = i
        _ensure_visible(wm, win, st, i)
        _dirty(wm, win)
        return i
    if msg == LB_GETSEL:
        return LB_ERR if wparam >= n else (1 if wparam == st.sel else 0)
    if msg == LB_GETSELCOUNT:
        return LB_ERR   # documented: a single-selection list box answers LB_ERR
    if msg == LB_SETSEL:
        # Meant for multiple-selection lists; a single-selection one takes the item as
        # its selection (-1: none), as Windows and Wine answer, and off deselects it.
        i = signed(lparam)
        if i < -1 or i >= n:
            return LB_ERR
        if wparam:
            st.sel = st.anchor = i
            if i >= 0:
                st.caret = i
                _ensure_visible(wm, win, st, i)
        elif i in (-1, st.sel):
            st.sel = -1
        _dirty(wm, win)
        return 0
    if msg in (LB_FINDSTRING, LB_FINDSTRINGEXACT, LB_SELECTSTRING):
        i = find_item(wm, win, st.items, wparam, lparam, msg == LB_FINDSTRINGEXACT)
        if i < 0:
            return LB_ERR
        if msg == LB_SELECTSTRING:
            st.sel = st.caret = i
            _ensure_visible(wm, win, st, i)
            _dirty(wm, win)
        return i
    if msg == LB_GETTOPINDEX:
        return st.top
    if msg == LB_SETTOPINDEX:
        if wparam >= max(1, n):
            return LB_ERR
        if st.multicol:
            _set_top(wm, win, st, wparam)
            return 0
        st.top = wparam
        _ensure_visible(wm, win, st, wparam)
        st.top = min(wparam, st.top) if n else 0
        _dirty(wm, win)
        return 0
    if msg == LB_GETANCHORINDEX:
        # The item a selection by the mouse or the keyboard started from; LB_ERR before
        # there was one (Wine's tests, run on Windows, check it of single-selection lists).
        return st.anchor if st.anchor >= 0 else LB_ERR
    if msg == LB_SETANCHORINDEX:
        if wparam >= n:
            return LB_ERR
        st.anchor = wparam
        return 0
    if msg == LB_GETCARETINDEX:
        return st.caret
    if msg == LB_SETCARETINDEX:
        if wparam >= n:
            return LB_ERR
        st.caret = wparam
        _dirty(wm, win)
        return 0
    if msg == LB_GETITEMHEIGHT:
        if _variable(win) and n:
            return st.heights[wparam] if wparam < n else LB_ERR
        return _geom(wm, win, st)[0]     # an empty variable-height list: the default
    if msg == LB_SETITEMHEIGHT and signed(lparam) > 255:
        return LB_ERR      # the whole lParam is the height, which must fit in a byte
    if msg == LB_SETITEMHEIGHT and _variable(win):
        if wparam >= n:
            return LB_ERR
        st.heights[wparam] = max(1, lparam & 0xFF)
        _dirty(wm, win)
        return 0
    if msg == LB_SETITEMHEIGHT:
        st.item_h = max(1, lparam & 0xFF)
        _dirty(wm, win)
        return 0
    if msg == LB_GETITEMRECT:
        if wparam >= n:
            return LB_ERR
        cw, ch = win.client_size()
        left, top, right, bottom = _item_rect(wm, win, st, wparam)
        wm.vm.mem.write(lparam, RECT.pack_values(left, top, right, bottom))
        # 1 when the item shows in the client area (a part of it is enough), 0 when it is
        # scrolled out of it
        return int(left < cw and right > 0 and top < ch and bottom > 0)
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        if wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        x, y = lparam_xy(lparam)
        ih, rows, cw, ch = _geom(wm, win, st)
        if msg == WM_LBUTTONDBLCLK:
            if notify:
                yield from notify_parent(wm, win, LBN_DBLCLK)
            return 0
        i = _index_at(wm, win, st, y, x)
        if 0 <= i < n:
            st.sel = st.caret = st.anchor = i
            _dirty(wm, win)
        st.tracking = True
        wm.capture = win.hwnd
        return 0
    if msg == WM_MOUSEMOVE:
        if st.tracking and n:
            x, y = _tracked_point(wm, win, st, lparam)
            i = max(0, min(n - 1, _index_at(wm, win, st, y, x)))
            if i != st.sel:
                st.sel = st.caret = st.anchor = i
                _ensure_visible(wm, win, st, i, fully=False)
                _dirty(wm, win)
        return 0
    if msg == WM_LBUTTONUP:
        yield from _end_tracking(wm, win, st)
        return 0
    if msg == WM_CAPTURECHANGED:
        st.tracking = False
        return 0
    if msg == WM_KEYDOWN:
        vk = wparam & 0xFF
        if vk in _MOVE_KEYS and n:
            if st.multicol:
                i = _column_key(wm, win, st, vk, _focus_item(st))
                if i is not None:
                    yield from _key_select(wm, win, st, i)
                return 0
            # Left and Right move as Up and Down in a list of one column
            vk = {VK_LEFT: VK_UP, VK_RIGHT: VK_DOWN}.get(vk, vk)
            _, rows, _, _ = _geom(wm, win, st)
            cur = st.sel if st.sel >= 0 else (st.caret if vk in (VK_UP, VK_DOWN) else 0)
            i = {VK_UP: cur - 1 if st.sel >= 0 else 0, VK_DOWN: cur + 1 if st.sel >= 0 else 0,
                 VK_HOME: 0, VK_END: n - 1, VK_PRIOR: cur - rows + 1,
                 VK_NEXT: cur + rows - 1}[vk]
            yield from _key_select(wm, win, st, max(0, min(n - 1, i)))
        return 0
    if msg == WM_CHAR:
        ch = wparam & 0xFFFF
        if ch >= 0x20 and n:
            c = chr(ch) if is_wide(win) else bytes([ch & 0xFF]).decode("cp1252", "replace")
            i = st.items.find(st.sel if st.sel >= 0 else 0xFFFFFFFF, c, False)
            if i >= 0:
                yield from _key_select(wm, win, st, i)
        return 0
    if msg == WM_SETFOCUS:
        _dirty(wm, win)
        if in_dialog(wm, win):
            yield from child_got_focus(wm, win)
        if notify:
            yield from notify_parent(wm, win, LBN_SETFOCUS)
        return 0
    if msg == WM_KILLFOCUS:
        # a press whose release never came ends here (capture released, LBN_SELCHANGE),
        # as Windows' list box does when it loses the focus
        yield from _end_tracking(wm, win, st)
        _dirty(wm, win)
        if notify:
            yield from notify_parent(wm, win, LBN_KILLFOCUS)
        return 0
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            _dirty(wm, win)
        return 0
    if msg in (WM_ENABLE, WM_SIZE):
        _dirty(wm, win)
        if msg == WM_SIZE and st.multicol:
            _set_top(wm, win, st, st.top)   # the rows a column holds may have changed
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


_NODATA_MESSAGES = frozenset((LB_ADDSTRING, LB_INSERTSTRING, LB_SETCOUNT, LB_GETCOUNT,
                              LB_GETTEXT,
                              LB_GETTEXTLEN, LB_GETITEMDATA, LB_SETITEMDATA, LB_FINDSTRING,
                              LB_FINDSTRINGEXACT, LB_SELECTSTRING))


def _nodata_message(wm, win, st, msg, wparam, lparam):
    """An LBS_NODATA list's item messages: its items are only a count (LB_SETCOUNT, kept
    as given even when negative, or one more per LB_ADDSTRING / LB_INSERTSTRING, whose
    lParam is not kept); every item's
    data reads 0 (LB_GETTEXT gives the 0 as a ULONG_PTR, LB_GETTEXTLEN its size),
    LB_SETITEMDATA is accepted and kept nowhere, and the searches fail with
    ERROR_INVALID_PARAMETER, as Windows answers (Wine's tests, run on Windows)."""
    n = len(st.items)
    if msg == LB_GETCOUNT:
        return len(st.items) if st.negative_count is None else st.negative_count
    if msg == LB_SETCOUNT:
        st.negative_count = None
        count = signed(wparam)
        if count < 0:
            # Windows keeps a negative count as it is (LB_GETCOUNT answers it); the list
            # shows no item
            st.negative_count = count
            count = 0
        items = ItemList()
        for _ in range(count):
            items.add("", -1)
        st.items = items
        st.sel = st.sel if st.sel < count else -1
        st.anchor = st.anchor if st.anchor < count else -1
        st.truncated(count)
        st.top = max(0, min(st.top, count - 1))
        _dirty(wm, win)
        return 0
    if msg in (LB_ADDSTRING, LB_INSERTSTRING):
        if st.negative_count is not None:
            return LB_ERR           # no place after a negative count (as Wine 8 answers)
        i = odlist.add_data_item(st.items, wparam, 0, msg == LB_ADDSTRING)
        if i < 0:
            return LB_ERR
        st.sel = index_after_insert(st.sel, i)
        st.inserted(i)
        _dirty(wm, win)
        return i
    if msg in (LB_FINDSTRING, LB_FINDSTRINGEXACT, LB_SELECTSTRING):
        wm.vm.last_error = ERROR_INVALID_PARAMETER
        return LB_ERR
    if wparam >= n:
        return LB_ERR
    if msg == LB_GETTEXT:
        if lparam:
            wm.vm.mem.wptr(lparam, 0)
        return wm.vm.ptr_size
    if msg == LB_GETTEXTLEN:
        return wm.vm.ptr_size
    if msg == LB_GETITEMDATA:
        return 0
    return 1                             # LB_SETITEMDATA


_MULTI_MESSAGES = frozenset((LB_GETSEL, LB_SETSEL, LB_GETSELCOUNT, LB_GETSELITEMS,
                             LB_SELITEMRANGE, LB_SELITEMRANGEEX, LB_GETCURSEL, LB_SETCURSEL,
                             LB_SELECTSTRING, LB_SETCARETINDEX, WM_LBUTTONDOWN, WM_MOUSEMOVE,
                             WM_KEYDOWN, WM_CHAR))


def _multi_message(wm, win, st, msg, wparam, lparam):
    """Generator: what a multiple-selection list does differently (lbmulti.py)."""
    n = len(st.items)
    if msg == LB_GETSEL:
        return LB_ERR if wparam >= n else int(wparam in st.selected)
    if msg == LB_SETSEL:
        if not st.set_sel(bool(wparam), signed(lparam), n):
            return LB_ERR
        if wparam and signed(lparam) >= 0:
            _ensure_visible(wm, win, st, st.caret)
        _dirty(wm, win)
        return 0
    if msg == LB_GETSELCOUNT:
        return len(st.selected)
    if msg == LB_GETSELITEMS:
        # up to wParam indices, lowest first, into the program's array of INTs
        picked = sorted(st.selected)[:max(0, signed(wparam))]
        for k, i in enumerate(picked):
            wm.vm.mem.write(lparam + 4 * k, i.to_bytes(4, "little"))
        return len(picked)
    if msg in (LB_SELITEMRANGE, LB_SELITEMRANGEEX):
        if msg == LB_SELITEMRANGE:
            # two unsigned words, either way round; wParam selects or deselects
            lo, hi = sorted((lparam & 0xFFFF, (lparam >> 16) & 0xFFFF))
            on = bool(wparam)
        else:
            # first and last as signed indices; last before first deselects
            first, last = signed(wparam), signed(lparam)
            on = last >= first
            lo, hi = (first, last) if on else (last, first)
        st.select_range(lo, hi, on, n)
        _dirty(wm, win)
        return 0
    if msg == LB_GETCURSEL:
        # documented: the item with the focus rectangle
        return st.caret if n else LB_ERR
    if msg == LB_SETCURSEL:
        return LB_ERR   # documented: only single-selection lists take LB_SETCURSEL
    if msg == LB_SELECTSTRING:
        i = (odlist.find_data_item(st.items, wparam, lparam) if _data_only(win) else
             find_item(wm, win, st.items, wparam, lparam, False))
        if i < 0:
            return LB_ERR
        st.caret = i
        st.selected = st.selected | {i}
        _ensure_visible(wm, win, st, i)
        _dirty(wm, win)
        return i
    if msg == LB_SETCARETINDEX:
        if wparam >= n:
            return LB_ERR
        st.caret = wparam
        _ensure_visible(wm, win, st, wparam)
        _dirty(wm, win)
        return 0
    if msg == WM_LBUTTONDOWN:
        if wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        x, y = lparam_xy(lparam)
        i = _index_at(wm, win, st, y, x)
        if not 0 <= i < n:
            return 0
        st.click(i, bool(wparam & MK_SHIFT), bool(wparam & MK_CONTROL))
        _ensure_visible(wm, win, st, i, fully=False)
        _dirty(wm, win)
        st.tracking = True
        wm.capture = win.hwnd
        return 0
    if msg == WM_MOUSEMOVE:
        if st.tracking and n:
            x, y = _tracked_point(wm, win, st, lparam)
            i = max(0, min(n - 1, _index_at(wm, win, st, y, x)))
            if i != st.caret:
                st.drag(i)
                _ensure_visible(wm, win, st, i, fully=False)
                _dirty(wm, win)
        return 0
    shift = bool(wm.key_state[VK_SHIFT] & 0x80)
    if msg == WM_KEYDOWN:
        vk = wparam & 0xFF
        if not n:
            return 0
        if vk == VK_SPACE:
            st.space(shift)
        elif vk in _MOVE_KEYS and st.multicol:
            i = _column_key(wm, win, st, vk, st.caret)
            if i is None:
                return 0
            st.key(i, shift)
            _ensure_visible(wm, win, st, st.caret)
        elif vk in _MOVE_KEYS:
            vk = {VK_LEFT: VK_UP, VK_RIGHT: VK_DOWN}.get(vk, vk)
            _, rows, _, _ = _geom(wm, win, st)
            i = {VK_UP: st.caret - 1, VK_DOWN: st.caret + 1, VK_HOME: 0, VK_END: n - 1,
                 VK_PRIOR: st.caret - rows + 1, VK_NEXT: st.caret + rows - 1}[vk]
            st.key(max(0, min(n - 1, i)), shift)
            _ensure_visible(wm, win, st, st.caret)
        else:
            return 0
        _dirty(wm, win)
        if win.style & LBS_NOTIFY:
            yield from notify_parent(wm, win, LBN_SELCHANGE)
        return 0
    # WM_CHAR: type-ahead from the caret
    ch = wparam & 0xFFFF
    if ch >= 0x20 and n and not st.nodata and not _data_only(win):
        c = chr(ch) if is_wide(win) else bytes([ch & 0xFF]).decode("cp1252", "replace")
        i = st.items.find(st.caret, c, False)
        if i >= 0:
            st.typed(i)
            _ensure_visible(wm, win, st, i)
            _dirty(wm, win)
            if win.style & LBS_NOTIFY:
                yield from notify_parent(wm, win, LBN_SELCHANGE)
    return 0


def _column_key(wm, win, st, vk, cur):
    """The item a movement key takes a multi-column list's caret ``cur`` to: Left and
    Right the same row of the column before or after (Left stays in the first column,
    Right stops at the last item), Up and Down the item before or after, PageUp and
    PageDown the whole columns in view, less one item; None when Left has nowhere to go."""
    n = len(st.items)
    rows, _, page = _columns(wm, win, st)
    cur = max(0, cur)
    if vk == VK_LEFT:
        return cur - rows if cur >= rows else None
    i = {VK_RIGHT: cur + rows, VK_UP: cur - 1, VK_DOWN: cur + 1, VK_HOME: 0, VK_END: n - 1,
         VK_PRIOR: cur - page * rows + 1, VK_NEXT: cur + page * rows - 1}[vk]
    return max(0, min(n - 1, i))


def _tracked_point(wm, win, st, lparam):
    """A dragging mouse's client point; a multi-column list keeps it in its rows and
    client area (the item at the edge is the one taken)."""
    x, y = lparam_xy(lparam)
    if st.multicol:
        rows, _, _ = _columns(wm, win, st)
        ih, _, cw, _ = _geom(wm, win, st)
        x, y = max(0, min(x, cw - 1)), max(0, min(y, rows * ih - 1))
    return x, y


def items_per_column(wm, win):
    """GetListBoxInfo / LB_GETLISTBOXINFO: how many items a column shows (the rows that
    fit in the client area, at least one)."""
    st = _ls(win)
    if _variable(win) and st.heights:
        return _fit(st, st.top, win.client_size()[1])
    return max(1, win.client_size()[1] // _geom(wm, win, st)[0])


def _insert_text(wm, win, st, index, text):
    """Generator: a string item goes in at ``index``; the selection, caret and a
    variable-height list's heights follow. Returns the index."""
    i = st.items.add(text, index)
    yield from _measure_new(wm, win, st, i, 0)
    st.sel = index_after_insert(st.sel, i)
    st.inserted(i)
    _dirty(wm, win)
    return i


def _directory(wm, win, st, msg, wparam, lparam):
    """Generator: LB_DIR (a folder's names, as DDL_* ``wparam`` asks, user/dirlist.py)
    and LB_ADDFILE (one file name) add at their place among files, folders and drives;
    LB_DIR answers the highest index it filled, LB_ERR when none."""
    if _data_only(win) or st.nodata:
        raise Unimplemented("USER32.dll!SendMessage: LB_DIR / LB_ADDFILE to a list box "
                            "without strings")
    text = read_text(wm, win, lparam) or ""
    if msg == LB_ADDFILE:
        return (yield from _insert_text(wm, win, st,
                                        file_position([t for t, _ in st.items], text), text))
    listing = directory_names(wm.vm, wparam, text)
    if listing is None:
        return LB_ERR
    names, drives = listing
    last = -1
    for name in names:
        i = yield from _insert_text(wm, win, st,
                                    file_position([t for t, _ in st.items], name), name)
        last = last + 1 if i <= last else i
    for name in drives:
        last = yield from _insert_text(wm, win, st, len(st.items), name)
    return last if last >= 0 else LB_ERR


def _item_from_point(wm, win, st, lparam):
    """LB_ITEMFROMPOINT: the item nearest the client point in the low word, and 1 in the
    high word when the point is outside the client area or past the last item (as
    Windows answers; 0x1FFFF for an empty list)."""
    n = len(st.items)
    if not n:
        return 0x1FFFF
    x, y = lparam_xy(lparam)
    cw, ch = win.client_size()
    outside = not (0 <= x < cw and 0 <= y < ch)
    x, y = max(0, min(cw - 1, x)), max(0, min(ch - 1, y))
    i = _index_at(wm, win, st, y, x)
    if i >= n:
        i, outside = n - 1, True
    return (int(outside) << 16) | (i & 0xFFFF)


def is_list_box(win):
    """True for a window of the built-in LISTBOX class that has made its list (subclassed
    or not)."""
    return win.cls.name.upper() == "LISTBOX" and "list" in win.state


def _owner_drawn(win):
    return bool(win.style & (LBS_OWNERDRAWFIXED | LBS_OWNERDRAWVARIABLE))


def _measure_new(wm, win, st, i, data):
    """Generator: a variable-height list asks its owner the height of a new item."""
    if _variable(win):
        # itemWidth 0 and the item's data; with LBS_HASSTRINGS the list's own copy of the
        # string, in Unicode whatever the sender's character set (Wine's tests, run on
        # Windows, read it as a WCHAR string)
        text = odlist.has_strings(win) and st.items[i][0]
        vm = wm.vm
        p = vm.heap.alloc(2 * len(text) + 2) if text is not False else 0
        if p:
            vm.mem.write_wstr(p, text)
        try:
            h = yield from odlist.measure_fixed(wm, win, ODT_LISTBOX, i, 0,
                                                user_font(wm, win).line_height,
                                                p if p else data)
        finally:
            if p:
                vm.heap.free(p)
        st.heights.insert(i, h)


def _data_only(win):
    """An owner-drawn list box without LBS_HASSTRINGS: its items are item data only."""
    return _owner_drawn(win) and not odlist.has_strings(win)


def _key_select(wm, win, st, i):
    changed = i != st.sel
    st.sel = st.caret = st.anchor = i
    _ensure_visible(wm, win, st, i)
    _dirty(wm, win)
    if changed and win.style & LBS_NOTIFY:
        yield from notify_parent(wm, win, LBN_SELCHANGE)


def _end_tracking(wm, win, st):
    """Generator: the mouse selection ends: capture released, LBN_SELCHANGE (LBS_NOTIFY)."""
    if st.tracking:
        st.tracking = False
        if wm.capture == win.hwnd:
            wm.capture = 0
        if win.style & LBS_NOTIFY and st.items:
            yield from notify_parent(wm, win, LBN_SELCHANGE)


def _shown_sel(win, st):
    """The selected items as drawn: an LBS_NOSEL list keeps a selection (LB_GETCURSEL
    answers it, as Windows') but never shows it."""
    if st.multi:
        return frozenset(st.selected)
    return frozenset() if win.style & LBS_NOSEL or st.sel < 0 else frozenset((st.sel,))


def _focus_item(st):
    """The item the focus rectangle is on: a single-selection list's selection when it
    has one, else the caret."""
    return st.sel if not st.multi and st.sel >= 0 else st.caret


def _paint_list(wm, win, st, dc):
    ih, rows, cw, ch = _geom(wm, win, st)
    sel = _shown_sel(win, st)
    focus_item = _focus_item(st)
    gfont = user_font(wm, win)
    font = gfont.pil
    focused = wm.focus == win.hwnd
    enabled = not win.style & 0x08000000  # its own WS_DISABLED, not its parents'
    fg = BLACK if enabled else SYS_COLORS[17]

    def focus_rect(d, i, y, ox, w=cw):
        # The dotted focus rectangle on the caret row (the selection when there is one).
        if focused and i == focus_item:
            color = WHITE if i in sel else BLACK
            for x in range(ox, ox + w, 2):
                d.point((x, y), fill=color)
                d.point((x, y + ih - 1), fill=color)
            for yy in range(y, y + ih, 2):
                d.point((ox, yy), fill=color)
                d.point((ox + w - 1, yy), fill=color)

    if st.multicol:
        _paint_columns(wm, win, st, dc, sel, font, fg, focus_rect)
        draw_child_frame(wm, win)
        return

    def fn(d, ox, oy):
        # scrolled left by the horizontal position (what falls left of the client area
        # is dropped with the rest of the spill)
        draw_rows(d, ox - st.hpos, oy, cw + st.hpos, ch, st.items, st.top, ih, rows, sel,
                  font, fg, lambda d_, i, y: focus_rect(d_, i, y, ox))
        if focused and not st.items:
            for x in range(ox, ox + cw, 2):
                d.point((x, oy), fill=BLACK)
                d.point((x, oy + ih - 1), fill=BLACK)
    dc.draw((0, 0, cw, ch), fn, spill=True)        # the last row may be cut
    draw_child_frame(wm, win)


def _paint_columns(wm, win, st, dc, sel, font, fg, focus_rect):
    """A multi-column list's items, column by column from the top item's, each column
    clipped to its width (a long text is cut at the next column) until one starts past the
    right edge; the client area is white under and beside them."""
    ih, _, cw, ch = _geom(wm, win, st)
    rows, _, _ = _columns(wm, win, st)
    colw = st.colw
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1],
                                                          fill=WHITE))
    col = 0
    while col * colw < cw and colw > 0:
        start = st.top + col * rows
        if start >= len(st.items):
            break
        left = col * colw

        def fn(d, ox, oy, start=start, left=left):
            # rows - 1: draw_rows paints one row more (a single column's cut last row)
            draw_rows(d, ox + left, oy, colw, rows * ih, st.items, start, ih, rows - 1, sel,
                      font, fg, lambda d_, i, y: focus_rect(d_, i, y, ox + left, colw))
        dc.draw((left, 0, min(cw, left + colw), ch), fn, spill=True)
        col += 1


# -- registration -------------------------------------------------------------------------
window_proc(USER32, "wineagent.StaticProc", static_proc)
window_proc(USER32, "wineagent.ListBoxProc", listbox_proc)


def install(vm):
    """Register the STATIC and LISTBOX classes (LISTBOX with CS_DBLCLKS)."""
    for name, proc, thunk, style in (("STATIC", static_proc, "wineagent.StaticProc", 0),
                                     ("LISTBOX", listbox_proc, "wineagent.ListBoxProc", 0x8)):
        addr = vm.proc_address(USER32, thunk)
        vm.wm.register_python_proc(addr, proc)
        vm.wm.register_class(WindowClass(name, style, addr, 0, 0, 0, 0, 0, 0, builtin=True))

