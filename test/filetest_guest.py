"""Run the test guest ``test/exe/filetest.exe`` (source: guests/tests/filetest.c) to the
end and read the ``key=value`` results it writes into its VFS."""

import os

from paths import guest_exe
from wineagent.vm import VM

EXE = guest_exe("filetest")


def run_filetest(vfs_root, args="", before=None, max_batches=400, width=4):
    """Run filetest.exe on ``vfs_root`` until it exits; returns (vm, results dict).

    ``before(vm)`` runs after the VM is built and before the guest's first instruction.
    ``width``: its i686 build (4) or its x86-64 build (8).
    The VM is returned open (its VFS root is the caller's folder, so nothing leaks).
    """
    vm = VM(guest_exe("filetest", width), args=args, vfs_root=str(vfs_root))
    if before is not None:
        before(vm)
    for _ in range(max_batches):
        vm.run_batch()
        if vm.ended:
            break
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.ended, "filetest.exe did not finish"
    name = "results2.txt" if "/readreg" in args else "results.txt"
    with open(os.path.join(str(vfs_root), name), "rb") as f:
        text = f.read().decode("cp1252")
    results = dict(line.split("=", 1) for line in text.split("\r\n") if line)
    assert results.get("done") == "1"
    return vm, results
