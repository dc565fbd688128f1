"""Owner-drawn controls, driven through test/exe/usrodraw.exe (source
guests/tests/usrodraw.c): a BS_OWNERDRAW button, an LBS_OWNERDRAWFIXED list box and a
CBS_DROPDOWNLIST | CBS_OWNERDRAWFIXED combo box of colours (item data, no strings), all
drawn by the parent.

Expected values: the start-up WM_MEASUREITEM / WM_DRAWITEM sequence is what the same
program prints under Wine 8 (`xvfb-run -a wine usrodraw.exe`), except the list items'
width (116 here, 118 under Wine: our list box turns WS_BORDER into a 2-pixel client edge),
the default height of the list box's measure (the font's: the guest sets none, so as on
Windows it is the System font's cell, 16 there and 15 in our bitmap strike) and the combo
field's right
edge (101 here, 100 under Wine, whose drop-down button is 17 pixels wide, not 16). The
dropped combo list's items are drawn as under Wine (`usrodraw.exe /drop`). The ODA_FOCUS / ODA_SELECT sequence
of a click is the documented one: focus drawn first, then the pressed state, the release
drawn before BN_CLICKED.

Every test runs the i686 and the x86-64 build (the ``width`` fixture); 64-bit
Wine prints the same start-up lines, and where the widths differ (an item's data is a
ULONG_PTR) the test says so.
"""

import pytest

from wineagent.win32.gdi.objects import Font

from paths import guest_exe
RED, GREEN, BLUE, YELLOW, BLACK = (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 0, 0)
# The guest's controls get no WM_SETFONT: they use the System font (SYSTEM_FONT), and an
# owner-drawn list box offers its cell height as the default item height.
SYSTEM_CELL = Font(16, 700, "System").line_height


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrodraw", width))


def since(d, n):
    return d.vm.stdout_log[n:]


def button_draw(action, state):
    return ("draw wp=101 type=4 id=101 item=0 action=%d state=%#x hwnd=1 rect=0,0,100,30 "
            "data=0" % (action, state)).replace("state=0x0 ", "state=0 ")


def list_draw(item, state, data):
    return ("draw wp=102 type=2 id=102 item=%d action=1 state=%#x hwnd=1 rect=0,%d,116,%d "
            "data=%#x" % (item, state, 20 * item, 20 * item + 20, data)).replace(
                "state=0x0 ", "state=0 ")


def combo_field(item, data):
    return ("draw wp=103 type=3 id=103 item=%d action=1 state=0x1000 hwnd=1 rect=3,3,101,25 "
            "data=%#x" % (item, data))


def test_the_owner_measures_and_draws_every_item_at_start(d):
    assert d.vm.stdout_log == [
        "measure wp=102 type=2 id=102 item=4294967295 w=0 h=%d data=0" % SYSTEM_CELL,
        "measure wp=103 type=3 id=103 item=4294967295 w=120 h=14 data=0",
        "measure wp=103 type=3 id=103 item=0 w=120 h=20 data=0",
        "combo height=24 item=20",
        button_draw(1, 0),
        list_draw(0, 0, 0xFF), list_draw(1, 0, 0xFF00), list_draw(2, 0, 0xFF0000),
        combo_field(1, 0xFF00),
        "ready"]
    x, y = d.client_origin("usrodraw")
    # What the owner drew is what shows: the blue button, the items 20 pixels high
    # inside the list's 2-pixel edge.
    assert d.pixel(x + 50, y + 20) == BLUE
    assert d.pixel(x + 20, y + 53) == RED and d.pixel(x + 20, y + 71) == RED
    assert d.pixel(x + 20, y + 73) == GREEN and d.pixel(x + 20, y + 93) == BLUE


def test_pressing_the_button_draws_focus_then_selection_and_release_before_bn_clicked(d):
    x, y = d.client_origin("usrodraw")
    n = len(d.vm.stdout_log)
    d.mouse("down", x + 50, y + 20).settle()
    assert since(d, n) == [button_draw(4, 0x10), button_draw(2, 0x11)]
    assert d.pixel(x + 50, y + 20) == RED and d.pixel(x + 14, y + 14) == YELLOW
    n = len(d.vm.stdout_log)
    d.mouse("up", x + 50, y + 20).settle()
    assert since(d, n) == [button_draw(2, 0x10), "command id=101 code=0"]
    assert d.pixel(x + 50, y + 20) == BLUE and d.pixel(x + 14, y + 14) == YELLOW


