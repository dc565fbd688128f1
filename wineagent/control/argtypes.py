"""The argument types of control commands: converters from what a sender wrote to the
normalised value a handler gets.

Each converter takes ``(action, field, value)`` and returns the value or raises
ProtocolError naming the action, the field, what it got and what it expected. Each also
says what it accepts as JSON Schema (``SCHEMAS``), from which the OpenAPI document
describes every verb's arguments (web/openapi.py).
"""

import json

from wineagent.control import keys as _keys
from wineagent.control import snapshot as _snapshot
from wineagent.control.limits import MAX_DUMP, MAX_FILE, MAX_MODS, MAX_PATH
from wineagent.events import filters as _filters

__all__ = ["ProtocolError", "show", "bad", "schema_of", "integer", "upto", "int_range",
           "text_upto", "nonneg", "positive", "button", "vk", "char", "key_combo", "string",
           "nonempty", "host_path", "onoff", "address", "dump_len", "ref", "point_name",
           "choice", "mods", "event_classes", "event_filter", "until", "guest_path",
           "file_content", "nonempty_upto"]

#: Integers: a JSON number or a decimal string of at most this many characters.
_MAX_INT_CHARS = 20
_INT32 = (-(1 << 31), (1 << 31) - 1)


class ProtocolError(ValueError):
    """A command or body that cannot be executed; the message says what was wrong and
    what was expected, and is what the ok:false reply carries."""


# --- argument converters -----------------------------------------------------------------
# Each takes (action, field, value) and returns the normalised value or raises
# ProtocolError naming the action, the field, what it got and what it expected.

def bad(action, field, expected, value):
    return ProtocolError("%s: %s must be %s, got %s" % (action, field, expected, show(value)))


def show(value):
    if isinstance(value, str) and len(value) > 60:
        value = value[:57] + "..."
    return repr(value) if isinstance(value, str) else json.dumps(value)


def integer(action, field, value):
    n = None
    if isinstance(value, bool):
        n = None
    elif isinstance(value, int):
        n = value
    elif isinstance(value, float) and value.is_integer():
        n = int(value)
    elif isinstance(value, str) and len(value) <= _MAX_INT_CHARS:
        # Bounded before int(): Python refuses (ValueError) over 4300 digits, and a long
        # digit string is never a meaningful coordinate anyway.
        text = value.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if digits.isdigit() and digits.isascii():
            n = int(text)
    if n is None:
        raise bad(action, field, "an integer", value)
    if not _INT32[0] <= n <= _INT32[1]:
        raise bad(action, field, "a 32-bit integer", value)
    return n


def upto(limit, inner=None):
    """A converter: ``inner`` (default an integer >= 1), at most ``limit``."""
    def convert(action, field, value):
        n = (inner or positive)(action, field, value)
        if n > limit:
            raise ProtocolError("%s: %s is %d, over the limit of %d" % (action, field, n, limit))
        return n
    low = 0 if inner is nonneg else 1
    convert.schema = {"type": "integer", "minimum": low, "maximum": limit}
    return convert


def int_range(lo, hi):
    """A converter: an integer in lo..hi."""
    def convert(action, field, value):
        n = integer(action, field, value)
        if not lo <= n <= hi:
            raise bad(action, field, "an integer %d..%d" % (lo, hi), value)
        return n
    convert.schema = {"type": "integer", "minimum": lo, "maximum": hi}
    return convert


def text_upto(limit):
    """A converter: a string of at most ``limit`` characters."""
    def convert(action, field, value):
        text = string(action, field, value)
        if len(text) > limit:
            raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                                % (action, field, len(text), limit))
        return text
    convert.schema = {"type": "string", "maxLength": limit}
    return convert


def nonneg(action, field, value):
    n = integer(action, field, value)
    if n < 0:
        raise bad(action, field, "an integer >= 0", value)
    return n


