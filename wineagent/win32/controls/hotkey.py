"""The hot key control (``msctls_hotkey32``) and the native font control
(``NativeFontCtl``).

The hot key control, as Windows documents it ("About Hot Key Controls", HKM_*):

- It shows a key combination ("Ctrl + Shift + A"; "None" while there is none) that the
  user makes by pressing it while the control has the focus. The modifiers held come from
  the keyboard state; a modifier alone shows as "Ctrl + " until a key follows.
- HKM_SETHOTKEY takes the virtual key in the LOBYTE of wParam and the HOTKEYF_* modifiers
  in the next byte; HKM_GETHOTKEY answers the same WORD.
- HKM_SETRULES(invalid HKCOMB_* combinations, HOTKEYF_* modifiers): a combination the
  user makes that is one of the invalid ones gets the given modifiers instead (the rules
  apply to what the user types, not to HKM_SETHOTKEY).
- Enter, Tab, Space, Delete, Esc and Backspace are not hot keys: they go to
  DefWindowProc and leave the control as it was. WM_GETDLGCODE asks for characters and
  arrows (DLGC_WANTCHARS | DLGC_WANTARROWS), so a dialog passes it the keys.
- Each change the user makes is told to the parent as WM_COMMAND EN_CHANGE, as comctl32
  does (Wine's hotkey.c records the same).

The native font control is a window that comctl32 keeps for dialog templates of
localised programs: with the font association of a double-byte system it gives the
controls its NFS_* styles name a font fit for the system's script. Wineagent's system is
the Western one, where comctl32's control changes no font, so the class is a plain window
(a procedure that is DefWindowProc's).
"""

from ..core.messages import (WM_CHAR, WM_CREATE, WM_GETFONT, WM_KEYDOWN, WM_KEYUP,
                             WM_PAINT, WM_SETFOCUS, WM_SETFONT, WM_SYSKEYDOWN, WM_SYSKEYUP)
from ..core.dllnames import COMCTL32
from ..gdi.colors import SYS_COLORS
from ..user.keymap import VK_TO_SCAN, EXTENDED_VKS, key_name, vk_char
from ..user.pyproc import window_proc
from ..user.window import begin_paint, def_window_proc, end_paint, take_focus
from .builtin_common import is_wide, notify_parent
from .comctl_shared import register

__all__ = ["HOTKEY_CLASS", "NATIVEFONT_CLASS", "hotkey_proc", "nativefont_proc", "install",
           "hotkey_text"]

HOTKEY_CLASS = "msctls_hotkey32"
NATIVEFONT_CLASS = "NativeFontCtl"

HKM_SETHOTKEY, HKM_GETHOTKEY, HKM_SETRULES = 0x401, 0x402, 0x403
HOTKEYF_SHIFT, HOTKEYF_CONTROL, HOTKEYF_ALT, HOTKEYF_EXT = 0x1, 0x2, 0x4, 0x8
HKCOMB_NONE, HKCOMB_S, HKCOMB_C, HKCOMB_A = 0x1, 0x2, 0x4, 0x8
HKCOMB_SC, HKCOMB_SA, HKCOMB_CA, HKCOMB_SCA = 0x10, 0x20, 0x40, 0x80
EN_CHANGE = 0x300
WM_GETDLGCODE, WM_KILLFOCUS, WM_LBUTTONDOWN = 0x87, 0x08, 0x201
DLGC_WANTARROWS, DLGC_WANTCHARS = 0x1, 0x80
VK_BACK, VK_TAB, VK_RETURN, VK_SHIFT, VK_CONTROL, VK_MENU = 0x08, 0x09, 0x0D, 0x10, 0x11, 0x12
VK_ESCAPE, VK_SPACE, VK_DELETE = 0x1B, 0x20, 0x2E
NOT_HOTKEYS = (VK_RETURN, VK_TAB, VK_SPACE, VK_DELETE, VK_ESCAPE, VK_BACK)
COLOR_WINDOW, COLOR_WINDOWTEXT = 5, 8

#: the HKCOMB_* bit of each set of modifiers (Shift, Ctrl, Alt)
_COMBINATION = {0: HKCOMB_NONE, HOTKEYF_SHIFT: HKCOMB_S, HOTKEYF_CONTROL: HKCOMB_C,
                HOTKEYF_ALT: HKCOMB_A, HOTKEYF_SHIFT | HOTKEYF_CONTROL: HKCOMB_SC,
                HOTKEYF_SHIFT | HOTKEYF_ALT: HKCOMB_SA, HOTKEYF_CONTROL | HOTKEYF_ALT: HKCOMB_CA,
                HOTKEYF_SHIFT | HOTKEYF_CONTROL | HOTKEYF_ALT: HKCOMB_SCA}


class HotKeyState:
    """The hot key (virtual key and HOTKEYF_* modifiers), the rules and the font."""

    def __init__(self):
        self.vk, self.mods = 0, 0
        self.held = 0                 # modifiers held while no key has followed yet
        self.invalid, self.fallback = 0, 0
        self.font = 0


