"""Our drawings of the system cursors (OCR_* / IDC_*): what USER32's RT_CURSOR resources
hold (``builtinres.py``).

Each cursor is a list of shapes on a 32 x 32 grid, drawn at any size by scaling the grid
(32, 48 and 64 pixels, the sizes Windows and Wine ship), white with a black outline on a
transparent ground, with its hot spot on the same grid. The shapes are ours (simple
polygons), not copies of anyone's artwork: an arrow, an I-beam, an hourglass, a cross,
the sizing arrows, a "no" sign, a hand, and the middle-button panning marks.
"""

import math

from PIL import Image

from ..gdi.pildraw import Draw

__all__ = ["CURSORS", "cursor_rgba", "cursor_hotspot", "ONE_BIT_ONLY"]

_ARROW = [(0, 0), (0, 21), (5, 16), (9, 25), (12, 24), (8, 15), (15, 15)]
_NS = [(16, 3), (22, 9), (18, 9), (18, 23), (22, 23), (16, 29), (10, 23), (14, 23),
       (14, 9), (10, 9)]


def _turn(points, degrees):
    """``points`` turned about the grid's centre."""
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(16 + (x - 16) * ca - (y - 16) * sa, 16 + (x - 16) * sa + (y - 16) * ca)
            for x, y in points]


def _rect(l, t, r, b):
    return [(l, t), (r, t), (r, b), (l, b)]


def _scaled(points, k, dx, dy):
    return [(dx + x * k, dy + y * k) for x, y in points]


_HOURGLASS = [(8, 2), (24, 2), (24, 5), (17, 14), (17, 18), (24, 27), (24, 30), (8, 30),
              (8, 27), (15, 18), (15, 14), (8, 5)]
_IBEAM = [(11, 3), (15, 3), (16, 4), (17, 3), (21, 3), (21, 5), (17, 5), (17, 27),
          (21, 27), (21, 29), (17, 29), (16, 28), (15, 29), (11, 29), (11, 27), (15, 27),
          (15, 5), (11, 5)]
_CROSS = [(15, 3), (17, 3), (17, 15), (29, 15), (29, 17), (17, 17), (17, 29), (15, 29),
          (15, 17), (3, 17), (3, 15), (15, 15)]
_HAND = [(11, 1), (14, 1), (15, 3), (15, 11), (25, 13), (27, 16), (26, 25), (23, 30),
         (12, 30), (5, 20), (5, 17), (8, 16), (11, 19)]
_PEN = [(1, 30), (3, 23), (22, 4), (27, 9), (8, 28)]
_QUESTION = [(18, 14), (22, 12), (27, 12), (30, 15), (30, 19), (26, 22), (26, 25),
             (23, 25), (23, 21), (27, 18), (27, 16), (25, 15), (23, 15), (20, 17)]
_UP = [(16, 0), (24, 8), (18, 8), (18, 29), (14, 29), (14, 8), (8, 8)]
_TRIANGLE_N = [(16, 2), (21, 8), (11, 8)]


def _pan(*directions):
    """A panning mark: a dot in a ring and a triangle to each of ``directions`` (degrees
    clockwise from north)."""
    shapes = [("ring", (12, 12, 20, 20)), ("ellipse", (15, 15, 17, 17))]
    return shapes + [("poly", _turn(_TRIANGLE_N, d)) for d in directions]


#: OCR_* id -> (shapes, hot spot on the 32 grid). A shape is ("poly", points),
#: ("ellipse", box) filled, or ("ring", box) a thick circle.
CURSORS = {
    32512: ([("poly", _ARROW)], (0, 0)),                                    # NORMAL
    32513: ([("poly", _IBEAM)], (16, 16)),                                  # IBEAM
    32514: ([("poly", _HOURGLASS)], (16, 16)),                              # WAIT
    32515: ([("poly", _CROSS)], (16, 16)),                                  # CROSS
    32516: ([("poly", _UP)], (16, 0)),                                      # UP
    32631: ([("poly", _PEN)], (1, 30)),                                     # PEN
    32640: ([("poly", _NS), ("poly", _turn(_NS, 90))], (16, 16)),           # SIZE
    32641: ([("poly", _rect(8, 8, 23, 23))], (16, 16)),                     # ICON
    32642: ([("poly", _turn(_NS, -45))], (16, 16)),                         # SIZENWSE
    32643: ([("poly", _turn(_NS, 45))], (16, 16)),                          # SIZENESW
    32644: ([("poly", _turn(_NS, 90))], (16, 16)),                          # SIZEWE
    32645: ([("poly", _NS)], (16, 16)),                                     # SIZENS
    32646: ([("poly", _NS), ("poly", _turn(_NS, 90))], (16, 16)),           # SIZEALL
    32648: ([("ring", (5, 5, 27, 27)), ("poly", _turn(_rect(14, 6, 18, 26), -45))],
            (16, 16)),                                                      # NO
    32649: ([("poly", _HAND)], (12, 1)),                                    # HAND
    32650: ([("poly", _ARROW), ("poly", _scaled(_HOURGLASS, 0.5, 14, 14))], (0, 0)),
    32651: ([("poly", _ARROW), ("poly", _QUESTION), ("ellipse", (23, 27, 26, 30))],
            (0, 0)),                                                        # HELP
    32652: (_pan(0, 180), (16, 16)),                                        # RDRVERT
    32653: (_pan(90, 270), (16, 16)),                                       # RDRHORZ
    32654: (_pan(0, 90, 180, 270), (16, 16)),                               # RDR2DIM
    32655: (_pan(0), (16, 16)), 32656: (_pan(180), (16, 16)),               # NORTH, SOUTH
    32657: (_pan(270), (16, 16)), 32658: (_pan(90), (16, 16)),              # WEST, EAST
    32659: (_pan(315), (16, 16)), 32660: (_pan(45), (16, 16)),              # NW, NE
    32661: (_pan(225), (16, 16)), 32662: (_pan(135), (16, 16)),             # SW, SE
}

#: Cursors Windows keeps in one monochrome 32 x 32 image only (the obsolete OCR_ICON).
ONE_BIT_ONLY = {32641}

_WHITE, _BLACK = (255, 255, 255, 255), (0, 0, 0, 255)


def cursor_rgba(ident, size):
    """RGBA picture of cursor ``ident`` at ``size`` x ``size`` pixels."""
    shapes, _ = CURSORS[ident]
    k = size / 32.0
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = Draw(img)
    width = max(1, int(k))
    for kind, data in shapes:
        if kind == "poly":
            d.polygon([(x * k, y * k) for x, y in data], fill=_WHITE, outline=_BLACK,
                      width=width)
        else:
            box = [v * k for v in data]
            if kind == "ring":
                d.ellipse(box, outline=_BLACK, width=3 * width)
            else:
                d.ellipse(box, fill=_BLACK)
    return img


def cursor_hotspot(ident, size):
    """The hot spot of cursor ``ident`` drawn at ``size`` pixels."""
    x, y = CURSORS[ident][1]
    k = size / 32.0
    return min(size - 1, int(x * k)), min(size - 1, int(y * k))
