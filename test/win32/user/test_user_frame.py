"""The window menu and the caption buttons, driven through test/exe/usrframe.exe (source
guests/tests/usrframe.c): minimize, maximize and restore by the caption buttons, by
ShowWindow and by the window menu (Alt+Space), as Windows 2000 does on a desktop with no
taskbar. Expected values come from Windows' documented behaviour: WM_SYSCOMMAND with
SC_MAXIMIZE / SC_MINIMIZE / SC_RESTORE, WM_GETMINMAXINFO before maximizing (the frame
just off the screen), WM_SIZE with SIZE_MAXIMIZED / SIZE_MINIMIZED / SIZE_RESTORED.

Every test runs the i686 and the x86-64 build (the ``width`` fixture), which
print the same lines (64-bit Wine's too) and draw the same pixels.
"""

import pytest

from wineagent.win32.gdi.colors import SYS_COLORS
from wineagent.win32.user import nonclient

from paths import guest_exe
BLACK = (0, 0, 0)


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrframe", width))


def main(d):
    return d.vm.wm.get(d.window("usrframe")["hwnd"])


def button(d, win, name):
    """Screen centre of a caption button."""
    for n, (l, t, r, b), _ in nonclient.caption_buttons(win):
        if n == name:
            x, y = d.vm.wm.screen_origin(win)
            return x + (l + r) // 2, y + (t + b) // 2
    raise AssertionError("no %s button" % name)


def since(d, n):
    return d.vm.stdout_log[n:]


def test_overlapped_windows_have_minimize_maximize_and_close_buttons(d):
    win = main(d)
    names = [(n, r, e) for n, r, e in nonclient.caption_buttons(win)]
    # 16x14 buttons; maximize touches minimize, 2 pixels from close (Windows 2000).
    assert names == [("close", (278, 6, 294, 20), True), ("max", (260, 6, 276, 20), True),
                     ("min", (244, 6, 260, 20), True)]
    x, y = d.vm.wm.screen_origin(win)
    assert d.pixel(x + 248, y + 15) == BLACK       # the minimize bar
    assert d.pixel(x + 264, y + 9) == BLACK        # the maximize box's thick top
    # A window without WS_MAXIMIZEBOX shows its maximize box disabled (embossed glyph).
    second = d.vm.wm.get(d.window("usrframe2")["hwnd"])
    assert [(n, e) for n, _, e in nonclient.caption_buttons(second)] == [
        ("close", True), ("max", False), ("min", True)]
    l, t, _, _ = nonclient.caption_buttons(second)[1][1]
    sx, sy = d.vm.wm.screen_origin(second)
    assert d.pixel(sx + l + 4, sy + t + 3) == SYS_COLORS[16]


def test_the_maximize_button_maximizes_and_then_restores(d):
    win = main(d)
    n = len(d.vm.stdout_log)
    d.click(*button(d, win, "max"))
    # The frame (4) just off the screen: the client is the screen less SM_CYCAPTION (19).
    assert since(d, n) == ["usrframe syscommand 0xf030",
                           "usrframe minmax max=648,488 at=-4,-4",
                           "usrframe move 0,19", "usrframe size type=2 640,461"]
    assert d.vm.wm.window_rect(win) == (-4, -4, 644, 484)
    d.key("char", ord("i")).settle()
    assert d.vm.stdout_log[-1] == "iconic=0 zoomed=1 show=3 normal=40,40,340,240"
    assert [n for n, _, _ in nonclient.caption_buttons(win)][1] == "restore"
    n = len(d.vm.stdout_log)
    d.click(*button(d, win, "restore"))
    # 300x200 at (40, 40) again: the client 300 - 2 * 4 by 200 - 2 * 4 - 19 at (44, 63).
    # (WM_MOVE before WM_SIZE: DefWindowProc's order for a WM_WINDOWPOSCHANGED, msg.c's
    # WmShowMaximized_1 and WmRestore_1)
    assert since(d, n) == ["usrframe syscommand 0xf120", "usrframe move 44,63",
                           "usrframe size type=0 292,173"]
    assert d.vm.wm.window_rect(win) == (40, 40, 340, 240)


def test_wm_getminmaxinfo_decides_the_maximized_rectangle(d):
    d.key("char", ord("l")).key("char", ord("x")).settle()
    assert d.vm.wm.window_rect(main(d)) == (10, 20, 410, 320)
    # 400x300 less the frame (4 a side) and SM_CYCAPTION (19).
    assert d.vm.stdout_log[-1] == "usrframe size type=2 392,273"


def test_minimizing_puts_a_top_level_window_off_the_screen_under_arw_hide(d):
    win = main(d)
    d.vm.user.spi["MINARRANGE"] = 8     # ARW_HIDE, as Windows with a taskbar says
    d.click(*button(d, win, "min"))
    # SM_CXMINIMIZED x SM_CYMINIMIZED at (-32000, -32000), where the taskbar stands for
    # it on Windows
    assert d.vm.wm.window_rect(win) == (-32000, -32000, -32000 + 160, -32000 + 24)
    assert d.vm.wm.active == d.window("usrframe2")["hwnd"]


