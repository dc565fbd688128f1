"""GDI coordinate spaces and shapes through a real guest (test/exe/gdimap.exe, source
guests/tests/gdimap.c). Every expected value below is what the same guest printed under
Wine 8 (`xvfb-run -a wine gdimap.exe`), except BITSPIXEL: our display is 24-bit. Each test
runs the i686 and the x86-64 build (the `width` fixture); 64-bit Wine prints the same
lines as 32-bit Wine but for the size of a DIBSECTION."""

import pytest

from gdiguest import run_guest, values


@pytest.fixture(scope="module")
def v(width):
    return values(run_guest("gdimap", width=width))


def test_device_caps_describe_a_96_dpi_true_colour_display(v):
    assert v["caps_horzsize"] == "169" and v["caps_vertsize"] == "127"
    assert v["caps_logpixelsx"] == "96" and v["caps_aspectx"] == "36"
    assert v["caps_sizepalette"] == "0" and v["caps_colorres"] == "24"
    assert v["caps_bitspixel"] == "32"     # the display's depth (gdi/devcaps.py SCREEN_BPP)


def test_every_fixed_mapping_mode_maps_one_logical_inch_to_96_pixels(v):
    assert v["mm_text"] == "100,100"
    for mode in ("lometric", "himetric", "loenglish", "hienglish", "twips"):
        assert v["mm_" + mode] == "96,96", mode
    assert v["getmapmode"] == "6"


def test_isotropic_shrinks_the_larger_viewport_extent(v):
    assert v["iso_vpext"] == "200,-200" and v["iso_wndext"] == "1000,1000"


def test_anisotropic_origins_and_extents_map_both_ways(v):
    assert v["aniso_lptodp"] == "45,16" and v["aniso_dptolp"] == "30,40"


def test_world_transform_needs_gm_advanced_and_rotates_fills(v):
    assert v["setworld_compatible"] == "0" and v["graphicsmode_old"] == "1"
    assert v["setworld_advanced"] == "1" and v["world_lptodp"] == "35,10"
    assert v["world_fill_black"] == "200"
    assert v["inside"] == "000000" and v["outside"] == "ffffff"


def test_fills_rectangles_and_text_follow_the_mapping(v):
    assert v["scaled_fill"] == "128" and v["corner"] == "000000" and v["before"] == "ffffff"
    assert v["scaled_rect"] == "225"            # null pen: interior one pixel short
    assert v["scaled_text_origin_white"] == "1"
    assert v["scaled_drawtext_inside"] == "1" and v["drawtext_outside"] == "0"


def test_current_position_and_poly_fill_modes(v):
    assert v["curpos"] == "7,9"
    assert v["star_alternate_centre"] == "ffffff"     # the pentagram's centre: even-odd
    assert v["star_winding_centre"] == "000000" and v["getpolyfill"] == "2"


def test_dashed_pens_hatch_brushes_and_rop2(v):
    assert v["dash_row"] == ("#" * 18 + "." * 6) * 2 + "#" * 12
    assert v["hatch_row8"] == "....#.......#..." and v["hatch_row3"] == "#" * 16
    assert v["rop2_not_row"] == ".....#####.." and v["getrop2"] == "6"


def test_curves_pies_and_paths(v):
    assert v["bezier_mid_black"] == "1"
    assert v["arc_top"] == "000000" and v["arc_bottom"] == "ffffff"
    assert (v["pie_q1"], v["pie_q2"], v["pie_q4"]) == ("000000", "ffffff", "ffffff")
    assert v["path_rgn_box"] == "44,44,60,60" and v["in"] == "1" and v["out"] == "0"


def test_ext_create_pen_styles(v):
    assert v["geo_dash_row"] == "######.." * 4          # geometric PS_DASH: 3w on, 1w off
    assert v["alternate_row"] == "#." * 6               # PS_ALTERNATE
    assert v["userstyle_row"] == "#" * 12 + ".."        # {4, 2} in 3-pixel style units
    assert v["extlogpen"] == "1" and v["style"] == "7" and v["entries"] == "2"


def test_flood_fills_stop_at_the_border_or_the_surface_colour(v):
    assert v["floodfill"] == "1" and v["gray"] == "324"
    assert v["extfloodfill_surface"] == "1" and v["gray_after"] == "324"
    assert v["wrong_seed"] == "0"


def test_getobject_of_a_dib_section_fills_a_dibsection(v, width):
    # GetObject's answer is sizeof(DIBSECTION): its BITMAP's bmBits and dshSection are
    # pointer-sized, 84 bytes for a 32-bit program and 104 for a 64-bit one (64-bit Wine)
    assert v["dibsection"] == ("84" if width == 4 else "104") and v["bits_ok"] == "1" and v["bpp"] == "24"
    assert v["widthbytes"] == "192"
