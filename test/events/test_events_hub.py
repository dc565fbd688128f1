"""Event streams of browser sessions (docs/events.md, "Transports"): a real service on a
loopback port, a real page in headless Chromium, `wineagent ctl` through the hub, and the
hub's per-session log at ``/api/agent/events?s=ID``. No sleeps: waits are on answers.
"""

import json
import threading
import urllib.error
import urllib.request

from test_web_browser import browser, ctl, ctl_json, open_page, service  # noqa: F401 (fixtures)


def hub_events(service, query, headers=None, timeout=60):
    """GET /api/agent/events?QUERY -> (status, events or the error JSON)."""
    req = urllib.request.Request(service + "/api/agent/events?" + query,
                                 headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, [json.loads(l) for l in r.read().decode().splitlines() if l]
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def test_a_browser_session_streams_its_page_vms_events_through_the_hub(open_page, service):
    page = open_page("?app=hello&frozen")
    sid = page.evaluate("__agentRemote.session")
    # step until idle runs through the hub and the page to its VM.
    idle = ctl_json(service, "-s", sid, "step", "500", "until=idle")
    assert idle["stoppedBy"]["class"] == "idle" and 0 < idle["ran"] < 500
    # subscribe runs on the hub's session log, with the replay of the page VM's windows.
    sub = ctl_json(service, "-s", sid, "subscribe", "messagebox,window")
    assert sub["subscription"] == "s1" and sub["replayed"] >= 1
    status, replay = hub_events(service, "s=%s&subscription=s1&since=%d&wait=0"
                                % (sid, sub["seq"]))
    assert status == 200
    assert [e["title"] for e in replay if e.get("synthetic")] == ["Hello"]
    assert all(e["subscription"] == "s1" and e["vm"] for e in replay)
    cursor = replay[-1]["seq"]
    # A long-poll from the cursor is answered by the MessageBox the click opens.
    answer = {}

    def long_poll():
        answer["value"] = hub_events(service, "s=%s&classes=messagebox&since=%d&wait=50"
                                     % (sid, cursor))
    waiter = threading.Thread(target=long_poll)
    waiter.start()
    code, out, err = ctl(service, "-s", sid, "click", "150,100", "+", "step", "300",
                         "until=messagebox")
    waiter.join(60)
    assert code == 0, err
    clicked, stepped = out.split("\n", 1)       # a chain prints each verb's answer
    assert clicked == "ok" and json.loads(stepped)["stoppedBy"]["class"] == "messagebox"
    status, evs = answer["value"]
    assert status == 200 and evs[0]["class"] == "messagebox"
    assert evs[0]["text"] == "You clicked the window." and evs[0]["seq"] > cursor
    assert "wall" not in evs[0]               # a frozen page: guest time only
    # The session's seq is gapless across everything relayed.
    _, all_events = hub_events(service, "s=%s&since=0&wait=0" % sid)
    seqs = [e["seq"] for e in all_events]
    assert seqs == list(range(1, len(seqs) + 1))
    # ctl tail reads the same log.
    code, out, err = ctl(service, "-s", sid, "tail", "--classes", "messagebox")
    assert code == 0, err
    lines = [json.loads(l) for l in out.splitlines()]
    assert [e["kind"] for e in lines] == ["opened"]


def test_hub_events_keep_the_agent_routes_guard_and_refuse_bad_queries(open_page, service):
    page = open_page("?app=hello&frozen")
    sid = page.evaluate("__agentRemote.session")
    status, body = hub_events(service, "s=%s&wait=0" % sid,
                              headers={"Origin": "http://evil.example"})
    assert status == 403
    status, body = hub_events(service, "s=%s&since=x&wait=0" % sid)
    assert status == 400 and "since must be a seq" in body["error"]
    status, body = hub_events(service, "s=nosuchsession&wait=0")
    assert status == 404 and "session gone" in body["error"]
    code, out, err = ctl(service, "-s", sid, "subscribe", "nope")
    assert code == 2 and "unknown event class 'nope'" in err
    code, out, err = ctl(service, "-s", sid, "unsubscribe", "s7")
    assert code == 1 and "unsubscribe: no subscription 's7'" in err
