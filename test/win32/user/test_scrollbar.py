"""Scroll bars as a user meets them: the standard bars of a WS_VSCROLL | WS_HSCROLL window
(client area, hit codes, arrows, track, thumb drag, what the program scrolls), the
SCROLLBAR control (created directly and from a dialog template), and notepad's EDIT."""

import re

import pytest

from wineagent.win32.user.scrollbars import (SB_CTL, SB_HORZ, SB_VERT, info, layout)
from wineagent.win32.gdi.objects import SYS_COLORS

import paths
FACE = SYS_COLORS[15]
BLACK = (0, 0, 0)
GRAY = SYS_COLORS[16]


def line_color(i):
    """The band colour scrolltest paints line ``i`` with."""
    return (i * 2, 255 - i * 2, 128)


@pytest.fixture
def st(boot, width):
    """scrolltest booted, its i686 and its x86-64 build (the ``width`` fixture)."""
    return boot(paths.guest_exe("scrolltest", width))


def main(d):
    """scrolltest's main window."""
    wm = d.vm.wm
    return next(wm.get(w["hwnd"]) for w in wm.describe() if w["class"] == "ScrollTest")


def state(d):
    """The guest's report in its title as a dict (v, h, c, cw, ch ints; log a list)."""
    t = main(d).title
    out = {k: int(v) for k, v in re.findall(r"(\w+)=(-?\d+)", t.split(" log=")[0])}
    out["log"] = [x for x in t.split(" log=")[1].split(",") if x]
    return out


def geometry(d):
    """(client screen x, y, client w, h) of the main window."""
    win = main(d)
    ox, oy = d.vm.wm.client_origin(win)
    cw, ch = win.client_size()
    return ox, oy, cw, ch


def test_the_client_area_shrinks_by_16_for_each_bar_and_adjustwindowrect_ignores_them(st):
    win = main(st)
    s = state(st)
    b = win.border()
    # SM_CYCAPTION 19 (Windows 2000) and 16-pixel bars: 400x300 - frame 4 each side.
    assert (s["cw"], s["ch"]) == (win.w - 2 * b - 16, win.h - 2 * b - 19 - 16) == (376, 257)
    ox, oy, cw, ch = geometry(st)
    wx, wy = st.vm.wm.screen_origin(win)
    hit = st.vm.wm.hit_test
    assert hit(win, ox + cw + 8, oy + 50) == 7          # HTVSCROLL
    assert hit(win, ox + 50, oy + ch + 8) == 6          # HTHSCROLL
    assert hit(win, ox + cw + 8, oy + ch + 8) == 4      # HTSIZE: the box where they meet
    assert hit(win, ox + cw - 1, oy + 50) == 1          # HTCLIENT
    # The bars are drawn: raised arrow buttons with black triangles, a face-coloured
    # size box, the first line's band in the client area.
    assert st.pixel(ox + cw + 8, oy + ch + 8) == FACE
    up = st.screen().crop((ox + cw, oy, ox + cw + 16, oy + 16))
    assert up.getpixel((7, 6)) == BLACK and up.getpixel((0, 0)) == SYS_COLORS[22]
    assert st.pixel(ox + 2, oy + 2) == line_color(0)
    # The rest of the track is a white / face dither.
    track = {st.pixel(ox + cw + 8, oy + ch - 40 + k) for k in range(2)}
    assert track == {FACE, (255, 255, 255)}


def test_the_down_arrow_sends_linedown_then_endscroll_and_the_content_moves(st):
    ox, oy, cw, ch = geometry(st)
    st.click(ox + cw + 8, oy + ch - 8)
    s = state(st)
    assert s["log"] == ["V1", "V8"] and s["v"] == 1
    assert info(main(st), SB_VERT).pos == 1
    # ScrollWindowEx moved the pixels up a line and the exposed strip was repainted.
    assert st.pixel(ox + 2, oy + 2) == line_color(1)
    assert st.pixel(ox + 2, oy + 15 * 16 + 2) == line_color(16)
    st.click(ox + cw + 8, oy + 8)                     # the up arrow
    assert state(st)["log"][-2:] == ["V0", "V8"] and state(st)["v"] == 0
    assert st.pixel(ox + 2, oy + 2) == line_color(0)


def test_the_track_below_the_thumb_pages_down_and_above_it_pages_up(st):
    ox, oy, cw, ch = geometry(st)
    st.click(ox + cw + 8, oy + ch - 40)
    s = state(st)
    page = ch // 16
    assert s["log"] == ["V3", "V8"] and s["v"] == page
    assert st.pixel(ox + 2, oy + 2) == line_color(page)
    _, tpos, _ = layout(info(main(st), SB_VERT), ch)
    assert tpos > 16
    st.click(ox + cw + 8, oy + 20)                    # between the up arrow and the thumb
    assert state(st)["log"][-2:] == ["V2", "V8"] and state(st)["v"] == 0


