"""The PEB's process parameters (issue 23, "Programs in the wild (stop 26): Zig",
docs/runtimes.md): Zig's standard library takes its standard handles, its current folder
(path and handle) and its environment from the PEB's RTL_USER_PROCESS_PARAMETERS instead
of asking kernel32, so they must be there from the start and follow every change
(kernel/procparams.py).

test/exe(64)/peb_params.exe (guests/tests/peb_params.c) reads the fields through
fs:[0x30] / gs:[0x60] and compares them with GetStdHandle, GetCurrentDirectory,
GetEnvironmentStrings, GetModuleFileName and GetCommandLineW before and after
SetStdHandle, SetCurrentDirectory, RtlSetCurrentDirectory_U and SetEnvironmentVariable;
it also checks RtlGetCurrentDirectory_U's lengths, RtlSetCurrentDirectory_U's statuses
and RtlGetFullPathName_U against GetFullPathNameW. The expected lines are what the same
binaries print under Wine 8 (``xvfb-run -a wine peb_params.exe``; the x86-64 build under
64-bit Wine prints the same lines).
"""

from paths import guest_exe

WINE = """\
ImagePathName is GetModuleFileName=1
CommandLine is GetCommandLineW=1
Flags normalized=1
hStdInput/Output/Error are GetStdHandle's=111
SetStdHandle(error, event): hStdError follows=1, restored=1
at start: DosPath is GetCurrentDirectory + backslash=1, MaximumLength=520, Handle is a folder=1
SetCurrentDirectory(pebdir)=1
in pebdir: DosPath is GetCurrentDirectory + backslash=1, MaximumLength=520, Handle is a folder=1
handle changed=1
RtlGetCurrentDirectory_U is 2 x GetCurrentDirectory=1, same text=1
RtlGetCurrentDirectory_U(4 bytes) - 2 x length=2
RtlGetCurrentDirectory_U(2 x length) - 2 x length=2
RtlGetCurrentDirectory_U(2 x length + 2) - 2 x length=0
RtlSetCurrentDirectory_U(..)=00000000
after ..: DosPath is GetCurrentDirectory + backslash=1, MaximumLength=520, Handle is a folder=1
RtlGetCurrentDirectory_U same as GetCurrentDirectory=1
RtlSetCurrentDirectory_U(nosuchdir)=c0000034
RtlSetCurrentDirectory_U(pebfile.txt)=c0000103
SetCurrentDirectory(pebfile.txt)=0 err=267
after the failures: DosPath is GetCurrentDirectory + backslash=1, MaximumLength=520, Handle is a folder=1
RtlGetFullPathName_U(abc.txt): 2 x GetFullPathName=1 same=1 filepart same=1 too small - 2 x length=2, filepart then NULL=1
RtlGetFullPathName_U(sub\\..\\x.y): 2 x GetFullPathName=1 same=1 filepart same=1 too small - 2 x length=2, filepart then NULL=1
RtlGetFullPathName_U(sub\\): 2 x GetFullPathName=1 same=1 filepart same=1 too small - 2 x length=2, filepart then NULL=1
RtlGetFullPathName_U(\\top): 2 x GetFullPathName=1 same=1 filepart same=1 too small - 2 x length=2, filepart then NULL=1
RtlGetFullPathName_U(.): 2 x GetFullPathName=1 same=1 filepart same=1 too small - 2 x length=2, filepart then NULL=1
RtlGetFullPathName_U(empty)=0
Environment is GetEnvironmentStrings' block=1
after SetEnvironmentVariable(PEBTEST=one): in the block=1
after a 19999-character variable: in the block=1, PEBTEST still=1
Environment is GetEnvironmentStrings' block=1
after removing both: PEBTEST=0 PEBBIG=0
done"""


def test_peb_params(boot, tmp_path, width):
    d = boot(guest_exe("peb_params", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == WINE.splitlines()
