"""Dialog boxes: templates, the dialog manager (#32770, DefDlgProc), modal and modeless.

A dialog is created from a DLGTEMPLATE or DLGTEMPLATEEX (from the module's RT_DIALOG
resources through ``vm.resources.data(5, name)``, or from guest memory for the Indirect
functions). Dialog units become pixels with the dialog font's base units (the
template's DS_SETFONT font, else the System font): the average width of a-z A-Z (rounded
as GdiGetCharDimensions does) and the cell height; x = MulDiv(dlu_x, cx, 4),
y = MulDiv(dlu_y, cy, 8). MS Sans Serif 8, the usual dialog font, gives ``BASE_CX`` x
``BASE_CY`` = 6 x 13, as on Windows 9x/2000 at 96 dpi.

The dialog window's procedure is DefDlgProc, which first calls the guest's DLGPROC and
applies the default handling when that returns FALSE; the value of a message the DLGPROC
handled is DWLP_MSGRESULT (window extra bytes at offset 0, set with SetWindowLong).

A modal dialog (DialogBoxParam) runs its own message loop as a generator: the owner is
disabled while it runs (so clicks on it are dropped by the window manager) and re-enabled
and activated after; EndDialog's value is returned. The loop passes every message through
IsDialogMessage, which implements the keyboard interface on WM_KEYDOWN only: Tab /
Shift+Tab move among WS_TABSTOP controls, arrows move within a group, Enter presses the
default button, Esc sends IDCANCEL. WM_CHAR is only ever delivered to the focused control,
so a character (the seed's "keypress") never presses a button.

For the control channel, ``active_dialog``, ``dialog_command`` and
``dialog_control_center`` find a dialog (MessageBoxes included) and its controls by id.
"""

import struct

from ...abi.api import GuestCall, Unimplemented
from ..core.dllnames import USER32
from ..core.structures import MSG
from .procwindows import foreign_owner, foreign_window, in_owner
from ..core.messages import (WM_ACTIVATE, WM_CLOSE, WM_COMMAND, WM_ERASEBKGND,
                             WM_GETDLGCODE, WM_GETFONT, WM_GETTEXT, WM_INITDIALOG, WM_NULL,
                             WM_SETFOCUS, WM_SETFONT, WM_SHOWWINDOW)
from ..core.styles import (BN_CLICKED, BS_DEFPUSHBUTTON, BS_PUSHBUTTON, DLGC_DEFPUSHBUTTON,
                           is_push_button)
from ..core.winerror import (ERROR_CONTROL_ID_NOT_FOUND,
                             ERROR_INVALID_WINDOW_HANDLE, ERROR_RESOURCE_NAME_NOT_FOUND,
                             ERROR_TLW_WITH_WSCHILD)
from ..gdi.objects import Font, SYS_COLORS
from ..kernel.resources import module_resources
from . import emit as event_hooks, uistate, winevents
from .dlgconst import (DC_HASDEFID, DIALOG_CLASS, DLGC_HASSETSEL, DLGWINDOWEXTRA,  # noqa: F401
                       DM_GETDEFID, DM_SETDEFID, DS_3DLOOK, DS_ABSALIGN, DS_CENTER,
                       DS_CONTEXTHELP, DS_CONTROL, DS_MODALFRAME, DS_NOFAILCREATE, DS_NOIDLEMSG,
                       DS_SETFONT, DWLP_DLGPROC, DWLP_MSGRESULT, DWLP_USER, EM_SETSEL, IDCANCEL, IDOK,
                       SHELL_DLG_FONT, WM_CTLCOLORDLG, WM_NEXTDLGCTL, WS_EX_CONTROLPARENT,
                       WS_EX_NOPARENTNOTIFY)
from .dlgnav import (_children, descends, _usable, dialog_mnemonic, find_control,
                     is_dialog_message, next_group_item, next_tab_item)
from .dlgtemplate import (DialogItem, DialogTemplate, parse_template, parse_template_bytes,
                          read_template, template_item)
from .menuflags import WM_ENTERIDLE
from .msgloop import MSGF_DIALOGBOX, dispatch, msg_filter, write_msg
from .window import (adjust_rect, create_window, def_window_proc, enable_window,
                     show_window, take_focus)
from .wm import (WS_BORDER, WS_CAPTION, WS_CHILD, WS_DISABLED, WS_EX_CLIENTEDGE,
                 WS_EX_DLGMODALFRAME, WS_SYSMENU,
                 WS_VISIBLE, WindowClass, is_wide)

