"""SetWinMetaFileBits' conversion: a Windows metafile's records as an enhanced metafile.

Each WMF record becomes its EMF counterpart (16-bit parameters widened, in the EMF's
argument order); objects are made from the WMF's CREATE records and go into the EMF's own
handle table when first selected (``metafile.Recorder``). The page comes first: the
METAFILEPICT's mapping mode and, for MM_ISOTROPIC / MM_ANISOTROPIC with a size, a viewport
of that size (in 0.01 mm, converted to reference pixels) which is also the picture's frame;
without a METAFILEPICT the picture's window fills the whole reference device
(MM_ANISOTROPIC) and its frame is its bounds. The bounds are the records' reference pixels
through that page. A record the WMF player does
not know stops the guest, naming it. A metafile GetWinMetaFileBits made carries the
original EMF in its comments: that comes back unchanged (gdi/emf_to_wmf.py).
"""

import struct

from ...abi.api import Unimplemented
from .bitmaps import hatch_pattern
from .mapping import Coords
from .metafile import PX_PER_HUNDREDTH_MM, STOCK_FLAG, EnhMetafile, Recorder
from .objects import Brush, Font, Pen
from .wmf import MFCOMMENT, NAMES, WMFC, embedded_emf

__all__ = ["convert"]

MM_TEXT, MM_ISOTROPIC, MM_ANISOTROPIC = 1, 7, 8
GDIC = 0x43494447                       # "GDIC": a public GDI comment
GDICOMMENT_WINDOWS_METAFILE = 0x80000001


def _i(*vals):
    return struct.pack("<%di" % len(vals), *vals)


def _box(p):
    xs, ys = [x for x, _ in p], [y for _, y in p]
    return min(xs), min(ys), max(xs), max(ys)


