"""The computer-use adapter (wineagent/mcp/computer_use.py): both schemas, verbatim."""

import pytest

from wineagent.mcp.computer_use import AdapterError, translate


def cmds(action):
    return translate(action).commands


@pytest.mark.parametrize("action, expected", [
    ({"action": "left_click", "coordinate": [10, 20]},
     [("mousemove", {"x": 10, "y": 20}), ("click", {"x": 10, "y": 20, "button": "left"})]),
    ({"action": "right_click", "coordinate": [10, 20]},
     [("mousemove", {"x": 10, "y": 20}), ("click", {"x": 10, "y": 20, "button": "right"})]),
    ({"action": "double_click", "coordinate": [1, 2]},
     [("mousemove", {"x": 1, "y": 2}), ("dblclick", {"x": 1, "y": 2})]),
    ({"action": "triple_click", "coordinate": [1, 2]},
     [("mousemove", {"x": 1, "y": 2}), ("dblclick", {"x": 1, "y": 2}),
      ("click", {"x": 1, "y": 2})]),
    ({"action": "mouse_move", "coordinate": [5, 6]}, [("mousemove", {"x": 5, "y": 6})]),
    ({"action": "left_click_drag", "start_coordinate": [1, 2], "coordinate": [30, 40]},
     [("drag", {"x1": 1, "y1": 2, "x2": 30, "y2": 40})]),
    ({"action": "left_mouse_down", "coordinate": [3, 4]}, [("mousedown", {"x": 3, "y": 4})]),
    ({"action": "key", "text": "ctrl+s"}, [("key", {"key": "ctrl+s"})]),
    ({"action": "key", "text": "Return"}, [("key", {"key": "return"})]),
    ({"action": "key", "text": "Page_Down"}, [("key", {"key": "pagedown"})]),
    ({"action": "key", "text": "super+e"}, [("key", {"key": "win+e"})]),
    ({"action": "type", "text": "Hello"}, [("type", {"text": "Hello"})]),
    ({"action": "scroll", "coordinate": [9, 9], "scroll_direction": "down",
      "scroll_amount": 2}, [("wheel", {"x": 9, "y": 9, "delta": -240})]),
    ({"type": "click", "x": 7, "y": 8, "button": "left"},
     [("mousemove", {"x": 7, "y": 8}), ("click", {"x": 7, "y": 8, "button": "left"})]),
    ({"type": "click", "x": 7, "y": 8, "button": "right"},
     [("mousemove", {"x": 7, "y": 8}), ("click", {"x": 7, "y": 8, "button": "right"})]),
    ({"type": "double_click", "x": 7, "y": 8},
     [("mousemove", {"x": 7, "y": 8}), ("dblclick", {"x": 7, "y": 8})]),
    ({"type": "move", "x": 7, "y": 8}, [("mousemove", {"x": 7, "y": 8})]),
    ({"type": "drag", "path": [{"x": 1, "y": 1}, {"x": 5, "y": 5}, {"x": 9, "y": 9}]},
     [("mousemove", {"x": 1, "y": 1}), ("mousedown", {"x": 1, "y": 1}),
      ("mousemove", {"x": 5, "y": 5}), ("mousemove", {"x": 9, "y": 9}),
      ("mouseup", {"x": 9, "y": 9})]),
    ({"type": "keypress", "keys": ["CTRL", "S"]}, [("key", {"key": "ctrl+S"})]),
    ({"type": "keypress", "keys": ["ENTER"]}, [("key", {"key": "enter"})]),
    ({"type": "type", "text": "abc"}, [("type", {"text": "abc"})]),
    ({"type": "scroll", "x": 5, "y": 6, "scroll_x": 0, "scroll_y": 300},
     [("wheel", {"x": 5, "y": 6, "delta": -360})]),
])
def test_each_action_becomes_our_commands(action, expected):
    assert cmds(action) == expected


def test_every_key_spelling_is_one_the_protocol_accepts():
    from wineagent.control.keys import parse_key_spec
    for text in ("Return", "Escape", "BackSpace", "Page_Up", "Page_Down", "KP_Enter", "Tab",
                 "super+e", "ctrl+shift+Tab", "alt+F4", "Delete", "Home", "Up"):
        parse_key_spec(cmds({"action": "key", "text": text})[0][1]["key"])
    for keys in (["CTRL", "S"], ["ENTER"], ["ESC"], ["ARROWLEFT"], ["SHIFT", "TAB"]):
        parse_key_spec(cmds({"type": "keypress", "keys": keys})[0][1]["key"])


def test_screenshot_and_wait_are_looks_and_time():
    assert translate({"action": "screenshot"}).screenshot is True
    assert translate({"type": "screenshot"}).screenshot is True
    assert translate({"action": "wait", "duration": 0.5}).wait_ms == 500
    assert translate({"type": "wait"}).wait_ms == 1000


@pytest.mark.parametrize("action, message", [
    ({"action": "left_click"}, "coordinate must be [x, y]"),
    ({"action": "middle_click", "coordinate": [1, 1]}, "left and right buttons only"),
    ({"action": "fly"}, "unknown computer-use action 'fly'"),
    ({"type": "click", "x": "a", "y": 1}, "x must be a number"),
    ({"type": "drag", "path": [{"x": 1, "y": 1}]}, "at least two"),
    ({"type": "keypress", "keys": []}, "non-empty list"),
    ({"hello": 1}, "expected {\"action\""),
    ([1, 2], "a JSON object"),
])
def test_what_cannot_be_done_is_refused_with_the_reason(action, message):
    with pytest.raises(AdapterError, match=message.replace("[", r"\[").replace("{", r"\{")):
        translate(action)
