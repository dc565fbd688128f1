"""The control protocol: parsing and validation of commands, and reply shapes.

Pure: no I/O, no clock, no Twisted. The CLI control server, ``--control-stdin``, the hub and
the ``wineagent ctl`` client all go through these functions, so a command means the same
thing on every transport and a bad one is rejected before any side effect, with a message
that names what was wrong and what was expected.

A command is ``{"id": 7, "action": "click", "args": {"x": 120, "y": 88}}``. Also accepted:
args at top level (``{"action": "step", "n": 200}``), a bare entry in ``cmd``
(``{"id": 7, "cmd": "click:231:110"}`` or ``{"cmd": "step 200"}``), and on stdin a bare entry
alone (``click:231:110``). Every command gets one reply, :func:`reply_ok` or
:func:`reply_error`. See docs/protocol.md for the whole vocabulary.
"""

import json

from wineagent.control import keys as _keys
from wineagent.control import snapshot as _snapshot
from wineagent.events import filters as _filters

__all__ = [
    "MAX_BODY", "MAX_DUMP", "MAX_DEPTH", "MAX_COMMANDS", "MAX_TEXT", "MAX_DRAG_STEPS",
    "MAX_MODS", "MAX_STEP", "MAX_TICK_MS", "MAX_PATH", "MAX_NAME", "MAX_QUEUED_INPUT",
    "MAX_RECORDING", "MAX_JOURNAL", "MAX_FILE", "MAX_LIST", "MAX_CLIPBOARD", "LIMITS",
    "MAX_PROGRAMS", "MAX_PROGRAM_FILES", "MAX_UPLOADS",
    "MAX_REPLAY_BATCH", "MAX_REPLAY_FILE", "MAX_REPLAY_MS", "MAX_REPLAY_MTIME",
    "ACTIONS", "INPUT_ACTIONS", "BROWSER_ONLY", "GUEST_DATA_ACTIONS", "GUEST_WRITES",
    "ProtocolError", "Command", "Rejected",
    "parse_body", "parse_line", "parse_command", "parse_entry", "validate",
    "parse_input_schedule", "reply_ok", "reply_error", "usage",
]

# --- limits -------------------------------------------------------------------------------
# Every command is bounded so that no single request can hold the reactor (and so every
# other client) for long or grow the process without bound: a drag of 10,000,000 steps
# took 25 s and 1.1 GB, a `type` of a million characters 30 s. Beyond a limit the command
# is refused with a message naming it. docs/protocol.md lists them in one table (a test
# checks that table against LIMITS).

#: Largest request body (or stdin line) accepted, in bytes.
MAX_BODY = 1 << 20
#: Deepest JSON nesting of a body: an array of commands whose args hold a list is 4 deep.
MAX_DEPTH = 16
#: Most commands in one array.
MAX_COMMANDS = 10000
#: Longest ``type`` text, in characters (each expands to up to 5 key events).
MAX_TEXT = 2000
#: Most ``drag`` moves.
MAX_DRAG_STEPS = 1000
#: Most modifier keys in one ``key``.
MAX_MODS = 8
#: Most batches in one ``step``.
MAX_STEP = 10000000
#: Largest guest milliseconds per step (``step N MS``).
MAX_TICK_MS = 60000
#: Longest ``png`` path, in characters.
MAX_PATH = 4096
#: Longest ``launch`` app id, in characters.
MAX_NAME = 256
#: Largest ``dump-mem`` length, in bytes.
MAX_DUMP = 1 << 20
#: Most raw input events waiting for the guest (a frozen or busy VM does not drain them).
MAX_QUEUED_INPUT = 100000
#: Largest recording a page's VM keeps in memory (``record`` without a path), in bytes;
#: the recording ends there (docs/replay.md).
MAX_RECORDING = 64 << 20
#: Most entries of the replay journal a session keeps from launch (about one per batch a
#: wall-clock session runs); past it ``record start`` is refused, ``--record`` still works.
MAX_JOURNAL = 250000
#: Largest file ``put-file`` writes or ``get-file`` reads, in bytes. Its base64 (4/3 of it)
#: plus the JSON around it must fit in one body (MAX_BODY), both ways.
MAX_FILE = 512 << 10
#: Most entries of one ``list-files`` reply (the first ones by name; ``truncated`` says so).
MAX_LIST = 10000
#: Longest ``set-clipboard`` text, in characters: as UTF-16 (CF_UNICODETEXT) MAX_FILE bytes.
MAX_CLIPBOARD = MAX_FILE // 2
#: Programs agents upload to a hub (web/programs.py): most programs, most files beside
#: one, and most bytes stored in all (each file is at most MAX_FILE, its base64 one body).
MAX_PROGRAMS = 64
MAX_PROGRAM_FILES = 64
MAX_UPLOADS = 64 << 20
#: Recordings (``wineagent replay``, docs/replay.md): the highest batch number a record
#: may carry (as many batches as one ``step`` may run), the largest file read, the largest
#: guest clock reading (about 31 years of guest time) and the file times an included
#: file may have (1970..2106, what a FILETIME and a host file can both hold).
MAX_REPLAY_BATCH = MAX_STEP
MAX_REPLAY_FILE = 1 << 30
MAX_REPLAY_MS = 10 ** 12
MAX_REPLAY_MTIME = 1 << 32
#: Integers: a JSON number or a decimal string of at most this many characters.
_MAX_INT_CHARS = 20
_INT32 = (-(1 << 31), (1 << 31) - 1)

