"""The UCRT's setlocale (docs/runtimes.md "C runtime: named locales (session 33)"):
msvcrt's names ("German", "English_United Kingdom.850", the ISO 639 "de") and locale
names besides ("de-DE", answered as the caller spelled it: "DE-de"; an unknown "xx-YY"
is NULL); the decimal point of the UCRT's printf family and atof in LC_NUMERIC's locale,
localeconv.

test/exe/ucrt_locale.exe (guests/tests/ucrt_locale.c) prints a line per check; the
expected lines are what the same binaries print under Wine 8, 32- and 64-bit alike, but
one: with only LC_NUMERIC set to "de-DE", Wine 8's ucrtbase answers LC_ALL's query
"de-DE", where the documented answer (and msvcrt's, and this runtime's) is the composite
"LC_COLLATE=C;...;LC_NUMERIC=de-DE;LC_TIME=C".
"""

from paths import guest_exe

EXPECTED = [
    'German -> German_Germany.1252',
    'English_United Kingdom.850 -> English_United Kingdom.850',
    'de-DE -> de-DE',
    'DE-de -> DE-de',
    'fr-FR -> fr-FR',
    'en-US -> en-US',
    'xx-YY -> (null)',
    'de -> German_Germany.1252',
    'Klingon -> (null)',
    'numeric de-DE -> de-DE',
    'composite -> LC_COLLATE=C;LC_CTYPE=C;LC_MONETARY=C;LC_NUMERIC=de-DE;LC_TIME=C',
    'sprintf: 1,50 2,25 1,000000e+10',
    'atof: 3,5',
    'localeconv: , .',
    'C sprintf: 1.50',
]


def test_ucrt_setlocale(boot, width):
    d = boot(guest_exe("ucrt_locale", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
