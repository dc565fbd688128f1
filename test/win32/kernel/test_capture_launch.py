"""--capture-launch=DIR is safe with what the VFS folder holds and where DIR is.

The copy skips symbolic links planted in the VFS folder (it never copies a host folder
through one), skips DIR when DIR lies inside the VFS folder (no endless recursion), and
DIR is checked at startup: a file or a dangling link is refused with one line, exit 2.
"""

import os
import subprocess

from procs import ROOT, env, wineagent_cmd

EXE = os.path.join(ROOT, "test", "exe", "launchtest.exe")


def _run_vm(vfs_root, capture):
    from wineagent.vm import VM
    vm = VM(EXE, args="", vfs_root=str(vfs_root), capture_launch=str(capture))
    try:
        for _ in range(30):
            vm.run_batch()
            if vm.ended:
                break
        assert vm.machine.fault is None and "shellexec=1" in vm.stdout_log
    finally:
        vm.close()
    return vm


def _all_files(folder):
    return sorted(os.path.relpath(os.path.join(d, f), str(folder))
                  for d, _, files in os.walk(str(folder)) for f in files)


def test_symbolic_links_in_the_vfs_folder_are_not_followed_or_copied(tmp_path):
    """A link in the VFS folder to a host folder (and one to a host file): the capture
    holds neither the link nor anything it points at."""
    secret = tmp_path / "host-folder"
    secret.mkdir()
    (secret / "private.txt").write_text("not for the guest")
    root = tmp_path / "root"
    root.mkdir()
    os.symlink(str(secret), str(root / "linked-folder"))
    os.symlink(str(secret / "private.txt"), str(root / "linked-file.txt"))
    cap = tmp_path / "cap"
    _run_vm(root, cap)
    tree = cap / "vfs"
    assert (tree / "TEMP" / "child.exe").is_file()
    assert not os.path.lexists(str(tree / "linked-folder"))
    assert not os.path.lexists(str(tree / "linked-file.txt"))
    assert not any("private" in p for p in _all_files(tree))


def test_a_capture_folder_inside_the_vfs_folder_is_not_copied_into_itself(tmp_path):
    """DIR inside the VFS folder: the copy leaves DIR out instead of recursing forever."""
    root = tmp_path / "root"
    root.mkdir()
    cap = root / "captures"
    _run_vm(root, cap)
    tree = cap / "vfs"
    assert (tree / "TEMP" / "child.exe").is_file()
    assert not (tree / "captures").exists()
    assert (cap / "launch.json").is_file()


def _cli(*args, cwd):
    return subprocess.run(wineagent_cmd("run", "--exe=" + EXE, "--max-batches=30", *args),
                          cwd=str(cwd), env=env(), capture_output=True, text=True, timeout=60)


def test_a_capture_folder_that_is_a_file_is_refused_at_startup(tmp_path):
    """--capture-launch=FILE: one line naming it, exit 2, before the guest runs."""
    f = tmp_path / "not-a-folder"
    f.write_text("x")
    r = _cli("--capture-launch=%s" % f, cwd=tmp_path)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == "wineagent run: error: --capture-launch: %s is not a folder\n" % f


def test_a_capture_folder_that_is_a_dangling_link_is_refused_at_startup(tmp_path):
    """--capture-launch=LINK to nothing: one line naming it, exit 2."""
    link = tmp_path / "gone"
    os.symlink(str(tmp_path / "nowhere"), str(link))
    r = _cli("--capture-launch=%s" % link, cwd=tmp_path)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "symbolic link to nothing" in r.stderr
    assert str(link) in r.stderr and "Traceback" not in r.stderr


def test_a_capture_folder_whose_copy_would_be_the_vfs_folder_is_refused(tmp_path):
    """--vfs-root=DIR/vfs: the copy would overwrite the drive it copies; refused, exit 2."""
    cap = tmp_path / "cap"
    (cap / "vfs").mkdir(parents=True)
    r = _cli("--capture-launch=%s" % cap, "--vfs-root=%s" % (cap / "vfs"), cwd=tmp_path)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "--capture-launch" in r.stderr


def test_a_missing_capture_folder_is_created_at_startup(tmp_path):
    """A DIR that does not exist yet is created (and then used) — startup proves it can be."""
    cap = tmp_path / "new" / "cap"
    r = _cli("--capture-launch=%s" % cap, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (cap / "launch.json").is_file()
