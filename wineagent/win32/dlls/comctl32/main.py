"""COMCTL32: InitCommonControls(Ex) and CreateStatusWindow.

The classes themselves (the progress bar and the status bar, and the refusal of the
classes we lack) are in ``controls/progress_status.py``.
"""

from ....abi.api import BOTH, api
from ...controls.progress_status import STATUS_CLASS, install
from ...user.window import create_window
from ...core.dllnames import COMCTL32


@api(COMCTL32, "InitCommonControls", widths=BOTH)
def InitCommonControls(c):
    install(c.vm)
    return 0


@api(COMCTL32, "InitCommonControlsEx", "LPVOID icc", widths=BOTH)
def InitCommonControlsEx(c, icc):
    # INITCOMMONCONTROLSEX {dwSize, dwICC}: a wrong size fails, as in comctl32. Classes
    # of the requested groups that are not implemented fail later, when created.
    if not icc or c.vm.mem.u32(icc) != 8:
        return 0
    install(c.vm)
    return 1


@api(COMCTL32, "CreateStatusWindow{AW}", "LONG style, LPCTSTR text, HWND parent, UINT id", widths=BOTH)
def CreateStatusWindow(c, style, text, parent, wid):
    install(c.vm)
    return create_window(c.vm, 0, STATUS_CLASS, text or "", style & 0xFFFFFFFF, 0, 0, 0, 0,
                         parent, wid, 0, 0, c.wide)
