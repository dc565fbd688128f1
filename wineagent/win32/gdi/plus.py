"""GDI+ (gdiplus.dll's flat API) drawn on GDI's surfaces.

A GDI+ ``Graphics`` made on an HDC draws into that DC's target: every shape becomes
figures of float points (paths keep GDI+'s own point/type arrays, arcs and ellipses
as Bézier curves, as GDI+ stores them), mapped by the Graphics' world transform and then
the DC's own transform to device pixels. A coverage mask is scan-converted from them
at the sample positions GDI+ documents for its pixel offset mode (pixel centres on
integer coordinates, or half way between with PixelOffsetModeHalf/HighQuality):
one sample a pixel when aliased, a 4x4 grid averaged when SmoothingModeAntiAlias
(or HighQuality) asks for antialiasing. The colour (ARGB) is composited through that
coverage times its alpha — SourceOver — or written as it is with
CompositingModeSourceCopy; the DC's clip region applies as to any GDI drawing (DC.put).
Pens are widened here: segments become quadrilaterals, joins and caps polygons
(round ones flattened circles), dashes cut at multiples of the pen width.
"""

import math

from PIL import Image, ImageChops

from .mapping import IDENTITY, invert, multiply

__all__ = ["GdiPlus", "Graphics", "Pen", "SolidBrush", "GpPath", "Ok", "GenericError",
           "InvalidParameter", "OutOfMemory", "ObjectBusy", "NotImplemented",
           "WrongState", "UnsupportedGdiplusVersion", "GdiplusNotInitialized",
           "PT_START", "PT_LINE", "PT_BEZIER", "PT_CLOSE", "arc_beziers", "ellipse_beziers"]

# GpStatus (gdiplustypes.h)
(Ok, GenericError, InvalidParameter, OutOfMemory, ObjectBusy, InsufficientBuffer,
 NotImplemented, Win32Error, WrongState, Aborted, FileNotFound, ValueOverflow,
 AccessDenied, UnknownImageFormat, FontFamilyNotFound, FontStyleNotFound,
 NotTrueTypeFont, UnsupportedGdiplusVersion, GdiplusNotInitialized) = range(19)

# PathPointType
PT_START, PT_LINE, PT_BEZIER = 0, 1, 3
PT_CLOSE = 0x80
PT_TYPE_MASK = 0x07

FILL_ALTERNATE, FILL_WINDING = 0, 1
SMOOTHING_ANTIALIAS = (2, 4, 5)     # HighQuality, AntiAlias, AntiAlias8x8
PIXEL_OFFSET_HALF = (2, 4)          # HighQuality, Half
COMPOSITING_SOURCE_COPY = 1
# LineCap
CAP_FLAT, CAP_SQUARE, CAP_ROUND, CAP_TRIANGLE = 0, 1, 2, 3
CAP_NOANCHOR, CAP_SQUAREANCHOR, CAP_ROUNDANCHOR, CAP_DIAMONDANCHOR = 0x10, 0x11, 0x12, 0x13
# LineJoin
JOIN_MITER, JOIN_BEVEL, JOIN_ROUND, JOIN_MITER_CLIPPED = 0, 1, 2, 3
# DashStyle -> dash pattern in pen widths (GDI+'s documented default patterns)
DASH_SOLID, DASH_CUSTOM = 0, 5
DASH_PATTERNS = {1: (3.0, 1.0), 2: (1.0, 1.0), 3: (3.0, 1.0, 1.0, 1.0),
                 4: (3.0, 1.0, 1.0, 1.0, 1.0, 1.0)}
#: supersampling factor per axis when antialiasing
AA_SAMPLES = 4
UNIT_PIXEL = 2
#: the Graphics' default world transform
UNIT = IDENTITY


class Pen:
    """A GpPen: ARGB colour, width in world units, caps, join, dash style."""

    def __init__(self, argb, width, unit=0):
        self.argb = argb & 0xFFFFFFFF
        self.width = width
        self.unit = unit
        self.start_cap = self.end_cap = CAP_FLAT
        self.dash_cap = 0
        self.join = JOIN_MITER
        self.miter_limit = 10.0
        self.dash_style = DASH_SOLID
        self.dash_offset = 0.0
        self.dash_array = None        # custom pattern (DashStyleCustom)
        self.alignment = 0

    def clone(self):
        """An independent copy (GdipClonePen)."""
        p = Pen(self.argb, self.width, self.unit)
        p.__dict__.update(self.__dict__)
        return p

    def pattern(self):
        """The dash pattern in pen widths, or None for a solid line."""
        if self.dash_style == DASH_CUSTOM:
            return self.dash_array
        return DASH_PATTERNS.get(self.dash_style)


