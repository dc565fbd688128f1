"""SHCORE's and USER32's DPI awareness: the screen is 96 DPI (scale 100%), one monitor.

A process starts DPI-unaware; SetProcessDpiAwareness / SetProcessDPIAware /
SetProcessDpiAwarenessContext may change that once (later calls fail with
E_ACCESSDENIED / ERROR_ACCESS_DENIED, as documented). With one 96-DPI screen the answer
to every DPI query is 96 whatever the awareness, so only the recorded value differs.
"""

from ...abi.api import api
from ..core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER

SH = "SHCORE.dll"
U = "USER32.dll"
DPI = 96
S_OK, E_INVALIDARG, E_ACCESSDENIED = 0, 0x80070057, 0x80070005
# DPI_AWARENESS_CONTEXT pseudo handles -> PROCESS_DPI_AWARENESS values
_CONTEXTS = {0xFFFFFFFF: 0, 0xFFFFFFFE: 1, 0xFFFFFFFD: 2, 0xFFFFFFFC: 2, 0xFFFFFFFB: 0}


def _set_awareness(vm, value):
    """Record the awareness; False if it was already set (it can be set once)."""
    if vm.user.dpi_awareness is not None:
        return False
    vm.user.dpi_awareness = value
    return True


@api(SH, "SetProcessDpiAwareness", "DWORD value")
def SetProcessDpiAwareness(c, value):
    if value > 2:
        return E_INVALIDARG
    return S_OK if _set_awareness(c.vm, value) else E_ACCESSDENIED


@api(SH, "GetProcessDpiAwareness", "HANDLE process, LPVOID out")
def GetProcessDpiAwareness(c, process, out):
    c.vm.mem.w32(out, c.vm.user.dpi_awareness or 0)
    return S_OK


@api(SH, "GetDpiForMonitor", "HANDLE monitor, DWORD kind, LPVOID x, LPVOID y")
def GetDpiForMonitor(c, monitor, kind, x, y):
    if kind > 2 or not x or not y:
        return E_INVALIDARG
    c.vm.mem.w32(x, DPI)
    c.vm.mem.w32(y, DPI)
    return S_OK


@api(SH, "GetScaleFactorForMonitor", "HANDLE monitor, LPVOID out")
def GetScaleFactorForMonitor(c, monitor, out):
    c.vm.mem.w32(out, 100)                  # SCALE_100_PERCENT
    return S_OK


@api(U, "SetProcessDPIAware")
def SetProcessDPIAware(c):
    _set_awareness(c.vm, 1)
    return 1                                 # documented: succeeds even when already set


@api(U, "IsProcessDPIAware")
def IsProcessDPIAware(c):
    return int((c.vm.user.dpi_awareness or 0) != 0)


@api(U, "SetProcessDpiAwarenessContext", "HANDLE context")
def SetProcessDpiAwarenessContext(c, context):
    value = _CONTEXTS.get(context)
    if value is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not _set_awareness(c.vm, value):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    return 1


@api(U, "GetDpiForSystem")
def GetDpiForSystem(c):
    return DPI


@api(U, "GetDpiForWindow", "HWND hwnd")
def GetDpiForWindow(c, hwnd):
    return DPI if c.vm.wm.get(hwnd) is not None else 0
