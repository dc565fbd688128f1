"""Where the tests' files are: the checkout, the test folder and its guests.

Tests live in folders by layer (test/win32/user/, test/control/, ...); each reaches the
shared files through these names rather than through its own ``__file__``."""

import os

__all__ = ["TEST_DIR", "ROOT", "EXE_DIR", "EXE64_DIR", "EXPECTED_DIR", "WIDTHS",
           "guest_exe"]

#: test/ (the conftest, the helper modules, exe/, expected/).
TEST_DIR = os.path.dirname(os.path.abspath(__file__))
#: The checkout.
ROOT = os.path.dirname(TEST_DIR)
#: The test guests built by ``make -C guests tests``.
EXE_DIR = os.path.join(TEST_DIR, "exe")
#: Expected outputs (screens, text) the tests compare against.
EXPECTED_DIR = os.path.join(TEST_DIR, "expected")
#: The same test guests built for x86-64 (``TEST64_GUESTS`` in guests/Makefile).
EXE64_DIR = os.path.join(TEST_DIR, "exe64")
#: The widths a guest runs at: 4 (i686, PE32) and 8 (x86-64, PE32+).
WIDTHS = (4, 8)


def guest_exe(name, width=4):
    """The path of test guest ``name`` (guests/tests/NAME.c) built for ``width`` (4: the
    i686 build in test/exe/, 8: the x86-64 build in test/exe64/)."""
    if width not in WIDTHS:
        raise ValueError("a guest's width is 4 or 8, not %r" % (width,))
    return os.path.join(EXE_DIR if width == 4 else EXE64_DIR, name + ".exe")
