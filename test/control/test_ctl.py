"""``wineagent ctl`` against real servers: what it sends, where it sends it, what it prints
and how it exits.

CLI targets are one real ``wineagent run --app=sol --control=0 --frozen`` process for the
module, seen through a recording proxy (real replies, and the requests the client sent).
Fakes remain only for what a real part cannot be made to produce: a hub with page sessions
(real pages need a browser: test/web/test_dashboard_browser.py and test/web/test_web_browser.py drive ctl
against them), a server that never answers, a 500 or a 400 the client's own validation
would never provoke, and chunked framing. The fake hub's pages answer what real pages
answer: test/web/test_dashboard_browser.py compares its replies with a real page's.
"""

import base64
import http.client
import io
import json
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from PIL import Image

from procs import RunProcess, env as run_env

from wineagent.apps import app_ids
from wineagent.ctl import client


def real_png(width=2, height=1):
    """The bytes of a real PNG (what a page's canvas.toDataURL carries)."""
    out = io.BytesIO()
    Image.new("RGB", (width, height), (0, 128, 128)).save(out, "PNG")
    return out.getvalue()


PNG_2x1 = real_png()
NO_SHELL = "this page has no wineShell (not a wineagent emulator page)"


class FakeServer(object):
    """A threaded HTTP server that records requests and answers with ``respond``:
    ``respond(method, path, headers, body) -> (status, payload)``; a bytes payload is sent
    as is, anything else as JSON."""

    def __init__(self, respond):
        self.requests = []
        self.respond = respond
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                headers = {k.lower(): v for k, v in self.headers.items()}
                server.requests.append((self.command, self.path, headers, body))
                status, payload = server.respond(self.command, self.path, headers, body)
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.send_header("Connection", "close")
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client gave up (timeout tests)
                self.close_connection = True

            do_GET = do_POST = _handle

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = "http://127.0.0.1:%d" % self.port
        # A short poll interval keeps shutdown() (and so each test's teardown) quick.
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.01,),
                                       daemon=True)
        self.thread.start()

    def bodies(self):
        return [json.loads(r[3]) for r in self.requests if r[0] == "POST"]

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def forward_to(port):
    """A respond function that forwards the request to the real server on ``port`` and
    answers what it answered."""
    def respond(method, path, headers, body):
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
        try:
            keep = {k: v for k, v in headers.items()
                    if k in ("content-type", "authorization", "accept")}
            conn.request(method, path, body=body if method == "POST" else None, headers=keep)
            r = conn.getresponse()
            return r.status, r.read()
        finally:
            conn.close()
    return respond


@pytest.fixture(scope="module")
def real_vm():
    """One real frozen sol VM for the module (frozen: nothing changes between tests unless
    a test steps it)."""
    p = RunProcess("--app=sol", "--control=0", "--frozen", "--max-seconds=900")
    yield p
    p.close()


# --- what a real hub's page answers (agent-remote.js), for the fake hub -----------------

def page_value(sid, cmd, state):
    """What an emulator page (agent-remote.js + its VM) answers for one command; ``state``
    holds the page VM's step counters."""
    action, args = cmd["action"], cmd.get("args") or {}
    if action == "ping":
        return True, {"session": sid, "kind": "browser", "app": "sol",
                      "href": "http://127.0.0.1:8080/?app=sol", "transport": "ws",
                      "frozen": state["frozen"], "vm": "1f2e3d4c", "userAgent": "Chromium",
                      "agentOwnsInput": False}
    if action == "png":
        return True, "data:image/png;base64," + base64.b64encode(PNG_2x1).decode()
    if action == "eval" and args.get("code") == "boom":
        return False, "boom is not defined"
    if action == "step":
        # Like a real VM: steps and ticks are totals of batches, guestMs n x tickMs.
        state["steps"] += args["n"]
        state["ticks"] += args["n"]
        return True, {"frozen": True, "ran": args["n"], "steps": state["steps"],
                      "ticks": state["ticks"], "guestMs": 16 * state["ticks"],
                      "tickMs": 16, "eip": 2130706432}
    if action == "apps":
        return True, list(app_ids())   # the registry, in its order
    if action == "user-input":
        return True, {"agentOwnsInput": not args["on"]}
    if action == "launch":
        return True, None
    return True, None


