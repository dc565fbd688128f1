"""The Gymnasium env's step-rate paths give what the general ones give (bench/README.md,
"Session 34: the step rate"): the snapshot taken in the step's own batch, the windows text
kept while what it reads is unchanged, and the screen observation from the env's frame
mirror."""

import numpy as np
import pytest

from wineagent.control.snapshot import text_tree
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
        # the kept windows text is the one made from this step's snapshot
        assert obs["windows"] == text_tree(env._snapshot, limit=env.max_text)
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


def test_the_frame_mirror_and_the_read_only_frames_are_the_composed_screen(actions, tmp_path):
    state_path = tmp_path / "s.wastate"
    # The mirror is brought up to date from the compositor's changed boxes; each
    # observation must still be the whole screen composed now, a savestate load (a new
    # GDI) included, and each step's copy the caller's own.
    mirrored = DesktopEnv(app="winmine", frameskip=8)
    shared = DesktopEnv(app="winmine", frameskip=8, copy_screen=False)
    try:
        for env in (mirrored, shared):
            env.reset(seed=1)
        kept = []
        for i, a in enumerate(actions):
            if i == 60:
                for env in (mirrored, shared):
                    env.desktop.save(str(state_path))
                    env.desktop.step(3)
                    env.desktop.load(str(state_path))
            seen = []
            for env in (mirrored, shared):
                obs, _, term, trunc, _ = env.step(a)
                full = np.asarray(env.desktop.vm.gdi.compose())
                assert np.array_equal(obs["screen"], full), i
                seen.append(obs["screen"])
                if term or trunc:
                    env.reset(seed=1)
            mine, theirs = seen
            assert mine.flags.writeable and not theirs.flags.writeable
            mine[:] = 0        # the caller's copy: nothing else writes it or sees this
            if i % 10 == 0:
                kept.append(mine)
        bad = [i for i, a in enumerate(kept) if a.any()]
        assert not bad, bad
    finally:
        mirrored.close()
        shared.close()
