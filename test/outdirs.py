"""Shared by the output-folder tests: a real ``wineagent serve`` (test/serve_guests.py:
the serve entry point with the prn_print and md_sound guests in its app registry) started
with ``--print-dir`` and ``--sound-dir`` in a module's temporary folder."""

import os
import sys

import pytest

from browsing import Service
from procs import ROOT

#: the command that runs the serve entry point with the two test guests registered
GUESTS = [sys.executable, os.path.join(ROOT, "test", "serve_guests.py")]


@pytest.fixture(scope="module")
def folders(tmp_path_factory):
    """(print folder, sound folder) given to the module's hub."""
    root = tmp_path_factory.mktemp("out")
    return str(root / "printed"), str(root / "sound")


@pytest.fixture(scope="module")
def hub(folders):
    """The running serve process writing into ``folders``."""
    s = Service("--print-dir", folders[0], "--sound-dir", folders[1], program=GUESTS)
    yield s
    s.stop()
