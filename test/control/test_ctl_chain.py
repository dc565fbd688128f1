"""``wineagent ctl VERB ARGS + VERB ARGS ...``: one invocation, one array request, the
replies printed in order, against one real frozen sol VM.

The client runs in-process (``client.main``) with its one HTTP function wrapped to record
what went on the wire; one test runs the real ``python -m wineagent ctl`` process."""

import io
import json
import subprocess

import pytest
from PIL import Image

from procs import ROOT, RunProcess, env as run_env, wineagent_cmd

from wineagent.ctl import client


@pytest.fixture(scope="module")
def real_vm():
    p = RunProcess("--app=sol", "--control=0", "--frozen", "--max-seconds=900")
    yield p
    p.close()


@pytest.fixture
def sent(monkeypatch):
    """The JSON bodies the client POSTs during a test, in order (real requests)."""
    bodies = []
    real_http = client._http

    def recording(url, method, path, body=None, *args, **kwargs):
        if method == "POST":
            bodies.append(json.loads(body))
        return real_http(url, method, path, body, *args, **kwargs)

    monkeypatch.setattr(client, "_http", recording)
    return bodies


def ctl(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = client.main(list(argv), out, err, io.StringIO(""), {})
    return code, out.getvalue(), err.getvalue()


def test_a_chain_is_one_array_request_answered_in_order(real_vm, sent, tmp_path):
    png = tmp_path / "a.png"
    code, out, err = ctl("-s", ":%d" % real_vm.port, "click", "60,90", "+", "step", "3",
                         "+", "png", str(png))
    assert (code, err) == (0, "")
    [body] = sent
    assert [c["action"] for c in body] == ["click", "step", "png"]
    assert body[0]["args"] == {"x": 60, "y": 90, "button": "left"}
    lines = out.splitlines()
    assert lines[0] == "ok"
    step = json.loads("\n".join(lines[1:-1]))
    assert step["ran"] == 3
    assert lines[-1] == "wrote %s (%d bytes, 640x480)" % (png, png.stat().st_size)
    assert Image.open(png).size == (640, 480)


def test_multi_command_verbs_are_flattened_into_the_one_array(real_vm, sent):
    code, out, err = ctl("-s", ":%d" % real_vm.port, "type", "Hi", "+", "key", "ctrl+s",
                         "+", "ping")
    assert (code, err) == (0, "")
    [body] = sent
    assert len(body) == 8 + 4 + 1   # H (shifted) and i; ctrl+s held; ping
    assert body[-1]["action"] == "ping"
    assert out.splitlines()[:2] == ["ok (8 key events)", "ok (4 key events)"]
    assert json.loads("\n".join(out.splitlines()[2:]))["kind"] == "cli"


def test_a_plus_inside_a_word_or_doubled_is_an_argument(real_vm, sent):
    code, out, err = ctl("-s", ":%d" % real_vm.port, "eval", "1", "++", "2", "+",
                         "eval", "'a+b'")
    assert (code, err) == (0, "")
    [body] = sent
    assert [c["args"]["code"] for c in body] == ["1 + 2", "'a+b'"]
    assert out.splitlines() == ["3", json.dumps("a+b")]


def test_a_failing_verb_does_not_stop_the_rest_and_exits_one(real_vm, sent):
    code, out, err = ctl("-s", ":%d" % real_vm.port, "dlg-cmd", "2", "+", "ping")
    assert code == 1
    assert err == "error: dlg-cmd: no dialog is open\n"
    assert json.loads(out)["kind"] == "cli"   # ping still ran and printed
    assert len(sent) == 1


@pytest.mark.parametrize("argv, message", [
    (["ping", "+", "click", "abc"], "click: expected X,Y, got 'abc'"),
    (["ping", "+"], "empty verb last in the chain"),
    (["+", "ping"], "empty verb first in the chain"),
    (["ping", "+", "+", "ping"], "empty verb 2 in the chain"),
    (["ping", "+", "pipe"], "pipe cannot be chained"),
    (["sessions", "+", "ping"], "sessions cannot be chained"),
    (["ping", "+", "launch", "sol"], "launch is browser-only"),
])
def test_bad_usage_anywhere_in_a_chain_sends_nothing(real_vm, sent, argv, message):
    code, out, err = ctl("-s", ":%d" % real_vm.port, *argv)
    assert (code, out) == (2, "")
    assert message in err
    assert sent == []


def test_the_chained_example_runs_as_a_process(real_vm, tmp_path):
    png = tmp_path / "a.png"
    r = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % real_vm.port, "click", "60,90",
                                     "+", "step", "5", "+", "png", str(png)),
                       cwd=ROOT, env=run_env(), capture_output=True, text=True, timeout=120)
    assert (r.returncode, r.stderr) == (0, "")
    assert r.stdout.splitlines()[0] == "ok"
    assert r.stdout.splitlines()[-1].startswith("wrote %s (" % png)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_help_documents_the_separator():
    code, out, _ = ctl("--help")
    assert code == 0
    assert "+ VERB [ARGS]" in out and "++ is a literal +" in out
