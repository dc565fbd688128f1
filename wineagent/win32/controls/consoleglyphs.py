"""The console window's line-drawing characters: box drawing (U+2500..U+257F), block
elements (U+2580..U+259F) and a few shapes (arrows, triangles, a diamond, scan lines)
drawn as lines and polygons in the cell.

Windows' console font (the Terminal raster font, code page 437) has these glyphs, and
text-mode programs draw their frames and bars with them (curses' ACS characters); the
bitmap font standing in for it here has Latin-1 only. A box-drawing character's arms
come from its Unicode name ("BOX DRAWINGS LIGHT DOWN AND RIGHT", "... DOWN SINGLE AND
RIGHT DOUBLE"): each arm reaches from the cell's centre to its edge, one pixel wide for
light, two for heavy, two lines for double.
"""

import unicodedata
from functools import lru_cache

__all__ = ["draws", "draw_glyph"]

_DIRS = {"UP": ("up",), "DOWN": ("down",), "LEFT": ("left",), "RIGHT": ("right",),
         "HORIZONTAL": ("left", "right"), "VERTICAL": ("up", "down")}
_WEIGHTS = {"LIGHT": 1, "SINGLE": 1, "HEAVY": 2, "DOUBLE": 3}


@lru_cache(maxsize=None)
def _arms(ch):
    """{direction: weight} of a box-drawing character (1 light, 2 heavy, 3 double), or
    None when it is not made of arms (diagonals)."""
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return None
    if not name.startswith("BOX DRAWINGS ") or "DIAGONAL" in name:
        return None
    arms, default = {}, 1
    for part in name[len("BOX DRAWINGS "):].split(" AND "):
        words = part.split()
        weight = next((_WEIGHTS[w] for w in words if w in _WEIGHTS), None)
        if weight is not None and not arms:
            default = weight
        for w in words:
            for d in _DIRS.get(w, ()):
                arms[d] = weight or default
    return arms or None


def draws(ch):
    """True when this module draws ``ch`` (the font has no glyph for it)."""
    o = ord(ch)
    return 0x2580 <= o <= 0x259F or ch in _SHAPES or _arms(ch) is not None


def _shade(d, x, y, w, h, fg, every):
    for j in range(h):
        for i in range(w):
            if (i + j * 2) % every == 0 if every else True:
                d.point((x + i, y + j), fill=fg)


