"""Recordings at both widths (docs/replay.md, "Both widths"): a session of winmine's i686
build and of the same source built for x86-64 is recorded, says its program's width in
its start record, and replays headless to the same frames and the same PNGs; a
recording replayed against a build of the other width, or a format 2 recording (which
did not say the width), is refused in one line."""

import base64
import json

import pytest

from procs import RunProcess
from test_replay import replay
import paths
from wineagent.apps import APPS
from wineagent.replay.fileformat import FORMAT

INPUTS = ["click:30:80", "click:70:100", "key:F2", "click:110:130", "click:50:90:right"]


@pytest.fixture(scope="module")
def winmine64():
    """winmine's x86-64 build (test/exe64/apps/, guests/Makefile's APPS64)."""
    return paths.app_exe("winmine", 8)


@pytest.fixture(scope="module", params=[4, 8], ids=["32-bit", "64-bit"])
def recorded(request, winmine64, tmp_path_factory):
    """(width, recording path, [(batch, PNG bytes)] seen live after each input)."""
    width = request.param
    program = ("--app", "winmine") if width == 4 else ("--exe", winmine64, "--args",
                                                        APPS["winmine"].args)
    path = str(tmp_path_factory.mktemp("rec%d" % width) / "winmine.ndjson")
    p = RunProcess(*program, "--control=0", "--frozen", "--record=" + path,
                   "--record-pngs")
    try:
        p.cmd("step", n=40)
        seen = []
        for entry in INPUTS:
            reply = p.post({"id": 1, "cmd": entry})[1]
            assert reply["ok"], reply
            p.cmd("step", n=5)
            png = base64.b64decode(p.cmd("png").split(",", 1)[1])
            seen.append((p.cmd("snapshot")["batch"], png))
        p.cmd("quit")
        assert p.wait() == 0
    finally:
        p.close()
    assert len({png for _, png in seen}) > 1          # the inputs change the screen
    return width, path, seen


def test_a_recording_says_its_program_s_width(recorded):
    width, path, _ = recorded
    with open(path) as f:
        start = json.loads(f.readline())
    assert start["t"] == "start" and start["width"] == width and start["format"] == FORMAT


def test_a_recording_replays_to_the_same_frames_and_pngs_at_both_widths(recorded, tmp_path):
    _, path, seen = recorded
    batches = [b for b, _ in seen]
    code, out, err = replay(path, "--png-at", ",".join(map(str, batches)),
                            "--png-dir", str(tmp_path))
    assert code == 0, out + err
    assert "identical" in out
    for batch, png in seen:
        with open(tmp_path / ("batch-%d.png" % batch), "rb") as f:
            assert f.read() == png, batch


def test_a_recording_against_a_build_of_the_other_width_is_refused(recorded, winmine64):
    width, path, _ = recorded
    other = winmine64 if width == 4 else APPS["winmine"].exe
    code, out, err = replay(path, "--exe", other)
    assert code == 2 and err.count("\n") == 1
    assert "this recording is of a %d-bit program" % (8 * width) in err


def test_a_format_2_recording_is_refused_by_name(recorded, tmp_path):
    _, path, _ = recorded
    with open(path) as f:
        lines = f.readlines()
    start = json.loads(lines[0])
    start["format"] = 2
    del start["width"]
    bad = tmp_path / "old.ndjson"
    bad.write_text(json.dumps(start) + "\n" + "".join(lines[1:]))
    code, out, err = replay(str(bad))
    assert code == 2 and err.count("\n") == 1
    assert "format 2 was recorded by an earlier wineagent" in err
    assert "does not say the program's width" in err
