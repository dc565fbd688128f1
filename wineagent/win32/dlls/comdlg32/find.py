"""COMDLG32: FindText and ReplaceText, the modeless Find and Replace dialogs.

The handlers check the program's FINDREPLACE as Windows does (CommDlgExtendedError:
CDERR_STRUCTSIZE for a bad lStructSize, FRERR_BUFFERLENGTHZERO for a missing or empty
lpstrFindWhat / lpstrReplaceWith, CDERR_DIALOGFAILURE for a bad hwndOwner) and return the
dialog's window; the dialog itself is ``controls/finddlg.py``. Hooks, custom templates and
the Help button are not implemented and stop the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...controls.finddlg import FindDialog, find_template
from ...core.messages import WM_CLOSE, WM_COMMAND, WM_INITDIALOG
from ...user.dialogs import create_dialog
from .main import CDERR_STRUCTSIZE, comdlg_error
from ...core.dllnames import COMDLG32

FINDREPLACE = struct("FINDREPLACE{AW}",
                     "DWORD lStructSize; HWND hwndOwner; HINSTANCE hInstance; DWORD Flags;"
                     " LPTSTR lpstrFindWhat; LPTSTR lpstrReplaceWith; WORD wFindWhatLen;"
                     " WORD wReplaceWithLen; LPARAM lCustData; LPVOID lpfnHook;"
                     " LPCTSTR lpTemplateName")
CDERR_DIALOGFAILURE, FRERR_BUFFERLENGTHZERO = 0xFFFF, 0x4001
_UNSUPPORTED = ((0x80, "FR_SHOWHELP"), (0x100, "FR_ENABLEHOOK"),
                (0x200, "FR_ENABLETEMPLATE"), (0x2000, "FR_ENABLETEMPLATEHANDLE"))
PENDING = "pending_find_dialog"    # the owner's window state, until WM_INITDIALOG


def _find_replace(c, addr, replace):
    vm = c.vm
    comdlg_error(vm, 0)
    if not addr:
        comdlg_error(vm, CDERR_DIALOGFAILURE)
        return 0
    f = c.struct(FINDREPLACE, addr)
    if f.lStructSize != FINDREPLACE.variant(c.wide).sizeof(vm.ptr_size):
        comdlg_error(vm, CDERR_STRUCTSIZE)
        return 0
    for bit, name in _UNSUPPORTED:
        if f.Flags & bit:
            raise Unimplemented("%s!%s: %s" % (COMDLG32, c.spec.name, name))
    owner = vm.wm.get(f.hwndOwner)
    if owner is None:
        comdlg_error(vm, CDERR_DIALOGFAILURE)
        return 0
    # The replace buffer may be zero-length (Windows then reports an empty string).
    if not f.lpstrFindWhat or not f.wFindWhatLen or (replace and not f.lpstrReplaceWith):
        comdlg_error(vm, FRERR_BUFFERLENGTHZERO)
        return 0
    dlg = FindDialog(vm, replace, addr, c.wide, f)
    owner.state[PENDING] = dlg
    try:
        hwnd = yield from create_dialog(vm, find_template(replace, f.Flags), 0, owner.hwnd,
                                        vm.proc_address(COMDLG32, "wineagent.FindDlgProc"), addr,
                                        True)
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
    owner holds for it; WM_COMMAND goes to it."""
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
        return 1
    dlg = win.state.get("find_dialog")
    if dlg is not None and msg == WM_CLOSE:
        yield from dlg.close()        # the title bar's close: as Cancel
        return 1
    if dlg is not None and msg == WM_COMMAND:
        return (yield from dlg.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF))
    return 0
