"""A savestate of a console program whose console shows in a window, waiting in
ReadConsoleInputW on a screen buffer of its own (docs/runtimes.md, "Console screen
buffers"): the loaded state shows the same window and the same pixels, and keys end the
program there as in the process that saved."""

import pytest

from paths import guest_exe
from test_state import _png, _start


@pytest.fixture
def state_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WINEAGENT_STATE_DIR", str(tmp_path / "states"))
    return tmp_path


def test_a_full_screen_console_program_saves_and_reads_keys_after_load(state_dir):
    args = ["--exe", guest_exe("conbuf", 4), "--args=wait"]
    runs = []
    try:
        run = _start(*args)
        runs.append(run)
        run.cmd("step", n=60)
        classes = [w["class"] for w in run.cmd("snapshot")["windows"]]
        assert "ConsoleWindowClass" in classes
        at_save = _png(run)
        saved = run.cmd("save", path=str(state_dir / "conbuf.wastate"))
        other = _start(*args, "--load-state", saved["path"])
        runs.append(other)
        assert _png(other) == at_save
        for r in runs:
            r.post({"id": 1, "cmd": "key:Escape"})
            r.post({"id": 2, "cmd": "step", "n": 5})
        for r in runs:
            r.wait_for(lambda line: "ended: exited" in line and "exit_code=0" in line, 60)
    finally:
        for r in runs:
            r.close()
