"""The US keyboard layout's tables (KBDUS): virtual keys, scan codes (set 1), the
characters unshifted keys type and the keys' names — what MapVirtualKey and
GetKeyNameText answer (``dlls/user32/input.py``)."""

__all__ = ["VK_TO_SCAN", "SCAN_TO_VK", "EXTENDED_SCAN_TO_VK", "vk_char", "key_name",
           "EXTENDED_VKS", "key_char", "SHIFTED", "sided_key", "other_side"]

_LETTERS = "QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"
VK_TO_SCAN = {0x1B: 0x01, 0xBD: 0x0C, 0xBB: 0x0D, 0x08: 0x0E, 0x09: 0x0F, 0xDB: 0x1A,
              0xDD: 0x1B, 0x0D: 0x1C, 0x11: 0x1D, 0xA2: 0x1D, 0xBA: 0x27, 0xDE: 0x28,
              0xC0: 0x29, 0x10: 0x2A, 0xA0: 0x2A, 0xDC: 0x2B, 0xBC: 0x33, 0xBE: 0x34,
              0xBF: 0x35, 0xA1: 0x36, 0x6A: 0x37, 0x12: 0x38, 0xA4: 0x38, 0x20: 0x39,
              0x14: 0x3A, 0x90: 0x45, 0x91: 0x46, 0x67: 0x47, 0x68: 0x48, 0x69: 0x49,
              0x6D: 0x4A, 0x64: 0x4B, 0x65: 0x4C, 0x66: 0x4D, 0x6B: 0x4E, 0x61: 0x4F,
              0x62: 0x50, 0x63: 0x51, 0x60: 0x52, 0x6E: 0x53, 0x7A: 0x57, 0x7B: 0x58,
              # extended keys (an E0 prefix on the wire)
              0x24: 0x47, 0x26: 0x48, 0x21: 0x49, 0x25: 0x4B, 0x27: 0x4D, 0x23: 0x4F,
              0x28: 0x50, 0x22: 0x51, 0x2D: 0x52, 0x2E: 0x53, 0xA3: 0x1D, 0xA5: 0x38,
              0x6F: 0x35, 0x5B: 0x5B, 0x5C: 0x5C, 0x5D: 0x5D, 0x13: 0x45, 0x2C: 0x37}
for _i, _d in enumerate("1234567890"):
    VK_TO_SCAN[ord(_d)] = 0x02 + _i
for _row, _start in zip(_LETTERS, (0x10, 0x1E, 0x2C)):
    for _i, _ch in enumerate(_row):
        VK_TO_SCAN[ord(_ch)] = _start + _i
for _i in range(10):
    VK_TO_SCAN[0x70 + _i] = 0x3B + _i      # F1-F10
#: the virtual keys that are extended keys (their scan code comes after E0)
EXTENDED_VKS = {0x24, 0x26, 0x21, 0x25, 0x27, 0x23, 0x28, 0x22, 0x2D, 0x2E, 0xA3, 0xA5,
                0x6F, 0x5B, 0x5C, 0x5D, 0x2C}

#: scan code (no prefix) -> the virtual key the layout gives it (left keys, the keypad as
#: navigation keys, as KBDUS's base table does)
SCAN_TO_VK = {}
for _vk, _sc in sorted(VK_TO_SCAN.items()):
    if _vk not in EXTENDED_VKS and _vk not in (0x11, 0x10, 0x12):
        SCAN_TO_VK.setdefault(_sc, _vk)
SCAN_TO_VK.update({0x47: 0x24, 0x48: 0x26, 0x49: 0x21, 0x4B: 0x25, 0x4C: 0x0C, 0x4D: 0x27,
                   0x4F: 0x23, 0x50: 0x28, 0x51: 0x22, 0x52: 0x2D, 0x53: 0x2E, 0x45: 0x90})
EXTENDED_SCAN_TO_VK = {0x1C: 0x0D, 0x1D: 0xA3, 0x35: 0x6F, 0x38: 0xA5, 0x47: 0x24, 0x48: 0x26,
                       0x49: 0x21, 0x4B: 0x25, 0x4D: 0x27, 0x4F: 0x23, 0x50: 0x28, 0x51: 0x22,
                       0x52: 0x2D, 0x53: 0x2E, 0x5B: 0x5B, 0x5C: 0x5C, 0x5D: 0x5D, 0x37: 0x2C}

_CHARS = {0x08: "\b", 0x09: "\t", 0x0D: "\r", 0x1B: "\x1b", 0x20: " ", 0xBA: ";", 0xBB: "=",
          0xBC: ",", 0xBD: "-", 0xBE: ".", 0xBF: "/", 0xC0: "`", 0xDB: "[", 0xDC: "\\",
          0xDD: "]", 0xDE: "'", 0x6A: "*", 0x6B: "+", 0x6D: "-", 0x6E: ".", 0x6F: "/"}


def vk_char(vk):
    """The character an unshifted key types (letters upper case, as MapVirtualKey's
    MAPVK_VK_TO_CHAR answers), or None. The keypad's digits depend on Num Lock, so the
    digit keys of the keypad answer none (Wine 8 too)."""
    if 0x30 <= vk <= 0x39 or 0x41 <= vk <= 0x5A:
        return chr(vk)
    return _CHARS.get(vk)


