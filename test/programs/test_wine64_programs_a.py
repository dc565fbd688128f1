"""Wine 8's own programs at both widths (issue 22, first half): the 64-bit builds of
winemine, notepad, clock, winver, regedit and taskmgr (Debian's wine64 package) paint the
same pixels as their 32-bit builds (wine32).

Their scripted interactions run at both widths where they are written
(test_wine_programs.py, test_wine_gui_programs.py, test_wine_comctl.py: the ``wine_at``
fixture); here the two builds' screens are compared, once the program has drawn its
window and after an interaction that draws, and the dialogs their menus open are opened
and closed at both widths.
"""

import pytest

from test_wine_programs import toplevels, wine_at, wine_exe_at, width  # noqa: F401
from test_bundled_apps_as_a_user import type_text
from test_wine_shell import alt, choose

VK_ESCAPE = 0x1B

PROGRAMS = ("winemine", "notepad", "clock", "winver", "regedit", "taskmgr")


@pytest.fixture
def same_memory(monkeypatch):
    """The memory figures (kernel/perfinfo.py) are the program's own mapped memory, which
    a 64-bit build has more of (its TEBs take two pages, its image differs): taskmgr's
    figures are fixed at one value for both builds, so their screens compare."""
    from wineagent.win32.kernel import perfinfo
    monkeypatch.setattr(perfinfo, "mapped_memory", lambda vm: (8 << 20, 8 << 20, 0))


def _run(boot, bits, name):
    d = boot(wine_exe_at(bits, name + ".exe"), settle=False)
    d.settle(400)
    assert d.vm.machine.fault is None, (bits, d.vm.machine.fault)
    assert d.vm.ptr_size * 8 == bits
    return d


def _same_screens(a, b):
    sa, sb = a.screen(), b.screen()
    assert sa.size == sb.size
    return sa.tobytes() == sb.tobytes()


@pytest.mark.parametrize("name", PROGRAMS)
def test_the_64_bit_build_shows_the_same_window_and_pixels_as_the_32_bit_one(boot, name,
                                                                              same_memory):
    d32, d64 = _run(boot, 32, name), _run(boot, 64, name)
    assert toplevels(d64) == toplevels(d32)
    assert _same_screens(d32, d64)


def test_winemine_at_both_widths_reveals_the_same_cells_for_the_same_click(boot):
    runs = [_run(boot, w, "winemine") for w in (32, 64)]
    for d in runs:
        ox, oy = d.client_origin("WineMine")
        d.click(ox + 12 + 8 + 16 * 4, oy + 36 + 8 + 16 * 4).settle(50)
        assert d.vm.machine.fault is None, d.vm.machine.fault
    assert _same_screens(*runs)


def test_notepad_at_both_widths_shows_the_same_typed_text(boot):
    runs = [_run(boot, w, "notepad") for w in (32, 64)]
    for d in runs:
        type_text(d, "Hello, Wine")
        assert d.vm.machine.fault is None, d.vm.machine.fault
    assert _same_screens(*runs)


def test_regedit_at_both_widths_shows_the_same_expanded_tree(boot):
    from wineagent.win32.controls import treeview
    runs = [_run(boot, w, "regedit") for w in (32, 64)]
    for d in runs:
        wm = d.vm.wm
        tv = [w for w in wm.windows.values() if w.cls.name == "SysTreeView32"][0]
        ox, oy = wm.client_origin(tv)
        h = treeview.item_height(wm, tv)
        x, y = ox + 80, oy + 2 * h + h // 2             # HKEY_CURRENT_USER's label
        d.mouse("down", x, y).mouse("up", x, y).mouse("down", x, y).mouse("up", x, y)
        d.settle(200)
        assert d.vm.machine.fault is None, d.vm.machine.fault
    assert _same_screens(*runs)


@pytest.mark.parametrize("page", [1, 2], ids=["processes", "performance"])
def test_taskmgr_at_both_widths_shows_the_same_page_and_graphs(boot, page, same_memory):
    from wineagent.win32.controls import tabctrl
    runs = [_run(boot, w, "taskmgr") for w in (32, 64)]
    for d in runs:
        wm = d.vm.wm
        tab = [w for w in wm.windows.values() if w.cls.name == "SysTabControl32"][0]
        ox, oy = wm.client_origin(tab)
        l, t, r, b = tabctrl.tab_rects(wm, tab)[page]     # "Processes", "Performance"
        d.click(ox + (l + r) // 2, oy + (t + b) // 2).settle(100)
        d.run(100)            # the refresh thread redraws the lists and the graphs
        assert d.vm.machine.fault is None, d.vm.machine.fault
    assert _same_screens(*runs)


# Menu commands that open a dialog, by program: (menu mnemonic, item mnemonic, the
# dialog's title). Each opens at both widths, and Escape closes it again.
MENU_DIALOGS = [
    ("notepad", "e", "f", "Font"),
    ("notepad", "s", "r", "Replace"),
    ("notepad", "f", "o", "Open"),
    ("notepad", "f", "t", "Page Setup"),
    ("notepad", "f", "p", "Print"),
    ("notepad", "h", "a", "About Notepad"),
    ("regedit", "r", "i", "Import Registry File"),
    ("regedit", "r", "e", "Export Registry File"),
    ("regedit", "e", "f", "Find"),
    ("regedit", "h", "a", "About Registry Editor"),
    ("taskmgr", "h", "a", "About Task Manager"),
]


@pytest.mark.parametrize("name, menu, item, title", MENU_DIALOGS,
                         ids=["%s-%s" % (n, t.split()[0].lower()) for n, _, _, t in MENU_DIALOGS])
def test_a_menu_command_opens_its_dialog_and_escape_closes_it(wine_at, name, menu, item,
                                                              title):
    d = wine_at(name)
    before = toplevels(d)
    alt(d, menu)
    choose(d, item)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert ("#32770", title) in toplevels(d)
    d.key("down", VK_ESCAPE).key("up", VK_ESCAPE).settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert toplevels(d) == before
