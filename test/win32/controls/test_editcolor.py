"""An edit control takes its colours from its parent (issue 23, "Programs in the wild
(stop 27)": wxWidgets' read-only log windows showed the button face here, white under
Wine, because the edit control asked no one).

test/exe/editcolor.exe (guests/tests/editcolor.c): a writable edit sends WM_CTLCOLOREDIT
and a read-only one WM_CTLCOLORSTATIC (never the other), and the brush the parent answers
fills each background (green, yellow: 00ffff as GetPixel's COLORREF). Before, neither was
sent and the backgrounds were white and the button face. Wine 8 prints these lines
exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'asked: edit 1 static 1',
    'writable background 00ff00',
    'read-only background 00ffff',
    'done',
]


def test_the_parent_chooses_an_edit_controls_colours(boot, tmp_path, width):
    d = boot(guest_exe("editcolor", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
