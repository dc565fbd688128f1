"""The mouse wheel scrolls what it is over: Notepad's text, list boxes, combo box lists,
list and tree views and windows with scroll bars, SPI_GETWHEELSCROLLLINES (3) lines a
notch, partial turns adding up; a window that does not take the wheel passes it to its
parent (docs/user.md, "The mouse wheel")."""

import io
import json
import os

import pytest
from treq.testing import StubTreq
from twisted.internet.task import Clock

import wineagent
from wineagent.control import protocol
from wineagent.ctl import build as ctl_build
from wineagent.host import Host
from wineagent.web.control import ControlServer
from wineagent.web.stdin import StdinControl
from wineagent.win32.controls import listview, static_listbox, treeview
from wineagent.win32.user.scrollbars import (SB_VERT, WM_MOUSEHWHEEL, WM_MOUSEWHEEL, info,
                                              wheel_lines)

import paths
from paths import ROOT, guest_exe
EXE = os.path.join(ROOT, "test", "exe")


class _Win(object):
    """What wheel_lines reads of a window: its state dict."""

    def __init__(self):
        self.state = {}


def wparam(delta, keys=0):
    """WM_MOUSEWHEEL's wParam: the delta in the high word, MK_* keys in the low."""
    return ((delta & 0xFFFF) << 16) | keys


def run(gen):
    """Run a built-in window procedure's generator that must not call the guest."""
    try:
        while True:
            step = next(gen)
            assert step is None or not hasattr(step, "addr"), "called the guest: %r" % step
    except StopIteration as stop:
        return stop.value


def test_one_notch_is_three_lines_and_up_is_negative():
    assert wheel_lines(_Win(), WM_MOUSEWHEEL, wparam(-120)) == 3
    assert wheel_lines(_Win(), WM_MOUSEWHEEL, wparam(240)) == -6


def test_partial_turns_add_up_and_a_turn_back_drops_the_rest():
    w = _Win()
    got = [wheel_lines(w, WM_MOUSEWHEEL, wparam(-30)) for _ in range(4)]
    assert got == [0, 1, 1, 1]               # four quarter notches: one notch, 3 lines
    w = _Win()
    assert wheel_lines(w, WM_MOUSEWHEEL, wparam(-30)) == 0
    assert wheel_lines(w, WM_MOUSEWHEEL, wparam(30)) == 0    # the 30 down is forgotten
    assert wheel_lines(w, WM_MOUSEWHEEL, wparam(30)) == -1   # 60 up: 1.5 lines up


def test_the_cap_and_the_tilt_wheel():
    assert wheel_lines(_Win(), WM_MOUSEWHEEL, wparam(-120), most=2) == 2
    assert wheel_lines(_Win(), WM_MOUSEWHEEL, wparam(-120), most=0) == 0
    assert wheel_lines(_Win(), WM_MOUSEHWHEEL, wparam(120)) == 3     # right is positive


@pytest.fixture
def notepad():
    with wineagent.Desktop(app="notepad") as d:
        d.step(30)
        d.type("".join("line %d\n" % i for i in range(60)))
        d.step(40)
        d.key("ctrl+home")
        d.step(10)
        yield d


def edit_top(d):
    """Notepad's first visible line (EM_GETFIRSTVISIBLELINE's answer)."""
    e = d.find(cls="EDIT")
    return d.vm.wm.get(e["hwnd"]).state["edit"].top


def test_the_wheel_scrolls_notepads_text_three_lines_a_notch(notepad):
    d = notepad
    assert edit_top(d) == 0
    before = d.png()
    d.wheel(ref=d.find(cls="EDIT")["ref"], delta=-120)
    d.step(10)
    assert edit_top(d) == 3
    assert d.png().tobytes() != before.tobytes()
    d.wheel(ref=d.find(cls="EDIT")["ref"], delta=-40)     # a third of a notch: one line
    d.step(5)
    assert edit_top(d) == 4
    d.wheel(ref=d.find(cls="EDIT")["ref"], delta=600)     # back up, stopping at the top
    d.step(5)
    assert edit_top(d) == 0
    assert d.png().tobytes() == before.tobytes()


def test_the_wheel_over_notepad_moves_its_scroll_bar(notepad):
    d = notepad
    edit = d.vm.wm.get(d.find(cls="EDIT")["hwnd"])
    d.wheel(ref="w1", delta=-240)       # over the frame: the focus (the EDIT) scrolls
    d.step(10)
    assert edit.state["edit"].top == 6 == info(edit, SB_VERT).pos


def main_window(d, cls):
    wm = d.vm.wm
    return next(wm.get(w["hwnd"]) for w in wm.describe() if w["class"] == cls)


