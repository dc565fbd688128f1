"""FILE_ATTRIBUTE_READONLY as Windows keeps it (Wine 8's kernel32 conformance file.c:
its test__lcreat creates read-only files with _lcreat and expects DeleteFile to refuse
them; its test_file_readonly_access the same of CreateFile's attributes; docs/compat.md
"kernel32 conformance"): set at creation by CreateFile's FILE_ATTRIBUTE_READONLY or
_lcreat's attribute 1, the creating handle still writing; then opening for writing,
deleting on close and DeleteFile are refused with ERROR_ACCESS_DENIED until
SetFileAttributes clears it.

test/exe/k32rofile.exe (guests/tests/k32rofile.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 but two: Wine runs as root here, and
opens a read-only file for writing (CREATE_ALWAYS over it too), which Windows refuses
(Wine's own file.c expects ERROR_ACCESS_DENIED for the first).
"""

from paths import guest_exe

EXPECTED = [
    'created read-only, written: 1 3',
    'attributes 0x21',
    'GENERIC_WRITE: refused error 5',   # Wine (as root): opened error 0
    'GENERIC_READ: opened error 0',
    'DELETE: opened error 0',
    'DELETE, delete on close: refused error 5',
    'CREATE_ALWAYS over it: refused error 5',   # Wine (as root): opened error 0
    'DeleteFile ro1.tmp: 0 error 5',
    'attributes 0x21',
    'SetFileAttributes(NORMAL): 1',
    'attributes 0x20',
    'DeleteFile ro1.tmp: 1 error 0',
    '_lcreat(1): written 5, close 0',
    'attributes 0x21',
    'DeleteFile ro2.tmp: 0 error 5',
    'DeleteFile ro2.tmp: 1 error 0',
    '_lcreat(0): attributes 0x20',
    'DeleteFile ro3.tmp: 1 error 0',
]


def test_read_only_files(boot, tmp_path):
    d = boot(guest_exe("k32rofile"), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
