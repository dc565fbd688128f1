"""A hostile web page in real Chromium against both servers (issue 8, item 2).

A CLI VM (``wineagent run --control``), a hub (``wineagent serve``) with a real page of its
own connected to it, and an attacker page served by a third loopback server on another
origin (``http://localhost:PORT``). The attacker tries every way a page can send a request:
``fetch`` in cors and no-cors mode with text/plain and JSON bodies, a form POST, a
WebSocket, aiming an ``eval`` that would create a file (the CLI VM's Python) or mark the
connected page (the hub's page JavaScript). Nothing runs, and the servers answer with the
statuses docs/browser.md documents. Then the legitimate clients do the same things and
succeed, so the test can fail. Finally a DNS-rebinding page (Chromium maps ``evil.example``
to 127.0.0.1) makes a *same-origin* request: the Host check refuses it.
"""

import http.server
import json
import threading
import time
import urllib.request

import pytest
import playwright.sync_api as playwright_api

from browsing import CHROMIUM, FLAGS, Service, browser, playwright  # noqa: F401 - fixtures
from procs import RunProcess

#: DNS rebinding, reproduced: evil.example resolves to this machine. Chromium's own Local
#: Network Access checks would stop the page before our server sees it; Firefox, Safari and
#: older Chromes have no such check, so they are off here to test the server's defence alone.
REBINDING_FLAGS = FLAGS + [
    "--host-resolver-rules=MAP evil.example 127.0.0.1",
    "--disable-features=BlockInsecurePrivateNetworkRequests,LocalNetworkAccessChecks,"
    "PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults"]

ATTACKER_HTML = b"""<!doctype html><title>an ordinary web page</title>
<iframe name="sink"></iframe><p>nothing to see</p>"""


@pytest.fixture(scope="module")
def attacker():
    """A web server of another origin: http://localhost:PORT (the targets are 127.0.0.1)."""
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(ATTACKER_HTML)))
            self.end_headers()
            self.wfile.write(ATTACKER_HTML)

        def log_message(self, *args):
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield "http://localhost:%d" % server.server_address[1]
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def cli_vm():
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=300")
    yield p
    p.close()


@pytest.fixture(scope="module")
def hub():
    """`wineagent serve` on a free loopback port; yields its origin."""
    svc = Service()
    yield svc.origin
    svc.stop()


@pytest.fixture
def rebinding_browser(playwright):
    b = playwright.chromium.launch(executable_path=CHROMIUM, args=REBINDING_FLAGS)
    yield b
    b.close()


