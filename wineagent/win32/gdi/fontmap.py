"""The font mapper: which bundled bitmap strike draws a logical font, and how large.

The bundled fonts (``fonts/``, index in ``fonts/index.json``, made by
``tools/convert_fonts.py``) are X.Org's Helvetica, Times and Courier strikes at 11 pixel
sizes each (8 to 34 pixels), regular, bold, oblique and bold oblique, plus the misc-fixed
8x13 terminal font. They stand in for Windows' raster fonts (MS Sans Serif, MS Serif,
Courier, System, Fixedsys, Terminal) and are mapped the way Windows maps raster fonts:

* the face (or, for an unknown face, the pitch and family bits) picks the family;
* a *negative* lfHeight asks for that character (em) height, a *positive* one for that
  cell height (ascent + descent), 0 for the default cell height of 16 pixels; the mapper
  takes the largest strike not above the request, and only when that falls more than a
  quarter short magnifies a strike by a whole factor (each glyph pixel a k x k block, up
  to 8, as GDI synthesizes raster fonts) — so -48 draws 24-pixel glyphs twice as large,
  and a request below the smallest strike gets the smallest;
* lfWidth, when larger than the strike's average width, stretches horizontally by a whole
  factor; a weight of 600 or more takes the bold strike, italic the oblique one.

Rendering stays bitmap-exact and deterministic (no anti-aliasing, no system fonts).
MS Sans Serif 8 (lfHeight -11, the dialog font of Windows 9x/2000 at 96 dpi) maps to the
11-pixel Helvetica strike whose cell is 13 pixels (ascent 11, descent 2, internal leading
2) and whose a-z A-Z average is 6.12: dialog base units 6 x 13, as on Windows.
"""

import json
import os

from PIL import Image, ImageFont

__all__ = ["Strike", "Mapped", "strikes", "map_font", "family_of", "FACES", "DEFAULT_CELL",
           "MAX_MAGNIFY", "load_pil", "loaded", "drawable"]

_DIR = os.path.join(os.path.dirname(__file__), "fonts")

#: the default cell height for lfHeight 0 (what Windows' mapper uses for a height of 0)
DEFAULT_CELL = 16
#: the largest whole factor a raster strike is magnified by (GDI's limit for raster fonts)
MAX_MAGNIFY = 8

#: the faces that exist, as GetTextFace reports them, with their family; a face not listed
#: here is substituted by the family its name or pitch suggests (see :func:`family_of`)
FACES = {
    "MS Sans Serif": "sans", "MS Serif": "serif", "Courier": "mono", "System": "system",
    "Fixedsys": "terminal", "Terminal": "terminal",
}

#: other faces programs ask for, and the family that draws them (Windows substitutes them
#: the same way when they are missing: FontSubstitutes, then the pitch and family)
_LIKE = {
    "sans": ("arial", "helvetica", "tahoma", "verdana", "ms shell dlg", "ms shell dlg 2",
             "microsoft sans serif", "segoe ui", "small fonts", "trebuchet ms",
             "lucida sans unicode", "century gothic", "swiss"),
    "serif": ("times new roman", "times", "georgia", "roman", "book antiqua", "garamond",
              "century schoolbook", "palatino linotype", "tms rmn"),
    "mono": ("courier new", "lucida console", "consolas", "courier 10 pitch", "modern"),
}

FF_ROMAN, FF_MODERN = 0x10, 0x30
FIXED_PITCH = 1

def drawable(text):
    """``text`` as the bundled bitmap fonts can draw it: they hold the 256 Latin-1 cells,
    so a character beyond them is drawn as its Windows-1252 cell (the euro sign, curly
    quotes...) or, lacking one, as '?' — as a font without the glyph shows a default."""
    if text.isascii() or max(map(ord, text)) < 0x100:
        return text
    out = []
    for ch in text:
        if ord(ch) < 0x100:
            out.append(ch)
            continue
        try:
            out.append(chr(ch.encode("cp1252")[0]))
        except UnicodeEncodeError:
            out.append("?")
    return "".join(out)


