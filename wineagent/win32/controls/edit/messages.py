"""The EM_* messages an edit control answers (selection, lines, scrolling,
modification, limit, undo, password character, read-only, positions and the formatting
rectangle), the scroll bars' and the wheel's messages, and the clipboard's (WM_CUT,
WM_COPY, WM_PASTE, WM_CLEAR, WM_UNDO)."""

from ...user.scrollbars import MK_CONTROL, MK_SHIFT, WM_MOUSEWHEEL, wheel_lines
from ..builtin_common import is_wide, lparam_xy, read_text
from .buffer import _copy, _edited, _maxtext, _notify, _paste, _replace, _undo
from .fmtrect import rect_message
from .layout import _Metrics, _layout, _line_of, _pos_from_point, _pos_xy, _scroll_caret
from .paint import _text_width
from .state import (EM_CANUNDO, EM_CHARFROMPOS, EM_EMPTYUNDOBUFFER, EM_GETFIRSTVISIBLELINE,
                    EM_GETLIMITTEXT, EM_GETLINE, EM_GETLINECOUNT, EM_GETMODIFY,
                    EM_GETPASSWORDCHAR, EM_GETSEL, EM_LIMITTEXT, EM_LINEFROMCHAR,
                    EM_LINEINDEX, EM_LINELENGTH, EM_LINESCROLL, EM_POSFROMCHAR,
                    EM_REPLACESEL, EM_SCROLL, EM_SCROLLCARET, EM_SETMODIFY,
                    EM_SETPASSWORDCHAR, EM_SETREADONLY, EM_SETSEL, EM_UNDO, EN_CHANGE, EN_UPDATE,
                    ES_PASSWORD,
                    ES_READONLY, MAX_LIMIT, WM_CLEAR, WM_COPY, WM_CUT, WM_HSCROLL, WM_PASTE,
                    WM_UNDO, WM_VSCROLL, _is_rich, _multi)


