"""Files in and out of the guest's drive C: and its clipboard (docs/protocol.md, "Files and
the clipboard"): put-file, get-file, list-files, clipboard, set-clipboard through the
Python API (in-process and remote), over HTTP and stdin, with ``ctl``, into recordings.
The program is notepad: it opens and saves files with CreateFile and pastes and copies
through its EDIT, so each test checks what the *program* saw, not only what came back."""

import base64
import json
import os

import pytest

import wineagent
from procs import RunProcess
# The hub fixtures (a `wineagent serve` process and headless Chromium) live with the
# browser tests; importing them here shares their definitions.
from test_web_browser import browser, open_page, service  # noqa: F401
from wineagent.api.session import WineAgentError
from wineagent.apps import exe_path
from wineagent.control import protocol
from wineagent.replay.fileformat import load
from wineagent.replay.replayer import replay
from wineagent.win32.kernel.clipboard import CF_TEXT, CF_UNICODETEXT, WM_DRAWCLIPBOARD
from wineagent.win32.kernel.epoch import EPOCH_UNIX

CTRL_C, CTRL_V = 0x03, 0x16   # the WM_CHARs a keyboard's Ctrl+C / Ctrl+V make in an EDIT


def settle(d, n=20):
    """Run until notepad waits for input again (at most ``n`` batches)."""
    return d.step(n, until="idle")


def open_in_notepad(d, guest):
    """File > Open (Ctrl+O), the path typed into its dialog, Enter."""
    d.key("ctrl+o")
    settle(d)
    d.type(guest)
    d.key("enter")
    settle(d)


@pytest.fixture
def notepad(tmp_path):
    drive = tmp_path / "drive"
    drive.mkdir()
    with wineagent.Desktop(app="notepad", vfs_root=str(drive)) as d:
        d.step(30)
        yield d


def test_a_put_file_is_what_the_program_opens_and_what_it_copies_is_the_clipboard(
        notepad, tmp_path):
    local = tmp_path / "in.txt"
    local.write_bytes(b"line one\r\nline two")
    put = notepad.put_file(local, r"c:\Notes\In.txt")
    assert put["path"] == "C:\\Notes\\In.txt" and put["size"] == 18
    open_in_notepad(notepad, r"C:\notes\in.txt")            # any case, as on NTFS
    assert notepad.find(cls="Notepad")["title"] == "in.txt - Notepad"   # as typed
    notepad.key("ctrl+a")
    notepad.call("keypress", char=CTRL_C)
    settle(notepad)
    assert notepad.clipboard() == "line one\r\nline two"
    listing = notepad.list_files("C:\\Notes")
    assert listing["path"] == "C:\\Notes" and listing["truncated"] is False
    assert [(e["name"], e["size"], e["isDir"]) for e in listing["entries"]] == [
        ("In.txt", 18, False)]
    root = {e["name"]: e for e in notepad.list_files()["entries"]}
    assert root["Notes"]["isDir"] is True and "notepad.exe" in root


def test_text_set_on_the_clipboard_is_pasted_then_saved_and_the_saved_file_comes_out(
        notepad, tmp_path):
    seq = notepad.set_clipboard("caf\u00e9 \u4e2d")["sequence"]
    clip = notepad.call("clipboard")
    assert clip["text"] == "caf\u00e9 \u4e2d" and clip["sequence"] == seq
    # the text, CF_LOCALE (16), then the synthesized text formats, as Windows offers them
    assert clip["formats"] == [CF_UNICODETEXT, 16, CF_TEXT, 7]
    notepad.call("keypress", char=CTRL_V)
    notepad.key("ctrl+s")          # untitled: the Save As dialog, "C:\untitled.txt"
    settle(notepad)
    notepad.key("enter")
    settle(notepad)
    # notepad saves GetWindowTextA: the ANSI form, where cp1252 has no CJK character.
    assert notepad.read_file(r"C:\untitled.txt") == b"caf\xe9 ?"
    got = notepad.get_file(r"\untitled.txt", tmp_path / "out.txt")
    assert got["local"] == str(tmp_path / "out.txt") and got["size"] == 6
    assert (tmp_path / "out.txt").read_bytes() == b"caf\xe9 ?"
    # The mtime is guest time (the guest epoch plus the guest clock), not the wall clock.
    assert EPOCH_UNIX <= got["mtime"] < EPOCH_UNIX + 3600


