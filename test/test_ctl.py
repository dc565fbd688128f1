"""``wineagent ctl`` against a real loopback HTTP server standing in for a CLI VM or a hub:
what it sends, where it sends it, what it prints and how it exits."""

import base64
import io
import json
import os
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from wineagent.ctl import client

PNG_2x1 = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x02\x00\x00\x00\x01"
           b"\x08\x02\x00\x00\x00" + b"rest-of-a-png")

SNAPSHOT = {"batch": 12, "steps": 1200000, "ticks": 12, "eip": 4198400, "guestMs": 192,
            "frozen": True, "windows": [{"hwnd": 65538, "class": "Solitaire",
                                         "title": "Solitaire", "rect": [0, 0, 640, 480],
                                         "visible": True, "parent": 0}],
            "focus": 65538, "active": 65538, "lastMessageBox": None, "quit": False,
            "exitCode": None}


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


def vm_value(cmd):
    """What a CLI VM answers for one command."""
    action, args = cmd["action"], cmd.get("args") or {}
    if action == "ping":
        return True, {"session": "cli", "kind": "cli", "app": "sol", "pid": 42,
                      "frozen": False, "uptime": 1.5}
    if action == "snapshot":
        return True, SNAPSHOT
    if action == "png":
        if args.get("path"):
            return True, {"path": args["path"], "bytes": 1234, "width": 640, "height": 480}
        return True, "data:image/png;base64," + base64.b64encode(PNG_2x1).decode()
    if action == "eval" and args.get("code") == "boom":
        return False, "NameError: name 'boom' is not defined"
    if action == "step":
        return True, {"frozen": True, "ran": args["n"], "steps": 100 * args["n"],
                      "ticks": args["n"], "guestMs": 16 * args["n"], "tickMs": 16, "eip": 1}
    if action in ("launch", "apps", "user-input"):
        return True, ["sol", "winmine"] if action == "apps" else None
    return True, None


def vm_reply(cmd):
    ok, value = vm_value(cmd)
    if ok:
        return {"id": cmd.get("id"), "ok": True, "value": value}
    return {"id": cmd.get("id"), "ok": False, "error": value}


def vm_respond(method, path, headers, body):
    if method == "POST" and path == "/ctl":
        data = json.loads(body)
        if isinstance(data, list):
            return 200, [vm_reply(c) for c in data]
        return 200, vm_reply(data)
    return 404, {"error": "no such route"}


def hub_responder(sessions):
    def respond(method, path, headers, body):
        if method == "GET" and path == "/api/agent/sessions":
            return 200, {"sessions": sessions}
        if method == "POST" and path.startswith("/api/agent/ctl?s="):
            sid = path.split("=", 1)[1]
            if sid not in [s["id"] for s in sessions]:
                return 404, {"error": "session gone"}
            return vm_respond("POST", "/ctl", headers, body)
        return 404, {"error": "no such route"}
    return respond


@pytest.fixture
def serve():
    servers = []

    def start(respond=vm_respond):
        server = FakeServer(respond)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()


@pytest.fixture
def dead_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@pytest.fixture(autouse=True)
def isolated_defaults(monkeypatch, dead_port):
    """Never probe the real default ports: another session may be running there."""
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", dead_port)
    monkeypatch.setattr(client, "DEFAULT_HUB", "http://127.0.0.1:%d" % dead_port)


def ctl(*argv, stdin="", env=None):
    out, err = io.StringIO(), io.StringIO()
    code = client.main(list(argv), out, err, io.StringIO(stdin), env or {})
    return code, out.getvalue(), err.getvalue()


def hub_session(sid, href, app="sol"):
    return {"id": sid, "kind": "page", "app": app, "href": href, "age": 3, "lastSeen": 0.1}


# --- CLI targets --------------------------------------------------------------------------

def test_click_posts_one_normalised_command_to_ctl(serve):
    vm = serve()
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
def test_cli_target_spellings(serve, form):
    vm = serve()
    target = form.format(port=vm.port)
    argv = [target] if target.startswith("-s") else ["-s", target]
    assert ctl(*argv, "ping")[0] == 0
    assert [r[1] for r in vm.requests] == ["/ctl"]


def test_options_may_follow_the_verb(serve):
    vm = serve()
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
    ("step", ["200"], "step", {"n": 200, "ms": None}),
    ("step", ["200", "16"], "step", {"n": 200, "ms": 16}),
    ("eval", ["len(vm.windows)", "+", "1"], "eval", {"code": "len(vm.windows) + 1"}),
    ("dump-mem", ["0x401000", "64"], "dump-mem", {"addr": 0x401000, "len": 64}),
    ("dlg-cmd", ["1"], "dlg-cmd", {"id": 1}),
    ("dlg-click", ["2"], "dlg-click", {"id": 2}),
    ("quit", [], "quit", {}),
])
def test_verbs_send_their_normalised_command(serve, verb, args, action, expected):
    vm = serve()
    code, _, err = ctl("-s", ":%d" % vm.port, verb, *args)
    assert (code, err) == (0, "")
    [sent] = vm.bodies()
    assert (sent["action"], sent["args"]) == (action, expected)