#: Every limit by name, for docs and tests (``queued input`` is enforced by the dispatcher,
#: which sees the queue; ``subscriptions`` by the session's event bus).
LIMITS = {
    "body": MAX_BODY, "depth": MAX_DEPTH, "commands": MAX_COMMANDS, "text": MAX_TEXT,
    "drag steps": MAX_DRAG_STEPS, "mods": MAX_MODS, "step n": MAX_STEP,
    "step ms": MAX_TICK_MS, "path": MAX_PATH, "app": MAX_NAME, "dump-mem len": MAX_DUMP,
    "queued input": MAX_QUEUED_INPUT, "recording in memory": MAX_RECORDING,
    "record journal": MAX_JOURNAL, "subscriptions": _filters.MAX_SUBSCRIPTIONS,
    "filter patterns": _filters.MAX_PATTERNS, "file": MAX_FILE, "list-files entries": MAX_LIST,
    "clipboard text": MAX_CLIPBOARD, "snapshot text": _snapshot.MAX_SHOWN,
    "recording batch": MAX_REPLAY_BATCH, "recording file": MAX_REPLAY_FILE,
    "recording clock ms": MAX_REPLAY_MS, "recording mtime": MAX_REPLAY_MTIME,
    "uploaded programs": MAX_PROGRAMS, "program files": MAX_PROGRAM_FILES,
    "uploads total": MAX_UPLOADS,
}


class ProtocolError(ValueError):
    """A command or body that cannot be executed; the message says what was wrong and
    what was expected, and is what the ok:false reply carries."""


class Command(object):
    """One validated command: ``id`` (any JSON scalar, None when the sender gave none),
    ``action`` (a name in :data:`ACTIONS`) and ``args`` (normalised, see docs/protocol.md).

    A plain class rather than a dataclass: ``wineagent ctl`` imports this module, and
    ``dataclasses`` costs it several milliseconds of start-up.
    """

    __slots__ = ("id", "action", "args")

    def __init__(self, id, action, args=None):
        self.id = id
        self.action = action
        self.args = {} if args is None else args

    def to_json(self):
        """The wire form: ``{"id": .., "action": .., "args": {..}}``."""
        return {"id": self.id, "action": self.action, "args": self.args}

    def __eq__(self, other):
        if not isinstance(other, Command):
            return NotImplemented
        return (self.id, self.action, self.args) == (other.id, other.action, other.args)

    def __repr__(self):
        return "Command(id=%r, action=%r, args=%r)" % (self.id, self.action, self.args)


class Rejected(object):
    """A command that failed parsing or validation: ``id`` (as sent, or None) and
    ``error`` (the message). Its reply is :meth:`reply`."""

    __slots__ = ("id", "error")

    def __init__(self, id, error):
        self.id = id
        self.error = error

    def reply(self):
        """The ok:false reply for this item."""
        return reply_error(self.id, self.error)

    def __eq__(self, other):
        if not isinstance(other, Rejected):
            return NotImplemented
        return (self.id, self.error) == (other.id, other.error)

    def __repr__(self):
        return "Rejected(id=%r, error=%r)" % (self.id, self.error)


def reply_ok(id, value=None):
    """``{"id": id, "ok": true, "value": value}``."""
    return {"id": id, "ok": True, "value": value}


def reply_error(id, message):
    """``{"id": id, "ok": false, "error": message}``."""
    return {"id": id, "ok": False, "error": str(message)}


# --- argument converters -----------------------------------------------------------------
# Each takes (action, field, value) and returns the normalised value or raises
# ProtocolError naming the action, the field, what it got and what it expected.

def _bad(action, field, expected, value):
    return ProtocolError("%s: %s must be %s, got %s" % (action, field, expected, _show(value)))


def _show(value):
    if isinstance(value, str) and len(value) > 60:
        value = value[:57] + "..."
    return repr(value) if isinstance(value, str) else json.dumps(value)


