"""SHCORE's DPI awareness (USER32's calls: user32/dpi.py): the screen is 96 DPI (scale
100%), one monitor.

A process starts DPI-unaware; SetProcessDpiAwareness / SetProcessDPIAware /
SetProcessDpiAwarenessContext may change that once (later calls fail with
E_ACCESSDENIED / ERROR_ACCESS_DENIED, as documented). With one 96-DPI screen the answer
to every DPI query is 96 whatever the awareness, so only the recorded value differs.
"""

from ....abi.api import BOTH, api
from ..shell32.folders import command_line_to_argv
from ...core.dllnames import SHCORE

DPI = 96
S_OK, E_INVALIDARG, E_ACCESSDENIED = 0, 0x80070057, 0x80070005
# DPI_AWARENESS_CONTEXT pseudo handles -> PROCESS_DPI_AWARENESS values
CONTEXTS = {0xFFFFFFFF: 0, 0xFFFFFFFE: 1, 0xFFFFFFFD: 2, 0xFFFFFFFC: 2, 0xFFFFFFFB: 0}


def set_awareness(vm, value):
    """Record the awareness; False if it was already set (it can be set once)."""
    if vm.user.dpi_awareness is not None:
        return False
    vm.user.dpi_awareness = value
    return True


@api(SHCORE, "SetProcessDpiAwareness", "DWORD value", widths=BOTH)
def SetProcessDpiAwareness(c, value):
    if value > 2:
        return E_INVALIDARG
    return S_OK if set_awareness(c.vm, value) else E_ACCESSDENIED


@api(SHCORE, "GetProcessDpiAwareness", "HANDLE process, LPVOID out", widths=BOTH)
def GetProcessDpiAwareness(c, process, out):
    c.vm.mem.w32(out, c.vm.user.dpi_awareness or 0)
    return S_OK


@api(SHCORE, "GetDpiForMonitor", "HANDLE monitor, DWORD kind, LPVOID x, LPVOID y", widths=BOTH)
def GetDpiForMonitor(c, monitor, kind, x, y):
    if kind > 2 or not x or not y:
        return E_INVALIDARG
    c.vm.mem.w32(x, DPI)
    c.vm.mem.w32(y, DPI)
    return S_OK


@api(SHCORE, "GetScaleFactorForMonitor", "HANDLE monitor, LPVOID out", widths=BOTH)
def GetScaleFactorForMonitor(c, monitor, out):
    c.vm.mem.w32(out, 100)                  # SCALE_100_PERCENT
    return S_OK


# SHELL32's CommandLineToArgvW forwards here (abi/apisets.py), as on Windows 8 and later.
@api(SHCORE, "CommandLineToArgvW", "LPVOID line, LPVOID pargc", widths=BOTH)
def CommandLineToArgvW(c, line, pargc):
    return command_line_to_argv(c, line, pargc)
