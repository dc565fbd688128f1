"""USER32: GetWindowLongPtr and SetWindowLongPtr, the pointer-sized window data.

64-bit USER32 exports them as functions; 32-bit Windows has only macros naming
GetWindowLong / SetWindowLong, so a 32-bit program that reaches them (through
GetProcAddress) gets exactly those. In a 64-bit program the pointer-sized values —
GWLP_WNDPROC, GWLP_HINSTANCE, GWLP_HWNDPARENT, GWLP_USERDATA, GWLP_ID and the window's
extra bytes at a non-negative offset (8 of them: DWLP_MSGRESULT, DWLP_DLGPROC, DWLP_USER in
a dialog) — are read and written whole; GWL_STYLE and GWL_EXSTYLE stay 32-bit values and
go through SetWindowLong's path (WM_STYLECHANGING / WM_STYLECHANGED).
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_INDEX
from ...core.dllnames import USER32
from .main import (GWL_EXSTYLE, GWL_HINSTANCE, GWL_HWNDPARENT, GWL_ID, GWL_STYLE,
                   GWL_USERDATA, GWL_WNDPROC, GetWindowLong, SetWindowLong, _proc_charset,
                   win_of)

_MASK64 = (1 << 64) - 1


@api(USER32, "GetWindowLongPtr{AW}", "HWND hwnd, INT index", widths=BOTH)
def GetWindowLongPtr(c, hwnd, index):
    """A window's value at ``index`` (GWLP_*, GWL_*, or its extra bytes), pointer-sized."""
    if c.ptr_size == 4:
        return GetWindowLong(c, hwnd, index)
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if index >= 0:
        if index + 8 > len(win.extra):
            c.vm.last_error = ERROR_INVALID_INDEX
            return 0
        return struct.unpack_from("<Q", win.extra, index)[0]
    values = {GWL_WNDPROC: win.wndproc, GWL_HINSTANCE: win.instance,
              GWL_HWNDPARENT: win.parent or win.owner or 0, GWL_STYLE: win.style,
              GWL_EXSTYLE: win.exstyle, GWL_USERDATA: win.user_data, GWL_ID: win.id}
    if index not in values:
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    return values[index]


@api(USER32, "SetWindowLongPtr{AW}", "HWND hwnd, INT index, LONG_PTR value", widths=BOTH)
def SetWindowLongPtr(c, hwnd, index, value):
    """Replace a window's value at ``index``; the previous value (0 and
    ERROR_INVALID_INDEX for an index the window does not have)."""
    if c.ptr_size == 4 or index in (GWL_STYLE, GWL_EXSTYLE):
        return (yield from SetWindowLong(c, hwnd, index, value))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    value &= _MASK64
    if index >= 0:
        if index + 8 > len(win.extra):
            c.vm.last_error = ERROR_INVALID_INDEX
            return 0
        old = struct.unpack_from("<Q", win.extra, index)[0]
        struct.pack_into("<Q", win.extra, index, value)
        return old
    old = GetWindowLongPtr(c, hwnd, index)
    if index == GWL_WNDPROC:
        win.unicode = _proc_charset(win, value, c.wide)
        win.wndproc = value
    elif index == GWL_USERDATA:
        win.user_data = value
    elif index == GWL_ID:
        win.id = value
    elif index == GWL_HINSTANCE:
        win.instance = value
    else:
        c.vm.last_error = ERROR_INVALID_INDEX
        return 0
    return old
