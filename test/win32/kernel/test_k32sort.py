"""Locale-specific sorts (docs/runtimes.md "Locale-specific sorting (session 36)",
kernel/collation.py, kernel/sortrules.py): CompareStringEx, CompareStringW and
LCMapStringEx / LCMapStringW (LCMAP_SORTKEY) of the letters and contractions a language
sorts otherwise than the default table, from CLDR's tailorings: Czech and Slovak ch after
h, Hungarian cs / dzs / gy / sz / zs, Spanish traditional ch and ll (es-ES_tradnl,
0x040A) and not modern Spanish (0x0C0A), the Nordic letters after z in Swedish, Finnish,
Danish and Norwegian, German phone book (de-DE_phoneb, 0x10407: ä between "ad" and "af"),
Lithuanian y with i, Polish, Turkish, Croatian (dž, lj, nj), Estonian (z after s),
Romanian; Romansh's vowels with accents after z (Windows' own sort, which CLDR lacks:
locale.c's rm-CH check); ideographs in Japanese and Korean in code page 932's and 949's
order, in Chinese by pinyin (zh-CN) or strokes (zh-TW, zh-HK), all before Hangul there
(after it in en-US), Kangxi radicals as their ideographs; marks in UCA's order (acute
before grave), French's compared from the word's end; a neutral name or LCID sorts as
its default locale; the default table's order of the ASCII symbols (' - first, + < = >
after ~) and of apostrophes and hyphens (the word sort weighs them after the letters,
one nearer the start more; the string sort as symbols); Turkish i's (the default table's order, dotless i as i with a
mark of its own, but with NORM_LINGUISTIC_CASING: I dotless i's capital, İ i's); NUL
characters of a counted string weigh nothing; kana and widths (a katakana or half-width
kana as the hiragana it sounds as, small before full size as a mark, katakana before
hiragana and half width before full after the case weights, the string's kana types
before its widths; half-width voicing marks; half-width Hangul as its jamo) with
NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH, NORM_IGNORENONSPACE, NORM_IGNORECASE; the
characters the sort ignores (format, unassigned, U+FFFD), controls (as apostrophes in the
word sort, lighter), private-use characters after the letters; the expansions Æ "AE",
Œ "OE" and Yiddish's double letters (Danish's æ a letter of its own), the spacing voiced
mark as the combining one; CJK Extension A after the Unified Ideographs and lone
surrogates (read as they are, not replaced) after both, circled katakana after the plain
ones; combining marks as the previous letter's (decomposed text equal to composed),
marks at the start alone (five Thai marks' key fits in 20 bytes); a name or
LCID Windows does not know is ERROR_INVALID_PARAMETER. Each pair prints CompareString's
answer and the sign of the two sort keys' memcmp, which must agree.

test/exe/k32sort.exe (guests/tests/k32sort.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8, at both widths (its x86-64 build prints the
same under 64-bit Wine).
"""

from paths import guest_exe

