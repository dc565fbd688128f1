"""Where an edit control's text goes: the font's metrics, the lines (word-wrapped
unless ES_AUTOHSCROLL), the horizontal alignment, the caret position of a character and
the character at a point, and scrolling to keep the caret in view."""

from ..builtin_common import user_font
from .fmtrect import format_rect
from .state import (ES_AUTOHSCROLL, ES_CENTER, ES_LEFT, ES_PASSWORD, RICH_MARGIN, _is_rich,
                    _multi, _st)


# -- geometry -------------------------------------------------------------------------------
class _Metrics:
    """Per-paint view of the font and the text rectangle."""

    def __init__(self, wm, win):
        self.gfont = user_font(wm, win)
        self.font = self.gfont.pil
        self.lh = self.gfont.line_height
        cw, ch = win.client_size()
        self.cw, self.ch = cw, ch
        if _is_rich(win):
            # a rich edit keeps a geometry of its own: fixed margins, a single line
            # centred in its height
            self.left = RICH_MARGIN
            self.width = max(1, cw - 2 * RICH_MARGIN)
            self.top = 1 if _multi(win) else max(0, (ch - self.lh) // 2)
            self.rect = (self.left, self.top, self.left + self.width,
                         self.top + max(1, (ch - self.top) // self.lh) * self.lh)
        else:
            self.rect = format_rect(win, _st(win), self.gfont)
            self.left, self.top = self.rect[0], self.rect[1]
            self.width = max(1, self.rect[2] - self.rect[0])
        self.visible = max(1, (self.rect[3] - self.top) // self.lh) if _multi(win) else 1
        self.mask = (win.style & ES_PASSWORD and not _multi(win))
        self._adv = {}
        # a rich edit measures each character in its run's font (``adv_at``: position ->
        # advance), and says when its runs change (``runs_key``)
        self.adv_of = None if self.mask else win.state.get("adv_at")
        self.runs_key = win.state.get("runs_key")
        # and gives each line the height and ascent of its own runs' fonts
        # (``line_metrics``: (start, end) -> (height, ascent)); others' lines are all lh
        self.metrics_of = win.state.get("line_metrics") if _multi(win) else None

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

    def line_h(self, line):
        """The height of a visual line (start, end)."""
        return self.lh if self.metrics_of is None else self.metrics_of(*line)[0]

    def line_ascent(self, line):
        """Pixels from a visual line's top to its baseline."""
        return self.gfont.ascent if self.metrics_of is None else self.metrics_of(*line)[1]

    def line_y(self, st, lines, i):
        """Client y of visual line ``i``'s top, with ``st.top`` the first line shown."""
        if self.metrics_of is None:
            return self.top + (i - st.top) * self.lh
        if i >= st.top:
            return self.top + sum(self.line_h(lines[j]) for j in range(st.top, i))
        return self.top - sum(self.line_h(lines[j]) for j in range(i, st.top))

    def line_at(self, st, lines, y):
        """The visual line at client y (may be past either end)."""
        if self.metrics_of is None:
            return st.top + (y - self.top) // self.lh
        i, top = st.top, self.top
        if y < top:
            while i > 0 and y < top:
                i -= 1
                top -= self.line_h(lines[i])
            return i if y >= top else i - 1
        while i < len(lines) and y >= top + self.line_h(lines[i]):
            top += self.line_h(lines[i])
            i += 1
        return i

    def adv_at(self, st, i):
        """Advance width of the text's character ``i`` as displayed."""
        if self.adv_of is not None:
            return self.adv_of(i)
        return self.adv(st.text[i], st)

    def span(self, st, a, b):
        """Width in pixels of the text's characters ``a`` to ``b`` as displayed."""
        if self.adv_of is None:
            return self.width_of(st.text[a:b], st)
        return sum(self.adv_of(i) for i in range(a, b))


def _layout(win, st, m):
    """Visual lines as (start, end) character ranges (end excludes the line break)."""
    wrap = _multi(win) and not win.style & ES_AUTOHSCROLL
    key = (st.text, wrap, m.width if wrap else 0, id(m.font), bool(m.mask), m.runs_key)
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
                first, rest, right = _indents(win, pos)
                _wrap(text, pos, end, m, st, lines,
                      (max(1, m.width - first - right), max(1, m.width - rest - right)))
            else:
                lines.append((pos, end))
            if nl < 0:
                break
            pos = nl + 2
    st._layout_key, st._layout = key, lines
    return lines


def _indents(win, pos):
    """(first line's left, other lines' left, right) indents in pixels of the paragraph
    holding ``pos``: a rich edit's paragraph format (``win.state["indent"]``), else none."""
    indent = win.state.get("indent")
    return indent(pos) if indent is not None else (0, 0, 0)


def _wrap(text, start, end, m, st, lines, widths=None):
    """Greedy word wrap of text[start:end] into ``lines`` (spaces stay on the upper line);
    ``widths``: the room of the paragraph's first line and of its others."""
    first_w, rest_w = widths or (m.width, m.width)
    width = first_w
    while True:
        x, i, last_space = 0, start, -1
        while i < end:
            a = m.adv_at(st, i)
            if x + a > width and i > start:
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
        width = rest_w


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
    """Pixel x (client) where a visual line's text starts, before horizontal scrolling:
    ES_LEFT / ES_CENTER / ES_RIGHT from the style, or what ``win.state["align"]`` answers
    for the line's first character when the window has one (a rich edit's paragraphs'
    PFM_ALIGNMENT), within the paragraph's indents (``_indents``)."""
    s, e = line
    align = win.state.get("align")
    align = win.style & 3 if align is None else align(s)
    first, rest, right = _indents(win, s)
    left = first if s == 0 or st.text[s - 2:s] == "\r\n" else rest
    room = m.width - left - right
    if align == ES_LEFT or (not _multi(win) and win.style & ES_AUTOHSCROLL
                            and m.span(st, 0, len(st.text)) > m.width):
        return m.left + left
    w = m.span(st, s, e)
    if align == ES_CENTER:
        return m.left + left + max(0, (room - w) // 2)
    return m.left + left + max(0, room - w)


def _pos_xy(win, st, m, pos):
    """Client (x, y) of the caret position ``pos`` (top of the line)."""
    lines = _layout(win, st, m)
    i = _line_of(lines, pos)
    s, e = lines[i]
    x = _line_x(win, st, m, lines[i]) + m.span(st, s, min(pos, e)) - st.xoff
    return x, m.line_y(st, lines, i)


def _pos_from_point(win, st, m, x, y):
    """Character position nearest to client point (x, y)."""
    lines = _layout(win, st, m)
    i = m.line_at(st, lines, y) if _multi(win) else 0
    i = max(0, min(len(lines) - 1, i))
    s, e = lines[i]
    cx = _line_x(win, st, m, lines[i]) - st.xoff
    for p in range(s, e):
        a = m.adv_at(st, p)
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
        elif m.metrics_of is not None:
            # lines of their own heights: scroll until the caret's line ends in view
            while st.top < i and m.line_y(st, lines, i) + m.line_h(lines[i]) > m.ch:
                st.top += 1
        elif i >= st.top + m.visible:
            st.top = i - m.visible + 1
        st.top = max(0, min(st.top, max(0, len(lines) - 1)))
    if win.style & ES_AUTOHSCROLL:
        i = _line_of(lines, st.caret)
        s, e = lines[i]
        cx = _line_x(win, st, m, lines[i]) + m.span(st, s, st.caret)
        if cx - st.xoff < m.left:
            st.xoff = max(0, cx - m.left - m.width // 4)
        elif cx - st.xoff > m.left + m.width - 1:
            # Windows jumps a quarter of the width, not a character at a time.
            st.xoff = cx - m.left - m.width + 1 + m.width // 4
    else:
        st.xoff = 0
    return (st.top, st.xoff) != old
