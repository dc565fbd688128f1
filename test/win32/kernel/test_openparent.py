"""OpenProcess of the session's first process from a child (kernel/children.py
``FirstProcessState``): Inno Setup's uninstaller runs its second phase as a child that
opens the first process and waits for it to end before deleting it; the open stopped the
guest ("OpenProcess of the session's first process from a child process").

test/exe/openparent.exe (guests/tests/openparent.c) runs itself as a child that opens
its parent, reads it running, lets it go and waits for its end; the expected lines are
Wine 8's at both widths, parent's and child's in the order both print them.
"""

from paths import guest_exe

EXPECTED = [
    "parent: start=1",
    "child: opened=1 same id=1",
    "child: running: code=259 wait=258",       # STILL_ACTIVE, WAIT_TIMEOUT
    "parent: ends with 7",
    "child: after: wait=0 code=7",
    "child: no such id: handle=0 err=87",
]


def test_a_child_opens_and_waits_for_the_first_process(boot, tmp_path, width):
    d = boot(guest_exe("openparent", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(500):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 7
