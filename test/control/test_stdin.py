"""``--control-stdin``: every line gets its replies, an over-long line is discarded whole,
and every reply is one complete line, in order, whatever its size."""

import io
import json
import os

from hypothesis import HealthCheck, given, settings, strategies as st
from twisted.internet.task import Clock

from procs import RunProcess
from wineagent.control.protocol import MAX_BODY, parse_line
from wineagent.host import Host
from wineagent.web.stdin import StdinControl

FUZZ = settings(max_examples=200, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def replies(out):
    lines = out.getvalue().splitlines()
    assert all(line.startswith("[ctl] ") for line in lines), lines
    return [json.loads(line[6:]) for line in lines]


def channel(boot):
    """A stdin channel over a frozen hello VM (commands run at once) writing to a StringIO."""
    host = Host(boot("hello").vm, reactor=Clock(), frozen=True)
    out = io.StringIO()
    return StdinControl(host, out), out


def test_a_refused_over_long_line_is_discarded_whole(boot, tmp_path):
    """An eval hidden after 1.1 MB of padding never runs; one error, then the next line."""
    flag = tmp_path / "flag"
    ctl, out = channel(boot)
    line = (b" " * 1100000 + b"eval open(%r, 'w').close()" % str(flag).encode() + b"\nping\n")
    for i in range(0, len(line), 65536):       # as a pipe delivers it
        ctl.dataReceived(line[i:i + 65536])
    got = replies(out)
    assert not flag.exists()
    assert len(got) == 2, got
    assert got[0]["ok"] is False and "line over %d bytes" % MAX_BODY in got[0]["error"]
    assert got[1]["ok"] is True and got[1]["value"]["kind"] == "cli"


def test_an_over_long_line_arriving_at_once_is_refused_too(boot, tmp_path):
    flag = tmp_path / "flag"
    ctl, out = channel(boot)
    ctl.dataReceived(b"#" * (MAX_BODY + 1) + b"\neval open(%r, 'w').close()\n"
                     % str(flag).encode())
    got = replies(out)
    assert got[0]["ok"] is False and "line over" in got[0]["error"]
    assert got[1]["ok"] is True and flag.exists()   # the next, separate line does run


def test_a_line_nested_a_hundred_thousand_deep_does_not_end_the_channel(boot):
    ctl, out = channel(boot)
    ctl.dataReceived(b"[" * 100000 + b"\n" + b"{\"a\":" * 100000 + b"\nping\n")
    got = replies(out)
    assert [r["ok"] for r in got] == [False, False, True]
    assert "nested too deeply" in got[0]["error"] and "nested too deeply" in got[1]["error"]


def expected_replies(text):
    """How many replies a line must get: one per command it holds."""
    try:
        items, _ = parse_line(text)
    except ValueError:
        return 1
    return len(items)


@FUZZ
@given(st.lists(st.text(alphabet=st.characters(blacklist_characters="\n\r"), max_size=60)
                | st.recursive(st.none() | st.integers() | st.text(max_size=10),
                               lambda i: st.lists(i, max_size=3)
                               | st.dictionaries(st.sampled_from(
                                   ["id", "action", "cmd", "args", "n", "x"]), i, max_size=4),
                               max_leaves=12).map(json.dumps),
                min_size=1, max_size=5))
def test_any_lines_get_exactly_one_reply_per_command(boot, lines):
    """Random lines (text and JSON) never raise out of the channel and never lose a reply.
    Left out: what ends the run or reaches outside it (`quit`, `eval`, `png` paths) and what
    waits for the clock (`step`, `frozen`), which tests of their own cover."""
    lines = [l for l in lines
             if not any(w in l.lower() for w in ("quit", "eval", "png", "step", "frozen"))]
    ctl, out = _cached_channel(boot)
    before = len(out.getvalue().splitlines())
    for line in lines:
        ctl.dataReceived(line.encode("utf-8", "surrogatepass") + b"\n")
    got = out.getvalue().splitlines()[before:]
    assert len(got) == sum(expected_replies(l) for l in lines if l.strip())
    for line in got:
        reply = json.loads(line[6:])
        assert set(reply) in ({"id", "ok", "value"}, {"id", "ok", "error"})


_CHANNEL = {}


def _cached_channel(boot):
    # One VM for all examples: booting one per example would dominate the run.
    if "c" not in _CHANNEL:
        _CHANNEL["c"] = channel(boot)
    return _CHANNEL["c"]


def test_large_replies_on_a_pipe_come_out_whole_and_in_order():
    """A reply far over a pipe's 64 KiB is one line, followed by the next reply."""
    p = RunProcess("--app=hello", "--control-stdin", "--frozen", stdin=True, ready=False)
    try:
        p.proc.stdin.write("eval 'x' * 300000\nping\neval 'y' * 70000\nping\n")
        p.proc.stdin.flush()
        got = []
        while len(got) < 4:
            line = p.wait_for(lambda l: l.startswith("[ctl]"), timeout=60)
            got.append(json.loads(line[6:]))
        assert got[0]["value"] == "x" * 300000 and got[1]["value"]["kind"] == "cli"
        assert got[2]["value"] == "y" * 70000 and got[3]["value"]["kind"] == "cli"
        p.proc.stdin.write("quit\n")
        p.proc.stdin.flush()
        assert p.wait(30) == 0
    finally:
        p.close()
        if p.proc.poll() is None:
            p.proc.kill()