def _int(action, field, value):
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
        raise _bad(action, field, "an integer", value)
    if not _INT32[0] <= n <= _INT32[1]:
        raise _bad(action, field, "a 32-bit integer", value)
    return n


def _upto(limit, inner=None):
    """A converter: ``inner`` (default an integer >= 1), at most ``limit``."""
    def convert(action, field, value):
        n = (inner or _positive)(action, field, value)
        if n > limit:
            raise ProtocolError("%s: %s is %d, over the limit of %d" % (action, field, n, limit))
        return n
    return convert


def _int_range(lo, hi):
    """A converter: an integer in lo..hi."""
    def convert(action, field, value):
        n = _int(action, field, value)
        if not lo <= n <= hi:
            raise _bad(action, field, "an integer %d..%d" % (lo, hi), value)
        return n
    return convert


def _text(limit):
    """A converter: a string of at most ``limit`` characters."""
    def convert(action, field, value):
        text = _str(action, field, value)
        if len(text) > limit:
            raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                                % (action, field, len(text), limit))
        return text
    return convert


def _nonneg(action, field, value):
    n = _int(action, field, value)
    if n < 0:
        raise _bad(action, field, "an integer >= 0", value)
    return n


def _positive(action, field, value):
    n = _int(action, field, value)
    if n < 1:
        raise _bad(action, field, "an integer >= 1", value)
    return n


def _button(action, field, value):
    if isinstance(value, str) and value.strip().lower() in ("left", "right"):
        return value.strip().lower()
    raise _bad(action, field, '"left" or "right"', value)


def _vk(action, field, value):
    try:
        return _keys.vk_from_name(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def _char(action, field, value):
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
    raise _bad(action, field, "a character code or a single character", value)


def _key_combo(action, field, value):
    try:
        return _keys.parse_key_spec(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def _str(action, field, value):
    if isinstance(value, str):
        return value
    raise _bad(action, field, "a string", value)


def _nonempty(action, field, value):
    if isinstance(value, str) and value.strip():
        return value
    raise _bad(action, field, "a non-empty string", value)


def _path(action, field, value):
    if value is None or value == "":
        return None
    if isinstance(value, str):
        if len(value) > MAX_PATH:
            raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                                % (action, field, len(value), MAX_PATH))
        if "\0" in value:
            raise _bad(action, field, "a file path without NUL characters", value)
        return value
    raise _bad(action, field, "a file path or null", value)


_ON = {"on": True, "true": True, "1": True, "yes": True,
       "off": False, "false": False, "0": False, "no": False}


def _onoff(action, field, value):
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _ON:
        return _ON[value.strip().lower()]
    raise _bad(action, field, '"on" or "off" (or true/false)', value)


def _addr(action, field, value):
    n = None
    if isinstance(value, int) and not isinstance(value, bool):
        n = value
    elif isinstance(value, str):
        try:
            n = int(value.strip(), 0)
        except ValueError:
            n = None
    if n is None or not 0 <= n <= 0xFFFFFFFF:
        raise _bad(action, field, "an address 0..0xFFFFFFFF (int or \"0x401000\")", value)
    return n


def _dump_len(action, field, value):
    n = _int(action, field, value)
    if not 1 <= n <= MAX_DUMP:
        raise _bad(action, field, "an integer 1..%d" % MAX_DUMP, value)
    return n


def _ref(action, field, value):
    try:
        hwnd, item, point = _snapshot.parse_ref(value)
    except ValueError as e:
        raise ProtocolError("%s: %s: %s" % (action, field, e))
    ref = _snapshot.ref_of(hwnd) + ("m%d" % item if item is not None else "")
    return (ref, point)


def _point_name(action, field, value):
    if isinstance(value, str) and value.strip().lower() in _snapshot.POINTS:
        return value.strip().lower()
    raise _bad(action, field, "one of " + "|".join(_snapshot.POINTS), value)


def _choice(*names):
    def convert(action, field, value):
        if isinstance(value, str) and value.strip().lower() in names:
            return value.strip().lower()
        raise _bad(action, field, " or ".join('"%s"' % n for n in names), value)
    return convert


def _mods(action, field, value):
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        value = [value]
    if len(value) > MAX_MODS:
        raise ProtocolError("%s: %s has %d keys, over the limit of %d"
                            % (action, field, len(value), MAX_MODS))
    return [_vk(action, field, m) for m in value]


def _event_classes(action, field, value):
    try:
        return sorted(_filters.parse_classes(value))
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))


def _event_filter(action, field, value):
    try:
        _filters.parse_filter(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))
    return value


def _until(action, field, value):
    try:
        parsed = _filters.parse_until(value)
    except ValueError as e:
        raise ProtocolError("%s: %s" % (action, e))
    return "idle" if parsed == "idle" else value


