"""Control-channel figures (issue 4): HTTP round trips, `ctl png` process time, step cost.

    python3 bench/bench_control.py

Prints p50/p95 of `ping` and `snapshot` over HTTP (keep-alive), the whole
`wineagent ctl png` process (start to file written) against the same VM, with
`python3 -c pass` measured alongside as the baseline of process start on this machine,
and the wall time of `step 1000` on a parked guest (winmine, idle) and a busy one
(compute).

Issue 19 adds, each against a baseline measured in the same run:

- frames over HTTP: the look-act cycle (a winmine board click, step 4, the screen as an
  image) as one batch on a kept-alive connection, ``connect(frames="raw")`` (the binary
  ``GET /frame.rgb``, only the changed box after the first frame) against the default
  PNG, the two interleaved cycle by cycle;
- start-up: ``wineagent run --app=winmine --control=0 --frozen`` from process start to
  its ready line and to the reply of its first ``png`` (the first look), without bytecode
  (``PYTHONDONTWRITEBYTECODE=1``, as these machines run) and with it (a warmed
  ``PYTHONPYCACHEPREFIX``, as after ``pip install``); baseline ``python3 -c pass``.

    python3 bench/bench_control.py --startup [--tree DIR] [--runs N]

prints only the start-up rows; ``--tree`` measures another checkout too (an A/B pair:
``git worktree add --detach DIR main``), the two trees' runs alternating in the same
minutes, each figure the best of ``--runs`` (default 5) and against the same baseline.
"""

import http.client
import json
import os
import re
import shutil
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


BOARD = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)]


def frame_cycles(port, rounds=60):
    """ms per batched cycle (click a board cell, step 4, png) with ``connect(frames="png")``
    and ``connect(frames="raw")``, the two interleaved cycle by cycle (a loaded machine
    then slows both alike): (png times, raw times)."""
    import wineagent
    times = {"png": [], "raw": []}
    desktops = {f: wineagent.connect(":%d" % port, frames=f) for f in times}
    try:
        for i in range(rounds):
            x, y = BOARD[i % len(BOARD)]
            for frames, d in desktops.items():
                t = time.perf_counter()
                with d.batch():
                    d.click(x, y)
                    d.step(4)
                    img = d.png()
                assert img.value.size == (640, 480)
                times[frames].append((time.perf_counter() - t) * 1000)
    finally:
        for d in desktops.values():
            d.close()
    return times["png"], times["raw"]


def frames_line(port):
    """Print the frames-over-HTTP figure (PNG and raw cycles, interleaved)."""
    png, raw = frame_cycles(port)
    print("look-act cycle over HTTP (batch: board click, step 4, image): PNG p50 %.2f ms "
          "(baseline), frames=raw p50 %.2f ms, ratio %.2f  (target raw < PNG)"
          % (pct(png, 50), pct(raw, 50), pct(raw, 50) / pct(png, 50)))


