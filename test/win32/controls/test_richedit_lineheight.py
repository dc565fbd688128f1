"""Each line of a rich edit is as high as its own runs' fonts (issue 23).
test/exe/relineh.exe and test/exe64/relineh.exe (guests/tests/relineh.c) make the first
of three paragraphs 36-point and the others 10-point and compare the lines' tops
(EM_POSFROMCHAR): the title's line is taller, the small ones stay small.

WINE_OUTPUT is the i686 binary's output under Wine 8.
"""

from paths import guest_exe

WINE_OUTPUT = """the title's line is taller than a small one: yes
a small line is under 25 pixels high: yes
done""".splitlines()


def test_lines_take_their_own_heights_as_on_wine(boot, width):
    d = boot(guest_exe("relineh", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
