"""The tests sit in folders by layer and are named for the behaviour they check
(docs/testing.md, "Where the tests are"): no test module at test/'s top, one module name
per file name across the folders (tests import each other's fixtures by that name), and
only the folders the doc lists."""

import os

from paths import TEST_DIR

FOLDERS = {"machine", "win32", "win32/kernel", "win32/crt", "win32/com", "win32/shell",
           "win32/gdi", "win32/user", "win32/controls", "programs", "control", "web", "events",
           "state", "replay", "api", "project"}


def _test_modules():
    for folder, dirs, files in os.walk(TEST_DIR):
        dirs[:] = [d for d in dirs if d not in ("__pycache__", "exe", "exe64", "expected", "nsis")]
        for f in files:
            if f.startswith("test_") and f.endswith(".py"):
                yield os.path.relpath(folder, TEST_DIR), f


def test_every_test_module_is_in_a_layer_folder():
    found = list(_test_modules())
    assert not [f for folder, f in found if folder == "."], "a test module at test/'s top"
    assert {folder for folder, _ in found} <= FOLDERS


def test_test_module_names_are_unique():
    names = [f for _, f in _test_modules()]
    assert len(names) == len(set(names))


def test_the_doc_lists_the_folders():
    with open(os.path.join(os.path.dirname(TEST_DIR), "docs", "testing.md"),
              encoding="utf-8") as f:
        doc = f.read()
    for folder in FOLDERS:
        assert "test/%s/" % folder in doc, folder
