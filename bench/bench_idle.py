"""What idle desktops cost (issue 13, item 5): many page VMs in one service, many CLI VMs.

    python3 bench/bench_idle.py [--pages 100] [--cli 30] [--window 15] [--app winmine]

Page VMs: one ``wineagent serve`` (``--max-vms`` above the count), ``--pages`` VMs made
through ``POST /api/vm`` as a page makes them, each run until its program waits for input
(the snapshot's ``parked``); then the service's resident memory (RSS and PSS) against
before, and its CPU time over ``--window`` seconds of wall time, no page attached (an idle
page VM costs no frames and no messages).

CLI VMs: ``--cli`` processes of ``wineagent run --app=APP --control=0`` (live, not frozen:
the program waits for input on wall time, as a person's desktop), each asked for a
snapshot until parked; then the PSS of each process (its share of pages the processes
share, so the sum is honest) and RSS, and the CPU time of all of them over the window.

Figures are per VM: memory in MB, CPU in % of one core. The default of 30 CLI VMs fits a
2-core machine shared with other work (starting one costs ~1-2 s of CPU); memory is not
the bound (pass --cli 100 where cores allow).
"""

import argparse
import http.client
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test"))

from procs import RunProcess, env, wineagent_cmd  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    """utime + stime of a process, in seconds."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def memory(pid):
    """(RSS, PSS) of a process in bytes."""
    out = {}
    with open("/proc/%d/smaps_rollup" % pid) as f:
        for line in f:
            m = re.match(r"(Rss|Pss):\s+(\d+) kB", line)
            if m:
                out[m.group(1)] = int(m.group(2)) * 1024
    return out["Rss"], out["Pss"]


class Http(object):
    """One kept-alive connection to the service."""

    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def get(self, path):
        self.conn.request("GET", path)
        r = self.conn.getresponse()
        r.read()
        return r.status

    def post(self, path, body):
        self.conn.request("POST", path, json.dumps(body),
                          {"Content-Type": "application/json"})
        r = self.conn.getresponse()
        data = r.read()
        if r.status != 200:
            raise RuntimeError("%s: %d %s" % (path, r.status, data[:200]))
        return json.loads(data)


def settle(ask, bound=120.0):
    """Call ``ask()`` until it says the VM is parked (within ``bound`` seconds)."""
    deadline = time.monotonic() + bound
    while not ask():
        if time.monotonic() > deadline:
            raise RuntimeError("a VM did not park within %ss" % bound)


def touch(web, vids):
    """Ask each VM's status (the page VM's keep-alive); all must answer."""
    for vid in vids:
        if web.get("/api/vm/%s/status" % vid) != 200:
            raise RuntimeError("page VM %s is gone" % vid)


def page_vms(n, app, window):
    proc = subprocess.Popen(wineagent_cmd("serve", "--port=tcp:0:interface=127.0.0.1",
                                          "--max-vms=%d" % (n + 5)),
                            cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        port = None
        for line in proc.stdout:
            m = re.search(r"page:\s+http://127\.0\.0\.1:(\d+)/", line)
            if m:
                port = int(m.group(1))
                break
        if port is None:
            raise RuntimeError("the service did not start")
        web = Http(port)
        web.post("/api/vm/", {"app": app})              # warm: the emulator's modules load
        rss0, pss0 = memory(proc.pid)
        vids = []
        t = time.monotonic()
        for _ in range(n):
            vid = web.post("/api/vm/", {"app": app})["vm"]
            vids.append(vid)
            settle(lambda: web.post("/api/vm/%s/cmd" % vid, {"action": "snapshot"})[
                "replies"][0]["value"]["parked"])
            if len(vids) % 10 == 0:
                touch(web, vids)   # a VM unheard of for 60 s ends (its page is gone)
        made = time.monotonic() - t
        touch(web, vids)
        rss1, pss1 = memory(proc.pid)
        c0, w0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(window)    # the measurement: what idle VMs cost while nothing happens
        c1, w1 = cpu_seconds(proc.pid), time.monotonic()
        touch(web, vids)      # all still there: none expired during the measurement
        return {"count": n, "made_s": made, "rss_total": rss1, "rss_per": (rss1 - rss0) / n,
                "pss_per": (pss1 - pss0) / n, "cpu_per": (c1 - c0) / (w1 - w0) / n,
                "cpu_total": (c1 - c0) / (w1 - w0)}
    finally:
        proc.terminate()
        proc.wait(30)


def cli_vms(n, app, window):
    vms = []
    try:
        t = time.monotonic()
        for _ in range(n):
            vm = RunProcess("--app=" + app, "--control=0", "--max-seconds=3600", timeout=120)
            vms.append(vm)
            settle(lambda: vm.cmd("snapshot")["parked"])
        made = time.monotonic() - t
        pids = [vm.proc.pid for vm in vms]
        mem = [memory(p) for p in pids]
        c0, w0 = sum(cpu_seconds(p) for p in pids), time.monotonic()
        time.sleep(window)    # the measurement: what idle VMs cost while nothing happens
        c1, w1 = sum(cpu_seconds(p) for p in pids), time.monotonic()
        return {"count": n, "made_s": made, "rss_per": sum(m[0] for m in mem) / n,
                "pss_per": sum(m[1] for m in mem) / n, "cpu_per": (c1 - c0) / (w1 - w0) / n,
                "cpu_total": (c1 - c0) / (w1 - w0)}
    finally:
        for vm in vms:
            vm.close()


def report(title, r):
    mb = 1 << 20
    print("%s: %d idle VMs (made and parked in %.1f s)" % (title, r["count"], r["made_s"]))
    print("  memory per VM: %.1f MB RSS, %.1f MB PSS%s" % (
        r["rss_per"] / mb, r["pss_per"] / mb,
        "; the service %.0f MB in all" % (r["rss_total"] / mb) if "rss_total" in r else ""))
    print("  CPU per VM: %.4f%% of a core (all: %.3f%%)" % (100 * r["cpu_per"],
                                                          100 * r["cpu_total"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=100, help="page VMs in one service")
    ap.add_argument("--cli", type=int, default=30, help="CLI VM processes")
    ap.add_argument("--window", type=float, default=15.0, help="idle seconds measured")
    ap.add_argument("--app", default="winmine")
    opts = ap.parse_args()
    if opts.pages:
        report("page VMs in one service", page_vms(opts.pages, opts.app, opts.window))
    if opts.cli:
        report("CLI VMs (wineagent run --control)", cli_vms(opts.cli, opts.app, opts.window))


if __name__ == "__main__":
    main()