def hub_responder(sessions, shell=True):
    """A hub with ``sessions`` (dicts as /api/agent/sessions lists them) whose pages answer
    like emulator pages, or (``shell=False``) like a page that ran the pasted line without
    being one: only eval."""
    states = {}

    def reply(sid, cmd):
        state = states.setdefault(sid, {"steps": 0, "ticks": 0, "frozen": False})
        if not shell and cmd["action"] != "eval":
            return {"id": cmd.get("id"), "ok": False, "error": NO_SHELL}
        ok, value = page_value(sid, cmd, state)
        if ok:
            return {"id": cmd.get("id"), "ok": True, "value": value}
        return {"id": cmd.get("id"), "ok": False, "error": value}

    def respond(method, path, headers, body):
        if method == "GET" and path == "/api/agent/sessions":
            return 200, {"sessions": sessions}
        if method == "POST" and path.startswith("/api/agent/ctl?s="):
            sid = path.split("=", 1)[1]
            if sid not in [s["id"] for s in sessions]:
                return 404, {"id": None, "ok": False, "error": "session gone"}
            data = json.loads(body)
            if isinstance(data, list):
                return 200, [reply(sid, c) for c in data]
            return 200, reply(sid, data)
        return 404, {"error": "no such route"}
    return respond


@pytest.fixture
def serve():
    servers = []

    def start(respond):
        server = FakeServer(respond)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()


@pytest.fixture
def vm(real_vm, serve):
    """The real VM behind a recording proxy: ``.port``, ``.requests``, ``.bodies()``,
    ``.real`` (the RunProcess)."""
    proxy = serve(forward_to(real_vm.port))
    proxy.real = real_vm
    return proxy


@pytest.fixture
def dead_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@pytest.fixture(autouse=True)
def isolated_defaults(monkeypatch, dead_port, tmp_path):
    """Never probe the real default ports: another session may be running there; nor the
    VMs of the live-session folder (this module's own real VM is one)."""
    monkeypatch.setenv("WINEAGENT_RUNTIME_DIR", str(tmp_path / "runtime"))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", dead_port)
    monkeypatch.setattr(client, "DEFAULT_HUB", "http://127.0.0.1:%d" % dead_port)


def ctl(*argv, stdin="", env=None):
    out, err = io.StringIO(), io.StringIO()
    code = client.main(list(argv), out, err, io.StringIO(stdin), env or {})
    return code, out.getvalue(), err.getvalue()


def hub_session(sid, href, app="sol"):
    return {"id": sid, "kind": "browser", "app": app, "href": href, "age": 3.0, "lastSeen": 0.0}


# --- CLI targets --------------------------------------------------------------------------

def test_click_posts_one_normalised_command_to_ctl(vm):
    code, out, err = ctl("-s", ":%d" % vm.port, "click", "120,88")
    assert (code, out, err) == (0, "ok\n", "")
    [(method, path, headers, body)] = vm.requests
    assert (method, path) == ("POST", "/ctl")
    assert headers["content-type"] == "application/json"
    sent = json.loads(body)
    assert sent["action"] == "click" and sent["args"] == {"x": 120, "y": 88, "button": "left"}
    assert sent["id"]


@pytest.mark.parametrize("form", ["127.0.0.1:{port}", "http://127.0.0.1:{port}",
                                  "-s:{port}"])
def test_cli_target_spellings(vm, form):
    target = form.format(port=vm.port)
    argv = [target] if target.startswith("-s") else ["-s", target]
    code, out, _ = ctl(*argv, "ping")
    assert code == 0 and json.loads(out)["kind"] == "cli"
    assert [r[1] for r in vm.requests] == ["/ctl"]


def test_options_may_follow_the_verb(vm):
    assert ctl("ping", "-s", ":%d" % vm.port)[0] == 0


