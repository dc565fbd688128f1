"""The pytest plugin and wineagent.testing (docs/testing.md), run the way a user runs them:
an example suite that tests bundled programs, in a pytest subprocess with the plugin
(``-p wineagent.pytest_plugin``, the name of its ``pytest11`` entry point), and an example
``trial`` test case in a ``python -m twisted.trial`` subprocess."""

import configparser
import json
import os
import subprocess
import sys
import textwrap

import pytest
from PIL import Image

from procs import ROOT, env as run_env

# winmine /seed 1 (docs/apps.md): cell (0,0) is safe and at screen (63, 93); a cell is
# 16 pixels square.
SUITE = '''
import pytest
from wineagent.testing import assert_screen

SEED_1 = pytest.mark.wineagent(app="winmine", args="/seed 1")


@SEED_1
def test_the_board_matches_its_golden(desktop):
    assert_screen(desktop, "goldens/winmine-start.png")


@SEED_1
def test_opening_a_cell_changes_the_board(desktop):
    desktop.click(63, 93)
    desktop.step(4)
    assert_screen(desktop, "goldens/winmine-start.png")


@SEED_1
def test_a_mask_hides_the_changed_window(desktop):
    desktop.click(63, 93)
    desktop.step(4)
    assert_screen(desktop, "goldens/winmine-start.png",
                  mask=[desktop.find(title="Minesweeper")])


@SEED_1
def test_a_tolerance_allows_that_many_pixels(desktop):
    desktop.click(63, 93)
    desktop.step(4)
    assert_screen(desktop, "goldens/winmine-start.png", tolerance=640 * 480)


@pytest.mark.parametrize("desktop", ["notepad", {"app": "winmine", "args": "/seed 2"}],
                         indirect=True)
def test_indirect_parametrisation_picks_the_program(desktop):
    assert desktop.find(cls=desktop.host.app if desktop.host.app == "notepad" else None)
    assert desktop.vm is not None and not desktop.closed
'''

TRIAL_SUITE = '''
from twisted.internet import defer
from twisted.trial import unittest

from wineagent import WineAgentError
from wineagent.testing import open_desktop


class Winmine(unittest.TestCase):

    @defer.inlineCallbacks
    def test_a_click_opens_a_cell(self):
        d = yield open_desktop(self, app="winmine", args="/seed 1")
        before = yield d.png()
        yield d.click(63, 93)
        reply = yield d.step(4)
        self.assertEqual(reply["ran"], 4)
        after = yield d.png()
        self.assertNotEqual(before.tobytes(), after.tobytes())
        board = yield d.find(title="Minesweeper")
        self.assertIsNotNone(board)

    @defer.inlineCallbacks
    def test_a_refused_command_fails_its_deferred(self):
        d = yield open_desktop(self, app="winmine", args="/seed 1")
        e = yield self.assertFailure(d.command("dlg-cmd", id=2), WineAgentError)
        self.assertEqual(e.message, "dlg-cmd: no dialog is open")

    @defer.inlineCallbacks
    def test_a_cancelled_step_stops_the_wait_and_the_desktop_goes_on(self):
        d = yield open_desktop(self, app="winmine", args="/seed 1")
        long_step = d.step(400)
        long_step.cancel()
        yield self.assertFailure(long_step, defer.CancelledError)
        reply = yield d.step(1)
        self.assertEqual(reply["ran"], 1)
'''


def run_pytest(cwd, *args):
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "wineagent.pytest_plugin",
         "-p", "no:cacheprovider", "-q", "-rfE"] + list(args),
        cwd=str(cwd), env=run_env(), capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def suite(tmp_path_factory):
    """The example suite, its goldens created by a first run with
    --wineagent-update-goldens, then run once for real: (folder, completed process)."""
    root = tmp_path_factory.mktemp("winmine_suite")
    (root / "test_winmine.py").write_text(SUITE)
    make = run_pytest(root, "--wineagent-update-goldens", "-k", "matches_its_golden")
    assert make.returncode == 0, make.stdout + make.stderr
    assert (root / "goldens" / "winmine-start.png").is_file()
    return root, run_pytest(root)


def test_the_plugin_is_registered_as_a_pytest11_entry_point():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.join(ROOT, "setup.cfg"))
    points = cfg["options.entry_points"]["pytest11"].split("\n")
    assert "wineagent.pytest_plugin = wineagent.pytest_plugin" in [p.strip() for p in points]


