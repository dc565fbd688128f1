"""A recording is untrusted input: every malformed one gets one line and exit 2 within
seconds, and nothing is written outside the replay's own drive (docs/replay.md,
docs/protocol.md "Limits")."""

import json
import os
import subprocess
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wineagent.control.protocol import MAX_REPLAY_BATCH
from wineagent.replay.fileformat import FORMAT, BadRecording, loads

from procs import ROOT, env, wineagent_cmd


@pytest.fixture(scope="module")
def good(tmp_path_factory):
    """The lines of a real recording: hello, a click at batch 10, 30 batches."""
    path = tmp_path_factory.mktemp("rec") / "hello.ndjson"
    subprocess.run(wineagent_cmd("run", "--app=hello", "--record=%s" % path,
                                 "--max-batches=30", "--input=10:click:140:100"),
                   cwd=ROOT, env=env(), capture_output=True, timeout=120, check=True)
    lines = path.read_text().splitlines(keepends=True)
    assert json.loads(lines[0])["t"] == "start" and json.loads(lines[-1])["t"] == "end"
    return lines


def _replay(path):
    t = time.monotonic()
    p = subprocess.run(wineagent_cmd("replay", str(path)), cwd=ROOT, env=env(), text=True,
                       capture_output=True, timeout=120)
    return p.returncode, p.stdout, p.stderr, time.monotonic() - t


def _refused(path, expect):
    code, out, err, seconds = _replay(path)
    assert code == 2, (code, out, err)
    assert err.count("\n") == 1 and err.startswith("wineagent replay: refused: "), err
    assert expect in err, err
    assert "Traceback" not in err and seconds < 30
    return err


def _with(lines, index, record):
    out = list(lines)
    out.insert(index, json.dumps(record) + "\n")
    return out


def _edit(lines, index, **fields):
    out = list(lines)
    rec = json.loads(out[index])
    rec.update(fields)
    out[index] = json.dumps(rec) + "\n"
    return out


def test_the_real_recording_replays(good, tmp_path):
    path = tmp_path / "ok.ndjson"
    path.write_text("".join(good))
    code, out, err, _ = _replay(path)
    assert code == 0 and "identical: 2 frames" in out, (out, err)


@pytest.mark.parametrize("guest", [
    "C:\\..\\..\\..\\{outside}", "{outside}", "\\\\server\\share\\x", "C:\\NUL", "CON",
    "C:\\dir\\COM1.txt", "D:\\x",
])
def test_an_included_file_that_leaves_the_drive_is_refused(good, tmp_path, guest):
    """A file record whose path is not on drive C: (.., a host path, UNC, a device, another
    drive) is refused before anything is written."""
    outside = tmp_path / "escaped"
    rec = {"t": "file", "path": guest.format(outside=str(outside).lstrip("/")
                                             if guest.startswith("C:") else outside),
           "mtime": 946684800, "data": "aGVsbG8="}
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(_with(good, 1, rec)))
    _refused(path, "included file")
    assert not outside.exists()


@pytest.mark.parametrize("mtime", [1e300, -1, "NaN", "Infinity", 2 ** 40])
def test_an_included_file_time_out_of_range_is_refused(good, tmp_path, mtime):
    line = '{"t": "file", "path": "C:\\\\a.txt", "mtime": %s, "data": ""}\n' % mtime
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(good[:1] + [line] + good[1:]))
    _refused(path, "mtime must be a number of seconds")


@pytest.mark.parametrize("kind, batch", [("frame", 10 ** 14), ("end", 10 ** 15),
                                         ("in", MAX_REPLAY_BATCH + 1)])
def test_a_batch_number_beyond_the_limit_is_refused_at_once(good, tmp_path, kind, batch):
    lines = list(good)
    if kind == "end":
        lines = _edit(lines, len(lines) - 1, b=batch)
    elif kind == "frame":
        lines = _with(lines, len(lines) - 1, {"t": "frame", "b": batch,
                                              "hash": "0123456789abcdef"})
    else:
        lines = _with(lines, len(lines) - 1, {"t": "in", "b": batch, "cmd": {
            "action": "click", "args": {"x": 1, "y": 1}}})
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(lines))
    _refused(path, "must be an integer in 0..%d" % MAX_REPLAY_BATCH)


