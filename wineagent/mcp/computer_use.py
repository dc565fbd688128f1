"""One adapter for the two widely used computer-use action schemas (docs/mcp.md).

Agents trained on them emit their dictionaries verbatim; :func:`translate` turns either
into our commands:

- the Anthropic ``computer`` tool: ``{"action": "left_click", "coordinate": [x, y]}``,
  ``key``/``type`` (``text``), ``mouse_move``, ``left_click_drag`` (``start_coordinate``,
  ``coordinate``), ``right_click``, ``middle_click``, ``double_click``, ``triple_click``,
  ``left_mouse_down``/``left_mouse_up``, ``scroll`` (``coordinate``,
  ``scroll_direction``: up, down, left, right — left/right is the tilt wheel,
  ``scroll_amount``), ``screenshot``, ``zoom`` (``region`` [x0, y0, x1, y1]: that part of
  the screen as an image, full resolution), ``wait`` (``duration``, s); clicks and
  ``scroll`` take ``text``, modifier keys held meanwhile (``"shift"``, ``"ctrl+shift"``);
- the OpenAI ``computer_use`` tool: ``{"type": "click", "x": .., "y": .., "button":
  "left"}``, ``double_click``, ``move``, ``drag`` (``path`` of ``{x, y}``), ``keypress``
  (``keys``), ``type`` (``text``), ``scroll`` (``x``, ``y``, ``scroll_x``, ``scroll_y``),
  ``screenshot``, ``wait``.

Pure: no emulator or MCP imports.
"""

__all__ = ["translate", "Plan", "AdapterError"]

WHEEL_DELTA = 120
#: Pixels of an OpenAI ``scroll_y`` per wheel notch.
PIXELS_PER_NOTCH = 100
#: A ``wait`` without a duration: one second.
DEFAULT_WAIT_S = 1.0


class AdapterError(ValueError):
    """The dictionary is not a computer-use action we understand (the message says why)."""


class Plan(object):
    """What an action means: ``commands`` [(action, args)] to send, in order; ``wait_ms``
    of guest time to run afterwards (None: the caller's default); ``screenshot`` when the
    agent asked to look; ``zoom`` (x0, y0, x1, y1) when it asked to look at that region
    only (in the last screenshot's coordinates, which it does not change)."""

    __slots__ = ("commands", "wait_ms", "screenshot", "zoom")

    def __init__(self, commands=(), wait_ms=None, screenshot=False, zoom=None):
        self.commands = list(commands)
        self.wait_ms = wait_ms
        self.screenshot = screenshot
        self.zoom = zoom


def _xy(value, what):
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        raise AdapterError("%s must be [x, y], got %r" % (what, value))
    return int(value[0]), int(value[1])


def _num(obj, name):
    v = obj.get(name)
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        raise AdapterError("%s must be a number, got %r" % (name, v))
    return int(v)


def _key_name(name):
    """xdotool / browser key names to ours: Return, Page_Up, super, KP_Enter, CTRL."""
    n = str(name).strip()
    low = n.lower()
    if len(n) == 1:
        return n
    low = {"super": "win", "cmd": "win", "command": "win", "option": "alt",
           "kp_enter": "enter"}.get(low, low)
    return low.replace("_", "") if not low.startswith("vk_") else low


def _combo(spec):
    parts = str(spec).split("+") if len(str(spec)) > 1 else [str(spec)]
    return "+".join(_key_name(p) for p in parts)


def _modifiers(a, kind):
    """The keys Anthropic's ``text`` holds during a click or scroll: ``"shift"``,
    ``"ctrl+shift"`` (xdotool names, as for ``key``). Only modifiers: any other key held
    through a click is not something a person does."""
    text = a.get("text")
    if text is None or text == "":
        return []
    if not isinstance(text, str):
        raise AdapterError("%s text (modifier keys to hold) must be a string such as "
                           "\"shift\" or \"ctrl+shift\", got %r" % (kind, text))
    names = [_key_name(p) for p in text.split("+")]
    bad = [n for n in names if n not in _MODIFIERS]
    if bad:
        raise AdapterError("%s text %r: only modifier keys can be held (%s), not %r"
                           % (kind, text, ", ".join(sorted(set(_MODIFIERS))), bad[0]))
    return names


