"""Real ``wineagent run`` processes for integration tests, bounded without sleeps."""

import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wineagent_cmd(*args):
    """argv that runs ``wineagent`` from this checkout."""
    return [sys.executable, "-m", "wineagent"] + list(args)


def env():
    """Environment with this checkout importable."""
    e = dict(os.environ)
    e["PYTHONPATH"] = ROOT + os.pathsep + e.get("PYTHONPATH", "")
    e.pop("WINE_AGENT_TOKEN", None)
    return e


class RunProcess:
    """A ``wineagent run`` child: its stdout lines arrive on a queue we can wait on."""

    def __init__(self, *args, stdin=False, ready=True, timeout=20):
        self.proc = subprocess.Popen(
            wineagent_cmd("run", *args), cwd=ROOT, env=env(),
            stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.lines = queue.Queue()
        self.stdout = []
        self.stderr = []
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.lines, self.stdout),
                         daemon=True).start()
        threading.Thread(target=self._pump, args=(self.proc.stderr, None, self.stderr),
                         daemon=True).start()
        self.port = None
        self.token = None
        if ready:
            line = self.wait_for(lambda l: "listening on" in l, timeout)
            self.port = int(re.search(r"listening on http://\S+:(\d+)/ctl", line).group(1))

    @staticmethod
    def _pump(stream, q, keep):
        for line in stream:
            keep.append(line)
            if q is not None:
                q.put(line)
        if q is not None:
            q.put(None)

    def wait_for(self, pred, timeout=20):
        """The first stdout line satisfying ``pred`` (AssertionError after ``timeout``)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no matching line in %ss; stdout=%r stderr=%r" % (
                    timeout, "".join(self.stdout), "".join(self.stderr)))
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError("process ended; stdout=%r stderr=%r" % (
                    "".join(self.stdout), "".join(self.stderr)))
            if "token:" in line:
                self.token = line.split("token:")[1].strip()
            if pred(line):
                return line

    def stdin_replies(self, lines, count, timeout=120):
        """Write ``lines`` (the protocol on stdin, one command per line) and return the
        next ``count`` replies (the ``[ctl]`` lines, parsed) in the order they came."""
        self.proc.stdin.write("".join(line + "\n" for line in lines))
        self.proc.stdin.flush()
        return [json.loads(self.wait_for(lambda l: l.startswith("[ctl] "), timeout)[6:])
                for _ in range(count)]

    def post(self, body, token=None, raw=False, timeout=30):
        """POST /ctl; returns (status, parsed JSON)."""
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        req = urllib.request.Request("http://127.0.0.1:%d/ctl" % self.port, data=data,
                                     method="POST", headers={"Content-Type": "application/json"})
        if token:
            req.add_header("Authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"null")

    def cmd(self, action, **args):
        """One command; returns the reply's value (AssertionError on ok:false)."""
        status, reply = self.post({"id": 1, "action": action, "args": args})
        assert status == 200 and reply["ok"], reply
        return reply["value"]

    def wait(self, timeout=30):
        """Wait for exit; returns the exit code."""
        try:
            return self.proc.wait(timeout)
        finally:
            self._drain()

    def _drain(self):
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                if self.lines.get(timeout=0.5) is None:
                    break
            except queue.Empty:
                break

    def close(self):
        """Quit politely, then make sure the process is gone."""
        if self.proc.poll() is None:
            try:
                self.post({"action": "quit"}, token=self.token, timeout=5)
            except Exception:  # noqa: BLE001 - already exiting
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
