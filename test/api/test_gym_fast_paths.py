"""The Gymnasium env's step-rate paths give what the general ones give (bench/README.md,
"Session 34: the step rate"): the snapshot taken in the step's own batch, and (below)
the screen observation from the env's frame mirror."""

import numpy as np
import pytest

from wineagent.gym import ACTION_NAMES
from wineagent.gym.env import DesktopEnv


class SeparateLookEnv(DesktopEnv):
    """The general path: the step's batch, then a snapshot of its own (as before the
    snapshot went into the batch)."""

    def _observe(self, snap=None):
        return DesktopEnv._observe(self, None)


def _run(env, actions):
    out = []
    obs, info = env.reset(seed=1)
    out.append((obs["screen"].copy(), obs["windows"], int(obs["step"]), info))
    for a in actions:
        obs, reward, term, trunc, info = env.step(a)
        out.append((obs["screen"].copy(), obs["windows"], int(obs["step"]), reward, term,
                    info, env._snapshot))
        if term or trunc:
            obs, info = env.reset(seed=1)
            out.append((obs["screen"].copy(), obs["windows"], int(obs["step"]), info))
    return out


def _same(a, b):
    assert len(a) == len(b)
    for i, (x, y) in enumerate(zip(a, b)):
        assert np.array_equal(x[0], y[0]), i
        assert x[1:] == y[1:], i


@pytest.fixture(scope="module")
def actions():
    env = DesktopEnv(app="winmine")
    env.action_space.seed(7)
    acts = [env.action_space.sample() for _ in range(120)]
    # an action the desktop refuses (a key code out of range): its error in the events,
    # the snapshot taken all the same
    acts.insert(5, dict(acts[0], type=ACTION_NAMES.index("key"), key=100000))
    return acts


def test_the_snapshot_in_the_steps_batch_is_the_one_taken_after_it(actions):
    fast, slow = DesktopEnv(app="winmine", frameskip=8), SeparateLookEnv(app="winmine",
                                                                         frameskip=8)
    try:
        a, b = _run(fast, actions), _run(slow, actions)
        assert any(e["type"] == "action-error" for x in a[1:] if len(x) > 4
                   for e in x[5]["events"])
        _same(a, b)
    finally:
        fast.close()
        slow.close()
