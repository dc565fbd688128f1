"""The MCP server (docs/mcp.md) through the official SDK's own client: a real
`wineagent mcp` process over stdio, and over streamable HTTP."""

import base64
import io
import json
import os
import socket
import subprocess
import sys
import time

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from PIL import Image

from procs import ROOT, env, wineagent_cmd

# winmine /seed 1 (docs/apps.md): cell (cx, cy) at screen (63+16cx, 93+16cy).
SAFE = (63, 93)
MINE = (63 + 16 * 3, 93)
TOOLS = {"session_start", "session_list", "session_close", "screenshot", "snapshot", "click",
         "double_click", "drag", "move", "scroll", "type", "key", "step", "wait_for",
         "dialog", "computer", "put_file", "get_file", "list_files", "clipboard_get",
         "clipboard_set", "text", "find"}


def server_params(*flags):
    return StdioServerParameters(command=sys.executable,
                                 args=["-m", "wineagent", "mcp"] + list(flags),
                                 env=env(), cwd=ROOT)


def run_client(body, *flags):
    """Run ``body(session)`` in a ClientSession over stdio to a fresh server process."""
    async def main():
        with open(os.devnull, "w") as errlog:
            async with stdio_client(server_params(*flags), errlog=errlog) as streams:
                async with ClientSession(*streams[:2]) as session:
                    await session.initialize()
                    return await body(session)
    return anyio.run(main)


def text_of(result):
    assert not result.is_error, result.content
    return [c.text for c in result.content if c.type == "text"]


def json_of(result):
    return json.loads(text_of(result)[0])


def image_of(result):
    """The result's one image: its base64 PNG."""
    images = [c for c in result.content if c.type == "image"]
    assert len(images) == 1 and images[0].mime_type == "image/png", result.content
    return images[0].data

ACTIONS = {"click", "double_click", "move", "drag", "type", "key", "scroll", "dialog"}


def test_list_tools_start_winmine_click_a_cell_look_and_close():
    async def body(s):
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert set(tools) == TOOLS                     # no eval without --allow-eval
        assert tools["click"].description.startswith("Click at (x, y)")
        assert tools["click"].input_schema.get("required", []) == []   # x, y or ref; one session
        assert {"x", "y", "ref"} <= set(tools["click"].input_schema["properties"])

        started = json_of(await s.call_tool("session_start", {"app": "winmine"}))
        sid = started["session"]
        assert started["kind"] == "local" and '"Minesweeper"' in started["windows"]

        shot = await s.call_tool("screenshot", {"session": sid})
        image = [c for c in shot.content if c.type == "image"][0]
        info = json.loads(text_of(shot)[0])
        assert image.mime_type == "image/png"
        img = Image.open(io.BytesIO(base64.b64decode(image.data)))
        assert img.size == (640, 480) and info["frame"] == started["frame"]

        clicked = json_of(await s.call_tool("click", {"session": sid, "x": SAFE[0],
                                                      "y": SAFE[1]}))
        assert clicked["frame"] != started["frame"]       # the board changed
        assert clicked["newWindows"] == [] and clicked["steps"] == 38

        after = await s.call_tool("screenshot", {"session": sid})
        assert json.loads(text_of(after)[0])["frame"] == clicked["frame"]

        sessions = json_of(await s.call_tool("session_list", {}))
        assert [x["session"] for x in sessions] == [sid]
        closed = json_of(await s.call_tool("session_close", {"session": sid}))
        assert closed == {"session": sid, "closed": True}
        assert json_of(await s.call_tool("session_list", {})) == []
    run_client(body)


def test_errors_come_back_as_tool_errors_and_the_server_stays_up():
    async def body(s):
        bad = await s.call_tool("session_start", {"app": "nope"})
        assert bad.is_error and "unknown app 'nope'" in bad.content[0].text
        gone = await s.call_tool("click", {"session": "s9", "x": 1, "y": 1})
        assert gone.is_error and "no session 's9'" in gone.content[0].text
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        off = await s.call_tool("click", {"session": sid, "x": 9999, "y": 1})
        assert off.is_error and "off the 640x480 screen" in off.content[0].text
        schema = await s.call_tool("step", {"session": sid, "n": -1})
        assert schema.is_error
        assert json_of(await s.call_tool("step", {"session": sid, "n": 2}))["ran"] == 2
    run_client(body)