__all__ = ["DialogTemplate", "DialogItem", "template_item", "parse_template", "read_template", "base_units",
           "muldiv", "create_dialog", "dialog_box", "end_dialog", "def_dlg_proc",
           "is_dialog_message", "next_tab_item", "next_group_item", "is_dialog",
           "active_dialog", "dialog_command", "dialog_control_center", "find_control",
           "child_got_focus", "install", "BASE_CX", "BASE_CY", "dialog_base_units",
           "font_base_units", "DIALOG_CLASS", "dialog_mnemonic",
           "SHELL_DLG_FONT"]



def _avg_char_width(pil_font):
    # GdiGetCharDimensions: the extent of "a..zA..Z" / 26, rounded as (x / 26 + 1) / 2.
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return (int(pil_font.getlength(letters)) // 26 + 1) // 2


def font_base_units(font):
    """(cx, cy) dialog base units of a :class:`Font`: its a-z A-Z average width and its
    cell height."""
    return _avg_char_width(font.pil), font.line_height


#: Dialog base units of a dialog in MS Sans Serif 8 (the usual DS_SETFONT font).
BASE_CX, BASE_CY = font_base_units(Font(-11, 400, "MS Sans Serif"))


def base_units(vm, font=None):
    """(cx, cy) base units that convert dialog units of a dialog drawn in ``font`` (a
    :class:`Font`; None: the System font, which a template without DS_SETFONT uses and
    GetDialogBaseUnits reports)."""
    return font_base_units(font if font is not None else vm.gdi.stock[13])


def dialog_base_units(vm, dlg):
    """The base units of dialog window ``dlg`` (its WM_SETFONT font, else System)."""
    return base_units(vm, vm.gdi.get(dlg.state.get("font") or 0))


def muldiv(a, b, c):
    """MulDiv: a * b / c rounded half away from zero (c == 0 gives -1)."""
    if c == 0:
        return -1
    p = a * b
    q, r = divmod(abs(p), abs(c))
    if 2 * r >= abs(c):
        q += 1
    return q if (p >= 0) == (c > 0) else -q


# -- helpers ----------------------------------------------------------------------------------
def is_dialog(win):
    """True for dialog windows: the #32770 class (MessageBox too) or made from a template."""
    name = win.cls.name
    return bool(win.state.get("dialog")) or (isinstance(name, str) and name == DIALOG_CLASS)


#: The dialog's extra bytes by the program's pointer size (winuser.h): DWLP_MSGRESULT (an
#: LRESULT), DWLP_DLGPROC, DWLP_USER, each pointer-sized, and DLGWINDOWEXTRA. That stays 30
#: at 64 bits (the SDK's and mingw's winuser.h define it once; 64-bit Wine's #32770 class
#: has 30, test/exe64/sh_shell.exe): the three 8-byte cells end at 24, so a program's own
#: dialog class registered with DLGWINDOWEXTRA holds them too.
_DWLP = {4: (DWLP_MSGRESULT, DWLP_DLGPROC, DWLP_USER, DLGWINDOWEXTRA),
         8: (0, 8, 16, DLGWINDOWEXTRA)}
_CELL = {4: "<I", 8: "<Q"}


def _dlgproc(win, ptr):
    off = _DWLP[ptr][1]
    if len(win.extra) >= off + ptr:
        return struct.unpack_from(_CELL[ptr], win.extra, off)[0]
    return win.state.get("dlgproc", 0)


def _set_dlgproc(win, proc, ptr):
    win.state["dlgproc"] = proc
    off = _DWLP[ptr][1]
    if len(win.extra) >= off + ptr:
        struct.pack_into(_CELL[ptr], win.extra, off, proc & ((1 << (8 * ptr)) - 1))


def _msgresult(win, ptr, value=None):
    if len(win.extra) < ptr:
        if value is not None:
            win.state["msgresult"] = value
        return win.state.get("msgresult", 0)
    if value is not None:
        struct.pack_into(_CELL[ptr], win.extra, DWLP_MSGRESULT, value & ((1 << (8 * ptr)) - 1))
    return struct.unpack_from(_CELL[ptr], win.extra, DWLP_MSGRESULT)[0]


def set_msgresult(win, value, ptr):
    """Store a dialog's DWLP_MSGRESULT (the answer SendMessage gives for a message its
    procedure handled) at the program's pointer size ``ptr``."""
    _msgresult(win, ptr, value)


def set_dialog_focus(wm, ctrl):
    """Generator: DEFDLG_SetFocus — select an edit's whole text, then focus the control
    as SetFocus does: its dialog is activated first when it is not the active window.
    So a dialog whose WM_INITDIALOG asks for the default focus is active from its
    creation, shown or not (Windows and Wine alike): a modeless one shown later with
    SW_SHOWNOACTIVATE (SciTE's Find) is still the active window, and destroying it hands
    activation back to its owner, which takes the keyboard again."""
    code = yield from wm.send(ctrl.hwnd, WM_GETDLGCODE, 0, 0)
    if code & DLGC_HASSETSEL:
        yield from wm.send(ctrl.hwnd, EM_SETSEL, 0, 0xFFFFFFFF)
    yield from take_focus(wm, ctrl)


def child_got_focus(wm, ctrl):
    """Generator: a dialog control got the focus: move the default-button look.

    As on Windows, a push button that has the focus is drawn as the default (Enter presses
    the focused button); when the focus is on anything else, the dialog's default button
    (DM_GETDEFID) has the look back.
    """
    dlg = wm.get(ctrl.parent)
    if dlg is None:
        return
    dlg.state["focus_save"] = ctrl.hwnd
    buttons = [c for c in _children(wm, dlg) if is_push_button(c)]
    if "def_id" not in dlg.state:   # a window not made by create_dialog (MessageBox)
        first = next((b for b in buttons if b.style & 0xF == BS_DEFPUSHBUTTON), None)
        dlg.state["def_id"] = first.id if first is not None else 0
    if is_push_button(ctrl):
        want = ctrl
    else:
        def_id = dlg.state["def_id"]
        want = next((b for b in buttons if b.id == def_id), None) if def_id else None
    for b in buttons:
        if b.style & 0xF == BS_DEFPUSHBUTTON and b is not want:
            b.style = (b.style & ~0xF) | BS_PUSHBUTTON
            wm.invalidate(b, None, False)
    if want is not None and want.style & 0xF != BS_DEFPUSHBUTTON:
        want.style = (want.style & ~0xF) | BS_DEFPUSHBUTTON
        wm.invalidate(want, None, False)
    yield from ()


def _save_focus(wm, dlg):
    f = wm.get(wm.focus)
    if f is not None and f is not dlg and descends(wm, f, dlg):
        dlg.state["focus_save"] = f.hwnd


def _restore_focus(wm, dlg):
    f = wm.get(wm.focus)
    if f is not None and f is not dlg and descends(wm, f, dlg):
        return
    target = wm.get(dlg.state.get("focus_save", 0))
    if target is None or not descends(wm, target, dlg) or not _usable(wm, target):
        target = next_tab_item(wm, dlg, None, False)
    if target is not None:
        yield from set_dialog_focus(wm, target)


def _set_def_id(wm, dlg, new_id):
    old = find_control(wm, dlg, dlg.state.get("def_id", 0))
    if old is not None and is_push_button(old):
        old.style = (old.style & ~0xF) | BS_PUSHBUTTON
        wm.invalidate(old, None, False)
    dlg.state["def_id"] = new_id
    new = find_control(wm, dlg, new_id)
    if new is not None and is_push_button(new):
        new.style = (new.style & ~0xF) | BS_DEFPUSHBUTTON
        wm.invalidate(new, None, False)


# -- DefDlgProc -------------------------------------------------------------------------------
_RETURNS_RESULT = set(range(0x132, 0x139)) | {0x39, 0x2E, 0x2F, 0x37, WM_INITDIALOG}


def def_dlg_proc(wm, win, msg, wparam, lparam, wide=False):
    """Generator: DefDlgProc — the guest DLGPROC first, then the dialog defaults."""
    ptr = wm.vm.ptr_size
    proc = _dlgproc(win, ptr)
    _msgresult(win, ptr, 0)
    result = 0
    if proc:
        result = yield GuestCall(proc, (win.hwnd, msg, wparam, lparam))
        result = (result or 0) & 0xFFFFFFFF
    if not result and wm.get(win.hwnd) is not None:
        if msg in (WM_INITDIALOG, 0x2E, 0x2F, 0x39):
            return 0
        return (yield from _dlg_default(wm, win, msg, wparam, lparam, wide))
    if msg in _RETURNS_RESULT:
        return result
    return _msgresult(win, ptr) if wm.get(win.hwnd) is not None else 0


def _dlg_default(wm, win, msg, wparam, lparam, wide):
    vm = wm.vm
    if msg == WM_ERASEBKGND:
        dc = vm.gdi.get(wparam)
        if dc is None or not hasattr(dc, "fill_rect"):
            return 0
        brush = yield from wm.send(win.hwnd, WM_CTLCOLORDLG, wparam, win.hwnd)
        b = vm.gdi.get(brush) if brush else None
        color = dc.brush_color(b) if b is not None and hasattr(b, "style") else None
        cw, ch = win.client_size()
        dc.fill_rect((0, 0, cw, ch), color or SYS_COLORS[15])
        return 1
    if msg == WM_SHOWWINDOW:
        if not wparam:
            _save_focus(wm, win)
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, wide))
    if msg == WM_ACTIVATE:
        if wparam & 0xFFFF:
            yield from _restore_focus(wm, win)
        else:
            _save_focus(wm, win)
        return 0
    if msg == WM_SETFOCUS:
        yield from _restore_focus(wm, win)
        return 0
    if msg == DM_SETDEFID:
        if win.state.get("ended"):
            return 0
        _set_def_id(wm, win, wparam & 0xFFFF)
        return 1
    if msg == DM_GETDEFID:
        if win.state.get("ended"):
            return 0
        def_id = win.state.get("def_id", 0)
        if def_id:
            return (DC_HASDEFID << 16) | def_id
        for c in _children(wm, win):
            if is_push_button(c) and c.style & 0xF == BS_DEFPUSHBUTTON:
                return (DC_HASDEFID << 16) | (c.id & 0xFFFF)
        return 0
    if msg == WM_NEXTDLGCTL:
        if lparam & 0xFFFF:
            target = wm.get(wparam)
        else:
            focus = wm.get(wm.focus)
            if focus is not None and not descends(wm, focus, win):
                focus = None
            while focus is not None and focus.is_child and focus.parent != win.hwnd:
                focus = wm.get(focus.parent)
            if wparam:
                target = next_tab_item(wm, win, focus, True)
            else:
                target = next_tab_item(wm, win, focus, False)
        if target is not None:
            yield from set_dialog_focus(wm, target)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_CLOSE:
        # The dialog manager turns a close into IDCANCEL (only if Cancel is enabled).
        cancel = find_control(wm, win, IDCANCEL)
        if cancel is None or wm.is_enabled(cancel):
            wm.post(win.hwnd, WM_COMMAND, (BN_CLICKED << 16) | IDCANCEL,
                    cancel.hwnd if cancel is not None else 0)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, wide))


