"""Where the tests' files are: the checkout, the test folder and its guests.

Tests live in folders by layer (test/win32/user/, test/control/, ...); each reaches the
shared files through these names rather than through its own ``__file__``."""

import os

__all__ = ["TEST_DIR", "ROOT", "EXE_DIR", "EXE64_DIR", "APPS64_DIR", "EXPECTED_DIR",
           "WIDTHS", "guest_exe", "app_exe"]

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
#: The bundled programs (wineagent/apps) built for x86-64 (``APPS64`` in guests/Makefile):
#: test material, the wheel ships the i686 builds only.
APPS64_DIR = os.path.join(EXE64_DIR, "apps")
#: The widths a guest runs at: 4 (i686, PE32) and 8 (x86-64, PE32+).
WIDTHS = (4, 8)


def guest_exe(name, width=4):
    """The path of test guest ``name`` (guests/tests/NAME.c) built for ``width`` (4: the
    i686 build in test/exe/, 8: the x86-64 build in test/exe64/)."""
    if width not in WIDTHS:
        raise ValueError("a guest's width is 4 or 8, not %r" % (width,))
    return os.path.join(EXE_DIR if width == 4 else EXE64_DIR, name + ".exe")


def app_exe(app_id, width=4):
    """The path of bundled program ``app_id`` (guests/APP.c) built for ``width`` (4: the
    shipped i686 build, wineagent/apps/exe/; 8: its x86-64 build in test/exe64/apps/)."""
    from wineagent.apps import APPS
    if width not in WIDTHS:
        raise ValueError("a program's width is 4 or 8, not %r" % (width,))
    if width == 4:
        return APPS[app_id].exe
    path = os.path.join(APPS64_DIR, app_id + ".exe")
    if not os.path.exists(path):
        raise ValueError("no x86-64 build of bundled program %r (APPS64 in guests/Makefile)"
                         % (app_id,))
    return path