def test_loading_the_plugin_imports_nothing_heavy():
    """Installed, it is loaded into every pytest run: no emulator, Twisted or Pillow."""
    code = ("import sys, wineagent.pytest_plugin, wineagent.testing; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & "
            "{'twisted', 'unicorn', 'PIL', 'klein', 'pefile'}))")
    out = subprocess.run([sys.executable, "-c", code], env=run_env(), cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_golden_created_by_update_passes_unchanged(suite):
    root, run = suite
    assert "test_winmine.py::test_the_board_matches_its_golden PASSED" not in run.stdout
    assert "FAILED test_winmine.py::test_the_board_matches_its_golden" not in run.stdout
    assert "1 failed, 5 passed" in run.stdout, run.stdout + run.stderr
    golden = Image.open(root / "goldens" / "winmine-start.png")
    assert golden.size == (640, 480)


def test_a_changed_screen_fails_and_writes_the_actual_and_diff_images(suite):
    root, run = suite
    assert "FAILED test_winmine.py::test_opening_a_cell_changes_the_board" in run.stdout
    art = root / "wineagent-artifacts" / "test_winmine.py_test_opening_a_cell_changes_the_board"
    actual, diff = art / "winmine-start.actual.png", art / "winmine-start.diff.png"
    assert "screen differs from golden %s" % (root / "goldens" / "winmine-start.png") \
        in run.stdout
    assert "actual: %s; diff: %s" % (actual, diff) in run.stdout
    golden = Image.open(root / "goldens" / "winmine-start.png").convert("RGB")
    shot = Image.open(actual).convert("RGB")
    assert shot.size == golden.size and shot.tobytes() != golden.tobytes()
    # The diff is red exactly where they differ: its red pixels span the reported bbox,
    # which holds the clicked cell.
    bbox = run.stdout.split("differing pixels, bbox ")[1].split(" ")[0]
    (x0, y0), (x1, y1) = [map(int, corner.split(",")) for corner in bbox.split("-")]
    assert x0 <= 63 <= x1 and y0 <= 93 <= y1
    r, g, b = Image.open(diff).convert("RGB").split()
    red = Image.eval(r, lambda v: 255 if v == 255 else 0)
    assert red.getbbox() == (x0, y0, x1 + 1, y1 + 1)


def test_a_failing_test_reports_its_last_screen_and_snapshot(suite):
    root, run = suite
    art = root / "wineagent-artifacts" / "test_winmine.py_test_opening_a_cell_changes_the_board"
    assert "wineagent desktop" in run.stdout
    assert "last screen: %s" % (art / "last-screen.png") in run.stdout
    assert "snapshot: %s" % (art / "snapshot.json") in run.stdout
    assert "Minesweeper" in run.stdout   # the visible windows, named in the report
    assert Image.open(art / "last-screen.png").size == (640, 480)
    snap = json.loads((art / "snapshot.json").read_text())
    assert any(w.get("title") == "Minesweeper" for w in snap["windows"])


@pytest.mark.parametrize("name", ["test_a_mask_hides_the_changed_window",
                                  "test_a_tolerance_allows_that_many_pixels"])
def test_a_mask_or_tolerance_over_the_change_passes_and_leaves_no_artifacts(suite, name):
    root, run = suite
    assert name not in run.stdout
    assert not (root / "wineagent-artifacts" / ("test_winmine.py_" + name)).exists()


def test_a_missing_golden_fails_and_says_how_to_create_it(tmp_path):
    (tmp_path / "test_new.py").write_text(textwrap.dedent('''
        import pytest
        from wineagent.testing import assert_screen

        @pytest.mark.wineagent(app="hello")
        def test_new(desktop):
            assert_screen(desktop, "new.png")
    '''))
    run = run_pytest(tmp_path)
    assert run.returncode == 1
    assert "no golden %s (run pytest with --wineagent-update-goldens" % (tmp_path / "new.png") \
        in run.stdout
    assert (tmp_path / "wineagent-artifacts" / "test_new.py_test_new" / "new.actual.png").is_file()
    assert not (tmp_path / "new.png").exists()


def test_the_fixture_without_a_program_is_a_clear_usage_error(tmp_path):
    (tmp_path / "test_none.py").write_text("def test_x(desktop):\n    pass\n")
    run = run_pytest(tmp_path)
    assert run.returncode != 0
    assert "the desktop fixture needs a program" in run.stdout + run.stderr


def test_trial_test_cases_use_deferred_helpers(tmp_path):
    (tmp_path / "test_trial_winmine.py").write_text(TRIAL_SUITE)
    run = subprocess.run([sys.executable, "-m", "twisted.trial", "test_trial_winmine"],
                         cwd=str(tmp_path), env=dict(run_env(), PYTHONPATH=os.pathsep.join(
                             [ROOT, str(tmp_path)])),
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "PASSED (successes=3)" in run.stdout


def doc_blocks():
    """The first two python code blocks of docs/testing.md: [pytest example, trial example]
    (later blocks document wineagent's own test helpers)."""
    with open(os.path.join(ROOT, "docs", "testing.md"), encoding="utf-8") as f:
        text = f.read()
    return [part.split("```", 1)[0] for part in text.split("```python\n")[1:3]]


def test_the_documented_examples_run_as_written(tmp_path):
    """docs/testing.md's pytest and trial examples: goldens made by the update switch,
    then every test passes against them."""
    pytest_example, trial_example = doc_blocks()
    (tmp_path / "test_winmine.py").write_text(pytest_example)
    (tmp_path / "test_trial_winmine.py").write_text(trial_example)
    for extra in (["--wineagent-update-goldens"], []):
        run = run_pytest(tmp_path, "test_winmine.py", *extra)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "4 passed" in run.stdout
    trial_env = dict(run_env(), PYTHONPATH=os.pathsep.join([ROOT, str(tmp_path)]))
    for update in ("1", ""):
        run = subprocess.run([sys.executable, "-m", "twisted.trial", "test_trial_winmine"],
                             cwd=str(tmp_path), env=dict(trial_env,
                                                         WINEAGENT_UPDATE_GOLDENS=update),
                             capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stdout + run.stderr
        assert "PASSED (successes=2)" in run.stdout
    assert sorted(p.name for p in (tmp_path / "goldens").iterdir()) == [
        "winmine-cell-0-0.png", "winmine-start.png"]
