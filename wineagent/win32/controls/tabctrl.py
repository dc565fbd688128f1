"""SysTabControl32, the tab control, drawn like comctl32 5.8 in the Windows 2000 classic
scheme: a row of tabs (raised 3D edges, the selected one two pixels taller and
overlapping its neighbours) above a raised display area.  With TCS_MULTILINE the tabs wrap
into several rows, each stretched to the width (unless TCS_RAGGEDRIGHT), and the selected
tab's row moves next to the display area, as comctl32 does.

Messages: TCM_INSERTITEM/GETITEM/SETITEM (A and W), DELETEITEM, DELETEALLITEMS,
GETITEMCOUNT, GETCURSEL/SETCURSEL, GETCURFOCUS/SETCURFOCUS, GETITEMRECT, HITTEST,
ADJUSTRECT, SETITEMSIZE, REMOVEIMAGE, SETPADDING, GETROWCOUNT, SET/GETIMAGELIST,
SETITEMEXTRA (any size), SETMINTABWIDTH; TCS_OWNERDRAWFIXED's WM_DRAWITEM. A click or
Left/Right on another tab sends TCN_SELCHANGING (a non-zero answer keeps the old tab) then
TCN_SELCHANGE; TCM_SETCURSEL sends neither, as documented. With TCS_BUTTONS the tabs are buttons (raised, the selected one pushed in),
3 pixels apart, with no frame round the display area. TCS_BOTTOM puts the tabs (not
buttons) below the display area, drawn upside down. Vertical tabs, and bottom buttons,
stop the guest as unimplemented.
The control gives itself WS_CLIPSIBLINGS when created, as comctl32 does.
"""

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.bits import s32
from ..core.messages import (WM_CREATE, WM_GETDLGCODE, WM_GETFONT, WM_KEYDOWN,
                             WM_KILLFOCUS, WM_LBUTTONDOWN, WM_PAINT, WM_SETFOCUS, WM_SETFONT,
                             WM_SIZE)
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..gdi.textmetrics import metrics
from ..user.window import begin_paint, def_window_proc, end_paint, take_focus
from .comctl_shared import (focus_rect, font_message, notify, notify_tail, read_item_text,
                            register, write_item_text)
from .builtin_common import BLACK, SYSTEM_FONT, ctl_font, is_wide, lparam_xy
from .imagelist import draw_image, image_list
from ..user.ownerdraw import ODA_DRAWENTIRE, ODS_FOCUS, ODS_SELECTED, draw_item
from ..core.dllnames import COMCTL32
from ..core.styles import WS_CLIPSIBLINGS
from ..core.structures import NMTCKEYDOWN, RECT, TCHITTESTINFO, TCITEM
from .comctl_shared import repaint_on_theme_change

__all__ = ["tab_proc", "install", "TAB_CLASS", "tab_rects", "display_rect"]

TAB_CLASS = "SysTabControl32"
TCM_GETIMAGELIST, TCM_SETIMAGELIST, TCM_GETITEMCOUNT = 0x1302, 0x1303, 0x1304
TCM_GETITEMA, TCM_SETITEMA, TCM_INSERTITEMA = 0x1305, 0x1306, 0x1307
TCM_DELETEITEM, TCM_DELETEALLITEMS, TCM_GETITEMRECT = 0x1308, 0x1309, 0x130A
TCM_GETCURSEL, TCM_SETCURSEL, TCM_HITTEST, TCM_SETITEMEXTRA = 0x130B, 0x130C, 0x130D, 0x130E
TCM_ADJUSTRECT, TCM_SETITEMSIZE, TCM_REMOVEIMAGE, TCM_SETPADDING = 0x1328, 0x1329, 0x132A, 0x132B
TCM_GETROWCOUNT, TCM_GETCURFOCUS, TCM_SETCURFOCUS = 0x132C, 0x132F, 0x1330
TCM_SETMINTABWIDTH = 0x1331
TCM_GETITEMW, TCM_SETITEMW, TCM_INSERTITEMW = 0x133C, 0x133D, 0x133E
TCIF_TEXT, TCIF_IMAGE, TCIF_PARAM, TCIF_STATE = 0x1, 0x2, 0x8, 0x10
TCN_SELCHANGE, TCN_SELCHANGING, TCN_KEYDOWN = -551, -552, -550
TCHT_NOWHERE, TCHT_ONITEM = 0x1, 0x6
TCS_BUTTONS, TCS_MULTILINE, TCS_VERTICAL, TCS_BOTTOM = 0x100, 0x200, 0x80, 0x2
TCS_FIXEDWIDTH, TCS_RAGGEDRIGHT, TCS_OWNERDRAWFIXED = 0x400, 0x800, 0x2000
ODT_TAB = 101
VK_LEFT, VK_RIGHT = 0x25, 0x27
SELECTED_OFFSET = 2     # the selected tab rises and widens by this much
LEFT_MARGIN = 2
BUTTON_GAP = 3          # between TCS_BUTTONS buttons, and between their rows
ICON_EXTRA = 4          # a fixed-width tab is at least its image's width and this
DISPLAY_INSET = 4       # TCM_ADJUSTRECT: the display area's frame and padding
FIXED_WIDTH = 96        # a TCS_FIXEDWIDTH tab's width before TCM_SETITEMSIZE (96 dpi)


