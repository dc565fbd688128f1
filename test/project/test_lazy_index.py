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
