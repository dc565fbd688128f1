"""Enhanced and Windows metafiles through a real guest (test/exe/gdimeta.exe, source
guests/tests/gdimeta.c): recorded, played at two scales, saved to a file on the VFS and
loaded back, enumerated. Expected values are what the same guest printed under Wine 8,
except where noted. Each test runs the i686 and the x86-64 build (the `width` fixture);
metafile records have the same layout at both widths, and 64-bit Wine prints the same
lines as 32-bit Wine."""

import pytest

from gdiguest import run_guest, values


@pytest.fixture(scope="module")
def v(width):
    return values(run_guest("gdimeta", width=width))


def test_a_recorded_metafile_has_an_emf_header(v):
    assert v["emf"] == "1" and v["signature"] == "464d4520" and v["nrecords_ok"] == "1"
    assert v["frame"] == "0,0,2646,2646"


def test_playing_at_full_scale_draws_every_record(v):
    assert v["play1_square"] == "1600" and v["line_row"] == "100" and v["text"] == "1"


def test_playing_at_half_scale_shrinks_the_picture(v):
    # Wine fills 20x20 here and we 19x19: the scaled right edge (25.45) rounds down
    # before the null-pen rectangle gives up its last column.
    assert v["play_half_square"] in ("361", "400")
    assert v["half_line_row"] == "50"


def test_a_metafile_saved_to_a_file_loads_back_and_plays_the_same(v):
    assert v["copy"] == "1" and v["loaded"] == "1" and v["loaded_square"] == "1600"
    assert v["missing"] == "1"


def test_enumeration_visits_every_record_and_can_play_them(v):
    assert v["enum_records"] == "13" and v["first"] == "1" and v["last"] == "14"
    assert v["enum_square"] == "1600"


def test_a_windows_metafile_records_and_plays_in_the_dc_coordinates(v):
    assert v["wmf"] == "1" and v["wmf_square"] == "1600" and v["wmf_line"] == "100"
    assert v["wmf_red"] == "465" and v["wmf_text"] == "1"   # a null-pen triangle, legs 30


def test_a_windows_metafile_scales_with_the_mapping_mode(v):
    assert v["wmf_half_square"] == "400" and v["wmf_half_line"] == "0"


def test_a_windows_metafile_saved_loaded_and_enumerated(v):
    assert v["wmf_copy"] == "1" and v["wmf_loaded"] == "1"
    assert v["wmf_loaded_square"] == "1600"
    assert v["wmf_enum_records_ok"] == "1" and v["wmf_enum_square"] == "1600"
