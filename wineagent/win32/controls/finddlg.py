"""The Find and Replace common dialogs (FindText / ReplaceText): modeless "#32770" windows
that report to their owner with the registered message FINDMSGSTRING.

Layouts are comdlg32's FINDDLGORD and REPLACEDLGORD templates (dlgs.h ids). The dialog
keeps the program's FINDREPLACE: "Find Next" (IDOK), "Replace" (psh1) and "Replace All"
(psh2) copy the edit boxes into lpstrFindWhat / lpstrReplaceWith (at most wFindWhatLen /
wReplaceWithLen characters, NUL included), set Flags to FR_FINDNEXT / FR_REPLACE /
FR_REPLACEALL with FR_DOWN, FR_WHOLEWORD and FR_MATCHCASE from the controls, and *send*
FINDMSGSTRING(0, lpfr) to hwndOwner. Cancel or closing sends it with FR_DIALOGTERM (and
the option bits) and then destroys the dialog. The buttons that act are disabled while "Find what" is empty.
FR_NOUPDOWN / FR_NOMATCHCASE / FR_NOWHOLEWORD disable a control, FR_HIDE* hide it.
The Help button (pshHelp) is shown with FR_SHOWHELP only; it sends HELPMSGSTRING to the
owner (wParam the dialog, lParam the FINDREPLACE, whose option bits it updates first).
The dialog is shown once WM_INITDIALOG is done — unless the program's hook answered it
FALSE, which leaves showing it to the program (MSDN Q96135). The API side (FINDREPLACE
checks, the program's template and hook, the DLGPROC) is ``dlls/comdlg32/find.py``.
"""

from ..core.styles import BS_AUTOCHECKBOX, BS_AUTORADIOBUTTON, BS_DEFPUSHBUTTON, BS_GROUPBOX
from ..user.dialogs import (DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT, DialogTemplate,
                            template_item as _item)
from ..user.wm import WS_CAPTION, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP
from ..user.sysparams import register_message
from ..user.window import show_window
from .printdlg import _Driver

__all__ = ["FindDialog", "find_template", "FINDMSGSTRING"]

FINDMSGSTRING = "commdlg_FindReplace"
HELPMSGSTRING = "commdlg_help"
FR_SHOWHELP = 0x80
PSH_HELP = 0x40E
FR_DOWN, FR_WHOLEWORD, FR_MATCHCASE, FR_FINDNEXT = 0x1, 0x2, 0x4, 0x8
FR_REPLACE, FR_REPLACEALL, FR_DIALOGTERM = 0x10, 0x20, 0x40
FR_NOUPDOWN, FR_NOMATCHCASE, FR_NOWHOLEWORD = 0x400, 0x800, 0x1000
FR_HIDEUPDOWN, FR_HIDEMATCHCASE, FR_HIDEWHOLEWORD = 0x4000, 0x8000, 0x10000
IDOK, IDCANCEL = 1, 2
EDT1, EDT2, CHX1, CHX2, GRP1, RAD1, RAD2, PSH1, PSH2 = (0x480, 0x481, 0x410, 0x411, 0x430,
                                                      0x420, 0x421, 0x400, 0x401)
ES_AUTOHSCROLL, WS_BORDER, WS_DISABLED, WS_VISIBLE = 0x80, 0x00800000, 0x08000000, 0x10000000
BM_GETCHECK, BM_SETCHECK, EM_LIMITTEXT, WM_SETTEXT = 0xF0, 0xF1, 0xC5, 0x0C
EN_CHANGE = 0x300
_HIDDEN = 0x00008000     # a template-only marker bit (not a BUTTON style bit used here)
_RESULT_BITS = (FR_FINDNEXT | FR_REPLACE | FR_REPLACEALL | FR_DIALOGTERM | FR_DOWN
                | FR_WHOLEWORD | FR_MATCHCASE)


