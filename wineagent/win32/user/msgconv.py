"""ANSI <-> Unicode conversion of text-carrying messages between a sender and a window
procedure of the other character set.

Windows keeps two worlds: a window whose procedure is Unicode (its class was registered
with RegisterClassW, or a built-in class created with CreateWindowExW; IsWindowUnicode)
reads message strings as UTF-16, an ANSI one as CP_ACP bytes. When SendMessageA,
SetWindowTextA, GetWindowTextA... reach a Unicode procedure (or the W functions an ANSI
one), USER converts the message on the way in and its result on the way out. This module
is that conversion, in one place: the send path (``WindowManager.send`` with the sender's
character set) calls :func:`send_converted` for the messages in :data:`CONVERTED`.

Messages whose conversion is not written here are passed unchanged only when they carry no
text; a text message we cannot convert stops the guest (``unimplemented``) instead of
handing the procedure bytes it would misread.
"""

from ..core.messages import (WM_CHAR, WM_CREATE, WM_GETTEXT, WM_GETTEXTLENGTH, WM_NCCREATE,
                             WM_SETTEXT, WM_SYSCHAR)
from ..core.structures import CREATESTRUCT, MDICREATESTRUCT
from ..kernel.nls import CP_ACP, mb_to_wide, wide_to_mb

__all__ = ["CONVERTED", "CHAR_MESSAGES", "needs_conversion", "send_converted", "UNCONVERTIBLE",
           "char_to_ansi", "char_to_wide", "QueueCharset", "hook_view", "createstruct_view",
           "mdicreate_view",
           "ConversionUnimplemented"]

WM_DEADCHAR, WM_SYSDEADCHAR = 0x0103, 0x0107
WM_MDICREATE = 0x0220       # its MDICREATESTRUCT's class name and title

#: The messages converted here (CREATESTRUCT of WM_NCCREATE/WM_CREATE is written in the
#: window's own character set by window.create_window, which knows the title as text).
CONVERTED = frozenset((WM_SETTEXT, WM_GETTEXT, WM_GETTEXTLENGTH, WM_CHAR, WM_SYSCHAR,
                       WM_DEADCHAR, WM_SYSDEADCHAR))

#: Text-carrying messages whose conversion is not implemented: sending one across the
#: A/W boundary stops the guest rather than passing a pointer in the wrong encoding.
UNCONVERTIBLE = {
    0x0286: "WM_IME_CHAR",
}

# The list and combo box messages that carry an item's text. An owner-drawn list without
# LBS_HASSTRINGS (CBS_HASSTRINGS) keeps application data there instead, which is passed
# unchanged, as Windows does.
LB_ADDSTRING, LB_INSERTSTRING, LB_GETTEXT, LB_GETTEXTLEN = 0x180, 0x181, 0x189, 0x18A
LB_SELECTSTRING, LB_FINDSTRING, LB_FINDSTRINGEXACT = 0x18C, 0x18F, 0x1A2
CB_ADDSTRING, CB_INSERTSTRING, CB_GETLBTEXT, CB_GETLBTEXTLEN = 0x143, 0x14A, 0x148, 0x149
CB_FINDSTRING, CB_SELECTSTRING, CB_FINDSTRINGEXACT = 0x14C, 0x14D, 0x158
EM_REPLACESEL, EM_GETLINE = 0xC2, 0xC4
WM_WININICHANGE, WM_DEVMODECHANGE = 0x1A, 0x1B
CB_DIR, LB_DIR, LB_ADDFILE = 0x145, 0x18D, 0x196
#: messages whose lParam is always a string going in (a file specification, a section or
#: device name, an edit's new text), whatever the receiver's style
_STRING_IN = frozenset((EM_REPLACESEL, WM_WININICHANGE, WM_DEVMODECHANGE, CB_DIR, LB_DIR,
                        LB_ADDFILE))
#: messages whose lParam is a string going in
_TEXT_IN = frozenset((LB_ADDSTRING, LB_INSERTSTRING, LB_SELECTSTRING, LB_FINDSTRING,
                      LB_FINDSTRINGEXACT, CB_ADDSTRING, CB_INSERTSTRING, CB_FINDSTRING,
                      CB_SELECTSTRING, CB_FINDSTRINGEXACT)) | _STRING_IN
