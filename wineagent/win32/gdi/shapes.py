"""Lines, shapes, curves and paths drawn through a DC's coordinate transform.

Every shape becomes *figures* — lists of device points, open or closed — made from its
logical points by the DC's one transform (``dc.coords``). A DC recording a path keeps the
figures (``Path``); otherwise they are filled with the brush (the polygon scan converter
of ``regions``, the DC's poly-fill mode) and stroked with the pen (solid, or dashes as
Windows 9x/2000 draw cosmetic styled pens, gaps in the background colour when OPAQUE).
Axis-aligned rectangles and ellipses with solid pens keep Pillow's primitives, the
pixels the bundled programs have always drawn.
"""

import math

from ...abi.api import Unimplemented
from ..core.structures import POINT
from .colors import rgb
from .dc import painted
from .objects import _drawer
from .regions import Region, polygon_mask, polygon_spans
from .rop import R2_COPYPEN, paste_color

PS_SOLID, PS_DASH, PS_DOT, PS_DASHDOT, PS_DASHDOTDOT, PS_NULL, PS_INSIDEFRAME = range(7)
#: on/off run lengths in pixels of the cosmetic styled pens (Windows 2000)
DASHES = {PS_DASH: (18, 6), PS_DOT: (3, 3), PS_DASHDOT: (9, 6, 3, 6),
          PS_DASHDOTDOT: (9, 3, 3, 3, 3, 3)}


class Path:
    """A path being recorded (BeginPath) or closed (EndPath): figures in device points."""

    #: where a line continuing the current position starts after PolyDraw closed the
    #: figure it continued: that figure's first point (CloseFigure itself leaves the next
    #: line at the current position, as Wine 8 does; class default for older paths)
    reopen = None
    #: where the next line continuing the current position starts a new figure after a
    #: PolyDraw that failed part-way (Windows keeps the points before the bad one and
    #: puts the path's own position back where it was; class default for older paths)
    restart = None

    def __init__(self):
        self.figures = []       # [points, closed]
        self.open = True        # still recording

    def move_to(self, p):
        """Start a new figure at device point ``p``."""
        self.figures.append([[p], False])
        self.reopen = None
        self.restart = None

    def position(self, current):
        """Where a line continuing from the DC's current position (device point
        ``current``) starts in this path: after a failed PolyDraw, or after PolyDraw closed
        the figure ending there, not the current position itself."""
        if self.restart is not None:
            return self.restart
        last = self.figures[-1] if self.figures else None
        if self.reopen is not None and last is not None and tuple(last[0][-1]) == \
                tuple(current):
            return self.reopen
        return current

    def add(self, figures, start=None):
        """Append figures; an open figure that continues from the current position
        (LineTo, PolylineTo, ...) extends the last figure instead.

        A figure is (points, closed) or (points, closed, raw): ``raw`` is the figure as
        Windows keeps it in a path, [(x, y, PT_LINETO or PT_BEZIERTO)] in device
        pixels (curves as Bézier control points), which GetPath reports; ``points`` is
        it flattened, what filling and stroking use."""
        for item in figures:
            pts, closed = item[0], item[1]
            raw = item[2] if len(item) > 2 else None
            last = self.figures[-1] if self.figures else None
            if start is not None and self.restart is not None:
                # after a PolyDraw that failed part-way: a new figure from the path's
                # own position, whatever the DC's current position is
                pts = [self.restart] + list(pts[1:])
                if raw is not None:
                    raw = [tuple(self.restart) + (PT_LINETO_RAW,)] + list(raw[1:])
                self.restart = self.reopen = None
                self.figures.append([list(pts), closed] + ([list(raw)] if raw else []))
                if closed:
                    self.reopen = pts[0]
                continue
            self.restart = None
            if start is not None and self.reopen is not None and last is not None and \
                    last[0][-1] == pts[0]:
                # After PolyDraw's PT_CLOSEFIGURE the next line starts from where the
                # closed figure began, as Windows' paths do (Wine's path tests).
                pts = [self.reopen] + list(pts[1:])
                if raw is not None:
                    raw = [tuple(self.reopen) + (PT_LINETO_RAW,)] + list(raw[1:])
            self.reopen = None
            if start is not None and last is not None and \
                    not last[1] and last[0][-1] == pts[0]:
                if raw is not None or len(last) > 2:
                    merged = raw_of(last) + (raw or _line_raw(pts))[1:]
                    del last[2:]
                    last.append(merged)
                last[0].extend(pts[1:])
                last[1] = closed    # (PolyDraw may close the figure it continues)
                if closed:
                    self.reopen = last[0][0]
            else:
                self.figures.append([list(pts), closed] + ([list(raw)] if raw else []))

    def flatten(self):
        """FlattenPath: every figure becomes the lines it is drawn with."""
        self.figures = [[f[0], f[1]] for f in self.figures]

    def close_figure(self):
        """CloseFigure."""
        if self.figures:
            self.figures[-1][1] = True


PT_LINETO_RAW, PT_BEZIERTO_RAW = 2, 4


def _line_raw(pts):
    return [(x, y, PT_LINETO_RAW) for x, y in pts]


def raw_of(fig):
    """A path figure as GetPath reports it: [(x, y, PT_LINETO or PT_BEZIERTO)] (the
    first point is the figure's move)."""
    return list(fig[2]) if len(fig) > 2 else _line_raw(fig[0])


def _gdi_round(v):
    return int(math.floor(v + 0.5))


#: the control-point distance of a quarter circle as a cubic Bézier
KAPPA = 4.0 / 3.0 * (math.sqrt(2.0) - 1.0)


