"""More text calls through a real guest (test/exe/gdifont2.exe, source
guests/tests/gdifont2.c), in MS Sans Serif 8 on a 24-bit DIB section: GetTextExtentExPoint,
SetTextJustification, PolyTextOut, TabbedTextOut/GetTabbedTextExtent,
GetCharacterPlacement, GetCharWidthFloat, GetGlyphIndices and the font queries that only
TrueType fonts answer (docs/gdi.md "More text calls").

Expected values are computed from the font's own glyph widths, so they follow the strike.

Wine (`xvfb-run -a wine gdifont2.exe`), whose fonts are TrueType, agrees on everything
that does not depend on the font's kind: nFit and the partial extents (the last one is the
size; without lpnFit every extent comes back; nMaxExtent 0 fits none), justification
(GetTextExtentPoint32 and TextOut/ExtTextOut grow by exactly nBreakExtra, 7 over two
breaks is 4 then 3, SetTextJustification(0, 0) resets), PolyTextOut (both strings, the
ETO_OPAQUE rectangle), the tab layout (columns exactly where TextOut at the stop puts them;
one stop repeats; no stops: 8 average widths; nTabOrigin; a negative stop right-aligns;
two tabs take two stops), GetCharacterPlacement's identity order, advances and caret
positions, GGI_MARK_NONEXISTING_GLYPHS's 0xFFFF and SetMapperFlags returning the previous
flags. It differs where TrueType answers: glyph indices are TrueType glyph ids (ours the
character codes a raster font is indexed by), FONTSIGNATURE has bits, GetFontLanguageInfo
says GCP_USEKERNING|GCP_GLYPHSHAPE, there are kerning pairs, GetOutlineTextMetrics,
GetGlyphOutline and GetFontData succeed, GetRasterizerCaps says TT_AVAILABLE|TT_ENABLED,
and OEM_FIXED_FONT is not OEM_CHARSET. Wine also ignores GCP_MAXEXTENT (nMaxFit 0, the
whole string measured), returns 0.5 from GetCharWidthFloat, leaves the last error 0 for a
negative count, and faults on a NULL lpSize in GetTextExtentExPoint (the guest passes one).

Each test runs the i686 and the x86-64 build (the `width` fixture): ours print the same
lines. 64-bit Wine's differ from its 32-bit ones only in the size of its (TrueType)
OUTLINETEXTMETRIC, 299 bytes for 279, its four name offsets being PSTR-typed fields.
"""

import struct

import pytest

from gdiguest import run_guest, values
from wineagent.win32.gdi.objects import Font


@pytest.fixture(scope="module")
def v(width):
    return values(run_guest("gdifont2", width=width))


FONT = Font(-11, 400, "MS Sans Serif")


def w(s):
    return FONT.extent(s)[0]


def ints(v, key):
    return [int(x) for x in v[key].split(",")]


def test_extent_ex_point_fit_and_partial_extents(v):
    s = "Hello World"
    running = [w(s[:i + 1]) for i in range(len(s))]
    assert v["exex_ok"] == "1"
    assert ints(v, "exex_dxall") == running
    assert ints(v, "exex_size") == [w(s), 13] == ints(v, "ext32")
    fit = sum(1 for x in running if x <= 30)
    assert 0 < fit < len(s)
    assert int(v["exex_fit30"]) == fit
    assert ints(v, "exex_dx30") == running[:fit]
    assert v["exex_fitw"] == "11" and v["exex_fit0"] == "0"
    assert v["exex_neg"] == "0,87"      # a negative count: ERROR_INVALID_PARAMETER


def test_justification_spreads_the_extra_over_the_breaks(v):
    plain, just = ints(v, "just_ext")
    assert v["just_ok"] == "1"
    assert plain == w("a b c") and just == plain + 7
    assert int(v["just_exex"]) == just
    dx = ints(v, "just_dx")
    # the 7 extra pixels over 2 breaks: the first space gets 4, the second 3
    assert dx == [w("a"), w("a ") + 4, w("a b") + 4, w("a b ") + 7, w("a b c") + 7]
    plain_ink, just_ink = ints(v, "ink")
    assert just_ink == plain_ink + 7                   # TextOut drew it 7 pixels wider
    assert int(v["just_ext_ink"]) == just_ink          # ExtTextOut too
    assert int(v["just_reset"]) == plain


def test_polytextout_draws_each_string_where_asked(v):
    assert v["poly_ok"] == "1"
    left_ab, width_ab = ints(v, "poly_ab")
    assert width_ab == w("AB")
    assert 5 <= left_ab <= 6 and 80 <= int(v["poly_cd"]) <= 81
    ink_ab, ink_cd = int(v["poly_ink_ab"]), int(v["poly_ink_cd"])
    assert ink_ab > 10 and ink_cd > 10
    # red: the ETO_OPAQUE rcl of the second string (50 x 25) around its ink, and the
    # first string's cell (drawn OPAQUE in the same red background colour)
    assert int(v["poly_red"]) == 50 * 25 - ink_cd + width_ab * 13 - ink_ab


def test_tabbed_text_columns_land_on_the_stops(v):
    assert ints(v, "tab_two") == [100 + w("c"), 13]
    assert v["tab_two_same"] == "1"        # same pixels as TextOut at 0, 40 and 100
    assert v["tab_col"] == v["tab_col_ref"]
    assert int(v["tab_one"]) == 60 + w("c")            # one stop: every 30
    avg = int(v["tab_avg"])
    assert int(v["tab_default"]) == 8 * avg + w("b")   # no stops: 8 average widths
    assert int(v["tab_origin"]) == 40 + w("b")         # measured from nTabOrigin
    assert int(v["tab_right"]) == 80                   # right-aligned at -80
    assert int(v["tab_two_tabs"]) == 100 + w("b")
    assert v["tab_h"] == "13"