EXPECTED = [
    'cs-CZ ch h: 3 key 1',
    'cs-CZ ch i: 1 key -1',
    'cs-CZ Ch hz: 3 key 1',
    'cs-CZ \\u010d cz: 3 key 1',
    'cs-CZ \\u0159 rz: 3 key 1',
    'en-US ch h: 1 key -1',
    'sk-SK ch hz: 3 key 1',
    'sk-SK \\u00e4 az: 3 key 1',
    'sk-SK \\u00f4 oz: 3 key 1',
    'hu-HU cs cz: 3 key 1',
    'hu-HU cs d: 1 key -1',
    'hu-HU dzs dzz: 3 key 1',
    'hu-HU gy gz: 3 key 1',
    'hu-HU sz sza: 1 key -1',
    'hu-HU zs zz: 3 key 1',
    'es-ES ch cz: 1 key -1',
    'es-ES \\u00f1 nz: 3 key 1',
    'es-ES_tradnl ch cz: 3 key 1',
    'es-ES_tradnl ll lz: 3 key 1',
    'es-ES_tradnl llama luz: 3 key 1',
    'sv-SE \\u00e5 z: 3 key 1',
    'sv-SE \\u00e4 \\u00e5: 3 key 1',
    'sv-SE \\u00f6 \\u00e4: 3 key 1',
    'fi-FI \\u00e5 z: 3 key 1',
    'fi-FI \\u00f6 \\u00e4: 3 key 1',
    'da-DK \\u00e6 z: 3 key 1',
    'da-DK \\u00f8 \\u00e6: 3 key 1',
    'da-DK \\u00e5 \\u00f8: 3 key 1',
    'nb-NO \\u00e5 \\u00f8: 3 key 1',
    'nb-NO \\u00f8 z: 3 key 1',
    'de-DE \\u00e4 af: 1 key -1',
    'de-DE_phoneb \\u00e4 af: 1 key -1',
    'de-DE_phoneb \\u00e4 ad: 3 key 1',
    'de-DE_phoneb \\u00f6 of: 1 key -1',
    'lt-LT y j: 1 key -1',
    'lt-LT y h: 3 key 1',
    'en-US y j: 3 key 1',
    'pl-PL \\u0142 lz: 3 key 1',
    'pl-PL \\u017c \\u017a: 3 key 1',
    'pl-PL \\u015b sz: 3 key 1',
    'tr-TR \\u00e7 cz: 3 key 1',
    'tr-TR \\u011f gz: 3 key 1',
    'tr-TR \\u00fc uz: 3 key 1',
    'rm-CH E\\u0300 F: 3 key 1',
    'rm-CH \\u00e8 z: 3 key 1',
    'rm-CH \\u00e1 \\u00f9: 3 key 1',
    'rm-CH \\u00f6 \\u00e4: 3 key 1',
    'en-US E\\u0300 F: 1 key -1',
    'hr-HR \\u010d cz: 3 key 1',
    'hr-HR \\u0107 \\u010d: 3 key 1',
    'hr-HR d\\u017e dz: 3 key 1',
    'hr-HR lj lz: 3 key 1',
    'hr-HR nj nz: 3 key 1',
    'et-EE z t: 1 key -1',
    'et-EE z s: 3 key 1',
    'et-EE \\u00f5 w: 3 key 1',
    'ro-RO \\u0103 az: 3 key 1',
    'ro-RO \\u0219 sz: 3 key 1',
    'cs ch hz: 3 key 1',
    'sv \\u00e5 z: 3 key 1',
    'ja-JP \\u529b \\u733f: 3 key 1',
    'ja-JP \\u6df8 \\u654b: 1 key -1',
    'ja-JP \\u3042 \\u4e9c: 1 key -1',
    'ja-JP \\u3162 \\u6a84: 3 key 1',
    'ja-JP \\u634c \\u2f0d: 1 key -1',
    'en-US \\u529b \\u733f: 1 key -1',
    'ko-KR \\u91d8 \\ud318: 1 key -1',
    'ko-KR \\u8db6 \\ud198: 1 key -1',
    'en-US \\u8db6 \\ud198: 3 key 1',
    'zh-HK \\u83ae \\u71b9: 1 key -1',
    'zh-HK \\u7e50 \\uc683: 1 key -1',
    'zh-TW \\u4e00 \\u4e01: 1 key -1',
    'zh-CN \\u963f \\u516b: 1 key -1',
    'en-US \\u963f \\u516b: 3 key 1',
    'en-US \\u00e9\\u00e8 \\u00e8\\u00e9: 1 key -1',
    'fr-FR \\u00e9\\u00e8 \\u00e8\\u00e9: 3 key 1',
    'en-US \\u00e9 \\u00e8: 1 key -1',
    'en-US \\u00e2 \\u00e4: 1 key -1',
    'en-US \\u00c6 AE: 2 key 0',
    'en-US \\u00e6 ae: 2 key 0',
    'en-US \\u00e6 af: 1 key -1',
    'en-US \\u0152 \\u00d6: 3 key 1',
    'en-US \\u0153 oe: 2 key 0',
    'da-DK \\u00e6 ae: 3 key 1',
    'en-US \\u05f0 \\u05d5\\u05d5: 2 key 0',
    'en-US \\u309b \\u3099: 2 key 0',
    'en-US \\u5d61 \\u3aef: 1 key -1',
    'en-US \\ud847 \\u382a: 3 key 1',
    'en-US \\u30ea \\u32f7: 1 key -1',
    'en-US \\u04b0 \\u32db: 1 key -1',
    'symbols: \' -   ! " # $ % & ( ) * , . / : ; ? @ [ \\ ] ^ _ ` { | } ~ + < = > 0 1 2 3 4 5 6 7 8 9',
    "a'b: 22 31 11 31 13 13 13 13 11 31 11 11 11 31",
    'ab: 13 22 13 11 13 13 13 13 13 11 11 13 11 33',
    'a-b: 33 31 22 31 13 13 33 33 13 31 11 13 11 31',
    "ab': 13 33 13 22 13 13 13 13 13 11 11 13 11 33",
    "'ab: 31 31 31 31 22 11 31 31 31 31 11 11 11 31",
    '-ab: 31 31 31 31 33 22 31 31 31 31 11 11 11 31',
    "a''b: 31 31 11 31 13 13 22 11 11 31 11 11 11 31",
    "a'-b: 31 31 11 31 13 13 33 22 11 31 11 11 11 31",
    "a-'b: 33 31 31 31 13 13 33 33 22 31 11 13 11 31",
    'ab-: 13 33 13 33 13 13 13 13 13 22 11 13 13 33',
    'abc: 33 33 33 33 33 33 33 33 33 33 22 13 13 33',
    "a'bc: 33 31 31 31 33 33 33 33 31 31 31 22 31 31",
    "ab'c: 33 33 33 33 33 33 33 33 33 31 31 13 22 33",
    'a b: 13 11 13 11 13 13 13 13 13 11 11 13 11 22',
    'tr-TR 00000000: 2111 3211 3323 3312',
    'tr-TR 00000001: 2211 2211 3323 3312',
    'tr-TR 08000000: 2313 1213 3323 1112',
    'tr-TR 08000001: 2323 1212 2323 1212',
    'NULs: 2 2 3 1',
    '\\u30d5 \\u3075: 1 2 1 1 1 key -1',
    '\\u306a \\u30ca: 3 2 3 3 3 key 1',
    '\\u30bf \\uff80: 3 3 2 3 3 key 1',
    '\\u31fb \\u30e9: 1 1 1 2 1 key -1',
    '\\uff6d \\uff95: 1 1 1 2 1 key -1',
    '\\u30b1\\u30f6 \\uff79\\u30b1: 1 1 1 3 1 key -1',
    '\\u3046\\u30a9 \\u30a6\\u30aa: 1 1 1 3 1 key -1',
    '\\u30a6\\u30a8 \\uff73\\u3048: 1 3 1 1 1 key -1',
    '\\u305a\\u0020a \\u30ba\\u0020A: 1 1 1 1 3 key -1',
    '\\u3075\\u30fc \\u30d5\\u30fc: 3 2 3 3 3 key 1',
    '\\u304b \\u304c: 1 1 1 2 1 key -1',
    '\\u30ac \\uff76\\uff9e: 1 1 1 3 1 key -1',
    '\\uffb7 \\u3147: 1 1 2 1 1 key -1',
    '\\u3042 \\u3044: 1 1 1 1 1 key -1',
    'a\\u30a2 a\\u3042: 1 2 1 1 1 key -1',
    '\\u30a2b \\u3042a: 3 3 3 3 3 key 1',
    'ignorables: 31 31 11 11 22 22 22 22 11 22 11 31 11 33 22',
    "decomposed: 2; marks alone: 3 2; five marks' key in 20 bytes: 1",
    "' DEL: 3; ignoring symbols 04 11: 2",
    'lcid 0040a ch cz: 3 key 1',
    'lcid 00c0a ch cz: 1 key -1',
    'lcid 0040a llave luz: 3 key 1',
    'lcid 10407 \\u00e4 af: 1 key -1',
    'lcid 00407 \\u00e4 af: 1 key -1',
    'lcid 00405 ch hz: 3 key 1',
    'lcid 00005 ch hz: 3 key 1',
    'lcid 0041d \\u00f6 z: 3 key 1',
    'xx-XX: 0 error 87',
    'cs-CZ_phoneb: 0 error 87',
    'de-DE_tradnl: 0 error 87',
    'lcid 12345: 0 error 87',
]


def test_locale_sorts(boot, width):
    d = boot(guest_exe("k32sort", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