def ellipse_raw(l, t, r, b, clockwise):
    """The closed Bézier figure Windows records in a path for the ellipse in the device
    rectangle [l, r] x [t, b]: four quarter arcs from the middle of the right side,
    counter-clockwise on screen (clockwise under AD_CLOCKWISE), points rounded."""
    cx, cy = (l + r) / 2.0, (t + b) / 2.0
    rx, ry = (r - l) / 2.0, (b - t) / 2.0
    sy = 1.0 if clockwise else -1.0

    def at(u, v):
        return (_gdi_round(cx + rx * u), _gdi_round(cy + sy * ry * v))
    out = [at(1.0, 0.0) + (PT_LINETO_RAW,)]
    for q in range(4):
        a, e = q * math.pi / 2, (q + 1) * math.pi / 2
        ca, sa, ce, se = math.cos(a), math.sin(a), math.cos(e), math.sin(e)
        for u, v in ((ca - KAPPA * sa, sa + KAPPA * ca), (ce + KAPPA * se, se - KAPPA * ce),
                     (ce, se)):
            out.append(at(round(u, 12), round(v, 12)) + (PT_BEZIERTO_RAW,))
    return out


def round_rect_raw(l, t, r, b, ew, eh, clockwise):
    """The closed figure Windows records in a path for a RoundRect in the device
    rectangle [l, r] x [t, b] with corner ellipses ``ew`` x ``eh`` device pixels (clamped
    to the rectangle): a quarter-ellipse Bézier at each corner, lines between, from the
    right side's top end counter-clockwise (its bottom end, clockwise, under
    AD_CLOCKWISE). The corner centres sit ew/2 and eh/2 whole pixels in."""
    rx, ry = min(ew, r - l) // 2, min(eh, b - t) // 2
    top, bottom, down = (b, t, -1) if clockwise else (t, b, 1)

    def arc(cx, cy, q):
        a, e = q * math.pi / 2, (q + 1) * math.pi / 2
        ca, sa, ce, se = math.cos(a), math.sin(a), math.cos(e), math.sin(e)
        return [(_gdi_round(cx + rx * round(u, 12)), _gdi_round(cy - down * ry * round(v, 12)),
                 PT_BEZIERTO_RAW)
                for u, v in ((ca - KAPPA * sa, sa + KAPPA * ca),
                             (ce + KAPPA * se, se - KAPPA * ce), (ce, se))]
    cy_top, cy_bottom = top + down * ry, bottom - down * ry
    out = [(r, cy_top, PT_LINETO_RAW)]
    out += arc(r - rx, cy_top, 0)
    out.append((l + rx, top, PT_LINETO_RAW))
    out += arc(l + rx, cy_top, 1)
    out.append((l, cy_bottom, PT_LINETO_RAW))
    out += arc(l + rx, cy_bottom, 2)
    out.append((r - rx, bottom, PT_LINETO_RAW))
    out += arc(r - rx, cy_bottom, 3)
    return out


def arc_pieces(cx, cy, rx, ry, t0, t1):
    """Bézier points (rounded, PT_BEZIERTO) of the elliptic arc from angle t0 to t1
    (radians, measured clockwise on screen: x = cx + rx cos t, y = cy + ry sin t), in
    pieces that end on each quarter of the circle passed, as Windows splits arcs. An arc
    ending exactly on a quarter adds a last piece of length 0, as Windows' does."""
    out = []
    step = 1 if t1 >= t0 else -1
    quarter = math.pi / 2
    cur = t0
    while True:
        k = math.floor(cur / quarter + 1e-9) + 1 if step > 0 else \
            math.ceil(cur / quarter - 1e-9) - 1
        nb = k * quarter
        past = nb > t1 if step > 0 else nb < t1
        end = t1 if past else nb
        h = 4.0 / 3.0 * math.tan((end - cur) / 4.0)
        ca, sa, ce, se = math.cos(cur), math.sin(cur), math.cos(end), math.sin(end)
        for u, v in ((ca - h * sa, sa + h * ca), (ce + h * se, se - h * ce), (ce, se)):
            out.append((_gdi_round(cx + rx * u), _gdi_round(cy + ry * v), PT_BEZIERTO_RAW))
        if past:
            break
        cur = end
    return out


def _radial_angle(cx, cy, rx, ry, x, y):
    """The angle (clockwise on screen) of the radial through device point (x, y), in the
    circle the ellipse is a stretch of."""
    return math.atan2((y - cy) / ry if ry else 0.0, (x - cx) / rx if rx else 0.0)


def flatten_raw(raw):
    """The points a raw path figure is drawn with (its Béziers flattened)."""
    pts = [raw[0][:2]]
    i = 1
    while i < len(raw):
        if raw[i][2] == PT_BEZIERTO_RAW and i + 2 < len(raw):
            pts.extend(bezier_points([pts[-1]] + [p[:2] for p in raw[i:i + 3]])[1:])
            i += 3
        else:
            pts.append(raw[i][:2])
            i += 1
    return pts


# -- figure builders (logical -> device) ---------------------------------------------------
def ellipse_points(l, t, r, b, a0=0.0, a1=2 * math.pi, closed_full=True):
    """Logical points on the ellipse in [l, r) x [t, b) from angle a0 to a1
    (counter-clockwise on screen, radians)."""
    cx, cy = (l + r - 1) / 2.0, (t + b - 1) / 2.0
    rx, ry = (r - l - 1) / 2.0, (b - t - 1) / 2.0
    span = a1 - a0
    steps = max(8, int(abs(span) * max(rx, ry, 1) / 2))
    steps = min(steps, 720)
    return [(cx + rx * math.cos(a0 + span * i / steps), cy - ry * math.sin(a0 + span * i / steps))
            for i in range(steps + 1)]