@pytest.mark.parametrize("path, why", [
    (r"C:\..\..\etc\passwd", "'..' in the path"),
    (r"..\outside.txt", "'..' in the path"),
    ("/etc/passwd", "a host absolute path"),
    (r"\\server\share\x.txt", "a UNC or device path"),
    (r"\\?\C:\x.txt", "a UNC or device path"),
    (r"D:\x.txt", "drive D: does not exist"),
    (r"C:\nul.txt", "device name"),
    (r"C:\COM1", "device name"),
    (r"C:\a<b.txt", "not a valid Windows path"),
])
def test_paths_that_leave_the_drive_are_refused_and_nothing_is_written(notepad, tmp_path,
                                                                       path, why):
    drive = notepad.vm.vfs.root
    before = sorted(os.listdir(tmp_path)), sorted(os.listdir(drive))
    for call in (lambda: notepad.call("put-file", path=path, content="aGk="),
                 lambda: notepad.call("get-file", path=path),
                 lambda: notepad.call("list-files", path=path)):
        with pytest.raises(WineAgentError) as e:
            call()
        assert why in e.value.message and "\n" not in e.value.message
    assert (sorted(os.listdir(tmp_path)), sorted(os.listdir(drive))) == before


def test_a_symlink_planted_in_the_drive_does_not_lead_out(notepad, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("host secret")
    os.symlink(str(tmp_path), os.path.join(notepad.vm.vfs.root, "link"))
    with pytest.raises(WineAgentError, match="refused"):
        notepad.read_file(r"C:\link\secret.txt")
    with pytest.raises(WineAgentError, match="refused"):
        notepad.call("put-file", path=r"C:\link\new.txt", content="aGk=")
    assert "link" not in [e["name"] for e in notepad.list_files()["entries"]]
    assert not (tmp_path / "new.txt").exists()


def test_bad_content_sizes_and_shapes_are_refused_before_anything_runs(notepad, tmp_path):
    with pytest.raises(WineAgentError, match="content must be the file's bytes in base64"):
        notepad.call("put-file", path=r"C:\a.txt", content="not base64!")
    big = base64.b64encode(b"x" * (protocol.MAX_FILE + 1)).decode()
    with pytest.raises(WineAgentError, match="over the limit of %d" % protocol.MAX_FILE):
        notepad.call("put-file", path=r"C:\a.txt", content=big)
    local = tmp_path / "big.bin"
    local.write_bytes(b"x" * (protocol.MAX_FILE + 1))
    with pytest.raises(WineAgentError, match="over the limit"):
        notepad.put_file(local, r"C:\big.bin")
    # A file the program grew past the limit cannot come out in one reply.
    with open(os.path.join(notepad.vm.vfs.root, "huge.bin"), "wb") as f:
        f.truncate(protocol.MAX_FILE + 1)
    with pytest.raises(WineAgentError, match="is %d bytes, over the limit of %d"
                       % (protocol.MAX_FILE + 1, protocol.MAX_FILE)):
        notepad.read_file(r"C:\huge.bin")
    with pytest.raises(WineAgentError, match="is a folder"):
        notepad.read_file("C:\\")
    with pytest.raises(WineAgentError, match="is a file, not a folder"):
        notepad.list_files(r"C:\huge.bin")
    with pytest.raises(WineAgentError, match="does not exist"):
        notepad.read_file(r"C:\missing.txt")
    with pytest.raises(WineAgentError, match="text is %d characters, over the limit"
                       % (protocol.MAX_CLIPBOARD + 1)):
        notepad.set_clipboard("x" * (protocol.MAX_CLIPBOARD + 1))
    assert sorted(os.listdir(notepad.vm.vfs.root)) == ["huge.bin", "notepad.exe"]


def test_a_file_the_program_holds_without_sharing_is_a_sharing_violation(notepad):
    from wineagent.win32.kernel.files import open_file, OPEN_ALWAYS
    notepad.call("put-file", path=r"C:\locked.txt", content="aGk=")
    f, _ = open_file(notepad.vm, r"C:\locked.txt", True, True, OPEN_ALWAYS, share=0)
    try:
        for call in (lambda: notepad.read_file(r"C:\locked.txt"),
                     lambda: notepad.call("put-file", path=r"C:\locked.txt", content="")):
            with pytest.raises(WineAgentError, match="sharing violation"):
                call()
    finally:
        f.close()
    assert notepad.read_file(r"C:\locked.txt") == b"hi"


def test_set_clipboard_is_refused_while_the_program_has_it_open_and_tells_the_viewer(
        notepad):
    vm = notepad.vm
    clip = vm.clipboard
    clip.open_window = 0x1234                     # the program's OpenClipboard(0x1234)
    with pytest.raises(WineAgentError, match="the program has the clipboard open"):
        notepad.set_clipboard("nope")
    clip.open_window = None
    viewer = vm.wm.zorder[0]                       # a window in the viewer chain's head
    clip.viewer = viewer
    sequence = clip.sequence
    assert notepad.set_clipboard("seen")["sequence"] == sequence + 1
    assert clip.owner == 0                         # another process, no window
    told = [m for m in vm.wm.posted if m.msg == WM_DRAWCLIPBOARD]
    assert [(m.hwnd, m.wparam) for m in told] == [(viewer, 0)]


def test_after_the_program_exits_its_saved_file_and_clipboard_still_come_out(notepad):
    notepad.call("put-file", path=r"C:\kept.txt", content="a2VwdA==")
    notepad.set_clipboard("after")
    notepad.quit()
    assert notepad.ended == "quit command"
    assert notepad.read_file(r"C:\kept.txt") == b"kept"
    assert notepad.clipboard() == "after"
    assert "kept.txt" in [e["name"] for e in notepad.list_files()["entries"]]
    with pytest.raises(WineAgentError, match="the run has ended"):
        notepad.call("put-file", path=r"C:\late.txt", content="")


def test_a_recording_replays_the_put_file_and_the_clipboard_at_their_batches(
        notepad, tmp_path):
    rec = str(tmp_path / "session.ndjson")
    notepad.call("record", op="start", path=rec)
    notepad.call("put-file", path=r"C:\r.txt", content=base64.b64encode(b"recorded").decode())
    open_in_notepad(notepad, r"C:\r.txt")          # the screen now shows the file's text
    notepad.set_clipboard("pasted")
    notepad.call("keypress", char=CTRL_V)
    settle(notepad)
    notepad.call("record", op="stop")
    lines = [json.loads(l) for l in open(rec, encoding="utf-8")]
    kept = [l["cmd"] for l in lines if l["t"] == "in" and l["cmd"]["action"] in
            ("put-file", "set-clipboard")]
    assert kept == [{"action": "put-file", "args": {
                        "content": base64.b64encode(b"recorded").decode(), "path": r"C:\r.txt"}},
                    {"action": "set-clipboard", "args": {"text": "pasted"}}]
    assert replay(load(rec)).divergence is None
    # Without those records the replay's notepad opens nothing and pastes nothing: the
    # first frame after the dialog differs.
    cut = str(tmp_path / "cut.ndjson")
    with open(cut, "w", encoding="utf-8") as f:
        for line in lines:
            if not (line["t"] == "in" and line["cmd"]["action"] in ("put-file",
                                                                     "set-clipboard")):
                f.write(json.dumps(line) + "\n")
    assert replay(load(cut)).divergence is not None


# --- over HTTP, stdin and connect() -------------------------------------------------------

def test_the_actions_over_http_and_through_a_remote_desktop(tmp_path):
    p = RunProcess("--app=notepad", "--control=0", "--frozen", "--max-seconds=120")
    try:
        status, replies = p.post([
            {"id": 1, "action": "put-file", "args": {"path": r"C:\h\a.txt",
                                                     "content": "aHR0cA=="}},
            {"id": 2, "cmd": r"get-file:C:\h\a.txt"},
            {"id": 3, "action": "list-files", "args": {"path": r"C:\h"}},
            {"id": 4, "cmd": "set-clipboard:over http"},
            {"id": 5, "action": "clipboard"},
            {"id": 6, "action": "get-file", "args": {"path": r"C:\..\x"}}])
        assert status == 200
        assert replies[0]["value"]["path"] == r"C:\h\a.txt"
        assert replies[1]["value"]["content"] == "aHR0cA=="
        assert [e["name"] for e in replies[2]["value"]["entries"]] == ["a.txt"]
        assert replies[4]["value"]["text"] == "over http"
        assert replies[5]["ok"] is False and "'..' in the path" in replies[5]["error"]
        with wineagent.connect(":%d" % p.port) as d:
            local = tmp_path / "up.bin"
            local.write_bytes(bytes(range(256)))
            assert d.put_file(local, r"C:\bin\up.bin")["size"] == 256
            assert d.get_file(r"C:\bin\up.bin", tmp_path / "down.bin")["size"] == 256
            assert (tmp_path / "down.bin").read_bytes() == bytes(range(256))
            assert d.list_files(r"C:\bin")["entries"][0]["name"] == "up.bin"
            d.set_clipboard("remote")
            assert d.clipboard() == "remote"
            with pytest.raises(WineAgentError, match="a host absolute path"):
                d.read_file("/etc/passwd")
    finally:
        p.close()


def test_the_actions_over_stdin():
    p = RunProcess("--app=notepad", "--control-stdin", "--frozen", "--max-seconds=120",
                   stdin=True, ready=False)
    try:
        replies = p.stdin_replies([
            r"put-file aGk= C:\My Docs\s.txt",
            r'{"id": "g", "action": "get-file", "args": {"path": "C:\\My Docs\\s.txt"}}',
            r"list-files C:\My Docs",
            "set-clipboard from stdin",
            '{"id": "c", "action": "clipboard"}',
            r"get-file C:\CON"], 6)
        assert replies[0]["value"]["path"] == r"C:\My Docs\s.txt"
        assert replies[1]["id"] == "g" and replies[1]["value"]["content"] == "aGk="
        assert replies[2]["value"]["entries"][0]["name"] == "s.txt"
        assert replies[4]["value"]["text"] == "from stdin"
        assert replies[5]["ok"] is False and "device name" in replies[5]["error"]
    finally:
        if p.proc.poll() is None:
            p.proc.terminate()
        p.wait()


def test_ctl_put_get_ls_and_the_clipboard(tmp_path):
    from wineagent.ctl.client import main
    import io
    p = RunProcess("--app=notepad", "--control=0", "--frozen", "--max-seconds=120")

    def ctl(*args):
        out, err = io.StringIO(), io.StringIO()
        code = main(["-s", ":%d" % p.port] + list(args), out, err, io.StringIO(), {})
        return code, out.getvalue(), err.getvalue()
    try:
        local = tmp_path / "note.txt"
        local.write_bytes(b"from ctl")
        assert ctl("put", str(local)) == (0, "wrote C:\\note.txt (8 bytes)\n", "")
        code, out, _ = ctl("ls")
        assert code == 0 and [l.split() for l in out.splitlines()] == [
            ["2024-01-01", "00:00", "8", "note.txt"],          # by name: '.' before 'p'
            ["2024-01-01", "00:00", str(os.path.getsize(exe_path("notepad"))), "notepad.exe"]]
        code, out, err = ctl("get", r"C:\NOTE.txt", str(tmp_path / "back.txt"))
        assert code == 0, err
        assert (tmp_path / "back.txt").read_bytes() == b"from ctl"
        assert ctl("set-clipboard", "two", "words", "+", "clipboard")[:2] == (
            0, '{\n  "sequence": 1\n}\ntwo words\n')
        code, _, err = ctl("get", r"C:\..\etc\passwd", str(tmp_path / "x"))
        assert code == 1 and "'..' in the path" in err and not (tmp_path / "x").exists()
        code, _, err = ctl("put", str(tmp_path / "missing"))
        assert code == 2 and "cannot read" in err
    finally:
        p.close()


# --- a hub session ----------------------------------------------------------------------------

def test_a_hub_session_moves_files_and_text_through_its_agent_route_only(open_page, service,
                                                                          tmp_path):
    import urllib.error
    import urllib.request
    from test_web_browser import ctl, ctl_json
    page = open_page("?app=notepad&frozen")
    sid = page.evaluate("__agentRemote.session")
    local = tmp_path / "hub.txt"
    local.write_bytes(b"through the hub")
    code, out, err = ctl(service, "-s", sid, "put", str(local), r"C:\Hub\hub.txt")
    assert (code, out) == (0, "wrote C:\\Hub\\hub.txt (15 bytes)\n"), err
    code, out, err = ctl(service, "-s", sid, "get", r"c:\hub\HUB.TXT", str(tmp_path / "b"))
    assert code == 0 and (tmp_path / "b").read_bytes() == b"through the hub", err
    assert ctl(service, "-s", sid, "ls", r"C:\Hub")[1].split()[-1] == "hub.txt"
    code, out, err = ctl(service, "-s", sid, "set-clipboard", "hub", "text", "+", "clipboard")
    assert code == 0 and out.endswith("hub text\n"), err
    code, _, err = ctl(service, "-s", sid, "get", r"C:\..\..\etc\passwd", str(tmp_path / "x"))
    assert code == 1 and "'..' in the path" in err
    # The program itself reads what came in: File > Open in the page's notepad.
    ctl_json(service, "-s", sid, '{"action": "key", "args": {"key": "ctrl+o"}}')
    for args in (("step", "20", "until=idle"), ("type", r"C:\Hub\hub.txt"),
                 ("key", "enter"), ("step", "20", "until=idle")):
        assert ctl(service, "-s", sid, *args)[0] == 0
    titles = [w["title"] for w in ctl_json(service, "-s", sid, "snapshot")["windows"]]
    assert "hub.txt - Notepad" in titles
    # The page's own VM route (no token, even on a wide bind) has none of these actions,
    vid = ctl_json(service, "-s", sid, "ping")["vm"]
    req = urllib.request.Request(
        "%s/api/vm/%s/cmd" % (service, vid), method="POST",
        data=json.dumps({"id": 1, "action": "get-file", "args": {"path": r"C:\Hub\hub.txt"}})
        .encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        reply = json.loads(r.read())["replies"][0]
    assert reply["ok"] is False and "not available on a page's VM route" in reply["error"]
    # and the agent route keeps its guard: a page of another origin is refused.
    req = urllib.request.Request(
        "%s/api/agent/ctl?s=%s" % (service, sid), method="POST",
        data=b'{"id": 1, "action": "clipboard"}',
        headers={"Content-Type": "application/json", "Origin": "http://evil.example"})
    with pytest.raises(urllib.error.HTTPError) as e:
        urllib.request.urlopen(req, timeout=30)
    assert e.value.code == 403
