"""A program run from a folder of its drive (issue 23, "Programs in the wild",
docs/files-registry.md "The program's own place"): CMake 4.4 finds CMAKE_ROOT only when
its exe is in a ``bin`` folder with ``share`` beside it. ``--exe`` naming a file inside
``--vfs-root`` runs the program from its place on the drive (``C:\\bin\\prog.exe``):
GetModuleFileName, the command line, the process parameters and the DLL and file search
orders' application folder say so; the current folder stays ``C:\\``, where a shell at the
top of the drive would start it. A program from outside the drive is copied to ``C:\\``,
as before.

test/exe(64)/own_place.exe (guests/tests/own_place.c) prints the paths it sees relative
to its current folder; EXPECTED is what the same binaries print under Wine 8 run the same
way (``cd ROOT && xvfb-run -a wine Z:/ROOT/bin/own_place.exe``, with dllfun.dll and
dllbase.dll beside it, share/data.txt and bin/beside.txt; the x86-64 build under 64-bit
Wine prints the same).
"""

import json
import os
import shutil
import subprocess

from paths import guest_exe, EXE_DIR, EXE64_DIR
from procs import env, wineagent_cmd, ROOT
from wineagent.vm import VM

EXPECTED = [
    'module: bin\\own_place.exe (n is its length: 1)',
    'folder: bin',
    '..\\share\\data.txt: shared data',
    'LoadLibrary(dllfun.dll) ok=1 at bin\\dllfun.dll',
    'dllfun_detach=0',
    'SearchPath(beside.txt) 1 bin\\beside.txt',
    'SearchPath(share\\data.txt) 1 share\\data.txt',
    'fopen(beside.txt) from the current folder ok=0',
]


def _drive(tmp_path, width, full=True):
    """A drive folder with bin/own_place.exe (and, ``full``, its DLLs and files)."""
    root = tmp_path / "drive"
    (root / "bin").mkdir(parents=True)
    exe_dir = EXE_DIR if width == 4 else EXE64_DIR
    shutil.copy(guest_exe("own_place", width), str(root / "bin"))
    if full:
        for dll in ("dllfun.dll", "dllbase.dll"):
            shutil.copy(os.path.join(exe_dir, dll), str(root / "bin"))
        (root / "share").mkdir()
        (root / "share" / "data.txt").write_text("shared data\n")
        (root / "bin" / "beside.txt").write_text("beside\n")
    return root


def _run(vm):
    for _ in range(3000):
        vm.run_batch()
        if vm.ended:
            break
    assert vm.machine.fault is None, vm.machine.fault
    return list(vm.stdout_log)


def test_a_program_inside_the_drive_runs_from_its_own_folder(tmp_path, width):
    root = _drive(tmp_path, width)
    vm = VM(str(root / "bin" / "own_place.exe"), vfs_root=str(root))
    try:
        assert vm.image_path == "C:\\bin\\own_place.exe"
        assert vm.command_line == '"C:\\bin\\own_place.exe"'
        assert _run(vm) == EXPECTED
    finally:
        vm.close()
    # no copy of it at the root: the program is its own file
    assert not os.path.exists(str(root / "own_place.exe"))


def test_a_program_from_outside_the_drive_is_copied_to_the_root(tmp_path):
    root = tmp_path / "drive"
    vm = VM(guest_exe("own_place", 4), vfs_root=str(root))
    try:
        assert vm.image_path == "C:\\own_place.exe"
        lines = _run(vm)
    finally:
        vm.close()
    assert lines[:2] == ["module: own_place.exe (n is its length: 1)", "folder: C:"]
    assert os.path.isfile(str(root / "own_place.exe"))


def test_an_explicit_place_installs_the_program_there_on_a_fresh_drive(tmp_path):
    """What a replay does with a recording's ``image``: the copy goes to that folder."""
    vm = VM(guest_exe("own_place", 8), image="C:\\tools\\bin\\own_place.exe")
    try:
        assert os.path.isfile(os.path.join(vm.vfs.root, "tools", "bin", "own_place.exe"))
        assert _run(vm)[:2] == ["module: tools\\bin\\own_place.exe (n is its length: 1)",
                                "folder: tools\\bin"]
    finally:
        vm.close()


def test_a_recording_keeps_the_program_s_place_and_replays(tmp_path):
    root = _drive(tmp_path, 4, full=False)
    rec = str(tmp_path / "rec.ndjson")
    p = subprocess.run(wineagent_cmd("run", "--exe", str(root / "bin" / "own_place.exe"),
                                     "--vfs-root", str(root), "--record=" + rec),
                       cwd=ROOT, env=env(), text=True, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0, p.stderr
    assert "module: bin\\own_place.exe" in p.stdout + p.stderr
    with open(rec) as f:
        start = json.loads(f.readline())
    assert start["image"] == "C:\\bin\\own_place.exe"
    p = subprocess.run(wineagent_cmd("replay", rec), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0 and "identical" in p.stdout, (p.stdout, p.stderr)
    # a crafted place is refused in one line, before anything runs
    with open(rec) as f:
        lines = f.readlines()
    for bad in ("C:\\..\\..\\x.exe", "D:\\x.exe", "/etc/x.exe", "C:\\bin\\nul"):
        start["image"] = bad
        crafted = str(tmp_path / "crafted.ndjson")
        with open(crafted, "w") as f:
            f.write(json.dumps(start) + "\n" + "".join(lines[1:]))
        p = subprocess.run(wineagent_cmd("replay", crafted), cwd=ROOT, env=env(), text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        assert p.returncode != 0 and "the recorded program path" in p.stderr, (bad, p.stderr)


def test_a_savestate_keeps_the_program_s_place(tmp_path):
    """A fork (save, then load into a new desktop on a drive of its own) goes on with the
    program at C:\\bin, its drive copied with it."""
    from wineagent.api.local import Desktop
    root = _drive(tmp_path, 4)
    d = Desktop(exe=str(root / "bin" / "own_place.exe"), vfs_root=str(root))
    try:
        child = d.fork()
        try:
            assert child.vm.image_path == "C:\\bin\\own_place.exe"
            assert child.vm.vfs.root != d.vm.vfs.root
            assert os.path.isfile(os.path.join(child.vm.vfs.root, "bin", "own_place.exe"))
        finally:
            child.close()
    finally:
        d.close()


def test_exe_at_puts_a_program_from_outside_the_drive_at_a_chosen_place(tmp_path):
    root = tmp_path / "drive"
    p = subprocess.run(wineagent_cmd("run", "--exe", guest_exe("own_place", 4),
                                     "--vfs-root", str(root), "--exe-at",
                                     "C:\\tools\\bin\\own_place.exe"),
                       cwd=ROOT, env=env(), text=True, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0, p.stderr
    assert "module: tools\\bin\\own_place.exe" in p.stdout + p.stderr
    assert os.path.isfile(str(root / "tools" / "bin" / "own_place.exe"))
    p = subprocess.run(wineagent_cmd("run", "--exe", guest_exe("own_place", 4), "--exe-at",
                                     "D:\\x.exe"),
                       cwd=ROOT, env=env(), text=True, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 2
    assert "--exe-at D:\\x.exe is not a file path on drive C:" in p.stderr
