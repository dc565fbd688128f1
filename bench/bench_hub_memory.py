"""Memory after many page VMs (issue 18): does the service give it back once they end?

    python3 bench/bench_hub_memory.py [--vms 100] [--app winmine] [--expire] [--settle 5]
                                      [--rounds 1] [--env NAME=VALUE ...]

One service on loopback (port 0), as ``wineagent serve`` runs it, but started by this
script (``--serve``, below) so it can be asked what it holds. ``--vms`` page VMs are made
with ``POST /api/vm`` as a page makes them, each run until its program waits for input;
then they end: closed with ``POST /api/vm/ID/close`` (a page leaving), or with
``--expire`` left alone until the service's expiry ends them (60 s unheard, checked every
5 s: about 70 s). ``--settle`` seconds later the script reads the service's resident memory
(``VmRSS`` of /proc/PID/status) and asks it, by SIGUSR1, for what lives inside:

- ``live``: PageVM, VM, Host and Unicorn ``Uc`` objects still in memory, counted with
  ``gc.get_objects()`` *before* any forced collection — what the service really holds;
- ``collected``: the same after ``gc.collect()``, with the RSS then — the difference is
  what only reference cycles kept;
- glibc's ``mallinfo2()``: bytes in use by malloc and bytes on its free lists, which tells a
  leak (in use stays high) from memory the allocator has not handed back to the system
  (free stays high, in use is back);
- the RSS after one more ``malloc_trim(0)``: what the allocator alone still kept.

Printed: RSS at start (after one warm-up VM, so the emulator's modules are loaded), at the
peak, after the VMs ended, and the ratio after/start; the target is within 1.25.
``--rounds N`` makes and ends the VMs N times in the same service (the RSS after each
round: what a long-lived service keeps growing by, if anything).
``--env MALLOC_ARENA_MAX=2`` (repeatable) sets the service's environment to try allocator
settings.

``--serve PORTFILE ARGS``: the service side (not for direct use): ``make_service`` of
``wineagent serve``'s options on the reactor, the SIGUSR1 report written to stdout as one
``[mem] {json}`` line.
"""

import argparse
import ctypes
import ctypes.util
import gc
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, ROOT)

MB = 1 << 20


# -- the service side (--serve) -------------------------------------------------------------
class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


def mallinfo():
    """glibc's malloc statistics in bytes ({} elsewhere): ``in_use`` (uordblks + hblkhd,
    mmap'd blocks included), ``free`` (fordblks: kept by the allocator), ``arena``."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        fn = libc.mallinfo2
    except (OSError, AttributeError):
        return {}
    fn.restype = _Mallinfo2
    m = fn()
    return {"in_use": m.uordblks + m.hblkhd, "free": m.fordblks, "arena": m.arena,
            "mmapped": m.hblkhd}


def trim():
    """glibc's ``malloc_trim(0)`` here, for the report (None without glibc)."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        return None


