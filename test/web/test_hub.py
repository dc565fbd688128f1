"""The hub's session logic and routes, with time driven by task.Clock (no reactor, no sleeps)."""

import json

import pytest
from treq.testing import StubTreq
from twisted.internet import task

from wineagent.web.site import INJECT_SCRIPT, WebSite

BASE = "http://127.0.0.1:8080"


def stub_body(stub, response):
    """The body of a StubTreq response: parsed JSON, or the text when it is not JSON."""
    body = []
    stub.content(response).addCallback(body.append)
    stub.flush()
    text = body[0].decode("utf-8")
    try:
        return json.loads(text)
    except ValueError:
        return text


class Rig:
    """The whole site over StubTreq, with a fake clock."""

    def __init__(self, token=None, inject=True):
        self.clock = task.Clock()
        self.site = WebSite(self.clock, token=token, inject=inject)
        self.stub = StubTreq(self.site.resource())

    def request(self, method, path, body=None, headers=None):
        """Start a request; returns a holder whose .response fills in when answered."""
        holder = Holder()
        data = None if body is None else json.dumps(body).encode()
        if data is not None:                                 # as the ctl client sends
            headers = dict({"Content-Type": ["application/json"]}, **(headers or {}))
        d = self.stub.request(method, BASE + path, data=data, headers=headers)
        d.addCallback(holder.set)
        self.stub.flush()
        return holder

    def done(self, holder):
        """Flush and return (code, decoded body) of an answered request."""
        self.stub.flush()
        assert holder.response is not None, "the request is still held"
        return holder.response.code, stub_body(self.stub, holder.response)

    def call(self, method, path, body=None, headers=None):
        return self.done(self.request(method, path, body, headers))

    def hello(self, href="http://127.0.0.1:8080/?app=sol"):
        code, value = self.call("POST", "/api/agent/hello", {"app": "sol", "href": href, "ua": "t"})
        assert code == 200
        return value["sessionId"]

    def advance(self, seconds):
        self.clock.advance(seconds)
        self.stub.flush()


class Holder:
    response = None

    def set(self, r):
        self.response = r


def test_a_ctl_command_is_delivered_to_the_held_poll_and_its_result_answers_the_agent():
    rig = Rig()
    sid = rig.hello()
    poll = rig.request("GET", "/api/agent/poll?s=" + sid)
    assert poll.response is None                      # held: nothing to do yet
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 7, "action": "ping"})
    code, got = rig.done(poll)
    assert code == 200 and len(got["commands"]) == 1
    cmd = got["commands"][0]
    assert cmd["action"] == "ping" and cmd["id"] != 7  # the hub's own routing id
    assert ctl.response is None                       # held until the page answers
    rig.call("POST", "/api/agent/result?s=" + sid, {"id": cmd["id"], "ok": True, "value": "pong"})
    assert rig.done(ctl) == (200, {"id": 7, "ok": True, "value": "pong"})


def test_an_idle_poll_is_answered_empty_after_25_seconds():
    rig = Rig()
    sid = rig.hello()
    poll = rig.request("GET", "/api/agent/poll?s=" + sid)
    rig.advance(24.9)
    assert poll.response is None
    rig.advance(0.2)
    assert rig.done(poll) == (200, {"commands": []})


def test_an_array_is_answered_in_order_once_every_reply_is_in():
    rig = Rig()
    sid = rig.hello()
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid,
                      [{"id": "a", "cmd": "click:1:2"}, {"id": "b", "action": "png"},
                       {"id": "c", "action": "nope"}])
    _, got = rig.call("GET", "/api/agent/poll?s=" + sid)
    assert [c["action"] for c in got["commands"]] == ["click", "png"]  # "nope" never leaves
    first, second = got["commands"]
    rig.call("POST", "/api/agent/result?s=" + sid, {"id": second["id"], "ok": True, "value": "P"})
    assert ctl.response is None
    rig.call("POST", "/api/agent/result?s=" + sid, {"id": first["id"], "ok": True, "value": None})
    code, replies = rig.done(ctl)
    assert code == 200 and [r["id"] for r in replies] == ["a", "b", "c"]
    assert replies[1]["value"] == "P" and replies[2]["ok"] is False


