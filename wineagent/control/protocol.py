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

from wineagent.control.argtypes import ProtocolError, show as _show
# The limits are part of the protocol: importers read them from here.
from wineagent.control.limits import (  # noqa: F401
    LIMITS, MAX_BODY, MAX_CLIPBOARD, MAX_COMMANDS, MAX_DEPTH, MAX_DRAG_STEPS, MAX_DUMP,
    MAX_FILE, MAX_JOURNAL, MAX_LIST, MAX_MODS, MAX_NAME, MAX_PATH, MAX_PROGRAM_FILES,
    MAX_PROGRAMS, MAX_QUEUED_INPUT, MAX_RECORDING, MAX_REPLAY_BATCH, MAX_REPLAY_FILE, MAX_REPLAY_MS, MAX_REPLAY_MTIME,
    MAX_STEP, MAX_TEXT, MAX_TICK_MS, MAX_UPLOADS, __all__ as _LIMITS)
from wineagent.control.verbs import REQUIRED as _REQ, VERBS, XY_REQUIRED as _XYREQ

__all__ = _LIMITS + [
    "ACTIONS", "INPUT_ACTIONS", "BROWSER_ONLY", "GUEST_DATA_ACTIONS", "GUEST_WRITES",
    "PAGE_ACTIONS", "HUB_ACTIONS", "VERBS",
    "ProtocolError", "Command", "Rejected",
    "parse_body", "parse_line", "parse_command", "parse_entry", "validate",
    "parse_input_schedule", "reply_ok", "reply_error", "usage",
]


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


# --- the vocabulary ---------------------------------------------------------------------

# Every table below is derived from the declarations (verbs.py): a verb is declared once.
_SPECS = {name: v.fields for name, v in VERBS.items()}
# In a bare entry these fields take the rest of the entry, separators included, so
# png:/tmp/a:b.png, eval 1 + 2 and type hello world keep their text whole.
_REST = {name: v.rest for name, v in VERBS.items() if v.rest}
# Bare entries are untyped; there, like in --input, a number is a key or char *code*
# (keydown:8 is backspace, keypress:65 is "A"), while JSON "8" is the 8 key.
_ENTRY_CODES = {(name, f) for name, v in VERBS.items() for f in v.codes}

#: Every action name.
ACTIONS = frozenset(VERBS)
#: Actions that are user input (they engage a page's input exclusivity; frozen VMs queue them).
INPUT_ACTIONS = frozenset(n for n, v in VERBS.items() if v.group == "input")
#: Actions that move data into or out of the guest (its drive C:, its clipboard). A hub runs
#: them on the session's page VM itself rather than in the page (docs/browser.md).
GUEST_DATA_ACTIONS = frozenset(n for n, v in VERBS.items() if v.group == "guest-data")
#: Those of them that change what the guest sees: a recording keeps them, with the batch
#: at which they ran, as it keeps input (docs/replay.md).
GUEST_WRITES = frozenset(n for n, v in VERBS.items() if v.writes)
#: Actions only a browser session can execute; a CLI VM answers ok:false for them.
BROWSER_ONLY = frozenset(n for n, v in VERBS.items() if v.group == "browser")
#: Actions a page's VM executes (the hub's page VMs, web/pages.py).
PAGE_ACTIONS = frozenset(n for n, v in VERBS.items() if v.page)
#: Actions a hub executes itself rather than sending them to the page.
HUB_ACTIONS = frozenset(n for n, v in VERBS.items() if v.hub)

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
_TARGETED = frozenset(n for n, v in VERBS.items() if v.targeted)


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
    # Leading blanks go; trailing blanks go too, except from a colon-form text field
    # (type:hello<space> types the space: the text runs to the end of the entry).
    entry = text.lstrip()
    if not entry.strip():
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
        parts = [p if i == splits else p.rstrip() for i, p in enumerate(parts)]
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
        entry = raw.lstrip()  # trailing blanks may be text: 40:type:a<space>
        if not entry.strip():
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
