"""Windows (16-bit) metafiles: the WMF records a CreateMetaFile DC writes, and their
playback onto a DC in the DC's own coordinates (a WMF has no frame: programs scale it
with the mapping mode, and the records themselves may set it).

Like gdi/metafile.py, a ``Wmf`` is its file bytes, so a recorded picture and one loaded
from disk play through one parser. Record parameters are 16-bit words stored in reverse
order (the last argument first), as Windows writes them.
"""

import struct

from . import shapes
from .bitmaps import hatch_pattern
from .dib import dib_to_image, image_to_dib
from ..core.structures import BITMAPINFOHEADER
from .objects import Brush, Font, Pen
from .palette import Palette
from .regions import RGN_OR, Region, combine
from ...abi.api import Unimplemented

META = dict(
    EOF=0x0000, SAVEDC=0x001E, SETBKMODE=0x0102, SETMAPMODE=0x0103, SETROP2=0x0104,
    SETPOLYFILLMODE=0x0106, RESTOREDC=0x0127, SELECTOBJECT=0x012D, SETTEXTALIGN=0x012E,
    DELETEOBJECT=0x01F0, SETBKCOLOR=0x0201, SETTEXTCOLOR=0x0209, SETWINDOWORG=0x020B,
    SETWINDOWEXT=0x020C, SETVIEWPORTORG=0x020D, SETVIEWPORTEXT=0x020E, LINETO=0x0213,
    MOVETO=0x0214, CREATEPENINDIRECT=0x02FA, CREATEFONTINDIRECT=0x02FB,
    CREATEBRUSHINDIRECT=0x02FC, POLYGON=0x0324, POLYLINE=0x0325, ELLIPSE=0x0418,
    RECTANGLE=0x041B, SETPIXEL=0x041F, TEXTOUT=0x0521, POLYPOLYGON=0x0538,
    ROUNDRECT=0x061C, ARC=0x0817, PIE=0x081A, CHORD=0x0830, DIBCREATEPATTERNBRUSH=0x0142,
    REALIZEPALETTE=0x0035, EXTTEXTOUT=0x0A32, CREATEREGION=0x06FF,
    PATBLT=0x061D, DIBBITBLT=0x0940, DIBSTRETCHBLT=0x0B41, CREATEPALETTE=0x00F7, SELECTPALETTE=0x0234,
    ESCAPE=0x0626, SETSTRETCHBLTMODE=0x0107, SETLAYOUT=0x0149, EXTFLOODFILL=0x0548,
)
MFCOMMENT = 15                  # META_ESCAPE's comment escape
WMFC = 0x43464D57               # "WMFC": a comment carrying an enhanced metafile
NAMES = {v: k for k, v in META.items()}


def _pattern_brush_dib(brush):
    """META_DIBCREATEPATTERNBRUSH's parameters: the style, the colour usage, then a packed
    DIB: a DIB pattern's own (BS_DIBPATTERN), or a bitmap pattern's as a DIB
    (BS_PATTERN: a monochrome one 1-bit with black and white colours, another 24-bit)."""
    if brush.style == 5 and brush.packed is not None:
        usage, bmi, bits = brush.packed
        return words(5, usage) + bmi + bits
    if brush.style == 3 and brush.pattern is not None:
        img = brush.pattern
        bpp = 1 if brush.mono else 24
        table = [(0, 0, 0), (255, 255, 255)] if brush.mono else []
        bits = image_to_dib(img, bpp, palette=table or None)
        head = BITMAPINFOHEADER.pack_values(40, img.width, img.height, 1, bpp, 0, len(bits),
                                            0, 0, 0, 0)
        return words(3, 0) + head + b"".join(bytes((b, g, r, 0)) for r, g, b in table) + \
            bits
    raise Unimplemented("GDI32.dll!SelectObject (a brush of style %d on a Windows "
                        "metafile DC)" % brush.style)


