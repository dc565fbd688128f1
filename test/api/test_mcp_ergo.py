"""Issue 20 over MCP, through the SDK's own client: the wheel scrolls Notepad (and back),
typed characters beyond ASCII reach an ANSI program in its code page, the text tool
answers a control's whole text while the snapshot stays one line per window."""

import json

from test_find_wait import mcp
from test_mcp import json_of, text_of


def test_scroll_type_and_text_in_notepad_without_naming_the_session():
    async def body(s):
        json_of(await s.call_tool("session_start", {"app": "notepad"}))
        book = "".join("line %d\n" % i for i in range(60))
        json_of(await s.call_tool("type", {"text": book, "steps": 40}))
        home = json_of(await s.call_tool("key", {"key": "ctrl+home", "steps": 10}))
        edit = json_of(await s.call_tool("find", {"cls": "EDIT"}))[0]
        down = json_of(await s.call_tool("scroll", {"ref": edit["ref"], "delta": -2}))
        assert down["frame"] != home["frame"]                   # the text moved
        left = json_of(await s.call_tool("scroll", {"ref": edit["ref"], "delta": -1,
                                                    "horizontal": True}))
        assert left["frame"] == down["frame"]        # it wraps: nothing to scroll sideways
        up = json_of(await s.call_tool("scroll", {"ref": edit["ref"], "delta": 2}))
        assert up["frame"] == home["frame"]                     # back at the top
        whole = text_of(await s.call_tool("text", {"ref": edit["ref"]}))[0]
        assert whole == book.replace("\n", "\r\n")
        tree = text_of(await s.call_tool("snapshot", {}))[0]
        line = [l for l in tree.splitlines() if " EDIT " in l][0]
        assert line.count("line ") < 60 and "\\r\\n" in line and "...[+" in line

        json_of(await s.call_tool("key", {"key": "ctrl+a", "steps": 5}))
        json_of(await s.call_tool("type", {"text": "h\u00e9llo \u20ac \u2603"}))
        assert text_of(await s.call_tool("text", {"ref": edit["ref"]}))[0] == \
            "h\u00e9llo \u20ac ?"                 # cp1252 has no snowman: '?'
    mcp(body)