class SolidBrush:
    """A GpSolidFill: one ARGB colour."""

    kind = 0      # BrushTypeSolidColor

    def __init__(self, argb):
        self.argb = argb & 0xFFFFFFFF

    def clone(self):
        """An independent copy (GdipCloneBrush)."""
        return SolidBrush(self.argb)


class GpPath:
    """A GpPath: GDI+'s points and point types, and its fill mode."""

    def __init__(self, fill_mode=FILL_ALTERNATE):
        self.points = []
        self.types = []
        self.fill_mode = fill_mode
        self.new_figure = True

    def clone(self):
        """An independent copy (GdipClonePath)."""
        p = GpPath(self.fill_mode)
        p.points, p.types, p.new_figure = list(self.points), list(self.types), self.new_figure
        return p

    def reset(self):
        """Empty the path; the fill mode goes back to Alternate (GdipResetPath)."""
        self.__init__()

    def start_figure(self):
        """The next point added starts a new figure (GdipStartPathFigure)."""
        self.new_figure = True

    def close_figure(self):
        """Close the current figure; the next point starts a new one (GdipClosePathFigure)."""
        if self.types:
            self.types[-1] |= PT_CLOSE
        self.new_figure = True

    def close_all(self):
        """Close every figure (GdipClosePathFigures)."""
        for i, t in enumerate(self.types):
            if i + 1 == len(self.types) or self.types[i + 1] & PT_TYPE_MASK == PT_START:
                self.types[i] = t | PT_CLOSE
        self.new_figure = True

    def _join(self, first):
        """Continue the current figure with ``first`` (a line from its last point, which
        GDI+ leaves out when it is the same point) or start a new one there; True when
        ``first`` itself was added."""
        if self.new_figure or not self.points:
            self.points.append(first)
            self.types.append(PT_START)
            self.new_figure = False
            return True
        if tuple(self.points[-1]) != tuple(first):
            self.points.append(first)
            self.types.append(PT_LINE)
        return True

    def add_lines(self, pts):
        """AddPathLine2: a polyline continuing the current figure."""
        self._join(pts[0])
        for p in pts[1:]:
            self.points.append(p)
            self.types.append(PT_LINE)

    def add_beziers(self, pts):
        """AddPathBeziers: 1 + 3n points, continuing the current figure."""
        self._join(pts[0])
        for p in pts[1:]:
            self.points.append(p)
            self.types.append(PT_BEZIER)

    def add_closed(self, pts, kinds):
        """A closed figure of its own (rectangle, ellipse, polygon, pie): ``kinds`` are
        the types of the points after the first."""
        self.points.append(pts[0])
        self.types.append(PT_START)
        for p, k in zip(pts[1:], kinds):
            self.points.append(p)
            self.types.append(k)
        self.types[-1] |= PT_CLOSE
        self.new_figure = True

    def figures(self):
        """[(float points, closed)], Bézier curves flattened."""
        out = []
        cur = None
        i, n = 0, len(self.points)
        while i < n:
            t = self.types[i]
            kind = t & PT_TYPE_MASK
            if kind == PT_START or cur is None:
                cur = [self.points[i]]
                out.append([cur, False])
                i += 1
            elif kind == PT_BEZIER and i + 2 < n:
                cur.extend(flatten_bezier(cur[-1], *self.points[i:i + 3])[1:])
                t = self.types[i + 2]
                i += 3
            else:
                cur.append(self.points[i])
                i += 1
            if t & PT_CLOSE:
                out[-1][1] = True
                cur = None
        return [(pts, closed) for pts, closed in out]


def flatten_bezier(p0, p1, p2, p3):
    """A cubic Bézier as a polyline (steps by its control polygon's length)."""
    length = math.dist(p0, p1) + math.dist(p1, p2) + math.dist(p2, p3)
    n = max(2, min(200, int(length / 2) + 1))
    pts = []
    for k in range(n + 1):
        t = k / n
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def _param_angle(rx, ry, deg):
    """The parametric angle of the ellipse's point at geometric angle ``deg``
    (clockwise from +x, as y grows downwards): where GDI+ starts and ends its arcs."""
    a = math.radians(deg)
    t = math.atan2(rx * math.sin(a), ry * math.cos(a)) if rx and ry else a
    return t