# -- creation ---------------------------------------------------------------------------------
def create_dialog(vm, tpl, inst, owner_hwnd, dlgproc, param, wide, modal=False):
    """Generator: DIALOG_CreateIndirect — the window, its font, controls, WM_INITDIALOG.

    Returns the dialog's hwnd (0 on failure). A modal dialog is left hidden: the modal
    loop shows it.
    """
    wm = vm.wm
    font = None
    if tpl.font is not None:
        # the template gives points: lfHeight = -MulDiv(points, LOGPIXELSY, 72)
        size, weight, italic, face = tpl.font
        font = Font(-muldiv(size, 96, 72), weight, face, italic=italic)
    cx, cy = base_units(vm, font)
    style, exstyle = tpl.style, tpl.exstyle
    menu = 0
    if tpl.menu is not None:
        # As DIALOG_CreateIndirect: the template's menu is loaded from the module's RT_MENU
        # and becomes the dialog's menu bar (taskmgr's main window is such a dialog).
        if inst not in (0, vm.image.base):
            raise Unimplemented("%s!CreateDialog: a menu of module %#x" % (USER32, inst))
        loaded = vm.menus.load(tpl.menu)
        if loaded is None:
            vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
            return 0
        menu = loaded.handle
    if style & DS_MODALFRAME:
        exstyle |= WS_EX_DLGMODALFRAME
    # Windows' dialog manager: every dialog has the 3-D look (DS_3DLOOK, whatever the
    # template says); one that is not WS_CHILD, and any DS_CONTROL one, is a control
    # parent (the dialog navigation enters it), and DS_CONTROL takes the caption and
    # window menu away (win.c test_dialog_styles, checked against Windows).
    style |= DS_3DLOOK
    if not style & WS_CHILD:
        exstyle |= WS_EX_CONTROLPARENT
    if style & DS_CONTROL:
        style &= ~(WS_CAPTION | WS_SYSMENU)
        exstyle |= WS_EX_CONTROLPARENT
    owner = wm.get(owner_hwnd) if owner_hwnd else None
    owner_wm = wm
    if owner is None and owner_hwnd:
        # a dialog owned by another process's window (user/procwindows.py)
        found = foreign_owner(vm, "USER32.dll!CreateDialog", owner_hwnd, style & WS_CHILD)
        if found is not None:
            owner_wm, owner = found[0].wm, found[1]
    if style & WS_CHILD and owner is None:
        vm.last_error = ERROR_TLW_WITH_WSCHILD
        return 0
    cw, ch = muldiv(tpl.cx, cx, 4), muldiv(tpl.cy, cy, 8)
    l, t, r, b = adjust_rect((0, 0, cw, ch), style, bool(menu), exstyle, vm.wm.nc)
    w, h = r - l, b - t
    if style & DS_CENTER and not style & WS_CHILD:
        x, y = (wm.width - w) // 2, (wm.height - h) // 2
    else:
        x, y = l + muldiv(tpl.x, cx, 4), t + muldiv(tpl.y, cy, 8)
        if owner is not None and not style & (WS_CHILD | DS_ABSALIGN):
            ox, oy = owner_wm.client_origin(owner)
            x, y = x + ox, y + oy
    if not style & WS_CHILD:
        x = max(0, min(x, wm.width - w))
        y = max(0, min(y, wm.height - h))
    cls_name = tpl.cls if tpl.cls is not None else DIALOG_CLASS
    hwnd = yield from create_window(vm, exstyle, cls_name, tpl.title, style & ~WS_VISIBLE,
                                    x, y, w, h, owner.hwnd if owner else 0, menu, inst, 0, wide)
    dlg = wm.get(hwnd)
    if dlg is None:
        return 0
    dlg.unicode = bool(wide)
    dlg.state["dialog"] = True
    # a new dialog's default ID is IDOK, button or not (DM_GETDEFID answers it under
    # Wine 8; a BS_DEFPUSHBUTTON item or DM_SETDEFID changes it)
    dlg.state["def_id"] = IDOK
    if dlg.cls.name == DIALOG_CLASS and wide:
        dlg.wndproc = vm.proc_address(USER32, "DefDlgProcW")
    _set_dlgproc(dlg, dlgproc, vm.ptr_size)
    hfont = 0
    if font is not None:
        hfont = vm.gdi.add(font)
        yield from wm.send(hwnd, WM_SETFONT, hfont, 0)
        dlg.state["font"] = hfont
    for it in tpl.items:
        ok = yield from _create_control(vm, dlg, it, inst, hfont, wide, cx, cy)
        if wm.get(hwnd) is None:
            return 0
        if not ok and not style & DS_NOFAILCREATE:
            yield from wm.destroy(hwnd)
            return 0
    first = next_tab_item(wm, dlg, None, False)
    r = yield from wm.send(hwnd, WM_INITDIALOG, first.hwnd if first else 0, param)
    if wm.get(hwnd) is None:
        return 0
    # Keyboard cues start hidden unless the dialog was opened from the keyboard.
    yield from wm.send(hwnd, uistate.WM_CHANGEUISTATE, uistate.UIS_INITIALIZE, 0)
    if wm.get(hwnd) is None:
        return 0
    if r:
        # TRUE asks for the default focus: the first tab stop (its text selected).
        first = next_tab_item(wm, dlg, None, False)
        if first is not None:
            yield from set_dialog_focus(wm, first)
    event_hooks.dialog_opened(vm, dlg, getattr(tpl, "resource_id", None), modal)
    if tpl.style & WS_VISIBLE and not modal and not dlg.style & WS_VISIBLE \
            and not dlg.state.get("ended"):
        yield from show_window(vm, dlg, 1)
    return hwnd


