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

from . import emit as event_hooks
from ...abi.api import GuestCall, Unimplemented
from ..core.mnemonics import mnemonic_char
from ..core.structures import MSG
from ..core.styles import (BS_DEFPUSHBUTTON, BS_PUSHBUTTON, BS_AUTORADIOBUTTON, BM_CLICK,
                           BM_GETCHECK, BN_CLICKED, DLGC_BUTTON, DLGC_DEFPUSHBUTTON,
                           DLGC_RADIOBUTTON, WS_GROUP, WS_TABSTOP, is_push_button)
from ..gdi.objects import SYS_COLORS, Font
from ..core.messages import (WM_ACTIVATE, WM_CHAR, WM_CLOSE, WM_COMMAND, WM_ERASEBKGND,
                             WM_GETDLGCODE, WM_GETFONT, WM_GETTEXT, WM_INITDIALOG, WM_KEYDOWN,
                             WM_NULL, WM_SETFOCUS, WM_SETFONT,
                             WM_SHOWWINDOW, WM_USER)
from .wm import (WS_CAPTION, WS_CHILD, WS_DISABLED, WS_EX_DLGMODALFRAME, WS_SYSMENU,
                 WS_VISIBLE, WindowClass, is_wide)
from .msgloop import dispatch, write_msg
from . import uistate
from ..core.winerror import (ERROR_CONTROL_ID_NOT_FOUND, ERROR_INVALID_PARAMETER,
                             ERROR_INVALID_WINDOW_HANDLE, ERROR_RESOURCE_NAME_NOT_FOUND,
                             ERROR_TLW_WITH_WSCHILD)
from .window import adjust_rect, create_window, def_window_proc, show_window
from ..kernel.resources import module_resources
from ..core.dllnames import USER32

__all__ = ["DialogTemplate", "DialogItem", "template_item", "parse_template", "read_template", "base_units",
           "muldiv", "create_dialog", "dialog_box", "end_dialog", "def_dlg_proc",
           "is_dialog_message", "next_tab_item", "next_group_item", "is_dialog",
           "active_dialog", "dialog_command", "dialog_control_center", "find_control",
           "child_got_focus", "install", "BASE_CX", "BASE_CY", "dialog_base_units",
           "font_base_units", "DIALOG_CLASS", "dialog_mnemonic",
           "SHELL_DLG_FONT"]

DIALOG_CLASS = "#32770"
DLGWINDOWEXTRA = 30
DWLP_MSGRESULT, DWLP_DLGPROC, DWLP_USER = 0, 4, 8
#: The dialog's extra bytes by the program's pointer size (winuser.h): DWLP_MSGRESULT (an
#: LRESULT), DWLP_DLGPROC, DWLP_USER, each pointer-sized, and DLGWINDOWEXTRA (48 on x64).
_DWLP = {4: (DWLP_MSGRESULT, DWLP_DLGPROC, DWLP_USER, DLGWINDOWEXTRA), 8: (0, 8, 16, 48)}
_CELL = {4: "<I", 8: "<Q"}

DS_ABSALIGN, DS_SYSMODAL, DS_LOCALEDIT, DS_SETFONT = 0x1, 0x2, 0x20, 0x40
DS_MODALFRAME, DS_NOIDLEMSG, DS_SETFOREGROUND, DS_3DLOOK = 0x80, 0x100, 0x200, 0x4
DS_FIXEDSYS, DS_NOFAILCREATE, DS_CONTROL, DS_CENTER = 0x8, 0x10, 0x400, 0x800
DS_CENTERMOUSE, DS_CONTEXTHELP, DS_SHELLFONT = 0x1000, 0x2000, 0x40 | 0x8
#: The DS_SETFONT font of the system's own dialog templates (comdlg32, shell32):
#: (point size, weight, italic, face) as a template's FONT statement gives it.
SHELL_DLG_FONT = (8, 400, 0, "MS Shell Dlg")
WS_EX_NOPARENTNOTIFY, WS_EX_CONTROLPARENT = 0x4, 0x10000

