"""Where the tests' files are: the checkout, the test folder and its guests.

Tests live in folders by layer (test/win32/user/, test/control/, ...); each reaches the
shared files through these names rather than through its own ``__file__``."""

import os

__all__ = ["TEST_DIR", "ROOT", "EXE_DIR", "EXPECTED_DIR"]

#: test/ (the conftest, the helper modules, exe/, expected/).
TEST_DIR = os.path.dirname(os.path.abspath(__file__))
#: The checkout.
ROOT = os.path.dirname(TEST_DIR)
#: The test guests built by ``make -C guests tests``.
EXE_DIR = os.path.join(TEST_DIR, "exe")
#: Expected outputs (screens, text) the tests compare against.
EXPECTED_DIR = os.path.join(TEST_DIR, "expected")
