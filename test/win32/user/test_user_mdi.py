"""MDI: an MDI frame with two children, driven through test/exe/usrmdi.exe (source
guests/tests/usrmdi.c) — MDICLIENT, WM_MDICREATE, DefFrameProc, DefMDIChildProc,
TranslateMDISysAccel and the Window menu.

The start-up activation sequence is what the same program prints under Wine 8
(`xvfb-run -a wine usrmdi.exe`); the rest follows Windows' documented MDI behaviour.

Every test runs the i686 and the x86-64 build (the ``width`` fixture); 64-bit Wine
prints the same start-up lines.
"""

import pytest

from wineagent.win32.gdi.colors import SYS_COLORS

from paths import guest_exe
RED, BLUE, GREEN = (255, 0, 0), (0, 0, 255), (0, 255, 0)


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrmdi", width))


def since(d, n):
    return d.vm.stdout_log[n:]


def rect(d, title):
    return d.window(title)["rect"]


def press(d, ch):
    n = len(d.vm.stdout_log)
    d.key("char", ord(ch)).settle()
    return since(d, n)


def ctrl(d, vk):
    n = len(d.vm.stdout_log)
    d.key("down", 0x11).key("down", vk).key("up", vk).key("up", 0x11).settle()
    return since(d, n)


def test_two_children_cascade_in_the_client_and_the_last_is_active(d):
    assert d.vm.stdout_log == ["activate Doc 1 on", "activate Doc 1 off", "activate Doc 2 on",
                               "ready"]
    # The MDICLIENT fills the frame's client area: under the frame (4), SM_CYCAPTION (19)
    # and SM_CYMENU (19).
    client = rect(d, "")
    assert d.window("")["class"] == "MDICLIENT" and client == [4, 42, 496, 356]
    # CW_USEDEFAULT: the cascade step is SM_CYCAPTION + SM_CYFRAME - 1 = 19 + 4 - 1 = 22
    # pixels, the step Wine's MDI_CalcDefaultChildPos staggers new children by.
    assert rect(d, "Doc 1")[:2] == [4, 42] and rect(d, "Doc 2")[:2] == [26, 64]
    assert d.pixel(10, 100) == RED and d.pixel(100, 100) == BLUE
    assert d.pixel(100, 50) == SYS_COLORS[3]          # Doc 1's caption: inactive
    assert d.pixel(100, 70) == SYS_COLORS[2]          # Doc 2's caption: active
    assert press(d, "g") == ["active=Doc 2 maximized=0 id=1001"]