DM_GETDEFID, DM_SETDEFID, DM_REPOSITION = WM_USER, WM_USER + 1, WM_USER + 2
DC_HASDEFID = 0x534B
WM_NEXTDLGCTL = 0x28
WM_CTLCOLORDLG = 0x136
WM_SYSKEYDOWN, WM_SYSCHAR = 0x104, 0x106
BS_GROUPBOX, DLGC_STATIC = 0x7, 0x100
DLGC_WANTARROWS, DLGC_WANTTAB, DLGC_WANTALLKEYS, DLGC_WANTMESSAGE = 0x1, 0x2, 0x4, 0x4
DLGC_HASSETSEL, DLGC_WANTCHARS = 0x8, 0x80
EM_SETSEL = 0xB1
IDOK, IDCANCEL = 1, 2
VK_TAB, VK_RETURN, VK_ESCAPE, VK_CANCEL, VK_EXECUTE = 0x09, 0x0D, 0x1B, 0x03, 0x2B
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28

#: Predefined control classes by template ordinal.
CLASS_ORDINALS = {0x80: "BUTTON", 0x81: "EDIT", 0x82: "STATIC", 0x83: "LISTBOX",
                  0x84: "SCROLLBAR", 0x85: "COMBOBOX"}


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


# -- templates --------------------------------------------------------------------------------
class DialogItem:
    """One control of a dialog template."""

    def __init__(self):
        self.help_id = 0
        self.style = self.exstyle = 0
        self.x = self.y = self.cx = self.cy = 0
        self.id = 0
        self.cls = None       # class name (str) after mapping ordinals
        self.title = ""       # str, or an int resource ordinal
        self.data = b""       # creation data


def template_item(cls, cid, style, x, y, cx, cy, title=""):
    """A visible child control for a template built in Python (dialog units)."""
    it = DialogItem()
    it.cls, it.id, it.title = cls, cid, title
    it.style = WS_CHILD | WS_VISIBLE | style
    it.x, it.y, it.cx, it.cy = x, y, cx, cy
    return it


class DialogTemplate:
    """A parsed DLGTEMPLATE / DLGTEMPLATEEX."""

    def __init__(self):
        self.ex = False
        self.help_id = 0
        self.style = self.exstyle = 0
        self.x = self.y = self.cx = self.cy = 0
        self.menu = None      # None, str or int
        self.cls = None       # None (the dialog class), str or int atom
        self.title = ""
        self.font = None      # (pointsize, weight, italic, face) with DS_SETFONT
        self.items = []


class _Reader:
    """Little-endian reads from a byte source given as get(offset, n) -> bytes."""

    def __init__(self, get):
        self.get, self.off = get, 0

    def take(self, fmt):
        size = struct.calcsize(fmt)
        vals = struct.unpack(fmt, self.get(self.off, size))
        self.off += size
        return vals if len(vals) > 1 else vals[0]

    def wstr(self):
        out = []
        while True:
            ch = self.take("<H")
            if ch == 0:
                return "".join(out)
            out.append(chr(ch))
            if len(out) > 4096:
                raise ValueError("unterminated string in dialog template")

    def sz_or_ord(self):
        first = self.take("<H")
        if first == 0:
            return None
        if first == 0xFFFF:
            return self.take("<H")
        out = [chr(first)]
        rest = self.wstr()
        return "".join(out) + rest

    def align(self, n=4):
        self.off = (self.off + n - 1) & ~(n - 1)