#: Modifier key names (after _key_name) a click or scroll may hold.
_MODIFIERS = ("ctrl", "control", "shift", "alt", "win")


def _holding(mods, cmds):
    """``cmds`` with the modifier keys pressed before and released after (reverse order),
    as a person holds shift through a click: the program sees MK_SHIFT and the key state."""
    return ([("keydown", {"key": m}) for m in mods] + cmds
            + [("keyup", {"key": m}) for m in reversed(mods)])


def _zoom(a):
    region = a.get("region")
    if (not isinstance(region, (list, tuple)) or len(region) != 4 or not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in region)):
        raise AdapterError("zoom region must be [x0, y0, x1, y1] (top-left and "
                           "bottom-right corners), got %r" % (region,))
    x0, y0, x1, y1 = (int(v) for v in region)
    if x1 <= x0 or y1 <= y0:
        raise AdapterError("zoom region %r is empty: x1 must exceed x0 and y1 y0"
                           % (region,))
    return Plan(zoom=(x0, y0, x1, y1))


def _anthropic(a):
    plan = _anthropic_plan(a)
    mods = _modifiers(a, a["action"]) if a["action"] in _HOLDS_TEXT else []
    if mods:
        plan.commands = _holding(mods, plan.commands)
    return plan


#: Anthropic actions whose ``text`` names modifier keys held meanwhile (computer_20250124).
_HOLDS_TEXT = ("left_click", "right_click", "double_click", "triple_click", "scroll")


def _anthropic_plan(a):
    kind = a["action"]
    if kind in ("left_click", "right_click", "middle_click", "double_click",
                "triple_click", "left_mouse_down", "left_mouse_up", "mouse_move"):
        if kind in ("left_mouse_down", "left_mouse_up") and "coordinate" not in a:
            raise AdapterError("%s needs coordinate [x, y] here (a headless desktop has "
                               "no pointer position to reuse)" % kind)
        x, y = _xy(a.get("coordinate"), "coordinate")
        if kind == "mouse_move":
            return Plan([("mousemove", {"x": x, "y": y})])
        if kind == "middle_click":
            raise AdapterError("middle_click: the desktop has left and right buttons only")
        if kind == "left_mouse_down":
            return Plan([("mousedown", {"x": x, "y": y})])
        if kind == "left_mouse_up":
            return Plan([("mouseup", {"x": x, "y": y})])
        button = "right" if kind == "right_click" else "left"
        cmds = [("mousemove", {"x": x, "y": y})]
        if kind == "double_click":
            cmds.append(("dblclick", {"x": x, "y": y}))
        elif kind == "triple_click":
            cmds += [("dblclick", {"x": x, "y": y}), ("click", {"x": x, "y": y})]
        else:
            cmds.append(("click", {"x": x, "y": y, "button": button}))
        return Plan(cmds)
    if kind == "left_click_drag":
        x1, y1 = _xy(a.get("start_coordinate"), "start_coordinate")
        x2, y2 = _xy(a.get("coordinate"), "coordinate")
        return Plan([("drag", {"x1": x1, "y1": y1, "x2": x2, "y2": y2})])
    if kind == "key":
        return Plan([("key", {"key": _combo(a.get("text", ""))})])
    if kind == "type":
        return Plan([("type", {"text": str(a.get("text", ""))})])
    if kind == "scroll":
        x, y = _xy(a.get("coordinate"), "coordinate")
        direction = a.get("scroll_direction", "down")
        if direction not in ("up", "down", "left", "right"):
            raise AdapterError("scroll_direction %r: expected up, down, left or right"
                               % direction)
        amount = _num(a, "scroll_amount") if "scroll_amount" in a else 3
        # The tilt wheel (WM_MOUSEHWHEEL) counts right as positive, the wheel up.
        delta = WHEEL_DELTA * amount * (1 if direction in ("up", "right") else -1)
        args = {"x": x, "y": y, "delta": delta}
        if direction in ("left", "right"):
            args["horizontal"] = True
        return Plan([("wheel", args)])
    if kind == "screenshot":
        return Plan(screenshot=True)
    if kind == "zoom":
        return _zoom(a)
    if kind == "wait":
        secs = float(a.get("duration", DEFAULT_WAIT_S))
        return Plan(wait_ms=max(0, int(secs * 1000)))
    raise AdapterError("unknown computer-use action %r" % kind)


