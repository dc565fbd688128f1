"""Element refs and the compact text form of the snapshot (docs/protocol.md, "snapshot").

**Refs.** Every window and control in a snapshot carries a short ``ref`` (``"w12"``) that an
agent passes back to a pointer action instead of ``x, y`` (``{"action": "click", "ref":
"w12"}``, ``wineagent ctl click @w12``). A ref is the window handle written compactly: the
window manager hands out handles in creation order from a fixed first value, two apart, and
never reuses one, so ``w12`` is "the 12th handle handed out". That makes a ref stable while
its window exists (a handle never changes), never ambiguous after the window is gone (the
next window gets a new number), and the same across replays of the same session (a frozen
run creates its windows in the same order, so the same handles). Menu items get
``<window ref>m<index>`` (``w1m2``: the second item of the menu bar or open popup shown in
window ``w1``).

**Text.** :func:`text_tree` renders the visible windows one per line, children indented
under their parents, with ref, class, title, rectangle and state — a dialog in a few
hundred tokens rather than the full JSON — filtered by window, query text and depth.

Pure functions over snapshot dicts, plus :func:`annotate` and :func:`locate` which read the
window manager by duck typing (no emulator imports), so the API, the MCP server and the
Gymnasium environment can use the text form without loading the emulator.
"""

__all__ = ["FIRST_HWND", "POINTS", "TEXT_CHARSET", "MAX_SHOWN", "RefError", "ref_of",
           "parse_ref", "annotate", "filter_windows", "text_tree", "locate", "escape",
           "control_text"]

#: The first window handle the window manager hands out (wm.py); handles go up by two.
FIRST_HWND = 0x00010020

#: Characters the text form uses: printable ASCII and line breaks (others become ``?``) —
#: ``string.printable`` without \x0b\x0c, in its order, written out: ``wineagent ctl``
#: imports this module, and ``string`` would cost it start-up time.
TEXT_CHARSET = ("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r")
_ALLOWED = frozenset(TEXT_CHARSET)

#: Named points of a window a pointer action can aim at (``point``, or ``@w12.title``):
#: the centre (the default), the middle of the caption bar, and the four corners inset by
#: 3 pixels (a click exactly on the frame's edge would land on the border).
POINTS = ("center", "title", "topleft", "topright", "bottomleft", "bottomright")
_INSET = 3

#: Items of a list or combo box shown in one text line before "(+N more)".
_MAX_ITEMS = 12

#: Characters of one title, item, menu or MessageBox text the text form shows before it
#: cuts it with ``...[+N chars]`` (N the characters left out): a Notepad holding a book
#: stays one short line. The ``text`` command answers a control's whole text.
MAX_SHOWN = 200


class RefError(ValueError):
    """A ref that does not name a live, visible window (the message says which and why)."""