def test_a_click_that_opens_a_message_box_reports_it_and_wait_for_finds_it():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        did = json_of(await s.call_tool("click", {"session": sid, "x": 150, "y": 100,
                                                  "steps": 0}))
        assert "messageBox" not in did                     # queued only
        found = json_of(await s.call_tool("wait_for", {"session": sid,
                                                       "text": "You clicked"}))
        assert found["found"] is True and found["ran"] >= 1
        assert found["messageBox"]["text"] == "You clicked the window."
        assert [w["class"] for w in found["newWindows"]].count("#32770") == 1
        tree = text_of(await s.call_tool("snapshot", {"session": sid}))[0]
        assert "messagebox: You clicked the window." in tree
        key = json_of(await s.call_tool("key", {"session": sid, "key": "enter"}))
        assert any(w["class"] == "#32770" for w in key["closedWindows"])   # Enter = OK
    run_client(body)


def test_dialog_presses_a_button_by_its_label():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        json_of(await s.call_tool("click", {"session": sid, "x": 150, "y": 100,
                                            "steps": 20}))
        result = await s.call_tool("dialog", {"session": sid, "button": "ok",
                                              "screenshot": True})
        pressed = json_of(result)
        assert pressed["pressed"]["title"] == "OK" and pressed["pressed"]["id"] == 1
        assert any(w["class"] == "#32770" for w in pressed["closedWindows"])
        # the screen once the dialog has gone: what a screenshot shows now
        assert image_of(result) == image_of(await s.call_tool("screenshot", {"session": sid}))
        none = await s.call_tool("dialog", {"session": sid, "button": "OK"})
        assert none.is_error and "no visible, enabled button labelled 'OK'" in \
            none.content[0].text
    run_client(body)


def test_computer_use_actions_of_both_schemas_are_taken_verbatim():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        clicked = json_of(await s.call_tool("computer", {"session": sid, "steps": 20,
                          "action": {"action": "left_click", "coordinate": [150, 100]}}))
        assert clicked["messageBox"]["text"] == "You clicked the window."
        enter = json_of(await s.call_tool("computer", {"session": sid, "action": {
            "type": "keypress", "keys": ["ENTER"]}}))
        assert any(w["class"] == "#32770" for w in enter["closedWindows"])
        again = json_of(await s.call_tool("computer", {"session": sid, "steps": 20,
                        "action": {"type": "click", "x": 150, "y": 100, "button": "left"}}))
        assert [w["class"] for w in again["newWindows"]].count("#32770") == 1
        look = await s.call_tool("computer", {"session": sid,
                                              "action": {"action": "screenshot"}})
        assert [c.type for c in look.content] == ["image", "text"]
        assert json.loads(look.content[1].text)["steps"] == again["steps"]   # no time moved
        waited = json_of(await s.call_tool("computer", {"session": sid, "action": {
            "action": "wait", "duration": 0.16}}))
        assert waited["steps"] == again["steps"] + 10                  # 160 ms of 16 ms
        bad = await s.call_tool("computer", {"session": sid, "action": {"action": "fly"}})
        assert bad.is_error and "unknown computer-use action 'fly'" in bad.content[0].text
    run_client(body)


