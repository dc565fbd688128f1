"""Dialog templates: DLGTEMPLATE and DLGTEMPLATEEX with their items, read from guest memory
or resource bytes into ``DialogTemplate`` / ``DialogItem`` (dialog units, class names or
the predefined class ordinals 0x80-0x85, titles or resource ids, creation data).
``dialogs.py`` creates dialogs from them."""

#: Predefined control classes by template ordinal.

import struct

from .dlgconst import DS_SETFONT
from .wm import WS_CHILD, WS_VISIBLE

CLASS_ORDINALS = {0x80: "BUTTON", 0x81: "EDIT", 0x82: "STATIC", 0x83: "LISTBOX",
                  0x84: "SCROLLBAR", 0x85: "COMBOBOX"}


class DialogItem:
    """One control of a dialog template."""

    def __init__(self):
        self.help_id = 0
        self.style = self.exstyle = 0
        self.x = self.y = self.cx = self.cy = 0
        self.id = 0
        self.cls = None       # class name (str) after mapping ordinals
        self.title = ""       # str, or an int resource ordinal
        self.data = b""       # creation data


def template_item(cls, cid, style, x, y, cx, cy, title=""):
    """A visible child control for a template built in Python (dialog units)."""
    it = DialogItem()
    it.cls, it.id, it.title = cls, cid, title
    it.style = WS_CHILD | WS_VISIBLE | style
    it.x, it.y, it.cx, it.cy = x, y, cx, cy
    return it


class DialogTemplate:
    """A parsed DLGTEMPLATE / DLGTEMPLATEEX."""

    def __init__(self):
        self.ex = False
        self.help_id = 0
        self.style = self.exstyle = 0
        self.x = self.y = self.cx = self.cy = 0
        self.menu = None      # None, str or int
        self.cls = None       # None (the dialog class), str or int atom
        self.title = ""
        self.font = None      # (pointsize, weight, italic, face) with DS_SETFONT
        self.items = []


class _Reader:
    """Little-endian reads from a byte source given as get(offset, n) -> bytes."""

    def __init__(self, get):
        self.get, self.off = get, 0

    def take(self, fmt):
        size = struct.calcsize(fmt)
        vals = struct.unpack(fmt, self.get(self.off, size))
        self.off += size
        return vals if len(vals) > 1 else vals[0]

    def wstr(self):
        out = []
        while True:
            ch = self.take("<H")
            if ch == 0:
                return "".join(out)
            out.append(chr(ch))
            if len(out) > 4096:
                raise ValueError("unterminated string in dialog template")

    def sz_or_ord(self):
        first = self.take("<H")
        if first == 0:
            return None
        if first == 0xFFFF:
            return self.take("<H")
        out = [chr(first)]
        rest = self.wstr()
        return "".join(out) + rest

    def align(self, n=4):
        self.off = (self.off + n - 1) & ~(n - 1)


def parse_template(get):
    """Parse a dialog template from ``get(offset, n) -> bytes`` (both template formats)."""
    r = _Reader(get)
    t = DialogTemplate()
    ver, sig = struct.unpack("<HH", get(0, 4))
    if ver == 1 and sig == 0xFFFF:
        t.ex = True
        r.off = 4
        t.help_id, t.exstyle, t.style = r.take("<III")
        count = r.take("<H")
        t.x, t.y, t.cx, t.cy = r.take("<hhhh")
    else:
        t.style, t.exstyle = r.take("<II")
        count = r.take("<H")
        t.x, t.y, t.cx, t.cy = r.take("<hhhh")
    t.menu = r.sz_or_ord()
    t.cls = r.sz_or_ord()
    t.title = r.wstr()
    if t.style & DS_SETFONT:
        size = r.take("<H")
        if t.ex:
            weight, italic, _charset = r.take("<HBB")
        else:
            weight, italic = 400, 0
        face = r.wstr()
        t.font = (size, weight, italic, face)
    for _ in range(count):
        r.align(4)
        it = DialogItem()
        if t.ex:
            it.help_id, it.exstyle, it.style = r.take("<III")
            it.x, it.y, it.cx, it.cy = r.take("<hhhh")
            it.id = r.take("<I")
        else:
            it.style, it.exstyle = r.take("<II")
            it.x, it.y, it.cx, it.cy = r.take("<hhhh")
            it.id = r.take("<H")
        cls = r.sz_or_ord()
        it.cls = CLASS_ORDINALS.get(cls, cls) if isinstance(cls, int) else cls
        title = r.sz_or_ord()
        it.title = "" if title is None else title
        extra = r.take("<H")
        if extra:
            # The count covers the creation data that follows (documented for both
            # formats); the data is handed to the control as CREATESTRUCT.lpCreateParams.
            it.data = get(r.off, extra)
            r.off += extra
        t.items.append(it)
    return t


def parse_template_bytes(data):
    """Parse a template held in a bytes object (a resource's data)."""
    def get(off, n):
        if off + n > len(data):
            raise ValueError("dialog template is truncated")
        return data[off:off + n]
    return parse_template(get)


def read_template(mem, addr):
    """Parse a template in guest memory at ``addr``."""
    return parse_template(lambda off, n: mem.read(addr + off, n))
