"""Locale names and LCIDs (docs/compat.md "kernel32 conformance (session 33, confk4)",
kernel/localenames.py): LocaleNameToLCID of specific, neutral ("es": es-ES 0x0c0a, "sr":
sr-Latn-RS, "zh-Hant": zh-HK) and sort-order names ("de-DE_phoneb": 0x10407), with and
without LOCALE_ALLOW_NEUTRAL_NAMES; LCIDToLocaleName of neutral LCIDs (0x7c04 names zh-HK,
or zh-Hant when neutral names are allowed); IsValidLocale (the default aliases are not
locales; LCID_INSTALLED: the locales whose data the guest has); ntdll's
RtlLocaleNameToLcid and RtlLcidToLocaleName (STATUS_INVALID_PARAMETER_1 for neutral ones
without flag 2, a short UNICODE_STRING left as it was, an allocated one);
GetLocaleInfoEx of neutral locales (en and de: their default locale's data but for their
name, parent, INEUTRAL and display names; sr and zh: their own, Cyrillic Serbian).

test/exe/k32lcid.exe (guests/tests/k32lcid.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (its x86-64 build prints the same under
64-bit Wine) but two: 0x081a is Windows' sr-Latn-CS (Windows 10 still knows it; Wine 8
dropped it), and neutral Serbian's LCID 0x7c1a is not "installed" here, as the guest has
no data for its specific locale sr-Latn-RS (Wine 8 has every locale's). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    '[en-US] LocaleNameToLCID 00409 neutral 00409 | Rtl 0: 00000000 00409 | Rtl 1: 00000000 00409 | Rtl 2: 00000000 00409',
    '[es-es] LocaleNameToLCID 00c0a neutral 00c0a | Rtl 0: 00000000 00c0a | Rtl 1: 00000000 00c0a | Rtl 2: 00000000 00c0a',
    '[en] LocaleNameToLCID 00409 neutral 00009 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 00009',
    '[es] LocaleNameToLCID 00c0a neutral 0000a | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 0000a',
    '[sr] LocaleNameToLCID 0241a neutral 07c1a | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 07c1a',
    '[zh] LocaleNameToLCID 00804 neutral 07804 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 07804',
    '[az] LocaleNameToLCID 0042c neutral 0002c | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 0002c',
    '[uz] LocaleNameToLCID 00443 neutral 00043 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 00043',
    '[zh-Hant] LocaleNameToLCID 00c04 neutral 07c04 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 07c04',
    '[zh-hans] LocaleNameToLCID 00804 neutral 00004 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 00004',
    '[sr-Latn] LocaleNameToLCID 0241a neutral 0701a | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: 00000000 0701a',
    '[de-DE_phoneb] LocaleNameToLCID 10407 neutral 10407 | Rtl 0: 00000000 10407 | Rtl 1: 00000000 10407 | Rtl 2: 00000000 10407',
    '[ES-ES_TRADNL] LocaleNameToLCID 0040a neutral 0040a | Rtl 0: 00000000 0040a | Rtl 1: 00000000 0040a | Rtl 2: 00000000 0040a',
    '[xx-YY] LocaleNameToLCID 00000 neutral 00000 | Rtl 0: c00000ef deadbeef | Rtl 1: c00000ef deadbeef | Rtl 2: c00000ef deadbeef',
    '[] LocaleNameToLCID 0007f neutral 0007f | Rtl 0: 00000000 0007f | Rtl 1: 00000000 0007f | Rtl 2: 00000000 0007f',
    '00409: valid 1 supported 1 installed 1 name [en-US] neutral [en-US] | Rtl 0: 00000000 len 10 [en-US] | Rtl 2: 00000000 len 10 [en-US]',
    '00009: valid 1 supported 1 installed 1 name [en-US] neutral [en] | Rtl 0: c00000ef len 48879 [] | Rtl 2: 00000000 len 4 [en]',
    '07c04: valid 1 supported 1 installed 1 name [zh-HK] neutral [zh-Hant] | Rtl 0: c00000ef len 48879 [] | Rtl 2: 00000000 len 14 [zh-Hant]',
    '00004: valid 1 supported 1 installed 1 name [zh-CN] neutral [zh-Hans] | Rtl 0: c00000ef len 48879 [] | Rtl 2: 00000000 len 14 [zh-Hans]',
    '07804: valid 1 supported 1 installed 1 name [zh-CN] neutral [zh] | Rtl 0: c00000ef len 48879 [] | Rtl 2: 00000000 len 4 [zh]',
    '07c1a: valid 1 supported 1 installed 0 name [sr-Latn-RS] neutral [sr] | Rtl 0: c00000ef len 48879 [] | Rtl 2: 00000000 len 4 [sr]',
    '10407: valid 1 supported 1 installed 1 name [de-DE_phoneb] neutral [de-DE_phoneb] | Rtl 0: 00000000 len 24 [de-DE_phoneb] | Rtl 2: 00000000 len 24 [de-DE_phoneb]',
    '0040a: valid 1 supported 1 installed 1 name [es-ES_tradnl] neutral [es-ES_tradnl] | Rtl 0: 00000000 len 24 [es-ES_tradnl] | Rtl 2: 00000000 len 24 [es-ES_tradnl]',
    '00c0a: valid 1 supported 1 installed 1 name [es-ES] neutral [es-ES] | Rtl 0: 00000000 len 10 [es-ES] | Rtl 2: 00000000 len 10 [es-ES]',
    '0081a: valid 1 supported 1 installed 0 name [sr-Latn-CS] neutral [sr-Latn-CS] | Rtl 0: 00000000 len 20 [sr-Latn-CS] | Rtl 2: 00000000 len 20 [sr-Latn-CS]',
    '00400: valid 0 supported 0 installed 0 name [en-US] neutral [en-US] | Rtl 0: 00000000 len 10 [en-US] | Rtl 2: 00000000 len 10 [en-US]',
    '00800: valid 0 supported 0 installed 0 name [en-US] neutral [en-US] | Rtl 0: 00000000 len 10 [en-US] | Rtl 2: 00000000 len 10 [en-US]',
    '00000: valid 0 supported 0 installed 0 name [en-US] neutral [en-US] | Rtl 0: c00000ef len 48879 [] | Rtl 2: c00000ef len 48879 []',
    '0007f: valid 1 supported 1 installed 1 name [] neutral [] | Rtl 0: 00000000 len 0 [] | Rtl 2: 00000000 len 0 []',
    '0dead: valid 0 supported 0 installed 0 name [-] neutral [-] | Rtl 0: c00000ef len 48879 [] | Rtl 2: c00000ef len 48879 []',
    'Rtl short buffer: c0000023 len beef max 10',
    'Rtl NULL string: c00000f0',
    'Rtl allocated: 00000000 len 10 max 12 [en-US]',
    'GetLocaleInfoEx en 5c: 3 [en]',
    'GetLocaleInfoEx en 6d: 1 []',
    'GetLocaleInfoEx en 71: 2 [1]',
    'GetLocaleInfoEx en 72: 8 [English]',
    'GetLocaleInfoEx en 73: 8 [English]',
    'GetLocaleInfoEx en 38: 8 [January]',
    'GetLocaleInfoEx en 1f: 9 [M/d/yyyy]',
    'GetLocaleInfoEx en 1004: 5 [1252]',
    'GetLocaleInfoEx de 5c: 3 [de]',
    'GetLocaleInfoEx de 6d: 1 []',
    'GetLocaleInfoEx de 71: 2 [1]',
    'GetLocaleInfoEx de 72: 7 [German]',
    'GetLocaleInfoEx de 73: 8 [Deutsch]',
    'GetLocaleInfoEx de 38: 7 [Januar]',
    'GetLocaleInfoEx de 1f: 9 [d.M.yyyy]',
    'GetLocaleInfoEx de 1004: 5 [1252]',
    'GetLocaleInfoEx sr 5c: 3 [sr]',
    'GetLocaleInfoEx sr 6d: 1 []',
    'GetLocaleInfoEx sr 71: 2 [1]',
    'GetLocaleInfoEx sr 72: 8 [Serbian]',
    'GetLocaleInfoEx sr 73: 7 [\\u0441\\u0440\\u043f\\u0441\\u043a\\u0438]',
    'GetLocaleInfoEx sr 38: 7 [\\u0458\\u0430\\u043d\\u0443\\u0430\\u0440]',
    'GetLocaleInfoEx sr 1f: 12 [d. M. yyyy.]',
    'GetLocaleInfoEx sr 1004: 5 [1250]',
    'GetLocaleInfoEx zh 5c: 3 [zh]',
    'GetLocaleInfoEx zh 6d: 1 []',
    'GetLocaleInfoEx zh 71: 2 [1]',
    'GetLocaleInfoEx zh 72: 8 [Chinese]',
    'GetLocaleInfoEx zh 73: 3 [\\u4e2d\\u6587]',
    'GetLocaleInfoEx zh 38: 3 [\\u4e00\\u6708]',
    'GetLocaleInfoEx zh 1f: 9 [yyyy/M/d]',
    'GetLocaleInfoEx zh 1004: 4 [936]',
]


def test_locale_names_and_lcids(boot, width):
    d = boot(guest_exe("k32lcid", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
