"""The mouse capture: which window gets the mouse's messages wherever the pointer is.

``set_capture`` and ``release_capture`` are SetCapture's and ReleaseCapture's work, shared
by USER32's exports and by the controls that capture the mouse themselves (the tree
view's right click). The window losing the capture is told with WM_CAPTURECHANGED, after
EVENT_SYSTEM_CAPTUREEND for it and EVENT_SYSTEM_CAPTURESTART for the new one, as on
Windows (msg.c's DoubleSetCaptureSeq). While a menu is tracked the menu holds the
capture: neither changes anything.
"""

from . import winevents

__all__ = ["set_capture", "release_capture", "WM_CAPTURECHANGED"]

WM_CAPTURECHANGED = 0x0215


def set_capture(vm, hwnd):
    """Generator: give the capture to ``hwnd`` (told even when it had it already);
    returns the window that had it, 0 while a menu is tracked."""
    wm = vm.wm
    if vm.menus.tracker is not None:
        return 0
    old = wm.capture
    new = hwnd if wm.get(hwnd) is not None else 0
    if old:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, old)
    wm.capture = new
    if new:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTURESTART, new)
    if old and wm.get(old) is not None:
        yield from wm.send(old, WM_CAPTURECHANGED, 0, new)
    return old


def release_capture(vm):
    """Generator: no window has the capture; TRUE, or FALSE while a menu is tracked."""
    wm = vm.wm
    if vm.menus.tracker is not None:
        return 0
    old = wm.capture
    wm.capture = 0
    if old:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, old)
        yield from wm.send(old, WM_CAPTURECHANGED, 0, 0)
    return 1