def rss(pid="self"):
    """Resident memory of a process in bytes (/proc/PID/status VmRSS)."""
    with open("/proc/%s/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def live_counts():
    """PageVM, VM, Host and Uc objects alive in this process (no collection forced)."""
    from unicorn import Uc
    from wineagent.host import Host
    from wineagent.vm import VM
    from wineagent.web.pages import PageVM
    kinds = {"PageVM": PageVM, "VM": VM, "Host": Host, "Uc": Uc}
    counts = dict.fromkeys(kinds, 0)
    for o in gc.get_objects():
        for name, cls in kinds.items():
            if isinstance(o, cls):
                counts[name] += 1
    return counts


def serve(portfile, args):
    """Run the service as ``wineagent serve`` does, reporting on SIGUSR1."""
    from twisted.internet import reactor
    from wineagent.tap import Options, make_service
    options = Options()
    options.parseOptions(args)

    def out(text):
        m = re.search(r"page:\s+http://127\.0\.0\.1:(\d+)/", text)
        if m:
            with open(portfile + ".tmp", "w") as f:
                f.write(m.group(1))
            os.rename(portfile + ".tmp", portfile)

    def report():
        live = live_counts()
        rss_live = rss()
        gc.collect()
        line = {"live": live, "rss_live": rss_live, "collected": live_counts(),
                "rss_collected": rss(), "malloc": mallinfo()}
        if trim() is not None:
            line["rss_trimmed"] = rss()
        sys.stdout.write("[mem] %s\n" % json.dumps(line))
        sys.stdout.flush()

    svc = make_service(options, reactor, out=out)
    svc.startService()
    signal.signal(signal.SIGUSR1, lambda *_: reactor.callFromThread(report))
    reactor.addSystemEventTrigger("before", "shutdown", svc.stopService)
    reactor.run()


# -- the measuring side -------------------------------------------------------------------------
class Http(object):
    """One kept-alive connection to the service."""

    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def request(self, method, path, body=None):
        """(status, parsed JSON or None)."""
        headers = {"Content-Type": "application/json"} if body is not None else {}
        self.conn.request(method, path, json.dumps(body) if body is not None else None,
                          headers)
        r = self.conn.getresponse()
        data = r.read()
        try:
            return r.status, json.loads(data)
        except ValueError:
            return r.status, None

    def post(self, path, body):
        """POST a JSON body; the parsed answer (RuntimeError unless 200)."""
        status, value = self.request("POST", path, body)
        if status != 200:
            raise RuntimeError("%s: %d %s" % (path, status, value))
        return value


def make_parked(web, app, bound=120.0):
    """A new page VM run until its program waits for input; its id."""
    vid = web.post("/api/vm/", {"app": app})["vm"]
    deadline = time.monotonic() + bound
    while not web.post("/api/vm/%s/cmd" % vid, {"action": "snapshot"})[
            "replies"][0]["value"]["parked"]:
        if time.monotonic() > deadline:
            raise RuntimeError("VM %s did not park within %ss" % (vid, bound))
    return vid


def ask(proc, lines):
    """The service's ``[mem]`` report (SIGUSR1)."""
    proc.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 60
    for line in lines:
        if line.startswith("[mem] "):
            return json.loads(line[6:])
        if time.monotonic() > deadline:
            break
    raise RuntimeError("the service did not report")


def measure(n, app, expire, settle, extra_env, rounds=1):
    """Start, peak and after-end figures of one service (a dict)."""
    import tempfile
    from procs import env
    e = env()
    e.update(extra_env)
    portfile = os.path.join(tempfile.mkdtemp(prefix="hubmem-"), "port")
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--serve", portfile,
                             "--port=tcp:0:interface=127.0.0.1", "--max-vms=%d" % (n + 5)],
                            cwd=ROOT, env=e, stdout=subprocess.PIPE, text=True, bufsize=1)
    lines = iter(proc.stdout)
    try:
        deadline = time.monotonic() + 60
        while not os.path.exists(portfile):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the service did not start")
            time.sleep(0.05)
        with open(portfile) as f:
            web = Http(int(f.read()))
        # Warm-up: the emulator's modules, fonts and caches load with the first VM.
        web.post("/api/vm/%s/close" % make_parked(web, app), {})
        start = rss(proc.pid)
        rounds_after = []
        for _ in range(rounds):
            vids = []
            t = time.monotonic()
            for _ in range(n):
                vids.append(make_parked(web, app))
            made = time.monotonic() - t
            peak = rss(proc.pid)
            t = time.monotonic()
            if expire:
                # Nobody asks for them any more: the service's expiry (60 s unheard,
                # checked every 5 s) ends them. Asking a VM's status would count as its
                # page's life, so wait out the expiry, then check (a gone VM answers 404).
                time.sleep(70.0)
                web = Http(web.conn.port)    # the idle keep-alive connection may be gone
                gone = sum(web.request("GET", "/api/vm/%s/status" % v)[0] == 404
                           for v in vids)
                if gone != n:
                    raise RuntimeError("%d of %d VMs still live after the expiry"
                                       % (n - gone, n))
            else:
                for vid in vids:
                    web.post("/api/vm/%s/close" % vid, {})
            ended = time.monotonic() - t
            time.sleep(settle)
            rounds_after.append(rss(proc.pid))
        rep = ask(proc, lines)
        return {"n": n, "made_s": made, "ended_s": ended, "start": start, "peak": peak,
                "after": rounds_after[-1], "rounds_after": rounds_after, "report": rep}
    finally:
        proc.terminate()
        proc.wait(30)


def main():
    """Run the measurement (or, with --serve, the service side) and print the figures."""
    if len(sys.argv) > 2 and sys.argv[1] == "--serve":
        serve(sys.argv[2], sys.argv[3:])
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vms", type=int, default=100, help="page VMs made then ended")
    ap.add_argument("--app", default="winmine")
    ap.add_argument("--expire", action="store_true",
                    help="let the service's expiry end them (about 70 s) instead of closing")
    ap.add_argument("--settle", type=float, default=5.0,
                    help="seconds between the end of the VMs and the measurement")
    ap.add_argument("--rounds", type=int, default=1,
                    help="make and end the VMs this many times in the same service")
    ap.add_argument("--env", action="append", default=[], metavar="NAME=VALUE",
                    help="environment of the service (e.g. MALLOC_ARENA_MAX=2)")
    opts = ap.parse_args()
    extra = dict(kv.split("=", 1) for kv in opts.env)
    r = measure(opts.vms, opts.app, opts.expire, opts.settle, extra, opts.rounds)
    rep = r["report"]
    print("%d %s page VMs made and parked in %.1f s, %s in %.1f s%s" % (
        r["n"], opts.app, r["made_s"], "expired" if opts.expire else "closed", r["ended_s"],
        " (env %s)" % " ".join(opts.env) if opts.env else ""))
    print("  RSS start %.0f MB, peak %.0f MB, %.0f s after the end %.0f MB: ratio %.2f "
          "(target <= 1.25)" % (r["start"] / MB, r["peak"] / MB, opts.settle,
                                r["after"] / MB, r["after"] / r["start"]))
    if opts.rounds > 1:
        print("  RSS after each round: %s MB" % ", ".join(
            "%.0f" % (x / MB) for x in r["rounds_after"]))
    print("  live in the service: %s" % " ".join("%s=%d" % kv for kv in
                                                  sorted(rep["live"].items())))
    print("  after gc.collect(): %s, RSS %.0f MB" % (
        " ".join("%s=%d" % kv for kv in sorted(rep["collected"].items())),
        rep["rss_collected"] / MB))
    m = rep.get("malloc")
    if m:
        print("  malloc: %.0f MB in use (%.0f MB mmap'd), %.0f MB on its free lists "
              "(trimmed pages stay listed, not resident)" % (
            m["in_use"] / MB, m["mmapped"] / MB, m["free"] / MB))
    if "rss_trimmed" in rep:
        print("  and after malloc_trim(0): RSS %.0f MB" % (rep["rss_trimmed"] / MB))


if __name__ == "__main__":
    main()
