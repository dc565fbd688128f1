"""RtlNtStatusToDosError (issue 23, "Programs in the wild", docs/runtimes.md): CMake 4.4's
libuv turns the NTSTATUS of each completed I/O packet into a Win32 error with it.

test/exe(64)/ntstatus_dos.exe (guests/tests/ntstatus_dos.c) prints the error for
statuses of files, pipes and waits, two of the Win32 facility and two outside the table;
the expected lines are what the same binaries print under Wine 8 (``xvfb-run -a wine
ntstatus_dos.exe``; the x86-64 build under 64-bit Wine).
"""

from paths import guest_exe

WINE = """\
00000000 -> 0
00000102 -> 1460
00000103 -> 997
80000005 -> 234
80000006 -> 18
c0000001 -> 31
c0000002 -> 1
c0000004 -> 24
c0000005 -> 998
c0000008 -> 6
c000000d -> 87
c0000010 -> 1
c0000011 -> 38
c0000017 -> 8
c0000022 -> 5
c0000023 -> 122
c0000033 -> 123
c0000034 -> 2
c0000035 -> 183
c000003a -> 3
c0000043 -> 32
c0000056 -> 5
c000007f -> 112
c00000b0 -> 233
c00000b1 -> 232
c00000b5 -> 121
c00000ba -> 5
c00000bb -> 50
c00000d9 -> 232
c0000101 -> 145
c0000103 -> 267
c0000120 -> 995
c000014b -> 109
c0000275 -> 4390
c0070005 -> 5
80070057 -> 87
c0001234 -> 317
12345678 -> 317"""


def test_ntstatus_dos(boot, tmp_path, width):
    d = boot(guest_exe("ntstatus_dos", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == WINE.splitlines()