#: (get-text message, its length message) of the two list kinds
_ITEM_TEXT = {LB_GETTEXT: LB_GETTEXTLEN, LB_GETTEXTLEN: LB_GETTEXTLEN,
              CB_GETLBTEXT: CB_GETLBTEXTLEN, CB_GETLBTEXTLEN: CB_GETLBTEXTLEN}
_LIST_ITEMS = frozenset(m for m in _TEXT_IN | set(_ITEM_TEXT) if m not in _STRING_IN)
LBS_OWNERDRAW, LBS_HASSTRINGS = 0x30, 0x40
CBS_OWNERDRAW, CBS_HASSTRINGS = 0x30, 0x200


#: The character messages. Windows keeps them in the queue as UTF-16 units: GetMessageA /
#: PeekMessageA hand an ANSI loop the code-page byte, PostMessageA converts on the way in,
#: and DispatchMessage converts for a procedure of the other character set.
CHAR_MESSAGES = frozenset((WM_CHAR, WM_SYSCHAR, WM_DEADCHAR, WM_SYSDEADCHAR))


class QueueCharset(object):
    """A "sender" for :meth:`WindowManager.send` standing for a message loop that
    dispatches a queued message: its character set, so that a character message is
    converted for the procedure (DispatchMessageA / DispatchMessageW)."""

    __slots__ = ("wide",)

    def __init__(self, wide):
        self.wide = bool(wide)


def char_to_ansi(wparam):
    """A queued character message's wParam as GetMessageA hands it over: the UTF-16 unit
    through WideCharToMultiByte(CP_ACP) — é 0xE9, € 0x80 in cp1252 — and its default
    character ``?`` for one the code page lacks (a lone surrogate too: each half of a
    pair is its own message, as on Windows)."""
    return _char(wparam, True)


def char_to_wide(wparam):
    """A character message's wParam from PostMessageA: the code-page byte as its UTF-16
    unit (MultiByteToWideChar(CP_ACP)), as Windows stores it in the queue."""
    return _char(wparam, False)


class ConversionUnimplemented(NotImplementedError):
    """A text message crossed the A/W boundary and its conversion is not written."""


def _has_strings(msg, style):
    """False for a list message to an owner-drawn list that keeps no strings."""
    if msg < 0x180:                      # a combo box's
        return not style & CBS_OWNERDRAW or bool(style & CBS_HASSTRINGS)
    return not style & LBS_OWNERDRAW or bool(style & LBS_HASSTRINGS)


def needs_conversion(msg, sender_wide, proc_wide, style=0):
    """True when a message from a sender of character set ``sender_wide`` (None: the
    system, which already speaks the window's) to a procedure of ``proc_wide`` must be
    converted; ``style`` is the window's (whether a list keeps strings). Raises
    ConversionUnimplemented for a text message we cannot convert."""
    if sender_wide is None or bool(sender_wide) == bool(proc_wide):
        return False
    if msg in CONVERTED:
        return True
    if msg in _LIST_ITEMS:
        return _has_strings(msg, style)
    if msg in _STRING_IN or msg in (EM_GETLINE, WM_MDICREATE):
        return True
    if msg in UNCONVERTIBLE:
        raise ConversionUnimplemented(UNCONVERTIBLE[msg])
    return False


def _read(mem, ptr, wide):
    """The NUL-terminated string at ``ptr`` in the given character set."""
    if wide:
        return mem.wstr(ptr) or ""
    return mb_to_wide(CP_ACP, 0, mem.cbytes(ptr))


def _encode(text, wide):
    """``text`` as the bytes of the given character set, without the NUL."""
    return text.encode("utf-16-le") if wide else wide_to_mb(CP_ACP, 0, text)[0]


def _units(data, wide):
    """How many characters (bytes or UTF-16 units) ``data`` holds."""
    return len(data) // 2 if wide else len(data)


def _char(wparam, from_wide):
    """WM_CHAR's character code converted to the other character set (the high word of
    wparam — repeat/scan data lives in lparam — is kept)."""
    code = wparam & 0xFFFF
    if from_wide:
        data = wide_to_mb(CP_ACP, 0, chr(code))[0]
        return (wparam & ~0xFFFF) | data[0]
    return (wparam & ~0xFFFF) | ord(mb_to_wide(CP_ACP, 0, bytes([code & 0xFF])))