def arc_beziers(x, y, w, h, start, sweep):
    """The Bézier points (1 + 3n) of the arc of the ellipse in (x, y, w, h) from
    ``start`` through ``sweep`` degrees, in pieces of at most 90 degrees."""
    rx, ry = w / 2.0, h / 2.0
    cx, cy = x + rx, y + ry
    sweep = max(-360.0, min(360.0, sweep))
    pieces = max(1, int(math.ceil(abs(sweep) / 90.0 - 1e-9)))
    step = sweep / pieces
    pts = []
    for k in range(pieces):
        a0 = _param_angle(rx, ry, start + k * step)
        a1 = _param_angle(rx, ry, start + (k + 1) * step)
        # the parametric sweep goes the way the angle does
        d = a1 - a0
        if step > 0 and d <= 0:
            d += 2 * math.pi
        elif step < 0 and d >= 0:
            d -= 2 * math.pi
        if abs(step) >= 360.0:
            d = math.copysign(2 * math.pi, step)
        a1 = a0 + d
        f = 4.0 / 3.0 * math.tan(d / 4.0)
        c0, s0, c1, s1 = math.cos(a0), math.sin(a0), math.cos(a1), math.sin(a1)
        p0 = (cx + rx * c0, cy + ry * s0)
        p3 = (cx + rx * c1, cy + ry * s1)
        p1 = (p0[0] - f * rx * s0, p0[1] + f * ry * c0)
        p2 = (p3[0] + f * rx * s1, p3[1] - f * ry * c1)
        if not pts:
            pts.append(p0)
        pts.extend((p1, p2, p3))
    return pts


def ellipse_beziers(x, y, w, h):
    """The 13 points of the closed Bézier ellipse in (x, y, w, h), from its right end
    clockwise (as GDI+ adds an ellipse)."""
    return arc_beziers(x, y, w, h, 0.0, 360.0)


def rect_points(x, y, w, h):
    """A rectangle's four corners in GDI+'s order."""
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def _transform(m, pts):
    a, b, c, d, e, f = m
    return [(x * a + y * c + e, x * b + y * d + f) for x, y in pts]


# -- scan conversion ------------------------------------------------------------------
def _oriented(poly):
    """``poly`` turning the positive way (so nonzero winding unites several)."""
    area = 0.0
    n = len(poly)
    for i in range(n):
        x0, y0 = poly[i]
        x1, y1 = poly[(i + 1) % n]
        area += x0 * y1 - x1 * y0
    return poly if area >= 0 else poly[::-1]


def _coverage(polys, winding, box, scale, offset):
    """A mode "L" mask over ``box`` (device pixels l, t, r, b): 255 where the samples of
    each pixel fall inside ``polys`` (device float points), the average over
    ``scale`` x ``scale`` samples; ``offset`` is where sample 0 of pixel 0 lies."""
    l, t, r, b = box
    W, H = (r - l) * scale, (b - t) * scale
    img = Image.new("L", (W, H), 0)
    edges = []
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            # sample space: sample k of the row/column lies at integer k
            u0, v0 = (x0 - offset - l) * scale, (y0 - offset - t) * scale
            u1, v1 = (x1 - offset - l) * scale, (y1 - offset - t) * scale
            if v0 != v1:
                edges.append((u0, v0, u1, v1))
    if not edges:
        return img
    vmin = max(0, int(math.ceil(min(min(e[1], e[3]) for e in edges))))
    vmax = min(H, int(math.ceil(max(max(e[1], e[3]) for e in edges))))
    for v in range(vmin, vmax):
        xs = []
        for u0, v0, u1, v1 in edges:
            if v0 <= v < v1:
                xs.append((u0 + (v - v0) * (u1 - u0) / (v1 - v0), 1))
            elif v1 <= v < v0:
                xs.append((u0 + (v - v0) * (u1 - u0) / (v1 - v0), -1))
        if len(xs) < 2:
            continue
        xs.sort()
        wind = 0
        start = None
        for x, d in xs:
            before = wind
            wind = wind + d if winding else wind ^ 1
            inside_before = before != 0
            inside_after = wind != 0
            if not inside_before and inside_after:
                start = x
            elif inside_before and not inside_after:
                k0 = max(0, int(math.ceil(start)))
                k1 = min(W, int(math.ceil(x)))
                if k1 > k0:
                    img.paste(255, (k0, v, k1, v + 1))
    if scale > 1:
        img = img.reduce(scale)
    return img


