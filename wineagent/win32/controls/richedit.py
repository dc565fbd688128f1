"""The RichEdit classes (``RichEdit20W``/``RichEdit20A`` of riched20.dll, ``RichEdit`` of
riched32.dll, ``RICHEDIT50W`` of msftedit.dll): a rich edit built on the EDIT class.

What it does: everything EDIT does (text, selection, keys, scrolling, read-only), plus the
RichEdit messages programs use to fill and query it — EM_STREAMIN (the program's
EDITSTREAM callback is called until it gives no more bytes; SF_TEXT in ANSI or with
SF_UNICODE, and SF_RTF with its formatting, ``core/rtf.py``) and EM_STREAMOUT (SF_TEXT,
SF_RTF), EM_EXLIMITTEXT, EM_EXGETSEL/EM_EXSETSEL, EM_EXLINEFROMCHAR, EM_GETTEXTRANGE,
EM_FINDTEXT/EM_FINDTEXTEX and their W forms, EM_GETSELTEXT, EM_HIDESELECTION,
EM_GETTEXTLENGTHEX, EM_SETBKGNDCOLOR (the colour it paints behind the text; white by
default, also when read-only, as RichEdit does), EM_SETCHARFORMAT/EM_GETCHARFORMAT (runs
of character formats over the text, ``controls/richruns.py`` and
``controls/richformat.py``: set on the default, all the text, a selection, a word or the
insertion point; read back with dwMask naming what a selection's runs share; carried
through typing, deletion, EM_REPLACESEL and undo; each run drawn in its font and colours;
WM_SETFONT sets them all, as RichEdit does), EM_SETPARAFORMAT/EM_GETPARAFORMAT (a format
per paragraph, set on the selection's paragraphs, each line drawn with its alignment —
PFA_LEFT, PFA_RIGHT, PFA_CENTER; PFA_JUSTIFY draws left-aligned — within its indents),
EM_UNDO/EM_CANUNDO/EM_REDO/EM_CANREDO (one level, over EDIT's undo, or of the last format
change), EM_GETOLEINTERFACE (the control's IRichEditOle, which also answers ITextDocument:
``controls/richole.py``), EM_SETOLECALLBACK (the host's IRichEditOleCallback is kept and
AddRef'ed, released when it is replaced or the control is destroyed; a control that
inserts no objects asks the callback for nothing), EM_SETEVENTMASK/EM_GETEVENTMASK (kept;
the only events raised are EDIT's EN_* notifications), EM_AUTOURLDETECT (kept: URLs are
not highlighted) and EM_SETOPTIONS/EM_GETOPTIONS (the ECO_ options that are ES_ styles
change the window's style — ECO_NOHIDESEL, ECO_WANTRETURN, ECO_READONLY...;
ECO_AUTOWORDSELECTION is kept; ECO_VERTICAL and ECO_SELECTIONBAR stop the guest),
EM_SETEDITSTYLE/EM_GETEDITSTYLE (SES_UPPERCASE and SES_LOWERCASE are EDIT's ES_UPPERCASE
and ES_LOWERCASE; the other styles — IME, text services and proofing, beeps... — have
nothing here to act on, so they are answered as not in effect, as Wine 8 answers them).

Each character is measured in its run's font and each line is as high as its runs'
tallest font (edit/layout.py's ``adv_at`` and ``line_metrics``). What it does not:
paragraph spacing and numbering drawn (kept and reported; indents are drawn), OLE
objects, printing. Any other RichEdit
message (WM_USER and up) stops the guest with ``unimplemented: RICHED20.dll RichEdit
message 0x4xx``, so a program that depends on one says so instead of getting a silent 0.

The classes exist once the program loads riched20.dll / riched32.dll / msftedit.dll
(LoadLibrary, or an import), as Windows registers them in those DLLs' DllMain.
"""

import struct

from ...abi.api import GuestCall, Unimplemented
from ..user.pyproc import window_proc
from ..core.builtin_dlls import add_load_hook
from ..core.bits import s32
from ..core.messages import WM_APP, WM_NCCREATE, WM_NCDESTROY, WM_SETFONT, WM_USER
from ..core.rtf import rtf_document, rtf_write
from ..gdi.colors import rgb
from ..kernel.clipboard import CF_OEMTEXT, CF_TEXT, CF_UNICODETEXT
from ..kernel.comobj import method_call
from ..gdi.objects import SYS_COLORS, Font
from ..user.wm import WindowClass
from ..user.window import add_class_resolver
from .builtin_common import WHITE, is_wide, read_text
from .richformat import CF_SIZES, PF_SIZES, CharFormat, ParaFormat, mixed_format, mixed_para
from .richruns import FormatRuns, text_change
from .richole import drop_ole, get_ole_interface
from .edit import (EM_GETSEL, EM_LIMITTEXT, EM_REPLACESEL, EM_SETREADONLY, EM_SETSEL,
                   ES_AUTOHSCROLL, edit_proc)
from ..core.dllnames import RICHED20
from ..core.structures import CHARRANGE, EDITSTREAM, FINDTEXT, FINDTEXTEX, TEXTRANGE

__all__ = ["RICHEDIT_CLASSES", "install", "richedit_proc"]

#: class name -> the DLL that registers it (and whether the class is Unicode)
RICHEDIT_CLASSES = {"RichEdit20W": ("RICHED20.dll", True),
                    "RichEdit20A": ("RICHED20.dll", False),
                    "RichEdit": ("RICHED32.dll", False),
                    # msftedit.dll (RichEdit 4.1, MSFTEDIT_CLASS) registers only its
                    # Unicode class; riched20's classes come with riched20.
                    "RICHEDIT50W": ("MSFTEDIT.dll", True)}
CS_DBLCLKS, CS_GLOBALCLASS = 0x8, 0x4000
WM_SETTEXT = 0x000C