class TabState:
    """Items ([text, image, lparam, state]), selection, focus and sizes of a tab control."""

    def __init__(self):
        self.items = []
        self.cur = -1
        self.focus = -1
        self.padx, self.pady = 6, 3
        self.fixed = None          # (cx, cy) from TCM_SETITEMSIZE
        self.min_width = -1
        self.himl = 0
        self.extra = None          # TCM_SETITEMEXTRA's bytes (None: an LPARAM's)
        self.layout = None         # the rows the tabs were last laid out in
        self.row_at = [0]          # row -> where it is drawn (see _visual_rows)


def _ts(win):
    st = win.state.get("tab")
    if st is None:
        st = win.state["tab"] = TabState()
    return st


def _font(wm, win):
    """The tab control's font: its WM_SETFONT font, else the System font (the DC's own:
    comctl32 selects a NULL font, which leaves it; Wine's tab.c measures with it)."""
    return ctl_font(wm, win, SYSTEM_FONT)


def _tab_height(wm, win, st):
    if st.fixed and st.fixed[1]:
        return st.fixed[1]
    h = _font(wm, win).line_height + 2 * st.pady
    il = image_list(wm.vm, st.himl)
    if il is not None:
        h = max(h, il.cy + 2 * st.pady)
    return h + 1


def _default_min_width(wm, win, st):
    """The minimum width of a tab with text while TCM_SETMINTABWIDTH has not set one:
    six average characters of the control's font and the padding on both sides, as
    comctl32 measures it (Wine's tests, written against Windows: 54 pixels in the
    System font)."""
    return metrics(_font(wm, win))["avg"] * 6 + 2 * st.padx


def _widths(wm, win, st):
    pil = _font(wm, win).pil
    least = st.min_width if st.min_width >= 0 else _default_min_width(wm, win, st)
    il = image_list(wm.vm, st.himl)
    widths = []
    for text, image, _, _ in st.items:
        if win.style & TCS_FIXEDWIDTH and not st.fixed:
            w = FIXED_WIDTH     # the screen's dpi in pixels (Wine's test_tab)
        elif win.style & TCS_FIXEDWIDTH:
            # TCM_SETITEMSIZE's width, even 0, but room for the image (Wine's test_tab,
            # passing on Windows: 25 for a 21-pixel image, whatever the padding)
            w = st.fixed[0]
            if il is not None and image >= 0:
                w = max(w, il.cx + ICON_EXTRA)
        else:
            w = int(pil.getlength(text.replace("&", ""))) + 2 * st.padx
            floor = least
            if il is not None and image >= 0:
                # the image and one more padding between it and the text; the default
                # minimum counts that padding too, less 6 (Wine's test_tab, passing on
                # Windows: 54 - 3 * (6 - padding) with an image, 54 - 2 * (...) without)
                w += il.cx + st.padx
                if st.min_width < 0:
                    floor = least + st.padx - 6
            w = max(w, floor)
        widths.append(w)
    return widths