def cpu_ms(pid):
    """CPU time (user + system) the process ``pid`` has used so far, in ms; None where
    /proc does not say. On a shared machine it varies far less than wall time."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def start_up(extra_env, runs=3, tree=ROOT, cpu=None):
    """(best ms to the ready line, best ms to the first png reply) of a control run of
    the checkout at ``tree``; ``cpu``, a list, gets the child's CPU ms at its first
    look for each run."""
    e = env()
    e["PYTHONPATH"] = tree + os.pathsep + e.get("PYTHONPATH", "")
    for k, v in extra_env.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    ready, look = [], []
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.Popen(wineagent_cmd("run", "--app=winmine", "--control=0", "--frozen",
                                           "--max-seconds=60"),
                             cwd=tree, env=e, stdout=subprocess.PIPE, text=True)
        try:
            for out in p.stdout:
                m = re.search(r"listening on http://[^:]+:(\d+)/ctl", out)
                if m:
                    break
            ready.append((time.perf_counter() - t) * 1000)
            conn = http.client.HTTPConnection("127.0.0.1", int(m.group(1)))
            conn.request("POST", "/ctl", json.dumps({"id": 1, "action": "png"}),
                         {"Content-Type": "application/json"})
            conn.getresponse().read()
            look.append((time.perf_counter() - t) * 1000)
            if cpu is not None:
                cpu.append(cpu_ms(p.pid))
            conn.close()
        finally:
            p.terminate()
            p.wait()
    return min(ready), min(look)


def start_up_rows(trees, runs):
    """The start-up rows for each checkout in ``trees``, their runs alternating."""
    for tree in trees:
        if any("__pycache__" in dirs for _, dirs, _ in os.walk(os.path.join(tree, "wineagent"))):
            print("(note: %s has __pycache__ folders, so its figures without bytecode read "
                  "them: remove them first)" % tree)
    caches = {tree: tempfile.mkdtemp() for tree in trees}
    best, cpus = {}, {}
    try:
        for tree in trees:              # compile each tree's bytecode into its cache
            start_up({"PYTHONDONTWRITEBYTECODE": None, "PYTHONPYCACHEPREFIX": caches[tree]},
                     runs=1, tree=tree)
        for _ in range(runs):
            for tree in trees:
                for label, extra in (
                        ("without bytecode", {"PYTHONDONTWRITEBYTECODE": "1"}),
                        ("with bytecode", {"PYTHONDONTWRITEBYTECODE": None,
                                           "PYTHONPYCACHEPREFIX": caches[tree]})):
                    ready, look = start_up(extra, runs=1, tree=tree,
                                           cpu=cpus.setdefault((tree, label), []))
                    old = best.get((tree, label), (ready, look))
                    best[(tree, label)] = (min(old[0], ready), min(old[1], look))
    finally:
        for cache in caches.values():
            shutil.rmtree(cache, ignore_errors=True)
    base = min(process_times([sys.executable, "-c", "pass"], 5))
    for tree in trees:
        for label in ("without bytecode", "with bytecode"):
            ready, look = best[(tree, label)]
            used = [c for c in cpus[(tree, label)] if c is not None]
            print("%s: `wineagent run --control` start-up %s: ready line %.0f ms, first look "
                  "%.0f ms  (target <= 400 ms; baseline `python3 -c pass` %.0f ms, ratio %.1f)"
                  "; CPU to the first look %s"
                  % (tree, label, ready, look, base, look / base,
                     "%.0f ms (best of %d)" % (min(used), len(used)) if used else "-"))


def main():
    if "--startup" in sys.argv:
        args = sys.argv[1:]
        trees = [ROOT]
        if "--tree" in args:
            trees.insert(0, os.path.abspath(args[args.index("--tree") + 1]))
        runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 5
        start_up_rows(trees, runs)
        return
    p = RunProcess("--app=winmine", "--control=0", "--frozen", "--max-seconds=300")
    if "--frames" in sys.argv:          # the frames line alone
        try:
            p.cmd("step", n=30)
            frames_line(p.port)
        finally:
            p.close()
        return
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
        frames_line(p.port)
        t = time.perf_counter()
        r = p.cmd("step", n=1000)
        parked = time.perf_counter() - t
        print("step 1000, parked guest (winmine idle): %.3f s wall, ran %d  (target <= 0.5 s)"
              % (parked, r["ran"]))
    finally:
        p.close()
    if os.path.isdir(os.path.join(ROOT, "wineagent", "__pycache__")):
        print("(note: wineagent/__pycache__ exists, so the figure without bytecode reads it)")
    cache = tempfile.mkdtemp()
    try:
        cold = start_up({"PYTHONDONTWRITEBYTECODE": "1"})
        warm_env = {"PYTHONDONTWRITEBYTECODE": None, "PYTHONPYCACHEPREFIX": cache}
        start_up(warm_env, runs=1)            # compiles into the cache
        warm = start_up(warm_env)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    base = pct(process_times([sys.executable, "-c", "pass"], 5), 50)
    for label, (ready, look) in (("without bytecode", cold), ("with bytecode", warm)):
        print("`wineagent run --control` start-up %s: ready line %.0f ms, first look %.0f ms"
              "  (target <= 400 ms; baseline `python3 -c pass` %.0f ms, ratio %.1f)"
              % (label, ready, look, base, look / base))
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