def _block(d, x, y, w, h, ch, fg):
    o = ord(ch)
    if o == 0x2588:
        d.rectangle([x, y, x + w - 1, y + h - 1], fill=fg)
    elif o == 0x2580:
        d.rectangle([x, y, x + w - 1, y + h // 2 - 1], fill=fg)
    elif 0x2581 <= o <= 0x2587:                 # lower eighths
        top = y + h - h * (o - 0x2580) // 8
        d.rectangle([x, top, x + w - 1, y + h - 1], fill=fg)
    elif 0x2589 <= o <= 0x258F:                 # left eighths
        d.rectangle([x, y, x + w * (0x2590 - o) // 8 - 1, y + h - 1], fill=fg)
    elif o == 0x2590:
        d.rectangle([x + w // 2, y, x + w - 1, y + h - 1], fill=fg)
    elif o in (0x2591, 0x2592, 0x2593):
        _shade(d, x, y, w, h, fg, {0x2591: 4, 0x2592: 2}.get(o, 0))
        if o == 0x2593:                          # dark shade: three pixels of four
            d.rectangle([x, y, x + w - 1, y + h - 1], fill=fg)
    elif o == 0x2594:
        d.rectangle([x, y, x + w - 1, y + h // 8 - 1], fill=fg)
    elif o == 0x2595:
        d.rectangle([x + w - w // 8, y, x + w - 1, y + h - 1], fill=fg)
    else:                                        # the quadrants
        quads = {0x2596: "3", 0x2597: "4", 0x2598: "1", 0x2599: "134", 0x259A: "14",
                 0x259B: "123", 0x259C: "124", 0x259D: "2", 0x259E: "23", 0x259F: "234"}
        for q in quads.get(o, ""):
            qx = x + (w // 2 if q in "24" else 0)
            qy = y + (h // 2 if q in "34" else 0)
            d.rectangle([qx, qy, qx + w // 2 - 1, qy + h // 2 - 1], fill=fg)


def _diamond(d, x, y, w, h, fg):
    cx, cy, r = x + w // 2, y + h // 2, w // 2 - 1
    d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fg)


def _triangle(d, x, y, w, h, fg, direction):
    cx, cy, r = x + w // 2, y + h // 2, w // 2 - 1
    points = {"up": [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)],
              "down": [(cx - r, cy - r), (cx + r, cy - r), (cx, cy + r)],
              "left": [(cx - r, cy), (cx + r, cy - r), (cx + r, cy + r)],
              "right": [(cx - r, cy - r), (cx + r, cy), (cx - r, cy + r)]}[direction]
    d.polygon(points, fill=fg)


def _arrow(d, x, y, w, h, fg, direction):
    cx, cy = x + w // 2 - 1, y + h // 2 - 1
    r = w // 2 - 1
    if direction in ("up", "down"):
        d.line([(cx, y + 3), (cx, y + h - 4)], fill=fg)
        tip = y + 3 if direction == "up" else y + h - 4
        step = 1 if direction == "up" else -1
        for i in range(r + 1):
            d.line([(cx - i, tip + i * step), (cx + i, tip + i * step)], fill=fg)
    else:
        d.line([(x + 1, cy), (x + w - 2, cy)], fill=fg)
        tip = x + 1 if direction == "left" else x + w - 2
        step = 1 if direction == "left" else -1
        for i in range(r + 1):
            d.line([(tip + i * step, cy - i), (tip + i * step, cy + i)], fill=fg)


def _scan_line(d, x, y, w, h, fg, eighth):
    """A horizontal scan line (U+23BA..U+23BD) ``eighth`` eighths down the cell."""
    row = y + min(h - 1, h * eighth // 8)
    d.line([(x, row), (x + w - 1, row)], fill=fg)


_SHAPES = {"\u25c6": lambda d, x, y, w, h, fg: _diamond(d, x, y, w, h, fg),
           "\u2666": lambda d, x, y, w, h, fg: _diamond(d, x, y, w, h, fg),
           "\u25b2": lambda d, x, y, w, h, fg: _triangle(d, x, y, w, h, fg, "up"),
           "\u25bc": lambda d, x, y, w, h, fg: _triangle(d, x, y, w, h, fg, "down"),
           "\u25c4": lambda d, x, y, w, h, fg: _triangle(d, x, y, w, h, fg, "left"),
           "\u25ba": lambda d, x, y, w, h, fg: _triangle(d, x, y, w, h, fg, "right"),
           "\u2190": lambda d, x, y, w, h, fg: _arrow(d, x, y, w, h, fg, "left"),
           "\u2191": lambda d, x, y, w, h, fg: _arrow(d, x, y, w, h, fg, "up"),
           "\u2192": lambda d, x, y, w, h, fg: _arrow(d, x, y, w, h, fg, "right"),
           "\u2193": lambda d, x, y, w, h, fg: _arrow(d, x, y, w, h, fg, "down"),
           "\u23ba": lambda d, x, y, w, h, fg: _scan_line(d, x, y, w, h, fg, 0),
           "\u23bb": lambda d, x, y, w, h, fg: _scan_line(d, x, y, w, h, fg, 2),
           "\u23bc": lambda d, x, y, w, h, fg: _scan_line(d, x, y, w, h, fg, 6),
           "\u23bd": lambda d, x, y, w, h, fg: _scan_line(d, x, y, w, h, fg, 8)}


def draw_glyph(d, x, y, w, h, ch, fg):
    """Draw ``ch`` (one ``draws`` accepts) in the cell of ``w`` x ``h`` pixels at (x, y)
    of ImageDraw ``d``, in colour ``fg``."""
    if 0x2580 <= ord(ch) <= 0x259F:
        _block(d, x, y, w, h, ch, fg)
        return
    if ch in _SHAPES:
        _SHAPES[ch](d, x, y, w, h, fg)
        return
    cx, cy = x + w // 2 - 1, y + h // 2 - 1
    ends = {"up": (cx, y), "down": (cx, y + h - 1), "left": (x, cy), "right": (x + w - 1, cy)}
    for direction, weight in _arms(ch).items():
        ex, ey = ends[direction]
        horizontal = direction in ("left", "right")
        offsets = {1: (0,), 2: (0, 1), 3: (-1, 1)}[weight]
        for off in offsets:
            if horizontal:
                d.line([(cx, cy + off), (ex, ey + off)], fill=fg)
            else:
                d.line([(cx + off, cy), (ex + off, ey)], fill=fg)
