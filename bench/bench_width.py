"""64-bit programs next to their 32-bit builds (issue 22): API calls per second and guest
compute, the same C source built for i686 and x86-64, timed in the same run.

    python3 bench/bench_width.py            # builds bench/guests/{apiloop,cpubound}.c

Figures (each the best of three, CPU time of an in-process frozen Desktop stepped until
the program exits, start-up subtracted by timing the same exe with a tiny argument):
- API calls/s: ``apiloop.exe`` calls GetLastError N times; (N - 1) calls over the time
  difference;
- guest compute: ``cpubound.exe`` (modular exponentiation and a checksum pass, no API
  call in the work) minus ``cpubound.exe 1``.
The target is each 64-bit figure no worse than 0.8x its 32-bit one. Needs
i686-w64-mingw32-gcc and x86_64-w64-mingw32-gcc; without them the script says so and
exits 2.
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)

from bench_guest import best, frozen_cpu, line  # noqa: E402  (after the path set-up)

#: The two builds: the compiler prefix and the label the figures carry.
WIDTHS = (("i686", "32-bit"), ("x86_64", "64-bit"))
CALLS = 1000000


def build(tmp, prefix, name):
    """``name``.c from bench/guests built with ``prefix``-w64-mingw32-gcc -O2."""
    exe = os.path.join(tmp, "%s_%s.exe" % (name, prefix))
    subprocess.run([prefix + "-w64-mingw32-gcc", "-O2", "-s", "-o", exe,
                    os.path.join(HERE, "guests", name + ".c")], check=True)
    return exe


def measure(tmp, prefix):
    """(API calls per second, compute seconds) of one width's builds."""
    api = build(tmp, prefix, "apiloop")
    calls = best(lambda: frozen_cpu(api, str(CALLS))) - best(lambda: frozen_cpu(api, "1"))
    cpu = build(tmp, prefix, "cpubound")
    compute = best(lambda: frozen_cpu(cpu)) - best(lambda: frozen_cpu(cpu, "1"))
    return (CALLS - 1) / max(calls, 1e-6), max(compute, 1e-6)


def main():
    missing = [p for p, _ in WIDTHS if not shutil.which(p + "-w64-mingw32-gcc")]
    if missing:
        sys.stderr.write("bench_width: needs %s (Debian gcc-mingw-w64-i686, "
                         "gcc-mingw-w64-x86-64)\n"
                         % ", ".join(p + "-w64-mingw32-gcc" for p in missing))
        return 2
    tmp = tempfile.mkdtemp(prefix="bench-width-")
    try:
        figures = {}
        for prefix, label in WIDTHS:
            rate, compute = figures[label] = measure(tmp, prefix)
            line("%s: API calls/s (GetLastError)" % label, "%.0f" % rate, "calls/s")
            line("%s: guest compute (cpubound.exe)" % label, "%.3f" % compute, "s")
        (rate32, compute32), (rate64, compute64) = figures["32-bit"], figures["64-bit"]
        api_ratio, compute_ratio = rate64 / rate32, compute32 / compute64
        line("  64-bit / 32-bit API call rate", "%.2f" % api_ratio, "x", ">= 0.8",
             api_ratio >= 0.8)
        line("  64-bit / 32-bit compute speed", "%.2f" % compute_ratio, "x", ">= 0.8",
             compute_ratio >= 0.8)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
