"""``ctlproc_direct.exe`` (guests/tests/ctlproc_direct.c, built for i686 and x86-64) calls
the window procedures of BUTTON, EDIT, STATIC, LISTBOX and SCROLLBAR windows through the
pointer GetWindowLongPtr(GWLP_WNDPROC) gives — directly and through CallWindowProc — and
prints what Wine 8 prints for the same build (test/expected/ctlproc_direct.txt: ``xvfb-run
-a wine test/exe/ctlproc_direct.exe``; 64-bit Wine prints the same lines for the x86-64
build). The procedures are written in Python (user/pyproc.py): a direct call enters their
thunk, which serves both widths.
"""

import os

from paths import TEST_DIR as HERE, guest_exe


def test_control_procedures_called_through_their_pointers(boot, width):
    d = boot(guest_exe("ctlproc_direct", width))
    vm = d.vm
    for _ in range(200):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    with open(os.path.join(HERE, "expected", "ctlproc_direct.txt"), encoding="utf-8") as f:
        assert vm.stdout_log == f.read().splitlines()
    assert vm.machine.exited and vm.machine.exit_code == 0
