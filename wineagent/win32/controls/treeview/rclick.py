"""A right click on a tree view, as Windows handles WM_RBUTTONDOWN (Wine's treeview.c
test_right_click, written against Windows):

- The control takes the capture and tracks the mouse in a loop of its own until the
  right button comes up: that WM_RBUTTONUP is taken from the queue there and never
  reaches the window procedure; other messages met meanwhile are dispatched. A move
  past the drag rectangle (SM_CXDRAG / SM_CYDRAG: 4 pixels) would start a right-button
  drag (TVN_BEGINRDRAG), which is not done here: it stops the guest naming it. Another
  button or a key ends the loop with no click (that message dispatched).
- Releasing the capture tells the control (WM_CAPTURECHANGED); the selection stays as
  it was.
- NM_RCLICK goes to the parent; unless the parent answers non-zero, WM_CONTEXTMENU
  (wParam the tree, lParam the pointer's screen position) goes to the parent too.
"""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.messages import WM_KEYDOWN, WM_LBUTTONDOWN, WM_MOUSEMOVE
from ...user.capture import release_capture, set_capture
from ...user.msgloop import dispatch
from ..comctl_shared import notify
from .state import NM_RCLICK

__all__ = ["right_click"]

WM_RBUTTONUP, WM_MBUTTONDOWN, WM_CONTEXTMENU = 0x0205, 0x0207, 0x007B
DRAG_PIXELS = 4         # SM_CXDRAG / SM_CYDRAG


def right_click(wm, win, down_pt):
    """Generator: the right button went down at screen point ``down_pt``: track it until
    it comes up, then NM_RCLICK and WM_CONTEXTMENU as the module docstring says."""
    vm = wm.vm
    yield from set_capture(vm, win.hwnd)
    clicked, up_pt = False, down_pt
    while True:
        m = yield from wm.wait_message()
        if m.msg == WM_RBUTTONUP:
            clicked, up_pt = True, m.pt
            break
        if m.msg in (WM_LBUTTONDOWN, WM_MBUTTONDOWN, WM_KEYDOWN):
            yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
            break           # the click is cancelled
        if m.msg == WM_MOUSEMOVE and (abs(m.pt[0] - down_pt[0]) > DRAG_PIXELS or
                                      abs(m.pt[1] - down_pt[1]) > DRAG_PIXELS):
            raise Unimplemented("%s!tree view right-button drag (TVN_BEGINRDRAG)" % COMCTL32)
        yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
    if wm.capture == win.hwnd:
        yield from release_capture(vm)
    if not clicked or wm.get(win.hwnd) is None:
        return
    refused, _ = yield from notify(wm, win, NM_RCLICK)
    if not refused and win.is_child and wm.get(win.parent) is not None:
        x, y = up_pt
        yield from wm.send(win.parent, WM_CONTEXTMENU, win.hwnd,
                           (x & 0xFFFF) | (y & 0xFFFF) << 16)