class _Converter:
    def __init__(self, wmf, ref_size, default_font, mfp):
        self.wmf = wmf
        w, h = ref_size
        # NULL: MM_ANISOTROPIC over the whole reference device; extents that are not
        # both positive, or any other mode, also take the whole device (a negative
        # extent is no ratio, whatever the documentation says: Wine's tests, made on
        # Windows); the frame is then what the picture drew (its bounds)
        mm, xe, ye = mfp if mfp is not None else (MM_ANISOTROPIC, 0, 0)
        size, frame = (w, h), None
        if mm in (MM_ISOTROPIC, MM_ANISOTROPIC) and xe > 0 and ye > 0:
            frame = (0, 0, xe, ye)
            size = (int(round(xe * PX_PER_HUNDREDTH_MM)), int(round(ye * PX_PER_HUNDREDTH_MM)))
        self.rec = Recorder(frame, None, ref_size)
        self.page = Coords(w, h)
        self.rec.to_device = self._device
        self.table = [None] * max(1, wmf.objects)
        self.font = default_font
        self.pos = (0, 0)
        self.stack = []
        if mm != MM_TEXT:
            # the Windows metafile itself rides along in a public comment
            # (GDICOMMENT_WINDOWS_METAFILE: "GDIC", 0x80000001, version 0x300, a
            # checksum Windows does not document (0 here, as Wine writes it), flags 0,
            # the size, the bytes)
            self.rec.comment(struct.pack("<6I", GDIC, GDICOMMENT_WINDOWS_METAFILE, 0x300,
                                         0, 0, len(wmf.data)) + wmf.data)
            self.rec.add("SETMAPMODE", struct.pack("<I", mm))
            self.page.set_mode(mm)
        # the window starts as large as the viewport: one logical unit a pixel until the
        # picture's own SetWindowExt
        self.rec.add("SETVIEWPORTEXTEX", _i(*size))
        self.rec.add("SETWINDOWEXTEX", _i(*size))
        self.page.set_viewport_ext(*size)
        self.page.set_window_ext(*size)

    def _device(self, x, y):
        return self.page.lp(x, y)

    def run(self):
        for func, data in self.wmf.records():
            self.record(func, data)
        # the DC's defaults again at the end, as Windows closes a conversion: the
        # stock black pen, white brush and default palette, no clip region
        self.rec.add("SELECTOBJECT", struct.pack("<I", STOCK_FLAG | 7))
        self.rec.add("SELECTOBJECT", struct.pack("<I", STOCK_FLAG | 0))
        self.rec.add("SELECTPALETTE", struct.pack("<I", STOCK_FLAG | 15))
        self.rec.add("EXTSELECTCLIPRGN", struct.pack("<2I", 0, 5))
        self.rec.to_device = None
        return self.rec.finish()

    def _put(self, obj):
        for i, cur in enumerate(self.table):
            if cur is None:
                self.table[i] = obj
                return
        self.table.append(obj)

    def record(self, func, data):
        rec, page = self.rec, self.page
        name = NAMES.get(func)
        p = data[6:]
        n = len(p) // 2
        w = struct.unpack("<%dh" % n, p[:2 * n])
        if name == "EOF":
            return
        if name is None:
            raise Unimplemented("GDI32.dll!SetWinMetaFileBits (record function %#x)" % func)
        if name == "ESCAPE":
            if w[0] == MFCOMMENT and len(p) >= 8 and struct.unpack_from("<I", p, 4)[0] == WMFC:
                return          # a piece of an embedded EMF that no longer matches
            raise Unimplemented("GDI32.dll!SetWinMetaFileBits (META_ESCAPE %d)" % w[0])
        if name in ("RECTANGLE", "ROUNDRECT", "ELLIPSE"):
            # the EMF box is inclusive, a unit in from the WMF's right and bottom (as a
            # GM_COMPATIBLE recording writes it)
            b, r, t, l = w[2:6] if name == "ROUNDRECT" else w[:4]
            l, t, r, b = min(l, r), min(t, b), max(l, r) - 1, max(t, b) - 1
            rec.grow([(l, t), (r, b)])
            rec.add(name, _i(l, t, r, b) + (_i(w[1], w[0]) if name == "ROUNDRECT" else b""))
        elif name in ("ARC", "PIE", "CHORD"):
            ye, xe, ys, xs, b, r, t, l = w[:8]
            l, t, r, b = min(l, r), min(t, b), max(l, r) - 1, max(t, b) - 1   # inclusive
            rec.grow([(l, t), (r, b)])
            rec.add(name, _i(l, t, r, b, xs, ys, xe, ye))
        elif name == "MOVETO":
            y, x = w[:2]
            self.pos = (x, y)
            rec.add("MOVETOEX", _i(x, y))
        elif name == "LINETO":
            y, x = w[:2]
            rec.grow([self.pos, (x, y)])
            self.pos = (x, y)
            rec.add("LINETO", _i(x, y))
        elif name in ("POLYGON", "POLYLINE"):
            k = w[0]
            pts = [(w[1 + 2 * i], w[2 + 2 * i]) for i in range(k)]
            if pts:
                rec.grow(pts)
                rec.add(name, _i(*_box(pts)) + struct.pack("<I", k) +
                        _i(*[v for xy in pts for v in xy]))
        elif name == "POLYPOLYGON":
            npolys = w[0]
            counts = w[1:1 + npolys]
            pts = [(w[1 + npolys + 2 * i], w[2 + npolys + 2 * i]) for i in range(sum(counts))]
            if pts:
                rec.grow(pts)
                rec.add(name, _i(*_box(pts)) +
                        struct.pack("<%dI" % (2 + npolys), npolys, len(pts), *counts) +
                        _i(*[v for xy in pts for v in xy]))
        elif name == "SETPIXEL":
            color = struct.unpack_from("<I", p, 0)[0]
            y, x = w[2:4]
            rec.grow([(x, y), (x + 1, y + 1)])
            rec.add("SETPIXELV", _i(x, y) + struct.pack("<I", color))
        elif name == "TEXTOUT":
            k = w[0]
            s = p[2:2 + k].decode("cp1252", "replace")
            y, x = struct.unpack_from("<2h", p, 2 + k + (k & 1))
            rec.text(x, y, s, None, self.font)
        elif name in ("SETBKCOLOR", "SETTEXTCOLOR"):
            rec.add(name, struct.pack("<I", struct.unpack_from("<I", p)[0]))
        elif name in ("SETBKMODE", "SETROP2", "SETPOLYFILLMODE", "SETTEXTALIGN"):
            rec.add(name, struct.pack("<I", w[0] & 0xFFFF))
        elif name == "SETMAPMODE":
            page.set_mode(w[0])
            rec.add(name, struct.pack("<I", w[0] & 0xFFFF))
        elif name in ("SETWINDOWORG", "SETWINDOWEXT", "SETVIEWPORTORG", "SETVIEWPORTEXT"):
            y, x = w[:2]
            {"SETWINDOWORG": page.set_window_org, "SETWINDOWEXT": page.set_window_ext,
             "SETVIEWPORTORG": page.set_viewport_org,
             "SETVIEWPORTEXT": page.set_viewport_ext}[name](x, y)
            rec.add(name + "EX", _i(x, y))
        elif name == "SAVEDC":
            self.stack.append((page.copy(), self.font, self.pos))
            rec.add("SAVEDC")
        elif name == "RESTOREDC":
            level = w[0]
            idx = len(self.stack) + level if level < 0 else level - 1
            if 0 <= idx < len(self.stack):
                self.page, self.font, self.pos = self.stack[idx]
                del self.stack[idx:]
            rec.add("RESTOREDC", _i(level))
        elif name == "CREATEPENINDIRECT":
            self._put(Pen(w[0] & 0xF, w[1], struct.unpack_from("<I", p, 6)[0]))
        elif name == "CREATEBRUSHINDIRECT":
            style = w[0]
            color = struct.unpack_from("<I", p, 2)[0]
            hatch = struct.unpack_from("<h", p, 6)[0]
            self._put(Brush(2, color, hatch, hatch_pattern(hatch)) if style == 2
                      else Brush(1 if style == 1 else 0, color))
        elif name == "CREATEFONTINDIRECT":
            h, wd, esc, orient, weight = w[:5]
            italic, underline, strike, charset = p[10:14]
            face = p[18:50].split(b"\0")[0].decode("cp1252", "replace")
            self._put(Font(h, weight, face, p[17], wd, esc, orient, italic, underline,
                           strike, charset))
        elif name == "SELECTOBJECT":
            i = w[0]
            obj = self.table[i] if 0 <= i < len(self.table) else None
            if obj is not None:
                rec.select(obj)
                if isinstance(obj, Font):
                    self.font = obj
        elif name == "DELETEOBJECT":
            i = w[0]
            if 0 <= i < len(self.table) and self.table[i] is not None:
                rec.forget(self.table[i])
                self.table[i] = None


def convert(wmf, ref_size, default_font, mfp=None):
    """The EnhMetafile of ``wmf`` (``mfp``: the METAFILEPICT's (mm, xExt, yExt), or None).
    A Windows metafile that GetWinMetaFileBits made, unchanged since, gives back the
    enhanced metafile it carries, byte for byte, whatever ``mfp`` says (Windows)."""
    inner = embedded_emf(wmf.data)
    if inner is not None:
        try:
            return EnhMetafile(inner)
        except ValueError:
            pass                    # not an EMF after all: convert the records
    return _Converter(wmf, ref_size, default_font, mfp).run()
