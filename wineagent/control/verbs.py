"""Every control verb, declared once.

A verb's declaration holds everything the transports need to know about it: its
arguments (name, type, default, the shape shown in usage messages, in the order of a bare
entry's positional arguments), which part of the system it belongs to, where it runs (a
CLI VM, a page's VM, the hub itself), whether a recording keeps it, how ``wineagent ctl``
spells it and what its help says, and which MCP tools reach it. From these come the
parser and validator (protocol.py), the ctl verbs and their help (ctl/build.py), the
OpenAPI schema (web/openapi.py), what a page VM and the hub execute (web/pages.py,
events/sessionlog.py) and what a recording keeps (replay/). docs/protocol.md, "Adding a
verb", walks through one.

A plain class, not a dataclass: ``wineagent ctl`` imports this module, and ``dataclasses``
costs its start-up several milliseconds.
"""

from wineagent.control import argtypes as t
from wineagent.control import snapshot as _snapshot
from wineagent.control.limits import (MAX_CLIPBOARD, MAX_DRAG_STEPS, MAX_NAME, MAX_PATH,
                                      MAX_STEP, MAX_TEXT, MAX_TICK_MS)

__all__ = ["Verb", "VERBS", "REQUIRED", "XY_REQUIRED", "GROUPS", "Ctl"]

#: A field without a default: the command must give it.
REQUIRED = object()
#: A coordinate required unless the command names a ref instead (pointer verbs).
XY_REQUIRED = object()

#: What a verb is about (docs/protocol.md groups the vocabulary by these).
GROUPS = ("input", "look", "run", "state", "events", "guest-data", "debug", "browser")


class Ctl(object):
    """How ``wineagent ctl`` spells a verb: ``verb`` (the word typed), ``usage`` (its
    arguments as the help shows them) and ``help`` (one line)."""

    __slots__ = ("verb", "usage", "help")

    def __init__(self, verb, usage, help):
        self.verb, self.usage, self.help = verb, usage, help


class Verb(object):
    """One control verb (see the module docstring for what each attribute feeds).

    - ``fields``: ``(name, converter, default, shape)`` per argument; default REQUIRED,
      XY_REQUIRED or the value used when the argument is absent;
    - ``rest``: the field that takes the rest of a bare entry, separators included;
    - ``codes``: fields where a bare entry's number is a code (keydown:8 is VK_BACK);
    - ``group``: one of GROUPS; ``input`` verbs are user input (queued while frozen,
      recorded, they engage a page's input exclusivity), ``browser`` verbs run only in a
      browser session, ``guest-data`` verbs move data into or out of the guest;
    - ``writes``: it changes what the guest sees without being input (a recording keeps
      it with its batch, as it keeps input);
    - ``page``: a page's VM executes it (input verbs always);
    - ``hub``: a hub executes it itself (on its session log or the session's page VM)
      rather than sending it to the page;
    - ``ctl``: its ``Ctl`` spellings (none: reached as JSON or a bare entry only);
    - ``mcp``: the MCP tools that reach it (mcp/server.py);
    - ``summary``: what it does, one line.
    """

    __slots__ = ("name", "fields", "rest", "codes", "group", "writes", "page", "hub", "ctl",
                 "mcp", "summary")

    def __init__(self, name, fields, group, summary, rest=None, codes=(), writes=False,
                 page=False, hub=False, ctl=(), mcp=()):
        assert group in GROUPS, group
        self.name, self.fields, self.group, self.summary = name, tuple(fields), group, summary
        self.rest, self.codes, self.writes = rest, frozenset(codes), writes
        self.page, self.hub = page or group == "input", hub
        self.ctl, self.mcp = tuple(ctl), tuple(mcp)

    @property
    def recorded(self):
        """A recording keeps it (input, and what writes into the guest)."""
        return self.group == "input" or self.writes

    @property
    def targeted(self):
        """Its points may be given as x, y or as a snapshot ref."""
        return any(d is XY_REQUIRED for _, _, d, _ in self.fields)

    def __repr__(self):
        return "Verb(%r)" % self.name


