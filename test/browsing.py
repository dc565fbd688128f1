"""Real browsers and real services for browser tests: Debian's Chromium through Playwright and a
``wineagent serve`` child whose output is kept (bounded waits, no sleeps). A test module
gets the ``playwright`` and ``browser`` fixtures by importing them from here."""

import os
import queue
import re
import subprocess
import sys
import threading

import playwright.sync_api as playwright_api
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: Debian's chromium (.ci/run installs it with apt-get).
CHROMIUM = "/usr/bin/chromium"
#: The launch flags of every browser test (ARCHITECTURE.md, "Browser tests are real").
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]


class Service:
    """``wineagent serve`` on a free loopback port: ``origin`` once it is listening, and
    ``lines``, everything it has printed so far (stderr included). ``program``: the argv
    that starts the service instead of ``python -m wineagent serve`` (e.g.
    test/serve_guests.py, the same serve with test guests in the registry)."""

    def __init__(self, *args, timeout=30, program=None):
        env = dict(os.environ, PYTHONPATH=ROOT)
        env.pop("WINE_AGENT_TOKEN", None)
        program = program or [sys.executable, "-m", "wineagent", "serve"]
        self.proc = subprocess.Popen(
            list(program) + ["--port=tcp:0:interface=127.0.0.1"]
            + list(args), cwd=ROOT, env=env, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True)
        self.lines = []
        ready = queue.Queue()
        threading.Thread(target=self._pump, args=(ready,), daemon=True).start()
        try:
            self.origin = ready.get(timeout=timeout)
        except queue.Empty:
            self.origin = None
        if self.origin is None:
            self.stop()
            raise AssertionError("the service did not start:\n" + "".join(self.lines))

    def _pump(self, ready):
        for line in self.proc.stdout:
            self.lines.append(line)
            m = re.search(r"page:\s+(http://127\.0\.0\.1:\d+)/", line)
            if m:
                ready.put(m.group(1))
        ready.put(None)

    def stop(self):
        """Terminate the service and wait for it."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


@pytest.fixture(scope="module")
def playwright():
    """One Playwright driver per test module (the sync API allows one at a time)."""
    assert os.path.exists(CHROMIUM), "needs Debian's chromium: apt-get install chromium"
    with playwright_api.sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright):
    """Headless Chromium with the standard flags, shared by a test module."""
    b = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
    yield b
    b.close()
