"""The built-in COMBOBOX class, drawn like Windows 2000 classic.

Three kinds, by the low two style bits:

- CBS_SIMPLE (1; also 0): an EDIT field above an always-visible list (a "ComboLBox" child).
- CBS_DROPDOWN (2): an EDIT field, the drop-down button, and a list that drops down.
- CBS_DROPDOWNLIST (3): a static selection field, the button and the drop-down list.

The combo box keeps the items and the selection itself (``win.state["combo"]``); its list
is a view. The edit field is a real EDIT child (id 1001, as on Windows) whose window
procedure is subclassed (``wineagent.ComboEditProc``) so Up/Down/F4/Alt+Down and, while
the list is down, Enter/Esc reach the combo box; its EN_UPDATE/EN_CHANGE become
CBN_EDITUPDATE/CBN_EDITCHANGE.

Like Windows, a drop-down combo box is only as tall as its selection field: the height
it was created with (a dialog template's cy) is field + list, and the window is shrunk to
the field: a text area of the font's cell + 4 (what user32 measures: CBGetTextAreaHeight)
inside the 2-pixel edge — 21 pixels with 8pt MS Sans Serif, whose cell is 13, as on
Windows 2000, and 24 in the System font (cell 16), as Wine draws it. The dropped list is a top-level WS_POPUP | WS_BORDER window of
class "ComboLBox" owned by the dialog, created when the list drops and destroyed when it
closes; it is shown without activation (as menu popups) and takes the mouse capture, so
the first click anywhere else closes it (CBN_SELENDCANCEL) and is consumed. There is no
modal loop: the application's own loop (or the dialog's) keeps running, as on Windows.

Notification order: dropping sends CBN_DROPDOWN first (the parent may still fill the
list); choosing an item (click, Enter, F4/Alt+Down while down) sends CBN_SELENDOK, then
CBN_SELCHANGE if the selection changed, then CBN_CLOSEUP; cancelling (Esc, a click
elsewhere, losing the focus, a second click on the button) sends CBN_SELENDCANCEL then
CBN_CLOSEUP. Windows documents that the SELCHANGE/CLOSEUP order is unpredictable. As on
Windows, the edit field of a CBS_DROPDOWN box still holds the old text while the parent
handles CBN_SELCHANGE (use CB_GETLBTEXT there); it is updated right after. CBS_SIMPLE
boxes send CBN_SELENDOK immediately before each CBN_SELCHANGE and never CBN_CLOSEUP.
"""

import struct

from ..core.bits import s16
from ..core.structures import MSG
from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from .itemlist import (COUNT, GETDATA, SETDATA, TEXT, TEXTLEN, ItemList, add_item, find_item,
                       draw_rows, index_after_delete, index_after_insert, item_message, signed,
                       top_showing)
from .builtin_common import (BLACK, WHITE, user_font, draw_child_frame, in_dialog, is_wide,
                        lparam_xy, notify_parent, read_text, write_text)
from ..gdi.objects import SYS_COLORS
from ..core.messages import (WM_CAPTURECHANGED, WM_CHAR, WM_COMMAND, WM_CREATE, WM_DESTROY,
                             WM_ENABLE, WM_GETDLGCODE, WM_GETTEXT, WM_GETTEXTLENGTH, WM_KEYDOWN,
                             WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP,
                             WM_MOUSEACTIVATE, WM_MOUSEMOVE, WM_MOUSEWHEEL, WM_NCCREATE, WM_PAINT,
                             WM_SETFOCUS, WM_SETFONT, WM_SETTEXT, WM_SIZE, WM_SYSKEYDOWN,
                             WM_ERASEBKGND, WM_GETFONT)
from ..gdi.edges import draw_3d_rect
from ..user.wm import (WS_BORDER, WS_CHILD, WS_DISABLED, WS_EX_CLIENTEDGE, WS_POPUP, WS_VISIBLE,
                       WindowClass)
from ..user.dialogs import child_got_focus
from ..user.ownerdraw import (ODA_DRAWENTIRE, ODS_COMBOBOXEDIT, ODS_DISABLED, ODS_FOCUS,
                              ODS_SELECTED, ODT_COMBOBOX, draw_item)
from . import odlist
from ..user.scrollbars import (SB_VERT, SIF_PAGE, SIF_POS, SIF_RANGE, set_info, track,
                              wheel_lines)
from ..user.window import (begin_paint, create_window, def_window_proc, end_paint, show_window,
                           take_focus)
from ..core.dllnames import USER32

__all__ = ["combo_proc", "combo_lbox_proc", "combo_edit_proc", "install", "ComboState",
           "click_point", "COMBO_CLASS", "LBOX_CLASS"]

COMBO_CLASS = "COMBOBOX"
LBOX_CLASS = "ComboLBox"
CB_ERR = 0xFFFFFFFF

CBS_SIMPLE, CBS_DROPDOWN, CBS_DROPDOWNLIST = 1, 2, 3
CBS_OWNERDRAWFIXED, CBS_OWNERDRAWVARIABLE, CBS_AUTOHSCROLL = 0x10, 0x20, 0x40
CBS_SORT, CBS_HASSTRINGS, CBS_NOINTEGRALHEIGHT = 0x100, 0x200, 0x400
CBS_UPPERCASE, CBS_LOWERCASE = 0x2000, 0x4000

CB_GETEDITSEL, CB_LIMITTEXT, CB_SETEDITSEL, CB_ADDSTRING = 0x140, 0x141, 0x142, 0x143
CB_DELETESTRING, CB_DIR, CB_GETCOUNT, CB_GETCURSEL = 0x144, 0x145, 0x146, 0x147
CB_GETLBTEXT, CB_GETLBTEXTLEN, CB_INSERTSTRING, CB_RESETCONTENT = 0x148, 0x149, 0x14A, 0x14B
CB_FINDSTRING, CB_SELECTSTRING, CB_SETCURSEL, CB_SHOWDROPDOWN = 0x14C, 0x14D, 0x14E, 0x14F
CB_GETITEMDATA, CB_SETITEMDATA, CB_GETDROPPEDCONTROLRECT = 0x150, 0x151, 0x152
CB_SETITEMHEIGHT, CB_GETITEMHEIGHT, CB_SETEXTENDEDUI, CB_GETEXTENDEDUI = \
    0x153, 0x154, 0x155, 0x156
