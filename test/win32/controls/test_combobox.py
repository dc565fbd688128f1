"""The COMBOBOX control as a user meets it in test/exe/combotest.exe: a drop-down list
(IDC_PICK), a sorted drop-down with an edit field (IDC_FRUIT), a CBS_SIMPLE box in the
main window; its drop-down popup, mouse and keyboard, notifications and pixels. Every test
runs the guest's i686 and x86-64 builds (the ``width`` fixture)."""

import pytest

from dlgutil import NAVY, count_color, crop
from wineagent.win32.gdi.objects import Font
from wineagent.win32.user.dialogs import active_dialog, dialog_control_center, find_control

import paths
IDC_PICK, IDC_FRUIT, IDC_INFO, IDC_SIMPLE = 101, 102, 103, 301
IDOK = 1
VK_RETURN, VK_ESCAPE, VK_MENU, VK_UP, VK_DOWN, VK_F4 = 0x0D, 0x1B, 0x12, 0x26, 0x28, 0x73
CBN = {"SELCHANGE": 1, "DBLCLK": 2, "SETFOCUS": 3, "KILLFOCUS": 4, "EDITCHANGE": 5,
       "EDITUPDATE": 6, "DROPDOWN": 7, "CLOSEUP": 8, "SELENDOK": 9, "SELENDCANCEL": 10}
# The dialog's font is MS Sans Serif 8 (lfHeight -11); a combo box's list items are one
# text cell tall (13 pixels on Windows 2000 at 96 dpi) and its field is a text area of the
# cell + 4 inside a 2-pixel edge (21 there, as on Windows 2000).
CELL = Font(-11, 400, "MS Sans Serif").line_height
ITEM_H = CELL
FIELD_H = CELL + 4 + 2 * 2
# The CBS_SIMPLE box in the main window gets no WM_SETFONT: it uses the System font.
SIMPLE_ITEM_H = Font(16, 700, "System").line_height


@pytest.fixture
def dlg(boot, width):
    return boot(paths.guest_exe("combotest", width), args="/dialog")


@pytest.fixture
def main(boot, width):
    return boot(paths.guest_exe("combotest", width))


def _title(d):
    return next(w["title"] for w in d.vm.wm.describe() if w["class"] == "ComboTest")


def _log(d):
    """The notification tokens the guest logged so far (e.g. ['P3', 'P7'])."""
    return _title(d)[len("combotest "):].split("|")[0].split()


def _last(d):
    return _title(d).split("| ", 1)[1]


def _since(d, mark):
    """Tokens logged after ``mark`` (a previous _log result)."""
    log = _log(d)
    return log[len(mark):]


def _popups(d):
    """The dropped lists showing (a drop-down combo box keeps its list, hidden while
    closed, as Windows does)."""
    return [w for w in d.vm.wm.describe() if w["class"] == "ComboLBox" and w["parent"] == 0
            and w["visible"]]


def _ctl(d, cid):
    dlg = active_dialog(d.vm)
    assert dlg is not None
    return find_control(d.vm.wm, dlg, cid)


def _press(d, vk):
    return d.key("down", vk).key("up", vk).settle()


def _item_point(popup, index):
    l, t, r, b = popup["rect"]
    return l + 20, t + 1 + index * ITEM_H + ITEM_H // 2


def _open(d, cid):
    x, y = dialog_control_center(d.vm, cid)
    mark = _log(d)
    d.click(x, y)
    assert len(_popups(d)) == 1
    return mark


def test_cb_messages_count_sort_find_insert_delete_and_item_data(dlg):
    info = _ctl(dlg, IDC_INFO).title
    assert info == ("count=4 order=apple,Mango,orange,pear exact=2 prefix=1 ins=0 del=4 "
                    "data=77 bad=-1 sel=1:Banana text=Banana")
    # A drop-down combo is shrunk to its field; the window text tracks the selection.
    pick = _ctl(dlg, IDC_PICK)
    assert pick.h == FIELD_H and pick.title == "Banana"


def test_a_click_drops_the_list_as_an_unactivated_popup_with_the_items_drawn(dlg):
    active = dlg.vm.wm.active
    mark = _open(dlg, IDC_PICK)
    assert _since(dlg, mark) == ["P7"]                   # CBN_DROPDOWN
    popup = _popups(dlg)[0]
    pick = _ctl(dlg, IDC_PICK)
    l, t, r, b = popup["rect"]
    pl, pt, pr, pb = dlg.vm.wm.window_rect(pick)
    assert (l, t, r) == (pl, pb, pr)                     # right below the field, as wide
    assert b - t == 8 * ITEM_H + 2                       # 8 whole rows of 10 items + border
    assert dlg.vm.wm.active == active                    # the dialog stays active
    assert dlg.vm.wm.capture == popup["hwnd"]
    img = crop(dlg, popup["rect"])
    assert img.getpixel((0, 0)) == (0, 0, 0)             # WS_BORDER
    # Banana (row 1) is highlighted; the other rows have black text on white.
    row1 = crop(dlg, (l + 1, t + 1 + ITEM_H, r - 1, t + 1 + 2 * ITEM_H))
    assert count_color(row1, NAVY) > 0.6 * (r - l - 2) * ITEM_H
    row0 = crop(dlg, (l + 1, t + 1, r - 1, t + 1 + ITEM_H))
    assert count_color(row0, (0, 0, 0)) > 20 and count_color(row0, NAVY) == 0


