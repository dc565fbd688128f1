"""msvcrt's named locales (docs/runtimes.md "C runtime: named locales (session 33)"):
setlocale with language, country and code page names ("German", "deu", "DEU_DEU",
"English_United Kingdom", "German_Germany.850"), "" and ".ACP" / ".OCP" / ".850" (the
user's language), names refused (a country of another language, an unknown language or
code page, Vista's "de-DE": NULL, as Wine 8's msvcrt), the composite LC_ALL name and
setting it back, a refused composite changing nothing; ___lc_codepage_func (LC_CTYPE's),
___lc_collate_cp_func (LC_COLLATE's), ___lc_handle_func (the LCIDs), _getmbcp left alone;
localeconv in the user's, German and mixed locales (each category's strings in its own
code page: Russian's rouble sign is '?' in 1251).

test/exe/crt_locale.exe (guests/tests/crt_locale.c) prints a line per check; the expected
lines are what the same binaries print under Wine 8, 32- and 64-bit alike.
"""

from paths import guest_exe

EXPECTED = [
    'query -> C',
    'C: cp=0 collate_cp=0 mbcp=1252 handles=0,0,0,0,0,0',
    'C: dp=2e ts= gr= ics= cs= mdp= mts= mgr= ps= ns= 127 127 127 127 127 127 127 127',
    'bad category -> (null)',
    'English_United States.1252 -> English_United States.1252',
    'english -> English_United States.1252',
    'English_United Kingdom -> English_United Kingdom.1252',
    'German -> German_Germany.1252',
    'german_germany -> German_Germany.1252',
    'deu -> German_Germany.1252',
    'DEU_DEU -> German_Germany.1252',
    'German_Germany.850 -> German_Germany.850',
    'French_France.1252 -> French_France.1252',
    'Russian_Russia.1251 -> Russian_Russia.1251',
    'Croatian -> Croatian_Croatia.1250',
    'Spanish_Spain -> Spanish_Spain.1252',
    'Italian -> Italian_Italy.1252',
    'Swedish -> Swedish_Sweden.1252',
    'Dutch -> Dutch_Netherlands.1252',
    '.ACP -> English_United States.1252',
    '.OCP -> English_United States.437',
    '.1252 -> English_United States.1252',
    '.850 -> English_United States.850',
    'English.437 -> English_United States.437',
    'English_Germany -> (null)',
    'Klingon -> (null)',
    'German_Germany.99999 -> (null)',
    'de-DE -> (null)',
    'en-US -> (null)',
    'English_United States.1250 -> English_United States.1250',
    '"" -> English_United States.1252',
    'user default: cp=1252 collate_cp=1252 mbcp=1252 handles=0,409,409,409,409,409',
    'user default: dp=2e ts=2c gr=03 ics=555344 cs=24 mdp=2e mts=2c mgr=03 ps= ns=2d 2 2 1 0 1 0 3 0',
    'German -> German_Germany.1252',
    'German: cp=1252 collate_cp=1252 mbcp=1252 handles=0,407,407,407,407,407',
    'German: dp=2c ts=2e gr=03 ics=455552 cs=80 mdp=2c mts=2e mgr=03 ps= ns=2d 2 2 0 1 0 1 1 1',
    'back to C -> C',
    'numeric french -> French_France.1252',
    'monetary russian -> Russian_Russia.1251',
    'ctype swedish -> Swedish_Sweden.1252',
    'composite -> LC_COLLATE=C;LC_CTYPE=Swedish_Sweden.1252;LC_MONETARY=Russian_Russia.1251;LC_NUMERIC=French_France.1252;LC_TIME=C',
    'mixed: cp=1252 collate_cp=0 mbcp=1252 handles=0,0,41d,419,40c,0',
    'mixed: dp=2c ts=a0 gr=03 ics=525542 cs=3f mdp=2c mts=a0 mgr=03 ps= ns=2d 2 2 0 1 0 1 1 1',
    'set composite -> LC_COLLATE=C;LC_CTYPE=Swedish_Sweden.1252;LC_MONETARY=Russian_Russia.1251;LC_NUMERIC=French_France.1252;LC_TIME=C',
    'numeric query -> French_France.1252',
    'time query -> C',
    'ctype croatian -> Croatian_Croatia.1250',
    'croatian ctype: cp=1250 collate_cp=0 mbcp=1252 handles=0,0,41a,419,40c,0',
    'collate 1250 -> Croatian_Croatia.1250',
    'croatian collate: cp=1250 collate_cp=1250 mbcp=1252 handles=0,41a,41a,419,40c,0',
    'all same again -> German_Germany.1252',
    'bad in composite -> (null)',
    'after bad -> German_Germany.1252',
    'partial composite -> LC_COLLATE=C;LC_CTYPE=C;LC_MONETARY=C;LC_NUMERIC=French_France.1252;LC_TIME=C',
    'after partial -> LC_COLLATE=C;LC_CTYPE=C;LC_MONETARY=C;LC_NUMERIC=French_France.1252;LC_TIME=C',
    'final -> C',
    'final: cp=0 collate_cp=0 mbcp=1252 handles=0,0,0,0,0,0',
]


def test_named_locales(boot, width):
    d = boot(guest_exe("crt_locale", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