def test_character_placement(v):
    s = "Hello"
    assert ints(v, "gcp_ret") == [w(s), 13]
    assert v["gcp_n"] == "5" and v["gcp_out"] == s
    each = [tuple(int(x) for x in item.split("/")) for item in v["gcp_each"].split(",")]
    assert each == [(i, w(ch), w(s[:i]), ord(ch)) for i, ch in enumerate(s)]
    fit = max(i for i in range(len(s) + 1) if w(s[:i]) <= 20)
    assert int(v["gcp_max"]) == w(s[:fit])
    assert v["gcp_maxfit"] == v["gcp_maxn"] == str(fit)
    assert int(v["gcp_null"]) == w(s)


def test_float_widths_and_glyph_indices(v):
    assert v["wf_ok"] == "1"
    assert ints(v, "wf") == [100 * x for x in ints(v, "w32")] == [100 * w(c) for c in "ABC"]
    assert v["wfw"] == "1,%d" % (100 * w("A"))
    assert v["gi_a"] == "3:65,98,%s" % v["gi_default"]   # \x01 is below tmFirstChar
    assert v["gi_mark"] == "3:65,98,ffff"
    assert v["gi_w"] == "3:65,233,ffff"                  # U+4E00 is not in the font


def test_raster_font_queries(v):
    assert v["charset"] == v["charsetinfo"] == "0"
    assert v["fontsig_zero"] == "1"
    assert v["charset_oem"] == "255"
    assert v["langinfo"] == "0"
    assert v["kern_count"] == v["kern_buf"] == "0"
    assert v["otm"] == "0"
    assert v["ggo"] == v["fontdata"] == "ffffffff"     # GDI_ERROR
    assert v["rcaps"] == "1:6,0,0"                     # no TrueType rasterizer
    assert v["mapper"] == "0,1"
    assert v["done"] == "1"


# -- the parts that stop the guest, and the DC state, through the handlers directly ------------
@pytest.fixture
def vm(boot, tmp_path):
    import wineagent.win32  # noqa: F401  (registers the declarations)
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _placement(vm, text, flags):
    from apicall import call_api, wide
    hdc = call_api(vm, "gdi32.dll", "CreateCompatibleDC", 0)
    res = vm.heap.alloc(36, zero=True)
    order = vm.heap.alloc(4 * len(text), zero=True)
    vm.mem.write(res, struct.pack("<9I", 36, 0, order, 0, 0, 0, 0, len(text), 0))
    ret = call_api(vm, "gdi32.dll", "GetCharacterPlacementW", hdc, wide(vm, text), len(text),
                   0, res, flags)
    return ret, struct.unpack("<%dI" % len(text), vm.mem.read(order, 4 * len(text)))


def test_character_placement_reorders_only_what_it_can(vm):
    from wineagent.abi.api import Unimplemented
    # GCP_REORDER on left-to-right text: the identity order, nothing to reorder
    ret, order = _placement(vm, "abc", 0x2)
    assert ret & 0xFFFF > 0 and order == (0, 1, 2)
    with pytest.raises(Unimplemented, match="GCP_REORDER"):
        _placement(vm, "\u05d0\u05d1", 0x2)             # Hebrew needs the bidi algorithm
    with pytest.raises(Unimplemented, match="GCP_JUSTIFY"):
        _placement(vm, "abc", 0x10000)


def test_tabbed_text_out_with_update_cp_stops(vm):
    from apicall import call_api, narrow
    from wineagent.abi.api import Unimplemented
    hdc = call_api(vm, "gdi32.dll", "CreateCompatibleDC", 0)
    call_api(vm, "gdi32.dll", "SetTextAlign", hdc, 1)     # TA_UPDATECP
    with pytest.raises(Unimplemented, match="TabbedTextOut"):
        call_api(vm, "user32.dll", "TabbedTextOutA", hdc, 0, 0, narrow(vm, "a\tb"), 3, 0, 0, 0)


def test_justification_and_mapper_flags_are_dc_state(vm):
    from apicall import call_api, narrow
    hdc = call_api(vm, "gdi32.dll", "CreateCompatibleDC", 0)
    size = vm.heap.alloc(8)
    s = narrow(vm, "a b c d")

    def width():
        call_api(vm, "gdi32.dll", "GetTextExtentPoint32A", hdc, s, 7, size)
        return struct.unpack("<i", vm.mem.read(size, 4))[0]
    plain = width()
    call_api(vm, "gdi32.dll", "SetTextCharacterExtra", hdc, 1)
    assert width() == plain + 7            # the character extra counts in the extent too
    call_api(vm, "gdi32.dll", "SetTextCharacterExtra", hdc, 0)
    assert call_api(vm, "gdi32.dll", "SaveDC", hdc) == 1
    call_api(vm, "gdi32.dll", "SetTextJustification", hdc, 10, 3)
    assert call_api(vm, "gdi32.dll", "SetMapperFlags", hdc, 1) == 0
    assert width() == plain + 10
    assert call_api(vm, "gdi32.dll", "RestoreDC", hdc, -1) == 1
    assert width() == plain
    assert call_api(vm, "gdi32.dll", "SetMapperFlags", hdc, 0) == 0
