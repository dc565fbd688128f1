"""Starting other programs: captured with --capture-launch, a child process without it.

launchtest (guests/tests/launchtest.c) runs at both widths (the ``width`` fixture: its
i686 build and its x86-64 build, test/exe64/launchtest.exe)."""

import json
import os
import subprocess

import pytest

from paths import guest_exe
from procs import env, wineagent_cmd


def run_vm(exe, args, capture=None):
    from wineagent.vm import VM
    vm = VM(exe, args=args, capture_launch=capture)
    for _ in range(30):
        vm.run_batch()
        if vm.ended:
            break
    return vm


@pytest.mark.parametrize("args, line", [("", "shellexec=1"), ("/create", "create=1 code=0")])
def test_capture_copies_the_drive_before_the_child_is_deleted(tmp_path, width, args, line):
    """ShellExecute and CreateProcess of a C: program are captured: DIR/vfs holds the child
    (which the guest deletes right after), DIR/launch.json records how to run it, and the
    guest is told the child ran and exited with code 0."""
    exe = guest_exe("launchtest", width)
    vm = run_vm(exe, args, str(tmp_path))
    assert vm.machine.fault is None and vm.machine.exit_code == 0
    assert line in vm.stdout_log and "deleted=1" in vm.stdout_log
    assert "missing=2" in vm.stdout_log          # a program that does not exist: not found
    assert not os.path.exists(os.path.join(vm.vfs.root, "TEMP", "child.exe"))
    captured = tmp_path / "vfs" / "TEMP" / "child.exe"
    with open(exe, "rb") as f:
        assert captured.read_bytes() == f.read()
    launch = json.loads((tmp_path / "launch.json").read_text())["launches"]
    assert len(launch) == 1
    assert launch[0]["exe"] == "C:\\TEMP\\child.exe" and launch[0]["args"] == "/child 7"
    assert launch[0]["cwd"] == "C:\\TEMP" and launch[0]["exported"] == "TEMP/child.exe"
    vm.close()


def test_without_capture_the_program_runs_as_a_child_process(width):
    """Without --capture-launch the program runs as a child process (kernel/children.py):
    CreateProcess's child prints its line, the wait ends when it exits, and its exit code
    is what it returned; a program that is not there is still not found."""
    vm = run_vm(guest_exe("launchtest", width), "/create")
    assert vm.machine.fault is None and vm.machine.exit_code == 0
    assert list(vm.stdout_log) == ["copied=1", "missing=2", "child=7", "create=1 code=0",
                                   "deleted=1"]
    vm.close()


def test_a_child_runs_on_after_its_parent_ends_and_its_program_cannot_be_deleted(width):
    """ShellExecute starts the child and the parent ends at once: the child runs on
    after it (the run ends when the last process has ended), and while it runs its
    program cannot be deleted (Windows and Wine 8 print deleted=0: the image is mapped).
    Under Wine the child's line goes to a stdout of its own (a GUI program's), not the
    parent's; here every process writes to the session's output log."""
    vm = run_vm(guest_exe("launchtest", width), "")
    assert vm.machine.fault is None and vm.machine.exit_code == 0 and vm.ended
    assert list(vm.stdout_log) == ["copied=1", "missing=2", "shellexec=1", "deleted=0",
                                   "child=7"]
    vm.close()


def test_the_cli_flag_writes_launch_json_and_the_captured_child_runs(tmp_path, width):
    """wineagent run --capture-launch=DIR, then the recorded child runs from DIR/vfs."""
    cap = tmp_path / "cap"
    r = subprocess.run(wineagent_cmd("run", "--exe=" + guest_exe("launchtest", width), "--capture-launch=%s" % cap,
                                     "--max-batches=50"),
                       env=env(), capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    rec = json.loads((cap / "launch.json").read_text())["launches"][0]
    r = subprocess.run(wineagent_cmd("run", "--exe=" + rec["exported"], "--args=" + rec["args"],
                                     "--max-batches=50"),
                       cwd=str(cap / "vfs"), env=env(), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "[guest] child=7" in r.stderr