class _BitmapFont(ImageFont.ImageFont):
    """A Pillow bitmap font that draws any text (through :func:`drawable`) instead of
    failing on characters beyond Latin-1."""

    def getmask(self, text, *args, **kw):
        """The glyph mask of ``text`` (see ImageFont.ImageFont.getmask)."""
        return super().getmask(drawable(text), *args, **kw)

    def getbbox(self, text, *args, **kw):
        """The bounding box of ``text`` (see ImageFont.ImageFont.getbbox)."""
        return super().getbbox(drawable(text), *args, **kw)

    def getlength(self, text, *args, **kw):
        """The advance width of ``text`` (see ImageFont.ImageFont.getlength); a bundled
        font never changes, so each string's width is measured once (USER lays out a
        menu bar's labels for every snapshot and every repaint of the bar)."""
        if args or kw or type(text) is not str:
            return super().getlength(drawable(text), *args, **kw)
        kept = self.__dict__.get("_lengths")
        if kept is None:
            kept = self._lengths = {}
        width = kept.get(text)
        if width is None:
            width = kept[text] = super().getlength(drawable(text))
        return width


_cache = {}


def loaded():
    """(file stem, Pillow font) of every bundled font loaded so far (a savestate refers
    to them by name: they are part of the program, not of the session)."""
    return list(_cache.items())


def bundled_names():
    """The file stems of the bundled fonts (what a savestate may name)."""
    global _names
    if _names is None:
        _names = frozenset(n[:-4] for n in os.listdir(_DIR) if n.endswith(".pil"))
    return _names


_names = None


def load_pil(name):
    """The Pillow bitmap font of file stem ``name`` in ``fonts/`` (cached)."""
    f = _cache.get(name)
    if f is None:
        f = _BitmapFont()
        f._load_pilfont(os.path.join(_DIR, name + ".pil"))
        _cache[name] = f
    return f


class Strike:
    """One bundled bitmap font at one pixel size: ``em`` (character height), ``ascent``
    and ``descent`` (the cell over the Latin-1 glyphs: where Pillow puts the baseline)."""

    def __init__(self, file, family, weight, italic, em, ascent, descent, pad=0):
        self.file, self.family, self.weight, self.italic = file, family, weight, italic
        self.em, self.ascent, self.descent = em, ascent, descent
        self.pad = pad      # empty rows above the file's glyphs (included in ascent)

    @property
    def height(self):
        """The cell height (tmHeight)."""
        return self.ascent + self.descent

    @property
    def pil(self):
        """The Pillow font that draws this strike."""
        return load_pil(self.file)

    def __repr__(self):
        return "<Strike %s em %d cell %d>" % (self.file, self.em, self.height)


_strikes = None


def strikes():
    """Every bundled strike (index.json, and the terminal font)."""
    global _strikes
    if _strikes is None:
        with open(os.path.join(_DIR, "index.json")) as f:
            found = [Strike(**s) for s in json.load(f)]
        # misc-fixed 8x13 (xfonts-base), the Fixedsys/Terminal stand-in: cell 13, ascent 10
        found.append(Strike("fixed", "terminal", 400, False, 13, 10, 3))
        # The System font: Windows 2000's at 96 dpi is bold with a 16-pixel cell (ascent
        # 13, descent 3, internal leading 3; dialog base units 8 x 16). Helvetica Bold 12
        # has those glyphs in a 15-pixel cell: one empty row above makes the cell.
        found.append(Strike("helvB-12", "system", 700, False, 13, 13, 3, pad=1))
        _strikes = found
    return _strikes


