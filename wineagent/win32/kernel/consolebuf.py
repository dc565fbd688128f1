"""A console that AllocConsole made: its screen buffer, its input buffer and its window's
handle — what a console host (conhost) keeps for the processes attached to it.

The process's start-up console is the output log (``kernel/console.py``); a console made
by AllocConsole is shown in a window (``controls/console.py`` draws it and turns its
keystrokes into input records). Both ends meet here:

- **Output** (WriteConsole, WriteFile on an output handle) lands in the screen buffer at
  the cursor with ENABLE_PROCESSED_OUTPUT's rules, as Windows documents them: a backspace
  moves the cursor one cell back, a tab to the next multiple of 8, a carriage return to
  the start of the line, a line feed to the next line, a bell makes no character; a line
  wraps at the buffer's width (ENABLE_WRAP_AT_EOL_OUTPUT) and the buffer scrolls up at
  its last row. The window shows the rows the cursor is in.
- **Input** is a queue of KEY_EVENT records the window adds: ReadConsoleInput takes them,
  ReadConsole (ENABLE_LINE_INPUT) makes lines of them, echoed into the buffer.
"""

from collections import deque

__all__ = ["Console", "KeyRecord", "BUFFER_WIDTH", "BUFFER_HEIGHT", "WINDOW_ROWS"]

#: A new console's screen buffer and window (Windows' defaults: 80 columns, 300 rows kept,
#: 25 shown), and its colours: light grey on black (FOREGROUND_RED|GREEN|BLUE = 7).
BUFFER_WIDTH, BUFFER_HEIGHT, WINDOW_ROWS = 80, 300, 25
DEFAULT_ATTR = 0x07
TAB = 8


class KeyRecord:
    """One KEY_EVENT input record (the fields of KEY_EVENT_RECORD)."""

    __slots__ = ("down", "repeat", "vk", "scan", "char", "state")

    def __init__(self, down, vk, scan, char, state, repeat=1):
        self.down, self.vk, self.scan, self.char = down, vk, scan, char
        self.state, self.repeat = state, repeat

    def __repr__(self):
        return "KeyRecord(%s, vk=%#x, char=%r)" % ("down" if self.down else "up", self.vk,
                                                  self.char)


class Console:
    """A console made by AllocConsole: screen buffer, cursor, input queue, window."""

    def __init__(self, title):
        self.title = title
        self.width, self.height = BUFFER_WIDTH, BUFFER_HEIGHT
        self.rows = [[" "] * self.width for _ in range(self.height)]
        self.cursor = (0, 0)                  # (column, row) in the buffer
        self.top = 0                          # the buffer row at the window's top
        self.input = deque()                  # KeyRecords not read yet
        self.line = []                        # ReadConsole's line being typed
        self.pending = ""                     # a typed line's rest a short read left
        self.hwnd = 0                         # its window (controls/console.py)
        self.changed = False                  # written since the window last looked
        self.attr = DEFAULT_ATTR              # SetConsoleTextAttribute's, for new text
        self.cursor_size, self.cursor_visible = 25, True   # SetConsoleCursorInfo's

    # -- output ------------------------------------------------------------------------
    def write(self, text):
        """Write ``text`` at the cursor with processed output (module docstring)."""
        x, y = self.cursor
        for ch in text:
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
                self.rows[y][x] = ch
                x += 1
                if x >= self.width:           # wrap at the end of the line
                    x, y = 0, y + 1
            y = self._scroll_to(y)
        self.cursor = (x, y)
        self._follow_cursor()
        self.changed = True

    def _scroll_to(self, y):
        """Keep row ``y`` inside the buffer: at its last row the buffer scrolls up."""
        while y >= self.height:
            del self.rows[0]
            self.rows.append([" "] * self.width)
            y -= 1
        return y

    def move_window_to_cursor(self):
        """Scroll the window so the cursor's row is shown (SetConsoleCursorPosition)."""
        self._follow_cursor()

    def _follow_cursor(self):
        """Scroll the window so the cursor's row is shown."""
        y = self.cursor[1]
        if y < self.top:
            self.top = y
        elif y >= self.top + WINDOW_ROWS:
            self.top = y - WINDOW_ROWS + 1

    def visible_lines(self):
        """The rows the window shows, as strings."""
        return ["".join(r) for r in self.rows[self.top:self.top + WINDOW_ROWS]]

    # -- input -------------------------------------------------------------------------
    def add_input(self, record):
        """Queue an input record (the window's keystrokes)."""
        self.input.append(record)

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
                    self.write("\r\n")
                text, self.line = "".join(self.line), []
                return text
            if ch == "\b":
                if self.line:
                    self.line.pop()
                    if echo:
                        self.write("\b \b")
                continue
            self.line.append(ch)
            if echo:
                self.write(ch)
        return None