def _edit_message(wm, win, st, msg, wparam, lparam):
    """Generator: the EM_* and clipboard messages; None when ``msg`` is not one of them."""
    mem = wm.vm.mem
    n = len(st.text)
    if msg == EM_GETSEL:
        s, e = st.sel
        if wparam:
            mem.w32(wparam, s)
        if lparam:
            mem.w32(lparam, e)
        return 0xFFFFFFFF if e > 0xFFFF else (e << 16) | s
    if msg == EM_SETSEL:
        s = wparam - (1 << 32) if wparam & 0x80000000 else wparam
        e = lparam - (1 << 32) if lparam & 0x80000000 else lparam
        if s == -1:
            st.anchor = st.caret     # deselect, caret stays
        else:
            e = n if e < 0 or e > n else e
            s = min(s, n)
            st.anchor, st.caret = s, e
            # Never leave an end inside "\r\n".
            for attr in ("anchor", "caret"):
                p = getattr(st, attr)
                if 0 < p < n and st.text[p - 1:p + 1] == "\r\n":
                    setattr(st, attr, p + 1)
        wm.invalidate(win, None, False)
        return 1    # documented as answering nothing; Windows answers 1 (Wine's tests)
    if msg == EM_REPLACESEL:
        new = read_text(wm, win, lparam) or ""
        if _replace(wm, win, st, new, False):
            if not wparam:
                st.undo = None
            yield from _edited(wm, win, st)
        elif st.maxed:
            # an insertion the limit refused whole still tells of a change
            yield from _notify(wm, win, EN_UPDATE)
            yield from _notify(wm, win, EN_CHANGE)
        yield from _maxtext(wm, win, st)
        # Documented as returning nothing, Windows answers 1 (Wine's tests check it).
        return 1
    m = _Metrics(wm, win)
    lines = _layout(win, st, m)
    if msg == EM_GETLINECOUNT:
        return len(lines)
    if msg == EM_LINEINDEX:
        i = _line_of(lines, st.caret) if wparam == 0xFFFFFFFF else wparam
        return lines[i][0] if i < len(lines) else 0xFFFFFFFF
    if msg == EM_LINEFROMCHAR:
        pos = st.sel[0] if wparam == 0xFFFFFFFF else min(wparam, n)
        return _line_of(lines, pos)
    if msg == EM_LINELENGTH:
        if wparam == 0xFFFFFFFF:
            s, e = st.sel
            a, b = lines[_line_of(lines, s)], lines[_line_of(lines, e)]
            return (s - a[0]) + (b[1] - e)
        s, e = lines[_line_of(lines, min(wparam, n))]
        return e - s
    if msg == EM_GETLINE:
        if not _multi(win):
            wparam = 0           # a single-line control has one line, whatever is asked
        if wparam >= len(lines):
            return 0
        s, e = lines[wparam]
        size = mem.u16(lparam)
        chunk = st.text[s:e][:size]
        if is_wide(win):
            mem.write(lparam, chunk.encode("utf-16-le"))
        else:
            mem.write(lparam, chunk.encode("cp1252", "replace"))
        return len(chunk)
    if msg == EM_LIMITTEXT:
        # 0: the most there is, documented as 0x7FFFFFFE for a single line, -1 for many
        st.limit = wparam if wparam else (0xFFFFFFFF if _multi(win) else MAX_LIMIT)
        return 0
    if msg == EM_GETLIMITTEXT:
        return st.limit
    if msg == EM_SETREADONLY:
        if wparam:
            win.style |= ES_READONLY
        else:
            win.style &= ~ES_READONLY
        wm.invalidate(win, None, False)
        return 1
    if msg == EM_GETMODIFY:
        return 1 if st.modified else 0
    if msg == EM_SETMODIFY:
        st.modified = bool(wparam)
        return 0
    if msg == EM_SCROLLCARET:
        if _scroll_caret(win, st, m):
            wm.invalidate(win, None, False)
        return 1
    if msg == EM_GETFIRSTVISIBLELINE:
        return st.top if _multi(win) else _pos_from_point(win, st, m, m.left, 0)
    if msg == EM_LINESCROLL:
        if _multi(win):
            dy = lparam - (1 << 32) if lparam & 0x80000000 else lparam
            st.top = max(0, min(len(lines) - 1, st.top + dy))
            wm.invalidate(win, None, False)
        return 1
    if msg == WM_MOUSEWHEEL and _multi(win) and not wparam & (MK_SHIFT | MK_CONTROL):
        # Wine's edit: SPI_GETWHEELSCROLLLINES lines a notch (at most the line count),
        # as EM_LINESCROLL but kept within the last page. Shift and Ctrl turns, and a
        # single-line edit's, go to DefWindowProc (and so to the parent).
        n = wheel_lines(win, msg, wparam, len(lines))
        top = max(0, min(max(0, len(lines) - m.visible), st.top + n))
        if top != st.top:
            st.top = top
            wm.invalidate(win, None, False)
        return 0
    if msg in (EM_SCROLL, WM_VSCROLL):
        code, top0 = wparam & 0xFFFF, st.top
        delta = {0: -1, 1: 1, 2: -m.visible, 3: m.visible}.get(code)
        if code in (4, 5) and msg == WM_VSCROLL:   # SB_THUMBPOSITION / SB_THUMBTRACK
            st.top = max(0, min(max(0, len(lines) - m.visible), wparam >> 16))
        elif code == 6:
            st.top = 0
        elif code == 7:
            st.top = max(0, len(lines) - m.visible)
        elif delta is not None:
            st.top = max(0, min(max(0, len(lines) - m.visible), st.top + delta))
        wm.invalidate(win, None, False)
        if msg == WM_VSCROLL:
            return 0
        # documented: TRUE in the high word and the lines scrolled in the low word; 0
        # when nothing scrolled (Wine's tests)
        moved = st.top - top0
        return (1 << 16) | (moved & 0xFFFF) if moved else 0
    if msg == WM_HSCROLL:
        code = wparam & 0xFFFF
        step = max(1, m.width_of("x", st))
        most = max(0, _text_width(win, st, m) - m.width)
        xoff = {0: st.xoff - step, 1: st.xoff + step, 2: st.xoff - m.width,
                3: st.xoff + m.width, 4: wparam >> 16, 5: wparam >> 16, 6: 0,
                7: most}.get(code, st.xoff)
        st.xoff = max(0, min(most, xoff))
        wm.invalidate(win, None, False)
        return 0
    if msg == EM_SETPASSWORDCHAR:
        st.password = chr(wparam) if wparam else "*"
        if wparam:
            win.style |= ES_PASSWORD
        else:
            win.style &= ~ES_PASSWORD
        wm.invalidate(win, None, False)
        return 0
    if msg == EM_GETPASSWORDCHAR:
        return ord(st.password) if win.style & ES_PASSWORD else 0
    if msg == EM_POSFROMCHAR:
        if wparam >= n and not _is_rich(win):
            return 0xFFFFFFFF    # documented: past the last character
        x, y = _pos_xy(win, st, m, min(wparam, n))
        return ((y & 0xFFFF) << 16) | (x & 0xFFFF)
    if msg == EM_CHARFROMPOS:
        x, y = lparam_xy(lparam)
        pos = _pos_from_point(win, st, m, x, y)
        return ((_line_of(lines, pos) & 0xFFFF) << 16) | (pos & 0xFFFF)
    r = rect_message(wm, win, st, m, msg, wparam, lparam)
    if r is not None:
        return r
    if msg in (EM_CANUNDO,):
        return 1 if st.undo is not None else 0
    if msg in (EM_UNDO, WM_UNDO):
        return (yield from _undo(wm, win, st))
    if msg == EM_EMPTYUNDOBUFFER:
        st.undo = None
        return 0
    if msg == WM_COPY:
        _copy(wm, st, win)
        return 0
    if msg in (WM_CUT, WM_CLEAR):
        if win.style & ES_READONLY:
            return 0
        if msg == WM_CUT:
            _copy(wm, st, win)
        if st.sel[0] != st.sel[1] and _replace(wm, win, st, "", True):
            yield from _edited(wm, win, st)
        return 0
    if msg == WM_PASTE:
        if not win.style & ES_READONLY:
            yield from _paste(wm, win, st)
        return 0
    return None
