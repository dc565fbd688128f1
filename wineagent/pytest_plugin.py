"""The pytest plugin (entry point ``pytest11``, or ``-p wineagent.pytest_plugin``).

- the ``desktop`` fixture: a frozen in-process :class:`wineagent.Desktop`, settled (stepped
  until the guest waits for input), closed after the test. Choose the program with
  ``@pytest.mark.wineagent(app="winmine", args="/seed 3")`` or by indirect
  parametrisation (``@pytest.mark.parametrize("desktop", ["winmine", {"exe": "x.exe"}],
  indirect=True)``). When a test fails, its screen and snapshot at the failure are written
  to the artifacts folder and named in the report.
- ``--wineagent-update-goldens``: :func:`wineagent.testing.assert_screen` writes goldens
  instead of comparing; ``--wineagent-artifacts=DIR``: where actual/diff images and
  failure screens go (default ``wineagent-artifacts`` in the rootdir).

Loaded into every pytest run once wineagent is installed, so it imports nothing heavy at
load time: the emulator, Twisted and Pillow load only when a test uses the fixture or
``assert_screen``. See docs/testing.md.
"""

import json
import os
import re

import pytest

__all__ = ["desktop", "assert_screen"]

_DESKTOP = pytest.StashKey()
#: Batches the fixture runs at most until the guest waits for input (marker: settle=N).
_SETTLE_DEFAULT = 200


def assert_screen(desktop, golden, mask=None, tolerance=0, update=None, artifacts=None):
    """:func:`wineagent.testing.assert_screen` (re-exported for ``from
    wineagent.pytest_plugin import assert_screen``)."""
    from .testing import assert_screen as check
    __tracebackhide__ = True
    return check(desktop, golden, mask, tolerance, update, artifacts)


def pytest_addoption(parser):
    """``--wineagent-update-goldens`` and ``--wineagent-artifacts``."""
    group = parser.getgroup("wineagent", "wineagent (Windows programs on a headless "
                                         "desktop)")
    group.addoption("--wineagent-update-goldens", action="store_true", default=False,
                    help="assert_screen writes the golden PNGs from the current screens "
                         "instead of comparing")
    group.addoption("--wineagent-artifacts", metavar="DIR", default=None,
                    help="where assert_screen writes actual and diff images and failing "
                         "tests their last screen and snapshot (default: "
                         "wineagent-artifacts in the rootdir)")


def pytest_configure(config):
    """Declare the marker (so ``--strict-markers`` accepts it)."""
    config.addinivalue_line(
        "markers", "wineagent(app=None, exe=None, args=None, screen=(640, 480), "
                   "settle=200, ...): the program the desktop fixture runs; other keywords "
                   "go to wineagent.Desktop")


def _artifacts_root(config):
    given = config.getoption("wineagent_artifacts", None)
    return os.path.abspath(given) if given else os.path.join(str(config.rootpath),
                                                             "wineagent-artifacts")


def _test_dir(item):
    """The artifacts folder of one test: its node id made into one safe folder name."""
    name = re.sub(r"[^A-Za-z0-9_.=-]+", "_", item.nodeid).strip("_")
    return os.path.join(_artifacts_root(item.config), name[:150] or "test")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """Point assert_screen at this test: goldens beside its file, artifacts in its own
    folder, update mode from the option. Reset afterwards, so nothing leaks into a test
    run without the plugin's knowledge."""
    from . import testing   # stdlib-only at import: cheap for suites that never use it
    ctx = testing.context
    saved = (ctx.base_dir, ctx.artifacts, ctx.update)
    ctx.base_dir = str(item.path.parent)
    ctx.artifacts = _test_dir(item)
    ctx.update = bool(item.config.getoption("wineagent_update_goldens", False))
    try:
        yield
    finally:
        ctx.base_dir, ctx.artifacts, ctx.update = saved


def _desktop_kwargs(request):
    """The program and options: the parameter (indirect parametrisation) wins over the
    marker; a string parameter is an app id."""
    kwargs = {}
    marker = request.node.get_closest_marker("wineagent")
    if marker is not None:
        if marker.args:
            kwargs["app"] = marker.args[0]
        kwargs.update(marker.kwargs)
    param = getattr(request, "param", None)
    if isinstance(param, str):
        kwargs.pop("exe", None)
        kwargs["app"] = param
    elif isinstance(param, dict):
        if "app" in param or "exe" in param:
            kwargs.pop("app", None)
            kwargs.pop("exe", None)
        kwargs.update(param)
    elif param is not None:
        raise pytest.UsageError("desktop parameter must be an app id or a dict of "
                                "wineagent.Desktop arguments, got %r" % (param,))
    if "app" not in kwargs and "exe" not in kwargs:
        raise pytest.UsageError(
            "the desktop fixture needs a program: @pytest.mark.wineagent(app=\"winmine\") "
            "or @pytest.mark.parametrize(\"desktop\", [\"winmine\"], indirect=True)")
    return kwargs


@pytest.fixture
def desktop(request):
    """A frozen in-process ``wineagent.Desktop`` (docs/python.md) running the program named
    by ``@pytest.mark.wineagent(...)`` or the indirect parameter, stepped until it waits
    for input (``settle=N`` batches at most, 0 to skip), closed after the test."""
    from . import api

    kwargs = _desktop_kwargs(request)
    settle = kwargs.pop("settle", _SETTLE_DEFAULT)
    try:
        d = api.Desktop(**kwargs)
    except (TypeError, ValueError) as e:
        raise pytest.UsageError("desktop fixture: %s" % e) from None
    request.node.stash[_DESKTOP] = d
    try:
        if settle:
            d.step(settle, until="idle")
        yield d
    finally:
        d.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failing test that used the desktop fixture gets its screen and snapshot at the
    failure written beside its other artifacts and named in the report."""
    outcome = yield
    report = outcome.get_result()
    d = item.stash.get(_DESKTOP, None)
    if d is None or not report.failed or report.when != "call" or d.closed:
        return
    folder = _test_dir(item)
    lines = []
    try:
        os.makedirs(folder, exist_ok=True)
        png = os.path.join(folder, "last-screen.png")
        d.png().save(png, format="PNG")
        snap_path = os.path.join(folder, "snapshot.json")
        snap = d.snapshot()
        with open(snap_path, "w") as f:
            json.dump(snap, f, indent=1, sort_keys=True)
        lines.append("last screen: %s" % png)
        lines.append("snapshot: %s" % snap_path)
        titles = ["%s %r" % (w.get("class"), w.get("title")) for w in snap.get("windows", [])
                  if w.get("visible") and not w.get("parent")]
        lines.append("visible top-level windows: %s" % (", ".join(titles) or "none"))
        if snap.get("lastMessageBox"):
            lines.append("last MessageBox: %s" % json.dumps(snap["lastMessageBox"]))
        # junitxml writes these as <property> elements: CI can link the files.
        report.user_properties.append(("wineagent_screen", png))
        report.user_properties.append(("wineagent_snapshot", snap_path))
    except Exception as e:   # noqa: BLE001 - the report must survive a broken desktop
        lines.append("could not capture the desktop: %s: %s" % (type(e).__name__, e))
    report.sections.append(("wineagent desktop", "\n".join(lines)))
