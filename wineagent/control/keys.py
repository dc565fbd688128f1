"""Virtual-key names and the expansion of text and key combos into key events.

Pure and import-light: ``wineagent ctl`` expands ``type "text"`` with this module on the
client side, and the server expands the ``type`` and ``key`` actions with the same code, so
both ends agree on what a character means.

Keyboard semantics follow the seed: ``keydown`` is WM_KEYDOWN, ``keyup`` is WM_KEYUP and
``keypress`` is WM_CHAR. Dialogs act on WM_KEYDOWN (Enter presses the default button) while
edit controls take WM_CHAR, so typing a character is the full keydown/keypress/keyup triple;
``keypress`` alone types into an EDIT but never presses a dialog button.

Every event is a plain dict in the protocol's normalised shape::

    {"action": "keydown", "args": {"key": 65}}
    {"action": "keypress", "args": {"char": 97}}
    {"action": "keyup", "args": {"key": 65}}
"""

__all__ = [
    "VK", "VK_SHIFT", "VK_CONTROL", "VK_MENU", "VK_RETURN",
    "vk_from_name", "vk_name", "char_to_vk", "parse_key_spec",
    "key_events", "expand_key", "expand_type", "utf16_units",
]

VK_BACK = 8
VK_TAB = 9
VK_RETURN = 13
VK_SHIFT = 16
VK_CONTROL = 17
VK_MENU = 18
VK_ESCAPE = 27
VK_SPACE = 32

#: Win32 virtual-key codes by their winuser.h names.
VK = {
    "VK_LBUTTON": 0x01, "VK_RBUTTON": 0x02, "VK_CANCEL": 0x03, "VK_MBUTTON": 0x04,
    "VK_BACK": VK_BACK, "VK_TAB": VK_TAB, "VK_CLEAR": 0x0C, "VK_RETURN": VK_RETURN,
    "VK_SHIFT": VK_SHIFT, "VK_CONTROL": VK_CONTROL, "VK_MENU": VK_MENU,
    "VK_PAUSE": 0x13, "VK_CAPITAL": 0x14, "VK_ESCAPE": VK_ESCAPE, "VK_SPACE": VK_SPACE,
    "VK_PRIOR": 0x21, "VK_NEXT": 0x22, "VK_END": 0x23, "VK_HOME": 0x24,
    "VK_LEFT": 0x25, "VK_UP": 0x26, "VK_RIGHT": 0x27, "VK_DOWN": 0x28,
    "VK_SELECT": 0x29, "VK_PRINT": 0x2A, "VK_EXECUTE": 0x2B, "VK_SNAPSHOT": 0x2C,
    "VK_INSERT": 0x2D, "VK_DELETE": 0x2E, "VK_HELP": 0x2F,
    "VK_LWIN": 0x5B, "VK_RWIN": 0x5C, "VK_APPS": 0x5D, "VK_SLEEP": 0x5F,
    "VK_MULTIPLY": 0x6A, "VK_ADD": 0x6B, "VK_SEPARATOR": 0x6C, "VK_SUBTRACT": 0x6D,
    "VK_DECIMAL": 0x6E, "VK_DIVIDE": 0x6F,
    "VK_NUMLOCK": 0x90, "VK_SCROLL": 0x91,
    "VK_LSHIFT": 0xA0, "VK_RSHIFT": 0xA1, "VK_LCONTROL": 0xA2, "VK_RCONTROL": 0xA3,
    "VK_LMENU": 0xA4, "VK_RMENU": 0xA5,
    # US-layout punctuation keys.
    "VK_OEM_1": 0xBA, "VK_OEM_PLUS": 0xBB, "VK_OEM_COMMA": 0xBC, "VK_OEM_MINUS": 0xBD,
    "VK_OEM_PERIOD": 0xBE, "VK_OEM_2": 0xBF, "VK_OEM_3": 0xC0, "VK_OEM_4": 0xDB,
    "VK_OEM_5": 0xDC, "VK_OEM_6": 0xDD, "VK_OEM_7": 0xDE,
}
# winuser.h has no names for the digit and letter keys (they are their ASCII codes); the
# VK_0 / VK_A spellings are the common convention and make "VK_1" unambiguous.
for _i in range(10):
    VK["VK_%d" % _i] = 0x30 + _i
    VK["VK_NUMPAD%d" % _i] = 0x60 + _i
for _i in range(26):
    VK["VK_" + chr(0x41 + _i)] = 0x41 + _i
for _i in range(1, 25):
    VK["VK_F%d" % _i] = 0x6F + _i
del _i