def test_a_window_with_a_scroll_bar_gets_linedown_for_the_wheel_it_does_not_handle(boot, width):
    """scrolltest handles WM_VSCROLL and WM_HSCROLL only: DefWindowProc turns each
    notch into three SB_LINEDOWN (V1) / SB_LINEUP (V0), the tilt into SB_LINERIGHT (H1).
    Both builds of scrolltest (the ``width`` fixture)."""
    d = boot(paths.guest_exe("scrolltest", width))
    win = main_window(d, "ScrollTest")
    ox, oy = d.vm.wm.client_origin(win)

    def log():
        return [x for x in win.title.split(" log=")[1].split(",") if x]
    d.mouse("wheel", ox + 50, oy + 50, -120).settle()
    assert log()[-3:] == ["V1", "V1", "V1"]
    n = len(log())
    d.mouse("wheel", ox + 50, oy + 50, 120).settle()
    assert log()[n:] == ["V0", "V0", "V0"]
    n = len(log())
    d.mouse("hwheel", ox + 50, oy + 50, 120).settle()
    assert log()[n:] == ["H1", "H1", "H1"]


def test_a_child_that_ignores_the_wheel_passes_it_to_its_parent(boot, width):
    d = boot(paths.guest_exe("scrolltest", width))
    win = main_window(d, "ScrollTest")
    ctl = next(c for c in d.vm.wm.windows.values()
               if c.cls.name.upper() == "SCROLLBAR" and c.parent == win.hwnd)
    d.vm.wm.focus = ctl.hwnd            # the wheel goes to the focus window
    ox, oy = d.vm.wm.client_origin(win)
    d.mouse("wheel", ox + 5, oy + 5, -120).settle()
    assert [x for x in win.title.split(" log=")[1].split(",") if x][-3:] == ["V1"] * 3


def shrink(win, rows_px):
    """Make a control short enough that its items do not fit."""
    win.h = rows_px


def test_list_and_tree_views_scroll_three_rows_a_notch(boot):
    d = boot(os.path.join(EXE, "cc_controls.exe"))
    wm = d.vm.wm
    for cls, proc, key in (("SysListView32", listview.listview_proc, "listview"),
                           ("SysTreeView32", treeview.treeview_proc, "treeview")):
        win = next(w for w in wm.windows.values() if w.cls.name == cls and not w.destroyed)
        st = next(v for v in win.state.values() if hasattr(v, "top"))
        shrink(win, 20)
        assert st.top == 0
        run(proc(wm, win, WM_MOUSEWHEEL, wparam(-120), 0))
        assert st.top > 0, cls
        run(proc(wm, win, WM_MOUSEWHEEL, wparam(120), 0))
        assert st.top == 0, cls


def test_a_list_box_scrolls_at_most_a_page_a_notch(boot, width):
    d = boot(guest_exe("usrodraw", width))      # its i686 and x86-64 builds
    wm = d.vm.wm
    win = next(w for w in wm.windows.values()
               if w.cls.name.upper() == "LISTBOX" and not w.destroyed and len(w.state["list"].items) > 2)
    st = win.state["list"]
    shrink(win, win.h - win.client_size()[1] + 2 * 16)      # about two rows
    run(static_listbox.listbox_proc(wm, win, WM_MOUSEWHEEL, wparam(-120), 0))
    assert 0 < st.top <= 2


def test_the_tilt_wheel_parses_from_json_bare_entries_and_ctl():
    assert protocol.parse_entry("wheel:10:20:-120:on").args == {
        "x": 10, "y": 20, "delta": -120, "horizontal": True}
    assert protocol.parse_entry("wheel:10:20:-120").args == {"x": 10, "y": 20, "delta": -120}
    assert protocol.parse_entry("wheel:@w2:120:on").args["horizontal"] is True
    [cmd], _ = ctl_build.build("wheel", ["10,20", "120", "h"], ctl_build.Ids())
    assert cmd.args == {"x": 10, "y": 20, "delta": 120, "horizontal": True}


def test_the_wheel_over_stdin_and_http_scrolls_notepad(notepad):
    d = notepad
    ref = d.find(cls="EDIT")["ref"]
    host = Host(d.vm, reactor=Clock(), frozen=True)
    out = io.StringIO()
    StdinControl(host, out).dataReceived(("wheel @%s -120\n" % ref).encode())
    assert json.loads(out.getvalue().splitlines()[0][6:])["ok"] is True
    d.step(10)
    assert edit_top(d) == 3
    stub = StubTreq(ControlServer(host).resource())
    got = []
    stub.post("http://127.0.0.1:8123/ctl", data=json.dumps(
        {"action": "wheel", "args": {"ref": ref, "delta": -240}}),
        headers={b"content-type": [b"application/json"]}).addCallback(got.append)
    stub.flush()
    assert got[0].code == 200
    d.step(10)
    assert edit_top(d) == 9
