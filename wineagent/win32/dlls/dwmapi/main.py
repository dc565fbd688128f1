"""dwmapi.dll, the Desktop Window Manager's API, as Windows 10 answers it: composition is
always on (since Windows 8 DwmIsCompositionEnabled always says TRUE), and a window's
attributes are read from the window manager: its extended frame bounds are its window
rectangle (the frame here has no invisible resize borders), it is never cloaked, its
non-client area is rendered. Qt 5's platform plugin asks whether composition is on
while it paints. Other attributes, setting attributes, glass (blur) and thumbnails are
not implemented: they stop the guest naming them.

Extending the frame into the client area (DwmExtendFrameIntoClientArea) is done for
margins of zero, which is every window's frame (Qt 6 resets a window's margins so);
wider margins (a frame drawn under the client area, its caption buttons in it) are not
implemented and stop naming the margins. So no window here has DWM-drawn caption
buttons in its client area, and DwmDefWindowProc, the hit testing of those buttons,
never handles a message: FALSE, ``*result`` untouched, as Windows answers for a window
whose frame is not extended."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import DWMAPI
from ...core.winerror import E_HANDLE, E_INVALIDARG, S_OK

DWMWA_NCRENDERING_ENABLED, DWMWA_EXTENDED_FRAME_BOUNDS, DWMWA_CLOAKED = 1, 9, 14


@api(DWMAPI, "DwmExtendFrameIntoClientArea", "HWND hwnd, LPVOID margins", widths=BOTH)
def DwmExtendFrameIntoClientArea(c, hwnd, margins):
    """The window's frame extended by ``margins`` (a MARGINS) into its client area: for
    all-zero margins the frame every window has (S_OK); E_HANDLE for a window that does
    not exist, E_INVALIDARG for NULL margins; wider margins stop naming them."""
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        return E_HANDLE
    if not margins:
        return E_INVALIDARG
    widths = [vm.mem.i32(margins + 4 * i) for i in range(4)]
    if any(widths):
        raise Unimplemented("%s!DwmExtendFrameIntoClientArea (margins %s)"
                            % (DWMAPI, widths))
    return S_OK


@api(DWMAPI, "DwmDefWindowProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam, "
     "LPVOID result", widths=BOTH)
def DwmDefWindowProc(c, hwnd, msg, wparam, lparam, result):
    """FALSE: no window here has caption buttons drawn by the DWM in its client area
    (no frame is extended), so the DWM handles none of its messages."""
    return 0


@api(DWMAPI, "DwmIsCompositionEnabled", "LPVOID enabled", widths=BOTH)
def DwmIsCompositionEnabled(c, enabled):
    """TRUE into ``*enabled`` (Windows 8 and later always compose); E_INVALIDARG for a
    NULL pointer."""
    if not enabled:
        return E_INVALIDARG
    c.vm.mem.w32(enabled, 1)
    return S_OK


@api(DWMAPI, "DwmGetWindowAttribute", "HWND hwnd, DWORD attribute, LPVOID value, "
     "DWORD size", widths=BOTH)
def DwmGetWindowAttribute(c, hwnd, attribute, value, size):
    """A window's DWM attribute into ``value`` (``size`` bytes, which must be the
    attribute's: E_INVALIDARG otherwise, as for a NULL ``value``): the extended frame
    bounds (a RECT: the window's rectangle on the screen), whether non-client rendering
    is enabled (BOOL, TRUE), whether it is cloaked (DWORD, 0). E_HANDLE for a window
    that does not exist."""
    vm = c.vm
    win = vm.wm.get(hwnd)
    if win is None:
        return E_HANDLE
    if attribute == DWMWA_EXTENDED_FRAME_BOUNDS:
        if not value or size != 16:
            return E_INVALIDARG
        for i, v in enumerate(vm.wm.window_rect(win)):
            vm.mem.w32(value + 4 * i, v)
        return S_OK
    if attribute in (DWMWA_NCRENDERING_ENABLED, DWMWA_CLOAKED):
        if not value or size != 4:
            return E_INVALIDARG
        vm.mem.w32(value, 1 if attribute == DWMWA_NCRENDERING_ENABLED else 0)
        return S_OK
    raise Unimplemented("%s!DwmGetWindowAttribute (attribute %d)" % (DWMAPI, attribute))
