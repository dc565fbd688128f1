"""Every writer on a full file system answers one line and the session goes on (issue 18).

Each test mounts a 64 KiB tmpfs and fills it, so the next byte written fails with
ENOSPC, then drives a real process over its real path: a ``wineagent run --control`` VM
over HTTP on loopback, or ``wineagent run`` / ``wineagent replay`` as a subprocess. It
checks the one-line answer (an ok:false reply, or exit code 4 with one stderr line), that
no partial file is left under the output's name, and that the next command still works.
The tests run as root (as CI does); a machine where the mount is impossible fails them.
"""

import errno
import json
import os
import subprocess

import pytest

from procs import ROOT, RunProcess, env, wineagent_cmd

EXE = os.path.join(ROOT, "test", "exe")
FILLER, SPARE = "filler", "spare"


def _fill(folder, name, limit=None):
    """Write ``name`` in ``folder`` until ENOSPC (or ``limit`` bytes)."""
    n = 0
    with open(os.path.join(folder, name), "wb", buffering=0) as f:
        while limit is None or n < limit:
            try:
                n += f.write(b"\0" * (4096 if limit is None else min(4096, limit - n)))
            except OSError as e:
                assert e.errno == errno.ENOSPC, e
                break
    return n


class FullDisk:
    """A mounted, filled tmpfs: ``path``; :meth:`room` frees one 4 KiB page (the spare
    file), :meth:`free` everything, :meth:`fill` fills it again."""

    def __init__(self, path):
        self.path = path

    def fill(self):
        """Fill the file system: a 4 KiB spare file, then the filler up to ENOSPC."""
        _fill(self.path, SPARE, 4096)
        _fill(self.path, FILLER + str(len(os.listdir(self.path))))
        with pytest.raises(OSError) as e:
            with open(os.path.join(self.path, "probe"), "wb") as f:
                f.write(b"x")
        assert e.value.errno == errno.ENOSPC
        os.unlink(os.path.join(self.path, "probe"))

    def room(self):
        """Free exactly one page: the next write of up to 4 KiB fits, the one after not."""
        os.unlink(os.path.join(self.path, SPARE))

    def free(self):
        """Remove the fillers: the file system has room again."""
        for name in os.listdir(self.path):
            if name.startswith(FILLER) or name == SPARE:
                os.unlink(os.path.join(self.path, name))

    def mine(self):
        """What is in the file system besides the fillers (sorted)."""
        return sorted(n for n in os.listdir(self.path)
                      if not n.startswith(FILLER) and n != SPARE)

    def at(self, *names):
        """A path inside the file system."""
        return os.path.join(self.path, *names)


@pytest.fixture
def full(tmp_path):
    """A 64 KiB tmpfs, filled (the mount must work: a failed mount fails the test)."""
    mnt = str(tmp_path / "full")
    os.mkdir(mnt)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mnt], check=True,
                   capture_output=True)
    try:
        disk = FullDisk(mnt)
        os.mkdir(disk.at("out"))       # output folders exist before the disk fills
        disk.fill()
        yield disk
    finally:
        subprocess.run(["umount", "-l", mnt], check=False, capture_output=True)


