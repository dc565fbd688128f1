"""A locale's ANSI code page (docs/compat.md "kernel32 conformance (session 33, confk4)"):
the A functions of a locale whose default ANSI code page is not 1252 convert through
that page, as Windows does: CompareStringA (Polish 0xB9 is "ą", between a and b),
LCMapStringA, GetLocaleInfoA (its size in bytes: a double-byte page's characters take
two; a short buffer takes whole characters), GetDateFormatA, GetNumberFormatA,
GetCurrencyFormatA; LOCALE_USE_CP_ACP makes them use the system's page (1252).
GetCPInfo / GetCPInfoEx / IsValidCodePage / IsDBCSLeadByteEx of Windows' ANSI pages
874, 1250..1258, 932, 936, 949, 950 (lead-byte ranges, 932's default character U+30FB),
and MultiByteToWideChar / WideCharToMultiByte through them (kernel/nls.py): the bytes
Python's codecs leave undefined as Windows maps them (C1 controls, or private-use
characters that MB_ERR_INVALID_CHARS refuses), lone lead bytes (one before a NUL leaves
the NUL), a two-byte default character; best fit (a character the page lacks takes the
letter it is built on: ä -> a in 1251) unless WC_NO_BEST_FIT_CHARS; the flags either
direction refuses. SetThreadLocale / GetThreadLocale: CP_THREAD_ACP is the thread
locale's ANSI page (UTF-8 for a Unicode-only one, Hindi, as Windows 10 1809 and later).

test/exe/k32acp.exe (guests/tests/k32acp.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (its x86-64 build prints the same under
64-bit Wine) but one: best fit here is a character's letter without its marks, so with
LOCALE_USE_CP_ACP Greek "Ιανουάριος" gives all "?" where Windows' table (Wine's too)
maps the alpha to "a": "?a????????". Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'GetCPInfo 874: 1 max 1 default 3f00 lead | ex 1 cp 874 unicode default 003f',
    'IsValidCodePage 874: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 874: 80=1:20ac 81=1:0081 8a=1:008a a0=1:00a0 a1=1:0e01 aa=1:0e0a b9=1:0e19 ca=1:0e2a d2=1:0e32 db=1:f8c1!1113 fd=1:f8c6!1113 ff=1:f8c8!1113',
    'GetCPInfo 1250: 1 max 1 default 3f00 lead | ex 1 cp 1250 unicode default 003f',
    'IsValidCodePage 1250: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1250: 80=1:20ac 81=1:0081 8a=1:0160 a0=1:00a0 a1=1:02c7 aa=1:015e b9=1:0105 ca=1:0118 d2=1:0147 db=1:0170 fd=1:00fd ff=1:02d9',
    'GetCPInfo 1251: 1 max 1 default 3f00 lead | ex 1 cp 1251 unicode default 003f',
    'IsValidCodePage 1251: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1251: 80=1:0402 81=1:0403 8a=1:0409 a0=1:00a0 a1=1:040e aa=1:0404 b9=1:2116 ca=1:041a d2=1:0422 db=1:042b fd=1:044d ff=1:044f',
    'GetCPInfo 1253: 1 max 1 default 3f00 lead | ex 1 cp 1253 unicode default 003f',
    'IsValidCodePage 1253: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1253: 80=1:20ac 81=1:0081 8a=1:008a a0=1:00a0 a1=1:0385 aa=1:f8f9!1113 b9=1:0389 ca=1:039a d2=1:f8fa!1113 db=1:03ab fd=1:03cd ff=1:f8fb!1113',
    'GetCPInfo 1254: 1 max 1 default 3f00 lead | ex 1 cp 1254 unicode default 003f',
    'IsValidCodePage 1254: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1254: 80=1:20ac 81=1:0081 8a=1:0160 a0=1:00a0 a1=1:00a1 aa=1:00aa b9=1:00b9 ca=1:00ca d2=1:00d2 db=1:00db fd=1:0131 ff=1:00ff',
    'GetCPInfo 1255: 1 max 1 default 3f00 lead | ex 1 cp 1255 unicode default 003f',
    'IsValidCodePage 1255: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1255: 80=1:20ac 81=1:0081 8a=1:008a a0=1:00a0 a1=1:00a1 aa=1:00d7 b9=1:00b9 ca=1:05ba d2=1:05c2 db=1:f88f!1113 fd=1:200e ff=1:f896!1113',
    'GetCPInfo 1256: 1 max 1 default 3f00 lead | ex 1 cp 1256 unicode default 003f',
    'IsValidCodePage 1256: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1256: 80=1:20ac 81=1:067e 8a=1:0679 a0=1:00a0 a1=1:060c aa=1:06be b9=1:00b9 ca=1:062a d2=1:0632 db=1:063a fd=1:200e ff=1:06d2',
    'GetCPInfo 1257: 1 max 1 default 3f00 lead | ex 1 cp 1257 unicode default 003f',
    'IsValidCodePage 1257: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1257: 80=1:20ac 81=1:0081 8a=1:008a a0=1:00a0 a1=1:f8fc!1113 aa=1:0156 b9=1:00b9 ca=1:0179 d2=1:0145 db=1:016a fd=1:017c ff=1:02d9',
    'GetCPInfo 1258: 1 max 1 default 3f00 lead | ex 1 cp 1258 unicode default 003f',
    'IsValidCodePage 1258: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1258: 80=1:20ac 81=1:0081 8a=1:008a a0=1:00a0 a1=1:00a1 aa=1:00aa b9=1:00b9 ca=1:00ca d2=1:0309 db=1:00db fd=1:01b0 ff=1:00ff',
    'GetCPInfo 932: 1 max 2 default 3f00 lead 81-9f e0-fc | ex 1 cp 932 unicode default 30fb',
    'IsValidCodePage 932: 1 lead 0x81 1 0x41 0 0xa1 0 0xe0 1',
    'MultiByteToWideChar 932: 80=1:0080 81=1:30fb!1113 8a=1:30fb!1113 a0=1:f8f0!1113 a1=1:ff61 aa=1:ff6a b9=1:ff79 ca=1:ff8a d2=1:ff92 db=1:ff9b fd=1:f8f1!1113 ff=1:f8f3!1113',
    'GetCPInfo 936: 1 max 2 default 3f00 lead 81-fe | ex 1 cp 936 unicode default 003f',
    'IsValidCodePage 936: 1 lead 0x81 1 0x41 0 0xa1 1 0xe0 1',
    'MultiByteToWideChar 936: 80=1:20ac 81=1:003f!1113 8a=1:003f!1113 a0=1:003f!1113 a1=1:003f!1113 aa=1:003f!1113 b9=1:003f!1113 ca=1:003f!1113 d2=1:003f!1113 db=1:003f!1113 fd=1:003f!1113 ff=1:f8f5!1113',
    'GetCPInfo 949: 1 max 2 default 3f00 lead 81-fe | ex 1 cp 949 unicode default 003f',
    'IsValidCodePage 949: 1 lead 0x81 1 0x41 0 0xa1 1 0xe0 1',
    'MultiByteToWideChar 949: 80=1:0080 81=1:003f!1113 8a=1:003f!1113 a0=1:003f!1113 a1=1:003f!1113 aa=1:003f!1113 b9=1:003f!1113 ca=1:003f!1113 d2=1:003f!1113 db=1:003f!1113 fd=1:003f!1113 ff=1:f8f7!1113',
    'GetCPInfo 950: 1 max 2 default 3f00 lead 81-fe | ex 1 cp 950 unicode default 003f',
    'IsValidCodePage 950: 1 lead 0x81 1 0x41 0 0xa1 1 0xe0 1',
    'MultiByteToWideChar 950: 80=1:0080 81=1:003f!1113 8a=1:003f!1113 a0=1:003f!1113 a1=1:003f!1113 aa=1:003f!1113 b9=1:003f!1113 ca=1:003f!1113 d2=1:003f!1113 db=1:003f!1113 fd=1:003f!1113 ff=1:f8f8!1113',
    'GetCPInfo 1252: 1 max 1 default 3f00 lead | ex 1 cp 1252 unicode default 003f',
    'IsValidCodePage 1252: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 1252: 80=1:20ac 81=1:0081 8a=1:0160 a0=1:00a0 a1=1:00a1 aa=1:00aa b9=1:00b9 ca=1:00ca d2=1:00d2 db=1:00db fd=1:00fd ff=1:00ff',
    'GetCPInfo 437: 1 max 1 default 3f00 lead | ex 1 cp 437 unicode default 003f',
    'IsValidCodePage 437: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 437: 80=1:00c7 81=1:00fc 8a=1:00e8 a0=1:00e1 a1=1:00ed aa=1:00ac b9=1:2563 ca=1:2569 d2=1:2565 db=1:2588 fd=1:00b2 ff=1:00a0',
    'GetCPInfo 852: 1 max 1 default 3f00 lead | ex 1 cp 852 unicode default 003f',
    'IsValidCodePage 852: 1 lead 0x81 0 0x41 0 0xa1 0 0xe0 0',
    'MultiByteToWideChar 852: 80=1:00c7 81=1:00fc 8a=1:0150 a0=1:00e1 a1=1:00ed aa=1:00ac b9=1:2563 ca=1:2569 d2=1:010e db=1:2588 fd=1:0159 ff=1:00a0',
    '932 to wide: 3 65e5 672c 0041',
    '936 to wide: 2 4e2d 20ac',
    '950 lone lead strict: 0 error 1113',
    '949 lone lead: 2 ac00 003f',
    'wide to 932: 5 [93fa967b2d]',
    'wide to 1250: 4 [b981e93f]',
    'wide to 1253: 2 [aae1]',
    'best fit 1251: 3 [614161] no best fit: 2 [3f3f]',
    'WideCharToMultiByte flag 0x100: 0 error 1004',
    'MultiByteToWideChar flag 0x10: 0 error 1004',
    '936 lead byte before NUL: 4 770b 003f 0000 0078',
    '936 MB_COMPOSITE: 2 770b 003f',
    '936 two-byte default: 5 [f3e73da3bf]',
    'GetThreadLocale: 0409',
    'SetThreadLocale 0419: 1 now 0419 user 0409 thread cp 1251 lead e0 0 ansi e0a1 2 0430 040e',
    'SetThreadLocale 0411: 1 now 0411 user 0409 thread cp 932 lead e0 1 ansi e0a1 1 720d 0000',
    'SetThreadLocale 0804: 1 now 0804 user 0409 thread cp 936 lead e0 1 ansi e0a1 1 5537 0000',
    'SetThreadLocale 0439: 1 now 0439 user 0409 thread cp 65001 lead e0 0 ansi e0a1 1 fffd 0000',
    'SetThreadLocale 0409: 1 now 0409 user 0409 thread cp 1252 lead e0 0 ansi e0a1 2 00e0 00a1',
    'SetThreadLocale dead: 0 error 87 now 0409',
    'CompareStringA pl a/b9 1 b9/b 1',
    'CompareStringA pl+CP_ACP b9/b 1',
    'CompareStringA en a/b9 3',
    'CompareStringA ru e0/e1 1',
    'LCMapStringA pl upper: 4 [a5c65a00]',
    'LCMapStringA pl upper CP_ACP: 4 [b9c65a00]',
    'LCMapStringA ru lower: 2 [e0e1]',
    'GetLocaleInfoA 0415 month1: 8 [737479637a65f100] need 8 cp_acp 8 [737479637a656e00] acp 1250',
    'GetLocaleInfoA 0419 month1: 7 [ffede2e0f0fc00] need 7 cp_acp 7 [3f3f3f3f3f3f00] acp 1251',
    'GetLocaleInfoA 0408 month1: 11 [c9e1edeff5dcf1e9eff200] need 11 cp_acp 11 [3f3f3f3f3f3f3f3f3f3f00] acp 1253',
    'GetLocaleInfoA 041f month1: 5 [4f63616b00] need 5 cp_acp 5 [4f63616b00] acp 1254',
    'GetLocaleInfoA 040d month1: 6 [e9f0e5e0f800] need 6 cp_acp 6 [3f3f3f3f3f00] acp 1255',
    'GetLocaleInfoA 0411 month1: 4 [318c8e00] need 4 cp_acp 3 [313f00] acp 932',
    'GetLocaleInfoA 0804 month1: 5 [d2bbd4c200] need 5 cp_acp 3 [3f3f00] acp 936',
    'GetLocaleInfoA 0412 month1: 4 [31bff900] need 4 cp_acp 3 [313f00] acp 949',
    'GetLocaleInfoA 0c04 month1: 4 [31a4eb00] need 4 cp_acp 3 [313f00] acp 950',
    'GetLocaleInfoA 041e month1: 7 [c1a1c3d2a4c100] need 7 cp_acp 7 [3f3f3f3f3f3f00] acp 874',
    'GetLocaleInfoA 042b month1: 8 [3f3f3f3f3f3f3f00] need 8 cp_acp 8 [3f3f3f3f3f3f3f00] acp 0',
    'GetLocaleInfoA 0409 month1: 8 [4a616e7561727900] need 8 cp_acp 8 [4a616e7561727900] acp 1252',
    'GetLocaleInfoA ja short buffer: 0 error 122 [8c8e35]',
    'GetDateFormatA pl: 13 [35206d61726361203230323400]',
    'GetDateFormatA ja long: 19 [32303234944e338c8e3593fa89ce976a93fa00]',
    'GetDateFormatA ru need: 5',
    'GetNumberFormatA pl: 10 [2d31a03233342c353000]',
    'GetCurrencyFormatA ja: 8 [818f312c32333400]',
]


def test_locale_code_pages(boot, width):
    d = boot(guest_exe("k32acp", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
