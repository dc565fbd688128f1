"""The clipboard: one per VM (``vm.clipboard``), under the USER32 functions of
``dlls/user32/clipboard.py``.

Data handed to SetClipboardData is an HGLOBAL, which in this emulator is a plain heap
block (GlobalAlloc returns a pointer; GlobalLock returns it unchanged; GlobalSize gives the
size). The clipboard snapshots the bytes when they are set and owns the block from then
on, as Windows does: EmptyClipboard frees it.

The three text formats convert into each other as Windows synthesizes them: CF_TEXT is
the ANSI code page (cp1252), CF_OEMTEXT the OEM one (cp437), CF_UNICODETEXT UTF-16.
As on Windows, the synthesized formats (and CF_LOCALE, the input locale of the text)
appear when the clipboard is closed after a text format was set, after the formats set.
A synthesized format gets its own heap block the first time GetClipboardData asks for it.
Python code (the EDIT control, tools) uses :meth:`Clipboard.get_text` / :meth:`set_text`.

Delayed rendering: SetClipboardData with a NULL handle offers a format without its data;
the first GetClipboardData of it (or of a text format synthesized from it) sends the
owner WM_RENDERFORMAT, during which the owner's SetClipboardData puts the data in (no
data then: NULL, and the next request asks again). When the owner window is destroyed it
first hears WM_RENDERALLFORMATS; whatever it leaves unrendered is dropped, the clipboard
has no owner any more and the viewer hears WM_DRAWCLIPBOARD. EmptyClipboard sends the
owner WM_DESTROYCLIPBOARD. Every change that reaches the viewer chain also posts
WM_CLIPBOARDUPDATE to the format listeners (AddClipboardFormatListener, Vista's
replacement of the chain). (The Python side reads rendered data only.)

The clipboard is open for one thread: only it may empty it, read its data, enumerate it
and close it; another thread may open it with the same window (it takes it over), and
any thread may set data while the window that opened it is its owner (Wine's tests, run
on Windows). A thread that ends with the clipboard open closes it.
"""

from ..core.winerror import ERROR_ACCESS_DENIED, ERROR_CLIPBOARD_NOT_OPEN

__all__ = ["Clipboard", "ClipboardBusy", "CF_TEXT", "CF_OEMTEXT", "CF_UNICODETEXT",
           "CF_LOCALE"]

CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT, CF_LOCALE = 1, 7, 13, 16
WM_RENDERFORMAT, WM_RENDERALLFORMATS, WM_DESTROYCLIPBOARD = 0x0305, 0x0306, 0x0307
WM_DRAWCLIPBOARD = 0x0308
WM_CLIPBOARDUPDATE = 0x031D
#: CF_LOCALE's data: the LCID of the input locale (en-US, as GetKeyboardLayout answers)
_INPUT_LCID = 0x0409

_TEXT_FORMATS = (CF_UNICODETEXT, CF_TEXT, CF_OEMTEXT)
_CODEC = {CF_TEXT: "cp1252", CF_OEMTEXT: "cp437", CF_UNICODETEXT: "utf-16-le"}


def _decode(fmt, raw):
    """Text of a text format's bytes, up to the terminating NUL."""
    if fmt == CF_UNICODETEXT:
        for i in range(0, len(raw) - 1, 2):
            if raw[i] == 0 and raw[i + 1] == 0:
                raw = raw[:i]
                break
        return raw[:len(raw) & ~1].decode("utf-16-le", "replace")
    return raw.split(b"\0", 1)[0].decode(_CODEC[fmt], "replace")


def _encode(fmt, text):
    nul = b"\0\0" if fmt == CF_UNICODETEXT else b"\0"
    return text.encode(_CODEC[fmt], "replace") + nul


class ClipboardBusy(ValueError):
    """The guest has the clipboard open, so no one else may change it now."""