def arc_angles(l, t, r, b, xs, ys, xe, ye, clockwise=False):
    """Start and end angles of Arc/Chord/Pie's radials (end > start, counter-clockwise)."""
    cx, cy = (l + r) / 2.0, (t + b) / 2.0
    a0 = math.atan2(-(ys - cy), xs - cx)
    a1 = math.atan2(-(ye - cy), xe - cx)
    if clockwise:
        a0, a1 = a1, a0
    while a1 <= a0:
        a1 += 2 * math.pi
    return a0, a1


def bezier_points(pts):
    """Flatten cubic Bézier segments: pts = p0, (c1, c2, p)* (logical, floats ok)."""
    out = [pts[0]]
    for i in range(1, len(pts) - 2, 3):
        p0, c1, c2, p3 = out[-1], pts[i], pts[i + 1], pts[i + 2]
        length = sum(math.hypot(b[0] - a[0], b[1] - a[1])
                     for a, b in ((p0, c1), (c1, c2), (c2, p3)))
        n = max(2, min(200, int(length / 3)))
        for k in range(1, n + 1):
            s = k / n
            u = 1 - s
            out.append((u * u * u * p0[0] + 3 * u * u * s * c1[0] + 3 * u * s * s * c2[0] + s * s * s * p3[0],
                        u * u * u * p0[1] + 3 * u * u * s * c1[1] + 3 * u * s * s * c2[1] + s * s * s * p3[1]))
        out[-1] = p3
    return out


def device(dc, pts):
    """Logical points (ints or floats) -> device points through the DC's transform."""
    lp = dc.coords.lp
    return [lp(x, y) for x, y in pts]


# -- output ---------------------------------------------------------------------------------
def output(dc, figures, fill=True, stroke=True, continues=False):
    """Record the figures in the DC's path, or fill and stroke them."""
    if dc.path is not None and dc.path.open:
        dc.path.add(figures, start=True if continues else None)
        return
    figures = [(f[0], f[1]) for f in figures]     # (a path's raw form is not drawn)
    if fill:
        fill_figures(dc, [pts for pts, closed in figures if closed and len(pts) > 2])
    if stroke:
        stroke_figures(dc, figures)


def _bbox(pts, pad):
    xs, ys = [x for x, _ in pts], [y for _, y in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad + 1, max(ys) + pad + 1)


def fill_figures(dc, polys, brush=None):
    """Fill closed figures (device points) with the brush and the poly-fill mode."""
    brush = brush or dc.brush
    polys = [p for p in polys if len(p) > 2]
    if not polys or brush is None or brush.style == 1:
        return
    l, t, r, b = _bbox([p for poly in polys for p in poly], 0)
    mode = dc.poly_fill_mode
    spans = polygon_spans(polys, mode)
    if not spans:
        return

    def fn(d, ox, oy):
        for y, row in spans.items():
            for a, bb in row:
                d.line([(a + ox, y + oy), (bb - 1 + ox, y + oy)], fill=255)
    dc.fill_mask((l, t, r, b), fn, brush)


def stroke_figures(dc, figures):
    """Stroke figures (device points) with the selected pen."""
    color = dc.pen_color()
    if color is None:
        return
    pen = dc.pen
    style = pen.style & 0xF if pen is not None else 0
    width = dc.pen_width()
    runs = dash_runs(pen, width)
    if pen is not None and pen.brush is not None:
        _brush_stroke(dc, figures, pen.brush, runs, width)
        return
    if runs is not None and width <= 1:
        for pts, closed in figures:
            _dashed(dc, pts + ([pts[0]] if closed else []), color, runs)
        return
    if runs is not None:
        for pts, closed in figures:
            _wide_dashed(dc, pts + ([pts[0]] if closed else []), color, runs, width)
        return
    for pts, closed in figures:
        if len(pts) < 2:
            continue
        line = pts + ([pts[0]] if closed else [])
        if not closed and width == 1:
            line = line[:-1] + [_short_end(line[-2], line[-1])]
        dc.draw(_bbox(line, width), lambda d, ox, oy, line=line: d.line(
            [(x + ox, y + oy) for x, y in line], fill=color, width=width,
            joint="curve" if width > 2 else None))


def _brush_stroke(dc, figures, brush, runs, width):
    """Stroke with a geometric pen made from a hatched or pattern brush: the pixels the
    pen covers are painted with the brush, as a fill is."""
    for pts, closed in figures:
        if len(pts) < 2:
            continue
        line = pts + ([pts[0]] if closed else [])
        if runs is not None:
            for piece in _dash_pieces(line, runs):
                part = [(int(round(x)), int(round(y))) for x, y in piece]
                dc.fill_mask(_bbox(part, width), lambda d, ox, oy, part=part: d.line(
                    [(x + ox, y + oy) for x, y in part], fill=255, width=width), brush)
            continue
        if not closed and width == 1:
            line = line[:-1] + [_short_end(line[-2], line[-1])]
        dc.fill_mask(_bbox(line, width), lambda d, ox, oy, line=line: d.line(
            [(x + ox, y + oy) for x, y in line], fill=255, width=width,
            joint="curve" if width > 2 else None), brush)


