"""WM_PAINT sent to a BUTTON with a DC in wParam paints into that DC, not the window's
update region (``controls/button.py``): wxWidgets' static boxes (wxRadioBox's frames in
its notebook and widgets samples) paint so into a memory DC and copy it to the screen;
they were missing.

test/exe/btnpaintdc.exe (guests/tests/btnpaintdc.c) and its x86-64 build; the lines are
what both print under Wine 8 (``xvfb-run -a wine btnpaintdc.exe``, and 64-bit Wine),
exactly (the face colour is compared with each system's own COLOR_BTNFACE).
"""

from paths import guest_exe

WINE_OUTPUT = [
    'groupbox painted=1 centre-white=1 centre-face=0',
    'pushbutton painted=1 centre-white=0 centre-face=1',
    'done',
]


def test_a_button_paints_into_the_dc_wm_paint_brings(boot, tmp_path, width):
    d = boot(guest_exe("btnpaintdc", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
