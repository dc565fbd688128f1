"""SHFileOperation writes its answer where a 32-bit program's SHFILEOPSTRUCT has it.

shellapi.h packs SHFILEOPSTRUCT to 1 byte in 32-bit programs: fAnyOperationsAborted is at
18 (right after the WORD fFlags) and hNameMappings at 22. test/exe/sh_fileop.exe
(guests/tests/sh_fileop.c) sets both to a marker before a copy, a rename and a delete and
prints them after; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine test/exe/sh_fileop.exe``): the BOOL is cleared, hNameMappings is left.
"""

import os

from paths import TEST_DIR as HERE
FILEOP_EXE = os.path.join(HERE, "exe", "sh_fileop.exe")

WINE_OUTPUT = [
    'layout size=30 fFlags=16 aborted=18 mappings=22 title=26',
    'copyA ret=0 aborted=00000000 mappings=55667788',
    'renameA ret=0 aborted=00000000 mappings=55667788',
    'renamed there=1',
    'deleteW ret=0 aborted=00000000 mappings=55667788',
    'deleted gone=1,1',
]


def test_shfileoperation_answers_in_the_packed_structure(boot, tmp_path):
    d = boot(FILEOP_EXE, vfs_root=str(tmp_path / "vfs"))
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "fotest").exists()      # it removed what it made