def _guest_path(action, field, value):
    """A guest path: a non-empty string without NUL, at most MAX_PATH characters. Whether
    it stays on drive C: is the VFS's to say, when the command runs (kernel/vfs.py)."""
    if not isinstance(value, str) or not value.strip():
        raise _bad(action, field, "a guest path such as 'C:\\dir\\file.txt'", value)
    if len(value) > MAX_PATH:
        raise ProtocolError("%s: %s is %d characters, over the limit of %d"
                            % (action, field, len(value), MAX_PATH))
    if "\0" in value:
        raise _bad(action, field, "a guest path without NUL characters", value)
    return value


def _file_content(action, field, value):
    """Base64 of at most MAX_FILE bytes (checked here, so a bad one changes nothing);
    the args keep the text, which is what the wire and a recording carry."""
    if not isinstance(value, str):
        raise _bad(action, field, "the file's bytes in base64", value)
    if len(value) > (MAX_FILE + 2) // 3 * 4 + 4:
        raise ProtocolError("%s: %s is over the limit of %d bytes" % (action, field, MAX_FILE))
    try:
        data = _b64decode(value)
    except ValueError:
        raise _bad(action, field, "the file's bytes in base64 (A-Z a-z 0-9 + /, padded "
                                  "with =)", value) from None
    if len(data) > MAX_FILE:
        raise ProtocolError("%s: %s is %d bytes, over the limit of %d"
                            % (action, field, len(data), MAX_FILE))
    return value


def _b64decode(text):
    """Strict base64 (ValueError for anything else); imported late, as ``wineagent ctl``
    starts without base64 unless it sends a file."""
    import base64
    return base64.b64decode(text, validate=True)


def _nonempty_upto(limit):
    """A converter: a non-empty string of at most ``limit`` characters."""
    def convert(action, field, value):
        return _text(limit)(action, field, _nonempty(action, field, value))
    return convert


# --- the vocabulary ---------------------------------------------------------------------

_REQ = object()  # marks a required field
_XYREQ = object()  # a coordinate required unless the command names a ref instead

# action -> tuple of (field, converter, default, shape text). The order of the fields is
# the order of a bare entry's positional arguments.
_POINTS = "|".join(_snapshot.POINTS)
_XY = (("x", _int, _XYREQ, "int"), ("y", _int, _XYREQ, "int"))
_AT = (("ref", _ref, None, 'str "w12"'), ("point", _point_name, None, _POINTS))
_POINTER = _XY + (("button", _button, "left", '"left"|"right"'),) + _AT

_SPECS = {
    "click": _POINTER, "dblclick": _POINTER, "mousedown": _POINTER,
    "mouseup": _POINTER, "mousemove": _POINTER,
    "drag": (("x1", _int, _XYREQ, "int"), ("y1", _int, _XYREQ, "int"),
             ("x2", _int, _XYREQ, "int"), ("y2", _int, _XYREQ, "int"),
             ("steps", _upto(MAX_DRAG_STEPS), 8, "int 1..%d" % MAX_DRAG_STEPS)) + _AT + (
             ("toRef", _ref, None, 'str "w12"'),
             ("toPoint", _point_name, None, _POINTS)),
    "wheel": _XY + (("delta", _int_range(-32768, 32767), _REQ, "int"),
                    ("horizontal", _onoff, None, "bool")) + _AT,
    "locate": (("ref", _ref, _REQ, 'str "w12"'), ("point", _point_name, None, _POINTS)),
    "text": (("ref", _ref, _REQ, 'str "w12"'),),
    "keydown": (("key", _vk, _REQ, "VK code or name"),),
    "keyup": (("key", _vk, _REQ, "VK code or name"),),
    "keypress": (("char", _char, _REQ, "char code or character"),),
    "type": (("text", _text(MAX_TEXT), _REQ, "str"),),
    "key": (("key", _key_combo, _REQ, 'VK code, name or combo "ctrl+s"'),
            ("mods", _mods, None, "[VK codes or names]")),
    "dlg-cmd": (("id", _int_range(0, 0xFFFF), _REQ, "int"),),
    "dlg-click": (("id", _int_range(0, 0xFFFF), _REQ, "int"),),
    "png": (("path", _path, None, "str|null"),
            ("format", _choice("png", "raw"), None, '"png"|"raw"')),
    "snapshot": (("format", _choice("json", "text"), None, '"json"|"text"'),
                 ("window", _ref, None, 'str "w12"'), ("query", _text(MAX_TEXT), None, "str"),
                 ("depth", _nonneg, None, "int >= 0"),
                 ("visibleOnly", _onoff, None, "bool")),
    "ping": (),
    "quit": (),
    "apps": (),
    "dump-mem": (("addr", _addr, _REQ, 'int|"0x.."'), ("len", _dump_len, _REQ, "int")),
    "eval": (("code", _nonempty, _REQ, "str"),),
    "frozen": (("on", _onoff, _REQ, '"on"|"off"'),),
    "step": (("n", _upto(MAX_STEP, _nonneg), _REQ, "int >= 0"),
             ("ms", _upto(MAX_TICK_MS), None, "int|null"),
             ("until", _until, None, '"idle"|{class, filter?}')),
    "subscribe": (("classes", _event_classes, None, "[event classes]"),
                  ("filter", _event_filter, None, "{api?, title?, text?, windowClass?, "
                                                  "kind?, hwnd?}")),
    "unsubscribe": (("subscription", _nonempty_upto(MAX_NAME), _REQ, 'str "s1"'),),
    "launch": (("app", _nonempty_upto(MAX_NAME), _REQ, "str"),),
    "user-input": (("on", _onoff, _REQ, '"on"|"off"'),),
    "record": (("op", _choice("start", "stop"), _REQ, '"start"|"stop"'),
               ("path", _path, None, "str|null"), ("pngs", _onoff, None, "bool")),
    "save": (("path", _path, None, "str|null"),),
    "load": (("path", _nonempty_upto(MAX_PATH), _REQ, "str"),),
    "fork": (),
    # The content comes first so that the path, which holds a colon (C:\\) and may hold
    # spaces, can be the rest of a bare entry: put-file:aGk=:C:\\a.txt.
    "put-file": (("content", _file_content, _REQ, "base64"),
                 ("path", _guest_path, _REQ, 'guest path "C:\\\\dir\\\\file"')),
    "get-file": (("path", _guest_path, _REQ, 'guest path "C:\\\\dir\\\\file"'),),
    "list-files": (("path", _guest_path, "C:\\", 'guest folder, default "C:\\\\"'),),
    "clipboard": (),
    "set-clipboard": (("text", _text(MAX_CLIPBOARD), _REQ, "str"),),
}

