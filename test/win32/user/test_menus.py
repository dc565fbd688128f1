"""Menus and accelerators, driven through the menutest guest (guests/tests/menutest.c).

The guest's window "menutest" has the class menu File / Edit (from a MENU resource) plus a
Help popup appended at run time; WM_COMMAND sets its title to "cmd=ID src=HIWORD";
a right click runs TrackPopupMenu(TPM_RETURNCMD) on a MENUEX menu ("track=ID").
"""

import pytest

from wineagent.abi.api import Call, lookup
from wineagent.win32.gdi.objects import SYS_COLORS
from wineagent.win32.user.menus import BORDER, ITEM_H, SEP_H
from wineagent.win32.user.wm import MENU_HEIGHT
import paths

NAVY, GREY, BLACK = SYS_COLORS[13], SYS_COLORS[4], (0, 0, 0)
VK_CONTROL, VK_ESCAPE, VK_RETURN, VK_DOWN = 0x11, 0x1B, 0x0D, 0x28


@pytest.fixture
def d(boot, width):
    """menutest booted, its i686 and its x86-64 build (the ``width`` fixture)."""
    return boot(paths.guest_exe("menutest", width))


def main(d):
    """The guest's main window entry (its title changes, its class does not)."""
    return next(w for w in d.vm.wm.describe() if w["class"] == "MenuTest")


def popups(d):
    """Visible menu popup windows, topmost first."""
    return [w for w in d.vm.wm.describe() if w["class"] == "#32768" and w["visible"]]


def bar_point(d, index):
    """Screen point in the middle of menu-bar item ``index``."""
    win = d.vm.wm.get(main(d)["hwnd"])
    l, t, r, b = d.vm.menus.bar_layout(win)[index]
    return win.x + (l + r) // 2, win.y + (t + b) // 2


def item_point(popup, rows, index):
    """Screen point on item ``index`` of a popup whose rows are ``rows`` (ITEM/SEP)."""
    y = popup["rect"][1] + BORDER
    for kind in rows[:index]:
        y += SEP_H if kind == "sep" else ITEM_H
    return popup["rect"][0] + 30, y + ITEM_H // 2


FILE_ROWS = ["item", "item", "sep", "item"]        # New, Open..., ---, Exit
EDIT_ROWS = ["item", "item", "item", "item"]       # Checked, Greyed, Toggle, More >


def pixels(img):
    """The (r, g, b) pixels of an RGB image."""
    raw = img.tobytes()
    return list(zip(raw[0::3], raw[1::3], raw[2::3]))


def dark_pixels(d, box):
    return sum(1 for p in pixels(d.screen().crop(box)) if max(p) < 64)


def test_class_menu_becomes_the_menu_bar_below_the_caption(d):
    w = main(d)
    win = d.vm.wm.get(w["hwnd"])
    bar_top = w["rect"][1] + win.border() + win.caption()
    # The client area starts below the bar, and the bar is menu-grey with dark labels.
    assert d.client_origin("menutest")[1] == bar_top + MENU_HEIGHT
    bar = (w["rect"][0] + win.border(), bar_top, w["rect"][2] - win.border(),
           bar_top + MENU_HEIGHT)
    assert d.pixel(w["rect"][2] - 20, bar_top + 5) == GREY
    assert dark_pixels(d, bar) > 40
    # Three labels (File, Edit, the run-time appended Help), each with its mnemonic
    # underlined one pixel below the baseline once Alt is pressed (keyboard cues are
    # hidden until then, Windows 2000's default: user/uistate.py).
    layout = d.vm.menus.bar_layout(win)
    assert len(layout) == 3

    def underline_rows():
        return [[d.pixel(x, w["rect"][1] + t + 2 + 13)
                 for x in range(w["rect"][0] + l + 6, w["rect"][0] + l + 10)]
                for l, t, r, b in layout]
    assert all(BLACK not in row for row in underline_rows())
    d.key("down", 0x12).settle()
    assert all(BLACK in row for row in underline_rows())


