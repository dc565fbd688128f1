"""A rich edit's paragraph formats by range (issue 23). test/exe/reparafmt.exe and
test/exe64/reparafmt.exe (guests/tests/reparafmt.c) centre the second of three
paragraphs, then right-align the last two with a start indent (EM_SETPARAFORMAT formats
the paragraphs the selection touches), read back each paragraph's format and the
dwMask of a selection over several (the attributes they share), split a paragraph by
typing a line break (both halves keep its format) and join two (the first one's format
stays), and find each line's first text pixel (left, centre, right).

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """centre two: EM_SETPARAFORMAT -> 1
line 0 "one" at the left, format: mask 0000fdff align 1 start indent 0
line 1 "two" at the centre, format: mask 0000fdff align 3 start indent 0
line 2 "three" at the left, format: mask 0000fdff align 1 start indent 0
two and three: mask 0000fdf7 align 3 start indent 0
all: mask 0000fdf7 align 1 start indent 0
right two and three, indent 300: EM_SETPARAFORMAT -> 1
line 0 "one" at the left, format: mask 0000fdff align 1 start indent 0
line 1 "two" at the right, format: mask 0000fdff align 2 start indent 300
line 2 "three" at the right, format: mask 0000fdff align 2 start indent 300
one and two: mask 0000fdf6 align 1 start indent 0
typed a line break in two
line 0 "one" at the left, format: mask 0000fdff align 1 start indent 0
line 1 "t" at the right, format: mask 0000fdff align 2 start indent 300
line 2 "wo" at the right, format: mask 0000fdff align 2 start indent 300
line 3 "three" at the right, format: mask 0000fdff align 2 start indent 300
joined one and the next
line 0 "onet" at the left, format: mask 0000fdff align 1 start indent 0
line 1 "wo" at the right, format: mask 0000fdff align 2 start indent 300
line 2 "three" at the right, format: mask 0000fdff align 2 start indent 300
done""".splitlines()


def test_paragraph_formats_by_range_as_on_wine(boot, width):
    d = boot(guest_exe("reparafmt", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == WINE_OUTPUT
