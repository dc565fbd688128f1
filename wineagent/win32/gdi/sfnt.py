"""The font file of a DirectWrite font of ours: an OpenType bitmap-only font made from
its design strike.

Why a file is made at all: DirectWrite describes every face by the file(s) it was read
from (IDWriteFontFace::GetFiles), and programs read a face's tables through it
(TryGetFontTable: Qt reads ``hhea`` and ``OS/2``). The desktop's fonts are Pillow
bitmap strikes (gdi/fonts/), which no Windows program can read, and there is no font file
in the guest's view of the disk. So each font's file is the OpenType font Windows would
hold a bitmap-only face in: the design
strike's glyphs as embedded bitmaps (``EBLC``/``EBDT``, one strike, one bit a pixel) and
the tables that describe them (``head``, ``hhea``, ``maxp`` 0.5, ``hmtx``, ``cmap``,
``OS/2`` version 4, ``name``, ``post`` 3.0), every number the one DirectWrite reports
for the font (gdi/designfonts.py FontDesc): units per em are the strike's pixel em (twice
it for the 13-pixel strikes of System, Fixedsys and Terminal: OpenType's least is 16), so
the metrics in the tables are the strike's pixels (the bitmap tables' always are).

Decisions a real font would not need: sub- and superscript sizes and offsets are the
customary fractions of the em (0.65 of it, 0.14 below, 0.48 above the baseline);
the caret is upright and ``post``'s italic angle 0 (the slant of a bitmap strike is not
measured).
"""

import struct

from .designfonts import GLYPH_COUNT, STYLE_NORMAL

__all__ = ["font_file", "file_key", "tables", "glyph_box", "unicode_ranges", "panose",
           "is_monospaced", "script_metrics", "CMAP_RANGES", "copyright_of",
           "desc_names", "table_of"]

#: the code points that have glyphs (glyph n is code point n): DWRITE_UNICODE_RANGEs
CMAP_RANGES = ((0x20, 0x7E), (0xA0, 0xFF))
_files = {}


_ADOBE = ("Copyright 1984-1989, 1994 Adobe Systems Incorporated. Copyright 1988, 1994"
          " Digital Equipment Corporation.")


def copyright_of(desc):
    """The font's copyright notice (its strike's source's)."""
    return "misc-fixed is in the public domain." if desc.gdi_family == "terminal" \
        else _ADOBE


def _key(desc):
    return (desc.family, desc.face_name)


def file_key(desc):
    """The font file's reference key: its unique name (UTF-16LE, no NUL)."""
    return ("%s %s" % desc_names(desc)[:2]).encode("utf-16-le")


def desc_names(desc):
    """(family, subfamily, full name) of the font."""
    full = desc.family if desc.face_name == "Regular" else "%s %s" % (desc.family,
                                                                       desc.face_name)
    return desc.family, desc.face_name, full


def _ink(desc, g):
    """(advance, ink box (l, t, r, b) in the cell or None) of glyph ``g`` in design units."""
    adv, box = desc.glyph(g)
    k = desc.units_per_pixel
    return adv * k, tuple(v * k for v in box) if box else None


def glyph_box(desc):
    """(xMin, yMin, xMax, yMax) over every glyph's ink, y up from the baseline."""
    asc = desc.metrics()["ascent"]
    boxes = [b for b in (_ink(desc, g)[1] for g in range(1, GLYPH_COUNT)) if b]
    return (min(b[0] for b in boxes), min(asc - b[3] for b in boxes),
            max(b[2] for b in boxes), max(asc - b[1] for b in boxes))


def is_monospaced(desc):
    """Whether every glyph the font maps has the same advance."""
    return len({_ink(desc, cp)[0] for lo, hi in CMAP_RANGES
                for cp in range(lo, hi + 1)}) == 1


def unicode_ranges():
    """The DWRITE_UNICODE_RANGEs (first, last) the font maps."""
    return CMAP_RANGES


def panose(desc):
    """The font's 10 PANOSE bytes: Latin text; sans serif, cove serif or square
    (monospaced); book or bold weight; modern or monospaced proportion; the rest any."""
    mono = is_monospaced(desc)
    serif = 2 if desc.gdi_family == "serif" else 11
    return bytes((2, serif, 8 if desc.bold else 5, 9 if mono else 3, 0, 0, 0, 0, 0, 0))


