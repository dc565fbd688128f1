"""A console: its screen buffers, its input buffer and its window's handle — what a
console host (conhost) keeps for the processes attached to it.

The process's start-up console is the output log (``kernel/console.py``); a console made
by AllocConsole is shown in a window (``controls/console.py`` draws it and turns its
keystrokes into input records). Both ends meet here:

- **Screen buffers**: a console has one at first and may have more
  (CreateConsoleScreenBuffer); one of them is *active*, the one its window shows
  (SetConsoleActiveScreenBuffer). Each is a grid of cells, a character and an attribute
  each (FOREGROUND_* | BACKGROUND_* ..., the low byte naming two of the 16 colours of its
  colour table), with its cursor, the attribute new text takes, and the rectangle of it
  the window shows.
- **Output** (WriteConsole, WriteFile on an output handle) lands in a buffer at the cursor
  with ENABLE_PROCESSED_OUTPUT's rules, as Windows documents them: a backspace moves the
  cursor one cell back, a tab to the next multiple of 8, a carriage return to the start of
  the line, a line feed to the next line, a bell makes no character; a line wraps at the
  buffer's width (ENABLE_WRAP_AT_EOL_OUTPUT) and the buffer scrolls up at its last row.
  The window follows the cursor. With ENABLE_VIRTUAL_TERMINAL_PROCESSING in the buffer's
  output mode (as on Windows 10) the common VT sequences are interpreted rather than
  shown: cursor moves (CUU/CUD/CUF/CUB/CNL/CPL/CHA/VPA/CUP, save and restore), erasing
  (ED, EL, ECH), SGR colours (the 8 + 8 colours, bright, reverse, underline; the
  extended 256-colour and red;green;blue forms as the nearest of the buffer's 16), the
  cursor's visibility, the alternate screen buffer (CSI ? 1049 h/l) and the queries
  whose answers come as input (the cursor position, CSI 6 n; the identity, CSI c);
  others are dropped, as a terminal drops what it does not know.
  DISABLE_NEWLINE_AUTO_RETURN defers the wrap at a line's end to the next printable
  character. Without the flag an ESC is a character, as before Windows 10.
- **Input** is a queue of KEY_EVENT records the window adds: ReadConsoleInput takes them,
  ReadConsole (ENABLE_LINE_INPUT) makes lines of them, echoed into the active buffer;
  with ENABLE_VIRTUAL_TERMINAL_INPUT a raw read gets the keys as VT sequences
  (``vt_input``).
"""

from collections import deque

__all__ = ["Console", "ScreenBuffer", "KeyRecord", "BUFFER_WIDTH", "BUFFER_HEIGHT",
           "WINDOW_ROWS", "DEFAULT_COLORS", "DEFAULT_ATTR", "vt_input"]

#: A new console's screen buffer and window (Windows' defaults: 80 columns, 300 rows kept,
#: 25 shown), and its colours: light grey on black (FOREGROUND_RED|GREEN|BLUE = 7).
BUFFER_WIDTH, BUFFER_HEIGHT, WINDOW_ROWS = 80, 300, 25
DEFAULT_ATTR = 0x07
#: The popup attribute of a new buffer (Windows' default PopupColors: magenta on white).
POPUP_ATTR = 0xF5
TAB = 8
ENABLE_PROCESSED_OUTPUT, ENABLE_WRAP_AT_EOL_OUTPUT = 0x1, 0x2
ENABLE_VIRTUAL_TERMINAL_PROCESSING, DISABLE_NEWLINE_AUTO_RETURN = 0x4, 0x8
FOREGROUND_INTENSITY, BACKGROUND_INTENSITY = 0x08, 0x80
COMMON_LVB_REVERSE_VIDEO, COMMON_LVB_UNDERSCORE = 0x4000, 0x8000
ESC = "\x1b"
#: The 16 console colours (COLORREF 0x00BBGGRR), the classic colour table (Windows'
#: before Windows 10's 1709 update, and Wine's conhost): index = the FOREGROUND_INTENSITY,
#: RED, GREEN, BLUE bits (8|4|2|1), the attribute's low nibble for the text, its high
#: nibble for the background.
DEFAULT_COLORS = (0x000000, 0x800000, 0x008000, 0x808000, 0x000080, 0x800080, 0x008080,
                  0xC0C0C0, 0x808080, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF,
                  0x00FFFF, 0xFFFFFF)


