"""Logical palettes on a true-colour display.

The display is 24-bit, so it has no hardware palette (GetDeviceCaps(RASTERCAPS) lacks
RC_PALETTE): a logical palette only tells how PALETTEINDEX colours and 8-bpp DIBs with
DIB_PAL_COLORS resolve. SelectPalette/RealizePalette keep the palette on the DC and
realize nothing (0 entries mapped), as Windows does on such a display.
"""

_HALFTONE = None

#: The 20 static colours of the default palette (first 10 and last 10 entries).
STATIC20 = [
    (0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128),
    (0, 128, 128), (192, 192, 192), (192, 220, 192), (166, 202, 240),
    (255, 251, 240), (160, 160, 164), (128, 128, 128), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (0, 0, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
]


class Palette:
    """A LOGPALETTE: a list of (r, g, b, flags) entries."""

    def __init__(self, entries):
        self.entries = list(entries)

    def nearest(self, color):
        """GetNearestPaletteIndex: the entry closest to (r, g, b) (squared distance,
        first wins on a tie)."""
        r, g, b = color
        best, best_d = 0, None
        for i, (pr, pg, pb, _) in enumerate(self.entries):
            d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2
            if best_d is None or d < best_d:
                best, best_d = i, d
        return best


def halftone_entries():
    """The 256 colours of the halftone palette: the 20 static colours at the ends and a
    6x6x6 colour cube (levels 0, 51, .., 255) plus greys between."""
    global _HALFTONE
    if _HALFTONE is None:
        cube = [(r * 51, g * 51, b * 51) for b in range(6) for g in range(6) for r in range(6)]
        middle = cube + [(v, v, v) for v in range(8, 256, 12)][:256 - 20 - len(cube)]
        middle = middle[:236]
        while len(middle) < 236:
            middle.append((0, 0, 0))
        _HALFTONE = STATIC20[:10] + middle + STATIC20[10:]
    return _HALFTONE


def default_palette():
    """DEFAULT_PALETTE (the stock object): the 20 static colours."""
    return Palette([c + (0,) for c in STATIC20])


def resolve(color, palette):
    """A COLORREF with PALETTEINDEX (0x01xxxxxx) or PALETTERGB (0x02xxxxxx) flags to the
    plain (r, g, b) it shows on a true-colour display."""
    kind = (color >> 24) & 0xFF
    if kind == 1:
        entries = (palette or default_palette()).entries
        i = color & 0xFFFF
        r, g, b, _ = entries[i] if i < len(entries) else entries[0]
        return (r, g, b)
    return (color & 0xFF, (color >> 8) & 0xFF, (color >> 16) & 0xFF)
