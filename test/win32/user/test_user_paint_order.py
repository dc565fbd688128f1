"""Which window GetMessage paints first (WindowManager.window_needing_paint): it looks only
at the windows that have an update region, yet answers as a walk of every window would —
top-level windows from the top of the z-order, each tree parents before children, children
in their order, hidden windows and their descendants skipped."""

import os

import pytest

from wineagent.vm import VM
from wineagent.win32.user.wm import Window

from paths import ROOT
WS_CHILD_VISIBLE, WS_VISIBLE = 0x50000000, 0x10000000


@pytest.fixture
def wm():
    vm = VM(os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe"))
    for _ in range(40):
        vm.run_batch()
    for h in list(vm.wm.paint_pending):
        vm.wm.windows[h].invalid = None
    yield vm.wm
    vm.close()


def child(wm, parent, n, style=WS_CHILD_VISIBLE):
    hwnd = 0x00300000 + 4 * n
    w = Window(hwnd, wm.find_class("static"), "", style, 0, 0, 0, 8, 8, parent.hwnd, 0, n, 0)
    wm.windows[hwnd] = w
    wm.track_paint(w)
    parent.children.append(hwnd)
    return w


def test_the_walk_order_decides_among_several_invalid_windows(wm):
    top = wm.windows[wm.zorder[-1]]
    a, b = child(wm, top, 1), child(wm, top, 2)
    a1 = child(wm, a, 3)
    assert wm.window_needing_paint() is None
    for w in (b, a1):
        w.invalid = (0, 0, 1, 1)
    assert wm.window_needing_paint() is a1           # a's subtree comes before b
    a.invalid = (0, 0, 1, 1)
    assert wm.window_needing_paint() is a            # a parent before its children
    top.invalid = (0, 0, 1, 1)
    assert wm.window_needing_paint() is top
    for w in (top, a, a1):
        w.invalid = None
    assert wm.window_needing_paint() is b
    b.invalid = None
    assert wm.window_needing_paint() is None and not wm.paint_pending


def test_hidden_windows_and_their_children_are_not_painted(wm):
    top = wm.windows[wm.zorder[-1]]
    hidden = child(wm, top, 1, style=WS_CHILD_VISIBLE & ~WS_VISIBLE)
    inner = child(wm, hidden, 2)
    inner.invalid = (0, 0, 1, 1)
    assert wm.window_needing_paint() is None
    hidden.style |= WS_VISIBLE
    assert wm.window_needing_paint() is inner


def test_a_thread_filter_and_a_destroyed_window(wm):
    top = wm.windows[wm.zorder[-1]]
    c = child(wm, top, 1)
    c.invalid = (0, 0, 1, 1)
    assert wm.window_needing_paint(mine=lambda m: m.hwnd != top.hwnd) is None
    assert wm.window_needing_paint(mine=lambda m: m.hwnd == top.hwnd) is c
    del wm.windows[c.hwnd]                            # gone without being validated
    assert wm.window_needing_paint() is None and c.hwnd not in wm.paint_pending
