"""The in-process vector environment (docs/gym.md, "Vector environments"): N desktops
stepped independently and deterministically; the same batches as Gymnasium's
SyncVectorEnv over the same envs; autoreset on the next step."""

import gymnasium
import numpy as np
import pytest

import wineagent.gym
from wineagent.gym import ACTION_NAMES, DesktopVectorEnv


def cell(cx, cy):
    """winmine's beginner cell (cx, cy) on screen (docs/apps.md)."""
    return 63 + 16 * cx, 93 + 16 * cy


def actions(n, kinds, points):
    """A batched action dict: env i does kinds[i] at points[i]."""
    return {"type": np.array([ACTION_NAMES.index(k) for k in kinds]),
            "point": np.array(points), "point2": np.zeros((n, 2), dtype=np.int64),
            "button": np.zeros(n, dtype=np.int64), "key": np.ones(n, dtype=np.int64),
            "text": tuple("" for _ in range(n)), "scroll": np.zeros(n, dtype=np.int64),
            "horizontal": np.zeros(n, dtype=np.int64), "mods": np.zeros((n, 3), dtype=np.int8)}


@pytest.fixture
def vec():
    envs = []

    def make(n=3, **kw):
        env = DesktopVectorEnv(n, app="winmine", frameskip=8, **kw)
        envs.append(env)
        return env
    yield make
    for env in envs:
        env.close()


def test_each_desktop_steps_on_its_own_action(vec):
    env = vec(3)
    obs, info = env.reset(seed=1)
    assert obs["screen"].shape == (3, 480, 640, 3)
    assert list(info["guest_seed"]) == [1, 2, 3]
    # only desktop 1 clicks; 0 and 2 do nothing
    after, rewards, term, trunc, _ = env.step(
        actions(3, ["noop", "click", "noop"], [cell(0, 0)] * 3))
    assert np.array_equal(after["screen"][0], obs["screen"][0])
    assert np.array_equal(after["screen"][2], obs["screen"][2])
    assert not np.array_equal(after["screen"][1], obs["screen"][1])
    assert list(after["step"]) == [38, 38, 38]          # settle 30 + frameskip 8 each


def test_the_same_seed_and_actions_give_the_same_batches(vec):
    runs = []
    for _ in range(2):
        env = vec(2)
        env.reset(seed=5)
        batch = env.step(actions(2, ["click", "click"], [cell(0, 0), cell(4, 4)]))[0]
        runs.append(batch)
        env.close()
    assert np.array_equal(runs[0]["screen"], runs[1]["screen"])
    assert list(runs[0]["windows"]) == list(runs[1]["windows"])


def test_batches_equal_gymnasiums_sync_vector_env(vec):
    make = lambda: gymnasium.make("wineagent/Desktop-v0", app="winmine",  # noqa: E731
                                  frameskip=8)
    sync = gymnasium.vector.SyncVectorEnv([make, make])
    try:
        ours = vec(2)
        a, _ = ours.reset(seed=1)
        b, _ = sync.reset(seed=1)
        assert np.array_equal(a["screen"], b["screen"])
        step = actions(2, ["click", "dblclick"], [cell(0, 0), cell(2, 7)])
        a = ours.step(step)[0]
        b = sync.step(step)[0]
        assert np.array_equal(a["screen"], b["screen"])
        assert list(a["windows"]) == list(b["windows"])
    finally:
        sync.close()


def test_an_ended_desktop_resets_on_the_next_step(vec):
    env = vec(2, reward_fn="winmine")
    env.reset(seed=1)
    mine = cell(3, 0)          # /seed 1: a mine once (0,0) has been revealed (docs/gym.md)
    env.step(actions(2, ["click", "noop"], [cell(0, 0), mine]))
    _, rewards, term, _, _ = env.step(actions(2, ["click", "noop"], [mine, mine]))
    assert list(term) == [True, False] and rewards[0] < 0
    obs, rewards, term, _, info = env.step(actions(2, ["noop", "noop"], [mine, mine]))
    assert list(term) == [False, False] and rewards[0] == 0
    assert int(obs["step"][0]) == 30        # a fresh desktop after its settle
    assert info["events"][0] == [{"type": "reset"}]


def test_without_copy_the_batch_buffer_is_reused(vec):
    env = vec(2, copy=False)
    a, _ = env.reset(seed=1)
    b = env.step(actions(2, ["noop", "noop"], [(0, 0)] * 2))[0]
    assert a["screen"] is b["screen"]