def positive(action, field, value):
    n = integer(action, field, value)
    if n < 1:
        raise bad(action, field, "an integer >= 1", value)
    return n


def button(action, field, value):
    if isinstance(value, str) and value.strip().lower() in ("left", "right"):
        return value.strip().lower()
    raise bad(action, field, '"left" or "right"', value)


def vk(action, field, value):
    try:
        return _keys.vk_from_name(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def char(action, field, value):
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 < value <= 0x10FFFF:
            return value
    elif isinstance(value, str):
        if len(value) == 1:
            return ord(value)
        text = value.strip().lower()
        try:
            code = int(text, 16) if text.startswith("0x") else int(text, 10)
        except ValueError:
            code = None
        if code is not None and 0 < code <= 0x10FFFF:
            return code
    raise bad(action, field, "a character code or a single character", value)


def key_combo(action, field, value):
    try:
        return _keys.parse_key_spec(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def string(action, field, value):
    if isinstance(value, str):
        return value
    raise bad(action, field, "a string", value)


def nonempty(action, field, value):
    if isinstance(value, str) and value.strip():
        return value
    raise bad(action, field, "a non-empty string", value)


def host_path(action, field, value):
    if value is None or value == "":
        return None
    if isinstance(value, str):
        if len(value) > MAX_PATH:
            raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                                % (action, field, len(value), MAX_PATH))
        if "\0" in value:
            raise bad(action, field, "a file path without NUL characters", value)
        return value
    raise bad(action, field, "a file path or null", value)


_ON = {"on": True, "true": True, "1": True, "yes": True,
       "off": False, "false": False, "0": False, "no": False}


def onoff(action, field, value):
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _ON:
        return _ON[value.strip().lower()]
    raise bad(action, field, '"on" or "off" (or true/false)', value)


def address(action, field, value):
    n = None
    if isinstance(value, int) and not isinstance(value, bool):
        n = value
    elif isinstance(value, str):
        try:
            n = int(value.strip(), 0)
        except ValueError:
            n = None
    if n is None or not 0 <= n <= 0xFFFFFFFF:
        raise bad(action, field, "an address 0..0xFFFFFFFF (int or \"0x401000\")", value)
    return n


def dump_len(action, field, value):
    n = integer(action, field, value)
    if not 1 <= n <= MAX_DUMP:
        raise bad(action, field, "an integer 1..%d" % MAX_DUMP, value)
    return n


def ref(action, field, value):
    try:
        hwnd, item, point = _snapshot.parse_ref(value)
    except ValueError as e:
        raise ProtocolError("%s: %s: %s" % (action, field, e))
    ref = _snapshot.ref_of(hwnd) + ("m%d" % item if item is not None else "")
    return (ref, point)


def point_name(action, field, value):
    if isinstance(value, str) and value.strip().lower() in _snapshot.POINTS:
        return value.strip().lower()
    raise bad(action, field, "one of " + "|".join(_snapshot.POINTS), value)


def choice(*names):
    def convert(action, field, value):
        if isinstance(value, str) and value.strip().lower() in names:
            return value.strip().lower()
        raise bad(action, field, " or ".join('"%s"' % n for n in names), value)
    convert.schema = {"type": "string", "enum": list(names)}
    return convert


def mods(action, field, value):
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        value = [value]
    if len(value) > MAX_MODS:
        raise ProtocolError("%s: %s has %d keys, over the limit of %d"
                            % (action, field, len(value), MAX_MODS))
    return [vk(action, field, m) for m in value]


def event_classes(action, field, value):
    try:
        return sorted(_filters.parse_classes(value))
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def event_filter(action, field, value):
    try:
        _filters.parse_filter(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))
    return value


def until(action, field, value):
    try:
        parsed = _filters.parse_until(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))
    return "idle" if parsed == "idle" else value


