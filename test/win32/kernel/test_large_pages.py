"""Large pages (issue 23, "Programs in the wild (session 31)": 7-Zip's File Manager asks
GetLargePageMinimum at start-up and stopped there).

test/exe/largepage.exe (guests/tests/largepage.c) reads the large page size, asks
VirtualAlloc for one with MEM_LARGE_PAGES, then for ordinary pages. Wine 8's lines, 32- and
64-bit, but for the large allocation's error: Windows refuses it with
ERROR_PRIVILEGE_NOT_HELD (1314) when the user lacks SeLockMemoryPrivilege (ours does);
Wine 8 answers ERROR_INVALID_PARAMETER (87).
"""

from paths import guest_exe

EXPECTED = [
    'minimum 0x200000',
    'large alloc: NULL err 1314',          # Wine: err 87
    'plain alloc: ok err 0',
    'done',
]


def test_large_pages(boot, tmp_path, width):
    d = boot(guest_exe("largepage", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
