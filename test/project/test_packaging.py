"""What an installed wineagent carries: the wheel, a fresh venv, the default editable mode.

Every other test imports the checkout, so none of them can see a file that the wheel
forgets (the fonts and the bundled programs once were). These tests build from an export
of the tracked files, the way a user's ``pip install .`` builds, install into a venv of
their own and run from a folder outside the checkout, with no PYTHONPATH. The venvs see
the system's site-packages for the dependencies, so nothing is downloaded but the build
backend; .ci/run does the same with a venv that installs everything from scratch.
"""

import os
import shlex
import shutil
import subprocess
import sys
import urllib.request
import zipfile

import pytest

from procs import ROOT, env, wineagent_cmd
from readme_png import problems

README_PNG = "/tmp/a.png"


def _tracked_files():
    """Paths (with /) of the files in the checkout: git's list, else a walk."""
    if os.path.exists(os.path.join(ROOT, ".git")):
        out = subprocess.run(["git", "-C", ROOT, "ls-files", "-z"], capture_output=True,
                             check=True).stdout.decode()
        return sorted(p for p in out.split("\0") if p and os.path.isfile(os.path.join(ROOT, p)))
    found = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in ("__pycache__", "build", ".pytest_cache")
                   and not d.endswith(".egg-info")]
        found += [os.path.relpath(os.path.join(folder, f), ROOT).replace(os.sep, "/")
                  for f in files if not f.endswith((".pyc", "dropin.cache"))]
    return sorted(found)


def _clean_env():
    """The environment of a user's shell: no PYTHONPATH pointing into the checkout."""
    e = dict(os.environ)
    e.pop("PYTHONPATH", None)
    e.pop("WINE_AGENT_TOKEN", None)
    return e


def _run(argv, **kw):
    r = subprocess.run(argv, capture_output=True, text=True, timeout=300, **kw)
    assert r.returncode == 0, "%s failed (%d):\n%s\n%s" % (
        " ".join(argv), r.returncode, r.stdout[-3000:], r.stderr[-3000:])
    return r


def _venv(path):
    """A venv without pip that sees the running Python's packages (the dependencies).

    Not ``--system-site-packages``: when the tests run in a venv (.ci/run makes one),
    that would be the base interpreter's packages, without the dependencies. A .pth
    line per site folder adds them after the venv's own (no .pth of theirs is run, so
    an editable wineagent there stays out of sight)."""
    _run([sys.executable, "-m", "venv", "--without-pip", str(path)])
    purelib = _run([os.path.join(str(path), "bin", "python"), "-c",
                    "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip()
    deps = [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))
            and os.path.isdir(p)]
    with open(os.path.join(purelib, "zz-running-python-deps.pth"), "w") as f:
        f.write("".join(p + "\n" for p in deps))
    return os.path.join(str(path), "bin")


def _pip_into(bindir, *args):
    """``pip install ARGS`` into the venv at ``bindir``, with this Python's pip."""
    return _run([sys.executable, "-m", "pip", "--python", os.path.join(bindir, "python"),
                 "install", "--no-deps", "-q"] + list(args), env=_clean_env())


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    """A copy of the tracked files: what a fresh clone holds, no build leftovers."""
    dest = tmp_path_factory.mktemp("clone") / "wineagent"
    for rel in _tracked_files():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), str(target))
    return dest


@pytest.fixture(scope="module")
def wheel(source, tmp_path_factory):
    """The wheel ``pip wheel`` builds from the clean copy."""
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
          str(source)], env=_clean_env())
    (path,) = out.glob("wineagent-*.whl")
    return path