@pytest.mark.parametrize("verb, args, action, expected", [
    ("dblclick", ["1,2"], "dblclick", {"x": 1, "y": 2, "button": "left"}),
    ("rclick", ["1,2"], "click", {"x": 1, "y": 2, "button": "right"}),
    ("click", ["1", "2", "right"], "click", {"x": 1, "y": 2, "button": "right"}),
    ("mousedown", ["3,4"], "mousedown", {"x": 3, "y": 4, "button": "left"}),
    ("mouseup", ["3,4"], "mouseup", {"x": 3, "y": 4, "button": "left"}),
    ("mousemove", ["3,4"], "mousemove", {"x": 3, "y": 4, "button": "left"}),
    ("drag", ["1,2", "30,40"], "drag", {"x1": 1, "y1": 2, "x2": 30, "y2": 40, "steps": 8}),
    ("drag", ["1,2", "30,40", "3"], "drag", {"x1": 1, "y1": 2, "x2": 30, "y2": 40, "steps": 3}),
    ("wheel", ["5,6", "-120"], "wheel", {"x": 5, "y": 6, "delta": -120}),
    ("keydown", ["VK_RETURN"], "keydown", {"key": 13}),
    ("keyup", ["8"], "keyup", {"key": 8}),
    ("keypress", ["a"], "keypress", {"char": 97}),
    ("keypress", ["65"], "keypress", {"char": 65}),
    ("frozen", ["on"], "frozen", {"on": True}),
    ("step", ["2"], "step", {"n": 2, "ms": None}),
    ("step", ["2", "16"], "step", {"n": 2, "ms": 16}),
    ("eval", ["len(windows)", "++", "1"], "eval", {"code": "len(windows) + 1"}),
    ("dump-mem", ["0x401000", "64"], "dump-mem", {"addr": 0x401000, "len": 64}),
])
def test_verbs_send_their_normalised_command(vm, verb, args, action, expected):
    code, _, err = ctl("-s", ":%d" % vm.port, verb, *args)
    assert (code, err) == (0, "")
    [sent] = vm.bodies()
    assert (sent["action"], sent["args"]) == (action, expected)


@pytest.mark.parametrize("verb", ["dlg-cmd", "dlg-click"])
def test_dialog_verbs_send_the_control_id_and_report_the_vms_refusal(vm, verb):
    """sol has no dialog open: the real VM refuses, ctl exits 1 with its message."""
    code, out, err = ctl("-s", ":%d" % vm.port, verb, "2")
    assert (code, out, err) == (1, "", "error: %s: no dialog is open\n" % verb)
    [sent] = vm.bodies()
    assert (sent["action"], sent["args"]) == (verb, {"id": 2})


def test_type_is_expanded_client_side_into_one_array_post(vm):
    code, out, _ = ctl("-s", ":%d" % vm.port, "type", "Hi")
    assert (code, out) == (0, "ok (8 key events)\n")
    [sent] = vm.bodies()
    assert isinstance(sent, list)
    assert [(c["action"], c["args"]) for c in sent] == [
        ("keydown", {"key": 16}), ("keydown", {"key": 72}), ("keypress", {"char": 72}),
        ("keyup", {"key": 72}), ("keyup", {"key": 16}),
        ("keydown", {"key": 73}), ("keypress", {"char": 105}), ("keyup", {"key": 73})]
    assert len({c["id"] for c in sent}) == 8


def test_key_combo_is_one_array_holding_the_modifier(vm):
    assert ctl("-s", ":%d" % vm.port, "key", "ctrl+s")[0] == 0
    [sent] = vm.bodies()
    assert [(c["action"], c["args"]["key"]) for c in sent] == [
        ("keydown", 17), ("keydown", 83), ("keyup", 83), ("keyup", 17)]


def test_snapshot_prints_the_value_as_json(vm):
    code, out, _ = ctl("-s", ":%d" % vm.port, "snapshot")
    assert code == 0 and json.loads(out) == vm.real.cmd("snapshot")


def test_step_prints_what_actually_happened(vm):
    before = vm.real.cmd("snapshot")["steps"]
    code, out, _ = ctl("-s", ":%d" % vm.port, "step", "3")
    value = json.loads(out)
    assert code == 0 and value["ran"] == 3
    # steps counts the batches run by step commands: 3 more, whatever the batch size.
    assert value["steps"] == before + 3 and value["tickMs"] == 16


def test_a_guest_side_failure_exits_one_with_the_message(vm):
    code, out, err = ctl("-s", ":%d" % vm.port, "eval", "boom")
    assert (code, out) == (1, "")
    assert err == "error: eval: NameError: name 'boom' is not defined\n"


def test_one_failure_in_an_array_exits_one(vm):
    code, out, err = ctl("-s", ":%d" % vm.port,
                         '[{"id": "a", "action": "ping"}, {"id": "b", "cmd": "eval boom"}]')
    assert code == 1
    replies = json.loads(out)
    assert [r["id"] for r in replies] == ["a", "b"] and replies[1]["ok"] is False
    assert 'error: eval: NameError' in err and '(command "b")' in err


def test_raw_json_command_prints_the_whole_reply_and_keeps_its_id(vm):
    code, out, _ = ctl("-s", ":%d" % vm.port, '{"id": 99, "action": "ping"}')
    assert code == 0
    assert json.loads(out)["id"] == 99 and json.loads(out)["value"]["app"] == "sol"
    assert vm.bodies()[0]["id"] == 99


