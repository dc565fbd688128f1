"""The in-process step path gives what the general one gives (bench/README.md, "Session
39"): the snapshot's guest part kept while the host counts no change, a command list with a
step run to its end in the call on an in-process desktop (the reactor's Deferred path
elsewhere), and the Gymnasium env's commands validated without the command dicts."""

import numpy as np
import pytest
from twisted.internet.task import Clock

from wineagent import Desktop
from wineagent.api import WineAgentError
from wineagent.api.local import open_frozen
from wineagent.control import protocol
from wineagent.control.dispatch import Dispatcher
from wineagent.gym import ACTION_NAMES
from wineagent.gym.env import DesktopEnv
from wineagent.host import Host

NOOP = ACTION_NAMES.index("noop")


def _fresh(host):
    """A snapshot read from the VM now, whatever the host kept (and keeps)."""
    kept, host._kept = host._kept, None
    try:
        return host.snapshot()
    finally:
        host._kept = kept


@pytest.fixture(scope="module")
def actions():
    env = DesktopEnv(app="winmine")
    env.action_space.seed(3)
    acts = [env.action_space.sample() for _ in range(90)]
    env.close()
    # runs of noops between the actions: a parked guest's steps that change nothing
    out = []
    for i, a in enumerate(acts):
        out.append(a)
        if i % 3 == 0:
            out.extend([dict(a, type=NOOP)] * 3)
    return out


def test_a_kept_snapshot_is_the_one_read_from_the_vm(actions, monkeypatch):
    reads = []
    guest_part = Host._guest_part
    monkeypatch.setattr(Host, "_guest_part",
                        staticmethod(lambda vm: reads.append(1) or guest_part(vm)))
    env = DesktopEnv(app="winmine", frameskip=8)
    try:
        env.reset(seed=1)
        kept_noops = 0
        for i, a in enumerate(actions):
            before = len(reads)
            _, _, term, trunc, _ = env.step(a)
            if a["type"] == NOOP and i and actions[i - 1]["type"] == NOOP:
                kept_noops += len(reads) == before
            # the env's snapshot (taken in the step's batch, kept or read) is the one the
            # VM gives now
            assert env._snapshot == _fresh(env.desktop.host), i
            if term or trunc:
                env.reset(seed=1)
        # a noop after a noop on a parked guest reads nothing of the VM
        assert kept_noops >= 20
    finally:
        env.close()


def test_each_snapshot_is_the_callers_own():
    d = Desktop(app="winmine")
    try:
        d.step(30)
        first = d.snapshot()
        first["windows"][0]["title"] = "changed by the caller"
        first["menus"].clear()
        first["handles"]["mine"] = 1
        d.step(8)             # parked: the kept part is given again
        again = d.snapshot()
        assert again == _fresh(d.host)
        assert again["windows"][0]["title"] == "Minesweeper" and again["menus"]
        assert "mine" not in again["handles"]
    finally:
        d.close()


def test_the_guest_running_is_seen_by_the_next_snapshot():
    d = Desktop(app="winmine")
    try:
        d.step(30)
        d.click(60, 31)             # the Game menu: queued, the guest has not run yet
        before = d.snapshot()
        assert [m["kind"] for m in before["menus"]] == ["bar"]
        d.step(8)                   # it opens the menu (no command but the step)
        after = d.snapshot()
        assert [m["kind"] for m in after["menus"]] != ["bar"]
        assert after == _fresh(d.host)
    finally:
        d.close()


def test_a_command_that_changes_what_the_snapshot_reads_is_seen_at_once():
    d = Desktop(app="winmine")
    try:
        d.step(30)
        hwnd = d.snapshot()["windows"][0]["hwnd"]
        d.eval("wm.get(%d).title = 'Renamed'" % hwnd)      # no batch runs
        assert d.snapshot()["windows"][0]["title"] == "Renamed"
    finally:
        d.close()


def test_a_loaded_state_is_snapshot_as_the_saved_one(tmp_path):
    d = Desktop(app="winmine")
    try:
        d.step(30)
        saved = d.snapshot()
        d.save(str(tmp_path / "s.wastate"))
        d.key("F2")           # a new game: the board repaints, the guest runs
        d.click(63, 93)
        d.step(8)
        d.load(str(tmp_path / "s.wastate"))
        looked = d.snapshot()
        counters = ("batch", "steps", "ticks", "guestMs")
        assert {k: v for k, v in looked.items() if k not in counters} == \
            {k: v for k, v in saved.items() if k not in counters}
        assert looked == _fresh(d.host)
    finally:
        d.close()


