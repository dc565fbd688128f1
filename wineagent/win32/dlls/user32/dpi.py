"""USER32's DPI awareness calls. The screen is 96 DPI, so every DPI answered is 96
whatever the awareness; the awareness itself is recorded (the process's once, shared
with SHCORE's calls in shcore/main.py; each thread's and each window's in
``user/dpi.py``), and the ForDpi calls scale the metrics to the DPI asked for as Windows
does (Wine's sysparams tests list the rules)."""

from ....abi.api import BOTH, Ret64, api
from ...core.dllnames import USER32
from ...core.structures import LOGFONT, POINT, RECT
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_ARGUMENTS, ERROR_INVALID_ADDRESS,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE)
from ...user import dpi as ctx
from ...user.sysparams import (DESKTOP_HWND, UI_HEIGHT, icon_font, icon_metrics,
                               menu_check_size, nonclient_metrics, setting)
from ...user.window import adjust_rect
from ...user.wm import FrameSizes
from ..shcore.main import CONTEXTS, DPI, set_awareness
from .main import system_metric

CURRENT_PROCESS = 0xFFFFFFFF


@api(USER32, "SetProcessDPIAware", widths=BOTH)
def SetProcessDPIAware(c):
    """System-aware from now on; succeeds even when the awareness was set already."""
    set_awareness(c.vm, 1)
    return 1


@api(USER32, "IsProcessDPIAware", widths=BOTH)
def IsProcessDPIAware(c):
    """Whether the calling thread is DPI aware (its own context, else the process's),
    which is what Windows answers (Wine's sysparams tests)."""
    return int(ctx.thread_awareness(c.vm) != ctx.UNAWARE)


@api(USER32, "SetProcessDpiAwarenessContext", "HANDLE context", widths=BOTH)
def SetProcessDpiAwarenessContext(c, context):
    """Set the process's awareness once: ERROR_INVALID_PARAMETER for what is no pseudo
    context, ERROR_ACCESS_DENIED when already set."""
    value = CONTEXTS.get(context)
    if value is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not set_awareness(c.vm, value):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    return 1


@api(USER32, "SetProcessDpiAwarenessInternal", "INT awareness", widths=BOTH)
def SetProcessDpiAwarenessInternal(c, awareness):
    """The undocumented form SetProcessDpiAwareness calls: a DPI_AWARENESS value."""
    if awareness not in (ctx.UNAWARE, ctx.SYSTEM_AWARE, ctx.PER_MONITOR_AWARE):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not set_awareness(c.vm, awareness):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    return 1


@api(USER32, "GetProcessDpiAwarenessInternal", "HANDLE process, LPVOID out", widths=BOTH)
def GetProcessDpiAwarenessInternal(c, process, out):
    """The process's awareness (NULL or the current process's handle); another process
    is answered as unaware, as Windows does for a handle it cannot look into."""
    value = (c.vm.user.dpi_awareness or 0) if process in (0, CURRENT_PROCESS) else 0
    if out:
        c.vm.mem.w32(out, value)
    return 1


@api(USER32, "GetThreadDpiAwarenessContext", widths=BOTH)
def GetThreadDpiAwarenessContext(c):
    """The calling thread's context (the process's while it has none of its own)."""
    return _context_result(ctx.thread_context(c.vm))


def _context_result(value):
    """A context handle as a result: a 64-bit program gets it zero-extended, as Windows
    makes it (ULongToHandle; 64-bit Wine prints 0000000080000012), where a plain int
    result of 0x80000000 and above would be sign-extended (machine/cpu64.py). A Ret64 is
    delivered whole; to a 32-bit program it is EAX as before (EDX, which a stdcall
    function may clobber, 0)."""
    return Ret64(value & 0xFFFFFFFF)


@api(USER32, "SetThreadDpiAwarenessContext", "HANDLE context", widths=BOTH)
def SetThreadDpiAwarenessContext(c, context):
    """Set the calling thread's context; the previous one, or NULL with
    ERROR_INVALID_PARAMETER for an invalid context."""
    if ctx.awareness_of(context) == ctx.DPI_AWARENESS_INVALID:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _context_result(ctx.set_thread_context(c.vm, context))


@api(USER32, "GetWindowDpiAwarenessContext", "HWND hwnd", widths=BOTH)
def GetWindowDpiAwarenessContext(c, hwnd):
    """The context a window was created under (the desktop window is per-monitor
    aware)."""
    if hwnd == DESKTOP_HWND:
        return 0x10 | ctx.PER_MONITOR_AWARE
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    return 0x10 | win.state.get("dpi_awareness", ctx.UNAWARE)


@api(USER32, "GetAwarenessFromDpiAwarenessContext", "HANDLE context", widths=BOTH)
def GetAwarenessFromDpiAwarenessContext(c, context):
    """DPI_AWARENESS of a context; DPI_AWARENESS_INVALID (-1) for none."""
    return ctx.awareness_of(context) & 0xFFFFFFFF


