"""The security posture of every surface (guard.py, docs/browser.md "Security posture"):
Host, Origin and Content-Type rules, preflights, the open page side of the hub, the
``--allow-origin`` / ``--allow-host`` exceptions and token validation.

In-process through treq's StubTreq (the CLI control server over a real frozen VM, the whole
twistd site), then real ``wineagent run`` / ``wineagent serve`` processes on loopback.
"""

import http.client
import json
import os
import subprocess

import pytest
from treq.testing import StubTreq
from twisted.internet import task

from procs import RunProcess, env, wineagent_cmd
from test_hub import stub_body
from wineagent.apps import APPS
from wineagent.host import Host
from wineagent.web.control import ControlServer
from wineagent.web.guard import Guard
from wineagent.web.site import WebSite

from paths import ROOT
JSON = "application/json"


class Stub:
    """A resource over StubTreq: call(method, url, body, headers) -> (code, headers, value)."""

    def __init__(self, resource):
        self.stub = StubTreq(resource)

    def call(self, method, url, body=None, headers=None):
        data = None if body is None else (body if isinstance(body, bytes)
                                          else json.dumps(body).encode())
        got = []
        self.stub.request(method, url, data=data, headers={
            k: [v] for k, v in (headers or {}).items()}).addCallback(got.append)
        self.stub.flush()
        assert got, "the request is still held"
        response = got[0]
        return response.code, response.headers, stub_body(self.stub, response)


def header(headers, name):
    """One response header as str (None when absent)."""
    values = headers.getRawHeaders(name)
    return values[0].decode() if values and isinstance(values[0], bytes) else (
        values[0] if values else None)


# -- the CLI control server over a real frozen VM ---------------------------------------------

@pytest.fixture
def control(tmp_path):
    """(Stub of a ControlServer on a frozen hello VM, path an eval would create, guard)."""
    from wineagent.vm import VM
    info = APPS["hello"]
    vm = VM(info.exe, args=info.args, app_id="hello")
    host = Host(vm, reactor=task.Clock(), frozen=True, app="hello")
    target = tmp_path / "pwned"
    made = []

    def make(guard=None):
        server = ControlServer(host, guard=guard)
        made.append(server)
        return Stub(server.resource())
    yield make, str(target)
    close = getattr(vm, "close", None)
    if close:
        close()


def evil_eval(path):
    """A command that creates ``path`` if it runs."""
    return {"id": 1, "action": "eval", "args": {"code": "open(%r, 'w').write('pwned')" % path}}


def test_control_server_runs_a_json_command_from_a_client_without_origin(control):
    """The rule set still lets the ctl client in (and proves the eval would write the file)."""
    make, target = control
    code, _, value = make().call("POST", "http://127.0.0.1:8123/ctl", evil_eval(target),
                                 {"Content-Type": JSON})
    assert code == 200 and value["ok"], value
    assert os.path.exists(target)


def multipart(command):
    """A well-formed multipart/form-data body carrying ``command`` (a form POST's shape)."""
    return ("--x\r\nContent-Disposition: form-data; name=\"c\"\r\n\r\n%s\r\n--x--\r\n"
            % json.dumps(command)).encode()


@pytest.mark.parametrize("content_type", ["text/plain", "text/plain;charset=UTF-8",
                                          "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x", None])
def test_control_server_refuses_a_command_that_is_not_json_415(control, content_type):
    """The three types a page may send without a preflight (and none at all) act on nothing."""
    make, target = control
    headers = {"Content-Type": content_type} if content_type else {}
    body = evil_eval(target)
    if content_type and content_type.startswith("multipart"):
        body = multipart(body)      # Twisted answers a malformed multipart body 400 itself
    code, _, value = make().call("POST", "http://127.0.0.1:8123/ctl", body, headers)
    assert code == 415 and "application/json" in value["error"] and value["ok"] is False
    assert not os.path.exists(target)


