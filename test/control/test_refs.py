"""Element refs and the compact text snapshot (docs/protocol.md, "snapshot"): refs are
stable and replayable, the text form is small and filterable, and every pointer action
aims at a ref on every transport (in-process, CLI VM + ctl, hub + browser page)."""

import io

import pytest

import wineagent
from wineagent.control import snapshot as snapshots
from wineagent.control.protocol import ProtocolError, parse_command, parse_entry

from procs import RunProcess
# The hub and browser fixtures of the browser suite (one service and one Chromium here).
from test_web_browser import browser, ctl, ctl_json, open_page, service, wait_for  # noqa: F401


# --- the pure parts -------------------------------------------------------------------------

def test_a_ref_is_the_handle_in_creation_order_and_parses_back():
    first = snapshots.FIRST_HWND
    assert snapshots.ref_of(first) == "w1"
    assert snapshots.ref_of(first + 22) == "w12"
    assert snapshots.parse_ref("w12") == (first + 22, None, None)
    assert snapshots.parse_ref("@w12.title") == (first + 22, None, "title")
    assert snapshots.parse_ref("w1m3") == (first, 3, None)
    assert snapshots.parse_ref(first + 2) == (first + 2, None, None)
    for bad in ("x12", "w0", "w", "w1.middle", "", 1.5):
        with pytest.raises(snapshots.RefError):
            snapshots.parse_ref(bad)


SNAP = {
    "focus": 65574, "active": 65572,
    "windows": [
        {"hwnd": 65568, "ref": "w1", "class": "Main", "title": "Main", "rect": [0, 0, 100, 80],
         "visible": True, "parent": 0, "id": 0, "enabled": False},
        {"hwnd": 65570, "ref": "w2", "class": "EDIT", "title": "", "rect": [2, 20, 98, 78],
         "visible": True, "parent": 65568, "id": 15, "enabled": True},
        {"hwnd": 65572, "ref": "w3", "class": "#32770", "title": "Pick", "rect": [10, 10, 90, 70],
         "visible": True, "parent": 0, "id": 0, "enabled": True},
        {"hwnd": 65574, "ref": "w4", "class": "LISTBOX", "title": "", "rect": [12, 30, 60, 60],
         "visible": True, "parent": 65572, "id": 3, "enabled": True,
         "items": ["a.txt", "b.txt"], "selected": 1},
        {"hwnd": 65576, "ref": "w5", "class": "BUTTON", "title": "Read only",
         "rect": [62, 30, 88, 40], "visible": True, "parent": 65572, "id": 4, "enabled": True,
         "checked": 1},
        {"hwnd": 65578, "ref": "w6", "class": "BUTTON", "title": "Secret", "rect": [0, 0, 1, 1],
         "visible": False, "parent": 65572, "id": 5, "enabled": True},
    ],
    "menus": [{"hwnd": 65568, "kind": "bar", "items": [
        {"text": "File", "rect": [1, 1, 20, 10], "enabled": True, "checked": False,
         "separator": False, "submenu": True}]}],
    "lastMessageBox": None,
}


def test_the_text_tree_is_one_indented_line_per_visible_window_with_its_state():
    assert snapshots.text_tree(SNAP) == "\n".join([
        'w1 Main "Main" [0,0,100,80] disabled',
        '  menu: w1m1 "File"',
        '  w2 EDIT "" [2,20,98,78] id=15',
        'w3 #32770 "Pick" [10,10,90,70] active',
        '  w4 LISTBOX "" [12,30,60,60] id=3 focused items=["a.txt", "b.txt"] selected=1',
        '  w5 BUTTON "Read only" [62,30,88,40] id=4 checked'])


def test_the_text_tree_filters_by_window_query_depth_and_visibility():
    assert snapshots.text_tree(SNAP, window="w3", depth=0) == \
        'w3 #32770 "Pick" [10,10,90,70] active'
    assert snapshots.text_tree(SNAP, query="b.TXT").splitlines() == [
        'w3 #32770 "Pick" [10,10,90,70] active',
        '  w4 LISTBOX "" [12,30,60,60] id=3 focused items=["a.txt", "b.txt"] selected=1']
    assert snapshots.text_tree(SNAP, depth=0).count("\n") == 2      # w1, its menu, w3
    hidden = snapshots.text_tree(SNAP, window="@w3", visible_only=False)
    assert hidden.splitlines()[-1] == '  w6 BUTTON "Secret" [0,0,1,1] id=5 hidden'
    with pytest.raises(snapshots.RefError, match="w9 is not in the snapshot"):
        snapshots.text_tree(SNAP, window="w9")


