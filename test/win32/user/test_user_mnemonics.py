"""Mnemonics: DrawText's prefix flags, keyboard cues hidden until Alt (Windows 2000's
default) for menus, buttons and statics, and the dialog manager's mnemonic keys, driven
through test/exe/u2_mnem.exe (source guests/tests/u2_mnem.c). Every test runs the i686
and the x86-64 build (the ``width`` fixture), which print the same lines (64-bit Wine's
too) and draw the same pixels."""

import pytest

from wineagent.win32.gdi.objects import ui_font
from wineagent.win32.user.uistate import UISF_HIDEACCEL, UISF_HIDEFOCUS
from wineagent.win32.user.wm import MENU_HEIGHT

from paths import guest_exe
BLACK = (0, 0, 0)
VK_MENU = 0x12


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("u2_mnem", width))


def values(d):
    """The guest's start-up "k=v" lines as one dict."""
    out = {}
    for line in d.vm.stdout_log:
        for part in line.split():
            if "=" in part:
                k, v = part.split("=", 1)
                out.setdefault(k, int(v))
    return out


def black_run(img, x0, x1, y):
    """The x positions in [x0, x1) on row y that are black."""
    return [x for x in range(x0, x1) if img.getpixel((x, y)) == BLACK]


def ctl(d, cid):
    """The dialog's control with id ``cid``."""
    dlg = d.vm.wm.get(d.window("u2dlg")["hwnd"])
    return next(d.vm.wm.get(h) for h in dlg.children if d.vm.wm.get(h).id == cid)


def origin(d, win):
    return d.vm.wm.client_origin(win)


def alt(d, vk=None):
    """Alt down (and ``vk`` pressed with it, if given), then Alt up."""
    d.key("down", VK_MENU)
    if vk is not None:
        d.key("down", vk).key("up", vk)
    return d.key("up", VK_MENU).settle()


def test_keyboard_cues_are_off_and_windows_start_with_mnemonics_hidden(d):
    v = values(d)
    assert v["cues"] == 0
    assert v["uistate"] == UISF_HIDEFOCUS | UISF_HIDEACCEL


def test_drawtext_measures_prefixed_text_without_its_ampersands(d):
    v = values(d)
    assert v["calc.prefix"] == v["ext.File"]
    assert v["calc.noprefix"] == v["ext.AmpFile"]
    assert v["calc.amp"] == v["ext.AB"]


def test_drawtext_underlines_the_mnemonic_and_honours_the_prefix_flags(d):
    v = values(d)
    x, y = d.client_origin("u2mnem")
    img = d.screen()
    wf, wfile = v["ext.F"], v["ext.File"]
    # DrawText underlines the mnemonic one pixel below the baseline (tmAscent + 1), in
    # DEFAULT_GUI_FONT here
    asc = gui_font(d).ascent
    under = asc + 1
    # "&File": F underlined, its full width, nothing under the rest.
    assert black_run(img, x + 5, x + 60, y + 10 + under) == list(range(x + 10, x + 10 + wf))
    # DT_NOPREFIX draws "&File" literally: wider, no underline.
    assert black_run(img, x + 5, x + 60, y + 30 + under) == []
    assert black_run(img, x + 10 + wfile, x + 10 + v["ext.AmpFile"], y + 30 + 6) != []
    # "A&&B" is "A&B": no underline.
    assert black_run(img, x + 5, x + 60, y + 50 + under) == []
    # DT_HIDEPREFIX: the text without '&' and without the underline.
    assert black_run(img, x + 5, x + 60, y + 70 + under) == []
    assert any(black_run(img, x + 10, x + 10 + wfile, y + 70 + r) for r in range(3, asc))
    # DT_PREFIXONLY: only the underline.
    assert black_run(img, x + 5, x + 60, y + 90 + under) == list(range(x + 10, x + 10 + wf))
    assert not any(black_run(img, x + 5, x + 60, y + 90 + r) for r in range(0, under))


def label_underline(d, win, row):
    """Black pixels of control ``win``'s client row ``row`` (screen image)."""
    ox, oy = origin(d, win)
    w, _ = win.client_size()
    return black_run(d.screen(), ox, ox + w, oy + row)


