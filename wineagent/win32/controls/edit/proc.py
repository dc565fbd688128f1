"""The EDIT window procedure: creation, painting, the focus (EN_SETFOCUS,
EN_KILLFOCUS), the mouse (click, drag, double click), the keyboard and the window text,
with the EM_* messages handed to ``messages``."""

from ...core.messages import (WM_CAPTURECHANGED, WM_CHAR, WM_CREATE, WM_DESTROY, WM_ENABLE,
                              WM_GETDLGCODE, WM_GETTEXT, WM_GETTEXTLENGTH, WM_KEYDOWN,
                              WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP,
                              WM_MOUSEMOVE, WM_NCCREATE, WM_NCDESTROY, WM_PAINT,
                              WM_SETFOCUS, WM_SETFONT,
                              WM_SETTEXT, WM_SIZE)
from ...user.dialogs import child_got_focus
from ...user.window import begin_paint, def_window_proc, end_paint, take_focus
from ...user.wm import WS_BORDER, WS_EX_CLIENTEDGE
from ..builtin_common import (WS_HSCROLL, in_dialog, is_wide, lparam_xy,
                              parent_ctl_colors, read_text, user_font, write_text)
from .fmtrect import EC_LEFTMARGIN, EC_RIGHTMARGIN, EC_USEFONTINFO, set_margins
from .caretpos import drop_caret, follow_caret, take_caret
from .buffer import _move, _notify, _replace, _set_text_title, _word_left
from .handle import (destroy_handle, get_handle, load_from_handle, set_handle,
                     store_to_handle)
from .keys import _char, _keydown
from .layout import _Metrics, _pos_from_point
from .messages import _edit_message
from .paint import _paint, _sync_scroll, default_colors
from .state import (DLGC_HASSETSEL, DLGC_WANTALLKEYS, DLGC_WANTARROWS, DLGC_WANTCHARS,
                    EM_GETHANDLE, EM_SETHANDLE, EN_CHANGE, EN_KILLFOCUS, EN_SETFOCUS, EN_UPDATE,
                    ES_AUTOHSCROLL, SIZE_MAXIMIZED, SIZE_RESTORED, _is_rich, _multi, _st)
from ..comctl_shared import common_controls_6, repaint_on_theme_change