class Clipboard:
    """The VM's clipboard: formats -> bytes, plus the open/owner state of the API."""

    #: (class defaults for clipboards saved before these existed)
    open_thread = None        # the thread that has it open
    rendering = 0             # WM_RENDERFORMAT / WM_RENDERALLFORMATS under way
    synthesized = False       # the text formats' conversions are offered

    def __init__(self, vm):
        self.vm = vm
        self.data = {}        # format -> bytes as set (text: with the NUL); None: delayed
        self.blocks = {}      # format -> guest HGLOBAL owned by the clipboard
        self.open_window = None   # hwnd (0 for a task) that has it open, or None
        self.owner = 0
        self.sequence = 0     # GetClipboardSequenceNumber: bumped on every change
        self.viewer = 0       # head of the clipboard viewer chain (SetClipboardViewer)
        self.listeners = []   # AddClipboardFormatListener's windows, in order added
        self.opened_at = 0    # the sequence number when OpenClipboard succeeded

    # -- Python side ------------------------------------------------------------------
    def get_text(self):
        """The clipboard's text (from any text format), or None when it holds none."""
        for fmt in _TEXT_FORMATS:
            if self.data.get(fmt) is not None:
                return _decode(fmt, self.data[fmt])
        return None

    def set_text(self, text):
        """Replace the clipboard's contents with ``text`` (as CF_UNICODETEXT)."""
        self.empty(owner=0)
        self.data[CF_UNICODETEXT] = _encode(CF_UNICODETEXT, text)
        self.closed_after_change()

    def set_text_from_outside(self, text):
        """What another process does to put ``text`` on the clipboard — OpenClipboard(NULL),
        EmptyClipboard, SetClipboardData(CF_UNICODETEXT), CloseClipboard — for the agent's
        ``set-clipboard``. Returns the new sequence number.

        Raises :class:`ClipboardBusy` while the guest has the clipboard open: OpenClipboard
        fails for everyone else then. The owner becomes NULL (an opener without a window),
        CF_TEXT and CF_OEMTEXT are synthesized from the Unicode text on request, and the
        head of the viewer chain gets WM_DRAWCLIPBOARD. Windows *sends* that from the
        other process's CloseClipboard; a cross-process send is handled when the viewer's
        thread next retrieves messages, so here it is posted, to arrive at that point.
        """
        if self.open_window is not None:
            raise ClipboardBusy("the program has the clipboard open (window %#x); let it "
                                "run until it closes it" % self.open_window)
        self.set_text(text)
        viewer = self.viewer
        if viewer and self.vm.messages.window_exists(viewer):
            self.vm.messages.post(viewer, WM_DRAWCLIPBOARD, self.owner, 0)
        self.tell_listeners()
        return self.sequence

    # -- model ---------------------------------------------------------------------------
    def empty(self, owner):
        """Drop every format, freeing the guest blocks the clipboard owns."""
        for h in self.blocks.values():
            self.vm.heap.free(h)
        self.blocks.clear()
        self.data.clear()
        self.owner = owner
        self.synthesized = False
        self.sequence += 1

    def closed_after_change(self):
        """CloseClipboard after the contents changed: a text format brings CF_LOCALE and
        the other text formats' conversions."""
        if any(f in self.data for f in _TEXT_FORMATS):
            if CF_LOCALE not in self.data:
                self.data[CF_LOCALE] = _INPUT_LCID.to_bytes(4, "little")
            self.synthesized = True

    def _text_source(self):
        """The text format the others are converted from (the first one set), or None."""
        return next((f for f in self.data if f in _TEXT_FORMATS), None)

    def formats(self):
        """Available formats: those set (or offered for delayed rendering), then the
        synthesized text formats."""
        out = list(self.data)
        if self.synthesized and self._text_source() is not None:
            out += [f for f in (CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT) if f not in out]
        return out

    def set_format(self, fmt, h):
        """SetClipboardData's change: ``fmt`` holds the block ``h`` (the clipboard owns
        it from now on), or with ``h`` 0 is offered for delayed rendering."""
        vm = self.vm
        old = self.blocks.pop(fmt, None)
        if old is not None and old != h:
            vm.heap.free(old)
        # Setting one text format replaces the others' synthesized copies.
        if fmt in _TEXT_FORMATS:
            for other in _TEXT_FORMATS:
                if other != fmt and other not in self.data and other in self.blocks:
                    vm.heap.free(self.blocks.pop(other))
        if h:
            size = vm.heap.size(h)
            self.data[fmt] = vm.mem.read(h, size) if size else b""
            self.blocks[fmt] = h
        else:
            self.data[fmt] = None
        self.sequence += 1

    def _render(self, fmt):
        """Generator: ask the owner for a delayed format (WM_RENDERFORMAT)."""
        if not (self.owner and self.vm.messages.window_exists(self.owner)):
            return
        self.rendering += 1
        try:
            yield from self.vm.messages.send(self.owner, WM_RENDERFORMAT, fmt, 0)
        finally:
            self.rendering -= 1

    def fetch(self, fmt):
        """Generator: the guest HGLOBAL holding ``fmt`` (rendering a delayed format,
        synthesizing text formats), or 0."""
        if fmt in self.blocks:
            return self.blocks[fmt]
        if fmt in self.data:
            src = fmt
        elif fmt in _TEXT_FORMATS and fmt in self.formats():
            src = self._text_source()
        else:
            return 0
        if self.data.get(src) is None:
            yield from self._render(src)
            if self.data.get(src) is None:
                return 0                    # the owner gave nothing
        return self.handle_for(fmt)

    def handle_for(self, fmt):
        """The guest HGLOBAL holding ``fmt`` (synthesizing text formats from rendered
        data), or 0."""
        if fmt in self.blocks:
            return self.blocks[fmt]
        if self.data.get(fmt) is not None:
            raw = self.data[fmt]
        elif fmt in _TEXT_FORMATS and fmt in self.formats() and self.get_text() is not None:
            raw = _encode(fmt, self.get_text())
        else:
            return 0
        h = self.vm.heap.alloc(max(len(raw), 1))
        if raw:
            self.vm.mem.write(h, raw)
        self.blocks[fmt] = h
        return h


    # -- windows and threads going away ------------------------------------------------
    def before_destroy(self, hwnd):
        """Generator: window ``hwnd`` is being destroyed (before its WM_DESTROY). The
        owner renders what it offered (WM_RENDERALLFORMATS); what it leaves is dropped,
        the clipboard has no owner and the viewer hears of the change."""
        if not hwnd or hwnd != self.owner:
            return
        if any(v is None for v in self.data.values()):
            self.rendering += 1
            try:
                yield from self.vm.messages.send(hwnd, WM_RENDERALLFORMATS, 0, 0)
            finally:
                self.rendering -= 1
            for fmt in [f for f, v in self.data.items() if v is None]:
                del self.data[fmt]
        self.owner = 0
        self.sequence += 1
        self.tell_listeners()
        if self.viewer and self.vm.messages.window_exists(self.viewer):
            yield from self.vm.messages.send(self.viewer, WM_DRAWCLIPBOARD, 0, 0)

    def after_destroy(self, hwnd):
        """Window ``hwnd`` is gone: a clipboard it had open is closed, and it is no
        longer the head of the viewer chain."""
        if hwnd and self.open_window == hwnd:
            self.open_window = self.open_thread = None
        if hwnd and self.viewer == hwnd:
            self.viewer = 0
        if hwnd in self.listeners:
            self.listeners.remove(hwnd)

    def tell_listeners(self):
        """The contents changed: each format listener gets WM_CLIPBOARDUPDATE, posted (as
        Windows posts it, whoever made the change)."""
        for hwnd in self.listeners:
            if self.vm.messages.window_exists(hwnd):
                self.vm.messages.post(hwnd, WM_CLIPBOARDUPDATE, 0, 0)

    def thread_ended(self, tid):
        """A thread that ends with the clipboard open closes it."""
        if self.open_window is not None and self.open_thread == tid:
            self.open_window = self.open_thread = None


def _clip(vm):
    return vm.clipboard


def _require_open(c):
    """The calling thread has the clipboard open; else ERROR_CLIPBOARD_NOT_OPEN."""
    clip = _clip(c.vm)
    if clip.open_window is None or clip.open_thread not in (None, c.vm.threads.current.tid):
        c.vm.last_error = ERROR_CLIPBOARD_NOT_OPEN
        return False
    return True


def _may_set(c):
    """SetClipboardData's permission: the clipboard is open and the window that opened
    it owns it (any thread may then set data), or the owner is rendering a format."""
    clip = _clip(c.vm)
    if clip.rendering:
        return True
    if clip.open_window is None or clip.open_window != clip.owner:
        c.vm.last_error = ERROR_CLIPBOARD_NOT_OPEN
        return False
    return True


def _tell_viewer(vm, clip):
    yield from vm.messages.send(clip.viewer, WM_DRAWCLIPBOARD, clip.owner, 0)
    return 1
