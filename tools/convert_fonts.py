"""Convert X.Org's bitmap fonts into the Pillow fonts bundled in
``wineagent/win32/gdi/fonts/`` and write their index (``index.json``).

Run on a machine with Debian's ``xfonts-75dpi`` and ``xfonts-100dpi`` packages unpacked
(``apt-get download xfonts-75dpi xfonts-100dpi`` then ``dpkg-deb -x`` each into one folder)::

    python3 tools/convert_fonts.py /tmp/xf/usr/share/fonts/X11

Every strike of Adobe Helvetica (the sans-serif faces), Times (serif) and Courier (fixed
pitch) in regular, bold, oblique/italic and bold oblique, at 75 and 100 dpi, becomes one
font file named ``<family><style>-<em>`` (em = the strike's pixel size). The two
resolutions hold the same designs under different nominal sizes (75 dpi 10 px and 100 dpi
8 pt, 11 px, have the same cell and glyphs; so have 18/20 and 24/25): of two strikes of one
style with the same cell only the larger em is kept, the size its capital height says it
is (a font mapper asking for 18 px must not get glyphs drawn for 20). The index
records, per strike, the em height and the cell's ascent and descent over the Latin-1
glyphs — the TEXTMETRIC values (tmAscent, tmDescent, tmInternalLeading = cell - em) the
GDI reports, and exactly where Pillow puts the baseline (the tallest glyph's top).

The 256 cells are Windows-1252's, the ANSI code page the fonts stand in for: they are read
from the ISO 10646 file of each strike (``helvR12.pcf.gz``) through that code page, so cells
0x80-0x9F hold the euro sign, the curly quotes, the dashes, the bullet, the ellipsis, Š,
Œ, Ž, ƒ, ™... (the ISO 8859-1 files leave them empty: C1 controls), and the Latin-1 cells
are the ISO 8859-1 files' glyphs. The ascent and descent stay those of the Latin-1 glyphs.
"""

import gzip
import io
import json
import os
import sys

from PIL import PcfFontFile

OUT = os.path.join(os.path.dirname(__file__), "..", "wineagent", "win32", "gdi", "fonts")

#: X family prefix -> (our family, {X style: (weight, italic)})
FAMILIES = {
    "helv": ("sans", {"R": (400, False), "B": (700, False), "O": (400, True), "BO": (700, True)}),
    "tim": ("serif", {"R": (400, False), "B": (700, False), "I": (400, True), "BI": (700, True)}),
    "cour": ("mono", {"R": (400, False), "B": (700, False), "O": (400, True), "BO": (700, True)}),
}
POINTS = ("08", "10", "12", "14", "18", "24")


#: the Windows-1252 cells that ISO 8859-1 leaves to C1 controls
CP1252_ONLY = range(0x80, 0xA0)


def strike(path):
    """(PcfFontFile, em, ascent, descent) of one ISO 10646 .pcf.gz file, its cells read
    as Windows-1252."""
    font = PcfFontFile.PcfFontFile(io.BytesIO(gzip.open(path).read()), "cp1252")
    em = font._load_properties()[b"PIXEL_SIZE"]
    glyphs = [font.glyph[c] for c in range(32, 256) if font.glyph[c] and c not in CP1252_ONLY]
    ascent = max(-g[1][1] for g in glyphs)
    descent = max(g[1][3] for g in glyphs)
    for c in CP1252_ONLY:   # (the 8-pixel Courier's Š and Ž rise a pixel above the cell)
        if font.glyph[c]:
            font.glyph[c] = clip(font.glyph[c], ascent, descent)
    return font, em, ascent, descent


def clip(glyph, ascent, descent):
    """``glyph`` (Pillow's advance, box, source box, image) cut to the cell of ``ascent``
    and ``descent``, so that no glyph moves the baseline Pillow derives from them all."""
    advance, (x0, y0, x1, y1), _, image = glyph
    top, bottom = max(0, -ascent - y0), max(0, y1 - descent)
    if not top and not bottom:
        return glyph
    image = image.crop((0, top, image.size[0], image.size[1] - bottom))
    return (advance, (x0, y0 + top, x1, y1 - bottom), (0, 0) + image.size, image)


def main(root):
    """Convert every strike under ``root`` (the X11 fonts folder) into OUT."""
    index = []
    for prefix, (family, styles) in FAMILIES.items():
        for style, (weight, italic) in styles.items():
            for dpi in ("75dpi", "100dpi"):
                for pt in POINTS:
                    path = os.path.join(root, dpi, "%s%s%s.pcf.gz" % (prefix, style, pt))
                    font, em, ascent, descent = strike(path)
                    same = [s for s in index if s["family"] == family and
                            s["weight"] == weight and s["italic"] == italic and
                            (s["em"] == em or (s["ascent"], s["descent"]) == (ascent, descent))]
                    if any(s["em"] >= em for s in same):
                        continue    # the same strike at the other resolution
                    for s in same:
                        index.remove(s)
                        os.remove(os.path.join(OUT, s["file"] + ".pil"))
                        os.remove(os.path.join(OUT, s["file"] + ".pbm"))
                    name = "%s%s-%d" % (prefix, style, em)
                    font.save(os.path.join(OUT, name))
                    index.append(dict(file=name, family=family, weight=weight, italic=italic,
                                      em=em, ascent=ascent, descent=descent))
    index.sort(key=lambda s: (s["family"], s["weight"], s["italic"], s["em"]))
    with open(os.path.join(OUT, "index.json"), "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(s) for s in index) + "\n]\n")
    print("%d strikes" % len(index))


if __name__ == "__main__":
    main(sys.argv[1])