def _openai(a):
    kind = a["type"]
    if kind in ("click", "double_click", "move"):
        x, y = _num(a, "x"), _num(a, "y")
        if kind == "move":
            return Plan([("mousemove", {"x": x, "y": y})])
        if kind == "double_click":
            return Plan([("mousemove", {"x": x, "y": y}), ("dblclick", {"x": x, "y": y})])
        button = a.get("button", "left")
        if button not in ("left", "right"):
            raise AdapterError("click button %r: the desktop has left and right only" % button)
        return Plan([("mousemove", {"x": x, "y": y}),
                     ("click", {"x": x, "y": y, "button": button})])
    if kind == "drag":
        path = a.get("path")
        if not isinstance(path, list) or len(path) < 2:
            raise AdapterError("drag path must list at least two {x, y} points")
        pts = [(_num(p, "x"), _num(p, "y")) if isinstance(p, dict) else _xy(p, "path point")
               for p in path]
        cmds = [("mousemove", {"x": pts[0][0], "y": pts[0][1]}),
                ("mousedown", {"x": pts[0][0], "y": pts[0][1]})]
        cmds += [("mousemove", {"x": x, "y": y}) for x, y in pts[1:]]
        cmds.append(("mouseup", {"x": pts[-1][0], "y": pts[-1][1]}))
        return Plan(cmds)
    if kind == "keypress":
        keys = a.get("keys")
        if not isinstance(keys, list) or not keys:
            raise AdapterError("keypress keys must be a non-empty list such as "
                               "[\"CTRL\", \"S\"]")
        return Plan([("key", {"key": "+".join(_key_name(k) for k in keys)})])
    if kind == "type":
        return Plan([("type", {"text": str(a.get("text", ""))})])
    if kind == "scroll":
        x, y = _num(a, "x"), _num(a, "y")
        sy = _num(a, "scroll_y") if "scroll_y" in a else 0
        sx = _num(a, "scroll_x") if "scroll_x" in a else 0
        cmds = []
        notches = max(1, abs(sy) // PIXELS_PER_NOTCH) if sy else 0
        if notches:
            # scroll_y > 0 scrolls down, as in a browser: a negative wheel delta.
            cmds.append(("wheel", {"x": x, "y": y, "delta": -WHEEL_DELTA * notches
                                   if sy > 0 else WHEEL_DELTA * notches}))
        notches = max(1, abs(sx) // PIXELS_PER_NOTCH) if sx else 0
        if notches:
            # scroll_x > 0 scrolls right: a positive tilt (WM_MOUSEHWHEEL) delta.
            cmds.append(("wheel", {"x": x, "y": y, "horizontal": True,
                                   "delta": WHEEL_DELTA * notches * (1 if sx > 0 else -1)}))
        return Plan(cmds)
    if kind == "screenshot":
        return Plan(screenshot=True)
    if kind == "wait":
        return Plan(wait_ms=int(float(a.get("ms", DEFAULT_WAIT_S * 1000))))
    raise AdapterError("unknown computer-use action type %r" % kind)


def translate(action):
    """A computer-use dictionary (either schema) -> :class:`Plan`. Raises AdapterError."""
    if not isinstance(action, dict):
        raise AdapterError("a computer-use action is a JSON object, got %r" % (action,))
    if isinstance(action.get("action"), str):
        return _anthropic(action)
    if isinstance(action.get("type"), str):
        return _openai(action)
    raise AdapterError('expected {"action": "left_click", "coordinate": [x, y]} (Anthropic) '
                       'or {"type": "click", "x": .., "y": ..} (OpenAI)')