#: geometric (ExtCreatePen) dash patterns, in multiples of the pen width
GEOMETRIC_DASHES = {PS_DASH: (3, 1), PS_DOT: (1, 1), PS_DASHDOT: (3, 1, 1, 1),
                    PS_DASHDOTDOT: (3, 1, 1, 1, 1, 1)}
PS_USERSTYLE, PS_ALTERNATE = 7, 8


def dash_runs(pen, width):
    """The on/off run lengths (device pixels) the pen strokes with, or None for solid.
    CreatePen's styled pens wider than one pixel draw solid, as documented; geometric
    ExtCreatePen pens dash at any width."""
    if pen is None:
        return None
    style = pen.style & 0xF
    if style == PS_USERSTYLE and pen.dashes:
        # a display's style unit for cosmetic pens is 3 pixels (PS_DASH's 18/6 is 6/2
        # units); geometric pens count in pen widths
        scale = width if pen.geometric else 3
        return tuple(max(1, d * scale) for d in pen.dashes)
    if style == PS_ALTERNATE:
        return (1, 1)
    if pen.geometric and style in GEOMETRIC_DASHES:
        return tuple(d * width for d in GEOMETRIC_DASHES[style])
    if style in DASHES and width <= 1:
        return DASHES[style]
    return None


def _wide_dashed(dc, pts, color, runs, width):
    """A wide dashed line: each "on" run of the pattern, measured along the figure, is a
    piece of the line drawn at the pen's width."""
    for piece in _dash_pieces(pts, runs):
        line = [(int(round(x)), int(round(y))) for x, y in piece]
        dc.draw(_bbox(line, width), lambda d, ox, oy, line=line: d.line(
            [(x + ox, y + oy) for x, y in line], fill=color, width=width))


def _dash_pieces(pts, runs):
    """The "on" pieces (polylines, float points) of a dash pattern of run lengths
    ``runs`` measured along the polyline ``pts``."""
    pieces, cur = [], []
    period = sum(runs)
    dist = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        if seg == 0:
            continue
        t = 0.0
        while t < seg:
            pos, i = dist % period, 0
            while pos >= runs[i]:
                pos -= runs[i]
                i += 1
            step = min(seg - t, runs[i] - pos)
            a = (x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg)
            # a run that ends here stops one pixel short: Pillow's line includes its end
            end = t + step - (1 if pos + step >= runs[i] and step > 1 else 0)
            b = (x0 + (x1 - x0) * end / seg, y0 + (y1 - y0) * end / seg)
            if i % 2 == 0:
                if not cur:
                    cur = [a]
                cur.append(b)
            elif cur:
                pieces.append(cur)
                cur = []
            t += step
            dist += step
    if cur:
        pieces.append(cur)
    return pieces


def _short_end(p0, p1):
    """The last pixel a GDI line draws: one step short of ``p1`` on the major axis."""
    (x0, y0), (x, y) = p0, p1
    dx, dy = x - x0, y - y0
    if (dx, dy) == (0, 0):
        return p1
    if abs(dx) >= abs(dy):
        ex = x - (1 if dx > 0 else -1)
        ey = y0 + round(dy * (ex - x0) / dx)
    else:
        ey = y - (1 if dy > 0 else -1)
        ex = x0 + round(dx * (ey - y0) / dy)
    return (ex, ey)


def line_pixels(x0, y0, x1, y1):
    """Bresenham pixels from (x0, y0) towards (x1, y1), the end pixel excluded."""
    out = []
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x1 > x0 else -1), (1 if y1 > y0 else -1)
    err = dx + dy
    x, y = x0, y0
    while (x, y) != (x1, y1):
        out.append((x, y))
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x += sx
        if e2 <= dx:
            err += dx
            y += sy
    return out


def _dashed(dc, pts, color, runs):
    """A styled cosmetic line: the run pattern continues across the figure's segments."""
    on, off = [], []
    period = sum(runs)
    k = 0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        for p in line_pixels(x0, y0, x1, y1):
            pos, i = k % period, 0
            while pos >= runs[i]:
                pos -= runs[i]
                i += 1
            (on if i % 2 == 0 else off).append(p)
            k += 1
    if not on and not off:
        return
    bbox = _bbox(on + off, 0)
    bg = rgb(dc.bk_color) if dc.bk_mode == 2 else None

    def fn(d, ox, oy):
        if bg is not None and off:
            d.point([(x + ox, y + oy) for x, y in off], fill=bg)
        if on:
            d.point([(x + ox, y + oy) for x, y in on], fill=color)
    dc.draw(bbox, fn)


# -- the shapes ------------------------------------------------------------------------------
def _simple(dc):
    """True when Pillow's own rectangle/ellipse give the right pixels: an axis-aligned
    transform and a solid (or null) pen, no path recording."""
    return dc.coords.axis_aligned and dash_runs(dc.pen, dc.pen_width()) is None and \
        (dc.path is None or not dc.path.open) and (dc.pen is None or dc.pen.brush is None)


