"""The built-in EDIT class: single- and multi-line text fields, drawn like Windows 2000.

Keyboard semantics follow the seed's split of input (ARCHITECTURE.md): characters arrive
as WM_CHAR (keypress) and only WM_CHAR inserts text — Backspace is the WM_CHAR 0x08, as on
Windows — while WM_KEYDOWN moves the caret (arrows, Home/End, PageUp/PageDown, with Shift
extending the selection) and deletes with Delete. Text is stored as one string with
"\\r\\n" line breaks (what WM_GETTEXT returns); the caret never rests between "\\r" and
"\\n". A multi-line control without ES_AUTOHSCROLL word-wraps its lines, as Windows does;
one with it scrolls horizontally. Vertical scrolling keeps the caret line visible.

Clipboard operations use ``vm.clipboard`` (``get_text()`` / ``set_text(str)``) when that
object exists, and do nothing otherwise.
"""

from ..user.pyproc import window_proc
from .builtin_common import (BLACK, WHITE, WS_HSCROLL, WS_VSCROLL, user_font, ctrl_down,
                        draw_child_frame, in_dialog, is_wide, lparam_xy,
                        notify_parent, read_text, shift_down, write_text)
from ..gdi.objects import SYS_COLORS
from ..core.messages import (WM_CHAR, WM_CREATE, WM_ENABLE, WM_GETDLGCODE, WM_GETTEXT,
                             WM_GETTEXTLENGTH, WM_KEYDOWN, WM_KILLFOCUS, WM_LBUTTONDBLCLK,
                             WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEMOVE, WM_NCCREATE, WM_PAINT,
                             WM_SETFOCUS, WM_SETFONT, WM_SETTEXT, WM_SIZE, WM_CAPTURECHANGED,
                             WM_CLOSE, WM_COMMAND, WM_USER)
from ..user.wm import WS_BORDER, WS_EX_CLIENTEDGE, WindowClass
from ..user.dialogs import child_got_focus
from ..user.window import begin_paint, def_window_proc, end_paint, take_focus
from ..user.scrollbars import (MK_CONTROL, MK_SHIFT, SB_HORZ, SB_VERT, SIF_DISABLENOSCROLL,
                              SIF_PAGE, SIF_POS, SIF_RANGE, WM_MOUSEWHEEL, set_info,
                              wheel_lines)
from ..core.dllnames import USER32

__all__ = ["edit_proc", "install", "EditState"]


ES_LEFT, ES_CENTER, ES_RIGHT, ES_MULTILINE = 0, 1, 2, 4
ES_UPPERCASE, ES_LOWERCASE, ES_PASSWORD = 0x8, 0x10, 0x20
ES_AUTOVSCROLL, ES_AUTOHSCROLL, ES_NOHIDESEL = 0x40, 0x80, 0x100
ES_READONLY, ES_WANTRETURN, ES_NUMBER = 0x800, 0x1000, 0x2000

EM_GETSEL, EM_SETSEL, EM_GETRECT = 0xB0, 0xB1, 0xB2
EM_SCROLL, EM_LINESCROLL, EM_SCROLLCARET = 0xB5, 0xB6, 0xB7
EM_GETMODIFY, EM_SETMODIFY, EM_GETLINECOUNT, EM_LINEINDEX = 0xB8, 0xB9, 0xBA, 0xBB
EM_LINELENGTH, EM_REPLACESEL, EM_GETLINE, EM_LIMITTEXT = 0xC1, 0xC2, 0xC4, 0xC5
EM_CANUNDO, EM_UNDO, EM_LINEFROMCHAR = 0xC6, 0xC7, 0xC9
EM_SETPASSWORDCHAR, EM_EMPTYUNDOBUFFER, EM_GETFIRSTVISIBLELINE = 0xCC, 0xCD, 0xCE
EM_SETREADONLY, EM_GETPASSWORDCHAR, EM_GETLIMITTEXT = 0xCF, 0xD2, 0xD5
EM_POSFROMCHAR, EM_CHARFROMPOS = 0xD6, 0xD7
EM_SETLIMITTEXT = EM_LIMITTEXT
WM_CUT, WM_COPY, WM_PASTE, WM_CLEAR, WM_UNDO = 0x300, 0x301, 0x302, 0x303, 0x304
WM_HSCROLL, WM_VSCROLL = 0x114, 0x115
WM_NEXTDLGCTL = 0x28
DM_GETDEFID = WM_USER
DC_HASDEFID = 0x534B