def test_raw_json_without_an_id_gets_one(vm):
    ctl("-s", ":%d" % vm.port, '{"action": "ping"}')
    assert vm.bodies()[0]["id"]


def test_a_bare_entry_works_as_a_verb(vm):
    assert ctl("-s", ":%d" % vm.port, "click:231:110")[0] == 0
    assert vm.bodies()[0]["args"] == {"x": 231, "y": 110, "button": "left"}


def test_png_on_a_cli_target_asks_the_server_to_write_an_absolute_path(vm, tmp_path,
                                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = ctl("-s", ":%d" % vm.port, "png", "shot.png")
    target = tmp_path / "shot.png"
    assert vm.bodies()[0]["args"] == {"path": str(target)}
    assert Image.open(target).size == (640, 480)
    assert (code, out) == (0, "wrote %s (%d bytes, 640x480)\n"
                           % (target, target.stat().st_size))


@pytest.mark.parametrize("verb, args", [("launch", ["sol"]), ("apps", []),
                                        ("user-input", ["on"])])
def test_browser_only_verbs_are_refused_for_a_cli_target_without_sending(vm, verb, args):
    code, out, err = ctl("-s", ":%d" % vm.port, verb, *args)
    assert (code, out) == (2, "")
    assert "is browser-only" in err
    assert vm.requests == []


def test_launch_message_says_why(vm):
    assert ctl("-s", ":%d" % vm.port, "launch", "sol")[2] == \
        "launch is browser-only: a CLI VM chose its app at start\n"


def test_quit_ends_the_vm_cleanly():
    """quit is answered, then the run ends with exit 0 (its own VM: it ends it)."""
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=60")
    try:
        code, out, err = ctl("-s", ":%d" % p.port, "quit")
        assert (code, out, err) == (0, "ok\n", "")
        assert p.wait(30) == 0
    finally:
        p.close()


# --- transport failures -------------------------------------------------------------------

def test_connection_refused_says_how_to_start_a_vm(dead_port):
    code, out, err = ctl("-s", ":%d" % dead_port, "ping")
    assert (code, out) == (2, "")
    assert err == ("nothing listening on 127.0.0.1:%d — start one with: wineagent run "
                   "--app=... --control\n" % dead_port)


def test_no_answer_within_the_timeout_is_exit_two(serve):
    """A server that never answers (a real VM inside a long batch) is a fake: released
    when the client has given up."""
    release = threading.Event()

    def hang(method, path, headers, body):
        release.wait(30)
        return 200, {"id": None, "ok": True, "value": None}

    vm = serve(hang)
    try:
        code, out, err = ctl("-s", ":%d" % vm.port, "--timeout=0.2", "ping")
    finally:
        release.set()
    assert (code, out) == (2, "")
    assert err == "no answer in 0.2s — the VM may be inside a long batch\n"


def test_a_step_waits_longer_than_the_default_timeout(vm, monkeypatch):
    """The socket timeout of a request holding a step is STEP_TIMEOUT unless --timeout is
    given; other requests get the default."""
    used = []
    real_http = client._http

    def recording_http(url, method, path, body=None, token=None, timeout=None):
        used.append(timeout)
        return real_http(url, method, path, body, token, timeout)

    monkeypatch.setattr(client, "_http", recording_http)
    assert ctl("-s", ":%d" % vm.port, "step", "1")[0] == 0
    assert ctl("-s", ":%d" % vm.port, "ping")[0] == 0
    assert ctl("-s", ":%d" % vm.port, "--timeout=7", "step", "1")[0] == 0
    assert ctl("-s", ":%d" % vm.port, "pipe", stdin="step 1\n")[0] == 0
    assert used == [client.STEP_TIMEOUT, client.DEFAULT_TIMEOUT, 7.0, client.STEP_TIMEOUT]


@pytest.fixture(scope="module")
def wide_vm():
    """A real VM bound beyond loopback: it wants the token it printed."""
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--host=0.0.0.0",
                   "--max-seconds=900")
    assert p.token
    yield p
    p.close()


def test_unauthorized_asks_for_a_token(wide_vm):
    code, _, err = ctl("-s", ":%d" % wide_vm.port, "ping")
    assert (code, err) == (2, "unauthorized: pass --token or set WINE_AGENT_TOKEN\n")


def test_a_refused_token_says_so(wide_vm):
    code, _, err = ctl("-s", ":%d" % wide_vm.port, "--token=wrong", "ping")
    assert code == 2 and err.startswith("unauthorized: the token was refused")