def region_param(rgn):
    """A META_CREATEREGION's region object (MS-WMF 2.2.1.5): its header (no next in
    chain, type 6, the object count Windows writes, the size in bytes from the record's
    function word, the scan count, the longest scan's count, the bounds), then per band
    of rectangles sharing a top and bottom a scan: the count of x values, top, bottom,
    the (left, right) pairs and the count again."""
    bands = _bands(rgn.rects())
    scans = b"".join(words(len(xs), t, b, *xs) + words(len(xs)) for (t, b), xs in bands)
    longest = max([len(xs) for _, xs in bands] or [0])
    size = 2 + 22 + len(scans)
    return words(0, 6) + struct.pack("<I", 0x2F6) + words(size, len(bands), longest) + \
        words(*rgn.box) + scans


def _bands(rects):
    """Rectangles (possibly overlapping) as Windows' y-x bands: ((top, bottom), [x1, x2,
    ...]) with the spans of each band merged and sorted, a band with the same spans as
    the one above it joined to it."""
    ys = sorted({y for _, t, _, b in rects for y in (t, b)})
    bands = []
    for top, bottom in zip(ys, ys[1:]):
        spans = sorted((l, r) for l, t, r, b in rects if t <= top and b >= bottom and l < r)
        xs = []
        for l, r in spans:
            if xs and l <= xs[-1]:
                xs[-1] = max(xs[-1], r)
            else:
                xs.extend((l, r))
        if not xs:
            continue
        if bands and bands[-1][0][1] == top and bands[-1][1] == xs:
            bands[-1] = ((bands[-1][0][0], bottom), xs)
        else:
            bands.append(((top, bottom), xs))
    return bands


def region_from_param(p):
    """The region of a META_CREATEREGION's parameters (region_param's layout)."""
    count = struct.unpack_from("<H", p, 10)[0]
    rgn, at = Region(), 22
    for _ in range(count):
        n, t, b = struct.unpack_from("<H2h", p, at)
        xs = struct.unpack_from("<%dh" % n, p, at + 6)
        for k in range(0, n - 1, 2):
            rgn = combine(rgn, Region.rect(xs[k], t, xs[k + 1], b), RGN_OR)
        at += 8 + 2 * n
    return rgn