def send_converted(wm, call, msg, wparam, lparam, sender_wide):
    """Generator: deliver ``msg`` through ``call(msg, wparam, lparam)`` (a generator
    calling the procedure) with its text converted from the sender's character set to the
    procedure's, and the result converted back. Returns LRESULT in the sender's terms."""
    mem, heap = wm.vm.mem, wm.vm.heap
    proc_wide = not sender_wide
    if msg in (WM_CHAR, WM_SYSCHAR, WM_DEADCHAR, WM_SYSDEADCHAR):
        return (yield from call(msg, _char(wparam, sender_wide), lparam))
    if msg in _ITEM_TEXT:
        return (yield from _item_text(wm, call, msg, wparam, lparam, sender_wide))
    if msg == EM_GETLINE:
        return (yield from _get_line(wm, call, wparam, lparam, sender_wide))
    if msg == WM_MDICREATE:
        if not lparam:
            return (yield from call(msg, wparam, 0))
        copy, blocks = mdicreate_view(wm, lparam, sender_wide)
        try:
            return (yield from call(msg, wparam, copy))
        finally:
            for block in blocks:
                heap.free(block)
    if msg == WM_SETTEXT or msg in _TEXT_IN:
        if not lparam:
            return (yield from call(msg, wparam, 0))
        data = _encode(_read(mem, lparam, sender_wide), proc_wide)
        p = heap.alloc(len(data) + 2)
        try:
            mem.write(p, data + b"\0\0")
            return (yield from call(msg, wparam, p))
        finally:
            heap.free(p)
    if msg == WM_GETTEXTLENGTH:
        n = (yield from call(msg, wparam, lparam)) & 0xFFFFFFFF
        if not n:
            return 0
        # The exact length in the sender's units needs the text itself.
        text = yield from _get_text(wm, call, n + 1, proc_wide)
        return _units(_encode(text, sender_wide), sender_wide)
    # WM_GETTEXT: wparam is the sender's buffer size in its own units.
    if wparam == 0 or not lparam:
        return 0
    text = yield from _get_text(wm, call, wparam, proc_wide)
    data = _encode(text, sender_wide)
    unit = 2 if sender_wide else 1
    data = data[:(wparam - 1) * unit]
    if not sender_wide:
        # Never leave half of a double-byte character (a no-op for cp1252).
        data = wide_to_mb(CP_ACP, 0, mb_to_wide(CP_ACP, 0, data))[0][:len(data)]
    mem.write(lparam, data + b"\0" * unit)
    return _units(data, sender_wide)


def mdicreate_view(wm, mcs, from_wide):
    """A copy of the MDICREATESTRUCT at ``mcs`` (text in ``from_wide``'s character set)
    with its class name (unless an atom) and title in the other one: WM_MDICREATE sent
    with SendMessageA to a Unicode MDI client, or with SendMessageW to an ANSI one, as
    Windows converts it. Returns (copy, guest blocks to free, the copy first)."""
    mem, heap, ptr = wm.vm.mem, wm.vm.heap, wm.vm.ptr_size
    layout = MDICREATESTRUCT.variant(from_wide)      # A and W share one layout
    size = layout.sizeof(ptr)
    copy = heap.alloc(size)
    blocks = [copy]
    mem.write(copy, bytes(mem.read(mcs, size)))
    view = layout.at(mem, copy, ptr)
    for field in ("szClass", "szTitle"):
        p = getattr(view, field)
        if p >= 0x10000:
            data = _encode(_read(mem, p, from_wide), not from_wide)
            q = heap.alloc(len(data) + 2)
            mem.write(q, data + b"\0\0")
            blocks.append(q)
            setattr(view, field, q)
    return copy, blocks