def ref_of(hwnd):
    """``"w12"`` for the 12th handle handed out; ``"h1a2b"`` for any other handle."""
    n = hwnd - FIRST_HWND
    if n >= 0 and n % 2 == 0:
        return "w%d" % (n // 2 + 1)
    return "h%x" % hwnd


def parse_ref(text):
    """``"w12"``, ``"@w12"``, ``"w12.title"``, ``"w1m2"``, ``"#65568"`` or an int handle
    → ``(hwnd, menu item index or None, point name or None)``. Raises RefError."""
    if isinstance(text, int) and not isinstance(text, bool):
        return text, None, None
    if not isinstance(text, str):
        raise RefError("ref must be a string such as \"w12\", got %r" % (text,))
    s = text.strip()
    if s.startswith("@"):
        s = s[1:]
    point = None
    if "." in s:
        s, _, point = s.partition(".")
        if point not in POINTS:
            raise RefError("ref %r: unknown point %r; expected one of %s"
                           % (text, point, ", ".join(POINTS)))
    item = None
    low = s.lower()
    try:
        if low.startswith("w"):
            body, m, idx = low[1:].partition("m")
            if m:
                item = int(idx)
                if item < 1:
                    raise ValueError
            n = int(body)
            if n < 1:
                raise ValueError
            return FIRST_HWND + 2 * (n - 1), item, point
        if low.startswith("h"):
            return int(low[1:], 16), None, point
        if low.startswith("#"):
            return int(low[1:], 10), None, point
    except ValueError:
        pass
    raise RefError("ref %r is not a window ref; expected w<N> as in the snapshot "
                   "(w12, @w12, w12.title, w1m2 for a menu item)" % (text,))


def annotate(wm, windows):
    """Add ``ref`` to each window dict of ``wm.describe()`` (in place), and the state an
    agent reads off a control: ``checked`` for buttons, ``items``/``selected`` for list and
    combo boxes, ``focused``/``active``. Returns ``windows``."""
    for w in windows:
        w["ref"] = ref_of(w["hwnd"])
        win = wm.get(w["hwnd"])
        state = getattr(win, "state", None)
        if not isinstance(state, dict):
            continue
        check = state.get("check")
        if check:
            w["checked"] = check
        for key in ("list", "combo"):
            lst = state.get(key)
            items = getattr(lst, "items", None)
            if items is not None:
                w["items"] = [it[0] for it in items]
                w["selected"] = getattr(lst, "sel", -1)
    return windows


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def escape(text, limit=MAX_SHOWN):
    """A control's text as it appears inside one line of the text form: newlines,
    carriage returns and tabs as ``\\n``, ``\\r``, ``\\t``, other control characters
    as ``\\xNN``, characters beyond ASCII as ``?`` (the form stays in
    :data:`TEXT_CHARSET`); past ``limit`` characters of the text, cut, with
    ``...[+N chars]`` saying how many were left out. For reading, not decoding: a
    backslash is not doubled (``C:\\`` reads as it is written); ``text`` gives the exact
    text."""
    text = "" if text is None else str(text)
    cut = len(text) - limit if limit is not None and len(text) > limit else 0
    if cut:
        text = text[:limit]
    out = []
    for c in text:
        if c in _ESCAPES:
            out.append(_ESCAPES[c])
        elif c < " " or c == "\x7f":
            out.append("\\x%02x" % ord(c))
        else:
            out.append(c if c in _ALLOWED else "?")
    if cut:
        out.append("...[+%d chars]" % cut)
    return "".join(out)


def _clean(text):
    # A whole line: only what the escapes above left could still fall outside the set.
    return "".join(c if c in _ALLOWED else "?" for c in str(text))


def _depths(wins):
    depth = {}
    for w in wins:
        parent = w.get("parent")
        depth[w.get("hwnd")] = depth.get(parent, -1) + 1 if parent else 0
    return depth


def filter_windows(snapshot, window=None, query=None, depth=None, visible_only=False):
    """The snapshot's windows kept by the filters, in snapshot order:

    ``window`` — a ref (or handle): that window and its descendants only;
    ``query`` — windows whose ref, class, title, list items or menu items contain the text
    (any case), with
    their ancestors so the tree still reads; ``depth`` — at most this deep (0: top-level
    windows only; under ``window``, counted from it); ``visible_only`` — skip hidden ones.
    Raises RefError for a ``window`` that is not in the snapshot.
    """
    wins = list(snapshot.get("windows") or [])
    depth_of = _depths(wins)
    base = 0
    if window is not None:
        hwnd = parse_ref(window)[0]
        if not any(w.get("hwnd") == hwnd for w in wins):
            raise RefError("window %s is not in the snapshot (closed, or never existed)"
                           % ref_of(hwnd))
        keep = {hwnd}
        for w in wins:   # parents come before their children
            if w.get("parent") in keep:
                keep.add(w.get("hwnd"))
        wins = [w for w in wins if w.get("hwnd") in keep]
        base = depth_of[hwnd]
    if visible_only:
        wins = [w for w in wins if w.get("visible")]
    if depth is not None:
        wins = [w for w in wins if depth_of[w.get("hwnd")] - base <= depth]
    if query:
        q = str(query).lower()
        parents = {w.get("hwnd"): w.get("parent") for w in snapshot.get("windows") or ()}
        menus = {m.get("hwnd"): [it.get("text") or "" for it in m.get("items") or ()]
                 for m in snapshot.get("menus") or ()}
        hit = set()
        for w in wins:
            text = " ".join([str(w.get("ref", "")), str(w.get("class", "")),
                             str(w.get("title") or "")] + list(w.get("items") or ())
                            + menus.get(w.get("hwnd"), []))
            if q in text.lower():
                h = w.get("hwnd")
                while h and h not in hit:
                    hit.add(h)
                    h = parents.get(h)
        wins = [w for w in wins if w.get("hwnd") in hit]
    return wins


def _line(w, indent, focus, active):
    rect = ",".join(str(v) for v in w.get("rect") or ())
    line = '%s%s %s "%s" [%s]' % ("  " * indent, w.get("ref") or ref_of(w["hwnd"]),
                                   w.get("class"), escape(w.get("title")), rect)
    if w.get("id") and w["id"] != 0xFFFF:     # 0xFFFF is IDC_STATIC: no id worth naming
        line += " id=%s" % w["id"]
    if w.get("pid") and not w.get("parent"):  # a child process's top-level window
        line += " pid=%#x" % w["pid"]
    flags = []
    if not w.get("visible"):
        flags.append("hidden")
    if w.get("enabled") is False:
        flags.append("disabled")
    if w.get("hwnd") == focus:
        flags.append("focused")
    if w.get("hwnd") == active:
        flags.append("active")
    if w.get("checked"):
        flags.append("checked" if w["checked"] == 1 else "indeterminate")
    if flags:
        line += " " + " ".join(flags)
    items = w.get("items")
    if items is not None:
        shown = ", ".join('"%s"' % escape(t) for t in items[:_MAX_ITEMS])
        more = " (+%d more)" % (len(items) - _MAX_ITEMS) if len(items) > _MAX_ITEMS else ""
        line += " items=[%s%s]" % (shown, more)
        if w.get("selected", -1) >= 0:
            line += " selected=%d" % w["selected"]
    return line


def _menu_lines(menu, indent):
    ref = ref_of(menu["hwnd"])
    parts = []
    for i, it in enumerate(menu.get("items") or (), 1):
        if it.get("separator"):
            continue
        text = '%sm%d "%s"' % (ref, i, escape(it.get("text")))
        if it.get("enabled") is False:
            text += " disabled"
        if it.get("checked"):
            text += " checked"
        parts.append(text)
    return "%s%s: %s" % ("  " * indent, "menu" if menu.get("kind") == "bar" else "popup",
                         " ".join(parts))


def text_tree(snapshot, window=None, query=None, depth=None, visible_only=True,
              limit=8192):
    """The snapshot as compact text, one line per window or control, children indented::

        w1 Minesweeper "Minesweeper" [40,0,214,243] active
          menu: w1m1 "Game" w1m2 "Help"
        w9 #32770 "Open" [..] active
          w12 Button "OK" [..] id=1 disabled

    Filters as :func:`filter_windows`; menu bars and open popups follow their window; the
    last MessageBox text ends the text. Characters outside :data:`TEXT_CHARSET` become
    ``?``; past ``limit`` characters the text is cut at a line and says how many lines
    were left out.
    """
    wins = filter_windows(snapshot, window, query, depth, visible_only)
    depth_of = _depths(snapshot.get("windows") or [])
    base = depth_of.get(parse_ref(window)[0], 0) if window is not None else 0
    menus = {m.get("hwnd"): m for m in snapshot.get("menus") or ()}
    focus, active = snapshot.get("focus"), snapshot.get("active")
    lines = []
    for w in wins:
        d = depth_of.get(w.get("hwnd"), 0) - base
        lines.append(_clean(_line(w, d, focus, active)))
        menu = menus.get(w.get("hwnd"))
        if menu is not None:
            line = _menu_lines(menu, d + 1)
            if not query or str(query).lower() in line.lower():
                lines.append(_clean(line))
    mb = snapshot.get("lastMessageBox")
    if mb and window is None and not query:
        lines.append(_clean("messagebox: %s" % escape(mb.get("text") if isinstance(mb, dict)
                                                      else mb)))
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    out, size = [], 0
    for i, line in enumerate(lines):
        if size + len(line) + 1 > limit - 64:
            out.append("... %d more lines: filter by window, query or depth"
                       % (len(lines) - i))
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)[:limit]