EN_SETFOCUS, EN_KILLFOCUS, EN_CHANGE, EN_UPDATE, EN_MAXTEXT = 0x100, 0x200, 0x300, 0x400, 0x501

DLGC_WANTARROWS, DLGC_WANTALLKEYS, DLGC_HASSETSEL, DLGC_WANTCHARS = 0x1, 0x4, 0x8, 0x80

VK_BACK, VK_TAB, VK_RETURN, VK_ESCAPE = 0x08, 0x09, 0x0D, 0x1B
VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28
VK_INSERT, VK_DELETE = 0x2D, 0x2E

MARGIN = 2               # left/right text margin in pixels (EC_USEFONTINFO-like)
DEFAULT_LIMIT = 30000    # documented default before EM_LIMITTEXT
MAX_LIMIT = 0x7FFFFFFE


class EditState:
    """Text, selection and scroll position of one EDIT window."""

    def __init__(self, text=""):
        self.text = text
        self.anchor = 0          # selection start (the end that stays put)
        self.caret = 0           # selection end, where the caret is
        self.limit = DEFAULT_LIMIT
        self.modified = False
        self.top = 0             # first visible line
        self.xoff = 0            # horizontal scroll in pixels
        self.dialog_mode = False  # WM_GETDLGCODE arrived with a MSG: we sit in a dialog
        self.tracking = False
        self.password = "*"
        self.undo = None         # (text, anchor, caret) before the last edit
        self._layout_key = None
        self._layout = None
        self.goal_x = None       # remembered x for Up/Down
        self.scroll_key = None   # what the scroll bars were last set to

    @property
    def sel(self):
        """(start, end) of the selection, start <= end."""
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))


def _st(win):
    st = win.state.get("edit")
    if st is None:
        st = win.state["edit"] = EditState(win.title)
    return st


def _multi(win):
    return bool(win.style & ES_MULTILINE)


