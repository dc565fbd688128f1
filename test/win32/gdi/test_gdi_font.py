"""The font mapper through a real guest (test/exe/gdifont.exe, source
guests/tests/gdifont.c): CreateFont heights and the TEXTMETRIC of the font chosen, bold,
italic, underline, strikeout, lfWidth, lfEscapement, face substitution, and raster faces
enumerated once per size.

Expected values follow Windows' raster-font mapping (docs/gdi.md "Fonts"): a negative
height asks for that character height and gets the largest strike not above it, a
positive one the same for the cell height; MS Sans Serif 8 (-11) is exactly Windows'
13-pixel cell with ascent 11, descent 2 and internal leading 2. Wine, whose fonts are
TrueType, agrees on the 13-pixel cell of -11 and +13 and on where turned text goes (its
ink boxes for the three escapements are within 5 pixels of ours); its face names are its
own DejaVu Sans for every face asked for.

Each test runs the i686 and the x86-64 build (the `width` fixture): both print the same
lines (64-bit Wine's differ from its 32-bit ones only by a pixel of the 270-degree ink
box, its TrueType rasteriser rounding differently).
"""

import pytest

from gdiguest import run_guest, values
from wineagent.win32.gdi.fontmap import strikes


@pytest.fixture(scope="module")
def lines(width):
    return run_guest("gdifont", width=width)


@pytest.fixture(scope="module")
def v(lines):
    return values(lines)


def metrics(v, height):
    return tuple(int(x) for x in v["h%d" % height].split(","))


#: the character heights MS Sans Serif (regular) exists in
SANS_EMS = sorted({s.em for s in strikes()
                   if s.family == "sans" and s.weight == 400 and not s.italic})


def test_ms_sans_serif_8_has_windows_dialog_font_metrics(v):
    assert metrics(v, -11) == (13, 11, 2, 2)      # tmHeight, ascent, descent, internal
    assert metrics(v, 13) == (13, 11, 2, 2)       # a cell height of 13: the same font


@pytest.mark.parametrize("height", [-8, -10, -12, -13, -16, -20, -24, -34])
def test_a_character_height_gets_the_largest_strike_not_above_it(v, height):
    h, ascent, descent, internal = metrics(v, height)
    em = h - internal
    assert h == ascent + descent
    assert em == max(e for e in SANS_EMS if e <= -height)


@pytest.mark.parametrize("height", [11, 16, 20])
def test_a_cell_height_gets_the_largest_cell_not_above_it(v, height):
    h = metrics(v, height)[0]
    cells = {s.ascent + s.descent for s in strikes() if s.family == "sans"}
    assert h == max(c for c in cells if c <= height)


def test_a_height_beyond_the_strikes_magnifies_one_by_a_whole_factor(v):
    # -48: the largest strike is 34 pixels, more than a quarter short; the largest
    # magnified size not above 48 is the 12-pixel strike four times (every metric x4)
    assert max(SANS_EMS) == 34
    assert metrics(v, -48) == tuple(4 * m for m in metrics(v, -12))


def test_height_zero_is_the_default_cell_of_sixteen(v):
    assert metrics(v, 0) == metrics(v, 16)


def test_bold_italic_underline_and_strikeout(v):
    assert v["bold_weight"] == "700" and v["bold_wider"] == "1"
    assert v["italic"] == "1" and v["italic_pixels_differ"] == "1"
    assert v["underline_row_full"] == "1"          # the row below the baseline, full width
    assert v["strikeout_inside"] == "1"


def test_lfwidth_stretches_advances_not_heights(v):
    assert v["width_stretched"] == "1" and v["stretched_ink_same_height"] == "1"


def test_escapement_turns_the_baseline_about_the_reference_point(v):
    # TextOut at (60, 60), TA_LEFT|TA_TOP: 90 degrees reads upwards with the glyphs' tops
    # to the left (the cell right of x = 60, above y = 60); 180 upside down to the left;
    # 270 downwards with the tops to the right.
    l, t, r, b = (int(x) for x in v["esc900"].split(","))
    assert 60 <= l and r <= 60 + 13 and b <= 60 and 60 - t >= 20
    l, t, r, b = (int(x) for x in v["esc1800"].split(","))
    assert r <= 60 and 60 - l >= 20 and 60 - 13 <= t and b <= 60
    l, t, r, b = (int(x) for x in v["esc2700"].split(","))
    assert 60 - 13 <= l and r <= 60 and t >= 60 and b - 60 >= 20


def test_faces_are_substituted_by_family_and_report_what_draws_them(lines):
    faces = [line for line in lines if line.startswith("face")]
    assert faces == ["face0=MS Serif family=11",       # FF_ROMAN, variable pitch
                     "face1=Courier family=30",        # FF_MODERN, fixed pitch
                     "face2=MS Sans Serif family=21",  # FF_SWISS, variable pitch
                     "face3=Fixedsys family=30",
                     "face4=MS Sans Serif family=21"]  # an unknown face: the default


def test_a_raster_face_is_enumerated_once_per_size(v):
    assert v["sans_sizes"] == str(len(SANS_EMS)) and v["raster"] == v["sans_sizes"]
    assert v["ascending"] == "1"


def ints(v, key):
    return [int(x) for x in v[key].split(",")]


def test_lfheight_is_logical_units_under_a_mapping_mode(v):
    # MM_TWIPS: the guest asks for 11 device pixels in twips; the font is realized at
    # that device size (the 11-pixel strike: cell 13) and TEXTMETRIC and the extent come
    # back in twips. (Wine, TrueType, scales the same way: its twips metrics are its own
    # 11-pixel font's, 165 for a 11-pixel cell.)
    px = ints(v, "twips_per_1000")[1] / 1000.0          # device pixels per twip (y)
    height, ascent, avg = ints(v, "twips_tm")
    assert abs(height * px - 13) < 1 and abs(ascent * px - 11) < 1
    cx, cy = ints(v, "twips_extent")
    assert abs(cx * px - 55) < 1 and cy == height       # "Wide Words" is 55 px at -11
    l, t, r, b = ints(v, "twips_ink")                    # drawn at (150, -150) twips
    assert l == 10 and b == 10 + 11 and abs((r - l) - 55) <= 2


def test_a_scaled_viewport_draws_the_font_at_its_device_size(v):
    # MM_ANISOTROPIC, viewport twice the window: -11 is 22 device pixels, the 20-pixel
    # strike (cell 22); metrics and extents are halved back into logical units.
    assert ints(v, "x2_tm") == [11, 9]
    cx, cy = ints(v, "x2_extent")
    l, t, r, b = ints(v, "x2_ink")
    assert cy == 11 and abs(2 * cx - (r - l)) <= 3 and l == 10