def _rows(win, widths):
    """Each tab's (row, left, right), rows numbered in item order.  With TCS_MULTILINE a tab
    that would pass the right edge starts a new row (never the first of a row); with more
    than one row each row is stretched to the width, its spare pixels shared among its tabs
    (the last ones taking the remainder), unless TCS_RAGGEDRIGHT."""
    cw = win.client_size()[0]
    gap = BUTTON_GAP if win.style & TCS_BUTTONS else 0
    row, x, out = 0, LEFT_MARGIN, []
    for w in widths:
        if win.style & TCS_MULTILINE and x > LEFT_MARGIN and x + w > cw:
            row, x = row + 1, LEFT_MARGIN
        out.append([row, x, x + w])
        x += w + gap
    if out and out[-1][0] > 0 and not win.style & (TCS_RAGGEDRIGHT | TCS_BUTTONS):
        for r in range(out[-1][0] + 1):
            tabs = [t for t in out if t[0] == r]
            # the rows end where the selected tab's widening still fits
            spare = max(0, cw - SELECTED_OFFSET - tabs[-1][2])
            shift = 0
            for i, t in enumerate(tabs):
                grow = spare // len(tabs) + (1 if i >= len(tabs) - spare % len(tabs) else 0)
                t[1] += shift
                shift += grow
                t[2] += shift
    return out


def _visual_rows(st, rows, nrows):
    """Where each row is drawn (0 the farthest from the display area).  As comctl32 does, the
    selected tab's row moves next to the display area and the rows that were between slide
    one outwards; the order is kept until the tabs are laid out differently."""
    layout = tuple(r for r, _, _ in rows)
    if st.layout != layout:
        st.layout, st.row_at = layout, list(range(nrows))
    if nrows > 1 and 0 <= st.cur < len(rows) and not st.row_at[rows[st.cur][0]] == nrows - 1:
        sel = st.row_at[rows[st.cur][0]]
        st.row_at = [nrows - 1 if v == sel else v - 1 if v > sel else v for v in st.row_at]
    return st.row_at


def row_count(wm, win):
    """TCM_GETROWCOUNT: the rows of tabs (1 unless TCS_MULTILINE wraps them)."""
    rows = _rows(win, _widths(wm, win, _ts(win)))
    return rows[-1][0] + 1 if rows else 1


def tab_rects(wm, win):
    """Client rectangles (l, t, r, b) of the tabs as drawn when not selected."""
    st = _ts(win)
    if win.style & TCS_VERTICAL or win.style & TCS_BOTTOM and win.style & TCS_BUTTONS:
        raise Unimplemented("%s class %s (TCS_VERTICAL, or TCS_BOTTOM with TCS_BUTTONS)"
                            % (COMCTL32, TAB_CLASS))
    h = _tab_height(wm, win, st)
    rows = _rows(win, _widths(wm, win, st))
    if win.style & TCS_BUTTONS:
        # buttons keep their rows in item order from the top, nothing rises
        return [(l, row * (h + BUTTON_GAP), r, row * (h + BUTTON_GAP) + h)
                for row, l, r in rows]
    row_at = _visual_rows(st, rows, rows[-1][0] + 1 if rows else 1)
    ch = win.client_size()[1]
    rects = []
    for row, l, r in rows:
        top = SELECTED_OFFSET + row_at[row] * h
        if win.style & TCS_BOTTOM:
            # mirrored: the farthest row at the bottom, the selected tab's row on top
            top = ch - top - h
        rects.append((l, top, r, top + h))
    return rects


def display_rect(wm, win, rect, larger):
    """TCM_ADJUSTRECT: the display area of a window rectangle, or the reverse: inside the
    frame and its padding (4 pixels), below the rows of tabs (above them with TCS_BOTTOM)
    and 2 pixels more, as Wine 8 answers (buttons' rows with their gaps the same way)."""
    st = _ts(win)
    rows = row_count(wm, win)
    strip = _tab_height(wm, win, st) * rows + SELECTED_OFFSET
    if win.style & TCS_BUTTONS:
        strip += BUTTON_GAP * (rows - 1)
    l, t, r, b = rect
    k = -1 if larger else 1
    top, bottom = (DISPLAY_INSET, strip + 2) if win.style & TCS_BOTTOM else \
        (strip + 2, DISPLAY_INSET)
    return (l + k * DISPLAY_INSET, t + k * top, r - k * DISPLAY_INSET, b - k * bottom)


def _item(wm, ptr, wide):
    """A view of the caller's TCITEM (A or W, the program's width)."""
    return TCITEM.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)


