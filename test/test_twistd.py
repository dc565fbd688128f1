"""`twistd -n wineagent` starts the service through the plugin, from any folder."""

import shutil
import subprocess
import sys
import time
import urllib.request

import pytest

from procs import env

TWISTD = shutil.which("twistd")


def test_twistd_plugin_serves_the_page_and_hub(tmp_path):
    """The plugin is discoverable and the service answers the page and /api/agent."""
    assert TWISTD, "twistd is not on PATH: pip install twisted"
    proc = subprocess.Popen(
        [sys.executable, TWISTD, "-n", "--pidfile=", "wineagent",
         "--port=tcp:0:interface=127.0.0.1"],
        cwd=str(tmp_path), env=env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    try:
        url = None
        deadline = time.monotonic() + 30
        for line in proc.stdout:
            if "page:" in line and "http://127.0.0.1:" in line:
                url = line.split("page:", 1)[1].strip()
                break
            assert time.monotonic() < deadline, "no page URL printed"
        assert url, "twistd ended without printing the page URL"
        base = url.split("/?")[0]
        with urllib.request.urlopen(base + "/api/agent", timeout=10) as r:
            assert b"/api/agent" in r.read()
        with urllib.request.urlopen(base + "/", timeout=10) as r:
            assert b'id="screen"' in r.read()
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@pytest.mark.parametrize("flag", ["--nonsense"])
def test_twistd_rejects_unknown_options(flag, tmp_path):
    """A bad option exits non-zero with a usage message, no traceback."""
    r = subprocess.run([sys.executable, TWISTD, "-n", "wineagent", flag], cwd=str(tmp_path),
                       env=env(), capture_output=True, text=True, timeout=30)
    assert r.returncode != 0
    out = r.stdout + r.stderr
    assert "Traceback" not in out and "nonsense" in out


