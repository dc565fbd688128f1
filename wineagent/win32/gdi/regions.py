"""Regions: a bounding box and a coverage mask, and the polygon rasterizer they share
with Polygon/PolyPolygon fills.

A ``Region`` is ``box`` (l, t, r, b; r and b excluded) plus ``mask``: None when the region
is exactly its box, otherwise a mode "1" image the size of the box. Rectangles stay masks
of None, so the common cases (one clip rectangle, an update rectangle) cost nothing.
The user layer's update regions and the DC clip both use this class.
"""

import math

from PIL import Image, ImageChops
from .pildraw import Draw

NULLREGION, SIMPLEREGION, COMPLEXREGION = 1, 2, 3
RGN_AND, RGN_OR, RGN_XOR, RGN_DIFF, RGN_COPY = 1, 2, 3, 4, 5
ALTERNATE, WINDING = 1, 2


#: GDI coordinates must lie within -2^27 .. 2^27 - 1 (MS docs, "Coordinate Spaces")
COORD_LIMIT = 1 << 27


class Region:
    """A set of pixels: a box and an optional mask (see the module docstring)."""

    def __init__(self, box=(0, 0, 0, 0), mask=None):
        l, t, r, b = box
        if r <= l or b <= t:
            box, mask = (0, 0, 0, 0), None
        self.box, self.mask = tuple(box), mask
        if mask is not None:
            self._normalize()

    @classmethod
    def rect(cls, l, t, r, b):
        """CreateRectRgn (corners in either order)."""
        return cls((min(l, r), min(t, b), max(l, r), max(t, b)))

    @classmethod
    def from_mask(cls, left, top, mask):
        """A region of the set pixels of a mode "1"/"L" ``mask`` placed at (left, top)."""
        m = mask.convert("1")
        return cls((left, top, left + m.width, top + m.height), m)

    @classmethod
    def ellipse(cls, l, t, r, b):
        """CreateEllipticRgn: the ellipse inscribed in [l, r - 1) x [t, b - 1) (Windows'
        region is one pixel smaller than the Ellipse drawn with the same corners)."""
        l, r, t, b = min(l, r), max(l, r) - 1, min(t, b), max(t, b) - 1
        if r - l < 1 or b - t < 1:
            return cls()
        m = Image.new("1", (r - l, b - t), 0)
        Draw(m).ellipse([0, 0, r - l - 1, b - t - 1], fill=1)
        return cls((l, t, r, b), m)

    @classmethod
    def round_rect(cls, l, t, r, b, w, h):
        """CreateRoundRectRgn: corners rounded by ellipses of w x h (right and bottom
        edges excluded, as the elliptic region)."""
        l, r, t, b = min(l, r), max(l, r) - 1, min(t, b), max(t, b) - 1
        if r - l < 1 or b - t < 1:
            return cls()
        m = Image.new("1", (r - l, b - t), 0)
        Draw(m).rounded_rectangle([0, 0, r - l - 1, b - t - 1],
                                            radius=max(0, min(w, h) // 2), fill=1)
        return cls((l, t, r, b), m)

    @classmethod
    def polygons(cls, polys, mode):
        """CreatePolyPolygonRgn / CreatePolygonRgn with fill ``mode`` (ALTERNATE/WINDING)."""
        pts = [p for poly in polys for p in poly]
        if not pts:
            return cls()
        l = min(x for x, _ in pts)
        t = min(y for _, y in pts)
        r = max(x for x, _ in pts)
        b = max(y for _, y in pts)
        if r <= l or b <= t:
            return cls()
        if min(l, t) < -COORD_LIMIT or max(r, b) >= COORD_LIMIT:
            # Outside the 28-bit space GDI coordinates are documented to live in, Windows'
            # edge table overflows and the region comes out empty (a point at y=-2^31
            # gives NULLREGION).
            return cls()
        m = polygon_mask(polys, mode, (l, t, r, b))
        return cls((l, t, r, b), m)

    def copy(self):
        """An independent copy."""
        return Region(self.box, self.mask.copy() if self.mask is not None else None)

    # -- queries --------------------------------------------------------------------
    @property
    def empty(self):
        """True when the region holds no pixel."""
        return self.box[2] <= self.box[0]

    @property
    def kind(self):
        """NULLREGION, SIMPLEREGION or COMPLEXREGION."""
        if self.empty:
            return NULLREGION
        return SIMPLEREGION if self.mask is None else COMPLEXREGION

    def contains(self, x, y):
        """PtInRegion."""
        l, t, r, b = self.box
        if not (l <= x < r and t <= y < b):
            return False
        return self.mask is None or bool(self.mask.getpixel((x - l, y - t)))

    def mask_for(self, box):
        """A mode "L" mask (255 = inside) of this region over ``box``, or None when the
        whole box is inside (the fast path of every clipped paste)."""
        l, t, r, b = box
        rl, rt, rr, rb = self.box
        if self.mask is None and rl <= l and rt <= t and rr >= r and rb >= b:
            return None
        out = Image.new("L", (max(1, r - l), max(1, b - t)), 0)
        if self.mask is None:
            out.paste(255, (rl - l, rt - t, rr - l, rb - t))
        else:
            out.paste(255, (rl - l, rt - t), self.mask)
        return out

    def rects(self):
        """The region as a list of rectangles (one run per row, merged vertically)."""
        if self.empty:
            return []
        l, t, r, b = self.box
        if self.mask is None:
            return [self.box]
        out, prev = [], {}
        m = self.mask
        w, h = m.size
        data = m.tobytes("raw", "L") if m.mode == "L" else m.convert("L").tobytes()
        for y in range(h):
            row = data[y * w:(y + 1) * w]
            runs, x = [], 0
            while x < w:
                if row[x]:
                    x0 = x
                    while x < w and row[x]:
                        x += 1
                    runs.append((x0, x))
                else:
                    x += 1
            cur = {}
            for x0, x1 in runs:
                rect = prev.get((x0, x1))
                if rect is not None:
                    rect[3] = t + y + 1
                else:
                    rect = [l + x0, t + y, l + x1, t + y + 1]
                    out.append(rect)
                cur[(x0, x1)] = rect
            prev = cur
        return [tuple(r) for r in out]

    # -- changes ----------------------------------------------------------------------
    def mirrored(self, width):
        """A copy mirrored left to right in a device ``width`` pixels wide (LAYOUT_RTL):
        a pixel column x becomes width-1-x."""
        if self.empty:
            return Region()
        l, t, r, b = self.box
        mask = self.mask.transpose(Image.FLIP_LEFT_RIGHT) if self.mask is not None else None
        return Region((width - r, t, width - l, b), mask)

    def offset(self, dx, dy):
        """OffsetRgn."""
        if not self.empty:
            l, t, r, b = self.box
            self.box = (l + dx, t + dy, r + dx, b + dy)

    def _normalize(self):
        """Shrink the box to the set pixels; drop a mask that covers its whole box."""
        m = self.mask.convert("1") if self.mask.mode != "1" else self.mask
        bb = m.getbbox()
        if bb is None:
            self.box, self.mask = (0, 0, 0, 0), None
            return
        l, t = self.box[:2]
        m = m.crop(bb)
        self.box = (l + bb[0], t + bb[1], l + bb[2], t + bb[3])
        lo, hi = m.convert("L").getextrema()
        self.mask = None if lo == 255 else m


def combine(a, b, mode):
    """CombineRgn: a new Region from ``a`` and ``b`` (``b`` unused for RGN_COPY)."""
    if mode == RGN_COPY:
        return a.copy()
    if mode == RGN_AND:
        l, t = max(a.box[0], b.box[0]), max(a.box[1], b.box[1])
        r, bt = min(a.box[2], b.box[2]), min(a.box[3], b.box[3])
        if r <= l or bt <= t or a.empty or b.empty:
            return Region()
        box = (l, t, r, bt)
    elif mode == RGN_DIFF:
        if a.empty:
            return Region()
        box = a.box
    elif mode in (RGN_OR, RGN_XOR):
        if a.empty:
            return b.copy()
        if b.empty:
            return a.copy()
        box = (min(a.box[0], b.box[0]), min(a.box[1], b.box[1]),
               max(a.box[2], b.box[2]), max(a.box[3], b.box[3]))
    else:
        raise ValueError("bad CombineRgn mode %d" % mode)
    if mode == RGN_OR and a.mask is None and a.box == box:
        return a.copy()
    ma, mb = _full_mask(a, box), _full_mask(b, box)
    if mode == RGN_AND:
        m = ImageChops.logical_and(ma, mb)
    elif mode == RGN_OR:
        m = ImageChops.logical_or(ma, mb)
    elif mode == RGN_XOR:
        m = ImageChops.logical_xor(ma, mb)
    else:
        m = ImageChops.logical_and(ma, ImageChops.invert(mb.convert("L")).convert("1"))
    return Region(box, m)


def _full_mask(rgn, box):
    m = rgn.mask_for(box)
    if m is None:
        m = Image.new("L", (box[2] - box[0], box[3] - box[1]), 255)
    return m.convert("1")


def polygon_spans(polys, mode):
    """Pixel spans {y: [(x0, x1), ...]} inside the polygons (pixel centres, half-open).

    One scan converter for every filled polygon (Polygon, PolyPolygon, polygon regions,
    paths), so a region made from a polygon covers exactly the pixels the fill paints.
    """
    edges = []
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            if y0 != y1:
                edges.append((x0, y0, x1, y1))
    if not edges:
        return {}
    top = min(min(e[1], e[3]) for e in edges)
    bottom = max(max(e[1], e[3]) for e in edges)
    spans = {}
    for y in range(top, bottom):
        yc = y + 0.5
        xs = []
        for x0, y0, x1, y1 in edges:
            if (y0 <= yc < y1) or (y1 <= yc < y0):
                x = x0 + (yc - y0) * (x1 - x0) / (y1 - y0)
                xs.append((x, 1 if y1 > y0 else -1))
        if not xs:
            continue
        xs.sort()
        row = []
        if mode == WINDING:
            wind, start = 0, None
            for x, d in xs:
                before = wind
                wind += d
                if before == 0 and wind != 0:
                    start = x
                elif before != 0 and wind == 0:
                    row.append((start, x))
        else:
            for i in range(0, len(xs) - 1, 2):
                row.append((xs[i][0], xs[i + 1][0]))
        out = []
        for xa, xb in row:
            # a pixel is inside when its centre is, a centre exactly on a slanted right
            # edge included (as Windows fills: a right triangle of legs 30 has 465 pixels)
            a, b = math.ceil(xa - 0.5), math.floor(xb - 0.5) + 1
            if b > a:
                out.append((a, b))
        if out:
            spans[y] = out
    return spans


def polygon_mask(polys, mode, box):
    """A mode "1" mask over ``box`` of the polygons' interior."""
    l, t, r, b = box
    m = Image.new("1", (max(1, r - l), max(1, b - t)), 0)
    for y, row in polygon_spans(polys, mode).items():
        for a, bb in row:
            m.paste(1, (a - l, y - t, bb - l, y - t + 1))
    return m
