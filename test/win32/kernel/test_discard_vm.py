"""DiscardVirtualMemory (issue 23, "Programs in the wild (stop 26)", docs/runtimes.md):
deno 2.9's V8 discards the freed pages of its heap as it exits and stopped there.

test/exe/discard_vm.exe (guests/tests/discard_vm.c) prints a line per check. Wine 8 has
no DiscardVirtualMemory (it prints "found=0" twice and stops), so the expected lines are
the documented behaviour: the pages stay committed and writable, their contents
undefined (kept here); a range not page-aligned or of no size is
ERROR_INVALID_PARAMETER (87), pages not committed ERROR_INVALID_ADDRESS (487). Both
widths.
"""

from paths import guest_exe

EXPECTED = [
    "kernel32's: found=1",
    'found=1',
    'committed range: 0',
    'after: state=0x1000 protect=0x4 size=0x20000',
    'written after: 7',
    'part of it: 0',
    'unaligned: 87',
    'reserved only: 487',
    'free range: 487',
    'size 0: 87',
    'done',
]


def test_discard_virtual_memory(boot, tmp_path, width):
    d = boot(guest_exe("discard_vm", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
