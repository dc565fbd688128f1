"""Replay of wall-clock sessions (docs/replay.md): a CLI VM run with --wall-clock reads the
wall while live, as a browser page does, so what the guest sees depends on when things
happened. The recording captures the clock value of every batch whose value a replay could
not compute, and the replay is identical; without those values it is not.
"""

import json
import os

from procs import ROOT, RunProcess
from test_replay import SEED1_WIN, replay, wait_until, window

THRTEST = os.path.join(ROOT, "test", "exe", "thrtest.exe")


def _records(path):
    with open(path) as f:
        return [json.loads(line) for line in f]


def test_wall_clock_winmine_replays_identical_and_needs_its_clock_records(tmp_path):
    path = str(tmp_path / "wall.ndjson")
    p = RunProcess("--app=winmine", "--args=/seed 1", "--control=0", "--wall-clock",
                   "--record=" + path)
    try:
        top = window(p.cmd("snapshot"), title="Minesweeper")
        cl, ct = top["client"][:2]
        p.cmd("click", x=cl + 20, y=ct + 52)
        start = p.cmd("snapshot")["guestMs"]
        # winmine's seconds counter advances on WM_TIMER, every 1000 ms of wall time
        wait_until(p, lambda s: s["guestMs"] >= start + 3200, "three timer ticks")
        for cx, cy in SEED1_WIN[1:4]:
            p.cmd("click", x=cl + 20 + 16 * cx, y=ct + 52 + 16 * cy)
        start = p.cmd("snapshot")["guestMs"]
        wait_until(p, lambda s: s["guestMs"] >= start + 1200, "another tick")
        p.cmd("quit")
        assert p.wait() == 0
    finally:
        p.close()
    records = _records(path)
    assert records[0]["wallClock"] is True
    clocks = [r for r in records if r["t"] == "clock"]
    assert len(clocks) > 10
    code, out, err = replay(path)
    assert code == 0, out + err
    frames = sum(1 for r in records if r["t"] == "frame")
    assert out.strip() == "identical: %d frames" % frames

    # The same input without the wall readings: the timer fires at other batches.
    stripped = str(tmp_path / "stripped.ndjson")
    with open(stripped, "w") as f:
        for r in records:
            if r["t"] != "clock":
                f.write(json.dumps(r) + "\n")
    code, out, err = replay(stripped)
    assert code == 1, out + err
    assert out.startswith("diverged at batch ")


def test_multi_thread_guest_on_the_wall_clock_replays_identical(tmp_path):
    """thrtest's threads hand off, block in timed waits (50 ms, 1 ms) and own windows;
    live on the wall clock the timed waits end at wall-dependent batches."""
    path = str(tmp_path / "threads.ndjson")
    p = RunProcess("--exe", THRTEST, "--control=0", "--wall-clock", "--record=" + path)
    try:
        wait_until(p, lambda s: window(s, title="done worker=42 ui=7"), "the threads' end",
                   timeout=180)
        p.cmd("quit")
        assert p.wait() == 0
    finally:
        p.close()
    records = _records(path)
    assert any(r["t"] == "clock" for r in records)
    code, out, err = replay(path)
    assert code == 0, out + err
    assert out.strip() == "identical: %d frames" % sum(1 for r in records if r["t"] == "frame")