# -- pen widening ---------------------------------------------------------------------
def _circle(c, r):
    n = max(8, min(128, int(2 * math.pi * r / 1.5) + 1))
    return [(c[0] + r * math.cos(2 * math.pi * k / n), c[1] + r * math.sin(2 * math.pi * k / n))
            for k in range(n)]


def _dashes(pts, closed, pattern, offset):
    """Cut a polyline into the "on" pieces of a dash ``pattern`` (lengths in device
    units) starting ``offset`` into it."""
    if closed:
        pts = pts + [pts[0]]
    total = sum(pattern)
    if total <= 0:
        return [pts]
    pos = offset % total
    idx = 0
    while pos >= pattern[idx]:
        pos -= pattern[idx]
        idx = (idx + 1) % len(pattern)
    left = pattern[idx] - pos
    on = idx % 2 == 0
    pieces = [[pts[0]]] if on else []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        done = 0.0
        while seg - done > left:
            done += left
            p = (x0 + (x1 - x0) * done / seg, y0 + (y1 - y0) * done / seg)
            if on:
                pieces[-1].append(p)
            else:
                pieces.append([p])
            on = not on
            idx = (idx + 1) % len(pattern)
            left = pattern[idx]
        left -= seg - done
        if on:
            pieces[-1].append((x1, y1))
    return [p for p in pieces if len(p) > 1]


def _cap(p, q, half, cap, start):
    """The polygon a line cap adds at end ``p`` of the segment from ``q``; also how far
    the segment itself extends past ``p`` (a square cap)."""
    dx, dy = p[0] - q[0], p[1] - q[1]
    L = math.hypot(dx, dy) or 1.0
    ux, uy = dx / L, dy / L
    nx, ny = -uy * half, ux * half
    if cap in (CAP_ROUND, CAP_ROUNDANCHOR):
        return [_circle(p, half)]
    if cap in (CAP_SQUARE, CAP_SQUAREANCHOR):
        ex, ey = p[0] + ux * half, p[1] + uy * half
        return [[(p[0] + nx, p[1] + ny), (ex + nx, ey + ny), (ex - nx, ey - ny),
                 (p[0] - nx, p[1] - ny)]]
    if cap == CAP_TRIANGLE:
        return [[(p[0] + nx, p[1] + ny), (p[0] + ux * half, p[1] + uy * half),
                 (p[0] - nx, p[1] - ny)]]
    return []


def _join(a, p, b, half, join, limit):
    """The polygon joining the segments a-p and p-b at ``p``."""
    if join == JOIN_ROUND:
        return [_circle(p, half)]
    d0 = (p[0] - a[0], p[1] - a[1])
    d1 = (b[0] - p[0], b[1] - p[1])
    l0, l1 = math.hypot(*d0), math.hypot(*d1)
    if not l0 or not l1:
        return []
    n0 = (-d0[1] / l0 * half, d0[0] / l0 * half)
    n1 = (-d1[1] / l1 * half, d1[0] / l1 * half)
    cross = d0[0] * d1[1] - d0[1] * d1[0]
    if abs(cross) < 1e-9:
        return []
    s = -1 if cross > 0 else 1     # the outer side of the turn
    o0 = (p[0] + s * n0[0], p[1] + s * n0[1])
    o1 = (p[0] + s * n1[0], p[1] + s * n1[1])
    polys = [[p, o0, o1]]
    if join in (JOIN_MITER, JOIN_MITER_CLIPPED):
        # the miter's tip: where the two outer edges meet
        cos_t = (d0[0] * d1[0] + d0[1] * d1[1]) / (l0 * l1)
        ratio = 1.0 / math.sqrt(max(1e-12, (1 + cos_t) / 2.0))
        if ratio <= limit:
            bis = (o0[0] + o1[0] - 2 * p[0], o0[1] + o1[1] - 2 * p[1])
            bl = math.hypot(*bis)
            if bl:
                tip = (p[0] + bis[0] / bl * half * ratio, p[1] + bis[1] / bl * half * ratio)
                polys = [[p, o0, tip, o1]]
    return polys


