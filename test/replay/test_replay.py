"""Record and replay (docs/replay.md): live sessions driven over HTTP, recorded, replayed
headless to identical frames; a changed program reported at its first divergent frame;
--to-input; malformed recordings refused.

Every recording is made in the test itself from a live session (a CLI VM whose batches run
on the reactor, input arriving whenever HTTP delivers it). Waits are bounded polls of
``snapshot`` (each answered at a batch boundary), never sleeps.
"""

import json
import os
import shutil
import subprocess
import time

import pytest

from procs import ROOT, RunProcess, env, wineagent_cmd

WINMINE = os.path.join(ROOT, "wineagent", "apps", "exe", "winmine.exe")
# winmine /seed 1: the safe cells whose clicks win the first beginner board (winmine.c).
SEED1_WIN = [(0, 0), (8, 0), (7, 3), (8, 3), (8, 4), (8, 5), (8, 6), (7, 7), (8, 7), (6, 8),
             (8, 8)]


def replay(*args, timeout=300):
    """``wineagent replay ARGS`` -> (exit code, stdout, stderr)."""
    p = subprocess.run(wineagent_cmd("replay", *args), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def wait_until(p, pred, what, timeout=90):
    """Poll ``snapshot`` until ``pred(snapshot)`` holds; returns that snapshot."""
    deadline = time.monotonic() + timeout
    while True:
        snap = p.cmd("snapshot")
        if pred(snap):
            return snap
        assert time.monotonic() < deadline, "timed out waiting for %s: %s" % (
            what, [(w["ref"], w["class"], w["title"]) for w in snap["windows"]])


def window(snap, title=None, cls=None, parent=None):
    """The first snapshot window matching title / class / parent, or None."""
    for w in snap["windows"]:
        if title is not None and w["title"] != title:
            continue
        if cls is not None and w["class"].upper() != cls.upper():
            continue
        if parent is not None and w["parent"] != parent["hwnd"]:
            continue
        return w
    return None


def button(snap, parent, label):
    """A dialog's child button by its label (ampersands ignored)."""
    for w in snap["windows"]:
        if w["parent"] == parent["hwnd"] and w["title"].replace("&", "") == label:
            return w
    raise AssertionError("no button %r in %r" % (label, parent))


def choose_menu(p, top_ref, bar_item, item_text):
    """Open menu-bar item ``bar_item`` (1-based) of ``top_ref`` by a click, then click the
    popup item whose text starts with ``item_text``."""
    p.cmd("click", ref="%sm%d" % (top_ref, bar_item))
    snap = wait_until(p, lambda s: window(s, cls="#32768"), "the popup menu")
    popup = window(snap, cls="#32768")
    menu = next(m for m in snap["menus"] if m.get("hwnd") == popup["hwnd"])
    index = next(i for i, it in enumerate(menu["items"], 1)
                 if it["text"].replace("&", "").startswith(item_text))
    p.cmd("click", ref="%sm%d" % (popup["ref"], index))
    wait_until(p, lambda s: window(s, cls="#32768") is None, "the popup to close")


def recorded_frames(path):
    with open(path) as f:
        return sum(1 for line in f if json.loads(line)["t"] == "frame")


@pytest.fixture(scope="module")
def winmine_recording(tmp_path_factory):
    """A live winmine session recorded from launch with --record: a board won cell by
    cell while its 1-second timer runs, the name typed into the high-score dialog (the
    registry file is written), then Game > Intermediate from the menu."""
    tmp = tmp_path_factory.mktemp("winmine")
    path = str(tmp / "winmine.ndjson")
    p = RunProcess("--app=winmine", "--args=/seed 1", "--control=0", "--record=" + path,
                   "--record-pngs")
    try:
        snap = p.cmd("snapshot")
        top = window(snap, title="Minesweeper")
        cl, ct = top["client"][:2]
        first = SEED1_WIN[0]
        p.cmd("click", x=cl + 20 + 16 * first[0], y=ct + 52 + 16 * first[1])
        # Let winmine's clock tick a few times between clicks (guest time runs live).
        start = p.cmd("snapshot")["guestMs"]
        wait_until(p, lambda s: s["guestMs"] >= start + 2500, "the timer to tick")
        for cx, cy in SEED1_WIN[1:]:
            p.cmd("click", x=cl + 20 + 16 * cx, y=ct + 52 + 16 * cy)
        snap = wait_until(p, lambda s: window(s, title="Congratulations"), "the win dialog")
        p.cmd("type", text="Ada")
        p.cmd("key", key="return")
        wait_until(p, lambda s: window(s, title="Congratulations") is None, "the dialog to go")
        choose_menu(p, top["ref"], 1, "Intermediate")
        snap = wait_until(p, lambda s: window(s, title="Minesweeper")["rect"] != top["rect"],
                          "the intermediate board")
        p.cmd("quit")
        assert p.wait() == 0
    finally:
        p.close()
    return path


def test_live_winmine_session_over_http_replays_identical(winmine_recording):
    code, out, err = replay(winmine_recording)
    assert code == 0, out + err
    n = recorded_frames(winmine_recording)
    assert n > 15
    assert out.strip() == "identical: %d frames" % n


def test_the_recording_holds_input_at_batches_and_the_start_of_the_session(winmine_recording):
    with open(winmine_recording) as f:
        records = [json.loads(line) for line in f]
    start, end = records[0], records[-1]
    assert start["t"] == "start" and start["app"] == "winmine" and start["args"] == "/seed 1"
    assert start["screen"] == [640, 480] and start["framesFrom"] == 0
    assert len(start["sha256"]) == 64 and start["wallClock"] is False
    assert end["t"] == "end" and end["reason"] == "quit command"
    inputs = [r for r in records if r["t"] == "in"]
    assert [r["cmd"]["action"] for r in inputs[:3]] == ["click", "click", "click"]
    batches = [r["b"] for r in records if "b" in r]
    assert batches == sorted(batches)


def test_replay_until_batch_and_png_at_write_the_screens_asked_for(winmine_recording,
                                                                   tmp_path):
    with open(winmine_recording) as f:
        frames = [json.loads(line) for line in f]
    frame_batches = [r["b"] for r in frames if r["t"] == "frame"]
    mid = frame_batches[len(frame_batches) // 2]
    code, out, err = replay(winmine_recording, "--until-batch", str(mid + 1), "--png-at",
                            "0,%d" % (mid + 1), "--png-dir", str(tmp_path))
    assert code == 0, out + err
    k = sum(1 for b in frame_batches if b <= mid)
    assert "identical up to batch %d: %d frames" % (mid + 1, k) in out
    assert (tmp_path / "batch-0.png").exists() and (tmp_path / ("batch-%d.png" % (mid + 1))).exists()
    assert (tmp_path / "batch-0.png").read_bytes() != (tmp_path / ("batch-%d.png" % (mid + 1))).read_bytes()


def _patched_copy(tmp_path, old, new):
    """A copy of winmine.exe (same file name) with one string of its resources changed."""
    data = open(WINMINE, "rb").read()
    wide_old, wide_new = old.encode("utf-16-le"), new.encode("utf-16-le")
    assert len(old) == len(new)
    if wide_old in data:
        data = data.replace(wide_old, wide_new, 1)
    else:
        assert old.encode() in data
        data = data.replace(old.encode(), new.encode(), 1)
    folder = tmp_path / "changed"
    folder.mkdir()
    path = folder / "winmine.exe"
    path.write_bytes(data)
    return str(path)


def test_a_changed_program_is_reported_at_its_first_divergent_frame(winmine_recording,
                                                                     tmp_path):
    # The dialog's title differs: everything matches until the Congratulations box shows.
    rec = str(tmp_path / "copy.ndjson")
    shutil.copy(winmine_recording, rec)
    changed = _patched_copy(tmp_path, "Congratulations", "Congratulatiops")
    code, out, err = replay(rec, "--exe", changed)
    assert code == 1, out + err
    assert "checking %s" % changed in err
    line = out.splitlines()[0]
    assert line.startswith("diverged at batch ")
    batch = int(line.split()[3])
    n_before = int(line.split("after ")[1].split()[0])
    assert batch > 0 and n_before > 5
    with open(rec) as f:
        frames = {r["b"]: r["hash"] for r in map(json.loads, f) if r["t"] == "frame"}
    assert "expected %s" % frames[batch] in line
    pngs = [l.split("] ", 1)[1] for l in out.splitlines() if l.startswith("[png] ")]
    assert sorted(os.path.basename(pth) for pth in pngs) == sorted(
        "copy.ndjson.b%d.%s.png" % (batch, kind) for kind in ("actual", "expected", "last-match"))
    for pth in pngs:
        assert os.path.dirname(pth) == str(tmp_path)
        assert open(pth, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
    assert open(pngs[0], "rb").read() != open(
        [q for q in pngs if q.endswith(".expected.png")][0], "rb").read()


def test_a_recording_of_another_program_is_refused(tmp_path):
    exe = str(tmp_path / "winmine.exe")
    shutil.copy(WINMINE, exe)
    rec = str(tmp_path / "r.ndjson")
    p = subprocess.run(wineagent_cmd("run", "--exe", exe, "--args=/seed 1", "--record", rec,
                                     "--input=30:click:100:100", "--max-batches=60",
                                     "--quiet"), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    assert p.returncode == 0, p.stderr
    assert replay(rec)[0] == 0
    data = bytearray(open(exe, "rb").read())
    data[-1] ^= 0xFF
    open(exe, "wb").write(bytes(data))
    code, out, err = replay(rec)
    assert code == 2
    assert err.count("\n") == 1 and "another program" in err and "--exe" in err


def test_to_input_runs_through_wineagent_run_to_the_same_final_png(winmine_recording,
                                                                   tmp_path):
    code, schedule, err = replay(winmine_recording, "--to-input")
    assert code == 0, err
    schedule = schedule.strip()
    assert schedule.count(":click:") >= len(SEED1_WIN) + 2
    with open(winmine_recording) as f:
        end = [json.loads(line) for line in f][-1]["b"]
    via_input = str(tmp_path / "input.png")
    p = subprocess.run(wineagent_cmd("run", "--app=winmine", "--args=/seed 1", "--quiet",
                                     "--max-batches=%d" % (end + 1),
                                     "--input=%s,%d:png:%s" % (schedule, end, via_input)),
                       cwd=ROOT, env=env(), text=True, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0, p.stderr
    code, out, err = replay(winmine_recording, "--png-at", str(end), "--png-dir", str(tmp_path))
    assert code == 0, out + err
    assert open(via_input, "rb").read() == open(str(tmp_path / ("batch-%d.png" % end)),
                                                "rb").read()


def test_notepad_recorded_from_the_middle_of_a_live_session_replays_identical(tmp_path):
    """record start/stop over HTTP after some typing: the journal since launch carries the
    earlier input. Typing, Ctrl+S and a file written through the Save As dialog, a drag
    selecting text, File > Exit and its MessageBox cancelled."""
    path = str(tmp_path / "notepad.ndjson")
    p = RunProcess("--app=notepad", "--control=0")
    try:
        p.cmd("type", text="Hello, world!")
        wait_until(p, lambda s: window(s, cls="EDIT")["title"] == "Hello, world!", "typing")
        status = p.cmd("record", op="start", path=path)
        assert status["recording"] is True and status["path"] == path
        p.cmd("key", key="ctrl+s")
        snap = wait_until(p, lambda s: window(s, title="Save As"), "the Save As dialog")
        p.cmd("type", text="C:\\notes.txt")
        p.cmd("key", key="return")
        snap = wait_until(p, lambda s: window(s, title="notes.txt - Notepad"), "the save")
        top = window(snap, title="notes.txt - Notepad")
        edit = window(snap, cls="EDIT", parent=top)
        p.cmd("type", text=" More text.")
        l, t = edit["rect"][:2]
        p.cmd("drag", x1=l + 4, y1=t + 6, x2=l + 60, y2=t + 6)
        p.cmd("type", text="X")
        wait_until(p, lambda s: window(s, cls="EDIT")["title"].startswith("X"), "the drag")
        choose_menu(p, top["ref"], 1, "Exit")
        snap = wait_until(p, lambda s: window(s, title="Notepad"), "the MessageBox")
        p.cmd("click", ref=button(snap, window(snap, title="Notepad"), "Cancel")["ref"])
        wait_until(p, lambda s: window(s, title="Notepad") is None, "the box to close")
        status = p.cmd("record", op="stop")
        assert status["recording"] is False and status["frames"] > 5
        assert status["path"] == path and status["bytes"] == os.path.getsize(path)
    finally:
        p.close()
    with open(path) as f:
        records = [json.loads(line) for line in f]
    assert records[0]["framesFrom"] > 0
    assert records[1]["t"] == "in" and records[1]["cmd"]["action"] == "type"
    code, out, err = replay(path)
    assert code == 0, out + err
    assert out.strip() == "identical: %d frames" % status["frames"]


def test_record_command_errors_are_clear_and_leave_the_session_up(tmp_path):
    p = RunProcess("--app=winmine", "--control=0", "--frozen")
    try:
        def err(**args):
            status, reply = p.post({"id": 1, "action": "record", "args": args})
            assert status == 200 and reply["ok"] is False, reply
            return reply["error"]
        assert "no recording is on" in err(op="stop")
        assert "needs a path" in err(op="start")
        assert "cannot write" in err(op="start", path=str(tmp_path / "no" / "such" / "f"))
        assert 'op must be "start" or "stop"' in err(op="pause")
        path = str(tmp_path / "r.ndjson")
        p.cmd("record", op="start", path=path)
        assert "already on" in err(op="start", path=path)
        assert p.cmd("ping")["frozen"] is True
        p.cmd("record", op="stop")
    finally:
        p.close()


@pytest.mark.parametrize("content, expect", [
    ("", "empty: no start record"),
    ("not json\n", "line 1: not JSON"),
    ('{"t": "in", "b": 0}\n', "begins with a start record"),
    ('{"t": "start", "format": 99}\n', "format 99 is newer"),
    ('{"t": "start", "format": 1}\n', "format 1 was recorded by an earlier wineagent"),
    ("TRUNCATED", "no end record"),
    ("BADINPUT", "line 2: click: x must be an integer"),
])
def test_malformed_recordings_are_refused_in_one_line(tmp_path, winmine_recording, content,
                                                      expect):
    with open(winmine_recording) as f:
        lines = f.readlines()
    if content == "TRUNCATED":
        content = "".join(lines[:5])
    elif content == "BADINPUT":
        content = lines[0] + json.dumps({"t": "in", "b": 3, "cmd": {
            "action": "click", "args": {"x": "left", "y": 2}}}) + "\n" + lines[-1]
    path = tmp_path / "bad.ndjson"
    path.write_text(content)
    code, out, err = replay(str(path))
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("wineagent replay: refused: ")
    assert expect in err
    assert "Traceback" not in err


@pytest.mark.parametrize("args", [[], ["--until-batch", "x"], ["--png-at", "-1"],
                                  ["--nope"]])
def test_bad_replay_flags_exit_2(args, tmp_path):
    code, out, err = replay(*(args + [str(tmp_path / "r.ndjson")] if args else []))
    assert code == 2 and "usage" in err


def test_ctl_record_start_and_stop_then_replay(tmp_path):
    """ctl record start FILE / record stop on a live CLI VM, with clicks in between."""
    path = tmp_path / "ctl.ndjson"

    def ctl(*args):
        p = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % vm.port, *args), cwd=str(tmp_path),
                           env=env(), text=True, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60)
        return p.returncode, p.stdout, p.stderr

    vm = RunProcess("--app=winmine", "--control=0")
    try:
        code, out, err = ctl("record", "start", "ctl.ndjson")     # relative to ctl's folder
        assert code == 0, err
        assert json.loads(out)["path"] == str(path)
        top = window(vm.cmd("snapshot"), title="Minesweeper")
        cl, ct = top["client"][:2]
        for cx, cy in SEED1_WIN[:3]:
            assert ctl("click", "%d,%d" % (cl + 20 + 16 * cx, ct + 52 + 16 * cy))[0] == 0
        wait_until(vm, lambda s: s["guestMs"] > 500, "the clicks to land")
        code, out, err = ctl("record", "stop")
        assert code == 0, err
        assert json.loads(out)["frames"] >= 2
        assert ctl("record", "pause")[0] == 2
    finally:
        vm.close()
    code, out, err = replay(str(path))
    assert code == 0 and out.startswith("identical: "), out + err


def test_a_bounded_run_that_closes_the_program_replays_its_close_and_exit(tmp_path):
    """--max-batches without --input: the host's own WM_CLOSE is recorded; the replay
    posts it at the same batch and the program exits with the same code."""
    rec = str(tmp_path / "closed.ndjson")
    p = subprocess.run(wineagent_cmd("run", "--app=notepad", "--max-batches=40", "--quiet",
                                     "--record", rec), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    assert p.returncode == 0 and "ended: exited" in p.stdout, p.stdout + p.stderr
    with open(rec) as f:
        records = [json.loads(line) for line in f]
    assert [r["b"] for r in records if r["t"] == "close"] == [40]
    assert records[-1]["reason"] == "exited" and records[-1]["exitCode"] == 0
    code, out, err = replay(rec)
    assert code == 0, out + err
    # without the close the program never exits: the replay says where it differs
    with open(rec, "w") as f:
        f.writelines(json.dumps(r) + "\n" for r in records if r["t"] != "close")
    code, out, err = replay(rec)
    assert code == 1 and "diverged at batch" in out, out + err
