"""The drag image on a window: ImageList_DragEnter, DragMove, DragShowNolock, DragLeave.

The drag in progress is ``vm.user.imagelist_drag`` (``imagelist.Drag``, made by
ImageList_BeginDrag). DragEnter names the window and locks its updates (LockWindowUpdate,
as Windows documents: the window's own drawing is held back, and it is repainted when
DragLeave unlocks it); the image is drawn through a DC that draws through the lock
(GetDCEx's DCX_LOCKWINDOWUPDATE) at the drag position less the hotspot, in window
coordinates (the window's top-left corner, not its client area's). What it covers is
kept and put back when the image is hidden or moved. The image is drawn at 192/255 of
its opacity (ILS_ALPHA, Frame 192), as Wine 8 draws it. The desktop window (a NULL
window) is the screen, which has no surface here: a drag on it stops the guest naming it.
"""

from ...abi.api import Unimplemented
from ..gdi.colors import SYS_COLORS
from ..user.sysparams import DESKTOP_HWND
from .imagelist import CLR_DEFAULT, ILS_ALPHA, draw_styled, image_list

__all__ = ["enter", "move", "show", "leave", "end"]

COLOR_HIGHLIGHT = 13
#: the drag image's opacity (ILS_ALPHA's Frame), as Wine 8 draws it
DRAG_OPACITY = 192


def _window(vm, drag):
    if drag.hwnd in (0, DESKTOP_HWND):      # no DragEnter yet: the screen's DC, as Wine
        raise Unimplemented("COMCTL32.dll!ImageList_DragEnter on the desktop window "
                            "(the screen has no surface)")
    win = vm.wm.get(drag.hwnd)
    if win is None or win.destroyed:
        return None
    return win if vm.wm.toplevel(win).surface is not None else None


def enter(vm, drag, hwnd, x, y):
    """ImageList_DragEnter: the drag image shown in ``hwnd`` (0: the desktop) at (x, y),
    the window's updates locked. False when the image was already shown."""
    drag.hwnd = hwnd or DESKTOP_HWND
    drag.pos = (x, y)
    if not drag.locked and vm.wm.get(drag.hwnd) is not None and vm.wm.lock_update(drag.hwnd):
        drag.locked = True
    return show(vm, drag, True)


def leave(vm, drag):
    """ImageList_DragLeave: the image hidden and the window's updates unlocked."""
    show(vm, drag, False)
    unlock(vm, drag)


def unlock(vm, drag):
    """Give back the lock DragEnter took (the window is then repainted)."""
    if drag.locked:
        drag.locked = False
        if vm.wm.locked == drag.hwnd:
            vm.wm.lock_update(0)


def show(vm, drag, on):
    """ImageList_DragShowNolock: show or hide the image; False when it already was or
    the window is gone (before DragEnter the image goes on the screen: ``_window``)."""
    if bool(on) == drag.shown:
        return False
    win = _window(vm, drag)
    if win is None:
        return False
    dc = vm.wm.lock_dc(win)
    if on:
        _save_and_draw(vm, dc, drag)
    else:
        _restore(dc, drag)
    drag.shown = bool(on)
    return True


def move(vm, drag, x, y):
    """ImageList_DragMove: the image (when shown) moved to (x, y): what it covered put
    back, then drawn at the new place."""
    if drag.shown:
        win = _window(vm, drag)
        if win is not None:
            dc = vm.wm.lock_dc(win)
            _restore(dc, drag)
            drag.pos = (x, y)
            _save_and_draw(vm, dc, drag)
    drag.pos = (x, y)
    return True


def _save_and_draw(vm, dc, drag):
    il = image_list(vm, drag.handle)
    left, top = drag.pos[0] - drag.hotspot[0], drag.pos[1] - drag.hotspot[1]
    ox, oy = dc.origin
    box = dc.visible((left + ox, top + oy, left + ox + il.cx, top + oy + il.cy))
    if box is None:
        drag.saved = None
        return
    dc.gdi.refresh_from_guest(dc.target)
    drag.saved = (box, dc.target.image.crop(box).convert("RGB"))
    draw_styled(dc, il, 0, left, top, 0, 0, 0, 0, CLR_DEFAULT, CLR_DEFAULT, 0,
                SYS_COLORS[COLOR_HIGHLIGHT], state=ILS_ALPHA, frame=DRAG_OPACITY)
    dc.gdi.touch(dc.target)


def _restore(dc, drag):
    if drag.saved is not None:
        box, img = drag.saved
        dc.put(box, img, rop2=False)
        dc.gdi.touch(dc.target)
        drag.saved = None


def end(vm, drag):
    """ImageList_EndDrag: the lock given back; the image is left where it is (Windows
    and Wine 8 do not hide it: the program calls DragLeave first)."""
    unlock(vm, drag)
