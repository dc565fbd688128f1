"""Enhanced metafiles: EMF records written while a metafile DC draws, and played back
onto any DC, scaled so the picture frame fills a rectangle.

A metafile is its file bytes (``EnhMetafile.data``): what CloseEnhMetaFile makes, what
CopyEnhMetaFile writes to disk and what GetEnhMetaFile reads back are the same bytes, so
recorded and loaded pictures play through one parser. ``Recorder`` holds the records of
a DC being recorded (its metafile-handle table included); ``Player`` executes records on
a DC through the same drawing functions the GDI32 APIs use (gdi/shapes.py).
"""

import struct

from .bitmaps import hatch_pattern
from .dib import dib_to_image, image_to_dib
from .mapping import GM_ADVANCED, Coords, multiply, size_mm
from .objects import Brush, Font, Pen
from .palette import Palette
from .regions import RGN_AND, RGN_COPY, RGN_DIFF, RGN_OR, Region, combine
from ..core.structures import BITMAPINFOHEADER, RECT, RGNDATAHEADER
from . import shapes
from ...abi.api import Unimplemented

EMR = dict(
    HEADER=1, POLYBEZIER=2, POLYGON=3, POLYLINE=4, POLYBEZIERTO=5, POLYLINETO=6,
    POLYPOLYLINE=7, POLYPOLYGON=8, SETWINDOWEXTEX=9, SETWINDOWORGEX=10, SETVIEWPORTEXTEX=11,
    SETVIEWPORTORGEX=12, SETBRUSHORGEX=13, EOF=14, SETPIXELV=15, SETMAPMODE=17,
    SETBKMODE=18, SETPOLYFILLMODE=19, SETROP2=20, SETSTRETCHBLTMODE=21, SETTEXTALIGN=22,
    SETTEXTCOLOR=24, SETBKCOLOR=25, OFFSETCLIPRGN=26, MOVETOEX=27, EXCLUDECLIPRECT=29,
    INTERSECTCLIPRECT=30, SAVEDC=33, RESTOREDC=34, SETWORLDTRANSFORM=35,
    MODIFYWORLDTRANSFORM=36, SELECTOBJECT=37, CREATEPEN=38, CREATEBRUSHINDIRECT=39,
    DELETEOBJECT=40, ANGLEARC=41, ELLIPSE=42, RECTANGLE=43, ROUNDRECT=44, ARC=45, CHORD=46,
    PIE=47, LINETO=54, ARCTO=55, POLYDRAW=56, SETARCDIRECTION=57, BEGINPATH=59, ENDPATH=60,
    CLOSEFIGURE=61, ABORTPATH=68, EXTFLOODFILL=53, FILLPATH=62, STROKEANDFILLPATH=63, STROKEPATH=64, SELECTCLIPPATH=67,
    EXTSELECTCLIPRGN=75, BITBLT=76, STRETCHBLT=77, MASKBLT=78, PLGBLT=79,
    SETDIBITSTODEVICE=80, STRETCHDIBITS=81, EXTCREATEFONTINDIRECTW=82,
    EXTTEXTOUTW=84, POLYBEZIER16=85, POLYGON16=86, POLYLINE16=87, POLYBEZIERTO16=88,
    POLYLINETO16=89, POLYPOLYLINE16=90, POLYPOLYGON16=91, POLYDRAW16=92, CREATEMONOBRUSH=93,
    CREATEDIBPATTERNBRUSHPT=94, REALIZEPALETTE=52, GDICOMMENT=70, SETLAYOUT=115, SELECTPALETTE=48, ALPHABLEND=114, TRANSPARENTBLT=116, GRADIENTFILL=118,
)
NAMES = {v: k for k, v in EMR.items()}
SIGNATURE = 0x464D4520          # " EMF"
STOCK_FLAG = 0x80000000
MWT_LEFTMULTIPLY = 2
PX_PER_HUNDREDTH_MM = 96 / 2540.0


class EnhMetafile:
    """An enhanced metafile: the bytes of an .emf file."""

    def __init__(self, data):
        if len(data) < 88 or struct.unpack_from("<I", data, 0)[0] != EMR["HEADER"] or \
                struct.unpack_from("<I", data, 40)[0] != SIGNATURE:
            raise ValueError("not an enhanced metafile")
        self.data = bytes(data)

    @property
    def header(self):
        """The EMR_HEADER record's bytes."""
        return self.data[:struct.unpack_from("<I", self.data, 4)[0]]

    @property
    def bounds(self):
        """rclBounds (device pixels, inclusive)."""
        return struct.unpack_from("<4i", self.data, 8)

    @property
    def frame(self):
        """rclFrame (0.01 mm, inclusive)."""
        return struct.unpack_from("<4i", self.data, 24)

    @property
    def handles(self):
        """nHandles: the size of the playback handle table (entry 0 is the metafile)."""
        return struct.unpack_from("<H", self.data, 56)[0]

    def records(self):
        """(type, record bytes) for every record, header and EOF included."""
        off, data = 0, self.data
        while off + 8 <= len(data):
            kind, size = struct.unpack_from("<2I", data, off)
            if size < 8 or off + size > len(data):
                raise ValueError("corrupt metafile record at %d" % off)
            yield kind, data[off:off + size]
            off += size
            if kind == EMR["EOF"]:
                break


def _f32(v):
    """``v`` rounded to single precision (GDI's FLOAT arithmetic)."""
    return struct.unpack("<f", struct.pack("<f", v))[0]


def _f32s(m):
    """A transform's six values rounded to single precision."""
    return tuple(_f32(v) for v in m)


def _rec(kind, payload=b""):
    return struct.pack("<2I", EMR[kind], 8 + len(payload)) + payload


