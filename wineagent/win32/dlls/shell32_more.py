"""More of SHELL32: ShellAbout, drag-and-drop registration, the special folders.

ShellAbout runs the dialog of ``controls/aboutdlg.py``. Files are never dropped on the
headless desktop (no other program drags), so DragAcceptFiles only records the window's
wish (WS_EX_ACCEPTFILES, as Windows does) and no HDROP ever exists for DragQueryFile.
"""

from ...abi.api import api
from ..user.dialogs import dialog_box
from ..controls.aboutdlg import ABOUT_PROC, about_template

S = "SHELL32.dll"
WS_EX_ACCEPTFILES = 0x10
ERROR_INVALID_HANDLE = 6


@api(S, "ShellAbout{AW}", "HWND hwnd, LPCTSTR app, LPCTSTR other, HANDLE icon")
def ShellAbout(c, hwnd, app, other, icon):
    vm = c.vm
    yield from dialog_box(vm, about_template(app, other), 0, hwnd,
                          vm.proc_address(S, ABOUT_PROC), 0, True)
    return 1


@api(S, "DragAcceptFiles", "HWND hwnd, BOOL accept")
def DragAcceptFiles(c, hwnd, accept):
    win = c.vm.wm.get(hwnd)
    if win is not None:
        win.exstyle = (win.exstyle | WS_EX_ACCEPTFILES) if accept \
            else (win.exstyle & ~WS_EX_ACCEPTFILES)


def _no_drop(c):
    # Only a WM_DROPFILES message carries an HDROP, and none is ever sent here.
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(S, "DragQueryFile{AW}", "HANDLE drop, UINT index, LPVOID buf, UINT size")
def DragQueryFile(c, drop, index, buf, size):
    return _no_drop(c)


@api(S, "DragQueryPoint", "HANDLE drop, LPVOID pt")
def DragQueryPoint(c, drop, pt):
    return _no_drop(c)


@api(S, "DragFinish", "HANDLE drop")
def DragFinish(c, drop):
    _no_drop(c)
