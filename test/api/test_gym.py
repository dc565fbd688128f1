"""The Gymnasium environment (docs/gym.md): registration, spaces, check_env, determinism,
the winmine example task, termination on exit, the JSON-command wrapper, a vector of 2."""

import subprocess
import sys

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import procs
import wineagent.gym
from wineagent.gym import ACTION_NAMES, CommandActions, WinmineReveal


def act(kind, point=(0, 0), point2=(0, 0), key=1, text="", button=0):
    return {"type": ACTION_NAMES.index(kind), "point": np.array(point),
            "point2": np.array(point2), "button": button, "key": key, "text": text,
            "scroll": 0, "horizontal": 0, "mods": np.zeros(3, np.int8)}


def cell(cx, cy):
    """winmine's beginner cell (cx, cy) on screen (docs/apps.md)."""
    return 63 + 16 * cx, 93 + 16 * cy


def make(**kw):
    return gymnasium.make("wineagent/Desktop-v0", app="winmine", frameskip=8, **kw)


@pytest.fixture
def opened():
    """opened(env) -> env, closed after the test."""
    envs = []
    yield lambda env: envs.append(env) or env
    for env in envs:
        env.close()


def test_the_package_registers_the_environment_and_check_env_passes(opened):
    assert wineagent.gym.ENV_ID in gymnasium.registry
    env = opened(make())
    check_env(env.unwrapped)
    assert env.observation_space["screen"].shape == (480, 640, 3)


def test_the_module_colon_id_form_needs_no_import():
    code = ("import gymnasium, sys; "
            "env = gymnasium.make('wineagent.gym:wineagent/Desktop-v0', app='hello'); "
            "obs, _ = env.reset(seed=0); env.close(); print(obs['windows'])")
    out = subprocess.run([sys.executable, "-c", code], env=procs.env(), cwd=procs.ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert '"Hello"' in out.stdout


def test_reset_with_a_seed_is_deterministic_and_seeds_differ(opened):
    a, b = opened(make()), opened(make())
    obs_a, info = a.reset(seed=1)
    obs_b, _ = b.reset(seed=1)
    assert info["args"] == "/seed 1"
    for env_obs in (obs_a, obs_b):
        assert env_obs in a.observation_space
    assert np.array_equal(obs_a["screen"], obs_b["screen"])
    steps = [e.step(act("click", cell(4, 4)))[0] for e in (a, b)]
    assert np.array_equal(steps[0]["screen"], steps[1]["screen"])
    assert steps[0]["windows"] == steps[1]["windows"] and steps[0]["step"] == 38
    other, _ = b.reset(seed=2)
    again = b.step(act("click", cell(4, 4)))[0]
    assert not np.array_equal(again["screen"], steps[0]["screen"])   # another board


def test_reward_is_zero_without_a_task(opened):
    env = opened(make())
    env.reset(seed=1)
    _, reward, terminated, truncated, _ = env.step(act("click", cell(0, 0)))
    assert (reward, terminated, truncated) == (0.0, False, False)


def test_the_winmine_task_rewards_revealed_cells_and_ends_on_a_mine(opened):
    # /seed 1: (0,0) is safe and opens a region, (3,0) is a mine (docs/apps.md).
    env = opened(make(reward_fn="winmine"))
    env.reset(seed=1)
    _, r1, t1, _, _ = env.step(act("click", cell(0, 0)))
    _, r2, t2, _, _ = env.step(act("click", cell(0, 0)))      # already revealed
    _, r3, t3, _, _ = env.step(act("click", cell(8, 0)))
    _, r4, t4, _, _ = env.step(act("click", cell(3, 0)))
    assert r1 > 1 and not t1
    assert (r2, t2) == (0.0, False)
    assert (r3, t3) == (1.0, False)
    assert (r4, t4) == (-10.0, True)


def test_the_winmine_task_ends_a_won_board(opened):
    safe = [(0, 0), (8, 0), (7, 3), (8, 3), (8, 4), (8, 5), (8, 6), (7, 7), (8, 7), (6, 8),
            (8, 8)]
    env = opened(make(reward_fn=WinmineReveal()))
    env.reset(seed=1)
    total, done = 0.0, False
    for c in safe:
        assert not done
        _, r, done, _, _ = env.step(act("click", cell(*c)))
        total += r
    assert done and total == 71


def test_the_winmine_task_counts_no_cell_of_a_board_dragged_off_the_screen(opened):
    # A random drag can pull the window down until its board leaves the 640x480 screen:
    # the cells below the edge are not seen (they used to be read past the frame).
    env = opened(make(reward_fn="winmine"))
    env.reset(seed=1)
    env.step(act("click", cell(0, 0)))                       # reveal a region first
    _, r, t, _, _ = env.step(act("drag", (150, 10), (150, 400)))   # by the caption
    assert not t
    snap = env.unwrapped.desktop.snapshot()
    main = [w for w in snap["windows"] if w["class"] == "Minesweeper"][0]
    assert main["rect"][3] > 480                             # partly off the screen
    _, r, t, _, _ = env.step(act("click", (5, 5)))            # the desktop: nothing changes
    assert (r, t) == (0.0, False)


def test_terminated_when_the_program_exits_and_events_say_so(opened):
    env = opened(CommandActions(make()))
    env.reset(seed=1)
    _, _, terminated, _, info = env.step('{"action": "key", "args": {"key": "alt+f4"}}')
    assert terminated
    kinds = [e["type"] for e in info["events"]]
    assert "window-closed" in kinds and kinds[-1] == "exit"


def test_the_command_wrapper_reports_a_bad_action_without_crashing(opened):
    env = opened(CommandActions(make()))
    env.reset(seed=1)
    obs, reward, terminated, _, info = env.step("not json")
    assert not terminated and obs["step"] == 38
    assert info["events"][0]["type"] == "action-error"
    _, _, _, _, info = env.step('[{"action": "click", "args": {"x": 9999, "y": 1}}]')
    assert info["events"][0]["error"] == "point 9999,1 is off the 640x480 screen"


def test_every_action_kind_runs(opened):
    env = opened(make())
    env.reset(seed=1)
    for kind in ACTION_NAMES:
        obs, _, _, _, info = env.step(act(kind, (70, 100), (90, 120), key=0x71,
                                          text="ab"))
        assert [e for e in info["events"] if e["type"] == "action-error"] == [], kind
    assert obs["step"] == 30 + 8 * len(ACTION_NAMES)


def test_an_async_vector_of_two_desktops_steps_in_parallel_processes():
    # shared_memory=False: gymnasium's shared memory reads Text observations only once
    # (Farama-Foundation/Gymnasium#1164), so `windows` would go stale.
    venv = gymnasium.vector.AsyncVectorEnv([make, make], shared_memory=False)
    try:
        obs, info = venv.reset(seed=[1, 2])
        assert obs["screen"].shape == (2, 480, 640, 3)
        assert list(info["guest_seed"]) == [1, 2]
        actions = {k: np.stack([v, v]) for k, v in act("click", cell(0, 0)).items()}
        actions["text"] = ("", "")
        obs, reward, terminated, truncated, _ = venv.step(actions)
        assert list(obs["step"]) == [38, 38]
        assert not np.array_equal(obs["screen"][0], obs["screen"][1])   # two boards
        assert all('"Minesweeper"' in w for w in obs["windows"])
    finally:
        venv.close()