def _st(win):
    st = win.state.get("hotkey")
    if st is None:
        st = win.state["hotkey"] = HotKeyState()
    return st


def _key_text(vk, extended):
    scan = VK_TO_SCAN.get(vk)
    if scan is not None:
        name = key_name(scan, extended, True)
        if name:
            return name
    ch = vk_char(vk)
    return ch.upper() if ch and ch.isprintable() and ch != " " else ""


def hotkey_text(vk, mods):
    """What the control shows for a key and its HOTKEYF_* modifiers."""
    parts = [name for bit, name in ((HOTKEYF_CONTROL, "Ctrl"), (HOTKEYF_SHIFT, "Shift"),
                                    (HOTKEYF_ALT, "Alt")) if mods & bit]
    if not vk:
        return " + ".join(parts) + " + " if parts else "None"
    return " + ".join(parts + [_key_text(vk, bool(mods & HOTKEYF_EXT))])


def _held_modifiers(wm):
    ks = wm.key_state
    return ((HOTKEYF_SHIFT if ks[VK_SHIFT] & 0x80 else 0)
            | (HOTKEYF_CONTROL if ks[VK_CONTROL] & 0x80 else 0)
            | (HOTKEYF_ALT if ks[VK_MENU] & 0x80 else 0))


def _key_down(wm, win, st, vk, lparam):
    """Generator: a key pressed in the control; True when the hot key changed."""
    old = (st.vk, st.mods)
    held = _held_modifiers(wm)
    if vk in (VK_SHIFT, VK_CONTROL, VK_MENU):
        st.held = held
        st.vk, st.mods = 0, 0
    else:
        if _COMBINATION[held] & st.invalid:
            held = st.fallback & (HOTKEYF_SHIFT | HOTKEYF_CONTROL | HOTKEYF_ALT)
        ext = HOTKEYF_EXT if vk in EXTENDED_VKS or lparam & 0x01000000 else 0
        st.vk, st.mods, st.held = vk, held | ext, 0
    wm.invalidate(win, None, True)
    if (st.vk, st.mods) != old:
        yield from notify_parent(wm, win, EN_CHANGE)


def _paint(wm, win, st):
    vm = wm.vm
    dc = begin_paint(vm, win)
    cw, ch = win.client_size()
    back = SYS_COLORS[COLOR_WINDOW]
    dc.fill_rect((0, 0, cw, ch), back)
    r, g, b = SYS_COLORS[COLOR_WINDOWTEXT]
    dc.text_color = r | g << 8 | b << 16
    text = hotkey_text(st.vk, st.mods) if st.vk or not st.held else hotkey_text(0, st.held)
    vm.gdi.draw_text(dc, text, (2, 1, cw, ch), 0x20 | 0x800)     # DT_SINGLELINE | NOPREFIX
    end_paint(vm, win, dc)


def hotkey_proc(wm, win, msg, wparam, lparam):
    """Window procedure of msctls_hotkey32."""
    st = _st(win)
    if msg == WM_CREATE:
        return 0
    if msg == HKM_SETHOTKEY:
        st.vk, st.mods, st.held = wparam & 0xFF, (wparam >> 8) & 0xFF, 0
        wm.invalidate(win, None, True)
        return 0
    if msg == HKM_GETHOTKEY:
        return st.vk | st.mods << 8
    if msg == HKM_SETRULES:
        st.invalid, st.fallback = wparam & 0xFFFF, lparam & 0xFFFF
        return 0
    if msg in (WM_KEYDOWN, WM_SYSKEYDOWN):
        vk = wparam & 0xFF
        if vk in NOT_HOTKEYS:
            return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
        yield from _key_down(wm, win, st, vk, lparam)
        return 0
    if msg in (WM_KEYUP, WM_SYSKEYUP):
        if not st.vk and st.held:
            st.held = _held_modifiers(wm)
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_CHAR:
        return 0
    if msg == WM_GETDLGCODE:
        return DLGC_WANTCHARS | DLGC_WANTARROWS
    if msg == WM_LBUTTONDOWN:
        yield from take_focus(wm, win)
        return 0
    if msg in (WM_SETFOCUS, WM_KILLFOCUS):
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_SETFONT:
        st.font = wparam
        if lparam:
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_GETFONT:
        return st.font
    if msg == WM_PAINT:
        _paint(wm, win, st)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def nativefont_proc(wm, win, msg, wparam, lparam):
    """Window procedure of NativeFontCtl: DefWindowProc's (see the module's docstring)."""
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


window_proc(COMCTL32, "wineagent.HotKeyProc", hotkey_proc)
window_proc(COMCTL32, "wineagent.NativeFontProc", nativefont_proc)


def install(vm):
    """Register msctls_hotkey32 and NativeFontCtl (both CS_GLOBALCLASS)."""
    register(vm, HOTKEY_CLASS, hotkey_proc, "wineagent.HotKeyProc", 0x4000)
    register(vm, NATIVEFONT_CLASS, nativefont_proc, "wineagent.NativeFontProc", 0x4000)
