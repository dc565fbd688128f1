"""LCMapString (docs/compat.md "kernel32 conformance (session 33, confk4)", kernel/lcmap.py):
the flag combinations Windows refuses (ERROR_INVALID_FLAGS: none at all, two kana or two
width mappings, Chinese with kana or width, case or kana with a NORM_* removal, title
case in LCMapStringA), LCMAP_UPPERCASE / LOWERCASE / TITLECASE (Windows' default table
leaves ı, ſ, ς alone; LCMAP_LINGUISTIC_CASING maps them, and Turkish i's in tr-TR),
hiragana / katakana, full / half width (a voiced kana takes two half-width characters),
NORM_IGNORENONSPACE / NORM_IGNORESYMBOLS, LCMAP_BYTEREV, in-place case mapping only,
sizes; an unknown LCID, or an unknown name where the locale matters, is
ERROR_INVALID_PARAMETER. Sort keys: their memcmp order is CompareString's for every pair
of a word list, NUL-ended, equal for -1 and a counted length, NORM_IGNORECASE and
NORM_IGNORESYMBOLS keys equal to the folded strings' keys, a short buffer holding whole
sections (ending 0x01). SORT_DIGITSASNUMBERS in CompareStringW/Ex and sort keys.

test/exe/k32lcmap.exe (guests/tests/k32lcmap.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same under
64-bit Wine), but where Windows differs from Wine 8: LCMAP_TITLECASE (LOWERCASE |
UPPERCASE) maps to title case in LCMapStringW / Ex, as Windows 7 and later do (Wine 8
refuses it: its own test marks the check todo_wine); LCMAP_BYTEREV with no output buffer
answers the size needed (3; Wine 8 answers 0). And a sort key's bytes are not Windows'
weights, only their order and layout are (sections ended by 0x01, the key by 0x00), so
the key lengths differ: "abc" takes 16 bytes here (Wine 8: 11), "Word" 21 (Wine 8: 14).
Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'W flags 00000000: 0 error 1004 | A: 0 error 1004',
    'W flags 00300000: 0 error 1004 | A: 0 error 1004',
    'W flags 00c00000: 0 error 1004 | A: 0 error 1004',
    'W flags 06000000: 0 error 1004 | A: 0 error 1004',
    'W flags 00001100: 0 error 1004 | A: 0 error 1004',
    'W flags 00000204: 0 error 1004 | A: 0 error 1004',
    'W flags 00100002: 0 error 1004 | A: 0 error 1004',
    'W flags 02200000: 0 error 1004 | A: 0 error 1004',
    'W flags 00800004: 0 error 1004 | A: 0 error 1004',
    'W flags 00000600: 16 error 3735928559 | A: 16 error 3735928559',
    'W flags 00100400: 16 error 3735928559 | A: 16 error 3735928559',
    'W flags 00000001: 0 error 1004 | A: 0 error 1004',
    'W flags 01000000: 0 error 1004 | A: 0 error 1004',
    'A title case: 0 error 1004',
    'W srclen 0: 0 error 87',
    'W bad lcid: 0 error 87',
    'Ex bad name, kana: 4 error 0',
    'Ex bad name, lower: 0 error 87',
    "upper (need 32): 32 [\\u0009JUST! A, TEST; O'NEIL-X 1/*+-.] error 0",
    "lower (need 32): 32 [\\u0009just! a, test; o'neil-x 1/*+-.] error 0",
    "title (need 32): 32 [\\u0009Just! A, Test; O'neil-X 1/*+-.] error 0",
    'nosymbols (need 17): 17 [jUSTaTESToneilx1] error 0',
    'nonspace (need 11): 11 [ac e,in/o!] error 0',
    'nonspace+symbols (need 7): 7 [aceino] error 0',
    'hiragana (need 12): 12 [\\u3044\\u309d\\u3044\\u30fc\\u304c\\u3094\\u3001\\u91ceA \\uff21] error 0',
    'katakana+upper (need 12): 12 [\\u30a4\\u30fd\\u30a4\\u30fc\\u30ac\\u30f4\\u3001\\u91ceA \\uff21] error 0',
    'halfwidth (need 14): 14 [\\u3044\\u309d\\uff72\\uff70\\uff76\\uff9e\\uff73\\uff9e\\uff64\\u91ceA A] error 0',
    'halfwidth+katakana (need 14): 14 [\\uff72\\u30fd\\uff72\\uff70\\uff76\\uff9e\\uff73\\uff9e\\uff64\\u91ceA A] error 0',
    'fullwidth (need 12): 12 [\\u3044\\u309d\\u30a4\\u30fc\\u30ac\\u30f4\\u3001\\u91ce\\uff21\\u3000\\uff21] error 0',
    'fullwidth of half kana (need 6): 6 [\\u30ac\\u30f4\\u3001\\u30fc\\uff41] error 0',
    'fullwidth+hiragana (need 6): 6 [\\u304c\\u3094\\u3001\\u30fc\\uff41] error 0',
    'byterev (need 3): 3 [\\u4100\\u6200] error 0',
    'byterev+upper (need 3): 3 [\\u4100\\u4200] error 0',
    'tr-TR linguistic upper: 6 [\\u0130I\\u0130I\\u0130] error 0',
    'tr-TR linguistic lower: 6 [i\\u0131i\\u0131i] error 0',
    'tr-TR plain upper: 6 [III\\u0131\\u0130] error 0',
    'az-Cyrl-AZ linguistic upper: 6 [\\u0130I\\u0130I\\u0130] error 0',
    # Greek letters with ypogegrammeni take Unicode's simple mappings (U+1F80 <-> U+1F88)
    'el-GR upper: 5 [\\u1f88\\u1fbc\\u1fb2\\u1ffc] error 0',
    'el-GR linguistic upper: 5 [\\u1f88\\u1fbc\\u1fb2\\u1ffc] error 0',
    'el-GR lower: 5 [\\u1f80\\u1fb3\\u1fc3\\u03c3] error 0',
    'en-US linguistic upper: 6 [IIII\\u0130] error 0',
    'in place lower: 6 [mixed] error 0',
    'in place hiragana: 0 error 1004',
    'short buffer: 0 error 122',
    'halfwidth GA needs: 3',
    'halfwidth GA in one: 0 error 122',
    'A upper counted: 4 [ABC] c9',
    'sort keys checked',
    'sort key: ends 00, -1 and counted equal 1, need 21',
    'ignore case keys equal: 1',
    'ignore symbols keys equal: 1',
    'short key buffer: 0 error 122, filled 1 bytes ending 01, same as the key 1',
    'sort key in place: 0 error 1004',
    # SORT_DIGITSASNUMBERS (CompareStringW / Ex, LCMapStringEx's sort keys): a run of
    # digits of one script weighs as its number; CompareStringA refuses the flag
    'digits as numbers 0: compare 3 ex 3 plain 1 key 3',
    'digits as numbers 1: compare 1 ex 1 plain 3 key 1',
    'digits as numbers 2: compare 1 ex 1 plain 1 key 1',
    'digits as numbers 3: compare 1 ex 1 plain 1 key 1',
    'digits as numbers 4: compare 3 ex 3 plain 1 key 3',
    # "9" / Arabic-Indic "10" without the flag: Wine 8 weighs a digit by its value (3);
    # the word sort here by its code point (1), a known gap of the plain sort
    'digits as numbers 5: compare 1 ex 1 plain 1 key 1',
    'digits as numbers 6: compare 1 ex 1 plain 3 key 1',
    'digits as numbers 7: compare 1 ex 1 plain 3 key 1',
    'digits as numbers A: 0 error 1004',
]


def test_lcmapstring(boot, width):
    d = boot(guest_exe("k32lcmap", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
