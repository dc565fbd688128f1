"""The desktop fonts' OpenType files (wineagent/win32/gdi/sfnt.py; docs/dlls.md
"DirectWrite's font model"): every font's file is a well-formed sfnt (table checksums,
head's whole-file adjustment), its tables say what DirectWrite reports for the font,
and FreeType (Pillow's ImageFont.truetype) reads it and draws the design strike's glyphs
pixel for pixel."""

import pickle
import struct

import pytest
from PIL import Image, ImageDraw, ImageFont

from wineagent.win32.gdi import sfnt
from wineagent.win32.gdi.designfonts import families

FONTS = [d for _name, fonts in families() for d in fonts]


def _tables(data):
    n = struct.unpack(">H", data[4:6])[0]
    out = {}
    for i in range(n):
        tag, check, off, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        out[tag.decode("latin-1")] = (check, data[off:off + length])
    return out


def _sum(data):
    data += b"\0" * (-len(data) % 4)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


@pytest.mark.parametrize("desc", FONTS, ids=repr)
def test_file_is_well_formed_and_says_the_metrics(desc):
    data = sfnt.font_file(desc)
    assert data[:4] == b"\0\1\0\0"
    tables = _tables(data)
    assert set(tables) == {"head", "hhea", "maxp", "hmtx", "cmap", "OS/2", "name", "post",
                           "EBLC", "EBDT"}
    for tag, (check, body) in tables.items():
        if tag == "head":
            body = body[:8] + b"\0\0\0\0" + body[12:]
        assert check == _sum(body), tag
    assert _sum(data) == 0xB1B0AFBA
    m = desc.metrics()
    head, os2 = tables["head"][1], tables["OS/2"][1]
    assert struct.unpack(">H", head[18:20])[0] == m["designUnitsPerEm"]
    assert struct.unpack(">H", os2[4:6])[0] == desc.weight
    win_ascent, win_descent = struct.unpack(">HH", os2[74:78])
    assert (win_ascent, win_descent) == (m["ascent"], m["descent"])
    assert struct.unpack(">hh", os2[86:90]) == (m["xHeight"], m["capHeight"])
    assert struct.unpack(">hh", tables["post"][1][8:12]) == \
        (m["underlinePosition"], m["underlineThickness"])
    assert sfnt.table_of(desc, b"hhea")[1] == 36
    assert sfnt.table_of(desc, b"zzzz") is None


@pytest.mark.parametrize("desc", [FONTS[0], FONTS[9], FONTS[-1]], ids=repr)
def test_freetype_draws_the_strike(desc, tmp_path):
    path = tmp_path / "font.ttf"
    path.write_bytes(sfnt.font_file(desc))
    face = ImageFont.truetype(str(path), desc.strike.em)
    text = "Hello, Qt! gjy 0123 \xe9\xe0\xfc"
    ours = Image.new("1", (400, 60), 0)
    theirs = Image.new("1", (400, 60), 0)
    asc = desc.metrics()["ascent"] // desc.units_per_pixel   # pixels
    # the strike drawn cell by cell from the top of the cell; FreeType from the baseline
    x = 4
    for ch in text:
        ImageDraw.Draw(ours).text((x, 4), ch, font=desc.pil, fill=1)
        x += desc.glyph(ord(ch))[0]
    ImageDraw.Draw(theirs).text((4, 4 + asc), text, font=face, fill=1, anchor="ls")
    assert ours.tobytes() == theirs.tobytes()
    assert ours.getbbox() is not None


def test_font_desc_pickles_for_saved_states():
    # a saved state holds DirectWrite's fonts (their faces' files too): the Pillow strike
    # is dropped and remade on use
    desc = FONTS[0]
    desc.metrics()
    copy = pickle.loads(pickle.dumps(desc))
    assert copy.metrics() == desc.metrics()
    assert sfnt.font_file(copy) == sfnt.font_file(desc)
