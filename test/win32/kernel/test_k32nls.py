"""KERNEL32's NLS families (docs/runtimes.md "KERNEL32's NLS families (session 34)"):
language groups (EnumSystemLanguageGroups in the registry's order, EnumLanguageGroupLocales over
Windows' locale list, IsValidLanguageGroup), EnumUILanguages, SetLocaleInfo and the values
Windows derives from a date or time picture, GetLocaleInfo of an LCTYPE Windows lacks,
GetStringTypeW's CT_CTYPE1 (categories and Windows' additions) and CT_CTYPE3 of lone
surrogates, IdnToNameprepUnicode / IdnToAscii / IdnToUnicode (UTS #46), NormalizeString /
IsNormalizedString, FindNLSStringEx / FindStringOrdinal, GetGeoInfo / GetGeoInfoEx and
EnumSystemGeoID over Windows' GEOID table, the user's location (SetUserGeoName,
SetUserGeoID, GetUserDefaultGeoName, GetUserGeoID; restored to the United States),
GetNLSVersion(Ex), IsValidNLSVersion, IsNLSDefinedString; NUMBERFMT's Grouping digit by
digit, ConvertDefaultLocale, GetTimeFormat / GetDateFormat's refusals (LOCALE_NOUSEROVERRIDE
with a picture, a date before 1601), the invariant locale's values, GetCPInfoExW of UTF-8
and UTF-7.

test/exe/k32nls.exe (guests/tests/k32nls.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (its x86-64 build the same under 64-bit
Wine) but four:
- EnumUILanguagesA lists the UI languages installed, English (United States) alone here
  (Windows' answer on a machine without language packs); Wine 8 lists every locale.
- CT_CTYPE3 of U+0640 (the kashida) lacks C3_LEXICAL (0x400), which Windows' table sets
  for a list of characters the guest does not have (8200 here, 8600 under Wine).
- NormalizeString into a buffer too small answers the negative of the size it needs
  (-3, U+1E0A's decomposition and the NUL); Wine 8 answers -7.
- FindNLSStringEx with two FIND_ flags is ERROR_INVALID_FLAGS, as its documentation
  asks for one of them; Wine 8 takes the first.
Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'EnumSystemLanguageGroupsA: 1 count 17 last 15 first 1 1 Western Europe and United States 1',
    'both flags: 0 err 1004',
    'no callback: 0 err 87',
    'EnumSystemLanguageGroupsW: 1',
    'IsValidLanguageGroup: 1 1 17 1 18 0 0 0 flags0 1',
    'EnumLanguageGroupLocalesA 1: 1:0403:00000403 1:0406:00000406 1:0407:00000407 ... 1 total 156',
    'EnumLanguageGroupLocalesA 2: 2:0405:00000405 2:040e:0000040e 2:0415:00000415 ... 1 total 17',
    'EnumLanguageGroupLocalesA 5: 5:0402:00000402 5:0419:00000419 5:0422:00000422 ... 1 total 18',
    'EnumLanguageGroupLocalesA 7: 7:0411:00000411 7:40411:00040411 ... 1 total 2',
    'EnumLanguageGroupLocalesA 9: 9:0404:00000404 9:0478:00000478 9:0c04:00000c04 ... 1 total 9',
    'EnumLanguageGroupLocalesA 10: 10:0804:00000804 10:1004:00001004 10:20804:00020804 ... 1 total 6',
    'EnumLanguageGroupLocalesA 13: 13:0401:00000401 13:0420:00000420 13:0429:00000429 ... 1 total 26',
    'EnumLanguageGroupLocalesA 15: 15:0439:00000439 15:0445:00000445 15:0446:00000446 ... 1 total 24',
    'EnumLanguageGroupLocalesA 16: 16:0437:00000437 16:10437:00010437 ... 1 total 2',
    'EnumLanguageGroupLocalesA 17: 17:042b:0000042b ... 1 total 1',
    'group 18: 0 err 87',
    ' 1:0403:00000403 1:0406:00000406group 1 flags 1: 1 err 3735928559',
    'EnumUILanguagesA: 0409 en-US -> 1',
    'EnumUILanguagesA bad flags: 0 err 1004',
    'EnumUILanguagesA no callback: 0 err 87',
    'SetLocaleInfoA NULL: 0 err 87',
    'SetLocaleInfoW SLANGUAGE: 0 err 1004',
    'GetLocaleInfoW 0x7e: 2 err 3735928559',
    'SSHORTDATE: 1 yyyy-MM-dd IDATE 2 SDATE - own M/d/yyyy',
    'SDATE .: 1 yyyy.MM.dd',
    'STIMEFORMAT: 1 ITIME 1 STIME . ITLZERO 1',
    'ITIME 0: 1 hh.mm.ss',
    'SDECIMAL: 1 ,',
    'GetStringTypeW 1: 1 0009:268 0020:248 00a0:248 feff:260 01c5:303 0378:000 02c2:200 02b0:300 2160:300 00ad:230 00b2:214 0024:210 2071:302 0085:228 2028:208 00c0:301',
    'GetStringTypeW 4: 1 d800:800 dc00:1000 0640:8200',
    'GetStringTypeW NULL: 0 err 87',
    'nameprep: 12 err 0 [tssi\\x0307\\x0144 \\x03b9\\x01f0 a\\x0000]',
    'nameprep ascii: 5 err 0 [T.*.A]',
    'nameprep empty label: 0 err 123 []',
    'nameprep std3: 0 err 123 []',
    'nameprep unassigned: 0 err 123 []',
    'nameprep allow: 2 err 0 [\\x0380\\x0000]',
    'nameprep private: 0 err 123 []',
    'nameprep nul: 0 err 123 []',
    'toascii: 26 err 0 [xn--test-cta.xn--test-cbb\\x0000]',
    'toascii cjk: 35 err 0 [xn--bea2a1631avbav44tyha32b91egs2t\\x0000]',
    'toascii long: 0 err 123 []',
    'tounicode: 16 err 0 [test.\\x0105\\x0119\\x015b\\x0107\\x0142\\x00f3\\x017c.p\\x0119z]',
    'tounicode unassigned: 0 err 123 []',
    'tounicode not ascii: 0 err 123 []',
    'IdnToAscii -2: 0 err 87',
    'IdnToAscii flag 0x10: 0 err 87',
    'decomposed form 1: estimate 15 err 0 ret 4 err 0 [1e0c 031b 0307 0000] normalized 0 err 3735928559',
    'decomposed form 2: estimate 15 err 0 ret 5 err 0 [0044 031b 0323 0307 0000] normalized 1 err 3735928559',
    'ligatures form 5: estimate 64 err 0 ret 5 err 0 [0066 0069 0031 1e0a 0000] normalized 0 err 3735928559',
    'ligatures form 6: estimate 54 err 0 ret 5 err 0 [0066 0069 0031 0044 0307] normalized 0 err 3735928559',
    'bad surrogate form 1: estimate 15 err 0 ret -3 err 1113 [] normalized 0 err 1113',
    'lone low form 2: estimate 21 err 0 ret -4 err 1113 [] normalized 0 err 1113',
    'NormalizeString short: -3 err 122',
    'NormalizeString form 3: 0 err 87',
    'NormalizeString empty: 0 err 0',
    'NormalizeString estimate of 100: 112',
    'FindNLSStringEx 400000 SimpleSimple / Simple: 0 6',
    'FindNLSStringEx 800000 SimpleSimple / Simp: 6 4',
    'FindNLSStringEx 200000 SimpleSimple / Simp: -1 -7',
    'FindNLSStringEx 400000 abq / q: 2 7',
    'FindNLSStringEx 800000 x-oss-oss2 / -oss: 5 4',
    'FindNLSStringEx 400001 xxSIMPLE / simple: 2 6',
    'FindNLSStringEx two flags: -1 err 1004',
    'FindNLSStringEx bad locale: -1 err 87',
    'FindStringOrdinal: 6 err 0 endswith -1 err 0 flag 1 -1 err 1004',
    'GetGeoInfoA 203 ISO3: 4 RUS parent 6 47609 un 4 643 dial 2 7 currency 4 RUB',
    'GetGeoInfoA world nation: 0 err deadbeef [] iso2 3 XX un 4 001',
    'GetGeoInfoA 344: 0 err 87',
    'GetGeoInfoW 94 symbol: 2 20ac',
    'GetGeoInfoEx fr: 4 FRA',
    'EnumSystemGeoID nations: 2 3 4 5 ... 1 total 270',
    'EnumSystemGeoID regions of 39070: 742 2129 10541 27114 ... 1 total 6',
    'EnumSystemGeoID all of 47610: 6 8 25 90 ... 1 total 18',
    'EnumSystemGeoID bad class: 0 err 1004',
    'SetUserGeoName ar: 1 err 0 -> 3 AR nation 11 region 39070',
    'SetUserGeoName Xx: 1 err 0 -> 4 001 nation 11 region 39070',
    'SetUserGeoName 150: 1 err 0 -> 4 150 nation 11 region 10541',
    'SetUserGeoName QQ: 0 err 57 -> 4 150 nation 11 region 10541',
    'SetUserGeoName 150a: 0 err 57 -> 4 150 nation 11 region 10541',
    'SetUserGeoID 21242: 1 -> 3 XX nation 21242',
    'SetUserGeoID 42483: 1 -> 4 011 nation 21242',
    'SetUserGeoID 333: 1 -> 3 AN nation 21242',
    'SetUserGeoID 244: 1 -> 3 US nation 244',
    'GetUserDefaultGeoName NULL 1: 0 err 87',
    'GetUserDefaultGeoName short: 0 err 122',
    'GetNLSVersionEx fr: 1 err 0 60305 60305 40c 00000003-57ee',
    'GetNLSVersionEx ja-JP: 1 err 0 60305 60305 411 00000046-57ee',
    'GetNLSVersionEx de-DE_phoneb: 1 err 0 60305 60305 10407 0000003f-57ee',
    'GetNLSVersionEx : 1 err 0 60305 60305 7f 00000001-57ee',
    'GetNLSVersionEx foobar: 0 err 57 cccccccc cccccccc cccccccc cccccccc-cccc',
    'GetNLSVersion 12: 1 60305 id cccccccc',
    'GetNLSVersion 8: 0 err 122',
    'IsValidNLSVersion: 1 err deadbeef newer 0 err 0 guid 0 err 0',
    'IsNLSDefinedString: unassigned 0 err deadbeef abc 1 surrogate 0',
    'Grouping 31: 20 1,2,3,4,5,6,7,890.0',
    'Grouping 312: 17 12,34,56,7,890.0',
    'Grouping 310: 15 123456,7,890.0',
    'Grouping 23: 16 12,345,678,90.0',
    'Grouping 230: 15 12345,678,90.0',
    'Grouping 32: 17 1,23,45,67,890.0',
    'Grouping 0: 13 1234567890.0',
    'ConvertDefaultLocale: 10411 10011 407 411 c04 241a 845 10800 7f 409',
    'GetTimeFormatA NUO picture: 0 err 1004',
    'GetDateFormatA 1600: 0 err 87',
    'GetDateFormatA 1601: 11 1601-01-01',
    'invariant 2: 39 [Invariant Language (Invariant Country)]',
    'invariant 15: 4 [XDR]',
    'invariant 1f: 11 [MM/dd/yyyy]',
    'invariant 1003: 9 [HH:mm:ss]',
    'invariant 100a: 2 [9]',
    'invariant 5c: 1 []',
    'invariant 1: 5 [007f]',
    'GetCPInfoExW UTF-8: 1 max 4 unicode default fffd 65001 (UTF-8)',
    'GetCPInfoExW UTF-7: 1 max 5 unicode default fffd 65000 (UTF-7) valid 1',
]


def test_nls_families(boot, width):
    d = boot(guest_exe("k32nls", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
