"""A name taken by a directory (docs/runtimes.md "Programs in the wild (session 37)"): an
NSIS installer run a second time on the same drive found the plug-ins folder of its first
run at the name GetTempFileName tried, and stopped ("Can't initialize plug-ins
directory"): CreateFile answered ERROR_ACCESS_DENIED for CREATE_NEW over a directory, and
GetTempFileName goes on past taken names only on ERROR_FILE_EXISTS.

test/exe/k32dirname.exe (guests/tests/k32dirname.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8.
"""

from paths import guest_exe

EXPECTED = [
    'CREATE_NEW read/write: failed error 80',
    'CREATE_NEW no access: failed error 80',
    'CREATE_ALWAYS read/write: failed error 5',
    'CREATE_ALWAYS no access: failed error 5',
    'OPEN_EXISTING read/write: failed error 5',
    'OPEN_EXISTING no access: failed error 5',
    'OPEN_ALWAYS read/write: failed error 5',
    'OPEN_ALWAYS no access: failed error 5',
    'TRUNCATE_EXISTING read/write: failed error 5',
    'TRUNCATE_EXISTING no access: failed error 5',
] + ['GetTempFileName: named, a new file', '  size 0'] * 3


def test_names_taken_by_directories(boot, tmp_path):
    d = boot(guest_exe("k32dirname"), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