CB_GETDROPPEDSTATE, CB_FINDSTRINGEXACT, CB_SETLOCALE, CB_GETLOCALE = 0x157, 0x158, 0x159, 0x15A
CB_GETTOPINDEX, CB_SETTOPINDEX, CB_GETHORIZONTALEXTENT = 0x15B, 0x15C, 0x15D
CB_SETHORIZONTALEXTENT, CB_GETDROPPEDWIDTH, CB_SETDROPPEDWIDTH = 0x15E, 0x15F, 0x160
CB_INITSTORAGE = 0x161
CB_FIRST, CB_LAST = 0x140, 0x16F
WM_VSCROLL = 0x115
SB_LINEUP, SB_LINEDOWN, SB_PAGEUP, SB_PAGEDOWN = 0, 1, 2, 3
SB_THUMBPOSITION, SB_THUMBTRACK, SB_TOP, SB_BOTTOM = 4, 5, 6, 7

CBN_SELCHANGE, CBN_DBLCLK, CBN_SETFOCUS, CBN_KILLFOCUS = 1, 2, 3, 4
CBN_EDITCHANGE, CBN_EDITUPDATE, CBN_DROPDOWN, CBN_CLOSEUP = 5, 6, 7, 8
CBN_SELENDOK, CBN_SELENDCANCEL = 9, 10

EN_SETFOCUS, EN_KILLFOCUS, EN_CHANGE, EN_UPDATE = 0x100, 0x200, 0x300, 0x400
EM_GETSEL, EM_SETSEL, EM_LIMITTEXT = 0xB0, 0xB1, 0xC5
ES_AUTOHSCROLL, ES_UPPERCASE, ES_LOWERCASE = 0x80, 0x8, 0x10
WS_VSCROLL, WS_HSCROLL = 0x00200000, 0x00100000
WS_EX_TOPMOST, WS_EX_TOOLWINDOW = 0x8, 0x80

DLGC_WANTARROWS, DLGC_WANTMESSAGE, DLGC_WANTCHARS = 0x1, 0x4, 0x80
VK_RETURN, VK_ESCAPE, VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x0D, 0x1B, 0x21, 0x22, 0x23, 0x24
VK_UP, VK_DOWN, VK_F4 = 0x26, 0x28, 0x73

BUTTON_W = 16          # SM_CXVSCROLL: the drop-down button's width
EDGE = 2               # the sunken 3D edge the combo box draws around its field
EDIT_ID, LIST_ID = 1001, 1000
WHEEL_DELTA = 120


class ComboState:
    """Items, selection and drop-down state of one COMBOBOX window."""

    def __init__(self):
        self.items = ItemList()  # [text, item data]
        self.sel = -1            # committed selection (CB_GETCURSEL)
        self.hot = -1            # highlighted item of the dropped list
        self.top = 0             # first visible item of the list
        self.dropped = False
        self.popup = 0           # hwnd of the dropped ComboLBox
        self.lbox = 0            # hwnd of a CBS_SIMPLE box's list child
        self.edit = 0            # hwnd of the EDIT child (CBS_SIMPLE, CBS_DROPDOWN)
        self.field_h = 24
        self.total_h = 0         # the height asked for at creation: field + list
        self.dropped_w = 0       # CB_SETDROPPEDWIDTH (0: the combo's width)
        self.pressed = False     # the button drawn pushed (mouse down on it)
        self.focused = False     # the combo box or its edit has the focus
        self.quiet = False       # suppress CBN_EDIT* while we set the edit text ourselves
        self.extended_ui = False
        self.locale = 0x0409
        self.kind = CBS_DROPDOWNLIST
        self.od_field_h = None   # owner-drawn: the field's height WM_MEASUREITEM gave
        self.od_item_h = None    # owner-drawn: the list items' height
        self.heights = []        # CBS_OWNERDRAWVARIABLE: each item's height, as measured


def _st(win):
    st = win.state.get("combo")
    if st is None:
        st = win.state["combo"] = ComboState()
    return st


def _kind(style):
    k = style & 3
    return CBS_SIMPLE if k == 0 else k


def _item_h(wm, win):
    st = win.state.get("combo")
    if st is not None and st.od_item_h:
        return st.od_item_h
    return user_font(wm, win).line_height


def _owner_drawn(win):
    return bool(win.style & (CBS_OWNERDRAWFIXED | CBS_OWNERDRAWVARIABLE))


def _variable(win):
    """CBS_OWNERDRAWVARIABLE: the owner measures each item as it is added."""
    return bool(win.style & CBS_OWNERDRAWVARIABLE)


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


def _data_only(win):
    """An owner-drawn combo box without CBS_HASSTRINGS: its items are item data only."""
    return _owner_drawn(win) and not odlist.has_strings(win, CBS_HASSTRINGS)


def _combo_of(wm, win):
    """The COMBOBOX a ComboLBox or combo EDIT belongs to (or None)."""
    return wm.get(win.state.get("combo_owner", 0))