class BatchEnv(DesktopEnv):
    """The general path: the step's commands as ``Desktop.batch()`` calls (command dicts,
    each parsed by the desktop), as the env sent them before its own path."""

    def _send_step(self, commands):
        d = self.desktop
        with_step = list(commands) + ([("step", {"n": self.frameskip})] if self.frameskip
                                      else [])
        try:
            with d.batch():
                pending = [d.call(name, **args) for name, args in with_step]
                pending.append(d.snapshot())
        except WineAgentError:
            pass
        names = [n for n, _ in with_step] + ["snapshot"]
        replies = [{"ok": True, "value": p.value} if p.error is None else
                   {"ok": False, "error": p.error} for p in pending]
        return names, replies


def test_the_envs_commands_give_what_a_batch_of_command_dicts_gives(actions):
    commands = [
        [("click", {"x": 9999, "y": 1})],                       # off the screen
        [("nosuch", {})],                                       # unknown action
        [("Click", {"x": 63, "y": 93})],                        # a name to normalise
        [("click", {"x": "a", "y": 1})],                        # a bad argument
        [("frozen", {"on": False})],                            # refused in-process
        [("key", {"key": "ctrl+s"}), ("type", {"text": "ab"})],
        [("step", {"n": 2}), ("snapshot", {})],
        [("keydown", {"key": "shift"}), ("click", {"x": 80, "y": 110, "button": "right"}),
         ("keyup", {"key": "shift"})],
    ]
    fast, slow = DesktopEnv(app="winmine", frameskip=8), BatchEnv(app="winmine", frameskip=8)
    try:
        for env in (fast, slow):
            env.reset(seed=1)
        errors = 0
        for i, a in enumerate(actions[:60]):
            got = []
            for env in (fast, slow):
                if i % 6 == 5:
                    out = env.step_commands(commands[(i // 6) % len(commands)])
                else:
                    out = env.step(a)
                got.append(out)
                if out[2] or out[3]:
                    env.reset(seed=1)
            (o1, r1, t1, u1, i1), (o2, r2, t2, u2, i2) = got
            assert np.array_equal(o1["screen"], o2["screen"]), i
            assert (o1["windows"], o1["step"], r1, t1, u1, i1) == \
                (o2["windows"], o2["step"], r2, t2, u2, i2), i
            assert fast._snapshot == slow._snapshot, i
            errors += sum(e["type"] == "action-error" for e in i1["events"])
        assert errors >= 5
    finally:
        fast.close()
        slow.close()


def test_an_error_inside_a_command_is_raised_not_lost(monkeypatch):
    def boom(self):
        raise RuntimeError("boom")
    monkeypatch.setattr(Dispatcher, "do_ping", boom)
    d = Desktop(app="winmine")
    try:
        with pytest.raises(RuntimeError, match="boom"):
            d.ping()
        assert d.step(2)["ran"] == 2      # the desktop goes on
    finally:
        d.close()


def test_a_command_list_answers_the_same_run_in_the_call_or_on_a_reactor():
    entries = ("step 30", "click:63:93", "step 8", "snapshot", "keydown:16", "step 0",
               "keyup:16", "step 5", "snapshot")
    d = Desktop(app="winmine")
    clock = Clock()
    vm, host = open_frozen("winmine", None, None, (640, 480), 20000, 16, None, clock, "t")
    try:
        in_call = d.execute([protocol.parse_entry(e) for e in entries]
                            + [protocol.Rejected(7, "refused")])
        answer = host.submit([protocol.parse_entry(e) for e in entries]
                             + [protocol.Rejected(7, "refused")])
        for _ in range(100):
            if answer.called:
                break
            clock.advance(0)
        got = []
        answer.addCallback(got.append)
        assert got and got[0] == in_call
        assert in_call[-1] == {"id": 7, "ok": False, "error": "refused"}
    finally:
        d.close()
        vm.close()
