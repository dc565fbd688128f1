"""A rich edit's EM_FINDTEXT family (issue 23). test/exe/refind.exe and test/exe64/refind.exe
(guests/tests/refind.c) search one line of text down and up (without FR_DOWN the range
runs backwards), with FR_MATCHCASE and FR_WHOLEWORD, in a range ending before the match,
through EM_FINDTEXT and EM_FINDTEXTEX (its chrgText) and their W forms.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """"hello" flags 1 [0,-1]: 0, EX 0 (0,5)
"hello" flags 5 [0,-1]: 13, EX 13 (13,18)
"hello" flags 1 [1,-1]: 13, EX 13 (13,18)
"world" flags 3 [0,-1]: 6, EX 6 (6,11)
"world" flags 3 [7,-1]: 19, EX 19 (19,24)
"world" flags 7 [7,-1]: -1, EX -1 (-1,-1)
"world" flags 1 [20,-1]: 29, EX 29 (29,34)
"world" flags 1 [0,8]: -1, EX -1 (-1,-1)
"world" flags 1 [0,11]: 6, EX 6 (6,11)
"hello" flags 0 [42,0]: 37, EX 37 (37,42)
"hello" flags 0 [30,0]: 13, EX 13 (13,18)
"hello" flags 4 [42,0]: 37, EX 37 (37,42)
"world" flags 2 [42,0]: 19, EX 19 (19,24)
"planet" flags 1 [0,-1]: -1, EX -1 (-1,-1)
EM_FINDTEXTW "and": 25
EM_FINDTEXTEXW "worldly": 29 (29,36)
done""".splitlines()


def test_find_text_as_on_wine(boot, width):
    d = boot(guest_exe("refind", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