def embedded_emf(data):
    """The enhanced metafile GetWinMetaFileBits embedded in a Windows metafile's bytes
    (MS-WMF 2.3.6.1: META_ESCAPE MFCOMMENT records right after the header, each "WMFC",
    type 1, with the count of such records, this one's byte count, the bytes still to
    come and the whole EMF's size), or None when there is none, the pieces do not add
    up, or the 16-bit sum of the file's words is not 0 (the picture was changed after
    the conversion: its records, not the copy, are the picture)."""
    if len(data) < 18:
        return None
    off = 2 * struct.unpack_from("<H", data, 2)[0]
    pieces, total, count, remaining = [], None, None, None
    while off + 44 <= len(data):
        size, func, esc, nbytes, ident = struct.unpack_from("<IHHHI", data, off)
        if func != META["ESCAPE"] or esc != MFCOMMENT or ident != WMFC or nbytes < 34:
            break
        n, chunk, left, whole = struct.unpack_from("<4I", data, off + 10 + 18)
        if total is None:
            total, count, remaining = whole, n, whole
        if chunk > remaining or remaining - chunk != left or \
                off + 44 + chunk > len(data):
            return None
        pieces.append(data[off + 44:off + 44 + chunk])
        remaining = left
        off += 2 * size
        if len(pieces) == count:
            break
    if total is None or len(pieces) != count or remaining:
        return None
    if sum(struct.unpack("<%dH" % (len(data) // 2), data[:len(data) // 2 * 2])) & 0xFFFF:
        return None
    return b"".join(pieces)


DT_METAFILE, TECHNOLOGY = 5, 2


def wmf_caps(index):
    """GetDeviceCaps of a Windows metafile DC: TECHNOLOGY is DT_METAFILE, every other
    index 0 (the DC stands for no device; Wine's metafile tests, made on Windows)."""
    return DT_METAFILE if index == TECHNOLOGY else 0


def words(*vals):
    """16-bit record parameters (signed, wrapped)."""
    return struct.pack("<%dh" % len(vals), *[((v + 0x8000) & 0xFFFF) - 0x8000 for v in vals])


def color_param(c):
    """A COLORREF record parameter."""
    return struct.pack("<I", c & 0x03FFFFFF)


class Wmf:
    """A Windows metafile: the bytes of a .wmf file (no placeable header)."""

    def __init__(self, data):
        if len(data) < 18:
            raise ValueError("not a Windows metafile")
        kind, hsize, version = struct.unpack_from("<3H", data, 0)
        if kind not in (1, 2) or hsize != 9 or version not in (0x100, 0x300):
            raise ValueError("not a Windows metafile")
        self.data = bytes(data)

    @property
    def objects(self):
        """mtNoObjects: slots the playback object table needs."""
        return struct.unpack_from("<H", self.data, 10)[0]

    def records(self):
        """(function, record bytes) after the header, through META_EOF."""
        off, data = 18, self.data
        while off + 6 <= len(data):
            size, func = struct.unpack_from("<IH", data, off)
            if size < 3 or off + 2 * size > len(data):
                raise ValueError("corrupt metafile record at %d" % off)
            yield func, data[off:off + 2 * size]
            off += 2 * size
            if func == META["EOF"]:
                break


class WmfRecorder:
    """The records of a CreateMetaFile DC (same interface as metafile.Recorder)."""

    def __init__(self):
        self.records = []
        self.slots = []               # slot -> id(object) or None (free)
        self.palettes = []            # the slot owner of each palette selection
        self.max_objects = 0

    def add(self, kind, payload=b""):
        """Append one record (``payload`` = its parameter words, already reversed)."""
        self.records.append(struct.pack("<IH", 3 + len(payload) // 2, META[kind]) + payload)

    def grow(self, pts, pad=0):
        """A WMF has no bounds in its header: nothing to track."""

    def _slot(self, obj):
        key = id(obj)
        if key in self.slots:
            return self.slots.index(key), False
        if None in self.slots:
            i = self.slots.index(None)
            self.slots[i] = key
        else:
            i = len(self.slots)
            self.slots.append(key)
        self.max_objects = max(self.max_objects, len(self.slots))
        return i, True

    def select(self, obj, stock_index=None):
        """META_SELECTOBJECT, creating the object in its slot first (WMF cannot name a
        stock object: it is created from its fields like any other)."""
        if not isinstance(obj, (Pen, Brush, Font, Region)):
            return          # a bitmap or palette: SelectObject fails on a Windows metafile DC
        i, new = self._slot(obj)
        if new:
            if isinstance(obj, Pen):
                self.add("CREATEPENINDIRECT", words(obj.style, obj.width, 0) + color_param(obj.color))
            elif isinstance(obj, Brush):
                if obj.style in (0, 1, 2):
                    self.add("CREATEBRUSHINDIRECT", words(obj.style) +
                             color_param(obj.color) + words(obj.hatch))
                else:
                    self.add("DIBCREATEPATTERNBRUSH", _pattern_brush_dib(obj))
            elif isinstance(obj, Font):
                face = obj.face.encode("cp1252", "replace")[:31]
                self.add("CREATEFONTINDIRECT",
                         words(obj.height, obj.width, obj.escapement, obj.orientation,
                                obj.weight) +
                         bytes((obj.italic, obj.underline, obj.strikeout, obj.charset, 0, 0,
                                0, obj.pitch)) + face + bytes(32 - len(face)))
            else:
                raise Unimplemented("GDI32.dll!SelectObject (a region on a Windows "
                                    "metafile DC)")
        self.add("SELECTOBJECT", words(i))

    def select_palette(self, pal):
        """SelectPalette: META_SELECTPALETTE, creating the palette in its slot first
        (META_CREATEPALETTE: a LOGPALETTE, version 0x300, its entries with their flags);
        the stock DEFAULT_PALETTE too, from its 20 entries."""
        marker = object()                  # every selection creates the palette anew
        self.palettes.append(marker)       # (kept: a slot is keyed by its object's id)
        i, _ = self._slot(marker)
        self.add("CREATEPALETTE", words(0x300, len(pal.entries)) +
                 b"".join(bytes(e) for e in pal.entries))
        self.add("SELECTPALETTE", words(i))

    def select_clip(self, rgn):
        """SelectClipRgn: META_CREATEREGION, META_SELECTOBJECT and META_DELETEOBJECT of
        the region (Windows records no META_SELECTCLIPREGION)."""
        marker = object()
        i, _ = self._slot(marker)
        self.add("CREATEREGION", region_param(rgn))
        self.add("SELECTOBJECT", words(i))
        self.slots[i] = None
        self.add("DELETEOBJECT", words(i))

    def forget(self, obj):
        """DeleteObject of a recorded object: META_DELETEOBJECT frees its slot."""
        if id(obj) in self.slots:
            i = self.slots.index(id(obj))
            self.slots[i] = None
            self.add("DELETEOBJECT", words(i))

    def fill(self, dc, rect, brush, stock_index):
        """FillRect: the brush and a null pen over a rectangle one pixel larger."""
        l, t, r, b = rect
        null = dc.gdi.stock[8]
        self.select(brush)
        self.select(null)
        self.add("RECTANGLE", words(b + 1, r + 1, t, l))
        self.select(dc.pen)
        self.select(dc.brush)

    def text(self, x, y, s, spacing, font):
        """META_TEXTOUT, or META_EXTTEXTOUT when the call gave a spacing array: y, x,
        the count and the options (in that order, not reversed), the string padded to a
        word, then one 16-bit advance per character."""
        data = s.encode("cp1252", "replace")
        if spacing is None:
            self.add("TEXTOUT", words(len(data)) + data + bytes(len(data) & 1) +
                     words(y, x))
            return
        self.add("EXTTEXTOUT", words(y, x, len(data), 0) + data + bytes(len(data) & 1) +
                 words(*list(spacing)[:len(data)]))

    def finish(self):
        """The Wmf: header, records, META_EOF."""
        body = b"".join(self.records) + struct.pack("<IH", 3, 0)
        total = (18 + len(body)) // 2
        biggest = max([3] + [len(r) // 2 for r in self.records])
        header = struct.pack("<3HIHIH", 1, 9, 0x300, total, self.max_objects, biggest, 0)
        return Wmf(header + body)


class WmfPlayer:
    """Plays WMF records on a DC (in the DC's current coordinates)."""

    def __init__(self, dc, wmf):
        self.dc, self.wmf = dc, wmf
        self.table = [None] * max(1, wmf.objects)
        self.saved = dict(dc.__dict__)
        self.saved_coords = dc.coords.copy()
        self.stack = []

    def finish(self):
        """Restore the DC's objects and modes (records change them while playing)."""
        self.dc.__dict__.update(self.saved)
        self.dc.coords = self.saved_coords

    def play(self):
        """Play every record."""
        for func, rec in self.wmf.records():
            self.record(func, rec)

    def record(self, func, rec):
        """Play one record (PlayMetaFileRecord)."""
        dc = self.dc
        name = NAMES.get(func)
        p = rec[6:]
        n = len(p) // 2
        w = struct.unpack("<%dh" % n, p[:2 * n])
        if name in ("EOF", None):
            if name is None:
                raise Unimplemented("GDI32.dll!PlayMetaFile (record function %#x)" % func)
            return
        if name == "RECTANGLE":
            b, r, t, l = w[:4]
            shapes.box_shape(dc, "rect", l, t, r, b)
        elif name == "ELLIPSE":
            b, r, t, l = w[:4]
            shapes.box_shape(dc, "ellipse", l, t, r, b)
        elif name == "ROUNDRECT":
            h, wd, b, r, t, l = w[:6]
            shapes.box_shape(dc, "round", l, t, r, b, wd, h)
        elif name in ("ARC", "PIE", "CHORD"):
            ye, xe, ys, xs, b, r, t, l = w[:8]
            shapes.arc_shape(dc, name.lower(), l, t, r, b, xs, ys, xe, ye)
        elif name == "MOVETO":
            y, x = w[:2]
            dc.pos = (x, y)
        elif name == "LINETO":
            y, x = w[:2]
            shapes.line_to(dc, x, y)
        elif name in ("POLYGON", "POLYLINE"):
            k = w[0]
            pts = [(w[1 + 2 * i], w[2 + 2 * i]) for i in range(k)]
            if name == "POLYGON":
                shapes.polygons(dc, [pts])
            else:
                shapes.polyline(dc, pts)
        elif name == "POLYPOLYGON":
            npolys = w[0]
            counts = w[1:1 + npolys]
            off = 1 + npolys
            polys = []
            for k in counts:
                polys.append([(w[off + 2 * i], w[off + 2 * i + 1]) for i in range(k)])
                off += 2 * k
            shapes.polygons(dc, polys)
        elif name == "SETPIXEL":
            color = struct.unpack_from("<I", p, 0)[0]
            y, x = w[2:4]
            dx, dy = dc.lp(x, y)
            ox, oy = dc.origin
            box = dc.visible((dx + ox, dy + oy, dx + ox + 1, dy + oy + 1))
            if box is not None:
                dc.put(box, dc.color(color), rop2=False)
        elif name == "TEXTOUT":
            k = w[0]
            s = p[2:2 + k].decode("cp1252", "replace")
            off = 2 + k + (k & 1)
            y, x = struct.unpack_from("<2h", p, off)
            dc.text(x, y, s)
        elif name == "EXTTEXTOUT":
            y, x, k, opts = w[:4]
            at = 8 + (8 if opts & 6 else 0)      # ETO_OPAQUE or ETO_CLIPPED: a RECT16
            s = p[at:at + k].decode("cp1252", "replace")
            at += k + (k & 1)
            dx = list(struct.unpack_from("<%dh" % k, p, at)) if len(p) >= at + 2 * k \
                else None
            dc.text(x, y, s, spacing=dx)
        elif name in ("SETBKCOLOR", "SETTEXTCOLOR"):
            setattr(dc, "bk_color" if name == "SETBKCOLOR" else "text_color",
                    struct.unpack_from("<I", p)[0])
        elif name in ("SETBKMODE", "SETROP2", "SETPOLYFILLMODE", "SETTEXTALIGN",
                      "SETSTRETCHBLTMODE"):
            attr = {"SETBKMODE": "bk_mode", "SETROP2": "rop2",
                    "SETPOLYFILLMODE": "poly_fill_mode", "SETTEXTALIGN": "text_align",
                    "SETSTRETCHBLTMODE": "stretch_mode"}[name]
            setattr(dc, attr, w[0] & 0xFFFF)
        elif name == "SETMAPMODE":
            dc.coords.set_mode(w[0])
        elif name in ("SETWINDOWORG", "SETWINDOWEXT", "SETVIEWPORTORG", "SETVIEWPORTEXT"):
            y, x = w[:2]
            co = dc.coords
            {"SETWINDOWORG": co.set_window_org, "SETWINDOWEXT": co.set_window_ext,
             "SETVIEWPORTORG": co.set_viewport_org,
             "SETVIEWPORTEXT": co.set_viewport_ext}[name](x, y)
        elif name == "SAVEDC":
            self.stack.append((dict(dc.__dict__), dc.coords.copy()))
        elif name == "RESTOREDC":
            level = w[0]
            idx = len(self.stack) + level if level < 0 else level - 1
            if 0 <= idx < len(self.stack):
                state, coords = self.stack[idx]
                del self.stack[idx:]
                dc.__dict__.update(state)
                dc.coords = coords
        elif name == "CREATEPENINDIRECT":
            style, width = w[0], w[1]
            self._put(Pen(style & 0xF, width, struct.unpack_from("<I", p, 6)[0]))
        elif name == "CREATEBRUSHINDIRECT":
            style = w[0]
            color = struct.unpack_from("<I", p, 2)[0]
            hatch = struct.unpack_from("<h", p, 6)[0]
            if style == 2:
                self._put(Brush(2, color, hatch, hatch_pattern(hatch)))
            else:
                self._put(Brush(1 if style == 1 else 0, color))
        elif name == "DIBCREATEPATTERNBRUSH":
            style, usage = struct.unpack_from("<2H", p)
            head = BITMAPINFOHEADER.unpack(p[4:44])
            bpp = head["biBitCount"]
            if usage != 0 or head["biCompression"] not in (0, 3):
                raise Unimplemented("GDI32.dll!PlayMetaFile (a pattern brush of palette "
                                    "indexes or a compressed DIB)")
            colors = (head["biClrUsed"] or 1 << bpp) if bpp <= 8 else 0
            at = 4 + head["biSize"] + (12 if head["biCompression"] == 3 else 0)
            table = p[at:at + 4 * colors]
            palette = [(table[i + 2], table[i + 1], table[i]) for i in range(0, len(table), 4)]
            masks = struct.unpack_from("<3I", p, 44) if head["biCompression"] == 3 else None
            img = dib_to_image(p[at + 4 * colors:], head["biWidth"], head["biHeight"], bpp,
                               palette, masks)
            # a bitmap pattern (BS_PATTERN) of two colours paints with the DC's text and
            # background colours as the monochrome bitmap it came from
            mono = style == 3 and bpp == 1
            self._put(Brush(3 if style == 3 else 5, 0, 0, img, mono))
        elif name == "CREATEFONTINDIRECT":
            h, wd, esc, orient, weight = w[:5]
            italic, underline, strike, charset = p[10:14]
            pitch = p[17]
            face = p[18:50].split(b"\0")[0].decode("cp1252", "replace")
            self._put(Font(h, weight, face, pitch, wd, esc, orient, italic, underline,
                           strike, charset))
        elif name == "CREATEPALETTE":
            count = struct.unpack_from("<H", p, 2)[0]
            self._put(Palette([tuple(p[4 + 4 * k:8 + 4 * k]) for k in range(count)]))
        elif name == "SELECTPALETTE":
            i = w[0]
            obj = self.table[i] if 0 <= i < len(self.table) else None
            if isinstance(obj, Palette):
                dc.palette = obj
        elif name == "REALIZEPALETTE":
            pass            # a true-colour display has no hardware palette to map into
        elif name == "SETLAYOUT":
            dc.set_layout(struct.unpack_from("<I", p)[0])
        elif name == "ESCAPE":
            if w[0] != MFCOMMENT:
                raise Unimplemented("GDI32.dll!PlayMetaFile (META_ESCAPE %d)" % w[0])
            # a comment (GetWinMetaFileBits' copy of an enhanced metafile among them)
            # draws nothing
        elif name in ("PATBLT", "DIBBITBLT", "DIBSTRETCHBLT", "EXTFLOODFILL"):
            raise Unimplemented("GDI32.dll!PlayMetaFile (a META_%s record)" % name)
        elif name == "CREATEREGION":
            self._put(region_from_param(p))
        elif name == "SELECTOBJECT":
            i = w[0]
            obj = self.table[i] if 0 <= i < len(self.table) else None
            if isinstance(obj, Region):
                # a region selects as the clip region, in the DC's logical units
                dc.select_clip(dc.logical_region(obj).copy())
            if isinstance(obj, Pen):
                dc.pen = obj
            elif isinstance(obj, Brush):
                dc.brush = obj
            elif isinstance(obj, Font):
                dc.font = obj
        elif name == "DELETEOBJECT":
            i = w[0]
            if 0 <= i < len(self.table):
                self.table[i] = None

    def _put(self, obj):
        """A created object takes the lowest free slot (the WMF object-table rule)."""
        for i, cur in enumerate(self.table):
            if cur is None:
                self.table[i] = obj
                return
        self.table.append(obj)
