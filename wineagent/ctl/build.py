"""What each ``wineagent ctl`` verb sends, and the help that lists them.

A ctl verb's spelling and help line are declared with the protocol verb it reaches
(control/verbs.py, ``ctl=[Ctl(...)]``); this module holds, per spelling, the small
function that turns the words typed into validated commands (``BUILDERS``), and builds
the help's verb list from the declarations. test/control/test_verbs.py checks that every declared
spelling has a builder and every builder a declaration.
"""

import base64
import json
import os

from wineagent.control import keys, protocol
from wineagent.control.verbs import VERBS as _DECLARED
from wineagent.ctl.errors import Fail, USAGE_LINE, usage_error

__all__ = ["Ids", "build", "write_gotten", "USAGE", "VERBS", "BUILDERS", "CLIENT_VERBS"]


class Ids(object):
    """Command ids unique across concurrent clients, so a hub can route by id; and the
    local files ``get`` writes, by command id (``writes``)."""

    def __init__(self):
        self.n = 0
        self.prefix = "ctl%d." % os.getpid()
        self.writes = {}

    def next(self):
        """A new command id."""
        self.n += 1
        return self.prefix + str(self.n)


def _point(verb, args, index=0):
    """X,Y from args[index] (or X Y from two args) → (x, y, args consumed)."""
    if index >= len(args):
        raise usage_error("%s: missing X,Y" % verb)
    first = args[index]
    if first.startswith("@"):       # a snapshot ref (@w12, @w12.title): y stays None
        return first, None, 1
    if "," in first:
        x, _, y = first.partition(",")
        return x.strip(), y.strip(), 1
    if index + 1 < len(args):
        return first, args[index + 1], 2
    raise usage_error("%s: expected X,Y, got %r" % (verb, first))


def _validated(ids, action, args):
    try:
        return protocol.validate(protocol.Command(ids.next(), action, args))
    except protocol.ProtocolError as e:
        raise usage_error(str(e))


def _entry_code(text):
    """On the command line, as in bare entries, a number is a code: keydown 8 is VK_BACK."""
    return int(text) if text.isdigit() else text


def _need(verb, args, low, high, shape):
    if not low <= len(args) <= high:
        raise usage_error("%s: expected %s %s" % (verb, verb, shape))


def _one(ids, action, args=None):
    """A builder's usual result: one command, not an array."""
    return [_validated(ids, action, args or {})], False


#: ctl verb -> ``builder(verb, args, ids) -> (commands, is_array)``.
BUILDERS = {}


def _builds(*verbs):
    def register(fn):
        for v in verbs:
            BUILDERS[v] = fn
        return fn
    return register


# -- input ----------------------------------------------------------------------------
@_builds("click", "dblclick", "mousedown", "mouseup", "mousemove", "rclick")
def _pointer(verb, args, ids):
    x, y, used = _point(verb, args)
    rest = args[used:]
    button = "right" if verb == "rclick" else "left"
    if rest and verb != "rclick":
        button = rest[0]
        rest = rest[1:]
    if rest:
        raise usage_error("%s: unexpected %r; expected %s X,Y%s"
                          % (verb, rest[0], verb, "" if verb == "rclick" else " [right]"))
    action = "click" if verb == "rclick" else verb
    at = {"ref": x} if y is None else {"x": x, "y": y}
    return _one(ids, action, dict(at, button=button))


@_builds("drag")
def _drag(verb, args, ids):
    x1, y1, used = _point(verb, args)
    x2, y2, used2 = _point(verb, args, used)
    rest = args[used + used2:]
    if len(rest) > 1:
        raise usage_error("drag: expected drag X1,Y1 X2,Y2 [STEPS]")
    a = {"ref": x1} if y1 is None else {"x1": x1, "y1": y1}
    a.update({"toRef": x2} if y2 is None else {"x2": x2, "y2": y2})
    if rest:
        a["steps"] = rest[0]
    return _one(ids, "drag", a)


@_builds("wheel")
def _wheel(verb, args, ids):
    x, y, used = _point(verb, args)
    _need(verb, args[used:], 1, 2, "X,Y DELTA [h]")
    at = {"ref": x} if y is None else {"x": x, "y": y}
    at["delta"] = args[used]
    if len(args) > used + 1:
        # "h" (or "horizontal"): the tilt wheel, WM_MOUSEHWHEEL.
        if args[used + 1].lower() not in ("h", "horizontal"):
            raise usage_error("wheel: expected wheel X,Y DELTA [h]")
        at["horizontal"] = True
    return _one(ids, "wheel", at)