def _create_control(vm, dlg, it, inst, hfont, wide, cx, cy):
    """Generator: create one template item; returns False when it could not be created."""
    wm = vm.wm
    cls = it.cls
    if isinstance(cls, str) and wm.find_class(cls) is None and \
            cls.upper() in ("SCROLLBAR", "COMBOBOX"):
        raise Unimplemented("%s!CreateDialog: %s controls" % (USER32, cls.upper()))
    # An ordinal title (an About box's "ICON 1, -1, ..." item) reaches the control as the
    # template spells it, 0xFFFF and the number: an image static loads that resource, and
    # the two characters are the control's text (GetWindowTextLength 2, as under Wine 8)
    title = it.title if isinstance(it.title, str) else "\uffff" + chr(it.title)
    data_ptr = 0
    if it.data:
        data_ptr = vm.heap.alloc(len(it.data))
        vm.mem.write(data_ptr, it.data)
    style, exstyle = it.style | WS_CHILD, it.exstyle | WS_EX_NOPARENTNOTIFY
    if style & WS_BORDER:
        # the dialog manager gives a template's bordered controls the sunken client
        # edge in place of the flat line (Windows 95 on; an edit created outside a
        # dialog keeps its flat border)
        style = style & ~WS_BORDER
        exstyle |= WS_EX_CLIENTEDGE
    try:
        h = yield from create_window(
            vm, exstyle, cls, title, style,
            muldiv(it.x, cx, 4), muldiv(it.y, cy, 8), muldiv(it.cx, cx, 4),
            muldiv(it.cy, cy, 8), dlg.hwnd, it.id & 0xFFFF, inst, data_ptr, wide)
    finally:
        if data_ptr:
            vm.heap.free(data_ptr)
    ctl = wm.get(h) if h else None
    if ctl is None:
        return False
    ctl.unicode = bool(wide)
    if isinstance(it.title, int):
        ctl.state["resource_id"] = it.title   # e.g. the icon of an SS_ICON control
    if hfont:
        yield from wm.send(h, WM_SETFONT, hfont, 0)
    code = yield from wm.send(h, WM_GETDLGCODE, 0, 0)
    if code & DLGC_DEFPUSHBUTTON:
        dlg.state["def_id"] = it.id & 0xFFFF
    return True


