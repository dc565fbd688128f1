"""Window procedures written in Python, reachable by address like a guest's.

A built-in class (a control, a menu popup, the subclassing thunk) keeps its window
procedure in Python; ``window_proc`` declares a thunk for it, so guest code can read it
with GetWindowLong(GWL_WNDPROC), call it with CallWindowProc or subclass over it. It is
USER's (it reads the window manager), not the declaration machinery's (abi/api.py).
"""

from ...abi.api import BOTH, api

__all__ = ["window_proc", "run_proc", "THEME_REPAINT", "set_theme_test", "WM_THEMECHANGED"]

WM_THEMECHANGED = 0x031A
#: procedure -> erase: the controls that repaint themselves whole on WM_THEMECHANGED
#: while a Common Controls 6 context is active (controls/comctl_shared.py registers them)
THEME_REPAINT = {}
_theme_active = [lambda vm: False]


def set_theme_test(fn):
    """Install ``fn(vm)``: whether comctl32 6's themed controls are in force (the
    controls layer knows activation contexts; this layer only asks)."""
    _theme_active[0] = fn


def run_proc(wm, proc, win, msg, wparam, lparam):
    """Call Python window procedure ``proc``: the one way in, from a message delivered
    and from a guest's call through the procedure's address alike. A registered control
    answers WM_THEMECHANGED by repainting whole (THEME_REPAINT) without running it."""
    if msg == WM_THEMECHANGED and proc in THEME_REPAINT and _theme_active[0](wm.vm):
        wm.invalidate(win, None, THEME_REPAINT[proc])
        return 0
    return proc(wm, win, msg, wparam, lparam)


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
        return run_proc(c.vm.wm, proc, win, msg, wparam, lparam) if win is not None else 0
    thunk.__name__ = thunk.__qualname__ = name
    api(dll, name, "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=widths)(thunk)
    return proc