def box_shape(dc, kind, l, t, r, b, rw=0, rh=0):
    """Rectangle, Ellipse or RoundRect (kind 'rect', 'ellipse', 'round')."""
    if _simple(dc):
        l, t, r, b = dc.lp_rect((l, t, r, b))
        pen = dc.pen_color()
        if pen is None:
            # Without an outline the interior stops one pixel short on the right and
            # bottom (Windows draws the interior inside where the pen would go).
            r, b = r - 1, b - 1
        if r - l < 1 or b - t < 1:
            return
        width = dc.pen_width() if pen is not None else 0
        brush = dc.brush
        if kind == "round":
            radius = max(0, int(min(abs(dc.coords.dist_x(rw)), abs(rw if dc.coords.identity
                                    else dc.coords.scale_length(rh))) // 2))

        def make(d, ox, oy, fill, outline, w):
            box = [l + ox, t + oy, r - 1 + ox, b - 1 + oy]
            if kind == "rect":
                d.rectangle(box, fill=fill, outline=outline, width=w)
            elif kind == "ellipse":
                d.ellipse(box, fill=fill, outline=outline, width=w)
            else:
                d.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=w)
        if brush is not None and brush.style in (2, 3):
            dc.fill_mask((l, t, r, b), lambda d, ox, oy: make(d, ox, oy, 255, None, 0), brush)
            if pen is not None:
                dc.draw((l, t, r, b), lambda d, ox, oy: make(d, ox, oy, None, pen, width))
        else:
            fill = dc.brush_color()
            if fill is None and pen is None:
                return
            dc.draw((l, t, r, b), lambda d, ox, oy: make(d, ox, oy, fill, pen, width))
        return
    if dc.path is not None and dc.path.open and dc.coords.axis_aligned:
        _rect_path(dc, l, t, r, b, kind, rw, rh)
        return
    l, r = min(l, r), max(l, r)
    t, b = min(t, b), max(t, b)
    if kind == "rect":
        pts = [(l, t), (r - 1, t), (r - 1, b - 1), (l, b - 1)]
    elif kind == "ellipse":
        pts = ellipse_points(l, t, r, b)[:-1]
    else:
        pts = _round_rect_points(l, t, r, b, rw, rh)
    output(dc, [(device(dc, pts), True)])


def _rect_path(dc, l, t, r, b, kind="rect", rw=0, rh=0):
    """A Rectangle recorded in a path, as Windows records it: the corners in device
    space, normalized, one pixel in from the right and bottom in GM_COMPATIBLE (where an
    empty rectangle adds nothing); starting at the top right and running
    counter-clockwise (from the bottom right, clockwise, under AD_CLOCKWISE)."""
    x0, y0 = dc.lp(l, t)
    x1, y1 = dc.lp(r, b)
    l, r = min(x0, x1), max(x0, x1)
    t, b = min(y0, y1), max(y0, y1)
    if dc.coords.gm == 1:           # GM_COMPATIBLE: empty ones are left out
        if l == r or t == b:
            return
        r, b = r - 1, b - 1
    if kind == "ellipse":
        raw = ellipse_raw(l, t, r, b, dc.arc_direction == 2)
        output(dc, [(flatten_raw(raw), True, raw)])
        return
    if kind == "round":
        m = dc.coords.matrix
        ew, eh = _gdi_round(abs(rw * m[0])), _gdi_round(abs(rh * m[3]))
        if rw and rh:               # without corner ellipses it is a Rectangle
            raw = round_rect_raw(l, t, r, b, ew, eh, dc.arc_direction == 2)
            output(dc, [(flatten_raw(raw), True, raw)])
            return
    if dc.arc_direction == 2:
        pts = [(r, b), (l, b), (l, t), (r, t)]
    else:
        pts = [(r, t), (l, t), (l, b), (r, b)]
    output(dc, [(pts, True)])


def _round_rect_points(l, t, r, b, rw, rh):
    rx, ry = min(rw, r - l) / 2.0, min(rh, b - t) / 2.0
    pts = []
    for cx, cy, a in ((r - 1 - rx, t + ry, 0), (l + rx, t + ry, 90), (l + rx, b - 1 - ry, 180),
                      (r - 1 - rx, b - 1 - ry, 270)):
        for k in range(9):
            ang = math.radians(a + k * 90 / 8)
            pts.append((cx + rx * math.cos(ang), cy - ry * math.sin(ang)))
    return pts


def _arc_path(dc, kind, l, t, r, b, xs, ys, xe, ye):
    """Arc, ArcTo, Chord or Pie recorded in a path as Windows records them: the device
    rectangle (one in from the right and bottom in GM_COMPATIBLE), the arc as Bézier
    pieces between the radials' angles in the arc direction; ArcTo draws a line to its
    start and moves the current position to its end, Pie ends with a line to the centre."""
    x0, y0 = dc.lp(l, t)
    x1, y1 = dc.lp(r, b)
    l, r = min(x0, x1), max(x0, x1)
    t, b = min(y0, y1), max(y0, y1)
    if dc.coords.gm == 1:
        r, b = r - 1, b - 1
    cx, cy, rx, ry = (l + r) / 2.0, (t + b) / 2.0, (r - l) / 2.0, (b - t) / 2.0
    t0 = _radial_angle(cx, cy, rx, ry, *dc.lp(xs, ys))
    t1 = _radial_angle(cx, cy, rx, ry, *dc.lp(xe, ye))
    if dc.arc_direction == 2:           # clockwise on screen: the angle grows
        while t1 <= t0:
            t1 += 2 * math.pi
    else:
        while t1 >= t0:
            t1 -= 2 * math.pi
    start = (_gdi_round(cx + rx * math.cos(t0)), _gdi_round(cy + ry * math.sin(t0)))
    arc = arc_pieces(cx, cy, rx, ry, t0, t1)
    if kind == "arcto":
        raw = [tuple(dc.lp(*dc.pos)) + (PT_LINETO_RAW,), start + (PT_LINETO_RAW,)] + arc
        dc.pos = dc.coords.dp(*arc[-1][:2])
        output(dc, [(flatten_raw(raw), False, raw)], fill=False, continues=True)
        return
    raw = [start + (PT_LINETO_RAW,)] + arc
    if kind == "pie":           # the arc, then a line to the centre, closed
        raw.append((_gdi_round(cx), _gdi_round(cy), PT_LINETO_RAW))
    output(dc, [(flatten_raw(raw), kind != "arc", raw)], fill=kind != "arc")


def arc_shape(dc, kind, l, t, r, b, xs, ys, xe, ye):
    """Arc, ArcTo, Chord or Pie (kind 'arc', 'arcto', 'chord', 'pie')."""
    if dc.path is not None and dc.path.open and dc.coords.axis_aligned:
        _arc_path(dc, kind, l, t, r, b, xs, ys, xe, ye)
        return
    l, r = min(l, r), max(l, r)
    t, b = min(t, b), max(t, b)
    a0, a1 = arc_angles(l, t, r, b, xs, ys, xe, ye, clockwise=dc.arc_direction == 2)
    pts = ellipse_points(l, t, r, b, a0, a1)
    if dc.arc_direction == 2:
        pts.reverse()
    if kind == "arc":
        output(dc, [(device(dc, pts), False)], fill=False)
    elif kind == "arcto":
        start = dc.pos
        line = [start] + pts
        dc.pos = (int(round(pts[-1][0])), int(round(pts[-1][1])))
        output(dc, [(device(dc, line), False)], fill=False, continues=True)
    elif kind == "chord":
        output(dc, [(device(dc, pts), True)])
    else:
        cx, cy = (l + r - 1) / 2.0, (t + b - 1) / 2.0
        output(dc, [(device(dc, pts + [(cx, cy)]), True)])


def polygons(dc, polys):
    """Polygon / PolyPolygon (logical points)."""
    figures = [(device(dc, p), True) for p in polys if len(p) >= 2]
    if not figures:
        return
    pen = dc.pen_color()
    if pen is not None and _simple(dc) and dc.poly_fill_mode == 1 and len(figures) == 1 \
            and (dc.brush is None or dc.brush.style in (0, 1)):
        # One outlined ALTERNATE polygon with a solid brush: Pillow's polygon, as always
        # drawn. (Without an outline the scan converter's pixel-centre rule decides, as
        # Windows fills a polygon's interior.)
        pts = figures[0][0]
        fill = dc.brush_color()
        width = dc.pen_width()
        if not _kept_polygon(dc, pts, fill, pen, width):
            dc.draw(_bbox(pts, width), _polygon(pts, fill, pen, width))
        return
    output(dc, figures)


def _polygon(pts, fill, pen, width):
    """``fn(ImageDraw, ox, oy)`` drawing Pillow's polygon (:func:`polygons`)."""
    def fn(d, ox, oy):
        d.polygon([(x + ox, y + oy) for x, y in pts], fill=fill, outline=pen,
                  width=max(1, width))
    return fn


#: Polygons drawn before, kept: {(device points, fill, outline, width, origin, the
#: visible box): (their pixels over the box, the mask of the pixels drawn)}
KEPT_POLYGONS = 256
_polygons = {}


def _kept_polygon(dc, pts, fill, pen, width):
    """Draw :func:`_polygon`'s polygon as :meth:`DC.draw` draws it, by its pixels kept
    from the last time it was drawn at the same place in the same colours and clip
    (a program draws the same small shapes each frame: winmine's ten flags a repaint;
    Pillow's polygon through ImageDraw costs several Python frames a call); False where
    ``DC.draw`` must (a raster op, a clip region, a target that is not RGB)."""
    img = dc.target.image
    if dc.rop2 != R2_COPYPEN or dc.clip_rgn is not None or img._mode != "RGB":
        return False
    ox, oy = dc.origin
    l, t, r, b = _bbox(pts, width)
    box = dc.visible((l + ox, t + oy, r + ox, b + oy))
    if box is None:
        return True
    key = (tuple(pts), fill, pen, width, ox, oy, box)
    kept = _polygons.get(key)
    if kept is None:
        if len(_polygons) >= KEPT_POLYGONS:
            _polygons.clear()
        # DC.draw's way for a masked target: only the pixels fn paints are put (what it
        # drew outside the box is cut)
        a, cover = painted(_polygon(pts, fill, pen, width), (box[2] - box[0],
                           box[3] - box[1]), ox - box[0], oy - box[1])
        kept = _polygons[key] = (a.im, cover.im)
    if img.readonly:
        img._ensure_mutable()   # (Image.paste's own first step, without its frames)
    img._im.paste(kept[0], box, kept[1])
    dc._drew(box)
    return True


def polyline(dc, pts, continues=False):
    """Polyline (or PolylineTo/PolyBezierTo with ``continues``), logical points."""
    if len(pts) < 2:
        return
    output(dc, [(device(dc, pts), False)], fill=False, continues=continues)


def line_to(dc, x, y):
    """LineTo: from the current position, the end pixel excluded."""
    x0, y0 = dc.pos
    dc.pos = (x, y)
    if (x0 == x) != (y0 == y) and _axis_line(dc, x0, y0, x, y):
        return
    if x0 != x and abs(x - x0) == abs(y - y0) and _diagonal_line(dc, x0, y0, x, y):
        return
    polyline(dc, [(x0, y0), (x, y)], continues=True)


def _diagonal_line(dc, x0, y0, x1, y1):
    """A 45-degree LineTo with a solid one-pixel pen lying wholly inside the clip box,
    drawn as :func:`stroke_figures` draws it (the same Pillow line to the pixel before
    the end, the same dirty box) without the general path's figure building; False when
    that path must draw it (the conditions of :func:`_axis_line`, or a line the clip
    cuts). Programs mark cells with crosses this way (winmine's mines, ~26 a repaint)."""
    if dc.path is not None or dc.rop2 != R2_COPYPEN or dc.clip_rgn is not None or \
            not dc.coords.offset_only or type(x0) is not int or type(y0) is not int:
        return False
    pen = dc.pen
    if pen is None or pen.style & 0xF != 0 or pen.width > 1 or pen.extended or \
            pen.brush is not None:
        return False
    cref = pen.color
    if cref <= 0xFFFFFF and pen is not dc.gdi.stock[19]:
        color = (cref & 0xFF, (cref >> 8) & 0xFF, (cref >> 16) & 0xFF)  # dc.pen_color()
    else:
        color = dc.pen_color()      # a palette colour or DC_PEN's
    # dc.coords.lp of an offset-only mapping (checked above) and int points
    m = dc.coords.matrix
    dx, dy = int(m[4]), int(m[5])
    x0, y0 = x0 + dx, y0 + dy
    if type(x1) is int and type(y1) is int:
        x1, y1 = x1 + dx, y1 + dy
    else:
        x1, y1 = dc.coords.lp(x1, y1)
    # _short_end of an exact diagonal: one pixel back along both axes
    ex, ey = x1 - (1 if x1 > x0 else -1), y1 - (1 if y1 > y0 else -1)
    ox, oy = dc.origin
    l, t = min(x0, ex) - 1 + ox, min(y0, ey) - 1 + oy     # _bbox(line, 1)
    r, b = max(x0, ex) + 2 + ox, max(y0, ey) + 2 + oy
    box = dc.visible((l, t, r, b))
    if box is None or box != (l, t, r, b):
        return False
    _drawer(dc.target, dc.target.image).line([(x0 + ox, y0 + oy), (ex + ox, ey + oy)],
                                             fill=color, width=1, joint=None)
    dc._drew(box)
    return True


def _axis_line(dc, x0, y0, x1, y1):
    """A horizontal or vertical LineTo with a solid one-pixel pen as the fill of the
    pixels it covers (the end pixel excluded); False when the general path must draw it
    (a path being recorded, a styled or wide pen, a raster op, a transform, a clip
    region). Programs draw grids and bevels this way, hundreds of lines a frame."""
    if dc.path is not None or dc.rop2 != R2_COPYPEN or dc.clip_rgn is not None or \
            not dc.coords.offset_only or type(x0) is not int or type(y0) is not int:
        return False
    pen = dc.pen
    if pen is None or pen.style & 0xF != 0 or pen.width > 1 or pen.extended:
        return False
    cref = pen.color
    if cref <= 0xFFFFFF and pen is not dc.gdi.stock[19]:   # (DC_PEN: the DC's pen colour)
        # the pixels as a logical rectangle, by DC.fill_solid when the DC's state allows
        if y0 == y1:
            rect = (x0, y0, x1, y0 + 1) if x1 > x0 else (x1 + 1, y0, x0 + 1, y0 + 1)
        else:
            rect = (x0, y0, x0 + 1, y1) if y1 > y0 else (x0, y1 + 1, x0 + 1, y0 + 1)
        if dc.fill_solid(rect, cref):
            return True
    color = dc.pen_color()
    if color is None:
        return False
    (x0, y0), (x1, y1) = dc.coords.lp(x0, y0), dc.coords.lp(x1, y1)
    if y0 == y1:
        l, r = (x0, x1) if x1 > x0 else (x1 + 1, x0 + 1)
        box = (l, y0, r, y0 + 1)
    else:
        t, b = (y0, y1) if y1 > y0 else (y1 + 1, y0 + 1)
        box = (x0, t, x0 + 1, b)
    ox, oy = dc.origin
    box = dc.visible((box[0] + ox, box[1] + oy, box[2] + ox, box[3] + oy))
    if box is not None:
        paste_color(dc.target.image, color, box)
        dc._drew(box)
    return True


def path_region(path, mode):
    """PathToRegion: the closed path's interior as a Region (device units)."""
    polys = [f[0] for f in path.figures if len(f[0]) > 2]
    if not polys:
        return Region()
    return Region.polygons(polys, mode)


def fill_path(dc, path):
    """FillPath: every figure closed, filled with the brush."""
    fill_figures(dc, [f[0] for f in path.figures])


def stroke_path(dc, path):
    """StrokePath."""
    stroke_figures(dc, [(f[0], f[1]) for f in path.figures if len(f[0]) > 1])


__all__ = ["Path", "box_shape", "arc_shape", "polygons", "polyline", "line_to",
           "bezier_points", "path_region", "fill_path", "stroke_path", "polygon_mask"]


def points(mem, p, n):
    """``n`` POINTs at guest address ``p``."""
    return POINT.values_array(mem, p, n)


def angle_arc(dc, x, y, radius, start, sweep):
    """AngleArc: a line from the current position to the start of the circle's arc at
    ``start`` degrees (counter-clockwise from the x axis), then the arc through ``sweep``
    degrees (negative: clockwise; past 360 it goes round again); the current position
    ends at the arc's end. The arc direction of the DC plays no part, as documented."""
    if dc.path is not None and dc.path.open and dc.coords.axis_aligned:
        # In a path: Bézier pieces, as Windows records the arc (angles turned into the
        # clockwise-on-screen sense the pieces are computed in)
        m = dc.coords.matrix
        cx, cy = x * m[0] + m[4], y * m[3] + m[5]
        rx, ry = abs(radius * m[0]), abs(radius * m[3])
        t0 = -math.radians(start)
        t1 = t0 - math.radians(sweep)
        first = (_gdi_round(cx + rx * math.cos(t0)), _gdi_round(cy + ry * math.sin(t0)))
        arc = arc_pieces(cx, cy, rx, ry, t0, t1)
        raw = [tuple(dc.lp(*dc.pos)) + (PT_LINETO_RAW,), first + (PT_LINETO_RAW,)] + arc
        dc.pos = dc.coords.dp(*arc[-1][:2])
        output(dc, [(flatten_raw(raw), False, raw)], fill=False, continues=True)
        return
    a0 = math.radians(start)
    span = math.radians(sweep)
    steps = max(1, min(720, int(abs(span) * max(radius, 1) / 2)))
    pts = [(x + radius * math.cos(a0 + span * i / steps),
            y - radius * math.sin(a0 + span * i / steps)) for i in range(steps + 1)]
    line = [dc.pos] + pts
    dc.pos = (int(math.floor(pts[-1][0] + 0.5)), int(math.floor(pts[-1][1] + 0.5)))
    output(dc, [(device(dc, line), False)], fill=False, continues=True)


PT_CLOSEFIGURE, PT_LINETO, PT_BEZIERTO, PT_MOVETO = 1, 2, 4, 6


def poly_draw_prefix(types):
    """How many of PolyDraw's points come before the first bad one (a type that is not
    PT_MOVETO, PT_LINETO or PT_BEZIERTO, or a Bézier without its three points): all of
    them when every type is good."""
    i, n = 0, len(types)
    while i < n:
        t = types[i]
        if t == PT_MOVETO or t & ~PT_CLOSEFIGURE == PT_LINETO:
            i += 1
        elif t & ~PT_CLOSEFIGURE == PT_BEZIERTO:
            if i + 2 >= n or any(types[i + k] & ~PT_CLOSEFIGURE != PT_BEZIERTO
                                 for k in (1, 2)):
                return i
            i += 3
        else:
            return i
    return n


def poly_draw_partial(dc, pts, types, good):
    """A PolyDraw whose point ``good`` is bad, into an open path: as Windows, the points
    before it stay in the path, the DC's current position does not move, and the path's
    own position goes back to where it was, so the next line continuing it starts a new
    figure there (Wine's path tests)."""
    path, pos = dc.path, tuple(dc.pos)
    before = path.position(tuple(dc.lp(*pos)))
    if good:
        poly_draw(dc, pts[:good], types[:good])
    dc.pos = pos
    path.restart = tuple(before)


def poly_draw(dc, pts, types):
    """PolyDraw over validated types: moves, lines and Bézier triples from the current
    position, PT_CLOSEFIGURE closing the figure its point ends; the current position ends
    at the last point. A path keeps the Béziers' control points."""
    figures = []
    cur = [tuple(dc.pos) + (PT_LINETO_RAW,)]
    closed = False
    i = 0
    while i < len(pts):
        t = types[i]
        if t == PT_MOVETO:
            figures.append((cur, closed))
            cur, closed = [tuple(pts[i]) + (PT_LINETO_RAW,)], False
            i += 1
            continue
        if closed:      # a closed figure is done: the next segment starts a new one
            figures.append((cur, True))
            cur, closed = [cur[-1][:2] + (PT_LINETO_RAW,)], False
        if t & ~PT_CLOSEFIGURE == PT_LINETO:
            cur.append(tuple(pts[i]) + (PT_LINETO_RAW,))
            i += 1
        else:
            cur.extend(tuple(p) + (PT_BEZIERTO_RAW,) for p in pts[i:i + 3])
            t = types[i + 2]
            i += 3
        closed = bool(t & PT_CLOSEFIGURE)
    figures.append((cur, closed))
    dc.pos = pts[-1]
    first = True
    for fig, fclosed in figures:
        if len(fig) >= 2:
            raw = [tuple(dc.lp(x, y)) + (k,) for x, y, k in fig]
            output(dc, [(flatten_raw(raw), fclosed, raw)], fill=False, continues=first)
        first = False


def bezier_path(dc, pts, continues=False):
    """Record PolyBezier(To)'s curve (logical points: a start and control-point triples)
    in the DC's open path with its control points, as Windows keeps them; False when no
    path is being recorded (the caller draws it)."""
    if dc.path is None or not dc.path.open:
        return False
    raw = [tuple(dc.lp(*pts[0])) + (PT_LINETO_RAW,)] + \
        [tuple(dc.lp(*p)) + (PT_BEZIERTO_RAW,) for p in pts[1:]]
    output(dc, [(flatten_raw(raw), False, raw)], fill=False, continues=continues)
    return True


def line_dda(x1, y1, x2, y2):
    """The points LineDDA reports from (x1, y1) towards (x2, y2), the end excluded: one per
    step of the longer axis, the other coordinate rounded to nearest (halves toward the
    start), as Windows' DDA."""
    dx, dy = x2 - x1, y2 - y1
    n = max(abs(dx), abs(dy))
    out = []
    for i in range(n):
        if abs(dx) >= abs(dy):
            out.append((x1 + (i if dx > 0 else -i), y1 + _dda_step(i, dy, n)))
        else:
            out.append((x1 + _dda_step(i, dx, n), y1 + (i if dy > 0 else -i)))
    return out


def _dda_step(i, d, n):
    """round(i * |d| / n) with halves rounded down, signed like ``d``."""
    k = 2 * i * abs(d) - n
    q = -((-k) // (2 * n))          # ceil((2 i |d| - n) / 2n)
    q = max(q, 0)
    return q if d >= 0 else -q
