"""The Gymnasium env's Dict action scrolls and presses key combinations, and its ``info``
dicts and events carry exactly the keys docs/gym.md's tables document (issue 20, item 11)."""

import os
import re

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import wineagent.gym  # noqa: F401  (registers the env)
from wineagent.gym import ACTION_NAMES, MOD_NAMES

from paths import ROOT
DOC = os.path.join(ROOT, "docs", "gym.md")


def act(kind, point=(0, 0), key=1, text="", scroll=0, horizontal=0, mods=(0, 0, 0)):
    """A full Dict action (every key present, as a policy sampling the space sends)."""
    return {"type": ACTION_NAMES.index(kind), "point": np.array(point),
            "point2": np.array((0, 0)), "button": 0, "key": key, "text": text,
            "scroll": scroll, "horizontal": horizontal, "mods": np.array(mods, np.int8)}


def doc_table(marker):
    """{first cell: set of `names` in the second cell} of the table after ``marker``
    (a cell of "(none)": the empty set)."""
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    body = text.split("<!-- %s -->" % marker, 1)[1].strip().split("\n\n", 1)[0]
    rows = {}
    for line in body.splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        first = re.findall(r"`([^`]+)`", cells[0])[0]
        # What is in parentheses explains, it names no key.
        rows[first] = set(re.findall(r"`([^`]+)`", re.sub(r"\([^)]*\)", "", cells[1])))
    return rows


@pytest.fixture
def env():
    envs = []

    def make(**kw):
        e = gymnasium.make("wineagent/Desktop-v0", **kw).unwrapped
        envs.append(e)
        return e
    yield make
    for e in envs:
        e.close()


def test_the_action_space_has_scroll_horizontal_and_mods_and_check_env_passes(env):
    e = env(app="hello", frameskip=2, settle=10)
    space = e.action_space
    assert ACTION_NAMES[-1] == "scroll" and space["type"].n == len(ACTION_NAMES)
    assert space["scroll"].start == -10 and space["scroll"].n == 21
    assert space["horizontal"].n == 2
    assert space["mods"].n == len(MOD_NAMES) == 3
    check_env(e)
    e.reset(seed=0)
    for _ in range(5):           # sampled actions (every kind, any mods) run without error
        _, _, _, _, info = e.step(space.sample())
        assert [v for v in info["events"] if v["type"] == "action-error"] == []


def test_what_an_action_sends():
    e = wineagent.gym.DesktopEnv(app="hello")
    cmds = e._commands
    assert cmds(act("scroll", (10, 20), scroll=-2)) == [
        ("wheel", {"x": 10, "y": 20, "delta": -240})]
    assert cmds(act("scroll", (10, 20), scroll=1, horizontal=1)) == [
        ("wheel", {"x": 10, "y": 20, "delta": 120, "horizontal": True})]
    assert cmds(act("scroll", (10, 20), scroll=0)) == []
    assert cmds(act("key", key=0x53, mods=(1, 1, 0))) == [
        ("key", {"key": 0x53, "mods": ["ctrl", "shift"]})]
    assert cmds(act("click", (5, 6), mods=(0, 1, 0))) == [
        ("keydown", {"key": "shift"}), ("click", {"x": 5, "y": 6, "button": "left"}),
        ("keyup", {"key": "shift"})]
    # An action written before scroll/mods existed still works.
    old = {"type": 5, "point": [0, 0], "point2": [0, 0], "button": 0, "key": 13, "text": ""}
    assert cmds(old) == [("key", {"key": 13, "mods": []})]


def test_scroll_scrolls_notepad_and_a_ctrl_combination_selects_all(env):
    e = env(app="notepad", frameskip=10, settle=30)
    e.reset(seed=0)
    e.step(act("type", text="one"))
    d = e.desktop
    d.type("".join("line %d\n" % i for i in range(60)))
    d.step(40)
    d.key("ctrl+home")
    d.step(10)
    edit = d.find(cls="EDIT")
    state = d.vm.wm.get(edit["hwnd"]).state["edit"]
    assert state.top == 0
    x, y = (edit["rect"][0] + 40, edit["rect"][1] + 40)
    obs0 = e.step(act("noop"))[0]["screen"]
    obs, _, _, _, info = e.step(act("scroll", (x, y), scroll=-2))
    assert state.top == 6                                  # two notches, three lines each
    assert not np.array_equal(obs["screen"], obs0)
    e.step(act("scroll", (x, y), scroll=2))
    assert state.top == 0
    # ctrl+A (VK 0x41) selects all; typing then replaces the whole text.
    e.step(act("key", key=0x41, mods=(1, 0, 0)))
    e.step(act("type", text="x"))
    assert d.text(edit["ref"]) == "x"


def test_info_and_event_keys_are_the_documented_ones(env):
    info_keys = doc_table("gym-info-keys")
    event_keys = doc_table("gym-event-keys")
    assert set(info_keys) == {"reset()", "step()"}
    assert set(event_keys) == {"reset", "action-error", "window-opened", "window-closed",
                               "messagebox", "exit"}
    e = env(app="hello", frameskip=10, settle=30)
    seen = []
    obs, info = e.reset(seed=0)
    assert set(info) == info_keys["reset()"]
    seen += info["events"]
    hello = e.desktop.find(title="Hello")
    cx = (hello["rect"][0] + hello["rect"][2]) // 2
    cy = (hello["rect"][1] + hello["rect"][3]) // 2
    steps = [act("click", (cx, cy)),                       # a MessageBox opens
             act("key", key=13),                           # Enter closes it
             {**act("click"), "point": np.array((9999, 1))},   # off the screen
             act("key", key=0x73, mods=(0, 0, 1))]         # alt+F4: the program exits
    for a in steps:
        obs, _, _, _, info = e.step(a)
        assert set(info) == info_keys["step()"]
        seen += info["events"]
        for v in info["events"]:
            if v["type"] == "window-opened":      # its ref is the one `windows` shows
                assert re.search(r"^\s*%s %s " % (v["ref"], re.escape(v["class"])),
                                 obs["windows"], re.M), (v, obs["windows"])
    kinds = {v["type"] for v in seen}
    assert kinds == set(event_keys), kinds
    for v in seen:
        assert set(v) - {"type"} == event_keys[v["type"]], v
