"""Toolbar drop-down buttons (TBN_DROPDOWN), the hot item (TB_SETHOTITEM,
TBN_HOTITEMCHANGE), TB_GET/SETBUTTONINFO, TB_HITTEST, TB_MAPACCELERATOR, and BUTTON's
Vista styles made without a Common Controls 6 manifest — what mCtrl's menu bar and button
example use (issue 23). test/exe/tbdropdown.exe and test/exe64/tbdropdown.exe
(guests/tests/tbdropdown.c) print a line per check; WINE_OUTPUT is what the i686 binary
prints under Wine 8 with the classic look (the prefix's ThemeActive set to "0": Wine's
default theme draws a hot button as a filled box, not comctl32 5's raised edge). The last
checks read pixels back in the guest (GetPixel): the drop-down arrow's 11-pixel part
(TBSTYLE_EX_DRAWDDARROWS) has dark pixels, the hot flat button a raised edge (lighter
top-left than bottom-right) and a plain one none.

Differences, each explained:
- rcButton's widths follow the font (Wine's Tahoma substitute is wider), so "&File"'s
  autosized button is 30 pixels there. Its top is 0 in both: a flat bar has no top
  margin once comctl32 5 has sized its buttons (adding buttons with text does).
- TB_SETDRAWTEXTFLAGS answers the flags it was given before, 0 at first, here: Wine 8
  answers its default drawing flags (0x8001, DT_CENTER | DT_END_ELLIPSIS), which its own
  conformance test marks todo_wine against Windows' 0 (comctl32/tests/toolbar.c,
  test_drawtext_flags).
- After a drop-down Windows makes the button under the mouse pointer the hot one
  (GetCursorPos): under Wine the pointer sat over the toolbar's first button, here it is
  at the screen's corner, outside the toolbar, so no TBN_HOTITEMCHANGE follows the
  drop-downs and the plain button's click enters from no hot item (flags 0x91, not 0x81).
"""

import re

import pytest

from paths import guest_exe

WINE_OUTPUT = [
    "hot item -1",
    "TBN_HOTITEMCHANGE 0 -> 11 flags 0x10",
    "TB_SETHOTITEM 1 -> -1, now 1",
    "TBN_HOTITEMCHANGE 11 -> 0 flags 0x20",
    "TB_SETHOTITEM -1 -> 1, now -1",
    "anchor 0 -> 0",
    "TB_MAPACCELERATOR e -> 1 id 11",
    "TB_MAPACCELERATOR L -> 1 id 12",
    "TB_MAPACCELERATOR x -> 0",
    "TB_GETBUTTONINFO 11 -> 1 text '&Edit' style 0x80 state 0x4 cmd 11 image -2",
    "TB_SETBUTTONINFO by index 3 -> 1",
    "text now '&View'",
    "wrong cbSize -> -1",
    "TB_HITTEST on button 1 -> 1",
    "TB_HITTEST on the separator -> -2",
    "TB_HITTEST past the buttons -> -1",
    "TBN_DROPDOWN item 10 style 0 rc 0,0-30,36",
    "TBN_HOTITEMCHANGE 0 -> 10 flags 0x91",
    "state 10 after its drop-down 0x4",
    "TBN_DROPDOWN item 11 style 0 rc 30,0-73,36",
    "TBN_HOTITEMCHANGE 10 -> 0 flags 0xa1",
    "TBN_HOTITEMCHANGE 0 -> 11 flags 0x91",
    "TBN_HOTITEMCHANGE 11 -> 12 flags 0x81",
    "WM_COMMAND 12",
    "draw text flags 0x8001",
    "padding 0x60007",
    "TB_MOVEBUTTON 3 to 0 -> 1, first id 10",
    "arrow part adds 11",
    "arrow pixels drawn",
    "hot edge: raised, other button flat",
    "BS_SPLITBUTTON window made, style 0xc",
    "BCM_GETNOTELENGTH -> 0",
    "BS_COMMANDLINK window made",
    "done",
]

#: the lines that differ from Wine's, as explained above (rectangles, and the hot item
#: the mouse pointer's place sets after a drop-down)
OURS = {
    "TBN_DROPDOWN item 10": re.compile(r"TBN_DROPDOWN item 10 style 0 rc 0,0-(\d+),(\d+)$"),
    "TBN_DROPDOWN item 11": re.compile(r"TBN_DROPDOWN item 11 style 0 rc (\d+),0-(\d+),(\d+)$"),
}


def test_drop_downs_hot_item_and_button_info_as_on_wine(boot, width):
    d = boot(guest_exe("tbdropdown", width))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    out = d.vm.stdout_log
    expected = [line for line in WINE_OUTPUT
                if not line.startswith("TBN_HOTITEMCHANGE") or "flags 0x81" not in line]
    # after the drop-downs: no hot change from the pointer (it is off the toolbar)
    expected = [line for line in expected
                if line not in ("TBN_HOTITEMCHANGE 0 -> 10 flags 0x91",
                                "TBN_HOTITEMCHANGE 10 -> 0 flags 0xa1",
                                "TBN_HOTITEMCHANGE 0 -> 11 flags 0x91")]
    expected.insert(expected.index("WM_COMMAND 12"), "TBN_HOTITEMCHANGE 0 -> 12 flags 0x91")
    expected[expected.index("draw text flags 0x8001")] = "draw text flags 0"
    assert len(out) == len(expected), out
    for got, want in zip(out, expected):
        key = next((k for k in OURS if want.startswith(k)), None)
        if key is None:
            assert got == want
            continue
        m = OURS[key].match(got)
        assert m, got
    # the first drop-down button (BTNS_AUTOSIZE, no arrow part) is narrower than the
    # buttons' common width; the second (BTNS_WHOLEDROPDOWN) has its arrow's 11 pixels
    first = OURS["TBN_DROPDOWN item 10"].match(out[expected.index(
        next(w for w in expected if w.startswith("TBN_DROPDOWN item 10")))])
    second = OURS["TBN_DROPDOWN item 11"].match(out[expected.index(
        next(w for w in expected if w.startswith("TBN_DROPDOWN item 11")))])
    assert int(second.group(1)) == int(first.group(1))
    assert int(first.group(2)) == int(second.group(3))
