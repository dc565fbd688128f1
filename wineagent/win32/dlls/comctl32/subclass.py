"""COMCTL32: SetWindowSubclass, GetWindowSubclass, RemoveWindowSubclass, DefSubclassProc.
The chain itself is ``user/subclass.py``."""

from ....abi.api import BOTH, api
from ...user import subclass
from ...core.dllnames import COMCTL32



@api(COMCTL32, "SetWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR id, DWORD_PTR ref",
     widths=BOTH)
def SetWindowSubclass(c, hwnd, proc, sid, ref):
    win = c.vm.wm.get(hwnd)
    if win is None or not proc:
        return 0
    return 1 if subclass.set_subclass(c.vm.wm, win, proc, sid, ref) else 0


@api(COMCTL32, "GetWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR id, LPVOID ref",
     widths=BOTH)
def GetWindowSubclass(c, hwnd, proc, sid, pref):
    win = c.vm.wm.get(hwnd)
    value = subclass.get_subclass(win, proc, sid) if win is not None else None
    if pref:
        c.vm.mem.wptr(pref, value or 0)     # a DWORD_PTR
    return 0 if value is None else 1


@api(COMCTL32, "RemoveWindowSubclass", "HWND hwnd, LPVOID proc, UINT_PTR id", widths=BOTH)
def RemoveWindowSubclass(c, hwnd, proc, sid):
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    return 1 if subclass.remove_subclass(c.vm.wm, win, proc, sid) else 0


@api(COMCTL32, "DefSubclassProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam",
     widths=BOTH)
def DefSubclassProc(c, hwnd, msg, wparam, lparam):
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    return (yield from subclass.def_subclass_proc(c.vm.wm, win, msg, wparam, lparam))