def test_clicking_a_bar_title_opens_its_popup_window(d):
    d.click(*bar_point(d, 0))
    (p,) = popups(d)
    l, t, r, b = p["rect"]
    win = d.vm.wm.get(main(d)["hwnd"])
    bl, bt, br, bb = d.vm.menus.bar_layout(win)[0]
    assert (l, t) == (win.x + bl, win.y + bb + 1)      # hangs below its title
    assert b - t == 2 * BORDER + 3 * ITEM_H + SEP_H
    assert d.pixel(l + 1, t + 1) == (255, 255, 255)    # raised 3D edge
    assert d.pixel(r - 1, b - 1) == BLACK
    assert dark_pixels(d, (l + BORDER, t + BORDER, r - BORDER, t + BORDER + ITEM_H)) > 10
    # The open title is drawn pushed in: a shadow line on its top edge.
    assert d.pixel(win.x + bl + 3, win.y + bt) == SYS_COLORS[16]
    assert "[debug] initmenu=1:0:" in d.vm.stdout_log
    assert "[debug] initmenupopup=0:4:" in d.vm.stdout_log


def test_clicking_an_item_closes_the_menu_and_posts_its_command(d):
    d.click(*bar_point(d, 0))
    d.click(*item_point(popups(d)[0], FILE_ROWS, 1))
    assert popups(d) == []
    assert main(d)["title"] == "cmd=102 src=0"


def test_a_release_over_an_item_never_entered_chooses_nothing(d):
    # The press that opened the popup is released over an item the pointer never entered
    # (a popup opened over the click point, as wx's long Dialogs menu is): no command,
    # as under Wine, whose menu loop chooses only the selected item.
    d.click(*bar_point(d, 0))
    d.mouse("up", *item_point(popups(d)[0], FILE_ROWS, 1))
    d.settle()
    assert len(popups(d)) == 1
    assert main(d)["title"] == "menutest"
    d.click(*item_point(popups(d)[0], FILE_ROWS, 1))
    assert main(d)["title"] == "cmd=102 src=0"


def test_escape_closes_the_popup_without_a_command(d):
    d.click(*bar_point(d, 0))
    assert len(popups(d)) == 1
    d.key("down", VK_ESCAPE).key("up", VK_ESCAPE).settle()
    assert popups(d) == []
    assert main(d)["title"] == "menutest"
    # Menu mode is over: the bar title is no longer drawn pushed, and clicks reach the
    # window again (a second open/choose works).
    d.click(*bar_point(d, 0))
    d.click(*item_point(popups(d)[0], FILE_ROWS, 0))
    assert main(d)["title"] == "cmd=101 src=0"


def test_a_click_outside_closes_the_popup_without_a_command(d):
    d.click(*bar_point(d, 0))
    d.click(300, 240)
    assert popups(d) == []
    assert main(d)["title"] == "menutest"


def test_a_second_click_on_the_open_title_closes_it(d):
    d.click(*bar_point(d, 0))
    d.click(*bar_point(d, 0))
    assert popups(d) == []


def test_greyed_items_send_nothing(d):
    d.click(*bar_point(d, 1))
    d.click(*item_point(popups(d)[0], EDIT_ROWS, 1))
    assert len(popups(d)) == 1                      # the menu stays open, as on Windows
    assert main(d)["title"] == "menutest"
    d.key("down", VK_ESCAPE).settle()
    assert popups(d) == []
    assert main(d)["title"] == "menutest"


def test_moving_along_the_bar_switches_popups(d):
    d.click(*bar_point(d, 0))
    file_rect = popups(d)[0]["rect"]
    d.mouse("move", *bar_point(d, 1)).settle()
    (p,) = popups(d)
    assert p["rect"] != file_rect
    assert p["rect"][3] - p["rect"][1] == 2 * BORDER + 4 * ITEM_H
    d.click(*item_point(p, EDIT_ROWS, 2))
    assert main(d)["title"] == "cmd=203 src=0"


def test_hovered_item_is_highlighted_in_navy_with_white_text(d):
    d.click(*bar_point(d, 0))
    p = popups(d)[0]
    x, y = item_point(p, FILE_ROWS, 1)
    d.mouse("move", x, y).settle()
    row = d.screen().crop((p["rect"][0] + BORDER, y - 6, p["rect"][2] - BORDER, y + 6))
    colours = set(pixels(row))
    assert NAVY in colours and (255, 255, 255) in colours and GREY not in colours