def guest_path(action, field, value):
    """A guest path: a non-empty string without NUL, at most MAX_PATH characters. Whether
    it stays on drive C: is the VFS's to say, when the command runs (kernel/vfs.py)."""
    if not isinstance(value, str) or not value.strip():
        raise bad(action, field, "a guest path such as 'C:\\dir\\file.txt'", value)
    if len(value) > MAX_PATH:
        raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                            % (action, field, len(value), MAX_PATH))
    if "\0" in value:
        raise bad(action, field, "a guest path without NUL characters", value)
    return value


def file_content(action, field, value):
    """Base64 of at most MAX_FILE bytes (checked here, so a bad one changes nothing);
    the args keep the text, which is what the wire and a recording carry."""
    if not isinstance(value, str):
        raise bad(action, field, "the file's bytes in base64", value)
    if len(value) > (MAX_FILE + 2) // 3 * 4 + 4:
        raise ProtocolError("%s: %s is over the limit of %d bytes" % (action, field, MAX_FILE))
    try:
        data = b64decode(value)
    except ValueError:
        raise bad(action, field, "the file's bytes in base64 (A-Z a-z 0-9 + /, padded "
                                  "with =)", value) from None
    if len(data) > MAX_FILE:
        raise ProtocolError("%s: %s is %d bytes, over the limit of %d"
                            % (action, field, len(data), MAX_FILE))
    return value


def b64decode(text):
    """Strict base64 (ValueError for anything else); imported late, as ``wineagent ctl``
    starts without base64 unless it sends a file."""
    import base64
    return base64.b64decode(text, validate=True)


def nonempty_upto(limit):
    """A converter: a non-empty string of at most ``limit`` characters."""
    def convert(action, field, value):
        return text_upto(limit)(action, field, nonempty(action, field, value))
    convert.schema = {"type": "string", "minLength": 1, "maxLength": limit}
    return convert


# What each fixed converter accepts, as JSON Schema (the factories above attach their
# own). Strings that name numbers are accepted too where a bare entry can only give text.
_INT = {"type": ["integer", "string"], "description": "an integer (or its decimal text)"}
for _fn, _schema in [
        (integer, _INT), (nonneg, dict(_INT, minimum=0)), (positive, dict(_INT, minimum=1)),
        (button, {"type": "string", "enum": ["left", "right"]}),
        (vk, {"type": ["integer", "string"], "description": "a VK code or name"}),
        (char, {"type": ["integer", "string"], "description": "a character or its code"}),
        (key_combo, {"type": ["integer", "string"],
                     "description": 'a VK code, name or combo such as "ctrl+s"'}),
        (string, {"type": "string"}), (nonempty, {"type": "string", "minLength": 1}),
        (host_path, {"type": ["string", "null"], "maxLength": MAX_PATH}),
        (onoff, {"type": ["boolean", "integer", "string"],
                 "description": '"on"/"off", true/false'}),
        (address, {"type": ["integer", "string"], "description": 'an address, "0x401000"'}),
        (dump_len, {"type": ["integer", "string"], "minimum": 1, "maximum": MAX_DUMP}),
        (ref, {"type": "string", "description": 'a snapshot ref such as "w12"'}),
        (point_name, {"type": "string", "enum": list(_snapshot.POINTS)}),
        (mods, {"type": "array", "maxItems": MAX_MODS,
                "items": {"type": ["integer", "string"]}}),
        (event_classes, {"type": ["array", "string"], "description": "event classes"}),
        (event_filter, {"type": "object"}),
        (until, {"type": ["string", "object"], "description": '"idle" or {class, filter?}'}),
        (guest_path, {"type": "string", "maxLength": MAX_PATH,
                      "description": 'a guest path such as "C:\\dir\\file.txt"'}),
        (file_content, {"type": "string", "contentEncoding": "base64"})]:
    _fn.schema = _schema


def schema_of(convert):
    """The JSON Schema of what ``convert`` accepts."""
    return dict(convert.schema)
