"""WM_PAINT with a DC in wParam ("Programs in the wild (stop 28): Free Pascal",
docs/runtimes.md): the LCL paints its controls double-buffered — it BeginPaints the
control, hands the control's own procedure a memory DC, then copies the bitmap onto the
window — so a control that drew on its window left Lazarus forms with blank buttons,
empty lists and edits, and no status bar.

test/exe/paint_into_dc.exe (guests/tests/paint_into_dc.c) prints a line per built-in
class; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine paint_into_dc.exe``); its x86-64 build prints the same under 64-bit
Wine. The test runs at both widths.
"""

from paths import guest_exe

#: Wine's lines, exactly.
EXPECTED = [
    'BUTTON: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'BUTTON: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'STATIC: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'EDIT: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'LISTBOX: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'msctls_progress32: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'msctls_statusbar32: drawn before=0 after>2400=1 update still pending=1 font kept=1 brush kept=1 text colour kept=1',
    'DefWindowProc WM_PAINT with a DC: update still pending=0',
    'done',
]


def test_controls_paint_in_the_dc_they_are_handed(boot, tmp_path, width):
    d = boot(guest_exe("paint_into_dc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(6000)
    assert d.vm.stdout_log == EXPECTED
