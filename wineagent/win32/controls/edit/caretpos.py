"""An edit control's caret: the thread's system caret (user/caret.py), which the control
owns while it has the focus, as Windows' edit does (CreateCaret at WM_SETFOCUS, one
pixel wide and a line tall; SetCaretPos when the insertion point moves; DestroyCaret at
WM_KILLFOCUS). A program may move it meanwhile (SetCaretPos, GetCaretPos: Wine's tests
do), so the control puts it back only when its own position changes. A rich edit draws
its caret in its painting (paint.py) instead."""

from ...user import caret
from .layout import _Metrics, _layout, _line_of, _pos_xy
from .state import _is_rich


def _place(wm, win, st):
    """(x, y, height) of the caret for the insertion point."""
    m = _Metrics(wm, win)
    lines = _layout(win, st, m)
    x, y = _pos_xy(win, st, m, st.caret)
    h = m.line_h(lines[_line_of(lines, st.caret)]) if lines else m.lh
    return x, y, h


def take_caret(wm, win, st):
    """WM_SETFOCUS: create the control's caret at the insertion point and show it."""
    if _is_rich(win):
        return
    x, y, h = _place(wm, win, st)
    caret.create(wm, win.hwnd, 0, 1, h)
    caret.set_pos(wm, x, y)
    caret.show(wm)
    st.caret_at = (x, y, h)


def drop_caret(wm, win, st):
    """WM_KILLFOCUS: destroy the control's caret."""
    if wm.caret is not None and wm.caret.hwnd == win.hwnd:
        caret.destroy(wm)
    st.caret_at = None


def follow_caret(wm, win, st):
    """After a message: move the caret where the insertion point now is, if that moved
    (a new line height makes a new caret)."""
    own = wm.caret
    if st.caret_at is None or own is None or own.hwnd != win.hwnd or _is_rich(win):
        return
    x, y, h = _place(wm, win, st)
    if (x, y, h) == st.caret_at:
        return
    if h != st.caret_at[2]:
        hidden = own.hidden
        own = caret.create(wm, win.hwnd, 0, 1, h)
        own.hidden = hidden
    caret.set_pos(wm, x, y)
    st.caret_at = (x, y, h)
