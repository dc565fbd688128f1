"""GetWinMetaFileBits' conversion: an enhanced metafile as a Windows metafile.

What Windows writes (the layout MS-WMF 2.3.6.1 gives META_ESCAPE_ENHANCED_METAFILE, and
what Wine's metafile tests read back from Windows):

1. the whole EMF, in META_ESCAPE MFCOMMENT records of at most 0x2000 bytes each: the
   comment identifier "WMFC", comment type 1, version 0x00010000, a checksum (first
   record only: the value that makes the 16-bit sum of every word of the finished WMF
   zero), flags 0, the number of such records, this record's byte count, the bytes still
   to come after it, the EMF's size, then the bytes. SetWinMetaFileBits finds them
   (gdi/wmf.py's ``embedded_emf``) and gives back the original EMF unchanged;
2. META_SETMAPMODE with the caller's mapping mode, META_SETWINDOWORG at the picture
   frame's top left and META_SETWINDOWEXT of the frame's size in reference-device pixels;
   the origin is in the mapping mode's units (y negated in the metric modes, whose y axis
   points up), its y one unit further, as Windows writes it;
3. the drawing, record by record, in the mapping mode's units: a point goes through the
   EMF's own page (its SETMAPMODE / window / viewport / world records) to the EMF's
   reference pixels, through the EMF header's device size in millimetres to 0.01 mm, and
   from there to the mapping mode's units (reference-device pixels for MM_TEXT,
   MM_ISOTROPIC and MM_ANISOTROPIC). Objects are created in the WMF's lowest free slot
   when first selected (a stock object is written out like any other); pen widths and
   font heights are scaled like lengths. An EMF record a Windows metafile cannot hold
   (Béziers, paths, blits, clipping regions, ...) stops the guest naming it.
"""

import struct

from ...abi.api import Unimplemented
from .mapping import GM_ADVANCED, Coords
from .metafile import NAMES as EMR_NAMES, STOCK_FLAG
from .objects import Brush, Font, Pen
from .bitmaps import hatch_pattern
from .wmf import MFCOMMENT, WMFC, WmfRecorder, color_param, words

__all__ = ["convert", "window", "comment_records"]

CHUNK = 0x2000                  # the most EMF bytes one comment record carries

MM_TEXT, MM_LOMETRIC, MM_HIMETRIC, MM_LOENGLISH, MM_HIENGLISH, MM_TWIPS, \
    MM_ISOTROPIC, MM_ANISOTROPIC = range(1, 9)

#: the metric modes: (logical units per 0.01 mm as a fraction)
_METRIC = {MM_LOMETRIC: (1, 10), MM_HIMETRIC: (1, 1), MM_LOENGLISH: (10, 254),
           MM_HIENGLISH: (100, 254), MM_TWIPS: (72 * 20, 2540)}


def muldiv(a, b, c):
    """MulDiv: a * b / c rounded half away from zero."""
    n = a * b
    q, r = divmod(abs(n), abs(c))
    if 2 * r >= abs(c):
        q += 1
    return q if (n >= 0) == (c > 0) else -q


def comment_records(emf_bytes):
    """The META_ESCAPE MFCOMMENT records' parameters carrying ``emf_bytes``, the checksum
    word still 0 (it is the word at byte 16 of the first one's parameters)."""
    size = len(emf_bytes)
    count = (size + CHUNK - 1) // CHUNK
    out, remaining = [], size
    for i in range(count):
        piece = emf_bytes[i * CHUNK:(i + 1) * CHUNK]
        remaining -= len(piece)
        body = struct.pack("<IIIHIIIII", WMFC, 1, 0x10000, 0, 0, count, len(piece),
                           remaining, size) + piece
        out.append(words(MFCOMMENT, len(body)) + body + bytes(len(body) & 1))
    return out


