"""The item ID list helpers Wine's explorer walks its address bar with (ILCloneFirst,
ILGetNext, ILIsParent, ILFindChild, ILAppendID), checked against Wine.

test/exe/sh_pidl.exe (guests/tests/sh_pidl.c) makes C:\\pidltest\\a\\b and prints, line by
line, what the helpers answer for the PIDLs of those folders; the expected lines are what
the same binary prints under Wine 8 (``xvfb-run -a wine sh_pidl.exe``).
"""

import os

from paths import TEST_DIR

PIDL_EXE = os.path.join(TEST_DIR, "exe", "sh_pidl.exe")

WINE_OUTPUT = [
    "made root=1 a=1 b=1",
    "items a-b=1 b-a=1",
    "clonefirst items=1 is-first-of-root=1 null=1",
    "getnext steps=5 items=5 last=1 null=1",
    # a list is its own parent, but not its own immediate parent
    "isparent root-b=1 root-b-imm=0 a-b-imm=1 b-a=0 a-a=1 a-a-imm=0 null=0",
    "desktop items=0",
    # ILFindChild points into the child: past the parent's items; the desktop (no items)
    # is everything's parent; equal lists give the terminator
    "findchild root-b=3 a-b=4 b-a=-1 a-a=4 desk-b=0",
    "appendid end-equals-b=1 items=5",
    "appendid start items=6 first-is-b-last=1",
    "clonefirst-empty items=0",
    "done",
]


def test_the_item_id_list_helpers_answer_as_on_wine(boot, tmp_path):
    d = boot(PIDL_EXE, vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "pidltest").exists()     # it removed what it made
