"""SHFileOperation writes its answer where a 32-bit program's SHFILEOPSTRUCT has it.

shellapi.h packs SHFILEOPSTRUCT to 1 byte in 32-bit programs: fAnyOperationsAborted is at
18 (right after the WORD fFlags) and hNameMappings at 22. test/exe/sh_fileop.exe
(guests/tests/sh_fileop.c) sets both to a marker before a copy, a rename and a delete and
prints them after; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine test/exe/sh_fileop.exe``): the BOOL is cleared, hNameMappings is left.

Its x86-64 build (test/exe64/sh_fileop.exe) prints 64-bit Wine's lines: the same answers
in a structure that is not packed at 64 bits (shellapi.h packs it under ``#ifndef _WIN64``
only), so its layout line gives the natural offsets of 8-byte pointers.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'layout size=30 fFlags=16 aborted=18 mappings=22 title=26',
    'copyA ret=0 aborted=00000000 mappings=55667788',
    'renameA ret=0 aborted=00000000 mappings=55667788',
    'renamed there=1',
    'deleteW ret=0 aborted=00000000 mappings=55667788',
    'deleted gone=1,1',
]


#: The layout line of the x86-64 build, under 64-bit Wine.
WINE64_LAYOUT = 'layout size=56 fFlags=32 aborted=36 mappings=40 title=48'


def test_shfileoperation_answers_in_the_packed_structure(boot, tmp_path, width):
    d = boot(guest_exe("sh_fileop", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    expected = WINE_OUTPUT if width == 4 else [WINE64_LAYOUT] + WINE_OUTPUT[1:]
    assert d.vm.stdout_log == expected
    assert not (tmp_path / "vfs" / "fotest").exists()      # it removed what it made