# -- geometry ----------------------------------------------------------------------------------
def _layout(wm, win, st):
    """Fit the window to the field (drop-down kinds) and place the edit and list children."""
    lh = _item_h(wm, win)
    if st.od_field_h:
        # The owner's height is the item's; the field adds 3 pixels above and below
        # (as comctl32/user32 do) inside the 2-pixel edge.
        st.field_h = st.od_field_h + 6 + 2 * EDGE
    else:
        st.field_h = lh + 4 + 2 * EDGE
    w = win.w
    if st.kind != CBS_SIMPLE and win.h != st.field_h:
        wm.move_window(win, win.x, win.y, w, st.field_h)
    bw = 0 if st.kind == CBS_SIMPLE else BUTTON_W
    edit = wm.get(st.edit)
    if edit is not None:
        wm.move_window(edit, EDGE + 1, EDGE + 1, max(0, w - bw - 2 * EDGE - 2),
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


# -- text helpers -----------------------------------------------------------------------------
def _display_text(wm, win, st):
    """What the field shows: the edit's text, or the selected item's."""
    edit = wm.get(st.edit)
    if edit is not None:
        return edit.title
    return st.items[st.sel][0] if 0 <= st.sel < len(st.items) else ""


def _sync_title(wm, win, st):
    # The window text tracks the displayed text so snapshots show it (as EDIT does).
    win.title = _display_text(wm, win, st)


def _send_str(wm, target, msg, wparam, text):
    """Generator: send ``msg`` with a guest copy of ``text`` (in target's encoding)."""
    vm = wm.vm
    ptr = vm.heap.alloc(2 * len(text) + 2)
    try:
        write_text(wm, target, ptr, text, len(text) + 1)
        return (yield from wm.send(target.hwnd, msg, wparam, ptr))
    finally:
        vm.heap.free(ptr)


def _set_edit_text(wm, win, st, text, select_all=True):
    """Generator: put ``text`` in the edit field without CBN_EDIT* notifications."""
    edit = wm.get(st.edit)
    if edit is not None:
        st.quiet = True
        try:
            yield from _send_str(wm, edit, WM_SETTEXT, 0, text)
            if select_all:
                yield from wm.send(edit.hwnd, EM_SETSEL, 0, 0xFFFFFFFF)
        finally:
            st.quiet = False
    _sync_title(wm, win, st)
    wm.invalidate(win, None, False)


def _sel_text(st):
    return st.items[st.sel][0] if 0 <= st.sel < len(st.items) else ""


# -- selection, drop and close ------------------------------------------------------------------
def _select(wm, win, st, index, notify=True):
    """Generator: commit selection ``index`` (user action): CBN_SELCHANGE, then the text."""
    if index == st.sel:
        return
    st.sel = st.hot = index
    _show_index(wm, st, index)
    if not st.edit:
        _sync_title(wm, win, st)
    wm.invalidate(win, None, False)
    if notify:
        if st.kind == CBS_SIMPLE:
            yield from notify_parent(wm, win, CBN_SELENDOK)
        yield from notify_parent(wm, win, CBN_SELCHANGE)
    if wm.get(win.hwnd) is not None and st.edit:
        # Windows updates the edit only after CBN_SELCHANGE (a documented pitfall).
        yield from _set_edit_text(wm, win, st, _sel_text(st))


def _drop(wm, win, st):
    """Generator: drop the list down (CBN_DROPDOWN first, so the parent can fill it)."""
    if st.dropped or st.kind == CBS_SIMPLE:
        return
    yield from notify_parent(wm, win, CBN_DROPDOWN)
    if wm.get(win.hwnd) is None or st.dropped:
        return
    edit = wm.get(st.edit)
    if edit is not None:
        # An edit combo highlights the item its text names (exact, else prefix match).
        text = edit.title
        idx = st.items.find(CB_ERR, text, True) if text else -1
        if idx < 0 and text:
            idx = st.items.find(CB_ERR, text, False)
        st.hot = idx
    else:
        st.hot = st.sel
    ih = _item_h(wm, win)
    n = len(st.items)
    room = max(ih + 2, st.total_h - st.field_h)
    if _variable(win):
        # Variable heights have no integral height (as Wine's list box): all the items
        # if they fit, else the room.
        h = min(room, (sum(st.heights) if n else ih) + 2)
    elif win.style & CBS_NOINTEGRALHEIGHT:
        h = min(room, max(1, n) * ih + 2)
    else:
        rows = max(1, min(n, (room - 2) // ih))
        h = rows * ih + 2
    w = max(win.w, st.dropped_w)
    x, y = wm.screen_origin(win)
    y += win.h
    if y + h > wm.height and y - win.h - h >= 0:
        y = y - win.h - h          # no room below: drop up, as Windows does
    style = WS_POPUP | WS_BORDER | (win.state.get("list_style", 0) & WS_VSCROLL)
    hwnd = yield from create_window(wm.vm, WS_EX_TOPMOST | WS_EX_TOOLWINDOW, LBOX_CLASS, "",
                                    style, x, y, w, h, win.hwnd, 0, 0, 0, is_wide(win))
    popup = wm.get(hwnd) if hwnd else None
    if popup is None or wm.get(win.hwnd) is None:
        return
    popup.state["combo_owner"] = win.hwnd
    popup.state["vscroll"] = bool(style & WS_VSCROLL)
    st.popup = hwnd
    st.dropped = True
    st.top = 0
    _ensure_visible(wm, st, popup, st.hot)
    _list_changed(wm, st, popup)
    yield from show_window(wm.vm, popup, 4)    # SW_SHOWNOACTIVATE: the dialog stays active
    # The list owns the mouse while it is down: a click anywhere else closes it.
    wm.capture = hwnd
    wm.invalidate(win, None, False)


def _close(wm, win, st, ok):
    """Generator: roll the list up, choosing the highlighted item when ``ok``."""
    if not st.dropped:
        return
    st.dropped = False
    st.pressed = False
    popup, st.popup = st.popup, 0
    if wm.capture == popup:
        wm.capture = 0
    if wm.get(popup) is not None:
        yield from wm.destroy(popup)
    wm.invalidate(win, None, False)
    if ok:
        yield from notify_parent(wm, win, CBN_SELENDOK)
        if wm.get(win.hwnd) is None:
            return
        if st.hot >= 0 and st.hot != st.sel:
            yield from _select(wm, win, st, st.hot)
        elif st.edit and 0 <= st.sel < len(st.items):
            yield from _set_edit_text(wm, win, st, _sel_text(st))
    else:
        st.hot = st.sel
        yield from notify_parent(wm, win, CBN_SELENDCANCEL)
    if wm.get(win.hwnd) is not None:
        yield from notify_parent(wm, win, CBN_CLOSEUP)


def _toggle(wm, win, st):
    if st.dropped:
        yield from _close(wm, win, st, True)
    else:
        yield from _drop(wm, win, st)


# -- keyboard -------------------------------------------------------------------------------
def _keydown(wm, win, st, vk, from_edit):
    """Generator: a WM_KEYDOWN for the combo box; True when it used the key."""
    n = len(st.items)
    if vk == VK_F4:
        if not st.extended_ui:
            yield from _toggle(wm, win, st)
        return True
    if st.dropped:
        if vk == VK_RETURN:
            yield from _close(wm, win, st, True)
            return True
        if vk == VK_ESCAPE:
            yield from _close(wm, win, st, False)
            return True
    nav = (VK_UP, VK_DOWN, VK_PRIOR, VK_NEXT) + (() if from_edit else (VK_HOME, VK_END))
    if vk not in nav:
        return False
    if vk == VK_DOWN and st.extended_ui and not st.dropped and st.kind != CBS_SIMPLE:
        yield from _drop(wm, win, st)      # CB_SETEXTENDEDUI: Down drops the list
        return True
    if not n:
        return True
    lw = _list_win(wm, st)
    rows = _list_geom(wm, st, lw)[1] if lw is not None else 1
    cur = st.hot if st.dropped else st.sel
    if cur < 0:
        i = 0 if vk in (VK_DOWN, VK_NEXT, VK_HOME, VK_UP, VK_PRIOR) else n - 1
    else:
        i = {VK_UP: cur - 1, VK_DOWN: cur + 1, VK_PRIOR: cur - rows + 1,
             VK_NEXT: cur + rows - 1, VK_HOME: 0, VK_END: n - 1}[vk]
    i = max(0, min(n - 1, i))
    yield from _key_choose(wm, win, st, i)
    return True


def _key_choose(wm, win, st, i):
    """Generator: a keyboard choice: moves the highlight while dropped, else selects."""
    if st.dropped:
        st.hot = i        # committed by Enter (Esc keeps the old selection)
        _show_index(wm, st, i)
    else:
        yield from _select(wm, win, st, i)


def _wheel(wm, win, st, wparam):
    """Generator: WM_MOUSEWHEEL: scroll a dropped list, else step the selection."""
    if st.dropped:
        lw = wm.get(st.popup)
        if lw is not None:
            # Wine hands it to the drop-down list box: SPI_GETWHEELSCROLLLINES items a
            # notch, at most a page, partial turns adding up (scrollbars.wheel_lines).
            _, rows = _list_geom(wm, st, lw)
            lines = wheel_lines(lw, WM_MOUSEWHEEL, wparam, rows)
            if lines:
                _scroll_to(wm, st, lw, st.top + lines)
        return
    delta = signed(wparam) >> 16
    if delta & 0x8000:
        delta -= 0x10000
    steps = -delta // WHEEL_DELTA if delta else 0
    if not steps:
        return
    for _ in range(abs(steps)):
        yield from _keydown(wm, win, st, VK_DOWN if steps > 0 else VK_UP, True)


def _dlgcode(wm, st, lparam, base):
    """WM_GETDLGCODE: while the list is down the combo box wants Enter and Esc itself."""
    code = base
    if lparam and st.dropped:
        m = MSG.at(wm.vm.mem, lparam, wm.vm.ptr_size)     # the MSG IsDialogMessage holds
        msg, vk = m.message, m.wParam
        if msg == WM_KEYDOWN and vk in (VK_RETURN, VK_ESCAPE):
            code |= DLGC_WANTMESSAGE
    return code


# -- focus ----------------------------------------------------------------------------------
def _got_focus(wm, win, st):
    if st.focused:
        return
    st.focused = True
    wm.invalidate(win, None, False)
    if in_dialog(wm, win):
        yield from child_got_focus(wm, win)
    yield from notify_parent(wm, win, CBN_SETFOCUS)


def _lost_focus(wm, win, st, new_focus):
    if new_focus in (win.hwnd, st.edit) or not st.focused:
        return
    st.focused = False
    if st.dropped:
        yield from _close(wm, win, st, False)
    wm.invalidate(win, None, False)
    if wm.get(win.hwnd) is not None:
        yield from notify_parent(wm, win, CBN_KILLFOCUS)


def _take_focus(wm, win):
    if wm.focus not in (win.hwnd, _st(win).edit):
        yield from take_focus(wm, win)


# -- painting -------------------------------------------------------------------------------
def _paint_combo(wm, win, st, dc):
    w, h = win.client_size()
    fh = min(h, st.field_h)
    enabled = wm.is_enabled(win)
    face, shadow = SYS_COLORS[15], SYS_COLORS[16]
    font = user_font(wm, win).pil
    lh = _item_h(wm, win)
    bw = 0 if st.kind == CBS_SIMPLE else BUTTON_W
    od = _owner_drawn(win)
    text = _sel_text(st) if st.kind == CBS_DROPDOWNLIST and not od else ""
    show_focus = st.kind == CBS_DROPDOWNLIST and st.focused and not od

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=face)
        d.rectangle([ox + EDGE, oy + EDGE, ox + w - EDGE - bw - 1, oy + fh - EDGE - 1],
                    fill=WHITE if enabled else face)
        draw_3d_rect(d, ox, oy, ox + w, oy + fh, raised=False)
        if bw:
            l, t, r, b = _button_rect(win, st)
            l, t, r, b = ox + l, oy + t, ox + r, oy + b
            d.rectangle([l, t, r - 1, b - 1], fill=face)
            off = 0
            if st.pressed:
                d.rectangle([l, t, r - 1, b - 1], outline=shadow)
                off = 1
            else:
                draw_3d_rect(d, l, t, r, b, raised=True)
            cx, cy = (l + r) // 2 - 1 + off, (t + b) // 2 - 1 + off
            for dx, dy, color in (((1, 1, WHITE), (0, 0, shadow)) if not enabled
                                  else ((0, 0, BLACK),)):
                for i in range(4):
                    yy = cy + 2 - i + dy
                    d.line([(cx - i + dx, yy), (cx + i + dx, yy)], fill=color)
        if st.kind == CBS_DROPDOWNLIST:
            tl, tt, tr, tb = ox + EDGE + 1, oy + EDGE + 1, ox + w - EDGE - bw - 1, oy + fh - EDGE - 1
            fg = BLACK if enabled else SYS_COLORS[17]
            if show_focus and tr > tl:
                d.rectangle([tl, tt, tr - 1, tb - 1], fill=SYS_COLORS[13])
                fg = SYS_COLORS[14]
            ty = oy + (fh - lh) // 2
            if text:
                d.text((tl + 2, ty), text, font=font, fill=fg)
            if show_focus and tr > tl:
                for x in range(tl, tr, 2):
                    d.point((x, tt), fill=WHITE)
                    d.point((x, tb - 1), fill=WHITE)
                for y in range(tt, tb, 2):
                    d.point((tl, y), fill=WHITE)
                    d.point((tr - 1, y), fill=WHITE)
    dc.draw((0, 0, w, h), fn)


def _paint_owner_field(wm, win, st):
    """Generator: the owner draws the selected item in the field (ODS_COMBOBOXEDIT)."""
    w, h = win.client_size()
    fh = min(h, st.field_h)
    rect = (EDGE + 1, EDGE + 1, w - EDGE - BUTTON_W - 1, fh - EDGE - 1)
    state = ODS_COMBOBOXEDIT | ((ODS_SELECTED | ODS_FOCUS) if st.focused else 0) | \
        (ODS_DISABLED if not wm.is_enabled(win) else 0)
    data = st.items[st.sel][1] if 0 <= st.sel < len(st.items) else 0
    dc = wm.surface_dc(win, clip=rect)
    try:
        yield from draw_item(wm, odlist.owner_of(wm, win), ODT_COMBOBOX, win.id, st.sel,
                             ODA_DRAWENTIRE, state, win.hwnd, dc, rect, data)
    finally:
        wm.vm.gdi.release_dc(dc)


def _paint_list(wm, lbox, combo, st, dc):
    cw, ch = lbox.client_size()
    ih, rows = _list_geom(wm, st, lbox)
    font = user_font(wm, combo).pil
    mark = st.hot if st.dropped else st.sel
    enabled = wm.is_enabled(combo)
    fg = BLACK if enabled else SYS_COLORS[17]
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: draw_rows(d, ox, oy, cw, ch, st.items, st.top,
                                                        ih, rows, mark, font, fg))
    draw_child_frame(wm, lbox)


# -- the COMBOBOX window procedure ------------------------------------------------------------
def combo_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in COMBOBOX class."""
    st = _st(win)
    n = len(st.items)
    if msg == WM_NCCREATE:
        if _owner_drawn(win):
            odlist.check_style(win, CBS_SORT, "owner-drawn COMBOBOX", CBS_HASSTRINGS)
        st.kind = _kind(win.style)
        st.total_h = win.h
        # The combo box draws its own edge; its scroll bar styles belong to the list.
        win.state["list_style"] = win.style & (WS_VSCROLL | WS_HSCROLL)
        win.style &= ~(WS_BORDER | WS_VSCROLL | WS_HSCROLL)
        win.exstyle &= ~WS_EX_CLIENTEDGE
        return 1
    if msg == WM_CREATE:
        if _owner_drawn(win):
            # Two questions, as Windows asks them: the field (itemID -1), then the items.
            text_h = _item_h(wm, win) + 4        # the text area: the cell + 4
            w = win.client_size()[0]
            st.od_field_h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, -1, w,
                                                            text_h - 6)
            if _variable(win):
                st.od_item_h = text_h      # each item is measured as it is added
            else:
                st.od_item_h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, 0, w,
                                                               text_h)
        yield from _create_children(wm, win, st)
        _layout(wm, win, st)
        _sync_title(wm, win, st)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint_combo(wm, win, st, dc)
        if _owner_drawn(win) and st.kind == CBS_DROPDOWNLIST:
            yield from _paint_owner_field(wm, win, st)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_GETDLGCODE:
        return _dlgcode(wm, st, lparam, DLGC_WANTARROWS | DLGC_WANTCHARS)
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        edit = wm.get(st.edit)
        if edit is not None:
            yield from wm.send(edit.hwnd, WM_SETFONT, wparam, lparam)
        _layout(wm, win, st)
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_SIZE:
        if st.kind != CBS_SIMPLE and win.h != st.field_h:
            # Resizing a drop-down combo sets the dropped height, as on Windows.
            st.total_h = win.h
        _layout(wm, win, st)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_ENABLE:
        wm.invalidate_tree(win, False)
        if not wparam and st.dropped:
            yield from _close(wm, win, st, False)
        return 0
    if msg == WM_SETFOCUS:
        edit = wm.get(st.edit)
        if edit is not None:
            # The edit takes the focus with its text selected; EN_SETFOCUS tells us.
            yield from wm.send(edit.hwnd, EM_SETSEL, 0, 0xFFFFFFFF)
            yield from wm.set_focus(edit.hwnd)
            return 0
        yield from _got_focus(wm, win, st)
        return 0
    if msg == WM_KILLFOCUS:
        yield from _lost_focus(wm, win, st, wparam)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        yield from _take_focus(wm, win)
        if wm.get(win.hwnd) is None or st.kind == CBS_SIMPLE:
            return 0
        x, y = lparam_xy(lparam)
        l, t, r, b = _button_rect(win, st)
        if st.kind == CBS_DROPDOWNLIST or (l <= x < r and t <= y < b):
            if st.dropped:
                yield from _close(wm, win, st, False)
            else:
                st.pressed = True
                yield from _drop(wm, win, st)
                if not st.dropped:
                    st.pressed = False
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_LBUTTONUP:
        if st.pressed:
            st.pressed = False
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF, False)
        return 0
    if msg == WM_SYSKEYDOWN and (wparam & 0xFF) in (VK_UP, VK_DOWN) and \
            st.kind != CBS_SIMPLE:
        yield from _toggle(wm, win, st)       # Alt+Down / Alt+Up
        return 0
    if msg == WM_CHAR:
        ch = wparam & 0xFFFF
        if st.kind == CBS_DROPDOWNLIST and ch >= 0x20 and n:
            c = chr(ch) if is_wide(win) else bytes([ch & 0xFF]).decode("cp1252", "replace")
            i = st.items.find((st.hot if st.dropped else st.sel) & 0xFFFFFFFF, c, False)
            if i >= 0:
                yield from _key_choose(wm, win, st, i)
        return 0
    if msg == WM_MOUSEWHEEL:
        yield from _wheel(wm, win, st, wparam)
        return 0
    if msg == WM_COMMAND and lparam == st.edit and st.edit:
        yield from _edit_notify(wm, win, st, (wparam >> 16) & 0xFFFF)
        return 0
    if msg == WM_DESTROY:
        if _owner_drawn(win) and st.items:
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, range(n))
            st.items = ItemList()
        if st.dropped:
            st.dropped = False
            if wm.capture == st.popup:
                wm.capture = 0
            if wm.get(st.popup) is not None:
                yield from wm.destroy(st.popup)
            st.popup = 0
        return 0
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, _display_text(wm, win, st), wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(_display_text(wm, win, st))
    if msg == WM_SETTEXT:
        text = read_text(wm, win, lparam) or ""
        if st.kind == CBS_DROPDOWNLIST:
            # A drop-down list can only show one of its items.
            i = st.items.find(CB_ERR, text, True)
            if i < 0:
                return CB_ERR
            st.sel = st.hot = i
            _sync_title(wm, win, st)
            wm.invalidate(win, None, False)
            return 1
        yield from _set_edit_text(wm, win, st, text, select_all=False)
        return 1
    if CB_FIRST <= msg <= CB_LAST:
        return (yield from _cb_message(wm, win, st, msg, wparam, lparam))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _create_children(wm, win, st):
    """Generator: the EDIT field (simple, drop-down) and a CBS_SIMPLE box's list."""
    vm = wm.vm
    wide = is_wide(win)
    disabled = win.style & WS_DISABLED
    if st.kind in (CBS_SIMPLE, CBS_DROPDOWN):
        es = WS_CHILD | WS_VISIBLE | disabled
        if win.style & CBS_AUTOHSCROLL:
            es |= ES_AUTOHSCROLL
        if win.style & CBS_UPPERCASE:
            es |= ES_UPPERCASE
        elif win.style & CBS_LOWERCASE:
            es |= ES_LOWERCASE
        h = yield from create_window(vm, 0, "EDIT", win.title, es, 0, 0, 0, 0, win.hwnd,
                                     EDIT_ID, win.instance, 0, wide)
        edit = wm.get(h) if h else None
        if edit is not None:
            # Subclass the EDIT as Windows does: remember the class's procedure and hand
            # it every message the combo box does not take (combo_edit_proc).
            edit.state["combo_owner"] = win.hwnd
            edit.state["edit_proc"] = edit.wndproc
            edit.wndproc = vm.proc_address(USER32, "wineagent.ComboEditProc")
            st.edit = h
    if st.kind == CBS_SIMPLE:
        h = yield from create_window(vm, WS_EX_CLIENTEDGE, LBOX_CLASS, "",
                                     WS_CHILD | WS_VISIBLE | win.state.get("list_style", 0),
                                     0, 0, 0, 0, win.hwnd, LIST_ID, win.instance, 0, wide)
        lbox = wm.get(h) if h else None
        if lbox is not None:
            lbox.state["combo_owner"] = win.hwnd
            lbox.state["vscroll"] = bool(win.state.get("list_style", 0) & WS_VSCROLL)
            st.lbox = h
            _list_changed(wm, st, lbox)


def _edit_notify(wm, win, st, code):
    """Generator: EN_* from the edit field -> CBN_*; typing highlights the matching item."""
    if code == EN_SETFOCUS:
        yield from _got_focus(wm, win, st)
        return
    if code == EN_KILLFOCUS:
        yield from _lost_focus(wm, win, st, wm.focus)
        return
    if code not in (EN_UPDATE, EN_CHANGE):
        return
    _sync_title(wm, win, st)
    if st.quiet:
        return
    if code == EN_UPDATE:
        yield from notify_parent(wm, win, CBN_EDITUPDATE)
        return
    # The typed text no longer names the selection: Windows selects the first item that
    # starts with it while the list is down, and nothing while it is up.
    text = _display_text(wm, win, st)
    idx = st.items.find(CB_ERR, text, False) if text else -1
    if st.dropped:
        st.hot = idx
        _show_index(wm, st, idx)
    else:
        st.sel = st.hot = -1
        lw = wm.get(st.lbox)
        if lw is not None:
            if idx >= 0:
                _show_index(wm, st, idx)
            wm.invalidate(lw, None, False)
    yield from notify_parent(wm, win, CBN_EDITCHANGE)


_ITEM_OPS = {CB_GETCOUNT: COUNT, CB_GETLBTEXT: TEXT, CB_GETLBTEXTLEN: TEXTLEN,
             CB_GETITEMDATA: GETDATA, CB_SETITEMDATA: SETDATA}


def _cb_message(wm, win, st, msg, wparam, lparam):
    """Generator: the CB_* messages."""
    n = len(st.items)
    mem = wm.vm.mem
    if msg in (CB_ADDSTRING, CB_INSERTSTRING) and _data_only(win):
        i = odlist.add_data_item(st.items, wparam, lparam, msg == CB_ADDSTRING)
        if i < 0:
            return CB_ERR
        yield from _measure_new(wm, win, st, i)
        st.sel = index_after_insert(st.sel, i)
        st.hot = index_after_insert(st.hot, i)
        _repaint_lists(wm, win, st)
        return i
    if msg in (CB_ADDSTRING, CB_INSERTSTRING):
        i = add_item(wm, win, st.items, wparam, lparam, msg == CB_ADDSTRING,
                     bool(win.style & CBS_SORT))
        if i < 0:
            return CB_ERR
        yield from _measure_new(wm, win, st, i)
        st.sel = index_after_insert(st.sel, i)
        st.hot = index_after_insert(st.hot, i)
        _repaint_lists(wm, win, st)
        return i
    if msg == CB_DELETESTRING:
        if wparam >= n:
            return CB_ERR
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, [wparam])
        del st.items[wparam]
        if _variable(win):
            del st.heights[wparam]
        st.sel = index_after_delete(st.sel, wparam)
        st.hot = index_after_delete(st.hot, wparam)
        st.top = max(0, min(st.top, len(st.items) - 1))
        _sync_title(wm, win, st)
        _repaint_lists(wm, win, st)
        return len(st.items)
    if msg == CB_RESETCONTENT:
        if _owner_drawn(win):
            yield from odlist.delete_items(wm, win, ODT_COMBOBOX, st.items, range(n))
        st.items, st.sel, st.hot, st.top = ItemList(), -1, -1, 0
        st.heights = []
        if st.edit:
            yield from _set_edit_text(wm, win, st, "", select_all=False)
        _sync_title(wm, win, st)
        _repaint_lists(wm, win, st)
        return 1
    if msg in (CB_GETLBTEXT, CB_GETLBTEXTLEN) and _data_only(win):
        if wparam >= n:
            return CB_ERR
        return odlist.get_data_text(wm, st.items, wparam, lparam) if msg == CB_GETLBTEXT else 4
    if msg in (CB_FINDSTRING, CB_FINDSTRINGEXACT, CB_SELECTSTRING) and _data_only(win):
        i = odlist.find_data_item(st.items, wparam, lparam)
        if i >= 0 and msg == CB_SELECTSTRING:
            st.sel = st.hot = i
            _show_index(wm, st, i)
            wm.invalidate(win, None, False)
        return i if i >= 0 else CB_ERR
    if msg in _ITEM_OPS:
        return item_message(wm, win, st.items, _ITEM_OPS[msg], wparam, lparam, CB_ERR)
    if msg == CB_GETCURSEL:
        return st.sel if st.sel >= 0 else CB_ERR
    if msg == CB_SETCURSEL:
        i = signed(wparam)
        ok = 0 <= i < n
        st.sel = st.hot = i if ok else -1
        if ok:
            _show_index(wm, st, i)
        _repaint_lists(wm, win, st)
        # No CBN_SELCHANGE for a programmatic selection (documented).
        if st.edit:
            yield from _set_edit_text(wm, win, st, _sel_text(st), select_all=False)
        _sync_title(wm, win, st)
        wm.invalidate(win, None, False)
        return i if ok else CB_ERR
    if msg in (CB_FINDSTRING, CB_FINDSTRINGEXACT, CB_SELECTSTRING):
        i = find_item(wm, win, st.items, wparam, lparam, msg == CB_FINDSTRINGEXACT)
        if i < 0:
            return CB_ERR    # CB_SELECTSTRING leaves the selection alone on failure
        if msg == CB_SELECTSTRING:
            st.sel = st.hot = i
            _show_index(wm, st, i)
            if st.edit:
                yield from _set_edit_text(wm, win, st, st.items[i][0], select_all=False)
            _sync_title(wm, win, st)
            wm.invalidate(win, None, False)
        return i
    if msg == CB_SHOWDROPDOWN:
        if wparam:
            yield from _drop(wm, win, st)
        else:
            yield from _close(wm, win, st, False)
        return 1
    if msg == CB_GETDROPPEDSTATE:
        return 1 if st.dropped else 0
    if msg == CB_LIMITTEXT:
        if st.edit:
            yield from wm.send(st.edit, EM_LIMITTEXT, wparam, 0)
        return 1
    if msg in (CB_SETEDITSEL, CB_GETEDITSEL):
        if not st.edit:
            return CB_ERR
        if msg == CB_SETEDITSEL:
            s, e = s16(lparam & 0xFFFF), s16(lparam >> 16)
            yield from wm.send(st.edit, EM_SETSEL, s & 0xFFFFFFFF, e & 0xFFFFFFFF)
            return 1
        r = yield from wm.send(st.edit, EM_GETSEL, wparam, lparam)
        return r
    if msg == CB_GETDROPPEDCONTROLRECT:
        x, y = wm.screen_origin(win)
        h = max(st.total_h, st.field_h)
        mem.write(lparam, struct.pack("<4i", x, y, x + max(win.w, st.dropped_w), y + h))
        return 1
    if msg == CB_GETITEMHEIGHT:
        if signed(wparam) == -1:
            return st.field_h - 2 * EDGE
        if _variable(win):
            return st.heights[wparam] if wparam < n else CB_ERR
        return _item_h(wm, win)
    if msg == CB_SETITEMHEIGHT and _owner_drawn(win):
        h = max(1, min(255, lparam & 0xFFFF))
        if signed(wparam) == -1:
            st.od_field_h = max(1, h - 6)
        elif _variable(win):
            if wparam >= n:
                return CB_ERR
            st.heights[wparam] = h
        else:
            st.od_item_h = h
        _layout(wm, win, st)
        _repaint_lists(wm, win, st)
        return 0
    if msg == CB_SETEXTENDEDUI:
        st.extended_ui = bool(wparam)
        return 0
    if msg == CB_GETEXTENDEDUI:
        return 1 if st.extended_ui else 0
    if msg == CB_GETTOPINDEX:
        return st.top
    if msg == CB_SETTOPINDEX:
        if wparam >= max(1, n):
            return CB_ERR
        st.top = wparam
        lw = _list_win(wm, st)
        if lw is not None:
            _scroll_to(wm, st, lw, wparam)
        return 0
    if msg == CB_GETDROPPEDWIDTH:
        return max(win.w, st.dropped_w)
    if msg == CB_SETDROPPEDWIDTH:
        st.dropped_w = wparam
        return max(win.w, st.dropped_w)
    if msg == CB_SETLOCALE:
        old, st.locale = st.locale, wparam
        return old
    if msg == CB_GETLOCALE:
        return st.locale
    if msg == CB_INITSTORAGE:
        return n + wparam   # storage is a Python list: any count fits
    raise Unimplemented("USER32.dll!SendMessage: COMBOBOX message %#x" % msg)


