"""msvcrt's _spawn/_exec family (dlls/msvcrt/spawn.py), _pipe and _chmod: ``crt_spawn.exe``
(guests/tests/crt_spawn.c) prints Wine 8's lines for the spawn failures, the pipes and
_chmod
(test/expected/crt_spawn.txt: ``xvfb-run -a wine test/exe/crt_spawn.exe``, line ends
stripped); with "spawn" it starts itself: a child process, or with --capture-launch a
recorded launch (the child then counts as exited with code 0)."""

import json
import os

from paths import TEST_DIR as HERE, guest_exe
from wineagent.vm import VM


def _run(args, capture=None):
    vm = VM(guest_exe("crt_spawn"), args=args, capture_launch=capture)
    for _ in range(50):
        if vm.ended:
            break
        vm.run_batch()
    return vm


def test_the_spawn_failures_are_wines():
    vm = _run("")
    assert vm.machine.fault is None, vm.machine.fault
    with open(os.path.join(HERE, "expected", "crt_spawn.txt"), encoding="utf-8") as f:
        assert vm.stdout_log == f.read().splitlines()
    vm.close()


def test_spawned_programs_are_started_with_their_arguments_joined(tmp_path):
    vm = _run("spawn", str(tmp_path))
    assert vm.machine.fault is None, vm.machine.fault
    # Under Wine the children run: "started with 3 arguments", "spawnv 1100 bytes: 5",
    # "child 7", "P_WAIT: 7", "child 3", "P_NOWAIT: handle, exit code 3". Captured here,
    # each child counts as having exited with 0 at once.
    assert vm.stdout_log[-4:] == ["spawnv 1100 bytes: 0 errno=0", "P_WAIT: 0",
                                  "P_NOWAIT: handle, exit code 0", "done"]
    launches = json.loads((tmp_path / "launch.json").read_text())["launches"]
    assert [l["args"] for l in launches] == ["big " + "a" * 1099, "child 7", "child 3"]
    assert all(l["exe"].lower().endswith("crt_spawn.exe") for l in launches)
    vm.close()


def test_without_capture_the_spawned_programs_run_as_child_processes():
    """Without --capture-launch each spawned program runs as a child process
    (kernel/children.py): the lines are Wine 8's (the comment above)."""
    vm = _run("spawn")
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log[-7:] == ["started with 3 arguments", "spawnv 1100 bytes: 5 errno=0",
                                  "child 7", "P_WAIT: 7", "child 3",
                                  "P_NOWAIT: handle, exit code 3", "done"]
    vm.close()


def test_spawned_programs_inherit_the_inheritable_descriptors():
    """With "inherit" the guest spawns itself to write to a descriptor number: one from
    _open, fopen and _dup is inherited, one opened with _O_NOINHERIT or fopen's "N" is
    not (the child's write fails, it exits with 3). Last, the child reads the descriptors
    back from GetStartupInfo's lpReserved2 (binary, not inherited, text). Wine 8's lines."""
    vm = _run("inherit")
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == ["_open: child 0, position 7",
                             "_open _O_NOINHERIT: child 3, position 0",
                             "_dup of it: child 0, position 7",
                             "fopen wb: child 0, position 7",
                             "fopen wbN: child 3, position 0",
                             "child lpReserved2: 6 descriptors, 1 bytes; from fd 3: 01 00 81"]
    vm.close()
