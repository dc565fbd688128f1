"""An owner-drawn popup item that opens a submenu gets the system's submenu arrow drawn
over the owner's WM_DRAWITEM picture (``user/menus.py`` ``draw_owner_items``), as
Windows and Wine draw it; wxWidgets' owner-drawn menus (its menu sample's "Standard
items demo" and "Sample file history") showed none.

test/exe/odsubarrow.exe (guests/tests/odsubarrow.c) and its x86-64 build; the lines are
what both print under Wine 8 (``xvfb-run -a wine odsubarrow.exe``, and 64-bit Wine),
exactly.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'popup=1 arrow-dark=1 owner-white=1 left-dark=0',
    'done',
]


def test_an_owner_drawn_submenu_item_shows_the_arrow(boot, tmp_path, width):
    d = boot(guest_exe("odsubarrow", width), vfs_root=str(tmp_path / "vfs"), settle=False)
    d.run_to_end(300)          # the probe is a timer inside the menu's modal loop
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