# In a bare entry these fields take the rest of the entry, separators included, so
# png:/tmp/a:b.png, eval 1 + 2 and type hello world keep their text whole.
_REST = {"type": "text", "key": "key", "png": "path", "eval": "code", "launch": "app",
         "record": "path", "save": "path", "load": "path", "put-file": "path",
         "get-file": "path", "list-files": "path", "set-clipboard": "text"}

# Bare entries are untyped; there, like in --input, a number is a key or char *code*
# (keydown:8 is backspace, keypress:65 is "A"), while JSON "8" is the 8 key.
_ENTRY_CODES = {("keydown", "key"), ("keyup", "key"), ("keypress", "char")}

#: Every action name.
ACTIONS = frozenset(_SPECS)
#: Actions that are user input (they engage a page's input exclusivity; frozen VMs queue them).
INPUT_ACTIONS = frozenset([
    "click", "dblclick", "mousedown", "mouseup", "mousemove", "drag", "keydown", "keyup",
    "keypress", "type", "key", "dlg-cmd", "dlg-click", "wheel"])
#: Actions that move data into or out of the guest (its drive C:, its clipboard). A hub runs
#: them on the session's page VM itself rather than in the page (docs/browser.md).
GUEST_DATA_ACTIONS = frozenset(["put-file", "get-file", "list-files", "clipboard",
                                "set-clipboard"])
#: Those of them that change what the guest sees: a recording keeps them, with the batch
#: at which they ran, as it keeps input (docs/replay.md).
GUEST_WRITES = frozenset(["put-file", "set-clipboard"])
#: Actions only a browser session can execute; a CLI VM answers ok:false for them.
BROWSER_ONLY = frozenset(["launch", "apps", "user-input"])

_ACTION_LIST = ", ".join(sorted(ACTIONS))


def usage(action):
    """Both spellings of one action, for error messages and docs:
    ``'click {x: int, y: int, button?: "left"|"right"} | click:X:Y[:BUTTON]'``."""
    spec = _SPECS[action]
    if not spec:
        return "%s {} | %s" % (action, action)
    fields = ", ".join("%s%s: %s" % (f, "" if d is _REQ or d is _XYREQ else "?", shape)
                       for f, _, d, shape in spec
                       if f not in _REF_FIELDS or action not in _TARGETED)
    if action in _TARGETED:
        fields += ", or ref: \"w12\" for a point"
    entry = action
    closing = ""
    for f, _, d, _ in spec:
        if f in _REF_FIELDS and action in _TARGETED:
            break  # a ref replaces the coordinates in a bare entry: @w12 (docs/protocol.md)
        if d is _REQ or d is _XYREQ:
            entry += ":" + f.upper()
        else:
            entry += "[:" + f.upper()
            closing += "]"
        if f == _REST.get(action):
            break  # the rest field swallows the entry; later fields are JSON-only
    return "%s {%s} | %s%s" % (action, fields, entry, closing)