def test_the_window_menu_lists_the_children_and_checks_the_active_one(d):
    assert press(d, "w") == ["menu 0 id=301 state=0 &Cascade", "menu 1 id=302 state=0 &Tile",
                             "menu 2 id=0 state=0x800 ", "menu 3 id=1000 state=0 &1 Doc 1",
                             "menu 4 id=1001 state=0x8 &2 Doc 2"]
    # Choosing "1 Doc 1" from the menu bar: WM_COMMAND 1000, which DefFrameProc turns
    # into activating Doc 1.
    bar = next(m for m in d.vm.menus.describe() if m["kind"] == "bar")
    l, t, r, b = bar["items"][0]["rect"]
    d.click((l + r) // 2, (t + b) // 2)
    popup = next(m for m in d.vm.menus.describe() if m["kind"] == "popup")
    l, t, r, b = next(it["rect"] for it in popup["items"] if it["text"] == "1 Doc 1")
    n = len(d.vm.stdout_log)
    d.click((l + r) // 2, (t + b) // 2)
    assert since(d, n) == ["command 1000", "activate Doc 2 off", "activate Doc 1 on"]
    assert d.pixel(100, 50) == SYS_COLORS[2] and d.pixel(100, 100) == RED   # on top now


def test_a_click_in_a_child_activates_it(d):
    n = len(d.vm.stdout_log)
    d.click(10, 100)                                  # Doc 1's red client
    assert since(d, n) == ["activate Doc 2 off", "activate Doc 1 on"]
    assert d.pixel(100, 100) == RED


def test_ctrl_f6_moves_to_the_next_child_and_ctrl_f4_closes_the_active_one(d):
    assert ctrl(d, 0x75) == ["activate Doc 2 off", "activate Doc 1 on"]
    out = ctrl(d, 0x73)
    assert out == ["activate Doc 1 off", "activate Doc 2 on"]
    assert d.window("Doc 1") is None
    assert press(d, "w")[-1] == "menu 3 id=1000 state=0x8 &1 Doc 2"   # renumbered


def test_new_children_tile_side_by_side(d):
    assert press(d, "n") == ["activate Doc 2 off", "activate Doc 3 on"]
    assert press(d, "t") == ["command 302"]
    rects = [rect(d, "Doc %d" % i) for i in (1, 2, 3)]
    # Vertical tiling: three columns of a third of the 492-pixel client each.
    assert [r[0] for r in rects] == [4, 168, 332] and all(r[1] == 42 for r in rects)
    assert d.pixel(100, 200) == RED and d.pixel(250, 200) == BLUE and d.pixel(400, 200) == GREEN


def test_destroying_the_active_child_activates_another(d):
    assert press(d, "x") == ["activate Doc 2 off", "activate Doc 1 on"]
    assert d.window("Doc 2") is None and press(d, "g") == ["active=Doc 1 maximized=0 id=1000"]


def caption_button(d, title, which):
    """Screen centre of an MDI child's caption button ("min", "max", "restore")."""
    from wineagent.win32.user import nonclient
    child = d.vm.wm.get(d.window(title)["hwnd"])
    l, t, r, b = next(rc for name, rc, _ in nonclient.caption_buttons(child) if name == which)
    x, y = d.vm.wm.screen_origin(child)
    return x + (l + r) // 2, y + (t + b) // 2


def frame_bar(d):
    """(frame window, its menu bar's items, their window-relative rectangles)."""
    frame = d.vm.wm.get(d.window(d.vm.wm.get(d.vm.wm.active).title)["hwnd"])
    return frame, d.vm.menus.get(frame.menu).items, d.vm.menus.bar_layout(frame)


def bar_point(d, index):
    frame, _, layout = frame_bar(d)
    l, t, r, b = layout[index]
    x, y = d.vm.wm.screen_origin(frame)
    return x + (l + r) // 2, y + (t + b) // 2


def test_maximizing_a_child_fills_the_client_and_merges_it_into_the_frame(d):
    from wineagent.win32.user.menus import MF_BITMAP
    frame = d.vm.wm.get(d.window("usrmdi")["hwnd"])
    count = len(d.vm.menus.get(frame.menu).items)
    d.click(*caption_button(d, "Doc 2", "max"))
    assert press(d, "g") == ["active=Doc 2 maximized=1 id=1001"]
    assert frame.title == "usrmdi - [Doc 2]"
    client = d.vm.wm.get(d.vm.wm.get(d.window("Doc 2")["hwnd"]).parent)
    child = d.vm.wm.get(d.window("Doc 2")["hwnd"])
    assert child.client_size() == client.client_size()
    cx, cy = d.vm.wm.client_origin(client)
    assert d.vm.wm.client_origin(child) == (cx, cy)
    assert d.pixel(cx + 2, cy + 2) == BLUE            # Doc 1's corner, now covered
    # The frame's bar: the child's window-menu icon first, its buttons at the right.
    _, items, layout = frame_bar(d)
    assert len(items) == count + 4
    assert [it.bitmap for it in items if it.type & MF_BITMAP] == [1, 3, 2, 5]
    assert items[0].submenu and layout[-1][2] == frame.w - frame.border()


def test_the_restore_button_in_the_menu_bar_restores_the_child(d):
    before = rect(d, "Doc 2")
    d.click(*caption_button(d, "Doc 2", "max"))
    frame, items, _ = frame_bar(d)
    d.click(*bar_point(d, len(items) - 2))            # HBMMENU_MBAR_RESTORE
    assert rect(d, "Doc 2") == before
    assert press(d, "g") == ["active=Doc 2 maximized=0 id=1001"]
    assert frame.title == "usrmdi" and not any(it.type & 0x4 for it in frame_bar(d)[1])


def test_the_close_button_in_the_menu_bar_closes_the_maximized_child(d):
    d.click(*caption_button(d, "Doc 2", "max"))
    _, items, _ = frame_bar(d)
    d.click(*bar_point(d, len(items) - 1))            # HBMMENU_MBAR_CLOSE
    assert d.window("Doc 2") is None
    # The next child is activated and keeps the frame maximized, as in Windows.
    assert press(d, "g") == ["active=Doc 1 maximized=1 id=1000"]
    assert d.vm.wm.get(d.vm.wm.active).title == "usrmdi - [Doc 1]"


def test_the_next_child_takes_over_the_maximized_state(d):
    before = rect(d, "Doc 2")
    d.click(*caption_button(d, "Doc 2", "max"))
    ctrl(d, 0x75)                                     # Ctrl+F6
    assert press(d, "g") == ["active=Doc 1 maximized=1 id=1000"]
    assert rect(d, "Doc 2") == before
    assert d.vm.wm.get(d.vm.wm.active).title == "usrmdi - [Doc 1]"


def test_minimizing_a_child_makes_an_icon_at_the_bottom_of_the_client(d):
    d.click(*caption_button(d, "Doc 2", "min"))
    child = d.vm.wm.get(d.window("Doc 2")["hwnd"])
    client = d.vm.wm.get(child.parent)
    cw, ch = client.client_size()
    assert (child.x, child.w) == (0, 160)
    assert child.y + child.h == ch
    d.click(*caption_button(d, "Doc 2", "restore"))
    assert child.w > 160


def test_create_mdi_window_makes_an_active_child_like_wm_mdicreate(d):
    assert press(d, "k") == ["activate Doc 2 off", "activate Doc K on",
                             "created=1 active=1"]
    assert rect(d, "Doc K")[:2] == [4 + 2 * 22, 42 + 2 * 22]   # the third cascade step
    assert d.pixel(100, 120) == (255, 255, 0)


def test_icon_arrange_closes_the_gaps_between_minimized_children(d):
    doc1 = d.vm.wm.get(d.window("Doc 1")["hwnd"])
    doc2 = d.vm.wm.get(d.window("Doc 2")["hwnd"])
    d.click(*caption_button(d, "Doc 2", "min"))
    d.click(*caption_button(d, "Doc 1", "min"))
    assert (doc2.x, doc1.x) == (0, 160)
    d.click(*caption_button(d, "Doc 2", "restore"))
    assert doc1.x == 160
    d.vm.wm.post(doc1.parent, 0x228, 0, 0)           # WM_MDIICONARRANGE
    d.settle()
    assert (doc1.x, doc1.y + doc1.h) == (0, d.vm.wm.get(doc1.parent).client_size()[1])
