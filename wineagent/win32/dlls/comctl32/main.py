"""COMCTL32: InitCommonControls(Ex), CreateStatusWindow and DllGetVersion.

The classes themselves (the progress bar and the status bar, and the refusal of the
classes we lack) are in ``controls/progress_status.py``.
"""

from ....abi.api import BOTH, api
from ...controls.comctl_shared import common_controls_6
from ...controls.progress_status import STATUS_CLASS, install
from ...core.winver import write_dll_version
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


@api(COMCTL32, "DllGetVersion", "LPVOID info", widths=BOTH)
def DllGetVersion(c, info):
    # Windows 10's system comctl32 is 5.82, its side-by-side Common Controls 6 is 6.10
    # (Vista's and later's; a control library such as mCtrl checks for 6 before using
    # visual styles). Windows answers for the module loaded; here one module serves both,
    # so the activation context of the calling thread says which it is.
    return write_dll_version(c.vm.mem, info, *((6, 10) if common_controls_6(c.vm) else (5, 82)))
