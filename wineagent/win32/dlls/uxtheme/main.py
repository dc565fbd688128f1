"""UXTHEME: the visual styles API on a desktop with no visual style active — the
Windows Classic look every window here is drawn in. What Windows answers then: no theme
is active or applied, OpenThemeData gives no theme (NULL, last error
E_PROP_ID_UNSUPPORTED), so the functions that take a theme handle only ever see one
that is not a theme (E_HANDLE), and programs draw the classic way, as they must be
ready to. The application's theme properties, a window's SetWindowTheme and its dialog
texture setting are recorded and answered back."""

from ....abi.api import BOTH, api
from ...core.dllnames import UXTHEME
from ...core.winerror import E_HANDLE, ERROR_INVALID_WINDOW_HANDLE
from ...core.bits import s32
from ...core.messages import WM_ERASEBKGND
from ...core.structures import RECT
from ..gdi32.coords import OffsetViewportOrgEx, SetViewportOrgEx
from ..gdi32.main import DeleteObject
from ..gdi32.regions import CreateRectRgn, GetClipRgn, IntersectClipRect, SelectClipRgn
from ..user32.main import GetSysColor, GetSysColorBrush

S_OK = 0
#: HRESULT_FROM_WIN32(ERROR_NOT_FOUND): what OpenThemeData leaves when no theme is active
E_PROP_ID_UNSUPPORTED = 0x80070490
WM_THEMECHANGED = 0x31A
ETDT_DISABLE, ETDT_ENABLE = 0x1, 0x2


def _hresult_win32(code):
    return 0x80070000 | code


@api(UXTHEME, "IsThemeActive", widths=BOTH)
def IsThemeActive(c):
    """FALSE: the classic look, no visual style."""
    return 0


@api(UXTHEME, "GetCurrentThemeName", "LPWSTR name, INT name_chars, LPWSTR color,"
     " INT color_chars, LPWSTR size, INT size_chars", widths=BOTH)
def GetCurrentThemeName(c, name, name_chars, color, color_chars, size, size_chars):
    """E_PROP_ID_UNSUPPORTED: no visual style is loaded, so there is no theme file,
    colour scheme or size to name; the buffers are left as they were."""
    return E_PROP_ID_UNSUPPORTED


@api(UXTHEME, "IsAppThemed", widths=BOTH)
def IsAppThemed(c):
    """FALSE: no visual style applies to the program."""
    return 0


@api(UXTHEME, "IsCompositionActive", widths=BOTH)
def IsCompositionActive(c):
    """FALSE: no desktop composition."""
    return 0


@api(UXTHEME, "GetThemeAppProperties", widths=BOTH)
def GetThemeAppProperties(c):
    """The STAP_ flags SetThemeAppProperties last set (all three at start)."""
    return c.vm.user.theme_app_properties


@api(UXTHEME, "SetThemeAppProperties", "DWORD flags", widths=BOTH)
def SetThemeAppProperties(c, flags):
    """Record where the program allows visual styles (no return value)."""
    c.vm.user.theme_app_properties = flags & 0xFFFFFFFF
    return 0


def _no_theme(c):
    c.vm.last_error = E_PROP_ID_UNSUPPORTED
    return 0


@api(UXTHEME, "OpenThemeData", "HWND hwnd, LPCWSTR classes", widths=BOTH)
def OpenThemeData(c, hwnd, classes):
    """NULL: with no visual style active there is no theme data for any class."""
    return _no_theme(c)


@api(UXTHEME, "OpenThemeDataEx", "HWND hwnd, LPCWSTR classes, DWORD flags", widths=BOTH)
def OpenThemeDataEx(c, hwnd, classes, flags):
    """NULL, as OpenThemeData."""
    return _no_theme(c)


@api(UXTHEME, "OpenThemeDataForDpi", "HWND hwnd, LPCWSTR classes, UINT dpi", widths=BOTH)
def OpenThemeDataForDpi(c, hwnd, classes, dpi):
    """NULL, as OpenThemeData."""
    return _no_theme(c)


@api(UXTHEME, "CloseThemeData", "HANDLE theme", widths=BOTH)
def CloseThemeData(c, theme):
    """E_HANDLE: no theme handle is ever given out, so none can be closed."""
    return E_HANDLE


@api(UXTHEME, "GetWindowTheme", "HWND hwnd", widths=BOTH)
def GetWindowTheme(c, hwnd):
    """NULL: no window has theme data."""
    return 0


@api(UXTHEME, "SetWindowTheme", "HWND hwnd, LPCWSTR app, LPCWSTR ids", widths=BOTH)
def SetWindowTheme(c, hwnd, app, ids):
    """Record the window's theme names (the visual style it would use) and send it
    WM_THEMECHANGED, as Windows does; S_OK."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return _hresult_win32(ERROR_INVALID_WINDOW_HANDLE)
    win.state["window_theme"] = (app, ids)
    yield from c.vm.wm.send(hwnd, WM_THEMECHANGED, 0, 0)
    return S_OK


@api(UXTHEME, "EnableThemeDialogTexture", "HWND hwnd, DWORD flags", widths=BOTH)
def EnableThemeDialogTexture(c, hwnd, flags):
    """Record whether a dialog's background takes the tab control's texture (ETDT_
    flags); S_OK."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return _hresult_win32(ERROR_INVALID_WINDOW_HANDLE)
    if flags & ETDT_DISABLE:
        win.state["dialog_texture"] = False
    elif flags & ETDT_ENABLE:
        win.state["dialog_texture"] = True
    return S_OK