class KeyRecord:
    """One KEY_EVENT input record (the fields of KEY_EVENT_RECORD)."""

    __slots__ = ("down", "repeat", "vk", "scan", "char", "state")

    def __init__(self, down, vk, scan, char, state, repeat=1):
        self.down, self.vk, self.scan, self.char = down, vk, scan, char
        self.state, self.repeat = state, repeat

    def __repr__(self):
        return "KeyRecord(%s, vk=%#x, char=%r)" % ("down" if self.down else "up", self.vk,
                                                  self.char)


class ScreenBuffer:
    """A console screen buffer: cells (a character and an attribute each), the cursor,
    the attribute new text takes, the window's rectangle in it and its colour table."""

    def __init__(self, width=BUFFER_WIDTH, height=BUFFER_HEIGHT, window_cols=BUFFER_WIDTH,
                 window_rows=WINDOW_ROWS, colors=DEFAULT_COLORS, attr=DEFAULT_ATTR):
        self.width, self.height = width, height
        self.attr = attr                      # SetConsoleTextAttribute's, for new text
        self.chars = [[" "] * width for _ in range(height)]
        self.attrs = [[attr] * width for _ in range(height)]
        self.cursor = (0, 0)                  # (column, row) in the buffer
        self.left, self.top = 0, 0            # the window's top-left cell
        self.window_cols = min(window_cols, width)
        self.window_rows = min(window_rows, height)
        self.popup_attr = POPUP_ATTR
        self.colors = list(colors)            # the colour table (COLORREFs)
        self.cursor_size, self.cursor_visible = 25, True   # SetConsoleCursorInfo's
        self.changed = False                  # changed since the window last looked
        self.mode = ENABLE_PROCESSED_OUTPUT | ENABLE_WRAP_AT_EOL_OUTPUT   # SetConsoleMode's
        self.default_attr = attr              # what SGR 0, 39 and 49 return to
        self.vt_pending = ""                  # an escape sequence a write ended inside
        self.saved_cursor = (0, 0)            # VT's save (ESC 7, CSI s)
        self.wrap_at = None                   # the cell whose wrap is deferred (below)
        self.console = None                   # the Console whose input gets its reports
        self.main = None                      # the main buffer's cells while the
                                              # alternate one is shown (CSI ? 1049 h)

    # -- output ------------------------------------------------------------------------
    def write(self, text):
        """Write ``text`` at the cursor with processed output (module docstring)."""
        if not self.mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING:
            self._write_plain(text)
            return
        text, self.vt_pending = self.vt_pending + text, ""
        i = 0
        while i < len(text):
            j = text.find(ESC, i)
            if j < 0:
                self._write_plain(text[i:])
                break
            if j > i:
                self._write_plain(text[i:j])
            end = _sequence_end(text, j)
            if end is None:                   # the rest comes with the next write
                self.vt_pending = text[j:]
                break
            self._escape(text[j:end])
            i = end
        self.changed = True

    def _write_plain(self, text):
        """Characters at the cursor. At the end of a line: with ENABLE_WRAP_AT_EOL_OUTPUT
        the cursor goes to the next line (the buffer scrolling at its last), without it
        the last cell is written over. DISABLE_NEWLINE_AUTO_RETURN defers that wrap: the
        cursor stays on the last cell until the next printable character, which wraps
        first; anything else (a control character, a sequence, a cursor move) cancels
        it, so a full-screen program can fill the last row without scrolling."""
        x, y = self.cursor
        wrap = self.mode & ENABLE_WRAP_AT_EOL_OUTPUT
        deferred = wrap and self.mode & DISABLE_NEWLINE_AUTO_RETURN
        pending = self.wrap_at == (x, y)
        for ch in text:
            printable = ch not in "\n\r\b\t\a"
            if pending and printable:
                x, y = 0, y + 1
            pending = False
            if ch == "\n":
                x, y = 0, y + 1
            elif ch == "\r":
                x = 0
            elif ch == "\b":
                x = max(0, x - 1)
            elif ch == "\t":
                x = min(self.width - 1, (x // TAB + 1) * TAB)
            elif ch == "\a":
                continue
            else:
                if x >= self.width:
                    x, y = 0, y + 1
                y = self._scroll_to(y)
                self.chars[y][x] = ch
                self.attrs[y][x] = self.attr
                x += 1
                if x >= self.width:           # the end of the line
                    if deferred:
                        x, pending = self.width - 1, True
                    elif wrap:
                        x, y = 0, y + 1
                    else:
                        x = self.width - 1
            y = self._scroll_to(y)
        self.cursor = (x, y)
        self.wrap_at = (x, y) if pending else None
        self._follow_cursor()
        self.changed = True

    # -- VT sequences --------------------------------------------------------------------
    def _escape(self, seq):
        """Carry out one complete escape sequence (ESC included)."""
        self.wrap_at = None
        if seq in (ESC + "7", ESC + "8"):
            if seq[1] == "7":
                self.saved_cursor = self.cursor
            else:
                self.cursor = self.saved_cursor
            return
        if len(seq) < 3 or seq[1] != "[":
            return                            # OSC, charset and other sequences: dropped
        final, body = seq[-1], seq[2:-1]
        private = body.startswith("?")
        args = [int(a) if a.isdigit() else 0 for a in body.lstrip("?").split(";")]
        n = max(args[0], 1) if args else 1
        x, y = self.cursor
        top, rows = self.top, self.window_rows
        if private:
            if args and args[0] == 25 and final in "hl":
                self.cursor_visible = final == "h"
            elif args and args[0] == 1049 and final in "hl":
                self._alternate(final == "h")
            return
        if final in "ABCDEF":
            dx, dy = {"A": (0, -n), "B": (0, n), "C": (n, 0), "D": (-n, 0), "E": (0, n),
                      "F": (0, -n)}[final]
            x = 0 if final in "EF" else min(max(x + dx, 0), self.width - 1)
            y = min(max(y + dy, top), top + rows - 1)
        elif final == "G":
            x = min(n, self.width) - 1
        elif final == "d":
            y = top + min(n, rows) - 1
        elif final in "Hf":
            row = args[0] if args and args[0] else 1
            col = args[1] if len(args) > 1 and args[1] else 1
            x, y = min(col, self.width) - 1, top + min(row, rows) - 1
        elif final == "J":
            first, last = (x, y), (self.width - 1, top + rows - 1)
            if args and args[0] == 1:
                first, last = (0, top), (x, y)
            elif args and args[0] in (2, 3):
                first = (0, top)
            self._erase(first, last)
        elif final == "K":
            first, last = (x, y), (self.width - 1, y)
            if args and args[0] == 1:
                first, last = (0, y), (x, y)
            elif args and args[0] == 2:
                first = (0, y)
            self._erase(first, last)
        elif final == "X":
            self._erase((x, y), (min(x + n, self.width) - 1, y))
        elif final == "m":
            self._sgr(args or [0])
        elif final == "n" and body == "6":
            # DECXCPR: the cursor's place in the window (1-based) as input
            self._report("%s[%d;%dR" % (ESC, y - top + 1, x - self.left + 1))
        elif final == "c" and body in ("", "0"):
            self._report(ESC + "[?1;0c")      # DA: the identity Windows' console gives
        elif final == "s":
            self.saved_cursor = (x, y)
        elif final == "u":
            x, y = self.saved_cursor
        self.cursor = (x, y)

    def _report(self, text):
        """A query's answer: the console puts it in its input buffer, as if typed."""
        if self.console is not None:
            self.console.add_text_input(text)

    def _erase(self, first, last):
        """Blank the cells from ``first`` to ``last`` (row after row) in the current
        attribute, as VT's erase functions do."""
        (x, y), (lx, ly) = first, last
        for cx, cy in self.run(x, y, (ly - y) * self.width + lx - x + 1):
            self.chars[cy][cx], self.attrs[cy][cx] = " ", self.attr & ~COMMON_LVB_UNDERSCORE

    def _sgr(self, args):
        """Select Graphic Rendition: the attribute new text takes."""
        attr = self.attr
        i = 0
        while i < len(args):
            a = args[i]
            if a == 0:
                attr = self.default_attr
            elif a == 1:
                attr |= FOREGROUND_INTENSITY
            elif a == 22:
                attr &= ~FOREGROUND_INTENSITY
            elif a == 4:
                attr |= COMMON_LVB_UNDERSCORE
            elif a == 24:
                attr &= ~COMMON_LVB_UNDERSCORE
            elif a == 7:
                attr |= COMMON_LVB_REVERSE_VIDEO
            elif a == 27:
                attr &= ~COMMON_LVB_REVERSE_VIDEO
            elif 30 <= a <= 37 or 90 <= a <= 97:
                attr = attr & ~0x0F | _ansi(a % 10) | (8 if a >= 90 else 0)
            elif 40 <= a <= 47 or 100 <= a <= 107:
                attr = attr & ~0xF0 | (_ansi(a % 10) | (8 if a >= 100 else 0)) << 4
            elif a == 39:
                attr = attr & ~0x0F | self.default_attr & 0x0F
            elif a == 49:
                attr = attr & ~0xF0 | self.default_attr & 0xF0
            elif a in (38, 48) and i + 1 < len(args):
                # the extended colours: an index of the 256 (the first 16 are the
                # console's own), or red;green;blue -- each taken as the nearest of
                # the buffer's 16, what an attribute can hold
                c = None
                if args[i + 1] == 5 and i + 2 < len(args):
                    k = args[i + 2]
                    c = _ansi(k % 8) | (8 if k >= 8 else 0) if k < 16 else \
                        self._nearest(*_xterm_rgb(k)) if k < 256 else None
                    i += 2
                elif args[i + 1] == 2 and i + 4 < len(args):
                    c = self._nearest(*args[i + 2:i + 5])
                    i += 4
                if c is not None:
                    attr = attr & ~0x0F | c if a == 38 else attr & ~0xF0 | c << 4
            i += 1
        self.attr = attr & 0xFFFF

    def _nearest(self, r, g, b):
        """The index of the colour table's entry nearest to r, g, b."""
        def distance(i):
            ref = self.colors[i]
            return (ref & 0xFF) - r, (ref >> 8 & 0xFF) - g, (ref >> 16 & 0xFF) - b
        return min(range(16), key=lambda i: sum(d * d for d in distance(i)))

    def _alternate(self, on):
        """CSI ? 1049 h: show an alternate screen buffer, the window's size, blank in the
        current attribute, with the cursor at the same place in the window; CSI ? 1049 l:
        back to the main buffer as it was (its cells, cursor and window). Switching to
        the buffer already shown changes nothing."""
        if on == (self.main is not None):
            return
        if on:
            self.main = (self.chars, self.attrs, self.width, self.height, self.cursor,
                         self.left, self.top)
            x, y = self.cursor
            w, h = self.window_cols, self.window_rows
            self.chars = [[" "] * w for _ in range(h)]
            self.attrs = [[self.attr] * w for _ in range(h)]
            self.width, self.height = w, h
            self.cursor = (min(max(x - self.left, 0), w - 1), min(max(y - self.top, 0), h - 1))
            self.left = self.top = 0
        else:
            (self.chars, self.attrs, self.width, self.height, self.cursor, self.left,
             self.top), self.main = self.main, None
        self.changed = True

    def _scroll_to(self, y):
        """Keep row ``y`` inside the buffer: at its last row the buffer scrolls up, the
        new row blank in the current attribute."""
        while y >= self.height:
            del self.chars[0], self.attrs[0]
            self.chars.append([" "] * self.width)
            self.attrs.append([self.attr] * self.width)
            y -= 1
        return y

    def move_window_to_cursor(self):
        """Scroll the window so the cursor is shown (SetConsoleCursorPosition)."""
        self._follow_cursor()

    def _follow_cursor(self):
        x, y = self.cursor
        if y < self.top:
            self.top = y
        elif y >= self.top + self.window_rows:
            self.top = y - self.window_rows + 1
        if x < self.left:
            self.left = x
        elif x >= self.left + self.window_cols:
            self.left = min(x, self.width - 1) - self.window_cols + 1

    def visible_lines(self):
        """The rows the window shows, as strings."""
        return ["".join(r[self.left:self.left + self.window_cols])
                for r in self.chars[self.top:self.top + self.window_rows]]

    # -- cells ---------------------------------------------------------------------------
    def cell(self, x, y):
        """The (character, attribute) of cell (x, y)."""
        return self.chars[y][x], self.attrs[y][x]

    def put(self, x, y, ch=None, attr=None):
        """Set the character and/or the attribute of cell (x, y)."""
        if ch is not None:
            self.chars[y][x] = ch
        if attr is not None:
            self.attrs[y][x] = attr
        self.changed = True

    def run(self, x, y, n):
        """The cells from (x, y) on, row after row, at most ``n`` and not past the
        buffer's end: what the ...OutputCharacter/Attribute functions go over."""
        out = []
        while len(out) < n and y < self.height:
            out.append((x, y))
            x += 1
            if x >= self.width:
                x, y = 0, y + 1
        return out

    def scroll(self, src, clip, dest, fill_ch, fill_attr):
        """ScrollConsoleScreenBuffer: move rectangle ``src`` (left, top, right, bottom,
        inside the buffer) so its top-left lands at ``dest``; only cells inside ``clip``
        change, and those of ``src`` nothing moved onto take the fill."""
        l, t, r, b = src
        saved = [[self.cell(x, y) for x in range(l, r + 1)] for y in range(t, b + 1)]
        cl, ct, cr, cb = clip

        def inside(x, y):
            return cl <= x <= cr and ct <= y <= cb and 0 <= x < self.width \
                and 0 <= y < self.height
        for y in range(t, b + 1):
            for x in range(l, r + 1):
                if inside(x, y):
                    self.chars[y][x], self.attrs[y][x] = fill_ch, fill_attr
        dx, dy = dest
        for j, row in enumerate(saved):
            for i, (ch, attr) in enumerate(row):
                if inside(dx + i, dy + j):
                    self.chars[dy + j][dx + i], self.attrs[dy + j][dx + i] = ch, attr
        self.changed = True

    def resize(self, width, height):
        """SetConsoleScreenBufferSize: keep the cells that fit, new ones blank in the
        current attribute; the cursor and the window stay inside."""
        for rows, blank in ((self.chars, " "), (self.attrs, self.attr)):
            del rows[height:]
            for row in rows:
                del row[width:]
                row.extend([blank] * (width - len(row)))
            rows.extend([[blank] * width for _ in range(height - len(rows))])
        self.width, self.height = width, height
        x, y = self.cursor
        self.cursor = (min(x, width - 1), min(y, height - 1))
        self.window_cols, self.window_rows = min(self.window_cols, width), \
            min(self.window_rows, height)
        self.left = min(self.left, width - self.window_cols)
        self.top = min(self.top, height - self.window_rows)
        self.changed = True


def _ansi(i):
    """A VT colour number (red 1, green 2, blue 4) as the console's bits (blue 1,
    green 2, red 4)."""
    return (i & 1) << 2 | (i & 2) | (i & 4) >> 2


#: ENABLE_VIRTUAL_TERMINAL_INPUT: the keys that type no character, as the VT sequences
#: Windows' console reads them as (the final of CSI 1;m X, or the number of CSI n;m ~)
_VT_LETTER = {0x26: "A", 0x28: "B", 0x27: "C", 0x25: "D", 0x24: "H", 0x23: "F"}
_VT_TILDE = {0x2D: 2, 0x2E: 3, 0x21: 5, 0x22: 6, 0x74: 15, 0x75: 17, 0x76: 18, 0x77: 19,
             0x78: 20, 0x79: 21, 0x7A: 23, 0x7B: 24}
_VT_SS3 = {0x70: "P", 0x71: "Q", 0x72: "R", 0x73: "S"}          # F1-F4
VK_BACK = 0x08


def vt_input(record):
    """What key-down ``record`` reads as with ENABLE_VIRTUAL_TERMINAL_INPUT: its
    character (Backspace as DEL, Alt with a character as ESC and the character), or the
    VT sequence of a cursor, editing or function key, with the modifiers' parameter
    (1 + Shift 1 + Alt 2 + Ctrl 4) when one is held; "" for the rest (Shift alone...)."""
    state = record.state
    mods = 1 + (1 if state & 0x10 else 0) + (2 if state & 0x3 else 0) + \
        (4 if state & 0xC else 0)
    vk = record.vk
    if vk == VK_BACK and not state & 0xC:
        return "\x7f"
    if record.char:
        return (ESC if state & 0x3 else "") + record.char
    if vk in _VT_LETTER:
        return ESC + "[" + ("1;%d" % mods if mods > 1 else "") + _VT_LETTER[vk]
    if vk in _VT_SS3:
        return ESC + ("[1;%d" % mods if mods > 1 else "O") + _VT_SS3[vk]
    if vk in _VT_TILDE:
        return ESC + "[%d%s~" % (_VT_TILDE[vk], ";%d" % mods if mods > 1 else "")
    return ""


def _xterm_rgb(k):
    """Colour ``k`` (16-255) of the 256: a 6x6x6 cube, then 24 greys."""
    if k >= 232:
        v = 8 + 10 * (k - 232)
        return v, v, v
    k -= 16
    return tuple((0, 95, 135, 175, 215, 255)[d] for d in (k // 36, k // 6 % 6, k % 6))


def _sequence_end(text, start):
    """The index after the escape sequence at ``start``, or None when ``text`` ends
    inside it."""
    if start + 1 >= len(text):
        return None
    kind = text[start + 1]
    if kind == "[":
        for k in range(start + 2, len(text)):
            if "@" <= text[k] <= "~":
                return k + 1
        return None
    if kind == "]":                           # OSC: up to BEL or ST
        for k in range(start + 2, len(text)):
            if text[k] == "\a":
                return k + 1
            if text[k] == ESC and k + 1 < len(text) and text[k + 1] == "\\":
                return k + 2
        return None
    if kind in "()":
        return start + 3 if start + 2 < len(text) else None
    return start + 2


class Console:
    """A console: its screen buffers (``screen`` the first, ``active`` the one shown),
    its input queue and its window."""

    def __init__(self, title):
        self.title = title
        self.screen = ScreenBuffer()          # the buffer the standard handles name
        self.screen.console = self
        self.active = self.screen             # the buffer the window shows
        self.input = deque()                  # KeyRecords not read yet
        self.line = []                        # ReadConsole's line being typed
        self.pending = ""                     # a typed line's rest a short read left
        self.hwnd = 0                         # its window (controls/console.py)
        self.changed = False                  # the active buffer changed (a switch)
        self.drawn = None                     # what the window shows (controls/console)

    def write(self, text):
        """Write ``text`` to the console's first buffer (its standard output)."""
        self.screen.write(text)

    # -- input -------------------------------------------------------------------------
    def add_input(self, record):
        """Queue an input record (the window's keystrokes)."""
        self.input.append(record)

    def add_text_input(self, text):
        """Queue ``text`` as the records of keys typing it (a key down and up per
        character, no virtual key): how a VT query's answer reaches the program."""
        for ch in text:
            self.input.append(KeyRecord(True, 0, 0, ch, 0))
            self.input.append(KeyRecord(False, 0, 0, ch, 0))

    def take_input(self, n, remove=True):
        """Up to ``n`` queued records, oldest first (left queued when not ``remove``)."""
        out = list(self.input)[:n]
        if remove:
            for _ in out:
                self.input.popleft()
        return out

    def take_line(self, echo):
        """ReadConsole with ENABLE_LINE_INPUT: consume queued key-downs into the line
        being typed (Backspace removes the last character; with ``echo`` each change is
        shown at the cursor). Returns the line with its CR LF once Enter was pressed,
        else None (the records were consumed; the line waits for more)."""
        while self.input:
            r = self.input.popleft()
            if not r.down or not r.char:
                continue
            ch = r.char
            if ch == "\r":
                self.line.append("\r\n")
                if echo:
                    self.active.write("\r\n")
                text, self.line = "".join(self.line), []
                return text
            if ch == "\b":
                if self.line:
                    self.line.pop()
                    if echo:
                        self.active.write("\b \b")
                continue
            self.line.append(ch)
            if echo:
                self.active.write(ch)
        return None