def test_screenshot_region_and_scale_set_the_coordinates_clicks_use():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "winmine"}))["session"]
        # The board's top-left quarter at half size: cell (0,0)'s centre is then at
        # ((63-40)/2, (93-40)/2).
        shot = await s.call_tool("screenshot", {"session": sid, "region": [40, 40, 200, 200],
                                                "scale": 0.5})
        info = json.loads(text_of(shot)[0])
        assert (info["width"], info["height"]) == (100, 100)
        x, y = (SAFE[0] - 40) // 2, (SAFE[1] - 40) // 2
        json_of(await s.call_tool("click", {"session": sid, "x": x, "y": y}))
        # Cell (0,0) is revealed: its top-left pixel is no longer the white bevel.
        shot = await s.call_tool("screenshot", {"session": sid})
        img = Image.open(io.BytesIO(base64.b64decode(
            [c for c in shot.content if c.type == "image"][0].data))).convert("RGB")
        assert img.getpixel((SAFE[0] - 8 + 1, SAFE[1] - 8 + 1)) != (255, 255, 255)
        bad = await s.call_tool("screenshot", {"session": sid, "region": [600, 0, 100, 10]})
        assert bad.is_error and "not inside" in bad.content[0].text
    run_client(body)


def test_an_action_with_screenshot_answers_with_the_image_of_the_frame_it_reports():
    async def body(s):
        tools = {t.name: t for t in (await s.list_tools()).tools}
        for name in ACTIONS:
            prop = tools[name].input_schema["properties"]["screenshot"]
            assert prop["type"] == "boolean" and prop["default"] is False, name
        started = json_of(await s.call_tool("session_start", {"app": "winmine"}))
        sid = started["session"]
        result = await s.call_tool("click", {"session": sid, "x": SAFE[0], "y": SAFE[1],
                                             "screenshot": True})
        assert [c.type for c in result.content] == ["image", "text"]
        clicked = json_of(result)
        assert clicked["frame"] != started["frame"] and clicked["steps"] == 38
        assert clicked["newWindows"] == [] and clicked["closedWindows"] == []
        assert (clicked["width"], clicked["height"]) == (640, 480)
        assert clicked["origin"] == [0, 0] and clicked["scale"] == 1
        # The same PNG as the screenshot tool's, of the frame the hash names.
        shot = await s.call_tool("screenshot", {"session": sid})
        assert json_of(shot)["frame"] == clicked["frame"]
        assert image_of(result) == image_of(shot)
        img = Image.open(io.BytesIO(base64.b64decode(image_of(result)))).convert("RGB")
        assert img.getpixel((SAFE[0] - 8 + 1, SAFE[1] - 8 + 1)) != (255, 255, 255)  # revealed
        # Without it, the action answers with what changed alone.
        plain = await s.call_tool("key", {"session": sid, "key": "f2"})
        assert [c.type for c in plain.content] == ["text"]
        moved = await s.call_tool("move", {"session": sid, "x": 1, "y": 1, "steps": 0,
                                           "screenshot": True})
        assert json_of(moved)["frame"] == json_of(plain)["frame"]     # F2: a new game
        assert image_of(moved) != image_of(result)
    run_client(body)


def test_an_actions_screenshot_sets_coordinates_back_to_screen_pixels():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        # A region screenshot: later points are read in it, offset by (300, 300)...
        await s.call_tool("screenshot", {"session": sid, "region": [300, 300, 100, 100]})
        # ...until an action's whole-screen screenshot: from then on, screen pixels. (Read
        # in the region, the click below would land at (450, 400), on the bare desktop.)
        image_of(await s.call_tool("move", {"session": sid, "x": 10, "y": 10,
                                            "screenshot": True}))
        clicked = json_of(await s.call_tool("click", {"session": sid, "x": 150, "y": 100,
                                                      "steps": 20}))
        assert clicked["messageBox"]["text"] == "You clicked the window."
    run_client(body)


def test_eval_is_a_tool_only_with_allow_eval():
    async def body(s):
        names = {t.name for t in (await s.list_tools()).tools}
        assert "eval" in names
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        value = await s.call_tool("eval", {"session": sid, "code": "wm.focus is not None"})
        assert text_of(value) == ["true"]
    run_client(body, "--allow-eval")