def test_check_mark_follows_check_menu_item(d):
    def check_area():
        p = popups(d)[0]
        l, t = p["rect"][0], p["rect"][1]
        return dark_pixels(d, (l + BORDER, t + BORDER, l + BORDER + 16, t + BORDER + ITEM_H))

    d.click(*bar_point(d, 1))
    assert check_area() >= 10                       # "Checked item" starts CHECKED
    d.click(*item_point(popups(d)[0], EDIT_ROWS, 2))  # Toggle: CheckMenuItem(MF_UNCHECKED)
    assert main(d)["title"] == "cmd=203 src=0"
    d.click(*bar_point(d, 1))
    assert check_area() == 0


def test_keyboard_moves_the_highlight_and_enter_chooses(d):
    d.click(*bar_point(d, 0))
    d.key("down", VK_DOWN).key("down", VK_DOWN).settle()
    p = popups(d)[0]
    x, y = item_point(p, FILE_ROWS, 1)
    assert d.pixel(p["rect"][0] + BORDER + 2, y) == NAVY
    d.key("down", VK_RETURN).settle()
    assert main(d)["title"] == "cmd=102 src=0"


def test_a_mnemonic_character_chooses_its_item(d):
    d.click(*bar_point(d, 0))
    d.key("char", ord("n")).settle()
    assert popups(d) == []
    assert main(d)["title"] == "cmd=101 src=0"