@pytest.mark.parametrize("origin", ["http://evil.example", "null", "http://localhost:8123",
                                    "http://127.0.0.1:9999", "https://127.0.0.1:8123"])
def test_control_server_refuses_a_foreign_origin_403(control, origin):
    """Any Origin but the server's own is refused, even with a JSON body (which a page can only
    send after a preflight it does not get)."""
    make, target = control
    code, headers, value = make().call("POST", "http://127.0.0.1:8123/ctl", evil_eval(target),
                                       {"Content-Type": JSON, "Origin": origin})
    assert code == 403 and "--allow-origin" in value["error"]
    assert header(headers, "access-control-allow-origin") is None
    assert not os.path.exists(target)


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8123", "127.0.0.1.evil.example",
                                  "localhost.evil.example:8123", "10.0.0.5:8123", "", "a:b:c"])
def test_control_server_refuses_a_foreign_host_403_dns_rebinding(control, host):
    """A rebinding page reaches 127.0.0.1 under its own name: the Host says so."""
    make, target = control
    code, _, value = make().call("POST", "http://127.0.0.1:8123/ctl", evil_eval(target),
                                 {"Content-Type": JSON, "Host": host})
    assert code == 403 and "DNS rebinding" in value["error"] and "--allow-host" in value["error"]
    assert not os.path.exists(target)
    code, _, _ = make().call("GET", "http://127.0.0.1:8123/", headers={"Host": host})
    assert code == 403                  # every route, even the protocol text


@pytest.mark.parametrize("host", ["localhost:8123", "127.0.0.1:8123", "[::1]:8123", "LOCALHOST",
                                  "127.0.0.1"])
def test_control_server_accepts_loopback_names_in_any_port_form(control, host):
    make, _ = control
    code, _, value = make().call("POST", "http://127.0.0.1:8123/ctl", {"action": "ping"},
                                 {"Content-Type": JSON, "Host": host})
    assert code == 200 and value["ok"], value


def test_same_origin_requests_pass_and_cross_origin_preflights_are_refused(control):
    """A page of the server itself (Origin = http:// + Host) may; preflights from others get
    403 and no CORS headers."""
    make, _ = control
    stub = make()
    code, _, value = stub.call("POST", "http://127.0.0.1:8123/ctl", {"action": "ping"},
                               {"Content-Type": JSON, "Origin": "http://127.0.0.1:8123"})
    assert code == 200 and value["ok"]
    code, headers, _ = stub.call("OPTIONS", "http://127.0.0.1:8123/ctl", headers={
        "Origin": "http://evil.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type"})
    assert code == 403 and header(headers, "access-control-allow-origin") is None


def test_allow_origin_and_allow_host_are_the_deliberate_exceptions(control):
    """--allow-origin grants that origin (preflight and request, with CORS headers echoing
    it); --allow-host accepts that name; neither opens anything else."""
    make, target = control
    stub = make(Guard("127.0.0.1", allow_hosts=["vm.lan"],
                      allow_origins=["http://localhost:3000"]))
    code, headers, _ = stub.call("OPTIONS", "http://127.0.0.1:8123/ctl", headers={
        "Origin": "http://localhost:3000", "Access-Control-Request-Method": "POST"})
    assert code == 204
    assert header(headers, "access-control-allow-origin") == "http://localhost:3000"
    assert "content-type" in header(headers, "access-control-allow-headers")
    code, headers, value = stub.call("POST", "http://127.0.0.1:8123/ctl", {"action": "ping"},
                                     {"Content-Type": JSON, "Origin": "http://localhost:3000"})
    assert code == 200 and value["ok"]
    assert header(headers, "access-control-allow-origin") == "http://localhost:3000"
    code, _, value = stub.call("POST", "http://vm.lan:8123/ctl", {"action": "ping"},
                               {"Content-Type": JSON})
    assert code == 200 and value["ok"]
    code, _, _ = stub.call("POST", "http://127.0.0.1:8123/ctl", evil_eval(target),
                           {"Content-Type": JSON, "Origin": "http://localhost:3001"})
    assert code == 403 and not os.path.exists(target)
    code, _, _ = stub.call("POST", "http://other.lan:8123/ctl", evil_eval(target),
                           {"Content-Type": JSON})
    assert code == 403 and not os.path.exists(target)