def script_metrics(desc):
    """(subscript x offset, y offset below, x size, y size, superscript x offset, y offset,
    x size, y size) in design units."""
    em = desc.units_per_em
    size = round(em * 0.65)
    return (0, round(em * 0.14), size, size, 0, round(em * 0.48), size, size)


def _checksum(data):
    data += b"\0" * (-len(data) % 4)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


def _glyph_bitmap(desc, g):
    """EBDT format 1 data of glyph ``g`` (small metrics, byte-aligned rows; the strike's
    pixels), or b""."""
    adv, box = desc.glyph(g)
    if box is None:
        return b""
    l, t, r, b = box
    asc = desc.metrics()["ascent"] // desc.units_per_pixel
    mask = desc.pil.getmask(chr(g))
    w, h = r - l, b - t
    rows = []
    for y in range(t, b):
        row = bytearray((w + 7) // 8)
        for x in range(l, r):
            if mask.getpixel((x, y)):
                i = x - l
                row[i // 8] |= 0x80 >> (i % 8)
        rows.append(bytes(row))
    return struct.pack(">BBbbB", h, w, l, asc - t, adv) + b"".join(rows)


def tables(desc):
    """{tag: bytes} of the font's OpenType tables."""
    m = desc.metrics()
    em, asc, dsc = m["designUnitsPerEm"], m["ascent"], m["descent"]
    xmin, ymin, xmax, ymax = glyph_box(desc)
    glyphs = [_ink(desc, g) for g in range(GLYPH_COUNT)]
    advances = [a for a, _ in glyphs]
    lsbs = [b[0] if b else 0 for _, b in glyphs]
    inked = [(a, b) for a, b in glyphs if b]
    mono = is_monospaced(desc)
    italic = desc.style != STYLE_NORMAL
    mac_style = (1 if desc.bold else 0) | (2 if italic else 0)
    t = {}
    t["head"] = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5,
                            0x000B, em, 0, 0, xmin, ymin, xmax, ymax, mac_style, em, 2, 0, 0)
    t["hhea"] = struct.pack(">IhhhHhhhhhh8xhH", 0x00010000, asc, -dsc, 0, max(advances),
                            min(b[0] for _, b in inked), min(a - b[2] for a, b in inked),
                            max(b[2] for _, b in inked),
                            1, 0, 0, 0, GLYPH_COUNT)
    t["maxp"] = struct.pack(">IH", 0x00005000, GLYPH_COUNT)
    t["hmtx"] = b"".join(struct.pack(">Hh", a, lsb) for a, lsb in zip(advances, lsbs))
    t["cmap"] = _cmap()
    sub_sup = script_metrics(desc)
    latin = [a for a in advances[0x20:0x7F] if a]
    fs_selection = (0x01 if desc.style == 2 else 0) | (0x20 if desc.bold else 0) | \
        (0x200 if desc.style == 1 else 0) | (0x40 if not desc.bold and not italic else 0)
    t["OS/2"] = struct.pack(
        ">HhHHHhhhhhhhhhhh10sIIII4sHHHhhhHHIIhhHHH",
        4, round(sum(latin) / len(latin)), desc.weight, 5, 0, *sub_sup,
        m["strikethroughThickness"], m["strikethroughPosition"], 0, panose(desc),
        0x3, 0, 0, 0, b"    ", fs_selection, 0x20, 0xFF, asc, -dsc, 0, asc, dsc, 1, 0,
        m["xHeight"], m["capHeight"], 0, 0x20, 1)
    t["name"] = _name_table(desc)
    t["post"] = struct.pack(">IihhIIIII", 0x00030000, 0, m["underlinePosition"],
                            m["underlineThickness"], 1 if mono else 0, 0, 0, 0, 0)
    t["EBLC"], t["EBDT"] = _bitmap_tables(desc)
    return t


def _cmap():
    segments = list(CMAP_RANGES) + [(0xFFFF, 0xFFFF)]
    n = len(segments)
    search = 2 * 2 ** (n.bit_length() - 1)
    ends = b"".join(struct.pack(">H", e) for _, e in segments)
    starts = b"".join(struct.pack(">H", s) for s, _ in segments)
    # glyph = code point: delta 0 for the ranges; 0xFFFF's segment maps to glyph 0
    deltas = b"".join(struct.pack(">h", 1 if s == 0xFFFF else 0) for s, _ in segments)
    sub = struct.pack(">HHHHHH", 4, 0, 0, 2 * n, search, (search // 2).bit_length() - 1) + \
        struct.pack(">H", 2 * n - search) + ends + b"\0\0" + starts + deltas + \
        b"\0\0" * n
    sub = sub[:2] + struct.pack(">H", len(sub)) + sub[4:]
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + sub


def _name_table(desc):
    family, sub, full = desc_names(desc)
    names = [(0, copyright_of(desc)), (1, family), (2, sub), (3, full), (4, full),
             (6, full.replace(" ", "-"))]
    records, strings = [], b""
    for nid, text in names:
        data = text.encode("utf-16-be")
        records.append(struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(data), len(strings)))
        strings += data
    head = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names))
    return head + b"".join(records) + strings


