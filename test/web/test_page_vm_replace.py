"""A page replacing its VM (toolbar Launch, ``ctl launch``) closes the old VM's socket cleanly:
the close request answers 200, the service logs no traceback, the new VM draws. Real service,
real Chromium."""

import io
import time

import pytest
import playwright.sync_api as playwright_api
from wsproto.utilities import LocalProtocolError

from browsing import Service, browser, playwright  # noqa: F401 - fixtures
from wineagent.web.httputil import ws_close, ws_send

@pytest.fixture(scope="module")
def service():
    """`wineagent serve` on a free loopback port: (origin, list of every output line so far)."""
    svc = Service()
    yield svc.origin, svc.lines
    svc.stop()


def ctl(origin, *args):
    """`wineagent ctl --hub=ORIGIN ARGS` in-process: (exit code, stdout, stderr)."""
    from wineagent.ctl.client import main
    out, err = io.StringIO(), io.StringIO()
    code = main(["--hub=" + origin] + list(args), out, err, io.StringIO(), {})
    return code, out.getvalue(), err.getvalue()


def test_launching_another_app_closes_the_old_vm_cleanly(browser, service):
    """Toolbar Launch, then `ctl launch`, each replacing a live VM that is pushing frames."""
    origin, log = service
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    closes = []
    page.on("response", lambda r: closes.append(r.status) if r.url.endswith("/close") else None)
    page.goto(origin + "/?app=clock&debug")          # clock repaints: frames are in flight
    page.wait_for_function("window.__agentRemote && __agentRemote.session && "
                           "wineShell.screen.version >= 0", timeout=15000)
    sid = page.evaluate("__agentRemote.session")

    def replaced(old):
        page.wait_for_function("(vm) => wineShell.screen.vm && wineShell.screen.vm !== vm && "
                               "wineShell.screen.version >= 0", arg=old, timeout=15000)
        return page.evaluate("wineShell.screen.vm")
    vm = page.evaluate("wineShell.screen.vm")
    page.select_option("#appSelect", "hello")
    page.click("#launchBtn")                         # the toolbar's Launch
    vm = replaced(vm)
    code, _, err = ctl(origin, "-s", sid, "launch", "clock")
    assert code == 0, err
    vm = replaced(vm)
    deadline = time.monotonic() + 15
    while len(closes) < 2 and time.monotonic() < deadline:
        try:
            page.wait_for_event("response", timeout=1000)
        except playwright_api.TimeoutError:
            pass
    assert closes == [200, 200]
    status = page.evaluate("fetch('/api/vm/' + wineShell.screen.vm + '/status').then(r => r.json())")
    assert status["app"] == "clock" and not status["ended"]
    page.close()
    assert errors == []
    text = "".join(log)
    assert "Traceback" not in text and "LocalProtocolError" not in text, text


class _Tcp:
    dropped = False

    def loseConnection(self):
        self.dropped = True


class _Closing:
    """A WebSocket transport whose peer already sent its close frame: wsproto refuses to
    send anything on it, a close frame included (what twisted.web.websocket then raises)."""

    def __init__(self):
        self.transport = _Tcp()

    def loseConnection(self):
        raise LocalProtocolError("Connection cannot be closed in state CLOSED")

    def sendTextMessage(self, text):
        raise LocalProtocolError("Event TextMessage cannot be sent in state CLOSED")

    sendBytesMessage = sendTextMessage


def test_closing_or_sending_on_a_socket_the_peer_closed_is_quiet():
    """The TCP connection is dropped instead, and a send reports False, never raising."""
    t = _Closing()
    ws_close(t)
    assert t.transport.dropped
    assert ws_send(t, "x") is False and ws_send(t, b"x") is False
    assert ws_send(None, "x") is False
    ws_close(None)
