"""Finding windows in a snapshot, and what a wait waits for: one set of rules that the
Python API (``find``, ``wait_for``, ``dialog``) and the MCP tools share, so the same
words find the same control on both.

Pure functions over snapshot dicts (docs/protocol.md, "The snapshot"): no emulator, no
I/O. A window list is the snapshot's ``windows``: top-level windows in z-order (the top
one first), each followed by its children in their order, which for a dialog is the
order of its template, i.e. its tab order.
"""

__all__ = ["find_all", "by_label", "wait_match", "dialog_button", "plain", "NotFound"]


class NotFound(LookupError):
    """Nothing matched; the message says what was looked for and what there is."""


def plain(text):
    """A label as a person reads it: the ``&`` of its access key dropped (``&&`` is a
    literal ``&``), surrounding spaces stripped."""
    return (text or "").replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def _text_ok(want, have, exact):
    if want is None:
        return True
    if have is None:
        return False
    if exact:
        return want == have or want == plain(have)
    return want in have or want.lower() in plain(have).lower()


def _is_static(w):
    return str(w.get("class")).lower() == "static"


def by_label(windows, label, exact=False):
    """The controls a STATIC label names: for each STATIC whose text matches ``label``
    (``&`` ignored; any case, a part of it, unless ``exact``), the first later sibling
    that is not a STATIC. That is where Windows' dialog manager puts the focus for the
    label's access key (the next control in the tab order), so the EDIT after
    "File name:" is the file-name field."""
    out = []
    for i, w in enumerate(windows):
        if not _is_static(w) or not _text_ok(label, w.get("title"), exact):
            continue
        for later in windows[i + 1:]:
            if later.get("parent") != w.get("parent"):
                continue
            if not _is_static(later):
                out.append(later)
                break
    return out


def find_all(windows, title=None, cls=None, id=None, visible=True, exact=False,
             label=None):
    """The windows matching every filter given, in snapshot order: ``title`` contained
    in the title (any case, ``&`` ignored), or equal with ``exact``; ``cls`` the class
    (any case); ``id`` the control id; ``label`` the text of the STATIC before it
    (:func:`by_label`); ``visible`` True/False, or None for both."""
    pool = by_label(windows, label, exact) if label is not None else windows
    return [w for w in pool
            if _text_ok(title, w.get("title"), exact)
            and (cls is None or str(cls).lower() == str(w.get("class")).lower())
            and (id is None or w.get("id") == id)
            and (visible is None or bool(w.get("visible")) == bool(visible))]


def wait_match(snapshot, title=None, text=None, cls=None, exact=False):
    """What a wait for these words finds in ``snapshot``, or None: the first visible
    window with that ``title`` (and ``cls``), or for ``text`` a visible window's title or
    the last MessageBox's text containing it (``{"messageBox": ...}`` then). At least one
    of title, text, cls must be given."""
    if title is None and text is None and cls is None:
        raise ValueError("wait for what? give title, text or cls")
    wins = snapshot.get("windows") or []
    found = find_all(wins, title=title, cls=cls, exact=exact)
    if text is not None:
        found = [w for w in found if _text_ok(text, w.get("title"), exact)]
        if not found and title is None and cls is None:
            mb = snapshot.get("lastMessageBox")
            mb_text = mb.get("text") if isinstance(mb, dict) else mb
            if mb_text and _text_ok(text, mb_text, exact):
                return {"messageBox": mb}
    return found[0] if found else None


def _top_of(windows):
    top = {}
    for w in windows:
        top[w["hwnd"]] = w["hwnd"] if not w.get("parent") else top.get(w["parent"])
    return top


def dialog_button(snapshot, label):
    """The button labelled ``label`` (``&`` ignored, any case, the whole label) that a
    person would press: in the foreground (active) window first, else in the topmost
    window that has one. Returns its window dict with ``window``, the handle of its
    top-level window. Raises NotFound naming the buttons there are."""
    want = plain(label).lower()
    wins = snapshot.get("windows") or []
    top = _top_of(wins)
    buttons = [w for w in wins if str(w.get("class")).lower() == "button"
               and w.get("visible") and w.get("enabled") is not False]
    active = snapshot.get("active")
    # The foreground window's buttons first; then the rest in z-order.
    ordered = [b for b in buttons if top.get(b["hwnd"]) == active] + \
        [b for b in buttons if top.get(b["hwnd"]) != active]
    for b in ordered:
        if plain(b.get("title")).lower() == want:
            return dict(b, window=top.get(b["hwnd"]))
    labels = sorted({b.get("title") for b in buttons if b.get("title")})
    raise NotFound("no visible, enabled button labelled %r (buttons: %s)"
                   % (label, ", ".join(labels) or "none"))