def parse_template(get):
    """Parse a dialog template from ``get(offset, n) -> bytes`` (both template formats)."""
    r = _Reader(get)
    t = DialogTemplate()
    ver, sig = struct.unpack("<HH", get(0, 4))
    if ver == 1 and sig == 0xFFFF:
        t.ex = True
        r.off = 4
        t.help_id, t.exstyle, t.style = r.take("<III")
        count = r.take("<H")
        t.x, t.y, t.cx, t.cy = r.take("<hhhh")
    else:
        t.style, t.exstyle = r.take("<II")
        count = r.take("<H")
        t.x, t.y, t.cx, t.cy = r.take("<hhhh")
    t.menu = r.sz_or_ord()
    t.cls = r.sz_or_ord()
    t.title = r.wstr()
    if t.style & DS_SETFONT:
        size = r.take("<H")
        if t.ex:
            weight, italic, _charset = r.take("<HBB")
        else:
            weight, italic = 400, 0
        face = r.wstr()
        t.font = (size, weight, italic, face)
    for _ in range(count):
        r.align(4)
        it = DialogItem()
        if t.ex:
            it.help_id, it.exstyle, it.style = r.take("<III")
            it.x, it.y, it.cx, it.cy = r.take("<hhhh")
            it.id = r.take("<I")
        else:
            it.style, it.exstyle = r.take("<II")
            it.x, it.y, it.cx, it.cy = r.take("<hhhh")
            it.id = r.take("<H")
        cls = r.sz_or_ord()
        it.cls = CLASS_ORDINALS.get(cls, cls) if isinstance(cls, int) else cls
        title = r.sz_or_ord()
        it.title = "" if title is None else title
        extra = r.take("<H")
        if extra:
            # The count covers the creation data that follows (documented for both
            # formats); the data is handed to the control as CREATESTRUCT.lpCreateParams.
            it.data = get(r.off, extra)
            r.off += extra
        t.items.append(it)
    return t


def parse_template_bytes(data):
    """Parse a template held in a bytes object (a resource's data)."""
    def get(off, n):
        if off + n > len(data):
            raise ValueError("dialog template is truncated")
        return data[off:off + n]
    return parse_template(get)


def read_template(mem, addr):
    """Parse a template in guest memory at ``addr``."""
    return parse_template(lambda off, n: mem.read(addr + off, n))


# -- helpers ----------------------------------------------------------------------------------
def is_dialog(win):
    """True for dialog windows: the #32770 class (MessageBox too) or made from a template."""
    name = win.cls.name
    return bool(win.state.get("dialog")) or (isinstance(name, str) and name == DIALOG_CLASS)


def _children(wm, win):
    out = []
    for h in win.children:
        c = wm.get(h)
        if c is not None:
            out.append(c)
    return out


def find_control(wm, dlg, ctrl_id):
    """The child of ``dlg`` with control id ``ctrl_id`` (GetDlgItem), or None."""
    for c in _children(wm, dlg):
        if c.id == ctrl_id:
            return c
    return None


def _descends(wm, win, ancestor):
    while win is not None:
        if win is ancestor:
            return True
        if not win.is_child:
            return False
        win = wm.get(win.parent)
    return False


def _usable(wm, c):
    return wm.is_visible(c) and not c.style & WS_DISABLED


def next_tab_item(wm, dlg, ctl, previous):
    """GetNextDlgTabItem: the next (or previous) visible enabled WS_TABSTOP child."""
    kids = _children(wm, dlg)
    cands = [c for c in kids if c.style & WS_TABSTOP and _usable(wm, c)]
    if not cands:
        return None
    if ctl is None or ctl not in kids:
        return cands[-1] if previous else cands[0]
    i = kids.index(ctl)
    n = len(kids)
    for k in range(1, n + 1):
        c = kids[(i - k) % n] if previous else kids[(i + k) % n]
        if c in cands:
            return c
    return ctl


def _group(wm, dlg, ctl):
    kids = _children(wm, dlg)
    i = kids.index(ctl)
    start = i
    while start > 0 and not kids[start].style & WS_GROUP:
        start -= 1
    end = i + 1
    while end < len(kids) and not kids[end].style & WS_GROUP:
        end += 1
    return kids[start:end]