# Friendly names, matched case-insensitively. They include the browser's
# KeyboardEvent.key spellings (ArrowLeft, PageUp, Control, Meta), since agents think in those.
_ALIASES = {
    "enter": "VK_RETURN", "return": "VK_RETURN",
    "esc": "VK_ESCAPE", "escape": "VK_ESCAPE",
    "backspace": "VK_BACK", "bksp": "VK_BACK", "back": "VK_BACK",
    "tab": "VK_TAB", "space": "VK_SPACE", "spacebar": "VK_SPACE",
    "del": "VK_DELETE", "delete": "VK_DELETE", "ins": "VK_INSERT", "insert": "VK_INSERT",
    "home": "VK_HOME", "end": "VK_END",
    "pgup": "VK_PRIOR", "pageup": "VK_PRIOR", "prior": "VK_PRIOR",
    "pgdn": "VK_NEXT", "pagedown": "VK_NEXT", "next": "VK_NEXT",
    "left": "VK_LEFT", "up": "VK_UP", "right": "VK_RIGHT", "down": "VK_DOWN",
    "arrowleft": "VK_LEFT", "arrowup": "VK_UP", "arrowright": "VK_RIGHT",
    "arrowdown": "VK_DOWN",
    "ctrl": "VK_CONTROL", "control": "VK_CONTROL", "shift": "VK_SHIFT",
    "alt": "VK_MENU", "menu": "VK_MENU",
    "win": "VK_LWIN", "meta": "VK_LWIN", "os": "VK_LWIN",
    "capslock": "VK_CAPITAL", "numlock": "VK_NUMLOCK", "scrolllock": "VK_SCROLL",
    "pause": "VK_PAUSE", "printscreen": "VK_SNAPSHOT", "contextmenu": "VK_APPS",
}

_NAME_OF = {}
for _name, _code in VK.items():
    # First name wins; the VK_0 / VK_A spellings are left to vk_name's chr().
    if len(_name) != 4:
        _NAME_OF.setdefault(_code, _name)
del _name, _code

# Character → (VK, needs shift) on a US layout.
_CHARS = {" ": (VK_SPACE, False), "\t": (VK_TAB, False), "\n": (VK_RETURN, False),
          "\r": (VK_RETURN, False), "\b": (VK_BACK, False), "\x1b": (VK_ESCAPE, False)}
for _i, _c in enumerate(")!@#$%^&*("):
    _CHARS[str(_i)] = (0x30 + _i, False)
    _CHARS[_c] = (0x30 + _i, True)
for _i in range(26):
    _CHARS[chr(0x61 + _i)] = (0x41 + _i, False)
    _CHARS[chr(0x41 + _i)] = (0x41 + _i, True)
for _plain, _shifted, _name in (
        (";", ":", "VK_OEM_1"), ("=", "+", "VK_OEM_PLUS"), (",", "<", "VK_OEM_COMMA"),
        ("-", "_", "VK_OEM_MINUS"), (".", ">", "VK_OEM_PERIOD"), ("/", "?", "VK_OEM_2"),
        ("`", "~", "VK_OEM_3"), ("[", "{", "VK_OEM_4"), ("\\", "|", "VK_OEM_5"),
        ("]", "}", "VK_OEM_6"), ("'", '"', "VK_OEM_7")):
    _CHARS[_plain] = (VK[_name], False)
    _CHARS[_shifted] = (VK[_name], True)
del _i, _c, _plain, _shifted, _name

# The WM_CHAR a key sends: Enter sends CR, as on Windows.
_CHAR_CODE = {"\n": 13, "\r": 13}

_EXPECTED = ("expected a VK_ name (VK_RETURN), a key name (enter, esc, ctrl, f5, left), "
             "a single character, or a code 1-255")


def char_to_vk(ch):
    """Return ``(vk, needs_shift)`` for one character on a US layout, or None."""
    return _CHARS.get(ch)


def vk_from_name(name):
    """Resolve a key to its VK code.

    Accepts an int code (1-255); a string of two or more digits or ``0x..`` (a code); a
    single character (its key: ``"a"`` and ``"A"`` are both 65, ``"8"`` is the 8 key, 56);
    a winuser.h name (``VK_RETURN``, also without the prefix: ``RETURN``, ``F5``); or a
    friendly name (``enter``, ``esc``, ``ctrl``, ``ArrowLeft``), case-insensitively.
    Raises ValueError naming what was expected.
    """
    if isinstance(name, bool):
        raise ValueError("key must be a key name or code, got %r; %s" % (name, _EXPECTED))
    if isinstance(name, int):
        if 1 <= name <= 255:
            return name
        raise ValueError("key code %d is out of range; %s" % (name, _EXPECTED))
    if not isinstance(name, str) or not name:
        raise ValueError("key must be a key name or code, got %r; %s" % (name, _EXPECTED))
    if len(name) == 1:
        hit = _CHARS.get(name)
        if hit is None:
            raise ValueError("no key types %r on a US layout; %s" % (name, _EXPECTED))
        return hit[0]
    text = name.strip()
    low = text.lower()
    code = None
    if text.isdigit():
        code = int(text)
    elif low.startswith("0x"):
        try:
            code = int(low, 16)
        except ValueError:
            code = None
    if code is not None:
        if 1 <= code <= 255:
            return code
        raise ValueError("key code %s is out of range; %s" % (text, _EXPECTED))
    upper = text.upper()
    if upper in VK:
        return VK[upper]
    if ("VK_" + upper) in VK:
        return VK["VK_" + upper]
    if low in _ALIASES:
        return VK[_ALIASES[low]]
    raise ValueError("unknown key %r; %s" % (name, _EXPECTED))