def find_template(replace, flags):
    """The DialogTemplate of the Find (or Replace) dialog for FINDREPLACE ``flags``."""
    t = DialogTemplate()
    # Shown by the dialog procedure once WM_INITDIALOG is done (and the hook agreed).
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_SETFONT
    t.font = SHELL_DLG_FONT
    edit = WS_BORDER | WS_GROUP | WS_TABSTOP | ES_AUTOHSCROLL

    def opt(hide, off):
        return (_HIDDEN if flags & hide else 0) | (WS_DISABLED if flags & off else 0)
    if not replace:
        t.x, t.y, t.cx, t.cy, t.title = 36, 44, 236, 62, "Find"
        t.items = [
            _item("STATIC", 0xFFFF, 0, 4, 8, 42, 8, "Fi&nd what:"),
            _item("EDIT", EDT1, edit, 47, 7, 128, 12, ""),
            _item("BUTTON", CHX1, BS_AUTOCHECKBOX | WS_GROUP | WS_TABSTOP
                  | opt(FR_HIDEWHOLEWORD, FR_NOWHOLEWORD), 4, 26, 100, 12,
                  "Match &whole word only"),
            _item("BUTTON", CHX2, BS_AUTOCHECKBOX | WS_TABSTOP
                  | opt(FR_HIDEMATCHCASE, FR_NOMATCHCASE), 4, 42, 64, 12, "Match &case"),
            _item("BUTTON", GRP1, BS_GROUPBOX | WS_GROUP
                  | opt(FR_HIDEUPDOWN, FR_NOUPDOWN), 107, 26, 68, 28, "Direction"),
            _item("BUTTON", RAD1, BS_AUTORADIOBUTTON | WS_GROUP | WS_TABSTOP
                  | opt(FR_HIDEUPDOWN, FR_NOUPDOWN), 111, 38, 25, 12, "&Up"),
            _item("BUTTON", RAD2, BS_AUTORADIOBUTTON
                  | opt(FR_HIDEUPDOWN, FR_NOUPDOWN), 138, 38, 35, 12, "&Down"),
            _item("BUTTON", IDOK, BS_DEFPUSHBUTTON | WS_GROUP | WS_TABSTOP, 182, 5, 50, 14,
                  "&Find Next"),
            _item("BUTTON", IDCANCEL, WS_TABSTOP, 182, 23, 50, 14, "Cancel"),
            _item("BUTTON", PSH_HELP, WS_TABSTOP, 182, 41, 50, 14, "&Help"),
        ]
        return _hide(t)
    t.x, t.y, t.cx, t.cy, t.title = 36, 44, 230, 94, "Replace"
    t.items = [
        _item("STATIC", 0xFFFF, 0, 4, 9, 48, 8, "Fi&nd what:"),
        _item("EDIT", EDT1, edit, 54, 7, 114, 12, ""),
        _item("STATIC", 0xFFFF, 0, 4, 26, 48, 8, "Re&place with:"),
        _item("EDIT", EDT2, edit, 54, 24, 114, 12, ""),
        _item("BUTTON", CHX1, BS_AUTOCHECKBOX | WS_GROUP | WS_TABSTOP
              | opt(FR_HIDEWHOLEWORD, FR_NOWHOLEWORD), 5, 46, 104, 12,
              "Match &whole word only"),
        _item("BUTTON", CHX2, BS_AUTOCHECKBOX | WS_TABSTOP
              | opt(FR_HIDEMATCHCASE, FR_NOMATCHCASE), 5, 62, 59, 12, "Match &case"),
        _item("BUTTON", IDOK, BS_DEFPUSHBUTTON | WS_GROUP | WS_TABSTOP, 174, 4, 50, 14,
              "&Find Next"),
        _item("BUTTON", PSH1, WS_TABSTOP, 174, 21, 50, 14, "&Replace"),
        _item("BUTTON", PSH2, WS_TABSTOP, 174, 38, 50, 14, "Replace &All"),
        _item("BUTTON", IDCANCEL, WS_TABSTOP, 174, 55, 50, 14, "Cancel"),
        _item("BUTTON", PSH_HELP, WS_TABSTOP, 174, 72, 50, 14, "&Help"),
    ]
    return _hide(t)


def _hide(t):
    """Items marked _HIDDEN (an FR_HIDE* flag) are created without WS_VISIBLE."""
    for it in t.items:
        if it.style & _HIDDEN:
            it.style &= ~(_HIDDEN | WS_VISIBLE)
    return t