def widen(figures, width, pen):
    """The polygons (device units) a pen of device ``width`` paints along ``figures``."""
    half = width / 2.0
    out = []
    pattern = pen.pattern()
    for pts, closed in figures:
        pts = [p for i, p in enumerate(pts) if i == 0 or p != pts[i - 1]]
        if len(pts) < 2:
            continue
        if pattern:
            pieces = _dashes(pts, closed, [v * width for v in pattern],
                             pen.dash_offset * width)
            runs = [(piece, False) for piece in pieces]
            caps = (pen.dash_cap,) * 2 if pen.dash_cap else None
        else:
            runs, caps = [(pts, closed)], None
        for k, (run, shut) in enumerate(runs):
            segs = list(zip(run, run[1:]))
            if shut:
                segs.append((run[-1], run[0]))
            for p, q in segs:
                dx, dy = q[0] - p[0], q[1] - p[1]
                L = math.hypot(dx, dy)
                if not L:
                    continue
                nx, ny = -dy / L * half, dx / L * half
                out.append([(p[0] + nx, p[1] + ny), (q[0] + nx, q[1] + ny),
                            (q[0] - nx, q[1] - ny), (p[0] - nx, p[1] - ny)])
            verts = range(len(run)) if shut else range(1, len(run) - 1)
            for i in verts:
                a, p, b = run[i - 1], run[i], run[(i + 1) % len(run)]
                out.extend(_join(a, p, b, half, pen.join, pen.miter_limit))
            if not shut:
                if caps is not None:
                    sc = ec = caps[0]
                    if k == 0:
                        sc = pen.start_cap
                    if k == len(runs) - 1:
                        ec = pen.end_cap
                else:
                    sc, ec = pen.start_cap, pen.end_cap
                out.extend(_cap(run[0], run[1], half, sc, True))
                out.extend(_cap(run[-1], run[-2], half, ec, False))
    return [_oriented(p) for p in out if len(p) >= 3]


