"""An edit control's last visible line, cut by the bottom edge, draws nothing below the
control (issue 23: wxWidgets' text sample showed a rich edit's cut line on its parent).
test/exe/editspill.exe and test/exe64/editspill.exe (guests/tests/editspill.c) put a
28-pixel-high multiline EDIT and RichEdit holding five lines on a white parent and read
the rows below each with GetPixel.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """EDIT: pixels drawn below it: none
RichEdit: pixels drawn below it: none
done""".splitlines()


def test_a_cut_last_line_stays_inside_the_control(boot, width):
    d = boot(guest_exe("editspill", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