def _extra(wm, st):
    """The bytes of application data each tab keeps: TCM_SETITEMEXTRA's, else an
    LPARAM's."""
    return wm.vm.ptr_size if st.extra is None else st.extra


def _param_at(wm, ptr, wide):
    """Where TCITEM's lParam is: its last field, where the application data begins (a
    TCM_SETITEMEXTRA size runs on past the structure)."""
    return ptr + TCITEM.variant(wide).sizeof(wm.vm.ptr_size) - wm.vm.ptr_size


def _set_item(wm, st, index, ptr, wide):
    tci = _item(wm, ptr, wide)
    mask = tci.mask
    item = st.items[index]
    if mask & TCIF_TEXT:
        item[0] = read_item_text(wm, tci.pszText, wide) or ""
    if mask & TCIF_IMAGE:
        item[1] = tci.iImage
    if mask & TCIF_PARAM:
        # the data's bytes as many as TCM_SETITEMEXTRA said (Wine's tab.c, passing on
        # Windows: fewer than an LPARAM's leave the rest of the caller's field alone)
        item[2] = bytes(wm.vm.mem.read(_param_at(wm, ptr, wide), _extra(wm, st)))
    if mask & TCIF_STATE:
        smask = tci.dwStateMask
        item[3] = (item[3] & ~smask) | (tci.dwState & smask)


def _get_item(wm, st, index, ptr, wide):
    tci = _item(wm, ptr, wide)
    mask = tci.mask
    t, image, lp, state = st.items[index]
    if mask & TCIF_TEXT:
        write_item_text(wm, tci.pszText, t, tci.cchTextMax, wide)
    if mask & TCIF_IMAGE:
        tci.iImage = image
    if mask & TCIF_PARAM:
        wm.vm.mem.write(_param_at(wm, ptr, wide), lp)
    if mask & TCIF_STATE:
        tci.dwState = state & tci.dwStateMask


def _hit(wm, win, x, y):
    for i, (l, t, r, b) in enumerate(tab_rects(wm, win)):
        if l <= x < r and t <= y < b:
            return i
    return -1


def _change_selection(wm, win, st, new):
    """Generator: the user picks tab ``new``: TCN_SELCHANGING, then TCN_SELCHANGE."""
    if new == st.cur or not 0 <= new < len(st.items):
        return
    refused, _ = yield from notify(wm, win, TCN_SELCHANGING)
    if refused:
        return
    st.cur = st.focus = new
    wm.invalidate(win, None, True)
    yield from notify(wm, win, TCN_SELCHANGE)