class Graphics:
    """A GpGraphics on an HDC: the DC it draws into and the Graphics' own state."""

    def __init__(self, dc, hdc):
        self.dc = dc
        self.hdc = hdc
        #: (hwnd,) when GdipCreateFromHWND made the Graphics: its DC is the Graphics' own,
        #: released with it
        self.window = None
        self.matrix = UNIT
        # the modes as set (0: Default, which draws as None / HighSpeed)
        self.smoothing = 0
        self.pixel_offset = 0
        self.compositing_mode = 0         # CompositingModeSourceOver
        self.compositing_quality = 0
        self.interpolation = 0
        self.text_rendering = 0           # TextRenderingHintSystemDefault
        self.page_unit = 1                # UnitDisplay
        self.page_scale = 1.0
        self.clip = []                    # device polygons a pixel must be inside: all
        self.dc_out = False               # GdipGetDC handed the DC out

    # -- transforms ---------------------------------------------------------------
    def combine(self, m, append):
        """Multiply the world transform by ``m``: applied after it (MatrixOrderAppend)
        or before it (MatrixOrderPrepend, GDI+'s default)."""
        self.matrix = multiply(self.matrix, m) if append else multiply(m, self.matrix)

    def device_matrix(self):
        """World units -> device pixels: the world transform, then the DC's own."""
        return multiply(self.matrix, self.dc.coords.matrix)

    def set_clip_polygon(self, pts, mode):
        """Clip to the world polygon ``pts``: replace the clip (CombineModeReplace, 0) or
        intersect it (CombineModeIntersect, 1); False for the other modes."""
        poly = _oriented(_transform(self.device_matrix(), pts))
        if mode == 0:
            self.clip = [poly]
        elif mode == 1:
            self.clip = self.clip + [poly]
        else:
            return False
        return True

    def clip_bounds(self):
        """The clip's bounding box in world units (x, y, w, h), or None: infinite."""
        if not self.clip:
            return None
        inv = invert(self.device_matrix())
        if inv is None:
            return (0.0, 0.0, 0.0, 0.0)
        l = max(min(p[0] for p in poly) for poly in self.clip)
        t = max(min(p[1] for p in poly) for poly in self.clip)
        r = min(max(p[0] for p in poly) for poly in self.clip)
        b = min(max(p[1] for p in poly) for poly in self.clip)
        if r <= l or b <= t:
            return (0.0, 0.0, 0.0, 0.0)
        pts = _transform(inv, [(l, t), (r, t), (r, b), (l, b)])
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    # -- drawing ------------------------------------------------------------------
    def _paint(self, polys, winding, argb):
        """Composite ``argb`` through the coverage of device polygons ``polys``."""
        polys = [p for p in polys if len(p) >= 3]
        if not polys:
            return
        dc = self.dc
        xs = [x for p in polys for x, _ in p]
        ys = [y for p in polys for _, y in p]
        box = (int(math.floor(min(xs))) - 1, int(math.floor(min(ys))) - 1,
               int(math.ceil(max(xs))) + 2, int(math.ceil(max(ys))) + 2)
        ox, oy = dc.origin
        vis = dc.visible((box[0] + ox, box[1] + oy, box[2] + ox, box[3] + oy))
        if vis is None:
            return
        box = (vis[0] - ox, vis[1] - oy, vis[2] - ox, vis[3] - oy)
        aa = self.smoothing in SMOOTHING_ANTIALIAS
        scale = AA_SAMPLES if aa else 1
        base = 0.5 if self.pixel_offset in PIXEL_OFFSET_HALF else 0.0
        offset = base - 0.5 + 0.5 / scale if aa else base
        mask = _coverage(polys, winding, box, scale, offset)
        for poly in self.clip:
            mask = _multiply(mask, _coverage([poly], True, box, scale, offset))
        alpha = argb >> 24
        color = ((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF)
        if self.compositing_mode == COMPOSITING_SOURCE_COPY:
            alpha = 255      # an RGB surface keeps no alpha: the colour is written
        if alpha == 0:
            return
        if alpha != 255:
            mask = mask.point(lambda v: (v * alpha + 127) // 255)
        if mask.getbbox() is None:
            return
        dc.put(vis, color, mask, rop2=False)

    def fill(self, figures, winding, argb):
        """Fill world ``figures`` (each closed implicitly) with an ARGB colour."""
        m = self.device_matrix()
        self._paint([_transform(m, pts) for pts, _ in figures], winding, argb)

    def stroke(self, figures, pen):
        """Draw world ``figures`` with ``pen``."""
        m = self.device_matrix()
        scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        # a pen of UnitPixel is as wide on the device whatever the transform
        width = max(1.0, pen.width if pen.unit == UNIT_PIXEL else pen.width * scale)
        dev = [(_transform(m, pts), closed) for pts, closed in figures]
        self._paint(widen(dev, width, pen), True, pen.argb)

    def clear(self, argb):
        """Fill the whole clip (or all of the DC) with ``argb``, written as it is
        (GdipGraphicsClear composites with SourceCopy)."""
        dc = self.dc
        img = dc.target.image
        ox, oy = dc.origin
        l, t, r, b = -ox, -oy, img.width - ox, img.height - oy
        saved = self.compositing_mode
        self.compositing_mode = COMPOSITING_SOURCE_COPY
        try:
            self._paint([[(l, t), (r, t), (r, b), (l, b)]], False, argb)
        finally:
            self.compositing_mode = saved


def _multiply(a, b):
    return ImageChops.multiply(a, b)


class GdiPlus:
    """GDI+'s state in one process (``vm.gdi.plus``): whether GdiplusStartup ran, and
    the objects its flat API handed out, by the opaque pointer value the program holds."""

    #: where the handed-out object values start (never guest memory: the program only
    #: passes them back)
    BASE = 0x00C10000

    def __init__(self):
        self.started = 0              # GdiplusStartup calls not yet shut down
        self.tokens = set()
        self.objects = {}
        self._next = self.BASE
        self._next_token = 1

    def startup(self):
        """A new startup token."""
        token = self._next_token
        self._next_token += 1
        self.tokens.add(token)
        self.started += 1
        return token

    def shutdown(self, token):
        """End the startup ``token`` gave; the last shutdown forgets every object."""
        if token in self.tokens:
            self.tokens.discard(token)
            self.started -= 1
            if not self.started:
                self.objects.clear()

    def add(self, obj):
        """The opaque value the program holds for ``obj``."""
        self._next += 0x10
        self.objects[self._next] = obj
        return self._next

    def get(self, handle, kind):
        """The object of class ``kind`` (or one of a tuple of classes) ``handle`` names,
        or None."""
        obj = self.objects.get(handle)
        return obj if isinstance(obj, kind) else None

    def remove(self, handle):
        """Forget ``handle``'s object."""
        self.objects.pop(handle, None)