def test_the_wheel_ships_every_file_of_the_package_and_static(wheel):
    """Every tracked file under wineagent/ (fonts, bundled .exe files, ...) and static/
    (shipped as wineagent/static/) is in the wheel, with the twistd plugin; no caches."""
    with zipfile.ZipFile(str(wheel)) as z:
        names = set(z.namelist())
    expected = set()
    for rel in _tracked_files():
        if rel.startswith("wineagent/"):
            expected.add(rel)
        elif rel.startswith("static/"):
            expected.add("wineagent/" + rel)
    expected.add("twisted/plugins/wineagent_plugin.py")
    assert any(n.endswith(".pil") for n in expected) and any(n.endswith(".exe") for n in expected)
    assert sorted(expected - names) == []
    assert [n for n in names if "__pycache__" in n or n.endswith((".pyc", "dropin.cache"))] == []
    # the programs of the guest drive's Windows folders (kernel/sysfolder.py: cmd.exe,
    # notepad.exe, the console utilities) are package data too
    from wineagent.win32.kernel.sysfolder import SYSTEM_FILES
    hosts = {os.path.relpath(src, ROOT).replace(os.sep, "/")
             for files in SYSTEM_FILES.values() for src in files.values()}
    assert "wineagent/win32/kernel/system32/cmd.exe" in hosts
    assert "wineagent/apps/exe/notepad.exe" in hosts
    assert sorted(hosts - names) == []
    assert set(SYSTEM_FILES[("WINDOWS",)]) == {"notepad.exe"}


def _readme_first_command():
    """README.md's first command, split at ``&&``: (the install part, the run part)."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        first = next(line.strip() for line in f if line.startswith("    "))
    install, run = (part.strip() for part in first.split("&&"))
    return install, run


def test_the_readme_first_command_works_from_the_installed_wheel(wheel, tmp_path):
    """Installed from the wheel in a fresh venv, run outside the checkout, README's first
    command draws exactly what the checkout draws: Minesweeper after the click."""
    install, run = _readme_first_command()
    assert install == "pip install ."
    assert README_PNG in run and run.startswith("wineagent run ")
    bindir = _venv(tmp_path / "venv")
    _pip_into(bindir, str(wheel))
    where = tmp_path / "elsewhere"
    where.mkdir()
    e = _clean_env()
    e["PATH"] = bindir + os.pathsep + e["PATH"]
    mod = _run([os.path.join(bindir, "python"), "-c", "import wineagent; print(wineagent.__file__)"],
               cwd=str(where), env=e).stdout.strip()
    assert mod.startswith(str(tmp_path / "venv")), mod
    png = str(tmp_path / "a.png")
    argv = [a.replace(README_PNG, png) for a in shlex.split(run)]
    r = subprocess.run(argv, cwd=str(where), env=e, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Traceback" not in r.stderr, r.stderr
    ref = str(tmp_path / "checkout.png")
    _run(wineagent_cmd(*[a.replace(README_PNG, ref) for a in shlex.split(run)[1:]]),
         cwd=str(where), env=env())
    assert problems(ref) == []
    assert problems(png, reference=ref) == []


def test_a_default_editable_install_gives_twistd_the_plugin(source, tmp_path):
    """``pip install -e .`` in setuptools' default mode: twistd, started outside the
    checkout with no PYTHONPATH, finds the plugin in the checkout and serves the page."""
    bindir = _venv(tmp_path / "venv")
    _pip_into(bindir, "-e", str(source))
    python = os.path.join(bindir, "python")
    where = tmp_path / "elsewhere"
    where.mkdir()
    find = ("import sys\n"
            "from twisted.plugin import getPlugins\n"
            "from twisted.application.service import IServiceMaker\n"
            "names = [p.tapname for p in getPlugins(IServiceMaker)]\n"
            "print(names.count('wineagent'), sys.modules['twisted.plugins.wineagent_plugin']"
            ".__file__)\n")
    out = _run([python, "-c", find], cwd=str(where), env=_clean_env()).stdout.split()
    assert out[0] != "0" and out[1].startswith(str(source)), out
    proc = subprocess.Popen(
        [python, "-c", "import sys; from twisted.scripts.twistd import run; sys.exit(run())",
         "-n", "--pidfile=", "wineagent", "--port=tcp:0:interface=127.0.0.1"],
        cwd=str(where), env=_clean_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True)
    try:
        url = None
        for line in proc.stdout:
            if "page:" in line:
                url = line.split("page:", 1)[1].strip().split("/?")[0]
                break
        assert url, "twistd ended without printing the page URL"
        with urllib.request.urlopen(url + "/", timeout=30) as r:
            assert b'id="screen"' in r.read()
    finally:
        proc.terminate()
        proc.communicate(timeout=30)