def test_losing_the_focus_draws_the_button_without_it_and_the_list_shows_the_selection(d):
    x, y = d.client_origin("usrodraw")
    d.mouse("down", x + 50, y + 20).mouse("up", x + 50, y + 20).settle()
    n = len(d.vm.stdout_log)
    d.click(x + 30, y + 75)
    # the button draws its focus away at once and is painted again after (WM_PAINT:
    # msg.c's WmKillFocusOwnerdrawSeq), before the list below it in the Z order
    assert since(d, n) == [
        button_draw(4, 0), "command id=102 code=4", "command id=102 code=1",
        button_draw(1, 0),
        list_draw(0, 0, 0xFF), list_draw(1, 0x11, 0xFF00), list_draw(2, 0, 0xFF0000)]
    assert d.pixel(x + 14, y + 14) == BLUE                    # no focus frame
    assert d.pixel(x + 13, y + 73) == BLACK and d.pixel(x + 30, y + 80) == GREEN


def test_a_list_of_item_data_answers_text_messages_with_the_data(d, width):
    d.key("char", ord("q")).settle()
    # LB_GETTEXT copies the item's data, a ULONG_PTR, and LB_GETTEXT(LEN) answer its
    # size: 8 bytes at 64 bits (Wine's listbox.c: sizeof(ULONG_PTR)).
    assert d.vm.stdout_log[-1] == ("query len=%d data=0xff0000 textlen=%d find=1 height=20"
                                   % (width, width))


def test_removing_owner_drawn_items_tells_the_owner(d):
    n = len(d.vm.stdout_log)
    d.key("char", ord("d")).settle()
    assert since(d, n) == ["delete wp=102 type=2 id=102 item=1 data=0xff00", "deleted count=2",
                           list_draw(0, 0, 0xFF), list_draw(1, 0, 0xFF0000)]
    n = len(d.vm.stdout_log)
    d.key("char", ord("r")).settle()
    assert since(d, n) == ["delete wp=102 type=2 id=102 item=1 data=0xff0000",
                           "delete wp=102 type=2 id=102 item=0 data=0xff", "reset=0"]
    x, y = d.client_origin("usrodraw")
    assert d.pixel(x + 20, y + 60) == (255, 255, 255)         # the empty list: window colour


def test_the_combo_field_and_its_dropped_list_are_drawn_by_the_owner(d):
    x, y = d.client_origin("usrodraw")
    assert d.pixel(x + 160, y + 20) == GREEN                 # the selected item, in the field
    n = len(d.vm.stdout_log)
    d.key("char", ord("o")).settle()
    out = since(d, n)
    assert out[:2] == ["command id=103 code=7", "dropped=1"]  # CBN_DROPDOWN
    # The list's items belong to the combo box: ODT_COMBOBOX, its id and handle.
    assert [s for s in out if "rect=0," in s] == [
        "draw wp=103 type=3 id=103 item=0 action=1 state=0 hwnd=1 rect=0,0,118,20 data=0xff",
        "draw wp=103 type=3 id=103 item=1 action=1 state=0x1 hwnd=1 rect=0,20,118,40 "
        "data=0xff00",
        "draw wp=103 type=3 id=103 item=2 action=1 state=0 hwnd=1 rect=0,40,118,60 "
        "data=0xff0000"]
    assert d.pixel(x + 160, y + 50) == RED and d.pixel(x + 160, y + 70) == GREEN
    n = len(d.vm.stdout_log)
    d.click(x + 160, y + 82)                                  # the blue item
    assert since(d, n) == ["command id=103 code=9", "command id=103 code=1",
                           "command id=103 code=8", combo_field(2, 0xFF0000)]
    assert d.pixel(x + 160, y + 20) == BLUE


def menu_draw(item, action, state, top, data):
    # the popup's column is as wide as its widest item: the owner-drawn ones are their
    # 60 pixels plus two average characters (12), no check-mark or arrow column, as on
    # Windows (Wine's menu.c test_menu_ownerdraw); the text item "Plain" is narrower
    return ("draw wp=0 type=1 id=0 item=%d action=%d state=%#x hwnd=1 rect=3,%d,75,%d "
            "data=%#x" % (item, action, state, top, top + 18, data)).replace("state=0x0 ",
                                                                               "state=0 ")


