"""Aggregate environment steps per second: desktops in Ray actors against the same number
of desktops in this process (issue 13, item 5).

    python3 bench/bench_ray.py [--counts 1,2,4] [--steps 60] [--cpus N]

Each environment is a :class:`wineagent.gym.DesktopEnv` on winmine, frameskip 8, stepped
with clicks on the board's cells. In-process: N environments stepped one after another in
one Python process (one core at most: the emulator holds the GIL). Ray: a
:class:`wineagent.ray.RayVectorEnv` of N actors on a local cluster of ``--cpus`` CPUs (the
machine's count by default), each vector step sending N actions at once. Steps/s count
every sub-environment's step. Ray cannot beat the machine's core count: on a 2-core
machine 4 actors share 2 cores.
"""

import argparse
import os
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

import ray  # noqa: E402

import wineagent.ray as wray  # noqa: E402
from wineagent.gym import ACTION_NAMES, DesktopEnv  # noqa: E402

CELLS = [(63 + 16 * cx, 92 + 16 * cy) for cy in range(9) for cx in range(9)]
CLICK = ACTION_NAMES.index("click")


def action(i):
    x, y = CELLS[i % len(CELLS)]
    return {"type": CLICK, "point": np.array([x, y]), "point2": np.array([0, 0]),
            "button": 0, "key": 1, "text": ""}


def in_process(n, steps):
    envs = [DesktopEnv(app="winmine", frameskip=8) for _ in range(n)]
    for k, e in enumerate(envs):
        e.reset(seed=k + 1)
    t = time.perf_counter()
    for i in range(steps):
        for e in envs:
            e.step(action(i))
    rate = n * steps / (time.perf_counter() - t)
    for e in envs:
        e.close()
    return rate


def on_ray(n, steps):
    env = wray.RayVectorEnv(n, app="winmine", frameskip=8)
    try:
        env.reset(seed=1)
        t = time.perf_counter()
        for i in range(steps):
            one = action(i)
            env.step({k: np.array([v] * n) if k != "text" else ("",) * n
                      for k, v in one.items()})
        return n * steps / (time.perf_counter() - t)
    finally:
        env.close()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--counts", default="1,2,4")
    ap.add_argument("--steps", type=int, default=60, help="vector steps per measurement")
    ap.add_argument("--cpus", type=int, default=os.cpu_count())
    opts = ap.parse_args()
    counts = [int(c) for c in opts.counts.split(",")]
    ray.init(num_cpus=max(opts.cpus, max(counts)), include_dashboard=False,
             log_to_driver=False, runtime_env={"env_vars": {"PYTHONPATH": ROOT}})
    print("winmine, frameskip 8, click actions; %d steps per environment; %d cores here"
          % (opts.steps, os.cpu_count()))
    print("%-8s %16s %16s %8s" % ("envs", "in-process st/s", "Ray actors st/s", "ratio"))
    try:
        for n in counts:
            local = in_process(n, opts.steps)
            remote = on_ray(n, opts.steps)
            print("%-8d %16.1f %16.1f %8.2f" % (n, local, remote, remote / local))
    finally:
        ray.shutdown()


if __name__ == "__main__":
    main()
