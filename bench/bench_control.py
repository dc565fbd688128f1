"""Control-channel figures (issue 4): HTTP round trips, `ctl png` process time, step cost.

    python3 bench/bench_control.py

Prints p50/p95 of `ping` and `snapshot` over HTTP (keep-alive), the whole
`wineagent ctl png` process (start to file written) against the same VM, with
`python3 -c pass` measured alongside as the baseline of process start on this machine,
and the wall time of `step 1000` on a parked guest (winmine, idle) and a busy one
(compute).
"""

import http.client
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, ROOT)

from procs import RunProcess, env, wineagent_cmd  # noqa: E402


def pct(values, p):
    """The p-th percentile (nearest rank)."""
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100.0 * (len(s) - 1))))]


def http_round_trips(port, action, n=200):
    conn = http.client.HTTPConnection("127.0.0.1", port)
    body = json.dumps({"id": 1, "action": action})
    times = []
    for _ in range(n):
        t = time.perf_counter()
        conn.request("POST", "/ctl", body, {"Content-Type": "application/json"})
        r = conn.getresponse()
        r.read()
        times.append((time.perf_counter() - t) * 1000)
    conn.close()
    return times


def process_times(argv, n=15):
    times = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(argv, env=env(), check=True, capture_output=True)
        times.append((time.perf_counter() - t) * 1000)
    return times


def main():
    p = RunProcess("--app=winmine", "--control=0", "--frozen", "--max-seconds=300")
    try:
        p.cmd("step", n=30)
        for action in ("ping", "snapshot"):
            t = http_round_trips(p.port, action)
            print("HTTP %-8s round trip: p50 %.2f ms  p95 %.2f ms  (target p50 <= 2 ms)" % (
                action, pct(t, 50), pct(t, 95)))
        out = os.path.join(tempfile.mkdtemp(), "out.png")
        base = process_times([sys.executable, "-c", "pass"])
        ctl = process_times(wineagent_cmd("ctl", "-s", ":%d" % p.port, "png", out))
        print("`wineagent ctl png out.png` process: p50 %.1f ms  p95 %.1f ms  (target p50 <= "
              "150 ms; baseline `python3 -c pass` p50 %.1f ms, ratio %.2f)" % (
                  pct(ctl, 50), pct(ctl, 95), pct(base, 50), pct(ctl, 50) / pct(base, 50)))
        t = time.perf_counter()
        r = p.cmd("step", n=1000)
        parked = time.perf_counter() - t
        print("step 1000, parked guest (winmine idle): %.3f s wall, ran %d  (target <= 0.5 s)"
              % (parked, r["ran"]))
    finally:
        p.close()
    q = RunProcess("--app=compute", "--control=0", "--frozen", "--max-seconds=300")
    try:
        t = time.perf_counter()
        r = q.cmd("step", n=1000)
        busy = time.perf_counter() - t
        print("step 1000, busy guest (compute): %.3f s wall for %d batches of 100000 "
              "instructions (%.0f M instr/s)" % (busy, r["ran"], r["ran"] * 0.1 / busy))
        print("ratio busy/parked: %.1f" % (busy / parked))
    finally:
        q.close()


if __name__ == "__main__":
    main()