def test_format_true_is_not_format_1_2_or_3(good, tmp_path):
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(_edit(good, 0, format=True)))
    _refused(path, "format must be %d, got true" % FORMAT)


def test_a_format_3_recording_is_refused_by_name(good, tmp_path):
    """Format 3 was recorded when the guest calendar started at 2000-01-01: its batches
    showed other dates than a replay would (win32/kernel/epoch.py)."""
    path = tmp_path / "old.ndjson"
    path.write_text("".join(_edit(good, 0, format=3)))
    _refused(path, "format 3 was recorded by an earlier wineagent (its guest calendar "
                   "started at 2000-01-01; this one's starts at 2024-01-01, format %d)"
             % FORMAT)


@pytest.mark.parametrize("width", [None, 6, True, "8", 0])
def test_a_start_record_without_a_width_of_4_or_8_is_refused(good, tmp_path, width):
    path = tmp_path / "bad.ndjson"
    lines = _edit(good, 0, width=width)
    if width is None:
        rec = json.loads(lines[0])
        del rec["width"]
        lines[0] = json.dumps(rec) + "\n"
    path.write_text("".join(lines))
    _refused(path, "width must be 4 or 8")


def test_frames_from_after_the_end_is_refused(good, tmp_path):
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(_edit(good, 0, framesFrom=10 ** 18)))
    _refused(path, "framesFrom")
    path.write_text("".join(_edit(good, 0, framesFrom=31)))
    _refused(path, "framesFrom 31 is after the end record's batch 30")


def test_start_fields_are_bounded(good, tmp_path):
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(_edit(good, 0, tickMs=10 ** 9)))
    _refused(path, "'tickMs' must be an integer in 1..60000")
    path.write_text("".join(_edit(good, 0, batchSize=10 ** 12)))
    _refused(path, "'batchSize' must be an integer")


def test_a_clock_reading_beyond_the_limit_is_refused(good, tmp_path):
    path = tmp_path / "bad.ndjson"
    path.write_text("".join(_with(good, 1, {"t": "clock", "b": 0, "ms": 10 ** 30})))
    _refused(path, "'ms' must be an integer in 0..")


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2 ** 70, 2 ** 70),
                    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=20),
                    st.lists(st.integers(), max_size=3),
                    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3))


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_field_of_any_record_given_any_value_loads_or_is_refused_in_one_line(good,
                                                                                  data):
    """Each record's fields replaced by arbitrary JSON values (and arbitrary new ones): the
    reader either accepts the file or raises BadRecording with a one-line message —
    never another exception."""
    lines = [json.loads(l) for l in good]
    i = data.draw(st.integers(0, len(lines) - 1))
    rec = lines[i]
    key = data.draw(st.sampled_from(sorted(rec) + ["b", "n", "ms", "path", "mtime",
                                                   "cmd", "hash", "data", "extra"]))
    rec[key] = data.draw(_VALUES)
    text = [json.dumps(r, allow_nan=True) + "\n" for r in lines]
    try:
        loads(text)
    except BadRecording as e:
        assert "\n" not in str(e)


def test_png_dir_is_created_as_print_dir_is(good, tmp_path):
    """``--png-dir`` that does not exist yet is created (as ``run --print-dir``); one that
    is a file is refused in one line."""
    rec = tmp_path / "ok.ndjson"
    rec.write_text("".join(good))
    out_dir = tmp_path / "new" / "pngs"
    p = subprocess.run(wineagent_cmd("replay", str(rec), "--png-at", "10",
                                     "--png-dir", str(out_dir)),
                       cwd=ROOT, env=env(), text=True, capture_output=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert (out_dir / "batch-10.png").is_file()
    afile = tmp_path / "afile"
    afile.write_text("x")
    p = subprocess.run(wineagent_cmd("replay", str(rec), "--png-at", "10",
                                     "--png-dir", str(afile)),
                       cwd=ROOT, env=env(), text=True, capture_output=True, timeout=120)
    assert p.returncode == 2 and "is not a folder" in p.stderr
    assert p.stderr.count("\n") == 1
