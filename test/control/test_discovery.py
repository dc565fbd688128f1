"""Finding a running desktop: the ready line says what to paste, a VM started with
--control=0 is listed in the per-user live-session folder while it runs (ctl sessions,
ctl and wineagent.connect() without a target find it), stale entries are ignored, and
`wineagent --version` answers (docs/protocol.md, "Finding a running VM")."""

import io
import json
import os
import signal
import socket
import subprocess
import sys

import pytest

import wineagent
from procs import RunProcess
from wineagent import cli
from wineagent.ctl import client, registry
from wineagent.run import ctl_command


@pytest.fixture
def runtime(monkeypatch, tmp_path):
    """A live-session folder of this test only, and default ports where nothing listens
    (another session may run on the real ones)."""
    folder = tmp_path / "runtime"
    monkeypatch.setenv("WINEAGENT_RUNTIME_DIR", str(folder))
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    dead = s.getsockname()[1]
    s.close()
    monkeypatch.setattr(client, "DEFAULT_CLI_PORT", dead)
    monkeypatch.setattr(client, "DEFAULT_HUB", "http://127.0.0.1:%d" % dead)
    return folder


def ctl(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = client.main(list(argv), out, err, io.StringIO(""), {})
    return code, out.getvalue(), err.getvalue()


def test_the_line_to_paste_names_the_port_and_what_else_it_needs():
    assert ctl_command("127.0.0.1", 4321) == "wineagent ctl -s :4321"
    assert ctl_command("0.0.0.0", 4321, "tok") == "wineagent ctl -s 0.0.0.0:4321 --token=tok"
    assert ctl_command("::1", 4321) == "wineagent ctl -s http://[::1]:4321"


def test_the_folder_follows_xdg_runtime_dir_else_the_cache():
    assert registry.runtime_dir({"XDG_RUNTIME_DIR": "/run/user/7"}) == \
        "/run/user/7/wineagent"
    assert registry.runtime_dir({"HOME": "/h"}).endswith(
        os.path.join(".cache", "wineagent", "sessions"))
    assert registry.runtime_dir({"WINEAGENT_RUNTIME_DIR": "/x",
                                 "XDG_RUNTIME_DIR": "/y"}) == "/x"


def test_an_entry_whose_process_is_gone_is_ignored_and_removed(runtime):
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    stale = registry.register("127.0.0.1", 1, "hello", True, pid=gone.pid)
    mine = registry.register("127.0.0.1", 2, "sol", False)
    assert [e["pid"] for e in registry.live()] == [os.getpid()]
    assert not os.path.exists(stale) and os.path.exists(mine)
    registry.unregister(mine)
    assert registry.live() == []


def test_a_vm_on_port_zero_is_listed_found_and_unlisted_when_it_ends(runtime):
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=120")
    try:
        ready = [l for l in p.stdout if "listening on" in l][0]
        assert ready.rstrip().endswith("drive it with: wineagent ctl -s :%d" % p.port)
        [entry] = registry.live()
        assert (entry["pid"], entry["port"], entry["app"]) == (p.proc.pid, p.port, "hello")

        code, out, _ = ctl("sessions")
        assert code == 0 and "cli  127.0.0.1:%d  -s :%d  app=hello" % (p.port, p.port) in out
        code, out, err = ctl("ping")                     # no -s: the one live session
        assert code == 0, err
        assert json.loads(out)["pid"] == p.proc.pid
        d = wineagent.connect()
        assert d.port == p.port and d.ping()["app"] == "hello"
        d.close()
    finally:
        p.close()
    assert p.proc.returncode == 0 and registry.live() == []
    assert os.listdir(str(runtime)) == []


def test_a_killed_vm_leaves_a_stale_entry_that_is_not_offered(runtime):
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=120")
    try:
        assert len(registry.live()) == 1
        p.proc.send_signal(signal.SIGKILL)
        p.proc.wait(10)
        code, _, err = ctl("ping")
        assert code == 2 and "nothing listening" in err
        assert registry.live() == []
    finally:
        p.close()


def test_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == "wineagent %s\n" % wineagent.__version__