def test_clicking_an_item_selects_it_and_closes_the_list(dlg):
    mark = _open(dlg, IDC_PICK)
    dlg.click(*_item_point(_popups(dlg)[0], 3))
    assert _popups(dlg) == []
    assert _since(dlg, mark) == ["P7", "P9", "P1", "P8"]   # SELENDOK, SELCHANGE, CLOSEUP
    assert _last(dlg) == "pick=3:Date"
    assert _ctl(dlg, IDC_PICK).title == "Date"
    assert dlg.vm.wm.capture == 0


def test_escape_cancels_the_drop_down_without_closing_the_dialog(dlg):
    mark = _open(dlg, IDC_PICK)
    _press(dlg, VK_DOWN)                       # moves the highlight only
    _press(dlg, VK_DOWN)
    assert _since(dlg, mark) == ["P7"]
    _press(dlg, VK_ESCAPE)
    assert _popups(dlg) == []
    assert _since(dlg, mark) == ["P7", "P10", "P8"]        # SELENDCANCEL, CLOSEUP
    assert _ctl(dlg, IDC_PICK).title == "Banana"
    assert active_dialog(dlg.vm) is not None


def test_a_click_elsewhere_cancels_and_is_used_up(dlg):
    mark = _open(dlg, IDC_PICK)
    ok = _ctl(dlg, IDOK)
    l, t, r, b = dlg.vm.wm.window_rect(ok)
    dlg.click((l + r) // 2, (t + b) // 2)      # would end the dialog if it got through
    assert _popups(dlg) == []
    assert _since(dlg, mark) == ["P7", "P10", "P8"]
    assert active_dialog(dlg.vm) is not None


def test_up_down_change_the_selection_while_closed_and_letters_jump(dlg):
    mark = _log(dlg)
    _press(dlg, VK_DOWN)
    assert _since(dlg, mark) == ["P1"] and _last(dlg) == "pick=2:Cherry"
    _press(dlg, VK_UP)
    _press(dlg, VK_UP)
    assert _last(dlg) == "pick=0:Apple"
    _press(dlg, VK_UP)                         # already first: no change, no notification
    assert _since(dlg, mark) == ["P1", "P1", "P1"]
    assert _popups(dlg) == []
    dlg.key("char", ord("g")).settle()         # first item starting with G
    assert _last(dlg) == "pick=6:Grape"
    assert _ctl(dlg, IDC_PICK).title == "Grape"


def test_f4_and_alt_down_open_enter_chooses_the_highlighted_item(dlg):
    mark = _log(dlg)
    _press(dlg, VK_F4)
    assert len(_popups(dlg)) == 1 and _since(dlg, mark) == ["P7"]
    _press(dlg, VK_DOWN)
    _press(dlg, VK_RETURN)                     # chooses; does not press the OK button
    assert _popups(dlg) == [] and active_dialog(dlg.vm) is not None
    assert _since(dlg, mark) == ["P7", "P9", "P1", "P8"]
    assert _last(dlg) == "pick=2:Cherry"
    dlg.key("down", VK_MENU).key("down", VK_DOWN).key("up", VK_DOWN).key("up", VK_MENU)
    dlg.settle()
    assert len(_popups(dlg)) == 1
    _press(dlg, VK_F4)                         # F4 again closes, keeping the highlight
    assert _popups(dlg) == []
    _press(dlg, VK_RETURN)                     # closed: Enter is the dialog's default button
    assert active_dialog(dlg.vm) is None
    assert _last(dlg) == "ok pick=2 fruit="


def test_the_wheel_scrolls_the_dropped_list(dlg):
    _open(dlg, IDC_PICK)
    popup = _popups(dlg)[0]
    l, t, r, b = popup["rect"]
    before = crop(dlg, (l + 1, t + 1, r - 1, t + 1 + ITEM_H))
    dlg.mouse("wheel", l + 10, t + 10, -120).settle()
    st = _ctl(dlg, IDC_PICK).state["combo"]
    assert st.top == 2                          # 3 lines per notch, clamped to 10 - 8
    after = crop(dlg, (l + 1, t + 1, r - 1, t + 1 + ITEM_H))
    assert before.tobytes() != after.tobytes()
    dlg.click(*_item_point(popup, 7))           # row 7 is now item 9
    assert _last(dlg) == "pick=9:Lemon"


def test_the_dropped_list_has_a_working_scroll_bar_when_items_do_not_fit(dlg):
    _open(dlg, IDC_PICK)
    popup = _popups(dlg)[0]
    lw = dlg.vm.wm.get(popup["hwnd"])
    l, t, r, b = popup["rect"]
    assert lw.client_size()[0] == r - l - 2 - 16      # WS_BORDER and the bar
    st = _ctl(dlg, IDC_PICK).state["combo"]
    dlg.click(r - 9, b - 9)                            # the down arrow
    assert st.top == 1 and len(_popups(dlg)) == 1      # scrolled, still dropped
    assert dlg.vm.wm.capture == popup["hwnd"]
    mark = _log(dlg)
    dlg.click(*_item_point(popup, 1))                  # row 1 is now Cherry
    assert _since(dlg, mark) == ["P9", "P1", "P8"] and _last(dlg) == "pick=2:Cherry"
    assert _popups(dlg) == []


def test_the_field_and_button_are_drawn_classic(dlg):
    pick = _ctl(dlg, IDC_PICK)
    l, t, r, b = dlg.vm.wm.window_rect(pick)
    assert dlg.pixel(l, t) == (128, 128, 128)          # sunken edge
    assert dlg.pixel(l + 1, t + 1) == (0, 0, 0)
    button = crop(dlg, (r - 18, t + 2, r - 2, b - 2))
    assert count_color(button, (0, 0, 0)) >= 16        # the arrow (7+5+3+1) and edge
    # The focused drop-down list shows its selection highlighted in the field.
    field = crop(dlg, (l + 3, t + 3, r - 19, b - 3))
    assert count_color(field, NAVY) > 100
    assert count_color(field, (255, 255, 255)) > 20    # white text on navy


def test_typing_in_the_dropdown_edit_sends_editupdate_and_editchange(dlg):
    fruit = _ctl(dlg, IDC_FRUIT)
    l, t, r, b = dlg.vm.wm.window_rect(fruit)
    mark = _log(dlg)
    dlg.click(l + 20, (t + b) // 2)             # into the edit: focus, no drop-down
    assert _popups(dlg) == []
    assert _since(dlg, mark) == ["P4", "F3"]    # KILLFOCUS of the other, SETFOCUS
    for ch in "or":
        dlg.key("char", ord(ch))
    dlg.settle()
    assert _since(dlg, mark)[2:] == ["F6", "F5", "F6", "F5"]
    assert _last(dlg) == "edit=or" and fruit.title == "or"
    # Dropping highlights the first item the text starts; a click takes it.
    mark = _open(dlg, IDC_FRUIT)
    st = fruit.state["combo"]
    assert st.hot == 2
    dlg.click(*_item_point(_popups(dlg)[0], 3))
    assert _since(dlg, mark) == ["F7", "F9", "F1", "F8"]
    assert _last(dlg) == "fruit=3:pear" and fruit.title == "pear"
    _press(dlg, VK_UP)                          # arrows in the edit select too
    assert fruit.title == "orange" and _last(dlg) == "fruit=2:orange"


def test_simple_combo_list_is_always_visible_and_clicks_select(main):
    d = main
    wm = d.vm.wm
    combo = next(wm.get(w["hwnd"]) for w in wm.describe() if w["class"] == "COMBOBOX")
    lbox = next(wm.get(w["hwnd"]) for w in wm.describe() if w["class"] == "ComboLBox")
    assert lbox.is_child and wm.is_visible(lbox)
    x, y = wm.client_origin(lbox)
    w, h = lbox.client_size()
    assert count_color(crop(d, (x, y, x + w, y + 3 * SIMPLE_ITEM_H)), (0, 0, 0)) > 40
    mark = _log(d)
    d.click(x + 20, y + SIMPLE_ITEM_H + SIMPLE_ITEM_H // 2)
    assert _since(d, mark) == ["S3", "S9", "S1"]   # SETFOCUS, SELENDOK before SELCHANGE
    assert _last(d) == "simple=1:Green" and combo.title == "Green"
    row = crop(d, (x, y + SIMPLE_ITEM_H, x + w, y + 2 * SIMPLE_ITEM_H))
    assert count_color(row, NAVY) > w * 8
    # The highlight is exactly one System font cell tall.
    edge = [d.pixel(x + w - 3, y + SIMPLE_ITEM_H + k) for k in (-1, 0, SIMPLE_ITEM_H - 1,
                                                                  SIMPLE_ITEM_H)]
    assert [c == NAVY for c in edge] == [False, True, True, False]
    y2 = y + 2 * SIMPLE_ITEM_H + SIMPLE_ITEM_H // 2     # the middle of row 2 (Blue)
    d.mouse("down", x + 20, y2).mouse("up", x + 20, y2)
    d.mouse("down", x + 20, y2).mouse("up", x + 20, y2)
    d.settle()
    assert _since(d, mark)[-1] == "S2" and combo.title == "Blue"   # CBN_DBLCLK
    d.key("char", ord("x")).settle()            # the selected edit text is replaced
    assert combo.title == "x" and _last(d) == "edit=x"