def test_two_agents_with_the_same_command_id_each_get_their_own_reply():
    rig = Rig()
    sid = rig.hello()
    one = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    two = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "snapshot"})
    _, got = rig.call("GET", "/api/agent/poll?s=" + sid)
    by_action = {c["action"]: c["id"] for c in got["commands"]}
    rig.call("POST", "/api/agent/result?s=" + sid,
             [{"id": by_action["snapshot"], "ok": True, "value": "S"},
              {"id": by_action["ping"], "ok": True, "value": "P"}])
    assert rig.done(one)[1] == {"id": 1, "ok": True, "value": "P"}
    assert rig.done(two)[1] == {"id": 1, "ok": True, "value": "S"}


def test_a_page_that_never_answers_times_out_after_20_seconds_with_the_reason():
    rig = Rig()
    sid = rig.hello()
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    rig.advance(19.5)
    assert ctl.response is None
    rig.advance(1)
    code, body = rig.done(ctl)
    assert code == 504 and "no reply in 20s" in body["error"] and "page still open" in body["error"]


def test_a_step_is_held_for_up_to_ten_minutes():
    rig = Rig()
    sid = rig.hello()
    for _ in range(25):                  # the page keeps polling, so the session lives
        rig.request("GET", "/api/agent/poll?s=" + sid)
        rig.advance(24)
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "cmd": "step 100000"})
    for _ in range(24):
        rig.request("GET", "/api/agent/poll?s=" + sid)
        rig.advance(24.9)
    assert ctl.response is None          # ~597 s and still waiting
    rig.advance(5)
    assert rig.done(ctl)[0] == 504


