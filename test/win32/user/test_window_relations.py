"""GetWindow's relations, LockWindowUpdate, STATIC SS_OWNERDRAW and
WM_CTLCOLORSCROLLBAR, driven through test/exe/ug_wins.exe (guests/tests/ug_wins.c).

The expected lines were checked against Wine 8 (``xvfb-run -a wine ug_wins.exe``) and
are its output except where Wine 8 falls short of Windows' documentation, marked below:
its GetWindow(GW_ENABLEDPOPUP) answers 0 and its LockWindowUpdate is a "partial stub"
that neither suppresses drawing nor invalidates on unlock. Where Wine 8 leaves the owner-
drawn button alone after ScrollWindow (the scrolled bits are blitted), this desktop
repaints it once, and then it stays idle. Its x86-64 build (the ``width`` fixture)
prints the same lines under 64-bit Wine, and draws the same pixels.
"""

from paths import guest_exe
RED, GREEN, BLUE = (255, 0, 0), (0, 255, 0), (0, 0, 255)

EXPECTED = [
    "static.drawitem type=5 id=7 wp=7 item=0 action=1 hwnd=1 rect=0,0,50,30",
    "ctlcolorscrollbar hwnd=1",
    "child=A first=A last=other",
    "next A=B B=C C=other",
    "prev A=0 B=A C=B",
    "owner pop=main A=0 main=0",
    "child.none=0",
    "enabledpopup main=pop A=0",     # documented: the enabled popup it owns (Wine 8: 0)
    "pop.next=dis dis.prev=pop",
    "after.top child=A A.next=B",
    "bad.hwnd=0",
    "lock=1",
    "lock.other=0",
    "locked.update=0",
    "unlock=1",
    "unlocked.update=1",             # what was drawn while locked is invalid (Wine 8: 0)
    "unlock.again=1",
    "scrolled.drawitems=1",          # repainted once, then idle (Wine 8: 0, blitted)
    "ready",
]


def test_window_relations_lock_and_owner_draw_static(boot, width):
    d = boot(guest_exe("ug_wins", width))
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED


def test_pixels_of_the_owner_drawn_static_the_shaft_brush_and_the_locked_window(boot, width):
    d = boot(guest_exe("ug_wins", width))
    x, y = d.client_origin("ugwins")
    y += 5                                     # ScrollWindow(0, 5) moved the children
    assert d.pixel(x + 35, y + 75) == BLUE     # SS_OWNERDRAW: the owner's FillRect
    # SCROLLBAR at (10,110) 200x17, thumb at the left: the shaft right of it is the
    # parent's WM_CTLCOLORSCROLLBAR brush, the arrows keep the button face.
    assert d.pixel(x + 150, y + 118) == GREEN
    assert d.pixel(x + 12, y + 118) != GREEN
    # The red FillRect into the locked window was suppressed (its class paints nothing).
    assert d.pixel(x + 160, y + 25) != RED