EM_EXGETSEL, EM_EXLIMITTEXT, EM_EXSETSEL = 0x434, 0x435, 0x437
EM_GETEVENTMASK, EM_SETBKGNDCOLOR, EM_SETEVENTMASK = 0x43B, 0x443, 0x445
EM_SETOLECALLBACK, EM_GETOLEINTERFACE = 0x446, 0x43C
EM_GETCHARFORMAT, EM_SETCHARFORMAT = 0x43A, 0x444
EM_GETPARAFORMAT, EM_SETPARAFORMAT = 0x43D, 0x447
SCF_SELECTION, SCF_WORD, SCF_ALL = 0x1, 0x2, 0x4
EM_CANUNDO, EM_UNDO, WM_UNDO, EM_REDO, EM_CANREDO = 0xC6, 0xC7, 0x304, 0x454, 0x455
EM_EMPTYUNDOBUFFER = 0xCD
EM_SETTARGETDEVICE, EM_STREAMIN, EM_STREAMOUT, EM_GETTEXTRANGE = 0x448, 0x449, 0x44A, 0x44B
EM_EXLINEFROMCHAR, EM_LINEFROMCHAR = 0x436, 0xC9
EM_GETSELTEXT, EM_HIDESELECTION = 0x43E, 0x43F
SCF_ASSOCIATEFONT, SCF_ASSOCIATEFONT2 = 0x10, 0x40
EM_FINDTEXT, EM_FINDTEXTEX, EM_FINDTEXTW, EM_FINDTEXTEXW = 0x438, 0x44F, 0x47B, 0x47C
FR_DOWN, FR_WHOLEWORD, FR_MATCHCASE = 0x1, 0x2, 0x4
EM_SETOPTIONS, EM_GETOPTIONS = 0x44D, 0x44E
EM_SETEDITSTYLE, EM_GETEDITSTYLE = 0x4CC, 0x4CD
SES_UPPERCASE, SES_LOWERCASE = 0x200, 0x400
ES_UPPERCASE, ES_LOWERCASE = 0x8, 0x10
EM_AUTOURLDETECT, EM_GETTEXTLENGTHEX = 0x45B, 0x45F
EM_SETTEXTMODE, EM_GETTEXTMODE = 0x459, 0x45A
EM_CANPASTE = 0x432
EM_POSFROMCHAR = 0xD6
DEFAULT_LIMIT = 32767
EM_SETLANGOPTIONS, EM_GETLANGOPTIONS = 0x478, 0x479
TM_PLAINTEXT, TM_RICHTEXT, TM_SINGLELEVELUNDO, TM_MULTILEVELUNDO = 0x1, 0x2, 0x4, 0x8
TM_SINGLECODEPAGE, TM_MULTICODEPAGE = 0x10, 0x20
#: a new control's text mode: rich text, multi-level undo, any code page
TM_DEFAULT = TM_RICHTEXT | TM_MULTILEVELUNDO | TM_MULTICODEPAGE
#: a new control's language options: IMF_AUTOFONT | IMF_AUTOFONTSIZEADJUST | IMF_DUALFONT,
#: the ones EM_GETLANGOPTIONS documents as on by default
IMF_DEFAULT = 0x2 | 0x10 | 0x80
IMF_SPELLCHECKING = 0x800
E_UNEXPECTED, E_INVALIDARG = 0x8000FFFF, 0x80070057
SF_TEXT, SF_RTF, SF_UNICODE, SFF_SELECTION = 0x1, 0x2, 0x10, 0x8000
ECO_READONLY = 0x800
ECO_AUTOWORDSELECTION, ECO_VERTICAL, ECO_SELECTIONBAR = 0x1, 0x400000, 0x01000000
#: the ECO_ options that are the window's ES_ styles (the same bits): ECO_AUTOVSCROLL,
#: ECO_AUTOHSCROLL, ECO_NOHIDESEL, ECO_READONLY, ECO_WANTRETURN, ECO_SAVESEL
ECO_STYLES = 0x40 | 0x80 | 0x100 | 0x800 | 0x1000 | 0x8000
ES_DISABLENOSCROLL = 0x2000
WS_HSCROLL, WS_VSCROLL = 0x00100000, 0x00200000
ECOOP_SET, ECOOP_OR, ECOOP_AND, ECOOP_XOR = 1, 2, 3, 4
_STREAM_CHUNK = 4096


class RichState:
    """What a RichEdit keeps beyond its EDIT state."""

    def __init__(self):
        self.event_mask = 0
        self.auto_url = 0
        self.background = None       # None: the window colour (white)
        self.ole_callback = 0        # the host's IRichEditOleCallback (one reference held)
        self.default = CharFormat()  # SCF_DEFAULT's format: new text (WM_SETTEXT) takes it
        self.runs = FormatRuns(0, self.default)   # the formats over the text (richruns.py)
        self.seen = ""               # the text the runs follow
        self.insert = None           # (caret, format) the next typed text takes there
        self.before = None           # (text, runs, paras) before the last change: undo's formats
        self.fmt_undo = None         # (runs, paras) before the last action, a format change
        self.fmt_redo = None         # (runs, paras) that format change made, once undone
        self.fonts = {}              # format key -> the gdi Font drawing it
        self.widths = {}             # (font id, character) -> its advance
        self.advances = None         # each character's advance, once measured
        self.paras = [ParaFormat()]  # each paragraph's format, in order
        self.redo = None             # the text right after an undo: redo is possible
        self.text_mode = TM_DEFAULT  # EM_SETTEXTMODE's TM_ flags
        self.lang_options = IMF_DEFAULT   # EM_SETLANGOPTIONS' IMF_ flags
        self.ole = None              # EM_GETOLEINTERFACE's object (richole.py), once asked
        self.undo_off = False        # ITextDocument::Undo(tomFalse/tomSuspend): no undo kept
        self.options = 0             # EM_SETOPTIONS' ECO_AUTOWORDSELECTION (the rest: styles)


def _rs(win):
    st = win.state.get("richedit")
    if st is None:
        st = win.state["richedit"] = RichState()
    return st


def _temp_text(wm, win, text):
    """The text in guest memory, in the window's encoding (for EDIT's own messages)."""
    wide = is_wide(win)
    data = text.encode("utf-16-le") + b"\0\0" if wide else \
        text.encode("cp1252", "replace") + b"\0"
    p = wm.vm.heap.alloc(len(data))
    wm.vm.mem.write(p, data)
    return p


def _edit_call(wm, win, msg, wparam, lparam):
    return (yield from edit_proc(wm, win, msg, wparam, lparam))


