"""The CLI control server in-process (StubTreq, task.Clock): whatever a body holds, it gets
one answer — a reply per command, or one 400/413 refusal — never a 500 or a traceback; and a
held answer whose client goes away frees what it held."""

import io
import json

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st
from treq.testing import StubTreq
from twisted.internet.error import ConnectionDone
from twisted.internet.task import Clock
from twisted.python.failure import Failure
from twisted.web.server import Request, Site
from twisted.web.test.requesthelper import DummyChannel

from test_host_clock import Wall, turn
from wineagent.control.protocol import ACTIONS, MAX_BODY
from wineagent.host import Host
from wineagent.web.control import ControlServer
from wineagent.web.httputil import read_json

FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
URL = "http://127.0.0.1:8123/ctl"
JSON = {b"content-type": [b"application/json"]}


class Rig:
    """A ControlServer over a host, requests through StubTreq."""

    def __init__(self, host):
        self.host = host
        self.stub = StubTreq(ControlServer(host).resource())

    def post(self, body):
        """(status, decoded reply) of an answered POST /ctl."""
        got = []
        self.stub.post(URL, data=body, headers=JSON).addCallback(got.append)
        self.stub.flush()
        assert got, "the request is still held"
        text = []
        self.stub.content(got[0]).addCallback(text.append)
        self.stub.flush()
        return got[0].code, json.loads(text[0])


_RIG = {}


def frozen_rig(boot):
    # One frozen VM for every example: commands answer at once, booting per example
    # would dominate the run.
    if "rig" not in _RIG:
        _RIG["rig"] = Rig(Host(boot("hello").vm, reactor=Clock(), frozen=True))
    return _RIG["rig"]


def test_json_nested_a_hundred_thousand_deep_is_a_400_naming_the_problem(boot):
    rig = frozen_rig(boot)
    for body in (b"[" * 100000, b'{"a":' * 100000 + b"1" + b"}" * 100000):
        code, reply = rig.post(body)
        assert code == 400 and reply["ok"] is False and "nested too deeply" in reply["error"]
    assert rig.post(b'{"id": 1, "action": "ping"}')[1]["ok"] is True


def test_an_over_long_body_is_a_413(boot):
    code, reply = frozen_rig(boot).post(b" " * (MAX_BODY + 1))
    assert code == 413 and reply["ok"] is False


scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
values = st.recursive(scalars, lambda i: st.lists(i, max_size=3)
                      | st.dictionaries(st.text(max_size=6), i, max_size=3), max_leaves=10)
# Everything but what ends the run, reaches outside it (files, processes: png, save,
# load, fork), or waits for the clock.
SAFE_ACTIONS = sorted(ACTIONS - {"quit", "eval", "step", "frozen", "png", "save", "load",
                                 "fork"})
commands = st.fixed_dictionaries(
    {"action": st.sampled_from(SAFE_ACTIONS)},
    optional={"id": scalars, "args": st.dictionaries(
        st.sampled_from(["x", "y", "key", "char", "text", "id", "addr", "len", "mods",
                         "steps", "x1", "y1", "x2", "y2", "delta", "on", "app", "q"]),
        values, max_size=4)})
bodies = commands | st.lists(commands | values, max_size=5) | values


@FUZZ
@given(bodies)
def test_any_body_gets_exactly_one_reply_per_command(boot, body):
    text = json.dumps(body)
    assume(not any(w in text.lower() for w in ("quit", "eval", "step", "frozen", "png",
                                                 "save", "load", "fork")))
    code, reply = frozen_rig(boot).post(text.encode())
    if isinstance(body, list) and code == 200:
        assert isinstance(reply, list) and len(reply) == len(body)
        replies = reply
    else:
        assert code in (200, 400) and isinstance(reply, dict)
        assert code == 200 or not isinstance(body, (dict, list))
        replies = [reply]
    for r in replies:
        assert r["ok"] in (True, False) and ("value" in r) == r["ok"]


@FUZZ
@given(st.binary(max_size=100))
def test_any_bytes_get_one_answer(boot, data):
    code, reply = frozen_rig(boot).post(data)
    assert code in (200, 400)
    assert isinstance(reply, (dict, list))


def held_request(host, body):
    """POST /ctl through a real twisted.web Request on a dummy channel, so the test can
    disconnect it the way a client that goes away does."""
    channel = DummyChannel()
    channel.site = Site(ControlServer(host).resource())
    request = Request(channel, False)
    request.content = io.BytesIO(body)
    request.requestHeaders.setRawHeaders(b"content-type", [b"application/json"])
    request.requestHeaders.setRawHeaders(b"host", [b"127.0.0.1:8123"])
    request.requestReceived(b"POST", b"/ctl", b"HTTP/1.1")
    return request


def disconnect(request):
    request.connectionLost(Failure(ConnectionDone("the client went away")))


def test_a_held_answer_whose_client_goes_away_drops_its_commands(boot):
    clock = Clock()
    host = Host(boot("hello").vm, reactor=clock)
    host.start()
    request = held_request(host, b'{"id": 1, "action": "click", "args": {"x": 5, "y": 5}}')
    assert len(host.live) == 1 and not request.finished
    disconnect(request)
    assert host.live == []
    turn(clock)
    assert not host.vm.wm.input_queue


def test_an_abandoned_step_request_stops_the_step(boot):
    clock = Clock()
    vm = boot("compute", settle=False, batch_size=10000).vm   # busy: every batch runs
    host = Host(vm, reactor=clock, frozen=True, wall=Wall(per_read=0.01))
    host.start()
    request = held_request(host, b'{"action": "step", "n": 1000000}')
    turn(clock)
    assert host._stepping is not None and not request.finished
    disconnect(request)
    for _ in range(5):
        turn(clock)
    assert host._stepping is None and not clock.getDelayedCalls()
    assert host.frozen_steps < 1000000


def test_other_json_bodies_nested_too_deeply_are_a_value_error_not_a_recursion_error():
    """The hub's read_json (hello, result) refuses deep nesting like any bad body."""
    class Body:
        content = io.BytesIO(b"[" * 100000)
    with pytest.raises(ValueError, match="nested too deeply"):
        read_json(Body())


@FUZZ
@given(st.integers(min_value=1, max_value=5000), st.sampled_from(["[", '{"a":', '{"action":']),
       st.booleans())
def test_any_nesting_gets_one_answer(boot, depth, opener, closed):
    closer = "]" if opener == "[" else "}"
    body = opener * depth + ("1" + closer * depth if closed else "")
    code, reply = frozen_rig(boot).post(body.encode())
    assert code in (200, 400) and isinstance(reply, (dict, list))
    if code == 400:
        assert reply["ok"] is False and reply["error"]