def test_a_long_tree_is_cut_at_a_line_and_says_how_much_is_left():
    text = snapshots.text_tree(SNAP, limit=120)
    assert len(text) <= 120
    assert text.splitlines()[-1].startswith("... ") and "more lines" in text


def test_pointer_commands_take_a_ref_instead_of_coordinates_in_json_and_entries():
    assert parse_entry("click:@w12").args == {"button": "left", "ref": "w12", "point": None}
    assert parse_entry("click @w4.title right").args == {
        "button": "right", "ref": "w4", "point": "title"}
    assert parse_entry("drag:@w3:@w5:4").args == {
        "steps": 4, "ref": "w3", "point": None, "toRef": "w5", "toPoint": None}
    assert parse_command({"action": "wheel", "ref": "w2", "delta": 120}).args == {
        "delta": 120, "ref": "w2", "point": None}
    assert parse_entry("click:1:2").args == {"x": 1, "y": 2, "button": "left"}   # unchanged
    for body, message in [
            ({"action": "click", "ref": "w2", "x": 1}, "give ref or x, y, not both"),
            ({"action": "click", "y": 3}, "click: missing x; expected"),
            ({"action": "click", "x": 1, "y": 2, "point": "title"}, "point needs ref"),
            ({"action": "click", "ref": "w2.title", "point": "center"}, "disagree"),
            ({"action": "click", "ref": "nope"}, "not a window ref"),
            ({"action": "snapshot", "format": "xml"}, 'format must be "json" or "text"')]:
        with pytest.raises(ProtocolError, match=message):
            parse_command(body)


# --- a real VM in this process ---------------------------------------------------------------

def _notepad_open_dialog():
    d = wineagent.Desktop(app="notepad")
    d.step(20)
    d.key("ctrl+o")
    d.step(20)
    return d


def test_notepads_open_dialog_costs_under_a_hundred_and_fifty_tokens_as_text():
    with _notepad_open_dialog() as d:
        text = d.text()
        lines = text.splitlines()
        assert lines[0].startswith('w3 #32770 "Open" [') and lines[0].endswith(" active")
        assert any(l.strip().startswith('w6 BUTTON "OK" [') for l in lines)
        assert any(l.strip().startswith('w5 EDIT "C:\\" [') and l.endswith("focused")
                   for l in lines)
        assert len(text) < 600                       # ~chars/4 tokens: under 150
        assert [w["ref"] for w in d.snapshot(query="cancel")["windows"]] == ["w3", "w7"]
        assert [w["ref"] for w in d.snapshot(window="w1", visible_only=True)["windows"]] \
            == ["w1", "w2"]
        # notepad.rc: DIALOG 20, 20, 200, 62 in MS Sans Serif 8 (base units 6 x 13), the
        # template's point being the client area's, relative to the owner's client origin
        # (63, 81); a modal frame of 3 and SM_CYCAPTION 19 (Windows 2000). Cancel at 143,
        # 39, 50 x 14. Each value is MulDiv(dlu, 6, 4) or MulDiv(dlu, 13, 8), rounded, as
        # Windows does: the client at (63 + 30, 81 + 33), 300 x 101.
        assert d.text(window="w3", query="cancel") == \
            'w3 #32770 "Open" [90,92,396,218] active\n' \
            '  w7 BUTTON "Cancel" [308,177,383,200] id=2'


