"""Anthropic computer-use ``zoom`` and scrolling (vertical, horizontal, with modifier keys
held) through the adapter and through a real ``wineagent mcp`` with the SDK's own client
(issue 20, item 11)."""

import base64
import io
import json

import pytest
from PIL import Image

from test_mcp import json_of, run_client
from wineagent.mcp.computer_use import AdapterError, translate


def test_zoom_is_a_region_look_and_sends_nothing():
    plan = translate({"action": "zoom", "region": [10, 20, 110, 70]})
    assert plan.zoom == (10, 20, 110, 70)
    assert plan.commands == [] and not plan.screenshot and plan.wait_ms is None


@pytest.mark.parametrize("action, message", [
    ({"action": "zoom"}, "zoom region must be [x0, y0, x1, y1]"),
    ({"action": "zoom", "region": [1, 2, 3]}, "zoom region must be [x0, y0, x1, y1]"),
    ({"action": "zoom", "region": [50, 10, 40, 20]}, "is empty"),
    ({"action": "scroll", "coordinate": [1, 1], "text": "a"},
     "only modifier keys can be held"),
    ({"action": "left_click", "coordinate": [1, 1], "text": 3}, "must be a string"),
])
def test_what_cannot_be_done_is_refused(action, message):
    with pytest.raises(AdapterError, match=message.replace("[", r"\[")):
        translate(action)


def test_horizontal_scroll_and_held_modifiers():
    assert translate({"action": "scroll", "coordinate": [9, 8], "scroll_direction": "left",
                      "scroll_amount": 2}).commands == [
        ("wheel", {"x": 9, "y": 8, "delta": -240, "horizontal": True})]
    assert translate({"action": "scroll", "coordinate": [9, 8], "scroll_direction": "right",
                      "scroll_amount": 1}).commands == [
        ("wheel", {"x": 9, "y": 8, "delta": 120, "horizontal": True})]
    assert translate({"action": "scroll", "coordinate": [9, 8], "scroll_direction": "up",
                      "scroll_amount": 1, "text": "ctrl+shift"}).commands == [
        ("keydown", {"key": "ctrl"}), ("keydown", {"key": "shift"}),
        ("wheel", {"x": 9, "y": 8, "delta": 120}),
        ("keyup", {"key": "shift"}), ("keyup", {"key": "ctrl"})]
    assert translate({"action": "left_click", "coordinate": [3, 4],
                      "text": "Shift"}).commands == [
        ("keydown", {"key": "shift"}), ("mousemove", {"x": 3, "y": 4}),
        ("click", {"x": 3, "y": 4, "button": "left"}), ("keyup", {"key": "shift"})]
    # key and type keep text as what they press or type
    assert translate({"action": "type", "text": "shift"}).commands == [
        ("type", {"text": "shift"})]


def test_zoom_and_scroll_through_the_mcp_client():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "notepad"}))["session"]
        await s.call_tool("step", {"session": sid, "n": 30})
        await s.call_tool("type", {"session": sid, "text": "".join(
            "line %d\n" % i for i in range(60))})
        await s.call_tool("key", {"session": sid, "key": "ctrl+home"})
        full = await s.call_tool("computer", {"session": sid,
                                              "action": {"action": "screenshot"}})
        whole = Image.open(io.BytesIO(base64.b64decode(full.content[0].data))).convert("RGB")
        before = json.loads(full.content[1].text)

        zoom = await s.call_tool("computer", {"session": sid, "action": {
            "action": "zoom", "region": [0, 0, 200, 100]}})
        assert [c.type for c in zoom.content] == ["image", "text"]
        info = json.loads(zoom.content[1].text)
        img = Image.open(io.BytesIO(base64.b64decode(zoom.content[0].data))).convert("RGB")
        assert img.size == (200, 100) and info["zoom"] == [0, 0, 200, 100]
        assert img.tobytes() == whole.crop((0, 0, 200, 100)).tobytes()   # full resolution
        assert info["steps"] == before["steps"]                          # no time passed

        # Coordinates after a zoom are still the screen's: the wheel over the text
        # scrolls it (two notches, six lines), and the screen changes.
        scrolled = json_of(await s.call_tool("computer", {"session": sid, "action": {
            "action": "scroll", "coordinate": [200, 200], "scroll_direction": "down",
            "scroll_amount": 2}}))
        assert scrolled["frame"] != before["frame"]
        # Left/right is the tilt wheel; with shift held it still reaches the program.
        tilted = await s.call_tool("computer", {"session": sid, "action": {
            "action": "scroll", "coordinate": [200, 200], "scroll_direction": "right",
            "scroll_amount": 1, "text": "shift"}})
        assert not tilted.is_error
        back = json_of(await s.call_tool("computer", {"session": sid, "action": {
            "action": "scroll", "coordinate": [200, 200], "scroll_direction": "up",
            "scroll_amount": 2}}))
        assert back["frame"] == before["frame"]                          # at the top again

        bad = await s.call_tool("computer", {"session": sid, "action": {
            "action": "zoom", "region": [600, 400, 700, 500]}})
        assert bad.is_error and "not inside the 640x480 screen" in bad.content[0].text
    run_client(body)
