"""The built-in BUTTON class: push, default push, check boxes, radio buttons, group boxes.

Drawn like Windows 2000 classic. The behaviour follows the documented BUTTON control:
a click (button down and up inside) or Space (keydown then keyup) or BM_CLICK toggles an
auto check box / checks an auto radio button (unchecking the other auto radio buttons of
its group) and then sends BN_CLICKED to the parent. BM_SETCHECK on a radio button also
moves WS_TABSTOP to the checked one, as Windows does, so Tab lands on the checked radio.

The Vista types (0xC-0xF): a BUTTON made without a Common Controls 6 context active is
user32's, which makes the window and draws nothing for them (BCM_ messages go to
DefWindowProc); one made under a v6 context is comctl32 6's: split buttons (BCN_DROPDOWN
from the split part, BCM_SET/GETSPLITINFO) and command links (their notes), with
BCM_GETIDEALSIZE and the text margins (docs/dialogs-controls.md, "BUTTON").
"""

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.styles import (
                           # noqa: F401  (the BUTTON numbers are part of this module's surface)
    BM_CLICK, BM_GETCHECK, BM_GETSTATE, BM_SETCHECK, BM_SETSTATE, BM_SETSTYLE, BN_CLICKED,
    BN_KILLFOCUS, BN_SETFOCUS, BS_3STATE, BS_AUTO3STATE, BS_AUTOCHECKBOX, BS_AUTORADIOBUTTON,
    BS_CENTER, BS_CHECKBOX, BS_DEFPUSHBUTTON, BS_GROUPBOX, BS_LEFT, BS_LEFTTEXT, BS_NOTIFY,
    BS_OWNERDRAW, BS_PUSHBUTTON, BS_RADIOBUTTON, BS_RIGHT, BS_USERBUTTON, BST_CHECKED,
    BST_FOCUS, BST_INDETERMINATE, BST_PUSHED, DLGC_BUTTON, DLGC_DEFPUSHBUTTON, DLGC_RADIOBUTTON,
    DLGC_STATIC, DLGC_UNDEFPUSHBUTTON, DLGC_WANTARROWS, button_type, is_push_button)
from ..gdi.dc import DC
from ..gdi.objects import SYS_COLORS, UI_FONTS, Bitmap, Font, ui_font
from ..user.icons import icon_image, paste_in_state
from .builtin_common import (BLACK, WHITE, WM_CTLCOLORSTATIC, WS_GROUP, WS_TABSTOP, in_dialog,
                             is_wide, lparam_xy, notify_parent, parent_ctl_colors, user_font)
from ..core.mnemonics import split_mnemonic
from ..user.uistate import hides_accel
from ..core.messages import (WM_CREATE, WM_ENABLE, WM_GETDLGCODE, WM_KEYDOWN, WM_KEYUP,
                             WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP,
                             WM_MOUSEMOVE, WM_PAINT, WM_SETFOCUS, WM_SETFONT, WM_SETTEXT,
                             WM_ERASEBKGND)
from ..gdi.edges import draw_3d_rect, draw_check_mark
from ..user.framectl import DFC_BUTTON, DFCS_CHECKED, DFCS_PUSHED, draw_frame_control
from ..user.dialogs import child_got_focus
from ..user.ownerdraw import (ODA_DRAWENTIRE, ODA_FOCUS, ODA_SELECT, ODS_DISABLED, ODS_FOCUS,
                              ODS_SELECTED, ODT_BUTTON, draw_item)
from ..user import winevents
from ..user.capture import WM_CAPTURECHANGED, release_capture, set_capture
from ..user.window import begin_paint, def_window_proc, end_paint, send_erase, take_focus
from ..user.wm import WindowClass
from ..core.dllnames import USER32
from .comctl_shared import common_controls_6, notify, repaint_on_theme_change
from ..core.bits import s32
from ..core.winerror import ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER, ERROR_NOT_SUPPORTED
from ..core.structures import BUTTON_IMAGELIST, BUTTON_SPLITINFO, NMBCDROPDOWN, NMHDR, RECT, SIZE

__all__ = ["button_proc", "paint_button", "button_type", "BS_PUSHBUTTON", "BS_DEFPUSHBUTTON",
           "BS_CHECKBOX", "BS_AUTOCHECKBOX", "BS_RADIOBUTTON", "BS_3STATE", "BS_AUTO3STATE",
           "BS_GROUPBOX", "BS_AUTORADIOBUTTON", "BN_CLICKED", "BM_GETCHECK", "BM_SETCHECK",
           "BM_GETSTATE", "BM_SETSTATE", "BM_SETSTYLE", "BM_CLICK", "DLGC_DEFPUSHBUTTON",
           "DLGC_UNDEFPUSHBUTTON", "DLGC_BUTTON", "DLGC_RADIOBUTTON", "DLGC_STATIC",
           "is_push_button", "check_auto_radio"]

VK_SPACE, VK_UP, VK_DOWN = 0x20, 0x26, 0x28
BS_PUSHBOX = 0xA
WM_PRINTCLIENT = 0x0318
BOX = 13          # check box square
RADIO = 12        # radio circle diameter



def _is_check(win):
    return button_type(win) in (BS_CHECKBOX, BS_AUTOCHECKBOX, BS_3STATE, BS_AUTO3STATE)


def _is_radio(win):
    return button_type(win) in (BS_RADIOBUTTON, BS_AUTORADIOBUTTON)