def next_group_item(wm, dlg, ctl, previous):
    """GetNextDlgGroupItem: the next (or previous) usable control in ctl's group (cyclic)."""
    kids = _children(wm, dlg)
    if ctl is None or ctl not in kids:
        return next((c for c in kids if _usable(wm, c)), None)
    group = _group(wm, dlg, ctl)
    i = group.index(ctl)
    n = len(group)
    for k in range(1, n + 1):
        c = group[(i - k) % n] if previous else group[(i + k) % n]
        if _usable(wm, c):
            return c
    return ctl


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


def set_dialog_focus(wm, ctrl):
    """Generator: DEFDLG_SetFocus — select an edit's whole text, then focus the control."""
    code = yield from wm.send(ctrl.hwnd, WM_GETDLGCODE, 0, 0)
    if code & DLGC_HASSETSEL:
        yield from wm.send(ctrl.hwnd, EM_SETSEL, 0, 0xFFFFFFFF)
    yield from wm.set_focus(ctrl.hwnd)


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
    if f is not None and f is not dlg and _descends(wm, f, dlg):
        dlg.state["focus_save"] = f.hwnd


def _restore_focus(wm, dlg):
    f = wm.get(wm.focus)
    if f is not None and f is not dlg and _descends(wm, f, dlg):
        return
    target = wm.get(dlg.state.get("focus_save", 0))
    if target is None or not _descends(wm, target, dlg) or not _usable(wm, target):
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
            if focus is not None and not _descends(wm, focus, win):
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
    if style & DS_CONTROL:
        style &= ~(WS_CAPTION | WS_SYSMENU)
        exstyle |= WS_EX_CONTROLPARENT
    owner = wm.get(owner_hwnd) if owner_hwnd else None
    if style & WS_CHILD and owner is None:
        vm.last_error = ERROR_TLW_WITH_WSCHILD
        return 0
    cw, ch = muldiv(tpl.cx, cx, 4), muldiv(tpl.cy, cy, 8)
    l, t, r, b = adjust_rect((0, 0, cw, ch), style, bool(menu), exstyle)
    w, h = r - l, b - t
    if style & DS_CENTER and not style & WS_CHILD:
        x, y = (wm.width - w) // 2, (wm.height - h) // 2
    else:
        x, y = l + muldiv(tpl.x, cx, 4), t + muldiv(tpl.y, cy, 8)
        if owner is not None and not style & (WS_CHILD | DS_ABSALIGN):
            ox, oy = wm.client_origin(owner)
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
    dlg.state["def_id"] = 0
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
    title = it.title if isinstance(it.title, str) else ""
    data_ptr = 0
    if it.data:
        data_ptr = vm.heap.alloc(len(it.data))
        vm.mem.write(data_ptr, it.data)
    try:
        h = yield from create_window(
            vm, it.exstyle | WS_EX_NOPARENTNOTIFY, cls, title, it.style | WS_CHILD,
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
    win = wm.get(hwnd) if hwnd else None
    return wm.toplevel(win) if win is not None else None


def dialog_box(vm, tpl, inst, owner_hwnd, dlgproc, param, wide):
    """Generator: DialogBoxIndirectParam — create, run the modal loop, return EndDialog's value."""
    wm = vm.wm
    owner = _owner_of(wm, owner_hwnd)
    if tpl.style & WS_CHILD:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0xFFFFFFFF
    hwnd = yield from create_dialog(vm, tpl, inst, owner.hwnd if owner else 0, dlgproc,
                                    param, wide, modal=True)
    dlg = wm.get(hwnd) if hwnd else None
    if dlg is None:
        return 0xFFFFFFFF
    if owner is not None and wm.get(owner.hwnd) is not None and not owner.style & WS_DISABLED:
        owner.style |= WS_DISABLED
        dlg.state["modal_owner"] = owner.hwnd
        yield from wm.send(owner.hwnd, 0x000A, 0, 0)  # WM_ENABLE FALSE
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
    try:
        while not dlg.state.get("ended") and wm.get(hwnd) is not None:
            m = yield from wm.modal_message()
            if m is None:  # WM_QUIT ends the dialog's loop
                break
            write_msg(vm.mem, msgp, m, vm.ptr_size)
            handled = yield from is_dialog_message(vm, hwnd, m, msgp)
            if not handled:
                yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    finally:
        _leave_modal(vm, msgp)
    result = dlg.state.get("result", 0xFFFFFFFF) if dlg.state.get("ended") else 0xFFFFFFFF
    yield from _enable_owner(wm, dlg)
    if wm.get(hwnd) is not None:
        yield from wm.destroy(hwnd)
    if owner is not None and wm.get(owner.hwnd) is not None and wm.is_visible(owner):
        yield from wm.activate(owner.hwnd)
        f = wm.get(wm.focus)
        if f is None or wm.toplevel(f) is not owner:
            yield from wm.set_focus(owner.hwnd)
    return result


def _enable_owner(wm, dlg):
    h = dlg.state.pop("modal_owner", 0)
    owner = wm.get(h) if h else None
    if owner is not None and owner.style & WS_DISABLED:
        owner.style &= ~WS_DISABLED
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


# -- IsDialogMessage --------------------------------------------------------------------------
def is_dialog_message(vm, dlg_hwnd, m, msgp):
    """Generator: IsDialogMessage — the dialog keyboard interface; True if ``m`` was handled."""
    wm = vm.wm
    dlg = wm.get(dlg_hwnd)
    target = wm.get(m.hwnd)
    if dlg is None or target is None or not _descends(wm, target, dlg):
        return False
    if m.msg in (WM_KEYDOWN, WM_CHAR):
        code = yield from wm.send(m.hwnd, WM_GETDLGCODE, m.wparam, msgp)
        if m.msg == WM_KEYDOWN and not code & DLGC_WANTMESSAGE:
            done = yield from _dialog_key(wm, dlg, target, m.wparam, code, msgp)
            if done:
                return True
        if m.msg == WM_CHAR and not code & (DLGC_WANTCHARS | DLGC_WANTMESSAGE) and \
                not (m.wparam == 9 and code & DLGC_WANTTAB):
            # A plain letter where the focus takes no characters is a mnemonic.
            if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
                return True
    elif m.msg == WM_SYSCHAR:
        swallow = dlg.state.pop("mnemonic_key", None)
        if swallow is not None and chr(m.wparam).upper() == swallow:
            return True    # already acted on at its WM_SYSKEYDOWN
        if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
            return True
    elif m.msg == WM_SYSKEYDOWN and 0x12 in wm.keys_down and (
            0x30 <= m.wparam <= 0x39 or 0x41 <= m.wparam <= 0x5A):
        # Alt+letter. Windows acts on the WM_SYSCHAR that TranslateMessage makes; our
        # characters arrive on their own (a keypress may not follow), so the key acts
        # and the WM_SYSCHAR of the same letter, if it comes, is swallowed.
        dlg.state.pop("mnemonic_key", None)
        if (yield from dialog_mnemonic(wm, dlg, target, m.wparam)):
            dlg.state["mnemonic_key"] = chr(m.wparam).upper()
            return True
    yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    return True


def _tab_order(wm, dlg):
    """The dialog's descendants in GetWindow(GW_CHILD / GW_HWNDNEXT) walk order, entering
    only visible, enabled windows, as DIALOG_IsAccelerator walks them."""
    out = []

    def walk(win):
        for h in win.children:
            c = wm.get(h)
            if c is None:
                continue
            out.append(c)
            if c.style & WS_VISIBLE and wm.is_enabled(c):
                walk(c)
    walk(dlg)
    return out


def dialog_mnemonic(wm, dlg, start, ch):
    """Generator: DIALOG_IsAccelerator — find, from ``start`` (the focus) onwards and round,
    the visible enabled button or static whose label's mnemonic is ``ch``. A button is
    clicked (BM_CLICK); a static or group box moves the focus to the next tab stop after
    it. True when one was found."""
    want = chr(ch).upper()
    order = _tab_order(wm, dlg)
    at = next((i for i, c in enumerate(order) if c is start), 0)
    for ctl in order[at:] + order[:at]:
        if wm.get(ctl.hwnd) is None or not ctl.style & WS_VISIBLE or not wm.is_enabled(ctl):
            continue
        code = yield from wm.send(ctl.hwnd, WM_GETDLGCODE, 0, 0)
        if not code & (DLGC_BUTTON | DLGC_STATIC) or mnemonic_char(ctl.title) != want:
            continue
        if code & DLGC_STATIC or ctl.style & 0xF == BS_GROUPBOX:
            yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, ctl.hwnd, 1)
            yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, 0, 0)
        else:
            yield from wm.send(ctl.hwnd, BM_CLICK, 0, 0)
        return True
    return False


