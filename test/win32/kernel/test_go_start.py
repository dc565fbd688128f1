"""What Go's runtime asks of Windows before main (issue 23, "Programs in the wild":
esbuild 0.28.2's esbuild.exe, a Go program, from npm; docs/runtimes.md).

test/exe/gostart.exe (guests/tests/gostart.c) prints one line per check of Windows
Error Reporting's per-process flags (WerGetFlags/WerSetFlags), the priority-boost flags
of the process and its threads, KUSER_SHARED_DATA's clocks at 0x7FFE0000 (Go's nanotime
and walltime read them) and goroutine preemption as Go's scheduler does it: suspend a
spinning thread, read its CONTEXT, redirect it with SetThreadContext, resume it; then
what Go's libraries ask next: the TCP entries of Winsock's catalog (WSAEnumProtocols),
an open file's volume (GetVolumeInformationByHandleW) and a folder's entries by handle
(GetFileInformationByHandleEx's FileFullDirectoryInfo, os.ReadDir's call). The
expected lines are Wine 8's for the same binary (64-bit Wine prints the same for the
x86-64 build, its ContextFlags being CONTEXT_AMD64's) except where a comment says what
Wine printed: there Wine 8 has a stub and the line follows Windows' documentation.
"""

from paths import guest_exe

EXPECTED = {4: [], 8: []}
_LINES = [
    'WerGetFlags=0x0 flags=0x0',  # Wine 8: 0x80004001 (E_NOTIMPL, a stub), flags untouched
    'WerSetFlags(NO_UI)=0x0',
    'WerGetFlags=0x0 flags=0x20',  # Wine 8: 0x80004001 (a stub); the flags are the process's
    'GetProcessPriorityBoost=1 disabled=0',
    'SetProcessPriorityBoost(TRUE)=1 disabled=1',  # Wine 8: disabled=0 (its Get is a stub)
    'GetThreadPriorityBoost=1 disabled=1',  # Wine 8: 0; threads take the process's flag
    'SetThreadPriorityBoost(FALSE)=1 disabled=0',
    'GetThreadPriorityBoost(NULL)=0 err=6',  # Wine 8: =1 err=0 (a stub)
    'shared system time within a second of GetSystemTimeAsFileTime: 1',
    'interrupt time within a second of GetTickCount: 1',
    'SuspendThread=0',
    'GetThreadContext=1 flags=%s pc in worker: 1',
    'SetThreadContext=1',
    'debug registers=1 dr7=0',
    'ResumeThread=1',
    'redirected ran=1 exit code=7',
    'GetThreadContext(NULL)=0 err=6',
    'WSAEnumProtocolsW(no buffer)=-1 err=10055 entries=2',
    'WSAEnumProtocolsW(TCP)=2 all TCP:1 IFS handles:1',
    '  MSAFD Tcpip [TCP/IP] family=2',  # Wine 8: "TCP/IP"; Windows' base provider's name
    '  MSAFD Tcpip [TCP/IPv6] family=23',  # Wine 8: "TCP/IPv6"
    'GetVolumeInformationByHandleW=1 serial set:1 names=255 fs=NTFS',
    'FileFullDirectoryInfo=1 first=.',
    '  entries=4 a.txt size=3 b.txt:1',
    'again=0 err=18',
    'FileFullDirectoryRestartInfo=1 first=.',
    'done',
]
for _width, _flags in ((4, '0x10003'), (8, '0x100003')):
    EXPECTED[_width] = [line % _flags if '%s' in line else line for line in _LINES]


def test_go_runtime_start_up_and_preemption_as_windows_documents(boot, tmp_path, width):
    d = boot(guest_exe("gostart", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.stdout_log == EXPECTED[width]
