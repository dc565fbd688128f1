"""The mouse capture: SetCapture's and ReleaseCapture's work, for the API and for USER's
own code that takes the mouse (a button pressed with the mouse or the space bar, the tree
view's right click, DefWindowProc's WM_CANCELMODE).

As Windows: the window that had the capture (even the one taking it again) hears
WM_CAPTURECHANGED, after EVENT_SYSTEM_CAPTUREEND for it and EVENT_SYSTEM_CAPTURESTART for
the new one (msg.c's DoubleSetCaptureSeq and the button sequences); while a menu is
tracked the menu holds the capture and neither call changes anything. The capture is
the calling thread's input's (user/threadinput.py): SetCapture of a window of another
input changes nothing.
"""

from . import threadinput, winevents

__all__ = ["set_capture", "release_capture", "WM_CAPTURECHANGED"]

WM_CAPTURECHANGED = 0x0215


def set_capture(vm, hwnd):
    """Generator: give the capture to ``hwnd`` (0 or no such window: nobody); the window
    that had it, or 0. While a menu is tracked: 0, nothing changes."""
    wm = vm.wm
    if vm.menus.tracker is not None:
        return 0
    new = hwnd if wm.get(hwnd) is not None else 0
    if new and threadinput.of_window(vm, new) is not threadinput.current(vm):
        # the capture is the caller's thread input's (wm.capture): a window of a thread
        # not joined to it (AttachThreadInput) is refused, the last error untouched
        return 0
    old = wm.capture
    if old:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, old)
    wm.capture = new
    if new:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTURESTART, new)
    if old and wm.get(old) is not None:
        yield from wm.send(old, WM_CAPTURECHANGED, 0, new)
    return old


def release_capture(vm):
    """Generator: no window has the mouse; the one that had it hears WM_CAPTURECHANGED.
    False while a menu is tracked (the menu holds the capture)."""
    wm = vm.wm
    if vm.menus.tracker is not None:
        return False
    old = wm.capture
    wm.capture = 0
    if old:
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, old)
        if wm.get(old) is not None:
            yield from wm.send(old, WM_CAPTURECHANGED, 0, 0)
    return True
