"""Gymnasium step rates of two checkouts, interleaved, in process CPU time (a shared,
loaded machine makes wall-clock step rates noise; CPU time is steadier, and the pairs are
measured in the same minutes).

    python3 bench/bench_gym_ab.py TREE_A TREE_B [--rounds 4] [--steps 300]

Each round runs one fresh process per tree (alternating which goes first) with that
tree's ``wineagent`` first on the path: ``DesktopEnv(app="winmine", frameskip=8)``, the
same seeded random actions, /seed 1's safe board cells in turn (bench_gym.py's board
clicks) and noop actions, ``--steps`` each; the resets an ended episode needs are not
counted. Prints each tree's steps/s per round and the B/A ratio of each pair (median).
"""

import argparse
import json
import os
import subprocess
import sys

CHILD = r'''
import sys, time, json
import numpy as np
from wineagent.gym.env import DesktopEnv
n = int(sys.argv[1])
MINES = {(3, 0), (8, 1), (7, 2), (8, 2), (7, 4), (7, 5), (0, 6), (7, 6), (5, 8), (7, 8)}
SAFE = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)
        if (cx, cy) not in MINES]
env = DesktopEnv(app="winmine", frameskip=8)
env.action_space.seed(0)
rnd = [env.action_space.sample() for _ in range(n)]
clk = [{"type": 2, "point": np.array(SAFE[i % len(SAFE)]), "point2": np.zeros(2, np.int64),
        "button": 0, "key": 1, "text": ""} for i in range(n)]
noop = [dict(rnd[0], type=0)] * n
out = {}
for name, acts in (("random", rnd), ("click", clk), ("noop", noop)):
    env.reset(seed=1)
    t = time.process_time()
    resets = 0.0
    for a in acts:
        _, _, term, trunc, _ = env.step(a)
        if term or trunc:
            r = time.process_time()
            env.reset(seed=1)
            resets += time.process_time() - r
    out[name] = n / (time.process_time() - t - resets)
env.close()
print(json.dumps(out))
'''

KINDS = ("random", "click", "noop")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", help="checkout A")
    ap.add_argument("b", help="checkout B")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--steps", type=int, default=300)
    args = ap.parse_args(argv)
    trees = [os.path.abspath(args.a), os.path.abspath(args.b)]
    got = {t: [] for t in trees}
    for i in range(args.rounds):
        for tree in (trees if i % 2 == 0 else trees[::-1]):
            # the tree first; then the caller's path (gymnasium installed outside the venv)
            path = os.pathsep.join(d for d in (tree, os.environ.get("PYTHONPATH")) if d)
            p = subprocess.run([sys.executable, "-c", CHILD, str(args.steps)], cwd=tree,
                               env=dict(os.environ, PYTHONPATH=path), capture_output=True,
                               text=True, check=True)
            got[tree].append(json.loads(p.stdout.strip().splitlines()[-1]))
    for name, tree in zip("AB", trees):
        print("%s %s" % (name, tree))
        for k in KINDS:
            print("  %-7s %s steps/s (CPU)" % (k, " / ".join("%.0f" % r[k] for r in got[tree])))
    for k in KINDS:
        ratios = sorted(b[k] / a[k] for a, b in zip(got[trees[0]], got[trees[1]]))
        print("%-7s B/A per pair: %s  median %.2f" % (
            k, " ".join("%.2f" % x for x in ratios), ratios[len(ratios) // 2]))


if __name__ == "__main__":
    main(sys.argv[1:])