def control_text(wm, ref):
    """The whole text of the window or control ``ref`` (the ``text`` command):
    ``{"ref", "hwnd", "class", "text", "length"}``, plus ``items`` (every one) for a list
    or combo box. The text is what WM_GETTEXT answers — an EDIT's whole contents, a
    button's label, a window's caption — unescaped and uncut, hidden windows included.
    Raises RefError for a window that is gone."""
    hwnd, _, _ = parse_ref(ref)
    win = wm.get(hwnd)
    if win is None:
        raise RefError("%s is gone: no live window has that ref (take a new snapshot)"
                       % ref_of(hwnd))
    state = getattr(win, "state", None)
    text = win.title or ""
    out = {"ref": ref_of(hwnd), "hwnd": hwnd, "class": win.cls.name if isinstance(
        win.cls.name, str) else "#%d" % win.cls.name, "text": text, "length": len(text)}
    if isinstance(state, dict):
        for key in ("list", "combo"):
            items = getattr(state.get(key), "items", None)
            if items is not None:
                out["items"] = [it[0] for it in items]
    return out


def locate(vm, ref, point=None):
    """Where a pointer action aimed at ``ref`` lands: ``{"ref", "hwnd", "x", "y", "rect"}``
    with (x, y) the named ``point`` of the window (or of the menu item), clipped to the
    screen. Raises RefError when the window is gone, hidden, or wholly off screen."""
    hwnd, item, ref_point = parse_ref(ref)
    point = point or ref_point or "center"
    if point not in POINTS:
        raise RefError("point %r: expected one of %s" % (point, ", ".join(POINTS)))
    wm = vm.wm.owner_wm(hwnd)     # any process's window (user/procwindows.py)
    win = wm.get(hwnd)
    name = ref_of(hwnd)
    if win is None:
        raise RefError("%s is gone: no live window has that ref (take a new snapshot)" % name)
    if not wm.is_visible(win):
        raise RefError("%s (%s) is hidden: it cannot be clicked" % (name, win.title or "?"))
    l, t, r, b = wm.window_rect(win)
    if item is not None:
        menu = next((m for m in vm.menus.describe() if m.get("hwnd") == hwnd), None)
        items = (menu or {}).get("items") or ()
        if not 1 <= item <= len(items):
            raise RefError("%sm%d: window %s shows %s" % (
                name, item, name, "no menu" if menu is None else "%d menu items" % len(items)))
        l, t, r, b = items[item - 1]["rect"]
        name = "%sm%d" % (name, item)
    sw, sh = vm.gdi.width, vm.gdi.height
    vl, vt, vr, vb = max(l, 0), max(t, 0), min(r, sw), min(b, sh)
    if vl >= vr or vt >= vb:
        raise RefError("%s [%d,%d,%d,%d] is off the %dx%d screen" % (name, l, t, r, b, sw, sh))
    inset_x, inset_y = min(_INSET, (vr - vl - 1) // 2), min(_INSET, (vb - vt - 1) // 2)
    if point == "center":
        x, y = (vl + vr - 1) // 2, (vt + vb - 1) // 2
    elif point == "title":
        caption = win.caption() if item is None else 0
        if caption < 8:
            raise RefError("%s has no caption bar to aim at" % name)
        x, y = (vl + vr - 1) // 2, max(vt, t + win.frame() + caption // 2)
    else:
        x = vl + inset_x if point.endswith("left") else vr - 1 - inset_x
        y = vt + inset_y if point.startswith("top") else vb - 1 - inset_y
    return {"ref": name, "hwnd": hwnd, "x": x, "y": y, "rect": [l, t, r, b]}