def _paragraphs(text):
    """RichEdit keeps paragraphs as CR whatever ended the line (CR, LF or CR LF); its
    EDIT-like text API answers each as CR LF, which is how the EDIT underneath keeps them."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n")


def _stream_in(wm, win, fmt, lparam):
    """EM_STREAMIN: pull the program's bytes through its callback, then show the text."""
    mem, heap = wm.vm.mem, wm.vm.heap
    # EDITSTREAM (core/structures.py) is packed to 4 bytes: a 64-bit program's callback is
    # at 12, right after dwError.
    stream = EDITSTREAM.at(mem, lparam, wm.vm.ptr_size)
    cookie, callback = stream.dwCookie, stream.pfnCallback
    buf, pcb = heap.alloc(_STREAM_CHUNK), heap.alloc(4)
    data, error = bytearray(), 0
    try:
        while True:
            mem.w32(pcb, 0)
            error = (yield GuestCall(callback, (cookie, buf, _STREAM_CHUNK, pcb))) & 0xFFFFFFFF
            got = min(mem.u32(pcb), _STREAM_CHUNK)
            if error or got == 0:
                break
            data += mem.read(buf, got)
    finally:
        heap.free(buf)
        heap.free(pcb)
    stream.dwError = error
    raw = bytes(data)
    spans, aligns = [], []
    if fmt & SF_RTF and raw.lstrip().startswith(b"{\\rtf"):
        text, spans, aligns = rtf_document(raw.decode("cp1252", "replace"))
    elif fmt & SF_UNICODE:
        text = raw[:len(raw) & ~1].decode("utf-16-le", "replace")
    else:
        text = raw.decode("cp1252", "replace")
    text = _paragraphs(text)
    rs = _rs(win)
    st = win.state.get("edit")
    sel = st.sel if st is not None else (0, 0)
    before = _insert_format(win, rs)
    p = _temp_text(wm, win, text)
    try:
        if fmt & SFF_SELECTION:
            yield from _edit_call(wm, win, EM_REPLACESEL, 0, p)
        else:
            yield from _edit_call(wm, win, WM_SETTEXT, 0, p)
    finally:
        wm.vm.heap.free(p)
    # the text's formats now, then the document's own on top of them
    _follow_text(wm, win, rs, EM_STREAMIN, fmt, sel, before)
    base = sel[0] if fmt & SFF_SELECTION else 0
    for lo, hi, props in spans:
        rs.runs.apply(base + lo, base + hi, lambda f, props=props: f.set_rtf(props))
    first = _para_index(rs.seen, base)
    for i, align in enumerate(aligns):
        if first + i < len(rs.paras):
            rs.paras[first + i].set_alignment(align)
    if spans or aligns:
        _draw_in_format(wm, win, rs)
        _show_paras(wm, win, rs)
    return len(text)


