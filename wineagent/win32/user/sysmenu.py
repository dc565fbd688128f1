"""The window menu (system menu): GetSystemMenu's HMENU and its tracking.

Each top-level window with WS_SYSMENU gets, when first asked, its own copy of the
standard window menu — Restore, Move, Size, Minimize, Maximize, a separator, Close
(Alt+F4) — which the program may change (GetSystemMenu with bRevert FALSE returns it;
TRUE throws the copy away). Before it opens, the items are enabled as the window's
state and style allow, as Windows does; Move and Size stay disabled here because the
keyboard move and size loops are not implemented (drag the caption instead). The chosen
item goes to the window as WM_SYSCOMMAND, its own items included.

It opens with Alt+Space (under the left end of the caption) and with a right click on
the caption (at the pointer), through DefWindowProc (``set_system_menu_tracker``).
"""

from ..core.messages import SC_CLOSE, SC_MOVE, WM_SYSCOMMAND
from .menubitmaps import (HBMMENU_POPUP_CLOSE, HBMMENU_POPUP_MAXIMIZE, HBMMENU_POPUP_MINIMIZE,
                          HBMMENU_POPUP_RESTORE)
from .menuflags import MFS_DEFAULT, MF_DISABLED, MNS_CHECKORBMP
from .menus import MF_GRAYED, MF_SEPARATOR, TPM_RETURNCMD, MenuItem
from .nonclient import WS_MAXIMIZEBOX, WS_MINIMIZEBOX
from .placement import MAXIMIZED, MINIMIZED, NORMAL, state_of
from .window import SC_MAXIMIZE, SC_MINIMIZE, SC_RESTORE, set_system_menu_tracker

__all__ = ["system_menu", "revert", "update_states", "track_system_menu", "SC_SIZE"]

SC_SIZE = 0xF000
WS_THICKFRAME = 0x00040000

#: The standard items: (command, text). Command 0 is the separator.
STANDARD = ((SC_RESTORE, "&Restore"), (SC_MOVE, "&Move"), (SC_SIZE, "&Size"),
            (SC_MINIMIZE, "Mi&nimize"), (SC_MAXIMIZE, "Ma&ximize"), (0, ""),
            (SC_CLOSE, "&Close\tAlt+F4"))


#: The items' pictures (hbmpItem), as Windows gives them.
_PICTURES = {SC_CLOSE: HBMMENU_POPUP_CLOSE, SC_RESTORE: HBMMENU_POPUP_RESTORE,
             SC_MAXIMIZE: HBMMENU_POPUP_MAXIMIZE, SC_MINIMIZE: HBMMENU_POPUP_MINIMIZE}


def system_menu(vm, win):
    """The window's own window menu (a popup Menu), made on first use."""
    menu = vm.menus.get(win.state.get("sysmenu", 0))
    if menu is None:
        menu = vm.menus.create(True)
        for command, text in STANDARD:
            if command:
                menu.items.append(MenuItem(id=command, text=text))
            else:
                menu.items.append(MenuItem(type=MF_SEPARATOR, state=MF_GRAYED | MF_DISABLED))
        # as Windows decorates it: pictures in the check-mark column (MNS_CHECKORBMP),
        # Close the default item (drawn bold)
        menu.style = MNS_CHECKORBMP
        for it in menu.items:
            it.bitmap = _PICTURES.get(it.id, 0)
            if it.id == SC_CLOSE:
                it.state |= MFS_DEFAULT
        win.state["sysmenu"] = menu.handle
    return menu


def revert(vm, win):
    """GetSystemMenu(bRevert=TRUE): forget the window's copy (the next one is standard)."""
    h = win.state.pop("sysmenu", 0)
    if vm.menus.get(h) is not None:
        vm.menus.destroy(h)


def update_states(win, menu):
    """Enable the standard items as the window's state and style allow."""
    state = state_of(win)
    enabled = {
        SC_RESTORE: state != NORMAL,
        SC_MOVE: False,             # the keyboard move loop is not implemented
        SC_SIZE: False,             # nor the keyboard size loop
        SC_MINIMIZE: bool(win.style & WS_MINIMIZEBOX) and state != MINIMIZED,
        SC_MAXIMIZE: bool(win.style & WS_MAXIMIZEBOX) and state != MAXIMIZED,
        SC_CLOSE: True,
    }
    for it in menu.items:
        if it.id in enabled and not it.submenu:
            it.state = (it.state & ~MF_GRAYED) | (0 if enabled[it.id] else MF_GRAYED)


def track_system_menu(vm, win, x, y):
    """Generator: open ``win``'s window menu at screen (x, y); the choice is sent as
    WM_SYSCOMMAND."""
    if not win.style & 0x00080000 or vm.menus.tracker is not None:  # WS_SYSMENU
        return 0
    menu = system_menu(vm, win)
    update_states(win, menu)
    chosen = (yield from vm.menus.track_popup(menu, win, x, y, TPM_RETURNCMD)) or 0
    if chosen and vm.wm.get(win.hwnd) is not None:
        yield from vm.wm.send(win.hwnd, WM_SYSCOMMAND, chosen, 0)
    return chosen


set_system_menu_tracker(track_system_menu)