def test_a_wildcard_bind_accepts_ip_literals_but_not_names():
    """0.0.0.0: a phone reaches the server by the machine's address; a name is rebinding."""
    guard = Guard("0.0.0.0")

    class R:
        def __init__(self, host):
            self.host = host

        def getHeader(self, name):
            return self.host.encode() if name == b"host" else None
    assert guard.host_ok(R("192.168.1.20:8080")) and guard.host_ok(R("[fe80::1]:8080"))
    assert guard.host_ok(R("localhost:8080"))
    assert not guard.host_ok(R("evil.example:8080")) and not guard.host_ok(R("0.0.0.0.nip.io"))
    assert Guard("192.168.1.20").host_ok(R("192.168.1.20:8080"))
    assert not Guard("192.168.1.20").host_ok(R("192.168.1.21:8080"))


@pytest.mark.parametrize("value", ["*", "evil.example", "http://a.example/path",
                                   "ftp://a.example", "http://user@a.example", ""])
def test_allow_origin_takes_only_an_origin(value):
    with pytest.raises(ValueError, match="origin"):
        Guard(allow_origins=[value])


# -- the twistd site: hub, page VMs, static files --------------------------------------------

@pytest.fixture
def site():
    clock = task.Clock()
    web = WebSite(clock, inject=True)
    yield web, Stub(web.resource())
    web.pages.close_all()


SITE = "http://127.0.0.1:8080"


@pytest.mark.parametrize("method, path", [
    ("GET", "/"), ("GET", "/dashboard"), ("GET", "/lib/agent-remote.js"), ("GET", "/api/agent"),
    ("GET", "/api/agent/sessions"), ("POST", "/api/agent/hello"), ("GET", "/api/agent/poll?s=x"),
    ("POST", "/api/agent/ctl?s=x"), ("GET", "/api/agent/ws"), ("GET", "/api/vm/apps"),
    ("POST", "/api/vm"), ("GET", "/no/such/path")])
def test_every_site_route_refuses_a_foreign_host_403(site, method, path):
    _, stub = site
    body = {"app": "hello"} if method == "POST" else None
    code, _, value = stub.call(method, "http://evil.example:8080" + path, body,
                               {"Content-Type": JSON})
    assert code == 403 and "DNS rebinding" in value["error"], (path, value)


def test_a_foreign_page_can_act_as_a_page_but_never_as_an_agent(site):
    """hello/poll/result are open to every origin (a pasted page); ctl, sessions, ws and
    the VM routes are not, so nothing reaches the page's session."""
    web, stub = site
    evil = {"Origin": "http://evil.example"}
    code, headers, value = stub.call("POST", SITE + "/api/agent/hello", {"app": "x"},
                                     dict(evil, **{"Content-Type": "text/plain"}))
    assert code == 200 and header(headers, "access-control-allow-origin") == "*"
    sid = value["sessionId"]
    code, headers, _ = stub.call("OPTIONS", SITE + "/api/agent/poll?s=" + sid, headers=dict(
        evil, **{"Access-Control-Request-Method": "GET",
                 "Access-Control-Request-Headers": "authorization"}))
    assert code == 204 and header(headers, "access-control-allow-origin") == "*"
    code, _, value = stub.call("POST", SITE + "/api/agent/result?s=" + sid,
                               {"id": "h1", "ok": True}, dict(evil, **{"Content-Type": "text/plain"}))
    assert code == 200 and value == {"routed": 0}
    for method, path, body in [("POST", "/api/agent/ctl?s=" + sid,
                                {"action": "eval", "args": {"code": "1"}}),
                               ("GET", "/api/agent/sessions", None), ("GET", "/api/agent/ws", None),
                               ("POST", "/api/vm", {"app": "hello"}), ("GET", "/api/vm/apps", None),
                               ("OPTIONS", "/api/agent/ctl?s=" + sid, None)]:
        code, headers, value = stub.call(method, SITE + path, body,
                                         dict(evil, **{"Content-Type": JSON}))
        assert code == 403 and "may not use" in value["error"], (path, code, value)
        assert header(headers, "access-control-allow-origin") is None
    assert web.hub.sessions.sessions[sid].queue == []      # nothing was enqueued
    assert web.pages.vms == {}                             # no VM was started


