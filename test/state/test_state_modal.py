"""Savestates taken while the emulator runs a modal loop — a MessageBox, a modal dialog, an
open menu — on real `wineagent run` processes over HTTP (docs/state.md, "Modal loops")."""

import os

import pytest

from procs import RunProcess
from test_state import EXE, _png, _play, _post, _start
from test_wine_programs import wine_exe


@pytest.fixture
def state_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WINEAGENT_STATE_DIR", str(tmp_path / "states"))
    return tmp_path


def _classes(run):
    return [(w["class"], w["title"]) for w in run.cmd("snapshot")["windows"]]


def _center(run, cls, title):
    w = next(w for w in run.cmd("snapshot")["windows"]
             if w["class"] == cls and w["title"] == title)
    l, t, r, b = w["rect"]
    return (l + r) // 2, (t + b) // 2


def _saved_inside(args, setup, open_window, inputs, state_dir, closes=True):
    """Start ``args``, play ``setup`` (which opens a modal loop: ``open_window`` is then
    among the windows), save, play ``inputs`` (callables get the run and give an input);
    load the state in another process: same PNG as at save, same frames for the same
    inputs, and the modal window is gone at the end in both when ``closes``."""
    run = _start(*args)
    other = None
    try:
        run.cmd("step", n=40)
        _play(run, setup, steps=10)
        assert open_window in _classes(run)
        at_save = _png(run)
        saved = run.cmd("save", path=str(state_dir / "modal.wastate"))
        inputs = [i(run) if callable(i) else i for i in inputs]
        original = _play(run, inputs)
        assert len(set(original + [at_save])) > 1
        if closes:
            assert open_window not in _classes(run)
        other = _start(*args, "--load-state", saved["path"])
        assert open_window in _classes(other)
        assert _png(other) == at_save
        assert _play(other, inputs) == original
        if closes:
            assert open_window not in _classes(other)
    finally:
        run.close()
        if other:
            other.close()


def test_a_message_box_saved_open_answers_the_same_in_another_process(state_dir):
    # hello's MessageBox comes from its window procedure: DispatchMessage waits for it.
    _saved_inside(["--app", "hello"], ["click:100:100"], ("#32770", "Hello"),
                  ["key:Enter", "click:120:110", "key:Enter"], state_dir)


def test_a_message_box_result_reaches_the_guest_after_load(state_dir):
    # dlgtest /msgbox writes MessageBox's result into its title: Tab+Enter picks Cancel.
    # Its i686 build only: this is about savestates in a modal loop, the emulator's side
    # (test_dialogs.py runs dlgtest's message box at both widths).
    _saved_inside(["--exe", os.path.join(EXE, "dlgtest.exe"), "--args=/msgbox"], [],
                  ("#32770", "Question"), ["key:Tab", "key:Enter"], state_dir)


def test_a_common_dialog_opened_by_an_accelerator_saves_and_loads(state_dir):
    # notepad's Save As (Ctrl+S): TranslateAccelerator > DialogBoxParam's loop.
    _saved_inside(["--app", "notepad"], ["type:abc", "key:ctrl+s"], ("#32770", "Save As"),
                  ["type:x", "key:Escape", "type:d"], state_dir)


def test_a_dialog_opened_from_a_menu_closes_the_same_after_load(state_dir):
    # winmine's Best Times dialog (Game > Best Times...), closed with its OK button.
    _saved_inside(["--app", "winmine"], ["click:60:30", "click:113:137"],
                  ("#32770", "Fastest Mine Sweepers"),
                  ["key:Tab", lambda run: "click:%d:%d" % _center(run, "BUTTON", "OK"),
                   "click:100:120"], state_dir)


def test_wines_winemine_custom_field_dialog_gives_the_same_field_after_load(state_dir):
    # Game > Custom...: a guest dialog procedure; Enter ends it with the typed columns.
    _saved_inside(["--exe", wine_exe("winemine.exe")], ["click:20:30", "click:60:154"],
                  ("#32770", "Custom Game"),
                  ["key:Tab", "type:12", "key:Enter", "click:50:120"], state_dir)


def test_an_open_menu_saves_and_the_same_keys_and_clicks_choose_the_same(state_dir):
    _saved_inside(["--app", "winmine"], ["click:60:30"], ("#32768", ""),
                  ["key:Down", "key:Down", "click:113:95", "click:100:120"], state_dir)


def test_a_save_inside_a_loop_in_progress_it_cannot_describe_is_refused_by_name(state_dir):
    # The window menu of notepad's Save As dialog: menu mode inside the dialog's own
    # keyboard handling (IsDialogMessage), whose rest no savestate describes.
    run = _start("--app", "notepad")
    try:
        run.cmd("step", n=40)
        _play(run, ["type:abc", "key:ctrl+s", "key:alt+space"], steps=10)
        assert ("#32768", "") in _classes(run)
        path = state_dir / "refused.wastate"
        reply = run.post({"id": 1, "action": "save", "args": {"path": str(path)}})[1]
        assert reply["ok"] is False, reply
        assert "DialogBoxParamA" in reply["error"] and "is_dialog_message" in reply["error"]
        assert "\n" not in reply["error"] and not path.exists()
        _play(run, ["key:Escape", "key:Escape"])
        assert ("#32770", "Save As") not in _classes(run)
        assert run.cmd("save", path=str(path))["bytes"] > 0
    finally:
        run.close()


