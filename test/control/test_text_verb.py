"""Text snapshots stay one line per window (control text escaped, cut at MAX_SHOWN with
the count of what was left out), and the ``text`` command gives a control's whole text:
through the protocol (HTTP and stdin), Python and the parser (docs/protocol.md,
"The text form")."""

import io
import json

from treq.testing import StubTreq
from twisted.internet.task import Clock

import wineagent
from wineagent.control import protocol
from wineagent.control.snapshot import MAX_SHOWN, escape, text_tree
from wineagent.host import Host
from wineagent.web.control import ControlServer
from wineagent.web.stdin import StdinControl

BOOK = "".join("line %d\tof the book\n" % i for i in range(40))   # 800+ characters


def test_newlines_tabs_and_control_characters_are_escaped():
    assert escape("a\r\nb\tc\x01d\x7f") == "a\\r\\nb\\tc\\x01d\\x7f"
    assert escape("caf\u00e9 C:\\") == "caf? C:\\"


def test_a_long_text_is_cut_with_the_count_of_what_was_left_out():
    assert escape("x" * (MAX_SHOWN + 1234)) == "x" * MAX_SHOWN + "...[+1234 chars]"
    assert escape("x" * MAX_SHOWN) == "x" * MAX_SHOWN


def test_every_window_is_one_line_however_many_lines_its_text_has():
    snap = {"windows": [
        {"hwnd": 0x10020, "ref": "w1", "class": "Notepad", "title": "N", "rect": [0, 0, 9, 9],
         "visible": True, "parent": 0},
        {"hwnd": 0x10022, "ref": "w2", "class": "EDIT", "title": BOOK, "rect": [1, 1, 8, 8],
         "visible": True, "parent": 0x10020, "id": 15},
        {"hwnd": 0x10024, "ref": "w3", "class": "LISTBOX", "title": "", "rect": [1, 1, 8, 8],
         "visible": True, "parent": 0x10020, "items": ["two\nlines", "y" * 300]}],
        "lastMessageBox": {"text": "Cannot open\nC:\\x.txt."}}
    lines = text_tree(snap).splitlines()
    assert len(lines) == 4
    assert lines[1].startswith('  w2 EDIT "line 0\\tof the book\\nline 1\\t')
    assert "...[+%d chars]" % (len(BOOK) - MAX_SHOWN) in lines[1]
    assert '"two\\nlines"' in lines[2] and "...[+100 chars]" in lines[2]
    assert lines[3] == "messagebox: Cannot open\\nC:\\x.txt."


def test_the_text_command_parses_from_json_and_bare_entries():
    cmd = protocol.parse_entry("text @w5")
    assert (cmd.action, cmd.args) == ("text", {"ref": "w5"})
    assert protocol.parse_entry("text:w5.title").args == {"ref": "w5"}
    assert protocol.parse_command({"action": "text", "args": {"ref": "@w5"}}).args == \
        {"ref": "w5"}
    assert protocol.LIMITS["snapshot text"] == MAX_SHOWN


def notepad_with_a_book():
    d = wineagent.Desktop(app="notepad")
    d.step(30)
    d.type(BOOK)
    d.step(60)
    return d


WHOLE = BOOK.replace("\n", "\r\n")     # the EDIT holds CRLF line ends


def test_python_text_of_a_ref_is_whole_and_text_without_one_is_the_tree():
    with notepad_with_a_book() as d:
        edit = d.find(cls="EDIT")
        assert d.text(edit["ref"]) == WHOLE
        tree = d.text()
        assert tree == d.snapshot("text")                      # as before refs
        line = [l for l in tree.splitlines() if " EDIT " in l][0]
        assert "\\r\\n" in line and "...[+%d chars]" % (len(WHOLE) - MAX_SHOWN) in line
        assert d.text(query="EDIT") == d.snapshot("text", query="EDIT")
        raw = d.call("text", ref=edit["ref"])
        assert raw["length"] == len(WHOLE) and raw["class"] == "EDIT"
        try:
            d.text("w999")
        except wineagent.WineAgentError as e:
            assert "w999 is gone" in e.message
        else:
            raise AssertionError("a gone ref must fail")


def test_text_over_http_and_stdin():
    with notepad_with_a_book() as d:
        ref = d.find(cls="EDIT")["ref"]
        host = Host(d.vm, reactor=Clock(), frozen=True)
        stub = StubTreq(ControlServer(host).resource())
        got = []
        stub.post("http://127.0.0.1:8123/ctl", data=json.dumps(
            {"id": 1, "action": "text", "args": {"ref": ref}}),
            headers={b"content-type": [b"application/json"]}).addCallback(got.append)
        stub.flush()
        body = []
        stub.content(got[0]).addCallback(body.append)
        stub.flush()
        reply = json.loads(body[0])
        assert reply["ok"] and reply["value"]["text"] == WHOLE

        out = io.StringIO()
        StdinControl(host, out).dataReceived(b"text @" + ref.encode() + b"\n")
        line = out.getvalue().splitlines()[0]
        assert line.startswith("[ctl] ")
        assert json.loads(line[6:])["value"]["text"] == WHOLE