@_builds("type")
def _type(verb, args, ids):
    if not args:
        raise usage_error('type: expected type "TEXT"')
    events = keys.expand_type(" ".join(args))
    return [_validated(ids, e["action"], e["args"]) for e in events], True


@_builds("key")
def _key(verb, args, ids):
    if not args:
        raise usage_error("key: expected key SPEC such as VK_RETURN or ctrl+s")
    events = []
    for spec in args:
        try:
            events.extend(keys.expand_key(spec))
        except ValueError as e:
            raise usage_error("key: %s" % e)
    return [_validated(ids, e["action"], e["args"]) for e in events], True


@_builds("keydown", "keyup")
def _keyupdown(verb, args, ids):
    _need(verb, args, 1, 1, "KEY (VK_RETURN, enter, a, 13)")
    return _one(ids, verb, {"key": _entry_code(args[0])})


@_builds("keypress")
def _keypress(verb, args, ids):
    _need(verb, args, 1, 1, "CHAR (a character or a code)")
    return _one(ids, verb, {"char": _entry_code(args[0])})


@_builds("dlg-cmd", "dlg-click")
def _dialog(verb, args, ids):
    _need(verb, args, 1, 1, "ID")
    return _one(ids, verb, {"id": args[0]})


# -- look -----------------------------------------------------------------------------
@_builds("png")
def _png(verb, args, ids):
    _need(verb, args, 1, 1, "FILE")
    return _one(ids, "png", {"path": args[0]})


@_builds("snapshot")
def _snapshot(verb, args, ids):
    if not args:
        return _one(ids, "snapshot")
    a = {"format": args[0]}        # snapshot text [window=w3 query=OK depth=1 ...]
    for item in args[1:]:
        name, eq, value = item.partition("=")
        if not eq:
            raise usage_error("snapshot: expected snapshot [text|json] [NAME=VALUE...] "
                              "(window, query, depth, visibleOnly), got %r" % item)
        a[name] = value
    return _one(ids, "snapshot", a)


@_builds("text")
def _text(verb, args, ids):
    _need(verb, args, 1, 1, "REF (a snapshot ref such as @w5)")
    return _one(ids, "text", {"ref": args[0]})


@_builds("locate")
def _locate(verb, args, ids):
    _need(verb, args, 1, 2, "REF [POINT] (a snapshot ref such as @w5, a point such as title)")
    a = {"ref": args[0]}
    if len(args) > 1:
        a["point"] = args[1]
    return _one(ids, "locate", a)


# -- run, state, events, debug, browser -----------------------------------------------
@_builds("ping", "quit", "apps", "fork", "clipboard")
def _bare(verb, args, ids):
    _need(verb, args, 0, 0, "(no arguments)")
    return _one(ids, verb)


@_builds("frozen", "user-input")
def _onoff(verb, args, ids):
    _need(verb, args, 1, 1, "on|off")
    return _one(ids, verb, {"on": args[0]})


@_builds("step")
def _step(verb, args, ids):
    until = [w for w in args if w.startswith("until=")]
    args = [w for w in args if not w.startswith("until=")]
    _need(verb, args, 1, 2, "N [MS] [until=idle|CLASS]")
    a = {"n": args[0]}
    if len(args) > 1:
        a["ms"] = args[1]
    if until:
        value = until[-1][len("until="):]
        a["until"] = value if value == "idle" else {"class": value}
    return _one(ids, "step", a)


@_builds("save", "load")
def _savestate(verb, args, ids):      # savestates (docs/state.md): paths are the server's
    _need(verb, args, 0 if verb == "save" else 1, 1, "[FILE]" if verb == "save" else "FILE")
    return _one(ids, verb, {"path": os.path.abspath(os.path.expanduser(args[0]))}
                if args else {})


@_builds("record")
def _record(verb, args, ids):
    if not args or args[0] not in ("start", "stop") or len(args) > 2 or (
            args[0] == "stop" and len(args) > 1):
        raise usage_error("record: expected record start [FILE] or record stop")
    a = {"op": args[0]}
    if len(args) > 1:   # the VM's machine is this one: a path from here
        a["path"] = os.path.abspath(os.path.expanduser(args[1]))
    return _one(ids, "record", a)