def _unknown_action(action):
    message = "unknown action %s; expected one of: %s" % (_show(action), _ACTION_LIST)
    if isinstance(action, str) and len(action) <= 64:
        import difflib  # only on this error path: it is not cheap to import
        close = difflib.get_close_matches(action.lower(), sorted(ACTIONS), n=1)
        if close:
            message = "unknown action %s (did you mean %r?); expected one of: %s" % (
                _show(action), close[0], _ACTION_LIST)
    return ProtocolError(message)


def _canonical_action(action):
    if not isinstance(action, str):
        raise ProtocolError("action must be a string naming the command, got %s; expected "
                            "one of: %s" % (_show(action), _ACTION_LIST))
    name = action.strip().lower()
    if name not in _SPECS:
        raise _unknown_action(action)
    return name


def validate(cmd):
    """Check a command's action and args and return a new :class:`Command` with the args
    normalised (ints, VK codes, booleans, defaults filled in). Raises ProtocolError."""
    action = _canonical_action(cmd.action)
    spec = _SPECS[action]
    args = cmd.args
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise ProtocolError("%s: args must be an object, got %s; expected %s"
                            % (action, _show(args), usage(action)))
    known = [f for f, _, _, _ in spec]
    for name in args:
        if name not in known:
            raise ProtocolError("%s: unexpected argument %s; expected %s"
                                % (action, _show(name), usage(action)))
    out = {}
    for field, convert, default, _ in spec:
        value = args.get(field)
        if value is None:
            if default is _XYREQ:
                out[field] = None   # checked with the ref below
                continue
            if default is _REQ:
                raise ProtocolError("%s: missing %s; expected %s" % (action, field, usage(action)))
            out[field] = default
        else:
            out[field] = convert(action, field, value)
    if action in _TARGETED:
        _check_targets(action, out)
    elif action == "locate":
        out["ref"], suffix = out["ref"]
        out["point"] = out["point"] or suffix
    elif action == "text":
        out["ref"] = out["ref"][0]      # a point suffix (w12.title) means nothing here
    if action == "wheel" and not out["horizontal"]:
        del out["horizontal"]   # the vertical wheel: args as before the tilt wheel existed
    if action == "step" and out["until"] is None:
        del out["until"]      # args as before until existed
    elif action == "subscribe":
        out = {k: v for k, v in out.items() if v is not None}
    elif action == "png" and out["format"] is None:
        del out["format"]     # the default: args as before the raw form existed
    elif action == "snapshot":
        if out["window"] is not None:
            out["window"] = out["window"][0]
        out = {k: v for k, v in out.items() if v is not None}   # only the filters given
    if action == "key":
        # "ctrl+s" in key and any explicit mods combine; the combo's own mods come first.
        key, combo_mods = out["key"]
        mods = list(combo_mods)
        for m in out["mods"] or []:
            if m not in mods:
                mods.append(m)
        out = {"key": key, "mods": mods}
    return Command(cmd.id, action, out)


# The coordinates a ref replaces, per ref field: (ref, point, (x field, y field)).
_TARGETS = {"ref": ("point", ("x", "y")), "toRef": ("toPoint", ("x2", "y2"))}
_REF_FIELDS = frozenset(["ref", "point", "toRef", "toPoint"])
_TARGETED = frozenset(a for a, spec in _SPECS.items()
                      if any(d is _XYREQ for _, _, d, _ in spec))


def _check_targets(action, out):
    """Each point of a pointer action is x, y or a ref, not both and not neither; a ref's
    own point suffix (w12.title) fills ``point``."""
    for ref_field, (point_field, xy) in _TARGETS.items():
        if ref_field not in out:
            continue
        if action == "drag" and ref_field == "ref":
            xy = ("x1", "y1")
        given = [f for f in xy if out.get(f) is not None]
        ref = out.get(ref_field)
        if ref is None:
            if len(given) != 2:
                raise ProtocolError("%s: missing %s; expected %s" % (
                    action, " and ".join(f for f in xy if f not in given), usage(action)))
            if out.get(point_field) is not None:
                raise ProtocolError("%s: %s needs %s" % (action, point_field, ref_field))
            del out[ref_field], out[point_field]   # plain coordinates: args as before refs
            continue
        if given:
            raise ProtocolError("%s: give %s or %s, not both" % (
                action, ref_field, ", ".join(xy)))
        name, suffix = ref
        if suffix and out.get(point_field) not in (None, suffix):
            raise ProtocolError("%s: %s %s.%s and %s %r disagree" % (
                action, ref_field, name, suffix, point_field, out[point_field]))
        out[ref_field] = name
        out[point_field] = out.get(point_field) or suffix
        for f in xy:
            del out[f]


