"""A shell agent's look-act cycle (click, step, png) with `wineagent ctl` (issue 13, item 8).

    python3 bench/bench_ctl_chain.py [ROUNDS]

Against one frozen winmine CLI VM, rounds interleaved so load drifts hit every path alike:

- three `ctl` processes: `ctl click`, `ctl step 1`, `ctl png FILE`;
- one chained `ctl` process: `ctl click X,Y + step 1 + png FILE` (one array request);
- `python3 -c pass`: the interpreter's own start-up, the floor of any process.

Prints the median and p90 of each in ms and the ratio three-processes / chained.
"""

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

sys.path.insert(0, HERE)
from bench_control import pct  # noqa: E402


def timed(argvs, environ):
    """Wall ms to run each argv in turn (each must exit 0)."""
    t = time.perf_counter()
    for argv in argvs:
        subprocess.run(argv, env=environ, check=True, capture_output=True)
    return (time.perf_counter() - t) * 1000


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    p = RunProcess("--app=winmine", "--control=0", "--frozen", "--max-seconds=600")
    out = os.path.join(tempfile.mkdtemp(), "a.png")
    environ = env()
    target = ["-s", ":%d" % p.port]
    three = [wineagent_cmd("ctl", *target, "click", "63,93"),
             wineagent_cmd("ctl", *target, "step", "1"),
             wineagent_cmd("ctl", *target, "png", out)]
    chained = [wineagent_cmd("ctl", *target, "click", "63,93", "+", "step", "1", "+",
                             "png", out)]
    floor = [[sys.executable, "-c", "pass"]]
    results = {"three ctl processes": [], "one chained ctl": [], "python3 -c pass": []}
    try:
        timed(chained, environ)   # warm the page cache and the VM's first png
        for _ in range(rounds):
            results["three ctl processes"].append(timed(three, environ))
            results["one chained ctl"].append(timed(chained, environ))
            results["python3 -c pass"].append(timed(floor, environ))
    finally:
        p.close()
    for name, values in results.items():
        print("%-22s p50 %7.1f ms   p90 %7.1f ms" % (name, pct(values, 50), pct(values, 90)))
    ratio = pct(results["three ctl processes"], 50) / pct(results["one chained ctl"], 50)
    print("three processes / chained (p50): %.2fx over %d rounds" % (ratio, rounds))


if __name__ == "__main__":
    main()
