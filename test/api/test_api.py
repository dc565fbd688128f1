"""The Python API (docs/python.md): an in-process Desktop, and connect() to a real CLI VM
process and to a real hub session (a headless Chromium page), with the same methods."""

import hashlib
import http.server
import json
import os
import subprocess
import sys
import threading

import pytest

import wineagent
from procs import ROOT, RunProcess, env

# The hub fixtures (a `wineagent serve` process and headless Chromium) live with the
# browser tests; importing them here shares their definitions.
from test_web_browser import browser, open_page, service  # noqa: F401

# winmine /seed 1 (docs/apps.md): cell (cx, cy) is at screen (63+16cx, 93+16cy);
# (0,0) is safe, (3,0) is a mine.
SAFE = (63, 93)
MINE = (63 + 16 * 3, 93)


def digest(img):
    return hashlib.sha256(img.tobytes()).hexdigest()


@pytest.fixture
def desktop():
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        yield d


# --- in-process ------------------------------------------------------------------------------

def test_import_wineagent_loads_neither_twisted_nor_the_emulator():
    code = ("import sys, wineagent; wineagent.__version__; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('twisted', 'unicorn', 'PIL', 'wineagent')))")
    out = subprocess.run([sys.executable, "-c", code], env=env(), cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    assert json.loads(out.replace("'", '"')) == ["wineagent"]


def test_an_in_process_desktop_is_frozen_and_a_click_shows_after_a_step(desktop):
    before = desktop.png()
    desktop.click(*SAFE)
    assert digest(desktop.png()) == digest(before)          # queued, nothing ran
    reply = desktop.step(4)
    assert reply["ran"] == 4 and reply["frozen"] is True
    after = desktop.png()
    assert after.mode == "RGB" and after.size == (640, 480)
    assert digest(after) != digest(before)


def test_two_in_process_desktops_given_the_same_calls_draw_identical_frames():
    frames = []
    for _ in range(2):
        with wineagent.Desktop(app="winmine", args="/seed 3") as d:
            d.step(30)
            d.click(*SAFE)
            d.step(4)
            frames.append(digest(d.png()))
    assert frames[0] == frames[1]


def test_find_names_the_main_window_and_its_client_origin(desktop):
    w = desktop.find(title="Mine", cls="minesweeper")
    # At (40, 0): frame 3, SM_CYCAPTION 19, SM_CYMENU 19 (Windows 2000).
    assert w["title"] == "Minesweeper" and w["client"][:2] == [43, 41]
    assert desktop.find(title="no such window") is None
    assert desktop.find_all(cls="Minesweeper") == [w]


def test_a_failed_command_raises_with_the_servers_message(desktop):
    with pytest.raises(wineagent.WineAgentError) as e:
        desktop.click(9999, 5)
    assert e.value.message == "point 9999,5 is off the 640x480 screen"
    assert e.value.action == "click"
    with pytest.raises(wineagent.WineAgentError, match="click: x"):
        desktop.click("left", 5)
    assert desktop.ping()["app"] == "winmine"                # the session stays up


def test_a_batch_is_one_array_whose_results_fill_in_when_it_ends(desktop):
    sent = []
    real = desktop._send
    desktop._send = lambda cmds: sent.append(len(cmds)) or real(cmds)
    with desktop.batch():
        click = desktop.click(*SAFE)
        step = desktop.step(4)
        img = desktop.png()
        snap = desktop.snapshot()
        with pytest.raises(wineagent.WineAgentError, match="not been sent"):
            step.value
    assert sent == [4]
    assert click.value is None and step.value["ran"] == 4
    assert img.value.size == (640, 480) and snap.value["steps"] == 34


def test_a_failure_inside_a_batch_raises_after_the_others_ran(desktop):
    with pytest.raises(wineagent.WineAgentError, match="off the 640x480 screen"):
        with desktop.batch():
            desktop.click(9999, 0)
            later = desktop.step(2)
    assert later.value["ran"] == 2


def test_step_until_stops_when_the_predicate_holds(desktop):
    desktop.click(*MINE)   # the first click is never a mine: the board moves it
    reply = desktop.step(50, until="idle")
    assert reply["until"] is True and 1 <= reply["ran"] < 50
    count = []
    reply = desktop.step(5, until=lambda snap: count.append(1) and False)
    assert reply == dict(reply, ran=5, until=False) and len(count) == 5


def test_key_type_and_eval(tmp_path):
    with wineagent.Desktop(app="notepad") as d:
        d.step(30)
        d.type("hi there")
        d.key("enter")
        d.step(10)
        text = d.eval("[w.title for w in wm.windows.values()]")
        assert isinstance(text, list)
        edit = d.find(cls="Edit")
        assert edit is not None
        path = d.screenshot(str(tmp_path / "n.png"))
        with open(path, "rb") as f:
            assert f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_the_in_process_desktop_refuses_to_go_live():
    with pytest.raises(ValueError, match="connect"):
        wineagent.Desktop(app="winmine", frozen=False)
    with wineagent.Desktop(app="hello") as d:
        with pytest.raises(wineagent.WineAgentError, match="stays frozen"):
            d.frozen(False)


def test_bad_arguments_are_refused_clearly(tmp_path):
    with pytest.raises(ValueError, match="exactly one of app"):
        wineagent.Desktop()
    with pytest.raises(ValueError, match="unknown app 'nope'"):
        wineagent.Desktop(app="nope")
    junk = tmp_path / "junk.exe"
    junk.write_bytes(b"MZ not really")
    with pytest.raises(wineagent.WineAgentError, match="refused"):
        wineagent.Desktop(exe=str(junk))


def test_a_closed_desktop_says_so():
    d = wineagent.Desktop(app="hello")
    d.close()
    with pytest.raises(wineagent.WineAgentError, match="closed"):
        d.snapshot()


# --- remote: a CLI VM ----------------------------------------------------------------------------

@pytest.fixture
def cli_vm():
    vm = RunProcess("--app=winmine", "--control=0", "--frozen")
    yield vm
    vm.close()


def test_connect_to_a_cli_vm_uses_one_kept_alive_connection(cli_vm):
    with wineagent.connect(":%d" % cli_vm.port) as d:
        d.step(30)
        before = d.png()
        d.click(*SAFE)
        assert d.step(4)["ran"] == 4
        after = d.png()
        sock = d._conn.sock
        assert d.find(title="Minesweeper")["client"][:2] == [43, 41]
        assert d._conn.sock is sock                       # the same TCP connection
    assert after.size == (640, 480) and digest(after) != digest(before)


def test_remote_and_in_process_draw_the_same_frame(cli_vm):
    with wineagent.connect("http://127.0.0.1:%d" % cli_vm.port) as remote, \
            wineagent.Desktop(app="winmine") as local:
        for d in (remote, local):
            d.step(30)
            d.click(*SAFE)
            d.step(4)
        assert digest(remote.png()) == digest(local.png())


def test_remote_errors_and_batches_match_in_process_ones(cli_vm):
    with wineagent.connect(":%d" % cli_vm.port) as d:
        with pytest.raises(wineagent.WineAgentError) as e:
            d.click(9999, 5)
        assert e.value.message == "point 9999,5 is off the 640x480 screen"
        with d.batch():
            d.click(*SAFE)
            step = d.step(3)
            img = d.png()
        assert step.value["ran"] == 3 and img.value.size == (640, 480)


def test_quit_ends_the_cli_vm(cli_vm):
    d = wineagent.connect(":%d" % cli_vm.port)
    d.quit()
    d.close()
    assert cli_vm.wait(20) == 0


def test_a_token_is_sent_and_a_missing_one_is_reported():
    vm = RunProcess("--app=hello", "--control=0", "--frozen", "--token=sesame")
    try:
        with wineagent.connect(":%d" % vm.port, token="wrong") as d:
            with pytest.raises(wineagent.WineAgentError, match="unauthorized"):
                d.ping()
        with wineagent.connect(":%d" % vm.port, token="sesame") as d:
            assert d.ping()["app"] == "hello"
    finally:
        vm.close()


def test_nothing_listening_is_one_clear_error():
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    d = wineagent.connect(":%d" % port)
    with pytest.raises(wineagent.WineAgentError, match="nothing listening on 127.0.0.1"):
        d.ping()


class _Recorder(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    seen = []

    def do_POST(self):  # noqa: N802 - the stdlib's name
        body = self.rfile.read(int(self.headers["Content-Length"]))
        _Recorder.seen.append((dict(self.headers), json.loads(body)))
        cmds = json.loads(body)
        replies = [{"id": c["id"], "ok": True, "value": None}
                   for c in (cmds if isinstance(cmds, list) else [cmds])]
        out = json.dumps(replies if isinstance(cmds, list) else replies[0]).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(out)))
        self.end_headers()
        self.wfile.write(out)

    def log_message(self, *args):
        pass