def test_a_session_expires_60_seconds_after_its_last_poll_and_ctl_then_fails_at_once():
    rig = Rig()
    sid = rig.hello()
    poll = rig.request("GET", "/api/agent/poll?s=" + sid)
    rig.advance(25)                      # the poll is answered; the page then vanishes
    rig.done(poll)
    rig.advance(59)
    assert [s["id"] for s in rig.call("GET", "/api/agent/sessions")[1]["sessions"]] == [sid]
    rig.advance(1.5)
    assert rig.call("GET", "/api/agent/sessions")[1]["sessions"] == []
    code, body = rig.call("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    assert code == 404 and body["error"].startswith("session gone")


def test_a_held_poll_keeps_a_session_alive_and_expiry_fails_its_waiting_agents():
    rig = Rig()
    sid = rig.hello()
    rig.request("GET", "/api/agent/poll?s=" + sid)
    rig.advance(20)                      # held poll: alive
    assert len(rig.call("GET", "/api/agent/sessions")[1]["sessions"]) == 1
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    # delivered to the held poll, but the page dies before answering and never polls again
    rig.advance(19)
    rig.site.hub.sessions.expiry = 15    # (shorter than the ctl timeout, to see the order)
    rig.site.hub.sessions.expire()
    rig.stub.flush()
    code, body = rig.done(ctl)
    assert code == 404 and "session gone" in body["error"]


def test_sessions_list_id_kind_app_href_age_and_last_seen():
    rig = Rig()
    sid = rig.hello(href="http://127.0.0.1:8080/?app=sol&tile=2")
    rig.advance(3)
    (s,) = rig.call("GET", "/api/agent/sessions")[1]["sessions"]
    assert s == {"id": sid, "kind": "browser", "app": "sol",
                 "href": "http://127.0.0.1:8080/?app=sol&tile=2", "age": 3.0, "lastSeen": 3.0}


def test_the_protocol_text_and_the_page_side_are_cors_open_and_the_agent_side_is_not():
    rig = Rig(token="sekrit")
    holder = rig.request("GET", "/api/agent")
    code, text = rig.done(holder)
    assert code == 200 and "POST /api/agent/ctl?s=ID" in text and "wineagent ctl" in text
    assert holder.response.headers.getRawHeaders("access-control-allow-origin") == ["*"]
    auth = {"Authorization": ["Bearer sekrit"]}
    hello = rig.request("POST", "/api/agent/hello", {"app": "sol"}, auth)
    assert rig.done(hello)[0] == 200
    assert hello.response.headers.getRawHeaders("access-control-allow-origin") == ["*"]
    listing = rig.request("GET", "/api/agent/sessions", None, auth)
    assert rig.done(listing)[0] == 200
    assert listing.response.headers.getRawHeaders("access-control-allow-origin") is None


@pytest.mark.parametrize("route, method, body", [
    ("/api/agent/hello", "POST", {"app": "sol"}), ("/api/agent/sessions", "GET", None),
    ("/api/agent/poll?s=x", "GET", None), ("/api/agent/ctl?s=x", "POST", {"action": "ping"}),
    ("/api/agent/result?s=x", "POST", {"id": "h1", "ok": True})])
def test_a_wide_bind_refuses_agent_routes_without_the_token(route, method, body):
    rig = Rig(token="sekrit", inject=False)
    code, value = rig.call(method, route, body)
    assert code == 401 and "token" in value["error"]
    code, _ = rig.call(method, route, body, headers={"Authorization": ["Bearer wrong"]})
    assert code == 401


def test_a_wide_bind_accepts_the_token_as_bearer_or_query():
    rig = Rig(token="sekrit", inject=False)
    code, value = rig.call("POST", "/api/agent/hello", {"app": "sol"},
                           headers={"Authorization": ["Bearer sekrit"]})
    assert code == 200 and value["sessionId"]
    assert rig.call("GET", "/api/agent/sessions?token=sekrit")[0] == 200


def test_index_html_carries_the_auto_connect_on_loopback_and_not_on_a_wide_bind():
    _, page = Rig().call("GET", "/?app=sol")
    assert page.encode().endswith(INJECT_SCRIPT) and '<canvas id="screen"' in page
    _, page = Rig(token="sekrit", inject=False).call("GET", "/index.html")
    assert "agent-remote" not in page and '<canvas id="screen"' in page


def test_lib_modules_are_served_cors_open_for_pages_served_elsewhere():
    rig = Rig()
    holder = rig.request("GET", "/lib/agent-remote.js")
    code, text = rig.done(holder)
    assert code == 200 and "export async function connect" in text
    assert holder.response.headers.getRawHeaders("access-control-allow-origin") == ["*"]
    assert rig.call("GET", "/lib/../../setup.cfg")[0] == 404


# --- the push transport: one WebSocket per page (/api/agent/ws) ----------------------------

class FakeWS:
    """The transport twisted.web.websocket gives an AgentSocket, recording what it sends."""

    def __init__(self, protocol):
        self.protocol = protocol
        self.sent = []
        self.pings = 0
        self.lost = False
        protocol.negotiationStarted(self)
        protocol.negotiationFinished()

    def sendTextMessage(self, text):
        self.sent.append(json.loads(text))

    def ping(self, payload=b""):
        self.pings += 1

    def loseConnection(self):
        if not self.lost:
            self.lost = True
            self.protocol.connectionLost(None)

    def page(self, **msg):
        """The page sends a message."""
        self.protocol.textMessageReceived(json.dumps(msg))

    def take(self, t):
        """The messages of type ``t`` sent so far (and forget them)."""
        got = [m for m in self.sent if m["t"] == t]
        self.sent = [m for m in self.sent if m["t"] != t]
        return got


def push_page(rig, session=None, href="http://127.0.0.1:8080/?app=sol"):
    """A page connected by WebSocket; returns (socket, session id)."""
    from wineagent.web.hub import AgentSocket
    hub = rig.site.hub
    ws = FakeWS(AgentSocket(hub.sessions, hub.clock))
    ws.page(t="hello", app="sol", href=href, ua="t", session=session)
    (welcome,) = ws.take("welcome")
    return ws, welcome["sessionId"]


def test_a_ctl_command_goes_down_a_pushed_pages_socket_at_once_and_its_reply_comes_back_up():
    rig = Rig()
    ws, sid = push_page(rig)
    assert [s["id"] for s in rig.call("GET", "/api/agent/sessions")[1]["sessions"]] == [sid]
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 7, "action": "ping"})
    (msg,) = ws.take("commands")                      # pushed, no poll needed
    (cmd,) = msg["commands"]
    assert cmd["action"] == "ping" and cmd["id"] != 7
    assert ctl.response is None
    ws.page(t="result", replies=[{"id": cmd["id"], "ok": True, "value": "pong"}])
    assert rig.done(ctl) == (200, {"id": 7, "ok": True, "value": "pong"})


