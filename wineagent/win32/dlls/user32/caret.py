"""USER32: the caret functions. The caret itself (drawing, blinking, hide count) is in
``user/caret.py``; these handlers check the owner and the handles as Windows does, and
raise the caret's WinEvents (OBJID_CARET of the owner window: CREATE, DESTROY, SHOW when
it becomes visible, HIDE when it stops being, LOCATIONCHANGE), as Windows does for
accessibility tools (msg.c's edit sequences)."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_WINDOW_HANDLE)
from ...user import caret, winevents
from ...core.dllnames import USER32
from ...core.structures import POINT



def _image(vm, hbitmap):
    """The shape of a bitmap caret: the bitmap's pixels, and its size."""
    bmp = vm.gdi.get(hbitmap)
    image = getattr(bmp, "image", None)
    if image is None:
        return None
    return image.convert("RGB")


@api(USER32, "CreateCaret", "HWND hwnd, HBITMAP bitmap, INT width, INT height", widths=BOTH)
def CreateCaret(c, hwnd, bitmap, width, height):
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if bitmap in (0, 1):
        shape = bitmap
        # Zero means the window border's width or height (SM_CXBORDER / SM_CYBORDER).
        width, height = width or 1, height or 1
    else:
        shape = _image(vm, bitmap)
        if shape is None:
            vm.last_error = ERROR_INVALID_HANDLE
            return 0
        width, height = shape.size  # the bitmap decides, the sizes are ignored
    old = vm.wm.caret
    if old is not None:     # the thread's caret is replaced: it is destroyed first
        caret.destroy(vm.wm)
        yield from _event(vm, winevents.EVENT_OBJECT_DESTROY, old)
    new = caret.create(vm.wm, hwnd, shape, width, height)
    yield from _event(vm, winevents.EVENT_OBJECT_CREATE, new)
    return 1


def _event(vm, event, ct):
    """Generator: a WinEvent about caret ``ct`` (its owner window, OBJID_CARET)."""
    yield from winevents.window_event(vm, event, ct.hwnd, winevents.OBJID_CARET)


def _owned(c, hwnd):
    """The caret when ``hwnd`` (or NULL: any window of the thread) owns it, else None."""
    ct = c.vm.wm.caret
    if ct is None or (hwnd and ct.hwnd != hwnd):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return None
    return ct


@api(USER32, "DestroyCaret", widths=BOTH)
def DestroyCaret(c):
    old = c.vm.wm.caret
    if not caret.destroy(c.vm.wm):
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    yield from _event(c.vm, winevents.EVENT_OBJECT_DESTROY, old)
    return 1


@api(USER32, "ShowCaret", "HWND hwnd", widths=BOTH)
def ShowCaret(c, hwnd):
    ct = _owned(c, hwnd)
    if ct is None:
        return 0
    was_hidden = ct.hidden
    caret.show(c.vm.wm)
    if was_hidden and not ct.hidden:
        yield from _event(c.vm, winevents.EVENT_OBJECT_SHOW, ct)
    return 1


@api(USER32, "HideCaret", "HWND hwnd", widths=BOTH)
def HideCaret(c, hwnd):
    ct = _owned(c, hwnd)
    if ct is None:
        return 0
    was_hidden = ct.hidden
    caret.hide(c.vm.wm)
    if not was_hidden:
        yield from _event(c.vm, winevents.EVENT_OBJECT_HIDE, ct)
    return 1


@api(USER32, "SetCaretPos", "INT x, INT y", widths=BOTH)
def SetCaretPos(c, x, y):
    ct = _owned(c, 0)
    if ct is None:
        return 0
    caret.set_pos(c.vm.wm, x, y)
    yield from _event(c.vm, winevents.EVENT_OBJECT_LOCATIONCHANGE, ct)
    return 1


@api(USER32, "GetCaretPos", "LPVOID pt", widths=BOTH)
def GetCaretPos(c, pt):
    ct = _owned(c, 0)
    if ct is None or not pt:
        return 0
    c.vm.mem.write(pt, POINT.pack_values(ct.x, ct.y))
    return 1


@api(USER32, "SetCaretBlinkTime", "UINT ms", widths=BOTH)
def SetCaretBlinkTime(c, ms):
    caret.set_blink_time(c.vm.wm, ms)
    return 1


@api(USER32, "GetCaretBlinkTime", widths=BOTH)
def GetCaretBlinkTime(c):
    return c.vm.wm.caret_blink_ms