@pytest.mark.parametrize("path", ["/api/agent/ctl?s=x", "/api/vm", "/api/vm/x/cmd",
                                  "/api/vm/x/visibility", "/api/vm/x/close"])
def test_site_command_routes_take_only_json_415(site, path):
    web, stub = site
    for content_type in ("text/plain", "application/x-www-form-urlencoded"):
        code, _, value = stub.call("POST", SITE + path, {"app": "hello"},
                                   {"Content-Type": content_type})
        assert code == 415 and "application/json" in value["error"]
    assert web.pages.vms == {}


def test_the_sites_own_pages_still_work_same_origin(site):
    """A page of the site (Origin = the site) opens, drives and closes a VM with JSON."""
    web, stub = site
    own = {"Origin": SITE, "Content-Type": "application/json; charset=utf-8"}
    code, _, st = stub.call("POST", SITE + "/api/vm", {"app": "hello", "frozen": True}, own)
    assert code == 200 and st["vm"] in web.pages.vms
    code, _, value = stub.call("POST", SITE + "/api/vm/%s/cmd" % st["vm"], {"action": "ping"}, own)
    assert code == 200 and value["replies"][0]["ok"]
    code, _, value = stub.call("POST", SITE + "/api/vm/%s/close" % st["vm"], {}, own)
    assert code == 200 and value == {"closed": st["vm"]} and web.pages.vms == {}
    code, headers, _ = stub.call("GET", SITE + "/lib/agent-remote.js",
                                 headers={"Origin": "http://elsewhere.example"})
    assert code == 200 and header(headers, "access-control-allow-origin") == "*"


def test_closing_an_unknown_vm_is_404_with_the_reason(site):
    _, stub = site
    code, _, value = stub.call("POST", SITE + "/api/vm/deadbeef/close", {},
                               {"Content-Type": JSON})
    assert code == 404 and "no VM deadbeef" in value["error"] and value["gone"] is True


# -- real processes on loopback ---------------------------------------------------------------

def raw(port, method, path, body=b"", headers=None):
    """One plain HTTP request with exactly these headers; (status, parsed JSON or text)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for k, v in (headers or {}).items():
            conn.putheader(k, v)
        conn.putheader("Content-Length", str(len(body)))
        conn.endheaders(body)
        r = conn.getresponse()
        data = r.read()
    finally:
        conn.close()
    try:
        return r.status, json.loads(data)
    except ValueError:
        return r.status, data.decode("utf-8", "replace")


def test_a_cli_vm_refuses_host_evil_example_and_text_plain_over_real_http(tmp_path):
    """The issue's probe, replayed: Host evil.example, Origin evil.example, text/plain."""
    target = str(tmp_path / "pwned")
    body = json.dumps(evil_eval(target)).encode()
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=60")
    try:
        here = "127.0.0.1:%d" % p.port
        status, value = raw(p.port, "POST", "/ctl", body, {"Host": "evil.example:%d" % p.port,
                                                           "Content-Type": JSON})
        assert status == 403 and "DNS rebinding" in value["error"]
        status, value = raw(p.port, "POST", "/ctl", body, {"Host": here,
                            "Origin": "http://evil.example", "Content-Type": "text/plain"})
        assert status == 403 and "http://evil.example" in value["error"]
        status, value = raw(p.port, "POST", "/ctl", body, {"Host": here,
                                                           "Content-Type": "text/plain"})
        assert status == 415
        status, value = raw(p.port, "GET", "/snapshot", b"", {"Host": "evil.example"})
        assert status == 403
        assert not os.path.exists(target)
        assert p.cmd("ping")["kind"]        # the session is up and serves its client
    finally:
        p.close()


