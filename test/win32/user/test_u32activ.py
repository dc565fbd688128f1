"""user32 details from Wine's win.c (issue 23; docs/user.md "Activation of a window inside
another, GA_ROOTOWNER and the asked size"): CREATESTRUCT carries the size asked for (a
sizable child made with CW_USEDEFAULT reads cx = cy = 0 though it is made at least the
minimum tracking size); GetAncestor(GA_ROOTOWNER) climbs GetParent's answers and GA_ROOT
stops below the desktop; a pop-up SetParent puts inside a child is activated by SetParent
and by SetFocus itself (activation climbs only through WS_CHILD windows), and
SetForegroundWindow gives the focus; an MDI client's scroll bars follow its children when it
handles the WM_MDICALCCHILDSCROLL (0x003F) posted to it; the frame's menu bar follows a
child's WM_SIZE (also sent by hand), a visible child made WS_MAXIMIZE and its destruction;
WM_MDINEXT goes by the Z order and sends the child it leaves to the bottom.

test/exe/u32activ.exe (guests/tests/u32activ.c); EXPECTED is what the same binary prints
under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine u32activ.exe``; the x86-64 build prints the
same under 64-bit Wine) but for the lines commented. Both widths.
"""

from paths import guest_exe

EXPECTED = [
    "WM_NCCREATE: cs cx=0 cy=0",
    "WM_CREATE: cs cx=0 cy=0",
    "sizable child: width>0 1 height>0 1",
    "WM_NCCREATE: cs cx=10 cy=5",
    "WM_CREATE: cs cx=10 cy=5",
    "small sizable child: width>10 0",
    "owned overlapped: root owner popup, GetParent 0",
    "owned pop-up: root owner parent, GetParent parent",
    "owned WS_CHILD: root owner desktop, GetParent desktop",
    "child of the desktop: root owner desktop, root child1",
    "start: active=parent focus=parent",
    "SetParent answers desktop",
    "pop-up: GA_PARENT child1 GetParent 0 GA_ROOT parent GA_ROOTOWNER popup",
    "after SetParent: active=popup focus=popup",
    "SetFocus(popup): active=popup focus=popup",
    "child1 disabled, SetFocus(parent): active=parent focus=parent",
    "child1 disabled, SetFocus(popup): active=popup focus=popup",
    "child1 minimized, SetFocus(popup): active=popup focus=popup",
    "parent again: active=parent focus=parent",
    "SetForegroundWindow 1",
    "SetForegroundWindow(popup): active=popup focus=popup",
    "foreground popup",
    "00000000 created horz: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00000000 created vert: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00000000 moved horz: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00000000 moved vert: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00000000: 0x003f posted 1 (elsewhere 0)",
    "00000000 handled horz: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00000000 handled vert: ok 0 min<0 0 max=100 0 page>0 0 pos -1",
    "00100000 created horz: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00100000 created vert: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00100000 moved horz: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00100000 moved vert: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00100000: 0x003f posted 1 (elsewhere 0)",
    # Wine 8: page>0 0 (its CalcChildScroll sets no page; win.c's check is todo_wine).
    # Windows gives the page the client's extent, as here.
    "00100000 handled horz: ok 1 min<0 1 max=100 0 page>0 1 pos 0",
    # Wine 8: page>0 0 (its CalcChildScroll sets no page; win.c's check is todo_wine).
    # Windows gives the page the client's extent, as here.
    "00100000 handled vert: ok 1 min<0 1 max=100 0 page>0 1 pos 0",
    "00300000 created horz: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00300000 created vert: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00300000 moved horz: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00300000 moved vert: ok 1 min<0 0 max=100 1 page>0 0 pos 0",
    "00300000: 0x003f posted 1 (elsewhere 0)",
    # Wine 8: page>0 0 (its CalcChildScroll sets no page; win.c's check is todo_wine).
    # Windows gives the page the client's extent, as here.
    "00300000 handled horz: ok 1 min<0 1 max=100 0 page>0 1 pos 0",
    # Wine 8: page>0 0 (its CalcChildScroll sets no page; win.c's check is todo_wine).
    # Windows gives the page the client's extent, as here.
    "00300000 handled vert: ok 1 min<0 1 max=100 0 page>0 1 pos 0",
    "menu items: created 0, WM_SIZE(SIZE_MAXIMIZED) 4 zoomed 0, WM_SIZE(SIZE_RESTORED) 0",
    "menu items: WS_MAXIMIZE child 4 zoomed 1, destroyed 0",
    "stack: k4 k3 k2 k1",
    "WM_MDINEXT(k3, 0): k2 k4 k1 k3",
    "WM_MDINEXT(k1, 1): k4 k2 k1 k3",
    "WM_MDINEXT(0, 0): k2 k1 k3 k4",
    "done",
]


def test_u32activ(boot, width):
    d = boot(guest_exe("u32activ", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