def test_type_is_expanded_client_side_into_one_array_post(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, "type", "Hi")
    assert (code, out) == (0, "ok (8 key events)\n")
    [sent] = vm.bodies()
    assert isinstance(sent, list)
    assert [(c["action"], c["args"]) for c in sent] == [
        ("keydown", {"key": 16}), ("keydown", {"key": 72}), ("keypress", {"char": 72}),
        ("keyup", {"key": 72}), ("keyup", {"key": 16}),
        ("keydown", {"key": 73}), ("keypress", {"char": 105}), ("keyup", {"key": 73})]
    assert len({c["id"] for c in sent}) == 8


def test_key_combo_is_one_array_holding_the_modifier(serve):
    vm = serve()
    assert ctl("-s", ":%d" % vm.port, "key", "ctrl+s")[0] == 0
    [sent] = vm.bodies()
    assert [(c["action"], c["args"]["key"]) for c in sent] == [
        ("keydown", 17), ("keydown", 83), ("keyup", 83), ("keyup", 17)]


def test_snapshot_prints_the_value_as_json(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, "snapshot")
    assert code == 0 and json.loads(out) == SNAPSHOT


def test_step_prints_what_actually_happened(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, "step", "3")
    assert code == 0 and json.loads(out)["ran"] == 3


def test_a_guest_side_failure_exits_one_with_the_message(serve):
    vm = serve()
    code, out, err = ctl("-s", ":%d" % vm.port, "eval", "boom")
    assert (code, out) == (1, "")
    assert err == "error: NameError: name 'boom' is not defined\n"


def test_one_failure_in_an_array_exits_one(serve):
    vm = serve()
    code, out, err = ctl("-s", ":%d" % vm.port,
                         '[{"id": "a", "action": "ping"}, {"id": "b", "cmd": "eval boom"}]')
    assert code == 1
    replies = json.loads(out)
    assert [r["id"] for r in replies] == ["a", "b"] and replies[1]["ok"] is False
    assert 'error: NameError' in err and '(command "b")' in err


def test_raw_json_command_prints_the_whole_reply_and_keeps_its_id(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, '{"id": 99, "action": "ping"}')
    assert code == 0
    assert json.loads(out)["id"] == 99 and json.loads(out)["value"]["app"] == "sol"
    assert vm.bodies()[0]["id"] == 99


def test_raw_json_without_an_id_gets_one(serve):
    vm = serve()
    ctl("-s", ":%d" % vm.port, '{"action": "ping"}')
    assert vm.bodies()[0]["id"]


def test_a_bare_entry_works_as_a_verb(serve):
    vm = serve()
    assert ctl("-s", ":%d" % vm.port, "click:231:110")[0] == 0
    assert vm.bodies()[0]["args"] == {"x": 231, "y": 110, "button": "left"}


def test_png_on_a_cli_target_asks_the_server_to_write_an_absolute_path(serve, tmp_path,
                                                                       monkeypatch):
    vm = serve()
    monkeypatch.chdir(tmp_path)
    code, out, _ = ctl("-s", ":%d" % vm.port, "png", "shot.png")
    target = str(tmp_path / "shot.png")
    assert vm.bodies()[0]["args"] == {"path": target}
    assert (code, out) == (0, "wrote %s (1234 bytes, 640x480)\n" % target)


@pytest.mark.parametrize("verb, args", [("launch", ["sol"]), ("apps", []),
                                        ("user-input", ["on"])])
def test_browser_only_verbs_are_refused_for_a_cli_target_without_sending(serve, verb, args):
    vm = serve()
    code, out, err = ctl("-s", ":%d" % vm.port, verb, *args)
    assert (code, out) == (2, "")
    assert "is browser-only" in err
    assert vm.requests == []


def test_launch_message_says_why(serve):
    vm = serve()
    assert ctl("-s", ":%d" % vm.port, "launch", "sol")[2] == \
        "launch is browser-only: a CLI VM chose its app at start\n"


# --- transport failures -------------------------------------------------------------------

def test_connection_refused_says_how_to_start_a_vm(dead_port):
    code, out, err = ctl("-s", ":%d" % dead_port, "ping")
    assert (code, out) == (2, "")
    assert err == ("nothing listening on 127.0.0.1:%d — start one with: wineagent run "
                   "--app=... --control\n" % dead_port)