def run(*args, timeout=300):
    """``wineagent run ARGS`` to its end: (exit code, stdout, stderr)."""
    p = subprocess.run(wineagent_cmd("run", *args), cwd=ROOT, env=env(), capture_output=True,
                       text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def one_error_line(stderr, message):
    """stderr is exactly the one line ``wineagent run: error: MESSAGE`` (no traceback)."""
    assert "Traceback" not in stderr, stderr
    lines = [l for l in stderr.strip().splitlines() if not l.startswith("[guest] ")]
    assert lines == ["wineagent run: error: %s" % message], stderr


def failed(vm, body):
    """POST ``body`` to the VM: its ok:false reply's error, checked to be one line of a
    200 answer (never a 500 with a traceback)."""
    status, reply = vm.post(body)
    assert status == 200 and reply["ok"] is False, (status, reply)
    assert "\n" not in reply["error"], reply
    return reply["error"]


# -- a CLI VM over HTTP: record, png, save -----------------------------------------------

def test_record_start_and_stop_on_a_full_disk_answer_one_line_and_the_vm_goes_on(
        full, tmp_path):
    vm = RunProcess("--app=sol", "--control=0", "--frozen")
    try:
        rec = full.at("rec.ndjson")
        assert failed(vm, {"action": "record", "args": {"op": "start", "path": rec}}) == (
            "record: no space left writing %s; the recording was removed" % rec)
        assert full.mine() == ["out"]                      # no partial recording
        assert vm.cmd("ping")["kind"] == "cli"
        # Started with room for its header; the disk fills; what the session records
        # next (more than the page the header holds) cannot be written, and stop says so.
        full.free()
        assert vm.cmd("record", op="start", path=rec)["recording"] is True
        full.fill()
        for _ in range(3):
            vm.cmd("type", text="x" * 1500)
            vm.cmd("step", n=1)
        # The write failed between commands: the next stop names it.
        assert failed(vm, {"action": "record", "args": {"op": "stop"}}) == (
            "record: no recording is on: the last one ended when no space left writing "
            "%s; the recording was removed" % rec)
        assert full.mine() == ["out"]
        # The recorder is free again: a recording elsewhere starts and stops.
        good = str(tmp_path / "good.ndjson")
        assert vm.cmd("record", op="start", path=good)["recording"] is True
        vm.cmd("step", n=3)
        assert vm.cmd("record", op="stop")["reason"] == "record stop"
        with open(good) as f:
            assert json.loads(f.read().splitlines()[-1])["t"] == "end"
    finally:
        vm.close()


def test_png_and_save_on_a_full_disk_answer_one_line_and_leave_no_file(full):
    vm = RunProcess("--app=sol", "--control=0", "--frozen")
    try:
        png, state = full.at("a.png"), full.at("s.wastate")
        assert failed(vm, {"action": "png", "args": {"path": png}}) == (
            "png: no space left writing %s" % png)
        assert failed(vm, {"action": "save", "args": {"path": state}}) == (
            "save: no space left writing %s" % state)
        assert full.mine() == ["out"]                      # not even a temporary file
        assert vm.cmd("ping")["kind"] == "cli"             # the session goes on
        full.free()
        assert vm.cmd("png", path=png)["bytes"] == os.path.getsize(png)
    finally:
        vm.close()


# -- wineagent run: --record, --input png:, --events --------------------------------------

def test_run_record_on_a_full_disk_exits_4_with_one_line(full):
    rec = full.at("rec.ndjson")
    code, out, err = run("--app=sol", "--max-batches=5", "--record=" + rec)
    assert code == 4, (out, err)
    one_error_line(err, "--record: no space left writing %s; the recording was removed"
                   % rec)
    assert full.mine() == ["out"]


def test_a_scheduled_png_on_a_full_disk_exits_4_and_the_run_goes_on(full):
    png = full.at("a.png")
    code, out, err = run("--app=sol", "--max-batches=20", "--input=5:png:" + png)
    assert code == 4, (out, err)
    assert "[input] batch 5 png failed: png: no space left writing %s\n" % png in out
    assert "[run] ended: max-batches" in out              # it ran on to its bound
    one_error_line(err, "png: no space left writing %s" % png)
    assert full.mine() == ["out"]


def test_the_events_file_stops_at_its_last_whole_line_on_a_full_disk(full):
    events = full.at("events.ndjson")
    code, out, err = run("--app=sol", "--max-batches=200", "--events=" + events)
    assert code == 4, (out, err)
    one_error_line(err, "no space left writing %s" % events)
    data = open(events, "rb").read() if os.path.exists(events) else b""
    assert data == b"" or data.endswith(b"\n")         # whole lines only
    assert all(json.loads(line)["seq"] for line in data.splitlines())


# -- what the guest writes: printed documents, sounds, a captured launch ----------------

def test_printing_onto_a_full_disk_fails_the_job_not_the_session(full):
    """A program prints onto the full disk: each document's failure is one line, no page
    is left behind, the program itself runs to its end, and the run exits 4."""
    folder = full.at("out")
    code, out, err = run("--exe=" + os.path.join(EXE, "prn_print.exe"), "--max-batches=400",
                         "--print-dir=" + folder)
    assert code == 4, (out, err)
    assert "exit_code=0" in out                            # the guest printed to its end
    first = os.path.join(folder, "001-prn_test-p1.png")
    lines = [l for l in err.strip().splitlines() if not l.startswith("[guest] ")]
    assert "wineagent run: error: no space left writing %s" % first in lines, err
    assert all(l.startswith("wineagent run: error: no space left writing %s/" % folder)
               for l in lines), err
    assert "Traceback" not in err
    assert os.listdir(folder) == []


def test_sounds_onto_a_full_disk_leave_no_partial_file_and_the_guest_plays_on(full):
    folder = full.at("out")
    code, out, err = run("--exe=" + os.path.join(EXE, "md_sound.exe"), "--max-batches=2000",
                         "--sound-dir=" + folder)
    assert code == 4, (out, err)
    assert "exit_code=0" in out                            # the guest played to its end
    lines = [l for l in err.strip().splitlines() if not l.startswith("[guest] ")]
    assert lines and all(line.startswith("wineagent run: error: no space left writing %s/"
                                         % folder) for line in lines), err
    assert os.listdir(folder) == []


def test_a_launch_captured_onto_a_full_disk_fails_the_launch_not_the_run(full):
    capture = full.at("out", "cap")
    code, out, err = run("--exe=" + os.path.join(EXE, "launchtest.exe"), "--max-batches=30",
                         "--capture-launch=" + capture)
    assert code == 4, (out, err)
    one_error_line(err, "no space left writing %s" % os.path.join(capture, "vfs"))
    assert os.listdir(capture) == []                       # no half copy, no launch.json


# -- wineagent replay --png-dir ------------------------------------------------------------

def test_replay_pngs_onto_a_full_disk_exit_4_with_one_line(full, tmp_path):
    rec = str(tmp_path / "r.ndjson")
    code, out, err = run("--app=sol", "--max-batches=10", "--record=" + rec)
    assert code == 0, (out, err)
    # Batch 0 is a boundary the replay stops at whatever the recording skips.
    p = subprocess.run(wineagent_cmd("replay", rec, "--png-at=0", "--png-dir=" + full.path),
                       cwd=ROOT, env=env(), capture_output=True, text=True, timeout=300)
    assert p.returncode == 4, (p.stdout, p.stderr)
    assert p.stderr.strip().splitlines() == [
        "wineagent replay: error: no space left writing %s" % full.at("batch-0.png")]
    assert p.stdout.startswith("identical")                # the replay itself went on
    assert full.mine() == ["out"]