def _dialog_key(wm, dlg, target, vk, code, msgp):
    """Generator: the dialog manager's WM_KEYDOWN keys; True when the key was used."""
    if vk == VK_TAB and not code & DLGC_WANTTAB:
        yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, 1 if 0x10 in wm.keys_down else 0, 0)
        return True
    if vk in (VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN) and not code & DLGC_WANTARROWS:
        ctl = target
        while ctl is not None and ctl.is_child and ctl.parent != dlg.hwnd:
            ctl = wm.get(ctl.parent)
        if ctl is None or ctl is dlg:
            return True
        nxt = next_group_item(wm, dlg, ctl, vk in (VK_LEFT, VK_UP))
        if nxt is not None and nxt is not ctl:
            ncode = yield from wm.send(nxt.hwnd, WM_GETDLGCODE, vk, msgp)
            if ncode == DLGC_BUTTON | DLGC_RADIOBUTTON:
                yield from wm.set_focus(nxt.hwnd)
                if nxt.style & 0xF == BS_AUTORADIOBUTTON:
                    checked = yield from wm.send(nxt.hwnd, BM_GETCHECK, 0, 0)
                    if checked != 1:
                        yield from wm.send(nxt.hwnd, BM_CLICK, 1, 0)
            else:
                yield from wm.send(dlg.hwnd, WM_NEXTDLGCTL, nxt.hwnd, 1)
        return True
    if vk in (VK_ESCAPE, VK_CANCEL):
        cancel = find_control(wm, dlg, IDCANCEL)
        yield from wm.send(dlg.hwnd, WM_COMMAND, IDCANCEL, cancel.hwnd if cancel else 0)
        return True
    if vk in (VK_RETURN, VK_EXECUTE):
        focus = wm.get(wm.focus)
        if focus is not None and focus is not dlg and _descends(wm, focus, dlg):
            fcode = yield from wm.send(focus.hwnd, WM_GETDLGCODE, 0, 0)
        else:
            fcode = 0
        if fcode & DLGC_DEFPUSHBUTTON:
            yield from wm.send(dlg.hwnd, WM_COMMAND, (BN_CLICKED << 16) | (focus.id & 0xFFFF),
                               focus.hwnd)
            return True
        dw = yield from wm.send(dlg.hwnd, DM_GETDEFID, 0, 0)
        if (dw >> 16) == DC_HASDEFID:
            cid = dw & 0xFFFF
            d = find_control(wm, dlg, cid)
            if d is None or wm.is_enabled(d):
                yield from wm.send(dlg.hwnd, WM_COMMAND, (BN_CLICKED << 16) | cid,
                                   d.hwnd if d is not None else 0)
        else:
            yield from wm.send(dlg.hwnd, WM_COMMAND, IDOK, wm.focus)
        return True
    return False


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
                            def_dlg_proc(wm_, win, m, wp, lp, False))
    wm.register_python_proc(addr_w, lambda wm_, win, m, wp, lp:
                            def_dlg_proc(wm_, win, m, wp, lp, True))
    wm.register_class(WindowClass(DIALOG_CLASS, 0x8 | 0x800, addr_a, 0,
                                  _DWLP[vm.ptr_size][3], 0, 0, 0, 0, builtin=True))
