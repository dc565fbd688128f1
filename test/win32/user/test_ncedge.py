"""A top-level window's client edge lies inside its caption and menu bar (issue 23,
"Programs in the wild built from source (session 37)", docs/runtimes.md): theForger's
tutorial programs make their main windows with WS_EX_CLIENTEDGE, and wineagent counted
the 2-pixel edge into the frame: no sunken edge was drawn, and the caption, its buttons
and the menu bar sat 2 pixels further in than Windows puts them (the client area itself
was where Windows has it).

test/exe/ncedge.exe (guests/tests/ncedge.c) makes WS_EX_CLIENTEDGE windows with a sizing
frame (with and without a menu bar), a fixed frame with a menu bar, and a frameless
pop-up, and prints the client's offset, where the menu bar's item starts
(GetMenuItemRect), WM_NCHITTEST down the middle (the caption's first rows: HTTOP or
HTBORDER, then HTCAPTION; the edge's rows: HTMENU under a menu bar, else HTNOWHERE) and
along the left (the frame, then HTNOWHERE on the edge), and the system colours of the
edge (COLOR_BTNSHADOW, COLOR_3DDKSHADOW) from GetWindowDC. The expected lines are what
the same binary prints under Wine 8 (``xvfb-run -a wine ncedge.exe``; the x86-64 build
prints the same under 64-bit Wine). The test runs at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'thick+edge+menu: client at 6,44, menu item from 4',
    '  down: 2:12 3:12 4:2 5:2 42:5 43:5',
    '  left: 0:10 1:10 2:10 3:10 4:0 5:0 6:1',
    '  edge: 16 21 / 16 21',
    'thick+edge: client at 6,25',
    '  down: 2:12 3:12 4:2 5:2 23:0 24:0',
    '  left: 0:10 1:10 2:10 3:10 4:0 5:0 6:1',
    '  edge: 16 21 / 16 21',
    'fixed+edge+menu: client at 5,43, menu item from 3',
    '  down: 2:18 3:2 4:2 5:2 41:5 42:5',
    '  left: 0:18 1:18 2:18 3:0 4:0 5:1',
    '  edge: 16 21 / 16 21',
    'popup+edge: client at 2,2',
    '  down: 2:1 3:1 4:1 5:1 0:0 1:0',
    '  left: 0:0 1:0 2:1',
    '  edge: 16 21 / 16 21',
    'done',
]


def test_client_edge_lies_inside_caption_and_menu_bar(boot, width):
    d = boot(guest_exe("ncedge", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
