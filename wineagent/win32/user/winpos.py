"""WM_WINDOWPOSCHANGING and WM_WINDOWPOSCHANGED: what SetWindowPos, MoveWindow and
ShowWindow tell a window around a change of its position, size or visibility.

As documented for SetWindowPos: before the change the window is sent
WM_WINDOWPOSCHANGING with a WINDOWPOS holding the new position, size and SWP_ flags
(unless SWP_NOSENDCHANGING); the procedure may change them, and the change made is the
one it left there. After the change it is sent WM_WINDOWPOSCHANGED with a WINDOWPOS of
what the window now is. Tk's top-level frame learns its size and that it is shown only
from the second (its procedure maps and lays out its widgets there).

WM_MOVE and WM_SIZE are sent by the callers (window.py) right after
WM_WINDOWPOSCHANGED, in that order, not from DefWindowProc's handling of it as on Windows: built-in
controls whose Python procedures answer WM_SIZE themselves rely on them. A program
that swallows WM_WINDOWPOSCHANGED therefore still hears WM_SIZE and WM_MOVE here
(Windows would send it neither); one that passes it to DefWindowProc sees the same
messages as on Windows (Wine 8's lines, test_winposmsg.py), but for where they nest.
"""

from ..core.messages import WM_WINDOWPOSCHANGED, WM_WINDOWPOSCHANGING
from ..core.structures import WINDOWPOS
from .iconic import iconic_rect
from .nonclient import WS_MINIMIZE

__all__ = ["SWP_NOSIZE", "SWP_NOMOVE", "SWP_NOZORDER", "SWP_NOREDRAW", "SWP_NOACTIVATE",
           "SWP_FRAMECHANGED", "SWP_SHOWWINDOW", "SWP_HIDEWINDOW", "SWP_NOOWNERZORDER",
           "SWP_NOSENDCHANGING", "SWP_NOCLIENTSIZE", "SWP_NOCLIENTMOVE", "SWP_NOCOPYBITS",
           "SWP_STATECHANGED", "changing",
           "changed"]

SWP_NOSIZE, SWP_NOMOVE, SWP_NOZORDER, SWP_NOREDRAW = 0x1, 0x2, 0x4, 0x8
SWP_NOACTIVATE, SWP_FRAMECHANGED, SWP_SHOWWINDOW, SWP_HIDEWINDOW = 0x10, 0x20, 0x40, 0x80
SWP_NOOWNERZORDER, SWP_NOSENDCHANGING = 0x200, 0x400
#: undocumented flags Windows adds to WM_WINDOWPOSCHANGED's WINDOWPOS when the client
#: area kept its size / its place (DefWindowProc then sends no WM_SIZE / WM_MOVE)
SWP_NOCLIENTSIZE, SWP_NOCLIENTMOVE = 0x800, 0x1000
#: SWP_NOCOPYBITS, and the undocumented flag Windows' ShowWindow adds when it
#: minimizes, maximizes or restores (msg.c's WmShowMaximized_1)
SWP_NOCOPYBITS, SWP_STATECHANGED = 0x100, 0x8000


def _send(vm, win, msg, after, x, y, w, h, flags):
    """Generator: send ``msg`` with a WINDOWPOS in guest memory; answers the fields as the
    procedure left them (x, y, cx, cy, flags)."""
    mem, ptr = vm.mem, vm.ptr_size
    block = vm.heap.alloc(WINDOWPOS.sizeof(ptr))
    try:
        mem.write(block, WINDOWPOS.pack_values(win.hwnd, after, x, y, w, h, flags, ptr=ptr))
        yield from vm.wm.send(win.hwnd, msg, 0, block)
        values = WINDOWPOS.values(mem, block, ptr)
    finally:
        vm.heap.free(block)
    return tuple(values[2:])


def changing(vm, win, after, x, y, w, h, flags):
    """Generator: WM_WINDOWPOSCHANGING for a change to (x, y, w, h) with ``flags``, as
    the caller gave them (SetWindowPos's arguments; zeros from ShowWindow); answers the
    rectangle to apply and the flags as the window's procedure left them (nothing is
    sent with SWP_NOSENDCHANGING). SWP_NOMOVE / SWP_NOSIZE keep the window's place /
    size."""
    if not flags & SWP_NOSENDCHANGING:
        x, y, w, h, flags = yield from _send(vm, win, WM_WINDOWPOSCHANGING, after,
                                             x, y, w, h, flags)
    if flags & SWP_NOMOVE:
        x, y = win.x, win.y
    if flags & SWP_NOSIZE:
        w, h = win.w, win.h
    if win.style & WS_MINIMIZE and not flags & SWP_STATECHANGED:
        # (a minimized window keeps its iconic size and place unless ShowWindow is
        # taking it out of the minimized state: SWP_STATECHANGED)
        x, y, w, h = iconic_rect(vm, win, x, y, w, h, flags & SWP_NOSIZE)
    return x, y, w, h, flags


def changed(vm, win, after, flags, moved, resized):
    """Generator: WM_WINDOWPOSCHANGED with what the window now is; ``moved`` and
    ``resized`` say whether it (its client area) moved / changed size: otherwise the
    flags say SWP_NOMOVE and SWP_NOCLIENTMOVE / SWP_NOSIZE and SWP_NOCLIENTSIZE, as
    Windows adds them (a MoveWindow to the same size says SWP_NOSIZE)."""
    if not moved:
        flags |= SWP_NOMOVE | SWP_NOCLIENTMOVE
    if not resized:
        flags |= SWP_NOSIZE | SWP_NOCLIENTSIZE
    if vm.wm.get(win.hwnd) is not win:
        return
    yield from _send(vm, win, WM_WINDOWPOSCHANGED, after, win.x, win.y, win.w, win.h, flags)