# -- geometry -------------------------------------------------------------------------------
class _Metrics:
    """Per-paint view of the font and the text rectangle."""

    def __init__(self, wm, win):
        self.gfont = user_font(wm, win)
        self.font = self.gfont.pil
        self.lh = self.gfont.line_height
        cw, ch = win.client_size()
        self.cw, self.ch = cw, ch
        self.left = MARGIN
        self.width = max(1, cw - 2 * MARGIN)
        if _multi(win):
            self.top = 1
        else:
            self.top = max(0, (ch - self.lh) // 2)
        self.visible = max(1, (ch - self.top) // self.lh) if _multi(win) else 1
        self.mask = (win.style & ES_PASSWORD and not _multi(win))
        self._adv = {}

    def adv(self, ch, st):
        """Advance width of one character as displayed."""
        if self.mask:
            ch = st.password
        a = self._adv.get(ch)
        if a is None:
            a = self._adv[ch] = int(self.font.getlength(ch)) if ch not in "\r\n" else 0
        return a

    def width_of(self, text, st):
        """Width in pixels of ``text`` as displayed."""
        return sum(self.adv(c, st) for c in text)


def _layout(win, st, m):
    """Visual lines as (start, end) character ranges (end excludes the line break)."""
    wrap = _multi(win) and not win.style & ES_AUTOHSCROLL
    key = (st.text, wrap, m.width if wrap else 0, id(m.font), bool(m.mask))
    if st._layout_key == key:
        return st._layout
    lines = []
    if not _multi(win):
        lines.append((0, len(st.text)))
    else:
        pos = 0
        text = st.text
        while True:
            nl = text.find("\r\n", pos)
            end = len(text) if nl < 0 else nl
            if wrap:
                _wrap(text, pos, end, m, st, lines)
            else:
                lines.append((pos, end))
            if nl < 0:
                break
            pos = nl + 2
    st._layout_key, st._layout = key, lines
    return lines


def _wrap(text, start, end, m, st, lines):
    """Greedy word wrap of text[start:end] into ``lines`` (spaces stay on the upper line)."""
    while True:
        x, i, last_space = 0, start, -1
        while i < end:
            a = m.adv(text[i], st)
            if x + a > m.width and i > start:
                break
            if text[i] == " ":
                last_space = i
            x += a
            i += 1
        if i >= end:
            lines.append((start, end))
            return
        brk = last_space + 1 if last_space >= start else i
        # Trailing spaces that do not fit still belong to this line, as on Windows.
        while brk < end and text[brk] == " ":
            brk += 1
        if brk >= end:
            lines.append((start, end))
            return
        lines.append((start, brk))
        start = brk


def _line_of(lines, pos):
    """Index of the visual line holding character position ``pos``."""
    for i, (s, e) in enumerate(lines):
        if pos < s:
            return max(0, i - 1)
        if s <= pos <= e:
            # A position at a soft wrap belongs to the start of the next line.
            if pos == e and i + 1 < len(lines) and lines[i + 1][0] == e:
                return i + 1
            return i
    return len(lines) - 1


def _line_x(win, st, m, line):
    """Pixel x (client) where a visual line's text starts, before horizontal scrolling."""
    s, e = line
    align = win.style & 3
    if align == ES_LEFT or (not _multi(win) and win.style & ES_AUTOHSCROLL
                            and m.width_of(st.text, st) > m.width):
        return m.left
    w = m.width_of(st.text[s:e], st)
    if align == ES_CENTER:
        return m.left + max(0, (m.width - w) // 2)
    return m.left + max(0, m.width - w)


def _pos_xy(win, st, m, pos):
    """Client (x, y) of the caret position ``pos`` (top of the line)."""
    lines = _layout(win, st, m)
    i = _line_of(lines, pos)
    s, e = lines[i]
    x = _line_x(win, st, m, lines[i]) + m.width_of(st.text[s:min(pos, e)], st) - st.xoff
    y = m.top + (i - st.top) * m.lh
    return x, y


def _pos_from_point(win, st, m, x, y):
    """Character position nearest to client point (x, y)."""
    lines = _layout(win, st, m)
    i = st.top + (y - m.top) // m.lh if _multi(win) else 0
    i = max(0, min(len(lines) - 1, i))
    s, e = lines[i]
    cx = _line_x(win, st, m, lines[i]) - st.xoff
    for p in range(s, e):
        a = m.adv(st.text[p], st)
        if x < cx + a / 2:
            return p
        cx += a
    return e


def _scroll_caret(win, st, m):
    """Scroll so the caret is visible (EM_SCROLLCARET); returns True if it scrolled."""
    lines = _layout(win, st, m)
    old = (st.top, st.xoff)
    if _multi(win):
        i = _line_of(lines, st.caret)
        if i < st.top:
            st.top = i
        elif i >= st.top + m.visible:
            st.top = i - m.visible + 1
        st.top = max(0, min(st.top, max(0, len(lines) - 1)))
    if win.style & ES_AUTOHSCROLL:
        i = _line_of(lines, st.caret)
        s, e = lines[i]
        cx = _line_x(win, st, m, lines[i]) + m.width_of(st.text[s:st.caret], st)
        if cx - st.xoff < m.left:
            st.xoff = max(0, cx - m.left - m.width // 4)
        elif cx - st.xoff > m.left + m.width - 1:
            # Windows jumps a quarter of the width, not a character at a time.
            st.xoff = cx - m.left - m.width + 1 + m.width // 4
    else:
        st.xoff = 0
    return (st.top, st.xoff) != old


# -- editing -------------------------------------------------------------------------------
def _set_text_title(win, st):
    # Keep the window text in step so snapshots (wm.describe) show what the field holds.
    win.title = st.text


def _replace(wm, win, st, new, user, honor_limit=True):
    """Replace the selection with ``new`` (limit applied); returns True if text changed."""
    s, e = st.sel
    room = st.limit - (len(st.text) - (e - s))
    if honor_limit and len(new) > room:
        new = new[:max(0, room)]
        if user:
            st.maxed = True
    if not _multi(win):
        new = new.replace("\r\n", " ").replace("\r", "").replace("\n", "")
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


def _edited(wm, win, st):
    """Generator: after a user edit: modified flag, scroll, repaint, EN_UPDATE + EN_CHANGE."""
    st.modified = True
    st.goal_x = None
    _scroll_caret(win, st, _Metrics(wm, win))
    wm.invalidate(win, None, False)
    yield from notify_parent(wm, win, EN_UPDATE)
    yield from notify_parent(wm, win, EN_CHANGE)


def _maxtext(wm, win, st):
    if getattr(st, "maxed", False):
        st.maxed = False
        yield from notify_parent(wm, win, EN_MAXTEXT)


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
            y = m.top + (j - st.top) * m.lh
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
    elif _multi(win) and st.dialog_mode and in_dialog(wm, win):
        # A multi-line field takes all keys from the dialog manager, so it does the
        # dialog's job for Return (without ES_WANTRETURN), Escape and Tab itself.
        parent = win.parent
        if vk == VK_RETURN and not win.style & ES_WANTRETURN:
            r = yield from wm.send(parent, DM_GETDEFID, 0, 0)
            cid = r & 0xFFFF if (r >> 16) == DC_HASDEFID else 1
            target = next((wm.get(h) for h in wm.get(parent).children
                           if wm.get(h) is not None and wm.get(h).id == cid), None)
            yield from wm.send(parent, WM_COMMAND, cid & 0xFFFF,
                               target.hwnd if target else 0)
        elif vk == VK_ESCAPE:
            wm.post(parent, WM_CLOSE, 0, 0)
        elif vk == VK_TAB:
            yield from wm.send(parent, WM_NEXTDLGCTL, 1 if shift else 0, 0)


def _paste(wm, win, st):
    new = _paste_text(wm)
    if new:
        if _replace(wm, win, st, new, True):
            yield from _edited(wm, win, st)
        yield from _maxtext(wm, win, st)


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
        if not (win.style & ES_WANTRETURN) and st.dialog_mode and in_dialog(wm, win):
            return
        new = "\r\n"
    elif ch == VK_TAB:
        if not _multi(win) or (st.dialog_mode and in_dialog(wm, win)):
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


def _undo(wm, win, st):
    if st.undo is None:
        return 0
    text, anchor, caret = st.undo
    st.undo = (st.text, st.anchor, st.caret)
    st.text, st.anchor, st.caret = text, anchor, caret
    _set_text_title(win, st)
    yield from _edited(wm, win, st)
    return 1


# -- painting -------------------------------------------------------------------------------
def _paint(wm, win, dc):
    st = _st(win)
    m = _Metrics(wm, win)
    lines = _layout(win, st, m)
    focused = wm.focus == win.hwnd
    disabled = bool(win.style & 0x08000000)  # WS_DISABLED: a control looks disabled only when it is
    readonly = win.style & ES_READONLY
    bg = SYS_COLORS[15] if (disabled or readonly) else WHITE
    if not disabled:    # a RichEdit paints its own background (EM_SETBKGNDCOLOR)
        bg = win.state.get("background", bg)
    fg = SYS_COLORS[17] if disabled else BLACK
    show_sel = focused or win.style & ES_NOHIDESEL
    s_sel, e_sel = st.sel
    text = st.text
    font = m.font
    cw, ch = m.cw, m.ch

    def disp(a, b):
        return (st.password * (b - a)) if m.mask else text[a:b]

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bg)
        for i in range(st.top, min(len(lines), st.top + m.visible + 1)):
            s, e = lines[i]
            y = oy + m.top + (i - st.top) * m.lh
            x = ox + _line_x(win, st, m, lines[i]) - st.xoff
            if show_sel and s_sel < e_sel and s_sel <= e and e_sel >= s:
                a, b = max(s, s_sel), min(e, e_sel)
                x1 = x + m.width_of(text[s:a], st)
                x2 = x1 + m.width_of(text[a:b], st)
                if e_sel > e and i + 1 < len(lines) and lines[i + 1][0] > e:
                    x2 += 4   # a selected line break shows as a little highlighted cell
                d.text((x, y), disp(s, a), font=font, fill=fg)
                if x2 > x1:
                    d.rectangle([x1, y, x2 - 1, y + m.lh - 1], fill=SYS_COLORS[13])
                d.text((x1, y), disp(a, b), font=font, fill=SYS_COLORS[14])
                d.text((x2, y), disp(b, e), font=font, fill=fg)
            else:
                d.text((x, y), disp(s, e), font=font, fill=fg)
        if focused:
            cx, cy = _pos_xy(win, st, m, st.caret)
            if 0 <= cx < cw and cy + m.lh > 0:
                d.line([(ox + cx, oy + cy), (ox + cx, oy + cy + m.lh - 1)], fill=BLACK)
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


# -- scroll bars -----------------------------------------------------------------------------
def _text_width(win, st, m):
    """Width in pixels of the widest line (the horizontal scroll range)."""
    return max((m.width_of(st.text[s:e], st) for s, e in _layout(win, st, m)), default=0)


def _sync_scroll(wm, win, st):
    """Keep the standard bars of a multi-line control in step with the text and scroll
    position. As Windows' edit does, they are set with SIF_DISABLENOSCROLL: they stay
    visible and go disabled when everything fits."""
    if not _multi(win) or not win.style & (WS_VSCROLL | WS_HSCROLL):
        return
    m = _Metrics(wm, win)
    mask = SIF_RANGE | SIF_PAGE | SIF_POS | SIF_DISABLENOSCROLL
    want = []
    if win.style & WS_VSCROLL:
        want.append((SB_VERT, 0, len(_layout(win, st, m)) - 1, m.visible, st.top))
    if win.style & WS_HSCROLL:
        want.append((SB_HORZ, 0, _text_width(win, st, m) - 1, m.width, st.xoff))
    key = (tuple(want), win.w, win.h, win.style & 0x08000000)
    if key == st.scroll_key:
        return
    st.scroll_key = key
    for bar, lo, hi, page, pos in want:
        set_info(wm, win, bar, mask, lo, max(lo, hi), page, pos)


# -- the window procedure --------------------------------------------------------------
def edit_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the built-in EDIT class."""
    result = yield from _edit_proc(wm, win, msg, wparam, lparam)
    if msg != WM_PAINT and not win.destroyed:
        _sync_scroll(wm, win, _st(win))
    return result


def _edit_proc(wm, win, msg, wparam, lparam):
    st = _st(win)
    if msg == WM_NCCREATE:
        # A bordered edit gets the sunken 3D edge instead of a flat line (Windows 95+).
        if win.style & WS_BORDER:
            win.style &= ~WS_BORDER
            win.exstyle |= WS_EX_CLIENTEDGE
        if _multi(win) and win.style & WS_HSCROLL:
            win.style |= ES_AUTOHSCROLL    # as Windows: a horizontal bar means no wrapping
        st.text = win.title
        if not _multi(win):
            st.text = st.text.replace("\r\n", " ")
        _set_text_title(win, st)
        return 1
    if msg == WM_CREATE:
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        _paint(wm, win, dc)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_CHAR:
        yield from _char(wm, win, st, wparam & 0xFFFF)
        return 0
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF)
        return 0
    if msg == WM_GETDLGCODE:
        if lparam:
            st.dialog_mode = True
        code = DLGC_WANTCHARS | DLGC_HASSETSEL | DLGC_WANTARROWS
        if _multi(win):
            code |= DLGC_WANTALLKEYS
        return code
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        if wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        x, y = lparam_xy(lparam)
        m = _Metrics(wm, win)
        pos = _pos_from_point(win, st, m, x, y)
        if msg == WM_LBUTTONDBLCLK:
            st.anchor = _word_left(st.text, pos) if pos and st.text[pos - 1:pos] not in \
                (" ", "\t", "\n") else pos
            e = pos
            while e < len(st.text) and st.text[e] not in " \t\r\n":
                e += 1
            st.caret = e
            wm.invalidate(win, None, False)
            return 0
        st.tracking = True
        wm.capture = win.hwnd
        st.goal_x = None
        _move(wm, win, st, pos, bool(wparam & 0x4))   # MK_SHIFT extends
        return 0
    if msg == WM_MOUSEMOVE:
        if st.tracking:
            x, y = lparam_xy(lparam)
            m = _Metrics(wm, win)
            _move(wm, win, st, _pos_from_point(win, st, m, x, y), True)
        return 0
    if msg == WM_LBUTTONUP:
        if st.tracking:
            st.tracking = False
            if wm.capture == win.hwnd:
                wm.capture = 0
        return 0
    if msg == WM_CAPTURECHANGED:
        st.tracking = False
        return 0
    if msg == WM_SETFOCUS:
        wm.invalidate(win, None, False)
        if in_dialog(wm, win):
            yield from child_got_focus(wm, win)
        yield from notify_parent(wm, win, EN_SETFOCUS)
        return 0
    if msg == WM_KILLFOCUS:
        wm.invalidate(win, None, False)
        yield from notify_parent(wm, win, EN_KILLFOCUS)
        return 0
    if msg in (WM_ENABLE, WM_SIZE, WM_SETFONT):
        if msg == WM_SETFONT:
            win.state["font"] = wparam
        st._layout_key = None
        if lparam or msg != WM_SETFONT:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_SETTEXT:
        st.anchor, st.caret = 0, len(st.text)
        _replace(wm, win, st, read_text(wm, win, lparam) or "", False, honor_limit=False)
        st.anchor = st.caret = 0
        st.xoff, st.top = 0, 0
        st.modified = False
        st.undo = None
        wm.invalidate(win, None, False)
        # Windows notifies for single-line controls only (documented for EN_CHANGE).
        if not _multi(win):
            yield from notify_parent(wm, win, EN_UPDATE)
            yield from notify_parent(wm, win, EN_CHANGE)
        return 1
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, st.text, wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(st.text)
    r = yield from _edit_message(wm, win, st, msg, wparam, lparam)
    if r is not None:
        return r
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


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
        return 0
    if msg == EM_REPLACESEL:
        new = read_text(wm, win, lparam) or ""
        if _replace(wm, win, st, new, False):
            if not wparam:
                st.undo = None
            yield from _edited(wm, win, st)
        return 0
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
        st.limit = wparam if wparam else MAX_LIMIT
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
        code = wparam & 0xFFFF
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
        return (1 << 31) | (delta or 0) & 0xFFFF if msg == EM_SCROLL else 0
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
        x, y = _pos_xy(win, st, m, min(wparam, n))
        return ((y & 0xFFFF) << 16) | (x & 0xFFFF)
    if msg == EM_CHARFROMPOS:
        x, y = lparam_xy(lparam)
        pos = _pos_from_point(win, st, m, x, y)
        return ((_line_of(lines, pos) & 0xFFFF) << 16) | (pos & 0xFFFF)
    if msg == EM_GETRECT:
        mem.write(lparam, bytes(16))
        import struct
        mem.write(lparam, struct.pack("<4i", m.left, m.top, m.left + m.width,
                                      m.top + m.visible * m.lh))
        return 0
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


window_proc(USER32, "wineagent.EditProc", edit_proc)


def install(vm):
    """Register the EDIT class (CS_DBLCLKS, so a double click selects a word)."""
    addr = vm.proc_address(USER32, "wineagent.EditProc")
    vm.wm.register_python_proc(addr, edit_proc)
    vm.wm.register_class(WindowClass("EDIT", 0x8, addr, 0, 6, 0, 0, 0, 0, builtin=True))

