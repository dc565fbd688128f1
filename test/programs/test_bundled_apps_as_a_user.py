"""The bundled programs of issue 3 driven like a user: notepad, sol's and winmine's menus,
sol's drag / double-click / stock, winmine's high-score box and registry.

Coordinates come from the header comments of guests/*.c (client coordinates) plus the
client origin the window manager reports, so a change of frame metrics does not break them.

Every test runs the program's i686 build (the one the wheel ships) and its x86-64 build
(test/exe64/apps/), the ``width`` fixture: the same clicks give the same pixels, windows,
files and registry values.
"""

import os

from wineagent.control.keys import VK_CONTROL, VK_ESCAPE, VK_RETURN, expand_type

MENU_POPUP = "#32768"
FELT = (0, 128, 0)
WHITE = (255, 255, 255)
RED = (255, 0, 0)
BLACK = (0, 0, 0)

# winmine /seed 1: the safe cells whose clicks win the first beginner board (winmine.c).
WINMINE_SEED1_WIN = [(0, 0), (8, 0), (7, 3), (8, 3), (8, 4), (8, 5), (8, 6), (7, 7),
                     (8, 7), (6, 8), (8, 8)]


# -- helpers ---------------------------------------------------------------------------------
def events_from_keys(events):
    """wineagent.control.keys event dicts -> raw ('key', kind, code) input tuples."""
    out = []
    for e in events:
        action, args = e["action"], e["args"]
        if action == "keydown":
            out.append(("key", "down", args["key"]))
        elif action == "keyup":
            out.append(("key", "up", args["key"]))
        else:
            out.append(("key", "char", args["char"]))
    return out


def type_text(d, text):
    """Queue the full keydown/keypress/keyup triple for each character, then settle."""
    for ev in events_from_keys(expand_type(text)):
        d.vm.wm.queue_input(ev)
    return d.settle()


def ctrl(d, letter):
    """Ctrl+letter as the bare key events (no keypress), then settle."""
    vk = ord(letter.upper())
    d.key("down", VK_CONTROL).key("down", vk).key("up", vk).key("up", VK_CONTROL)
    return d.settle()


def top_window(d, title):
    """The Window object of the top-level window with this title (asserts it exists)."""
    w = d.window(title)
    assert w is not None, "no window %r in %r" % (title, d.vm.wm.describe())
    return d.vm.wm.get(w["hwnd"])


def windows_of_class(d, cls):
    """Snapshot entries of all windows of a class."""
    return [w for w in d.vm.wm.describe() if w["class"] == cls]


def child(d, parent_title, text):
    """The child window of ``parent_title`` whose text is ``text`` (e.g. a button)."""
    parent = d.window(parent_title)
    for w in d.vm.wm.describe():
        if w["parent"] == parent["hwnd"] and w["title"].replace("&", "") == text:
            return w
    raise AssertionError("no child %r of %r in %r" % (text, parent_title, d.vm.wm.describe()))


