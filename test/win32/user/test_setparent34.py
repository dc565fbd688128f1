"""SetParent of windows without WS_CHILD (issue 23, Wine 8's user32 sysparams.c
test_dpi_window, which stopped there; docs/user.md "SetParent: windows inside others",
docs/compat.md "Session 34"): a top-level window put inside another keeps its style
and lives there (its position numbers in the parent's client coordinates), GetParent
answers by the style (the owner of a pop-up, NULL for an overlapped window, the desktop
for a WS_CHILD window given to it), IsChild follows WS_CHILD chains only, GetAncestor and
GetWindow(GW_CHILD) the tree; the window is hidden, placed at the top and shown again
(WM_SHOWWINDOW, the position messages, WM_MOVE as it moved on the screen); HWND_MESSAGE
and back; the errors; and the DPI awareness a child takes from its parent (at creation
and by SetParent) and the thread has while a window's procedure runs.

test/exe/setparent34.exe (guests/tests/setparent34.c) prints relations; EXPECTED is what
the same binary prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine setparent34.exe``;
the x86-64 build prints the same under 64-bit Wine). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'pop: SetParent answers the desktop 1',
    'pop: messages: SHOW(0) POSCHANGING(nosize,hide,top) POSCHANGED POSCHANGING(nosize,top) POSCHANGED MOVE SHOW(1) POSCHANGING(nosize,show,top) POSCHANGED',
    'pop: style same 1 (WS_CHILD 0), visible 1',
    'pop: GetParent is the owner 1, GW_OWNER 1, GA_PARENT host 1, GA_ROOT host 1',
    'pop: IsChild 0, GW_CHILD of host 1, GetMenu kept 1',
    "pop: at 20,15 of the parent's client area, size 120x90",
    'pop: client 114x46 (caption and menu bar off)',
    "pop moved to 5,6: at 5,6 of the parent's client area, size 120x90",
    'ov: answers the desktop 1, GetParent 0, GA_PARENT host 1, IsChild 0',
    "ov: at 30,25 of the parent's client area, size 120x90",
    'child of ov: IsChild(ov) 1 IsChild(host) 0 GA_ROOT host 1',
    'ov back: answers host 1, GA_PARENT desktop 1, at 30,25',
    'child to the desktop: answers ov 1, WS_CHILD 1, GetParent desktop 1, GA_PARENT desktop 1, IsChild(ov) 0',
    'child back: answers the desktop 1, IsChild(ov) 1',
    'ov to HWND_MESSAGE: answers the desktop 1, GA_PARENT root 1, found 1',
    'ov from HWND_MESSAGE: answers the root 1, GA_PARENT desktop 1',
    'itself: 0 err 87',
    'under its own child: 0 err 87',
    'no window: 0 err 1400',
    'broadcast: 0 err 87',
    'of no window: 0 err 1400',
    'dpi: child 2 top-level 0',
    "dpi: in the child's procedure 2, after 0",
    'dpi: CallWindowProc 2',
    'dpi: after SetParent 2 (answered 1)',
    'destroying host destroys pop 1',
]


def test_setparent34(boot, width):
    d = boot(guest_exe("setparent34", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_a_popup_put_inside_a_window_is_drawn_there(boot, width):
    """``setparent34 keep``: a red WS_POPUP | WS_CAPTION window at (200, 20), 150 x 80,
    SetParent into a 300 x 200 host at (40, 30). It is drawn in the host's client area
    with its caption, at its numbers from the client origin, and cut at the host's
    client edge (Windows clips every window inside a parent to its client area, WS_CHILD
    or not)."""
    d = boot(guest_exe("setparent34", width), args="keep")
    assert d.vm.stdout_log == ["kept: 1"]
    wm = d.vm.wm
    host, pop = (next(w for w in wm.windows.values() if w.title == t) for t in ("host", "pop"))
    hx, hy = wm.client_origin(host)
    assert wm.window_rect(pop)[:2] == (hx + 200, hy + 20)
    px, py = wm.client_origin(pop)
    img = d.screen()
    assert img.getpixel((px + 10, py + 10))[:3] == (255, 0, 0)
    right = hx + host.client_size()[0]         # the host's client area ends here
    assert img.getpixel((right - 1, py + 10))[:3] == (255, 0, 0)
    assert all(img.getpixel((x, py + 10))[:3] != (255, 0, 0) for x in range(right, right + 20))
    caption = img.getpixel((px + 60, wm.window_rect(pop)[1] + 8))[:3]
    assert caption not in ((255, 0, 0), (255, 255, 255))