def _resource_template(c, inst, name):
    res = module_resources(c.vm, inst)
    if res is None:
        raise Unimplemented("%s: dialog templates from resources of module %#x"
                            % (c.spec.full_name, inst))
    data = res.data(5, name)   # RT_DIALOG
    if data is None:
        c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
        return None
    tpl = parse_template_bytes(data)
    tpl.resource_id = name          # the template id of the dialog's events
    return tpl


def _owner_of(wm, hwnd):
    """A modal dialog's owner (or a WS_CHILD one's parent) given ``hwnd``: it or its
    nearest ancestor that is not a WS_CHILD window (wm.owner_for)."""
    win = wm.get(hwnd) if hwnd else None
    return wm.owner_for(win) if win is not None else None


def dialog_box(vm, tpl, inst, owner_hwnd, dlgproc, param, wide):
    """Generator: DialogBoxIndirectParam — create, run the modal loop, return EndDialog's value."""
    wm = vm.wm
    owner = _owner_of(wm, owner_hwnd)
    # another process's window as the owner (user/procwindows.py): disabled and enabled
    # again by its own thread
    foreign = foreign_owner(vm, "USER32.dll!DialogBox", owner_hwnd, False) \
        if owner is None and owner_hwnd else None
    if foreign is not None:
        foreign = (foreign[0], foreign[0].wm.owner_for(foreign[1]))
    owner_hwnd = owner.hwnd if owner else foreign[1].hwnd if foreign else 0
    # The owner is disabled before the dialog is created, as Windows does (and Wine, which
    # says so): the dialog is activated while it is made (its default focus), and the
    # owner's WM_ACTIVATE(WA_INACTIVE) must not be able to take the focus back.
    disabled = None
    if owner is not None and not owner.style & WS_DISABLED:
        owner.style |= WS_DISABLED
        disabled = owner.hwnd
        yield from winevents.window_event(vm, winevents.EVENT_OBJECT_STATECHANGE, owner)
        yield from wm.send(owner.hwnd, 0x000A, 0, 0)  # WM_ENABLE FALSE
    elif foreign is not None and not foreign[1].style & WS_DISABLED:
        disabled = foreign[1].hwnd
        yield from in_owner(vm, *foreign, lambda p, w: enable_window(p, w, False))
    hwnd = yield from create_dialog(vm, tpl, inst, owner_hwnd, dlgproc, param, wide,
                                    modal=True)
    dlg = wm.get(hwnd) if hwnd else None
    if dlg is None:
        if disabled == owner_hwnd and owner is not None and wm.get(owner.hwnd) is not None:
            yield from enable_window(vm, owner, True)
        elif disabled is not None and foreign is not None:
            yield from in_owner(vm, *foreign, lambda p, w: enable_window(p, w, True))
        return 0xFFFFFFFF
    if owner_hwnd:
        # the owner is enabled when the dialog ends, even one that was disabled before
        # (a dialog opened from a modal dialog over the same owner): Windows' EndDialog
        # does, win.c's test_dialog_styles checks it
        dlg.state["modal_owner"] = owner_hwnd
    msgp = vm.heap.alloc(MSG.sizeof(vm.ptr_size))   # what IsDialogMessage's callees see
    wm.modal_depth += 1
    try:
        if not dlg.state.get("ended") and not dlg.style & WS_VISIBLE:
            yield from show_window(vm, dlg, 1)
    except BaseException:
        _leave_modal(vm, msgp)
        raise
    return (yield from _dialog_loop(vm, dlg, owner, msgp))


