"""Named locales (docs/compat.md "kernel32 and msvcrt conformance (session 32, confk3)"):
GetLocaleInfoEx and GetLocaleInfoW answer for en-GB, de-DE, fr-FR and ja-JP besides en-US
(kernel/localedata.py), names compare without case; LocaleNameToLCID / LCIDToLocaleName
round trips; IsValidLocaleName, ResolveLocaleName, GetUserDefaultLocaleName and
GetSystemDefaultLocaleName; EnumDateFormats and EnumTimeFormats; GetDateFormatEx and
GetTimeFormatEx, GetNumberFormatEx and GetCurrencyFormatEx in six locales, Russian's
genitive month names.

test/exe/k32locname.exe (guests/tests/k32locname.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same under
64-bit Wine), but one: GetLocaleInfoEx of LOCALE_NAME_SYSTEM_DEFAULT
("!x-sys-default-locale") answers the system's locale, en-US, as Windows documents that
name for GetLocaleInfoEx; Wine 8 refuses it (ERROR_INVALID_PARAMETER). And
EnumDateFormats / EnumTimeFormats offer Windows' pictures for en-US (.NET's
GetAllDateTimePatterns on Windows lists the same: seven short dates, four long ones, four
times with seconds and four without); Wine 8 has two of each (the locale's own first,
which is what its conformance test checks). GetNumberFormatEx groups every three digits
("-1,234,567.89"), as LOCALE_SGROUPING "3;0" means (Windows' documentation of it: "3;0"
is 3,000,000, "3" alone 3000000,000); Wine 8's GetNumberFormatEx groups only the last
three ("-1234,567.89"). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'en-US 0x5c: 6 [en-US] error 0',
    'en-US 0x1001: 8 [English] error 0',
    'en-US 0x1002: 14 [United States] error 0',
    'en-US 0x4: 8 [English] error 0',
    'en-US 0xe: 2 [.] error 0',
    'en-US 0xf: 2 [,] error 0',
    'en-US 0xc: 2 [,] error 0',
    'en-US 0x14: 2 [$] error 0',
    'en-US 0x15: 4 [USD] error 0',
    'en-US 0x20: 19 [dddd, MMMM d, yyyy] error 0',
    'en-US 0x2a: 7 [Monday] error 0',
    'en-US 0x3a: 6 [March] error 0',
    'en-US 0x48: 4 [May] error 0',
    'en-US 0x100c: 2 [6] error 0',
    'en-US 0xd: 2 [1] error 0',
    'en-US 0x1004: 5 [1252] error 0',
    'en-GB 0x5c: 6 [en-GB] error 0',
    'en-GB 0x1001: 8 [English] error 0',
    'en-GB 0x1002: 15 [United Kingdom] error 0',
    'en-GB 0x4: 8 [English] error 0',
    'en-GB 0xe: 2 [.] error 0',
    'en-GB 0xf: 2 [,] error 0',
    'en-GB 0xc: 2 [,] error 0',
    'en-GB 0x14: 2 [\\u00a3] error 0',
    'en-GB 0x15: 4 [GBP] error 0',
    'en-GB 0x20: 18 [dddd, d MMMM yyyy] error 0',
    'en-GB 0x2a: 7 [Monday] error 0',
    'en-GB 0x3a: 6 [March] error 0',
    'en-GB 0x48: 4 [May] error 0',
    'en-GB 0x100c: 2 [0] error 0',
    'en-GB 0xd: 2 [0] error 0',
    'en-GB 0x1004: 5 [1252] error 0',
    'de-DE 0x5c: 6 [de-DE] error 0',
    'de-DE 0x1001: 7 [German] error 0',
    'de-DE 0x1002: 8 [Germany] error 0',
    'de-DE 0x4: 8 [Deutsch] error 0',
    'de-DE 0xe: 2 [,] error 0',
    'de-DE 0xf: 2 [.] error 0',
    'de-DE 0xc: 2 [;] error 0',
    'de-DE 0x14: 2 [\\u20ac] error 0',
    'de-DE 0x15: 4 [EUR] error 0',
    'de-DE 0x20: 19 [dddd, d. MMMM yyyy] error 0',
    'de-DE 0x2a: 7 [Montag] error 0',
    'de-DE 0x3a: 5 [M\\u00e4rz] error 0',
    'de-DE 0x48: 4 [Mai] error 0',
    'de-DE 0x100c: 2 [0] error 0',
    'de-DE 0xd: 2 [0] error 0',
    'de-DE 0x1004: 5 [1252] error 0',
    'fr-FR 0x5c: 6 [fr-FR] error 0',
    'fr-FR 0x1001: 7 [French] error 0',
    'fr-FR 0x1002: 7 [France] error 0',
    'fr-FR 0x4: 9 [fran\\u00e7ais] error 0',
    'fr-FR 0xe: 2 [,] error 0',
    'fr-FR 0xf: 2 [\\u00a0] error 0',
    'fr-FR 0xc: 2 [;] error 0',
    'fr-FR 0x14: 2 [\\u20ac] error 0',
    'fr-FR 0x15: 4 [EUR] error 0',
    'fr-FR 0x20: 17 [dddd d MMMM yyyy] error 0',
    'fr-FR 0x2a: 6 [lundi] error 0',
    'fr-FR 0x3a: 5 [mars] error 0',
    'fr-FR 0x48: 4 [mai] error 0',
    'fr-FR 0x100c: 2 [0] error 0',
    'fr-FR 0xd: 2 [0] error 0',
    'fr-FR 0x1004: 5 [1252] error 0',
    'ja-JP 0x5c: 6 [ja-JP] error 0',
    'ja-JP 0x1001: 9 [Japanese] error 0',
    'ja-JP 0x1002: 6 [Japan] error 0',
    'ja-JP 0x4: 4 [\\u65e5\\u672c\\u8a9e] error 0',
    'ja-JP 0xe: 2 [.] error 0',
    'ja-JP 0xf: 2 [,] error 0',
    'ja-JP 0xc: 2 [,] error 0',
    'ja-JP 0x14: 2 [\\uffe5] error 0',
    'ja-JP 0x15: 4 [JPY] error 0',
    'ja-JP 0x20: 14 [yyyy\\u5e74M\\u6708d\\u65e5dddd] error 0',
    'ja-JP 0x2a: 4 [\\u6708\\u66dc\\u65e5] error 0',
    'ja-JP 0x3a: 3 [3\\u6708] error 0',
    'ja-JP 0x48: 3 [5\\u6708] error 0',
    'ja-JP 0x100c: 2 [6] error 0',
    'ja-JP 0xd: 2 [0] error 0',
    'ja-JP 0x1004: 4 [932] error 0',
    'DE-de SNAME: 6 [de-DE] error 0',
    'de-DE IFIRSTDAYOFWEEK as a number: 2 0',
    'ja-JP SDAYNAME7 size: 4',
    'zz-ZZ SNAME: 0 [] error 87',
    'user default SNAME: 6 [en-US] error 0',
    # Wine: system default SNAME: 0 [] error 87
    'system default SNAME: 6 [en-US] error 0',
    '0x0407 SMONTHNAME3: 5 [M\\u00e4rz] error 0',
    '0x0809 SSHORTDATE: 11 [dd/MM/yyyy] error 0',
    'en-US LCID 0x0409 back: 6 [en-US] error 0',
    'en-GB LCID 0x0809 back: 6 [en-GB] error 0',
    'de-DE LCID 0x0407 back: 6 [de-DE] error 0',
    'fr-FR LCID 0x040c back: 6 [fr-FR] error 0',
    'ja-JP LCID 0x0411 back: 6 [ja-JP] error 0',
    'IsValidLocaleName(en-US): 1',
    'IsValidLocaleName(de): 1',
    'IsValidLocaleName(de-DE_phoneb): 1',
    'IsValidLocaleName(DE_de+phoneb): 0',
    'IsValidLocaleName(zzz-ZZZ): 0',
    'IsValidLocaleName(): 1',
    'IsValidLocaleName(!x-sys-default-locale): 0',
    'ResolveLocaleName(en): 6 [en-US] error 0',
    'ResolveLocaleName(en-RR): 6 [en-US] error 0',
    'ResolveLocaleName(DE-de-phoneb): 6 [de-DE] error 0',
    'ResolveLocaleName(fr-CHXX): 6 [fr-FR] error 0',
    'ResolveLocaleName(ja-jp_radstr): 6 [ja-JP] error 0',
    'ResolveLocaleName(zh-hant): 6 [zh-HK] error 0',
    'ResolveLocaleName(zz): 1 [] error 0',
    'ResolveLocaleName(zz+XX): 0 [] error 87',
    'ResolveLocaleName(): 1 [] error 0',
    'ResolveLocaleName(!x-sys-default-locale): 0 [] error 87',
    'ResolveLocaleName short: 4 [en-] error 0',
    '  answer 0 error 122',
    'ResolveLocaleName size 0: 6',
    'GetUserDefaultLocaleName: 6 [en-US] error 0',
    'GetSystemDefaultLocaleName: 6 [en-US] error 0',
    'GetSystemDefaultLocaleName short: 0 [] error 122',
    # Wine: EnumDateFormatsW 0x0: [M/d/yyyy] [MMM d, yyyy] -> 1 error 0
    'EnumDateFormatsW 0x0: [M/d/yyyy] [M/d/yy] [MM/dd/yy] [MM/dd/yyyy] [yy/MM/dd] [yyyy-MM-dd] [dd-MMM-yy] -> 1 error 0',
    # Wine: EnumDateFormatsW 0x1: [M/d/yyyy] [MMM d, yyyy] -> 1 error 0
    'EnumDateFormatsW 0x1: [M/d/yyyy] [M/d/yy] [MM/dd/yy] [MM/dd/yyyy] [yy/MM/dd] [yyyy-MM-dd] [dd-MMM-yy] -> 1 error 0',
    # Wine: EnumDateFormatsW 0x2: [dddd, MMMM d, yyyy] [MMMM d, yyyy] -> 1 error 0
    'EnumDateFormatsW 0x2: [dddd, MMMM d, yyyy] [MMMM d, yyyy] [dddd, d MMMM, yyyy] [d MMMM, yyyy] -> 1 error 0',
    'EnumDateFormatsW 0x8: [MMMM yyyy] -> 1 error 0',
    # Wine: EnumDateFormatsW 0x40000000: [M/d/yyyy] [MMM d, yyyy] -> 1 error 0
    'EnumDateFormatsW 0x40000000: [M/d/yyyy] [M/d/yy] [MM/dd/yy] [MM/dd/yyyy] [yy/MM/dd] [yyyy-MM-dd] [dd-MMM-yy] -> 1 error 0',
    'EnumDateFormatsW 0x10: -> 0 error 87',
    # Wine: EnumTimeFormatsW 0x0: [h:mm:ss tt] [HH:mm:ss] -> 1 error 0
    'EnumTimeFormatsW 0x0: [h:mm:ss tt] [hh:mm:ss tt] [H:mm:ss] [HH:mm:ss] -> 1 error 0',
    # Wine: EnumTimeFormatsW 0x2: [h:mm tt] [HH:mm] -> 1 error 0
    'EnumTimeFormatsW 0x2: [h:mm tt] [hh:mm tt] [H:mm] [HH:mm] -> 1 error 0',
    # Wine: EnumTimeFormatsW 0x40000000: [h:mm:ss tt] [HH:mm:ss] -> 1 error 0
    'EnumTimeFormatsW 0x40000000: [h:mm:ss tt] [hh:mm:ss tt] [H:mm:ss] [HH:mm:ss] -> 1 error 0',
    'EnumTimeFormatsW 0x1: -> 0 error 87',
    # Wine: EnumTimeFormatsA 0: <h:mm:ss tt> <HH:mm:ss> -> 1
    'EnumTimeFormatsA 0: <h:mm:ss tt> <hh:mm:ss tt> <H:mm:ss> <HH:mm:ss> -> 1',
    'EnumTimeFormatsA TIME_NOSECONDS: 0 error 1004',
    'EnumDateFormatsA NULL: 0 error 87',
    'en-US short date: 9 [3/5/2024] error 0',
    'en-US long date: 23 [Tuesday, March 5, 2024] error 0',
    'en-US time: 11 [2:07:09 PM] error 0',
    'en-GB short date: 11 [05/03/2024] error 0',
    'en-GB long date: 22 [Tuesday, 5 March 2024] error 0',
    'en-GB time: 9 [14:07:09] error 0',
    'de-DE short date: 9 [5.3.2024] error 0',
    'de-DE long date: 23 [Dienstag, 5. M\\u00e4rz 2024] error 0',
    'de-DE time: 9 [14:07:09] error 0',
    'fr-FR short date: 11 [05/03/2024] error 0',
    'fr-FR long date: 18 [mardi 5 mars 2024] error 0',
    'fr-FR time: 9 [14:07:09] error 0',
    'ja-JP short date: 9 [2024/3/5] error 0',
    'ja-JP long date: 13 [2024\\u5e743\\u67085\\u65e5\\u706b\\u66dc\\u65e5] error 0',
    'ja-JP time: 9 [14:07:09] error 0',
    'ru-RU short date: 11 [05.03.2024] error 0',
    'ru-RU long date: 25 [\\u0432\\u0442\\u043e\\u0440\\u043d\\u0438\\u043a, 5 \\u043c\\u0430\\u0440\\u0442\\u0430 2024\\u202f\\u0433.] error 0',
    'ru-RU time: 9 [14:07:09] error 0',
    # Wine: en-US number: 13 [-1234,567.89] error 0
    'en-US number: 14 [-1,234,567.89] error 0',
    'en-US negative money: 12 [($1,234.50)] error 0',
    'en-US money: 10 [$1,234.50] error 0',
    # Wine: en-GB number: 13 [-1234,567.89] error 0
    'en-GB number: 14 [-1,234,567.89] error 0',
    'en-GB negative money: 12 [(\\u00a31,234.50)] error 0',
    'en-GB money: 10 [\\u00a31,234.50] error 0',
    # Wine: de-DE number: 13 [-1234.567,89] error 0
    'de-DE number: 14 [-1.234.567,89] error 0',
    'de-DE negative money: 12 [-1.234,50 \\u20ac] error 0',
    'de-DE money: 11 [1.234,50 \\u20ac] error 0',
    # Wine: fr-FR number: 13 [-1234\u00a0567,89] error 0
    'fr-FR number: 14 [-1\\u00a0234\\u00a0567,89] error 0',
    'fr-FR negative money: 13 [(1\\u00a0234,50 \\u20ac)] error 0',
    'fr-FR money: 11 [1\\u00a0234,50 \\u20ac] error 0',
    # Wine: ja-JP number: 13 [-1234,567.89] error 0
    'ja-JP number: 14 [-1,234,567.89] error 0',
    'ja-JP negative money: 9 [(\\uffe51,235)] error 0',
    'ja-JP money: 7 [\\uffe51,235] error 0',
    # Wine: ru-RU number: 13 [-1234\u00a0567,89] error 0
    'ru-RU number: 14 [-1\\u00a0234\\u00a0567,89] error 0',
    'ru-RU negative money: 12 [-1\\u00a0234,50 \\u20bd] error 0',
    'ru-RU money: 11 [1\\u00a0234,50 \\u20bd] error 0',
    'LANG_GERMAN number: 5 [0,50] error 0',
    '0x0419 d MMMM yyyy: 13 [5 \\u043c\\u0430\\u0440\\u0442\\u0430 2024] error 0',
    '0x0419 MMMM yyyy: 10 [\\u043c\\u0430\\u0440\\u0442 2024] error 0',
    '0x0411 tt h:mm: 8 [\\u5348\\u5f8c 2:07] error 0',
    'EnumDateFormatsW stopping: first [dddd, MMMM d, yyyy] -> 1',
]


def test_named_locales(boot, width):
    d = boot(guest_exe("k32locname", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
