"""The message queue peeked without PM_REMOVE, and SetWindowPos's z-order and
SWP_FRAMECHANGED, driven through test/exe/usrqueue.exe (source guests/tests/usrqueue.c).

The start-up lines are exactly what the same program prints under Wine 8
(`xvfb-run -a wine usrqueue.exe`): a peeked message stays queued, WM_PAINT lasts exactly
as long as the window is invalid, a peeked timer stays due and KillTimer ends it. Every test runs the i686 and the x86-64
build (the ``width`` fixture); 64-bit Wine prints the same lines.
"""

import pytest

from wineagent.win32.core.styles import WS_EX_TOPMOST
from wineagent.win32.gdi.colors import SYS_COLORS

from paths import guest_exe
RED, GREEN, BLUE = (255, 0, 0), (0, 255, 0), (0, 0, 255)
WM_USER = 0x400


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("usrqueue", width))


def pops(d):
    """hwnds of P1, P2, P3."""
    return [d.window("usrpop%d" % i)["hwnd"] for i in (1, 2, 3)]


def order(d):
    """The three popups from bottom to top, as names."""
    names = {h: "P%d" % (i + 1) for i, h in enumerate(pops(d))}
    return [names[h] for h in d.vm.wm.zorder if h in names]


def press(d, ch):
    d.key("char", ord(ch)).settle()


def test_peeking_without_pm_remove_leaves_messages_paint_and_timers_queued(d):
    assert d.vm.stdout_log[:4] == ["peek.posted=1110", "peek.paint=1100", "peek.timer=110",
                                   "ready"]


def test_peeked_input_stays_for_the_next_retrieval(d):
    main = d.window("usrqueue")["hwnd"]
    x, y = d.client_origin("usrqueue")
    # Posted messages come before input: the guest peeks the click while handling this.
    d.vm.wm.post(main, WM_USER + 5)
    d.mouse("down", x + 40, y + 100).mouse("up", x + 40, y + 100).settle()
    assert d.vm.stdout_log[-2:] == ["peek.input=1111 at=40,100 same=1", "lbuttonup"]


def test_set_window_pos_puts_a_window_just_behind_the_one_named(d):
    assert order(d) == ["P1", "P2", "P3"]
    assert d.pixel(390, 90) == GREEN          # P1 and P2 overlap here, P2 on top
    press(d, "a")
    assert order(d) == ["P2", "P1", "P3"]
    assert d.pixel(390, 90) == RED and d.pixel(420, 120) == BLUE


def test_topmost_windows_stay_above_and_notopmost_returns_them_to_the_others(d):
    press(d, "t")
    assert d.vm.stdout_log[-1] == "p2.topmost=1"
    assert order(d)[-1] == "P2" and d.pixel(420, 120) == GREEN
    press(d, "1")                            # P1 to the top: still under the topmost P2
    assert order(d) == ["P3", "P1", "P2"] and d.pixel(420, 120) == GREEN
    press(d, "n")
    assert d.vm.stdout_log[-1] == "p2.topmost=0"
    assert not d.vm.wm.get(pops(d)[1]).exstyle & WS_EX_TOPMOST
    assert order(d)[-1] == "P2"              # top of the ordinary windows
    press(d, "1")
    assert order(d)[-1] == "P1" and d.pixel(420, 120) == RED


def test_hwnd_bottom_puts_a_window_under_all_others(d):
    press(d, "b")
    assert d.vm.wm.zorder[0] == pops(d)[2]   # under the main window too
    assert d.pixel(420, 120) == GREEN        # where all three overlap, P2 now shows
    assert d.pixel(500, 180) == BLUE         # where only P3 is, it still shows


def test_frame_changed_redraws_the_frame_from_the_new_style_and_resizes_the_client(d):
    n = len(d.vm.stdout_log)
    press(d, "f")
    # WS_CAPTION is WS_BORDER | WS_DLGFRAME: a 3-pixel fixed frame and the caption,
    # SM_CYCAPTION = 19 on Windows 2000: 100x80 at (410, 110) keeps 94 x (80 - 6 - 19).
    assert d.vm.stdout_log[n:] == ["p3.size=94,55"]
    p3 = d.vm.wm.get(pops(d)[2])
    assert d.vm.wm.client_origin(p3) == (413, 132)
    assert d.pixel(460, 120) != BLUE         # caption, not client
    assert d.pixel(460, 150) == BLUE


def test_children_of_a_program_class_get_their_border_and_client_edge(d):
    x, y = d.client_origin("usrqueue")
    white, black = (255, 255, 255), (0, 0, 0)
    # WS_BORDER: a one-pixel COLOR_WINDOWFRAME (black) line, the white client inside it.
    assert [d.pixel(x + 20 + i, y + 30) for i in range(3)] == [black, white, white]
    assert d.pixel(x + 50, y + 20) == black and d.pixel(x + 79, y + 59) == black
    # WS_EX_CLIENTEDGE: the sunken edge — shadow and dark shadow at the left, light and
    # highlight at the right — around the client.
    assert [d.pixel(x + 100 + i, y + 30) for i in range(3)] == [SYS_COLORS[16], SYS_COLORS[21],
                                                                 white]
    assert [d.pixel(x + 157 + i, y + 30) for i in range(3)] == [white, SYS_COLORS[22],
                                                                 SYS_COLORS[20]]
