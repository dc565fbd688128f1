"""The rest of NTDLL's calls Zig's standard library makes directly (issue 23, "Programs
in the wild (stop 26): Zig", docs/runtimes.md): NtQueryDirectoryFile
(dlls/ntdll/dirquery.py), NtLockFile / NtUnlockFile (dlls/ntdll/fileio.py),
NtWaitForAlertByThreadId / NtAlertThreadByThreadId (dlls/ntdll/alerts.py) and the CNG
device's IOCTL_KSEC_GEN_RANDOM (kernel/devices.py).

test/exe(64)/nt_zig.exe (guests/tests/nt_zig.c) prints a line per check. The expected
lines are what the same binaries print under Wine 8 (``xvfb-run -a wine nt_zig.exe``; the
x86-64 build under 64-bit Wine), but for these, where Wine 8 departs from Windows'
documented behaviour:

- a buffer that holds the first entry's fixed part but not its name: STATUS_BUFFER_OVERFLOW
  with the name cut, as documented (Wine: STATUS_INFO_LENGTH_MISMATCH);
- NtLockFile's conflict when it may not wait is STATUS_LOCK_NOT_GRANTED, as documented
  (Wine: STATUS_FILE_LOCK_CONFLICT); Wine 8's NtUnlockFile refuses an IO_STATUS_BLOCK
  (STATUS_NOT_IMPLEMENTED; its 64-bit NtLockFile too), so the lines after it show the
  range unlocked, a wrong range STATUS_RANGE_NOT_LOCKED;
- ``\\Device\\CNG`` exists (Windows' kernel random number generator; Wine 8 has none:
  STATUS_OBJECT_NAME_NOT_FOUND).
"""

from paths import guest_exe

EXPECTED = """\
all: 00000000 . .. a.txt b.dat sub (end 98 of info 98)
after the end: 80000006
restart with *.txt (the first call's pattern stays): 00000000 . .. a.txt b.dat sub (end 98 of info 98)
a new handle, *.txt: 00000000 a.txt (end 22 of info 22)
after the end: 80000006
restart: 00000000 a.txt (end 22 of info 22)
a new handle, b*: 00000000 b.dat (end 22 of info 22)
a new handle, *.zzz: c000000f
FileBothDirectoryInformation(a.txt)=00000000 info=104 size=5 attrs=0x20 namelen=10 name=a.txt
FileIdBothDirectoryInformation(sub)=00000000 info=110 attrs=0x10 name=sub
FileDirectoryInformation(b.dat)=00000000 info=74 name=b.dat
FileDirectoryInformation in 60 bytes=c0000004
FileDirectoryInformation in 66 bytes=80000005 info=66 namelen=10
then=80000005
class 99=c0000003
NtLockFile(0..10, exclusive)=00000000
another handle, NtLockFile(5..15, shared, fail now)=c0000055
NtUnlockFile(5..15)=c000007e
NtUnlockFile(0..10)=00000000
another handle, NtLockFile(5..15, shared) now=00000000
NtLockFile(0..10, shared) beside it=00000000
alert self, then wait=00000101
wait again (10 ms)=00000102
alerting the parked thread
NtAlertThreadByThreadId=00000000
parked thread woke: 00000101
NtAlertThreadByThreadId(no such thread)=c000000b
NtCreateFile(\\Device\\CNG)=00000000
IOCTL_KSEC_GEN_RANDOM=00000000,00000000 info=32 random=1 differ=1
done"""


def test_nt_zig(boot, tmp_path, width):
    d = boot(guest_exe("nt_zig", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED.splitlines()
