"""Registration on demand (docs/dlls.md; abi/lazy.py): a run imports the modules of the
functions its program asks for, not the whole Windows personality, and a name asked for
later — by GetProcAddress, a savestate, a listing — still finds its declaration.

Each check runs in a fresh interpreter: what a process has imported is the point."""

import json
import os
import subprocess
import sys

from paths import ROOT

#: Modules of DLLs winmine does not import (it imports KERNEL32, USER32, GDI32, msvcrt
#: and ADVAPI32): each was imported at start before declarations were loaded on demand.
UNRELATED = ["wineagent.win32.dlls.msvcp140.locale", "wineagent.win32.dlls.shell32.shellview",
             "wineagent.win32.dlls.ole32.classes", "wineagent.win32.dlls.ws2_32.main",
             "wineagent.win32.dlls.gdiplus.main", "wineagent.win32.dlls.comdlg32.itemdialog"]


def _python(code):
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("WINEAGENT_INDEXING", None)
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True, timeout=300)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_run_imports_only_the_dlls_its_program_uses():
    got = _python("""
import json, sys
import wineagent
d = wineagent.Desktop(app="winmine")
d.step(40)
before = [m for m in %r if m in sys.modules]
from wineagent.abi.api import lookup
spec = lookup("SHELL32.DLL", "ShellAboutA")
print(json.dumps({"before": before, "module": spec.module,
                  "loaded": spec.module in sys.modules,
                  "fault": repr(d.host.vm.machine.fault)}))
d.close()
""" % (UNRELATED,))
    assert got["fault"] == "None"         # winmine ran
    assert got["before"] == []
    # Asked for by name (as GetProcAddress or an import does), the declaration is there.
    assert got["module"] == "wineagent.win32.dlls.shell32.more"
    assert got["loaded"]


def test_every_table_reads_on_demand_in_a_fresh_process():
    got = _python("""
import json, sys
from wineagent import win32
from wineagent.abi.api import REGISTRY, absent_reason, lookup
from wineagent.win32.core.data_imports import DATA
from wineagent.win32.kernel.handletable import kind_classes
from wineagent.win32.dlls.ole32.classes import IN_PROCESS
out = {}
out["msvcp140_loaded_first"] = any(m.startswith("wineagent.win32.dlls.msvcp140.")
                                   for m in sys.modules)
# a savestate names a handler by (DLL, name): session.load_bytes reads REGISTRY.get
out["registry_get"] = REGISTRY.get(("MSVCP140.DLL", "?_Getcat@?$ctype@D@std@@SAIPAPBVfacet@locale@2@PBV42@@Z")) is not None
out["absent"] = absent_reason("KERNEL32.DLL", "wine_get_unix_file_name")
out["data"] = ("msvcrt.dll", "__pioinfo") in DATA
out["kind"] = [c.__name__ for c in kind_classes("socket")]
out["clsid"] = bytes.fromhex("0114020000000000c000000000000046") in IN_PROCESS
out["missing"] = lookup("KERNEL32.DLL", "NoSuchFunctionAnywhere") is None
out["all"] = len(REGISTRY)
win32.load_all()
out["all_after_load_all"] = len(REGISTRY)
print(json.dumps(out))
""")
    assert got["msvcp140_loaded_first"] is False
    assert got["registry_get"] is True
    assert got["absent"]
    assert got["data"] is True
    assert got["kind"]
    assert got["clsid"] is True        # CLSID_ShellLink: shell32/shelllink.py
    assert got["missing"] is True
    # the length of a table is the whole table's
    assert got["all"] == got["all_after_load_all"] > 6000


def test_a_second_thread_waits_for_a_declaring_module_another_thread_is_importing(tmp_path):
    # A module is in sys.modules from the first line of its body. A second thread asking
    # for a key that module declares, while the first thread is still running the body,
    # must wait for the import, not find the table half filled (threads booting their
    # first VMs at once faulted "unimplemented: msvcrt.dll!_initterm"). The slow module
    # blocks on an event; the second thread's lookup either reaches import_module (the
    # fix: it waits there) or returns at once (the bug: it answers from the half-filled
    # table) — whichever happens first releases the slow module.
    (tmp_path / "probe_slow.py").write_text(
        "import probe_gate\n"
        "probe_gate.started.set()\n"
        "assert probe_gate.go.wait(60)\n"
        "probe_gate.TABLE['k'] = 42\n")
    got = _python("""
import importlib, json, sys, threading, types
sys.path.insert(0, %r)
from wineagent.abi import lazy
gate = types.ModuleType("probe_gate")
gate.started, gate.go, gate.progress = threading.Event(), threading.Event(), threading.Event()
gate.TABLE = lazy.LazyTable("probe.TABLE")
sys.modules["probe_gate"] = gate
lazy.install(lambda: {"modules": ["probe_slow"], "tables": {"probe.TABLE": {"sk": 0}}})
real = importlib.import_module
def watched(name, *a):
    if threading.current_thread().name == "second":
        gate.progress.set()           # the second thread is about to wait on the import
    return real(name, *a)
importlib.import_module = watched
got = {}
def ask(who):
    got[who] = gate.TABLE.get("k")
    gate.progress.set()
first = threading.Thread(target=ask, args=("first",), name="first")
first.start()
assert gate.started.wait(60)
second = threading.Thread(target=ask, args=("second",), name="second")
second.start()
assert gate.progress.wait(60)
gate.go.set()
first.join(60); second.join(60)
print(json.dumps(got))
""" % str(tmp_path))
    assert got == {"first": 42, "second": 42}