def _measure_new(wm, win, st, i):
    """Generator: a CBS_OWNERDRAWVARIABLE box asks the owner the height of item ``i`` just
    added (itemID = its index, itemWidth 0, its data), as its list box does on Windows."""
    if _variable(win):
        h = yield from odlist.measure_fixed(wm, win, ODT_COMBOBOX, i, 0, st.od_item_h,
                                            st.items[i][1])
        st.heights.insert(i, h)


def _repaint_lists(wm, win, st):
    lw = _list_win(wm, st)
    if lw is not None:
        _list_changed(wm, st, lw)
    wm.invalidate(win, None, False)


# -- the list window ("ComboLBox") ---------------------------------------------------------
def combo_lbox_proc(wm, win, msg, wparam, lparam):
    """Window procedure of a combo box's list: the dropped popup or a CBS_SIMPLE child."""
    combo = _combo_of(wm, win)
    st = _st(combo) if combo is not None else None
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        if st is not None and _owner_drawn(combo):
            ih, rows = _list_geom(wm, st, win)
            mark = st.hot if st.dropped else st.sel
            yield from odlist.paint_items(wm, win, ODT_COMBOBOX, st.items, st.top, ih, rows,
                                          mark, -1, dc, win.client_size()[0], control=combo,
                                          heights=_heights(wm, st, win))
            draw_child_frame(wm, win)
        elif st is not None:
            _paint_list(wm, win, combo, st, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_MOUSEACTIVATE:
        return 3   # MA_NOACTIVATE: the list never takes activation from the dialog
    if st is None:
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_VSCROLL:
        _, rows = _list_geom(wm, st, win)
        code, value = wparam & 0xFFFF, (wparam >> 16) & 0xFFFF
        top = {SB_LINEUP: st.top - 1, SB_LINEDOWN: st.top + 1, SB_PAGEUP: st.top - rows,
               SB_PAGEDOWN: st.top + rows, SB_THUMBPOSITION: value, SB_THUMBTRACK: value,
               SB_TOP: 0, SB_BOTTOM: len(st.items)}.get(code)
        if top is not None:
            _scroll_to(wm, st, win, top)
        return 0
    if win.is_child:
        return (yield from _simple_list_input(wm, win, combo, st, msg, wparam, lparam))
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK, WM_MOUSEMOVE, WM_LBUTTONUP):
        x, y = lparam_xy(lparam)
        cw, ch = win.client_size()
        inside = 0 <= x < cw and 0 <= y < ch
        if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and win.style & WS_VSCROLL and \
                cw <= x < cw + BUTTON_W and 0 <= y < ch:
            # A press on the list's own scroll bar (we hold the capture, so it arrives
            # here in client coordinates): the scroll bar's tracking loop runs it.
            ox, oy = wm.client_origin(win)
            yield from track(wm, win, SB_VERT, ox + x, oy + y)
            return 0
        i = _item_at(wm, st, win, y) if inside else -1
        if i >= len(st.items):
            i = -1
        if msg == WM_MOUSEMOVE:
            if i >= 0 and i != st.hot:
                st.hot = i
                wm.invalidate(win, None, False)
            return 0
        if msg == WM_LBUTTONUP:
            if st.pressed:
                st.pressed = False
                wm.invalidate(combo, None, False)
            if i >= 0:
                st.hot = i
                yield from _close(wm, combo, st, True)
            return 0
        # A button press: on an item it highlights (chosen on release); anywhere outside
        # the list it closes the list and is used up, as on Windows.
        if inside:
            if i >= 0:
                st.hot = i
                wm.invalidate(win, None, False)
            return 0
        yield from _close(wm, combo, st, False)
        return 0
    if msg == WM_CAPTURECHANGED:
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _simple_list_input(wm, win, combo, st, msg, wparam, lparam):
    """Generator: the mouse on a CBS_SIMPLE box's list: click selects, double click too."""
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        yield from _take_focus(wm, combo)
        if wm.get(combo.hwnd) is None:
            return 0
        _, y = lparam_xy(lparam)
        i = _item_at(wm, st, win, y)
        if 0 <= i < len(st.items):
            yield from _select(wm, combo, st, i)
            if msg == WM_LBUTTONDBLCLK and wm.get(combo.hwnd) is not None:
                yield from notify_parent(wm, combo, CBN_DBLCLK)
        return 0
    if msg == WM_MOUSEWHEEL:
        yield from _wheel(wm, combo, st, wparam)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


