"""What GNU make for Windows relies on (issue 23, "Programs in the wild (session 32):
more console tools built from source", docs/runtimes.md): msvcrt's _findnext leaves
FindNextFile's ERROR_NO_MORE_FILES at the end of a folder (mingw-w64's readdir tells the
end from a failure by it: make stopped with "readdir .: No such file or directory"), and
CreateProcess of a .bat or .cmd file starts the command interpreter on it (make's recipe
batch files failed with error 193, ERROR_BAD_EXE_FORMAT).

test/exe/batproc.exe (guests/tests/batproc.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine batproc.exe``;
the x86-64 build prints the same under 64-bit Wine). Both widths (``width`` fixture).
"""

from paths import guest_exe

EXPECTED = [
    '_findfirst(none)=-1 errno=2 err=2',
    'entries=3 last _findnext=-1 errno=2 err=18',
    'bat one ran',
    'CreateProcess(t.bat, t.bat one)=1 exit=7',
    'bat two ran',
    'CreateProcess(NULL, t.bat two)=1 exit=7',
    'cmd a b c',
    'CreateProcess(NULL, u.cmd "a b" c)=1 exit=0',
    'CreateProcess(NULL, nosuch.bat)=0 err=2',
    'done',
]


def test_findnext_end_and_batch_files(boot, tmp_path, width):
    d = boot(guest_exe("batproc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(20000)
    assert d.vm.stdout_log == EXPECTED