def _leave_modal(vm, msgp):
    """The end of a modal dialog's loop: one modal level less, its MSG buffer freed."""
    vm.wm.modal_depth -= 1
    vm.heap.free(msgp)


def _dialog_loop(vm, dlg, owner, msgp):
    """Generator: a modal dialog's message loop and its ending; returns EndDialog's value.
    Starting it over from its arguments is the same as resuming it parked in its wait for
    a message, which is how a savestate carries an open dialog (state/coroutines.py)."""
    wm = vm.wm
    hwnd = dlg.hwnd
    owner_hwnd = owner.hwnd if owner is not None else 0

    def idle():
        # documented: when the queue runs empty the owner hears WM_ENTERIDLE
        # (MSGF_DIALOGBOX, the dialog), once until a message comes, unless the template
        # says DS_NOIDLEMSG; it goes to the owner the dialog was made with, whatever
        # its parent is now (win.c's test_dialog_parent ends dialogs from there)
        if dlg.state.get("idle_sent") or dlg.style & DS_NOIDLEMSG or \
                wm.get(owner_hwnd) is None:
            return dlg.state.get("ended", False)
        dlg.state["idle_sent"] = True
        yield from wm.send(owner_hwnd, WM_ENTERIDLE, MSGF_DIALOGBOX, hwnd)
        return bool(dlg.state.get("ended")) or wm.get(hwnd) is None

    try:
        while not dlg.state.get("ended") and wm.get(hwnd) is not None:
            m = yield from wm.modal_message(on_idle=idle)
            if m is None:  # WM_QUIT ends the dialog's loop
                break
            if m.msg == WM_NULL and dlg.state.get("ended"):
                break       # EndDialog in the owner's WM_ENTERIDLE
            dlg.state["idle_sent"] = False
            if (yield from msg_filter(vm, m, MSGF_DIALOGBOX)):
                continue            # a WH_MSGFILTER hook took the message
            write_msg(vm.mem, msgp, m, vm.ptr_size)
            handled = yield from is_dialog_message(vm, hwnd, m, msgp)
            if not handled:
                yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    finally:
        _leave_modal(vm, msgp)
    # a loop ended by WM_QUIT or by the dialog's destruction, without EndDialog,
    # answers IDOK (1), as Windows' dialog manager starts its result (win.c's
    # test_dialog_parent)
    result = dlg.state.get("result", 0xFFFFFFFF) if dlg.state.get("ended") else 1
    # (EndDialog enabled the owner; a loop ended by WM_QUIT or by the dialog's
    # destruction leaves it disabled, as Windows does: win.c test_dialog_parent)
    if wm.get(hwnd) is not None:
        # the modal loop is over (Windows raises it before DestroyWindow, msg.c's
        # WmModalDialogSeq)
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_DIALOGEND, dlg)
        yield from wm.destroy(hwnd)
    if owner is not None and wm.get(owner.hwnd) is not None and wm.is_visible(owner):
        yield from wm.activate(owner.hwnd)
        f = wm.get(wm.focus)
        if f is None or wm.toplevel(f) is not owner:
            yield from wm.set_focus(owner.hwnd)
    return result