class Magnified(ImageFont.ImageFont):
    """A bitmap font drawn ``kx`` times wider and ``ky`` times taller (each glyph pixel a
    kx x ky block), below ``pad`` empty rows (a cell taller than its glyphs): still
    bitmap-exact and deterministic."""

    def __init__(self, base, kx, ky, pad=0):   # noqa: D107 - not ImageFont's own __init__
        self.base, self.kx, self.ky, self.pad = base, kx, ky, pad

    def getmask(self, text, *args, **kw):
        """The base glyph mask, padded and magnified."""
        m = self.base.getmask(text)
        w, h = m.size
        if self.pad:
            padded = Image.core.fill("L", (w, h + self.pad), 0)
            padded.paste(m, (0, self.pad, w, h + self.pad))
            m, h = padded, h + self.pad
        if self.kx == self.ky == 1:
            return m
        return m.resize((w * self.kx, h * self.ky), Image.NEAREST, (0, 0, w, h))

    def getbbox(self, text, *args, **kw):
        """The base bounding box, padded and magnified."""
        l, t, r, b = self.base.getbbox(text)
        t, b = t + self.pad, b + self.pad
        return l * self.kx, t * self.ky, r * self.kx, b * self.ky

    def getlength(self, text, *args, **kw):
        """The base advance, magnified."""
        return self.base.getlength(text) * self.kx


class Mapped:
    """A strike as a logical font draws it: magnified ``kx`` by ``ky``. Its metrics are the
    strike's, scaled (TEXTMETRIC reports these)."""

    def __init__(self, strike, kx=1, ky=1):
        self.strike, self.kx, self.ky = strike, kx, ky
        self.pil = strike.pil if kx == ky == 1 and not strike.pad else \
            Magnified(strike.pil, kx, ky, strike.pad)
        self.em = strike.em * ky
        self.ascent = strike.ascent * ky
        self.descent = strike.descent * ky
        self.height = self.ascent + self.descent

    def __repr__(self):
        return "<Mapped %s x%d,%d>" % (self.strike.file, self.kx, self.ky)


def family_of(face, pitch_family=0):
    """(family, reported face) for a LOGFONT's face name and lfPitchAndFamily."""
    key = (face or "").strip().lower()
    for name, family in FACES.items():
        if key == name.lower():
            return family, name
    for family, names in _LIKE.items():
        if key in names:
            break
    else:
        if pitch_family & 3 == FIXED_PITCH or pitch_family & 0xF0 == FF_MODERN or \
                "courier" in key or "mono" in key or "fixed" in key:
            family = "mono"
        elif pitch_family & 0xF0 == FF_ROMAN or "times" in key or "serif" in key and \
                "sans" not in key:
            family = "serif"
        else:
            family = "sans"
    return family, {"sans": "MS Sans Serif", "serif": "MS Serif", "mono": "Courier",
                    "terminal": "Terminal"}[family]


def _candidates(family, weight, italic):
    """The strikes of ``family`` nearest the style asked for (bold for 600 and up)."""
    pool = [s for s in strikes() if s.family == family]
    bold = weight >= 600
    exact = [s for s in pool if (s.weight >= 600) == bold and s.italic == bool(italic)]
    return exact or [s for s in pool if (s.weight >= 600) == bold] or pool


def map_font(family, weight, italic, height, width=0, max_k=MAX_MAGNIFY):
    """The :class:`Mapped` strike for a logical font (see the module docstring)."""
    pool = _candidates(family, weight, italic)
    if height < 0:
        target, size = -height, (lambda s: s.em)
    else:
        target, size = height or DEFAULT_CELL, (lambda s: s.height)
    best = None
    # A strike drawn as it is wins unless it falls more than a quarter short of the
    # request (Windows' mapper penalizes synthesized sizes the same way): -16 draws the
    # 14-pixel strike, not the 8-pixel one doubled; -48 the 24-pixel one doubled.
    plain = [size(s) for s in pool if size(s) <= target]
    max_ky = 1 if plain and max(plain) * 4 >= target * 3 else max_k
    for s in pool:
        for k in range(1, max_ky + 1):
            v = size(s) * k
            if v > target:
                break
            # the largest size not above the request; at equal sizes the smaller factor,
            # then the larger character height (cell 13: the 11-pixel strike, as MS Sans
            # Serif 8 is chosen by a height of 13)
            key = (v, -k, s.em)
            if best is None or key > best[0]:
                best = (key, k, s)
    if best is None:
        s = min(pool, key=size)
        ky = 1
    else:
        _, ky, s = best
    kx = ky
    if width > 0:
        avg = max(1, round(s.pil.getlength("x")))
        kx = max(1, min(max_k, width // avg))
    return Mapped(s, kx, ky)