def test_no_answer_within_the_timeout_is_exit_two(serve):
    release = threading.Event()

    def hang(method, path, headers, body):
        release.wait(10)
        return 200, {"id": None, "ok": True, "value": None}

    vm = serve(hang)
    try:
        code, out, err = ctl("-s", ":%d" % vm.port, "--timeout=0.2", "ping")
    finally:
        release.set()
    assert (code, out) == (2, "")
    assert err == "no answer in 0.2s — the VM may be inside a long batch\n"


def test_a_step_waits_longer_than_the_default_timeout(serve, monkeypatch):
    monkeypatch.setattr(client, "DEFAULT_TIMEOUT", 0.05)
    slow = threading.Event()

    def slow_step(method, path, headers, body):
        slow.wait(0.3)  # longer than the default timeout, far shorter than a step's
        return vm_respond(method, path, headers, body)

    vm = serve(slow_step)
    assert ctl("-s", ":%d" % vm.port, "step", "1")[0] == 0
    assert ctl("-s", ":%d" % vm.port, "ping")[0] == 2


def test_unauthorized_asks_for_a_token(serve):
    vm = serve(lambda *a: (401, {"error": "token required"}))
    code, _, err = ctl("-s", ":%d" % vm.port, "ping")
    assert (code, err) == (2, "unauthorized: pass --token or set WINE_AGENT_TOKEN\n")


def test_token_is_sent_as_a_bearer_header_from_option_or_env(serve):
    vm = serve()
    ctl("-s", ":%d" % vm.port, "--token=s3cret", "ping")
    ctl("-s", ":%d" % vm.port, "ping", env={"WINE_AGENT_TOKEN": "from-env"})
    ctl("-s", ":%d" % vm.port, "ping")
    auth = [r[2].get("authorization") for r in vm.requests]
    assert auth == ["Bearer s3cret", "Bearer from-env", None]


def test_a_refused_token_says_so(serve):
    vm = serve(lambda *a: (401, {"error": "bad token"}))
    code, _, err = ctl("-s", ":%d" % vm.port, "--token=wrong", "ping")
    assert code == 2 and err.startswith("unauthorized: the token was refused")


def test_a_server_error_that_is_not_a_reply_is_exit_two(serve):
    vm = serve(lambda *a: (500, b"internal error"))
    code, _, err = ctl("-s", ":%d" % vm.port, "ping")
    assert code == 2 and "HTTP 500: internal error" in err


def test_a_400_reply_for_a_rejected_command_is_exit_one(serve):
    vm = serve(lambda *a: (400, {"id": None, "ok": False, "error": "malformed JSON"}))
    code, _, err = ctl("-s", ":%d" % vm.port, "ping")
    assert (code, err) == (1, "error: malformed JSON\n")


def test_chunked_responses_are_read(serve):
    """Twisted answers held requests with chunked transfer encoding."""

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
    ([], "missing verb"),
    (["click", "abc"], "click: expected X,Y, got 'abc'"),
    (["click", "a,1"], "click: x must be an integer, got 'a'"),
    (["frozen", "maybe"], 'frozen: on must be "on" or "off"'),
    (["step"], "step: expected step N [MS]"),
    (["png"], "png: expected png FILE"),
    (["snapshot", "extra"], "snapshot: expected snapshot (no arguments)"),
    (["fly"], "unknown verb 'fly'"),
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


def test_help_prints_the_usage():
    code, out, _ = ctl("--help")
    assert code == 0 and "usage: wineagent ctl" in out and "pipe" in out


# --- hub targets ---------------------------------------------------------------------------

def test_a_session_id_goes_to_the_hub_ctl_route(serve):
    hub = serve(hub_responder([hub_session("abc", "http://x/")]))
    code, out, _ = ctl("-s", "abc", "--hub=%s" % hub.url, "ping")
    assert code == 0 and json.loads(out)["app"] == "sol"
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
    assert code == 0 and json.loads(out) == ["sol", "winmine"]


