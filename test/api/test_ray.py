"""Desktops in Ray actors on a local cluster (wineagent.ray, docs/scale-out.md): the
Python API's methods through an actor, refs included, and a vector env over two actors."""

import os

import numpy as np
import pytest
import ray   # in the test extras: pip install -e '.[test]' (or 'wineagent[ray]')

import wineagent
import wineagent.ray as wray
from wineagent.gym import ACTION_NAMES

from paths import ROOT


@pytest.fixture(scope="module")
def cluster():
    """A local two-CPU Ray cluster whose workers import this checkout."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             runtime_env={"env_vars": {"PYTHONPATH": ROOT}})
    yield
    ray.shutdown()


def test_a_desktop_actor_has_the_python_apis_methods_and_its_errors(cluster):
    d = wray.DesktopActor.remote(app="winmine", args="/seed 1")
    ray.get(d.step.remote(30))
    assert ray.get(d.ping.remote())["app"] == "winmine"
    text = ray.get(d.text.remote())
    assert text.startswith('w1 Minesweeper "Minesweeper" [')
    ray.get(d.click.remote(63, 93))                 # cell (0,0) of the /seed 1 board
    replies = ray.get(d.run.remote([{"action": "step", "args": {"n": 4}},
                                    {"action": "png", "args": {"format": "raw"}}]))
    assert [r["ok"] for r in replies] == [True, True] and replies[1]["value"]["width"] == 640
    with wineagent.Desktop(app="winmine", args="/seed 1") as here:   # the same, in-process
        here.step(30)
        here.click(63, 93)
        here.step(4)
        assert ray.get(d.png.remote()).tobytes() == here.png().tobytes()
    with pytest.raises(wineagent.WineAgentError, match="point 9999,5 is off the 640x480"):
        ray.get(d.click.remote(9999, 5))
    ray.get(d.close.remote())
    assert ray.get(d.ended.remote()) == "closed"
    ray.kill(d)


def test_a_vector_env_of_two_actors_steps_both_and_resets_reproducibly(cluster):
    env = wray.RayVectorEnv(2, app="winmine", frameskip=8)
    try:
        obs, info = env.reset(seed=1)
        assert obs["screen"].shape == (2, 480, 640, 3)
        assert list(info["guest_seed"]) == [1, 2]
        click = {"type": np.array([ACTION_NAMES.index("click")] * 2),
                 "point": np.array([[63, 93], [63, 93]]), "point2": np.zeros((2, 2), int),
                 "button": np.zeros(2, int), "key": np.ones(2, int), "text": ("", ""),
                 "scroll": np.zeros(2, dtype=np.int64), "horizontal": np.zeros(2, dtype=np.int64),
                 "mods": np.zeros((2, 3), dtype=np.int8)}
        obs2, rewards, terminated, truncated, _ = env.step(click)
        assert obs2["screen"].shape == (2, 480, 640, 3) and rewards.shape == (2,)
        assert not (obs2["screen"] == obs["screen"]).all(axis=(1, 2, 3)).any()  # both moved
        again, _ = env.reset(seed=1)
        assert (again["screen"] == obs["screen"]).all()
        assert list(again["windows"]) == list(obs["windows"])
    finally:
        env.close()
