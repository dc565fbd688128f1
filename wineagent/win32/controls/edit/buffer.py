"""An edit control's text as the user changes it: replacing the selection (with the
limit, EN_UPDATE / EN_CHANGE and EN_MAXTEXT), the one-level undo, caret movement by
character and by word, and the clipboard (cut, copy, paste)."""

from ...core.messages import WM_COMMAND
from .layout import _Metrics, _layout, _scroll_caret
from .state import (EN_CHANGE, EN_MAXTEXT, EN_UPDATE, ES_AUTOHSCROLL, ES_AUTOVSCROLL,
                    ES_PASSWORD, _is_rich, _multi)


def _notify(wm, win, code):
    """Generator: WM_COMMAND(MAKEWPARAM(id, code), hwnd) to the window the control was
    created for: its parent, or the owner of an edit made as a popup or top-level
    window (Windows' edit tells the hWndParent of CreateWindow whatever the style)."""
    target = win.parent if win.is_child else win.owner
    if target and wm.get(target) is not None:
        yield from wm.send(target, WM_COMMAND, ((code & 0xFFFF) << 16) | (win.id & 0xFFFF),
                           win.hwnd)


# -- editing -------------------------------------------------------------------------------
def _set_text_title(win, st):
    # Keep the window text in step so snapshots (wm.describe) show what the field holds.
    win.title = st.text


def _replace(wm, win, st, new, user, honor_limit=True):
    """Replace the selection with ``new`` (limit applied); returns True if text changed."""
    s, e = st.sel
    st.maxed = False
    room = st.limit - (len(st.text) - (e - s))
    if honor_limit and len(new) > room:
        new = new[:max(0, room)]
        st.maxed = True
    if not _multi(win):
        if user:    # what the user pastes into a single line ends at its first line break
            new = new.split("\r", 1)[0].split("\n", 1)[0]
    elif honor_limit and new and not win.style & ES_AUTOVSCROLL and not _is_rich(win) \
            and not _fits_height(wm, win, st, st.text[:s] + new + st.text[e:]):
        # Without ES_AUTOVSCROLL a multi-line edit takes no text whose lines would not
        # fit its height: the whole insertion is refused (EN_MAXTEXT). A rich edit
        # grows its scroll range instead.
        new = ""
        st.maxed = True
    if not new and s == e:
        return False
    if user and not _multi(win) and not win.style & ES_AUTOHSCROLL:
        # Without ES_AUTOHSCROLL a single-line field only takes text that fits.
        m = _Metrics(wm, win)
        trial = st.text[:s] + new + st.text[e:]
        while new and m.width_of(trial, st) > m.width:
            new = new[:-1]
            trial = st.text[:s] + new + st.text[e:]
            st.maxed = True
        if not new and s == e:
            return False
    st.undo = (st.text, st.anchor, st.caret)
    st.text = st.text[:s] + new + st.text[e:]
    st.anchor = st.caret = s + len(new)
    _set_text_title(win, st)
    return True


def _fits_height(wm, win, st, text):
    """Whether ``text``'s lines all fit the control's formatting rectangle."""
    m = _Metrics(wm, win)
    kept = st.text
    st.text = text
    try:
        return len(_layout(win, st, m)) <= m.visible
    finally:
        st.text = kept


def _edited(wm, win, st):
    """Generator: after a user edit: modified flag, scroll, repaint, EN_UPDATE + EN_CHANGE."""
    st.modified = True
    st.goal_x = None
    _scroll_caret(win, st, _Metrics(wm, win))
    wm.invalidate(win, None, False)
    yield from _notify(wm, win, EN_UPDATE)
    yield from _notify(wm, win, EN_CHANGE)


def _maxtext(wm, win, st):
    if st.maxed:
        st.maxed = False
        yield from _notify(wm, win, EN_MAXTEXT)


def _prev_pos(text, pos):
    if pos >= 2 and text[pos - 2:pos] == "\r\n":
        return pos - 2
    return max(0, pos - 1)


def _next_pos(text, pos):
    if text[pos:pos + 2] == "\r\n":
        return pos + 2
    return min(len(text), pos + 1)


def _word_left(text, pos):
    while pos > 0 and text[pos - 1] in " \t\r\n":
        pos -= 1
    while pos > 0 and text[pos - 1] not in " \t\r\n":
        pos -= 1
    return pos


def _word_right(text, pos):
    n = len(text)
    while pos < n and text[pos] not in " \t\r\n":
        pos += 1
    while pos < n and text[pos] in " \t":
        pos += 1
    return pos


def _move(wm, win, st, pos, extend):
    st.caret = max(0, min(len(st.text), pos))
    if not extend:
        st.anchor = st.caret
    _scroll_caret(win, st, _Metrics(wm, win))
    wm.invalidate(win, None, False)


def _clipboard(wm):
    return wm.vm.clipboard


def _copy(wm, st, win):
    s, e = st.sel
    cb = _clipboard(wm)
    if cb is not None and e > s and not win.style & ES_PASSWORD:
        cb.set_text(st.text[s:e])


def _paste_text(wm):
    cb = _clipboard(wm)
    return cb.get_text() if cb is not None else None


def _paste(wm, win, st):
    # a clipboard without text still replaces the selection, with nothing (Wine's tests)
    new = _paste_text(wm) or ""
    if _replace(wm, win, st, new, True):
        yield from _edited(wm, win, st)
    yield from _maxtext(wm, win, st)


def _undo(wm, win, st):
    if st.undo is None:
        return 0
    text, anchor, caret = st.undo
    st.undo = (st.text, st.anchor, st.caret)
    st.text, st.anchor, st.caret = text, anchor, caret
    _set_text_title(win, st)
    yield from _edited(wm, win, st)
    return 1
