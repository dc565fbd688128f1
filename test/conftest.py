"""Shared fixtures: boot a bundled guest in-process and drive it batch by batch."""

import os
import sys
import tempfile

import pytest
from hypothesis import settings as _hypothesis_settings

# Property tests draw their examples from a fixed seed (a run is repeatable: CI cannot
# fail on an example no earlier run drew); ``--hypothesis-profile=explore`` draws fresh
# ones for a search session, and what it finds becomes an ``@example`` of the test.
_hypothesis_settings.register_profile("ci", derandomize=True, database=None)
_hypothesis_settings.register_profile("explore", derandomize=False)
_hypothesis_settings.load_profile("ci")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# Tests sit in folders by layer (test/win32/user/, test/control/, ...; docs/testing.md)
# and import each other's fixtures and helpers by module name (``from test_web_browser
# import service``, ``from procs import RunProcess``): test/ and every test folder are on
# the path, so a test's module name is its file name wherever it sits (names are unique).
for _folder, _dirs, _files in sorted(os.walk(os.path.dirname(os.path.abspath(__file__)))):
    _dirs[:] = sorted(d for d in _dirs if d not in ("__pycache__", "exe", "exe64", "expected", "nsis"))
    if _folder not in sys.path:
        sys.path.append(_folder)

# The live-session files of the VMs tests start (ctl/registry.py) go to a folder of this
# test run, never the user's: other runs on the machine must not see them, nor they ours.
os.environ["WINEAGENT_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="wineagent-test-runtime-")


def pytest_collection_finish(session):
    """Start the guests' rebuild in the background when its test is selected
    (guest_check.py: it runs on the other core while the suite runs on this one)."""
    import guest_check
    if any(item.name == guest_check.TEST_NAME for item in session.items):
        guest_check.start()


def pytest_sessionfinish(session):
    """End a guests' rebuild the suite no longer waits for (-x, an interrupted run)."""
    import guest_check
    guest_check.stop()


class Driver:
    """A VM plus the small vocabulary tests need: settle, click, key, pixel, png."""

    def __init__(self, vm):
        self.vm = vm

    def settle(self, max_batches=60):
        """Run batches until the guest is parked with nothing left to do (bounded)."""
        for _ in range(max_batches):
            self.vm.run_batch()
            if self.vm.ended:
                break
            if self.vm.parked and not self.vm.wm.has_work():
                break
        return self

    def run_to_end(self, max_batches=300):
        """Run batches until the guest's process ends (at most ``max_batches``) and
        check it ended without a fault; returns the driver."""
        for _ in range(max_batches):
            self.vm.run_batch()
            if self.vm.ended:
                break
        assert self.vm.machine.fault is None, self.vm.machine.fault
        return self

    def run(self, batches):
        """Run exactly ``batches`` batches."""
        for _ in range(batches):
            self.vm.run_batch()
        return self

    def mouse(self, kind, x, y, button="left"):
        """Queue one raw mouse event at screen (x, y)."""
        self.vm.wm.queue_input(("mouse", kind, x, y, button))
        return self

    def click(self, x, y, button="left"):
        """Press and release at screen (x, y), then settle."""
        self.mouse("down", x, y, button).mouse("up", x, y, button)
        return self.settle()

    def key(self, kind, code):
        """Queue a raw key event: kind is 'down', 'up' or 'char'."""
        self.vm.wm.queue_input(("key", kind, code))
        return self

    def pixel(self, x, y):
        """(r, g, b) of the composed screen at (x, y)."""
        return self.vm.gdi.compose().getpixel((x, y))

    def screen(self):
        """A copy of the composed screen (Pillow image)."""
        return self.vm.gdi.compose().copy()

    def window(self, title):
        """The snapshot entry of the first window with this title, or None."""
        for w in self.vm.wm.describe():
            if w["title"] == title:
                return w
        return None

    def client_origin(self, title):
        """Screen coordinates of a top-level window's client area."""
        w = self.window(title)
        win = self.vm.wm.get(w["hwnd"])
        return self.vm.wm.client_origin(win)


@pytest.fixture(scope="module", params=[4, 8], ids=["x86", "x64"])
def width(request):
    """The width a test guest runs at: each test using this runs twice, with its guest's
    i686 build (4) and its x86-64 build (8), ``paths.guest_exe(name, width)``. Module-scoped
    so that a module's fixtures which run a guest once may take it too."""
    return request.param


@pytest.fixture
def boot():
    """boot(app_id_or_path, args=None, width=4, **vm_kwargs) -> settled Driver. A bundled
    program's id boots its i686 build (width 4, what the wheel ships) or its x86-64 build
    (width 8, test/exe64/apps/: ``paths.app_exe``), with its default arguments unless
    ``args`` says otherwise; a path boots that exe (its width is the exe's)."""
    from wineagent.apps import APPS
    from wineagent.vm import VM
    from paths import app_exe

    def make(app, args=None, settle=True, width=4, **kw):
        if app in APPS:
            path = app_exe(app, width)
            if args is None:
                args = APPS[app].args
        elif width != 4:
            raise ValueError("boot(path, width=...): a path's width is its exe's "
                             "(paths.guest_exe(name, width) picks a test guest's build)")
        else:
            path = app
        d = Driver(VM(path, args=args or "", app_id=app, **kw))
        return d.settle() if settle else d
    return make
