"""GDI bitmaps and raster operations through a real guest (test/exe/gdirop.exe, source
guests/tests/gdirop.c). The expected values are what the same guest printed under
Wine 8 (`xvfb-run -a wine gdirop.exe`). Each test runs the i686 and the x86-64 build (the
`width` fixture); 64-bit Wine prints the same lines as 32-bit Wine."""

import pytest

from gdiguest import run_guest, values


@pytest.fixture(scope="module")
def v(width):
    return values(run_guest("gdirop", width=width))


def test_all_256_rop3_codes_on_the_eight_bit_combinations(v):
    assert v["rop3_mismatches"] == "0" and v["first"] == "-1"


def test_all_256_rop3_codes_on_colours_work_bit_by_bit(v):
    assert v["rop3_colour_mismatches"] == "0"


def test_named_rop3_codes_with_their_full_values(v):
    assert v["dstinvert"] == "a53c1e" and v["patinvert"] == "669977"
    assert v["rop_220326"] == "500340" and v["mergecopy"] == "0c5084"


def test_mono_bitmaps_stay_mono_and_convert_by_text_and_background_colours(v):
    assert v["mono_bitspixel"] == "1"
    assert v["mono_to_colour"] == "0000ff,ff0000"   # white bits -> bk colour, black -> text
    assert v["colour_to_mono"] == ".#.#.#.#"        # the source's bk colour -> white
    assert v["compatible_with_fresh_memdc_bpp"] == "1"


def test_a_mono_mask_sprite_over_a_hatch_keeps_the_background(v):
    assert v["sprite_centre"] == "ff0000" and v["sprite_background_kept"] == "1"
    assert v["hatch_colours"] == "000080,ffff00"     # hatch line, then OPAQUE bk colour


def test_bitmap_indirect_stretch_and_pattern_brush_origin(v):
    assert v["indirect32"] == "ff0000,0000ff"
    assert v["stretch"] == "ff0000,ff0000,0000ff,0000ff"
    assert v["pattern_brush_org1"] == "0000ff,ff0000"


def test_create_dibitmap_and_getdibits_keep_row_order(v):
    assert v["createdibitmap"] == "0000ff,ffffff,ff0000,00ff00"   # bottom-up rows
    assert v["getdibits_query"] == "1" and v["size"] == "2,2"
    assert v["getdibits_lines"] == "2" and v["rows"] == "0000ff,ffffff,ff0000,00ff00"


def test_setdibits_from_a_palettized_dib_and_bitfields(v):
    assert v["setdibits"] == "2" and v["pixels"] == "00ff00,ffff00,ffff00"
    assert v["bitfields565"] == "ff0000,00ff00"


def test_dib_pal_colors_index_the_dcs_logical_palette(v):
    # As documented: the colour table holds indexes into the DC's palette (2 -> blue,
    # 0 -> red). Wine 8 answers ff0000,ff0000 here.
    assert v["dib_pal_colors"] == "0000ff,ff0000"


def test_bitmap_bits_round_trip_on_a_mono_bitmap(v):
    assert v["bitmapbits"] == "4,4,a0,50"


def test_stretch_modes_when_shrinking(v):
    assert v["stretchmode1"] == "000000,ffffff"     # BLACKONWHITE: AND keeps the black
    assert v["stretchmode2"] == "ffffff,ffffff"     # WHITEONBLACK: OR keeps the white
    assert v["stretchmode3"] == "000000,ffffff"     # COLORONCOLOR: lines deleted
