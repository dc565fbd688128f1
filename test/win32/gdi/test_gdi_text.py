"""Palettes on a true-colour display and text output through a real guest
(test/exe/gditext.exe, source guests/tests/gditext.c). Expected values are what the same
guest printed under Wine 8 except the substituted face names: Wine substitutes its
DejaVu Sans, we the MS Sans Serif stand-in we draw with. Each test runs the i686 and the
x86-64 build (the `width` fixture); 64-bit Wine prints the same lines as 32-bit Wine."""

import pytest

from gdiguest import run_guest, values


@pytest.fixture(scope="module")
def lines(width):
    return run_guest("gditext", width=width)


@pytest.fixture(scope="module")
def v(lines):
    return values(lines)


def test_logical_palettes_select_and_realize_on_a_true_colour_display(v):
    assert v["select_old_is_default"] == "1" and v["realize"] == "0"
    assert v["nearest"] == "0,3" and v["entries"] == "4"
    assert v["paletteindex"] == "0000ff" and v["palettergb"] == "0c2238"
    assert (v["rc_palette"], v["sizepalette"], v["numcolors"]) == ("0", "0", "-1")
    assert v["halftone_entries"] == "256" and v["first"] == "0,0,0"


def test_fonts_keep_their_logfont_and_report_the_face_drawn(v, lines):
    assert v["logfont"] == "-11,700,1,1,0,Arial"
    assert "textface=MS Sans Serif n=14" in lines
    assert v["system_face"] == "System"


def test_text_alignment_and_the_current_position(v):
    assert v["updatecp_advance_ok"] == "1" and v["y"] == "5"
    assert v["updatecp_drawn_at_cp"] == "1"
    assert v["ta_right"] == "1" and v["ta_bottom"] == "1"


def test_ext_text_out_opaque_clipped_and_spacing(v):
    assert v["eto_opaque"] == "0000ff,ffffff"
    assert v["eto_clipped"] == "1" and v["eto_spacing"] == "1"


def test_an_information_context_for_the_display(v):
    assert v["ic"] == "1" and v["ic_logpixels"] == "96"


def test_font_families_are_the_raster_fonts_we_draw_with(v):
    # Wine lists its ~50 TrueType families; our fonts are the bundled raster fonts, so
    # every family is RASTER_FONTTYPE and GetCharABCWidths fails as documented for them.
    assert v["families"] == "6" and v["raster"] == "6" and v["sans_variable"] == "1"
    assert v["families_ex_courier"] == "1"
    assert v["abc_on_raster"] == "0" and v["truetype"] == "0"


def test_text_metrics_pitch_bit_and_char_widths_as_documented(v):
    # (Wine agrees on each of these)
    assert v["gui_pitch_variable"] == "1" and v["height_ok"] == "1"
    assert v["proportional_widths_differ"] == "1"
    assert v["fixed_pitch_bit"] == "0" and v["fixed_widths_equal"] == "1"
    assert v["avg_is_width"] == "1"


def test_drawtext_ellipsis_flags_shorten_text_to_the_rectangle():
    from wineagent.win32.gdi.drawtext import ellipsize
    from wineagent.win32.gdi.objects import Font
    font = Font(13, 400, "MS Sans Serif")
    end = ellipsize(font, "Hello wonderful world", 60, 0x8000)          # DT_END_ELLIPSIS
    word = ellipsize(font, "Hello wonderful world", 60, 0x40000)        # DT_WORD_ELLIPSIS
    path = ellipsize(font, "C:\\Program Files\\App\\file.txt", 100, 0x4000)   # DT_PATH_...
    assert end.endswith("...") and font.extent(end)[0] <= 60 and end.startswith("Hello w")
    assert word == "Hello..."
    assert path.endswith("...\\file.txt") and path.startswith("C:\\") and \
        font.extent(path)[0] <= 100
    assert ellipsize(font, "short", 60, 0x8000) == "short"