class Wire:
    """What the server really answered to a page's requests, read from Chromium's network
    domain over CDP: it reports the status of a response that CORS hides from the page's
    script, of a refused preflight and of a refused WebSocket handshake."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.requests, self.answers, self.socket_errors = {}, [], []
        self.cdp.on("Network.requestWillBeSent", lambda e: self.requests.__setitem__(
            e["requestId"], (e["request"]["method"], e["request"]["url"])))
        self.cdp.on("Network.responseReceivedExtraInfo", lambda e: self.answers.append(
            (e["requestId"], e["statusCode"])))
        self.cdp.on("Network.webSocketFrameError", lambda e: self.socket_errors.append(
            e["errorMessage"]))
        self.cdp.send("Network.enable")

    def statuses(self, method, url, n):
        """Statuses of the first ``n`` answers to ``method url`` (bounded wait; each ask is a
        CDP round trip, which lets the browser's queued events in: no sleep)."""
        def matching():
            return [code for rid, code in self.answers
                    if self.requests.get(rid, ("", ""))[0] == method
                    and self.requests[rid][1].startswith(url)]
        deadline = time.monotonic() + 15
        while len(matching()) < n and time.monotonic() < deadline:
            self.cdp.send("Runtime.evaluate", {"expression": "0"})
        return matching()


# Runs in the attacker page. Every attempt reports what the page could observe.
ATTACK_JS = """async ({target, path, body, wsPath}) => {
  const out = {};
  async function attempt(name, init) {
    try {
      const r = await fetch(target + path, init);
      out[name] = r.type === 'opaque' ? 'opaque' : r.status;
    } catch (e) { out[name] = 'blocked'; }
  }
  await attempt('cors-text', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  await attempt('nocors-text', { method: 'POST', mode: 'no-cors',
                                 headers: { 'content-type': 'text/plain' }, body });
  await attempt('nocors-form', { method: 'POST', mode: 'no-cors', body: new URLSearchParams({ c: body }) });
  await attempt('cors-json', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  // A form POST: text/plain encoding turns name=value into the JSON command.
  const form = document.createElement('form');
  form.method = 'POST'; form.enctype = 'text/plain'; form.target = 'sink';
  form.action = target + path;
  const input = document.createElement('input');
  input.name = body.slice(0, -1) + ',"x":"'; input.value = '"}';
  form.appendChild(input); document.body.appendChild(form);
  const frame = document.querySelector('iframe');
  await new Promise((resolve) => { frame.onload = resolve; form.submit(); });
  out['form'] = 'submitted';
  out['ws'] = await new Promise((resolve) => {
    const ws = new WebSocket(target.replace(/^http/, 'ws') + wsPath);
    ws.onopen = () => { ws.send(body); resolve('open'); };
    ws.onerror = () => resolve('refused');
  });
  return out;
}"""


def post_json(url, value):
    req = urllib.request.Request(url, data=json.dumps(value).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def test_a_page_of_another_origin_cannot_make_the_cli_vm_eval(browser, attacker, cli_vm, tmp_path):
    target = tmp_path / "pwned"
    control = "http://127.0.0.1:%d" % cli_vm.port
    body = json.dumps({"id": 1, "action": "eval",
                       "args": {"code": "open(%r, 'w').write('pwned')" % str(target)}})
    page = browser.new_page()
    wire = Wire(page)
    page.goto(attacker + "/")
    out = page.evaluate(ATTACK_JS, {"target": control, "path": "/ctl", "body": body,
                                    "wsPath": "/ctl"})
    # What the page saw: simple requests leave (403 unreadable), the JSON one dies at the
    # preflight, the socket never opens.
    assert out == {"cors-text": "blocked", "nocors-text": "opaque", "nocors-form": "opaque",
                   "cors-json": "blocked", "form": "submitted", "ws": "refused"}, out
    # What the server answered: 403 to everything that reached it (the foreign Origin).
    # (fetch cors-text, no-cors text, no-cors form, the form POST; cors-json never left: its
    # preflight was refused), and the WebSocket handshake.
    assert wire.statuses("POST", control + "/ctl", 4) == [403] * 4
    assert wire.statuses("OPTIONS", control + "/ctl", 1) == [403]
    assert wire.socket_errors == ["Error during WebSocket handshake: Unexpected response code: 403"]
    assert not target.exists()
    page.close()
    # The legitimate client (no Origin, JSON) runs the very same eval: the test can fail.
    legit = tmp_path / "legit"
    reply = post_json(control + "/ctl", {"id": 2, "action": "eval",
                                         "args": {"code": "open(%r, 'w').write('ok')" % str(legit)}})
    assert reply["ok"] and legit.read_text() == "ok"


def test_a_page_of_another_origin_cannot_drive_a_hub_session(browser, attacker, hub):
    own = browser.new_page()                       # the user's page, connected to its hub
    own.goto(hub + "/?app=hello")
    own.wait_for_function("window.__agentRemote && window.__agentRemote.session", timeout=15000)
    sid = own.evaluate("__agentRemote.session")
    body = json.dumps({"id": 1, "action": "eval", "args": {"code": "window.__pwned = 1"}})
    page = browser.new_page()
    wire = Wire(page)
    page.goto(attacker + "/")
    out = page.evaluate(ATTACK_JS, {"target": hub, "path": "/api/agent/ctl?s=" + sid,
                                    "body": body, "wsPath": "/api/agent/ws"})
    assert out == {"cors-text": "blocked", "nocors-text": "opaque", "nocors-form": "opaque",
                   "cors-json": "blocked", "form": "submitted", "ws": "refused"}, out
    assert wire.statuses("POST", hub + "/api/agent/ctl", 4) == [403] * 4
    assert wire.statuses("OPTIONS", hub + "/api/agent/ctl", 1) == [403]
    assert wire.socket_errors == ["Error during WebSocket handshake: Unexpected response code: 403"]
    # Reading the sessions (their ids) and starting VMs are refused too; acting as a page is
    # what a foreign origin may do.
    got = page.evaluate("""async (hub) => {
      const r = {};
      try { r.sessions = (await fetch(hub + '/api/agent/sessions')).status; } catch (e) { r.sessions = 'blocked'; }
      try { r.vm = (await fetch(hub + '/api/vm', { method: 'POST', body: '{"app":"hello"}' })).status; } catch (e) { r.vm = 'blocked'; }
      const h = await fetch(hub + '/api/agent/hello', { method: 'POST', body: '{"app":"x"}' });
      r.hello = h.status; r.helloId = typeof (await h.json()).sessionId;
      return r;
    }""", hub)
    assert got == {"sessions": "blocked", "vm": "blocked", "hello": 200, "helloId": "string"}
    assert wire.statuses("GET", hub + "/api/agent/sessions", 1) == [403]
    assert wire.statuses("POST", hub + "/api/vm", 1) == [403]
    assert own.evaluate("window.__pwned") is None
    page.close()
    # The agent's own client (JSON, no Origin) reaches the page: the test can fail.
    reply = post_json(hub + "/api/agent/ctl?s=" + sid,
                      {"id": 2, "action": "eval", "args": {"code": "window.__legit = 7"}})
    assert reply["ok"] and own.evaluate("window.__legit") == 7
    own.close()


def test_a_dns_rebinding_page_gets_403_from_both_servers(rebinding_browser, cli_vm, hub,
                                                          tmp_path):
    """The page is served as http://evil.example:PORT (its first DNS answer: the attacker);
    then evil.example resolves to 127.0.0.1, so its same-origin requests reach our server
    with Host evil.example. Same-origin, so the page can read the refusal."""
    target = tmp_path / "pwned"
    body = json.dumps({"id": 1, "action": "eval",
                       "args": {"code": "open(%r, 'w').write('pwned')" % str(target)}})
    for origin, path in (("http://127.0.0.1:%d" % cli_vm.port, "/ctl"), (hub, "/api/agent/ctl?s=x")):
        rebound_page_is_refused(rebinding_browser, origin, path, body)
    assert not target.exists()


def rebound_page_is_refused(browser, origin, path, body):
    """Serve the attacker's page as ``origin`` with its host renamed evil.example, then let it
    send ``body`` to ``path`` on its own origin: the server must answer 403."""
    evil = origin.replace("127.0.0.1", "evil.example")
    page = browser.new_page()
    page.route(evil + "/", lambda route: route.fulfill(
        status=200, content_type="text/html", body=ATTACKER_HTML))
    page.goto(evil + "/")
    got = page.evaluate("""async ({path, body}) => {
      const r = await fetch(path, { method: 'POST',
        headers: { 'content-type': 'application/json' }, body });
      return [r.status, (await r.json()).error];
    }""", {"path": path, "body": body})
    assert got[0] == 403 and "DNS rebinding" in got[1], got
    page.close()
