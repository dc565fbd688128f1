"""How comctl32 keeps a toolbar's button size and its own image list (issue 23, Wine's
comctl32/tests/toolbar.c: test_sizes, test_add_bitmap, test_createtoolbarex, basic_test,
test_recalc, test_getstring, test_create — written against Windows).

test/exe/tbrecalc.exe and test/exe64/tbrecalc.exe (guests/tests/tbrecalc.c) print a line
per check; EXPECTED is what both print under Wine 8 (``xvfb-run -a wine tbrecalc.exe``),
every line the same here. Texts are measured in the guest, so the lines hold sizes less
the font's text widths and heights. What they show: the button size is kept until a
message that works it out again (strings, a button with text or any while strings are
in the pool, TB_SETBITMAPSIZE, a TB_SETIMAGELIST of another image size — the width only
growing —, TB_SETSTATE's showing or hiding; not TB_HIDEBUTTON); TB_SETBUTTONSIZE asks no
less than the bitmap plus padding; TB_ADDBITMAP answers the sum of the counts given
before (the same bitmap again: its first index, nothing added; a count of 0 adds one
image, a smaller count all the bitmap holds) and its own list is cut again at the next
paint after the bitmap size changed; CreateToolbarEx gives both size pairs that have no
0 to TB_SETBITMAPSIZE; TB_CHECKBUTTON unchecks the rest of a check group (a BTNS_GROUP
separator inside it, a plain one ending it); a wrapable bar wraps at a separator, with a
gap below; a flat bar loses its top margin when TB_SETBUTTONSIZE or a recalculation
comes; CCS_TOP and TBSTYLE_TRANSPARENT are added at creation; a bordered toolbar's
client area is the buttons' height.
"""

from paths import guest_exe

EXPECTED = [
    'default: 23x22',
    'TB_SETBUTTONSIZE 22x21: 23x22',
    'TB_SETBUTTONSIZE 5x100: 23x100',
    'TB_SETBUTTONSIZE 3x3: 23x22',
    'TB_SETBITMAPSIZE 16x15: 23x21',
    'TB_SETBITMAPSIZE 14x-1: 21x21',
    'TB_SETBITMAPSIZE -1x12: 21x18',
    'strings, no buttons: width-text 23 height-text 23',
    'a button without text: 23x22',
    'TB_HIDEBUTTON: 100x100',
    'TB_SETSTATE hidden again: 100x100',
    'TB_SETSTATE shown: 23x22',
    'TB_SETIMAGELIST 20x15: 100x21',
    'TB_SETBUTTONSIZE 1x1: 27x21',
    'TB_SETIMAGELIST none: 27x7',
    'BTNS_AUTOSIZE with text: width-text 11',
    'a button with text: width-text 7 height-text 23',
    'TB_ADDBITMAP 3 of 128 -> 0',
    'after it: list 8 images 16x16',
    'TB_ADDBITMAP 5 of 80 -> 3',
    'after it: list 13 images 16x16',
    'TB_ADDBITMAP 128 again -> 0',
    'after it: list 13 images 16x16',
    'TB_ADDBITMAP 0 of 64 -> 8',
    'after it: list 14 images 16x16',
    'TB_SETBITMAPSIZE 8x8: list 14 images 16x16',
    'after a paint: list 27 images 8x8',
    'its buttons: 15x14',
    'standard set -> 8',
    'after it: list 57 images 8x8',
    'its buttons: 23x22',
    'TB_ADDBITMAP -7 of 128 -> 0',
    'then 1 of 80 -> -7',
    'after them: list 13 images 16x16',
    "into a program's list -> 0",
    'after it: list 6 images 20x15',
    'standard set -> 1',
    'after it: list 18 images 20x15',
    'its buttons: 23x22',
    'CreateToolbarEx 20,20 16,16: list 16 images 20x20',
    'its buttons: 27x26',
    'CreateToolbarEx 4,4 16,16: list 32 images 4x4',
    'its buttons: 11x10',
    'CreateToolbarEx 0,8 12,12: list 16 images 12x12',
    'its buttons: 19x18',
    'CreateToolbarEx -1,8 12,12: list 16 images 12x8',
    'its buttons: 19x14',
    'CreateToolbarEx 0,0 0,12: list 16 images 16x16',
    'its buttons: 23x22',
    'checked after 100, 105, 103: 0 0 1 1',
    'wraps: 2; button 3 at 0,29',
    'not wrapable: button 3 at 54,2',
    'flat style set: top 2',
    'after TB_SETBUTTONSIZE: top 0',
    'plain style 0x1',
    'TB_GETSTRINGA without a buffer -> 3, with -> 3',
    'flat style 0x8801',
    'WS_EX_DLGMODALFRAME: client height 26',
    'done',
]


def test_toolbar_sizes_and_bitmaps_as_comctl32_keeps_them(boot, tmp_path, width):
    d = boot(guest_exe("tbrecalc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED
