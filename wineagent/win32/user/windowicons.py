"""A window's icons (docs/user.md, "win.c's families, session 36"): WM_SETICON and
WM_GETICON as DefWindowProc keeps them, and InternalGetWindowIcon's copies.

DefWindowProc keeps a big (ICON_BIG) and a small (ICON_SMALL) icon per window; setting
one answers the one it replaces. A window with a big icon and no small one also has a
small icon the system makes from the big one (SM_CXSMICON x SM_CYSMICON), which
WM_GETICON(ICON_SMALL2) answers while the window has no small icon of its own; it is the
system's, destroyed when it is no longer needed and with the window.
InternalGetWindowIcon answers a new copy of the icon the system would draw for the
window: the big one, else the class's (GCLP_HICON); for the small kinds the window's
small one (or the one the system made), else the class's small one, else the class's
big one; IDI_APPLICATION when there is none."""

from PIL import Image


from .icons import icon_image, icon_parts
from .resources import SYSTEM_ICON_BASE, Icon

__all__ = ["WM_GETICON", "WM_SETICON", "set_icon", "get_icon", "internal_icon",
           "forget_icons", "copy_icon", "ICON_SMALL", "ICON_BIG", "ICON_SMALL2"]

WM_GETICON, WM_SETICON = 0x007F, 0x0080
ICON_SMALL, ICON_BIG, ICON_SMALL2 = 0, 1, 2
IDI_APPLICATION = 32512
#: SM_CXSMICON x SM_CYSMICON (dlls/user32/main.py system_metric)
SMALL_SIZE = (16, 16)


def copy_icon(vm, handle, size=None):
    """A new icon like ``handle`` (scaled to ``size``), or 0 when it is no icon."""
    rgba = icon_image(vm, handle)
    if rgba is None:
        return 0
    parts = icon_parts(vm, handle)
    if size is not None and tuple(size) != rgba.size:
        rgba = rgba.resize(size, Image.LANCZOS)
        if parts:
            parts = tuple(p.resize(size, Image.NEAREST if p.mode == "L" else Image.LANCZOS)
                          if p is not None else None for p in parts)
    src = vm.gdi.get(handle, Icon) if handle & 0xFFFF0000 != SYSTEM_ICON_BASE else None
    cursor = bool(src is not None and src.cursor)
    hotspot = src.hotspot if cursor else (rgba.width // 2, rgba.height // 2)
    icon = Icon(cursor, None, rgba.width, rgba.height, b"", hotspot)
    icon._rgba = rgba
    icon.parts = parts
    return vm.gdi.add(icon)


def _drop_made(vm, win):
    made = win.state.pop("icon_small_made", 0)
    if made:
        vm.gdi.delete(made)


def set_icon(vm, win, kind, handle):
    """WM_SETICON: ``handle`` becomes the window's big or small icon; the one it
    replaces is answered (another kind: 0, nothing kept)."""
    if kind not in (ICON_SMALL, ICON_BIG):
        return 0
    key = "icon_big" if kind == ICON_BIG else "icon_small"
    old = win.state.get(key, 0)
    win.state[key] = handle
    # the small icon the system makes from the big one, while there is no small one
    _drop_made(vm, win)
    big = win.state.get("icon_big", 0)
    if big and not win.state.get("icon_small", 0):
        win.state["icon_small_made"] = copy_icon(vm, big, SMALL_SIZE)
    return old


def get_icon(win, kind):
    """WM_GETICON: the window's big or small icon; ICON_SMALL2 the small one, else the
    one the system made from the big one."""
    if kind == ICON_BIG:
        return win.state.get("icon_big", 0)
    if kind == ICON_SMALL:
        return win.state.get("icon_small", 0)
    if kind == ICON_SMALL2:
        return win.state.get("icon_small", 0) or win.state.get("icon_small_made", 0)
    return 0


def internal_icon(vm, win, kind):
    """InternalGetWindowIcon's icon for ``kind`` (ICON_BIG / ICON_SMALL / ICON_SMALL2),
    a new copy; None for another kind."""
    if kind == ICON_BIG:
        handle = win.state.get("icon_big", 0) or win.cls.icon
    elif kind in (ICON_SMALL, ICON_SMALL2):
        handle = (win.state.get("icon_small", 0) or win.state.get("icon_small_made", 0)
                  or win.cls.icon_small or win.cls.icon)
    else:
        return None
    if not handle or icon_image(vm, handle) is None:
        handle = SYSTEM_ICON_BASE | IDI_APPLICATION
    return copy_icon(vm, handle)


def forget_icons(vm, win):
    """The window is destroyed: the small icon the system made for it goes."""
    _drop_made(vm, win)