def _bitmap_tables(desc):
    """(EBLC, EBDT): one strike of the design em, glyphs 0-255, index format 1 (offsets),
    image format 1 (small metrics, byte-aligned); its metrics in the strike's pixels."""
    k = desc.units_per_pixel
    m = desc.metrics()
    em, asc, dsc = desc.strike.em, m["ascent"] // k, m["descent"] // k
    glyphs = [desc.glyph(g) for g in range(GLYPH_COUNT)]
    xmin = min(b[0] for _, b in glyphs if b)
    data, offsets = b"", []
    for g in range(GLYPH_COUNT):
        offsets.append(4 + len(data))
        data += _glyph_bitmap(desc, g)
    offsets.append(4 + len(data))
    ebdt = struct.pack(">I", 0x00020000) + data
    advances = [a for a, _ in glyphs]
    inked = [b for _, b in glyphs if b]
    line = struct.pack(">bbBbbbbbbbbb", asc, -dsc, max(advances), 1, 0, 0, xmin,
                       min(a - b[2] for a, b in glyphs if b), max(asc - b[1] for b in inked),
                       min(asc - b[3] for b in inked), 0, 0)
    # the index subtable's image offsets count from its image data offset (EBDT's first
    # glyph, after the 4-byte version)
    subtable = struct.pack(">HHI", 1, 1, 4) + b"".join(struct.pack(">I", o - 4)
                                                       for o in offsets)
    array = struct.pack(">HHI", 0, GLYPH_COUNT - 1, 8)
    size_offset = 8 + 48
    size = struct.pack(">IIII", size_offset, len(array) + len(subtable), 1, 0) + line + \
        line + struct.pack(">HHBBBb", 0, GLYPH_COUNT - 1, em, em, 1, 1)
    eblc = struct.pack(">II", 0x00020000, 1) + size + array + subtable
    return eblc, ebdt


def font_file(desc):
    """The font's OpenType file (bytes), made once."""
    key = _key(desc)
    data = _files.get(key)
    if data is None:
        data = _files[key] = _assemble(tables(desc))
    return data


def _assemble(tabs):
    tags = sorted(tabs, key=lambda s: s.encode("latin-1"))
    n = len(tags)
    search = 16 * 2 ** (n.bit_length() - 1)
    head = struct.pack(">IHHHH", 0x00010000, n, search, (search // 16).bit_length() - 1,
                       16 * n - search)
    offset = 12 + 16 * n
    directory, body = b"", b""
    for tag in tags:
        data = tabs[tag]
        directory += struct.pack(">4sIII", tag.encode("latin-1"), _checksum(data),
                                 offset + len(body), len(data))
        body += data + b"\0" * (-len(data) % 4)
    whole = head + directory + body
    # head's checkSumAdjustment makes the whole file sum to 0xB1B0AFBA
    i = 16 * tags.index("head")
    at = struct.unpack(">I", directory[i + 8:i + 12])[0]
    adjust = (0xB1B0AFBA - _checksum(whole)) & 0xFFFFFFFF
    return whole[:at + 8] + struct.pack(">I", adjust) + whole[at + 12:]


def table_of(desc, tag):
    """(offset, length) of table ``tag`` (4 bytes) in the font's file, or None."""
    data = font_file(desc)
    n = struct.unpack(">H", data[4:6])[0]
    for i in range(n):
        rec = data[12 + 16 * i:28 + 16 * i]
        if rec[:4] == tag:
            _t, _c, off, length = struct.unpack(">4sIII", rec)
            return off, length
    return None
