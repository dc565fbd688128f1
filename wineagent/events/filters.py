"""Which events a reader wants: classes, filters, and ``step``'s ``until``.

Pure (no I/O, no Twisted): the protocol module validates ``subscribe``'s and ``step``'s
arguments with these functions, so a bad class name or filter is refused before anything
runs, with a message saying what was wrong and what was expected (docs/events.md).
"""

import fnmatch

__all__ = ["CLASSES", "DEMAND", "DEFAULT_CLASSES", "FILTER_KEYS", "Matcher",
           "parse_classes", "parse_filter", "parse_until", "MAX_PATTERNS",
           "MAX_SUBSCRIPTIONS"]

#: Every event class (docs/events.md has their fields).
CLASSES = ("messagebox", "window", "dialog", "menu", "focus", "frame", "input", "api",
           "log", "print", "sound", "fault", "ended", "dropped")
#: Classes recorded only while a subscription (or an open stream, a ``--events`` file, a
#: ``step`` waiting for one) asks for them: ``api`` is a firehose, ``frame`` hashes the
#: screen. Nobody asking costs nothing.
DEMAND = frozenset(["api", "frame"])
#: What a reader gets when it names no classes: everything but the ``api`` firehose.
DEFAULT_CLASSES = frozenset(CLASSES) - frozenset(["api"])
#: Most name patterns in one filter field.
MAX_PATTERNS = 64
#: Most open subscriptions per session (each is a matcher; they live until unsubscribe).
MAX_SUBSCRIPTIONS = 64
_MAX_PATTERN_CHARS = 256

# filter key -> (event fields it looks at, kind of value)
FILTER_KEYS = {
    "api": (("name",), "patterns"),           # DLL!Name, e.g. "USER32!MessageBox*"
    "title": (("title", "caption"), "patterns"),
    "text": (("text",), "patterns"),
    "windowClass": (("windowClass",), "patterns"),
    "kind": (("kind",), "names"),
    "hwnd": (("hwnd", "owner"), "int"),
}


def parse_classes(value):
    """A list of class names (or one comma-separated string) -> a frozenset; ValueError
    naming the unknown class otherwise. None -> None (the reader's default)."""
    if value is None:
        return None
    if isinstance(value, str):
        value = [v for v in (p.strip() for p in value.split(",")) if v]
    if not isinstance(value, (list, tuple)) or not value:
        raise ValueError("classes must be a non-empty list of event classes (%s), got %r"
                         % (", ".join(CLASSES), value))
    out = set()
    for name in value:
        if not isinstance(name, str) or name.strip().lower() not in CLASSES:
            raise ValueError("unknown event class %r; expected one of: %s"
                             % (name, ", ".join(CLASSES)))
        out.add(name.strip().lower())
    return frozenset(out)


def _patterns(key, value):
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or not value:
        raise ValueError("filter %s must be a pattern or a list of patterns "
                         "(fnmatch: * ? [..]), got %r" % (key, value))
    if len(value) > MAX_PATTERNS:
        raise ValueError("filter %s has %d patterns, over the limit of %d"
                         % (key, len(value), MAX_PATTERNS))
    for p in value:
        if not isinstance(p, str) or not p or len(p) > _MAX_PATTERN_CHARS:
            raise ValueError("filter %s: each pattern must be a string of 1..%d characters, "
                             "got %r" % (key, _MAX_PATTERN_CHARS, p))
    return tuple(p.lower() for p in value)