def test_clicking_a_button_by_ref_presses_it_and_a_stale_ref_is_refused():
    with _notepad_open_dialog() as d:
        cancel = d.find(title="Cancel", cls="button")
        assert cancel["ref"] == "w7"
        where = d.locate("w7")
        l, t, r, b = cancel["rect"]
        assert (where["x"], where["y"]) == ((l + r - 1) // 2, (t + b - 1) // 2)
        d.click(ref="w7")
        d.step(20)
        assert d.find(cls="#32770") is None          # the dialog is gone
        with pytest.raises(wineagent.WineAgentError,
                           match="w7 is gone: no live window has that ref"):
            d.click(ref="w7")
        with pytest.raises(wineagent.WineAgentError, match="give a point"):
            d.click()


def test_the_same_session_replayed_gives_the_same_refs():
    texts = []
    for _ in range(2):
        with _notepad_open_dialog() as d:
            texts.append(d.text())
            d.click(ref="w7")
            d.step(20)
            d.key("ctrl+o")                          # a new dialog: new handles, new refs
            d.step(20)
            texts.append(d.text())
    assert texts[0] == texts[2] and texts[1] == texts[3]
    assert texts[1].splitlines()[0].startswith("w8 #32770 ")


def test_named_points_and_menu_item_refs_aim_where_they_say():
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        main = d.find(title="Minesweeper")
        l, t, r, b = main["rect"]
        title = d.locate("w1", "title")
        assert t < title["y"] < main["client"][1] - 20   # the caption, above the menu bar
        corner = d.locate("w1.bottomright")
        assert (corner["x"], corner["y"]) == (r - 4, b - 4)
        d.click(ref="w1m1")                               # the Game menu opens
        d.step(10)
        popup = d.text(query="Beginner")
        assert 'w2m3 "Beginner" checked' in popup
        d.click(ref="w2m5")                               # Expert
        d.step(30)
        assert d.find(title="Minesweeper")["rect"][2] - l > r - l   # a bigger board


# --- other transports ---------------------------------------------------------------------------

def _ctl(*args):
    from wineagent.ctl.client import main
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err, io.StringIO(), {})
    return code, out.getvalue(), err.getvalue()


def test_ctl_clicks_a_ref_on_a_cli_vm_and_reads_the_text_tree():
    vm = RunProcess("--app=hello", "--control=0", "--frozen")
    try:
        target = ":%d" % vm.port
        vm.cmd("step", n=30)
        code, out, err = _ctl("-s", target, "click", "@w1")
        assert code == 0, err
        vm.cmd("step", n=30)
        code, text, err = _ctl("-s", target, "snapshot", "text")
        assert code == 0, err
        assert "messagebox: You clicked the window." in text
        assert '  w3 BUTTON "OK" [' in text
        code, out, err = _ctl("-s", target, "click", "@w3.title")
        assert code == 1 and "w3 has no caption bar to aim at" in err
        code, out, err = _ctl("-s", target, "click", "@w3")
        assert code == 0, err
        vm.cmd("step", n=30)
        assert "#32770" not in vm.cmd("snapshot", format="text")
    finally:
        vm.close()


def test_a_ref_click_through_the_hub_lands_on_the_page_at_the_refs_centre(
        open_page, service):
    page = open_page("?app=hello")
    href = page.url
    code, out, err = ctl(service, "-s", href, "click", "@w1")
    assert code == 0, err
    where = ctl_json(service, "-s", href, "locate:@w1")["value"]
    # The page resolved the ref with its VM, then synthesized the events at that point.
    assert page.evaluate("wineShell.input.last") == {
        "trusted": False, "action": "mouseup",
        "args": {"x": where["x"], "y": where["y"], "button": "left"}}
    text = wait_for(lambda: (lambda t: "messagebox:" in t and t)(
        ctl(service, "-s", href, "snapshot", "text")[1]))
    assert text.splitlines()[0].startswith('w2 #32770 "Hello" [')
    code, out, err = ctl(service, "-s", href, "click", "@w9")
    assert code == 1 and "w9 is gone: no live window has that ref" in err


def test_a_gym_text_policy_clicks_a_ref_it_read_in_the_observation():
    from wineagent.gym import CommandActions, DesktopEnv
    env = CommandActions(DesktopEnv(app="hello", frameskip=30))
    try:
        obs, _ = env.reset(seed=1)
        assert obs["windows"].startswith('w1 HelloWindow "Hello" [')
        obs, _, _, _, info = env.step('{"action": "click", "args": {"ref": "w1"}}')
        assert "messagebox: You clicked the window." in obs["windows"]
        assert not [e for e in info["events"] if e["type"] == "action-error"]
    finally:
        env.close()


def test_the_text_charset_is_string_printable_without_vertical_tab_and_form_feed():
    import string
    assert snapshots.TEXT_CHARSET == "".join(c for c in string.printable
                                             if c not in "\x0b\x0c")
