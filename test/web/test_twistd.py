"""`twistd -n wineagent` and `wineagent serve`: the plugin from any folder, a busy port,
SIGTERM.

twistd runs as this interpreter's ``twisted.scripts.twistd.run()`` (what the ``twistd``
console script calls), so the test does not depend on which ``twistd`` PATH finds.
"""

import signal
import socket
import subprocess
import sys
import urllib.request

import pytest

from procs import env, wineagent_cmd

TWISTD = [sys.executable, "-c",
          "import sys; from twisted.scripts.twistd import run; sys.exit(run())"]


def _twistd(*args, cwd):
    return subprocess.Popen(TWISTD + list(args), cwd=str(cwd), env=env(),
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def _page_url(proc):
    """The base URL from the page line (None if the process ended first)."""
    for line in proc.stdout:
        if "page:" in line and "http://127.0.0.1:" in line:
            return line.split("page:", 1)[1].strip().split("/?")[0]
    return None


def _stop(proc):
    if proc.poll() is None:
        proc.kill()
    proc.communicate(timeout=30)


def test_twistd_plugin_serves_the_page_and_hub(tmp_path):
    """The plugin is discoverable and the service answers the page and /api/agent."""
    proc = _twistd("-n", "--pidfile=", "wineagent", "--port=tcp:0:interface=127.0.0.1",
                   cwd=tmp_path)
    try:
        base = _page_url(proc)
        assert base, "twistd ended without printing the page URL"
        with urllib.request.urlopen(base + "/api/agent", timeout=10) as r:
            assert b"/api/agent" in r.read()
        with urllib.request.urlopen(base + "/", timeout=10) as r:
            assert b'id="screen"' in r.read()
    finally:
        _stop(proc)


@pytest.mark.parametrize("flag", ["--nonsense"])
def test_twistd_rejects_unknown_options(flag, tmp_path):
    """A bad option exits non-zero with a usage message, no traceback."""
    r = subprocess.run(TWISTD + ["-n", "wineagent", flag], cwd=str(tmp_path),
                       env=env(), capture_output=True, text=True, timeout=30)
    assert r.returncode != 0
    out = r.stdout + r.stderr
    assert "Traceback" not in out and "nonsense" in out


def test_twistd_stops_gracefully_on_sigterm(tmp_path):
    """SIGTERM: the port closes, the services stop, twistd logs its shut-down line and
    ends by the signal (twistd's convention), no traceback."""
    proc = _twistd("-n", "--pidfile=", "wineagent", "--port=tcp:0:interface=127.0.0.1",
                   cwd=tmp_path)
    try:
        base = _page_url(proc)
        assert base
        port = int(base.rsplit(":", 1)[1])
        with urllib.request.urlopen(base + "/api/agent", timeout=10) as r:
            r.read()
        proc.send_signal(signal.SIGTERM)
        rest, _ = proc.communicate(timeout=30)
    finally:
        _stop(proc)
    assert proc.returncode == -signal.SIGTERM, rest
    assert "Traceback" not in rest
    assert "Port %d Closed" % port in rest and "Server Shut Down." in rest, rest
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()


@pytest.fixture
def busy_port():
    """A port that something else is listening on."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    yield s.getsockname()[1]
    s.close()


def test_twistd_on_a_busy_port_exits_non_zero_with_one_line(tmp_path, busy_port):
    """No CannotListenError traceback and no process left listening nowhere: one line,
    exit 1, twistd's pid file removed."""
    r = subprocess.run(TWISTD + ["-n", "wineagent", "--port=tcp:%d:interface=127.0.0.1" % busy_port],
                       cwd=str(tmp_path), env=env(), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 1
    assert r.stderr == "wineagent: port %d is in use\n" % busy_port
    assert "Traceback" not in r.stdout and "CannotListenError" not in r.stdout
    assert not (tmp_path / "twistd.pid").exists()


def test_serve_on_a_busy_port_exits_2_with_one_line(tmp_path, busy_port):
    """`wineagent serve` on a busy port: exactly one line, exit 2."""
    r = subprocess.run(wineagent_cmd("serve", "--port=tcp:%d:interface=127.0.0.1" % busy_port),
                       cwd=str(tmp_path), env=env(), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == "wineagent serve: port %d is in use\n" % busy_port
