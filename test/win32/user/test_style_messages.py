"""SetWindowLong(GWL_STYLE / GWL_EXSTYLE) tells the window: WM_STYLECHANGING, whose
STYLESTRUCT the window may change, then WM_STYLECHANGED with the style it got; a top-level
window keeps WS_CLIPSIBLINGS (set at creation too).

test/exe/usrstyle.exe (guests/tests/usrstyle.c) prints each message and each result; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine usrstyle.exe``); its x86-64 build (the ``width`` fixture) prints the
same lines under 64-bit Wine.
"""

from paths import guest_exe


def test_style_changes_are_announced_and_can_be_amended(boot, width):
    d = boot(guest_exe("usrstyle", width), settle=False)
    d.run_to_end(200)
    assert d.vm.stdout_log == [
        "changing style old 84000000 new 80000010",
        "changed style old 84000000 new 84000010",
        "set style returned 84000000 now 84000010",
        "changing style old 84000010 new 80000010",
        "changed style old 84000010 new 84000010",
        "same style returned 84000010 now 84000010",
        "changing style old 84000010 new 80000050",
        "changed style old 84000010 new 84000010",
        "vetoed style returned 84000010 now 84000010",
        "changing exstyle old 00000000 new 00000080",
        "changed exstyle old 00000000 new 00000080",
        "set exstyle returned 00000000 now 00000080",
        "done",
    ]
