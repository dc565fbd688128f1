"""Menus measured and drawn with NONCLIENTMETRICS' lfMenuFont (issue 23, Wine 8's user32
sysparams.c test_metrics_for_dpi; docs/user.md "The desktop's settings", docs/compat.md
"Session 34"): after SPI_SETNONCLIENTMETRICS with a larger menu font, menu-bar items
are as wide as their text in that font plus the same padding, SM_CYMENU - 1 tall; SM_CXMENUCHECK / SM_CYMENUCHECK are the font's height with its external
leading, less one, made odd (also from GetSystemMetricsForDpi at another DPI); popup
items are the font's height + 4 tall, their text drawn in it.

test/exe/menufont34.exe (guests/tests/menufont34.c) prints relations; EXPECTED is what
the same binary prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine menufont34.exe``;
the x86-64 build prints the same under 64-bit Wine) but for the lines commented. Both
widths.
"""

from paths import guest_exe

EXPECTED = [
    # a menu-bar item is SM_CYMENU - 1 tall: the bar's last row is no item's (as Wine 8,
    # whose menu.c test_menu_ownerdraw checks that height on Windows)
    'default font: items side by side 1, the same padding 1, height - SM_CYMENU -1, '
    'menu check = (font height - 1) | 1: 1 1',
    'SET: 1',
    # Wine 8 keeps the menu font it made at its first use for the life of the process
    # (win32u/menu.c get_menu_font), so its bar items keep their old widths: 'the same
    # padding 0' and 'padding the same in either font: 0'; Windows measures menus in the
    # font SPI_SETNONCLIENTMETRICS set (Wine's too when its first menu comes after the
    # SET, as in ``test_popup_items_follow_the_menu_font``: it reads the font then).
    'menu font -24: items side by side 1, the same padding 1, height - SM_CYMENU -1, '
    'menu check = (font height - 1) | 1: 1 1',
    'padding the same in either font: 1',
    'restore: 1',
]


def test_menufont34(boot, width):
    d = boot(guest_exe("menufont34", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_popup_items_follow_the_menu_font(boot, width):
    """``menufont34 keep``: the menu font set to -24 before the window is made; the File
    popup, opened by a click on the bar, has items the font's height + 4 tall (Wine 8:
    the larger of that and the text's height + 2), wide enough for the text in it."""
    d = boot(guest_exe("menufont34", width), args="keep")
    assert d.vm.stdout_log == ["kept: 1"]
    wm, menus = d.vm.wm, d.vm.menus
    font = wm.nc.fonts["menu"]
    assert font.line_height > 17
    win = next(w for w in wm.windows.values() if w.title == "menufont34")
    assert wm.nc.menu >= font.line_height + 2          # SM_CYMENU follows the font
    l, t, r, b = menus.bar_layout(win)[0]
    d.click(win.x + (l + r) // 2, win.y + (t + b) // 2)
    popup = next(w for w in wm.describe() if w["class"] == "#32768" and w["visible"])
    menu = menus.get(wm.get(popup["hwnd"]).state["menu"])
    width, _, rects = menus.popup_layout(menu)
    assert [bottom - top for _, top, _, bottom in rects] == [font.line_height + 4] * 2
    assert width > int(font.pil.getlength("Open a long item"))
