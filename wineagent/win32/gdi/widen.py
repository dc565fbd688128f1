"""WidenPath: a path's figures turned into the outlines of the area a pen paints along
them, with the pen's end caps (round, square, flat) and joins (round, bevel, miter).

An open figure becomes one closed outline: one side forward, the end cap, the other side
back, the start cap. A closed figure becomes two: its outer and inner sides. Filled with
the winding rule these cover exactly the stroke; the inner corner of a join goes through
the vertex itself, so an outline never turns back on itself with the alternate rule on a
simple figure either.
"""

import math

__all__ = ["widen_figures", "PS_ENDCAP_ROUND", "PS_ENDCAP_SQUARE", "PS_ENDCAP_FLAT",
           "PS_JOIN_ROUND", "PS_JOIN_BEVEL", "PS_JOIN_MITER"]

PS_ENDCAP_ROUND, PS_ENDCAP_SQUARE, PS_ENDCAP_FLAT = 0x000, 0x100, 0x200
PS_JOIN_ROUND, PS_JOIN_BEVEL, PS_JOIN_MITER = 0x0000, 0x1000, 0x2000


def _unit_normal(a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    return (-dy / n, dx / n), (dx / n, dy / n)


def _arc(out, c, r, a0, a1):
    """Points of the circle of radius ``r`` about ``c`` from angle a0 to a1 (exclusive of
    both ends: the caller adds them)."""
    steps = max(1, int(abs(a1 - a0) * max(r, 1) / 2))
    for i in range(1, steps):
        a = a0 + (a1 - a0) * i / steps
        out.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))


def _join(out, p, n0, n1, d0, d1, hw, join, miter_limit):
    """The side's points around vertex ``p`` between segments of unit normals n0, n1."""
    a = (p[0] + n0[0] * hw, p[1] + n0[1] * hw)
    b = (p[0] + n1[0] * hw, p[1] + n1[1] * hw)
    cross = d0[0] * d1[1] - d0[1] * d1[0]
    if abs(cross) < 1e-12 and d0[0] * d1[0] + d0[1] * d1[1] > 0:
        out.append(a)             # straight on
        return
    if cross > 0:                 # this side is inside the turn
        out += [a, p, b]
        return
    out.append(a)
    if join == PS_JOIN_MITER:
        dot = n0[0] * n1[0] + n0[1] * n1[1]
        if 1 + dot > 1e-12 and math.sqrt(2 / (1 + dot)) <= miter_limit:
            k = hw / (1 + dot)
            out.append((p[0] + (n0[0] + n1[0]) * k, p[1] + (n0[1] + n1[1]) * k))
    elif join == PS_JOIN_ROUND:
        a0 = math.atan2(n0[1], n0[0])
        a1 = math.atan2(n1[1], n1[0])
        while a1 - a0 > math.pi:
            a1 -= 2 * math.pi
        while a0 - a1 > math.pi:
            a1 += 2 * math.pi
        _arc(out, p, hw, a0, a1)
    out.append(b)


def _side(pts, hw, join, miter_limit, cyclic):
    """One side of a polyline (normals turned +90 degrees from its direction)."""
    n = len(pts)
    segs = [(pts[i], pts[(i + 1) % n]) for i in range(n if cyclic else n - 1)]
    geo = [_unit_normal(a, b) for a, b in segs]
    out = []
    if not cyclic:
        (nx, ny), _ = geo[0]
        out.append((pts[0][0] + nx * hw, pts[0][1] + ny * hw))
        inner = range(1, n - 1)
    else:
        inner = range(n)
    for k in inner:
        (n0, d0), (n1, d1) = geo[k - 1], geo[k % len(geo)]
        _join(out, pts[k], n0, n1, d0, d1, hw, join, miter_limit)
    if not cyclic:
        (nx, ny), _ = geo[-1]
        out.append((pts[-1][0] + nx * hw, pts[-1][1] + ny * hw))
    return out


def _cap(out, p, n, d, hw, endcap):
    """The end cap at ``p`` going from the side of normal ``n`` to the side of -n, the
    figure running in direction ``d`` into it."""
    if endcap == PS_ENDCAP_SQUARE:
        out.append((p[0] + (n[0] + d[0]) * hw, p[1] + (n[1] + d[1]) * hw))
        out.append((p[0] + (-n[0] + d[0]) * hw, p[1] + (-n[1] + d[1]) * hw))
    elif endcap == PS_ENDCAP_ROUND:
        a0 = math.atan2(n[1], n[0])
        # n is d turned by +90 degrees, so going back by half a turn passes through d
        _arc(out, p, hw, a0, a0 - math.pi)


def _dot(p, hw, endcap):
    """A lone point: a disc for round caps, a square for square ones, nothing for flat."""
    x, y = p
    if endcap == PS_ENDCAP_FLAT:
        return None
    if endcap == PS_ENDCAP_SQUARE:
        return [(x - hw, y - hw), (x + hw, y - hw), (x + hw, y + hw), (x - hw, y + hw)]
    out = [(x + hw, y)]
    _arc(out, p, hw, 0.0, 2 * math.pi)
    return out


def _rounded(pts):
    return [(int(math.floor(x + 0.5)), int(math.floor(y + 0.5))) for x, y in pts]


def widen_figures(figures, width, endcap=PS_ENDCAP_ROUND, join=PS_JOIN_ROUND,
                  miter_limit=10.0):
    """[(points, closed)] (device points) widened by a pen ``width`` pixels wide: a list
    of closed figures, points rounded to whole pixels."""
    hw = max(1, width) / 2.0
    out = []
    for pts, closed in figures:
        clean = []
        for p in pts:
            if not clean or p != clean[-1]:
                clean.append(p)
        if closed and len(clean) > 1 and clean[0] == clean[-1]:
            clean.pop()
        if len(clean) == 1:
            dot = _dot(clean[0], hw, endcap)
            if dot:
                out.append((_rounded(dot), True))
            continue
        if not clean:
            continue
        if closed and len(clean) > 2:
            out.append((_rounded(_side(clean, hw, join, miter_limit, True)), True))
            back = clean[::-1]
            out.append((_rounded(_side(back, hw, join, miter_limit, True)), True))
            continue
        fwd = _side(clean, hw, join, miter_limit, False)
        back = clean[::-1]
        rev = _side(back, hw, join, miter_limit, False)
        n_end, d_end = _unit_normal(clean[-2], clean[-1])
        n_start, d_start = _unit_normal(back[-2], back[-1])
        outline = fwd
        _cap(outline, clean[-1], n_end, d_end, hw, endcap)
        outline += rev
        _cap(outline, back[-1], n_start, d_start, hw, endcap)
        out.append((_rounded(outline), True))
    return out
