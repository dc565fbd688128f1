"""COMCTL32: the progress bar, the status bar and the unimplemented common controls,
driven through test/exe/commontest.exe (source guests/tests/commontest.c), its i686 and its
x86-64 build (the ``width`` fixture): the same answers and the same pixels."""

import os

import pytest

from wineagent.win32.controls.progress_status import UNIMPLEMENTED_CLASSES, missing_class, status_height
from wineagent.win32.gdi.objects import SYS_COLORS

from paths import guest_exe
NAVY = (0, 0, 128)


@pytest.fixture
def d(boot, width):
    return boot(guest_exe("commontest", width))


def win_of(d, cls):
    return next(d.vm.wm.get(w["hwnd"]) for w in d.vm.wm.describe() if w["class"] == cls)


def count(d, rect, pred):
    raw = d.screen().crop(rect).convert("RGB").tobytes()
    return sum(1 for i in range(0, len(raw), 3) if pred(tuple(raw[i:i + 3])))


def navy_in(d, win):
    return count(d, d.vm.wm.window_rect(win), lambda p: p == NAVY)


def click_main(d):
    x, y = d.client_origin("commontest")
    return d.click(x + 200, y + 120)


def test_the_progress_bar_grows_by_one_step_per_click(d):
    bar = win_of(d, "msctls_progress32")
    assert navy_in(d, bar) == 0
    l, t, r, b = d.vm.wm.window_rect(bar)
    # A sunken one-pixel edge: shadow at the top-left, highlight at the bottom-right.
    assert d.pixel(l + 5, t) == SYS_COLORS[16] and d.pixel(l + 5, b - 1) == SYS_COLORS[20]
    sizes = []
    for _ in range(3):
        click_main(d)
        sizes.append(navy_in(d, bar))
    assert 0 < sizes[0] < sizes[1] < sizes[2]
    # 10% of the 196-pixel track per step, drawn as blocks with gaps.
    assert d.pixel(l + 3, (t + b) // 2) == NAVY and d.pixel(l + 100, (t + b) // 2) != NAVY
    assert d.vm.stdout_log[-1] == "step prev=20 pos=30 back=pos=30 len=6 parts=2"


def test_stepping_past_the_maximum_starts_over(d):
    for _ in range(11):
        click_main(d)
    # 100 + 10 wraps to 10, as comctl32 does ("starts over from the beginning").
    assert d.vm.stdout_log[-2].startswith("step prev=90 pos=100 ")
    assert d.vm.stdout_log[-1].startswith("step prev=100 pos=10 ")
    assert d.vm.stdout_log[:3] == ["init=1", "oldstep=10", "status=1 progress=1"]


def test_the_status_bar_docks_at_the_bottom_and_draws_its_parts(d):
    main = win_of(d, "CommonTest")
    sb = win_of(d, "msctls_statusbar32")
    cw, ch = main.client_size()
    h = status_height(d.vm.wm, sb)
    assert (sb.x, sb.y, sb.w, sb.h) == (0, ch - h, cw, h)
    l, t, r, b = d.vm.wm.window_rect(sb)
    # Part 0 ("Ready") ends at x=150; part 1 starts 2 pixels later; both sunken panes.
    assert d.pixel(l + 149, t + 2) == SYS_COLORS[20] and d.pixel(l + 152, t + 2) == \
        SYS_COLORS[16]
    text0 = (l + 2, t + 3, l + 148, b - 1)
    text1 = (l + 154, t + 3, l + 300, b - 1)
    black = (lambda p: p == (0, 0, 0))
    assert count(d, text0, black) > 10 and count(d, text1, black) > 10
    before = d.screen().crop(text1).tobytes()
    click_main(d)
    assert d.screen().crop(text1).tobytes() != before     # "pos=0" -> "pos=10"
    # The size grip: white and shadow diagonals in the bottom-right corner.
    assert d.pixel(r - 1, b - 2) == (255, 255, 255)


def test_the_status_bar_follows_its_parent_after_a_resize(d):
    main = win_of(d, "CommonTest")
    sb = win_of(d, "msctls_statusbar32")
    d.key("down", ord("R")).key("up", ord("R")).settle()
    assert (main.w, main.h) == (500, 350)
    cw, ch = main.client_size()
    assert (sb.x, sb.y, sb.w) == (0, ch - sb.h, cw)
    l, t, r, b = d.vm.wm.window_rect(sb)
    ox, oy = d.client_origin("commontest")
    assert b == oy + ch and r == ox + cw
    assert count(d, (l + 2, t + 3, l + 148, b - 1), lambda p: p == (0, 0, 0)) > 10
    assert d.pixel(r - 1, b - 2) == (255, 255, 255)


def test_simple_mode_shows_one_pane_with_the_simple_text(d):
    sb = win_of(d, "msctls_statusbar32")
    l, t, r, b = d.vm.wm.window_rect(sb)
    d.key("down", ord("M")).key("up", ord("M")).settle()
    assert sb.state["status"].simple and sb.state["status"].simple_text == "simple"
    # No divider between the parts any more: the pane's top edge runs straight through.
    assert d.pixel(l + 151, t + 2) == SYS_COLORS[16]
    assert count(d, (l + 150, t + 3, l + 300, b - 1), lambda p: p == (0, 0, 0)) == 0


def test_a_list_view_in_its_default_icon_view_is_created_and_painted(d):
    # 'X' creates a SysListView32 with no view style: the icon view (LVS_ICON, 0).
    d.key("down", ord("X")).key("up", ord("X")).settle()
    assert not d.vm.ended and d.vm.machine.fault is None
    lv = win_of(d, "SysListView32")
    assert lv.style & 0x3 == 0
    # empty, it paints its window background
    x, y = d.vm.wm.client_origin(lv)
    assert d.pixel(x + 25, y + 25) == SYS_COLORS[5]


def test_syslink_exists_only_with_common_controls_6(d):
    # SysLink is comctl32 6's: without a Common Controls 6 context it does not exist (as
    # in comctl32 5.8); with one active it is there (registered on first use).
    from wineagent.win32.dlls.kernel32.toolhelp import ActCtx
    assert missing_class(d.vm, "SYSLINK") is None
    state = d.vm.kernel.actctx
    state["contexts"][0x7777] = ActCtx("cc6.manifest", ("comctl32.dll",))
    state["stacks"].setdefault(d.vm.threads.current.tid, []).append((1, 0x7777))
    cls = missing_class(d.vm, "SYSLINK")
    assert cls is not None and cls.name == "SysLink" and cls.style == 0x4000
    assert UNIMPLEMENTED_CLASSES == ()
    assert missing_class(d.vm, "NoSuchClass") is None


def test_both_builds_show_the_same_screen(boot):
    # the x86-64 build draws its progress bar, status bar and list view as the i686 one
    # does, before and after a click steps the bar
    a, b = boot(guest_exe("commontest", 4)), boot(guest_exe("commontest", 8))
    assert a.screen().tobytes() == b.screen().tobytes()
    click_main(a)
    click_main(b)
    assert a.screen().tobytes() == b.screen().tobytes()
