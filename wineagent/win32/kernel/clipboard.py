"""The clipboard: one per VM (``vm.clipboard``), under the USER32 functions of
``dlls/user32/clipboard.py``.

Data handed to SetClipboardData is an HGLOBAL, which in this emulator is a plain heap
block (GlobalAlloc returns a pointer; GlobalLock returns it unchanged; GlobalSize gives the
size). The clipboard snapshots the bytes when they are set and owns the block from then
on, as Windows does: EmptyClipboard frees it.

The three text formats convert into each other as Windows synthesizes them: CF_TEXT is
the ANSI code page (cp1252), CF_OEMTEXT the OEM one (cp437), CF_UNICODETEXT UTF-16.
A synthesized format gets its own heap block the first time GetClipboardData asks for it.
Python code (the EDIT control, tools) uses :meth:`Clipboard.get_text` / :meth:`set_text`.
"""

from ..core.winerror import ERROR_ACCESS_DENIED, ERROR_CLIPBOARD_NOT_OPEN

__all__ = ["Clipboard", "ClipboardBusy", "CF_TEXT", "CF_OEMTEXT", "CF_UNICODETEXT"]

CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT = 1, 7, 13
WM_DRAWCLIPBOARD = 0x0308

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

    def __init__(self, vm):
        self.vm = vm
        self.data = {}        # format -> bytes as set (for text: including the NUL)
        self.blocks = {}      # format -> guest HGLOBAL owned by the clipboard
        self.open_window = None   # hwnd (0 for a task) that has it open, or None
        self.owner = 0
        self.sequence = 0     # GetClipboardSequenceNumber: bumped on every change
        self.viewer = 0       # head of the clipboard viewer chain (SetClipboardViewer)
        self.opened_at = 0    # the sequence number when OpenClipboard succeeded

    # -- Python side ------------------------------------------------------------------
    def get_text(self):
        """The clipboard's text (from any text format), or None when it holds none."""
        for fmt in _TEXT_FORMATS:
            if fmt in self.data:
                return _decode(fmt, self.data[fmt])
        return None

    def set_text(self, text):
        """Replace the clipboard's contents with ``text`` (as CF_UNICODETEXT)."""
        self.empty(owner=0)
        self.data[CF_UNICODETEXT] = _encode(CF_UNICODETEXT, text)

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
        return self.sequence

    # -- model ---------------------------------------------------------------------------
    def empty(self, owner):
        """Drop every format, freeing the guest blocks the clipboard owns."""
        for h in self.blocks.values():
            self.vm.heap.free(h)
        self.blocks.clear()
        self.data.clear()
        self.owner = owner
        self.sequence += 1

    def formats(self):
        """Available formats: those set, then the synthesized text formats."""
        out = list(self.data)
        if any(f in self.data for f in _TEXT_FORMATS):
            out += [f for f in (CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT) if f not in out]
        return out

    def handle_for(self, fmt):
        """The guest HGLOBAL holding ``fmt`` (synthesizing text formats), or 0."""
        if fmt in self.blocks:
            return self.blocks[fmt]
        if fmt in self.data:
            raw = self.data[fmt]
        elif fmt in _TEXT_FORMATS and fmt in self.formats():
            raw = _encode(fmt, self.get_text())
        else:
            return 0
        h = self.vm.heap.alloc(max(len(raw), 1))
        if raw:
            self.vm.mem.write(h, raw)
        self.blocks[fmt] = h
        return h


def _clip(vm):
    return vm.clipboard


def _require_open(c):
    if _clip(c.vm).open_window is None:
        c.vm.last_error = ERROR_CLIPBOARD_NOT_OPEN
        return False
    return True


def _tell_viewer(vm, clip):
    yield from vm.messages.send(clip.viewer, WM_DRAWCLIPBOARD, clip.owner, 0)
    return 1