# Bare entries that start with a ref (click:@w12[:BUTTON]) take these fields in order.
_REF_ENTRY = {"drag": ("ref", "toRef", "steps"), "wheel": ("ref", "delta", "horizontal")}


def _split_entry(text):
    """A bare entry → (action, raw args dict), unvalidated."""
    if not isinstance(text, str):
        raise ProtocolError("an entry must be a string such as 'click:231:110', got %s"
                            % _show(text))
    entry = text.strip()
    if not entry:
        raise ProtocolError("empty entry; expected ACTION[:ARGS] such as 'click:231:110' "
                            "or 'step 200'")
    cut = len(entry)
    for i, ch in enumerate(entry):
        if ch == ":" or ch.isspace():
            cut = i
            break
    action = _canonical_action(entry[:cut])
    rest = entry[cut:]
    spec = _SPECS[action]
    rest_field = _REST.get(action)
    # Ref fields are not positional: an entry names a ref as @w12 in the first place.
    if action in _TARGETED:
        spec = tuple(f for f in spec if f[0] not in _REF_FIELDS)
    n = len(spec)
    # The rest field swallows everything from its position on.
    splits = [f for f, _, _, _ in spec].index(rest_field) if rest_field else -1
    if rest[:1] == ":":
        rest = rest[1:]
        parts = rest.split(":", splits) if rest else []
    else:
        rest = rest.strip()
        parts = rest.split(None, splits) if rest else []
    if action in _TARGETED and parts and parts[0].startswith("@"):
        names = _REF_ENTRY.get(action, ("ref", "button"))
        if len(parts) > len(names):
            raise ProtocolError("%s: too many arguments in %s; expected %s:@REF:%s"
                                % (action, _show(entry), action,
                                   ":".join(f.upper() for f in names[1:])))
        return action, {f: p for f, p in zip(names, parts) if p != ""}
    if len(parts) > n:
        raise ProtocolError("%s: too many arguments in %s; expected %s"
                            % (action, _show(entry), usage(action)))
    args = {}
    for (field, _, _, _), part in zip(spec, parts):
        if part == "" and field != rest_field:
            continue  # click:1:2: — an empty trailing part is an omitted argument
        if (action, field) in _ENTRY_CODES and part.isdigit():
            args[field] = int(part)
        else:
            args[field] = part
    return action, args


def parse_entry(text, id=None):
    """Parse and validate a bare entry: colon form ``click:231:110[:right]`` (as in
    ``--input``) or space form ``step 200 16`` / ``frozen on``. Returns a Command."""
    action, args = _split_entry(text)
    return validate(Command(id, action, args))


_RESERVED = ("id", "action", "cmd", "args")


def parse_command(obj):
    """Parse and validate one decoded JSON command object. Returns a Command; raises
    ProtocolError."""
    if not isinstance(obj, dict):
        raise ProtocolError("a command must be a JSON object such as "
                            '{"id": 1, "action": "ping"}, got %s' % _show(obj))
    cid = obj.get("id")
    if isinstance(cid, (dict, list)):
        raise ProtocolError("id must be a string or number, got %s" % _show(cid))
    args = obj.get("args")
    if args is not None and not isinstance(args, dict):
        raise ProtocolError("args must be an object, got %s" % _show(args))
    merged = {}
    if "cmd" in obj:
        if "action" in obj:
            raise ProtocolError("give either action or cmd, not both")
        action, merged = _split_entry(obj["cmd"])
    elif "action" in obj:
        action = obj["action"]
    else:
        raise ProtocolError('missing action; expected {"id": .., "action": "click", '
                            '"args": {"x": 1, "y": 2}} or {"id": .., "cmd": "click:1:2"}')
    for source in (args or {}, {k: v for k, v in obj.items() if k not in _RESERVED}):
        for name, value in source.items():
            if name in merged and merged[name] != value:
                raise ProtocolError("argument %s given twice with different values (%s and "
                                    "%s)" % (_show(name), _show(merged[name]), _show(value)))
            merged[name] = value
    return validate(Command(cid, action, merged))


def _parse_item(obj):
    try:
        return parse_command(obj)
    except ProtocolError as e:
        cid = obj.get("id") if isinstance(obj, dict) else None
        if isinstance(cid, (dict, list)):
            cid = None
        return Rejected(cid, str(e))


_BODY_SHAPE = ('expected a JSON command object such as {"id": 1, "action": "ping"} '
               'or an array of them')