@_builds("subscribe")
def _subscribe(verb, args, ids):
    _need(verb, args, 0, 2, "[CLASSES] [FILTER-JSON]")
    a = {}
    if args:
        a["classes"] = args[0]
    if len(args) > 1:
        try:
            a["filter"] = json.loads(args[1])
        except ValueError:
            raise usage_error("subscribe: FILTER must be JSON such as "
                              '\'{"api": ["USER32!*"]}\', got %r' % args[1])
    return _one(ids, "subscribe", a)


@_builds("unsubscribe")
def _unsubscribe(verb, args, ids):
    _need(verb, args, 1, 1, "ID")
    return _one(ids, "unsubscribe", {"subscription": args[0]})


@_builds("eval")
def _eval(verb, args, ids):
    if not args:
        raise usage_error("eval: expected eval CODE")
    return _one(ids, "eval", {"code": " ".join(args)})


@_builds("dump-mem")
def _dump_mem(verb, args, ids):
    _need(verb, args, 2, 2, "ADDR LEN")
    return _one(ids, "dump-mem", {"addr": args[0], "len": args[1]})


@_builds("launch")
def _launch(verb, args, ids):
    _need(verb, args, 1, 1, "APP")
    return _one(ids, "launch", {"app": args[0]})


# -- guest data -----------------------------------------------------------------------
def _guest_leaf(guest):
    """The last component of a guest path (``C:\\dir\\a.txt`` -> ``a.txt``)."""
    return guest.replace("/", "\\").rstrip("\\").rpartition("\\")[2].rpartition(":")[2]


@_builds("ls")
def _ls(verb, args, ids):
    _need(verb, args, 0, 1, "[GUESTDIR]")
    return _one(ids, "list-files", {"path": args[0]} if args else {})


@_builds("put")
def _put(verb, args, ids):
    """``put LOCAL [GUEST]``: LOCAL is read here, whatever the target."""
    _need(verb, args, 1, 2, "LOCAL [GUEST]")
    local = os.path.abspath(os.path.expanduser(args[0]))
    guest = args[1] if len(args) > 1 else "C:\\" + os.path.basename(local)
    try:
        with open(local, "rb") as f:
            data = f.read(protocol.MAX_FILE + 1)
    except OSError as e:
        raise usage_error("put: cannot read %s: %s" % (local, e.strerror or e))
    if len(data) > protocol.MAX_FILE:
        raise usage_error("put: %s is over the limit of %d bytes" % (local, protocol.MAX_FILE))
    return _one(ids, "put-file", {"path": guest,
                                  "content": base64.b64encode(data).decode("ascii")})


@_builds("get")
def _get(verb, args, ids):
    """``get GUEST [LOCAL]``: LOCAL is written here (write_gotten), whatever the target."""
    _need(verb, args, 1, 2, "GUEST [LOCAL]")
    local = args[1] if len(args) > 1 else _guest_leaf(args[0])
    if not local:
        raise usage_error("get: %r names no file; expected get GUEST [LOCAL]" % args[0])
    cmd = _validated(ids, "get-file", {"path": args[0]})
    ids.writes[cmd.id] = os.path.abspath(os.path.expanduser(local))
    return [cmd], False


@_builds("set-clipboard")
def _set_clipboard(verb, args, ids):
    if not args:
        raise usage_error("set-clipboard: expected set-clipboard TEXT")
    return _one(ids, verb, {"text": " ".join(args)})


def write_gotten(ids, replies):
    """Write each ``get`` reply's content to its local file; the reply's value becomes
    ``{path, size, mtime, local}``."""
    for r in replies:
        local = ids.writes.get(r.get("id"))
        if local is None or not r.get("ok") or not isinstance(r.get("value"), dict):
            continue
        value = dict(r["value"])
        try:
            data = base64.b64decode(value.pop("content", ""), validate=True)
        except ValueError:
            raise Fail(2, "get: the reply's content is not base64")
        try:
            with open(local, "wb") as f:
                f.write(data)
        except OSError as e:
            raise Fail(2, "cannot write %s: %s" % (local, e.strerror or e))
        value["local"] = local
        r["value"] = value