_POINTS = "|".join(_snapshot.POINTS)
_XY = (("x", t.integer, XY_REQUIRED, "int"), ("y", t.integer, XY_REQUIRED, "int"))
_AT = (("ref", t.ref, None, 'str "w12"'), ("point", t.point_name, None, _POINTS))
_POINTER = _XY + (("button", t.button, "left", '"left"|"right"'),) + _AT
_REF = 'str "w12"'
_GUEST = 'guest path "C:\\\\dir\\\\file"'


def _declare(*verbs):
    return {v.name: v for v in verbs}


#: Every verb by name, in the order the help lists them.
VERBS = _declare(
    # -- input ------------------------------------------------------------------------
    Verb("click", _POINTER, "input", "press and release a mouse button at a point",
         ctl=[Ctl("click", "X,Y [right]", "a click; X,Y may be a snapshot ref: click @w12"),
              Ctl("rclick", "X,Y", "a right click")],
         mcp=["click", "dialog", "computer"]),
    Verb("dblclick", _POINTER, "input", "a double click at a point",
         ctl=[Ctl("dblclick", "X,Y [right]", "a double click")],
         mcp=["double_click", "computer"]),
    Verb("mousedown", _POINTER, "input", "press a mouse button at a point",
         ctl=[Ctl("mousedown", "X,Y [right]", "press a button")], mcp=["computer"]),
    Verb("mouseup", _POINTER, "input", "release a mouse button at a point",
         ctl=[Ctl("mouseup", "X,Y [right]", "release a button")], mcp=["computer"]),
    Verb("mousemove", _POINTER, "input", "move the mouse to a point",
         ctl=[Ctl("mousemove", "X,Y", "move the mouse")], mcp=["move", "computer"]),
    Verb("drag", (("x1", t.integer, XY_REQUIRED, "int"), ("y1", t.integer, XY_REQUIRED, "int"),
                  ("x2", t.integer, XY_REQUIRED, "int"), ("y2", t.integer, XY_REQUIRED, "int"),
                  ("steps", t.upto(MAX_DRAG_STEPS), 8, "int 1..%d" % MAX_DRAG_STEPS)) + _AT + (
                  ("toRef", t.ref, None, _REF), ("toPoint", t.point_name, None, _POINTS)),
         "input", "press at one point, move in steps, release at another",
         ctl=[Ctl("drag", "X1,Y1 X2,Y2 [STEPS]", "press, move in STEPS moves, release")],
         mcp=["drag", "computer"]),
    Verb("wheel", _XY + (("delta", t.int_range(-32768, 32767), REQUIRED, "int"),
                        ("horizontal", t.onoff, None, "bool")) + _AT,
         "input", "turn the mouse wheel (120 a notch; horizontal: the tilt wheel)",
         ctl=[Ctl("wheel", "X,Y DELTA [h]", "the wheel at X,Y; h: the tilt wheel")],
         mcp=["scroll", "computer"]),
    Verb("keydown", (("key", t.vk, REQUIRED, "VK code or name"),), "input",
         "a key goes down", codes=["key"],
         ctl=[Ctl("keydown", "K", "K: VK_ name, key name, character, or code")]),
    Verb("keyup", (("key", t.vk, REQUIRED, "VK code or name"),), "input", "a key comes up",
         codes=["key"], ctl=[Ctl("keyup", "K", "the key comes up")]),
    Verb("keypress", (("char", t.char, REQUIRED, "char code or character"),), "input",
         "a character typed (WM_CHAR)", codes=["char"],
         ctl=[Ctl("keypress", "C", "WM_CHAR: a character or a code")]),
    Verb("type", (("text", t.text_upto(MAX_TEXT), REQUIRED, "str"),), "input",
         "type a text: key events per character", rest="text",
         ctl=[Ctl("type", "TEXT", "keydown/keypress/keyup per character, one request")],
         mcp=["type", "computer"]),
    Verb("key", (("key", t.key_combo, REQUIRED, 'VK code, name or combo "ctrl+s"'),
                 ("mods", t.mods, None, "[VK codes or names]")), "input",
         "press and release a key or a combination", rest="key",
         ctl=[Ctl("key", "SPEC...", "keydown+keyup: key VK_RETURN, key ctrl+s, key alt+f4")],
         mcp=["key", "computer"]),
    Verb("dlg-cmd", (("id", t.int_range(0, 0xFFFF), REQUIRED, "int"),), "input",
         "send the open dialog a WM_COMMAND for control ID",
         ctl=[Ctl("dlg-cmd", "ID", "WM_COMMAND for the open dialog's control ID")]),
    Verb("dlg-click", (("id", t.int_range(0, 0xFFFF), REQUIRED, "int"),), "input",
         "click the open dialog's control ID",
         ctl=[Ctl("dlg-click", "ID", "click the open dialog's control ID")]),
    # -- look -------------------------------------------------------------------------
    Verb("png", (("path", t.host_path, None, "str|null"),
                 ("format", t.choice("png", "raw"), None, '"png"|"raw"')), "look",
         "the screen as a PNG (or raw pixels), or written to a file", rest="path",
         ctl=[Ctl("png", "FILE", "screenshot to FILE")], mcp=["screenshot", "computer"]),
    Verb("snapshot", (("format", t.choice("json", "text"), None, '"json"|"text"'),
                      ("window", t.ref, None, _REF),
                      ("query", t.text_upto(MAX_TEXT), None, "str"),
                      ("depth", t.nonneg, None, "int >= 0"),
                      ("visibleOnly", t.onoff, None, "bool")), "look",
         "the windows and controls as a tree with refs", page=True,
         ctl=[Ctl("snapshot", "[text [window=REF query=TEXT depth=N]]",
                  "JSON, or the tree with refs")],
         mcp=["snapshot", "find", "wait_for", "dialog"]),
    Verb("locate", (("ref", t.ref, REQUIRED, _REF), ("point", t.point_name, None, _POINTS)),
         "look", "where a snapshot ref's point is on the screen", page=True,
         ctl=[Ctl("locate", "REF [POINT]", "screen x, y of a ref: locate @w12 title")]),
    Verb("text", (("ref", t.ref, REQUIRED, _REF),), "look",
         "a control's whole text (a snapshot cuts long ones)", page=True,
         ctl=[Ctl("text", "REF", "a control's whole text (the tree cuts long ones)")],
         mcp=["text"]),
    # -- run ------------------------------------------------------------------------------
    Verb("ping", (), "run", "the session's identity and state", page=True,
         ctl=[Ctl("ping", "", "the session's identity and state")]),
    Verb("quit", (), "run", "end the session",
         ctl=[Ctl("quit", "", "end the session")]),
    Verb("frozen", (("on", t.onoff, REQUIRED, '"on"|"off"'),), "run",
         "stop the world (nothing runs unless stepped) or let it run", page=True,
         ctl=[Ctl("frozen", "on|off", "stop the world / let it run")]),
    Verb("step", (("n", t.upto(MAX_STEP, t.nonneg), REQUIRED, "int >= 0"),
                  ("ms", t.upto(MAX_TICK_MS), None, "int|null"),
                  ("until", t.until, None, '"idle"|{class, filter?}')), "run",
         "run N batches, then stop (until: early, when idle or at an event)", page=True,
         ctl=[Ctl("step", "N [MS] [until=idle|CLASS]",
                  "run N batches; until= stops early when the guest is idle or an event "
                  "of CLASS occurred")],
         mcp=["step", "wait_for", "computer"]),
    # -- state ----------------------------------------------------------------------------
    Verb("record", (("op", t.choice("start", "stop"), REQUIRED, '"start"|"stop"'),
                    ("path", t.host_path, None, "str|null"), ("pngs", t.onoff, None, "bool")),
         "state", "record the session for `wineagent replay`", rest="path", page=True,
         ctl=[Ctl("record", "start [FILE] | record stop",
                  "record for `wineagent replay`; a CLI VM writes FILE, a page keeps it")]),
    Verb("save", (("path", t.host_path, None, "str|null"),), "state",
         "a savestate of the session (docs/state.md)", rest="path",
         ctl=[Ctl("save", "[FILE]", "a savestate (docs/state.md)")]),
    Verb("load", (("path", t.nonempty_upto(MAX_PATH), REQUIRED, "str"),), "state",
         "load a savestate into the session", rest="path",
         ctl=[Ctl("load", "FILE", "load a savestate")]),
    Verb("fork", (), "state", "a new session from this one's state",
         ctl=[Ctl("fork", "", "a new session from this state; prints its target")]),
    # -- events ---------------------------------------------------------------------------
    Verb("subscribe", (("classes", t.event_classes, None, "[event classes]"),
                       ("filter", t.event_filter, None,
                        "{api?, title?, text?, windowClass?, kind?, hwnd?}")), "events",
         "open an event subscription", hub=True,
         ctl=[Ctl("subscribe", "[CLASSES] [FILTER-JSON]",
                  "an event subscription -> {subscription, seq}")]),
    Verb("unsubscribe", (("subscription", t.nonempty_upto(MAX_NAME), REQUIRED, 'str "s1"'),),
         "events", "close an event subscription", hub=True,
         ctl=[Ctl("unsubscribe", "ID", "close a subscription")]),
    # -- guest data -----------------------------------------------------------------------
    # The content comes first so that the path, which holds a colon (C:\\) and may hold
    # spaces, can be the rest of a bare entry: put-file:aGk=:C:\\a.txt.
    Verb("put-file", (("content", t.file_content, REQUIRED, "base64"),
                      ("path", t.guest_path, REQUIRED, _GUEST)), "guest-data",
         "write a file into the guest's drive C:", rest="path", writes=True, hub=True,
         ctl=[Ctl("put", "LOCAL [GUEST]",
                  "copy a file of this machine into drive C: (GUEST default C:\\NAME)")],
         mcp=["put_file"]),
    Verb("get-file", (("path", t.guest_path, REQUIRED, _GUEST),), "guest-data",
         "read a file of the guest's drive C:", rest="path", hub=True,
         ctl=[Ctl("get", "GUEST [LOCAL]", "copy a file of drive C: to this machine")],
         mcp=["get_file"]),
    Verb("list-files", (("path", t.guest_path, "C:\\", 'guest folder, default "C:\\\\"'),),
         "guest-data", "list a folder of the guest's drive C:", rest="path", hub=True,
         ctl=[Ctl("ls", "[GUESTDIR]", "a guest folder (default C:\\): date, size or <DIR>, name")],
         mcp=["list_files"]),
    Verb("clipboard", (), "guest-data", "the guest clipboard's text", hub=True,
         ctl=[Ctl("clipboard", "", "the guest clipboard's text")], mcp=["clipboard_get"]),
    Verb("set-clipboard", (("text", t.text_upto(MAX_CLIPBOARD), REQUIRED, "str"),),
         "guest-data", "put a text on the guest clipboard", rest="text", writes=True,
         hub=True, ctl=[Ctl("set-clipboard", "TEXT", "put TEXT on the guest clipboard")],
         mcp=["clipboard_set"]),
    # -- debug ----------------------------------------------------------------------------
    Verb("eval", (("code", t.nonempty, REQUIRED, "str"),), "debug",
         "evaluate code in the session (Python on a VM, JavaScript in a page)", rest="code",
         ctl=[Ctl("eval", "CODE", "evaluate in the session (Python on a VM, JS in a page)")],
         mcp=["eval"]),
    Verb("dump-mem", (("addr", t.address, REQUIRED, 'int|"0x.."'),
                      ("len", t.dump_len, REQUIRED, "int")), "debug",
         "guest memory as hex", page=True,
         ctl=[Ctl("dump-mem", "ADDR LEN", "guest memory as hex")]),
    # -- browser sessions -----------------------------------------------------------------
    Verb("apps", (), "browser", "the programs a browser session can launch",
         ctl=[Ctl("apps", "", "the programs a browser session can launch")]),
    Verb("launch", (("app", t.nonempty_upto(MAX_NAME), REQUIRED, "str"),), "browser",
         "launch a program in a browser session", rest="app",
         ctl=[Ctl("launch", "APP", "launch APP (browser sessions only)")]),
    Verb("user-input", (("on", t.onoff, REQUIRED, '"on"|"off"'),), "browser",
         "let the person at the page type and click, or not",
         ctl=[Ctl("user-input", "on|off", "the page's user may act, or not (browser only)")]),
)