def _too_deep(value):
    """True when ``value`` nests lists/objects deeper than MAX_DEPTH (iteratively: the check
    itself must not recurse)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > MAX_DEPTH:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _decode(text):
    """JSON text -> value, or ProtocolError. Never lets RecursionError out: the C decoder
    raises it on deep nesting ('[' * 100000), which used to answer HTTP 500 with a
    traceback and kill the stdin channel."""
    try:
        decoded = json.loads(text)
    except RecursionError:
        raise ProtocolError("JSON nested too deeply (the limit is %d levels); %s"
                            % (MAX_DEPTH, _BODY_SHAPE)) from None
    except ValueError as e:
        raise ProtocolError("malformed JSON: %s; %s" % (e, _BODY_SHAPE)) from None
    if _too_deep(decoded):
        raise ProtocolError("JSON nested too deeply (the limit is %d levels); %s"
                            % (MAX_DEPTH, _BODY_SHAPE))
    return decoded


def parse_body(data):
    """Parse a request body (bytes or str): one JSON command object or an array of them.

    Returns ``(items, is_array)`` where each item is a validated :class:`Command` or a
    :class:`Rejected` (so one bad element of an array gets its own ok:false reply, with its
    id, while the others still run). Reply with one object when ``is_array`` is false and
    with an array in the same order when it is true. Raises ProtocolError (and nothing
    else) when the body as a whole is unusable: over :data:`MAX_BODY`, not UTF-8, not JSON,
    nested deeper than :data:`MAX_DEPTH`, an array of more than :data:`MAX_COMMANDS`, or
    not an object/array.
    """
    if isinstance(data, str):
        if len(data) > MAX_BODY or len(data.encode("utf-8", "surrogatepass")) > MAX_BODY:
            raise ProtocolError("body too large: over %d bytes" % MAX_BODY)
        text = data
    else:
        if len(data) > MAX_BODY:
            raise ProtocolError("body too large: %d bytes, the limit is %d" % (len(data),
                                                                               MAX_BODY))
        try:
            text = bytes(data).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ProtocolError("body is not UTF-8 (%s); %s" % (e.reason, _BODY_SHAPE))
    if not text.strip():
        raise ProtocolError("empty body; " + _BODY_SHAPE)
    decoded = _decode(text)
    if isinstance(decoded, list):
        if len(decoded) > MAX_COMMANDS:
            raise ProtocolError("array of %d commands, over the limit of %d; send it in parts"
                                % (len(decoded), MAX_COMMANDS))
        return [_parse_item(obj) for obj in decoded], True
    if isinstance(decoded, dict):
        return [_parse_item(decoded)], False
    raise ProtocolError("body is JSON %s; %s" % (type(decoded).__name__, _BODY_SHAPE))


def parse_line(line):
    """Parse one stdin line: a JSON object or array (as :func:`parse_body`) or a bare
    entry (``click:231:110``, ``keypress:65``, ``step 200``). Blank lines and ``#``
    comments give ``([], False)``. A bad bare entry gives ``([Rejected(None, msg)], False)``;
    a line that is not JSON where JSON was begun raises ProtocolError."""
    text = line.strip()
    if not text or text.startswith("#"):
        return [], False
    if text[0] in "{[":
        return parse_body(text)
    try:
        return [parse_entry(text)], False
    except ProtocolError as e:
        return [Rejected(None, str(e))], False


def parse_input_schedule(spec):
    """Parse ``--input=BATCH:ACTION:ARGS,BATCH:ACTION:ARGS,...`` into a list of
    ``(batch, Command)`` sorted by batch (stably: entries for one batch keep their order).
    Commas separate entries, so an entry cannot contain one. Raises ProtocolError naming
    the entry (1-based) that is wrong."""
    if spec is None:
        return []
    schedule = []
    for index, raw in enumerate(spec.split(","), 1):
        entry = raw.strip()
        if not entry:
            continue
        batch, sep, rest = entry.partition(":")
        batch = batch.strip()
        if not (batch.isdigit() and batch.isascii()):
            raise ProtocolError("--input entry %d %s: batch must be an integer >= 0; "
                                "expected BATCH:ACTION[:ARGS] such as 40:click:60:90"
                                % (index, _show(entry)))
        if not sep or not rest.strip():
            raise ProtocolError("--input entry %d %s: missing action; expected "
                                "BATCH:ACTION[:ARGS] such as 40:click:60:90"
                                % (index, _show(entry)))
        try:
            command = parse_entry(rest)
        except ProtocolError as e:
            raise ProtocolError("--input entry %d %s: %s" % (index, _show(entry), e))
        schedule.append((int(batch), command))
    schedule.sort(key=lambda item: item[0])
    return schedule