def test_minimizing_leaves_an_iconic_caption_and_activates_the_other_window(d):
    win = main(d)
    # the desktop's default: ARW_BOTTOMLEFT | ARW_RIGHT, not hidden (no taskbar here)
    assert d.vm.user.spi.get("MINARRANGE", 0) == 0
    n = len(d.vm.stdout_log)
    d.click(*button(d, win, "min"))
    assert since(d, n)[:2] == ["usrframe syscommand 0xf020", "usrframe size type=1 0,0"]
    # Bottom left, SM_CXMINIMIZED x SM_CYMINIMIZED: 160 x 24 (SM_CYCAPTION + 5) on
    # Windows 2000, the 18-pixel bar in a 3-pixel frame.
    assert d.vm.wm.window_rect(win) == (0, 480 - 24, 160, 480)
    # Drawn so: face at row 2 and 21, the (inactive) caption colour in rows 3..20.
    column = [d.pixel(50, 456 + y) for y in (2, 3, 20, 21)]
    assert column == [SYS_COLORS[15], SYS_COLORS[3], SYS_COLORS[3], SYS_COLORS[15]]
    assert d.vm.wm.active == d.window("usrframe2")["hwnd"]
    assert [n for n, _, _ in nonclient.caption_buttons(win)][2] == "restore"
    n = len(d.vm.stdout_log)
    d.click(*button(d, win, "restore"))
    assert since(d, n)[:3] == ["usrframe syscommand 0xf120", "usrframe move 44,63",
                               "usrframe size type=0 292,173"]
    assert d.vm.wm.window_rect(win) == (40, 40, 340, 240)


def test_show_window_states_and_the_placement_queries(d):
    d.key("char", ord("n")).settle()
    d.vm.wm.focus = main(d).hwnd            # keys to the minimized window (no focus now)
    d.key("char", ord("i")).settle()
    assert d.vm.stdout_log[-1] == "iconic=1 zoomed=0 show=2 normal=40,40,340,240"
    d.key("char", ord("r")).key("char", ord("i")).settle()
    assert d.vm.stdout_log[-1] == "iconic=0 zoomed=0 show=1 normal=40,40,340,240"


def test_alt_space_opens_the_window_menu_with_the_program_s_own_item(d):
    n = len(d.vm.stdout_log)
    d.key("down", 0x12).key("down", 0x20).key("up", 0x20).key("up", 0x12).settle()
    assert since(d, n) == ["usrframe syscommand 0xf100"]     # SC_KEYMENU, ' '
    popup = next(m for m in d.vm.menus.describe() if m["kind"] == "popup")
    items = [(it["text"], it["enabled"]) for it in popup["items"] if not it["separator"]]
    assert items == [("Restore", False), ("Move", False), ("Size", False), ("Minimize", True),
                     ("Maximize", True), ("Close", True), ("About usrframe", True)]
    # Under the left end of the caption.
    assert popup["items"][0]["rect"][:2] == [47, 65]
    about = popup["items"][-1]["rect"]
    d.click((about[0] + about[2]) // 2, (about[1] + about[3]) // 2)
    assert since(d, n)[-2:] == ["usrframe syscommand 0x110", "about"]


def test_the_window_menu_maximizes_and_get_system_menu_reports_its_states(d):
    d.key("down", 0x12).key("down", 0x20).key("up", 0x20).key("up", 0x12).settle()
    popup = next(m for m in d.vm.menus.describe() if m["kind"] == "popup")
    item = next(it for it in popup["items"] if it["text"] == "Maximize")["rect"]
    d.click((item[0] + item[2]) // 2, (item[1] + item[3]) // 2)
    assert "usrframe syscommand 0xf030" in d.vm.stdout_log
    assert d.vm.wm.window_rect(main(d)) == (-4, -4, 644, 484)
    d.key("char", ord("s")).settle()
    # 9 items; the states are those set when the menu last opened (as Windows sets them
    # on WM_INITMENUPOPUP): the window was normal then — Restore grayed (MF_GRAYED).
    # Close is the menu's default item: MF_DEFAULT (0x1000) in its state, as Wine 8
    # answers (menuapi.exe, test_menuapi.py).
    assert d.vm.stdout_log[-1] == "sysmenu count=9 restore=0x1 maximize=0 close=0x1000"
    d.key("down", 0x12).key("down", 0x20).key("up", 0x20).key("up", 0x12).settle()
    popup = next(m for m in d.vm.menus.describe() if m["kind"] == "popup")
    assert [(it["text"], it["enabled"]) for it in popup["items"][:5] if it["text"] in
            ("Restore", "Maximize")] == [("Restore", True), ("Maximize", False)]


def test_a_right_click_on_the_caption_opens_the_window_menu_at_the_pointer(d):
    x, y = d.vm.wm.screen_origin(main(d))
    d.click(x + 100, y + 12, button="right")
    popup = next(m for m in d.vm.menus.describe() if m["kind"] == "popup")
    assert popup["items"][0]["rect"][:2] == [x + 100 + 3, y + 12 + 3]
