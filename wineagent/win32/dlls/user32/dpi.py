"""USER32's DPI awareness calls: the screen is 96 DPI, so every answer is 96 whatever the
awareness; the awareness itself is recorded once, shared with SHCORE's calls
(shcore/main.py)."""

from ....abi.api import api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER
from ..shcore.main import CONTEXTS, DPI, set_awareness
from ...core.dllnames import USER32



@api(USER32, "SetProcessDPIAware")
def SetProcessDPIAware(c):
    set_awareness(c.vm, 1)
    return 1                                 # documented: succeeds even when already set


@api(USER32, "IsProcessDPIAware")
def IsProcessDPIAware(c):
    return int((c.vm.user.dpi_awareness or 0) != 0)


@api(USER32, "SetProcessDpiAwarenessContext", "HANDLE context")
def SetProcessDpiAwarenessContext(c, context):
    value = CONTEXTS.get(context)
    if value is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not set_awareness(c.vm, value):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    return 1


@api(USER32, "GetDpiForSystem")
def GetDpiForSystem(c):
    return DPI


@api(USER32, "GetDpiForWindow", "HWND hwnd")
def GetDpiForWindow(c, hwnd):
    return DPI if c.vm.wm.get(hwnd) is not None else 0