@repaint_on_theme_change()
def button_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in BUTTON class."""
    st = win.state
    kind = button_type(win)
    if msg == WM_CREATE:
        if kind == BS_USERBUTTON:
            # the 16-bit user button is made a push button (XP on; BS_OWNERDRAW is its
            # documented successor), the style changed in place, without
            # WM_STYLECHANGING; BM_SETSTYLE can still make a button one (_draw_user)
            win.style = (win.style & ~0xF) | BS_PUSHBUTTON
        # the class a window is made of is the one of the context active then (comctl32
        # 6's BUTTON under a v6 manifest, else user32's), whatever is active later
        st["v6"] = common_controls_6(wm.vm)
        return 0
    if msg == 0x0084 and kind == BS_GROUPBOX:
        return -1 & 0xFFFFFFFF  # WM_NCHITTEST: HTTRANSPARENT, clicks reach what it frames
    v6 = st.get("v6")
    if v6 is None:
        v6 = common_controls_6(wm.vm)
    if kind > BS_OWNERDRAW and not v6:
        # user32's own BUTTON (no Common Controls 6 manifest) knows the Vista types only
        # as numbers: it makes the window and draws nothing for it, as Windows' and Wine's
        if msg == WM_PAINT:
            end_paint(wm.vm, win, begin_paint(wm.vm, win))
            return 0
        return (yield from _button_proc(wm, win, msg, wparam, lparam))
    if 0x1601 <= msg <= 0x160C:
        if not v6:
            # BCM_ messages are comctl32 6's: user32's BUTTON passes them on
            return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
        return v6_message(wm, win, msg, wparam, lparam)
    if is_split(win) and msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK) and \
            not split_info(win)["style"] & BCSS_NOSPLIT:
        x, y = lparam_xy(lparam)
        yield from wm.set_focus(win.hwnd)
        if (yield from split_drop_down(wm, win, x, y)):
            return 0
    if kind > BS_OWNERDRAW and msg == WM_KEYDOWN and wparam in (VK_UP, VK_DOWN):
        # the arrow keys drop a split button's part down, even with BCSS_NOSPLIT (Wine)
        if is_split(win):
            yield from split_drop_down(wm, win)
        return 0
    if msg == BM_GETSTATE and win.state.get("dd_pushed"):
        r = yield from _button_proc(wm, win, msg, wparam, lparam)
        return r | BST_DROPDOWNPUSHED
    if msg in (WM_PAINT, WM_PRINTCLIENT):
        if msg == WM_PRINTCLIENT:
            # drawn into the DC given as WM_PAINT with a DC draws (wm_queue)
            if wm.vm.gdi.get(wparam) is None:
                return 0
            return (yield from wm.paint_into_dc(button_proc, win, wparam, 0))
        # (a DC in wParam: begin_paint hands it back, wm_queue.paint_into_dc)
        dc = begin_paint(wm.vm, win)
        yield from send_erase(wm.vm, win, dc)
        yield from _draw(wm, win, dc, ODA_DRAWENTIRE)
        end_paint(wm.vm, win, dc)
        if dc is getattr(win, "paint_into", None):
            # a DC the program handed (WM_PAINT, WM_PRINTCLIENT) keeps the button's font
            # selected, as Windows' button leaves it (msg.c's test_button_messages)
            dc.font = user_font(wm, win)
        return 0
    return (yield from _button_proc(wm, win, msg, wparam, lparam))


def _draw(wm, win, dc, action):
    """Generator: draw the button in ``dc`` as its type does, after asking for its
    colours: check boxes, radio buttons and group boxes with WM_CTLCOLORSTATIC (documented,
    Button Color Messages: the brush is their background, the DC's text colour their
    label's), push buttons with WM_CTLCOLORBTN (whose answer they do not use, as
    documented), an owner-drawn one with WM_CTLCOLORBTN and WM_DRAWITEM for ``action``, a
    user button with WM_CTLCOLORBTN and a notification."""
    kind = button_type(win)
    if kind == BS_PUSHBOX:
        # an undocumented type (winuser.h has its number only): made and restyled as any,
        # its drawing unknown
        raise Unimplemented("USER32.dll!BUTTON: drawing a BS_PUSHBOX (type 0xA)")
    if kind == BS_OWNERDRAW:
        yield from _draw_owner(wm, win, dc, action, win.state.get("pressed"))
        return
    if kind > BS_OWNERDRAW:
        if win.state.get("v6"):
            paint_button(wm, win, dc)   # (user32's own draws nothing for these types)
        return
    if kind in _STATIC_COLORED and not win.style & BS_PUSHLIKE:
        bg, fg = yield from _ctl_colors(wm, win, dc, WM_CTLCOLORSTATIC)
        paint_button(wm, win, dc, bg, fg)
        return
    bg, _ = yield from _ctl_colors(wm, win, dc, WM_CTLCOLORBTN)
    if kind == BS_USERBUTTON:
        yield from _draw_user(wm, win, dc, action, bg)
        return
    paint_button(wm, win, dc)


def _ctl_colors(wm, win, dc, msg):
    """Generator: (background, text) colours from WM_CTLCOLORBTN / WM_CTLCOLORSTATIC,
    sent to the parent — to the button itself when it has none (a pop-up button), as
    Windows' does (msg.c's WmSetFontButtonSeq)."""
    to = win.parent if win.is_child and wm.get(win.parent) is not None else win.hwnd
    return (yield from parent_ctl_colors(wm, win, dc, msg, SYS_COLORS[15], BLACK, to=to))


def _draw_user(wm, win, dc, action, bg):
    """Generator: a BS_USERBUTTON (16-bit Windows' button its parent draws, which
    BM_SETSTYLE can still make; BS_OWNERDRAW is its documented successor): its background
    in the colour the parent gave, a focus rectangle when it has the focus, then the
    parent is told to draw it: BN_HILITE / BN_UNHILITE when the pushed state changed,
    BN_PAINT for a whole drawing (msg.c's WmSetStyleUserSeq, WmSetStateUserSeq). A change
    of focus is told by BN_SETFOCUS / BN_KILLFOCUS with BS_NOTIFY, as for any button."""
    w, h = win.client_size()
    focused = bool(win.state.get("has_focus"))

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=bg)
        if focused:
            _focus_rect(d, ox, oy, ox + w, oy + h)
    dc.draw((0, 0, w, h), fn)
    if action == ODA_SELECT:
        yield from notify_parent(wm, win, BN_HILITE if win.state.get("pressed")
                                 else BN_UNHILITE)
    elif action == ODA_DRAWENTIRE:
        yield from notify_parent(wm, win, BN_PAINT)


def _redraw(wm, win, action=ODA_DRAWENTIRE):
    """Generator: draw the button now, on a DC of its window — what Windows' button does
    when its focus, pushed or checked state or its text changes, instead of waiting for
    WM_PAINT (msg.c's button sequences); nothing while it is hidden."""
    if win.destroyed or not wm.is_visible(win):
        return
    dc = wm.surface_dc(win)
    try:
        yield from _draw(wm, win, dc, action)
    finally:
        wm.vm.gdi.release_dc(dc)


def _erase(wm, win):
    """Generator: WM_SETTEXT's first drawing, before the new label is drawn: the client
    area in the colour the parent gives (Windows' button clears its old label so)."""
    if win.destroyed or not wm.is_visible(win):
        return
    kind = button_type(win)
    static = kind in _STATIC_COLORED and not win.style & BS_PUSHLIKE
    dc = wm.surface_dc(win)
    try:
        yield from _fill_background(wm, win, dc, WM_CTLCOLORSTATIC if static
                                    else WM_CTLCOLORBTN)
    finally:
        wm.vm.gdi.release_dc(dc)


def _fill_background(wm, win, dc, msg):
    """Generator: the client area filled with the brush WM_CTLCOLOR``msg`` gives."""
    bg, _ = yield from _ctl_colors(wm, win, dc, msg)
    w, h = win.client_size()
    dc.draw((0, 0, w, h), lambda d, ox, oy: d.rectangle([ox, oy, ox + w - 1, oy + h - 1],
                                                        fill=bg))


def _draw_owner(wm, win, dc, action, pressed):
    """Generator: an owner-drawn button asks its owner to draw it (WM_CTLCOLORBTN, then
    WM_DRAWITEM for ``action``)."""
    st = win.state
    state = (ODS_SELECTED if pressed else 0) | (ODS_FOCUS if st.get("has_focus") else 0) | \
        (ODS_DISABLED if win.style & 0x08000000 else 0)
    w, h = win.client_size()
    if "font" in st:
        # the button's own font (WM_SETFONT) is in the DC the owner draws with, as in
        # Wine 8 (the oracle): nsDialogs' links draw their text with it
        dc.font = user_font(wm, win)
    # documented: WM_CTLCOLORBTN goes to the parent before a button is drawn; only an
    # owner-drawn button keeps what the parent sets in the DC (MUI2's finish-page link
    # takes its text colour from it)
    yield from _ctl_colors(wm, win, dc, WM_CTLCOLORBTN)
    yield from draw_item(wm, win.parent if win.is_child else win.owner, ODT_BUTTON, win.id,
                         0, action, state, win.hwnd, dc, (0, 0, w, h), 0)


WM_CTLCOLORBTN = 0x135
BN_PAINT, BN_HILITE, BN_UNHILITE = 1, 2, 3


def _button_proc(wm, win, msg, wparam, lparam):
    st = win.state
    kind = button_type(win)
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        # as Windows' (msg.c's WmLButtonDownSeq): the capture, the focus (SetFocus: a
        # disabled button takes none, WmDisableButtonSeq), then BM_SETSTATE to itself
        yield from set_capture(wm.vm, win.hwnd)
        st["tracking"] = True
        yield from take_focus(wm, win)
        yield from wm.send(win.hwnd, BM_SETSTATE, 1, 0)
        return 0
    if msg == WM_MOUSEMOVE and st.get("tracking") and wm.capture == win.hwnd:
        inside = _inside(win, lparam)
        if inside != bool(st.get("pressed")):
            yield from wm.send(win.hwnd, BM_SETSTATE, int(inside), 0)
        return 0
    if msg == WM_LBUTTONUP:
        if st.get("tracking"):
            yield from _release(wm, win, _inside(win, lparam))
        return 0
    if msg == WM_CAPTURECHANGED:
        if st.get("tracking") and lparam != win.hwnd:
            # the capture taken away (not given again to the button itself): no click,
            # the button shown up again
            st["tracking"] = False
            if st.get("pressed"):
                yield from wm.send(win.hwnd, BM_SETSTATE, 0, 0)
        return 0
    if msg == WM_KEYDOWN and wparam == VK_SPACE:
        # the space bar pushes the button and takes the capture, as the mouse does
        # (msg.c: captured after WM_KEYDOWN VK_SPACE); the key's repeats change nothing
        if not st.get("tracking"):
            yield from wm.send(win.hwnd, BM_SETSTATE, 1, 0)
            yield from set_capture(wm.vm, win.hwnd)
            st["tracking"] = True
        return 0
    if msg == WM_KEYUP and wparam == VK_SPACE:
        if st.get("tracking"):
            yield from _release(wm, win, True)
        return 0
    if msg == BM_CLICK:
        # documented: the button gets WM_LBUTTONDOWN and WM_LBUTTONUP (at 0,0), so the
        # click goes as the mouse's (msg.c's auto_radio_button_BM_CLICK)
        yield from wm.send(win.hwnd, WM_LBUTTONDOWN, 0, 0)
        yield from wm.send(win.hwnd, WM_LBUTTONUP, 0, 0)
        return 0
    if msg == BM_GETCHECK:
        return st.get("check", 0) if (_is_check(win) or _is_radio(win)) else 0
    if msg == BM_SETCHECK:
        if _is_check(win) or _is_radio(win):
            value = wparam & 3
            if kind in (BS_CHECKBOX, BS_AUTOCHECKBOX) and value == BST_INDETERMINATE:
                value = BST_CHECKED
            if _is_radio(win):
                # Windows moves the tab stop onto the checked radio button of a group.
                if value:
                    win.style |= WS_TABSTOP
                else:
                    win.style &= ~WS_TABSTOP
            if st.get("check", 0) != value:
                st["check"] = value
                yield from _redraw(wm, win, ODA_SELECT)
                yield from _state_changed(wm, win)
        return 0
    if msg == BM_SETIMAGE:
        return (yield from _set_image(wm, win, wparam, lparam))
    if msg == BM_GETIMAGE:
        return st.get("image", 0)
    if msg == BM_SETSTYLE:
        # only the type changes (msg.c: BS_BOTTOM given with it is not kept), the window
        # redrawn later (WM_PAINT) when lParam asks
        win.style = (win.style & ~0xF) | (wparam & 0xF)
        if lparam:
            wm.invalidate(win, None, True)
        yield from _state_changed(wm, win)
        return 0
    if msg == BM_GETSTATE:
        return (st.get("check", 0) | (BST_PUSHED if st.get("pressed") else 0)
                | (BST_FOCUS if wm.focus == win.hwnd else 0))
    if msg == BM_SETSTATE:
        if bool(wparam) != bool(st.get("pressed")):
            st["pressed"] = bool(wparam)
            yield from _redraw(wm, win, ODA_SELECT)
            yield from _state_changed(wm, win)
        return 0
    if msg == WM_GETDLGCODE:
        if kind == BS_GROUPBOX:
            return DLGC_STATIC
        if kind == BS_OWNERDRAW:
            return DLGC_BUTTON
        if kind == BS_DEFPUSHBUTTON:
            return DLGC_BUTTON | DLGC_DEFPUSHBUTTON
        if kind in (BS_PUSHBUTTON, BS_USERBUTTON):
            return DLGC_BUTTON | DLGC_UNDEFPUSHBUTTON
        if kind > BS_OWNERDRAW:
            return {BS_SPLITBUTTON: DLGC_BUTTON | DLGC_UNDEFPUSHBUTTON | DLGC_WANTARROWS,
                    BS_DEFSPLITBUTTON: DLGC_BUTTON | DLGC_DEFPUSHBUTTON | DLGC_WANTARROWS,
                    BS_COMMANDLINK: DLGC_BUTTON | DLGC_UNDEFPUSHBUTTON,
                    BS_DEFCOMMANDLINK: DLGC_BUTTON | DLGC_DEFPUSHBUTTON}[kind]
        if _is_radio(win):
            return DLGC_BUTTON | DLGC_RADIOBUTTON
        return DLGC_BUTTON
    if msg == WM_SETFOCUS:
        # the focus drawn at once (ODA_FOCUS), then told (msg.c's WmSetFocusButtonSeq)
        st["has_focus"] = True
        yield from _redraw(wm, win, ODA_FOCUS)
        if in_dialog(wm, win):
            yield from child_got_focus(wm, win)
        if win.style & BS_NOTIFY:
            yield from notify_parent(wm, win, BN_SETFOCUS)
        return 0
    if msg == WM_KILLFOCUS:
        st["has_focus"] = False
        if st.get("tracking") and wm.capture == win.hwnd:
            # pushed with the mouse or the space bar: losing the focus lets the capture
            # go (WM_CAPTURECHANGED shows the button up again), as Windows' does
            yield from release_capture(wm.vm)
        yield from _redraw(wm, win, ODA_FOCUS)
        if win.style & BS_NOTIFY:
            yield from notify_parent(wm, win, BN_KILLFOCUS)
        # and painted again later (msg.c's WmKillFocusButtonSeq: WM_PAINT after)
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_ENABLE:
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_SETFONT:
        # documented: lParam TRUE redraws the button (later: WM_PAINT, erased)
        yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        if lparam & 0xFFFF:
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_ERASEBKGND:
        # a button paints all of itself; an owner-drawn one has its background filled
        # in the parent's brush first (msg.c's WmSetStyleOwnerdrawSeq: a second
        # WM_CTLCOLORBTN)
        dc = wm.vm.gdi.get(wparam, DC)
        if kind == BS_OWNERDRAW and dc is not None:
            yield from _fill_background(wm, win, dc, WM_CTLCOLORBTN)
        return 1
    if msg == WM_SETTEXT:
        if kind == BS_GROUPBOX:
            # the old label cleared at once, the frame and new label painted later
            # (msg.c's WmSetTextGroupSeq)
            yield from _erase(wm, win)
            r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
            wm.invalidate(win, None, False)
            return r
        # the text set (EVENT_OBJECT_NAMECHANGE), then the label area cleared and the
        # button drawn, at once (msg.c's WmSetTextButtonSeq, WmSetTextStaticSeq)
        r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        yield from _erase(wm, win)
        yield from _redraw(wm, win)
        return r
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _release(wm, win, inside):
    """Generator: the mouse button or the space bar comes up on a button it pushed: shown
    up (BM_SETSTATE), an auto button's state changed when it came up on it, the capture
    let go, then BN_CLICKED — the order of Windows' (msg.c's WmLButtonUpAutoSeq and
    WmDisableButtonSeq)."""
    st = win.state
    st["tracking"] = False
    clicked = bool(st.get("pressed")) and inside
    yield from wm.send(win.hwnd, BM_SETSTATE, 0, 0)
    if clicked:
        yield from _auto_check(wm, win)
    yield from release_capture(wm.vm)
    if clicked and not win.destroyed:
        yield from notify_parent(wm, win, BN_CLICKED)


def _state_changed(wm, win):
    """Generator: EVENT_OBJECT_STATECHANGE for the button (its pushed or checked state or
    its style changed)."""
    yield from winevents.window_event(wm.vm, winevents.EVENT_OBJECT_STATECHANGE, win,
                                      winevents.OBJID_CLIENT)


BM_GETIMAGE, BM_SETIMAGE = 0x00F6, 0x00F7
BS_ICON, BS_BITMAP = 0x40, 0x80
BS_PUSHLIKE = 0x1000
DFCS_BUTTONPUSH = 0x10
IMAGE_BITMAP, IMAGE_ICON = 0, 1
#: the style bit an image type needs: the image takes the label's place
_IMAGE_STYLE = {IMAGE_BITMAP: BS_BITMAP, IMAGE_ICON: BS_ICON}


def _set_image(wm, win, itype, handle):
    """Generator: BM_SETIMAGE. The button keeps the image only when its style asks for
    that type (BS_ICON an icon, BS_BITMAP a bitmap; else 0 and nothing kept), answers the
    image it had, and repaints. Drawn in place of the label by push buttons (and split
    buttons), check boxes and radio buttons (BS_PUSHLIKE or not); a Common Controls 6
    button's image beside its text (no BS_ICON/BS_BITMAP) stops the guest naming it."""
    kind = button_type(win)
    wanted = _IMAGE_STYLE.get(itype)
    if win.state.get("v6") and not win.style & (BS_ICON | BS_BITMAP) and handle:
        raise Unimplemented("USER32.dll!BM_SETIMAGE (a Common Controls 6 button's image "
                            "beside its text)")
    if wanted is None or not win.style & wanted or win.style & (BS_ICON | BS_BITMAP) == \
            (BS_ICON | BS_BITMAP):
        return 0
    if kind not in _IMAGE_KINDS:
        raise Unimplemented("USER32.dll!BM_SETIMAGE (the image of a button of type %#x)"
                            % kind)
    old = win.state.get("image", 0)
    win.state["image"] = handle
    wm.invalidate(win, None, False)
    return old
    yield


def _button_image(wm, win):
    """The RGBA image a BS_ICON / BS_BITMAP button shows, or None."""
    handle = win.state.get("image", 0)
    if not handle:
        return None
    if win.style & BS_ICON:
        return icon_image(wm.vm, handle)
    bmp = wm.vm.gdi.get(handle, Bitmap)
    return bmp.image.convert("RGBA") if bmp is not None else None


def _inside(win, lparam):
    x, y = lparam_xy(lparam)
    cw, ch = win.client_size()
    return 0 <= x < cw and 0 <= y < ch


def _auto_check(wm, win):
    """Generator: a click's change of an auto button's state (BM_SETCHECK to itself);
    nothing for other types."""
    kind = button_type(win)
    st = win.state
    if kind == BS_AUTOCHECKBOX:
        yield from wm.send(win.hwnd, BM_SETCHECK, 0 if st.get("check") else BST_CHECKED, 0)
    elif kind == BS_AUTO3STATE:
        yield from wm.send(win.hwnd, BM_SETCHECK, (st.get("check", 0) + 1) % 3, 0)
    elif kind == BS_AUTORADIOBUTTON:
        yield from check_auto_radio(wm, win)


def group_of(wm, win):
    """The sibling controls in ``win``'s group (WS_GROUP starts a group), in order."""
    parent = wm.get(win.parent)
    sibs = [wm.get(h) for h in parent.children]
    sibs = [s for s in sibs if s is not None]
    i = sibs.index(win)
    start = i
    while start > 0 and not sibs[start].style & WS_GROUP:
        start -= 1
    end = i + 1
    while end < len(sibs) and not sibs[end].style & WS_GROUP:
        end += 1
    return sibs[start:end]


def check_auto_radio(wm, win):
    """Generator: a click's check of an auto radio button: each control of its group,
    from the button on (wrapping round to the group's first), is asked WM_GETDLGCODE and
    a radio button among them is sent BM_SETCHECK — checked for the button, unchecked for
    the others (msg.c's auto_radio_button_BM_CLICK). BM_SETCHECK alone unchecks nothing."""
    members = group_of(wm, win) if win.is_child and wm.get(win.parent) is not None \
        else [win]
    i = members.index(win)
    for s in members[i:] + members[:i]:
        if s.destroyed:
            continue
        code = yield from wm.send(s.hwnd, WM_GETDLGCODE, 0, 0)
        if code & DLGC_RADIOBUTTON:
            yield from wm.send(s.hwnd, BM_SETCHECK, BST_CHECKED if s is win else 0, 0)


#: the button types that take their colours from WM_CTLCOLORSTATIC
_STATIC_COLORED = (BS_CHECKBOX, BS_AUTOCHECKBOX, BS_RADIOBUTTON, BS_3STATE, BS_AUTO3STATE,
                   BS_GROUPBOX, BS_AUTORADIOBUTTON)


def paint_button(wm, win, dc, bg=None, fg=None):
    """Draw any BUTTON type into its paint DC; ``bg``/``fg``: the background and label
    colours of a check box, radio button or group box (the button face and black when
    not given)."""
    kind = button_type(win)
    if kind in (BS_PUSHBUTTON, BS_DEFPUSHBUTTON):
        return _paint_push(wm, win, dc)
    if kind in (BS_SPLITBUTTON, BS_DEFSPLITBUTTON):
        return paint_split(wm, win, dc)
    if kind in (BS_COMMANDLINK, BS_DEFCOMMANDLINK):
        return paint_command_link(wm, win, dc)
    if kind == BS_GROUPBOX:
        return _paint_group(wm, win, dc, bg or SYS_COLORS[15], fg or BLACK)
    if win.style & BS_PUSHLIKE:
        return _paint_pushlike(wm, win, dc)
    return _paint_check(wm, win, dc, bg or SYS_COLORS[15], fg or BLACK)


def _label(wm, win):
    """(text as drawn, index of the underlined mnemonic or -1): the underline is left
    out while the window hides keyboard cues (user/uistate.py)."""
    text, under = split_mnemonic(win.title, last_wins=True)   # as DrawText
    return text, (-1 if hides_accel(wm, win) else under)


def _draw_label(d, x, y, label, gfont, disabled, color=BLACK):
    """Draw ``label`` (from _label) at (x, y) in ``color``: the mnemonic underlined one
    pixel below the baseline, as DrawText does; a disabled label embossed."""
    text, under = label
    font = gfont.pil
    passes = [((1, 1), SYS_COLORS[20]), ((0, 0), SYS_COLORS[16])] if disabled \
        else [((0, 0), color)]
    for (dx, dy), fill in passes:
        d.text((x + dx, y + dy), text, font=font, fill=fill)
        if under >= 0:
            ux = x + dx + int(font.getlength(text[:under]))
            uw = max(1, int(font.getlength(text[under])))
            uy = y + dy + gfont.ascent + 1
            d.line([(ux, uy), (ux + uw - 1, uy)], fill=fill)


def _focus_rect(d, l, t, r, b):
    """A dotted focus rectangle [l, r) x [t, b) (every other pixel, as DrawFocusRect)."""
    for x in range(l, r, 2):
        d.point((x, t), fill=BLACK)
        d.point((x, b - 1), fill=BLACK)
    for y in range(t, b, 2):
        d.point((l, y), fill=BLACK)
        d.point((r - 1, y), fill=BLACK)


def _paint_push(wm, win, dc):
    w, h = win.client_size()
    pressed = win.state.get("pressed")
    default = button_type(win) in (BS_DEFPUSHBUTTON, BS_DEFSPLITBUTTON)
    focused = wm.focus == win.hwnd
    disabled = bool(win.style & 0x08000000)  # WS_DISABLED: a control looks disabled only when it is
    label = _label(wm, win)
    gfont = user_font(wm, win)
    font, lh = gfont.pil, gfont.line_height

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=SYS_COLORS[15])
        l, t, r, b = ox, oy, ox + w, oy + h
        if default or focused:
            d.rectangle([l, t, r - 1, b - 1], outline=BLACK)
            l, t, r, b = l + 1, t + 1, r - 1, b - 1
        if pressed:
            d.rectangle([l, t, r - 1, b - 1], outline=SYS_COLORS[16])
        else:
            draw_3d_rect(d, l, t, r, b, raised=True)
        if image is None:
            tw = int(font.getlength(label[0]))
            tx = ox + (w - tw) // 2 + (1 if pressed else 0)
            ty = oy + (h - lh) // 2 + (1 if pressed else 0)
            _draw_label(d, tx, ty, label, gfont, disabled)
        if focused:
            _focus_rect(d, ox + 4, oy + 4, ox + w - 4, oy + h - 4)
    image = _button_image(wm, win) if win.style & (BS_ICON | BS_BITMAP) else None
    dc.draw((0, 0, w, h), fn)
    if image is not None:
        # BS_ICON / BS_BITMAP: the image in the label's place, centred (one pixel right
        # and down while pressed), embossed when the button is disabled, as DrawState's
        shift = 1 if pressed else 0
        paste_in_state(dc, image, (w - image.width) // 2 + shift,
                       (h - image.height) // 2 + shift, disabled=disabled)


def _paint_pushlike(wm, win, dc):
    """A BS_PUSHLIKE check box or radio button: drawn as a push button (as Wine's
    PB_Paint, the oracle), sunken while pressed, sunken on the 50% white dither while
    checked (DrawFrameControl's DFCS_CHECKED); the label or image centred, one pixel
    right and down while pressed; never a default button's black frame."""
    w, h = win.client_size()
    st = win.state
    pressed = bool(st.get("pressed"))
    check = st.get("check", 0)
    disabled = bool(win.style & 0x08000000)
    state = DFCS_BUTTONPUSH | (DFCS_PUSHED if pressed else 0) | (DFCS_CHECKED if check else 0)
    draw_frame_control(dc, (0, 0, w, h), DFC_BUTTON, state)
    shift = 1 if pressed else 0
    image = _button_image(wm, win) if win.style & (BS_ICON | BS_BITMAP) else None
    if image is not None:
        paste_in_state(dc, image, (w - image.width) // 2 + shift,
                       (h - image.height) // 2 + shift, disabled=disabled)
    label = _label(wm, win)
    gfont = user_font(wm, win)

    def fn(d, ox, oy):
        if image is None and not win.style & (BS_ICON | BS_BITMAP):
            tw = int(gfont.pil.getlength(label[0]))
            _draw_label(d, ox + (w - tw) // 2 + shift, oy + (h - gfont.line_height) // 2 + shift,
                        label, gfont, disabled)
        if wm.focus == win.hwnd:
            _focus_rect(d, ox + 3, oy + 3, ox + w - 3, oy + h - 3)
    dc.draw((0, 0, w, h), fn)


def _paint_group(wm, win, dc, bg, fg):
    w, h = win.client_size()
    gfont = user_font(wm, win)
    font, lh = gfont.pil, gfont.line_height
    label = _label(wm, win)
    disabled = bool(win.style & 0x08000000)  # WS_DISABLED: a control looks disabled only when it is

    def fn(d, ox, oy):
        # No fill inside: a group box lies over the controls it frames (it is usually
        # last in z-order, without WS_CLIPSIBLINGS), so, as on Windows, it draws only
        # its frame and label and leaves them alone when it repaints.
        top = oy + lh // 2
        # Etched frame: a shadow rectangle with a highlight one offset by a pixel.
        d.rectangle([ox, top, ox + w - 2, oy + h - 2], outline=SYS_COLORS[16])
        d.rectangle([ox + 1, top + 1, ox + w - 1, oy + h - 1], outline=SYS_COLORS[20])
        d.line([(ox + 1, top + 1), (ox + 1, oy + h - 3)], fill=SYS_COLORS[20])
        if label[0]:
            tw = int(font.getlength(label[0]))
            d.rectangle([ox + 7, oy, ox + 9 + tw, oy + lh - 1], fill=bg)
            _draw_label(d, ox + 8, oy, label, gfont, disabled, fg)
    dc.draw((0, 0, w, h), fn)


def _paint_check(wm, win, dc, bg, fg):
    w, h = win.client_size()
    st = win.state
    radio = _is_radio(win)
    check = st.get("check", 0)
    pressed = st.get("pressed")
    focused = wm.focus == win.hwnd
    disabled = bool(win.style & 0x08000000)  # WS_DISABLED: a control looks disabled only when it is
    gfont = user_font(wm, win)
    font, lh = gfont.pil, gfont.line_height
    label = _label(wm, win)
    size = RADIO if radio else BOX
    left_text = bool(win.style & BS_LEFTTEXT)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=bg)
        bx = ox + (w - size if left_text else 0)
        by = oy + (h - size) // 2
        inside = SYS_COLORS[15] if (pressed or disabled) else WHITE
        if radio:
            d.ellipse([bx, by, bx + size - 1, by + size - 1], fill=inside)
            d.arc([bx, by, bx + size - 1, by + size - 1], 135, 315, fill=SYS_COLORS[16])
            d.arc([bx, by, bx + size - 1, by + size - 1], 315, 135, fill=SYS_COLORS[20])
            d.arc([bx + 1, by + 1, bx + size - 2, by + size - 2], 135, 315, fill=SYS_COLORS[21])
            d.arc([bx + 1, by + 1, bx + size - 2, by + size - 2], 315, 135, fill=SYS_COLORS[22])
            if check:
                mark = SYS_COLORS[16] if disabled else BLACK
                d.ellipse([bx + 4, by + 4, bx + 7, by + 7], fill=mark)
        else:
            d.rectangle([bx, by, bx + size - 1, by + size - 1], fill=inside)
            draw_3d_rect(d, bx, by, bx + size, by + size, raised=False)
            if check:
                mark = SYS_COLORS[16] if (disabled or check == BST_INDETERMINATE) else BLACK
                draw_check_mark(d, bx + 3, by + 3, mark)
        if image_style:
            # BS_ICON / BS_BITMAP: the image in the label's place, centred vertically
            if image is not None and focused:
                ix, iy = image_at
                _focus_rect(d, ox + ix - 1, oy + iy, ox + ix + image.width + 1,
                            oy + iy + image.height)
            return
        tw = int(font.getlength(label[0]))
        tx = ox + (0 if left_text else size + 4)
        ty = oy + (h - lh) // 2
        _draw_label(d, tx, ty, label, gfont, disabled, fg)
        if focused and label[0]:
            _focus_rect(d, tx - 1, ty, tx + tw + 1, ty + lh)
    image_style = win.style & (BS_ICON | BS_BITMAP)
    image = _button_image(wm, win) if image_style else None
    if image is not None:
        # left-aligned in the label's box (Wine's CB_Paint and BUTTON_CalcLabelRect, the
        # oracle): after the 13-pixel box and half a '0', one pixel in
        box_w = BOX + int(font.getlength("0")) // 2
        image_at = (1 if left_text else box_w + 1, (h - image.height) // 2)
    dc.draw((0, 0, w, h), fn)
    if image is not None:
        paste_in_state(dc, image, image_at[0], image_at[1], disabled=disabled)


# -- Common Controls 6 styles and messages (a program with a comctl32 6 manifest) ----------
BS_SPLITBUTTON, BS_DEFSPLITBUTTON, BS_COMMANDLINK, BS_DEFCOMMANDLINK = 0xC, 0xD, 0xE, 0xF
#: the button types that draw a BS_ICON / BS_BITMAP image in their label's place
_IMAGE_KINDS = (BS_PUSHBUTTON, BS_DEFPUSHBUTTON, BS_SPLITBUTTON, BS_DEFSPLITBUTTON,
                BS_CHECKBOX, BS_AUTOCHECKBOX, BS_3STATE, BS_AUTO3STATE, BS_RADIOBUTTON,
                BS_AUTORADIOBUTTON)
BCM_GETIDEALSIZE, BCM_SETIMAGELIST, BCM_GETIMAGELIST = 0x1601, 0x1602, 0x1603
BCM_SETTEXTMARGIN, BCM_GETTEXTMARGIN, BCM_SETDROPDOWNSTATE = 0x1604, 0x1605, 0x1606
BCM_SETSPLITINFO, BCM_GETSPLITINFO, BCM_SETNOTE, BCM_GETNOTE = 0x1607, 0x1608, 0x1609, 0x160A
BCM_GETNOTELENGTH, BCM_SETSHIELD = 0x160B, 0x160C
BCN_DROPDOWN = -1248
BCSIF_GLYPH, BCSIF_IMAGE, BCSIF_STYLE, BCSIF_SIZE = 0x1, 0x2, 0x4, 0x8
BCSS_NOSPLIT, BCSS_STRETCH, BCSS_ALIGNLEFT, BCSS_IMAGE = 0x1, 0x2, 0x4, 0x8
SPLIT_W = 13        # the split part's default width: SM_CYMENUCHECK's (13 in the classic look)
BST_DROPDOWNPUSHED = 0x400
GLYPH_W = 20        # a command link's arrow and its gap


def is_split(win):
    """A BS_SPLITBUTTON / BS_DEFSPLITBUTTON."""
    return button_type(win) in (BS_SPLITBUTTON, BS_DEFSPLITBUTTON)


def is_command_link(win):
    """A BS_COMMANDLINK / BS_DEFCOMMANDLINK."""
    return button_type(win) in (BS_COMMANDLINK, BS_DEFCOMMANDLINK)


def split_info(win):
    """A button's split part settings: style (BCSS_STRETCH at first) and width."""
    return win.state.setdefault("split", {"style": BCSS_STRETCH, "cx": SPLIT_W})


def split_rect(win):
    """The split (drop-down) part of a split button, client coordinates (the whole
    button when it is narrower than the part)."""
    w, h = win.client_size()
    info = split_info(win)
    sw = info["cx"]
    if info["style"] & BCSS_ALIGNLEFT:
        return (0, 0, min(sw, w), h)
    return (max(w - sw, 0), 0, w, h)


def split_drop_down(wm, win, x=None, y=None):
    """Generator: BCN_DROPDOWN to the parent (NMBCDROPDOWN: the button's client
    rectangle), the split part drawn pushed meanwhile; with a point, only when it is on
    the split part (True then). The arrow keys send it without a point."""
    if x is not None:
        l, t, r, b = split_rect(win)
        if not (l <= x < r and t <= y < b):
            return False
        if win.state.get("dd_pushed"):
            return True         # pushed already (BCM_SETDROPDOWNSTATE): nothing more
    win.state["dd_pushed"] = True
    wm.invalidate(win, None, False)
    w, h = win.client_size()
    ptr = wm.vm.ptr_size
    tail = RECT.pack_values(0, 0, w, h) + NMBCDROPDOWN.pack(ptr)[NMHDR.sizeof(ptr) + 16:]
    try:
        yield from notify(wm, win, BCN_DROPDOWN, tail)
    finally:
        win.state["dd_pushed"] = False
        wm.invalidate(win, None, False)
    return True


def v6_message(wm, win, msg, wparam, lparam):
    """The BCM_ messages of a Common Controls 6 BUTTON."""
    vm = wm.vm
    st = win.state
    kind = button_type(win)
    if msg in (BCM_SETNOTE, BCM_GETNOTE, BCM_GETNOTELENGTH):
        if not is_command_link(win):
            vm.last_error = ERROR_NOT_SUPPORTED
            return 0
        note = st.get("note", "")
        if msg == BCM_SETNOTE:
            st["note"] = (vm.mem.wstr(lparam) if lparam else "")
            wm.invalidate(win, None, False)
            return 1
        if msg == BCM_GETNOTELENGTH:
            return len(note)
        # wParam: the buffer's size in characters (in and out), lParam the buffer
        if not wparam or not lparam:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        size = vm.mem.u32(wparam)
        if size <= len(note):
            vm.mem.write(wparam, (len(note) + 1).to_bytes(4, "little"))
            vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        vm.mem.write_wstr(lparam, note, size)
        return 1
    if msg in (BCM_SETSPLITINFO, BCM_GETSPLITINFO):
        # every BUTTON keeps split settings (Wine's tests); only a split button draws them
        if not lparam:
            return 1 if msg == BCM_SETSPLITINFO else 0
        info = split_info(win)
        s = BUTTON_SPLITINFO.at(vm.mem, lparam, vm.ptr_size)
        mask = s.mask
        size_at = lparam + BUTTON_SPLITINFO.offsetof("size", vm.ptr_size)
        if msg == BCM_SETSPLITINFO:
            if mask & (BCSIF_GLYPH | BCSIF_IMAGE):
                raise Unimplemented("USER32.dll!BCM_SETSPLITINFO (a glyph or image list for "
                                    "the split part)")
            if mask & BCSIF_STYLE:
                if s.uSplitStyle & BCSS_IMAGE:
                    raise Unimplemented("USER32.dll!BCM_SETSPLITINFO (BCSS_IMAGE)")
                info["style"] = s.uSplitStyle
            if mask & BCSIF_SIZE:
                info["cx"] = vm.mem.i32(size_at)
            if info["cx"] <= 0:
                info["cx"] = SPLIT_W
            return 1            # as Windows: not repainted until something else asks
        if mask & BCSIF_STYLE:
            s.uSplitStyle = info["style"]
        if mask & BCSIF_SIZE:
            vm.mem.write(size_at, SIZE.pack_values(info["cx"], 0))
        if mask & (BCSIF_GLYPH | BCSIF_IMAGE):
            s.himlGlyph = 0
        return 1
    if msg == BCM_SETDROPDOWNSTATE:
        if bool(wparam) != bool(st.get("dd_pushed")):
            st["dd_pushed"] = bool(wparam)
            wm.invalidate(win, None, False)
        return 0
    if msg == BCM_SETSHIELD:
        if kind not in (BS_PUSHBUTTON, BS_DEFPUSHBUTTON, BS_SPLITBUTTON, BS_DEFSPLITBUTTON,
                        BS_COMMANDLINK, BS_DEFCOMMANDLINK):
            return 0
        if wparam:
            raise Unimplemented("USER32.dll!BCM_SETSHIELD (drawing the UAC shield)")
        st["shield"] = False
        return 1
    if msg in (BCM_SETTEXTMARGIN, BCM_GETTEXTMARGIN):
        if not lparam:
            return 0
        if msg == BCM_SETTEXTMARGIN:
            st["margin"] = tuple(s32(v) for v in RECT.values(vm.mem, lparam, vm.ptr_size))
            wm.invalidate(win, None, False)
        else:
            vm.mem.write(lparam, RECT.pack_values(*st.get("margin", (1, 1, 1, 1))))
        return 1
    if msg in (BCM_SETIMAGELIST, BCM_GETIMAGELIST):
        if not lparam:
            return 0
        if msg == BCM_SETIMAGELIST:
            bil = BUTTON_IMAGELIST.read(vm.mem, lparam, vm.ptr_size)
            if bil["himl"]:
                raise Unimplemented("USER32.dll!BCM_SETIMAGELIST (drawing a button's image "
                                    "list)")
            st["imagelist"] = bil
            return 1
        bil = st.get("imagelist")
        vm.mem.write(lparam, BUTTON_IMAGELIST.pack(vm.ptr_size, **(bil or {})))
        return 1
    if msg == BCM_GETIDEALSIZE:
        if not lparam:
            return 0
        vm.mem.write(lparam, SIZE.pack_values(*ideal_size(wm, win)))
        return 1
    raise Unimplemented("USER32.dll!BUTTON message %#x" % msg)


def ideal_size(wm, win):
    """BCM_GETIDEALSIZE: the size the text (and a command link's note, a split button's
    split part) needs, with the margins and the 3D edges."""
    gfont = user_font(wm, win)
    text = _label(wm, win)[0]
    tw = int(gfont.pil.getlength(text))
    ml, mt, mr, mb = win.state.get("margin", (1, 1, 1, 1))
    if is_command_link(win):
        bold, plain = _link_fonts()
        note = win.state.get("note", "")
        tw = int(bold.pil.getlength(text)) if text else 0
        nw = int(plain.pil.getlength(note)) if note else 0
        th = bold.line_height + (2 + plain.line_height if note else 0)
        return (CL_MARGIN + CL_GLYPH + CL_MARGIN + max(tw, nw) + CL_MARGIN,
                CL_MARGIN + max(th, CL_GLYPH) + CL_MARGIN)
    w = tw + ml + mr + 8
    h = gfont.line_height + mt + mb + 8
    if is_split(win):
        w += split_info(win)["cx"]
    return (w, h)


def _arrow_down(d, x, y, color):
    for i in range(3):
        d.line([(x + i, y + i), (x + 4 - i, y + i)], fill=color)


def paint_split(wm, win, dc):
    """A split button: a push button with its split part (a line and a drop-down arrow)."""
    _paint_push(wm, win, dc)
    w, h = win.client_size()
    l, t, r, b = split_rect(win)
    style = split_info(win)["style"]
    pushed = win.state.get("dd_pushed")

    def fn(d, ox, oy):
        if not style & BCSS_NOSPLIT:
            x = r if style & BCSS_ALIGNLEFT else l
            d.line([(ox + x, oy + 4), (ox + x, oy + h - 5)], fill=SYS_COLORS[16])
            d.line([(ox + x + 1, oy + 4), (ox + x + 1, oy + h - 5)], fill=SYS_COLORS[20])
        s = 1 if pushed else 0
        _arrow_down(d, ox + l + (r - l - 5) // 2 + s, oy + (h - 3) // 2 + s,
                    SYS_COLORS[16] if win.style & 0x08000000 else BLACK)
    dc.draw((0, 0, w, h), fn)


CL_MARGIN, CL_GLYPH = 6, 17      # a command link's margin and arrow glyph (comctl32's)
_bold_message_font = []


def _link_fonts():
    """A command link's fonts: the message font in bold for its text, plain for its note
    (comctl32 draws links in the message font whatever WM_SETFONT gave)."""
    plain = ui_font("message")
    if not _bold_message_font:
        _bold_message_font.append(Font(UI_FONTS["message"][0], 700, "MS Sans Serif"))
    return _bold_message_font[0], plain


def _wrap(font, text, width):
    """Word-wrapped lines of ``text`` in ``width`` pixels (DT_WORDBREAK)."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = word if not line else line + " " + word
            if line and font.pil.getlength(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def paint_command_link(wm, win, dc):
    """A command link as comctl32 lays it out: the face (a frame when it is the default
    one, a pushed button's frame while pressed), a green arrow glyph 17 pixels square 6
    from the corner, the text in bold from 6 + 17 + 6 across and 6 down (wrapped), and the
    note 2 pixels under it in the plain message font."""
    w, h = win.client_size()
    pressed = win.state.get("pressed")
    default = button_type(win) == BS_DEFCOMMANDLINK
    disabled = bool(win.style & 0x08000000)
    text = _label(wm, win)[0]
    bold, plain = _link_fonts()
    note = win.state.get("note", "")
    focused = wm.focus == win.hwnd
    left = CL_MARGIN + CL_GLYPH + CL_MARGIN
    width = w - CL_MARGIN - left
    title = _wrap(bold, text, width) if text else []
    txt_h = len(title) * bold.line_height
    color = SYS_COLORS[17] if disabled else BLACK

    def fn(d, ox, oy):
        l, t, r, b = ox, oy, ox + w, oy + h
        if default:
            d.rectangle([l, t, r - 1, b - 1], outline=BLACK, fill=SYS_COLORS[15])
            l, t, r, b = l + 1, t + 1, r - 1, b - 1
        if pressed:
            d.rectangle([l, t, r - 1, b - 1], fill=SYS_COLORS[15])
            draw_3d_rect(d, l, t, r, b, raised=False)
        else:
            d.rectangle([l, t, r - 1, b - 1], fill=SYS_COLORS[15])
        # the glyph: an arrow, centred on the text's height when that is taller
        gy = oy + CL_MARGIN + (max(txt_h - CL_GLYPH, 0) // 2)
        gx = ox + CL_MARGIN
        g = SYS_COLORS[16] if disabled else (0, 128, 0)
        mid = gy + CL_GLYPH // 2
        d.line([(gx + 2, mid), (gx + CL_GLYPH - 3, mid)], fill=g, width=3)
        d.line([(gx + CL_GLYPH - 8, mid - 5), (gx + CL_GLYPH - 3, mid)], fill=g, width=3)
        d.line([(gx + CL_GLYPH - 8, mid + 5), (gx + CL_GLYPH - 3, mid)], fill=g, width=3)
        y = oy + CL_MARGIN
        for line in title:
            d.text((ox + left, y), line, font=bold.pil, fill=color)
            y += bold.line_height
        if note:
            y += 2
            for line in _wrap(plain, note, width):
                d.text((ox + left, y), line, font=plain.pil, fill=color)
                y += plain.line_height
        if focused:
            _focus_rect(d, ox + 3, oy + 3, ox + w - 3, oy + h - 3)
    dc.draw((0, 0, w, h), fn)


# Reachable by address: declared like an API so it gets a thunk.
window_proc(USER32, "wineagent.ButtonProc", button_proc)


def install(vm):
    """Register the BUTTON class (CS_DBLCLKS, 16 window extra bytes)."""
    addr = vm.proc_address(USER32, "wineagent.ButtonProc")
    vm.wm.register_python_proc(addr, button_proc)
    cls = WindowClass("BUTTON", 0x8, addr, 0, 0, 0, 0, 0, 16, builtin=True)
    # a group box answers WM_NCHITTEST with HTTRANSPARENT: clicks reach what it frames
    cls.hit_transparent = lambda win: button_type(win) == BS_GROUPBOX
    vm.wm.register_class(cls)
