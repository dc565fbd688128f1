"""The desktop's fonts as DirectWrite describes them (DWrite.dll, dlls/dwrite/).

The desktop has the GDI's bundled bitmap fonts only (gdi/fontmap.py), the six families
GDI enumerates (gdi/textmetrics.py FAMILIES). DirectWrite sees the same families, each
with the styles its strikes exist in (regular, bold, oblique or italic, both), as
Windows' bitmap (``.FON``) fonts: DWRITE_FONT_FACE_TYPE_BITMAP, drawn aliased.

A DirectWrite font is size-independent and measured in design units. Here a font's
design grid is its largest strike: the design units per em are that strike's pixel em,
and every design metric (ascent, descent, cap and x heights, each glyph's advance and
bearings) is that strike's in pixels. A glyph is a cell of the strike's 256 Latin-1
cells: glyph index n is character n for the printable characters (0x20-0x7E,
0xA0-0xFF); every other code point has glyph 0, the missing glyph.
"""

from .fontmap import Mapped, family_of, strikes
from .textmetrics import FAMILIES

__all__ = ["FontDesc", "families", "family_fonts", "match", "glyph_index", "GLYPH_COUNT",
           "STYLE_NORMAL", "STYLE_OBLIQUE", "STYLE_ITALIC", "desc_for_gdi_font"]

STYLE_NORMAL, STYLE_OBLIQUE, STYLE_ITALIC = 0, 1, 2
STRETCH_NORMAL = 5
GLYPH_COUNT = 256
_STYLE_NAMES = {(False, STYLE_NORMAL): "Regular", (True, STYLE_NORMAL): "Bold",
                (False, STYLE_OBLIQUE): "Oblique", (True, STYLE_OBLIQUE): "Bold Oblique",
                (False, STYLE_ITALIC): "Italic", (True, STYLE_ITALIC): "Bold Italic"}


def glyph_index(cp):
    """The glyph of code point ``cp`` (0: none)."""
    return cp if 0x20 <= cp <= 0x7E or 0xA0 <= cp <= 0xFF else 0


class FontDesc:
    """One font of a family: its family name, weight (400 or 700), style and the strike
    whose pixels are its design units."""

    def __init__(self, family, gdi_family, bold, style, strike):
        self.family, self.gdi_family = family, gdi_family
        self.weight = 700 if bold else 400
        self.style, self.strike = style, strike
        self.face_name = _STYLE_NAMES[(bold, style)]
        self._mapped = None
        self._glyphs = {}

    @property
    def bold(self):
        """Whether the font is the bold one."""
        return self.weight >= 600

    @property
    def pil(self):
        """The Pillow font of the design strike (with its empty rows above)."""
        if self._mapped is None:
            self._mapped = Mapped(self.strike)
        return self._mapped.pil

    def metrics(self):
        """DWRITE_FONT_METRICS' fields, in design units."""
        s = self.strike
        asc = s.ascent
        cap = self._ink_top("H")
        xh = self._ink_top("x")
        return dict(designUnitsPerEm=s.em, ascent=asc, descent=s.descent, lineGap=0,
                    capHeight=cap, xHeight=xh,
                    # GDI draws the underline one row below the baseline's row, a row
                    # thick; the strikeout two fifths of the ascent up (gdi/objects.py)
                    underlinePosition=-1, underlineThickness=1,
                    strikethroughPosition=(asc * 2) // 5, strikethroughThickness=1)

    def _ink_top(self, ch):
        box = self.pil.getmask(ch).getbbox()
        return self.strike.ascent - box[1] if box else 0

    def glyph(self, index):
        """(advance, ink box (l, t, r, b) in cell pixels or None) of glyph ``index``."""
        g = self._glyphs.get(index)
        if g is None:
            ch = chr(index) if index else "\0"
            adv = round(self.pil.getlength(ch)) if index else 0
            box = self.pil.getmask(ch).getbbox() if index else None
            g = self._glyphs[index] = (adv, box)
        return g

    def glyph_metrics(self, index):
        """DWRITE_GLYPH_METRICS' fields of glyph ``index`` in design units: the vertical
        origin is the top of the cell (the ascent above the baseline)."""
        adv, box = self.glyph(index)
        height = self.strike.ascent + self.strike.descent
        if box is None:
            l = r = 0
            t = b = height
        else:
            l, t, r, b = box
        return dict(leftSideBearing=l, advanceWidth=adv, rightSideBearing=adv - r,
                    topSideBearing=t, advanceHeight=height, bottomSideBearing=height - b,
                    verticalOriginY=self.strike.ascent)

    def __repr__(self):
        return "<FontDesc %s %s>" % (self.family, self.face_name)


_families = None


def families():
    """[(family name, [FontDesc...])] of the system font collection, GDI's order."""
    global _families
    if _families is None:
        out = []
        for face, _fixed, _weight, _charset in FAMILIES:
            gdi_family, _ = family_of(face)
            if face == "System":
                gdi_family = "system"
            fonts = []
            for bold in (False, True):
                for italic in (False, True):
                    pool = [s for s in strikes() if s.family == gdi_family and
                            (s.weight >= 600) == bold and bool(s.italic) == italic]
                    if not pool:
                        continue
                    best = max(pool, key=lambda s: s.em)
                    # Times' slanted strikes are italics; Helvetica's and Courier's obliques
                    style = STYLE_NORMAL if not italic else \
                        STYLE_ITALIC if gdi_family == "serif" else STYLE_OBLIQUE
                    fonts.append(FontDesc(face, gdi_family, bold, style, best))
            out.append((face, fonts))
        _families = out
    return _families


def family_fonts(name):
    """The fonts of family ``name`` (case-insensitive), or None."""
    for face, fonts in families():
        if face.lower() == (name or "").lower():
            return fonts
    return None


def match(fonts, weight, style):
    """``fonts`` in DirectWrite's matching order for ``weight`` and ``style``: the style
    asked for first (italic and oblique standing in for each other before normal does),
    then the nearest weight (a heavier one first for weights above 500, as documented)."""
    def key(f):
        if f.style == style:
            sk = 0
        elif style != STYLE_NORMAL and f.style != STYLE_NORMAL:
            sk = 1
        else:
            sk = 2
        dist = abs(f.weight - weight)
        heavier_first = (f.weight < weight) if weight > 500 else (f.weight > weight)
        return (sk, dist, heavier_first)
    return sorted(fonts, key=key)


def desc_for_gdi_font(font):
    """The FontDesc a GDI Font (gdi/objects.py) draws with."""
    name = font.face_name
    if font.family == "system" or name == "System":
        name = "System"
    fonts = family_fonts(name) or family_fonts(family_of(name)[1])
    style = STYLE_NORMAL
    if font.italic:
        style = STYLE_ITALIC if font.family == "serif" else STYLE_OBLIQUE
    return match(fonts, font.mapped.strike.weight, style)[0]
