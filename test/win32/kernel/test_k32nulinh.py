"""A child started with the NUL device as its inherited standard input (yazi starts its
openers, `cmd.exe /C start "" FILE`, that way; docs/runtimes.md "Programs in the wild
(session 32): console TUIs"): the child reads end of file from it and GetFileType calls it
a character device; the parent's handle still reads.

test/exe/k32nulinh.exe (guests/tests/k32nulinh.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8. Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'NUL opened: 1 type 2',
    'CreateProcess: 1',
    'child: type 2 read 1 got 0',
    'child exit 7',
    'parent read after: 1',
]


def test_nul_inherited_as_standard_input(boot, width):
    d = boot(guest_exe("k32nulinh", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