@api(UXTHEME, "IsThemeDialogTextureEnabled", "HWND hwnd", widths=BOTH)
def IsThemeDialogTextureEnabled(c, hwnd):
    """Whether EnableThemeDialogTexture turned the texture on for the window."""
    win = c.vm.wm.get(hwnd)
    return int(bool(win is not None and win.state.get("dialog_texture")))


@api(UXTHEME, "IsThemePartDefined", "HANDLE theme, INT part, INT state", widths=BOTH)
def IsThemePartDefined(c, theme, part, state):
    """FALSE (E_HANDLE as the last error): no theme handle is valid."""
    c.vm.last_error = E_HANDLE
    return 0


@api(UXTHEME, "DrawThemeBackground", "HANDLE theme, HDC hdc, INT part, INT state,"
                                     " LPVOID rect, LPVOID clip", widths=BOTH)
def DrawThemeBackground(c, theme, hdc, part, state, rect, clip):
    """E_HANDLE: no theme handle is valid (the caller draws the classic way)."""
    return E_HANDLE


@api(UXTHEME, "GetThemePartSize", "HANDLE theme, HDC hdc, INT part, INT state,"
                                  " LPVOID rect, INT kind, LPVOID size", widths=BOTH)
def GetThemePartSize(c, theme, hdc, part, state, rect, kind, size):
    """E_HANDLE: no theme handle is valid."""
    return E_HANDLE


# -- a theme's system colours -------------------------------------------------------------
@api(UXTHEME, "GetThemeSysColor", "HANDLE theme, INT color", widths=BOTH)
def GetThemeSysColor(c, theme, index):
    """The system colour ``index`` (COLOR_*): with no theme (NULL, as documented, and so
    every handle here) a theme's system colours are the system's."""
    return GetSysColor(c, index)


@api(UXTHEME, "GetThemeSysColorBrush", "HANDLE theme, INT color", widths=BOTH)
def GetThemeSysColorBrush(c, theme, index):
    """The brush of system colour ``index``: with no theme, GetSysColorBrush's (a system
    object DeleteObject leaves alone)."""
    return GetSysColorBrush(c, index)


@api(UXTHEME, "GetThemeTransitionDuration", "HANDLE theme, INT part, INT state_from,"
     " INT state_to, INT prop, LPVOID duration", widths=BOTH)
def GetThemeTransitionDuration(c, theme, part, state_from, state_to, prop, duration):
    """E_HANDLE: no theme handle is valid (so no transition is animated)."""
    return E_HANDLE


WM_PRINTCLIENT = 0x0318
PRF_CLIENT = 0x4


@api(UXTHEME, "DrawThemeParentBackground", "HWND hwnd, HDC hdc, LPVOID rect", widths=BOTH)
def DrawThemeParentBackground(c, hwnd, hdc, prect):
    """Paint, on ``hdc`` of child window ``hwnd``, what its parent draws beneath it: the
    parent is sent WM_ERASEBKGND then WM_PRINTCLIENT (PRF_CLIENT) with the DC's origin
    moved to the parent's client coordinates, clipped to ``rect`` (the child's client
    coordinates; NULL: all of it). Not a theme call:
    it works the same with no visual style. A top-level window is its own parent here,
    as GetParent's NULL leaves nothing else to ask."""
    vm = c.vm
    wm = vm.wm
    win = wm.get(hwnd)
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return _hresult_win32(ERROR_INVALID_WINDOW_HANDLE)
    parent = wm.get(win.parent) if win.is_child else None
    target = parent if parent is not None else win
    cx, cy = wm.client_origin(win)
    px, py = wm.client_origin(target)
    # The clip region and the origin are put back after; anything else the parent's
    # handlers set on the DC stays (DefWindowProc's WM_CTLCOLORDLG leaves the dialog's
    # background colour as the DC's, which the caller's text then draws on).
    saved = CreateRectRgn(c, 0, 0, 0, 0)
    if GetClipRgn(c, hdc, saved) != 1:
        DeleteObject(c, saved)
        saved = 0
    if prect:
        l, t, r, b = (s32(v) for v in RECT.values(vm.mem, prect))
        IntersectClipRect(c, hdc, l, t, r, b)
    cell = vm.heap.alloc(8, zero=True)
    OffsetViewportOrgEx(c, hdc, px - cx, py - cy, cell)
    h = target.hwnd
    yield from wm.send(h, WM_ERASEBKGND, hdc, 0, sender=c)
    yield from wm.send(h, WM_PRINTCLIENT, hdc, PRF_CLIENT, sender=c)
    SetViewportOrgEx(c, hdc, vm.mem.i32(cell), vm.mem.i32(cell + 4), 0)
    vm.heap.free(cell)
    SelectClipRgn(c, hdc, saved)
    if saved:
        DeleteObject(c, saved)
    return S_OK
