"""The RichEdit classes (``RichEdit20W``/``RichEdit20A`` of riched20.dll, ``RichEdit`` of
riched32.dll) as a plain-text rich edit built on the EDIT class.

What it does: everything EDIT does (text, selection, keys, scrolling, read-only), plus
the RichEdit messages programs use to fill and query it — EM_STREAMIN (the program's
EDITSTREAM callback is called until it gives no more bytes; SF_TEXT in ANSI or with
SF_UNICODE, and SF_RTF, whose *text* is shown: ``core/rtf.py`` drops the formatting),
EM_EXLIMITTEXT, EM_EXGETSEL/EM_EXSETSEL, EM_GETTEXTRANGE, EM_GETTEXTLENGTHEX,
EM_SETBKGNDCOLOR (the colour it paints behind the text; white by default, also when
read-only, as RichEdit does), EM_SETEVENTMASK/EM_GETEVENTMASK (kept; the only events
a plain-text control raises are EDIT's EN_* notifications), EM_AUTOURLDETECT (kept: URLs
are not highlighted) and EM_SETOPTIONS/EM_GETOPTIONS for ECO_READONLY.

What it does not: character and paragraph formatting (fonts, colours, bold text of the
RTF are dropped), OLE objects, printing. Any other RichEdit message (WM_USER and up)
stops the guest with ``unimplemented: RICHED20.dll RichEdit message 0x4xx``, so a
program that depends on one says so instead of getting a silent 0.

The classes exist once the program loads riched20.dll / riched32.dll (LoadLibrary, or
an import), as Windows registers them in those DLLs' DllMain.
"""

import struct

from ...abi.api import GuestCall, Unimplemented, window_proc
from ..core.builtin_dlls import add_load_hook
from ..core.messages import WM_NCCREATE, WM_USER
from ..core.rtf import rtf_to_text
from ..gdi.colors import rgb
from ..gdi.objects import SYS_COLORS
from ..user.wm import WindowClass
from ..user.window import add_class_resolver
from .ctlcommon import WHITE, is_wide
from .edit import (EM_GETSEL, EM_LIMITTEXT, EM_REPLACESEL, EM_SETREADONLY, EM_SETSEL,
                   ES_AUTOHSCROLL, ES_READONLY, edit_proc)

__all__ = ["RICHEDIT_CLASSES", "install", "richedit_proc"]

R = "RICHED20.dll"
#: class name -> the DLL that registers it (and whether the class is Unicode)
RICHEDIT_CLASSES = {"RichEdit20W": ("RICHED20.dll", True),
                    "RichEdit20A": ("RICHED20.dll", False),
                    "RichEdit": ("RICHED32.dll", False)}
CS_DBLCLKS, CS_GLOBALCLASS = 0x8, 0x4000
WM_SETTEXT = 0x000C

EM_EXGETSEL, EM_EXLIMITTEXT, EM_EXSETSEL = 0x434, 0x435, 0x437
EM_GETEVENTMASK, EM_SETBKGNDCOLOR, EM_SETEVENTMASK = 0x43B, 0x443, 0x445
EM_SETTARGETDEVICE, EM_STREAMIN, EM_GETTEXTRANGE = 0x448, 0x449, 0x44B
EM_SETOPTIONS, EM_GETOPTIONS = 0x44D, 0x44E
EM_AUTOURLDETECT, EM_GETTEXTLENGTHEX = 0x45B, 0x45F
SF_TEXT, SF_RTF, SF_UNICODE, SFF_SELECTION = 0x1, 0x2, 0x10, 0x8000
ECO_READONLY = 0x800
ECOOP_SET, ECOOP_OR, ECOOP_AND, ECOOP_XOR = 1, 2, 3, 4
_STREAM_CHUNK = 4096


class RichState:
    """What a RichEdit keeps beyond its EDIT state."""

    def __init__(self):
        self.event_mask = 0
        self.auto_url = 0
        self.background = None       # None: the window colour (white)


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


