"""The desktop's fonts as DirectWrite describes them (DWrite.dll, dlls/dwrite/).

The desktop has the GDI's bundled bitmap fonts only (gdi/fontmap.py), the six families
GDI enumerates (gdi/textmetrics.py FAMILIES). DirectWrite sees the same families, each
with the styles its strikes exist in (regular, bold, oblique or italic, both), drawn
aliased; each font's file is the OpenType bitmap-only font of its design strike
(gdi/sfnt.py), so its faces are TrueType faces.

A DirectWrite font is size-independent and measured in design units. Here a font's
design grid is its largest strike: the design units per em are that strike's pixel em,
and every design metric (ascent, descent, cap and x heights, each glyph's advance and
bearings) is that strike's in pixels (two units a pixel for a strike of fewer than 16
pixels: System's, Fixedsys' and Terminal's 13, as OpenType's least units per em is 16). A glyph is a cell of the strike's 256 Latin-1
cells: glyph index n is character n for the printable characters (0x20-0x7E,
0xA0-0xFF); every other code point has glyph 0, the missing glyph.
"""

from PIL import Image

from .fontmap import Mapped, family_of, map_font, strikes
from .textmetrics import FAMILIES

__all__ = ["ink_bounds", "coverage", "FontDesc", "families", "family_fonts", "match", "glyph_index", "GLYPH_COUNT",
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
    def units_per_pixel(self):
        """Design units per pixel of the design strike: 1, or for an em below OpenType's
        16 units (Fixedsys', Terminal's and System's 13 pixels) the whole factor that
        lifts it to 16 or more, so the font's file (gdi/sfnt.py) is a valid font."""
        return 1 if self.strike.em >= 16 else -(-16 // self.strike.em)

    @property
    def units_per_em(self):
        """Design units per em."""
        return self.strike.em * self.units_per_pixel

    @property
    def pil(self):
        """The Pillow font of the design strike (with its empty rows above)."""
        return self._mapped_at(None).pil

    def metrics(self, pixels=None):
        """DWRITE_FONT_METRICS' fields, in design units; with ``pixels`` (an em size in
        pixels), those of the strike GDI draws that size with, in design units (GDI-
        compatible metrics: whole pixels of the strike drawn)."""
        m = self._mapped_at(pixels)
        k = m.ky
        asc = m.ascent
        scale = self._scale(pixels)
        d = dict(ascent=asc, descent=m.descent, lineGap=0, capHeight=self._ink_top(m, "H"),
                 xHeight=self._ink_top(m, "x"),
                 # GDI draws the underline one row below the baseline's row, as thick as
                 # the strike is magnified; the strikeout two fifths of the ascent up
                 # (gdi/objects.py)
                 underlinePosition=-k, underlineThickness=k,
                 strikethroughPosition=(asc * 2) // 5, strikethroughThickness=k)
        d = {key: round(v * scale) for key, v in d.items()}
        d["designUnitsPerEm"] = self.units_per_em
        return d

    def _mapped_at(self, pixels):
        if pixels is None:
            if self._mapped is None:
                self._mapped = Mapped(self.strike)
            return self._mapped
        return map_font(self.gdi_family, self.weight, self.style != STYLE_NORMAL,
                        -max(1, round(pixels)))

    def _scale(self, pixels):
        """Design units per pixel at ``pixels`` per em (None: the design strike's own)."""
        return self.units_per_pixel if pixels is None else self.units_per_em / pixels

    @staticmethod
    def _ink_top(m, ch):
        box = m.pil.getmask(ch).getbbox()
        return m.ascent - box[1] if box else 0

    def glyph(self, index, pixels=None):
        """(advance, ink box (l, t, r, b) in cell pixels or None) of glyph ``index`` in
        the design strike, or in the strike GDI draws ``pixels`` per em with."""
        key = (index, pixels)
        g = self._glyphs.get(key)
        if g is None:
            pil = self._mapped_at(pixels).pil
            ch = chr(index) if index else "\0"
            adv = round(pil.getlength(ch)) if index else 0
            box = pil.getmask(ch).getbbox() if index else None
            g = self._glyphs[key] = (adv, box)
        return g

    def glyph_metrics(self, index, pixels=None):
        """DWRITE_GLYPH_METRICS' fields of glyph ``index`` in design units (with
        ``pixels``, the GDI-compatible ones at that em size): the vertical origin is the
        top of the cell (the ascent above the baseline)."""
        m = self._mapped_at(pixels)
        adv, box = self.glyph(index, pixels)
        height = m.ascent + m.descent
        if box is None:
            l = r = 0
            t = b = height
        else:
            l, t, r, b = box
        scale = self._scale(pixels)
        d = dict(leftSideBearing=l, advanceWidth=adv, rightSideBearing=adv - r,
                 topSideBearing=t, advanceHeight=height, bottomSideBearing=height - b,
                 verticalOriginY=m.ascent)
        return {key: round(v * scale) for key, v in d.items()}

    def __getstate__(self):
        # a saved state (docs/state.md) holds DirectWrite's fonts: the Pillow strike and
        # the glyph cache are remade from the strike on use
        state = dict(self.__dict__)
        state["_mapped"], state["_glyphs"] = None, {}
        return state

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


def ink_bounds(font, cells):
    """The box (l, t, r, b) over the inked pixels of glyph cells [(left, top, char)] drawn
    with GDI Font ``font``, or None when nothing is inked."""
    drawn = None
    for left, top, ch in cells:
        ink = font.pil.getmask(ch).getbbox()
        if ink:
            b = (left + ink[0], top + ink[1], left + ink[2], top + ink[3])
            drawn = b if drawn is None else (min(drawn[0], b[0]), min(drawn[1], b[1]),
                                             max(drawn[2], b[2]), max(drawn[3], b[3]))
    return drawn


def coverage(font, cells, box):
    """The glyph cells' coverage over ``box`` (l, t, r, b): a byte a pixel, row by row,
    255 where a glyph is inked and 0 elsewhere (bitmap glyphs have no partial pixels)."""
    l, t, r, b = box
    plane = Image.new("L", (r - l, b - t), 0)
    for left, top, ch in cells:
        mask = Image.Image()._new(font.pil.getmask(ch)).point(lambda v: 255 if v else 0)
        plane.paste(255, (left - l, top - t), mask)
    return plane.tobytes()
