"""ImageList_DrawEx's background colour and portion, checked against Wine.

test/exe/il_drawex.exe (guests/tests/il_drawex.c) draws a masked image on a given
colour, on none, on the list's own (CLR_DEFAULT), only its left half, with
ILD_TRANSPARENT and out of range, and prints pixels; the expected lines are what the same
binary prints under Wine 8. Wine's winefile draws its tree's pictures with it (reached
since an overlapped window's first WM_SIZE comes when it is shown).
"""

import os

from paths import TEST_DIR

DRAWEX_EXE = os.path.join(TEST_DIR, "exe", "il_drawex.exe")

WINE_OUTPUT = [
    'added=0',
    'green ok=1 corner=0000ff masked=00ff00 right=00ff00',
    'none ok=1 corner=0000ff masked=ffffff right=ffffff',
    'default ok=1 corner=0000ff masked=ff0000 right=ff0000',
    'half ok=1 corner=0000ff masked=ffffff right=ffffff',
    'transparent ok=1 corner=0000ff masked=ffffff right=ffffff',
    'bad index ok=0 corner=ffffff masked=ffffff right=ffffff',
    'done',
]


def test_imagelist_drawex_draws_on_the_background_asked_as_on_wine(boot):
    d = boot(DRAWEX_EXE)
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