def click_centre(d, entry):
    """Click the centre of a window snapshot entry (screen rect)."""
    l, t, r, b = entry["rect"]
    return d.click((l + r) // 2, (t + b) // 2)


def open_menu(d, title, bar_index):
    """Click the menu-bar title ``bar_index`` of window ``title``; returns the submenu."""
    vm = d.vm
    win = top_window(d, title)
    ox, oy = vm.wm.screen_origin(win)
    l, t, r, b = vm.menus.bar_layout(win)[bar_index]
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    return vm.menus.get(vm.menus.get(win.menu).items[bar_index].submenu)


def choose(d, title, bar_index, item_id):
    """Open menu ``bar_index`` of ``title`` by a click and click the item with ``item_id``."""
    vm = d.vm
    sub = open_menu(d, title, bar_index)
    popups = windows_of_class(d, MENU_POPUP)
    assert len(popups) == 1, "the popup did not open"
    index = next(i for i, it in enumerate(sub.items) if it.id == item_id)
    _, top, _, bottom = vm.menus.popup_layout(sub)[2][index]   # (l, t, r, b) in the popup
    px, py = popups[0]["rect"][:2]
    return d.click(px + 30, py + (top + bottom) // 2)


def client_pixel(d, title, x, y):
    """Screen pixel at client point (x, y) of a top-level window."""
    ox, oy = d.client_origin(title)
    return d.pixel(ox + x, oy + y)


def client_click(d, title, x, y):
    """Click at client point (x, y) of a top-level window."""
    ox, oy = d.client_origin(title)
    return d.click(ox + x, oy + y)


# -- sol ---------------------------------------------------------------------------------------
def test_sol_drag_moves_the_4h_onto_the_5c(boot, width):
    d = boot("sol", width=width, args="/seed 1")
    ox, oy = d.client_origin("Solitaire")
    # pile 3's top card 4h (its big heart centred at client (307,184)); pile 4 ends in 5c
    # (top-left y 136): below the club, (394,204) is white card face.
    assert client_pixel(d, "Solitaire", 307, 184) == RED
    assert client_pixel(d, "Solitaire", 394, 204) == WHITE
    d.mouse("down", ox + 307, oy + 180)
    for i in range(1, 6):
        d.mouse("move", ox + 307 + i * 17, oy + 180 + i * 14)
    d.mouse("up", ox + 394, oy + 250).settle()
    # the 4h now lies on the 5c (big heart at (394,152+52)); the 9s under it turned face-up
    assert client_pixel(d, "Solitaire", 394, 204) == RED
    assert client_pixel(d, "Solitaire", 307, 184) == BLACK


def test_sol_double_click_sends_an_ace_to_a_foundation(boot, width):
    # /seed 5 deals the As alone and face-up on pile 0 (found with the deal model in
    # docs/apps.md): a double click sends it to foundation 0.
    d = boot("sol", width=width, args="/seed 5")
    ox, oy = d.client_origin("Solitaire")
    assert client_pixel(d, "Solitaire", 46, 168) == BLACK     # spade centre on pile 0
    assert client_pixel(d, "Solitaire", 307, 58) == FELT      # foundation 0 empty
    for kind in ("down", "up", "down", "up"):
        d.mouse(kind, ox + 46, oy + 168)
    d.settle()
    assert client_pixel(d, "Solitaire", 307, 58) == BLACK     # the As on foundation 0
    assert client_pixel(d, "Solitaire", 46, 168) == FELT      # pile 0 empty


def test_sol_stock_click_draws_a_card_onto_the_waste(boot, width):
    d = boot("sol", width=width, args="/seed 1")
    assert client_pixel(d, "Solitaire", 133, 58) == FELT
    client_click(d, "Solitaire", 46, 58)
    # the first stock card is the 3s: black spade centred on the waste
    assert client_pixel(d, "Solitaire", 133, 58) == BLACK
    assert client_pixel(d, "Solitaire", 98 + 10, 10 + 80) == WHITE


def test_sol_game_deal_menu_item_deals_the_next_seed(boot, width):
    d = boot("sol", width=width, args="/seed 1")
    assert client_pixel(d, "Solitaire", 46, 168) == RED       # seed 1 pile 0: 10d
    choose(d, "Solitaire", 0, 1000)
    assert not windows_of_class(d, MENU_POPUP)
    assert client_pixel(d, "Solitaire", 46, 168) == BLACK     # seed 2 pile 0: 4s


def test_sol_client_area_keeps_its_size_below_the_menu_bar(boot, width):
    d = boot("sol", width=width, args="/seed 1")
    win = top_window(d, "Solitaire")
    assert win.client_size() == (615, 420)
    assert d.client_origin("Solitaire")[1] - win.y >= 19 + win.caption()


# -- winmine -----------------------------------------------------------------------------------
def test_winmine_menu_intermediate_resizes_and_moves_the_check_mark(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    vm = d.vm
    win = top_window(d, "Minesweeper")
    assert win.client_size() == (168, 200)
    choose(d, "Minesweeper", 0, 522)
    assert win.client_size() == (280, 312)
    game = vm.menus.get(vm.menus.get(win.menu).items[0].submenu)
    checked = [it.id for it in game.items if it.state & 0x8]
    assert checked == [522]
    # the new 16x16 grid is painted: the bottom-right cell (15,15) is a raised covered cell
    assert client_pixel(d, "Minesweeper", 12 + 16 * 15 + 1, 44 + 16 * 15 + 1) == WHITE
    assert client_pixel(d, "Minesweeper", 12 + 16 * 15 + 14, 44 + 16 * 15 + 14) == (128, 128, 128)


def test_winmine_menu_opens_on_click_and_esc_closes_it(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    open_menu(d, "Minesweeper", 0)
    assert len(windows_of_class(d, MENU_POPUP)) == 1
    d.key("down", VK_ESCAPE).key("up", VK_ESCAPE).settle()
    assert not windows_of_class(d, MENU_POPUP)


def win_winmine_seed1(d):
    for cx, cy in WINMINE_SEED1_WIN:
        client_click(d, "Minesweeper", 20 + 16 * cx, 52 + 16 * cy)


def test_winmine_high_score_name_typed_and_accepted_lands_in_the_registry(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    win_winmine_seed1(d)
    box = d.window("Congratulations")
    assert box is not None, d.vm.wm.describe()
    edit = [w for w in d.vm.wm.describe()
            if w["parent"] == box["hwnd"] and w["class"].upper() == "EDIT"]
    assert edit and edit[0]["title"] == "Anonymous"
    type_text(d, "Ada Lovelace")           # replaces the selected "Anonymous"
    assert d.vm.wm.get(edit[0]["hwnd"]).title == "Ada Lovelace"
    d.key("char", 13).settle()               # keypress alone does not press OK
    assert d.window("Congratulations") is not None
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle()
    assert d.window("Congratulations") is None
    reg = d.vm.registry
    path = "HKEY_CURRENT_USER\\Software\\wineagent\\winmine"
    assert reg.get(path, "Name1") == (1, "Ada Lovelace")
    rtype, secs = reg.get(path, "Time1")
    assert rtype == 4
    assert 1 <= int.from_bytes(secs, "little") < 999


def test_winmine_no_high_score_box_when_the_time_is_not_better(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    reg = d.vm.registry
    key, _ = reg.create(reg.roots[0x80000001], "Software\\wineagent\\winmine")
    reg.set_value(key, "Time1", 4, (1).to_bytes(4, "little"))     # a 1-second record
    assert client_pixel(d, "Minesweeper", 78, 18) != BLACK           # smiling face
    win_winmine_seed1(d)
    assert client_pixel(d, "Minesweeper", 78, 18) == BLACK           # sunglasses: won
    assert d.window("Congratulations") is None
    assert reg.get("HKCU\\Software\\wineagent\\winmine", "Time1") == (4, b"\x01\0\0\0")


def test_winmine_best_times_shows_the_registry_and_reset_scores_clears_it(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    reg = d.vm.registry
    path = "HKCU\\Software\\wineagent\\winmine"
    key, _ = reg.create(reg.roots[0x80000001], "Software\\wineagent\\winmine")
    reg.set_value(key, "Time2", 4, (42).to_bytes(4, "little"))
    reg.set_value(key, "Name2", 1, "Bob")
    choose(d, "Minesweeper", 0, 526)
    assert d.window("Fastest Mine Sweepers") is not None, d.vm.wm.describe()
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle()      # OK has the focus
    assert d.window("Fastest Mine Sweepers") is None
    choose(d, "Minesweeper", 0, 526)
    box = d.window("Fastest Mine Sweepers")
    texts = [w["title"] for w in d.vm.wm.describe() if w["parent"] == box["hwnd"]]
    assert "42 seconds" in texts and "Bob" in texts
    assert texts.count("999 seconds") == 2
    click_centre(d, child(d, "Fastest Mine Sweepers", "Reset Scores"))
    texts = [w["title"] for w in d.vm.wm.describe() if w["parent"] == box["hwnd"]]
    assert texts.count("999 seconds") == 3 and "Bob" not in texts
    assert reg.get(path, "Time2") == (4, (999).to_bytes(4, "little"))
    assert reg.get(path, "Name2") == (1, "Anonymous")
    click_centre(d, child(d, "Fastest Mine Sweepers", "OK"))
    assert d.window("Fastest Mine Sweepers") is None


def test_winmine_f2_accelerator_starts_a_new_game(boot, width):
    d = boot("winmine", width=width, args="/seed 1")
    client_click(d, "Minesweeper", 20, 63)           # (0,0) flood-fills an open area
    assert client_pixel(d, "Minesweeper", 12 + 1, 44 + 1) != WHITE     # revealed: flat
    d.key("down", 0x71).key("up", 0x71).settle()     # F2
    assert client_pixel(d, "Minesweeper", 12 + 1, 44 + 1) == WHITE     # covered again


# -- notepad -----------------------------------------------------------------------------------
def notepad_edit(d):
    """Snapshot entry of notepad's EDIT (the only child of the main window)."""
    main = d.window(d_title(d))
    kids = [w for w in d.vm.wm.describe() if w["parent"] == main["hwnd"]]
    assert len(kids) == 1, kids
    return d.vm.wm.get(kids[0]["hwnd"])


def d_title(d):
    """Title of notepad's main window, whatever file it shows."""
    for w in d.vm.wm.describe():
        if w["class"] == "Notepad":
            return w["title"]
    raise AssertionError("notepad has no window")


def test_notepad_starts_untitled_with_the_edit_filling_the_client(boot, width):
    d = boot("notepad", width=width)
    assert d.window("Untitled - Notepad") is not None
    edit = notepad_edit(d)
    main = top_window(d, "Untitled - Notepad")
    assert (edit.w, edit.h) == main.client_size() == (480, 320)


def test_notepad_keypress_alone_types_into_the_edit(boot, width):
    d = boot("notepad", width=width)
    before = d.screen()
    for ch in "hi":
        d.key("char", ord(ch))
    d.settle()
    assert notepad_edit(d).title == "hi"
    ox, oy = d.client_origin("Untitled - Notepad")
    box = (ox, oy, ox + 40, oy + 20)
    assert before.crop(box).tobytes() != d.screen().crop(box).tobytes()


def save_with_ctrl_s(d, guest_path):
    ctrl(d, "s")
    dlg = d.window("Save As")
    assert dlg is not None, d.vm.wm.describe()
    field = [w for w in d.vm.wm.describe()
             if w["parent"] == dlg["hwnd"] and w["class"].upper() == "EDIT"][0]
    assert field["title"] == "C:\\untitled.txt"
    type_text(d, guest_path)                 # replaces the selected default
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle()
    assert d.window("Save As") is None


def test_notepad_ctrl_s_saves_exactly_the_typed_text_and_reopening_shows_it(boot, width,
                                                                           tmp_path):
    root = str(tmp_path / "vfs")
    d = boot("notepad", width=width, vfs_root=root)
    type_text(d, "Hello, world!\nsecond line")
    save_with_ctrl_s(d, "C:\\notes.txt")
    assert d.window("notes.txt - Notepad") is not None
    with open(os.path.join(d.vm.vfs.root, "notes.txt"), "rb") as f:
        assert f.read() == b"Hello, world!\r\nsecond line"
    d.vm.close()

    again = boot("notepad", width=width, args="/open C:\\notes.txt", vfs_root=root)
    assert again.window("notes.txt - Notepad") is not None
    assert notepad_edit(again).title == "Hello, world!\r\nsecond line"
    again.vm.close()


def test_notepad_closing_unsaved_text_asks_yes_no_cancel(boot, width):
    d = boot("notepad", width=width)
    type_text(d, "draft")
    choose(d, "Untitled - Notepad", 0, 105)        # File > Exit -> WM_CLOSE
    box = d.window("Notepad")
    assert box is not None, d.vm.wm.describe()
    labels = sorted(w["title"].replace("&", "") for w in d.vm.wm.describe()
                    if w["parent"] == box["hwnd"] and w["class"].upper() == "BUTTON")
    assert labels == ["Cancel", "No", "Yes"]
    click_centre(d, child(d, "Notepad", "Cancel"))
    assert d.window("Notepad") is None
    assert d.window("Untitled - Notepad") is not None   # Cancel keeps the window
    assert notepad_edit(d).title == "draft"

    choose(d, "Untitled - Notepad", 0, 105)
    click_centre(d, child(d, "Notepad", "No"))
    assert d.vm.ended and d.window("Untitled - Notepad") is None


def test_notepad_closing_unmodified_text_does_not_ask(boot, width):
    d = boot("notepad", width=width)
    choose(d, "Untitled - Notepad", 0, 105)
    assert d.window("Notepad") is None
    assert d.vm.ended


def test_notepad_yes_on_close_saves_through_the_dialog(boot, width):
    d = boot("notepad", width=width)
    type_text(d, "keep me")
    choose(d, "Untitled - Notepad", 0, 105)
    click_centre(d, child(d, "Notepad", "Yes"))
    assert d.window("Save As") is not None
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle()   # accept C:\untitled.txt
    with open(os.path.join(d.vm.vfs.root, "untitled.txt"), "rb") as f:
        assert f.read() == b"keep me"
    assert d.vm.ended


def test_notepad_edit_menu_select_all_and_cut_paste(boot, width):
    d = boot("notepad", width=width)
    type_text(d, "abc")
    ctrl(d, "a")                                   # accelerator: Select All
    edit = notepad_edit(d)
    choose(d, "Untitled - Notepad", 1, 201)        # Edit > Cut
    assert edit.title == ""
    assert d.vm.clipboard.get_text() == "abc"
    choose(d, "Untitled - Notepad", 1, 203)        # Edit > Paste
    choose(d, "Untitled - Notepad", 1, 203)
    assert edit.title == "abcabc"


def test_notepad_ctrl_o_opens_a_vfs_file_through_the_dialog(boot, width):
    d = boot("notepad", width=width)
    with open(os.path.join(d.vm.vfs.root, "readme.txt"), "wb") as f:
        f.write(b"line one\r\nline two")
    ctrl(d, "o")
    assert d.window("Open") is not None, d.vm.wm.describe()
    type_text(d, "C:\\readme.txt")
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle()
    assert d.window("readme.txt - Notepad") is not None
    assert notepad_edit(d).title == "line one\r\nline two"
    choose(d, "readme.txt - Notepad", 0, 105)      # unmodified: closes without asking
    assert d.vm.ended
