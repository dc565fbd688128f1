"""Keyboard cues: whether mnemonic underlines are shown (the UI state of Windows 2000).

Windows 2000 ships with "Hide keyboard navigation indicators until I use the Alt key"
on: ``SPI_GETKEYBOARDCUES`` is FALSE, every top-level window starts with
``UISF_HIDEACCEL`` set, and menus, buttons, statics and dialog labels draw their
mnemonic letters without the underline until the user presses Alt (or enters menu mode
from the keyboard). Then ``DefWindowProc`` sends ``WM_CHANGEUISTATE(UIS_CLEAR,
UISF_HIDEACCEL)`` to the top-level window, which passes ``WM_UPDATEUISTATE`` down to
its children and they redraw with the underlines, which stay for that window.

We keep the state on the top-level window (``win.state["uistate"]``): Windows keeps a
copy in every window, but ``WM_UPDATEUISTATE`` makes all copies in a tree equal unless
a program sends it to one child itself, which this model does not follow (the message
is still handled, for the whole tree). ``UISF_HIDEFOCUS`` is kept and reported but not
applied: focus rectangles are always drawn, as they were before this module.
"""

__all__ = ["UISF_HIDEFOCUS", "UISF_HIDEACCEL", "UISF_ACTIVE", "UIS_SET", "UIS_CLEAR",
           "UIS_INITIALIZE", "WM_CHANGEUISTATE", "WM_UPDATEUISTATE", "WM_QUERYUISTATE",
           "KEYBOARD_CUES", "keyboard_cues", "ui_state", "hides_accel", "change_ui_state", "update_ui_state",
           "show_keyboard_cues"]

UISF_HIDEFOCUS, UISF_HIDEACCEL, UISF_ACTIVE = 0x1, 0x2, 0x4
UIS_SET, UIS_CLEAR, UIS_INITIALIZE = 1, 2, 3
WM_CHANGEUISTATE, WM_UPDATEUISTATE, WM_QUERYUISTATE = 0x0127, 0x0128, 0x0129
#: SPI_GETKEYBOARDCUES: False, Windows 2000's default (underlines hidden until Alt).
KEYBOARD_CUES = False


def keyboard_cues():
    """SPI_GETKEYBOARDCUES: True when underlines are always shown (not the default)."""
    return KEYBOARD_CUES


def _top(wm, win):
    return wm.toplevel(win) if win.is_child else win


def ui_state(wm, win):
    """WM_QUERYUISTATE: the UISF_* flags set for ``win`` (its top-level window's)."""
    if keyboard_cues():
        return 0
    return _top(wm, win).state.get("uistate", UISF_HIDEFOCUS | UISF_HIDEACCEL)


def hides_accel(wm, win):
    """True when ``win`` draws mnemonics without their underline (UISF_HIDEACCEL)."""
    return bool(ui_state(wm, win) & UISF_HIDEACCEL)


def _apply(old, action, flags):
    if action == UIS_SET:
        return old | flags
    if action == UIS_CLEAR:
        return old & ~flags
    return old


def change_ui_state(wm, win, wparam):
    """Generator: DefWindowProc's WM_CHANGEUISTATE — a child hands it to its parent; the
    top-level window updates its tree (WM_UPDATEUISTATE) when the flags change."""
    action, flags = wparam & 0xFFFF, (wparam >> 16) & (UISF_HIDEFOCUS | UISF_HIDEACCEL)
    if action not in (UIS_SET, UIS_CLEAR, UIS_INITIALIZE):
        return 0
    if win.is_child and wm.get(win.parent) is not None:
        yield from wm.send(win.parent, WM_CHANGEUISTATE, wparam, 0)
        return 0
    if action == UIS_INITIALIZE:
        # Hidden unless the last input was from the keyboard (Windows' rule).
        action = UIS_CLEAR if wm.last_input_keyboard else UIS_SET
        flags = UISF_HIDEFOCUS | UISF_HIDEACCEL
    old = ui_state(wm, win)
    if _apply(old, action, flags) != old and not keyboard_cues():
        yield from wm.send(win.hwnd, WM_UPDATEUISTATE, (flags << 16) | action, 0)
    return 0


def update_ui_state(wm, win, wparam):
    """DefWindowProc's WM_UPDATEUISTATE: store the flags and redraw the window's tree (and
    its menu bar) so mnemonics appear or vanish."""
    action, flags = wparam & 0xFFFF, (wparam >> 16) & (UISF_HIDEFOCUS | UISF_HIDEACCEL)
    top = _top(wm, win)
    old = ui_state(wm, top)
    new = _apply(old, action, flags)
    if new == old or keyboard_cues():
        return 0
    top.state["uistate"] = new
    wm.invalidate_tree(top, erase=True)
    wm.redraw_nonclient(top)
    return 0


def show_keyboard_cues(wm, win):
    """Generator: what pressing Alt does (DefWindowProc on WM_SYSKEYDOWN): clear
    UISF_HIDEACCEL on ``win``'s top-level window through WM_CHANGEUISTATE."""
    if keyboard_cues() or not hides_accel(wm, win):
        return
    yield from wm.send(_top(wm, win).hwnd, WM_CHANGEUISTATE, (UISF_HIDEACCEL << 16) | UIS_CLEAR, 0)