def _enable_owner(wm, dlg):
    """Generator: EndDialog enables the window the dialog's GWLP_HWNDPARENT names now (its
    parent for a WS_CHILD dialog, its owner for another, whoever disabled it and even
    for a modeless dialog: win.c test_dialog_parent), else the owner its modal loop
    disabled."""
    h = dlg.state.pop("modal_owner", 0)
    now = dlg.parent if dlg.child_style else dlg.owner
    if now and wm.get(now) is not None:
        h = now
    owner = wm.get(h) if h else None
    found = foreign_window(wm.vm, h) if h and owner is None else None
    if found is not None and found[1].style & WS_DISABLED:
        # another process's window: enabled by its own thread
        yield from in_owner(wm.vm, *found, lambda p, w: enable_window(p, w, True))
    if owner is not None and owner.style & WS_DISABLED:
        owner.style &= ~WS_DISABLED
        yield from winevents.window_event(wm.vm, winevents.EVENT_OBJECT_STATECHANGE, owner)
        yield from wm.send(owner.hwnd, 0x000A, 1, 0)  # WM_ENABLE TRUE


def end_dialog(vm, hwnd, result):
    """Generator: EndDialog — record the result, re-enable the owner, hide the dialog."""
    wm = vm.wm
    dlg = wm.get(hwnd)
    if dlg is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    dlg.state["ended"] = True
    dlg.state["result"] = result & 0xFFFFFFFF
    yield from _enable_owner(wm, dlg)
    if dlg.style & WS_VISIBLE:
        yield from show_window(vm, dlg, 0)
    if wm.active == hwnd:
        owner = wm.get(dlg.owner) if dlg.owner else None
        if owner is not None:
            yield from wm.activate(owner.hwnd)
    # Wake a modal loop parked in GetMessage (EndDialog may come from a timer or elsewhere).
    wm.post(hwnd, WM_NULL, 0, 0)
    return 1