def test_the_token_is_taken_from_the_option_or_the_environment(wide_vm):
    port = ":%d" % wide_vm.port
    assert ctl("-s", port, "--token=" + wide_vm.token, "ping")[0] == 0
    assert ctl("-s", port, "ping", env={"WINE_AGENT_TOKEN": wide_vm.token})[0] == 0


def test_token_is_sent_as_a_bearer_header_from_option_or_env(vm):
    ctl("-s", ":%d" % vm.port, "--token=s3cret", "ping")
    ctl("-s", ":%d" % vm.port, "ping", env={"WINE_AGENT_TOKEN": "from-env"})
    ctl("-s", ":%d" % vm.port, "ping")
    auth = [r[2].get("authorization") for r in vm.requests]
    assert auth == ["Bearer s3cret", "Bearer from-env", None]


def test_a_server_error_that_is_not_a_reply_is_exit_two(serve):
    vm = serve(lambda *a: (500, b"internal error"))
    code, _, err = ctl("-s", ":%d" % vm.port, "ping")
    assert code == 2 and "HTTP 500: internal error" in err


def test_a_400_reply_for_a_rejected_command_is_exit_one(serve):
    """What a real VM answers to a body it cannot parse (ctl itself never sends one)."""
    vm = serve(lambda *a: (400, {"id": None, "ok": False, "error": "malformed JSON"}))
    code, _, err = ctl("-s", ":%d" % vm.port, "ping")
    assert (code, err) == (1, "error: malformed JSON\n")