def _stream_in(wm, win, fmt, lparam):
    """EM_STREAMIN: pull the program's bytes through its callback, then show the text."""
    mem, heap = wm.vm.mem, wm.vm.heap
    cookie, _, callback = struct.unpack("<3I", mem.read(lparam, 12))
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
    mem.w32(lparam + 4, error)                  # EDITSTREAM.dwError
    raw = bytes(data)
    if fmt & SF_RTF and raw.lstrip().startswith(b"{\\rtf"):
        text = rtf_to_text(raw.decode("cp1252", "replace"))
    elif fmt & SF_UNICODE:
        text = raw[:len(raw) & ~1].decode("utf-16-le", "replace")
    else:
        text = raw.decode("cp1252", "replace")
    # RichEdit keeps paragraphs as "\r"; its EDIT-like text API answers "\r\n"
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\r\n")
    p = _temp_text(wm, win, text)
    try:
        if fmt & SFF_SELECTION:
            yield from _edit_call(wm, win, EM_REPLACESEL, 0, p)
        else:
            yield from _edit_call(wm, win, WM_SETTEXT, 0, p)
    finally:
        wm.vm.heap.free(p)
    return len(text)


def _text(win):
    return win.state["edit"].text if "edit" in win.state else win.title


def richedit_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the RichEdit classes: RichEdit messages here, the rest EDIT's."""
    mem = wm.vm.mem
    rs = _rs(win)
    if msg == WM_NCCREATE:
        win.state["background"] = WHITE
    if msg <= WM_USER:
        return (yield from _edit_call(wm, win, msg, wparam, lparam))
    if msg == EM_STREAMIN:
        return (yield from _stream_in(wm, win, wparam, lparam))
    if msg == EM_EXLIMITTEXT:
        return (yield from _edit_call(wm, win, EM_LIMITTEXT, lparam or 0x7FFFFFFE, 0))
    if msg == EM_EXGETSEL:
        pair = yield from _edit_call(wm, win, EM_GETSEL, 0, 0)
        mem.write(lparam, struct.pack("<2i", pair & 0xFFFF, pair >> 16))
        return 0
    if msg == EM_EXSETSEL:
        lo, hi = struct.unpack("<2i", mem.read(lparam, 8))
        yield from _edit_call(wm, win, EM_SETSEL, lo, hi)
        pair = yield from _edit_call(wm, win, EM_GETSEL, 0, 0)
        return pair >> 16
    if msg == EM_GETTEXTRANGE:
        lo, hi, out = struct.unpack("<2iI", mem.read(lparam, 12))
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
            raise Unimplemented("%s RichEdit EM_SETTARGETDEVICE (a printer DC)" % R)
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
    if msg == EM_GETOPTIONS:
        return ECO_READONLY if win.style & ES_READONLY else 0
    if msg == EM_SETOPTIONS:
        cur = ECO_READONLY if win.style & ES_READONLY else 0
        if lparam & ~ECO_READONLY:
            raise Unimplemented("%s RichEdit EM_SETOPTIONS 0x%X" % (R, lparam))
        new = {ECOOP_SET: lparam, ECOOP_OR: cur | lparam, ECOOP_AND: cur & lparam,
               ECOOP_XOR: cur ^ lparam}.get(wparam, cur)
        yield from _edit_call(wm, win, EM_SETREADONLY, int(bool(new & ECO_READONLY)), 0)
        return new
    raise Unimplemented("%s RichEdit message 0x%X" % (R, msg))


window_proc(R, "wineagent.RichEditProc", richedit_proc)


def install(vm, dll):
    """Register the RichEdit classes of ``dll`` (RICHED20.dll or RICHED32.dll)."""
    wm = vm.wm
    addr = vm.proc_address(R, "wineagent.RichEditProc")
    wm.register_python_proc(addr, richedit_proc)
    for name, (owner, wide) in RICHEDIT_CLASSES.items():
        if owner.lower() != dll.lower() or wm.find_class(name) is not None:
            continue
        cls = WindowClass(name, CS_DBLCLKS | CS_GLOBALCLASS, addr, 0, 6, 0, 0, 0, 0,
                          builtin=True)
        cls.unicode = wide
        wm.register_class(cls)


def _imported(vm, dll):
    image = getattr(vm, "image", None)
    return any(d.lower() == dll.lower() for d, _, _ in getattr(image, "imports", ()))


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


for _dll in ("RICHED20.dll", "RICHED32.dll"):
    add_load_hook(_dll, lambda vm, dll=_dll: install(vm, dll))
