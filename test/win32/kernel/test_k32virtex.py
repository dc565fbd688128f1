"""Virtual memory by process handle (Wine 8's kernel32 conformance sync.c stopped on
ntdll's NtAllocateVirtualMemory, which its test_apc_deadlock calls on a child process;
docs/compat.md "kernel32 conformance"): VirtualAllocEx/VirtualFreeEx and
NtAllocateVirtualMemory/NtFreeVirtualMemory (the base and size they write back), in
this process and in a child process it started.

test/exe/k32virtex.exe (guests/tests/k32virtex.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same
under 64-bit Wine). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'NtAllocate: 0 size 0x2000 aligned 1',
    'NtFree decommit: 0 base +0 size 0x1000',
    '  first page state 0x2000',
    'NtAllocate commit: 0 base +0 size 0x1000',
    'NtFree release not at the base: 0xc000009f',
    'NtFree release: 0 size 0x2000',
    'NtFree again: 0xc000000d',
    'NtAllocate bad handle: 0xc0000008',
    'VirtualAllocEx self: 1',
    'VirtualFreeEx self: 1',
    'VirtualAllocEx NULL handle: 0 error 6',
    'VirtualAllocEx child: 1',
    'VirtualFreeEx child: 1',
    'NtAllocate child: 0 size 0x1000',
    'NtFree child: 0 size 0x1000',
]


def test_virtual_memory_by_process_handle(boot, tmp_path, width):
    d = boot(guest_exe("k32virtex", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