@repaint_on_theme_change()
def tab_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysTabControl32."""
    st = _ts(win)
    vm = wm.vm
    wide = msg in (TCM_GETITEMW, TCM_SETITEMW, TCM_INSERTITEMW)
    n = len(st.items)
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        try:
            _paint(wm, win, st, dc)
            if win.style & TCS_OWNERDRAWFIXED:
                yield from _owner_draw(wm, win, st, dc)
        finally:
            end_paint(vm, win, dc)
        return 0
    if msg in (TCM_INSERTITEMA, TCM_INSERTITEMW):
        if not lparam or s32(wparam) < 0:
            return 0xFFFFFFFF
        index = min(s32(wparam), n)
        st.items.insert(index, ["", -1, bytes(_extra(wm, st)), 0])
        _set_item(wm, st, index, lparam, wide)
        if st.cur >= index and n:
            st.cur += 1
        if st.focus >= index and n:
            st.focus += 1
        if n == 0:
            st.cur = st.focus = 0        # the first tab is selected, as in comctl32
        elif st.focus < 0:
            st.focus = index    # no focused tab: the new one takes the focus (tab.c)
        wm.invalidate(win, None, True)
        return index
    if msg in (TCM_SETITEMA, TCM_SETITEMW, TCM_GETITEMA, TCM_GETITEMW):
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        if msg in (TCM_SETITEMA, TCM_SETITEMW):
            _set_item(wm, st, s32(wparam), lparam, wide)
            wm.invalidate(win, None, True)
        else:
            _get_item(wm, st, s32(wparam), lparam, wide)
        return 1
    if msg == TCM_GETITEMCOUNT:
        return n
    if msg == TCM_DELETEITEM:
        i = s32(wparam)
        if not 0 <= i < n:
            return 0
        del st.items[i]
        if st.cur == i:
            st.cur = -1
        elif st.cur > i:
            st.cur -= 1
        st.focus = st.cur
        wm.invalidate(win, None, True)
        return 1
    if msg == TCM_DELETEALLITEMS:
        st.items, st.cur, st.focus = [], -1, -1
        wm.invalidate(win, None, True)
        return 1
    if msg == TCM_GETCURSEL:
        return st.cur & 0xFFFFFFFF
    if msg == TCM_SETCURSEL:
        i = s32(wparam)
        if not 0 <= i < n:
            return 0xFFFFFFFF
        old, st.cur, st.focus = st.cur, i, i
        wm.invalidate(win, None, True)
        return old & 0xFFFFFFFF
    if msg == TCM_GETCURFOCUS:
        return st.focus & 0xFFFFFFFF
    if msg == TCM_SETCURFOCUS:
        if s32(wparam) < 0:
            # no tab focused, and none selected, as focus is selection there (Wine's
            # test_curfocus, test_insert_focus, test_delete_focus, passing on Windows);
            # buttons keep theirs
            if not win.style & TCS_BUTTONS:
                st.focus = st.cur = -1
                wm.invalidate(win, None, True)
            return 0
        yield from _change_selection(wm, win, st, s32(wparam))
        return 0
    if msg == TCM_GETITEMRECT:
        i = s32(wparam)
        if not 0 <= i < n or not lparam:
            return 0
        vm.mem.write(lparam, RECT.pack_values(*tab_rects(wm, win)[i]))
        return 1
    if msg == TCM_HITTEST:
        if not lparam:
            return 0xFFFFFFFF
        tchi = TCHITTESTINFO.at(vm.mem, lparam, vm.ptr_size)
        i = _hit(wm, win, tchi.pt.x, tchi.pt.y)
        tchi.flags = TCHT_ONITEM if i >= 0 else TCHT_NOWHERE
        return i & 0xFFFFFFFF
    if msg == TCM_ADJUSTRECT:
        if not lparam:
            return 0xFFFFFFFF       # -1 without a rectangle (Wine's tab.c)
        rect = RECT.values(vm.mem, lparam)
        vm.mem.write(lparam, RECT.pack_values(*display_rect(wm, win, rect, wparam)))
        return 0
    if msg == TCM_SETITEMSIZE:
        old = tuple(r - l for l, _, r, _ in tab_rects(wm, win)[:1]) or (0,)
        oldh = _tab_height(wm, win, st)
        st.fixed = (lparam & 0xFFFF, (lparam >> 16) & 0xFFFF)
        wm.invalidate(win, None, True)
        return ((oldh & 0xFFFF) << 16) | (old[0] & 0xFFFF)
    if msg == TCM_SETPADDING:
        st.padx, st.pady = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
        wm.invalidate(win, None, True)
        return 0
    if msg == TCM_GETROWCOUNT:
        return row_count(wm, win)
    if msg == TCM_SETMINTABWIDTH:
        # the previous minimum, the default one while none was set (comctl32's answer)
        old = st.min_width if st.min_width >= 0 else _default_min_width(wm, win, st)
        st.min_width = s32(lparam)
        wm.invalidate(win, None, True)
        return old & 0xFFFFFFFF
    if msg == TCM_GETIMAGELIST:
        return st.himl
    if msg == TCM_SETIMAGELIST:
        old, st.himl = st.himl, lparam
        wm.invalidate(win, None, True)
        return old
    if msg == TCM_REMOVEIMAGE:
        # the image goes from the list; tabs showing it show none, later ones move down
        k = s32(wparam)
        il = image_list(vm, st.himl)
        if il is not None and il.remove(k):
            il.settle()
            for item in st.items:
                item[1] = -1 if item[1] == k else item[1] - 1 if item[1] > k else item[1]
            wm.invalidate(win, None, True)
        return 0
    if msg == TCM_SETITEMEXTRA:
        if n or s32(wparam) < 0:
            return 0            # only before the first tab, and not negative
        st.extra = s32(wparam)
        return 1
    if msg == WM_LBUTTONDOWN:
        x, y = lparam_xy(lparam)
        i = _hit(wm, win, x, y)
        if i >= 0:
            yield from take_focus(wm, win)
            yield from _change_selection(wm, win, st, i)
        return 0
    if msg == WM_KEYDOWN:
        if wparam in (VK_LEFT, VK_RIGHT) and n:
            # NMTCKEYDOWN is packed to 1 byte (core/structures.py): flags right after wVKey.
            yield from notify(wm, win, TCN_KEYDOWN,
                              notify_tail(NMTCKEYDOWN, wm.vm.ptr_size, wVKey=wparam, flags=0))
            step = -1 if wparam == VK_LEFT else 1
            yield from _change_selection(wm, win, st, max(0, min(n - 1, st.cur + step)))
            return 0
    if msg in (WM_SETFOCUS, WM_KILLFOCUS):
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_GETDLGCODE:
        return 0x1   # DLGC_WANTARROWS
    if msg in (WM_SETFONT, WM_GETFONT):
        return font_message(wm, win, msg, wparam, lparam)
    if msg == WM_CREATE:
        # A tab control always clips its siblings, asked or not, as Windows' does (and
        # Wine's): its pages are often its siblings above it, which its painting must
        # not cover (Win32++'s tab pages are).
        win.style |= WS_CLIPSIBLINGS
        if win.style & TCS_VERTICAL:
            win.style |= TCS_MULTILINE      # vertical tabs are always multiline (tab.c)
    if msg in (WM_CREATE, WM_SIZE):
        wm.invalidate(win, None, True)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _paint(wm, win, st, dc):
    cw, ch = win.client_size()
    rects = tab_rects(wm, win)
    strip = _tab_height(wm, win, st) * row_count(wm, win) + SELECTED_OFFSET
    font = _font(wm, win)
    pil, lh = font.pil, font.line_height
    il = image_list(wm.vm, st.himl)
    light, shadow, dark, face = SYS_COLORS[20], SYS_COLORS[16], SYS_COLORS[21], SYS_COLORS[15]
    focused = wm.focus == win.hwnd
    images = []

    bottom = bool(win.style & TCS_BOTTOM)

    def tab_below(d, ox, oy, l, t, r, b, selected):
        # a tab under the display area: the top shape turned upside down
        if selected:
            l, t, r, b = l - SELECTED_OFFSET, t - 1, r + SELECTED_OFFSET, b + SELECTED_OFFSET
        d.rectangle([ox + l, oy + t, ox + r - 1, oy + b - 3], fill=face)
        d.line([(ox + l, oy + t), (ox + l, oy + b - 3)], fill=light)
        d.point((ox + l + 1, oy + b - 2), fill=light)
        d.line([(ox + l + 2, oy + b - 1), (ox + r - 3, oy + b - 1)], fill=dark)
        d.line([(ox + l + 2, oy + b - 2), (ox + r - 3, oy + b - 2)], fill=shadow)
        d.point((ox + r - 2, oy + b - 2), fill=dark)
        d.line([(ox + r - 1, oy + t), (ox + r - 1, oy + b - 3)], fill=dark)
        d.line([(ox + r - 2, oy + t), (ox + r - 2, oy + b - 3)], fill=shadow)

    def tab(d, ox, oy, l, t, r, b, selected):
        if bottom:
            tab_below(d, ox, oy, l, t, r, b, selected)
            return
        if selected:
            l, t, r, b = l - SELECTED_OFFSET, t - SELECTED_OFFSET, r + SELECTED_OFFSET, b + 1
        d.rectangle([ox + l, oy + t + 2, ox + r - 1, oy + b - 1], fill=face)
        # left edge, rounded top-left corner, top edge: highlight
        d.line([(ox + l, oy + b - 1), (ox + l, oy + t + 2)], fill=light)
        d.point((ox + l + 1, oy + t + 1), fill=light)
        d.line([(ox + l + 2, oy + t), (ox + r - 3, oy + t)], fill=light)
        d.rectangle([ox + l + 1, oy + t + 2, ox + r - 3, oy + t + 2], fill=face)
        # right edge: dark shadow outside, shadow inside, rounded top-right corner
        d.point((ox + r - 2, oy + t + 1), fill=dark)
        d.line([(ox + r - 1, oy + t + 2), (ox + r - 1, oy + b - 1)], fill=dark)
        d.line([(ox + r - 2, oy + t + 2), (ox + r - 2, oy + b - 1)], fill=shadow)

    buttons = bool(win.style & TCS_BUTTONS)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=face)
        if buttons:
            for i, (l, t, r, b) in enumerate(rects):
                sel = i == st.cur
                # raised buttons, the selected one pushed in (its content a pixel lower)
                draw_3d_rect(d, ox + l, oy + t, ox + r, oy + b, raised=not sel)
                text, image, _, _ = st.items[i]
                x = l + st.padx + (1 if sel else 0)
                y = t + (b - t - lh) // 2 + (1 if sel else 0)
                if il is not None and image >= 0:
                    images.append((image, x, t + (b - t - il.cy) // 2 + (1 if sel else 0)))
                    x += il.cx + st.padx
                shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
                d.text((ox + x, oy + y), shown, font=pil, fill=BLACK)
                if i == st.focus and focused:
                    focus_rect(d, ox + l + 3, oy + t + 3, ox + r - 4, oy + b - 4)
            return
        # the display area's raised edge (above the tabs with TCS_BOTTOM)
        top, end = (0, ch - strip) if bottom else (strip, ch)
        d.line([(ox, oy + end - 1), (ox, oy + top), (ox + cw - 1, oy + top)], fill=light)
        d.line([(ox, oy + end - 1), (ox + cw - 1, oy + end - 1), (ox + cw - 1, oy + top)],
               fill=dark)
        d.line([(ox + 1, oy + end - 2), (ox + cw - 2, oy + end - 2),
                (ox + cw - 2, oy + top + 1)], fill=shadow)
        order = [i for i in range(len(rects)) if i != st.cur] + \
            ([st.cur] if 0 <= st.cur < len(rects) else [])
        for i in order:
            l, t, r, b = rects[i]
            sel = i == st.cur
            tab(d, ox, oy, l, t, r, b, sel)
            if win.style & TCS_OWNERDRAWFIXED:
                continue            # the owner draws what is inside (WM_DRAWITEM)
            text, image, _, _ = st.items[i]
            x = l + st.padx
            rise = (-1 if bottom else 1) * (SELECTED_OFFSET if sel else 0)
            y = t + (b - t - lh) // 2 - rise
            if il is not None and image >= 0:
                images.append((image, x, t + (b - t - il.cy) // 2 - (rise // 2)))
                x += il.cx + st.padx
            shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
            d.text((ox + x, oy + y), shown, font=pil, fill=BLACK)
            if sel and focused:
                w = int(pil.getlength(shown))
                focus_rect(d, ox + x - 1, oy + y - 1, ox + x + w, oy + y + lh)

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)


def _owner_draw(wm, win, st, dc):
    """Generator: TCS_OWNERDRAWFIXED: WM_DRAWITEM (ODT_TAB, ODA_DRAWENTIRE) to the parent
    (the owner of a top-level tab control) for each tab, inside its frame. itemData is the
    tab's application data when it fits an LPARAM, else a pointer to it (Wine's tab.c,
    passing on Windows)."""
    owner = win.parent if win.is_child else win.owner
    if not owner or wm.get(owner) is None:
        return
    vm = wm.vm
    rects = tab_rects(wm, win)
    # the selected tab last, as it is drawn over its neighbours (Wine's tab.c keeps the
    # last WM_DRAWITEM: the selected first tab's)
    order = [i for i in range(len(rects)) if i != st.cur] + \
        ([st.cur] if 0 <= st.cur < len(rects) else [])
    for i in order:
        l, t, r, b = rects[i]
        data = st.items[i][2]
        if len(data) <= vm.ptr_size:
            value, block = int.from_bytes(data, "little"), 0
        else:
            block = value = vm.heap.alloc(len(data))
            vm.mem.write(block, data)
        state = (ODS_SELECTED if i == st.cur else 0) | \
            (ODS_FOCUS if i == st.focus and wm.focus == win.hwnd else 0)
        try:
            yield from draw_item(wm, owner, ODT_TAB, win.id, i, ODA_DRAWENTIRE, state,
                                 win.hwnd, dc, (l + 2, t + 2, r - 2, b), value)
        finally:
            if block:
                vm.heap.free(block)


window_proc(COMCTL32, "wineagent.TabProc", tab_proc)


def install(vm):
    """Register SysTabControl32 (CS_DBLCLKS | CS_HREDRAW | CS_VREDRAW | CS_GLOBALCLASS)."""
    register(vm, TAB_CLASS, tab_proc, "wineagent.TabProc", 0x8 | 0x3 | 0x4000)
