"""A rich edit's paragraph indents (issue 23). test/exe/reindent.exe and
test/exe64/reindent.exe (guests/tests/reindent.c) give the second of two paragraphs a
start indent of 720 twips, an offset of 360 and a right indent of 1440, and print, from
EM_POSFROMCHAR, where each line starts relative to the first paragraph (48 and 72 pixels
at 96 dpi) and whether the indented lines wrap inside the right indent.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """EM_SETPARAFORMAT -> 1
lines: more than 3
line 0 starts 0 right of the first
line 1 starts 48 right of the first
line 2 starts 72 right of the first
line 3 starts 72 right of the first
every line ends inside the right indent: yes
done""".splitlines()


def test_paragraph_indents_as_on_wine(boot, width):
    d = boot(guest_exe("reindent", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
