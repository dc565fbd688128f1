"""Documentation that is generated from code stays in step with it."""

import os

from wineagent.win32 import apilist

from paths import ROOT


def test_the_api_list_in_emulator_md_matches_the_declarations():
    """docs/emulator.md lists exactly the declared APIs (regenerate with apilist --update)."""
    with open(os.path.join(ROOT, "docs", "emulator.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split(apilist.BEGIN, 1)[1].split(apilist.END, 1)[0]
    assert section.strip() == apilist.markdown().strip(), \
        "run: python -m wineagent.win32.apilist --update docs/emulator.md"


def test_readme_starts_with_the_two_commands_and_ci_runs_its_test_command():
    """README's first lines are the run command and the test set-up; .ci/run runs the same."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = [l.strip() for l in f.read().splitlines() if l.strip()]
    assert lines[1].startswith("pip install . && wineagent run --app=")
    assert lines[2].startswith("bash .ci/run")
    test_cmd = "python3 -m pytest -q test/"
    assert test_cmd in lines[2]
    with open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8") as f:
        assert test_cmd in f.read()
