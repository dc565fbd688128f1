"""MSVCP140's ctype<wchar_t> and ctype<unsigned short> facets and the _Locinfo members a
program's own numpunct reads (dlls/msvcp140/facets.py; issue 23).

test/exe/facets.exe and test/exe64/facets.exe (guests/tests/facets.c) call the DLL's
names through GetProcAddress as a program's inline use_facet does: _Getcat with the
classic locale makes the "C" locale's facet; its virtual members through the facet's
vtable (do_is of a range and of a character, do_scan_is/not, do_tolower/toupper,
do_widen/narrow of a character and of a range), then the exported public members and
the deleting destructor; before that the numpunct ids and _Locinfo's _Getlconv,
_Getfalse, _Gettrue and _Getcvt. Wine 8's lines at both widths but two:

- _Cvtvec's isclocale: 1 here, as the UCRT's _Getcvt answers in the "C" locale (no
  LC_CTYPE locale name); Wine 8 gives 0.
- do_scan_is / do_scan_not: Wine 8 answers each as the other does (scan_is(digit) of
  "ab3 c" stops at 'a', scan_not(alpha) too); here the first character that has (has
  not) one of the mask's classes, as [locale.ctype.virtuals] says: 2, 2, and the end
  (5) for punct.
"""

from paths import guest_exe

WINE = [
    'numpunct id 0 exported 1',
    'numpunct id 1 exported 1',
    'numpunct id 2 exported 1',
    '_Getlconv: decimal_point "." thousands_sep "" grouping length 0',
    '_Getfalse "false" _Gettrue "true"',
    '_Getcvt returned its argument 1',
    '_Cvtvec: page 0 mb_cur_max 1 isclocale 0 leadbytes 0',
    'ctype<wchar_t>: _Getcat 2 made 1',
    'do_is range returned last 1: 0061=0x382 005a=0x301 0035=0x284 0020=0x248 002c=0x210 0009=0x268 00e9=0x302 03b1=0x302 4e2d=0x300 0663=0x204',
    'do_is: alpha(a) 1 digit(5) 1 space(tab) 1 upper(a) 0 alpha(U+03B1) 1 punct(,) 1',
    'scan_is(digit) at 0, scan_not(alpha) at 0, scan_is(punct) at 0',
    'tolower: A 0x61 U+00C0 0xc0 U+03A3 0x3a3; toupper: z 0x5a U+00E9 0xe9 U+03C3 0x3c3',
    'tolower range: mixed',
    'toupper range: MIXED',
    'widen: x 0x78 0xe9 0xe9',
    'widen range returned last 1: 0x68 0x69 0xe9',
    'narrow: A 0x41 U+00E9 0xe9 U+03B1 0x3f',
    'narrow range: a*z',
    'members: is(digit, 7) 1 tolower(Q) q toupper(q) Q widen(w) w narrow(n) n narrow(U+4E2D) ?',
    'deleting destructor returned this 1',
    'ctype<unsigned short>: _Getcat 2 made 1',
    'do_is range returned last 1: 0061=0x382 005a=0x301 0035=0x284 0020=0x248 002c=0x210 0009=0x268 00e9=0x302 03b1=0x302 4e2d=0x300 0663=0x204',
    'do_is: alpha(a) 1 digit(5) 1 space(tab) 1 upper(a) 0 alpha(U+03B1) 1 punct(,) 1',
    'scan_is(digit) at 0, scan_not(alpha) at 0, scan_is(punct) at 0',
    'tolower: A 0x61 U+00C0 0xc0 U+03A3 0x3a3; toupper: z 0x5a U+00E9 0xe9 U+03C3 0x3c3',
    'tolower range: mixed',
    'toupper range: MIXED',
    'widen: x 0x78 0xe9 0xe9',
    'widen range returned last 1: 0x68 0x69 0xe9',
    'narrow: A 0x41 U+00E9 0xe9 U+03B1 0x3f',
    'narrow range: a*z',
    'members: is(digit, 7) 1 tolower(Q) q toupper(q) Q widen(w) w narrow(n) n narrow(U+4E2D) ?',
    'deleting destructor returned this 1',
    'done',
]
SCANS = "scan_is(digit) at 0, scan_not(alpha) at 0, scan_is(punct) at 0"
EXPECTED = [line.replace("isclocale 0", "isclocale 1")
            .replace(SCANS, "scan_is(digit) at 2, scan_not(alpha) at 2, scan_is(punct) at 5")
            for line in WINE]


def test_wide_ctype_facets(boot, tmp_path, width):
    d = boot(guest_exe("facets", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
