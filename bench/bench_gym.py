"""Gymnasium step rates (issue 19 item 3), each next to a baseline measured in the same run.

    python3 bench/bench_gym.py [--steps N]

- ``wineagent/Desktop-v0``, winmine, frameskip 8, on one core: random actions (the action
  space's own samples, seeded) and clicks on the board's safe cells of ``/seed 1`` (the
  guest repaints every step; the game is won at the 71st click and the episode runs on,
  winmine not ending, so the later clicks repaint the won board). Baseline: the same env observing through a PNG-coded image (``png()`` turned
  into an array), as it did before frames were arrays.
- The env's own cost: noop actions (nothing for the guest to draw), steps/s.
- Vector envs of 4 desktops, random actions, batched steps/s:
  :class:`wineagent.gym.DesktopVectorEnv` (``copy=False``) against Gymnasium's
  ``SyncVectorEnv`` over the same envs.
"""

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

import gymnasium  # noqa: E402
import numpy as np  # noqa: E402

from wineagent.gym import ACTION_NAMES, DesktopVectorEnv  # noqa: E402
from wineagent.gym.env import DesktopEnv  # noqa: E402

#: winmine /seed 1's mines (docs/apps.md): the board clicks go to every other cell, so
#: every step repaints (the game won at the 71st; the episode runs on), not a mine every
#: few clicks
MINES = {(3, 0), (8, 1), (7, 2), (8, 2), (7, 4), (7, 5), (0, 6), (7, 6), (5, 8), (7, 8)}
BOARD = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)
         if (cx, cy) not in MINES]


def line(name, value, unit, target, ok=True):
    print("%-50s %10s %-9s target %-14s %s" % (name, value, unit, target,
                                              "ok" if ok else "MISSES TARGET"))
    sys.stdout.flush()


class PngObservingEnv(DesktopEnv):
    """The baseline: observes through the png command's image, as before frames were
    arrays (a copy of the frame, then numpy's conversion of the Pillow image)."""

    def _observe(self, snap=None):
        obs, snap = DesktopEnv._observe(self, snap)
        obs["screen"] = self._frame = np.asarray(self.desktop.png(), dtype=np.uint8)
        return obs, snap


def click(point):
    return {"type": ACTION_NAMES.index("click"), "point": np.array(point),
            "point2": np.zeros(2, dtype=np.int64), "button": 0, "key": 1, "text": ""}


def rate(env, actions, reset_seed=None):
    """Steps per second of ``env`` over ``actions`` (resetting when an episode ends)."""
    env.reset(seed=1)
    t = time.perf_counter()
    for a in actions:
        _, _, term, trunc, _ = env.step(a)
        if np.ndim(term) == 0 and (term or trunc):   # vector envs reset by themselves
            env.reset(seed=reset_seed)
    return len(actions) / (time.perf_counter() - t)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=1500, help="steps per figure")
    a = ap.parse_args(argv)
    n = a.steps
    new = DesktopEnv(app="winmine", frameskip=8)
    old = PngObservingEnv(app="winmine", frameskip=8)
    new.action_space.seed(0)
    randoms = [new.action_space.sample() for _ in range(n)]
    clicks = [click(BOARD[i % len(BOARD)]) for i in range(n // 3)]
    noop = dict(randoms[0], type=0)

    base = rate(old, randoms)
    fast = rate(new, randoms)
    line("baseline: random actions, PNG-path observation", "%.0f" % base, "steps/s", "-")
    line("random actions, frameskip 8", "%.0f" % fast, "steps/s", ">= 2,000", fast >= 2000)
    line("  / baseline", "%.2f" % (fast / base), "x", "-")
    base = rate(old, clicks, reset_seed=1)
    fast = rate(new, clicks, reset_seed=1)
    line("baseline: board clicks, PNG-path observation", "%.0f" % base, "steps/s", "-")
    line("board clicks, frameskip 8", "%.0f" % fast, "steps/s", ">= 1,000", fast >= 1000)
    line("  / baseline", "%.2f" % (fast / base), "x", "-")
    base = rate(old, [noop] * n)
    fast = rate(new, [noop] * n)
    line("baseline: noop, PNG-path observation", "%.0f" % base, "steps/s", "-")
    line("noop (the env's own cost)", "%.0f" % fast, "steps/s", "-")
    line("  / baseline", "%.2f" % (fast / base), "x", "-")
    old.close()
    new.close()

    k = 4
    batched = [{key: (tuple(randoms[(i * k + j) % n][key] for j in range(k))
                      if key == "text" else
                      np.stack([randoms[(i * k + j) % n][key] for j in range(k)]))
                for key in randoms[0]} for i in range(n // k)]
    make = lambda: DesktopEnv(app="winmine", frameskip=8)   # noqa: E731
    sync = gymnasium.vector.SyncVectorEnv([make] * k)
    ours = DesktopVectorEnv(k, copy=False, app="winmine", frameskip=8)
    base = rate(sync, batched)
    fast = rate(ours, batched)
    line("baseline: SyncVectorEnv of %d, random actions" % k, "%.0f" % (base * k),
         "steps/s", "-")
    line("DesktopVectorEnv of %d, random actions" % k, "%.0f" % (fast * k), "steps/s", "-")
    line("  / baseline", "%.2f" % (fast / base), "x", "-")
    sync.close()
    ours.close()


if __name__ == "__main__":
    main(sys.argv[1:])
