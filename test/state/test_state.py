"""Savestates, load and fork on real `wineagent run` processes over HTTP (docs/state.md)."""

import base64
import json
import os
import urllib.request

import pytest

from procs import RunProcess
from wineagent.state.fileformat import FORMAT, read_header
from test_wine_programs import wine_exe
import paths
from paths import TEST_DIR

EXE = os.path.join(TEST_DIR, "exe")


@pytest.fixture
def state_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WINEAGENT_STATE_DIR", str(tmp_path / "states"))
    return tmp_path


def _post(port, body, timeout=60):
    req = urllib.request.Request("http://127.0.0.1:%d/ctl" % port,
                                 data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        return json.loads(r.read())


def _png(run):
    return base64.b64decode(run.cmd("png").split(",", 1)[1])


def _play(run, inputs, steps=5):
    """Send each input, step, and collect the PNG after each: the frame sequence."""
    frames = []
    for entry in inputs:
        reply = run.post({"id": 1, "cmd": entry})[1]
        assert reply["ok"], reply
        run.cmd("step", n=steps)
        frames.append(_png(run))
    return frames


def _round_trip(run, path, inputs):
    """Save, play ``inputs``, load, play them again: the PNG at load is the PNG at save and
    the second play's frames are the first's (which must show some change)."""
    at_save = _png(run)
    saved = run.cmd("save", path=str(path))
    assert saved["bytes"] == os.path.getsize(saved["path"]) and saved["ms"] >= 0
    original = _play(run, inputs)
    assert len(set(original + [at_save])) > 1          # the inputs do change the screen
    loaded = run.cmd("load", path=saved["path"])
    assert loaded["path"] == saved["path"]
    assert _png(run) == at_save
    assert _play(run, inputs) == original


def _start(*args):
    return RunProcess(*(args + ("--control", "0", "--frozen")))


@pytest.fixture(scope="module", params=[4, 8], ids=["32-bit", "64-bit"])
def winmine(request):
    """``wineagent run`` arguments of winmine at each width: the bundled i686 build, and
    the same source built for x86-64, test/exe64/apps/winmine.exe (its state says width 8:
    state/fileformat.py)."""
    if request.param == 4:
        return ("--app", "winmine")
    return ("--exe", paths.app_exe("winmine", 8), "--args", "/seed 1")


WINMINE_INPUTS = ["click:30:80", "click:70:100", "key:F2", "click:110:130",
                  "click:50:90:right"]


def test_load_restores_the_saved_frame_and_same_inputs_give_same_frames(state_dir, winmine):
    run = _start(*winmine)
    try:
        run.cmd("step", n=40)
        _round_trip(run, state_dir / "w.wastate", WINMINE_INPUTS)
    finally:
        run.close()


def test_a_state_loads_in_another_process(state_dir, winmine):
    run = _start(*winmine)
    other = None
    try:
        run.cmd("step", n=40)
        saved = run.cmd("save")
        assert saved["path"].startswith(str(state_dir / "states"))
        with open(saved["path"], "rb") as f:
            assert read_header(f.read())[0]["width"] == (8 if "--exe" in winmine else 4)
        at_save = _png(run)
        original = _play(run, WINMINE_INPUTS)
        other = _start(*winmine + ("--load-state", saved["path"]))
        assert _png(other) == at_save
        assert _play(other, WINMINE_INPUTS) == original
    finally:
        run.close()
        if other:
            other.close()


def test_notepad_text_survives_save_and_load(state_dir):
    run = _start("--app", "notepad")
    try:
        run.cmd("step", n=40)
        run.cmd("type", text="typed before the save")
        run.cmd("step", n=20)
        _round_trip(run, state_dir / "n.wastate", ["type:, and after", "key:ctrl+a", "type:x"])
    finally:
        run.close()


def test_a_threads_guest_saves_and_loads(state_dir):
    run = _start("--exe", os.path.join(EXE, "thrtest.exe"))
    try:
        run.cmd("step", n=30)
        at_save = _png(run)
        path = run.cmd("save", path=str(state_dir / "t.wastate"))["path"]
        run.cmd("step", n=30)
        later = _png(run)
        run.cmd("load", path=path)
        assert _png(run) == at_save
        run.cmd("step", n=30)
        assert _png(run) == later
    finally:
        run.close()


def test_a_wine_program_saves_and_loads(state_dir):
    run = _start("--exe", wine_exe("winemine.exe"))   # CI installs wine32; fails without
    try:
        run.cmd("step", n=60)
        _round_trip(run, state_dir / "wm.wastate", ["click:40:100", "click:80:120", "key:F2"])
    finally:
        run.close()


def test_fork_answers_ping_and_diverges_only_through_its_own_inputs(state_dir, winmine):
    run = _start(*winmine)
    child = None
    try:
        run.cmd("step", n=40)
        at_fork = _png(run)
        forked = run.cmd("fork")
        assert "state" not in forked            # forked in-process (os.fork), no file
        port = int(forked["target"].lstrip(":"))
        ping = _post(port, {"action": "ping"})["value"]
        assert ping["pid"] == forked["pid"] and ping["frozen"] is True

        class Child(RunProcess):          # drive the child with the same helpers
            def __init__(self, port):
                self.port, self.token = port, None
        child = Child(port)
        assert _png(child) == at_fork
        # The child alone gets inputs: the parent's screen does not move.
        child_frames = _play(child, WINMINE_INPUTS)
        assert _png(run) == at_fork
        # The same inputs in the parent give the same frames: they diverged only by input.
        assert _play(run, WINMINE_INPUTS) == child_frames
    finally:
        if child is not None:
            try:
                _post(child.port, {"action": "quit"}, timeout=10)
            except OSError:
                pass
        run.close()


def _refused(run, path, what):
    reply = run.post({"id": 1, "action": "load", "args": {"path": str(path)}})[1]
    assert reply["ok"] is False and what in reply["error"], reply
    assert "\n" not in reply["error"]


def test_bad_state_files_are_refused_and_the_session_survives(state_dir):
    run = _start("--app", "winmine")
    other = _start("--app", "notepad")
    try:
        run.cmd("step", n=40)
        good = state_dir / "good.wastate"
        run.cmd("save", path=str(good))
        data = good.read_bytes()
        other.cmd("step", n=10)
        notepad_state = other.cmd("save", path=str(state_dir / "np.wastate"))["path"]
        at_start = _png(run)
        (state_dir / "trunc").write_bytes(data[:len(data) // 2])
        (state_dir / "short").write_bytes(data[:10])
        flipped = bytearray(data)
        flipped[-100] ^= 0xFF
        (state_dir / "corrupt").write_bytes(bytes(flipped))
        this = b'"format": %d' % FORMAT
        # the same number of bytes (the header's length is in the file): 9 after 10 is
        # written " 9"
        width = len(str(FORMAT))
        newer = data.replace(this, b'"format": %*d' % (width, FORMAT + 1), 1)
        (state_dir / "newer").write_bytes(newer)
        older = data.replace(this, b'"format": %*d' % (width, FORMAT - 1), 1)
        (state_dir / "older").write_bytes(older)
        (state_dir / "junk").write_bytes(b"hello, not a state")
        _refused(run, notepad_state, "another program")
        _refused(run, state_dir / "trunc", "truncated")
        _refused(run, state_dir / "short", "truncated")
        _refused(run, state_dir / "corrupt", "corrupted")
        _refused(run, state_dir / "newer", "newer")
        _refused(run, state_dir / "older", "earlier wineagent")
        _refused(run, state_dir / "junk", "not a wineagent state file")
        _refused(run, state_dir / "missing", "cannot read")
        assert _png(run) == at_start                # untouched
        run.cmd("step", n=5)                         # and still running
        assert run.cmd("ping")["frozen"] is True
    finally:
        run.close()
        other.close()


def test_load_state_at_start_refuses_a_bad_file_with_exit_2(state_dir):
    (state_dir / "junk").write_bytes(b"junk")
    run = RunProcess("--app", "winmine", "--load-state", str(state_dir / "junk"),
                     "--control", "0", ready=False)
    assert run.wait() == 2
    assert "refused" in "".join(run.stderr) and "Traceback" not in "".join(run.stderr)


def test_a_crafted_pickle_naming_os_system_is_refused(state_dir):
    """A file with a valid header and checksum whose payload names os.system is refused
    by the unpickler's registry, not run."""
    import pickle
    from wineagent.state import fileformat
    run = _start("--app", "winmine")
    try:
        good = state_dir / "good.wastate"
        run.cmd("save", path=str(good))
        header, _ = fileformat.read_header(good.read_bytes())
        marker = state_dir / "pwned"

        class Evil:
            def __reduce__(self):
                return (os.system, ("touch %s" % marker,))
        raw = pickle.dumps({"width": 4, "memory": [], "cpu": None, "drive": {}, "host": Evil()})
        (state_dir / "evil").write_bytes(fileformat.pack(raw, header["program"], "x", 4))
        _refused(run, state_dir / "evil", "not in the registry")

        class CallsWineagentRun:        # a wineagent function outside the emulator
            def __reduce__(self):
                from wineagent.state import pickling
                return (pickling._rebuild_function_ref, ("wineagent.run", "main"))
        raw = pickle.dumps({"width": 4, "memory": [], "cpu": None, "drive": {},
                            "host": CallsWineagentRun()})
        (state_dir / "evil2").write_bytes(fileformat.pack(raw, header["program"], "x", 4))
        _refused(run, state_dir / "evil2", "refused")
        assert not marker.exists()
    finally:
        run.close()


def test_a_fork_has_its_own_c_drive_and_runs_live(state_dir):
    run = RunProcess("--app", "winmine", "--control", "0")       # live, not frozen
    child_port = None
    try:
        forked = run.cmd("fork")
        child_port = int(forked["target"].lstrip(":"))
        child = _post(child_port, {"action": "eval", "code": "vm.vfs.root"})["value"]
        parent = run.cmd("eval", code="vm.vfs.root")
        assert child != parent
        _post(child_port, {"action": "eval", "code":
                           "open(vm.vfs.root + '/only-in-child.txt', 'w').write('x')"})
        assert run.cmd("eval", code="__import__('os').listdir(vm.vfs.root)").count(
            "only-in-child.txt") == 0
        assert _post(child_port, {"action": "ping"})["value"]["frozen"] is False
        assert run.cmd("ping")["frozen"] is False
    finally:
        if child_port:
            _post(child_port, {"action": "quit"}, timeout=10)
        run.close()


def test_fork_without_a_control_port_starts_a_new_process(state_dir):
    """A session driven on stdin has no server to copy: fork starts `wineagent run
    --load-state` (the slower, always-available way) and replies its target."""
    run = RunProcess("--app", "winmine", "--control-stdin", "--frozen", stdin=True,
                     ready=False)
    port = None
    try:
        replies = {r["id"]: r for r in run.stdin_replies(
            ['{"id": 1, "action": "step", "args": {"n": 40}}', '{"id": 2, "action": "png"}',
             '{"id": 3, "action": "fork"}'], 3, timeout=60)}
        png, reply = replies[2], replies[3]
        assert reply["ok"], reply
        assert os.path.exists(reply["value"]["state"])
        port = int(reply["value"]["target"].lstrip(":"))
        assert _post(port, {"action": "png"})["value"] == png["value"]
    finally:
        if port:
            _post(port, {"action": "quit"}, timeout=10)
        run.proc.stdin.write("quit\n")
        run.proc.stdin.flush()
        run.wait()


def test_load_into_a_live_session(state_dir):
    run = RunProcess("--app", "winmine", "--control", "0")
    try:
        run.cmd("frozen", on=True)
        run.cmd("step", n=40)
        at_save = _png(run)
        path = run.cmd("save", path=str(state_dir / "live.wastate"))["path"]
        run.cmd("click", x=70, y=100)       # uncovers a cell
        run.cmd("step", n=5)
        assert _png(run) != at_save
        run.cmd("frozen", on=False)
        loaded = run.cmd("load", path=path)  # into the live session
        assert loaded["batch"] >= 40
        run.cmd("frozen", on=True)
        assert _png(run) == at_save          # winmine idles: nothing moved since the load
        run.cmd("click", x=70, y=100)       # and it plays on from the loaded state
        run.cmd("step", n=5)
        assert _png(run) != at_save
    finally:
        run.close()


def test_saving_the_same_state_twice_gives_the_same_bytes(state_dir):
    run = _start("--app", "notepad")
    try:
        run.cmd("step", n=30)
        run.cmd("type", text="same bytes")
        run.cmd("step", n=10)
        a = run.cmd("save", path=str(state_dir / "a.wastate"))["path"]
        b = run.cmd("save", path=str(state_dir / "b.wastate"))["path"]
        assert open(a, "rb").read() == open(b, "rb").read()
    finally:
        run.close()


_REGS_CODE = ("[cpu.uc.reg_read(r) for r in __import__('wineagent.state.cpu', "
              "fromlist=['x']).REGISTERS]")


def test_cpu_fpu_and_sse_registers_survive_a_state_file(state_dir):
    """Every register a 32-bit guest can set, x87 stack and XMM included, comes back
    exactly in another process (set here by eval at a batch boundary; nothing runs)."""
    run = _start("--app", "winmine")
    other = None
    try:
        run.cmd("step", n=20)
        run.cmd("eval", code=(
            "from unicorn.x86_const import *\n"
            "u = cpu.uc\n"
            "u.reg_write(UC_X86_REG_XMM3, (1 << 127) | 0x1234567890ABCDEF)\n"
            "u.reg_write(UC_X86_REG_MXCSR, 0x1F80 | 0x6000)\n"
            "u.reg_write(UC_X86_REG_FP5, (0xC90FDAA22168C235, 0x4000))\n"
            "u.reg_write(UC_X86_REG_FPCW, 0x027F)\n"
            "u.reg_write(UC_X86_REG_EBX, 0xDEADBEEF)\n"
            "result = None"))
        before = run.cmd("eval", code=_REGS_CODE)
        path = run.cmd("save", path=str(state_dir / "regs.wastate"))["path"]
        other = _start("--app", "winmine", "--load-state", path)
        assert other.cmd("eval", code=_REGS_CODE) == before
    finally:
        run.close()
        if other:
            other.close()