def parse_filter(value):
    """A filter object -> a normalised dict; ValueError saying what is wrong.

    Keys: ``api`` / ``title`` / ``text`` / ``windowClass`` (fnmatch patterns, case
    insensitive; a list means any of them), ``kind`` (a name or list, e.g. "created"),
    ``hwnd`` (an integer; matches the event's hwnd or owner)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError("filter must be an object such as {\"api\": [\"USER32!*\"]}, got %r"
                         % (value,))
    out = {}
    for key, v in value.items():
        if key not in FILTER_KEYS:
            raise ValueError("unknown filter key %r; expected any of: %s"
                             % (key, ", ".join(sorted(FILTER_KEYS))))
        kind = FILTER_KEYS[key][1]
        if kind == "patterns":
            out[key] = _patterns(key, v)
        elif kind == "names":
            names = [v] if isinstance(v, str) else v
            if not isinstance(names, (list, tuple)) or not names or \
                    not all(isinstance(n, str) and n for n in names):
                raise ValueError("filter kind must be a name or a list of names, got %r"
                                 % (v,))
            out[key] = frozenset(n.lower() for n in names)
        else:
            if isinstance(v, bool) or not isinstance(v, int):
                if isinstance(v, str) and v.strip().lower().startswith("0x"):
                    try:
                        v = int(v.strip(), 16)
                    except ValueError:
                        pass
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 0xFFFFFFFF:
                raise ValueError("filter hwnd must be a window handle (an integer), got %r"
                                 % (v,))
            out[key] = v
    return out


class Matcher:
    """A predicate over events: ``classes`` (a frozenset; None: the default classes),
    ``filter`` (from :func:`parse_filter`) and ``subscription`` (a subscription's reader
    sees its own synthetic replay and not the others'; a plain reader, None, sees every
    event, replays included, flagged ``synthetic``)."""

    __slots__ = ("classes", "filter", "subscription")

    def __init__(self, classes=None, filter=None, subscription=None):
        self.classes = DEFAULT_CLASSES if classes is None else classes
        self.filter = filter or {}
        self.subscription = subscription

    def __call__(self, ev):
        cls = ev["class"]
        if cls == "dropped":
            return True                      # a reader always learns what it lost
        if cls not in self.classes:
            return False
        sub = ev.get("subscription")
        if sub is not None and self.subscription is not None and sub != self.subscription:
            return False                     # another subscription's replay
        for key, want in self.filter.items():
            fields = FILTER_KEYS[key][0]
            values = [ev[f] for f in fields if ev.get(f) is not None]
            if key == "kind":
                if not any(str(v).lower() in want for v in values):
                    return False
            elif key == "hwnd":
                if want not in values:
                    return False
            elif key == "api":
                if cls == "api" and not any("!" in p and fnmatch.fnmatchcase(
                        ev["name"].lower(), p) or "!" not in p and fnmatch.fnmatchcase(
                        ev["name"].lower().partition("!")[2], p) for p in want):
                    return False             # api patterns narrow the api class only
            elif not any(fnmatch.fnmatchcase(str(v).lower(), p) for v in values
                         for p in want):
                return False
        return True

    def describe(self):
        """JSON-able form (for replies and docs)."""
        out = {"classes": sorted(self.classes)}
        if self.filter:
            out["filter"] = {k: (sorted(v) if isinstance(v, (frozenset, tuple)) else v)
                             for k, v in self.filter.items()}
        return out


def parse_until(value):
    """``step``'s ``until``: ``"idle"`` -> ``"idle"``; ``{"class": C or [C...], "filter":
    {...}}`` -> a :class:`Matcher`. ValueError saying what is wrong otherwise."""
    if isinstance(value, str) and value.strip().lower() == "idle":
        return "idle"
    if not isinstance(value, dict):
        raise ValueError('until must be "idle" or {"class": "messagebox", "filter"?: {...}}, '
                         'got %r' % (value,))
    extra = set(value) - {"class", "filter"}
    if extra:
        raise ValueError("until: unexpected key %r; expected class and filter"
                         % sorted(extra)[0])
    if "class" not in value:
        raise ValueError('until: missing class, e.g. {"class": "messagebox"}')
    classes = parse_classes(value["class"])
    if "dropped" in classes:
        raise ValueError("until: dropped is not something the guest does")
    return Matcher(classes, parse_filter(value.get("filter")))