def _get_line(wm, call, line, buf, sender_wide):
    """Generator: EM_GETLINE across the A/W boundary. The buffer's first WORD is its
    size in the sender's units; the procedure fills a buffer of as many of its own units,
    and the line is copied back in the sender's character set, cut to the size, without a
    NUL (EM_GETLINE writes none). Returns the sender's units copied."""
    mem, heap = wm.vm.mem, wm.vm.heap
    proc_wide = not sender_wide
    if not buf:
        return 0
    size = mem.u16(buf)
    p = heap.alloc(2 * max(size, 1) + 2)
    try:
        mem.write(p, (size & 0xFFFF).to_bytes(2, "little"))
        n = (yield from call(EM_GETLINE, line, p)) & 0xFFFFFFFF
        raw = bytes(mem.read(p, n * (2 if proc_wide else 1))) if n else b""
    finally:
        heap.free(p)
    text = raw.decode("utf-16-le", "replace") if proc_wide else mb_to_wide(CP_ACP, 0, raw)
    data = _encode(text, sender_wide)[:size * (2 if sender_wide else 1)]
    if data:
        mem.write(buf, data)
    return _units(data, sender_wide)


def _item_text(wm, call, msg, index, buf, sender_wide):
    """Generator: LB_GETTEXT / CB_GETLBTEXT (and their length messages) across the A/W
    boundary: the item's text is fetched in the procedure's character set and handed
    back in the sender's, the length counted in the sender's units. An error (LB_ERR) is
    passed back as it is."""
    mem, heap = wm.vm.mem, wm.vm.heap
    proc_wide = not sender_wide
    n = (yield from call(_ITEM_TEXT[msg], index, 0)) & 0xFFFFFFFF
    if n == 0xFFFFFFFF:
        return n
    p = heap.alloc(2 * n + 2)
    try:
        mem.write(p, b"\0\0")
        got = (yield from call(msg if msg not in (LB_GETTEXTLEN, CB_GETLBTEXTLEN)
                               else {LB_GETTEXTLEN: LB_GETTEXT,
                                     CB_GETLBTEXTLEN: CB_GETLBTEXT}[msg], index, p))
        if got & 0xFFFFFFFF == 0xFFFFFFFF:
            return 0xFFFFFFFF
        text = _read(mem, p, proc_wide)
    finally:
        heap.free(p)
    data = _encode(text, sender_wide)
    if msg in (LB_GETTEXT, CB_GETLBTEXT) and buf:
        mem.write(buf, data + b"\0" * (2 if sender_wide else 1))
    return _units(data, sender_wide)


def _get_text(wm, call, size, proc_wide):
    """Generator: WM_GETTEXT into a temporary buffer of ``size`` units of the procedure's
    character set; returns the text."""
    mem, heap = wm.vm.mem, wm.vm.heap
    # Room for a double-byte ANSI text of ``size`` characters, whichever way we convert.
    p = heap.alloc(2 * size + 2)
    try:
        mem.write(p, b"\0\0")
        yield from call(WM_GETTEXT, size, p)
        return _read(mem, p, proc_wide)
    finally:
        heap.free(p)


# -- what a hook of the other character set reads ------------------------------------------
#
# On Windows a hook procedure installed with SetWindowsHookExA reads the messages it is
# shown (WH_CALLWNDPROC's CWPSTRUCT, WH_CALLWNDPROCRET's CWPRETSTRUCT, the MSG of
# WH_GETMESSAGE and WH_MSGFILTER, WH_CBT's CREATESTRUCT) in ANSI, one installed with
# SetWindowsHookExW in Unicode, whatever the window's or the sender's character set: USER
# hands each hook a copy converted as SendMessageA/W convert. (Wine 8 converts only
# HCBT_CREATEWND's CREATESTRUCT; its hook.c says "FIXME: A/W mapping?" for the others.)

_GET_LENGTHS = frozenset((WM_GETTEXTLENGTH, LB_GETTEXTLEN, CB_GETLBTEXTLEN))


def createstruct_view(wm, cs, from_wide):
    """A copy of the CREATESTRUCT at ``cs`` (text in ``from_wide``'s character set) with its
    window name and class name (unless an atom) in the other one. Returns (copy, blocks):
    the copy and every temporary block to free (the copy first)."""
    mem, heap, ptr = wm.vm.mem, wm.vm.heap, wm.vm.ptr_size
    layout = CREATESTRUCT.variant(from_wide)      # A and W share one layout
    size = layout.sizeof(ptr)
    copy = heap.alloc(size)
    blocks = [copy]
    mem.write(copy, bytes(mem.read(cs, size)))
    for field in ("lpszName", "lpszClass"):
        at = layout.offsetof(field, ptr)
        text = mem.uptr(cs + at)
        if text > 0xFFFF:                       # not an atom or a resource ordinal
            data = _encode(_read(mem, text, from_wide), not from_wide)
            block = heap.alloc(len(data) + 2)
            mem.write(block, data + b"\0\0")
            mem.wptr(copy + at, block)
            blocks.append(block)
    return copy, blocks