def build(verb, args, ids):
    """Verb + args → (commands, is_array). Raises Fail(2) on bad usage."""
    builder = BUILDERS.get(verb)
    if builder is not None:
        return builder(verb, args, ids)
    text = " ".join([verb] + list(args))
    if text[:1] in "{[":
        try:
            items, is_array = protocol.parse_body(text)
        except protocol.ProtocolError as e:
            raise usage_error(str(e))
        for item in items:
            if isinstance(item, protocol.Rejected):
                raise usage_error("command %s: %s" % (json.dumps(item.id), item.error))
            if item.id is None:
                item.id = ids.next()
        if not items:
            raise usage_error("empty command array")
        return items, is_array
    if ":" in verb:
        try:
            return [protocol.parse_entry(text, id=ids.next())], False
        except protocol.ProtocolError as e:
            raise usage_error(str(e))
    raise usage_error("unknown verb %r%s; the verbs: wineagent ctl --help"
                      % (verb, _did_you_mean(verb)))


#: Verbs of the client itself (no protocol verb behind them): (spelling, help).
CLIENT_VERBS = (
    ("sessions", "list hub sessions and the default CLI port"),
    ("upload EXE [FILE...]", "your own program into a browser session: the hub stores it "
     "(upload:NAME, its files beside it) and the page launches it"),
    ("pipe", "NDJSON commands on stdin, NDJSON replies on stdout"),
    ("tail [--since N] [--classes a,b] [--follow]",
     "the session's events as NDJSON; --follow keeps printing, resuming from the last seq "
     "after a break"),
    ("'{\"action\": ...}'", "a raw JSON command or array; or a bare entry click:1:2"),
)

#: Every ctl verb (for "did you mean"): the declared spellings and the client's own.
VERBS = tuple(c.verb for v in _DECLARED.values() for c in v.ctl) + (
    "sessions", "pipe", "tail", "upload")


def _did_you_mean(verb):
    import difflib  # only on this error path: it costs imports a normal run never needs
    close = difflib.get_close_matches(verb.lower(), VERBS, n=1)
    return " (did you mean %r?)" % close[0] if close else ""


def _help_lines(spelling, text, width=92, column=32):
    """``  SPELLING   TEXT`` wrapped under the help column."""
    lines, words = [], text.split()
    head = "  " + spelling
    line = head + " " * max(1, column - len(head)) if len(head) < column - 1 else None
    if line is None:
        lines.append(head)
        line = " " * column
    start = len(line)
    for w in words:
        if len(line) + len(w) > width and len(line) > start:
            lines.append(line.rstrip())
            line = " " * column
            start = column
        line += w + " "
    lines.append(line.rstrip())
    return lines


def _usage():
    out = [USAGE_LINE, "                     [+ VERB [ARGS]]...", "", "verbs:"]
    out += _help_lines(*CLIENT_VERBS[0])
    for v in _DECLARED.values():
        for c in v.ctl:
            out += _help_lines((c.verb + " " + c.usage).strip(), c.help)
    for spelling, text in CLIENT_VERBS[1:]:
        out += _help_lines(spelling, text)
    return "\n".join(out) + "\n" + _USAGE_TAIL


_USAGE_TAIL = """
targets (-s): :PORT | HOST:PORT | http://HOST:PORT (CLI VM), SESSIONID (hub session),
  a page URL (its origin is the hub). Without -s the one live session is used.
  A VM started with --control=0 is not on the default port: pass -s :PORT.
  A hub not on http://127.0.0.1:8080: pass --hub=URL.
token: --token=T or env WINE_AGENT_TOKEN (sent as Authorization: Bearer).
chains: VERB ARGS + VERB ARGS ... sends every verb in ONE array request, executed and
  printed in order: ctl -s :8123 click 60,90 + step 5 + png a.png. The separator is a lone
  + word; ++ is a literal + (type 1 ++ 2 types "1 + 2"), a + inside a word (ctrl+s) or a
  quoted phrase is never one. sessions, pipe, tail and upload cannot be chained.
exit codes: 0 executed, 1 failed guest-side (ok:false), 2 usage or transport failure;
  a chain is checked whole before anything is sent (bad usage anywhere: exit 2, nothing
  sent), every verb of it runs even after a failing one, and the first failing verb's
  code is the exit code.
"""

#: The help (``wineagent ctl --help``): the verb list comes from the declarations.
USAGE = _usage()
