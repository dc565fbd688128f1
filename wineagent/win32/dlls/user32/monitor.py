"""USER32's multi-monitor functions over the one screen of the headless desktop.

There is exactly one monitor, the primary, covering the whole screen; its work area is
the whole screen too (there is no task bar) unless a program set another
(SPI_SETWORKAREA). Programs ask for it to place their main
window (``MonitorFromRect`` then ``GetMonitorInfo``), so every query answers that one.
"""

import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.dllnames import USER32
from ...core.structures import MONITORINFO, MONITORINFOEX, RECT
from ...core.winerror import ERROR_INVALID_MONITOR_HANDLE
from ...user.nonclient import WS_MINIMIZE
from ...user.placement import normal_rect, work_area
from .main import any_win

HMONITOR_PRIMARY = 0x00010001
MONITORINFOF_PRIMARY = 1
MONITOR_DEFAULTTONULL = 0


def _on_screen(vm, left, top, right, bottom):
    w, h = vm.wm.width, vm.wm.height
    return left < w and top < h and right > 0 and bottom > 0


def _pick(vm, rect, flags):
    if rect is not None and (rect[2] <= rect[0] or rect[3] <= rect[1]):
        # An empty rectangle is the point at its top-left (Windows: an empty one at 0,0
        # is on the primary monitor).
        rect = (rect[0], rect[1], rect[0] + 1, rect[1] + 1)
    if rect is None or _on_screen(vm, *rect) or flags != MONITOR_DEFAULTTONULL:
        return HMONITOR_PRIMARY
    return 0


@api(USER32, "MonitorFromRect", "LPVOID rect, DWORD flags", widths=BOTH)
def MonitorFromRect(c, rect, flags):
    return _pick(c.vm, RECT.values(c.vm.mem, rect), flags)


# The POINT travels by value: two stack slots (x, then y) in a 32-bit program, one
# register holding both in a 64-bit one; either way a 64-bit integer, x in its low half.
@api(USER32, "MonitorFromPoint", "UINT64 pt, DWORD flags", widths=BOTH)
def MonitorFromPoint(c, pt, flags):
    x, y = struct.unpack("<2i", struct.pack("<Q", pt))
    return _pick(c.vm, (x, y, x + 1, y + 1), flags)


@api(USER32, "MonitorFromWindow", "HWND hwnd, DWORD flags", widths=BOTH)
def MonitorFromWindow(c, hwnd, flags):
    """The monitor a window's rectangle meets (a minimized window's: its restored one),
    as MonitorFromRect. A window that does not exist (NULL too) is on none: NULL with
    MONITOR_DEFAULTTONULL, else the primary."""
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0 if flags == MONITOR_DEFAULTTONULL else HMONITOR_PRIMARY
    if win.style & WS_MINIMIZE:
        x, y, w, h = normal_rect(win)
        rect = (x, y, x + w, y + h)
    else:
        rect = proc.wm.window_rect(win)
    return _pick(c.vm, rect, flags)


def _is_monitor(c, monitor):
    """Whether a handle names the monitor. HMONITORs are USER handles: the low 16 bits
    the index, the high 16 the generation, where 0xFFFF matches any generation and a
    32-bit program may also give none (0), as for window handles."""
    if monitor & 0xFFFF != HMONITOR_PRIMARY & 0xFFFF:
        return False
    gen = (monitor >> 16) & 0xFFFF
    return gen in (HMONITOR_PRIMARY >> 16, 0xFFFF) or (gen == 0 and c.ptr_size == 4)


@api(USER32, "GetMonitorInfo{AW}", "HANDLE monitor, LPVOID info", widths=BOTH)
def GetMonitorInfo(c, monitor, info):
    """The monitor's rectangle, work area and flags (MONITORINFO), and with a
    MONITORINFOEX its GDI name. A handle that is not the monitor fails with
    ERROR_INVALID_MONITOR_HANDLE; a cbSize of neither structure fails."""
    if not _is_monitor(c, monitor):
        c.vm.last_error = ERROR_INVALID_MONITOR_HANDLE
        return 0
    if not info:
        return 0
    mem = c.vm.mem
    size = MONITORINFO.at(mem, info).cbSize
    ex = MONITORINFOEX.variant(c.wide)
    if size not in (MONITORINFO.sizeof(), ex.sizeof()):
        return 0
    screen = (0, 0, c.vm.wm.width, c.vm.wm.height)
    MONITORINFO.write(mem, info, rcMonitor=screen, rcWork=work_area(c.vm.wm),
                      dwFlags=MONITORINFOF_PRIMARY)
    if size == ex.sizeof():
        c.write_str(info + ex.offsetof("szDevice"), "\\\\.\\DISPLAY1", 32)
    return 1


@api(USER32, "EnumDisplayMonitors", "HDC hdc, LPVOID clip, LPVOID proc, LPARAM data", widths=BOTH)
def EnumDisplayMonitors(c, hdc, clip, proc, data):
    """The one monitor to ``proc(hmonitor, NULL, &rect, data)``: its rectangle, or with a
    clip rectangle the part of it inside (no call when they do not meet). FALSE when the
    callback stops the enumeration."""
    vm = c.vm
    if hdc:
        raise Unimplemented("USER32.dll!EnumDisplayMonitors: with a DC (its visible region)")
    if not proc:
        return 0
    l, t, r, b = 0, 0, vm.wm.width, vm.wm.height
    if clip:
        cl, ct, cr, cb = RECT.values(vm.mem, clip)
        l, t, r, b = max(l, cl), max(t, ct), min(r, cr), min(b, cb)
        if r <= l or b <= t:
            return 1
    p = vm.heap.alloc(RECT.sizeof())
    try:
        vm.mem.write(p, RECT.pack_values(l, t, r, b))
        ok = yield GuestCall(proc, (HMONITOR_PRIMARY, 0, p, data))
    finally:
        vm.heap.free(p)
    return 1 if ok & 0xFFFFFFFF else 0     # the callback's BOOL: 32 bits
