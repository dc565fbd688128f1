"""COMCTL32: GetEffectiveClientRect, the part of a window's client area that the visible
controls it names (a status bar, a toolbar) leave free. Microsoft's File Manager (winfile)
sizes its MDI client with it on every WM_SIZE.

``info`` is an array of INT pairs ending with a 0: the first pair (the menu's, as
ShowHideMenuCtl reads it) is skipped, and each further pair's second element is a control
id. Each visible control's window rectangle, in the window's client coordinates, is taken
off the client rectangle by user32's SubtractRect, as the documentation describes (so a
control that does not span a whole side takes nothing off).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import COMCTL32
from ...core.structures import RECT
from ...user.dlgnav import find_control
from ..user32.more import SubtractRect


@api(COMCTL32, "GetEffectiveClientRect", "HWND hwnd, LPVOID rect, LPVOID info", widths=BOTH)
def GetEffectiveClientRect(c, hwnd, rect, info):
    """Write the client rectangle of ``hwnd`` less its visible controls named by ``info``
    to ``rect`` (nothing is written for a window that does not exist)."""
    vm = c.vm
    wm = vm.wm
    win = wm.get(hwnd)
    if win is None:
        return 0
    mem = vm.mem
    cw, ch = win.client_size()
    mem.write(rect, RECT.pack_values(0, 0, cw, ch))
    if not info:
        return 0
    ox, oy = wm.client_origin(win)
    scratch = vm.heap.alloc(RECT.sizeof())
    try:
        at = info + 8                      # past the first (menu) pair
        while mem.u32(at):
            ctl = find_control(wm, win, mem.u32(at + 4))
            if ctl is not None and ctl.style & 0x10000000:       # WS_VISIBLE
                l, t, r, b = wm.window_rect(ctl)
                mem.write(scratch, RECT.pack_values(l - ox, t - oy, r - ox, b - oy))
                SubtractRect(c, rect, rect, scratch)
            at += 8
    finally:
        vm.heap.free(scratch)
    return 0
