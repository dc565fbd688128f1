"""COMCTL32: InitCommonControls(Ex) and CreateStatusWindow.

The classes themselves (the progress bar and the status bar, and the refusal of the
classes we lack) are in ``controls/commctrl.py``.
"""

from ...abi.api import api
from ..controls import subclass
from ..controls.commctrl import C, STATUS_CLASS, install
from ..user.window import create_window


@api(C, "InitCommonControls")
def InitCommonControls(c):
    install(c.vm)
    return 0


@api(C, "InitCommonControlsEx", "LPVOID icc")
def InitCommonControlsEx(c, icc):
    # INITCOMMONCONTROLSEX {dwSize, dwICC}: a wrong size fails, as in comctl32. Classes
    # of the requested groups that are not implemented fail later, when created.
    if not icc or c.vm.mem.u32(icc) != 8:
        return 0
    install(c.vm)
    return 1


@api(C, "CreateStatusWindow{AW}", "LONG style, LPCTSTR text, HWND parent, UINT id")
def CreateStatusWindow(c, style, text, parent, wid):
    install(c.vm)
    return create_window(c.vm, 0, STATUS_CLASS, text or "", style & 0xFFFFFFFF, 0, 0, 0, 0,
                         parent, wid, 0, 0, c.wide)


@api(C, "SetWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR sid, DWORD_PTR ref")
def SetWindowSubclass(c, hwnd, proc, sid, ref):
    win = c.vm.wm.get(hwnd)
    if win is None or not proc:
        return 0
    return subclass.set_subclass(c.vm, win, proc, sid, ref)


@api(C, "GetWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR sid, LPVOID ref")
def GetWindowSubclass(c, hwnd, proc, sid, ref):
    win = c.vm.wm.get(hwnd)
    data = subclass.get_subclass(win, proc, sid) if win is not None else None
    if ref:
        c.vm.mem.w32(ref, data or 0)
    return int(data is not None)


@api(C, "RemoveWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR sid")
def RemoveWindowSubclass(c, hwnd, proc, sid):
    win = c.vm.wm.get(hwnd)
    return subclass.remove_subclass(c.vm, win, proc, sid) if win is not None else 0


@api(C, "DefSubclassProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam")
def DefSubclassProc(c, hwnd, msg, wparam, lparam):
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    result = yield from subclass.def_subclass_proc(c.vm, win, msg, wparam, lparam)
    return result
