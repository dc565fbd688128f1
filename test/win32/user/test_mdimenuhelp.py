"""What Microsoft's File Manager (winfile) leans on (issue 23, "Programs in the wild
(session 33)" in docs/runtimes.md): COMCTL32's MenuHelp (dlls/comctl32/menuhelp.py), an
MDI client's CW_USEDEFAULT child placement and its scroll bars (controls/mdi.py), and
GetListBoxInfo asking the list box with LB_GETLISTBOXINFO (dlls/user32/ctlinfo.py).

test/exe/mdimenuhelp.exe (guests/tests/mdimenuhelp.c + .rc) prints a line per check, the
same at both widths; the expected lines are Wine 8's at both widths but those named below.
"""

from paths import guest_exe

EXPECTED = [
    "start: simple 0, text 'normal'",
    # ids = {1000, 2000, 3000,5, 0,0}. A command item's string is its id plus ids[0], as
    # winfile's array is built for (MH_MYITEMS + IDM_*); Wine 8 loads the item's own id
    # ("item 100 itself").
    "item 100: simple 1, text 'item 100 plus offset'",
    "popup 0: simple 1, text 'popup 0 of the main menu'",
    # A popup whose position a pair names takes the pair's string; Wine 8 always takes
    # ids[1] ("popup 0 of the main menu").
    "popup 5: simple 1, text 'popup paired with 5'",
    "closed: simple 0, text 'normal'",
    "command: simple 0, text 'normal'",
    "item 101 (no string): simple 1, text ''",
    "closed again: simple 0, text 'normal'",
    "client: 600x400",
    # a third of 400 holds 6 spacings of 22 (caption 19 + frame 4 - 1): 600-132 x 400-132
    "child one: 0,0 468x268",
    "one child: hscroll 0 vscroll 0",
    "client: 600x400",
    "child two: 22,22 468x268",
    # Wine 8 shows no bar here: hiding both (on the client's first WM_SIZE) clears the
    # style bits its CalcChildScroll tests before it sets a range, so they never return;
    # Windows shows the bar of the axis a child reaches past.
    "child past the right: hscroll 1 vscroll 0",
    "maximized: hscroll 0 vscroll 0",
    "restored: hscroll 1 vscroll 0",            # Wine 8: 0 (as above)
    "child back inside: hscroll 0 vscroll 0",
    "listboxinfo plain: 6",
    "subclass saw LB_GETLISTBOXINFO",
    "listboxinfo subclassed: 42",
]


def test_menu_help_mdi_placement_scroll_bars_and_list_box_info(boot, tmp_path, width):
    d = boot(guest_exe("mdimenuhelp", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.stdout_log == EXPECTED
