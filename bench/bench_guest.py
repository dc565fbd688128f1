"""Guest compute against Wine (issue 19): a CPU-bound console program, the same exe under
Wine (with a running wineserver) and under wineagent, timed in the same run.

    python3 bench/bench_guest.py            # builds bench/guests/cpubound.c with mingw

Figures (each the best of three):
- Wine: ``wine cpubound.exe`` wall time, wineserver already running (the peer's best
  case), and the same with ``cpubound.exe 1`` (start-up only) to give Wine's compute time;
- wineagent frozen, in-process: a Desktop stepped until the program exits (CPU time of
  the stepping only: the guest's compute through batches of translated blocks);
- wineagent live: ``wineagent run --exe`` wall time, start-up included, and its compute
  share (the wall time minus the same run of ``cpubound.exe 1``).
The target is wineagent's compute within 4x of Wine's. Needs i686-w64-mingw32-gcc and
wine (Debian wine32); without them the script says so and exits 2.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)


def line(name, value, unit, target="", ok=True):
    """One figure, as the other benches print them."""
    print("%-50s %10s %-8s target %-10s %s" % (name, value, unit, target,
                                               "" if ok else "MISSED"))
    sys.stdout.flush()


def best(fn, n=3):
    """The least of ``n`` timings of ``fn()``."""
    return min(fn() for _ in range(n))


def wall(argv, env=None):
    """Wall seconds of a process run to its end (its output discarded)."""
    t = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=True, timeout=600)
    return time.perf_counter() - t


def frozen_cpu(exe, args=""):
    """CPU seconds to step an in-process frozen Desktop of ``exe`` until it exits."""
    import wineagent
    d = wineagent.Desktop(exe=exe, args=args)
    try:
        t = time.process_time()
        while not d.vm.ended:
            d.step(100)
        return time.process_time() - t
    finally:
        d.close()


def build_cpubound(tmp):
    """``bench/guests/cpubound.c`` built into ``tmp`` (i686, -O2, as every guest-compute
    figure uses it); None without i686-w64-mingw32-gcc."""
    gcc = shutil.which("i686-w64-mingw32-gcc")
    if not gcc:
        return None
    exe = os.path.join(tmp, "cpubound.exe")
    subprocess.run([gcc, "-O2", "-s", "-o", exe, os.path.join(HERE, "guests", "cpubound.c")],
                   check=True)
    return exe


def main():
    gcc, wine = shutil.which("i686-w64-mingw32-gcc"), shutil.which("wine")
    if not gcc or not wine:
        sys.stderr.write("bench_guest: needs i686-w64-mingw32-gcc and wine (Debian "
                         "gcc-mingw-w64-i686, wine32)\n")
        return 2
    tmp = tempfile.mkdtemp(prefix="bench-guest-")
    try:
        exe = build_cpubound(tmp)
        env = dict(os.environ, WINEDEBUG="-all", WINEPREFIX=os.path.join(tmp, "prefix"))
        server = subprocess.Popen(["wineserver", "-p", "-f"], env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wall([wine, exe, "1"], env)               # the prefix is made once, untimed
            wine_total = best(lambda: wall([wine, exe], env))
            wine_start = best(lambda: wall([wine, exe, "1"], env))
        finally:
            subprocess.run(["wineserver", "-k"], env=env, stderr=subprocess.DEVNULL)
            server.wait(timeout=30)
        wine_compute = max(wine_total - wine_start, 1e-3)
        line("Wine: cpubound.exe, wineserver running", "%.3f" % wine_total, "s")
        line("  Wine start-up only (cpubound.exe 1)", "%.3f" % wine_start, "s")
        line("  Wine compute (baseline)", "%.3f" % wine_compute, "s")

        frozen = best(lambda: frozen_cpu(exe)) - best(lambda: frozen_cpu(exe, "1"))
        line("wineagent frozen, in-process: compute", "%.3f" % frozen, "s")
        ratio = frozen / wine_compute
        line("  frozen compute / Wine compute", "%.2f" % ratio, "x", "<= 4", ratio <= 4)

        run = [sys.executable, "-m", "wineagent", "run", "--exe=" + exe,
               "--max-batches=1000000000"]
        live_total = best(lambda: wall(run))
        live_start = best(lambda: wall(run[:4] + ["--exe=" + exe, "--args=1",
                                                  "--max-batches=1000000000"]))
        live = max(live_total - live_start, 1e-3)
        line("wineagent run (live): whole process", "%.3f" % live_total, "s")
        line("  wineagent run, start-up only (cpubound.exe 1)", "%.3f" % live_start, "s")
        line("  live compute / Wine compute", "%.2f" % (live / wine_compute), "x", "<= 4",
             live / wine_compute <= 4)
        line("  whole process / Wine's whole process", "%.2f" % (live_total / wine_total),
             "x", "(report)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
