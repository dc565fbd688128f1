"""The tab control's TCS_BUTTONS and TCS_BOTTOM layouts, its tab widths and
TCM_REMOVEIMAGE, TCM_SETITEMEXTRA and TCS_OWNERDRAWFIXED (issue 23, Wine's
comctl32/tests/tab.c: test_tab, test_removeimage, test_adjustrect, test_TCM_SETITEMEXTRA,
test_TCS_OWNERDRAWFIXED, test_create — written against Windows).

test/exe/tabbtn.exe and test/exe64/tabbtn.exe (guests/tests/tabbtn.c) print a line per
check; WINE_OUTPUT is what both print under Wine 8 (``xvfb-run -a wine tabbtn.exe``), every
line the same here but one: TCM_SETCURFOCUS with a negative index leaves a TCS_BUTTONS
control's focus where it was, as on Windows (Wine's test_curfocus marks Wine's -1
todo_wine). Rectangles are printed as left, the gap below them to the client's
bottom, and size. What they show: a TCS_FIXEDWIDTH tab is 96 pixels wide before
TCM_SETITEMSIZE and never narrower than its image and 4; an image adds its width and one
more padding; buttons sit in a row from x 2, 3 pixels apart; bottom tabs sit 2 pixels
above the client's bottom; TCM_ADJUSTRECT insets the display area 4 pixels from the
frame, past the tabs' strip and 2 more (answering -1 without a rectangle); removing an
image takes it off the tabs that showed it and moves the later indexes down; a tab keeps
TCM_SETITEMEXTRA's bytes of application data (set only before the first tab, not
negative; fewer than an LPARAM's leave the rest of the caller's field), and with
TCS_OWNERDRAWFIXED its owner gets WM_DRAWITEM (ODT_TAB, ODS_SELECTED and ODS_FOCUS,
itemData pointing at data longer than an LPARAM); TCS_VERTICAL brings TCS_MULTILINE;
TCM_SETCURFOCUS with a negative index leaves no focused (nor selected) tab, and a tab
inserted then takes the focus.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'fixed width at first 96',
    'fixed width 0 with a 21-pixel image 25',
    'padding 0, image: width less text and image 0',
    'padding 3, image: width less text and image 9',
    'padding 6, image: width less text and image 18',
    'tabs (left, bottom gap, size): [2,53 50x20] [52,53 50x20] [102,53 50x20]',
    'tabs display 4,24-296,96',
    'tabs window -4,-24-304,104',
    'TCM_ADJUSTRECT without a rectangle -> -1',
    'TCS_BUTTONS (left, bottom gap, size): [2,55 50x20] [55,55 50x20] [108,55 50x20]',
    'TCS_BUTTONS display 4,24-296,96',
    'TCS_BOTTOM (left, bottom gap, size): [2,2 50x20] [52,2 50x20] [102,2 50x20]',
    'TCS_BOTTOM display 4,4-296,76',
    'TCS_BOTTOM window -4,-4-304,124',
    'TCM_REMOVEIMAGE 1: list 2, images 0 -1 1',
    'TCM_SETITEMEXTRA -1 -> 0',
    'TCM_SETITEMEXTRA LPARAM+1 -> 1',
    'TCM_SETITEMEXTRA with a tab -> 0',
    'WM_DRAWITEM sent: type 101 item 0 action 1 state 0x11, data points at the bytes',
    'LPARAM-1 bytes: the last byte kept yes',
    'TCS_VERTICAL made multiline yes',
    'tabs after TCM_SETCURFOCUS -1: focus -1, selection -1',
    'inserted at 3: focus 3',
    'buttons after TCM_SETCURFOCUS 2, -10: focus -1',
    'done',
]


def test_tab_buttons_bottom_tabs_and_widths_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("tabbtn", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    expected = [line.replace("2, -10: focus -1", "2, -10: focus 2") for line in WINE_OUTPUT]
    assert d.vm.stdout_log == expected
