"""One way to find and wait, the same in Python and over MCP: find by title (exact or
not) and by label, wait_for raising on timeout, dialog pressing the foreground dialog's
button, step(until, raise_on_timeout), save/load/fork, and MCP tools without a session
argument while one session is open (docs/python.md, docs/mcp.md)."""

import json
import os

import pytest
from mcp import ClientSession
from mcp.client.stdio import stdio_client

import anyio
import wineagent
from procs import RunProcess
from test_mcp import json_of, server_params, text_of
from wineagent.api import finding

WINS = [
    {"hwnd": 1, "ref": "w1", "class": "#32770", "title": "Open", "parent": 0,
     "visible": True},
    {"hwnd": 2, "ref": "w2", "class": "Static", "title": "&File name:", "parent": 1,
     "visible": True},
    {"hwnd": 3, "ref": "w3", "class": "Edit", "title": "C:\\", "parent": 1,
     "visible": True, "id": 100},
    {"hwnd": 4, "ref": "w4", "class": "Button", "title": "&Open file", "parent": 1,
     "visible": True, "id": 1},
]


def test_title_matches_a_part_in_any_case_or_with_exact_the_whole():
    assert [w["ref"] for w in finding.find_all(WINS, title="open")] == ["w1", "w4"]
    assert [w["ref"] for w in finding.find_all(WINS, title="Open", exact=True)] == ["w1"]
    assert [w["ref"] for w in finding.find_all(WINS, title="Open file", exact=True)] == \
        ["w4"]                                  # the & of the access key is no part of it


def test_a_label_finds_the_control_after_it_in_tab_order():
    assert [w["ref"] for w in finding.find_all(WINS, label="File name:")] == ["w3"]
    assert finding.find_all(WINS, label="file", exact=True) == []
    assert [w["ref"] for w in finding.find_all(WINS, label="file", cls="edit")] == ["w3"]


@pytest.fixture
def notepad_open():
    """Notepad with its Open dialog up."""
    with wineagent.Desktop(app="notepad") as d:
        d.step(30)
        d.key("ctrl+o")
        d.step(30)
        yield d


def test_python_find_by_label_and_dialog_and_wait_for(notepad_open):
    d = notepad_open
    field = d.find(label="File name:")
    assert field["class"] == "EDIT" and field["id"] == 100
    assert d.find(title="open", exact=True) is None and d.find(title="Open", exact=True)
    d.type("C:\\none.txt")
    pressed = d.dialog(button="ok")
    assert pressed["title"] == "OK" and pressed["window"] == d.find(title="Open")["hwnd"]
    found = d.wait_for(text="Cannot open", timeout=2)
    assert found["messageBox"]["text"] == "Cannot open C:\\none.txt."
    d.dialog("OK")
    assert d.wait_for(title="Notepad", cls="#32770", gone=True, timeout=2) is None


def test_wait_for_raises_a_timeout_after_that_much_guest_time(notepad_open):
    d = notepad_open
    before = d.snapshot()["guestMs"]
    with pytest.raises(wineagent.WaitTimeout) as e:
        d.wait_for(title="Never", timeout=0.5)
    assert isinstance(e.value, TimeoutError)
    assert "wait_for(title='Never'): not within 0.5s" in e.value.message
    assert 500 <= d.snapshot()["guestMs"] - before < 600
    with pytest.raises(wineagent.WineAgentError):
        d.dialog("Frobnicate")


def test_step_until_raises_on_timeout_when_asked(notepad_open):
    d = notepad_open
    reply = d.step(8, until=lambda s: False)
    assert reply["until"] is False and reply["ran"] == 8
    with pytest.raises(TimeoutError):
        d.step(8, until=lambda s: False, raise_on_timeout=True)
    assert d.step(8, until=lambda s: True, raise_on_timeout=True)["until"] is True


def test_save_load_and_fork_of_a_local_desktop(notepad_open, tmp_path):
    d = notepad_open
    d.type("abc")
    d.step(10)
    saved = d.save(tmp_path / "a.wastate")
    assert saved["bytes"] > 0 and os.path.exists(saved["path"])
    child = d.fork()
    try:
        assert child.find(label="File name:")["title"] == "abc"
        d.type("def")
        d.step(10)
        assert child.find(label="File name:")["title"] == "abc"      # on its own
        assert d.find(label="File name:")["title"] == "abcdef"
        d.load(saved["path"])
        assert d.find(label="File name:")["title"] == "abc"
    finally:
        child.close()


def mcp(body):
    async def main():
        with open(os.devnull, "w") as errlog:
            async with stdio_client(server_params(), errlog=errlog) as streams:
                async with ClientSession(*streams[:2]) as session:
                    await session.initialize()
                    return await body(session)
    return anyio.run(main)


def test_mcp_find_wait_and_dialog_without_a_session_argument():
    async def body(s):
        nobody = await s.call_tool("snapshot", {})
        assert nobody.is_error and "none is open" in nobody.content[0].text
        json_of(await s.call_tool("session_start", {"app": "notepad"}))
        json_of(await s.call_tool("key", {"key": "ctrl+o", "steps": 30}))
        found = json_of(await s.call_tool("find", {"label": "File name:"}))
        assert [f["class"] for f in found] == ["EDIT"] and found[0]["id"] == 100
        json_of(await s.call_tool("type", {"text": "C:\\none.txt"}))
        pressed = json_of(await s.call_tool("dialog", {"button": "OK"}))
        assert pressed["pressed"]["title"] == "OK"
        waited = json_of(await s.call_tool("wait_for", {"text": "Cannot open"}))
        assert waited["found"] is True
        assert waited["match"]["messageBox"]["text"] == "Cannot open C:\\none.txt."
        late = await s.call_tool("wait_for", {"title": "Never", "timeout": 0.2})
        assert late.is_error and "not within 0.2s" in late.content[0].text
        step = await s.call_tool("step", {"n": 4, "until": "idle",
                                          "raise_on_timeout": True})
        assert json_of(step)["until"] is True             # the program waits for input
        json_of(await s.call_tool("session_start", {"app": "hello"}))
        two = await s.call_tool("snapshot", {})
        assert two.is_error and "2 are open (s1, s2)" in two.content[0].text
        assert text_of(await s.call_tool("snapshot", {"session": "s2"}))
    mcp(body)


def test_save_load_and_fork_of_a_remote_desktop(tmp_path):
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=120")
    try:
        d = wineagent.connect(":%d" % p.port)
        d.step(20)
        saved = d.save(str(tmp_path / "r.wastate"))
        assert saved["path"] == str(tmp_path / "r.wastate")
        child = d.fork()
        try:
            assert child.port != p.port and child.fork_reply["target"] == ":%d" % child.port
            assert child.ping()["frozen"] is True
            assert [w["title"] for w in child.windows()] == [w["title"] for w in d.windows()]
            assert child.load(saved["path"])["bytes"] == saved["bytes"]
        finally:
            child.quit()
            child.close()
        d.close()
    finally:
        p.close()