def test_dragging_the_thumb_tracks_then_sets_the_position_and_getscrollinfo_reports_it(st):
    ox, oy, cw, ch = geometry(st)
    si = info(main(st), SB_VERT)
    _, tpos, tsize = layout(si, ch)
    x = ox + cw + 8
    st.mouse("down", x, oy + tpos + 3).mouse("move", x, oy + tpos + 43)
    st.settle()
    # Mid-drag: SB_THUMBTRACK went out, the guest followed it, the thumb is drawn under
    # the mouse (its raised top edge) while nTrackPos holds the value under it.
    mid = state(st)
    assert mid["log"][0] == "V5" and mid["v"] > 0 and si.track == mid["v"]
    assert st.pixel(x, oy + tpos + 40) == SYS_COLORS[22]
    st.mouse("move", x, oy + tpos + 83).mouse("up", x, oy + tpos + 83).settle()
    s = state(st)
    assert s["log"][-2:] == ["V4", "V8"] and set(s["log"][:-2]) == {"V5"}
    pixels = ch - 32 - tsize
    expected = (80 * (100 - ch // 16) + pixels // 2) // pixels
    assert s["v"] == si.pos == expected and si.track is None
    assert st.pixel(ox + 2, oy + 2) == line_color(expected)
    _, tpos2, _ = layout(si, ch)
    assert abs(tpos2 - (tpos + 80)) <= 1


def test_the_horizontal_bar_scrolls_with_scrollwindow(st):
    ox, oy, cw, ch = geometry(st)
    assert st.pixel(ox + 300, oy + 5) == BLACK          # the mark at document x = 300
    st.click(ox + cw - 8, oy + ch + 8)                  # right arrow
    s = state(st)
    assert s["log"] == ["H1", "H8"] and s["h"] == 10
    assert st.pixel(ox + 290, oy + 5) == BLACK and st.pixel(ox + 300, oy + 5) != BLACK
    assert info(main(st), SB_HORZ).pos == 10


def test_showscrollbar_gives_the_width_back_to_the_client_area(st):
    ox, oy, cw, ch = geometry(st)
    st.key("down", ord("V")).key("up", ord("V")).settle()
    s = state(st)
    assert (s["cw"], s["ch"]) == (cw + 16, ch)          # WM_SIZE came with the change
    assert not main(st).style & 0x00200000
    assert st.vm.wm.hit_test(main(st), ox + cw + 8, oy + 50) == 1
    assert st.pixel(ox + cw + 8, oy + 2) == line_color(0)   # repainted as client area


def test_a_disabled_bar_draws_grey_arrows_no_thumb_and_ignores_clicks(st):
    ox, oy, cw, ch = geometry(st)
    st.key("down", ord("E")).key("up", ord("E")).settle()
    up = st.screen().crop((ox + cw, oy, ox + cw + 16, oy + 16))
    # Embossed: the grey triangle over its white shadow one pixel down-right.
    assert up.getpixel((7, 6)) == GRAY and up.getpixel((8, 10)) == (255, 255, 255)
    # No thumb: the whole track is the dither.
    track = {st.pixel(ox + cw + 8, oy + y) for y in range(16, ch - 16)}
    assert track == {FACE, (255, 255, 255)}
    st.click(ox + cw + 8, oy + ch - 8)
    assert state(st)["log"] == [] and state(st)["v"] == 0


def test_the_scrollbar_control_notifies_its_parent_with_its_handle(st):
    wm = st.vm.wm
    ctl = wm.get(main(st).children[0])
    assert ctl.cls.name == "SCROLLBAR"
    x, y = wm.client_origin(ctl)
    st.click(x + 200 - 8, y + 8)                        # right arrow
    s = state(st)
    assert s["log"] == ["C1", "C8"] and s["c"] == 1 and info(ctl, SB_CTL).pos == 1
    st.click(x + 150, y + 8)                            # track right of the thumb
    assert state(st)["log"][-2:] == ["C3", "C8"] and state(st)["c"] == 4
    _, tpos, tsize = layout(info(ctl, SB_CTL), 200)
    assert tpos == 16 + 61 and tsize == 16              # MulDiv(152, 4, 10) rounds: 61
    # The thumb is drawn there: its raised left edge.
    assert st.pixel(x + tpos, y + 8) == SYS_COLORS[22]


def test_a_dialog_template_scrollbar_item_creates_the_control(st):
    st.key("down", ord("D")).key("up", ord("D")).settle()
    assert "X0" not in state(st)["log"]
    from wineagent.win32.user.dialogs import active_dialog, find_control
    dlg = active_dialog(st.vm)
    sb = find_control(st.vm.wm, dlg, 400)
    assert sb is not None and sb.cls.name == "SCROLLBAR"
    assert (info(sb, SB_CTL).min, info(sb, SB_CTL).max) == (0, 5)
    x, y = st.vm.wm.client_origin(sb)
    st.click(x + 5, y + sb.h - 5)                       # the down arrow
    assert state(st)["log"] == ["D1", "D8"]


def test_notepad_edit_keeps_its_bar_in_step_and_scrolls_through_it(boot, width):
    d = boot("notepad", width=width)
    wm = d.vm.wm
    edit = next(wm.get(w["hwnd"]) for w in wm.describe() if w["class"] == "EDIT")
    st = edit.state["edit"]
    si = info(edit, SB_VERT)
    assert si.flags == 3 and edit.style & 0x00200000     # nothing to scroll: disabled
    for i in range(40):
        for ch in "line%d" % i:
            d.key("char", ord(ch))
        d.key("char", 13)
    d.settle()
    ex, ey = wm.client_origin(edit)
    cw, ch = edit.client_size()
    assert cw == edit.w - 16
    assert st.top > 0 and (si.min, si.max, si.pos, si.flags) == (0, 40, st.top, 0)
    top = st.top
    d.click(ex + cw + 8, ey + 8)                        # the bar's up arrow
    assert st.top == top - 1 == si.pos
    # Drag the thumb to the top: the text follows SB_THUMBTRACK.
    _, tpos, _ = layout(si, ch)
    x = ex + cw + 8
    d.mouse("down", x, ey + tpos + 2).mouse("move", x, ey + 10).mouse("up", x, ey + 10)
    d.settle()
    assert st.top == 0 == si.pos
