"""Wine's shell programs (Debian's wine32 package): winhlp32, control and winefile.

winhlp32 needs riched20.dll's RichEdit classes and shows an Open dialog at start when no
help file is given; control shows the Control Panel window through shell32's
Control_RunDLL; winefile walks the shell namespace from SHGetDesktopFolder.
"""

from test_wine_programs import toplevels, wine  # noqa: F401  (wine: the fixture)

VK_MENU = 0x12


def alt(d, letter):
    """Alt+letter as bare key events (opens a menu of the menu bar), then settle."""
    vk = ord(letter.upper())
    d.key("down", VK_MENU).key("down", vk).key("up", vk).key("up", VK_MENU)
    return d.settle(200)


def choose(d, letter):
    """Type a menu item's mnemonic into the open menu, then settle."""
    vk = ord(letter.upper())
    d.key("down", vk).key("char", ord(letter)).key("up", vk)
    return d.settle(200)


def press(d, title, button):
    """Click the button titled ``button`` of the window titled ``title``."""
    box = d.window(title)
    assert box is not None, toplevels(d)
    [b] = [w for w in d.vm.wm.describe() if w["parent"] == box["hwnd"] and w["title"] == button]
    l, t, r, bottom = b["rect"]
    d.click((l + r) // 2, (t + bottom) // 2)
    return d.settle(200)


def test_winhlp32_loads_riched20_asks_for_a_help_file_and_shows_its_about_box(wine):
    d = wine("winhlp32")
    tops = toplevels(d)
    assert ("MS_WINHELP", "Wine Help") in tops and ("#32770", "Open") in tops
    # its text pane is riched20's RichEdit20A (LoadLibrary("riched20.dll") registered it)
    assert any(w["class"] == "RichEdit20A" for w in d.vm.wm.describe())
    press(d, "Open", "Cancel")
    assert toplevels(d) == [("MS_WINHELP", "Wine Help")]
    alt(d, "h")
    choose(d, "a")                                  # Help > About Wine Help
    assert ("#32770", "About Wine Help") in toplevels(d)
    press(d, "About Wine Help", "OK")
    assert toplevels(d) == [("MS_WINHELP", "Wine Help")]
    assert d.vm.machine.fault is None


def test_control_shows_the_control_panel_with_an_empty_applet_list_and_exit_ends_it(wine):
    d = wine("control")
    assert toplevels(d) == [("Shell_Control_WndClass", "Wine Control Panel")]
    kids = {w["class"]: w for w in d.vm.wm.describe() if w["parent"]}
    assert {"SysListView32", "msctls_statusbar32"} <= set(kids)
    alt(d, "h")
    choose(d, "a")                                  # Help > About Control Panel
    assert ("#32770", "About Wine Control Panel") in toplevels(d)
    press(d, "About Wine Control Panel", "OK")
    alt(d, "f")
    choose(d, "x")                                  # File > Exit
    assert d.vm.ended and d.vm.machine.fault is None
