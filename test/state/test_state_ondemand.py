"""A savestate names each handler its thunks hold by (DLL, name); loaded in a fresh
process, where declarations are imported on demand (abi/lazy.py), those names find
their declarations though nothing in that process asked for them yet."""

import json
import os
import subprocess
import sys

from paths import ROOT

SAVE = """
import sys
import wineagent
from wineagent.state import session
d = wineagent.Desktop(app="winmine")
d.step(30)
# a handler of a DLL winmine does not import, bound as GetProcAddress binds one
assert d.host.vm.proc_address("SHELL32.DLL", "ShellAboutA")
open(sys.argv[1], "wb").write(session.save_bytes(d.host))
d.close()
"""

LOAD = """
import json, sys
import wineagent
from wineagent.state import session
d = wineagent.Desktop(app="winmine")
before = "wineagent.win32.dlls.shell32.more" in sys.modules
session.load_bytes(d.host, open(sys.argv[1], "rb").read())
loaded = "wineagent.win32.dlls.shell32.more" in sys.modules   # by the state's names
vm = d.host.vm
held = [t for t in vm.machine.thunks if t and t[0] is not None and t[0].name == "ShellAboutA"]
d.step(5)
print(json.dumps({"before": before, "held": len(held), "after": loaded,
                  "fault": repr(vm.machine.fault)}))
d.close()
"""


def _python(code, *args):
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("WINEAGENT_INDEXING", None)
    return subprocess.run([sys.executable, "-c", code] + list(args), env=env, cwd=ROOT,
                          check=True, capture_output=True, text=True, timeout=300).stdout


def test_a_state_loads_in_a_process_that_had_not_imported_its_handlers(tmp_path):
    state = str(tmp_path / "winmine.state")
    _python(SAVE, state)
    got = json.loads(_python(LOAD, state).strip().splitlines()[-1])
    assert got["before"] is False
    assert got["after"] is True
    assert got["held"] == 1            # the saved thunk entry holds the declaration
    assert got["fault"] == "None"
