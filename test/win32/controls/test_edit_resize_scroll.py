"""A multi-line EDIT resized after it scrolled keeps its first visible line where a full
page of its lines fits (``controls/edit/proc.py``, WM_SIZE): wxWidgets fills its log
controls while they are tiny (scrolled to the caret, the last line) and lays them out
after; the menu sample's log showed an empty page.

test/exe/editresize.exe (guests/tests/editresize.c) and its x86-64 build; the lines are
what both print under Wine 8 (``xvfb-run -a wine editresize.exe``, and 64-bit Wine),
exactly.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'tiny: lines=11 first=10',
    'grown: lines=11 first=0',
    'scrolled: first=5',
    'grown again: first=0',
    'done',
]


def test_a_grown_edit_brings_its_first_visible_line_back(boot, tmp_path, width):
    d = boot(guest_exe("editresize", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
