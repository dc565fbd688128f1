"""`wineagent run` to its first look imports only what that run needs (issue 19: start-up
<= 400 ms): numpy (and OpenBLAS's worker threads), the common controls a program never
creates and the WebSocket library of a server that serves none load when first used.
Read from the child's own import log (``PYTHONPROFILEIMPORTTIME``, Python's
``-X importtime``), up to the reply of its first ``png``."""

import json
import os
import re
import subprocess
import sys
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from procs import ROOT, env, wineagent_cmd  # noqa: E402

#: loaded at the first look of winmine before session 39, not needed by it
NOT_AT_START = ["numpy", "wsproto", "wineagent.win32.controls.tabctrl",
                "wineagent.win32.controls.listview", "wineagent.win32.controls.treeview",
                "wineagent.win32.controls.toolbar"]


def _imported_by_first_look(app, tmp_path):
    e = env()
    e["PYTHONPROFILEIMPORTTIME"] = "1"
    log = open(tmp_path / "imports.txt", "w+")   # a file: a full pipe would stop the child
    p = subprocess.Popen(wineagent_cmd("run", "--app=" + app, "--control=0", "--frozen",
                                       "--max-seconds=120"),
                         cwd=ROOT, env=e, stdout=subprocess.PIPE, stderr=log, text=True)
    try:
        for line in p.stdout:
            m = re.search(r"listening on http://[^:]+:(\d+)/ctl", line)
            if m:
                break
        else:
            raise AssertionError("no ready line")
        req = urllib.request.Request("http://127.0.0.1:%s/ctl" % m.group(1),
                                     json.dumps({"id": 1, "action": "png"}).encode(),
                                     {"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            assert json.loads(r.read())["ok"]
    finally:
        p.kill()
        p.communicate()
    with log:
        log.seek(0)
        err = log.read()
    return {line.split("|")[2].strip() for line in err.splitlines()
            if line.startswith("import time:") and line.count("|") == 2}


def test_the_first_look_of_winmine_loads_neither_numpy_nor_unused_controls(tmp_path):
    loaded = _imported_by_first_look("winmine", tmp_path)
    assert "wineagent.win32.gdi.dib" in loaded      # the log is read: the GDI is there
    assert "PIL.PngImagePlugin" in loaded
    assert [m for m in NOT_AT_START if m in loaded] == []
