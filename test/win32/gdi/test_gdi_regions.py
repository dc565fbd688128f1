"""GDI regions and clipping through a real guest (test/exe/gdirgn.exe, source
guests/tests/gdirgn.c). Every expected value is what the same guest printed under
Wine 8 (`xvfb-run -a wine gdirgn.exe`). Each test runs the i686 and the x86-64 build (the `width`
fixture); 64-bit Wine prints the same lines as 32-bit Wine."""

import pytest

from gdiguest import run_guest, values


@pytest.fixture(scope="module")
def v(width):
    return values(run_guest("gdirgn", width=width))


def test_combine_rgn_in_every_mode(v):
    assert v["rect"] == "2:0,0,20,20"
    assert v["and"] == "2:10,10,20,20" and v["and_kind"] == "2"
    assert v["or"] == "3:0,0,30,30" and v["or_kind"] == "3" and v["or_pt"] == "1,1,0"
    assert v["xor_pt"] == "0,1"
    assert v["diff"] == "3:0,0,20,20" and v["diff_pt"] == "0,1"
    assert v["empty_kind"] == "1"
    assert v["equal"] == "1" and v["notequal"] == "0"
    assert v["offset"] == "2:5,5,25,25"


def test_elliptic_round_and_polygon_regions(v):
    assert v["ellipse"] == "3:0,0,20,20" and v["ellipse_pt"] == "1,0,1"
    assert v["roundrect_pt"] == "0,1" and v["polygon_pt"] == "1,0"


def test_region_painting(v):
    assert v["fillrgn"] == "308" and v["invertrgn_black"] == "0"
    assert v["paintrgn"] == "400" and v["framergn"] == "112"


def test_clip_regions_limit_every_drawing_call(v):
    assert v["clip_ellipse"] == "308" and v["clipbox"] == "3:0,0,20,20"
    assert v["clip_frame"] == "800"
    assert v["clip_or_lines"] == "40" and v["ptvisible"] == "1,0"


def test_begin_paint_clips_to_the_update_region_invalidate_rgn_made(v):
    assert v["update_kind"] == "3" and v["paint_rc"] == "10,10,30,30"
    assert v["update_rgn_painted"] == "308" and v["corner"] == "ffffff"
