"""DirectWrite's text analysis as pure functions (gdi/textanalysis.py): line-break
conditions, whitespace and soft hyphens of each code unit, and script runs. The expected
values are Windows' (the strings and answers of Wine 8's dwrite conformance tests, which
were checked against Windows); guest dwtext checks the same through the analyzer."""

from wineagent.win32.gdi import textanalysis as ta

N, C, M, B = ta.NEUTRAL, ta.CAN_BREAK, ta.MAY_NOT_BREAK, ta.MUST_BREAK


def conditions(text):
    return [(b, a, int(w), int(s)) for b, a, w, s in ta.breakpoints([ord(ch) for ch in text])]


def test_hyphens_dashes_spaces_and_hard_breaks_break_as_windows_does():
    text = "A-B C\u058aD\u2010E\u2012F\u2013\t\x0c\x0b\u2028\u2029\u200b"
    assert conditions(text) == [
        (M, M, 0, 0), (M, C, 0, 0), (C, M, 0, 0), (M, C, 1, 0), (C, M, 0, 0),
        (M, C, 0, 0), (C, M, 0, 0), (M, C, 0, 0), (C, M, 0, 0), (M, C, 0, 0),
        (C, M, 0, 0), (M, M, 0, 0), (M, M, 1, 0), (M, B, 1, 0), (B, B, 1, 0),
        (B, B, 1, 0), (B, B, 1, 0), (B, C, 0, 0)]


def test_a_soft_hyphen_and_visible_word_dividers_break_after():
    text = "A\xadB\u05beC\u0f0bD\u1361E\u17d8F\u17daG"
    assert conditions(text) == [
        (M, M, 0, 0), (M, C, 0, 1), (C, M, 0, 0), (M, C, 0, 0), (C, M, 0, 0),
        (M, C, 0, 0), (C, M, 0, 0), (M, C, 0, 0), (C, M, 0, 0), (M, C, 0, 0),
        (C, M, 0, 0), (M, C, 0, 0), (C, C, 0, 0)]


def test_cr_lf_is_one_break_after_the_lf():
    assert [c[:2] for c in conditions("a\r\nb")] == [(M, M), (M, M), (M, B), (B, C)]


def test_a_surrogate_pair_is_one_character():
    units = [0x61, 0xD834, 0xDD1E, 0x62]
    assert ta.code_points(units) == [(0, 1, 0x61), (1, 2, 0x1D11E), (3, 1, 0x62)]


def runs(text):
    return ta.script_runs([ord(ch) for ch in text])


def test_latin_and_common_text_make_one_run():
    L, CO, D, NV = ta.SCRIPT_LATIN, ta.SCRIPT_COMMON, ta.SHAPES_DEFAULT, ta.SHAPES_NO_VISUAL
    assert runs("test") == [(0, 4, L, D)]
    assert runs("    !$[^{~") == [(0, 10, CO, D)]
    assert runs("   12 ") == [(0, 6, CO, D)]
    # Common punctuation takes the letters' script; controls stand apart
    assert runs("\u202a\u202cr!\u200b\r") == [(0, 2, CO, NV), (2, 2, L, D), (4, 2, CO, NV)]
    assert runs("\x80\x90\x9f\xa0\xc0\xb8\xbf\xc0\xff") == [(0, 3, CO, NV), (3, 6, L, D)]
