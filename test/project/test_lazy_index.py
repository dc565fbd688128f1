"""The index of registration on demand (``wineagent/win32/index.json``, docs/dlls.md) is
current: made afresh from the declarations, it is the checked-in file. A module that
declares something no table can ask for by key is eager (imported at start), each with
its reason; every DLL surface module is in the index."""

import json

from wineagent import win32
from wineagent.win32 import ondemand


def _index():
    with open(ondemand.INDEX, encoding="utf-8") as f:
        return json.load(f)


def test_the_index_is_current():
    assert not ondemand.stale(), (
        "win32/index.json is out of date: run python -m wineagent.win32.manifests --update")


def test_every_surface_module_is_in_the_index():
    index = _index()
    known = set(index["modules"]) | set(index["eager"])
    missing = ["wineagent.win32.dlls." + s for s in win32.SURFACES
               if "wineagent.win32.dlls." + s not in known]
    assert not missing


def test_an_eager_module_says_why_and_the_safe_list_says_why():
    index = _index()
    assert all(index["eager"].values())
    assert all(len(why) > 20 for why in ondemand.SAFE.values())
    # the window class resolvers are iterated, never asked for by key: eager
    assert "wineagent.win32.controls.comctl_registry" in index["eager"]


def test_a_module_changed_since_the_index_was_made_is_imported_at_start():
    # A stale index (a merge that added a declaration to a module) costs start-up time,
    # never a declaration: the module's size differs from the index's, so it is eager.
    index = _index()
    i = index["modules"].index("wineagent.win32.dlls.shell32.more")
    size = index["sizes"][i]
    assert win32._changed("wineagent.win32.dlls.shell32.more", size) is False
    assert win32._changed("wineagent.win32.dlls.shell32.more", size + 1) is True
    # a module removed since: nothing to import (abi/lazy.py skips it on a read too)
    assert win32._changed("wineagent.win32.dlls.shell32.nosuchmodule", 1) is False
    # an index of another layout is no index: every module at start, as before
    assert index["version"] == win32.INDEX_VERSION