def createstruct_back(wm, copy, cs, from_wide):
    """Copy what a hook changed in a CREATESTRUCT view (``createstruct_view``) back into
    the original at ``cs``, but for its two strings, which stay the original's."""
    mem, ptr = wm.vm.mem, wm.vm.ptr_size
    layout = CREATESTRUCT.variant(from_wide)
    keep = {f: mem.uptr(cs + layout.offsetof(f, ptr)) for f in ("lpszName", "lpszClass")}
    mem.write(cs, bytes(mem.read(copy, layout.sizeof(ptr))))
    for field, value in keep.items():
        mem.wptr(cs + layout.offsetof(field, ptr), value)


def _read_units(mem, p, n, wide):
    """``n`` characters (bytes or UTF-16 units) at ``p``, without a NUL, as text."""
    if n <= 0:
        return ""
    raw = bytes(mem.read(p, n * (2 if wide else 1)))
    return raw.decode("utf-16-le", "replace") if wide else mb_to_wide(CP_ACP, 0, raw)


def hook_view(wm, msg, wparam, lparam, from_wide, style=0, result=None):
    """A sent message as a hook procedure of the other character set than its text's
    (``from_wide``) reads it in a CWPSTRUCT or CWPRETSTRUCT. None when nothing in it
    needs converting; else (wparam, lparam, result, blocks): the hook's values and the
    temporary guest blocks holding its text, which the caller frees after the hook.

    ``result`` is the procedure's answer for WH_CALLWNDPROCRET (a buffer the procedure
    filled — WM_GETTEXT, LB_GETTEXT, CB_GETLBTEXT, EM_GETLINE — is shown converted, the
    answer counted in the hook's units), None before the procedure runs (such a buffer is
    shown empty, of its size). ``style`` is the window's (whether a list keeps strings).
    Raises ConversionUnimplemented for a text message whose conversion is not written."""
    mem, heap = wm.vm.mem, wm.vm.heap
    to_wide = not from_wide
    if msg in (WM_NCCREATE, WM_CREATE):         # written in the window's character set
        if not lparam:
            return None
        copy, blocks = createstruct_view(wm, lparam, from_wide)
        return wparam, copy, result, blocks
    if msg == WM_MDICREATE:
        if not lparam:
            return None
        copy, blocks = mdicreate_view(wm, lparam, from_wide)
        return wparam, copy, result, blocks
    if not needs_conversion(msg, from_wide, to_wide, style) or msg in _GET_LENGTHS:
        return None
    if msg in CHAR_MESSAGES:
        return _char(wparam, from_wide), lparam, result, []
    if not lparam:
        return None
    blocks = []

    def block(text, units=0, head=b""):
        """A temporary buffer holding ``text`` in the hook's character set, with room
        for ``units`` characters."""
        data = head + _encode(text, to_wide)
        size = max(len(data), len(head) + units * (2 if to_wide else 1)) + 2
        p = heap.alloc(size)
        mem.write(p, data + b"\0" * (size - len(data)))
        blocks.append(p)
        return p

    if msg == WM_SETTEXT or msg in _TEXT_IN:
        return wparam, block(_read(mem, lparam, from_wide)), result, blocks
    failed = result is None or result & 0xFFFFFFFF == 0xFFFFFFFF      # LB_ERR / CB_ERR
    if msg == EM_GETLINE:
        size = mem.u16(lparam)
        if failed:
            return wparam, block("", size, (size & 0xFFFF).to_bytes(2, "little")), result, \
                blocks
        text = _read_units(mem, lparam, result & 0xFFFFFFFF, from_wide)
        return wparam, block(text, size), _units(_encode(text, to_wide), to_wide), blocks
    # WM_GETTEXT (wParam: the buffer's size), LB_GETTEXT and CB_GETLBTEXT (wParam: the item)
    units = wparam if msg == WM_GETTEXT else 0
    if failed:
        return wparam, block("", units), result, blocks
    text = _read_units(mem, lparam, result & 0xFFFFFFFF, from_wide)
    return wparam, block(text, units), _units(_encode(text, to_wide), to_wide), blocks