def test_page_url_resolves_by_exact_href(serve):
    hub = serve()
    hub.respond = hub_responder([hub_session("one", hub.url + "/?debug"),
                                 hub_session("two", hub.url + "/?app=sol&tile=1")])
    assert ctl("-s", hub.url + "/?app=sol&tile=1", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=two"


def test_page_url_falls_back_to_origin_and_path(serve):
    hub = serve()
    hub.respond = hub_responder([hub_session("one", hub.url + "/dashboard"),
                                 hub_session("two", hub.url + "/?debug")])
    assert ctl("-s", hub.url + "/?frozen", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=two"


def test_page_url_falls_back_to_the_only_session(serve):
    hub = serve()
    hub.respond = hub_responder([hub_session("only", "http://elsewhere.example/app")])
    assert ctl("-s", hub.url + "/?debug", "ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=only"


def test_ambiguous_page_url_lists_the_session_ids(serve):
    hub = serve()
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
    hub = serve()
    hub.respond = hub_responder([hub_session("s1", "http://127.0.0.1:%d/?debug" % dead_port)])
    code, _, _ = ctl("-s", "http://127.0.0.1:%d/?debug" % dead_port, "--hub=" + hub.url,
                     "ping")
    assert code == 0 and hub.requests[-1][1] == "/api/agent/ctl?s=s1"


def test_a_root_url_that_is_not_a_hub_is_a_cli_vm(serve):
    vm = serve()
    assert ctl("-s", vm.url + "/", "ping")[0] == 0
    assert [r[1] for r in vm.requests] == ["/api/agent/sessions", "/ctl"]


# --- no -s: probing -------------------------------------------------------------------------

def test_without_s_the_one_cli_vm_is_used(serve, monkeypatch):
    vm = serve()
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    assert ctl("ping")[0] == 0
    assert vm.bodies()[0]["action"] == "ping"


def test_without_s_the_one_hub_session_is_used(serve, monkeypatch):
    hub = serve(hub_responder([hub_session("solo", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    assert ctl("ping")[0] == 0
    assert hub.requests[-1][1] == "/api/agent/ctl?s=solo"


def test_without_s_and_nothing_running_says_how_to_start_one(dead_port):
    code, _, err = ctl("ping")
    assert code == 2
    assert err == ("nothing listening on 127.0.0.1:%d — start one with: wineagent run "
                   "--app=... --control\n" % dead_port)


def test_without_s_several_sessions_are_listed(serve, monkeypatch):
    vm = serve()
    hub = serve(hub_responder([hub_session("p1", "http://x/")]))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    code, _, err = ctl("ping")
    assert code == 2
    assert "2 live sessions" in err and "-s :%d" % vm.port in err and "-s p1" in err
    assert vm.bodies() == [] and hub.bodies() == []


def test_sessions_lists_hub_sessions_and_the_cli_vm(serve, monkeypatch):
    vm = serve()
    hub = serve(hub_responder([hub_session("p1", "http://h/?debug", app="winmine")]))
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", vm.port)
    monkeypatch.setattr(client, "DEFAULT_HUB", hub.url)
    code, out, _ = ctl("sessions")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("p1  page  winmine  age=3") and lines[0].endswith("?debug")
    assert lines[1] == "cli  127.0.0.1:%d  app=sol  frozen=false" % vm.port


def test_sessions_with_nothing_running(dead_port):
    code, out, _ = ctl("sessions")
    assert code == 0 and out.startswith("no sessions")


# --- pipe ------------------------------------------------------------------------------------

def test_pipe_sends_one_post_per_line_and_prints_one_reply_line_each(serve):
    vm = serve()
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
    assert lines[3]["ok"] is False
    sent = vm.bodies()
    assert len(sent) == 4
    assert [c["id"] for c in sent[2]] == ["a", "c"]  # the rejected element never left


def test_pipe_refuses_browser_only_commands_for_a_cli_target(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, "pipe", stdin="launch sol\nping\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 2
    assert "browser-only" in lines[0]["error"] and lines[1]["ok"] is True
    assert len(vm.bodies()) == 1


def test_pipe_stops_at_a_transport_failure(dead_port):
    code, out, err = ctl("-s", ":%d" % dead_port, "pipe", stdin="ping\nping\n")
    assert (code, out) == (2, "") and err.startswith("nothing listening")


def test_pipe_reports_malformed_json_lines_and_continues(serve):
    vm = serve()
    code, out, _ = ctl("-s", ":%d" % vm.port, "pipe", stdin="{nope\nping\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 1 and lines[0]["ok"] is False and lines[1]["ok"] is True


# --- the process ----------------------------------------------------------------------------

def repo_env():
    env = dict(os.environ)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_python_dash_m_runs_the_client(serve):
    vm = serve()
    result = subprocess.run([sys.executable, "-m", "wineagent.ctl", "-s", ":%d" % vm.port,
                             "snapshot"], capture_output=True, text=True, timeout=30,
                            env=repo_env())
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == SNAPSHOT


def test_the_client_imports_nothing_heavy():
    code = ("import sys, wineagent.ctl.client\n"
            "heavy = {'twisted', 'klein', 'unicorn', 'PIL', 'http', 'email', 'ssl',\n"
            "         'argparse', 'dataclasses', 'urllib', 'treq'}\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in heavy))\n")
    # -S: site may preload modules of its own (.pth files); we only answer for ours.
    result = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True,
                            text=True, timeout=30, env=repo_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