def _rtf_props(fmt):
    """A character format as core/rtf.py's run properties."""
    height, = struct.unpack("<i", fmt.values[0x80000000])
    fg, _ = fmt.colors()
    e = fmt.effects
    return {"bold": bool(e & 1), "italic": bool(e & 2), "underline": bool(e & 4),
            "strikeout": bool(e & 8), "size": height // 10, "face": fmt.face, "color": fg}


def _as_rtf(rs, text, lo, hi):
    """RTF of text[lo:hi] with its runs' formats and its paragraphs' alignments."""
    names = {1: "left", 2: "right", 3: "centre", 4: "justify"}
    spans, start = [], 0
    for n, fmt in rs.runs.runs:
        spans.append((start, start + n, fmt))
        start += n
    paragraphs, pos = [], lo
    for chunk in text[lo:hi].split("\r\n"):
        para = rs.paras[min(_para_index(text, pos), len(rs.paras) - 1)]
        align = names.get(struct.unpack_from("<H", para.data, 24)[0], "left")
        end = pos + len(chunk)
        runs = [(text[max(a, pos):min(b, end)], _rtf_props(fmt))
                for a, b, fmt in spans if a < end and b > pos]
        paragraphs.append((align, runs))
        pos = end + 2
    return rtf_write(paragraphs)


def _stream_out(wm, win, rs, fmt, lparam):
    """EM_STREAMOUT: hand the text (SF_TEXT; UTF-16 with SF_UNICODE, else ANSI;
    paragraphs end with CR LF) or an RTF document of it with its formats (SF_RTF) to the
    program's EDITSTREAM callback, in pieces, until all is written or the callback
    answers an error (kept in dwError). SFF_SELECTION: the selection only. Answers the
    bytes written (two a character in UTF-16), as Wine 8 counts them."""
    mem, heap = wm.vm.mem, wm.vm.heap
    st = win.state.get("edit")
    text = st.text if st is not None else ""
    lo, hi = st.sel if st is not None and fmt & SFF_SELECTION else (0, len(text))
    if fmt & SF_RTF:
        data = _as_rtf(rs, text, lo, hi).encode("cp1252", "replace")
    elif fmt & SF_TEXT:
        part = text[lo:hi]
        data = part.encode("utf-16-le") if fmt & SF_UNICODE else \
            part.encode("cp1252", "replace")
    else:
        raise Unimplemented("%s RichEdit EM_STREAMOUT format %#x" % (RICHED20, fmt))
    stream = EDITSTREAM.at(mem, lparam, wm.vm.ptr_size)
    cookie, callback = stream.dwCookie, stream.pfnCallback
    buf, pcb = heap.alloc(_STREAM_CHUNK), heap.alloc(4)
    error, done = 0, 0
    try:
        while done < len(data):
            piece = data[done:done + _STREAM_CHUNK]
            mem.write(buf, piece)
            mem.w32(pcb, 0)
            error = (yield GuestCall(callback, (cookie, buf, len(piece), pcb))) & 0xFFFFFFFF
            took = min(mem.u32(pcb), len(piece))
            if error or took == 0:
                break
            done += took
    finally:
        heap.free(buf)
        heap.free(pcb)
    stream.dwError = error
    return done


def _is_word_char(ch):
    return ch.isalnum() or ch == "_"


def _find(text, what, lo, hi, flags):
    """Where ``what`` first occurs in text[lo:hi] (searching down), or last occurs in
    text[hi:lo] (searching up: without FR_DOWN the range runs backwards); FR_MATCHCASE
    and FR_WHOLEWORD as documented. -1 when it does not."""
    if not what:
        return -1
    hay, needle = (text, what) if flags & FR_MATCHCASE else (text.lower(), what.lower())
    down = bool(flags & FR_DOWN)
    start, end = (lo, hi) if down else (hi, lo)
    start, end = max(0, start), min(len(text), end)

    def whole(at):
        before = at == 0 or not _is_word_char(text[at - 1])
        after = at + len(what) >= len(text) or not _is_word_char(text[at + len(what)])
        return before and after

    at = hay.find(needle, start, end) if down else hay.rfind(needle, start, end)
    while at >= 0 and flags & FR_WHOLEWORD and not whole(at):
        if down:
            at = hay.find(needle, at + 1, end)
        else:
            at = hay.rfind(needle, start, at + len(what) - 1)
    return at


def _find_text(wm, win, msg, flags, lparam):
    """EM_FINDTEXT(W) / EM_FINDTEXTEX(W): search chrg (cpMax -1: to the end) for the
    string; the EX forms also set chrgText to the match (-1, -1 when none). EM_FINDTEXT
    and EM_FINDTEXTEX take the window's encoding, the W forms UTF-16."""
    mem = wm.vm.mem
    wide = is_wide(win) if msg in (EM_FINDTEXT, EM_FINDTEXTEX) else True
    ex = msg in (EM_FINDTEXTEX, EM_FINDTEXTEXW)
    ft = (FINDTEXTEX if ex else FINDTEXT).variant(wide).at(mem, lparam, wm.vm.ptr_size)
    what = mem.wstr(ft.lpstrText) if wide else mem.cstr(ft.lpstrText)
    text = _text(win)
    lo, hi = s32(ft.chrg.cpMin), s32(ft.chrg.cpMax)
    if hi < 0:
        hi = len(text) if flags & FR_DOWN else 0
    if lo < 0:
        lo = len(text)
    at = _find(text, what, lo, hi, flags)
    if ex:
        ft.chrgText.cpMin, ft.chrgText.cpMax = (at, at + len(what)) if at >= 0 else (-1, -1)
    return at


def _set_ole_callback(wm, win, rs, callback):
    """EM_SETOLECALLBACK: hold a reference to the new callback, drop the old one."""
    vm = wm.vm
    if callback:
        yield method_call(vm, callback, 1)         # IUnknown::AddRef
    old, rs.ole_callback = rs.ole_callback, callback
    if old:
        yield method_call(vm, old, 2)              # IUnknown::Release
    return 1


def _font_of(rs, fmt):
    """The gdi Font a character format draws with (kept per format)."""
    key = fmt.key()
    font = rs.fonts.get(key)
    if font is None:
        height, weight, face, italic, underline, strikeout, pitch = fmt.logfont()
        font = rs.fonts[key] = Font(height, weight, face, pitch, italic=italic,
                                    underline=underline, strikeout=strikeout)
    return font


def _draw_in_format(wm, win, rs):
    """Lay the text out by its runs: the tallest run's font is the control's own
    (builtin_common.user_font's ``draw_font``: the caret, page sizes), each character is
    measured in its run's font and each line is as high as its runs' fonts
    (edit/layout.py's ``adv_at`` and ``line_metrics``), and each run is drawn in its own
    font and colours (edit/paint.py's ``runs_of``)."""
    formats = [f for _, f in rs.runs.runs] or [rs.insert[1] if rs.insert else rs.default]
    tallest = max(formats, key=lambda f: -f.logfont()[0])
    win.state["draw_font"] = _font_of(rs, tallest)
    win.state["runs_of"] = lambda lo, hi: _runs_of(rs, lo, hi)
    win.state["adv_at"] = lambda i: _adv_at(win, rs, i)
    win.state["line_metrics"] = lambda lo, hi: _line_metrics(win, rs, lo, hi)
    win.state["runs_key"] = win.state.get("runs_key", 0) + 1
    rs.advances = None
    wm.invalidate(win)


def _adv_at(win, rs, i):
    """The advance of character ``i`` in its run's font (edit/layout.py measures a rich
    edit's lines with it); a paragraph mark has none. While a change of the text is not
    yet followed by the runs (inside the message making it), the characters past the
    runs are measured in the layout font."""
    st = win.state.get("edit")
    text = st.text if st is not None else ""
    if rs.advances is None or len(rs.advances) != len(text):
        fonts = []
        for n, fmt in rs.runs.runs:
            fonts += [_font_of(rs, fmt)] * n
        base = win.state["draw_font"]
        fonts = fonts[:len(text)] + [base] * (len(text) - len(fonts))
        rs.advances = [0 if ch in "\r\n" else _char_width(rs, f, ch)
                       for f, ch in zip(fonts, text)]
    return rs.advances[i] if 0 <= i < len(rs.advances) else 0


def _line_metrics(win, rs, lo, hi):
    """(height, ascent) of the visual line of characters ``lo`` to ``hi``: its runs'
    tallest font's (an empty line: the format there); edit/layout.py gives each line
    its own height with it."""
    fonts = [_font_of(rs, f) for f in rs.runs.over(lo, max(hi, lo + 1))]
    if not fonts:
        fonts = [win.state["draw_font"]]
    return max(f.line_height for f in fonts), max(f.ascent for f in fonts)


def _char_width(rs, font, ch):
    key = (id(font), ch)
    w = rs.widths.get(key)
    if w is None:
        w = rs.widths[key] = int(font.pil.getlength(ch))
    return w


def _runs_of(rs, lo, hi):
    """(start, end, font, text colour, back colour, raise) of each run piece from ``lo``
    to ``hi``: colours as RGB tuples, None for the automatic ones; raise in pixels
    (yOffset: superscript up)."""
    out, start = [], 0
    for n, fmt in rs.runs.runs:
        a, b = max(lo, start), min(hi, start + n)
        if a < b:
            fg, bg = fmt.colors()
            out.append((a, b, _font_of(rs, fmt), None if fg is None else rgb(fg),
                        None if bg is None else rgb(bg), fmt.offset_pixels()))
        start += n
    if not out and lo < hi:
        out.append((lo, hi, _font_of(rs, rs.default), None, None, 0))
    return out


def _insert_format(win, rs):
    """The format text typed or inserted at the selection takes: the one EM_SETCHARFORMAT
    gave the insertion point, else the selection's first character's, else the character
    before the caret's (the next one's at the start of a paragraph), else the default."""
    st = win.state.get("edit")
    if st is None:
        return rs.default
    lo, hi = st.sel
    if rs.insert is not None and rs.insert[0] == st.caret and lo == hi:
        return rs.insert[1]
    text = st.text
    if lo < hi or lo == 0 or (text[lo - 1:lo] == "\n" and lo < len(text)):
        fmt = rs.runs.at(lo)
    else:
        fmt = rs.runs.at(lo - 1)
    return fmt if fmt is not None else rs.default


def _word_range(text, pos):
    """The word at ``pos`` with its trailing spaces (SCF_WORD's range)."""
    seps = " \t\r\n"
    lo = pos
    while lo > 0 and text[lo - 1] not in seps:
        lo -= 1
    hi = pos
    while hi < len(text) and text[hi] not in seps:
        hi += 1
    while hi < len(text) and text[hi] in " \t":
        hi += 1
    return lo, hi


def _para_index(text, pos):
    """The paragraph holding character ``pos`` (paragraph marks are CR LF here)."""
    return text.count("\r\n", 0, pos)


def _para_range(win):
    """The paragraphs the selection touches, as (first, last) indices."""
    st = win.state.get("edit")
    if st is None:
        return 0, 0
    lo, hi = st.sel
    return _para_index(st.text, lo), _para_index(st.text, hi)


def _follow_paras(rs, old, new, lo, removed, added):
    """Carry the paragraph formats over a change: a paragraph split by new marks gives
    its format to the new paragraphs; marks removed join paragraphs, which keep the
    first one's format (as Wine 8 does)."""
    def touched(text, n):
        """The marks the changed characters (n of them from lo) are part of."""
        return text.count("\r\n") - text.count("\r\n", 0, lo) - text.count("\r\n", lo + n)

    i = _para_index(old, lo)
    gone, came = touched(old, removed), touched(new, added)
    del rs.paras[i + 1:i + 1 + gone]
    rs.paras[i + 1:i + 1] = [rs.paras[i].copy() for _ in range(came)]


def _show_paras(wm, win, rs):
    """Each line is drawn with its paragraph's alignment and indents (edit/layout.py's
    ``align`` and ``indent``)."""
    def align_of(pos):
        st = win.state.get("edit")
        i = _para_index(st.text, pos) if st is not None else 0
        return rs.paras[min(i, len(rs.paras) - 1)].edit_alignment()
    def indent_of(pos):
        st = win.state.get("edit")
        i = _para_index(st.text, pos) if st is not None else 0
        return rs.paras[min(i, len(rs.paras) - 1)].indents()
    win.state["align"] = align_of
    win.state["indent"] = indent_of
    win.state["runs_key"] = win.state.get("runs_key", 0) + 1     # lines wrap anew
    wm.invalidate(win, None, True)


def _follow_text(wm, win, rs, msg, wparam, sel, fmt):
    """After a message: carry the runs and paragraph formats over a change of the text.
    WM_SETTEXT (and a whole EM_STREAMIN) gives the new text the default character format
    and its paragraphs the last paragraph's format; any other change (typing, deleting,
    EM_REPLACESEL, pasting) gives the inserted characters ``fmt``, the format at the
    selection before it; an undo back to the text before the last change brings back
    its formats."""
    st = win.state.get("edit")
    if st is None or st.text == rs.seen:
        return
    old, new = rs.seen, st.text
    before = (old, rs.runs.copy(), [p.copy() for p in rs.paras])
    if msg == WM_SETTEXT or (msg == EM_STREAMIN and not wparam & SFF_SELECTION):
        rs.runs = FormatRuns(len(new), rs.default)
        rs.paras = [rs.paras[-1].copy() for _ in range(new.count("\r\n") + 1)]
    elif rs.before is not None and rs.before[0] == new:
        rs.runs, rs.paras = rs.before[1], rs.before[2]
    else:
        lo, removed, added = text_change(old, new, sel)
        rs.runs.edit(lo, removed, added, fmt)
        _follow_paras(rs, old, new, lo, removed, added)
    rs.before, rs.seen, rs.insert = before, new, None
    rs.fmt_undo = rs.fmt_redo = None       # the text's change is the last action now
    _draw_in_format(wm, win, rs)


def _set_para_format(wm, win, rs, lparam):
    """EM_SETPARAFORMAT: the attributes the dwMask names change on every paragraph the
    selection touches (all of them in plain text mode). 0 for a structure of no
    PARAFORMAT's size."""
    mem = wm.vm.mem
    if not lparam or mem.u32(lparam) not in PF_SIZES:
        return 0
    data = mem.read(lparam, mem.u32(lparam))
    first, last = (0, len(rs.paras) - 1) if rs.text_mode & TM_PLAINTEXT else _para_range(win)
    _format_changed(win, rs, (rs.runs.copy(), [p.copy() for p in rs.paras]))
    for para in rs.paras[first:last + 1]:
        para.set(data)
    _show_paras(wm, win, rs)
    return 1


def _get_para_format(wm, win, rs, lparam):
    """EM_GETPARAFORMAT: the format of the selection's paragraphs, dwMask naming the
    attributes they share. Answers dwMask."""
    mem = wm.vm.mem
    if not lparam:
        return 0
    first, last = _para_range(win)
    data = mixed_para(rs.paras[first:last + 1] or rs.paras[-1:], mem.u32(lparam))
    if data is None:
        return 0
    mem.write(lparam, data)
    return struct.unpack_from("<I", data, 4)[0]       # the PARAFORMAT's dwMask


def _set_char_format(wm, win, rs, scope, lparam):
    """EM_SETCHARFORMAT: the attributes the structure's dwMask names change on the
    default format (SCF_DEFAULT, 0), all the text (SCF_ALL), the word at the selection
    (SCF_WORD with SCF_SELECTION) or the selection (SCF_SELECTION) — an empty selection's
    change waits for the text typed there. In plain text mode (TM_PLAINTEXT) any
    selection's format is the whole text's, as documented. 0 for a structure of no
    CHARFORMAT's size."""
    mem = wm.vm.mem
    wide = is_wide(win)
    if not lparam or mem.u32(lparam) not in CF_SIZES[wide]:
        return 0
    data = mem.read(lparam, mem.u32(lparam))

    def change(fmt):
        fmt.set(data, wide)

    st = win.state.get("edit")
    text = st.text if st is not None else ""
    lo, hi = st.sel if st is not None else (0, 0)
    if scope & (SCF_ASSOCIATEFONT | SCF_ASSOCIATEFONT2):
        raise Unimplemented("%s RichEdit EM_SETCHARFORMAT SCF_ASSOCIATEFONT (a script's font)"
                            % RICHED20)
    if scope & SCF_WORD and lo == hi:
        lo, hi = _word_range(text, lo)
    if not scope & (SCF_SELECTION | SCF_ALL | SCF_WORD):
        change(rs.default)
        if not text:
            rs.runs = FormatRuns(0, rs.default)
    elif scope & SCF_ALL or rs.text_mode & TM_PLAINTEXT:
        if text:
            _format_changed(win, rs, (rs.runs.copy(), [p.copy() for p in rs.paras]))
        rs.runs.apply(0, len(text), change)
        if rs.text_mode & TM_PLAINTEXT:
            change(rs.default)
        if not text:             # the format the first typed text takes
            fmt = _insert_format(win, rs).copy()
            change(fmt)
            rs.insert = (0, fmt)
    elif lo == hi:
        fmt = _insert_format(win, rs).copy()
        change(fmt)
        rs.insert = (lo, fmt)
    else:
        _format_changed(win, rs, (rs.runs.copy(), [p.copy() for p in rs.paras]))
        rs.runs.apply(lo, hi, change)
    _draw_in_format(wm, win, rs)
    return 1


def _get_char_format(wm, win, rs, scope, lparam):
    """EM_GETCHARFORMAT: the default format (SCF_DEFAULT), or the selection's: the
    format text typed there takes when it is empty, else its runs' common attributes
    (dwMask names only those the runs share). Answers dwMask."""
    mem = wm.vm.mem
    if not lparam:
        return 0
    size, wide = mem.u32(lparam), is_wide(win)
    st = win.state.get("edit")
    if scope == 0 or st is None:
        data = rs.default.write(size, wide)
    else:
        lo, hi = st.sel
        formats = rs.runs.over(lo, hi) if lo < hi else []
        data = mixed_format(formats or [_insert_format(win, rs)], size, wide)
    if data is None:
        return 0
    mem.write(lparam, data)
    return struct.unpack_from("<I", data, 4)[0]       # the CHARFORMAT's dwMask


def _set_text_mode(win, rs, flags):
    """EM_SETTEXTMODE: only an empty control changes mode (E_UNEXPECTED otherwise); each
    pair of TM_ flags (plain or rich text, single- or multi-level undo, one or many code
    pages) may name one of the two (E_INVALIDARG when both), and a pair not named keeps
    its setting. 0 on success."""
    if _text(win):
        return E_UNEXPECTED
    mode = rs.text_mode
    for one, other in ((TM_PLAINTEXT, TM_RICHTEXT), (TM_SINGLELEVELUNDO, TM_MULTILEVELUNDO),
                       (TM_SINGLECODEPAGE, TM_MULTICODEPAGE)):
        if flags & one and flags & other:
            return E_INVALIDARG
        if flags & (one | other):
            mode = (mode & ~(one | other)) | (flags & (one | other))
    rs.text_mode = mode
    return 0


def _format_changed(win, rs, before):
    """A change of formats (EM_SETCHARFORMAT on text, EM_SETPARAFORMAT) is the last
    action: it is what undo takes back (``before``: the runs and paragraph formats it
    changed), and no earlier edit is undoable any more (one level)."""
    rs.fmt_undo, rs.fmt_redo, rs.redo = before, None, None
    rs.before = None              # the text before the last edit had other formats
    if "edit" in win.state:
        win.state["edit"].undo = None


def _swap_formats(wm, win, rs, saved):
    """Put the saved (runs, paragraph formats) back; answers the ones they replace."""
    current = (rs.runs, rs.paras)
    rs.runs, rs.paras = saved
    _draw_in_format(wm, win, rs)
    if "align" in win.state:      # paragraphs drawn by their formats already
        _show_paras(wm, win, rs)
    return current


def _undo_redo(wm, win, rs, msg):
    """One level of undo and redo: of the last format change (``_format_changed``), else
    over EDIT's undo buffer (which swaps the text with the text before the last edit):
    after an undo, that buffer holds what redo brings back, until the text changes
    again."""
    if rs.fmt_undo is not None or rs.fmt_redo is not None:
        undoing = msg in (EM_UNDO, WM_UNDO)
        if msg == EM_CANUNDO:
            return int(rs.fmt_undo is not None)
        if msg == EM_CANREDO:
            return int(rs.fmt_redo is not None)
        saved = rs.fmt_undo if undoing else rs.fmt_redo
        if saved is None:
            return 0
        other = _swap_formats(wm, win, rs, saved)
        rs.fmt_undo, rs.fmt_redo = (None, other) if undoing else (other, None)
        return 1
    pending = rs.redo is not None and rs.redo == _text(win)
    if msg == EM_CANREDO:
        return int(pending)
    if msg == EM_CANUNDO:
        return 0 if pending else (yield from _edit_call(wm, win, EM_CANUNDO, 0, 0))
    if msg == EM_REDO:
        if not pending:
            return 0
        rs.redo = None
        return (yield from _edit_call(wm, win, EM_UNDO, 0, 0))
    if pending:
        return 0                  # the one undoable edit is undone already
    done = yield from _edit_call(wm, win, EM_UNDO, 0, 0)
    rs.redo = _text(win) if done else None
    return done


def _edit_style(win):
    """EM_GETEDITSTYLE: the SES_ styles in effect."""
    return (SES_UPPERCASE if win.style & ES_UPPERCASE else 0) | \
        (SES_LOWERCASE if win.style & ES_LOWERCASE else 0)


def _options(win, rs):
    """EM_GETOPTIONS: the ECO_ flags, from the window style and what the control keeps."""
    return (win.style & ECO_STYLES) | rs.options


def _set_options(wm, win, rs, op, flags):
    """EM_SETOPTIONS: ECOOP_SET, _OR, _AND or _XOR the ECO_ flags; those that are ES_
    styles change the window style (ECO_READONLY through EM_SETREADONLY), as RichEdit
    does, ECO_AUTOWORDSELECTION is kept. Answers the new options. A vertical control
    and the selection bar (a left margin that selects lines) stop the guest."""
    cur = _options(win, rs)
    new = {ECOOP_SET: flags, ECOOP_OR: cur | flags, ECOOP_AND: cur & flags,
           ECOOP_XOR: cur ^ flags}.get(op, cur)
    new &= ECO_STYLES | ECO_AUTOWORDSELECTION | ECO_VERTICAL | ECO_SELECTIONBAR
    if new & (ECO_VERTICAL | ECO_SELECTIONBAR):
        raise Unimplemented("%s RichEdit EM_SETOPTIONS 0x%X (ECO_VERTICAL, ECO_SELECTIONBAR)"
                            % (RICHED20, new))
    if (new ^ cur) & ECO_READONLY:
        yield from _edit_call(wm, win, EM_SETREADONLY, int(bool(new & ECO_READONLY)), 0)
    win.style = (win.style & ~ECO_STYLES) | (new & ECO_STYLES)
    rs.options = new & ECO_AUTOWORDSELECTION
    wm.invalidate(win)            # the selection shows or hides (ECO_NOHIDESEL)
    return _options(win, rs)


def _text(win):
    return win.state["edit"].text if "edit" in win.state else win.title


def richedit_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the RichEdit classes: RichEdit messages here, the rest EDIT's.
    While the text object model has undo collection off (richole.py), an edit leaves
    nothing to undo."""
    rs = _rs(win)
    st = win.state.get("edit")
    sel = st.sel if st is not None else None
    if rs.insert is not None and (st is None or st.sel != (rs.insert[0], rs.insert[0])):
        rs.insert = None          # the caret moved: the insertion point's format is gone
    fmt = _insert_format(win, rs)
    result = yield from _richedit_proc(wm, win, msg, wparam, lparam)
    _follow_text(wm, win, rs, msg, wparam, sel, fmt)
    if rs.undo_off and "edit" in win.state:
        win.state["edit"].undo = None
        rs.redo = rs.fmt_undo = rs.fmt_redo = None
    return result


def _richedit_proc(wm, win, msg, wparam, lparam):
    mem = wm.vm.mem
    rs = _rs(win)
    if msg == WM_NCCREATE:
        win.state["background"] = WHITE
        # RichEdit shows its scroll bars only while the text needs them, unless
        # ES_DISABLENOSCROLL asks for disabled bars instead (edit/paint.py)
        if not win.style & ES_DISABLENOSCROLL:
            win.state["auto_bars"] = win.style & (WS_HSCROLL | WS_VSCROLL)
        _draw_in_format(wm, win, rs)
        created = yield from _edit_call(wm, win, msg, wparam, lparam)
        # before any EM_EXLIMITTEXT, at most 32,767 characters can be typed (EDIT: 30,000)
        yield from _edit_call(wm, win, EM_LIMITTEXT, DEFAULT_LIMIT, 0)
        return created
    if msg == WM_SETFONT:
        font = wm.vm.gdi.get(wparam) if wparam else None
        if font is not None and hasattr(font, "mapped"):
            # the font becomes the default format and every character's
            rs.default.set_font(font)
            rs.runs.apply(0, len(rs.runs), lambda fmt: fmt.set_font(font))
            rs.before = None
            _draw_in_format(wm, win, rs)
    if msg == WM_NCDESTROY and rs.ole_callback:
        yield from _set_ole_callback(wm, win, rs, 0)
    if msg == WM_NCDESTROY:
        drop_ole(wm.vm, rs)
    if msg == EM_EMPTYUNDOBUFFER:
        rs.fmt_undo = rs.fmt_redo = rs.redo = None
    if msg in (EM_CANUNDO, EM_UNDO, WM_UNDO, EM_REDO, EM_CANREDO):
        return (yield from _undo_redo(wm, win, rs, msg))
    if msg in (WM_SETTEXT, EM_REPLACESEL) and lparam:
        # every line break (CR, LF or CR LF) is a paragraph mark, answered back as CR LF
        text = read_text(wm, win, lparam)
        fixed = _paragraphs(text)
        if fixed != text:
            p = _temp_text(wm, win, fixed)
            try:
                return (yield from _edit_call(wm, win, msg, wparam, p))
            finally:
                wm.vm.heap.free(p)
    if msg == EM_POSFROMCHAR and wparam >= 0x40000:
        # RichEdit 2.0's form: wParam a POINTL the position goes to, lParam the index
        # (a small wParam is RichEdit 1.0's, EDIT's: the index, the position answered)
        xy = yield from _edit_call(wm, win, msg, lparam, 0)
        mem.write(wparam, struct.pack("<ii", s32((xy & 0xFFFF) << 16) >> 16,
                                      s32(xy & 0xFFFF0000) >> 16))
        return 0
    if msg <= WM_USER or msg >= WM_APP:
        # WM_APP and up (and registered messages) are the program's, not RichEdit's:
        # DefWindowProc's, through EDIT
        return (yield from _edit_call(wm, win, msg, wparam, lparam))
    if msg == EM_SETOLECALLBACK:
        return (yield from _set_ole_callback(wm, win, rs, lparam))
    if msg == EM_GETOLEINTERFACE:
        return get_ole_interface(wm.vm, win, rs, lparam)
    if msg == EM_SETCHARFORMAT:
        return _set_char_format(wm, win, rs, wparam, lparam)
    if msg == EM_SETPARAFORMAT:
        return _set_para_format(wm, win, rs, lparam)
    if msg == EM_GETPARAFORMAT:
        return _get_para_format(wm, win, rs, lparam)
    if msg == EM_GETCHARFORMAT:
        return _get_char_format(wm, win, rs, wparam, lparam)
    if msg == EM_STREAMIN:
        return (yield from _stream_in(wm, win, wparam, lparam))
    if msg == EM_STREAMOUT:
        return (yield from _stream_out(wm, win, rs, wparam, lparam))
    if msg in (EM_FINDTEXT, EM_FINDTEXTEX, EM_FINDTEXTW, EM_FINDTEXTEXW):
        return _find_text(wm, win, msg, wparam, lparam) if lparam else -1
    if msg == EM_GETSELTEXT:
        # the selected text and a NUL into the program's buffer (the caller sizes it by
        # the selection); the characters copied
        st = win.state.get("edit")
        lo, hi = st.sel if st is not None else (0, 0)
        part = _text(win)[lo:hi]
        if lparam:
            if is_wide(win):
                mem.write_wstr(lparam, part)
            else:
                mem.write_cstr(lparam, part)
        return len(part)
    if msg == EM_HIDESELECTION:
        # wParam TRUE hides the selection's highlight (whatever ES_NOHIDESEL and the
        # focus say), FALSE shows it again as they say (edit/paint.py's ``hide_sel``)
        win.state["hide_sel"] = bool(wparam)
        wm.invalidate(win, None, False)
        return 0
    if msg == EM_EXLINEFROMCHAR:
        # EM_LINEFROMCHAR with the index in lParam
        return (yield from _edit_call(wm, win, EM_LINEFROMCHAR, lparam, 0))
    if msg == EM_EXLIMITTEXT:
        # 0: the 64K default; a negative limit changes nothing (Wine 8 does the same)
        if s32(lparam) < 0:
            return 0
        yield from _edit_call(wm, win, EM_LIMITTEXT, lparam or 65536, 0)
        return 0
    if msg == EM_EXGETSEL:
        pair = yield from _edit_call(wm, win, EM_GETSEL, 0, 0)
        mem.write(lparam, CHARRANGE.pack_values(pair & 0xFFFF, pair >> 16))
        return 0
    if msg == EM_EXSETSEL:
        lo, hi = CHARRANGE.values(mem, lparam)
        yield from _edit_call(wm, win, EM_SETSEL, lo, hi)
        pair = yield from _edit_call(wm, win, EM_GETSEL, 0, 0)
        return pair >> 16
    if msg == EM_GETTEXTRANGE:
        tr = TEXTRANGE.variant(is_wide(win)).at(mem, lparam, wm.vm.ptr_size)
        lo, hi = tr.chrg.cpMin, tr.chrg.cpMax
        out = tr.lpstrText
        text = _text(win)
        hi = len(text) if hi < 0 else min(hi, len(text))
        part = text[max(0, lo):hi]
        if is_wide(win):
            mem.write_wstr(out, part)
        else:
            mem.write_cstr(out, part)
        return len(part)
    if msg == EM_SETTARGETDEVICE:
        if wparam:
            raise Unimplemented("%s RichEdit EM_SETTARGETDEVICE (a printer DC)" % RICHED20)
        # line width 0: wrap at the window's edge; 1: never wrap (as a horizontal scroller)
        if lparam == 1:
            win.style |= ES_AUTOHSCROLL
        else:
            win.style &= ~ES_AUTOHSCROLL
        wm.invalidate(win, None, False)
        return 1
    if msg == EM_GETTEXTLENGTHEX:
        return len(_text(win))
    if msg == EM_SETBKGNDCOLOR:
        old = rs.background
        rs.background = None if wparam else lparam & 0xFFFFFF
        win.state["background"] = SYS_COLORS[5] if wparam else rgb(lparam)
        wm.invalidate(win, None, False)
        return 0xFFFFFF if old is None else old
    if msg == EM_SETEVENTMASK:
        old, rs.event_mask = rs.event_mask, lparam & 0xFFFFFFFF
        return old
    if msg == EM_GETEVENTMASK:
        return rs.event_mask
    if msg == EM_AUTOURLDETECT:
        rs.auto_url = wparam
        return 0
    if msg == EM_CANPASTE:
        # what this control pastes is text: CF_TEXT, CF_OEMTEXT or CF_UNICODETEXT (a
        # wParam of 0: any format it pastes)
        have = set(wm.vm.clipboard.formats()) & {CF_TEXT, CF_OEMTEXT, CF_UNICODETEXT}
        return int(bool(have if not wparam else have & {wparam}))
    if msg == EM_SETTEXTMODE:
        return _set_text_mode(win, rs, wparam)
    if msg == EM_GETTEXTMODE:
        return rs.text_mode
    if msg == EM_SETLANGOPTIONS:
        # kept and answered back (each run is drawn in its own font whatever they say),
        # but for IMF_SPELLCHECKING: there is no spelling checker here, so it does not
        # take effect and is answered as off (wxWidgets reads it back to know)
        rs.lang_options = lparam & 0xFFFFFFFF & ~IMF_SPELLCHECKING
        return 1
    if msg == EM_GETLANGOPTIONS:
        return rs.lang_options
    if msg == EM_GETEDITSTYLE:
        return _edit_style(win)
    if msg == EM_SETEDITSTYLE:
        # SES_UPPERCASE / SES_LOWERCASE are EDIT's ES_UPPERCASE / ES_LOWERCASE; no other
        # style takes effect here (no IME, text services, proofing, beeps), so none is
        # answered as in effect, as Wine 8 answers them
        for ses, es in ((SES_UPPERCASE, ES_UPPERCASE), (SES_LOWERCASE, ES_LOWERCASE)):
            if lparam & ses:
                win.style = (win.style | es) if wparam & ses else (win.style & ~es)
        return _edit_style(win)
    if msg == EM_GETOPTIONS:
        return _options(win, rs)
    if msg == EM_SETOPTIONS:
        return (yield from _set_options(wm, win, rs, wparam, lparam & 0xFFFFFFFF))
    raise Unimplemented("%s RichEdit message 0x%X" % (RICHED20, msg))


window_proc(RICHED20, "wineagent.RichEditProc", richedit_proc)


def install(vm, dll):
    """Register the RichEdit classes of ``dll`` (RICHED20.dll, RICHED32.dll or
    MSFTEDIT.dll)."""
    wm = vm.wm
    addr = vm.proc_address(RICHED20, "wineagent.RichEditProc")
    wm.register_python_proc(addr, richedit_proc)
    for name, (owner, wide) in RICHEDIT_CLASSES.items():
        if owner.lower() != dll.lower() or wm.find_class(name) is not None:
            continue
        cls = WindowClass(name, CS_DBLCLKS | CS_GLOBALCLASS, addr, 0, 6, 0, 0, 0, 0,
                          builtin=True)
        cls.unicode = wide
        wm.register_class(cls)


def _imported(vm, dll):
    return any(d.lower() == dll.lower() for d, _, _ in vm.image.imports)


@add_class_resolver
def missing_class(vm, name):
    """A RichEdit class on first use when the program imports its DLL (a class resolver)."""
    if not isinstance(name, str):
        return None
    for cname, (dll, _) in RICHEDIT_CLASSES.items():
        if cname.lower() == name.lower() and _imported(vm, dll):
            install(vm, dll)
            return vm.wm.find_class(name)
    return None


for _dll in ("RICHED20.dll", "RICHED32.dll", "MSFTEDIT.dll"):
    add_load_hook(_dll, lambda vm, dll=_dll: install(vm, dll))
