"""Bundled programs built for x86-64 run bench/sessions.py's scripted sessions to the same
PNGs as their bundled i686 builds (issue 22: "same PNGs where the program draws the
same"). The bundled programs' 64-bit builds are the committed test/exe64/apps/NAME.exe
(guests/Makefile's APPS64); the test guests' are made here from the same sources with
x86_64-w64-mingw32-gcc (and its windres for resource scripts), as guests/Makefile makes
the i686 ones."""

import os
import subprocess
import sys

import pytest

from wineagent.apps import APPS

import paths
from paths import ROOT

sys.path.insert(0, os.path.join(ROOT, "bench"))
from sessions import SESSIONS  # noqa: E402

GUESTS = os.path.join(ROOT, "guests")
CC = "x86_64-w64-mingw32-gcc"


def build64(name, out, folder=GUESTS):
    """``folder/name.c`` (and its .rc) built for x86-64 into ``out``: the exe's path."""
    exe = os.path.join(out, name + "64.exe")
    objs = []
    if os.path.exists(os.path.join(folder, name + ".rc")):
        res = os.path.join(out, name + ".res.o")
        subprocess.run(["x86_64-w64-mingw32-windres", "-I", folder, "--input-format=rc",
                        "--output-format=coff", "-o", res, name + ".rc"], cwd=folder,
                       check=True, capture_output=True, timeout=120)
        objs.append(res)
    subprocess.run([CC, "-O2", "-fno-ident", "-mwindows", "-s", "-o", exe, name + ".c"] + objs
                   + ["-luser32", "-lgdi32", "-ladvapi32", "-lcomdlg32", "-lcomctl32"],
                   cwd=folder, check=True, capture_output=True, timeout=120)
    return exe


def _session(name, program_args, out, entries=None):
    """Run SESSIONS[name]'s schedule (or ``entries``) with ``program_args``; the PNG bytes
    in order."""
    entries = entries or SESSIONS[name][1]
    os.makedirs(out, exist_ok=True)
    sched, pngs = [], []
    for e in entries:
        if ":png:" in e:
            path = os.path.join(out, "%s-%s.png" % (name, e.rsplit(":", 1)[1]))
            pngs.append(path)
            e = e.rsplit(":", 1)[0] + ":" + path
        sched.append(e)
    last = max(int(e.split(":", 1)[0]) for e in entries)
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "wineagent", "run", "--quiet",
                        "--max-batches=%d" % (last + 5), "--input=" + ",".join(sched)]
                       + program_args, cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr[-2000:]
    frames = []
    for path in pngs:
        with open(path, "rb") as f:
            frames.append(f.read())
    return frames


@pytest.mark.parametrize("name", ["hello", "clock", "sol", "winmine", "notepad"])
def test_a_bundled_program_built_for_x86_64_plays_its_session_to_the_same_pngs(name, tmp_path):
    exe64 = paths.app_exe(name, 8)
    args = APPS[name].args
    wide = _session(name, ["--exe=" + exe64] + (["--args=" + args] if args else []),
                    str(tmp_path / "x64"))
    narrow = _session(name, ["--app=" + name], str(tmp_path / "x86"))
    assert len(wide) == len(narrow) and len(set(narrow)) > 1
    assert wide == narrow


def test_winmine_built_for_x86_64_opens_its_best_times_dialog_as_its_32_bit_build(tmp_path):
    # A modal dialog from a resource template (DialogBoxParam, its DLGPROC kept in the
    # dialog's DWLP_DLGPROC at the program's width, above 4 GB), then closed with Enter.
    entries = ["40:png:0", "50:key:alt+g", "60:key:Up", "65:key:Up", "70:key:Enter",
               "90:png:1", "100:key:Enter", "120:png:2"]
    exe64 = paths.app_exe("winmine", 8)
    wide = _session("winmine", ["--exe=" + exe64], str(tmp_path / "x64"), entries)
    narrow = _session("winmine", ["--app=winmine"], str(tmp_path / "x86"), entries)
    assert narrow[1] != narrow[0] and narrow[2] != narrow[1]    # the dialog came and went
    assert wide == narrow


#: Test guests' sessions (bench/sessions.py), their program and arguments.
TEST_GUEST_SESSIONS = {"combotest": ("combotest", None), "combodlg": ("combotest", "/dialog"),
                       "dlgtest": ("dlgtest", None), "dlgmodal": ("dlgtest", "/modal"),
                       "dlgmodeless": ("dlgtest", "/modeless"),
                       "dlgmsgbox": ("dlgtest", "/msgbox"), "scrolltest": ("scrolltest", None),
                       "icontest": ("icontest", None), "menutest": ("menutest", None)}


@pytest.mark.parametrize("session", sorted(TEST_GUEST_SESSIONS))
def test_a_test_guest_built_for_x86_64_plays_its_session_to_the_same_pngs(session, tmp_path):
    name, args = TEST_GUEST_SESSIONS[session]
    exe64 = build64(name, str(tmp_path), os.path.join(GUESTS, "tests"))
    extra = ["--args=" + args] if args else []
    wide = _session(session, ["--exe=" + exe64] + extra, str(tmp_path / "x64"))
    narrow = _session(session, SESSIONS[session][0], str(tmp_path / "x86"))
    assert len(set(narrow)) > 1 or len(narrow) == 1
    assert wide == narrow