def test_run_allow_origin_lets_that_origin_in_over_real_http():
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=60",
                   "--allow-origin=http://localhost:3000", "--allow-host=vm.lan")
    try:
        status, value = raw(p.port, "POST", "/ctl", b'{"action":"ping"}', {
            "Host": "vm.lan:%d" % p.port, "Origin": "http://localhost:3000",
            "Content-Type": JSON})
        assert status == 200 and value["ok"]
        status, _ = raw(p.port, "POST", "/ctl", b'{"action":"ping"}', {
            "Host": "127.0.0.1:%d" % p.port, "Origin": "http://localhost:3001",
            "Content-Type": JSON})
        assert status == 403
    finally:
        p.close()


def test_serve_refuses_host_evil_example_over_real_http():
    proc = subprocess.Popen(wineagent_cmd("serve", "--port=tcp:0:interface=127.0.0.1"),
                            cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        port = None
        for line in proc.stdout:
            if "page:" in line:
                port = int(line.split("127.0.0.1:")[1].split("/")[0])
                break
        assert port, "the service did not start"
        for path in ("/", "/api/agent", "/api/agent/sessions", "/lib/agent-remote.js"):
            status, value = raw(port, "GET", path, b"", {"Host": "evil.example:%d" % port})
            assert status == 403 and "DNS rebinding" in value["error"]
        status, _ = raw(port, "GET", "/api/agent", b"", {"Host": "localhost:%d" % port})
        assert status == 200
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.mark.parametrize("argv", [
    ["run", "--app=hello", "--control=0", "--host=0.0.0.0", "--token=sécret"],
    ["run", "--app=hello", "--control=0", "--token=two words"],
    ["run", "--app=hello", "--control=0", "--allow-origin=*"],
    ["run", "--app=hello", "--allow-origin=http://localhost:3000"],
    ["serve", "--port=tcp:0:interface=0.0.0.0", "--token=sécret"],
    ["serve", "--allow-origin=evil.example"],
    ["serve", "--allow-host=http://x"],
])
def test_a_bad_token_or_exception_flag_is_refused_at_startup_exit_2(argv):
    """A non-ASCII token used to start and then answer every request 500: now one line and
    exit 2 before anything listens."""
    r = subprocess.run(wineagent_cmd(*argv), cwd=ROOT, env=env(), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr and "listening" not in r.stdout
    assert any(w in r.stderr for w in ("token", "origin", "host name", "--allow-origin")), r.stderr


def test_a_non_ascii_token_from_the_environment_is_refused_at_startup():
    e = env()
    e["WINE_AGENT_TOKEN"] = "jeton-é"
    r = subprocess.run(wineagent_cmd("run", "--app=hello", "--control=0"), cwd=ROOT, env=e,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "WINE_AGENT_TOKEN" in r.stderr and "ASCII" in r.stderr


def test_the_twistd_plugin_takes_repeatable_exceptions_and_refuses_bad_values():
    """`twistd -n wineagent` parses the same --allow-origin / --allow-host / --token rules."""
    from twisted.python import usage
    from wineagent.tap import Options
    o = Options()
    o.parseOptions(["--allow-origin=http://localhost:3000", "--allow-origin=HTTPS://A.example",
                    "--allow-host=mybox.lan"])
    assert o["allow-origin"] == ["http://localhost:3000", "https://a.example"]
    assert o["allow-host"] == ["mybox.lan"]
    for bad in (["--allow-origin=*"], ["--allow-host=http://x/"], ["--token=jeton é"],
                ["--port=tcp:0:interface=0.0.0.0", "--token= "]):
        with pytest.raises(usage.UsageError):
            Options().parseOptions(bad)