@api(USER32, "IsValidDpiAwarenessContext", "HANDLE context", widths=BOTH)
def IsValidDpiAwarenessContext(c, context):
    """TRUE for a pseudo context or a context value Windows hands out."""
    return int(ctx.awareness_of(context) != ctx.DPI_AWARENESS_INVALID)


@api(USER32, "AreDpiAwarenessContextsEqual", "HANDLE a, HANDLE b", widths=BOTH)
def AreDpiAwarenessContextsEqual(c, a, b):
    """TRUE when two valid contexts stand for the same one."""
    if ctx.DPI_AWARENESS_INVALID in (ctx.awareness_of(a), ctx.awareness_of(b)):
        return 0
    return int(ctx.context_value(a) == ctx.context_value(b))


@api(USER32, "GetDpiFromDpiAwarenessContext", "HANDLE context", widths=BOTH)
def GetDpiFromDpiAwarenessContext(c, context):
    """The DPI a context fixes: the system's for unaware and system-aware ones, 0 for
    the per-monitor ones (their DPI is the monitor's) and for no context."""
    a = ctx.awareness_of(context)
    return DPI if a in (ctx.UNAWARE, ctx.SYSTEM_AWARE) else 0


@api(USER32, "GetDpiForSystem", widths=BOTH)
def GetDpiForSystem(c):
    """The system DPI: 96."""
    return DPI


@api(USER32, "GetDpiForWindow", "HWND hwnd", widths=BOTH)
def GetDpiForWindow(c, hwnd):
    """A window's DPI (96); 0 with ERROR_INVALID_WINDOW_HANDLE for no window."""
    if hwnd == DESKTOP_HWND or c.vm.wm.get(hwnd) is not None:
        return DPI
    c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return 0


@api(USER32, "GetDpiForMonitorInternal", "HANDLE monitor, UINT kind, LPVOID x, LPVOID y", widths=BOTH)
def GetDpiForMonitorInternal(c, monitor, kind, x, y):
    """The undocumented form of SHCORE's GetDpiForMonitor: effective, angular or raw
    DPI (0..2; else ERROR_BAD_ARGUMENTS), both pointers required (ERROR_INVALID_ADDRESS)."""
    if kind > 2:
        c.vm.last_error = ERROR_BAD_ARGUMENTS
        return 0
    if not x or not y:
        c.vm.last_error = ERROR_INVALID_ADDRESS
        return 0
    c.vm.mem.w32(x, DPI)
    c.vm.mem.w32(y, DPI)
    return 1