def test_chunked_responses_are_read(serve):
    """Twisted may answer held requests with chunked transfer encoding."""

    class Chunked(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            self.rfile.read(int(self.headers["Content-Length"]))
            body = json.dumps({"id": 1, "ok": True, "value": {"chunked": True}}).encode()
            self.send_response(200)
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            for part in (body[:5], body[5:]):
                self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
            self.wfile.write(b"0\r\n\r\n")

        def log_message(self, *args):
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Chunked)
    thread = threading.Thread(target=httpd.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        code, out, _ = ctl("-s", ":%d" % httpd.server_address[1], "ping")
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert code == 0 and json.loads(out) == {"chunked": True}


# --- usage --------------------------------------------------------------------------------

@pytest.mark.parametrize("argv, message", [
    (["click", "abc"], "click: expected X,Y, got 'abc'"),
    (["click", "a,1"], "click: x must be an integer, got 'a'"),
    (["frozen", "maybe"], 'frozen: on must be "on" or "off"'),
    (["step"], "step: expected step N [MS]"),
    (["png"], "png: expected png FILE"),
    (["ping", "extra"], "ping: expected ping (no arguments)"),
    (["snapshot", "xml"], "snapshot: format must be \"json\" or \"text\""),
    (["fly"], "unknown verb 'fly'; the verbs: wineagent ctl --help"),
    (["key", "ctrl+nope"], "key: unknown key 'nope'"),
    (["-s"], "-s needs a value"),
    (["--timeout=0", "ping"], "--timeout must be a positive number"),
    (['{"action": "clik"}'], "unknown action 'clik'"),
    (["{nope"], "malformed JSON"),
])
def test_bad_usage_is_exit_two_with_a_usage_line(argv, message):
    code, out, err = ctl(*argv)
    assert (code, out) == (2, "")
    assert message in err
    assert err.rstrip().splitlines()[-1].startswith("usage: wineagent ctl")


@pytest.mark.parametrize("typo, verb", [("clik", "click"), ("snapshto", "snapshot"),
                                        ("Ping", "ping"), ("dragg", "drag")])
def test_a_mistyped_verb_suggests_the_verb(typo, verb):
    code, out, err = ctl(typo, "1,2")
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == ("unknown verb %r (did you mean %r?); the verbs: "
                                   "wineagent ctl --help" % (typo, verb))


def test_bare_ctl_prints_the_verbs_and_exits_two():
    code, out, err = ctl()
    assert (code, out) == (2, "")
    assert err.startswith("missing verb\nusage: wineagent ctl")
    for verb in client.VERBS:
        assert verb in err, verb


def test_help_prints_the_usage():
    code, out, _ = ctl("--help")
    assert code == 0 and "usage: wineagent ctl" in out and "pipe" in out


# --- hub targets (fake hub: real pages need a browser) ------------------------------------

def test_a_session_id_goes_to_the_hub_ctl_route(serve):
    hub = serve(hub_responder([hub_session("abc", "http://x/")]))
    code, out, _ = ctl("-s", "abc", "--hub=%s" % hub.url, "ping")
    assert code == 0 and json.loads(out)["kind"] == "browser"
    assert [(r[0], r[1]) for r in hub.requests] == [("POST", "/api/agent/ctl?s=abc")]


def test_hub_defaults_to_the_default_hub(serve, monkeypatch):
    hub = serve(hub_responder([hub_session("abc", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    assert ctl("-s", "abc", "ping")[0] == 0


def test_a_gone_session_is_exit_two_with_the_hubs_message(serve):
    hub = serve(hub_responder([]))
    code, _, err = ctl("-s", "zzz", "--hub", hub.url, "ping")
    assert code == 2 and "HTTP 404: session gone" in err


def test_png_from_a_hub_is_a_data_url_written_by_the_client(serve, tmp_path):
    hub = serve(hub_responder([hub_session("abc", "http://x/")]))
    target = tmp_path / "page.png"
    code, out, _ = ctl("-s", "abc", "--hub=" + hub.url, "png", str(target))
    assert hub.bodies()[0]["args"] == {"path": None}
    assert target.read_bytes() == PNG_2x1
    assert (code, out) == (0, "wrote %s (%d bytes, 2x1)\n" % (target, len(PNG_2x1)))


def test_browser_only_verbs_go_to_a_hub_session(serve):
    hub = serve(hub_responder([hub_session("abc", "http://x/")]))
    code, out, _ = ctl("-s", "abc", "--hub=" + hub.url, "apps")
    assert code == 0 and "winmine" in json.loads(out)
    code, out, _ = ctl("-s", "abc", "--hub=" + hub.url, "user-input", "on")
    assert code == 0 and json.loads(out) == {"agentOwnsInput": False}


def test_a_page_without_the_emulator_gets_one_clear_line(serve):
    """A page that ran the pasted line without being an emulator page answers only eval."""
    hub = serve(hub_responder([hub_session("pg", "http://127.0.0.1:9/x.html")],
                              shell=False))
    code, out, err = ctl("-s", "pg", "--hub=" + hub.url, "type", "hi")
    assert (code, out) == (2, "")
    assert err == ("session pg is a page without the emulator (no wineShell): a page "
                   "connected with the pasted line answers only eval — e.g. wineagent ctl "
                   "--hub=%s -s pg eval 'document.title'; for every verb open %s/?debug\n"
                   % (hub.url, hub.url))
    assert ctl("-s", "pg", "--hub=" + hub.url, "eval", "1+1")[0] == 0


def test_page_url_resolves_by_exact_href(serve):
    hub = serve(lambda *a: (404, {}))
    hub.respond = hub_responder([hub_session("one", hub.url + "/?debug"),
                                 hub_session("two", hub.url + "/?app=sol&tile=1")])
    assert ctl("-s", hub.url + "/?app=sol&tile=1", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=two"


def test_page_url_falls_back_to_origin_and_path(serve):
    hub = serve(lambda *a: (404, {}))
    hub.respond = hub_responder([hub_session("one", hub.url + "/dashboard"),
                                 hub_session("two", hub.url + "/?debug")])
    assert ctl("-s", hub.url + "/?frozen", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=two"


def test_page_url_falls_back_to_the_only_session(serve):
    hub = serve(lambda *a: (404, {}))
    hub.respond = hub_responder([hub_session("only", "http://elsewhere.example/app")])
    assert ctl("-s", hub.url + "/?debug", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=only"


def test_ambiguous_page_url_lists_the_session_ids(serve):
    hub = serve(lambda *a: (404, {}))
    hub.respond = hub_responder([hub_session("one", hub.url + "/?tile=1"),
                                 hub_session("two", hub.url + "/?tile=2")])
    code, out, err = ctl("-s", hub.url + "/?debug", "ping")
    assert (code, out) == (2, "")
    assert "matches 2 sessions" in err and "one" in err and "two" in err
    assert all(r[0] == "GET" for r in hub.requests)


def test_page_url_with_no_sessions_is_exit_two(serve):
    hub = serve(hub_responder([]))
    code, _, err = ctl("-s", hub.url + "/?debug", "ping")
    assert code == 2 and "no session on hub" in err


def test_hub_option_wins_over_the_page_urls_origin(serve, dead_port):
    hub = serve(hub_responder([hub_session("s1", "http://127.0.0.1:%d/?debug"
                                           % dead_port)]))
    code, _, _ = ctl("-s", "http://127.0.0.1:%d/?debug" % dead_port, "--hub=" + hub.url,
                     "ping")
    assert code == 0 and hub.requests[-1][1] == "/api/agent/ctl?s=s1"


def test_a_url_of_a_cli_vm_is_a_cli_vm(vm):
    assert ctl("-s", "http://127.0.0.1:%d/" % vm.port, "ping")[0] == 0
    assert ctl("-s", "http://127.0.0.1:%d/snapshot" % vm.port, "ping")[0] == 0
    # Each: not a hub (its sessions route 404s), a CLI VM (its GET / says so), then /ctl.
    assert [r[1] for r in vm.requests] == ["/api/agent/sessions", "/", "/ctl"] * 2


def html_501(method, path, headers, body):
    """What python -m http.server answers: a page for GET, HTML 501 for POST."""
    if method == "GET" and path == "/page.html":
        return 200, b"<!doctype html><title>elsewhere</title>"
    if method == "GET":
        return 404, b"<html><body>404 Not Found</body></html>"
    return 501, b"<html><body><h1>Error response</h1>Unsupported method</body></html>"


def test_a_page_url_on_another_origin_is_found_on_the_default_hub(serve, monkeypatch):
    elsewhere = serve(html_501)
    page = elsewhere.url + "/page.html"
    hub = serve(hub_responder([hub_session("pasted", page)]))
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    code, out, _ = ctl("-s", page, "ping")
    assert code == 0 and hub.requests[-1][1] == "/api/agent/ctl?s=pasted"
    assert [r[0] for r in elsewhere.requests] == ["GET"]  # its sessions route, nothing else


def test_a_page_url_on_another_origin_without_its_hub_says_what_to_do(serve):
    elsewhere = serve(html_501)
    page = elsewhere.url + "/page.html"
    code, out, err = ctl("-s", page, "ping")
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert err.startswith("%s is neither a wineagent hub nor a CLI VM" % elsewhere.url)
    assert "--hub=HUB_URL" in err and "<html>" not in err
    assert all(r[0] == "GET" for r in elsewhere.requests)  # nothing was POSTed there


# --- no -s: probing -------------------------------------------------------------------------

def test_without_s_the_one_cli_vm_is_used(vm, monkeypatch):
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    assert ctl("ping")[0] == 0
    assert vm.bodies()[0]["action"] == "ping"


def test_without_s_the_one_hub_session_is_used(serve, monkeypatch):
    hub = serve(hub_responder([hub_session("solo", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    assert ctl("ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=solo"


def test_without_s_and_nothing_running_says_how_to_start_one_or_name_the_port(dead_port):
    code, _, err = ctl("ping")
    assert code == 2
    assert err == ("nothing listening on 127.0.0.1:%d — start one with: wineagent run "
                   "--app=... --control (a VM started with --control=0 or another port: "
                   "pass -s :PORT, the port its ready line names)\n" % dead_port)


def test_after_control_0_the_message_leads_to_the_vms_port(real_vm, dead_port):
    """A VM on a free port: a bare ctl ping does not find it and says to pass -s :PORT;
    doing so reaches it."""
    code, _, err = ctl("ping")
    assert code == 2 and "pass -s :PORT" in err
    assert ctl("-s", ":%d" % real_vm.port, "ping")[0] == 0


def test_without_s_several_sessions_are_listed(vm, serve, monkeypatch):
    hub = serve(hub_responder([hub_session("p1", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    code, _, err = ctl("ping")
    assert code == 2
    assert "2 live sessions" in err and "-s :%d" % vm.port in err and "-s p1" in err
    assert vm.bodies() == [] and hub.bodies() == []


def test_with_hub_but_no_s_a_cli_vm_and_a_hub_session_are_listed(vm, serve, monkeypatch):
    """--hub says where the hub is; it does not make the CLI VM on the default port
    invisible, so two live sessions still need -s."""
    hub = serve(hub_responder([hub_session("p1", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    code, _, err = ctl("--hub=" + hub.url, "ping")
    assert code == 2
    assert "2 live sessions" in err and "-s :%d" % vm.port in err and "-s p1" in err
    assert vm.bodies() == [] and hub.bodies() == []


def test_with_hub_but_no_s_two_hub_sessions_are_listed(serve):
    hub = serve(hub_responder([hub_session("p1", "http://x/1"),
                               hub_session("p2", "http://x/2")]))
    code, _, err = ctl("--hub=" + hub.url, "ping")
    assert code == 2
    assert "2 live sessions" in err and "-s p1" in err and "-s p2" in err
    assert hub.bodies() == []


def test_sessions_lists_hub_sessions_and_the_cli_vm(vm, serve, monkeypatch):
    hub = serve(hub_responder([hub_session("p1", "http://h/?debug", app="winmine")]))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    code, out, _ = ctl("sessions")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("p1  browser  winmine  age=3") and lines[0].endswith("?debug")
    assert lines[1] == "cli  127.0.0.1:%d  -s :%d  app=sol  frozen=true  pid=%d" % (
        vm.port, vm.port, vm.real.proc.pid)


def test_sessions_with_nothing_running(dead_port):
    code, out, _ = ctl("sessions")
    assert code == 0 and out.startswith("no sessions")


# --- pipe ------------------------------------------------------------------------------------

def test_pipe_sends_one_post_per_line_and_prints_one_reply_line_each(vm):
    stdin = "\n".join([
        '{"id": "boot", "cmd": "step 20"}',
        "click:231:110",
        "",
        "# comment",
        '[{"id": "a", "action": "ping"}, {"id": "b", "action": "clik"}, '
        '{"id": "c", "action": "snapshot"}]',
        "eval boom",
    ]) + "\n"
    code, out, _ = ctl("-s", ":%d" % vm.port, "pipe", stdin=stdin)
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1
    assert len(lines) == 4
    assert lines[0]["id"] == "boot" and lines[0]["value"]["ran"] == 20
    assert lines[1]["ok"] is True
    assert [r["id"] for r in lines[2]] == ["a", "b", "c"]
    assert [r["ok"] for r in lines[2]] == [True, False, True]
    assert "unknown action" in lines[2][1]["error"]
    assert lines[3]["ok"] is False and "NameError" in lines[3]["error"]
    sent = vm.bodies()
    assert len(sent) == 4
    assert [c["id"] for c in sent[2]] == ["a", "c"]  # the rejected element never left


def test_pipe_refuses_browser_only_commands_for_a_cli_target(vm):
    code, out, _ = ctl("-s", ":%d" % vm.port, "pipe", stdin="launch sol\nping\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 2
    assert "browser-only" in lines[0]["error"] and lines[1]["ok"] is True
    assert len(vm.bodies()) == 1


def test_pipe_stops_at_a_transport_failure(dead_port):
    code, out, err = ctl("-s", ":%d" % dead_port, "pipe", stdin="ping\nping\n")
    assert (code, out) == (2, "") and err.startswith("nothing listening")


def test_pipe_reports_malformed_json_lines_and_continues(vm):
    code, out, _ = ctl("-s", ":%d" % vm.port, "pipe", stdin="{nope\nping\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and lines[0]["ok"] is False and lines[1]["ok"] is True


# --- the process ----------------------------------------------------------------------------

def test_python_dash_m_runs_the_client(real_vm):
    result = subprocess.run([sys.executable, "-m", "wineagent.ctl", "-s",
                             ":%d" % real_vm.port, "snapshot"], capture_output=True,
                            text=True, timeout=60, env=run_env())
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == real_vm.cmd("snapshot")


def test_the_client_imports_nothing_heavy():
    code = ("import sys, wineagent.ctl.client\n"
            "heavy = {'twisted', 'klein', 'unicorn', 'PIL', 'http', 'email', 'ssl',\n"
            "         'argparse', 'dataclasses', 'urllib', 'treq', 'difflib'}\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n")
    # -S: site may preload modules of its own (.pth files); we only answer for ours.
    result = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True,
                            text=True, timeout=30, env=run_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_text_prints_a_windows_whole_text(vm):
    ctl("-s", ":%d" % vm.port, "step", "60")      # the frozen VM starts with no window
    snap = json.loads(ctl("-s", ":%d" % vm.port, "snapshot")[1])
    top = [w for w in snap["windows"] if not w["parent"] and w["title"]][0]
    ref = top["ref"]
    code, out, err = ctl("-s", ":%d" % vm.port, "text", "@" + ref)
    assert (code, err) == (0, ""), err
    assert out == top["title"] + "\n"
    sent = json.loads(vm.requests[-1][3])
    assert sent["action"] == "text" and sent["args"] == {"ref": ref}


def test_text_needs_one_ref(vm):
    code, out, err = ctl("-s", ":%d" % vm.port, "text")
    assert code == 2 and "text: expected text REF" in err