def gui_font(d):
    """DEFAULT_GUI_FONT (MS Sans Serif 8, the dialog's font too)."""
    return d.vm.gdi.get(0x00F00000 | 17)


def test_dialog_labels_hide_their_underlines_until_alt_is_pressed(d):
    name, go = ctl(d, 201), ctl(d, 203)
    font = gui_font(d)
    # SS_LEFT draws from the top: the underline one pixel below the baseline; a push
    # button centres its line vertically
    static_row = font.ascent + 1
    assert label_underline(d, name, static_row) == []
    gh = go.client_size()[1]
    go_row = (gh - font.line_height) // 2 + font.ascent + 1
    before = label_underline(d, go, go_row)
    d.key("down", VK_MENU).settle()
    assert d.vm.wm.get(d.window("u2dlg")["hwnd"]).state["uistate"] & UISF_HIDEACCEL == 0
    wn = int(font.pil.getlength("N"))
    ox, _ = origin(d, name)
    assert label_underline(d, name, static_row) == list(range(ox, ox + wn))
    after = label_underline(d, go, go_row)
    assert len(after) > len(before)
    d.key("up", VK_MENU).settle()
    # The cues stay once shown, as in Windows 2000.
    assert label_underline(d, name, static_row) == list(range(ox, ox + wn))


def test_menu_bar_mnemonics_appear_when_alt_is_pressed(d):
    main = d.vm.wm.get(d.window("u2mnem")["hwnd"])
    cx, cy = d.client_origin("u2mnem")
    d.mouse("down", cx + 100, cy + 200).mouse("up", cx + 100, cy + 200).settle()
    assert d.vm.wm.active == main.hwnd
    # The menu bar (MENU_HEIGHT) lies just above the client area; "File" starts at its
    # left, its line centred in the bar, the underline one pixel below the baseline.
    menu = ui_font("menu")
    row = cy - MENU_HEIGHT + (MENU_HEIGHT - menu.line_height) // 2 + menu.ascent + 1
    bar_row = lambda: black_run(d.screen(), cx, cx + 40, row)  # noqa: E731
    assert bar_row() == []
    d.key("down", VK_MENU).settle()
    assert bar_row() != []
    d.key("down", 0x1B).key("up", 0x1B).key("up", VK_MENU).settle()


def test_alt_letter_clicks_the_button_with_that_mnemonic(d):
    alt(d, ord("G"))
    assert d.vm.stdout_log[-1] == "go"
    alt(d, ord("C"))
    assert d.vm.stdout_log[-1] == "check=1"
    # A following WM_SYSCHAR of the same letter does not act twice.
    n = len(d.vm.stdout_log)
    d.key("down", VK_MENU).key("down", ord("G")).key("char", ord("g")).key("up", ord("G"))
    d.key("up", VK_MENU).settle()
    assert d.vm.stdout_log[n:] == ["go"]


def test_a_static_mnemonic_moves_the_focus_to_the_control_after_it(d):
    d.key("down", 0x09).key("up", 0x09).settle()          # edit -> Go
    assert d.vm.wm.focus == ctl(d, 203).hwnd
    alt(d, ord("N"))
    assert d.vm.wm.focus == ctl(d, 202).hwnd              # Name: -> its edit
    alt(d, ord("L"))
    assert d.vm.wm.focus == ctl(d, 206).hwnd              # Last -> Two
    assert not d.vm.stdout_log[-1] == "two"               # focus only, no click


def test_a_plain_letter_is_a_mnemonic_unless_the_focus_takes_characters(d):
    edit = ctl(d, 202)
    assert d.vm.wm.focus == edit.hwnd
    d.key("char", ord("g")).settle()
    assert d.vm.stdout_log[-1] == "ready"                 # typed into the edit
    assert edit.title == "g"
    d.key("down", 0x09).key("up", 0x09).settle()          # to the Go button
    d.key("char", ord("c")).settle()
    assert d.vm.stdout_log[-1] == "check=1"
