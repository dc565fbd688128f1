"""Message boxes are centred on the screen, wherever their owner is (issue 23, "Programs
in the wild built from source (session 37)", docs/runtimes.md): theForger's menu_two
shows a box with its own window as the owner, and wineagent centred the box over the
owner (clamped to the screen: the top left), where Windows and Wine 8 centre it in the
work area.

test/exe/msgboxpos.exe (guests/tests/msgboxpos.c) shows a MessageBox owned by a window
at the top left, then at the bottom right, then by a child of it (the box belongs to the
top-level window), then with no owner; a timer finds each box, checks its centre against
the work area's within a pixel (each system sizes the box with its own fonts) and its
owner, and presses OK. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine msgboxpos.exe``; the x86-64 build prints the same under 64-bit
Wine). The test runs at both widths.
"""

from paths import guest_exe

CASE = ["  centred: yes, owner as expected", "  result 1"]
EXPECTED = (["owner at the top left"] + CASE + ["owner at the bottom right"] + CASE
            + ["a child as the owner"] + CASE + ["no owner"] + CASE + ["done"])


def test_message_boxes_are_centred_in_the_work_area(boot, width):
    d = boot(guest_exe("msgboxpos", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