def window(frame, map_mode, ref):
    """META_SETWINDOWORG's (x, y) and META_SETWINDOWEXT's (cx, cy) for a picture frame
    (0.01 mm) in ``map_mode`` on a reference device ``ref`` = (HORZRES, VERTRES,
    HORZSIZE, VERTSIZE); None for a mode that is not one."""
    l, t, r, b = frame
    hres, vres, hsize, vsize = ref
    if map_mode in (MM_TEXT, MM_ISOTROPIC, MM_ANISOTROPIC):
        org = (muldiv(l, hres, hsize * 100), muldiv(t, vres, vsize * 100) + 1)
    elif map_mode in _METRIC:
        n, d = _METRIC[map_mode]
        x = muldiv(l, n, d)
        if map_mode == MM_HIMETRIC and l < 0:
            x = l + 1                       # what Windows writes (Wine's tests)
        org = (x, muldiv(-t, n, d) + 1)
    else:
        return None
    ext = (muldiv(r - l, hres, hsize * 100), muldiv(b - t, vres, vsize * 100))
    return org, ext


class _Converter:
    def __init__(self, emf, map_mode, ref, stock):
        self.emf, self.stock = emf, stock
        self.out = WmfRecorder()
        hdr = emf.data
        dev = struct.unpack_from("<2i", hdr, 72)
        mm = struct.unpack_from("<2i", hdr, 80)
        hres, vres, hsize, vsize = ref
        # EMF reference pixel -> 0.01 mm -> the mode's units, per axis: a factor
        hx = mm[0] * 100.0 / dev[0] if dev[0] else 0.0
        hy = mm[1] * 100.0 / dev[1] if dev[1] else 0.0
        if map_mode in _METRIC:
            n, d = _METRIC[map_mode]
            self.fx, self.fy = hx * n / d, -hy * n / d
        else:
            self.fx = hx * hres / (hsize * 100.0) if hsize else 1.0
            self.fy = hy * vres / (vsize * 100.0) if vsize else 1.0
        self.page = Coords(dev[0] or 1, dev[1] or 1)
        self.page.gm = GM_ADVANCED
        self.page._update()
        self.handles = {}               # EMF handle index -> the object made there
        self.stack = []

    # -- geometry ---------------------------------------------------------------------
    def pt(self, x, y):
        m = self.page.matrix
        dx, dy = x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]
        return int(round(dx * self.fx)), int(round(dy * self.fy))

    def pts(self, flat):
        return [self.pt(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)]

    def length(self, n, axis=0):
        """A logical length (pen width, corner size, font height) in the WMF's units."""
        m = self.page.matrix
        f = abs(self.fx) if axis == 0 else abs(self.fy)
        scale = abs(m[0]) if axis == 0 else abs(m[3])
        if m[1] or m[2]:
            scale = abs(m[0] * m[3] - m[1] * m[2]) ** 0.5
        return int(round(n * scale * f))

    def box(self, l, t, r, b):
        m = self.page.matrix
        if m[1] or m[2]:
            raise Unimplemented("GDI32.dll!GetWinMetaFileBits (a rectangle under a "
                                "rotated or sheared world transform)")
        (x0, y0), (x1, y1) = self.pt(l, t), self.pt(r, b)
        return x0, y0, x1, y1

    # -- records ----------------------------------------------------------------------
    def run(self, map_mode, frame, ref):
        out = self.out
        for params in comment_records(self.emf.data):
            out.add("ESCAPE", params)
        org, ext = window(frame, map_mode, ref)
        out.add("SETMAPMODE", words(map_mode))
        out.add("SETWINDOWORG", words(org[1], org[0]))
        out.add("SETWINDOWEXT", words(ext[1], ext[0]))
        for kind, rec in self.emf.records():
            self.record(kind, rec)
        data = bytearray(out.finish().data)
        checksum = sum(struct.unpack("<%dH" % (len(data) // 2), bytes(data))) & 0xFFFF
        # the first comment's checksum word: header 18 bytes, record head 6, escape and
        # byte count 4, then identifier, type and version (12)
        struct.pack_into("<H", data, 18 + 6 + 4 + 12, (-checksum) & 0xFFFF)
        return bytes(data)

    def record(self, kind, rec):
        name = EMR_NAMES.get(kind)
        p = rec[8:]
        out, page = self.out, self.page
        if name in ("HEADER", "EOF"):
            return
        if name is None:
            raise Unimplemented("GDI32.dll!GetWinMetaFileBits (EMF record type %d)" % kind)
        if name.endswith("16") and name.startswith("POLY"):
            name, short = name[:-2], True
        else:
            short = False
        if name in ("RECTANGLE", "ELLIPSE"):
            # the EMF box is inclusive; a WMF rectangle leaves its right and bottom out
            l, t, r, b = struct.unpack_from("<4i", p)
            l, t, r, b = self.box(min(l, r), min(t, b), max(l, r) + 1, max(t, b) + 1)
            out.add(name, words(b, r, t, l))
        elif name == "ROUNDRECT":
            vals = struct.unpack_from("<6i", p)
            l, t, r, b = vals[:4]
            l, t, r, b = self.box(min(l, r), min(t, b), max(l, r) + 1, max(t, b) + 1)
            out.add(name, words(self.length(vals[5], 1), self.length(vals[4]), b, r, t, l))
        elif name in ("ARC", "CHORD", "PIE"):
            vals = struct.unpack_from("<8i", p)
            l, t, r, b = vals[:4]
            l, t, r, b = self.box(min(l, r), min(t, b), max(l, r) + 1, max(t, b) + 1)
            (xs, ys), (xe, ye) = self.pts(vals[4:])
            out.add(name, words(ye, xe, ys, xs, b, r, t, l))
        elif name == "MOVETOEX":
            x, y = self.pt(*struct.unpack_from("<2i", p))
            out.add("MOVETO", words(y, x))
        elif name == "LINETO":
            x, y = self.pt(*struct.unpack_from("<2i", p))
            out.add("LINETO", words(y, x))
        elif name in ("POLYGON", "POLYLINE"):
            n = struct.unpack_from("<I", p, 16)[0]
            flat = struct.unpack_from("<%d%s" % (2 * n, "h" if short else "i"), p, 20)
            pts = self.pts(flat)
            out.add(name, words(n, *[v for xy in pts for v in xy]))
        elif name in ("POLYPOLYGON", "POLYPOLYLINE"):
            npolys, total = struct.unpack_from("<2I", p, 16)
            counts = struct.unpack_from("<%dI" % npolys, p, 24)
            flat = struct.unpack_from("<%d%s" % (2 * total, "h" if short else "i"), p,
                                      24 + 4 * npolys)
            pts = self.pts(flat)
            if name == "POLYPOLYGON":
                out.add(name, words(npolys, *counts, *[v for xy in pts for v in xy]))
            else:
                # a Windows metafile has no PolyPolyline: one META_POLYLINE each
                at = 0
                for k in counts:
                    out.add("POLYLINE", words(k, *[v for xy in pts[at:at + k] for v in xy]))
                    at += k
        elif name == "SETPIXELV":
            x, y, color = struct.unpack_from("<2iI", p)
            x, y = self.pt(x, y)
            out.add("SETPIXEL", color_param(color) + words(y, x))
        elif name == "EXTTEXTOUTW":
            self._text(p)
        elif name in ("SETTEXTCOLOR", "SETBKCOLOR"):
            out.add(name, color_param(struct.unpack_from("<I", p)[0]))
        elif name in ("SETBKMODE", "SETROP2", "SETPOLYFILLMODE", "SETTEXTALIGN",
                      "SETSTRETCHBLTMODE"):
            out.add(name, words(struct.unpack_from("<I", p)[0]))
        elif name == "SETMAPMODE":
            page.set_mode(struct.unpack_from("<i", p)[0])
        elif name in ("SETWINDOWEXTEX", "SETWINDOWORGEX", "SETVIEWPORTEXTEX",
                      "SETVIEWPORTORGEX"):
            {"SETWINDOWEXTEX": page.set_window_ext, "SETWINDOWORGEX": page.set_window_org,
             "SETVIEWPORTEXTEX": page.set_viewport_ext,
             "SETVIEWPORTORGEX": page.set_viewport_org}[name](*struct.unpack_from("<2i", p))
        elif name == "SETWORLDTRANSFORM":
            page.set_world(struct.unpack_from("<6f", p))
        elif name == "MODIFYWORLDTRANSFORM":
            page.modify_world(struct.unpack_from("<6f", p), struct.unpack_from("<I", p, 24)[0])
        elif name == "SAVEDC":
            self.stack.append(page.copy())
            out.add("SAVEDC")
        elif name == "RESTOREDC":
            level = struct.unpack_from("<i", p)[0]
            idx = len(self.stack) + level if level < 0 else level - 1
            if 0 <= idx < len(self.stack):
                self.page = self.stack[idx]
                del self.stack[idx:]
            out.add("RESTOREDC", words(level))
        elif name == "CREATEPEN":
            ih, style, width, _, color = struct.unpack_from("<5I", p)
            self.handles[ih] = Pen(style, self.length(width), color)
        elif name == "CREATEBRUSHINDIRECT":
            ih, style, color, hatch = struct.unpack_from("<4I", p)
            self.handles[ih] = Brush(2, color, hatch, hatch_pattern(hatch)) if style == 2 \
                else Brush(1 if style == 1 else 0, color)
        elif name == "EXTCREATEFONTINDIRECTW":
            ih = struct.unpack_from("<I", p)[0]
            h, w, esc, orient, weight = struct.unpack_from("<5i", p, 4)
            italic, underline, strike, charset = p[24:28]
            face = p[32:96].decode("utf-16-le", "replace").split("\0")[0]
            height = self.length(abs(h), 1) * (-1 if h < 0 else 1)
            self.handles[ih] = Font(height, weight, face, p[31], self.length(w), esc,
                                    orient, italic, underline, strike, charset)
        elif name == "SELECTOBJECT":
            ih = struct.unpack_from("<I", p)[0]
            obj = self.stock.get(ih & 0xFF) if ih & STOCK_FLAG else self.handles.get(ih)
            if obj is not None:
                out.select(obj)
        elif name == "DELETEOBJECT":
            obj = self.handles.pop(struct.unpack_from("<I", p)[0], None)
            if obj is not None:
                out.forget(obj)
        elif name in ("REALIZEPALETTE", "SETBRUSHORGEX", "SETARCDIRECTION", "GDICOMMENT"):
            # no Windows-metafile record: the picture's palette is the default one, brush
            # origins are the DC's, arcs run counter-clockwise in every WMF, and a
            # GdiComment is for enhanced-metafile readers (the whole EMF, comments
            # included, is in the WMFC comments already)
            pass
        else:
            raise Unimplemented("GDI32.dll!GetWinMetaFileBits (an EMR_%s record)" % name)

    def _text(self, p):
        # rclBounds, iGraphicsMode, exScale, eyScale, then EMRTEXT: ptlReference,
        # nChars, offString, fOptions, rcl, offDx (offsets from the record's start)
        x, y, n, off_string, options = struct.unpack_from("<2iIII", p, 28)
        rect = struct.unpack_from("<4i", p, 48)
        off_dx = struct.unpack_from("<I", p, 64)[0]
        s = p[off_string - 8:off_string - 8 + 2 * n].decode("utf-16-le", "replace")
        data = s.encode("cp1252", "replace")
        dx = list(struct.unpack_from("<%di" % n, p, off_dx - 8)) if off_dx and n else []
        x, y = self.pt(x, y)
        head = words(y, x, len(data), options & 0xFFFF)
        if options & 6:                     # ETO_OPAQUE, ETO_CLIPPED: the rectangle
            l, t, r, b = self.box(*rect)
            head += words(l, t, r, b)
        out = head + data + bytes(len(data) & 1)
        if dx:
            out += words(*[self.length(v) for v in dx])
        self.out.add("EXTTEXTOUT", out)


def convert(emf, map_mode, ref, stock):
    """The bytes of the Windows metafile GetWinMetaFileBits makes of ``emf`` for
    ``map_mode`` on a reference device ``ref`` = (HORZRES, VERTRES, HORZSIZE, VERTSIZE);
    ``stock`` maps stock-object indexes to objects. None for a mode that is not one."""
    if window(emf.frame, map_mode, ref) is None:
        return None
    return _Converter(emf, map_mode, ref, stock).run(map_mode, emf.frame, ref)
