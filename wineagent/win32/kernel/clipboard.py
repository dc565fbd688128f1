"""The clipboard: one per VM (``vm.clipboard``), with the USER32 API over it.

Data handed to SetClipboardData is an HGLOBAL, which in this emulator is a plain heap
block (GlobalAlloc returns a pointer; GlobalLock returns it unchanged; GlobalSize gives the
size). The clipboard snapshots the bytes when they are set and owns the block from then
on, as Windows does: EmptyClipboard frees it.

The three text formats convert into each other as Windows synthesizes them: CF_TEXT is
the ANSI code page (cp1252), CF_OEMTEXT the OEM one (cp437), CF_UNICODETEXT UTF-16.
A synthesized format gets its own heap block the first time GetClipboardData asks for it.
Python code (the EDIT control, tools) uses :meth:`Clipboard.get_text` / :meth:`set_text`.
"""

from ...abi.api import Unimplemented, api

__all__ = ["Clipboard", "CF_TEXT", "CF_OEMTEXT", "CF_UNICODETEXT"]

U = "USER32.dll"
CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT = 1, 7, 13
ERROR_CLIPBOARD_NOT_OPEN = 1418
ERROR_ACCESS_DENIED = 5
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


@api(U, "OpenClipboard", "HWND hwnd")
def OpenClipboard(c, hwnd):
    clip = _clip(c.vm)
    if clip.open_window is not None and clip.open_window != hwnd:
        c.vm.last_error = ERROR_ACCESS_DENIED  # another window has it open
        return 0
    clip.open_window = hwnd
    clip.opened_at = clip.sequence
    return 1


@api(U, "CloseClipboard")
def CloseClipboard(c):
    if not _require_open(c):
        return 0
    clip = _clip(c.vm)
    clip.open_window = None
    if clip.viewer and clip.sequence != clip.opened_at:
        # The contents changed: the head of the viewer chain hears it (WM_DRAWCLIPBOARD)
        # and passes it on to the next viewer itself, as viewers do. Only then is the
        # call a generator (it runs guest code).
        return _tell_viewer(c.vm, clip)
    return 1


def _tell_viewer(vm, clip):
    yield from vm.wm.send(clip.viewer, WM_DRAWCLIPBOARD, clip.owner, 0)
    return 1


@api(U, "EmptyClipboard")
def EmptyClipboard(c):
    if not _require_open(c):
        return 0
    clip = _clip(c.vm)
    clip.empty(owner=clip.open_window)  # documented: the opener becomes the owner
    return 1


@api(U, "SetClipboardData", "UINT fmt, HANDLE h")
def SetClipboardData(c, fmt, h):
    vm = c.vm
    if not _require_open(c):
        return 0
    if not h:
        raise Unimplemented("USER32.dll!SetClipboardData: delayed rendering (NULL handle)")
    size = vm.heap.size(h)
    if size is None:
        vm.last_error = 6  # ERROR_INVALID_HANDLE: not a GlobalAlloc block
        return 0
    clip = _clip(vm)
    old = clip.blocks.pop(fmt, None)
    if old is not None and old != h:
        vm.heap.free(old)
    # Setting one text format replaces the others' synthesized copies.
    if fmt in _TEXT_FORMATS:
        for other in _TEXT_FORMATS:
            if other != fmt and other not in clip.data and other in clip.blocks:
                vm.heap.free(clip.blocks.pop(other))
    clip.data[fmt] = vm.mem.read(h, size) if size else b""
    clip.blocks[fmt] = h
    clip.sequence += 1
    return h


@api(U, "GetClipboardData", "UINT fmt")
def GetClipboardData(c, fmt):
    if not _require_open(c):
        return 0
    return _clip(c.vm).handle_for(fmt)


@api(U, "IsClipboardFormatAvailable", "UINT fmt")
def IsClipboardFormatAvailable(c, fmt):
    return 1 if fmt in _clip(c.vm).formats() else 0


@api(U, "CountClipboardFormats")
def CountClipboardFormats(c):
    return len(_clip(c.vm).formats())


@api(U, "EnumClipboardFormats", "UINT fmt")
def EnumClipboardFormats(c, fmt):
    if not _require_open(c):
        return 0
    formats = _clip(c.vm).formats()
    c.vm.last_error = 0  # 0 with ERROR_SUCCESS means "no more formats"
    if fmt == 0:
        return formats[0] if formats else 0
    if fmt in formats:
        i = formats.index(fmt) + 1
        return formats[i] if i < len(formats) else 0
    return 0


@api(U, "GetClipboardOwner")
def GetClipboardOwner(c):
    return _clip(c.vm).owner or 0


@api(U, "GetOpenClipboardWindow")
def GetOpenClipboardWindow(c):
    return _clip(c.vm).open_window or 0


@api(U, "GetClipboardSequenceNumber")
def GetClipboardSequenceNumber(c):
    return _clip(c.vm).sequence