def _bounds(pts):
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return struct.pack("<4i", min(xs), min(ys), max(xs), max(ys))


class Recorder:
    """The records of a metafile DC being drawn, and its handle table."""

    to_device = None    # (class default for recorders saved before it existed)

    def __init__(self, frame, description, ref_size):
        self.frame = frame              # (l, t, r, b) in 0.01 mm, or None (from bounds)
        self.description = description or ""
        self.ref_size = ref_size        # reference device size in pixels
        self.records = []
        self.table = {}                 # id(GDI object) -> metafile handle index
        self.next_index = 1
        self.box = None                 # bounds drawn, in reference pixels
        self.to_device = None           # the recording DC's lp during a recorded call

    def add(self, kind, payload=b""):
        """Append one record."""
        self.records.append(_rec(kind, payload))

    def grow(self, pts, pad=0):
        """Extend the recorded bounds by these logical points (in reference pixels through
        the recording DC's mapping, ``to_device``, while a call is being recorded)."""
        if self.to_device is not None:
            pts = [self.to_device(*p) for p in pts]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)
        if self.box is None:
            self.box = box
        else:
            b = self.box
            self.box = (min(b[0], box[0]), min(b[1], box[1]), max(b[2], box[2]),
                        max(b[3], box[3]))

    path_box = None     # the bounds of what the open path holds (class default)

    def begin_path(self):
        """BeginPath: a new path holds nothing yet."""
        self.path_box = None

    def keep_path_bounds(self, before):
        """After a shape went into the open path: its growth of the bounds (from
        ``before``) is set aside until the path is stroked or filled."""
        grown, self.box = self.box, before
        if grown is not None and grown != before:
            old, self.path_box = self.path_box, grown
            if old is not None:
                self.path_box = (min(old[0], grown[0]), min(old[1], grown[1]),
                                 max(old[2], grown[2]), max(old[3], grown[3]))

    def path_drawn(self, kind, dc):
        """FILLPATH, STROKEPATH or STROKEANDFILLPATH with the path's bounds: they count
        now, widened by the pen when it strokes (as GDI draws it)."""
        box = self.path_box
        if box is not None:
            pad = 0
            if kind != "FILLPATH" and dc.pen is not None:
                pad = max(0, (getattr(dc.pen, "width", 1) or 1) // 2)
            box = (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad)
            self.grow_device(box)
            self.path_box = None
        self.add(kind, struct.pack("<4i", *(box or (0, 0, -1, -1))))

    def grow_device(self, box):
        """Extend the recorded bounds by a box already in reference pixels (inclusive)."""
        if self.box is None:
            self.box = tuple(box)
        else:
            b = self.box
            self.box = (min(b[0], box[0]), min(b[1], box[1]), max(b[2], box[2]),
                        max(b[3], box[3]))

    def blit(self, kind, dest, box, head, src, tail=b""):
        """EMR_BITBLT, EMR_STRETCHBLT or EMR_ALPHABLEND (MS-EMF 2.3.1): the bounds
        (``box``, reference pixels), the destination rectangle (x, y, cx, cy logical),
        ``head`` (the ROP or the BLENDFUNCTION, then xSrc, ySrc), the source (a
        :func:`blit_source` or None: no source), ``tail`` (cxSrc, cySrc)."""
        self.grow_device(box)
        fixed = 8 + 16 + 16 + len(head) + 24 + 24 + len(tail)
        if src is None:
            # a ROP without a source: an identity transform, no colour, no bitmap
            info = struct.pack("<6f", 1.0, 0.0, 0.0, 1.0, 0.0, 0.0) + bytes(24)
            payload = struct.pack("<4i4i", *box, *dest) + head + info + tail
        else:
            xform, bk, bmi, bits = src
            info = struct.pack("<6f", *xform) + struct.pack(
                "<6I", bk, 0, fixed, len(bmi), fixed + len(bmi), len(bits))
            payload = struct.pack("<4i4i", *box, *dest) + head + info + tail + bmi + bits
        self.add(kind, payload)

    def mask_blit(self, dest, box, head, src, mask_at, mask):
        """EMR_MASKBLT (MS-EMF 2.3.1.3): EMR_BITBLT's fields, then xMask, yMask and the
        mask (a (BITMAPINFO, bits) pair of DIB_PAL_INDICES, or None: no bitmap, the usage
        DIB_PAL_INDICES all the same, as Windows writes it)."""
        self.grow_device(box)
        xform, bk, bmi, bits = src
        fixed = 8 + 16 + 16 + len(head) + 24 + 24 + 8 + 20
        mbmi, mbits = mask if mask is not None else (b"", b"")
        at = fixed + len(bmi) + len(bits)
        payload = struct.pack("<4i4i", *box, *dest) + head + struct.pack("<6f", *xform) + \
            struct.pack("<6I", bk, 0, fixed, len(bmi), fixed + len(bmi), len(bits)) + \
            struct.pack("<2i", *mask_at) + struct.pack(
                "<5I", 2, at if mask is not None else 0,
                len(mbmi), at + len(mbmi) if mask is not None else 0, len(mbits)) + \
            bmi + bits + mbmi + mbits
        self.add("MASKBLT", payload)

    def plg_blit(self, box, points, source_rect, src, mask_at, mask):
        """EMR_PLGBLT (MS-EMF 2.3.1.4): the bounds, the three destination points, the
        source rectangle, the source, the mask's origin and the mask (as mask_blit)."""
        self.grow_device(box)
        xform, bk, bmi, bits = src
        fixed = 8 + 16 + 24 + 16 + 24 + 24 + 8 + 20
        mbmi, mbits = mask if mask is not None else (b"", b"")
        at = fixed + len(bmi) + len(bits)
        payload = struct.pack("<4i", *box) + points + source_rect + \
            struct.pack("<6f", *xform) + \
            struct.pack("<6I", bk, 0, fixed, len(bmi), fixed + len(bmi), len(bits)) + \
            struct.pack("<2i", *mask_at) + struct.pack(
                "<5I", 2, at if mask is not None else 0, len(mbmi),
                at + len(mbmi) if mask is not None else 0, len(mbits)) + \
            bmi + bits + mbmi + mbits
        self.add("PLGBLT", payload)

    # -- objects -----------------------------------------------------------------------
    def select(self, obj, stock_index=None):
        """EMR_SELECTOBJECT of ``obj`` (created in the metafile on first use)."""
        if stock_index is not None:
            self.add("SELECTOBJECT", struct.pack("<I", STOCK_FLAG | stock_index))
            return
        ih = self.table.get(id(obj))
        if ih is None:
            ih = self.table[id(obj)] = self.new_index()
            if isinstance(obj, Pen):
                self.add("CREATEPEN", struct.pack("<5I", ih, obj.style, obj.width, 0,
                                                  obj.color))
            elif isinstance(obj, Brush):
                if obj.style in (0, 1, 2):
                    self.add("CREATEBRUSHINDIRECT", struct.pack("<4I", ih, obj.style,
                                                                obj.color, obj.hatch))
                else:
                    self._pattern_brush(ih, obj)
            elif isinstance(obj, Font):
                face = obj.face.encode("utf-16-le")[:62]
                lf = struct.pack("<5i8B", obj.height, obj.width, obj.escapement,
                                 obj.orientation, obj.weight, obj.italic, obj.underline,
                                 obj.strikeout, obj.charset, 0, 0, 0, obj.pitch) + \
                    face + bytes(64 - len(face))
                self.add("EXTCREATEFONTINDIRECTW", struct.pack("<I", ih) + lf)
            else:
                raise Unimplemented("GDI32.dll!SelectObject (%s on a metafile DC)"
                                    % type(obj).__name__)
        self.add("SELECTOBJECT", struct.pack("<I", ih))

    dc_made = None      # (class default for recorders saved before it existed)

    def new_index(self):
        """The lowest free index of the metafile's handle table (a deleted object's index
        is taken again, as Windows records it); nHandles follows the highest."""
        used = set(self.table.values()) | {ih for ih, _ in (self.dc_made or {}).values()}
        ih = 1
        while ih in used:
            ih += 1
        self.next_index = max(self.next_index, ih + 1)
        return ih

    def dc_color(self, kind, color):
        """SetDCBrushColor / SetDCPenColor while the DC_BRUSH / DC_PEN stock object is
        selected: the colour becomes an object of the metafile's own (a solid brush, a
        solid pen of width 0) selected in its place, the previous one deleted first;
        CloseEnhMetaFile deletes the last (Windows, Wine's metafile tests)."""
        if self.dc_made is None:
            self.dc_made = {}
        old = self.dc_made.pop(kind, None)
        if old is not None:
            self.add("DELETEOBJECT", struct.pack("<I", old[0]))
        ih = self.new_index()
        if kind == "brush":
            obj = Brush(0, color)
            self.add("CREATEBRUSHINDIRECT", struct.pack("<4I", ih, 0, color, 0))
        else:
            obj = Pen(0, 0, color)
            self.add("CREATEPEN", struct.pack("<5I", ih, 0, 0, 0, color))
        self.dc_made[kind] = (ih, obj)
        self.add("SELECTOBJECT", struct.pack("<I", ih))

    def _pattern_brush(self, ih, brush):
        """EMR_CREATEMONOBRUSH for a pattern of a monochrome bitmap (a 1-bit DIB without
        colour table, DIB_PAL_INDICES: its bits pick the DC's text and background
        colours), EMR_CREATEDIBPATTERNBRUSHPT for a DIB pattern (its packed DIB as
        created) or a colour bitmap's pattern (a 24-bit DIB), as MS-EMF lays them out."""
        if brush.style == 5 and brush.packed is not None:
            usage, bmi, bits = brush.packed
            kind = "CREATEDIBPATTERNBRUSHPT"
        elif brush.style == 3 and brush.pattern is not None:
            img = brush.pattern
            bpp = 1 if brush.mono else 24
            bits = image_to_dib(img, bpp, palette=[(0, 0, 0), (255, 255, 255)]
                                if brush.mono else None)
            bmi = BITMAPINFOHEADER.pack_values(40, img.width, img.height, 1, bpp, 0,
                                               len(bits), 0, 0, 0, 0)
            usage, kind = (2, "CREATEMONOBRUSH") if brush.mono else \
                (0, "CREATEDIBPATTERNBRUSHPT")
        else:
            raise Unimplemented("GDI32.dll!SelectObject (a brush of style %d on a metafile "
                                "DC)" % brush.style)
        # Windows puts the BITMAPINFO at offset 36, four bytes past the fixed fields
        at = 36
        self.add(kind, struct.pack("<6I", ih, usage, at, len(bmi), at + len(bmi), len(bits)) +
                 bytes(at - 32) + bmi + bits)

    def comment(self, data):
        """GdiComment: EMR_GDICOMMENT, the byte count then the bytes padded to a DWORD."""
        self.add("GDICOMMENT", struct.pack("<I", len(data)) + data + bytes(-len(data) % 4))

    def forget(self, obj):
        """DeleteObject of an object the metafile created: EMR_DELETEOBJECT."""
        ih = self.table.pop(id(obj), None)
        if ih is not None:
            self.add("DELETEOBJECT", struct.pack("<I", ih))

    # -- drawing -----------------------------------------------------------------------
    def fill(self, dc, rect, brush, stock_index):
        """FillRect on a metafile DC: the brush with the null pen over a rectangle one
        pixel larger (a null-pen Rectangle stops one pixel short), then the DC's own
        pen and brush again."""
        l, t, r, b = rect
        self.grow([(l, t), (r, b)])
        self.select(brush, stock_index(brush))
        self.add("SELECTOBJECT", struct.pack("<I", STOCK_FLAG | 8))   # NULL_PEN
        self.add("RECTANGLE", struct.pack("<4i", l, t, r, b))    # (inclusive: r + 1 - 1)
        self.select(dc.pen, stock_index(dc.pen))
        self.select(dc.brush, stock_index(dc.brush))

    #: the recording DC (set by CreateEnhMetaFile; None for a conversion's recorder)
    dc = None

    def text_scale(self):
        """EMR_EXTTEXTOUTW's exScale and eyScale: in GM_COMPATIBLE the page's 0.01 mm per
        logical unit, 100 * (HORZSIZE / HORZRES) / (window extent / viewport extent) in
        single precision as Windows computes it (MS-EMF 2.2.5, Wine's metafile tests);
        0 in GM_ADVANCED."""
        dc = self.dc
        if dc is None or dc.coords.gm == GM_ADVANCED:
            return 0.0, 0.0
        w, h = self.ref_size
        co = dc.coords
        out = []
        for size, res, wnd, vp in ((size_mm(w), w, co.wnd_ext[0], co.vp_ext[0]),
                                   (size_mm(h), h, co.wnd_ext[1], co.vp_ext[1])):
            ratio = _f32(_f32(size) / _f32(res))
            out.append(_f32(100.0 * ratio / _f32(_f32(wnd) / _f32(vp))) if wnd and vp else 0.0)
        return tuple(out)

    def text(self, x, y, s, spacing, font):
        """EMR_EXTTEXTOUTW at logical (x, y). Into an open path the text draws nothing
        yet: its record has empty bounds and the metafile's bounds do not grow
        (Windows, Wine's metafile tests)."""
        n = len(s)
        dx = list(spacing) if spacing is not None else \
            [font.extent(ch)[0] for ch in s]
        w, h = sum(dx), font.line_height
        dc = self.dc
        if dc is not None and dc.path is not None and dc.path.open:
            box = (0, 0, -1, -1)
        else:
            box = (x, y, x + w, y + h)
            self.grow([(x, y), (x + w, y + h)])
        off_string = 8 + 16 + 12 + 8 + 12 + 16 + 4
        text = s.encode("utf-16-le")
        text += bytes((-len(text)) % 4)
        off_dx = off_string + len(text)
        gm = dc.coords.gm if dc is not None else 1
        payload = struct.pack("<4iIff", *box, gm, *self.text_scale()) + \
            struct.pack("<2iIII4iI", x, y, n, off_string, 0, 0, 0, -1, -1, off_dx) + \
            text + struct.pack("<%di" % n, *dx)
        self.add("EXTTEXTOUTW", payload)

    def finish(self):
        """The EnhMetafile: header, records, EOF."""
        for kind in ("brush", "pen"):          # the brush first, as Windows closes
            made = (self.dc_made or {}).get(kind)
            if made is not None:
                self.add("DELETEOBJECT", struct.pack("<I", made[0]))
        self.dc_made = {}
        eof = _rec("EOF", struct.pack("<3I", 0, 16, 20))
        body = b"".join(self.records) + eof
        box = self.box or (0, 0, 0, 0)
        # nothing drawn: the empty rectangle (0, 0, -1, -1), as Windows writes it
        bounds = (box[0], box[1], box[2], box[3]) if self.box else (0, 0, -1, -1)
        frame = self.frame
        if frame is None:
            frame = tuple(int(round(v / PX_PER_HUNDREDTH_MM)) for v in bounds)
        desc = (self.description.replace("\0\0", "\0") + "\0\0").encode("utf-16-le") \
            if self.description else b""
        desc += bytes((-len(desc)) % 4)
        w, h = self.ref_size
        mm = (int(w * 25.4 / 96 + 0.5), int(h * 25.4 / 96 + 0.5))
        header_size = 108 + len(desc)
        total = header_size + len(body)
        header = struct.pack("<2I4i4i", EMR["HEADER"], header_size, *bounds, *frame) + \
            struct.pack("<IIIIHHIII", SIGNATURE, 0x10000, total, len(self.records) + 2,
                        self.next_index, 0, len(desc) // 2, 108 if desc else 0, 0) + \
            struct.pack("<2i2i", w, h, *mm) + struct.pack("<3I", 0, 0, 0) + \
            struct.pack("<2i", mm[0] * 1000, mm[1] * 1000) + desc
        return EnhMetafile(header + body)


#: what playing a metafile starts from, whatever the DC had (Wine's metafile tests, made
#: on Windows: text alignment, colours, ROP2, arc direction, fill and stretch modes are
#: the defaults again when the header record plays; the background mode is kept)
PLAYBACK_DEFAULTS = dict(text_align=0, bk_color=0xFFFFFF, text_color=0x000000, rop2=13,
                         arc_direction=1, poly_fill_mode=1, stretch_mode=1)


def _widen_points(name, p):
    """The payload of a ...16 poly record with its POINTS widened to POINTL, so one parser
    reads both forms: after the bounds, the counts (polygon counts too for POLYPOLY*),
    the points, then (POLYDRAW) the point types."""
    if name.startswith("POLYPOLY"):
        npolys, total = struct.unpack_from("<2I", p, 16)
        head = 24 + 4 * npolys
    else:
        total = struct.unpack_from("<I", p, 16)[0]
        head = 20
    flat = struct.unpack_from("<%dh" % (2 * total), p, head)
    return p[:head] + struct.pack("<%di" % (2 * total), *flat) + p[head + 4 * total:]


def region_data(rgn):
    """A region as RGNDATA (RDH_RECTANGLES): what EMR_EXTSELECTCLIPRGN holds."""
    rects = rgn.rects()
    head = RGNDATAHEADER.sizeof()
    return RGNDATAHEADER.pack(dwSize=head, iType=1, nCount=len(rects),
                              nRgnSize=RECT.sizeof() * len(rects), rcBound=rgn.box) + \
        RECT.pack_array(rects)


def mask_dib(mask):
    """A monochrome mask bitmap as a blit record holds it: a 1-bit DIB without colour
    table (DIB_PAL_INDICES), a set bit where the mask is white."""
    bits = image_to_dib(mask.image, 1, palette=[(0, 0, 0), (255, 255, 255)])
    return BITMAPINFOHEADER.pack_values(40, mask.image.width, mask.image.height, 1, 1, 0,
                                        len(bits), 0, 0, 0, 0), bits


def _clean_rows(raw, width, bpp, stride):
    """A DIB section's rows as Windows reads them out (GetDIBits): the bits past each
    row's last pixel, to the DWORD boundary, are 0 whatever the program left there."""
    used = width * bpp
    full, extra = divmod(used, 8)
    keep = bytes([0xFF]) * full + (bytes([(0xFF00 >> extra) & 0xFF]) if extra else b"")
    mask = int.from_bytes(keep + bytes(stride - len(keep)), "big")
    out = bytearray()
    for at in range(0, len(raw), stride):
        row = int.from_bytes(raw[at:at + stride], "big") & mask
        out += row.to_bytes(stride, "big")
    return bytes(out)


def blit_source(src):
    """What a blit record holds of its source DC ``src``: (its logical-to-device
    transform, its background colour, a BITMAPINFO, the bits). Windows records the whole
    bitmap selected into the source: a DIB section as it is (its bit depth, its colour
    table filled out to 2^bpp entries, 16- and 32-bit ones as BI_BITFIELDS with their
    masks), as Wine's metafile tests show; another surface as a 24-bit DIB."""
    target = src.target
    m = src.coords.matrix
    xform = (m[0], m[1], m[2], m[3], m[4], m[5])
    bpp, compression, table, masks = 24, 0, b"", b""
    if getattr(target, "bits", None):
        bpp = target.bpp
        height = target.dib_height
        bits = _clean_rows(bytes(src.gdi.vm.mem.read(target.bits,
                                                      target.stride * target.height)),
                           target.width, bpp, target.stride)
        if bpp <= 8:
            colors = [tuple(p[:3]) for p in target.palette][:1 << bpp]
            colors += [(0, 0, 0)] * ((1 << bpp) - len(colors))
            table = b"".join(bytes((b, g, r, 0)) for r, g, b in colors)
        elif bpp in (16, 32):
            compression = 3
            masks = struct.pack("<3I", *(target.masks or (
                (0x7C00, 0x03E0, 0x001F) if bpp == 16 else (0xFF0000, 0xFF00, 0xFF))))
    else:
        img = target.image if hasattr(target, "image") else src.target.image
        height = img.height
        bits = image_to_dib(img, 24)
    width = getattr(target, "width", None) or target.image.width
    header = BITMAPINFOHEADER.pack_values(40, width, height, 1, bpp, compression, len(bits),
                                          0, 0, 0, 0)
    return xform, src.bk_color & 0xFFFFFFFF, header + masks + table, bits


class Player:
    """Plays records on a DC; ``handles`` is the metafile's object table.

    The objects the records create are GDI objects with handles of their own (what
    GetCurrentObject answers while a callback of EnumEnhMetaFile runs); ``on_handle``,
    when given, is called with (index, handle or 0) as the table changes, so
    EnumEnhMetaFile's HANDLETABLE in guest memory holds them. Playing ends by deleting
    the objects the metafile did not delete itself."""

    on_handle = None

    def __init__(self, dc, emf, rect, on_handle=None):
        self.dc, self.emf = dc, emf
        self.on_handle = on_handle
        self.handles = [None] * max(1, emf.handles)
        self.owned = {}                 # index -> the handle of the object made there
        self.saved = dict(dc.__dict__)
        self.saved_coords = dc.coords.copy()
        self.saved_path = dc.path
        self.stack = []
        # Map the picture frame (0.01 mm -> reference pixels) onto ``rect`` (logical).
        fl, ft, fr, fb = emf.frame
        fl, ft = fl * PX_PER_HUNDREDTH_MM, ft * PX_PER_HUNDREDTH_MM
        fw = max(1e-9, (fr - emf.frame[0]) * PX_PER_HUNDREDTH_MM)
        fh = max(1e-9, (fb - emf.frame[1]) * PX_PER_HUNDREDTH_MM)
        l, t, r, b = rect
        sx, sy = (r - l) / fw, (b - t) / fh
        self.transform = (sx, 0.0, 0.0, sy, l - fl * sx, t - ft * sy)
        co = dc.coords
        self.base = co.world     # it applies in either graphics mode
        # The metafile's own page (its SETMAPMODE / window / viewport records) maps its
        # logical units to reference pixels before the playback transform.
        self.page = Coords(dc.gdi.width, dc.gdi.height)
        self.page.gm = GM_ADVANCED      # the metafile's own world transform records apply
        co.gm = GM_ADVANCED
        self._apply_page()
        for attr, value in PLAYBACK_DEFAULTS.items():
            setattr(dc, attr, value)

    def _apply_page(self):
        # GDI keeps transforms as FLOATs: the playback scale and the metafile's own
        # transform are single precision before they are combined (in double, as
        # CombineTransform does), so GetWorldTransform during an enumeration answers what
        # CombineTransform of the two gives (Wine's metafile tests, made on Windows)
        co = self.dc.coords
        co.world = _f32s(multiply(_f32s(self.page.matrix),
                                  _f32s(multiply(self.transform, self.base))))
        co._update()

    def finish(self):
        """Restore the DC as it was before playing; delete what the metafile made and
        left."""
        self.dc.__dict__.update(self.saved)
        self.dc.coords = self.saved_coords
        self.dc.path = self.saved_path
        for ih in list(getattr(self, "owned", {})):
            self._drop(ih)

    def play(self):
        """Play every record."""
        for kind, rec in self.emf.records():
            self.record(kind, rec)

    def record(self, kind, rec):
        """Play one record (PlayEnhMetaFileRecord)."""
        dc = self.dc
        p = rec[8:]
        name = NAMES.get(kind)
        if name in ("HEADER", "EOF"):
            return
        if name is None:
            raise Unimplemented("GDI32.dll!PlayEnhMetaFile (record type %d)" % kind)
        if name.endswith("16"):
            # the same record with POINTS (16-bit) coordinates: read as POINTL
            name, p = name[:-2], _widen_points(name[:-2], p)
        if name in ("RECTANGLE", "ROUNDRECT", "ELLIPSE"):
            # the box is inclusive (MS-EMF; a GM_COMPATIBLE recording wrote it a unit in
            # from the right and bottom): box_shape leaves those edges out, so they go
            # a unit further
            l, t, r, b, w, h = struct.unpack_from("<6i", p + bytes(8))
            l, t, r, b = min(l, r), min(t, b), max(l, r) + 1, max(t, b) + 1
            if name == "ROUNDRECT":
                shapes.box_shape(dc, "round", l, t, r, b, w, h)
            else:
                shapes.box_shape(dc, "rect" if name == "RECTANGLE" else "ellipse", l, t, r, b)
        elif name in ("ARC", "CHORD", "PIE", "ARCTO"):
            l, t, r, b, xs, ys, xe, ye = struct.unpack_from("<8i", p)
            shapes.arc_shape(dc, name.lower(), min(l, r), min(t, b), max(l, r) + 1,
                             max(t, b) + 1, xs, ys, xe, ye)     # the box is inclusive
        elif name == "MOVETOEX":
            dc.pos = struct.unpack_from("<2i", p)
            if dc.path is not None and dc.path.open:
                dc.path.move_to(dc.lp(*dc.pos))
        elif name == "LINETO":
            shapes.line_to(dc, *struct.unpack_from("<2i", p))
        elif name in ("POLYGON", "POLYLINE", "POLYBEZIER", "POLYBEZIERTO", "POLYLINETO"):
            n = struct.unpack_from("<I", p, 16)[0]
            pts = [struct.unpack_from("<2i", p, 20 + 8 * i) for i in range(n)]
            if name == "POLYGON":
                shapes.polygons(dc, [pts])
            elif name == "POLYLINE":
                shapes.polyline(dc, pts)
            elif name == "POLYBEZIER":
                shapes.polyline(dc, shapes.bezier_points(pts))
            else:
                line = [dc.pos] + pts
                if name == "POLYBEZIERTO":
                    line = shapes.bezier_points(line)
                shapes.polyline(dc, line, continues=True)
                dc.pos = pts[-1]
        elif name in ("POLYPOLYGON", "POLYPOLYLINE"):
            npolys, total = struct.unpack_from("<2I", p, 16)
            counts = struct.unpack_from("<%dI" % npolys, p, 24)
            off = 24 + 4 * npolys
            polys = []
            for k in counts:
                polys.append([struct.unpack_from("<2i", p, off + 8 * i) for i in range(k)])
                off += 8 * k
            if name == "POLYPOLYGON":
                shapes.polygons(dc, polys)
            else:
                for poly in polys:
                    shapes.polyline(dc, poly)
        elif name == "POLYDRAW":
            n = struct.unpack_from("<I", p, 16)[0]
            pts = [struct.unpack_from("<2i", p, 20 + 8 * i) for i in range(n)]
            kinds = list(p[20 + 8 * n:20 + 9 * n])
            if shapes.poly_draw_prefix(kinds) == n:
                shapes.poly_draw(dc, pts, kinds)
        elif name == "ANGLEARC":
            x, y, radius, start, sweep = struct.unpack_from("<2iIff", p)
            shapes.angle_arc(dc, x, y, radius, start, sweep)
        elif name == "SETPIXELV":
            x, y, color = struct.unpack_from("<2iI", p)
            dx, dy = dc.lp(x, y)
            ox, oy = dc.origin
            box = dc.visible((dx + ox, dy + oy, dx + ox + 1, dy + oy + 1))
            if box is not None:
                dc.put(box, dc.color(color), rop2=False)
        elif name == "EXTTEXTOUTW":
            self._text(p)
        elif name in ("SETTEXTCOLOR", "SETBKCOLOR", "SETBKMODE", "SETPOLYFILLMODE",
                      "SETROP2", "SETTEXTALIGN", "SETARCDIRECTION", "SETSTRETCHBLTMODE"):
            attr = {"SETTEXTCOLOR": "text_color", "SETBKCOLOR": "bk_color",
                    "SETBKMODE": "bk_mode", "SETPOLYFILLMODE": "poly_fill_mode",
                    "SETROP2": "rop2", "SETTEXTALIGN": "text_align",
                    "SETARCDIRECTION": "arc_direction",
                    "SETSTRETCHBLTMODE": "stretch_mode"}[name]
            setattr(dc, attr, struct.unpack_from("<I", p)[0])
        elif name == "SETBRUSHORGEX":
            dc.brush_org = struct.unpack_from("<2i", p)
        elif name == "SETWORLDTRANSFORM":
            self.page.set_world(struct.unpack_from("<6f", p))
            self._apply_page()
        elif name == "MODIFYWORLDTRANSFORM":
            xf, mode = struct.unpack_from("<6f", p), struct.unpack_from("<I", p, 24)[0]
            if mode == MWT_LEFTMULTIPLY:
                # multiplies the DC's world transform as it is now, a change the
                # enumeration's callback made to it included; the metafile's own
                # transform follows separately (Wine's metafile tests, made on Windows)
                self.page.set_world(_f32s(multiply(xf, self.page.world)))
                co = dc.coords
                co.world = _f32s(multiply(xf, _f32s(co.world)))
                co._update()
            else:
                # MWT_IDENTITY and MWT_RIGHTMULTIPLY start again from the metafile's
                # own transform: a callback's change is gone
                self.page.modify_world(xf, mode)
                self.page.set_world(_f32s(self.page.world))     # kept as FLOATs
                self._apply_page()
        elif name == "SETMAPMODE":
            self.page.set_mode(struct.unpack_from("<i", p)[0])
            self._apply_page()
        elif name in ("SETWINDOWEXTEX", "SETWINDOWORGEX", "SETVIEWPORTEXTEX",
                      "SETVIEWPORTORGEX"):
            x, y = struct.unpack_from("<2i", p)
            setter = {"SETWINDOWEXTEX": self.page.set_window_ext,
                      "SETWINDOWORGEX": self.page.set_window_org,
                      "SETVIEWPORTEXTEX": self.page.set_viewport_ext,
                      "SETVIEWPORTORGEX": self.page.set_viewport_org}[name]
            setter(x, y)
            self._apply_page()
        elif name in ("INTERSECTCLIPRECT", "EXCLUDECLIPRECT"):
            box = dc.lp_rect(struct.unpack_from("<4i", p))
            self._clip(Region.rect(*box),
                       RGN_AND if name == "INTERSECTCLIPRECT" else RGN_DIFF)
        elif name == "EXTSELECTCLIPRGN":
            size, mode = struct.unpack_from("<2I", p)
            self._clip(self._region(p[8:8 + size]) if size else None, mode)
        elif name == "OFFSETCLIPRGN":
            own = dc.own_clip
            if own is not None:
                (x0, y0), (x1, y1) = dc.lp(0, 0), dc.lp(*struct.unpack_from("<2i", p))
                own = own.copy()
                own.offset(x1 - x0, y1 - y0)
                dc.select_clip(own)
        elif name == "SELECTCLIPPATH":
            path, dc.path = dc.path, None
            if path is not None and not path.open and path.figures:
                self._clip(shapes.path_region(path, dc.poly_fill_mode),
                           struct.unpack_from("<I", p)[0])
        elif name == "REALIZEPALETTE":
            pass            # a true-colour display has no hardware palette to map into
        elif name == "SETLAYOUT":
            dc.set_layout(struct.unpack_from("<I", p)[0])
        elif name == "SELECTPALETTE":
            ih = struct.unpack_from("<I", p)[0]
            pal = dc.gdi.stock.get(ih & 0xFF) if ih & STOCK_FLAG else \
                (self.handles[ih] if ih < len(self.handles) else None)
            if not isinstance(pal, Palette):
                raise Unimplemented("GDI32.dll!PlayEnhMetaFile (EMR_SELECTPALETTE of a "
                                    "palette the metafile made)")
            dc.palette = pal
        elif name == "GDICOMMENT":
            # a comment draws nothing; played onto an enhanced-metafile DC it is
            # recorded there again, as GdiComment on that DC would
            if isinstance(dc.recorder, Recorder):
                n = struct.unpack_from("<I", p)[0]
                dc.recorder.comment(p[4:4 + n])
        elif name == "SAVEDC":
            self.stack.append((dict(dc.__dict__), dc.coords.copy(), self.page.copy()))
        elif name == "RESTOREDC":
            level = struct.unpack_from("<i", p)[0]
            idx = len(self.stack) + level if level < 0 else level - 1
            if 0 <= idx < len(self.stack):
                state, coords, self.page = self.stack[idx]
                del self.stack[idx:]
                dc.__dict__.update(state)
                dc.coords = coords
        elif name == "CREATEPEN":
            ih, style, width, _, color = struct.unpack_from("<5I", p)
            self._put(ih, Pen(style & 0xF, width, color))
        elif name == "CREATEBRUSHINDIRECT":
            ih, style, color, hatch = struct.unpack_from("<4I", p)
            if style == 2:
                self._put(ih, Brush(2, color, hatch, hatch_pattern(hatch)))
            else:
                self._put(ih, Brush(1 if style == 1 else 0, color))
        elif name in ("CREATEMONOBRUSH", "CREATEDIBPATTERNBRUSHPT"):
            ih, usage, off_bmi, cb_bmi, off_bits, cb_bits = struct.unpack_from("<6I", p)
            head = BITMAPINFOHEADER.unpack(rec[off_bmi:off_bmi + 40])
            width, height, bpp, comp = (head["biWidth"], head["biHeight"],
                                        head["biBitCount"], head["biCompression"])
            mono = name == "CREATEMONOBRUSH"
            if mono:
                palette = [(0, 0, 0), (255, 255, 255)]
            elif usage == 0 and bpp <= 8:
                table = rec[off_bmi + 40:off_bmi + cb_bmi]
                palette = [(table[i + 2], table[i + 1], table[i])
                           for i in range(0, len(table) - 3, 4)]
            elif usage == 0:
                palette = []
            else:
                raise Unimplemented("GDI32.dll!PlayEnhMetaFile (a DIB pattern brush of "
                                    "palette indexes)")
            masks = struct.unpack_from("<3I", rec, off_bmi + 40) if comp == 3 else None
            img = dib_to_image(rec[off_bits:off_bits + cb_bits], width, height, bpp, palette,
                               masks)
            self._put(ih, Brush(3 if mono else 5, 0, 0, img, mono))
        elif name == "EXTCREATEFONTINDIRECTW":
            ih = struct.unpack_from("<I", p)[0]
            h, w, esc, orient, weight = struct.unpack_from("<5i", p, 4)
            italic, underline, strike, charset = p[24:28]
            pitch = p[31]
            face = p[32:96].decode("utf-16-le", "replace").split("\0")[0]
            self._put(ih, Font(h, weight, face, pitch, w, esc, orient, italic, underline,
                               strike, charset))
        elif name == "SELECTOBJECT":
            ih = struct.unpack_from("<I", p)[0]
            obj = dc.gdi.stock.get(ih & 0xFF) if ih & STOCK_FLAG else \
                (self.handles[ih] if ih < len(self.handles) else None)
            if isinstance(obj, Pen):
                dc.pen = obj
            elif isinstance(obj, Brush):
                dc.brush = obj
            elif isinstance(obj, Font):
                dc.font = obj
        elif name == "DELETEOBJECT":
            ih = struct.unpack_from("<I", p)[0]
            if ih < len(self.handles):
                self.handles[ih] = None
                self._drop(ih)
        elif name == "BEGINPATH":
            dc.path = shapes.Path()
            dc.path.move_to(dc.lp(*dc.pos))
        elif name == "ENDPATH":
            if dc.path is not None:
                dc.path.open = False
        elif name == "ABORTPATH":
            dc.path = None
        elif name == "CLOSEFIGURE":
            if dc.path is not None:
                dc.path.close_figure()
        elif name in ("FILLPATH", "STROKEPATH", "STROKEANDFILLPATH"):
            path, dc.path = dc.path, None
            if path is not None and not path.open:
                if name != "STROKEPATH":
                    shapes.fill_path(dc, path)
                if name == "STROKEPATH":
                    shapes.stroke_path(dc, path)
                elif name == "STROKEANDFILLPATH":
                    shapes.stroke_figures(dc, [(f[0], True) for f in path.figures])
        else:
            raise Unimplemented("GDI32.dll!PlayEnhMetaFile (%s record)" % name)

    def _region(self, data):
        """An EMR_EXTSELECTCLIPRGN's region (reference device units) on the DC being
        played to: its rectangles through the playback transform."""
        head = RGNDATAHEADER.sizeof()
        count = RGNDATAHEADER.unpack(data[:head])["nCount"]
        m = multiply(self.transform, self.base)
        if m[1] or m[2]:
            raise Unimplemented("GDI32.dll!PlayEnhMetaFile (a clip region under a rotation)")
        rgn = Region()
        for i in range(count):
            l, t, r, b = struct.unpack_from("<4i", data, head + 16 * i)
            xs = sorted(int(round(x * m[0] + m[4])) for x in (l, r))
            ys = sorted(int(round(y * m[3] + m[5])) for y in (t, b))
            rgn = combine(rgn, Region.rect(xs[0], ys[0], xs[1], ys[1]), RGN_OR)
        return rgn

    def _clip(self, rgn, mode):
        """Combine ``rgn`` (device units; None: no region) with the DC's clip region."""
        dc = self.dc
        if mode == RGN_COPY or rgn is None:
            dc.select_clip(rgn.copy() if rgn is not None else None)
            return
        own = dc.own_clip
        if own is None:
            ox, oy = dc.origin
            img = dc.target.image
            l, t, r, b = dc.clip or (0, 0, img.width, img.height)
            own = Region((l - ox, t - oy, r - ox, b - oy))
        dc.select_clip(combine(own, rgn, mode))

    def _put(self, ih, obj):
        if ih >= len(self.handles):
            self.handles.extend([None] * (ih + 1 - len(self.handles)))
        self._drop(ih)
        self.handles[ih] = obj
        h = self.owned[ih] = self.dc.gdi.add(obj)
        if self.on_handle is not None:
            self.on_handle(ih, h)

    def _drop(self, ih):
        h = self.owned.pop(ih, None)
        if h is None:
            return
        self.dc.gdi.delete(h)
        if self.on_handle is not None:
            self.on_handle(ih, 0)

    def _text(self, p):
        # payload: rclBounds, iGraphicsMode, exScale, eyScale (28 bytes), then EMRTEXT:
        # ptlReference, nChars, offString, fOptions, rcl, offDx (offsets from the record)
        x, y, n, off_string, options = struct.unpack_from("<2iIII", p, 28)
        off_dx = struct.unpack_from("<I", p, 28 + 36)[0]
        s = p[off_string - 8:off_string - 8 + 2 * n].decode("utf-16-le", "replace")
        dx = list(struct.unpack_from("<%di" % n, p, off_dx - 8)) if off_dx and n else None
        dc = self.dc
        spacing = [dc.coords.dist_x(v) for v in dx] if dx is not None else None
        dc.text(x, y, s, spacing=spacing)