def open_colours(d):
    bar = next(m for m in d.vm.menus.describe() if m["kind"] == "bar")
    l, t, r, b = bar["items"][0]["rect"]
    d.click((l + r) // 2, (t + b) // 2)
    return next(m for m in d.vm.menus.describe() if m["kind"] == "popup")["items"]


def test_owner_drawn_menu_items_are_measured_once_and_drawn_by_the_owner(d):
    n = len(d.vm.stdout_log)
    items = open_colours(d)
    # WM_MEASUREITEM (wParam 0, ODT_MENU, the command id, the item data; itemHeight
    # starts as HIWORD(GetDialogBaseUnits()), which Wine's menu.c test_menu_ownerdraw
    # checks on Windows), then one WM_DRAWITEM per owner-drawn item with the HMENU as
    # hwndItem.
    assert since(d, n) == [
        "measure wp=0 type=1 id=0 item=201 w=0 h=16 data=16711935",
        "measure wp=0 type=1 id=0 item=202 w=0 h=16 data=16776960",
        menu_draw(201, 1, 0, 3, 0xFF00FF), menu_draw(202, 1, 0, 21, 0xFFFF00)]
    # The owner's 18-pixel rows; the text item keeps the standard 17.
    assert [it["rect"][3] - it["rect"][1] for it in items] == [18, 18, 17]
    assert [it.get("id") for it in items] == [201, 202, 203]
    l, t, r, b = items[1]["rect"]
    assert d.pixel(l + 5, t + 5) == (0, 255, 255)
    n = len(d.vm.stdout_log)
    d.mouse("move", l + 5, t + 5).settle()
    assert since(d, n) == [menu_draw(202, 2, 0x1, 21, 0xFFFF00)]     # ODA_SELECT, selected
    assert d.pixel(l + 1, t + 1) == BLACK
    d.click(l + 5, t + 5)
    assert d.vm.stdout_log[-1] == "command id=202 code=0"
    # A second opening does not measure again.
    n = len(d.vm.stdout_log)
    open_colours(d)
    assert not any(s.startswith("measure") for s in since(d, n))


def test_owner_drawn_items_in_a_menu_bar_are_left_to_the_window(d):
    # They used to stop the guest; the window now measures and draws them
    # (test_menubar_ownerdraw.py checks the messages against Wine). A bar taking one is
    # marked for its owner to paint.
    from wineagent.win32.user.menus import MenuItem, MF_OWNERDRAW
    menus = d.vm.menus
    bar = menus.create(False)
    item = MenuItem(type=MF_OWNERDRAW)
    menus.check_target(bar, item, "AppendMenuA")
    bar.items.append(item)
    menus.check_bar(bar.handle, "SetMenu")
    win = next(w for w in d.vm.wm.windows.values() if not w.is_child)
    old, win.menu = win.menu, bar.handle
    menus.bar_od_pending.discard(win.hwnd)
    try:
        menus.check_target(bar, MenuItem(type=MF_OWNERDRAW), "AppendMenuA")
        assert win.hwnd in menus.bar_od_pending
    finally:
        win.menu = old
        menus.bar_od_pending.discard(win.hwnd)


def test_a_variable_height_list_measures_each_item_and_stacks_them(d):
    # As under Wine (`usrodraw.exe /vlist`) but for the default height (the System font's
    # cell: 16 under Wine, 15 in our strike) and the width inside the border (116: our
    # 2-pixel edge; Wine: 118).
    n = len(d.vm.stdout_log)
    d.key("char", ord("v")).settle()
    assert since(d, n) == [
        "measure wp=104 type=2 id=104 item=0 w=0 h=%d data=255" % SYSTEM_CELL,
        "measure wp=104 type=2 id=104 item=1 w=0 h=%d data=65280" % SYSTEM_CELL,
        "measure wp=104 type=2 id=104 item=2 w=0 h=%d data=16711680" % SYSTEM_CELL,
        "vlist rect2=0,40,116,60 height1=30",
        "draw wp=104 type=2 id=104 item=0 action=1 state=0 hwnd=1 rect=0,0,116,10 data=0xff",
        "draw wp=104 type=2 id=104 item=1 action=1 state=0 hwnd=1 rect=0,10,116,40 "
        "data=0xff00",
        "draw wp=104 type=2 id=104 item=2 action=1 state=0 hwnd=1 rect=0,40,116,60 "
        "data=0xff0000"]
    x, y = d.client_origin("usrodraw")
    top = y + 62                                          # inside the list's 2-pixel edge
    assert [d.pixel(x + 200, top + k) for k in (3, 15, 45, 70)] == [
        RED, GREEN, BLUE, (255, 255, 255)]
    n = len(d.vm.stdout_log)
    d.click(x + 200, top + 25)                            # inside the 30-pixel item 1
    assert since(d, n)[:2] == ["command id=104 code=4", "command id=104 code=1"]
    assert "state=0x11 hwnd=1 rect=0,10,116,40" in since(d, n)[3]