# -- the window procedure --------------------------------------------------------------
@repaint_on_theme_change()
def edit_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in EDIT class."""
    st = _st(win)
    if st.gone:     # a window past WM_NCDESTROY is no edit control any more
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if st.hloc:
        load_from_handle(wm, win, st)
    result = yield from _edit_proc(wm, win, msg, wparam, lparam)
    if msg == WM_NCDESTROY:
        destroy_handle(wm, st)
        # The window's own text is what DefWindowProc kept: nothing for user32's edit,
        # which never handed it the text, the creation title for Common Controls 6's
        # (Wine's tests of each: WM_GETTEXT after WM_NCDESTROY)
        st.gone = True
        win.title = st.title0 if st.cc6 else ""
    elif st.hloc:
        store_to_handle(wm, win, st)
    if msg != WM_PAINT and not win.destroyed:
        _sync_scroll(wm, win, _st(win))
        follow_caret(wm, win, _st(win))
    return result


def _edit_proc(wm, win, msg, wparam, lparam):
    st = _st(win)
    if msg == WM_NCCREATE:
        # A flat WS_BORDER without a client edge is drawn by the control itself, inside
        # its client area (the window loses the style and so its non-client border);
        # with a client edge the edge is the border. (A dialog template's WS_BORDER
        # became a client edge in the dialog manager.)
        if win.style & WS_BORDER and not win.exstyle & WS_EX_CLIENTEDGE:
            win.style &= ~WS_BORDER
            if _is_rich(win):
                win.exstyle |= WS_EX_CLIENTEDGE   # a rich edit's border is sunken
            else:
                st.border = True
        if _multi(win) and win.style & WS_HSCROLL:
            win.style |= ES_AUTOHSCROLL    # as Windows: a horizontal bar means no wrapping
        st.text = win.title     # a single-line control keeps line breaks it is given
        st.cc6 = common_controls_6(wm.vm)
        st.title0 = win.title
        _set_text_title(win, st)
        return 1
    if msg == WM_DESTROY:
        yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        # Common Controls 6's edit answers 1, user32's 0 (Wine's tests of each)
        return 1 if st.cc6 else 0
    if msg == WM_CREATE:
        st.created = True    # the formatting rectangle exists from here (fmtrect.py)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        colors = None
        if not _is_rich(win):   # a rich edit asks no one (EM_SETBKGNDCOLOR)
            ask, bg, fg = default_colors(win)
            colors = yield from parent_ctl_colors(wm, win, dc, ask, bg, fg)
        _paint(wm, win, dc, colors)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_CHAR:
        yield from _char(wm, win, st, wparam & 0xFFFF)
        return 1    # Windows' edit answers WM_CHAR with 1 (Wine's tests)
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF)
        return 1    # Windows' edit answers WM_KEYDOWN with 1 (Wine's tests)
    if msg == WM_GETDLGCODE:
        if lparam:
            st.dialog_mode = True
        code = DLGC_WANTCHARS | DLGC_HASSETSEL | DLGC_WANTARROWS
        if _multi(win):
            code |= DLGC_WANTALLKEYS
        return code
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        if wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        x, y = lparam_xy(lparam)
        m = _Metrics(wm, win)
        pos = _pos_from_point(win, st, m, x, y)
        if msg == WM_LBUTTONDBLCLK:
            st.anchor = _word_left(st.text, pos) if pos and st.text[pos - 1:pos] not in \
                (" ", "\t", "\n") else pos
            e = pos
            while e < len(st.text) and st.text[e] not in " \t\r\n":
                e += 1
            st.caret = e
            wm.invalidate(win, None, False)
            return 0
        st.tracking = True
        wm.capture = win.hwnd
        st.goal_x = None
        _move(wm, win, st, pos, bool(wparam & 0x4))   # MK_SHIFT extends
        return 0
    if msg == WM_MOUSEMOVE:
        if st.tracking:
            x, y = lparam_xy(lparam)
            m = _Metrics(wm, win)
            _move(wm, win, st, _pos_from_point(win, st, m, x, y), True)
        return 0
    if msg == WM_LBUTTONUP:
        if st.tracking:
            st.tracking = False
            if wm.capture == win.hwnd:
                wm.capture = 0
        return 0
    if msg == WM_CAPTURECHANGED:
        st.tracking = False
        return 0
    if msg == WM_SETFOCUS:
        wm.invalidate(win, None, False)
        take_caret(wm, win, st)
        if in_dialog(wm, win):
            yield from child_got_focus(wm, win)
        yield from _notify(wm, win, EN_SETFOCUS)
        return 0
    if msg == WM_KILLFOCUS:
        wm.invalidate(win, None, False)
        drop_caret(wm, win, st)
        yield from _notify(wm, win, EN_KILLFOCUS)
        return 0
    if msg in (WM_ENABLE, WM_SIZE, WM_SETFONT):
        if msg == WM_SETFONT:
            win.state["font"] = wparam
            # a new font brings its own margins (EC_USEFONTINFO: 0 for a raster font)
            set_margins(win, st, user_font(wm, win), EC_LEFTMARGIN | EC_RIGHTMARGIN,
                        EC_USEFONTINFO, EC_USEFONTINFO)
        if msg == WM_SIZE and wparam in (SIZE_RESTORED, SIZE_MAXIMIZED):
            st.given_rect = None     # the formatting rectangle follows the client area
        if msg == WM_SIZE and _multi(win) and getattr(st, "_layout", None) is not None:
            # a new size keeps the first visible line where a full page of the lines
            # laid out so far still fits (Wine's EDIT_AdjustFormatRect): a control
            # scrolled while it was tiny does not show an empty page once full size
            st.top = min(st.top, max(0, len(st._layout) - _Metrics(wm, win).visible))
        st._layout_key = None
        if lparam or msg != WM_SETFONT:
            wm.invalidate(win, None, False)
        # Windows' edit answers WM_SIZE with 1 (Wine's tests, marked todo_wine)
        return 1 if msg == WM_SIZE and not _is_rich(win) else 0
    if msg == WM_SETTEXT:
        st.anchor, st.caret = 0, len(st.text)
        _replace(wm, win, st, read_text(wm, win, lparam) or "", False, honor_limit=False)
        st.anchor = st.caret = 0
        st.xoff, st.top = 0, 0
        st.modified = False
        st.undo = None
        wm.invalidate(win, None, False)
        # Windows notifies for single-line controls only (documented for EN_CHANGE).
        if not _multi(win):
            yield from _notify(wm, win, EN_UPDATE)
            yield from _notify(wm, win, EN_CHANGE)
        return 1
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, st.text, wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(st.text)
    if msg == EM_GETHANDLE:
        return get_handle(wm, win, st) if _multi(win) else 0
    if msg == EM_SETHANDLE:
        if _multi(win):
            set_handle(wm, win, st, wparam)
        return 0
    r = yield from _edit_message(wm, win, st, msg, wparam, lparam)
    if r is not None:
        return r
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