_NAMES = {0x01: "Esc", 0x0E: "Backspace", 0x0F: "Tab", 0x1C: "Enter", 0x1D: "Ctrl",
          0x2A: "Shift", 0x36: "Right Shift", 0x37: "Num *", 0x38: "Alt", 0x39: "Space",
          0x3A: "Caps Lock", 0x45: "Pause", 0x46: "Scroll Lock", 0x47: "Num 7",
          0x48: "Num 8", 0x49: "Num 9", 0x4A: "Num -", 0x4B: "Num 4", 0x4C: "Num 5",
          0x4D: "Num 6", 0x4E: "Num +", 0x4F: "Num 1", 0x50: "Num 2", 0x51: "Num 3",
          0x52: "Num 0", 0x53: "Num Del", 0x54: "Sys Req", 0x57: "F11", 0x58: "F12"}
for _i in range(10):
    _NAMES[0x3B + _i] = "F%d" % (_i + 1)
_EXT_NAMES = {0x1C: "Num Enter", 0x1D: "Right Ctrl", 0x35: "Num /", 0x37: "Prnt Scrn",
              0x38: "Right Alt", 0x45: "Num Lock", 0x46: "Break", 0x47: "Home", 0x48: "Up",
              0x49: "Page Up", 0x4B: "Left", 0x4D: "Right", 0x4F: "End", 0x50: "Down",
              0x51: "Page Down", 0x52: "Insert", 0x53: "Delete", 0x5B: "Left Windows",
              0x5C: "Right Windows", 0x5D: "Application"}


def key_name(scan, extended, dont_care):
    """The layout's name of a key (GetKeyNameText), or None for a scan code it has not.
    ``dont_care``: left and right keys are not told apart."""
    if extended:
        name = _EXT_NAMES.get(scan)
        if name is not None and dont_care and name.startswith("Right "):
            name = name[6:]
        return name
    if scan in _NAMES:
        name = _NAMES[scan]
        return "Shift" if dont_care and name == "Right Shift" else name
    vk = SCAN_TO_VK.get(scan)
    ch = vk_char(vk) if vk is not None else None
    return ch if ch is not None and ch.isprintable() and ch != " " else None


# What a key types with Shift, Ctrl and Caps Lock (ToUnicode, the console window).
SHIFTED = {"1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*",
            "9": "(", "0": ")", ";": ":", "=": "+", ",": "<", "-": "_", ".": ">",
            "/": "?", "`": "~", "[": "{", "\\": "|", "]": "}", "'": '"'}
_KEYPAD = {0x6A: "*", 0x6B: "+", 0x6D: "-", 0x6F: "/"}
_CTRL = {0xDB: "\x1b", 0xDD: "\x1d", 0xDC: "\x1c", 0x0D: "\n", 0x08: "\x7f", 0x20: " ",
         0x1B: "\x1b", 0x03: "\x03"}
_CTRL_SHIFT = {0x32: "\x00", 0x36: "\x1e", 0xBD: "\x1f"}


def key_char(vk, shift, ctrl, caps, alt=False, numlock=True):
    """The character key ``vk`` types in that state, or None. The keypad's digits and
    decimal point type only with Num Lock on (as Windows and Wine do)."""
    if ctrl and alt:
        return None
    if ctrl:
        if 0x41 <= vk <= 0x5A:
            return chr(vk - 0x40)
        if shift and vk in _CTRL_SHIFT:
            return _CTRL_SHIFT[vk]
        return None if shift else _CTRL.get(vk)
    if 0x60 <= vk <= 0x69 or vk == 0x6E:
        if not numlock:
            return None
        return "." if vk == 0x6E else chr(0x30 + vk - 0x60)
    if vk in _KEYPAD:
        return _KEYPAD[vk]
    ch = vk_char(vk)
    if ch is None:
        return None
    if 0x41 <= vk <= 0x5A:
        return ch if shift != caps else ch.lower()
    if shift:
        return SHIFTED.get(ch, ch if ch in "\b\t\r\x1b " else None)
    return ch


_LEFT_KEY = {0x10: 0xA0, 0x11: 0xA2, 0x12: 0xA4}
_RIGHT_KEY = {0x10: 0xA1, 0x11: 0xA3, 0x12: 0xA5}
#: Shift, Ctrl and Alt by either name: the generic key and the sided ones
_GENERIC_KEY = {0x10: 0x10, 0xA0: 0x10, 0xA1: 0x10, 0x11: 0x11, 0xA2: 0x11, 0xA3: 0x11,
                0x12: 0x12, 0xA4: 0x12, 0xA5: 0x12}


def sided_key(code, scan):
    """(message key, scan bits, sided key) of a key event: Shift, Ctrl and Alt, named
    generically or by side (VK_LSHIFT ... VK_RMENU), arrive as the generic key (what the
    message's wParam says), as on Windows; the side, which GetKeyState reports too, is the
    right one for Ctrl and Alt given with the extended-key flag (the right-hand ones are
    extended keys, whichever name keybd_event or SendInput used), and for Shift named
    VK_RSHIFT or given with the flag, which its message then does not carry (no Shift key
    is an extended key). Other keys pass unchanged with side None."""
    generic = _GENERIC_KEY.get(code)
    if generic is None:
        return code, scan, None
    if scan is None:
        right = code in _RIGHT_KEY.values()
        if right and generic != 0x10:
            scan = VK_TO_SCAN.get(generic, 0) | 0x100
    else:
        right = bool(scan & 0x100) or code == 0xA1
        if generic == 0x10:
            scan &= ~0x100
    return generic, scan, (_RIGHT_KEY if right else _LEFT_KEY)[generic]


def other_side(vk):
    """The other hand's key of a sided Shift, Ctrl or Alt key (VK_LSHIFT <-> VK_RSHIFT...)."""
    return vk ^ 1
