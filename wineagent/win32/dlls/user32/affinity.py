"""USER32's display affinity: SetWindowDisplayAffinity / GetWindowDisplayAffinity
(docs/user.md, "Display affinity").

WDA_MONITOR shows a window's content on a monitor only and WDA_EXCLUDEFROMCAPTURE keeps
it out of captures altogether. Here the one monitor is the screen the user (or agent)
sees, and no capture a program can make shows other windows (the screen DC reads the
desktop alone), so a window's affinity is kept and answered and changes nothing seen.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER, ERROR_NOACCESS
from .main import any_win

WDA_NONE, WDA_MONITOR, WDA_EXCLUDEFROMCAPTURE = 0, 1, 0x11


@api(USER32, "SetWindowDisplayAffinity", "HWND hwnd, DWORD affinity", widths=BOTH)
def SetWindowDisplayAffinity(c, hwnd, affinity):
    """Keep a top-level window's affinity (WDA_NONE, WDA_MONITOR, WDA_EXCLUDEFROMCAPTURE;
    another value is ERROR_INVALID_PARAMETER); another process's window is
    ERROR_ACCESS_DENIED, as documented (the calling process must own the window)."""
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0
    if proc is not c.vm:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if affinity not in (WDA_NONE, WDA_MONITOR, WDA_EXCLUDEFROMCAPTURE):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    win.state["display_affinity"] = affinity
    return 1


@api(USER32, "GetWindowDisplayAffinity", "HWND hwnd, LPVOID out", widths=BOTH)
def GetWindowDisplayAffinity(c, hwnd, out):
    """The window's affinity (WDA_NONE until set); no window is
    ERROR_INVALID_WINDOW_HANDLE, no place for the answer ERROR_NOACCESS."""
    _, win = any_win(c, hwnd)
    if win is None:
        return 0
    if not out:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.vm.mem.w32(out, win.state.get("display_affinity", WDA_NONE))
    return 1
