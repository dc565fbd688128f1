"""System-wide hot keys (RegisterHotKey): a key-down that matches a registered key and
modifiers becomes WM_HOTKEY, posted to the window that registered it (or, for a NULL
window, to the thread that did), instead of reaching the focus window — its key-up
still does, as on Windows (Wine 8's server consumes only the key-down).

The table lives on the window manager (``wm.hotkeys``: (modifiers, vk) -> registration)
and is consulted where raw key input, the agent's or the program's own (keybd_event,
SendInput), becomes a message (``wm_input.py``)."""

from ..core.messages import WM_HOTKEY

__all__ = ["MOD_ALT", "MOD_CONTROL", "MOD_SHIFT", "MOD_WIN", "MOD_NOREPEAT", "register",
           "unregister", "fire"]

MOD_ALT, MOD_CONTROL, MOD_SHIFT, MOD_WIN, MOD_NOREPEAT = 0x1, 0x2, 0x4, 0x8, 0x4000
_MODS = MOD_ALT | MOD_CONTROL | MOD_SHIFT | MOD_WIN


class HotKey:
    """One registration: who gets WM_HOTKEY (a window, or the thread ``tid``), its id,
    and whether auto-repeat is ignored (MOD_NOREPEAT)."""

    def __init__(self, hwnd, ident, tid, norepeat):
        self.hwnd, self.id, self.tid, self.norepeat = hwnd, ident, tid, norepeat


def _table(wm):
    table = wm.__dict__.get("hotkeys")
    if table is None:
        table = wm.hotkeys = {}
    return table


def register(wm, hwnd, ident, mods, vk, tid):
    """RegisterHotKey's work: False when the key and modifiers are taken already (by
    anyone, as the key is system-wide)."""
    key = (mods & _MODS, vk & 0xFF)
    table = _table(wm)
    if key in table:
        return False
    table[key] = HotKey(hwnd, ident, tid, bool(mods & MOD_NOREPEAT))
    return True


def unregister(wm, hwnd, ident, tid):
    """UnregisterHotKey's work: False when ``hwnd`` (or, for 0, the thread) registered no
    hot key ``ident``."""
    table = _table(wm)
    for key, hk in list(table.items()):
        if hk.hwnd == hwnd and hk.id == ident and (hwnd or hk.tid == tid):
            del table[key]
            return True
    return False


def fire(wm, vk, repeat):
    """A key goes down with the keys in ``wm.keys_down`` held: when it is a registered hot
    key, post WM_HOTKEY (wParam the id, lParam the modifiers and the key) and answer True
    (the key-down is consumed). A registration whose window is gone is dropped."""
    table = wm.__dict__.get("hotkeys")
    if not table:
        return False
    held = wm.keys_down
    mods = ((MOD_ALT if 0x12 in held else 0) | (MOD_CONTROL if 0x11 in held else 0)
            | (MOD_SHIFT if 0x10 in held else 0)
            | (MOD_WIN if 0x5B in held or 0x5C in held else 0))
    hk = table.get((mods, vk & 0xFF))
    if hk is None:
        return False
    if hk.hwnd and wm.get(hk.hwnd) is None:
        del table[(mods, vk & 0xFF)]
        return False
    if not (repeat and hk.norepeat):
        wm.post(hk.hwnd, WM_HOTKEY, hk.id, ((vk & 0xFF) << 16) | mods,
                tid=None if hk.hwnd else hk.tid)
    return True