def test_two_agents_on_a_pushed_page_each_get_their_own_reply_and_arrays_stay_in_order():
    rig = Rig()
    ws, sid = push_page(rig)
    one = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    two = rig.request("POST", "/api/agent/ctl?s=" + sid,
                      [{"id": 1, "cmd": "click:1:2"}, {"id": 2, "action": "png"}])
    sent = [c for m in ws.take("commands") for c in m["commands"]]
    assert [c["action"] for c in sent] == ["ping", "click", "png"]
    ws.page(t="result", replies=[{"id": c["id"], "ok": True, "value": c["action"]}
                                 for c in reversed(sent)])
    assert rig.done(one)[1] == {"id": 1, "ok": True, "value": "ping"}
    assert [r["value"] for r in rig.done(two)[1]] == ["click", "png"]


def test_a_pushed_page_that_never_answers_times_out_after_20_seconds_and_a_step_after_ten_minutes():
    rig = Rig()
    ws, sid = push_page(rig)
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    step = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 2, "cmd": "step 100000"})
    rig.advance(19.5)
    assert ctl.response is None
    rig.advance(1)
    code, body = rig.done(ctl)
    assert code == 504 and "no reply in 20s" in body["error"]
    for _ in range(23):                  # the browser answers the hub's pings: alive
        rig.advance(25)
        assert ws.pings and not ws.lost
        ws.protocol.pongReceived(b"")
    assert step.response is None         # ~595 s and still waiting
    rig.advance(10)
    assert rig.done(step)[0] == 504


def test_a_live_socket_counts_as_polling_and_a_silent_one_loses_its_session_after_60_seconds():
    rig = Rig()
    ws, sid = push_page(rig)
    for _ in range(6):                   # 150 s of pongs: alive, listed as just seen
        rig.advance(25)
        ws.protocol.pongReceived(b"")
    (s,) = rig.call("GET", "/api/agent/sessions")[1]["sessions"]
    assert s["id"] == sid and s["lastSeen"] == 0.0
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "cmd": "step 9999"})
    rig.advance(25)                      # the page froze: no pong, no reply
    rig.advance(25)
    assert ctl.response is None and not ws.lost
    rig.advance(25)                      # 75 s silent: the keepalive finds it gone
    assert ws.lost
    code, body = rig.done(ctl)
    assert code == 404 and "session gone" in body["error"]
    assert rig.call("GET", "/api/agent/sessions")[1]["sessions"] == []


def test_a_closed_socket_expires_its_session_60_seconds_later_unless_the_page_resumes_it():
    rig = Rig()
    ws, sid = push_page(rig)
    ws.loseConnection()                  # a network blip
    ctl = rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    rig.advance(10)
    again, sid2 = push_page(rig, session=sid)          # reconnected: same session
    assert sid2 == sid
    (msg,) = again.take("commands")                    # what was enqueued meanwhile
    again.page(t="result", replies=[{"id": msg["commands"][0]["id"], "ok": True, "value": 1}])
    assert rig.done(ctl)[1] == {"id": 1, "ok": True, "value": 1}
    again.loseConnection()
    rig.advance(59)
    assert len(rig.call("GET", "/api/agent/sessions")[1]["sessions"]) == 1
    rig.advance(1.5)
    assert rig.call("GET", "/api/agent/sessions")[1]["sessions"] == []
    code, body = rig.call("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    assert code == 404 and body["error"].startswith("session gone")
    late, sid3 = push_page(rig, session=sid)           # too late to resume: a new session
    assert sid3 != sid


def test_a_second_socket_resuming_a_session_replaces_the_first():
    rig = Rig()
    old, sid = push_page(rig)
    new, _ = push_page(rig, session=sid)
    assert old.lost and not new.lost
    rig.request("POST", "/api/agent/ctl?s=" + sid, {"id": 1, "action": "ping"})
    assert new.take("commands") and not old.take("commands")


def test_the_websocket_route_takes_the_same_token_as_every_agent_route():
    rig = Rig(token="sekrit", inject=False)
    code, value = rig.call("GET", "/api/agent/ws")
    assert code == 401 and "token" in value["error"]
    assert rig.call("GET", "/api/agent/ws?token=wrong")[0] == 401
    code, _ = rig.call("GET", "/api/agent/ws?token=sekrit")
    assert code == 400                   # past the token check: not a WebSocket handshake
    assert Rig().call("GET", "/api/agent/ws")[0] == 400   # loopback: no token needed
