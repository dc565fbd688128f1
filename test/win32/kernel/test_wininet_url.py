"""WININET's URL functions (issue 23: WININET.dll, a DLL every Windows has):
test/exe/wininet_url.exe (guests/tests/wininet_url.c) at both widths.

The oracle is Wine 8 (the same lines at both widths); where we differ, Windows'
behaviour wins, each named below and in docs/dlls.md "WININET":

- ``http://`` (no host): Windows fails (Wine 8's url.c marks its own acceptance of
  ``http://\\0x.org`` todo_wine); we fail with ERROR_INTERNET_INVALID_URL. Wine cracks
  it with an empty host.
- The empty URL: ERROR_INTERNET_UNRECOGNIZED_SCHEME (12006), which url.c's comment
  records for Windows; Wine 8 answers ERROR_INVALID_PARAMETER.
- InternetCreateUrl with ICU_ESCAPE escapes the unsafe characters of the path and the
  extra information, as MSDN documents the flag; Wine 8 ignores it.

Wine 8's own wininet/tests/url.c is the other check (bench/conformance.py: ours
1468 tests / 0 failures, Wine 8 1468 / 6; docs/compat.md).
"""

from paths import guest_exe

EXPECTED = [
    "crack http://user:pw@www.example.com:8080/a/b.html?q=1#frag: scheme 0+4 n3 host 15+15 port 8080 user 7+4 pass 12+2 path 35+9 extra 44+9",
    "crack https://example.com: scheme 0+5 n4 host 8+11 port 443 user -1+0 pass -1+0 path 19+0 extra -1+0",
    "crack ftp://ftp.example.com/pub/: scheme 0+3 n1 host 6+15 port 21 user -1+0 pass -1+0 path 21+5 extra -1+0",
    "crack mailto:someone@example.com: scheme 0+6 n7 host -1+0 port 0 user -1+0 pass -1+0 path 7+19 extra -1+0",
    "crack file:///c:/dir/a%20b.txt: scheme 0+4 n5 host -1+0 port 0 user -1+0 pass -1+0 path 7+17 extra -1+0",
    "crack res://x.dll/page.htm: scheme 0+3 n11 host 6+5 port 0 user -1+0 pass -1+0 path 11+9 extra -1+0",
    "crack http://: 0 12005",  # Wine: succeeds, empty host
    "crack http://host:12x/: scheme 0+4 n3 host 7+4 port 12 user -1+0 pass -1+0 path 15+1 extra -1+0",
    "crack noscheme: 0 12006",
    "crack : 0 12006",  # Wine: 87
    "copy http://u%41:p@h.example.org:81/p%20q?x=%41#f: 'http' 3 'h.example.org' 81 'u%41' 'p' '/p%20q'(6) '?x=%41#f'",
    " W: 1 host h.example.org path /p%20q?x=%41#f(14)",
    "copy http://u%41:p@h.example.org:81/p%20q?x=%41#f: 'http' 3 'h.example.org' 81 'uA' 'p' '/p q'(4) '?x=A#f'",
    " W: 1 host h.example.org path /p q?x=A#f(10)",
    "copy http://h.example.org/p?x#f: 'http' 3 'h.example.org' 80 '' '' '/p?x#f'(6) '-'",
    " W: 1 host h.example.org path /p?x#f(6)",
    "copy file:///c:/dir/a%20b/..: 'file' 5 '' 0 '' '' 'c:\\dir\\a b\\..\\'(14) ''",
    " W: 1 host  path c:\\dir\\a b\\..\\(14)",
    "copy file://c:/dir/a%20b/.: 'file' 5 '' 0 '' '' 'c:\\dir\\a%20b\\.\\'(15) ''",
    " W: 1 host  path c:\\dir\\a%20b\\.\\(15)",
    "create sizing: 0 122 31",
    "create: 1 'http://u:p@www.example.com/x?y' 30",
    "create sizing: 0 122 25",
    "create: 1 'https://example.com:444/' 24",
    "create sizing: 0 122 27",
    "create: 1 'ftp://anon@example.com/pub' 26",
    "create sizing: 0 122 12",
    "create: 1 'about:blank' 11",
    "create sizing: 0 87 0",
    "create: 0 '' 0",
    "create sizing: 0 122 21",  # Wine: 17, not escaped
    "create: 1 'http://h/a%20b?c%20d' 20",  # Wine: 'http://h/a b?c d' 16
    "createW sizing: 0 122 18",
    "createW: 1 'http://h' 8",
    "canon 00000000: 1 'http://www.example.com/a/c%20d/%41?e f#g' 40",
    "canon 10000000: 1 'http://www.example.com/a/c%20d/A?e f#g' 38",
    "canon 08000000: 1 'http://www.example.com/a/./b/../c%20d/%41?e f#g' 47",
    "canon 20000000: 1 'http://www.example.com/a/c d/%41?e f#g' 38",
    "canon 04000000: 1 'http://www.example.com/a/c%20d/%41?e%20f#g' 42",
    "canon 00001000: 1 'http://www.example.com/a%2541' 29",
    "canon short: 0 122 20",
    "combine http://example.com/a/b.html + c.html: 1 'http://example.com/a/c.html' 27",
    "combine http://example.com/a/b.html + ../c d.html: 1 'http://example.com/c%20d.html' 29",
    "combine http://example.com/a/b.html + /root: 1 'http://example.com/root' 23",
    "combine http://example.com/a/b.html + https://other/x: 1 'https://other/x' 15",
    "combine http://example.com/a/b.html + #frag: 1 'http://example.com/a/b.html#frag' 32",
]


def test_url_functions(boot, tmp_path, width):
    d = boot(guest_exe("wininet_url", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