def test_fork_inside_a_dialog_diverges_only_through_its_own_inputs(state_dir):
    run = _start("--app", "notepad")
    child = None
    try:
        run.cmd("step", n=40)
        _play(run, ["type:abc", "key:ctrl+s"], steps=10)
        assert ("#32770", "Save As") in _classes(run)
        at_fork = _png(run)
        forked = run.cmd("fork")
        port = int(forked["target"].lstrip(":"))

        class Child(RunProcess):          # drive the child with the same helpers
            def __init__(self, port):
                self.port, self.token = port, None
        child = Child(port)
        assert _png(child) == at_fork
        inputs = ["type:x", "key:Escape", "type:d"]
        child_frames = _play(child, inputs)
        assert ("#32770", "Save As") not in _classes(child)
        # The parent's dialog is still up and its screen did not move.
        assert _png(run) == at_fork and ("#32770", "Save As") in _classes(run)
        assert _play(run, inputs) == child_frames
    finally:
        if child is not None:
            try:
                _post(child.port, {"action": "quit"}, timeout=10)
            except OSError:
                pass
        run.close()


def test_a_dialog_restored_from_a_state_saves_again_and_loads_the_same(state_dir):
    # The loaded session's handlers are the restarted loop (and its awaiting caller):
    # a second save must carry those too.
    args = ["--app", "notepad"]
    run = _start(*args)
    other = third = None
    try:
        run.cmd("step", n=40)
        _play(run, ["type:abc", "key:ctrl+s", "type:x"], steps=10)
        first = run.cmd("save", path=str(state_dir / "one.wastate"))
        other = _start(*args, "--load-state", first["path"])
        _play(other, ["type:y"])
        assert ("#32770", "Save As") in _classes(other)
        at_save = _png(other)
        second = other.cmd("save", path=str(state_dir / "two.wastate"))
        inputs = ["type:z", "key:Escape", "type:d"]
        original = _play(other, inputs)
        third = _start(*args, "--load-state", second["path"])
        assert _png(third) == at_save
        assert _play(third, inputs) == original
        assert ("#32770", "Save As") not in _classes(third)
    finally:
        for r in (run, other, third):
            if r:
                r.close()


# -- how a chain's rest is read and rebuilt (wineagent/state/coroutines.py) ---------------
def _inner():
    yield "guest call"


def _passes():
    return (yield from _inner())


def _returns_zero_after(flag):
    if flag:
        yield from _inner()
    elif flag is None:
        yield from _inner()
    return 0


def _works_on_result():
    r = yield from _inner()
    return r + 1


def _suspended(gen):
    next(gen)
    return gen


def test_a_levels_rest_is_read_from_its_bytecode():
    from wineagent.state.coroutines import _continuation
    assert _continuation(_suspended(_passes())) == ("pass",)
    assert _continuation(_suspended(_inner())) == ("const", None)  # the yield's value dropped
    assert _continuation(_suspended(_returns_zero_after(True))) == ("const", 0)
    assert _continuation(_suspended(_returns_zero_after(None))) == ("const", 0)
    assert _continuation(_suspended(_works_on_result())) is None


def _loop_result(value):
    return value * 10
    yield  # noqa: unreachable - makes this a generator


def test_resume_steps_apply_constants_and_restart_loops_in_order():
    from wineagent.state.coroutines import _await_then, _fresh_then

    def finish(gen, value=None):
        try:
            gen.send(value)
        except StopIteration as stop:
            return stop.value
        raise AssertionError("did not finish")
    assert finish(_await_then(7, ())) == 7
    assert finish(_await_then(7, (("const", 1),))) == 1
    assert finish(_await_then(7, (("const", 1), ("loop", _loop_result, (3,))))) == 30
    assert finish(_fresh_then(_loop_result, (2,), (("loop", _loop_result, (5,)),
                                                   ("const", 9)))) == 9


def test_wineconsole_waiting_for_a_key_saves_and_a_key_ends_it_after_load(state_dir):
    # wineconsole's console window (AllocConsole) with ReadConsoleInputW waiting: the
    # state carries the wait (restarted on load), and a key then ends the program there
    # as it does in the process that saved (exit code 2, CreateProcess's error).
    args = ["--exe", wine_exe("wineconsole.exe"), "--args=nosuchprog.exe"]
    console = ("ConsoleWindowClass", "C:\\wineconsole.exe")
    runs = []
    try:
        run = _start(*args)
        runs.append(run)
        run.cmd("step", n=40)
        assert console in _classes(run)
        at_save = _png(run)
        saved = run.cmd("save", path=str(state_dir / "console.wastate"))
        other = _start(*args, "--load-state", saved["path"])
        runs.append(other)
        assert console in _classes(other)
        assert _png(other) == at_save
        for r in runs:
            r.post({"id": 1, "cmd": "key:a"})
            r.post({"id": 2, "cmd": "step", "n": 5})
        for r in runs:
            r.wait_for(lambda line: "ended: exited" in line and "exit_code=2" in line, 60)
    finally:
        for r in runs:
            r.close()