def vk_name(code):
    """The winuser.h name of a VK code (``VK_RETURN``), or ``'A'``/``'1'`` for letters
    and digits, or the decimal code when it has no name."""
    if 0x30 <= code <= 0x39 or 0x41 <= code <= 0x5A:
        return chr(code)
    return _NAME_OF.get(code, str(code))


def _down(vk):
    return {"action": "keydown", "args": {"key": vk}}


def _up(vk):
    return {"action": "keyup", "args": {"key": vk}}


def _press(code):
    return {"action": "keypress", "args": {"char": code}}


def parse_key_spec(spec):
    """Split a combo such as ``"ctrl+s"``, ``"ctrl+shift+VK_F5"`` or ``"VK_RETURN"`` into
    ``(key, mods)``: the key's VK code and the list of modifier VK codes, in order.

    A single character names the key that types it, so ``"ctrl+1"`` is the 1 key; a
    punctuation character that needs shift (``"?"``) adds shift to the modifiers. Letters
    never add shift: ``ctrl+S`` is ctrl+s, as menus write it. ``"ctrl++"`` is ctrl and +.
    Raises ValueError.
    """
    if isinstance(spec, int) and not isinstance(spec, bool):
        return vk_from_name(spec), []
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError("key must be a key name or combo such as ctrl+s, got %r" % (spec,))
    text = spec.strip()
    if len(text) > 1 and "+" in text:
        if text.endswith("++"):
            parts = text[:-2].split("+") + ["+"]
        else:
            parts = text.split("+")
    else:
        parts = [text]
    if any(not p.strip() for p in parts):
        raise ValueError("malformed key combo %r; expected MOD+MOD+KEY such as ctrl+s" % spec)
    *mod_names, key_name = [p if len(p) == 1 else p.strip() for p in parts]
    mods = [vk_from_name(m) for m in mod_names]
    key = vk_from_name(key_name)
    if len(key_name) == 1 and not key_name.isalpha():
        hit = _CHARS.get(key_name)
        if hit is not None and hit[1] and VK_SHIFT not in mods:
            mods.append(VK_SHIFT)
    return key, mods


def key_events(key, mods=()):
    """keydown each modifier, keydown+keyup the key, keyup the modifiers in reverse."""
    events = [_down(m) for m in mods]
    events.append(_down(key))
    events.append(_up(key))
    events.extend(_up(m) for m in reversed(list(mods)))
    return events


def expand_key(spec):
    """``expand_key("ctrl+s")`` → keydown ctrl, keydown S, keyup S, keyup ctrl."""
    key, mods = parse_key_spec(spec)
    return key_events(key, mods)


def utf16_units(ch):
    """A character's UTF-16 code units: one, or a surrogate pair beyond U+FFFF (what
    Windows queues as that many WM_CHARs)."""
    code = ord(ch)
    if code < 0x10000:
        return [code]
    code -= 0x10000
    return [0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)]


def expand_type(text):
    """Expand text into the keydown/keypress/keyup triple per character.

    Uppercase letters and shifted punctuation are wrapped in shift down/up; ``\\n`` (and
    ``\\r\\n``) is Enter: VK_RETURN with WM_CHAR 13. A character with no key on a US layout
    (``é``, ``€``) is sent as its keypress alone (UTF-16 units for astral characters), since
    no key could produce it but an edit control still accepts the WM_CHAR.
    """
    if not isinstance(text, str):
        raise ValueError("text must be a string, got %r" % (text,))
    events = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        i += 1
        if ch == "\r" and i < n and text[i] == "\n":
            continue  # CRLF is one Enter; the \n that follows sends it
        hit = _CHARS.get(ch)
        if hit is None:
            events.extend(_press(u) for u in utf16_units(ch))
            continue
        vk, shift = hit
        if shift:
            events.append(_down(VK_SHIFT))
        events.append(_down(vk))
        events.append(_press(_CHAR_CODE.get(ch, ord(ch))))
        events.append(_up(vk))
        if shift:
            events.append(_up(VK_SHIFT))
    return events
