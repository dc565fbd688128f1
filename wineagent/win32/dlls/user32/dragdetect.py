"""USER32!DragDetect: whether the user drags the mouse from a point with the left button
held (list boxes and shell views ask it on WM_LBUTTONDOWN before they start a
drag-and-drop)."""

from ....abi.api import BOTH, api, point_arg
from ...core.dllnames import USER32
from ...user.capture import release_capture, set_capture
from ...user.keystate import key_state

VK_LBUTTON = 0x01
WM_MOUSEMOVE, WM_LBUTTONUP, WM_MOUSELAST = 0x0200, 0x0202, 0x020E
#: SM_CXDRAG / SM_CYDRAG: how far the pointer moves from the point before it is a drag
DRAG_X = DRAG_Y = 4


@api(USER32, "DragDetect", "HWND hwnd, POINT pt", widths=BOTH)
def DragDetect(c, hwnd, pt):
    """As documented: with the left button down, the window takes the capture and the
    mouse messages are read until the button comes up (FALSE) or the pointer leaves
    the SM_CXDRAG x SM_CYDRAG rectangle on each side of ``pt`` (screen coordinates:
    TRUE); the capture is released either way. With the button up it answers FALSE at
    once, taking nothing (win.c's test_DragDetect). Other messages stay queued; the
    ESC key is not looked at (as in Wine 8)."""
    vm = c.vm
    if not key_state(vm, VK_LBUTTON) & 0x80:
        return 0
    x, y = point_arg(pt)
    yield from set_capture(vm, hwnd)
    while True:
        m = yield from vm.wm.wait_message(0, WM_MOUSEMOVE, WM_MOUSELAST)
        if m.msg == WM_LBUTTONUP:
            yield from release_capture(vm)
            return 0
        if m.msg == WM_MOUSEMOVE:
            mx, my = m.pt
            if not (x - DRAG_X <= mx < x + DRAG_X and y - DRAG_Y <= my < y + DRAG_Y):
                yield from release_capture(vm)
                return 1
