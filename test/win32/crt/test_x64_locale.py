"""MSVCP140's locale classes and stream constructors at 64 bits (issue 23): the x64
DLL's standard streams held a NULL locale, and a 64-bit program's own streams (the
headers' basic_ifstream, basic_ostringstream...) stopped at their first constructor
(cppcheck 2.22's x64 build at ``basic_ios``'s, then ``_Fiopen``).

test/exe64/x64_locale.exe (guests/tests/x64_locale.c) calls the x64 DLL's names through
GetProcAddress: the global locale (there before the program asks, as the DLL's start-up
makes it), ``classic`` and ``_Init``; ctype<char>'s ``_Getcat``, tolower, toupper,
widen, narrow, toupper of a range, ``is`` and ``table`` (the low byte of each class:
the UCRT's letters also carry 0x100, Wine's do not); codecvt<char, char, _Mbstatet>'s
``_Getcat``, always_noconv and ``in`` (noconv); then a basic_streambuf, basic_ostream,
basic_istream and basic_iostream the program builds itself: where basic_ios lies, a new
stream's flags, precision, width and state, the locale of the buffer and of the stream
(getloc) and the one imbue gives back, each usable by use_facet, badbit from a put the
buffer refuses, and the destructors. Wine 8's lines (64-bit prefix), every one.
"""

from paths import guest_exe

EXPECTED = [
    'loaded 1',
    'global before 1, classic 1, global after 1, _Init same 1',
    'ctype _Getcat 2',
    'tolower q toupper Q widen w narrow n',
    'toupper range: HELLO, WORLD 42',
    "is: alpha(a) 1 digit(7) 1 space(' ') 1 upper(a) 0 punct(,) 1",
    "table: 'a' 0x82 '0' 0x84 ' ' 0x48 '\\n' 0x28",
    'codecvt _Getcat 2',
    'always_noconv 1',
    'in: 3, consumed 0, written 0',
    "streambuf's locale: ctype cat 2 made 1, codecvt cat 2 made 1",
    'ostream: ios at 16, flags 0x201, precision 6, width 0, rdstate 0',
    "ostream's locale: ctype cat 2 made 1, codecvt cat 2 made 1",
    "imbue's old locale: ctype cat 2 made 1, codecvt cat 2 made 1",
    'put into a buffer with no put area: rdstate 4',
    'istream: ios at 24, rdstate 0',
    "iostream: ios at 32, ostream's ios at 32, rdstate 0",
    'done',
]


def test_x64_locale_and_streams(boot, tmp_path):
    d = boot(guest_exe("x64_locale"), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
