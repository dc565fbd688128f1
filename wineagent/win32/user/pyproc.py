"""Window procedures written in Python, reachable by address like a guest's.

A built-in class (a control, a menu popup, the subclassing thunk) keeps its window
procedure in Python; ``window_proc`` declares a thunk for it, so guest code can read it
with GetWindowLong(GWL_WNDPROC), call it with CallWindowProc or subclass over it. It is
USER's (it reads the window manager), not the declaration machinery's (abi/api.py).
"""

from ...abi.api import BOTH, api

__all__ = ["window_proc"]


def window_proc(dll, name, proc, widths=BOTH):
    """Give a window procedure written in Python (``proc(wm, win, msg, wparam, lparam)``)
    a declared thunk ``dll!name``, so guest code can reach it by address like any window
    procedure (GetWindowLong(GWL_WNDPROC), CallWindowProc, subclassing). Returns ``proc``.
    The thunk serves both widths: it hands the same ``proc`` the arguments a 64-bit
    program's SendMessage would (WPARAM and LPARAM whole), so a procedure that serves
    64-bit programs' windows serves a direct call through its pointer too
    (test/win32/user/test_ctlproc_direct.py)."""
    def thunk(c, hwnd, msg, wparam, lparam):
        win = c.vm.wm.get(hwnd)
        return proc(c.vm.wm, win, msg, wparam, lparam) if win is not None else 0
    thunk.__name__ = thunk.__qualname__ = name
    api(dll, name, "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=widths)(thunk)
    return proc