def test_submenus_cascade_on_hover_and_their_items_send_commands(d):
    d.click(*bar_point(d, 1))
    edit = popups(d)[0]
    d.mouse("move", *item_point(edit, EDIT_ROWS, 3)).settle()
    subs = popups(d)
    assert len(subs) == 2
    deep = subs[0]
    assert deep["rect"][0] >= edit["rect"][2] - BORDER - 1
    assert "[debug] initmenupopup=3:1:" in d.vm.stdout_log
    d.click(deep["rect"][0] + 20, deep["rect"][1] + BORDER + ITEM_H // 2)
    assert popups(d) == []
    assert main(d)["title"] == "cmd=204 src=0"


def test_escape_in_a_submenu_closes_only_that_submenu(d):
    d.click(*bar_point(d, 1))
    d.mouse("move", *item_point(popups(d)[0], EDIT_ROWS, 3)).settle()
    assert len(popups(d)) == 2
    d.key("down", VK_ESCAPE).settle()
    assert len(popups(d)) == 1
    d.key("down", VK_ESCAPE).settle()
    assert popups(d) == []


def test_track_popup_menu_returns_the_chosen_id_with_tpm_returncmd(d):
    d.click(200, 200, "right")
    (p,) = popups(d)
    assert p["rect"][:2] == [200, 200]               # top-left at the click
    rows = ["item", "sep", "item", "item"]           # Alpha, ---, Beta (grey), Gamma
    d.click(*item_point(p, rows, 2))
    assert len(popups(d)) == 1                       # greyed Beta does nothing
    d.click(*item_point(p, rows, 3))
    assert popups(d) == []
    assert main(d)["title"] == "track=403"


def test_track_popup_menu_cancelled_returns_zero(d):
    d.click(200, 200, "right")
    d.key("down", VK_ESCAPE).settle()
    assert popups(d) == []
    assert main(d)["title"] == "track=0"


def _ctrl(d, vk):
    d.key("down", VK_CONTROL).key("down", vk).key("up", vk).key("up", VK_CONTROL)
    return d.settle()


def test_ctrl_s_accelerator_sends_wm_command_with_hiword_one(d):
    _ctrl(d, ord("S"))
    assert main(d)["title"] == "cmd=104 src=1"


def test_accelerator_modifiers_must_match(d):
    d.key("down", ord("S")).key("up", ord("S")).settle()
    assert main(d)["title"] == "menutest"
    d.key("down", 0x10).settle()                      # Shift+Ctrl+S is a different key
    _ctrl(d, ord("S"))
    d.key("up", 0x10).settle()
    assert main(d)["title"] == "menutest"


def test_accelerator_of_a_greyed_menu_item_sends_nothing(d):
    _ctrl(d, ord("G"))
    assert main(d)["title"] == "menutest"
    _ctrl(d, ord("O"))                                # an enabled item's accelerator works
    assert main(d)["title"] == "cmd=102 src=1"


def test_ascii_accelerator_matches_the_character(d):
    d.key("char", ord("a")).settle()
    assert main(d)["title"] == "cmd=302 src=1"


# -- the menu APIs on their own (called like the guest calls them) ----------------------------
def api(vm, name, *args):
    spec = lookup("USER32.dll", name)
    result = spec.func(Call(vm, spec.wide, spec), *args)
    assert not hasattr(result, "send"), name
    return result & 0xFFFFFFFF if isinstance(result, int) else result


def text_ptr(vm, s):
    p = vm.heap.alloc(len(s) + 1)
    vm.mem.write_cstr(p, s)
    return p


def test_menu_item_apis_follow_windows(d):
    vm = d.vm
    bar = api(vm, "CreateMenu")
    sub = api(vm, "CreatePopupMenu")
    assert api(vm, "AppendMenuA", sub, 0, 11, text_ptr(vm, "&One")) == 1
    assert api(vm, "AppendMenuA", sub, 0x800, 0, 0) == 1              # MF_SEPARATOR
    assert api(vm, "AppendMenuA", sub, 0, 13, text_ptr(vm, "Three")) == 1
    assert api(vm, "AppendMenuA", bar, 0x10, sub, text_ptr(vm, "&Pop")) == 1
    # InsertMenu by command inserts before that item, inside the submenu holding it.
    assert api(vm, "InsertMenuA", bar, 13, 0, 12, text_ptr(vm, "Two")) == 1
    assert api(vm, "GetMenuItemCount", sub) == 4
    assert api(vm, "GetMenuItemID", sub, 3) == 13
    assert api(vm, "GetMenuItemID", bar, 0) == 0xFFFFFFFF              # a popup
    assert api(vm, "GetSubMenu", bar, 0) == sub
    # A popup's state carries its item count in bits 8-15.
    assert api(vm, "GetMenuState", bar, 0, 0x400) == (4 << 8) | 0x10
    assert api(vm, "CheckMenuItem", bar, 12, 8) == 0
    assert api(vm, "CheckMenuItem", bar, 12, 0) == 8
    assert api(vm, "EnableMenuItem", bar, 11, 1) == 0
    assert api(vm, "GetMenuState", sub, 11, 0) == 1                    # MF_GRAYED
    assert api(vm, "EnableMenuItem", bar, 99, 1) == 0xFFFFFFFF
    assert api(vm, "CheckMenuRadioItem", sub, 11, 13, 13, 0) == 1
    assert api(vm, "GetMenuState", sub, 13, 0) & 8
    buf = vm.heap.alloc(32)
    assert api(vm, "GetMenuStringA", bar, 11, buf, 32, 0) == 4
    assert vm.mem.cstr(buf) == "&One"
    assert api(vm, "GetMenuStringA", bar, 0, 0, 0, 0x400) == 4         # length only
    assert api(vm, "ModifyMenuA", sub, 1, 0x400, 20, text_ptr(vm, "Mod")) == 1
    assert api(vm, "GetMenuItemID", sub, 1) == 20
    assert api(vm, "DeleteMenu", sub, 20, 0) == 1
    assert api(vm, "GetMenuItemCount", sub) == 3
    assert api(vm, "RemoveMenu", bar, 0, 0x400) == 1                   # keeps ``sub`` alive
    assert api(vm, "IsMenu", sub) == 1
    assert api(vm, "DestroyMenu", sub) == 1
    assert api(vm, "IsMenu", sub) == 0
    assert api(vm, "GetMenuItemCount", sub) == 0xFFFFFFFF


def test_menuex_template_keeps_types_states_and_ids(d):
    menus = d.vm.menus
    ctx = menus.load(2)
    (pop,) = ctx.items
    assert pop.id == 400 and pop.text == "Context"
    items = menus.get(pop.submenu).items
    assert [(i.id, i.text) for i in items] == [(401, "&Alpha"), (0, ""), (402, "&Beta"),
                                                 (403, "&Gamma")]
    assert items[0].state & 8 and items[1].separator and items[2].state & 3 == 3


VK_MENU, VK_F10, VK_RIGHT = 0x12, 0x79, 0x27


def test_a_lone_alt_tap_gives_the_bar_the_keyboard(d):
    """Alt pressed and released alone selects the bar; Down opens File, Enter chooses."""
    d.key("down", VK_MENU).key("up", VK_MENU).settle()
    assert popups(d) == [] and d.vm.menus.tracker is not None
    d.key("down", VK_DOWN).settle()
    assert len(popups(d)) == 1
    d.key("down", VK_RETURN).settle()
    assert main(d)["title"] == "cmd=101 src=0" and d.vm.menus.tracker is None


def test_alt_letter_opens_the_popup_with_that_mnemonic(d):
    """Alt+E (with the keypress the key triple carries) opens Edit; the letter itself is
    not taken as a mnemonic inside the popup."""
    d.key("down", VK_MENU).key("down", ord("E")).key("char", ord("e"))
    d.key("up", ord("E")).key("up", VK_MENU).settle()
    opened = popups(d)
    assert len(opened) == 1
    assert main(d)["title"] == "menutest"
    # Escape closes the popup and leaves its title selected (menu mode goes on, as on
    # Windows and in Wine 8: menuinput.exe); a second one leaves menu mode
    d.key("down", VK_ESCAPE).settle()
    assert popups(d) == [] and main(d)["title"] == "menutest"
    assert d.vm.menus.tracker is not None and d.vm.menus.tracker.bar_index == 1
    d.key("down", VK_ESCAPE).settle()
    assert d.vm.menus.tracker is None


def test_f10_then_right_moves_along_the_bar(d):
    """F10 selects the bar; Right selects the next title without opening it (as Windows
    and Wine 8: menuinput.exe); Down opens its popup."""
    d.key("down", VK_F10).key("up", VK_F10).settle()
    d.key("down", VK_RIGHT).settle()
    assert popups(d) == [] and d.vm.menus.tracker.bar_index == 1
    d.key("down", VK_DOWN).settle()
    p = popups(d)
    assert len(p) == 1
    x, _ = bar_point(d, 1)
    assert p[0]["rect"][0] <= x + 40   # the Edit popup hangs below the Edit title
    d.key("down", VK_ESCAPE).key("down", VK_ESCAPE).settle()
    assert d.vm.menus.tracker is None


def test_in_keyboard_menu_mode_the_pointer_selects_titles_and_a_click_opens(d):
    """With no popup open (F10, Down, Escape), moving the pointer over another title
    selects it without opening it; a click on it opens its popup (a title already open
    would close instead)."""
    d.key("down", VK_F10).key("up", VK_F10).settle()
    d.key("down", VK_DOWN).settle()
    d.key("down", VK_ESCAPE).settle()
    assert popups(d) == [] and d.vm.menus.tracker.bar_index == 0
    x, y = bar_point(d, 1)
    d.mouse("move", x, y).settle()
    assert popups(d) == [] and d.vm.menus.tracker.bar_index == 1
    d.click(x, y)
    assert len(popups(d)) == 1
    d.key("down", VK_ESCAPE).key("down", VK_ESCAPE).settle()
    assert d.vm.menus.tracker is None


def test_alt_chords_do_not_enter_menu_mode(d):
    """Alt+F4-style chords: releasing Alt after another key does not select the bar."""
    d.key("down", VK_MENU).key("down", 0x75).key("up", 0x75).key("up", VK_MENU).settle()
    assert d.vm.menus.tracker is None and popups(d) == []


def test_the_snapshot_lists_menu_items_with_screen_rectangles_an_agent_can_click(d):
    """snapshot["menus"]: the bar's titles and an open popup's items, with rects and ids;
    clicking the centre of a listed rect does what the item says."""
    from wineagent.host import Host
    host = Host(d.vm)
    bar = [m for m in host.snapshot()["menus"] if m["kind"] == "bar"][0]
    assert [it["text"] for it in bar["items"]][:2] == ["File", "Edit"]
    l, t, r, b = bar["items"][0]["rect"]
    d.click((l + r) // 2, (t + b) // 2)
    popup = [m for m in host.snapshot()["menus"] if m["kind"] == "popup"][0]
    texts = [it["text"] for it in popup["items"]]
    assert texts[0] == "New" and popup["items"][2]["separator"]
    new = popup["items"][0]
    assert new["id"] == 101 and new["enabled"]
    l, t, r, b = new["rect"]
    d.click((l + r) // 2, (t + b) // 2)
    assert main(d)["title"] == "cmd=101 src=0"
    assert not [m for m in host.snapshot()["menus"] if m["kind"] == "popup"]