def test_requests_are_json_with_the_servers_host_and_no_origin():
    server = http.server.HTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1]
        with wineagent.connect(":%d" % port) as d:
            d.click(1, 2)
            with d.batch():
                d.click(3, 4)
                d.step(1)
        (h1, c1), (h2, c2) = _Recorder.seen
        assert h1["Content-Type"] == "application/json" and "Origin" not in h1
        assert h1["Host"] == "127.0.0.1:%d" % port
        assert c1["action"] == "click" and c1["args"] == {"x": 1, "y": 2, "button": "left"}
        assert [c["action"] for c in c2] == ["click", "step"]     # one array, one request
    finally:
        server.shutdown()
        server.server_close()


# --- remote: a hub session ------------------------------------------------------------------------

def test_connect_to_a_hub_page_by_its_url_and_by_its_session_id(open_page, service):  # noqa: F811
    page = open_page("?app=winmine&frozen")
    sid = page.evaluate("__agentRemote.session")
    with wineagent.connect(page.url) as d:
        assert d.ping()["session"] == sid
        d.step(10)
        before = d.png()
        with d.batch():
            d.click(*SAFE)
            d.step(4)
            after = d.png()
        assert after.value.size == before.size
        assert digest(after.value) != digest(before)
    with wineagent.connect(sid, hub=service) as d:
        assert d.snapshot()["frozen"] is True
        with pytest.raises(wineagent.WineAgentError, match="boom"):
            d.eval("(() => { throw new Error('boom') })()")   # the page's own message