# -- the combo box's EDIT, subclassed --------------------------------------------------------
def combo_edit_proc(wm, win, msg, wparam, lparam):
    """The combo box's EDIT field: list keys go to the combo box, the rest to the EDIT
    class's own procedure (the one this subclass replaced, called like CallWindowProc)."""
    combo = _combo_of(wm, win)
    if combo is not None:
        st = _st(combo)
        if msg == WM_KEYDOWN:
            used = yield from _keydown(wm, combo, st, wparam & 0xFF, True)
            if used:
                return 0
        elif msg == WM_SYSKEYDOWN and (wparam & 0xFF) in (VK_UP, VK_DOWN) and \
                st.kind != CBS_SIMPLE:
            yield from _toggle(wm, combo, st)
            return 0
        elif msg == WM_MOUSEWHEEL:
            yield from _wheel(wm, combo, st, wparam)
            return 0
        elif msg == WM_GETDLGCODE:
            base = yield from wm.call_proc(win.state["edit_proc"], win, msg, wparam, lparam)
            return _dlgcode(wm, st, lparam, base)
    return (yield from wm.call_proc(win.state["edit_proc"], win, msg, wparam, lparam))


# -- registration ----------------------------------------------------------------------------
window_proc(USER32, "wineagent.ComboBoxProc", combo_proc)
window_proc(USER32, "wineagent.ComboLBoxProc", combo_lbox_proc)
window_proc(USER32, "wineagent.ComboEditProc", combo_edit_proc)


def install(vm):
    """Register COMBOBOX (CS_DBLCLKS) and its list class ComboLBox (CS_DBLCLKS|CS_SAVEBITS)."""
    wm = vm.wm
    for name, proc, thunk, style in (
            (COMBO_CLASS, combo_proc, "wineagent.ComboBoxProc", 0x8),
            (LBOX_CLASS, combo_lbox_proc, "wineagent.ComboLBoxProc", 0x8 | 0x800)):
        addr = vm.proc_address(USER32, thunk)
        wm.register_python_proc(addr, proc)
        cls = WindowClass(name, style, addr, 0, 0, 0, 0, 0, 0, builtin=True)
        if name == COMBO_CLASS:
            cls.click_point = click_point   # dlg-click presses the drop-down button
        wm.register_class(cls)
    wm.register_python_proc(vm.proc_address(USER32, "wineagent.ComboEditProc"), combo_edit_proc)
