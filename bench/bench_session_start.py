"""A new desktop in a server that is already running, to its first image (issue 19).

    python3 bench/bench_session_start.py [--runs N]

Agents that start many desktops keep one server up and ask it for each new one, so what
they wait for is the server's own work: load the program, run it until it has drawn, and
hand back a picture. Measured, with the server started before the clock runs:

- MCP: ``session_start`` (which runs the program 30 batches, as its ``settle`` default
  does) then ``screenshot``, as two tool calls through the SDK's stdio client to a running
  ``wineagent mcp``; then ``session_close`` (not timed).
- The service (``wineagent serve``): ``POST /api/vm`` ``{app, frozen: true}``, a ``step 30``
  to ``/api/vm/ID/cmd``, ``GET /api/vm/ID/frame.png``; then ``close`` (not timed).

Baseline in the same run: ``wineagent run --app=X --max-batches=30 --input=29:png:FILE`` as a
process (a cold start: interpreter, imports, the same 30 batches, one PNG), the way to a
first image without a running server. Target (issue 19): <= 50 ms per new session.
"""

import argparse
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import queue

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, ROOT)

from procs import env, wineagent_cmd  # noqa: E402

APPS = ("winmine", "notepad", "sol")
SETTLE = 30


def ms(t0):
    return (time.perf_counter() - t0) * 1000.0


def mcp_times(client, app, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        sid = json.loads(client.call("session_start", {"app": app}).content[0].text)["session"]
        client.call("screenshot", {"session": sid})
        times.append(ms(t))
        client.call("session_close", {"session": sid})
    return times


class Service(object):
    """``wineagent serve`` on a free loopback port (the page line names it)."""

    def __init__(self):
        self.proc = subprocess.Popen(wineagent_cmd("serve", "--port=tcp:0:interface=127.0.0.1"),
                                     cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        found = queue.Queue()

        def pump():
            for line in self.proc.stdout:
                m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
                if m:
                    found.put(int(m.group(1)))
            found.put(None)
        threading.Thread(target=pump, daemon=True).start()
        self.port = found.get(timeout=60)
        if self.port is None:
            raise SystemExit("wineagent serve did not start")
        self.conn = http.client.HTTPConnection("127.0.0.1", self.port)

    def request(self, method, path, body=None):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        self.conn.request(method, path, json.dumps(body) if body is not None else None, headers)
        r = self.conn.getresponse()
        data = r.read()
        if r.status != 200:
            raise RuntimeError("%s %s: %d %s" % (method, path, r.status, data[:200]))
        return data

    def close(self):
        self.conn.close()
        self.proc.terminate()
        self.proc.wait(10)


def service_times(svc, app, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        vid = json.loads(svc.request("POST", "/api/vm", {"app": app, "frozen": True}))["vm"]
        svc.request("POST", "/api/vm/%s/cmd" % vid, {"id": 1, "action": "step",
                                                      "args": {"n": SETTLE}})
        png = svc.request("GET", "/api/vm/%s/frame.png" % vid)
        times.append(ms(t))
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        svc.request("POST", "/api/vm/%s/close" % vid, {})
    return times


def cold_times(app, runs):
    out = os.path.join(tempfile.mkdtemp(), "first.png")
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(wineagent_cmd("run", "--app=%s" % app, "--max-batches=%d" % SETTLE,
                                     "--input=%d:png:%s" % (SETTLE - 1, out)), cwd=ROOT, env=env(), check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(ms(t))
    return times


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=10)
    opts = ap.parse_args()
    from bench_api import McpClient
    client = McpClient()
    svc = Service()
    rows = []
    try:
        for app in APPS:
            mcp_times(client, app, 1)           # the first start of a program warms caches
            service_times(svc, app, 1)
            rows.append((app, mcp_times(client, app, opts.runs),
                         service_times(svc, app, opts.runs),
                         cold_times(app, max(3, opts.runs // 3))))
    finally:
        client.close()
        svc.close()
    print("new desktop to its first image, %d runs each (p50 ms; target <= 50 ms; baseline: "
          "a cold `wineagent run` process to its first PNG)" % opts.runs)
    print("%-10s %12s %14s %14s %10s" % ("program", "MCP", "service", "cold process",
                                          "x faster"))
    for app, mcp, service, cold in rows:
        worst = max(statistics.median(mcp), statistics.median(service))
        print("%-10s %12.1f %14.1f %14.1f %10.1f" % (app, statistics.median(mcp),
                                                      statistics.median(service),
                                                      statistics.median(cold),
                                                      statistics.median(cold) / worst))


if __name__ == "__main__":
    main()