def test_a_bad_flag_exits_two():
    r = subprocess.run(wineagent_cmd("mcp", "--http", "nowhere"), env=env(), cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "HOST:PORT" in r.stderr


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def test_streamable_http_serves_the_same_tools():
    from mcp.client.streamable_http import streamable_http_client
    port = free_port()
    proc = subprocess.Popen(wineagent_cmd("mcp", "--http", "127.0.0.1:%d" % port), env=env(),
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    try:
        seen = []
        deadline = time.monotonic() + 60
        for line in proc.stderr:                      # uvicorn logs when it is listening
            seen.append(line)
            if "running on" in line.lower() or time.monotonic() > deadline:
                break
        assert any("running on" in l.lower() for l in seen), "".join(seen)

        async def main():
            url = "http://127.0.0.1:%d/mcp" % port
            async with streamable_http_client(url) as streams:
                async with ClientSession(*streams[:2]) as s:
                    await s.initialize()
                    assert {t.name for t in (await s.list_tools()).tools} == TOOLS
                    sid = json_of(await s.call_tool("session_start",
                                                    {"app": "winmine"}))["session"]
                    did = json_of(await s.call_tool("click", {"session": sid, "x": SAFE[0],
                                                              "y": SAFE[1]}))
                    shot = await s.call_tool("screenshot", {"session": sid})
                    assert json.loads(text_of(shot)[0])["frame"] == did["frame"]
                    # Over HTTP the client may be elsewhere: bytes, never host paths.
                    local = await s.call_tool("put_file", {"session": sid, "path": "C:\\a",
                                                           "local": "/etc/hostname"})
                    assert local.is_error and "for the stdio server" in local.content[0].text
                    put = json_of(await s.call_tool("put_file", {
                        "session": sid, "path": "C:\\a.txt", "content": "aGk="}))
                    got = json_of(await s.call_tool("get_file", {"session": sid,
                                                                 "path": put["path"]}))
                    assert got["content"] == "aGk="
                    await s.call_tool("session_close", {"session": sid})
        anyio.run(main)
    finally:
        proc.terminate()
        proc.wait(20)


def test_http_refuses_a_non_loopback_address():
    r = subprocess.run(wineagent_cmd("mcp", "--http", "0.0.0.0:8765"), env=env(), cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "not a loopback address" in r.stderr


def test_session_start_attaches_to_a_running_cli_vm():
    from procs import RunProcess
    vm = RunProcess("--app=winmine", "--control=0", "--frozen")
    try:
        vm.cmd("step", n=30)

        async def body(s):
            started = json_of(await s.call_tool("session_start",
                                                {"connect": ":%d" % vm.port}))
            sid = started["session"]
            assert started["kind"] == "remote" and started["app"] == "winmine"
            did = json_of(await s.call_tool("click", {"session": sid, "x": SAFE[0],
                                                      "y": SAFE[1]}))
            assert did["frame"] != started["frame"] and did["steps"] == 38
            shot = await s.call_tool("screenshot", {"session": sid})
            assert json.loads(text_of(shot)[0])["frame"] == did["frame"]
            # An action's screenshot: the PNG its batch fetched (the hash's), the same as
            # the screenshot tool's.
            moved = await s.call_tool("move", {"session": sid, "x": 1, "y": 1,
                                               "screenshot": True})
            assert json_of(moved)["frame"] == did["frame"] and json_of(moved)["steps"] == 46
            assert image_of(moved) == image_of(shot)
            await s.call_tool("session_close", {"session": sid})
        run_client(body)
        assert vm.cmd("ping")["app"] == "winmine"          # closing left it running
    finally:
        vm.close()


def test_a_button_is_clicked_by_its_ref_from_the_text_snapshot():
    async def body(s):
        sid = json_of(await s.call_tool("session_start", {"app": "hello"}))["session"]
        opened = json_of(await s.call_tool("click", {"session": sid, "ref": "w1",
                                                     "steps": 30}))
        assert [w["ref"] for w in opened["newWindows"]] == ["w2", "w3"]
        tree = text_of(await s.call_tool("snapshot", {"session": sid, "window": "w2"}))[0]
        assert tree.splitlines()[1].startswith('  w3 BUTTON "OK" [')
        pressed = json_of(await s.call_tool("click", {"session": sid, "ref": "w3"}))
        assert {w["ref"] for w in pressed["closedWindows"]} == {"w2", "w3"}
        stale = await s.call_tool("click", {"session": sid, "ref": "w3"})
        assert stale.is_error and "w3 is gone" in stale.content[0].text
        both = await s.call_tool("click", {"session": sid, "ref": "w1", "x": 1, "y": 2})
        assert both.is_error and "give x, y or ref, not both" in both.content[0].text
    run_client(body)


def test_files_and_the_clipboard_and_a_named_drive_outlives_session_close(tmp_path):
    drive = tmp_path / "drive"
    drive.mkdir()
    local = tmp_path / "local.txt"
    local.write_bytes(b"from the host")

    async def body(s):
        started = json_of(await s.call_tool("session_start", {"app": "notepad",
                                                              "drive": str(drive)}))
        sid = started["session"]
        assert started["drive"] == str(drive)
        put = json_of(await s.call_tool("put_file", {"session": sid, "path": "C:\\In\\a.txt",
                                                     "content": "aGVsbG8="}))
        assert put["path"] == "C:\\In\\a.txt" and put["size"] == 5
        assert (drive / "In" / "a.txt").read_bytes() == b"hello"
        json_of(await s.call_tool("put_file", {"session": sid, "path": "b.txt",
                                               "local": str(local)}))
        got = json_of(await s.call_tool("get_file", {"session": sid, "path": "C:\\b.txt"}))
        assert base64.b64decode(got["content"]) == b"from the host"
        out = tmp_path / "out.txt"
        got = json_of(await s.call_tool("get_file", {"session": sid, "path": "c:\\in\\A.TXT",
                                                     "local": str(out)}))
        assert got["local"] == str(out) and out.read_bytes() == b"hello"
        listing = json_of(await s.call_tool("list_files", {"session": sid}))
        assert {e["name"]: e["isDir"] for e in listing["entries"]} == {
            "In": True, "b.txt": False, "notepad.exe": False}
        bad = await s.call_tool("get_file", {"session": sid, "path": "C:\\..\\..\\etc\\passwd"})
        assert bad.is_error and "'..' in the path" in bad.content[0].text
        bad = await s.call_tool("put_file", {"session": sid, "path": "C:\\x"})
        assert bad.is_error and "give content" in bad.content[0].text
        seq = json_of(await s.call_tool("clipboard_set", {"session": sid,
                                                          "text": "caf\u00e9"}))
        assert seq["sequence"] >= 1
        clip = json_of(await s.call_tool("clipboard_get", {"session": sid}))
        assert clip == {"text": "caf\u00e9"}
        # The program saves into the named drive; closing the session keeps it.
        await s.call_tool("type", {"session": sid, "text": "saved by notepad"})
        await s.call_tool("key", {"session": sid, "key": "ctrl+s"})
        await s.call_tool("key", {"session": sid, "key": "enter"})
        closed = json_of(await s.call_tool("session_close", {"session": sid}))
        assert closed == {"session": sid, "closed": True, "driveKept": str(drive)}
        # Without a drive, C: is a temporary folder that goes with the session.
        temp = json_of(await s.call_tool("session_start", {"app": "hello"}))
        assert os.path.isdir(temp["drive"])
        closed = json_of(await s.call_tool("session_close", {"session": temp["session"]}))
        assert "driveKept" not in closed and not os.path.exists(temp["drive"])
        missing = await s.call_tool("session_start", {"app": "hello",
                                                      "drive": str(tmp_path / "nope")})
        assert missing.is_error and "is not an existing folder" in missing.content[0].text
    run_client(body)
    assert (drive / "untitled.txt").read_bytes() == b"saved by notepad"
    assert (drive / "In" / "a.txt").read_bytes() == b"hello"