class FindDialog(_Driver):
    """One open Find or Replace dialog and the program's FINDREPLACE it reports through."""

    def __init__(self, vm, replace, addr, wide, fields):
        self.vm, self.replace, self.addr, self.wide = vm, replace, addr, wide
        self.fields = fields           # the FINDREPLACE (a structs View)
        self.hwnd = 0
        self.title = "Replace" if replace else "Find"
        self.message = register_message(vm.wm, FINDMSGSTRING)
        self.hook = 0                  # the program's hook (FR_ENABLEHOOK)

    def _read(self, ptr):
        mem = self.vm.mem
        return (mem.wstr(ptr) if self.wide else mem.cstr(ptr)) or "" if ptr else ""

    def init(self, hwnd):
        """Generator: WM_INITDIALOG — the texts, options and direction of FINDREPLACE."""
        self.hwnd = hwnd
        f = self.fields
        yield from self._send(EDT1, EM_LIMITTEXT, max(0, f.wFindWhatLen - 1))
        yield from self._send_text(EDT1, WM_SETTEXT, 0, self._read(f.lpstrFindWhat))
        if self.replace:
            yield from self._send(EDT2, EM_LIMITTEXT, max(0, f.wReplaceWithLen - 1))
            yield from self._send_text(EDT2, WM_SETTEXT, 0, self._read(f.lpstrReplaceWith))
        else:
            yield from self._send(RAD2 if f.Flags & FR_DOWN else RAD1, BM_SETCHECK, 1)
        if f.Flags & FR_WHOLEWORD:
            yield from self._send(CHX1, BM_SETCHECK, 1)
        if f.Flags & FR_MATCHCASE:
            yield from self._send(CHX2, BM_SETCHECK, 1)
        help_button = self._ctl(PSH_HELP)
        if help_button is not None and not f.Flags & FR_SHOWHELP:
            yield from show_window(self.vm, help_button, 0)
        yield from self._update_buttons()

    def show(self):
        """Generator: the dialog on screen (after WM_INITDIALOG)."""
        win = self.vm.wm.get(self.hwnd)
        if win is not None:
            yield from show_window(self.vm, win, 1)       # SW_SHOWNORMAL

    def _update_buttons(self):
        has_text = bool((yield from self._get_text(EDT1)))
        for cid in (IDOK, PSH1, PSH2) if self.replace else (IDOK,):
            ctl = self._ctl(cid)
            if ctl is not None and bool(ctl.style & WS_DISABLED) == has_text:
                ctl.style ^= WS_DISABLED
                yield from self.vm.wm.send(ctl.hwnd, 0x000A, int(has_text), 0)  # WM_ENABLE
                self.vm.wm.invalidate(ctl, None, True)

    def command(self, cid, code):
        """Generator: WM_COMMAND — report to the owner, or close."""
        if cid == EDT1 and code == EN_CHANGE:
            yield from self._update_buttons()
            return True
        if cid == IDCANCEL:
            yield from self.close()
            return True
        if cid == PSH_HELP:
            f = self.fields
            f.Flags = (f.Flags & ~(FR_DOWN | FR_WHOLEWORD | FR_MATCHCASE)) | \
                (yield from self._options())
            owner = f.hwndOwner
            if self.vm.wm.get(owner) is not None:
                yield from self.vm.wm.send(owner, register_message(self.vm.wm, HELPMSGSTRING),
                                           self.hwnd, self.addr)
            return True
        action = {IDOK: FR_FINDNEXT, PSH1: FR_REPLACE, PSH2: FR_REPLACEALL}.get(cid)
        if action is None or (action != FR_FINDNEXT and not self.replace):
            return False
        yield from self._report(action)
        return True

    def _write(self, ptr, size, text):
        if ptr and size:
            mem = self.vm.mem
            (mem.write_wstr if self.wide else mem.write_cstr)(ptr, text, size)

    def _report(self, action):
        f = self.fields
        self._write(f.lpstrFindWhat, f.wFindWhatLen, (yield from self._get_text(EDT1)))
        if self.replace:
            self._write(f.lpstrReplaceWith, f.wReplaceWithLen,
                        (yield from self._get_text(EDT2)))
        bits = action | (yield from self._options())
        f.Flags = (f.Flags & ~_RESULT_BITS) | bits
        yield from self._tell_owner()

    def _options(self):
        """Generator: FR_WHOLEWORD, FR_MATCHCASE and FR_DOWN as the controls show them."""
        bits = 0
        if (yield from self._checked(CHX1)):
            bits |= FR_WHOLEWORD
        if (yield from self._checked(CHX2)):
            bits |= FR_MATCHCASE
        # The Replace dialog has no direction: it searches down.
        if self.replace or (yield from self._checked(RAD2)):
            bits |= FR_DOWN
        return bits

    def _tell_owner(self):
        owner = self.fields.hwndOwner
        if self.vm.wm.get(owner) is not None:
            yield from self.vm.wm.send(owner, self.message, 0, self.addr)

    def close(self):
        """Generator: FR_DIALOGTERM (with the options as the controls show them) to the
        owner, then the dialog goes."""
        hwnd = self.hwnd
        yield from self._report(FR_DIALOGTERM)
        win = self.vm.wm.get(hwnd)
        if win is not None:
            win.state.pop("find_dialog", None)
            yield from self.vm.wm.destroy(hwnd)