def _item(c, dlg, ctrl_id):
    d = c.vm.wm.get(dlg)
    if d is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return None
    ctl = find_control(c.vm.wm, d, ctrl_id & 0xFFFF if ctrl_id >= 0 else ctrl_id)
    if ctl is None:
        c.vm.last_error = ERROR_CONTROL_ID_NOT_FOUND
    return ctl


def _send_text_op(c, ctl, msg, wparam, lparam):
    # The send path converts the text when the caller's character set differs (msgconv).
    return (yield from c.vm.wm.send(ctl.hwnd, msg, wparam, lparam, sender=c))


def _text_of(c, ctl):
    """Generator: a control's text through WM_GETTEXT."""
    wm = c.vm.wm
    n = yield from wm.send(ctl.hwnd, 0x000E, 0, 0)   # WM_GETTEXTLENGTH
    p = c.vm.heap.alloc(2 * n + 4)
    try:
        yield from wm.send(ctl.hwnd, WM_GETTEXT, n + 1, p)
        return (c.vm.mem.wstr(p) if is_wide(ctl) else c.vm.mem.cstr(p)) or ""
    finally:
        c.vm.heap.free(p)


# -- the control channel -------------------------------------------------------------------
def active_dialog(vm):
    """The active top-level dialog window, else the topmost visible dialog, else None."""
    wm = vm.wm
    a = wm.get(wm.active)
    if a is not None and not a.is_child and is_dialog(a) and wm.is_visible(a):
        return a
    for h in reversed(wm.zorder):
        w = wm.get(h)
        if w is not None and is_dialog(w) and wm.is_visible(w):
            return w
    return None


def _dialog_and_control(vm, ctrl_id):
    dlg = active_dialog(vm)
    if dlg is None:
        raise ValueError("no dialog is open")
    ctl = find_control(vm.wm, dlg, ctrl_id)
    if ctl is None:
        ids = sorted(c.id for c in _children(vm.wm, dlg))
        raise ValueError("dialog %r has no control with id %d (ids: %s)"
                         % (dlg.title, ctrl_id, ", ".join(str(i) for i in ids) or "none"))
    return dlg, ctl


def dialog_command(vm, ctrl_id):
    """Post WM_COMMAND(MAKEWPARAM(id, BN_CLICKED), hwndCtrl) to the active dialog.

    Raises ValueError when no dialog is open or it has no control with that id.
    """
    dlg, ctl = _dialog_and_control(vm, ctrl_id)
    vm.wm.post(dlg.hwnd, WM_COMMAND, (BN_CLICKED << 16) | (ctrl_id & 0xFFFF), ctl.hwnd)
    return dlg.hwnd


def dialog_control_center(vm, ctrl_id):
    """Screen (x, y) of the centre of control ``ctrl_id`` of the active dialog (ValueError).

    A class with a ``click_point`` hook answers for its controls instead: a combo box
    gives the point a click acts on, its drop-down button."""
    _, ctl = _dialog_and_control(vm, ctrl_id)
    if ctl.cls.click_point is not None:   # the class knows better (a combo box's button)
        return ctl.cls.click_point(vm.wm, ctl)
    l, t, r, b = vm.wm.window_rect(ctl)
    return (l + r) // 2, (t + b) // 2


def install(vm):
    """Register the dialog class #32770 (DLGWINDOWEXTRA bytes) with DefDlgProc."""
    wm = vm.wm
    addr_a = vm.proc_address(USER32, "DefDlgProcA")
    addr_w = vm.proc_address(USER32, "DefDlgProcW")
    wm.register_python_proc(addr_a, lambda wm_, win, m, wp, lp:
                            def_dlg_proc(wm_, win, m, wp, lp, False), default=True)
    wm.register_python_proc(addr_w, lambda wm_, win, m, wp, lp:
                            def_dlg_proc(wm_, win, m, wp, lp, True), default=True)
    wm.register_class(WindowClass(DIALOG_CLASS, 0x8 | 0x800, addr_a, 0,
                                  _DWLP[vm.ptr_size][3], 0, 0, 0, 0, builtin=True))
