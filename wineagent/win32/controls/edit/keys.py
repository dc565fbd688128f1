"""An edit control's keyboard: WM_KEYDOWN moves the caret (Shift extends the
selection) and deletes; WM_CHAR inserts text, Backspace included, and filters it
(ES_NUMBER, ES_UPPERCASE, ES_LOWERCASE, the dialog keys of a single-line field)."""

from ...core.messages import WM_CLOSE, WM_KEYDOWN
from ..builtin_common import ctrl_down, is_wide, shift_down
from .buffer import (_copy, _edited, _maxtext, _move, _next_pos, _paste, _prev_pos, _replace,
                     _undo, _word_left, _word_right)
from .layout import _Metrics, _layout, _line_of, _pos_from_point, _pos_xy
from .state import (DC_HASDEFID, DM_GETDEFID, ES_LOWERCASE, ES_NUMBER, ES_PASSWORD,
                    ES_READONLY,
                    ES_UPPERCASE, ES_WANTRETURN, VK_BACK, VK_DELETE, VK_DOWN, VK_END,
                    VK_ESCAPE, VK_HOME, VK_INSERT, VK_LEFT, VK_NEXT, VK_PRIOR, VK_RETURN,
                    VK_RIGHT, VK_TAB, VK_UP, WM_NEXTDLGCTL, _multi)


def _keydown(wm, win, st, vk):
    """Generator: WM_KEYDOWN — caret movement, Delete, and the dialog keys of multi-line."""
    text = st.text
    shift = shift_down(wm)
    ctrl = ctrl_down(wm)
    m = _Metrics(wm, win)
    lines = _layout(win, st, m)
    readonly = win.style & ES_READONLY
    if vk in (VK_LEFT, VK_RIGHT) or (vk in (VK_UP, VK_DOWN) and not _multi(win)):
        back = vk in (VK_LEFT, VK_UP)
        if ctrl:
            pos = _word_left(text, st.caret) if back else _word_right(text, st.caret)
        else:
            pos = _prev_pos(text, st.caret) if back else _next_pos(text, st.caret)
        st.goal_x = None
        _move(wm, win, st, pos, shift)
    elif vk in (VK_UP, VK_DOWN, VK_PRIOR, VK_NEXT) and _multi(win):
        i = _line_of(lines, st.caret)
        x, _ = _pos_xy(win, st, m, st.caret)
        if st.goal_x is None:
            st.goal_x = x + st.xoff
        step = {VK_UP: -1, VK_DOWN: 1, VK_PRIOR: -m.visible, VK_NEXT: m.visible}[vk]
        j = max(0, min(len(lines) - 1, i + step))
        if j != i:
            if vk in (VK_PRIOR, VK_NEXT):
                st.top = max(0, min(len(lines) - 1, st.top + (j - i)))
            goal = st.goal_x
            y = m.line_y(st, lines, j)
            pos = _pos_from_point(win, st, m, goal - st.xoff, y)
            _move(wm, win, st, pos, shift)
            st.goal_x = goal
    elif vk in (VK_HOME, VK_END):
        if ctrl:
            pos = 0 if vk == VK_HOME else len(text)
        else:
            s, e = lines[_line_of(lines, st.caret)]
            pos = s if vk == VK_HOME else e
        st.goal_x = None
        _move(wm, win, st, pos, shift)
    elif vk == VK_DELETE:
        if readonly:
            return
        s, e = st.sel
        if s == e:
            if shift:
                return
            st.anchor = _next_pos(text, st.caret)
        elif shift:
            _copy(wm, st, win)   # Shift+Delete is Cut
        if _replace(wm, win, st, "", True):
            yield from _edited(wm, win, st)
    elif vk == VK_INSERT:
        if ctrl:
            _copy(wm, st, win)
        elif shift and not readonly:
            yield from _paste(wm, win, st)
    elif vk == 0x41 and ctrl and not shift:
        # Ctrl+A selects all (later Windows versions; harmless here).
        st.anchor, st.caret = 0, len(text)
        wm.invalidate(win, None, False)
    elif _multi(win) and st.dialog_mode:
        # A multi-line field in dialog mode (a WM_GETDLGCODE came with a message: the
        # dialog manager asked) takes all keys, so it does the dialog's part for Return
        # (without ES_WANTRETURN), Escape and Tab itself. Return: the focus goes to the
        # default button, if the parent has one, and the button gets the Return, which
        # the dialog manager turns into its click (Wine's tests show no WM_COMMAND from
        # the edit, and nothing without such a button).
        parent = win.parent
        if vk == VK_RETURN and not win.style & ES_WANTRETURN:
            r = yield from wm.send(parent, DM_GETDEFID, 0, 0)
            if (r >> 16) == DC_HASDEFID:
                target = next((c for c in (wm.get(h) for h in wm.get(parent).children)
                               if c is not None and c.id == r & 0xFFFF), None)
                if target is not None:
                    yield from wm.send(parent, WM_NEXTDLGCTL, target.hwnd, 1)
                    wm.post(target.hwnd, WM_KEYDOWN, VK_RETURN, 0)
        elif vk == VK_ESCAPE:
            wm.post(parent, WM_CLOSE, 0, 0)
        elif vk == VK_TAB:
            yield from wm.send(parent, WM_NEXTDLGCTL, 1 if shift else 0, 0)


def _char(wm, win, st, ch):
    """Generator: WM_CHAR — insert, Backspace, Enter/Tab in multi-line, Ctrl+C/V/X/Z."""
    readonly = win.style & ES_READONLY
    if ch == 0x03:
        _copy(wm, st, win)
        return
    if readonly:
        return
    if ch == 0x16:
        yield from _paste(wm, win, st)
        return
    if ch == 0x18:
        if win.style & ES_PASSWORD:
            return      # a password is neither copied nor cut (Wine's tests)
        _copy(wm, st, win)
        if st.sel[0] != st.sel[1] and _replace(wm, win, st, "", True):
            yield from _edited(wm, win, st)
        return
    if ch == 0x1A:
        yield from _undo(wm, win, st)
        return
    if ch == VK_BACK:
        s, e = st.sel
        if s == e:
            if s == 0:
                return
            st.anchor = _prev_pos(st.text, st.caret)
        if _replace(wm, win, st, "", True):
            yield from _edited(wm, win, st)
        return
    if ch == VK_RETURN:
        if not _multi(win):
            return
        if not (win.style & ES_WANTRETURN) and st.dialog_mode:
            return
        new = "\r\n"
    elif ch == VK_TAB:
        if not _multi(win) or st.dialog_mode:
            return
        new = "\t"
    elif ch < 0x20 or ch == 0x7F:
        return
    else:
        new = chr(ch) if is_wide(win) else bytes([ch & 0xFF]).decode("cp1252", "replace")
        if win.style & ES_NUMBER and not new.isdigit():
            return
        if win.style & ES_UPPERCASE:
            new = new.upper()
        elif win.style & ES_LOWERCASE:
            new = new.lower()
    if _replace(wm, win, st, new, True):
        yield from _edited(wm, win, st)
    yield from _maxtext(wm, win, st)