def _muldiv(a, b, d):
    """MulDiv: a * b / d rounded half away from zero."""
    n = a * b
    q = (abs(n) + abs(d) // 2) // abs(d)
    return q if (n >= 0) == (d > 0) else -q


#: metrics that are lengths, scaled with the DPI: the scroll bars and thumbs, icons and
#: their spacing, the caption, small caption and menu buttons
_SCALED = {2, 3, 9, 10, 11, 12, 20, 21, 30, 31, 38, 39, 52, 53, 54, 55}
#: the bar heights, whose one-pixel line is not scaled: caption, small caption, menu
_BARS = {4, 51, 15}


def metric_for_dpi(vm, index, dpi):
    """GetSystemMetricsForDpi: GetSystemMetrics as a window at ``dpi`` sees it."""
    value = system_metric(vm, index)
    if dpi == DPI:
        return value
    if index in _SCALED:
        return _muldiv(value, dpi, DPI)
    if index in _BARS:
        return _muldiv(value - 1, dpi, DPI) + 1
    if index in (13, 14):                       # the cursor: 32, 48 or 64 pixels
        size = _muldiv(32, dpi, DPI)
        return 32 if size < 48 else 48 if size < 64 else 64
    if index in (32, 33):                       # frames: the border setting scaled, plus 3
        return _muldiv(setting(vm, "BORDER"), dpi, DPI) + 3
    if index in (71, 72):                       # the check mark: the menu font's, scaled
        return menu_check_size(vm, _muldiv(UI_HEIGHT, dpi, DPI))
    if index in (49, 50):                       # the small icon: an even size
        return _muldiv(16, dpi, DPI) & ~1
    return value


@api(USER32, "GetSystemMetricsForDpi", "INT index, UINT dpi", widths=BOTH)
def GetSystemMetricsForDpi(c, index, dpi):
    """A system metric at a given DPI (see :func:`metric_for_dpi`)."""
    return metric_for_dpi(c.vm, index, dpi)


SPI_GETICONTITLELOGFONT, SPI_GETNONCLIENTMETRICS, SPI_GETICONMETRICS = 0x1F, 0x29, 0x2D


@api(USER32, "SystemParametersInfoForDpi", "UINT action, UINT param, LPVOID pv, UINT ini,"
                                           " UINT dpi", widths=BOTH)
def SystemParametersInfoForDpi(c, action, param, pv, ini, dpi):
    """The three DPI-dependent SystemParametersInfoW queries at a given DPI: the icon
    title font, NONCLIENTMETRICSW and ICONMETRICSW, with their lengths and font heights
    scaled; any other action fails with ERROR_INVALID_PARAMETER."""
    vm = c.vm
    mem = vm.mem
    metric = lambda i: metric_for_dpi(vm, i, dpi)  # noqa: E731
    height = _muldiv(UI_HEIGHT, dpi, DPI)
    if action == SPI_GETICONTITLELOGFONT:
        font = LOGFONT.variant(True).pack(**dict(icon_font(vm), lfHeight=height))
        if not pv or param not in (0, len(font)):
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        mem.write(pv, font)
        return 1
    if action not in (SPI_GETNONCLIENTMETRICS, SPI_GETICONMETRICS) or not pv:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if action == SPI_GETNONCLIENTMETRICS:
        body = nonclient_metrics(vm, True, metric, font_height=height,
                                 border=_muldiv(setting(vm, "BORDER"), dpi, DPI))
        sizes = (4 + len(body), 8 + len(body))
    else:
        body = icon_metrics(vm, metric, True, font_height=height)
        sizes = (4 + len(body),)
    size = mem.u32(pv)
    if size not in sizes or param not in (0, size):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem.write(pv + 4, body + bytes(size - 4 - len(body)))
    return 1


def frame_sizes_for_dpi(vm, dpi):
    """The session's frame sizes (:class:`FrameSizes`) as a window at ``dpi`` has them:
    the caption, small caption and menu bars, their buttons and the scroll bars from
    GetSystemMetricsForDpi, the sizing band from the border setting scaled
    (SystemParametersInfoForDpi's iBorderWidth; iPaddedBorderWidth is 0 here)."""
    if dpi == DPI:
        return vm.wm.nc
    metric = lambda i: metric_for_dpi(vm, i, dpi)  # noqa: E731
    return FrameSizes(cx_size=metric(30), cy_size=metric(4) - 1, menu_w=metric(54),
                      menu_h=metric(15) - 1, scroll_w=metric(2), scroll_h=metric(20),
                      sm_w=metric(52), sm_h=metric(51) - 1, cxmin=vm.wm.nc.cxmin,
                      border=_muldiv(setting(vm, "BORDER"), dpi, DPI), fonts=vm.wm.nc.fonts)


@api(USER32, "AdjustWindowRectExForDpi", "LPVOID rect, DWORD style, BOOL menu, DWORD exstyle,"
                                         " UINT dpi", widths=BOTH)
def AdjustWindowRectExForDpi(c, rect, style, menu, exstyle, dpi):
    """AdjustWindowRectEx for a window at ``dpi``: the sizing band, captions and menu bar
    at that DPI (:func:`frame_sizes_for_dpi`); the outer edges, the border line and the
    client edge stay as they are at any DPI, as Windows adds them."""
    if not rect:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    r = RECT.values(c.vm.mem, rect)
    nc = frame_sizes_for_dpi(c.vm, dpi)
    c.vm.mem.write(rect, RECT.pack_values(*adjust_rect(r, style, menu, exstyle, nc)))
    return 1


@api(USER32, "EnableNonClientDpiScaling", "HWND hwnd", widths=BOTH)
def EnableNonClientDpiScaling(c, hwnd):
    """Have a per-monitor-aware top-level window's caption, menu and scroll bars follow
    its monitor's DPI (what Qt 5 asks in WM_NCCREATE). The one monitor is 96 DPI, the
    scale every non-client part is drawn at already: the window is marked and TRUE
    returned; no window is ERROR_INVALID_WINDOW_HANDLE. (Wine 8 answers FALSE with
    ERROR_CALL_NOT_IMPLEMENTED.)"""
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    win.state["nonclient_dpi_scaling"] = True
    return 1


# -- points between logical and physical coordinates -------------------------------------
def _point_in_window(c, hwnd, pt):
    """The POINT at ``pt`` when it lies in ``hwnd``'s window rectangle, edges included
    (the right and bottom ones too, as Windows checks); else None."""
    win = c.vm.wm.get(hwnd)
    if win is None or not pt:
        return None
    x, y = POINT.values(c.vm.mem, pt)
    l, t, r, b = c.vm.wm.window_rect(win)
    return (x, y) if l <= x <= r and t <= y <= b else None


@api(USER32, "LogicalToPhysicalPointForPerMonitorDPI", "HWND hwnd, LPVOID pt", widths=BOTH)
def LogicalToPhysicalPointForPerMonitorDPI(c, hwnd, pt):
    """A point of ``hwnd`` in the thread's logical coordinates to the monitor's physical
    ones: scaled by the monitor's DPI over the window's, which are both 96 here, so the
    point stays; FALSE (the point untouched) when it is outside the window rectangle."""
    return 0 if _point_in_window(c, hwnd, pt) is None else 1


@api(USER32, "PhysicalToLogicalPointForPerMonitorDPI", "HWND hwnd, LPVOID pt", widths=BOTH)
def PhysicalToLogicalPointForPerMonitorDPI(c, hwnd, pt):
    """The inverse of LogicalToPhysicalPointForPerMonitorDPI (the window's DPI over the
    monitor's: 96 / 96); FALSE outside the window rectangle."""
    return 0 if _point_in_window(c, hwnd, pt) is None else 1
