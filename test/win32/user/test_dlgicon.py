"""Dialog template items named by ordinal (issue 23, docs/runtimes.md "Programs in the wild
(session 32): GUI programs"): taworn/hello's About box has ``ICON 1, -1, 8, 8, 32, 32``,
which showed no icon; the control was made with an empty name, so the static had no
resource to load.

test/exe/dlgicon.exe (guests/tests/dlgicon.c + dlgicon.rc) opens a DIALOG and a
DIALOGEX template with an icon named by ordinal, one named by string and a label, and
prints each control's icon, client size and text length. The expected lines are what the
same binary prints under Wine 8 (``xvfb-run -a wine dlgicon.exe``; the x86-64 build prints
the same under 64-bit Wine), but for one difference on purpose: the label, 60 dialog units
wide, is 90 pixels here, as on Windows (MS Sans Serif 8's base units are 6 x 13: docs/gdi.md
"Fonts"); Wine's stand-in font is wider (105). The test runs at both widths.
"""

from paths import guest_exe

ITEMS = [
    "  item 10: icon=1 size=32x32 textlen=2",
    "  item 11: icon=1 size=32x32 textlen=7",
    "  item 12: icon=0 size=90x13 textlen=5",   # Wine 8: 105x13
]
EXPECTED = (["DIALOG template:"] + ITEMS + ["  DialogBoxParamA=7", "DIALOGEX template:"]
            + ITEMS + ["  DialogBoxParamW=7"])


def test_dialog_icon_named_by_ordinal(boot, tmp_path, width):
    d = boot(guest_exe("dlgicon", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
