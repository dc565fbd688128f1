"""A toolbar's disabled image list, TB_SETDISABLEDIMAGELIST / TB_GETDISABLEDIMAGELIST
(issue 23: Win32++ 10.3's frames give their toolbars a greyed copy of their images).
test/exe/tbdisimg.exe and test/exe64/tbdisimg.exe (guests/tests/tbdisimg.c): solid blue
images, a solid red disabled list; the centre pixel of each button before the list is set,
with it, after enabling and disabling buttons, and after clearing it.

WINE_OUTPUT is the i686 binary's output under Wine 8 but for the embossed centre (no
disabled list): Wine draws the shape in its grey a6a6a6, comctl32 and this desktop in
COLOR_BTNSHADOW (808080 here).
"""

from paths import guest_exe

WINE_OUTPUT = """disabled list at first: none
no disabled list: button 0 (enabled) centre 0000ff
no disabled list: button 1 (disabled) centre a6a6a6
set -> previous none, get -> red
red disabled list: button 0 (enabled) centre 0000ff
red disabled list: button 1 (disabled) centre ff0000
both enabled: button 0 (enabled) centre 0000ff
both enabled: button 1 (enabled) centre 0000ff
first disabled: button 0 (disabled) centre ff0000
first disabled: button 1 (enabled) centre 0000ff
cleared -> previous red
list cleared: button 0 (disabled) centre a6a6a6
list cleared: button 1 (enabled) centre 0000ff
done""".splitlines()


def test_disabled_buttons_draw_from_the_disabled_list_as_on_wine(boot, width):
    d = boot(guest_exe("tbdisimg", width), settle=False)
    d.run_to_end(400)
    expected = [line.replace("a6a6a6", "808080") for line in WINE_OUTPUT]
    assert d.vm.stdout_log == expected
