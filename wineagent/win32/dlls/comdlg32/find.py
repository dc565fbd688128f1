"""COMDLG32: FindText and ReplaceText, the modeless Find and Replace dialogs.

The handlers check the program's FINDREPLACE as Windows does (CommDlgExtendedError, in
this order: CDERR_INITIALIZATION for no FINDREPLACE, CDERR_STRUCTSIZE for a bad
lStructSize, CDERR_DIALOGFAILURE for a bad hwndOwner, FRERR_BUFFERLENGTHZERO for a missing
or empty lpstrFindWhat / lpstrReplaceWith, CDERR_NOHOOK for FR_ENABLEHOOK without
lpfnHook, CDERR_NOHINSTANCE for FR_ENABLETEMPLATEHANDLE without a template and
CDERR_FINDRESFAILURE for an FR_ENABLETEMPLATE name hInstance does not have — Wine's
finddlg test, which Windows passes) and return the dialog's window; the dialog itself is
``controls/finddlg.py``. The program's template (FR_ENABLETEMPLATE from hInstance's
resources, FR_ENABLETEMPLATEHANDLE the one hInstance holds) replaces the standard one;
its hook (FR_ENABLEHOOK) sees every message before the dialog, WM_INITDIALOG after the
dialog's set-up with the FINDREPLACE as lParam (its answer is the dialog's); FR_SHOWHELP
shows the Help button, which sends HELPMSGSTRING to the owner.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...controls.finddlg import FindDialog, find_template
from ...core.messages import WM_CLOSE, WM_COMMAND, WM_INITDIALOG
from ...user.dialogs import create_dialog
from .main import (CDERR_INITIALIZATION, CDERR_NOHOOK, CDERR_STRUCTSIZE, call_hook,
                   comdlg_error, program_template)
from ...core.dllnames import COMDLG32

FINDREPLACE = struct("FINDREPLACE{AW}",
                     "DWORD lStructSize; HWND hwndOwner; HINSTANCE hInstance; DWORD Flags;"
                     " LPTSTR lpstrFindWhat; LPTSTR lpstrReplaceWith; WORD wFindWhatLen;"
                     " WORD wReplaceWithLen; LPARAM lCustData; LPVOID lpfnHook;"
                     " LPCTSTR lpTemplateName")
CDERR_DIALOGFAILURE, FRERR_BUFFERLENGTHZERO = 0xFFFF, 0x4001
FR_ENABLEHOOK, FR_ENABLETEMPLATE, FR_ENABLETEMPLATEHANDLE = 0x100, 0x200, 0x2000
PENDING = "pending_find_dialog"    # the owner's window state, until WM_INITDIALOG


def _find_replace(c, addr, replace):
    vm = c.vm
    comdlg_error(vm, 0)
    if not addr:
        comdlg_error(vm, CDERR_INITIALIZATION)
        return 0
    f = c.struct(FINDREPLACE, addr)
    if f.lStructSize != FINDREPLACE.variant(c.wide).sizeof(vm.ptr_size):
        comdlg_error(vm, CDERR_STRUCTSIZE)
        return 0
    owner = vm.wm.get(f.hwndOwner)
    if owner is None:
        comdlg_error(vm, CDERR_DIALOGFAILURE)
        return 0
    # The replace buffer may be zero-length (Windows then reports an empty string).
    if not f.lpstrFindWhat or not f.wFindWhatLen or (replace and not f.lpstrReplaceWith):
        comdlg_error(vm, FRERR_BUFFERLENGTHZERO)
        return 0
    flags = f.Flags
    if flags & FR_ENABLEHOOK and not f.lpfnHook:
        comdlg_error(vm, CDERR_NOHOOK)
        return 0
    tpl = program_template(c, flags, FR_ENABLETEMPLATE, FR_ENABLETEMPLATEHANDLE, f.hInstance,
                           f.lpTemplateName)
    if isinstance(tpl, int):
        comdlg_error(vm, tpl)
        return 0
    dlg = FindDialog(vm, replace, addr, c.wide, f)
    dlg.hook = f.lpfnHook if flags & FR_ENABLEHOOK else 0
    owner.state[PENDING] = dlg
    inst = f.hInstance if flags & FR_ENABLETEMPLATE else 0
    try:
        hwnd = yield from create_dialog(vm, tpl or find_template(replace, flags), inst,
                                        owner.hwnd,
                                        vm.proc_address(COMDLG32, "wineagent.FindDlgProc"),
                                        addr, True)
    finally:
        owner.state.pop(PENDING, None)
    if not hwnd:
        comdlg_error(vm, CDERR_DIALOGFAILURE)
    return hwnd


@api(COMDLG32, "FindText{AW}", "LPVOID fr", widths=BOTH)
def FindText(c, fr):
    return (yield from _find_replace(c, fr, False))


@api(COMDLG32, "ReplaceText{AW}", "LPVOID fr", widths=BOTH)
def ReplaceText(c, fr):
    return (yield from _find_replace(c, fr, True))


@api(COMDLG32, "wineagent.FindDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam",
     widths=BOTH)
def _find_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The Find / Replace dialog's DLGPROC: WM_INITDIALOG takes the dialog object the
    owner holds for it; the program's hook hears each message first; WM_COMMAND and
    WM_CLOSE go to the dialog object."""
    wm = c.vm.wm
    win = wm.get(hwnd)
    if win is None:
        return 0
    if msg == WM_INITDIALOG:
        owner = wm.get(win.owner)
        dlg = owner.state.pop(PENDING, None) if owner is not None else None
        if dlg is None:
            return 0
        win.state["find_dialog"] = dlg
        yield from dlg.init(hwnd)
        if dlg.hook:
            r = yield from call_hook(c.vm, dlg.hook, hwnd, msg, wparam, lparam)
            if not r:
                return 0        # the hook shows the dialog itself (MSDN Q96135)
        yield from dlg.show()
        return 1
    dlg = win.state.get("find_dialog")
    if dlg is None:
        return 0
    r = yield from call_hook(c.vm, dlg.hook, hwnd, msg, wparam, lparam)
    if r or wm.get(hwnd) is None:
        return r
    if msg == WM_CLOSE:
        yield from dlg.close()        # the title bar's close: as Cancel
        return 1
    if msg == WM_COMMAND:
        return (yield from dlg.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF))
    return 0
